"""Stop 44's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 43's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.money import find_prices
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round42 import _with_ld

# Round AV (blind428-431, gated untuned at stop 43's end) and round AW (blind432-437: the four
# verticals, automotive and spare-parts shops, pages in non-Latin scripts) mended at stop 44.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a Norwegian recommended price abbreviated before its number, beside the price
        (
            "<div class=pris><span class=now>8 490,-</span><span class=rec>Veil. 9 990,-</span>"
            "</div>",
            "https://www.sport.example.no/produkt/klokke-4411",
            "nb",
            (849000, "NOK"),
        ),
        # a price per litre in Spanish words beside the can's price
        (
            "<div>Gs. 312.000</div><div>Gs. 17.333 por litro</div>",
            "https://www.pinturas.example.com.py/p/latex-18l",
            "es-PY",
            (312000, "PYG"),
        ),
        # a Georgian price per square metre beside a sheet's price
        (
            "<div class=price><b>64.00 ₾</b> / ფურცელი <span>(21.50 ₾/მ²)</span></div>",
            "https://www.build.example.ge/ka/p/osb-12",
            "ka",
            (6400, "GEL"),
        ),
        # a price "cut" by its class beside the price "now"
        (
            "<p class=item-price><span class=now>Rs 8,250</span> <span class=cut>Rs 9,900</span>"
            "</p>",
            "https://www.tools.example.pk/item/grinder-115",
            "en-PK",
            (825000, "PKR"),
        ),
        # ... and crossed out in Spanish and Hungarian classes
        (
            "<div class=precios><span class=tachado>$ 54.999</span> <span class=final>$ 41.999"
            "</span></div>",
            "https://www.futbol.example.com.ar/productos/camiseta",
            "es-AR",
            (4199900, "ARS"),
        ),
        (
            "<div class=ar><span class=regi>18 990 Ft</span> <span class=akt>15 490 Ft</span>"
            "</div>",
            "https://www.alkatresz.example.hu/termek/fekbetet",
            "hu",
            (1549000, "HUF"),
        ),
        # an installation's price labelled in Arabic, in its own line or cell
        (
            "<p>EGP 18,499.00</p><p>التركيب: EGP 950.00 (اختياري)</p>",
            "https://www.ac.example.com.eg/product/split-1-5hp",
            "ar-EG",
            (1849900, "EGP"),
        ),
        (
            "<table><tr><td><b>السعر:</b></td><td><b>٤٣٠٬٠٠٠ د.ع</b></td></tr><tr><td><b>"
            "التنصيب:</b></td><td>٣٥٬٠٠٠ د.ع</td></tr></table>",
            "https://www.mall.example.iq/item.asp?id=77",
            "ar-IQ",
            (430000000, "IQD"),
        ),
        # a label, the sign, and the digits in a child, beside a suggested retail price
        (
            "<div class=price-area><span class=market>建議售價 NT$18,900</span><span class=sale>"
            "網路價 NT$<b>16,490</b></span></div>",
            "https://www.3c.example.com.tw/goods/NB-14",
            "zh-TW",
            (1649000, "TWD"),
        ),
        # an Uzbek instalment beside the price
        (
            "<div><b>3 290 000 so'm</b></div><div>Muddatli to'lov: 12 oy × 329 000 so'm</div>",
            "https://www.tech.example.uz/product/muzlatgich",
            "uz",
            (329000000, "UZS"),
        ),
        # a price new beside an open-box unit's price
        (
            "<div>1 649,00 zł</div><div>Cena nowego egzemplarza: 1 999,00 zł</div>",
            "https://www.outlet.example.pl/monitor-27",
            "pl",
            (164900, "PLN"),
        ),
        # a cash price beside a card price with its surcharge
        (
            "<table><tr><td>現金價</td><td><b>HK$6,280</b></td></tr><tr><td>信用卡價</td><td>"
            "HK$6,480</td></tr></table>",
            "https://www.camera.example.com.hk/item.asp?id=9",
            "zh-HK",
            (628000, "HKD"),
        ),
        # a multi-buy in Arabic and a refundable container deposit
        (
            "<div>9.750 د.أ</div><div>اشترِ علبتين بسعر 18.500 د.أ</div><div>+ تأمين العبوة "
            "0.250 د.أ (مسترد)</div>",
            "https://www.zeit.example.jo/ar/products/evoo-3l",
            "ar-JO",
            (9750, "JOD"),
        ),
        # ... in Hindi
        (
            "<div>₹ ३९९</div><div>कोई भी २ खरीदें ₹ ७४९ में</div>",
            "https://www.ayur.example.in/products/tel-100ml",
            "hi",
            (39900, "INR"),
        ),
        # a quantity of tyres as the label of their total
        (
            "<p class=each>£89.90 per tyre, fitted</p><p class=total>4 tyres: £359.60</p>",
            "https://www.tyres.example.co.uk/tyres/205-55-r16",
            "en-GB",
            (8990, "GBP"),
        ),
        (
            "<p>每條 HK$760</p><p>四條 HK$2,880（包安裝）</p>",
            "https://www.tyre.example.com.hk/tyre.php?id=31",
            "zh-HK",
            (76000, "HKD"),
        ),
        # a core charge refunded on the old part's return
        (
            "<div>18.490 kr.</div><div>Skilagjald: 2.000 kr. endurgreitt við skil</div>",
            "https://www.bilar.example.is/vara/rafgeymir-60ah",
            "is",
            (18490, "ISK"),
        ),
        (
            "<div>48,000원</div><div>폐배터리 반납 시 5,000원 환급</div>",
            "https://www.moto.example.co.kr/goods/view?goodsNo=8",
            "ko",
            (48000, "KRW"),
        ),
        # right-to-left marks round a toman amount, an old price beside it
        (
            "<div class=price-line><span class=now>\u200f۲۴٬۵۰۰٬۰۰۰\u200f تومان</span><span "
            "class=old>۲۶٬۹۰۰٬۰۰۰ تومان</span></div>",
            "https://www.mobile.example.ir/product/a35",
            "fa",
            (24500000000, "IRR"),
        ),
        # the Libyan dinar's sign
        (
            "<div class=price>٢٬٣٥٠٫٠٠٠ د.ل</div>",
            "https://www.store.example.ly/ar/p/12",
            "ar-LY",
            (2350000, "LYD"),
        ),
        # a Tajik delivery fee beside the price
        (
            "<div><b>520 сомонӣ</b> <s>610 сомонӣ</s></div><div>Расонидан дар шаҳр 20 сомонӣ</div>",
            "https://www.shop.example.tj/tj/mahsulot/9",
            "tg",
            (52000, "TJS"),
        ),
        # (round AX, blind438-443)
        # a card's further reduction in traditional Chinese beside the price
        (
            "<div>HK$1,980</div><div><s>原價 HK$2,280</s></div><div>指定信用卡再減 HK$80</div>",
            "https://www.audio.example.com.hk/item/amp-7",
            "zh-HK",
            (198000, "HKD"),
        ),
        # an original price by a camelCase class, the discounted one beside it
        (
            "<div class=pdp_prices__Ny7Q><span class=pdp_orgPrice__lK3r>6.499,00 TL</span><span "
            "class=pdp_prcDscnt__Wq0L>5.299,00 TL</span></div>",
            "https://www.teknoloji.example.com.tr/saat-p-7712",
            "tr",
            (529900, "TRY"),
        ),
        # a CSS module's "full" price beside the sale one
        (
            "<div class=Product_price__k3Ld><span class=Product_sale__Jf8s>฿329.00</span><span "
            "class=Product_full__aP0q>฿420.00</span></div>",
            "https://www.beauty.example.co.th/p/toner-100ml",
            "th",
            (32900, "THB"),
        ),
        # the price in a table's last cell, the next row's label a card discount
        (
            "<table><tr><th>판매가</th><td><strong id=price>89,000원</strong></td></tr><tr><th>"
            "할인카드</th><td>○○카드 결제 시 5% 청구할인</td></tr></table>",
            "https://www.health.example.co.kr/goods/view?no=7",
            "ko",
            (89000, "KRW"),
        ),
        # a delivery fee in Arabic without its article, an add-on bought "for"
        (
            "<div><span class=final>KWD 24.900</span> <del>KWD 29.900</del></div><p>توصيل "
            "KWD 1.500</p><p>اشترِ شاحنًا إضافيًا بـ KWD 3.500</p>",
            "https://www.tech.example.com.kw/ar/product/band-3",
            "ar-KW",
            (24900, "KWD"),
        ),
        # a rug's size before its item number's label, glued in the page's text
        (
            "<div><h2>Kilim, 120 × 170 cm</h2><p>Ref. JW-KL-1217</p></div><div class=prod-price>"
            "JOD 98.000 <em>incl. sales tax</em></div>",
            "https://www.weave.example.jo/rugs/kilim-120x170",
            "en-JO",
            (98000, "JOD"),
        ),
        # (round AY, blind444-449)
        # cents and the sign in a superscript beside a crossed-out price
        (
            "<div class=prices><span class=sales><span class=value>389<sup>,99 €</sup></span>"
            "</span><span class=strike-through>419,99 €</span></div>",
            "https://www.mobile.example.fr/p/r12",
            "fr",
            (38999, "EUR"),
        ),
        # a business customer's net price in Estonian beside the pack's price
        (
            "<div>34,90 €</div><div>Ärikliendi hind: 28,12 € + km</div>",
            "https://www.ehitus.example.ee/toode/eps-100",
            "et",
            (3490, "EUR"),
        ),
        # a carton's price beside its price per square metre in Arabic
        (
            "<div>512.00 ج.م / كرتونة</div><div>320.00 ج.م للمتر المربع</div>",
            "https://www.tiles.example.com.eg/product/60x60",
            "ar-EG",
            (51200, "EGP"),
        ),
        # a case of bottles labelled in Georgian beside one bottle's price
        (
            "<div><s>48.00 ₾</s> 44.00 ₾</div><div>6 ბოთლი: 252.00 ₾</div>",
            "https://www.wine.example.ge/ka/p/saperavi",
            "ka",
            (4400, "GEL"),
        ),
        # an auction's buy-now price labelled in German with a space
        (
            "<div class=bid-box><p>Aktuelles Gebot CHF 95.00 (4 Gebote)</p><div class="
            "bid-box__buynow><span class=label>Sofort kaufen</span> <span class=amount>CHF "
            "260.00</span></div></div>",
            "https://www.brocki.example.ch/angebot/7712",
            "de-CH",
            (26000, "CHF"),
        ),
        # a car's registration fee beside its price
        (
            "<div><span>AED 139,900</span> <span>was AED 149,900</span></div><p>5% VAT included "
            "· Registration AED 420 extra</p>",
            "https://www.cars.example.ae/used/patrol-2020",
            "en-AE",
            (13990000, "AED"),
        ),
    ],
)
def test_visible_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # a Vietnamese auction: the current bid beside the start price and bid step
        (
            "<p>Giá hiện tại</p><p class=big>3.400.000 ₫</p><p>Giá khởi điểm 1.000.000 ₫ · "
            "9 lượt đặt giá · Bước giá 100.000 ₫</p>",
            "https://www.daugia.example.vn/phien/may-anh-1982",
            "vi",
        ),
        # a Finnish auction's least next bid
        (
            "<p>Nykyinen tarjous 180,00 €</p><p>Seuraava vähimmäistarjous 185,00 €</p>",
            "https://www.huuto.example.fi/kohde/5512",
            "fi",
        ),
        # a discontinued product's only price, its successor's
        (
            "<p>Utgått – produkten har ersatts av KV-20 (24 990 kr)</p>",
            "https://www.varme.example.se/sv/kv-15.html",
            "sv",
        ),
        (
            "<p>This product has been discontinued.</p><p>Successor: Nova 9 — now Rs. 64,999 "
            "<a href=/p/nova-9>View</a></p>",
            "https://www.phones.example.pk/product/nova-8",
            "en-PK",
        ),
        # a wholesale shop's suggested retail price under a log-in notice
        (
            "<p>ราคาสำหรับสมาชิกค้าส่งเท่านั้น</p><a href=/login>เข้าสู่ระบบเพื่อดูราคา</a><p>"
            "ขั้นต่ำ 50 ชิ้น · ราคาปลีกแนะนำ ฿890</p>",
            "https://www.silk.example.co.th/product/scarf-wholesale",
            "th",
        ),
        # Arabic "add to the cart to know the price" beside a gold rate per gram
        (
            "<div class=price-box><p>السعر يتغير حسب سعر الذهب اليومي — أضف إلى السلة لمعرفة "
            "السعر</p><p>سعر غرام الذهب عيار ٢١ اليوم: AED 265.00</p></div>",
            "https://www.gold.example.ae/ar/p/ring-21k",
            "ar-AE",
        ),
        # a discontinued product's last price and its replacement's, in Romanian
        (
            "<p>Acest produs nu mai este comercializat. Înlocuit de: Aspirator V10 – 1.149,99 "
            "lei</p><p class=last-price>Ultimul preț: 899,99 lei</p><p>Indisponibil</p>",
            "https://www.electro.example.ro/aspiratoare/v8",
            "ro",
        ),
        # a discontinued camera's successor in Czech
        (
            "<p>Tento produkt se již neprodává. Nahradil jej model ZX300 za 12 990 Kč.</p>"
            "<p>Prodej ukončen</p>",
            "https://www.foto.example.cz/zx200",
            "cs",
        ),
        # a sold-out drop's earlier edition, "retailed at"
        (
            "<p>SOLD OUT</p><p>Drop 04 (sold out) retailed at HK$720.00</p>",
            "https://www.hardware.example.com.hk/p/drop-05",
            "en-HK",
        ),
    ],
)
def test_no_price(box: str, url: str, lang: str) -> None:
    assert extract(_shop(box, lang=lang), url).main is None


def test_woocommerce_variation_the_url_picks() -> None:
    box = (
        "<p class=price><span class='woocommerce-Price-amount amount'><bdi>22.000&nbsp;<span>"
        "OMR</span></bdi></span></p><form class='variations_form cart'><select name="
        "attribute_size><option>52</option><option selected>60</option></select><div class="
        "single_variation_wrap><div class='woocommerce-variation single_variation'><div class="
        "woocommerce-variation-price><span class=price><span class='woocommerce-Price-amount "
        "amount'><bdi>24.500&nbsp;<span>OMR</span></bdi></span></span></div></div></div></form>"
    )
    page = _with_ld(_shop(box, lang="en"), "22.000", "OMR")
    chosen = "https://www.threads.example.om/product/dishdasha/?attribute_size=60"
    assert _price(page, chosen) == (24500, "OMR")
    # (without a variation in the URL, structured data and the summary agree: the first one)
    assert _price(page, "https://www.threads.example.om/product/dishdasha/") == (22000, "OMR")


def test_open_box_page_takes_the_open_box_price() -> None:
    box = (
        "<div class=price-box><span class=old-price><span class=price-label>New retail</span> "
        "<span class=price>R 9 999.00</span></span> <span class=special-price><span class="
        "price-label>Open box price</span> <span class=price>R 7 499.00</span></span></div><p>"
        "Incl. VAT (R 6 520.87 excl.)</p>"
    )
    page = _shop(box, title="Open Box: Tablet T11 128GB")
    assert _price(page, "https://www.compute.example.co.za/open-box-t11.html") == (749900, "ZAR")


def test_old_table_title_sharing_the_document_titles_lead() -> None:
    page = (
        "<html><head><title>Soundbar SB-200 2.0ch :: Electro Centre</title></head><body><table>"
        "<tr><td><font size=4><b>Soundbar SB-200 2.0 Channel with Remote</b></font><br><table>"
        "<tr><td>Our Price:</td><td><b>Rs. 42,500.00</b></td></tr></table><input type=submit "
        "value='Add to Cart'></td></tr></table></body></html>"
    )
    assert _price(page, "https://www.electro.example.lk/item.php?id=5") == (4250000, "LKR")


def test_title_in_another_order_on_an_old_table_page() -> None:
    page = (
        "<html><head><title>Steel Nails 3 inch 1kg Box Round Wire - Hardware Mart</title></head>"
        "<body><table><tr><td><font size=4><b>Steel Nails 3 inch – Round Wire, 1kg Box</b></font>"
        "<br><table><tr><td>Price</td><td><b>UGX 9,500</b></td></tr></table>"
        "<input type=submit value='Add to Cart'></td></tr></table></body></html>"
    )
    assert _price(page, "https://www.hardware.example.co.ug/product.php?id=5") == (9500, "UGX")


@pytest.mark.parametrize(
    ("box", "want"),
    [
        ("<p>Artikul: UZ-KON-12</p><p class=price>4 100 000 so'm</p>", "UZ-KON-12"),
        # (guard: the Latvian "Artikuls", not "Artikul" and an "s" left over)
        ("<p>Artikuls: LV-KAT-24</p><p class=price>59,00 €</p>", "LV-KAT-24"),
        ("<p>Mã phiên: DG-55120</p><p class=price>1.200.000 ₫</p>", "DG-55120"),
        ("<div class=pd-code>الكود: LY-88</div><p class=price>٩٥٫٠٠٠ د.ل</p>", "LY-88"),
        ("<p>Code: HW-NAIL-3IN</p><p class=price>UGX 9,500</p>", "HW-NAIL-3IN"),
        # (a voucher's code is no item number)
        ("<p>Code: SAVE15</p><p class=price>UGX 9,500</p>", None),
        ("<p>No. Listing: PK-4410-221</p><p class=price>Rp1.250.000</p>", "PK-4410-221"),
        ("<p class=style>Style: KX-DROP-12</p><p class=price>₱7,995.00</p>", "KX-DROP-12"),
        ("<p>آئٹم کوڈ: PK-ATTA-10</p><p class=price>PKR 2,450</p>", "PK-ATTA-10"),
        ("<p>Code: RIZ0440</p><p class=price>FJD 45.95</p>", "RIZ0440"),
        ("<dl><dt>Code:</dt><dd>FM209944</dd></dl><p class=price>FJD 45.95</p>", "FM209944"),
        ("<p>Nambari ya bidhaa: DM-TA15-64</p><p class=price>KSh 14,999</p>", "DM-TA15-64"),
    ],
)
def test_item_numbers(box: str, want: str | None) -> None:
    main = extract(_shop(box), "https://www.shop.example.com/p/1").main
    assert main is not None and main.product.sku == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Fá eintök eftir", "limited"),
        ("Առկա է ընդամենը 2 հատ", "limited"),
        ("Stock faible : 2 restants", "limited"),
        ("Последни 3 чифта!", "limited"),
        ("¡Quedan solo 2 unidades!", "limited"),
        ("Wenige Artikel verfügbar", "limited"),
        ("تنها ۳ عدد در انبار باقی مانده", "limited"),
        ("صرف 2 باقی ہیں", "limited"),
        ("Танҳо 4 дона монд!", "limited"),
        ("庫存: 少量", "limited"),
        ("Նախնական պատվեր", "preorder"),
        ("متوفر للطلب المسبق – الشحن بعد 15 يوم", "preorder"),
        ("Pra-pesanan: dihantar dalam 10 hari", "preorder"),
        ("متوفرة بالطلب — التسليم خلال ٢ إلى ٣ أسابيع", "backorder"),
        ("Fertigung nach Auftrag, ca. 4 Wochen", "backorder"),
        ("Pesanan khas – dihantar dalam 3 minggu", "backorder"),
        ("สินค้าสั่งผลิต ใช้เวลา 10 วัน", "backorder"),
        ("Розпродано за 3 хвилини", "out_of_stock"),
        ("Produk ini telah dihentikan.", "out_of_stock"),
        ("Расположиво", "in_stock"),
        ("स्टक: उपलब्ध", "in_stock"),
        ("Үлдэгдэл: 12 ширхэг", "in_stock"),
        ("Бэлэн байгаа", "in_stock"),
        ("พร้อมส่ง", "in_stock"),
        ("Ostatnia para!", "limited"),
        ("Samo še 2 na zalogi", "limited"),
        ("尚餘少量", "limited"),
        ("Limited – 2 left", "limited"),
        ("Hàng làm theo đơn – giao sau 10–14 ngày", "backorder"),
        ("Fertigung 3–4 Wochen", "backorder"),
        ("Hand-woven to order: allow 6–8 weeks.", "backorder"),
        ("Please allow 5–7 days for making.", "backorder"),
        ("Feita por medida em 6–8 semanas.", "backorder"),
        ("Prodej ukončen", "out_of_stock"),
        ("Last item", "limited"),
        ("Осталось мало: 2 шт.", "limited"),
        ("Viimased 3 pakki", "limited"),
        # (a delivery promised in hours is no lead time in days)
        ("In stock – ships within 24 hr", "in_stock"),
    ],
)
def test_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("button", "want"),
    [
        ("<button>Сагсанд нэмэх</button>", "in_stock"),
        ("<button>कार्टमा थप्नुहोस्</button>", "in_stock"),
        ("<button>افزودن به سبد خرید</button>", "in_stock"),
        ("<button>Tambah ke troli</button>", "in_stock"),
        ("<button>Nunua Sasa</button>", "in_stock"),
        ("<button>Objednat</button>", "in_stock"),
        # (a header's basket link in Ukrainian is no buy button)
        ("<a href=/cart>Кошик (2)</a>", "unknown"),
    ],
)
def test_buy_buttons_in_more_languages(button: str, want: str) -> None:
    page = _shop(f"<p class=price>42,00 €</p>{button}", buyable=False)
    assert extract(page, "https://www.shop.example.com/p/1").availability == want


def test_out_of_stock_online_beside_stores() -> None:
    box = (
        "<p class=price>R 1 299,00</p><div class=availability>Out of stock online – available in "
        "selected stores</div>"
    )
    page = _with_ld(_shop(box, buyable=False), "1299.00", "ZAR").replace(
        '"priceCurrency": "ZAR"}', '"priceCurrency": "ZAR", "availability": "InStock"}'
    )
    assert extract(page, "https://www.braai.example.co.za/p/k47").availability == "out_of_stock"


@pytest.mark.parametrize(
    ("box", "url"),
    [
        # a made-to-order line's first sentence, before the "Order" button
        (
            "<p class=price>£345.00</p><p>Made to order in Northampton: 6–8 weeks. Shoe trees "
            "+£45.00. Resoling service from £120.</p><button class=tocart>Order</button>",
            "https://www.shoes.example.co.uk/p/derby",
        ),
        # a back-order line in an old table's row of its own
        (
            "<table><tr><td>Our price: $58.00</td></tr><tr><td>Back-ordered: ships in 5-7 "
            "weeks</td></tr><tr><td><input type=submit value='Add to Cart'></td></tr></table>",
            "https://www.koa.example.com/p/bowl",
        ),
    ],
)
def test_backorder_line_beside_the_button(box: str, url: str) -> None:
    assert extract(_shop(box, buyable=False), url).availability == "backorder"


@pytest.mark.parametrize(
    ("text", "exp", "want"),
    [
        ("රු. 4,250", 2, ("4250", "රු.")),
        ("1,850 ብር", 2, ("1850", "ብር")),
        ("៛៥២,០០០", 2, ("52000", "៛")),
        ("၁၈,၅၀၀ ကျပ်", 0, ("18500", "ကျပ်")),
        ("\u200f۱۲٬۹۰۰\u200f تومان", 2, ("12900", "تومان")),
        ("١٬٢٠٠٫٥٠٠ د.ل", 3, ("1200.500", "د.ل")),
    ],
)
def test_signs_and_digits(text: str, exp: int, want: tuple[str, str]) -> None:
    (token,) = find_prices(text)
    assert (str(token.amount(exp)), token.symbol) == want
