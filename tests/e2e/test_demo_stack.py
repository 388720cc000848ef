"""The whole demo stack, as a user starts it: `pricewitness demo` in its own process.

Demo shops → real Scrapy crawl (headless Chromium for the JS shop) → Parquet store + DuckDB views →
signer process on a Unix socket → FastAPI under uvicorn. Every receipt in every tool's answer is
checked twice, by the project's verifier and by the independent JavaScript checker under Node.
"""

from __future__ import annotations

import copy
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from queue import Empty, Queue
from typing import Any

import duckdb
import httpx
import pytest
from jscheck import js_check

from crawler.currencies import exponent
from signer.verify import KeyList, ReceiptVerifier, verify_answer

STARTUP_TIMEOUT_S = 240


@dataclass
class Demo:
    process: subprocess.Popen[str]
    root: Path
    api: str
    keys_url: str
    database: str
    sample: dict[str, Any]
    first_answer_s: float

    def get(self, tool: str, **params: Any) -> dict[str, Any]:
        response = httpx.get(f"{self.api}/v1/{tool}", params=params, timeout=60)
        assert response.status_code == 200, response.text
        return response.json()

    def keys(self) -> dict[str, Any]:
        return httpx.get(self.keys_url, timeout=10).json()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _processes_mentioning(text: str) -> list[int]:
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if text in cmdline:
            pids.append(int(entry.name))
    return pids


def _read_until_sample(process: subprocess.Popen[str]) -> tuple[dict[str, str], dict[str, Any]]:
    """Read the demo's stdout (in a thread, so a silent demo cannot hang the test)."""
    assert process.stdout is not None
    stdout = process.stdout
    queue: Queue[str | None] = Queue()

    def pump() -> None:
        for line in stdout:
            queue.put(line)
        queue.put(None)

    threading.Thread(target=pump, daemon=True).start()
    lines: dict[str, str] = {}
    seen: list[str] = []
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while (left := deadline - time.monotonic()) > 0:
        try:
            line = queue.get(timeout=left)
        except Empty:
            break
        if line is None:
            break
        seen.append(line)
        for label in ("API", "Keys", "DuckDB", "Sample"):
            if line.startswith(f"{label}: "):
                lines[label] = line.removeprefix(f"{label}: ").strip()
        if "Sample" in lines and line.startswith("{"):
            return lines, json.loads(line)
    raise AssertionError("the demo printed no sample answer:\n" + "".join(seen[-40:]))


@pytest.fixture(scope="module")
def demo() -> Iterator[Demo]:
    root = Path(tempfile.mkdtemp(prefix="pwdemo-"))  # short: Unix socket paths are ≤ 108 bytes
    port = _free_port()
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-m", "api", "demo", "--port", str(port),
         "--data-dir", str(root / "data"), "--keys-dir", str(root / "keys"),
         "--interval", "3600"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "COLUMNS": "120"},
    )  # fmt: skip
    try:
        lines, sample = _read_until_sample(process)
        yield Demo(
            process=process,
            root=root,
            api=lines["API"],
            keys_url=lines["Keys"],
            database=lines["DuckDB"],
            sample=sample,
            first_answer_s=time.monotonic() - started,
        )
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            raise


def _verify_both(answer: dict[str, Any], keys: dict[str, Any]) -> tuple[list[bool], list[bool]]:
    python = [check.ok for check in verify_answer(answer, ReceiptVerifier(KeyList.from_json(keys)))]
    javascript = [check["ok"] for check in js_check(answer, keys)["checks"]]
    return python, javascript


def _assert_all_signed(answer: dict[str, Any], keys: dict[str, Any], at_least: int = 1) -> None:
    assert answer["receipts"] == "on"
    python, javascript = _verify_both(answer, keys)
    assert len(python) >= at_least, answer
    assert python == [True] * len(python), answer
    assert javascript == [True] * len(python), answer


