"""Rounds 12 to 14 of the visible item-number rules (crawler/extract/identity.py); round 14's
from the misses of blind45 to blind49."""

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
        # Italian "Codice" is no "Cod" followed by "ice"
        ("<p class=product__sku>Codice: BRS-0412-NERO</p>", "BRS-0412-NERO"),
        # a shop's catalogue number, with a separator in it
        ("<p class=prd-code>Cat. No. <span>913/4772</span></p>", "913/4772"),
        # Hong Kong "goods number"
        ("<div class=product-number>貨品編號: <span>OLED55C4PCA</span></div>", "OLED55C4PCA"),
        # a marketplace's listing code ("Código do anúncio"), before the bare "Código"
        ("<p class=ui-pdp-sku>Código do anúncio: MBR1928374</p>", "MBR1928374"),
    ],
)
def test_new_labels(html: str, want: str) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # an element named for the SKU: whatever short label it prints, the number is the
        # shop's own
        ("<p class=bz-sku>ASIN: B0C7XK2L9P</p>", "B0C7XK2L9P"),
        ("<div class=pdp-sku>Model No.: <span>MOBGX9P256B</span></div>", "MOBGX9P256B"),
        ("<div class=az-pdp__sku>मॉडल नंबर: <span>B0C9XK2L7T</span></div>", "B0C9XK2L7T"),
        # unless the words name another party's number or another field
        ("<p class=product-sku>EAN: 4006381333931</p>", None),
        ("<p class=product-sku>Hersteller-Nr.: MXYZ3QF</p>", None),
        # nor a variant picker whose label heads the size buttons
        (
            "<div class=sku-selector>Talle: <button>40</button><button>41</button>"
            "<button>42</button></div>",
            None,
        ),
    ],
)
def test_label_in_an_element_named_for_the_sku(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a short field leads the line: the colour, the brand, the seller
        ("<p class=text-sm>Kamel · Art.nr 43118-220</p>", "43118-220"),
        ("<p class=text-xs>Sonix · Cód. 8823410</p>", "8823410"),
        ("<p class=info-color>Stone | Ref. 5644/023/250</p>", "5644/023/250"),
        (
            "<div class=prod-vendor>판매자: 싹몰 · 상품번호: <span>7391022815</span></div>",
            "7391022815",
        ),
        # the leading field is no item number of its own
        ("<p class=meta>Farbe: Blau · Größe: 42</p>", None),
    ],
)
def test_label_after_a_leading_field(html: str, want: str | None) -> None:
    assert _sku(html) == want


def test_model_number_in_a_spec_table_is_no_sku() -> None:
    # Japanese "型番" is the maker's model number, as "Modèle" (not the shop's "品番"): it
    # stands in for the shop's number only on a page that prints none (test_extract_round25)
    table = "<table><tr><th>型番</th><td>RC-IH55</td></tr>{}</table>"
    assert _sku(table.format("<tr><th>品番</th><td>KD-10023</td></tr>")) == "KD-10023"
    assert _sku(table.format("")) == "RC-IH55"


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a department store's "Web ID" (its own item number)
        ("<div class=web-id>Web ID: 17654321</div>", "17654321"),
        # a marketplace's seller reference ("Réf. vendeur"), not the word "vendeur"
        ("<div class=fpRef>Réf. vendeur : RORQ8MAX</div>", "RORQ8MAX"),
        # a label and its number in brackets after the title
        ("<span class=text-xs>(Cód. 6712345890)</span>", "6712345890"),
        # a marketplace's own item number with a hyphenated name
        (
            "<div class=meta>eBay-style item number: <span>296512348871</span></div>",
            "296512348871",
        ),
    ],
)
def test_round13_labels(html: str, want: str) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a code that starts with a label's letters is the whole code ("PLID" + digits)
        ("<div class='pdp-module sku'>PLID99123</div>", "PLID99123"),
        ("<div class=product-sku>SKU12345</div>", "SKU12345"),
        # a label with its separator still goes
        ("<div class=product-sku>SKU: 12345</div>", "12345"),
        ("<div class=product-sku>Art.Nr.55120</div>", "55120"),
    ],
)
def test_label_glued_to_the_code(html: str, want: str) -> None:
    assert _sku(html) == want


