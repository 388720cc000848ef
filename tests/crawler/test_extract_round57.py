"""Stop 57's rules (round CW: blind722-727, the four verticals, fishing and hunting shops,
party supplies and costumes; round CX: blind728-733, the four verticals, luggage, curtains and
blinds; round CY: blind734-739, the four verticals, electronic components, car dealers; round
CZ: blind740-743, the four verticals), on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on the code before its
round, the rest guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of


def _stock(page: str, url: str = "https://www.shop.example.com/p/1") -> str | None:
    result = extract(page, url)
    return result.main.stock if result.main is not None else result.stock


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a quantity discount by its Serbian label, beside the piece's price
        (
            "<div class=price-box><span class=price>8.499,00 RSD</span></div><p>Količinski "
            "popust: 3+ kom 7.999,00 RSD/kom</p>",
            "https://www.komp.example.rs/p/ssd-1tb",
            "sr",
            "SSD 1TB NVMe",
            (849900, "RSD"),
        ),
        # ... and in Czech
        (
            "<div><span>1 290 Kč</span></div><p>Množstevní sleva: 5+ ks 1 190 Kč/ks</p>",
            "https://www.naradi.example.cz/p/bity",
            "cs",
            "Sada bitů 32 ks",
            (129000, "CZK"),
        ),
        # the spare blades sold alone, by their label in Japanese and in English
        (
            "<table><tr><th>販売価格</th><td><span class=sale>¥4,180</span>（税込）</td></tr>"
            "</table><p>替刃のみ：¥1,320（税込）</p>",
            "https://www.kanagu.example.jp/p/saw-240",
            "ja",
            "両刃のこぎり 240mm",
            (4180, "JPY"),
        ),
        (
            "<p class=now><b>$34.99</b></p><p>Replacement blades only: $12.99</p>",
            "https://www.tools.example.com/p/scraper",
            "en",
            "Floor scraper with 5 blades",
            (3499, "USD"),
        ),
        # a weekend's rental beside the purchase price, in Swedish and German, both classed as
        # prices
        (
            "<div class=Price_buy__0Pq1>Köp: <strong>2 495 kr</strong></div> <div "
            "class=Price_rent__77xS>Hyr helg: 695 kr</div>",
            "https://www.fest.example.se/p/talt",
            "sv",
            "Partytält 4x8 m",
            (249500, "SEK"),
        ),
        (
            "<div class=price-buy>Kaufen: <strong>389,00 €</strong></div> <div class=price-rent>"
            "Miete pro Wochenende: 59,00 €</div>",
            "https://www.feier.example.de/p/zelt",
            "de",
            "Partyzelt 3x6 m",
            (38900, "EUR"),
        ),
        # a unit that labels the next amount ("Pr. 100 m: 299,90 kr."), not the price before it
        (
            "<p class=product-detail-price>89,95 kr.</p><p class=unit><span>Pr. 100 m:</span> "
            "<span class=price-unit-reference>59,97 kr.</span></p>",
            "https://www.fiske.example.dk/p/line",
            "da",
            "Fiskeline 0,30 mm – 150 m",
            (8995, "DKK"),
        ),
    ],
)
def test_round_cw_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # "see our price in the cart" in Norwegian beside a recommended price
        (
            "<div class=price-hidden><p>Veil. pris 7 990 kr</p><p><strong>Se vår pris i "
            "handlekurven</strong></p></div>",
            "nb",
            "Soundbar 5.1",
        ),
        # "price on request" in Estonian, an example order's price in prose
        (
            "<p class=price>Hind päringul</p><p>Näiteks eelmine tellimus: 2,40 m ritv 289 €.</p>",
            "et",
            "Tellimusritv",
        ),
        # a configurator's "from" price and a measuring service's fee
        (
            "<p class=from-price>¥699.00/㎡ 起</p><p class=hint>选择规格后显示价格</p>"
            "<p>上门测量服务费 ¥150.00</p>",
            "zh",
            "断桥铝平开窗（定制）",
        ),
    ],
)
def test_round_cw_no_price(box: str, lang: str, title: str) -> None:
    page = _shop(box, lang=lang, title=title)
    assert extract(page, "https://www.x.example/p/1").main is None


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # the recommended price alone, with no request beside it: the price
        ("<p class=price>Veil. pris 7 990 kr</p>", (799000, "NOK")),
        # a product named for hire, its price labelled as the price: the price
        ("<p>Leiepris: <b>6 995 kr</b></p>", (699500, "NOK")),
    ],
)
def test_round_cw_guards(box: str, want: tuple[int, str]) -> None:
    page = _shop(box, lang="nb", title="Soundbar 5.1")
    assert _price(page, "https://www.lyd.example.no/p/1") == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # the item number in the second field of a line, its "#" touching it
        ("<p>Model #MS254 · Item #TD-448120</p>", "TD-448120"),
        ("<p>Vendido por GloboMundo · Publicación #MF-99812</p>", "MF-99812"),
        # two labelled fields apart by spaces alone
        ("<div>Kód zboží: D8812 &nbsp; Kód výrobce: PL27Q165</div>", "D8812"),
        # a marketplace's name joined to the label
        ("<div class=section--itemId>eBay-Artikelnummer: 296615480231</div>", "296615480231"),
        ("<div class=card__code>Torget-kode 345667812</div>", "345667812"),
        # the maker's code by its Azerbaijani label, the page printing no number of its own
        ("<p>İstehsalçı kodu: BT-KY25</p>", "BT-KY25"),
        # a picker's options inside its container are no item number
        (
            "<div class=skuSelectorContainer>Voltagem: <span class=sku-127>127V</span> <span "
            "class='sku-220 selected'>220V</span></div><p class=codigo>Cód.: CC-SC1400-220</p>",
            "CC-SC1400-220",
        ),
    ],
)
def test_round_cw_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 1.899,00</p>") == want


@pytest.mark.parametrize(
    "line",
    [
        # a classified's ad id joined to "ID", a discount code joined to "kode"
        "<p>Anzeigen-ID: 88123</p>",
        "<p>Rabatt-kode SAVE10</p>",
        # the maker's article number is not the shop's
        "<p>Hersteller-Artikelnummer: 2966154</p>",
    ],
)
def test_round_cw_no_item_number(line: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 1.899,00</p>") is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Очікується постачання – відправка через 5–7 днів", "backorder"),
        ("Ожидается поступление", "backorder"),
        ("Pristatymas per 2–3 sav.", "backorder"),
        ("Beszerzés alatt – szállítás 5–8 munkanap", "backorder"),
        ("Производот е укинат и повеќе не е достапен.", "out_of_stock"),
        ("відправка через 3 тижні", "backorder"),
        # a delivery from abroad in days is stock at hand abroad; Italian "per" is "for"
        ("Доставка из-за рубежа 10–14 дней", None),
        ("Consegna gratuita per 14 giorni", None),
    ],
)
def test_round_cw_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def _box_page(box: str, button: str = "Add to cart", lang: str = "en", head: str = "") -> str:
    return (
        f"<html lang={lang}><head><title>Inverter kit</title>{head}</head><body><main><div "
        f"class=product><h1>Inverter kit 5kVA</h1><p class=price>R 38 999,00</p>{box}<button>"
        f"{button}</button></div></main></body></html>"
    )


@pytest.mark.parametrize(
    ("page", "want"),
    [
        # the supplier's stock is no store's shelf
        (_box_page("<p>Out of stock at supplier — ships in 10–14 days</p>"), "backorder"),
        # the seller's line counts what is left, short lines of the buy box before the button
        (
            _box_page(
                "<p>Sold by <b>PhotoHub</b> · Only 3 left in stock</p><p>Get it tomorrow · Free "
                "delivery on orders above R 1 000</p><p>Pay 4 × R 9 749,75 with Payflex</p>"
            ),
            "limited",
        ),
        # an order-in line in a table layout's row
        (
            "<html lang=uk><body><table><tr><td><h1>Гірлянда 5 м</h1></td></tr><tr><td><b>849 ₴"
            "</b></td></tr><tr><td>Під замовлення, відправка через 5–7 днів</td></tr><tr><td>"
            "<button>Купити</button></td></tr></table></body></html>",
            "backorder",
        ),
        # "buy" in Armenian is an add-to-cart control
        (
            "<html lang=hy><body><h1>Ամանորյա հավաքածու</h1><p class=price>12 500 ֏</p><button>"
            "Գնել</button></body></html>",
            "in_stock",
        ),
    ],
)
def test_round_cw_page_stock(page: str, want: str) -> None:
    assert _stock(page, "https://www.shop.example.co.za/p/1") == want


def test_an_order_in_line_outweighs_a_structured_limited_availability() -> None:
    head = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",'
        '"name":"Spinnrute 2,70 m","offers":{"@type":"Offer","price":"129.99",'
        '"priceCurrency":"EUR","availability":"https://schema.org/LimitedAvailability"}}'
        "</script>"
    )
    page = (
        f"<html lang=de><head><title>Spinnrute</title>{head}</head><body><main><div class=product>"
        "<h1>Spinnrute 2,70 m</h1><p class=price>129,99 €</p><div class='delivery-information "
        "delivery-restock'>Lieferzeit 2–3 Wochen – wird nachbestellt</div><button>In den "
        "Warenkorb</button></div></main></body></html>"
    )
    assert _stock(page, "https://www.angeln.example.de/p/rute") == "backorder"


def _fee_page(box: str, title: str, lang: str = "en") -> str:
    return (
        f"<html lang={lang}><head><title>{title}</title></head><body><main><div class=product>"
        f"<h1>{title}</h1>{box}<button>Add to cart</button></div></main></body></html>"
    )


@pytest.mark.parametrize(
    ("box", "title", "lang", "url"),
    [
        # a unit's own terms after a colon, no amount of its own: still this price's unit
        (
            "<div class=price-box><span class=price>£15.00</span> / day: 3 days minimum</div>",
            "Carpet cleaner hire",
            "en",
            "https://www.hire.example.co.uk/p/1",
        ),
        (
            "<span class=price>29,90 €</span> / m² : 1,5 m² par colis",
            "Carrelage gris 60x60",
            "fr",
            "https://www.carrelage.example.fr/p/1",
        ),
    ],
)
def test_review_guards_round_cw_units(box: str, title: str, lang: str, url: str) -> None:
    assert extract(_fee_page(box, title, lang), url).main is None


@pytest.mark.parametrize(
    "line",
    [
        # another party's number joined to the label, or a discount's, or a barcode's
        "<p>EAN-kode: 7041234567890</p>",
        "<p>Kupon-kode SOMMER20</p>",
        "<p>OEM-Artikelnummer: 1K0615301</p>",
        "<p>Kunden-Artikelnummer: 44120</p>",
        "<p>Vendor-SKU: V-44712</p>",
        # a promotion's code in a line of two colons
        "<div class=promo>Kod: LATO20 – dodatkowe 15% rabatu, ważny do: 31.08.2024</div>",
        # "Lot" before a number is a batch's as often as an auction lot's
        "<p>Lot 2024</p>",
        "<p class=batch>Lot 230415</p><p>Best before 04/2026</p>",
        # "Item" before a pack's size, a promotion's Estonian "Kood:"
        "<p>Brand: Acme · Item 12-pack</p>",
        "<p>−20% kõigile · Kood: SUVI20</p>",
    ],
)
def test_review_guards_round_cw_item_numbers(line: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 1.899,00</p>") is None


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a return window in Russian and Ukrainian is no lead time
        ("<p class=stock>В наличии</p><p>Бесплатная отправка и 14 дней на возврат</p>", "in_stock"),
        (
            "<p class=stock>В наявності</p><p>Безкоштовна відправка та 14 днів на повернення</p>",
            "in_stock",
        ),
        # the supplier's state beside the shop's own count is not the shop's
        ("<p class=stock>In stock (3) · Out of stock at supplier</p>", "in_stock"),
    ],
)
def test_review_guards_round_cw_stock(box: str, want: str) -> None:
    page = _fee_page(f"<p class=price>1 290 ₽</p>{box}", "Кружка")
    assert _stock(page) == want


def test_a_bulk_quote_link_beside_the_price_keeps_the_price() -> None:
    box = (
        "<div class=price-box><span class=price>249,00 €</span> <a href=/tarjous>Kysy tarjous</a>"
        "</div>"
    )
    page = _fee_page(box, "Sähkökiuas 9 kW", "fi")
    assert _price(page, "https://www.kiuas.example.fi/p/1") == (24900, "EUR")


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # another option's price in a row whose chosen one is marked "(vybráno)"
        (
            "<div class=product-detail__price><span class=main>2 990 Kč</span></div><p "
            "class=colors>Černá 3 290 Kč · Červená (vybráno)</p>",
            "https://www.kufry.example.cz/p/kufr?barva=cervena",
            "cs",
            "Kabinový kufr červený",
            (299000, "CZK"),
        ),
        # a Thai installation fee by its "fee of" word
        (
            "<div><span class=now>฿4,290</span> <span class=line-through>ราคาปกติ ฿5,490</span>"
            "</div><p>ค่าติดตั้ง ฿800</p>",
            "https://www.pump.example.co.th/p/250w",
            "th",
            "ปั๊มน้ำอัตโนมัติ 250 วัตต์",
            (429000, "THB"),
        ),
        # one square metre's price as an equation
        (
            "<div class=sc-26dd94>89,900₮</div><p class=sc-9b3cd8>1м² = 22,475₮</p>",
            "https://www.barilga.example.mn/p/ub-dh50",
            "mn",
            "Дулаалгын хавтан 50мм (багц 8ш)",
            (8990000, "MNT"),
        ),
    ],
)
def test_round_cx_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # a discontinued case's successor, named in Chinese
        (
            "<p>此商品已停產。</p><p>推薦後繼款 經典二代 26 吋 NT$5,980</p>",
            "zh-Hant",
            "經典 26 吋行李箱",
        ),
        # "price: please enquire" above a measuring visit's fee
        (
            "<p class=sc-2be252>價格請洽詢</p><p class=sc-bf7130>依尺寸丈量報價，丈量費 NT$500"
            "（成交可折抵）</p>",
            "zh-Hant",
            "客製化白鐵防盜窗",
        ),
        # an auction's highest bid and its delivery fee after "pick-up or"
        (
            "<div class=price-box><span class=bid>Korkein tarjous 120 €</span> <span>(9 "
            "tarjousta)</span></div><div class=note>Nouto Lahdesta, toimitus 29 €</div>",
            "fi",
            "Vanha keinutuoli",
        ),
    ],
)
def test_round_cx_no_price(box: str, lang: str, title: str) -> None:
    page = _shop(box, lang=lang, title=title, buyable=False)
    assert extract(page, "https://www.x.example/p/1").main is None


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<div class=itemno>Št. oglasa: 12345678</div>", "12345678"),
        ("<div class=info>Model Number: BP-880 · Item N40123456A</div>", "N40123456A"),
        ("<p class=code>Model: TAD36FD-SS · Web code 1024488</p>", "1024488"),
        ("<p>Kood: RK-ROL-PRO5</p>", "RK-ROL-PRO5"),
        ("<p class=id>Preces ID: 4451209</p>", "4451209"),
        # a plain label without a colon, a maker's number after it
        ("<div class=meta>Artikelnummer 1002394877 · Herstellernr. KW-K8-SI</div>", "1002394877"),
        # a generic "Code:" in a product block's code element, its value in a child
        (
            "<p class=product-detail__code>Code: <span class=product-detail__code-value>"
            "KR-SUN-1200-PW</span></p>",
            "KR-SUN-1200-PW",
        ),
    ],
)
def test_round_cx_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 1.899,00</p>") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Awaiting stock – due in 2–3 weeks. Order now to reserve.", "backorder"),
        ("Výroba ukončena — produkt již není v prodeji", "out_of_stock"),
        ("Til salgs", "in_stock"),
        ("በክምችት ውስጥ", "in_stock"),
        ("Бараа дууссан", "out_of_stock"),
        ("Тауар уақытша жоқ", "out_of_stock"),
        ("يتوفر عند الطلب – التوريد خلال 10 أيام", "backorder"),
        ("Samo 1 na zalihi", "limited"),
        ("Испорука за 7–10 радних дана (по поруџбини)", "backorder"),
        ("Үлдэгдэл: 25 багц", "in_stock"),
        # a sale's end, a boat's name: no state
        ("Til salgs til 31. desember", None),
        ("Samo 10 dana do kraja akcije", None),
    ],
)
def test_round_cx_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("page", "want"),
    [
        # Mongolian "add to basket" as a button's one word
        (
            "<html lang=mn><body><h1>Дулаалгын хавтан</h1><p class=price>89,900₮</p><button>"
            "Сагслах</button></body></html>",
            "in_stock",
        ),
        # a count wrapped in inline tags up to its line
        (
            "<html lang=is><body><h1>Hafgola LP</h1><p class=price>6.990 kr.</p><p><font "
            "color=#b36b00><b>Aðeins 2 eintök eftir!</b></font></p><button>Setja í körfu</button>"
            "</body></html>",
            "limited",
        ),
        # a Serbian lead time in Cyrillic, in a table layout's own row
        (
            "<html lang=sr><body><table><tr><td><h1>Велики кофер 75 цм</h1></td></tr><tr><td>"
            "Цена: <strong>12.990,00 RSD</strong></td></tr><tr><td>Испорука за 14–21 радних дана"
            "</td></tr><tr><td><button>Додај у корпу</button></td></tr></table></body></html>",
            "backorder",
        ),
    ],
)
def test_round_cx_page_stock(page: str, want: str) -> None:
    assert _stock(page, "https://www.shop.example.mn/p/1") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a return window in Serbian and Macedonian, named before its count: no lead time
        ("Бесплатна испорука, повраћај у року од 14 дана", None),
        ("Бесплатна испорака. Враќање во рок од 14 дена", None),
        # a service available on request is no back-order of the product
        ("تغليف الهدايا يتوفر عند الطلب", None),
        # instalments temporarily unavailable, a predecessor no longer sold: no state of this
        ("Қоймада бар · Бөліп төлеу уақытша жоқ", "in_stock"),
        ("Skladem – nahrazuje X200, který již není v prodeji", "in_stock"),
    ],
)
def test_review_guards_round_cx_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a price including the measuring fee, or with it waived: the price
        ("<p class=price>含丈量費 NT$3,200</p>", (320000, "TWD")),
        ("<p class=price>免丈量費・售價 NT$3,200</p>", (320000, "TWD")),
        # the product itself described as a successor
        ("<p class=price>經典一代後繼款 NT$5,980</p>", (598000, "TWD")),
    ],
)
def test_review_guards_round_cx_prices(box: str, want: tuple[int, str]) -> None:
    page = _shop(box, lang="zh-Hant", title="白鐵防盜窗")
    assert _price(page, "https://www.tiechuang.example.com.tw/p/1") == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a used camera's page naming the new one's price, with structured data of the new one
        (
            "<div class=product-detail-price>219,99 €</div><div class=product-detail-alt>Naujas: "
            "299,99 €</div>",
            "https://www.turgus.example.lt/p/kameo-m30-naudotas",
            "lt",
            "Fotoaparatas Kameo M30 (naudotas)",
            (21999, "EUR"),
        ),
        # Hungarian "price" in a sale price's own label
        (
            "<p class=line-through>Listaár 9 490 000 Ft</p><p class='mt-2 text-4xl'>Akciós ár: "
            "8 990 000 Ft</p>",
            "https://www.auto.example.hu/auto/vitara",
            "hu",
            "Suzuki Vitara 1.4 Hybrid",
            (899000000, "HUF"),
        ),
        # a booking deposit in Arabic beside the car's price
        (
            "<div><span><s>18,500.000 د.أ</s></span><span>17,900.000 د.أ</span></div><p>دفعة حجز "
            "500.000 د.أ قابلة للاسترداد</p>",
            "https://www.auto.example.jo/car/elantra",
            "ar",
            "هيونداي إلنترا هايبرد 2023",
            (17900000, "JOD"),
        ),
    ],
)
def test_round_cy_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # a sold-out slot's "price not available" above an accessory's line
        (
            "<div class=pdp-price><span class=pdp-price__na>Agotado — precio no disponible</span>"
            "</div><p class=pdp-stock>Sin stock</p><div class=pdp-extras><div>Control inalámbrico "
            "S/ 299.00</div></div>",
            "es",
            "Consola PlayBox 5 Slim",
        ),
        # an auction's current bid and its bid step
        (
            "<div class=auction><p>Текущая ставка: <b>1 850 000 ₽</b> (14 ставок)</p><p>Шаг ставки "
            "10 000 ₽ · Комиссия покупателя 3%</p></div>",
            "ru",
            "Kia K5 2.5 GT-Line 2022",
        ),
    ],
)
def test_round_cy_no_price(box: str, lang: str, title: str) -> None:
    page = _shop(box, lang=lang, title=title, buyable=False)
    assert extract(page, "https://www.x.example/p/1").main is None


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<div class=sc-bZQynM>رقم السلعة: AS-TAB11</div>", "AS-TAB11"),
        ("<div class=pcode>Tangazo Na. 4471829</div>", "4471829"),
        ("<p>Shop part #: <b>OP-ERJ3-10K-TR</b></p>", "OP-ERJ3-10K-TR"),
        ("<table><tr><td>Objednací kód:</td><td>BS-BC547-100</td></tr></table>", "BS-BC547-100"),
        ("<dl class=Vehicle_sku><dt>在庫番号</dt><dd>SK-20931</dd></dl>", "SK-20931"),
        ("<table><tr><td>Stock ref:</td><td><b>KA-1187</b></td></tr></table>", "KA-1187"),
        ("<p class=meta>物件編號：TC-CC-5502　車牌：ABC-1234</p>", "TC-CC-5502"),
        ("<p class=meta>Azonosító: BA-VIT-912</p>", "BA-VIT-912"),
    ],
)
def test_round_cy_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 1.899,00</p>") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Wala nang stock", "out_of_stock"),
        ("Disponibile in 5-7 giorni lavorativi (spedito dal produttore)", "backorder"),
        ("在庫あり・ご来店予約受付中", "in_stock"),
        ("Entrega inmediata", "in_stock"),
        ("現車在店", "in_stock"),
        ("พร้อมขาย", "in_stock"),
        ("Available now", "in_stock"),
        ("이 가격 마지막 1대 남음", "limited"),
        # a pre-order stays one; a product's colours say nothing of stock
        ("Available now for pre-order", "preorder"),
        ("予約受付中", "preorder"),
        ("Available in 3 colours", None),
    ],
)
def test_round_cy_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_a_promotion_block_named_for_the_product_holds_no_item_number() -> None:
    promo = (
        "<div class=product-promo><span class=product-promo__text>Extra 10% off with code</span> "
        "<span class=product-promo__code>SAVE10</span></div>"
    )
    main = extract(
        _shop(f"<p class=price>€ 1.899,00</p>{promo}"), "https://www.shop.example.com/p/1"
    ).main
    assert main is not None and main.product.sku is None


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # French "N payments of" under the price
        (
            "<div><span class=sc-f45339>1 299,99 $</span></div><div>Prix courant <s>1 499,99 $</s>"
            "</div><div>Financement : 36 versements de 36,11 $</div>",
            "https://www.audio.example.ca/fr/p/sub12",
            "fr-CA",
            "Caisson de graves SUB12 noir",
            (129999, "CAD"),
        ),
        # a tier for a count and more, "buy 50+ and pay"
        (
            "<span class=price><bdi>$28.80</bdi> <small>each</small></span><p>Buy 50+ and pay "
            "$26.90 each</p>",
            "https://www.timber.example.co.nz/p/decking?length=4-8m",
            "en-NZ",
            "Pine Decking 140x32 H3.2 Treated",
            (2880, "NZD"),
        ),
    ],
)
def test_round_cz_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_a_hindi_map_line_asks_for_the_cart() -> None:
    box = (
        "<div class=price-old>MRP: <s>₹54,990</s></div><div class=price><span class=map-note>"
        "कीमत देखने के लिए कार्ट में जोड़ें</span></div><div>इंस्टॉलेशन ₹1,499 अतिरिक्त</div>"
    )
    page = _shop(box, lang="hi", title="इन्वर्टर स्प्लिट एसी 1.5 टन")
    assert extract(page, "https://www.mandi.example.in/p/ac15").main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Läbimüüdud. Hind selgub uue partii saabumisel.", "out_of_stock"),
        ("Inaagizwa — tayari baada ya siku 7", "backorder"),
        ("स्टकमा ५ थान मात्र बाँकी", "limited"),
        ("በክምችት አለ", "in_stock"),
        # a supplier named in another sense is no lead time
        ("Ships in 1–2 days · trusted supplier since 1998", None),
    ],
)
def test_round_cz_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # drop-shipped stock at hand, a collection deadline, a place's status after a dash, an
        # "if" clause: no new state
        ("In stock – ships from the manufacturer in 24 hours", "in_stock"),
        ("متوفر في الفرع. يرجى الاستلام خلال 10 أيام من تاريخ الإشعار", "in_stock"),
        ("Available — Reserved", None),
        ("Kung wala nang stock, ibabalik namin ang bayad mo.", None),
        ("Consulte disponibilidad para entrega inmediata", None),
    ],
)
def test_review_guards_round_cy_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "lang", "title", "url", "want"),
    [
        # a used car's lowered price after its old one: no "new item" price set aside, so not
        # the old price (the two unmarked, no price)
        (
            "<div class=price><p>Old price: £7,995</p><p>New price: £7,495</p></div>",
            "en",
            "Used 2016 Ford Focus 1.0 Zetec",
            "https://www.cars.example.co.uk/p/1",
            None,
        ),
        # a price slot's side line that some other price is not available
        (
            "<div class=price><p class=price>89,95 €</p><p>Grundpreis nicht verfügbar</p></div>",
            "de",
            "Wasserkocher 1,7 l",
            "https://www.shop.example.de/p/1",
            (8995, "EUR"),
        ),
        # an old price in Ukrainian beside the price
        (
            "<div class=price><p>Стара ціна: 14 999 грн</p><p class=now>12 999 грн</p></div>",
            "uk",
            "Пилосос R5",
            "https://www.shop.example.ua/p/1",
            (1299900, "UAH"),
        ),
        # a price including the booking deposit
        (
            "<p class=price>السعر شامل دفعة الحجز: 850,000 ر.س</p>",
            "ar",
            "تويوتا كامري 2024",
            "https://www.cars.example.sa/p/1",
            (85000000, "SAR"),
        ),
    ],
)
def test_review_guards_round_cy_prices(
    box: str, lang: str, title: str, url: str, want: tuple
) -> None:
    result = extract(_fee_page(box, title, lang), url)
    got = None if result.main is None else (result.main.price_minor, result.main.currency)
    assert got == want
