"""Stock rules of round 13b: buttons and labels hidden by a "displaynone" class, a
back-in-stock alert in the buy button's place, a stock value named by a label of its own
(a <dt>, a <th>, or a labelled line in the block after the box), a BEM backorder modifier,
stock held by the supplier, a Korean "Buy" button, "Almost sold out" on a line of its own."""

from __future__ import annotations

import pytest
from stock_pages import stock_of as _stock

from crawler.extract.stock import stock_from_text


def _page(title: str, price: str, body: str, head: str = "") -> bytes:
    return (
        f"<html><head><title>{title}</title>{head}</head><body><main>"
        f"<div class=product><h1>{title}</h1><p class=product-price>{price}</p>{body}</div>"
        "</main></body></html>"
    ).encode()


def test_display_none_class_hides_sold_out_label_round13b() -> None:
    # a theme prints every state's control and hides the others by class: the hidden
    # "품절" (sold out) and "예약주문" (pre-order) say nothing; the shown cart link takes orders
    body = (
        "<div class=actions><a href='#none' class=btnSubmit><span>주문하기</span>"
        "<span class=displaynone>예약주문</span></a>"
        "<a href='#none' class=btnNormal>장바구니 담기</a>"
        "<span class='btnNormal displaynone'>품절</span></div>"
    )
    assert _stock(_page("Wool Scarf Grey", "45,000원", body)) == "in_stock"


@pytest.mark.parametrize(
    "label",
    ["Notify me when available", "Email me when back in stock", "Avísame cuando llegue"],
)
def test_back_in_stock_alert_is_sold_out_round13b(label: str) -> None:
    # no add-to-cart control, a back-in-stock alert in its place: JSON-LD's InStock is stale
    ld = (
        '{"@context":"https://schema.org","@type":"Product","name":"Juicer Max 2",'
        '"offers":{"@type":"Offer","price":"89.00","priceCurrency":"EUR",'
        '"availability":"https://schema.org/InStock"}}'
    )
    page = (
        "<html><head><title>Juicer Max 2</title>"
        f"<script type='application/ld+json'>{ld}</script></head><body><main><div class=col>"
        "<h1>Juicer Max 2</h1><span class=amount>€ 89,00</span>"
        f"<div class=cta><button class=btn disabled>{label}</button></div>"
        "</div></main></body></html>"
    ).encode()
    assert _stock(page) == "out_of_stock"


@pytest.mark.parametrize(
    ("term", "value", "want"),
    [
        ("<dt>Availability:</dt>", "<dd>Only 2 left</dd>", "limited"),
        ("<dt>Stock</dt>", "<dd><b>Only 3 left</b></dd>", "limited"),
        # a term that names something else: a loose "Only 2 left" is a sales nudge
        ("<dt>Colour:</dt>", "<dd>Only 2 left</dd>", "in_stock"),
    ],
)
def test_value_named_by_stock_term_round13b(term: str, value: str, want: str) -> None:
    body = (
        f"<dl class=info><dt>Code:</dt><dd>LX-20</dd>{term}{value}</dl>"
        "<form><button class=btn-primary name=add>Add to cart</button></form>"
    )
    assert _stock(_page("Lamp LX-20", "€ 42,00", body)) == want


def test_bem_backorder_modifier_round13b() -> None:
    # "Expected in stock in week 3 – can be ordered now" in a block classed on backorder
    body = (
        "<div class='stock stock--backorder'>Forventes på lager i uge 3 – kan bestilles nu</div>"
        "<button class=btn-buy>Læg i kurv</button>"
    )
    assert _stock(_page("Trykluftsværktøj 5000", "DKK 2.495,00", body)) == "backorder"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Skladem u dodavatele", "backorder"),
        ("In stock at supplier – ships in 5–7 days", "backorder"),
        ("Lagernd beim Lieferanten", "backorder"),
        ("På lager hos leverandør", "backorder"),
        # the shop's own stock stays in stock
        ("Skladem", "in_stock"),
        ("Auf Lager", "in_stock"),
    ],
)
def test_supplier_stock_is_backorder_round13b(text: str, want: str) -> None:
    assert stock_from_text(text) == want


def test_labelled_stock_line_after_box_round13b() -> None:
    # the box of title and price, then a block of its own with the labelled stock line
    page = (
        b"<html><head><title>Rice Cooker 1.8L</title></head><body><main><div class=pdp>"
        b"<div class=head><h1>Rice Cooker 1.8L</h1><div class=price>Rp450.000</div></div>"
        b"<div class=meta><p>Stok: <b class=red>Sisa 4</b></p><p>Dikirim dari Bandung</p></div>"
        b"</div></main></body></html>"
    )
    assert _stock(page) == "limited"


def test_korean_buy_button_in_box_round13b() -> None:
    body = "<div class=opts><button class=on>일시불</button></div><button>구매하기</button>"
    assert _stock(_page("무선 청소기 V9", "399,000원", body)) == "in_stock"


def test_almost_sold_out_line_round13b() -> None:
    body = "<div class=x1>Almost sold out</div><button class=x2>Add to cart</button>"
    assert _stock(_page("Steel Bottle 1L", "AU$14.56", body)) == "limited"
