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

# Round AR (blind408-411), mended at stop 43; rounds AS and AU add their cases of the same
# kinds to these lists.


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
        # (round AS, blind412-417)
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
        # (round AU, blind424-427)
        # a multi-buy "3 бр. за"
        (
            "<div class=pr-price><b>€9.90</b> <span class=bgn>(19,36 лв.)</span></div><p>€11.00 / "
            "кг</p><p>3 бр. за €27.00</p>",
            "https://www.rodopi.example.bg/med-900g",
            "bg",
            (990, "EUR"),
        ),
        # a price per kg in Bengali beside the ton's
        (
            "<p class=price>৳98,500 / টন</p><p class=unit>৳98.50/কেজি · ভ্যাট সহ</p>",
            "https://www.ghorbari.example.com.bd/product/rod-60",
            "bn",
            (9850000, "BDT"),
        ),
        # a voucher given with the product, in Vietnamese
        (
            "<div class=price><span class=now>7.490.000₫</span> <del>9.990.000₫</del></div><p "
            "class=gift>Tặng phiếu mua hàng 200.000₫</p>",
            "https://www.nhaxanh.example.vn/may-loc-p8812.html",
            "vi",
            (7490000, "VND"),
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
    page = _shop(box, lang=lang, buyable=False)
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
        # (round AS, blind412-417)
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
        # (round AS, blind412-417)
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
def test_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


# Round AS (blind412-417), tuned at stop 43: its other rules.


def test_next_bid_is_no_buy_now_price() -> None:
    # an auction's next bid ("下一口價"), not its buy-now price ("一口價")
    box = (
        "<dl class=lot-bid><dt>現時出價</dt><dd><b>HK$38,000</b>（12 次出價）</dd><dt>下一口價</dt>"
        "<dd>HK$40,000</dd></dl>"
    )
    page = _shop(box, lang="zh-HK", buyable=False)
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


def test_map_page_with_no_live_price() -> None:
    # a list price crossed out by the title, the shop's own kept for the cart, and no live
    # price anywhere near: structured data's price is not shown to anyone
    box = (
        "<p class=list>List price <s>$999.00</s></p><p class=map>See price in cart <button>"
        "Why?</button></p><p>As low as $42/mo with Affirm</p>"
    )
    page = _with_ld(_shop(box), "799.00", "USD")
    assert _price(page, "https://www.gowanus.example.com/products/sm8") is None


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


# Round AT (blind418-423), tuned at stop 43.


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # the successor's price in a line after a link naming it
        (
            "<p class=eol>Dieses Modell ist ausverkauft.</p><p>Das Nachfolgemodell <a "
            "href=/p/tg4>Tempo Glide 4</a> gibt es jetzt für <span class=price>149,95 €</span>."
            "</p>",
            "https://www.lauf.example.de/p/tempo-glide-3",
            "de",
            None,
        ),
        # another edition's page, linked with its price
        (
            "<p class=ref>通常版 KB75 はこちら（¥19,800 税込）</p><p class=soldout>完売しました"
            "</p>",
            "https://www.akiba.example.jp/shop/g/gKB75-SAKURA/",
            "ja",
            None,
        ),
        # a pack's price after its size and a dash, the m² price a unit
        (
            "<div class=pc__price><span>4 290 ₸</span><span>за м²</span></div><div "
            "class=pc__pack>Упаковка 2,131 м² — <strong>9 142 ₸</strong> за упаковку</div>",
            "https://www.pol.example.kz/catalog/laminat/dub",
            "ru",
            (914200, "KZT"),
        ),
        # (an accessory's line, a name and a dash before its price, stays another product's)
        (
            "<div class=price><span>649,00 €</span></div><div class=acc><h4>Accesorios</h4><ul><li>"
            "Descalcificador 12 L – <span class=amount>189,00 €</span></li></ul></div>",
            "https://www.cafe.example.es/p/pro2",
            "es",
            (64900, "EUR"),
        ),
        # an Armenian price per kg beside the bag's
        (
            "<div class=price><span class=now>4 200 ֏</span> <s>4 600 ֏</s></div><p class=unit>"
            "140 ֏ / կգ</p>",
            "https://www.shin.example.am/hy/product/plaster-30kg",
            "hy",
            (420000, "AMD"),
        ),
        # a transport row's fee in an old table layout
        (
            "<table><tr><td>Price per sheet:</td><td><b>Rs. 4,875.00</b></td></tr><tr><td>"
            "Transport:</td><td>Lorry hire quoted separately. Colombo district Rs. 6,500.00</td>"
            "</tr></table>",
            "https://www.roof.example.lk/item.php?id=3381",
            "en-LK",
            (487500, "LKR"),
        ),
        # a number in a span and the yen sign after it, the price net of tax beside
        (
            "<p class=price><span class=num>2,980</span>円<span class=tax>（税込）</span> <span "
            "class=notax>本体価格 2,709円</span></p>",
            "https://www.toryo.example.jp/item/paint.html",
            "ja",
            (2980, "JPY"),
        ),
        # a Finnish lowest-in-30-days line whose first word a long label cuts off
        (
            "<div class=p><span class=now>89,90 €</span> <s>Ovh. 129,90 €</s></div><p class=omni>"
            "Alin hinta 30 päivän aikana ennen alennusta: 109,90 €</p>",
            "https://www.kuura.example.fi/kengat/tuisku?size=42",
            "fi",
            (8990, "EUR"),
        ),
        # a garment's alterations service
        (
            "<p><b>UGX 185,000</b></p><p>Tailoring adjustments: UGX 20,000</p>",
            "https://www.kitenge.example.co.ug/shop.php?item=442&size=M",
            "en-UG",
            (185000, "UGX"),
        ),
        # other sizes' price, named as a run of them
        (
            "<div class=pRiCe><span class=now>£38.00</span><span class=note>Sizes 30A–32D £34.00"
            "</span></div>",
            "https://www.lace.example.co.uk/bras/iris?size=34C",
            "en-GB",
            (3800, "GBP"),
        ),
        # a Hungarian loyalty card's price, the card named after it
        (
            "<table><tr><td>Bruttó ár:</td><td><span class=ar>18&nbsp;990&nbsp;Ft</span></td></tr>"
            "<tr><td>Törzsvásárlói ár:</td><td><span class=klub>17&nbsp;490&nbsp;Ft</span> <small>"
            "(klubkártyával)</small></td></tr></table>",
            "https://www.viz.example.hu/termek/vk-1702",
            "hu",
            (1899000, "HUF"),
        ),
        # a reference conversion, said so after it
        (
            "<div class=pb><span class=ref>US$58.43</span><span class=note>参考価格 / Reference "
            "only</span><div class=main>¥8,800<span>（税込）</span></div></div>",
            "https://www.indigo.example.jp/products/ky-2201?cur=USD",
            "ja",
            (8800, "JPY"),
        ),
        # ... in its own words ("referencial")
        (
            "<p class=p>Gs. 3.150.000</p><p class=usd>US$ 420,00 (referencial, cotización del día)"
            "</p>",
            "https://www.tech.example.com.py/celulares/a56",
            "es-PY",
            (3150000, "PYG"),
        ),
        # another country's price
        (
            "<p class=price>A$189.00</p><p class=us>US price $119.00</p>",
            "https://www.trail.example.com/products/tent?country=AU",
            "en-AU",
            (18900, "AUD"),
        ),
        # the toman restated as "equivalent to" under the rial price
        (
            "<div class=price><span>۱۳۸٬۵۰۰٬۰۰۰ ریال</span></div><p class=toman>معادل ۱۳٬۸۵۰٬۰۰۰ "
            "تومان</p>",
            "https://www.kala.example.ir/product/dkp-77120",
            "fa",
            (13850000000, "IRR"),
        ),
        # a Turkish discount taken off in the basket
        (
            "<div><s>5.999,90 TL</s><span class=big>4.299,90 TL</span></div><div class=promo>"
            "Sepette %10 indirim: <b>3.869,91 TL</b></div>",
            "https://www.bosfor.example.com.tr/ceket-p-55012?beden=L",
            "tr",
            (429990, "TRY"),
        ),
        # a marketplace's list price as "List:"
        (
            "<div class=pb><span class=now>$59.99</span><span class=list>List: <span>$74.99"
            "</span></span></div>",
            "https://www.bazaar.example.com/dp/BZ7K2M9Q1X",
            "en",
            (5999, "USD"),
        ),
        # a price only in an empty slot's label, the euro a word
        (
            "<div class=price aria-label='Precio: 34,95 euros'><span class=price__value "
            "data-content='34,95 €'></span></div>",
            "https://www.olivar.example.es/aceite-5l",
            "es",
            (3495, "EUR"),
        ),
    ],
)
def test_visible_prices_round_at(
    box: str, url: str, lang: str, want: tuple[int, str] | None
) -> None:
    page = _shop(box, lang=lang, buyable=want is not None)
    assert _price(page, url) == want


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # a slot that asks for a quote on its first line, last year's price in a note
        (
            "<div class=price-request><b>Үнэ:</b> Үнийн санал авах<br><small>2025 оны үнэ 2 450 "
            "000₮/тн байсан.</small></div>",
            "https://www.barilga.example.mn/product/armatur",
            "mn",
        ),
        # a Malay auction's starting price beside its bids
        (
            "<div class=bid>Bidaan semasa: <b>RM 145.00</b> (11 bidaan)</div><div class=start>"
            "Harga permulaan: RM 50.00</div><form><button>Bida</button></form>",
            "https://www.lelong.example.my/lelong/gergaji-LP7781",
            "ms",
        ),
        # a bid's amount on the bid button
        (
            "<dl><dt>Aktuelt bud</dt><dd class=bid>4.200 kr.</dd></dl><button>Byd 4.400 kr."
            "</button>",
            "https://www.auktion.example.dk/lot/4471",
            "da",
        ),
        # a product sold no more, its last price
        (
            "<p class=eol>Produkt wycofany ze sprzedaży.</p><p class=last>Ostatnia cena: 3 999,00 "
            "zł</p>",
            "https://www.foto.example.pl/aparat-fx20.html",
            "pl",
        ),
        # an item in a "Sponsored" rail the nearest priced thing to a page of bids
        (
            "<div class=BidBox><div>Current bid</div><div>$410.00</div></div><section><h2>"
            "Sponsored</h2><ul><li><a href=/p/batt>Drone battery</a><div><s>$179.00</s> <span>"
            "$149.00</span></div></li></ul></section>",
            "https://www.kiwibid.example.co.nz/listing/4471923017",
            "en-NZ",
        ),
        # (round AU, blind424-427)
        # an auction's parcel-locker fee, the only price after its bid form
        (
            "<div class=bid><input placeholder='Sinu pakkumine'><button>Paku</button></div><p "
            "class=fee>Ostjatasu 5% lisandub. Pakiautomaati 3,99 €</p>",
            "https://www.oksjon.example.ee/ese/d750",
            "et",
        ),
        # a Georgian delivery fee without a colon
        (
            "<p class=note>ხელნაკეთი ნაწარმი</p><p class=ship>მიწოდება თბილისში 7 ₾</p>",
            "https://www.tkavi.example.ge/product/belt",
            "ka",
        ),
        # a wholesale page that asks traders to log in, its shipping fee beside
        (
            "<div class=b2b-login-price><span>سجّل الدخول كتاجر لعرض أسعار الجملة</span></div>"
            "<p>الحد الأدنى للطلب 10 كراتين · شحن للمحافظات 150 ج.م</p>",
            "https://www.nile.example.com.eg/ar/p/pyjama",
            "ar",
        ),
    ],
)
def test_no_price_round_at(box: str, url: str, lang: str) -> None:
    page = _shop(box, lang=lang, buyable=False)
    assert _price(page, url) is None


def test_result_count_by_the_heading() -> None:
    # a category's heading and its count of results: the cards' prices are no price
    cards = "".join(
        f"<li class=product><h2>Lantern {n}</h2><span class=price>KSh {n},450</span></li>"
        for n in range(1, 6)
    )
    page = _shop(
        f"<p class=woocommerce-result-count>Showing all 5 results</p><ul class=products>{cards}"
        "</ul>",
        title="Solar Lanterns",
    )
    assert _price(page, "https://www.sola.example.co.ke/product-category/lanterns/") is None


def test_stock_row_labelled_in_hungarian() -> None:
    box = (
        "<table><tr><td>Bruttó ár:</td><td>18 990 Ft</td></tr><tr><td>Készlet:</td><td><font>"
        "Rendelésre – beszerzési idő 2-3 hét</font></td></tr></table>"
    )
    got = extract(_shop(box, lang="hu"), "https://www.viz.example.hu/termek/vk-1702")
    assert got.availability == "backorder"
