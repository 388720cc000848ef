"""General rules the held-out corpora blind85-88 taught, on markup those corpora do not contain.

Each case is a page a shopper reads one way; the extractor must read the price a shopper pays
now (never a delivery cost, a unit price or a related product's), or no price.
"""

from __future__ import annotations

import pytest

from tests.crawler.test_extract_round15 import _page, _price


@pytest.mark.parametrize(
    ("url", "note", "price", "want"),
    [
        # delivery by its Chilean/Mexican name, and a sentence about shipping that goes on
        # to an express option's cost
        ("https://tienda.cl/p/1", "+ Despacho $3.990", "$49.990", (49990, "CLP")),
        (
            "https://crafts.co.uk/p/1",
            "This item ships free to the UK. Or £3.50 for express.",
            "£18.00",
            (1800, "GBP"),
        ),
        # the minimum a financing plan asks for
        (
            "https://hifi.com.au/p/1",
            "or 20 interest free months with Humm (min spend $500 not met)",
            "$349",
            (34900, "AUD"),
        ),
        # round B (blind89-92)
        # a free-delivery threshold written with ">" (Salesforce Commerce Cloud promo callouts)
        ("https://shop.co.uk/p/1", "Free delivery > £50.00", "£75.00", (7500, "GBP")),
        ("https://tienda.es/p/1", "Envío gratis ≥ 50,00 €", "89,00 €", (8900, "EUR")),
        # a coupon's minimum purchase
        (
            "https://tienda.com.mx/p/1",
            "Cupón 5% OFF. Compra mínima $1,500",
            "$1,299",
            (129900, "MXN"),
        ),
        # a waived delivery fee after a date: "Delivery by 7 Dec, Monday | Free ₹40"
        (
            "https://shop.in/p/1",
            "Delivery by 7 Dec, Monday | Free <span class='x'>₹40</span>",
            "₹24,999",
            (2499900, "INR"),
        ),
        # IKEA's loyalty club's price
        (
            "https://hem.se/p/1",
            "<span>IKEA Family-pris</span> <span>899 kr</span>",
            "999 kr",
            (99900, "SEK"),
        ),
        # round C (blind93-96)
        # round C (blind93-96): a protection plan named first, bonus points, cashback after the
        # amount, a marketplace wallet's price, a volume discount, free delivery "sobre"
        ("https://shop.in/p/1", "ZipCare Protect 2 year ₹4,999", "₹59,990", (5999000, "INR")),
        ("https://shop.kz/p/1", "Бонус до 12 000 ₸", "240 000 ₸", (24000000, "KZT")),
        ("https://shop.ng/p/1", "Pay: earn <b>₦1,200</b> cashback", "₦120,000", (12000000, "NGN")),
        ("https://shop.ru/p/1", "2 990 ₽ с Кошельком", "3 090 ₽", (309000, "RUB")),
        (
            "https://bygg.se/p/1",
            "Mängdrabatt: köp 50 st, betala 139 kr/st",
            "149 kr",
            (14900, "SEK"),
        ),
        ("https://tienda.cl/p/1", "Despacho gratis sobre $19.990", "$549.990", (549990, "CLP")),
    ],
)
def test_side_amount_near_the_title_is_not_the_price(url, note, price, want):
    assert _price(_page(note, price), url) == want


def test_line_through_utility_class_marks_the_former_price():
    """Jumia-like utility classes: "-lthr" crosses the old price out, and structured data
    holding that old price loses to the price shown."""
    html = (
        "<html><head><script type='application/ld+json'>"
        '{"@type":"Product","name":"Kettle 1.7L","offers":{"@type":"Offer","price":"31000",'
        '"priceCurrency":"NGN"}}</script></head><body><h1>Kettle 1.7L</h1>'
        "<div class='df'><span class='-b -fs24'>₦ 24,500</span>"
        "<span class='-tal -gy5 -lthr -fs16'>₦ 31,000</span><span class='bdg'>21%</span></div>"
        "<button class='add'>Add to cart</button></body></html>"
    )
    assert _price(html, "https://market.com.ng/kettle") == (2450000, "NGN")


def test_japanese_reference_price_is_the_former_one():
    html = (
        "<html lang='ja'><body><h1>外付けSSD 1TB</h1><div class='box'>"
        "<div>参考価格: <span class='a'>￥14,800</span></div>"
        "<div><span class='b'>￥9,980</span> <span>税込</span></div></div>"
        "<button>カートに入れる</button></body></html>"
    )
    assert _price(html, "https://shop.co.jp/dp/1") == (9980, "JPY")


