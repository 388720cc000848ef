"""What one extraction layer found before currencies are resolved and layers are compared."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal

from crawler.extract.model import ProductIdentity
from crawler.extract.money import PriceToken


@dataclass(frozen=True)
class Found:
    """A price candidate from one layer; ``currency`` is ISO when known, else ``symbol``."""

    price: Decimal | None
    currency: str | None
    method: str
    confidence: float
    product: ProductIdentity = field(default_factory=ProductIdentity)
    symbol: str | None = None
    token: PriceToken | None = None  # re-read with the currency's exponent once it is known
    regular: Decimal | None = None
    shipping: Decimal | None = None
    regular_token: PriceToken | None = None
    shipping_token: PriceToken | None = None
    stock: str | None = None
    url: str | None = None
    is_from: bool = False  # a "from" teaser (AggregateOffer lowPrice of a range)

    def with_(self, **changes: object) -> Found:
        return replace(self, **changes)  # type: ignore[arg-type]


@dataclass(frozen=True)
class ProductOffers:
    """One product a layer saw on the page, with all its offers (variants included)."""

    product: ProductIdentity
    offers: tuple[Found, ...]
    url: str | None = None
    # the availability of offers that state no price ("SoldOut" with no amount)
    stocks: tuple[str, ...] = ()


@dataclass(frozen=True)
class Layer:
    """The result of one layer: the products it saw, or why it saw none."""

    method: str
    products: tuple[ProductOffers, ...] = ()
    reason: str | None = None
    listed: int = 0  # products seen inside lists (category pages, carousels)
