"""Stock rules of round 14: few-left counts in Portuguese, Italian and Chinese, Portuguese
"por encomenda" and Swiss German "Bestellt beim Lieferanten" backorders with a "Lieferdatum"
lead time, Dutch "reserveer nu" pre-orders."""

from __future__ import annotations

import pytest
from stock_pages import stock_of as _stock
from stock_pages import stock_page as _page

from crawler.extract import extract
from crawler.extract.stock import stock_from_text


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Portuguese and Italian "only N left"
        ("Restam só 2 unidades!", "limited"),
        ("Resta apenas 1 unidade", "limited"),
        ("Restam só 3 dias", None),  # a sale's time left
        ("Solo 2 rimasti!", "limited"),
        ("Ne restano solo 3", "limited"),
        ("Restano solo 2 giorni", None),
        ("Rimangono 45 pezzi", "in_stock"),  # a count this large is stock
        # Chinese "limited, N remaining"
        ("限量 剩餘 5 組", "limited"),
        ("限量 剩餘 2 件", "limited"),
        ("剩余 3 件", "limited"),
        ("剩餘 3 天", None),
        # Portuguese "available to order" (WooCommerce's "Available on backorder")
        ("Disponível por encomenda", "backorder"),
        ("Artigo por encomenda", "backorder"),
        ("Limite de 2 unidades por encomenda", None),  # a limit per order
        ("Portes grátis por encomenda acima de 50€", None),
        # Swiss German "ordered from the supplier", a "Lieferdatum" lead time
        ("Bestellt beim Lieferanten", "backorder"),
        ("Lieferdatum: in 3–5 Wochen", "backorder"),
        ("Lieferdatum: in 2 Tagen", None),
        # Dutch "reserve now" of a product yet to come, not a store reservation
        ("Verwacht: 12 juni 2025 – reserveer nu, je betaalt pas bij verzending", "preorder"),
        ("Reserveer nu en haal af in de winkel", None),
        # Georgian, Armenian, Azerbaijani and Albanian stock lines (blind50)
        ("მარაგშია", "in_stock"),
        ("მარაგში არ არის", "out_of_stock"),
        ("Առկա է", "in_stock"),
        ("Առկա չէ", "out_of_stock"),
        ("Stokda var", "in_stock"),
        ("Stokda yoxdur", "out_of_stock"),
        ("Në gjendje", "in_stock"),
        ("Nuk ka në gjendje", "out_of_stock"),
        ("Dërgohet brenda 2–3 javësh", "backorder"),
    ],
)
def test_stock_words_round14(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("body", "want"),
    [
        ("<p class='product-stock product-stock--low'>Restam só 2 unidades!</p>", "limited"),
        (
            "<div class=product-availability data-testid=stock-status><span class=dot></span>"
            "<span>Solo 2 rimasti!</span></div>",
            "limited",
        ),
        ("<p class=c-prodInfo__stock>限量 剩餘 5 組</p>", "limited"),
        (
            "<div class=woocommerce-variation-availability><p class=stock>Disponível por "
            "encomenda</p></div>",
            "backorder",
        ),
        (
            "<div class=text-sm><p class=text-amber-700>Bestellt beim Lieferanten – "
            "Lieferdatum: in 3–5 Wochen</p><p>Händlerangebote ab CHF 1249.–</p></div>",
            "backorder",
        ),
        (
            "<div data-testid=stock-status><span>Verwacht: 12 juni 2025 – reserveer nu, je "
            "betaalt pas bij verzending</span></div>",
            "preorder",
        ),
        # a store's count, a limit per order: the active button's in stock stays
        ("<p class=store-stock>Restam só 2 unidades na loja Lisboa Centro</p>", "in_stock"),
        ("<p class=note>Limite de 2 unidades por encomenda</p>", "in_stock"),
    ],
)
def test_box_stock_lines_round14(body: str, want: str) -> None:
    assert _stock(_page(body)) == want