def _no_heading_page(crumbs: str, extra: str = "") -> str:
    """A marketplace page with no heading: the product's name printed in the breadcrumbs,
    in the logo link's shop name, and in its own span beside the price; another product's
    card row comes first after the buy box."""
    return (
        "<html><head><title>Cold Brew Coffee Beans 1kg | Kopimart</title></head><body>"
        "<div class='nav'><a href='/' class='x1'>Kopimart</a></div>"
        f"<div class='crumbs'><a href='/'>Home</a> › <span>{crumbs}</span></div>"
        "<div class='page'><div class='gallery'><img src='/a.jpg' alt=''></div>"
        "<section class='info'><div class='t'><span>Cold Brew Coffee Beans 1kg</span></div>"
        "<div class='pb'><div class='now'>Rp89.000</div></div>"
        "<button>+ Keranjang</button></section>"
        f"{extra}"
        "<section class='zz'><h2>Lainnya di toko ini</h2><ul>"
        + "".join(
            f"<li><a href='/p/{i}'>Beans {i}</a><div class='zz-price'>Rp{i}5.000</div></li>"
            for i in range(1, 9)
        )
        + "</ul></section></div></body></html>"
    )


def test_title_is_not_the_breadcrumb_step_nor_the_shop_link():
    assert _price(_no_heading_page("Cold Brew Coffee Beans 1kg"), "https://kopimart.co.id/p/9") == (
        8900000,
        "IDR",
    )


def test_variant_tiles_that_are_links_not_list_items():
    """Mercado Libre: the chosen colour's tile is marked "--SELECTED"; the other tiles price
    other colours and do not compete with the price box."""
    tiles = "".join(
        f"<a class='thumb{' thumb--SELECTED' if i == 0 else ''}' href='?var={i}'>"
        f"<span class='thumb__label'>{colour}</span>"
        f"<span class='thumb__price'>R$ {price}</span></a>"
        for i, (colour, price) in enumerate([("Preto", "189,90"), ("Branco", "199,90")])
    )
    html = (
        "<html lang='pt-BR'><body><h1>Fone Bluetooth</h1><div class='price'>"
        "<s>R$ 299,90</s><div class='second'><span class='amount'>R$ 189,90</span></div></div>"
        f"<div class='variations'><p>Cor: <span>Preto</span></p>{tiles}</div>"
        "<button>Comprar agora</button></body></html>"
    )
    assert _price(html, "https://loja.com.br/p/MLB1") == (18990, "BRL")


def test_discount_badge_in_the_old_prices_own_box():
    """Flipkart: "₹2,750 40% off" in one box, "₹1,649" in the next, offer lines after both."""
    html = (
        "<html><body><h1>Pressure Cooker 5 L</h1><div class='q'>"
        "<div class='a'><div class='x1'>₹2,750</div><div class='x2'><span>40% off</span></div>"
        "</div><div class='b'><div class='x3'>₹1,649</div></div>"
        "<div class='o'>Special price</div>"
        "<div class='o'>Bank Offer 10% off on Credit Card EMI, up to ₹1,000</div>"
        "<div class='o'>Delivery by Fri, 5 Dec | Free ₹40</div></div>"
        "<button>ADD TO CART</button></body></html>"
    )
    assert _price(html, "https://shop.in/p/1") == (164900, "INR")


def test_sale_price_classed_original_beside_a_crossed_out_one():
    """Shein names its sale price's box "from original"; the <del> beside it holds the
    former price, and the badge states the discount between the two."""
    html = (
        "<html lang='en-US'><body><h1>Ribbed Tank Top</h1><div class='mainprice'>"
        "<div class='from original'><span>$8.40</span></div>"
        "<del class='del-price'>$12.00</del><span class='discount'>-30%</span></div>"
        "<button>ADD TO BAG</button></body></html>"
    )
    assert _price(html, "https://us.shop.com/p/1") == (840, "USD")
    # without the badge nothing says which is which: no price rather than a guess
    assert _price(html.replace("-30%", ""), "https://us.shop.com/p/1") is None


def test_yen_sign_and_en_word_are_one_currency():
    """ "¥1,280（税抜）" and "（税込 ¥1,408）" beside "3,500円（税別）以上で送料無料": one currency
    written two ways, not a conversion in brackets; the tax-included price is paid."""
    html = (
        "<html lang='ja'><body><h1>ステンレス なべ小ねじ M4×10</h1><div class='d'>"
        "<p class='price'><span class='ex'>¥1,280</span><span>（税抜）</span></p>"
        "<p class='tax'><span class='in'>（税込 ¥1,408）</span></p>"
        "<p class='ship'>3,500円（税別）以上で送料無料</p></div>"
        "<button>カートに入れる</button></body></html>"
    )
    assert _price(html, "https://shop.jp/p/1") == (1408, "JPY")


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # dispatch time and free delivery are no delivery fee (review 20)
        (
            "https://tienda.cl/p/1",
            "<small>Despacho en 24h</small><span>$24.990</span>",
            (24990, "CLP"),
        ),
        (
            "https://tienda.cl/p/1",
            "<p>$19.990 <small>+ despacho gratis</small></p>",
            (19990, "CLP"),
        ),
        ("https://shop.com/p/1", "<p>In stock, ships today: $59.95</p>", (5995, "USD")),
    ],
)
def test_delivery_words_that_name_no_fee(url, box, want):
    assert _price(_buy_box(box, "Stainless Kettle"), url) == want


