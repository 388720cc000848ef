"""General rules the held-out corpora blind97-100 taught, on markup those corpora do not contain.

Each case is a page a shopper reads one way; the extractor must read the price a shopper pays
now (never a saving, a coupon's estimate, a card holder's price or another seller's offer), or
no price.
"""

from __future__ import annotations

import pytest

from tests.crawler.test_extract_round15 import _page, _price


@pytest.mark.parametrize(
    ("url", "note", "price", "want"),
    [
        # the amount saved, in Czech, Slovak, Indonesian and Vietnamese
        ("https://obchod.cz/p/1", "Sleva 1 000 Kč", "16 990 Kč", (1699000, "CZK")),
        ("https://obchod.sk/p/1", "Zľava 20,00 €", "79,90 €", (7990, "EUR")),
        ("https://toko.co.id/p/1", "Hemat Rp400.000", "Rp2.299.000", (229900000, "IDR")),
        ("https://shop.vn/p/1", "Tiết kiệm 300.000₫", "1.290.000₫", (1290000, "VND")),
        # a free-shipping threshold with a tax note between amount and "or more"
        (
            "https://shop.jp/p/1",
            "4,990円（税込）以上のご購入で送料無料",
            "¥2,990",
            (2990, "JPY"),
        ),
        # a price estimated after a coupon
        (
            "https://shop.com/p/1",
            "<span>Estimated $9.99</span> <em>after applying coupon: 20% off</em>",
            "$12.49",
            (1249, "USD"),
        ),
        # Falabella's store card's price, named by the card alone
        (
            "https://tienda.com.co/p/1",
            "<div>Precio CMR</div><span>$ 1.199.900</span>",
            "$ 1.299.900",
            (129990000, "COP"),
        ),
    ],
)
def test_side_amount_near_the_title_is_not_the_price(url, note, price, want):
    assert _price(_page(note, price), url) == want


def test_a_price_called_thrifty_is_the_price():
    """ "Harga hemat" names the price itself (a thrifty price), unlike "Hemat Rp…", a saving."""
    html = _page("", "<span>Harga hemat</span> <span>Rp99.000</span>")
    assert _price(html, "https://toko.co.id/p/1") == (9900000, "IDR")


def _marketplace(before_box: str, box: str, after: str = "") -> str:
    return (
        "<html lang='en'><body><main><div class='pdp'>"
        f"<div class='info'><h1>Hammer drill 800 W</h1>{before_box}</div>"
        f"<aside class='buybox'>{box}<button>Add to cart</button></aside></div>{after}"
        "</main></body></html>"
    )


def test_a_column_of_bullets_before_the_buy_box_is_no_label():
    """The last words of the product's bullet list ("… up to") sit right before the buy box;
    they are content, not the label of the buy box's price."""
    bullets = "<li>Robust construction for daily use, easy to set up and suited to</li>" * 5
    offers = "".join(
        f"<tr><td><a href='/s/{i}'>Seller {i}</a></td><td class='offer-price'>{p}</td></tr>"
        for i, p in enumerate(("84,50 €", "94,90 €"))
    )
    html = _marketplace(
        f"<ul>{bullets}</ul>",
        "<div class='price'><span>89,90 €</span></div>",
        f"<table class='offers'>{offers}</table>",
    )
    assert _price(html, "https://place.fr/p/1") == (8990, "EUR")


def test_a_sellers_membership_badge_is_no_member_price():
    box = (
        "<div>Seller: <a href='/s/1'>woodworks</a> <span>Member since 2011</span></div>"
        "<div class='bb-price'>$385.00</div>"
    )
    assert _price(_marketplace("", box), "https://market.co.nz/p/1") == (38500, "NZD")


@pytest.mark.parametrize(
    "heading",
    [
        "Other sellers on Market",
        "Weitere Angebote (1)",
        "Autres vendeurs",
        "Diğer Satıcılar",
        "Alternatieven",
        "Similar listings",
    ],
)
def test_only_other_offers_give_no_price(heading):
    """An unavailable product with other sellers' offers or alternatives below: their price is
    not the product's price from its seller (the page shows none)."""
    box = "<div class='status'>Currently unavailable</div>"
    after = (
        f"<section><h3>{heading}</h3><div class='offer'>"
        "<span class='seller'>Tools4U Hardware GmbH (4.7 of 5, 1,203 ratings)</span>"
        "<span class='offer-price'>84,50 €</span><button>Add to cart</button></div></section>"
    )
    html = _marketplace("", box, after)
    assert _price(html, "https://place.de/p/1") is None
