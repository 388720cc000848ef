"""Runs one crawl: in this process (``crawl_here``) or as a child process with live events."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from crawler.config import ShopsConfig, load_shops
from crawler.errors import ConfigError
from crawler.store import ObservationWriter


def new_run_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ-") + uuid.uuid4().hex[:8]


def crawl_settings(
    *, shops_file: Path, data_dir: Path, run_id: str, events: bool
) -> dict[str, Any]:
    """The Scrapy settings of one run: crawler.settings plus this run's shops and store (the
    spider derives per-shop slots and the browser settings from the shops file itself)."""
    from crawler import settings as defaults

    settings: dict[str, Any] = {k: getattr(defaults, k) for k in dir(defaults) if k.isupper()}
    settings.update(
        PW_SHOPS=str(shops_file), PW_DATA_DIR=str(data_dir), PW_RUN_ID=run_id, PW_EVENTS=events
    )
    return settings


def shop_settings(config: ShopsConfig) -> dict[str, Any]:
    """Settings that follow from the shops: download slots, and the browser for JS shops."""
    from crawler.browser import launch_options, should_abort
    from crawler.downloadermiddlewares.shops import context_name

    settings: dict[str, Any] = {
        "DOWNLOAD_SLOTS": {
            shop.domain: {"concurrency": shop.concurrency, "delay": shop.delay}
            for shop in config.shops.values()
        }
    }
    js_shops = [shop for shop in config.shops.values() if shop.render == "js"]
    if js_shops:
        handler = "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler"
        settings.update(
            DOWNLOAD_HANDLERS={"http": handler, "https": handler},
            PLAYWRIGHT_BROWSER_TYPE="chromium",
            PLAYWRIGHT_LAUNCH_OPTIONS=launch_options(),
            PLAYWRIGHT_CONTEXTS={
                context_name(shop.proxy): ({"proxy": {"server": shop.proxy}} if shop.proxy else {})
                for shop in js_shops
            },
            PLAYWRIGHT_ABORT_REQUEST=should_abort,
            PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT=30_000,
        )
    return settings


def crawl_here(
    shops_file: Path,
    data_dir: Path,
    shops: list[str] | None = None,
    *,
    run_id: str | None = None,
    events: bool = False,
) -> str:
    """Run one crawl in this process (Twisted's reactor runs once per process)."""
    from scrapy.crawler import CrawlerProcess

    from crawler.spiders.shops import ShopsSpider

    config = load_shops(shops_file)
    config.select(shops)  # unknown shop names fail here, before Scrapy starts
    run_id = run_id or new_run_id()
    ObservationWriter(data_dir).write_shops(s.as_row() for s in config.shops.values())
    process = CrawlerProcess(
        crawl_settings(shops_file=shops_file, data_dir=data_dir, run_id=run_id, events=events),
        install_root_handler=True,
    )
    process.crawl(ShopsSpider, shops=",".join(shops or []))
    process.start()
    return run_id


def crawl_subprocess(
    shops_file: Path,
    data_dir: Path,
    shops: list[str] | None = None,
    *,
    on_event: Callable[[dict[str, Any]], None] | None = None,
    log_file: Path | None = None,
    popen_hook: Callable[[subprocess.Popen[str]], None] | None = None,
) -> tuple[str, int]:
    """Run one crawl as a child process, feeding its progress events to ``on_event``.

    Returns (run_id, exit code). The child's Scrapy log goes to ``log_file`` (or is discarded).
    """
    if not Path(shops_file).exists():
        raise ConfigError(f"shops config {shops_file} does not exist")
    run_id = new_run_id()
    command = [
        sys.executable, "-m", "crawler", "--shops-file", str(shops_file),
        "--data-dir", str(data_dir), "--run-id", run_id, "--events",
        *[arg for shop in shops or [] for arg in ("--shop", shop)],
    ]  # fmt: skip
    log = open(log_file, "a") if log_file else subprocess.DEVNULL
    try:
        child = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        if popen_hook:
            popen_hook(child)
        assert child.stdout is not None
        for line in child.stdout:
            if on_event and line.startswith("{"):
                try:
                    on_event(json.loads(line))
                except json.JSONDecodeError:
                    continue
        return run_id, child.wait()
    finally:
        if log_file:
            log.close()  # type: ignore[union-attr]
