"""Records of the extraction library: shop hints in, offers and a reason out."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

STOCK_VALUES = ("in_stock", "out_of_stock", "preorder", "backorder", "limited", "unknown")
METHODS = ("json-ld", "microdata", "rdfa", "opengraph", "selector", "heuristic")


@dataclass(frozen=True)
class ShopHints:
    """What the shop config knows about a shop; every field is optional.

    ``selectors`` keys: name, price, regular_price, currency, sku, gtin, brand, stock,
    shipping; values ``"css:<selector>"``, ``"xpath:<expr>"`` or a bare CSS selector.
    """

    domain: str | None = None
    country: str | None = None
    currency: str | None = None
    selectors: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class ProductIdentity:
    """Who the product is; ``gtin`` is 14 digits with a valid check digit, or None."""

    name: str | None = None
    brand: str | None = None
    sku: str | None = None
    gtin: str | None = None
    variant: str | None = None


@dataclass(frozen=True)
class ExtractedOffer:
    """One priced offer read from a page; money in integer minor units of ``currency``."""

    product: ProductIdentity
    price_minor: int
    currency: str
    regular_price_minor: int | None = None
    shipping_minor: int | None = None
    stock: str = "unknown"
    method: str = "heuristic"
    confidence: float = 0.5

    def to_json(self) -> dict[str, Any]:
        p = self.product
        regular = (
            None
            if self.regular_price_minor is None
            else {"minor": self.regular_price_minor, "currency": self.currency}
        )
        return {
            "product": {"name": p.name, "brand": p.brand, "sku": p.sku, "gtin": p.gtin},
            "price": {"minor": self.price_minor, "currency": self.currency},
            "regular_price": regular,
            "stock": self.stock,
            "method": self.method,
        }


@dataclass(frozen=True)
class Extraction:
    """The result of reading one page: offers (main first) or a reason why there is none."""

    offers: tuple[ExtractedOffer, ...] = ()
    reason: str | None = None

    @property
    def main(self) -> ExtractedOffer | None:
        return self.offers[0] if self.offers else None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"offers": [o.to_json() for o in self.offers]}
        if not self.offers:
            out["reason"] = self.reason or "no_price_found"
        return out
