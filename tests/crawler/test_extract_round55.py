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


def _unbuyable_main(box: str, lang: str, title: str) -> object:
    """The main offer of a page holding ``box`` and no add-to-cart button."""
    return extract(
        _shop(box, lang=lang, title=title, buyable=False), "https://www.x.example/p/1"
    ).main


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


def _bare(body: str) -> str:
    return (
        "<html><head><meta charset=utf-8><title>T</title></head><body>"
        f"{body}<button>Add to cart</button></body></html>"
    )


@pytest.mark.parametrize(
    ("body", "tld", "want"),
    [
        # (a review's counter-examples: each kept its price)
        # a price including the eye test, a product named for it
        (
            "<h1>Komplettbrille Lina</h1><div class=price>Komplettpreis inkl. Gläser und Sehtest: "
            "<strong>149,00 €</strong></div>",
            "de",
            (14900, "EUR"),
        ),
        (
            "<h1>Frames</h1><p>Frames + lenses + free eye test: <strong>£129.00</strong> <s>"
            "£169.00</s></p>",
            "co.uk",
            (12900, "GBP"),
        ),
        (
            "<h1>Sehtestgerät</h1><p>Sehtestgerät <strong>2.490,00 €</strong></p>",
            "de",
            (249000, "EUR"),
        ),
        (
            "<h1>Snellen Eye Test Chart</h1><div class=price>Eye Test Chart <strong>£19.99</strong>"
            " <s>£24.99</s></div>",
            "co.uk",
            (1999, "GBP"),
        ),
        # one piece in Polish is no quantity tier
        (
            "<h1>Kubek</h1><p><span>1 sztuka</span> <strong>29,99 zł</strong></p>",
            "pl",
            (2999, "PLN"),
        ),
        ("<h1>Kubek</h1><p>Cena za 1 sztuka: 29,99 zł</p>", "pl", (2999, "PLN")),
        # paid at once, no monthly fee: no instalment
        ("<h1>カメラ</h1><p>クレジットカード1回払い 12,800円（税込）</p>", "jp", (12800, "JPY")),
        (
            "<h1>ウォーターサーバー W-200</h1><div class=price>月額料金不要・本体価格 <strong>"
            "39,800円</strong></div>",
            "jp",
            (39800, "JPY"),
        ),
        # a new phone's page, its price labelled "a new unit's price"
        ("<h1>Điện thoại X9 128GB</h1><p>Giá máy mới: 19.990.000₫</p>", "vn", (19990000, "VND")),
        (
            "<h1>Sách</h1><p>Giá sản phẩm mới 100%: 2.490.000₫ <s>3.290.000₫</s></p>",
            "vn",
            (2490000, "VND"),
        ),
        # no fee to pay, said so
        ("<h1>Mobil</h1><p>Ingen startavgift! Pris 12 990 kr</p>", "se", (1299000, "SEK")),
        ("<h1>Puhelin</h1><p>Ei avausmaksua – hinta 199,00 €</p>", "fi", (19900, "EUR")),
        # an offer "until", an insurance's label
        (
            "<h1>ساعة</h1><p>عرض لفترة محدودة حتى <strong>299 ر.س</strong> <s>399 ر.س</s></p>",
            "sa",
            (29900, "SAR"),
        ),
    ],
)
def test_review_guards_round_ck(body: str, tld: str, want: tuple[int, str]) -> None:
    main = extract(_bare(body), f"https://www.shop.example.{tld}/p/1").main
    assert main is not None
    assert (main.price_minor, main.currency) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [("Skoro rasprodato!", None), ("Gotovo rasprodano!", None), ("Uskoro rasprodato", None)],
)
def test_review_guards_round_ck_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    "box",
    [
        # counts of other things in the line before the button, or after a promotion's label
        "<p class=stock>In stock</p><p>Free gift with purchase: <b>Tote bag</b> · only 3 left</p>"
        "<button>Add to cart</button>",
        "<p class=stock>In stock</p><p>Code <b>SPRING10</b> – only 5 left</p><button>Add to cart"
        "</button>",
        "<p class=stock>In stock</p><p>Offer: 20% <b>Limited quantities</b></p><button>Add to "
        "cart</button>",
    ],
)
def test_review_guards_round_ck_box_stock(box: str) -> None:
    page = _bare(f"<h1>Mug</h1><p class=price>£49.00</p>{box}")
    main = extract(page, "https://shop-example.com/p/1").main
    assert main is not None
    assert main.stock == "in_stock"


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # (round CL: blind664-667) an installation fee in Uzbek, an engraving add-on
        (
            "<table><tr><td>Narxi:</td><td><b>3 290 000 so'm</b></td></tr><tr><td>O'rnatish:"
            "</td><td>250 000 so'm</td></tr></table>",
            "https://www.texnika.example.uz/p/konditsioner-9",
            "uz",
            "Konditsioner 9",
            (329000000, "UZS"),
        ),
        (
            "<p class=price><b>2.495,00 kr.</b></p><p>Gravering: 195,00 kr.</p>",
            "https://www.guldsmed.example.dk/p/ring-sol",
            "da",
            "Sol ring – sølv",
            (249500, "DKK"),
        ),
        # a Korean multibuy "when buying 3"
        (
            "<p class=price><b>38,900원</b></p><p>2+1 행사: 3통 구매 시 77,800원</p>",
            "https://www.paint.example.kr/p/58213",
            "ko",
            "수성 페인트 4L",
            (38900, "KRW"),
        ),
    ],
)
def test_round_cl_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # an auction's bid beside its buyer's premium and lot fee, named after the amount
        (
            "<p>Huidig bod: <b>€ 45,00</b></p><p>+ 17% opgeld en € 4,50 kavelkosten</p>",
            "nl",
            "Kavel 88213: bouwlampen",
        ),
        # a classified's price negotiable, what it cost new in Ukrainian
        (
            "<div class=ad-price>Ціна договірна</div><p>Нова коштувала 18 500 ₴, віддам дешевше."
            "</p>",
            "uk",
            "Дитяча коляска 2в1",
        ),
        # a configurator's "from" price beside an engraving's
        (
            "<p class=price>fra 2.495,00 kr.</p><p>Gravering: 195,00 kr.</p>",
            "da",
            "Luna ring",
        ),
    ],
)
def test_round_cl_no_price(box: str, lang: str, title: str) -> None:
    assert _unbuyable_main(box, lang, title) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Тапсырыс бойынша, жеткізу 7–10 күн", "backorder"),
        ("Алдын ала тапсырыс бойынша", "preorder"),
        ("اسٹاک ختم", "out_of_stock"),
        ("Ships in 5–7 working days (supplier stock)", "backorder"),
        ("Isporuka za 7–10 radnih dana (roba se naručuje)", "backorder"),
        ("ऑर्डर पर तैयार — 3 सप्ताह में डिस्पैच", "backorder"),
        ("Vipande 3 vimebaki", "limited"),
    ],
)
def test_round_cl_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_another_offers_lead_time_in_a_list_says_nothing_of_the_featured_offer() -> None:
    box = (
        "<div class=featured-offer><span class=shop>Ilektrika</span> <span class=price>84,90€"
        "</span> <span class=avail>Άμεσα διαθέσιμο</span> <button class=buy>Αγορά</button></div>"
        "<ul class=offers><li><span class=shop>eShopAthens</span> <span class=price>79,00€</span>"
        " <span class=avail>Διαθέσιμο σε 4–10 ημέρες</span></li><li><span class=shop>MegaHome"
        "</span> <span class=price>89,99€</span></li></ul>"
    )
    page = _shop(box, lang="el", title="Φριτέζα αέρος 5L", buyable=False)
    main = extract(page, "https://www.agora.example.gr/p/1").main
    assert main is not None
    assert (main.price_minor, main.stock) == (8490, "in_stock")


