"""Stop 52's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 51's code, the rest
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

# Round BX (blind582-587: the four verticals, opticians and hearing aids, spare parts and
# cartridges) mended at stop 52; round BY at the end of the file.


_PAIR_JSONLD = (
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",'
    '"name":"Lumo 5","sku":"LU-5-L","offers":{"@type":"Offer","price":"35000.00",'
    '"priceCurrency":"ZAR","availability":"https://schema.org/InStock"}}</script>'
)


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a rental's price per day after a slash, in Georgian (and Portuguese, a guard)
        (
            "<span class=value>520.00 ₾</span><p class=rent>ქირით: 30 ₾ / დღე</p>",
            "https://www.iaraghi.example.ge/ka/tools/GR-DR18.html",
            "ka",
            "აკუმულატორული ბურღი 18V",
            (52000, "GEL"),
        ),
        (
            "<span class=preco>R$ 1.290,00</span><p>Aluguel: R$ 45,00 / dia</p>",
            "https://www.ferramentas.example.com.br/p/martelete-800w",
            "pt",
            "Martelete perfurador 800 W",
            (129000, "BRL"),
        ),
        # a battery's price per mAh
        (
            "<span class=now>Rs 2,150</span><p class=unit>Rs 0.11 / mAh</p>",
            "https://www.gadgets.example.mu/product/powerbank-10k",
            "en",
            "Volta Power Bank 10 000 mAh",
            (215000, "MUR"),
        ),
        # a piece's price in a unit-price line, worked out from the price per running metre
        # or square metre beside it
        (
            "<p class=product-detail-price>19,90 /lm</p><p class=product-detail-price-unit>Pris "
            "per stk (3,6 m): <b>71,64 kr</b></p>",
            "https://www.byggvare.example.no/listverk-21x95-3-6m/20931",
            "no",
            "Listverk furu 21×95 mm, lengde 3,6 m",
            (7164, "NOK"),
        ),
        (
            "<div class=product-prices><div class=current-price><span>250.000₫</span> <span>/m²"
            "</span></div><div class='product-unit-price sub'>Giá mỗi thùng (1,44 m²): <strong>"
            "360.000₫</strong></div></div>",
            "https://www.gach.example.vn/gach-lat-nen/77-gach-80x80.html",
            "vi",
            "Gạch porcelain 80x80 vân đá",
            (360000, "VND"),
        ),
        # delivery in Khmer and Faroese (a guard)
        (
            "<p>តម្លៃ <font><b>១៥០,០០០ ៛</b></font></p><p>ថ្លៃដឹកជញ្ជូនក្នុងខេត្ត៖ ៦,០០០ ៛</p>",
            "https://www.phsar.example.com.kh/product.php?code=KH-77",
            "km",
            "ឆ្នាំងបាយអគ្គិសនី ១.៨ លីត្រ",
            (15000000, "KHR"),
        ),
        (
            "<span class=nu>kr. 4.495,00</span><div class=flutningur>Skipaflutningur til "
            "Suðuroyar kr. 250,00</div>",
            "https://www.handil.example.fo/vorur/vaskimaskina-w8",
            "fo",
            "Vaskimaskina W8 – 8 kg",
            (449500, "DKK"),
        ),
        # the price of two, labelled so (structured data gives it)
        (
            _PAIR_JSONLD
            + "<div class=price-box>R18,500.00 per hearing aid</div><ul><li>Pair price R35,000.00 "
            "– select both ears</li></ul>",
            "https://www.hearing.example.co.za/lumo-5-ric.html?ear=left",
            "en",
            "Lumo 5 RIC hearing aid – left ear",
            (1850000, "ZAR"),
        ),
        # a Korean price when buying two (a guard: right on stop 51's code too)
        (
            "<strong class=price>25,000원</strong><p class=promo>2개 구매 시 45,000원</p>",
            "https://www.beauty.example.kr/goods/view?no=LP-12",
            "ko",
            "립 틴트 12호 코랄",
            (25000, "KRW"),
        ),
        # a Persian pack's piece price ("each piece") beside the pack's
        (
            "<span class=product__price-value>۱٬۲۵۰ افغانی</span> <span class=product__price-note>"
            "(هر عدد ۲۰۸ افغانی)</span>",
            "https://www.abzar.example.af/product/hinge-4in-6",
            "fa",
            "لولای در ۴ اینچ – بسته ۶ عددی",
            (125000, "AFN"),
        ),
        # a lease's months in Mongolian
        (
            "<span class=now>329,900₮</span><p>Лизинг: 12 сар × 27,500₮</p>",
            "https://www.baraa.example.mn/baraa/drill-18v",
            "mn",
            "Цэнэглэдэг өрөм 18V",
            (32990000, "MNT"),
        ),
        # a lot's piece price and a tier from a count, in rows of a table (French "À")
        (
            "<table class=prix><tr><td>Prix du lot</td><td><b>240 000 FCFA</b></td></tr><tr><td>"
            "Soit par pièce</td><td>12 000 FCFA</td></tr><tr><td>À partir de 5 lots</td><td>"
            "225 000 FCFA le lot</td></tr></table>",
            "https://www.lots.example.cm/lot.php?ref=LT-20",
            "fr",
            "Lot de 20 pagnes wax",
            (240000, "XAF"),
        ),
        # a bank offer's cap in Hindi (a guard)
        (
            "<span class=selling>₹8,999</span><ul><li>बैंक ऑफ़र: चुनिंदा कार्ड पर 10% तत्काल "
            "छूट, अधिकतम ₹1,000</li></ul>",
            "https://www.bazaar.example.in/p/fan-tower-9/TF-9",
            "hi",
            "टावर फैन 9 स्पीड",
            (899900, "INR"),
        ),
        # another product's price as a link after its label: the original part, a compatible
        # one (a guard)
        (
            "<div><span class=p>49,99 €</span></div><div class=alt>Originali kasetė: <a "
            "href=/prekes/kasete-tn2420-originali>119,00 €</a></div>",
            "https://www.dalys.example.lt/prekes/kasete-tn2420-suderinama",
            "lt",
            "Suderinama kasetė TN2420",
            (4999, "EUR"),
        ),
        (
            "<span class=now>NT$1,590</span><p class=alt>副廠相容濾網 <a "
            "href=/products/f8-compatible>NT$590</a></p>",
            "https://www.parts.example.tw/products/f8-filter",
            "zh-Hant",
            "F8 吸塵器濾網（原廠）",
            (159000, "TWD"),
        ),
        # a price without VAT in Lithuanian
        (
            "<div><span class=sc-a>49,99 €</span><span class=sc-b>Kaina be PVM 41,31 €</span>"
            "</div>",
            "https://www.dalys.example.lt/prekes/bugnas-dr1050",
            "lt",
            "Būgno blokas DR1050",
            (4999, "EUR"),
        ),
    ],
)
def test_round_bx_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title"),
    [
        # the successor's price in the element after its label
        (
            "<p>הדגם הופסק ואינו זמין עוד.</p><div class=next><h2>הדגם המחליף: נעל הרים 9</h2>"
            "<p>₪ 399.00</p><a href=/product/shoe-9>לדגם החדש</a></div>",
            "https://www.naalaim.example.co.il/product/shoe-8",
            "he",
            "נעל הרים 8",
        ),
        (
            "<div>تم إيقاف هذا المنتج</div><div class=alt><p>البديل الجديد: Rova 9 Pro</p><p>"
            "35.500 د.ك</p><a href=/ar/p/RV-9>عرض المنتج</a></div>",
            "https://www.souq.example.com.kw/ar/p/RV-8",
            "ar",
            "مكنسة Rova 8",
        ),
        # a classified's price to agree, beside its fee to feature the ad
        (
            "<p>Precio: A convenir</p><p class=fee>Destacá tu aviso por Gs. 50.000</p>",
            "https://www.avisos.example.com.py/aviso/55120-ropero",
            "es",
            "Ropero de 3 puertas usado",
        ),
        # a Swedish auction's leading bid (a guard)
        (
            "<p>Ledande bud</p><p class=bid>1 250 kr</p><p>7 bud · Avslutas om 1 d</p>"
            "<button>Lägg bud</button>",
            "https://www.auktion.example.se/objekt/44120-fatolj",
            "sv",
            "Fåtölj 1950-tal",
        ),
    ],
)
def test_round_bx_no_price(box: str, url: str, lang: str, title: str) -> None:
    assert _price(_shop(box, lang=lang, title=title, buyable=False), url) is None


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # an auction's leading bid, the seller's other items under their heading: one of them
        # a buy-now price, not this item's
        (
            "<p>Ledande bud</p><p class=bid>2 350 kr</p><p>12 bud</p><button>Lägg bud</button>"
            "<div><h2>Säljarens andra objekt</h2><ul><li>Sidobord – ledande bud 450 kr</li>"
            "<li>Bokhylla – Köp nu 3 900 kr</li></ul></div>",
            None,
        ),
        # the other grades, links after "Also available as:", the page's own grade in a table
        # whose resale rows are no price: no price rather than another grade's
        (
            "<div class=grades><span>Also available as:</span><a href=/product?id=PH-A>Grade A"
            " £275.00</a><a href=/product?id=PH-C>Grade C £219.00</a></div><table><tr><th>WeBuy"
            " for cash</th><td>£138.00</td></tr></table>",
            None,
        ),
        # a grade picker with the chosen grade among its links (a guard)
        (
            "<div class=grades><a href=?grade=a>Grade A $399.00</a><a class=active href=?grade=b>"
            "Grade B $349.00</a></div><div class=price>$349.00</div>",
            (34900, "USD"),
        ),
    ],
)
def test_links_to_other_grades_and_a_sellers_other_items(
    box: str, want: tuple[int, str] | None
) -> None:
    page = _shop(box, lang="en", title="Phone 12 64GB – Grade B", buyable=want is not None)
    assert _price(page, "https://www.swap.example.com/product?id=PH-B") == want


def test_structured_data_of_another_size_named_by_its_item_number_loses() -> None:
    jsonld = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",'
        '"name":"Kolhapuri Chappal Tan","sku":"KC-TN-07-BRN","offers":{"@type":"Offer",'
        '"price":"1299.00","priceCurrency":"INR","availability":"https://schema.org/InStock"}}'
        "</script>"
    )
    box = (
        f"{jsonld}<span class='price-item price-item--sale'>₹1,549</span><fieldset>Size: 7 "
        "(₹1,299) · <b>8</b> · 9</fieldset><p>Product code: KC-TN-08-BRN</p>"
    )
    page = _shop(box, lang="en", title="Kolhapuri Chappal – Tan")
    assert _price(page, "https://www.chappal.example.in/products/kolhapuri-tan?variant=4411") == (
        154900,
        "INR",
    )


def test_a_rails_crossed_out_card_price_is_not_a_shallow_boxs_regular_price() -> None:
    cards = "".join(
        f"<li><a href=/p/{n}>Chair {n}</a><div><div><span><s>{n}0 €</s> <b>{n}5 €</b></span>"
        "</div></div></li>"
        for n in range(3, 9)
    )
    page = (
        "<html lang=fi><head><title>Keinutuoli</title></head><body><main><div><div><h1>Keinutuoli"
        "</h1><p class=p>45 €</p><button>Osta heti</button></div></div><section><h2>Samankaltaisia"
        f"</h2><ul>{cards}</ul></section></main></body></html>"
    )
    main = extract(page, "https://www.kirppis.example.fi/ilmoitus/1120-keinutuoli").main
    assert main is not None and main.price_minor == 4500
    assert main.regular_price_minor is None
    # ... where the price's own former price, crossed out as deep in the same <main>, is kept
    own = "<div><div><div><span><s>59 €</s></span></div></div></div>"
    main = extract(
        page.replace("<p class=p>45 €</p>", f"<p class=p>45 €</p>{own}"),
        "https://www.kirppis.example.fi/ilmoitus/1120-keinutuoli",
    ).main
    assert main is not None and (main.price_minor, main.regular_price_minor) == (4500, 5900)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Кампада жок", "out_of_stock"),
        ("Nid yw'r cynnyrch hwn ar gael mwyach", "out_of_stock"),
        ("Fil-ħażna", "in_stock"),
        ("Mewn stoc", "in_stock"),
        ("Á goymslu", "in_stock"),
        ("Пад заказ – пастаўка 3–5 дзён", "backorder"),
        ("Nach 2 Stéck op Lager", "limited"),
        ("متوفر – ٤ قطع فقط متبقية", "limited"),
        ("فقط ۳ بسته باقی مانده", "limited"),
        ("Oldindan buyurtma: jo'natish 20-iyundan", "preorder"),
    ],
)
def test_round_bx_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Vørunr. FH-WM8-X</p>", "FH-WM8-X"),
        ("<p>Артыкул: NT-KB-87</p>", "NT-KB-87"),
        ("<p>Cod cynnyrch: CW-MUG-12</p>", "CW-MUG-12"),
        ("<p>No d'art. LS-TV55-Q · Réf. fabricant Q55-2026</p>", "LS-TV55-Q"),
        ("<p>Hirdetés azonosító: 4412093</p>", "4412093"),
        ("<p>លេខកូដ៖ KH-FN-16</p>", "KH-FN-16"),
        ("<p>Código de publicación: MX-77120934</p>", "MX-77120934"),
    ],
)
def test_round_bx_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>$ 1.250</p>") == want


@pytest.mark.parametrize(
    ("heading", "related"),
    [
        ("Окшош товарлар", True),
        ("Жакында көрүлгөн", True),
        ("Жарнама", True),
        ("Ұқсас тауарлар", True),
        # a guard: the word in a product's own line
        ("Жарнама берүү шарттары", False),
    ],
)
def test_kyrgyz_and_kazakh_rail_headings(heading: str, related: bool) -> None:
    assert (_RELATED_HEADING.search(heading) is not None) == related


# Round BY (blind588-593: the four verticals, kitchenware, office supplies) mended at stop 52.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a spare part's price in a Japanese sentence under the price
        (
            "<p class=p>¥3,980（税込）</p><p class=note>替刃のみ（KK-NK265B）は ¥1,650（税込）で"
            "ご用意しています。</p>",
            "https://www.kanamono.example.jp/item?id=1",
            "ja",
            "両刃のこぎり 265mm",
            (3980, "JPY"),
        ),
        # other sellers' lowest offer, in Hindi
        (
            "<div class=pr><span>₹1,24,999</span></div><a href=/offers>3 अन्य विक्रेता ₹1,19,500"
            " से</a>",
            "https://www.bazaar.example.in/dp/1",
            "hi",
            "टेबल सॉ 10 इंच",
            (12499900, "INR"),
        ),
        # a lot's piece price, the count written "12 ×" in the name
        (
            "<p>BD 18.600 <span>per lot, VAT incl.</span></p><p>BD 1.550 / piece</p>",
            "https://www.bazaar.example.bh/lots/1",
            "en",
            "Wholesale lot: 12 × Tamsin ceramic mug 350 ml",
            (18600, "BHD"),
        ),
        # the product bought with something else, nearer the title than its own price
        (
            "<div><div><div><span>BD 24.900</span></div></div></div><p>اشترِ الجهاز مع 100 كيس"
            " تغليف بسعر BD 27.500</p>",
            "https://www.office.example.bh/ar/p/1",
            "ar",
            "جهاز تغليف A3",
            (24900, "BHD"),
        ),
        # a ream's average price of a box of five reams, and one pack's of five packs
        (
            "<p>฿699.00</p><p>เฉลี่ยรีมละ ฿139.80</p>",
            "https://www.kradas.example.co.th/p/1",
            "th",
            "กระดาษถ่ายเอกสาร A4 80 แกรม (5 รีม/กล่อง)",
            (69900, "THB"),
        ),
        (
            "<p>89,900₮</p><p>1 багц: 17,980₮</p>",
            "https://www.bichig.example.mn/p/1",
            "mn",
            "A4 хувилах цаас 80г, хайрцаг (5 багц)",
            (8990000, "MNT"),
        ),
    ],
)
def test_round_by_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_an_installation_after_a_separator_is_no_rival_of_a_sold_out_price() -> None:
    box = (
        "<div class=price-area><span class=old>5.499,90 TL</span> <span class=current>4.299,90 TL"
        "</span></div><div class=stock-out>Tükendi</div><button class=btn-notify>Gelince Haber "
        "Ver</button><p class=cargo>Kargo bedava · Kurulum hizmeti 350,00 TL</p>"
    )
    page = _shop(box, lang="tr", title="Ofis Koltuğu Premium 22", buyable=False)
    assert _price(page, "https://www.ofis.example.com.tr/p/1") == (429990, "TRY")


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # a Slovak successor's price after its link
        (
            "<p>Tento produkt sa už nepredáva.</p><p>Nástupca: <a href=/mk220>Miešadlo MK220, "
            "1 800 W</a> za 249,00 €</p>",
            "sk",
            "Miešadlo MK200",
        ),
        # a list of prices, one per seat area, none chosen
        ("<p>票價：NT$6,800 / 4,800 / 3,800 / 2,800 / 1,800</p>", "zh-TW", "演唱會 2025"),
    ],
)
def test_round_by_no_price(box: str, lang: str, title: str) -> None:
    page = _shop(box, lang=lang, title=title, buyable=False)
    assert _price(page, "https://www.shop.example.com/p/1") is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Available on order: delivery in 7–10 working days", "backorder"),
        ("Proizvod više nije u ponudi.", "out_of_stock"),
        ("Ada stok", "in_stock"),
        ("اسٹاک میں موجود", "in_stock"),  # (Urdu, round BZ)
        ("Färre än 3 kvar i lager", "limited"),
        ("Forventet på lager uge 6 – bestil nu, så reserverer vi din", "backorder"),
        ("Forudbestil nu – forventes på lager uge 3, 2027.", "preorder"),  # (a guard)
    ],
)
def test_round_by_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


# Round BZ (blind594-599: the four verticals, bicycles, pharmacies) mended at stop 52.

_GRID = (
    "<li class=tile><a href=/p/0>Bocina OG3</a><span class=price>$1,299.00</span></li>"
    + "".join(
        f"<li class=tile><a href=/p/{n}>Bocina {n}</a><span class=price>${n}99.00</span>"
        "<button>Agregar</button></li>"
        for n in range(1, 7)
    )
)
_FIRST_TILE = (
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",'
    '"name":"Bocina OG3","sku":"GDL-OG3","offers":{"@type":"Offer","price":"1299.00",'
    '"priceCurrency":"MXN","availability":"https://schema.org/InStock"}}</script>'
)


def test_a_category_titled_with_its_result_count_takes_no_tiles_structured_price() -> None:
    page = (
        f"<html lang=es><head>{_FIRST_TILE}</head><body><main><div><h1>Bocinas Bluetooth (48 "
        f"resultados)</h1></div><ul class=grid>{_GRID}</ul></main></body></html>"
    )
    assert _price(page, "https://www.gdl.example.com.mx/audio/bocinas/?sz=24") is None
    # (a count of stock in brackets by the title is no result count)
    box = "<p class=p>149,500 DT TTC</p><p>En stock (6 articles)</p>"
    page = _shop(box, lang="fr", title="Sac cabas cuir Kairouan")
    assert _price(page, "https://www.medina.example.tn/sacs/193.html") == (149500, "TND")


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a 1+1 set's price with a link to its page, nearer the title than the price
        (
            "<dl><dt>정가</dt><dd><del>52,000원</del></dd><dt>판매가</dt><dd><div><div><strong>"
            "38,000원</strong></div></div></dd></dl><p>1+1 기획세트 62,000원 <a href='?pno=3382'>"
            "보러가기</a></p>",
            "https://www.seoulglow.example.kr/p/1",
            "ko",
            "어성초 진정 세럼 50ml",
            (38000, "KRW"),
        ),
        # what a classified's seller paid new, in Icelandic, Arabic and Swahili, beside fees
        # to promote the ad
        (
            "<div><div><div><p class=price>45.000 kr.</p></div></div></div><p>Keypt nýtt á "
            "119.990 kr. árið 2023. Nýjar bremsur. Skipti koma til greina</p>",
            "https://www.torgid.example.is/auglysing/1",
            "is",
            "Rafmagnshjól",
            (45000, "ISK"),
        ),
        (
            "<div><div><p class=p>385.000 د.أ</p></div></div><p>سعره الجديد 649.000 د.أ، استعمال 6"
            " أشهر مع الكرتونة.</p>",
            "https://www.souq.example.jo/ads/1",
            "ar",
            "لابتوب مستعمل",
            (385000, "JOD"),
        ),
        (
            "<div><div><p class=p>KSh 45,000</p></div></div><p>Ilinunuliwa KSh 78,000 mwaka 2024."
            "</p><p>Pandisha tangazo lako kwa KSh 499 tu</p>",
            "https://www.soko.example.co.ke/tangazo/1",
            "sw",
            "Friji Mirelo 240L",
            (4500000, "KES"),
        ),
        (
            "<div><div><p class=p>4 500 Kč</p></div></div><p>Topovat inzerát za 49 Kč</p>",
            "https://www.bazarek.example.cz/inzerat/1",
            "cs",
            "Dětská autosedačka",
            (450000, "CZK"),
        ),
        # shipping free with a membership, "otherwise" its fee; the price unsigned
        (
            "<div><div><div><p class=price>34,<sup>99</sup></p></div></div></div><p>Gratis "
            "verzending met Select – anders € 2,99</p>",
            "https://www.kooplein.example.nl/p/1",
            "nl",
            "Bordspel Kolonisten",
            (3499, "EUR"),
        ),
        # a coupon's basket price, a members' price, a health fund's co-pay, a monthly plan
        (
            "<div><div><span class=p>18.499,00 TL</span></div></div><p>Sepette %10 indirim "
            "kuponu ile 16.649,10 TL</p>",
            "https://www.bisiklet.example.com.tr/p/1",
            "tr",
            "Trekking Bisiklet 21",
            (1849900, "TRY"),
        ),
        (
            "<div><div><span>￥268.00</span></div></div><p>88VIP 专享 ￥254.60</p>",
            "https://www.taojie.example.cn/item/1",
            "zh-CN",
            "真皮托特包",
            (26800, "CNY"),
        ),
        (
            "<div><span>₪59.90</span></div><p>בהצגת מרשם – השתתפות עצמית בקופת חולים ₪15.00</p>",
            "https://www.pharm.example.co.il/p/1",
            "he",
            "ויטמין D 400 טיפות",
            (5990, "ILS"),
        ),
        (
            "<div><span>289 990 ₸</span></div><p>Kaspi Red · 0-0-12: айына 24 166 ₸</p>",
            "https://www.bike.example.kz/kk/p/1",
            "kk",
            "Tundra 29 K велосипед",
            (28999000, "KZT"),
        ),
        # a strip's price of "(১০ পাতা)", a piece's of an Urdu lot of 12 beside its tier
        (
            "<table><tr><td>মূল্য:</td><td><b>৳ ১২০</b> <s>৳ ১৩০</s></td></tr><tr><td>প্রতি পাতা:"
            "</td><td>৳ ১২</td></tr></table>",
            "https://www.ousod.example.com.bd/p/1",
            "bn",
            "প্যারাসিটামল ৫০০ মি.গ্রা. – ১০০ ট্যাবলেট (১০ পাতা)",
            (12000, "BDT"),
        ),
        (
            "<table><tr><td>لاٹ قیمت (12 عدد):</td><td><b>Rs. 7,499</b></td></tr><tr><td>فی عدد:"
            "</td><td>Rs. 625</td></tr></table><p>5 لاٹ یا زیادہ: <span>Rs. 6,999</span> فی لاٹ"
            "</p>",
            "https://www.bazaar.example.pk/lot/1",
            "ur",
            "سٹیل لنچ باکس – 12 عدد کا ہول سیل لاٹ",
            (749900, "PKR"),
        ),
        # Magento's special price labelled "Instant Savings Price"
        (
            "<div class=price-box><span class=old-price><span class=price-label>Reg.</span> <span"
            " class=price>$2,399.95</span></span> <span class=special-price><span class=price-"
            "label>Instant Savings Price</span> <span class=price>$2,099.95</span></span></div>",
            "https://www.lakeshore.example.com/kaito.html",
            "en",
            "Kaito Z 24-70mm Lens",
            (209995, "USD"),
        ),
        # "take 2 pairs for", a multibuy
        (
            "<div><div><p><del>54,90 €</del> <ins>39,90 €</ins></p></div></div><p>Leve 2 pares "
            "por 70,00 €</p>",
            "https://www.calcado.example.pt/p/1",
            "pt",
            "Alpercatas Tejo",
            (3990, "EUR"),
        ),
        # a deposit, and a delivery date before the price (no fee's label)
        (
            "<p class=tag>წინასწარი შეკვეთა · მიწოდება იანვრის ბოლოს</p><p class=big>349.00 ₾</p>"
            "<p>ახლავე გადაიხადეთ მხოლოდ ავანსი 50.00 ₾</p>",
            "https://www.market.example.ge/p/1",
            "ka",
            "ელექტრო სკუტერი Velto E9",
            (34900, "GEL"),
        ),
        (
            "<p class=tag>Pre-order · Delivery end of January</p><p class=big>€349.00</p>",
            "https://www.market.example.ie/p/1",
            "en",
            "Scooter Velto E9",
            (34900, "EUR"),
        ),
    ],
)
def test_round_bz_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # an Armenian "from" price on a configurator
        ("<p class=price>սկսած 185 000 ֏</p><p>Ընտրեք չափը</p>", "hy", "Մատանի Արարատ"),
        # another model named before its price, in English and in a Russian sentence
        ("<p class=out>Out of stock</p><p>Also see: 1HP model Rs. 24,500</p>", "en", "Pump 0.5HP"),
        (
            "<p>Нет в наличии</p><p>Похожая модель Ferrox Fat S продаётся за 64 990 ₽.</p>",
            "ru",
            "Фэтбайк Ferrox Fat X",
        ),
        # an auction's current price in a table whose other rows count the bids
        (
            "<table><tr><td>Aktuální cena:</td><td><span class=ac><b>1 250 Kč</b></span></td>"
            "</tr><tr><td>Vyvolávací cena:</td><td>100 Kč</td></tr><tr><td>Počet příhozů:</td>"
            "<td>7</td></tr><tr><td>Minimální příhoz:</td><td>50 Kč</td></tr></table>",
            "cs",
            "Staré hodinky PRIM 1975",
        ),
        # a range, and a Malay free-delivery threshold
        (
            "<p class=range>RM89.00 – RM349.00</p><p>Penghantaran percuma atas RM150.00</p>",
            "ms",
            "Set Sepana Soket",
        ),
    ],
)
def test_round_bz_no_price(box: str, lang: str, title: str) -> None:
    page = _shop(box, lang=lang, title=title, buyable=False)
    assert _price(page, "https://www.shop.example.com/p/1") is None


def test_a_table_layouts_sponsored_caption_heads_a_side_block() -> None:
    cells = "".join(
        f"<td class=itm><a href=/p/{n}><img src=/i{n}.jpg></a><br><a href=/p/{n} class=iname>Gép "
        f"{n}</a><br><font class=iprice><s class=was>{n}9 620 Ft</s> {n}8 900 Ft</font><br><input"
        " type=button class=bbtn value=Kosárba></td>"
        for n in range(1, 6)
    )
    page = (
        "<html lang=hu><body><main><table class=termek><tr><td colspan=2><h1>Rubix OF16 fúrógép"
        "</h1></td></tr><tr><td><img src=a.jpg></td><td><table class=adat><tr><td>Cikkszám:</td>"
        "<td><b>SZ-OF16</b></td></tr><tr><td>Nettó ár:</td><td>70 858 Ft</td></tr><tr><td>Bruttó"
        " ár:</td><td><b>89 990 Ft</b></td></tr></table><form><input type=submit value=Kosárba>"
        "</form></td></tr></table><table class=box><caption><b>Szponzorált</b></caption><tr>"
        f"{cells}</tr></table></main></body></html>"
    )
    assert _price(page, "https://www.szerszam.example.hu/termek.php?cikk=1") == (8999000, "HUF")


def test_a_made_to_order_line_before_the_button_past_an_item_numbers_line() -> None:
    box = (
        "<div class=flex><span class=big>69,00€</span></div><p class=text-sm>Διαθέσιμο κατόπιν "
        "παραγγελίας – αποστολή σε 5-7 εργάσιμες</p><p class=text-sm>Κωδικός: <span>AS-1</span>"
        "</p><button class=w-full>Προσθήκη στο καλάθι</button>"
    )
    page = (
        "<html lang=el><body><main><div class=box><h1>Σανδάλια Αφροδίτη 38</h1>"
        f"{box}</div></main></body></html>"
    )
    result = extract(page, "https://www.sandalia.example.gr/p/1")
    assert result.main is not None and result.main.price_minor == 6900
    assert result.availability == "backorder"


# Round CA (blind600-605: the four verticals, furniture, groceries and drinks) mended at stop 52.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a Korean subscription's monthly price
        (
            "<div><span>45,000원</span> <span>11% 39,900 원</span></div><p>정기배송 매월 37,905원 "
            "(5% 할인)</p>",
            "https://www.dawon.example.kr/goods/1",
            "ko",
            "제주 녹차 선물세트",
            (39900, "KRW"),
        ),
        # a Bulgarian price per litre, a Greek "2 pieces only" multibuy
        (
            "<div><div><span>16,82 €</span></div></div><p>24,03 € за литър</p>",
            "https://www.rakia.example.bg/produkti/1",
            "bg",
            "Гроздова ракия 0,7 л",
            (1682, "EUR"),
        ),
        (
            "<div><div><div><span>5,49 €</span></div></div></div><p>2 τεμάχια μόνο 9,98 €</p>",
            "https://www.feta.example.gr/el/p/1",
            "el",
            "Φέτα ΠΟΠ 400g",
            (549, "EUR"),
        ),
        # an Egyptian fee for paying on delivery
        (
            "<div><div><span>1,250.00 ج.م</span></div></div><p>رسوم الدفع عند الاستلام 25.00 ج.م"
            "</p>",
            "https://www.khan.example.eg/product/1",
            "ar",
            "جلابية قطن مصري – XL",
            (125000, "EGP"),
        ),
        # one chair's price of a pair ("两把装"), labelled "单把价"
        (
            "<p>价格¥2,899.00</p><p>单把价 ¥1,449.50 · 买两套再享95折</p>",
            "https://www.jiaju.example.cn/item/1",
            "zh-CN",
            "北欧实木餐椅 两把装 原木色",
            (289900, "CNY"),
        ),
    ],
)
def test_round_ca_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # an auction's shipping ("Transport:") beside its bid
        (
            "<p>Licitație curentă: <b>410 lei</b></p><p>Transport: 25,00 lei prin curier</p>"
            "<form><button>Licitează</button></form>",
            "ro",
            "Aparat foto Polaro Z7",
        ),
        # a Slovenian replacement product's price
        (
            "<p><b>Izdelek ni več v prodaji.</b></p><div class=n><p>Nadomestni izdelek: <a "
            "href=/vs-480>Sesalnik VS-480</a></p><p class=cena>129,99 €</p></div>",
            "sl",
            "Industrijski sesalnik VS-450",
        ),
    ],
)
def test_round_ca_no_price(box: str, lang: str, title: str) -> None:
    page = _shop(box, lang=lang, title=title, buyable=False)
    assert _price(page, "https://www.shop.example.com/p/1") is None


def test_mongolian_sponsored_and_recently_viewed_tables() -> None:
    def rail(head: str) -> str:
        cells = "".join(
            f"<td class=card><a href=/p/{n}>Цамц {n}</a><br><s class=priceold>{n}63,478₮</s> "
            f"<span class=pricecurrent>{n}73,900₮</span></td>"
            for n in range(1, 6)
        )
        return f"<table class=rel><tr><th colspan=9>{head}</th></tr><tr>{cells}</tr></table>"

    page = (
        "<html lang=mn><body><main><table class=baraa><tr><td><h1>Ноолууран цамц (L)</h1></td>"
        "</tr><tr><td>Үнэ: <b>389,000₮</b></td></tr></table>"
        f"{rail('Ивээн тэтгэсэн')}{rail('Сүүлд үзсэн')}</main></body></html>"
    )
    assert _price(page, "https://www.zakh.example.mn/p/3310") == (38900000, "MNT")


# Round CB (blind606-611: the four verticals, sports and outdoor, books and digital goods)
# mended at stop 52.


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a Mongolian pay-later split
        (
            "<div><span>389,000₮</span> <s>450,000₮</s></div><p>Storepay: 4 хуваан 97,250₮</p>",
            "https://www.ayalal.example.mn/product/1",
            "mn",
            "Унтлагын уут -15",
            (38900000, "MNT"),
        ),
        # a Vietnamese wall-mounting fee, and a shop voucher's "Giảm 50.000₫"
        (
            "<div><div><span>15.490.000₫</span></div></div><p class=text-sm>Phí lắp đặt treo "
            "tường: <b>350.000₫</b></p>",
            "https://www.dienmay.example.vn/tivi/1",
            "vi",
            "Tivi QLED 55 inch",
            (15490000, "VND"),
        ),
        (
            "<div><div><span>1.290.000₫</span> <s>1.690.000₫</s></div></div><div class=text-sm>"
            "Mã giảm giá của Shop: <span class=v>Giảm 50.000₫</span></div>",
            "https://www.cho.example.vn/p/1",
            "vi",
            "Máy xay sinh tố Vita B6",
            (1290000, "VND"),
        ),
        # a Swedish "Ord.pris" (ordinary price) printed live
        (
            "<div><div><span class=p>8 990:-</span></div></div><p>Ord.pris 10 490:-</p>",
            "https://www.vitvaru.example.se/p/1",
            "sv",
            "Kyl/frys FNF186 vit",
            (899000, "SEK"),
        ),
        # a Hindi "any 2 pairs for"
        (
            "<div><div><span>₹1,899</span> <s>₹2,499</s></div></div><p>कोई भी 2 जोड़ी ₹3,299 में</p>",
            "https://www.jutti.example.in/p/1",
            "hi",
            "मोजड़ी गोल्ड 8",
            (189900, "INR"),
        ),
    ],
)
def test_round_cb_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_a_resale_markets_retail_price_among_its_bids_is_no_price() -> None:
    box = (
        "<p>Highest bid: <b>$415.00</b></p><p>Last sale: $438.00</p><p>Retail price: $180.00</p>"
        "<p>No asks at this size.</p><button>Place Bid</button>"
    )
    page = (
        "<html lang=en-US><body><main><div><h1>AeroStride 1 Retro Chicago Size 10</h1><div>"
        f"{box}</div></div></main></body></html>"
    )
    assert _price(page, "https://www.kicks.example.com/market/1") is None


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # guards from a review of stop 52's rules: a sofa's "3+2" seats is no "1+1" set
        (
            "<p>Sofagruppe 3+2 Sitzer 899,00 €</p>",
            "https://www.moebel.example.de/p/1",
            "de",
            "Sofagruppe Lund",
            (89900, "EUR"),
        ),
        # a box of 50 pieces is no Greek multibuy
        (
            "<p>Κουτί 50 τεμ. 9,90 €</p>",
            "https://www.shop.example.gr/p/1",
            "el",
            "Γάντια νιτριλίου",
            (990, "EUR"),
        ),
        # a set's or a kilo's price half its crossed-out one is a sale, not a piece's price
        (
            "<p>Cena za komplet: 49,99 zł</p><p><s>99,98 zł</s></p>",
            "https://www.sklep.example.pl/p/1",
            "pl",
            "Komplet pościeli",
            (4999, "PLN"),
        ),
        (
            "<p>1 kg: 10,00 €</p><p>Statt <s>20,00 €</s></p>",
            "https://www.kaffee.example.de/p/1",
            "de",
            "Kaffee Bohnen",
            (1000, "EUR"),
        ),
        # earrings sold by the pair
        (
            "<p>Preis pro Paar: 39,00 €</p>",
            "https://www.schmuck.example.de/p/1",
            "de",
            "Ohrringe Gold",
            (3900, "EUR"),
        ),
        # badges beside the price naming a subscription, a lease, a plan, a co-pay waived
        (
            "<p>판매가 39,900원 정기배송 가능</p>",
            "https://www.tea.example.kr/p/1",
            "ko",
            "녹차 세트",
            (39900, "KRW"),
        ),
        (
            "<p>39,900원 (매월 1일 출고)</p>",
            "https://www.tea.example.kr/p/1",
            "ko",
            "녹차 세트",
            (39900, "KRW"),
        ),
        (
            "<p>Үнэ: 2,450,000₮ · Лизинг боломжтой</p>",
            "https://www.shop.example.mn/p/1",
            "mn",
            "Хөргөгч",
            (245000000, "MNT"),
        ),
        (
            "<p>245 000 ₸ · Kaspi Red бар</p>",
            "https://www.shop.example.kz/p/1",
            "kk",
            "Велосипед",
            (24500000, "KZT"),
        ),
        (
            "<p>Preis: 4,99 € · Keine Zuzahlung</p>",
            "https://www.apo.example.de/p/1",
            "de",
            "Ibuprofen 400",
            (499, "EUR"),
        ),
        # Hindi "and" before "seller" ("manufacturer and seller")
        (
            "<p>निर्माता और विक्रेता Borosil ₹1,299</p>",
            "https://www.shop.example.in/p/1",
            "hi",
            "बोतल",
            (129900, "INR"),
        ),
        # a link to the same page's variant, after its label
        (
            "<span>Farbe Schwarz</span> <a href='?color=black'>29,99 €</a>",
            "https://www.shop.example.de/p/1",
            "de",
            "Tasse",
            (2999, "EUR"),
        ),
    ],
)
def test_round_guards_from_the_review(
    box: str, url: str, lang: str, title: str, want: tuple[int, str]
) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Tidak ada stok", None),
        ("Dim mewn stoc", None),
        ("Ikki á goymslu", None),
        ("Mhux fil-ħażna", None),
        ("اسٹاک میں موجود نہیں", "out_of_stock"),
        ("Less than 5 days left for Christmas delivery", None),
        ("Available to order for home delivery", None),
    ],
)
def test_negated_and_other_stock_lines_from_the_review(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want
