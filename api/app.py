"""Builds the FastAPI application: the HTTP routes, the MCP endpoint at /mcp, and error handling."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator

from fastapi import FastAPI
from starlette.routing import Route

from api import errors
from api.mcp_server import build_mcp, transport_security
from api.receipts import KeyList
from api.routes import build_router
from api.settings import Settings
from api.tools import Tools
from api.web import web_router
from crawler.heap import settled_heap

DESCRIPTION = (
    "Shop prices with proof. Every price carries its proof (listing URL and page fingerprint) "
    "and, when receipts are on, an Ed25519 receipt (FORMAT.md v0.1). The same six tools are "
    "served over MCP at /mcp."
)


def create_app(settings: Settings | None = None) -> FastAPI:
    """The API for ``settings`` (default: from ``PW_*`` environment variables)."""
    settings = settings or Settings.from_env()
    tools = Tools(settings)
    mcp = build_mcp(tools)
    mcp_app = mcp.streamable_http_app(
        streamable_http_path="/mcp",
        stateless_http=True,
        json_response=True,
        transport_security=transport_security(settings),
    )

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # The catalog is loaded: freeze it out of the collector's walks while we serve.
        with settled_heap():
            async with mcp.session_manager.run():
                try:
                    yield
                finally:
                    await tools.aclose()

    app = FastAPI(
        title="pricewitness",
        version="0.1.0",
        description=DESCRIPTION,
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.tools = tools
    app.state.mcp = mcp
    errors.install(app, retry_after_s=settings.retry_after_s)
    app.include_router(build_router(tools, KeyList(settings.keys_dir)))
    app.include_router(web_router(tools, KeyList(settings.keys_dir)))  # HTML pages (api/web)
    # The SDK's /mcp route joins our routes directly (a Mount would redirect /mcp → /mcp/).
    for route in mcp_app.routes:
        if isinstance(route, Route):
            app.router.routes.append(route)
    return app
