"""The six tools' arguments as pydantic models, shared by the HTTP routes and the MCP tools."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Annotated

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from crawler.countries import is_country
from crawler.currencies import is_currency

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_DOMAIN = re.compile(r"^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::[0-9]{1,5})?$")


def _clean_text(value: str) -> str:
    if _CONTROL.search(value):
        raise ValueError("must not contain control characters")
    return value


def _upper(value: object) -> object:
    return value.upper() if isinstance(value, str) else value


def _lower(value: object) -> object:
    return value.strip().lower() if isinstance(value, str) else value


def _country(value: str) -> str:
    if not is_country(value):
        raise ValueError(f"{value!r} is not an ISO 3166-1 alpha-2 country code (e.g. EG)")
    return value


def _currency(value: str) -> str:
    if not is_currency(value):
        raise ValueError(f"{value!r} is not an ISO 4217 currency code")
    return value


def _domain(value: str) -> str:
    if not _DOMAIN.match(value):
        raise ValueError("must be a shop domain such as shop-a.example")
    return value


def _utc(value: datetime) -> datetime:
    # A time without an offset is read as UTC (every time in the API is UTC).
    try:
        value = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    except OverflowError as exc:
        raise ValueError("time is out of range") from exc
    if not 1970 <= value.year <= 9998:
        raise ValueError("time must be between 1970 and 9998")
    return value


def _url(value: str) -> str:
    if not re.match(r"^https?://[^\s/?#]+", value, re.IGNORECASE):
        raise ValueError("must be an http(s) URL of a shop listing")
    return value


Query = Annotated[
    str,
    Field(min_length=1, max_length=200, description="Product words or a GTIN/EAN barcode."),
    AfterValidator(_clean_text),
]
ProductId = Annotated[
    str,
    Field(
        pattern=r"^[A-Za-z0-9_-]{1,64}$",
        description="Product id as returned by find (product.id).",
    ),
]
Shop = Annotated[
    str,
    BeforeValidator(_lower),
    Field(min_length=1, max_length=260, description="Shop domain, e.g. shop-a.example."),
    AfterValidator(_domain),
]
Country = Annotated[
    str,
    BeforeValidator(_upper),
    Field(max_length=2, description="ISO 3166-1 alpha-2 country code, e.g. EG."),
    AfterValidator(_country),
]
Currency = Annotated[
    str,
    BeforeValidator(_upper),
    Field(max_length=3, description="ISO 4217 currency code, e.g. EGP."),
    AfterValidator(_currency),
]
Limit = Annotated[int, Field(ge=1, le=10_000, description="Most results to return (capped).")]
Cursor = Annotated[
    str,
    Field(
        pattern=r"^[A-Za-z0-9_-]{1,400}$",
        description="Opaque cursor from a previous answer's next_cursor.",
    ),
]
Time = Annotated[
    datetime,
    AfterValidator(_utc),
    Field(description="ISO 8601 time, e.g. 2026-11-01T11:30:00.000Z (UTC if no offset)."),
]
ListingUrl = Annotated[
    str,
    Field(
        min_length=8,
        max_length=2048,
        description="URL of a known listing, exactly as an offer's proof.listing shows it.",
    ),
    AfterValidator(_clean_text),
    AfterValidator(_url),
]

_FORBID = ConfigDict(extra="forbid", frozen=True)


class FindArgs(BaseModel):
    model_config = _FORBID

    q: Query | None = None
    country: Country | None = None
    limit: Limit | None = None
    cursor: Cursor | None = None


class PriceAtArgs(BaseModel):
    model_config = _FORBID

    product: ProductId
    shop: Shop
    at: Time | None = None


class CheapestArgs(BaseModel):
    model_config = _FORBID

    product: ProductId
    country: Country | None = None
    currency: Currency | None = None
    in_stock: bool | None = Field(
        default=None, description="true: only offers that can be bought now (in stock or limited)."
    )
    limit: Limit | None = None


class PriceHistoryArgs(BaseModel):
    model_config = _FORBID

    product: ProductId
    shop: Shop | None = None
    since: Time | None = None
    until: Time | None = None
    limit: Limit | None = None
    cursor: Cursor | None = None

    @model_validator(mode="after")
    def _ordered(self) -> PriceHistoryArgs:
        if self.since and self.until and self.since > self.until:
            raise ValueError("since must not be after until")
        return self


class LiveCheckArgs(BaseModel):
    model_config = _FORBID

    product: ProductId | None = None
    shop: Shop | None = None
    listing: ListingUrl | None = None

    @model_validator(mode="after")
    def _one_way(self) -> LiveCheckArgs:
        if self.listing is not None:
            if self.product is not None or self.shop is not None:
                raise ValueError("give either listing, or product and shop, not both")
        elif self.product is None or self.shop is None:
            raise ValueError("give product and shop, or listing")
        return self


class MarketScanArgs(BaseModel):
    model_config = _FORBID

    q: Query
    country: Country | None = None
    limit: Limit | None = None
