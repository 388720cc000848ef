"""One demo shop as a website: its listings and the response for each path."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape

from crawler.demo import pages
from crawler.demo.catalog import Catalog, Listing, ShopSpec, build_listings
from crawler.demo.layout import asset_bytes, labels
from crawler.demo.markup import SCHEMA_AVAILABILITY
from crawler.demo.pricing import Quote, display_amount, plain_amount, quote

HTML = "text/html; charset=utf-8"
TEXT = "text/plain; charset=utf-8"
XML = "application/xml; charset=utf-8"
JSON = "application/json; charset=utf-8"
JS = "text/javascript; charset=utf-8"
SVG = "image/svg+xml; charset=utf-8"

_RELATED = 4
_FEATURED_EVERY = 4


@dataclass(frozen=True)
class Response:
    status: int
    content_type: str
    body: bytes
    headers: tuple[tuple[str, str], ...] = field(default=())


class ShopSite:
    """Routes paths of one shop to pages built for the current price period."""

    def __init__(self, shop: ShopSpec, catalog: Catalog, *, seed: int) -> None:
        self.shop = shop
        self.catalog = catalog
        self.seed = seed
        self.listings = build_listings(catalog, shop)
        self.by_path = {item.path: item for item in self.listings}
        self.by_sku = {item.sku: item for item in self.listings}
        self.by_category: dict[str, list[Listing]] = {c.slug: [] for c in catalog.categories}
        for item in self.listings:
            self.by_category[item.product.category].append(item)

    def quote(self, listing: Listing, period: int) -> Quote:
        return quote(self.seed, period, listing)

    def related(self, listing: Listing) -> list[Listing]:
        """Up to four other listings, same category first, so the page has other prices."""
        same = [x for x in self.by_category[listing.product.category] if x is not listing]
        if len(same) < _RELATED:
            start = self.listings.index(listing)
            ring = self.listings[start + 1 :] + self.listings[:start]
            same += [x for x in ring if x not in same][: _RELATED - len(same)]
        return same[:_RELATED]

    def route(self, path: str, period: int) -> Response:
        path = path.split("?", 1)[0].split("#", 1)[0] or "/"

        def q(item: Listing) -> Quote:
            return self.quote(item, period)

        shop, catalog = self.shop, self.catalog
        if path in ("/", "/index.html"):
            featured = self.listings[::_FEATURED_EVERY]
            return Response(200, HTML, pages.home(shop, catalog, featured, q))
        if path == "/robots.txt":
            return Response(200, TEXT, self.robots_txt())
        if path == "/sitemap.xml":
            return Response(200, XML, self.sitemap_xml())
        if path == "/cart":
            return Response(200, HTML, pages.cart(shop, catalog))
        if path.startswith("/p/") and path in self.by_path:
            item = self.by_path[path]
            return Response(200, HTML, pages.product(item, catalog, self.related(item), q))
        if path.startswith("/c/") and path[3:] in self.by_category:
            cat = catalog.category(path[3:])
            items = self.by_category[cat.slug]
            return Response(200, HTML, pages.category(shop, catalog, cat, items, q))
        if path.startswith("/img/") and path.endswith(".svg"):
            return Response(200, SVG, self._placeholder(path[5:-4]))
        if shop.render == "js" and path == "/assets/app.js":
            return Response(200, JS, asset_bytes("app.js"))
        if shop.render == "js" and path.startswith("/api/price/"):
            item = self.by_sku.get(path.removeprefix("/api/price/"))
            if item is not None:
                return Response(200, JSON, self.price_json(item, period))
            return Response(404, JSON, b'{"error": "unknown product"}')
        return Response(404, HTML, pages.not_found(shop, catalog, path))

    def robots_txt(self) -> bytes:
        lines = [
            f"# robots.txt for {self.shop.domain}",
            "User-agent: *",
            "Disallow: /cart",
            "Disallow: /account",
            "Disallow: /search",
            "",
            f"Sitemap: {self.shop.base_url}/sitemap.xml",
            "",
        ]
        return "\n".join(lines).encode()

    def sitemap_xml(self) -> bytes:
        urls = "".join(
            f"<url><loc>{escape(item.url)}</loc><changefreq>hourly</changefreq></url>\n"
            for item in self.listings
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
            f"{urls}</urlset>\n"
        ).encode()

    def price_json(self, item: Listing, period: int) -> bytes:
        """What the JS shop's script reads: the offer of one listing now."""
        cur, lang = self.shop.currency, self.shop.lang
        qt = self.quote(item, period)
        regular = qt.regular_minor
        doc = {
            "sku": item.sku,
            "currency": cur,
            "price": plain_amount(qt.price_minor, cur),
            "display": display_amount(qt.price_minor, cur, lang),
            "regular_price": plain_amount(regular, cur) if regular is not None else None,
            "regular_display": display_amount(regular, cur, lang) if regular is not None else None,
            "discount_percent": (
                round(100 * (1 - qt.price_minor / regular)) if regular is not None else None
            ),
            "stock": qt.stock,
            "stock_label": labels(self.shop)[qt.stock],
            "availability": SCHEMA_AVAILABILITY[qt.stock],
        }
        return json.dumps(doc, ensure_ascii=False).encode()

    def _placeholder(self, name: str) -> bytes:
        hue = sum(map(ord, name)) % 360
        return (
            '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" '
            'viewBox="0 0 600 600">'
            f'<rect width="600" height="600" fill="hsl({hue},45%,85%)"/>'
            f'<text x="300" y="310" font-size="28" text-anchor="middle" fill="#345">'
            f"{escape(self.shop.name)}</text></svg>"
        ).encode()
