"""Stop 33's rules, on markup the corpora do not contain.

Each case is a page as small as the rule needs; most fail on stop 32's code, the rest guard
what must not change beside them.
"""

from __future__ import annotations

import json

import pytest
from lxml import html

from crawler.extract import extract
from crawler.extract.offers import same_stem
from crawler.extract.stock import stock_from_text
from crawler.extract.visible import _picture_card

_BUY = "<button class=add-to-cart>Add to cart</button>"


def _page(box: str, title: str = "Linen Shirt Nora", head: str = "") -> bytes:
    return (
        f"<html><head><title>{title}</title>{head}</head><body><main><div class=pdp>"
        f"<h1>{title}</h1>{box}</div></main></body></html>"
    ).encode()


def _jsonld(name: str, sku: str, price: str, currency: str, stock: str = "InStock") -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": name,
        "sku": sku,
        "offers": {
            "@type": "Offer",
            "price": price,
            "priceCurrency": currency,
            "availability": f"https://schema.org/{stock}",
        },
    }
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


def _sku(page: bytes, url: str) -> str | None:
    item = extract(page, url).item
    return None if item is None else item.sku


@pytest.mark.parametrize(
    ("parent", "line", "want"),
    [
        # the structured number is the parent's; the page prints the variant's own
        (
            "RL-2207",
            "<div class=product-reference><label>Référence </label>"
            "<span>RL-2207-SAU-M</span></div>",
            "RL-2207-SAU-M",
        ),
        # ... written with separators the structured one leaves out
        (
            "ABY220",
            "<div class=product-number>رقم الصنف: <span>ABY-220-BLK-54</span></div>",
            "ABY-220-BLK-54",
        ),
        ("5540021", "<li>N° d'article : 5540-021-080</li>", "5540-021-080"),
        # a number that only shares its first letters is another product's: the structured
        # one stands
        (
            "RL-2207",
            "<div class=product-reference><label>Référence </label>"
            "<span>RL-2208-SAU-M</span></div>",
            "RL-2207",
        ),
        # one more character is a check digit, not a variant: "5540021" printed as
        # "554-0021-7" is the same number
        ("5540021", "<li>N° d'article : 554-0021-7</li>", "554-0021-7"),
    ],
)
def test_the_variants_printed_number_over_the_parents_structured_one(
    parent: str, line: str, want: str
) -> None:
    box = "<div class=price>119,00 €</div>" + line + _BUY
    page = _page(box, head=_jsonld("Linen Shirt Nora", parent, "119.00", "EUR"))
    assert _sku(page, "https://shop.example.fr/robes/218-robe.html") == want


@pytest.mark.parametrize(
    ("url", "want"),
    [
        # PrestaShop's and Magento's fragments choose the combination
        ("https://shop.example.fr/p/218-robe.html#/3-taille-m/25-couleur-sauge", "4711-02-42"),
        ("https://shop.example.it/borsa.html#93=57", "4711-02-42"),
        # the path ends in the number the page prints
        ("https://shop.example.de/herren/leinenhemd-nora/4711-02-42", "4711-02-42"),
        # an anchor chooses nothing, nor does a path naming another number: the structured
        # offer's number stands
        ("https://shop.example.de/herren/leinenhemd-nora#reviews", "4711-01-40"),
        ("https://shop.example.de/herren/leinenhemd-nora/4711-01-40", "4711-01-40"),
    ],
)
def test_a_sibling_variants_number_when_the_url_chooses_it(url: str, want: str) -> None:
    line = (
        "<div class=ordernumber><span class=label>Art.-Nr.:</span> "
        "<span class=product-detail-ordernumber>4711-02-42</span></div>"
    )
    box = "<div class=price>59,95 €</div>" + line + _BUY
    page = _page(box, head=_jsonld("Linen Shirt Nora", "4711-01-40", "59.95", "EUR"))
    assert _sku(page, url) == want


@pytest.mark.parametrize(
    ("sku", "shown", "want"),
    [
        ("4711-01-40", "4711-02-42", True),  # the stem "4711-" both share
        ("HG-SOL-050", "HG-SOL-100", True),
        ("NL-MPB", "NL-MPB-Q", True),
        ("AB-12345", "AB-12399", False),  # "AB-" is too short a stem
        ("ABCDEFG", "ABCDXYZ", False),  # no separator: not a stem
    ],
)
def test_same_stem_backs_off_to_the_last_shared_separator(sku: str, shown: str, want: bool) -> None:
    assert same_stem(sku, shown) is want


