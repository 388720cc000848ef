"""The API tests' world: a real store, a real signer process and real uvicorn servers."""

from __future__ import annotations

import hashlib
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import uvicorn

from api.app import create_app
from api.server import server_config
from api.settings import Settings
from crawler.store import Observation, normalise_gtin, product_id_for

ROOT = Path(__file__).resolve().parents[2]
NOW = datetime.now(UTC).replace(microsecond=0)

SHOPS = [
    {"domain": "shop-a.example", "name": "Shop A", "country": "EG", "currency": "EGP"},
    {"domain": "shop-b.example", "name": "Shop B", "country": "EG", "currency": "EGP"},
    {"domain": "shop-u.example", "name": "Shop U", "country": "US", "currency": "USD"},
]


def gtin_with_check(body12: str) -> str:
    """A valid GTIN-13 from 12 digits (adds the check digit)."""
    for digit in "0123456789":
        if normalise_gtin(body12 + digit):
            return body12 + digit
    raise AssertionError("unreachable")


COFFEE_GTIN = gtin_with_check("622123456789")
COFFEE = "Sunny Morning Coffee 200g"
ESPRESSO = "Café Noir Espresso 250g"
TEA = "Green Tea 100 bags"


def fp(*parts: object) -> str:
    return "sha256:" + hashlib.sha256(repr(parts).encode()).hexdigest()


def obs(
    shop: str,
    path: str,
    name: str,
    minor: int,
    when: datetime,
    *,
    currency: str = "EGP",
    stock: str = "in_stock",
    gtin: str | None = None,
    brand: str | None = None,
    shipping: int | None = None,
    scheme: str = "https",
) -> Observation:
    return Observation(
        run_id="run-test",
        shop=shop,
        listing=f"{scheme}://{shop}/{path}",
        product_id=product_id_for(gtin=gtin, name=name, brand=brand, shop=shop),
        product_name=name,
        brand=brand,
        gtin=normalise_gtin(gtin),
        checked_at=when,
        price_minor=minor,
        currency=currency,
        stock=stock,
        fingerprint=fp(shop, path, minor, when),
        method="json-ld",
        shipping_minor=shipping,
    )


def readings() -> list[Observation]:
    """The common store: coffee in three shops (two EG, one US) with history, two more products."""
    t0 = NOW - timedelta(days=3)
    out = []
    for day, price in enumerate([10500, 9900, 9500]):
        out.append(
            obs("shop-a.example", "coffee", COFFEE, price, t0 + timedelta(days=day),
                gtin=COFFEE_GTIN, brand="Sunny", shipping=1500)
        )  # fmt: skip
    out.append(obs("shop-b.example", "p/coffee-200", COFFEE, 9700, t0, gtin=COFFEE_GTIN))
    out.append(
        obs("shop-b.example", "p/coffee-200", COFFEE, 9000, t0 + timedelta(days=2),
            gtin=COFFEE_GTIN, stock="out_of_stock")
    )  # fmt: skip
    out.append(
        obs("shop-u.example", "coffee", COFFEE, 599, t0 + timedelta(days=1),
            currency="USD", gtin=COFFEE_GTIN)
    )  # fmt: skip
    out.append(obs("shop-a.example", "espresso", ESPRESSO, 15000, t0 + timedelta(hours=5)))
    out.append(obs("shop-b.example", "tea", TEA, 4500, t0 + timedelta(hours=7)))
    return out


# A reading only the API's store has: the signer's copy never saw it, so it refuses to sign.
UNSEEN = obs("shop-a.example", "tea-a", TEA, 4400, NOW - timedelta(hours=1))
COFFEE_ID = product_id_for(gtin=COFFEE_GTIN, name=COFFEE, brand="Sunny", shop="shop-a.example")
TEA_B_ID = product_id_for(gtin=None, name=TEA, brand=None, shop="shop-b.example")
TEA_A_ID = UNSEEN.product_id
ESPRESSO_ID = product_id_for(gtin=None, name=ESPRESSO, brand=None, shop="shop-a.example")


@dataclass
class World:
    root: Path
    data_dir: Path  # the API's store
    signer_data_dir: Path  # the signer's copy, without UNSEEN
    keys_dir: Path
    socket: Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# Until signer/__main__.py exists: the same command line, straight into run_signer.
_SIGNER_FALLBACK = """
import argparse, pathlib
from signer.server import run_signer
p = argparse.ArgumentParser()
for name in ("--socket", "--keys-dir", "--data-dir"):
    p.add_argument(name, type=pathlib.Path)
a = p.parse_args()
run_signer(socket_path=a.socket, keys_dir=a.keys_dir, data_dir=a.data_dir)
"""


class SignerProcess:
    """The real signing service in its own process."""

    def __init__(self, world: World, socket_path: Path | None = None) -> None:
        self.world = world
        self.socket = socket_path or world.socket
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> SignerProcess:
        if (ROOT / "signer" / "__main__.py").exists():
            cmd = [sys.executable, "-m", "signer"]
        else:
            cmd = [sys.executable, "-c", _SIGNER_FALLBACK]
        self.proc = subprocess.Popen(
            [*cmd, "--socket", str(self.socket), "--keys-dir", str(self.world.keys_dir),
             "--data-dir", str(self.world.signer_data_dir)],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )  # fmt: skip
        deadline = time.monotonic() + 20
        while not self.socket.exists():
            if self.proc.poll() is not None:
                raise RuntimeError(f"signer exited: {self.proc.stderr.read().decode()}")
            if time.monotonic() > deadline:
                raise RuntimeError("signer did not start")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)
        self.proc = None


class ApiServer:
    """create_app(settings) served by uvicorn on a free port in a thread."""

    def __init__(self, settings: Settings) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = server_config(create_app(settings), "127.0.0.1", self.port, log_level="warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> ApiServer:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("API server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=30)


def settings_for(world: World, **values: object) -> Settings:
    return Settings.build({"data_dir": world.data_dir, "keys_dir": world.keys_dir, **values})
