"""Compaction: rewrites past days' many small batches as few files sorted for product lookups.

Why: the crawler writes a batch every PW_BATCH_SIZE readings (hundreds of files a day) in crawl
order, so DuckDB opens every file per query and can skip no row group: each holds every product.
A day file also repeats every listing's fixed columns (URL, name, ids) once per row, which no
encoding can shrink. A month rewritten as one file sorted by (product_id, listing_id, checked_at)
with small row groups fixes both: a product's readings sit in one or two row groups (found by
min/max statistics), and a listing's repeated values become dictionary runs. The file format
(what a reader must know: ``replaced_names``, derived obs_ids) is in ``crawler.store.compacted``.

The writer keeps a month's batches in one directory (``date=YYYY-MM``, ``writer.partition``),
each batch named for the day it holds. ``span="month"`` (the default) merges, in each month
directory, every batch of a day at least ``min_age_days`` old and the month's compacted file into
one file, also in a month not over yet: the month file is merged again as later days close, so at
most the last ``min_age_days`` days are left as crawler batches. ``span="day"`` merges each such
day's batches into a file of its own and leaves compacted files alone. A store written before
month directories has a directory per day (``date=YYYY-MM-DD``): each is merged in place into one
file, never with another directory.

Safety while readers run (crawler, API, signer and analysts never stop):

1. Only days at least ``min_age_days`` old are merged: no crawl writes there any more (a crawl
   flushes yesterday's readings just after midnight; live_check writes today).
2. New files are written and fsynced in a staging directory outside the observations glob; each
   file's Parquet footer names the files it replaces.
3. A merge never spans two directories, and each directory is replaced by its staging copy in
   one step (Linux ``renameat2(RENAME_EXCHANGE)``). Whatever order a reader lists directories in
   (DuckDB's glob lists each by its path), each listing is of the directory before the swap (the
   batches) or after it (the merged file): never a row twice, never one missing.
4. Writers hold ``observations.lock`` shared from temp file to rename and compaction holds it
   exclusively around the swap (``paths.store_lock``), so no write is caught half-way.
5. Under that lock, batches written since the merge began join the new directory as hard links
   (a reader never sees them vanish and come back). The old directory is then kept unchanged
   in ``store/compaction/trash`` for ``TRASH_GRACE_S`` (deleted by a later run), so a reader
   still listing it lists it whole. A query that listed an old file and opens it after the swap
   fails with file-not-found and can be re-run (``StoreReader`` re-runs its listing by itself).
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
from crawler.store.writer import SCHEMA_PARTITION, batch_day

__all__ = ["Compacted", "CompactionSummary", "compact", "compact_store", "replaced_names"]

log = logging.getLogger(__name__)

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100
# How long a swapped-out directory stays whole for a reader still listing it (a listing takes
# milliseconds; the files themselves are opened by path, in the live directory).
TRASH_GRACE_S = 60.0


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


def _directories(root: Path) -> list[Path]:
    return [
        d
        for d in sorted(root.glob("date=*"))
        if d.is_dir() and d.name != SCHEMA_PARTITION and len(d.name) in (12, 15)
    ]


def _day(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


def _plan(directory: Path, span: str, newest: date) -> list[list[Path]]:
    """The groups of ``directory``'s files to merge, one new file each (see the docstring)."""
    files = sorted(directory.glob("*.parquet"))
    own = directory.name.removeprefix("date=")
    if len(own) == 10:  # a day directory of an older layout
        day = _day(own)
        return [files] if day is not None and day <= newest and _worth_it(files) else []
    closed: dict[str, list[Path]] = defaultdict(list)
    compacted: list[Path] = []
    for path in files:
        name_day = batch_day(path.name)
        if name_day is None:
            compacted.append(path)
        elif (day := _day(name_day)) is not None and day <= newest:
            closed[name_day].append(path)
    if span == "day":
        return [closed[day] for day in sorted(closed)]
    if not closed and not _worth_it(compacted):
        return []
    return [compacted + [path for day in sorted(closed) for path in closed[day]]]


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
    trash = paths.root / "store" / "compaction" / "trash"
    done: list[Compacted] = []
    try:
        _empty_trash(trash)
        for live in _directories(root):
            groups = _plan(live, span, newest)
            if not groups:
                continue
            new = staging / live.name
            for group in groups:
                out = new / _out_name()
                done.append(_write(group, out, root, row_group_rows, leave_out_obs_id))
            _swap(paths, live, new, {p.name for group in groups for p in group})
            trash.mkdir(parents=True, exist_ok=True)
            os.rename(new, trash / f"{time.time_ns()}-{uuid.uuid4().hex}")  # now the old one
        _empty_trash(trash)
    except (OSError, pa.ArrowException, duckdb.Error) as exc:
        raise StoreError(f"cannot compact {root}: {exc}") from exc
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return done


def _empty_trash(trash: Path) -> None:
    """Delete the replaced directories swapped out more than TRASH_GRACE_S ago."""
    if not trash.is_dir():
        return
    for entry in trash.iterdir():
        stamp = entry.name.split("-", 1)[0]
        if not stamp.isdigit() or time.time_ns() - int(stamp) > TRASH_GRACE_S * 1e9:
            shutil.rmtree(entry, ignore_errors=True)


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


def _swap(paths: StorePaths, live: Path, new: Path, replaced: set[str]) -> None:
    """Make ``new`` (the merged files) the live directory in one step; ``new`` then holds the
    old directory, unchanged."""
    with store_lock(paths, exclusive=True):
        listed = _link_others(live, new, replaced)
        _exchange(new, live)
        _return_strays(new, live, listed)


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
