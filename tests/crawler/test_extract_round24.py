"""General rules the held-out corpora blind211-214 taught, on markup those corpora do not contain.

A price slot that asks the shopper to log in; a row of variant links, one marked chosen, beside a
URL that chooses it; Belgian "HTVA"; open-box and display-unit offers; more headings of blocks of
other products; an add-to-cart button repeated on cards under hashed classes; item-number labels
and stock lines in more languages; and what an active add-to-cart button says on a page with no
price to pay.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.qualify import _net_after
from crawler.extract.stock import stock_from_text
from crawler.extract.visible import _RELATED_HEADING
from tests.crawler.test_extract_round15 import _price
from tests.crawler.test_extract_round21 import _box, _ld


def _cards(heading: str, n: int = 6, button: str = "Læg i kurv") -> str:
    """A block of other products under ``heading``: cards with a link, a price and a button of
    one label, each with a hashed class of its own."""
    cards = "".join(
        f"<div class='c{800 + i}'><a href='/p/x{i}'><span>Item {i}</span></a>"
        f"<div class='c{300 + i}'><span>{100 + 7 * i},95 kr.</span></div>"
        f"<button type='button' class='c{500 + 11 * i}'>{button}</button></div>"
        for i in range(n)
    )
    return f"<section class='c447'><h2>{heading}</h2><div class='track'>{cards}</div></section>"


# ---- a price slot that asks for a login --------------------------------------------------------


@pytest.mark.parametrize(
    "slot",
    [
        "<a href='/login'>Log in om prijzen te zien</a>",
        "<a href='/login'>Login for price</a>",
        "Sign in to view pricing",
        "Anmelden, um Preise zu sehen",
        "Connectez-vous pour voir les prix",
        "Inicia sesión para ver el precio",
        "Logga in för att se pris",
        "Zaloguj się, aby zobaczyć cenę",
        "ログインすると価格が表示されます",
    ],
)
def test_a_price_slot_asking_for_a_login_shows_no_price(slot):
    # structured data holds an amount the page shows to nobody logged out: a trade price
    page = _box(
        f"<div class='price-box locked'><span class='lock'>🔒</span> {slot}"
        "<p class='hint'>Trade accounts only. Volume discounts from 10 units.</p></div>",
        head=_ld("1349.00", "EUR"),
    )
    result = extract(page, "https://www.vakhandel.nl/p/1")
    assert result.main is None
    assert result.reason == "price_on_request"


def test_a_login_for_a_trade_price_beside_the_price_is_no_request():
    page = _box(
        "<div class='product__price'><p class='price'>£29.00 <span>Inc VAT</span></p></div>"
        "<div class='product__price-extra'><p>Trade account? <a href='/login'>Log in</a> for "
        "your trade prices.</p></div>",
        head=_ld("29.00", "GBP"),
    )
    assert _price(page, "https://www.brickfield.co.uk/p/1") == (2900, "GBP")


# ---- variants, tax, other offers ---------------------------------------------------------------


def test_a_row_of_variant_links_and_the_url_that_chooses_one():
    sizes = (
        "<div class='sizes'><a href='?size=2.5l'>2.5L £15.99</a>"
        "<a class='selected' href='?size=5l' aria-current='true'>5L £27.99</a>"
        "<a href='?size=10l'>10L £44.99</a></div>"
        "<div class='price'><span class='main'>£27.99</span></div>"
    )
    # structured data left on the first variant; the URL chooses the 5 litres
    page = _box(sizes, head=_ld("15.99", "GBP"))
    assert _price(page, "https://www.paints.co.uk/p/emulsion?size=5l") == (2799, "GBP")


@pytest.mark.parametrize(
    ("net", "gross", "want"),
    [
        ("169,23 € HTVA", "198,00 € TVAC", (19800, "EUR")),
        ("Prix H.T.V.A. 82,64 €", "100,00 € TVA comprise", (10000, "EUR")),
    ],
)
def test_belgian_hors_tva_is_net(net, gross, want):
    page = _box(f"<div class='price'><p>{net}</p><p>{gross}</p></div>")
    assert _price(page, "https://www.techcenter.lu/p/1") == want


@pytest.mark.parametrize(
    "label",
    ["2e kans (open doos)", "Open box", "B-Ware", "Ausstellungsstück", "Déballé", "Fyndvara"],
)
def test_an_open_box_offer_is_not_the_price(label):
    page = _box(
        "<div class='prijs'><span class='nu'>€ 279,-</span></div>"
        f"<div class='other'>{label} € 229,-</div>"
    )
    assert _price(page, "https://www.beeldenklank.nl/p/1") == (27900, "EUR")


def test_an_open_box_offer_alone_is_the_price():
    page = _box("<div class='price'>Open box € 229,-</div>")
    assert _price(page, "https://www.beeldenklank.nl/p/1") == (22900, "EUR")


# ---- blocks of other products -------------------------------------------------------------------


@pytest.mark.parametrize(
    "heading",
    [
        "Andre købte også",
        "Andra köpte också",
        "Anderen kochten ook",
        "Inni kupili również",
        "Zákazníci také koupili",
        "Mások ezeket is megvették",
        "Quem viu, comprou também",
        "Bunlar da ilginizi çekebilir",
        "Les clients ont aussi acheté",
        "Bestseller",
        "Unsere Bestseller",
        "Más vendidos",
    ],
)
def test_more_headings_of_other_products(heading):
    assert _RELATED_HEADING.search(heading)


@pytest.mark.parametrize("text", ["Bestseller-Rucksack Modell X", "Andre produkter", "Kunder"])
def test_words_that_head_no_block_of_other_products(text):
    assert not _RELATED_HEADING.search(text)


def test_a_sold_out_page_beside_cards_with_hashed_buttons_is_one_product():
    # The product has no price and no button of its own; the first add-to-cart control is a
    # card's, each card's button of one label and a class of its own.
    page = (
        "<html><body><main><header><table><tr><th>Varenr.</th><td>LL4410</td></tr></table>"
        "<h1>Byggesæt rumstation</h1><div class='status'><strong>Udsolgt</strong></div>"
        "</header><section class='description'><h2>Beskrivelse</h2><div><div><p>1.200 dele."
        "</p></div></div></section><section id='reviews'><h2>Anmeldelser (2)</h2><div>"
        "<div><div><p>Flot.</p></div></div></div></section>"
        f"<div class='recs'><div>{_cards('Andre købte også')}</div></div></main></body></html>"
    )
    result = extract(page, "https://www.legetoj.dk/p/1")
    assert result.main is None
    assert result.reason != "multiple_products"
    assert result.item is not None and result.item.sku == "LL4410"
    assert result.availability == "out_of_stock"


def test_the_products_own_button_after_a_rail_of_cards():
    # "Recently viewed" cards come first, each with "In winkelwagen"; the product's own
    # button of that label follows in its box
    page = (
        "<html><body>"
        + _cards("Recently viewed", button="In winkelwagen")
        + "<main><h1>Koptelefoon Q9</h1><div class='price'>€ 79,99</div>"
        "<button class='css-ejsjy1'>In winkelwagen</button><p>Op voorraad</p></main>"
        + _ld("84.99", "EUR", "Koptelefoon Q9")
        + "</body></html>"
    )
    result = extract(page, "https://www.kooppunt.nl/p/1")
    assert result.main is None or result.main.price_minor == 7999


# ---- item numbers and stock -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "value"),
    [
        ("Tuotenro", "MT-NK22"),
        ("Tuotenumero", "MT-NK23"),
        ("Kód inzerátu", "TR-77120"),
        ("FINN-kode", "TG-991201"),
    ],
)
def test_more_item_number_labels(label, value):
    page = _box(
        f"<table><tr><th>{label}</th><td>{value}</td></tr></table><div class='price'>6,98 €</div>",
        title="Kugellager 6205",
    )
    result = extract(page, "https://www.industrie.de/p/1")
    assert result.main is not None and result.main.product.sku == value


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Saatavilla verkkokaupassa", "in_stock"),
        # "available only in stores": no word of the web shop's stock
        ("Saatavilla vain myymälöissä", None),
        ("Ei saatavilla", "out_of_stock"),
        ("Tuote ei ole saatavilla", "out_of_stock"),
        ("Toimitus 3-4 viikossa", "backorder"),
        ("Aðeins 1 eftir", "limited"),
        ("Bara 2 eftir á lager", "limited"),
    ],
)
def test_stock_lines_in_more_languages(text, want):
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("box", "head", "want"),
    [
        # a "from" price (structured data holding it) with an active button: the button
        # waits for a choice and says nothing of stock
        ("<div class='price'>From £45.00</div>", _ld("45.00", "GBP"), "unknown"),
        # ... but a stock line does, and so does structured data
        (
            "<div class='price'>From £45.00</div><p class='stock'>In stock</p>",
            _ld("45.00", "GBP"),
            "in_stock",
        ),
        (
            "<div class='price'>From £45.00</div>",
            "<script type='application/ld+json'>"
            + json.dumps(
                {
                    "@context": "https://schema.org",
                    "@type": "Product",
                    "name": "Product 7",
                    "offers": {
                        "@type": "Offer",
                        "price": "45.00",
                        "priceCurrency": "GBP",
                        "availability": "https://schema.org/InStock",
                    },
                }
            )
            + "</script>",
            "in_stock",
        ),
    ],
)
def test_an_active_button_on_a_page_with_no_price(box, head, want):
    result = extract(_box(box, head=head), "https://www.shop.co.uk/p/1")
    assert result.main is None
    assert result.availability == want


def test_an_active_button_on_a_page_asking_for_requests_says_in_stock():
    # "Price on request" beside an active add-to-cart control: orders are taken
    result = extract(
        _box("<div class='price'>Price on request</div>"), "https://www.shop.co.uk/p/1"
    )
    assert result.main is None and result.availability == "in_stock"


def test_an_active_button_beside_a_price_is_in_stock():
    result = extract(_box("<div class='price'>£45.00</div>"), "https://www.shop.co.uk/p/1")
    assert result.main is not None and result.main.stock == "in_stock"


# ---- round two: corpora blind215-218 and review 45 ---------------------------------------------


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # the cents in the next element, neither a superscript nor named for the price
        (
            "<p class='single'><span class='dollar'>$69</span><span class='cents'>98</span> each"
            "</p>",
            "https://www.kiwihardware.co.nz/p/1",
            (6998, "NZD"),
        ),
        # the euro sign between euros and cents, each part in a span of its own
        (
            "<div class='prix'><span class='prix-entier'>49</span>"
            "<span class='prix-decimal'>€90</span></div>",
            "https://www.bricolune.fr/p/1",
            (4990, "EUR"),
        ),
        # a shop's own card and a Danish customer club's price are for some
        (
            "<span class='cena-glowna'>189,99 zł</span>"
            "<span class='cena-karta'>Z kartą Majsterka: 169,99 zł</span>",
            "https://www.majsterek.pl/p/1",
            (18999, "PLN"),
        ),
        (
            "<span class='pris-stor'>599,-</span><div class='medlem'>Kundeklub: 539,00 kr.</div>",
            "https://www.byggeland.dk/p/1",
            (59900, "DKK"),
        ),
        # delivery's cost as a verb
        (
            "<p class='title'>£85.00</p><p>Cost to deliver: £9.95</p>",
            "https://www.stallholder.co.uk/p/1",
            (8500, "GBP"),
        ),
        # a set's price by its Czech label, tyre fitting as a service
        (
            "<div class='cena'>2 190 Kč / ks</div><div>Sada 4 ks: 8 360 Kč</div>"
            "<p>Přezutí: 600 Kč</p>",
            "https://www.pneuservis.cz/p/1",
            (219000, "CZK"),
        ),
        # Serbian "old price" and "saving"
        (
            "<span class='stara'>Стара цена 15.999 дин.</span><span class='nova'>12.999 дин.</span>"
            "<p>Уштеда: 3.000 дин.</p>",
            "https://www.tehnika.rs/p/1",
            (1299900, "RSD"),
        ),
        # another format of a book in Hungarian
        (
            "<p>Kötött: <b>4 990 Ft</b></p><p><span>E-könyv: 3 490 Ft</span></p>",
            "https://www.konyvpont.hu/p/1",
            (499000, "HUF"),
        ),
    ],
)
def test_round_f_rules(box, url, want):
    assert _price(_box(box), url) == want


def test_a_croatian_price_slot_on_request_beside_an_accessorys_price():
    page = _box(
        "<div class='cijena na-upit'>Cijena na upit</div><a href='/upit'>Pošalji upit</a>"
        "<p>Dodatna baterija 750 Wh: 849,00 €</p>"
    )
    result = extract(page, "https://www.otokbike.hr/p/1")
    assert result.main is None and result.reason == "price_on_request"


def test_two_digits_after_a_price_and_a_word_are_no_cents():
    # "$69 <span>12</span> reviews" beside the price box: the price stays the box's
    page = _box("<div><span>$69</span><span>12</span> reviews</div><p class='price'>$70.00</p>")
    assert _price(page, "https://www.shop.co.nz/p/1") == (7000, "NZD")


@pytest.mark.parametrize(
    "slot",
    [
        "Sign in for price drop alerts",
        "Sign in to view quantity pricing",
        "Log in to see price history",
        "Professionnels : connectez-vous pour voir les prix dégressifs",
    ],
)
def test_a_login_for_something_else_in_a_price_slot(slot):
    # the page's price is filled in by a script (an empty slot); structured data holds it
    page = _box(
        f"<div class='price' data-price></div><div class='price-extra'>{slot}</div>",
        head=_ld("49.99", "GBP"),
    )
    assert _price(page, "https://www.shop.co.uk/p/1") == (4999, "GBP")


def test_state_json_escaped_into_the_page_names_the_currency():
    page = _box(
        "<div class='price'>$69<sup>99</sup></div>",
        tail="<script type='application/json'>{&quot;price&quot;: {&quot;amount&quot;: 6999, "
        "&quot;currencyCode&quot;: &quot;USD&quot;}}</script>",
    )
    assert _price(page, "https://www.shopsprawl.com/dp/1") == (6999, "USD")


def test_a_net_label_after_a_bare_number_is_that_numbers():
    # "449:- 359:20 exkl. moms": the label names the bare number after the price
    assert not _net_after(" 359:20 exkl. moms")
    assert _net_after(" exkl. moms")


def test_a_bracketed_euro_beside_a_deeper_lev_price():
    page = _box(
        "<div class='prices'><div class='price'><span class='strike-through list'><span "
        "class='value'><span class='sr-only'>Стара цена</span>419,90 лв.</span></span><span "
        "class='sales'><span class='value'>329,90 лв.</span></span></div></div>"
        "<div class='promotions'>(168,68 €)</div>",
        head=_ld("329.90", "BGN"),
    )
    assert _price(page, "https://www.emall.bg/p/1") == (32990, "BGN")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Skladom", "in_stock"),
        ("Dostępnych 37 sztuk", "in_stock"),
        ("Dostępność: dostępny (>1000 szt.)", "in_stock"),
        ("Dostępny od 15.03", None),
        ("Předobjednávka – dodání 15. 3. 2027", "preorder"),
        ("Λίγα τεμάχια διαθέσιμα – μόνο 4", "limited"),
        ("Ikke på lager – kan bestilles", "backorder"),
        ("Available", "in_stock"),
        ("Available for delivery", "in_stock"),
        ("Delivery – This product is not available for delivery", None),
        # review 46: a zero count, a negation, a postcode check, a price slogan
        ("Dostępna ilość: 0 szt.", None),
        ("Skladom: 0 ks", None),
        ("Ei tilattavissa", None),
        ("Not currently available for delivery", None),
        ("Enter your postcode to check if available for delivery", None),
        ("Τώρα μόνο 49€", None),
    ],
)
def test_round_f_stock_lines(text, want):
    assert stock_from_text(text) == want


def test_a_page_with_one_item_number_and_prices_it_cannot_tell_apart_is_one_product():
    # three amounts and no price settled on: still one product's page, its number by the title
    page = _box(
        "<p>Kód: PS-225-45-17</p><div class='cena'>2 190 Kč</div><div class='cena'>2 390 Kč</div>"
        "<div class='cena'>2 590 Kč</div><p class='stock'>Skladem 12 ks</p>",
        title="Letní pneu 225/45 R17",
    )
    result = extract(page, "https://www.pneuservis.cz/p/1")
    assert result.main is None
    assert result.item is not None and result.item.sku == "PS-225-45-17"
    assert result.availability == "in_stock"
