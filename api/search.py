"""Product text search: case-, accent-, word-order- and typo-tolerant; a GTIN matches exactly."""

from __future__ import annotations

import bisect
import itertools
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


def deletions(word: str, depth: int) -> set[str]:
    """``word`` with up to ``depth`` characters deleted (the symmetric-delete typo index).

    Two words within ``depth`` edits (insert, delete, substitute, swap) always share a string
    reachable by at most ``depth`` deletions from each, so these are the only candidates that
    ``within_edits`` must confirm: no query compares itself to every word of the catalogue.
    """
    out = {word}
    frontier = {word}
    for _ in range(depth):
        frontier = {w[:i] + w[i + 1 :] for w in frontier for i in range(len(w))}
        out |= frontier
    return out


_MAX_EDITS = 2  # the most _allowed_edits ever grants


@dataclass(frozen=True)
class Entry:
    product_id: str
    name: str
    words: tuple[str, ...]  # name, brand and sku words
    name_words: int
    gtin: str | None
    sku: str | None


@dataclass(frozen=True)
class _Postings:
    """Where each word, GTIN and SKU occurs (entry positions, ascending)."""

    # Tuples, not lists: the garbage collector stops tracking tuples of strings and ints, so a
    # full collection does not walk hundreds of thousands of them on every pass.
    words: dict[str, tuple[int, ...]]
    vocabulary: tuple[str, ...]  # sorted: prefix matches are one bisect away
    by_deletion: dict[str, tuple[str, ...]]
    gtins: dict[str, tuple[int, ...]]
    skus: dict[str, tuple[int, ...]]

    @classmethod
    def of(cls, entries: Sequence[Entry], previous: _Postings | None) -> _Postings:
        words: dict[str, list[int]] = {}
        gtins: dict[str, list[int]] = {}
        skus: dict[str, list[int]] = {}
        for position, entry in enumerate(entries):
            for word in entry.words:
                words.setdefault(word, []).append(position)
            if entry.gtin:
                gtins.setdefault(entry.gtin, []).append(position)
            if entry.sku:
                skus.setdefault(" ".join(fold(entry.sku)), []).append(position)
        if previous is not None and previous.words.keys() == words.keys():
            vocabulary, by_deletion = previous.vocabulary, previous.by_deletion
        else:
            vocabulary = tuple(sorted(words))
            variants: dict[str, list[str]] = {}
            for word in vocabulary:
                for variant in deletions(word, _MAX_EDITS):
                    variants.setdefault(variant, []).append(word)
            by_deletion = {k: tuple(v) for k, v in variants.items()}

        def frozen(d: dict[str, list[int]]) -> dict[str, tuple[int, ...]]:
            return {k: tuple(v) for k, v in d.items()}

        return cls(frozen(words), vocabulary, by_deletion, frozen(gtins), frozen(skus))

    def word_scores(self, token: str) -> dict[str, float]:
        """The score of every word the token matches (``_token_score`` for a single word)."""
        scores: dict[str, float] = {}
        if len(token) >= 2:
            start = bisect.bisect_left(self.vocabulary, token)
            for word in itertools.islice(self.vocabulary, start, None):
                if not word.startswith(token):
                    break
                scores[word] = 2.0
        if token in self.words:
            scores[token] = 3.0
        if edits := _allowed_edits(token):
            for variant in deletions(token, edits):
                for word in self.by_deletion.get(variant, ()):
                    if word not in scores and within_edits(token, word, edits):
                        scores[word] = 1.0
        return scores

    def entry_scores(self, token: str) -> dict[int, float]:
        """Each matching entry's best score for the token (the best of its words)."""
        best: dict[int, float] = {}
        for word, score in self.word_scores(token).items():
            for position in self.words[word]:
                if best.get(position, 0.0) < score:
                    best[position] = score
        return best


class ProductIndex:
    """An in-memory index of product identities, rebuilt when the store's products change."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._version: object = None
        self._entries: tuple[Entry, ...] = ()
        self._postings: _Postings | None = None
        # Folding is the slow part of a rebuild; identities rarely change between rebuilds.
        self._folded: dict[tuple[str, str, str | None, str], tuple[tuple[str, ...], int]] = {}

    def update(self, version: object, rows: Iterable[dict[str, object]]) -> None:
        entries = []
        folded: dict[tuple[str, str, str | None, str], tuple[tuple[str, ...], int]] = {}
        for row in rows:
            name = str(row["name"] or "")
            brand = str(row.get("brand") or "")
            sku = str(row["sku"]) if row.get("sku") else None
            # Other names the product is sold under ("Kaffee 200 g", "Coffee, Sunny Morning"):
            # searchable, while the display name stays the product's own.
            aliases = str(row.get("aliases") or "")
            key = (name, brand, sku, aliases)
            cached = self._folded.get(key) or folded.get(key)
            if cached is None:
                words = tuple(dict.fromkeys(fold(f"{name} {aliases} {brand} {sku or ''}")))
                cached = (words, len(fold(name)))
            folded[key] = cached
            entries.append(
                Entry(
                    product_id=str(row["product_id"]),
                    name=name,
                    words=cached[0],
                    name_words=cached[1],
                    gtin=str(row["gtin"]) if row.get("gtin") else None,
                    sku=sku,
                )
            )
        entries.sort(key=lambda e: (e.name.casefold(), e.product_id))
        postings = _Postings.of(entries, self._postings)
        with self._lock:
            self._entries = tuple(entries)
            self._postings = postings
            self._folded = folded
            self._version = version

    def is_current(self, version: object) -> bool:
        return self._version == version and self._version is not None

    def search(self, query: str | None, allowed: set[str] | None = None) -> list[str]:
        """Product ids matching ``query`` best first (all products by name when no query)."""
        with self._lock:
            entries, postings = self._entries, self._postings
        if not query or not query.strip():
            positions: Iterable[int] = range(len(entries))
        elif postings is None:
            return []
        elif gtin := as_gtin(query):
            positions = postings.gtins.get(gtin, ())
        else:
            positions = self._ranked(query, entries, postings)
        ids = (entries[p].product_id for p in positions)
        if allowed is None:
            return list(ids)
        return [pid for pid in ids if pid in allowed]

    @staticmethod
    def _ranked(query: str, entries: Sequence[Entry], postings: _Postings) -> list[int]:
        tokens = fold(query)
        if not tokens:
            return []
        sku_hits = set(postings.skus.get(" ".join(tokens), ()))
        per_token: dict[str, dict[int, float]] = {}
        for token in tokens:
            if token not in per_token:
                per_token[token] = postings.entry_scores(token)
        # Every token must match (a word scoring 0 rules the entry out), so candidates are the
        # entries of the rarest token.
        rarest = min(per_token.values(), key=len)
        scored: list[tuple[float, int]] = [(100.0, p) for p in sku_hits]
        for position in rarest:
            if position in sku_hits:
                continue
            total = 0.0
            for token in tokens:
                score = per_token[token].get(position, 0.0)
                if score == 0.0:
                    break
                total += score
            else:
                # Fewer extra words in the name ranks a closer match first.
                total -= 0.01 * max(0, entries[position].name_words - len(tokens))
                scored.append((total, position))
        scored.sort(key=lambda s: (-s[0], s[1]))
        return [position for _, position in scored]
