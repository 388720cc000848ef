"""live_check and market_scan against fake shops reached through their configured proxy."""

from __future__ import annotations

import json
import shutil
import tempfile
import threading
from collections.abc import Iterator
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from api_world import (
    COFFEE,
    COFFEE_GTIN,
    COFFEE_ID,
    NOW,
    SHOPS,
    ApiServer,
    SignerProcess,
    World,
    obs,
    settings_for,
)

from crawler.store import ObservationWriter
from signer.verify import KeyList, ReceiptVerifier, verify_answer

PRICES = {"shop-a.example": "93.00", "shop-b.example": "91.50"}


def page(price: str) -> bytes:
    product = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": COFFEE,
        "gtin13": COFFEE_GTIN,
        "brand": {"@type": "Brand", "name": "Sunny"},
        "offers": {
            "@type": "Offer",
            "price": price,
            "priceCurrency": "EGP",
            "availability": "https://schema.org/InStock",
        },
    }
    return (
        "<html><head><script type='application/ld+json'>"
        f"{json.dumps(product)}</script></head><body><h1>{COFFEE}</h1></body></html>"
    ).encode()


class FakeShops(ThreadingHTTPServer):
    """An HTTP proxy that *is* the shops: it answers absolute-URI requests by host."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.hosts_seen: list[str] = []
        self.release = threading.Event()  # shop-u.example hangs until the test ends


class _Handler(BaseHTTPRequestHandler):
    server: FakeShops

    def do_GET(self) -> None:
        host = urlsplit(self.path).hostname or ""
        self.server.hosts_seen.append(host)
        if host == "shop-u.example":
            self.server.release.wait(30)
        body = page(PRICES[host]) if host in PRICES else b"no such shop"
        self.send_response(200 if host in PRICES else 404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def shops_toml(proxy: str) -> str:
    entries = []
    for shop in SHOPS:
        entries.append(
            "[[shop]]\n"
            f'domain = "{shop["domain"]}"\nname = "{shop["name"]}"\n'
            f'country = "{shop["country"]}"\ncurrency = "{shop["currency"]}"\n'
            f'start_urls = ["http://{shop["domain"]}/"]\nproxy = "{proxy}"\n'
        )
    return "\n".join(entries)


@pytest.fixture(scope="module")
def live_world() -> Iterator[tuple[World, FakeShops, Path]]:
    root = Path(tempfile.mkdtemp(prefix="pwlive-"))
    # The signer reads the same store the API writes live readings to.
    world = World(root, root / "data", root / "data", root / "keys", root / "s.sock")
    writer = ObservationWriter(world.data_dir)
    writer.write_shops(SHOPS)
    t0 = NOW - timedelta(days=1)
    writer.write(
        [
            obs("shop-a.example", "coffee", COFFEE, 9500, t0, gtin=COFFEE_GTIN, brand="Sunny",
                scheme="http"),
            obs("shop-b.example", "p/coffee-200", COFFEE, 9700, t0, gtin=COFFEE_GTIN,
                brand="Sunny", scheme="http"),
            obs("shop-u.example", "coffee", COFFEE, 599, t0, currency="USD", gtin=COFFEE_GTIN,
                brand="Sunny", scheme="http"),
        ]
    )  # fmt: skip
    shops = FakeShops()
    threading.Thread(target=shops.serve_forever, daemon=True).start()
    config = root / "shops.toml"
    config.write_text(shops_toml(f"http://127.0.0.1:{shops.server_address[1]}"))
    yield world, shops, config
    shops.release.set()
    shops.shutdown()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def live_api(live_world) -> Iterator[ApiServer]:
    world, _, config = live_world
    signer = SignerProcess(world).start()
    settings = settings_for(
        world, signer_socket=world.socket, shops_config=config, market_scan_budget_s=1.5
    )
    try:
        with ApiServer(settings) as server:
            yield server
    finally:
        signer.stop()


def _unsigned(offer: dict) -> dict:
    return {k: v for k, v in offer.items() if k != "receipt"}


def verified(client: httpx.Client, answer: dict) -> int:
    keys = client.get("/.well-known/agorantis-receipt-keys.json").json()
    checks = verify_answer(answer, ReceiptVerifier(KeyList.from_json(keys)))
    assert all(c.ok for c in checks), [c.message for c in checks]
    return len(checks)


def test_live_check_by_listing_reads_stores_and_signs(live_api: ApiServer) -> None:
    with live_api.client() as client:
        response = client.get("/v1/live_check", params={"listing": "http://shop-a.example/coffee"})
        assert response.status_code == 200, response.text
        body = response.json()
        assert body["product"]["id"] == COFFEE_ID and body["product"]["name"] == COFFEE
        (offer,) = body["results"]
        assert offer["price"] == {"minor": 9300, "currency": "EGP"}
        assert offer["shop"] == {"domain": "shop-a.example", "name": "Shop A", "country": "EG"}
        assert verified(client, body) == 1
        # The reading was stored: it is now the current price.
        cheapest = client.get("/v1/cheapest", params={"product": COFFEE_ID, "currency": "EGP"})
        unsigned = [
            {k: v for k, v in o.items() if k != "receipt"} for o in cheapest.json()["results"]
        ]
        assert {k: v for k, v in offer.items() if k != "receipt"} in unsigned


def test_live_check_by_product_and_shop(live_api: ApiServer) -> None:
    with live_api.client() as client:
        params = {"product": COFFEE_ID, "shop": "shop-b.example"}
        body = client.get("/v1/live_check", params=params).json()
        assert [o["price"]["minor"] for o in body["results"]] == [9150]
        assert body["results"][0]["proof"]["listing"] == "http://shop-b.example/p/coffee-200"
        assert verified(client, body) == 1


def _refused(client: httpx.Client, live_world, listing: str, status: int, code: str) -> None:
    """live_check by ``listing`` is answered ``status``/``code`` and nothing is fetched."""
    _, shops, _ = live_world
    before = len(shops.hosts_seen)
    response = client.get("/v1/live_check", params={"listing": listing})
    assert response.status_code == status, response.text
    assert response.json()["error"]["code"] == code
    assert len(shops.hosts_seen) == before  # nothing was fetched


@pytest.mark.parametrize(
    "listing",
    [
        "http://169.254.169.254/latest/meta-data/",
        "http://127.0.0.1:22/",
        "http://shop-a.example.evil.test/coffee",
        "http://user:pw@shop-a.example/coffee",
        "http://localhost/admin",
    ],
)
def test_live_check_refuses_urls_of_no_configured_shop(
    live_api: ApiServer, live_world, listing: str
) -> None:
    with live_api.client() as client:
        _refused(client, live_world, listing, 400, "unsafe_url")


@pytest.mark.parametrize(
    "listing",
    [
        "http://shop-a.example/not-a-listing",
        # a known listing with something of the caller's added: never fetched, never signed
        "http://shop-a.example/coffee?utm_source=caller-id-12345",
        "http://shop-a.example/coffee#frag",
        "http://SHOP-A.EXAMPLE/coffee",
        "http://shop-a.example/coffee/",
    ],
)
def test_live_check_reads_only_known_listings(
    live_api: ApiServer, live_world, listing: str
) -> None:
    with live_api.client() as client:
        _refused(client, live_world, listing, 404, "unknown_listing")
        # and nothing was stored: no answer ever shows the made-up URL
        found = client.get("/v1/cheapest", params={"product": COFFEE_ID}).json()
        assert listing not in {o["proof"]["listing"] for o in found["results"]}


def test_live_check_shows_the_product_as_every_tool_does(live_api: ApiServer) -> None:
    with live_api.client() as client:
        live = client.get(
            "/v1/live_check", params={"listing": "http://shop-b.example/p/coffee-200"}
        )
        assert live.status_code == 200, live.text
        cheapest = client.get("/v1/cheapest", params={"product": COFFEE_ID}).json()
        assert live.json()["product"] == cheapest["product"]
        assert "product" not in live.json()["results"][0]


def test_market_scan_reads_every_shop_within_budget(live_api: ApiServer) -> None:
    with live_api.client() as client:
        body = client.get("/v1/market_scan", params={"q": "sunny coffee"}).json()
        assert body["query"] == "sunny coffee"
        assert body["unreached"] == ["shop-u.example"]
        assert [o["price"]["minor"] for o in body["results"]] == [9150, 9300]
        assert all(o["product"]["name"] == COFFEE for o in body["results"])
        assert verified(client, body) == 2
        egypt = client.get("/v1/market_scan", params={"q": COFFEE_GTIN, "country": "EG"}).json()
        assert egypt["unreached"] == [] and len(egypt["results"]) == 2


def test_live_reads_are_rate_limited(live_world) -> None:
    world, _, config = live_world
    settings = settings_for(world, shops_config=config, live_rate_limit=2, rate_window_s=600)
    with ApiServer(settings) as api, api.client() as client:
        params = {"listing": "http://shop-a.example/coffee"}
        assert [client.get("/v1/live_check", params=params).status_code for _ in range(2)] == [
            200,
            200,
        ]
        limited = client.get("/v1/market_scan", params={"q": "coffee"})
        assert limited.status_code == 429
        assert limited.json()["error"]["code"] == "rate_limited"
        assert 1 <= int(limited.headers["retry-after"]) <= 600
