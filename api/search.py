"""Product text search: case-, accent-, word-order- and typo-tolerant; a GTIN matches exactly."""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from crawler.store import normalise_gtin

_WORD = re.compile(r"\w+")


def fold(text: str) -> list[str]:
    """Casefolded words with accents removed (``Café  NOIR`` → ``["cafe", "noir"]``)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _WORD.findall(plain)


def as_gtin(query: str) -> str | None:
    """The 14-digit GTIN a query names, if it is only a barcode (digits, spaces, hyphens)."""
    digits = re.sub(r"[\s-]", "", query)
    if not digits.isascii() or not digits.isdigit() or len(digits) not in (8, 12, 13, 14):
        return None
    return normalise_gtin(digits) or digits.zfill(14)


def within_edits(a: str, b: str, limit: int) -> bool:
    """True if a and b differ by at most ``limit`` edits (insert, delete, substitute, swap)."""
    if abs(len(a) - len(b)) > limit:
        return False
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return False
        prev2, prev = prev, cur
    return prev[-1] <= limit


def _allowed_edits(token: str) -> int:
    # Short words tolerate no typo (``tea`` must not match ``pea``), longer ones one or two.
    if len(token) < 4:
        return 0
    return 1 if len(token) < 8 else 2


def _token_score(token: str, words: Sequence[str]) -> float:
    best = 0.0
    for word in words:
        if word == token:
            return 3.0
        if len(token) >= 2 and word.startswith(token):
            best = max(best, 2.0)
        elif best < 1.0 and (edits := _allowed_edits(token)) and within_edits(token, word, edits):
            best = 1.0
    return best


@dataclass(frozen=True)
class Entry:
    product_id: str
    name: str
    words: tuple[str, ...]  # name, brand and sku words
    name_words: int
    gtin: str | None
    sku: str | None


class ProductIndex:
    """An in-memory index of product identities, rebuilt when the store's products change."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._version: object = None
        self._entries: tuple[Entry, ...] = ()

    def update(self, version: object, rows: Iterable[dict[str, object]]) -> None:
        entries = []
        for row in rows:
            name = str(row["name"] or "")
            brand = str(row.get("brand") or "")
            sku = str(row["sku"]) if row.get("sku") else None
            words = tuple(dict.fromkeys(fold(f"{name} {brand} {sku or ''}")))
            entries.append(
                Entry(
                    product_id=str(row["product_id"]),
                    name=name,
                    words=words,
                    name_words=len(fold(name)),
                    gtin=str(row["gtin"]) if row.get("gtin") else None,
                    sku=sku,
                )
            )
        entries.sort(key=lambda e: (e.name.casefold(), e.product_id))
        with self._lock:
            self._entries = tuple(entries)
            self._version = version

    def is_current(self, version: object) -> bool:
        return self._version == version and self._version is not None

    def search(self, query: str | None, allowed: set[str] | None = None) -> list[str]:
        """Product ids matching ``query`` best first (all products by name when no query)."""
        entries = self._entries
        if allowed is not None:
            entries = tuple(e for e in entries if e.product_id in allowed)
        if not query or not query.strip():
            return [e.product_id for e in entries]
        if gtin := as_gtin(query):
            return [e.product_id for e in entries if e.gtin == gtin]
        tokens = fold(query)
        if not tokens:
            return []
        folded_query = " ".join(tokens)
        scored: list[tuple[float, int, str]] = []
        for position, entry in enumerate(entries):
            if entry.sku and " ".join(fold(entry.sku)) == folded_query:
                scored.append((100.0, position, entry.product_id))
                continue
            total = 0.0
            for token in tokens:
                score = _token_score(token, entry.words)
                if score == 0.0:
                    break
                total += score
            else:
                # Fewer extra words in the name ranks a closer match first.
                total -= 0.01 * max(0, entry.name_words - len(tokens))
                scored.append((total, position, entry.product_id))
        scored.sort(key=lambda s: (-s[0], s[1]))
        return [product_id for _, _, product_id in scored]
