"""Dual-currency price boxes: the shop's price with its conversion ("7,66 € (14,98 лв.)")."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from crawler.extract.locale import (
    _DOLLAR_IS_USD,
    COUNTRY_CURRENCY,
    USD_ALONGSIDE,
    resolve_symbol,
    url_country,
)

if TYPE_CHECKING:
    from crawler.extract.visible import Seen

# Classes of the second amount of a dual display: "price-secondary", "alt-currency".
_SECOND_CLASS = re.compile(
    r"secondary|second-?price|alt(?:ernative)?-?(?:currency|price)|other-?currency|"
    r"dual-?(?:currency|price)|convert",
    re.I,
)
_EURO_SIGNS = {"€", "EUR"}
_EURO_CLASS = re.compile(r"(?<![a-z])eur(?:o|os)?(?![a-z])", re.I)
_CURRENCY_CLASS = re.compile(r"(?<![a-z])(?:eur(?:o|os)?|bgn|lev|leva|hrk|kuna|kn)(?![a-z])", re.I)
# Signs of currencies the euro replaced recently (kuna, lev): see converted().
_FORMER_SIGNS = {"лв", "лв.", "BGN", "kn", "HRK"}
# The fixed rates of those currencies to the euro, which the conversion printed beside a euro
# price (and structured data left in the former currency) must use.
EURO_RATES = {"BGN": Decimal("1.95583"), "HRK": Decimal("7.53450")}
_WRAPPED = re.compile(r"^[(\[（].*[)\]）]$")
# Signs of one currency written several ways: "¥1,408" beside "3,500円", "€" beside "EUR".
_SAME_SIGN = {"￥": "¥", "円": "¥", "元": "¥", "EUR": "€", "GBP": "£"}


def _sign(s: Seen) -> str | None:
    symbol = s.token.symbol
    return _SAME_SIGN.get(symbol, symbol) if symbol else symbol


# Currencies a shop restates its own price in for visitors from abroad.
_RESERVE = frozenset({"USD", "EUR"})


def home_currency(url: str) -> str | None:
    """The currency of the country the page's address names, where shops charge in it (not
    where they also price in US dollars: Cambodia, Lebanon, Uruguay, the Caribbean)."""
    country = url_country(url)
    code = COUNTRY_CURRENCY.get(country) if country else None
    if code is None or code in _RESERVE or code in USD_ALONGSIDE or country in _DOLLAR_IS_USD:
        return None
    return code


def converted(shown: list[Seen], near: int, home: str | None = None) -> list[Seen]:
    """The prices of the product's own box that only restate another price in a second
    currency: the box shows prices in two signs, and these sit in brackets or in a
    "secondary" element while one in the other sign stands plain. A shop prints its own
    currency plain and the conversion (a fixed euro rate, a tourist's hint) bracketed, so the
    bracketed one is never the price charged; without that mark the box stays undecided."""
    box = [s for s in shown if s.token.symbol and s.near_title is not None and s.near_title <= near]
    if len({_sign(s) for s in box}) < 2:
        # the plain one a level or two deeper than its bracketed conversion beside the box
        # ("<div class=price><span class=sales><span>329,90 лв.</span>…</div><div>(168,68 €)")
        deeper = [
            s
            for s in shown
            if s.token.symbol and s.near_title is not None and s.near_title <= near + 2
        ]
        if not any(_is_second(s) for s in box) or len({_sign(s) for s in deeper}) < 2:
            return []
        box = deeper
    # a euro in an element named for the euro beside a plain lev or kuna price ("<h2
    # class=price-new>1 099,00 лв.</h2><span class=price-eur>561,91 €</span>"): the shop
    # names the conversion by its currency and its own price by what it is
    former_plain = any(
        s.token.symbol in _FORMER_SIGNS and not _is_second(s) and not _named_currency(s)
        for s in box
    )

    def is_second(s: Seen) -> bool:
        return _is_second(s) or (
            former_plain and s.token.symbol in _EURO_SIGNS and _named_currency(s, _EURO_CLASS)
        )

    second = [s for s in box if is_second(s)]
    if not second and home is not None:
        second = _after_home(box, home)
    plain_signs = {_sign(s) for s in box if not is_second(s)}
    out = [s for s in second if plain_signs - {_sign(s)}]
    if plain_signs & _EURO_SIGNS:
        # "89,90 € / 175,83 лв.": a country that has joined the euro (Croatia 2023, Bulgaria
        # 2026) must print its former currency beside the euro price for a while; that amount
        # is the legal conversion, never the price, bracketed or not, whichever comes first
        # (unless the euro itself is marked the second one: "649,99 лв. / 332,34 €").
        out.extend(s for s in box if s.token.symbol in _FORMER_SIGNS and s not in out)
    return out


def _after_home(box: list[Seen], home: str) -> list[Seen]:
    """The box's prices in dollars or euros printed after its first price, in the currency
    of the shop's country, when those are its only two currencies: "Gs. 5.490.000" over "US$
    735" on a Paraguayan shop restates the guaraní price for visitors from abroad."""
    codes = [resolve_symbol(_sign(s) or "", [home]) for s in box]
    if codes[0] != home or len(set(codes)) != 2:
        return []
    return [s for s, code in zip(box, codes, strict=True) if code in _RESERVE]


def at_fixed_rate(euro: Decimal, amount: Decimal, currency: str) -> bool:
    """True when ``amount`` in ``currency`` (lev, kuna) is ``euro`` at the fixed rate, to
    within the cent either amount was rounded to."""
    rate = EURO_RATES.get(currency)
    return rate is not None and abs(euro * rate - amount) <= Decimal("0.01") * (rate + 1)


def euro_conversion(shown: list[Seen], euro: Decimal, amount: Decimal, currency: str) -> bool:
    """True when ``amount`` in ``currency`` (lev, kuna) is ``euro`` at the fixed rate and the
    page's live prices (``shown``, conversions left out) print neither that amount as a price
    of its own nor the euro as the second of a pair: "664,17 € / 1 299,00 лв." (not "899,00
    лв. / 459,65 €", where the euro is the conversion)."""
    if not at_fixed_rate(euro, amount, currency):
        return False
    return not any(
        (s.token.amount(2) == amount and not _is_second(s))
        or (s.token.amount(2) == euro and _is_second(s))
        for s in shown
    )


def _named_currency(s: Seen, names: re.Pattern[str] | None = None) -> bool:
    """True when the price's own element is classed by a currency's name ("price-eur",
    "lev"): one ``names`` matches, else the euro's or a former currency's."""
    pattern = names or _CURRENCY_CLASS
    return s.el is not None and pattern.search(s.el.get("class") or "") is not None


def _is_second(s: Seen) -> bool:
    """A price printed as the second of a pair: bracketed, after a slash, or classed so."""
    text = s.text.strip()
    if _WRAPPED.match(text) or text.startswith("/"):
        return True
    el = s.el
    for _ in range(2):
        if el is None:
            return False
        if _SECOND_CLASS.search((el.get("class") or "") + " " + (el.get("id") or "")):
            return True
        el = el.getparent()
    return False
