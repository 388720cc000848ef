"""Generates a large realistic store (≥ 1M observations) through the store's bulk write path.

Run: ``.venv/bin/python benchmarks/gen_store.py DIR [--listings 24000] [--readings 42]``

Products are sold by several shops (shared GTINs) in several countries and currencies; prices
drift over time with sales, stock changes in runs. Every column is built with pyarrow.compute
over whole arrays (no per-row Python): per-product and per-listing values are made once and
spread to the readings with ``take``. Fingerprints are random ``sha256:<hex>`` strings; the
signer only checks that a signed reading is in the store, so any well-formed hash will do.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from crawler.currencies import exponent  # noqa: E402
from crawler.store import ObservationWriter, normalise_gtin, product_id_for  # noqa: E402
from crawler.store.schema import OBSERVATION_SCHEMA, STOCK_VALUES, listing_id_for  # noqa: E402

# country, currency, units of the currency per US dollar (rounded; only the scale matters)
MARKETS = [
    ("EG", "EGP", 50.0),
    ("US", "USD", 1.0),
    ("DE", "EUR", 0.92),
    ("FR", "EUR", 0.92),
    ("GB", "GBP", 0.79),
    ("JP", "JPY", 150.0),
    ("SA", "SAR", 3.75),
    ("AE", "AED", 3.67),
]
SHOP_WORDS = "nile delta metro urban prime market basket corner daily smart super value".split()
BRANDS = (
    "Sunny Acme Nordic Atlas Lotus Orion Zenith Cedar Falcon Pyramid Oasis Harbor Summit Maple "
    "Coral Vertex Nova Aurora Jade Titan Willow Ember Crest Delta Sahara Alpine Boreal Kestrel "
    "Meridian Solace"
).split()
ADJECTIVES = (
    "Morning Classic Organic Premium Golden Fresh Original Deluxe Smart Ultra Compact Wireless "
    "Gentle Strong Natural Family Travel Pro Mini Max Silver Royal Pure Wild Crisp Velvet Bold "
    "Rapid Eco Dark Light Spicy Sweet Herbal Roasted Creamy Turbo Quiet Slim Giant"
).split()
NOUNS = {
    "Coffee": ["200g", "500g", "1kg"],
    "Espresso Beans": ["250g", "1kg"],
    "Green Tea": ["20 bags", "100 bags"],
    "Olive Oil": ["500ml", "1L"],
    "Basmati Rice": ["1kg", "5kg"],
    "Pasta": ["500g"],
    "Honey": ["250g", "500g"],
    "Dark Chocolate": ["100g"],
    "Headphones": ["Black", "White"],
    "USB-C Charger": ["30W", "65W"],
    "Power Bank": ["10000mAh", "20000mAh"],
    "Kettle": ["1.7L"],
    "Blender": ["600W", "1000W"],
    "Toaster": ["2-slice", "4-slice"],
    "Backpack": ["20L", "30L"],
    "Running Shoes": ["42", "44"],
    "T-Shirt": ["M", "L", "XL"],
    "Shampoo": ["250ml", "400ml"],
    "Toothpaste": ["75ml", "3-pack"],
    "Laundry Detergent": ["2L", "4kg"],
    "Smartwatch": ["41mm", "45mm"],
    "Phone Case": ["clear", "black"],
    "Desk Lamp": ["LED"],
    "Yoga Mat": ["6mm"],
    "Water Bottle": ["750ml", "1L"],
}
METHODS = ["json-ld", "microdata", "opengraph", "selector"]
DAY_MS = 86_400_000
BATCH_MS = 6 * 3_600_000  # one batch file per six hours, as a crawl schedule would write


@dataclass(frozen=True)
class Shop:
    domain: str
    name: str
    country: str
    currency: str
    rate: float


def _arange(n: int) -> pa.Array:
    return pa.array(range(n), type=pa.int64())


def _uniform(n: int, seed: int) -> pa.Array:
    return pc.random(n, initializer=seed)


def _normal(n: int, seed: int) -> pa.Array:
    """Standard normal draws (Box–Muller on two uniform arrays)."""
    u1 = pc.subtract(1.0, _uniform(n, seed))  # (0, 1]: ln never sees 0
    u2 = _uniform(n, seed + 1)
    radius = pc.sqrt(pc.multiply(-2.0, pc.ln(u1)))
    return pc.multiply(radius, pc.cos(pc.multiply(2 * 3.141592653589793, u2)))


def _below(n: int, bound: int, seed: int) -> pa.Array:
    """Uniform integers in [0, bound)."""
    return pc.cast(pc.floor(pc.multiply(_uniform(n, seed), bound)), pa.int64())


def _hex_strings(n: int, nbytes: int, prefix: str = "") -> pa.Array:
    """``n`` random lowercase hex strings of ``2 * nbytes`` chars, built from one buffer."""
    width = 2 * nbytes
    data = os.urandom(n * nbytes).hex().encode()
    offsets = pc.cast(pc.multiply(_arange(n + 1), width), pa.int32())
    strings = pa.StringArray.from_buffers(n, offsets.buffers()[1], pa.py_buffer(data))
    if prefix:
        strings = pc.binary_join_element_wise(prefix, strings, "")
    return strings


def _with_check_digit(body12: str) -> str:
    for digit in "0123456789":
        if normalise_gtin(body12 + digit):
            return body12 + digit
    raise AssertionError("a check digit always exists")


def make_shops(count: int) -> list[Shop]:
    shops = []
    for i in range(count):
        country, currency, rate = MARKETS[i % len(MARKETS)]
        word = SHOP_WORDS[(i // len(MARKETS)) % len(SHOP_WORDS)]
        domain = f"{word}-{country.lower()}{i:03d}.example"
        shops.append(Shop(domain, f"{word.title()} {country} {i}", country, currency, rate))
    return shops


@dataclass
class Listings:
    """Per-listing columns (Python lists of equal length; one entry per listing)."""

    shop: list[str]
    listing: list[str]
    listing_id: list[str]
    product_id: list[str]
    name: list[str]
    brand: list[str | None]
    sku: list[str | None]
    gtin: list[str | None]
    currency: list[str]
    base_minor: list[float]  # the listing's starting price in minor units of its currency
    shipping_minor: list[int | None]
    method: list[str]


def make_listings(shops: list[Shop], target: int, rng: random.Random) -> Listings:
    """Products spread over shops: GTIN products in 2–5 shops of 1–2 countries, others in one."""
    by_country: dict[str, list[Shop]] = {}
    for shop in shops:
        by_country.setdefault(shop.country, []).append(shop)
    countries = sorted(by_country)
    nouns = list(NOUNS)
    combos = len(BRANDS) * len(ADJECTIVES) * len(nouns)
    out = Listings([], [], [], [], [], [], [], [], [], [], [], [])
    picks = iter(rng.sample(range(combos), combos))
    n = 0
    while len(out.listing) < target:
        n += 1
        combo = next(picks)
        brand = BRANDS[combo % len(BRANDS)]
        adjective = ADJECTIVES[(combo // len(BRANDS)) % len(ADJECTIVES)]
        noun = nouns[combo // (len(BRANDS) * len(ADJECTIVES))]
        name = f"{brand} {adjective} {noun} {rng.choice(NOUNS[noun])}"
        usd = min(2000.0, rng.lognormvariate(3.0, 0.9))
        has_gtin = rng.random() < 0.85
        gtin = normalise_gtin(_with_check_digit(f"62{n:010d}")) if has_gtin else None
        if has_gtin:
            markets = rng.sample(countries, rng.choice((1, 1, 2)))
            pool = [s for c in markets for s in by_country[c]]
            sellers = rng.sample(pool, min(len(pool), rng.randint(2, 5)))
        else:
            sellers = [rng.choice(shops)]
        for shop in sellers:
            listing = f"https://{shop.domain}/p/{name.lower().replace(' ', '-')}-{n}"
            # A few shops price some goods in dollars: cheapest must group, never convert.
            currency, rate = ("USD", 1.0) if rng.random() < 0.03 else (shop.currency, shop.rate)
            scale = 10 ** exponent(currency)
            out.shop.append(shop.domain)
            out.listing.append(listing)
            out.listing_id.append(listing_id_for(listing))
            out.product_id.append(
                product_id_for(gtin=gtin, name=name, brand=brand, shop=shop.domain)
            )
            out.name.append(name)
            out.brand.append(brand)
            out.sku.append(f"{brand[:3].upper()}-{n:06d}" if rng.random() < 0.5 else None)
            out.gtin.append(gtin)
            out.currency.append(currency)
            out.base_minor.append(usd * rate * scale * rng.uniform(0.9, 1.15))
            out.shipping_minor.append(
                round(rng.choice((2, 3, 5)) * rate * scale) if rng.random() < 0.4 else None
            )
            out.method.append(rng.choice(METHODS))
    return out


def observations(lst: Listings, readings: int, end: datetime, days: int, seed: int) -> pa.Table:
    """``readings`` readings of every listing evenly over ``days`` days before ``end``."""
    n_list = len(lst.listing)
    n = n_list * readings
    row = _arange(n)
    li = pc.divide(row, readings)  # listing index of each row (rows are listing-major)
    j = pc.subtract(row, pc.multiply(li, readings))  # reading number within the listing

    # Time: each listing has its own phase; readings every days/readings with some jitter.
    start_ms = int((end - timedelta(days=days)).timestamp() * 1000)
    interval = days * DAY_MS / readings
    phase = pc.take(_uniform(n_list, seed), li)
    jitter = pc.multiply(_uniform(n, seed + 1), 0.5)
    slot = pc.add(pc.add(pc.cast(j, pa.float64()), pc.multiply(phase, 0.5)), jitter)
    checked_ms = pc.add(start_ms, pc.cast(pc.floor(pc.multiply(slot, interval)), pa.int64()))

    # Price: a per-listing random walk in log space (≈1 % a reading), and 6 % of readings on
    # sale at 10–30 % off; regular_price is shown only while on sale.
    steps = pc.multiply(_normal(n, seed + 2), 0.01)
    walk = pc.cumulative_sum(steps)
    walk = pc.subtract(walk, pc.take(walk, pc.multiply(li, readings)))
    regular = pc.multiply(pc.take(pa.array(lst.base_minor), li), pc.exp(walk))
    on_sale = pc.less(_uniform(n, seed + 3), 0.06)
    discount = pc.subtract(1.0, pc.add(0.1, pc.multiply(_uniform(n, seed + 4), 0.2)))
    price = pc.if_else(on_sale, pc.multiply(regular, discount), regular)
    price_minor = pc.max_element_wise(pc.cast(pc.round(price), pa.int64()), 1)
    regular_minor = pc.if_else(
        on_sale, pc.cast(pc.round(regular), pa.int64()), pa.scalar(None, pa.int64())
    )

    # Stock changes in runs of six readings: mostly in stock, sometimes out, a few others.
    blocks = (readings + 5) // 6
    block = pc.add(pc.multiply(li, blocks), pc.divide(j, 6))
    u = pc.take(_uniform(n_list * blocks, seed + 5), block)
    cuts = [0.84, 0.93, 0.96, 0.98, 0.99]  # in_stock, out_of_stock, limited, preorder, backorder
    stock_idx = pc.cast(pa.scalar(0), pa.int64())
    for cut in cuts:
        stock_idx = pc.add(stock_idx, pc.cast(pc.greater_equal(u, cut), pa.int64()))
    stock_names = pa.array(
        ["in_stock", "out_of_stock", "limited", "preorder", "backorder", "unknown"]
    )
    assert set(stock_names.to_pylist()) == set(STOCK_VALUES)

    def spread(values: list[object], type_: pa.DataType = pa.string()) -> pa.Array:
        return pc.take(pa.array(values, type=type_), li)

    day = pc.divide(checked_ms, DAY_MS)
    columns = {
        "obs_id": _hex_strings(n, 16),
        "run_id": pc.binary_join_element_wise("bench-", pc.cast(day, pa.string()), ""),
        "shop": spread(lst.shop),
        "listing": spread(lst.listing),
        "listing_id": spread(lst.listing_id),
        "product_id": spread(lst.product_id),
        "product_name": spread(lst.name),
        "brand": spread(lst.brand),
        "sku": spread(lst.sku),
        "gtin": spread(lst.gtin),
        "checked_at": pc.cast(checked_ms, pa.timestamp("ms", tz="UTC")),
        "price_minor": price_minor,
        "currency": spread(lst.currency),
        "regular_price_minor": regular_minor,
        "shipping_minor": spread(lst.shipping_minor, pa.int64()),
        "stock": pc.take(stock_names, stock_idx),
        "fingerprint": _hex_strings(n, 32, "sha256:"),
        "method": spread(lst.method),
    }
    table = pa.table(columns).cast(OBSERVATION_SCHEMA)
    return table.take(pc.sort_indices(table, [("checked_at", "ascending")]))


def write_batches(writer: ObservationWriter, table: pa.Table) -> int:
    """One batch file per six hours of readings (the table is sorted by checked_at)."""
    ms = pc.cast(table["checked_at"], pa.int64())
    batch = pc.divide(ms, BATCH_MS)
    files = 0
    offset = 0
    for entry in pc.value_counts(batch).to_pylist():
        part, count = entry["values"], entry["counts"]
        date = datetime.fromtimestamp(part * BATCH_MS / 1000, UTC).strftime("%Y-%m-%d")
        writer.write_table(table.slice(offset, count), date)
        offset += count
        files += 1
    return files


def generate(
    data_dir: Path, *, shops: int, listings: int, readings: int, days: int, seed: int
) -> dict[str, int]:
    rng = random.Random(seed)
    started = time.perf_counter()
    shop_list = make_shops(shops)
    lst = make_listings(shop_list, listings, rng)
    # Readings end a little before now: the signer refuses a checked_at in the future.
    end = datetime.now(UTC).replace(second=0, microsecond=0) - timedelta(minutes=5)
    table = observations(lst, readings, end, days, seed)
    writer = ObservationWriter(data_dir)
    writer.write_shops(
        {"domain": s.domain, "name": s.name, "country": s.country, "currency": s.currency}
        for s in shop_list
    )
    files = write_batches(writer, table)
    return {
        "observations": table.num_rows,
        "listings": len(lst.listing),
        "products": len(set(lst.product_id)),
        "shops": len(shop_list),
        "files": files,
        "seconds": round(time.perf_counter() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path, help="data directory to create (store/ inside)")
    parser.add_argument("--shops", type=int, default=240)
    parser.add_argument("--listings", type=int, default=24_000)
    parser.add_argument("--readings", type=int, default=42, help="readings per listing")
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if (args.data_dir / "store" / "observations").exists():
        parser.error(f"{args.data_dir} already holds a store; give a new directory")
    stats = generate(
        args.data_dir,
        shops=args.shops,
        listings=args.listings,
        readings=args.readings,
        days=args.days,
        seed=args.seed,
    )
    print(", ".join(f"{k}={v:,}" if isinstance(v, int) else f"{k}={v}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
