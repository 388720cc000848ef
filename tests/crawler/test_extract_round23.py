"""General rules the held-out corpora blind191-194 taught, on markup those corpora do not contain.

A word of magnitude in the element after a number; an option's price in brackets; a pack's or a
case's price by its own label; installation, a household tax credit and regional delivery as
side amounts; a gross/net switch before the price; Chinese untaxed prices; a regular customer's
price; and stock phrases in more languages.
"""

from __future__ import annotations

import pytest

from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round15 import _price
from tests.crawler.test_extract_round21 import _box, _ld

# ---- amounts that are not the product's price ------------------------------------------------


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a word of magnitude in the next element: 3.2 lakh, 12.5 万, 45 mil are not 3.20 etc.
        ("<div class='price'><b>3.2</b><span>lakh</span></div>", "https://autos.in/p/1", None),
        ("<div class='price'><b>12.5</b><i>万</i></div>", "https://che.cn/p/1", None),
        (
            "<p><span class='price'>R$ 45</span><span>mil</span></p>",
            "https://carro.com.br/p/1",
            None,
        ),
        # a unit or a tax note after the number is no magnitude
        (
            "<div class='price'><b>£12.50</b><span>inc VAT</span></div>",
            "https://a.co.uk/p/1",
            (1250, "GBP"),
        ),
        # (the kilogram is a unit of another kind: "k" alone is a thousand, "kg" is not)
        (
            "<div class='price'><b>€ 89,00</b><span>kg</span></div>",
            "https://a.de/p/1",
            (8900, "EUR"),
        ),
    ],
)
def test_a_word_of_magnitude_after_the_number(box, url, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # "from" price, options below, one option carrying its own price in brackets
        (
            "<p class='price'>From $40</p><ul class='opts'><li>Small</li><li>Medium</li>"
            "<li>Deluxe gift box ($120.00)</li></ul>",
            None,
        ),
        # the option chosen names its own price: that is the price
        (
            "<ul class='opts'><li>Small</li><li>Medium</li>"
            "<li class='is-selected'>Large ($58.00)</li></ul>",
            (5800, "USD"),
        ),
        # a price in brackets on a line of its own is no option's
        ("<p>Gift set ($64.00)</p>", (6400, "USD")),
    ],
)
def test_an_options_price_in_brackets(box, want):
    assert _price(_box(box), "https://shop.example.us/p/1") == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a pack's, a case's, a set's price by its own label beside the unit price
        ("<p class='price'>4,20 €</p><p>Pack 6: 23,90 €</p>", "https://a.fr/p/1", (420, "EUR")),
        (
            "<p class='price'>$ 7.490</p><p>Caja 12 latas: $ 79.990</p>",
            "https://bebidas.cl/p/1",
            (7490, "CLP"),
        ),
        ("<p class='price'>£9.99</p><p>Set of 3: £26.00</p>", "https://a.co.uk/p/1", (999, "GBP")),
        (
            "<p class='price'>12,90 €</p><p>12 Flaschen: 139,00 €</p>",
            "https://wein.de/p/1",
            (1290, "EUR"),
        ),
        # alone, the pack's price is the price of the pack the page sells
        ("<p>Pack 6: 23,90 €</p>", "https://a.fr/p/1", (2390, "EUR")),
        # a count of one is the unit itself
        (
            "<p>1 unidad: $ 7.490</p><p>6 unidades: $ 41.990</p>",
            "https://bebidas.cl/p/1",
            (7490, "CLP"),
        ),
    ],
)
def test_a_packs_price_by_its_label(box, url, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # installation offered beside the product, alone on its line
        (
            "<p class='price-regular'>Precio <b>$12,499.00</b></p><p>Instalación $1,150.00</p>",
            "https://casa.com.mx/p/1",
            (1249900, "MXN"),
        ),
        # alone, the price of the installation a page sells
        ("<p>Installation: £89.00</p>", "https://a.co.uk/p/1", (8900, "GBP")),
        # a household tax credit, and "up to" in Finnish
        ("<p>Alkaen 990,00 €</p><p>Kotitalousvähennys 250,00 €</p>", "https://a.fi/p/1", None),
        ("<p>Alkaen 990,00 €</p><p>Säästä jopa 120,00 €</p>", "https://a.fi/p/1", None),
        # delivery in Catalan and Basque, and to a Chilean region
        (
            "<p class='preu'><b>24,50 €</b></p><p>IVA inclòs · Enviament 3,95 €</p>",
            "https://llibres.cat/p/1",
            (2450, "EUR"),
        ),
        (
            "<p class='prezioa'><b>8,75 €</b></p><p>Bidalketa 5,50 €</p>",
            "https://denda.eus/p/1",
            (875, "EUR"),
        ),
        (
            "<p class='precio'><b>$ 24.990</b></p><p>Despacho a regiones $ 6.990</p>",
            "https://tienda.cl/p/1",
            (24990, "CLP"),
        ),
        # a "despacho a domicilio" badge before the price is no fee
        (
            "<p>Retiro en tienda o despacho a domicilio</p><p class='precio'>$ 24.990</p>",
            "https://tienda.cl/p/1",
            (24990, "CLP"),
        ),
    ],
)
def test_fees_and_credits_beside_the_price(box, url, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("box", "url"),
    [
        # a word that only starts like a word of magnitude: a brand, a description
        ("<p class='price'>$64.99</p><p>K&amp;N</p>", "https://parts.example.us/p/1"),
        ("<p class='price'>89,99 €</p><p>Mio</p>", "https://auto.de/p/1"),
        ("<p class='price'>₩89,000</p><p>천연 소가죽 100%</p>", "https://gabang.co.kr/p/1"),
        ("<p class='price'>¥12,980</p><p>万が一の不良品は交換</p>", "https://kaden.jp/p/1"),
    ],
)
def test_a_word_that_only_starts_like_a_magnitude(box, url):
    assert _price(_box(box), url) is not None


