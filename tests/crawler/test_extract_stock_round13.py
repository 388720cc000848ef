"""Stock rules of round 13: a related product's card button is not the product's, a stock
line beside a pickup line of the column, a box read from the heading that names the product
when the page's title is the shop's logo, Hungarian lead times."""

from __future__ import annotations

import pytest
from stock_pages import stock_of as _stock

from crawler.extract.stock import stock_from_text


def _cards(label: str = "Add to cart", count: int = 4) -> str:
    return (
        "<section><h2>You may also like</h2><ul>"
        + "".join(
            f"<li><a href=/p/{i}>Lamp {i}</a><span class=price>€ {10 + i},00</span>"
            f"<button class=reco__add type=button>{label}</button></li>"
            for i in range(count)
        )
        + "</ul></section>"
    )


def _card_page(own: str, label: str = "Add to cart") -> bytes:
    return (
        "<html><head><title>Desk Fan</title></head><body><main>"
        "<div class=product-detail><h1>Desk Fan Breeze 30</h1><div class=buy>"
        f"<p class=product-price>€ 49,00</p>{own}</div></div>"
        f"{_cards(label)}</main></body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("own", "want"),
    [
        # the product's own button greyed out, a sold-out line: a carousel's active "Add to
        # cart" buttons below say nothing of this product
        (
            "<p class=delivery-note>Utsolgt – ikke på lager</p>"
            "<button class=btn-main disabled>Utsolgt</button>",
            "out_of_stock",
        ),
        ("<span class=btn-main>품절</span>", "out_of_stock"),
        (
            "<div class=delivery><span class=delivery__status--order>Beställningsvara – "
            "leverans 3–4 veckor</span> <span>Ej i lager i butik</span></div>"
            "<button class=btn-main>Köp</button>",
            "backorder",
        ),
        # the product's own active button, labelled only "Do koszyka" (to the basket)
        ("<button class=btn-main>Do koszyka</button>", "in_stock"),
    ],
)
def test_card_button_outside_box_round13(own: str, want: str) -> None:
    assert _stock(_card_page(own)) == want


def test_card_button_needs_repeats_round13() -> None:
    # one active add-to-cart after the box (its own form) is the product's button
    page = (
        "<html><head><title>Desk Fan</title></head><body><main>"
        "<div class=product-detail><h1>Desk Fan Breeze 30</h1><div class=buy>"
        "<p class=product-price>€ 49,00</p><p class=note>Sold out in Leeds store</p></div></div>"
        "<form><button class=btn-cart>Add to cart</button></form></main></body></html>"
    ).encode()
    assert _stock(page) == "in_stock"


def test_scarcity_line_beside_pickup_line_round13() -> None:
    # "Free click & collect" on the line before does not make "Only 6 left … for delivery"
    # a store's count: the column holding both is not the line
    filler = "".join(f"<p class=spec>Spec line {i} with some words</p>" for i in range(6))
    page = (
        "<html><head><title>Oak Laminate</title></head><body><main><div class=col>"
        "<h1>Oak Laminate 8mm</h1><span class=price>£24.99</span>"
        "<p class=text-sm>Home delivery £5 · Free click & collect in 1 hour</p>"
        f"{filler}<p class=text-orange>Only 6 left in stock for delivery</p>"
        "<button class=add-to-cart>Add to cart</button></div></main></body></html>"
    ).encode()
    assert _stock(page) == "limited"


def _logo_page(stock_line: str) -> bytes:
    menus = "".join(
        f"<div class=mega><p class=mega__title>Dept {i}</p>"
        + "".join(f"<a class=cate href=/c/{i}/{j}>Category {j}</a>" for j in range(40))
        + "</div>"
        for i in range(12)
    )
    return (
        "<html><head><title>Cantilever Tool Box 5-Tray | Hardware Co</title></head><body>"
        "<div class=wrap><div class=top><div class=logo><a href=/index.html>Hardware Co</a>"
        f"</div><div class=menu>{menus}</div></div><div class=detail>"
        "<h2>Cantilever Tool Box 5-Tray (Red)</h2><table><tr><th>Price</th><td>"
        "<strong class=product-price>OMR 8.750</strong></td></tr><tr><th>Stock</th><td>"
        f"{stock_line}</td></tr></table></div></div></body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<span class=low>Only 2 left</span>", "limited"),
        ("<p class=soldout>Sold out</p>", "out_of_stock"),
    ],
)
def test_box_read_from_product_heading_round13(line: str, want: str) -> None:
    # the page's "title" is the shop's name linking home: the box runs from the header and
    # its stock line lies past the menus, after the heading that names the product
    assert _stock(_logo_page(line)) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Hungarian lead times: "to order – delivery in 2-3 weeks"
        ("Rendelésre – szállítás 2-3 hét", "backorder"),
        ("Kiszállítás 2 héten belül", "backorder"),
        ("szállítás 15 munkanapon belül", "backorder"),
        # a short lead time is stock at hand; a return period is no lead time
        ("Raktáron – szállítás 1-2 munkanap", "in_stock"),
        ("Ingyenes szállítás 30 napos visszaküldés", None),
        ("Ingyenes szállítás, 30 nap visszaküldési jog", None),
    ],
)
def test_hungarian_lead_time_round13(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_box_sold_out_button_outweighs_structured_data_round13() -> None:
    # the box's stock line and its own greyed-out button say out of stock: JSON-LD's
    # InStock is stale (no add-to-cart control was found, so the box decides)
    ld = (
        '{"@context":"https://schema.org","@type":"Product","name":"Generator 9500",'
        '"offers":{"@type":"Offer","price":"1099.00","priceCurrency":"USD",'
        '"availability":"https://schema.org/InStock"}}'
    )
    page = (
        "<html><head><title>Generator 9500</title>"
        f"<script type='application/ld+json'>{ld}</script></head><body><main>"
        "<div class=col><h1>Generator 9500</h1><span class=price>$1,099.00</span>"
        "<p class=font-semibold>Out of Stock Online</p><p>Check nearby stores</p>"
        "<button class=w-full disabled>Out of Stock</button></div></main></body></html>"
    ).encode()
    assert _stock(page) == "out_of_stock"


def test_delivery_slot_sentence_round13() -> None:
    # a delivery slot's whole sentence, longer than a line: none at hand, orders taken
    page = (
        "<html><head><title>Bike Helmet</title></head><body><main><div class=buyblock>"
        "<h1>Bike Helmet MIPS</h1><span class=price>€ 34,90</span>"
        "<div class=buy-block__delivery-speed>Tillfälligt slut – skickas inom 2–3 veckor. "
        "Beställ nu så reserverar vi en åt dig.</div>"
        "<button class=ui-btn>Lägg i varukorg</button></div></main></body></html>"
    ).encode()
    assert _stock(page) == "backorder"
