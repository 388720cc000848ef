"""The verifier: round trips, tampering (hypothesis), answer shapes, key lists."""

from __future__ import annotations

import copy
import http.server
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from signer_support import FP_B, PRODUCT, lowest, offer, point, running_signer

from crawler.errors import (
    BadSignature,
    ConfigError,
    FetchError,
    MalformedReceipt,
    MissingField,
    UnknownKey,
    VerificationError,
)
from signer.keys import public_list_path
from signer.verify import KeyList, ReceiptVerifier, verify_answer


@pytest.fixture(scope="module")
def signed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """One signed object of each kind and the key list, made by the real signer process."""
    with running_signer(tmp_path_factory.mktemp("verify")) as proc, proc.client() as client:
        made: dict[str, Any] = {"keys": client.keys(), "keys_dir": proc.keys_dir}
        for kind, obj in (
            ("offer", offer(shipping={"minor": 1500, "currency": "EGP"})),
            ("history_point", point()),
            ("lowest", lowest()),
        ):
            [result] = client.sign(kind, [{"product": PRODUCT, "object": obj}]).results
            assert result.ok, result
            made[kind] = {**obj, "receipt": result.receipt}
        yield made


def _verifier(signed: dict[str, Any]) -> ReceiptVerifier:
    return ReceiptVerifier(KeyList.from_json(signed["keys"]))


def test_round_trip_all_kinds(signed: dict[str, Any]) -> None:
    verifier = _verifier(signed)
    for kind in ("offer", "history_point", "lowest"):
        assert verifier.verify(kind, signed[kind], PRODUCT) is None


SIGNED_PATHS = {
    "offer": [("shop", "domain"), ("price", "minor"), ("price", "currency"), ("stock",),
              ("checked_at",), ("proof", "listing"), ("proof", "fingerprint")],
    "history_point": [("shop", "domain"), ("price", "minor"), ("price", "currency"),
                      ("checked_at",), ("proof", "listing"), ("proof", "fingerprint")],
    "lowest": [("shop",), ("amount",), ("currency",), ("checked_at",), ("proof", "listing"),
               ("proof", "fingerprint")],
}  # fmt: skip
RECEIPT_PATHS = [("receipt", f) for f in ("v", "key_id", "issued_at", "read", "sig")]
TARGETS = [
    (kind, path) for kind, paths in SIGNED_PATHS.items() for path in [*paths, *RECEIPT_PATHS]
] + [(kind, ("<product>",)) for kind in SIGNED_PATHS]


def _new_value(old: Any) -> st.SearchStrategy[Any]:
    if isinstance(old, bool) or not isinstance(old, int | float):
        return st.text(max_size=30).filter(lambda v: v != old)
    if isinstance(old, float):  # lowest.amount
        return st.one_of(
            st.floats(allow_nan=False, allow_infinity=False),
            st.integers(0, 10**9),
        ).filter(lambda v: v != old)
    return st.integers(0, 2**53 - 1).filter(lambda v: v != old)


@settings(max_examples=300, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), target=st.sampled_from(TARGETS))
def test_changing_any_signed_value_breaks_verification(
    signed: dict[str, Any], data: st.DataObject, target: tuple[str, tuple[str, ...]]
) -> None:
    kind, path = target
    obj, product = copy.deepcopy(signed[kind]), PRODUCT
    if path == ("<product>",):
        product = data.draw(_new_value(PRODUCT))
    else:
        parent = obj
        for part in path[:-1]:
            parent = parent[part]
        parent[path[-1]] = data.draw(_new_value(parent[path[-1]]))
    with pytest.raises(VerificationError):
        _verifier(signed).verify(kind, obj, product)


@settings(max_examples=100, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    shipping=st.one_of(
        st.none(),
        st.fixed_dictionaries(
            {"minor": st.integers(0, 10**9), "currency": st.sampled_from(["EGP", "USD", "?"])}
        ),
    ),
    kind=st.sampled_from(["offer", "history_point", "lowest"]),
)
def test_changing_shipping_does_not(
    signed: dict[str, Any], shipping: dict[str, Any] | None, kind: str
) -> None:
    obj = {**signed[kind], "shipping": shipping}
    assert _verifier(signed).verify(kind, obj, PRODUCT) is None


def test_precise_errors(signed: dict[str, Any]) -> None:
    verifier, good = _verifier(signed), signed["offer"]
    cases: list[tuple[dict[str, Any], type[Exception]]] = [
        ({k: v for k, v in good.items() if k != "receipt"}, MissingField),
        ({**good, "receipt": {**good["receipt"], "key_id": "0000000000000000"}}, UnknownKey),
        ({**good, "receipt": {**good["receipt"], "who": "alice"}}, MalformedReceipt),
        ({**good, "receipt": {**good["receipt"], "sig": good["receipt"]["sig"] + "=="}},
         MalformedReceipt),
        ({**good, "receipt": {**good["receipt"], "sig": "AAAA"}}, MalformedReceipt),
        ({**good, "receipt": {**good["receipt"], "sig": "A" * 86}}, BadSignature),
        ({**good, "price": {"minor": 9500.0, "currency": "EGP"}}, MalformedReceipt),
        ({**good, "note": "best price!"}, MalformedReceipt),
    ]  # fmt: skip
    for obj, error in cases:
        with pytest.raises(error):
            verifier.verify("offer", obj, PRODUCT)
    with pytest.raises(MalformedReceipt):
        verifier.verify("lowest", good, PRODUCT)  # the wrong kind for the object


