"""Stop 32's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 31's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.candidates import _parse_text

_BUY = "<button class=add-to-cart>Add to cart</button>"


def _page(box: str, title: str = "Lantern Grinder M220", head: str = "") -> bytes:
    return (
        f"<html><head><title>{title}</title>{head}</head><body><main><div class=pdp>"
        f"<h1>{title}</h1>{box}</div></main></body></html>"
    ).encode()


def _jsonld(name: str, **offer: str) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": name,
        "offers": {"@type": "Offer", **offer},
    }
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


def _price(page: bytes, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


def test_a_row_of_blocks_read_by_its_aria_label() -> None:
    # React Native Web lays a price out as a row of <div>s; the wrapper's label reads it whole
    box = (
        "<div class=css-row aria-label='28,96 zł'><div dir=auto>28</div><div dir=auto>,96</div>"
        "<div dir=auto>&nbsp;zł</div></div><div class=css-text>Kredyt za opóźnienie</div>" + _BUY
    )
    assert _price(_page(box), "https://sklep.example.pl/p/1") == (2896, "PLN")


def test_an_aria_label_that_says_more_than_the_text_is_not_read() -> None:
    # the label is not the text laid out: "Was 39,00 zł" is no restatement of "28,96 zł"
    box = (
        "<div class=price aria-label='Was 39,00 zł, now 28,96 zł'><div>28</div><div>,96</div>"
        "<div>&nbsp;zł</div></div>" + _BUY
    )
    assert _price(_page(box), "https://sklep.example.pl/p/1") != (3900, "PLN")


@pytest.mark.parametrize("badge", ["76 折", "7.6折", "8折"])
def test_a_chinese_discount_badge_is_no_price(badge: str) -> None:
    box = (
        "<div class=priceBar><span class=label>網路價</span><span class=currency>NT$</span>"
        f"<span class=prodPrice__price>1,280</span> <span class=prodPrice__origin>建議售價 "
        f"<del>NT$1,680</del></span><span class=prodPrice__discount>{badge}</span></div>" + _BUY
    )
    assert _price(_page(box), "https://shop.example.com.tw/p/1") == (128000, "TWD")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("۴۵٫۷۵۰ ريال عماني", ("OMR", 45750)),
        ("45.750 ريال عماني", ("OMR", 45750)),
        ("دينار كويتي ١٢٫٥٠٠", ("KWD", 12500)),
        ("1,250 درهم إماراتي", ("AED", 125000)),
        ("299 جنيه مصري", ("EGP", 29900)),
        # the word alone stays a riyal of the shop's country
        ("12 ريال", (None, None)),
    ],
)
def test_arabic_currency_named_with_its_country(text: str, want: object) -> None:
    from crawler.extract.locale import UNAMBIGUOUS_SYMBOLS

    got = _parse_text(text)
    assert got is not None and got[2]
    code = UNAMBIGUOUS_SYMBOLS.get(got[1].symbol)
    exp = {"OMR": 3, "KWD": 3}.get(code or "", 2)
    assert (code, int(got[1].amount(exp) * 10**exp) if code else None) == want


def test_a_woocommerce_range_in_riyals_leaves_the_chosen_variations_price() -> None:
    # the range's ends name their currency with its country, and its screen-reader
    # restatement follows; the chosen variation's price is the price
    amount = (
        "<span class='woocommerce-Price-amount amount'><bdi>{}&nbsp;<span "
        "class=woocommerce-Price-currencySymbol>ريال عماني</span></bdi></span>"
    )
    box = (
        f"<p class=price>{amount.format('۲۴٫۵۰۰')} &ndash; {amount.format('۸۵٫۵۰۰')}"
        "<span class=screen-reader-text>نطاق السعر: من ۲۴٫۵۰۰ ريال عماني إلى ۸۵٫۵۰۰ ريال عماني"
        "</span></p><form class=variations_form><select name=attribute_pa_weight><option "
        "value=500g selected>500 غ</option></select><div class=woocommerce-variation-price>"
        f"<span class=price>{amount.format('۴۵٫۷۵۰')}</span></div>"
        "<button class=single_add_to_cart_button>إضافة إلى السلة</button></form>"
    )
    got = _price(_page(box, "لبان حوجري"), "https://luban.example.om/p/?attribute_pa_weight=500g")
    assert got == (45750, "OMR")


@pytest.mark.parametrize(
    "deposit",
    [
        "Acconto del 30% all'ordine: <strong>567,00&nbsp;€</strong>",
        "Zaliczka 30%: <strong>567,00&nbsp;€</strong>",
    ],
)
def test_a_made_to_order_deposit_is_not_the_price(deposit: str) -> None:
    box = (
        "<div class=price-row><p class=text-3xl>1.890,00&nbsp;€</p></div>"
        f"<button>Ordina ora</button><p class=note>{deposit} · saldo prima della consegna</p>"
    )
    assert _price(_page(box), "https://divani.example.it/p/ada") == (189000, "EUR")


def test_a_thai_coupons_cap_is_not_the_price() -> None:
    box = (
        "<section class=prices><div class=a>฿890</div><div class=b>฿349</div>"
        "<div class=c>ลด 61%</div></section><div class=vouchers><h3>โค้ดส่วนลดของร้านค้า</h3>"
        "<span>ลด ฿20</span><span>ลด 5% สูงสุด ฿50</span></div>"
        "<button class=add-to-cart>เพิ่มไปยังรถเข็น</button>"
    )
    assert _price(_page(box, "พาวเวอร์แบงค์ 20000mAh"), "https://shop.example.co.th/p/1") == (
        34900,
        "THB",
    )


_DISCONTINUED = (
    "<div class=pdp__price-box><span class=pdp__price>79,95&nbsp;€</span></div>"
    "<div class=pdp__status><strong>Descatalogado</strong><p>Este producto ya no se fabrica."
    "</p></div><form><button type=submit class=pdp__btn disabled>No disponible</button></form>"
)


@pytest.mark.parametrize(
    "other",
    [
        # a successor's card linking to its own page
        "<div class=pdp__successor><a class=card href=/molinillo-m240><img src=/m240.jpg alt=''>"
        "<span class=name>Molinillo M240</span><span class=price>119,00&nbsp;€</span>"
        "<span class=successor-stock>En stock · envío en 24/48 h</span></a></div>",
        # spare parts with their own prices and stock
        "<ul class=spares><li>Muela cónica — 24,90&nbsp;€ — <span class=in-stock>En stock"
        "</span></li><li>Tolva 250 g — 12,50&nbsp;€ — <span class=in-stock>En stock</span>"
        "</li></ul>",
    ],
)
def test_another_products_stock_slot_does_not_speak_for_the_product(other: str) -> None:
    page = _page(
        _DISCONTINUED + other,
        "Molinillo M220",
        _jsonld("Molinillo M220", price="79.95", priceCurrency="EUR", availability="InStock"),
    )
    assert extract(page, "https://molino.example.es/m220").availability == "out_of_stock"


@pytest.mark.parametrize(
    ("rows", "want"),
    [
        # one row of a variant table is chosen: the chosen row's stock is the product's
        (
            "<table><tr><td>S</td><td>24,90 €</td><td class=stock>Agotado</td></tr>"
            "<tr class=selected><td>M</td><td>24,90 €</td><td class=stock>En stock</td></tr>"
            "</table>",
            "in_stock",
        ),
        # a stock line in a list of facts with no prices stays the product's
        (
            "<ul class=facts><li>Envío gratis</li><li><span class=stock>Agotado</span></li></ul>",
            "out_of_stock",
        ),
        # a link with no picture around the stock line: the product's own
        (
            "<a href=/envios><span class=stock>Agotado</span></a>",
            "out_of_stock",
        ),
    ],
)
def test_the_products_own_stock_rows_and_links_still_count(rows: str, want: str) -> None:
    box = "<div class=price>24,90&nbsp;€</div>" + rows + "<button>Añadir al carrito</button>"
    page = _page(box, "Camiseta básica")
    assert extract(page, "https://tienda.example.es/p/1").availability == want
