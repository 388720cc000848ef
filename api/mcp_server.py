"""The six tools over MCP (official SDK): streamable HTTP inside the FastAPI app, and stdio."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.server.transport_security import TransportSecuritySettings
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import BaseModel, ValidationError

from api.errors import describe_validation, error_body, public_message, status_for
from api.models import (
    CheapestArgs,
    Country,
    Currency,
    Cursor,
    FindArgs,
    Limit,
    ListingUrl,
    LiveCheckArgs,
    MarketScanArgs,
    PriceAtArgs,
    PriceHistoryArgs,
    ProductId,
    Query,
    Shop,
    Time,
)
from api.routes import DESCRIPTIONS
from api.settings import Settings
from api.tools import Tools
from crawler.errors import Error

INSTRUCTIONS = (
    "pricewitness answers shop price questions with proof. Start with find (text or GTIN) to get "
    "a product id, then cheapest, price_at or price_history for stored prices; live_check and "
    "market_scan read shop pages now (slower, rate-limited). Every price carries proof "
    "(listing URL, page fingerprint) and, when receipts are on, an Ed25519 receipt verifiable "
    "with the key list at /.well-known/agorantis-receipt-keys.json."
)

_READ_ONLY = ToolAnnotations(read_only_hint=True, open_world_hint=False)
_LIVE = ToolAnnotations(read_only_hint=False, idempotent_hint=False, open_world_hint=True)


def _error_result(code: str, message: str, status: int) -> CallToolResult:
    body = error_body(code, message)
    body["error"]["status"] = status
    return CallToolResult(
        content=[TextContent(type="text", text=json.dumps(body, ensure_ascii=False))],
        structured_content=body,
        is_error=True,
    )


async def _answer(
    model: type[BaseModel], values: dict[str, Any], run: Callable[[Any], Awaitable[dict[str, Any]]]
) -> Any:
    """Validate like the HTTP route, run the tool, and turn errors into an error result."""
    try:
        args = model(**{k: v for k, v in values.items() if v is not None})
    except ValidationError as exc:
        return _error_result("bad_parameter", describe_validation(list(exc.errors())), 422)
    try:
        return await run(args)
    except Error as exc:
        status = status_for(exc)
        return _error_result(exc.code, public_message(exc, status), status)


def _client(ctx: Context | None) -> str:
    try:
        request = ctx.request_context.request if ctx is not None else None
    except ValueError:
        request = None
    client = getattr(request, "client", None)
    return f"mcp:{client.host}" if client is not None else "mcp:stdio"


class _Server(MCPServer):
    """MCPServer whose argument errors come back like every other error of ours: a JSON
    ``{"error": {"code": "bad_parameter", "message", "status": 422}}`` naming the argument,
    not the SDK's plain text (its schema check runs before our tool body can answer)."""

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context | None = None
    ) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(exc, UnexpectedToolError) or not isinstance(cause, ValidationError):
                raise
            return _error_result("bad_parameter", describe_validation(list(cause.errors())), 422)


def build_mcp(tools: Tools) -> MCPServer:
    """An MCPServer whose tools call ``tools`` — the same arguments and answers as HTTP."""
    server = _Server(
        name="pricewitness", instructions=INSTRUCTIONS, version="0.1.0", log_level="WARNING"
    )

    @server.tool(description=DESCRIPTIONS["find"], annotations=_READ_ONLY)
    async def find(
        q: Query | None = None,
        country: Country | None = None,
        limit: Limit | None = None,
        cursor: Cursor | None = None,
    ) -> dict[str, Any]:
        values = {"q": q, "country": country, "limit": limit, "cursor": cursor}
        return await _answer(FindArgs, values, tools.find)

    @server.tool(description=DESCRIPTIONS["price_at"], annotations=_READ_ONLY)
    async def price_at(product: ProductId, shop: Shop, at: Time | None = None) -> dict[str, Any]:
        values = {"product": product, "shop": shop, "at": at}
        return await _answer(PriceAtArgs, values, tools.price_at)

    @server.tool(description=DESCRIPTIONS["cheapest"], annotations=_READ_ONLY)
    async def cheapest(
        product: ProductId,
        country: Country | None = None,
        currency: Currency | None = None,
        in_stock: bool | None = None,
        limit: Limit | None = None,
    ) -> dict[str, Any]:
        values = {
            "product": product,
            "country": country,
            "currency": currency,
            "in_stock": in_stock,
            "limit": limit,
        }
        return await _answer(CheapestArgs, values, tools.cheapest)

    @server.tool(description=DESCRIPTIONS["price_history"], annotations=_READ_ONLY)
    async def price_history(
        product: ProductId,
        shop: Shop | None = None,
        since: Time | None = None,
        until: Time | None = None,
        limit: Limit | None = None,
        cursor: Cursor | None = None,
    ) -> dict[str, Any]:
        values = {
            "product": product,
            "shop": shop,
            "since": since,
            "until": until,
            "limit": limit,
            "cursor": cursor,
        }
        return await _answer(PriceHistoryArgs, values, tools.price_history)

    @server.tool(description=DESCRIPTIONS["live_check"], annotations=_LIVE)
    async def live_check(
        ctx: Context,
        product: ProductId | None = None,
        shop: Shop | None = None,
        listing: ListingUrl | None = None,
    ) -> dict[str, Any]:
        values = {"product": product, "shop": shop, "listing": listing}
        client = _client(ctx)
        return await _answer(LiveCheckArgs, values, lambda a: tools.live_check(a, client=client))

    @server.tool(description=DESCRIPTIONS["market_scan"], annotations=_LIVE)
    async def market_scan(
        ctx: Context,
        q: Query,
        country: Country | None = None,
        limit: Limit | None = None,
    ) -> dict[str, Any]:
        values = {"q": q, "country": country, "limit": limit}
        client = _client(ctx)
        return await _answer(MarketScanArgs, values, lambda a: tools.market_scan(a, client=client))

    return server


def transport_security(settings: Settings) -> TransportSecuritySettings:
    """DNS-rebinding guard for /mcp: only the configured Host headers ('*' turns it off)."""
    if "*" in settings.allowed_hosts:
        return TransportSecuritySettings(enable_dns_rebinding_protection=False)
    origins = [f"http://{h}" for h in settings.allowed_hosts]
    origins += [f"https://{h}" for h in settings.allowed_hosts]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=list(settings.allowed_hosts),
        allowed_origins=origins,
    )


def run_stdio(settings: Settings) -> None:
    """Serve the tools over stdio (``pricewitness mcp``) until stdin closes."""
    tools = Tools(settings)
    server = build_mcp(tools)

    async def main() -> None:
        try:
            await server.run_stdio_async()
        finally:
            await tools.aclose()

    anyio.run(main)