def test_a_style_number_then_the_variants_own_under_another_label() -> None:
    box = (
        "<div class=price>¥12,980</div><p class=styleNo>品番：KC24A0417</p>"
        "<dl class=skuList><dt>商品番号</dt><dd>KC24A0417-03-M</dd></dl>" + _BUY
    )
    page = _page(box, "ウールカシミヤ カーディガン")
    assert _sku(page, "https://shop.example.jp/products/KC24A0417?color=03&size=M") == (
        "KC24A0417-03-M"
    )


def test_the_same_label_twice_keeps_the_number_by_the_title() -> None:
    # "Ref. 67051023" by the title and "Ref. 67051023-99" below the price: one label, the
    # first statement stands
    box = (
        "<p class=ref>Ref. 67051023</p><div class=price>2.799,99 TL</div>"
        "<p><span class=small>Ref. 67051023-99</span></p>" + _BUY
    )
    page = _page(box, "Kısa deri görünümlü ceket")
    assert _sku(page, "https://shop.example.com.tr/p/ceket_67051023") == "67051023"


def test_a_sold_out_sizes_own_number_on_a_page_with_no_price() -> None:
    box = (
        "<p class=soldout>Sold out in all sizes</p><form class=notify><button>Notify me"
        "</button></form><p class=pdp__code>Product code: RR-88-OG-WHT-UK8</p>"
    )
    page = _page(
        box,
        "Retro Runner 88",
        _jsonld("Retro Runner 88", "RR-88-OG-WHT", "120.00", "GBP", "OutOfStock"),
    )
    result = extract(page, "https://shop.example.co.uk/products/retro-runner?size=UK8")
    assert result.main is None
    assert result.item is not None and result.item.sku == "RR-88-OG-WHT-UK8"


@pytest.mark.parametrize(
    ("row", "want"),
    [
        # the label in a cell through wrappers (2000s table layouts with <font>)
        (
            "<tr><td><font size=2><b>Vörunúmer:</b></font></td><td><font size=2>LP-2207-NAT-L"
            "</font></td></tr>",
            "LP-2207-NAT-L",
        ),
        # Indonesian "SKU Penjual" (the seller's SKU on a marketplace)
        ("<tr><td><span>SKU Penjual:</span> NDR-GMS-SG-L</td></tr>", "NDR-GMS-SG-L"),
        # a wrapper with words of its own beside the label is not climbed
        ("<tr><td><font>Size guide <b>Vörunúmer:</b></font></td><td>LP-2207-NAT-L</td></tr>", None),
    ],
)
def test_item_number_labels_in_old_tables(row: str, want: str | None) -> None:
    box = "<div class=price>34.990 kr.</div><table>" + row + "</table>" + _BUY
    assert _sku(_page(box, "Lopapeysa"), "https://shop.example.is/vara.asp?vara=2207") == want


@pytest.mark.parametrize(
    ("structured", "line", "want"),
    [
        # the structured number is the printed one with a marketplace's prefix or a system's
        # padding: the page's form stands
        ("MLM2198344712", "<div class=itemno>Publicación #2198344712</div>", "2198344712"),
        ("000000000000482991_EA", "<p class=code>Art. 482991</p>", "482991"),
        # the page prints both: the structured one stands
        ("AS-17283946", "<div class=code>Código: 17283946 · SKU: AS-17283946</div>", "AS-17283946"),
        # fewer than five digits in common is no evidence
        ("XK-4471-BLU", "<p class=code>Art. 4471</p>", "XK-4471-BLU"),
    ],
)
def test_the_structured_number_as_the_page_prints_it(structured: str, line: str, want: str) -> None:
    box = "<div class=price>$ 3,499</div>" + line + _BUY
    page = _page(box, "Taladro EHX-500", _jsonld("Taladro EHX-500", structured, "3499", "MXN"))
    assert _sku(page, "https://articulo.example.com.mx/MLM-2198344712-taladro") == want


def _tile(n: int, price: str, cls: str = "product tile") -> str:
    return (
        f"<div class='{cls}'><a href='/p/towel-{n}'><img src='/i/{n}.jpg' alt='Towel {n}'></a>"
        f"<a href='/p/towel-{n}' class=name>Towel {n}</a><div class=price>{price}</div></div>"
    )


