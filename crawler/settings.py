"""Scrapy settings of the pricewitness crawler; ours carry the PW_ prefix."""

from __future__ import annotations

BOT_NAME = "pricewitness"
SPIDER_MODULES = ["crawler.spiders"]
NEWSPIDER_MODULE = "crawler.spiders"

USER_AGENT = "pricewitness/0.1 (+https://pricewitness.example/bot; bot@pricewitness.example)"
ROBOTSTXT_OBEY = True

# Politeness: AutoThrottle adapts each shop's delay to its latency; per-shop concurrency and delay
# from shops.toml become download slots (crawler.spiders.shops).
AUTOTHROTTLE_ENABLED = True
AUTOTHROTTLE_START_DELAY = 0.25
AUTOTHROTTLE_MAX_DELAY = 30.0
AUTOTHROTTLE_TARGET_CONCURRENCY = 4.0
CONCURRENT_REQUESTS = 16
CONCURRENT_REQUESTS_PER_DOMAIN = 4
# Scrapy starts this many tasks for every response's callback output (default 100); a product
# page gives one item and a few links, and at hundreds of pages/s those tasks cost more than
# the fetch.
CONCURRENT_ITEMS = 8
DOWNLOAD_TIMEOUT = 30
DOWNLOAD_MAXSIZE = 20 * 1024 * 1024
DOWNLOAD_WARNSIZE = 5 * 1024 * 1024

RETRY_ENABLED = True
RETRY_TIMES = 3
RETRY_HTTP_CODES = [500, 502, 503, 504, 522, 524, 408, 429]
DEPTH_LIMIT = 4

COOKIES_ENABLED = False
TELNETCONSOLE_ENABLED = False
LOG_LEVEL = "INFO"
REQUEST_FINGERPRINTER_IMPLEMENTATION = "2.7"
TWISTED_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"

DOWNLOADER_MIDDLEWARES = {
    "crawler.downloadermiddlewares.shops.ShopRoutingMiddleware": 350,
}
ITEM_PIPELINES = {
    "crawler.pipelines.store.StorePipeline": 300,
}
EXTENSIONS = {
    "crawler.extensions.runs.CrawlRunRecorder": 500,
    "crawler.extensions.events.CrawlEvents": 510,
    "crawler.extensions.collector.GarbageCollectorTuning": 520,
}

# -- pricewitness settings ---------------------------------------------------------------
PW_SHOPS = "shops.toml"  # the shops config file
PW_DATA_DIR = "data"  # the store: Parquet batches, page archive, analysts' DuckDB file
PW_RUN_ID = ""  # set per run by crawler.run; empty → generated
PW_BATCH_SIZE = 200  # observations per Parquet batch
PW_FLUSH_S = 2.0  # a partial batch is written after this many seconds
PW_EVENTS = False  # JSON progress events on stdout (the CLI's progress bar reads them)
PW_JS_MAX_PAGES = 4  # pages open at once in the one long-lived browser
# Extraction processes (they also fingerprint and archive each priced page); -1: one per CPU;
# 0: inline. A worker needs ~3 ms of CPU a page, the crawler process ~1.6: on 2 CPUs two
# workers read 409 pages/s where one read 354 (benchmarks/crawl.py, one run each).
PW_EXTRACT_WORKERS = -1