def test_a_screen_readers_twin_without_cents():
    box = (
        "<span class='a-price'><span class='a-offscreen'>₹2,499</span>"
        "<span class='a-price-whole'>2,499</span></span>"
    )
    assert _price(_box(box), "https://bazaar.in/p/1") == (249900, "INR")
    # a comment between the parts is no element to read
    box = "<span class='price'>₹2,<!-- x -->499</span>"
    assert _price(_box(box), "https://bazaar.in/p/1") == (249900, "INR")


def test_a_tax_rows_amount_is_no_price():
    box = (
        "<table><tr><td>Price excl. VAT</td><td>AED 1,000.00</td></tr>"
        "<tr><td>VAT 5%</td><td>AED 50.00</td></tr>"
        "<tr><td>Price incl. VAT</td><td><b>AED 1,050.00</b></td></tr></table>"
    )
    assert _price(_box(box, head=_ld("1000.00", "AED")), "https://souq.ae/p/1") == (105000, "AED")


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # the price's own text going on with its split: the price is the total
        (
            "<p class='main'>R$ 2.399,00 <span>em até 10x de R$ 239,90 sem juros</span></p>",
            "https://loja.com.br/p/1",
            (239900, "BRL"),
        ),
        (
            "<p class='main'>$ 899.990 <span>o 12 cuotas de $ 74.999</span></p>",
            "https://tienda.cl/p/1",
            (899990, "CLP"),
        ),
        # an instalment alone stays an instalment
        ("<p>12x de R$ 239,90 sem juros</p>", "https://loja.com.br/p/1", None),
    ],
)
def test_a_price_with_its_split_after_it(box, url, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # the kwanza and the boliviano
        ("<p class='preco'><b>129.000,00 Kz</b></p>", "https://loja.co.ao/p/1", (12900000, "AOA")),
        ("<p class='precio'><b>Bs. 480,00</b></p>", "https://tienda.com.bo/p/1", (48000, "BOB")),
    ],
)
def test_more_signs(box, url, want):
    assert _price(_box(box), url) == want


