"""Deterministic price drift, sales and stock for the demo shops, and money formatting."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from crawler.currencies import exponent, to_major
from crawler.demo.catalog import Listing

_DISCOUNTS = (0.10, 0.15, 0.20, 0.25)


@dataclass(frozen=True)
class Quote:
    """What a product page shows at one period: price, crossed-out regular price, stock."""

    price_minor: int
    regular_minor: int | None
    stock: str  # in_stock, out_of_stock or limited


def unit(*parts: object) -> float:
    """A stable number in [0, 1) from ``parts`` (blake2b, so independent of PYTHONHASHSEED)."""
    digest = hashlib.blake2b("|".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64


def _round_nicely(minor: float, currency: str) -> int:
    """Round to a price a shop would show: 7.99, 12.49, 1,299.95, ¥1,980, KD 12.750."""
    exp = exponent(currency)
    if exp == 0:  # JPY: whole yen, …80 endings above ¥1,000
        if minor < 1000:
            return max(10, round(minor / 10) * 10)
        return round(minor / 100) * 100 - 20
    if exp == 3:  # KWD: 50 fils steps below 10 KD, quarter dinars above
        step = 50 if minor < 10_000 else 250
        return max(step, round(minor / step) * step)
    major = minor / 100
    if major < 10:
        return max(49, round(major * 2) * 50 - 1)
    if major < 100:
        return round(major) * 100 - 1
    if major < 1000:
        return round(major) * 100 - 5
    return round(major / 10) * 1000 - 5


def quote(seed: int, period: int, listing: Listing) -> Quote:
    """The listing's price at ``period`` (= floor(t / period_s)); same inputs, same answer."""
    shop, product = listing.shop, listing.product
    base = product.base_price_minor[shop.currency]
    level = 0.94 + 0.12 * unit(seed, shop.domain, product.key, "level")
    # Each product reprices every 1-3 periods, so history has both steps and flat stretches.
    cadence = 1 + int(3 * unit(seed, product.key, "cadence"))
    epoch = period // cadence
    drift = 0.92 + 0.16 * unit(seed, shop.domain, product.key, "drift", epoch)
    regular = _round_nicely(base * shop.price_factor * level * drift, shop.currency)
    price, was = regular, None
    if unit(seed, shop.domain, product.key, "sale", epoch) < 0.22:
        pick = int(len(_DISCOUNTS) * unit(seed, shop.domain, product.key, "discount", epoch))
        sale = _round_nicely(regular * (1 - _DISCOUNTS[pick]), shop.currency)
        if sale < regular:
            price, was = sale, regular
    roll = unit(seed, shop.domain, product.key, "stock", period)
    if roll < 0.08:
        stock = "out_of_stock"
    elif roll < 0.14 and shop.limited_stock:
        stock = "limited"
    else:
        stock = "in_stock"
    return Quote(price_minor=price, regular_minor=was, stock=stock)


def plain_amount(minor: int, currency: str) -> str:
    """Machine form for structured data: "1299.95", "1980", "12.750"."""
    return f"{to_major(minor, currency):f}"


def display_amount(minor: int, currency: str, lang: str) -> str:
    """What a shopper reads: "$1,299.95", "1.299,95 €", "¥1,980", "KWD 12.750"."""
    exp = exponent(currency)
    number = f"{to_major(minor, currency):,.{exp}f}"
    if lang == "de":  # German grouping: dot for thousands, comma for decimals
        number = number.replace(",", "_").replace(".", ",").replace("_", ".")
        return f"{number} €" if currency == "EUR" else f"{number} {currency}"
    if currency == "USD":
        return f"${number}"
    if currency == "JPY":
        return f"¥{number}"
    return f"{currency} {number}"
