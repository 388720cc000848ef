"""Stop 39's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 38's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from tests.crawler.test_extract_round37 import _shop


def _sku(page: str, url: str = "https://www.shop.example.com/p/1") -> str | None:
    item = extract(page, url).item
    return None if item is None else item.sku


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # "product code" in Hindi/Marathi/Nepali, Gujarati, Bengali, Urdu, Tamil, Khmer, Lao
        ("उत्पादन कोड: KTM-TH-018", "KTM-TH-018"),
        ("ઉત્પાદન કોડ: SU-10588", "SU-10588"),
        ("প্রোডাক্ট কোড: RB-104557", "RB-104557"),
        ("পণ্যের কোড: RB-104557", "RB-104557"),
        ("پروڈکٹ کوڈ: LH-2231", "LH-2231"),
        ("தயாரிப்பு குறியீடு: CH-5512", "CH-5512"),
        ("លេខកូដ: PT-HL-330", "PT-HL-330"),
        ("ລະຫັດສິນຄ້າ: TS-RC-018", "TS-RC-018"),
        # German "Referenz", British "Stock code", a German classified's "Inseratcode"
        ("Referenz: CH-7204.BR.01", "CH-7204.BR.01"),
        ("Stock code: UBI-U7-PRO", "UBI-U7-PRO"),
        ("Inseratcode: CH7Q2K9", "CH7Q2K9"),
        # a fashion shop's style number, label and code alone on the line
        ("Style 2201-SG", "2201-SG"),
        # Indonesian, a listing's number, a shop's name before "#", "Style:", Georgian,
        # Armenian with its colon, Uzbek, a beauty shop's capitals
        ("Nomor produk: 2874561390", "2874561390"),
        ("Listing #4411920387", "4411920387"),
        ("WallMarket # 583920114 · Model Z65Q9", "583920114"),
        ("Style: DZ5485-612", "DZ5485-612"),
        ("კოდი: 1182733", "1182733"),
        ("Կոդ՝ DD-APR-A", "DD-APR-A"),
        ("Mahsulot ID: 5521907", "5521907"),
        ("ITEM 2345678", "2345678"),
        # "Style" before words or a decade is no item number
        ("Style Casual 2024 collection", None),
        ("Style: relaxed", None),
        ("Style: 90s", None),
    ],
)
def test_more_item_number_labels(line: str, want: str | None) -> None:
    box = f"<div class=price>€ 129,00</div><p class=meta>{line}</p>"
    assert _sku(_shop(box)) == want


def test_a_variants_printed_number_beats_the_structured_stem_it_extends() -> None:
    """JSON-LD names the parent ("2201"), the page prints the chosen colour's "Style
    2201-SG": the printed one names the item (the parent's is printed only as its stem)."""
    ld = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Arctic Expedition Parka",
        "sku": "2201",
        "offers": {"@type": "Offer", "price": "849.99", "priceCurrency": "CAD"},
    }
    page = _shop(
        "<div class=price>$849.99</div><p class=style>Style 2201-SG</p>",
        title="Arctic Expedition Parka",
    ).replace("</head>", f"<script type=application/ld+json>{json.dumps(ld)}</script></head>")
    assert _sku(page, "https://www.parka.example.ca/p/arctic?colour=sage") == "2201-SG"


def test_a_model_number_labelled_modell_nr() -> None:
    box = "<div class=price>€ 1.290,00</div><p class=model>Modell-Nr. WS-BUD-07</p>"
    assert _sku(_shop(box, lang="de", title="Budapester Nr. 7")) == "WS-BUD-07"