@pytest.mark.parametrize(
    ("cards", "cls", "want"),
    [
        (8, "product tile", True),  # a category's grid of picture cards
        (3, "product tile", False),  # three cards: a related row, no listing
        (8, None, False),  # cards of as many kinds are no grid
    ],
)
def test_a_price_in_one_of_a_grid_of_picture_cards(cards: int, cls: str | None, want: bool) -> None:
    tiles = "".join(
        _tile(n, f"{20 + n},90 zł", cls=cls or f"promo-{chr(97 + n)}") for n in range(cards)
    )
    root = html.fromstring(f"<html><body><h1>Ręczniki</h1><div class=products>{tiles}</div>")
    price = root.xpath("//div[@class='price']")[1]
    assert _picture_card(price, root.xpath("//h1")[0]) is want


@pytest.mark.parametrize(
    "tiles",
    [
        # three cards: a related row, not a grid that makes a listing
        "".join(_tile(n, f"{20 + n},90 zł") for n in range(1, 4)),
        # cards of different kinds are no grid
        "".join(_tile(n, f"{20 + n},90 zł", cls=f"promo-{chr(97 + n)}") for n in range(1, 9)),
    ],
)
def test_the_products_own_price_beside_cards_stands(tiles: str) -> None:
    box = "<div class=price>49,90 zł</div>" + _BUY + "<div class=related>" + tiles + "</div>"
    result = extract(_page(box, "Ręcznik Lux"), "https://shop.example.pl/p/lux")
    assert result.main is not None
    assert (result.main.price_minor, result.main.currency) == (4990, "PLN")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # an auction's count of pieces (Allegro): in stock, as "Quantity: 1 available" is
        ("Dostępna 1 sztuka", "in_stock"),
        ("Dostępna ilość: 1 sztuka", "in_stock"),
        ("z 5 sztuk", "in_stock"),
        ("Dostępna ilość: 0 sztuk", None),
        ("Dostępna od 12.03", None),
        ("cena z 1 sztuki za", None),
        # Malay and Indonesian "sold out"
        ("Habis stok", "out_of_stock"),
        ("Stok kosong", "out_of_stock"),
        ("Kehabisan stok", "out_of_stock"),
    ],
)
def test_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("picker", "want"),
    [
        # another size's link says its own stock: the line after the picker speaks
        (
            "<a href='?size=M' class=chosen-none>M</a><a href='?size=L'>L</a>"
            "<a href='?size=XL'>XL – Habis stok</a>",
            "in_stock",
        ),
        # the chosen option's own stock is the product's
        (
            "<button role=radio aria-checked=false>M</button><button role=radio "
            "aria-checked=false>L</button><button role=radio aria-checked=true>XL – sold out"
            "</button>",
            "out_of_stock",
        ),
    ],
)
def test_a_pickers_option_row_speaks_for_its_option(picker: str, want: str) -> None:
    box = (
        "<div class=price>RM159.00</div><div class=sizes>" + picker + "</div>"
        "<p class=note>Stok tersedia</p>"
    )
    assert (
        extract(_page(box, "Baju Kurung Moden"), "https://shop.example.my/p/1?size=M").availability
        == want
    )


