"""Stop 48's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 47's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of

# Round BK (blind506-511: the four verticals, wine/beer/spirits/tea/coffee, pharmacies and
# health) mended at stop 48.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a strip's price of a box of strips (Indonesian pharmacy)
        (
            "<div class=harga><span>Rp450.000</span></div><p class=per>Rp45.000 / strip</p>",
            "https://www.apotek.example.co.id/produk/omega-3",
            "id",
            "Omega 3 1000 mg isi 10 strip",
            (45000000, "IDR"),
        ),
        # a bottle's share of a case tier, and the case's own label, in Vietnamese
        (
            "<p class=gia><b>320.000₫</b></p><p>Mua thùng 12 lon: <b>3.600.000₫</b> "
            "(300.000₫/lon)</p>",
            "https://www.bia.example.vn/bia-thu-cong-ipa",
            "vi",
            "Bia thủ công IPA 330 ml",
            (320000, "VND"),
        ),
        # a bottle's price "per bottle" on a bottle's page, beside a club's price and a mixed
        # case's "from"
        (
            "<div class=row><span class=price>$24.00</span> <span>per bottle</span></div>"
            "<p>Wine Club price $20.40</p><p>Mixed six from $129.00</p>",
            "https://www.cellar.example.com.au/wines/grenache-2022",
            "en",
            "Bush Vine Grenache 2022",
            (2400, "AUD"),
        ),
        # ... but a case's page keeps its case price, the bottle's share aside
        (
            "<div class=price>$144.00</div><p>$24.00 per bottle</p>",
            "https://www.cellar.example.com.au/wines/grenache-2022-case",
            "en",
            "Bush Vine Grenache 2022, case of 6",
            (14400, "AUD"),
        ),
        # a set's label joining the product and another, its price beside
        (
            "<p class=cijena><b>279,00 €</b></p><div>Komplet: zvučnik + stalak za <b>329,00 €"
            "</b></div>",
            "https://www.zvuk.example.hr/zvucnik-b5",
            "hr",
            "Zvučnik B5",
            (27900, "EUR"),
        ),
        # a camera's kit with a lens beside the body's price
        (
            "<p class=price><b>$1,149.00</b></p><p>Kit with 24-70mm lens: $1,649.00</p>",
            "https://www.cameras.example.com/body/z-50",
            "en",
            "Mirrorless camera Z-50 (body only)",
            (114900, "USD"),
        ),
        # a whole pallet's count in brackets, in Vietnamese
        (
            "<p class=gia><b>105.000₫</b> / bao</p><p>Nguyên pallet (60 bao): 6.100.000₫</p>",
            "https://www.vatlieu.example.vn/xi-mang-pc40",
            "vi",
            "Xi măng PC40 bao 50kg",
            (105000, "VND"),
        ),
        # delivery in Swahili
        (
            "<p class=bei><b>KSh 12,500</b></p><p>Usafirishaji: Mombasa KSh 800</p>",
            "https://www.duka.example.co.ke/jiko-la-gesi",
            "sw",
            "Jiko la gesi 2",
            (1250000, "KES"),
        ),
        # a tablet's price of a box of 50, named "pr. stk." in Danish
        (
            "<div class=pris><span>89,95 kr.</span><span>Pris pr. stk. 1,80 kr.</span></div>",
            "https://www.apotek.example.dk/ibuprofen-200",
            "da",
            "Ibuprofen 200 mg, 50 stk.",
            (8995, "DKK"),
        ),
        # a split payment in Russian
        (
            "<div class=price><b>23 990 ₽</b></div><div>Сплит: 4 части по 5 998 ₽</div>",
            "https://www.market.example.ru/product/123",
            "ru",
            "Пылесос V9",
            (2399000, "RUB"),
        ),
    ],
)
def test_round_bk_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title"),
    [
        # a pallet's deposit under prices shown to trade customers only (Dutch)
        (
            "<p class=login>Prijzen enkel zichtbaar voor professionele klanten.</p><p "
            "class=pallet-info>Palletwaarborg: € 12,50 per pallet (terugbetaald bij retour)</p>",
            "https://www.bouw.example.be/nl/betonblok-pallet",
            "nl",
            "Betonblok 14 cm – pallet 90 st.",
        ),
        # last year's price, sold at, of a release by ballot
        (
            "<p class=badge>Ballot only</p><p>Entries close Friday. Last year's release sold "
            "at £240.00.</p>",
            "https://www.spirits.example.co.uk/p/rare-25",
            "en",
            "Rare Single Malt 25 Year Old",
        ),
        # another product offered while this one is sold out
        (
            "<p class=soldout>Sold out until the next harvest.</p><p>Meanwhile try our House "
            "Blend 250 g, $14.50</p>",
            "https://www.roastery.example.com/coffee/geisha",
            "en",
            "Geisha Natural Lot 4",
        ),
    ],
)
def test_round_bk_no_price(box: str, url: str, lang: str, title: str) -> None:
    assert _price(_shop(box, lang=lang, title=title, buyable=False), url) is None


def test_a_category_by_its_count_and_sort_order_is_a_listing() -> None:
    cards = "".join(
        f"<li><a href=/p/{n}>Vitamin D {n}000 IU</a><div class=font-semibold>{n} 490 Ft</div>"
        "<button>Kosárba</button></li>"
        for n in range(1, 7)
    )
    page = (
        "<html lang=hu><head><title>D-vitamin</title></head><body><main><div><h1>D-vitamin</h1>"
        f"<p>36 termék · Rendezés: ár szerint</p><ul class=grid>{cards}</ul></div></main>"
        "</body></html>"
    )
    result = extract(page, "https://www.patika.example.hu/c/d-vitamin")
    assert result.main is None and result.reason == "multiple_products"


def test_a_css_module_block_and_its_noise_parts() -> None:
    # the item number in the title's own CSS module ("ProductCard_*"), yet the module's
    # "bundleNote" part is a bundle's note still
    box = (
        "<div class=ProductCard_card__a1B2c><h1 class=ProductCard_title__d3E4f>Бетономешалка "
        "140 л</h1><span class=ProductCard_article__g5H6i>Артикул: SD-BM140</span><div class="
        "ProductCard_price__j7K8l>149 990 ₸</div><div class=ProductCard_bundleNote__m9N0p>С "
        "тачкой 159 990 ₸</div><button>В корзину</button></div>"
    )
    page = f"<html lang=ru><head><title>x</title></head><body><main>{box}</main></body></html>"
    main = extract(page, "https://www.stroy.example.kz/p/bm140").main
    assert main is not None
    assert (main.price_minor, main.currency, main.product.sku) == (14999000, "KZT", "SD-BM140")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Imeisha", "out_of_stock"),
        ("هذا المنتج متوقف عن الإنتاج", "out_of_stock"),
        ("Վաճառված է", "out_of_stock"),
        ("პროდუქტი აღარ იწარმოება", "out_of_stock"),
        ("剩最後 1 雙", "limited"),
        ("最后2件", "limited"),
        ("Stok terhad", "limited"),
        ("Laos 12 tk – tarne 1–2 päeva", "in_stock"),
        ("Pole laos", "out_of_stock"),
        ("متوفر خلال 7-10 أيام عمل (طلب من المصنع)", "backorder"),
        ("يُشحن خلال 7–10 أيام (يُطلب من المورد)", "backorder"),
        ("Պատվերով, առաքում 5–7 օրում", "backorder"),
        ("Forventes på lager igen", "out_of_stock"),
        ("Förväntas i lager igen", "out_of_stock"),
        # another version's availability, the label of its link
        ("Versión en piel de becerro disponible: Bolso Lisette becerro", None),
        ("Disponible", "in_stock"),
    ],
)
def test_round_bk_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a Bengali stock label before its value, in a table's cells
        (
            "<table><tr><td>দাম:</td><td><b class=price>৳ ২,৯০০</b></td></tr><tr><td>স্টক:</td>"
            "<td><span class=red>মাত্র ৩টি বাকি</span></td></tr></table>",
            "limited",
        ),
        # an item number "AT-…" is no "at" of a store, and a factory order is a backorder
        (
            "<p>Item: AT-4410-GR</p><p class=price>48.500 د.أ</p><p>متوفر خلال 7-10 أيام عمل "
            "(طلب من المصنع)</p>",
            "backorder",
        ),
    ],
)
def test_round_bk_stock_lines(box: str, want: str) -> None:
    assert extract(_shop(box), "https://www.shop.example.com/p/1").availability == want


def test_the_whole_box_classed_in_stock_gives_way_to_its_stock_line() -> None:
    # WooCommerce classes the product's box "instock"; its own stock line, then the stores'
    # list (one sold out), say the stock
    page = (
        "<html lang=is><head><title>x</title></head><body><main><div class='product "
        "type-product instock'><h1>Útimálning 4 l</h1><p class=price>8.995 kr.</p><p class='"
        "stock in-stock'>Til á lager</p><div class=store-availability><ul><li>Skeifan: 12 stk."
        "</li><li>Akureyri: Uppselt</li></ul></div><button>Setja í körfu</button></div></main>"
        "</body></html>"
    )
    assert extract(page, "https://www.mal.example.is/vara/uti-4l").availability == "in_stock"


def test_a_product_classed_has_size_is_no_size_picker() -> None:
    page = (
        "<html lang=ru><head><title>x</title></head><body><main><div class='product "
        "has-size'><div class=summary><h1>Бандаж коленный</h1><div class=single_variation><p "
        "class=price>8 990 ₸</p><p class='stock available-on-backorder'>Под заказ: поставка 5–7 "
        "дней</p></div><button>Заказать</button></div></div></main></body></html>"
    )
    result = extract(page, "https://www.apteka.example.kz/p/bandazh?size=L")
    assert result.availability == "backorder"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Lote N.º MV-L207</p>", "MV-L207"),
        ("<p>Objektnr.: 30418822</p>", "30418822"),
        ("<p>የምርት ኮድ: ET-WC-2</p>", "ET-WC-2"),
    ],
)
def test_round_bk_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


# Round BL (blind512-517: the four verticals, eyewear and optics, software and digital goods)
# mended at stop 48.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # delivery in Serbian Cyrillic, nearer the title than the price
        (
            "<div class=isporuka>Испорука: 450,00 дин.</div><div class=cene><span class=nova>"
            "8.490,00 дин.</span></div>",
            "https://www.pijaca.example.rs/p/fen-h2",
            "sr",
            "Фен за косу H2",
            (849000, "RSD"),
        ),
        # a trade-in's extra discount, in Greek (hashed classes: nothing named for the price)
        (
            "<div class=sc-a1><span class=sc-b2>899,00 €</span></div><div class=sc-c3>Ανταλλαγή "
            "παλιού κινητού: επιπλέον έκπτωση έως 120,00 €</div>",
            "https://www.athina.example.gr/p/phone-x5",
            "el",
            "Κινητό X5 256GB",
            (89900, "EUR"),
        ),
        # buying two, as a Dari row's label
        (
            "<table><tr><th>قیمت</th><td><b>۱۲٬۰۰۰ ؋</b></td></tr><tr><th>خرید سه عدد</th><td>"
            "۳۳٬۰۰۰ ؋</td></tr></table>",
            "https://www.bazaar.example.af/p/gilim-2",
            "fa",
            "گلیم دست‌باف",
            (1200000, "AFN"),
        ),
        # a Plus members' price in Hindi
        (
            "<div class=x1><span class=x2>₹54,990</span></div><ul><li>प्लस सदस्यों के लिए "
            "₹52,990</li></ul>",
            "https://www.haat.example.in/p/fridge-300",
            "hi",
            "रेफ्रिजरेटर 300 L",
            (5499000, "INR"),
        ),
        # the base game's price on an expansion's page
        (
            "<div class=pdp-price><span class=now>19,99 €</span></div><p class=hint>O jogo base "
            "custa 39,99 €.</p>",
            "https://www.jogos.example.pt/dlc/mar-2",
            "pt",
            "Mar Bravo – Expansão 2",
            (1999, "EUR"),
        ),
    ],
)
def test_round_bl_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title"),
    [
        # a made-to-measure suit's "from" price in Latvian, nothing chosen
        (
            "<p class=text-lg>no 450,00 €</p><ol><li>Audums: <em>izvēlieties</em></li></ol>",
            "https://www.atelier.example.lv/p/zakete",
            "lv",
            "Žakete pēc mēra",
        ),
        # a recommended retail price, the shop's own shown only in the cart (Serbian)
        (
            "<div class=price-box><p>Препоручена малопродајна цена: <span class=list-price>"
            "12.990,00 RSD</span></p><p>Наша цена је нижа – видљива је у корпи.</p></div>",
            "https://www.soft.example.rs/p/office-pro",
            "sr",
            "Канцеларијски пакет Pro",
        ),
        # the standard edition offered beside a sold-out collector's edition
        (
            "<p class=soldout>Sold out</p><p class=std>The standard edition is available for "
            "$59.99</p>",
            "https://www.games.example.com/p/desert-legends-ce",
            "en",
            "Desert Legends – Collector's Edition",
        ),
    ],
)
def test_round_bl_no_price(box: str, url: str, lang: str, title: str) -> None:
    assert _price(_shop(box, lang=lang, title=title, buyable=False), url) is None


def test_an_auction_starting_price_in_serbian_is_no_price() -> None:
    box = (
        "<table class=auk><tr><td>Trenutna ponuda:</td><td><b>12.500,00 RSD</b> (6 ponuda)</td>"
        "</tr><tr><td>Minimalno povećanje:</td><td>200,00 RSD</td></tr><tr><td>Početna cena:"
        "</td><td>8.000,00 RSD</td></tr></table><form><input name=ponuda> <button>Licitiraj"
        "</button></form>"
    )
    page = _shop(box, lang="sr", title="Polovna bušilica 800 W", buyable=False)
    assert _price(page, "https://www.aukcije.example.rs/oglas/5512") is None


def test_a_woocommerce_result_count_in_german_makes_a_listing() -> None:
    cards = "".join(
        f"<li class=product><a href=/p/{n}><h2>Winkelschleifer {n}</h2><span class=price>"
        f"{n}9,90 €</span></a><a class=button>In den Warenkorb</a></li>"
        for n in range(1, 7)
    )
    page = (
        "<html lang=de><head><title>x</title></head><body><main><header><h1>Winkelschleifer</h1>"
        f"<p class=result-count>Zeige 1–6 von 31 Ergebnissen</p></header><ul>{cards}</ul></main>"
        "</body></html>"
    )
    assert extract(page, "https://www.werkzeug.example.de/c/winkelschleifer").main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Mayroon pa – 12 piraso", "in_stock"),
        ("Elérhető – 2 gép foglalható", "in_stock"),
        ("Nem elérhető", "out_of_stock"),
        ("Aðeins 3 leyfi eftir á þessu verði!", "limited"),
        ("Net 2 oor!", "limited"),
        ("Қоймада 5 дана қалды", "limited"),
        ("Csak 2 db maradt!", "limited"),
        ("Још само 3 комада!", "limited"),
        ("ይህ ምርት ተቋርጧል", "out_of_stock"),
        # a period to return it, not to deliver it
        ("Select-leden: gratis verzending en 30 dagen extra bedenktijd", None),
        ("Levering binnen 30 dagen", "backorder"),
    ],
)
def test_round_bl_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # "Lager:" as a row's label (Icelandic)
        (
            "<p class=verd><b>24.990 kr.</b></p><table><tr><td>Stærð:</td><td>L</td></tr><tr>"
            "<td>Lager:</td><td><span>Aðeins 1 eftir</span></td></tr></table>",
            "limited",
        ),
        # one size sold out in a Turkish size picker says nothing of the product
        (
            "<div class=price>1.499,00 TL</div><div class=sizes>Beden seçiniz <button>40</button>"
            "<button>41</button><button disabled>42 Tükendi</button></div>",
            "in_stock",
        ),
        # a pre-order line in Tagalog under utility classes, beside an active button
        (
            "<div class='flex gap-2'><span>₱2,499.00</span></div><div class='border flex mt-4'>"
            "Pre-order: ipapadala sa loob ng 14 araw</div>",
            "preorder",
        ),
    ],
)
def test_round_bl_stock_lines(box: str, want: str) -> None:
    assert extract(_shop(box), "https://www.shop.example.com/p/1").availability == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Лот № <b>551204</b></p>", "551204"),
        ("<div>拍賣編號：<span>HKL-B2210</span></div>", "HKL-B2210"),
        ("<p>商品番号: IBM-5500123 ／ 型番: KT-12B ／ JAN: 4901234567801</p>", "IBM-5500123"),
        ("<table><tr><th>የምርት ቁጥር</th><td>GB-MX200</td></tr></table>", "GB-MX200"),
    ],
)
def test_round_bl_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 2.450</p>") == want


# Round BM (blind518-523: the four verticals, office supplies and printing, farm and feed
# supplies) mended at stop 48 (prices only).


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a further discount when paying with an e-wallet (Chinese, Vietnamese, Swahili)
        (
            "<div class=x1><span class=x2>NT$1,980</span></div><p class=x3>街口支付再折 NT$50</p>",
            "https://www.bag.example.com.tw/p/tote-2",
            "zh-Hant",
            "帆布托特包",
            (198000, "TWD"),
        ),
        (
            "<p class=x1>18.990.000₫</p><ul><li>Giảm thêm 300.000₫ khi thanh toán qua ví</li>"
            "<li>Thu cũ đổi mới: trợ giá thêm đến 800.000₫</li></ul>",
            "https://www.sieuthi.example.vn/dien-thoai/g8",
            "vi",
            "Điện thoại G8 128GB",
            (18990000, "VND"),
        ),
        (
            "<span class=x1>KSh 2,450</span><p class=x2>Lipa kwa M-Pesa upate punguzo la KSh "
            "50</p>",
            "https://www.shamba.example.co.ke/p/chakula-20",
            "sw",
            "Chakula cha kuku 20 kg",
            (245000, "KES"),
        ),
        # an approximate new price on an auction in Polish, beside no buy-now price
        (
            "<div class=x1><span class=x2>1 899,00 zł</span></div><p class=x3>Nowa w sklepach: "
            "ok. 2 499,00 zł</p>",
            "https://www.sklep.example.pl/p/pila-2",
            "pl",
            "Piła ukośna 2000 W",
            (189900, "PLN"),
        ),
        # home delivery in Finnish, a Tagalog monthly plan
        (
            "<td>Kotiinkuljetus 59,00 €</td><span class=hinta>24,95 €</span>",
            "https://www.rauta.example.fi/p/lauta-4",
            "fi",
            "Terassilauta 28x95",
            (2495, "EUR"),
        ),
        (
            "<p class=hulugan>Hulugan: ₱250.00/buwan sa loob ng 12 buwan</p><span class=x1>"
            "₱2,999.00</span>",
            "https://www.quiapo.example.ph/p/kettle-2",
            "tl",
            "Electric Kettle 1.7L",
            (299900, "PHP"),
        ),
        # an engraving's price in Arabic, a wholesale tier for ten bags or more
        (
            "<span class=x1>BD 89.500</span><div>حفر الاسم على الغطاء: <span>BD 4.000</span> "
            "إضافية</div>",
            "https://www.manama.example.bh/p/watch-2",
            "ar",
            "ساعة كلاسيك",
            (89500, "BHD"),
        ),
        (
            "<div class=x0>سعر الجملة (١٠ أكياس فأكثر): ٦٫٢٥٠ ر.ع. للكيس</div><span class=x1>"
            "٦٫٩٠٠ ر.ع.</span>",
            "https://www.nakheel.example.om/p/samad-25",
            "ar",
            "سماد متوازن 25 كجم",
            (6900, "OMR"),
        ),
        # Lithuanian tier and used offer rows, an Icelandic price new on a used item's page
        (
            "<table><tr><td>Kaina:</td><td><b>89,99 €</b></td></tr><tr><td>Perkant nuo 3 vnt.:"
            "</td><td>84,99 €/vnt.</td></tr><tr><td>Naudota (B būklė):</td><td>59,00 €</td></tr>"
            "</table>",
            "https://www.turgus.example.lt/prekes/pele-2",
            "lt",
            "Pelė M2",
            (8999, "EUR"),
        ),
        (
            "<span class=x0>Verð á nýju: 34.990 kr.</span><span class=x1>19.990 kr.</span>",
            "https://www.torg.example.is/vara/lesbretti?astand=notad",
            "is",
            "Lesbretti 7 – notað",
            (19990, "ISK"),
        ),
    ],
)
def test_round_bm_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "title", "want"),
    [
        # a print run's piece price, the run chosen by the URL
        (
            "<span class=x1>$24.990</span><span class=x2>IVA incluido · $50 por tarjeta</span>",
            "https://www.imprenta.example.cl/tarjetas/mate?cantidad=500",
            "Tarjetas de presentación mate 300 g",
            (24990, "CLP"),
        ),
        # a box's piece price as a row's label, the box's count in its name
        (
            "<table><tr><th>Price:</th><td><b>UGX 36,000</b></td></tr><tr><th>Per book:</th>"
            "<td>UGX 1,000</td></tr></table>",
            "https://www.stationers.example.ug/p/exercise-books",
            "Exercise Books 48 pages – box of 36",
            (36000, "UGX"),
        ),
        # a blade's price of a pack of ten, by the row's label "1枚あたり"
        (
            "<table><tr><th>販売価格</th><td><b>3,980円</b></td></tr><tr><th>1枚あたり</th>"
            "<td>398円</td></tr></table>",
            "https://www.nouka.example.jp/shop/g/gTS230/",
            "チップソー 230mm 10枚入",
            (3980, "JPY"),
        ),
    ],
)
def test_round_bm_piece_prices(box: str, url: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, title=title), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("በአሁኑ ጊዜ አይገኝም", "out_of_stock"),
        ("فروخت ہو گیا", "out_of_stock"),
        ("Prece vairs netiek ražota.", "out_of_stock"),
        ("Liko 2 vnt.", "limited"),
    ],
)
def test_round_bm_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


def test_a_lithuanian_stock_row_and_a_hostile_class_string() -> None:
    # "Likutis:" labels the stock row; a class attribute of 12 KB is read in bounded length
    box = (
        "<table><tr><td>Kaina:</td><td><b>59,99 €</b></td></tr><tr><td>Likutis:</td><td>Liko "
        f"3 vnt.</td></tr></table><p class='{'x ' * 6000}'>Pristatymas: 3,99 €</p>"
    )
    result = extract(_shop(box, lang="lt"), "https://www.turgus.example.lt/prekes/pele-3")
    assert result.main is not None and result.main.price_minor == 5999
    assert result.availability == "limited"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<table><tr><td>Art. n.</td><td><b>2055310</b></td></tr></table>", "2055310"),
        ("<p>सामान कोड: <b>KT-NB15-R7</b></p>", "KT-NB15-R7"),
        ("<p>رمز القطعة: AC-DRS-12-M</p>", "AC-DRS-12-M"),
        ("<p>Núm. de artículo: TG-AUD-220</p>", "TG-AUD-220"),
    ],
)
def test_round_bm_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>31,50 €</p>") == want
