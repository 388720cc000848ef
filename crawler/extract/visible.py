"""Reads the prices a shopper sees: price-like text near the title and buy button, minus noise.

Excluded: crossed-out prices (<s>, <del>, line-through, "was", "UVP", "statt"), instalments
("/mo", "4 payments of"), "from" teasers, shipping, unit prices, and every price inside
recommendation, cart, header, footer or navigation blocks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from lxml import etree

from crawler.extract.money import PriceToken, find_prices
from crawler.extract.stock import stock_from_text

_LOWER = "translate({}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"
_SIGNS = ("$", "€", "£", "¥", "￥", "円", "₹", "₩", "₽", "₺", "₪", "₫", "₱", "฿", "zł", "kr",
          "Kč", "CHF", "EUR", "USD", "GBP", "د.ك", "KWD", "SEK", "NOK", "DKK", ":-", "Fr.",
          "CAD", "AUD", "JPY", "PLN", "R$", "Rs", "ريال", "ر.س", "د.إ", "تومان", "ریال")
_CANDIDATES = etree.XPath(
    "//body//*[not(self::script or self::style or self::noscript or self::template or "
    "self::option or self::select or self::textarea or self::title)]["
    f"contains({_LOWER.format('@class')}, 'price') or contains({_LOWER.format('@id')}, 'price')"
    " or @itemprop='price' or contains(@data-price, '') and @data-price"
    f" or contains({_LOWER.format('@data-testid')}, 'price')]"
    " | //body//text()[not(parent::script or parent::style or parent::noscript or "
    "parent::template or parent::option or parent::title)]["
    + " or ".join(f"contains(., '{s}')" for s in _SIGNS)
    + "]",
    smart_strings=True,
)
_H1 = etree.XPath("(//body//h1)[1]")
_BUY = etree.XPath(
    "(//body//*[self::button or self::input[@type='submit'] or self::a]["
    f"contains({_LOWER.format('@name')}, 'add') or "
    f"contains({_LOWER.format('@class')}, 'add-to-cart') or "
    f"contains({_LOWER.format('@class')}, 'addtocart') or "
    f"contains({_LOWER.format('@class')}, 'add_to_cart') or "
    f"contains({_LOWER.format('@id')}, 'add-to-cart') or "
    f"contains({_LOWER.format('@id')}, 'addtocart') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'add to cart') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'add to bag') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'add to basket') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'buy now') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'in den warenkorb') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'ajouter au panier') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'añadir al carrito') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'aggiungi al carrello') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'in winkelwagen') or "
    "contains(., 'カートに入れる') or contains(., 'أضف إلى السلة') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'lägg i varukorgen') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'sold out') or "
    f"contains({_LOWER.format('normalize-space(.)')}, 'ausverkauft')"
    "])[1]"
)
_STOCK_NODES = etree.XPath(
    "//body//*[contains(translate(@class, 'STOCKAVILB', 'stockavilb'), 'stock') or "
    "contains(translate(@class, 'STOCKAVILB', 'stockavilb'), 'availab') or "
    "contains(translate(@id, 'STOCKAVILB', 'stockavilb'), 'availab')]"
)
_SCRIPT_PRICE = re.compile(r"""["'](?:price|amount|salePrice|finalPrice)["']\s*:\s*["']?\d""")
_SCRIPTS = etree.XPath(
    "//script[not(contains(translate(@type, 'LDJSON', 'ldjson'), 'ld+json'))]/text()"
)
_ON_REQUEST = re.compile(
    r"price on request|price upon request|call for price|request a quote|preis auf anfrage|"
    r"prix sur demande|precio (?:a consultar|bajo petición)|prezzo su richiesta|"
    r"prijs op aanvraag|価格はお問い合わせ|contact us for (?:a )?price",
    re.I,
)

# Blocks that show other products' prices or totals, never the page's offer.
_NOISE_BLOCK = re.compile(
    r"related|recommend|upsell|up-sell|cross-?sell|also-?(?:bought|viewed|like)|"
    r"frequently|bought-?together|bundle|mini-?cart|side-?cart|cart-?drawer|header-?cart|"
    r"cart[-_](?:total|subtotal|count|summary|popup|flyout|widget|items?|price)|basket|"
    r"breadcrumb|recently|carousel|slider|similar|wishlist|newsletter|announcement|"
    r"you-?may|promo-?bar|free-?shipping|shipping-?bar|product-?(?:grid|list|card|tile)s?\b|"
    r"swiper|upsell|accessor",
    re.I,
)
_NOISE_TAGS = {"header", "footer", "nav", "aside", "s", "del", "strike", "option", "select"}
_STRUCK_CLASS = re.compile(
    r"\b(?:was|old|regular|compare|list|strike|crossed|original|before|rrp|msrp|uvp|"
    r"line-?through|price--?(?:old|was|compare|regular|original)|was-?price|old-?price|"
    r"retail|reference)\b|compare-?at|strikethrough|crossed",
    re.I,
)
_WAS_TEXT = re.compile(
    r"\b(?:was|compare at|regular price|list price|orig(?:inal)?(?: price)?|you save|save|"
    r"uvp|statt|rrp|msrp|reduced from|instead of|vorher|ehemals|bisher|unverbindliche|"
    r"avant|au lieu de|antes|prima|prix de référence|economisez|économisez|ahorra|risparmi)\b"
    r"|sparen|ersparnis|-\s?\d+\s?%",
    re.I,
)
_INSTALMENT = re.compile(
    r"/\s?(?:mo|month|mon|monat|mois|mes|mese|maand)\b|per month|a month|monthly|\bmtl\b|"
    r"monatlich|par mois|al mes|al mese|per maand|\d\s?x\s|\bx\s?\d|payments? of|"
    r"interest[- ]free|instal?lments?|\braten\b|klarna|afterpay|affirm|sezzle|pay in \d|"
    r"mensualit|cuotas|rate da|zip pay|clearpay|月々|分割",
    re.I,
)
_FROM = re.compile(
    r"(?:^|\s)(?:from|starting at|starts at|as low as|ab|à partir de|dès|desde|a partir de|"
    r"a partire da|vanaf|fra|från)\s*:?\s*$|から$|起$",
    re.I,
)
_SHIPPING = re.compile(
    r"shipping|delivery|versand|lieferung|livraison|envío|envio|spedizione|verzending|送料|"
    r"frais de port|porto|frakt|fragt",
    re.I,
)
_UNIT = re.compile(
    r"^\s*/\s?(?:\d+\s?)?(?:kg|g|l|ml|cl|m|m²|m2|stk|st|pc|pcs|piece|unit|each|oz|lb)\b|"
    r"grundpreis|prix au (?:kg|litre)|per (?:kg|litre|liter|100)|\(\s*\d",
    re.I,
)
_NET = re.compile(r"excl\.?|exkl\.?|zzgl\.?|\bnet\b|netto|\bHT\b|hors taxes|sin iva|\+ ?vat", re.I)
_MAX_TEXT = 120


@dataclass
class Seen:
    """One visible price with the features that score it."""

    token: PriceToken
    text: str
    score: float
    struck: bool
    noise: bool
    near_title: int | None  # levels up to the common ancestor with the title (small = near)


@dataclass
class Visible:
    """What a shopper sees: the main price candidate, every shown amount, crossed-out ones."""

    main: Seen | None = None
    confidence: float = 0.0
    shown: list[Seen] = field(default_factory=list)
    struck: list[Seen] = field(default_factory=list)
    regular: Seen | None = None
    stock: str | None = None
    title: str = ""
    reason: str | None = None

    def shows(self, amount: Decimal, exp: int = 2) -> bool:
        return any(s.token.amount(exp) == amount for s in self.shown)

    def crossed(self, amount: Decimal, exp: int = 2) -> bool:
        return any(s.token.amount(exp) == amount for s in self.struck)


def _text(el: etree._Element) -> str:
    return " ".join("".join(el.itertext()).split())


def _levels(el: etree._Element) -> dict[etree._Element, int]:
    out = {el: 0}
    for i, anc in enumerate(el.iterancestors(), start=1):
        out[anc] = i
    return out


def _distance(el: etree._Element, anchor: dict[etree._Element, int] | None) -> int | None:
    if anchor is None:
        return None
    node, up = el, 0
    while node is not None:
        if node in anchor:
            return up + anchor[node]
        node = node.getparent()
        up += 1
    return None


def _flags(el: etree._Element) -> tuple[bool, bool]:
    """(struck, noise) for an element by looking at it and its ancestors."""
    struck = noise = False
    node, depth = el, 0
    while node is not None and depth < 60:
        tag = node.tag if isinstance(node.tag, str) else ""
        if tag in ("s", "del", "strike"):
            struck = True
        elif tag in _NOISE_TAGS:
            noise = True
        if tag in ("body", "html"):
            break
        cls = (node.get("class") or "") + " " + (node.get("id") or "")
        if depth < 3 and _STRUCK_CLASS.search(cls):
            struck = True
        if "line-through" in (node.get("style") or ""):
            struck = True
        if _NOISE_BLOCK.search(cls):
            noise = True
        node = node.getparent()
        depth += 1
    return struck, noise


def _context_before(el: etree._Element, text: str, token: PriceToken) -> str:
    before = text[: token.start]
    if len(before.strip()) < 3:
        prev = el.getprevious()
        parent = el.getparent()
        if prev is not None:
            before = _text(prev)[-40:] + " " + before
        elif parent is not None and parent.text:
            before = parent.text[-40:] + " " + before
    return before[-40:]


def scan(root: etree._Element) -> Visible:
    """Score every visible price-like text; the best one near the title is the main price."""
    h1s = _H1(root)
    h1 = h1s[0] if h1s else None
    title = _text(h1) if h1 is not None else ""
    anchor_title = _levels(h1) if h1 is not None else None
    buys = _BUY(root)
    anchor_buy = _levels(buys[0]) if buys else None
    seen_els: set[etree._Element] = set()
    shown: list[Seen] = []
    struck_list: list[Seen] = []
    for hit in _CANDIDATES(root):
        el = hit.getparent() if isinstance(hit, str) else hit
        if el is None or el in seen_els:
            continue
        seen_els.add(el)
        text = _text(el)
        if not text or len(text) > _MAX_TEXT:
            if isinstance(hit, str) and len(hit) <= _MAX_TEXT:
                text = " ".join(hit.split())
            else:
                continue
        tokens = find_prices(text)
        signed = [t for t in tokens if t.symbol]
        if len(signed) > 1 or (not signed and len(tokens) != 1):
            continue
        token = signed[0] if signed else tokens[0]
        cls = ((el.get("class") or "") + " " + (el.get("id") or "")).lower()
        if not signed and "price" not in cls and el.get("itemprop") != "price":
            continue
        struck, noise = _flags(el)
        before = _context_before(el, text, token)
        after = text[token.end : token.end + 30]
        if _WAS_TEXT.search(before):
            struck = True
        skip = bool(
            _INSTALMENT.search(before + " " + after)
            or _FROM.search(before)
            or _SHIPPING.search(before[-25:] + " " + after)
            or _UNIT.search(after)
        )
        d_title = _distance(el, anchor_title)
        d_buy = _distance(el, anchor_buy)
        score = 0.0
        if "price" in cls or el.get("itemprop") == "price":
            score += 1.0
        if re.search(r"sale|current|final|now|special|actual|offer|selling|our", cls):
            score += 0.3
        if signed:
            score += 0.5
        if d_title is not None:
            score += max(0.0, 2.0 - 0.25 * max(0, d_title - 2))
        if d_buy is not None:
            score += max(0.0, 1.0 - 0.15 * max(0, d_buy - 2))
        if _NET.search(after) or _NET.search(before[-15:]):
            score -= 0.8
        seen = Seen(token, text, score, struck, noise, d_title)
        if struck and not noise:
            struck_list.append(seen)
        elif not noise and not skip:
            shown.append(seen)
    vis = Visible(shown=shown, struck=struck_list, title=title)
    _choose_main(vis, has_title=h1 is not None)
    vis.stock = _stock(root, buys[0] if buys else None)
    if vis.main is None:
        vis.reason = _why_none(root, vis)
    return vis


def _choose_main(vis: Visible, has_title: bool) -> None:
    if not vis.shown:
        return
    best_by_amount: dict[Decimal | None, Seen] = {}
    for s in vis.shown:
        key = s.token.amount(2)
        if key not in best_by_amount or s.score > best_by_amount[key].score:
            best_by_amount[key] = s
    ranked = sorted(best_by_amount.values(), key=lambda s: -s.score)
    best = ranked[0]
    runner = ranked[1].score if len(ranked) > 1 else None
    if runner is not None and best.score - runner < 0.5:
        vis.reason = "conflicting_prices" if len(ranked) < 4 else "multiple_products"
        return
    if len(ranked) >= 4 and (best.near_title is None or best.near_title > 6):
        vis.reason = "multiple_products"
        return
    conf = 0.35 + 0.1 * min(best.score, 4.5)
    if not has_title:
        conf -= 0.15
    vis.main, vis.confidence = best, round(min(conf, 0.85), 2)
    exp_amount = best.token.amount(2)
    above = [
        s for s in vis.struck
        if (a := s.token.amount(2)) is not None and exp_amount is not None and a > exp_amount
    ]
    if above:
        vis.regular = min(above, key=lambda s: s.near_title if s.near_title is not None else 99)


def _stock(root: etree._Element, buy: etree._Element | None) -> str | None:
    for node in _STOCK_NODES(root)[:20]:
        if _flags(node)[1]:
            continue
        state = stock_from_text(_text(node)[:200])
        if state:
            return state
    if buy is not None:
        label = _text(buy) or (buy.get("value") or "")
        state = stock_from_text(label[:100])
        if state == "out_of_stock" or (buy.get("disabled") is not None and state is None):
            return "out_of_stock"
    return None


def _why_none(root: etree._Element, vis: Visible) -> str:
    if vis.reason:
        return vis.reason
    body_text = " ".join(root.xpath("//body//text()[not(parent::script or parent::style)]"))
    if _ON_REQUEST.search(body_text[:200_000]):
        return "price_on_request"
    for script in _SCRIPTS(root)[:200]:
        if _SCRIPT_PRICE.search(script[:500_000]):
            return "price_in_script"
    return "no_price_found"