@pytest.mark.parametrize(
    ("body", "want"),
    [
        # a few-left line of its own, the store line after it another statement
        (
            "<div class='mt-3 text-sm'><p class=text-orange-600>Få kvar i lager (3 st)</p>"
            "<p>Leverans 1–3 dagar · Hämta i butik: Finns i 12 butiker</p></div>",
            "limited",
        ),
        (
            "<div class=info><p>Only 3 left in stock</p><p>Free pickup at Brooklyn store</p></div>",
            "limited",
        ),
        # the block's heading names the store before the line: its count is the store's
        (
            "<div class=info><p><b>Hämta i butik</b></p><p>Få kvar i lager (3 st)</p></div>",
            "in_stock",
        ),
        ("<div class=info>Pickup today: <p>Only 3 left in stock</p></div>", "in_stock"),
        # the store in the line itself
        (
            "<div class=info><p>Only 3 left in stock at Brooklyn</p><p>Ships free</p></div>",
            "in_stock",
        ),
    ],
)
def test_line_before_store_line_round14(body: str, want: str) -> None:
    assert _stock(_page(body, "Hörlurar WH-720")) == want


@pytest.mark.parametrize(
    ("body", "want"),
    [
        # a bare "Only 2 left" line coloured as a warning is the shop's stock alert
        ("<div class='mt-3 text-sm font-semibold text-orange-600'>Only 2 left</div>", "limited"),
        ("<p class='f6 mt2 dark-red b'>Only 4 left</p>", "limited"),
        ("<p class=mt-2><span class=text-danger>Only 3 left</span></p>", "limited"),
        # in the body's colour too: a short line of its own is the shop's count (since stop 29)
        ("<p class=mt-2>Only 4 left</p>", "limited"),
        ("<p class=wt-text-body-01>Only 2 left</p>", "limited"),
        ("<p class='redesign orange-theme'>Only 2 left</p>", "limited"),
        # ... not beside a sale's countdown, whose end it speaks of
        ("<div class=promo><div>Закінчується</div><div>02:13:45</div></div>", "in_stock"),
        # a store's count, however coloured
        ("<p class=text-red-600>Only 2 left at Brooklyn</p>", "in_stock"),
        # a long sentence is no stock alert
        (
            "<p class=text-red-600>Only 2 left of our summer favourites, shop the collection</p>",
            "in_stock",
        ),
    ],
)
def test_warning_coloured_line_round14(body: str, want: str) -> None:
    assert _stock(_page(body)) == want


def test_cart_drawer_count_is_not_the_products_round14() -> None:
    # the mini cart's line speaks of another product in the cart
    page = (
        "<html><head><title>Trail Jacket</title></head><body><header><div class=mini-cart>"
        "<p>Rain Hat</p><p class=text-red-600>Only 2 left</p></div></header><main>"
        "<div class=product><h1>Trail Jacket</h1><span class=price>€ 89,90</span>"
        "<button class=add-to-cart>Add to cart</button></div></main></body></html>"
    ).encode()
    assert _stock(page) == "in_stock"


def test_a_marketplaces_official_store_badge_is_no_store_pickup() -> None:
    # The "Official Store" badge at the top of a marketplace's buy column names the seller,
    # not a pickup: the few-left line below it is the stock of the delivered offer.
    html = (
        "<html><body><main><div class=col><span class=badge>Official Store</span>"
        "<h1>Binatone Blender BLG-402</h1><span class=price>₦ 38,500</span>"
        "<p class='-fs12 -rd5'>Only 3 units left</p>"
        "<button class=add-to-cart>Add to Cart</button></div></main></body></html>"
    ).encode()
    main = extract(html, "https://www.kasuwa.com.ng/p/1").main
    assert main is not None and main.stock == "limited"


@pytest.mark.parametrize(
    "label", ["კალათაში დამატება", "Ավելացնել զամբյուղ", "Səbətə əlavə et", "Shto në shportë"]
)
def test_add_to_cart_in_more_languages(label: str) -> None:
    # The page states no stock; its add-to-cart button in the shop's language says in stock.
    html = (
        "<html><body><main><div class=product><h1>Blender 1000W</h1>"
        f"<span class=price>45 900 ֏</span><button type=submit>{label}</button>"
        "</div></main></body></html>"
    ).encode()
    main = extract(html, "https://www.shop.am/p/1").main
    assert main is not None and main.stock == "in_stock"
