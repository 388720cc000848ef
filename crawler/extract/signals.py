"""Page-wide currency signals outside the price text: shop scripts, analytics, <html lang>."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from lxml import etree

from crawler.currencies import is_currency
from crawler.extract.locale import COUNTRY_CURRENCY, language_currency

# Storefront and analytics scripts name the currency the page is priced in:
# Shopify.currency = {"active":"USD"}, gtag('event', …, {"currency": "EUR"}), dataLayer
# "currencyCode", app state "currencyUnit" (not attributes: a currency picker's options name
# other currencies). Only the first hits are read; a page naming several currencies says
# nothing.
_KEYWORD = b"urrency"
# (quotes may be written as entities: state JSON escaped into the page, "&quot;USD&quot;")
_Q = rb"""(?:["']|&quot;)"""
_NEAR = re.compile(
    rb"urrency(?:Code|_code|_iso|Unit|IsoCode)?" + _Q + rb"?\s*[:=]\s*"
    rb"(?:\{\s*" + _Q + rb"active" + _Q + rb"\s*:\s*)?" + _Q + rb"([A-Z]{3})" + _Q
)
_MAX_HITS = 40
_MAX_BYTES = 2_000_000


def script_currency(data: bytes) -> str | None:
    """The one ISO code the page's scripts assign to a currency key, or None."""
    found: set[str] = set()
    pos, hits, end = 0, 0, min(len(data), _MAX_BYTES)
    while hits < _MAX_HITS:
        pos = data.find(_KEYWORD, pos, end)
        if pos < 0:
            break
        hits += 1
        m = _NEAR.match(data, pos, min(pos + 60, end))
        if m:
            code = m.group(1).decode("ascii")
            if is_currency(code):
                found.add(code)
        pos += len(_KEYWORD)
    return found.pop() if len(found) == 1 else None


def page_language_currency(root: etree._Element, data: bytes = b"") -> str | None:
    """The currency of the document language's region (``en-US`` → USD), if it names one;
    else of the one region the page's locale settings name (og:locale, a script's
    ``"locale": "en-US"``): an English page on a .com says nothing by its ``lang="en"``."""
    found = language_currency(root.get("lang") or root.get("xml:lang"))
    if found is not None or not data:
        return found
    regions: set[bytes] = set()
    pos, hits, end = 0, 0, min(len(data), _MAX_BYTES)
    while hits < _MAX_HITS:
        pos = data.find(b"locale", pos, end)  # a literal scan; the pattern checks each hit
        if pos < 0:
            break
        hits += 1
        m = _LOCALE.match(data, pos, min(pos + 40, end))
        if m:
            regions.add(m.group(1).replace(b"_", b"-"))
        pos += 6
    if len(regions) != 1:
        return None  # none, or a locale picker listing several
    return language_currency(regions.pop().decode("ascii"))


# og:locale and the locale keys of shop scripts and data attributes, quotes plain or escaped:
# 'og:locale" content="en_US"', '"locale": "en-US"', '&quot;locale&quot;:&quot;en-US&quot;'.
_Q = rb"""(?:["']|&quot;|\\")"""
_LOCALE = re.compile(
    rb"locale" + _Q + rb"?(?:\s+content=|\s*[:=]\s*)" + _Q + rb"([a-z]{2}[-_][A-Z]{2})" + _Q
)


# Currency pickers and price notes pair the sign with its code: "United States (USD $)",
# "$ USD", "CAD $". Only the codes the dollar sign can mean; a picker listing several
# pairs states nothing.
# (the dollars and pesos shops write so; each code is one scan of the page, so not all 26)
_DOLLAR_CODES = tuple(c.encode() for c in "USD CAD AUD NZD MXN SGD HKD TWD ARS CLP COP UYU".split())
_PAIR_GAP = b" (\xc2\xa0"  # space, "(", and UTF-8 no-break space between code and sign


def paired_dollar_code(data: bytes) -> str | None:
    """The one ISO code the page writes right beside a "$" sign, or None."""
    found: set[bytes] = set()
    end = min(len(data), _MAX_BYTES)
    for code in _DOLLAR_CODES:
        pos = data.find(code, 0, end)
        while pos >= 0:
            before = data[max(0, pos - 3) : pos]
            after = data[pos + 3 : pos + 7]
            if (
                not data[pos - 1 : pos].isalpha()
                and not data[pos + 3 : pos + 4].isalpha()
                and (after.lstrip(_PAIR_GAP)[:1] == b"$" or before.rstrip(_PAIR_GAP)[-1:] == b"$")
            ):
                found.add(code)
                break
            pos = data.find(code, pos + 3, end)
    return found.pop().decode("ascii") if len(found) == 1 else None


# What tells another dollar from the US one on a page, read in its lowercased bytes as whole
# words: the countries that write "$" for their own money (not where a US page names them as
# an origin, a state or a breed: "Made in Taiwan", "New Mexico", "Australian Shepherd"), their
# taxes and payment services, a shop's words for selling abroad, and Spanish or Portuguese shop
# words (a Latin American template may say lang="en"). The other dollars' ISO codes and the
# capitals before a "$" ("C$ 5", "CA$", "CDN$ 289", "J$42") are read in the original case.
_OTHER_DOLLAR_WORDS = [
    *"canada canadian australia australian aotearoa singapore nz-wide islandwide".split(),
    *"australia-wide taiwan mexico méxico colombia fiji namibia brunei jamaica trinidad".split(),
    *"bahamas barbados belize guyana argentina uruguay chile".split(),
    *"gst hst qst abn laybuy paynow worldwide internationally duties".split(),
    *"envío envio despacho carrito precio cuotas frete parcelas preço".split(),
    "new zealand",
    "hong kong",
    "provinces and territories",
    "international shipping",
    "international delivery",
    "international orders",
    "import fees",
    "import taxes",
    "customs fees",
    # shops in Taiwan and Mexico by their cities and delivery areas (not "Made in Taiwan",
    # "New Mexico")
    "taipei",
    "kaohsiung",
    "cdmx",
    "within taiwan",
    "within mexico",
    "across mexico",
    "shipping in taiwan",
    "delivery in taiwan",
]
_OTHER_CODES = (
    "CAD AUD NZD SGD HKD TWD MXN ARS CLP COP UYU JMD TTD BBD BSD BZD XCD FJD NAD LRD GYD SRD "
    "BMD KYD SBD BND"
).split()


def _trie(words: list[bytes]) -> bytes:
    """A regex matching any of ``words``, factored by common prefixes: a plain alternation of
    seventy words over a page's bytes is three times slower."""
    root: dict[int, dict] = {}
    for word in words:
        node = root
        for byte in word:
            node = node.setdefault(byte, {})
        node[-1] = {}

    def emit(node: dict[int, dict]) -> bytes:
        alts = [re.escape(bytes([k])) + emit(v) for k, v in sorted(node.items()) if k != -1]
        if not alts:
            return b""
        body = alts[0] if len(alts) == 1 else b"(?:" + b"|".join(alts) + b")"
        return b"(?:" + body + b")?" if -1 in node else body

    return emit(root)


_OTHER_DOLLAR = re.compile(_trie([w.encode() for w in _OTHER_DOLLAR_WORDS]))
# An ISO code of another dollar in capitals, next to digits or not ("NZD100", "$100NZD",
# "CAD"), or in lowercase in a class name or a script's string ("price--cad", '"aud"');
# capitals before a "$" ("CA$", "J$42").
# Literal alternations first and word edges checked per hit: a pattern led by a look-behind
# is tried at every byte of the page.
_DOLLAR_CODE = re.compile(_trie([c.encode() for c in _OTHER_CODES]))
_CLASS_CODE = re.compile(rb"[-_\"'](?:" + "|".join(_OTHER_CODES).lower().encode() + rb")(?![a-z])")
_CAPS_DOLLAR = re.compile(rb"[A-Z]\$")


def _alone(data: bytes, start: int, end: int, digits_too: bool = False) -> bool:
    """True when no letter (nor digit, with ``digits_too``) touches data[start:end]."""
    before, after = data[start - 1 : start], data[end : end + 1]
    if digits_too:
        return not before.isalnum() and not after.isalnum()
    return not before.isalpha() and not after.isalpha()


def names_other_dollar(data: bytes) -> bool:
    """True when ``data`` names another dollar by its code or a sign with capitals before it,
    or, as a whole word in any case, a country, tax or service of another dollar."""
    data = data[:_MAX_BYTES]
    if any(_alone(data, *m.span()) for m in _DOLLAR_CODE.finditer(data)):
        return True
    if _CLASS_CODE.search(data) is not None:
        return True
    for m in _CAPS_DOLLAR.finditer(data):
        end = m.end()
        start = end - 2
        while start > 0 and end - start < 4 and 65 <= data[start - 1] <= 90:
            start -= 1
        after = data[end : end + 1]
        if (
            data[start:end] != b"US$"
            and not data[start - 1 : start].isalpha()
            and not (after.isalpha() or after in (b"_", b"(", b"="))
        ):
            return True
    low = data.lower()  # the same offsets: only ASCII letters change
    for m in _OTHER_DOLLAR.finditer(low):
        start, end = m.span()
        if not _alone(low, start, end, digits_too=True):
            continue
        if m.group() not in _OWN_DOLLAR_LANDS and (
            _US_ORIGIN.search(low, max(0, start - 40), end)
            or _US_NAME.search(low, max(0, start - 10), end + 12)
        ):
            continue  # "Made in Taiwan", "New Mexico", "Australian Shepherd"
        return True
    return False


# A country a US page names for something else: an origin, a state, a breed, a chile pepper;
# never the countries whose own shops sell in English in their own dollar ("Proudly made in
# Canada", "Designed in Australia": the shop's country, not a product's origin).
_OWN_DOLLAR_LANDS = frozenset(
    w.encode() for w in ("canada", "canadian", "australia", "new zealand", "singapore", "hong kong")
)
_US_ORIGIN = re.compile(
    rb"(?:made|grown|roasted|assembled|designed) in \S+$|origin\W(?:[^a-z]|<[^>]*>){0,30}\S*$"
)
_US_NAME = re.compile(
    rb"new[\s-]mexico|australian[\s-]shepherd|green[\s-]chile|chile[\s-](?:pepper|powder|flake)"
)


# A country or locale in the URL: a path segment ("/en-ca/", "/ca_en/", "/au/", "/canada/"),
# a subdomain ("ca.shop.com") or the query ("?country=CA").
_PATH_PARTS = re.compile(r"[a-z]{2}(?:[-_][a-z]{2})?", re.I)
_COUNTRY_QUERY = re.compile(r"(?:^|&)(?:country|region|locale|currency|store)=", re.I)


def path_region(url: str) -> str | None:
    """The first country a URL names beside the language ("/en-ca/…" → CA, "/au/…" → AU,
    "/ca_en/…" → CA, "ca.shop.com" → CA); "US" for a US locale; None when it names none."""
    parts = urlsplit(url)
    host = (parts.hostname or "").split(".")
    codes = [host[0]] if len(host) > 2 else []
    segment = (parts.path or "/").lstrip("/").split("/", 1)[0]
    if _PATH_PARTS.fullmatch(segment):
        codes.extend(segment.replace("_", "-").split("-"))
    for code in codes:
        if (code := code.upper()) in COUNTRY_CURRENCY:
            return code
    return None


_US_TLDS = frozenset({"com", "net", "org", "us"})


def us_dollar_page(lang: str | None, url: str, data: bytes) -> bool:
    """True when a "$" the context leaves open can only be the US dollar: a page whose
    ``<html lang>`` is "en" or "en-US", of a shop on .com, .net, .org or .us whose host, path and
    query name no other country or currency, and whose bytes name no other dollar (by code or
    by sign: "CAD", "C$", "NZ$"), no country that prices in its own dollar, no selling abroad
    ("worldwide", "duties") and no Spanish or Portuguese shop words."""
    tag = (lang or "").strip().replace("_", "-").lower()
    if tag not in ("en", "en-us"):
        return False
    parts = urlsplit(url)
    host = (parts.hostname or "").rstrip(".")
    if host.rsplit(".", 1)[-1].lower() not in _US_TLDS:
        return False
    if path_region(url) not in (None, "US") or _COUNTRY_QUERY.search(parts.query or ""):
        return False
    return not names_other_dollar(url.encode("utf-8", "replace")) and not names_other_dollar(data)
