"""Reads the store: an in-memory DuckDB that loads each new immutable batch file once."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from crawler.errors import StoreError
from crawler.store.compacted import fill_obs_ids, replaced_names_of
from crawler.store.db import connect
from crawler.store.grouped import GroupedReadings
from crawler.store.paths import StorePaths
from crawler.store.schema import (
    OBSERVATION_SCHEMA,
    RUN_SCHEMA,
    SHOP_SCHEMA,
    listing_id_for,
    utc_ms,
)
from crawler.store.writer import batches_written_here

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


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_MS = timedelta(milliseconds=1)

_SNAPSHOT_TRIES = 12


def _ms_of(moment: datetime) -> int:
    return (utc_ms(moment) - _EPOCH) // _MS


_PROOFS_MAX = 4096  # listings whose readings the signer's question keeps at hand

# A load this large gives its sort and concat copies back to the OS (see refresh()).
_RELEASE_AFTER_ROWS = 100_000
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
        self._written_seen = -1
        self._by_product: GroupedReadings | None = None
        self._by_listing: GroupedReadings | None = (
            GroupedReadings("listing_id", _PROOF_COLUMNS) if proofs_only else None
        )
        self._proofs: dict[str, dict[str, tuple[tuple[int, str, str], ...]]] = {}
        self._asked: set[str] = set()  # listings asked about once (see _readings_at)
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
        written = batches_written_here()
        if (
            not force
            and written == self._written_seen
            and now - self._last_refresh < self.min_refresh_s
        ):
            return 0
        with self._lock:
            self._last_refresh = time.monotonic()
            self._written_seen = written  # read before listing: a later write lists again
            try:
                loaded = self._load_new()
            except (OSError, duckdb.Error, pa.ArrowException) as exc:
                raise StoreError(f"cannot read the store at {self.paths.root}: {exc}") from exc
            if loaded >= _RELEASE_AFTER_ROWS:
                # Loading sorts and concatenates copies; the allocator keeps their pages
                # unless asked (at 1M readings the signer held 830 MB, 450 MB after this).
                pa.default_memory_pool().release_unused()
            return loaded

    def _read_observations(self) -> tuple[pa.Table | None, set[str]]:
        """The rows of observation files not loaded yet, and the names to mark loaded.

        Compaction swaps directories while we read; a file listed before a swap may be gone
        when opened. Nothing is kept from a failed attempt, so the listing is simply re-run.
        """
        for attempt in range(_SNAPSHOT_TRIES):
            try:
                return self._read_snapshot()
            except FileNotFoundError:
                if attempt == _SNAPSHOT_TRIES - 1:
                    raise
                # a compaction is swapping right now: let it finish (a busy machine may
                # schedule the compactor between every listing and its reads)
                time.sleep(min(0.2, 0.005 * 2**attempt))
        raise AssertionError("unreachable")

    def _read_snapshot(self) -> tuple[pa.Table | None, set[str]]:
        root = self.paths.observations
        if not root.exists():
            return None, set()
        # Each directory is listed before a compaction's swap or after it, and a merge never
        # spans two directories (crawler/store/compact.py): any mix of listings has each row
        # once. The descriptor keeps the listing and the reads on the same store.
        fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
        try:
            base = Path(f"/proc/self/fd/{fd}")
            new = sorted(
                (
                    name
                    for name in (str(p.relative_to(base)) for p in base.glob("date=*/*.parquet"))
                    if name not in self._loaded
                ),
                key=lambda name: name.rsplit("/", 1)[-1],  # compacted files sort first
            )
            # proofs_only: read just the columns the signer's question needs
            schema = self._by_listing.schema if self.proofs_only else OBSERVATION_SCHEMA  # type: ignore[union-attr]
            parts: list[pa.Table] = []
            mark: set[str] = set()
            for name in new:
                if name in mark:  # replaced by a compacted file of this same listing
                    continue
                mark.add(name)
                parquet = pq.ParquetFile(base / name)
                replaces = replaced_names_of(parquet.schema_arrow.metadata)
                if replaces is not None:
                    loaded_before = replaces & (self._loaded | mark)
                    mark |= replaces
                    if loaded_before == replaces:
                        continue  # every row is loaded already, from the files it replaces
                table = parquet.read(columns=schema.names).replace_schema_metadata(None)
                table = fill_obs_ids(table.cast(schema))
                if replaces is not None:
                    # Not "none of R loaded, so none of its rows": R may name a compacted file
                    # this reader never saw, which held rows of one it did see.
                    table = table.filter(pc.invert(pc.is_in(table["obs_id"], self._ids(table))))
                parts.append(table)
        finally:
            os.close(fd)
        return (pa.concat_tables(parts) if parts else None), mark

    def _ids(self, table: pa.Table) -> pa.Array:
        """obs_ids loaded already in the time span of ``table`` (for a compacted file not all of
        whose replaced files were loaded: the rest of its rows are new)."""
        span = pc.min_max(table["checked_at"])
        low, high = span["min"], span["max"]
        if not self.proofs_only:
            cur = self._con.cursor()
            try:
                found = cur.execute(
                    "SELECT DISTINCT obs_id FROM observations WHERE checked_at BETWEEN ? AND ?",
                    [low.as_py(), high.as_py()],
                ).to_arrow_table()
            finally:
                cur.close()
            return found["obs_id"].combine_chunks()
        return self._by_listing.obs_ids_between(low, high)  # type: ignore[union-attr]

    def _load_new(self) -> int:
        loaded = 0
        con = self._con
        table, names = self._read_observations()
        if table is not None and table.num_rows:
            if not self.proofs_only:
                con.register("batch", table)
                try:
                    con.execute("BEGIN")
                    con.execute("INSERT INTO observations SELECT * FROM batch")
                    con.execute(_MERGE)
                    con.execute("COMMIT")
                finally:
                    con.unregister("batch")
            for grouped in (self._by_product, self._by_listing):
                if grouped is not None:
                    grouped.add(table)
            self._proofs = {}
            self._asked = set()
            self.version += 1
            loaded += table.num_rows
        self._loaded.update(names)
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
        stamp = _ms_of(checked_at)  # exact integer milliseconds
        for attempt in range(2):
            found = self._readings_at(listing, fingerprint, stamp)
            if found or attempt:
                break
            self.refresh(force=True)  # a reading stored a moment ago (live_check)
        return [{"price_minor": p, "currency": c, "stock": s} for p, c, s in found or ()]

    def _readings_at(
        self, listing: str, fingerprint: str, stamp: int
    ) -> tuple[tuple[int, str, str], ...]:
        """One listing's readings with that proof at that millisecond.

        A listing asked about once (a lowest price) is searched in its Arrow slice; one asked
        about again (a history's points, the same offers answer after answer) gets its readings
        indexed, which costs ≈ 100 µs once and makes every later question a dict lookup.
        """
        key = f"{fingerprint} {stamp}"
        proofs = self._proofs.get(listing)
        if proofs is not None:
            return proofs.get(key, ())
        asked = self._asked
        if listing in asked:
            return self._listing_proofs(listing).get(key, ())
        if len(asked) >= _PROOFS_MAX * 4:
            asked.clear()
        asked.add(listing)
        grouped = self._grouped("_by_listing", "listing_id", _PROOF_COLUMNS)
        readings = grouped.rows(listing_id_for(listing))
        if not readings.num_rows:
            return ()
        rows = [i for i, fp in enumerate(readings["fingerprint"].to_pylist()) if fp == fingerprint]
        if not rows:
            return ()
        out = []
        for i in rows:
            row = readings.slice(i, 1).to_pylist()[0]
            # listing ids are 64-bit prefixes: the URL itself must match
            if row["listing"] == listing and _ms_of(row["checked_at"]) == stamp:
                out.append((row["price_minor"], row["currency"], row["stock"]))
        return tuple(out)

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

    def close(self) -> None:
        self._con.close()
