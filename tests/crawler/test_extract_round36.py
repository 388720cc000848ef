"""Stop 36's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 35's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text


def _price(page: bytes | str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


def _old_bookshop(trail: str, extra: str = "") -> str:
    """A 2000s table layout: the name in a breadcrumb trail first, then in a small heading;
    OpenGraph gives the price before tax."""
    return (
        "<html lang=ja><head><title>潮騒の図書館 / 川村 葵【著】 - 書肆ウェブストア</title>"
        "<meta property='og:type' content='product'>"
        "<meta property='product:price:amount' content='1800'>"
        "<meta property='product:price:currency' content='JPY'></head><body>"
        f"{trail}<table><tr><td class=side><ul><li><a href=/r/1>ランキング</a></li></ul></td>"
        "<td class=center><div class=infobox><h3 class=ttl>潮騒の図書館</h3>"
        "<p class=author><a href=/a/kawamura>川村 葵</a>【著】</p>"
        "<p class=sale_price>価格 <span class=price>&yen;1,980</span>（本体&yen;1,800）</p>"
        f"{extra}<p class=stock>ウェブストアに在庫がございます。</p>"
        "<form action=/cart><input type=submit value='カートに入れる'></form></div>"
        "</td></tr></table><table class=relgoods><tr>"
        + "".join(
            f"<td class=goodsbox><a href=/g/{n}><img src=/i/{n}.jpg alt='本 {n}'></a><br>"
            f"<a href=/g/{n} class=goodsname>本 {n}</a><br><span class=goodsprice>&yen;{p}"
            "</span></td>"
            for n, p in enumerate(["1,540", "2,200", "990", "3,300", "1,760", "2,860"] * 2)
        )
        + "</tr></table></body></html>"
    )


_TRAILS = [
    # a trail of links however it is named, its last step the name
    "<p class=location><a href=/>ホーム</a> &gt; <a href=/c/1>和書</a> &gt; <a href=/c/2>文芸"
    "</a> &gt; <strong>潮騒の図書館</strong></p>",
    "<div id=topicpath><a href=/>TOP</a> › <a href=/c/1>本</a> › <span>潮騒の図書館</span></div>",
    # no trail at all
    "",
]


@pytest.mark.parametrize("trail", _TRAILS)
def test_an_old_bookshop_price_with_its_price_before_tax(trail: str) -> None:
    # the gross price is the price; "（本体¥1,800）" and OpenGraph's 1800 are before tax
    page = _old_bookshop(trail)
    assert _price(page, "https://www.shosi.example.jp/g/9784000000001") == (1980, "JPY")
    assert extract(page, "https://www.shosi.example.jp/g/9784000000001").availability == (
        "in_stock"
    )


@pytest.mark.parametrize(
    "ebook",
    [
        "<p class=ebook>電子書籍版 <a href=/kinoden/EK-1>潮騒の図書館</a> "
        "<span class=price_ebook>&yen;1,584</span></p>",
        "<p class=other>Kindle版 <a href=/dp/B0X1>潮騒の図書館</a> <span>&yen;1,584</span></p>",
    ],
)
def test_another_formats_price_after_a_link_to_its_page(ebook: str) -> None:
    page = _old_bookshop(_TRAILS[0], ebook)
    assert _price(page, "https://www.shosi.example.jp/g/9784000000001") == (1980, "JPY")


def test_a_camera_body_alone_is_no_price_before_tax() -> None:
    # "本体のみ" (the body alone) prices a variant of the product, tax included
    page = (
        "<html><head><title>ミラーレス一眼 Z-70</title></head><body><main><h1>ミラーレス一眼 "
        "Z-70</h1><div class=price><span>本体のみ</span> <span class=num>¥128,700</span>"
        "</div><button class=cart>カートに入れる</button></main></body></html>"
    )
    assert _price(page, "https://cam.example.jp/p/z70") == (128700, "JPY")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("ウェブストアに在庫がございます。", "in_stock"),
        ("在庫があります", "in_stock"),
        ("申し訳ございません。在庫がございません", "out_of_stock"),
        ("在庫はありません", "out_of_stock"),
    ],
)
def test_japanese_polite_stock_lines(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    "heading",
    [
        "看過此商品的人也看了",
        "買了此商品的人也買了",
        "この商品をチェックした人はこんな商品もチェックしています",
    ],
)
def test_people_who_viewed_this_also_viewed_in_chinese_and_japanese(heading: str) -> None:
    cards = "".join(
        f"<td class=goodsbox><a href=/g/{n}><img src=/i/{n}.jpg alt='書 {n}'></a><br>"
        f"<a href=/g/{n} class=goodsname>書 {n}</a><br><span class=goodsprice>{p}元</span></td>"
        for n, p in enumerate([670, 529, 490, 539, 229, 219])
    )
    page = (
        "<html><head><title>港口的燈塔</title></head><body><div class=wrap><div class=mod>"
        "<div class=cover><img src=/c.jpg alt=港口的燈塔></div><div class=info>"
        "<h1>港口的燈塔</h1><table class=price01><tr><td>定價：</td><td><em>480</em>元</td></tr>"
        "<tr><td>優惠價：</td><td><strong><b>79</b></strong>折<strong class=price01><b>379</b>元"
        "</strong></td></tr></table><a class=btn href=/cart?item=1>放入購物車</a></div></div>"
        f"<table class=relgoods><tr><td colspan=6 class=reltitle><b>{heading}</b></td></tr>"
        f"<tr>{cards}</tr></table></div></body></html>"
    )
    assert _price(page, "https://www.shuwu.example.tw/products/0010998765") == (37900, "TWD")


def _console_store(member: str) -> str:
    return (
        "<html><head><title>Starfall Tactics</title></head><body><main><div class=pdp>"
        "<h1 class=title>Starfall Tactics</h1><div class=offer0><span class=disc>Ahorra 20%"
        "</span> <span class=final>$1,279.20</span> <s>$1,599.00</s></div>"
        f"<div class=offer1>{member}</div><button class=buy>Agregar al carrito</button>"
        "</div></main></body></html>"
    )


@pytest.mark.parametrize(
    ("member", "want"),
    [
        # a subscription's price, its name after it
        (
            "<span class=final>$1,119.30</span><span class=desc>Ahorra 30% con PlayStation Plus"
            "</span>",
            (127920, "MXN"),
        ),
        ("<span class=final>$1,119.30</span> <span>with Game Pass</span>", (127920, "MXN")),
    ],
)
def test_a_subscriptions_price_named_after_it(member: str, want: tuple[int, str]) -> None:
    assert _price(_console_store(member), "https://store.example.com.mx/es-mx/p/1") == want


def test_a_subscriptions_name_before_another_price_labels_that_price() -> None:
    # "Save 10% with Prime: $17.99" names the price after it, not the one before
    page = (
        "<html lang=en-US><head><title>Desk lamp Arco</title></head><body><main>"
        "<h1>Desk lamp Arco</h1>"
        "<div class=box><span class=price>$19.99</span> <span class=note>Save 10% with Prime: "
        "$17.99</span></div><button class=buy>Add to cart</button></main></body></html>"
    )
    assert _price(page, "https://lamps.example.com/p/arco") == (1999, "USD")


def _marketplace(picker: str, sellers: str) -> str:
    return (
        "<html lang=tr><head><title>Oud Royale EDP 100 ml</title></head><body><main>"
        "<div class=product><h1 class=pr-new-br><a href=/marka>Parfüm Evi</a><span> Oud Royale "
        "EDP 100 ml</span></h1><div class=pr-bx><span class=prc-org>1.599 TL</span><span "
        f"class=prc-dsc>1.249,90 TL</span></div>{picker}<button class=add-to-basket>Sepete Ekle"
        f"</button>{sellers}</div></main></body></html>"
    )


_PICKER = (
    "<div class=variants><a class=slc-img href='?v=50ml'><span>50 ml</span><span class=var-prc>"
    "899,90 TL</span></a><a class='slc-img selected' aria-current=true><span>100 ml</span>"
    "<span class=var-prc>1.249,90 TL</span></a></div>"
)


@pytest.mark.parametrize(
    "label",
    ["Diğer Satıcılar (3)", "Other sellers", "Andere Verkäufer", "Другие продавцы"],
)
def test_other_sellers_offers_under_a_styled_label(label: str) -> None:
    sellers = (
        f"<div class=other-merchants><div class=omc-ttl>{label}</div>"
        + "".join(
            f"<div class=pr-mc-w><a href=/magaza/{n}>Satıcı {n}</a><div class=pr-om-prc><span "
            f"class=prc-dsc>{p} TL</span></div><div class=pr-om-bt>Ürüne Git</div></div>"
            for n, p in enumerate(["1.199", "1.289"])
        )
        + "</div>"
    )
    page = _marketplace(_PICKER, sellers)
    assert _price(page, "https://www.pazar.example.com.tr/oud-royale-p-784412093") == (
        124990,
        "TRY",
    )


@pytest.mark.parametrize(
    "line",
    [
        # a line's label with its offer after it: not a block's label (the price box holding
        # it is the product's)
        "<div class=more><span>Autres vendeurs :</span> <a href=#>3 offres dès 139€90</a></div>",
        "<div class=more>Autres vendeurs : 12 offres dès 139,90 €</div>",
    ],
)
def test_a_line_naming_other_sellers_in_the_price_box(line: str) -> None:
    page = (
        "<html lang=fr><head><title>Paddle gonflable Vague 320</title></head><body><main>"
        "<h1>Paddle gonflable Vague 320</h1><div class=priceBloc><p class='price main'>149€"
        f"<sup>99</sup></p><div class=sold>Vendu par <a href=#>TechMarket</a></div>{line}"
        "</div><button class=buy>Ajouter au panier</button></main></body></html>"
    )
    assert _price(page, "https://www.marche.example.fr/p/vague-320") == (14999, "EUR")


@pytest.mark.parametrize(
    "heading",
    [
        "Рекомендуем также",
        "Похожие товары",
        "С этим товаром покупают",
        "Недавно просмотренные",
        "Спонсорские товары",
        "Схожі товари",
        "Вас також може зацікавити",
        "Podobné produkty",
        "Naposledy prohlížené",
        "Polecane produkty",
        "Produse similare",
        "Hasonló termékek",
        "Slični proizvodi",
        "Подобни продукти",
        "Παρόμοια προϊόντα",
        "מוצרים דומים",
        "Panašios prekės",
        "Doporučujeme",
        "Sponsored products",
        "Gesponserte Produkte",
        "看過此商品的人也看了",
        "この商品をチェックした人はこんな商品もチェックしています",
        "同シリーズ商品",
    ],
)
def test_related_rails_in_more_languages(heading: str) -> None:
    from crawler.extract.cues import _RELATED_HEADING

    assert _RELATED_HEADING.search(heading)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Diğer Satıcılar (3)", True),
        ("Other sellers", True),
        # a line's label, or the line with its offer: no block's label
        ("Autres vendeurs :", False),
        ("Autres vendeurs : 12 offres dès 219,00 €", False),
        # (a recommendation's words alone mean nothing: "Doporučujeme objednat včas")
        ("Doporučujeme objednat včas", False),
    ],
)
def test_a_styled_label_of_other_sellers_offers(text: str, names: bool) -> None:
    from crawler.extract.walk import names_block

    assert names_block(text) is names


def test_the_same_series_other_items_in_japanese() -> None:
    page = (
        "<html lang=ja><head><title>【Switch2】ルーンブレイカーズ 通常版</title></head><body>"
        "<div class=row><div class=col><h2 class=name>【Switch2】ルーンブレイカーズ 通常版</h2>"
        "<table class=price-table><tr><th>価格</th><td><span class=selling-price>7,680</span>円"
        "(税込)</td></tr><tr><th>定価</th><td><span class=list-price>8,580円</span>(税込)</td>"
        "</tr></table><div class=editions><p>同シリーズ商品</p><ul><li><a href=/d?g=13>"
        "【Switch2】ルーンブレイカーズ 限定版</a> <span>12,980円</span></li><li><a href=/d?g=14>"
        "【PS5】ルーンブレイカーズ 通常版</a> <span>7,480円</span></li></ul></div>"
        "<form action=/cart/add><button type=submit>カートに入れる</button></form></div></div>"
        "</body></html>"
    )
    assert _price(page, "https://www.kodama.example.jp/d?g=12") == (7680, "JPY")


# Round AE's rules (blind330-337 scored on 3745f88d first).


def _page(box: str, title: str = "Trail boot Ruapehu Mid", lang: str = "en") -> str:
    return (
        f"<html lang={lang}><head><title>{title}</title></head><body><main><div class=product>"
        f"<h1>{title}</h1>{box}</div></main></body></html>"
    )


@pytest.mark.parametrize(
    ("block", "want"),
    [
        # warehouses listed line by line: the best any of them states
        (
            "<div class=warehouse-stock><p>Stock for size L</p><ul><li>Cape Town warehouse: "
            "<b>Only 2 left</b></li><li>Johannesburg warehouse: Sold out</li><li>Durban store: "
            "Sold out</li></ul></div>",
            "limited",
        ),
        # the shop's own stock first, its stores after: the first line's
        (
            "<div class=stock-status><div>Nettlager: Få igjen (2 stk.)</div><ul><li>Oslo City: "
            "På lager</li><li>Bergen: Ikke på lager</li></ul></div>",
            "limited",
        ),
        (
            "<div class=stock-status><div>Online: Sold out</div><ul><li>Store Leeds: In stock"
            "</li><li>Store York: Sold out</li></ul></div>",
            "out_of_stock",
        ),
    ],
)
def test_stock_listed_place_by_place(block: str, want: str) -> None:
    page = _page(
        f"<div class=price><span class=amount>R 34 999,00</span></div>{block}"
        "<button class=add-to-cart>Add to cart</button>"
    )
    assert extract(page, "https://trail.example.co.za/products/boot?variant=2").availability == (
        want
    )


@pytest.mark.parametrize(
    "fees",
    [
        "<li>Levering til døren: 499 kr.</li><li>Indbæring og montering: 350 kr.</li>"
        "<li>Bortskaffelse af gammel sofa: 299 kr.</li>",
        "<p>Hjemlevering med innbæring: 1 490,-</p>",
    ],
)
def test_a_configurators_delivery_and_service_fees_in_nordic_words(fees: str) -> None:
    page = _page(
        "<p class=from>Fra <span>14 990,-</span></p><p>Prisen beregnes når du har satt sammen "
        f"sofaen din.</p><ul>{fees}</ul><button disabled>Læg i kurv</button>",
        title="Modulsofa Lykke",
        lang="da",
    )
    assert _price(page, "https://sofa.example.dk/lykke") is None


def test_an_auctions_current_price_in_a_box_of_bids() -> None:
    page = _page(
        "<div class=AuctionBox_box><div class=badge>Licytacja</div><div class=current><span>"
        "aktualna cena</span> <span class=value>152,00 zł</span></div><div class=bids>14 ofert · "
        "6 licytujących</div><div class=form><label>Twoja oferta</label><input placeholder='min. "
        "154,00 zł'><button>Licytuj</button></div></div>",
        title="Obiektyw Helios 44-2 58mm f/2",
        lang="pl",
    )
    assert _price(page, "https://licytuj.example.pl/oferta/14829301875") is None


def test_a_range_whose_ends_are_elements_of_their_own() -> None:
    page = _page(
        "<div id=corePrice><span class=a-price-range><span class=a-price><span class=a-offscreen>"
        "$19.99</span></span> - <span class=a-price><span class=a-offscreen>$34.99</span></span>"
        "</span></div><select name=size><option>Select</option><option>S</option></select>",
        title="Quarter-Zip Fleece Pullover",
        lang="en-US",
    )
    assert _price(page, "https://www.river.example.com/dp/B0PARENT") is None


@pytest.mark.parametrize(
    ("tail", "want"),
    [
        # the price once a coupon is claimed, its terms after it
        (
            "<div class=final><span>到手价</span><span class=p-price-final>￥3299.00</span> <span "
            "class=tips>（领券满3000减300，以实际结算为准）</span></div>",
            (359900, "CNY"),
        ),
        # "券后 ¥269" after the price is the next price's label
        ("<div class=coupon>券后 ¥269 <a>领券</a></div>", (359900, "CNY")),
    ],
)
def test_a_price_after_a_coupon(tail: str, want: tuple[int, str]) -> None:
    page = _page(
        "<div class=summary-price><div class=dt>价格</div><div class=dd><span class=p-price>"
        "<span>￥</span><span class=price>3599.00</span></span> <del>￥4299.00</del></div></div>"
        f"{tail}"
        "<a class=btn-buy href=/cart>加入购物车</a>",
        title="北欧白橡木实木床 1.8米",
        lang="zh-CN",
    )
    assert _price(page, "https://item.jiahe.example.cn/100087762291.html") == want


def test_another_sizes_price_in_a_note() -> None:
    page = _page(
        "<p class=price><del>$459.99</del> <ins>$389.99</ins></p><p class=stock>Only 3 left in "
        "stock</p><button class=single_add_to_cart_button>Add to cart</button><p class=note>Sizes "
        "US 12 and 13 are $409.99 (wide last).</p>",
        lang="en-NZ",
    )
    assert _price(page, "https://tussock.example.co.nz/boot/?attribute_pa_size=us-10") == (
        38999,
        "NZD",
    )


def test_a_loyalty_price_labelled_after_it_above_its_note() -> None:
    page = _page(
        "<div class=clubcard><span class=big>1 899 Ft</span><span class=lbl>Hűségkártyás ár</span>"
        "<p class=note>Csak Hűségkártyával, 2025.06.10–2025.06.23.</p></div><div class=price><p>"
        "<span class=reg>2 399 Ft</span></p><p>4 798 Ft/kg</p></div><button>Kosárba</button>",
        title="Trappista sajt 500 g",
        lang="hu",
    )
    assert _price(page, "https://bolt.example.hu/p/2004587") == (239900, "HUF")


def test_a_service_priced_by_the_day_on_a_price_on_request_page() -> None:
    page = _page(
        "<aside><div class='price price--request'><span>Preis</span> <span>auf Anfrage</span>"
        "</div><a class=btn href=/offerte>Offerte anfordern</a></aside><table><tr><th>Option</th>"
        "<th>Richtpreis</th></tr><tr><td>Montage durch eigene Schreiner, pro Tag</td><td>CHF 980.–"
        "</td></tr></table>",
        title="Einbauküche Andermatt",
        lang="de-CH",
    )
    assert _price(page, "https://kuechen.example.ch/andermatt") is None


def test_a_monthly_repayment_in_opengraph_and_on_the_page() -> None:
    page = (
        "<html lang=en-AU><head><title>Pixelon 9 Pro</title><meta property='og:type' "
        "content='product'><meta property='product:price:amount' content='54.17'><meta "
        "property='product:price:currency' content='AUD'></head><body><main><h1>Pixelon 9 Pro"
        "</h1><div class=card><p>Device repayments</p><p class=amount><span>$54.17</span><span>"
        "/mth</span></p><p>over 36 months, interest-free.</p></div><div class=plan><span>Basic"
        "</span> <span class=plan-price>$58/mth</span></div><button>Add to cart</button></main>"
        "</body></html>"
    )
    assert _price(page, "https://koala.example.com.au/phones/pixelon-9-pro") is None


def test_a_price_per_piece_in_french_is_no_litre_price() -> None:
    page = _page(
        "<div class=m-price><span class=value>89,90&nbsp;€</span> <span class=unit>/ l'unité"
        "</span></div><div class=availability><span>Livraison à domicile dès demain</span> "
        "<span class=price>5,90&nbsp;€</span></div><button>Ajouter au panier</button>",
        title="Perceuse visseuse 18V",
        lang="fr",
    )
    assert _price(page, "https://www.brico.example.fr/p/89234561") == (8990, "EUR")


@pytest.mark.parametrize(
    ("offer", "want"),
    [
        # a multibuy with the items named between the count and "voor"
        ("<p>Actie: 2 flessen naar keuze voor € 12,- (geldig t/m 17 juni)</p>", None),
        # up to an amount taken off
        ("<p>Oddaj stary telefon i zyskaj do 800 zł dodatkowego rabatu.</p>", None),
    ],
)
def test_offers_beside_a_range_with_no_variant_chosen(offer: str, want: None) -> None:
    page = _page(
        "<div class=range><span>€ 4,99 – € 15,99</span></div><fieldset><legend>Kies een formaat"
        "</legend><label><input type=radio name=s> 1 l</label><label><input type=radio name=s> "
        f"2 l</label></fieldset><button disabled>Kies eerst een formaat</button>{offer}",
        title="Vloeibaar wasmiddel Wit",
        lang="nl",
    )
    assert _price(page, "https://super.example.nl/p/wasmiddel") is want


def test_a_product_add_ons_price_by_its_class() -> None:
    page = _page(
        "<p class=price><del>€ 49,00</del> <ins><span class=amount>€ 42,50</span></ins></p>"
        "<div class=wc-pao-addons-container><label>Initialen stempelen <span "
        "class=wc-pao-addon-price>(+<span class=amount>€ 7,50</span>)</span></label><input "
        "type=text name=addon-1></div><button class=single_add_to_cart_button>In winkelwagen"
        "</button>",
        title="Leren portemonnee cognac",
        lang="nl",
    )
    assert _price(page, "https://leer.example.nl/product/portemonnee/") == (4250, "EUR")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # Hebrew hauling and assembly
        ("<p class=fee>הובלה והרכבה: ₪290</p>", (499000, "ILS")),
        ("<p class=fee>משלוח: ₪49</p>", (499000, "ILS")),
    ],
)
def test_hebrew_delivery_fees(line: str, want: tuple[int, str]) -> None:
    page = (
        "<html lang=he dir=rtl><head><title>ספה תלת מושבית</title></head><body><main>"
        "<div class=summary><h1>ספה תלת מושבית</h1><p class=price><del>₪6,490.00</del> <ins>"
        f"₪4,990.00</ins></p>{line}<button>הוספה לסל</button></div></main></body></html>"
    )
    assert _price(page, "https://sapa.example.co.il/product/sofa/") == want


def test_an_icelandic_price_per_kilo() -> None:
    page = _page(
        "<div class=productPagePrice><span class=value>429 kr.</span><span class=unit>"
        "Kílóverð 858 kr.</span></div><button>Setja í körfu</button>",
        title="Skyr hreint",
        lang="is",
    )
    assert _price(page, "https://karfan.example.is/vara/12203") == (429, "ISK")


def test_a_substitute_for_a_sold_out_product() -> None:
    page = _page(
        "<div class=ProductPrice_root><span class=ProductPrice_price>64,90 kr</span><span "
        "class=ProductPrice_unit>108,17 kr/kg</span></div><div role=status><strong>Utsolgt"
        "</strong></div><button class='btn btn--disabled' disabled>Utsolgt</button><button "
        "class='btn btn--ghost'>Varsle meg</button><div class=Substitute_root><h2>Prøv "
        "denne i stedet</h2><a class=Substitute_card href=/no/products/31460/><img src=/t.webp "
        "alt=''><span>Pizza margherita</span><span class=Substitute_price>59,90 kr</span><button>"
        "Legg i handlekurv</button></a></div></div><section class=rail><h2>Andre kjøpte også"
        "</h2>"
        + "".join(
            f"<div class=card><a href=/no/products/{n}/>Vare {n}</a><span class=price>{p} kr"
            "</span><button>Legg i handlekurv</button></div>"
            for n, p in enumerate(["39,90", "49,90", "29,90", "54,90"])
        )
        + "</section><div>",
        title="Steinovnsbakt pizza skinke",
        lang="nb",
    )
    assert _price(page, "https://handlekurv.example.no/no/products/31452/") == (6490, "NOK")


def test_a_japanese_price_before_tax_with_its_price_with_tax_in_brackets() -> None:
    page = (
        "<html lang=ja><head><title>純米吟醸 月の雫 720ml</title></head><body><table><tr><td>"
        "<h2 class=item_name>純米吟醸 月の雫 720ml</h2><table class=item_table><tr><th>販売価格"
        "</th><td><span class=price_main>1,980円</span><span class=price_tax>(税込2,178円)</span>"
        "</td></tr></table><form action=/shop/basket.html><input type=submit value=カートに入れる>"
        "</form><p class=gift_note>ギフト包装（+330円）・のし（無料）承ります。</p></td></tr>"
        "</table></body></html>"
    )
    assert _price(page, "https://www.sakagura.example.jp/shopdetail/000000000712/") == (
        2178,
        "JPY",
    )


@pytest.mark.parametrize(
    ("label", "want"),
    [
        # an instant discount is everyone's
        ("즉시할인가", (39800, "KRW")),
        # a card's instant discount is its holders': never the price
        ("카드 즉시할인가", None),
    ],
)
def test_a_korean_instant_discount(label: str, want: tuple[int, str] | None) -> None:
    page = _page(
        "<table class=price><tr><th>판매가</th><td><span class=price_original>45,000원</span>"
        f"</td></tr><tr><th>{label}</th><td><strong class=price_real>39,800원</strong></td></tr>"
        "</table><form action=/Order/Buy><button>구매하기</button></form>",
        title="강원도 햇감자 10kg",
        lang="ko",
    )
    assert _price(page, "https://item.jangteo.example.co.kr/item?goodscode=2891034455") == want


def test_the_lowest_price_of_the_last_30_days_in_turkish() -> None:
    page = _page(
        "<div class=price-container><div class=price-current><span>12.499</span><span>,00</span> "
        "<span class=currency>TL</span></div><div class=price-lowest>Son 30 günün en düşük "
        "fiyatı: 12.299,00 TL</div></div><button class=add-to-cart>Sepete Ekle</button>",
        title="Robot süpürge X9",
        lang="tr",
    )
    assert _price(page, "https://pazar.example.com.tr/robot-supurge-p-HBV0000KX91Q") == (
        1249900,
        "TRY",
    )


def test_an_estimate_after_coupons_in_chinese() -> None:
    page = _page(
        "<div class=summary-price><div class=dt>精选价</div><div class=dd><span class=p-price>"
        "<span>￥</span><span class=price>2499.00</span></span></div></div><div "
        "class=summary-final><div class=dt>到手价</div><div class=dd><span class=p-price-final>"
        "<span>￥</span><span class=price>2299</span></span> <span class=final-tips>预估价，以结算"
        "为准（含满2000减200券）</span></div></div><a class=btn-buy href=/cart>加入购物车</a>",
        title="星澜S9 平板电脑 11英寸",
        lang="zh-CN",
    )
    assert _price(page, "https://item.jingxuan.example.cn/100089765432.html") == (249900, "CNY")


@pytest.mark.parametrize(
    ("first", "want"),
    [
        ("Bis 9", (1499, "EUR")),
        ("1 - 9", (1499, "EUR")),
    ],
)
def test_a_tier_price_table(first: str, want: tuple[int, str]) -> None:
    rows = "".join(
        f"<tr><th>{q}</th><td><div class=cell>{p} €*</div></td><td>{u} €* / 1 kg</td></tr>"
        for q, p, u in [
            (first, "14,99", "0,60"),
            ("Ab 10", "13,49", "0,54"),
            ("Ab 40", "12,49", "0,50"),
        ]
    )
    page = _page(
        "<table class=product-block-prices-grid><thead><tr><th>Anzahl</th><th>Stückpreis</th>"
        f"<th>Grundpreis</th></tr></thead><tbody>{rows}</tbody></table><button class=btn-buy>In "
        "den Warenkorb</button>",
        title="Flexkleber C2TE S1 25 kg",
        lang="de-AT",
    )
    assert _price(page, "https://www.bauwelt.example.at/flexkleber/8234567") == want


@pytest.mark.parametrize(
    "attrs",
    [
        # the amount without its sign, the label reading it with one
        "aria-label='Prijs: € 4,29' data-price=1 id=price-amount",
        # ... and the price named by a test hook, not a class
        "aria-label='Prijs: € 4,29' data-testhook=price-amount",
    ],
)
def test_a_price_split_in_blocks_its_sign_in_the_label(attrs: str) -> None:
    page = _page(
        f"<div class=flex {attrs}><span>4</span><span>.</span><span>29</span></div><p>€ 10,73 per "
        "kilo</p><div class=bonus><p>Voordeelpas-aanbieding: 25% korting</p><p>€ 3,22 <span>met "
        "je Voordeelpas</span></p></div><button>Toevoegen</button>",
        title="Jong belegen kaas plakken 48+",
        lang="nl",
    )
    assert _price(page, "https://www.versmarkt.example.nl/producten/product/wi389214") == (
        429,
        "EUR",
    )


@pytest.mark.parametrize(
    "text",
    [
        "주문 제작 상품",
        "يُصنع حسب الطلب – التسليم خلال 3 إلى 4 أسابيع",
        "זמן אספקה: עד 45 ימי עסקים (מיוצר בהזמנה)",
        "Artikel wird beim Lieferanten für Sie bestellt",
        "Valmistetaan tilauksesta",
    ],
)
def test_made_to_order_in_more_languages(text: str) -> None:
    assert stock_from_text(text) == "backorder"


@pytest.mark.parametrize(
    ("text", "exp", "want"),
    [
        # the Arabic thousands separator only groups thousands, whatever the exponent
        ("١٢٥٬٠٠٠", 3, "125000"),
        ("٤٬٨٩٩", 2, "4899"),
        # the Arabic decimal separator stays a decimal point
        ("٢٩٩٫٠٠", 2, "299.00"),
        ("١٢٫٥٠٠", 3, "12.500"),
    ],
)
def test_arabic_separators(text: str, exp: int, want: str) -> None:
    from decimal import Decimal

    from crawler.extract.money import parse_amount

    assert parse_amount(text, exp) == Decimal(want)


def test_a_yearly_quota_is_no_price() -> None:
    page = _page(
        "<div class=price><span class=now>¥268.00</span></div><div class=qty><span>数量</span>"
        "<input value=1><span>（每单限购 2 件，跨境年度额度 ¥26000）</span></div><button>加入购物车"
        "</button>",
        title="韩国精华液 50ml",
        lang="zh-CN",
    )
    assert _price(page, "https://www.kaolu.example.cn/product/4410023.html") == (26800, "CNY")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a price once a rebate is mailed in is not paid now
        ("<p><b>Final Price $1,156.11</b> after mail-in rebate</p>", (129900, "USD")),
        # (a rebate's own amount is no price either)
        ("<p><b>11% Mail-In Rebate</b> — $142.89</p>", (129900, "USD")),
    ],
)
def test_a_price_after_a_mail_in_rebate(line: str, want: tuple[int, str]) -> None:
    page = (
        "<html lang=en-US><head><title>Storage shed 8x10</title></head><body><table><tr><td>"
        "<h1>Storage shed 8x10</h1><p>Sale Price <span class=finalPrice><b>$1,299.00</b></span>"
        f" each</p>{line}<button>Add to Cart</button></td></tr></table></body></html>"
    )
    assert _price(page, "https://www.menard.example.com/p/shed/1902347") == want


def test_an_eilat_price_without_vat() -> None:
    page = (
        "<html lang=he dir=rtl><head><title>מסך מחשב 27 אינץ'</title></head><body><table><tr><td>"
        "<h1>מסך מחשב 27 אינץ'</h1><table class=price-table><tr><td class=lbl>מחיר:</td><td "
        "class=val><b>₪1,290</b></td></tr><tr><td class=lbl>מחיר לאילת:</td><td class=val>"
        '₪1,102.56 <small>(פטור ממע"מ)</small></td></tr></table><button>הוסף לסל</button></td>'
        "</tr></table></body></html>"
    )
    assert _price(page, "https://ksb.example.co.il/web/item/234567") == (129000, "ILS")