def test_a_price_each_beside_a_packs():
    # the pack is the product: its price is in the price slot, each bottle's below
    box = (
        "<div class='price-block'><span>Caja 6 botellas:</span> <span class='price'>$ 41.940</span>"
        "</div><p class='unit'>$ 6.990 c/u</p>"
    )
    assert _price(_box(box), "https://vinos.cl/p/1") != (6990, "CLP")


def test_a_gross_net_switch_is_no_net_label():
    box = (
        "<div class='toggle'><button class='on'>Brutto</button><button>Netto</button></div>"
        "<div class='pb'><span class='price'>2.380,00 €</span> <small>inkl. MwSt.</small><br>"
        "<span class='price-net'>2.000,00 € zzgl. MwSt.</span></div>"
    )
    page = _box(box, head=_ld("2000.00", "EUR"))
    assert _price(page, "https://werkzeug.de/p/1") == (238000, "EUR")


def test_an_untaxed_chinese_price_is_net():
    box = (
        "<div class='row'>售價（未稅）：<b>NT$20,000</b></div>"
        "<div class='row'>含稅價：<b>NT$21,000</b></div>"
    )
    page = _box(box, head=_ld("20000", "TWD"))
    assert _price(page, "https://b2b.com.tw/p/1") == (2100000, "TWD")


def test_a_regular_customers_price_is_for_some():
    box = (
        "<div class='precio'><p class='normal'>$ 31.900</p>"
        "<p>Precio Cliente Frecuente $ 27.900</p></div>"
    )
    page = _box(box, head=_ld("27900", "COP"))
    assert _price(page, "https://farmacia.com.co/p/1") != (2790000, "COP")
    assert _price(_box(box), "https://farmacia.com.co/p/1") == (3190000, "COP")


# ---- stock -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Online verfügbar", "in_stock"),
        ("Nicht online verfügbar", None),
        ("Em stock", "in_stock"),
        ("May stock", "in_stock"),
        ("庫存 87 件", "in_stock"),
        ("Only 3 bottles left", "limited"),
        ("Only 3 days left", None),
        ("Apenas 2 em stock", "limited"),
        ("最後 1 件", "limited"),
        ("Förhandsboka nu", "preorder"),
        ("สั่งจองล่วงหน้า", "preorder"),
        ("Rendelhető, 3–4 hét", "backorder"),
        ("Nicht mehr online verfügbar", None),
        ("Brevemente em stock", None),
        ("Some stores may stock this item", None),
        ("Only 5 shopping days left", None),
        ("Ipo stokini", "in_stock"),
        ("Poslednji komadi", "limited"),
        ("Last few remaining", "limited"),
        ("The last few days of our sale", None),
        ("Nachlieferung – voraussichtlich lieferbar ab 3. März", "backorder"),
    ],
)
def test_stock_phrases(text, want):
    assert stock_from_text(text) == want


