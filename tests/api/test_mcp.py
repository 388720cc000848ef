"""The six tools over MCP (streamable HTTP at /mcp) through the SDK's own client."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

import httpx
from api_world import COFFEE, COFFEE_ID, ROOT, ApiServer
from mcp import Client

from signer.verify import KeyList, ReceiptVerifier, verify_answer

TOOLS = {"find", "price_at", "cheapest", "price_history", "live_check", "market_scan"}


async def _session(url: str, calls: list[tuple[str, dict[str, Any]]]) -> tuple[list, list]:
    async with Client(f"{url}/mcp") as client:
        listed = await client.list_tools()
        results = [await client.call_tool(name, args) for name, args in calls]
    return listed.tools, results


def run(url: str, calls: list[tuple[str, dict[str, Any]]]) -> tuple[list, list]:
    return asyncio.run(_session(url, calls))


def test_mcp_tools_answer_like_http(api_on: ApiServer) -> None:
    calls = [
        ("find", {"q": "sunny coffee", "country": "EG"}),
        ("cheapest", {"product": COFFEE_ID, "currency": "EGP"}),
        ("price_at", {"product": COFFEE_ID, "shop": "shop-a.example"}),
        ("price_history", {"product": COFFEE_ID, "limit": 3}),
    ]
    tools, results = run(api_on.url, calls)
    assert {t.name for t in tools} == TOOLS
    for tool in tools:
        assert len(tool.description or "") > 60  # enough for an agent to choose unaided
    by_name = {t.name: t for t in tools}
    assert "product" in by_name["cheapest"].input_schema["required"]
    assert set(by_name["price_history"].input_schema["properties"]) == {
        "product", "shop", "since", "until", "limit", "cursor"
    }  # fmt: skip

    with httpx.Client(base_url=api_on.url) as http:
        keys = http.get("/.well-known/agorantis-receipt-keys.json").json()
        same = http.get("/v1/cheapest", params={"product": COFFEE_ID, "currency": "EGP"}).json()
    verifier = ReceiptVerifier(KeyList.from_json(keys))
    for (name, _), result in zip(calls, results, strict=True):
        assert not result.is_error, (name, result.content)
        answer = result.structured_content
        assert answer["receipts"] == "on"
        checks = verify_answer(answer, verifier)
        assert checks and all(c.ok for c in checks), name
    cheapest = results[1].structured_content
    assert cheapest["product"]["name"] == COFFEE
    strip = lambda a: [{k: v for k, v in o.items() if k != "receipt"} for o in a["results"]]  # noqa: E731
    assert strip(cheapest) == strip(same)
    assert len(results[3].structured_content["points"]) == 3
    assert results[3].structured_content["next_cursor"]


def test_mcp_errors_are_tool_errors_with_codes(api_on: ApiServer) -> None:
    calls = [
        ("cheapest", {"product": "pnothing"}),
        ("price_history", {"product": COFFEE_ID, "since": "2026-02-01", "until": "2026-01-01"}),
        ("find", {"country": "Egypt"}),
        ("live_check", {"listing": "http://169.254.169.254/latest/meta-data"}),
        ("live_check", {}),
    ]
    _, results = run(api_on.url, calls)
    assert all(r.is_error for r in results)
    first = results[0].structured_content["error"]
    assert (first["code"], first["status"]) == ("unknown_product", 404)
    assert results[1].structured_content["error"]["code"] == "bad_parameter"
    assert "since" in results[1].structured_content["error"]["message"]
    # Arguments the SDK's schema refuses come back as the same JSON error, naming them.
    refused = results[2].structured_content["error"]
    assert (refused["code"], refused["status"]) == ("bad_parameter", 422)
    assert refused["message"].startswith("country:")
    assert results[3].structured_content["error"]["code"] == "live_disabled"
    assert results[4].structured_content["error"]["code"] == "bad_parameter"


def test_mcp_argument_errors_are_json_errors_naming_the_argument(api_on: ApiServer) -> None:
    calls = [
        ("market_scan", {"q": "coffee", "limit": -1}),
        ("cheapest", {"product": COFFEE_ID, "limit": "many"}),
        ("live_check", {"listing": "file:///etc/passwd"}),
        ("price_history", {"product": COFFEE_ID, "since": "yesterday"}),
        ("find", {"q": "x" * 10_000}),
    ]
    _, results = run(api_on.url, calls)
    for (name, args), result in zip(calls, results, strict=True):
        assert result.is_error, name
        error = result.structured_content["error"]
        assert (error["code"], error["status"]) == ("bad_parameter", 422), (name, error)
        assert error["message"].split(":")[0] in args, (name, error["message"])


def test_mcp_refuses_foreign_host_headers(api_on: ApiServer) -> None:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    headers = {"Host": "evil.example", "Accept": "application/json, text/event-stream"}
    response = httpx.post(f"{api_on.url}/mcp", json=body, headers=headers)
    assert response.status_code in (400, 421)


def test_mcp_over_stdio(world) -> None:
    from mcp import StdioServerParameters

    script = (
        "from api.mcp_server import run_stdio; from api.settings import Settings; "
        f"run_stdio(Settings.build({{'data_dir': {str(world.data_dir)!r}}}))"
    )
    params = StdioServerParameters(command=sys.executable, args=["-c", script], cwd=str(ROOT))

    async def session() -> Any:
        async with Client(params) as client:
            return await client.call_tool("find", {"q": "coffee", "country": "US"})

    result = asyncio.run(session())
    answer = result.structured_content
    assert answer["receipts"] == "off"
    assert answer["results"][0]["lowest"]["amount"] == 5.99
