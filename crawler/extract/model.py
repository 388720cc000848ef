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
    """The result of reading one page: offers (main first) or a reason why there is none.

    A product page with no price to read (price on request, sold out with no price, a
    range with no variant chosen) still names its product and may say its stock: ``product``
    and ``stock`` then hold what it says. They stay None on pages with offers (the main
    offer carries both) and on pages that are no one product's (a listing).
    """

    offers: tuple[ExtractedOffer, ...] = ()
    reason: str | None = None
    product: ProductIdentity | None = None
    stock: str | None = None

    @property
    def main(self) -> ExtractedOffer | None:
        return self.offers[0] if self.offers else None

    @property
    def item(self) -> ProductIdentity | None:
        """The page's product: the main offer's, or the priceless page's own."""
        return self.offers[0].product if self.offers else self.product

    @property
    def availability(self) -> str:
        """The page's stock state: the main offer's, else what a priceless page says."""
        if self.offers:
            return self.offers[0].stock
        return self.stock or "unknown"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"offers": [o.to_json() for o in self.offers]}
        if not self.offers:
            out["reason"] = self.reason or "no_price_found"
            if self.product is not None:
                p = self.product
                out["product"] = {"name": p.name, "brand": p.brand, "sku": p.sku, "gtin": p.gtin}
            if self.stock is not None:
                out["stock"] = self.stock
        return out
