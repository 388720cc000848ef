"""Stop 58's rules (round DA: blind744-747, the four verticals), on markup the corpora do not
contain.

Each case is a page or a line as small as the rule needs; most fail on the code before its
round, the rest guard what must not change beside them.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crawler.extract.stock import stock_from_text
from tests.crawler.test_extract_round37 import _shop
from tests.crawler.test_extract_round40 import _price
from tests.crawler.test_extract_round47 import _sku_of
from tests.crawler.test_extract_round57 import _stock

CRAWLER = Path(__file__).resolve().parents[2] / "crawler"


@pytest.mark.parametrize(
    ("box", "url", "lang", "title", "want"),
    [
        # a lot's price, its own unit after a slash, then the piece's price in brackets
        (
            "<p class=lot-price>HK$520.00 <span class=per>/ lot (HK$10.40 per piece)</span></p>",
            "https://www.lots.example.hk/item/cables-50",
            "en",
            "USB-C cables, mixed lot of 50",
            (52000, "HKD"),
        ),
        (
            "<p class=price>€ 96,00 <span>/ doos (€ 0,40 per stuk)</span></p>",
            "https://www.schroef.example.nl/p/spaanplaatschroef",
            "nl",
            "Spaanplaatschroef 4x40, doos 240 stuks",
            (9600, "EUR"),
        ),
        # a kilo's price in Hindi beside the bag's
        (
            "<p class=sp>₹2,150</p><p class=note>सभी करों सहित · ₹43/किग्रा</p>",
            "https://www.nirman.example.in/p/putty-50kg",
            "hi",
            "वॉल पुट्टी 50 किग्रा",
            (215000, "INR"),
        ),
        # Singapore's "usual price" beside the price
        (
            "<div class=sc-k1><span class=sc-a9>S$24.90</span> <span class=sc-b7>U.P. S$32.90"
            "</span></div>",
            "https://www.tools.example.sg/p/bits",
            "en",
            "Drill bit set 19 pcs",
            (2490, "SGD"),
        ),
        # gift wrapping in Arabic, a fee beside the price
        (
            "<div class=price-note>تغليف هدايا: 2.000 د.ك</div><div class=prices><span "
            "class=value>24.500 د.ك</span></div>",
            "https://www.oud.example.com.kw/p/musk",
            "ar",
            "عطر مسك 50 مل",
            (24500, "KWD"),
        ),
        # the price before sales tax in Arabic beside the price
        (
            "<p class=price>42.900 د.أ</p><div class=price-note>السعر قبل ضريبة المبيعات: "
            "36.983 د.أ</div>",
            "https://www.optics.example.jo/p/round",
            "ar",
            "نظارة شمسية دائرية",
            (42900, "JOD"),
        ),
        # other sizes' price, the run of sizes first
        (
            "<span class=now>$129.00</span><div class=price-note>XS–M sizes: $119.00</div>",
            "https://www.wear.example.com/p/coat?size=XL",
            "en",
            "Wool coat — XL",
            (12900, "USD"),
        ),
        # another colourway's price and an add-on's beside the chosen one's
        (
            "<span class=now>$349.00</span><div class=price-note>Olive colourway: $379.00</div>"
            "<div class=price-note>Detachable hood add-on $45.00</div>",
            "https://www.wear.example.ca/p/anorak?color=navy",
            "en",
            "Anorak — Navy",
            (34900, "CAD"),
        ),
        # a bundle's pieces priced alone, in English and Croatian
        (
            "<div><span class=sc-a>$449.00</span></div><ul><li>Soundbar S5 — sold alone $299.00"
            "</li><li>Subwoofer W8 — sold alone $199.00</li></ul>",
            "https://www.av.example.com/p/s5-w8",
            "en",
            "Soundbar S5 + Subwoofer W8 bundle",
            (44900, "USD"),
        ),
        (
            "<div><span class=sc-a>449,99 €</span></div><ul><li>Zvučnik S5 — pojedinačno "
            "299,99 €</li><li>Subwoofer W8 — pojedinačno 199,99 €</li></ul>",
            "https://www.zvuk.example.hr/p/s5-w8",
            "hr",
            "Paket zvučnik S5 + subwoofer W8",
            (44999, "EUR"),
        ),
        # the only price, labelled "regular" for screen readers in Serbian: the price
        (
            "<div class=price><span class=visually-hidden>Redovna cena</span>"
            "<span class=price-item>54.990,00 RSD</span></div>",
            "https://www.tehno.example.rs/p/masina",
            "sr",
            "Mašina za veš 8 kg",
            (5499000, "RSD"),
        ),
    ],
)
def test_round_da_prices(box: str, url: str, lang: str, title: str, want: tuple[int, str]) -> None:
    assert _price(_shop(box, lang=lang, title=title), url) == want


@pytest.mark.parametrize(
    ("box", "want"),
    [
        # guards: a price with a lot's unit and nothing after it is the lot's price; a colour
        # named as the line's label without "colourway" stays the price; "add-on" inside a name
        ("<p class=price>HK$388.00 <span>/ lot</span></p>", (38800, "HKD")),
        ("<p class=price>Navy: HK$649.99</p>", (64999, "HKD")),
        ("<p class=price>HK$59.00</p><p>Add-on deal available at checkout</p>", (5900, "HKD")),
    ],
)
def test_round_da_guards(box: str, want: tuple[int, str]) -> None:
    page = _shop(box, title="Phone case")
    assert _price(page, "https://www.case.example.hk/p/1") == want


def test_a_successor_link_after_a_price_names_the_successors_price() -> None:
    # (the English words of the successor link, dead since round CE: a regex's "\b" had become
    # a backspace in a plain string)
    page = _shop(
        "<p class=eol>Discontinued. <span class=price>€ 1.299,00</span> <a href=/p/kx-900>To "
        "the successor model</a></p>",
        title="Coffee machine KX-800",
    )
    assert _price(page, "https://www.koffie.example.nl/p/kx-800") is None


def test_no_pattern_source_holds_a_control_character() -> None:
    # "\b" in a plain string is a backspace: the word boundary it meant is never matched
    bad = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
    found = [
        f"{path.relative_to(CRAWLER)}:{n}"
        for path in sorted(CRAWLER.rglob("*.py"))
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if bad.search(line)
    ]
    assert found == []


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # Swahili "ad number", Hindi "style code", Spanish "product code", a bundle's code,
        # a tailor's "Style ref." in a table's first cell
        ("<p class=ad-id>Nambari ya tangazo: NS-55120</p>", "NS-55120"),
        (
            "<div><span class=lbl>स्टाइल कोड:</span> <span class=v>KG-SAR-07</span></div>",
            "KG-SAR-07",
        ),
        (
            "<div><span class=lbl>Cód. producto:</span> <span class=v>CO-PRK-AZ-L</span></div>",
            "CO-PRK-AZ-L",
        ),
        ("<p>Bundle code: <span class=mono>AV-BND-S5W8</span></p>", "AV-BND-S5W8"),
        ("<table><tr><td>Style ref.</td><td>ST-OVC-3B</td></tr></table>", "ST-OVC-3B"),
    ],
)
def test_round_da_item_numbers(line: str, want: str) -> None:
    assert _sku_of(f"{line}<p class=price>€ 1.899,00</p>") == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # Nepali "14 pieces in stock" (Devanagari digits or not); none, or only a few, left
        ("स्टकमा १४ वटा", "in_stock"),
        ("स्टकमा 9 थान", "in_stock"),
        ("स्टकमा ० वटा", None),
        ("स्टकमा २ वटा मात्र बाँकी", "limited"),
        # French "available within 5 days": not at hand; within hours or two days, at hand
        ("Disponible sous 5 jours", "backorder"),
        ("Disponible sous 4 à 6 jours ouvrables", "backorder"),
        ("Disponible sous 2 h en magasin", "in_stock"),
        ("Disponible sous 48h", "in_stock"),
    ],
)
def test_round_da_stock_words(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


def test_an_icelandic_stock_label_names_its_cells_count() -> None:
    page = _shop(
        "<table><tr><td>Verð:</td><td><b>7.990 kr.</b></td></tr><tr><td>Birgðir:</td><td>"
        "<span style='color:#c60'>Aðeins 3 eftir á lager</span></td></tr></table>",
        lang="is",
        title="Málningarrúlla 25 cm",
    )
    assert _stock(page, "https://www.mal.example.is/p/1") == "limited"