def _price(page: bytes, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


_TIERS = (
    "<table class=tiers><tr><th colspan=2>Bulk prices</th></tr><tr><td>1 – 9 sheets</td>"
    "<td>UGX 38,000</td></tr><tr><td>10 – 49 sheets</td><td>UGX 36,500</td></tr><tr><td>50+ "
    "sheets</td><td>UGX 35,000</td></tr></table>"
)


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a tier table whose rows name the shop's unit ("1 – 9 sheets", "50+ sheets") beside
        # the labelled price
        (
            "<table><tr><td>Price:</td><td><b>UGX 38,000</b> <small>per sheet</small></td></tr>"
            "</table>" + _TIERS,
            "https://shop.example.ug/p/1",
            (38000, "UGX"),
        ),
        # a price box's BEM unit element and Arabic "غ" for grams
        (
            "<div class=price-box><span class=price-box__now>6.500 ر.ع.</span><span class="
            "price-box__old><del>7.900 ر.ع.</del></span><span class=price-box__unit>0.650 ر.ع. / "
            "100غ</span></div>",
            "https://shop.example.om/p/1",
            (6500, "OMR"),
        ),
        # a tourist's tax-free price is conditional
        (
            "<p class=p>24.990 kr.</p><p class=t>Tax-free verð fyrir ferðamenn: 20.153 kr. "
            "(endurgreiðsla við brottför)</p>",
            "https://shop.example.is/p/1",
            (24990, "ISK"),
        ),
        # ... but a ferry shop's own "Tax-free price" is the price
        (
            "<div class=pv><span class=price-label>Tax-free price</span> <span class=price>€29.90"
            "</span></div>",
            "https://shop.example.ee/p/1",
            (2990, "EUR"),
        ),
        # a Czech member price and a multi-buy ("when buying 2")
        (
            "<div class=price-wrap><del>529,90 Kč</del> <span class=price-now>459,90 Kč</span>"
            "</div><div class=premium>S Rohlíková Premium <strong>429,90 Kč</strong></div><div "
            "class=multi>Při nákupu 2 ks jen 399,90 Kč/ks</div>",
            "https://shop.example.cz/p/1",
            (45990, "CZK"),
        ),
        # Icelandic "2 for 999 kr."
        (
            "<p><b>549 kr.</b></p><p>2 fyrir 999 kr.</p>",
            "https://shop.example.is/p/2",
            (549, "ISK"),
        ),
        # Mercadona's "unit price" is the price of one unit ("/ud."), the litre's after it
        (
            "<div class=product-price><p class=product-price__unit-price>8,95 €</p><p class="
            "product-price__extra-price>/ud.</p></div><p class=product-price__reference>8,95 €/L"
            "</p><div class=formats><a class=format-chip href='/p/5l'>Garrafa 5 L · 41,50 €</a>"
            "</div>",
            "https://shop.example.es/p/1",
            (895, "EUR"),
        ),
        # a subsidy's cap in brackets is no price, and the slot asks for a quote
        (
            "<div class=quote><p class=quote-price>Ár: egyedi ajánlat alapján</p></div><div "
            "class=subsidy>Otthonfelújítási támogatással akár 50% visszatérítés (max. 3 000 000 Ft)"
            "</div>",
            "https://shop.example.hu/p/1",
            None,
        ),
        # "See price in cart" first in the price block, a list price after it
        (
            "<div data-testid=price-block><p>See price in cart</p><p>Reg. $129.99</p></div>",
            "https://shop.example.com/p/1",
            None,
        ),
        (
            "<div class=price><p>Zobacz cenę w koszyku</p><p>Cena regularna 549,00 zł</p></div>",
            "https://shop.example.pl/p/1",
            None,
        ),
    ],
)
def test_round33_price_cues(box: str, url: str, want: tuple[int, str] | None) -> None:
    assert _price(_page(box + _BUY, "Product"), url) == want


def test_see_price_in_cart_outweighs_a_structured_price_the_page_does_not_print() -> None:
    head = _jsonld("SonicBrush Pro 5000", "601234", "89.99", "USD")
    box = (
        "<div data-testid=price-block><p class=a>See price in cart</p><p class=b>Reg. $129.99"
        "</p><details><summary>Why don't we show the price?</summary><p>The manufacturer does "
        "not allow us to display our price until it is in your cart.</p></details></div>"
    )
    page = _page(box + _BUY, "SonicBrush Pro 5000", head)
    assert _price(page, "https://shop.example.com/p/601234") is None


def test_a_taiwanese_store_pickup_fee_is_no_price() -> None:
    box = (
        "<div class=price-range><span class=price-sale>NT$299 – NT$899</span></div>"
        "<p class=hint>請選擇規格</p><ul class=shipping-info><li>宅配 NT$100，滿 NT$1,200 免運</li>"
        "<li>超商取貨 NT$60（限 10kg 以下）</li></ul>"
    )
    assert _price(_page(box, "原味豆腐貓砂 7L"), "https://shop.example.com.tw/p/1") is None


def test_a_zip_gate_and_a_basket_minimum_give_no_price() -> None:
    box = (
        "<div role=region aria-label=Price class=zip-gate><p>Enter your ZIP code to see prices "
        "and availability</p></div><div class=minimum>Minimum basket $10.00</div>"
    )
    assert _price(_page(box, "Organic Hass Avocados"), "https://shop.example.com/p/1") is None


