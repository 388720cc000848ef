"""Stop 59's rules (round DE: blind760-763, round DF: blind764-767, each the four verticals), on
markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on the code before its
round, the rest guard what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of
from tests.crawler.test_extract_round57 import _stock


def _graded(note: str, checked: str = "b") -> str:
    """A refurbished laptop's page: grades picked by radio inputs, grade B's price, ``note``,
    and JSON-LD left on grade A's price."""
    ld = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Laptop X1, refurbished - Grade A",
        "offers": {"@type": "Offer", "price": "599.00", "priceCurrency": "USD"},
    }
    radios = "".join(
        f"<input type=radio name=grade id=g-{g} value={g}"
        f"{' checked' if g == checked else ''}><label for=g-{g}>Grade {g.upper()}</label>"
        for g in "ab"
    )
    return (
        f"<script type='application/ld+json'>{json.dumps(ld)}</script>"
        f"<fieldset>{radios}</fieldset><div class=price><s class=was>$699.00</s> "
        f"<span class=price-sale>$549.00</span></div>{note}"
    )


def test_a_note_naming_an_unchosen_radio_options_price_is_that_options() -> None:
    # "Grade A at $599.00", grade B's radio checked: the stale JSON-LD's price is grade A's
    page = _shop(_graded("<p class=note>Grade A at $599.00 — fewer marks than grade B</p>"))
    url = "https://www.refurb.example.com/p/x1?grade=b"
    assert _price(page, url) == (54900, "USD")


def test_a_note_naming_the_checked_radio_option_is_left_alone() -> None:
    # guard: the note names grade B, the checked one: it is no other option's price, and the
    # page prints the JSON-LD price by the title, so nothing is set aside
    page = _shop(_graded("<p class=note>Grade B at $599.00 with a charger</p>"))
    url = "https://www.refurb.example.com/p/x1?grade=b"
    assert _price(page, url) != (54900, "USD")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Tamil "sold out", "notify me when back in stock"
        ("விற்றுத் தீர்ந்தது", "out_of_stock"),
        ("விற்றுத்தீர்ந்தது", "out_of_stock"),
        ("கையிருப்பு வந்ததும் தெரிவிக்கவும்", "out_of_stock"),
        # Arabic prices said to be available (wholesale prices for registered traders): no
        # stock; the product said to be available still is in stock
        ("أسعار الجملة متاحة للتجار المسجلين فقط.", None),
        ("السعر متاح عند الطلب", None),
        ("المنتج متاح", "in_stock"),
        ("متاح", "in_stock"),
    ],
)
def test_round_de_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    "button",
    [
        # Icelandic "buy now" as the whole label; a link classed "buybtn" (a button by its class)
        "<p><input type=submit value='Kaupa núna'></p>",
        "<p><a class=buybtn href=/cart/add/1>Kaupa</a></p>",
    ],
)
def test_round_de_buy_buttons(button: str) -> None:
    page = _shop(
        f"<p class=price>189.000 kr.</p>{button}",
        lang="is",
        title="Rafmagnshjól Velka Terra 500",
        buyable=False,
    )
    assert _stock(page, "https://www.torg.example.is/p/1") == "in_stock"


def test_a_price_line_in_a_column_is_no_heading_of_the_stock_line_after_it() -> None:
    # "… in store" on a price line before "3 lots left": no store's stock, the lot's count
    box = (
        "<table><tr><td><img src=/i/1.jpg alt=''></td><td><h1>LED bulbs, lot of 10</h1>"
        "<p>Lot price: <b>€125.00</b></p><p><small>€12.50 a bulb · €18.00 each in store"
        "</small></p><p>Only 3 lots left</p><p><input type=submit value='Add to cart'></p></td>"
        "</tr></table>"
    )
    page = (
        "<html><head><title>LED bulbs, lot of 10</title></head><body><main>"
        f"{box}</main></body></html>"
    )
    assert _stock(page, "https://www.lots.example.ie/lot?id=12") == "limited"


