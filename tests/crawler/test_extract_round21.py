"""General rules the held-out corpora blind151-154 taught, on markup those corpora do not contain.

A page's own stylesheet crossing out a former price; another product suggested in a price's own
line; a seller table's rows; a tier table's open last row; "from", bids, units and contact-for-
price in more scripts; the toman; and product pages with no price to pay that are no listing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lxml import html as lxml_html

from crawler.extract import extract
from crawler.extract.stylesheet import struck_by_stylesheet
from tests.crawler.test_extract_round15 import _price


def _box(box: str, title: str = "Product 7", head: str = "", tail: str = "") -> str:
    """A page whose product box holds ``box`` and then the add-to-cart button."""
    return (
        f"<html><head>{head}</head><body><h1>{title}</h1><div class='box'>{box}"
        f"<button class='add-to-cart'>Add to cart</button></div>{tail}</body></html>"
    )


def _ld(price: str, currency: str, name: str = "Product 7") -> str:
    offer = {"@type": "Offer", "price": price, "priceCurrency": currency}
    data = {"@context": "https://schema.org", "@type": "Product", "name": name, "offers": offer}
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


# ---- a page's own stylesheet ----------------------------------------------------------------


def _struck_texts(page: str) -> set[str]:
    root = lxml_html.fromstring(page)
    return {" ".join(el.text_content().split()) for el in struck_by_stylesheet(root)}


def test_the_stylesheet_names_the_elements_it_crosses_out():
    page = (
        "<html><head><style>"
        ".css-1q2w{color:#888;text-decoration:line-through}"  # CSS-in-JS, hashed
        "@media (min-width:768px){.pr .was-x{text-decoration-line:line-through}}"
        ".a:hover{text-decoration:line-through}"  # a state: no line on the page as read
        ".b::before{text-decoration:line-through}"  # generated text, not the element's
        ".c{text-decoration:underline}"
        ".box-d{text-decoration:line-through}"  # a whole block: no price's line
        "/* .e{text-decoration:line-through} */"
        ".f{text-decoration:line-through}.g .f{text-decoration:none}"
        "</style></head><body>"
        "<span class='css-1q2w'>$179.00</span><div class='pr'><i class='was-x'>$5</i></div>"
        "<i class='was-x'>$6</i><a class='a'>$7</a><b class='b'>$8</b><u class='c'>$9</u>"
        f"<div class='box-d'>{'Long text of a block. ' * 6}</div><s class='e'>$10</s>"
        "<em class='f'>$11</em><div class='g'><em class='f'>$12</em></div></body></html>"
    )
    assert _struck_texts(page) == {"$179.00", "$5", "$11"}


def test_no_style_rule_no_line():
    page = "<html><head><style>.x{color:red}</style></head><body><p class='x'>$1</p></body></html>"
    assert _struck_texts(page) == set()
    garbled = "<html><head><style>}}{{ .x{text-decoration:line-through</style></head><body/></html>"
    assert _struck_texts(garbled) == set()


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # hashed class names only the stylesheet explains: the higher one is crossed out
        (
            "<div class='r1'><span class='k9x'>€ 129,95</span><span class='z3q'>€ 99,95</span>"
            "</div>",
            (9995, "EUR"),
        ),
        # the same with the former price second
        (
            "<div class='r1'><span class='z3q'>€ 99,95</span><span class='k9x'>€ 129,95</span>"
            "</div>",
            (9995, "EUR"),
        ),
    ],
)
def test_a_former_price_crossed_out_by_the_stylesheet_alone(box, want):
    head = "<style>.k9x{text-decoration:line-through;color:#8c8c8c}.z3q{font-weight:700}</style>"
    assert _price(_box(box, head=head), "https://schoen.nl/p/1") == want


def test_a_stylesheet_line_takes_no_price_away():
    # a stray rule drawing a line through every price: the only price stays the price
    head = "<style>.price{text-decoration:line-through}</style>"
    box = "<p class='price'>€ 49,95</p>"
    assert _price(_box(box, head=head), "https://shop.de/p/1") == (4995, "EUR")


@pytest.mark.parametrize(
    "box",
    [
        # the line on the price, beside a fee far below it: no sale price to read the line by
        "<p class='p-main'>€ 299,00</p><p>Montage € 25,00 (optioneel)</p>",
        # beside a price without VAT
        "<p class='p-main'>€ 299,00</p><p>€ 247,11 excl. btw</p>",
    ],
)
def test_a_stylesheet_line_beside_no_sale_price_changes_nothing(box):
    head = "<style>.p-main{text-decoration:line-through}</style>"
    url = "https://fiets.nl/p/1"
    assert extract(_box(box, head=head), url) == extract(_box(box), url)


# ---- prices that are not the price ------------------------------------------------------------


_SIDE_1 = [
    # another product suggested in the price's own line, beside a "from" price
    (
        "https://pc.de/p/1",
        "<p class='from'>ab 899,00 €</p><p>Beliebt: Creator-Setup 1.499,00 €</p>",
        None,
    ),
    (
        "https://lens.co.uk/p/1",
        "<p class='price'>£649.00</p><p>Also consider: Lumix S9 Kit £1,199.00</p>",
        (64900, "GBP"),
    ),
    # "Popular:" as a badge before the price, no name between: the price
    ("https://shop.us/p/1", "<p class='price'>Popular: $24.99</p>", (2499, "USD")),
    # a marketplace's seller rows, each with its own select button, below the main price
    (
        "https://bazar.kz/p/1",
        "<p class='price'>54 990 ₸</p><table><tr><td>Shop A</td><td>54 990 ₸ Выбрать</td>"
        "</tr><tr><td>Shop B</td><td>55 500 ₸ Выбрать</td></tr><tr><td>Shop C</td>"
        "<td>53 990 ₸ Выбрать</td></tr></table>",
        (5499000, "KZT"),
    ),
    # a tier table whose last row is open-ended, and no single price
    (
        "https://wholesale.com/p/1",
        "<ul><li>10 - 99 pcs <b>$4.10</b></li><li>100 - 999 pcs <b>$3.60</b></li>"
        "<li>>= 1000 pcs <b>$3.20</b></li></ul>",
        None,
    ),
    # buy N and save, in Malay: the multibuy line is no price of one
    (
        "https://kedai.com.my/p/1",
        "<p class='price'>RM59.00</p><p>Beli 2 jimat lagi: RM55.00 seunit</p>",
        (5900, "MYR"),
    ),
    # a credit plan in Russian, after the price
    (
        "https://shop.kz/p/1",
        "<p class='price'>249 990 ₸</p><p>Кредит 0-0-12: 20 833 ₸ × 12</p>",
        (24999000, "KZT"),
    ),
    # a gold rate per gram in Hindi, the jewel's price on request
    (
        "https://sona.in/p/1",
        "<p>मूल्य के लिए संपर्क करें</p><p>सोने की आज की दर: ₹6,980/ग्राम</p>",
        None,
    ),
    # a price per kilo in Arabic beside the pack's price
    (
        "https://souq.ae/p/1",
        "<p class='price'>AED 45.00</p><p>AED 90.00/كجم</p>",
        (4500, "AED"),
    ),
    # "from" in Arabic and Persian as the whole label: no price
    ("https://attar.om/p/1", "<p class='price'>من ٣٫٢٥٠ ر.ع</p>", None),
    ("https://shop.ir/p/1", "<p class='price'>از ۲۵۰٬۰۰۰ تومان</p>", None),
    # a current bid in Armenian
    (
        "https://aurk.am/p/1",
        "<p>Ընթացիկ հայտ՝ <b>120 000 ֏</b> (9 հայտ)</p>",
        None,
    ),
    # "originally" in Czech before the former price
    (
        "https://obchod.cz/p/1",
        "<p class='cena'>12 990 Kč</p><p class='cena-puvodni'>Původně 15 990 Kč</p>",
        (1299000, "CZK"),
    ),
]


_SIDE_2 = [
    # the shop's own card price beside the price
    (
        "https://technik.de/p/1",
        "<p class='aktuell'>279,00 €</p><p class='karte'>Mit PowerCard: 269,00 €</p>",
        (27900, "EUR"),
    ),
    # Polish classes for the regular price and the promotion, the 30-day lowest below
    (
        "https://moda.pl/p/1",
        "<p class='cena-regularna'>549,99 zł</p><p class='cena-promo'>399,99 zł</p>"
        "<p>Najniższa cena z 30 dni: 449,99 zł</p>",
        (39999, "PLN"),
    ),
    # a freight line after the price, with its own amount: it labels that amount
    (
        "https://moebel.de/p/1",
        "<div><span class='preis'>1.299,00 €</span> inkl. MwSt., Speditionsversand 59,00 €</div>",
        (129900, "EUR"),
    ),
    # what it usually costs, on a teaser with no price yet
    (
        "https://gadgets.co.uk/p/1",
        "<p>Usually £349.99. Sign up to hear when the deal goes live.</p>",
        None,
    ),
    # a fee credited against the order, on a made-to-measure page
    (
        "https://muebles.cl/p/1",
        "<p><b>Precio según medidas</b></p><p>Visita técnica: $20.000 (descontable de tu "
        "compra)</p>",
        None,
    ),
    (
        "https://kueche.de/p/1",
        "<div class='price-request'><span>Preis auf Anfrage</span><p>Jede Küche wird "
        "individuell für Sie geplant, sprechen Sie uns an.</p></div>"
        "<p>Aufmaß vor Ort: 129,00 € (wird bei Auftrag verrechnet)</p>",
        None,
    ),
    # "Precio: Consultar", and a yearly fee not included
    (
        "https://barcos.es/p/1",
        "<div class='precio'>Precio: <b>Consultar</b></div><p>Amarre: 3.100 €/año (no "
        "incluido)</p>",
        None,
    ),
    # a price per square metre in Romanian beside the box's price
    (
        "https://brico.ro/p/1",
        "<p class='pret__m2'>41,50 lei/mp</p><p>Preț cutie (2,22 mp): <b>92,13 lei</b></p>",
        (9213, "RON"),
    ),
]


_SIDE_3 = [
    # a card, an internet and a normal price, each labelled after its amount (Chile)
    (
        "https://tienda.cl/p/1",
        "<ol class='prices'><li><span>$44.990</span> Precio con Tarjeta Uno</li><li>"
        "<span>$49.990</span> Precio internet</li><li><span>$69.990</span> Normal</li></ol>",
        (49990, "CLP"),
    ),
    # the least next bid in Spanish and Italian auctions
    (
        "https://subastas.com.ar/p/1",
        "<p class='price-now'>Oferta actual $ 98.000</p><p>Oferta mínima siguiente: $ 100.000</p>",
        None,
    ),
    ("https://aste.it/p/1", "<p>Offerta minima successiva: € 260,00</p>", None),
    # "see also" another product, beside a sold-out box
    (
        "https://loja.com.br/p/1",
        "<p class='indisponivel'>Produto indisponível</p><p>Veja também: Tablet 11 Pro por "
        "R$ 2.199,00</p>",
        None,
    ),
    # a consumer model's "from" price after a tax note, on a quote page
    (
        "https://pc.jp/p/1",
        "<p>お見積りはお問い合わせください</p><p class='small'>参考：個人向けモデルは ¥98,800"
        "（税込）から</p>",
        None,
    ),
    # an instant saving between the price before it and "Your Price"
    (
        "https://club.ca/p/1",
        "<div class='row'>$49.99</div><div class='row'>Instant Savings -$8.00</div>"
        "<div class='row'>Your Price: $41.99</div>",
        (4199, "CAD"),
    ),
    # one screw's price beside the box's
    (
        "https://screws.co.uk/p/1",
        "<p class='inc'>£8.99 Inc VAT</p><p class='per'>£0.04 per screw</p>",
        (899, "GBP"),
    ),
]


def test_a_rebate_by_mail_is_no_saving_at_the_till():
    # paid back later: the price at the till is the structured one, not "Your Price"
    box = (
        "<div class='row'>Online Price $199.99</div><div class='row'>Less: -$30.00</div>"
        "<div class='row'>Your Price $169.99</div><p>Rebate by mail after purchase.</p>"
    )
    head = _ld("199.99", "USD")
    assert _price(_box(box, head=head), "https://club.com/p/1") == (19999, "USD")
    # the same saving taken off at once: "Your Price" is the price
    instant = box.replace("<p>Rebate by mail after purchase.</p>", "")
    assert _price(_box(instant, head=head), "https://club.com/p/1") == (16999, "USD")


_SIDE_4 = [
    # a repeat delivery's price beside the price
    (
        "https://pets.com.au/p/1",
        "<div class='price-box'><span class='price'>$59.99</span><p>Autoship price <strong>"
        "$53.99</strong> – save 10% on repeat deliveries</p></div>",
        (5999, "AUD"),
    ),
    # the "from" mark after the price's own element
    (
        "https://kesho.jp/p/1",
        "<p class='price-from'><span class='price'>¥2,200</span>〜（税込）</p>",
        None,
    ),
    # a tourist's VAT refund under the price
    (
        "https://gold.ae/p/1",
        "<p class='amount'>AED 9,800.00</p><p class='tourist'>Tourists: claim VAT refund at "
        "the airport — you pay effectively AED 9,333.00.</p>",
        (980000, "AED"),
    ),
]


@pytest.mark.parametrize(
    "line",
    ["Coupon SAVE10 (enter at checkout)", "Trade-in credit (est.)", "Military discount"],
)
def test_a_conditional_saving_before_your_price_is_no_sale(line):
    head = _ld("99.99", "USD")
    box = (
        "<div class='row'>Price $99.99</div>"
        f"<div class='row'>{line} <span>-$10.00</span></div>"
        "<div class='row'>Your price: $89.99</div>"
    )
    assert _price(_box(box, head=head), "https://shop.com/p/1") != (8999, "USD")


_SIDE_5 = [
    # free shipping named right before a banner's amount, on a sold-out page
    (
        "https://hanbok.kr/p/1",
        "<p class='topbar'>무료배송 50,000원 · 고객센터</p><p class='soldout'>품절</p>",
        None,
    ),
    # decorative tildes round a note after the price: no "from" mark
    (
        "https://shop.jp/p/1",
        "<p class='price'><span class='amt'>¥2,980</span>〜送料無料〜</p>",
        (2980, "JPY"),
    ),
    # an "Autoship eligible" badge before the only price: the price
    (
        "https://pets.us/p/1",
        "<p><span class='badge'>Autoship eligible</span> <span class='price'>$64.98</span></p>",
        (6498, "USD"),
    ),
]


def test_a_saving_for_everyone_before_your_price():
    head = _ld("1199.99", "USD")
    box = (
        "<div class='row'>Price $1,199.99</div>"
        "<div class='row'>Instant Savings – no coupon needed <span>-$200.00</span></div>"
        "<div class='row'>Your price: $999.99</div>"
    )
    assert _price(_box(box, head=head), "https://club.com/p/1") == (99999, "USD")


def test_a_sold_out_product_with_no_price_says_so_in_its_box():
    # no add-to-cart control, no price: the line under the title says it cannot be bought,
    # and stale structured data's price is no price
    head = _ld("149.00", "AED", name="Blender 600W")
    page = (
        f"<html><head>{head}</head><body><main><div class='info'><h1>Blender 600W</h1>"
        "<div class='buybox'><div class='oos'>This product is currently unavailable.</div>"
        "<button class='notify'>Notify me</button></div></div></main></body></html>"
    )
    r = extract(page, "https://souq.ae/p/1")
    assert r.main is None and r.availability == "out_of_stock"


def test_a_regular_price_in_spanish_word_order_beside_stale_structured_data():
    head = _ld("29.99", "USD")
    box = "<p class='product-price'>$24.99</p><p>precio regular $29.99</p>"
    assert _price(_box(box, head=head), "https://tienda.com/es/p/1") == (2499, "USD")


@pytest.mark.parametrize(("url", "box", "want"), [*_SIDE_1, *_SIDE_2, *_SIDE_3, *_SIDE_4, *_SIDE_5])
def test_side_prices(url, box, want):
    assert _price(_box(box), url) == want


def test_a_toman_is_ten_rials():
    box = "<p class='price'>۱٬۲۵۰٬۰۰۰ تومان</p>"
    assert _price(_box(box), "https://shop.ir/p/1") == (1250000000, "IRR")
    # and a rial price stays as written
    box = "<p class='price'>۱۲٬۵۰۰٬۰۰۰ ریال</p>"
    assert _price(_box(box), "https://shop.ir/p/1") == (1250000000, "IRR")


# ---- product pages with no price to pay -------------------------------------------------------


_CAROUSEL = (
    "<section class='recommendations'><h2>You may also like</h2>"
    + "".join(
        f"<div class='card'><a href='/p/{i}'>Item {i}</a><span class='price'>${i}9.00</span></div>"
        for i in range(2, 9)
    )
    + "</section>"
)


def test_a_from_price_page_beside_a_carousel_is_one_products():
    box = "<p class='price'>From $149.00</p><p>Item #: KL-4410</p><p>In stock</p>"
    r = extract(_box(box, title="Gas Range 30", tail=_CAROUSEL), "https://kitchen.us/p/1")
    assert r.main is None
    assert r.reason != "multiple_products"
    assert r.item is not None and r.item.sku == "KL-4410"
    assert r.availability == "in_stock"


def test_a_listing_stays_a_listing():
    # a category's title and a free-shipping banner by it: other products' prices only
    page = (
        "<html><body><h1>Dresses</h1><p class='promo'>Free shipping on all orders over "
        "$49.00 · Returns within 30 days</p>" + _CAROUSEL + "</body></html>"
    )
    r = extract(page, "https://shop.us/c/dresses")
    assert r.main is None and r.reason == "multiple_products"
    assert r.item is None


def test_a_greyed_out_button_on_a_page_with_no_price_says_no_stock():
    # a range with no size chosen and the add-to-cart control greyed out until one is: no
    # word of the page says sold out
    page = (
        "<html><body><h1>Linen Shirt</h1><div class='box'><p class='price'>$49.00 – $59.00</p>"
        "<p>SKU: LS-2210</p><button class='add-to-cart' disabled>Add to cart</button></div>"
        + _CAROUSEL
        + "</body></html>"
    )
    r = extract(page, "https://shirts.us/p/1")
    assert r.main is None
    assert r.item is not None and r.item.sku == "LS-2210"
    assert r.availability == "unknown"
    # a page that says so is sold out
    said = page.replace("<p>SKU", "<p class='stock'>Sold out</p><p>SKU")
    assert extract(said, "https://shirts.us/p/1").availability == "out_of_stock"


def _variant_page(sku_line: str) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Tab 11",
        "sku": "TB-128",
        "offers": {"@type": "Offer", "price": "349.00", "priceCurrency": "USD"},
    }
    return (
        f"<html><head><script type='application/ld+json'>{json.dumps(data)}</script></head>"
        "<body><h1>Tab 11</h1><div class='box'><p class='price'>$449.00</p>"
        f"<p class='sku'>{sku_line}</p><button class='add-to-cart'>Add to cart</button>"
        "</div></body></html>"
    )


def test_the_printed_item_number_names_the_variant_structured_data_left_behind():
    # JSON-LD left on the first variant (its price and SKU); the page shows the chosen one's
    url = "https://tabs.com/products/tab-11?variant=4401"
    main = extract(_variant_page("SKU: TB-256"), url).main
    assert main is not None and (main.price_minor, main.product.sku) == (44900, "TB-256")
    # a page printing the structured number too keeps it ("Internet # … · Model # …")
    main = extract(_variant_page("Internet # 318844102 · Model # TB-128"), url).main
    assert main is not None and main.product.sku == "TB-128"


_REVIEW = Path(__file__).resolve().parents[1] / "pages" / "review33"


def _review(name: str):
    case = json.loads((_REVIEW / "expected.json").read_text("utf-8"))[name]
    return extract((_REVIEW / name).read_bytes(), case["url"]), case


@pytest.mark.parametrize("name", ["greyed_no_price.html", "greyed_unavailable.html"])
def test_a_greyed_out_button_beside_a_line_saying_unavailable_is_sold_out(name):
    r, case = _review(name)
    assert r.main is None and r.availability == case["stock"] == "out_of_stock"


@pytest.mark.parametrize(
    "name",
    [
        "cat_from_banner.html",
        "search_results.html",
        "brand_from.html",
        "cat_price_facet.html",
        "search_instock_filter.html",
    ],
)
def test_a_category_or_search_page_with_a_from_price_by_its_heading_is_a_listing(name):
    r, _ = _review(name)
    assert r.main is None and r.reason == "multiple_products" and r.item is None


def test_a_listing_with_a_stylesheet_striking_thousands_of_prices_is_read_in_bounded_time():
    # 60,000 line-through rules and 5,000 cards of two prices each: pairing every struck
    # price with every lower one, and measuring the whole page's text for each pair, once
    # took minutes (the pairs are now the 40 nearest the title, the text read lazily)
    rules = "".join(f".c{i} .p{i % 50}{{text-decoration:line-through}}" for i in range(60_000))
    cards = "".join(
        f"<div class='c{i % 300}'><span class='p{i % 50}'>€ {i % 97 + 1},99</span>"
        f"<span class='q'>€ {i % 89 + 1},49</span></div>"
        for i in range(5_000)
    )
    html = (
        f"<html><head><style>{rules}</style></head><body><h1>Sale</h1>{cards}"
        "<button class='add-to-cart'>Add to cart</button></body></html>"
    )
    assert extract(html, "https://shop.de/c/sale").main is None
