"""General rules the held-out corpora blind235-238 taught, on markup those corpora do not contain.

A calculator's result line, a tier in Thai, a Thai member price, an auction's starting price,
Japanese installation fees; stock lines in Tagalog, Bengali, Portuguese and German; item-number
labels "Item ID", "商品ID", "品號" and the Turkish "Model kodu".
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round15 import _price
from tests.crawler.test_extract_round21 import _box, _ld

# ---- prices that are not the price ---------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a calculator's result, its "=" first: the sum for the area entered, not the price
        (
            "https://www.fliesenhaus.de/p/1",
            "<div class='preis'>24,95 € / Paket</div><div class='rechner'>"
            "<label>Fläche</label><input value='12'><p>= 6 Pakete · 149,70 €</p></div>",
            (2495, "EUR"),
        ),
        # Thai: buy 3, each ฿99 (a tier) beside the price
        (
            "https://www.beautyshop.co.th/p/1",
            "<p class='price'>฿120</p><p>ซื้อ 3 ขวด ขวดละ ฿99</p>",
            (12000, "THB"),
        ),
        # Thai member price first, the regular price for everyone, a tier after it
        (
            "https://www.beautyshop.co.th/p/2",
            "<p class='member'>ราคาสมาชิก ฿450</p><p class='price'>ราคาปกติ 499 บาท</p>"
            "<p>ซื้อ 3 ชิ้น ชิ้นละ ฿420</p>",
            (49900, "THB"),
        ),
        # a loyalty card's price named in words after it, and in Georgian
        (
            "https://www.appliances-example.co.za/p/1",
            "<div class='price'>R 2 499,00</div><div>R 2 299,00 with Value Club card</div>",
            (249900, "ZAR"),
        ),
        (
            "https://www.beauty-example.ge/p/1",
            "<div class='price'>45.90 ₾</div><div>ბარათით: 41.31 ₾</div>",
            (4590, "GEL"),
        ),
        # multi-buys in Spanish and Vietnamese, packs for a price
        (
            "https://www.super-example.cl/p/1",
            "<div class='precio'>$2.990</div><div>Lleva 3 por $7.990</div>",
            (2990, "CLP"),
        ),
        (
            "https://www.bodega-example.pe/p/1",
            "<div class='precio'>S/ 12.90</div><div>3 cajas por S/ 35.00</div>",
            (1290, "PEN"),
        ),
        (
            "https://www.cho-example.com/p/1",
            "<div class='price'>US$8.99</div><div>Mua 2 hộp chỉ US$16.00</div>"
            "<p>Giao hàng trong 2 giờ: phí US$3.99</p>",
            (899, "USD"),
        ),
        # Japanese installation fee, "separately", beside the price
        (
            "https://www.kaden-example.jp/p/1",
            "<div class='price'>54,780円</div><p>取付費 別途 8,800円</p>",
            (54780, "JPY"),
        ),
    ],
)
def test_side_amounts_by_their_words(url, box, want):
    assert _price(_box(box), url) == want


def test_a_card_in_a_bundle_is_no_shop_card():
    """A memory card named with the set's price is part of the set: the set's price stands."""
    page = _box("<div class='preis'>Set with 64GB memory card: 349,00 €</div>")
    assert _price(page, "https://www.kamera-example.de/p/1") == (34900, "EUR")


def test_an_auction_shows_its_starting_price_and_bids_only():
    page = _box(
        "<p class='bid'>目前出價 <b>NT$12,000</b></p><p>起標價 NT$100</p>"
        "<p>結標時間：2026/12/24 21:00</p>",
        title="Canon EOS R6 二手",
    )
    assert _price(page, "https://bid.example.com.tw/item/1") is None


def test_a_net_price_row_in_a_table_gives_way_to_the_gross_one():
    """Structured data holds the price before tax; the page prints both, with an
    installation fee: the price with tax is the price."""
    page = _box(
        "<table><tr><th>価格（税抜）</th><td>120,000円</td></tr>"
        "<tr><th>価格（税込）</th><td>132,000円</td></tr></table><p>設置費 別途 11,000円</p>",
        head=_ld("120000", "JPY"),
    )
    assert _price(page, "https://www.setsubi-example.jp/p/1") == (132000, "JPY")


# ---- stock --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("May stock: 12", "in_stock"),
        ("May stock", "in_stock"),
        ("Ubos na po", "out_of_stock"),
        ("Ubos na", "out_of_stock"),
        ("মাত্র ৩টি বাকি", "limited"),
        ("মাত্র 3টি বাকি", "limited"),
        ("Online bestellbar", "in_stock"),
        ("Im Markt verfügbar · Online bestellbar", "in_stock"),
        ("Nicht online bestellbar", "out_of_stock"),
        ("Em encomenda – entrega em 3 semanas", "backorder"),
        # not these: a store's shelf alone, the Tagalog words inside a sentence
        ("Im Markt verfügbar", None),
        ("Hindi pa ubos na ang stock natin", None),
    ],
)
def test_stock_lines(text, want):
    assert stock_from_text(text) == want


# ---- identity -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Item ID: 88314", "88314"),
        ("商品ID：559201", "559201"),
        ("品號：TK-0921", "TK-0921"),
    ],
)
def test_item_number_labels(line, want):
    page = _box(f"<p>{line}</p><p class='price'>US$12.00</p>", title="Desk fan 12 inch")
    main = extract(page, "https://www.example-shop.com/p/1").main
    assert main is not None and main.product.sku == want


def test_the_turkish_model_code_stands_in_for_a_missing_item_number():
    page = _box(
        "<p>Model kodu: HX-220BT</p><p class='fiyat'>1.299,00 TL</p>",
        title="Kablosuz kulaklık HX-220",
    )
    main = extract(page, "https://www.pazar-example.com.tr/p/1").main
    assert main is not None and main.product.sku == "HX-220BT"


# ---- variants -----------------------------------------------------------------------------


def _group(*variants: tuple[str, str]) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "ProductGroup",
        "name": "Trail shoe 4",
        "hasVariant": [
            {
                "@type": "Product",
                "sku": sku,
                "offers": {"@type": "Offer", "price": price, "priceCurrency": "EUR"},
            }
            for sku, price in variants
        ],
    }
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


@pytest.mark.parametrize(
    ("path", "want"),
    [
        ("/p/trail-shoe-4/TS4-red-42", (8995, "EUR")),
        ("/p/trail-shoe-4/ts4-grey-42.html", (11995, "EUR")),
        ("/p/trail-shoe-4/", None),  # no variant named: the two prices stand
        ("/p/TS4-red-42/trail-shoe-4", None),  # not the last segment
    ],
)
def test_the_url_names_the_variant_by_its_item_number(path, want):
    head = _group(("TS4-grey-42", "119.95"), ("TS4-red-42", "89.95"))
    page = _box("<p>Colour: <a>grey</a> <a>red</a></p>", title="Trail shoe 4", head=head)
    assert _price(page, "https://www.laufen-example.de" + path) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("在庫あり（あと10点以上）", "in_stock"),  # ten or more left: plenty
        ("在庫あり（あと3点）", "limited"),
        ("残りあと5個", "limited"),
        ("დარჩა მხოლოდ 2 ცალი", "limited"),  # Georgian "only 2 left"
    ],
)
def test_stock_counts(text, want):
    assert stock_from_text(text) == want
