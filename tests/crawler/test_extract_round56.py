"""Stop 56's rules (round CQ: blind688-693, the four verticals, wine and spirits shops, camera
and photo gear; round CR: blind694-699, the four verticals, supplements, video games), on markup
the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on the code before its
round, the rest guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from crawler.extract.visible import _RELATED_HEADING
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of


def _rail(heading: str, start: int) -> str:
    """A rail of six other products, each with a price and three with a former one."""
    cards = "".join(
        f"<li><a href=/p/{n}><img src=/i/{n}.jpg alt='Item {n}'><span>Item {n}</span></a>"
        f"<div><span>RM {n}1.00</span>{f' <s>RM {n}9.00</s>' if n % 2 else ''}</div></li>"
        for n in range(start, start + 6)
    )
    return f"<section><h2>{heading}</h2><ul>{cards}</ul></section>"


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # cash back after purchase in Georgian and in Russian, in the amount's own line
        (
            "<div class=price><span class=cur>3 199.00 ₾</span> <span class=old>3 599.00 ₾"
            "</span></div><p>ქეშბექი 200 ₾ შეძენის შემდეგ</p>",
            "https://www.foto.example.ge/p/xs30",
            "ka",
            "Falken X-S30 კორპუსი",
            (319900, "GEL"),
        ),
        (
            "<div class=price><span class=cur>84 990 ₽</span> <span class=old>94 990 ₽</span>"
            "</div><p>Кешбэк 4 000 ₽ после покупки</p>",
            "https://www.foto.example.ru/p/z6",
            "ru",
            "Камера Z6 III",
            (8499000, "RUB"),
        ),
        # what the product cost before, right before the amount, beside the price now
        (
            "<div><span>799,00 €</span></div><p>Im Frühjahr kostete 949,00 €</p>",
            "https://www.technik.example.de/p/tv-55",
            "de",
            "Fernseher 55 Zoll",
            (79900, "EUR"),
        ),
        # a set of this product and another, named after them, in Armenian
        (
            '<table><tr><td>Գին՝ <b>459 000 ֏</b></td></tr><tr><td>Էկրան 100" + պրոյեկտոր '
            "փաթեթ՝ 519 000 ֏</td></tr></table>",
            "https://www.av.example.am/p/sevan-4k",
            "hy",
            "Պրոյեկտոր Sevan 4K",
            (45900000, "AMD"),
        ),
        # ... or what the set adds, after the set's colon
        (
            "<div class='flex gap-3'><span class='text-3xl font-bold'>OMR 64.900</span><span "
            "class=line-through>OMR 79.000</span></div><p>Bundle: with patio cleaner attachment "
            "OMR 72.400</p>",
            "https://www.garden.example.om/p/pw150",
            "en",
            "Pressure Washer PW150",
            (64900, "OMR"),
        ),
        # three prices printed in spans with no space between them: the old one, the new one
        # and the euro's
        (
            "<div class=price-block><span class=old>199,90 лв.</span><span class=new>159,90 "
            "лв.</span><span class=eur>81,76 €</span></div>",
            "https://www.obuvki.example.bg/p/mara-551",
            "bg",
            "Маратонки Мара 551",
            (15990, "BGN"),
        ),
        # a price per litre in Icelandic
        (
            "<div><span class=line-through>áður 8.499 kr.</span> <span>7.899 kr.</span>"
            "<p>Verð á lítra 11.284 kr.</p></div>",
            "https://www.vin.example.is/p/akavit-70cl",
            "is",
            "Nordlys Ákavíti 70 cl",
            (7899, "ISK"),
        ),
        # the market price a duty-free shop quotes beside its own, in Malay
        (
            "<div><span>RM 69.90</span><p>Harga pasaran RM 189.00</p></div>",
            "https://www.dutyfree.example.my/p/rum-8",
            "ms",
            "Rum Añejo 8 1L",
            (6990, "MYR"),
        ),
        # another size's price by its label, the measures in two units (75 cl of a 1,5 l
        # magnum)
        (
            "<table><tr><td>Prix :</td><td><b>189,00 €</b></td></tr><tr><td>Bouteille 75cl :"
            "</td><td>89,00 €</td></tr></table>",
            "https://www.cave.example.fr/p/magnum",
            "fr",
            "Château Lavergne 2015 Magnum 1,5L",
            (18900, "EUR"),
        ),
    ],
)
def test_round_cq_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # "Consultar precio", and the price the product cost a year ago
        (
            "<table><tr><td>Precio:</td><td><b>Consultar precio</b></td></tr><tr><td>Referencia:"
            "</td><td>Configuración básica hace un año costaba Gs. 38.500.000 (no vigente)</td>"
            "</tr></table>",
            "es",
            "Servidor rack Titan R2",
        ),
        # a sold-out drop's last price, past tense, in Russian
        (
            "<p><b>Распродано.</b> Цена следующей партии будет объявлена позже.</p><p>Прошлый "
            "дроп стоил 14 990 ₽ (архив).</p>",
            "ru",
            "Кеды «Зима»",
        ),
        # Vietnamese "price: contact us" over the 750 ml bottle's price on a magnum's page
        (
            "<div class=price_box><span class=gia>Giá: <b>Liên hệ</b></span><p>Chai 750ml cùng "
            "niên vụ: 4.850.000₫</p></div>",
            "vi",
            "Château Lavergne 2015 — Magnum 1,5L",
        ),
    ],
)
def test_round_cq_no_price(box: str, lang: str, title: str) -> None:
    assert extract(_shop(box, lang=lang, title=title), "https://www.x.example/p/1").main is None


@pytest.mark.parametrize("heading", ["Ditaja", "Disponsori", "Baru dilihat", "Terakhir dilihat"])
def test_round_cq_rail_headings(heading: str) -> None:
    # Malay and Indonesian "sponsored" and "recently viewed" head rails of other products
    assert _RELATED_HEADING.search(heading)


def test_sponsored_and_recently_viewed_rails_in_malay_are_other_products() -> None:
    page = (
        "<html lang=ms><head><title>Rum Caleta 8</title></head><body><main><h1>Rum Caleta 8 1L"
        "</h1><div><span>RM 69.90</span></div><p>Dalam stok</p><button>Tambah ke troli</button>"
        f"</main>{_rail('Ditaja', 1)}{_rail('Baru dilihat', 7)}</body></html>"
    )
    assert _price(page, "https://www.dutyfree.example.my/p/rum") == (6990, "MYR")


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # the product's own size named in another unit: the price
        (
            "<p class=price><b>189,00 €</b></p><p>Magnum 150cl : 189,00 €</p>"
            "<p>Livraison 9,90 €</p>",
            (18900, "EUR"),
        ),
        # a label naming another size, the only price: still the price
        ("<p>Bouteille 75cl : <b>89,00 €</b></p>", (8900, "EUR")),
    ],
)
def test_round_cq_guards(box: str, want: tuple[int, str]) -> None:
    page = _shop(box, lang="fr", title="Château Lavergne 2015 Magnum 1,5L")
    assert _price(page, "https://www.cave.example.fr/p/magnum") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Знято з виробництва", "out_of_stock"),
        ("Товар снят с производства", "out_of_stock"),
        ("Το προϊόν καταργήθηκε. Δείτε τον διάδοχο:", "out_of_stock"),
        ("Zimebaki vipande 4 tu!", "limited"),
        ("¡Solo 2 unidades!", "limited"),
        # a limit per customer is no count left
        ("Solo 2 unidades por cliente", None),
        # a sentence that mentions production is no status
        ("Гарантия производителя, не снят с производства", None),
    ],
)
def test_round_cq_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<div class=code>Kod Item: SP-MEL32-4K</div>", "SP-MEL32-4K"),
        ("<p>Kod barang: KB-22119</p>", "KB-22119"),
    ],
)
def test_round_cq_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>RM 1,899.00</p>") == want


def _page(h1: str, box: str, lang: str = "en") -> str:
    return (
        f"<html lang={lang}><head><meta charset=utf-8><title>{h1}</title></head><body><main>"
        f"<div class=product><h1>{h1}</h1><div class=price-box>{box}</div><button "
        "class=add-to-cart>Add to cart</button></div></main></body></html>"
    )


@pytest.mark.parametrize(
    ("h1", "box", "lang", "url", "want"),
    [
        # a note's amount glued to the price after its sign: the price, not the note's
        (
            "Маратонки Мара 551",
            "<p class=price>159,90 лв.<span class=ship>5,99 лв. доставка</span></p>",
            "bg",
            "https://www.obuvki.example.bg/p/1",
            (15990, "BGN"),
        ),
        (
            "Пылесос R7",
            "<span class=current>29 990 руб.</span><span class=economy>5 000 руб. экономия</span>",
            "ru",
            "https://www.tech.example.ru/p/1",
            (2999000, "RUB"),
        ),
        (
            "Олио 1 л",
            "<p class=price>12,90 лв.<span class=unit>25,80 лв./л</span></p>",
            "bg",
            "https://www.food.example.bg/p/1",
            (1290, "BGN"),
        ),
        # a Vietnamese invitation to ask for a wholesale or project quote beside the price
        (
            "Máy lạnh Inverter 1.5 HP",
            "<span class=price>12.490.000₫</span><p>Mua số lượng lớn? Liên hệ để nhận báo giá "
            "sỉ</p><ul><li>2.5 HP – Giá: Liên hệ</li></ul>",
            "vi",
            "https://www.dienmay.example.vn/p/1",
            (12490000, "VND"),
        ),
        # the set the page sells, its own price so labelled
        (
            "Nikon Z50 Body + Lens Kit",
            "<p class=price>Body + lens kit: €1,099.00</p>",
            "en",
            "https://www.foto.example.ie/p/1",
            (109900, "EUR"),
        ),
        (
            "Kärcher K5 Bundle with Patio Cleaner",
            "<p class=price>Bundle: with patio cleaner attachment £299.00</p>",
            "en",
            "https://www.garden.example.co.uk/p/1",
            (29900, "GBP"),
        ),
        # a refund guarantee in the price's own line is no cash back
        (
            "Kem chống nắng SPF50",
            "<p class=price>Hoàn tiền 111% nếu hàng giả · 7.490.000₫</p>",
            "vi",
            "https://www.myphamxinh.example.vn/p/1",
            (7490000, "VND"),
        ),
        # "below market price" is no market price's label
        (
            "Sepeda Lipat 20 inci",
            "<p class=price>Di bawah harga pasar! Rp 1.250.000</p>",
            "id",
            "https://www.sepeda.example.co.id/p/1",
            (125000000, "IDR"),
        ),
        # the price of the ten litres sold, in Icelandic
        (
            "Innimálning 10 lítrar",
            "<p class=price>Verð á 10 lítra: 24.990 kr.</p>",
            "is",
            "https://www.malning.example.is/p/1",
            (24990, "ISK"),
        ),
        # a wine's tasting ("verkostete") is no past price
        (
            "Riesling Kabinett 2022",
            "<p class=price>Von uns verkostete 14,90 €</p>",
            "de",
            "https://www.wein.example.de/p/1",
            (1490, "EUR"),
        ),
    ],
)
def test_review_guards_round_cq(h1: str, box: str, lang: str, url: str, want: tuple) -> None:
    assert _price(_page(h1, box, lang), url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # Japanese "shipping separate" after the tax note: the goods' price
        (
            "<table><tr><td class=price><b>6,480</b>円 <small>(税込) 送料別</small></td></tr>"
            "</table>",
            "https://www.rakuichi.example.jp/p/1",
            "ja",
            "抹茶 茶筅セット 百本立",
            (6480, "JPY"),
        ),
        # a Korean set of the product and its refill, beside the product's price
        (
            "<div class=price-box><del>42,000원</del><span>33%</span><strong class=sale>28,000"
            "<em>원</em></strong></div><div class=set>본품+리필 세트 39,000원</div>",
            "https://www.dalbit.example.kr/p/1",
            "ko",
            "글로우 쿠션 파운데이션",
            (28000, "KRW"),
        ),
        # other sellers in Swahili, from a lower price
        (
            "<table><tr><td class=buybox>Bei: <b>KSh 64,999</b> · Muuzaji: GameCity</td></tr>"
            "<tr><td class=others>Wauzaji wengine 3 kuanzia KSh 62,500 (bidhaa iliyotumika)"
            "</td></tr></table>",
            "https://www.michezo.example.co.ke/p/1",
            "sw",
            "PS5 Slim (Disc)",
            (6499900, "KES"),
        ),
    ],
)
def test_round_cr_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_swahili_login_for_the_wholesale_price_is_no_price() -> None:
    box = (
        "<p class='price trade-only'>Ingia ili kuona bei ya jumla</p><p class=note>Bei ya "
        "rejareja ya 1 kg: KSh 4,800</p>"
    )
    page = _shop(box, lang="sw", title="Whey Concentrate 10 kg (jumla)", buyable=False)
    assert extract(page, "https://www.bulk.example.co.ke/p/1").main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("सीमित स्टक – २ मात्र बाँकी", "limited"),
        ("স্টক: ২টি বাকি", "limited"),
        ("Endast 1 exemplar kvar", "limited"),
        ("Zadnji kos!", "limited"),
        ("Ships in 5–7 business days from supplier", "backorder"),
        # the last pieces sold out is sold out
        ("Zadnji kosi so razprodani", "out_of_stock"),
    ],
)
def test_round_cr_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>Kods: SV-RET-16B</p>", "SV-RET-16B"),
        ("<p class=sku>Kohde nro 592318841</p>", "592318841"),
    ],
)
def test_round_cr_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 1.250,00</p>") == want


@pytest.mark.parametrize(
    ("h1", "box", "lang", "url", "want"),
    [
        # Thai, Turkish, Greek and Hebrew cash back right before its amount, beside the price
        (
            "Robot Vacuum S8",
            "<div class=price-box><del>฿2,990</del> <b class=price>฿2,490</b></div><div "
            "class=price-box>เงินคืน ฿500</div>",
            "th",
            "https://www.shop.example.co.th/p/1",
            (249000, "THB"),
        ),
        (
            "Süpürge X",
            "<p>Nakit iade 300,00 TL</p><p><b>2.490,00 TL</b></p>",
            "tr",
            "https://www.shop.example.com.tr/p/1",
            (249000, "TRY"),
        ),
        (
            "Σκούπα X",
            "<div class=price>Επιστροφή χρημάτων 20,00 €</div><div><b>89,00 €</b></div>",
            "el",
            "https://www.shop.example.gr/p/1",
            (8900, "EUR"),
        ),
        # a set's own page: its set label repeats the title, the single item's price beside it
        (
            "글로우 쿠션 본품+리필 세트",
            "<p class=price><strong>본품+리필 세트 39,000원</strong></p><p>본품 단품 28,000원</p>",
            "ko",
            "https://www.shop.example.kr/p/1",
            (39000, "KRW"),
        ),
        # "cheaper than other sellers" in Swahili is a badge, not other sellers' offers
        (
            "PS5 Slim (Disc)",
            "<p>Bei nafuu kuliko wauzaji wengine</p><p class=price>KSh 64,999</p>",
            "sw",
            "https://www.michezo.example.co.ke/p/1",
            (6499900, "KES"),
        ),
    ],
)
def test_review_guards_round_cr(h1: str, box: str, lang: str, url: str, want: tuple) -> None:
    assert _price(_page(h1, box, lang), url) == want


@pytest.mark.parametrize(
    "box",
    [
        # Vietnamese "price: contact us" with a phone number, or "call to get a quote", in the
        # price slot: a market price or an installation fee beside it is no price of the page
        "<p class=price>Giá: Liên hệ (Hotline 1900 1234)</p><p>Giá thị trường: 15.990.000₫</p>",
        "<p class=price>Gọi 0909 123 456 để nhận báo giá</p><p>Giá thị trường: 15.990.000₫</p>",
        "<p class=price>Liên hệ để nhận báo giá tốt nhất</p><p>Phí lắp đặt: 300.000₫</p>",
    ],
)
def test_vietnamese_request_lines_in_the_price_slot(box: str) -> None:
    page = _page("Máy lạnh Inverter 2 HP", box, "vi")
    assert extract(page, "https://www.dienmay.example.vn/p/1").main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Zadnji kos je bil prodan", None),
        ("० मात्र बाँकी", None),
        ("স্টক: ০টি বাকি", None),
        ("सीमित स्टक समाप्त", None),
        ("Ships in 1–2 business days from supplier", None),
        ("Sold out — ships in 5–7 business days from supplier once restocked", "out_of_stock"),
    ],
)
def test_review_guards_round_cr_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_a_company_registration_code_is_no_item_number() -> None:
    line = "<p class=seller>Uzņēmuma reģ. kods: 40003123456</p>"
    assert _sku_of(f"{line}<p class=price>€ 1.250,00</p>") is None


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a delivery fee in Croatian without a colon, beside the price
        (
            "<div class='flex gap-3'><span class='text-gray-500 line-through'>199,90 €</span>"
            "<span class='text-3xl font-bold'>179,90 €</span></div><p>Dostava 5,99 €</p>",
            "https://www.alati.example.hr/p/1",
            "hr",
            "Trimer benzinski 43 cm³",
            (17990, "EUR"),
        ),
        # a rental per day in Lithuanian, and the lowest price of 30 days in its word order
        (
            "<div><s>329,00 €</s> <b>279,00 €</b></div><p>Mažiausia 30 d. kaina: 299,00 €</p>"
            "<p>Nuoma: 25,00 €/parai</p>",
            "https://www.statyba.example.lt/p/1",
            "lt",
            "Betono maišyklė 160 l",
            (27900, "EUR"),
        ),
        # a Latvian multibuy ("buy 2 and pay")
        (
            "<table><tr><td>Cena: <b>34,50 €</b> <small>ar PVN</small></td></tr><tr><td>Pērc 2 "
            "un maksā 62,00 €</td></tr></table>",
            "https://www.darzs.example.lv/p/1",
            "lv",
            "Dārza šļūtene 25 m",
            (3450, "EUR"),
        ),
        # a roll's price on a cable sold by the metre
        (
            "<div><span class=amount>1,89 €</span><span> per meter</span></div><p>1,56 € excl. "
            "btw</p><p>Rol van 100 m: 169,00 €</p>",
            "https://www.kabel.example.nl/p/1",
            "nl",
            "YMvK installatiekabel 3×2,5 mm² – per meter",
            (189, "EUR"),
        ),
        # a price for everyone beside an invitation to log in for the trade's
        (
            "<div class=product__pricing><span class='product__price product__price--retail'>"
            "$119.90</span> <span>incl. GST</span> <p>Trade account? <a href=/login>Log in</a> "
            "for trade pricing</p></div>",
            "https://www.sparky.example.co.nz/p/1",
            "en",
            "RCD Double Socket 10A",
            (11990, "NZD"),
        ),
        # Kazakh delivery, Bengali "each" beside a pack's price
        (
            "<div><span class=line-through>32 990 ₸</span> <span class=text-2xl>26 490 ₸</span>"
            "</div><p>Жеткізу: 1 500 ₸</p>",
            "https://www.zharyq.example.kz/p/1",
            "kk",
            "LED прожектор 150 Вт",
            (2649000, "KZT"),
        ),
        (
            "<p class=price><del>৳১,৪০০</del> <ins>৳১,১২০</ins></p><p class=unit>প্রতিটি ৳২৮০</p>",
            "https://www.bazar.example.com.bd/p/1",
            "bn",
            "এলইডি বাল্ব ১৫ ওয়াট – ৪টির প্যাক",
            (112000, "BDT"),
        ),
    ],
)
def test_round_cs_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # a sold-out page whose price "will be announced", another model suggested in its line
        (
            "<p class=soldout>Sold out — price will be announced with the next shipment</p>"
            "<p>You may also like: 2.8kVA model ₦685,000</p>",
            "en",
            "Inverter Generator 3.5kVA",
        ),
        # an Amharic "from … onwards" price of a configurator
        (
            "<div class=pdp__price><p class=pdp__price-from>ከ ብር 89,999.00 ጀምሮ</p><p>ፕሮሰሰር "
            "ይምረጡ</p></div>",
            "am",
            "Atlas Gaming PC",
        ),
    ],
)
def test_round_cs_no_price(box: str, lang: str, title: str) -> None:
    page = _shop(box, lang=lang, title=title, buyable=False)
    assert extract(page, "https://www.x.example/p/1").main is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Stock: 2,400 bolsas · Código: CI-CEM42", "in_stock"),
        ("Stock: 2.5 kg", None),
    ],
)
def test_round_cs_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<p>N° d'annonce : 558120344</p>", "558120344"),
        ("<p>Estado: Como nuevo · Ref. anuncio 93381077</p>", "93381077"),
        ("<p>Inserat-Nr. 1122334455</p>", "1122334455"),
        ("<p>Лот: SS-AUC-118</p>", "SS-AUC-118"),
        ("<p>Nr art.: BM-C2TE-25</p>", "BM-C2TE-25"),
    ],
)
def test_round_cs_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 1.250,00</p>") == want


def test_a_new_model_after_the_old_ones_end_is_the_successors_price() -> None:
    box = (
        "<div class=price><p class=discontinued>Энэ загварын үйлдвэрлэл зогссон.</p><p>Шинэ "
        "загвар Orion S14: ₮3,299,000</p></div><p>Дууссан</p>"
    )
    page = _shop(box, lang="mn", title="Orion S12", buyable=False)
    assert extract(page, "https://www.tech.example.mn/p/1").main is None


def test_an_auctions_new_unit_price_is_no_unit_price_alone() -> None:
    box = (
        "<div class=bid><span>Current bid</span> <strong>₦412,000</strong> <span>(14 bids)"
        "</span></div><p class=new-price>New unit price in shop: ₦1,150,000</p><button>Place "
        "bid</button>"
    )
    page = _shop(box, title="Auction: Concrete Mixer 350L (used)", buyable=False)
    assert extract(page, "https://www.lagos.example.com.ng/p/1").main is None


def test_a_record_labels_catalogue_number_is_not_the_shops() -> None:
    box = (
        "<dl><dt>Katalognr.</dt><dd>AS-77</dd><dt>Varenr.</dt><dd>PL-50931</dd></dl><p "
        "class=price>219,95 kr.</p>"
    )
    main = extract(_shop(box, lang="da"), "https://www.plade.example.dk/p/1").main
    assert main is not None
    assert main.product.sku == "PL-50931"


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a Finnish extra battery's line, nearer the title than the price inside its wrapper
        (
            "<p class=tuote__hinta><del>349,90 €</del> <b>279,90 €</b></p><p>Lisäakku 69,90 €</p>",
            "https://www.elektro.example.fi/p/1",
            "fi",
            "Varrellinen imuri V12",
            (27990, "EUR"),
        ),
        # a parallel import's price "offered by another merchant"
        (
            "<p><span>原價 HK$16,980</span> <strong>HK$14,580</strong></p><p>水貨價 HK$13,200"
            "（另有商戶提供）</p>",
            "https://www.camera.example.hk/p/1",
            "zh-Hant",
            "Polaro X-T6 無反相機",
            (1458000, "HKD"),
        ),
        # a single unit's pack and each unit's share on a three-pack's page
        (
            "<p><s>建議售價 NT$29,900</s> 網路價 <b>NT$24,990</b></p><p>每台約 NT$8,330</p><p>"
            "單入組 NT$9,990</p>",
            "https://www.3c.example.tw/p/1",
            "zh-Hant",
            "Mesh 路由器 (三入組)",
            (2499000, "TWD"),
        ),
        # a coupon's badge in the block after the price is no coupon price
        (
            "<p class=from>¥599.00 起</p><div class=price>售价 <em>¥899.00</em></div><p "
            "class=coupon>领券满800减50</p>",
            "https://www.jiancai.example.cn/p/1?spec=2200w",
            "zh-Hans",
            "高压清洗机 2200W",
            (89900, "CNY"),
        ),
        # an Icelandic club card's price beside the price
        (
            "<table><tr><td>Verð: <b>24.995 kr.</b></td></tr><tr><td>Félagsverð (með "
            "klúbbkorti): 22.495 kr.</td></tr></table>",
            "https://www.bygg.example.is/p/1",
            "is",
            "Garðslöngusett 25 m",
            (24995, "ISK"),
        ),
        # the Uzbek som in the official Latin letters
        (
            "<div class=price><span class=currency>5 899 000 soʻm</span> <s>6 990 000 soʻm</s>"
            "</div>",
            "https://www.uzum.example.uz/p/1",
            "uz",
            "Konditsioner Shamol 12",
            (589900000, "UZS"),
        ),
        # each piece's share in Chinese beside a lot's price
        (
            "<div class=price-box><span class=price-container><span class=price>HK$880.00"
            "</span> / 批</span> <span class=unit>（每條 HK$8.80）</span></div>",
            "https://www.pifa.example.hk/p/1",
            "zh-Hant",
            "USB-C 充電線 1米（100條一批）",
            (88000, "HKD"),
        ),
        # a mobile-money payment's discount in Swahili
        (
            "<table><tr><td>Bei:</td><td><b>KSh 350</b> kwa mche</td></tr><tr><td>Lipa kwa "
            "M-Pesa:</td><td>punguzo 5% (KSh 333)</td></tr></table>",
            "https://www.bustani.example.co.ke/p/1",
            "sw",
            "Parachichi Hass – mche",
            (35000, "KES"),
        ),
        # a fitting service's surcharge after its full-width plus
        (
            "<div class=PriceBlock_price__z><span>¥64,900</span><span>（税込）</span></div><p "
            "class=PriceNotes_note__m>取付・サイズ調整サービス ＋¥2,200</p>",
            "https://www.moto.example.jp/p/1",
            "ja",
            "フルフェイスヘルメット RX-7",
            (64900, "JPY"),
        ),
        # a scooter's on-road price beside its ex-showroom one
        (
            "<p>एक्स-शोरूम कीमत</p><p class=PriceBlock_price__z>₹1,24,999</p><p class="
            "PriceNotes_note__p>ऑन-रोड कीमत (पुणे): ₹1,46,320 – RTO और बीमा सहित</p>",
            "https://www.scooters.example.in/p/1",
            "hi",
            "वेलोची प्राइमो 125",
            (12499900, "INR"),
        ),
        # a Korean instant discount's amount for a payment method
        (
            "<p>35,100원</p><p>카카오페이 결제 시 2,000원 즉시할인</p>",
            "https://www.kkot.example.kr/p/1",
            "ko",
            "몬스테라 델리시오사 18cm",
            (35100, "KRW"),
        ),
    ],
)
def test_round_ct_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "lang", "title"),
    [
        # Latvian "prices visible to registered dealers only", a similar model's retail price
        (
            "<p class=b2b-login>Cenas redzamas tikai reģistrētiem tirgotājiem. <a href=/login>"
            "Pieslēgties</a></p><p>Līdzīgs modelis DM-12 mazumtirdzniecībā no €899,00.</p>",
            "lv",
            "Digitālā pults DM-16",
        ),
        # a sold-out drop's "more models from" in Hebrew
        (
            "<div class=product-price><span>אזל המלאי</span></div><div><p>הדרופ הבא יוכרז בקרוב"
            "</p><p>דגמים נוספים מ-₪349.00</p></div>",
            "he",
            "סניקרס קולאב לואו",
        ),
        # an auction's current bid and the shopper's least bid
        (
            "<div class=lot-bid><span>Oferta actual</span> <strong>₲ 1.850.000</strong> <small>"
            "(14 ofertas)</small></div><label>Tu oferta (mín. ₲ 1.900.000)</label><input>"
            "<button>Ofertar</button>",
            "es",
            "Cámara réflex Orion D70",
        ),
        # an Arabic trade login for wholesale prices, a suggested retail price beside it
        (
            "<div class=product-prices><p class=login-to-see>سجّل الدخول بحساب تاجر لعرض أسعار "
            "الجملة</p><p>سعر التجزئة المقترح للعبوة: 4.950 د.أ</p></div>",
            "ar",
            "مسحوق صنعاء 5 كغ × 4",
        ),
        # a bid labelled in the line before, under a title whose model reads as a rand amount
        (
            "<p class=text-sm>Current bid</p><p class=text-3xl>QAR 18,500</p><p>14 bids · ends "
            "in 2d 04h</p><button>Place bid</button>",
            "en",
            "Pre-owned Hayabira CB-R 600 (2019)",
        ),
    ],
)
def test_round_ct_no_price(box: str, lang: str, title: str) -> None:
    page = _shop(box, lang=lang, title=title, buyable=False)
    assert extract(page, "https://www.x.example/p/1").main is None


@pytest.mark.parametrize("heading", ["Sponsorizat", "Produse sponsorizate"])
def test_round_ct_rail_headings(heading: str) -> None:
    assert _RELATED_HEADING.search(heading)


def test_a_tyres_price_each_is_its_price() -> None:
    # "每條" (each) before the price of a tyre sold singly, beside four tyres' price
    box = (
        "<table><tr><td class=p>每條 HK$980</td></tr><tr><td>四條 HK$3,680（包安裝、平衡）</td>"
        "</tr></table>"
    )
    page = _shop(box, lang="zh-Hant", title="ComfortRide 215/60R16 95V", buyable=False)
    assert _price(page, "https://www.tyre.example.hk/p/1") == (98000, "HKD")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Produk ini sudah tidak diproduksi lagi.", "out_of_stock"),
        ("এই পণ্যটি আর পাওয়া যাবে না (বন্ধ)", "out_of_stock"),
        ("Vitu 3 tu vimebaki", "limited"),
        ("उपलब्ध – 7 दिनों में डिलीवरी", "in_stock"),
        ("उपलब्ध नहीं – जल्द आ रहा है", "out_of_stock"),
        ("Incoming stock – ETA 6 weeks, order now to secure", "backorder"),
        # "incoming stock" alone names no time: nothing said of this product's stock
        ("Incoming stock", None),
    ],
)
def test_round_ct_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a long warranty's surcharge after a bracket and a full-width plus
        (
            "<div><span class=label>当店価格</span><strong>￥128,800</strong><small>（税込）"
            "</small></div><p>長期保証（5年）＋￥6,440</p>",
            "https://www.denki.example.jp/p/1",
            "ja",
            "ミラーレス一眼カメラ KX-9",
            (128800, "JPY"),
        ),
        # an "Ex-VAT:" price with a hyphen, beside the price with VAT
        (
            "<div class='flex gap-3'><span class='text-3xl font-bold'>BHD 649.900</span><span "
            "class=line-through>BHD 749.000</span></div><p class=text-xs>Price includes 10% "
            "VAT. Ex-VAT: BHD 590.818</p>",
            "https://www.tech.example.bh/p/1",
            "en",
            'Orion OLED 65" 4K Smart TV',
            (649900, "BHD"),
        ),
        # another option's price in a row whose chosen option is marked "(已选)"
        (
            "<p>标准版 ¥4,788.00 · <b>畅飞套装(已选)</b></p><div><span class='text-red-600 "
            "text-3xl'>¥5,988.00</span> <s>¥6,388.00</s></div>",
            "https://www.shuma.example.cn/p/1?combo=fly",
            "zh-Hans",
            "Skyhawk Mini 4 无人机 畅飞套装",
            (598800, "CNY"),
        ),
        # a bank's rewards price
        (
            "<div class=buybox><span class=sales>R 12 999,00</span> <s>R 14 999,00</s></div>"
            "<p>eBucks price: R 12 349,05</p>",
            "https://www.tech.example.co.za/p/1",
            "en",
            "Vivo 14 OLED Laptop",
            (1299900, "ZAR"),
        ),
        # Korean "per piece" of a pack
        (
            "<dl class=price><dt>판매가</dt><dd><strong>39,900</strong>원</dd></dl><p "
            "class=unit>개당 798원</p>",
            "https://www.capsule.example.kr/p/1",
            "ko",
            "리스트레토 캡슐 50개입",
            (39900, "KRW"),
        ),
        # a Serbian price per kilo in Cyrillic
        (
            "<div class=prices><span class=old>Стара цена: 990,00 RSD</span><span "
            "class=current>849,00 RSD</span></div><p>Цена за kg: 1.698,00 RSD</p>",
            "https://www.kafa.example.rs/p/1",
            "sr",
            "Турска кафа 500 г",
            (84900, "RSD"),
        ),
        # an Urdu multibuy
        (
            "<div class=price><span>Rs. 1,850</span> <del>Rs. 2,100</del></div><p>2 خریدیں Rs. "
            "3,500 میں</p>",
            "https://www.chai.example.pk/p/1",
            "ur",
            "کشمیری چائے مکس 400 گرام",
            (185000, "PKR"),
        ),
    ],
)
def test_round_cu_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_a_collection_showing_a_count_of_products_is_a_listing() -> None:
    page = (
        "<html><head><title>Laptops</title></head><body><main><h1>Laptops</h1><p>Showing 1–24 "
        "of 87 products</p><ul><li>Aero 14 — <span>₱54,990.00</span></li><li>Zen 15 — <span>"
        "₱42,990.00</span></li><li>Vega 16 — <s>₱89,990.00</s> <span>₱79,990.00</span></li></ul>"
        "</main></body></html>"
    )
    assert extract(page, "https://www.gadgets.example.ph/collections/laptops").main is None


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a coupon's label in the block after a price still makes it the coupon's price
        (
            "<div class=regular><span class=price>$49.99</span></div><div class=deal><div "
            "class=amt><span>$39.99</span></div><div class=note>with coupon</div></div>",
            "https://www.shop.example.com/p/1",
            "en",
            "Blender 600W",
            (4999, "USD"),
        ),
        # a Korean discount once applied: the price after it, not an amount off
        (
            "<p><del>45,000원</del> <strong>39,000원</strong> (즉시할인 적용)</p>",
            "https://www.shop.example.kr/p/1",
            "ko",
            "무선 청소기 X",
            (39000, "KRW"),
        ),
        # a Croatian delivery badge in the price's own line
        (
            "<div class=cijena><span>Dostava gratis! 129,99 €</span></div>",
            "https://www.shop.example.hr/p/1",
            "hr",
            "Usisavač X",
            (12999, "EUR"),
        ),
    ],
)
def test_review_guards_rounds_cs_ct(
    box: str, url: str, lang: str, title: str, want: tuple[int, str]
) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_a_gift_wraps_fee_in_a_finnish_price_class_is_no_price() -> None:
    box = "<div class=lisat><span class=hinta>Lahjapaketointi ja kortti: 4,90 €</span></div>"
    page = _shop(box, lang="fi", title="Kynttilä Noir")
    assert extract(page, "https://www.shop.example.fi/p/1").main is None


def test_a_pieces_unit_price_is_never_the_packs() -> None:
    box = "<div class=price><p>Pack of 6: $9.00</p><p>Unit price: $1.50</p></div>"
    page = _shop(box, title="Sparkling Water 500 ml, Pack of 6")
    assert _price(page, "https://www.shop.example.com/p/1") in (None, (900, "USD"))


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a delivery fee's own line, its time between: the fee, not the price
        (
            "<div><p><b>129,99 €</b></p><p>Dostava 24h 4,99 €</p></div>",
            "https://www.shop.example.hr/p/1",
            "hr",
            "Kosilica X",
            (12999, "EUR"),
        ),
        # options printed price first, the chosen one marked: no reason to take the other's
        (
            "<ul><li><label>$1,099 · Standard</label></li><li><label>$1,399 · Fly More Combo "
            "(selected)</label></li></ul>",
            "https://www.drones.example.com.au/p/1",
            "en",
            "Skyhawk Mini 4",
            None,
        ),
        # a Korean discount "available" is an amount off, not a price
        (
            "<p class=price>1,290,000원</p><p>100,000원 즉시할인 가능</p>",
            "https://www.shop.example.kr/p/1",
            "ko",
            "노트북 X",
            (1290000, "KRW"),
        ),
        # a Turkish price class beside a shipping line
        (
            "<div><span class=urun-fiyat>3.499,00 TL</span></div><div>Kargo 49,90 TL</div>",
            "https://www.shop.example.com.tr/p/1",
            "tr",
            "Süpürge X",
            (349900, "TRY"),
        ),
        # a coupon badge with more tiers and a claim button in the next block
        (
            "<div class=price>售价 <em>¥899.00</em></div><p>领券满800减50，满1500减100 立即领取"
            "</p>",
            "https://www.shop.example.cn/p/1",
            "zh-Hans",
            "高压清洗机",
            (89900, "CNY"),
        ),
    ],
)
def test_review_guards_round_cu(
    box: str, url: str, lang: str, title: str, want: tuple[int, str] | None
) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_a_kit_showing_its_items_is_no_listing() -> None:
    box = "<p class=price>£49.99</p><p>Showing 5 items included in this kit</p>"
    page = _shop(box, title="Starter Kit")
    assert _price(page, "https://www.shop.example.co.uk/p/1") == (4999, "GBP")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("In stock: 5 · Incoming stock – ETA 3 weeks", "in_stock"),
        ("স্টকে আছে — অফার শেষ হলে এই দামে আর পাওয়া যাবে না", "in_stock"),
        ("Tersedia. Suku cadang untuk model yang sudah tidak diproduksi", "in_stock"),
    ],
)
def test_review_guards_round_cu_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


def test_a_korean_price_per_millilitre_beside_the_price() -> None:
    box = (
        "<dl class=product-pbox><dt>판매가</dt><dd><strong class=product-price>38,000원</strong>"
        "</dd></dl><p class=product-note>ml당 1,267원</p>"
    )
    page = _shop(box, lang="ko", title="하이드라 세럼 30ml")
    assert _price(page, "https://www.beauty.example.kr/p/1") == (38000, "KRW")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Сатылып кетті", "out_of_stock"),
        ("Үйлдвэрлэл зогссон.", "out_of_stock"),
        ("Энэ бараа дахин ирэхгүй.", "out_of_stock"),
        ("Расположиво по поруџбини – испорука 7–10 дана", "backorder"),
        ("Ships in 7–10 working days (from supplier)", "backorder"),
    ],
)
def test_round_cv_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # what a new one costs, a noun between, beside a used one's price
        (
            "<table><tr><td class=verd><b>64.990 kr.</b> <small>m. vsk.</small><br><small>Ný "
            "vél kostar 89.990 kr.</small></td></tr></table>",
            "https://www.markadur.example.is/p/1?astand=notad",
            "is",
            "Myndavél Kotori M6 (notuð)",
            (64990, "ISK"),
        ),
        # an Albanian delivery line beside the price
        (
            "<p class=sc-kx4><s>5 900 Lekë</s> <b>4 500 Lekë</b></p><p>≈ 46 €</p><p>Transporti "
            "300 Lekë</p>",
            "https://www.tirana.example.al/p/1",
            "sq",
            "Kafetierë ekspres 20 bar",
            (450000, "ALL"),
        ),
    ],
)
def test_round_cv_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


def test_an_urdu_installation_fee_beside_a_range_is_no_price() -> None:
    box = (
        "<div class=range>Rs. 145,000 – Rs. 212,000</div><div class=opts>گنجائش منتخب کریں: "
        "<button>1 ٹن</button><button>2 ٹن</button></div><p>تنصیب Rs. 5,000</p>"
    )
    page = _shop(box, lang="ur", title="ڈی سی انورٹر اسپلٹ اے سی", buyable=False)
    assert extract(page, "https://www.mall.example.pk/p/1").main is None


@pytest.mark.parametrize("heading", ["Sponsorizuar", "Sponzorirano"])
def test_round_cv_rail_headings(heading: str) -> None:
    assert _RELATED_HEADING.search(heading)
