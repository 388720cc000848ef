"""Benchmark: pages/s of the full crawl pipeline against bare Scrapy on the same loopback pages.

Run: ``.venv/bin/python benchmarks/crawl.py`` (5,000 static pages of 20–60 KB and 200 JavaScript
pages; about 3 minutes). Prints pages/s of ShopsSpider + StorePipeline (fetch, extract,
fingerprint, archive, store) and of a bare Scrapy spider that fetches the same pages and does
nothing, their ratio (goal ≥ 0.6), the CPU milliseconds each product page costs in the crawler
process, its extraction workers and the shops' server (load-independent, unlike pages/s on a
shared machine), the crawler's RSS after the first and the last thousand pages (goal: flat within
±10 %), JavaScript-rendered pages/s through scrapy-playwright, and the ceiling this machine sets:
its cores over the least CPU a page needs (bare Scrapy's own fetching and serving, extraction, the
archive copy; the last two measured in this process on 300 of the pages).

One loopback server (crawler.demo.server) is the proxy for every bench-N.example shop, as the demo
server is for the demo shops. AutoThrottle is off and the shops have no delay in both runs: this
measures what the crawler costs per page, not how polite it is.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from crawler.config import dump_shops
from crawler.demo.server import DemoServer
from crawler.demo.site import HTML, TEXT, XML, Response

WORDS = (
    "durable steel frame quiet motor warranty compact design easy clean travel size premium "
    "battery charge fast wireless ergonomic handle adjustable setting cotton blend washable"
).split()
OVERRIDES = {
    "AUTOTHROTTLE_ENABLED": False,
    "CONCURRENT_REQUESTS": 32,
    "CONCURRENT_REQUESTS_PER_DOMAIN": 16,
    "LOG_LEVEL": "WARNING",
}


def _filler(rng: random.Random, target: int) -> str:
    """Menus, product grids and reviews until ``target`` characters: what shop pages carry."""
    parts, size, n = [], 0, 0
    while size < target:
        n += 1
        if n % 3 == 0:
            chunk = '<ul class="menu">' + "".join(
                f'<li><a href="/c/{n}-{i}">{rng.choice(WORDS).title()} {i}</a></li>'
                for i in range(25)
            ) + "</ul>"  # fmt: skip
        elif n % 3 == 1:
            chunk = '<div class="grid">' + "".join(
                f'<div class="card"><img src="/i/{n}{i}.jpg" alt=""><h3>{rng.choice(WORDS)} '
                f'{rng.choice(WORDS)}</h3><span class="p">{rng.randrange(5, 500)}.99</span></div>'
                for i in range(12)
            ) + "</div>"  # fmt: skip
        else:
            chunk = "".join(
                f'<div class="review"><p>{" ".join(rng.choices(WORDS, k=45))}</p></div>'
                for _ in range(6)
            )
        parts.append(chunk)
        size += len(chunk)
    return "\n".join(parts)


def product_page(host: str, index: int, *, js: bool) -> bytes:
    """A product page of 20–60 KB whose price is in JSON-LD (written by a script when ``js``)."""
    rng = random.Random(f"{host}/{index}")
    name = f"{rng.choice(WORDS).title()} {rng.choice(WORDS)} {rng.choice(WORDS)} {index}"
    cents = rng.randrange(500, 90_000)
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": name,
        "sku": f"B{index:06d}",
        "brand": {"@type": "Brand", "name": rng.choice(WORDS).title()},
        "offers": {
            "@type": "Offer",
            "price": f"{cents // 100}.{cents % 100:02d}",
            "priceCurrency": "EUR",
            "availability": "https://schema.org/InStock",
            "url": f"http://{host}/p/{index}",
        },
    }
    ld = json.dumps(data)
    if js:
        markup = (
            "<script>const d=" + ld + ";const s=document.createElement('script');"
            "s.type='application/ld+json';s.textContent=JSON.stringify(d);"
            "document.head.appendChild(s);document.getElementById('price').textContent="
            "d.offers.price+' '+d.offers.priceCurrency;</script>"
        )
    else:
        markup = f'<script type="application/ld+json">{ld}</script>'
    head = f"<!doctype html><html lang='en'><head><title>{name}</title></head><body>"
    main = f'<main><h1>{name}</h1><p class="price" id="price"></p>{markup}'
    filler = _filler(rng, rng.randrange(20_000, 58_000))
    return (head + main + filler + "</main></body></html>").encode()


class Pages:
    """Every page of every bench shop, built before the clock starts."""

    def __init__(self, shops: list[str], per_shop: int, js_shops: list[str], js_pages: int):
        self.bodies: dict[tuple[str, str], Response] = {}
        for host in shops + js_shops:
            count = js_pages if host in js_shops else per_shop
            urls = [f"http://{host}/p/{i}" for i in range(count)]
            for i in range(count):
                body = product_page(host, i, js=host in js_shops)
                self.bodies[(host, f"/p/{i}")] = Response(200, HTML, body)
            sitemap = "".join(f"<url><loc>{u}</loc></url>" for u in urls)
            self.bodies[(host, "/sitemap.xml")] = Response(
                200,
                XML,
                b'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns='
                b'"http://www.sitemaps.org/schemas/sitemap/0.9">' + sitemap.encode() + b"</urlset>",
            )
            self.bodies[(host, "/robots.txt")] = Response(200, TEXT, b"User-agent: *\nAllow: /\n")

    def dispatch(self, host: str, path: str) -> Response | None:
        return self.bodies.get((host, path))


# -- the crawler side, each run in its own process ----------------------------------------------


def _rss_mb() -> float:
    with open("/proc/self/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _probe(crawler: Any, out: dict[str, Any]) -> None:
    """Counts product pages, with the time and RSS at every thousandth."""
    from scrapy import signals

    def on_response(response: Any, request: Any, spider: Any) -> None:
        if "/p/" not in response.url:
            return
        out["pages"] += 1
        now = time.perf_counter()
        if "first_at" not in out:
            out["first_at"], out["first_cpu"] = now, time.process_time()
        out["last_at"], out["last_cpu"] = now, time.process_time()
        if out["pages"] % 1000 == 0:
            out["rss_mb"].append([out["pages"], _rss_mb()])

    crawler.signals.connect(on_response, signal=signals.response_received, weak=False)


def child(mode: str, shops_file: str, data_dir: str) -> None:
    from scrapy.crawler import CrawlerProcess
    from scrapy.spiders import SitemapSpider

    from crawler.config import load_shops
    from crawler.runner import crawl_settings, new_run_id
    from crawler.spiders.shops import ShopsSpider

    out: dict[str, Any] = {"pages": 0, "rss_mb": []}
    settings = crawl_settings(
        shops_file=Path(shops_file), data_dir=Path(data_dir), run_id=new_run_id(), events=False
    )
    settings.update(OVERRIDES)
    if mode == "bare":
        shops = list(load_shops(shops_file).shops.values())

        class BareSpider(SitemapSpider):
            name = "bare"
            sitemap_urls = tuple(url for shop in shops for url in shop.sitemaps)

            def parse(self, response: Any) -> None:
                return None

        # None of ours: no pipeline, extension or routing; the shops' proxy from the environment
        # (Scrapy's HttpProxyMiddleware reads http_proxy when the crawler starts).
        settings.update(ITEM_PIPELINES={}, EXTENSIONS={}, DOWNLOADER_MIDDLEWARES={})
        os.environ["http_proxy"] = shops[0].proxy or ""
        spider_cls: Any = BareSpider
    else:
        spider_cls = ShopsSpider
    process = CrawlerProcess(settings, install_root_handler=True)
    crawler = process.create_crawler(spider_cls)
    _probe(crawler, out)
    process.crawl(crawler)
    started = time.perf_counter()
    process.start()
    out["wall_s"] = time.perf_counter() - started
    out["rss_end_mb"] = _rss_mb()
    own, workers = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    out["cpu_s"] = own.ru_utime + own.ru_stime
    out["crawl_cpu_s"] = out["last_cpu"] - out["first_cpu"]
    out["worker_cpu_s"] = workers.ru_utime + workers.ru_stime
    stats = crawler.stats.get_stats()
    out["prices"] = stats.get("pricewitness/prices", 0)
    out["errors"] = stats.get("log_count/ERROR", 0)
    print(json.dumps(out))


def _cpu_s() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run_child(mode: str, shops_file: Path, data_dir: Path) -> dict[str, Any]:
    server_cpu = _cpu_s()  # this process is the shops' server while the child crawls
    result = subprocess.run(
        [sys.executable, __file__, "--child", mode, str(shops_file), str(data_dir)],
        capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    if result.returncode != 0:
        sys.stderr.write(result.stderr[-4000:])
        raise SystemExit(f"{mode} crawl failed with exit code {result.returncode}")
    out: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    out["server_cpu_s"] = _cpu_s() - server_cpu
    return out


def _cpu_line(result: dict[str, Any]) -> str:
    """CPU milliseconds per product page: where the two cores go."""
    per = 1000 / max(1, result["pages"])
    return (
        f"crawler {result['crawl_cpu_s'] * per:.1f} ({result['cpu_s'] * per:.1f} with start-up), "
        f"extraction workers {result['worker_cpu_s'] * per:.1f} (with start-up), "
        f"shops' server {result['server_cpu_s'] * per:.1f}"
    )


def _rate(result: dict[str, Any]) -> float:
    span = result["last_at"] - result["first_at"]
    return (result["pages"] - 1) / span if span > 0 else 0.0


def _work_ms(pages: Pages, sample: int = 300) -> dict[str, float]:
    """Milliseconds a page of extraction, of fingerprint + archive copy, and of a bare lxml parse,
    measured in this process on ``sample`` of the product pages (after a warm-up)."""
    import lxml.html

    from crawler.extract import ShopHints, extract
    from crawler.store import PageArchive

    items = [
        (f"http://{h}{p}", r.body) for (h, p), r in pages.bodies.items() if p.startswith("/p/")
    ]
    items = items[: sample + 30]
    hints = ShopHints()
    for url, body in items[:30]:
        extract(body, url, hints)
    items = items[30:]

    def ms(work: Any) -> float:
        started = time.process_time()
        for url, body in items:
            work(url, body)
        return (time.process_time() - started) * 1000 / len(items)

    with tempfile.TemporaryDirectory(prefix="pw-bench-archive-") as tmp:
        archive = PageArchive(tmp)
        return {
            "parse": ms(lambda url, body: lxml.html.document_fromstring(body)),
            "extract": ms(lambda url, body: extract(body, url, hints)),
            "archive": ms(lambda url, body: archive.put(body, durable=False)),
        }


def _ceiling_line(bare: dict[str, Any], pages: Pages) -> str:
    """What this machine allows at best: every core busy with nothing but bare Scrapy's own
    fetching, the server, and the per-page work the pipeline cannot skip (extract, archive)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    work = _work_ms(pages)
    per = 1000 / max(1, bare["pages"])
    fetch, served = bare["crawl_cpu_s"] * per, bare["server_cpu_s"] * per
    least = fetch + served + work["extract"] + work["archive"]
    best = (cores or 1) * 1000 / least
    return (
        f"ceiling on {cores} cores: bare fetching {fetch:.2f} + server {served:.2f} + extraction "
        f"{work['extract']:.2f} + fingerprint/archive {work['archive']:.2f} = {least:.2f} ms CPU a "
        f"page -> at most {best:.0f} pages/s, ratio {best / _rate(bare):.2f} (extraction is "
        f"{work['extract'] / work['parse']:.1f}x a bare lxml parse of {work['parse']:.2f} ms)"
    )


