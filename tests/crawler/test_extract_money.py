"""Property tests: amounts printed in many locale styles read back to the same Decimal."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from crawler.extract.locale import resolve_symbol
from crawler.extract.money import find_prices, parse_amount

ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def _split(value: Decimal, places: int) -> tuple[str, str]:
    text = f"{value:.{places}f}"
    whole, _, frac = text.partition(".")
    return whole, frac


def _group3(whole: str, sep: str) -> str:
    out = []
    while len(whole) > 3:
        out.insert(0, whole[-3:])
        whole = whole[:-3]
    out.insert(0, whole)
    return sep.join(out)


def _lakh(whole: str) -> str:
    if len(whole) <= 3:
        return whole
    head, tail = whole[:-3], whole[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    groups.insert(0, head)
    return ",".join(groups) + "," + tail


def fmt(value: Decimal, places: int, style: str) -> str:
    whole, frac = _split(value, places)
    styles = {
        "en-US": (_group3(whole, ","), "."),
        "de-DE": (_group3(whole, "."), ","),
        "fr-FR": (_group3(whole, "\u202f"), ","),
        "fr-FR-nbsp": (_group3(whole, "\u00a0"), ","),
        "de-CH": (_group3(whole, "'"), "."),
        "de-CH-typo": (_group3(whole, "’"), "."),
        "en-IN": (_lakh(whole), "."),
        "sv-SE": (_group3(whole, " "), ","),
        "ar-EG": (_group3(whole, "٬"), "٫"),
        "fa-IR": (_group3(whole, "٬"), "٫"),
    }
    grouped, dec = styles[style]
    text = grouped + (dec + frac if frac else "")
    if style == "ar-EG":
        text = text.translate(ARABIC)
    if style == "fa-IR":
        text = text.translate(PERSIAN)
    return text


STYLES = st.sampled_from(
    [
        "en-US",
        "de-DE",
        "fr-FR",
        "fr-FR-nbsp",
        "de-CH",
        "de-CH-typo",
        "en-IN",
        "sv-SE",
        "ar-EG",
        "fa-IR",
    ]
)


@st.composite
def amounts(draw: st.DrawFn) -> tuple[Decimal, int]:
    places = draw(st.sampled_from([0, 2, 3]))
    minor = draw(st.integers(min_value=0, max_value=10**11))
    return Decimal(minor).scaleb(-places), places


@given(amounts(), STYLES)
def test_locale_formatted_amount_reads_back(case: tuple[Decimal, int], style: str) -> None:
    value, places = case
    text = fmt(value, places, style)
    assert parse_amount(text, places) == value, text


@given(amounts(), st.sampled_from(["€ {}", "{} €", "{}\u00a0€", "EUR {}", "{} EUR", "CHF {}"]))
def test_amount_with_currency_sign_reads_back(case: tuple[Decimal, int], pattern: str) -> None:
    value, places = case
    text = pattern.format(fmt(value, places, "de-DE"))
    tokens = find_prices(text)
    assert len(tokens) == 1, text
    assert tokens[0].amount(places) == value
    assert tokens[0].symbol in {"€", "EUR", "CHF"}


def test_concrete_shop_strings() -> None:
    cases = {
        "1.299,95 €": (Decimal("1299.95"), "€"),
        "1 299,95": (Decimal("1299.95"), None),
        "1,299.95": (Decimal("1299.95"), None),
        "¥1,500": (Decimal("1500"), "¥"),
        "١٢٥٫٥٠": (Decimal("125.50"), None),
        "kr 1 295,-": (Decimal("1295"), "kr"),
        "US $12.99": (Decimal("12.99"), "USD"),
        "249.00 USD": (Decimal("249.00"), "USD"),
    }
    for text, (amount, symbol) in cases.items():
        (token,) = find_prices(text)
        assert token.amount(2) == amount, text
        assert token.symbol == symbol, text
    (kwd,) = find_prices("12.750 KWD")
    assert kwd.amount(3) == Decimal("12.750")


def test_ambiguous_symbols_need_context() -> None:
    assert resolve_symbol("$", []) is None
    assert resolve_symbol("$", ["CAD"]) == "CAD"
    assert resolve_symbol("$", ["EUR"]) is None
    assert resolve_symbol("kr", ["NOK"]) == "NOK"
    assert resolve_symbol("kr", []) is None
    assert resolve_symbol("¥", []) == "JPY"
    assert resolve_symbol("¥", ["CNY"]) == "CNY"
    assert resolve_symbol("€", ["USD"]) == "EUR"


def test_parse_amount_rejects_several_numbers() -> None:
    assert parse_amount("12,99 19,99") is None
    assert parse_amount("") is None


@pytest.mark.parametrize(
    "text",
    [
        "Giảm ₫20k",  # a voucher: 20 000 dong off
        "Rp20rb",
        "Rp 1,5 jt",
        "₹1.2 lakh",
        "3万円以上で送料無料",
        "R$ 20 mil",
        "1,5 Mio. €",
        "20 mln zł",
        "$20K",
    ],
)
def test_a_number_with_a_word_of_magnitude_is_no_amount(text: str) -> None:
    assert find_prices(text) == []


@pytest.mark.parametrize(
    ("text", "symbol"),
    [("99 kr", "kr"), ("1 299 Kč", "Kč"), ("20 Ft", "Ft"), ("₫250.000", "₫"), ("3,000円", "円")],
)
def test_a_currency_word_after_the_number_is_no_magnitude(text: str, symbol: str) -> None:
    (token,) = find_prices(text)
    assert token.symbol == symbol


@pytest.mark.parametrize(
    ("text", "currency"),
    [
        ("₲ 4.250.000", "PYG"),  # the guaraní's own sign
        ("Gs. 4.250.000", "PYG"),  # and its abbreviation in Paraguay
        ("$U 1.899", "UYU"),
        ("RD$ 1,200", "DOP"),
        ("J$42,995.00", "JMD"),
        ("MXN$229.00", "MXN"),  # an ISO code written onto the dollar sign
        ("₡ 25.900", "CRC"),
    ],
)
def test_signs_of_one_currency(text: str, currency: str) -> None:
    (token,) = find_prices(text)
    assert resolve_symbol(token.symbol or "", []) == currency


def test_a_bare_dollar_in_the_countries_that_write_their_money_with_it() -> None:
    for code in ("UYU", "DOP", "JMD", "TTD", "NAD", "BND"):
        assert resolve_symbol("$", [code]) == code
