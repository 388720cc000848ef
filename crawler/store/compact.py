"""Compaction: rewrites a past day's many small batches as one file sorted for product lookups.

Why: the crawler writes a batch every PW_BATCH_SIZE readings (hundreds of files a day), in crawl
order. DuckDB then opens every file per query and no row group can be skipped, because each one
holds every product. One file per day, sorted by (product_id, listing_id, checked_at), with small
row groups, lets a product query read a few row groups per day by their min/max statistics.

How it stays safe while readers run (crawler, API, signer and analysts never stop):

1. Only days older than ``min_age_days`` are compacted: no writer writes there any more (a crawl
   flushes yesterday's readings just after midnight; live_check writes today).
2. The new file is written and fsynced in a staging directory outside the observations glob, its
   Parquet footer naming the files it replaces (``pricewitness.replaces``, see ``replaced_names``).
3. The staging day directory and the live one are swapped in one step (Linux
   ``renameat2(RENAME_EXCHANGE)``): a glob sees the old files or the new file, never both, never
   neither. Where the file system cannot exchange, the new file is renamed in and the old ones are
   unlinked right after (a glob racing that moment may see both; logged).
4. Files that appeared in the old directory after it was listed are moved back, then the old
   files are deleted. A query that listed an old file and opens it only after the swap fails with
   a file-not-found error and can be re-run; it never sees a row twice.

``StoreReader`` loads each file once by name, so it must treat a compacted file specially (see
``replaced_names``): rows it already loaded from the replaced files must not be loaded again.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import json
import logging
import os
import shutil
import uuid
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from crawler.errors import StoreError
from crawler.store.paths import StorePaths, fsync_dir
from crawler.store.schema import OBSERVATION_SCHEMA
from crawler.store.writer import SCHEMA_PARTITION

REPLACES_KEY = b"pricewitness.replaces"
SORT_KEYS = (("product_id", "ascending"), ("listing_id", "ascending"), ("checked_at", "ascending"))
# Small row groups make min/max pruning fine-grained; 16 Ki rows keeps the footer small.
ROW_GROUP_ROWS = 16 * 1024
# Columns with few distinct values keep dictionary encoding; hashes and times never repeat within
# a day, so a dictionary for them is built and thrown away (slow) and they are written plain.
_DICTIONARY_COLUMNS = [
    "run_id", "shop", "listing", "listing_id", "product_id", "product_name", "brand", "sku",
    "gtin", "currency", "stock", "method", "regular_price_minor", "shipping_minor",
]  # fmt: skip

log = logging.getLogger(__name__)

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


@dataclass(frozen=True)
class Compacted:
    """What compacting one day did."""

    day: str
    files_in: int
    rows: int
    bytes_in: int
    bytes_out: int
    file: str
    exchanged: bool


def replaced_names(path: str | os.PathLike[str]) -> frozenset[str] | None:
    """The file names a compacted file replaces (same directory), or None for a plain batch.

    The reader's rule for a file with replaced names R, given the names it has loaded:
    all of R loaded → mark the file loaded, read no rows; none of R loaded → load it and mark R
    loaded (leftovers of an interrupted compaction are then skipped); some loaded → load only
    rows whose obs_id is not loaded yet (obs_id is a hash of the reading, so this is exact).
    """
    metadata = pq.read_metadata(path).metadata or {}
    raw = metadata.get(REPLACES_KEY)
    return None if raw is None else frozenset(json.loads(raw))


def _exchange(a: Path, b: Path) -> bool:
    """Atomically swap two paths (Linux renameat2); False where the kernel or fs cannot."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    renameat2 = getattr(libc, "renameat2", None)
    if renameat2 is None:
        return False
    result = renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
    if result == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(a))


def compact_day(
    data_dir: str | os.PathLike[str], day: str, *, row_group_rows: int = ROW_GROUP_ROWS
) -> Compacted | None:
    """Rewrite ``date=<day>`` as one sorted file; None when it holds fewer than two files."""
    paths = StorePaths.at(data_dir)
    live = paths.observations / f"date={day}"
    sources = sorted(live.glob("*.parquet"))
    if len(sources) < 2:
        return None
    try:
        bytes_in = sum(p.stat().st_size for p in sources)
        table = pa.concat_tables([pq.read_table(p, schema=OBSERVATION_SCHEMA) for p in sources])
        table = table.sort_by(list(SORT_KEYS))
        names = [p.name for p in sources]
        table = table.replace_schema_metadata({REPLACES_KEY: json.dumps(names).encode()})
        # "0000…" sorts before the crawler's <ms>-<uuid> names: StoreReader loads in name order.
        out_name = f"0000000000000-compact-{uuid.uuid4().hex}.parquet"
        staging = paths.root / "store" / "compaction" / uuid.uuid4().hex / f"date={day}"
        staging.mkdir(parents=True)
        out = staging / out_name
        pq.write_table(
            table,
            out,
            compression="zstd",
            row_group_size=row_group_rows,
            use_dictionary=_DICTIONARY_COLUMNS,
            write_statistics=True,
        )
        with open(out, "rb") as handle:
            os.fsync(handle.fileno())
        fsync_dir(staging)
        exchanged = _exchange(staging, live)
        if exchanged:
            fsync_dir(live.parent)
            fsync_dir(staging.parent)
            old_dir = staging  # now holds the old files
            for stray in old_dir.glob("*.parquet"):
                if stray.name not in names:  # written after we listed: keep it live
                    os.replace(stray, live / stray.name)
        else:
            log.warning("cannot exchange directories here; %s briefly shows old and new", live)
            os.replace(out, live / out_name)
            fsync_dir(live)
            for source in sources:
                source.unlink(missing_ok=True)
            old_dir = staging
        fsync_dir(live)
        shutil.rmtree(old_dir.parent)
    except (OSError, pa.ArrowException) as exc:
        raise StoreError(f"cannot compact {live}: {exc}") from exc
    return Compacted(
        day=day,
        files_in=len(sources),
        rows=table.num_rows,
        bytes_in=bytes_in,
        bytes_out=(live / out_name).stat().st_size,
        file=out_name,
        exchanged=exchanged,
    )


def compact(
    data_dir: str | os.PathLike[str],
    *,
    min_age_days: int = 2,
    today: date | None = None,
    row_group_rows: int = ROW_GROUP_ROWS,
) -> list[Compacted]:
    """Compact every day partition at least ``min_age_days`` old that has more than one file."""
    paths = StorePaths.at(data_dir)
    today = today or datetime.now(UTC).date()
    newest = today - timedelta(days=min_age_days)
    done = []
    for directory in sorted(paths.observations.glob("date=*")):
        day = directory.name.removeprefix("date=")
        if directory.name == SCHEMA_PARTITION or not directory.is_dir():
            continue
        try:
            if date.fromisoformat(day) > newest:
                continue
        except ValueError:
            continue
        result = compact_day(data_dir, day, row_group_rows=row_group_rows)
        if result is not None:
            done.append(result)
    return done
