"""Runs every page of tests/pages/ through extract() and compares with expected.json."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from crawler.extract import ShopHints, extract

PAGES = Path(__file__).resolve().parents[1] / "pages"
EXPECTED: dict[str, dict] = json.loads((PAGES / "expected.json").read_text("utf-8"))


def test_corpus_is_large_and_complete() -> None:
    files = {p.name for p in PAGES.glob("*.html")}
    assert len(files) >= 80
    assert files == set(EXPECTED), files ^ set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_page(name: str) -> None:
    case = EXPECTED[name]
    hints = ShopHints(**case["hints"]) if "hints" in case else None
    result = extract((PAGES / name).read_bytes(), case["url"], hints)
    got = result.to_json()
    if case["price"] is None:
        assert result.main is None, got
        assert result.reason == case["reason"], got
        return
    main = result.main
    assert main is not None, got
    assert {"minor": main.price_minor, "currency": main.currency} == case["price"], got
    assert got["offers"][0]["regular_price"] == case["regular_price"], got
    if "stock" in case:
        assert main.stock == case["stock"], got
    if "gtin" in case:
        assert main.product.gtin == case["gtin"], got
    if "sku" in case:
        assert main.product.sku == case["sku"], got
    if "shipping" in case:
        assert main.shipping_minor == case["shipping"], got
