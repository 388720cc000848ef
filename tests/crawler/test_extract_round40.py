"""Stop 40's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 39's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import pytest

from crawler.extract import extract
from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop


def _price(page: str, url: str) -> tuple[int, str] | None:
    main = extract(page, url).main
    return None if main is None else (main.price_minor, main.currency)


@pytest.mark.parametrize(
    ("box", "url", "lang", "want"),
    [
        # the riel's own sign before Khmer digits (beside a dollar amount in brackets)
        (
            "<div class=price><span class=now>៛៣៤,០០០</span> <s>៛៣៨,០០០</s></div>"
            "<p>(≈ $8.50) Tax included</p>",
            "https://www.pepper.example.com.kh/km/p/42",
            "km",
            (3400000, "KHR"),
        ),
        # Burmese "original price" and "delivery charge" lines beside the price
        (
            "<div class=p><span>၄၅,၀၀၀</span><span> ကျပ်</span></div>"
            "<div>မူလဈေး ၅၂,၀၀၀ ကျပ်</div><div>ရန်ကုန်မြို့တွင်း ပို့ခ ၃,၀၀၀ ကျပ်</div>",
            "https://www.longyi.example.com.mm/item/1",
            "my",
            (4500000, "MMK"),
        ),
        # a Persian free-delivery line with the cost elsewhere beside the price
        (
            "<del class=old>۵۶۰٬۰۰۰٬۰۰۰ ریال</del><div class=now><b>۴۸۵٬۰۰۰٬۰۰۰</b> <i>ریال</i>"
            "</div><div class=ship>ارسال رایگان به تهران · سایر شهرها ۲٬۵۰۰٬۰۰۰ ریال</div>",
            "https://www.farsh.example.ir/product/1207",
            "fa",
            (48500000000, "IRR"),
        ),
        # a pre-order's deposit and balance in traditional Chinese beside its full price
        (
            "<div class=price><s>HK$1,299</s> <span class=sale>HK$999</span></div>"
            "<div class=note>預購中 – 現只需付訂金 <b>HK$200</b>，餘額 HK$799 於發貨前收取。</div>",
            "https://www.sound.example.com.hk/products/eb7",
            "zh-HK",
            (99900, "HKD"),
        ),
        # Hungarian net price "+ ÁFA" under the gross one
        (
            "<p class=price><span class=amount>189&nbsp;990&nbsp;Ft</span> <small>bruttó</small>"
            "</p><p class=net><span class=amount>149&nbsp;598&nbsp;Ft</span> + ÁFA</p>",
            "https://www.tv.example.hu/termek/ql55",
            "hu",
            (18999000, "HUF"),
        ),
        # a price printed whole with a dash, split over two spans with hashed classes
        (
            "<div class=a1><span class=b2>589</span><span class=c3>,-</span></div>"
            "<p>Nieuwprijs <span>€ 749,00</span></p>",
            "https://www.phone.example.nl/p/x13",
            "nl",
            (58900, "EUR"),
        ),
        # the same in one span
        (
            "<div class=a1><span class=b2>1.589,-</span></div>",
            "https://www.fiets.example.nl/p/e7",
            "nl",
            (158900, "EUR"),
        ),
        # Georgian price per litre beside the bottle's price
        (
            "<span class=text-3xl>38,50 ₾</span><p class=text-xs>51,33 ₾ / ლ · ფასი მოიცავს "
            "დღგ-ს</p>",
            "https://www.wine.example.ge/ka/product/saperavi",
            "ka",
            (3850, "GEL"),
        ),
        # Indonesian "crossed out" class on the former price
        (
            "<div class=harga><span class=harga-coret>Rp98.000</span> <span class=harga-akhir>"
            "Rp85.000</span></div>",
            "https://www.apotek.example.co.id/obat/1",
            "id",
            (8500000, "IDR"),
        ),
        # a Finnish loyalty-card price beside the price
        (
            "<div class=p1><span class=v>6,49</span><span class=c>€</span><span>/kpl</span>"
            "</div><div class=p2><span class=badge>Plussa-etu</span> 5,99 € <small>/kpl, "
            "Plussa-kortilla</small></div>",
            "https://www.ruoka.example.fi/tuote/1",
            "fi",
            (649, "EUR"),
        ),
        # a pack's count of cans under the title is no instalment plan
        (
            "<p class=sub>Bubbla · 24 x 33 cl · Burk</p><div class=PriceTag_root><span "
            "class=PriceTag_integer>199</span><span class=PriceTag_decimal>00</span><span "
            "class=PriceTag_unit>kr/st</span></div>",
            "https://www.handla.example.se/produkt/1",
            "sv",
            (19900, "SEK"),
        ),
        # the rand's letter in an element of its own beside split digits, a former price
        # crossed out in the same wrapper
        (
            "<div class=price><span><del>R 4 799.00</del> <span class=sales><span class=cur>R"
            "</span><span class=whole>4&nbsp;299</span><sup class=cents>00</sup></span></span>"
            "</div>",
            "https://www.braai.example.co.za/kettle-57",
            "en-ZA",
            (429900, "ZAR"),
        ),
        # a sign of letters and a symbol alone in its span before the digits ("GH₵"), a
        # former price and a saving in the next line
        (
            "<div class=k1><p class=k2><span class=k3>GH₵</span> <span class=k4>1,850.00</span>"
            "</p><p class=k5><s>GH₵ 2,300.00</s> <span>Save GH₵ 450.00</span></p></div>",
            "https://www.bazaar.example.com.gh/tv-32",
            "en-GH",
            (185000, "GHS"),
        ),
        # a timber length's price per lineal metre beside the piece's price
        (
            "<div class=pr><span class=now>$38.34</span><span class=ea>each</span></div>"
            "<p class=per>$7.10 per lineal metre</p>",
            "https://www.timber.example.com.au/decking-90x22-5-4m",
            "en-AU",
            (3834, "AUD"),
        ),
        # a Thai pre-order's deposit and balance rows under the full price
        (
            "<table><tr><th>ราคาเต็ม</th><td class=price-full>฿6,490.00</td></tr><tr><th>"
            "ชำระมัดจำวันนี้</th><td class=price-deposit>฿1,000.00</td></tr><tr><th>"
            "ชำระส่วนที่เหลือเมื่อสินค้าเข้า</th><td>฿5,490.00</td></tr></table>",
            "https://www.toys.example.co.th/products/hero-2",
            "th",
            (649000, "THB"),
        ),
        # other offers named for this product under the buy box
        (
            "<span class=p1>KSh 18,999</span><div class=o1><h3>Other offers for this product (2)"
            "</h3><div class=o2><span>PhoneMart</span> <span>KSh 17,850</span></div><div "
            "class=o2><span>Gadget World</span> <span>KSh 18,400</span></div></div>",
            "https://www.sokoni.example.co.ke/tecno-camon-30",
            "en-KE",
            (1899900, "KES"),
        ),
        # a reference price in dollars beside the guaraní price
        (
            "<div class=p><span class=now>₲ 2.450.000</span></div><p>Precio referencial en "
            "dólares: US$ 330</p>",
            "https://www.guitarras.example.com.py/ga-39",
            "es-PY",
            (2450000, "PYG"),
        ),
        # a table of facts: a service's row below the cash price
        (
            "<table><tr><td>Cash price:</td><td><font size=5><b>UGX 1,250,000</b></font></td>"
            "</tr><tr><td>Installation:</td><td><font size=2>Optional, UGX 60,000</font></td>"
            "</tr></table>",
            "https://www.solar.example.ug/product.php?id=3381",
            "en",
            (1250000, "UGX"),
        ),
    ],
)
def test_more_amounts_beside_the_price(
    box: str, url: str, lang: str, want: tuple[int, str]
) -> None:
    assert _price(_shop(box, lang=lang, title="Item 1"), url) == want


def test_an_empty_price_slot_read_by_its_aria_label() -> None:
    # "<span class=money aria-label='Sale price $279.00 AUD'></span>": the stylesheet draws
    # the label; a screen reader reads it. The regular price's label says what it is.
    box = (
        "<div class=prices><span class='money price' data-amount=279.00 aria-label='Sale price "
        "$279.00 AUD'></span> <span class='money money--compare' data-amount=349.00 "
        "aria-label='Regular price $349.00 AUD'></span></div>"
    )
    url = "https://www.cookware.example.com.au/products/dutch-oven"
    assert _price(_shop(box, title="Dutch Oven 28cm"), url) == (27900, "AUD")
    # a longer label, or one naming two prices, is no price slot's
    two = "<span class=price aria-label='From $279.00 to $349.00 AUD'></span>"
    assert _price(_shop(two, title="Dutch Oven 28cm"), url) is None


def test_a_label_cell_naming_a_quantity_is_a_label() -> None:
    # "Per 100g:" in the cell before a price names a unit price, not another price
    box = (
        "<table><tr><td>Our Price:</td><td><font size=5><b>Rs. 2,850.00</b></font></td></tr>"
        "<tr><td><font size=1>Per 100g:</font></td><td><font size=1>Rs. 950.00</font></td>"
        "</tr></table>"
    )
    url = "https://www.tea.example.lk/shop/product.php?id=311"
    assert _price(_shop(box, title="Uva BOP Tea (3 x 100g)"), url) == (285000, "LKR")


@pytest.mark.parametrize(
    ("box", "url", "lang"),
    [
        # a trade shop's price box asks to log in for "your net prices", a recommended retail
        # price beside it (Norwegian, Danish)
        (
            "<div class=info><div class=price-box><span class=msg>Logg inn for å se dine "
            "nettopriser</span></div><p class=veil>Veil. utsalgspris kr 649,00 inkl. mva</p>"
            "</div>",
            "https://www.proffbygg.example.no/treskrue-5x60.html",
            "nb",
        ),
        (
            "<div class=info><div class=price-box><span class=msg>Log ind for at se "
            "forhandlerpriser</span></div><p class=vejl>Vejl. udsalgspris: 899,00 kr. inkl. moms"
            "</p></div>",
            "https://www.engros.example.dk/cardigan",
            "da",
        ),
        # a Mongolian auction: starting price, current bid, next least bid (structured data
        # gives the starting price as the offer's)
        (
            '<script type="application/ld+json">{"@context": "https://schema.org", "@type": '
            '"Product", "name": "Item 1", "offers": {"@type": "Offer", "price": "1500000", '
            '"priceCurrency": "MNT"}}</script>'
            "<table><tr><td>Эхлэх үнэ:</td><td>1,500,000₮</td></tr><tr><td>Одоогийн санал:</td>"
            "<td><b>2,450,000₮</b> (14 санал)</td></tr><tr><td>Дараагийн доод санал:</td>"
            "<td>2,500,000₮</td></tr></table>",
            "https://www.duudlaga.example.mn/lot/147",
            "mn",
        ),
        # a wholesale listing's tiers and minimum order: no price for one piece
        (
            "<div class=module_price><div class=price-list><div class=price-item><div class=q>"
            "500 - 1999 pieces</div><div class=price><span>$7.20</span></div></div><div "
            "class=price-item><div class=q>&gt;= 10000 pieces</div><div class=price><span>$5.80"
            "</span></div></div></div><p class=moq>Min. order: 500 pieces</p></div>",
            "https://www.tradehub.example.com/product/20000mah-power-bank",
            "en",
        ),
        # a configurator's price with its "起" (from) in a suffix element of its own
        (
            "<div class='price-box configurator-from'><span class=price-label>售價</span> <span "
            "class=price>HK$1,280.00</span> <span class=price-suffix>起</span></div>",
            "https://www.mall.example.com.hk/curtains-made-to-measure",
            "zh-HK",
        ),
        # an auction's bids, and the seller's other listings with a "Buy it now" price
        (
            "<div class=bid><span>Current bid:</span> <span class=pp>£86.00</span> <span>7 bids"
            "</span></div><a class=cta href=#>Place bid</a><div class=seller-other><h3>More items"
            " from this seller</h3><ul><li>Creator Tram – Buy it now <span>£119.99</span></li>"
            "<li>Minifigure lot – Buy it now <span>£22.50</span></li></ul></div>",
            "https://www.bidbay.example.co.uk/itm/196032811245",
            "en-GB",
        ),
        # a Bengali free-delivery threshold is the page's only amount by the title
        (
            "<p class=note>৳ ৫,০০০ এর বেশি অর্ডারে ফ্রি ডেলিভারি</p>",
            "https://www.saree.example.com.bd/product/118",
            "bn",
        ),
    ],
)
def test_no_price_to_read(box: str, url: str, lang: str) -> None:
    assert _price(_shop(box, lang=lang, title="Item 1"), url) is None


def test_a_burmese_code_label_names_the_item() -> None:
    box = "<div class=code>ကုဒ်: SL-YAW-M-031</div><div class=p>၄၅,၀၀၀ ကျပ်</div>"
    item = extract(_shop(box, lang="my"), "https://www.longyi.example.com.mm/item/1").item
    assert item is not None and item.sku == "SL-YAW-M-031"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Jelenleg nem rendelhető", "out_of_stock"),
        ("ለጊዜው የለም — አዲስ ምርት በቅርቡ ይደርሳል።", "out_of_stock"),
        ("Quelques articles restants", "limited"),
        ("Son 3 ədəd qalıb", "limited"),
        ("Ultime 8 confezioni disponibili", "limited"),
        ("Prjónuð eftir pöntun – afhending 3–4 vikur.", "backorder"),
        ("通常於 7–12 個工作天內出貨（供應商備貨）", "backorder"),
        ("Anfertigung nach Mass", "backorder"),
        ("Sotuvda 41 dona bor", "in_stock"),
        ("Lagerstand: verfügbar", "in_stock"),
        ("Lagerstand: nicht verfügbar", "out_of_stock"),
        ("Only 1 piece available", "limited"),
        ("متبقي قطعتين فقط", "limited"),
        ("Ostatnie 2 komplety w magazynie", "limited"),
        ("Dostupnost: Isporuka od dobavljača 5–7 radnih dana", "backorder"),
        ("Produceres på bestilling – forventet levering uge 9–11.", "backorder"),
    ],
)
def test_more_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want


def test_a_bid_word_inside_an_item_code_is_no_bid() -> None:
    # Dutch "bod" (a bid) is a word of its own, not the "BOD" of "CS-BOD-16" before the price
    box = (
        "<p class=s>SKU: CS-BOD-16</p><p class=a>€189.00</p><p class=b>Price includes Irish VAT "
        "at 23%. Shipping to the UK? You will pay <strong>£128.05</strong> ex-VAT at checkout."
        "</p>"
    )
    url = "https://www.strings.example.ie/bodhran-16"
    assert _price(_shop(box, title="16in Bodhran"), url) == (18900, "EUR")
    bid = "<p class=a>Huidig bod: € 250</p>"
    assert (
        _price(_shop(bid, lang="nl", title="Schilderij"), "https://www.veiling.example.nl/kavel/1")
        is None
    )


def test_a_resale_shops_buy_back_prices_are_no_price() -> None:
    # "WeBuy for cash", "WeBuy for voucher": what the shop pays for one, not what it sells at
    box = (
        "<div class=grades><a href='/product-detail?id=X12A'>Grade A £275.00</a><a "
        "href='/product-detail?id=X12C'>Grade C £219.00</a></div><table class=t><tr><th>WeBuy "
        "for cash</th><td>£138.00</td></tr><tr><th>WeBuy for voucher</th><td>£176.00</td></tr>"
        "</table>"
    )
    url = "https://www.swap.example.co.uk/product-detail?id=X12B"
    assert _price(_shop(box, title="Phone 12 64GB"), url) is None


def test_a_scarcity_note_right_after_the_add_to_cart_button() -> None:
    # "<button>Добавить в корзину</button><span>Осталось 4 шт</span>": the button's own note
    page = (
        "<html lang=ru><body><main><h1>Наушники Halvar</h1><div class=p><span class=pr>7 890 ₽"
        "</span></div><div class=k6l><button type=button><span>Добавить в корзину</span>"
        "</button><span class=k5l>{}</span></div></main></body></html>"
    )
    url = "https://www.ozonik.example.ru/product/1482937561"
    assert extract(page.format("Осталось 4 шт"), url).availability == "limited"
    assert extract(page.format("Доставка завтра"), url).availability == "in_stock"
