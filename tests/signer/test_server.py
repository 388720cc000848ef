"""The signing service as its own process: signing, refusals, protocol errors, the socket."""

from __future__ import annotations

import json
import socket
import stat
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from signer_support import (
    CHECKED,
    FP_A,
    FP_B,
    FP_C,
    PRODUCT,
    TEA,
    SignerProcess,
    fill_store,
    lowest,
    observation,
    offer,
    point,
    private_seeds,
    running_signer,
    secret_forms,
    start_signer,
)

from crawler.errors import SignerUnavailable, SigningError
from crawler.store import ObservationWriter
from signer.keys import public_list_path
from signer.protocol import MAX_BATCH, MAX_LINE
from signer.verify import KeyList, ReceiptVerifier, verify_answer


@pytest.fixture(scope="module")
def signer(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SignerProcess]:
    with running_signer(tmp_path_factory.mktemp("signer")) as proc:
        yield proc


def _raw(proc: SignerProcess, payload: bytes) -> list[dict[str, Any]]:
    """Send raw bytes, read every answer line until the signer closes or goes quiet."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.settimeout(10)
        sock.connect(str(proc.socket_path))
        sock.sendall(payload)
        sock.shutdown(socket.SHUT_WR)
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    return [json.loads(line) for line in data.splitlines()]


def _verifier(proc: SignerProcess) -> ReceiptVerifier:
    return ReceiptVerifier(KeyList.load(public_list_path(proc.keys_dir)))


def _sign_one(proc: SignerProcess, kind: str, obj: Any, product: Any = PRODUCT) -> Any:
    with proc.client() as client:
        [result] = client.sign(kind, [{"product": product, "object": obj}]).results
    return result


# -- signing -------------------------------------------------------------------------------


def test_signs_all_three_kinds_and_they_verify(signer: SignerProcess) -> None:
    with signer.client() as client:
        offers = client.sign(
            "offer",
            [
                {"product": PRODUCT, "object": offer(shipping={"minor": 1500, "currency": "EGP"})},
                {"product": TEA, "object": offer(listing="https://shop-a.example/tea",
                                                 minor=2999, fingerprint=FP_B)},
            ],
        )  # fmt: skip
        points = client.sign("history_point", [{"product": PRODUCT, "object": point()}])
        lows = client.sign(
            "lowest",
            [
                {"product": PRODUCT, "object": lowest()},
            ],
        )  # fmt: skip
    for batch in (offers, points, lows):
        assert all(r.ok for r in batch.results), batch
        assert {r.receipt["issued_at"] for r in batch.results} == {batch.issued_at}
        assert {r.receipt["read"] for r in batch.results} == {"page"}

    def place(obj: dict[str, Any], result: Any) -> dict[str, Any]:
        return {**obj, "receipt": result.receipt}

    answers = [
        {"product": {"name": PRODUCT}, "results": [
            place(offer(shipping={"minor": 1500, "currency": "EGP"}), offers.results[0])]},
        {"query": "tea", "results": [{**place(offer(listing="https://shop-a.example/tea",
            minor=2999, fingerprint=FP_B), offers.results[1]), "product": {"name": TEA}}]},
        {"product": {"name": PRODUCT}, "points": [place(point(), points.results[0])]},
        {"results": [{"product": {"name": PRODUCT}, "lowest": place(lowest(), lows.results[0])}]},
    ]  # fmt: skip
    checks = [c for answer in answers for c in verify_answer(answer, _verifier(signer))]
    assert len(checks) == 4 and all(c.ok for c in checks), checks
    assert {c.key_status for c in checks} == {"active"}


REFUSALS = [
    ("offer", {"product": PRODUCT}, "malformed"),
    ("offer", "not an object", "malformed"),
    ("offer", {"product": PRODUCT, "object": offer(), "extra": 1}, "malformed"),
    ("offer", {"product": PRODUCT, "object": {**offer(), "receipt": {}}}, "malformed"),
    ("offer", {"product": None, "object": offer()}, "missing_field"),
    ("offer", {"product": PRODUCT, "object": {**offer(), "stock": None}}, "missing_field"),
    ("offer", {"product": PRODUCT, "object": offer(currency="ZZZ")}, "bad_currency"),
    ("offer", {"product": PRODUCT, "object": offer(domain="evil.example")}, "store_mismatch"),
    ("offer", {"product": PRODUCT, "object": offer(listing="file:///etc/passwd")}, "bad_listing"),
    ("offer", {"product": PRODUCT, "object": offer(
        checked_at=datetime.now(UTC) + timedelta(days=1))}, "future_checked_at"),
    ("offer", {"product": PRODUCT, "object": offer(fingerprint="fp-1-1")}, "bad_fingerprint"),
    ("offer", {"product": PRODUCT, "object": offer(minor=9400)}, "not_observed"),
    ("offer", {"product": PRODUCT, "object": offer(stock="out_of_stock")}, "not_observed"),
    ("offer", {"product": PRODUCT, "object": offer(currency="USD")}, "not_observed"),
    ("offer", {"product": PRODUCT, "object": offer(fingerprint=FP_B)}, "not_observed"),
    ("offer", {"product": PRODUCT, "object": offer(
        checked_at=CHECKED + timedelta(milliseconds=1))}, "not_observed"),
    ("offer", {"product": PRODUCT, "object": offer(
        listing="https://shop-a.example/coffee?x")}, "not_observed"),
    ("history_point", {"product": PRODUCT, "object": point(minor=1)}, "not_observed"),
    ("lowest", {"product": PRODUCT, "object": lowest(amount=94.99)}, "not_observed"),
    # FORMAT.md v0.1 signs a lowest price as amount × 100: ¥950 (amount 950.0) would be
    # claimed as price_minor 95000 JPY and 9.500 KWD as 950, prices nobody read. Refused,
    # whether the amount is shown in major units or as the stored minor units / 100.
    ("lowest", {"product": PRODUCT, "object": lowest(shop="shop-b.example", amount=950.0,
        currency="JPY", listing="https://shop-b.example/p/coffee?id=7", fingerprint=FP_B)},
        "amount_not_representable"),
    ("lowest", {"product": PRODUCT, "object": lowest(shop="shop-b.example", amount=9.5,
        currency="JPY", listing="https://shop-b.example/p/coffee?id=7", fingerprint=FP_B)},
        "amount_not_representable"),
    ("lowest", {"product": PRODUCT, "object": lowest(shop="shop-c.example", amount=9.5,
        currency="KWD", listing="https://shop-c.example/coffee", fingerprint=FP_C)},
        "amount_not_representable"),
    ("lowest", {"product": PRODUCT, "object": lowest(shop="shop-c.example", amount=9.505,
        currency="KWD", listing="https://shop-c.example/coffee", fingerprint=FP_C,
        checked_at=CHECKED + timedelta(hours=1))}, "amount_not_representable"),
    ("lowest", {"product": PRODUCT, "object": lowest(amount=95.001)}, "amount_not_representable"),
    ("offer", {"product": PRODUCT, "object": offer(minor=95.0)}, "bad_price"),
    ("offer", {"product": PRODUCT, "object": offer(minor=-9500)}, "bad_price"),
    ("lowest", {"product": PRODUCT, "object": {**lowest(), "amount": "95.00"}}, "bad_price"),
]  # fmt: skip


def test_every_refusal_has_its_code_and_one_bad_item_spoils_nothing(signer: SignerProcess) -> None:
    with signer.client() as client:
        for kind, item, code in REFUSALS:
            good = {"product": PRODUCT, "object": {"offer": offer(), "history_point": point(),
                    "lowest": lowest()}[kind]}  # fmt: skip
            batch = client.sign(kind, [good, item, good])
            first, refused, last = batch.results
            assert first.ok and last.ok, (kind, item)
            assert refused.receipt is None and refused.refused is not None
            assert refused.refused.code == code, (item, refused.refused)


def test_a_reading_stored_after_start_is_signed(signer: SignerProcess) -> None:
    fresh = CHECKED + timedelta(days=1)
    obj = offer(minor=9300, checked_at=fresh, stock="preorder")
    assert _sign_one(signer, "offer", obj).refused.code == "not_observed"
    ObservationWriter(signer.data_dir).write(
        [observation(price_minor=9300, checked_at=fresh, stock="preorder")]
    )
    assert _sign_one(signer, "offer", obj).ok  # the way live_check stores and then signs


# -- protocol ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "code"),
    [
        (b"not json\n", "bad_json"),
        (b'{"v":1,"op":"sign","kind":"offer","items":[NaN]}\n', "bad_json"),
        (b"[1]\n", "bad_request"),
        (b'{"v":2,"op":"ping"}\n', "bad_version"),
        (b'{"v":true,"op":"ping"}\n', "bad_version"),
        (b'{"v":1,"op":"delete"}\n', "bad_request"),
        (b'{"v":1,"op":"ping","who":"me"}\n', "bad_request"),
        (b'{"v":1,"op":"sign","kind":"coupon","items":[]}\n', "bad_request"),
        (b'{"v":1,"op":"sign","kind":"offer","items":{}}\n', "bad_request"),
    ],
)
def test_bad_request_lines_get_an_error_and_the_connection_stays(
    signer: SignerProcess, line: bytes, code: str
) -> None:
    error, pong = _raw(signer, line + b'{"v":1,"op":"ping"}\n')
    assert error["v"] == 1 and error["error"]["code"] == code and error["error"]["message"]
    assert pong["ok"] is True


def test_batch_size_is_capped(signer: SignerProcess) -> None:
    items = [{"product": PRODUCT, "object": offer()}] * (MAX_BATCH + 1)
    with signer.client() as client, pytest.raises(SigningError) as info:
        client.sign("offer", items)
    assert info.value.code == "bad_request"
    with signer.client() as client:
        assert len(client.sign("offer", items[:MAX_BATCH]).results) == MAX_BATCH


def test_an_overlong_line_is_refused_and_the_connection_closed(signer: SignerProcess) -> None:
    answers = _raw(signer, b'{"v":1,"op":"ping","pad":"' + b"x" * (MAX_LINE + 10) + b'"}\n')
    assert [a["error"]["code"] for a in answers] == ["line_too_long"]


def test_keys_and_ping_ops(signer: SignerProcess) -> None:
    with signer.client() as client:
        listed = client.keys()
        pong = client.ping()
    assert listed == json.loads(public_list_path(signer.keys_dir).read_text())
    assert pong == {"ok": True, "key_id": listed["keys"][0]["key_id"]}


# -- the socket and the process ------------------------------------------------------------


def test_socket_is_private_and_a_second_signer_refuses_to_start(
    signer: SignerProcess, tmp_path: Path
) -> None:
    assert stat.S_IMODE(signer.socket_path.stat().st_mode) == 0o600
    second = start_signer(signer.socket_path, tmp_path / "keys", signer.data_dir, wait=False)
    assert second.proc.wait(timeout=60) != 0
    assert "already listening" in second.stderr()
    assert not (tmp_path / "keys").exists()  # refused before touching any key
    with signer.client() as client:
        assert client.ping()["ok"]  # the first one still answers on its socket


def test_a_stale_socket_file_is_replaced(tmp_path: Path) -> None:
    stale = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        sock.bind(str(stale))  # bound, never listening: what a killed signer leaves
    fill_store(tmp_path / "data")
    proc = start_signer(stale, tmp_path / "keys", tmp_path / "data")
    try:
        assert _sign_one(proc, "offer", offer()).ok
    finally:
        assert proc.stop() == 0
    assert not stale.exists()  # removed on a clean stop


def test_rotation_in_another_process_is_picked_up(tmp_path: Path) -> None:
    from signer.keys import KeyRing

    with running_signer(tmp_path) as proc:
        before = _sign_one(proc, "offer", offer())
        new_id = KeyRing(proc.keys_dir).rotate()
        after = _sign_one(proc, "offer", offer())
        assert after.receipt["key_id"] == new_id != before.receipt["key_id"]
        results = [{**offer(), "receipt": r.receipt} for r in (before, after)]
        answer = {"product": {"name": PRODUCT}, "results": results}
        checks = verify_answer(answer, _verifier(proc))
        assert [(c.ok, c.key_status) for c in checks] == [(True, "retired"), (True, "active")]

        KeyRing(proc.keys_dir).retire(new_id)
        with proc.client() as client:
            assert client.ping()["key_id"] is None
            with pytest.raises(SignerUnavailable) as info:
                client.sign("offer", [{"product": PRODUCT, "object": offer()}])
        assert info.value.code == "no_active_key"


def test_no_key_material_in_any_output(tmp_path: Path) -> None:
    with running_signer(tmp_path) as proc:
        with proc.client() as client:
            replies = [
                client.keys(),
                client.ping(),
                client.sign("offer", [{"product": PRODUCT, "object": offer()},
                                      {"product": PRODUCT, "object": offer(minor=1)}]),
            ]  # fmt: skip
        raw = _raw(proc, b"garbage\n" + b'{"v":1,"op":"sign","kind":"offer","items":[1]}\n')
        seeds = private_seeds(proc.keys_dir)
    text = repr(replies) + json.dumps(raw) + proc.stderr()
    assert seeds and "signer totals" in proc.stderr()
    for seed in seeds:
        for form in secret_forms(seed):
            assert form not in text
    assert FP_A not in proc.stderr() and "shop-a" not in proc.stderr()  # counts only
