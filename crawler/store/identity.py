"""Stable product ids: GTIN first, else a normalised name within its brand."""

from __future__ import annotations

import hashlib
import re
import unicodedata


def normalise_gtin(raw: str | None) -> str | None:
    """GTIN-8/12/13/14 → 14 digits when the check digit is valid, else None."""
    if not raw:
        return None
    digits = re.sub(r"[\s-]", "", str(raw))
    if not digits.isascii() or not digits.isdigit() or len(digits) not in (8, 12, 13, 14):
        return None
    digits = digits.zfill(14)
    body, check = digits[:-1], int(digits[-1])
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(body))
    return digits if (10 - total % 10) % 10 == check else None


def normalise_name(name: str) -> str:
    """Case-, accent- and punctuation-folded words in sorted order (word order varies by shop)."""
    folded = unicodedata.normalize("NFKD", name.casefold())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    words = re.findall(r"\w+", folded)
    return " ".join(sorted(words))


def product_id_for(*, gtin: str | None, name: str, brand: str | None, shop: str) -> str:
    """A short opaque id, stable across re-crawls and restarts.

    Matched by GTIN across shops; without a GTIN a product is only ever matched to itself within
    its shop (by brand and folded name), because merging two shops' products by a loose name match
    would put one shop's price on another product's receipt.
    """
    if gtin := normalise_gtin(gtin):
        key = f"gtin:{gtin}"
    else:
        key = f"name:{shop}:{normalise_name(brand or '')}:{normalise_name(name)}"
    return "p" + hashlib.sha256(key.encode()).hexdigest()[:11]
