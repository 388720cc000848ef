"""Bad requests get a clear 4xx with {"error": {"code", "message"}} naming the parameter."""

from __future__ import annotations

import json
import socket

import httpx
import pytest
from api_world import COFFEE_ID, ESPRESSO_ID

from api.shapes import encode_cursor

SHOP = "shop-a.example"


def error_of(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    body = response.json()
    assert body.keys() == {"error"} and body["error"].keys() == {"code", "message"}
    return body["error"]


@pytest.mark.parametrize(
    ("path", "params", "names"),
    [
        ("/v1/price_at", {"product": COFFEE_ID, "shop": SHOP, "at": "yesterday"}, "at"),
        ("/v1/price_at", {"product": COFFEE_ID, "shop": SHOP, "at": "2026-13-45"}, "at"),
        ("/v1/price_at", {"product": COFFEE_ID, "shop": SHOP, "at": "9999-12-31T23:59:59-05:00"},
         "at"),
        ("/v1/price_at", {"product": COFFEE_ID, "shop": SHOP, "at": "0001-01-01T00:00:00+05:00"},
         "at"),
        ("/v1/price_at", {"product": COFFEE_ID}, "shop"),
        ("/v1/price_at", {"product": "../etc/passwd", "shop": "shop-a.example"}, "product"),
        ("/v1/price_at", {"product": COFFEE_ID, "shop": "shop a/../"}, "shop"),
        ("/v1/find", {"country": "EGY"}, "country"),
        ("/v1/find", {"country": "XX"}, "country"),
        ("/v1/find", {"limit": "0"}, "limit"),
        ("/v1/find", {"limit": "ten"}, "limit"),
        ("/v1/find", {"limit": str(10**30)}, "limit"),
        ("/v1/find", {"q": "x" * 201}, "q"),
        ("/v1/find", {"q": "coffee\x00"}, "q"),
        ("/v1/find", {"q": "line\nbreak"}, "q"),
        ("/v1/find", {"cursor": "not a cursor!"}, "cursor"),
        ("/v1/find", {"color": "red"}, "color"),
        ("/v1/cheapest", {"product": COFFEE_ID, "currency": "XXX"}, "currency"),
        ("/v1/cheapest", {"product": COFFEE_ID, "in_stock": "maybe"}, "in_stock"),
        ("/v1/price_history", {"product": COFFEE_ID, "since": "2026-02-01", "until": "2026-01-01"},
         "since"),
        ("/v1/live_check", {}, "product"),
        ("/v1/live_check", {"listing": "ftp://shop-a.example/x"}, "listing"),
        ("/v1/market_scan", {}, "q"),
    ],
)  # fmt: skip
def test_bad_parameters_are_422_naming_the_parameter(
    http_on: httpx.Client, path: str, params: dict, names: str
) -> None:
    error = error_of(http_on.get(path, params=params), 422)
    assert error["code"] == "bad_parameter"
    assert names in error["message"]


def test_unknown_things_are_404(http_on: httpx.Client) -> None:
    assert error_of(http_on.get("/v1/cheapest", params={"product": "pnope"}), 404)["code"] == (
        "unknown_product"
    )
    params = {"product": COFFEE_ID, "shop": "nowhere.example"}
    assert error_of(http_on.get("/v1/price_at", params=params), 404)["code"] == "unknown_shop"
    params = {"product": ESPRESSO_ID, "shop": "shop-u.example"}
    assert error_of(http_on.get("/v1/price_at", params=params), 404)["code"] == "unknown_listing"
    assert error_of(http_on.get("/v1/nothing"), 404)["code"] == "not_found"
    assert error_of(http_on.post("/v1/find"), 405)["code"] == "method_not_allowed"


def test_cursors_are_checked(http_on: httpx.Client) -> None:
    for cursor in ("abcd", encode_cursor({"k": "find", "o": 0})):
        params = {"product": COFFEE_ID, "cursor": cursor}
        assert error_of(http_on.get("/v1/price_history", params=params), 400)["code"] == (
            "bad_cursor"
        )
    bad_offset = encode_cursor({"k": "find", "o": -5})
    assert error_of(http_on.get("/v1/find", params={"cursor": bad_offset}), 400)["code"] == (
        "bad_cursor"
    )


def test_limits_are_capped_not_refused(http_on: httpx.Client) -> None:
    response = http_on.get("/v1/price_history", params={"product": COFFEE_ID, "limit": 10000})
    assert response.status_code == 200
    assert len(response.json()["points"]) == 6


def test_live_tools_without_shops_config_are_503(http_on: httpx.Client) -> None:
    response = http_on.get("/v1/market_scan", params={"q": "coffee"})
    assert error_of(response, 503)["code"] == "live_disabled"
    assert "shops" in response.json()["error"]["message"]  # written for the caller: kept
    assert response.headers["retry-after"]


@pytest.mark.parametrize(
    "request_line",
    [
        b"GET /v1/find?q=" + b"x" * 100_000 + b" HTTP/1.1",  # over the parser's limit
        b"GET /v1/find?q=coffee HTTP/9.9 junk",
    ],
)
def test_a_request_the_http_layer_cannot_read_gets_the_json_error(api_on, request_line):
    """uvicorn answers these before the app sees them: in the API's error shape, not text."""
    with socket.create_connection(("127.0.0.1", api_on.port), timeout=10) as conn:
        conn.sendall(request_line + b"\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        raw = b""
        while chunk := conn.recv(65536):
            raw += chunk
    head, _, body = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400 ")
    assert b"content-type: application/json" in head.lower()
    error = json.loads(body)["error"]
    assert error["code"] == "bad_request" and "too long" in error["message"]
