"""The store's record types and Arrow schemas: the one home of the observation's shape."""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime

import pyarrow as pa

STOCK_VALUES = ("in_stock", "out_of_stock", "preorder", "backorder", "limited", "unknown")

_TS = pa.timestamp("ms", tz="UTC")

OBSERVATION_SCHEMA = pa.schema(
    [
        ("obs_id", pa.string()),
        ("run_id", pa.string()),
        ("shop", pa.string()),
        ("listing", pa.string()),
        ("listing_id", pa.string()),
        ("product_id", pa.string()),
        ("product_name", pa.string()),
        ("brand", pa.string()),
        ("sku", pa.string()),
        ("gtin", pa.string()),
        ("checked_at", _TS),
        ("price_minor", pa.int64()),
        ("currency", pa.string()),
        ("regular_price_minor", pa.int64()),
        ("shipping_minor", pa.int64()),
        ("stock", pa.string()),
        ("fingerprint", pa.string()),
        ("method", pa.string()),
    ]
)

# Columns that repeat across readings; dictionary-encoding the unique ones (obs_id, fingerprint,
# checked_at, price) only costs time (benchmarks/store.py: 483k → 522k rows/s ingest).
DICTIONARY_COLUMNS = [
    "run_id", "shop", "listing", "listing_id", "product_id", "product_name", "brand", "sku",
    "gtin", "currency", "stock", "method", "regular_price_minor", "shipping_minor",
]  # fmt: skip

RUN_SCHEMA = pa.schema(
    [
        ("run_id", pa.string()),
        ("started_at", _TS),
        ("finished_at", _TS),
        ("shops", pa.list_(pa.string())),
        ("pages", pa.int64()),
        ("prices", pa.int64()),
        ("refusals", pa.int64()),
        ("errors", pa.int64()),
        ("duration_s", pa.float64()),
        ("status", pa.string()),
    ]
)

SHOP_SCHEMA = pa.schema(
    [
        ("domain", pa.string()),
        ("name", pa.string()),
        ("country", pa.string()),
        ("currency", pa.string()),
    ]
)


def utc_ms(moment: datetime) -> datetime:
    """``moment`` in UTC truncated to milliseconds: the precision every stored time has."""
    if moment.tzinfo is None:
        raise ValueError("naive datetime: pricewitness times are UTC-aware")
    moment = moment.astimezone(UTC)
    return moment.replace(microsecond=moment.microsecond // 1000 * 1000)


def listing_id_for(listing: str) -> str:
    return hashlib.sha256(listing.encode()).hexdigest()[:16]


def obs_id_for(
    listing: str,
    checked_at: datetime,
    fingerprint: str,
    price_minor: int,
    currency: str,
    stock: str,
) -> str:
    key = "\n".join(
        [listing, utc_ms(checked_at).isoformat(), fingerprint, str(price_minor), currency, stock]
    )
    return hashlib.sha256(key.encode()).hexdigest()[:32]


# ``obs_id_for`` in DuckDB SQL, for files that leave obs_id out (compaction stores it only where it
# is not this value). Built from epoch milliseconds so that neither the session time zone nor the
# ICU extension changes it; ``isoformat`` prints no fraction at whole seconds, else microseconds.
_MS_SQL = "epoch_ms(checked_at)"
OBS_ID_SQL = (
    "left(sha256(concat_ws(chr(10), listing, "
    f"strftime(make_timestamp({_MS_SQL} * 1000), '%Y-%m-%dT%H:%M:%S') || "
    f"CASE WHEN {_MS_SQL} % 1000 = 0 THEN '' ELSE '.' || "
    f"lpad((({_MS_SQL} % 1000 + 1000) % 1000)::VARCHAR, 3, '0') || '000' END || '+00:00', "
    "fingerprint, price_minor::VARCHAR, currency, stock)), 32)"
)


@dataclass(frozen=True)
class Observation:
    """One price reading of one listing, with the proof of what was read."""

    run_id: str
    shop: str
    listing: str
    product_id: str
    product_name: str
    checked_at: datetime
    price_minor: int
    currency: str
    stock: str
    fingerprint: str
    method: str
    brand: str | None = None
    sku: str | None = None
    gtin: str | None = None
    regular_price_minor: int | None = None
    shipping_minor: int | None = None
    listing_id: str = field(default="")
    obs_id: str = field(default="")

    def __post_init__(self) -> None:
        object.__setattr__(self, "checked_at", utc_ms(self.checked_at))
        if isinstance(self.price_minor, bool) or not isinstance(self.price_minor, int):
            raise TypeError("price_minor must be an int of minor units")
        if self.stock not in STOCK_VALUES:
            raise ValueError(f"unknown stock value {self.stock!r}")
        if not self.listing_id:
            object.__setattr__(self, "listing_id", listing_id_for(self.listing))
        if not self.obs_id:
            object.__setattr__(
                self,
                "obs_id",
                obs_id_for(
                    self.listing,
                    self.checked_at,
                    self.fingerprint,
                    self.price_minor,
                    self.currency,
                    self.stock,
                ),
            )

    def row(self) -> dict[str, object]:
        return asdict(self)


@dataclass(frozen=True)
class CrawlRun:
    """The summary of one crawl run, written when it ends."""

    run_id: str
    started_at: datetime
    finished_at: datetime
    shops: tuple[str, ...]
    pages: int
    prices: int
    refusals: int
    errors: int
    status: str

    @property
    def duration_s(self) -> float:
        return (self.finished_at - self.started_at).total_seconds()

    def row(self) -> dict[str, object]:
        data = asdict(self)
        data["shops"] = list(self.shops)
        data["duration_s"] = self.duration_s
        return data
