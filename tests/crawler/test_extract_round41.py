"""Stop 41's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 40's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.cues import adds_to_cart
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a fee's row in a table of facts, its label in the cell before
        (
            "<table><tr><td><b>Pris:</b></td><td><b>890,-</b> (ordinær)</td></tr><tr><td><b>"
            "Billettgebyr:</b></td><td>45,- per billett</td></tr></table>",
            "https://www.billett.example.no/arr.asp?id=7",
            "nb",
            (89000, "NOK"),
        ),
        # an add-on called optional in brackets, its row's label in two languages
        (
            "<table><tr><td>Bei:</td><td>TSh 1,250,000</td></tr><tr><td><b>Ufungaji "
            "(installation):</b></td><td>TSh 180,000 (hiari / optional)</td></tr></table>",
            "https://www.shamba.example.co.tz/pampu",
            "sw",
            (125000000, "TZS"),
        ),
        (
            "<p class=p>€ 1.249,00</p><p>Wandmontage: <b>€ 149,00</b> (optioneel)</p>",
            "https://www.tv.example.nl/p/55",
            "nl",
            (124900, "EUR"),
        ),
        # letter signs of a few countries' money, in their countries
        (
            "<div class=flex><span class=text-3xl>QR 89.50</span><span class=line-through>"
            "QR 99.00</span></div>",
            "https://www.fresh.example.qa/p/206114",
            "en",
            (8950, "QAR"),
        ),
        (
            "<p class=price><span class=amount>Br 650.00</span> <span>(Br 1,300.00 / kg)</span>"
            "</p>",
            "https://www.buna.example.et/products/yirga",
            "en",
            (65000, "ETB"),
        ),
        (
            "<p class=prix>Ar 185 000</p>",
            "https://www.vanille.example.mg/fr/vanille-250g",
            "fr-MG",
            (18500000, "MGA"),
        ),
        (
            "<div class=pr>Ksh 2,450</div>",
            "https://www.duka.example.co.ke/p/kettle",
            "en",
            (245000, "KES"),
        ),
        # one times the price, a basket's line, is no instalment
        (
            "<div class=summary><p>1 × Adult <strong>£67.50</strong></p></div>",
            "https://www.stalls.example.co.uk/shows/1/book",
            "en",
            (6750, "GBP"),
        ),
        # a weekly plan's amount beside the price
        (
            "<div class=p><span class=now>KSh 32,999</span> <s>KSh 38,500</s></div><div "
            "class=lipa>Lipa Mdogo Mdogo: KSh 1,250/week</div>",
            "https://www.kilele.example.co.ke/tv-43",
            "en",
            (3299900, "KES"),
        ),
        # what the shop pays for one ("買取価格")
        (
            "<div class=price><span>中古価格</span><span>¥1,210</span></div><div class=kaitori>"
            "この商品の買取価格：<strong>¥300</strong>（状態により変動）</div>",
            "https://www.furuhon.example.jp/item/1?condition=used",
            "ja",
            (1210, "JPY"),
        ),
        # "Each (In a Pack of 5)" beside the pack's net and gross prices
        (
            "<div class=pp><p>£12.45 Each (In a Pack of 5)</p><p>£62.25<span>(exc. VAT)</span>"
            "</p><p><b>£74.70</b><span>(inc. VAT)</span></p></div>",
            "https://www.bolt.example.co.uk/p/184-2273",
            "en-GB",
            (7470, "GBP"),
        ),
        # a total above the price, with the fees added
        (
            "<div class=p><span class=amount>2 400 kr</span></div><div class=t>Frakt 99 kr · "
            "Kjøpsbeskyttelse 93 kr</div><div class=total>Totalpris 2 592 kr</div>",
            "https://www.brukt.example.no/item/312459876",
            "nb",
            (240000, "NOK"),
        ),
        # the total for a quantity of more than one
        (
            "<p class=price>kr 229,00</p><p class=cut>Totalt for 4 stk: <b>kr 916,00</b></p>",
            "https://www.gulv.example.no/vinyl-4m",
            "nb",
            (22900, "NOK"),
        ),
        # a net price "before 9% GST" beside the gross one
        (
            "<div class=p><span>S$218.00 w/ GST</span> <span>S$200.00 before 9% GST</span></div>",
            "https://www.lion.example.com.sg/p/0093412",
            "en-SG",
            (21800, "SGD"),
        ),
        # a saving's row in Vietnamese; the price before VAT below the price
        (
            "<table><tr><td>Giá bán:</td><td><b>2.490.000₫</b></td></tr><tr><td>Tiết kiệm:</td>"
            "<td>700.000₫</td></tr></table>",
            "https://www.chobep.example.vn/noi-com",
            "vi",
            (2490000, "VND"),
        ),
        (
            "<p class=price>1.250.000₫</p><p class=net>Giá chưa VAT: 1.136.364₫</p>",
            "https://www.vattu.example.vn/p/0981",
            "vi",
            (1250000, "VND"),
        ),
        # a Thai members' renewal price after the variant's price
        (
            "<div class=v><span class=price><del>฿2,190</del> <ins>฿1,690</ins></span></div>"
            "<p class=renew>ต่ออายุปีที่ 2 ราคาพิเศษ ฿1,290 สำหรับสมาชิก</p>",
            "https://www.soft.example.co.th/product/shield/",
            "th",
            (169000, "THB"),
        ),
        # Bulgarian instalments
        (
            "<div class=p><span class=pv>179,00 €</span> <span class=old>Стара цена 219,00 €"
            "</span></div><div class=l>12 вноски по 14,92 € с Банка</div>",
            "https://www.technika.example.bg/p/510123",
            "bg",
            (17900, "EUR"),
        ),
        # services listed in one line after the price, each after its own label
        (
            "<div class=p>$899.00</div><div class=s>Assembly by a pro: <b>$79.00</b> · Propane "
            "tank exchange: <b>$24.98</b></div>",
            "https://www.ridge.example.com/pd/grill/5013372",
            "en-US",
            (89900, "USD"),
        ),
    ],
)
def test_more_amounts_beside_the_price(
    box: str, url: str, lang: str, want: tuple[int, str]
) -> None:
    assert _price(_shop(box, lang=lang, title="Item 1"), url) == want


def test_a_sets_price_per_named_piece() -> None:
    # "Set of 4 …": the set's price, and its price per chair beside it
    box = (
        "<div class=price><s>RM1,680.00</s> <b>RM1,299.00</b></div><div>Price per chair: "
        "RM324.75</div>"
    )
    url = "https://www.kemas.example.com.my/p/412"
    assert _price(_shop(box, title="Set of 4 Dining Chairs - Walnut"), url) == (129900, "MYR")


def test_a_pack_of_a_thousand_named_after_its_size() -> None:
    # "33 x 33 cm" is the size, "1000 kpl" the count: the piece price beside the pack's
    box = (
        "<div class=p><span class=v>19,90 €</span><span> / ltk</span><div class=u>0,02 €/kpl"
        "</div></div>"
    )
    url = "https://www.tukku.example.fi/p/700123"
    title = "Lautasliina 33 x 33 cm valkoinen, 1000 kpl/ltk"
    assert _price(_shop(box, lang="fi", title=title), url) == (1990, "EUR")


@pytest.mark.parametrize(
    ("box", "url", "title"),
    [
        # a buy-back page: its amounts are what the shop pays
        (
            "<div class=opts><a class=selected href='?c=good'>Good <em>£187.40</em></a><a "
            "href='?c=poor'>Poor <em>£120.00</em></a></div><div class=quote><p>We'll pay you</p>"
            "<p class=value>£187.40</p></div>",
            "https://www.phonecash.example.co.uk/sell/iphone-13?c=good",
            "Sell my iPhone 13 128GB",
        ),
        # an auction's current bid and its start price
        (
            "<div class=bidding><span>Current bid</span><span>$415</span><p>17 bids</p><div>"
            "Start price: $1</div></div>",
            "https://www.kiwibid.example.co.nz/listing/4521876390",
            "Camera body + lens",
        ),
        # a configurator's from price restated with its tax
        (
            "<div class=cfg__from><span>From</span> <span class=fp>£249.00</span> <span>ex VAT"
            "</span> <span class=inc>(£298.80 inc VAT)</span></div>",
            "https://www.lockers.example.co.uk/configure/series-300",
            "Steel Locker Series 300",
        ),
    ],
)
def test_no_price_to_read(box: str, url: str, title: str) -> None:
    assert _price(_shop(box, title=title), url) is None


def test_a_from_price_keeps_a_tax_note_of_another_amount() -> None:
    # an installation's "from" price in the line does not make the product's gross price
    # its restatement
    box = (
        "<div class=p><span class=now>S$1,299.00 incl. GST</span> <span class=ex>S$1,191.74 "
        "before GST</span> <span>Installation from S$180.00</span></div>"
    )
    url = "https://www.lion.example.com.sg/aircon/gn25"
    assert _price(_shop(box, title="Inverter Aircon 9000 BTU"), url) == (129900, "SGD")


@pytest.mark.parametrize(
    ("label", "want"),
    [
        ("buy ₹499", True),
        ("køb nu", True),
        ("купити", True),
        ("jetzt kaufen", True),
        ("buy for $9.99", True),
        ("mua ngay", True),
        ("pirkti", True),
        ("agregar", True),
        ("setja í körfu", True),
        # the successor's button, a guide, a place to buy: no button of this product's
        ("купити новинку", False),
        ("buying guide", False),
        ("where to buy", False),
    ],
)
def test_labels_that_buy(label: str, want: bool) -> None:
    assert adds_to_cart(label) is want


def _buy_page(line: str, button: str, lang: str = "sv") -> str:
    return (
        f"<html lang={lang}><body><main><h1>Kaffebryggare KB10</h1><div class=price-box><span "
        f"class=price-box__current>1 295 kr</span></div>{line}<button class=btn-buy>{button}"
        "</button></main></body></html>"
    )


def test_a_buy_button_and_a_stock_slot_beside_a_store_line() -> None:
    url = "https://www.kops.example.se/p/1045573"
    page = _buy_page("", "Köp")
    assert extract(page, url).availability == "in_stock"
    # the stock slot's own backorder line outweighs the button, the store line beside it
    # speaking of the store
    line = (
        "<div class=delivery><span class='delivery__status delivery__status--backorder'>"
        "Beställningsvara – beräknad leverans 3–4 veckor</span><span>Ej i lager i butik</span>"
        "</div>"
    )
    assert extract(_buy_page(line, "Köp"), url).availability == "backorder"


def test_a_status_label_says_pre_order_beside_the_buy_button() -> None:
    page = (
        "<html lang=uk><body><main><h1>Ноутбук Slim 5</h1><div class=block><p class='status-"
        "label status-label--orange'>Передзамовлення — відвантаження з 20.12</p><div class="
        "product-price><p class=product-price__big>42 999<span>₴</span></p></div><button "
        "class=buy-button>Купити</button></div></main></body></html>"
    )
    url = "https://www.rozet.example.ua/p/412998877"
    assert extract(page, url).availability == "preorder"


def test_an_icelandic_lead_time_leads_the_line() -> None:
    page = (
        "<html lang=is><body><main><h1>Lopapeysa</h1><p class=verd>24.990 kr.</p><button "
        "class=takki>Setja í körfu</button><p class=afhending><b>Prjónuð eftir pöntun</b> – "
        "afhending 3–4 vikur. Hver peysa er handprjónuð.</p></main></body></html>"
    )
    url = "https://www.lopi.example.is/vara/lp-0912"
    assert extract(page, url).availability == "backorder"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("단종된 상품입니다", "out_of_stock"),
        ("판매 종료", "out_of_stock"),
        ("단종으로 더 이상 판매하지 않습니다.", "out_of_stock"),
    ],
)
def test_more_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


# Round AN's rules (blind386-391)


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # the sign as an element's own text, the digits in its child
        (
            "<div class=flex><span class=t>市價 <s>NT$15,990</s></span><span class=text-3xl>NT$"
            "<span>12,990</span></span></div>",
            "https://www.yuanshan.example.com.tw/p/tb11",
            "zh-TW",
            (1299000, "TWD"),
        ),
        # a label's number before the price's own element: not one number grouped by a space
        (
            "<span class=price-container><span class=price-label>Taglia 46</span>\n <span "
            "class=price-wrapper><span class=price>209,00 €</span></span></span>",
            "https://www.mostra.example.it/oxford?taglia=46",
            "it",
            (20900, "EUR"),
        ),
        # the lowest price of the 30 days before the sale, in Spanish
        (
            "<div class=p><s class=old>39,95 EUR</s> <span class=now>25,99 EUR</span></div><p "
            "class=omnibus>Precio más bajo en los 30 días anteriores a la rebaja: 29,99 EUR</p>",
            "https://www.calle.example.es/vestido-p1.html",
            "es",
            (2599, "EUR"),
        ),
        # a sale badge's word after the price is no discount
        (
            "<div class=price><div class=price__sale><span><s class=price-item--regular>249,90 "
            "lei</s></span> <span class='price-item price-item--sale'>189,90 lei</span></div>"
            "<span class='badge price__badge-sale'>Reducere</span></div>",
            "https://www.vesta.example.ro/products/rochie",
            "ro",
            (18990, "RON"),
        ),
        # an amount added to the price in its own child ("+ KWD 2.000 delivery")
        (
            "<p class=p>KWD 139.900 <span class=s>+ KWD 2.000 delivery</span></p><div class=b>"
            "Bundle with a game: <b>KWD 157.500</b></div>",
            "https://www.gulfgadget.example.com.kw/p/hc2",
            "en",
            (139900, "KWD"),
        ),
        # an Arabic "price of 100 g" row beside the box's price
        (
            "<table><tr><td>السعر</td><td>6.500 ر.ع.</td></tr><tr><td>سعر 100 جم</td><td>0.650 "
            "ر.ع.</td></tr></table>",
            "https://www.tamar.example.om/p/khl-1000",
            "ar",
            (6500, "OMR"),
        ),
        # Latin America's "x m²": the box's price is the price
        (
            "<p class=p>$ 18.999,00 <span>x m²</span></p><p>Precio por caja (2,04 m²)</p><p "
            "class=c>$ 38.757,96</p>",
            "https://www.hogarobra.example.com.ar/p/1004532",
            "es-AR",
            (3875796, "ARS"),
        ),
        # a price after a mail-in rebate, the words in the next element
        (
            "<div class=p><span class=now>$39.97</span> each</div><div class=r><span>FINAL PRICE"
            "</span> <b>$35.57</b> <span>after rebate</span></div>",
            "https://www.prairie.example.com/p/4512309",
            "en-US",
            (3997, "USD"),
        ),
        # "$" on a Cambodian shop, beside the riel conversion
        (
            "<p class=price>$45.00</p><p class=khr>≈ ៛184,500</p>",
            "https://www.angkor.example.com.kh/products/krama",
            "en",
            (4500, "USD"),
        ),
    ],
)
def test_round_an_amounts(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title="Item 1"), url) == want


def test_a_total_for_several_pieces_is_no_price() -> None:
    # tyres sold per piece, four chosen: "Celkem za 4 ks" is the total for four
    box = "<p class=p>2 490 Kč <span>/ ks</span></p><p class=t>Celkem za 4 ks: <b>9 960 Kč</b></p>"
    url = "https://www.pneu.example.cz/p/2055516"
    assert _price(_shop(box, lang="cs", title="WinterStar 7 205/55 R16"), url) == (249000, "CZK")


def test_a_credits_total_in_structured_data_beside_the_cash_price() -> None:
    page = (
        '<html lang=es><head><script type=application/ld+json>{"@type": "Product", "name":'
        ' "Heladera 420 L", "offers": {"@type": "Offer", "price": 2940000, '
        '"priceCurrency": "PYG"}}</script></head><body><main><h1>Heladera 420 L</h1><div '
        "class=product-info-price><span class=price-label>Precio contado</span> <span "
        "class=price>Gs. 2.450.000</span></div><div class=credito>Precio crédito: 12 cuotas de "
        "<b class=cuota>Gs. 245.000</b></div><div class=credito-total>Total financiado: Gs. "
        "2.940.000</div><button class=btn-cart>Comprar</button></main></body></html>"
    )
    main = extract(page, "https://www.hogar.example.com.py/heladera-420").main
    assert main is not None and (main.price_minor, main.currency) == (2450000, "PYG")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Nog maar 4 online beschikbaar", "limited"),
        ("Beperkt op voorraad", "limited"),
        ("Op voorraad", "in_stock"),
        ("Ships from supplier in 3–5 days", "backorder"),
    ],
)
def test_round_an_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want
