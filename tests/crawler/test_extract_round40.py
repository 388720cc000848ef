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
    ],
)
def test_more_stock_words(text: str, want: str) -> None:
    assert stock_from_text(text) == want
