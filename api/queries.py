"""Store queries behind the six tools (synchronous DuckDB; callers run them in a worker thread)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from api.errors import api_error
from api.search import ProductIndex
from crawler.store import StoreReader

Row = dict[str, Any]

# An offer row: the observation plus its shop's name and country.
_OFFER_SELECT = """
SELECT o.*, s.name AS shop_name, s.country AS shop_country, s.currency AS shop_currency
FROM {table} o LEFT JOIN shops s ON s.domain = o.shop
"""
_IN_STOCK = "('in_stock', 'limited')"


class Catalog:
    """Answers questions about products, shops, listings and readings from a StoreReader."""

    def __init__(self, reader: StoreReader) -> None:
        self.reader = reader
        self.index = ProductIndex()

    def _rows(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        cur = self.reader.cursor()
        try:
            result = cur.execute(sql, list(params))
            names = [d[0] for d in result.description or ()]
            return [dict(zip(names, row, strict=True)) for row in result.fetchall()]
        finally:
            cur.close()

    def refresh(self) -> None:
        self.reader.refresh()

    # -- identities -------------------------------------------------------------------------

    def product(self, product_id: str) -> Row:
        rows = self._rows(
            "SELECT product_id, name, brand, sku, gtin FROM products WHERE product_id = ?",
            [product_id],
        )
        if not rows:
            raise api_error("unknown_product", f"product: no product with id {product_id!r}")
        return rows[0]

    def products(self, product_ids: Sequence[str]) -> dict[str, Row]:
        rows = self._rows(
            "SELECT product_id, name, brand, sku, gtin FROM products "
            "WHERE list_contains(?::VARCHAR[], product_id)",
            [list(product_ids)],
        )
        return {row["product_id"]: row for row in rows}

    def require_shop(self, domain: str) -> None:
        rows = self._rows(
            "SELECT 1 FROM shops WHERE domain = ? UNION ALL "
            "SELECT 1 FROM (SELECT 1 FROM latest_prices WHERE shop = ? LIMIT 1)",
            [domain, domain],
        )
        if not rows:
            raise api_error("unknown_shop", f"shop: no shop with domain {domain!r}")

    def stats(self) -> Row:
        rows = self._rows(
            "SELECT (SELECT count(*) FROM observations) AS observations, "
            "(SELECT count(*) FROM products) AS products, "
            "(SELECT count(*) FROM latest_prices) AS listings, "
            "(SELECT count(*) FROM shops) AS shops"
        )
        return rows[0]

    # -- find -------------------------------------------------------------------------------

    def _ensure_index(self) -> None:
        version = tuple(
            self._rows("SELECT count(*) AS n, max(updated_at) AS t FROM products")[0].values()
        )
        if not self.index.is_current(version):
            self.index.update(
                version, self._rows("SELECT product_id, name, brand, sku, gtin FROM products")
            )

    def search(self, query: str | None, country: str | None) -> list[str]:
        """Product ids matching ``query`` (best first); with ``country``, only those sold there."""
        self._ensure_index()
        allowed = None
        if country is not None:
            allowed = {
                r["product_id"]
                for r in self._rows(
                    "SELECT DISTINCT o.product_id FROM latest_prices o "
                    "JOIN shops s ON s.domain = o.shop WHERE s.country = ?",
                    [country],
                )
            }
        return self.index.search(query, allowed)

    def lowest(self, product_ids: Sequence[str], country: str) -> dict[str, Row]:
        """Each product's lowest current price in ``country`` (available offers first)."""
        rows = self._rows(
            _OFFER_SELECT.format(table="latest_prices")
            + """WHERE s.country = ? AND list_contains(?::VARCHAR[], o.product_id)
            QUALIFY row_number() OVER (
                PARTITION BY o.product_id
                ORDER BY (o.currency <> s.currency), (o.stock = 'out_of_stock'),
                         o.price_minor, o.checked_at DESC, o.listing) = 1""",
            [country, list(product_ids)],
        )
        return {row["product_id"]: row for row in rows}

    # -- offers -----------------------------------------------------------------------------

    def current_offers(
        self,
        product_id: str,
        *,
        country: str | None = None,
        currency: str | None = None,
        in_stock: bool | None = None,
    ) -> list[Row]:
        """The latest reading of each listing of the product, cheapest first per currency."""
        where, params = ["o.product_id = ?"], [product_id]
        if country is not None:
            where.append("s.country = ?")
            params.append(country)
        if currency is not None:
            where.append("o.currency = ?")
            params.append(currency)
        if in_stock:
            where.append(f"o.stock IN {_IN_STOCK}")
        return self._rows(
            _OFFER_SELECT.format(table="latest_prices")
            + " WHERE "
            + " AND ".join(where)
            + " ORDER BY o.currency, o.price_minor, o.checked_at DESC, o.listing",
            params,
        )

    def offers_at(self, product_id: str, shop: str, at: datetime) -> list[Row]:
        """The last reading at or before ``at`` of each listing of the product at ``shop``."""
        rows = self._rows(
            _OFFER_SELECT.format(table="observations")
            + """WHERE o.product_id = ? AND o.shop = ? AND o.checked_at <= ?
            QUALIFY row_number() OVER (
                PARTITION BY o.listing_id ORDER BY o.checked_at DESC, o.obs_id DESC) = 1
            ORDER BY o.price_minor, o.listing""",
            [product_id, shop, at],
        )
        if not rows and not self._rows(
            "SELECT 1 FROM observations WHERE product_id = ? AND shop = ? LIMIT 1",
            [product_id, shop],
        ):
            raise api_error(
                "unknown_listing", f"shop: {shop!r} has no listing of product {product_id!r}"
            )
        return rows

    def history(
        self,
        product_id: str,
        *,
        shop: str | None,
        since: datetime | None,
        until: datetime | None,
        after: tuple[datetime, str] | None,
        limit: int,
    ) -> list[Row]:
        """Readings oldest first, keyset-paginated on (checked_at, obs_id); ``limit + 1`` rows."""
        where, params = ["o.product_id = ?"], [product_id]
        for clause, value in (
            ("o.shop = ?", shop),
            ("o.checked_at >= ?", since),
            ("o.checked_at <= ?", until),
        ):
            if value is not None:
                where.append(clause)
                params.append(value)
        if after is not None:
            where.append("(o.checked_at, o.obs_id) > (?::TIMESTAMPTZ, ?)")
            params.extend(after)
        params.append(limit + 1)
        return self._rows(
            _OFFER_SELECT.format(table="observations")
            + " WHERE "
            + " AND ".join(where)
            + " ORDER BY o.checked_at, o.obs_id LIMIT ?",
            params,
        )

    # -- live reads -------------------------------------------------------------------------

    def listings_of(self, product_id: str, shop: str) -> list[str]:
        rows = self._rows(
            "SELECT listing FROM listings WHERE product_id = ? AND shop = ? ORDER BY listing",
            [product_id, shop],
        )
        if not rows:
            raise api_error(
                "unknown_listing", f"shop: {shop!r} has no listing of product {product_id!r}"
            )
        return [r["listing"] for r in rows]

    def scan_targets(self, product_ids: Sequence[str], country: str | None, most: int) -> list[Row]:
        """Listings (with shop) of the products, best-ranked products first, at most ``most``."""
        rank = {pid: i for i, pid in enumerate(product_ids)}
        rows = self._rows(
            "SELECT o.listing, o.shop, o.product_id FROM latest_prices o "
            "LEFT JOIN shops s ON s.domain = o.shop "
            "WHERE list_contains(?::VARCHAR[], o.product_id) AND (? IS NULL OR s.country = ?)",
            [list(product_ids), country, country],
        )
        rows.sort(key=lambda r: (rank[r["product_id"]], r["shop"], r["listing"]))
        return rows[:most]
