"""``pricewitness demo``: demo shops → crawl → signer → API → answers, re-crawled on a schedule."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from rich.console import Console

from api.crawl_view import crawl_with_progress
from crawler.config import dump_shops
from crawler.errors import Error
from crawler.runner import crawl_subprocess
from crawler.store import ObservationWriter, init_analyst_db

READY_TIMEOUT_S = 60.0


class ProcessGroup:
    """The child processes the demo started; all of them are stopped on the way out."""

    def __init__(self) -> None:
        self.children: list[subprocess.Popen[Any]] = []
        self._lock = threading.Lock()

    def add(self, child: subprocess.Popen[Any]) -> subprocess.Popen[Any]:
        with self._lock:
            self.children.append(child)
        return child

    def start(self, command: list[str], log: Path) -> subprocess.Popen[Any]:
        handle = open(log, "a")
        return self.add(subprocess.Popen(command, stdout=handle, stderr=subprocess.STDOUT))

    def stop(self) -> None:
        with self._lock:
            children, self.children = self.children, []
        for child in children:
            if child.poll() is None:
                child.terminate()
        for child in children:
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()


def wait_until(check: Callable[[], bool], what: str, child: subprocess.Popen[Any]) -> None:
    deadline = time.monotonic() + READY_TIMEOUT_S
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise Error(f"{what} exited with code {child.returncode} before it was ready")
        try:
            if check():
                return
        except (OSError, httpx.HTTPError, Error):
            pass  # not up yet
        time.sleep(0.1)
    raise Error(f"{what} was not ready within {READY_TIMEOUT_S:.0f} s")


def sample_answer(api: str) -> tuple[str, dict[str, Any]]:
    """The cheapest offers of the product sold by the most shops (a compelling first answer)."""
    found = httpx.get(f"{api}/v1/find", params={"limit": 100}, timeout=30).json()
    best = None
    for result in found.get("results", []):
        product = result["product"]
        answer = httpx.get(
            f"{api}/v1/cheapest", params={"product": product["id"]}, timeout=30
        ).json()
        if best is None or len(answer.get("results", [])) > len(best[1].get("results", [])):
            best = (f"/v1/cheapest?product={product['id']}", answer)
        if len(best[1].get("results", [])) >= 3:
            break
    if best is None:
        raise Error("the crawl stored no prices; see the crawl log")
    return best


def run_demo(
    *, port: int, data_dir: Path, keys_dir: Path, interval_s: int, seed: int, period_s: float
) -> None:
    from apscheduler.schedulers.background import BackgroundScheduler

    from crawler.demo import DemoShops

    console = Console()
    started = time.monotonic()
    data_dir = data_dir.resolve()
    keys_dir = keys_dir.resolve()
    writer = ObservationWriter(data_dir)
    run_dir = writer.paths.run_dir
    group = ProcessGroup()
    stop = threading.Event()
    previous = {
        sig: signal.signal(sig, lambda *_: stop.set()) for sig in (signal.SIGINT, signal.SIGTERM)
    }
    shops = DemoShops(seed=seed, period_s=period_s)
    server = shops.serve(host="127.0.0.1", port=0)
    scheduler = BackgroundScheduler(timezone="UTC")
    try:
        shops_file = run_dir / f"demo-{port}.shops.toml"
        shops_file.write_text(dump_shops(shops.shops_config(proxy=server.url)))
        console.print(f"demo shops on {server.url} (a proxy for shop-*.example)")
        database = init_analyst_db(data_dir)
        crawl_log = run_dir / f"demo-{port}.crawl.log"
        _, counts = crawl_with_progress(shops_file, data_dir, log=crawl_log, popen_hook=group.add)
        console.print(f"crawled {counts['page']} pages, stored {counts['price']} prices")

        socket_path = run_dir / f"signer-{port}.sock"
        signer = group.start(
            [sys.executable, "-m", "signer", "--socket", str(socket_path),
             "--keys-dir", str(keys_dir), "--data-dir", str(data_dir)],
            run_dir / f"demo-{port}.signer.log",
        )  # fmt: skip
        from signer.client import SignerClient

        def signer_ready() -> bool:
            with SignerClient(socket_path) as client:
                return bool(client.ping()["ok"])

        wait_until(signer_ready, "the signer", signer)
        api_process = group.start(
            [sys.executable, "-m", "api", "serve", "--host", "127.0.0.1", "--port", str(port),
             "--data-dir", str(data_dir), "--keys-dir", str(keys_dir),
             "--signer-socket", str(socket_path), "--shops-file", str(shops_file)],
            run_dir / f"demo-{port}.api.log",
        )  # fmt: skip
        api = f"http://127.0.0.1:{port}"
        wait_until(
            lambda: httpx.get(f"{api}/healthz", timeout=2).status_code == 200,
            "the API",
            api_process,
        )
        query, answer = sample_answer(api)
        print(f"API: {api}", flush=True)
        print(f"Keys: {api}/.well-known/agorantis-receipt-keys.json", flush=True)
        print(f"DuckDB: {database}", flush=True)
        print(f"Sample: GET {query}", flush=True)
        print(json.dumps(answer, ensure_ascii=False), flush=True)
        console.print(
            f"[dim]first answer after {time.monotonic() - started:.1f} s; re-crawling every "
            f"{interval_s} s; Ctrl-C stops everything[/]"
        )

        def recrawl() -> None:
            try:
                _, code = crawl_subprocess(
                    shops_file, data_dir, log_file=crawl_log, popen_hook=group.add
                )
                console.print(f"[dim]re-crawl finished (exit {code})[/]")
            except Error as exc:
                console.print(f"[red]re-crawl failed: {exc}[/]")

        scheduler.add_job(
            recrawl, "interval", seconds=interval_s, id="demo-crawl",
            max_instances=1, coalesce=True, misfire_grace_time=interval_s,
        )  # fmt: skip
        scheduler.start()
        while not stop.wait(0.5):
            for child in (signer, api_process):
                if child.poll() is not None:
                    raise Error(f"a demo process exited unexpectedly (code {child.returncode})")
    finally:
        if scheduler.running:
            scheduler.shutdown(wait=False)
        group.stop()
        server.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        console.print("[dim]demo stopped[/]")
