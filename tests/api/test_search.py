"""Product search: folding, typo distance, GTIN exactness and ranking."""

from __future__ import annotations

import pytest

from api.search import ProductIndex, as_gtin, fold, within_edits


def test_fold_drops_case_accents_and_punctuation() -> None:
    assert fold("Café  NOIR, Espresso-250g") == ["cafe", "noir", "espresso", "250g"]


@pytest.mark.parametrize(
    ("a", "b", "limit", "expected"),
    [
        ("coffee", "coffee", 0, True),
        ("cofee", "coffee", 1, True),
        ("cofefe", "coffee", 1, True),  # a swap is one edit
        ("cpffea", "coffee", 1, False),
        ("espresso", "expresso", 1, True),
        ("tea", "pea", 0, False),
        ("abcdefgh", "abcd", 2, False),
    ],
)
def test_within_edits(a: str, b: str, limit: int, expected: bool) -> None:
    assert within_edits(a, b, limit) is expected


def test_as_gtin_only_for_barcodes() -> None:
    assert as_gtin("4006381333931") == "04006381333931"
    assert as_gtin("4006 3813 3393 1") == "04006381333931"
    assert as_gtin("coffee 200") is None
    assert as_gtin("200") is None


def test_index_ranks_exact_words_before_typos() -> None:
    index = ProductIndex()
    rows = [
        ("p1", "Coffee Beans Dark", None, None, None),
        ("p2", "Coffee", "Sunny", "SKU-9", None),
        ("p3", "Cofee Mug", None, None, "00000000000017"),
        ("p4", "Tea", None, None, None),
    ]
    keys = ("product_id", "name", "brand", "sku", "gtin")
    index.update(1, [dict(zip(keys, row, strict=True)) for row in rows])
    assert index.is_current(1) and not index.is_current(2)
    assert index.search("coffee") == ["p2", "p1", "p3"]
    assert index.search("sunny coffee") == ["p2"]
    assert index.search("sku-9") == ["p2"]
    assert index.search("00000017") == ["p3"]
    assert index.search("") == ["p3", "p2", "p1", "p4"]  # by name
    assert index.search("coffee", allowed={"p1"}) == ["p1"]
    assert index.search("!!!") == []