def _price(page: str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


def _stock(page: str, url: str = "https://www.shop.example.com/p/1") -> str:
    return extract(page, url).availability


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a Latvian instalment per month beside the price
        (
            "<span class=big>1 149,00 €</span><p>Nomaksā no 31,92 €/mēn. (36 mēn.)</p>",
            "https://www.mebeles.example.lv/divans",
            "lv",
            (114900, "EUR"),
        ),
        # Azerbaijani ex-VAT price under the price
        (
            "<div class=price><span class=price-new>86,50 ₼</span><br><span class=price-tax>"
            "ƏDV-siz: 73,31 ₼</span></div>",
            "https://www.avto.example.az/p/2231",
            "az",
            (8650, "AZN"),
        ),
        # an Uzbek card price beside the price
        (
            "<div class=cur>2 899 000 so'm</div><div class=alt>Karta bilan: 2 799 000 so'm</div>",
            "https://bozor.example.uz/p/5521907",
            "uz",
            (289900000, "UZS"),
        ),
        # German loyalty card's price, classed as the card's
        (
            "<b>1,95 €</b><p class=kartenpreis>Mit Ecke-Karte: <b>1,75 €</b></p>",
            "https://www.drogerie.example.de/p/4711234",
            "de",
            (195, "EUR"),
        ),
        # points redeemed for an amount off
        (
            "<p class=p><b>$98.00</b></p><p class=loyal>Redeem 500 points for a $10 Vault Cash "
            "discount</p>",
            "https://www.beauty.example.com/p/2345678",
            "en",
            (9800, "USD"),
        ),
        # free delivery and what it usually costs, beside the add-to-cart button
        (
            "<div><b>540円</b>（税込）</div><div><form><button class=add-to-cart>カートに入れる"
            "</button></form><small>※ 1,000円以上のご注文で配送料無料（通常330円）</small></div>",
            "https://www.nana.example.jp/shop/g/700154/",
            "ja",
            (540, "JPY"),
        ),
        # an instalment plan's total after its instalments
        (
            "<span class=price>399,99 €</span><div class=pay>Payez en 4x : <b>4 x 103,50 €</b> "
            "(frais inclus, soit 414,00 €)</div>",
            "https://www.tele.example.fr/tv-55",
            "fr",
            (39999, "EUR"),
        ),
        # other sellers' offers by their heading, and another seller's cheaper offer
        (
            "<span class=now>1.299,99 TL</span><div class=others>Diğer Satıcılar (2): <span>"
            "ModaPlus 1.249,99 TL</span> · <span>Butik Elif 1.219,00 TL</span></div>",
            "https://www.moda.example.com.tr/p-4458213",
            "tr",
            (129999, "TRY"),
        ),
        (
            "<span class=l8j>2 490 ₽</span><div class=seller-alt><span>Есть дешевле и быстрее"
            "</span> 2 350 ₽ · доставка через 5 дней</div>",
            "https://www.market.example.ru/product/1487220931/",
            "ru",
            (249000, "RUB"),
        ),
        # a bulk buyer's price per unit from a quantity up
        (
            "<span class=now>GH₵ 1,250.00</span><div>Bulk purchase: 3+ units at GH₵ 1,190.00 "
            "each</div>",
            "https://www.jumix.example.com.gh/tv-441.html",
            "en",
            (125000, "GHS"),
        ),
        # a Bengali cashback and instalments beside the price
        (
            "<span class=pdp-price>৳ ২,৯৯৯</span><div class=tag>বিকাশ পেমেন্টে ৳ ১৫০ ক্যাশব্যাক"
            "</div><div class=tag>কিস্তি: ৳ ৫০০ × ৬ মাস</div>",
            "https://www.daraz.example.com.bd/products/i2210998.html",
            "bn",
            (299900, "BDT"),
        ),
        # the kyat as a word in its own element, the dong's letter in a <sup>
        (
            "<span class=cur><span class=amt>၄၅,၀၀၀</span> <span class=sym>ကျပ်</span></span>",
            "https://www.shwe.example.com.mm/products/longyi",
            "my",
            (4500000, "MMK"),
        ),
        (
            "<span class=text-3xl>1.290.000<sup>đ</sup></span><ul><li>Tặng túi đựng nón trị giá "
            "150.000₫</li></ul>",
            "https://www.mu.example.vn/non-fullface",
            "vi",
            (1290000, "VND"),
        ),
        # a Tajik credit per month, the somoni written as a word
        (
            "<table><tr><td><b>Нарх:</b></td><td><b>4 850 сомонӣ</b></td></tr><tr><td><b>Насия "
            "12 моҳ:</b></td><td>445 сомонӣ / моҳ</td></tr></table>",
            "https://www.somon.example.tj/mahsulot.php?id=10455",
            "tg",
            (485000, "TJS"),
        ),
        # a Russian club members' price in its row, a "join" link after it
        (
            "<table><tr><th>Цена</th><td><strong>1 450 сом</strong></td></tr><tr><th>Цена для "
            "участников клуба</th><td><span>1 350 сом</span> <a href=/join>Вступить</a></td>"
            "</tr></table>",
            "https://kbeauty.example.kg/product/detail.html?product_no=1184",
            "ru",
            (145000, "KGS"),
        ),
        # a price after a mail-in rebate, named so after it
        (
            "<div class=pb><span class=d>$8</span><span class=c>.97</span> <span>each</span>"
            "</div><div class=rb><span class=badge>11% REBATE</span> Save $0.99 with Mail-In "
            "Rebate – <b>$7.98</b> final price after rebate</div>",
            "https://www.lumber.example.com/p/deck-board/1021134",
            "en",
            (897, "USD"),
        ),
        # Arabic decimal and thousands marks in a run of split spans
        (
            "<span class=big><span class=w>٢٬٤٩٩</span><span class=d>٫</span><span class=f>٠٠"
            "</span> <span class=s>جنيه</span></span>",
            "https://www.souq.example.com.eg/ar/dp/B0EGXMPL22",
            "ar",
            (249900, "EGP"),
        ),
        # a trade-in of the old appliance, an ex-demo offer's own line
        (
            "<table><tr><th>販売価格</th><td><strong>¥39,800</strong>（税込）</td></tr></table>"
            "<p class=note>下取りサービス：古い炊飯器を ¥500 で下取りいたします</p>",
            "https://joshin.example.jp/products/4974305225172.html",
            "ja",
            (39800, "JPY"),
        ),
        (
            "<p class=price><span>£4,249.00</span></p><p class=demo>Ex-demo pair (speakers "
            "only) available: £3,199.00 – call us</p>",
            "https://www.hifi.example.co.uk/kef-r7",
            "en",
            (424900, "GBP"),
        ),
        # a recycling fee included, in Czech; cents spelt with their separator in a span
        (
            "<div class=sales>18 990 Kč</div><div class=note>Cena včetně recyklačního poplatku "
            "190 Kč</div>",
            "https://www.datovka.example.cz/chladnicka.html",
            "cs",
            (1899000, "CZK"),
        ),
        (
            "<div class=cur><span class=i>659</span><span class=d>,00 €</span></div>",
            "https://www.techniki.example.gr/tablets/ipad/12345678",
            "el",
            (65900, "EUR"),
        ),
        # Brazil's "De … por …" in spans of their own, a coupon's price
        (
            "<p>Vendido e entregue por CelularBR</p><div><span class=a>De R$ 4.499,00</span><div>"
            "<span>por</span> <strong>R$ 4.299,00</strong></div><p class=c>Use o cupom <b>PRE10"
            "</b> e pague R$ 3.869,10</p></div>",
            "https://celular.example.com.br/smartphone/p?sku=1029384-7",
            "pt",
            (429900, "BRL"),
        ),
        # a shop's card named in English, an approximate euro price in French
        (
            "<span class=sales>279,96 €</span><div class=hint>Mit AdlerCard nur <b>265,96 €</b> "
            "(5 % Vorteil an der Kasse)</div>",
            "https://www.adler.example.de/damen/mantel-4471203.html",
            "de",
            (27996, "EUR"),
        ),
        (
            "<div class=p><strong>CHF 89.90</strong></div><p class=eur>env. EUR 95.60</p>",
            "https://www.geneve.example.ch/fr/creme-1022931",
            "fr",
            (8990, "CHF"),
        ),
        # an add-to-cart box named for the price is no mini-cart
        (
            "<div data-testid=add-to-cart-price-atf><span itemprop=price><span>Now</span> <span"
            " class=big>$79.00</span></span> <span class=strike>$119.00</span></div>",
            "https://www.walmark.example.com/ip/vacuum/5523419870",
            "en",
            (7900, "USD"),
        ),
        # a Kazakh credit after the price, "×" right after the amount's sign
        (
            "<div class=once>249 990 ₸</div><div class=credit><span>0-0-12</span> 20 833 ₸ × 12 "
            "мес</div>",
            "https://dala.example.kz/shop/p/televizor-104552871/",
            "ru",
            (24999000, "KZT"),
        ),
        # the cedi with its letters, a tier row and a workshop's fitting fee
        (
            "<ul><li><s>GH₵ 520.00</s></li><li><h2>GH₵ 450.00</h2></li></ul><ul class=tiers><li>2"
            " or more: GH₵ 430.00</li></ul><div class=alert>Fitting at our Abossey Okai workshop:"
            " GH₵ 80.00</div>",
            "https://www.autoparts.example.com.gh/index.php?route=product/product&product_id=422",
            "en",
            (45000, "GHS"),
        ),
        # a Malaysian pay-later split beside the price
        (
            "<span class=price-item>RM189.00</span><p class=atome>atau 3 bayaran RM63.00 dengan "
            "Atome</p>",
            "https://www.beg.example.com.my/products/tote",
            "ms",
            (18900, "MYR"),
        ),
    ],
)
def test_more_amounts_beside_the_price(
    box: str, url: str, lang: str, want: tuple[int, str]
) -> None:
    assert _price(_shop(box, lang=lang, title="Item 1"), url) == want


