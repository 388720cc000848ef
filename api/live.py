"""Live page reads for live_check and market_scan: configured shops only, bounded in time."""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections import OrderedDict, deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from api.errors import api_error
from api.settings import Settings
from crawler.errors import Error, FetchError, UnsafeURL

log = logging.getLogger(__name__)


class RateLimiter:
    """A sliding-window limit per client key; ``check`` raises ``rate_limited`` with Retry-After."""

    def __init__(self, limit: int, window_s: float, *, max_clients: int = 10_000) -> None:
        self.limit = limit
        self.window_s = window_s
        self.max_clients = max_clients
        self._hits: OrderedDict[str, deque[float]] = OrderedDict()

    def check(self, client: str) -> None:
        now = time.monotonic()
        hits = self._hits.pop(client, None) or deque()
        while hits and hits[0] <= now - self.window_s:
            hits.popleft()
        if len(hits) >= self.limit:
            self._hits[client] = hits
            retry = max(1, math.ceil(hits[0] + self.window_s - now))
            raise api_error(
                "rate_limited",
                f"too many live reads: at most {self.limit} per {self.window_s:g}s; "
                f"retry in {retry}s",
                retry_after=retry,
            )
        hits.append(now)
        self._hits[client] = hits  # most recent client last, so the oldest is dropped first
        while len(self._hits) > self.max_clients:
            self._hits.popitem(last=False)


@dataclass(frozen=True)
class Reading:
    """One successful live read: the stored observation as a row, with its shop's name/country."""

    row: dict[str, Any]


class LivePages:
    """Wraps the crawler's LiveReader with the shops config, time limits and a concurrency cap."""

    def __init__(self, settings: Settings) -> None:
        from crawler.config import load_shops
        from crawler.live import LiveReader
        from crawler.store import ObservationWriter

        assert settings.shops_config is not None
        self.settings = settings
        self.shops = load_shops(settings.shops_config)
        self.reader = LiveReader(
            self.shops, ObservationWriter(settings.data_dir), timeout_s=settings.live_timeout_s
        )

    def check_url(self, url: str) -> None:
        """The SSRF guard, before anything is fetched: only a configured shop's own pages."""
        try:
            self.reader.shop_for(url)
        except UnsafeURL as exc:
            raise UnsafeURL(
                f"listing: {exc.message}; live reads only go to configured shops"
            ) from exc

    def _row(self, observation: Any) -> dict[str, Any]:
        row = observation.row()
        shop = self.shops.shops.get(row["shop"])
        row["shop_name"] = shop.name if shop else None
        row["shop_country"] = shop.country if shop else None
        return row

    async def read(self, url: str) -> Reading:
        self.check_url(url)
        try:
            # LiveReader bounds each fetch; this bounds the whole read (extract and store too).
            observation = await asyncio.wait_for(
                self.reader.read(url), timeout=self.settings.live_timeout_s * 3
            )
        except TimeoutError as exc:
            raise FetchError(
                f"listing: the shop did not answer within {self.settings.live_timeout_s * 3:g}s"
            ) from exc
        return Reading(self._row(observation))

    async def read_many(
        self, targets: Sequence[dict[str, Any]], budget_s: float
    ) -> tuple[list[Reading], list[str]]:
        """Read every target's listing concurrently within ``budget_s``.

        Returns the readings and the sorted domains of shops with a read that failed or did not
        finish in time (those reads are cancelled).
        """
        gate = asyncio.Semaphore(self.settings.market_scan_concurrency)

        async def one(url: str) -> Reading:
            async with gate:
                return await self.read(url)

        tasks = {asyncio.ensure_future(one(t["listing"])): t["shop"] for t in targets}
        if not tasks:
            return [], []
        done, pending = await asyncio.wait(tasks, timeout=budget_s)
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.gather(*pending, return_exceptions=True)
        readings: list[Reading] = []
        unreached: set[str] = {tasks[t] for t in pending}
        for task in done:
            exc = task.exception()
            if exc is None:
                readings.append(task.result())
            else:
                if not isinstance(exc, Error):
                    log.error("live read of %s failed unexpectedly: %r", tasks[task], exc)
                unreached.add(tasks[task])
        return readings, sorted(unreached)

    async def aclose(self) -> None:
        await self.reader.close()
