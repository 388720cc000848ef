"""Stop 43's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 42's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round42 import _with_ld


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a volume discount's row whose own cell starts with the tier ("20+ packs:")
        (
            "<table><tr><td>Price:</td><td><b>€12.40</b> / pack</td></tr><tr><td>Trade deal:"
            "</td><td>20+ packs: €10.90/pack</td></tr></table>",
            "https://www.insulation.example.ie/p/5510",
            "en-IE",
            (1240, "EUR"),
        ),
        # a pack's price with its price per piece in brackets in a child of its own
        (
            "<p class=price>$42.90 <small>($14.30 / box)</small></p>",
            "https://www.boxes.example.com/p/3-pack",
            "en",
            (4290, "USD"),
        ),
        # ... and per kg
        (
            "<p class=price>42,90 € <small>(14,30 € / kg)</small></p>",
            "https://www.kaffee.example.de/p/bohnen-3kg",
            "de",
            (4290, "EUR"),
        ),
        # (a former price in the child, as before: the price outside it)
        (
            "<p class=price>$42.90 <small>(was $49.90)</small></p>",
            "https://www.boxes.example.com/p/3-pack",
            "en",
            (4290, "USD"),
        ),
        # an old price named so in Estonian classes, the new one beside it
        (
            "<div class=hind><span class=hind-vana>219,99 €</span> <span class=hind-uus>"
            "179,99 €</span></div>",
            "https://www.lugeja.example.ee/toode/x",
            "et",
            (17999, "EUR"),
        ),
        # ... and in Lithuanian
        (
            "<div class=kainos><span class=sena-kaina>89,99 €</span> <span class=kaina>69,99 €"
            "</span></div>",
            "https://www.prekes.example.lt/p/x",
            "lt",
            (6999, "EUR"),
        ),
    ],
)
def test_visible_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


def _card_page(prices: str, title_class: str) -> str:
    """A page whose product box is a "card": its title and prices in one block."""
    return (
        "<html lang=ru><head><title>Телевизор</title></head><body><main><div class=card-main>"
        f"<div class=card-info><h1 class='{title_class}'>Телевизор Ultra 55</h1>{prices}"
        "<a class=btn-buy href=/cart/add>В корзину</a></div></div><ul><li class=tile><a "
        "href=/p/2>Кронштейн</a><span class=tile-price>12 990 ₸</span></li><li class=tile><a "
        "href=/p/3>Саундбар</a><span class=tile-price>79 990 ₸</span></li></ul></main></body>"
        "</html>"
    )


def test_card_price_of_a_card_titled_page() -> None:
    # the product's own "card-price" beside its "card-title": the price
    page = _card_page(
        "<div class=card-price><span class=num>189 990</span> <span class=cur>₸</span></div>",
        "card-title",
    )
    assert _price(page, "https://www.tehno.example.kz/catalog/tv/55/") == (18999000, "KZT")


def test_card_price_beside_a_plain_title_stays_a_store_cards() -> None:
    # a store card's price ("card-price") beside the internet price under a plain title
    page = _card_page(
        "<div class=card-price><span>$ 449.990</span></div><div class=internet-price><span>"
        "$ 489.990</span></div>",
        "product-name",
    )
    assert _price(page, "https://www.tienda.example.cl/p/refri-300") == (489990, "CLP")


@pytest.mark.parametrize(
    ("box", "ld", "url", "lang"),
    [
        # discontinued in Latin American Spanish, its JSON-LD price left over
        (
            "<div class=alert>Producto descontinuado. Ya no está disponible.</div>",
            ("289900", "COP"),
            "https://www.tenis.example.com.co/p/clx-300.html",
            "es-CO",
        ),
        # ... and "no longer available" in Portuguese
        (
            "<div class=alert>Este produto não está mais disponível.</div>",
            ("1299.00", "BRL"),
            "https://www.loja.example.com.br/p/fone-x",
            "pt-BR",
        ),
    ],
)
def test_no_longer_sold(box: str, ld: tuple[str, str], url: str, lang: str) -> None:
    # a page that sells it no more (no button to buy) prints no price: none is read
    page = _shop(box, lang=lang).replace(
        "<form action=/cart><button class=add-to-cart>Add to cart</button></form>", ""
    )
    assert _price(_with_ld(page, *ld), url) is None
    # (the same page with the product on sale keeps its structured price)
    assert _price(_with_ld(_shop("", lang=lang), *ld), url) is not None


@pytest.mark.parametrize(
    ("box", "ld", "url", "lang", "want"),
    [
        # the price with tax beside the net one the law asks Argentinian shops to print, the
        # two a peso apart after rounding; JSON-LD gives the net one
        (
            "<div class=p><span class=best>$ 249.999,00</span></div><p class=tax>Precio sin "
            "impuestos nacionales: $ 206.611,57</p>",
            ("206611.57", "ARS"),
            "https://www.tec.example.com.ar/monitor/p",
            "es-AR",
            (24999900, "ARS"),
        ),
        # an option chosen by the URL that costs more, the page's total its price
        (
            "<div class=p><span class=sale>59,00 €</span></div><select name=opt><option "
            "value=1>Basis (59,00 €)</option><option value=2 selected>Mit Koffer (+10,00 €)"
            "</option></select><div class=total>Gesamtsumme 69,00 €</div>",
            ("59.00", "EUR"),
            "https://www.werkzeug.example.de/p/satz-108?opt=2",
            "de",
            (6900, "EUR"),
        ),
        # (no option chosen by the URL: the structured price the page shows)
        (
            "<div class=p><span class=sale>59,00 €</span></div><select name=opt><option "
            "value=1>Basis (59,00 €)</option><option value=2 selected>Mit Koffer (+10,00 €)"
            "</option></select><div class=total>Gesamtsumme 69,00 €</div>",
            ("59.00", "EUR"),
            "https://www.werkzeug.example.de/p/satz-108",
            "de",
            (5900, "EUR"),
        ),
        # (a quantity stepper's plus before a line's total is no surcharge)
        (
            "<div class=p><span class=sale>59,00 €</span></div><div class=selected-option>"
            "Basis<button>-</button><button>+</button><strong>118,00 €</strong></div>",
            ("59.00", "EUR"),
            "https://www.werkzeug.example.de/p/satz-108?opt=1",
            "de",
            (5900, "EUR"),
        ),
    ],
)
def test_structured_against_page(
    box: str, ld: tuple[str, str], url: str, lang: str, want: tuple[int, str] | None
) -> None:
    assert _price(_with_ld(_shop(box, lang=lang), *ld), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Producto descontinuado", "out_of_stock"),
        ("Este producto ha sido descontinuado y ya no está disponible.", "out_of_stock"),
        ("Ya no se encuentra disponible", "out_of_stock"),
        ("Este produto não está mais disponível", "out_of_stock"),
        ("تم إيقاف هذا المنتج ولم يعد متوفراً للبيع", "out_of_stock"),
        # (available, as before)
        ("Disponible", "in_stock"),
    ],
)
def test_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want
