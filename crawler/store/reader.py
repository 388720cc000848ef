"""Reads the store: an in-memory DuckDB that loads each new immutable batch file once."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from crawler.errors import StoreError
from crawler.store.db import connect
from crawler.store.paths import StorePaths
from crawler.store.schema import (
    OBSERVATION_SCHEMA,
    RUN_SCHEMA,
    SHOP_SCHEMA,
    listing_id_for,
    utc_ms,
)

_TABLES = """
CREATE TABLE observations ({obs_cols});
CREATE TABLE crawl_runs ({run_cols});
CREATE TABLE shops ({shop_cols});
CREATE TABLE latest_prices ({obs_cols}, PRIMARY KEY (listing_id));
CREATE TABLE products (product_id VARCHAR PRIMARY KEY, name VARCHAR, brand VARCHAR,
                       sku VARCHAR, gtin VARCHAR, updated_at TIMESTAMPTZ);
CREATE VIEW listings AS SELECT listing_id, listing, shop, product_id FROM latest_prices;
-- Every name a product is sold under now (one per listing), for search.
CREATE VIEW product_names AS SELECT DISTINCT product_id, product_name AS name FROM latest_prices;
"""

# A batch only moves latest_prices/products forward in time: an older batch loaded late (files
# are loaded in name order, not strictly in time order) never replaces a newer reading.
_MERGE = """
INSERT OR REPLACE INTO latest_prices
SELECT b.* FROM (SELECT * FROM batch
                 QUALIFY row_number() OVER (PARTITION BY listing_id ORDER BY checked_at DESC) = 1) b
LEFT JOIN latest_prices l ON l.listing_id = b.listing_id
WHERE l.listing_id IS NULL OR b.checked_at >= l.checked_at;

-- A product's name is the one most of its listings use now (ties: alphabetical), so it does
-- not flip with whichever shop was read last; brand, sku and gtin come from its latest readings.
INSERT OR REPLACE INTO products
WITH current AS (
    SELECT * FROM latest_prices WHERE product_id IN (SELECT DISTINCT product_id FROM batch)),
names AS (
    SELECT product_id, product_name, count(*) AS n FROM current GROUP BY ALL),
best AS (
    SELECT product_id, first(product_name ORDER BY n DESC, product_name) AS name
    FROM names GROUP BY product_id)
SELECT c.product_id, b.name,
       arg_max(c.brand, c.checked_at) FILTER (WHERE c.brand IS NOT NULL),
       arg_max(c.sku, c.checked_at) FILTER (WHERE c.sku IS NOT NULL),
       arg_max(c.gtin, c.checked_at) FILTER (WHERE c.gtin IS NOT NULL),
       max(c.checked_at)