def test_a_members_label_after_its_price_names_no_other() -> None:
    """The wallet's or club's words follow their own price; the price after them is the one
    everybody pays (and a "regular" price is the price when only a member's is beside it)."""
    box = (
        "<div class=pb><ins class='final wallet'>11 990 ₸</ins><span class=wl>с WB Кошельком"
        "</span><div class=price-block__regular><span class=pp>12 490 ₸</span> <del>24 990 ₸"
        "</del></div></div>"
    )
    assert _price(_shop(box, lang="ru"), "https://global.wb.example.kz/catalog/1/detail") == (
        1249000,
        "KZT",
    )
    club = (
        "<div class=club><span class=badge>Klubbpris</span> <strong>69 kr</strong> <small>för "
        "medlemmar i Vildros Klubb</small></div><div class=reg><span class=price>89 kr</span>"
        "</div>"
    )
    assert _price(_shop(club, lang="sv"), "https://www.vildros.example.se/p/100457") == (
        8900,
        "SEK",
    )


def test_a_structured_net_price_the_page_never_prints() -> None:
    """JSON-LD's 5192.00 is the page's 6 490:- before Sweden's 25 % VAT: the consumer pays
    the gross the page shows."""
    ld = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Diskmaskin DW60",
        "offers": {"@type": "Offer", "price": "5192.00", "priceCurrency": "SEK"},
    }
    page = _shop("<span class=text-5xl>6 490:-</span>", lang="sv", title="Diskmaskin DW60").replace(
        "</head>", f"<script type=application/ld+json>{json.dumps(ld)}</script></head>"
    )
    assert _price(page, "https://www.el.example.se/product/648811") == (649000, "SEK")


