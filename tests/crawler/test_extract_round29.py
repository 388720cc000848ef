"""Stop 29's rules, on markup the corpora do not contain (blind268-271 taught them).

Each case is a page as small as the rule needs; most fail on stop 28's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text


def _page(box: str, title: str = "Cordless Vacuum 7700", after: str = "") -> bytes:
    return (
        f"<html><head><title>{title}</title></head><body><main><div class=pdp>"
        f"<h1>{title}</h1>{box}</div>{after}</main></body></html>"
    ).encode()


_BUY = "<button class=add-to-cart>Add to cart</button>"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a count of sales or watchers after a few-left phrase counts no stock
        ("Last one · 43 sold · 9 watchers", "limited"),
        ("Only 3 left · 120 sold", "limited"),
        ("Only 30 left", "in_stock"),
        # Vietnamese "almost out of stock" is scarcity; "out of stock" stays sold out
        ("Chỉ còn 3 sản phẩm · Sắp hết hàng", "limited"),
        ("Sắp hết hàng", "limited"),
        ("Hết hàng", "out_of_stock"),
        # a French pre-order with its hyphen, before "disponible à partir du"
        ("Pré-commande : disponible à partir du 12 juin 2026.", "preorder"),
        # a lead time in months, however few; not months of instalments
        ("Available to ship in 1-2 months.", "backorder"),
        ("Lieferzeit 2-3 Monate", "backorder"),
        ("Available to ship in 3-4 days.", "in_stock"),
        ("Installments available: 6 months × 7.500 JOD", None),
    ],
)
def test_stock_words_round29(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # a few-left line of its own, its other fields in elements of their own
        ("<div class=x1><span class=y2>Last one</span> · <span>43 sold</span></div>", "limited"),
        # the last unit, on a line of its own
        ("<p class=jss127>¡Última disponible!</p>", "limited"),
        # after a progress bar drawn by an empty element
        (
            "<div class=pb><div class=fill style='width:94%'></div>"
            "<span>Chỉ còn 3 sản phẩm · Sắp hết hàng</span></div>",
            "limited",
        ),
        # the count beside the quantity picker caps what can be ordered
        (
            "<div class=q><span>數量</span><button>-</button><input value=1><button>+</button>"
            "<span class=c>最後 3 件</span></div>",
            "limited",
        ),
        (
            "<div class=q><label>Quantity</label><input type=number value=1>"
            "<span>Only 2 left</span></div>",
            "limited",
        ),
        # a long line beside the picker is no count of its own
        (
            "<div class=q><label>Quantity</label><input type=number value=1><span>Only 2 left of "
            "our summer favourites in the sale, see the whole collection</span></div>",
            "in_stock",
        ),
    ],
)
def test_stock_lines_beside_an_active_button_round29(line: str, want: str) -> None:
    main = extract(_page(f"<p class=price>$129.00</p>{line}{_BUY}"), "https://shop.us/p/1").main
    assert main is not None and main.stock == want


_CARDS = (
    "<section><h2>Similar products</h2>"
    + "".join(
        f"<div class=card><a href=/p/{i}>Other vacuum {i}</a><b class=price>${i}9.00</b></div>"
        for i in range(2, 8)
    )
    + "</section>"
)


def test_a_page_whose_only_prices_are_other_products_says_its_stock() -> None:
    # sold out, its own price gone: read as a listing, yet its stock line still says so
    r = extract(_page("<p class=stock>Sold out</p>", after=_CARDS), "https://shop.us/p/1")
    assert r.main is None and r.reason == "multiple_products"
    assert r.item is None and r.availability == "out_of_stock"
    # a category page says nothing of stock
    r = extract(_page("<p>Our vacuums</p>", title="Vacuums", after=_CARDS), "https://shop.us/c/1")
    assert r.item is None and r.availability == "unknown"


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a price with delivery, labelled before it, and a multi-buy in Polish pieces
        (
            "https://targ.pl/p/1",
            "<div class=a>149,99 zł</div><div class=b>z dostawą <span>158,98 zł</span></div>"
            "<div>Kup w pakiecie: 2 szt. za 139,99 zł/szt.</div><button>Dodaj do koszyka</button>",
            (14999, "PLN"),
        ),
        # a Thai discount amount is a saving; a "21% ลด" badge before the price is not
        (
            "https://talat.co.th/p/1",
            "<span class=a>฿590</span><span class=b>฿399</span><span>ลด 32%</span>"
            "<div><span>โค้ดส่วนลดของร้านค้า</span><span>ลด ฿30</span></div>",
            (39900, "THB"),
        ),
        (
            "https://talat.co.th/p/2",
            "<div class=line-through>฿3,290</div><div>21% ลด</div><div class=p>฿2,590</div>",
            (259000, "THB"),
        ),
        # Hindi "you save"
        (
            "https://loom.in/p/1",
            "<div class=a>एमआरपी: <s>₹3,999.00</s></div><div class=b>मूल्य: ₹2,499.00</div>"
            "<div class=c>(आप बचाते हैं ₹1,500.00)</div>",
            (249900, "INR"),
        ),
        # a Hebrew e-book's price and a multi-buy of books
        (
            "https://books.co.il/p/1",
            "<span class=current_price>₪89.90</span><div class=e>גם כספר דיגיטלי: ₪49</div>"
            "<div class=m>מבצע: 4 ספרים ב-₪100</div>",
            (8990, "ILS"),
        ),
        # a bottle's price in a class named for the unit, the litre's beside it
        (
            "https://mercado.es/p/1",
            "<div class=pp><p class=Price_unit__gLDXW>8,95 €</p><p class=Price_ref>8,95 €/l</p>"
            "</div>",
            (895, "EUR"),
        ),
        # the leu capitalised in an element of its own after superscript bani
        (
            "https://casa.ro/p/1",
            "<div class=pp><p class=n>1.249<sup>99</sup> <span>Lei</span></p></div>",
            (124999, "RON"),
        ),
    ],
)
def test_prices_round29(url: str, box: str, want: tuple[int, str]) -> None:
    main = extract(_page(box), url).main
    assert main is not None and (main.price_minor, main.currency) == want


@pytest.mark.parametrize(
    ("url", "box"),
    [
        # a coupon's threshold on a page whose range waits for a size
        (
            "https://loom.in/p/2",
            "<p>₹1,299 – ₹1,899</p><div>Applicable on: Orders above ₹999 (first purchase)</div>",
        ),
        # an auction's least raise
        (
            "https://bid.tw/p/1",
            "<div>目前出價 <b>NT$3,200</b></div><p>每次最低加價 NT$100。得標後 3 日內付款。</p>",
        ),
        # a shipping fee per box in a row headed by its name, the price shown to members only
        (
            "https://dome.co.kr/p/1",
            "<table><tr><th>도매가</th><td>회원공개</td></tr><tr><th>배송비</th>"
            "<td>주문 시 결제 (박스당 4,000원, 5박스 이상 무료)</td></tr></table>",
        ),
    ],
)
def test_no_price_round29(url: str, box: str) -> None:
    assert extract(_page(box), url).main is None


def test_a_title_with_the_brand_in_brackets_names_the_product_printed_without_it() -> None:
    page = (
        "<html><head><title>[한빛] 세라마이드 수분 크림 50ml | 한빛몰</title></head><body>"
        "<h1 class=logo><a href=/>한빛몰</a></h1><div class=box><p class=brand>한빛</p>"
        "<p class=prd_name>세라마이드 수분 크림 50ml</p><div class=price><span class=p1>"
        "<strike>38,000</strike>원</span><span class=p2><strong>29,000</strong>원</span></div>"
        "<button>장바구니</button></div>"
        "<div class=reco><a href=/g/2>수분 토너</a><span>18,500원</span><a href=/g/3>선크림</a>"
        "<span>19,800원</span></div></body></html>"
    ).encode()
    main = extract(page, "https://www.hanbit.kr/goods/1").main
    assert main is not None and (main.price_minor, main.currency) == (29000, "KRW")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # Malay "product code" in a table's cells, German "order no.", Spanish "article",
        # Hindi "product code (SKU)", a Hebrew model code
        ("<table class=m><tr><td>Kod Produk</td><td>KRK-00871</td></tr></table>", "KRK-00871"),
        ("<table><tr><td>Bestell-Nr.:</td><td><b>BW-118-204</b></td></tr></table>", "BW-118-204"),
        (
            "<div><span class=label>Artículo:</span> <span>BAD-ZAP-4410-42</span></div>",
            "BAD-ZAP-4410-42",
        ),
        ("<dl><dt>उत्पाद कोड (SKU):</dt><dd>JH-QLT-0721-KING</dd></dl>", "JH-QLT-0721-KING"),
        ("<p><strong>קוד דגם: HK-NRD-01</strong></p>", "HK-NRD-01"),
        # a word after the label is no item number
        ("<p>Artículo: Zapatillas</p>", None),
    ],
)
def test_item_number_labels_round29(line: str, want: str | None) -> None:
    main = extract(_page(f"<p class=price>RM 12.90</p>{line}{_BUY}"), "https://shop.my/p/1").main
    assert main is not None and main.product.sku == want


@pytest.mark.parametrize(
    ("url", "box", "want"),
    [
        # a delivery fee waived by "Free" in the next element
        (
            "https://kart.in/p/1",
            "<div><span class=a>₹1,499</span></div><div class=d><span>Delivery by 17 Oct, "
            "Friday</span> | <span class=f>₹40</span> <span>Free</span></div>",
            (149900, "INR"),
        ),
        # ... not the price before a free-delivery line
        (
            "https://gadget.co.uk/p/1",
            "<div class=price>£249.99</div><p>Free UK delivery on orders over £50</p>",
            (24999, "GBP"),
        ),
        # Mercado Libre's view-item page ("ui-vip-price") is no VIP members' price
        (
            "https://compra.com.ar/p/1",
            "<del class=ui-vip-price__old>$ 1.499.999</del><span class='price-tag ui-vip-price'>"
            "$1.249.999</span>",
            (124999900, "ARS"),
        ),
        # a used offer's accordion in the buy box, under a heading of its own
        (
            "https://mart.us/p/1",
            "<span class=a-price>$34.99</span><div><h5>Save with Used - Like New</h5>"
            "<span class=a-price>$27.50</span><span> FREE delivery June 17-19</span></div>",
            (3499, "USD"),
        ),
        # an assembly fee, the product named after it
        (
            "https://tienda.cl/p/1",
            "<span class=p>$189.990</span><p>Armado de bicicleta: $14.990 (opcional)</p>",
            (189990, "CLP"),
        ),
    ],
)
def test_prices_round29_t(url: str, box: str, want: tuple[int, str]) -> None:
    main = extract(_page(box + _BUY), url).main
    assert main is not None and (main.price_minor, main.currency) == want


def test_a_regular_price_beside_see_price_in_cart_is_no_price() -> None:
    box = (
        "<div class=pricing><p class=reg>Regular price <span class=v>$1,399.99</span></p>"
        "<p class=map><strong>See price in cart</strong></p></div>"
    )
    r = extract(_page(box + _BUY), "https://speakers.us/p/1")
    assert r.main is None and r.reason == "price_on_request"
    # alone, the regular price is the price
    main = extract(
        _page(box.replace("See price in cart", "") + _BUY), "https://speakers.us/p/1"
    ).main
    assert main is not None and main.price_minor == 139999


def test_an_unchosen_swatch_marked_unavailable_speaks_of_its_own_colour() -> None:
    # swatches as radios, the chosen one by aria-checked: "Currently unavailable" is Sage's
    swatches = (
        "<ul role=radiogroup><li class=swatchSelect role=radio aria-checked=true>Black "
        "<span>$79.99</span></li><li class=swatchAvailable role=radio aria-checked=false>"
        "White <span>$84.99</span></li><li class=swatchUnavailable role=radio "
        "aria-checked=false><span>Currently unavailable</span></li></ul>"
    )
    box = f"<p class=price>$79.99</p>{swatches}<div class=stock>Only 4 left in stock</div>"
    main = extract(_page(box + _BUY), "https://shop.us/p/1").main
    assert main is not None and main.stock == "limited"
