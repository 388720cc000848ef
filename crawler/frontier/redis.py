"""Settings and an idle rule that let crawler processes share one scrapy-redis frontier.

Every worker runs the same ShopsSpider with these settings. The request queue and the seen-URL
filter live in Redis under ``pw:frontier:<name>:…``, so a URL is fetched by exactly one worker per
frontier however many workers yield it (all of them yield the shops' sitemaps at start). The
frontier name is per crawl round: the next round uses a new name, and old keys expire.
"""

from __future__ import annotations

import time
from typing import Any

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.exceptions import DontCloseSpider, NotConfigured

KEY_PREFIX = "pw:frontier"


def frontier_settings(
    settings: dict[str, Any], redis_url: str, name: str, *, idle_close_s: float = 10.0
) -> dict[str, Any]:
    """``settings`` (a run's, from crawler.runner.crawl_settings) with this worker on the shared
    frontier ``name`` at ``redis_url``."""
    return {
        **settings,
        "SCHEDULER": "scrapy_redis.scheduler.Scheduler",
        "DUPEFILTER_CLASS": "scrapy_redis.dupefilter.RFPDupeFilter",
        "SCHEDULER_QUEUE_CLASS": "scrapy_redis.queue.PriorityQueue",
        "SCHEDULER_QUEUE_KEY": f"{KEY_PREFIX}:{name}:requests",
        "SCHEDULER_DUPEFILTER_KEY": f"{KEY_PREFIX}:{name}:seen",
        # Kept when a worker stops: another may still be crawling, and a flushed seen-filter
        # would let it fetch pages again. The keys go when the round's name is retired.
        "SCHEDULER_PERSIST": True,
        "SCHEDULER_FLUSH_ON_START": False,
        "REDIS_URL": redis_url,
        "PW_FRONTIER_IDLE_S": idle_close_s,
        "EXTENSIONS": {
            **settings.get("EXTENSIONS", {}),
            "crawler.frontier.redis.SharedFrontierIdle": 520,
        },
    }


class SharedFrontierIdle:
    """Keeps an idle worker open while other workers may still add requests to the frontier.

    Scrapy closes a spider the moment its own scheduler is empty, but on a shared frontier another
    worker's page may still yield links. A worker stops once the frontier has been empty for
    PW_FRONTIER_IDLE_S (more than the slowest fetch and parse takes). Scrapy re-checks an idle
    spider every 5 s, so an idle worker picks up new requests within 5 s.
    """

    def __init__(self, crawler: Crawler, idle_close_s: float) -> None:
        self.crawler = crawler
        self.idle_close_s = idle_close_s
        self._empty_since: float | None = None

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SharedFrontierIdle:
        if not crawler.settings.get("PW_FRONTIER_IDLE_S"):
            raise NotConfigured("not on a shared frontier")
        ext = cls(crawler, crawler.settings.getfloat("PW_FRONTIER_IDLE_S"))
        crawler.signals.connect(ext.spider_idle, signal=signals.spider_idle)
        crawler.signals.connect(ext.busy, signal=signals.response_received)
        return ext

    def busy(self, **kwargs: Any) -> None:
        self._empty_since = None

    def spider_idle(self, spider: Any) -> None:
        # Scrapy sends spider_idle only when this worker's scheduler (the shared queue) is empty
        # and nothing is downloading or being parsed here.
        now = time.monotonic()
        if self._empty_since is None:
            self._empty_since = now
        if now - self._empty_since < self.idle_close_s:
            raise DontCloseSpider