def _buy_box(box: str, title: str) -> str:
    """A title, then a buy box holding ``box`` and an add-to-cart button."""
    return (
        f"<html lang='en-US'><body><h1>{title}</h1>"
        f"<div class='buy'>{box}<button>Add to cart</button></div></body></html>"
    )


def test_a_badge_beside_a_conditional_lower_price_decides_nothing():
    """ "₹3,599 40% off" above "Coupon price with code AIR40 · app only": the badge sits with
    the lower price, which the coupon line explains; ₹5,999 stays the price or nothing."""
    html = (
        "<html><body><h1>Air Purifier</h1><div class='q'>"
        "<div class='a'><div class='x1'>₹5,999</div></div>"
        "<div class='b'><div class='x3'>₹3,599</div><div><span>40% off</span></div></div>"
        "<div class='o'>Coupon price with code AIR40 on the app only, for new customers</div>"
        "<div class='o'>Delivery by Fri, 5 Dec | Free ₹40</div></div>"
        "<button>ADD TO CART</button></body></html>"
    )
    assert _price(html, "https://shop.in/p/1") in (None, (599900, "INR"))


def test_regular_price_in_a_cart_drawer_page():
    """Shopify Dawn: the only price is labelled "Regular price" for screen readers, and the
    empty cart drawer (a <cart-drawer> element) prints "฿0.00": the regular price is the
    price."""
    html = (
        "<html lang='th'><body><cart-drawer class='drawer is-empty'><div class='totals'>"
        "<p class='totals__total-value'>฿0.00</p></div></cart-drawer>"
        "<h1>Galaxy Buds3 Pro</h1><div class='price'><div class='price__regular'>"
        "<span class='visually-hidden'>Regular price</span>"
        "<span class='price-item price-item--regular'>฿7,490.00</span></div></div>"
        "<button name='add'>Add to cart</button></body></html>"
    )
    assert _price(html, "https://shop.co.th/products/buds3") == (749000, "THB")


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # review 21: a pack's own price per its count, a family ticket, a protective case,
        # a service-centre warranty, a minimum order of one box, a "Returns | Free" perk
        ("https://schrauben.de/p/1", "<span>5,99 € / 100 Stück</span>", (599, "EUR")),
        ("https://zoo.com.au/p/1", "<p>Family price: $89.00</p>", (8900, "AUD")),
        ("https://toko.co.id/p/1", "<p>Casing Proteksi Kamera Rp85.000</p>", (8500000, "IDR")),
        ("https://shop.co.th/p/1", "<p>ประกันศูนย์ไทย 1 ปี ฿12,900</p>", (1290000, "THB")),
        ("https://loja.com.br/p/1", "<p>Pedido mínimo 1 cx · R$ 54,90</p>", (5490, "BRL")),
        ("https://shop.com/p/1", "<p>Returns | Free</p><span>$59.00</span>", (5900, "USD")),
    ],
)
def test_words_near_the_price_that_do_not_set_it_aside(url, box, want):
    assert _price(_buy_box(box, "Product 100"), url) == want


def test_a_regular_price_is_not_promoted_over_a_sale_price_set_aside():
    """Dawn in German on sale with a cart drawer's 0,00 €: "Verkaufspreis 9,99 € / kg" set
    aside as a unit price must not leave "Normaler Preis 12,99 €" as the price."""
    html = (
        "<html lang='de'><body><cart-drawer class='drawer is-empty'><p class='totals__total'>"
        "0,00 €</p></cart-drawer><h1>Bio-Kaffeebohnen</h1><div class='price price--on-sale'>"
        "<div class='price__sale'><span class='visually-hidden'>Normaler Preis</span>"
        "<s class='price-item price-item--regular'>12,99 €</s>"
        "<span class='visually-hidden'>Verkaufspreis</span>"
        "<span class='price-item price-item--sale'>9,99 € / kg</span></div></div>"
        "<button name='add'>In den Warenkorb</button></body></html>"
    )
    assert _price(html, "https://kaffee.de/products/bohnen") in (None, (999, "EUR"))


def test_reg_price_and_arabic_original_price_labels():
    html = (
        "<html lang='en-CA'><body><h1>Snow Blower 24 in</h1><div class='p'>"
        "<span class='l'>Reg. price</span><span class='value'>$1,299.99</span>"
        "<span class='l'>Sale price</span><span class='value'>$899.99</span></div>"
        "<button>Add to cart</button></body></html>"
    )
    assert _price(html, "https://tire.ca/p/1") == (89999, "CAD")
    html = (
        "<html lang='ar' dir='rtl'><body><h1>طابعة ليزر</h1><p class='price'><del>"
        "<span class='screen-reader-text'>السعر الأصلي كان: ر.ع. 95.000.</span></del> <ins>"
        "<span class='screen-reader-text'>السعر الحالي هو: ر.ع. 79.900.</span></ins></p>"
        "<button>أضف إلى السلة</button></body></html>"
    )
    assert _price(html, "https://tech.om/p/1") == (79900, "OMR")