def test_a_lost_buy_box_shows_only_offers_from() -> None:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Stand Mixer",
        "offers": {"@type": "Offer", "price": "349.99", "priceCurrency": "USD"},
    }
    head = f"<script type='application/ld+json'>{json.dumps(data)}</script>"
    box = (
        "<div id=buybox><span class=bold>No featured offers available</span><div><span "
        "class=a-color-price>$312.45</span> <span class=secondary>(17 used &amp; new offers)"
        "</span></div><a href='/offers'>See All Buying Options</a></div>"
    )
    result = extract(_page(box, "Stand Mixer", head), "https://shop.example.com/dp/B0BXR71KQ2")
    assert result.main is None


def test_a_sold_out_page_whose_prices_are_other_products() -> None:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Orbis Fit 3",
        "offers": {
            "@type": "Offer",
            "price": "649.00",
            "priceCurrency": "SAR",
            "availability": "https://schema.org/OutOfStock",
        },
    }
    head = f"<script type='application/ld+json'>{json.dumps(data)}</script>"
    cards = "".join(
        f"<li class=card><a href='/p/{n}'><img src='/i/{n}.jpg' alt=''>Watch {n}</a>"
        f"<span class=price>{p} ر.س</span></li>"
        for n, p in enumerate(("649.00", "399.00", "899.00", "259.00"))
    )
    box = (
        "<p class=stock>غير متوفر حالياً</p><button class=notify>أعلمني عند التوفر</button>"
        "</div><section class=related><h2>منتجات مشابهة</h2><ul>" + cards + "</ul></section><div>"
    )
    result = extract(_page(box, "Orbis Fit 3", head), "https://shop.example.sa/p/N70012345V")
    assert result.main is None


