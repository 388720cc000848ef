"""Stop 43's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 42's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round42 import _with_ld


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a volume discount's row whose own cell starts with the tier ("20+ packs:")
        (
            "<table><tr><td>Price:</td><td><b>€12.40</b> / pack</td></tr><tr><td>Trade deal:"
            "</td><td>20+ packs: €10.90/pack</td></tr></table>",
            "https://www.insulation.example.ie/p/5510",
            "en-IE",
            (1240, "EUR"),
        ),
        # a pack's price with its price per piece in brackets in a child of its own
        (
            "<p class=price>$42.90 <small>($14.30 / box)</small></p>",
            "https://www.boxes.example.com/p/3-pack",
            "en",
            (4290, "USD"),
        ),
        # ... and per kg
        (
            "<p class=price>42,90 € <small>(14,30 € / kg)</small></p>",
            "https://www.kaffee.example.de/p/bohnen-3kg",
            "de",
            (4290, "EUR"),
        ),
        # (a former price in the child, as before: the price outside it)
        (
            "<p class=price>$42.90 <small>(was $49.90)</small></p>",
            "https://www.boxes.example.com/p/3-pack",
            "en",
            (4290, "USD"),
        ),
        # an old price named so in Estonian classes, the new one beside it
        (
            "<div class=hind><span class=hind-vana>219,99 €</span> <span class=hind-uus>"
            "179,99 €</span></div>",
            "https://www.lugeja.example.ee/toode/x",
            "et",
            (17999, "EUR"),
        ),
        # ... and in Lithuanian
        (
            "<div class=kainos><span class=sena-kaina>89,99 €</span> <span class=kaina>69,99 €"
            "</span></div>",
            "https://www.prekes.example.lt/p/x",
            "lt",
            (6999, "EUR"),
        ),
    ],
)
def test_visible_prices(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


def _card_page(prices: str, title_class: str) -> str:
    """A page whose product box is a "card": its title and prices in one block."""
    return (
        "<html lang=ru><head><title>Телевизор</title></head><body><main><div class=card-main>"
        f"<div class=card-info><h1 class='{title_class}'>Телевизор Ultra 55</h1>{prices}"
        "<a class=btn-buy href=/cart/add>В корзину</a></div></div><ul><li class=tile><a "
        "href=/p/2>Кронштейн</a><span class=tile-price>12 990 ₸</span></li><li class=tile><a "
        "href=/p/3>Саундбар</a><span class=tile-price>79 990 ₸</span></li></ul></main></body>"
        "</html>"
    )


def test_card_price_of_a_card_titled_page() -> None:
    # the product's own "card-price" beside its "card-title": the price
    page = _card_page(
        "<div class=card-price><span class=num>189 990</span> <span class=cur>₸</span></div>",
        "card-title",
    )
    assert _price(page, "https://www.tehno.example.kz/catalog/tv/55/") == (18999000, "KZT")


def test_card_price_beside_a_plain_title_stays_a_store_cards() -> None:
    # a store card's price ("card-price") beside the internet price under a plain title
    page = _card_page(
        "<div class=card-price><span>$ 449.990</span></div><div class=internet-price><span>"
        "$ 489.990</span></div>",
        "product-name",
    )
    assert _price(page, "https://www.tienda.example.cl/p/refri-300") == (489990, "CLP")


@pytest.mark.parametrize(
    ("box", "ld", "url", "lang"),
    [
        # discontinued in Latin American Spanish, its JSON-LD price left over
        (
            "<div class=alert>Producto descontinuado. Ya no está disponible.</div>",
            ("289900", "COP"),
            "https://www.tenis.example.com.co/p/clx-300.html",
            "es-CO",
        ),
        # ... and "no longer available" in Portuguese
        (
            "<div class=alert>Este produto não está mais disponível.</div>",
            ("1299.00", "BRL"),
            "https://www.loja.example.com.br/p/fone-x",
            "pt-BR",
        ),
    ],
)
def test_no_longer_sold(box: str, ld: tuple[str, str], url: str, lang: str) -> None:
    # a page that sells it no more (no button to buy) prints no price: none is read
    page = _shop(box, lang=lang).replace(
        "<form action=/cart><button class=add-to-cart>Add to cart</button></form>", ""
    )
    assert _price(_with_ld(page, *ld), url) is None
    # (the same page with the product on sale keeps its structured price)
    assert _price(_with_ld(_shop("", lang=lang), *ld), url) is not None


@pytest.mark.parametrize(
    ("box", "ld", "url", "lang", "want"),
    [
        # the price with tax beside the net one the law asks Argentinian shops to print, the
        # two a peso apart after rounding; JSON-LD gives the net one
        (
            "<div class=p><span class=best>$ 249.999,00</span></div><p class=tax>Precio sin "
            "impuestos nacionales: $ 206.611,57</p>",
            ("206611.57", "ARS"),
            "https://www.tec.example.com.ar/monitor/p",
            "es-AR",
            (24999900, "ARS"),
        ),
        # an option chosen by the URL that costs more, the page's total its price
        (
            "<div class=p><span class=sale>59,00 €</span></div><select name=opt><option "
            "value=1>Basis (59,00 €)</option><option value=2 selected>Mit Koffer (+10,00 €)"
            "</option></select><div class=total>Gesamtsumme 69,00 €</div>",
            ("59.00", "EUR"),
            "https://www.werkzeug.example.de/p/satz-108?opt=2",
            "de",
            (6900, "EUR"),
        ),
        # (no option chosen by the URL: the structured price the page shows)
        (
            "<div class=p><span class=sale>59,00 €</span></div><select name=opt><option "
            "value=1>Basis (59,00 €)</option><option value=2 selected>Mit Koffer (+10,00 €)"
            "</option></select><div class=total>Gesamtsumme 69,00 €</div>",
            ("59.00", "EUR"),
            "https://www.werkzeug.example.de/p/satz-108",
            "de",
            (5900, "EUR"),
        ),
        # (a quantity stepper's plus before a line's total is no surcharge)
        (
            "<div class=p><span class=sale>59,00 €</span></div><div class=selected-option>"
            "Basis<button>-</button><button>+</button><strong>118,00 €</strong></div>",
            ("59.00", "EUR"),
            "https://www.werkzeug.example.de/p/satz-108?opt=1",
            "de",
            (5900, "EUR"),
        ),
    ],
)
def test_structured_against_page(
    box: str, ld: tuple[str, str], url: str, lang: str, want: tuple[int, str] | None
) -> None:
    assert _price(_with_ld(_shop(box, lang=lang), *ld), url) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Producto descontinuado", "out_of_stock"),
        ("Este producto ha sido descontinuado y ya no está disponible.", "out_of_stock"),
        ("Ya no se encuentra disponible", "out_of_stock"),
        ("Este produto não está mais disponível", "out_of_stock"),
        ("تم إيقاف هذا المنتج ولم يعد متوفراً للبيع", "out_of_stock"),
        # (available, as before)
        ("Disponible", "in_stock"),
    ],
)
def test_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


# Round AS (blind412-417), tuned at stop 43.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a regular price labelled in its parent's own text, the price its child
        (
            "<div class=prices><p class=internet>Precio Internet <span>$15.990</span></p><p "
            "class=normal>Normal <span>$19.990</span></p></div>",
            "https://www.andes.example.cl/producto/polera",
            "es-CL",
            (15990, "CLP"),
        ),
        # a full price classed "full" beside a sale one
        (
            "<div class=pdp-price><span class=full>฿22,900</span><span class=sale>฿18,990</span>"
            "</div>",
            "https://www.chao.example.co.th/product/p10",
            "th",
            (1899000, "THB"),
        ),
        # (Tailwind's "w-full" crosses nothing out)
        (
            "<div class=price><span class='w-full text-2xl'>$18.99</span></div>",
            "https://www.tw.example.com/p/1",
            "en",
            (1899, "USD"),
        ),
        # a price in its element's own text before a crossed-out one in a child
        (
            "<div class=price>₾329.00 <s>₾399.00</s></div>",
            "https://www.sakhli.example.ge/product/ladder",
            "ka",
            (32900, "GEL"),
        ),
        # ... and before a member's price in a child
        (
            "<p class=tuote__hinta>89,90 € <span class=jasen>Jäsenhinta 79,90 €</span></p>",
            "https://m.kallio.example.fi/tuote/villahuopa",
            "fi",
            (8990, "EUR"),
        ),
        # an auction's buy-now price in its bid panel
        (
            "<div class=bid-panel><div class=current-bid><span>Current bid</span> <span>BD "
            "31.250</span></div><div class=buy-now><span class=label>Buy it now</span> <span "
            "class=amount>BD 45.750</span></div></div>",
            "https://www.mazad.example.bh/lot/48817",
            "en",
            (45750, "BHD"),
        ),
        # a price per foot on a line of its own beside the reel's
        (
            "<p class=ourprice>Price: <span>$189.00</span></p><p class=per>$1.89/ft</p>",
            "https://www.spool.example.com/wire-rope?length=100ft",
            "en",
            (18900, "USD"),
        ),
    ],
)
def test_visible_prices_round_as(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang), url) == want


def test_next_bid_is_no_buy_now_price() -> None:
    # an auction's next bid ("下一口價"), not its buy-now price ("一口價")
    box = (
        "<dl class=lot-bid><dt>現時出價</dt><dd><b>HK$38,000</b>（12 次出價）</dd><dt>下一口價</dt>"
        "<dd>HK$40,000</dd></dl>"
    )
    page = _shop(box, lang="zh-HK").replace(
        "<form action=/cart><button class=add-to-cart>Add to cart</button></form>", ""
    )
    assert _price(page, "https://www.auction.example.com.hk/zh-hk/lot/1288") is None


def test_search_heading_reads_no_price() -> None:
    # a search's page, its top pick priced by the heading
    page = _shop(
        "<section class=top-pick><a href=/p/1>Torque 20V Drill</a><p class=price>$129.00 "
        "<s>$159.00</s></p></section>",
        title="Results for “cordless drill”",
    )
    assert _price(page, "https://www.depot.example.com/s/cordless%20drill") is None


def _with_og(page: str, amount: str, currency: str) -> str:
    """The page with OpenGraph product price tags."""
    meta = (
        f"<meta property='product:price:amount' content='{amount}'><meta "
        f"property='product:price:currency' content='{currency}'>"
    )
    return page.replace("</head>", meta + "</head>", 1)


def test_stale_opengraph_loses_to_the_labelled_price() -> None:
    # OpenGraph alone gives another size's price the page prints nowhere
    box = (
        "<table><tr><th>정가</th><td><strike>189,000원</strike></td></tr><tr><th>판매가</th><td>"
        "<strong class=sale>149,000원</strong></td></tr></table><select name=opt><option>500GB "
        "(-40,000원)</option><option selected>1TB</option></select><p>제주카드 결제 시 "
        "139,000원</p>"
    )
    page = _with_og(_shop(box, lang="ko"), "129000", "KRW")
    assert _price(page, "https://www.digital.example.kr/goods/view?no=1&opt=1tb") == (
        149000,
        "KRW",
    )


@pytest.mark.parametrize(
    ("box", "ld", "url", "lang", "want"),
    [
        # prices kept for the trade, in French
        (
            "<div class=prices><div class=price><span class=login-to-see>Prix réservés aux "
            "professionnels – <a href=/fr/login>connectez-vous</a> pour voir votre prix net."
            "</span></div></div>",
            ("5890.00", "CHF"),
            "https://www.moto.example.ch/fr/tondeuse/TL-92.html",
            "fr-CH",
            None,
        ),
        # a price per running metre the only one printed, structured data giving it
        (
            "<p class=price><span>R389.00</span> <small>per running metre incl. VAT</small></p>",
            ("389.00", "ZAR"),
            "https://www.rubber.example.co.za/product/ribbed-mat/",
            "en-ZA",
            (38900, "ZAR"),
        ),
        # (a price per m² "from", the cheapest kind's: none)
        (
            "<p class=price>a partire da <span>12,90 €</span>/m²</p>",
            ("12.90", "EUR"),
            "https://www.casa.example.it/p/piastrelle",
            "it",
            None,
        ),
    ],
)
def test_structured_against_page_round_as(
    box: str, ld: tuple[str, str], url: str, lang: str, want: tuple[int, str] | None
) -> None:
    assert _price(_with_ld(_shop(box, lang=lang), *ld), url) == want


def test_map_page_with_no_live_price() -> None:
    # a list price crossed out by the title, the shop's own kept for the cart, and no live
    # price anywhere near: structured data's price is not shown to anyone
    box = (
        "<p class=list>List price <s>$999.00</s></p><p class=map>See price in cart <button>"
        "Why?</button></p><p>As low as $42/mo with Affirm</p>"
    )
    page = _with_ld(_shop(box), "799.00", "USD")
    assert _price(page, "https://www.gowanus.example.com/products/sm8") is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Slut i webblager", "out_of_stock"),
        ("Po porudžbini – isporuka 7-10 radnih dana", "backorder"),
        ("Eeltellimus – saabub aprillis", "preorder"),
        ("Ennakkotilattavissa – julkaisu 15.1.2027", "preorder"),
        ("Gamyba pagal užsakymą – 3–4 savaitės", "backorder"),
        ("Bouwtijd 10 werkdagen", "backorder"),
        ("Výroba na zakázku – expedice do 10 pracovních dnů", "backorder"),
        ("Wird nach Ihrer Bestellung montiert – Lieferzeit 5–7 Werktage", "backorder"),
        ("Chaque pièce est réalisée sur commande dans notre atelier", "backorder"),
        ("Stok ada", "in_stock"),
        ("נשארו 2 יחידות אחרונות", "limited"),
        ("স্টক নেই", "out_of_stock"),
        # (an order threshold, and a factory's lead time, say nothing of this stock)
        ("Livraison gratuite sur commande dès 49 €", None),
        ("Factory Lead Time: 16 Weeks", None),
    ],
)
def test_stock_words_round_as(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_backorder_line_after_a_checkout_note() -> None:
    # "at checkout" names no store: the backorder line is the product's
    box = (
        "<div class=price><span>$149.00 CAD</span></div><p class=tax>Taxes calculated at "
        "checkout.</p><p class=eco>Includes $0.50 environmental handling fee</p><p "
        "class=backorder>Backordered – ships in 3–4 weeks</p>"
    )
    got = extract(_shop(box, lang="en-CA"), "https://www.pack.example.ca/products/daypack")
    assert got.availability == "backorder"


def test_cafe24_own_product_code() -> None:
    box = (
        "<div class=infoArea><table><tr><th>판매가</th><td>69,000원</td></tr><tr><th>자체상품코드"
        "</th><td>SB-HG-BLK</td></tr></table></div>"
    )
    got = extract(_shop(box, lang="ko"), "https://www.bag.example.kr/product/detail.html?no=3")
    assert got.item is not None and got.item.sku == "SB-HG-BLK"
