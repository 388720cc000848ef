"""General rules the held-out corpora blind171-178 taught, on markup those corpora do not contain.

Cents printed with their currency; a price row's own label; side prices in more words (bundle
items bought one by one, a cover price, an auction's starting price, a price per GB, another
colour's or format's price, multi-buys); payment and card prices; a price in the shop's own
currency against structured data in another; euro and lev side by side; item numbers on
priceless product pages; and signs for more currencies.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.money import find_prices
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round15 import _price
from tests.crawler.test_extract_round21 import _box, _ld

# ---- how a price is written --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # the cents in their own element with the sign after them
        ("<p class='pr'><b>349</b><sup>95 €</sup></p>", "https://velo.de/p/1", (34995, "EUR")),
        ("<p class='pr'><b>1.299</b><sup>00 EUR</sup></p>", "https://velo.de/p/1", (129900, "EUR")),
        ("<p class='pr'><b>89</b><sup>90 zł</sup></p>", "https://rower.pl/p/1", (8990, "PLN")),
        # a short code after two digits that is no currency stays apart
        (
            "<p class='pr'>12,50 € <span>2</span><sup>50 PCS</sup></p>",
            "https://a.de/p/1",
            (1250, "EUR"),
        ),
    ],
)
def test_cents_printed_with_their_currency(box, url, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("3.750$00", [("3750.00", "CVE")]),
        # a dollar amount is never written so
        ("$37.50", [("37.50", "$")]),
        # an item number glued to a sign, with leading zeros
        ("Item BD000781234", []),
        ("BD 0.750", [("0.750", "BD")]),
        ("129.000 đ", [("129000", "đ")]),
        # "đ" starting a word is no sign
        ("3 đôi tất", [("3", None)]),
    ],
)
def test_signs_and_numbers(text, want):
    from crawler.extract.candidates import _parse_text

    if "$00" in text:
        got = _parse_text(text)
        assert got is not None and (str(got[1].amount(2)), "CVE") == want[0]
        return
    exp = 3 if "BD" in text else 0 if "đ" in text else 2
    assert [(str(t.amount(exp)), t.symbol) for t in find_prices(text)] == want


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        ("https://ventoinhas.co.mz/p/1", "<p class='pr'>12.990,00 MT</p>", (1299000, "MZN")),
        ("https://bazaar.mu/p/1", "<p class='pr'>Rs 1,890.00</p>", (189000, "MUR")),
        ("https://giay.vn/p/1", "<p class='pr'>459.000đ</p>", (459000, "VND")),
        # "MT" outside Mozambique: metric tonnes, no money
        ("https://steel.us/p/1", "<p class='pr'>Lot of 25 MT</p><p>$1,200.00</p>", None),
    ],
)
def test_more_currencies_by_sign_and_domain(url, box, want):
    got = _price(_box(box), url)
    assert got == want or (want is None and got != (2500, "MZN"))


# ---- a price row's own label ---------------------------------------------------------------


def test_a_rows_label_after_its_price_is_its_own():
    box = (
        "<ul><li>S/ 3,199.00 <span>Precio con tarjeta Oh!</span></li>"
        "<li>S/ 3,399.00 <span>Precio online</span></li>"
        "<li>Antes S/ 3,999.00</li></ul>"
    )
    assert _price(_box(box), "https://tienda.pe/p/1") == (339900, "PEN")


def test_a_card_label_before_a_row_still_names_it():
    box = (
        "<div class='r'><span>Tarjeta Club</span><p>$189.990 Precio oferta</p></div>"
        "<p>$209.990 Precio Internet</p>"
    )
    assert _price(_box(box), "https://tienda.cl/p/1") == (209990, "CLP")


# ---- side prices -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # the bundle's items one by one
        (
            "https://spiele.de/p/1",
            "<p class='pr'>349,99 € <small>Einzeln gekauft: 419,97 €</small></p>",
            (34999, "EUR"),
        ),
        (
            "https://games.co.uk/p/1",
            "<p class='pr'>£299.99</p><p>If bought separately: £364.97</p>",
            (29999, "GBP"),
        ),
        # "sold separately" is a note, not a price's label
        (
            "https://tv.us/p/1",
            "<p>Wall mount sold separately.</p><p class='pr'>$899.99</p>",
            (89999, "USD"),
        ),
        # a book's printed price beside the shop's
        (
            "https://ksiazki.pl/p/1",
            "<p class='pr'>42,90 zł</p><p>Cena okładkowa: 54,90 zł</p>",
            (4290, "PLN"),
        ),
        ("https://mags.co.uk/p/1", "<p class='pr'>Cover price: £5.99</p>", (599, "GBP")),
        # an auction's starting price and next bid
        (
            "https://aukcje.pl/p/1",
            "<p>Cena wywoławcza: 500 zł</p><p>Aktualna oferta: 740 zł</p>",
            None,
        ),
        ("https://lelang.id/p/1", "<p>Tawaran minimum berikutnya: Rp1.250.000</p>", None),
        ("https://subastas.es/p/1", "<p>Salida: 150,00 €</p><p>Puja actual: 210,00 €</p>", None),
        # a storage device's price per gigabyte
        (
            "https://disky.cz/p/1",
            "<p class='pr'>2 499 Kč</p><p class='u'>1,2 Kč/GB</p>",
            (249900, "CZK"),
        ),
        # a phone's storage size after the price is no unit
        ("https://handy.de/p/1", "<p class='pr'>799,00 €/256 GB</p>", (79900, "EUR")),
        # another colour's price, the same book as an e-book
        (
            "https://xie.tw/p/1",
            "<p class='pr'>NT$2,480</p><p>其他顏色 NT$2,180</p>",
            (248000, "TWD"),
        ),
        (
            "https://books.us/p/1",
            "<p class='pr'>$27.00</p><p>Kindle Edition $13.99</p>",
            (2700, "USD"),
        ),
        # multi-buys
        (
            "https://drogeria.es/p/1",
            "<p class='pr'>4,50 €</p><p>2ª unidad al 70%: 3,83 €/ud.</p>",
            (450, "EUR"),
        ),
        (
            "https://yao.hk/p/1",
            "<p class='pr'>HK$88.00</p><p>任選3件9折（每件 HK$79.20）</p>",
            (8800, "HKD"),
        ),
        ("https://ya.th/p/1", "<p class='pr'>฿120</p><p>ซื้อ 2 ชิ้น ฿220</p>", (12000, "THB")),
        # free delivery over an amount, in Hindi and in Japanese with the sign between
        (
            "https://kapda.in/p/1",
            "<p class='pr'>₹899</p><p>₹999 से ऊपर मुफ़्त डिलीवरी</p>",
            (89900, "INR"),
        ),
        ("https://fuku.jp/p/1", "<p>在庫切れ</p><p>送料無料（合計 ￥8,000</p>", None),
    ],
)
def test_side_prices(url, box, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a store card's price by its class, and by its words
        (
            "https://tienda.cl/p/1",
            "<p class='cmr-price'>$79.990</p><p class='internet-price'>Internet $89.990</p>"
            "<p class='normal-price'>Normal $119.990</p>",
            (89990, "CLP"),
        ),
        (
            "https://store.us/p/1",
            "<p class='pr'>$449.99</p><p>Save $40 when you open a Store Card: <b>$409.99</b></p>",
            (44999, "USD"),
        ),
        # a bank transfer's price
        (
            "https://tienda.ar/p/1",
            "<p class='pr'>$ 899.999,00</p><p>Precio contado/transferencia: $ 809.999,10</p>",
            (89999900, "ARS"),
        ),
        # the price for everyone beside the member price
        (
            "https://outdoor.us/p/1",
            "<p><span>Member price</span> <span>$80.00</span> <span>Non-member</span> "
            "<span class='cur'>$89.00</span></p>",
            (8900, "USD"),
        ),
        # a regular price printed in the price's own text, beside the sale price
        (
            "https://grocer.ca/p/1",
            "<div><span class='now'>$6.49</span></div><div>Regular $7.99</div>",
            (649, "CAD"),
        ),
    ],
)
def test_card_payment_and_member_prices(url, box, want):
    assert _price(_box(box), url) == want


def test_a_screen_readers_regular_price_is_the_price():
    box = (
        "<div class='price'><span class='visually-hidden'>Regular price</span>"
        "<span class='price-item--regular'>$64.99</span></div>"
    )
    assert _price(_box(box), "https://tools.us/p/1") == (6499, "USD")


def test_a_net_price_then_its_gross_in_japanese():
    box = "<p><span class='p'>¥8,000</span><span>＋税</span></p><p>（税込 ¥8,800）</p>"
    assert _price(_box(box), "https://fuku.jp/p/1") == (8800, "JPY")


def test_a_chinese_pre_sale_price_beside_its_everyday_price():
    box = "<p>预售价 <b>¥1299</b></p><p>定金 ¥50 抵 ¥100</p><p>日常价 ¥1499</p>"
    page = _box(box, head=_ld("1499", "CNY"))
    assert _price(page, "https://dian.cn/p/1") == (129900, "CNY")


# ---- structured data in another currency --------------------------------------------------------


def test_the_shops_own_currency_beats_structured_data_in_another():
    box = "<p class='pr'>CHF 39.90</p><p>Prix en euros : 41,50 €</p>"
    page = _box(box, head=_ld("41.50", "EUR"))
    assert _price(page, "https://buecher.ch/p/1") == (3990, "CHF")


def test_structured_data_in_a_base_currency_the_page_never_shows():
    page = _box("<p>HK$268.00</p>", head=_ld("34.50", "USD"))
    assert _price(page, "https://shop.com.hk/p/1") == (26800, "HKD")


@pytest.mark.parametrize(
    ("box", "ld", "want"),
    [
        # the euro first, the lev after it: the euro is the price
        (
            "<p><span>255,65 €</span> <span>/ 500,00 лв.</span></p>",
            ("500.00", "BGN"),
            (25565, "EUR"),
        ),
        # the euro after a slash, the second of the pair: the lev is the price
        (
            "<p><span>500,00 лв.</span> <span>/ 255,65 €</span></p>",
            ("500.00", "BGN"),
            (50000, "BGN"),
        ),
        # the lev first, both plain, structured data in euro: the euro
        (
            "<div class='pp'><div>500,00 лв.</div><div>255,65 €</div></div>",
            ("255.65", "EUR"),
            (25565, "EUR"),
        ),
    ],
)
def test_euro_and_lev_side_by_side(box, ld, want):
    assert _price(_box(box, head=_ld(*ld)), "https://magazin.bg/p/1") == want


# ---- variants -----------------------------------------------------------------------------------


def test_a_size_in_the_url_and_an_on_class_choose_the_variant():
    box = (
        "<p><span class='de'>R$ 999,90</span><span class='por'>R$ 849,90</span></p>"
        "<ul><li>38 R$ 799,90</li><li class='on'>40 R$ 849,90</li><li>42 R$ 899,90</li></ul>"
    )
    page = _box(box, head=_ld("799.90", "BRL"))
    assert _price(page, "https://tenis.com.br/p/1?tamanho=40") == (84990, "BRL")


# ---- priceless product pages -----------------------------------------------------------------


def _cards(n: int = 6) -> str:
    return "".join(
        f"<div class='card'><a href='/p/{i}'>Other {i}</a><span class='price'>{10 + i},00 €</span>"
        "</div>"
        for i in range(n)
    )


def test_an_item_number_by_the_title_makes_a_priceless_page_one_products():
    page = (
        "<html><body><h1>Wollmantel</h1><p>Artikelnummer: WM-2201</p>"
        "<p class='stock'>Ausverkauft</p>"
        f"<section class='related'><h2>Ähnliche Artikel</h2>{_cards()}</section></body></html>"
    )
    r = extract(page, "https://mode.de/p/wm-2201")
    assert r.main is None
    assert r.item is not None and r.item.sku == "WM-2201"
    assert r.availability == "out_of_stock"


def test_a_category_heading_over_cards_stays_a_listing():
    page = f"<html><body><h1>Mäntel</h1><div class='grid'>{_cards(8)}</div></body></html>"
    r = extract(page, "https://mode.de/c/maentel")
    assert r.main is None and r.reason == "multiple_products" and r.item is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("販売終了", "out_of_stock"),
        ("この商品は販売を終了しました", "out_of_stock"),
        ("הזמנה מוקדמת", "preorder"),
        ("Dostępność: duża", "in_stock"),
        ("Disponibil", "in_stock"),
        ("Indisponibil", "out_of_stock"),
    ],
)
def test_stock_words(text, want):
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("label", "sku"),
    [
        ("Каталожен номер: BG-4410", "BG-4410"),
        ("Kat. č.: CZ-7781", "CZ-7781"),
        ("Nr kat.: PL-1200", "PL-1200"),
        ("Varunummer: 884120", "884120"),
    ],
)
def test_item_number_labels(label, sku):
    page = _box(f"<p>{label}</p><p class='pr'>19,90 €</p>")
    r = extract(page, "https://shop.eu/p/1")
    assert r.item is not None and r.item.sku == sku


# ---- what the rules above must leave alone (review 38) ----------------------------------------


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a bottle's own price, a single bottle sold
        ("https://wein.de/p/1", "<p class='pr'>14,50 € / Flasche</p>", (1450, "EUR")),
        # an e-book's own page: its price labelled with its format
        ("https://books.co.uk/p/1", "<p class='pr'>eBook: £6.99</p>", (699, "GBP")),
        # a class "de" on a German text block, "gift-card-price" on a gift card's page
        (
            "https://laden.ch/p/1",
            "<div class='lang de'><p class='pr'>CHF 59.00</p></div>",
            (5900, "CHF"),
        ),
        ("https://gifts.us/p/1", "<p class='gift-card-price'>$25.00</p>", (2500, "USD")),
        ("https://hub.us/p/1", "<div class='card price-card'><p>$49.99</p></div>", (4999, "USD")),
        # a promotion's banner above the price
        (
            "https://run.us/p/1",
            "<div class='promo'>Second item half price!</div><p class='pr'>$79.00</p>",
            (7900, "USD"),
        ),
        # a quantity and a price glued together: no escudo
        ("https://boutique.ca/p/1", "<p><span>Qté 2</span><span>$45.00</span></p>", (4500, "CAD")),
    ],
)
def test_what_the_rules_leave_alone(url, box, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a range in words and no variant chosen: no price
        ("https://divani.it/p/1", "<p class='pr'>da 699,00 € a 1.199,00 €</p>", None),
        ("https://moebel.de/p/1", "<p class='pr'>von 349 € bis 599 €</p>", None),
        # a multi-buy in Dutch and German beside the price
        ("https://nagels.nl/p/1", "<p class='pr'>€ 6,95</p><p>3 voor € 18,00</p>", (695, "EUR")),
        ("https://farbe.de/p/1", "<p class='pr'>4,99 €</p><p>3 für 12,00 €</p>", (499, "EUR")),
        # a Polish club card's price, a Korean card's, a Chinese gift's value
        (
            "https://farby.pl/p/1",
            "<p class='pr'>89,99 zł</p><p>Cena z Kartą Klubu: <b>79,99 zł</b></p>",
            (8999, "PLN"),
        ),
        (
            "https://beauty.kr/p/1",
            "<p class='pr'>19,800원</p><p>하나카드 결제 시 17,800원</p>",
            (19800, "KRW"),
        ),
        (
            "https://kouhong.cn/p/1",
            "<p class='pr'>¥199.00</p><p>赠：小样2件（价值¥60.00）</p>",
            (19900, "CNY"),
        ),
    ],
)
def test_ranges_in_words_multi_buys_and_card_prices(url, box, want):
    assert _price(_box(box), url) == want


def test_options_priced_and_none_chosen_name_no_price():
    box = (
        "<p>AED 1,999.00 – AED 2,599.00</p><ul><li>128GB<br>AED 1,999.00</li>"
        "<li>256GB<br>AED 2,299.00</li><li>512GB<br>AED 2,599.00</li></ul>"
    )
    page = _box(box, head=_ld("1999.00", "AED"))
    assert _price(page, "https://souq.ae/p/1") is None


# ---- round D (blind183-186) and review 39 -------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a store card's name as the price's label
        (
            "https://tienda.cl/p/1",
            "<dl><dt>Precio Falcon Card</dt><dd>$129.990</dd><dt>Precio Internet</dt>"
            "<dd>$139.990</dd></dl>",
            (139990, "CLP"),
        ),
        (
            "https://tienda.pe/p/1",
            "<p>Precio online <b>S/ 299.00</b></p><p>Tarjeta Sol <b>S/ 269.00</b></p>",
            (29900, "PEN"),
        ),
        # weekly credit beside the cash price
        (
            "https://tienda.mx/p/1",
            "<p class='pr'>$4,299</p><p>abonos semanales de $119</p>",
            (429900, "MXN"),
        ),
        # take three, pay less each
        (
            "https://mercado.com.br/p/1",
            "<p class='pr'>R$ 12,90</p><p>Leve 3, pague R$ 10,90 cada</p>",
            (1290, "BRL"),
        ),
        # a price per litre and per kilo in Spanish and Portuguese
        (
            "https://super.com.br/p/1",
            "<p class='pr'>R$ 24,90</p><p>R$ 49,80/litro</p>",
            (2490, "BRL"),
        ),
        ("https://super.pe/p/1", "<p class='pr'>S/ 15.90</p><p>S/ 3.18 x kg</p>", (1590, "PEN")),
        # a bank's refund and its cap
        (
            "https://tech.com.ar/p/1",
            "<p class='pr'>$ 399.999</p><p>Con Banco Sur 15% de reintegro (tope $ 20.000)</p>",
            (39999900, "ARS"),
        ),
        # another product to pair it with
        (
            "https://formaggi.com.ar/p/1",
            "<p class='pr'>$ 8.400</p><p>Abbinalo con: Malbec 750 ml $ 12.900</p>",
            (840000, "ARS"),
        ),
        # the florin of Aruba
        ("https://shop.aw/p/1", "<p class='pr'>Afl. 79.95</p>", (7995, "AWG")),
    ],
)
def test_round_d_side_prices(url, box, want):
    assert _price(_box(box), url) == want


def test_a_wrapper_classed_as_a_from_price():
    box = "<p class='price-from'>〜 <span class='v'>¥12,800</span></p>"
    assert _price(_box(box), "https://kagu.jp/p/1") is None


def test_an_item_number_glued_to_a_sign_is_no_price():
    assert find_prices("Art. GP-RM2040") == []
    assert [(str(t.amount(2)), t.symbol) for t in find_prices("RM29-RM49")] == [
        ("29", "RM"),
        ("49", "RM"),
    ]


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # the Brazilian "de"/"por" pair, each in a wrapper of its own
        (
            "https://loja.com.br/p/1",
            "<div><span class='de'>R$ 259,90</span></div><div><span class='por'>R$ 199,90</span>"
            "</div>",
            (19990, "BRL"),
        ),
        # a card price's class beside the price for everyone, and alone
        (
            "https://tienda.cl/p/1",
            "<ul><li class='price-card'>$279.990</li><li class='price-internet'>$299.990</li></ul>",
            (299990, "CLP"),
        ),
        ("https://regalos.es/p/1", "<p class='tarjeta-regalo-precio'>25,00 €</p>", (2500, "EUR")),
        # a shop labelling its own currency
        ("https://shop.us/p/1", "<p>Price in USD: $149.00</p>", (14900, "USD")),
        # a small escudo amount, a sample sale's own price
        ("https://loja.cv/p/1", "<p>Preço: 85$00 CVE</p>", (8500, "CVE")),
        ("https://studio.us/p/1", "<p>Sample Sale Price: $99.00</p>", (9900, "USD")),
    ],
)
def test_review_39_cases(url, box, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # review 40: the words of the round-D rules in their other meanings
        (
            "https://regalos.mx/p/1",
            "<p><span>Tarjeta Regalo</span> <b>$500.00</b></p>",
            (50000, "MXN"),
        ),
        (
            "https://jardin.mx/p/1",
            "<p><span>Abono Universal</span> <b>$189.00</b></p>",
            (18900, "MXN"),
        ),
        (
            "https://muebles.mx/p/1",
            "<p class='pr'>$12,999.00 · Entrega en 3 semanas</p>",
            (1299900, "MXN"),
        ),
        ("https://ferre.com.ar/p/1", "<p class='pr'>Tope magnético $ 3.500</p>", (350000, "ARS")),
        ("https://boutique.ca/fr/p/1", "<p class='pr'>Prix : 49,99 $</p>", (4999, "CAD")),
        # a wrapper classed "price-from" around the only price, with no mark of its own
        (
            "https://shop.co.uk/p/1",
            "<div class='price-from'><span class='p'>£39.99</span></div>",
            (3999, "GBP"),
        ),
    ],
)
def test_round_d_words_in_other_meanings(url, box, want):
    assert _price(_box(box), url) == want


def test_afl_is_the_florin_only_in_aruba():
    assert _price(_box("<p class='pr'>Afl. 49.95</p>"), "https://winkel.aw/p/1") == (4995, "AWG")
    assert _price(_box("<p>Afl. 14</p><p class='pr'>€ 9,99</p>"), "https://dvd.nl/p/1") == (
        999,
        "EUR",
    )
