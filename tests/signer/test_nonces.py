"""Signatures made with precomputed nonces are valid Ed25519 for every checker, and nonces are
never used twice."""

from __future__ import annotations

import base64
import os
import pickle
import sys
import time
from pathlib import Path

import pytest
import rfc8785
from nacl.exceptions import BadSignatureError
from nacl.signing import SigningKey

from signer.canonical import b64url, key_id_for
from signer.keys import ActiveKey
from signer.nonces import Nonce, NoncePool

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from jscheck import js_check

SEED = bytes(range(32))
MESSAGE = b'{"price_minor":9500}'
FINGERPRINT = "sha256:" + "a" * 64


def _key() -> tuple[ActiveKey, SigningKey]:
    signing_key = SigningKey(SEED)
    return ActiveKey(key_id_for(bytes(signing_key.verify_key)), signing_key), signing_key


def _pool(size: int) -> NoncePool:
    pool = NoncePool(size)
    pool.fill()
    return pool


def test_pooled_signatures_verify_and_differ_from_each_other() -> None:
    key, signing_key = _key()
    pool = _pool(40)
    signatures = [key.sign(MESSAGE, pool.take()) for _ in range(40)]
    assert len(set(signatures)) == 40  # a fresh nonce each time
    for signature in signatures:
        assert len(signature) == 64
        signing_key.verify_key.verify(MESSAGE, signature)
        with pytest.raises(BadSignatureError):
            signing_key.verify_key.verify(MESSAGE + b" ", signature)
    assert len(pool) == 0


def test_without_a_nonce_the_signature_is_rfc8032s_deterministic_one() -> None:
    key, signing_key = _key()
    assert key.sign(MESSAGE) == signing_key.sign(MESSAGE).signature
    empty = NoncePool(0)
    assert empty.take() is None
    assert key.sign(MESSAGE, empty.take()) == signing_key.sign(MESSAGE).signature


def test_a_nonce_signs_once_and_never_leaves_the_process() -> None:
    key, _ = _key()
    nonce = Nonce()
    key.sign(MESSAGE, nonce)
    with pytest.raises(RuntimeError, match="used twice"):
        key.sign(b"another message", nonce)
    with pytest.raises(TypeError):
        pickle.dumps(Nonce())
    assert "secret" in repr(Nonce())


def test_the_independent_js_checker_accepts_pooled_signatures() -> None:
    key, signing_key = _key()
    pool = _pool(3)
    head = {"v": "0.1", "key_id": key.key_id, "issued_at": "2026-11-01T12:00:00.000Z"}
    head["read"] = "page"
    results = []
    for n in range(3):
        offer = {
            "shop": {"domain": "shop-a.example", "name": "Shop A", "country": "EG"},
            "price": {"minor": 9500 + n, "currency": "EGP"},
            "stock": "in_stock",
            "checked_at": "2026-11-01T11:30:00.000Z",
            "proof": {
                "listing": f"https://shop-a.example/p/{n}",
                "fingerprint": "sha256:" + "a" * 64,
            },
        }
        claim = {
            **head, "store": "shop-a.example", "listing": offer["proof"]["listing"],
            "product": "Kaffee Crème 200 g", "price_minor": 9500 + n, "currency": "EGP",
            "stock": "in_stock", "checked_at": offer["checked_at"],
            "proof": offer["proof"]["fingerprint"],
        }  # fmt: skip
        offer["receipt"] = {**head, "sig": b64url(key.sign(rfc8785.dumps(claim), pool.take()))}
        results.append(offer)
    public = bytes(signing_key.verify_key)
    keys = {"keys": [{
        "key_id": key.key_id,
        "jwk": {"kty": "OKP", "crv": "Ed25519",
                "x": base64.urlsafe_b64encode(public).rstrip(b"=").decode()},
        "status": "active", "created_at": "2026-01-01T00:00:00.000Z", "retired_at": None,
    }]}  # fmt: skip
    answer = {"product": {"id": "p", "name": "Kaffee Crème 200 g"}, "results": results}
    checks = js_check(answer, keys)["checks"]
    assert [c["ok"] for c in checks] == [True, True, True], checks
    answer["results"][1]["price"]["minor"] += 1
    assert [c["ok"] for c in js_check(answer, keys)["checks"]] == [True, False, True]


def test_a_forked_child_gets_no_nonce_of_its_parent() -> None:
    pool = _pool(8)
    pid = os.fork()
    if pid == 0:  # the child: a copied pool must be empty, or two processes share nonces
        os._exit(0 if pool.take() is None and len(pool) == 0 else 1)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    assert len(pool) == 8  # the parent keeps its own


def test_the_refilling_thread_waits_while_the_signer_answers() -> None:
    pool = NoncePool(16)
    try:
        with pool.paused():
            pool.start()
            time.sleep(0.3)
            assert len(pool) == 0  # nothing made while paused
        deadline = time.monotonic() + 30
        while len(pool) < 16 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert len(pool) == 16
        for _ in range(8):
            assert pool.take() is not None
        deadline = time.monotonic() + 30
        while len(pool) < 16 and time.monotonic() < deadline:  # below 3/4: refilled
            time.sleep(0.01)
        assert len(pool) == 16
    finally:
        pool.close()
    assert len(pool) == 0


def test_both_scalar_paths_compute_the_same_r_plus_k_times_a() -> None:
    from nacl import bindings

    from signer.keys import _mul_add_bindings, _mul_add_direct

    for _ in range(200):
        k, a, r = (bindings.crypto_core_ed25519_scalar_reduce(os.urandom(64)) for _ in range(3))
        assert _mul_add_direct(k, a, r) == _mul_add_bindings(k, a, r)


def test_a_negative_pool_size_is_refused() -> None:
    with pytest.raises(ValueError, match="0 or more"):
        NoncePool(-1)
