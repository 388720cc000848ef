"""Stores observations in batches, each after the pages it refers to are durable in the archive."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from scrapy.crawler import Crawler
from scrapy.exceptions import DropItem

from crawler.items import PageReading, observation_of
from crawler.store import Observation, ObservationWriter, PageArchive


class StorePipeline:
    """Order matters for proof: the page is archived (the spider's page readers put it) and
    fsynced before its observation is written, so a stored price always has its page, even after
    kill -9 at any point."""

    def __init__(self, data_dir: str, run_id: str, batch_size: int, flush_s: float) -> None:
        self.archive = PageArchive(data_dir)
        self.writer = ObservationWriter(data_dir)
        self.run_id = run_id
        self.batch_size = batch_size
        self.flush_s = flush_s
        self._buffer: list[Observation] = []
        self._last_flush = time.monotonic()
        self.stats: Any = None

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> StorePipeline:
        settings = crawler.settings
        pipeline = cls(
            data_dir=settings["PW_DATA_DIR"],
            run_id=settings["PW_RUN_ID"],
            batch_size=settings.getint("PW_BATCH_SIZE"),
            flush_s=settings.getfloat("PW_FLUSH_S"),
        )
        pipeline.stats = crawler.stats
        return pipeline

    async def process_item(self, item: Any, spider: Any = None) -> Any:
        if not isinstance(item, PageReading):
            return item
        offer = item.extraction.main
        if offer is None:
            raise DropItem("no main offer")
        name = offer.product.name
        if not name:
            self.stats.inc_value("pricewitness/refused/no_product_name")
            raise DropItem(f"no product name on {item.url}")
        self.archive.note_put(item.fingerprint)  # synced with the batch that refers to it
        self._buffer.append(
            observation_of(
                offer,
                run_id=self.run_id,
                shop=item.shop,
                listing=item.url,
                checked_at=item.checked_at,
                fingerprint=item.fingerprint,
            )
        )
        self.stats.inc_value("pricewitness/prices")
        if (
            len(self._buffer) >= self.batch_size
            or time.monotonic() - self._last_flush >= self.flush_s
        ):
            batch, self._buffer = self._buffer, []
            self._last_flush = time.monotonic()
            await asyncio.to_thread(self._write, batch)
        return item

    def _write(self, batch: list[Observation]) -> None:
        if batch:
            self.archive.sync()  # every page this batch refers to is on disk first
            self.writer.write(batch)

    def flush(self) -> None:
        batch, self._buffer = self._buffer, []
        self._last_flush = time.monotonic()
        self._write(batch)

    def close_spider(self, spider: Any = None) -> None:
        self.flush()
