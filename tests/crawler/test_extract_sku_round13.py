"""Round 13 of the visible item-number rules (crawler/extract/identity.py)."""

from __future__ import annotations

import pytest

from crawler.extract import extract

_PAGE = (
    "<html><head><title>Drill</title></head><body><main><div class=product>"
    "<h1>Cordless Drill 18V</h1>{sku}<span class=price>€ 89,90</span>"
    "<button class=add-to-cart>Add to cart</button>"
    "</div></main></body></html>"
)
_URL = "https://shop.example.de/p/1"


def _sku(html: str) -> str | None:
    main = extract(_PAGE.format(sku=html), _URL).main
    assert main is not None
    return main.product.sku


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a line under the title that starts with a label and no colon, whatever its class
        ("<p class=text-xs>Código 73100482</p>", "73100482"),
        ("<div class=detail__id>商品番号 318442</div>", "318442"),
        ("<p class=caption>품번 KV25SS-TS11</p>", "KV25SS-TS11"),
        ("<p class=meta>Product code 552017</p>", "552017"),
        # the number in the line's child
        ("<div class=prod-no>Art. <span>QX-77031</span></div>", "QX-77031"),
        ("<p class=meta>Item #<span>4410392</span></p>", "4410392"),
        ("<div class=number>Tuotenumero <span class=nr>7702211905</span></div>", "7702211905"),
        # a label followed by words is no item-number line
        ("<p class=legal>Art. 13 DSGVO</p>", None),
        ("<p class=info>Ref 2024 collection</p>", None),
        ("<div class=note>SKU</div>", None),
    ],
)
def test_label_without_a_colon_in_a_line(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # Portuguese "Cód. do produto", not "Cód." followed by the words "do produto"
        (
            "<div class=identifier><span class=identifier__label>Cód. do produto:</span> "
            "<span class=identifier__value>MLB-4471023</span></div>",
            "MLB-4471023",
        ),
        ("<p class=ref>Código do produto: 55120-77</p>", "55120-77"),
    ],
)
def test_portuguese_product_code(html: str, want: str) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # the maker's number leads the line, the shop's own follows after a slash
        ("<div class=codes>メーカー型番：ZX-40 / 商品番号：200000004417</div>", "200000004417"),
        ("<p class=ids>Modèle : RT-220 / Réf. : 88120044</p>", "88120044"),
        # a slash inside one field splits nothing
        ("<p class=ids>Farbe: Rot / Blau</p>", None),
    ],
)
def test_label_after_a_slash(html: str, want: str | None) -> None:
    assert _sku(html) == want
