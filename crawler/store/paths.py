"""Where the store keeps its files under the data directory (docs/architecture.md)."""

from __future__ import annotations

import contextlib
import fcntl
import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class StorePaths:
    root: Path

    @classmethod
    def at(cls, data_dir: str | os.PathLike[str]) -> StorePaths:
        return cls(Path(data_dir).resolve())

    @property
    def observations(self) -> Path:
        return self.root / "store" / "observations"

    @property
    def runs(self) -> Path:
        return self.root / "store" / "runs"

    @property
    def shops(self) -> Path:
        return self.root / "store" / "shops.parquet"

    @property
    def observations_lock(self) -> Path:
        return self.root / "store" / "observations.lock"

    @property
    def archive(self) -> Path:
        return self.root / "archive"

    @property
    def database(self) -> Path:
        return self.root / "pricewitness.duckdb"

    @property
    def run_dir(self) -> Path:
        return self.root / "run"


def fsync_dir(path: Path) -> None:
    """Make a rename in ``path`` durable (POSIX: the directory entry needs its own fsync)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomically(path: Path, data: bytes, *, mode: int = 0o644, durable: bool = True) -> None:
    """Write ``data`` to ``path``: readers see the whole file or nothing, even after kill -9.

    ``durable=False`` skips the fsyncs (the caller syncs later, before anything refers to it).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if durable:
        fsync_dir(path.parent)


@contextlib.contextmanager
def store_lock(paths: StorePaths, *, exclusive: bool) -> Iterator[None]:
    """flock on ``store/observations.lock``: writers hold it shared from temp file to rename,
    compaction exclusively around its directory swap (a swap between a writer's temp file and
    its rename would make the rename fail)."""
    paths.observations_lock.parent.mkdir(parents=True, exist_ok=True)
    with open(paths.observations_lock, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