def test_a_listing_whose_first_card_alone_shows_its_button() -> None:
    cards = "".join(
        f"<article class=prd><a class=core href=/p-{n}.html><div class=name>Phone {n}</div>"
        f"<div class=prc>₦ {n}49,900</div></a>"
        + ("<footer><button class=add>Add To Cart</button></footer>" if n == 1 else "")
        + "</article>"
        for n in range(1, 7)
    )
    page = (
        "<html><body><header><h1>Smartphones</h1><p>5,812 products found</p></header>"
        f"<section><div class=row>{cards}</div></section></body></html>"
    )
    assert _price(page, "https://www.jumix.example.com.ng/smartphones/?page=1") is None


def test_an_auctions_starting_price_is_no_price() -> None:
    box = (
        "<div class=bidbox><div class=label>Current bid</div><div class=now>$215.00</div>"
        "<div class=bids>14 bids</div><div class=start>Starting price $1.00</div>"
        "<button>Place bid</button></div>"
    )
    page = (
        "<html><body><main><div class=listing><h1>Trail bike 29er</h1>"
        f"<p>Listing #4411920387</p>{box}<div class=ship>Shipping: North Island $45.00</div>"
        "</div></main></body></html>"
    )
    assert _price(page, "https://www.trade.example.co.nz/listing/4411920387") is None