@pytest.mark.parametrize(
    ("charset", "text", "want"),
    [
        # libxml2 knows these by other names or not at all: decoded by Python's codecs
        ("EUC-JP", "価格：45,000円（税込）", (45000, "JPY")),
        ("EUC-KR", "판매가 32,000원", (32000, "KRW")),
        ("Shift_JIS", "価格：45,000円（税込）", (45000, "JPY")),
        ("GB2312", "价格：￥238.00", (23800, "CNY")),
        ("Big5", "售價：NT$1,280", (1280 * 100, "TWD")),
        ("KOI8-R", "Цена: 850 руб.", (85000, "RUB")),
    ],
)
def test_a_page_in_a_legacy_charset(charset: str, text: str, want: tuple[int, str]) -> None:
    page = (
        f"<html><head><meta http-equiv='Content-Type' content='text/html; charset={charset}'>"
        f"<title>Item</title></head><body><h1>Item</h1><p class=price>{text}</p>"
        "<button class=add-to-cart>Buy</button></body></html>"
    )
    encoding = {"EUC-KR": "cp949", "GB2312": "gbk", "Big5": "big5hkscs"}.get(charset, charset)
    url = "https://shop.example.cn/p/1" if charset == "GB2312" else "https://shop.example.com/p/1"
    assert _price(page.encode(encoding), url) == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a price in a paragraph's own text, its net on the line after in a child
        (
            "<p>Cena: 12,50 zł (brutto, zawiera 5% VAT)<br><span class=smallText>Cena netto: 11,90 "
            "zł</span></p>",
            "https://shop.example.pl/p/1",
            (1250, "PLN"),
        ),
        # ... but a shipping note after it with "netto" inside is no net price
        (
            "<p class=tax>Preis pro VE · 84,00 € / 1000 Stück · inkl. MwSt. zzgl. <a>Versandkosten"
            "</a> (ab 150 € netto versandkostenfrei)</p>",
            "https://shop.example.de/p/1",
            None,
        ),
        # a Turkish shop's market (list) price and bank-transfer price
        (
            "<table><tr><td>Piyasa Fiyatı</td><td>:</td><td><span class=piyasaFiyat>5.900,00 TL"
            "</span></td></tr><tr><td>Fiyat</td><td>:</td><td><span class=satisFiyat>4.750,00 TL"
            "</span></td></tr><tr><td>Havale / EFT</td><td>:</td><td><span class=havaleFiyat>"
            "4.512,50 TL</span> <small>(%5 havale indirimi)</small></td></tr></table>",
            "https://shop.example.com.tr/p/1",
            (475000, "TRY"),
        ),
        (
            "<div class=a><span>İndirimli Fiyat:</span> <span class=f>₺1.249,90</span></div><div "
            "class=b>Havale/EFT ile <span class=f>₺1.187,41</span></div>",
            "https://shop.example.com.tr/p/2",
            (124990, "TRY"),
        ),
        # VirtueMart's price block: base price, sales price, discount, tax amount, per kg
        (
            "<div class=product-price><div class=PricebasePriceWithTax><span class=d>Precio base "
            "con impuestos: </span><span class=PricebasePriceWithTax>9,95 €</span></div><div "
            "class=PricesalesPrice><span class=d>Precio de venta: </span><span class="
            "PricesalesPrice>8,95 €</span></div><div class=PricediscountAmount><span class=d>"
            "Descuento: </span><span>-1,00 €</span></div><div class=PricetaxAmount><span class=d>"
            "Importe de impuestos: </span><span class=PricetaxAmount>0,81 €</span></div><div "
            "class=PriceunitPrice><span class=d>Precio / kg: </span><span>29,83 €</span></div>"
            "</div>",
            "https://shop.example.es/p/1",
            (895, "EUR"),
        ),
        # a Greek price per kilo
        (
            "<ul><li><h2>6,80€</h2></li><li>Χωρίς ΦΠΑ: 6,02€</li><li>Τιμή ανά κιλό: 27,20€</li>"
            "</ul>",
            "https://shop.example.gr/p/1",
            (680, "EUR"),
        ),
        # a Hebrew saving badge and an old mattress's removal fee
        (
            "<div class='price price--on-sale'><s>₪449.90</s> <span class=sale>₪349.90</span>"
            "<span class='badge price__badge-sale'>חסכון של ₪100</span></div>",
            "https://shop.example.co.il/p/1",
            (34990, "ILS"),
        ),
        (
            "<p class=price><ins>1,890.00 ₪</ins></p><p class=delivery>משלוח חינם · פינוי מזרן ישן:"
            " 150 ₪</p>",
            "https://shop.example.co.il/p/2",
            (189000, "ILS"),
        ),
        # "before GST" and a class naming the price ex tax
        (
            "<p class=price>$48.15 <small>incl. GST</small></p><p class=price-ex-tax>$44.17 "
            "<small>before GST</small></p>",
            "https://shop.example.sg/p/1",
            (4815, "SGD"),
        ),
        # Tmall's 促销价 (promotion price) over 价格, its markup as Tmall writes it
        (
            '<div class="tm-fcs-panel"><dl class="tm-price-panel" id="J_StrPriceModBox"><dt '
            'class="tb-metatit">价格</dt><dd><span class="tm-price">¥458.00</span></dd></dl><dl '
            'class="tm-promo-panel tm-promo-cur" id="J_PromoPrice" data-label="促销价"><dt '
            'class="tb-metatit">促销价</dt><dd><div class="tm-promo-price"><em class="tm-yen">¥'
            '</em><span class="tm-price">328.00</span>&nbsp;&nbsp;</div><p>店铺活动：满399减30</p>'
            '</dd></dl><dl class="tm-member-panel"><dt class="tb-metatit">会员价</dt><dd><span '
            'class="tm-price">¥318.00</span> <a href="/member">开通会员</a></dd></dl></div>',
            "https://detail.example.cn/1",
            (32800, "CNY"),
        ),
    ],
)
def test_round33_more_price_cues(box: str, url: str, want: tuple[int, str] | None) -> None:
    assert _price(_page(box + _BUY, "Product"), url) == want


@pytest.mark.parametrize(
    "line",
    ["<li>ギフトラッピング ¥220</li>", "<li>お直し（袖丈詰め）¥1,100・約7日</li>"],
)
def test_a_service_or_a_yearly_tax_is_no_price(line: str) -> None:
    box = "<p class=poa>Price: On application</p><ul class=notes>" + line + "</ul>"
    assert _price(_page(box, "Item"), "https://shop.example.com/p/1") is None


def test_a_wholesalers_suggested_retail_price_and_a_members_only_slot() -> None:
    box = (
        "<table class=spec><tr><th>希望小売価格</th><td>3,300円（税込）</td></tr><tr>"
        "<th>卸価格</th><td class=price-hidden><span class=login-required>会員様のみ表示</span>"
        "</td></tr></table>"
    )
    page = _page(box + _BUY, "今治タオル フェイスタオル 5枚組")
    assert _price(page, "https://shop.example.jp/item/OR-2231") is None