def _shops_file(path: Path, hosts: list[str], proxy: str, *, js: bool) -> Path:
    entries = [
        {
            "domain": host,
            "name": host,
            "country": "DE",
            "currency": "EUR",
            "sitemaps": [f"http://{host}/sitemap.xml"],
            "render": "js" if js else "html",
            "proxy": proxy,
            "concurrency": 16,
            "delay": 0.0,
        }
        for host in hosts
    ]
    path.write_text(dump_shops(entries))
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--pages", type=int, default=5000, help="static product pages")
    ap.add_argument("--shops", type=int, default=5)
    ap.add_argument("--js-pages", type=int, default=200)
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(*args.child)
        return
    hosts = [f"bench-{i}.example" for i in range(1, args.shops + 1)]
    js_hosts = ["bench-js.example"] if args.js_pages else []
    t0 = time.perf_counter()
    pages = Pages(hosts, args.pages // args.shops, js_hosts, args.js_pages)
    sizes = [len(r.body) for (h, p), r in pages.bodies.items() if p.startswith("/p/")]
    mean_kb = sum(sizes) // len(sizes) // 1000
    print(f"{len(sizes):,} product pages, {min(sizes) // 1000}-{max(sizes) // 1000} KB "
          f"(mean {mean_kb} KB), built in {time.perf_counter() - t0:.1f} s")  # fmt: skip
    work = Path(tempfile.mkdtemp(prefix="pw-bench-crawl-"))
    server = DemoServer("127.0.0.1", 0, pages.dispatch)
    try:
        static = _shops_file(work / "shops.toml", hosts, server.url, js=False)
        bare = run_child("bare", static, work / "bare")
        full = run_child("full", static, work / "data")
        b, f = _rate(bare), _rate(full)
        print(f"bare Scrapy (fetch only)   : {b:7.1f} pages/s  ({bare['pages']} pages)")
        print(f"full pipeline (pricewitness): {f:7.1f} pages/s  ({full['pages']} pages, "
              f"{full['prices']} prices stored, {full['errors']} errors)")  # fmt: skip
        print(f"ratio full/bare: {f / b:.2f}  (goal >= 0.6)")
        print(f"CPU ms per page, bare: {_cpu_line(bare)}")
        print(f"CPU ms per page, full: {_cpu_line(full)}")
        print(_ceiling_line(bare, pages))
        rss = full["rss_mb"]
        if len(rss) >= 2:
            first, last = rss[0], rss[-1]
            change = (last[1] / first[1] - 1) * 100
            print(f"crawler RSS at page {first[0]:,}: {first[1]:.0f} MB, at page {last[0]:,}: "
                  f"{last[1]:.0f} MB ({change:+.1f} %, goal within ±10 %)")  # fmt: skip
        print(f"  (all samples: {', '.join(f'{n}:{m:.0f}' for n, m in rss)}; bare crawler "
              f"{', '.join(f'{n}:{m:.0f}' for n, m in bare['rss_mb'])} MB)")  # fmt: skip
        if js_hosts:
            js_file = _shops_file(work / "shops-js.toml", js_hosts, server.url, js=True)
            js = run_child("full", js_file, work / "data-js")
            print(
                f"JS-rendered (scrapy-playwright): {_rate(js):.1f} pages/s  "
                f"({js['pages']} pages, {js['prices']} prices, {js['errors']} errors)"
            )
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
