"""Property-based requests from /openapi.json: whatever a caller sends, never a 500."""

from __future__ import annotations

import pytest
import schemathesis
from api_world import ApiServer
from hypothesis import HealthCheck, given, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error

LIVE = ("/v1/live_check", "/v1/market_scan")
TOOLS = [
    "/v1/find",
    "/v1/price_at",
    "/v1/cheapest",
    "/v1/price_history",
    "/v1/live_check",
    "/v1/market_scan",
]
CASES = [
    (p, GenerationMode.POSITIVE)
    for p in [*TOOLS, "/healthz", "/.well-known/agorantis-receipt-keys.json"]
]
CASES += [(p, GenerationMode.NEGATIVE) for p in TOOLS]


# schemathesis's lazy pytest loader does not run under pytest 9, so each operation's case
# strategy is driven by hypothesis directly.
@pytest.mark.parametrize(("path", "mode"), CASES)
def test_no_server_errors(api_on: ApiServer, path: str, mode: GenerationMode) -> None:
    schema = schemathesis.openapi.from_url(f"{api_on.url}/openapi.json")
    operation = schema[path]["GET"]
    seen: set[int] = set()

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(
        max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True
    )
    def check(case) -> None:
        response = case.call(base_url=api_on.url)
        seen.add(response.status_code)
        assert response.status_code != 500, response.text
        if response.status_code >= 400:
            body = response.json()
            assert set(body) == {"error"} and {"code", "message"} <= set(body["error"]), body
        if path not in LIVE:
            # The live tools answer 503 here on purpose (this server has no shops config).
            case.validate_response(response, checks=[not_a_server_error])

    check()
    if mode is GenerationMode.NEGATIVE:
        assert seen & {400, 422}, seen  # the generator did reach the validation
