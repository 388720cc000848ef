"""Compaction: rewrites past days' many small batches as few files sorted for product lookups.

Why: the crawler writes a batch every PW_BATCH_SIZE readings (hundreds of files a day) in crawl
order, so DuckDB opens every file per query and can skip no row group: each holds every product.
A day file read once a day also repeats every listing's fixed columns (URL, name, ids) once per
row, which no encoding can shrink. A closed month rewritten as one file sorted by (product_id,
listing_id, checked_at) with small row groups fixes both: a product's readings sit in one or two
row groups (found by min/max statistics), and a listing's repeated values become dictionary runs.

Safety while readers run (crawler, API, signer and analysts never stop):

1. Only days at least ``min_age_days`` old are touched: no writer writes there any more (a crawl
   flushes yesterday's readings just after midnight; live_check writes today).
2. New files are written and fsynced in a staging tree outside the observations glob; each file's
   Parquet footer names the files it replaces (``replaced_names``).
3. The staging directory and the live one are swapped in one step (Linux
   ``renameat2(RENAME_EXCHANGE)``): a glob sees the old files or the new ones, never both, never
   neither. ``span="day"`` swaps one day's directory. ``span="month"`` swaps the whole
   observations directory, whose staging copy holds hard links to every other file.
4. Files that appeared in the old directory after it was listed are moved back; then the old
   files are deleted. A query that listed an old file and opens it after the swap fails with
   file-not-found and can be re-run; it never sees a row twice or misses one.

``span="month"`` also swaps today's directory, so a writer that created its temp file before the
swap and renames after would fail. Writers therefore hold ``observations.lock`` shared (flock)
from temp file to rename and compaction holds it exclusively around the swap (``store_lock``).

``StoreReader`` loads each file once by name, so it must treat a compacted file specially (see
``replaced_names``): rows it already loaded from the replaced files must not be loaded again.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import errno
import fcntl
import json
import os
import shutil
import uuid
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from crawler.errors import StoreError
from crawler.store.paths import StorePaths, fsync_dir
from crawler.store.schema import DICTIONARY_COLUMNS, OBSERVATION_SCHEMA
from crawler.store.writer import SCHEMA_PARTITION

REPLACES_KEY = b"pricewitness.replaces"
SORT_KEYS = [("product_id", "ascending"), ("listing_id", "ascending"), ("checked_at", "ascending")]
# Small row groups make min/max pruning fine-grained; 16 Ki rows keeps the footer small.
ROW_GROUP_ROWS = 16 * 1024
# Hashes and times never repeat, so a dictionary for them is built and thrown away (slow).
LOCK_FILE = "observations.lock"

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


@dataclass(frozen=True)
class Compacted:
    """One file written by compaction: the partition it went to and what it replaced."""

    partition: str
    files_in: int
    rows: int
    bytes_in: int
    bytes_out: int
    file: str


def replaced_names(path: str | os.PathLike[str]) -> frozenset[str] | None:
    """What a compacted file replaces, as ``date=…/<name>`` paths under the observations
    directory; None for a crawler batch.

    The reader's rule for a new file replacing R, given the files it has loaded: all of R loaded
    → mark the file loaded, read no rows; none of R loaded → load it and mark R loaded (leftovers
    of an interrupted compaction are then skipped); some loaded → load only rows whose obs_id is
    not loaded yet (obs_id is a hash of the reading, so this is exact).
    """
    metadata = pq.read_metadata(path).metadata or {}
    raw = metadata.get(REPLACES_KEY)
    return None if raw is None else frozenset(json.loads(raw))


@contextlib.contextmanager
def store_lock(data_dir: str | os.PathLike[str], *, exclusive: bool) -> Iterator[None]:
    """flock on ``store/observations.lock``: writers shared, compaction's swap exclusive."""
    path = StorePaths.at(data_dir).root / "store" / LOCK_FILE
    with open(path, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _exchange(a: Path, b: Path) -> None:
    """Atomically swap two directories (Linux renameat2)."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    renameat2 = getattr(libc, "renameat2", None)
    if renameat2 is None:
        raise OSError(errno.ENOSYS, "renameat2 is not available (Linux, glibc >= 2.28 needed)")
    if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"cannot exchange {a} and {b}: {os.strerror(err)}")
    fsync_dir(a.parent)
    fsync_dir(b.parent)


def _write_sorted(sources: list[Path], out: Path, root: Path, row_group_rows: int) -> Compacted:
    table = pa.concat_tables([pq.read_table(p, schema=OBSERVATION_SCHEMA) for p in sources])
    table = table.sort_by(SORT_KEYS)
    names = [str(p.relative_to(root)) for p in sources]
    table = table.replace_schema_metadata({REPLACES_KEY: json.dumps(names).encode()})
    out.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(
        table,
        out,
        compression="zstd",
        row_group_size=row_group_rows,
        use_dictionary=DICTIONARY_COLUMNS,
    )
    with open(out, "rb") as handle:
        os.fsync(handle.fileno())
    fsync_dir(out.parent)
    return Compacted(
        partition=out.parent.name,
        files_in=len(sources),
        rows=table.num_rows,
        bytes_in=sum(p.stat().st_size for p in sources),
        bytes_out=out.stat().st_size,
        file=out.name,
    )


def _out_name() -> str:
    # Sorts before the crawler's <ms>-<uuid> names (StoreReader loads in name order).
    return f"0000000000000-compact-{uuid.uuid4().hex}.parquet"


def _return_strays(old: Path, live: Path, known: set[str]) -> None:
    """Move files written into ``old`` after it was listed back into ``live``."""
    for stray in old.rglob("*.parquet"):
        rel = str(stray.relative_to(old))
        if rel not in known:
            (live / rel).parent.mkdir(parents=True, exist_ok=True)
            os.replace(stray, live / rel)


def _day_partitions(root: Path, newest: date) -> dict[str, list[Path]]:
    days: dict[str, list[Path]] = {}
    for directory in sorted(root.glob("date=*")):
        day = directory.name.removeprefix("date=")
        if directory.name == SCHEMA_PARTITION or not directory.is_dir() or len(day) != 10:
            continue
        try:
            if date.fromisoformat(day) > newest:
                continue
        except ValueError:
            continue
        days[day] = sorted(directory.glob("*.parquet"))
    return days


def compact(
    data_dir: str | os.PathLike[str],
    *,
    span: str = "month",
    min_age_days: int = 2,
    today: date | None = None,
    row_group_rows: int = ROW_GROUP_ROWS,
) -> list[Compacted]:
    """Compact closed months into ``date=YYYY-MM`` files (``span="month"``), and other old days
    with more than one file into one file each; ``span="day"`` compacts days only."""
    if span not in ("day", "month"):
        raise ValueError(f"span must be 'day' or 'month', not {span!r}")
    paths = StorePaths.at(data_dir)
    root = paths.observations
    newest = (today or datetime.now(UTC).date()) - timedelta(days=min_age_days)
    days = _day_partitions(root, newest)
    months: dict[str, list[Path]] = defaultdict(list)
    if span == "month":
        for day, files in days.items():
            month_end = (date.fromisoformat(day[:8] + "28") + timedelta(days=4)).replace(day=1)
            if month_end - timedelta(days=1) <= newest:
                months[day[:7]].extend(files)
        for month in months:  # a month compacted before, and late files since: merge again
            months[month].extend(sorted((root / f"date={month}").glob("*.parquet")))
        days = {d: f for d, f in days.items() if d[:7] not in months}
    staging = paths.root / "store" / "compaction" / uuid.uuid4().hex
    done: list[Compacted] = []
    try:
        for day, files in days.items():
            if len(files) < 2:
                continue
            live = root / f"date={day}"
            done.append(
                _write_sorted(files, staging / live.name / _out_name(), root, row_group_rows)
            )
            _exchange(staging / live.name, live)
            _return_strays(staging / live.name, live, {p.name for p in files})
            shutil.rmtree(staging / live.name)
        if any(len(files) > 1 for files in months.values()):
            done.extend(_compact_months(paths, months, staging, row_group_rows))
    except (OSError, pa.ArrowException) as exc:
        raise StoreError(f"cannot compact {root}: {exc}") from exc
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return done


def _compact_months(
    paths: StorePaths, months: dict[str, list[Path]], staging: Path, row_group_rows: int
) -> list[Compacted]:
    root = paths.observations
    tree = staging / "observations"
    done = [
        _write_sorted(files, tree / f"date={month}" / _out_name(), root, row_group_rows)
        for month, files in sorted(months.items())
        if len(files) > 1
    ]
    replaced = {str(p.relative_to(root)) for files in months.values() for p in files}
    with store_lock(paths.root, exclusive=True):
        # Every other file joins the new tree as a hard link: same bytes, same name, no copy.
        listed: set[str] = set()
        for path in root.rglob("*.parquet"):
            rel = str(path.relative_to(root))
            listed.add(rel)
            if rel not in replaced and not (tree / rel).exists():
                (tree / rel).parent.mkdir(parents=True, exist_ok=True)
                os.link(path, tree / rel)
        for directory in {(tree / rel).parent for rel in listed if rel not in replaced}:
            fsync_dir(directory)
        _exchange(tree, root)
        _return_strays(tree, root, listed)
    return done
