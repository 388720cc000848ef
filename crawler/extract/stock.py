"""Stock state from schema.org availability values and from visible text in several languages."""

from __future__ import annotations

import functools
import re

_SCHEMA = {
    "instock": "in_stock",
    "onlineonly": "in_stock",
    "instoreonly": "limited",
    "limitedavailability": "limited",
    "outofstock": "out_of_stock",
    "soldout": "out_of_stock",
    "discontinued": "out_of_stock",
    "preorder": "preorder",
    "presale": "preorder",
    "backorder": "backorder",
    "madetoorder": "backorder",
    # OpenGraph product:availability and Google Merchant values
    "available": "in_stock",
    "availablefororder": "backorder",
    "oos": "out_of_stock",
    "pending": "preorder",
}

# Negative phrases first: "not in stock" must never read as "in stock".
_OUT = (
    r"out of stock|(?<!almost )(?<!nearly )sold out|currently unavailable|"
    r"no longer available|not in stock|"
    r"nicht (?:auf lager|vorrätig|verfügbar|lieferbar)|(?<!fast )ausverkauft|vergriffen|"
    r"rupture de stock|épuisé|epuise|indisponible|agotado|sin stock|no disponible|"
    r"esaurito|non disponibile|uitverkocht|niet (?:op voorraad|leverbaar)|"
    r"在庫切れ|在庫なし|売り切れ|品切れ|slutsåld|ikke på lager|udsolgt|esgotado|indisponível|"
    r"sem estoque|fora de estoque|fuera de stock|sin existencias|tükendi|stokta yok|"
    r"품절(?!임박)|재고 없음|缺货|已售罄|"
    r"utsolgt|slut i lager|ei varastossa|niedostępny|brak w magazynie|vyprodáno|nedostupné|"
    r"nicht mehr (?:auf lager|lieferbar|verfügbar|erhältlich)|nicht erhältlich|"
    r"缺貨|售完|已售完|完売|غير متوفر|غير متاح|نفدت|نفذت|нет в наличии|non più disponibile|"
    # discontinued: nobody can order it any more
    r"plus commercialisé|n'est plus disponible|plus disponible|no longer sold|discontinued|"
    r"descatalogado|fuori produzione|nicht mehr im sortiment|uit (?:het )?assortiment|"
    r"немає в наявності|відсутній|tidak tersedia|stok habis|hết hàng|สินค้าหมด|หมดสต็อก|"
    r"אזל מהמלאי|לא במלאי|μη διαθέσιμο|εξαντλήθηκε|ekki til á lager|uppselt|"
    r"\bstok:? ?0\b"
)
_PRE = r"pre-?order|vorbestell|précommande|precommande|preventa|reserva|preordina|予約"
_BACK = r"backorder|back-order|nachbestellt|en réapprovisionnement|bajo pedido"
_LIMITED = (
    r"only \d+ left|nur noch \d+|plus que \d+|últimas? \d+ unidad|残りわずか|low stock|"
    r"only a few left|few left|almost gone|nur noch wenige|få igjen|få tilbage|få kvar|"
    r"son \d+ ürün|tükenmek üzere|últimas unidades|ultimi \d+|derniers articles|품절임박|"
    r"\d+개 남음|仅剩|残り\d+|ostatnie sztuki|"
    # "only N left" and "last items" in more languages (a bare count is in stock)
    r"just \d+ left|last \d+ (?:items?|pieces|units|in stock)|last items|"
    r"\d+ left in stock|il ne reste (?:plus )?que \d+|dernières pièces|quedan \d+|"
    r"solo quedan|ultimi pezzi|ultimo pezzo|solo \d+ (?:pezzi|disponibili)|restam \d+|"
    r"só restam|apenas \d+ (?:em estoque|unidades)|nog (?:maar )?\d+ (?:op voorraad|beschikbaar|"
    r"over)|laatste \d+|zostało \d+|tylko \d+ szt|poslední kusy|posledních \d+|"
    r"(?:endast|bara) \d+ kvar|kun \d+ (?:tilbage|igjen|på lager)|bare \d+ igjen|"
    r"vain \d+ jäljellä|már csak \d+|utolsó \d+|осталось \d+|последние \d+|"
    r"залишилось \d+|あと\d+点|库存紧张|باقي \d+|بقي \d+|تبقى \d+|متبقي \d+|"
    r"آخر \d+ قطع|كمية محدودة|נותרו \d+|τελευταία τεμάχια|"
    r"almost sold out|nearly sold out|fast ausverkauft|presque épuisé|casi agotado|"
    r"last one\b|only one left|letzte[rs]? (?:artikel|exemplar)|dernier exemplaire|"
    r"few (?:units|items|pieces) left|\d+ (?:units?|items?|pieces) left|s[oó]lo quedan|"
    r"sisa \d+|tersisa \d+|เหลือ(?:เพียง)? ?\d+|còn \d+|"
    r"품절임박|\d+개 남음"
)
_IN = (
    r"(?<!back )in stock|auf lager|lagernd|sofort verfügbar|ready to ship|available to ship|"
    r"sofort lieferbar|lieferbar|vorrätig|en stock|disponible|"
    r"en existencia|disponibile|op voorraad|在庫あり|在庫有り|i lager|på lager|em estoque|"
    r"stokta var|stokta|more than \d+ available|\d+ available|in magazzino|na stanie|skladem|"
    r"på lager|varastossa|有货|재고 있음|現貨|现货|有貨|有庫存|有库存|متوفر|متاح|"
    r"في المخزون|в наличии|в наявності|є в наявності|tersedia|còn hàng|มีสินค้า|במלאי|"
    r"disponível|á lager|διαθέσιμο|σε απόθεμα|\bstok:? ?[1-9]|có sẵn"
)
_PATTERNS = [
    (re.compile(_OUT, re.I), "out_of_stock"),
    (re.compile(_PRE, re.I), "preorder"),
    (re.compile(_BACK, re.I), "backorder"),
    (re.compile(_LIMITED, re.I), "limited"),
    (re.compile(_IN, re.I), "in_stock"),
]


def stock_from_schema(value: object) -> str | None:
    """Map a schema.org ItemAvailability (URL, CURIE or bare word) to our stock word."""
    if isinstance(value, list):
        value = value[0] if value else None
    if isinstance(value, dict):
        value = value.get("@id") or value.get("name")
    if not isinstance(value, str):
        return None
    word = value.strip().rsplit("/", 1)[-1].rsplit(":", 1)[-1]
    word = re.sub(r"[\s_\-]", "", word).lower()
    if word in _SCHEMA:
        return _SCHEMA[word]
    return stock_from_text(value)


# "Solo quedan 47 unidades": a count this large is stock, not scarcity.
_SCARCE_MAX = 20
_COUNT = re.compile(r"\d+")


@functools.lru_cache(maxsize=16384)
def stock_from_text(text: str) -> str | None:
    """The stock state a short visible text states, or None if it says none.

    Cached: a product box is read line by line and its menus, card names and labels repeat
    within a page and across a shop's pages; each call runs a dozen large alternations."""
    for pattern, state in _PATTERNS:
        m = pattern.search(text)
        if m:
            if state == "limited" and _many(text[m.start() : m.end() + 12]):
                return "in_stock"
            return state
    return None


def _many(phrase: str) -> bool:
    count = _COUNT.search(phrase)
    # the length first: int() refuses digit strings of thousands of characters
    return count is not None and (len(count.group(0)) > 3 or int(count.group(0)) > _SCARCE_MAX)
