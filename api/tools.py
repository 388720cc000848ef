"""The six tools of API.md as async functions from validated arguments to answer dicts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from typing import Any, TypeVar

import anyio.to_thread

from api.errors import api_error
from api.live import LivePages, RateLimiter
from api.models import (
    CheapestArgs,
    FindArgs,
    LiveCheckArgs,
    MarketScanArgs,
    PriceAtArgs,
    PriceHistoryArgs,
)
from api.queries import Catalog, Row
from api.receipts import Receipts, Withheld
from api.settings import Settings
from api.shapes import (
    decode_cursor,
    encode_cursor,
    iso_ms,
    lowest_obj,
    offer_obj,
    product_from_obs,
    product_obj,
)
from crawler.store import StoreReader

T = TypeVar("T")


def _cap(limit: int | None, default: int, most: int) -> int:
    return min(limit or default, most)


def _by_currency(rows: list[Row], limit: int) -> tuple[list[Row], dict[str, Any]]:
    """Cheapest first within one currency; several currencies are grouped, never converted.
    At most ``limit`` offers in all: the groups in order, most offers first."""
    counts = Counter(r["currency"] for r in rows)
    order = sorted(counts, key=lambda c: (-counts[c], c))
    rank = {currency: at for at, currency in enumerate(order)}
    grouped = sorted(
        rows, key=lambda r: (rank[r["currency"]], r["price_minor"], r["shop"], r["listing"])
    )[:limit]
    if len(order) <= 1:
        return grouped, {}
    note = (
        f"prices are in {len(order)} currencies and are not converted; results are grouped "
        "by currency (most offers first), cheapest first within each group"
    )
    unshown = [c for c in order if not any(r["currency"] == c for r in grouped)]
    if unshown:
        note += f"; limit {limit} reached before any offer in {', '.join(unshown)}"
    return grouped, {"grouped_by": "currency", "currencies": order, "note": note}


class Tools:
    """The tools shared by the HTTP routes and the MCP server."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.catalog = Catalog(StoreReader(settings.data_dir))
        self.receipts = Receipts(settings.signer_socket)
        self.limiter = RateLimiter(settings.live_rate_limit, settings.rate_window_s)
        self._live: LivePages | None = None

    async def _db(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a store query in a worker thread after loading any new batches."""

        def run() -> T:
            self.catalog.refresh()
            return fn(*args, **kwargs)

        return await anyio.to_thread.run_sync(run)

    def _finish(self, answer: dict[str, Any], withheld: Withheld) -> dict[str, Any]:
        answer["receipts"] = self.receipts.state
        if (field := withheld.as_field()) is not None:
            answer["withheld"] = field
        return answer

    async def _signed_offers(
        self, kind: str, name: str, rows: list[Row], withheld: Withheld
    ) -> list[dict[str, Any]]:
        objects = [offer_obj(r, with_stock=kind == "offer") for r in rows]
        signed = await self.receipts.sign(kind, [(name, o) for o in objects], withheld)
        return [o for o in signed if o is not None]

    async def store_stats(self) -> dict[str, Any]:
        """Row counts of the store (the health check's proof that the store is readable)."""
        return await self._db(self.catalog.stats)

    # -- the tools --------------------------------------------------------------------------

    async def find(self, args: FindArgs) -> dict[str, Any]:
        s = self.settings
        limit = _cap(args.limit, s.default_limit, s.max_limit)
        offset = 0
        if args.cursor is not None:
            offset = decode_cursor(args.cursor, kind="find").get("o", 0)
            if not isinstance(offset, int) or offset < 0:
                raise api_error("bad_cursor", "cursor: not a cursor this API made")
        ids = await self._db(self.catalog.search, args.q, args.country)
        page = ids[offset : offset + limit]
        products = await self._db(self.catalog.products, page)
        lowest = await self._db(self.catalog.lowest, page, args.country) if args.country else {}
        results = [{"product": product_obj(products[pid])} for pid in page if pid in products]
        withheld = Withheld()
        if args.country:
            with_price = [r for r in results if r["product"]["id"] in lowest]
            items = [
                (r["product"]["name"], lowest_obj(lowest[r["product"]["id"]])) for r in with_price
            ]
            signed = await self.receipts.sign("lowest", items, withheld)
            # A price that could not be signed is left out, not shown as null (FORMAT.md rule 4).
            for result, obj in zip(with_price, signed, strict=True):
                if obj is not None:
                    result["lowest"] = obj
        more = offset + limit < len(ids)
        answer = {
            "results": results,
            "next_cursor": encode_cursor({"k": "find", "o": offset + limit}) if more else None,
        }
        return self._finish(answer, withheld)

    async def price_at(self, args: PriceAtArgs) -> dict[str, Any]:
        at = args.at or datetime.now(UTC)
        product = await self._db(self.catalog.product, args.product)
        await self._db(self.catalog.require_shop, args.shop)
        rows = await self._db(self.catalog.offers_at, args.product, args.shop, at)
        withheld = Withheld()
        offers = await self._signed_offers("offer", product["name"], rows, withheld)
        answer = {"product": product_obj(product), "at": iso_ms(at), "results": offers}
        return self._finish(answer, withheld)

    async def cheapest(self, args: CheapestArgs) -> dict[str, Any]:
        s = self.settings
        limit = _cap(args.limit, s.default_limit, s.max_limit)
        product = await self._db(self.catalog.product, args.product)
        rows = await self._db(
            partial(
                self.catalog.current_offers,
                args.product,
                country=args.country,
                currency=args.currency,
                in_stock=args.in_stock,
            )
        )
        ordered, grouping = _by_currency(rows, limit)
        withheld = Withheld()
        offers = await self._signed_offers("offer", product["name"], ordered, withheld)
        answer = {"product": product_obj(product), "results": offers, **grouping}
        return self._finish(answer, withheld)

    async def price_history(self, args: PriceHistoryArgs) -> dict[str, Any]:
        s = self.settings
        limit = _cap(args.limit, s.default_limit, s.max_history_limit)
        after = None
        if args.cursor is not None:
            state = decode_cursor(args.cursor, kind="price_history")
            try:
                after = (datetime.fromisoformat(state["t"]), str(state["id"]))
            except (KeyError, TypeError, ValueError) as exc:
                raise api_error("bad_cursor", "cursor: not a cursor this API made") from exc
        product = await self._db(self.catalog.product, args.product)
        if args.shop is not None:
            await self._db(self.catalog.require_shop, args.shop)
        rows = await self._db(
            partial(
                self.catalog.history,
                args.product,
                shop=args.shop,
                since=args.since,
                until=args.until,
                after=after,
                limit=limit,
            )
        )
        next_cursor = None
        if len(rows) > limit:
            rows = rows[:limit]
            last = rows[-1]
            next_cursor = encode_cursor(
                {"k": "price_history", "t": last["checked_at"].isoformat(), "id": last["obs_id"]}
            )
        withheld = Withheld()
        points = await self._signed_offers("history_point", product["name"], rows, withheld)
        answer = {"product": product_obj(product), "points": points, "next_cursor": next_cursor}
        return self._finish(answer, withheld)

    # -- live reads -------------------------------------------------------------------------

    def _live_pages(self) -> LivePages:
        if self.settings.shops_config is None:
            raise api_error(
                "live_disabled", "live reads are not configured on this server (no shops config)"
            )
        if self._live is None:
            self._live = LivePages(self.settings)
        return self._live

    async def live_check(self, args: LiveCheckArgs, *, client: str) -> dict[str, Any]:
        live = self._live_pages()
        if args.listing is not None:
            live.check_url(args.listing)
            product_id = await self._db(self.catalog.listing_product, args.listing)
            row = await self._db(self.catalog.product, product_id)
            urls = [args.listing]
        else:
            assert args.product is not None and args.shop is not None
            product_id = args.product
            row = await self._db(self.catalog.product, product_id)  # unknown_product first
            urls = await self._db(self.catalog.listings_of, product_id, args.shop)
        # The product as every tool shows it (not as this one shop names it today).
        product = product_obj(row)
        self.limiter.check(client)
        readings = [await live.read(url) for url in urls]
        objects = []
        for reading in readings:
            offer = offer_obj(reading.row)
            if reading.row["product_id"] != product_id:
                # the page now shows another product
                offer["product"] = product_from_obs(reading.row)
            objects.append(offer)
        names = [o.get("product", product)["name"] for o in objects]
        withheld = Withheld()
        signed = await self.receipts.sign("offer", list(zip(names, objects, strict=True)), withheld)
        answer = {"product": product, "results": [o for o in signed if o is not None]}
        return self._finish(answer, withheld)

    async def market_scan(self, args: MarketScanArgs, *, client: str) -> dict[str, Any]:
        s = self.settings
        live = self._live_pages()
        limit = _cap(args.limit, s.default_limit, s.max_limit)
        self.limiter.check(client)
        ids = await self._db(self.catalog.search, args.q, args.country)
        targets = await self._db(
            self.catalog.scan_targets, ids, args.country, s.market_scan_max_listings
        )
        readings, unreached = await live.read_many(targets, s.market_scan_budget_s)
        ordered, grouping = _by_currency([r.row for r in readings], limit)
        objects = [{**offer_obj(row), "product": product_from_obs(row)} for row in ordered]
        withheld = Withheld()
        signed = await self.receipts.sign(
            "offer", [(o["product"]["name"], o) for o in objects], withheld
        )
        answer: dict[str, Any] = {"query": args.q}
        if args.country:
            answer["country"] = args.country
        answer |= {
            "results": [o for o in signed if o is not None],
            "unreached": unreached,
            **grouping,
        }
        return self._finish(answer, withheld)

    async def aclose(self) -> None:
        await self.receipts.aclose()
        if self._live is not None:
            await self._live.aclose()
