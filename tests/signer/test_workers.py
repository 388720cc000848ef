"""``pricewitness signer --workers N``: several signing processes behind one socket."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from signer_support import (
    PRODUCT,
    ROOT,
    SignerProcess,
    fill_store,
    offer,
    running_signer,
    start_signer,
)

from crawler.errors import SignerUnavailable
from signer.client import SPLIT_AT, AsyncSignerClient, SignerClient
from signer.keys import public_list_path
from signer.verify import KeyList, ReceiptVerifier, verify_answer


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SignerProcess]:
    with running_signer(tmp_path_factory.mktemp("workers"), workers=2) as proc:
        yield proc


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is dead too (reaped later by whoever waits for it).
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0] != "Z"


def _wait(condition, limit_s: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def _worker_of_new_connections(proc: SignerProcess, n: int) -> list[int]:
    served = []
    for _ in range(n):
        with SignerClient(proc.socket_path) as client:
            served.append(client._request({"v": 1, "op": "ping"})["worker"])
    return served


def test_connections_go_to_the_workers_in_turn(pair: SignerProcess) -> None:
    assert len(pair.workers()) == 2
    served = _worker_of_new_connections(pair, 6)
    assert sorted(set(served)) == [0, 1]
    assert all(a != b for a, b in itertools.pairwise(served))  # round robin


def test_a_large_batch_is_split_over_the_workers_and_kept_in_order(pair: SignerProcess) -> None:
    good = {"product": PRODUCT, "object": offer()}
    invented = {"product": PRODUCT, "object": offer(minor=1)}  # never observed
    items = [invented if i % 7 == 3 else good for i in range(SPLIT_AT * 2 + 5)]
    seen_workers: set[int] = set()

    async def ask() -> list:  # type: ignore[type-arg]
        async with AsyncSignerClient(pair.socket_path) as client:
            await client.sign("offer", [good])  # learns that there are two workers
            batch = await client.sign("offer", items)
            seen_workers.update(c.worker for c in client._idle if c.worker is not None)
            return list(batch.results)

    results = asyncio.run(ask())
    assert seen_workers == {0, 1}
    assert [r.ok for r in results] == [i % 7 != 3 for i in range(len(items))]
    assert {r.refused.code for r in results if not r.ok} == {"not_observed"}
    verifier = ReceiptVerifier(KeyList.load(public_list_path(pair.keys_dir)))
    answer = {
        "product": {"name": PRODUCT},
        "results": [{**offer(), "receipt": r.receipt} for r in results if r.ok],
    }
    assert all(check.ok for check in verify_answer(answer, verifier))


def test_a_dead_worker_is_started_again(tmp_path: Path) -> None:
    with running_signer(tmp_path, workers=2) as proc:
        first = proc.workers()
        os.kill(first[0], signal.SIGKILL)
        assert _wait(lambda: len(proc.workers()) == 2 and proc.workers() != first)
        assert _wait(lambda: set(_worker_of_new_connections(proc, 4)) == {0, 1})
        with proc.client() as client:
            assert client.sign("offer", [{"product": PRODUCT, "object": offer()}]).results[0].ok
        assert "exited" in proc.stderr() and "restarting" in proc.stderr()


def test_killing_the_parent_takes_the_workers_down(tmp_path: Path) -> None:
    with running_signer(tmp_path, workers=2) as proc:
        workers = proc.workers()
        assert len(workers) == 2
        proc.proc.kill()
        proc.proc.wait()
        # Each worker sees its control socket close and stops: no orphan keeps a key.
        assert _wait(lambda: not any(_alive(pid) for pid in workers))
        with pytest.raises(SignerUnavailable), SignerClient(proc.socket_path, timeout=2) as client:
            client.ping()


def test_a_clean_stop_stops_every_worker_and_removes_the_socket(tmp_path: Path) -> None:
    with running_signer(tmp_path, workers=3) as proc:
        workers = proc.workers()
        assert len(workers) == 3
        assert proc.stop() == 0
        assert not proc.socket_path.exists()
        assert _wait(lambda: not any(_alive(pid) for pid in workers))
        assert "signer stopped" in proc.stderr()


def test_a_worker_that_cannot_start_is_a_clear_error(tmp_path: Path) -> None:
    fill_store(tmp_path / "data")
    keys = tmp_path / "keys"
    keys.write_text("not a directory")  # the keys folder is a file
    proc = start_signer(tmp_path / "s.sock", keys, tmp_path / "data", wait=False, workers=2)
    assert proc.proc.wait(timeout=60) == 2
    assert "could not start" in proc.stderr() and str(keys) in proc.stderr()
    assert not proc.socket_path.exists()


@pytest.mark.parametrize("bad", ["0", "-1", "two"])
def test_bad_worker_counts_are_refused(tmp_path: Path, bad: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "signer", "--socket", str(tmp_path / "s.sock"),
         "--keys-dir", str(tmp_path / "keys"), "--data-dir", str(tmp_path / "data"),
         "--workers", bad],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "--workers" in done.stderr
    assert not (tmp_path / "keys").exists() and not (tmp_path / "s.sock").exists()


def _pings(proc: SignerProcess, n: int) -> int:
    answered = 0
    for _ in range(n):
        with contextlib.suppress(SignerUnavailable), SignerClient(proc.socket_path, 3) as client:
            answered += client.ping()["ok"]
    return answered


def test_a_stuck_worker_is_passed_over_not_waited_for(tmp_path: Path) -> None:
    import socket

    with running_signer(tmp_path, workers=2) as proc:
        stuck = proc.workers()[0]
        os.kill(stuck, signal.SIGSTOP)
        try:
            # Connections handed to the stopped worker pile up in its control socket until it
            # is full; from then on the parent must give them to the other worker, not block.
            for _ in range(1500):
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                    sock.connect(str(proc.socket_path))
            # The running worker drains its share of the burst; then it serves every
            # new connection while the other one stays stopped.
            assert _wait(lambda: _pings(proc, 1) == 1, limit_s=20)
            assert _pings(proc, 6) == 6
        finally:
            os.kill(stuck, signal.SIGCONT)
        assert proc.stop() == 0


@pytest.mark.parametrize(
    "args",
    [
        [],  # nothing
        ["--ctrl-fd", "999", "--index", "0", "--count", "2"],  # missing dirs
        ["--ctrl-fd", "999", "--index", "0", "--count", "2", "--keys-dir", "k", "--data-dir", "d"],
        ["--ctrl-fd", "9" * 40, "--index", "0", "--count", "2", "--keys-dir", "k",
         "--data-dir", "d"],  # a huge number
        ["--ctrl-fd", "-1", "--index", "0", "--count", "2", "--keys-dir", "k", "--data-dir", "d"],
        ["--ctrl-fd", "0", "--index", "0", "--count", "2", "--keys-dir", "k", "--data-dir", "d"],
        ["--ctrl-fd", "x", "--index", "0", "--count", "2"],  # not a number
    ],
)  # fmt: skip
def test_a_worker_started_by_hand_is_refused_clearly(tmp_path: Path, args: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "signer.workers", *args],
        cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "signer.workers" in done.stderr
    assert not list(tmp_path.iterdir())  # no key or store made
