"""Records each crawl run's summary in the store's crawl_runs when the spider closes."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from scrapy import signals
from scrapy.crawler import Crawler

from crawler.store import CrawlRun, ObservationWriter


class CrawlRunRecorder:
    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.started_at = datetime.now(UTC)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> CrawlRunRecorder:
        ext = cls(crawler)
        crawler.signals.connect(ext.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        return ext

    def spider_opened(self, spider: Any) -> None:
        self.started_at = datetime.now(UTC)

    def spider_closed(self, spider: Any, reason: str) -> None:
        stats = self.crawler.stats
        no_price = sum(
            v for k, v in stats.get_stats().items() if k.startswith("pricewitness/no_price/")
        )
        refused = sum(
            v for k, v in stats.get_stats().items() if k.startswith("pricewitness/refused/")
        )
        run = CrawlRun(
            run_id=self.crawler.settings["PW_RUN_ID"],
            started_at=self.started_at,
            finished_at=datetime.now(UTC),
            shops=tuple(shop.domain for shop in getattr(spider, "shops", [])),
            pages=int(stats.get_value("response_received_count", 0)),
            prices=int(stats.get_value("pricewitness/prices", 0)),
            refusals=int(no_price + refused),
            errors=int(
                stats.get_value("downloader/exception_count", 0)
                # a request we refused ourselves (offsite, robots.txt, unconfigured host) is not
                # an error of the crawl
                - stats.get_value(
                    "downloader/exception_type_count/scrapy.exceptions.IgnoreRequest", 0
                )
                + stats.get_value("spider_exceptions/count", 0)
                + stats.get_value("log_count/ERROR", 0)
            ),
            status=reason,
        )
        ObservationWriter(self.crawler.settings["PW_DATA_DIR"]).write_run(run)
