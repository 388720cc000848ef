"""Builds the answer objects of API.md and FORMAT.md (products, shops, offers, points) from rows."""

from __future__ import annotations

import base64
import binascii
import json
from datetime import UTC, datetime
from typing import Any

from api.errors import api_error
from crawler.currencies import is_currency, to_major

Row = dict[str, Any]


def iso_ms(moment: datetime) -> str:
    """ISO 8601 UTC with milliseconds, as JavaScript's Date.prototype.toISOString writes it."""
    moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def product_obj(row: Row) -> dict[str, Any]:
    """``{"id", "name", "gtin"?, "brand"?, "sku"?}`` — identity fields only where known."""
    product: dict[str, Any] = {"id": row["product_id"], "name": row["name"]}
    for key in ("gtin", "brand", "sku"):
        if row.get(key):
            product[key] = row[key]
    return product


def product_from_obs(row: Row) -> dict[str, Any]:
    return product_obj({**row, "name": row["product_name"]})


def shop_obj(row: Row) -> dict[str, Any]:
    """``{"domain", "name", "country"}`` — name falls back to the domain for unconfigured shops."""
    return {
        "domain": row["shop"],
        "name": row.get("shop_name") or row["shop"],
        "country": row.get("shop_country"),
    }


def _money(minor: int, currency: str) -> dict[str, Any]:
    return {"minor": int(minor), "currency": currency}


def offer_obj(row: Row, *, with_stock: bool = True) -> dict[str, Any]:
    """A priced object (FORMAT.md) without receipt; ``with_stock=False`` makes a history point."""
    offer: dict[str, Any] = {
        "shop": shop_obj(row),
        "price": _money(row["price_minor"], row["currency"]),
    }
    if with_stock:
        offer["stock"] = row["stock"]
    offer["checked_at"] = iso_ms(row["checked_at"])
    offer["proof"] = {"listing": row["listing"], "fingerprint": row["fingerprint"]}
    if row.get("shipping_minor") is not None:
        offer["shipping"] = _money(row["shipping_minor"], row["currency"])
    # regular_price is not shown: the signer refuses unsigned money beside a signed price
    # (signer/claims.py, FORMAT.md v0.1 signs only price, stock and proof).
    return offer


def major_amount(minor: int, currency: str) -> float:
    """Major units as a float derived from exact minor units (FORMAT.md, "a lowest price")."""
    if not is_currency(currency):
        raise ValueError(f"not an ISO 4217 currency: {currency!r}")
    return float(to_major(int(minor), currency))


def lowest_obj(row: Row) -> dict[str, Any]:
    """``find``'s lowest price: shop as a domain string and ``amount`` in major units."""
    return {
        "shop": row["shop"],
        "amount": major_amount(row["price_minor"], row["currency"]),
        "currency": row["currency"],
        "checked_at": iso_ms(row["checked_at"]),
        "proof": {"listing": row["listing"], "fingerprint": row["fingerprint"]},
    }


def encode_cursor(state: dict[str, Any]) -> str:
    raw = json.dumps(state, separators=(",", ":"), sort_keys=True).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str, *, kind: str) -> dict[str, Any]:
    """The state of an opaque cursor made by ``encode_cursor`` for the same tool."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        state = json.loads(raw)
    except (binascii.Error, ValueError) as exc:
        raise api_error("bad_cursor", "cursor: not a cursor this API made") from exc
    if not isinstance(state, dict) or state.get("k") != kind:
        raise api_error("bad_cursor", f"cursor: not a cursor of {kind}")
    return state
