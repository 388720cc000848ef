"""General rules the held-out corpora blind117-120 taught, on markup those corpora do not contain.

Each case is a page a shopper reads one way; the extractor must read the price a shopper pays
now (never another seller's "from" price, a discount, the price new of a used item, the price
once a sale is over or a price left in the structured data of a sold-out page), or no price.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round15 import _page, _price


def _box(box: str, title: str = "Product 7", lang: str = "") -> str:
    """A page whose product box holds ``box`` and then the add-to-cart button."""
    lang_attr = f" lang='{lang}'" if lang else ""
    return (
        f"<html{lang_attr}><body><h1>{title}</h1><div class='box'>{box}"
        "<button class='add-to-cart'>Add to cart</button></div></body></html>"
    )


@pytest.mark.parametrize(
    ("url", "note", "price", "want"),
    [
        # other sellers' lowest price, "from" in Turkish and in Malay
        (
            "https://pazar.com.tr/p/1",
            "<a href='#offers'>Diğer satıcılar (3) 849 TL'den başlayan</a>",
            "899 TL",
            (89900, "TRY"),
        ),
        (
            "https://kedai.com.my/p/1",
            "<a href='/s'>Lihat penjual lain (4) daripada <b>RM84.50</b></a>",
            "RM89.90",
            (8990, "MYR"),
        ),
        # a discount in Chinese and in Malay: the amount taken off
        ("https://shop.com.hk/p/1", "AlipayHK 付款額外 HK$50 折扣", "HK$4,599", (459900, "HKD")),
        ("https://kedai.com.my/p/1", "<span>RM5 diskaun</span>", "RM89.90", (8990, "MYR")),
        # the price once the flash sale is over, in Vietnamese and in English
        (
            "https://shop.vn/p/1",
            "Giá sau Flash Sale: 4.990.000₫",
            "4.290.000₫",
            (4290000, "VND"),
        ),
        ("https://shop.com/p/1", "Price after the flash sale: $59.00", "$39.00", (3900, "USD")),
    ],
)
def test_side_amount_near_the_title_is_not_the_price(url, note, price, want):
    assert _price(_page(note, price), url) == want


def test_the_price_after_a_discount_label_keeps_the_price_before_it():
    """ "促銷價 $12,900" then "折扣後價格 $11,610 (after a coupon)": the label of the next
    line names a price after a discount, not an amount taken off the one before."""
    html = _page(
        "",
        "<ul><li><span>促銷價</span> <span class=price-value>$12,900</span></li>"
        "<li><span>折扣後價格</span> <b>$11,610</b> <small>使用折價券後</small></li></ul>",
    )
    assert _price(html, "https://shop.com.tw/p/1") == (1290000, "TWD")


def test_the_price_new_in_a_used_items_description_is_no_price():
    html = (
        "<html lang='nl'><body><h1>Kinderwagen 3-in-1</h1><div class='bids'>Hoogste bod: -"
        "</div><section><h2>Omschrijving</h2><p>Te koop onze kinderwagen. Nieuwprijs € 899. "
        "Rookvrij huis.</p></section></body></html>"
    )
    assert _price(html, "https://markt.nl/v/1") is None


def _jsonld(price: str, availability: str) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Chamarra sherpa",
        "offers": {
            "@type": "Offer",
            "price": price,
            "priceCurrency": "MXN",
            "availability": f"https://schema.org/{availability}",
        },
    }
    return f'<script type="application/ld+json">{json.dumps(data)}</script>'


@pytest.mark.parametrize(("availability", "want"), [("OutOfStock", None), ("InStock", 129900)])
def test_structured_price_of_a_sold_out_page_that_prints_none(availability, want):
    """No price on the page and no stock line it prints: structured data saying the product
    is sold out leaves its price a left-over, not a price anyone pays now."""
    html = (
        f"<html lang='es-MX'><head>{_jsonld('1299.00', availability)}</head><body>"
        "<h1>Chamarra sherpa</h1><div class='product-price'>—</div></body></html>"
    )
    main = extract(html, "https://moda.com.mx/p/1").main
    assert (main.price_minor if main else None) == want


def test_gross_price_in_whole_units_beside_the_net_price_in_structured_data():
    """22 990 Kč is 18 999 Kč plus 21 % VAT, to within the whole crowns both are printed in."""
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Notebook",
        "offers": {"@type": "Offer", "price": "18999", "priceCurrency": "CZK"},
    }
    html = (
        f'<html lang="cs"><head><script type="application/ld+json">{json.dumps(data)}</script>'
        "</head><body><h1>Notebook</h1><div class='price-box'>"
        "<span class='price-box--price'>22 990,-</span>"
        "<span class='price-box--novat'>bez DPH 18 999 Kč</span></div>"
        "<button class='atc-btn'>Do košíku</button></body></html>"
    )
    assert _price(html, "https://obchod.cz/p/1") == (2299000, "CZK")


def test_frequently_bought_together_in_french_is_a_side_block():
    html = (
        "<html lang='fr'><body><h1>Tapis en jute</h1><p>Choisissez une taille</p>"
        "<button class='add-to-cart'>Ajouter au panier</button>"
        "<section class='sc-x1'><h2>Souvent achetés ensemble</h2><ul>"
        "<li><a href='/p/2'>Plaid en laine tressée naturelle 130 × 170 cm</a>"
        "<span class='sc-p'>73,49 €</span></li></ul></section>"
        "</body></html>"
    )
    assert _price(html, "https://maison.fr/p/1") is None


def test_an_articles_own_footer_with_price_and_button_is_the_products():
    html = (
        "<html lang='en'><body><article class='product'><header><h1>AuraBuds 2</h1></header>"
        "<p>Compact earbuds.</p><footer class='product__footer'>"
        "<span class='price-item'>S$329.00</span>"
        "<button class='btn--add'>Add to cart</button></footer></article>"
        "<footer class='site-footer'><p>Gift cards from S$10.00</p></footer></body></html>"
    )
    assert _price(html, "https://circuit.sg/p/1") == (32900, "SGD")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("স্টক শেষ", "out_of_stock"),  # Bengali "stock finished"
        ("স্টকে আছে", "in_stock"),
        ("1,204 pieces available", "in_stock"),
        ("庫存剩 5 件", "limited"),  # "5 left in stock"
        ("Solo 2 paia disponibili nella taglia 42", "limited"),
    ],
)
def test_stock_words(text, want):
    assert stock_from_text(text) == want


# Review 27: the same words in other meanings.
@pytest.mark.parametrize(
    ("url", "note", "price", "want"),
    [
        # "Dari", a rug and a language, before the price
        ("https://rugs.in/p/1", "Indigo Booti · Cotton Floor Dari", "₹1,499", (149900, "INR")),
        # a saving against the price new, not the price new itself
        (
            "https://refurb.fr/p/1",
            "Économisez 38 % par rapport au prix neuf",
            "549,00 €",
            (54900, "EUR"),
        ),
        ("https://refurb.nl/p/1", "41% goedkoper dan de nieuwprijs", "€ 469", (46900, "EUR")),
    ],
)
def test_words_in_other_meanings_leave_the_price(url, note, price, want):
    """The line right before the price ends in the word, in another meaning."""
    html = _box(f"<p>{note}</p><span class='price'>{price}</span>", "Durrie rug 120 x 180")
    assert _price(html, url) == want


def test_a_related_heading_under_the_buy_button_keeps_the_buy_column():
    cards = "".join(
        f"<li><a href='/p/{i}'>Lampe de bureau articulée modèle {i}</a><span>{i}9,90 €</span></li>"
        for i in range(2, 5)
    )
    html = (
        "<html lang='fr'><body><h1>Bouilloire inox 1,7 l</h1><div class='cols'>"
        "<div class='gallery'><img src='/a.jpg' alt=''></div><div class='buycol'>"
        "<span class='price'>42,90 €</span><button class='atc'>Ajouter au panier</button>"
        f"<h3>Souvent achetés ensemble</h3><ul>{cards}</ul></div></div></body></html>"
    )
    assert _price(html, "https://cuisine.fr/p/1") == (4290, "EUR")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("0 units available", None),
        ("庫存剩餘：0 件", None),
        ("স্টক শেষ হওয়ার আগেই অর্ডার করুন", None),  # "order before stock runs out"
    ],
)
def test_stock_words_in_other_meanings(text, want):
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("url", "price", "promo", "want"),
    [
        ("https://shop.com.hk/p/1", "HK$4,990", "回贈 HK$300 電子現金券", (499000, "HKD")),
        ("https://kedai.com.my/p/1", "RM289.00", "Diskaun RM 20 dengan kod", (28900, "MYR")),
    ],
)
def test_a_promotion_after_the_price_is_not_an_amount_taken_off_it(url, price, promo, want):
    """The promotion's line right after the price starts with the word for a discount or a
    rebate, and its own amount follows: it does not say the price is an amount taken off."""
    html = _box(f"<span class='price'>{price}</span><p>{promo}</p>", "Robot vacuum X9")
    assert _price(html, url) == want


# Round B: blind121-124.
@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # delivery and assembly as the price's own line, the product's price a "from" one
        (
            "https://cykel.dk/p/1",
            "<p>Fra 8.999 kr.</p><p>Levering 299 kr. eller gratis afhentning</p>",
            None,
        ),
        (
            "https://soffa.se/p/1",
            "<p>Från 12 995 kr</p><p>Hemleverans 695 kr · Tygprover gratis</p>",
            None,
        ),
        (
            "https://masa.com.tr/p/1",
            "<p>8.499,00 TL – 11.999,00 TL</p>"
            "<p>İstanbul içi montaj ücretsiz, diğer iller 1.500,00 TL</p>",
            None,
        ),
        # a rebate, and a price shown only in the cart
        (
            "https://gear.com/p/1",
            "<p>MSRP: <s>$649.99</s></p><p><strong>Add to cart to see our price</strong></p>"
            "<p>Includes $50 instant rebate when bundled</p>",
            None,
        ),
        # a used camera's grade "AB" is no German "ab" (from), and its price new no price
        (
            "https://kamera.jp/p/1",
            "<p>ランク AB <span class=price>198,000円</span></p><p>新品価格：264,000円（税込）</p>",
            (198000, "JPY"),
        ),
        # a previous model's release price quoted on a pre-order page
        ("https://shop.kr/p/1", "<p>참고: 전작 256GB 출고가 2,229,700원</p>", None),
    ],
)
def test_round_b_side_amounts(url, box, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("This product is not available for delivery", None),
        ("Click & Collect is not available", None),
        ("Ce produit n'est plus disponible", "out_of_stock"),
        ("Dit artikel is niet meer beschikbaar", "out_of_stock"),
    ],
)
def test_not_available_for_a_way_to_buy_is_no_stock_state(text, want):
    assert stock_from_text(text) == want


def test_a_recommended_cards_button_says_nothing_of_a_sold_out_products_stock():
    """The product, sold out, has no add-to-cart control of its own; the first one on the
    page is a recommended card's, far from the title: the page states no stock of the
    product, so its structured data saying OutOfStock leaves the price a left-over."""
    cards = "".join(
        f"<li class='tile'><a href='/p/{i}'>Jacket {i}</a><span>{i}9,95 €</span>"
        "<button class='tile__atc'>Añadir al carrito</button></li>"
        for i in range(2, 6)
    )
    html = (
        f"<html lang='es'><head>{_jsonld('89.95', 'OutOfStock').replace('MXN', 'EUR')}</head>"
        "<body><main><div class='pdp'><div class='info'><h1>Chamarra sherpa</h1>"
        "<p>Chamarra de mezclilla con forro sherpa.</p></div></div>"
        "<section class='recommendations'><div><div><div><ul class='rail'>"
        f"{cards}</ul></div></div></div></section></main></body></html>"
    )
    assert _price(html, "https://moda.es/p/1") is None


# Review 28: the same words in other meanings.
@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a price including delivery or assembly is the price
        ("https://shop.dk/p/1", "<p>Pris inkl. levering 4.799 kr.</p>", (479900, "DKK")),
        ("https://shop.se/p/1", "<p>Totalpris inkl. hemleverans: 12 995 kr</p>", (1299500, "SEK")),
        ("https://klima.com.tr/p/1", "<p>Montaj Dahil 27.499 TL</p>", (2749900, "TRY")),
        # "ships today" in Korean is no release price; a rebate badge is no rebate amount
        (
            "https://shop.kr/p/1",
            "<span class=badge>당일출고가능</span><span class=price>39,800원</span>",
            (39800, "KRW"),
        ),
        (
            "https://shop.com/p/1",
            "<span class=price>$749.00</span><span class=badge>Rebate Available</span>",
            (74900, "USD"),
        ),
        # an amount off with a code under the price, in Malay
        (
            "https://kedai.com.my/p/1",
            "<span class=price>RM 329.00</span><p>RM 30 diskaun dengan kod JIMAT30</p>",
            (32900, "MYR"),
        ),
    ],
)
def test_review_28_words_in_other_meanings(url, box, want):
    assert _price(_box(box, lang="en"), url) == want


def test_only_two_units_left_with_another_counter_is_limited():
    assert stock_from_text("庫存剩 2 台") == "limited"


def test_dari_as_the_whole_label_is_a_from_price():
    html = (
        "<html lang='id'><body><h1>Kaos Polos Premium</h1><div class='box'>"
        "<p>Dari</p><span class='price'>Rp 159.000</span>"
        "<p>Pilih ukuran untuk melihat harga</p><button class='add-to-cart'>Tambah</button>"
        "</div></body></html>"
    )
    assert _price(html, "https://toko.co.id/p/1") is None


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # delivery to the floor and installation, the bundle's price in JSON-LD elsewhere
        (
            "https://casa.it/p/1",
            "<p class='delivery'>Consegna al piano e installazione: 79,00 €</p>",
            None,
        ),
        # the successor model's price on a discontinued camera's page
        ("https://denki.jp/p/1", "<p>後継機種：ピクソナ CX-200（64,800円 税込）</p>", None),
    ],
)
def test_a_service_or_another_models_price_is_no_price(url, box, want):
    assert _price(_box(box, "Set cucina"), url) == want


# Review 29.
@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a discount badge after the price, and a member discount offered
        (
            "https://toko.co.id/p/1",
            "<span class='price'>Rp 459.000</span> <span class='badge'>Diskon s/d 30%</span>",
            (45900000, "IDR"),
        ),
        ("https://kedai.com.my/p/1", "<p>RM 149.00 Diskaun ahli tersedia</p>", (14900, "MYR")),
        # the price with delivery to the floor included
        (
            "https://casa.it/p/1",
            "<p>Prezzo con consegna al piano inclusa: 1.199,00 €</p>",
            (119900, "EUR"),
        ),
    ],
)
def test_review_29_words_in_other_meanings(url, box, want):
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Este producto no está disponible actualmente.", "out_of_stock"),
        ("Questo prodotto non è disponibile al momento.", "out_of_stock"),
        ("Dit product is momenteel niet beschikbaar.", "out_of_stock"),
        ("Ce produit n'est pas disponible pour le moment.", "out_of_stock"),
    ],
)
def test_not_available_said_of_the_product(text, want):
    assert stock_from_text(text) == want


def test_a_buy_form_named_for_the_basket_with_a_sticky_copy_is_the_products():
    """The button's form is classed "add-to-basket-form" (a side block's word) and a sticky
    bar repeats the button far below: the button is still the product's, in stock."""
    html = (
        "<html lang='en'><body><main><div class='pdp'><h1>Oak bench 140</h1><div class='a'>"
        "<div class='b'><div class='c'><div class='d'><span class='price'>£249.00</span>"
        "<form class='add-to-basket-form'><div><div><button class='btn-add'>Add to basket"
        "</button></div></div></form></div></div></div></div></div>"
        "<div class='sticky'><button class='btn-add'>Add to basket</button></div></main>"
        "</body></html>"
    )
    main = extract(html, "https://oak.co.uk/p/1").main
    assert main is not None and (main.price_minor, main.stock) == (24900, "in_stock")


