"""GTIN-8/12/13/14 check-digit validation and normalisation to 14 digits."""

from __future__ import annotations

import re

_SEPARATORS = re.compile(r"[\s\-.]")


def normalize_gtin(value: object) -> str | None:
    """``value`` as 14 digits if it is a GTIN with a valid check digit, else None."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        value = str(value)
    if not isinstance(value, str):
        return None
    digits = _SEPARATORS.sub("", value.strip())
    if digits.lower().startswith(("urn:gtin:", "gtin:")):
        digits = digits.rsplit(":", 1)[-1]
    if not digits.isascii() or not digits.isdigit() or len(digits) not in (8, 12, 13, 14):
        return None
    padded = digits.zfill(14)
    if set(padded) == {"0"}:
        return None
    return padded if _check_digit(padded[:13]) == int(padded[13]) else None


def _check_digit(body: str) -> int:
    # GS1 General Specifications §7.9.1: weights 3,1,3,… from the rightmost body digit.
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return (10 - total % 10) % 10
