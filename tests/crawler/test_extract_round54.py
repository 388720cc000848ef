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
from crawler.extract.visible import scan
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
