"""Stop 54's rules (round CG: blind636-641, the four verticals, musical instruments, toys and
children's goods), on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 53's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

from decimal import Decimal

import lxml.html
import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from crawler.extract.visible import _RELATED_HEADING, scan
from crawler.extract.walk import walk_page
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of
from tests.crawler.test_extract_round53 import _jsonld


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # gift wrapping's fee beside the price, in Icelandic, German and Bengali
        (
            "<table><tr><td>Verð:</td><td><b class=verd>12.990 kr.</b></td></tr></table><p>"
            "Gjafainnpökkun: 590 kr. aukalega</p>",
            "https://www.leikfong.example.is/vara/kubbar-300",
            "is",
            "Kubbasett 300 kubbar",
            (12990, "ISK"),
        ),
        (
            "<table><tr><td>Preis:</td><td><b>29,95 €</b></td></tr></table><p>Geschenkverpackung"
            " 3,95 €</p>",
            "https://www.spiel.example.de/p/holzeisenbahn",
            "de",
            "Holzeisenbahn Starterset",
            (2995, "EUR"),
        ),
        (
            "<table><tr><td>মূল্য:</td><td><span class=new-price>৳ ১,২৫০</span></td></tr></table>"
            "<p>গিফট র\u200d্যাপ ৳ ৪০</p>",
            "https://www.khelna.example.com.bd/p/teddy",
            "bn",
            "টেডি বিয়ার ৩০ সেমি",
            (125000, "BDT"),
        ),
        # a sale price and the price before it, side by side with nothing but hashed classes
        (
            "<div class='sc-1a2b3c x9'><span class='sc-4d5e6f k2'>₪ 149.90</span><span "
            "class='sc-7a8b9c q1'>₪ 199.90</span></div><p>לחברי מועדון: ₪ 134.91</p>",
            "https://www.beged.example.co.il/p/shirt-7",
            "he",
            "חולצת פשתן – לבן",
            (14990, "ILS"),
        ),
        # ... in either order
        (
            "<div class='css-8f2k1'><span class='css-p01'>1 290 Kč</span><span class='css-p02'>"
            "990 Kč</span></div>",
            "https://www.obchod.example.cz/p/mikina",
            "cs",
            "Mikina s kapucí",
            (99000, "CZK"),
        ),
        # a bundle's price per sheet, the count in "bundle of N"
        (
            "<div class=price><span class=now>KSh 12,500</span> <span class=per>(KSh 1,250 per "
            "sheet)</span></div><p>Single sheets: KSh 1,400 each</p>",
            "https://www.mabati.example.co.ke/p/iron-sheets-g30",
            "en",
            "Iron sheets G30, 2 m – bundle of 10",
            (1250000, "KES"),
        ),
        # a members' price by its row's header, its own words a generic label
        (
            "<dl><dt>价格</dt><dd><del>¥399.00</del></dd></dl><dl><dt>促销价</dt><dd>¥299.00</dd>"
            "</dl><dl><dt>88VIP</dt><dd>到手价 ¥269.10</dd></dl>",
            "https://www.tmall.example.cn/item/553311",
            "zh-CN",
            "便携榨汁杯 350ml",
            (29900, "CNY"),
        ),
        # a piece's price and the delivery by their rows' headers (Serbian "Po komadu",
        # "Dostava"), the count in "N kom"
        (
            "<table><tr><th>Cena</th><td><b>2.400 din</b> Fiksno</td></tr><tr><th>Po komadu</th>"
            "<td>120 din</td></tr><tr><th>Dostava</th><td>Post Express, plaća kupac (oko 400 din)"
            "</td></tr></table>",
            "https://www.oglasi.example.rs/oglas/155201",
            "sr",
            "LED sijalice E14 komplet 20 kom – novo",
            (240000, "RSD"),
        ),
        # a used item's price new in the shops, in Arabic
        (
            "<p class=p0>السعر: 95 د.أ</p><p class=p1>السعر الجديد في المحلات: 260 د.أ</p>",
            "https://www.souq.example.jo/ad/5512",
            "ar",
            "غسالة مستعملة 7 كغ",
            (95000, "JOD"),
        ),
    ],
)
def test_round_cg_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title", "reason"),
    [
        # a range's upper end in its own element, "до" leading it
        (
            "<div class=price-box><span class=price-from>от 12 490 ₽</span> <span class=price-to>"
            "до 18 990 ₽</span></div><p>Выберите объём памяти</p>",
            "ru",
            "Смартфон Nova 8",
            None,
        ),
        # a "from" price in Kazakh, before the amount and after it
        (
            "<p class=from>бастап 45 000 ₸</p><p>Бағасы таңдауыңызға байланысты.</p>",
            "kk",
            "Етік",
            None,
        ),
        ("<p class=from>45 000 ₸-ден бастап</p>", "kk", "Етік", None),
        # a delivery fee "from" in Sinhala beside a price asked for
        (
            "<p>මිල විමසන්න</p><p>ප්\u200dරවාහනය Rs. 45,000 සිට</p>",
            "si",
            "පියානෝව",
            None,
        ),
        # a discontinued product's replacement, linked before its price
        (
            "<div class=disc>This product has been discontinued.</div><div><p>Try its "
            "replacement: <a href=/p/runner-2>Runner 2 Mesh</a> <b>£74.99</b></p></div>",
            "en",
            "Runner Mesh – Navy",
            None,
        ),
        # Portuguese "price on consultation"
        (
            "<p class='preco preco--consulta'>Preço sob consulta</p><p class=nota>Modelo de "
            "referência vendido em 2025 por 1.290,00 €.</p>",
            "pt",
            "Casa de madeira por medida",
            "price_on_request",
        ),
        # an auction's bid step in Hungarian, no buy-now
        (
            "<dl><dt>Aktuális licit</dt><dd class=current-bid>54 000 Ft</dd><dt>Minimális "
            "licitlépcső</dt><dd>1 000 Ft</dd><dt>Szállítás</dt><dd>Foxpost 1 290 Ft</dd></dl>",
            "hu",
            "Távcső 10x42, használt",
            None,
        ),
        # an auction's estimate in Hungarian, beside the bid and a delivery row
        (
            "<table class=licit><tr><td>Aktuális licit:</td><td><b>12 500 Ft</b></td></tr><tr>"
            "<td>Becsérték:</td><td>25 000 Ft</td></tr><tr><td>Szállítás:</td><td>Foxpost 1 290 "
            "Ft</td></tr></table>",
            "hu",
            "Porcelán váza 24 cm",
            None,
        ),
    ],
)
def test_round_cg_no_price(box: str, lang: str, title: str, reason: str | None) -> None:
    url = "https://www.x.example/p/1"
    got = extract(_shop(box, lang=lang, title=title, buyable=False), url)
    assert got.main is None
    page = (
        f"<html lang={lang}><head><title>{title}</title></head><body><main><h1>{title}"
        f"</h1>{box}</main></body></html>"
    )
    got = extract(page, url)
    assert got.main is None
    if reason is not None:
        assert got.reason == reason


@pytest.mark.parametrize(
    ("box", "ld", "currency", "want"),
    [
        # a pre-order's deposit, which structured data gives, in a line of several prices
        (
            "<p class=big>HK$2,480.00</p><p>訂金 HK$500.00，餘額 HK$1,980.00 於到貨時支付</p>",
            "500.00",
            "HKD",
            248000,
        ),
        (
            "<p class=big>$499.00</p><p>Deposit $100.00 today, balance $399.00 on arrival</p>",
            "100.00",
            "USD",
            49900,
        ),
    ],
)
def test_a_deposit_in_a_line_of_prices_is_what_structured_data_gives(
    box: str, ld: str, currency: str, want: int
) -> None:
    page = _shop(box, title="Figure GX-09 (pre-order)").replace(
        "</head>", _jsonld("Figure GX-09", ld, currency) + "</head>"
    )
    main = extract(page, "https://www.figures.example.com/p/gx-09").main
    assert main is not None
    assert (main.price_minor, main.currency) == (want, currency)


@pytest.mark.parametrize(
    ("box", "deposit"),
    [
        (
            "<p class=big>HK$2,480.00</p><p>訂金 HK$500.00，餘額 HK$1,980.00 於到貨時支付</p>",
            "500.00",
        ),
        (
            "<p class=big>$499.00</p><p>Deposit $100.00 today, balance $399.00 on arrival</p>",
            "100.00",
        ),
    ],
)
def test_a_deposit_in_a_line_of_prices_is_kept_aside_as_a_price_for_some(
    box: str, deposit: str
) -> None:
    root = lxml.html.document_fromstring(_shop(box, title="Figure GX-09 (pre-order)"))
    vis = scan(root, walk_page(root), None, "https://www.figures.example.com/p/gx-09")
    assert Decimal(deposit) in {s.token.amount(2) for s in vis.for_some}
    assert vis.main is not None and vis.main.token.amount(2) != Decimal(deposit)


@pytest.mark.parametrize(
    "box",
    [
        # a net price and its gross side by side, neither labelled: no sale
        "<div class=k1><span class=k2>€100,00</span><span class=k3>€121,00</span></div>",
        # two amounts too far apart to be a price and its sale
        "<div class=k1><span class=k2>$10.00</span><span class=k3>$45.00</span></div>",
    ],
)
def test_a_bare_pair_that_is_no_sale_gives_no_cheaper_price(box: str) -> None:
    main = extract(_shop(box, title="Table lamp"), "https://www.lamp.example.com/p/1").main
    assert main is None or main.price_minor not in (10000, 1000)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Lieferbar in 10–14 Arbeitstagen (Lieferantenrückstand)", "backorder"),
        ("במלאי הספק – זמן אספקה 7–10 ימי עסקים", "backorder"),
        ("Sotuvda 12 dona", "in_stock"),
        ("9 cases available", "in_stock"),
        ("在庫1点限り", "limited"),
        ("MYYTY", "out_of_stock"),
        ("Tento produkt sa už nepredáva.", "out_of_stock"),
        # guards: "best-selling" in Finnish, a count of colours
        ("Eniten myyty", None),
        ("3 colours available", None),
    ],
)
def test_round_cg_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_a_scarcity_line_in_a_table_row_of_its_own_refines_the_button() -> None:
    box = (
        "<table><tr><td class=bei><b>KSh 6,450</b></td></tr><tr><td>Zimebaki 2 tu!</td></tr>"
        "<tr><td><button>Ongeza kwenye kikapu</button></td></tr></table>"
    )
    main = extract(_shop(box, lang="sw", title="Toroli 80 L", buyable=False), "https://x.ke/p/1")
    assert main.main is not None
    assert main.main.stock == "limited"


def test_another_sellers_delivery_line_says_nothing_of_the_stock() -> None:
    box = (
        "<div class=price><del>1 690 Kč</del> <strong>1 299 Kč</strong></div><p class=avail>"
        "Skladem 14 ks</p><button class=buy>Do košíku</button><div class=others>Další "
        "nabídky: 1 249 Kč (dodání do 3 týdnů)</div>"
    )
    main = extract(_shop(box, lang="cs", title="Napařovač S3", buyable=False), "https://x.cz/p/1")
    assert main.main is not None
    assert (main.main.price_minor, main.main.stock) == (129900, "in_stock")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Kavelnummer: 448120</p>", "448120"),
        ("<dl><dt>管理番号</dt><dd>GK-U-2411-03</dd></dl>", "GK-U-2411-03"),
        ("<p>ლოტის ნომერი: LOT-1182</p>", "LOT-1182"),
    ],
)
def test_round_cg_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


def _bare(body: str, head: str = "") -> str:
    return (
        f"<html><head><meta charset=utf-8><title>T</title>{head}</head><body>{body}"
        "<button>Add to cart</button></body></html>"
    )


_LD = (
    '<script type="application/ld+json">{{"@context":"https://schema.org","@type":"Product",'
    '"name":"{name}","offers":{{"@type":"Offer","price":"{price}","priceCurrency":"{cur}"}}}}'
    "</script>"
)


@pytest.mark.parametrize(
    ("body", "head", "want"),
    [
        # (a review's counter-examples: each kept its price, or its lack of one)
        # two bare prices a line after them tells apart: no sale, no price
        (
            "<h1>Bookcase</h1><div><span>£249.00</span><span>£329.00</span></div><p>Without / "
            "with assembly</p>",
            "",
            None,
        ),
        (
            "<h1>Filters</h1><ul><li><span>£12.00</span><span>£22.00</span></li></ul><p>1 pack / "
            "2 pack</p>",
            "",
            None,
        ),
        (
            "<h1>Kettle</h1><div class=x><span class=y>45 000 ₸</span><span class=z>41 990 ₸"
            "</span></div><img alt='Kaspi Gold'>",
            "",
            None,
        ),
        (
            "<h1>Desk Lamp</h1><table><tr><td>1+ pcs</td><td>50+ pcs</td></tr><tr><td>£4.20</td>"
            "<td>£3.10</td></tr></table>",
            "",
            None,
        ),
        # "no deposit", a product named for deposits, a gift set, a delivery's "on request",
        # "starting today", a replacement part
        (
            "<h1>Lamp</h1><div class=price>12 990 ₽</div><p>Без предоплаты: 12 990 ₽, доставка "
            "300 ₽</p>",
            _LD.format(name="Lamp", price="12990", cur="RUB"),
            (1299000, "RUB"),
        ),
        (
            "<h1>Limescale Deposit Remover 500ml</h1><div class=price>Deposit Remover 500ml £4.99"
            "</div>",
            _LD.format(name="Limescale Deposit Remover 500ml", price="4.99", cur="GBP"),
            (499, "GBP"),
        ),
        (
            "<h1>Parfüm Hediye Paketi</h1><div class=price>Hediye Paketi 1.299,00 TL</div>",
            "",
            (129900, "TRY"),
        ),
        (
            "<h1>Sofá 3 lugares</h1><div class=price>R$ 2.499,00</div><div class=price-ship>"
            "Frete: sob consulta</div>",
            "",
            (249900, "BRL"),
        ),
        ("<h1>Шам</h1><div class=price>Бүгіннен бастап 45 000 ₸</div>", "", (4500000, "KZT")),
        (
            "<h1>Dyson V8 Filter</h1><div class=price>See the replacement filter £19.99</div>",
            "",
            (1999, "GBP"),
        ),
        # a row headed by a membership or a golf club, not by a members' price
        (
            "<h1>Annual Gym Membership</h1><dl><dt>Annual membership</dt><dd>Price: €299.00</dd>"
            "</dl>",
            "",
            (29900, "EUR"),
        ),
        (
            "<h1>Stealth Driver</h1><table><tr><th>Club</th><td>Price: £329.00</td></tr><tr><th>"
            "Loft</th><td>10.5°</td></tr></table>",
            "",
            (32900, "GBP"),
        ),
        # a shop's own "price in store", in Arabic
        (
            "<h1>ثلاجة سامسونج</h1><div class=price><span>السعر في المحل:</span> <b>420 د.أ</b>"
            "</div>",
            "",
            (420000, "JOD"),
        ),
    ],
)
def test_review_guards_round_cg(body: str, head: str, want: tuple[int, str] | None) -> None:
    main = extract(_bare(body, head), "https://shop-example.com/p/1").main
    assert (None if main is None else (main.price_minor, main.currency)) == want


@pytest.mark.parametrize(("text", "want"), [("0 items available", None), ("Sotuvda 0 dona", None)])
def test_review_guards_no_stock_of_none(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # round CH (blind642-647): a hemming service's fee in Arabic
        (
            "<div class=prices><span class=sales>38.750 د.ب</span></div><p class=note>خدمة تقصير "
            "الطول متوفرة مقابل 2.000 د.ب</p>",
            "https://www.abaya.example.bh/ar/p/221",
            "ar",
            "عباءة كريب سوداء",
            (38750, "BHD"),
        ),
        # delivery in a crate, in Icelandic, the place between
        (
            "<table><tr><td><b>Verð:</b></td><td><b>24.900 kr.</b></td></tr></table><p>Sending í "
            "trékassa innanlands: <b>6.500 kr.</b></p>",
            "https://www.list.example.is/vara/3321",
            "is",
            "Ljósmyndaprent 40 × 60 cm",
            (24900, "ISK"),
        ),
        # "buy two and save" with the shadda and "and" before it, in Arabic
        (
            "<div class=price><span class=sales>269.000 د.أ</span></div><div class=multibuy>"
            "اشترِ شاشتين ووفّر ٢٠ د.أ</div>",
            "https://www.rigs.example.jo/p/32",
            "ar",
            "شاشة منحنية 32 بوصة",
            (269000, "JOD"),
        ),
        # a pre-order's advance payment, in Arabic
        (
            "<div class=p><span class=amount>ر.ع. 329.000</span></div><p>احجز الآن بدفعة مقدمة "
            "ر.ع. 50.000 والباقي عند الاستلام</p>",
            "https://www.phone.example.om/p/x9",
            "ar",
            "هاتف X9 سعة 256",
            (329000, "OMR"),
        ),
        # a monthly instalment in Bengali, "List" alone before a former price
        (
            "<table><tr><td>বিশেষ মূল্য</td><td><b class=special>৳ ৮৯,৫০০</b></td></tr><tr><td>"
            "ইএমআই</td><td>মাসিক ৳ ৭,৪৫৯ থেকে (১২ মাস)</td></tr></table>",
            "https://www.fridge.example.com.bd/p/420",
            "bn",
            "ইনভার্টার ফ্রিজ ৪২০ লিটার",
            (8950000, "BDT"),
        ),
        (
            "<div><span class=buyBox>$399.99</span> <span class=lp>List $449.99</span></div>",
            "https://www.deals.example.com/p/6523198",
            "en",
            'Zentro 27" 4K Monitor',
            (39999, "USD"),
        ),
        # a Korean 2+1 multibuy's sum for three
        (
            "<dl><dt>판매가</dt><dd class=sale><strong>32,000</strong>원</dd></dl><div class=event>"
            "<span class=badge>2+1</span> 2개 구매 시 1개 증정 (3개 64,000원)</div>",
            "https://www.beauty.example.kr/goods/30211",
            "ko",
            "수분 앰플 세럼 50ml",
            (32000, "KRW"),
        ),
        # Khmer "about" before a dollar amount, Khmer delivery
        (
            "<p class=pp>១,២៥០,០០០៛</p><p>ប្រហែល $305</p><p>ដឹកជញ្ជូនក្នុងភ្នំពេញ ៨,០០០៛</p>",
            "https://www.pc.example.com.kh/p/mon24",
            "km",
            'ម៉ូនីទ័រ 24" FHD',
            (125000000, "KHR"),
        ),
        # a used fridge's price new in the shop, in Swahili
        (
            "<p class=bei><b>KSh 18,500</b></p><p class=bei-mpya>Mpya dukani ni KSh 42,999</p>",
            "https://www.sokoni.example.co.ke/ad/8813",
            "sw",
            "Friji ya milango 2 — iliyotumika",
            (1850000, "KES"),
        ),
        # a mobile wallet's discount
        (
            "<div><span class=now>UGX 185,000</span></div><p>Pay with MTN MoMo and get 5% off: "
            "UGX 175,750</p>",
            "https://www.canvas.example.ug/p/sunrise",
            "en",
            "Barkcloth Sunrise print",
            (185000, "UGX"),
        ),
        # a card's price on the row before, its words after its amount
        (
            "<ol class=prices><li class=price-cmr>$ 1.149.900 <small>solo con tarjeta CMR</small>"
            "</li><li class=price-event>$ 1.299.900 <span class=badge>-19%</span></li><li class="
            "price-normal>Normal: <s>$ 1.599.900</s></li></ol>",
            "https://www.plaza.example.com.co/p/883221045",
            "es",
            'Televisor 55" 4K',
            (129990000, "COP"),
        ),
    ],
)
def test_round_ch_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # a sold-out drop's resale "starting" price, Thai (no space before the word)
        (
            "<p class='price sold-out-price'>— สินค้าหมด —</p><p class=resale>"
            "ตลาดมือสองในแพลตฟอร์มเริ่มต้น ฿7,900 (ผู้ขายรายอื่น)</p>",
            "th",
            "รองเท้าผ้าใบ Runway X",
        ),
        # a classified's price left to offers, the carrier's fee
        (
            "<div class=current-price><span class=current-price-value>Hinta: tee tarjous</span>"
            "</div><p class=toimitus>Nouto tai Matkahuolto 7,90 € ostajan maksettavaksi</p>",
            "fi",
            "Sähkökitara + vahvistin",
        ),
        # a wholesale price behind a login, in Mongolian
        (
            "<div class=price-box><span class=login-to-see>Бөөний үнийг харахын тулд байгууллагын "
            "эрхээр нэвтэрнэ үү</span></div><p class=retail-ref>Жижиглэнгийн үнэ ойролцоогоор "
            "389,000₮ / ширхэг</p>",
            "mn",
            "Монитор 24 FHD — бөөний савлагаа",
        ),
        # an auction's current and next bids, in Romanian and Serbian
        (
            "<dl><dt>Ofertă curentă:</dt><dd>2.350 lei</dd><dt>Următoarea ofertă minimă:</dt>"
            "<dd>2.450 lei</dd></dl>",
            "ro",
            "Peisaj — ulei pe pânză",
        ),
        (
            "<table><tr><td>Trenutna ponuda:</td><td><b>12.500 din</b></td></tr><tr><td>Minimalna"
            " sledeća ponuda:</td><td>12.750 din</td></tr><tr><td>Slanje:</td><td>Post Express "
            "450 din</td></tr></table>",
            "sr",
            "Fotoaparat Zenit 12XP",
        ),
        # another model offered instead on a sold-out page, Thai "or choose"
        (
            "<div class=soldout>สินค้าหมด</div><p class=cross>หรือเลือก Vortek GX 80 ราคา ฿38,900 "
            "(มีสินค้า)</p>",
            "th",
            "การ์ดจอ Vortek GX 90",
        ),
    ],
)
def test_round_ch_no_price(box: str, lang: str, title: str) -> None:
    assert (
        extract(_shop(box, lang=lang, title=title, buyable=False), "https://x.example/p/1").main
        is None
    )


@pytest.mark.parametrize("heading", ["منتجات مموّلة", "شوهدت مؤخراً", "ផលិតផលពាក់ព័ន្ធ", "បានមើលថ្មីៗ"])
def test_round_ch_related_headings(heading: str) -> None:
    assert _RELATED_HEADING.search(heading)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Pēdējais gabals!", "limited"),
        ("Única unidad", "limited"),
        ("Τελευταίο κομμάτι", "limited"),
        ("Το προϊόν έχει καταργηθεί και δεν διατίθεται πλέον.", "out_of_stock"),
        ("Wird für Sie gedruckt – Versand in 8–10 Werktagen", "backorder"),
        ("غير متوفر في المستودع حالياً — يُشحن خلال 7-10 أيام عمل من المورّد", "backorder"),
        ("조립 후 출고 : 주문 후 제작, 영업일 기준 5~7일 소요", "backorder"),
        ("Қоймада: 7 дана", "in_stock"),
        # guards: the Kazakh label alone, its value in the next cell
        ("Қоймада:", None),
    ],
)
def test_round_ch_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_a_scarcity_line_wrapped_in_inline_tags_in_its_own_row_refines_the_button() -> None:
    box = (
        "<table><tr><td><font size=5><b>34.990 kr.</b></font></td></tr><tr><td><font color="
        "'#e67e00'><b>Aðeins 2 eftir á lager</b></font></td></tr><tr><td><form action=karfa.php>"
        "<input type=submit value='Setja í körfu'></form></td></tr></table>"
    )
    main = extract(_shop(box, lang="is", title="Aflgjafi 850W", buyable=False), "https://x.is/p/1")
    assert main.main is not None
    assert main.main.stock == "limited"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Kat. číslo: BSP-SM8</p>", "BSP-SM8"),
        ("<p>Продуктов код: PT-VX13-128G</p>", "PT-VX13-128G"),
        ("<p>Број на оглас: 7781123</p>", "7781123"),
        ("<p>Config code: ABTO-NOVA-32-2T</p>", "ABTO-NOVA-32-2T"),
        ("<p>Cod lot: GL-A12-047</p>", "GL-A12-047"),
    ],
)
def test_round_ch_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


@pytest.mark.parametrize(
    ("body", "want"),
    [
        # (a review's counter-examples to round CH's rules: each kept its price)
        (
            "<h1>Divano 3 posti</h1><div class=price><span>Divano 3 posti</span> <span>499,00 €"
            "</span></div>",
            (49900, "EUR"),
        ),
        (
            "<h1>Speedy 30</h1><p>Louis Vuitton Speedy</p><p class=price>€1.200,00</p>",
            (120000, "EUR"),
        ),
        (
            "<h1>Set de cuchillos</h1><p class=price>O elige pago único: €29,99</p><p>"
            "Suscríbete y ahorra 15%: €25,49</p>",
            (2999, "EUR"),
        ),
        ("<h1>Cuchillos</h1><p class=price>Or choose one-time purchase: €29.99</p>", (2999, "EUR")),
        ("<h1>मासिक धर्म कप</h1><p class=price>मासिक धर्म कप ₹299</p>", (29900, "INR")),
        ("<h1>ثلاجة</h1><p class=price>خدمة التوصيل مجانية 250 ر.س</p>", (25000, "SAR")),
        ("<h1>ثلاجة</h1><p class=price>اشتر الآن بدون دفعة مقدمة 1,299 ر.س</p>", (129900, "SAR")),
        ("<h1>កង្ហារ</h1><p class=price>ដឹកជញ្ជូនឥតគិតថ្លៃ ១២០,០០០៛</p>", (12000000, "KHR")),
        ("<h1>ชุดเริ่มต้น</h1><p class=price>ชุดเริ่มต้น ฿1,990</p>", (199000, "THB")),
        ("<h1>마스크</h1><p class=price>마스크 대형 (10개 9,900원)</p>", (9900, "KRW")),
        (
            "<h1>Televizor</h1><div><p class=price>Oferta curentă 2.350 RON</p><s>2.799 RON</s>"
            "</div>",
            (235000, "RON"),
        ),
    ],
)
def test_review_guards_round_ch(body: str, want: tuple[int, str]) -> None:
    main = extract(_bare(body), "https://shop-example.com/p/1").main
    assert main is not None and (main.price_minor, main.currency) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Τελευταία κομμάτια σε προσφορά!", None),
        ("Διαθέσιμο online – δεν διατίθεται πλέον στα καταστήματα", "in_stock"),
        ("※ 주문 후 제작 상품으로 교환/반품이 불가합니다.", None),
    ],
)
def test_review_guards_round_ch_stock(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_review_guards_a_link_to_another_item_is_no_line_of_the_box() -> None:
    box = (
        "<div class=price>$49.00</div><table><tr><td><a href=/p/2><b>Only 2 left</b></a></td>"
        "</tr></table>"
    )
    main = extract(_shop(box, title="Desk fan"), "https://x.example.com/p/1").main
    assert main is not None and main.stock == "in_stock"


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # round CI (blind648-653): a pallet's price by its count, beside the piece's
        (
            "<table><tr><td>Cena s DPH:</td><td><b>107,69 Kč</b> / ks</td></tr><tr><td>Cena za "
            "paletu (40 ks):</td><td>4 092,00 Kč s DPH</td></tr></table>",
            "https://www.stavebniny.example.cz/p/yt300",
            "cs",
            "Pórobetonová tvárnice 300 mm",
            (10769, "CZK"),
        ),
        # taking the old appliance away, in Icelandic, after an unticked box
        (
            "<table><tr><td><b>Verð:</b></td><td><b>149.995 kr.</b></td></tr></table><p><input "
            "type=checkbox> Förgun gamla tækis 4.990 kr.</p>",
            "https://www.raftaeki.example.is/vara/uv60",
            "is",
            "Uppþvottavél UV-60",
            (149995, "ISK"),
        ),
        # a French maker's refund offer
        (
            "<div class=prices><span class=sales>499,99 €</span></div><div class=odr>ODR : 50 € "
            "remboursés par la marque sur demande</div>",
            "https://www.froid.example.fr/p/lv45",
            "fr",
            "Lave-vaisselle 45 cm",
            (49999, "EUR"),
        ),
        # "Price before:", "a set of two" in Chinese, a Bulgarian tier "when buying 3"
        (
            "<div><span class=a>Price before: 35.000 JOD</span><span class=b>29.950 JOD</span>"
            "</div>",
            "https://www.care.example.jo/p/vc-50",
            "en",
            "Vitamin C Serum 50ml",
            (29950, "JOD"),
        ),
        (
            "<div class=price><span class=s>特價 NT$5,490</span></div><p class=pkg>兩入組 NT$10,490"
            "</p>",
            "https://www.3c.example.tw/p/ax6000",
            "zh-TW",
            "AX6000 電競路由器",
            (549000, "TWD"),
        ),
        (
            "<div><span class=big>24,90 лв.</span></div><p>При покупка на 3 бр. – по 21,90 лв. на "
            "брой</p>",
            "https://www.rozi.example.bg/p/ro-10",
            "bg",
            "Розово масло 10 ml",
            (2490, "BGN"),
        ),
    ],
)
def test_round_ci_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # a discontinued piece's "original price" in Malay
        (
            "<div class=alert>Produk ini telah dihentikan dan tidak lagi dijual.</div><p>Harga "
            "asal RM149.00</p>",
            "ms",
            "Baju Kurung Moden Seri",
        ),
        # a price shown only in the cart, in Mongolian, and an accessory's
        (
            "<div class=price><span class=reg>Зөвлөмж үнэ: <s>1,890,000₮</s></span><p>"
            "Үйлдвэрлэгчийн бодлогын дагуу бодит үнийг сагсанд нэмсний дараа харуулна.</p></div>",
            "mn",
            "Агаар цэвэршүүлэгч Air 7",
        ),
        # a trade login naming its account, in Dutch
        (
            "<div class='login-for-price alert'>Alleen voor salonprofessionals. <a href=/login>Log"
            " in</a> met je KvK-account om prijzen te zien.</div><p class=advice>"
            "Adviesverkoopprijs voor consumenten (250 ml): € 24,95</p>",
            "nl",
            "Hair Mask 1000 ml",
        ),
    ],
)
def test_round_ci_no_price(box: str, lang: str, title: str) -> None:
    assert (
        extract(_shop(box, lang=lang, title=title, buyable=False), "https://x.example/p/1").main
        is None
    )


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Annonse-ID: 34211</p>", "34211"),
        ("<p>Subasta N° 55120</p>", "55120"),
        ("<p>განცხადება # 77120</p>", "77120"),
    ],
)
def test_round_ci_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # round CJ (blind654-657): a related product so labelled on a sold-out page
        (
            "<div class=info>Related: Inverter Generator 2000W ₱38,990.00</div><div class=stock>"
            "<span class=badge>Sold out</span> — currently unavailable</div>",
            "en",
            "Inverter Generator 3000W",
        ),
        # a Danish auction's current bid and least raise
        (
            "<table class=bud><tr><td>Nuværende bud:</td><td><b>18.500 kr.</b></td></tr><tr><td>"
            "Mindste overbud:</td><td>500 kr.</td></tr></table>",
            "da",
            "Brugt vendeplov, 2014",
        ),
        # a Georgian business-only price and a retail one "about"
        (
            "<p class=pdp__price>ფასი ხელმისაწვდომია მხოლოდ ბიზნეს კლიენტებისთვის — <a href=/login>"
            "შესვლა</a></p><p>საცალო ქსელში ფასი დაახლ. 649.00 ₾</p>",
            "ka",
            "ყავის აპარატი CM900",
        ),
        # Serbian Cyrillic "already from" per running metre, a price on request
        ("<p>Већ од 89.990 дин. по дужном метру</p><p>Цена: —</p>", "sr", "Кухиња по мери"),
        (
            "<div class=price><b>Цена: на упит</b></div><p class=offer>Гаража МГ-2 продата прошле "
            "сезоне за 349.000,00 RSD</p>",
            "sr",
            "Монтажна гаража МГ-3",
        ),
    ],
)
def test_round_cj_no_price(box: str, lang: str, title: str) -> None:
    assert (
        extract(_shop(box, lang=lang, title=title, buyable=False), "https://x.example/p/1").main
        is None
    )
