"""Page-wide currency signals outside the price text: shop scripts, analytics, <html lang>."""

from __future__ import annotations

import re

from lxml import etree

from crawler.currencies import is_currency
from crawler.extract.locale import language_currency

# Storefront and analytics scripts name the currency the page is priced in:
# Shopify.currency = {"active":"USD"}, gtag('event', …, {"currency": "EUR"}), dataLayer
# "currencyCode". Only the first hits are read; a page naming several currencies says nothing.
_KEYWORD = b"urrency"
_NEAR = re.compile(
    rb"""urrency(?:Code|_code|_iso)?["']?\s*[:=]\s*(?:\{\s*["']active["']\s*:\s*)?["']([A-Z]{3})["']"""
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


def page_language_currency(root: etree._Element) -> str | None:
    """The currency of the document language's region (``en-US`` → USD), if it names one."""
    return language_currency(root.get("lang") or root.get("xml:lang"))
