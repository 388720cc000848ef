"""Reads the store: an in-memory DuckDB that loads each new immutable batch file once."""

from __future__ import annotations

import hashlib
import os
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from crawler.errors import StoreError
from crawler.store.db import connect
from crawler.store.paths import StorePaths
from crawler.store.schema import OBSERVATION_SCHEMA, RUN_SCHEMA, SHOP_SCHEMA, utc_ms

_TABLES = """
CREATE TABLE observations ({obs_cols});
CREATE TABLE crawl_runs ({run_cols});
CREATE TABLE shops ({shop_cols});
CREATE TABLE latest_prices ({obs_cols}, PRIMARY KEY (listing_id));
CREATE TABLE products (product_id VARCHAR PRIMARY KEY, name VARCHAR, brand VARCHAR,
                       sku VARCHAR, gtin VARCHAR, updated_at TIMESTAMPTZ);
CREATE VIEW listings AS SELECT listing_id, listing, shop, product_id FROM latest_prices;
"""

# A batch only moves latest_prices/products forward in time: an older batch loaded late (files
# are loaded in name order, not strictly in time order) never replaces a newer reading.
_MERGE = """
INSERT OR REPLACE INTO latest_prices
SELECT b.* FROM (SELECT * FROM batch
                 QUALIFY row_number() OVER (PARTITION BY listing_id ORDER BY checked_at DESC) = 1) b
LEFT JOIN latest_prices l ON l.listing_id = b.listing_id
WHERE l.listing_id IS NULL OR b.checked_at >= l.checked_at;

INSERT OR REPLACE INTO products
SELECT b.product_id, b.product_name, b.brand, b.sku, b.gtin, b.checked_at FROM (
    SELECT * FROM batch
    QUALIFY row_number() OVER (PARTITION BY product_id ORDER BY checked_at DESC) = 1) b
LEFT JOIN products p ON p.product_id = b.product_id
WHERE p.product_id IS NULL OR b.checked_at >= p.updated_at;
"""


def _columns(schema: pa.Schema) -> str:
    con = duckdb.connect()
    try:
        rel = con.from_arrow(schema.empty_table())
        return ", ".join(f'"{n}" {t}' for n, t in zip(rel.columns, rel.types, strict=True))
    finally:
        con.close()


def _key(listing: str, fingerprint: str, checked_at: datetime) -> bytes:
    stamp = int(utc_ms(checked_at).timestamp() * 1000)
    return hashlib.blake2b(f"{listing}\n{fingerprint}\n{stamp}".encode(), digest_size=16).digest()


# The order of a product's readings in ProductReadings: history order, oldest first.
_PRODUCT_ORDER = [("product_id", "ascending"), ("checked_at", "ascending"), ("obs_id", "ascending")]


def _sorted_chunk(table: pa.Table) -> _Chunk:
    """``table`` in the store's schema sorted by product and time, with each product's span."""
    table = table.cast(OBSERVATION_SCHEMA, safe=False)  # DuckDB hands back µs timestamps
    ordered = table.take(pc.sort_indices(table, _PRODUCT_ORDER)).combine_chunks()
    spans: dict[str, tuple[int, int]] = {}
    if ordered.num_rows:
        runs = pc.run_end_encode(ordered["product_id"].chunk(0))
        start = 0
        for product_id, end in zip(runs.values.to_pylist(), runs.run_ends.to_pylist(), strict=True):
            spans[product_id] = (start, end - start)
            start = end
    return _Chunk(ordered, spans)


_EMPTY = OBSERVATION_SCHEMA.empty_table()


class _Chunk:
    __slots__ = ("spans", "table")

    def __init__(self, table: pa.Table, spans: dict[str, tuple[int, int]]) -> None:
        self.table = table
        self.spans = spans


