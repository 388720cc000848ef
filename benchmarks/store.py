"""Benchmark: bulk ingest, point and analyst queries, size and memory of the observation store.

Run: ``.venv/bin/python benchmarks/store.py`` (10,000,000 readings of 100,000 listings; about
5 minutes). ``--rows 1000000`` for a quick run. Prints ingest rows/s (goal ≥ 500,000), p50/p99 of
four queries through the analysts' DuckDB file and through StoreReader (goal: history and cheapest
p99 ≤ 20 ms), bytes per observation (goal ≤ 40) and peak RSS, before and after compaction.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from crawler.store import ObservationWriter, StoreReader, init_analyst_db, product_id_for
from crawler.store.compact import compact_store
from crawler.store.compacted import derived_obs_ids
from crawler.store.db import connect
from crawler.store.schema import OBSERVATION_SCHEMA, listing_id_for

START = datetime(2025, 1, 1, tzinfo=UTC)
SYLLABLES = "ka lo mi ra ne to su vi pe da zo ri fa hu no be ly ce".split()
NOUNS = "kettle blender headphones backpack jacket drill monitor lamp chair router".split()
ADJECTIVES = "compact pro ultra classic smart wireless quiet travel mini max".split()

_OFFER = """SELECT o.*, s.name AS shop_name, s.country AS shop_country
FROM {table} o LEFT JOIN shops s ON s.domain = o.shop """
QUERIES = {
    # The API's history tool: a product's readings, oldest first, one page of 100.
    "history": _OFFER.format(table="observations")
    + "WHERE o.product_id = ? ORDER BY o.checked_at, o.obs_id LIMIT 101",
    # The API's current offers: each listing's latest reading, cheapest first.
    "cheapest": _OFFER.format(table="latest_prices")
    + "WHERE o.product_id = ? ORDER BY o.currency, o.price_minor, o.checked_at DESC, o.listing",
    # What did the product cost at this shop at that time.
    "at_time": _OFFER.format(table="observations")
    + """WHERE o.product_id = ? AND o.shop = ? AND o.checked_at <= ?
       QUALIFY row_number() OVER (PARTITION BY o.listing_id
                                  ORDER BY o.checked_at DESC, o.obs_id DESC) = 1""",
    # An analyst's whole-table question: readings, listings and prices per shop and month.
    "aggregate": """SELECT shop, currency, date_trunc('month', checked_at) AS month,
       count(*) AS readings, count(DISTINCT listing_id) AS listings,
       avg(price_minor) AS avg_price, avg((stock = 'in_stock')::INT) AS in_stock
       FROM observations GROUP BY ALL ORDER BY ALL""",
}
# The analysts' file has latest_prices only as a view over every reading (a window over the whole
# table); the same answer with the product filter applied before the window:
CHEAPEST_PUSHED = (
    "SELECT o.*, s.name AS shop_name, s.country AS shop_country FROM "
    "(SELECT * FROM observations WHERE product_id = ? QUALIFY row_number() OVER "
    "(PARTITION BY listing_id ORDER BY checked_at DESC) = 1) o "
    "LEFT JOIN shops s ON s.domain = o.shop "
    "ORDER BY o.currency, o.price_minor, o.checked_at DESC, o.listing"
)


def _word(rng: random.Random, parts: int) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(parts)).capitalize()


def _gtin(n: int) -> str:
    body = f"{400000000000 + n:013d}"
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


class Catalog:
    """The listings' fixed attributes (Arrow columns, listing order) and their price state."""

    def __init__(self, listings: int, shops: int, seed: int) -> None:
        rng = random.Random(seed)
        brands = [_word(rng, 3) for _ in range(300)]
        products = (listings + 2) // 3
        prod_gtin = [_gtin(p) if rng.random() < 0.7 else None for p in range(products)]
        prod_brand = [rng.choice(brands) for _ in range(products)]
        prod_name = [
            f"{prod_brand[p]} {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} "
            f"{_word(rng, 2).upper()}-{rng.randrange(100, 9999)}"
            for p in range(products)
        ]
        prod_price = [rng.randrange(500, 200_000) for _ in range(products)]
        self.shop_names = [f"bench-{s}.example" for s in range(shops)]
        currencies = [
            "EUR" if s % 5 < 3 else ("USD" if s % 5 == 3 else "GBP") for s in range(shops)
        ]
        cols: dict[str, list[object]] = {k: [] for k in ("shop_idx", "listing", "listing_id",
            "product_id", "product_name", "brand", "sku", "gtin", "currency", "method",
            "shipping_minor", "slot_ms", "has_regular")}  # fmt: skip
        price = []
        for i in range(listings):
            p, s = i // 3, i % shops
            shop = self.shop_names[s]
            url = f"https://{shop}/products/{prod_name[p].lower().replace(' ', '-')}-{i}"
            cols["shop_idx"].append(s)
            cols["listing"].append(url)
            cols["listing_id"].append(listing_id_for(url))
            cols["product_id"].append(
                product_id_for(gtin=prod_gtin[p], name=prod_name[p], brand=prod_brand[p], shop=shop)
            )
            cols["product_name"].append(prod_name[p])
            cols["brand"].append(prod_brand[p])
            cols["sku"].append(f"{s:02d}-{rng.randrange(10**7):07d}")
            cols["gtin"].append(prod_gtin[p])
            cols["currency"].append(currencies[s])
            cols["method"].append(
                rng.choices(["json-ld", "microdata", "opengraph"], [85, 10, 5])[0]
            )
            cols["shipping_minor"].append(None if s % 2 else 499)
            cols["slot_ms"].append(rng.randrange(86_400_000 - 600_000))
            cols["has_regular"].append(rng.random() < 0.2)
            price.append(int(prod_price[p] * rng.uniform(0.9, 1.1)))
        self.cols = {k: pa.array(v) for k, v in cols.items()}
        self.cols["shop"] = pa.array(self.shop_names).take(self.cols["shop_idx"])
        self.price = pa.array(price, pa.int64())
        self.listings = listings
        self.seed = seed

    def day(self, d: int, same_page: float) -> pa.Table:
        """One crawl day: every listing read once, rows in crawl (random) order."""
        n, seed = self.listings, self.seed * 1000 + d
        r = [pc.random(n, initializer=seed * 10 + k) for k in range(5)]
        factor = pc.add(0.85, pc.multiply(r[1], 0.3))
        moved = pc.cast(pc.round(pc.multiply(self.price, factor)), pa.int64())
        self.price = pc.if_else(pc.less(r[0], 0.1), moved, self.price)
        day_ms = int((START + timedelta(days=d)).timestamp() * 1000)
        at_ms = pc.add(
            pc.add(self.cols["slot_ms"], day_ms),
            pc.cast(pc.floor(pc.multiply(r[2], 6e5)), pa.int64()),
        )
        stock = pc.case_when(
            pc.make_struct(pc.less(r[3], 0.9), pc.less(r[3], 0.95), pc.less(r[3], 0.98)),
            "in_stock", "out_of_stock", "limited", "preorder",
        )  # fmt: skip
        regular = pc.cast(pc.round(pc.multiply(self.price, 1.25)), pa.int64())
        run_ids = pa.array(
            [
                f"{(START + timedelta(days=d)):%Y%m%dT000000Z}-{s:08x}"
                for s in range(len(self.shop_names))
            ]
        ).take(self.cols["shop_idx"])
        fingerprint = pc.binary_join_element_wise("sha256:", _hex(n, 32), "")
        if d and same_page:
            # An unchanged page has the same bytes, hence the same fingerprint, as last time.
            keep = pc.and_(pc.less(r[4], same_page), pc.greater_equal(r[0], 0.1))
            fingerprint = pc.if_else(keep, self._last_fp, fingerprint)
        self._last_fp = fingerprint
        c = self.cols
        table = pa.table(
            {
                "obs_id": _hex(n, 16),
                "run_id": run_ids,
                "shop": c["shop"],
                "listing": c["listing"],
                "listing_id": c["listing_id"],
                "product_id": c["product_id"],
                "product_name": c["product_name"],
                "brand": c["brand"],
                "sku": c["sku"],
                "gtin": c["gtin"],
                "checked_at": pc.cast(at_ms, pa.timestamp("ms", tz="UTC")),
                "price_minor": self.price,
                "currency": c["currency"],
                "regular_price_minor": pc.if_else(c["has_regular"], regular, None),
                "shipping_minor": c["shipping_minor"],
                "stock": stock,
                "fingerprint": fingerprint,
                "method": c["method"],
            },
            schema=OBSERVATION_SCHEMA,
        )
        # Real obs_ids (a hash of the reading), as Observation makes them: compaction stores
        # only those that are not.
        table = table.set_column(0, "obs_id", derived_obs_ids(table))
        return table.take(pc.sort_indices(pc.random(n, initializer=seed * 10 + 9)))


