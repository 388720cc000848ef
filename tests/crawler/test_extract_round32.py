"""Stop 32's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 31's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from crawler.extract.candidates import _parse_text

_BUY = "<button class=add-to-cart>Add to cart</button>"


def _page(box: str, title: str = "Lantern Grinder M220", head: str = "") -> bytes:
    return (
        f"<html><head><title>{title}</title>{head}</head><body><main><div class=pdp>"
        f"<h1>{title}</h1>{box}</div></main></body></html>"
    ).encode()


def _jsonld(name: str, **offer: str) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": name,
        "offers": {"@type": "Offer", **offer},
    }
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


def _price(page: bytes, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


def test_a_row_of_blocks_read_by_its_aria_label() -> None:
    # React Native Web lays a price out as a row of <div>s; the wrapper's label reads it whole
    box = (
        "<div class=css-row aria-label='28,96 zł'><div dir=auto>28</div><div dir=auto>,96</div>"
        "<div dir=auto>&nbsp;zł</div></div><div class=css-text>Kredyt za opóźnienie</div>" + _BUY
    )
    assert _price(_page(box), "https://sklep.example.pl/p/1") == (2896, "PLN")


def test_an_aria_label_that_says_more_than_the_text_is_not_read() -> None:
    # the label is not the text laid out: "Was 39,00 zł" is no restatement of "28,96 zł"
    box = (
        "<div class=price aria-label='Was 39,00 zł, now 28,96 zł'><div>28</div><div>,96</div>"
        "<div>&nbsp;zł</div></div>" + _BUY
    )
    assert _price(_page(box), "https://sklep.example.pl/p/1") != (3900, "PLN")


@pytest.mark.parametrize("badge", ["76 折", "7.6折", "8折"])
def test_a_chinese_discount_badge_is_no_price(badge: str) -> None:
    box = (
        "<div class=priceBar><span class=label>網路價</span><span class=currency>NT$</span>"
        f"<span class=prodPrice__price>1,280</span> <span class=prodPrice__origin>建議售價 "
        f"<del>NT$1,680</del></span><span class=prodPrice__discount>{badge}</span></div>" + _BUY
    )
    assert _price(_page(box), "https://shop.example.com.tw/p/1") == (128000, "TWD")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("۴۵٫۷۵۰ ريال عماني", ("OMR", 45750)),
        ("45.750 ريال عماني", ("OMR", 45750)),
        ("دينار كويتي ١٢٫٥٠٠", ("KWD", 12500)),
        ("1,250 درهم إماراتي", ("AED", 125000)),
        ("299 جنيه مصري", ("EGP", 29900)),
        # the word alone stays a riyal of the shop's country
        ("12 ريال", (None, None)),
    ],
)
def test_arabic_currency_named_with_its_country(text: str, want: object) -> None:
    from crawler.extract.locale import UNAMBIGUOUS_SYMBOLS

    got = _parse_text(text)
    assert got is not None and got[2]
    code = UNAMBIGUOUS_SYMBOLS.get(got[1].symbol)
    exp = {"OMR": 3, "KWD": 3}.get(code or "", 2)
    assert (code, int(got[1].amount(exp) * 10**exp) if code else None) == want


def test_a_woocommerce_range_in_riyals_leaves_the_chosen_variations_price() -> None:
    # the range's ends name their currency with its country, and its screen-reader
    # restatement follows; the chosen variation's price is the price
    amount = (
        "<span class='woocommerce-Price-amount amount'><bdi>{}&nbsp;<span "
        "class=woocommerce-Price-currencySymbol>ريال عماني</span></bdi></span>"
    )
    box = (
        f"<p class=price>{amount.format('۲۴٫۵۰۰')} &ndash; {amount.format('۸۵٫۵۰۰')}"
        "<span class=screen-reader-text>نطاق السعر: من ۲۴٫۵۰۰ ريال عماني إلى ۸۵٫۵۰۰ ريال عماني"
        "</span></p><form class=variations_form><select name=attribute_pa_weight><option "
        "value=500g selected>500 غ</option></select><div class=woocommerce-variation-price>"
        f"<span class=price>{amount.format('۴۵٫۷۵۰')}</span></div>"
        "<button class=single_add_to_cart_button>إضافة إلى السلة</button></form>"
    )
    got = _price(_page(box, "لبان حوجري"), "https://luban.example.om/p/?attribute_pa_weight=500g")
    assert got == (45750, "OMR")


@pytest.mark.parametrize(
    "deposit",
    [
        "Acconto del 30% all'ordine: <strong>567,00&nbsp;€</strong>",
        "Zaliczka 30%: <strong>567,00&nbsp;€</strong>",
    ],
)
def test_a_made_to_order_deposit_is_not_the_price(deposit: str) -> None:
    box = (
        "<div class=price-row><p class=text-3xl>1.890,00&nbsp;€</p></div>"
        f"<button>Ordina ora</button><p class=note>{deposit} · saldo prima della consegna</p>"
    )
    assert _price(_page(box), "https://divani.example.it/p/ada") == (189000, "EUR")


def test_a_thai_coupons_cap_is_not_the_price() -> None:
    box = (
        "<section class=prices><div class=a>฿890</div><div class=b>฿349</div>"
        "<div class=c>ลด 61%</div></section><div class=vouchers><h3>โค้ดส่วนลดของร้านค้า</h3>"
        "<span>ลด ฿20</span><span>ลด 5% สูงสุด ฿50</span></div>"
        "<button class=add-to-cart>เพิ่มไปยังรถเข็น</button>"
    )
    assert _price(_page(box, "พาวเวอร์แบงค์ 20000mAh"), "https://shop.example.co.th/p/1") == (
        34900,
        "THB",
    )


_DISCONTINUED = (
    "<div class=pdp__price-box><span class=pdp__price>79,95&nbsp;€</span></div>"
    "<div class=pdp__status><strong>Descatalogado</strong><p>Este producto ya no se fabrica."
    "</p></div><form><button type=submit class=pdp__btn disabled>No disponible</button></form>"
)


@pytest.mark.parametrize(
    "other",
    [
        # a successor's card linking to its own page
        "<div class=pdp__successor><a class=card href=/molinillo-m240><img src=/m240.jpg alt=''>"
        "<span class=name>Molinillo M240</span><span class=price>119,00&nbsp;€</span>"
        "<span class=successor-stock>En stock · envío en 24/48 h</span></a></div>",
        # spare parts with their own prices and stock
        "<ul class=spares><li>Muela cónica — 24,90&nbsp;€ — <span class=in-stock>En stock"
        "</span></li><li>Tolva 250 g — 12,50&nbsp;€ — <span class=in-stock>En stock</span>"
        "</li></ul>",
    ],
)
def test_another_products_stock_slot_does_not_speak_for_the_product(other: str) -> None:
    page = _page(
        _DISCONTINUED + other,
        "Molinillo M220",
        _jsonld("Molinillo M220", price="79.95", priceCurrency="EUR", availability="InStock"),
    )
    assert extract(page, "https://molino.example.es/m220").availability == "out_of_stock"


@pytest.mark.parametrize(
    ("rows", "want"),
    [
        # one row of a variant table is chosen: the chosen row's stock is the product's
        (
            "<table><tr><td>S</td><td>24,90 €</td><td class=stock>Agotado</td></tr>"
            "<tr class=selected><td>M</td><td>24,90 €</td><td class=stock>En stock</td></tr>"
            "</table>",
            "in_stock",
        ),
        # a stock line in a list of facts with no prices stays the product's
        (
            "<ul class=facts><li>Envío gratis</li><li><span class=stock>Agotado</span></li></ul>",
            "out_of_stock",
        ),
        # a link with no picture around the stock line: the product's own
        (
            "<a href=/envios><span class=stock>Agotado</span></a>",
            "out_of_stock",
        ),
    ],
)
def test_the_products_own_stock_rows_and_links_still_count(rows: str, want: str) -> None:
    box = "<div class=price>24,90&nbsp;€</div>" + rows + "<button>Añadir al carrito</button>"
    page = _page(box, "Camiseta básica")
    assert extract(page, "https://tienda.example.es/p/1").availability == want


def _sku(page: bytes, url: str) -> str | None:
    item = extract(page, url).item
    return None if item is None else item.sku


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # Argos's "Cat no:" without the dot, as the page prints it (JSON-LD writes 8123456)
        ("<p class=CatNumber><span>Cat no: </span><span>812/3456</span></p>", "812/3456"),
        ("<p>Cat. no. 812/3456</p>", "812/3456"),
        # "cat" as a word is no label: the structured number stays
        ("<p class=meta>Cat nobility collar · 812/3456</p>", "8123456"),
    ],
)
def test_a_catalogue_number_as_the_page_prints_it(line: str, want: str) -> None:
    box = "<div class=price>£179.00</div>" + line + _BUY
    page = _page(box, head=_jsonld("Lantern", sku="8123456", price="179.00", priceCurrency="GBP"))
    assert _sku(page, "https://shop.example.co.uk/product/8123456") == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a label with its English name in brackets, and Arabic "كود المنتج"
        ("<div class=s-product-sku><span>رمز المنتج (SKU):</span> <b>AB-1</b></div>", "AB-1"),
        ("<div class=meta><span>Product code (SKU):</span> <b>AB-1</b></div>", "AB-1"),
        ("<p class=code_Bt>كود المنتج: EGC-TS-WHT-XL</p>", "EGC-TS-WHT-XL"),
    ],
)
def test_item_number_labels(line: str, want: str) -> None:
    box = "<div class=price>449.00 ج.م</div>" + line + _BUY
    assert _sku(_page(box), "https://shop.example.com.eg/p/1") == want


def test_a_variant_pickers_parts_named_sku_are_no_item_number() -> None:
    # Lazada names its picker's parts "sku-…": the options' names are not item numbers,
    # and a dozen of them must not hide the labelled one in the specifications
    option = (
        "<span class=sku-variable-name title='{0}'><span class=sku-variable-name-text>{0}"
        "</span></span>"
    )
    picker = "<div class=sku-selector><div class=sku-prop>" + "".join(
        option.format(f"{n}.0L") for n in range(1, 14)
    )
    box = (
        "<div class=price>₱1,499.00</div>" + picker + "</div></div>" + _BUY + "<ul class=specs>"
        "<li><span class=key-title>SKU</span><div class=key-value>2847193011_PH-18920834</div>"
        "</li></ul>"
    )
    assert _sku(_page(box), "https://shop.example.ph/p/1?skuId=18920834") == (
        "2847193011_PH-18920834"
    )


def test_jds_title_block_named_sku_name_keeps_its_labelled_number() -> None:
    box = "<div class=sku-name>商品编号：100038271645</div><div class=price>¥5999.00</div>" + _BUY
    assert _sku(_page(box, "笔记本电脑"), "https://item.example.cn/1.html") == "100038271645"


def test_the_urls_variant_number_over_another_variants_structured_offer() -> None:
    # two variants at one price: the structured pick is the first, the URL chooses the one
    # the page prints
    data = {
        "@context": "https://schema.org",
        "@type": "ProductGroup",
        "name": "Kids' Hoodie",
        "hasVariant": [
            {
                "@type": "Product",
                "sku": sku,
                "name": f"Kids' Hoodie {size}",
                "offers": {"@type": "Offer", "price": "12.00", "priceCurrency": "USD"},
            }
            for sku, size in (("90211455", "XS"), ("90211458", "M"))
        ],
    }
    head = f"<script type='application/ld+json'>{json.dumps(data)}</script>"
    box = "<div class=price>$12.00</div><p>Item Number (DPCI): <span>90211458</span></p>" + _BUY
    page = _page(box, "Kids' Hoodie", head)
    assert _sku(page, "https://shop.example.com/p/A-1?preselect=90211458") == "90211458"


def _stock(box: str, head: str = "", title: str = "Kaffemølle KM-20") -> str:
    return extract(_page(box, title, head), "https://shop.example.com/p/km-20").availability


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<div class='stock available'>Noch 3 Stück auf Lager</div>", "limited"),
        ("<div class='stock available'>Noch 15 Stück auf Lager</div>", "in_stock"),
        ("<div class=status__description>Dostępność: mała ilość</div>", "limited"),
        ("<p class=stock>Disponibilità immediata · Spedizione in 24 ore</p>", "in_stock"),
        ("<p class=stock>Disponibilidad inmediata</p>", "in_stock"),
        ("<div class=stock>Verkkokaupan saldo: Loppu</div>", "out_of_stock"),
        # a stock label alone in its element, its value after it
        (
            "<div class=avail-wrap><span class=available>В наличии:</span> осталось 2 шт.</div>",
            "limited",
        ),
    ],
)
def test_stock_words(line: str, want: str) -> None:
    assert _stock("<div class=price>189,00 €</div>" + line + _BUY) == want


@pytest.mark.parametrize(
    "store",
    [
        "<p class=stock>Niedostępny w salonie Kraków, ul. Wielicka</p>",
        "<p class=stock>Nicht vorrätig in Filiale Köln-Ehrenfeld</p>",
    ],
)
def test_one_stores_empty_shelf_is_not_the_products_stock(store: str) -> None:
    head = _jsonld("Fotel", price="899.00", priceCurrency="PLN", availability="InStock")
    box = "<div class=price>899,00 zł</div>" + store + "<button>Dodaj do koszyka</button>"
    assert _stock(box, head) == "in_stock"


def test_the_stores_having_it_says_nothing_of_the_web_shops_stock() -> None:
    head = _jsonld("Otsalamppu", price="49.90", priceCurrency="EUR", availability="InStock")
    box = (
        "<div class=price>49,90 €</div><div class=Availability><div class=row-web>"
        "<span class=Availability_label>Verkkokaupan saldo: Loppu</span></div>"
        "<div class=row-stores><span class=Availability_label>Myymälöissä: saatavilla 4 "
        "myymälässä</span></div></div><button disabled>Tilapäisesti loppu verkosta</button>"
    )
    assert _stock(box, head, "Otsalamppu") == "out_of_stock"


def test_a_pickup_only_count_still_counts() -> None:
    # delivery is not offered: the pickup store's "Only 6 left" is all there is to buy
    box = (
        "<div class=price>$5.98</div><div class=availability><p>Pickup at Ottawa East: Only 6 "
        "left</p><p>Delivery not available for this item</p></div>" + _BUY
    )
    assert _stock(box) == "limited"


@pytest.mark.parametrize(
    ("line", "button", "want"),
    [
        (
            "Restordre – forventet på lager i uge 12. Kan bestilles nu.",
            "Bestil nu",
            "backorder",
        ),
        ("Preordina – consegna prevista dal 20 febbraio 2027", "Preordina", "preorder"),
    ],
)
def test_a_backorder_or_preorder_slot_beside_its_order_button_outweighs_out_of_stock(
    line: str, button: str, want: str
) -> None:
    head = _jsonld("Kaffekande", price="1299.00", priceCurrency="DKK", availability="OutOfStock")
    box = f"<div class=price>1.299,00 kr.</div><div class=product__stock>{line}</div>"
    box += f"<button class=product__add type=submit>{button}</button>"
    assert _stock(box, head, "Kaffekande") == want


def test_a_few_left_line_in_the_block_after_the_box() -> None:
    box = (
        "<div class=box><div class=price>₹18,499</div><p>Inclusive of all taxes</p></div>"
        "<div class=delivery><div>Delivery by <b>Sat, 6 Dec</b> | Free</div><div>Only 4 left "
        "in stock.</div><div>Store pickup: not available for this seller</div></div>"
        "<div class=actions><button>ADD TO CART</button><button>BUY NOW</button></div>"
    )
    page = (
        "<html><body><main><div class=pdp><div class=info><h1>Galaxon 27 inch Monitor</h1>"
        f"{box}</div></div></main></body></html>"
    ).encode()
    assert extract(page, "https://shop.example.in/p/1").availability == "limited"


def test_a_per_serving_price_is_a_unit_price() -> None:
    box = "<div class=price>$74.99</div><p class=text-xs>$1.09 per serving</p>" + _BUY
    assert _price(_page(box, "Whey Isolate 5 lb"), "https://shop.example.us/p/whey") == (
        7499,
        "USD",
    )


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a member price, said after it in Hungarian ("only for Genius members")
        (
            "<div class=highlight><p class=product-new-price>39.990 Ft</p><div class=g-price>"
            "Genius ár: <b>37.990 Ft</b> <span>csak Genius-tagoknak</span></div></div>",
            "https://shop.example.hu/p/1",
            (3999000, "HUF"),
        ),
        # a coupon's price in Spanish, in a block named for it ("nopal-cupon")
        (
            "<div class=variation-price><ins><span class=amount>$8,499.00</span></ins></div>"
            "<div class=nopal-cupon>Precio con cupón <b>DESCANSO</b>: <span class=amount>"
            "$7,649.10</span></div>",
            "https://colchones.example.com.mx/p/1",
            (849900, "MXN"),
        ),
        # the shop's regular price named by the shop, beside the deal's
        (
            "<div class=buybox><span class=price>R 2,499</span><span>List price <s>R 3,299</s>"
            "</span></div><p class=note>Daily Deal price valid today only. Regular JoziMall "
            "price R 2,899.</p>",
            "https://jozi.example.co.za/p/1",
            (249900, "ZAR"),
        ),
        # the price for everyone beside a club price: "Non-Club Price" is not a member's
        (
            "<div class=club aria-label='Club price'><span>Club Price</span><span>$4</span>"
            "<span>00</span> ea</div><div class=nonClub>Non-Club Price <span>$5.49</span> ea"
            "</div>",
            "https://fresh.example.co.nz/p/1",
            (549, "NZD"),
        ),
        # a Turkish discount badge, its percent sign first, right before the former price
        (
            "<div class=PriceBox><div class=campaign><span class=badge>%24</span><span "
            "class=original>1.649,90 TL</span></div><div class=selling><span class=PriceBox_price>"
            "1.249,90 TL</span></div></div>",
            "https://pazar.example.com.tr/p/1",
            (124990, "TRY"),
        ),
        # a block that has an instalment line is not the instalment ("has-installments")
        (
            "<div class='pricing-block has-installments'><p class=product-old-price><s>4.299,99 "
            "Lei</s></p><p class=product-new-price>3.499<sup>99</sup> <span>Lei</span></p><p "
            "class=installments>sau în 12 rate de <b>291,67 Lei/lună</b></p></div>",
            "https://shop.example.ro/p/1",
            (349999, "RON"),
        ),
    ],
)
def test_promotions_beside_the_price(box: str, url: str, want: tuple[int, str]) -> None:
    assert _price(_page(box + _BUY), url) == want


def test_a_japanese_auctions_starting_price_is_no_price() -> None:
    box = (
        "<div class='Price Price--current'><dl><dt>現在</dt><dd>12,500円</dd></dl></div>"
        "<div class='Price Price--start'><dl><dt>開始価格</dt><dd>1,000円</dd></dl></div>"
        "<a class=Button--bid href=/bid>入札する</a>"
    )
    assert _price(_page(box, "ヴィンテージ 腕時計"), "https://auction.example.jp/x1") is None


def test_a_carriers_fee_is_shipping() -> None:
    box = (
        "<div class=price><span class=sr-only>Price:</span>£18.00+</div><select><option "
        "selected value=''>Select a material</option><option>Silver (£18.00)</option>"
        "<option>Gold (£46.00)</option></select><button>Add to basket</button><p class=caption>"
        "Arrives by 18–22 Nov if you order today · Royal Mail £3.15</p>"
    )
    assert _price(_page(box, "Birth Flower Necklace"), "https://shop.example.co.uk/l/1") is None


def test_size_tiles_each_in_a_list_item_are_not_the_buy_button() -> None:
    sizes = "".join(f"<li><button>{s}</button></li>" for s in ("8", "8.5", "9.5"))
    box = (
        "<div class=price>97,46 €</div><ul class=sizes><li><button aria-pressed=true>9</button>"
        f"</li>{sizes}<li><button disabled>10 – Sold out</button></li></ul>"
        "<p class=pP0oL>In stock</p><button class=Xy5Zt>Add to Bag</button>"
    )
    assert _stock(box) == "in_stock"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("<div class=avail><span>U dodávateľa – expedujeme do 10 dní</span></div>", "backorder"),
        ("<div class=avail><span>Skladem u dodavatele</span></div>", "backorder"),
        (
            "<p class=note><b>Made to order</b> · Ships in 1–2 weeks from Portland, OR</p>",
            "backorder",
        ),
        # the supplier's stock under the shop's own is no backorder
        (
            "<ul class=avail><li><span>4 Stück an Lager in Wohlen</span></li><li><span>Mehr als "
            "10 Stück beim Lieferanten</span></li></ul>",
            "in_stock",
        ),
    ],
)
def test_supplier_and_made_to_order_lines(line: str, want: str) -> None:
    assert _stock("<div class=price>129,90 €</div>" + line + _BUY) == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # Indonesian "use the code …: a cut of Rp 50.000 for new users"
        (
            "<div class=box><span class=text-3xl>Rp 1.249.000</span><span class=line-through>"
            "Rp 1.599.000</span></div><p class=text-xs>Pakai kode <b>HEMAT50</b>: potongan "
            "Rp 50.000 untuk pengguna baru</p>",
            "https://toko.example.co.id/p/1",
            (124900000, "IDR"),
        ),
        # Chinese "after claiming the coupon"
        (
            "<div class=price-panel><div class=row><span>¥</span>599.00</div><div class=row>"
            "<span class=label>优惠</span><span>店铺券 满599减30</span><span class=c-after>领券后 "
            "¥569.00</span></div></div>",
            "https://shop.example.cn/item/1",
            (59900, "CNY"),
        ),
    ],
)
def test_a_code_or_coupons_price_is_not_the_price(
    box: str, url: str, want: tuple[int, str]
) -> None:
    assert _price(_page(box + _BUY), url) == want


def _group(*variants: tuple[str, str, str, str]) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "ProductGroup",
        "name": "Nordlys Camber",
        "hasVariant": [
            {
                "@type": "Product",
                "sku": sku,
                "name": name,
                "offers": {
                    "@type": "Offer",
                    "price": price,
                    "priceCurrency": "NOK",
                    "availability": f"https://schema.org/{stock}",
                },
            }
            for sku, name, price, stock in variants
        ],
    }
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


@pytest.mark.parametrize(
    ("url", "want"),
    [
        # the URL's option names one variant as a whole word of its name
        ("https://shop.example.no/p/nordlys?storrelse=156", ("2290871", "in_stock")),
        # a value that names no variant, or two, chooses none: the first stands
        ("https://shop.example.no/p/nordlys?storrelse=15", ("2290852", "limited")),
        ("https://shop.example.no/p/nordlys?utm_source=156", ("2290852", "limited")),
    ],
)
def test_the_urls_option_names_the_variant(url: str, want: tuple[str, str]) -> None:
    head = _group(
        ("2290852", "Nordlys Camber 152", "4499.00", "LimitedAvailability"),
        ("2290871", "Nordlys Camber 156", "4499.00", "InStock"),
        ("2290890", "Nordlys Camber 159", "4499.00", "OutOfStock"),
    )
    result = extract(_page("<p>Størrelse</p>", "Nordlys Camber", head), url)
    assert (result.item.sku if result.item else None, result.availability) == want


@pytest.mark.parametrize(("label", "want"), [("Model Number", "NBP14-I7-16"), ("Weight", None)])
def test_a_model_number_in_the_specifications_when_no_item_number_is_printed(
    label: str, want: str | None
) -> None:
    box = "<div class=price>1.299,00 €</div><button class=add-to-cart>In den Warenkorb</button>"
    spec = (
        f"<section class=specs><table><tr><th>{label}</th><td>NBP14-I7-16</td></tr>"
        "<tr><th>Gewicht</th><td>1,2 kg</td></tr></table></section>"
    )
    page = (
        "<html><body><main><div class=pdp><div class=top><div class=col><div class=info><div "
        f"class=head><h1>Notebook Pro 14</h1></div>{box}</div></div></div></div>"
        f"<p>{'Beschreibung ' * 80}</p>{spec}</main></body></html>"
    ).encode()
    assert _sku(page, "https://shop.example.de/p/1") == want


@pytest.mark.parametrize(
    "note",
    [
        "Hinweis: Die Vorgängerkonsole NX ist weiterhin für 299,99 € erhältlich.",
        "Note: the previous model is still available for 299,99 €.",
    ],
)
def test_the_predecessors_price_on_a_pre_order_with_no_price_yet(note: str) -> None:
    box = (
        "<div class=price>Preis folgt</div><button class=add-to-cart>Kostenlos vorbestellen"
        f"</button><p class=text-xs>{note}</p>"
    )
    assert _price(_page(box, "NX2 Konsole"), "https://shop.example.de/p/nx2") is None


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Iraq's fils are never printed: "45,000 د.ع" is 45,000 dinars (3 decimals in ISO 4217)
        ("45,000 د.ع", (45000000, "IQD")),
        # while Kuwait's fils are: "12,750 KWD" is 12 dinars 750 fils
        ("12,750 د.ك", (12750, "KWD")),
    ],
)
def test_dinars_with_and_without_their_fils(text: str, want: tuple[int, str]) -> None:
    url = "https://shop.example.iq/p/1" if want[1] == "IQD" else "https://shop.example.com.kw/p/1"
    box = f"<div class=price-box><span class=price-box__now>{text}</span></div>" + _BUY
    assert _price(_page(box, "مكبر صوت"), url) == want


def test_a_range_on_a_page_with_no_title_is_a_from_price() -> None:
    # OpenGraph holds the range's lower end; the page has no heading to measure from
    page = (
        "<html><head><meta property='og:title' content='Magnetic Case'><meta property="
        "'og:price:amount' content='199.00'><meta property='og:price:currency' content='PHP'>"
        "</head><body><div class=name>Magnetic Case for iPhone</div><section><div class=G2>"
        "₱199 - ₱349</div><div class=Z5>₱450 - ₱699</div></section><button>Add To Cart</button>"
        "</body></html>"
    ).encode()
    assert _price(page, "https://shop.example.ph/product/1") is None


def test_a_noscript_copy_of_the_price_is_not_drawn() -> None:
    # an A/B price app shows the variant's price; the <noscript> keeps the control's
    box = (
        "<div class=product-price data-ab-group=control style='display:none'><span class=money>"
        "S$32.00</span></div><div class=product-price data-ab-group=variant><span class=money>"
        "S$28.00</span></div><noscript><p class=product-price-static>S$32.00 SGD</p></noscript>"
    )
    assert _price(_page(box + _BUY, "Ceremonial Matcha"), "https://tea.example.sg/p/1") == (
        2800,
        "SGD",
    )


def test_a_noscript_restating_the_price_drawn_as_a_picture_is_read() -> None:
    box = (
        "<div class=pris><img src=/pris.php?id=7731 alt='kr 1 495,-'><noscript><span>kr 1 495,-"
        "</span></noscript></div>"
    )
    assert _price(_page(box + _BUY, "Ullundertøy sett"), "https://shop.example.no/p/7731") == (
        149500,
        "NOK",
    )


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a price per 100 ml in Arabic ("28.50 ج.م / 100 مل")
        (
            "<div class=p><span class=a>285.00 ج.م</span> <span><del>320.00 ج.م</del></span> "
            "<span>وفّر 35.00 ج.م</span></div><p class=b>28.50 ج.م / 100 مل</p>",
            "https://zeit.example.com.eg/p/1",
            (28500, "EGP"),
        ),
        # a Chinese spend threshold ("滿 NT$2,000 享 9 折")
        (
            "<div class='price-regular price'>NT$1,280</div><div class=price-original><span>原價"
            "</span> <del>NT$1,580</del></div><div class=promotions><div class=promotion-tag>滿 "
            "NT$2,000 享 9 折</div></div>",
            "https://towel.example.com.tw/products/1",
            (128000, "TWD"),
        ),
        # an Arabic quantity discount ("خصم الكمية: ٣ قطع أو أكثر 7.500 د.أ للقطعة")
        (
            "<ul class=list-unstyled><li><span style='text-decoration: line-through;'>9.500 د.أ"
            "</span></li><li><h2>8.250 د.أ</h2></li><li>خصم الكمية: ٣ قطع أو أكثر 7.500 د.أ "
            "للقطعة</li></ul>",
            "https://shalti.example.jo/p/1",
            (8250, "JOD"),
        ),
    ],
)
def test_more_prices_beside_the_price(box: str, url: str, want: tuple[int, str]) -> None:
    assert _price(_page(box + _BUY), url) == want


def test_a_japanese_auctions_price_at_the_start_is_no_price() -> None:
    box = (
        "<div class='Price Price--current'><dl><dt>現在</dt><dd>45,000円</dd></dl></div>"
        "<div class='Price Price--start'><dl><dt>開始時の価格</dt><dd>1円</dd></dl></div>"
        "<a class=Button--bid href=/bid>入札する</a>"
    )
    assert _price(_page(box, "カメラ"), "https://auction.example.jp/x1") is None
