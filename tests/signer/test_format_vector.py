"""Golden vectors: FORMAT.md's own test vector, and receipts made with a fixed test key."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from nacl.signing import SigningKey

from crawler.errors import UnknownKey
from signer.canonical import b64url, canonical_bytes
from signer.claims import build_claim
from signer.verify import KeyList, ReceiptVerifier, verify_answer

ASSETS = Path(__file__).resolve().parents[1] / "assets"
FORMAT = json.loads((ASSETS / "format_vector.json").read_text(encoding="utf-8"))
OURS = json.loads((ASSETS / "receipt_vectors.json").read_text(encoding="utf-8"))


def _claim_of(kind: str, obj: dict[str, Any], product: str) -> dict[str, Any]:
    header = {k: obj["receipt"][k] for k in ("v", "key_id", "issued_at", "read")}
    return build_claim(kind, obj, product, header)


def test_format_md_example_gives_the_test_vector_bytes() -> None:
    answer = FORMAT["answer"]
    claim = _claim_of("offer", answer["results"][0], answer["product"]["name"])
    assert canonical_bytes(claim) == FORMAT["canonical_claim"].encode("utf-8")


def test_format_md_example_is_signed_by_a_key_we_do_not_hold() -> None:
    checks = verify_answer(FORMAT["answer"], ReceiptVerifier(KeyList.from_json({"keys": []})))
    assert [(c.ok, c.error_code) for c in checks] == [(False, UnknownKey.code)]


@pytest.mark.parametrize("case", OURS["cases"], ids=[c["tool"] for c in OURS["cases"]])
def test_our_vectors_verify_and_rebuild_byte_for_byte(case: dict[str, Any]) -> None:
    checks = verify_answer(case["answer"], ReceiptVerifier(KeyList.from_json(OURS["keys"])))
    assert [c.path for c in checks] == list(case["claims"])
    assert all(c.ok for c in checks), checks
    assert {c.key_status for c in checks} == {"retired"}  # retired keys still verify

    key = SigningKey(bytes.fromhex(OURS["seed_hex"]))
    for check in checks:
        obj = _object_at(case["answer"], check.path)
        raw = canonical_bytes(_claim_of(check.kind, obj, check.product))
        assert raw == case["claims"][check.path].encode("utf-8")
        assert b64url(key.sign(raw).signature) == obj["receipt"]["sig"]


def _object_at(answer: dict[str, Any], path: str) -> dict[str, Any]:
    node: Any = answer
    for part in path.split("."):
        name, _, index = part.partition("[")
        node = node[name]
        if index:
            node = node[int(index.rstrip("]"))]
    return node
