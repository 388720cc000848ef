"""Shared helpers for the signer tests: a filled store, a real signer process, sample objects."""

from __future__ import annotations

import base64
import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from crawler.store import Observation, ObservationWriter
from signer.claims import iso_ms
from signer.client import SignerClient

ROOT = Path(__file__).resolve().parents[2]
PRODUCT = "Sunny Morning Coffee 200g"
TEA = "Shay \u0634\u0627\u064a Tea \u2615 50 bags"
FP_A = "sha256:" + "a" * 64
FP_B = "sha256:" + "b" * 64
FP_C = "sha256:" + "c" * 64
CHECKED = datetime(2026, 1, 5, 10, 30, 0, 123000, tzinfo=UTC)


def observation(**overrides: Any) -> Observation:
    fields: dict[str, Any] = {
        "run_id": "run-test",
        "shop": "shop-a.example",
        "listing": "https://shop-a.example/coffee",
        "product_id": "p-coffee",
        "product_name": PRODUCT,
        "checked_at": CHECKED,
        "price_minor": 9500,
        "currency": "EGP",
        "stock": "in_stock",
        "fingerprint": FP_A,
        "method": "json-ld",
        "shipping_minor": 1500,
    }
    fields.update(overrides)
    return Observation(**fields)


# The store every signer test starts from: an EGP offer, a JPY and a KWD reading (lowest prices
# in currencies whose exponent is not 2 are refused), a Tea with a non-ASCII name.
BASE_OBSERVATIONS = [
    observation(),
    observation(
        shop="shop-b.example",
        listing="https://shop-b.example/p/coffee?id=7",
        price_minor=950,
        currency="JPY",
        stock="limited",
        fingerprint=FP_B,
        shipping_minor=None,
    ),
    observation(
        shop="shop-c.example",
        listing="https://shop-c.example/coffee",
        price_minor=9500,
        currency="KWD",
        fingerprint=FP_C,
    ),
    observation(
        shop="shop-c.example",
        listing="https://shop-c.example/coffee",
        price_minor=9505,
        currency="KWD",
        fingerprint=FP_C,
        checked_at=CHECKED + timedelta(hours=1),
    ),
    observation(
        listing="https://shop-a.example/tea",
        product_id="p-tea",
        product_name=TEA,
        price_minor=2999,
        fingerprint=FP_B,
    ),
]


def offer(
    *,
    domain: str = "shop-a.example",
    listing: str = "https://shop-a.example/coffee",
    minor: int = 9500,
    currency: str = "EGP",
    stock: str | None = "in_stock",
    checked_at: datetime = CHECKED,
    fingerprint: str = FP_A,
    shipping: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A priced object as an answer shows it (FORMAT.md "Where a receipt sits")."""
    obj: dict[str, Any] = {
        "shop": {"domain": domain},
        "price": {"minor": minor, "currency": currency},
        "checked_at": iso_ms(checked_at),
        "proof": {"listing": listing, "fingerprint": fingerprint},
    }
    if stock is not None:
        obj["stock"] = stock
    if shipping is not None:
        obj["shipping"] = shipping
    return obj


def point(**kwargs: Any) -> dict[str, Any]:
    return offer(stock=None, **kwargs)


def lowest(
    *,
    shop: str = "shop-a.example",
    listing: str = "https://shop-a.example/coffee",
    amount: float = 95.0,
    currency: str = "EGP",
    checked_at: datetime = CHECKED,
    fingerprint: str = FP_A,
) -> dict[str, Any]:
    return {
        "shop": shop,
        "amount": amount,
        "currency": currency,
        "checked_at": iso_ms(checked_at),
        "proof": {"listing": listing, "fingerprint": fingerprint},
    }


def fill_store(data_dir: Path, observations: list[Observation] | None = None) -> None:
    ObservationWriter(data_dir).write(BASE_OBSERVATIONS if observations is None else observations)


@dataclass
class SignerProcess:
    socket_path: Path
    keys_dir: Path
    data_dir: Path
    proc: subprocess.Popen[bytes]
    stderr_path: Path

    def client(self, timeout: float = 10.0) -> SignerClient:
        return SignerClient(self.socket_path, timeout=timeout)

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace")

    def signal_all(self, signum: int) -> None:
        """Signal the signer and its workers (its own process group), as ``kill -- -PID``."""
        os.killpg(self.proc.pid, signum)

    def workers(self) -> list[int]:
        """PIDs of the signer's worker processes (its children)."""
        children = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        with contextlib.suppress(OSError):
            return [int(pid) for pid in children.read_text().split()]
        return []


def start_signer(
    socket_path: Path,
    keys_dir: Path,
    data_dir: Path,
    *,
    wait: bool = True,
    workers: int | None = None,
) -> SignerProcess:
    """Run ``python -m signer`` as its own process, as production does."""
    stderr_path = socket_path.with_name(socket_path.name + f".{time.monotonic_ns()}.stderr")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with open(stderr_path, "wb") as err:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "signer",
                "--socket",
                str(socket_path),
                "--keys-dir",
                str(keys_dir),
                "--data-dir",
                str(data_dir),
                *([] if workers is None else ["--workers", str(workers)]),
            ],
            cwd=ROOT,
            env=env,
            stdout=err,
            stderr=err,
            start_new_session=True,  # its own process group: signal_all reaches the workers
        )
    signer = SignerProcess(socket_path, keys_dir, data_dir, proc, stderr_path)
    if wait:
        wait_ready(signer)
    return signer


def wait_ready(signer: SignerProcess, limit_s: float = 30.0) -> None:
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        if signer.proc.poll() is not None:
            raise RuntimeError(f"signer exited {signer.proc.returncode}: {signer.stderr()}")
        with contextlib.suppress(Exception), SignerClient(signer.socket_path, timeout=1) as c:
            if c.ping()["ok"]:
                return
        time.sleep(0.05)
    signer.stop()
    raise RuntimeError(f"signer did not come up: {signer.stderr()}")


@contextlib.contextmanager
def running_signer(
    base: Path, *, fill: bool = True, workers: int | None = None
) -> Iterator[SignerProcess]:
    data_dir, keys_dir = base / "data", base / "keys"
    if fill:
        fill_store(data_dir)
    signer = start_signer(base / "s.sock", keys_dir, data_dir, workers=workers)
    try:
        yield signer
    finally:
        signer.stop()


def secret_forms(seed: bytes) -> list[str]:
    """Every way a 32-byte private seed might be written out, to search outputs for."""
    return [
        seed.hex(),
        seed.hex().upper(),
        base64.b64encode(seed).decode().rstrip("="),
        base64.urlsafe_b64encode(seed).decode().rstrip("="),
        repr(seed)[2:-1][:40],
    ]


def private_seeds(keys_dir: Path) -> list[bytes]:
    return [p.read_bytes() for p in sorted(keys_dir.glob("*.ed25519"))]
