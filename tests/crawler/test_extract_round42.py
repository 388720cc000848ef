"""Stop 42's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 41's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price


def _with_ld(page: str, price: str, currency: str) -> str:
    """The page with a JSON-LD Product offering ``price`` in ``currency``."""
    ld = json.dumps(
        {
            "@context": "https://schema.org",
            "@type": "Product",
            "name": "Item",
            "offers": {"@type": "Offer", "price": price, "priceCurrency": currency},
        }
    )
    return page.replace("</head>", f"<script type=application/ld+json>{ld}</script></head>", 1)


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # a price in the shop's app only, said in English
        (
            "<div class=p><span class=sp>₹2,499</span> <s>₹4,999</s></div><p class=app>App-only "
            "price ₹2,399 – download the app</p>",
            "https://www.kurta.example.in/p/chk-mst",
            "en-IN",
            (249900, "INR"),
        ),
        # (a product only the app sells keeps its price)
        (
            "<div class=badges><span class=badge>App exclusive colourway</span></div><div "
            "class=price><span class=money>$120.00</span></div>",
            "https://www.runner.example.com/p/rn2",
            "en",
            (12000, "USD"),
        ),
        # timber's price per running metre beside the board's
        (
            "<div class=p><span class=now>kr 412,80</span></div><div class=u>kr 86,00 per "
            "løpemeter · inkl. mva</div>",
            "https://www.trelast.example.no/p/48x198?lengde=4800",
            "nb",
            (41280, "NOK"),
        ),
        # a lev price beside a euro in an element named for the euro
        (
            "<ul><li><h2 class=price-new>1 099,00 лв.</h2><span class=price-eur>561,91 €</span>"
            "</li></ul>",
            "https://www.tehno.example.bg/p/wm-8140",
            "bg",
            (109900, "BGN"),
        ),
        # (both named for their currencies, the euro first: the euro)
        (
            "<div class=product-price><div class=p-eur>1 022,58 €</div><div class=p-bgn>"
            "2 000,00 лв.</div></div>",
            "https://www.tehno.example.bg/p/kgn39",
            "bg",
            (102258, "EUR"),
        ),
        # a rebate paid back after buying, in Chinese
        (
            "<div class=p><span class=price>HK$12,980</span></div><div class=cb>Fujifilm 官方回贈 "
            "HK$800（登記後發放）</div>",
            "https://www.cam.example.hk/p/xt5",
            "zh-HK",
            (1298000, "HKD"),
        ),
        # the option a shopper picked and its price, after a dash
        (
            "<div class=cfg>Selected: 100 ml — <span class=price>KWD 52.750</span></div>"
            "<div class=unit>KWD 0.528 / ml</div>",
            "https://www.oud.example.com.kw/en/oud.html?size=100ml",
            "en",
            (52750, "KWD"),
        ),
        # a pallet's deposit beside the pallet's price
        (
            "<div class=price-box><span class=price>4.475,00 kr.</span></div><div class=dep>"
            "Pallepant: 150,00 kr. pr. palle (refunderes ved returnering)</div>",
            "https://www.tegl.example.dk/mursten-palle-500",
            "da",
            (447500, "DKK"),
        ),
        # a saving in Rioplatense Spanish beside the price
        (
            "<div class=p><span class=best>Gs. 3.290.000</span> <s>Gs. 3.590.000</s> <span "
            "class=save>Ahorrás Gs. 300.000</span></div>",
            "https://www.celu.example.com.py/a55/p",
            "es-PY",
            (3290000, "PYG"),
        ),
        # a BEM modifier that crosses the former price out
        (
            "<div class=box-price><p class=product__price--show>30.490.000₫</p><p "
            "class=product__price--through>33.990.000₫</p></div>",
            "https://www.dd.example.vn/s24-ultra?dung-luong=512gb",
            "vi",
            (30490000, "VND"),
        ),
        # a piece's price labelled with an abbreviation ("pr.") and a length in brackets
        (
            "<div class=u><span>39,90</span><span> kr/lm</span></div><div class=st>Pris pr. stk "
            "(4,8 m): <strong>191,52</strong> kr</div>",
            "https://www.bygg.example.no/terrassebord/p/1203344",
            "nb",
            (19152, "NOK"),
        ),
        # Taiwan's dollar written 元 after the number, in the text or after its element
        (
            "<table class=prdPrice><tr><th>市售價</th><td><del>$12,900</del></td></tr><tr><th>"
            "促銷價</th><td><span class=special><b>8,990</b></span>元</td></tr></table>",
            "https://www.hao.example.com.tw/goods/GoodsDetail.jsp?i_code=10293847",
            "zh-TW",
            (899000, "TWD"),
        ),
        (
            "<p class=sale>售價 8,990元</p>",
            "https://www.hao.example.com.tw/goods/1",
            "zh-TW",
            (899000, "TWD"),
        ),
        # another format's price named after the word "price" ("電子書價格：")
        (
            "<ul><li>定價：450 元</li><li>優惠價：<b>79</b>折<b>356</b>元</li><li>電子書價格："
            "<a href=/products/E0501>$280</a></li></ul>",
            "https://www.books.example.com.tw/products/0010981234",
            "zh-TW",
            (35600, "TWD"),
        ),
    ],
)
def test_round_ap_amounts(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title="Item 1"), url) == want


@pytest.mark.parametrize(
    ("box", "url", "title"),
    [
        # a discontinued tool and its successor's price
        (
            "<p class=disc>この商品はメーカー生産終了となりました。</p><p>後継品：<a href=/g/270B/>"
            "両刃鋸 270mm NEO</a> ¥12,980（税込）</p>",
            "https://www.daiku.example.jp/shop/g/gDK-KN-270/",
            "両刃鋸 270mm 替刃式",
        ),
        # a minimum-advertised-price page: the list price crossed out by the title, the price
        # kept for the cart; a sponsored card's price is all the page prints
        (
            "<div class=pb><span>Compare at <s>$159.95</s></span><p><b>See price in cart</b>"
            "</p></div><section><ul><li><a href=/p/9>Gaiter Pro</a><div><span>$24.95</span>"
            "</div></li></ul></section>",
            "https://www.trail.example.com/p/ridgeline-5",
            "Ridgeline 5 Trail Running Shoe",
        ),
        # a "from" price whose word sits on its wrapper, the range's upper end beside
        (
            "<div class=price-box><span class=normal-price><span class=price-container><span "
            "class=price-label>由</span> <span class=price-wrapper><span class=price>HK$12,980"
            "</span></span></span></span><span class=sep>–</span><span class=price-wrapper>"
            "<span class=price>HK$16,480</span></span></div>",
            "https://www.cam.example.hk/fujifilm-x-t5.html",
            "Fujifilm X-T5",
        ),
        # a B2B shop's minimum order, its only amount by the title
        (
            "<p class=login>Kainos rodomos tik prisijungusiems klientams.</p><p class=moq>"
            "Minimalus užsakymas 300 € be PVM.</p>",
            "https://www.b2b.example.lt/prekes/monitoriai/p2723de",
            "Dell P2723DE monitorius",
        ),
        # a cutting service's price per cut, for trade customers
        (
            "<dl><dt>Length</dt><dd>6.0 m</dd><dt>Cutting service</dt><dd>$18.50 per cut "
            "(trade)</dd></dl><p>Trade account required to see prices.</p>",
            "https://www.steel.example.com.au/products/150ub14-6m",
            "150UB14.0 Universal Beam – 6.0 m",
        ),
        # a seller's rating quoting a price
        (
            "<div class=bid>Aktualna cena: 412,00 zł · 14 ofert</div><p class=rating>„Kupiłem "
            "od niego wzmacniacz za 350 zł, wszystko zgodnie z opisem” – opinia o sprzedającym"
            "</p>",
            "https://www.licytuj.example.pl/oferta/gramofon-15328870412",
            "Gramofon Unitra Fonica G-600B",
        ),
        # a used car's down payment and monthly payment
        (
            "<div class=fin>首付 2.60万 · 月供 2,180元</div>",
            "https://www.xianyu.example.cn/item/8812",
            "2020款 轩逸 1.6L 自动 舒享版",
        ),
    ],
)
def test_no_price_to_read(box: str, url: str, title: str) -> None:
    assert _price(_shop(box, title=title), url) is None


def test_a_tier_per_metre_is_no_price_of_a_product_sold_per_metre() -> None:
    # the name sells it per metre; "Vanaf 50 meter:" makes the metre's price a tier's
    box = (
        "<div class=price><span class=price-item--regular>€1,29 – €89,95</span></div><button "
        "disabled>Kies eerst een lengte</button><p class=note>Vanaf 50 meter: € 1,09 per meter."
        "</p>"
    )
    url = "https://www.kabel.example.nl/products/vmvl-3x2-5"
    assert (
        _price(_shop(box, lang="nl", title="VMvL kabel 3×2,5 mm² – per meter of haspel"), url)
        is None
    )


def test_structured_price_per_metre_beside_the_boards() -> None:
    # Shopware's "reference price" is the price per running metre; JSON-LD gives that one
    box = (
        "<p class=product-detail-price>18,96&nbsp;€<span>/kpl</span></p><p "
        "class=product-detail-reference-price>(3,95&nbsp;€ / jm)</p><p>Laudan hinta lasketaan "
        "juoksumetrihinnasta: 4,8 m × 3,95 €.</p>"
    )
    page = _with_ld(_shop(box, lang="fi", title="Terassilauta 28x120"), "3.95", "EUR")
    assert _price(page, "https://www.kivi.example.fi/terassilauta/KT-2812?pituus=4800") == (
        1896,
        "EUR",
    )


def test_structured_price_a_subscribers_beside_the_price() -> None:
    # JSON-LD left on an ended promotion's price, which a subscription line repeats
    box = (
        "<div class=p><span class=price>549 Kč</span> <span>454 Kč bez DPH</span></div><div "
        "class=sub>Předplatné: každý měsíc za 499 Kč</div><p>Promo akce za 499 Kč skončila.</p>"
    )
    page = _with_ld(_shop(box, lang="cs", title="Etiopie Yirgacheffe 1 kg"), "499", "CZK")
    assert _price(page, "https://www.kava.example.cz/kava/etiopie-1kg") == (54900, "CZK")


def test_panamas_balboa_sign_beside_structured_dollars() -> None:
    box = "<div class=price><span class=now>B/. 149.99</span></div>"
    url = "https://www.ferre.example.com.pa/taladro-20v.html"
    page = _shop(box, lang="es-PA", title="Taladro percutor 20V")
    assert _price(_with_ld(page, "149.99", "USD"), url) == (14999, "USD")
    # (and with structured data in balboas, or none: the balboa)
    assert _price(_with_ld(page, "149.99", "PAB"), url) == (14999, "PAB")
    assert _price(page, url) == (14999, "PAB")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Nicht an Lager — Lieferzeit 5–7 Arbeitstage (beim Lieferanten bestellt)", "backorder"),
        ("Nicht an Lager", "out_of_stock"),
        ("Disponible sous 5 à 7 jours ouvrables (commande fournisseur)", "backorder"),
        ("يتم التجميع حسب الطلب", "backorder"),
        ("Diese Farbe ist derzeit ausverkauft. Nachlieferung nicht geplant", "out_of_stock"),
        ("この商品はメーカー生産終了となりました。", "out_of_stock"),
    ],
)
def test_round_ap_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


def _stock(page: str, url: str) -> str | None:
    return extract(page, url).availability


def test_the_line_naming_the_chosen_size_says_its_stock() -> None:
    # the size table's other rows say "在庫あり" and "売り切れ"; the chosen one is scarce
    box = (
        "<p class=price>27,800円</p><table class=inv><tr><td><input type=radio name=s>シングル"
        "</td><td>19,800円</td><td>在庫あり</td></tr><tr><td><input type=radio name=s checked>"
        "ダブル</td><td>27,800円</td><td>残り2点</td></tr><tr><td><input type=radio name=s "
        "disabled>クイーン</td><td>31,800円</td><td>売り切れ</td></tr></table><p>選択中：ダブル "
        "<font color=red>在庫残りわずか（残り2点）</font></p>"
    )
    url = "https://www.futon.example.jp/item/fw-dx-1200?variant=double"
    assert _stock(_shop(box, lang="ja", title="羽毛布団 ダブル"), url) == "limited"


def test_a_stock_list_reads_the_shops_own_line_before_the_stores() -> None:
    box = (
        "<p class=price>CHF 53.06</p><ul class=pdp-avail><li>Online: an Lager, Lieferung in 2–3 "
        "Arbeitstagen</li><li>Filiale Chur: 46 Pakete</li><li>Filiale Visp: <span>Nicht an "
        "Lager</span></li></ul>"
    )
    url = "https://www.brico.example.ch/p/8832.114"
    assert _stock(_shop(box, lang="de-CH", title="Laminat Eiche"), url) == "in_stock"


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # the unit alone as a price's label, beside the pack's price
        (
            "<div class=p><p>Per m² <span>£29.95</span></p><p class=pack><span>£43.13</span> "
            "per pack (1.44 m²)</p></div>",
            "https://www.tiles.example.co.uk/calacatta-600x600.html",
            "en-GB",
            (4313, "GBP"),
        ),
        # the usual price, so named in French
        (
            "<div class=p><p class=now>Rs 7,490 TTC (TVA 15 % incluse)</p><p>Prix habituel : Rs "
            "8,290</p></div>",
            "https://www.electro.example.mu/produit/mw25",
            "fr-MU",
            (749000, "MUR"),
        ),
        # a member's price whose label ends in the letter the won is written with
        (
            "<div class=p><span class=sale>89,000 원</span></div><div class=wow><span "
            "class=badge>와우회원</span> 84,550원</div>",
            "https://www.hanmaru.example.co.kr/vp/products/2209338841",
            "ko",
            (89000, "KRW"),
        ),
        # a price per 100 g in Latin America's "x"
        (
            "<div class=p><span class=price>$ 38.900</span> <span class=ref>($ 7.780 x 100 g)"
            "</span></div>",
            "https://www.cafe.example.com.co/tienda/pitalito-500g",
            "es-CO",
            (3890000, "COP"),
        ),
    ],
)
def test_round_aq_amounts(box: str, url: str, lang: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title="Item 1"), url) == want


@pytest.mark.parametrize(
    ("box", "url", "title"),
    [
        # a Finnish auction: the highest bid and the bid form's minimum
        (
            "<div class=bids><p>Korkein tarjous <b>145 €</b></p><form><label>Oma tarjous (väh. "
            "150 €)</label><input name=bid><button>Tee tarjous</button></form></div>",
            "https://www.huutomaa.example.fi/kohde/18823741/artek-66",
            "Artek tuoli 66, koivu",
        ),
        # a configurator's service price
        (
            "<div class=cfg><p>Fra <span>24.999 kr.</span></p><p>Vælg stel, gear og hjul</p>"
            "</div><div class=svc>Bikefitting i butik 1.495 kr.</div>",
            "https://www.cykel.example.dk/konfigurator/aero-7",
            "Byg din Aero 7",
        ),
        # an auction house's estimate, its lower end a bare number
        (
            "<div class=lot><p>Arvio: 250–350 €</p><p>Korkein tarjous 212,00 €</p></div>",
            "https://www.vasara.example.fi/kohde/4410982/ashen-crown",
            "Ashen Crown Collector’s Edition",
        ),
    ],
)
def test_round_aq_no_price(box: str, url: str, title: str) -> None:
    assert _price(_shop(box, title=title), url) is None
