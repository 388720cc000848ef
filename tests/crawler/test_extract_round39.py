"""Stop 39's rules, on markup the corpora do not contain.

Each case is a page or a line as small as the rule needs; most fail on stop 38's code, the rest
guard what must not change beside them.
"""

from __future__ import annotations

import json

import pytest

from crawler.extract import extract
from tests.crawler.test_extract_round37 import _shop


def _sku(page: str, url: str = "https://www.shop.example.com/p/1") -> str | None:
    item = extract(page, url).item
    return None if item is None else item.sku


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # "product code" in Hindi/Marathi/Nepali, Gujarati, Bengali, Urdu, Tamil, Khmer, Lao
        ("उत्पादन कोड: KTM-TH-018", "KTM-TH-018"),
        ("ઉત્પાદન કોડ: SU-10588", "SU-10588"),
        ("প্রোডাক্ট কোড: RB-104557", "RB-104557"),
        ("পণ্যের কোড: RB-104557", "RB-104557"),
        ("پروڈکٹ کوڈ: LH-2231", "LH-2231"),
        ("தயாரிப்பு குறியீடு: CH-5512", "CH-5512"),
        ("លេខកូដ: PT-HL-330", "PT-HL-330"),
        ("ລະຫັດສິນຄ້າ: TS-RC-018", "TS-RC-018"),
        # German "Referenz", British "Stock code", a German classified's "Inseratcode"
        ("Referenz: CH-7204.BR.01", "CH-7204.BR.01"),
        ("Stock code: UBI-U7-PRO", "UBI-U7-PRO"),
        ("Inseratcode: CH7Q2K9", "CH7Q2K9"),
        # a fashion shop's style number, label and code alone on the line
        ("Style 2201-SG", "2201-SG"),
        # "Style" before words is no item number
        ("Style Casual 2024 collection", None),
        ("Style: relaxed", None),
    ],
)
def test_more_item_number_labels(line: str, want: str | None) -> None:
    box = f"<div class=price>€ 129,00</div><p class=meta>{line}</p>"
    assert _sku(_shop(box)) == want


def test_a_variants_printed_number_beats_the_structured_stem_it_extends() -> None:
    """JSON-LD names the parent ("2201"), the page prints the chosen colour's "Style
    2201-SG": the printed one names the item (the parent's is printed only as its stem)."""
    ld = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Arctic Expedition Parka",
        "sku": "2201",
        "offers": {"@type": "Offer", "price": "849.99", "priceCurrency": "CAD"},
    }
    page = _shop(
        "<div class=price>$849.99</div><p class=style>Style 2201-SG</p>",
        title="Arctic Expedition Parka",
    ).replace("</head>", f"<script type=application/ld+json>{json.dumps(ld)}</script></head>")
    assert _sku(page, "https://www.parka.example.ca/p/arctic?colour=sage") == "2201-SG"


def test_a_model_number_labelled_modell_nr() -> None:
    box = "<div class=price>€ 1.290,00</div><p class=model>Modell-Nr. WS-BUD-07</p>"
    assert _sku(_shop(box, lang="de", title="Budapester Nr. 7")) == "WS-BUD-07"
