"""The demo catalog, the six demo shops and which products each sells under which name."""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from crawler.errors import ConfigError

# The fixture lives in the repository's data/demo/, two levels above this package.
DEFAULT_CATALOG = Path(__file__).resolve().parents[2] / "data" / "demo" / "catalog.json"

# How many products a shop skips: product i is absent from shop k when (7i + 11k) mod 8 is in
# this set, so each shop sells about three quarters of the catalog and most products are sold
# by several shops (what cross-shop matching by GTIN needs).
_SKIP_RESIDUES = frozenset({0, 5})


@dataclass(frozen=True)
class Category:
    slug: str
    en: str
    de: str
    ja: str

    def label(self, lang: str) -> str:
        return str(getattr(self, lang))


@dataclass(frozen=True)
class Product:
    key: str
    name: str
    brand: str
    title: str
    title_de: str
    title_ja: str
    size: str | None
    category: str
    gtin: str
    base_price_minor: dict[str, int]


@dataclass(frozen=True)
class Catalog:
    categories: tuple[Category, ...]
    products: tuple[Product, ...]

    def category(self, slug: str) -> Category:
        return next(c for c in self.categories if c.slug == slug)


@dataclass(frozen=True)
class ShopSpec:
    """One demo shop: where it is, what it sells in, and how its pages are marked up."""

    index: int
    domain: str
    name: str
    country: str
    currency: str
    lang: str  # en, de or ja: labels, number format, product names
    markup: str  # json-ld, microdata, opengraph, plain, js, json-ld-graph
    sku_prefix: str
    price_factor: float  # shop-wide price level against the catalog base price
    shipping_minor: int  # flat shipping shown on product pages
    free_shipping_from: int  # order value (major units) above which shipping is free
    limited_stock: bool  # whether this shop ever says "only a few left"

    @property
    def render(self) -> str:
        return "js" if self.markup == "js" else "html"

    @property
    def base_url(self) -> str:
        return f"http://{self.domain}"


SHOPS: tuple[ShopSpec, ...] = (
    ShopSpec(
        index=0,
        domain="shop-a.example",
        name="Harbor Market",
        country="US",
        currency="USD",
        lang="en",
        markup="json-ld",
        sku_prefix="HM-",
        price_factor=1.00,
        shipping_minor=595,
        free_shipping_from=35,
        limited_stock=True,
    ),
    ShopSpec(
        index=1,
        domain="shop-b.example",
        name="Kaufhaus Lindenberg",
        country="DE",
        currency="EUR",
        lang="de",
        markup="microdata",
        sku_prefix="KL",
        price_factor=1.02,
        shipping_minor=495,
        free_shipping_from=50,
        limited_stock=False,
    ),
    ShopSpec(
        index=2,
        domain="shop-c.example",
        name="Sakura Mart",
        country="JP",
        currency="JPY",
        lang="ja",
        markup="opengraph",
        sku_prefix="SM",
        price_factor=0.98,
        shipping_minor=550,
        free_shipping_from=5000,
        limited_stock=False,
    ),
    ShopSpec(
        index=3,
        domain="shop-d.example",
        name="Corner Goods",
        country="US",
        currency="USD",
        lang="en",
        markup="plain",
        sku_prefix="CG",
        price_factor=0.96,
        shipping_minor=499,
        free_shipping_from=49,
        limited_stock=False,
    ),
    ShopSpec(
        index=4,
        domain="shop-e.example",
        name="Blitzkauf",
        country="DE",
        currency="EUR",
        lang="de",
        markup="js",
        sku_prefix="BK",
        price_factor=0.97,
        shipping_minor=495,
        free_shipping_from=29,
        limited_stock=False,
    ),
    ShopSpec(
        index=5,
        domain="shop-f.example",
        name="Gulf Basket",
        country="KW",
        currency="KWD",
        lang="en",
        markup="json-ld-graph",
        sku_prefix="GB-",
        price_factor=1.01,
        shipping_minor=1500,
        free_shipping_from=20,
        limited_stock=True,
    ),
)


@dataclass(frozen=True)
class Listing:
    """A product as one shop sells it: its own name, SKU and URL path."""

    shop: ShopSpec
    product: Product
    name: str
    sku: str
    slug: str

    @property
    def path(self) -> str:
        return f"/p/{self.slug}"

    @property
    def url(self) -> str:
        return self.shop.base_url + self.path


def load_catalog(path: Path | None = None) -> Catalog:
    """Read data/demo/catalog.json; a missing or malformed file is a ConfigError."""
    path = path or DEFAULT_CATALOG
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        categories = tuple(Category(**c) for c in doc["categories"])
        products = tuple(Product(**p) for p in doc["products"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ConfigError(f"demo catalog {path} cannot be read: {exc}") from exc
    return Catalog(categories=categories, products=products)


def _compact(size: str) -> str:
    return re.sub(r"(\d) (g|kg|ml|l)$", r"\1\2", size)


_DE_UNITS = {"bags": "Beutel", "rolls": "Rollen", "pcs": "Stück", "pack": "er-Pack"}
_JA_UNITS = {"bags": "袋", "rolls": "ロール", "pcs": "個", "pack": "個パック"}


def _size_de(size: str) -> str:
    if size == "pair":
        return "1 Paar"
    number, _, unit = size.partition(" ")
    number = number.replace(".", ",")
    if unit == "pack":
        return f"{number}er-Pack"
    return f"{number} {_DE_UNITS.get(unit, unit)}"


def _size_ja(size: str) -> str:
    if size == "pair":
        return "2本組"
    number, _, unit = size.partition(" ")
    if unit in _JA_UNITS:
        return number + _JA_UNITS[unit]
    return number + ("L" if unit == "l" else unit)


def listing_name(shop: ShopSpec, p: Product) -> str:
    """The name this shop gives the product; every shop words it differently on purpose."""
    size = p.size
    match shop.index:
        case 0:
            return f"{p.brand} {p.title}" + (f" {_compact(size)}" if size else "")
        case 1:
            return f"{p.brand} {p.title_de}" + (f", {_size_de(size)}" if size else "")
        case 2:
            return f"【{p.brand}】{p.title_ja}" + (f" {_size_ja(size)}" if size else "")
        case 3:
            return f"{p.brand.upper()} {p.title}" + (f" - {size}" if size else "")
        case 4:
            return f"{p.title_de}" + (f" {_size_de(size)}" if size else "") + f" von {p.brand}"
        case _:
            return f"{p.title}, {p.brand}" + (f" ({size})" if size else "")


def slugify(text: str) -> str:
    text = text.replace("ß", "ss").replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    folded = unicodedata.normalize("NFKD", text.casefold()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", folded).strip("-")


def build_listings(catalog: Catalog, shop: ShopSpec) -> tuple[Listing, ...]:
    """The products ``shop`` sells, in catalog order, with stable names, SKUs and slugs."""
    listings = []
    for i, p in enumerate(catalog.products):
        if (7 * i + 11 * shop.index) % 8 in _SKIP_RESIDUES:
            continue
        sku = f"{shop.sku_prefix}{10000 + 137 * i + 7 * shop.index:05d}"
        name = listing_name(shop, p)
        # Japanese names do not transliterate; that shop uses the catalog key plus its SKU.
        slug = slugify(name) if shop.lang != "ja" else f"{p.key}-{sku.lower()}"
        listings.append(Listing(shop=shop, product=p, name=name, sku=sku, slug=slug))
    return tuple(listings)
