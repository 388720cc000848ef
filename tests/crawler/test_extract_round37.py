"""Stop 37's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 36's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text


def _price(page: bytes | str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Nepali, Marathi, Gujarati, Malayalam, Tamil, Telugu, Kannada, Sinhala, Khmer, Lao,
        # Burmese: in stock, and each negation (which holds the affirmative's letters)
        ("स्टकमा छ", "in_stock"),
        ("स्टकमा छैन", "out_of_stock"),
        ("स्टॉकमध्ये उपलब्ध", "in_stock"),
        ("स्टॉकमध्ये नाही", "out_of_stock"),
        ("સ્ટોકમાં ઉપલબ્ધ", "in_stock"),
        ("સ્ટોકમાં નથી", "out_of_stock"),
        ("സ്റ്റോക്കുണ്ട്", "in_stock"),
        ("സ്റ്റോക്കില്ല", "out_of_stock"),
        ("கையிருப்பில் உள்ளது", "in_stock"),
        ("கையிருப்பில் இல்லை", "out_of_stock"),
        ("స్టాక్\u200cలో ఉంది", "in_stock"),
        ("స్టాక్\u200cలో లేదు", "out_of_stock"),
        ("ಸ್ಟಾಕ್\u200cನಲ್ಲಿದೆ", "in_stock"),
        ("ಸ್ಟಾಕ್ ಇಲ್ಲ", "out_of_stock"),
        ("තොගයේ ඇත", "in_stock"),
        ("තොග අවසන්", "out_of_stock"),
        ("មានក្នុងស្តុក", "in_stock"),
        ("អស់ពីស្តុក", "out_of_stock"),
        ("ມີສິນຄ້າ", "in_stock"),
        ("ສິນຄ້າໝົດ", "out_of_stock"),
        ("ပစ္စည်းရှိသည်", "in_stock"),
        ("ပစ္စည်းကုန်", "out_of_stock"),
    ],
)
def test_stock_in_more_south_and_southeast_asian_languages(text: str, want: str) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("On order – arrives in approx. 3 weeks", "backorder"),
        ("On Order", "backorder"),
        # an order threshold, not a stock state
        ("On order over $50, free delivery", None),
        ("Free delivery on order", None),
        ("On orders above $100", None),
    ],
)
def test_on_order_as_a_stock_line(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Quantité limitée", "limited"),
        ("Limited quantity available", "limited"),
        ("Stock reduzido", "limited"),
        ("zostały 2 sztuki", "limited"),
        ("Zadnja 2 komada na zalihi", "limited"),
        ("Kevés van raktáron", "limited"),
        ("נותר פריט אחרון במידה זו", "limited"),
        ("נותרה יחידה אחרונה", "limited"),
        ("آخر قطعتين", "limited"),
        ("2 left", "limited"),
        # a limit per buyer is no scarcity; a count for pickup is not the line's whole
        ("Limited quantity per customer", None),
        ("2 left for pickup", None),
        # plenty, as before
        ("Na zalihi", "in_stock"),
        ("Raktáron", "in_stock"),
    ],
)
def test_scarcity_in_more_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a labelled count as the whole line is stock (a count, no scarcity word: in stock)
        ("在庫数：12点", "in_stock"),
        ("庫存 > 10", "in_stock"),
        ("재고: 12개", "in_stock"),
        ("Наличие: 5 шт.", "in_stock"),
        ("Stan magazynowy: 12 szt.", "in_stock"),
        ("Disponibilidad: 15 unidades", "in_stock"),
        ("Verfügbar: 8 Stück", "in_stock"),
        # Japanese marks: ○ in stock, △ few left, × none
        ("在庫：○", "in_stock"),
        ("在庫：あり", "in_stock"),
        ("在庫：△", "limited"),
        ("在庫：×", "out_of_stock"),
        ("在庫：なし", "out_of_stock"),
        ("在庫数：0", "out_of_stock"),
        # a date or a lead time after the label is no count
        ("Verfügbar: ab 12.03.", None),
        ("Disponibilidad: 2-3 días", None),
    ],
)
def test_a_labelled_count_or_mark_as_the_stock_line(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def _table_shop(row: str) -> str:
    """A 2000s table layout: the price and stock in rows of label and value cells, an active
    add-to-cart button under them."""
    return (
        "<html><head><title>灯油タンク 20L</title></head><body><header><a href=/>Shop</a>"
        "</header><div class=main><div id=item><h1>灯油タンク 20L</h1><table>"
        f"<tr><td>価格</td><td><b>1,280円</b>(税込)</td></tr>{row}"
        "<tr><td>送料</td><td>660円</td></tr></table>"
        "<form><input type=submit value='カートに入れる'></form></div>"
        "<div class=desc><p>丈夫なポリタンクです。</p></div></div></body></html>"
    )


@pytest.mark.parametrize(
    ("row", "want"),
    [
        ("<tr><td>在庫</td><td>12点</td></tr>", "in_stock"),
        ("<tr><td>在庫</td><td>○</td></tr>", "in_stock"),
        ("<tr><td>在庫</td><td>△</td></tr>", "limited"),
        ("<tr><td>在庫</td><td>×</td></tr>", "out_of_stock"),
        ("<tr><th>Availability</th><td>Only 2 left</td></tr>", "limited"),
        ("<tr><th>Disponibilidad</th><td>Agotado</td></tr>", "out_of_stock"),
        ("<tr><th>Availability</th><td>Backordered, ships in 3 weeks</td></tr>", "backorder"),
        # a row named for something else says nothing of stock
        ("<tr><td>サイズ</td><td>残り2色</td></tr>", "in_stock"),
    ],
)
def test_a_stock_row_of_the_box_beside_an_active_button(row: str, want: str) -> None:
    result = extract(_table_shop(row), "https://www.kome.example.jp/item/1301045")
    assert (result.availability, _price(_table_shop(row), "https://www.kome.example.jp/i/1")) == (
        want,
        (1280, "JPY"),
    )


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<li>Tình trạng: Còn hàng</li>", "in_stock"),
        ("<li>Availability: Out of stock</li>", "out_of_stock"),
        ("<p>Disponibilidad: <b>Agotado</b></p>", "out_of_stock"),
        # a store's line is not the product's stock
        ("<li>Availability: in stock at our Leeds store</li>", "unknown"),
    ],
)
def test_a_labelled_stock_line_in_a_list_on_a_page_asking_to_call(line: str, want: str) -> None:
    # no price (call for a quote) and no cart button: the product's list of facts says
    page = (
        "<html><head><title>Máy phát điện KP-250</title></head><body><header><a href=/>"
        "Shop</a></header><main><div class=summary><h1>Máy phát điện KP-250</h1>"
        "<p class=price>Giá: <a href='tel:0909000000'>Liên hệ</a></p>"
        f"<ul><li>Mã SP: MPD-KP-250</li><li>Công suất: 250kVA</li>{line}</ul>"
        "<a class=button href=/bao-gia>Yêu cầu báo giá</a></div></main></body></html>"
    )
    result = extract(page, "https://dien.example.vn/p/kp-250")
    assert (result.main, result.availability) == (None, want)


_CART = "<form action=/cart><button class=add-to-cart>Add to cart</button></form>"


def _shop(
    box: str, *, lang: str = "en", title: str = "Cordless drill 18V", buyable: bool = True
) -> str:
    """A product page: a title, the given price box lines, an add-to-cart button (unless not
    ``buyable``), a rail of other products."""
    cards = "".join(
        f"<li class=card><a href=/p/{n}><img src=/i/{n}.jpg alt=''>Item {n}</a>"
        f"<span class=amount>{n}9,90 €</span></li>"
        for n in range(1, 5)
    )
    return (
        f"<html lang={lang}><head><title>{title}</title></head><body><header><a href=/>Shop"
        f"</a></header><main><div class=product><h1>{title}</h1>{box}{_CART if buyable else ''}"
        "</div>"
        f"<section><h2>Bestsellers</h2><ul>{cards}</ul></section></main></body></html>"
    )


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a resale shop's estimated retail price beside its own
        (
            "<div class=p><span class=now>$1,125.00</span><p class=est>Est. Retail $2,950.00"
            "</p></div><div class=promo>Take an extra 20% off with code <b>EXTRA20</b> at "
            "checkout — final price $900.00</div>",
            "https://www.resale.example.com/p/1",
            (112500, "USD"),
        ),
        # an optional service's own line is no price of the product
        (
            "<div class=price-box><span class=old>MSRP $1,499.99</span>"
            "<a href=#map>See price in cart</a></div>"
            "<div class=note>Free shipping · Optional wall-mount installation $199.00</div>",
            "https://www.gizmo.example.com/tv-65.html",
            None,
        ),
        # home delivery in Italian
        (
            "<div class=price><s>499,00 €</s> <span class=sales>399,00 €</span></div>"
            "<div class=ship>Consegna a domicilio 39,90 € · Ritiro in negozio gratuito</div>",
            "https://www.faidate.example.it/p/set-capri",
            (39900, "EUR"),
        ),
        # WooCommerce's screen-reader lines in Latvian: the original price is no price shown
        (
            "<p class=price><del aria-hidden=true><span class=amount>129,00 €</span></del> "
            "<span class=screen-reader-text>Sākotnējā cena bija: 129,00€.</span>"
            "<ins aria-hidden=true><span class=amount>99,00 €</span></ins>"
            "<span class=screen-reader-text>Pašreizējā cena ir: 99,00€.</span></p>",
            "https://veikals.example.lv/produkts/ud1820/",
            (9900, "EUR"),
        ),
    ],
)
def test_prices_beside_other_amounts_in_the_box(
    box: str, url: str, want: tuple[int, str] | None
) -> None:
    assert _price(_shop(box), url) == want


def test_a_card_price_in_estonian_is_for_card_holders() -> None:
    box = (
        "<div class=pricebox><div class=card-price><span>Partnerkaardiga</span> "
        "<span class=value>8,99 €</span></div><div class=regular><span>Tavahind</span> "
        "<span class=value>10,99 €</span></div></div>"
    )
    assert _price(_shop(box, lang="et"), "https://www.kaubamaja.example.ee/p/118342") == (
        1099,
        "EUR",
    )


def test_a_structured_price_struck_out_in_latvian_loses_to_the_sale_price() -> None:
    box = (
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":'
        '"Product","name":"Cordless drill 18V","offers":{"@type":"Offer","price":"129.00",'
        '"priceCurrency":"EUR"}}</script>'
        "<p class=price><del aria-hidden=true><span class=amount>129,00 €</span></del> "
        "<span class=screen-reader-text>Sākotnējā cena bija: 129,00€.</span>"
        "<ins aria-hidden=true><span class=amount>99,00 €</span></ins></p>"
    )
    assert _price(_shop(box, lang="lv"), "https://veikals.example.lv/produkts/ud1820/") == (
        9900,
        "EUR",
    )


def test_a_discontinued_products_replacement_is_not_its_price() -> None:
    box = (
        "<div class=notice><strong>Tuote on poistunut valikoimasta.</strong></div>"
        "<div class=product__replacement><h2>Korvaava tuote</h2><a class=replacement-card "
        "href=/tuote/lokki-2><img src=/i/l2.jpg alt=''><span>Lokki 2.0</span>"
        "<span class=price>189,00 €</span></a></div>"
    )
    page = _shop(box, lang="fi", title="Nahkalaukku Lokki", buyable=False)
    result = extract(page, "https://www.kivi.example.fi/tuote/lokki")
    assert (result.main, result.availability) == (None, "out_of_stock")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Tuote on poistunut valikoimasta.", "out_of_stock"),
        ("Utgått ur sortimentet", "out_of_stock"),
        ("Ultimele 2 perechi!", "limited"),
        ("Ultima pereche!", "limited"),
    ],
)
def test_more_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


def _old_japanese_shop(extra: str) -> str:
    return (
        "<html lang=ja><head><title>SPF 2×4材 6フィート</title></head><body><table><tr>"
        "<td><img src=/i/1.jpg alt=''></td><td><h1><font>SPF 2×4材 6フィート</font></h1>"
        "<table><tr><td><font size=2>販売価格</font><br><font size=6><b>548</b></font>"
        "<font size=3><b>円</b></font><font size=2>(税込)</font> "
        "<font size=2>本体価格 499円</font></td></tr>"
        f"{extra}</table><form action=/cart><input type=image alt='カートに入れる'></form>"
        "</td></tr></table></body></html>"
    )


@pytest.mark.parametrize(
    "extra",
    [
        "",
        # a bulk set's price and a cutting service's price beside it
        "<tr><td><font size=2>まとめ買い：10本セット <b>5,180円</b>(税込)</font></td></tr>"
        "<tr><td><font size=2>カット加工：1カット 55円(税込)</font></td></tr>",
    ],
)
def test_a_price_and_its_sign_in_wrappers_of_their_own(extra: str) -> None:
    # "<font><b>548</b></font><font><b>円</b></font>": one price
    assert _price(_old_japanese_shop(extra), "https://www.diy.example.jp/item/1000254117") == (
        548,
        "JPY",
    )


def test_the_cfp_franc_as_tahitian_shops_write_it() -> None:
    page = (
        "<html lang=fr><head><title>Climatiseur DK-12INV</title></head><body><table><tr><td>"
        "<h1>Climatiseur mural inverter DK-12INV</h1><p>Gaz R32, classe A++</p>"
        "<table><tr><td>Prix TTC</td><td><b>89 900 F CFP</b></td></tr></table>"
        "<form action=/panier><input type=submit value=Commander></form></td></tr></table>"
        "</body></html>"
    )
    assert _price(page, "https://www.materiaux.example.pf/produit.php?ref=FT-77120") == (
        89900,
        "XPF",
    )


@pytest.mark.parametrize(
    ("text", "rand"),
    [
        ("Gaz R32, classe A++", False),
        ("Uses R290 refrigerant", False),
        ("Kältemittel: R410A", False),
        ("R32 gas", False),
        # the rand's own prices stay
        ("R32.99", True),
        ("Price R450", True),
    ],
)
def test_a_refrigerants_name_is_no_rand_price(text: str, rand: bool) -> None:
    from crawler.extract.money import find_prices

    assert any(t.symbol == "R" for t in find_prices(text)) is rand


def _old_camera_shop(rails: str) -> str:
    """A 2000s table layout: the title, price and rails of other products all in one column."""
    return (
        "<html lang=ja><head><title>ハクト HR-8 ボディ</title></head><body><table class=wrapper>"
        "<tr><td class=side><a href=/c/1>カメラ</a></td><td class=main>"
        "<h1>ハクト HR-8 ボディ</h1><table class=pDetail><tr><td><img src=/i/1.jpg alt=''>"
        "</td><td><table class=salesInfo><tr><th>販売価格</th><td><span class=productPrice "
        "id=js_scl_unitPrice>￥248,600</span>（税込）</td></tr><tr><th>在庫状況</th><td>"
        "<b>在庫あり</b></td></tr></table><form action=/cart><input type=image "
        "alt='ショッピングカートに入れる'></form><p class=storeStock>店舗在庫：梅田 <b>在庫僅少</b>"
        f"</p></td></tr></table><h2>商品説明</h2><p>フルサイズミラーレス。</p>{rails}"
        "</td></tr></table></body></html>"
    )


def _rail(n: int, head: str) -> str:
    return "".join(
        f"<tr><td class=pItem><a href=/p/{n}{i}><img src=/i/{i}.jpg alt=''>カメラ {i}</a>"
        f"<br><span class=pPrice>￥{n}{i}3,980</span></td></tr>"
        for i in range(1, 7)
    ).join((f"<table class=relTable>{head}", "</table>"))


@pytest.mark.parametrize(
    "rails",
    [
        # a heading in the product's own column, its table after it
        "<h2>一緒に購入されている商品</h2>" + _rail(5, ""),
        # a table headed in its own first cell
        _rail(7, "<tr><th colspan=4>この商品を見た人はこんな商品も見ています</th></tr>")
        + _rail(8, "<tr><th colspan=4>売れ筋ランキング ミラーレス一眼</th></tr>"),
    ],
)
def test_rails_of_other_products_in_the_products_own_column(rails: str) -> None:
    page = _old_camera_shop(rails)
    result = extract(page, "https://www.yodogawa.example.jp/product/100000001008123456/")
    assert (_price(page, "https://www.yodogawa.example.jp/product/1/"), result.availability) == (
        (248600, "JPY"),
        "in_stock",  # (the stores' few left is not the shop's stock: "storeStock")
    )


def _table_layout(rows: str, rails: str, lang: str) -> str:
    return (
        f"<html lang={lang}><head><title>Pixora P9 128GB</title></head><body><table><tr><td>"
        "<img src=/i/1.jpg alt=''></td><td><h1>Pixora P9 128GB</h1>"
        f"<table class=arTabla>{rows}</table><form action=/kosar><input type=submit "
        f"value=Kosárba></form></td></tr></table>{rails}</body></html>"
    )


def _cards(head: str, sign: str) -> str:
    return "".join(
        f"<td class=pItem><a href=/p/{i}><img src=/i/{i}.jpg alt=''>Item {i}</a><br>"
        f"<span class=pPrice><b>{sign}{i}29 990</b></span></td>"
        for i in range(1, 5)
    ).join((f"<table class=relTable><tr><th colspan=4>{head}</th></tr><tr>", "</tr></table>"))


def test_a_hungarian_table_layout_with_its_rows_labelled_in_cells() -> None:
    rows = (
        "<tr><td>Korábbi ár:</td><td><s>219 990 Ft</s></td></tr>"
        "<tr><td>Online ár:</td><td><span class=akciosAr><font size=5><b>189 990 Ft</b>"
        "</font></span></td></tr>"
        "<tr><td>Bolti ár:</td><td>194 990 Ft <small>(áruházban történő vásárlás esetén)"
        "</small></td></tr>"
        "<tr><td>Részletfizetés:</td><td>12 hó × 15 833 Ft (THM 0%)</td></tr>"
        "<tr><td>Garancia:</td><td>3 év · kiterjesztett +2 év: 14 990 Ft</td></tr>"
    )
    rails = (
        _cards("Kiegészítők", "")
        + _cards("Hasonló termékek", "")
        + _cards("Legnépszerűbb okostelefonok", "")
    ).replace("</b>", " Ft</b>")
    page = _table_layout(rows, rails, "hu")
    assert _price(page, "https://www.edigi.example.hu/pixora-p9-p1293847") == (18999000, "HUF")


def test_a_thai_table_layout_with_instalments_labelled_in_their_row() -> None:
    rows = (
        "<tr><td>ราคาปกติ:</td><td><s>฿10,490</s></td></tr>"
        "<tr><td>ราคาพิเศษ:</td><td><font size=5><b>฿8,990</b></font> (รวม VAT 7%)</td></tr>"
        "<tr><td>ผ่อน 0%:</td><td>10 เดือน เดือนละ ฿899 (บัตรกรุงศรี)</td></tr>"
        "<tr><td>รับประกัน:</td><td>2 ปี · ขยายประกัน +1 ปี ฿590</td></tr>"
    )
    rails = _cards("หมึกและอุปกรณ์เสริม", "฿") + _cards("สินค้าขายดี", "฿")
    page = _table_layout(rows, rails, "th")
    assert _price(page, "https://www.banphong.example.co.th/product/10293") == (899000, "THB")


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a Czech price table: the usual price crossed out by its class and named, the price
        # with VAT without its sign, the price without VAT
        (
            "<table class=priceTable><tr><td>Běžná cena</td><td><span class=crossPrice>"
            "14 490 Kč</span></td></tr><tr><td>Naše cena s DPH</td><td><span "
            "class=price_withVat>12 990,-</span></td></tr><tr><td>Cena bez DPH</td><td>"
            "<span class=price_noVat>10 735,54 Kč</span></td></tr></table>",
            "https://www.elektra.example.cz/tablet-d1127.htm",
            (1299000, "CZK"),
        ),
        # a promotion's "2+1" per piece of another product
        (
            "<p>Cijena: <b>69,90 KM</b> (5,83 KM/kg)</p><div class=akcija-box>Akcija 2+1 na "
            "konzerve Royal Paws 400 g (3,50 KM/kom)</div>",
            "https://www.ljubimac.example.ba/proizvod.php?id=7781",
            (6990, "BAM"),
        ),
        # an extra discount in the shop's app
        (
            "<div class=prices><del>259,00 €</del> <span class=sales>179,00 €</span></div>"
            "<div class=promo>Extra -10% sull'app Roma Moda: <strong>161,10 €</strong></div>",
            "https://www.romamoda.example.it/p/mocassino.html",
            (17900, "EUR"),
        ),
    ],
)
def test_more_prices_beside_the_price(box: str, url: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box), url) == want


def test_an_app_exclusive_badge_is_no_app_price() -> None:
    box = "<span class=badge>App exclusive colourway</span><div class=price>$120.00</div>"
    assert _price(_shop(box), "https://www.shop.example.com/products/runner-2") == (12000, "USD")


def test_a_home_visits_fee_on_a_configurator_is_no_price() -> None:
    box = (
        "<form class=cfg><button>Skicka offertförfrågan</button></form>"
        "<p class=cfg__extra>Hembesök med kökssnickare 995 kr (dras av vid köp)</p>"
    )
    page = _shop(box, lang="sv", buyable=False)
    assert _price(page, "https://www.koksfabriken.example.se/kok/konfigurera") is None


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a marketplace membership's price by its name and class
        (
            "<p class=product-new-price>3.499<sup>99</sup> <span>Lei</span></p>"
            "<div class=genius-price-block><span>Preț Genius: <b>3.399,99 Lei</b></span> "
            "<a href=/genius>Activează Genius</a></div>",
            "https://www.emagix.example.ro/laptop/pd/PD7K2RBM/",
            (349999, "RON"),
        ),
        # a card price, the price without the card classed "regular", a courier's fee
        (
            "<div class=price-card><span class=price-card__value>4 290 ₽</span> <span>c Ozorra "
            "Картой</span></div><div class=price-regular><span class=price-regular__value>"
            "4 590 ₽</span> <s>7 990 ₽</s> <span>без Ozorra Карты</span></div>"
            "<div class=delivery><p>Курьер — послезавтра, 99 ₽</p></div>",
            "https://www.ozorra.example.ru/product/1283645511/",
            (459000, "RUB"),
        ),
        # a protection plan named before its price in the line
        (
            "<div class=p>₹1,24,999</div><div class=plan>Complete Protection <b>₹4,999</b> for "
            "2 years</div>",
            "https://www.flipcart.example.in/laptop/p/itm1",
            (12499900, "INR"),
        ),
    ],
)
def test_member_prices_couriers_and_plans(box: str, url: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box), url) == want


def test_a_free_delivery_badge_before_the_price_labels_no_service() -> None:
    box = "<p class=usp>Gratis bezorgen + aansluiten</p><div class=price>€ 549,00</div>"
    assert _price(_shop(box, lang="nl"), "https://www.witgoed.example.nl/p/1") == (54900, "EUR")


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a bulk price with its quantity in the tail, another variant's page linked with its
        # price beside the link to this one
        (
            "<span class=big>₦185,000</span> <s>₦215,000</s><div>Buying for your shop? "
            "<b>₦180,000 each</b> when you buy 3 or more</div><p>Variations</p><div>"
            "<a class=chosen-chip href=#>8GB/256GB</a><a class=chip href=/spark-8gb-128gb.html>"
            "8GB/128GB ₦168,500</a></div>",
            "https://www.naijamart.example.com.ng/spark-30-pro-8gb-256gb.html",
            (18500000, "NGN"),
        ),
        # a protection plan named after its checkbox
        (
            "<div class=p><div class=now>₹24,999</div><div class=mrp>₹29,999</div>"
            "<div><span>16% off</span></div></div><div class=plan><input type=checkbox> "
            "Complete Mobile Protection (1 yr) <b>₹1,299</b> <s>₹2,499</s></div>",
            "https://www.flipkey.example.in/nexa-70/p/itm1",
            (2499900, "INR"),
        ),
    ],
)
def test_bulk_prices_variant_links_and_plans(box: str, url: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box), url) == want


def _cafe24(action: str) -> str:
    """A Cafe24 shop: a header cart toggle, the product's sale price and its buttons, those of
    the states not live hidden by "displaynone"."""
    return (
        "<html lang=ko><head><title>시카 크림 50ml</title></head><body><header><a href=/>Shop</a>"
        "<button type=button class=xans-header-cartbtn aria-controls=mini-cart "
        "aria-expanded=false><span>장바구니</span><span>0</span></button></header><main>"
        "<div class=infoArea><h2>시카 크림 50ml</h2><table><tr><th>판매가</th><td>"
        f"<strong id=span_product_price_text>32,000원</strong></td></tr></table>{action}"
        "</div></main></body></html>"
    )


@pytest.mark.parametrize(
    ("action", "want"),
    [
        # sold out: the cart links hidden by the theme, the sold-out label shown
        (
            "<div class=ec-base-button><a href=#none class='btnSubmit displaynone'>바로 구매하기"
            "</a><a href=#none class='btnNormal displaynone'>장바구니 담기</a><span "
            "class=btnSoldout>품절</span><a href=#none class=btnRestock>재입고 알림 신청</a></div>",
            "out_of_stock",
        ),
        # on sale: the stock line with its count in brackets
        (
            "<p><span>구매 가능 (재고 12개)</span></p><div class=ec-base-button><a href=#none "
            "class=btnSubmit>바로 구매하기</a><span class='btnSubmit displaynone'>품절</span>"
            "</div>",
            "in_stock",
        ),
    ],
)
def test_a_header_cart_toggle_is_no_add_to_cart_button(action: str, want: str) -> None:
    assert extract(_cafe24(action), "https://seoul.example.kr/product/1021/").availability == want