def test_a_lead_time_in_the_products_own_table_still_refines_the_button() -> None:
    page = (
        "<html><head><title>Sandals</title></head><body><table><tr><td><font size=5><b>Leather "
        "Sandals</b></font></td></tr><tr><td>Price: <b>UGX 145,000</b></td></tr><tr><td><i>Made "
        "to order – ready to ship in 10–14 days.</i> Delivery Kampala UGX 10,000</td></tr><tr>"
        "<td><input type=submit value='Order now'></td></tr></table></body></html>"
    )
    main = extract(page, "https://www.kraft.example.ug/p/1").main
    assert main is not None
    assert (main.price_minor, main.stock) == (145000, "backorder")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>प्रोडक्ट कोड: LH-ZARI-RED-M</p>", "LH-ZARI-RED-M"),
        ("<p>Kód konfigurace: BK-CFG-G1</p>", "BK-CFG-G1"),
    ],
)
def test_round_cl_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # (round CM: blind668-671) a board foot's price beside the stud's own
        (
            "<p><b>$6.48</b> each ($1.08 per board foot)</p>",
            "https://www.lumber.example.com/p/2x4x10",
            "en",
            "2x4x10 SPF Stud",
            (648, "USD"),
        ),
    ],
)
def test_round_cm_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_round_cm_swahili_auction_gives_no_price() -> None:
    box = (
        "<p class=bid>Zabuni ya sasa: KSh 8,000</p><p>Zabuni 4 · kiwango cha chini cha nyongeza "
        "KSh 500</p>"
    )
    page = _shop(box, lang="sw", title="Saa ya zamani", buyable=False)
    assert extract(page, "https://www.mnada.example.co.ke/p/1").main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Toode on müügist eemaldatud", "out_of_stock"),
        ("Handwoven to order – ships in 5–7 days", "backorder"),
    ],
)
def test_round_cm_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # (a second review's counter-examples: each kept its price)
        # payments in full-width digits
        (
            "<div class=price-box><p class=price><span>２４回払い</span> <strong>5,408円</strong>"
            "</p></div><p>価格 129,800円</p>",
            "https://www.shop.example.jp/p/1",
            (129800, "JPY"),
        ),
        # a fee's word followed by what says it is free or included, or a one-off payment
        (
            "<p class=price>€ 549,00 <span>verzendkosten gratis</span></p>",
            "https://www.shop.example.nl/p/1",
            (54900, "EUR"),
        ),
        (
            "<p class=price>89,00 € <small>Lieferkosten inklusive</small></p>",
            "https://www.shop.example.de/p/1",
            (8900, "EUR"),
        ),
        ("<p class=price>299 € kertamaksu</p>", "https://www.shop.example.fi/p/1", (29900, "EUR")),
        # a premium or an engraving the price includes, or leaves out
        (
            "<p>Buy now £450 buyer's premium included</p>",
            "https://www.auction.example.co.uk/p/1",
            (45000, "GBP"),
        ),
        ("<p>Preis inkl. Gravur: 65,00 €</p>", "https://www.shop.example.de/p/1", (6500, "EUR")),
        (
            "<p>Price with engraving: £65.00</p>",
            "https://www.shop.example.co.uk/p/1",
            (6500, "GBP"),
        ),
    ],
)
def test_review_guards_round_cl(box: str, url: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, title="Product X"), url) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # an urgency line in Urdu is no sold-out line
        (
            "<p class=price>Rs. 4,500</p><p class=stock>جلدی کریں! اسٹاک ختم ہونے سے پہلے آرڈر کریں"
            "</p>",
            "in_stock",
        ),
        # the box's own notes in a list: not other offers' rows
        (
            "<p class=price>£59.99</p><ul class=usp><li><span class=stock>Pre-order</span> – "
            "delivery £2.99</li><li>Pay in 3 × £20.00</li></ul>",
            "preorder",
        ),
        # a warehouse's count beside the supplier's
        (
            "<p class=price>£59.99</p><ul class=stock><li>Warehouse: 12</li><li>120 (supplier "
            "stock)</li></ul>",
            "in_stock",
        ),
    ],
)
def test_review_guards_round_cl_stock(box: str, want: str) -> None:
    main = extract(_shop(box, title="Product X"), "https://www.shop.example.pk/p/1").main
    assert main is not None
    assert main.stock == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # (round CN: blind672-677) a Dutch bundle deal beside the monitor's price
        (
            "<p class=price><b>€ 249,-</b></p><p>Combideal met soundbar: € 329,-</p>",
            "https://www.tech.example.nl/p/tv-43",
            "nl",
            "Televisie 43 inch",
            (24900, "EUR"),
        ),
        # an installation service in Thai, a tyre's fitting fee in Korean and Bengali
        (
            "<p class=price><ins>฿3,490.00</ins></p><p>บริการติดตั้ง ฿700.00</p>",
            "https://www.garden.example.co.th/p/pump-600",
            "th",
            "ปั๊มน้ำ 600W",
            (349000, "THB"),
        ),
        (
            "<dl><dt>판매가</dt><dd><strong>129,000원</strong></dd></dl><p>장착비 15,000원 / 본"
            "</p>",
            "https://www.tire.example.kr/p/205-55-16",
            "ko",
            "타이어 205/55R16",
            (129000, "KRW"),
        ),
        (
            "<table><tr><td>মূল্য:</td><td><b>৳ ৫,২০০</b></td></tr><tr><td>ফিটিং চার্জ:</td><td>"
            "৳ ২৫০</td></tr></table>",
            "https://www.tyre.example.com.bd/p/175-65-14",
            "bn",
            "টায়ার ১৭৫/৬৫ R১৪",
            (520000, "BDT"),
        ),
        # a set of four tyres and a tyre hotel beside one tyre's price (Icelandic)
        (
            "<table><tr><td>Verð pr. dekk:</td><td><b>24.990 kr.</b></td></tr><tr><td>Tilboð – 4 "
            "dekk:</td><td>94.960 kr.</td></tr><tr><td>Dekkjahótel:</td><td>9.900 kr.</td></tr>"
            "</table>",
            "https://www.dekk.example.is/p/205-55-16",
            "is",
            "Vetrardekk 205/55 R16",
            (24990, "ISK"),
        ),
        # an Arabic coupon's price, a Thai rental's price per day
        (
            "<p class=price><s>٥٩٩٫٠٠ ر.س</s> <span>٤٩٩٫٠٠ ر.س</span></p><p>كوبون TYRE5 يخفض السعر "
            "إلى ٤٧٤٫٠٥ ر.س</p>",
            "https://www.tyres.example.sa/p/225-45-17",
            "ar",
            "إطار 225/45 R17",
            (49900, "SAR"),
        ),
        (
            "<p class=price><b>฿12,990</b></p><p>เช่ารายวัน ฿600/วัน</p>",
            "https://www.kayak.example.co.th/p/sup-10",
            "th",
            "บอร์ดยืนพาย 10 ฟุต",
            (1299000, "THB"),
        ),
    ],
)
def test_round_cn_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(("text", "want"), [("केवल २ बाँकी!", "limited"), ("सिर्फ 3 बचे", "limited")])
def test_round_cn_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "url", "title", "want"),
    [
        # (a third review's counter-examples: each kept its price)
        # a set's own price by its count, a tyre model's number before "Reifen"
        (
            "<p class=price>Satzpreis für 4 Reifen: <span>799,00 €</span></p>",
            "https://www.reifen.example.de/p/1",
            "Kompletträdersatz Winter 205/55 R16 (4 Stück)",
            (79900, "EUR"),
        ),
        (
            "<p class=price>Michelin CrossClimate 2 Reifen: 119,90 €</p>",
            "https://www.reifen.example.de/p/2",
            "Michelin CrossClimate 2 205/55 R16 91V",
            (11990, "EUR"),
        ),
        # the page's own combideal, a product for tyre storage
        (
            "<p class=price>Combideal € 1.299,-</p>",
            "https://www.tv.example.nl/p/1",
            "Combideal: Samsung QE55 + soundbar",
            (129900, "EUR"),
        ),
        (
            "<p class=price>Tire Storage Rack $89.99</p>",
            "https://www.garage.example.com/p/1",
            "Heavy Duty Tire Storage Rack",
            (8999, "USD"),
        ),
        (
            "<p class=price>Dekkhotell-stativ 1 299,-</p>",
            "https://www.dekk.example.no/p/1",
            "Dekkstativ / dekkhotell for 8 hjul",
            (129900, "NOK"),
        ),
        # a coupon offered at checkout, in Arabic, beside the price
        (
            "<p><span class=price>1,299.00 ر.س</span> - أدخل الكوبون عند الدفع</p>",
            "https://www.shop.example.sa/p/1",
            "ساعة ذكية",
            (129900, "SAR"),
        ),
    ],
)
def test_review_guards_round_cn(box: str, url: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # (round CO: blind678-683) a nappy pack's price per nappy, "per" in Hindi
        (
            "<div class=prices><span class=sales>₹1,799.00</span></div><p class=unit>₹16.06 प्रति "
            "डायपर</p>",
            "https://www.baby.example.in/p/pants-l",
            "hi",
            "पैंट्स डायपर L – 2 का पैक (2×56 = 112 डायपर)",
            (179900, "INR"),
        ),
    ],
)
def test_round_co_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # a configurator's "from" price in Latvian and Hindi, nothing chosen
        ("<p class=from>Cena no € 1 890,00</p><p>Kopā: —</p>", "lv", "Dārza šķūnis"),
        ("<p class=from>₹42,999 से शुरू</p>", "hi", "Izumo Creator 15"),
        # a discontinued tool's recommended replacement, in Chinese
        (
            "<div class=stop>该商品已停产</div><div class=succ>推荐替代新款：工具车 6抽 "
            "<span class=p>¥1,299.00</span></div>",
            "zh-CN",
            "工具车 5抽",
        ),
    ],
)
def test_round_co_no_price(box: str, lang: str, title: str) -> None:
    assert _unbuyable_main(box, lang, title) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Izņemts no sortimenta", "out_of_stock"),
        ("Habis dijual", "out_of_stock"),
        ("Ships in 5–7 working days (on order)", "backorder"),
    ],
)
def test_round_co_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_round_co_a_request_in_an_unchosen_swatch_is_another_variants() -> None:
    # a new piece's "price on request" in the swatch left unchosen beside the pre-owned one
    page = (
        "<html><head><title>Diver 40</title></head><body><main><div class=pdp><h1>Diver 40</h1>"
        "<div class='attribute condition'><span class=label>Condition</span> <button "
        "class=swatch>New — price on request</button> <button class='swatch selected' "
        "aria-pressed=true>Certified pre-owned</button></div><div class=prices><div class=price>"
        "<span class=sales><span class=value>BHD 2,950.000</span></span></div></div><button "
        "class=add-to-cart>Add to bag</button></div></main></body></html>"
    )
    main = extract(page, "https://www.luxe.example.bh/p/diver-40?condition=pre-owned").main
    assert main is not None
    assert (main.price_minor, main.currency) == (2950000, "BHD")


