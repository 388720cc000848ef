"""HTTP routes: ``GET /v1/<tool>``, the receipt key list and the health check."""

from __future__ import annotations

from typing import Annotated, Any

import anyio
from fastapi import APIRouter, Query, Request
from fastapi.responses import JSONResponse

from api.errors import error_body
from api.models import (
    CheapestArgs,
    FindArgs,
    LiveCheckArgs,
    MarketScanArgs,
    PriceAtArgs,
    PriceHistoryArgs,
)
from api.receipts import KeyList
from api.tools import Tools
from crawler.errors import Error

KEYS_PATH = "/.well-known/agorantis-receipt-keys.json"

# Tool descriptions are shared with the MCP server so both surfaces explain themselves alike.
DESCRIPTIONS = {
    "find": (
        "Find products by words or GTIN/EAN barcode (case, accents, word order and small typos "
        "do not matter; a barcode matches exactly). Without q, lists all products. With country, "
        "only products sold there, each with its lowest current price in that country "
        "(amount in major units, signed; in a currency whose minor unit is not a hundredth, "
        "such as JPY or KWD, it cannot be signed truly under receipt format v0.1 and is withheld: "
        "use cheapest). Returns product ids for the other tools."
    ),
    "price_at": (
        "The price a shop showed for a product at a given time (the last reading at or before "
        "`at`; default now), with proof and a signed receipt."
    ),
    "cheapest": (
        "Current offers for one product across shops, cheapest first, optionally only in a "
        "country, a currency, or in stock. Prices in different currencies are grouped by "
        "currency, never converted."
    ),
    "price_history": (
        "Every stored price reading of a product (optionally at one shop, between since and "
        "until), oldest first, paginated with next_cursor."
    ),
    "live_check": (
        "Read a shop's page for a product right now (give product and shop, or a known listing "
        "URL exactly as an offer's proof.listing shows it), store the reading and return the "
        "fresh signed offer. Slower than cheapest/price_at; rate-limited."
    ),
    "market_scan": (
        "Read right now every shop page matching a text or GTIN query (optionally in one "
        "country), cheapest first, each offer with its own product. Bounded in time: shops that "
        "did not answer are listed in unreached. Slow and rate-limited; prefer find/cheapest "
        "for stored prices."
    ),
}


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def build_router(tools: Tools, keys: KeyList) -> APIRouter:
    router = APIRouter()

    @router.get("/v1/find", summary="Find products", description=DESCRIPTIONS["find"])
    async def find(args: Annotated[FindArgs, Query()]) -> dict[str, Any]:
        return await tools.find(args)

    @router.get("/v1/price_at", summary="Price at a time", description=DESCRIPTIONS["price_at"])
    async def price_at(args: Annotated[PriceAtArgs, Query()]) -> dict[str, Any]:
        return await tools.price_at(args)

    @router.get("/v1/cheapest", summary="Cheapest offers", description=DESCRIPTIONS["cheapest"])
    async def cheapest(args: Annotated[CheapestArgs, Query()]) -> dict[str, Any]:
        return await tools.cheapest(args)

    @router.get(
        "/v1/price_history", summary="Price history", description=DESCRIPTIONS["price_history"]
    )
    async def price_history(args: Annotated[PriceHistoryArgs, Query()]) -> dict[str, Any]:
        return await tools.price_history(args)

    @router.get("/v1/live_check", summary="Live check", description=DESCRIPTIONS["live_check"])
    async def live_check(
        args: Annotated[LiveCheckArgs, Query()], request: Request
    ) -> dict[str, Any]:
        return await tools.live_check(args, client=_client(request))

    @router.get("/v1/market_scan", summary="Market scan", description=DESCRIPTIONS["market_scan"])
    async def market_scan(
        args: Annotated[MarketScanArgs, Query()], request: Request
    ) -> dict[str, Any]:
        return await tools.market_scan(args, client=_client(request))

    @router.get(KEYS_PATH, summary="Receipt public keys (FORMAT.md key list)")
    async def receipt_keys() -> JSONResponse:
        # Checkers in browsers fetch this cross-origin; it holds only public keys.
        return JSONResponse(
            keys.read(),
            headers={"Access-Control-Allow-Origin": "*", "Cache-Control": "max-age=300"},
        )

    @router.get("/healthz", summary="Health")
    async def healthz() -> JSONResponse:
        body: dict[str, Any] = {"status": "ok", "receipts": tools.receipts.state}
        healthy = True
        try:
            body["store"] = await tools.store_stats()
        except Error as exc:
            body["store"] = error_body(exc.code, exc.message)["error"]
            healthy = False
        body["signer"] = "down"
        with anyio.move_on_after(3):
            body["signer"] = await tools.receipts.signer_state()
        if tools.receipts.on and body["signer"] != "up":
            healthy = False
        if not healthy:
            body["status"] = "degraded"
        return JSONResponse(body, status_code=200 if healthy else 503)

    return router