@pytest.mark.parametrize(
    ("structured", "line", "want"),
    [
        # a marketplace's own reference named for it, as the page writes it
        ("tvx55uhd78", "<span class=fpRef>Réf Discountier : TVX55UHD78</span>", "TVX55UHD78"),
        # ... not the maker's
        ("tvx55uhd78", "<span class=ref>Réf fabricant : 55UQ7800</span>", "tvx55uhd78"),
        # a three-letter parent and the variant's number after a hyphen
        (
            "HGD",
            "<span class=sku_wrapper>SKU: <span class=sku>HGD-DB-105</span></span>",
            "HGD-DB-105",
        ),
    ],
)
def test_round33_more_item_numbers(structured: str, line: str, want: str) -> None:
    box = "<div class=price>449,00 €</div>" + line + _BUY
    page = _page(box, "TV Cobalt 55", _jsonld("TV Cobalt 55", structured, "449.00", "EUR"))
    assert _sku(page, "https://shop.example.fr/p/10602") == want


@pytest.mark.parametrize(
    ("box", "url", "want"),
    [
        # a loyalty card's price by its class, beside the price everyone pays
        (
            "<div class=beautycard-price>44,99 €</div><p class='product-detail-price "
            "with-list-price'>49,99 € <span class=list>UVP 64,95 €</span></p>",
            "https://shop.example.de/p/1045612",
            (4999, "EUR"),
        ),
    ],
)
def test_round_z_price_cues(box: str, url: str, want: tuple[int, str] | None) -> None:
    assert _price(_page(box + _BUY, "Feuchtigkeitscreme"), url) == want


@pytest.mark.parametrize(
    "text",
    ["Klubbpris ", "Teknokent Kart ile ödemelerde %5 indirim: ", "최대혜택가 ", "최대 혜택가 "],
)
def test_member_words(text: str) -> None:
    from crawler.extract.cues import _MEMBER

    assert _MEMBER.search(text) is not None


def test_the_chosen_options_price_beside_a_box_classed_regular() -> None:
    # the price box names its one price "price-regular" (read as a former price), beside a
    # subscription's; the variant list marks one option chosen: that option's price stands
    item = (
        "<li class='variant{1}'><a href='?activeVariant=468213.{0}'><span class=variant__name>"
        "{2}</span><span class=variant__price>CHF {3}</span><span class=variant__unit>CHF {4} / "
        "kg</span><span class=variant__sku hidden>468213.{0}</span></a></li>"
    )
    items = "".join(
        item.format(n, " variant--selected" if n == 1 else "", name, price, unit)
        for n, (name, price, unit) in enumerate(
            (("2 kg", "19.90", "9.95"), ("12 kg", "74.90", "6.24"), ("2 x 12 kg", "139.90", "5.83"))
        )
    )
    box = (
        f"<ul class=variant-list role=list>{items}</ul><div class=price-wrapper><div "
        "class=price-regular><span class=z-price__amount>CHF 74.90</span></div><div "
        "class=price-per-unit>CHF 6.24 / kg</div><div class=savings-plan><span "
        "class=savings-plan__badge>Spar-Abo -5%</span> <span>CHF 71.16 bei jeder "
        "Spar-Abo-Lieferung</span> <a href='/spar-abo'>Mehr erfahren</a></div></div>" + _BUY
    )
    page = _page(box, "Trockenfutter Adult")
    assert _price(page, "https://shop.example.ch/p/468213?activeVariant=468213.1") == (
        7490,
        "CHF",
    )


def test_a_price_guides_range_beside_a_listings_structured_price() -> None:
    # "Price guide $950 – $1,300" is a market's range, not "from" prices of this listing: the
    # structured price stands (the listing's own "$1,149" is drawn without cents)
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Used Stratocaster",
        "offers": {"@type": "Offer", "price": "1149.00", "priceCurrency": "USD"},
    }
    head = f"<script type='application/ld+json'>{json.dumps(data)}</script>"
    box = "<div class=guide>Price guide <span>$950 – $1,300</span></div>"
    page = _page(box, "Used Stratocaster", head)
    assert _price(page, "https://shop.example.com/item/48812377") == (114900, "USD")