def test_demo_prints_its_addresses_and_a_signed_sample(demo: Demo) -> None:
    assert demo.api.startswith("http://127.0.0.1:")
    assert demo.keys_url == f"{demo.api}/.well-known/agorantis-receipt-keys.json"
    assert Path(demo.database).is_absolute()
    assert Path(demo.database).is_relative_to(demo.root / "data")
    _assert_all_signed(demo.sample, demo.keys(), at_least=2)
    print(f"demo: first answer after {demo.first_answer_s:.1f} s")


def test_crawl_covered_every_shop_currency_and_the_javascript_shop(demo: Demo) -> None:
    # An analyst in another process, while the demo holds its processes running.
    con = duckdb.connect(demo.database, read_only=True)
    try:
        shops = dict(con.sql("SELECT shop, count(*) FROM latest_prices GROUP BY shop").fetchall())
        currencies = {
            row[0] for row in con.sql("SELECT DISTINCT currency FROM observations").fetchall()
        }
        unproven = con.sql(
            "SELECT count(*) FROM observations WHERE NOT regexp_full_match(fingerprint, "
            "'sha256:[0-9a-f]{64}') OR listing IS NULL"
        ).fetchone()
        multi_shop = con.sql(
            "SELECT count(*) FROM (SELECT product_id FROM latest_prices GROUP BY product_id "
            "HAVING count(DISTINCT shop) >= 3)"
        ).fetchone()
    finally:
        con.close()
    assert set(shops) == {f"shop-{c}.example" for c in "abcdef"}
    assert all(count >= 30 for count in shops.values()), shops  # shop-e needs the browser
    assert {"USD", "EUR", "JPY", "KWD"} <= currencies
    assert unproven == (0,)
    assert multi_shop is not None and multi_shop[0] >= 20


def test_every_stored_price_is_what_the_shop_showed(demo: Demo) -> None:
    # The demo shops know what each page showed at any moment (seed 7, 60 s periods: the
    # demo's defaults); every stored reading of every shop, the JS one included, must match.
    from urllib.parse import urlsplit

    from crawler.demo import DemoShops
    from crawler.store import StoreReader

    truth = DemoShops(seed=7, period_s=60.0)
    rows = StoreReader(demo.root / "data").sql(
        "SELECT shop, listing, checked_at, price_minor, currency, stock, gtin FROM observations"
    )
    wrong = []
    for shop, listing, checked_at, price, currency, stock, gtin in rows:
        got = (price, currency, stock, gtin)
        # checked_at is set when the page has been read (rendered, for the JS shop): a page
        # served just before a price change may carry a time just after it.
        candidates = [
            truth.expected(shop, urlsplit(listing).path, checked_at - timedelta(seconds=lag))
            for lag in (0, 3)
        ]
        if not any(
            shown is not None
            and got == (shown["price_minor"], shown["currency"], shown["stock"], shown["gtin"])
            for shown in candidates
        ):
            wrong.append((listing, got, candidates[0]))
    assert len(rows) >= 190
    assert wrong == []


def test_every_stored_price_has_its_archived_page(demo: Demo) -> None:
    from crawler.store import PageArchive, StoreReader

    reader = StoreReader(demo.root / "data")
    archive = PageArchive(demo.root / "data")
    rows = reader.sql("SELECT DISTINCT fingerprint, shop FROM observations")
    assert len(rows) >= 150
    for fingerprint, _shop in rows:
        assert fingerprint in archive
    # The JS shop's proof is the rendered DOM: its archived page holds the price the script wrote.
    fingerprint, price = reader.sql(
        "SELECT fingerprint, price_minor FROM observations WHERE shop = 'shop-e.example' "
        "AND price_minor < 100000 LIMIT 1"
    )[0]
    page = archive.get(fingerprint).decode()
    assert f"{price // 100},{price % 100:02d}" in page


