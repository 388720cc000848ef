"""Built-in demo shops on loopback whose prices drift deterministically, for `pricewitness demo`.

    demo = DemoShops(seed=7, period_s=60.0)
    server = demo.serve(host="127.0.0.1", port=0)   # every shop, and a forward proxy to them
    httpx.get("http://shop-a.example/", proxy=server.url)

A page's prices are a function of ``seed`` and ``floor(t / period_s)``, so ``expected()`` can
say what any product page showed at any time.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from crawler.demo.catalog import SHOPS, Catalog, ShopSpec, load_catalog
from crawler.demo.server import DemoServer
from crawler.demo.site import Response, ShopSite
from crawler.errors import ConfigError

__all__ = ["SHOPS", "DemoServer", "DemoShops", "ShopSpec"]

# CSS selectors for the shop without structured data (shop-d); the text of the first match.
PLAIN_SELECTORS = {
    "name": "h1.product-title",
    "price": ".product-main .price-now",
    "regular_price": ".product-main .price-was",
    "sku": ".product-main .sku-value",
    "gtin": ".product-main .ean-value",
    "brand": ".product-main .brand-name",
    "stock": ".product-main .stock-status",
}


class DemoShops:
    """The six demo shops: their pages, their configuration and the ground truth of their prices."""

    def __init__(
        self,
        seed: int = 7,
        period_s: float = 60.0,
        *,
        clock: Callable[[], datetime] | None = None,
        catalog_path: Path | None = None,
    ) -> None:
        if not period_s > 0:
            raise ConfigError(f"demo price period must be positive, got {period_s}")
        self.seed = seed
        self.period_s = float(period_s)
        # Tests pin the clock so pages and expected() agree without racing a period boundary.
        self._clock = clock or (lambda: datetime.now(UTC))
        self.catalog: Catalog = load_catalog(catalog_path)
        self.sites = {s.domain: ShopSite(s, self.catalog, seed=seed) for s in SHOPS}

    # -- time -------------------------------------------------------------------------------

    def period_at(self, at: datetime) -> int:
        """The price period of ``at`` (naive datetimes are taken as UTC)."""
        if at.tzinfo is None:
            at = at.replace(tzinfo=UTC)
        return math.floor(at.timestamp() / self.period_s)

    def now(self) -> datetime:
        return self._clock()

    # -- serving ----------------------------------------------------------------------------

    def respond(self, host: str, path: str) -> Response | None:
        """The response of shop ``host`` for ``path`` now; None if ``host`` is no demo shop."""
        site = self.sites.get(host.lower())
        if site is None:
            return None
        period = self.period_at(self.now())
        response = site.route(path, period)
        return Response(
            response.status,
            response.content_type,
            response.body,
            (*response.headers, ("X-Demo-Period", str(period))),
        )

    def serve(self, host: str = "127.0.0.1", port: int = 0) -> DemoServer:
        """Start serving every shop on ``host:port`` in a daemon thread."""
        return DemoServer(host, port, self.respond)

    # -- configuration and ground truth -------------------------------------------------------

    def shops_config(self, proxy: str) -> list[dict[str, Any]]:
        """One shops.toml entry per shop, each reaching its shop through ``proxy``."""
        return [
            {
                "domain": s.domain,
                "name": s.name,
                "country": s.country,
                "currency": s.currency,
                "start_urls": [f"{s.base_url}/"],
                "sitemaps": [f"{s.base_url}/robots.txt"],
                "render": s.render,
                "selectors": dict(PLAIN_SELECTORS) if s.markup == "plain" else {},
                "proxy": proxy,
            }
            for s in SHOPS
        ]

    def product_urls(self, domain: str) -> list[str]:
        """Every product page URL of ``domain`` (what its sitemap lists)."""
        site = self.sites.get(domain)
        if site is None:
            raise ConfigError(f"{domain!r} is not a demo shop")
        return [item.url for item in site.listings]

    def expected(self, domain: str, path: str, at: datetime) -> dict[str, Any] | None:
        """What the product page ``path`` (or full URL) of ``domain`` showed at ``at``.

        ``gtin`` is the 14-digit form the store keeps; None when the path is no product page.
        """
        if "://" in path:
            parts = urlsplit(path)
            if (parts.hostname or "") != domain:
                return None
            path = parts.path
        site = self.sites.get(domain)
        item = site.by_path.get(path.split("?", 1)[0]) if site else None
        if site is None or item is None:
            return None
        q = site.quote(item, self.period_at(at))
        return {
            "name": item.name,
            "brand": item.product.brand,
            "sku": item.sku,
            "gtin": item.product.gtin.zfill(14),
            "price_minor": q.price_minor,
            "currency": site.shop.currency,
            "regular_price_minor": q.regular_minor,
            "stock": q.stock,
        }
