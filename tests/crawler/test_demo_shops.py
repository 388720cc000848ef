"""The demo shops, served for real on loopback and read through their forward proxy with httpx."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

import extruct
import httpx
import parsel
import pytest

from crawler.demo import DemoShops

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "data" / "demo" / "catalog.json"
NOW = datetime(2025, 6, 1, 12, 0, 30, tzinfo=UTC)
DOMAINS = [f"shop-{c}.example" for c in "abcdef"]
LANG = {"shop-b.example": "de", "shop-e.example": "de", "shop-c.example": "ja"}


def gtin_ok(code: str) -> bool:
    digits = [int(c) for c in code.zfill(14)]
    total = sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(digits[:-1]))
    return (10 - total % 10) % 10 == digits[-1]


def shown(minor: int, currency: str, lang: str) -> str:
    """How a shopper sees the amount, written out independently of the code under test."""
    if currency == "JPY":
        return f"¥{minor:,}"
    if currency == "KWD":
        return f"KWD {minor // 1000:,}.{minor % 1000:03d}"
    text = f"{minor // 100:,}.{minor % 100:02d}"
    if lang == "de":
        return text.replace(",", "_").replace(".", ",").replace("_", ".") + " €"
    return "$" + text


def machine(minor: int, currency: str) -> str:
    exp = {"JPY": 0, "KWD": 3}.get(currency, 2)
    return str(minor) if exp == 0 else f"{minor // 10**exp}.{minor % 10**exp:0{exp}d}"


@pytest.fixture(scope="module")
def demo() -> DemoShops:
    return DemoShops(seed=7, period_s=60.0, clock=lambda: NOW)


@pytest.fixture(scope="module")
def server(demo):
    srv = demo.serve(host="127.0.0.1", port=0)
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def client(server):
    with httpx.Client(proxy=server.url, trust_env=False, timeout=10) as c:
        yield c


@pytest.mark.parametrize("domain", DOMAINS)
def test_robots_txt_disallows_cart_and_names_the_sitemap(client, domain):
    r = client.get(f"http://{domain}/robots.txt")
    assert r.status_code == 200
    assert r.headers["content-type"] == "text/plain; charset=utf-8"
    lines = r.text.splitlines()
    assert "User-agent: *" in lines
    assert "Disallow: /cart" in lines
    assert f"Sitemap: http://{domain}/sitemap.xml" in lines


@pytest.mark.parametrize("domain", DOMAINS)
def test_sitemap_lists_every_product_url(client, demo, domain):
    r = client.get(f"http://{domain}/sitemap.xml")
    assert r.status_code == 200
    assert r.headers["content-type"] == "application/xml; charset=utf-8"
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    locs = [e.text for e in ET.fromstring(r.content).findall("s:url/s:loc", ns)]
    assert sorted(locs) == sorted(demo.product_urls(domain))
    assert 30 <= len(locs) <= 40
    assert all(loc.startswith(f"http://{domain}/p/") for loc in locs)


@pytest.mark.parametrize("domain", DOMAINS)
def test_home_links_categories_and_categories_link_products(client, demo, domain):
    home = parsel.Selector(client.get(f"http://{domain}/").text)
    cats = sorted(set(home.css(".main-nav a::attr(href)").getall()))
    assert len(cats) == 7 and all(c.startswith("/c/") for c in cats)
    linked = set()
    for cat in cats:
        r = client.get(f"http://{domain}{cat}")
        assert r.status_code == 200
        linked |= {h for h in parsel.Selector(r.text).css(".product-card a::attr(href)").getall()}
    assert {f"http://{domain}{h}" for h in linked} == set(demo.product_urls(domain))


@pytest.mark.parametrize("domain", [d for d in DOMAINS if d != "shop-e.example"])
def test_product_pages_show_the_expected_offer(client, demo, domain):
    # Several pages per shop so sale prices and out-of-stock pages are covered too.
    for url in demo.product_urls(domain)[:12]:
        want = demo.expected(domain, url, NOW)
        r = client.get(url)
        assert r.status_code == 200
        assert r.headers["content-type"] == "text/html; charset=utf-8"
        assert 5_000 <= len(r.content) <= 60_000
        page = parsel.Selector(r.text)
        lang = LANG.get(domain, "en")
        assert page.css("h1.product-title::text").get() == want["name"]
        price = page.css(".product-main .price-now::text").get()
        assert price == shown(want["price_minor"], want["currency"], lang)
        was = page.css(".product-main .price-was::text").get()
        regular = want["regular_price_minor"]
        assert was == (None if regular is None else shown(regular, want["currency"], lang))
        assert page.css(".ean-value::text").get() == want["gtin"][1:]
        assert page.css(".cart-total::text").get() in ("$0.00", "0,00 €", "¥0", "KWD 0.000")
        assert len(page.css(".related .product-card")) == 4
        _check_structured_data(r.text, url, want, domain)


def _check_structured_data(html: str, url: str, want: dict, domain: str) -> None:
    data = extruct.extract(
        html, base_url=url, syntaxes=["json-ld", "microdata", "opengraph"], uniform=True
    )
    cur, price = want["currency"], machine(want["price_minor"], want["currency"])
    if domain == "shop-c.example":
        assert not data["json-ld"] and not data["microdata"]
        og = data["opengraph"][0]
        assert og["product:price:amount"] == price
        assert og["product:price:currency"] == cur
        assert og["product:ean"] == want["gtin"][1:]
        return
    if domain == "shop-d.example":
        assert not data["json-ld"] and not data["microdata"] and not data["opengraph"]
        assert (
            f"EAN: {want['gtin'][1:]}" in parsel.Selector(html).css(".ean").xpath("string()").get()
        )
        return
    items = data["microdata"] if domain == "shop-b.example" else data["json-ld"]
    if domain == "shop-f.example":
        assert len(items) == 1
        items = items[0]["@graph"]
    products = [i for i in items if i.get("@type") == "Product"]
    assert len(products) == 1, "the main product must be the only Product on the page"
    props = products[0]
    offer = props["offers"]
    assert offer["price"] == price and offer["priceCurrency"] == cur
    assert want["gtin"][1:] in (props.get("gtin13"), props.get("gtin"))
    spec = offer.get("priceSpecification")
    if want["regular_price_minor"] is None:
        assert spec is None
    else:
        assert spec["price"] == machine(want["regular_price_minor"], cur)


def test_plain_shop_selectors_find_every_field(client, demo):
    (config,) = [c for c in demo.shops_config("http://p") if c["domain"] == "shop-d.example"]
    assert set(config["selectors"]) == {
        "name", "price", "regular_price", "sku", "gtin", "brand", "stock",
    }  # fmt: skip
    seen_sale = False
    for url in demo.product_urls("shop-d.example"):
        want = demo.expected("shop-d.example", url, NOW)
        page = parsel.Selector(client.get(url).text)
        got = {k: page.css(sel).xpath("string()").get() for k, sel in config["selectors"].items()}
        assert got["name"] == want["name"]
        assert got["sku"] == want["sku"]
        assert got["gtin"] == want["gtin"][1:]
        assert got["brand"] == want["brand"]
        assert got["price"] == shown(want["price_minor"], "USD", "en")
        assert (
            got["stock"] == {"in_stock": "In stock", "out_of_stock": "Out of stock"}[want["stock"]]
        )
        seen_sale |= got["regular_price"] is not None
    assert seen_sale


def test_js_shop_html_has_no_price_but_its_script_gets_it(client, demo):
    script = client.get("http://shop-e.example/assets/app.js")
    assert script.status_code == 200
    assert script.headers["content-type"] == "text/javascript; charset=utf-8"
    assert "/api/price/" in script.text
    for url in demo.product_urls("shop-e.example")[:10]:
        want = demo.expected("shop-e.example", url, NOW)
        html = client.get(url).text
        assert '<script src="/assets/app.js"' in html
        assert want["gtin"][1:] in html and want["name"] in html
        for minor in (want["price_minor"], want["regular_price_minor"]):
            if minor is not None:
                assert shown(minor, "EUR", "de").removesuffix(" €") not in html
                assert machine(minor, "EUR") not in html
        sku = parsel.Selector(html).css("[data-product-id]::attr(data-product-id)").get()
        api = client.get(f"http://shop-e.example/api/price/{sku}")
        assert api.headers["content-type"] == "application/json; charset=utf-8"
        offer = api.json()
        assert offer["price"] == machine(want["price_minor"], "EUR")
        assert offer["display"] == shown(want["price_minor"], "EUR", "de")
        assert offer["currency"] == "EUR" and offer["stock"] == want["stock"]
    assert client.get("http://shop-e.example/api/price/nope").status_code == 404


@pytest.mark.parametrize("domain", DOMAINS)
def test_unknown_path_is_404(client, domain):
    r = client.get(f"http://{domain}/p/no-such-product")
    assert r.status_code == 404
    assert r.headers["content-type"] == "text/html; charset=utf-8"


@pytest.mark.parametrize("url", ["http://example.com/", "http://shop-z.example/robots.txt"])
def test_foreign_host_is_502(client, url):
    r = client.get(url)
    assert r.status_code == 502
    assert r.headers["content-type"] == "text/plain; charset=utf-8"
    assert "not a demo shop" in r.text


def test_origin_form_with_host_header(server):
    with httpx.Client(trust_env=False, timeout=10) as direct:
        r = direct.get(f"{server.url}/robots.txt", headers={"Host": "shop-b.example"})
        assert r.status_code == 200 and "Sitemap: http://shop-b.example/sitemap.xml" in r.text
        assert direct.get(f"{server.url}/robots.txt").status_code == 502  # Host is the proxy


def test_head_and_keep_alive_under_concurrency(client, demo):
    head = client.head("http://shop-a.example/")
    assert head.status_code == 200 and head.content == b""
    assert int(head.headers["content-length"]) > 5_000
    urls = [u for d in DOMAINS for u in demo.product_urls(d)[:8]]
    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(lambda u: client.get(u), urls))
    assert [r.status_code for r in results] == [200] * len(urls)
    assert all(len(r.content) == int(r.headers["content-length"]) for r in results)


def test_catalog_has_valid_distinct_gtins_and_all_currencies():
    products = json.loads(CATALOG.read_text(encoding="utf-8"))["products"]
    assert len(products) >= 40
    gtins = [p["gtin"] for p in products]
    assert len(set(gtins)) == len(gtins)
    assert all(len(g) == 13 and g.isdigit() and gtin_ok(g) for g in gtins)
    for p in products:
        assert set(p["base_price_minor"]) == {"USD", "EUR", "JPY", "KWD"}
        assert p["name"] and p["brand"]


def test_gtins_are_sold_by_several_shops_under_different_names(demo):
    names = defaultdict(set)
    shops = defaultdict(set)
    for domain in DOMAINS:
        urls = demo.product_urls(domain)
        for url in urls:
            want = demo.expected(domain, url, NOW)
            names[want["gtin"]].add(want["name"])
            shops[want["gtin"]].add(domain)
    shared = [g for g in shops if len(shops[g]) >= 3 and len(names[g]) == len(shops[g])]
    assert len(shared) >= 20


def test_shops_config_shape(demo):
    config = demo.shops_config("http://127.0.0.1:9")
    keys = {"domain", "name", "country", "currency", "start_urls", "sitemaps", "render",
            "selectors", "proxy"}  # fmt: skip
    assert all(set(c) == keys for c in config)
    assert [c["domain"] for c in config] == DOMAINS
    assert len({c["country"] for c in config}) >= 3
    assert {c["currency"] for c in config} == {"USD", "EUR", "JPY", "KWD"}
    assert [c["render"] for c in config].count("js") == 1
    assert all(c["proxy"] == "http://127.0.0.1:9" for c in config)
    assert all(c["sitemaps"] == [f"http://{c['domain']}/robots.txt"] for c in config)


def test_prices_drift_by_period_and_stay_put_within_one(demo):
    start = datetime(2025, 6, 1, 12, 0, 0, tzinfo=UTC)
    pages = [(d, u) for d in DOMAINS for u in demo.product_urls(d)]

    def snapshot(at):
        return [demo.expected(d, u, at) for d, u in pages]

    assert snapshot(start) == snapshot(start + timedelta(seconds=59.9))
    history = [snapshot(start + timedelta(minutes=k)) for k in range(30)]
    changed = sum(a != b for a, b in zip(history[0], history[1], strict=True))
    assert 0 < changed < len(pages)
    moving = sum(len({h[i]["price_minor"] for h in history}) >= 3 for i in range(len(pages)))
    assert moving > len(pages) // 2
    everything = [e for h in history for e in h]
    assert any(e["stock"] == "out_of_stock" for e in everything)
    assert any(e["regular_price_minor"] for e in everything)
    for e in everything:
        assert e["price_minor"] > 0
        if e["regular_price_minor"] is not None:
            assert e["regular_price_minor"] > e["price_minor"]
        if e["currency"] == "KWD":
            assert e["price_minor"] % 50 == 0
        if e["currency"] == "JPY":
            assert e["price_minor"] % 10 == 0
    other_seed = DemoShops(seed=8, period_s=60.0)
    assert [other_seed.expected(d, u, start) for d, u in pages] != history[0]


def test_served_pages_follow_the_clock():
    now = [NOW]
    demo = DemoShops(seed=7, period_s=60.0, clock=lambda: now[0])
    url = demo.product_urls("shop-a.example")[0]
    # a moment at which this product's price differs from NOW's
    later = next(
        NOW + timedelta(minutes=k)
        for k in range(1, 50)
        if demo.expected("shop-a.example", url, NOW + timedelta(minutes=k))["price_minor"]
        != demo.expected("shop-a.example", url, NOW)["price_minor"]
    )
    with demo.serve() as server, httpx.Client(proxy=server.url, trust_env=False) as c:
        for at in (NOW, later):
            now[0] = at
            want = demo.expected("shop-a.example", url, at)
            page = parsel.Selector(c.get(url).text)
            assert page.css(".price-now::text").get() == shown(want["price_minor"], "USD", "en")


def test_expected_accepts_urls_and_rejects_non_products(demo):
    url = demo.product_urls("shop-b.example")[0]
    path = url.removeprefix("http://shop-b.example")
    assert demo.expected("shop-b.example", url, NOW) == demo.expected("shop-b.example", path, NOW)
    assert demo.expected("shop-b.example", "/", NOW) is None
    assert demo.expected("shop-a.example", url, NOW) is None
    assert demo.expected("nowhere.example", path, NOW) is None