def test_all_six_tools_answer_with_receipts_both_checkers_accept(demo: Demo) -> None:
    keys = demo.keys()
    product = demo.sample["product"]
    offer = demo.sample["results"][0]
    shop = offer["shop"]["domain"]

    # (a lowest price is signed only in a currency of hundredths: see the test below)
    hundredths = next(r for r in demo.sample["results"] if exponent(r["price"]["currency"]) == 2)
    found = demo.get("find", q=product["name"].split()[0], country=hundredths["shop"]["country"])
    assert any("lowest" in r for r in found["results"])
    _assert_all_signed(found, keys)

    assert demo.get("find", q=product["gtin"])["results"][0]["product"]["id"] == product["id"]

    price_at = demo.get("price_at", product=product["id"], shop=shop)
    assert price_at["results"][0]["proof"] == offer["proof"]
    assert price_at["results"][0]["price"] == offer["price"]
    _assert_all_signed(price_at, keys)

    cheapest = demo.get("cheapest", product=product["id"], currency=offer["price"]["currency"])
    prices = [r["price"]["minor"] for r in cheapest["results"]]
    assert prices == sorted(prices)
    _assert_all_signed(cheapest, keys)

    history = demo.get("price_history", product=product["id"])
    assert history["points"]
    _assert_all_signed(history, keys)

    live = demo.get("live_check", listing=offer["proof"]["listing"])
    assert live["results"][0]["checked_at"] > offer["checked_at"]
    _assert_all_signed(live, keys)

    scan = demo.get("market_scan", q=product["gtin"])
    assert {r["shop"]["domain"] for r in scan["results"]} >= {
        r["shop"]["domain"] for r in cheapest["results"]
    }
    assert all("product" in r for r in scan["results"])
    _assert_all_signed(scan, keys, at_least=2)


def test_a_lowest_price_in_yen_or_dinars_is_withheld_and_their_offers_signed(demo: Demo) -> None:
    """FORMAT.md v0.1 signs a lowest price as amount × 100: ¥1,980 would be claimed as
    198000 yen, KWD 12.750 as 1275 fils. Those lowest prices are withheld (said so); the same
    readings as offers sign their own minor units."""
    keys = demo.keys()
    for country, currency in (("JP", "JPY"), ("KW", "KWD")):
        found = demo.get("find", country=country, limit=100)
        assert found["results"] and not any("lowest" in r for r in found["results"])
        assert found["withheld"]["count"] == len(found["results"])
        assert "amount_not_representable" in found["withheld"]["reason"]
        product = found["results"][0]["product"]
        offers = demo.get("cheapest", product=product["id"], currency=currency)
        assert offers["results"] and "withheld" not in offers
        _assert_all_signed(offers, keys)


def test_find_knows_every_name_a_product_is_sold_under(demo: Demo) -> None:
    product = demo.sample["product"]
    con = duckdb.connect(demo.database, read_only=True)
    try:
        names = [r[0] for r in con.sql(
            "SELECT DISTINCT product_name FROM latest_prices WHERE product_id = ?",
            params=[product["id"]],
        ).fetchall()]  # fmt: skip
    finally:
        con.close()
    assert len(names) >= 3  # the demo shops name it differently
    for name in names:
        found = demo.get("find", q=name)
        assert product["id"] in [r["product"]["id"] for r in found["results"]], name
    coffee = demo.get("find", q="coffee", country="US")  # the README's example
    assert coffee["results"] and all("lowest" in r for r in coffee["results"])
    _assert_all_signed(coffee, demo.keys())


def test_the_web_pages_work_on_the_demo(demo: Demo) -> None:
    product = demo.sample["product"]
    home = httpx.get(f"{demo.api}/", params={"q": product["gtin"]}, timeout=30)
    assert home.status_code == 200 and f"/product/{product['id']}" in home.text
    page = httpx.get(f"{demo.api}/product/{product['id']}", timeout=60)
    assert page.status_code == 200
    assert "<svg" in page.text and "Verified" in page.text
    for offer in demo.sample["results"]:
        assert offer["shop"]["domain"] in page.text
    assert httpx.get(f"{demo.api}/check", timeout=10).status_code == 200
    assert demo.keys()["keys"][0]["key_id"] in httpx.get(f"{demo.api}/keys", timeout=10).text


