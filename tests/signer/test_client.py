"""Signer clients: a lost signer is SignerUnavailable, never a partial result taken as signed."""

from __future__ import annotations

import asyncio
import signal
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from signer_support import PRODUCT, SignerProcess, offer, running_signer, start_signer

from crawler.errors import SignerUnavailable, SigningError
from signer.client import AsyncSignerClient, SignerClient, SignItem

ITEM = {"product": PRODUCT, "object": offer()}


@pytest.fixture
def signer(tmp_path: Path) -> Iterator[SignerProcess]:
    with running_signer(tmp_path) as proc:
        yield proc


def test_kill_mid_batch_raises_signer_unavailable(signer: SignerProcess) -> None:
    client = signer.client(timeout=30)
    assert client.ping()["ok"]  # a kept-alive connection, as the API holds one
    signer.signal_all(signal.SIGSTOP)  # the batch is in flight while it is frozen
    outcome: list[BaseException | object] = []

    def ask() -> None:
        try:
            outcome.append(client.sign("offer", [ITEM] * 1000))
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=ask)
    thread.start()
    thread.join(0.3)
    assert thread.is_alive()  # still waiting for the frozen signer
    signer.signal_all(signal.SIGKILL)
    signer.proc.wait()
    thread.join(30)
    [result] = outcome
    assert isinstance(result, SignerUnavailable), result


def test_no_answer_in_time_is_signer_unavailable(signer: SignerProcess) -> None:
    signer.signal_all(signal.SIGSTOP)
    try:
        with SignerClient(signer.socket_path, timeout=0.5) as client:
            with pytest.raises(SignerUnavailable, match="did not answer"):
                client.sign("offer", [ITEM])
    finally:
        signer.signal_all(signal.SIGCONT)


def test_unreachable_signer_is_signer_unavailable(tmp_path: Path) -> None:
    with SignerClient(tmp_path / "nobody.sock") as client, pytest.raises(SignerUnavailable):
        client.ping()


def test_kept_connection_survives_a_signer_restart(signer: SignerProcess) -> None:
    client = signer.client()
    first = client.sign("offer", [SignItem(product=PRODUCT, object=offer())])
    assert first.results[0].ok
    assert signer.stop() == 0
    restarted = start_signer(signer.socket_path, signer.keys_dir, signer.data_dir)
    try:
        again = client.sign("offer", [ITEM])  # the old connection is dead: reconnect once
        assert again.results[0].ok
        assert again.results[0].receipt["key_id"] == first.results[0].receipt["key_id"]
    finally:
        client.close()
        restarted.stop()


def _serve_once(path: Path, reply: bytes) -> threading.Thread:
    """A peer on the socket that answers one request with ``reply`` and hangs up."""
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(1)

    def run() -> None:
        conn, _ = server.accept()
        with conn:
            conn.recv(65536)
            conn.sendall(reply)
        server.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize(
    ("reply", "error"),
    [
        (b'{"v":1,"issued_at":"2026-01-01T00:00:00.000Z","results":[{"rec', SignerUnavailable),
        (b"", SignerUnavailable),
        (b'{"v":1,"issued_at":"2026-01-01T00:00:00.000Z","results":[]}\n', SigningError),
        (b'{"v":1,"issued_at":"x","results":[{"receipt":{"sig":"abc"}}]}\n', SigningError),
        (b'{"v":1,"issued_at":"x","results":[{"receipt":{"v":"0.1","key_id":"k",'
         b'"issued_at":"y","read":"page","sig":"s"}}]}\n', SigningError),
        (b"not json\n", SigningError),
    ],
    ids=["cut-mid-line", "closed", "too-few", "half-receipt", "wrong-issued-at", "not-json"],
)  # fmt: skip
def test_a_broken_answer_is_never_taken_as_signed(
    tmp_path: Path, reply: bytes, error: type[Exception]
) -> None:
    path = tmp_path / "peer.sock"
    thread = _serve_once(path, reply)
    with SignerClient(path, timeout=5) as client, pytest.raises(error):
        client.sign("offer", [ITEM])
    thread.join(5)


def test_async_client_signs_reuses_and_reconnects(signer: SignerProcess) -> None:
    async def run() -> None:
        async with AsyncSignerClient(signer.socket_path, pool_size=2) as client:
            batches = await asyncio.gather(*(client.sign("offer", [ITEM] * 5) for _ in range(6)))
            assert all(r.ok for b in batches for r in b.results)
            key_id = (await client.ping())["key_id"]
            assert (await client.keys())["keys"][0]["key_id"] == key_id
            assert signer.stop() == 0
            with pytest.raises(SignerUnavailable):
                await client.sign("offer", [ITEM])
            restarted = start_signer(signer.socket_path, signer.keys_dir, signer.data_dir)
            try:
                assert (await client.sign("offer", [ITEM])).results[0].ok
            finally:
                restarted.stop()

    asyncio.run(run())


def test_async_client_times_out_as_signer_unavailable(signer: SignerProcess) -> None:
    signer.signal_all(signal.SIGSTOP)

    async def run() -> None:
        async with AsyncSignerClient(signer.socket_path, timeout=0.5) as client:
            with pytest.raises(SignerUnavailable, match="did not answer"):
                await client.sign("offer", [ITEM])

    try:
        asyncio.run(run())
    finally:
        signer.signal_all(signal.SIGCONT)


def test_requests_that_are_not_json_fail_before_sending(tmp_path: Path) -> None:
    with SignerClient(tmp_path / "unused.sock") as client, pytest.raises(SigningError):
        client.sign("offer", [{"product": PRODUCT, "object": {"price": float("nan")}}])
