"""Stop 34's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 33's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from crawler.extract import extract
from crawler.extract.money import find_prices


def _price(page: bytes | str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


def _cards(prices: list[str], button: str = "Toevoegen") -> str:
    return (
        "<section><h2>Misschien ook lekker</h2><ul class=rail>"
        + "".join(
            f"<li class='card flex'><a href='/p/{n}'><img src='/i/{n}.jpg' alt='Item {n}'>"
            f"<span>Item {n}</span></a><span class=font-bold>{price}</span>"
            f"<button type=button aria-label='{button}'>+</button></li>"
            for n, price in enumerate(prices)
        )
        + "</ul></section>"
    )


def _shop(box: str, title: str = "Scharrel kipfilet", tail: str = "") -> str:
    return (
        f"<html><head><title>{title} | Vers&amp;Co</title></head><body><main>"
        f"<div class=pdp><h1>{title}</h1>{box}</div>{tail}</main></body></html>"
    )


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a weighed item: the approximate piece price beside the approximate weight and the
        # price per kilo (not a converted amount)
        (
            "<p>ca. 450 g</p><div class=price><div><span>ca.</span><span class=big>€ 5,85</span>"
            "</div><div>€ 13,00 per kilo</div></div><button class=add-to-cart>In winkelmand"
            "</button>",
            "https://shop.example.nl/p/1",
            (585, "EUR"),
        ),
        (
            "<p>Peso indicativo ca. 300 g · prodotto a peso variabile</p><div class=price-block>"
            "<div><span>circa</span> <span class=price>6,87 €</span> <span>al pezzo</span></div>"
            "<div>22,90 €/kg</div></div><button>Aggiungi al carrello</button>",
            "https://shop.example.it/p/1",
            (687, "EUR"),
        ),
        # ... but "approx." beside another currency's amount with no weight is a conversion
        (
            "<div class=price><span class=price-now>€ 45,00</span> <span>approx. US$ 50.82"
            "</span></div><button class=add-to-cart>Add to cart</button>",
            "https://shop.example.ie/p/1",
            (4500, "EUR"),
        ),
        (
            "<div class=price><span class=price-now>€ 45,00</span></div><p>ca. 450 g</p>"
            "<button class=add-to-cart>Add to cart</button>",
            "https://shop.example.de/p/1",
            (4500, "EUR"),
        ),
    ],
)
def test_a_weighed_items_approximate_piece_price(
    box: str, url: str, want: tuple[int, str] | None
) -> None:
    assert (
        _price(_shop(box, tail=_cards(["€ 6,75", "€ 3,99", "€ 5,49", "€ 7,99", "€ 2,49"])), url)
        == want
    )


def test_a_weighed_items_structured_price_printed_as_approximate() -> None:
    page = (
        "<html><head><title>国産若鶏もも肉 約300g</title></head><body><table itemscope "
        "itemtype='https://schema.org/Product'><tr><td><h1 itemprop=name>国産若鶏もも肉 約300g"
        "</h1></td></tr><tr><th>内容量</th><td>約300g（1パック）</td></tr><tr><th>本体価格</th>"
        "<td>550円</td></tr><tr><th>税込価格</th><td itemprop=offers itemscope itemtype="
        "'https://schema.org/Offer'><b>約 594円</b><meta itemprop=price content=594><meta "
        "itemprop=priceCurrency content=JPY></td></tr></table><button>カートに入れる</button>"
        "<div><h2>こちらもおすすめ</h2><ul><li>むね肉 <b>378円</b></li><li>ささみ <b>420円</b>"
        "</li><li>手羽元 <b>300円</b></li><li>レバー <b>700円</b></li></ul></div></body></html>"
    )
    assert _price(page, "https://super.example.jp/item/4700123") == (594, "JPY")


def test_a_dutch_basket_button_is_the_buy_button() -> None:
    # "In winkelmand" is the product's button; each card's "+" button is a card's
    box = (
        "<div class=price><span class=big>€ 12,49</span></div>"
        "<button class=btn>In winkelmand</button>"
    )
    page = _shop(box, tail=_cards(["€ 6,75", "€ 3,99", "€ 5,49", "€ 7,99", "€ 2,49"]))
    assert _price(page, "https://shop.example.nl/p/2") == (1249, "EUR")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Цена: 85 руб. 50 коп. за 1 шт.", [(Decimal("85.50"), "руб"), (Decimal("1"), None)]),
        ("1 250 руб. 00 коп.", [(Decimal("1250.00"), "руб")]),
        ("12 грн. 50 коп.", [(Decimal("12.50"), "грн")]),
        ("12 zł 50 gr", [(Decimal("12.50"), "zł")]),
        ("12 р. 50 к.", [(Decimal("12.50"), "р.")]),
        # (no hundredths named: the number after is its own)
        ("85 руб. 50 шт.", [(Decimal("85"), "руб"), (Decimal("50"), None)]),
        ("85 руб.", [(Decimal("85"), "руб")]),
    ],
)
def test_whole_units_and_hundredths_in_words(
    text: str, want: list[tuple[Decimal, str | None]]
) -> None:
    assert [(t.amount(2), t.symbol) for t in find_prices(text)] == want


_OLD_TABLE = (
    "<html><head><title>{title}</title></head><body><table><tr><td><a href='/'><img "
    "src=logo.gif alt='{shop}'></a></td><td><a href='/cart.php'>Warenkorb: 2 Artikel · "
    "9,90 €</a></td></tr></table><table><tr><td><font size=4><b>{name}</b></font></td></tr>"
    "<tr><td>{box}<form action=cart.php><input type=submit value='{button}'></form></td></tr>"
    "<tr><td>{rest}</td></tr></table></body></html>"
)


@pytest.mark.parametrize(
    ("fill", "url", "want"),
    [
        # no title to find (the <title> names the product otherwise than the page): the one
        # line that names itself the price, by the order button
        (
            {
                "title": "Kit guarnizioni Vespa PX - RV-1123 - Ricambi",
                "shop": "Ricambi Vespa",
                "name": "Kit guarnizioni motore completo Vespa PX 125 / 150",
                "box": "<p>Codice: RV-1123</p><p>Prezzo: 34,90 EUR IVA inclusa</p>",
                "button": "Aggiungi al carrello",
                "rest": "<b>39,90 €</b> kit PX 200 · <b>8,90 €</b> · <b>9,50 €</b> · "
                "<b>54,90 €</b>",
            },
            "https://vespa.example.it/p/1123",
            (3490, "EUR"),
        ),
        # ... the label before the price's own element, the price in roubles and kopecks,
        # a tier table's rows beside it
        (
            {
                "title": "Лампа 6П14П-ЕВ - Радиолампа",
                "shop": "Радиолампа",
                "name": "Лампа 6П14П-ЕВ (EL84), ОТК",
                "box": "Цена: <b><font color=red>85 руб. 50 коп.</font></b> за 1 шт.<table>"
                "<tr><td>1–9 шт.</td><td>85 руб. 50 коп.</td></tr><tr><td>10–49 шт.</td>"
                "<td>79 руб. 00 коп.</td></tr><tr><td>от 50 шт.</td><td>72 руб. 00 коп.</td>"
                "</tr></table>",
                "button": "Положить в корзину",
                "rest": "<b>65 руб.</b> · <b>95 руб.</b> · <b>240 руб.</b> · <b>35 руб.</b>",
            },
            "https://lampa.example.ru/cgi-bin/item?10234",
            (8550, "RUB"),
        ),
        # two lines naming a price: a listing's, no product's
        (
            {
                "title": "Kit - Ricambi",
                "shop": "Ricambi Vespa",
                "name": "Kit guarnizioni motore completo",
                "box": "<p>Prezzo: 34,90 EUR</p><p>Prezzo: 39,90 EUR</p>",
                "button": "Aggiungi al carrello",
                "rest": "<b>8,90 €</b> · <b>9,50 €</b> · <b>54,90 €</b>",
            },
            "https://vespa.example.it/p/1124",
            None,
        ),
        # the shop's logo is no title: the cart link's total beside it is no price (since
        # stop 46 the large font names the product, and the price by it is read)
        (
            {
                "title": "Rocca 44718 Dampflok BR 50 - Modellbahn-Keller",
                "shop": "Modellbahn-Keller",
                "name": "Dampflokomotive BR 50 3552 der DR, Epoche IV",
                "box": "<font>Unser Preis:</font> <b><font color=red>89,90 €</font></b>",
                "button": "",
                "rest": "",
            },
            "https://keller.example.de/p/44718",
            (8990, "EUR"),
        ),
    ],
)
def test_old_table_layouts_with_no_title_to_find(
    fill: dict[str, str], url: str, want: tuple[int, str] | None
) -> None:
    assert _price(_OLD_TABLE.format(**fill), url) == want


def _sizes(selected: int) -> str:
    options = ["50g tin caddy - £4.95", "100g foil bag - £8.50", "250g foil bag - £18.00"]
    return (
        "<select name=size>"
        + "".join(
            f"<option value={n}{' selected' if n == selected else ''}>{o}</option>"
            for n, o in enumerate(options)
        )
        + "</select>"
    )


@pytest.mark.parametrize(("selected", "want"), [(1, None), (0, (495, "GBP"))])
def test_a_structured_price_of_a_size_not_chosen(
    selected: int, want: tuple[int, str] | None
) -> None:
    page = (
        "<html><head><title>Darjeeling First Flush</title><meta property=og:type content=product>"
        "<meta property='product:price:amount' content=4.95><meta property="
        "'product:price:currency' content=GBP></head><body><h1>Darjeeling First Flush</h1>"
        f"<form>Size: {_sizes(selected)}<input type=submit value='Add to basket'></form>"
        "</body></html>"
    )
    assert _price(page, "https://tea.example.co.uk/darjeeling-p-212.html?size=100g") == want


@pytest.mark.parametrize(
    ("first", "second", "want"),
    [
        ("aria-checked=true", "aria-checked=false", (3990, "SGD")),
        # (no row chosen: each row's price is a way to buy not yet picked)
        ("", "", None),
    ],
)
def test_the_chosen_row_of_a_buy_box_accordion(
    first: str, second: str, want: tuple[int, str] | None
) -> None:
    box = (
        f"<div class=accordion><div class=row><div role=radio {first}><h5>"
        "One-time purchase:</h5><span class=a-price>S$39.90</span></div><div>In stock</div>"
        "<input type=submit value='Add to Cart' id=add-to-cart-button></div><div class=row>"
        f"<div role=radio {second}><h5>Subscribe &amp; Save:</h5><span class="
        "a-price>S$35.91</span></div></div></div><a href=/offers>New (4) from S$37.50</a>"
    )
    page = (
        "<html><head><title>Brava Espresso Capsules</title></head><body><div id=dp>"
        f"<h1>Brava Espresso Capsules</h1>{box}</div></body></html>"
    )
    assert _price(page, "https://shop.example.sg/dp/B0CK2QZ8LM") == want


def _box(box: str, title: str = "Airfryer XL 5.5L") -> str:
    return (
        f"<html><head><title>{title}</title></head><body><main><div class=pdp><h1>{title}</h1>"
        f"{box}<button class=add-to-cart>Add to cart</button></div></main></body></html>"
    )


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # the cents raised in a superscript after a space: one price, not its whole units
        (
            "<div class=price-block><span class=promo-price>219 <sup class=promo-price__fraction>"
            "99</sup></span><div>Adviesprijs <del>€ 329,99</del></div></div>",
            "https://shop.example.nl/p/1",
            (21999, "EUR"),
        ),
        # member programmes by their classes and words
        (
            "<div class=product-price><div class=price-wrapper>12.499,00 TL</div><div class="
            "premium-price>Premium'a özel 11.999,00 TL</div></div>",
            "https://shop.example.com.tr/p/1",
            (1249900, "TRY"),
        ),
        (
            "<div class=Price--root><div class=Price--vip>88VIP ¥379.05</div><div><span "
            "class=Price--current>¥399</span></div></div>",
            "https://shop.example.cn/item/1",
            (39900, "CNY"),
        ),
        (
            "<div class=vara><p class=vara__klubbur>21.246 kr. – innskráning</p><div><span "
            "class=vara__verd-nu>24.995 kr.</span></div></div>",
            "https://shop.example.is/vara/1",
            (24995, "ISK"),
        ),
        (
            "<div class=vara><p>Fagmannaverð 21.246 kr.</p><div><span class=verd>24.995 kr."
            "</span></div></div>",
            "https://shop.example.is/vara/2",
            (24995, "ISK"),
        ),
        (
            "<div class=PriceBox><div class=Row><span>Pris</span><span>299,95 kr.</span></div>"
            "<div class=Row><span>Premium-pris</span><span>239,95 kr.</span></div></div>",
            "https://shop.example.dk/bog/1",
            (29995, "DKK"),
        ),
        # the former price by Arabic "before the discount"
        (
            "<div><span class=priceToPay>18,499.00 جنيه</span></div><div class=basisPrice>"
            "السعر قبل الخصم: <span>21,999.00 جنيه</span></div>",
            "https://shop.example.com.eg/dp/1",
            (1849900, "EGP"),
        ),
        # a Chinese book's list price, a spend-and-save's amount off, the e-book's price on
        # a link to its own page
        (
            "<div class=price_info><p class=price_m_t>书香价</p><p class=price><span class=yen>¥"
            "</span>59.50</p><div class=price_zhe><span>定价</span><span class=del>¥88.00</span>"
            "</div><div class=price_d><span>促销</span><span>每满100元减50元</span></div><div "
            "class=price_d><span>电子书价</span><a href='https://e.example.cn/29812399.html' "
            "class=e-price>¥29.99</a></div></div>",
            "https://book.example.cn/29812345.html",
            (5950, "CNY"),
        ),
        # a store wallet's cashback beside a price the theme calls "regular"
        (
            "<div class=m-product__price><p class=a-product__paragraphDiscountPrice>Precio de "
            "lista <del>$15,999</del></p><p class=a-product__paragraphRegularPrice>$12,999</p>"
            "</div><div class=m-product__monedero>Recibe $1,300 en monedero electrónico</div>",
            "https://tienda.example.com.mx/tienda/pdp/1098765432",
            (1299900, "MXN"),
        ),
        # a carrier's fee named right before it; free delivery by the carrier before the
        # price's label names no fee
        (
            "<div class=price-details><div class=price-regular>HK$429.00</div><div class="
            "price-crossed>原價 HK$499.00</div></div><div class=delivery><p>順豐速運 HK$30 ｜ "
            "門市自取免費</p></div>",
            "https://shop.example.com.hk/products/1",
            (42900, "HKD"),
        ),
        (
            "<div class=tm-pricearea><span class=badge>顺丰包邮</span> <dl class=tm-promo-price>"
            "<dt>价格</dt><dd><em>¥</em><span class=tm-price>1280.00</span></dd></dl></div>",
            "https://detail.example.cn/item.htm?id=657766343100",
            (128000, "CNY"),
        ),
        # points for a review
        (
            "<div>Баллы за отзыв: 150 ₽</div><div class=price><span class=price-now>2 390 ₽"
            "</span></div>",
            "https://shop.example.ru/product/1",
            (239000, "RUB"),
        ),
    ],
)
def test_round34_price_cues(box: str, url: str, want: tuple[int, str] | None) -> None:
    assert _price(_box(box), url) == want


def test_an_e_books_own_page_labels_its_price_apart() -> None:
    # the product is the e-book: its price, labelled in an element of its own, stays
    box = "<div class=price><span class=label>eBook</span> <span class=amount>£4.99</span></div>"
    assert _price(_box(box, "The Quiet Harbour"), "https://books.example.co.uk/p/1") == (499, "GBP")


@pytest.mark.parametrize(
    ("details", "want"),
    [
        # structured data gives the former price the page crosses out beside its clear sale
        # price, and a details list repeats it
        ("<dl><dt>Price</dt><dd>$30.00</dd></dl>", (2790, "USD")),
        ("", (2790, "USD")),
    ],
)
def test_a_structured_former_price_crossed_out_beside_the_sale_price(
    details: str, want: tuple[int, str] | None
) -> None:
    page = (
        "<html><head><title>The Salt Road: A Memoir</title><meta property=og:type content=product>"
        "<meta property='product:price:amount' content=30.00><meta property="
        "'product:price:currency' content=USD></head><body><main><div class=product><h1>The "
        "Salt Road: A Memoir</h1><p class=prices><span class=sale-price>$27.90</span> <s "
        "class=list-price>$30.00</s></p><button class=add-to-cart>Add to cart</button>"
        f"{details}</div></main></body></html>"
    )
    assert _price(page, "https://books.example.com/book/9780000000001") == want


def _og(amount: str, currency: str) -> str:
    return (
        "<meta property=og:type content=product><meta property='product:price:amount' "
        f"content={amount}><meta property='product:price:currency' content={currency}>"
    )


def _with_head(box: str, head: str, title: str = "Airfryer XL 5.5L") -> str:
    return _box(box, title).replace("</title>", f"</title>{head}", 1)


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a weighed fruit's price per piece, its price per kg beside it; a delivery slot's
        # service fee
        (
            "<div class=Slot_bar>Próxima entrega: mañana · Coste del servicio 8,00 €</div><div "
            "class=ProductPrice_root><p class=ProductPrice_unit>5,37 € <span>/pieza</span></p>"
            "<p class=ProductPrice_reference>1,79 €/kg</p></div>",
            "https://super.example.es/product/1",
            (537, "EUR"),
        ),
        # a point per so much spent; a free-delivery threshold in Spanish
        (
            "<table><tr><th>税込価格</th><td><b>645円</b></td></tr><tr><th>ポイント</th><td>5ポイ"
            "ント（200円（税込）ごとに1ポイント）</td></tr></table>",
            "https://super.example.jp/item/1",
            (645, "JPY"),
        ),
        (
            "<div class=price><span class=price-now>$45.999</span></div><p>Envío gratis "
            "superando los $80.000</p>",
            "https://tienda.example.com.ar/productos/1",
            (4599900, "ARS"),
        ),
        # "£" on a Gibraltar shop
        (
            "<div class=price><span class=price-now>£89.00</span></div>",
            "https://perfume.example.gi/p/1",
            (8900, "GIP"),
        ),
        # a flash sale to come; a wallet's exclusive price; Turkish free delivery far after
        # its threshold
        (
            "<div class=price><span class=price-now>₦289,500</span></div><div role=note>FLASH "
            "SALE <span>₦279,000 — starts in 02:11:33</span></div>",
            "https://shop.example.ng/p/1",
            (28950000, "NGN"),
        ),
        (
            "<div class=prices><div class=price-regular>S/ 24.90</div><div><span>S/ 22.41</span>"
            "<span>Precio exclusivo con Monedero del Ahorro</span></div></div>",
            "https://farmacia.example.pe/producto/1",
            (2490, "PEN"),
        ),
        (
            "<div class=price><span class=price-now>1.249,00 TL</span></div><ul><li>5.000 TL ve "
            "üzeri siparişlerde kargo ücretsiz (bayi)</li></ul>",
            "https://shop.example.com.tr/urun/1",
            (124900, "TRY"),
        ),
        # a subsidy's price; a Vietnamese listed price
        (
            "<div class=proinfo-price><dl class=price-main><dt>易购价</dt><dd>¥3599.00</dd></dl>"
            "<dl class=price-gov><dt>国补价</dt><dd>¥3059.15</dd></dl></div>",
            "https://product.example.cn/1.html",
            (359900, "CNY"),
        ),
        (
            "<div class=box-price><p class=box-price-present>22.990.000₫</p></div><p>Giá đã bao "
            "gồm VAT. Giá niêm yết 24.990.000₫</p>",
            "https://shop.example.vn/dtdd/1?code=256gb",
            (22990000, "VND"),
        ),
        # the gross beside the net: the net label after a price is that price's; the
        # recommended retail price in Danish
        (
            "<p class=line><span class=ex>S$412.00</span> (excl. GST) <span class=inc>S$449.08"
            "</span> (incl. 9% GST)</p>",
            "https://shop.example.sg/p/1",
            (44908, "SGD"),
        ),
        (
            "<div><span>Pris ekskl. moms</span> <span>796,00 kr.</span></div><div><span>Pris "
            "inkl. moms</span> <span>995,00 kr.</span></div><p class=big>Vejl. udsalgspris "
            "1.249,00 kr. inkl. moms</p>",
            "https://shop.example.dk/p/1",
            (99500, "DKK"),
        ),
        # a spend threshold; a crossed-out price whose class sits on an inner wrapper
        (
            "<div class=regular-price><span class=product__price>$24.99</span></div><div class="
            "offers>$5 Rewards when you spend $25 on allergy</div>",
            "https://drugstore.example.us/p/1",
            (2499, "USD"),
        ),
        (
            "<dl class=prices><dt>Internet</dt><dd class='product-price product-price--internet'>"
            "$54.990</dd><dt>Normal</dt><dd class='product-price product-price--normal'><span "
            "class='strike-through list'><span class=value>$89.990</span></span></dd></dl>",
            "https://tienda.example.cl/p/1",
            (54990, "CLP"),
        ),
        # members, a club, a code's price with its spend, a bottle of a case
        (
            "<div class=preu><b>34,90 €</b></div><p>Socis del Raval (5% dte.): 33,16 €</p>",
            "https://llibreria.example.cat/llibre/1",
            (3490, "EUR"),
        ),
        (
            "<div class=price_innerwrap><span class=price_real>89,000원</span><div class="
            "price_smileclub><span>스마일클럽</span> 추가할인가 <strong>84,550원</strong></div>"
            "</div>",
            "https://item.example.co.kr/1",
            (89000, "KRW"),
        ),
        (
            "<div class=price><span class=now>HK$ 599.00</span></div><div class=promo>Extra 20% "
            "off – final price <b>HK$ 479.20</b> <span>(min. spend HK$ 500)</span></div>",
            "https://shop.example.com.hk/p/1?size=UK8",
            (59900, "HKD"),
        ),
        (
            "<div class=variation><p>6 botelles de 70 cl (2,75 € la botella)</p><span class="
            "price>16,50 €</span></div>",
            "https://sidra.example.es/produ/1?attribute_pa_formatu=caxa-6",
            (1650, "EUR"),
        ),
        (
            "<div class=Price_root><div class=Price_current>₫149.000</div></div><div class="
            "UpcomingFlash_root>FLASH SALE bắt đầu lúc 12:00 · <span class=UpcomingFlash_price>"
            "₫99.000</span></div>",
            "https://shop.example.vn/p/1",
            (149000, "VND"),
        ),
        # a store card's price by its name, a price per 100 ml, a take-two deal
        (
            "<div class=Prices_root><div class=Prices_card><span>Precio SaludCard</span><span>"
            "$11.490</span></div><div class=Prices_internet><span>Precio Internet</span><span>"
            "$12.990</span></div><p>Precio por 100 ml: $6.495</p></div><div class=Promo>Lleva 2 "
            "y paga $22.990</div>",
            "https://farmacia.example.cl/p/1",
            (12990, "CLP"),
        ),
        # a Swiss carrier's fee and a buyer-protection fee beside a price
        (
            "<div class=price><span class=amount>CHF 145.00</span></div><ul><li>B-Post, "
            "versichert: CHF 9.00</li><li>Käuferschutz+ für CHF 2.50 hinzufügen</li></ul>",
            "https://shop.example.ch/p/1",
            (14500, "CHF"),
        ),
    ],
)
def test_round34_second_price_cues(box: str, url: str, want: tuple[int, str] | None) -> None:
    assert _price(_box(box), url) == want


@pytest.mark.parametrize(
    ("box", "head", "url", "want"),
    [
        # a bid in a side block: the structured price is that bid
        (
            "<aside class=bidbox><div><span>Huidig bod</span><span class=value>€ 4.250</span>"
            "</div><button>Bied nu</button></aside>",
            _og("4250", "EUR"),
            "https://veiling.example.be/kavel/1",
            None,
        ),
        # a list price, then "See price in cart": the structured price is hidden
        (
            "<div class=pdp-price-panel><div class=list-price>List price: <span>$42.00</span>"
            "</div><div class=map-message><p>See price in cart</p></div></div>",
            _og("29.95", "USD"),
            "https://vitamins.example.com/p/1",
            None,
        ),
        # a table whose first row of <th> cells names its price column net of tax
        (
            "<table><tr><th>販売価格(税込)</th><td>￥7,678</td></tr><tr><th>販売価格(税抜)</th>"
            "<td>￥6,980</td></tr></table><table><tr><th>品番</th><th>価格(税抜)</th></tr><tr>"
            "<td>TS-3840</td><td>￥6,980</td></tr></table>",
            _og("6980", "JPY"),
            "https://tools.example.jp/p/1",
            (7678, "JPY"),
        ),
    ],
)
def test_round34_structured_prices_set_aside(
    box: str, head: str, url: str, want: tuple[int, str] | None
) -> None:
    assert _price(_with_head(box, head), url) == want


def test_a_fee_labelled_before_a_hidden_field() -> None:
    box = (
        "<table><tr><th>판매가</th><td><strong>품절</strong></td></tr><tr><th>배송비</th><td><span>"
        "<input type=hidden name=delivery_cost value=P><strong>3,000원</strong> (50,000원 이상 "
        "구매 시 무료)</span></td></tr></table>"
    )
    assert _price(_box(box, "토너패드 70매"), "https://shop.example.kr/product/1") is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Få besked, når iPhone 14 Pro i stand Meget god er tilbage på lager.", "out_of_stock"),
        ("Varen er tilbage på lager!", "in_stock"),
        # a listing's status as its whole line, a Dutch count of stock
        ("Tilgjengelig", "in_stock"),
        ("販売中", "in_stock"),
        ("판매중", "in_stock"),
        ("Voorraad: 240 stuks", "in_stock"),
        ("Voorraad: 0 stuks", None),
        ("Ikke tilgjengelig", None),
    ],
)
def test_stock_words_of_round34(text: str, want: str | None) -> None:
    from crawler.extract.stock import stock_from_text

    assert stock_from_text(text) == want


def test_an_item_number_labelled_with_a_hash_before_another_field() -> None:
    box = (
        "<div class=price><span class=price-now>$1,299.00</span></div><p class=ids>Item #: "
        "<span>1001-7730</span> &nbsp; Model #: HF-56RC11</p>"
        '<script type=\'application/ld+json\'>{"@context": "https://schema.org", "@type": '
        '"Product", "name": "Rolling Tool Cabinet", "sku": "10017730", "offers": '
        '{"@type": "Offer", "price": "1299.00", "priceCurrency": "CAD"}}</script>'
    )
    item = extract(_box(box, "Rolling Tool Cabinet"), "https://tools.example.ca/p/1").item
    assert item is not None and item.sku == "1001-7730"


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # an Amazon page with no featured offer: the cheapest of other offers, in Italian
        (
            "<div><span>Nessuna offerta in evidenza disponibile</span></div><div><span class="
            "a-color-price>189,90 €</span> (5 offerte di prodotti nuovi)</div>",
            "https://www.example.it/dp/B0BQ7N3V5T",
            None,
        ),
        # a Japanese auction's current price, labelled 現在 alone
        (
            "<table class=auc_price><tr><th>現在</th><td><span class=price_now><b>12,500円</b>"
            "</span>（税 0円）</td></tr><tr><th>即決価格</th><td>なし</td></tr></table>",
            "https://auctions.example.jp/item/x1098765432",
            None,
        ),
        # a discontinued product's successor, its price and stock
        (
            "<p>Produkt wycofany ze sprzedaży</p><div class=prod-page__successor><a href='/p/2'>"
            "Następca</a> <span class=prod-page__successor-price>379,00 zł</span> <span class="
            "prod-page__successor-stock>dostępny</span></div>",
            "https://sklep.example.pl/p/4466120",
            None,
        ),
        # the end of a long lowest-in-30-days label; a delivery line's long label
        (
            "<div><div class=now>139,95 €</div><p>Niedrigster Preis der letzten 30 Tage vor der "
            "Preisreduzierung: 149,95 €</p></div>",
            "https://shop.example.de/p/IG5925",
            (13995, "EUR"),
        ),
        (
            "<div><span class=price-now>1.299,00 KM</span></div><p class=shipping>Dostava i "
            "montaža na području BiH: 60,00 KM</p>",
            "https://namjestaj.example.ba/proizvod/1",
            (129900, "BAM"),
        ),
        # a rental's price per day beside "price on request"; a price in 12 instalments
        (
            "<div class=price>Cena pēc pieprasījuma</div><ul><li>Noma: no 65 € dienā</li></ul>",
            "https://tehnika.example.lv/p/1",
            None,
        ),
        (
            "<div class=price><span class=price-now>299,00 €</span></div><p>Cijena na 12 rata "
            "329,00 €</p>",
            "https://shop.example.me/p/1",
            (29900, "EUR"),
        ),
    ],
)
def test_round_ac_price_cues(box: str, url: str, want: tuple[int, str] | None) -> None:
    assert _price(_box(box, "Deep Sea Product 30"), url) == want


@pytest.mark.parametrize(
    ("amount", "url", "want"),
    [
        ("42 900 сом", "https://shop.example.kg/p/1", (4290000, "KGS")),
        ("4 850 сомонӣ", "https://shop.example.tj/p/1", (485000, "TJS")),
        ("3 249 000 so'm", "https://shop.example.uz/p/1", (324900000, "UZS")),
        # the rouble abbreviated is Belarusian on a .by shop, Russian on a .ru one
        ("1 899 р.", "https://shop.example.by/p/1", (189900, "BYN")),
        ("1 899 р.", "https://shop.example.ru/p/1", (189900, "RUB")),
    ],
)
def test_central_asian_and_belarusian_money_words(
    amount: str, url: str, want: tuple[int, str]
) -> None:
    box = f"<div class=price><span class=price-now>{amount}</span></div>"
    assert _price(_box(box, "Посудомоечная машина 45 см"), url) == want
