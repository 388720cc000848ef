"""The analysts' DuckDB file: views over the store's Parquet files, safe to open any time."""

from __future__ import annotations

import logging
import os

import duckdb

from crawler.store.db import connect
from crawler.store.paths import StorePaths
from crawler.store.schema import OBS_ID_SQL
from crawler.store.writer import ObservationWriter

log = logging.getLogger(__name__)


def _q(path: object) -> str:
    return "'" + str(path).replace("'", "''") + "'"


def view_statements(paths: StorePaths) -> list[str]:
    # Paths are ours (quoted by _q), never a caller's text.
    obs = _q(paths.observations / "*" / "*.parquet") + ", hive_partitioning = false"
    runs = _q(paths.runs / "*.parquet")
    return [
        # Compacted files store obs_id only where it is not the derived value
        # (crawler/store/compacted.py); computed only when a query asks for obs_id.
        "CREATE OR REPLACE VIEW observations AS "
        f"SELECT * REPLACE (coalesce(obs_id, {OBS_ID_SQL}) AS obs_id) FROM read_parquet({obs})",
        f"CREATE OR REPLACE VIEW crawl_runs AS SELECT * FROM read_parquet({runs})",
        f"CREATE OR REPLACE VIEW shops AS SELECT * FROM read_parquet({_q(paths.shops)})",
        """CREATE OR REPLACE VIEW latest_prices AS
           SELECT * FROM observations
           QUALIFY row_number() OVER (PARTITION BY listing_id ORDER BY checked_at DESC) = 1""",
        """CREATE OR REPLACE VIEW listings AS
           SELECT listing_id, listing, shop, product_id,
                  min(checked_at) AS first_seen, max(checked_at) AS last_seen,
                  count(*) AS readings
           FROM observations GROUP BY ALL""",
        """CREATE OR REPLACE VIEW products AS
           SELECT product_id,
                  arg_max(product_name, checked_at) AS name,
                  arg_max(brand, checked_at) AS brand,
                  arg_max(sku, checked_at) AS sku,
                  arg_max(gtin, checked_at) AS gtin,
                  count(DISTINCT shop) AS shops
           FROM observations GROUP BY product_id""",
        """CREATE OR REPLACE VIEW price_changes AS
           SELECT * FROM (
             SELECT listing_id, listing, shop, product_id, currency, checked_at,
                    lag(price_minor) OVER w AS old_price_minor, price_minor AS new_price_minor,
                    lag(stock) OVER w AS old_stock, stock AS new_stock
             FROM observations
             WINDOW w AS (PARTITION BY listing_id ORDER BY checked_at))
           WHERE old_price_minor IS NOT NULL
             AND (old_price_minor <> new_price_minor OR old_stock <> new_stock)""",
    ]


def init_analyst_db(data_dir: str | os.PathLike[str]) -> str:
    """Create or refresh the views in ``data/pricewitness.duckdb``; returns its absolute path.

    The file is held for writing only for the moment the views are (re)made. If an analyst has it
    open right now, DuckDB refuses the write lock; the views made last time stay valid, so that is
    logged and not an error.
    """
    paths = ObservationWriter(data_dir).paths  # the layout (and its schema files) exists now
    try:
        con = connect(str(paths.database))
    except duckdb.IOException as exc:
        log.warning("analyst database is open elsewhere, keeping its views: %s", exc)
        return str(paths.database)
    try:
        for statement in view_statements(paths):
            con.execute(statement)
    finally:
        con.close()
    return str(paths.database)


def views_derive_obs_id(data_dir: str | os.PathLike[str]) -> bool:
    """True if the analysts' ``observations`` view fills in obs_ids left out by compaction."""
    paths = StorePaths.at(data_dir)
    if not paths.database.exists():
        return False
    try:
        con = duckdb.connect(str(paths.database), read_only=True)
    except duckdb.Error:
        return False
    try:
        row = con.execute(
            "SELECT sql FROM duckdb_views() WHERE view_name = 'observations' AND NOT internal"
        ).fetchone()
    finally:
        con.close()
    return row is not None and "sha256(" in row[0]
