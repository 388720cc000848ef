"""The one place that knows FORMAT.md's claim table: build and check the claim of a price."""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any, Literal
from urllib.parse import urlsplit

from crawler.currencies import is_currency
from crawler.errors import MalformedReceipt, MissingField

from .canonical import MAX_SAFE_INTEGER

__all__ = [
    "CLOCK_SKEW",
    "HEADER_FIELDS",
    "KINDS",
    "RECEIPT_VERSION",
    "STOCK_VALUES",
    "Kind",
    "build_claim",
    "check_claim",
    "iso_ms",
    "lowest_price_minor",
    "parse_iso_ms",
]

Kind = Literal["offer", "history_point", "lowest"]
KINDS: tuple[str, ...] = ("offer", "history_point", "lowest")
RECEIPT_VERSION = "0.1"
HEADER_FIELDS = ("v", "key_id", "issued_at", "read")
STOCK_VALUES = frozenset(
    {"in_stock", "out_of_stock", "preorder", "backorder", "limited", "unknown"}
)
# A crawler clock slightly ahead of the signer's must not make fresh readings unsignable.
CLOCK_SKEW = timedelta(seconds=5)
# amount × 100 may carry float noise (0.29 × 100 = 28.999999999999996) but nothing more.
_AMOUNT_TOLERANCE = 1e-6

# Fields a priced object may show. Anything else beside a signed price would be unsigned
# text a reader could mistake for signed, so it is refused. ``shipping`` is shown but not
# signed in v0.1 (FORMAT.md "What is signed"); ``receipt`` is where the signature sits.
_OFFER_FIELDS = frozenset(
    {"shop", "price", "stock", "checked_at", "proof", "shipping", "receipt", "product"}
)
_POINT_FIELDS = frozenset({"shop", "price", "checked_at", "proof", "shipping", "receipt"})
_LOWEST_FIELDS = frozenset(
    {"shop", "amount", "currency", "checked_at", "proof", "shipping", "receipt"}
)
_SHOP_FIELDS = frozenset({"domain", "name", "country"})  # API.md's shop object
_PROOF_FIELDS = frozenset({"listing", "fingerprint"})
_PRICE_FIELDS = frozenset({"minor", "currency"})
_ALLOWED = {"offer": _OFFER_FIELDS, "history_point": _POINT_FIELDS, "lowest": _LOWEST_FIELDS}

# Date.prototype.toISOString for years 0000–9999 (ECMA-262 "Date Time String Format").
_ISO_MS = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z")
_FINGERPRINT = re.compile(r"sha256:[0-9a-f]{64}")


def iso_ms(moment: datetime) -> str:
    """``moment`` as JavaScript's toISOString writes it: ``2026-11-01T12:00:00.000Z``."""
    if moment.tzinfo is None:
        raise ValueError("iso_ms needs an aware datetime; pricewitness times are UTC")
    utc = moment.astimezone(UTC)
    # JS dates hold whole milliseconds; truncating matches what a JS Date would show.
    return f"{utc:%Y-%m-%dT%H:%M:%S}.{utc.microsecond // 1000:03d}Z"


@functools.lru_cache(maxsize=8192)
def _parse_iso_ms(text: str) -> datetime | str:
    # Cached: the same reading times come back batch after batch.
    if not _ISO_MS.fullmatch(text):
        return "must be ISO 8601 UTC with milliseconds (YYYY-MM-DDTHH:MM:SS.mmmZ)"
    try:
        return datetime.fromisoformat(text[:-1] + "+00:00")
    except ValueError:
        return "is not a real date and time"


def parse_iso_ms(text: object, *, field: str = "time") -> datetime:
    """Parse a toISOString-format time; MalformedReceipt for any other shape."""
    parsed = _parse_iso_ms(text) if isinstance(text, str) else "must be a string"
    if isinstance(parsed, str):
        raise MalformedReceipt(f"{field} {parsed}", code="malformed")
    return parsed


