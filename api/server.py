"""Runs the API with uvicorn (``pricewitness serve`` calls ``serve``)."""

from __future__ import annotations

import json
from typing import Any

import uvicorn
from uvicorn.protocols.http.auto import AutoHTTPProtocol

from api.app import create_app
from api.settings import Settings

# What the HTTP layer answers, before the app sees anything, to bytes it cannot read as an
# HTTP/1.1 request (a request line or headers over the parser's ~64 KB, a malformed line): the
# API's own error shape, not uvicorn's plain text.
_UNREADABLE = json.dumps(
    {
        "error": {
            "code": "bad_request",
            "message": "the request could not be read as HTTP/1.1: malformed, or its request "
            "line or headers are too long (parameters are short: see /openapi.json)",
        }
    }
).encode()


class _Protocol(AutoHTTPProtocol):  # type: ignore[misc,valid-type]
    """uvicorn's own HTTP protocol, answering an unreadable request with a JSON error."""

    def send_400_response(self, msg: str) -> None:
        content = [b"HTTP/1.1 400 Bad Request\r\n"]
        for name, value in self.server_state.default_headers:
            content.extend([name, b": ", value, b"\r\n"])
        content.extend(
            [
                b"content-type: application/json\r\n",
                b"content-length: " + str(len(_UNREADABLE)).encode("ascii") + b"\r\n",
                b"connection: close\r\n\r\n",
                _UNREADABLE,
            ]
        )
        self.transport.write(b"".join(content))
        self.transport.close()


def server_config(app: Any, host: str, port: int, **options: Any) -> uvicorn.Config:
    """The uvicorn configuration the API runs with (the tests serve it the same way)."""
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        http=_Protocol,
        # The rate limit keys on the peer address; X-Forwarded-For is not trusted by default.
        proxy_headers=False,
        server_header=False,
        **options,
    )


def serve(settings: Settings, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve HTTP and MCP on ``host:port`` until interrupted."""
    uvicorn.Server(server_config(create_app(settings), host, port, log_level="info")).run()