def test_persian_unit_price_and_shipping_rows() -> None:
    rows = (
        "<table><tr><td>قیمت:</td><td><b>۱۲۵٬۰۰۰٬۰۰۰</b> ریال</td></tr>"
        "<tr><td>قیمت هر متر مربع:</td><td>۲۰٬۸۳۳٬۰۰۰ ریال</td></tr>"
        "<tr><td>هزینه ارسال:</td><td>۱٬۵۰۰٬۰۰۰ ریال</td></tr></table>"
    )
    assert _price(_shop(rows, lang="fa"), "https://www.farsh.example.ir/product.php?id=3381") == (
        12500000000,
        "IRR",
    )


def test_a_discontinued_thai_page_with_its_successors_price() -> None:
    box = (
        "<div><p>สินค้านี้เลิกจำหน่ายแล้ว</p></div><a href=/p-new>ดูสินค้ารุ่นใหม่: ข้าวหอมมะลิ "
        "(แพ็กใหม่) 5 กก. ฿189</a>"
    )
    page = (
        "<html lang=th><body><main><div class=pd><h1>ข้าวหอมมะลิ 5 กก.</h1>"
        f"{box}</div></main></body></html>"
    )
    result = extract(page, "https://www.top.example.co.th/th/rice-p0447812")
    assert result.main is None
    assert result.availability == "out_of_stock"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Izgatavošana pēc pasūtījuma — piegāde 4–6 nedēļās", "backorder"),
        ("Tarneaeg 3–4 nädalat", "backorder"),
        ("Faqat 4 ta qoldi", "limited"),
        ("Yalnız 3 ədəd qalıb", "limited"),
        ("Тек 2 дана қалды", "limited"),
        ("Anbarda var", "in_stock"),
        ("Omborda bor", "in_stock"),
        ("Sotuvda yo'q", "out_of_stock"),
        ("Қоймада жоқ", "out_of_stock"),
        ("ကြိုတင်မှာယူနိုင်ပါသည်", "preorder"),
        ("สินค้านี้เลิกจำหน่ายแล้ว", "out_of_stock"),
        # a back-in-stock alert in Danish and Swedish is no stock statement of "in stock"
        ("Få besked når varen er på lager igen", "out_of_stock"),
        ("Meddela mig när varan finns i lager igen", "out_of_stock"),
        # Chinese booking: a new product's pre-order, a restocked one's order for later
        ("現正接受預訂", "preorder"),
        ("補貨中 - 可預訂，預計 7 日內發貨", "backorder"),
    ],
)
def test_more_stock_words(text: str, want: str) -> None:
    from crawler.extract.stock import stock_from_text

    assert stock_from_text(text) == want


def test_the_chosen_sizes_own_stock_note() -> None:
    box = (
        "<span class=money>59,95 EUR</span><ul class=sizes><li class=size><button>S</button>"
        "</li><li class='size size--is-selected'><button aria-pressed=true>M</button><span "
        "class=size__stock>Pocas unidades</span></li><li class='size size--out'><button "
        "disabled>L</button><span>Avísame</span></li></ul>"
    )
    assert _stock(_shop(box, lang="es")) == "limited"