def lowest_price_minor(amount: object) -> int:
    """FORMAT.md: a lowest price's ``price_minor`` is ``amount × 100`` rounded like Math.round.

    Refuses amounts whose × 100 is not (within float noise) a whole number: rounding those
    would let a changed amount (95.001 for 95.00) still verify.
    """
    if isinstance(amount, bool) or not isinstance(amount, int | float):
        raise MalformedReceipt("lowest.amount must be a number", code="bad_price")
    if isinstance(amount, float) and not math.isfinite(amount):
        raise MalformedReceipt("lowest.amount must be finite", code="bad_price")
    scaled = amount * 100  # IEEE double multiply, exactly what a JS checker computes
    if not 0 <= scaled <= MAX_SAFE_INTEGER:  # also catches 1e308 × 100 = inf
        raise MalformedReceipt("lowest.amount × 100 must be within 0..2^53-1", code="bad_price")
    rounded = math.floor(scaled + 0.5)  # Math.round: halves go towards +∞
    # Also require the amount to be exactly the double nearest rounded / 100 — what any
    # amount derived from stored minor units is — so 95.0000000001 cannot pass for 95.00.
    if abs(scaled - rounded) > _AMOUNT_TOLERANCE or rounded / 100 != amount:
        raise MalformedReceipt(
            f"lowest.amount {amount!r} × 100 is not a whole number, so FORMAT.md v0.1 "
            "cannot sign it exactly",
            code="amount_not_representable",
        )
    return int(rounded)


def _need(obj: Mapping[str, Any], key: str, where: str) -> Any:
    value = obj.get(key)
    if value is None:
        raise MissingField(f"{where}.{key} is missing")
    return value


def _text(obj: Mapping[str, Any], key: str, where: str) -> str:
    value = obj.get(key)
    if type(value) is str:  # the common case first: this runs ~10 times per receipt
        return value
    if value is None:
        raise MissingField(f"{where}.{key} is missing")
    if not isinstance(value, str):
        raise MalformedReceipt(f"{where}.{key} must be a string", code="malformed")
    return value


def _object(obj: Mapping[str, Any], key: str, where: str) -> Mapping[str, Any]:
    value = obj.get(key)
    if type(value) is dict:  # the common case first (an ABC isinstance check is slow)
        return value
    if value is None:
        raise MissingField(f"{where}.{key} is missing")
    if not isinstance(value, Mapping):
        raise MalformedReceipt(f"{where}.{key} must be an object", code="malformed")
    return value


def _only(obj: Mapping[str, Any], allowed: frozenset[str], where: str) -> None:
    if obj.keys() <= allowed:
        return
    extra = obj.keys() - allowed
    if extra:
        names = ", ".join(sorted(str(k) for k in extra))
        raise MalformedReceipt(
            f"{where} has fields a receipt cannot cover: {names}", code="malformed"
        )


