"""Benchmark: extract() against a bare lxml.html parse of the same 50–500 KB shop pages.

Run: .venv/bin/python benchmarks/extraction.py [--pages 60] [--repeat 3] [--held-out 300]
Prints pages/s for both and the median per-page time ratio (goal ≤ 4×): first on corpus pages
padded to 50–500 KB with a shop's bulk, then on held-out corpus pages as written (denser: more
of each page is the product's own box, so more of it is read closely). ``--hostile`` times
pages of 1–5 MB built to make per-price work grow with the page (tens of thousands of prices
in one container, a table of 20,000 rows, class strings of 12 KB, 5,000 levels of nesting).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

import lxml.html

from crawler.extract import ShopHints, extract
from crawler.extract.core import forget

PAGES = Path(__file__).resolve().parents[1] / "tests" / "pages"


def _noise(rng: random.Random, target: int) -> str:
    """Realistic bulk: mega-menu, product grids, reviews, inline JSON and CSS."""
    parts: list[str] = []
    size = 0
    n = 0
    while size < target:
        kind = rng.randrange(5)
        n += 1
        if kind == 0:
            links = "".join(
                f'<li class="menu__item"><a href="/c/{n}-{i}" class="menu__link">'
                f"Category {i}</a></li>"
                for i in range(rng.randrange(10, 40))
            )
            chunk = (
                f'<nav class="mega-menu" aria-label="menu {n}"><ul class="menu">{links}</ul></nav>'
            )
        elif kind == 1:
            cards = "".join(
                f'<li class="grid__item"><div class="card product-card"><a href="/p/{n}-{i}">'
                f'<img src="/i/{i}.jpg" alt="Item {i}" loading="lazy"></a>'
                f'<h3 class="card__heading">Item {n}-{i}</h3><div class="price">'
                f'<span class="price-item">${rng.randrange(5, 300)}.{rng.randrange(100):02d}</span>'
                "</div></div></li>"
                for i in range(rng.randrange(4, 16))
            )
            chunk = (
                f'<section class="related-products"><ul class="product-grid">{cards}</ul></section>'
            )
        elif kind == 2:
            words = ["great", "fits", "well", "would", "buy", "again", "size", "small"]
            reviews = "".join(
                f'<div class="review"><span class="review__stars">{rng.randrange(1, 6)}/5</span>'
                f"<p>{' '.join(rng.choice(words) for _ in range(40))}</p>"
                f'<time datetime="2025-0{rng.randrange(1, 10)}-1{rng.randrange(10)}">'
                "date</time></div>"
                for _ in range(rng.randrange(3, 10))
            )
            chunk = f'<div class="reviews-block" id="reviews-{n}">{reviews}</div>'
        elif kind == 3:
            data = {
                "products": [
                    {
                        "id": i,
                        "handle": f"h-{i}",
                        "tags": ["a", "b"],
                        "variants": [{"id": i * 10 + j, "sku": f"S{j}"} for j in range(5)],
                    }
                    for i in range(rng.randrange(5, 30))
                ]
            }
            chunk = f"<script>window.__DATA_{n} = {json.dumps(data)};</script>"
        else:
            rules = "".join(
                f".c{n}-{i}{{margin:{i}px;padding:{i % 7}px;color:#{rng.randrange(4096):03x}}}"
                for i in range(rng.randrange(20, 80))
            )
            chunk = f"<style>{rules}</style>"
        parts.append(chunk)
        size += len(chunk)
    return "\n".join(parts)


def build_pages(count: int, seed: int = 1) -> list[tuple[str, bytes, str, ShopHints | None]]:
    """``count`` pages of 50–500 KB: corpus pages padded with realistic bulk."""
    rng = random.Random(seed)
    expected = json.loads((PAGES / "expected.json").read_text("utf-8"))
    bases = [
        (name, case)
        for name, case in sorted(expected.items())
        if case.get("price") and not name.startswith("robust-")
    ]
    out = []
    for i in range(count):
        name, case = bases[i % len(bases)]
        html = (PAGES / name).read_text("utf-8", errors="replace")
        target = rng.randrange(50_000, 500_000)
        cut = html.rfind("</main>")
        if cut < 0:
            cut = html.rfind("</body>")
        padded = html[:cut] + _noise(rng, target - len(html)) + html[cut:]
        hints = ShopHints(**case["hints"]) if "hints" in case else None
        out.append((name, padded.encode("utf-8"), case["url"], hints))
    return out


def held_out_pages(count: int) -> list[tuple[str, bytes, str, ShopHints | None]]:
    """``count`` pages of 50–500 KB from the held-out corpora (tests/pages/blind*), as they
    were written, spread evenly over them: dense product pages, no padding."""
    found = []
    for expected in sorted(PAGES.glob("blind*/expected.json")):
        cases = json.loads(expected.read_text("utf-8"))
        for name, case in sorted(cases.items()):
            path = expected.parent / name
            if path.is_file() and 50_000 <= path.stat().st_size <= 500_000:
                found.append((name, path.read_bytes(), case["url"], None))
    step = max(1, len(found) // count)
    return found[::step][:count]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--pages", type=int, default=60)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument(
        "--held-out",
        type=int,
        default=300,
        help="also time this many unpadded held-out corpus pages of 50-500 KB (0: skip)",
    )
    ap.add_argument(
        "--hostile", action="store_true", help="time only the hostile pages, one by one"
    )
    args = ap.parse_args()
    if args.hostile:
        _hostile(args.repeat)
        return
    print("== corpus pages padded with menus, grids, reviews, scripts and styles")
    _measure(build_pages(args.pages), args.repeat)
    if args.held_out:
        print("== held-out corpus pages as written (tests/pages/blind*, 50-500 KB)")
        _measure(held_out_pages(args.held_out), args.repeat)


def _measure(pages: list[tuple[str, bytes, str, ShopHints | None]], repeat: int) -> None:
    sizes = [len(b) for _, b, _, _ in pages]
    print(
        f"{len(pages)} pages, {min(sizes) // 1000}-{max(sizes) // 1000} KB, "
        f"median {statistics.median(sizes) // 1000} KB"
    )
    parse_t = [float("inf")] * len(pages)
    extract_t = [float("inf")] * len(pages)
    found = 0
    for _ in range(repeat):
        # Each pass is one crawl over the corpus from a cold start: extraction keeps what class
        # names and texts say from page to page (a shop's chrome repeats), not between passes.
        forget()
        found = 0
        for i, (_, body, url, hints) in enumerate(pages):
            t0 = time.perf_counter()
            lxml.html.document_fromstring(body)
            t1 = time.perf_counter()
            result = extract(body, url, hints)
            t2 = time.perf_counter()
            parse_t[i] = min(parse_t[i], t1 - t0)
            extract_t[i] = min(extract_t[i], t2 - t1)
            found += result.main is not None
    ratios = sorted(e / p for e, p in zip(extract_t, parse_t, strict=True))
    print(f"lxml.html parse : {len(pages) / sum(parse_t):8.1f} pages/s")
    print(f"extract()       : {len(pages) / sum(extract_t):8.1f} pages/s  ({found} with a price)")
    print(
        f"ratio extract/parse per page: median {statistics.median(ratios):.2f}x, "
        f"p90 {ratios[int(len(ratios) * 0.9)]:.2f}x, max {ratios[-1]:.2f}x (goal median <= 4x)"
    )


def hostile_pages() -> dict[str, str]:
    """Pages whose shape once made extraction's time grow with the square of their size."""
    head = "<html><body><h1>Oak Table</h1>"
    return {
        "50,000 priced spans in one div": head
        + "".join(f"<span class=price>${i}.99</span>" for i in range(50_000)),
        "a table of 20,000 priced rows": head
        + "<table><caption>Prices</caption>"
        + "".join(
            f"<tr><td>Size {i}</td><td>€ {i},99</td><td><s>€ {i + 5},99</s></td></tr>"
            for i in range(20_000)
        )
        + "</table>",
        "300 prices classed by 12 KB strings": head
        + "".join(f"<div class='{'price ' * 2000}'>$5.00</div>" for _ in range(300)),
        "5,000 nested priced divs": head + "<div class=price>$1.00 " * 5000 + "</div>" * 5000,
        "200,000 prices in one paragraph": head
        + "<p>"
        + " ".join(f"${i}.99" for i in range(200_000))
        + "</p>",
        "50,000 options in a select": head
        + "<select>"
        + "".join(f"<option>Size {i} - ${i}.00</option>" for i in range(50_000))
        + "</select><button>Add to cart</button>",
    }


def _hostile(repeat: int) -> None:
    print("== hostile pages (each read alone; none has one price to give)")
    for name, html in hostile_pages().items():
        body = (html + "</body></html>").encode("utf-8")
        parse_t = extract_t = float("inf")
        for _ in range(repeat):
            forget()
            t0 = time.perf_counter()
            lxml.html.document_fromstring(body)
            t1 = time.perf_counter()
            result = extract(body, "https://shop-example.com/p/1")
            t2 = time.perf_counter()
            parse_t, extract_t = min(parse_t, t1 - t0), min(extract_t, t2 - t1)
        print(
            f"{name:38} {len(body) // 1000:5} KB  parse {parse_t:6.3f}s  extract "
            f"{extract_t:6.3f}s  ratio {extract_t / parse_t:6.1f}x  ({result.reason})"
        )


if __name__ == "__main__":
    main()