class ProductReadings:
    """Every reading grouped by product, so that one product's readings cost a slice, not a scan.

    An in-memory log-structured merge of sorted Arrow chunks: each loaded batch becomes a small
    sorted chunk, and a chunk is merged into the one before it once it is at least a quarter of
    its size, so there are O(log n) chunks and each row is re-sorted O(log n) times.
    """

    def __init__(self) -> None:
        self._chunks: tuple[_Chunk, ...] = ()  # replaced whole, so readers need no lock

    def add(self, table: pa.Table) -> None:
        """Add newly loaded readings (callers serialise ``add``; ``rows`` may run meanwhile)."""
        if not table.num_rows:
            return
        chunks = [*self._chunks, _sorted_chunk(table)]
        while len(chunks) > 1 and chunks[-1].table.num_rows * 4 >= chunks[-2].table.num_rows:
            last = chunks.pop()
            chunks[-1] = _sorted_chunk(pa.concat_tables([chunks[-1].table, last.table]))
        self._chunks = tuple(chunks)

    def rows(self, product_id: str) -> pa.Table:
        """The product's readings ordered by (checked_at, obs_id); empty if none."""
        parts = []
        for chunk in self._chunks:
            span = chunk.spans.get(product_id)
            if span is not None:
                parts.append(chunk.table.slice(*span))
        if len(parts) == 1:
            return parts[0]
        if not parts:
            return _EMPTY
        table = pa.concat_tables(parts)
        return table.take(
            pc.sort_indices(table, [("checked_at", "ascending"), ("obs_id", "ascending")])
        )


