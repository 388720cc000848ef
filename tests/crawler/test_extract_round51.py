"""Stop 51's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 50's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from crawler.extract.visible import _RELATED_HEADING
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of

# Round BU (blind564-569: the four verticals, boats and chandlery, party supplies and costume
# hire) mended at stop 51.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a pre-order's advance in Nepali and in Burmese (a row of its own)
        (
            "<span class=amount>रु ८,९००</span><p>अहिले अग्रिम रु २,००० मात्र तिर्नुहोस्, बाँकी पठाउँदा।</p>",
            "https://www.pashmina.example.com.np/products/shawl-rose",
            "ne",
            "शुद्ध पश्मिना सल – गुलाबी",
            (890000, "NPR"),
        ),
        (
            "<table class=pr><tr><td>ဈေးနှုန်း</td><td><b>၁,၂၅၀,၀၀၀ ကျပ်</b></td></tr><tr><td>"
            "ကြိုတင်စရံငွေ</td><td>၂၀၀,၀၀၀ ကျပ်</td></tr></table>",
            "https://www.mobile.example.com.mm/item.php?id=ZX8",
            "my",
            "Zenix 8 256GB ဖုန်း",
            (125000000, "MMK"),
        ),
        # a delivery fee in Burmese, Tamil, Azerbaijani and Afrikaans
        (
            "<p>ဈေးနှုန်း: <b>၃၅,၀၀၀ ကျပ်</b></p><p>ပို့ဆောင်ခ: ၂,၅၀၀ ကျပ်</p>",
            "https://www.longyi.example.com.mm/item/0312",
            "my",
            "ချိတ်လုံချည် (ပိုး) – အနီ",
            (3500000, "MMK"),
        ),
        (
            "<table><tr><td class=pr><span class=now>Rs. 2,450.00</span></td></tr><tr><td>டெலிவரி:"
            " Rs. 450.00 (நகருக்குள்)</td></tr></table>",
            "https://www.tools.example.lk/ta/item/brush-set-5",
            "ta",
            "வண்ணப்பூச்சு தூரிகை தொகுப்பு",
            (245000, "LKR"),
        ),
        (
            "<table><tr><td>Qiymət:</td><td><span class=qiymet>84,50 ₼</span></td></tr><tr><td>"
            "1 L üçün:</td><td>5,63 ₼</td></tr><tr><td>Çatdırılma:</td><td>Bakı daxili 5 ₼</td>"
            "</tr></table>",
            "https://www.tikinti.example.az/mehsul.php?id=4471",
            "az",
            "Fasad boyası 15 L ağ",
            (8450, "AZN"),
        ),
        # "buy 2, pay" with a comma; N of the shopper's choice "a" a price
        (
            "<p class=text-2xl>39,90 €</p><p class=promo>Osta 2, maksa 69,00 €</p>",
            "https://www.pipo.example.fi/tuote/merinopipo-navy",
            "fi",
            "Merinopipo – navy",
            (3990, "EUR"),
        ),
        (
            "<table><tr><td>Prezzo:</td><td><b class=prezzo>€ 32,50</b></td></tr></table><p "
            "class=offerta>Offerta: 3 carte a scelta a € 85,00</p>",
            "https://www.carte.example.it/scheda.asp?cod=912",
            "it",
            "Carta nautica n. 912",
            (3250, "EUR"),
        ),
        # a Swahili weekly plan
        (
            "<p><span class=text-3xl>KSh 2,450</span></p><p class=text-sm>Lipa na M-Pesa · Lipa "
            "polepole KSh 850 kwa wiki</p>",
            "https://www.viatu.example.co.ke/bidhaa/akala-41",
            "sw",
            "Viatu vya Akala – namba 41",
            (245000, "KES"),
        ),
        # a bulk good sold by the tonne the URL chooses
        (
            "<div class=unit-switch><a href='?unit=kg'>প্রতি কেজি</a> <a class=active "
            "href='?unit=ton'>প্রতি টন</a></div><div class=price><span class=amount>৳৯৮,৫০০</span>"
            " <span class=per>/ টন</span></div><p class=kg>প্রতি কেজি ৳৯৮.৫০</p>",
            "https://www.nirman.example.com.bd/product/rod-12mm?unit=ton",
            "bn",
            "রড ৬০ গ্রেড ১২ মিমি",
            (9850000, "BDT"),
        ),
        # a Chinese price after a coupon, a group buy's, an installation service's
        (
            "<span class=text-3xl>¥1,299.00</span><p>领券满1000减100，到手价 ¥1,199.00</p><p>现货 "
            "· 48小时内发货 · 安装服务 ¥150</p>",
            "https://www.jiaju.example.cn/item/SM800.html",
            "zh",
            "恒温淋浴花洒套装 黑色",
            (129900, "CNY"),
        ),
        (
            "<span class=text-3xl>¥1,299.00</span><div class=group>2人拼购价 ¥1,249.00 去拼单"
            "</div>",
            "https://www.mall.example.cn/item/100048213377.html",
            "zh",
            "智能护眼台灯 L2",
            (129900, "CNY"),
        ),
        # the Rwandan franc's letters
        (
            "<p class=pr><s>72,000 Frw</s> <b>65,000 Frw</b></p>",
            "https://www.ibikoresho.example.rw/igicuruzwa/ingorofani-90l",
            "rw",
            "Ingorofani 90 L",
            (65000, "RWF"),
        ),
        # what a used item costs new, as a row's label
        (
            "<table><tr><th>Verð:</th><td><b class=verd>145.000 kr.</b></td></tr><tr><th>Nýtt "
            "kostar:</th><td>289.990 kr.</td></tr></table>",
            "https://www.braskarinn.example.is/auglysing/1893342",
            "is",
            "Rafmagnshjól Tervo E-City – lítið notað",
            (145000, "ISK"),
        ),
        # a hire's security deposit and cleaning fee
        (
            "<table><tr><td>Mietpreis</td><td><b>CHF 49.90</b> pro Wochenende</td></tr><tr><td>"
            "Kaution</td><td>CHF 100.–</td></tr><tr><td>Reinigungspauschale</td><td>CHF 15.–"
            "</td></tr></table>",
            "https://www.kostuem.example.ch/miete/samichlaus",
            "de",
            "Samichlaus-Kostüm komplett (Miete)",
            (4990, "CHF"),
        ),
        # guards: a deposit word of an advance booking is the booking's price; "Kaution" alone
        # is no label of the product's price
        (
            "<p>अग्रिम बुकिंग मूल्य: <b>₹ 12,999</b></p>",
            "https://www.phone.example.in/p/z8",
            "hi",
            "Zenix 8 5G",
            (1299900, "INR"),
        ),
        (
            "<p class=price>CHF 49.90</p><p>Ohne Kaution mietbar.</p>",
            "https://www.kostuem.example.ch/miete/engel",
            "de",
            "Engel-Kostüm",
            (4990, "CHF"),
        ),
    ],
)
def test_round_bu_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_an_afrikaans_delivery_fee_is_no_runner_up() -> None:
    # (hashed classes, no add-to-cart control in the box: the price stands by the title alone)
    box = (
        "<div class=Buybox_price__lP0aF><span class=Buybox_list__Yw7nE>Lys R 2 499,00</span> "
        "<span class=Buybox_now__H3cvT>R 1 899,00</span></div><p>Verdien 190 eBucks · "
        "Aflewering R 60,00</p><p>Verkoper: Markplein</p>"
    )
    page = _shop(box, lang="af", title="Kestrel 57cm ketelbraai", buyable=False)
    assert _price(page, "https://www.markplein.example.co.za/braai/PLID90211834") == (
        189900,
        "ZAR",
    )


def _with_rails(box: str, title: str, headings: list[str], cards: int = 12) -> str:
    """A product page whose rails of priced cards (each card's name an <h3> in its link)
    stand under the given headings, in a table layout's cell beside the product's box."""
    rails = "".join(
        f"<section class=block><h2>{heading}</h2><ul class=row>"
        + "".join(
            f"<li class=card><a href=/p/{r}{n}><img src=/i/{n}.jpg alt=''><h3>Item {r}-{n}</h3>"
            f"</a><div class=prices><span class=item-price>₱{r + 1}{n},499.00</span></div>"
            f"<button class=add>Add</button></li>"
            for n in range(cards)
        )
        + "</ul></section>"
        for r, heading in enumerate(headings)
    )
    return (
        f"<html><head><title>{title}</title></head><body><main><div class=pdp><h1>{title}</h1>"
        f"{box}<button class=buy>Idagdag sa Cart</button></div>{rails}</main></body></html>"
    )


def test_rails_past_a_hundred_and_fifty_card_names_are_read_as_rails() -> None:
    # fourteen rails of twelve cards: their names no longer use up the headings read
    page = _with_rails(
        "<div class=price-row><span class=orig>₱2,499.00</span><span class=cur>₱1,899.00</span>"
        "</div>",
        "Digital Rice Cooker 1.8L",
        ["Katulad na produkto", "Sponsored", "Kamakailang tiningnan"]
        + [f"Katulad na produkto {n}" for n in range(2, 13)],
    )
    main = extract(page, "https://www.tindahan.example.ph/product/rice-cooker").main
    assert main is not None
    assert (main.price_minor, main.currency) == (189900, "PHP")


@pytest.mark.parametrize(
    ("heading", "related"),
    [
        ("Svipaðar auglýsingar", True),
        ("Similar ads", True),
        ("Annonces similaires", True),
        ("ملتی جلتی اشیاء", True),
        ("حال ہی میں دیکھا", True),
        ("相似商品 2", True),
        ("最近浏览", True),
        ("广告", True),
        ("Katulad na produkto", True),
        ("தொடர்புடைய பொருட்கள்", True),
        # guards: a product's own advertising words, a heading about ads in general
        ("广告位招租说明", False),
        ("Post an ad", False),
    ],
)
def test_rail_headings(heading: str, related: bool) -> None:
    assert (_RELATED_HEADING.search(heading) is not None) == related


def test_a_classified_asking_to_be_called_is_no_price_of_its_boost_offer() -> None:
    box = (
        "<table><tr><th>قیمت</th><td><b>قیمت کے لیے رابطہ کریں</b></td></tr><tr><th>اشتہار نمبر"
        "</th><td>7712093</td></tr></table><p class=boost>اپنا اشتہار نمایاں کریں صرف Rs 1,200"
        " میں</p>"
    )
    result = extract(
        _shop(box, lang="ur", title="Sanko 5kVA جنریٹر", buyable=False),
        "https://www.karobar.example.pk/item/generator-7712093",
    )
    assert result.main is None


def test_a_related_cards_former_price_is_not_the_main_ones() -> None:
    # a table layout: the product's table and a rail of cards share the page's column
    cards = "".join(
        f"<li class=cell><a href=/p/{n}><img src=/i/{n}.jpg alt=''><span class=name>Brush {n}"
        f"</span></a><div class=pr><s class=old>Rs. {n},439.99</s> <span>Rs. {n},213.50</span>"
        "</div><button type=button class=buybtn aria-label='Add to cart'>+</button></li>"
        for n in range(5, 13)
    )
    page = (
        "<html><body><table><tr><td class=leftcol><a href=/c/1>Tools</a></td><td valign=top>"
        "<table class=item><tr><td><h1>Paint Brush Set</h1></td></tr><tr><td>Code: JT-BR5</td>"
        "</tr><tr><td class=pr><span class=now>Rs. 2,450.00</span></td></tr><tr><td><input "
        "type=button class=buybtn value='Add to cart'></td></tr></table><section class=strip>"
        f"<h2>Top picks</h2><ul>{cards}</ul></section></td></tr></table></body></html>"
    )
    main = extract(page, "https://www.tools.example.lk/item/brush-set-5").main
    assert main is not None
    assert (main.price_minor, main.regular_price_minor) == (245000, None)


def test_the_former_price_in_the_main_prices_box_is_its_regular_price() -> None:
    box = "<div class=price><s>€ 49,99</s> <div><span class=now>€ 39,99</span></div></div>"
    main = extract(_shop(box), "https://www.shop.example.de/p/1").main
    assert main is not None
    assert (main.price_minor, main.regular_price_minor) == (3999, 4999)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Няма ў наяўнасці", "out_of_stock"),
        ("තොග නැත", "out_of_stock"),
        ("Naubos na", "out_of_stock"),
        ("SELT", "out_of_stock"),
        ("Solgt", "out_of_stock"),
        ("प्रि-अर्डर — दशैंपछि पठाइनेछ", "preorder"),
        ("ඇණවුම් මත – දින 7-10 තුළ යවනු ලැබේ", "backorder"),
        ("स्टकमा २ वटा मात्र बाँकी", "limited"),
        ("Pēdējās 3 vienības", "limited"),
        ("Birahari", "in_stock"),
        ("ရနိုင်သည်", "in_stock"),
        # guards: Dutch "not in stock" stays out; a seller named "Selters" says nothing
        ("Niet in voorraad", "out_of_stock"),
        ("Verkocht door Selters", None),
    ],
)
def test_round_bu_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>رمز المادة: IQ-GX9-256</p>", "IQ-GX9-256"),
        ("<p>ລະຫັດ: VS-SINH-LP</p>", "VS-SINH-LP"),
        ("<p>ID artikla: 22019377</p>", "22019377"),
        ("<p>Cód. do item: 88210</p>", "88210"),
        ("<p>Annonsenummer 339120441</p>", "339120441"),
        ("<p>Tételszám: 448120</p>", "448120"),
        ("<p>Код тавару: 7731205</p>", "7731205"),
        ("<p>பொருள் குறியீடு: JT-BR5</p>", "JT-BR5"),
        ("<p>යොමු අංකය: LK-HGC2</p>", "LK-HGC2"),
        ("<p>Produk-ID: PLID90211834</p>", "PLID90211834"),
        ("<p>SKU Toko: BB-KMJ-PARANG-L</p>", "BB-KMJ-PARANG-L"),
    ],
)
def test_round_bu_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


# Round BV (blind570-575: the four verticals, tyres and motorcycle gear, hair and salon
# supplies) mended at stop 51.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a Burmese monthly plan in a row of its own
        (
            "<table><tr><td>ဈေးနှုန်း</td><td><s>၉၉၉,၀၀၀ ကျပ်</s> <b>၈၉၉,၀၀၀ ကျပ်</b></td></tr><tr>"
            "<td>အရစ်ကျ</td><td>၁၂ လ · တစ်လ ၇၉,၉၀၀ ကျပ်</td></tr></table>",
            "https://www.shwe.example.com.mm/phone/neko-12",
            "my",
            "Neko 12 Lite 256GB",
            (89900000, "MMK"),
        ),
        # what a new one costs, in Czech
        (
            "<p class=text-3xl>6 990 Kč</p><p class=text-sm>Cena nového: 12 990 Kč</p>",
            "https://www.refurb.example.cz/mobil/orbis-x5?stav=b",
            "cs",
            "Orbis X5 128GB – repasovaný",
            (699000, "CZK"),
        ),
        # Hungarian "nettó" right before the amount
        (
            "<span class=PriceBlock_old__aT2bn>109 990 Ft</span><span "
            "class=PriceBlock_current__Hh1cX>89 990 Ft</span><span class=PriceBlock_net__Zp0qe>"
            "nettó 70 858 Ft</span>",
            "https://www.lancfuresz.example.hu/termek/lancfuresz-45",
            "hu",
            "Benzines láncfűrész 45 cm",
            (8999000, "HUF"),
        ),
        # Croatian delivery at the end of a line of other fields
        (
            "<div><s class=amount>39,99 €</s></div><div><div><span class=amount>29,99 €</span>"
            "</div></div><p class=ships>Šalje se iz Njemačke · 5–8 radnih dana · dostava 4,90 €"
            "</p>",
            "https://www.oglasnik.example.hr/proizvod/kocke-1000",
            "hr",
            "Kocke za slaganje, 1000 kom",
            (2999, "EUR"),
        ),
        # Sinhala instalments "each"
        (
            "<p><s>රු. 21,990.00</s> <span class=sale>රු. 16,490.00</span></p><p class=emi>මාස 12 "
            "සඳහා රු. 1,374.17 බැගින් 0% වාරික</p>",
            "https://www.kadeya.example.lk/product/blender-b600",
            "si",
            "Velora B600 බ්ලෙන්ඩරය",
            (1649000, "LKR"),
        ),
        # an Icelandic tyre shop's fitting and balancing row
        (
            "<table class=verd><tr><td>Verð pr. dekk:</td><td><b>24.990 kr.</b></td></tr><tr><td>"
            "Umfelgun og jafnvægisstilling:</td><td>9.900 kr. (fólksbíll, 4 dekk)</td></tr>"
            "</table>",
            "https://www.dekk.example.is/vara.php?id=20555",
            "is",
            "Nordhjul IceClaw 205/55R16",
            (24990, "ISK"),
        ),
    ],
)
def test_round_bv_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title"),
    [
        # a Danish minimum-advertised-price page: only the recommended price is printed
        (
            "<div class=price><span class='price-item price-item--regular'>Vejl. pris "
            "24.999,00 kr.</span></div><p class=map-note>Vores pris er så lav, at vi kun må vise "
            "den i kurven.</p><button>Se pris i kurv</button>",
            "https://www.lyd.example.dk/hoejttalere/aria-9",
            "da",
            "Aria 9 gulvhøjttaler (par)",
        ),
        # a Malagasy marketplace's "starting from" over its sellers
        (
            "<table><tr><td class=vidiny>Manomboka amin'ny <b>1 690 000 Ar</b> — mpivarotra 5"
            "</td></tr><tr><td>Safidio mpivarotra mba hahitana ny vidiny farany.</td></tr>"
            "</table>",
            "https://www.tsena.example.mg/vokatra/milina-7kg",
            "mg",
            "Milina fanasan-damba 7kg",
        ),
    ],
)
def test_round_bv_no_price(box: str, url: str, lang: str, title: str) -> None:
    assert _price(_shop(box, lang=lang, title=title, buyable=False), url) is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("2 ብቻ ቀርተዋል", "limited"),
        ("بقيت ٣ قطع فقط", "limited"),
        ("Mababa na ang stock – 4 na lang", "limited"),
        ("मेड टू ऑर्डर — 3 सप्ताह में डिस्पैच", "backorder"),
        ("შეკვეთით – მიწოდება 7–10 დღეში", "backorder"),
        ("Sifarişlə, 10 iş günü ərzində", "backorder"),
        ("በክምችት ይገኛል", "in_stock"),
        ("Volné k zapůjčení: 3 ks na pobočce Brno", "in_stock"),
        ("Ububiko: 40", "in_stock"),
        ("Худалдаанд байгаа", "in_stock"),
        # guards: a price "only ₱99 now" is no count left; no stock in the warehouse is none
        ("Presyo ₱99 na lang!", None),
        ("Ububiko: 0", None),
    ],
)
def test_round_bv_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>رقم المرجع: MZ-DSH-BSP</p>", "MZ-DSH-BSP"),
        ("<p>Annons-ID: 8812044</p>", "8812044"),
        ("<p>Зарын дугаар: 8812304</p>", "8812304"),
        ("<p>Nomero y'igicuruzwa: IS-HUYE-1KG</p>", "IS-HUYE-1KG"),
        ("<p>Anúncio #MLB4412100</p>", "MLB4412100"),
        ("<p>編號：HKR-OC38-0412</p>", "HKR-OC38-0412"),
        # guard: an order's number is no item number
        ("<p>訂單編號：A-77120</p>", None),
    ],
)
def test_round_bv_item_numbers(line: str, want: str | None) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


# Round BW (blind576-581: the four verticals, solar and off-grid power, religious and festival
# goods) mended at stop 51.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a row for more than a count beside the price per running metre of a good sold so
        (
            "<table class=facts><tr><td>Price</td><td><b>₦4,850</b> per running metre (cut to "
            "length)</td></tr><tr><td>Above 500 m</td><td>₦4,500 per metre</td></tr></table>",
            "https://www.roofing.example.ng/item/longspan-per-metre",
            "en",
            "Longspan Aluminium Roofing 0.45 mm — per metre",
            (485000, "NGN"),
        ),
        (
            "<table class=facts><tr><td>मूल्य:</td><td><b>रु. ४८५</b> प्रति लम्बाइ</td></tr><tr>"
            "<td>५० लम्बाइभन्दा बढी:</td><td>रु. ४५० प्रति लम्बाइ</td></tr></table>",
            "https://www.hardware.example.com.np/saman.php?id=PPR20-4",
            "ne",
            "PPR पाइप २० मिमी (४ मिटर लम्बाइ)",
            (48500, "NPR"),
        ),
        # a payment method's "10% OFF … : $ 80.999" is no saving taking $ 89.999 down to the
        # price per m² ($ 9.000 el m²)
        (
            "<div class=vtex-product-price-1-x-sellingPrice><span "
            "class=vtex-product-price-1-x-sellingPriceValue>$ 89.999</span></div><p "
            "class=sin-impuestos>Precio sin impuestos nacionales: $ 74.379</p><p "
            "class=transferencia>10% OFF pagando con transferencia: $ 80.999</p><p class=cuotas>6 "
            "cuotas sin interés de $ 14.999</p><p class=m2>$ 9.000 el m²</p>",
            "https://www.corralon.example.com.ar/membrana-asfaltica-10m2/p",
            "es",
            "Membrana asfáltica 4 mm, rollo 10 m²",
            (8999900, "ARS"),
        ),
        # a price row named in Persian after a "ships from" row
        (
            "<table class=specs><tr><td>ارسال از:</td><td>دبی، امارات</td></tr><tr><td>قیمت:</td>"
            "<td><font class=price>۴٬۲۵۰ ؋</font></td></tr><tr><td>خرید عمده:</td><td>۳ عدد به "
            "بالا: هر عدد ۳٬۹۵۰ ؋</td></tr></table>",
            "https://www.kabulbazar.example.af/kala/KB-20931",
            "fa",
            "اتو بخار Helka S-20",
            (425000, "AFN"),
        ),
        # a Danish pack's price per piece ("pr. stk.")
        (
            "<div><span class=a>89,95 kr.</span></div><p class=b>29,98 kr. pr. stk.</p>",
            "https://www.lys.example.dk/produkt/kalenderlys-3-pak",
            "da",
            "Kalenderlys 3-pak, hvid",
            (8995, "DKK"),
        ),
        # a solar panel's price per watt-peak as a row's label
        (
            "<table class=verd><tr><td>Verð:</td><td><b>39.990 kr.</b></td></tr><tr><td>Verð á "
            "Wp:</td><td>97,5 kr.</td></tr></table>",
            "https://www.solbyr.example.is/vara/solarsella-410w",
            "is",
            "Sólarsella 410 W",
            (39990, "ISK"),
        ),
        # Swahili "for one candle"
        (
            "<p>Bei: <b>KSh 1,200</b></p><p>Sawa na KSh 24 kwa mshumaa mmoja</p>",
            "https://www.mishumaa.example.co.ke/bidhaa/mishumaa-50",
            "sw",
            "Mishumaa ya Kanisa – Pakiti ya 50",
            (120000, "KES"),
        ),
        # Uzbek and Amharic rows for more than a count
        (
            "<table><tr><td>Narxi (1 tonna):</td><td><b>9 850 000 so'm</b></td></tr><tr><td>5 "
            "tonnadan ortiq:</td><td>9 600 000 so'm / tonna</td></tr></table>",
            "https://www.qurilish.example.uz/mahsulot.php?id=ARM12",
            "uz",
            "Armatura A500C Ø12 mm (tonna)",
            (985000000, "UZS"),
        ),
        (
            "<p class=price><s>1,480.00 ብር</s> <span class=amount>1,250.00 ብር</span></p><p "
            "class=bulk>ከ10 ስብስብ በላይ፡ 1,100.00 ብር በአንድ ስብስብ</p>",
            "https://www.addisbuild.example.et/product/paint-brush-set-5/",
            "am",
            "የቀለም ብሩሽ ስብስብ (5 ቁራጭ)",
            (125000, "ETB"),
        ),
    ],
)
def test_round_bw_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_sizes_in_cyrillic_centimetres_are_no_instalments() -> None:
    box = (
        "<div class=sizes>Размер: <a href='?size=10x12'>10×12 см</a> <a href='?size=15x18' "
        "class=active aria-current=true>15×18 см</a> <a href='?size=20x25'>20×25 см</a></div> "
        "<div class=product-card__price>4 990 ₽</div><div class=product-card__stock>В наличии: "
        "7 шт.</div>"
    )
    page = (
        "<html lang=ru><body><main><div class=product-card><h1 class=product-card__title>Икона "
        f"«Николай Чудотворец»</h1>{box}<button class='btn btn--buy'>В корзину</button></div>"
        "</main></body></html>"
    )
    assert _price(page, "https://www.ikony.example.ru/catalog/ikona/?size=15x18") == (
        499000,
        "RUB",
    )


def test_a_sold_out_page_whose_price_returns_with_the_stock() -> None:
    jsonld = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",'
        '"name":"آلة قهوة Mirel 44","sku":"AM-CF-44","offers":{"@type":"Offer","price":"12900.00",'
        '"priceCurrency":"DZD","availability":"https://schema.org/InStock"}}</script>'
    )
    box = f"{jsonld}<p>نفذ من المخزون – سيظهر السعر عند إعادة التوفر</p><button>أعلمني</button>"
    result = extract(
        _shop(box, lang="ar", title="آلة قهوة Mirel 44", buyable=False),
        "https://www.marche.example.dz/ar/cafetiere-mirel-44",
    )
    assert result.main is None
    assert result.availability == "out_of_stock"


def test_a_bulgarian_auctions_current_offer_is_a_bid() -> None:
    box = (
        "<p>Лот №: LOT-8812</p><p>Текуща оферта: <b>1 450,00 €</b> (17 наддавания)</p><form>"
        "<input name=bid placeholder='мин. 1 500,00 €'><button>Наддай</button></form>"
    )
    page = _shop(box, lang="bg", title="Икона „Св. Георги“, XIX век", buyable=False)
    assert _price(page, "https://www.aukcion.example.bg/lot/8812") is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("نفذ من المخزون", "out_of_stock"),
        ("تم إيقاف هذا المنتج", "out_of_stock"),
    ],
)
def test_round_bw_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want