def test_a_made_to_order_line_in_an_order_form_fieldset() -> None:
    """A fieldset holding the whole order form (its heading too) is no variant picker."""
    page = (
        "<html lang=ko><head><title>포켓스프링 매트리스</title></head><body><main><fieldset>"
        "<legend>상품 주문하기</legend><h3>포켓스프링 매트리스"
        "</h3><div><strong>189,000원</strong></div><div><p>무료배송</p><p>주문제작 상품입니다. "
        "주문 후 제작 발송까지 영업일 기준 7일 소요됩니다.</p></div><a role=button href=#>구매하기"
        "</a><a role=button href=#>장바구니</a></fieldset></main></body></html>"
    )
    assert _stock(page, "https://store.example.kr/products/9012345678") == "backorder"


def test_a_discontinued_notice_of_several_sentences_on_a_page_with_no_price() -> None:
    page = (
        "<html lang=de><body><main><div class=pd><h1>Kaffeevollautomat EA 750</h1>"
        "<div class=nr>Art.-Nr.: 100-4471</div><div class=alert><div>Dieser Artikel ist leider "
        "nicht mehr erhältlich und wird nicht mehr nachproduziert.</div></div></div></main>"
        "</body></html>"
    )
    result = extract(page, "https://www.elektro.example.at/ea-750")
    assert result.main is None and result.availability == "out_of_stock"


def test_an_item_number_labelled_after_another_field_in_its_own_element() -> None:
    box = (
        "<div class=brand>Marque : <a href=/m/>MIRADO</a> · Réf. : <span class=ref>MIR55QX7"
        "</span></div><div class=price>399,99 €</div>"
    )
    assert _sku(_shop(box, lang="fr")) == "MIR55QX7"


def test_a_replacements_price_on_a_discontinued_page() -> None:
    page = (
        "<html><body><main><div class=pd><h1>24 in. Snow Blower 208cc</h1><div class=alert>"
        "<strong>This product has been discontinued</strong> and is no longer available.</div>"
        "<p class=alt>Looking for a replacement? See the <a href=/sb-26>26 in. Snow Blower "
        "254cc</a> – now $1,199.00.</p></div></main></body></html>"
    )
    result = extract(page, "https://www.northcan.example.ca/snow-blower-24.html")
    assert result.main is None and result.availability == "out_of_stock"


def test_an_amount_in_a_sentence_gives_way_to_the_price_alone() -> None:
    """The product's price stands alone or under a price's label; an amount after words of a
    sentence ("Annata 2020 disponibile dal 1° marzo a 26,90 €") is something else's, even when
    it sits nearer the title (no price is read rather than that one)."""
    page = (
        "<html lang=it><body><main><article><h1>Brunello di Montalcino 2019</h1><div "
        "class=prezzi><p class=listino>Prezzo di listino <s>29,90 €</s></p><p class=prezzo>"
        "<strong>24,50 €</strong> <small>IVA inclusa · 32,67 €/l</small></p></div><p>Ultime 4 "
        "bottiglie disponibili</p><p class=annata>Annata 2020 disponibile dal 1° marzo a 26,90 €"
        "</p><p>Spedizione 9,90 € · gratuita da 89 €</p><button>Aggiungi al carrello</button>"
        "</article></main></body></html>"
    )
    assert _price(page, "https://enoteca.example.it/vini/brunello-2019") != (2690, "EUR")


def test_list_rows_naming_their_items_are_not_read_as_sentences() -> None:
    """Rows of a list all print a name before their price: none is set aside for it, so a
    listing stays a listing."""
    rows = "".join(
        f"<li>Helmet model {n} with visor, size M <b>${n}9.00</b></li>" for n in range(1, 6)
    )
    page = f"<html><body><main><h1>Helmets</h1><ul>{rows}</ul></main></body></html>"
    assert _price(page, "https://www.moto.example.com.au/helmets") is None


def test_a_packs_price_per_piece_is_a_unit_price() -> None:
    """ "2 Stück …" sold at 5,49€ and printed "2,75€/Stück": the piece is not what is sold."""
    box = "<span class=big>5,49€</span><p class=per>2,75€/Stück</p>"
    page = _shop(box, lang="de", title="2 Stück Silikon-Backmatten 40 × 30 cm")
    assert _price(page, "https://www.shop.example.de/p/1") == (549, "EUR")