class StoreReader:
    """Thread-safe reader. ``refresh()`` is cheap (a directory listing) and rate-limits itself."""

    def __init__(self, data_dir: str | os.PathLike[str], *, min_refresh_s: float = 0.25) -> None:
        self.paths = StorePaths.at(data_dir)
        self.min_refresh_s = min_refresh_s
        self._con = connect()
        self._con.execute(
            _TABLES.format(
                obs_cols=_columns(OBSERVATION_SCHEMA),
                run_cols=_columns(RUN_SCHEMA),
                shop_cols=_columns(SHOP_SCHEMA),
            )
        )
        self._lock = threading.Lock()
        self._loaded: set[str] = set()
        self._shops_mtime: int | None = None
        self._last_refresh = 0.0
        self._index: dict[bytes, list[tuple[int, str, str]]] | None = None
        self._by_product: ProductReadings | None = None
        # Bumped whenever a refresh loads anything: callers key their caches on it.
        self.version = 0
        self.refresh(force=True)

    # -- loading ----------------------------------------------------------------------------

    def _new_files(self, root: Path, pattern: str) -> list[Path]:
        if not root.exists():
            return []
        return sorted(
            (p for p in root.glob(pattern) if str(p) not in self._loaded),
            key=lambda p: p.name,
        )

    def refresh(self, *, force: bool = False) -> int:
        """Load batches written since the last refresh; returns the number of rows loaded."""
        now = time.monotonic()
        if not force and now - self._last_refresh < self.min_refresh_s:
            return 0
        with self._lock:
            self._last_refresh = time.monotonic()
            try:
                return self._load_new()
            except (OSError, duckdb.Error, pa.ArrowException) as exc:
                raise StoreError(f"cannot read the store at {self.paths.root}: {exc}") from exc

    def _load_new(self) -> int:
        loaded = 0
        con = self._con
        obs_files = self._new_files(self.paths.observations, "date=*/*.parquet")
        if obs_files:
            table = pa.concat_tables(
                [pq.read_table(p, schema=OBSERVATION_SCHEMA) for p in obs_files]
            )
            if table.num_rows:
                con.register("batch", table)
                try:
                    con.execute("BEGIN")
                    con.execute("INSERT INTO observations SELECT * FROM batch")
                    con.execute(_MERGE)
                    con.execute("COMMIT")
                finally:
                    con.unregister("batch")
                if self._index is not None:
                    self._index_table(table)
                if self._by_product is not None:
                    self._by_product.add(table)
                self.version += 1
            self._loaded.update(str(p) for p in obs_files)
            loaded += table.num_rows
        run_files = self._new_files(self.paths.runs, "*.parquet")
        if run_files:
            runs = pa.concat_tables([pq.read_table(p, schema=RUN_SCHEMA) for p in run_files])
            con.register("runs_batch", runs)
            con.execute("INSERT INTO crawl_runs SELECT * FROM runs_batch")
            con.unregister("runs_batch")
            self._loaded.update(str(p) for p in run_files)
            self.version += 1
        if self.paths.shops.exists():
            mtime = self.paths.shops.stat().st_mtime_ns
            if mtime != self._shops_mtime:
                shops = pq.read_table(self.paths.shops, schema=SHOP_SCHEMA)
                con.register("shops_batch", shops)
                con.execute(
                    "BEGIN; DELETE FROM shops; INSERT INTO shops SELECT * FROM shops_batch; COMMIT"
                )
                con.unregister("shops_batch")
                self._shops_mtime = mtime
                self.version += 1
        return loaded

    # -- queries ----------------------------------------------------------------------------

    def cursor(self) -> duckdb.DuckDBPyConnection:
        """A cursor for one thread or request (DuckDB cursors are not shared across threads)."""
        return self._con.cursor()

    def sql(self, query: str, params: list[object] | None = None) -> list[tuple[object, ...]]:
        cur = self.cursor()
        try:
            return cur.execute(query, params or []).fetchall()
        finally:
            cur.close()

    def product_readings(self, product_id: str) -> pa.Table:
        """Every reading of one product (OBSERVATION_SCHEMA), ordered by (checked_at, obs_id).

        The first call groups all loaded readings by product (about a second per million rows);
        later batches are added as they load.
        """
        if self._by_product is None:
            with self._lock:
                if self._by_product is None:
                    by_product = ProductReadings()
                    cur = self._con.cursor()
                    try:
                        by_product.add(
                            cur.execute("SELECT * FROM observations").fetch_arrow_table()
                        )
                    finally:
                        cur.close()
                    self._by_product = by_product
        return self._by_product.rows(product_id)

    # -- the signer's question: was this exact price really observed? ----------------------

    def _index_table(self, table: pa.Table) -> None:
        assert self._index is not None
        cols = table.select(
            ["listing", "fingerprint", "checked_at", "price_minor", "currency", "stock"]
        ).to_pydict()
        for listing, fp, at, price, currency, stock in zip(*cols.values(), strict=True):
            self._index.setdefault(_key(listing, fp, at), []).append((price, currency, stock))

    def _ensure_index(self) -> dict[bytes, list[tuple[int, str, str]]]:
        with self._lock:
            if self._index is None:
                self._index = {}
                cur = self._con.cursor()
                self._index_table(cur.execute("SELECT * FROM observations").fetch_arrow_table())
                cur.close()
            return self._index

    def observations_for(
        self, *, listing: str, fingerprint: str, checked_at: datetime
    ) -> list[dict[str, object]]:
        """The readings of ``listing`` at ``checked_at`` with that proof (usually one)."""
        key = _key(listing, fingerprint, checked_at)
        index = self._ensure_index()
        if key not in index:
            self.refresh(force=True)  # a reading stored a moment ago (live_check)
        return [{"price_minor": p, "currency": c, "stock": s} for p, c, s in index.get(key, ())]

    def observation_exists(
        self,
        *,
        listing: str,
        fingerprint: str,
        price_minor: int | None,
        currency: str,
        stock: str | None,
        checked_at: datetime,
    ) -> bool:
        """True if exactly this reading is in the store (``None`` matches any price/stock)."""
        return any(
            (price_minor is None or row["price_minor"] == price_minor)
            and row["currency"] == currency
            and (stock is None or row["stock"] == stock)
            for row in self.observations_for(
                listing=listing, fingerprint=fingerprint, checked_at=checked_at
            )
        )

    def iter_loaded(self) -> Iterator[str]:
        return iter(sorted(self._loaded))

    def close(self) -> None:
        self._con.close()