# ---- blind195-202 ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a price in the shop's app only is for some
        (
            "<p class='price'>249,00 zł</p><p>Cena w aplikacji: 219,00 zł</p>",
            "https://moda.pl/p/1",
            (24900, "PLN"),
        ),
        (
            "<p class='price'>59,95 €</p><p>App-Preis: 49,95 €</p>",
            "https://mode.de/p/1",
            (5995, "EUR"),
        ),
        # the way to pay the page has picked, in a chosen radio button's label
        (
            "<label><input type='radio' name='p'> $41.66/mo for 24 mo.</label>"
            "<label><input type='radio' name='p' checked> Pay in full <b>$999.99</b></label>",
            "https://phones.example.us/p/1",
            (99999, "USD"),
        ),
        # an extra in a checkbox's label stays an extra
        (
            "<p class='price'>$999.99</p><label><input type='checkbox' checked> Case <b>$29.99</b>"
            "</label>",
            "https://phones.example.us/p/1",
            (99999, "USD"),
        ),
        # a reservation's fee, credited to the price
        (
            "<p>Ihr Preis <b>32.490,00 €</b></p>"
            "<p>Jetzt reservieren für 250 € (wird angerechnet)</p>",
            "https://auto.de/p/1",
            (3249000, "EUR"),
        ),
        # a price per unit by its class, beside the pack's price
        (
            "<div class='price'><span class='now'>$8.49</span><span class='ppu'>$0.07 / ea</span>"
            "</div>",
            "https://pharmacy.example.us/p/1",
            (849, "USD"),
        ),
        # a tax row alone is the price so labelled
        ("<p>Tax free <b>¥98,000</b></p>", "https://kaden.jp/p/1", (98000, "JPY")),
    ],
)
def test_round_c_rules(box, url, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Nachlieferung in ca. 3 Wochen", "backorder"),
        ("Lieferbar in 5–7 Tagen (Nachlieferung vom Hersteller)", "backorder"),
        # a shipping policy's words
        ("Versandkostenfreie Nachlieferung bei Teillieferungen", None),
    ],
)
def test_a_delivery_to_follow(text, want):
    assert stock_from_text(text) == want


def test_the_parts_of_a_total():
    box = (
        "<table class='summary'><tr><td>Frame: Alloy 54 cm</td><td>$1,200</td></tr>"
        "<tr><td>Wheels: Carbon 45</td><td>$950</td></tr>"
        "<tr class='total'><td>Total</td><td><b>$2,150</b></td></tr></table>"
    )
    # structured data for the first part only: the total is the price
    page = _box(box, head=_ld("1200", "USD"))
    assert _price(page, "https://bikes.example.us/p/1") == (215000, "USD")
    # rows that add up to no other row are no parts
    box = box.replace("$2,150", "$2,100")
    assert _price(_box(box), "https://bikes.example.us/p/1") != (120000, "USD")


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a subscription's price beside the one-off price
        ("<p class='price'>4,400円(税込)</p><p>定期お届け便 3,960円(税込)</p>", (4400, "JPY")),
        # a badge saying the product may be subscribed to
        ("<p class='price'><span>定期購入OK</span> 販売価格 4,400円</p>", (4400, "JPY")),
    ],
)
def test_a_subscriptions_price(box, want):
    assert _price(_box(box), "https://kesho.jp/p/1") == want


# ---- blind203-206 and review 43 --------------------------------------------------------------


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a deal's or a gift guide's threshold is no price
        (
            "<div class='deals'>Deals: up to 50% off · $25.00 and under</div>",
            "https://a.us/p/1",
            None,
        ),
        ("<div class='deals'>Geschenke unter 20,00 €</div>", "https://a.de/p/1", None),
        # an auction's least raise and base
        ("<p>Incremento mínimo: $ 1.000</p>", "https://remates.cl/p/1", None),
        ("<p>Base: $ 20.000</p><p>Oferta actual: $ 31.000</p>", "https://remates.cl/p/1", None),
        # a fee "from" an amount in brackets
        (
            "<p>Prix sur demande</p><p>Installation en supplément (à partir de 450,00 €)</p>",
            "https://a.fr/p/1",
            None,
        ),
        # delivery with connection, beside the sale price
        (
            "<p><span class='van'>Van € 499,00</span> <span>voor € 429,00</span></p>"
            "<p>Bezorgen + aansluiten € 29,00</p>",
            "https://witgoed.nl/p/1",
            (42900, "EUR"),
        ),
        # the gross before its own net in brackets
        (
            "<p class='price'>£24.00 <small>inc VAT</small> (£20.00 ex VAT)</p>",
            "https://trade.co.uk/p/1",
            (2400, "GBP"),
        ),
    ],
)
def test_round_d_rules(box, url, want):
    assert _price(_box(box), url) == want


