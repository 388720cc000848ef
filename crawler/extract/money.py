"""Reads amounts and currencies out of price text: "1.299,95 €", "¥1,500", "١٢٥٫٥٠ د.ك".

Why not price-parser (which we tried first): a wrong amount becomes a signed lie, and
price-parser 0.5.1 reads "12.750 KWD" as 12750 (KWD has three decimals) and "١٢٥٫٥٠" as 125,
and it cannot say "ambiguous" — it always returns a number. This grammar knows each currency's
exponent, folds non-Latin digits, and refuses what it cannot read for sure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from crawler.currencies import exponent as currency_exponent
from crawler.currencies import is_currency, to_minor
from crawler.extract.locale import ALL_SYMBOLS, AMBIGUOUS_SYMBOLS, resolve_symbol

# Every decimal-digit block a shop may print in, folded to ASCII; the Arabic decimal
# separator becomes "." and the Arabic thousands separator a thin space, which only groups
# thousands ("١٢٥٬٠٠٠ د.ع" is 125 000 dinars, never 125.000 of a three-decimal currency), so
# one grammar reads them all.
# (and the Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Sinhala, Lao,
# Tibetan, Burmese, Khmer and Mongolian digits: "៛៤៥,០០០", "၁၂,၅၀၀ ကျပ်")
_DIGIT_BLOCKS = (0x0660, 0x06F0, 0x0966, 0x09E6, 0x0E50, 0xFF10)
_DIGIT_BLOCKS += (0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6, 0x0ED0)
_DIGIT_BLOCKS += (0x0F20, 0x1040, 0x17E0, 0x1810)
_FOLD = {base + i: ord("0") + i for base in _DIGIT_BLOCKS for i in range(10)}
_FOLD.update({0x066B: ord("."), 0x066C: 0x2009, 0xFF0C: ord(","), 0xFF0E: ord(".")})
# Direction marks right-to-left pages put round a number ("\u200f۳۸٬۹۰۰٬۰۰۰\u200f تومان"):
# spaces, so that the sign after them is the number's
_FOLD.update({c: ord(" ") for c in (0x200E, 0x200F, 0x061C, *range(0x202A, 0x202F))})
_FOLD.update({c: ord(" ") for c in range(0x2066, 0x206A)})
_FOLD.update({0xFF04: ord("$"), 0xFFE5: ord("¥"), 0xFFE1: ord("£")})

_GROUP_SEP = " \u00a0\u202f\u2009\u2007'’ʼ.,"
_NUMBER = re.compile(
    r"(?<![\d])(?:"
    r"(?P<lakh>\d{1,2}(?:,\d{2})+,\d{3})(?!\d)"
    rf"|(?P<grp>\d{{1,3}}(?P<sep>[{_GROUP_SEP}])\d{{3}}(?:(?P=sep)\d{{3}})*)(?!\d)"
    r"|(?P<int>\d+)"
    r")(?:(?P<dec>[.,])(?P<frac>\d+|[-–—]{1,2}(?![\d])))?"
)
_ISO_BEFORE = re.compile(r"(?<![A-Za-z])([A-Z]{3})\s?$")
_ISO_AFTER = re.compile(r"^\s?([A-Z]{3})(?![A-Za-z])")
_SPACES = " \u00a0\u202f\u2009\u2007\t\n\r"
# A product code: letters, digits and letters again in one word ("B0D4HT92RM", "R1250GS",
# "TL1000S", "RM12AB"); its digits are no price, whatever sign its letters spell ("RM", "R",
# "TL"). A price's text never runs into the word after it: price_text parts them.
_CODE_WORD = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Za-z]+\d+[A-Za-z]+|\d+[A-Za-z]+\d+[A-Za-z]+)[A-Za-z0-9]*"
    # letters glued to digits, then a slash and digits alone or a dash and digits: a model,
    # "BHD308/30", "EUR200-2B" (not "SGD28/box", "RM10/3pcs": a price for a box, 3 pieces)
    r"|(?<![A-Za-z0-9])[A-Za-z]{2,}\d+(?:/\d+(?![A-Za-z0-9])|-\d[A-Za-z0-9]*)+"
    # a middle segment of a hyphenated code, letters glued to digits: "OT-BHD18-K" (not an
    # end of "RM59-RM89", "Offer Price-Rs499", "AED99-Limited offer")
    r"|(?<=[A-Za-z0-9]-)[A-Za-z]{2,}\d+(?=-[A-Za-z0-9])"
    # the last segment of an item number in capitals ("GP-RM3640": not the ringgit; "RM59-RM89"
    # is a range)
    r"|(?<![A-Za-z0-9-])[A-Z]{1,5}-[A-Z]{2,}\d+(?![\d.,])"
    # letters glued to a number with leading zeros, an item number ("BD0000123456"; no
    # amount is written so: "BD0.500" is half a dinar)
    r"|(?<![A-Za-z0-9])[A-Za-z]{1,4}0\d{3,}(?![\d.,])"
)

# A refrigerant's name by the word for it ("Gaz R32", "R32 refrigerant", "Kältemittel: R290"):
# no rand price
_REFRIGERANT = re.compile(
    r"(?i:gas|gaz|gás|refrigerant|réfrigérant|kältemittel|koelmiddel|köldmedium|refrigerante|"
    r"fluide(?: frigorigène)?)\W{1,3}(R\d{2,4}[A-Za-z]{0,2})(?!\d|[.,]\d)"
    r"|(?<![A-Za-z0-9])(R\d{2,4}[A-Za-z]{0,2})(?=[\s-]?(?i:gas|gaz|refrigerant|réfrigérant)\b)"
)


def fold_digits(text: str) -> str:
    """Text with every digit as ASCII, the Arabic decimal separator as "." and its thousands
    separator as a thin space."""
    return text.translate(_FOLD)


@dataclass(frozen=True)
class PriceToken:
    """A number in text with the currency sign next to it (``symbol`` may be None)."""

    groups: tuple[str | None, str | None, str | None, str | None, str | None, str | None]
    symbol: str | None
    start: int
    end: int

    def amount(self, exp: int = 2) -> Decimal | None:
        """The Decimal the number means when the currency has ``exp`` decimals."""
        return _interpret(self.groups, exp)


# What stands for the cents of whole units: "2.199,-", "12'490.–"
DASH_CENTS = ("-", "–", "—")


def _interpret(g: tuple[str | None, ...], exp: int) -> Decimal | None:
    lakh, grp, sep, intpart, dec, frac = g
    whole: str
    if lakh is not None:
        if dec not in (None, ".") and not (frac or "").startswith(DASH_CENTS):
            return None
        whole = lakh.replace(",", "")
    elif grp is not None:
        assert sep is not None
        if dec is not None and dec == sep:
            return None
        chunks = grp.split(sep)
        if dec is None and sep in ".," and len(chunks) == 2 and (exp == 3 or chunks[0] == "0"):
            # "12.750 KWD" and "0,500" are decimals; "1.299 €" groups thousands.
            return _decimal(chunks[0], chunks[1])
        whole = "".join(chunks)
    else:
        whole = intpart or ""
    if dec is None or frac is None or not frac[0].isdigit():
        return _decimal(whole, "")
    return _decimal(whole, frac)


def _decimal(whole: str, frac: str) -> Decimal | None:
    try:
        return Decimal(f"{whole}.{frac}" if frac else whole)
    except InvalidOperation:
        return None


def parse_amount(text: str, exp: int = 2) -> Decimal | None:
    """The single amount in ``text`` ("1 299,95", "1,299.95"), None if none or several."""
    folded = fold_digits(text).strip(_SPACES)
    tokens = list(_NUMBER.finditer(folded))
    if len(tokens) != 1:
        return None
    m = tokens[0]
    return _interpret(m.group("lakh", "grp", "sep", "int", "dec", "frac"), exp)


# Every price sign, longest first, as one alternation
SYMBOL_ALT = "|".join(re.escape(sym) for sym in ALL_SYMBOLS)
SYM_BEFORE = re.compile(
    rf"(?:(?<![A-Za-z])(?P<cc>US|AU|CA|NZ|HK|C)\s)?(?P<sym>{SYMBOL_ALT}|[Kk][Rr]\.?)[{_SPACES}]*$"
)
# (a sign that ends in a letter is no sign at the start of a word: "5 đơn hàng", "3 Rsvp")
_SYM_AFTER = re.compile(rf"^[{_SPACES}]*(?P<sym>{SYMBOL_ALT}|[Kk][Rr]\.?)(?!(?<=[^\W\d_])[^\W\d_])")
_CC_DOLLAR = {"C": "CAD", "US": "USD", "AU": "AUD", "CA": "CAD", "NZ": "NZD", "HK": "HKD"}


# An ISO code written onto a dollar sign: "MXN$229.00", "NZD$ 45"
_ISO_DOLLAR = re.compile(r"(?<![A-Za-z])([A-Z]{3})\$\s*$")


def _symbol_before(text: str) -> str | None:
    m = _ISO_BEFORE.search(text.rstrip(_SPACES)) or _ISO_DOLLAR.search(text)
    if m and is_currency(m.group(1)):
        return m.group(1)
    m = SYM_BEFORE.search(text)
    if not m:
        return None
    sym = m.group("sym")
    if sym[0].isalpha() and text[: m.start("sym")][-1:].isalpha():
        return None  # "Rs" inside "Stars", "kr" inside a word
    if sym == "$" and m.group("cc"):
        return _CC_DOLLAR[m.group("cc")]  # "US $", "AU $"
    return sym.lower() if sym.lower().startswith("kr") else sym


def _symbol_after(text: str) -> str | None:
    m = _ISO_AFTER.search(text)
    if m and is_currency(m.group(1)):
        return m.group(1)
    m = _SYM_AFTER.search(text)
    if not m:
        return None
    sym = m.group("sym")
    if sym[-1].isalpha() and text[m.end() : m.end() + 1].isalpha():
        return None
    return sym.lower() if sym.lower().startswith("kr") else sym


# The franc's letter after its number and nothing glued to it: "129 900 F", "25 000 F."
_FRANC_AFTER = re.compile(r"[ \u00a0\u202f]?F(?![^\W_]|[-/])")

# The dinar's millimes: ",000" always; ".000" only after a thousands group ("1 899.000"),
# since "1.899 DT" is 1 899 dinars written with a thousands dot
_MILLIMES = re.compile(r",\d{3}\s*$|[\s,']\d{3}\.\d{3}\s*$")


def _has_letter_digit(text: str) -> bool:
    """Cheap pre-test for _CODE_WORD: some ASCII letter directly before or after a digit."""
    return _LETTER_DIGIT.search(text) is not None


_LETTER_DIGIT = re.compile(r"[A-Za-z]\d|\d[A-Za-z]")
# A number written with a word of magnitude after it is not the amount it shows: "Giảm
# ₫20k" (20 000 off), "Rp20rb", "Rp 1,5 jt", "1tr5", "₹1.2 lakh", "3万円", "R$ 20 mil",
# "1,5 Mio. €" (the kilogram, "20kg", is a unit of another kind and stays as it was; not
# "MN", Mexico's moneda nacional: "$1,299.00 MN")
_MAGNITUDE_WORDS = (
    "rb|jt|triệu|nghìn|ngàn|lakhs?|crores?|cr|mio|mrd|mln|mld|million|billion|bn|tys|mil"
)
_MAGNITUDE = re.compile(
    r"\s?[万萬千億亿만천억](?![^\W\d_](?<![円元원]))"
    r"|(?:k|tr)(?![^\W\d_])"
    rf"|\s?(?:{_MAGNITUDE_WORDS})(?![^\W_])",
    re.I,
)


def magnitude_word(text: str) -> bool:
    """True when ``text`` is a word of magnitude and nothing else ("万", "万円", "lakh",
    "Mio."): said of the number printed right before it in another element."""
    return _MAGNITUDE_WORD.fullmatch(text) is not None


_MAGNITUDE_WORD = re.compile(
    rf"[万萬千億亿만천억](?:円|元|원|ドル)?|(?:k|{_MAGNITUDE_WORDS})\.?", re.I
)


def worded(text: str, token: PriceToken) -> bool:
    """True when ``text`` holds words besides ``token``'s amount and sign ("Knife sets
    $89.00", "R$ 399,90 no Pix"); "RM199.00" and "Rs. 3,499" are bare."""
    rest = text.replace(token.symbol, " ") if token.symbol else text
    return any(c.isalpha() for c in rest)