def test_sku_label_wins_over_another_own_number() -> None:
    # a big shop's identifier bar: its web number first, the store SKU after
    html = (
        "<div class=info-bar><h2>Internet #<span>206543210</span></h2>"
        "<h2>Model #<span>GT3DS5</span></h2><h2>Store SKU #<span>1001587231</span></h2></div>"
    )
    assert _sku(html) == "1001587231"


def test_first_labelled_number_stays_without_a_sku_label() -> None:
    html = "<p>Art.-Nr.: 55120</p><p>Bestellnummer: 99887</p>"
    assert _sku(html) == "55120"


# -- round 13 ---------------------------------------------------------------------------


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


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a big retailer's "Item #" and "Article #" with no colon, in a <span> or a line
        # that goes on with the maker's model number
        (
            "<div class=ItemModel><span>Item #5013748</span> | <span>Model #GS-4B</span></div>",
            "5013748",
        ),
        ("<div class=f7>Item # 6000204567890 · Model # GP-3W-PK</div>", "6000204567890"),
        ("<p class=text-xs>Article # 1000123456 · Model # 058449</p>", "1000123456"),
        # a marketplace's own listing number, in its details table or bullet list
        (
            "<table><tr><th class=prodDetSectionEntry>ASIN</th>"
            "<td class=prodDetAttrValue>B0CX7K2M9Q</td></tr></table>",
            "B0CX7K2M9Q",
        ),
        (
            "<ul><li><span class=a-text-bold>ASIN \u200f : \u200e</span><span>B0CX8KQ4ZR</span>"
            "</li></ul>",
            "B0CX8KQ4ZR",
        ),
        # a longer line of several fields: the shop's number first, the maker's after it
        (
            "<p class=meta>Artikelnummer: 394872211 · Hersteller-Nr.: 06019K4001</p>",
            "394872211",
        ),
        ("<p class=sc-art>Art.-Nr. 2801234 | Hersteller-Art.-Nr. WH1000XM5B.CE7</p>", "2801234"),
        # a kit's parts, a browsing history's items and an add-on print their own numbers
        ("<ul class=box-contents><li>Battery <span>Item #1001632</span></li></ul>", None),
        (
            "<label><input type=checkbox> Spare battery <span>Item #1004827</span> "
            "<span>+$59.00</span></label>",
            None,
        ),
        # "#" alone is no label, nor an order or a rank
        ("<p class=meta>#1 Best Seller in Drills</p>", None),
        ("<p class=meta>Order #4471920 ships today</p>", None),
    ],
)
def test_hash_labels_and_asin(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a label whose "#" is its separator, touching its number, then another field
        ("<p class=hy-ids>Internet #318822901 · Model #GL21SP</p>", "318822901"),
        ("<p>Internet #206543210</p>", "206543210"),
        # not a bare "Internet"; another party's "Model #" only on a page printing no number
        # of the shop's own
        ("<p>Internet: Wi-Fi 6</p>", None),
        ("<p>Model #GL21SP</p>", "GL21SP"),
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
        # a style's name and a styling tip are not; the maker's model number only on a page
        # printing no number of the shop's own
        ("<p>Style: Relaxed 2024</p>", None),
        ("<p>Style tip: wear it with the 501 jeans</p>", None),
        ("<p>Model no. ABC-123</p>", "ABC-123"),
    ],
)
def test_style_number(html: str, want: str | None) -> None:
    assert _sku(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # Magento's stock-and-SKU box: the box's words run together, the element inside it
        # prints the number alone
        (
            '<div class="product-info-stock-sku"><div class="stock available"><span>Disponibile'
            '</span></div><div class="product attribute sku"><strong class="type">Codice'
            '</strong><div class="value" itemprop="sku">SN-GDP-0417-BLU</div></div></div>',
            "SN-GDP-0417-BLU",
        ),
        (
            '<div class="pdp-sku-row"><span>Model</span><span class="sku-value">SM-S938BZK</span>'
            "</div>",
            "SM-S938BZK",
        ),
        # a number the box prints with no element of its own inside stays the box's
        ('<div class="product-sku">SKU: <b>AB-1200</b></div>', "AB-1200"),
    ],
)
def test_inner_element_prints_the_number_alone(html: str, want: str | None) -> None:
    assert _sku(html) == want