def test_the_variant_the_url_chooses_names_the_sku():
    from crawler.extract import extract

    ld = _ld("59.95", "EUR").replace('"offers"', '"sku": "KN-7701-GRN", "offers"')
    box = "<p>SKU KN-7701-RED</p><p class='price'>59,95 €</p>"
    main = extract(_box(box, head=ld), "https://mode.de/p/knit?farbe=rot").main
    assert main is not None and main.product.sku == "KN-7701-RED"
    # no variant in the URL: the structured one stands
    main = extract(_box(box, head=ld), "https://mode.de/p/knit").main
    assert main is not None and main.product.sku == "KN-7701-GRN"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Artikel befindet sich in Nachlieferung", "backorder"),
        ("Lieferstatus: Nachlieferung", "backorder"),
        ("Wyprzedane", "out_of_stock"),
    ],
)
def test_more_stock_lines(text, want):
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a wholesale price beside the price
        (
            "<p class='price'>$899.00</p><p>Mayoreo (6+ piezas): $799.00 c/u</p>",
            "https://refacciones.mx/p/1",
            (89900, "MXN"),
        ),
        # Czech and Slovak classes of the price before a sale
        (
            "<div class='cena-puvodni'>2 499 Kč</div><div class='cena-akce'>1 999 Kč</div>",
            "https://obchod.cz/p/1",
            (199900, "CZK"),
        ),
        (
            "<div class='povodna-cena'>89,90 €</div><div class='akciova-cena'>69,90 €</div>",
            "https://obchod.sk/p/1",
            (6990, "EUR"),
        ),
    ],
)
def test_wholesale_and_former_price_classes(box, url, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # words of a threshold in a line before the price are no threshold of it
        (
            "<p>Choose your size below</p><p class='price'>$34.99</p>",
            "https://a.us/p/1",
            (3499, "USD"),
        ),
        (
            "<p>Recíbelo en menos de</p><p class='price'>39,95 €</p>",
            "https://a.es/p/1",
            (3995, "EUR"),
        ),
        # a seller named for wholesale, and a phone's base model, are no tier and no bid
        (
            "<p>Vendido por Casa do Atacado</p><p class='price'>R$ 89,90</p>",
            "https://a.com.br/p/1",
            (8990, "BRL"),
        ),
        # the net first, then its gross in brackets: the gross is not read from the net's text
        (
            "<p class='price'>£45.83 <small>ex VAT</small> (£54.99 inc VAT)</p>",
            "https://trade.co.uk/p/1",
            (5499, "GBP"),
        ),
        # a kit's price is the total of its parts
        (
            "<table><tr><td>Body</td><td>$500.00</td></tr><tr><td>Lens</td><td>$300.00</td></tr>"
            "<tr><td>Kit price</td><td><b>$800.00</b></td></tr></table>",
            "https://camera.example.us/p/1",
            (80000, "USD"),
        ),
    ],
)
def test_review_44_mends(box, url, want):
    assert _price(_box(box), url) == want


def test_a_tracking_query_chooses_no_variant():
    from crawler.extract import extract

    ld = _ld("59.95", "EUR").replace('"offers"', '"sku": "KN-7701-GRN", "offers"')
    box = "<p>SKU KN-7701-RED</p><p class='price'>59,95 €</p>"
    main = extract(_box(box, head=ld), "https://mode.de/p/knit?utm_source=mail&gclid=x").main
    assert main is not None and main.product.sku == "KN-7701-GRN"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Prawie wyprzedane!", "limited"),
        ("Zamów teraz, zanim zostaną wyprzedane", None),
        ("Auf Lager – Nachlieferungen erfolgen versandkostenfrei", "in_stock"),
    ],
)
def test_review_44_stock_lines(text, want):
    assert stock_from_text(text) == want
