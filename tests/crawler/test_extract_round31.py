"""Stop 31's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 30's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract

_BUY = "<button class=add-to-cart>カートに入れる</button>"


def _page(box: str, title: str = "夜明けの図書館", head: str = "") -> bytes:
    return (
        f"<html><head><title>{title}</title>{head}</head><body><main><div class=pdp>"
        f"<h1>{title}</h1>{box}</div></main></body></html>"
    ).encode()


def _jsonld(name: str, kind: str = "Product", group: str | None = None, **offer: str) -> str:
    data: dict[str, object] = {"@context": "https://schema.org", "@type": kind, "name": name}
    if group:
        data["productGroupID"] = group
    data["offers"] = {"@type": "Offer", **offer}
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


def _price(page: bytes, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a book's fixed price (定価) with its price before tax in brackets, in one text
        ("<span class=price>定価：1,870円（本体1,700円＋税）</span>", (1870, "JPY")),
        # ... or the net price in a tail text after the 定価's element
        ("<div class=price>定価 <span>1,870円</span>(本体1,700円+税)</div>", (1870, "JPY")),
        # ... and a sale price beside the 定価 is still the price
        (
            "<div class=price>定価：<span>6,600円</span>（本体6,000円＋税）</div>"
            "<div class=sale>販売価格 <b>5,940円</b>（税込）</div>",
            (5940, "JPY"),
        ),
        # a line offering the e-book is another product's price
        (
            "<span class=price>定価：1,870円（本体1,700円＋税）</span><p class=ebook>"
            "電子書籍版もあります：<a href=/ebook/1>792円（税込）</a></p>",
            (1870, "JPY"),
        ),
    ],
)
def test_a_books_fixed_price_is_its_price(box: str, want: tuple[int, str]) -> None:
    assert _price(_page(box + _BUY), "https://hon.example.jp/book/1") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the bracketed net restates the price: the gross outside is the price
        ("£120.00 (£100.00 ex VAT)", (12000, "GBP")),
        # a bracket with another amount (a free-delivery threshold) is no restatement: no price
        # is read from a shipping line that holds two
        ("Delivery: £9.95 (free over £250.00 ex VAT)", None),
    ],
)
def test_a_bracketed_net_price_restating_the_price(text: str, want: object) -> None:
    box = f"<div class=line>{text}</div><button class=add-to-cart>Add to basket</button>"
    assert _price(_page(box, "Desk Lamp"), "https://shop.example.co.uk/p/1") == want


def test_also_available_as_an_ebook_is_another_products_price() -> None:
    box = (
        "<div class=price>£16.99</div><button class=add-to-cart>Add to basket</button>"
        "<p class=alt>Also available as an eBook: <a href=/e/1>£4.99</a></p>"
    )
    assert _price(_page(box, "The Quiet Garden"), "https://books.example.co.uk/p/1") == (
        1699,
        "GBP",
    )


def test_an_ebooks_own_price_beside_its_format_label_stays_the_price() -> None:
    # the format is the product's own: its label before the price sets nothing aside
    box = "<div class=fmt>eBook</div><div class=price>£4.99</div><button>Buy now</button>"
    assert _price(_page(box, "The Quiet Garden"), "https://books.example.co.uk/p/1") == (
        499,
        "GBP",
    )


@pytest.mark.parametrize("cls", ["f-priceBox-price f-priceBox-price--reco", "price-reco"])
def test_a_price_modified_reco_is_the_featured_offers_price(cls: str) -> None:
    box = (
        f"<div class=f-priceBox><span class='{cls}'>449,99 €</span> <del>529,99 €</del></div>"
        "<button class=add-to-cart>Ajouter au panier</button>"
    )
    assert _price(_page(box, "Expresso broyeur EX-5"), "https://shop.example.fr/p/1") == (
        44999,
        "EUR",
    )


def test_a_recommendations_widget_named_reco_is_still_set_aside() -> None:
    box = (
        "<div class=price>449,99 €</div><button class=add-to-cart>Ajouter au panier</button>"
        "<div class=reco2><ul><li><a href=/p/2>Moulin</a><span>39,99 €</span></li>"
        "<li><a href=/p/3>Tasses</a><span>19,99 €</span></li></ul></div>"
    )
    assert _price(_page(box, "Expresso broyeur EX-5"), "https://shop.example.fr/p/1") == (
        44999,
        "EUR",
    )


_SIZES = (
    "<div class=sizes><div class=sp-itm>S</div><div class=sp-itm {m}>M</div>"
    "<div class=sp-itm>L</div><div class='stock-warning'>{line}</div></div>"
)


@pytest.mark.parametrize(
    ("picker", "want"),
    [
        # the drop-down's selected option (a real value, not "Please select") is the product's
        (
            "<div class=sizeSelect><select data-testid=variant-selector><option value=''>Please "
            "select</option><option value=44 disabled>UK 8 - Out of stock</option><option "
            "value=46 selected>UK 10 - Low in stock</option><option value=47>UK 12</option>"
            "</select><p class=sizeSelect_stock>Low in stock</p></div>",
            "limited",
        ),
        # a warning naming the chosen size speaks of the product
        (_SIZES.format(m="aria-selected=true", line="Son 2 ürün! M beden için"), "limited"),
        # ... one naming another size does not
        (_SIZES.format(m="aria-selected=true", line="Son 2 ürün! L beden için"), "in_stock"),
    ],
)
def test_a_stock_line_under_the_chosen_option(picker: str, want: str) -> None:
    box = (
        f"<div class=price>1.299,99 TL</div>{picker}<button class=add-to-cart>Sepete Ekle</button>"
    )
    head = _jsonld(
        "Mont", price="1299.99", priceCurrency="TRY", availability="https://schema.org/InStock"
    )
    result = extract(_page(box, "Mont", head=head), "https://shop.example.com.tr/p/1")
    assert result.main is not None and result.main.stock == want


_GRID = (
    "<div class=sizes><h3>Größe wählen</h3><div class='mt-2 grid'>"
    "<button class='rounded-md border'>40</button><button class='rounded-md border'>41</button>"
    "<button class='rounded-md border'>42</button><button class='rounded-md border "
    "cursor-not-allowed opacity-40'>46<span class=sr-only> — Ausverkauft</span></button>"
    "</div></div>"
)


@pytest.mark.parametrize(
    ("controls", "want"),
    [
        # a sold-out size tile in a row of tiles is no buy button: the one after it is
        (_GRID + "<button class='mt-6 w-full bg-black'>In den Warenkorb</button>", "in_stock"),
        # "add" alone as the whole label
        (_GRID + "<button class='mt-6 w-full bg-black'>Hinzufügen</button>", "in_stock"),
        # a choice by its role says nothing of the product...
        (
            "<ul><li><button role=radio aria-checked=false>Cama 180/200 Agotado</button></li>"
            "</ul><button class=atc>In den Warenkorb</button>",
            "in_stock",
        ),
        # ... but the chosen one does
        (
            "<ul><li><button role=radio aria-checked=true>L sold out</button></li></ul>"
            "<form><input type=email><button>Notify me</button></form>",
            "out_of_stock",
        ),
        # the sold-out button itself still says so
        ("<button class=btn>Ausverkauft</button>", "out_of_stock"),
    ],
)
def test_a_pickers_tiles_are_not_the_buy_button(controls: str, want: str) -> None:
    box = f"<div class=price>89,95 €</div>{controls}"
    result = extract(_page(box, "Sneaker Nordkap"), "https://shop.example.de/p/1")
    assert result.availability == want


def test_a_discontinued_heading_after_the_title_on_a_page_with_no_price() -> None:
    page = (
        "<html><head><title>EX 150</title></head><body><main><div class=summary><h1>"
        "Excenterslibemaskine EX 150</h1><div class=ids>Varenr. 118832 · EAN 5701234567890</div>"
        "<div class=bl-discontinued role=status><h2>Denne vare er udgået</h2><p>Varen er ikke "
        "længere en del af vores sortiment og kan ikke bestilles. Se alternativer herunder.</p>"
        "</div></div><section id=alternativer><h2>Alternativer</h2><ul><li><a href=/p/2>EX 125"
        "</a> <span class=price>899,00 kr.</span></li><li><a href=/p/3>EX 180</a> <span "
        "class=price>1.299,00 kr.</span></li></ul></section></main></body></html>"
    ).encode()
    result = extract(page, "https://bygge.example.dk/p/118832")
    assert result.main is None and result.availability == "out_of_stock"


def test_the_stock_slot_of_a_priceless_page_read_as_a_listing() -> None:
    # other products' prices all over the page, the item number far below the title: read as
    # a listing, whose product's own stock slot still says it is sold out
    cards = "".join(
        f"<div class=c><a href=/dp/{n}>Camera {n}</a> <span class=p>${n}9.99</span></div>"
        for n in range(2, 9)
    )
    page = (
        "<html><head><title>Action Camera 4K</title></head><body><main><div class=dp>"
        "<h1 id=title>Action Camera 4K</h1><div id=availability class=Dp_oos>Currently "
        "unavailable. We don't know when or if this item will be back in stock.</div></div>"
        f"<div class=s>{cards}</div><div class=s>{cards}</div><div id=details><table><tr><th>"
        "ASIN</th><td>B09T4LMR8K</td></tr></table></div></main></body></html>"
    ).encode()
    result = extract(page, "https://shop.example.ca/dp/B09T4LMR8K")
    assert result.main is None and result.availability == "out_of_stock"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a line of its own right before the buy button says when it ships
        ("<div class=x1>Na objednávku</div>", "backorder"),
        ("<p>Rendelésre – 3-4 hét</p>", "backorder"),
        ("<p>Made to order – please allow 14 days before dispatch</p>", "backorder"),
        # ... not a line of policy further up the box
        ("<p>Na objednávku</p><p>Doprava zdarma</p>", "in_stock"),
    ],
)
def test_a_line_right_before_the_buy_button(line: str, want: str) -> None:
    box = f"<div class=box><p class=p>24 990 Kč</p>{line}<button>Do košíku</button></div>"
    result = extract(_page(box, "Televize 55"), "https://shop.example.cz/p/1")
    assert result.main is not None and result.main.stock == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("In voorraad", "in_stock"),
        ("Niet in voorraad", "out_of_stock"),
        ("Uit voorraad", "out_of_stock"),
        ("Wysyłamy w 24 godziny", "in_stock"),
        ("Wysyłka w 24h", "in_stock"),
        ("Wysyłka w 3 dni", None),
    ],
)
def test_stock_words_round31(text: str, want: str | None) -> None:
    from crawler.extract.stock import stock_from_text

    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("slot", "want"),
    [
        # the slot's modifier names the state its delivery promise leaves unsaid
        (
            "<div class='kb-stock kb-stock--in-stock'>Voor 23.59 uur besteld, morgen bezorgd</div>",
            "in_stock",
        ),
        ("<div class='stock is-out-of-stock'>Levering: onbekend</div>", "out_of_stock"),
    ],
)
def test_a_stock_slot_named_by_its_class_modifier(slot: str, want: str) -> None:
    box = f"<div class=price>€ 449,00</div>{slot}<button class=kb-atc>In mijn winkelwagen</button>"
    head = _jsonld("QC Ultra", price="449.00", priceCurrency="EUR")
    result = extract(_page(box, "QC Ultra", head=head), "https://shop.example.nl/p/1")
    assert result.main is not None and result.main.stock == want


def test_woocommerces_instock_class_on_the_product_wrapper_says_nothing() -> None:
    page = (
        b"<html><head><title>Amplifier</title></head><body><main><div class='product "
        b"type-product status-publish instock'><h1>Valve Amplifier 50W</h1><p class=price>Price on "
        b"request</p><p>Contact us for details.</p></div></main></body></html>"
    )
    assert extract(page, "https://shop.example.ie/p/1").availability == "unknown"


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # a line's own label before its value: "Stok: <b>Sisa 2</b>"
        (
            "<div class=p>Rp1.299.000</div><div class=b><p>Stok: <b>Sisa 2</b></p><p>Subtotal "
            "<b>Rp1.299.000</b></p><button class=g>+ Keranjang</button></div>",
            "limited",
        ),
        # the labelled line in a block after the box, the buy button in a sticky bar
        (
            "<div class=p>Rp1.299.000</div></div><div class=s><p>Stok: <b>Sisa 5</b></p><p>"
            "Dikirim dari Jakarta</p></div><div class=desc><p>Deskripsi produk.</p></div><div "
            "class=bar><button class=g>+ Keranjang</button>",
            "limited",
        ),
        # "+ Keranjang" alone is an active add-to-cart button
        ("<div class=p>Rp1.299.000</div><button class=g>+ Keranjang</button>", "in_stock"),
    ],
)
def test_a_labelled_stock_line_beside_an_active_button(box: str, want: str) -> None:
    result = extract(_page(box, "Blender Kaca"), "https://toko.example.co.id/p/1")
    assert result.main is not None and result.main.stock == want


def test_turkish_only_three_left() -> None:
    from crawler.extract.stock import stock_from_text

    assert stock_from_text("Bu üründen stokta sadece 3 adet kaldı, tükenmeden sipariş ver!") == (
        "limited"
    )


def test_a_pre_order_button_as_a_link_with_a_buttons_role() -> None:
    box = (
        "<div class=p><del>109,000원</del><strong>89,000원</strong></div><div class=s>배송비 "
        "무료 · 제주/도서산간 3,000원 추가</div><div class=a><a href=# role=button>예약구매</a>"
        "<a href=# role=button>장바구니</a></div>"
    )
    result = extract(_page(box, "무선 기계식 키보드 K87"), "https://shop.example.co.kr/p/1")
    assert result.main is not None
    assert (result.main.price_minor, result.main.currency, result.main.stock) == (
        89000,
        "KRW",
        "preorder",
    )


def test_a_wrapper_whose_only_price_is_classed_old() -> None:
    box = (
        "<dl class=tm-price-panel><dt>价格</dt><dd><span class='tm-price tm-price-old'>¥1599.00"
        "</span></dd></dl><dl class=promo><dt>促销价</dt><dd><div class=tm-promo-price><em>¥</em>"
        "<span class=tm-price>1299.00</span></div></dd></dl><div class=act><a href=# "
        "role=button>加入购物车</a></div>"
    )
    assert _price(_page(box, "舒享 X9 扫地机器人"), "https://shop.example.cn/p/1") == (
        129900,
        "CNY",
    )


def test_a_chinese_auctions_deposit_is_no_price() -> None:
    box = (
        "<div class=pm><dl><dt>当前价</dt><dd>¥3,250</dd></dl><dl><dt>起拍价</dt><dd>¥1</dd>"
        "</dl><dl><dt>加价幅度</dt><dd>¥50</dd></dl><dl><dt>保证金</dt><dd>¥200</dd></dl></div>"
        "<button class=bid>出价</button>"
    )
    assert _price(_page(box, "二手手机"), "https://paimai.example.cn/p/1") is None


def test_a_backorder_slot_beside_an_active_button_outweighs_structured_out_of_stock() -> None:
    head = _jsonld(
        "LRS 29", price="1249.00", priceCurrency="EUR", availability="https://schema.org/OutOfStock"
    )
    box = (
        "<div class=price>€ 1.249,00</div><div class='stock available'>Verfügbarkeit: "
        "Nachlieferung in 4–6 Wochen</div><button class='action primary tocart'>In den Warenkorb"
        "</button>"
    )
    result = extract(_page(box, "LRS 29", head=head), "https://rad.example.at/p/1")
    assert result.main is not None and result.main.stock == "backorder"


def _group(url: str) -> str:
    return _jsonld(
        "Aero 4",
        kind="ProductGroup",
        group="LS-4410",
        price="129.95",
        priceCurrency="EUR",
        sku="LS-4410.1",
        url=url,
    )


@pytest.mark.parametrize(
    ("offer_url", "want"),
    [
        # the one structured offer is another variant's (its own URL beside the page's): the
        # page's price is this variant's
        ("https://lauf.example.de/Aero-4/LS-4410.1", (11995, "EUR")),
    ],
)
def test_a_groups_one_offer_on_another_variants_url(offer_url: str, want: object) -> None:
    box = (
        "<div class=price>119,95 €*</div><p class=hint><small>In Schwarz noch verfügbar "
        "(129,95 €*).</small></p><button class=btn-buy>In den Warenkorb</button>"
    )
    page = _page(box, "Aero 4", head=_group(offer_url))
    assert _price(page, "https://lauf.example.de/Aero-4/LS-4410.3") == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a few-left count right before the quantity field caps what can be ordered
        (
            "<span class=w>Sisa 4!</span> <label>Jumlah <input type=number value=1></label>",
            "limited",
        ),
        # ... not a sentence of its own far from it
        (
            "<span class=w>Sisa 4!</span> <p>Promo berlaku sampai akhir bulan.</p><label>Jumlah "
            "<input type=number value=1></label>",
            "in_stock",
        ),
    ],
)
def test_a_few_left_count_right_before_the_quantity_field(line: str, want: str) -> None:
    box = (
        "<div class=info><div class=p>Rp1.299.000</div><p>Dikirim dari Jakarta Barat · Ongkir "
        f"mulai Rp9.000 · Garansi resmi 1 tahun</p>{line}<button class=x>+ Keranjang</button></div>"
    )
    result = extract(_page(box, "Blender Kaca"), "https://toko.example.co.id/p/1")
    assert result.main is not None and result.main.stock == want
