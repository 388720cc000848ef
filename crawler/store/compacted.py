"""The compacted file format: how compaction writes a sorted file and how readers read it back.

A compacted file has the observation columns of a crawler batch, sorted by (product_id,
listing_id, checked_at), plus two differences a reader must know about:

- its footer names the files it replaces (``replaced_names``), so a reader that loaded those
  files already does not load their rows again;
- ``obs_id`` is NULL wherever it equals ``obs_id_for`` of the row (every reading written through
  ``Observation``): readers fill it with ``OBS_ID_SQL`` (``fill_obs_ids``). That halves the file,
  because obs_id is a random-looking hash (17.5 of 58 bytes per observation). A row whose stored
  obs_id differs (written by other means) keeps it, so every value reads back byte-identical.

Encodings are chosen per column for the sorted order: a listing's readings sit together, so
checked_at is DELTA_BINARY_PACKED (one day apart), fingerprint and run_id DELTA_BYTE_ARRAY (shared
prefixes stored once, leaving zstd pure hex); the repeating columns are dictionaries. Every one of
them is read by DuckDB 1.5 and pyarrow (BYTE_STREAM_SPLIT for integers is not read by DuckDB).
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from crawler.store.paths import fsync_dir
from crawler.store.schema import DICTIONARY_COLUMNS, OBS_ID_SQL, OBSERVATION_SCHEMA

REPLACES_KEY = b"pricewitness.replaces"
SORT_KEYS = [("product_id", "ascending"), ("listing_id", "ascending"), ("checked_at", "ascending")]
# Small row groups make min/max pruning fine-grained (a product's readings in one or two groups);
# 64 Ki rows would save 0.3 B/observation but read 4x more per point query.
ROW_GROUP_ROWS = 16 * 1024
# Measured on a month of benchmarks/store.py (B/observation): checked_at 4.4 → 3.7 as deltas;
# fingerprint 33.3 → 32.5 with its prefix shared; run_id 0.9 → 0.65 as shared prefixes (a new
# run every row, same date prefix) rather than a dictionary of every run.
_ENCODINGS = {
    "checked_at": "DELTA_BINARY_PACKED",
    "fingerprint": "DELTA_BYTE_ARRAY",
    "run_id": "DELTA_BYTE_ARRAY",
}
_DICTIONARY = [c for c in DICTIONARY_COLUMNS if c not in _ENCODINGS]
# zstd 9 saves 0.1 B on the small columns; random hex (fingerprint) gains nothing from it.
_LEVELS = {name: 1 if name == "fingerprint" else 9 for name in OBSERVATION_SCHEMA.names}
# Min/max only where they can prune: in product order every row group spans nearly every shop,
# currency and GTIN range. DuckDB parses every footer on every query: 420 → 274 KB a month file
# at 100k listings.
_STATISTICS = ["product_id", "listing_id", "checked_at"]
_OBS_ID_INPUTS = ("listing", "checked_at", "fingerprint", "price_minor", "currency", "stock")


def replaced_names_of(metadata: dict[bytes, bytes] | None) -> frozenset[str] | None:
    raw = (metadata or {}).get(REPLACES_KEY)
    return None if raw is None else frozenset(json.loads(raw))


def replaced_names(path: str | os.PathLike[str]) -> frozenset[str] | None:
    """What a compacted file replaces, as ``date=…/<name>`` paths under the observations
    directory; None for a crawler batch.

    The reader's rule for a new file replacing R, given the files it has loaded: all of R loaded
    → mark the file loaded, read no rows; else load only its rows whose obs_id is not loaded yet,
    and mark R loaded (obs_id is a hash of the reading, so this is exact up to a reading stored
    twice, which it then keeps once). R is not transitive: it may name a compacted file the
    reader never saw (two merges between two refreshes), whose rows it partly loaded from
    files that one replaced, so "none of R loaded" does not mean "none of its rows".
    """
    return replaced_names_of(pq.read_schema(path).metadata)


def derived_obs_ids(table: pa.Table) -> pa.Array:
    """``obs_id_for`` of every row of ``table``, computed in DuckDB (vectorised, both cores)."""
    con = duckdb.connect()
    try:
        con.register("rows", table.select(list(_OBS_ID_INPUTS)))
        # OBS_ID_SQL is our constant, not a caller's text.
        result = con.execute(f"SELECT {OBS_ID_SQL} AS obs_id FROM rows").to_arrow_table()  # noqa: S608
    finally:
        con.close()
    return result["obs_id"].combine_chunks().cast(pa.string())


def fill_obs_ids(table: pa.Table) -> pa.Table:
    """``table`` with every NULL obs_id replaced by the derived one (a no-op for crawler
    batches, which store every obs_id)."""
    index = table.schema.get_field_index("obs_id")
    if index < 0 or table.column(index).null_count == 0:
        return table
    stored = table.column(index).combine_chunks()
    if stored.null_count == len(stored):
        filled = derived_obs_ids(table)
    else:
        missing = pc.is_null(stored)
        filled = pc.coalesce(stored, _scatter(derived_obs_ids(table.filter(missing)), missing))
    return table.set_column(index, "obs_id", filled)


def _scatter(values: pa.Array, mask: pa.Array) -> pa.Array:
    """``values`` (one per true slot of ``mask``, in order) put in those slots; NULL elsewhere."""
    positions = pc.subtract(pc.cumulative_sum(pc.cast(mask, pa.int64())), 1)
    return values.take(pc.if_else(mask, positions, pa.scalar(None, pa.int64())))


def _leave_out_derivable(table: pa.Table) -> pa.Table:
    """obs_id set to NULL where it equals the derived one (NULL already: from a compacted file,
    derivable by construction, so only stored ids are hashed)."""
    index = table.schema.get_field_index("obs_id")
    stored = table.column(index).combine_chunks()
    present = pc.is_valid(stored)
    if not pc.any(present).as_py():
        return table
    kept = table.filter(present)
    same = _scatter(pc.equal(kept["obs_id"].combine_chunks(), derived_obs_ids(kept)), present)
    nulls = pa.scalar(None, pa.string())
    return table.set_column(index, "obs_id", pc.if_else(pc.fill_null(same, False), nulls, stored))


def write_compacted(
    sources: Sequence[Path],
    out: Path,
    root: Path,
    *,
    row_group_rows: int = ROW_GROUP_ROWS,
    leave_out_obs_id: bool = True,
) -> pa.Table:
    """Merge ``sources`` (crawler batches or compacted files) into ``out``, sorted, fsynced;
    returns the rows written (obs_id as stored)."""
    table = pa.concat_tables([pq.read_table(p, schema=OBSERVATION_SCHEMA) for p in sources])
    table = table.sort_by(SORT_KEYS)
    table = _leave_out_derivable(table) if leave_out_obs_id else fill_obs_ids(table)
    names = [str(p.relative_to(root)) for p in sources]
    table = table.replace_schema_metadata({REPLACES_KEY: json.dumps(names).encode()})
    out.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(
        table,
        out,
        compression="zstd",
        row_group_size=row_group_rows,
        compression_level=_LEVELS,
        use_dictionary=_DICTIONARY,
        column_encoding=_ENCODINGS,
        write_statistics=_STATISTICS,
    )
    with open(out, "rb") as handle:
        os.fsync(handle.fileno())
    fsync_dir(out.parent)
    return table