def find_prices(text: str) -> list[PriceToken]:
    """Every number in ``text`` with the currency sign or ISO code written next to it."""
    folded = fold_digits(text)
    out: list[PriceToken] = []
    codes = [c.span() for c in _CODE_WORD.finditer(folded)] if _has_letter_digit(folded) else []
    if "R" in folded and _has_letter_digit(folded):
        codes += [c.span(1) if c.group(1) else c.span(2) for c in _REFRIGERANT.finditer(folded)]
    skip_to = 0
    for m in _NUMBER.finditer(folded):
        start, end = m.span()
        if codes and any(a <= start < b for a, b in codes):
            continue
        if _MAGNITUDE.match(folded, end):
            continue
        # (wide enough for the longest sign with a space: "ريال عماني", "دينار كويتي")
        after = _symbol_after(folded[end : end + 14])
        before = _symbol_before(folded[max(0, start - 14) : start])
        if before == "F":
            before = None  # "F 2.8", "F1": a lens's aperture, a key; the franc follows its number
        if after == "F" and not _FRANC_AFTER.match(folded, end):
            after = None  # "2024 F/W", a season; "40F-B", a size
        if after == "Q":
            after = None  # (the quetzal's letter leads its amount: "3 Q" is no price)
        if before == "Nu." and m.group("dec") == "," and len(m.group("frac") or "") == 2:
            before = None  # (Dutch "Nu. 19,99", now: the ngultrum's cents follow a point)
        symbol = after if after and len(after) == 3 and after.isupper() else before or after
        if symbol == "DT" and not _MILLIMES.search(m.group(0)):
            symbol = None  # the dinar's millimes, always printed ("189,000 DT"); not "DT 770"
        groups = m.group("lakh", "grp", "sep", "int", "dec", "frac")
        sub = _SUBUNIT.match(folded, end) if symbol in _SUBUNIT_OF and groups[4] is None else None
        if sub is not None:
            # "85 руб. 50 коп.", "12 zł 50 gr": the whole units, then the hundredths in words
            sep = groups[2]
            groups = (*groups[:4], "," if sep == "." else ".", sub.group(1))
            skip_to = sub.end()
        out.append(PriceToken(groups, symbol, start, sub.end() if sub is not None else end))
    if skip_to:
        # (the hundredths are part of the amount before them, not a number of their own)
        out = [t for t in out if not any(a.end > t.start >= a.start and a is not t for a in out)]
    return out


