"""Stop 47's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 46's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import lxml.html
import pytest

from crawler.extract import extract
from crawler.extract.marks import Flags
from crawler.extract.stock import stock_from_text
from crawler.extract.walk import names_block
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round42 import _with_ld
from tests.crawler.test_extract_round45 import _with_sku

# Round BF (blind482-485: the four verticals) mended at stop 47.


def _sku_of(box: str) -> str | None:
    """The item number of a product page holding ``box`` (which prints a price)."""
    main = extract(_shop(box), "https://www.shop.example.com/p/1").main
    assert main is not None
    return main.product.sku


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
    assert _sku_of(box) == want


def test_two_part_word_is_no_model_number() -> None:
    assert _sku_of("<p>Model: PRO-MAX</p><p class=price>$499.00</p>") is None


# Round BG (blind486-489: the four verticals) mended at stop 47.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a club members' price in Arabic beside everyone's
        (
            "<div class=row><div><span>12.500 د.ك</span><span><s>14.000 د.ك</s></span></div>"
            "</div><div>سعر أعضاء النادي: 11.900 د.ك — سجّل دخولك</div>",
            "https://www.souq.example.com.kw/p/kettle-k2",
            "ar",
            (12500, "KWD"),
        ),
        # a request for business buyers beside the printed price
        (
            "<div class=b-price><span class=b-price__value>2 390 ₽</span><div class=b-price__note>"
            "Для юрлиц с НДС — цена по запросу</div></div>",
            "https://www.stroy.example.ru/catalog/profil-60/",
            "ru",
            (239000, "RUB"),
        ),
        # a price per tonne beside the bar's
        (
            "<div><span class=v>980 ₽</span> за пруток</div><ul><li>69 500 ₽ за тонну</li></ul>",
            "https://www.metall.example.ru/catalog/armatura-10/",
            "ru",
            (98000, "RUB"),
        ),
        # a bundle's count in brackets as its row's label, a Swahili price per metre
        (
            "<table><tr><td>Bei kwa kipande:</td><td><b>KSh 890</b></td></tr><tr><td>Bando "
            "(vipande 10):</td><td>KSh 8,500</td></tr><tr><td>Bei kwa mita:</td><td>KSh 296.67"
            "</td></tr></table>",
            "https://www.mabati.example.co.ke/bidhaa.php?id=MB-G28",
            "sw",
            (89000, "KES"),
        ),
        # a flash-sale line naming a colour the shopper has not chosen
        (
            "<div>FLASH SALE — màu Trắng chỉ ₫259.000</div><div><s>₫399.000</s> <span>₫289.000"
            "</span></div><div><button>Trắng</button><button aria-pressed=true>Đen</button>"
            "</div>",
            "https://www.cho.example.vn/tui-xach-i.1.2?sp_variation=den",
            "vi",
            (289000, "VND"),
        ),
        # Shopware's "with-list-price" after a prefix marks the wrapper, not a former price
        (
            "<p class=list>Stara cijena: <span>129,00 €</span></p><p class='sw-product-detail-"
            "price cms-element-with-list-price'>99,00 €*</p>",
            "https://www.trgovina.example.hr/kaciga-h2/TR-H2",
            "hr",
            (9900, "EUR"),
        ),
        # a strike class on the box that holds the title is no former price's
        (
            "<div class=p data-testid=lblPDPDetailProductPrice>Rp249.000</div><div><s>Rp299.000"
            "</s></div>",
            "https://www.toko.example.co.id/gadget/kabel-c?varian=2m",
            "id",
            (24900000, "IDR"),
        ),
        # the element's own price before a child that holds only the crossed-out one
        (
            "<div class=pdp__price>32.500 د.أ <span class=pdp__old><s>39.000 د.أ</s></span></div>",
            "https://www.abaya.example.jo/ar/abaya-lina?size=54",
            "ar",
            (32500, "JOD"),
        ),
        # Hindi "up to" and "discount" after amounts, an installation line's accessory
        (
            "<div class=row><div>₹18,999</div><div><s>₹24,990</s></div></div><div>बैंक ऑफ़र: "
            "10% तुरंत छूट, ₹1,000 तक</div><div>एक्सचेंज पर ₹4,500 तक की छूट</div><p>"
            "इंस्टॉलेशन: मुफ्त · वॉल माउंट ₹399</p>",
            "https://www.dukaan.example.in/tv-43/p/itm1?pid=TV43",
            "hi",
            (1899900, "INR"),
        ),
    ],
)
def test_round_bg_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    page = _shop(box, lang=lang)
    if "lblPDPDetailProductPrice" in box:
        # the utility class of the product's whole box, title and all
        page = page.replace("<div class=product>", "<div class='product line-through grid'>")
    assert _price(page, url) == want


@pytest.mark.parametrize(
    ("box", "title", "url", "lang", "want"),
    [
        # a bracketed price per one of the pack's things ("per socket") of a pack of six
        (
            "<div><span>₹2,490</span></div><p>(₹415 per socket)</p>",
            "Socket strip – Pack of 6",
            "https://www.bijli.example.in/p/socket-6?pack=6",
            "en-IN",
            (249000, "INR"),
        ),
        # a Bengali price per kilo before its amount, of a 20 kg bag
        (
            "<p><del>৳ ১,১০০.০০</del> <ins>৳ ৯৮০.০০</ins></p><p>প্রতি কেজি ৳ ৪৯.০০</p>",
            "Tile adhesive 20 kg",
            "https://www.nirman.example.com.bd/product/tile-adhesive-20kg/",
            "bn",
            (98000, "BDT"),
        ),
    ],
)
def test_round_bg_unit_prices(
    box: str, title: str, url: str, lang: str, want: tuple[int, str]
) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    "heading",
    [
        "Tengdar vörur (5)",
        "Nýlega skoðað",
        "Kostað efni",
        "Bidhaa zinazohusiana (4)",
        "Ulizotazama hivi karibuni",
        "Zilizodhaminiwa",
        "Tài trợ",
        "Sản phẩm đã xem",
        "Povezani proizvodi",
        "منتجات ذات صلة (3)",
        "हाल ही में देखे गए",
        "Produkte të ngjashme",
        "მსგავსი პროდუქტები",
        "Төстэй бараа",
    ],
)
def test_related_rails_in_more_languages(heading: str) -> None:
    assert names_block(heading)


def test_chinese_surcharge_for_large_sizes_is_no_price() -> None:
    box = (
        "<div class=range>HK$899 – HK$1,099</div><div>請先選擇尺碼以查看價格</div><div>尺碼 "
        "US 12–13 另加 HK$200</div>"
    )
    page = _shop(box, lang="zh-HK", buyable=False)
    assert extract(page, "https://www.kicks.example.hk/products/runner-2").main is None


def test_finnish_auction_raise_and_carrier_fee() -> None:
    # (the least raise and the carrier's fee, each alone beside the current bid)
    box = (
        "<div class=bids><span>Nykyinen tarjous</span> <b>180,00 €</b> <span>(9 tarjousta)"
        "</span></div><p>Korotusvähimmäis 2,00 € · Pohjahinta saavutettu</p>"
    )
    page = _shop(box, lang="fi", buyable=False)
    assert extract(page, "https://www.huuto.example.fi/kohde/5512/polkupyora").main is None
    box = (
        "<div class=bids><span>Nykyinen tarjous</span> <b>180,00 €</b> <span>(9 tarjousta)"
        "</span></div><p>Toimitus: Matkahuolto 8,90 €</p>"
    )
    page = _shop(box, lang="fi", buyable=False)
    assert extract(page, "https://www.huuto.example.fi/kohde/5512/polkupyora").main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Uppselt í vefverslun – væntanlegt eftir 3 vikur, hægt að panta", "backorder"),
        ("Ipo stoo – vipande 120", "in_stock"),
        ("Zimebaki 4 tu!", "limited"),
        ("Buyurtma asosida — yetkazish 14 kun ichida", "backorder"),
        ("Очаква се доставка – 10–14 работни дни", "backorder"),
        ("Müügilt kadunud", "out_of_stock"),
        ("Liko tik 2 vnt.", "limited"),
        ("Last piece in store", "limited"),
    ],
)
def test_round_bg_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        ("<p>የእቃ ቁጥር: AT-MS-22</p><p class=price>$42.00</p>", "AT-MS-22"),
        ("<p>No de produit : QC-SSD-2T</p><p class=price>$149.99</p>", "QC-SSD-2T"),
        ("<p>Κωδ. προϊόντος: GR-LMP-04</p><p class=price>$39.00</p>", "GR-LMP-04"),
        (
            "<table><tr><td>Predmet:</td><td>5512093381</td></tr></table><p class=price>$80.00</p>",
            "5512093381",
        ),
    ],
)
def test_round_bg_item_numbers(box: str, want: str) -> None:
    assert _sku_of(box) == want


def test_printed_number_with_separators_over_structured_one() -> None:
    box = "<p class=price>$ 21.990</p><p class=ui-pdp-id>Publicación #MLC-2231098812</p>"
    page = _with_sku(_shop(box, lang="es-CL"), "MLC2231098812", "21990", "CLP")
    main = extract(page, "https://articulo.merca.example.cl/MLC-2231098812-audifonos-_JM").main
    assert main is not None and main.product.sku == "MLC-2231098812"


# Round BH (blind490-495: the four verticals, musical instruments and pro audio, pet
# supplies) mended at stop 47.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # instalments in Burmese, Khmer, Serbian Cyrillic and Mongolian, nearer the title
        (
            "<div class=row><div><b>၁,၀၉၉,၀၀၀ ကျပ်</b></div></div><p>အရစ်ကျ: ၆ လ × ၁၈၃,၀၀၀ ကျပ်</p>",
            "https://www.mobile.example.com.mm/product.php?id=12",
            "my",
            (109900000, "MMK"),
        ),
        (
            "<div class=row><div>$649.00</div></div><p>ធានា ២ ឆ្នាំ · បង់រំលោះ $54.08/ខែ</p>",
            "https://www.tech.example.com.kh/km/product/vela-13",
            "km",
            (64900, "USD"),
        ),
        (
            "<div class=row><div><span>9.990,00 дин.</span></div></div><p>на 6 рата од 1.665 дин. "
            "платним картицама</p>",
            "https://www.patike.example.rs/proizvod/runner?velicina=44",
            "sr",
            (999000, "RSD"),
        ),
        (
            "<div class=row><div><span>₮990,000</span></div></div><p>Хуваан төлөх: 6 сар × "
            "₮165,000</p>",
            "https://www.zah.example.mn/product/zz-12",
            "mn",
            (99000000, "MNT"),
        ),
        # an Amharic quantity tier, "for those buying more than 5"
        (
            "<table><tr><td>ዋጋ፡</td><td><b>32,999.00 ብር</b></td></tr><tr><td>ብዛት ቅናሽ፡</td><td>ከ5 "
            "በላይ ለሚገዙ 31,500.00 ብር በአንዱ</td></tr></table>",
            "https://www.gebeya.example.et/item.php?code=TV32",
            "am",
            (3299900, "ETB"),
        ),
        # a net price beside the gross it is the net of, each in a block of its own
        (
            "<div class=prices><div class=price><span><del><span class='strike-through list'><span "
            "class=value>BHD 59.500</span></span></del> <span class=sales><span class=value>BHD "
            "52.800</span></span></span></div><div class=price-excl-vat>BHD 48.000 excl. VAT</div>"
            "</div>",
            "https://www.fix.example.bh/en/heaters/h50/MF-H50.html",
            "en",
            (52800, "BHD"),
        ),
        # a calculator's total for a count of cartons
        (
            "<div class=row><div><span>14.400 د.أ</span></div></div><div>احسب الكمية: 9 كرتونة ="
            " 129.600 د.أ</div>",
            "https://www.bilat.example.jo/ar/p/tile-60",
            "ar",
            (14400, "JOD"),
        ),
        # a pallet's or whole pack's price in a row labelled with its count
        (
            "<table><tr><td>Cena s DPH:</td><td><b>189 Kč</b> / ks</td></tr><tr><td>Paleta (60 ks)"
            ":</td><td>10 990 Kč</td></tr></table>",
            "https://www.stavmat.example.cz/zbozi/deska?id=12",
            "cs",
            (18900, "CZK"),
        ),
        (
            "<div class=PriceBox_root__x1><span class=PriceBox_price__x2>142,50 kr</span><span "
            "class=PriceBox_unit__x3>/st</span><p class=PriceBox_pack__x4>Helt paket (80 st): 10 "
            "200,00 kr</p></div>",
            "https://www.virke.example.se/p/trall-28x95?langd=4200",
            "sv",
            (14250, "SEK"),
        ),
        (
            "<div class=price-block><span class='price-block__value price-block__value--main'>31,90"
            " €</span><span class=price-block__per>/tk</span><div class=price-block__pallet>Alus "
            "(40 tk): 1 199,00 €</div></div>",
            "https://www.ehitus.example.ee/toode/osb-22",
            "et",
            (3190, "EUR"),
        ),
        # a count of pieces right before a multibuy's price
        (
            "<div class=row><div><span class='price-item price-item--regular'>34,90 €</span>"
            "</div></div><p>3 kpl 89 €</p>",
            "https://www.maali.example.fi/products/suoja-2-7-l?variant=5",
            "fi",
            (3490, "EUR"),
        ),
        # a Mongolian pre-order's advance
        (
            "<div class=row><div><b>1,890,000₮</b></div></div><p>Урьдчилсан захиалга — 11-р сарын "
            "20-нд ирнэ. Урьдчилгаа 30%: 567,000₮</p>",
            "https://www.tenger.example.mn/baraa/gen-3kw",
            "mn",
            (189000000, "MNT"),
        ),
        # a coupon's threshold in Thai, a Hindi instant discount
        (
            "<div class=my-4><span class=text-3xl>฿1,290</span> <s>฿1,890</s></div><div "
            "class=text-sm><span class=border>โค้ดส่วนลด ฿80</span> เมื่อซื้อครบ ฿1,200</div>",
            "https://www.lazza.example.co.th/products/fan-i1.html",
            "th",
            (129000, "THB"),
        ),
        (
            "<div class=row><div><span>₹1,999</span></div></div><div>बैंक ऑफ़र: HDFC कार्ड पर "
            "₹200 की तुरंत छूट</div>",
            "https://www.kart.example.in/mixer/p/itm1",
            "hi",
            (199900, "INR"),
        ),
        # a pair's price beside the piece's
        (
            "<div class=row><div><span>2 490 kr</span></div></div><p>Pris per st. Paret: 4 790 kr"
            "</p>",
            "https://www.ton.example.se/products/monitor-m4",
            "sv",
            (249000, "SEK"),
        ),
        # a Vietnamese member's price and a multibuy of bags, a Filipino one of sacks
        (
            "<div class=row><div><span>79.000₫</span></div></div><p>Thành viên VIP: còn 75.050₫</p>"
            "<p>Mua 3 bao chỉ 219.000₫</p>",
            "https://www.thucung.example.vn/san-pham/cat-6l",
            "vi",
            (79000, "VND"),
        ),
        (
            "<div class=row><div><b>₱1,250.00</b></div></div><p>Promo: 2 sako sa halagang "
            "₱2,400.00!</p>",
            "https://www.pets.example.ph/item.php?code=DOG-10",
            "fil",
            (125000, "PHP"),
        ),
    ],
)
def test_round_bh_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


def test_size_range_price_beside_structured_data_of_those_sizes() -> None:
    box = (
        "<div class=row><s>¥19,800</s> <span>¥15,400</span></div><p>※28.0cm以上は大きいサイズ価格"
        "となります（24.0〜27.5cm：¥14,300）。</p>"
    )
    page = _with_ld(_shop(box, lang="ja"), "14300", "JPY")
    assert _price(page, "https://www.kutsu.example.jp/products/runner?variant=8") == (15400, "JPY")


def test_piece_price_of_a_pack_named_in_icelandic() -> None:
    box = "<div class=row><b>2.490 kr.</b><br><small>249 kr. stykkið</small></div>"
    page = _shop(box, lang="is", title="Guppy – 10 stk.")
    assert _price(page, "https://www.dyr.example.is/vara.php?id=12") == (2490, "ISK")


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # a discontinued page's newer model, its label alone before the price's element
        (
            "<p>Өндірістен шығарылды</p><p>Жаңа модель:</p><p class=b>289 990 ₸</p>",
            "https://www.gadget.example.kz/kk/product/orion-s10",
            "kk",
        ),
        # a Polish auction's least next offer
        (
            "<div class=b><b class=bid>840,00 zł</b> (11 ofert)</div><p>Minimalna kolejna oferta: "
            "860,00 zł</p>",
            "https://www.aukcje.example.pl/aukcja/5512-torebka",
            "pl",
        ),
        # an alternative product, named with its price
        (
            "<p>Prescription only.</p><p class=other>Non-prescription alternative: Joint support "
            "chews 60 pcs €19.99</p>",
            "https://www.vetpharm.example.ie/prescription/tablets-50",
            "en-IE",
        ),
    ],
)
def test_round_bh_no_price(box: str, url: str, lang: str) -> None:
    assert extract(_shop(box, lang=lang, buyable=False), url).main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("สินค้ามีจำนวนจำกัด", "limited"),
        ("May stock · Delivery sa Metro Manila 2-4 araw", "in_stock"),
        ("Available: 12 piraso", "in_stock"),
        ("Bulk pricing available: 10+ boxes", None),
        ("Vetëm 3 copë në gjendje", "limited"),
        ("2 ብቻ ቀርቷል", "limited"),
        ("需時 10–14 個工作天訂貨", "backorder"),
        ("Còn 24 sản phẩm", "in_stock"),
        ("Còn 3 sản phẩm", "limited"),
        ("Урьдчилсан захиалга — 12-р сард ирнэ", "preorder"),
    ],
)
def test_round_bh_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        ("<p>Məhsul kodu: BT-KF220</p><p class=price>$55.00</p>", "BT-KF220"),
        (
            "<table><tr><td>ኮድ፦</td><td>HL-DRS-02</td></tr></table><p class=price>$70.00</p>",
            "HL-DRS-02",
        ),
        (
            "<p>店铺：家尚旗舰店 ｜ 商品编号：100077123456</p><p class=price>$120.00</p>",
            "100077123456",
        ),
        (
            "<div class='product attribute sku'><strong>ایس کے یو</strong> <div class=value>"
            "BPK-INV-2K</div></div><p class=price>$99.00</p>",
            "BPK-INV-2K",
        ),
        (
            "<table><tr><td>Šifra predmeta:</td><td>1733204512</td></tr></table><p class=price>"
            "$30.00</p>",
            "1733204512",
        ),
        ("<p>No. lot: BN-LOT-7710</p><p class=price>$300.00</p>", "BN-LOT-7710"),
        ("<p class=lot-no>Lot: LP-KOI-3390</p><p class=price>$410.00</p>", "LP-KOI-3390"),
        (
            "<table><tr><th>Code ng item:</th><td>MP-CAT-07</td></tr></table><p class=price>$12.00"
            "</p>",
            "MP-CAT-07",
        ),
        # Magento's attribute block labelled with the model, its value in a "value" element
        (
            "<div class='product attribute sku'><strong class=type>型號</strong> <div class=value>"
            "HK-PRE-2CH</div></div><p class=price>$259.00</p>",
            "HK-PRE-2CH",
        ),
    ],
)
def test_round_bh_item_numbers(box: str, want: str) -> None:
    assert _sku_of(box) == want


# Round BI (blind496-501: the four verticals, spare parts and consumables, jewellery and
# gold by weight) mended at stop 47.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # related rails headed in Bengali, an EMI line in Bengali
        (
            "<table class=pdp-meta><tr><td>বিশেষ মূল্য:</td><td><b>৳৮৯,৫০০</b></td></tr></table><p "
            "class=emi>ইএমআই: ১২ মাসে ৳৭,৪৫৮/মাস</p>",
            "https://www.computer.example.com.bd/laptop/book-14",
            "bn",
            (8950000, "BDT"),
        ),
        # an auction's estimate, its low end unsigned
        (
            "<p class=estimate>Vurdering: 3.000–4.000 kr.</p><p class=bid>Aktuelt bud: <b>2.800 "
            "kr.</b> (9 bud)</p><button class=bid-btn>Byd 2.900 kr.</button>",
            "https://www.auktion.example.dk/auktion/12/lot-4",
            "da",
            None,
        ),
        # a Russian pallet tier, a Hindi immediate bank discount
        (
            "<div class=prices><span class=sales><span class=value>2 990 ₸</span></span> <span "
            "class=per-unit>за лист</span></div><div class=pallet-price>При покупке поддона (40 "
            "листов): 2 750 ₸/лист</div>",
            "https://www.stroy.example.kz/gkl-9-5/SK-GKL95.html",
            "ru",
            (299000, "KZT"),
        ),
        (
            "<div class=Pdp_price__R4><span class=Pdp_sp__a1>₹84,500</span><span>MRP <s>₹99,000"
            "</s></span></div><p class=Pdp_bank__f6>HDFC कार्ड पर ₹4,000 की तत्काल छूट</p>",
            "https://www.gharkaam.example.in/p/heater-150",
            "hi",
            (8450000, "INR"),
        ),
        # last week's price in Bengali, a transport cost per trip
        (
            "<table><tr><td class=dam>দাম: <b>৳ ৯৬,০০০</b> / টন</td></tr><tr><td class=ager>গত "
            "সপ্তাহের দাম: ৳ ৯৪,০০০ / টন</td></tr><tr><td>পরিবহন খরচ: ঢাকার মধ্যে ৳ ২,০০০ প্রতি "
            "ট্রিপ</td></tr></table>",
            "https://www.nirman.example.com.bd/product.php?id=7&size=10mm",
            "bn",
            (9600000, "BDT"),
        ),
        # Indonesian and Malay wholesale tiers
        (
            "<div><span>Rp 72.900</span><span>/dus</span></div><p>Harga grosir ≥ 40 dus: Rp "
            "69.900/dus</p>",
            "https://www.bangun.example.co.id/keramik-30x30",
            "id",
            (7290000, "IDR"),
        ),
        (
            "<div class=product-pricebox><span class=product-now>RM 42.00</span><div "
            "class=product-note>Harga borong (20 unit ke atas): RM 36.50 seunit</div></div>",
            "https://www.aircond.example.my/produk/kapasitor-45uf",
            "ms",
            (4200, "MYR"),
        ),
        # a gold ring's total under its parts, named in Urdu
        (
            "<table class=rate><tr><td>سونے کی قیمت</td><td>Rs 120,400</td></tr><tr><td>بنوائی"
            "</td><td>Rs 6,100</td></tr><tr><td><b>کل قیمت</b></td><td><b>Rs 126,500</b></td></tr>"
            "</table>",
            "https://www.sonar.example.pk/product/ring-22k",
            "ur",
            (12650000, "PKR"),
        ),
        # Mongolian delivery in the line before its amount
        (
            "<p class=une>Үнэ: <b>2,890,000₮</b></p><p>Хүргэлт Улаанбаатар хотод 5,000₮</p>",
            "https://www.altan.example.mn/baraa.php?code=AG-R18",
            "mn",
            (289000000, "MNT"),
        ),
        # a compatible cartridge offered under the original's price, an Icelandic club price
        (
            "<span class=Price_now__1>¥9,980<small>（税込）</small></span><div class=after><b>"
            "互換トナーもあります</b>：TN-300 対応リサイクルトナー <span class=alt-price>"
            "¥3,980</span>（税込）</div>",
            "https://www.toner.example.jp/products/tn-300bk",
            "ja",
            (9980, "JPY"),
        ),
        (
            "<div class=pricebox><span class=now>2.490 kr.</span><div class=note>Klúbbverð: <b>"
            "2.190 kr.</b> fyrir félaga</div></div>",
            "https://www.rafhlodur.example.is/vara/aaa-12-stk",
            "is",
            (2490, "ISK"),
        ),
    ],
)
def test_round_bi_prices(box: str, url: str, lang: str, want: tuple[int, str] | None) -> None:
    assert _price(_shop(box, lang=lang), url) == want


def test_piece_price_of_a_pack_printed_whole() -> None:
    # a 24-pack's price per piece rounded to the krona: 145 × 24 = 3.480, not 3.490
    box = (
        "<div class=pricebox><span class=now>3.490 kr.</span><div class=note>145 kr./stk.</div>"
        "</div>"
    )
    page = _shop(box, lang="is", title="Orvix AA – 24 stk. pakki")
    assert _price(page, "https://www.rafhlodur.example.is/vara/aa-24-stk") == (3490, "ISK")


def test_mongolian_from_price_of_a_configurator() -> None:
    box = (
        "<div class=pricebox><div class=note>₮1,290,000-аас эхэлнэ</div><div class=note>"
        "Багтаамж сонгоно уу</div></div>"
    )
    page = _shop(box, lang="mn", buyable=False)
    assert extract(page, "https://www.parts.example.mn/configure/battery-bank").main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Vimebaki 2 tu kwa kipimo M", "limited"),
        ("Ships in 5–7 working days (ordered from supplier)", "backorder"),
        ("門市有貨，網上訂購需7–10個工作天調貨", "backorder"),
        ("دستیاب", "in_stock"),
        ("دستیاب نہیں", "out_of_stock"),
    ],
)
def test_round_bi_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        ("<p>Produkkode: SA-SPK-02</p><p class=price>$99.00</p>", "SA-SPK-02"),
        (
            "<table class=attributes><tr><th>आइटम नंबर</th><td>BB0C7X2L1M</td></tr></table><p "
            "class=price>$45.00</p>",
            "BB0C7X2L1M",
        ),
    ],
)
def test_round_bi_item_numbers(box: str, want: str) -> None:
    assert _sku_of(box) == want


# Round BJ (blind502-505: the four verticals) mended at stop 47.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a Croatian extended warranty's price
        (
            "<div><span class='text-3xl font-bold'>299,00 €</span></div><p class=text-sm>Jamstvo "
            "12 mj. · Produženo jamstvo +24 mj. za 29,00 €</p>",
            "https://www.mobitel.example.hr/obnovljeni/phone-12?stanje=b",
            "hr",
            (29900, "EUR"),
        ),
        # a Portuguese recommended retail price, named "PVPR"
        (
            "<div class=prices><span class=pvpr>PVPR 349,99 €</span><span class=final>299,99 €"
            "</span><span class=save>Poupe 50,00 €</span></div>",
            "https://www.digital.example.pt/p/tablet-10",
            "pt-PT",
            (29999, "EUR"),
        ),
        # a Latvian multibuy, "2 pcs for"
        (
            "<div><span class=int>59</span><sup class=cents>99</sup><span class=cur>€</span></div>"
            "<p class=multi>2 gab. par 109,00 €</p>",
            "https://www.smart.example.lv/lv/produkts/austinas-eb3",
            "lv",
            (5999, "EUR"),
        ),
        # a Paraguayan cash price, a Bengali contractor's price
        (
            "<div class=selling><span>Gs. 1.890.000</span></div><div>Precio contado efectivo: Gs. "
            "1.795.500</div>",
            "https://www.ferre.example.com.py/bordeadora-52cc/p",
            "es-PY",
            (1890000, "PYG"),
        ),
        (
            "<table><tr><td>মূল্য:</td><td><b class=pr>৳ ৫৮০</b> প্রতি ব্যাগ</td></tr><tr><td>"
            "ঠিকাদার মূল্য:</td><td>৳ ৫৬০ (১০০ ব্যাগের বেশি)</td></tr></table>",
            "https://www.nirman.example.com.bd/item.php?id=CEM40",
            "bn",
            (58000, "BDT"),
        ),
        # a coupon's terms in brackets after the price after coupon
        (
            "<table class=summary><tr><td class=dt>云 市 价</td><td><span class=p-price><span>￥"
            "</span><span class=price>899.00</span></span></td></tr><tr><td class=dt>到 手 价</td>"
            "<td><span class=final-price>￥849.00</span> <small>(满800减50券，领券后)</small></td>"
            "</tr></table>",
            "https://www.yun.example.cn/item/1000428.html",
            "zh-CN",
            (89900, "CNY"),
        ),
        # an international delivery's fee as its line's lead-in
        (
            "<div><span>$1,899</span> <span>20% OFF</span></div><div>Envío internacional desde "
            "EE.UU. <b>$159</b> · Llega en 8 días</div>",
            "https://www.tianguis.example.com.mx/p/bocina-300/TD-12",
            "es-MX",
            (189900, "MXN"),
        ),
    ],
)
def test_round_bj_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


def test_georgian_auction_and_free_shipping_threshold() -> None:
    box = (
        "<table><tr><td>მიმდინარე ფსონი:</td><td><b class=bid>980,00 ₾</b></td></tr><tr><td>"
        "მინიმალური ბიჯი:</td><td>20,00 ₾</td></tr></table>"
    )
    page = _shop(box, lang="ka", buyable=False)
    assert extract(page, "https://www.auction.example.ge/lot/5512").main is None
    box = "<div>价格 <span>¥299.00 - ¥459.00</span></div><p>满额包邮 ¥288.00</p><p>请选择尺码</p>"
    page = _shop(box, lang="zh-CN", buyable=False)
    assert extract(page, "https://www.jinxiu.example.cn/item/1002.html").main is None


def test_croatian_last_piece() -> None:
    assert stock_from_text("Zadnji komad!") == "limited"


def test_price_breakdown_classed_as_a_calculation() -> None:
    # a gold bangle's price from its weight times the day's rate plus workmanship, in a table
    # classed "Calc_table" with no field to calculate with: the total is the price
    box = (
        "<table class=Calc_table__d7E8f><tr><td>Gold 18.40 g × S$118.50</td><td>S$2,180.40</td>"
        "</tr><tr><td>Workmanship</td><td>S$210.00</td></tr><tr><th>Price (GST incl.)</th><th "
        "class=Calc_total__g9H0i>S$2,390.40</th></tr></table>"
    )
    page = _shop(box, lang="en-SG")
    assert _price(page, "https://www.gold.example.sg/item/bangle-18") == (239040, "SGD")


def test_calculator_block_is_aside_only_with_a_field() -> None:
    # a block named as a calculator sets its amounts aside (a quantity calculator's totals)
    # when it holds a field to calculate with; a breakdown of the price holds none
    def noise(block: str) -> bool:
        root = lxml.html.fromstring(f"<html><body><main>{block}</main></body></html>")
        cell = root.xpath("//b")[0]
        return Flags().inherited(cell)[1]

    assert noise("<div class=m2-calculator><input name=m2><b>€ 530,40</b></div>")
    assert not noise("<div class=m2-calculator><b>€ 530,40</b></div>")
    assert noise("<div class=related-products><b>€ 530,40</b></div>")