SIGNED_OFFER_FIELDS = [
    ("shop", "domain"), ("price", "minor"), ("price", "currency"), ("stock",), ("checked_at",),
    ("proof", "listing"), ("proof", "fingerprint"), ("receipt", "key_id"),
    ("receipt", "issued_at"), ("receipt", "sig"),
]  # fmt: skip


def _tamper(value: Any) -> Any:
    if isinstance(value, int):
        return value + 1
    text = str(value)
    middle = len(text) // 2
    replacement = "B" if text[middle] != "B" else "C"
    return text[:middle] + replacement + text[middle + 1 :]


@pytest.mark.parametrize("path", SIGNED_OFFER_FIELDS, ids=lambda p: ".".join(p))
def test_changing_one_character_of_a_signed_value_fails_both_checkers(
    demo: Demo, path: tuple[str, ...]
) -> None:
    keys = demo.keys()
    answer = copy.deepcopy(demo.sample)
    target = answer["results"][0]
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = _tamper(target[path[-1]])
    python, javascript = _verify_both(answer, keys)
    assert python[0] is False and javascript[0] is False
    assert all(python[1:]) and all(javascript[1:])  # the other offers are untouched


def test_changing_the_product_name_fails_every_offer(demo: Demo) -> None:
    answer = copy.deepcopy(demo.sample)
    answer["product"]["name"] = _tamper(answer["product"]["name"])
    python, javascript = _verify_both(answer, demo.keys())
    assert not any(python) and not any(javascript)


def test_shipping_is_not_signed(demo: Demo) -> None:
    answer = copy.deepcopy(demo.sample)
    offer = answer["results"][0]
    offer["shipping"] = {"minor": 999, "currency": offer["price"]["currency"]}
    python, javascript = _verify_both(answer, demo.keys())
    assert all(python) and all(javascript)


def test_only_the_signer_has_a_private_key_open(demo: Demo) -> None:
    keys_dir = demo.root / "keys"
    private = {p.resolve() for p in keys_dir.iterdir() if p.name != "keys.json" and p.is_file()}
    assert private, "the signer created no key"
    for path in private:
        assert path.stat().st_mode & 0o777 == 0o600
    assert keys_dir.stat().st_mode & 0o777 == 0o700
    holders = set()
    for pid in _processes_mentioning(str(demo.root)):
        try:
            fds = list(Path(f"/proc/{pid}/fd").iterdir())
        except OSError:
            continue
        for fd in fds:
            try:
                if Path(os.readlink(fd)) in private:
                    holders.add(pid)
            except OSError:
                continue
    signer = set(_processes_mentioning(f"-m signer --socket {demo.root}"))
    assert holders <= signer


def test_a_second_demo_on_another_port_leaves_the_first_working(demo: Demo) -> None:
    # Same data and keys directories: the two share the store and the key, nothing else.
    port = _free_port()
    second = subprocess.Popen(
        [sys.executable, "-m", "api", "demo", "--port", str(port),
         "--data-dir", str(demo.root / "data"), "--keys-dir", str(demo.root / "keys"),
         "--interval", "3600"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    try:
        lines, sample = _read_until_sample(second)
        assert lines["API"] == f"http://127.0.0.1:{port}"
        _assert_all_signed(sample, demo.keys())
        _assert_all_signed(demo.get("cheapest", product=demo.sample["product"]["id"]), demo.keys())
    finally:
        second.send_signal(signal.SIGTERM)
        assert second.wait(timeout=60) == 0
    # The first demo outlives the second one's shutdown.
    _assert_all_signed(demo.get("cheapest", product=demo.sample["product"]["id"]), demo.keys())
    assert len(demo.keys()["keys"]) == 1  # both signers use the one key


def test_sigterm_stops_every_process_the_demo_started(demo: Demo) -> None:
    # Runs last in this module (pytest keeps file order): it ends the demo.
    children = _processes_mentioning(str(demo.root))
    assert len(children) >= 3  # the demo, the signer, the API
    demo.process.send_signal(signal.SIGTERM)
    assert demo.process.wait(timeout=60) == 0
    deadline = time.monotonic() + 15
    while _processes_mentioning(str(demo.root)) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert _processes_mentioning(str(demo.root)) == []
