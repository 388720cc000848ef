"""Round 14 of the visible item-number rules (crawler/extract/identity.py), from the misses
of blind45 to blind49."""

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
        # a label whose "#" is its separator, touching its number, then another field
        ("<p class=hy-ids>Internet #318822901 · Model #GL21SP</p>", "318822901"),
        ("<p>Internet #206543210</p>", "206543210"),
        # not a bare "Internet" or another party's "Model #"
        ("<p>Internet: Wi-Fi 6</p>", None),
        ("<p>Model #GL21SP</p>", None),
    ],
)
def test_hash_label_touching_its_number(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # the full-width slash between a line's fields, as Japanese and Chinese pages print it
        ("<p>ストア: キッチンプラザ ／ 商品コード：kp-3278</p>", "kp-3278"),
        ("<p>ブランド：タイガー ／ 品番：PCK-A080</p>", "PCK-A080"),
        # the maker's model number alone is another party's number
        ("<p>ストア: キッチンプラザ ／ 型番：KP3278</p>", None),
        ("<p>ストア: キッチンプラザ ／ JANコード：4904710431234</p>", None),
    ],
)
def test_full_width_slash_between_fields(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a generic label alone in an element named for the SKU, its value the next element
        # or the text after it
        ("<div><span class=sku>ID</span><span class=code>BP-33120</span></div>", "BP-33120"),
        ("<div><span class=product-sku>No.</span><span>BB1182604</span></div>", "BB1182604"),
        ("<p><span class=sku>ID:</span> BP-33120</p>", "BP-33120"),
        # the same label elsewhere names a discount code, and a size is no item number
        ("<div><span class=coupon>Code</span><span>SAVE10</span></div>", None),
        ("<div><span class=sku>ID</span><span>Size M</span></div>", None),
        # nor is an order number in an element not named for the SKU
        ("<div><span class=order>No.</span><span>ORD-558812</span></div>", None),
    ],
)
def test_generic_label_alone_in_an_sku_named_element(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a component theme's identifier: label, separator and value each in a span
        (
            "<span class=vtex-product-identifier><span class=vtex-product-identifier__label>"
            "SKU</span><span class=vtex-product-identifier__separator>: </span>"
            "<span class=vtex-product-identifier__value>2134455</span></span>",
            "2134455",
        ),
        (
            "<div class=pi><span class=pi__label>Product code</span><span class=pi__sep>:"
            "</span><span class=pi__value>ATM27U700</span></div>",
            "ATM27U700",
        ),
        # a property list's span label, its value the text after it
        ("<ul><li><span class=tb-property-type>货号</span> XZ-BP40</li></ul>", "XZ-BP40"),
        # another party's number, an order number and a discount code in spans stay out
        ("<div><span>EAN</span><span>4006381333931</span></div>", None),
        ("<div><span>Order no.</span><span>ORD-558812</span></div>", None),
        ("<div><span>Code</span><span>WELCOME15</span></div>", None),
        ("<div><span>Rabattcode</span><span>WELCOME15</span></div>", None),
    ],
)
def test_span_label(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a label and its code without a colon, the line going on with another field
        ("<p data-testid=product-code>Código 7712094 | Nexbook</p>", "7712094"),
        ("<p>SKU RV900-AU · Navy</p>", "RV900-AU"),
        # not a code of another party, nor words after a label
        ("<p>EAN 4006381333931 | Bosch</p>", None),
        ("<p>Código promocional | Ver</p>", None),
    ],
)
def test_bare_label_and_code_then_another_field(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a label after a short sentence of the same line
        ("<div>由 京店 发货, 并提供售后服务. 商品编号：100067283391</div>", "100067283391"),
        ("<p>Sold by Acme Tools. Item No.: 55120</p>", "55120"),
        ("<p>京店自营。商品编号：100067283391</p>", "100067283391"),
        # another party's number, an order number or a discount code after a sentence
        ("<p>Free delivery. EAN: 4006381333931</p>", None),
        ("<p>Thank you. Order no.: 558812</p>", None),
        ("<p>Spring sale. Code: SPRING24</p>", None),
    ],
)
def test_label_after_a_sentence(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # German, Dutch and Scandinavian "Artikel" (item) alone before its number
        ("<p class=text-xs>Artikel 22918344</p>", "22918344"),
        ("<dl><dt>Artikel</dt><dd>KH-4471920</dd></dl>", "KH-4471920"),
        # the longer labels it starts still read whole
        ("<p>Artikelnummer: 394872211</p>", "394872211"),
        # a count, an order number and an EAN are no item number
        ("<p>Artikel 3 von 12</p>", None),
        ("<p>Bestellung 558812</p>", None),
        ("<p>EAN 4006381333931</p>", None),
    ],
)
def test_artikel_alone(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a fashion shop's style number is its item number
        ("<p class=text-xs>Style no. LS-MIRA-TAN</p>", "LS-MIRA-TAN"),
        ("<p>Style number: 2055123-01</p>", "2055123-01"),
        # a style's name, a styling tip and the maker's model number are not
        ("<p>Style: Relaxed 2024</p>", None),
        ("<p>Style tip: wear it with the 501 jeans</p>", None),
        ("<p>Model no. ABC-123</p>", None),
    ],
)
def test_style_number(html: str, want: str | None) -> None:
    assert _sku(html) == want
