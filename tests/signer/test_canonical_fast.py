"""The signer's fast path for flat claims writes exactly the rfc8785 package's bytes."""

from __future__ import annotations

import pytest
import rfc8785
from hypothesis import given, settings
from hypothesis import strategies as st

from crawler.errors import MalformedReceipt
from signer.canonical import MAX_SAFE_INTEGER, canonical_bytes, claim_bytes

CLAIM_KEYS = ["v", "key_id", "issued_at", "read", "store", "listing", "product", "price_minor",
              "currency", "stock", "checked_at", "proof"]  # fmt: skip
texts = st.text(
    alphabet=st.characters(blacklist_categories=["Cs"]),  # lone surrogates: refused below
    max_size=40,
)
values = st.one_of(texts, st.integers(-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER))


@settings(max_examples=500)
@given(st.dictionaries(st.sampled_from(CLAIM_KEYS) | st.text(st.characters(max_codepoint=127)),
                       values, max_size=14))  # fmt: skip
def test_fast_path_equals_rfc8785(claim: dict[str, object]) -> None:
    assert canonical_bytes(claim) == rfc8785.dumps(claim)


@pytest.mark.parametrize(
    "text",
    ["\u2028\u2029", "\x00\x1f\x7f", 'quote " and \\ backslash', "emoji 😀", "\ue000\U0001f600",
     "\b\f\n\r\t", "ümlaut – dash", ""],
)  # fmt: skip
def test_edge_texts(text: str) -> None:
    claim = {"product": text, "price_minor": MAX_SAFE_INTEGER, "v": "0.1"}
    assert canonical_bytes(claim) == rfc8785.dumps(claim)


def test_non_ascii_keys_take_the_rfc8785_path() -> None:
    claim = {"\ue000": 1, "\U0001f600": 2, "a": 3}  # UTF-16 order differs from code points
    assert canonical_bytes(claim) == rfc8785.dumps(claim)
    assert canonical_bytes(claim).index("\U0001f600".encode()) < canonical_bytes(claim).index(
        "\ue000".encode()
    )


@pytest.mark.parametrize("bad", [{"p": "\ud800"}, {"p": 1.5}, {"p": 2**53}, {"p": True}])
def test_what_cannot_be_canonical_is_refused(bad: dict[str, object]) -> None:
    if bad["p"] is True:
        assert canonical_bytes(bad) == rfc8785.dumps(bad)  # true is valid JSON
        return
    with pytest.raises(MalformedReceipt):
        canonical_bytes(bad)


TEXT_FIELDS = [k for k in CLAIM_KEYS if k not in ("price_minor", "stock")]
any_text = st.text(max_size=30)  # lone surrogates included: both paths must refuse them


@settings(max_examples=500)
@given(
    texts=st.fixed_dictionaries({k: any_text for k in TEXT_FIELDS}),
    price=st.integers(-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER),
    stock=st.none() | any_text,
)
def test_claim_writer_equals_rfc8785(texts: dict[str, str], price: int, stock: str | None) -> None:
    claim: dict[str, object] = {**texts, "price_minor": price}
    if stock is not None:
        claim["stock"] = stock
    try:
        expected = rfc8785.dumps(claim)
    except rfc8785.CanonicalizationError:
        with pytest.raises(MalformedReceipt):
            claim_bytes(claim)
        return
    assert claim_bytes(claim) == expected


@pytest.mark.parametrize(
    "change",
    [{"price_minor": "9500"}, {"price_minor": True}, {"price_minor": 2**53}, {"price_minor": 1.5},
     {"product": 7}, {"stock": None}, {"extra": "x"}, {"store": ["a"]}],
)  # fmt: skip
def test_claim_writer_falls_back_for_other_shapes(change: dict[str, object]) -> None:
    claim = {k: f"text {k}" for k in TEXT_FIELDS} | {"price_minor": 9500, "stock": "in_stock"}
    claim |= change
    try:
        expected = canonical_bytes(claim)
    except MalformedReceipt:
        with pytest.raises(MalformedReceipt):
            claim_bytes(claim)
        return
    assert claim_bytes(claim) == expected == rfc8785.dumps(claim)
