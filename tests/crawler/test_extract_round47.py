"""Stop 47's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 46's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price

# Round BF (blind482-485: the four verticals) mended at stop 47.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # an installation's fee under its Icelandic, Slovak and Vietnamese names
        (
            "<div class=verd><b>189.990 kr.</b></div><p>Uppsetning: 19.900 kr.</p>",
            "https://www.heimili.example.is/vara/thvottavel-w8",
            "is",
            (189990, "ISK"),
        ),
        (
            "<p class=cena><strong>649,00 €</strong></p><p>Inštalácia: 59,00 €</p>",
            "https://www.elektro.example.sk/klimatizacia-k12",
            "sk",
            (64900, "EUR"),
        ),
        (
            "<p class=gia><b>12.490.000₫</b></p><p>Lắp đặt: 300.000₫</p>",
            "https://www.dienmay.example.vn/may-lanh-r12",
            "vi",
            (12490000, "VND"),
        ),
        # a Czech pallet's deposit, refunded on return
        (
            "<div class=cena><strong>389,00 Kč</strong> / ks</div><div class=zaloha>Záloha za "
            "paletu 350,00 Kč (vratná)</div>",
            "https://www.stavebniny.example.cz/tvarnice-p20",
            "cs",
            (38900, "CZK"),
        ),
        # "buy two and pay" in Albanian and Croatian: a multibuy's total
        (
            "<p class=cmimi>Çmimi: <strong>4.500 Lekë</strong></p><p>Blini 3 copë dhe paguani "
            "11.900 Lekë!</p>",
            "https://www.dyqani.example.al/produkt/karikues-c65",
            "sq",
            (450000, "ALL"),
        ),
        (
            "<p class=cijena><b>24,90 €</b></p><p>Kupi 2 i plati 44,90 €</p>",
            "https://www.trgovina.example.hr/proizvod/kabel-usb",
            "hr",
            (2490, "EUR"),
        ),
        # a price per linear foot, abbreviated, beside the board's
        (
            "<div class=prices><span class=sales>$24.60</span> <span class=unit>$2.05 / lin. ft"
            "</span></div>",
            "https://www.lumber.example.ca/trim-board-12ft/TB-12.html",
            "en-CA",
            (2460, "CAD"),
        ),
    ],
)
def test_round_bf_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # an auction's grid of label and value cells: the starting bid is a bid too
        (
            "<div class=grid><div>Current bid</div><div class=b>£410.00</div><div>Starting bid"
            "</div><div>£250.00</div><div>Bids</div><div>9</div></div><button>Place bid</button>",
            "https://www.hammer.example.co.uk/lot/22190",
            "en-GB",
        ),
        # a discontinued page's newer model, named by a label before its price
        (
            "<p class=eol>Dieses Produkt wird nicht mehr hergestellt.</p><div><span>Neues Modell:"
            " Tempo 5</span><span class=b>129,00 €</span><a href=/tempo-5>Ansehen</a></div>",
            "https://www.laufladen.example.de/tempo-4",
            "de",
        ),
    ],
)
def test_round_bf_no_price(box: str, url: str, lang: str) -> None:
    assert extract(_shop(box, lang=lang, buyable=False), url).main is None


def test_a_note_after_a_price_still_belongs_to_it() -> None:
    # the guard beside the auction's grid: a short note after a price, the price after it
    # with no label of its own before the first ("<span>US$58.43</span><span>Reference
    # only</span><div>¥8,800</div>")
    box = (
        "<div class=p><span class=ref>US$58.43</span><span class=note>Reference only</span>"
        "<div class=now>¥8,800</div></div>"
    )
    assert _price(_shop(box, lang="ja"), "https://www.kobo.example.jp/item/88") == (8800, "JPY")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("สินค้านี้เลิกผลิตแล้ว", "out_of_stock"),
        ("המוצר הופסק ואינו זמין עוד.", "out_of_stock"),
        ("Liko mažai", "limited"),
        ("Stok rendah – 5 lagi", "limited"),
        ("Ainult 2 laos", "limited"),
        ("Նախապատվեր – առաքում փետրվարին", "preorder"),
    ],
)
def test_round_bf_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


def test_spanish_making_time_is_a_lead_time() -> None:
    box = "<p class=precio>$U 2.490</p><p>Plazo de elaboración: 4 semanas.</p>"
    page = _shop(box, lang="es-UY")
    assert extract(page, "https://www.cueros.example.com.uy/p/cinto").availability == "backorder"


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # an auction's lot id, after another field of the line, without a colon
        (
            "<p class=meta>Buyer's premium 10% · Lot ID HB-22190</p><p class=price>£410.00</p>",
            "HB-22190",
        ),
        # Albanian "the code", Mongolian "product code"
        ("<p>Kodi: DQ-C65</p><p class=price>4.500 Lekë</p>", "DQ-C65"),
        ("<p>Бүтээгдэхүүний код: MN-KT17</p><p class=price>89,000₮</p>", "MN-KT17"),
        # a style's code in a child of its label
        (
            "<div class=product-number>Style: <span class=product-id>RN-4410-BK-10</span></div>"
            "<p class=price>$149.00</p>",
            "RN-4410-BK-10",
        ),
        # a maker's model of capitals alone, in three parts
        ("<p>Model: SKY-AVR-SLV</p><p class=price>$52.50</p>", "SKY-AVR-SLV"),
    ],
)
def test_round_bf_item_numbers(box: str, want: str) -> None:
    main = extract(_shop(box), "https://www.shop.example.com/p/1").main
    assert main is not None and main.product.sku == want


def test_two_part_word_is_no_model_number() -> None:
    box = "<p>Model: PRO-MAX</p><p class=price>$499.00</p>"
    main = extract(_shop(box), "https://www.shop.example.com/p/1").main
    assert main is not None and main.product.sku is None
