"""A loopback HTTP server that is every demo shop at once and a forward proxy to them.

Clients either send absolute-form requests (``GET http://shop-a.example/p/x HTTP/1.1``, what a
client configured with this server as its HTTP proxy sends, RFC 9112 §3.2.2) or origin-form
requests with a ``Host`` header. Hosts that are not demo shops get 502, as a proxy that cannot
reach the origin would answer.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

from crawler.demo.site import TEXT, Response

log = logging.getLogger(__name__)

# (host, path) -> Response, or None when the host is not a demo shop.
Dispatch = Callable[[str, str], Response | None]


def split_target(target: str, host_header: str | None) -> tuple[str, str] | None:
    """The (host, path-with-query) a request is for; None when it names no usable http host."""
    if target[:7].lower() == "http://":
        parts = urlsplit(target)
    elif target.startswith("/") and host_header:
        parts = urlsplit(f"//{host_header}{target}")
    else:  # authority-form (CONNECT), asterisk-form, https or no Host: not served here
        return None
    try:
        port = parts.port
    except ValueError:
        return None
    if port not in (None, 80) or not parts.hostname:
        # Another port names some other server (often this proxy itself), not a shop.
        return None
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return parts.hostname.rstrip("."), path


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: every answer carries Content-Length
    server_version = "pricewitness-demo/1"
    timeout = 60  # idle keep-alive connections are closed after a minute
    # Headers and body go out in two writes; without TCP_NODELAY, Nagle's algorithm and the
    # client's delayed ACK hold the body back ~40 ms on every keep-alive response.
    disable_nagle_algorithm = True
    server: _Server

    def do_GET(self) -> None:
        self._answer(send_body=True)

    def do_HEAD(self) -> None:
        self._answer(send_body=False)

    def do_CONNECT(self) -> None:
        self._send(_bad_gateway(self.path), send_body=True, close=True)

    def _not_allowed(self) -> None:
        body = b"405 method not allowed: the demo shops only answer GET and HEAD\n"
        self._send(Response(405, TEXT, body, (("Allow", "GET, HEAD"),)), True, close=True)

    do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _not_allowed

    def _answer(self, *, send_body: bool) -> None:
        target = split_target(self.path, self.headers.get("Host"))
        response = self.server.dispatch(*target) if target else None
        if response is None:
            response = _bad_gateway(target[0] if target else self.headers.get("Host", self.path))
        self._send(response, send_body=send_body)

    def _send(self, response: Response, send_body: bool, *, close: bool = False) -> None:
        self.send_response(response.status)
        self.send_header("Content-Type", response.content_type)
        self.send_header("Content-Length", str(len(response.body)))
        self.send_header("Cache-Control", "no-store")
        for name, value in response.headers:
            self.send_header(name, value)
        if close:
            # The request may carry a body we did not read; closing keeps the stream in sync.
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if send_body:
            self.wfile.write(response.body)

    def log_message(self, format: str, *args: object) -> None:
        log.debug("%s " + format, self.address_string(), *args)


def _bad_gateway(host: str) -> Response:
    body = (
        f"502 bad gateway: {host!r} is not a demo shop. This server is an HTTP proxy for "
        "http://shop-a.example/ ... http://shop-f.example/ only "
        "(curl -x <this server> <shop URL>).\n"
    )
    return Response(502, TEXT, body.encode())


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 64  # Scrapy opens 16 connections at once, Chromium a few more

    def __init__(self, address: tuple[str, int], dispatch: Dispatch) -> None:
        self.dispatch = dispatch
        super().__init__(address, _Handler)


class DemoServer:
    """A running demo server; ``url`` is what clients use as their HTTP proxy."""

    def __init__(self, host: str, port: int, dispatch: Dispatch) -> None:
        self._server = _Server((host, port), dispatch)
        self.host = host
        self.port: int = self._server.server_address[1]
        self.url = f"http://{host}:{self.port}"
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.2},
            name=f"demo-shops:{self.port}",
            daemon=True,
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop accepting, close the socket and wait for the serving thread (idempotent)."""
        if self._thread.is_alive():
            self._server.shutdown()
            self._thread.join(timeout=5)
        self._server.server_close()

    def __enter__(self) -> DemoServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
