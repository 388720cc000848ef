"""Reads one listing now (live_check, market_scan): fetch, extract, archive, store, return.

Only URLs of configured shops are fetched — never a URL a caller made up — and a shop without a
proxy must resolve to public addresses unless its config says ``allow_private = true``.
"""

from __future__ import annotations

import asyncio
import socket
import uuid
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urljoin, urlsplit

import httpx

from crawler.browser import launch_options, should_abort
from crawler.config import Shop, ShopsConfig, is_public_address
from crawler.errors import ExtractionError, FetchError, UnsafeURL
from crawler.extract import extract
from crawler.items import observation_of
from crawler.settings import USER_AGENT
from crawler.spiders.shops import hints_for
from crawler.store import Observation, ObservationWriter, PageArchive

MAX_BYTES = 10 * 1024 * 1024
MAX_REDIRECTS = 5


class LiveReader:
    """One per API process: an HTTP client per proxy, one browser shared by JavaScript shops."""

    def __init__(
        self, shops: ShopsConfig, writer: ObservationWriter, *, timeout_s: float = 15.0
    ) -> None:
        self.shops = shops
        self.writer = writer
        self.archive = PageArchive(writer.paths.root)
        self.timeout_s = timeout_s
        self.run_id = "live-" + uuid.uuid4().hex[:12]
        self._clients: dict[str | None, httpx.AsyncClient] = {}
        self._browser: Any = None
        self._playwright: Any = None
        self._browser_lock = asyncio.Lock()
        self._pages = asyncio.Semaphore(4)

    def shop_for(self, url: str) -> Shop:
        """The configured shop that owns ``url``, or UnsafeURL naming why not."""
        if not isinstance(url, str) or len(url) > 2048:
            raise UnsafeURL("listing must be a URL of at most 2048 characters")
        try:
            parts = urlsplit(url)
        except ValueError as exc:
            raise UnsafeURL(f"not a URL: {exc}") from exc
        if parts.scheme not in ("http", "https"):
            raise UnsafeURL(f"only http(s) listings are read, not {parts.scheme or 'no'} scheme")
        if parts.username or parts.password:
            raise UnsafeURL("listing URLs with credentials are refused")
        shop = self.shops.shop_for_url(url)
        if shop is None:
            raise UnsafeURL(f"{parts.hostname or url!r} is not a configured shop")
        return shop

    async def _check_address(self, shop: Shop, url: str) -> None:
        if shop.proxy or shop.allow_private:
            return  # reached through the shop's configured proxy, or explicitly allowed
        host = urlsplit(url).hostname or ""
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(host, None)
        except socket.gaierror as exc:
            raise FetchError(f"cannot resolve {host}: {exc}") from exc
        for info in infos:
            if not is_public_address(str(info[4][0])):
                raise UnsafeURL(f"{host} resolves to a non-public address; refused")

    def _client(self, proxy: str | None) -> httpx.AsyncClient:
        client = self._clients.get(proxy)
        if client is None:
            client = httpx.AsyncClient(
                proxy=proxy,
                timeout=self.timeout_s,
                headers={"User-Agent": USER_AGENT},
                follow_redirects=False,
                trust_env=False,
            )
            self._clients[proxy] = client
        return client

    async def _fetch_http(self, shop: Shop, url: str) -> tuple[str, bytes]:
        client = self._client(shop.proxy)
        for _ in range(MAX_REDIRECTS + 1):
            await self._check_address(shop, url)
            try:
                async with client.stream("GET", url) as response:
                    if response.is_redirect:
                        target = urljoin(url, response.headers.get("location", ""))
                        if not shop.owns(target):
                            raise UnsafeURL(f"{url} redirects off the shop to {target}")
                        url = target
                        continue
                    if response.status_code != 200:
                        raise FetchError(f"{url} answered HTTP {response.status_code}")
                    body = bytearray()
                    async for chunk in response.aiter_bytes():
                        body += chunk
                        if len(body) > MAX_BYTES:
                            raise FetchError(f"{url} is larger than {MAX_BYTES} bytes")
                    return url, bytes(body)
            except httpx.HTTPError as exc:
                raise FetchError(f"cannot read {url}: {type(exc).__name__}: {exc}") from exc
        raise FetchError(f"{url}: more than {MAX_REDIRECTS} redirects")

    async def _browser_context(self, shop: Shop) -> Any:
        async with self._browser_lock:
            if self._browser is None:
                from playwright.async_api import async_playwright

                self._playwright = await async_playwright().start()
                self._browser = await self._playwright.chromium.launch(**launch_options())
        proxy = {"proxy": {"server": shop.proxy}} if shop.proxy else {}
        return await self._browser.new_context(user_agent=USER_AGENT, **proxy)

    async def _fetch_js(self, shop: Shop, url: str) -> tuple[str, bytes]:
        await self._check_address(shop, url)
        async with self._pages:
            context = await self._browser_context(shop)
            try:
                page = await context.new_page()

                async def route(route: Any) -> None:
                    request = route.request
                    if should_abort(request) or not shop.owns(request.url):
                        await route.abort()
                    else:
                        await route.continue_()

                await page.route("**/*", route)
                response = await page.goto(
                    url, wait_until="networkidle", timeout=self.timeout_s * 1000
                )
                if response is None or response.status != 200:
                    status = response.status if response else "no response"
                    raise FetchError(f"{url} answered {status}")
                if shop.wait_for:
                    await page.wait_for_selector(shop.wait_for, timeout=self.timeout_s * 1000)
                final = page.url
                if not shop.owns(final):
                    raise UnsafeURL(f"{url} navigated off the shop to {final}")
                return final, (await page.content()).encode("utf-8")
            except FetchError:
                raise
            except Exception as exc:  # Playwright's errors are not one tree
                raise FetchError(f"cannot render {url}: {type(exc).__name__}: {exc}") from exc
            finally:
                await context.close()

    async def read(self, url: str) -> Observation:
        """Read ``url`` now and store the reading; raises UnsafeURL, FetchError, ExtractionError."""
        shop = self.shop_for(url)
        fetch = self._fetch_js if shop.render == "js" else self._fetch_http
        try:
            final_url, body = await asyncio.wait_for(fetch(shop, url), self.timeout_s * 2)
        except TimeoutError as exc:
            raise FetchError(f"{url}: no answer within {self.timeout_s * 2:.0f} s") from exc
        checked_at = datetime.now(UTC)
        extraction = await asyncio.to_thread(extract, body, final_url, hints_for(shop))
        offer = extraction.main
        if offer is None or not offer.product.name:
            raise ExtractionError(
                f"no price on {final_url}: {extraction.reason or 'no product name'}",
                code="no_price",
            )
        fingerprint = await asyncio.to_thread(self.archive.put, body)
        observation = observation_of(
            offer,
            run_id=self.run_id,
            shop=shop.domain,
            listing=final_url,
            checked_at=checked_at,
            fingerprint=fingerprint,
        )
        await asyncio.to_thread(self.writer.write, [observation])
        return observation

    async def close(self) -> None:
        for client in self._clients.values():
            await client.aclose()
        self._clients.clear()
        if self._browser is not None:
            await self._browser.close()
            await self._playwright.stop()
            self._browser = None