def _minor(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedReceipt(f"{where} must be an integer of minor units", code="bad_price")
    if not 0 <= value <= MAX_SAFE_INTEGER:
        raise MalformedReceipt(f"{where} must be within 0..2^53-1", code="bad_price")
    return value


def _check_shipping(obj: Mapping[str, Any], where: str) -> None:
    shipping = obj.get("shipping")
    if shipping is None:
        return
    if not isinstance(shipping, Mapping) or shipping.keys() != {"minor", "currency"}:
        raise MalformedReceipt(f"{where}.shipping must be {{minor, currency}}", code="malformed")


def build_claim(
    kind: str, obj: Mapping[str, Any], product: object, header: Mapping[str, Any]
) -> dict[str, Any]:
    """The claim FORMAT.md signs for a priced object ``obj`` of ``kind``.

    ``header`` is the receipt's ``{v, key_id, issued_at, read}``; ``product`` the product name
    the answer shows. Raises MissingField / MalformedReceipt (with a refusal ``code``).
    """
    if kind not in _ALLOWED:
        raise MalformedReceipt(f"unknown kind {kind!r}; expected one of {KINDS}", code="malformed")
    if type(obj) is not dict and not isinstance(obj, Mapping):
        raise MalformedReceipt("a priced object is a JSON object", code="malformed")
    if product is None:
        raise MissingField("product.name is missing")
    if type(product) is not str or not product.strip():
        raise MalformedReceipt("product.name must be a non-empty string", code="malformed")
    _only(obj, _ALLOWED[kind], kind)

    claim: dict[str, Any] = {}
    for field in HEADER_FIELDS:
        claim[field] = _text(header, field, "receipt")
    if claim["v"] != RECEIPT_VERSION:
        raise MalformedReceipt(
            f"receipt.v is {claim['v']!r}; this code reads format {RECEIPT_VERSION}",
            code="malformed",
        )

    proof = _object(obj, "proof", kind)
    _only(proof, _PROOF_FIELDS, f"{kind}.proof")
    claim["listing"] = _text(proof, "listing", "proof")
    claim["proof"] = _text(proof, "fingerprint", "proof")
    claim["checked_at"] = _text(obj, "checked_at", kind)
    claim["product"] = product
    _check_shipping(obj, kind)

    if kind == "lowest":
        claim["store"] = _text(obj, "shop", kind)
        claim["currency"] = _text(obj, "currency", kind)
        claim["price_minor"] = lowest_price_minor(_need(obj, "amount", kind))
        return claim

    shop = _object(obj, "shop", kind)
    _only(shop, _SHOP_FIELDS, f"{kind}.shop")
    claim["store"] = _text(shop, "domain", "shop")
    price = _object(obj, "price", kind)
    _only(price, _PRICE_FIELDS, f"{kind}.price")
    claim["price_minor"] = _minor(_need(price, "minor", "price"), "price.minor")
    claim["currency"] = _text(price, "currency", "price")
    if kind == "offer":
        # FORMAT.md: a market_scan offer carries its own product.name, and that one is used.
        own = obj.get("product")
        if own is not None:
            own_name = own.get("name") if isinstance(own, Mapping) else None
            if own_name != product:
                raise MalformedReceipt(
                    "offer.product.name differs from the product name given", code="malformed"
                )
        claim["stock"] = _text(obj, "stock", kind)
    return claim


@functools.lru_cache(maxsize=8192)
def _listing_refusal(listing: str, store: str) -> tuple[str, str] | None:
    # Cached: an API signs the same few thousand listings over and over.
    try:
        parts = urlsplit(listing)
        host = parts.hostname
        _ = parts.port  # raises ValueError for a malformed port
    except ValueError:
        return "bad_listing", "proof.listing is not a valid URL"
    if parts.scheme not in ("http", "https") or not host or parts.username or parts.password:
        return "bad_listing", "proof.listing must be an http(s) URL of a shop"
    if store != host:
        return "store_mismatch", "shop domain must be the listing URL's host (lowercase)"
    return None


def check_claim(claim: Mapping[str, Any], *, now: datetime | None = None) -> datetime:
    """The rules the signer enforces before signing; returns checked_at as a datetime.

    Raises MalformedReceipt whose ``code`` is the refusal code.
    """
    if not is_currency(claim["currency"]):
        raise MalformedReceipt(
            f"currency {claim['currency']!r} is not an ISO 4217 code", code="bad_currency"
        )
    refusal = _listing_refusal(claim["listing"], claim["store"])
    if refusal is not None:
        raise MalformedReceipt(refusal[1], code=refusal[0])
    checked = parse_iso_ms(claim["checked_at"], field="checked_at")
    if checked > (now or datetime.now(UTC)) + CLOCK_SKEW:
        raise MalformedReceipt("checked_at is in the future", code="future_checked_at")
    if not _FINGERPRINT.fullmatch(claim["proof"]):
        raise MalformedReceipt(
            "proof.fingerprint must be sha256:<64 lowercase hex>", code="bad_fingerprint"
        )
    if "stock" in claim and claim["stock"] not in STOCK_VALUES:
        raise MalformedReceipt(
            f"stock must be one of {', '.join(sorted(STOCK_VALUES))}", code="malformed"
        )
    return checked
