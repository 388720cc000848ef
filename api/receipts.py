"""Receipts at answer time: one signer call per answer and kind; refused prices are withheld."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crawler.errors import SigningError, StoreError

# The signer's public key list is a file; this is the only signer file the API reads.
from signer.keylist import public_list_path
from signer.protocol import MAX_BATCH


@dataclass
class Withheld:
    """Counts prices left out of one answer because they could not be signed (FORMAT.md rule 4)."""

    codes: Counter[str] = field(default_factory=Counter)

    @property
    def count(self) -> int:
        return sum(self.codes.values())

    def add(self, code: str) -> None:
        self.codes[code] += 1

    def as_field(self) -> dict[str, Any] | None:
        if not self.count:
            return None
        codes = ", ".join(
            f"{code} ×{n}" if n > 1 else code for code, n in sorted(self.codes.items())
        )
        return {
            "count": self.count,
            "reason": f"prices that could not be signed are not shown (signer refused: {codes})",
        }


class Receipts:
    """Asks the signer for receipts; with no socket configured, receipts are off."""

    def __init__(self, socket_path: Path | None) -> None:
        self.socket_path = socket_path
        self._client: Any = None
        if socket_path is not None:
            from signer.client import AsyncSignerClient

            self._client = AsyncSignerClient(socket_path)

    @property
    def on(self) -> bool:
        return self._client is not None

    @property
    def state(self) -> str:
        return "on" if self.on else "off"

    async def sign(
        self,
        kind: str,
        items: Sequence[tuple[str, dict[str, Any]]],
        withheld: Withheld,
    ) -> list[dict[str, Any] | None]:
        """``items`` are (product name, priced object); returns each object with its receipt,
        or None where the signer refused it. Receipts off: the objects unchanged, no receipt.

        Raises SignerUnavailable when receipts are on and the signer cannot be reached.
        """
        if not self.on or not items:
            return [obj for _, obj in items]
        payload = [{"product": product, "object": obj} for product, obj in items]
        results = []
        # One call per answer; only an answer larger than the protocol's batch is split.
        for start in range(0, len(payload), MAX_BATCH):
            answer = await self._client.sign(kind, payload[start : start + MAX_BATCH])
            results.extend(answer.results)
        if len(results) != len(items):
            raise SigningError("the signer answered with the wrong number of results")
        signed: list[dict[str, Any] | None] = []
        for (_, obj), result in zip(items, results, strict=True):
            if result.receipt is not None:
                signed.append({**obj, "receipt": dict(result.receipt)})
            else:
                withheld.add(result.refused.code if result.refused else "refused")
                signed.append(None)
        return signed

    async def signer_state(self) -> str:
        """``up`` (answers, has an active key), ``no_key``, ``down``, or ``off`` (receipts off)."""
        if not self.on:
            return "off"
        try:
            answer = await self._client.ping()
        except SigningError:
            return "down"
        if not answer.get("ok"):
            return "down"
        return "up" if answer.get("key_id") else "no_key"

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.aclose()


class KeyList:
    """Serves the signer's public key list file, re-read when it changes."""

    def __init__(self, keys_dir: Path) -> None:
        self.path = public_list_path(keys_dir)
        self._stamp: tuple[int, int] | None = None
        self._cached: dict[str, Any] = {"keys": []}

    def read(self) -> dict[str, Any]:
        try:
            stat = os.stat(self.path)
        except FileNotFoundError:
            return {"keys": []}
        stamp = (stat.st_mtime_ns, stat.st_size)
        if stamp != self._stamp:
            try:
                data = json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                raise StoreError(f"cannot read the key list {self.path}: {exc}") from exc
            if not isinstance(data, dict) or not isinstance(data.get("keys"), list):
                raise StoreError(f"the key list {self.path} is not a FORMAT.md key list")
            self._cached, self._stamp = data, stamp
        return self._cached