FROM current c JOIN best b USING (product_id)
GROUP BY c.product_id, b.name;
"""


def _columns(schema: pa.Schema) -> str:
    con = duckdb.connect()
    try:
        rel = con.from_arrow(schema.empty_table())
        return ", ".join(f'"{n}" {t}' for n, t in zip(rel.columns, rel.types, strict=True))
    finally:
        con.close()


class _Chunk:
    __slots__ = ("spans", "table")

    def __init__(self, table: pa.Table, spans: dict[str, tuple[int, int]]) -> None:
        self.table = table
        self.spans = spans


_WITHIN = (("checked_at", "ascending"), ("obs_id", "ascending"))


class GroupedReadings:
    """Readings grouped by one key column, so that one key's readings cost a slice, not a scan.

    An in-memory log-structured merge of sorted Arrow chunks: each loaded batch becomes a small
    sorted chunk, and a chunk is merged into the one before it once it is at least a quarter of
    its size, so there are O(log n) chunks and each row is re-sorted O(log n) times. Within a
    key, readings are ordered by (checked_at, obs_id): history order, oldest first.
    """

    def __init__(self, key: str, columns: Sequence[str] | None = None) -> None:
        self.key = key
        names = list(columns or OBSERVATION_SCHEMA.names)
        for needed in (key, "checked_at", "obs_id"):
            if needed not in names:
                names.append(needed)
        self.schema = pa.schema([OBSERVATION_SCHEMA.field(n) for n in names])
        self._empty = self.schema.empty_table()
        self._chunks: tuple[_Chunk, ...] = ()  # replaced whole, so readers need no lock

    def _sorted(self, table: pa.Table) -> _Chunk:
        # DuckDB hands back µs timestamps: cast to the store's schema (whole milliseconds).
        table = table.select(self.schema.names).cast(self.schema, safe=False)
        order = pc.sort_indices(table, [(self.key, "ascending"), *_WITHIN])
        ordered = table.take(order).combine_chunks()
        spans: dict[str, tuple[int, int]] = {}
        if ordered.num_rows:
            runs = pc.run_end_encode(ordered[self.key].chunk(0))
            start = 0
            for value, end in zip(runs.values.to_pylist(), runs.run_ends.to_pylist(), strict=True):
                spans[value] = (start, end - start)
                start = end
        return _Chunk(ordered, spans)

    def add(self, table: pa.Table) -> None:
        """Add newly loaded readings (callers serialise ``add``; ``rows`` may run meanwhile)."""
        if not table.num_rows:
            return
        chunks = [*self._chunks, self._sorted(table)]
        while len(chunks) > 1 and chunks[-1].table.num_rows * 4 >= chunks[-2].table.num_rows:
            last = chunks.pop()
            chunks[-1] = self._sorted(pa.concat_tables([chunks[-1].table, last.table]))
        self._chunks = tuple(chunks)

    def rows(self, value: str) -> pa.Table:
        """The readings whose key is ``value``, ordered by (checked_at, obs_id); maybe none."""
        parts = []
        for chunk in self._chunks:
            span = chunk.spans.get(value)
            if span is not None:
                parts.append(chunk.table.slice(*span))
        if len(parts) == 1:
            return parts[0]
        if not parts:
            return self._empty
        table = pa.concat_tables(parts)
        return table.take(pc.sort_indices(table, list(_WITHIN)))


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MS = timedelta(milliseconds=1)

_PROOFS_MAX = 4096  # listings whose readings the signer's question keeps at hand

# What the signer's question needs of each reading.
_PROOF_COLUMNS = ["listing", "fingerprint", "price_minor", "currency", "stock"]


class StoreReader:
    """Thread-safe reader. ``refresh()`` is cheap (a directory listing) and rate-limits itself."""

    def __init__(
        self,
        data_dir: str | os.PathLike[str],
        *,
        min_refresh_s: float = 0.25,
        proofs_only: bool = False,
    ) -> None:
        """``proofs_only``: keep just what ``observations_for`` needs (the signer's question),
        not the queryable tables — a fraction of the memory, and no SQL (``sql()`` sees
        empty tables)."""
        self.paths = StorePaths.at(data_dir)
        self.min_refresh_s = min_refresh_s
        self.proofs_only = proofs_only
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
        self._by_product: GroupedReadings | None = None
        self._by_listing: GroupedReadings | None = (
            GroupedReadings("listing_id", _PROOF_COLUMNS) if proofs_only else None
        )
        self._proofs: dict[str, dict[str, tuple[tuple[int, str, str], ...]]] = {}
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
            # proofs_only: read just the columns the signer's question needs
            names = self._by_listing.schema.names if self.proofs_only else None  # type: ignore[union-attr]
            table = pa.concat_tables(
                [pq.read_table(p, schema=OBSERVATION_SCHEMA, columns=names) for p in obs_files]
            )
            if table.num_rows and not self.proofs_only:
                con.register("batch", table)
                try:
                    con.execute("BEGIN")
                    con.execute("INSERT INTO observations SELECT * FROM batch")
                    con.execute(_MERGE)
                    con.execute("COMMIT")
                finally:
                    con.unregister("batch")
            if table.num_rows:
                for grouped in (self._by_product, self._by_listing):
                    if grouped is not None:
                        grouped.add(table)
                self._proofs = {}
                self.version += 1
            self._loaded.update(str(p) for p in obs_files)
            loaded += table.num_rows
        if self.proofs_only:
            return loaded
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

    def _grouped(self, attr: str, key: str, columns: Sequence[str] | None) -> GroupedReadings:
        grouped = getattr(self, attr)
        if grouped is None:
            with self._lock:
                grouped = getattr(self, attr)
                if grouped is None:
                    grouped = GroupedReadings(key, columns)
                    cur = self._con.cursor()
                    try:
                        cur.execute("SET enable_progress_bar = false")  # no bar in server logs
                        # Column names from our own schema, never from a caller.
                        names = ", ".join(f'"{n}"' for n in grouped.schema.names)
                        query = f"SELECT {names} FROM observations"  # noqa: S608
                        loaded = cur.execute(query).to_arrow_table()
                    finally:
                        cur.close()
                    grouped.add(loaded)
                    setattr(self, attr, grouped)
        return grouped

    def product_readings(self, product_id: str) -> pa.Table:
        """Every reading of one product (OBSERVATION_SCHEMA), ordered by (checked_at, obs_id).

        The first call groups all loaded readings by product (a second or two per million
        rows); later batches are added as they load.
        """
        return self._grouped("_by_product", "product_id", None).rows(product_id)

    # -- the signer's question: was this exact price really observed? ----------------------

    def observations_for(
        self, *, listing: str, fingerprint: str, checked_at: datetime
    ) -> list[dict[str, object]]:
        """The readings of ``listing`` at ``checked_at`` with that proof (usually one).

        The first call groups all loaded readings by listing (a second or two per million rows).
        """
        stamp = (utc_ms(checked_at) - _EPOCH) // _MS  # exact integer milliseconds
        for attempt in range(2):
            found = self._listing_proofs(listing).get(f"{fingerprint} {stamp}")
            if found or attempt:
                break
            self.refresh(force=True)  # a reading stored a moment ago (live_check)
        return [{"price_minor": p, "currency": c, "stock": s} for p, c, s in found or ()]

    def _listing_proofs(self, listing: str) -> dict[str, tuple[tuple[int, str, str], ...]]:
        """``"<fingerprint> <ms>"`` → readings of one listing; kept until the next load, because
        a signer checks many readings of one listing in a row (a history, the same offers).

        Only strings and tuples of plain values: the garbage collector stops tracking those, so
        a full collection does not walk the cache (it held whole signed answers up by ~50 ms).
        """
        proofs = self._proofs
        found = proofs.get(listing)
        if found is not None:
            return found
        grouped = self._grouped("_by_listing", "listing_id", _PROOF_COLUMNS)
        readings = grouped.rows(listing_id_for(listing))
        found = {}
        columns = (
            readings["listing"].to_pylist(),
            readings["fingerprint"].to_pylist(),
            pc.cast(readings["checked_at"], pa.int64()).to_pylist(),
            readings["price_minor"].to_pylist(),
            readings["currency"].to_pylist(),
            readings["stock"].to_pylist(),
        )
        for url, fp, ms, price, currency, stock in zip(*columns, strict=True):
            if url == listing:  # listing ids are 64-bit prefixes: never trust them alone
                key = f"{fp} {ms}"
                found[key] = (*found.get(key, ()), (price, currency, stock))
        if len(proofs) >= _PROOFS_MAX:
            proofs.clear()
        proofs[listing] = found
        return found

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
