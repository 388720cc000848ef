"""Stop 55's rules (round CK: blind658-663, the four verticals, eyewear and hearing aids,
phones sold by carriers), on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 54's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a price for cash or bank transfer in Serbian Cyrillic beside the shop's price
        (
            "<div class=cena><b>89.990,00 дин.</b> <span>МП цена</span></div><p>Цена за уплату "
            "на рачун: 85.490,00 дин.</p>",
            "https://www.racunari.example.rs/p/monitor-27",
            "sr",
            "Монитор 27 инча",
            (8999000, "RSD"),
        ),
        (
            "<div class=cena><b>12.499,00 дин.</b></div><p>За готовину: 11.874,00 дин.</p>",
            "https://www.alat.example.rs/p/busilica",
            "sr",
            "Бушилица 18V",
            (1249900, "RSD"),
        ),
        # a fee "charged separately" in Chinese, after its amount
        (
            "<p class=price><b>HK$2,480.00</b></p><p>上門量度 HK$200.00（另計）</p>",
            "https://www.curtain.example.hk/p/blind-120",
            "zh-Hant",
            "電動捲簾 120cm",
            (248000, "HKD"),
        ),
        # what insurance covers "up to", in Arabic and English
        (
            "<p class=price><b>890.000 د.ك</b></p><p>قد يغطي التأمين حتى 250.000 د.ك</p>",
            "https://www.optic.example.kw/p/frames-9",
            "ar",
            "نظارة طبية كاملة",
            (890000, "KWD"),
        ),
        (
            "<p class=price><b>$1,895.00</b></p><p>Your health fund may cover $400.00</p>",
            "https://www.hear.example.com.au/p/ric-7",
            "en",
            "RIC 7 hearing aid (single)",
            (189500, "AUD"),
        ),
        # a Croatian multibuy ("buy 3 packs for"), and a pack's price per piece ("/ kom")
        (
            "<p class=cijena>9,90 €</p><p>0,17 € / kom</p><p>Kupi 3 pakiranja za 26,00 €</p>",
            "https://www.ljekarna.example.hr/p/flasteri",
            "hr",
            "Flasteri – pakiranje 60 kom",
            (990, "EUR"),
        ),
        # an optician's eye test beside the frame's price
        (
            "<p class=price><b>£129.00</b></p><p>Eye test £25.00 – book in store</p>",
            "https://www.specs.example.co.uk/p/round-frame",
            "en",
            "Round metal frame – gold",
            (12900, "GBP"),
        ),
        # a Japanese phone's price beside its payments in 48 parts and a monthly plan
        (
            "<p class=price>本体価格 <b>124,800円</b></p><p>36回払い：3,467円/月</p><p>月額料金 "
            "3,278円～</p>",
            "https://www.keitai.example.jp/p/phone-8",
            "ja",
            "スマートフォン 8 256GB",
            (124800, "JPY"),
        ),
        # a new unit's price beside a used one's, in Vietnamese
        (
            "<p class=price><b>8.990.000₫</b></p><p>Giá máy mới 100% nguyên seal: 12.490.000₫</p>",
            "https://www.dienthoai.example.vn/p/phone-cu",
            "vi",
            "Điện thoại X9 – Cũ 98%",
            (8990000, "VND"),
        ),
        # another size's price, its label naming it
        (
            "<table><tr><td>Precio:</td><td><b>Gs. 1.990.000</b></td></tr><tr><td>Precio 40mm:"
            "</td><td>Gs. 1.790.000</td></tr></table>",
            "https://www.relojes.example.com.py/p/watch-44",
            "es",
            "Reloj Aero 44mm",
            (1990000, "PYG"),
        ),
        (
            "<div class=price><b>12 990 Kč</b></div><p>256 GB: 14 490 Kč</p>",
            "https://www.mobily.example.cz/p/nova-128",
            "cs",
            "Nova 9 128GB",
            (1299000, "CZK"),
        ),
        # a start fee of nothing beside a phone's price, in Swedish and Danish
        (
            "<p class=pris><b>6 490 kr</b></p><p>Startavgift 0 kr</p>",
            "https://www.mobil.example.se/p/phone-s",
            "sv",
            "Telefon S 128GB",
            (649000, "SEK"),
        ),
        (
            "<p class=pris><b>4.999 kr.</b></p><p>Oprettelsesgebyr 0 kr.</p>",
            "https://www.mobil.example.dk/p/phone-d",
            "da",
            "Telefon D 128GB",
            (499900, "DKK"),
        ),
    ],
)
def test_round_ck_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # a hearing test's price under a login wall for the aid's own
        (
            "<p>Prices are shown to account holders only. Log in to see your price.</p><p>"
            "Hearing assessment QAR 150.00</p>",
            "en",
            "KX7 hearing aid",
        ),
        ("<p>Preis auf Anfrage</p><p>Sehtest 25,00 €</p>", "de", "Gleitsichtbrille Premium"),
    ],
)
def test_round_ck_no_price(box: str, lang: str, title: str) -> None:
    assert extract(_shop(box, lang=lang, title=title), "https://www.x.example/p/1").main is None


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a size's price labelled with the size the name gives: the price
        (
            "<table><tr><td>Precio 44mm:</td><td><b>Gs. 1.990.000</b></td></tr></table>",
            (1990000, "PYG"),
        ),
        # a label naming another size, the only price: still the price
        (
            "<table><tr><td>Precio 40mm:</td><td><b>Gs. 1.790.000</b></td></tr></table>",
            (1790000, "PYG"),
        ),
        # a saving of a hundred per cent is no former price's label
        ("<p class=price><b>Gs. 1.990.000</b></p><p>Ahorrá 100% del envío</p>", (1990000, "PYG")),
    ],
)
def test_round_ck_guards(box: str, want: tuple[int, str]) -> None:
    page = _shop(box, lang="es", title="Reloj Aero 44mm")
    assert _price(page, "https://www.relojes.example.com.py/p/watch-44") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Gläser werden nach Mass gefertigt", "backorder"),
        ("تُخاط عند الطلب", "backorder"),
        ("يُفصّل عند الطلب", "backorder"),
        ("آرڈر پر دستیاب – 7 دن میں", "backorder"),
        ("Rasprodato", "out_of_stock"),
        ("Rasprodaja do -50%", None),
    ],
)
def test_round_ck_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "lang", "want"),
    [
        # a count as the last field of the buy box's line, right before its button
        (
            "<div class=buybox><span class=bb-price>AED 649.00</span><p>Sold by <b>SoleHub</b> "
            "· Only 2 left</p><button>Add to cart</button></div>",
            "en",
            "limited",
        ),
        # a count after the chosen size, in a red <b>
        (
            "<table><tr><td><b>24.990 kr.</b></td></tr><tr><td>Stærð: L <b style='color:#b00'>"
            "Aðeins 2 eftir!</b></td></tr><tr><td><button>Setja í körfu</button></td></tr>"
            "</table>",
            "is",
            "limited",
        ),
        # sewn upon the order, ready in 7 working days (Arabic), on its own line
        (
            "<p class=price>ر.ع. 38.900</p><p class=lead>تُخاط عند الطلب – التجهيز خلال 7 أيام "
            "عمل</p><button>أضف إلى السلة</button>",
            "ar",
            "backorder",
        ),
    ],
)
def test_round_ck_box_stock(box: str, lang: str, want: str) -> None:
    main = extract(_shop(box, lang=lang, title="Product X", buyable=False), "https://x.example/p/1")
    assert main.main is not None
    assert main.main.stock == want


@pytest.mark.parametrize(
    ("box", "lang", "want"),
    [
        # a promotion's line naming a count before the button is no stock count of the box
        (
            "<div class=buybox><span class=bb-price>AED 649.00</span><p>Summer sale: only 2 "
            "left of our favourites, shop now and save</p><button>Add to cart</button></div>",
            "en",
            "in_stock",
        ),
    ],
)
def test_round_ck_box_stock_guards(box: str, lang: str, want: str) -> None:
    main = extract(_shop(box, lang=lang, title="Product X", buyable=False), "https://x.example/p/1")
    assert main.main is not None
    assert main.main.stock == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>मोडेल: KM-R13P</p>", "KM-R13P"),
        ("<p>Oksjoni nr: <b>OS-88123</b></p>", "OS-88123"),
        ("<p>ပစ္စည်းနံပါတ်: YA-55120</p>", "YA-55120"),
        ("<table><tr><td>Code: AW-SOCK-HK-M</td></tr></table>", "AW-SOCK-HK-M"),
    ],
)
def test_round_ck_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want
