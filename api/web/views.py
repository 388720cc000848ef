"""Turns tool answers into what the web pages show: offers by currency, receipt status, charts."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from itertools import groupby
from typing import Any

from api.web.chart import Chart, Line, Reading, build_chart, money
from crawler.currencies import exponent, is_currency
from crawler.errors import ConfigError, VerificationError
from signer.verify import KeyList as VerifyKeys
from signer.verify import ReceiptVerifier

STOCK_TEXT = {
    "in_stock": "In stock",
    "out_of_stock": "Out of stock",
    "preorder": "Pre-order",
    "backorder": "Backorder",
    "limited": "Limited stock",
    "unknown": "Unknown",
}


@dataclass(frozen=True)
class ReceiptStatus:
    """What the page says about one price's receipt; ``state`` is also its CSS class."""

    state: str  # verified, retired, invalid, off
    text: str


@dataclass(frozen=True)
class OfferRow:
    shop_name: str
    shop_domain: str
    price: str
    shipping: str | None
    stock: str
    checked_at: str  # ISO, as the answer shows it
    checked_text: str
    listing: str
    listing_href: str | None  # None when the URL is not http(s): never a javascript: link
    receipt: ReceiptStatus


@dataclass(frozen=True)
class CurrencyGroup:
    currency: str
    offers: tuple[OfferRow, ...]


@dataclass(frozen=True)
class ShopChart:
    shop_name: str
    shop_domain: str
    chart: Chart
    table: tuple[tuple[str, str, str], ...]  # (listing label, time text, price text)


def safe_href(url: object) -> str | None:
    """The URL if it is http(s); crawled URLs are hostile input and may say ``javascript:``."""
    if isinstance(url, str) and url.lower().startswith(("https://", "http://")):
        return url
    return None


def identity(product: Mapping[str, Any]) -> str:
    """``Brand Sunny · GTIN 0622…`` — the identity fields a product has."""
    fields = (("Brand", "brand"), ("GTIN", "gtin"), ("SKU", "sku"))
    return " · ".join(f"{label} {product[key]}" for label, key in fields if product.get(key))


def time_text(iso: str) -> str:
    """``2026-11-01T11:30:00.000Z`` → ``2026-11-01 11:30 UTC``."""
    try:
        moment = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    except ValueError:
        return iso
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")


def amount_text(amount: object, currency: object) -> str:
    """``find``'s major-unit ``amount`` with its currency's digits (``95.0`` → ``95.00``)."""
    if isinstance(amount, int | float) and not isinstance(amount, bool) and is_currency(currency):
        digits = exponent(str(currency))
        return f"{Decimal(repr(amount)).quantize(Decimal(1).scaleb(-digits)):,} {currency}"
    return f"{amount} {currency}"


def price_text(price: Mapping[str, Any]) -> str:
    minor, currency = price.get("minor"), price.get("currency")
    if isinstance(minor, int) and is_currency(currency):
        return money(minor, str(currency))
    return f"{minor} {currency}"


class ReceiptJudge:
    """Verifies receipts on the server with the signer's public verifier, for the status column."""

    def __init__(self, key_doc: Mapping[str, Any], receipts_on: bool) -> None:
        self.receipts_on = receipts_on
        try:
            keys = VerifyKeys.from_json(key_doc)
        except ConfigError as exc:
            self._verifier, self._problem = None, exc.message
        else:
            self._verifier, self._problem = ReceiptVerifier(keys), None

    def status(self, kind: str, obj: Mapping[str, Any], product: str) -> ReceiptStatus:
        receipt = obj.get("receipt")
        if not isinstance(receipt, Mapping):
            if not self.receipts_on:
                return ReceiptStatus("off", "No receipt (receipts are off on this server)")
            return ReceiptStatus("invalid", "No receipt")
        if self._verifier is None:
            return ReceiptStatus("invalid", f"Cannot check: {self._problem}")
        key_id = str(receipt.get("key_id"))
        try:
            self._verifier.verify(kind, obj, product)
        except VerificationError as exc:
            return ReceiptStatus("invalid", f"Invalid: {exc.message}")
        key_status = self._verifier.keys.status(key_id)
        if key_status == "retired":
            return ReceiptStatus("retired", f"Verified, key {key_id} (retired, still valid)")
        return ReceiptStatus("verified", f"Verified, key {key_id}")


def offer_groups(answer: Mapping[str, Any], judge: ReceiptJudge) -> tuple[CurrencyGroup, ...]:
    """``cheapest``'s offers, in its order (cheapest first within each currency group)."""
    product = answer["product"]["name"]
    rows = []
    for offer in answer["results"]:
        shop = offer["shop"]
        shipping = offer.get("shipping")
        rows.append(
            OfferRow(
                shop_name=shop.get("name") or shop["domain"],
                shop_domain=shop["domain"],
                price=price_text(offer["price"]),
                shipping=price_text(shipping) if isinstance(shipping, Mapping) else None,
                stock=STOCK_TEXT.get(offer.get("stock", ""), str(offer.get("stock"))),
                checked_at=offer["checked_at"],
                checked_text=time_text(offer["checked_at"]),
                listing=offer["proof"]["listing"],
                listing_href=safe_href(offer["proof"]["listing"]),
                receipt=judge.status("offer", offer, product),
            )
        )
    currencies = [o["price"]["currency"] for o in answer["results"]]
    return tuple(
        CurrencyGroup(currency, tuple(row for _, row in group))
        for currency, group in groupby(zip(currencies, rows, strict=True), key=lambda p: p[0])
    )


def _listing_label(listing: str, domain: str) -> str:
    rest = listing.split("://", 1)[-1]
    return rest[len(domain) :] or "/" if rest.startswith(domain) else rest


def history_charts(points: Sequence[Mapping[str, Any]], *, until: datetime) -> list[ShopChart]:
    """One chart per shop and currency, one line per listing, from signed history points."""
    by_shop: dict[tuple[str, str], dict[str, list[Reading]]] = {}
    names: dict[str, str] = {}
    for point in points:
        shop, price = point["shop"], point["price"]
        if not is_currency(price.get("currency")):
            continue
        names[shop["domain"]] = shop.get("name") or shop["domain"]
        at = datetime.fromisoformat(point["checked_at"].replace("Z", "+00:00"))
        listing = point["proof"]["listing"]
        lines = by_shop.setdefault((shop["domain"], price["currency"]), {})
        lines.setdefault(listing, []).append(Reading(at, int(price["minor"])))
    charts = []
    for (domain, currency), listings in sorted(
        by_shop.items(), key=lambda kv: (names[kv[0][0]].casefold(), kv[0])
    ):
        several = len(listings) > 1
        lines = [
            Line(
                _listing_label(url, domain) if several else names[domain],
                tuple(sorted(readings, key=lambda r: r.at)),
            )
            for url, readings in sorted(listings.items())
        ]
        table = tuple(
            (line.label, r.at.strftime("%Y-%m-%d %H:%M UTC"), money(r.minor, currency))
            for line in lines
            for r in line.readings
        )
        chart = build_chart(lines, currency, until=until)
        charts.append(ShopChart(names[domain], domain, chart, table))
    return charts


def pretty_json(answer: Mapping[str, Any]) -> str:
    """The answer as the API serves it (UTF-8, indented) for people to copy into /check."""
    return json.dumps(answer, ensure_ascii=False, indent=2)
