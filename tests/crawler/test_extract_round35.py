"""Stop 35's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 34's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract


def _price(page: bytes | str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


def _shop(box: str, title: str = "Робот-пылесос Vento X9", tail: str = "") -> str:
    return (
        f"<html><head><title>{title}</title></head><body><main>"
        f"<div class=product><h1>{title}</h1>{box}</div>{tail}</main></body></html>"
    )


_CARD_BOX = (
    "<div class=price-box><div><span class=big>24 990 ₽</span> <span>с Картой Магнит+"
    "</span></div><div><span class=mid>26 490 ₽</span> <span>без карты</span></div></div>"
    "<button class=buy>В корзину</button>"
)


@pytest.mark.parametrize(
    ("bar", "want"),
    [
        # the sticky bar copies the card price without its label: the card price stays the
        # card holders', the price is the one without the card
        (
            "<div class=sticky-buy-bar><span class=big>24 990 ₽</span><button>В корзину"
            "</button></div>",
            (2649000, "RUB"),
        ),
        (
            "<div style='position: fixed; bottom: 0'><div><b>24 990 ₽</b></div><button>Купить"
            "</button></div>",
            (2649000, "RUB"),
        ),
        # a bar copying the price everyone pays changes nothing
        (
            "<div class=sticky-buy-bar><span class=big>26 490 ₽</span><button>В корзину"
            "</button></div>",
            (2649000, "RUB"),
        ),
    ],
)
def test_a_sticky_bar_copying_a_card_price(bar: str, want: tuple[int, str]) -> None:
    ld = (
        '<script type="application/ld+json">{"@type":"Product","name":"Робот-пылесос Vento X9",'
        '"offers":{"@type":"Offer","price":"24990","priceCurrency":"RUB"}}</script>'
    )
    assert _price(_shop(_CARD_BOX, tail=bar + ld), "https://shop.example.ru/p/1") == want


_GRID = "".join(
    f"<li class=grid__item><div class=card><a href='/products/{n}'>Lampe {n}</a>"
    f"<div class=price><span class=price-item>{price}</span></div></div></li>"
    for n, price in enumerate(["29,90 €", "34,90 €", "19,90 €", "44,00 €"])
)


@pytest.mark.parametrize(
    "facets",
    [
        "<details><summary>Preis</summary><div><label>Von €<input type=number "
        "name='filter.v.price.gte'></label><label>Bis €<input type=number "
        "name='filter.v.price.lte'></label></div><p>Der höchste Preis ist 44,00 €</p></details>",
        # the bound's sentence alone, and a WooCommerce price filter's slider
        "<div class=facets><p>Le prix le plus élevé est de 44,00 €</p></div>",
        "<div class=widget_price_filter><div><input type=text name=min_price value=10>"
        "<input type=text name=max_price value=44><span class=to>44,00 €</span></div></div>",
    ],
)
def test_a_price_filters_bound_is_no_price(facets: str) -> None:
    page = (
        "<html><head><title>Tischlampen</title></head><body><main><h1>Tischlampen</h1>"
        f"<form class=facets__form>{facets}</form><ul class=product-grid>{_GRID}</ul>"
        "</main></body></html>"
    )
    assert _price(page, "https://shop.example.de/collections/lampen") is None


def test_an_add_to_cart_forms_price_field_is_no_filter() -> None:
    box = (
        "<form action=/cart/add><div class=price><span class=price-item>34,90 €</span></div>"
        "<input type=hidden name=price value=34.90><input type=hidden name=product_id "
        "value=7><button class=add-to-cart>In den Warenkorb</button></form>"
    )
    assert _price(_shop(box, "Tischlampe Luma"), "https://shop.example.de/p/luma") == (3490, "EUR")


def test_a_listing_whose_cards_wrap_their_buttons_deep() -> None:
    # Shopware's listing: column > card > body > info > action > button; the first card's
    # button is no product's own, and the listing gives no price
    cards = "".join(
        f"<div class='cms-listing-col col-4'><div class='card product-box'><div class=card-body>"
        f"<div class=product-image-wrapper><a href='/gpu/{n}'><img src='/m/{n}.jpg' alt=''></a>"
        f"</div><div class=product-info><a href='/gpu/{n}' class=product-name>Karte {n}</a>"
        f"<div class=product-price-info><span class=product-price>{599 + 10 * n},00 €*</span>"
        f"</div><div class=product-action><button class='btn btn-buy'>In den Warenkorb</button>"
        f"</div></div></div></div></div>"
        for n in range(6)
    )
    page = (
        "<html><head><title>Grafikkarten</title></head><body><main><h1>Grafikkarten</h1>"
        f"<div class='row cms-listing-row'>{cards}</div></main></body></html>"
    )
    assert _price(page, "https://shop.example.de/grafikkarten/") is None
