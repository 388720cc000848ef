"""The shops spider: every configured shop's sitemaps and start pages, read into offers."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.http import Response
from scrapy.linkextractors import LinkExtractor
from scrapy.settings import BaseSettings
from scrapy.spiders import SitemapSpider

from crawler.config import Shop, load_shops
from crawler.extract import ShopHints
from crawler.items import PageReading
from crawler.spiders.reading import PageReaders


def hints_for(shop: Shop) -> ShopHints:
    return ShopHints(
        domain=shop.domain,
        country=shop.country,
        currency=shop.currency,
        selectors=dict(shop.selectors),
    )


class ShopsSpider(SitemapSpider):
    """``scrapy crawl shops [-a shops=shop-a.example,shop-b.example]``."""

    name = "shops"
    sitemap_rules = [("", "parse_page")]  # noqa: RUF012 - Scrapy reads a class attribute

    def __init__(self, shops: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.shop_filter = [s for s in (shops or "").split(",") if s]
        self.shops: list[Shop] = []
        self._links = LinkExtractor(deny_extensions=None, unique=True)

    @classmethod
    def update_settings(cls, settings: BaseSettings) -> None:
        """Per-shop download slots and the browser follow from PW_SHOPS, so that a plain
        ``scrapy crawl shops -s PW_SHOPS=…`` behaves like ``pricewitness crawl``."""
        super().update_settings(settings)
        from crawler.runner import shop_settings

        for name, value in shop_settings(load_shops(settings["PW_SHOPS"])).items():
            settings.set(name, value, priority="spider")
        settings.set(
            "PLAYWRIGHT_MAX_PAGES_PER_CONTEXT",
            settings.getint("PW_JS_MAX_PAGES"),
            priority="spider",
        )
        if not settings.get("PW_RUN_ID"):
            from crawler.runner import new_run_id

            settings.set("PW_RUN_ID", new_run_id(), priority="spider")

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> ShopsSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        spider.shops = load_shops(crawler.settings["PW_SHOPS"]).select(spider.shop_filter)
        spider.allowed_domains = [shop.domain for shop in spider.shops]
        spider._hints = {shop.domain: hints_for(shop) for shop in spider.shops}
        spider._follow = {shop.domain for shop in spider.shops if shop.start_urls}
        workers = crawler.settings.getint("PW_EXTRACT_WORKERS", -1)
        if workers < 0:
            workers = os.cpu_count() or 1
        spider._readers = PageReaders(crawler.settings["PW_DATA_DIR"], workers)
        crawler.signals.connect(spider._start_readers, signal=signals.spider_opened)
        crawler.signals.connect(spider._close_readers, signal=signals.spider_closed)
        return spider

    def _start_readers(self, spider: Any = None) -> None:
        self._readers.start()

    def _close_readers(self, spider: Any = None) -> None:
        self._readers.close()

    async def start(self) -> AsyncIterator[Request]:
        for shop in self.shops:
            slot = {"download_slot": shop.domain}
            for url in shop.sitemaps:
                yield Request(url, callback=self._parse_sitemap, meta=slot)
            for url in shop.start_urls:
                yield Request(url, callback=self.parse_page, meta=slot)

    async def parse_page(self, response: Response) -> AsyncIterator[PageReading | Request]:
        checked_at = datetime.now(UTC)
        host = urlsplit(response.url).hostname or ""
        hints = self._hints.get(host)
        if hints is None:  # redirected off the shop: nothing read here is the shop's price
            self.crawler.stats.inc_value("pricewitness/refused/offsite_redirect")
            return
        read = await self._readers.read(response.body, response.url, hints)
        extraction = read.extraction
        if read.fingerprint is not None:
            yield PageReading(
                shop=host,
                url=response.url,
                fingerprint=read.fingerprint,
                checked_at=checked_at,
                extraction=extraction,
            )
        elif extraction.main is not None:
            self.crawler.stats.inc_value("pricewitness/refused/no_product_name")
        else:
            self.crawler.stats.inc_value(f"pricewitness/no_price/{extraction.reason}")
        if host in self._follow and hasattr(response, "text"):
            for link in self._links.extract_links(response):
                yield Request(link.url, callback=self.parse_page, meta={"download_slot": host})
