"""Appends observations, crawl runs and shops to the store as immutable Parquet files."""

from __future__ import annotations

import io
import os
import re
import threading
import time
import uuid
from collections import defaultdict
from collections.abc import Iterable, Sequence

import pyarrow as pa
import pyarrow.parquet as pq

from crawler.errors import StoreError
from crawler.store.paths import StorePaths, store_lock, write_atomically
from crawler.store.schema import (
    DICTIONARY_COLUMNS,
    OBSERVATION_SCHEMA,
    RUN_SCHEMA,
    SHOP_SCHEMA,
    CrawlRun,
    Observation,
)

# An empty file per table keeps the analysts' views valid before the first crawl (a glob that
# matches nothing is an error in DuckDB).
SCHEMA_FILE = "00000000-schema.parquet"
SCHEMA_PARTITION = "date=1970-01-01"
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_BATCH_NAME = re.compile(rf"\d{{13}}-({_DAY.pattern})-[0-9a-f]{{32}}\.parquet")


def _parquet_bytes(table: pa.Table) -> bytes:
    sink = io.BytesIO()
    dictionary = DICTIONARY_COLUMNS if table.schema.equals(OBSERVATION_SCHEMA) else True
    pq.write_table(
        table, sink, compression="zstd", row_group_size=128 * 1024, use_dictionary=dictionary
    )
    return sink.getvalue()


_written_lock = threading.Lock()
_batches_written = 0


def batches_written_here() -> int:
    """Observation batches this process has written: a StoreReader in the same process loads at
    once after one (the API's live_check stores a reading and the next question must see it)."""
    return _batches_written


def partition(day: str) -> str:
    """The directory of a day's batches: its month's (``date=YYYY-MM``). A month's readings live
    in one directory so that compaction merges them in one atomic swap (crawler/store/compact.py).
    Stores written before kept a directory per day (``date=YYYY-MM-DD``); they are read alike."""
    return f"date={day[:7]}"


def batch_day(name: str) -> str | None:
    """The UTC day (YYYY-MM-DD) whose readings a batch file holds, from its name; None for a
    name this writer did not give (a compacted file, or a batch of a day directory)."""
    match = _BATCH_NAME.fullmatch(name)
    return match.group(1) if match else None


def _batch_name(day: str) -> str:
    # <ms>-<day>-<uuid>: name order is write order (readers load in name order).
    return f"{time.time_ns() // 1_000_000:013d}-{day}-{uuid.uuid4().hex}.parquet"


class ObservationWriter:
    """Writes batches of observations; a batch becomes visible whole (atomic rename) or never."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.paths = StorePaths.at(data_dir)
        self.ensure_layout()

    def ensure_layout(self) -> None:
        schema_obs = self.paths.observations / SCHEMA_PARTITION / SCHEMA_FILE
        schema_runs = self.paths.runs / SCHEMA_FILE
        try:
            for path, schema in ((schema_obs, OBSERVATION_SCHEMA), (schema_runs, RUN_SCHEMA)):
                if not path.exists():
                    write_atomically(path, _parquet_bytes(schema.empty_table()))
            if not self.paths.shops.exists():
                write_atomically(self.paths.shops, _parquet_bytes(SHOP_SCHEMA.empty_table()))
            self.paths.run_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot create the store under {self.paths.root}: {exc}") from exc

    def write(self, observations: Sequence[Observation]) -> list[str]:
        """Write ``observations`` (one file per UTC date); returns the file names written."""
        by_date: dict[str, list[dict[str, object]]] = defaultdict(list)
        for obs in observations:
            by_date[obs.checked_at.strftime("%Y-%m-%d")].append(obs.row())
        written = []
        for day, rows in sorted(by_date.items()):
            table = pa.Table.from_pylist(rows, schema=OBSERVATION_SCHEMA)
            written.append(self.write_table(table, day))
        return written

    def write_table(self, table: pa.Table, day: str) -> str:
        """Write an Arrow table already in OBSERVATION_SCHEMA (the bulk path: no per-row work),
        every row of it read on ``day`` (YYYY-MM-DD, UTC)."""
        if table.schema != OBSERVATION_SCHEMA:
            table = table.select(OBSERVATION_SCHEMA.names).cast(OBSERVATION_SCHEMA)
        if not _DAY.fullmatch(day):  # a malformed day must not name a directory
            raise StoreError(f"not a UTC day (YYYY-MM-DD): {day!r}")
        path = self.paths.observations / partition(day) / _batch_name(day)
        data = _parquet_bytes(table)
        try:
            with store_lock(self.paths, exclusive=False):
                write_atomically(path, data)
        except OSError as exc:
            raise StoreError(f"cannot write observations to {path}: {exc}") from exc
        global _batches_written
        with _written_lock:
            _batches_written += 1
        return path.name

    def write_run(self, run: CrawlRun) -> None:
        table = pa.Table.from_pylist([run.row()], schema=RUN_SCHEMA)
        write_atomically(self.paths.runs / f"{run.run_id}.parquet", _parquet_bytes(table))

    def write_shops(self, shops: Iterable[dict[str, str]]) -> None:
        """Replace the shops table (a small file, replaced atomically)."""
        rows = [{name: shop.get(name) for name in SHOP_SCHEMA.names} for shop in shops]
        write_atomically(
            self.paths.shops, _parquet_bytes(pa.Table.from_pylist(rows, schema=SHOP_SCHEMA))
        )