def _hex(n: int, nbytes: int) -> pa.Array:
    """``n`` random lowercase hex strings of ``nbytes`` bytes each, built without a Python loop."""
    width = 2 * nbytes
    data = os.urandom(n * nbytes).hex().encode()
    offsets = pa.array(range(0, (n + 1) * width, width), pa.int32()).buffers()[1]
    return pa.StringArray.from_buffers(n, offsets, pa.py_buffer(data))


def _rss_peak_mb() -> float:
    with open("/proc/self/status") as handle:
        for line in handle:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _timed(con: object, sql: str, params_list: list[list[object]], budget_s: float) -> dict:
    """Latencies of ``sql`` over ``params_list``, stopping early (after at least 5) when the
    time budget is spent, so a slow layout still finishes in bounded time."""
    times: list[float] = []
    spent = 0.0
    for params in params_list:
        t0 = time.perf_counter()
        con.execute(sql, params).fetchall()  # type: ignore[attr-defined]
        took = time.perf_counter() - t0
        times.append(took * 1000)
        spent += took
        if spent > budget_s and len(times) >= 5:
            break
    times.sort()
    return {
        "p50": statistics.median(times),
        "p99": times[min(len(times) - 1, round(0.99 * (len(times) - 1)))],
        "n": len(times),
    }