def test_review_guards_round_co_a_facts_lists_request_still_asks() -> None:
    # (a fourth review's counter-examples) a list of facts with one item highlighted is no row
    # of options: its "Price on request" still speaks for the page
    page = (
        "<html><head><title>Daytona</title></head><body><main><div class=pdp><h1>Cosmograph "
        "Daytona 116500LN</h1><ul class=facts><li class='condition active'>Full set</li><li "
        "class=price>Price on request</li><li>Ref. 116500LN</li></ul><p>Retail price: <span "
        "class=price>€ 14.550,00</span></p><button>Anfragen</button></div></main></body></html>"
    )
    got = extract(page, "https://www.uhren.example.de/p/1")
    assert got.main is None


@pytest.mark.parametrize(
    ("box", "url", "title", "want"),
    [
        # a part's cross-reference ("replaces model no.") is no successor
        (
            "<div>原装替代款 现价 ¥129.00</div>",
            "https://www.shop.example.cn/p/1",
            "兼容 TN-2325 硒鼓",
            (12900, "CNY"),
        ),
        (
            "<table><tr><td>替代型号</td><td class=price>¥129.00</td></tr></table>",
            "https://www.shop.example.cn/p/2",
            "空气滤芯 AF-123",
            (12900, "CNY"),
        ),
    ],
)
def test_review_guards_round_co(box: str, url: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, title=title), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Hampir habis dijual!", "limited"),
        ("Tersedia. Pesan sebelum habis dijual!", "in_stock"),
        ("In stock. Custom sizes: 3-4 weeks (on order)", "in_stock"),
    ],
)
def test_review_guards_round_co_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # (round CP: blind684-687) a sale pair whose next line is a discount, in Arabic
        (
            "<div class='sc-43755f d2a75f'><span class='sc-97bc59 0d2fc0'>45.000 د.أ</span><span "
            "class='sc-a77b35 b62619'>59.000 د.أ</span></div><div>القطعة الثانية بخصم 50%</div>",
            "https://www.optics.example.jo/p/aviator",
            "ar",
            "نظارة شمسية",
            (45000, "JOD"),
        ),
        # a price per 100 ml in Bulgarian Cyrillic, an Armenian installation
        (
            "<div class=price><span class=eur>12,90 €</span></div><div class=unit>25,80 € / 100 мл"
            "</div>",
            "https://www.kozmetika.example.bg/p/serum-50",
            "bg",
            "Серум 50 мл",
            (1290, "EUR"),
        ),
        (
            "<p class=price>Գինը՝ <b>289 000 ֏</b></p><p>Տեղադրում՝ 35 000 ֏</p>",
            "https://www.digital.example.am/p/tv-55",
            "hy",
            "Հեռուստացույց 55",
            (28900000, "AMD"),
        ),
        # a members' price in Arabic, a pack's price each ("c/u") in Spanish
        (
            "<div><span data-role=now>١٨٩٫٩٩٠ د.أ</span></div><div>سعر أعضاء بلس: ١٧٩٫٩٩٠ د.أ"
            "</div>",
            "https://www.souq.example.jo/p/espresso",
            "ar",
            "ماكينة إسبريسو",
            (189990, "JOD"),
        ),
        (
            "<div class=price><span class=now>S/ 109.90</span></div><p class=unit>S/ 27.48 c/u</p>",
            "https://www.feria.example.pe/p/tinta-664?pack=4",
            "es",
            "Tinta botella negra 664 — pack x4",
            (10990, "PEN"),
        ),
    ],
)
def test_round_cp_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # an Armenian price on request beside an installation fee
        (
            "<p class=price-request>Գինը՝ ըստ հարցման</p><p>Տեղադրում՝ 35 000 ֏</p>",
            "hy",
            "Պրոյեկտոր",
        ),
        # an auction's starting price in Spanish beside its current bid
        (
            "<p>Oferta actual: Gs. 2.150.000 (14 ofertas)</p><p>Precio inicial: Gs. 900.000</p>",
            "es",
            "Guitarra — subasta",
        ),
        # an Estonian replacement product's price
        (
            "<p>Toode on müügilt eemaldatud</p><p>Asendustoode: <a href=/p/x>Õli X Plus</a> "
            "34,90 €</p>",
            "et",
            "Õli X 2,5 L",
        ),
    ],
)
def test_round_cp_no_price(box: str, lang: str, title: str) -> None:
    assert _unbuyable_main(box, lang, title) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Toode on tootmisest maas ja pole enam saadaval.", "out_of_stock"),
        ("Ганцхан үлдсэн", "limited"),
        ("Naka-order pa — darating sa loob ng 5–7 araw", "backorder"),
    ],
)
def test_round_cp_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_a_tagalog_add_button_takes_orders() -> None:
    box = (
        "<p class=presyo>Presyo: <b>₱4,850.00</b></p><p>Pa-order: darating sa loob ng 2–3 "
        "linggo</p>"
    )
    page = _shop(box + "<input type=submit value='Idagdag sa cart'>", lang="fil", buyable=False)
    main = extract(page, "https://www.palay.example.ph/p/1").main
    assert main is not None
    assert (main.price_minor, main.stock) == (485000, "backorder")


