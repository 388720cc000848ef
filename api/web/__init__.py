"""The web face: search, product pages with server-drawn charts, the key list and /check."""

from __future__ import annotations

from api.web.routes import web_router

__all__ = ["web_router"]