# The currencies some shops write in whole units and hundredths, each named: "85 руб. 50
# коп." (roubles, hryvnias and kopecks), "12 zł 50 gr" (złoty and grosze)
_SUBUNIT_OF = frozenset({"руб", "грн", "zł", "р."})
_SUBUNIT = re.compile(
    r"[ \u00a0]*(?:руб\.?|грн\.?|zł|р\.)[ \u00a0]*(\d{2})[ \u00a0]*(?:коп|к\.|gr\b|groszy\b)",
    re.I,
)


def currency_of(symbol: str | None, context: list[str]) -> str | None:
    """ISO code for a sign or code in this shop context; None if unknown or ambiguous."""
    if symbol is None:
        return None
    return resolve_symbol(symbol, context)


def is_ambiguous(symbol: str | None) -> bool:
    return symbol in AMBIGUOUS_SYMBOLS


def minor_units(amount: Decimal, currency: str) -> int | None:
    """Integer minor units, or None when the amount is finer than the currency allows."""
    try:
        return to_minor(amount, currency)
    except (ValueError, KeyError, InvalidOperation):
        return None


def exponent_of(currency: str | None) -> int:
    try:
        return currency_exponent(currency) if currency else 2
    except KeyError:
        return 2


# Currencies whose ISO 4217 minor unit no shop prints: Iraq's fils. "45,000 د.ع" is forty-five
# thousand dinars, read as a two-decimal currency's amount would be (not 45.000, as "12,750
# KWD" is twelve dinars and 750 fils).
_FILS_UNUSED = frozenset({"IQD"})


