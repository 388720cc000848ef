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
    from crawler.extract.walk import _names_block

    assert _names_block(text) is names


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
