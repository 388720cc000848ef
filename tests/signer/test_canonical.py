"""Canonical claim bytes (RFC 8785 as FORMAT.md uses it) and the format's encodings."""

from __future__ import annotations

import hashlib

import pytest
import rfc8785
from hypothesis import given
from hypothesis import strategies as st

from crawler.errors import MalformedReceipt
from signer.canonical import (
    MAX_SAFE_INTEGER,
    b64url,
    b64url_decode,
    canonical_bytes,
    key_id_for,
)


def test_non_ascii_is_raw_utf8_and_controls_are_escaped() -> None:
    claim = {"product": "Caf\u00e9 \u2615 \u0634\u0627\u064a", "x": 'a\nb\u0001"\\'}
    assert canonical_bytes(claim) == (
        '{"product":"Caf\u00e9 \u2615 \u0634\u0627\u064a","x":"a\\nb\\u0001\\"\\\\"}'.encode()
    )


def test_keys_sort_by_utf16_code_units_not_code_points() -> None:
    # U+1F600 is D83D DE00 in UTF-16, which sorts before U+E000 (code points say the opposite).
    claim = {"\ue000": 1, "\U0001f600": 2, "a": 3}
    assert canonical_bytes(claim) == '{"a":3,"\U0001f600":2,"\ue000":1}'.encode()


@pytest.mark.parametrize(
    "claim",
    [
        {"price_minor": 95.0},
        {"price_minor": 9500, "nested": {"x": [1, 2.5]}},
        {"price_minor": MAX_SAFE_INTEGER + 1},
        {"price_minor": -MAX_SAFE_INTEGER - 1},
        {"product": "lone \ud800 surrogate"},
        {1: "non-string key"},
        {"when": object()},
    ],
    ids=["float", "nested-float", "over-safe", "under-safe", "surrogate", "int-key", "object"],
)
def test_refuses_what_no_js_checker_could_rebuild(claim: dict) -> None:
    with pytest.raises(MalformedReceipt):
        canonical_bytes(claim)


def test_safe_integer_edges_are_accepted() -> None:
    assert canonical_bytes({"a": MAX_SAFE_INTEGER, "b": 0}) == (b'{"a":9007199254740991,"b":0}')


@given(
    st.dictionaries(
        st.text(),
        st.one_of(st.text(), st.integers(-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER)),
    )
)
def test_flat_claims_equal_rfc8785_exactly(claim: dict) -> None:
    try:
        expected = rfc8785.dumps(claim)
    except rfc8785.CanonicalizationError:
        with pytest.raises(MalformedReceipt):
            canonical_bytes(claim)
        return
    assert canonical_bytes(claim) == expected


@given(st.binary(max_size=80))
def test_b64url_round_trips_without_padding(raw: bytes) -> None:
    text = b64url(raw)
    assert "=" not in text and "+" not in text and "/" not in text
    assert b64url_decode(text) == raw


@pytest.mark.parametrize("text", ["AA==", "A", "a+b/", "AB", "!!!!"])
def test_b64url_decode_refuses_padding_other_alphabets_and_noncanonical(text: str) -> None:
    # "AB" decodes to one byte but has non-zero trailing bits: a second spelling of "AA".
    with pytest.raises(ValueError):
        b64url_decode(text)


def test_key_id_is_first_16_hex_of_sha256_of_raw_public_key() -> None:
    raw = bytes(range(32))
    assert key_id_for(raw) == hashlib.sha256(raw).hexdigest()[:16]
    assert len(key_id_for(raw)) == 16
