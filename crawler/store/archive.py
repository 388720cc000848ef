"""Content-addressed, zstd-compressed archive of the exact bytes every price was read from."""

from __future__ import annotations

import hashlib
import os
import re
import threading

import zstandard

from crawler.errors import StoreError
from crawler.store.paths import StorePaths, fsync_dir, write_atomically

_FINGERPRINT = re.compile(r"^sha256:([0-9a-f]{64})$")


def fingerprint_of(body: bytes) -> str:
    """The proof fingerprint of ``body``: ``sha256:<hex>`` of the exact bytes."""
    return "sha256:" + hashlib.sha256(body).hexdigest()


class PageArchive:
    """``put`` stores bytes under their own hash; ``get`` gives them back, checked.

    ``put(body, durable=False)`` leaves the fsync for ``sync()``, so a crawl pays one flush per
    batch, not two per page; the pipeline calls ``sync()`` before it writes the batch that refers
    to the pages (a kill -9 never loses written bytes; the fsync is for power loss).
    """

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.root = StorePaths.at(data_dir).archive
        self._unsynced: set[str] = set()
        self._lock = threading.Lock()

    def path_for(self, fingerprint: str) -> os.PathLike[str]:
        match = _FINGERPRINT.match(fingerprint)
        if not match:
            raise StoreError(f"not a sha256 fingerprint: {fingerprint[:80]!r}")
        digest = match.group(1)
        return self.root / digest[:2] / f"{digest}.zst"

    def put(self, body: bytes, *, durable: bool = True) -> str:
        """Archive ``body`` and return its fingerprint; fsynced now unless ``durable=False``."""
        fingerprint = fingerprint_of(body)
        path = self.path_for(fingerprint)
        if not os.path.exists(path):
            # A compressor per call: put() runs in worker threads.
            data = zstandard.ZstdCompressor(level=3).compress(body)
            write_atomically(path, data, durable=durable)  # type: ignore[arg-type]
            if not durable:
                with self._lock:
                    self._unsynced.add(str(path))
        return fingerprint

    def note_put(self, fingerprint: str) -> None:
        """Count a page that another process (an extraction worker) put with ``durable=False``
        into the next ``sync()``: this process commits the observation, so it syncs the page."""
        path = self.path_for(fingerprint)
        with self._lock:
            self._unsynced.add(str(path))

    def sync(self) -> None:
        """fsync every page put with ``durable=False`` since the last sync, and their folders."""
        with self._lock:
            pending, self._unsynced = self._unsynced, set()
        for name in pending:
            fd = os.open(name, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        for folder in {os.path.dirname(name) for name in pending}:
            fsync_dir(folder)  # type: ignore[arg-type]

    def get(self, fingerprint: str) -> bytes:
        path = self.path_for(fingerprint)
        try:
            with open(path, "rb") as handle:
                body = zstandard.ZstdDecompressor().decompress(
                    handle.read(), max_output_size=1 << 31
                )
        except (OSError, zstandard.ZstdError) as exc:
            raise StoreError(f"archived page {fingerprint} unreadable: {exc}") from exc
        if fingerprint_of(body) != fingerprint:
            raise StoreError(f"archived page {fingerprint} does not match its hash")
        return body

    def __contains__(self, fingerprint: str) -> bool:
        return os.path.exists(self.path_for(fingerprint))
