"""Stop 38's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 37's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.money import find_prices
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _price, _shop


@pytest.mark.parametrize(
    ("url", "want"),
    [
        ("https://www.maison.example.nc/frigo-350.html", (129900, "XPF")),
        ("https://boutique.example.pf/frigo-350", (129900, "XPF")),
        ("https://www.electro.example.ci/frigo-350", (129900, "XOF")),
        ("https://www.electro.example.cm/frigo-350", (129900, "XAF")),
        # a shop whose country writes no franc: "F" names no currency there
        ("https://www.shop.example.com/frigo-350", None),
    ],
)
def test_the_franc_as_its_letter_after_the_number(url: str, want: tuple[int, str] | None) -> None:
    box = "<p class=our_price_display><span class=price>129 900 F</span> TTC</p>"
    assert _price(_shop(box, lang="fr", title="Réfrigérateur combiné 350 L"), url) == want


@pytest.mark.parametrize(
    ("text", "sign"),
    [
        ("129 900 F", "F"),
        ("25 000 F.", "F"),
        # a season, a size, a lens's aperture: no franc
        ("Saison 2024 F/W", None),
        ("Taille 40F-B", None),
        ("Objectif F 2.8", None),
    ],
)
def test_the_francs_letter_only_after_its_number(text: str, sign: str | None) -> None:
    signs = [t.symbol for t in find_prices(text) if t.symbol]
    assert signs == ([sign] if sign else [])


@pytest.mark.parametrize(
    "note",
    [
        "Verð í evrum u.þ.b. € 1.669",
        "Cena v eurech cca 1 669 €",
        "Hinta euroina noin 1 669 €",
        "Cena w euro około 1 669 €",
        "Цена в евро примерно 1 669 €",
        "Euro olarak yaklaşık 1.669 €",
        "≈ 1.669 €",
    ],
)
def test_a_converted_price_said_to_be_approximate_in_more_languages(note: str) -> None:
    # (an Icelandic PrestaShop box: the euro note, after the cart button, once outscored the
    # price in krónur and the two conflicted)
    page = (
        "<html lang=is><head><title>Lumeo 55 OLED</title></head><body><main><div class=col-md-6>"
        "<h1 class=h1>Lumeo 55 OLED 4K snjallsjónvarp 55LX9</h1>"
        "<div class=product-reference><label>Vörunúmer: </label><span>1183341</span></div>"
        "<div class=product-prices><div class=product-discount><span class=regular-price>Áður "
        "299.995 kr.</span></div><div class=product-price><div class=current-price><span "
        "class=current-price-value>249.995 kr.</span> <span class=discount>Þú sparar 50.000 kr."
        "</span></div></div><div class=tax>Verð með VSK</div></div>"
        "<div class=product-installments>Vaxtalaust: 12 x 20.833 kr.</div>"
        "<div><span id=product-availability>Til á lager</span></div>"
        "<div class=product-add-to-cart><button class=add-to-cart>Setja í körfu</button></div>"
        f"<p class=eur-note>{note}</p></div></main></body></html>"
    )
    assert _price(page, "https://elvo.example.is/sjonvorp/55lx9.html") == (249995, "ISK")


def _pod_prices(rows: str) -> str:
    return _shop(f"<ol class=pod-prices>{rows}</ol>", lang="es", title='Smart TV 55" QLED')


def _row(price: str, label: str) -> str:
    return f"<li><div><span class=sc-x1>{price}</span></div><span class=sc-x2>{label}</span></li>"


@pytest.mark.parametrize(
    ("rows", "want"),
    [
        # the label after the price's own wrapper, as Falabella's price pods print it
        (
            _row("$ 299.990", "Precio con tarjeta CMR")
            + _row("$ 349.990", "Precio internet")
            + _row("$ 399.990", "Precio normal"),
            (349990, "CLP"),
        ),
        (
            _row("$ 349.990", "Precio internet") + _row("$ 399.990", "Precio normal"),
            (349990, "CLP"),
        ),
    ],
)
def test_a_price_labelled_after_its_own_wrapper(rows: str, want: tuple[int, str]) -> None:
    assert _price(_pod_prices(rows), "https://www.andes.example.cl/tv/8812345") == want


def test_a_paragraph_after_a_prices_wrapper_is_no_label_of_it() -> None:
    # (a product's note in its own paragraph names no card or coupon price)
    box = (
        "<div class=price><span>$35.00</span></div>"
        "<p class=desc>Pull tab to pop open a card when you need it.</p><p>In stock</p>"
    )
    assert _price(_shop(box, title="Slim Card Wallet"), "https://wallets.example.com/p/1") == (
        3500,
        "USD",
    )


def test_the_rouble_abbreviated_on_a_belarusian_marketplace() -> None:
    box = (
        "<div class=flex><ins class=no-underline>58,40&nbsp;р.</ins>"
        "<del>146,00&nbsp;р.</del><span class=badge>−60%</span></div>"
        "<div class=wallet>с Кошельком <b>56,65&nbsp;р.</b> (скидка 3% при оплате кошельком)</div>"
    )
    page = _shop(box, lang="ru", title="Платье миди трикотажное")
    assert _price(page, "https://www.wildmart.example.by/catalog/198827364/") == (5840, "BYN")


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # money given back after the sale is no price ("geeft je achteraf € 100,- terug")
        (
            "<div class=pricebox><div><span>Adviesprijs</span> <s>899,-</s></div>"
            "<strong class=sales-price><span>699</span><span>,-</span></strong>"
            "<div class=cash><span>Samsung geeft je achteraf <b>€ 100,- terug</b>. Na cashback "
            "betaal je effectief 599,-.</span></div></div>",
            "https://www.klik.example.nl/tv/936512",
            "nl",
            (69900, "EUR"),
        ),
        # euros, cents and sign in spans of their own, a unit price beside them
        (
            "<div class='mb-price mb-price--main'><span class=mb-price__integer>49</span><span "
            "class=mb-price__decimal>,90</span><span class=mb-price__currency>€</span> <span "
            "class=mb-price__unit>soit 4,99&nbsp;€ / L</span></div>",
            "https://www.brico.example.fr/produits/peinture-10-l.html",
            "fr",
            (4990, "EUR"),
        ),
        # a price after a mail-in rebate, labelled so in its row's first cell
        (
            "<table class=priceTable><tr><td>Everyday Low Price</td><td class=price>$89.99</td>"
            "</tr><tr><td>11% Mail-In Rebate</td><td class=rebate>-$9.90</td></tr><tr><td><b>"
            "Final Price After Rebate</b></td><td class=afterRebate><b>$80.09</b></td></tr>"
            "</table>",
            "https://www.midwest.example.com/p-2282455.htm",
            "en",
            (8999, "USD"),
        ),
        # a warranty extended, as a call to do so
        (
            "<div class=prices><span>$ 49.990</span> <span>Precio Internet</span></div>"
            "<div class=upsell-line>Extiende tu garantía 1 año: $ 3.990</div>",
            "https://www.construmas.example.cl/product/3378910",
            "es",
            (49990, "CLP"),
        ),
        # two prices whose sign is a letter, in spans run together: "12 500 F" then "14 900 F"
        (
            "<div class=product_price><h3><span class=oe_price><span>12&nbsp;500</span>&nbsp;F"
            "</span><span class=oe_default_price style='text-decoration: line-through'><span>"
            "14&nbsp;900</span>&nbsp;F</span></h3></div>",
            "https://www.bricolagon.example.nc/shop/debroussailleuse-3301",
            "fr",
            (12500, "XPF"),
        ),
        # delivery to a room of choice, labelled before its amount
        (
            "<div class=price><span>£899</span> <span>Was <s>£1,099</s></span></div>"
            "<div class=extras>Two-person delivery to room of choice: <b>£39</b> · Old sofa "
            "removal: £59</div>",
            "https://www.oakandloom.example.co.uk/products/hollis-sofa",
            "en",
            (89900, "GBP"),
        ),
        # a quantity calculator's total
        (
            "<p class=product-price>431,93&nbsp;kr. pr. pakke</p>"
            "<div class=fg-calc><p>Du skal bruge <b>8 pakker</b> (11,52 m²) · I alt "
            "<b>3.455,44&nbsp;kr.</b></p></div>",
            "https://www.fliser.example.dk/gulvklinke-60x60",
            "da",
            (43193, "DKK"),
        ),
        # a spare battery's line beside the tool's price row
        (
            "<table><tr><td>Cena:</td><td><font size=5><b>12.499 RSD</b></font></td></tr></table>"
            "<p class=napomena>Dodatna baterija 18V 2Ah: 3.990 RSD</p>",
            "https://alati.example.rs/proizvod.php?id=213456",
            "sr",
            (1249900, "RSD"),
        ),
        # a saving with its minus sign first, in brackets
        (
            "<div class=p-final-price-wrapper><span class=price-standard>2 299 Kč</span> "
            "<span class=price-save>(–400 Kč)</span> <strong class=price-final>1 899 Kč</strong>"
            "</div>",
            "https://hracky.example.cz/stavebnice-hrad-71043/",
            "cs",
            (189900, "CZK"),
        ),
        # installation and assembly offered at a price
        (
            "<div class=p><span>$</span><span>12,499</span></div>"
            "<p class=ship>Llega gratis mañana · Instalación disponible por $ 899</p>",
            "https://plaza.example.com.mx/MLM-1934412",
            "es",
            (1249900, "MXN"),
        ),
        # a currency's code alone in its own element, the amount split after it
        (
            "<span class=p><span class=c>OMR</span><span class=i>8</span><sup>.400</sup></span>",
            "https://dates.example.om/en/products/khalas-500g",
            "en",
            (8400, "OMR"),
        ),
        # the afghani by its sign and name; the rupee in Devanagari
        (
            "<div class=price><span class=amount>۴٬۵۰۰</span> <span>افغانی (؋)</span></div>",
            "https://saffron.example.af/fa/product/sargol-10g",
            "fa",
            (450000, "AFN"),
        ),
        (
            "<table><tr><td><b>मूल्य:</b></td><td><span class=price-new>रू ४,२५०</span></td>"
            "</tr></table>",
            "https://chiya.example.com.np/product/318",
            "ne",
            (425000, "NPR"),
        ),
    ],
)
def test_more_amounts_beside_the_price(
    box: str, url: str, lang: str, want: tuple[int, str] | None
) -> None:
    assert _price(_shop(box, lang=lang), url) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        (
            "<div class=price>₪34.90</div><div class=promo>2 ב-₪60 · מוגבל ל-4 יחידות</div>",
            (3490, "ILS"),
        ),
        ("<div class=price>₪12.90</div><div class=unit>₪2.58 ל-100 גרם</div>", (1290, "ILS")),
    ],
)
def test_hebrew_multibuys_and_unit_prices(box: str, want: tuple[int, str]) -> None:
    page = _shop(box, lang="he", title="גבינת עיזים 500 גרם")
    assert _price(page, "https://shuk.example.co.il/product/40218") == want


def test_a_hidden_quick_views_button_says_nothing_of_stock() -> None:
    # (a discontinued product's page: its price slot empty, a closed quick-view of another
    # product holding the page's only add-to-cart button)
    page = (
        "<html lang=fr><body><main><h1>Galaxy S21 FE</h1><p>Ce produit n'est plus "
        "commercialisé.</p><div class=price><span class=value>&mdash;</span></div></main>"
        "<div class=quickview hidden><div class=quickview-body><p>Galaxy S24 FE</p>"
        "<span>6 499,00 DH</span><button>Ajouter au panier</button></div></div></body></html>"
    )
    result = extract(page, "https://www.atlas.example.ma/fr/galaxy-s21-fe.html")
    assert (result.main, result.availability) == (None, "out_of_stock")


@pytest.mark.parametrize(
    "stock",
    [
        # a table of stores, its head run together ("StoreStock")
        "<div class=availability><p><b>Online:</b> Available to Ship</p> <table><tr><th>Store"
        "</th><th>Stock</th></tr><tr><td>Markham</td><td>Sold Out</td></tr></table></div>",
        # a named store's line in Portuguese
        "<div class=stock>Disponível – Envio imediato <small>Loja Lisboa: 3 un. · Loja Porto: "
        "Esgotado</small></div>",
    ],
)
def test_a_stores_sold_out_line_after_the_shops_own(stock: str) -> None:
    page = _shop("<div class=price>$329.99</div>" + stock)
    assert extract(page, "https://www.shop.example.ca/p/234567").availability == "in_stock"


def test_made_for_you_in_german_is_made_to_order() -> None:
    assert stock_from_text("(wird für Sie gefertigt)") == "backorder"
    assert stock_from_text("Anfertigung nach Auftrag") == "backorder"


def test_sold_out_online_and_in_every_store_outweighs_stale_structured_data() -> None:
    ld = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",'
        '"name":"Kaffeevollautomat KV-500","offers":{"@type":"Offer","price":"329.00",'
        '"priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>'
    )
    box = (
        "<div class=price>329,00 €</div><div class='availability availability--unavailable'>"
        "<span class=availability__text>Derzeit ausverkauft – online und in allen Filialen"
        "</span></div>"
    )
    page = _shop(box, lang="de", title="Kaffeevollautomat KV-500").replace(
        "</head>", f"{ld}</head>"
    )
    assert extract(page, "https://www.donau.example.at/p/kv-500").availability == "out_of_stock"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a line naming something else before its colon
        ("Assembly service available for Dublin: €49", (29900, "EUR")),
        ("Zusatzmodul Wandhalterung schwenkbar: 49,00 €", (29900, "EUR")),
        # ... but not a label of the price itself, whatever it is called
        ("One-time purchase: €299.00", (29900, "EUR")),
    ],
)
def test_an_amount_labelled_as_something_else(line: str, want: tuple[int, str]) -> None:
    box = f"<div><b>€299.00</b></div><div>{line}</div>"
    assert _price(_shop(box, title="Flexi standing desk"), "https://desks.example.ie/p/1") == want


def test_arabic_n_for_a_price_is_a_multibuy() -> None:
    box = (
        "<div><b class=amt>6.500 ر.ع.</b></div><div class=note>٢ كيلو بسعر 12.000 ر.ع.</div>"
        "<p>متوفر</p>"
    )
    page = _shop(box, lang="ar", title="حلوى عمانية بالزعفران ١ كيلو")
    assert _price(page, "https://halwa.example.om/p/1") == (6500, "OMR")


def _drop_page(line: str) -> str:
    cards = "".join(
        f"<li class=card><a href=/p/{n}>Card {n}</a><span class=price>S${n}29.90</span></li>"
        for n in range(1, 6)
    )
    return (
        "<html lang=en><body><main><div class=head><h1>ROG Astral RTX 5090 OC 32GB</h1></div>"
        f"<div class=box><p class=lead>{line}</p><p>Pricing for the next drop will be "
        "announced with the drop date.</p></div>"
        f"<section><h2>In stock now instead</h2><ul>{cards}</ul></section></main></body></html>"
    )


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a sold-out line under the title of a page with no price of its own
        ("Drop 3 is sold out", "out_of_stock"),
        # ... but not a key to the marks a listing prints
        ("Key: ○ in stock / △ few left / × sold out", "unknown"),
    ],
)
def test_a_sold_out_line_under_the_title_of_a_page_with_no_price(line: str, want: str) -> None:
    result = extract(_drop_page(line), "https://pc.example.sg/products/astral-5090")
    assert (result.main, result.availability) == (None, want)
