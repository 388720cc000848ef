"""Store queries behind the six tools (synchronous; callers run them in a worker thread).

The hot paths (one product's offers, history, lowest prices) read the reader's per-product
grouping of readings (a slice, not a scan of every reading) and small caches that last until the
store changes (``StoreReader.version``); the rest are DuckDB queries.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

import pyarrow as pa
import pyarrow.compute as pc

from api.errors import api_error
from api.search import ProductIndex
from crawler.store import StoreReader

Row = dict[str, Any]
T = TypeVar("T")

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MS = timedelta(milliseconds=1)


def _ms_floor(moment: datetime) -> int:
    """Milliseconds since the epoch, rounded down (stored times are whole milliseconds)."""
    return (moment - _EPOCH) // _MS


def _ms_ceil(moment: datetime) -> int:
    return -((_EPOCH - moment) // _MS)


def _str(value: str) -> pa.Scalar:
    # A typed scalar: given a bare Python value, pyarrow tries optional imports on every call.
    return pa.scalar(value, pa.string())


def _int(value: int) -> pa.Scalar:
    return pa.scalar(value, pa.int64())


def _last_per_listing(
    table: pa.Table, *, shop: str | None = None, at_ms: int | None = None
) -> tuple[pa.Table, bool]:
    """The last row of each listing in ``table`` (rows in (checked_at, obs_id) order), only at
    ``shop`` and at or before ``at_ms`` if given; and whether ``shop`` has any row at all.

    Plain Python over three columns: a product has tens to hundreds of readings, and per-table
    kernels (filter, take) cost more than that on 18 columns.
    """
    listings = table["listing_id"].to_pylist()
    keep = [True] * len(listings)
    if shop is not None:
        keep = [s == shop for s in table["shop"].to_pylist()]
    at_shop = any(keep)
    if at_ms is not None:
        times = pc.cast(table["checked_at"], pa.int64()).to_pylist()
        keep = [k and t <= at_ms for k, t in zip(keep, times, strict=True)]
    last: dict[str, int] = {}
    for i, (listing_id, wanted) in enumerate(zip(listings, keep, strict=True)):
        if wanted:
            last[listing_id] = i
    return table.take(pa.array(sorted(last.values()), pa.int64())), at_shop


_IN_STOCK = ("in_stock", "limited")


class Catalog:
    """Answers questions about products, shops, listings and readings from a StoreReader."""

    def __init__(self, reader: StoreReader) -> None:
        self.reader = reader
        self.index = ProductIndex()
        self._lock = threading.Lock()
        self._memo_version = -1
        self._memo: dict[tuple[object, ...], Any] = {}
        self._index_version = -1
        reader.product_readings("")  # group the readings now, not in the first request

    def _cached(self, key: tuple[object, ...], make: Callable[[], T]) -> T:
        """``make()``, remembered until the store changes (every entry is dropped then)."""
        version = self.reader.version
        if version != self._memo_version:
            with self._lock:
                if version != self._memo_version:
                    self._memo = {}
                    self._memo_version = version
        memo = self._memo
        try:
            return memo[key]
        except KeyError:
            value = memo[key] = make()
            return value

    def _shops(self) -> dict[str, tuple[str | None, str | None, str | None]]:
        """Each configured shop's (name, country, currency)."""
        return self._cached(
            ("shops",),
            lambda: {
                r["domain"]: (r["name"], r["country"], r["currency"])
                for r in self._rows("SELECT domain, name, country, currency FROM shops")
            },
        )

    def _offer_rows(self, table: pa.Table) -> list[Row]:
        """Readings with their shop's ``shop_name``, ``shop_country`` and ``shop_currency``."""
        shops = self._shops()
        rows = table.to_pylist()
        for row in rows:
            row["shop_name"], row["shop_country"], row["shop_currency"] = shops.get(
                row["shop"], (None, None, None)
            )
        return rows

    def _latest(self, product_id: str) -> list[Row]:
        """The latest reading of each listing of the product (the product's latest_prices)."""

        def make() -> list[Row]:
            last, _ = _last_per_listing(self.reader.product_readings(product_id))
            return self._offer_rows(last)

        return self._cached(("latest", product_id), make)

    def _rows(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        cur = self.reader.cursor()
        try:
            result = cur.execute(sql, list(params))
            names = [d[0] for d in result.description or ()]
            return [dict(zip(names, row, strict=True)) for row in result.fetchall()]
        finally:
            cur.close()

    def refresh(self) -> None:
        self.reader.refresh()

    # -- identities -------------------------------------------------------------------------

    def _product(self, product_id: str) -> Row | None:
        # All identities at once: one query per store change instead of one per request.
        every = self._cached(
            ("products",),
            lambda: {
                r["product_id"]: r
                for r in self._rows("SELECT product_id, name, brand, sku, gtin FROM products")
            },
        )
        return every.get(product_id)

    def product(self, product_id: str) -> Row:
        row = self._product(product_id)
        if row is None:
            raise api_error("unknown_product", f"product: no product with id {product_id!r}")
        return dict(row)  # a copy: callers may change their row, not the cached one

    def products(self, product_ids: Sequence[str]) -> dict[str, Row]:
        found = {}
        for product_id in product_ids:
            row = self._product(product_id)
            if row is not None:
                found[product_id] = dict(row)
        return found

    def require_shop(self, domain: str) -> None:
        known = self._cached(
            ("shop_domains",),
            lambda: {
                r["domain"]
                for r in self._rows(
                    "SELECT domain FROM shops UNION SELECT DISTINCT shop FROM latest_prices"
                )
            },
        )
        if domain not in known:
            raise api_error("unknown_shop", f"shop: no shop with domain {domain!r}")

    def stats(self) -> Row:
        rows = self._rows(
            "SELECT (SELECT count(*) FROM observations) AS observations, "
            "(SELECT count(*) FROM products) AS products, "
            "(SELECT count(*) FROM latest_prices) AS listings, "
            "(SELECT count(*) FROM shops) AS shops"
        )
        return rows[0]

    # -- find -------------------------------------------------------------------------------

    def _ensure_index(self) -> None:
        store_version = self.reader.version
        if store_version == self._index_version:
            return
        version = tuple(
            self._rows("SELECT count(*) AS n, max(updated_at) AS t FROM products")[0].values()
        )
        if not self.index.is_current(version):
            self.index.update(
                version,
                self._rows(
                    "SELECT p.product_id, p.name, p.brand, p.sku, p.gtin, "
                    "string_agg(n.name, ' ' ORDER BY n.name) AS aliases "
                    "FROM products p LEFT JOIN product_names n USING (product_id) "
                    "GROUP BY ALL"
                ),
            )
        self._index_version = store_version

    def search(self, query: str | None, country: str | None) -> list[str]:
        """Product ids matching ``query`` (best first); with ``country``, only those sold there."""
        self._ensure_index()
        allowed = None
        if country is not None:
            allowed = self._cached(
                ("sold_in", country),
                lambda: {
                    r["product_id"]
                    for r in self._rows(
                        "SELECT DISTINCT o.product_id FROM latest_prices o "
                        "JOIN shops s ON s.domain = o.shop WHERE s.country = ?",
                        [country],
                    )
                },
            )
        return self.index.search(query, allowed)

    def lowest(self, product_ids: Sequence[str], country: str) -> dict[str, Row]:
        """Each product's lowest current price in ``country`` (available offers first)."""
        found = {}
        for product_id in product_ids:
            offers = [r for r in self._latest(product_id) if r["shop_country"] == country]
            if offers:
                best = min(
                    offers,
                    key=lambda r: (
                        r["currency"] != r["shop_currency"],
                        r["stock"] == "out_of_stock",
                        r["price_minor"],
                        -_ms_floor(r["checked_at"]),
                        r["listing"],
                    ),
                )
                found[product_id] = dict(best)
        return found

    # -- offers -----------------------------------------------------------------------------

    def current_offers(
        self,
        product_id: str,
        *,
        country: str | None = None,
        currency: str | None = None,
        in_stock: bool | None = None,
    ) -> list[Row]:
        """The latest reading of each listing of the product, cheapest first per currency."""
        rows = [
            dict(r)
            for r in self._latest(product_id)
            if (country is None or r["shop_country"] == country)
            and (currency is None or r["currency"] == currency)
            and (not in_stock or r["stock"] in _IN_STOCK)
        ]
        rows.sort(
            key=lambda r: (
                r["currency"],
                r["price_minor"],
                -_ms_floor(r["checked_at"]),
                r["listing"],
            )
        )
        return rows

    def offers_at(self, product_id: str, shop: str, at: datetime) -> list[Row]:
        """The last reading at or before ``at`` of each listing of the product at ``shop``."""
        readings = self.reader.product_readings(product_id)
        last, at_shop = _last_per_listing(readings, shop=shop, at_ms=_ms_floor(at))
        if not at_shop:
            raise api_error(
                "unknown_listing", f"shop: {shop!r} has no listing of product {product_id!r}"
            )
        rows = self._offer_rows(last)
        rows.sort(key=lambda r: (r["price_minor"], r["listing"]))
        return rows

    def history(
        self,
        product_id: str,
        *,
        shop: str | None,
        since: datetime | None,
        until: datetime | None,
        after: tuple[datetime, str] | None,
        limit: int,
    ) -> list[Row]:
        """Readings oldest first, keyset-paginated on (checked_at, obs_id); ``limit + 1`` rows."""
        readings = self.reader.product_readings(product_id)
        ms = pc.cast(readings["checked_at"], pa.int64())
        masks = []
        if shop is not None:
            masks.append(pc.equal(readings["shop"], _str(shop)))
        if since is not None:
            masks.append(pc.greater_equal(ms, _int(_ms_ceil(since))))
        if until is not None:
            masks.append(pc.less_equal(ms, _int(_ms_floor(until))))
        if after is not None:
            after_ms, after_id = _int(_ms_floor(after[0])), _str(after[1])
            masks.append(
                pc.or_(
                    pc.greater(ms, after_ms),
                    pc.and_(pc.equal(ms, after_ms), pc.greater(readings["obs_id"], after_id)),
                )
            )
        if masks:
            mask = masks[0]
            for more in masks[1:]:
                mask = pc.and_(mask, more)
            readings = readings.filter(mask)
        return self._offer_rows(readings.slice(0, limit + 1))

    # -- live reads -------------------------------------------------------------------------

    def listing_product(self, listing: str) -> str:
        """The product id of a known listing (its URL exactly as stored), else 404: a live read
        only ever fetches a listing the crawler found, never a URL a caller makes up."""
        rows = self._rows("SELECT product_id FROM listings WHERE listing = ?", [listing])
        if not rows:
            raise api_error("unknown_listing", f"listing: {listing!r} is not a known listing")
        return rows[0]["product_id"]

    def listings_of(self, product_id: str, shop: str) -> list[str]:
        rows = self._rows(
            "SELECT listing FROM listings WHERE product_id = ? AND shop = ? ORDER BY listing",
            [product_id, shop],
        )
        if not rows:
            raise api_error(
                "unknown_listing", f"shop: {shop!r} has no listing of product {product_id!r}"
            )
        return [r["listing"] for r in rows]

    def scan_targets(self, product_ids: Sequence[str], country: str | None, most: int) -> list[Row]:
        """Listings (with shop) of the products, best-ranked products first, at most ``most``."""
        rank = {pid: i for i, pid in enumerate(product_ids)}
        rows = self._rows(
            "SELECT o.listing, o.shop, o.product_id FROM latest_prices o "
            "LEFT JOIN shops s ON s.domain = o.shop "
            "WHERE list_contains(?::VARCHAR[], o.product_id) AND (? IS NULL OR s.country = ?)",
            [list(product_ids), country, country],
        )
        rows.sort(key=lambda r: (rank[r["product_id"]], r["shop"], r["listing"]))
        return rows[:most]
