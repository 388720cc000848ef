"""Stock rules of round 12: status lines led by a coloured dot, counters written onto the
count, verb-final lead times, WooCommerce's backorder class, an add control after the box."""

from __future__ import annotations

import pytest
from stock_pages import stock_of as _stock
from stock_pages import stock_page as _page

from crawler.extract.stock import stock_from_text

_DOT = "<span class='mr-2 inline-block h-2 w-2 rounded-full bg-amber-500'></span>"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a status line led by a coloured dot is the shop's stock state
        (f"<p class=mt-2>{_DOT}Only 4 left</p>", "limited"),
        (f"<p class=mt-2>{_DOT}2개 남음</p>", "limited"),
        (f"<p class=mt-2>{_DOT}Restordre – leveres om 4 uker</p>", "backorder"),
        (
            f"<div class=mt-4>{_DOT} <span>Disponibile su ordinazione</span> – spedizione "
            "prevista in circa 3 settimane</div>",
            "backorder",
        ),
        # a short line of its own without the dot says so too (since stop 29: shops print
        # their stock count so, and every corpus writer read it as scarcity)
        ("<p class=mt-2>Only 4 left</p>", "limited"),
        # a line of its own that counts the units, in more languages and counters
        ("<p class=sDq_FX>Nur noch 2 Artikel verfügbar</p>", "limited"),
        ("<p class=x>Only 2 left in size M</p>", "limited"),
    ],
)
def test_box_line_refines_active_button_round12(line: str, want: str) -> None:
    assert _stock(_page(line)) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # verb-final lead times: Hindi, Chinese, Japanese
        ("आमतौर पर 2 से 3 सप्ताह में भेजा जाता है।", "backorder"),
        ("約 3-4 星期到貨", "backorder"),
        ("2〜3週間でお届け", "backorder"),
        ("1-2 日內發貨", None),  # a short lead: nothing said of the stock
        ("7天無理由退貨", None),  # a return period, not a lead time
        ("12月25日發貨", None),  # a date, not a count of days
        # Chinese "needs ordering in", Nordic "back order"
        ("需訂貨，約 3-4 星期到貨", "backorder"),
        ("Restordre", "backorder"),
        # Arabic: not available now, yet orders taken for shipping in 10 working days
        ("غير متوفر حالياً – يمكنك الطلب وسيتم الشحن خلال ١٠ أيام عمل", "backorder"),
        ("غير متوفر حالياً", "out_of_stock"),
        ("الشحن: ٦٠ ج.م", None),
        # few left: Arabic dual, traditional Chinese, Indonesian, Turkish, Hindi
        ("بقي قطعتان فقط", "limited"),
        ("僅剩 2 台", "limited"),
        ("僅剩 3 天", None),  # a sale's time left
        ("Stok tinggal 5 sak", "limited"),
        ("Promo tinggal 2 hari", None),
        ("Son 4 paket!", "limited"),
        ("Son 3 gün", None),
        ("केवल 3 बचे हैं", "limited"),
        # Hindi in and out of stock; Korean "remaining quantity" is a count of stock
        ("स्टॉक में है", "in_stock"),
        ("स्टॉक में नहीं है", "out_of_stock"),
        ("남은수량 12개", "in_stock"),
    ],
)
def test_stock_phrase_round12(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_woocommerce_backorder_class_names_the_state() -> None:
    page = _page("<p class='stock available-on-backorder'>غير متوفر حالياً</p>")
    assert _stock(page) == "backorder"


def test_magento_backorder_class_names_the_state() -> None:
    # "Due in stock 14/11" reads as in stock; the class says the order waits (blind29)
    page = _page("<div class='stock available backorder'><span>Due in stock 14/11</span></div>")
    assert _stock(page) == "backorder"


def test_special_order_is_a_backorder() -> None:
    # B&H's "Special order" with a lead time: orders are taken for later delivery (blind32)
    page = _page("<div class=pdp-stock>Special order, ships in 2–3 weeks</div>")
    assert _stock(page) == "backorder"


def test_hindi_lead_time_in_the_stock_slot() -> None:
    page = _page("<div class=pdp__stock>आमतौर पर 2 से 3 सप्ताह में भेजा जाता है।</div>")
    assert _stock(page) == "backorder"


def _split_page(control: str) -> bytes:
    # the box holds title and price only; the buy control follows it in a sibling block
    return (
        "<html><head><title>Coat</title></head><body><main><div class=detail>"
        "<div class=info><h1>Wool Coat</h1><span class=price>€ 129,00</span></div>"
        f"<div class=buttons>{control}</div></div>"
        "<section class=reco><div class=card><a href=/p/2>Scarf</a><span>€ 19,00</span>"
        "</div></section>"
        "</main></body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("control", "want"),
    [
        ("<button type=button data-qa-action=add-to-cart>추가하기</button>", "in_stock"),
        ("<button class=x9>Add to basket</button>", "in_stock"),
        # a disabled control takes no orders
        ("<button disabled data-qa-action=add-to-cart>추가하기</button>", "unknown"),
    ],
)
def test_add_control_after_the_box(control: str, want: str) -> None:
    assert _stock(_split_page(control)) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Indonesian "Stock: sold out", Dutch and Czech few-left counts, Swedish lead time
        ("Stok: Habis", "out_of_stock"),
        ("Nog 3 stuks beschikbaar online", "limited"),
        ("Nog 30 stuks beschikbaar", "in_stock"),
        ("Poslední 2 kusy", "limited"),
        ("Tillfälligt slut – skickas inom 2–3 veckor.", "backorder"),
    ],
)
def test_stock_phrase_round13(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def _bare_page(body: str) -> bytes:
    return (
        "<html><head><title>Trail Jacket</title></head><body><main><div class=product>"
        f"<h1>Trail Jacket</h1><span class=price>€ 89,90</span>{body}</div>"
        "<section class=reco><div class=card><a href=/p/2>Scarf</a><span>€ 19,00</span>"
        "<p>Out of stock</p></div></section></main></body></html>"
    ).encode()


def test_active_backorder_button() -> None:
    page = _bare_page(
        "<input id=form-action-addToCart type=submit class=button value='Backorder now'>"
    )
    assert _stock(page) == "backorder"


def test_preorder_or_backorder_button_reads_the_box_line() -> None:
    page = _bare_page(
        "<p>Availability: Backorder – ships in 2–3 weeks</p>"
        "<input id=form-action-addToCart type=submit value='Pre-order / Backorder now'>"
    )
    assert _stock(page) == "backorder"


def test_label_and_value_in_a_child() -> None:
    assert _stock(_bare_page("<p>Stok: <b>23</b></p>")) == "in_stock"


def test_labelled_out_line_outweighs_an_active_button() -> None:
    page = _page("<ul><li>Availability: <b>Out Of Stock</b></li></ul>")
    assert _stock(page) == "out_of_stock"
    # a store's shelf says nothing of the stock the shop delivers from
    page = _page("<ul><li>Availability: <b>Out of stock at Brooklyn store</b></li></ul>")
    assert _stock(page) == "in_stock"


def test_stock_slot_beside_the_button_outside_the_box() -> None:
    page = (
        "<html><head><title>Platine</title></head><body><main><div class=product>"
        "<div class=meta><h1>Platine vinyle</h1><span class=price>€ 89,90</span></div>"
        "<form class=ProductForm><div class=ProductForm__Inventory>En commande – expédition "
        "d'ici 2 à 3 semaines</div><button class=add-to-cart>Ajouter au panier</button></form>"
        "</div></main></body></html>"
    ).encode()
    assert _stock(page) == "backorder"
