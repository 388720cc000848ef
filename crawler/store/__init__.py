"""The observation store: immutable Parquet batches, an archive of pages, and DuckDB views."""

from __future__ import annotations

from crawler.store.analyst import init_analyst_db
from crawler.store.archive import PageArchive, fingerprint_of
from crawler.store.identity import normalise_gtin, product_id_for
from crawler.store.paths import StorePaths
from crawler.store.reader import StoreReader
from crawler.store.schema import STOCK_VALUES, CrawlRun, Observation, utc_ms
from crawler.store.writer import ObservationWriter

__all__ = [
    "STOCK_VALUES",
    "CrawlRun",
    "Observation",
    "ObservationWriter",
    "PageArchive",
    "StorePaths",
    "StoreReader",
    "fingerprint_of",
    "init_analyst_db",
    "normalise_gtin",
    "product_id_for",
    "utc_ms",
]
