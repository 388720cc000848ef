"""JSON-lines progress events on stdout, for the CLI's progress bar (PW_EVENTS)."""

from __future__ import annotations

import json
import sys
from typing import Any

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured


class CrawlEvents:
    def __init__(self) -> None:
        self.out = sys.stdout

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> CrawlEvents:
        if not crawler.settings.getbool("PW_EVENTS"):
            raise NotConfigured
        ext = cls()
        connect = crawler.signals.connect
        connect(ext.request_scheduled, signal=signals.request_scheduled)
        connect(ext.response_received, signal=signals.response_received)
        connect(ext.item_scraped, signal=signals.item_scraped)
        connect(ext.failed, signal=signals.spider_error)
        connect(ext.dropped, signal=signals.request_dropped)
        return ext

    def emit(self, event: str, **data: Any) -> None:
        self.out.write(json.dumps({"event": event, **data}) + "\n")
        self.out.flush()

    def request_scheduled(self, request: Any, spider: Any = None) -> None:
        self.emit("scheduled")

    def response_received(self, response: Any, request: Any, spider: Any = None) -> None:
        self.emit("page", url=response.url, status=response.status)

    def item_scraped(self, item: Any, response: Any = None, spider: Any = None) -> None:
        self.emit("price", url=getattr(item, "url", None))

    def failed(self, failure: Any, response: Any = None, spider: Any = None) -> None:
        self.emit("error", message=str(failure.value)[:200])

    def dropped(self, request: Any, spider: Any = None) -> None:
        self.emit("dropped")