def _query_set(
    con: object, samples: dict[str, list[list[object]]], cheapest: str, budget_s: float = 15.0
) -> dict:
    out = {}
    for name in ("history", "cheapest", "at_time", "aggregate"):
        sql = cheapest if name == "cheapest" else QUERIES[name]
        params = samples[name]
        _timed(con, sql, params[:2], 0)  # warm: first query reads footers, loads ICU
        out[name] = _timed(con, sql, params, budget_s)
    return out


def child(phase: str, data_dir: str, samples_file: str) -> None:
    """One design measured in its own process, so its peak RSS is its own."""
    samples = json.loads(Path(samples_file).read_text())
    for name in ("at_time",):
        for s in samples[name]:
            s[2] = datetime.fromisoformat(s[2])
    result: dict[str, object] = {}
    if phase.startswith("analyst"):
        con = connect(str(Path(data_dir) / "pricewitness.duckdb"), read_only=True)
        if phase == "analyst+cache":  # docs/analysts.md: the settings for point lookups
            con.execute("SET parquet_metadata_cache = true")
        result["queries"] = _query_set(con, samples, CHEAPEST_PUSHED)
        slow = {**samples, "cheapest": samples["cheapest"][:2]}
        result["cheapest_view"] = _timed(con, QUERIES["cheapest"], slow["cheapest"], 0)
    else:
        t0 = time.perf_counter()
        reader = StoreReader(data_dir)
        result["load_s"] = time.perf_counter() - t0
        con = reader.cursor()
        result["queries"] = _query_set(con, samples, QUERIES["cheapest"])
    result["rss_peak_mb"] = _rss_peak_mb()
    print(json.dumps(result))


def run_child(phase: str, data_dir: Path, samples_file: Path) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, "--child", phase, str(data_dir), str(samples_file)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return json.loads(out.stdout.strip().splitlines()[-1])


def store_size(data_dir: Path) -> tuple[int, dict[str, int]]:
    total, per_column = 0, dict.fromkeys(OBSERVATION_SCHEMA.names, 0)
    for path in (data_dir / "store" / "observations").glob("*/*.parquet"):
        total += path.stat().st_size
        meta = pq.read_metadata(path)
        for g in range(meta.num_row_groups):
            group = meta.row_group(g)
            for c in range(group.num_columns):
                column = group.column(c)
                per_column[column.path_in_schema] += column.total_compressed_size
    return total, per_column