def _mcp(answer: dict[str, Any], how: str) -> dict[str, Any]:
    if how == "structured":
        return {"content": [{"type": "text", "text": "…"}], "structuredContent": answer,
                "isError": False}  # fmt: skip
    if how == "text":
        return {"content": [{"type": "text", "text": json.dumps(answer)}], "isError": False}
    if how == "jsonrpc":
        return {"jsonrpc": "2.0", "id": 3, "result": {"structuredContent": answer}}
    return answer


@pytest.mark.parametrize("how", ["http", "structured", "text", "jsonrpc"])
def test_verify_answer_walks_every_tool_shape(signed: dict[str, Any], how: str) -> None:
    product = {"id": "p1", "name": PRODUCT}
    answers = {
        "find": {"results": [{"product": product, "lowest": signed["lowest"]},
                             {"product": {"id": "p2", "name": "Tea"}},
                             {"product": {"id": "p3", "name": "Mate"}, "lowest": None}],
                 "next_cursor": None},
        "price_at": {"product": product, "results": [signed["offer"]], "receipts": "on"},
        "price_history": {"product": product, "points": [signed["history_point"]] * 2},
        "market_scan": {"query": "coffee", "unreached": [],
                        "results": [{**signed["offer"], "product": product}]},
    }  # fmt: skip
    got = {
        tool: [(c.path, c.kind, c.product, c.store, c.ok) for c in verify_answer(
            _mcp(answer, how), _verifier(signed))]
        for tool, answer in answers.items()
    }  # fmt: skip
    assert got == {
        "find": [("results[0].lowest", "lowest", PRODUCT, "shop-a.example", True)],
        "price_at": [("results[0]", "offer", PRODUCT, "shop-a.example", True)],
        "price_history": [("points[0]", "history_point", PRODUCT, "shop-a.example", True),
                          ("points[1]", "history_point", PRODUCT, "shop-a.example", True)],
        "market_scan": [("results[0]", "offer", PRODUCT, "shop-a.example", True)],
    }  # fmt: skip


def test_verify_answer_reports_each_failure(signed: dict[str, Any]) -> None:
    unsigned = offer(listing="https://shop-a.example/tea", fingerprint=FP_B)
    changed = {**signed["offer"], "price": {"minor": 100, "currency": "EGP"}}
    answer = {"product": {"name": PRODUCT}, "results": [signed["offer"], unsigned, changed]}
    checks = verify_answer(answer, _verifier(signed))
    assert [(c.ok, c.error_code) for c in checks] == [
        (True, None),
        (False, "missing_field"),
        (False, "bad_signature"),
    ]
    assert checks[0].price == "95.00 EGP" and checks[0].key_status == "active"
    with pytest.raises(MalformedReceipt):
        verify_answer(["not", "an", "answer"], _verifier(signed))


# -- key lists -----------------------------------------------------------------------------


def test_key_list_loads_from_file_dir_and_url(signed: dict[str, Any]) -> None:
    keys_dir: Path = signed["keys_dir"]
    body = public_list_path(keys_dir).read_bytes()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200 if self.path.endswith("keys.json") else 404)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_port}/.well-known/agorantis-receipt-keys.json"
        for source in (public_list_path(keys_dir), keys_dir, str(keys_dir), url):
            ReceiptVerifier(KeyList.load(source)).verify("offer", signed["offer"], PRODUCT)
        with pytest.raises(FetchError):
            KeyList.load(f"http://127.0.0.1:{server.server_port}/missing")
    finally:
        server.shutdown()


@pytest.mark.parametrize(
    "doc",
    [
        [],
        {"keys": [{"key_id": "x"}]},
        {"keys": [{"key_id": "0000000000000000", "jwk": {"kty": "OKP", "crv": "Ed25519",
                   "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}, "status": "active",
                   "created_at": "2026-01-01T00:00:00.000Z", "retired_at": None}]},
        {"keys": [{"key_id": "0000000000000000", "jwk": {"kty": "OKP", "crv": "Ed25519",
                   "x": "AAAA"}, "status": "active", "created_at": "x", "retired_at": None}]},
    ],
    ids=["not-object", "no-jwk", "key-id-not-hash-of-key", "short-key"],
)  # fmt: skip
def test_bad_key_lists_are_config_errors(doc: Any, tmp_path: Path) -> None:
    with pytest.raises(ConfigError):
        KeyList.from_json(doc)
    (tmp_path / "keys.json").write_text(json.dumps(doc))
    with pytest.raises(ConfigError):
        KeyList.load(tmp_path / "keys.json")
