"""General rules the held-out corpora blind259-262 taught, on markup those corpora do not contain.

A back-in-stock alert offered in the product's box says it is sold out (not "available" for its
last word); a sold-out line with no buy control outweighs structured data unless another line
of the box says it can be had; more few-left words and stock slots; a sign printed beside a tax
note after the digits, cents printed as ".50" in their own element; an item number's "-X6" is no
instalment; Turkish former-price classes, the Czech "usual price" beside a club price, "Don't
pay", a voucher's cap, a saving in cents before the price; item numbers after "Kód zboží",
"Kod" and a label with no colon.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round15 import _price
from tests.crawler.test_extract_round21 import _box
from tests.crawler.test_extract_round27 import _ld_offer

# ---- stock ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a back-in-stock alert offered: sold out, whatever word it ends on
        ("Avvisami quando disponibile", "out_of_stock"),
        ("Avise-me quando estiver disponível", "out_of_stock"),
        ("Benachrichtigen, wenn lieferbar", "out_of_stock"),
        ("Email me when it's back in stock", "out_of_stock"),
        ("Stoka gelince haber ver", "out_of_stock"),
        # few left, in French without a count and in Finnish with its counter
        ("Plus que quelques pièces", "limited"),
        ("Plus que quelques articles !", "limited"),
        ("Vain 2 kpl jäljellä", "limited"),
        # a count after the word "stock" and a colon
        ("Stock online: 8 unidades", "in_stock"),
        ("Stock: 12", "in_stock"),
        ("Stock: 1,5 kg", None),
        # a size, not a count of units: the last units of size 42
        ("¡Últimas unidades en talla 42!", "limited"),
        # Greek "upon order"
        ("Κατόπιν παραγγελίας – παράδοση σε 15-20 εργάσιμες ημέρες", "backorder"),
    ],
)
def test_stock_words(text, want):
    assert stock_from_text(text) == want


def _stock(html: str, url: str = "https://www.shop-example.it/p/1") -> str:
    return extract(html, url).availability


def _no_button(box: str, head: str = "") -> str:
    return (
        f"<html><head>{head}</head><body><div class='scheda'><h1>Giacca di lana</h1>"
        f"<span class='prezzo'>149,00 €</span>{box}</div></body></html>"
    )


def test_a_back_in_stock_alert_in_the_box_says_sold_out():
    page = _no_button(
        "<p>La taglia M è esaurita</p><a href='#avviso'>Avvisami quando disponibile</a>"
    )
    assert _stock(page) == "out_of_stock"


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # sold out in every size and no buy control: stale structured data says InStock
        ("<p>Esgotado em todos os tamanhos</p>", "out_of_stock"),
        # ... unless another line says it can be had (collected from a store, one size left)
        (
            "<p>Consegna a domicilio: non disponibile</p>"
            "<p>Click &amp; Collect: disponibile in 3 negozi</p>",
            "in_stock",
        ),
        ("<p>41 esaurito</p><p>42 · ultimi 2 pezzi</p>", "in_stock"),
    ],
)
def test_a_sold_out_line_with_no_buy_control_against_structured_in_stock(box, want):
    head = _ld_offer("149.00", "EUR", availability="https://schema.org/InStock")
    assert _stock(_no_button(box, head)) == want


@pytest.mark.parametrize(
    ("slot", "text"),
    [
        ("tuote__saldo", "Vain 2 jäljellä"),  # the Nordic "saldo", a stock balance
        ("item_zaiko", "残りわずか"),  # 在庫 in Latin letters
    ],
)
def test_a_few_left_line_in_a_stock_slot_named_in_the_shops_language(slot, text):
    page = _box(f"<span class='price'>24,90 €</span><p class='{slot}'>{text}</p>")
    assert _stock(page, "https://www.kauppa-example.fi/p/1") == "limited"


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a few-left line under the size picker, a size chosen
        (
            "<div class='sizes'><button class='size-tile'>S</button>"
            "<button class='size-tile selected' aria-pressed='true'>M</button>"
            "<p class='low-stock-msg'>Only 2 left</p></div>",
            "limited",
        ),
        # ... not when the line names another size
        (
            "<div class='sizes'><button class='size-tile'>S</button>"
            "<button class='size-tile selected' aria-pressed='true'>M</button>"
            "<button class='size-tile'>XXL</button>"
            "<span class='low-stock-msg'>XXL · Only 2 left</span></div>",
            "in_stock",
        ),
        # a backorder notice as the label of its line
        ("<p><b>Backordered:</b> expected to ship the week of Jul 21</p>", "backorder"),
        # a class named for few left
        ("<p>Selected: Beige / M <span class='pdp-few'>Low stock</span></p>", "limited"),
        # a few-left line led by a warning sign printed as text, with "hurry" in Korean
        ("<div><span class='ic'>!</span> 재고 3개 남음 — 서두르세요</div>", "limited"),
        # a status dot, the few-left words as the line's first field, delivery after
        (
            "<div><span style='background:#f59e0b'></span><span>Få igjen på lager</span>"
            " · Sendes innen 1–2 virkedager</div>",
            "limited",
        ),
        # the web shop's stock first, then its stores' (one of which takes orders)
        (
            "<div class='availability'><span>Verkkokauppa</span><span>Varastossa 5+ kpl</span>"
            "<details><summary>Saatavuus myymälöissä</summary><ul><li><b>Oulu</b>: "
            "Tilattavissa myymälään</li></ul></details></div>",
            "in_stock",
        ),
    ],
)
def test_stock_lines_beside_an_active_button(box, want):
    page = _box(f"<span class='price'>$59.99</span>{box}")
    assert _stock(page, "https://www.shop-example.us/p/1") == want


def test_a_block_of_stock_lines_per_channel_is_read_line_by_line():
    box = (
        "<span class='price'>12 990 Kč</span><table class='availability-table'>"
        "<tr><td>E-shop</td><td><span class='availability-label'>Skladem &gt; 5 ks</span></td></tr>"
        "<tr><td>Prodejna Brno</td><td><span class='availability-label'>Vyprodáno</span></td></tr>"
        "</table>"
    )
    head = _ld_offer("12990", "CZK", availability="https://schema.org/OutOfStock")
    page = _box(box, head=head).replace("Add to cart", "Do košíku")
    # "In stock" in the stock slot beside an active button outweighs a stale OutOfStock
    assert _stock(page, "https://www.elektro-example.cz/p/1") == "in_stock"


# ---- prices --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # the sign and a tax note in an element after the digits
        (
            "https://www.kameraya-example.jp/p/1",
            "<p class='kakaku'>128,700<span>円（税込）</span></p><p>12,870ポイント還元</p>",
            (128700, "JPY"),
        ),
        # the cents with their separator in an element of their own, after a saving in cents
        (
            "https://www.grocer-example.com.au/p/1",
            "<div><span>SAVE 70c</span></div><div><span>$7</span><span>.50</span></div>"
            "<div>$1.07 / 100G</div><div>Was $8.20</div>",
            (750, "AUD"),
        ),
        # an item number ending in "-X6" is no instalment plan
        (
            "https://www.loja-example.com.br/p/1",
            "<p>Ref.: AUR-X6</p><p class='preco'>R$ 89,90</p><p>3x de R$ 29,97 sem juros</p>",
            (8990, "BRL"),
        ),
        # a Turkish "old price" class beside the new one
        (
            "https://www.evdekor-example.com.tr/p/1",
            "<div><span class='eski-fiyat'>5.499,00 TL</span>"
            "<span class='yeni-fiyat'>4.299,00 TL</span></div>",
            (429900, "TRY"),
        ),
        # the Czech "usual price" beside a price for club members only: it is the price
        (
            "https://www.tricka-example.cz/p/1",
            "<div class='cena-bezna'>Cena 399 Kč</div>"
            "<div class='cena-klub'>Klubová cena 349 Kč pro členy klubu</div>",
            (39900, "CZK"),
        ),
        # an Australian marketplace's former price
        (
            "https://www.deals-example.com.au/p/1",
            "<div>Don’t pay $449</div><div class='now'>$229.00</div>",
            (22900, "AUD"),
        ),
        # a shop card's price, the card named after the card word (French word order)
        (
            "https://www.comptoir-example.fr/p/1",
            "<p class='prix'>45,00 €</p><p class='prix-carte'>40,50 € avec la carte Comptoir "
            "(adhésion gratuite)</p>",
            (4500, "EUR"),
        ),
        # a contract's minimum total over its months is no price
        (
            "https://www.mobil-example.no/p/1",
            (
                "<div class='pricesummary_monthly'>Fra 399 kr/mnd i 24 mnd</div>"
                "<div class='pricesummary_total'>Minstepris i 24 mnd: 9 576 kr</div>"
            ),
            None,
        ),
        # a voucher's cap is no price
        (
            "https://www.pasar-example.sg/p/1",
            "<div class='p'>S$25.90</div><div><span>10% OFF Capped at S$5</span></div>",
            (2590, "SGD"),
        ),
    ],
)
def test_prices(url, box, want):
    assert _price(_box(box), url) == want


# ---- item numbers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "line", "want"),
    [
        ("https://www.tricka-example.cz/p/1", "<p>Kód zboží: TR-0091-L</p>", "TR-0091-L"),
        (
            "https://www.drzwi-example.pl/p/1",
            "<p class='pd-product__code'>Kod: DL-INT-880-80</p>",
            "DL-INT-880-80",
        ),
        (
            "https://www.stijl-example.nl/p/1",
            "<p class='art'>Artikelnummer SV-88120-44</p>",
            "SV-88120-44",
        ),
        ("https://www.sklep-example.pl/p/1", "<p class='kod'>Kod: DK-55102</p>", "DK-55102"),
        (
            "https://www.sklep-example.pl/p/1",
            "<dl><dt>Item Number (DPCI):</dt><dd>058-22-9104</dd></dl>",
            "058-22-9104",
        ),
    ],
)
def test_item_numbers(url, line, want):
    result = extract(_box("<span class='price'>399,00 zł</span>" + line), url)
    assert result.item is not None and result.item.sku == want


def test_a_chinese_marketplace_title_and_its_add_to_cart_link():
    """No <h1>: the name the document title gives before its bracketed tags, printed with
    more words in a block named like a product grid; the add-to-cart link named "btnAddCart"."""
    page = (
        "<html><head><title>Orbi Band 8 智能手环 NFC版 【行情 报价 价格 评测】-长江商城"
        "</title></head>"
        "<body><div class='productGrid'><div class='gallery'><img src='/1.jpg' alt=''></div>"
        "<div class='productBuy'><div class='skuName'>Orbi Band 8 智能手环 NFC版 曜石黑 1.62英寸"
        "AMOLED 血氧心率监测</div><div class='summaryPrice'><span class='pPrice'><span>￥</span>"
        "<span class='price'>299.00</span></span> <del>￥349.00</del></div>"
        "<a class='btnAddCart' href='/cart?pid=1'>加入购物车</a></div></div>"
        + "".join(
            f"<div class='related'><a href='/p/{i}'>手环 {i}</a>"
            f"<span class='price'>￥{i}9.00</span></div>"
            for i in range(1, 6)
        )
        + "</body></html>"
    )
    result = extract(page, "https://item.changjiang-example.cn/100045678912.html")
    assert result.main is not None and (result.main.price_minor, result.main.currency) == (
        29900,
        "CNY",
    )
    assert result.main.stock == "in_stock"


@pytest.mark.parametrize(
    ("shown", "structured"),
    [("421/7730", "4217730"), ("332-1810-8", "3321810")],
)
def test_the_structured_item_number_as_the_page_writes_it(shown, structured):
    head = _ld_offer("34.99", "GBP").replace('"name": "Product 7"', f'"sku": "{structured}"')
    page = _box(f"<span class='price'>£34.99</span><p>Item code: {shown}</p>", head=head)
    main = extract(page, "https://www.homeware-example.co.uk/p/1").main
    assert main is not None and main.product.sku == shown


def test_the_model_labels_first_letter_test_agrees_with_its_pattern():
    from crawler.extract.identity import _MODEL_LABEL, is_model_label

    for code in range(0x3000):
        for text in (
            f"{chr(code)}odel: X1",
            f" {chr(code)}art No: 5",
            f"{chr(code)}tem model #: 3",
        ):
            assert is_model_label(text) == (_MODEL_LABEL.match(text) is not None), text


def test_stock_in_another_row_of_a_variant_table_is_another_variants():
    rows = (
        "<table class='variation'><tr><td>S</td><td class='zaiko'>× 在庫なし</td>"
        "<td><button class='restock'>再入荷お知らせ</button></td></tr>"
        "<tr class='selected'><td>M</td><td class='zaiko'>○ 在庫あり</td>"
        "<td><input type='radio' name='size' value='M' checked></td></tr>"
        "<tr><td>LL</td><td class='zaiko'>△ 残りわずか</td>"
        "<td><input type='radio' name='size' value='LL'></td></tr></table>"
        "<p class='item-stock'>在庫あり・1〜3営業日以内に発送</p>"
    )
    page = _box(f"<span class='price'>¥12,980</span>{rows}").replace(
        "Add to cart", "カートに入れる"
    )
    assert _stock(page, "https://www.hinata-example.jp/p/1") == "in_stock"


# ---- round R (blind263-267) ----------------------------------------------------------------


_R9_PAGE = (
    "<html><body><div class='page-heading'><h1><span class='u-mr--xs title'>Robotstofzuiger"
    " Bolwerk R9 met dweilfunctie</span></h1></div><div class='product-layout'><div><div>"
    "<div><div class='buy-block'><div><span class='promo-price price'>399.-</span></div>"
    "<div class='buy-block__list-price list-price'>Adviesprijs 499,-</div></div></div></div>"
    "</div><p>Robotstofzuiger Bolwerk R9 met dweilfunctie combineert zuigen en dweilen.</p>"
    "</div></body></html>"
)
_PLUS_PAGE = (
    "<html><head><title>京品 智能空气净化器 P7 | 京品</title></head><body><div class='info'>"
    "<div class='sku-name'>京品 智能空气净化器 P7</div><div class='summary-price'>"
    "<div class='dt'>京 品 价</div><div class='dd'><span class='p-price'><span>￥</span>"
    "<span class='price'>1299.00</span></span><span class='pricing'>[<del>￥1599.00</del>]"
    "</span></div></div><div class='summary-price'><div class='dt'>PLUS价</div>"
    "<div class='dd'><span class='p-price-plus'><span>￥</span><span class='price'>1249.00"
    "</span></span><a href='//plus.x.cn/' class='plus-tip'>开通PLUS享此价</a></div></div>"
    "<a class='btn-special1' href='/cart'>加入购物车</a></div></body></html>"
)


@pytest.mark.parametrize(
    ("url", "page", "want"),
    [
        # a model's name with "R9" in a line of words is no rand
        ("https://www.bolwerk-example.nl/p/1", _R9_PAGE, (39900, "EUR")),
        # a price classed as a member programme's
        ("https://item.jingpin-example.cn/1.html", _PLUS_PAGE, (129900, "CNY")),
    ],
)
def test_whole_pages(url, page, want):
    assert _price(page, url) == want


def test_a_closed_drawer_is_hidden_unless_it_holds_the_product():
    from lxml import html as lhtml

    from crawler.extract.marks import Flags

    root = lhtml.fromstring(
        "<div><aside id='mini-cart' aria-hidden='true' inert><p>Σ $34.00</p></aside>"
        "<main inert><h1>Shirt</h1></main></div>"
    )
    total, title = root.find(".//p"), root.find(".//h1")
    assert Flags().inherited(total)[2]
    assert not Flags(set(title.iterancestors()) | {title}).inherited(title)[2]


def test_more_headings_of_other_products_blocks():
    from crawler.extract.cues import _RELATED_HEADING

    for heading in (
        "最近チェックした商品",
        "一緒に購入されている商品",
        "Products related to this item",
        "Your browsing history",
        "Complete the look",
        "También te puede gustar",
        "Vus récemment",
        "최근 본 상품",
        "Είδες πρόσφατα",
        "Son gezdiğin ürünler",
    ):
        assert _RELATED_HEADING.search(heading)


def test_a_marketplace_title_after_a_badge_and_local_buy_buttons():
    page = (
        "<html><head><title>Nồi chiên không dầu Lumo 6L LM-60 | Chợ Phiên</title></head><body>"
        "<div class='brief'><div class='title'><span class='tag'>Yêu thích</span> Nồi chiên không"
        " dầu Lumo 6L LM-60</div><div class='box'><div class='orig'>₫2.190.000</div>"
        "<div class='cur'>₫1.290.000</div></div><button class='c1'>Thêm vào giỏ hàng</button></div>"
        + "".join(
            f"<div class='related'><a href='/p/{i}'>Nồi {i}</a><div class='cur'>₫{i}90.000</div>"
            "</div>"
            for i in range(1, 6)
        )
        + "</body></html>"
    )
    main = extract(page, "https://chophien-example.vn/p/1").main
    assert main is not None and (main.price_minor, main.currency) == (1290000, "VND")
    ru = _box("<span class='price'>189 990 ₸</span>").replace(
        "<button class='add-to-cart'>Add to cart</button>", "<button class='x'>Купить</button>"
    )
    assert _stock(ru, "https://bazarlyq-example.kz/p/1") == "in_stock"


def test_a_german_auction_lot_number():
    result = extract(
        _box("<p>Aktuelles Gebot: 340 €</p><p>Los-Nr.: 2417</p>"), "https://a-example.de/p/1"
    )
    assert result.item is not None and result.item.sku == "2417"