def report(title: str, results: dict[str, dict], rows: int, size: int, cols: dict) -> None:
    print(f"\n== {title}: {size / rows:.1f} bytes/observation ({size / 1e6:.0f} MB) ==")
    top = sorted(cols.items(), key=lambda kv: -kv[1])[:6]
    print("   largest columns, B/obs: " + ", ".join(f"{k} {v / rows:.1f}" for k, v in top))
    print(f"   {'design':14} {'query':10} {'p50 ms':>9} {'p99 ms':>9}  n")
    for design, result in results.items():
        for name, t in result["queries"].items():
            print(f"   {design:14} {name:10} {t['p50']:9.1f} {t['p99']:9.1f}  {t['n']}")
        if "cheapest_view" in result:
            t = result["cheapest_view"]
            print(f"   {design:14} {'cheap/view':10} {t['p50']:9.1f} {t['p99']:9.1f}  {t['n']}"
                  "  (latest_prices view as defined)")  # fmt: skip
        extra = "".join(f", {k} {result[k]:.1f} s" for k in ("load_s",) if k in result)
        print(f"   {design:14} peak RSS {result['rss_peak_mb']:.0f} MB{extra}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--rows", type=int, default=10_000_000)
    ap.add_argument("--listings", type=int, default=100_000)
    ap.add_argument("--shops", type=int, default=50)
    ap.add_argument("--batch", type=int, default=20_000, help="rows per write_table call")
    ap.add_argument("--queries", type=int, default=200, help="samples per point query")
    ap.add_argument("--same-page", type=float, default=0.0,
                    help="share of unchanged readings whose page bytes were identical")  # fmt: skip
    ap.add_argument("--keep", type=Path, help="build the store here and keep it")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(*args.child)
        return
    data_dir = args.keep or Path(tempfile.mkdtemp(prefix="pw-bench-store-"))
    try:
        run(args, data_dir)
    finally:
        if not args.keep:
            shutil.rmtree(data_dir, ignore_errors=True)


def run(args: argparse.Namespace, data_dir: Path) -> None:
    days = max(1, args.rows // args.listings)
    rows = days * args.listings
    t0 = time.perf_counter()
    catalog = Catalog(args.listings, args.shops, seed=7)
    print(f"{rows:,} observations = {args.listings:,} listings x {days} daily readings, "
          f"{args.shops} shops; catalog built in {time.perf_counter() - t0:.1f} s")  # fmt: skip
    writer = ObservationWriter(data_dir)
    gen_s = write_s = 0.0
    files = 0
    for d in range(days):
        t0 = time.perf_counter()
        table = catalog.day(d, args.same_page)
        t1 = time.perf_counter()
        date = (START + timedelta(days=d)).strftime("%Y-%m-%d")
        for offset in range(0, table.num_rows, args.batch):
            writer.write_table(table.slice(offset, args.batch), date)
            files += 1
        gen_s += t1 - t0
        write_s += time.perf_counter() - t1
    print(f"ingest (write_table, {args.batch:,}-row batches, {files} files): "
          f"{rows / write_s:,.0f} rows/s  ({write_s:.1f} s; generating took {gen_s:.1f} s)"
          "  goal >= 500,000")  # fmt: skip
    print(f"ingest process peak RSS {_rss_peak_mb():.0f} MB")
    init_analyst_db(data_dir)

    rng = random.Random(11)
    products = catalog.cols["product_id"].to_pylist()
    shops = catalog.cols["shop"].to_pylist()
    picks = [rng.randrange(args.listings) for _ in range(args.queries)]
    span = days * 86_400
    samples = {
        "history": [[products[i]] for i in picks],
        "cheapest": [[products[i]] for i in picks],
        "at_time": [
            [products[i], shops[i], (START + timedelta(seconds=rng.randrange(span))).isoformat()]
            for i in picks
        ],
        "aggregate": [[] for _ in range(5)],
    }
    samples_file = data_dir / "bench-samples.json"
    samples_file.write_text(json.dumps(samples))

    # analyst+cache: the same read-only connection with DuckDB's Parquet metadata cache on
    designs = ("analyst", "analyst+cache", "reader")
    results = {p: run_child(p, data_dir, samples_file) for p in designs}
    size, cols = store_size(data_dir)
    report(f"as written ({files} files)", results, rows, size, cols)

    summary = compact_store(data_dir, today=(START + timedelta(days=days + 2)).date())
    print(f"\ncompaction (crawler.store.compact.compact_store, span='month'): "
          f"{summary.files_in} files -> {summary.files_out} ({', '.join(summary.partitions)}) "
          f"in {summary.seconds:.1f} s ({summary.rows / summary.seconds:,.0f} rows/s), "
          f"obs_id left out: {summary.obs_id_left_out}")  # fmt: skip
    results = {p: run_child(p, data_dir, samples_file) for p in designs}
    size, cols = store_size(data_dir)
    report("compacted: a file per month, sorted by product, 16 Ki-row groups",
           results, rows, size, cols)  # fmt: skip


if __name__ == "__main__":
    main()