def test_a_pickup_heading_still_names_its_stock_line() -> None:
    # guard: a heading without a price before the count still names the store's block
    page = _shop(
        "<p class=price>$125.00</p><div><b>Pick up in store</b><p>3 left</p></div>",
        title="LED bulbs, lot of 10",
    )
    assert _stock(page) == "in_stock"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # Dutch "Artikelnummer" with no colon, before a second field
        ("<div class=meta>Artikelnummer AB-9200145 · EAN 8719325504127</div>", "AB-9200145"),
        # Norwegian "ad code" in a table's header cell
        ("<table><tr><th>Annonsekode</th><td>339182044</td></tr></table>", "339182044"),
    ],
)
def test_round_de_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 29,99</p>") == want


@pytest.mark.parametrize(
    ("row", "want"),
    [
        # an auction's quantity row saying only one is left, beside the add-to-cart button
        ("<tr><td>Magn:</td><td>Aðeins 1 eintak</td></tr>", "limited"),
        ("<tr><td>Quantity:</td><td>Only 2 left</td></tr>", "limited"),
        # guard: a quantity row saying no stock (a pack's count) leaves the button's word
        ("<tr><td>Quantity:</td><td>2 per pack</td></tr>", "in_stock"),
    ],
)
def test_a_quantity_row_counting_the_last_ones_says_the_stock(row: str, want: str) -> None:
    page = _shop(
        f"<table><tr><td>Verð:</td><td><b>34.990 kr.</b></td></tr>{row}</table>",
        lang="is",
        title="Kaffivél, notuð",
    )
    assert _stock(page, "https://www.uppbod.example.is/uppbod/550123") == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # the piece's price labelled only "unit price", beside a price per m² and the freight
        (
            "<table><tr><td>Precio unitario:</td><td class=precio><b>Gs. 98.000</b></td></tr>"
            "<tr><td>Precio por m²:</td><td>Gs. 32.666</td></tr><tr><td>Flete:</td><td>Gs. "
            "60.000 dentro de Asunción</td></tr></table>",
            "https://www.ferre.example.com.py/producto.php?id=77",
            "es",
            (98000, "PYG"),
        ),
        (
            "<dl><dt>Prix unitaire :</dt><dd><b>12,50 €</b></dd><dt>Prix au m² :</dt><dd>4,17 €"
            "</dd></dl>",
            "https://www.carrelage.example.fr/p/ardoise",
            "fr",
            (1250, "EUR"),
        ),
        # a bag's price beside the tonne's, in Vietnamese
        (
            "<table><tr><td>Giá bán:</td><td><b>95.000₫</b> / bao</td></tr><tr><td>Giá theo "
            "tấn:</td><td>1.900.000₫ / tấn (20 bao)</td></tr></table>",
            "https://www.vatlieu.example.vn/sp/xi-mang",
            "vi",
            (95000, "VND"),
        ),
        # guard: a pack's price stays the price beside its unit price
        (
            "<p class=price>€25.00</p><p>Unit price: €2.50</p>",
            "https://www.tiles.example.ie/p/pack-of-10",
            "en",
            (2500, "EUR"),
        ),
    ],
)
def test_round_df_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title="Chapa galvanizada 3 m"), url) == want


def test_malay_postage_is_no_price_of_an_auction() -> None:
    page = _shop(
        "<div class=auction><p>Bidaan semasa: <strong>RM 410.00</strong></p><p>Pos: RM 25.00"
        "</p><button>Letak bidaan</button></div>",
        lang="ms",
        title="Mesin kimpalan inverter 200A",
        buyable=False,
    )
    assert _price(page, "https://www.lelong.example.my/lelong/mesin-99") is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Icelandic "in the web shop", Bengali "stock: have", Burmese "8 pieces remaining" and
        # "only 2 pieces remaining"
        ("Til í vefverslun: 84 stk.", "in_stock"),
        ("স্টক: আছে", "in_stock"),
        ("လက်ကျန် ၈ ခု", "in_stock"),
        ("လက်ကျန် ၂ ခုသာ", "limited"),
    ],
)
def test_round_df_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("button", "lang"),
    [
        # Burmese "add into the basket"
        ("<button class=product-form__submit>ခြင်းထဲထည့်ရန်</button>", "my"),
    ],
)
def test_round_df_buy_buttons(button: str, lang: str) -> None:
    page = _shop(f"<p class=price>৳ 6,450</p>{button}", lang=lang, title="Pump", buyable=False)
    assert _stock(page, "https://www.pump.example.com.bd/p/1") == "in_stock"
