"""Scores extract() on a page corpus (a directory with expected.json): price, availability, SKU.

Run: .venv/bin/python benchmarks/extraction_score.py tests/pages/real [tests/pages …] [-v]

Per page, on the MAIN offer: the price is right when amount and currency both match. A wrong
price is a false positive and (when a price was expected) a false negative too; no price where
one was expected is a false negative. Availability is scored on pages whose expectation names a
stock state, SKU on pages whose expectation has a ``sku`` key (null means "the page shows none").
A page with no price is scored on the stock and SKU the extraction gives for its product
(``Extraction.availability`` and ``Extraction.item``: a product page with no price to read
still names its item and stock); ``avail/priced`` scores availability again on the pages that
have a price, as a benchmark that reads only each page's main offer sees it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from crawler.extract import ShopHints, extract


@dataclass
class Tally:
    """True/false positives and false negatives of one measure."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, expected: object, got: object, *, none: object = None) -> str:
        """Count one page; returns "ok", "fp", "fn" or "fp+fn"."""
        if got == expected:
            if expected != none:
                self.tp += 1
            return "ok"
        verdict = []
        if got != none:
            self.fp += 1
            verdict.append("fp")
        if expected != none:
            self.fn += 1
            verdict.append("fn")
        return "+".join(verdict)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def row(self, name: str) -> str:
        return (
            f"{name:<13} tp {self.tp:4d}  fp {self.fp:3d}  fn {self.fn:3d}  "
            f"P {self.precision:.3f}  R {self.recall:.3f}  F1 {self.f1:.3f}"
        )


@dataclass
class Score:
    """All measures over one corpus, with the pages that missed."""

    price: Tally = field(default_factory=Tally)
    stock: Tally = field(default_factory=Tally)
    priced_stock: Tally = field(default_factory=Tally)
    sku: Tally = field(default_factory=Tally)
    misses: list[str] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)


def score_corpus(directory: Path) -> Score:
    """Run every page of ``directory``'s expected.json through extract() and tally."""
    expected: dict[str, dict[str, Any]] = json.loads((directory / "expected.json").read_text())
    score = Score()
    for name, case in sorted(expected.items()):
        body = (directory / name).read_bytes()
        hints = ShopHints(**case["hints"]) if "hints" in case else None
        t0 = time.perf_counter()
        result = extract(body, case["url"], hints)
        score.seconds.append(time.perf_counter() - t0)
        main = result.main
        got = None if main is None else {"minor": main.price_minor, "currency": main.currency}
        verdict = score.price.add(case["price"], got)
        if verdict != "ok":
            score.misses.append(
                f"price {verdict:<5} {name}: want {case['price']} got {got} "
                f"({result.reason or (main and main.method)})"
            )
        if "stock" in case:
            stock = result.availability
            if score.stock.add(case["stock"], stock, none="unknown") != "ok":
                score.misses.append(f"stock       {name}: want {case['stock']} got {stock}")
            if case["price"] is not None:
                score.priced_stock.add(case["stock"], stock, none="unknown")
        if "sku" in case:
            sku = result.item.sku if result.item else None
            if score.sku.add(case["sku"], sku) != "ok":
                score.misses.append(f"sku         {name}: want {case['sku']} got {sku}")
    return score


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("corpora", nargs="+", type=Path)
    ap.add_argument("-v", "--verbose", action="store_true", help="list every miss")
    args = ap.parse_args()
    for directory in args.corpora:
        score = score_corpus(directory)
        ms = statistics.median(score.seconds) * 1000
        print(f"== {directory} ({len(score.seconds)} pages, median {ms:.1f} ms/page)")
        print(score.price.row("price"))
        print(score.stock.row("availability"))
        print(score.priced_stock.row("avail/priced"))
        print(score.sku.row("sku"))
        if args.verbose:
            for line in score.misses:
                print("  " + line)


if __name__ == "__main__":
    main()
