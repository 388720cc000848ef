"""Stop 60's rules (round DG: blind768-775, round DH: blind776-783, round DI: blind784-791, each
the four verticals twice), and the reviews' guards, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on the code before the
round, the rest guard what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of


def _ld(price: str, currency: str) -> str:
    ld = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Item",
        "offers": {"@type": "Offer", "price": price, "priceCurrency": currency},
    }
    return f"<script type='application/ld+json'>{json.dumps(ld)}</script>"


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a ticket's face value under the reseller's price
        (
            "<div class=price>£96.00</div><div class=face>Face value £60.00 per ticket</div>",
            "https://www.tickets.example.co.uk/l/1",
            "en",
            (9600, "GBP"),
        ),
        # a Lithuanian delivery line, its fee after the lead time
        (
            "<div class=price>149,00 €</div><p>Pristatymas iš Latvijos per 2–4 d. d. · 5,99 €</p>",
            "https://www.turgus.example.lt/p/1",
            "lt",
            (14900, "EUR"),
        ),
        # the quetzal's letter before the amount, on a Guatemalan shop without structured data
        (
            "<div class=prices><del>Q 420.00</del> <span class=sales>Q 379.00</span></div>",
            "https://www.moda.example.com.gt/p/1",
            "es",
            (37900, "GTQ"),
        ),
        # another shop's lowest offer, counted, beside the buy box's price
        (
            "<div class=price>¥3299.00</div><p>其他 5 家店铺在售，最低 <span>¥3,150.00</span></p>",
            "https://item.mall.example.cn/1.html",
            "zh-CN",
            (329900, "CNY"),
        ),
        # an installation service in Hindi, "extra" after its fee
        (
            "<div class=price>₹12,499</div><p>इंस्टॉलेशन सेवा ₹499 अतिरिक्त</p>",
            "https://www.bazaar.example.in/p/1",
            "hi",
            (1249900, "INR"),
        ),
        # Finnish postage leading its line, beside a buy-now price
        (
            "<div class=buynow><span>Osta heti</span> <b>145 €</b></div>"
            "<p class=ship>Postitus 6,90 € · Nouto Helsingistä</p>",
            "https://www.huuto.example.fi/kohde/1",
            "fi",
            (14500, "EUR"),
        ),
        # a Dutch pallet deposit beside the net and gross prices
        (
            "<div class=price><span class=value>€ 300,00</span> <span>excl. btw</span></div>"
            "<div class=incl>€ 363,00 incl. 21% btw</div><p>Palletstatiegeld € 20,00 (retour)</p>",
            "https://www.groothandel.example.nl/p/1",
            "nl",
            (36300, "EUR"),
        ),
        # a Bulgarian gift's spend threshold beside a price in euros and leva
        (
            "<p class=price><span class=amount>19,90 €</span> <span>(38,92 лв.)</span></p>"
            "<div>Подарък: мостра при поръчка над 35,00 €</div>",
            "https://www.kozmetika.example.bg/p/1",
            "bg",
            (1990, "EUR"),
        ),
        # an item number ending "-LV60" is no member's level
        (
            "<p class=code>კოდი: TM-LV60</p><div class=price>89.90 ₾</div>",
            "https://www.shop.example.ge/p/1",
            "ka",
            (8990, "GEL"),
        ),
        # a group deal's next tier, once enough join
        (
            "<div><del>39.000 د.أ</del> <b>27.500 د.أ</b></div>"
            "<p>عند وصول 50 مشترك ينخفض السعر إلى 24.900 د.أ</p>",
            "https://www.deals.example.jo/p/1",
            "ar",
            (27500, "JOD"),
        ),
        # a Russian classified's former price, "было"
        (
            "<div class=price>7 900 ₽</div><p>Цена снижена, было 9 500 ₽</p>",
            "https://www.doska.example.ru/item/1",
            "ru",
            (790000, "RUB"),
        ),
        # a Serbian courier's fee
        (
            "<p><b>12.490 din.</b></p><p>Kurirska služba 390 din.</p>",
            "https://www.polovno.example.rs/p/1",
            "sr",
            (1249000, "RSD"),
        ),
        # a Serbian "old" price by its class alone
        (
            "<div><span class=stara>8.990,00 дин.</span> <span class=nova>6.990,00 дин.</span>"
            "</div>",
            "https://www.patike.example.rs/p/1",
            "sr",
            (699000, "RSD"),
        ),
        # a wholesale row "al por mayor" under the retail price
        (
            "<table><tr><td>Precio:</td><td><b>Gs. 150.000</b></td></tr><tr><td>Precio al por "
            "mayor (12+):</td><td>Gs. 120.000 c/u</td></tr></table>",
            "https://www.tienda.example.com.py/p/1",
            "es",
            (150000, "PYG"),
        ),
        # a fitting offered at an extra charge
        (
            "<strong>USh 220,000</strong><ul><li>Fitting available at extra USh 25,000</li></ul>",
            "https://www.autoparts.example.co.ug/ad/1",
            "en",
            (220000, "UGX"),
        ),
        # guard: a Lithuanian price "with delivery" is the price
        (
            "<p class=price>Kaina su pristatymu: 49,99 €</p>",
            "https://www.parduotuve.example.lt/p/1",
            "lt",
            (4999, "EUR"),
        ),
        # the Samoan tala and the Tongan paʻanga by their signs
        (
            "<p class=price>WS$899.00</p>",
            "https://www.fone.example.ws/p/1",
            "sm",
            (89900, "WST"),
        ),
        (
            "<p class=price>T$1,299.00</p>",
            "https://www.fale.example.to/p/1",
            "to",
            (129900, "TOP"),
        ),
    ],
)
def test_round_dg_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # the day's rate asked for by phone, an old price left in JSON-LD
        (
            _ld("2850.00", "PKR") + "<div class=price>Rates change daily — call for today's "
            "price</div>",
            "https://www.build.example.pk/p/1",
            "en",
        ),
        # an auction's current bid and its opening price in Arabic, no buy-now price
        (
            "<div class=bid><span>المزايدة الحالية</span> <span class=bid-value>45.500 د.ب</span>"
            "</div><p class=start>سعر الافتتاح: 10.000 د.ب</p>",
            "https://www.mazad.example.bh/lot/1",
            "ar",
        ),
        # an Estonian pallet's estimated retail value, its price a quote to ask for
        (
            "<div class=prices><p>Hinnanguline jaehind kokku: 9 450,00 €</p><p><b>Hind:</b> "
            "küsi hinnapakkumist</p></div>",
            "https://www.oksjon.example.ee/p/1",
            "et",
        ),
        # a discontinued tablet's successor, named in Chinese, its price in the next line
        (
            "<p>此商品已停產</p><div><p>推薦後繼機種：Tab 12 (2025)</p><p class=price>NT$9,990</p>"
            "</div>",
            "https://www.shop.example.com.tw/p/1",
            "zh-TW",
        ),
        # a Mongolian configurator's "from" price, the sign after the digits
        (
            "<div class=price><span>2,450,000₮-с эхлэн</span></div>",
            "https://www.tech.example.mn/p/1",
            "mn",
        ),
        # a discontinued drill's spare battery, named on its line
        (
            "<div>Producto descontinuado.</div><p>Repuestos disponibles: batería 18 V "
            "<span class=parts>₡18 500</span></p>",
            "https://www.ferre.example.cr/p/1",
            "es",
        ),
    ],
)
def test_round_dg_no_price(box: str, url: str, lang: str) -> None:
    assert _price(_shop(box, lang=lang, buyable=False), url) is None


def test_a_pallets_count_with_a_group_separator_sets_its_bricks_price_aside() -> None:
    # "x 1.000 unidades" in the name: the brick's price "c/u" is a thousandth of the pallet's
    box = "<div><span class=amount>$ 9.600</span> <span>por pallet</span></div><p>($ 9,60 c/u)</p>"
    page = _shop(box, lang="es", title="Ladrillo macizo – pallet x 1.000 unidades")
    assert _price(page, "https://www.ferreteria.example.com.uy/p/1") == (960000, "UYU")


@pytest.mark.parametrize(
    ("box", "url"),
    [
        # guard: "Q3" is a quarter, not the quetzal, on a Guatemalan shop
        (
            "<p>Catálogo Q3 2025</p><div class=price>Q 249.00</div>",
            "https://www.tienda.example.com.gt/p/1",
        ),
    ],
)
def test_the_quetzal_needs_a_price_after_it(box: str, url: str) -> None:
    assert _price(_shop(box, lang="es"), url) == (24900, "GTQ")


def test_a_korean_sets_part_sold_alone_is_not_the_sets_price() -> None:
    # the refill alone ("리필 단품") on the page of the set that joins it to the main item
    box = (
        "<div class=price><del>45,000원</del> <strong>39,000원</strong></div>"
        "<p>리필 단품 21,000원</p>"
    )
    page = _shop(box, lang="ko", title="글로우 쿠션 (본품+리필)")
    assert _price(page, "https://www.beauty.example.co.kr/p/1") == (39000, "KRW")


@pytest.mark.parametrize(
    ("title", "box", "want"),
    [
        # guards: on the page of the part itself, its label names the product
        ("디퓨저 리필 200ml", "<p class=price>리필 단품 18,000원</p>", (18000, "KRW")),
        (
            "갤럭시 S24 투명 케이스",
            "<p class=price>케이스 단품 12,900원</p><p>케이스+강화유리 세트 19,900원</p>",
            (12900, "KRW"),
        ),
    ],
)
def test_a_korean_part_alone_on_its_own_page(title: str, box: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang="ko", title=title), "https://shop.example.co.kr/p/1") == want


def test_a_korean_members_level_still_names_a_members_price() -> None:
    # guard: "Lv.3" before a price is a member level's, as before
    box = "<div class=price>32,000원</div><p>Lv.3 회원 28,000원</p>"
    assert _price(_shop(box, lang="ko"), "https://www.beauty.example.co.kr/p/1") == (32000, "KRW")


def test_arabic_shipping_from_the_supplier_first_is_back_order() -> None:
    assert stock_from_text("يُشحن من المورد خلال 7-10 أيام عمل") == "backorder"
    assert stock_from_text("يُشحن خلال 7-10 أيام عمل من المورد") == "backorder"


def test_a_japanese_product_management_number() -> None:
    line = "<dl><dt>商品管理番号</dt><dd>TI-55012-U</dd></dl>"
    assert _sku_of(f"{line}<p class=price>￥8,980</p>") == "TI-55012-U"


def test_a_quote_price_slot_says_price_on_request() -> None:
    page = _shop(
        _ld("2850.00", "PKR") + "<div class=price>Call for today's rate</div>", buyable=False
    )
    assert extract(page, "https://www.build.example.pk/p/1").reason == "price_on_request"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Amharic "sold — not available now"; Serbian "taken out of the range"
        ("ተሽጧል — በአሁኑ ጊዜ የለም", "out_of_stock"),
        ("Производ је избачен из понуде", "out_of_stock"),
        # Setswana "it is in stock"
        ("E teng mo setokong", "in_stock"),
        # the last ones, counted: Bosnian bags, Kyrgyz, Tamil, Czech, Danish and Azerbaijani
        ("Zadnje 3 vreće na stanju", "limited"),
        ("Кампада 3 гана калды", "limited"),
        ("கையிருப்பில் 2 மட்டுமே", "limited"),
        ("Zbývají poslední 2 vstupenky", "limited"),
        ("Kun 1 billet tilbage", "limited"),
        ("Son 3 ədəd!", "limited"),
        ("Last demo unit", "limited"),
        # "stock is tight, while stocks last" (not "sold out"); Greek boxes; Vietnamese and Korean
        ("存貨緊張，售完即止", "limited"),
        ("Μόνο 4 κιβώτια διαθέσιμα", "limited"),
        ("🔥 Sắp cháy hàng", "limited"),
        ("한정 수량", "limited"),
        # a lead time once ordered: Faroese, and Nepali beside "not in stock"
        ("Kann bíleggjast – 3-4 vikur", "backorder"),
        ("अवस्था: अर्डर गरेपछि ७–१० दिनमा उपलब्ध (स्टकमा छैन)", "backorder"),
        # guards: "sold out" alone stays so; a promotion's countdown or small print is no
        # stock count
        ("售完", "out_of_stock"),
        ("優惠價至6月30日，售完即止", None),
        ("Zbývá 5 dní do konce akce", None),
        ("Do konce akce zbývají 2 dny", None),
        ("Zbývá 99 Kč do dopravy zdarma", None),
        ("Kun 2 dage tilbage af udsalget", None),
        ("Kun 3 timer tilbage", None),
    ],
)
def test_round_dg_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>款号：QP-2291-RD</p>", "QP-2291-RD"),
        ("<div class=code>பொருள் எண்: TL-JS-400</div>", "TL-JS-400"),
        ("<p>Oferta nr 12877261011</p>", "12877261011"),
        ("<p>N.º do artigo: SM-118822</p>", "SM-118822"),
        ("<p>İlan No: <span>BP-440812</span></p>", "BP-440812"),
        ("<p>Nabídka č. PV-22018-2D</p>", "PV-22018-2D"),
        ("<p>Položka č. BZ-20455</p>", "BZ-20455"),
        ("<p>Annonce-ID: KB-55120</p>", "KB-55120"),
        ("<p>מספר מודעה: TT-11820</p>", "TT-11820"),
        ("<div><label>E'lon raqami:</label> <span>TB-33019</span></div>", "TB-33019"),
    ],
)
def test_round_dg_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 29,99</p>") == want


@pytest.mark.parametrize(
    "button",
    [
        "<button class=primary>購入手続きへ</button>",
        "<button class=btn>Sotib olish</button>",
        "<input type=button class=btn-buy value='Buy with SafePay escrow'>",
    ],
)
def test_round_dg_buy_buttons(button: str) -> None:
    page = _shop(f"<p class=price>€ 29,99</p>{button}", buyable=False)
    assert extract(page, "https://www.shop.example.com/p/1").main.stock == "in_stock"


@pytest.mark.parametrize(
    "heading",
    ["إعلان ممول", "प्रायोजित", "सम्बन्धित सामानहरू", "भर्खरै हेरिएका"],
)
def test_round_dg_side_headings_over_a_table_of_products(heading: str) -> None:
    # guard: an old table layout, each heading over a table of other products' cells
    cells = "".join(
        f"<td class=cell><a href=/p/{n}>Item {n}</a><br><b class=cena>{n}9,00 €</b></td>"
        for n in range(1, 9)
    )
    page = (
        "<html><body><table><tr><td><h1>Water tank 1000 l</h1><p class=price>€ 45,00</p>"
        "<input type=button class=btn value='Add to cart'></td></tr></table>"
        f"<h2 class=boxtitle>Related products</h2><table class=products><tr>{cells}</tr></table>"
        f"<h2 class=boxtitle>{heading}</h2><table class=products><tr>{cells}</tr></table>"
        "</body></html>"
    )
    assert _price(page, "https://www.shop.example.com/p/1") == (4500, "EUR")


# Round DH (blind776-783)


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a Bengali cashback's "effective" price beside the price
        (
            "<p><strike>৳৫,৯৫০</strike> <b>৳৪,৮৫০</b></p><p>বিকাশে পেমেন্ট করলে ১০% ক্যাশব্যাক — "
            "কার্যত ৳৪,৩৬৫</p>",
            "https://www.saree.example.com.bd/p/1",
            "bn",
            (485000, "BDT"),
        ),
        # the ngultrum's abbreviation on a Bhutanese shop, a rupee equivalent and an advance
        (
            "<table><tr><td>Price</td><td><b>Nu. 4,200.00</b> <i>(₹ 4,200 — INR accepted at "
            "par)</i></td></tr><tr><td>Advance</td><td>30% advance (Nu. 1,260.00) at order</td>"
            "</tr></table>",
            "https://www.weaves.example.bt/item.php?code=1",
            "en",
            (420000, "BTN"),
        ),
        # a student's price under the price
        (
            "<div class=price>2 990,-</div><div class=student-price>Studentpris 2 690,- med "
            "gyldig studentbevis</div>",
            "https://www.lyd.example.no/products/1",
            "nb",
            (299000, "NOK"),
        ),
        # a bonus gift card's amount and a paid membership's price
        (
            "<p class=price>$449.99</p><p>Bonus $25 gift card with bundle</p>"
            "<p>PlusMembers pay $429.99</p>",
            "https://www.games.example.ca/p/1",
            "en",
            (44999, "CAD"),
        ),
        # an Arabic top-up card given free with a new line
        (
            "<span class=now>189.500 ر.ع.</span><div class=topup>بطاقة شحن 5 ر.ع. مجاناً مع "
            "الخط الجديد</div>",
            "https://www.mobile.example.om/p/1",
            "ar",
            (189500, "OMR"),
        ),
        # a pre-owned watch's new price at the boutique, and its appraisal fee
        (
            "<span class=price>2,150,000원</span><p>신품 매장가 6,900,000원</p>"
            "<p>정품 감정서 발급 시 감정료 30,000원 별도</p>",
            "https://www.luxe.example.co.kr/p/1",
            "ko",
            (2150000, "KRW"),
        ),
        # a classified's reference table's average price
        (
            "<span class=price>R$ 1.450</span><p>Preço médio na tabela Achados: R$ 1.700</p>",
            "https://www.achados.example.com.br/anuncio/1",
            "pt-BR",
            (145000, "BRL"),
        ),
        # a French buyer-protection fee under a refurbished phone's price
        (
            "<span class=amount>412,00 $</span><p>+ taxes applicables. Frais de protection de "
            "l’acheteur : 4,99 $</p>",
            "https://www.reconditionne.example.ca/p/1",
            "fr-CA",
            (41200, "CAD"),
        ),
        # a Swiss TV's wall mounting by a technician
        (
            "<span class=price>CHF 899.–</span><p>Wandmontage durch Techniker CHF 149.–</p>",
            "https://www.elektro.example.ch/p/1",
            "de-CH",
            (89900, "CHF"),
        ),
        # a Hungarian gift's order threshold
        (
            "<p class=price>4 990 Ft</p><p>Ajándék 15 000 Ft feletti rendeléshez: mini gyertya</p>",
            "https://www.parfum.example.hu/p/1",
            "hu",
            (499000, "HUF"),
        ),
        # a Tagalog saving beside the price
        (
            "<span class=regular-price>₱789.00</span> <span class=current-price>₱725.00</span>"
            " <span>Tipid ₱64.00</span>",
            "https://www.pintura.example.ph/p/1",
            "tl",
            (72500, "PHP"),
        ),
        # a Swahili wholesale price per piece
        (
            "<p><b>USh 38,500</b></p><p>Bei ya jumla (vipande 50+): USh 35,000 kwa kipande</p>",
            "https://www.mabati.example.co.ug/p/1",
            "sw",
            (38500, "UGX"),
        ),
    ],
)
def test_round_dh_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # Amharic "price: on request (call us)", another model priced beside it
        (
            "<p class=price>ዋጋ: በጥያቄ (ይደውሉልን)</p><p>የ1080p ሞዴል ብር 89,000.00 ነው</p>",
            "https://www.electronics.example.et/p/1",
            "am",
        ),
        # Arabic "log in to view the price", a previous bulletin's price beside it
        (
            "<div class=price>الأسعار للتجار فقط – سجّل الدخول لعرض السعر</div>"
            "<p>سعر الطن في النشرة السابقة: 560.000 د.أ</p>",
            "https://www.trade.example.jo/p/1",
            "ar",
        ),
    ],
)
def test_round_dh_no_price(box: str, url: str, lang: str) -> None:
    assert _price(_shop(box, lang=lang, buyable=False), url) is None


def test_a_table_row_linking_to_another_condition_is_not_the_selected_ones_price() -> None:
    ld = _ld("1249.00", "USD")
    box = (
        "<table class=cond><tr><th>Condition</th><th>Price</th><th></th></tr><tr><td>Like New"
        "</td><td>$1,249.00</td><td><a href='?condition=like-new'>select</a></td></tr><tr><td>"
        "<b>Excellent ✔ selected</b></td><td><b>$1,099.00</b></td><td>selected</td></tr></table>"
        "<p><b>Your price: $1,099.00</b></p>"
    )
    url = "https://www.cameras.example.com/used/z30.html?condition=excellent"
    assert _price(_shop(ld + box), url) == (109900, "USD")


def test_a_price_on_an_unchosen_label_option_is_another_variants() -> None:
    # options drawn as labels with no input, the chosen one by its class; JSON-LD left on beige
    ld = _ld("359.00", "PEN")
    box = (
        "<div class=group>Color: <label>Beige (S/ 359.00)</label> <label class=is-active>Gris"
        "</label></div><p class=product-detail-price>S/ 389.00</p>"
    )
    url = "https://www.alpaca.example.pe/chompa/LA-SW?color=gris"
    assert _price(_shop(ld + box, lang="es"), url) == (38900, "PEN")


def test_a_hindi_original_price_for_the_screen_reader_is_the_former_price() -> None:
    # fabric sold by the metre, the title says so; "मूल कीमत ₹799 थी।" reads the struck price
    box = (
        "<p class=price><del><span>₹799</span></del> <span class=screen-reader-text>मूल कीमत "
        "₹799 थी।</span> <ins><span>₹649</span></ins></p>"
    )
    page = _shop(box, lang="hi", title="चंदेरी सिल्क कपड़ा (प्रति मीटर)")
    assert _price(page, "https://www.weaves.example.in/p/1") == (64900, "INR")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("판매완료", "out_of_stock"),
        ("Pa nan stòk", "out_of_stock"),
        ("Nan stòk", "in_stock"),
        ("ඉතිරිව ඇත්තේ 2ක් පමණි", "limited"),
        ("Azken 3 unitateak!", "limited"),
        ("Lead time 7–10 working days", "backorder"),
        ("Available in 7–10 days (shipped from Cebu)", "backorder"),
        ("Zuschnitt in 3–5 Arbeitstagen, danach Versand", "backorder"),
        ("Fjernlager – leveres om 8–12 hverdage", "backorder"),
        ("Levertijd 3 à 5 werkdagen (niet in voorraad, besteld bij leverancier)", "backorder"),
        # guards: a seller's count of completed sales; a quick delivery
        ("판매완료 312건", None),
        ("Available in 1-2 days", None),
        ("Leveres om 1-2 hverdage", None),
    ],
)
def test_round_dh_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Elan № 38812004</p>", "38812004"),
        ("<p>स्टाइल आईडी: JK-ANR-IND-M</p>", "JK-ANR-IND-M"),
        ("<p><b>Referans:</b> PAP-SD-118</p>", "PAP-SD-118"),
        ("<div><label>Referentie </label><span>GW-X12-256-BK</span></div>", "GW-X12-256-BK"),
        ("<div>N.º de producto: <span>LA-SW-GR-L</span></div>", "LA-SW-GR-L"),
    ],
)
def test_round_dh_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 29,99</p>") == want


# The nineteenth review's counter-examples to round DH, each a guard of what stays


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        (
            "<div class=price>신품 가전 특가 <strong>590,000원</strong></div>",
            "https://shop.example.kr/p/1",
            "ko",
            "LG 냉장고",
            (590000, "KRW"),
        ),
        (
            "<p>Members pay <b>$20.00</b></p><p>Non-members pay <b>$25.00</b></p>",
            "https://shop.example.com/p/1",
            "en",
            "Day pass",
            (2500, "USD"),
        ),
        (
            "<p>Student discount available at checkout</p><p class=price>$499.00</p>",
            "https://shop.example.com/p/1",
            "en",
            "Laptop 14",
            (49900, "USD"),
        ),
        (
            "<div class=price>Student price <b>$49.00</b></div>",
            "https://shop.example.com/p/1",
            "en",
            "Museum ticket – Student",
            (4900, "USD"),
        ),
        (
            "<p>मूल कीमत पर 20% छूट</p><p class=price>₹599</p>",
            "https://shop.example.in/p/1",
            "hi",
            "कुर्ता",
            (59900, "INR"),
        ),
        (
            "<div class=price><span class=badge>BONUS</span> <b>$59.99</b></div>",
            "https://shop.example.com/p/1",
            "en",
            "Deluxe Edition",
            (5999, "USD"),
        ),
        (
            "<p>بطاقة شحن</p><p class=price>10.500 ر.ع.</p>",
            "https://shop.example.om/p/1",
            "ar",
            "أوريدو",
            (10500, "OMR"),
        ),
        (
            "<p>Advance payment discount</p><p class=price>$1,299.00</p>",
            "https://shop.example.com/p/1",
            "en",
            "E-bike",
            (129900, "USD"),
        ),
        (
            "<p class=price>Sans frais de dossier : 1 299,00 €</p>",
            "https://shop.example.fr/p/1",
            "fr",
            "Canapé",
            (129900, "EUR"),
        ),
        (
            "<table class=buy><tr><th>Price:</th><td class=price>$49.99</td><td><a "
            "href='?add-to-cart=123'>Add to cart</a></td></tr><tr><th>With carry case:</th><td>"
            "$59.99</td></tr><tr><th>Waterproof</th><td>✓ selected models</td></tr></table>",
            "https://shop.example.com/p/1",
            "en",
            "Speaker",
            (4999, "USD"),
        ),
        (
            "<p class=price>Nu. 19,99</p>",
            "https://shop.example.nl/p/1",
            "nl",
            "Koptelefoon",
            (1999, "EUR"),
        ),
        (
            "<p class=price>Caução incluída: 150,00 €</p>",
            "https://shop.example.pt/p/1",
            "pt",
            "Garrafa de gás",
            (15000, "EUR"),
        ),
    ],
)
def test_round_dh_review_guards(
    box: str, url: str, lang: str, title: str, want: tuple[int, str]
) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Zuschnitt in 24 Stunden", None),
        ("Zuschnitt in 1-mm-Schritten möglich", None),
        ("På lager – leveres om 5-7 hverdage", "in_stock"),
        ("Nur 2 Farben verfügbar", None),
        ("Nur 3 Filialen vorrätig", "in_stock"),
        ("판매완료 임박", None),
        ("예약 판매 완료 후 순차 발송", "preorder"),
        ("누적 판매완료 1,312개", None),
    ],
)
def test_round_dh_review_stock_guards(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


# Round DI (blind784-791)


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a Thai trial size's own price under the chosen set's
        (
            "<div class=price><del>฿1,980.00</del> <ins>฿1,590.00</ins></div>"
            "<p class=sample-note>ขนาดทดลอง 5 มล. เพียง ฿190.00 (จำกัด 1 ชิ้นต่อออเดอร์)</p>",
            "https://www.glow.example.co.th/product/serum/",
            "th",
            (159000, "THB"),
        ),
        # a coupon to claim after a spend deal, in the price's line
        (
            "<div>京东价 <span class=p>¥599.00</span> <del>¥799.00</del></div><div class=final>"
            "到手价 <strong>¥539.00</strong> <span>（满599减40，领券再减20）</span></div>",
            "https://item.mall.example.cn/1.html",
            "zh-CN",
            (59900, "CNY"),
        ),
        # a Chinese extended warranty with its term
        (
            "<span class=p>¥399.00</span> <del>¥569.00</del>"
            "<p class=service>延保服务 2年 ¥39.00</p>",
            "https://item.tools.example.cn/1.html",
            "zh-CN",
            (39900, "CNY"),
        ),
        # an Urdu free gift's worth in brackets
        (
            "<span class=price>Rs. 24,999</span> <s>Rs. 32,000</s><div class=gift>🎁 مفت تحفہ: "
            "ہارڈ کیری کیس (قیمت Rs. 2,500)</div>",
            "https://www.audio.example.pk/p/1",
            "ur",
            (2499900, "PKR"),
        ),
        # free delivery in the capital, a fee for the interior
        (
            "<p><strike>Gs. 3.990.000</strike> <b>Gs. 3.450.000</b></p><p class=envio>Envío gratis "
            "en Asunción y Gran Asunción. Interior: Gs. 60.000</p>",
            "https://www.electro.example.com.py/p/1",
            "es",
            (3450000, "PYG"),
        ),
        # an installation booked separately, in a table
        (
            "<table><tr><td>Price</td><td><b>UGX 1,850,000</b></td></tr><tr><td>Installation</td>"
            "<td>UGX 120,000 — booked separately</td></tr></table>",
            "https://www.solar.example.co.ug/p/1",
            "en",
            (1850000, "UGX"),
        ),
        # a Faroese multibuy of packs
        (
            "<table><tr><td>Prísur</td><td><b>189,00 kr.</b></td></tr><tr><td>Tilboð</td><td>3 "
            "pakkar fyri 499,00 kr.</td></tr></table>",
            "https://www.bygg.example.fo/p/1",
            "fo",
            (18900, "DKK"),
        ),
        # an Icelandic used item's price new
        (
            "<span class=main>45.000 kr.</span> <span class=new>Verð nýtt: 89.990 kr.</span>",
            "https://www.notad.example.is/p/1",
            "is",
            (45000, "ISK"),
        ),
        # a Finnish bonus customer's price
        (
            "<p class=price>69,90 €</p><p>Bonusasiakkaan hinta 59,90 €</p>",
            "https://www.rauta.example.fi/p/1",
            "fi",
            (6990, "EUR"),
        ),
        # a launch price, the normal price after the launch beside it
        (
            "<span class=now>$129.990</span> <span>Precio normal después del lanzamiento: "
            "$149.990</span>",
            "https://www.lentes.example.cl/p/1",
            "es-CL",
            (129990, "CLP"),
        ),
        # a classified's paid promotion for the seller
        (
            "<div class=price><b>449,00 €</b> <span>(878,17 лв.)</span></div><a class=vip>Направи "
            "обявата VIP за 4,99 €</a>",
            "https://www.obiavi.example.bg/ad/1",
            "bg",
            (44900, "EUR"),
        ),
    ],
)
def test_round_di_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # a Romanian discontinued TV, its successor priced, JSON-LD left in stock
        (
            _ld("2799.99", "RON") + "<div class=notice>Produsul nu mai este comercializat.</div>"
            "<div class=successor><p>Noul model disponibil:</p><a href=/tv-q3>Televizor Q3</a> "
            "<span class=successor-price>3.299,99 Lei</span></div>",
            "https://www.electro.example.ro/p/1",
            "ro",
        ),
        # a Serbian auction's current bid and minimum raise, no buy-now price
        (
            "<table><tr><td>Тренутна понуда:</td><td><b>18.500 RSD</b> (14 понуда)</td></tr><tr>"
            "<td>Минимално повећање:</td><td>500 RSD</td></tr></table>",
            "https://www.aukcija.example.rs/oglas/1",
            "sr",
        ),
        # a Norwegian used stroller to make an offer on, its price new in the shop
        (
            "<p class=new>Ny pris i butikk: 8 990 kr</p><button>Gi bud</button>",
            "https://www.finn.example.no/ad/1",
            "nb",
        ),
    ],
)
def test_round_di_no_price(box: str, url: str, lang: str) -> None:
    assert _price(_shop(box, lang=lang, buyable=False), url) is None


def test_a_card_discounts_result_after_an_arrow_is_for_card_holders() -> None:
    box = (
        "<div class=prices><del>1,199,000원</del> <span class=sales>1,155,000원</span></div>"
        "<div class=callout>하늘카드 결제 시 즉시할인 66,000원 → <b>1,089,000원</b></div>"
    )
    assert _price(_shop(box, lang="ko"), "https://www.mobile.example.co.kr/p/1") == (
        1155000,
        "KRW",
    )


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Produsul nu mai este comercializat.", "out_of_stock"),
        ("Disponible en 8 días hábiles (se pide a proveedor)", "backorder"),
        ("Sem stock no tamanho 39 — disponível para encomenda", "backorder"),
        ("Kjem inn på lager veke 3 – kan førehandsbestillast", "preorder"),
        ("متاح للحجز المسبق – يشحن ١٥ يناير", "preorder"),
        ("Μόνο 3 συσκευασίες διαθέσιμες", "limited"),
        # guards: a quick shipping line; one already in stock
        ("Ships in 1-2 business days", None),
        ("In stock. Ships in 5-7 business days", "in_stock"),
    ],
)
def test_round_di_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<div class=vi-id>Hirdetéskód: 148822103</div>", "148822103"),
        ("<div>Број огласа: 160022871</div>", "160022871"),
        ("<div class=meta>№ 3881402217 · 1 284 просмотра</div>", "3881402217"),
        ("<div class=advert-id>Tangazo Nambari: aK1Q9xZ2</div>", "aK1Q9xZ2"),
        ("<p>Barter mümkündür · Elanın nömrəsi: 44128830</p>", "44128830"),
        ("<div>उत्पाद आईडी: MOBH7Z2KQ8YZ</div>", "MOBH7Z2KQ8YZ"),
        ("<div><span>N.º de artigo:</span> <span>SR-MALA-TOTE</span></div>", "SR-MALA-TOTE"),
    ],
)
def test_round_di_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 29,99</p>") == want


# The twentieth review's counter-examples to round DI, each a guard of what stays


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ships in 5-7 business days", None),
        ("Também disponível para encomenda por telefone", "in_stock"),
        ("Oferta nu mai este disponibilă după 30 iunie.", None),
        ("انتهت فترة الحجز المسبق", None),
    ],
)
def test_round_di_review_stock_guards(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a trial size's own page
        (
            "<p class=price>Trial size 10 ml: $12.00</p>",
            "https://shop.example.com/p/1",
            "en",
            "Glow Serum Trial Size 10 ml",
            (1200, "USD"),
        ),
        # a price lowered, "new price in the shop"
        (
            "<p class=price>Ny pris i butikken: 699 kr</p><p>Før: <s>899 kr</s></p>",
            "https://www.butikk.example.no/p/1",
            "nb",
            "Kaffetrakter",
            (69900, "NOK"),
        ),
        # a phone's price paid apart from its plan
        (
            "<p class=price>Device: $799 — paid separately</p><p>Plan: $45/mo</p>",
            "https://shop.example.com/p/1",
            "en",
            "Phone X",
            (79900, "USD"),
        ),
        # a service sold as the product, its term in the line
        (
            "<p class=price>上门服务 1年 ¥299</p>",
            "https://shop.example.cn/p/1",
            "zh-CN",
            "家电清洗上门服务 1年",
            (29900, "CNY"),
        ),
        # an offer valid for a time after the launch
        (
            "<p class=price>Oferta válida hasta 30 días después del lanzamiento: $89.990</p>",
            "https://www.tienda.example.cl/p/1",
            "es-CL",
            "Audífonos",
            (89990, "CLP"),
        ),
        # the same price for members and others, after an arrow
        (
            "<div class=price>정가 45,000원 → 회원·비회원 동일가 → <span>39,000원</span></div>",
            "https://shop.example.co.kr/p/1",
            "ko",
            "텀블러",
            (39000, "KRW"),
        ),
    ],
)
def test_round_di_review_guards(
    box: str, url: str, lang: str, title: str, want: tuple[int, str]
) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_an_arabic_batch_number_is_no_item_number() -> None:
    box = "<p class=price>89 ر.س</p><ul class=specs><li>رقم الدفعة: L230512</li></ul>"
    main = extract(_shop(box, lang="ar"), "https://shop.example.sa/p/1").main
    assert main is not None and main.product.sku != "L230512"