def reading_exponent(currency: str | None) -> int:
    """The exponent a printed amount in ``currency`` is read with: its ISO 4217 one, but 2
    for a currency whose thousandths no shop prints (IQD)."""
    return 2 if currency in _FILS_UNUSED else exponent_of(currency)


def decimal_from_number(value: object, exp: int = 2) -> Decimal | None:
    """A schema.org price value (number or string, dot decimal by spec) as a Decimal."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return Decimal(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return None
        # Floats from sloppy serialisers (19.990000000000002): round only the noise away.
        rounded = round(value, max(exp, 0))
        return Decimal(repr(rounded)) if abs(rounded - value) < 1e-6 else Decimal(repr(value))
    if isinstance(value, str):
        s = fold_digits(value).strip(_SPACES)
        if re.fullmatch(r"\d+(\.\d+)?", s):
            return Decimal(s)
        tokens = find_prices(s)
        if len(tokens) == 1:
            return tokens[0].amount(exp)
    return None


# Standard and reduced VAT/GST rates (%) in use: a net and a gross price differ by one.
VAT_RATES = (5, 6, 7, 7.7, 8, 8.1, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23)
VAT_RATES += (24, 25, 25.5, 27)


def adds_vat(net: Decimal, gross: Decimal, unit: Decimal) -> bool:
    """True when ``gross`` is ``net`` plus one of VAT_RATES, to within rounding to ``unit``
    (the price's smallest printed step: 0.01, or 1 for a price printed without cents)."""
    for rate in VAT_RATES:
        factor = 1 + Decimal(str(rate)) / 100
        if abs(gross - net * factor) <= unit * Decimal("1.01") * factor:
            return True
    return False
