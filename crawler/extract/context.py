"""The shop context that gives a visible or structured candidate its currency and minor units."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from crawler.currencies import is_currency, to_major
from crawler.extract.found import Found
from crawler.extract.locale import (
    COUNTRY_CURRENCY,
    USD_ALONGSIDE,
    context_currencies,
    resolve_symbol,
    url_country,
)
from crawler.extract.model import ShopHints
from crawler.extract.money import minor_units, reading_exponent
from crawler.extract.signals import paired_dollar_code, us_dollar_page

# The Iranian toman, the unit prices are written in: ten rials (ISO 4217 has the rial only).
_TOMAN = frozenset({"تومان", "تومن", "Toman", "toman"})


@dataclass(frozen=True)
class Priced:
    found: Found
    minor: int
    currency: str

    @property
    def key(self) -> tuple[int, str]:
        return self.minor, self.currency

    @property
    def amount(self) -> Decimal:
        return to_major(self.minor, self.currency)


class PriceContext:
    """The currencies a page's context points at, strongest first, to resolve "$", "kr", "¥".

    Order: shop hints, the URL's country TLD, currencies the structured data names, the one
    currency the page's scripts name, then the ``<html lang>`` region, which only counts when
    the TLD names no country (a .ca shop with lang="en-US" still prices "$" in CAD).
    """

    def __init__(
        self,
        hints: ShopHints,
        url: str,
        page_currencies: list[str],
        script: str | None = None,
        language: str | None = None,
        data: bytes = b"",
        lang: str | None = None,
    ) -> None:
        self.hint_currency = (hints.currency or "").upper() or None
        self.codes = context_currencies(hints.currency, hints.country, url)
        self.page = page_currencies
        self.script = script
        signals = [script] if script else []
        country = url_country(url)
        if language and country is None:
            signals.append(language)
        domain = COUNTRY_CURRENCY.get(country or "")
        # The page's language region names another country than its domain ("sv-SE" on a
        # .dk shop): a sign both countries write ("kr") is left open, not read as the domain's.
        # Not "en-US", many platforms' default language ("$" on a .ca shop stays CAD).
        self._contested = (
            (domain, language)
            if domain
            and language
            and language not in (domain, "USD")
            and not (hints.currency or hints.country)
            else None
        )
        if (
            domain in USD_ALONGSIDE
            and not (hints.currency or hints.country)
            and domain not in page_currencies
        ):
            # "$" on a .com.jm shop whose JSON-LD says USD is the US dollar (an analytics
            # script's currency is no such statement: it comes after the domain)
            early = [c for c in self.codes if c != domain]
            self.resolving = early + self.page + [domain] + signals
        else:
            self.resolving = self.codes + self.page + signals
        self._data = data
        self._paired: list[str] | None = None
        self._url, self._lang = url, lang
        self._us: bool | None = None

    @property
    def url(self) -> str:
        """The page's URL."""
        return self._url

    def resolve(self, symbol: str) -> str | None:
        """The ISO code of a sign in this context; a "$" the context leaves open is the
        currency the page itself writes beside the sign ("USD $"), looked for only then."""
        code = resolve_symbol(symbol, self.resolving)
        if code == "PAB" and "USD" in self.page and "PAB" not in self.page:
            # Panama's "B/." is the balboa, at par with the dollar it circulates beside: a
            # shop whose structured data says USD charges dollars ("B/. 149.99", "USD 149.99")
            return "USD"
        if self._contested and code == self._contested[0]:
            if resolve_symbol(symbol, [self._contested[1]]) == self._contested[1]:
                return None
        if code is None and symbol == "$" and self._data:
            if self._paired is None:
                paired = paired_dollar_code(self._data)
                self._paired = [paired] if paired else []
            code = resolve_symbol(symbol, self._paired)
            if code is None and self._us_dollar():
                code = "USD"
        return code

    def _us_dollar(self) -> bool:
        """A "$" nothing else resolves is the US dollar on an English page of a .com shop that
        names no other dollar and no other currency (no hints, structured data or scripts)."""
        if self._us is None:
            others = {*self.codes, *self.page, *([self.script] if self.script else [])}
            self._us = not (others - {"USD"}) and us_dollar_page(self._lang, self._url, self._data)
        return self._us

    def currency(self, found: Found) -> str | None:
        code = found.currency
        if code and is_currency(code):
            return code
        symbol = found.symbol or code
        if symbol:
            return self.resolve(symbol)
        if self.hint_currency and is_currency(self.hint_currency):
            return self.hint_currency
        if len(self.page) == 1:
            return self.page[0]
        if self.script:
            return self.script
        token = found.token
        if token is not None and (token.groups[5] or "x")[0] in "-–—" and self.codes:
            return self.codes[0]  # "1 299,-" on a .no shop: a price mark only shops print
        return None

    def price(self, found: Found) -> Priced | str:
        """The candidate in minor units, or the reason it cannot be one."""
        currency = self.currency(found)
        if currency is None:
            return "ambiguous_currency"
        amount = found.price
        if amount is None and found.token is not None:
            amount = found.token.amount(reading_exponent(currency))
            if amount is not None and currency == "IRR" and found.token.symbol in _TOMAN:
                amount *= 10  # a toman is ten rials: "۱٬۸۵۰٬۰۰۰ تومان" is 18,500,000 IRR
        if amount is None:
            return "no_price_found"
        minor = minor_units(amount, currency)
        if minor is None or minor < 0:
            return "invalid_price"
        if minor == 0:
            return "zero_price"
        return Priced(found, minor, currency)
