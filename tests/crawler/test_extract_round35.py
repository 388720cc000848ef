"""Stop 35's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 34's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract


def _price(page: bytes | str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


def _shop(box: str, title: str = "Робот-пылесос Vento X9", tail: str = "") -> str:
    return (
        f"<html><head><title>{title}</title></head><body><main>"
        f"<div class=product><h1>{title}</h1>{box}</div>{tail}</main></body></html>"
    )


_CARD_BOX = (
    "<div class=price-box><div><span class=big>24 990 ₽</span> <span>с Картой Магнит+"
    "</span></div><div><span class=mid>26 490 ₽</span> <span>без карты</span></div></div>"
    "<button class=buy>В корзину</button>"
)


@pytest.mark.parametrize(
    ("bar", "want"),
    [
        # the sticky bar copies the card price without its label: the card price stays the
        # card holders', the price is the one without the card
        (
            "<div class=sticky-buy-bar><span class=big>24 990 ₽</span><button>В корзину"
            "</button></div>",
            (2649000, "RUB"),
        ),
        (
            "<div style='position: fixed; bottom: 0'><div><b>24 990 ₽</b></div><button>Купить"
            "</button></div>",
            (2649000, "RUB"),
        ),
        # a bar copying the price everyone pays changes nothing
        (
            "<div class=sticky-buy-bar><span class=big>26 490 ₽</span><button>В корзину"
            "</button></div>",
            (2649000, "RUB"),
        ),
    ],
)
def test_a_sticky_bar_copying_a_card_price(bar: str, want: tuple[int, str]) -> None:
    ld = (
        '<script type="application/ld+json">{"@type":"Product","name":"Робот-пылесос Vento X9",'
        '"offers":{"@type":"Offer","price":"24990","priceCurrency":"RUB"}}</script>'
    )
    assert _price(_shop(_CARD_BOX, tail=bar + ld), "https://shop.example.ru/p/1") == want


_GRID = "".join(
    f"<li class=grid__item><div class=card><a href='/products/{n}'>Lampe {n}</a>"
    f"<div class=price><span class=price-item>{price}</span></div></div></li>"
    for n, price in enumerate(["29,90 €", "34,90 €", "19,90 €", "44,00 €"])
)


@pytest.mark.parametrize(
    "facets",
    [
        "<details><summary>Preis</summary><div><label>Von €<input type=number "
        "name='filter.v.price.gte'></label><label>Bis €<input type=number "
        "name='filter.v.price.lte'></label></div><p>Der höchste Preis ist 44,00 €</p></details>",
        # the bound's sentence alone, and a WooCommerce price filter's slider
        "<div class=facets><p>Le prix le plus élevé est de 44,00 €</p></div>",
        "<div class=widget_price_filter><div><input type=text name=min_price value=10>"
        "<input type=text name=max_price value=44><span class=to>44,00 €</span></div></div>",
    ],
)
def test_a_price_filters_bound_is_no_price(facets: str) -> None:
    page = (
        "<html><head><title>Tischlampen</title></head><body><main><h1>Tischlampen</h1>"
        f"<form class=facets__form>{facets}</form><ul class=product-grid>{_GRID}</ul>"
        "</main></body></html>"
    )
    assert _price(page, "https://shop.example.de/collections/lampen") is None


def test_an_add_to_cart_forms_price_field_is_no_filter() -> None:
    box = (
        "<form action=/cart/add><div class=price><span class=price-item>34,90 €</span></div>"
        "<input type=hidden name=price value=34.90><input type=hidden name=product_id "
        "value=7><button class=add-to-cart>In den Warenkorb</button></form>"
    )
    assert _price(_shop(box, "Tischlampe Luma"), "https://shop.example.de/p/luma") == (3490, "EUR")


def test_a_listing_whose_cards_wrap_their_buttons_deep() -> None:
    # Shopware's listing: column > card > body > info > action > button; the first card's
    # button is no product's own, and the listing gives no price
    cards = "".join(
        f"<div class='cms-listing-col col-4'><div class='card product-box'><div class=card-body>"
        f"<div class=product-image-wrapper><a href='/gpu/{n}'><img src='/m/{n}.jpg' alt=''></a>"
        f"</div><div class=product-info><a href='/gpu/{n}' class=product-name>Karte {n}</a>"
        f"<div class=product-price-info><span class=product-price>{599 + 10 * n},00 €*</span>"
        f"</div><div class=product-action><button class='btn btn-buy'>In den Warenkorb</button>"
        f"</div></div></div></div></div>"
        for n in range(6)
    )
    page = (
        "<html><head><title>Grafikkarten</title></head><body><main><h1>Grafikkarten</h1>"
        f"<div class='row cms-listing-row'>{cards}</div></main></body></html>"
    )
    assert _price(page, "https://shop.example.de/grafikkarten/") is None


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a box classed as the unit price that prints nothing per a quantity, beside a
        # crossed-out price and a saving: the price of the unit sold
        (
            "<div class=price-box><div><span>UVP</span> <s>899,00 €</s> <span>Du sparst "
            "150,00 €</span></div><div class=product-unit-price><span aria-hidden=true>749,–"
            "</span><span class=sr-only>749,00 €</span></div><p>inkl. MwSt.</p></div>"
            "<button class=add-to-cart>In den Warenkorb</button>",
            (74900, "EUR"),
        ),
        # ... but a unit price per litre beside a price is no price of the item
        (
            "<div class=price-box><span class=price>12,90 €</span><div class=unit-price>"
            "<span>8,60 €</span> <span>/ 1 l</span></div></div><button class=add-to-cart>"
            "In den Warenkorb</button>",
            (1290, "EUR"),
        ),
    ],
)
def test_a_unit_price_per_nothing_and_a_saving(box: str, want: tuple[int, str]) -> None:
    page = _shop(box, "Waschmaschine Norda 8 kg")
    assert _price(page, "https://shop.example.de/p/norda") == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a Hebrew club members' price, nearer the title than the price everyone pays
        (
            "<div class=box><div><div>מחיר מחירון: <s>₪3,490</s></div><div>₪2,990</div></div>"
            "</div><div>מחיר לחברי מועדון: ₪2,790 (למנויים בלבד)</div><button>הוספה לסל</button>",
            "https://shop.example.co.il/p/1",
            (299000, "ILS"),
        ),
        # a price box's BEM element ("price-card__final") is no store card's price (beside a
        # refrigerant "R32" in the specifications, on an Italian shop)
        (
            "<div class=price-card><div class=price-card__list>Listino <s>899,00 €</s></div>"
            "<div class=price-card__final>749,00 €</div></div><button class=buy>Aggiungi al "
            "carrello</button><table><tr><td>Gas refrigerante</td><td>R32</td></tr></table>",
            "https://shop.example.it/p/1",
            (74900, "EUR"),
        ),
        # an auction's bid beside a shipping table: the couriers' fees by their route are no
        # price either
        (
            "<div class=bidbox><p>Current bid</p><p class=amount>$349.00</p><button>Place bid"
            "</button></div><table><tr><td>Pick-up, Penrose</td><td>Free</td></tr><tr>"
            "<td>Courier – North Island</td><td>$29.00</td></tr></table>",
            "https://shop.example.co.nz/p/1",
            None,
        ),
        # a credit given back for an old battery, nearer the title than the price
        (
            "<p>Palauta vanha akku ja saat 15 € hyvityksen.</p><div class=box><div><span "
            "class=big>129,90 €</span></div></div><button>Lisää ostoskoriin</button>",
            "https://shop.example.fi/p/1",
            (12990, "EUR"),
        ),
        (
            "<p>Trade in your old drill and get $20 store credit.</p><div class=box><div><span>"
            "$149.00</span></div></div><button>Add to cart</button>",
            "https://shop.example.com.au/p/1",
            (14900, "AUD"),
        ),
    ],
)
def test_round_ad_price_cues(box: str, url: str, want: tuple[int, str] | None) -> None:
    assert _price(_shop(box, "Akku Volta 74 Ah"), url) == want


def test_a_buyers_question_is_no_price() -> None:
    box = (
        "<div class=bid-box><p>Current bid</p><p class=bid-amount>$310.00</p><button>Place bid"
        "</button></div><dl class=questions><dt>Would you take $400 to end the auction now?"
        "</dt><dd>No, sorry.</dd></dl>"
    )
    assert _price(_shop(box, "Film camera Kova 35"), "https://shop.example.co.nz/p/1") is None


@pytest.mark.parametrize(
    ("box", "tail"),
    [
        # the least raise of an auction, nearer the title than its current bid
        (
            "<p class=small>Minimalne przebicie: 10,00 zł</p><aside><div class=bidbox><p>"
            "Aktualna oferta</p><p class=big>310,00 zł</p></div><button>Licytuj</button></aside>",
            "",
        ),
        # the bids past, in a table under the bid history's heading
        (
            "<aside><div class=bidbox><p>Aktualna oferta</p><p class=big>310,00 zł</p></div>"
            "<button>Licytuj</button></aside>",
            "<section><h2>Historia ofert</h2><table><tr><th>Licytujący</th><th>Kwota</th></tr>"
            "<tr><td>a***b</td><td>290,00 zł</td></tr></table></section>",
        ),
    ],
)
def test_an_auctions_bid_history_and_least_raise_are_no_price(box: str, tail: str) -> None:
    page = _shop(box, "Pilarka spalinowa 40 cm, używana", tail)
    assert _price(page, "https://aukcje.example.pl/oferta/1") is None


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # Icelandic home delivery nearer the title than the price
        (
            "<p>Heimsending á höfuðborgarsvæðinu 1.490 kr.</p><div class=box><div><span>"
            "24.995 kr.</span></div></div><button>Setja í körfu</button>",
            "https://shop.example.is/p/1",
            (24995, "ISK"),
        ),
        # a coupon to clip, nearer the title than the price
        (
            "<div>Aplicar cupón de $150 <span>Ahorra $150 con este cupón</span></div><div "
            "class=box><div><span class=a-price>$2,499.00</span></div></div><button>Agregar al "
            "carrito</button>",
            "https://shop.example.com.mx/p/1",
            (249900, "MXN"),
        ),
    ],
)
def test_round_ad_fees_and_coupons(box: str, url: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, "Hidrolavadora Kova 2000"), url) == want


def test_a_reviews_paid_price_on_a_sold_out_page_is_no_price() -> None:
    box = "<p class=status>Товар закончился</p><button disabled>Сообщить о поступлении</button>"
    tail = (
        "<ul class=reviews><li class=review><p class=review__body>Брали прошлой зимой за "
        "4 990 ₽, очень тёплый</p></li></ul>"
    )
    page = _shop(box, "Комбинезон зимний детский", tail)
    assert _price(page, "https://shop.example.ru/p/1") is None


def test_a_query_naming_the_item_chooses_no_variant() -> None:
    # a marketplace's item URL ("?goodscode=") with an option still to choose: the
    # structured price is the cheapest option's, printed as a "from" price
    ld = (
        '<script type="application/ld+json">{"@type":"Product","name":"견과류 선물세트",'
        '"offers":{"@type":"Offer","price":"12900","priceCurrency":"KRW"}}</script>'
    )
    box = (
        "<div class=price><strong>12,900원</strong><span>~</span></div><select><option>옵션 선택"
        "</option><option>A세트 12,900원</option><option>B세트 19,900원</option></select>"
        "<button>장바구니</button>"
    )
    page = _shop(box + ld, "견과류 선물세트")
    assert _price(page, "https://item.example.co.kr/Item?goodscode=2871654321") is None


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # Shoper's add-to-basket form round the price is no basket widget
        (
            "<div class=basket><form class=form-basket action=/basket/add><div class=price>"
            "<del>249,00 zł</del> <em class=main-price>199,00 zł</em></div><button class="
            "addtobasket>Do koszyka</button></form></div>",
            "https://shop.example.pl/p/1",
            (19900, "PLN"),
        ),
        # an auction: the next least bid in a table, the shipping in the buyer's fee line
        (
            "<table><tr><th>Aktuelt bud</th><td>900 kr.</td></tr><tr><th>Næste minimumsbud</th>"
            "<td>950 kr.</td></tr></table><p>Køber betaler salær. Forsendelse 65 kr.</p>"
            "<button>Afgiv bud</button>",
            "https://auktion.example.dk/lot/1",
            None,
        ),
        # what buyers paid on average for a pay-what-you-want bundle
        (
            "<p>Pay what you want</p><div class=avg>Current average price: $9.87</div>",
            "https://bundles.example.us/b/1",
            None,
        ),
        # a repeat delivery's price by its block's class, beside the one-time price
        (
            "<div class=PriceBlock_root><div class=row><div class=PriceBlock_advertised>$31.99"
            "</div></div><div class=PriceBlock_autoship__x1><span>$30.39</span> <span>Repeat "
            "</span></div></div><button>Add to Cart</button>",
            "https://shop.example.us/p/1",
            (3199, "USD"),
        ),
    ],
)
def test_round_ad_boxes(box: str, url: str, want: tuple[int, str] | None) -> None:
    assert _price(_shop(box, "Lanterns on the Water LP"), url) == want


def test_a_list_of_sizes_with_the_chosen_row_marked_for_screen_readers() -> None:
    rows = "".join(
        f"<div class=VariantList_item role=listitem{' aria-current=true' if n == 2 else ''}>"
        f"<a href='/p/9?size={size}'><span>{size}</span><span class=VariantList_price>{price}"
        "</span></a></div>"
        for n, (size, price) in enumerate(
            [("3kg", "329 Kč"), ("10kg", "899 Kč"), ("2x10kg", "1 649 Kč")]
        )
    )
    box = f"<div role=list>{rows}</div><button class=add>Do košíku</button>"
    ld = (
        '<script type="application/ld+json">{"@type":"Product","name":"Granule","offers":'
        '{"@type":"AggregateOffer","lowPrice":"329","highPrice":"1649","priceCurrency":"CZK"}}'
        "</script>"
    )
    page = _shop(box + ld, "Granule pro psy Horský pstruh")
    assert _price(page, "https://shop.example.cz/p/9?size=2x10kg") == (164900, "CZK")


def test_a_modal_heading_and_cards_names_are_no_title() -> None:
    # no <h1>: a newsletter modal's classed <h2> comes first, the cards' names are links;
    # the one element classed as the item's name titles the page
    cards = "".join(
        f"<td><a href='/goods/{n}' class=goodsname>书 {n}</a><br><span class=goodsprice>"
        f"￥{30 + n}.00</span></td>"
        for n in range(6)
    )
    page = (
        "<html><head><title>《雾中灯塔》(林夏)【摘要 书评】- 书城</title></head><body>"
        "<div class=modal><h2 class=modal__title>订阅新书资讯</h2></div>"
        "<div class=wrap><div class=sku-name>雾中灯塔（精装）</div><div class=summary-price>"
        "<span>价格</span> <span>￥52.80</span> <del>￥68.00</del></div>"
        "<a class=btn-append href='#'>加入购物车</a></div>"
        f"<table class=recs><tr>{cards}</tr></table></body></html>"
    )
    assert _price(page, "https://book.example.cn/item/1.html") == (5280, "CNY")


def test_a_title_after_the_brands_word_and_a_price_after_login() -> None:
    box = (
        "<div><a href='/brands/mirren'>미렌</a></div><h2>울 블렌드 라운드 가디건</h2><dl>"
        "<dt>정상가</dt><dd><del>139,000원</del></dd><dt>할인가</dt><dd><strong>99,000원"
        "</strong></dd><dt>회원가</dt><dd><span>94,050원</span> <span>로그인 후 적용 · 등급별 "
        "추가할인</span></dd></dl><button>장바구니</button>"
    )
    page = (
        "<html><head><title>미렌 울 블렌드 라운드 가디건 | 고래몰</title></head><body><main>"
        f"<div class=pdp>{box}</div></main></body></html>"
    )
    assert _price(page, "https://shop.example.kr/goods/1") == (99000, "KRW")


def test_a_unit_price_per_nothing_with_the_sign_first() -> None:
    box = (
        "<div class=price-box><div>List <s>$899.00</s> <span>You save $150.00</span></div>"
        "<div class=product-unit-price>$749.00</div></div><button class=add-to-cart>Add to cart"
        "</button>"
    )
    page = _shop(box, "Washer Norda 8 kg")
    assert _price(page, "https://shop.example.com.au/p/norda") == (74900, "AUD")


def test_a_short_cjk_name_before_its_author_titles_the_page() -> None:
    from crawler.extract.document import load
    from crawler.extract.titles import named_title
    from crawler.extract.walk import walk_page

    page, _ = load(
        "<html><head><title>雨の図書館 / 山田 花子【著】 - 紀伊書店ウェブストア｜オンライン書店"
        "</title></head><body><p class=location><a href='/'>ホーム</a> &gt; 文芸</p>"
        "<div class=infobox><h3 class=ttl_book>雨の図書館</h3><p>価格 <span class=price>"
        "&yen;1,980</span></p></div></body></html>"
    )
    assert page is not None
    found = named_title(page.root, walk_page(page.root))
    assert found is not None and found.tag == "h3"