@pytest.mark.parametrize(
    "text",
    [
        "Recogida en tienda: no está disponible",
        "Ce produit n'est pas disponible en retrait magasin",
        "Dit product is niet beschikbaar voor levering op dit adres",
    ],
)
def test_a_way_to_buy_not_available_is_not_the_product_sold_out(text):
    assert stock_from_text(text) != "out_of_stock"


@pytest.mark.parametrize(
    ("url", "box"),
    [
        # an auction's least next bid, in English, German and Spanish; a current bid in
        # Ukrainian
        ("https://bids.com/itm/1", "<p>Current bid: US $142.50</p><p>Enter US $147.50 or more</p>"),
        ("https://auktion.de/los/1", "<p>Mindestgebot: 250,00 €</p>"),
        ("https://subastas.es/lote/1", "<p>Puja mínima siguiente: 315,00 €</p>"),
        ("https://aukcion.com.ua/lot/1", "<p>Поточна ставка: 850 ₴</p><p>Доставка 5 ₴</p>"),
        # a service "starting from" in Turkish, the word after the amount without "'den"
        ("https://klima.com.tr/p/1", "<p>1.499,00 TL başlayan fiyatlarla</p>"),
    ],
)
def test_bids_and_starting_prices_are_no_price(url, box):
    assert _price(_box(box, lang="en"), url) is None
