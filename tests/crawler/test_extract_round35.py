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
