"""Two crawler processes on one scrapy-redis frontier fetch and store every page exactly once."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import redis

from crawler.config import dump_shops
from crawler.demo.site import HTML, TEXT, Response
from crawler.store import StoreReader

HOST = "frontier-a.example"
PAGES = 40
WORKERS = ("pw-worker-1", "pw-worker-2")
ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def redis_url(tmp_path: Path):
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.fail("redis-server is not installed (apt-get install -y redis-server)")
    port = _free_port()
    (tmp_path / "redis").mkdir()
    server = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(tmp_path / "redis"),
         "--save", "", "--appendonly", "no", "--protected-mode", "yes"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"redis://127.0.0.1:{port}/0"
    client = redis.Redis.from_url(url)
    try:
        for _ in range(100):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.05)
        else:
            pytest.fail("redis-server did not answer within 5 s")
        yield url
    finally:
        client.close()
        server.terminate()
        server.wait(timeout=10)


class Shop:
    """A shop whose pages all link to each other, so both workers find every URL many times.

    Product pages are held back until both workers have asked for one (or 20 s passed): then
    each worker surely crawls part of the shop, and the test does not depend on start-up timing.
    """

    def __init__(self) -> None:
        self.served: list[tuple[str, str]] = []
        self._lock = threading.Lock()
        self._both = threading.Event()

    def page(self, n: int) -> bytes:
        links = "".join(f'<a href="/p/{(n + k) % PAGES}">more</a>' for k in range(1, 6))
        offer = {"@type": "Offer", "price": f"{10 + n}.50", "priceCurrency": "EUR",
                 "availability": "https://schema.org/InStock"}  # fmt: skip
        data = {"@context": "https://schema.org", "@type": "Product", "name": f"Widget {n}",
                "sku": f"W{n}", "offers": offer}  # fmt: skip
        return (
            f"<html><head><title>Widget {n}</title>"
            f'<script type="application/ld+json">{json.dumps(data)}</script></head>'
            f"<body><h1>Widget {n}</h1>{links}</body></html>"
        ).encode()

    def dispatch(self, host: str, path: str, agent: str) -> Response | None:
        if host != HOST:
            return None
        if path == "/robots.txt":
            return Response(200, TEXT, b"User-agent: *\nAllow: /\n")
        if path == "/":
            links = "".join(f'<a href="/p/{n}">w{n}</a>' for n in range(PAGES))
            return Response(200, HTML, f"<html><body>{links}</body></html>".encode())
        if path.startswith("/p/"):
            with self._lock:
                self.served.append((path, agent))
                if {a for _, a in self.served} >= set(WORKERS):
                    self._both.set()
            self._both.wait(timeout=60)  # (a worker may take long to start on a busy machine)
            time.sleep(0.02)  # a page takes a moment, so the workers interleave
            return Response(200, HTML, self.page(int(path.removeprefix("/p/"))))
        return Response(404, TEXT, b"not found\n")


class _Proxy(BaseHTTPRequestHandler):
    """The workers' HTTP proxy: absolute-form requests (RFC 9112 §3.2.2) for the shop."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        shop: Shop = self.server.shop  # type: ignore[attr-defined]
        response = shop.dispatch(parts.hostname or "", parts.path, self.headers["User-Agent"])
        response = response or Response(502, TEXT, b"not this proxy's shop\n")
        self.send_response(response.status)
        self.send_header("Content-Type", response.content_type)
        self.send_header("Content-Length", str(len(response.body)))
        self.end_headers()
        self.wfile.write(response.body)

    def log_message(self, format: str, *args: object) -> None:
        pass


def test_two_workers_share_one_frontier(redis_url: str, tmp_path: Path) -> None:
    shop = Shop()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Proxy)
    server.daemon_threads = True
    server.shop = shop  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    proxy = f"http://127.0.0.1:{server.server_address[1]}"
    shops_file = tmp_path / "shops.toml"
    shops_file.write_text(
        dump_shops(
            [{"domain": HOST, "name": "Frontier A", "country": "DE", "currency": "EUR",
              "start_urls": [f"http://{HOST}/"], "proxy": proxy, "concurrency": 4}]
        )
    )  # fmt: skip
    data_dir = tmp_path / "data"
    workers = []
    # Each worker stays 20 s after its frontier runs dry: on a slow machine the second one may
    # start after the first has seeded the frontier, and must not close before it takes a URL.
    try:
        for agent in WORKERS:
            command = [
                sys.executable, "-m", "crawler.frontier", "--redis", redis_url,
                "--frontier", "test-round", "--shops-file", str(shops_file),
                "--data-dir", str(data_dir), "--run-id", f"run-{agent}", "--idle-close-s", "20",
                "--set", f"USER_AGENT={json.dumps(agent)}",
                "--set", "AUTOTHROTTLE_ENABLED=false", "--set", "LOG_LEVEL=\"INFO\"",
            ]  # fmt: skip
            log = open(tmp_path / f"{agent}.log", "w")
            workers.append((subprocess.Popen(command, cwd=ROOT, stderr=log, stdout=log), log))
        codes = [proc.wait(timeout=180) for proc, _ in workers]
    finally:
        for proc, log in workers:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            log.close()
        server.shutdown()
        server.server_close()
    logs = {a: (tmp_path / f"{a}.log").read_text() for a in WORKERS}
    assert codes == [0, 0], logs

    fetched = Counter(path for path, _ in shop.served)
    assert set(fetched) == {f"/p/{n}" for n in range(PAGES)}
    assert max(fetched.values()) == 1, [p for p, c in fetched.items() if c > 1]
    per_worker = Counter(agent for _, agent in shop.served)
    assert set(per_worker) == set(WORKERS), per_worker  # both took part

    reader = StoreReader(data_dir)
    try:
        rows = reader.sql("SELECT listing, run_id FROM observations")
    finally:
        reader.close()
    listings = Counter(listing for listing, _ in rows)
    assert len(listings) == PAGES and max(listings.values()) == 1
    assert {run for _, run in rows} == {f"run-{a}" for a in WORKERS}
    # The frontier is drained: nothing left for a third worker to do.
    client = redis.Redis.from_url(redis_url)
    assert client.zcard("pw:frontier:test-round:requests") == 0
    assert client.scard("pw:frontier:test-round:seen") >= PAGES + 1
    client.close()
    assert os.path.exists(data_dir / "store")