@pytest.mark.parametrize(
    ("box", "url", "title", "want"),
    [
        # (a fifth review's counter-examples) a pair's next line naming the variants by a
        # percentage is no discount: no sale is made up
        (
            "<div class=price><span>€ 24,95</span> <span>€ 34,95</span></div><p>Fles 70cl 40% / "
            "100cl 40%</p>",
            "https://www.drank.example.nl/p/1",
            "Whisky 12 jaar",
            None,
        ),
        (
            "<div class=price><span>$24.99</span> <span>$44.99</span></div><p>1 bottle / 2 "
            "bottles (save 10%)</p>",
            "https://www.shop.example.us/p/1",
            "Fish oil",
            None,
        ),
        # a price before the discount, so labelled, is no auction's start
        (
            "<div class=precio><p>Precio inicial: <s>59,99 €</s></p><p class=price>Precio actual: "
            "44,99 €</p></div>",
            "https://www.tienda.example.es/p/1",
            "Zapatillas",
            (4499, "EUR"),
        ),
        # a compatible cartridge called a replacement product
        (
            "<p class=price>Asendustoode, hind 12,90 €</p>",
            "https://www.tint.example.ee/p/1",
            "Tindikassett 304XL",
            (1290, "EUR"),
        ),
    ],
)
def test_review_guards_round_cp(
    box: str, url: str, title: str, want: tuple[int, str] | None
) -> None:
    assert _price(_shop(box, title=title), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Na 2 weken nog niet geleverd? Geld terug!", None),
        ("Suurus XL ei ole enam saadaval", None),
    ],
)
def test_review_guards_round_cp_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want
