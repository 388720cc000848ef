"""Stop 31's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 30's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract

_BUY = "<button class=add-to-cart>カートに入れる</button>"


def _page(box: str, title: str = "夜明けの図書館", head: str = "") -> bytes:
    return (
        f"<html><head><title>{title}</title>{head}</head><body><main><div class=pdp>"
        f"<h1>{title}</h1>{box}</div></main></body></html>"
    ).encode()


def _price(page: bytes, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a book's fixed price (定価) with its price before tax in brackets, in one text
        ("<span class=price>定価：1,870円（本体1,700円＋税）</span>", (1870, "JPY")),
        # ... or the net price in a tail text after the 定価's element
        ("<div class=price>定価 <span>1,870円</span>(本体1,700円+税)</div>", (1870, "JPY")),
        # ... and a sale price beside the 定価 is still the price
        (
            "<div class=price>定価：<span>6,600円</span>（本体6,000円＋税）</div>"
            "<div class=sale>販売価格 <b>5,940円</b>（税込）</div>",
            (5940, "JPY"),
        ),
        # a line offering the e-book is another product's price
        (
            "<span class=price>定価：1,870円（本体1,700円＋税）</span><p class=ebook>"
            "電子書籍版もあります：<a href=/ebook/1>792円（税込）</a></p>",
            (1870, "JPY"),
        ),
    ],
)
def test_a_books_fixed_price_is_its_price(box: str, want: tuple[int, str]) -> None:
    assert _price(_page(box + _BUY), "https://hon.example.jp/book/1") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the bracketed net restates the price: the gross outside is the price
        ("£120.00 (£100.00 ex VAT)", (12000, "GBP")),
        # a bracket with another amount (a free-delivery threshold) is no restatement: no price
        # is read from a shipping line that holds two
        ("Delivery: £9.95 (free over £250.00 ex VAT)", None),
    ],
)
def test_a_bracketed_net_price_restating_the_price(text: str, want: object) -> None:
    box = f"<div class=line>{text}</div><button class=add-to-cart>Add to basket</button>"
    assert _price(_page(box, "Desk Lamp"), "https://shop.example.co.uk/p/1") == want


def test_also_available_as_an_ebook_is_another_products_price() -> None:
    box = (
        "<div class=price>£16.99</div><button class=add-to-cart>Add to basket</button>"
        "<p class=alt>Also available as an eBook: <a href=/e/1>£4.99</a></p>"
    )
    assert _price(_page(box, "The Quiet Garden"), "https://books.example.co.uk/p/1") == (
        1699,
        "GBP",
    )


def test_an_ebooks_own_price_beside_its_format_label_stays_the_price() -> None:
    # the format is the product's own: its label before the price sets nothing aside
    box = "<div class=fmt>eBook</div><div class=price>£4.99</div><button>Buy now</button>"
    assert _price(_page(box, "The Quiet Garden"), "https://books.example.co.uk/p/1") == (
        499,
        "GBP",
    )


@pytest.mark.parametrize("cls", ["f-priceBox-price f-priceBox-price--reco", "price-reco"])
def test_a_price_modified_reco_is_the_featured_offers_price(cls: str) -> None:
    box = (
        f"<div class=f-priceBox><span class='{cls}'>449,99 €</span> <del>529,99 €</del></div>"
        "<button class=add-to-cart>Ajouter au panier</button>"
    )
    assert _price(_page(box, "Expresso broyeur EX-5"), "https://shop.example.fr/p/1") == (
        44999,
        "EUR",
    )


def test_a_recommendations_widget_named_reco_is_still_set_aside() -> None:
    box = (
        "<div class=price>449,99 €</div><button class=add-to-cart>Ajouter au panier</button>"
        "<div class=reco2><ul><li><a href=/p/2>Moulin</a><span>39,99 €</span></li>"
        "<li><a href=/p/3>Tasses</a><span>19,99 €</span></li></ul></div>"
    )
    assert _price(_page(box, "Expresso broyeur EX-5"), "https://shop.example.fr/p/1") == (
        44999,
        "EUR",
    )
