"""Runs every page of tests/pages/real/ (platform-like rendered shop pages) through extract()."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crawler.extract import extract

PAGES = Path(__file__).resolve().parents[1] / "pages" / "real"
EXPECTED: dict[str, dict] = json.loads((PAGES / "expected.json").read_text("utf-8"))


def test_corpus_is_large_and_complete() -> None:
    files = {p.name for p in PAGES.glob("*.html")}
    assert len(files) >= 60
    assert files == set(EXPECTED), files ^ set(EXPECTED)
    currencies = {c["price"]["currency"] for c in EXPECTED.values() if c["price"]}
    assert len(currencies) >= 12, currencies
    assert sum(c["price"] is None for c in EXPECTED.values()) >= 8


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_page(name: str) -> None:
    case = EXPECTED[name]
    result = extract((PAGES / name).read_bytes(), case["url"])  # URL only: no shop hints
    got = result.to_json()
    main = result.main
    if case["price"] is None:
        assert main is None, got
        assert result.reason, got
        return
    assert main is not None, got
    assert {"minor": main.price_minor, "currency": main.currency} == case["price"], got
    if "regular_price" in case:
        assert got["offers"][0]["regular_price"] == case["regular_price"], got
    if "stock" in case:
        assert main.stock == case["stock"], got
    if "sku" in case:
        assert main.product.sku == case["sku"], got
