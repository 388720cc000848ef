"""Compaction: rewrites past days' many small batches as few files sorted for product lookups.

Why: the crawler writes a batch every PW_BATCH_SIZE readings (hundreds of files a day) in crawl
order, so DuckDB opens every file per query and can skip no row group: each holds every product.
A day file also repeats every listing's fixed columns (URL, name, ids) once per row, which no
encoding can shrink. A month rewritten as one file sorted by (product_id, listing_id, checked_at)
with small row groups fixes both: a product's readings sit in one or two row groups (found by
min/max statistics), and a listing's repeated values become dictionary runs. The file format
(what a reader must know: ``replaced_names``, derived obs_ids) is in ``crawler.store.compacted``.

``span="month"`` (the default) merges every day at least ``min_age_days`` old into its month's
file, also in a month not over yet: the month file is merged again as later days close, so at
most the last ``min_age_days`` days are left as crawler batches. The month file lives in the
directory of the month's first day present (``date=YYYY-MM-DD``). ``span="day"`` merges each such
day's files into one file in place.

Safety while readers run (crawler, API, signer and analysts never stop):

1. Only days at least ``min_age_days`` old are touched: no writer writes there any more (a crawl
   flushes yesterday's readings just after midnight; live_check writes today).
2. New files are written and fsynced in a staging tree outside the observations glob; each file's
   Parquet footer names the files it replaces.
3. The staging directory and the live one are swapped in one step (Linux
   ``renameat2(RENAME_EXCHANGE)``). ``span="day"`` swaps one day's directory; ``span="month"``
   swaps the whole observations directory, whose staging copy holds hard links to every other
   file. A reader that lists the top directory before the swap and a day directory after it
   finds the month's file (it is in a day directory that existed before) and empty or missing
   other days of that month: never a row twice.
4. Writers hold ``observations.lock`` shared from temp file to rename and compaction holds it
   exclusively around the swap (``paths.store_lock``), so no write is caught half-way.
5. Under that lock, batches written since the merge began join the new directory as hard links
   (a reader never sees them vanish and come back); then the old files are deleted. A query
   that listed an old file and opens it after the swap fails with file-not-found and can be
   re-run (``StoreReader`` re-runs its listing by itself).
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import errno
import fcntl
import logging
import os
import shutil
import time
import uuid
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import duckdb
import pyarrow as pa

from crawler.errors import StoreError
from crawler.store.compacted import ROW_GROUP_ROWS, replaced_names, write_compacted
from crawler.store.paths import StorePaths, fsync_dir, store_lock
from crawler.store.writer import SCHEMA_PARTITION

__all__ = ["Compacted", "CompactionSummary", "compact", "compact_store", "replaced_names"]

log = logging.getLogger(__name__)

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


@dataclass(frozen=True)
class CompactionSummary:
    """What one ``compact_store`` run did (for the CLI to print and the schedule to log)."""

    files_in: int
    files_out: int
    rows: int
    bytes_in: int
    bytes_out: int
    seconds: float
    partitions: tuple[str, ...]
    obs_id_left_out: bool  # False while the analysts' views cannot derive it (see compact_store)
    files: tuple[Compacted, ...]


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


def _write(
    sources: list[Path], out: Path, root: Path, row_group_rows: int, derive: bool
) -> Compacted:
    table = write_compacted(
        sources, out, root, row_group_rows=row_group_rows, leave_out_obs_id=derive
    )
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


def _worth_it(files: list[Path]) -> bool:
    """More than one file, or one crawler batch (unsorted, obs_id stored)."""
    return len(files) > 1 or any(replaced_names(p) is None for p in files)


def compact(
    data_dir: str | os.PathLike[str],
    *,
    span: str = "month",
    min_age_days: int = 2,
    today: date | None = None,
    row_group_rows: int = ROW_GROUP_ROWS,
    leave_out_obs_id: bool = True,
) -> list[Compacted]:
    """Merge the days at least ``min_age_days`` old into one file per month (``span="month"``)
    or per day (``span="day"``); see the module docstring. ``leave_out_obs_id``: store obs_id
    only where it is not the derived one (every reader must derive it: ``compact_store``)."""
    if span not in ("day", "month"):
        raise ValueError(f"span must be 'day' or 'month', not {span!r}")
    paths = StorePaths.at(data_dir)
    with _one_at_a_time(paths):
        return _compact(paths, span, min_age_days, today, row_group_rows, leave_out_obs_id)


@contextlib.contextmanager
def _one_at_a_time(paths: StorePaths) -> Iterator[None]:
    """Two compactions at once would both merge the same files: the second one is refused."""
    lock = paths.root / "store" / "compaction.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "a+b") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            raise StoreError(f"another compaction of {paths.root} is running") from exc
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _compact(
    paths: StorePaths,
    span: str,
    min_age_days: int,
    today: date | None,
    row_group_rows: int,
    leave_out_obs_id: bool,
) -> list[Compacted]:
    root = paths.observations
    newest = (today or datetime.now(UTC).date()) - timedelta(days=min_age_days)
    staging = paths.root / "store" / "compaction" / uuid.uuid4().hex
    done: list[Compacted] = []
    try:
        days = _day_partitions(root, newest)
        months: dict[str, list[Path]] = defaultdict(list)
        first_day: dict[str, str] = {}
        if span == "month":
            for day, files in days.items():
                months[day[:7]].extend(files)
                first_day.setdefault(day[:7], day)
            for month in months:  # a month compacted by an older version (date=YYYY-MM)
                months[month].extend(sorted((root / f"date={month}").glob("*.parquet")))
            days = {}
        for day, files in days.items():
            if not _worth_it(files):
                continue
            live = root / f"date={day}"
            out = staging / live.name / _out_name()
            done.append(_write(files, out, root, row_group_rows, leave_out_obs_id))
            with store_lock(paths, exclusive=True):
                listed = _link_others(live, staging / live.name, {p.name for p in files})
                _exchange(staging / live.name, live)
                _return_strays(staging / live.name, live, listed)
            shutil.rmtree(staging / live.name)
        months = {m: files for m, files in months.items() if _worth_it(files)}
        if months:
            tree = staging / "observations"
            for month, files in sorted(months.items()):
                out = tree / f"date={first_day[month]}" / _out_name()
                done.append(_write(files, out, root, row_group_rows, leave_out_obs_id))
            _swap_tree(paths, tree, {str(p.relative_to(root)) for f in months.values() for p in f})
    except (OSError, pa.ArrowException, duckdb.Error) as exc:
        raise StoreError(f"cannot compact {root}: {exc}") from exc
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return done


def _link_others(live: Path, new: Path, replaced: set[str]) -> set[str]:
    """Hard-link every file of ``live`` not in ``replaced`` into ``new`` (same bytes, same
    name, no copy), so the swapped-in directory also has the batches written meanwhile; under
    the exclusive lock, so none arrives between this listing and the swap. Returns the
    listing."""
    listed: set[str] = set()
    for path in live.rglob("*.parquet"):
        rel = str(path.relative_to(live))
        listed.add(rel)
        if rel not in replaced and not (new / rel).exists():
            (new / rel).parent.mkdir(parents=True, exist_ok=True)
            os.link(path, new / rel)
    for directory in {(new / rel).parent for rel in listed if rel not in replaced}:
        fsync_dir(directory)
    return listed


def _swap_tree(paths: StorePaths, tree: Path, replaced: set[str]) -> None:
    root = paths.observations
    with store_lock(paths, exclusive=True):
        listed = _link_others(root, tree, replaced)
        _exchange(tree, root)
        _return_strays(tree, root, listed)


def compact_store(
    data_dir: str | os.PathLike[str],
    *,
    span: str = "month",
    min_age_days: int = 2,
    today: date | None = None,
) -> CompactionSummary:
    """Compact the store at ``data_dir`` (safe while crawler, API, signer and analysts run).

    Makes the analysts' views first if they predate derived obs_ids. obs_id is left out of the
    new files only if those views derive it: an analyst holding the database open keeps the old
    views (see ``init_analyst_db``), and old views would show NULL obs_ids.
    """
    from crawler.store.analyst import init_analyst_db, views_derive_obs_id

    started = time.perf_counter()
    derive = views_derive_obs_id(data_dir)
    if not derive:  # opening the file for writing locks analysts out: only when needed
        init_analyst_db(data_dir)
        derive = views_derive_obs_id(data_dir)
    if not derive:
        log.warning("analyst views are out of date (database open elsewhere): obs_id kept")
    done = compact(
        data_dir, span=span, min_age_days=min_age_days, today=today, leave_out_obs_id=derive
    )
    return CompactionSummary(
        files_in=sum(c.files_in for c in done),
        files_out=len(done),
        rows=sum(c.rows for c in done),
        bytes_in=sum(c.bytes_in for c in done),
        bytes_out=sum(c.bytes_out for c in done),
        seconds=time.perf_counter() - started,
        partitions=tuple(sorted(c.partition for c in done)),
        obs_id_left_out=derive,
        files=tuple(done),
    )
