"""Content-addressed, zstd-compressed archive of the exact bytes every price was read from."""

from __future__ import annotations

import hashlib
import os
import re

import zstandard

from crawler.errors import StoreError
from crawler.store.paths import StorePaths, write_atomically

_FINGERPRINT = re.compile(r"^sha256:([0-9a-f]{64})$")


def fingerprint_of(body: bytes) -> str:
    """The proof fingerprint of ``body``: ``sha256:<hex>`` of the exact bytes."""
    return "sha256:" + hashlib.sha256(body).hexdigest()


class PageArchive:
    """``put`` stores bytes under their own hash; ``get`` gives them back, checked."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.root = StorePaths.at(data_dir).archive
        self._compressor = zstandard.ZstdCompressor(level=3)

    def path_for(self, fingerprint: str) -> os.PathLike[str]:
        match = _FINGERPRINT.match(fingerprint)
        if not match:
            raise StoreError(f"not a sha256 fingerprint: {fingerprint[:80]!r}")
        digest = match.group(1)
        return self.root / digest[:2] / f"{digest}.zst"

    def put(self, body: bytes) -> str:
        """Archive ``body`` durably (fsynced) and return its fingerprint."""
        fingerprint = fingerprint_of(body)
        path = self.path_for(fingerprint)
        if not os.path.exists(path):
            write_atomically(path, self._compressor.compress(body))  # type: ignore[arg-type]
        return fingerprint

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
