"""Stop 50's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 49's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of

# Round BQ (blind542-547: the four verticals, beauty and perfume, garden centres and
# nurseries) mended at stop 50.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a price per 100 g after the lev's abbreviating dot ("лв. / 100 г")
        (
            "<span class=big>18,40 лв.</span><p>250 г · 7,36 лв. / 100 г</p>",
            "https://www.kozmetika.example.bg/p/krem-250",
            "bg",
            "Крем за ръце 250 г",
            (1840, "BGN"),
        ),
        # what a used item cost new, in Icelandic, Croatian and German word order
        (
            "<p class=verd><b>45.000 kr.</b></p><p>Ný kostaði hún 89.900 kr.</p>",
            "https://www.solur.example.is/auglysing/771",
            "is",
            "Barnavagn, lítið notaður",
            (45000, "ISK"),
        ),
        (
            "<p class=cijena><b>650 €</b></p><p>Nova je koštala 1.299 €. Dostava po dogovoru.</p>",
            "https://www.oglasi.example.hr/oglas/garnitura-77",
            "hr",
            "Kutna garnitura, rabljena",
            (65000, "EUR"),
        ),
        (
            "<p class=preis><b>420 €</b></p><p>Neu kostete er 899 €, kaum benutzt.</p>",
            "https://www.kleinanzeigen.example.de/s-anzeige/roller/44",
            "de",
            "E-Roller, gebraucht",
            (42000, "EUR"),
        ),
        # a tier table's first row, from one, the only price of a signless Nordic shop
        (
            "<table class=tier><tr><th>Antall</th><th>Pris pr. stk.</th></tr><tr><td>1–11</td>"
            "<td class=pprice>89,-</td></tr><tr><td>12+</td><td>79,-</td></tr></table>",
            "https://www.verktoy.example.no/vare/hanske-vinter",
            "nb",
            "Vinterhanske, fôret",
            (8900, "NOK"),
        ),
        # a list price in Hebrew beside the price
        (
            "<div><span class=a>₪ 129.90</span> <span class=b>מחיר קודם ₪ 159.90</span></div>",
            "https://www.yofi.example.co.il/p/cream",
            "he",
            'קרם לחות 50 מ"ל',
            (12990, "ILS"),
        ),
        # a Thai multibuy counted in pots
        (
            "<span class=now>฿250</span><div class=promo>ซื้อ 2 กระถาง ราคา ฿450</div>",
            "https://www.suan.example.co.th/p/ficus",
            "th",
            "ต้นไทรใบสัก กระถาง 8 นิ้ว",
            (25000, "THB"),
        ),
        # a Malay member's price beside everyone's
        (
            "<span class=now>RM25.90</span><div>Harga ahli: RM22.90</div>",
            "https://www.taman.example.com.my/produk/limau",
            "ms",
            "Anak Pokok Limau Kasturi",
            (2590, "MYR"),
        ),
        # a piece's price of a pack whose count the name gives in its own word
        (
            "<span class=value>CHF 14.90</span><div class=unit>CHF 0.30 / Stück</div>",
            "https://www.garten.example.ch/p/tulpen-50",
            "de",
            "Tulpen-Mischung – 50 Zwiebeln",
            (1490, "CHF"),
        ),
        # ... beside a price called "regular", no sale price with it
        (
            "<div class=price><span class='price-item price-item--regular'>$59.99</span> <span "
            "class=price__per>($2.50 / plug)</span></div>",
            "https://www.prairie.example.com/products/lavender-tray",
            "en",
            "Lavender 'Hidcote' – 24-plug tray",
            (5999, "USD"),
        ),
        # an asking price open to offers
        (
            "<div class=price-wrap><span class=price>GH₵ 1,850</span><span class="
            "price-negotiable>Negotiable</span></div>",
            "https://www.adverts.example.com.gh/item/cooker-4",
            "en",
            "Gas cooker, 4 burners",
            (185000, "GHS"),
        ),
        # a tier table's first row of net prices beside the gross price
        (
            "<div class=precios><div class=sin-iva>145,00 € <small>sin IVA</small></div><div "
            "class=con-iva>175,45 € <small>IVA incluido</small></div><table><tr><td>1–4 uds</td>"
            "<td>145,00 €</td></tr><tr><td>5+ uds</td><td>139,00 €</td></tr></table></div>",
            "https://www.suministros.example.es/p/taladro",
            "es",
            "Taladro percutor 850 W",
            (17545, "EUR"),
        ),
    ],
)
def test_round_bq_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title"),
    [
        # a configurator's price line still blank, a part's price in a step
        (
            "<p class=from>From $42.00 per metre</p><ol><li>Choose length</li><li>Add engraving "
            "($12.00 each)</li></ol><div class=summary><span>Your price:</span> <strong>$ —"
            "</strong></div>",
            "https://www.worktops.example.com/configure/oak-40",
            "en",
            "Solid oak worktop, cut to size",
        ),
        # a price left to agree in a classified's table, what it cost new below
        (
            "<table><tr><th>Cijena</th><td class=pprice><b>Po dogovoru</b></td></tr></table><p>"
            "Nova je koštala 1.299 €.</p>",
            "https://www.oglasi.example.hr/oglas/ormar-12",
            "hr",
            "Ormar s kliznim vratima",
        ),
        # "from" after the amount in Georgian, Korean and Finnish
        (
            "<p class=from>ფასი: 45.00 ₾-დან</p>",
            "https://www.gift.example.ge/p/box",
            "ka",
            "საჩუქრის ყუთი",
        ),
        (
            "<p class=from>19,900원부터</p>",
            "https://www.gift.example.kr/p/box",
            "ko",
            "선물 상자 만들기",
        ),
        (
            "<p class=from>49,90 € alkaen</p>",
            "https://www.lahja.example.fi/p/laatikko",
            "fi",
            "Lahjalaatikko – kokoa itse",
        ),
    ],
)
def test_round_bq_no_price(box: str, url: str, lang: str, title: str) -> None:
    assert _price(_shop(box, lang=lang, title=title, buyable=False), url) is None


def test_a_discontinued_line_speaks_over_the_successors_button() -> None:
    box = (
        "<div class=alert>Tuote on poistunut valikoimasta eikä sitä voi enää tilata.</div><p>"
        "Tuotenumero: HK-77310</p><div "
        "class='successor card'><p>Korvaava tuote: <a href=/p/k3>Vaaka K3</a></p><p class="
        "product-price>24,90 €</p><button>Lisää ostoskoriin</button></div>"
    )
    result = extract(
        _shop(box, lang="fi", title="Keittiövaaka K2", buyable=False),
        "https://www.kauppa.example.fi/p/k2",
    )
    assert result.main is None
    assert result.availability == "out_of_stock"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "Esgotado temporariamente — disponível a partir de 12/04. Pode encomendar já.",
            "backorder",
        ),
        ("Tijdelijk uitverkocht – nabesteld, verwacht binnen 2 weken.", "backorder"),
        ("Tijdelijk uitverkocht – u kunt alvast bestellen", "backorder"),
        ("Imeagizwa – itapatikana ndani ya siku 7–10", "backorder"),
        ("Kupi odmah nije dostupno za ovu aukciju.", None),
        ("Buy It Now is not available for this listing", None),
        ("¡Pocas piezas!", "limited"),
        ("Pocas piezas disponibles", "limited"),
        ("Қоймада 2 дана ғана қалды", "limited"),
        ("Välja müüdud", "out_of_stock"),
        ("Ei ole saadaval", "out_of_stock"),
        ("See toode on valikust eemaldatud.", "out_of_stock"),
        ("Վաճառված է։ Այլևս հասանելի չէ։", "out_of_stock"),
        ("Precomandă – livrare din martie 2027", "preorder"),
        ("Voorverkoop – levering vanaf maart", "preorder"),
        ("Available: Yes", "in_stock"),
        ("Fáanlegt: Já", "in_stock"),
    ],
)
def test_round_bq_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a stock label's cell and its yes in the next
        (
            "<table><tr><td>Verð:</td><td class=price>145.000 kr.</td></tr><tr><td>Fáanlegt:"
            "</td><td>Já</td></tr></table>",
            "in_stock",
        ),
        (
            "<dl><dt>Price:</dt><dd class=price>$45.00</dd><dt>Available:</dt><dd>Yes</dd></dl>",
            "in_stock",
        ),
    ],
)
def test_round_bq_stock_lines(box: str, want: str) -> None:
    page = _shop(box, buyable=False)
    assert extract(page, "https://www.shop.example.com/p/1").availability == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Auglýsing nr. 3318842</p>", "3318842"),
        ("<p>Šifra oglasa: 44028811</p>", "44028811"),
        ("<p>Broj aukcije: BV-AU-55120</p>", "BV-AU-55120"),
        ("<p>PLU: 3321187</p>", "3321187"),
        ("<p>Product number: <span>NG-AVO-HASS</span></p>", "NG-AVO-HASS"),
    ],
)
def test_round_bq_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


# Round BR (blind548-553: the four verticals, collectibles and antiques, bakeries, butchers and
# specialty groceries) mended at stop 50.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # "2 por" a multibuy's price, beside the price and the Omnibus low equal to it
        (
            "<div class=p><span class=old><s>29,99 EUR</s></span> <span class=cur>19,99 EUR</span>"
            "</div><p>Precio más bajo en los últimos 30 días: 19,99 EUR</p><p class=promo>3 por "
            "50,00 EUR en camisetas</p>",
            "https://www.moda.example.es/p/camiseta-basica",
            "es",
            "Camiseta básica algodón",
            (1999, "EUR"),
        ),
        # a service's row in a table, labelled an extra copy
        (
            "<table><tr><td>Precio:</td><td><b>Gs. 120.000</b></td></tr><tr><td><b>Copia de "
            "llave adicional:</b></td><td>Gs. 15.000 c/u</td></tr></table>",
            "https://www.ferreteria.example.com.py/candado-60",
            "es",
            "Candado de acero 60 mm",
            (120000, "PYG"),
        ),
        # two prices side by side, the lower classed the sale's
        (
            "<div class=prices><span class=list>899,00 TL</span> <span class=sale>649,90 TL</span>"
            "</div>",
            "https://www.yapi.example.com.tr/urun/matkap",
            "tr",
            "Darbeli Matkap 650W",
            (64990, "TRY"),
        ),
        # "per" a larger measure and its count of pieces
        (
            "<table><tr><td>Price per bag</td><td><b>UGX 36,000</b></td></tr><tr><td>Per pallet "
            "(40 bags)</td><td>UGX 1,400,000</td></tr></table>",
            "https://www.build.example.ug/p/cement-50kg",
            "en",
            "Portland Cement 32.5R – 50 kg bag",
            (36000, "UGX"),
        ),
        # an Arabic refurbished phone's price new, and an approximate price new in Icelandic
        (
            "<span class=amount>145.000 د.أ</span><p class=note>سعر الجهاز الجديد 229.000 د.أ</p>",
            "https://www.phones.example.jo/p/refurb-12",
            "ar",
            "هاتف مجدد 128 جيجابايت",
            (145000, "JOD"),
        ),
        (
            "<table class=ad><tr><td>Verð:</td><td><b>32.000 kr.</b></td></tr><tr><td>Nývirði"
            "</td><td>um 79.000 kr.</td></tr></table>",
            "https://www.basar.example.is/auglysing/5512",
            "is",
            "Barnabílstóll, notaður",
            (32000, "ISK"),
        ),
        # a Malay multibuy "untuk" (for)
        (
            "<div><span class=a1>RM42.00</span></div><p class=b2>Promosi: 2 untuk RM80.00</p>",
            "https://www.kuih.example.com.my/p/kek-lapis",
            "ms",
            "Kek Lapis Pandan – 500 g",
            (4200, "MYR"),
        ),
        # a weighed piece's estimated price in Swahili beside the price per kilo
        (
            "<p>Bei kwa kilo: KSh 900</p><p>Bei ya makadirio: KSh 1,350</p><p>Bei halisi "
            "inategemea uzito.</p>",
            "https://www.nyama.example.co.ke/p/kondoo-1-5kg",
            "sw",
            "Nyama ya kondoo ~1.5 kg",
            (135000, "KES"),
        ),
        # ... not German "bei" in a label naming another amount
        (
            "<span class=p>€ 29,90</span><p>Gesamt bei Ersterwerb: € 74,90</p>",
            "https://www.gas.example.de/p/propan-11",
            "de",
            "Propangas 11 kg – Tauschflasche",
            (2990, "EUR"),
        ),
    ],
)
def test_round_br_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title"),
    [
        # a Finnish auction's raise and postage, its bid set aside
        (
            "<p class=bid>410,00 €</p><p>14 tarjousta · Korotus vähintään 5,00 €</p><p>"
            "Postikulut: 9,90 €</p>",
            "https://www.huuto.example.fi/kohde/7781234",
            "fi",
            "Objektiivi 50mm f/1.8",
        ),
        # a Hungarian "from" before the amount, a price per running metre
        (
            "<p class=from>-tól 12 990 Ft / folyóméter</p>",
            "https://www.kerites.example.hu/konfigurator",
            "hu",
            "Táblás kerítés – konfigurátor",
        ),
        # the successor named after an article, its price after its link
        (
            "<p>Cod. art.: CF-200</p><div class=a>Fuori produzione – non più disponibile</div>"
            "<div class=b><p>Il modello successivo:</p><a href=/p/cf-300>Macchina CF-300</a> "
            "<span class=c>€ 299,00</span> <button>Vai al CF-300</button></div>",
            "https://www.caffe.example.it/p/cf-200",
            "it",
            "Macchina caffè CF-200",
        ),
        # a replacement in Spanish word order ("Lo reemplaza …")
        (
            "<div class=alert>Producto descontinuado. Lo reemplaza la Tableta 72 % 80 g por S/ "
            "24.90.</div>",
            "https://www.choco.example.pe/p/tableta-70",
            "es",
            "Tableta 70 % cacao – 80 g",
        ),
        # a price new in Spanish, "around", on a classified's page with no price
        (
            "<p class=nota>Acepto ofertas. Referencia: nuevo sale alrededor de $ 450.000.</p>",
            "https://www.feria.example.com.ar/aviso/99",
            "es",
            "Bajo eléctrico usado",
        ),
        # an Urdu auction's hammer price
        (
            "<table><tr><td>حتمی بولی:</td><td>Rs 95,000</td></tr></table>",
            "https://www.nilami.example.pk/lot/12",
            "ur",
            "پرانا سکہ",
        ),
    ],
)
def test_round_br_no_price(box: str, url: str, lang: str, title: str) -> None:
    assert _price(_shop(box, lang=lang, title=title, buyable=False), url) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Plus qu'1 en stock", "limited"),
        ("Ниска наличност", "limited"),
        ("Online only: 2 left", "limited"),
        ("Цөөн үлдсэн", "limited"),
        ("متبقي نسختان فقط", "limited"),
        ("only 3 prints remaining", "limited"),
        ("Available today · only 2 delivery slots left", None),
        ("only 2 days remaining", None),
        ("اطلبها مسبقاً", "preorder"),
        ("По заявка – доставка до 14 дни", "backorder"),
        ("该商品已停售", "out_of_stock"),
        ("Imeisha leo – tutapokea mzigo mpya kesho", "out_of_stock"),
    ],
)
def test_round_br_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<dl><dt>Լոտի համար</dt><dd>YL-LOT-1187</dd></dl>", "YL-LOT-1187"),
        (
            "<div class=product-reference><label>Rujukan </label><span>BBK-818</span></div>",
            "BBK-818",
        ),
        ("<p>رمز: AJ-PR-0740 · النسخة 7/40</p>", "AJ-PR-0740"),
        ("<p>Šifra aukcije: BK-PRS-AUK</p>", "BK-PRS-AUK"),
        ("<p>Aviso #AR-3390121</p>", "AR-3390121"),
        ("<div>商品番号: <span>SI-4471902</span> ・ ★4.6 (1,284件)</div>", "SI-4471902"),
        # a picker's option linking to another variant, named "sku", is no item number
        (
            "<div>Armazenamento: <a href='?skuId=1' class=sku>256GB</a> <a href='?skuId=2' "
            "class='sku selected'>512GB</a></div><span>Cód. <span>SPF-NB15-512</span></span>",
            "SPF-NB15-512",
        ),
    ],
)
def test_round_br_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


def test_the_page_number_of_another_model_than_structured_data_names() -> None:
    # JSON-LD names another model than the title; the page prints its own number, no price
    page = (
        '<html lang=en><head><title>x</title><script type=application/ld+json>{"@context": '
        '"https://schema.org", "@type": "Product", "name": "Concrete mixer MX260", '
        '"sku": "JO-MX260"}</script></head><body><main><div><h1>Concrete mixer MX220 – 220 '
        "L</h1><p>SKU: <span class=sku>JO-MX220</span></p><p>Out of stock</p></div></main>"
        "</body></html>"
    )
    result = extract(page, "https://www.build.example.jo/product/mx220")
    assert result.main is None
    assert result.item is not None and result.item.sku == "JO-MX220"


# Round BS (blind554-559: the four verticals, musical instruments, baby, kids and toys) mended
# at stop 50.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a Slovenian regular price beside the price
        (
            "<div><span class=a1>149,90 €</span> <span class=b2>Redna cena: 179,90 €</span></div>",
            "https://www.racunalniki.example.si/p/tiskalnik",
            "sl",
            "Tiskalnik L220",
            (14990, "EUR"),
        ),
        # a Bengali multibuy's total
        (
            "<p><del>৳ ১৫,০০০</del> <ins>৳ ১২,৫০০</ins></p><p class=multibuy>২টি কিনলে মোট ৳ ২৪,০০০"
            "</p>",
            "https://www.sound.example.com.bd/p/speaker",
            "bn",
            "Sonora S5 স্পিকার",
            (1250000, "BDT"),
        ),
        # a French price "barré" by its class alone
        (
            "<div class=fiche><span class=fiche__prix-barre>99 900 FCFA</span> <span "
            "class=fiche__prix-actuel>84 900 FCFA</span></div>",
            "https://www.phone.example.sn/p/k4",
            "fr",
            "Smartphone K4 32 Go",
            (84900, "XOF"),
        ),
        # an estimated price new, in French
        (
            "<span class=Price_current__a1>850,00 €</span><span class=Price_retail__b2>Prix neuf "
            "estimé : 1 600 €</span>",
            "https://www.secondemain.example.fr/annonce/sac-2291",
            "fr",
            "Sac cabas cuir grainé",
            (85000, "EUR"),
        ),
        # a Thai price per millilitre and a Chinese price per hundred pieces
        (
            "<span class=amount>฿490</span><p class=unit>฿9.80 / 1 มล.</p>",
            "https://www.select.example.co.th/p/serum-50",
            "th",
            "เซรั่ม 50 มล.",
            (49000, "THB"),
        ),
        (
            "<b>NT$450</b><table><tr><td>每百支 NT$45</td></tr></table>",
            "https://www.wujin.example.tw/p/screw-1000",
            "zh-Hant",
            "木螺絲 3×20mm 1000支/盒",
            (45000, "TWD"),
        ),
        # a Finnish listing's former price ("aiemmin")
        (
            "<span class=listing__price-amount>320 €</span> <span class=listing__price-note>Hinta "
            "laskettu (aiemmin 360 €)</span>",
            "https://www.tori.example.fi/ilmoitus/5512",
            "fi",
            "Sohva 3-istuttava, käytetty",
            (32000, "EUR"),
        ),
        # an accessory sold separately in its row
        (
            "<table><tr><td>Τιμή:</td><td><b>890,00 €</b></td></tr><tr><td>Θήκη (πωλείται "
            "χωριστά):</td><td>95,00 €</td></tr></table>",
            "https://www.bouzouki.example.gr/product.php?id=BZ-3",
            "el",
            "Μπουζούκι τρίχορδο",
            (89000, "EUR"),
        ),
    ],
)
def test_round_bs_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title"),
    [
        # a Danish minimum-advertised price: the price shown in the cart
        (
            "<div class=price-box>Vores pris er for lav til at vise – se prisen i kurven <p "
            "class=msrp>Vejl. udsalgspris 3.499,00 kr.</p></div>",
            "https://www.kurven.example.dk/lyd/soundbar-700.html",
            "da",
            "Zelvar SB700 soundbar",
        ),
        # every price in links to other hire periods than the one the URL chooses
        (
            "<div class=periods><a href='?period=day'>Day AED 250.00</a><a class=active "
            "href='?period=week' aria-current=true>Week</a><a href='?period=month'>Month AED "
            "3,100.00</a></div>",
            "https://www.toolhire.example.ae/hire/lift-6m?period=week",
            "en",
            "Scissor Lift 6 m – Hire",
        ),
    ],
)
def test_round_bs_no_price(box: str, url: str, lang: str, title: str) -> None:
    assert _price(_shop(box, lang=lang, title=title, buyable=False), url) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Մնացել է վերջին 1 հատը", "limited"),
        ("Unikat – nur 1 Stück verfügbar", "limited"),
        ("Hanya 1 unit", "limited"),
        ("This item has found a new home. Price hidden after sale.", "out_of_stock"),
    ],
)
def test_round_bs_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_a_notify_me_button_says_nothing_of_stock() -> None:
    # "Esgotado" in the box, a button to be told when it is back: sold out, whatever the
    # button's "disponível" and structured data's InStock say
    page = (
        '<html lang=pt><head><title>x</title><script type=application/ld+json>{"@context": '
        '"https://schema.org", "@type": "Product", "name": "Aspirador R7", "offers": '
        '{"@type": "Offer", "price": "219.99", "priceCurrency": "EUR", '
        '"availability": "https://schema.org/InStock"}}</script></head><body><main><div><h1>'
        "Aspirador R7</h1><p class=price>219,99 €</p><p class=st>Esgotado</p><button class="
        "btn-notify>Avisem-me quando estiver disponível</button></div></main></body></html>"
    )
    assert extract(page, "https://www.loja.example.pt/p/r7").availability == "out_of_stock"


def test_a_discontinued_status_line_by_its_class() -> None:
    box = (
        "<p>Varenr.: VB-ARK-1</p><div class='c-product__status c-product__status--discontinued'>"
        "Udgået – kan ikke længere bestilles</div><div class=c-product__successor><h2>Erstattes "
        "af</h2><a href=/p/2>Arkona 2</a> <span>2.299,00 kr.</span></div>"
    )
    page = _shop(box, lang="da", title="Arkona 1 armatur", buyable=False)
    assert extract(page, "https://www.vvs.example.dk/p/1").availability == "out_of_stock"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>الرقم المرجعي: AL-BG-118</p>", "AL-BG-118"),
        ("<p>Inventar-Nr.: KW-U-22817</p>", "KW-U-22817"),
        ("<p>Hire code: <span>MH-CMX140</span></p>", "MH-CMX140"),
    ],
)
def test_round_bs_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


# Round BT (blind560-563: the four verticals only) mended at stop 50.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a mobile-money payment's price beside the price
        (
            "<table><tr><td>Price:</td><td><b>UGX 95,000</b></td></tr><tr><td>Mobile Money:</td>"
            "<td>UGX 90,000 (pay with MoMo, 5% off)</td></tr></table>",
            "https://www.kitenge.example.ug/p/skirt",
            "en",
            "Kitenge Skirt – Lake Blue",
            (95000, "UGX"),
        ),
        # Nepali delivery outside the valley, after free delivery inside it
        (
            "<span class=sp>रु 12,999</span><div class=ship>उपत्यकाभित्र निःशुल्क डेलिभरी, बाहिर रु "
            "300</div>",
            "https://www.elec.example.com.np/p/fan",
            "ne",
            "Ceiling Fan 56 inch",
            (1299900, "NPR"),
        ),
        # Serbian unloading by crane
        (
            "<table><tr><td>Цена:</td><td><b>18.990,00 дин.</b></td></tr><tr><td>Истовар краном:"
            "</td><td>2.500,00 дин.</td></tr></table>",
            "https://www.gradjevina.example.rs/p/mesalica",
            "sr",
            "Мешалица 120 л",
            (1899000, "RSD"),
        ),
    ],
)
def test_round_bt_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_a_slovenian_successor_on_a_discontinued_page() -> None:
    box = (
        "<p>Izdelek ni več v prodaji.</p><div><p>Nasledniški model:</p><a href=/p/ks216>Krožna "
        "žaga KS216</a> – <span>179,99 €</span></div><p>Šifra: GB-KS210</p>"
    )
    result = extract(
        _shop(box, lang="sl", title="Krožna žaga KS210", buyable=False),
        "https://www.gradbenik.example.si/p/ks210",
    )
    assert result.main is None
    assert result.availability == "out_of_stock"
