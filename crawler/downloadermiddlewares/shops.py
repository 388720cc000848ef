"""Routes each request to its shop: the shop's proxy, and the browser for JavaScript shops."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.exceptions import IgnoreRequest

from crawler.config import ShopsConfig, load_shops


def context_name(proxy: str | None) -> str:
    return f"proxy:{proxy}" if proxy else "direct"


def wants_browser(url: str) -> bool:
    """robots.txt and sitemaps are data, read over plain HTTP even for JavaScript shops."""
    path = urlsplit(url).path.lower()
    return not (path.endswith("/robots.txt") or ".xml" in path)


class ShopRoutingMiddleware:
    """Refuses hosts that are not configured shops and sets per-shop proxy and rendering."""

    def __init__(self, config: ShopsConfig) -> None:
        self.config = config

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ShopRoutingMiddleware:
        return cls(load_shops(crawler.settings["PW_SHOPS"]))

    def process_request(self, request: Request, spider: Any = None) -> None:
        shop = self.config.shop_for_url(request.url)
        if shop is None:
            raise IgnoreRequest(f"not a configured shop: {request.url}")
        if shop.proxy and "proxy" not in request.meta:
            request.meta["proxy"] = shop.proxy
        if shop.render == "js" and wants_browser(request.url):
            request.meta.setdefault("playwright", True)
            request.meta.setdefault("playwright_context", context_name(shop.proxy))
            request.meta.setdefault("playwright_page_methods", _page_methods(shop.wait_for))
        return None


def _page_methods(wait_for: str | None) -> list[Any]:
    from scrapy_playwright.page import PageMethod

    methods = [PageMethod("wait_for_load_state", "networkidle")]
    if wait_for:
        methods.append(PageMethod("wait_for_selector", wait_for, timeout=15000))
    return methods
