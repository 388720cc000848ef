"""Runs the API with uvicorn (``pricewitness serve`` calls ``serve``)."""

from __future__ import annotations

import uvicorn

from api.app import create_app
from api.settings import Settings


def serve(settings: Settings, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve HTTP and MCP on ``host:port`` until interrupted."""
    config = uvicorn.Config(
        create_app(settings),
        host=host,
        port=port,
        # The rate limit keys on the peer address; X-Forwarded-For is not trusted by default.
        proxy_headers=False,
        server_header=False,
        log_level="info",
    )
    uvicorn.Server(config).run()
