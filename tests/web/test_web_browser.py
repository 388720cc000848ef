"""The web face in a real headless Chromium: the in-browser receipt checker and the pages."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from api_world import COFFEE, COFFEE_ID, ROOT, ApiServer
from playwright.sync_api import Browser, Page, Request, sync_playwright
from web_world import HOSTILE_ID, HOSTILE_NAME

from api.routes import KEYS_PATH
from crawler.browser import launch_options
from signer.canonical import canonical_bytes
from signer.claims import HEADER_FIELDS, build_claim

ARTIFACTS = ROOT / "tests" / "_artifacts" / "web"
VECTORS = json.loads((ROOT / "tests" / "assets" / "receipt_vectors.json").read_text("utf-8"))


@dataclass
class Watched:
    """A page plus everything it did that a test may forbid: console errors, requests, dialogs."""

    page: Page
    errors: list[str] = field(default_factory=list)
    requests: list[Request] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def shot(self, name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        chromium = p.chromium.launch(**launch_options())
        yield chromium
        chromium.close()


@pytest.fixture
def watched(browser: Browser) -> Iterator[Watched]:
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    page = context.new_page()
    w = Watched(page)
    page.on("console", lambda m: w.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda exc: w.errors.append(str(exc)))
    page.on("request", lambda request: w.requests.append(request))

    def on_dialog(dialog: Any) -> None:
        w.dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    yield w
    context.close()


def api_json(server: ApiServer, path: str, **params: Any) -> tuple[str, dict[str, Any]]:
    """The API's answer exactly as served (text) and parsed."""
    with server.client() as http:
        response = http.get(path, params=params)
    assert response.status_code == 200, response.text
    return response.text, response.json()


def check(
    w: Watched,
    base: str,
    answer: str,
    *,
    keys: str | None = None,
    product: str | None = None,
    kind: str | None = None,
) -> tuple[str, list[dict[str, Any]]]:
    """Open /check, paste, press Check; (summary, one dict per price shown)."""
    page = w.page
    page.goto(f"{base}/check")
    page.wait_for_selector("#check-button:enabled")
    w.requests.clear()  # from here on, only the key list GET may leave the page
    page.fill("#answer", answer)
    if keys is not None:
        page.fill("#keys", keys)
        page.check("#keys-paste")
    if product is not None:
        page.fill("#product", product)
    if kind is not None:
        page.select_option("#kind", kind)
    page.click("#check-button")
    page.wait_for_selector("#summary.valid, #summary.invalid")
    rows = page.eval_on_selector_all(
        "#checks li",
        """els => els.map(e => ({
            path: e.dataset.path, verdict: e.dataset.verdict, reason: e.dataset.reason,
            text: e.textContent,
            claim: e.querySelector('pre.claim') ? e.querySelector('pre.claim').textContent : null,
        }))""",
    )
    return page.inner_text("#summary"), rows


def python_claim(kind: str, obj: dict[str, Any], product: str) -> str:
    """The canonical claim the project's own (Python) claim builder makes for the same price."""
    header = {k: obj["receipt"][k] for k in HEADER_FIELDS}
    return canonical_bytes(build_claim(kind, obj, product, header)).decode("utf-8")


def assert_nothing_pasted_left(w: Watched, base: str, secrets: list[str], *, key_get: bool) -> None:
    """After pasting, the page made at most one request: the key list GET, with no pasted text."""
    expected = [("GET", f"{base}{KEYS_PATH}")] if key_get else []
    assert [(r.method, r.url) for r in w.requests] == expected
    for request in w.requests:
        carried = request.url + (request.post_data or "") + json.dumps(request.headers)
        for secret in secrets:
            assert secret not in carried


def test_checker_shows_a_real_answer_valid(watched: Watched, web_on: ApiServer) -> None:
    text, answer = api_json(web_on, "/v1/cheapest", product=COFFEE_ID)
    assert len(answer["results"]) == 3  # two EGP offers and one USD offer
    summary, rows = check(watched, web_on.url, text)
    watched.shot("check-valid")

    assert summary.startswith("All 3 price(s) checked")
    assert [r["verdict"] for r in rows] == ["valid"] * 3
    assert [r["reason"] for r in rows] == ["valid"] * 3
    for row, offer in zip(rows, answer["results"], strict=True):
        # The page shows the very bytes the project's own claim builder signs.
        assert row["claim"] == python_claim("offer", offer, COFFEE)
    assert '"stock":"in_stock"' in rows[1]["claim"]
    sigs = [o["receipt"]["sig"] for o in answer["results"]]
    assert_nothing_pasted_left(watched, web_on.url, [COFFEE, *sigs], key_get=True)
    assert watched.errors == []


def test_checker_shows_tampered_prices_invalid_with_the_reason(
    watched: Watched, web_on: ApiServer
) -> None:
    _, answer = api_json(web_on, "/v1/cheapest", product=COFFEE_ID)
    tampered = copy.deepcopy(answer)
    tampered["results"][0]["price"]["minor"] -= 1  # one unit cheaper than signed
    tampered["results"][1]["receipt"]["key_id"] = "0123456789abcdef"
    tampered["results"][2]["receipt"]["sig"] = tampered["results"][2]["receipt"]["sig"][:-4]
    summary, rows = check(watched, web_on.url, json.dumps(tampered))
    watched.shot("check-tampered")

    assert summary.startswith("3 of 3 price(s) did NOT check")
    assert [(r["verdict"], r["reason"]) for r in rows] == [
        ("invalid", "signature mismatch"),
        ("invalid", "unknown key"),
        ("invalid", "malformed"),
    ]
    # The claim checked is the one rebuilt from the changed price, shown exactly.
    assert rows[0]["claim"] == python_claim("offer", tampered["results"][0], COFFEE)
    assert "0123456789abcdef is not in the key list" in rows[1]["text"]
    assert "sig is 61 bytes, not 64" in rows[2]["text"]
    assert watched.errors == []


def test_checker_checks_history_points_from_an_mcp_result(
    watched: Watched, web_on: ApiServer
) -> None:
    call = {
        "jsonrpc": "2.0",
        "id": 7,
        "method": "tools/call",
        "params": {"name": "price_history", "arguments": {"product": COFFEE_ID}},
    }
    with web_on.client() as http:
        reply = http.post(
            "/mcp", json=call, headers={"Accept": "application/json, text/event-stream"}
        )
    assert reply.status_code == 200
    points = reply.json()["result"]["structuredContent"]["points"]
    assert len(points) == 6
    summary, rows = check(watched, web_on.url, reply.text)

    assert summary.startswith("All 6 price(s) checked")
    assert [r["path"] for r in rows] == [f"points[{i}]" for i in range(6)]
    for row, point in zip(rows, points, strict=True):
        assert row["verdict"] == "valid"
        assert '"stock"' not in row["claim"]  # a history point signs no stock (FORMAT.md)
        assert row["claim"] == python_claim("history_point", point, COFFEE)
    assert_nothing_pasted_left(watched, web_on.url, [points[0]["receipt"]["sig"]], key_get=True)


def test_checker_checks_find_lowest_prices_without_running_pasted_html(
    watched: Watched, web_on: ApiServer
) -> None:
    text, answer = api_json(web_on, "/v1/find", country="EG")
    lowest = [r for r in answer["results"] if "lowest" in r]
    assert len(lowest) == 4 and any(r["product"]["name"] == HOSTILE_NAME for r in lowest)
    summary, rows = check(watched, web_on.url, text)
    watched.shot("check-find-lowest")

    assert summary.startswith("All 4 price(s) checked")
    for row, result in zip(rows, lowest, strict=True):
        assert row["verdict"] == "valid"
        claim = json.loads(row["claim"])
        # FORMAT.md: price_minor = amount × 100; store = lowest.shop (a domain string).
        assert claim["price_minor"] == round(result["lowest"]["amount"] * 100)
        assert claim["store"] == result["lowest"]["shop"]
        assert row["claim"] == python_claim("lowest", result["lowest"], result["product"]["name"])
    # The hostile name was shown as text, never run as script.
    assert HOSTILE_NAME in watched.page.inner_text("#checks")
    assert watched.dialogs == []
    assert watched.page.locator("#checks script, #checks b").count() == 0
    assert watched.errors == []


def test_checker_checks_one_priced_object_with_its_product_name(
    watched: Watched, web_on: ApiServer
) -> None:
    _, answer = api_json(web_on, "/v1/cheapest", product=COFFEE_ID, currency="EGP")
    offer = json.dumps(answer["results"][0])
    summary, rows = check(watched, web_on.url, offer, product=COFFEE)
    assert (summary.startswith("All 1 price(s)"), rows[0]["reason"]) == (True, "valid")

    summary, rows = check(watched, web_on.url, offer, product=COFFEE + " 2")
    assert rows[0]["reason"] == "signature mismatch"
    # Read as a history point, the same object's claim lacks stock, so it cannot verify.
    _, rows = check(watched, web_on.url, offer, product=COFFEE, kind="history_point")
    assert rows[0]["reason"] == "malformed"  # it shows stock, which a point does not sign
    assert watched.errors == []


def test_checker_with_a_pasted_key_list_makes_no_request_and_accepts_retired_keys(
    watched: Watched, web_on: ApiServer
) -> None:
    case = next(c for c in VECTORS["cases"] if c["tool"] == "cheapest")
    answer = json.dumps(case["answer"], ensure_ascii=False)
    summary, rows = check(watched, web_on.url, answer, keys=json.dumps(VECTORS["keys"]))
    watched.shot("check-retired-key")

    assert rows[0]["verdict"] == "valid" and rows[0]["reason"] == "retired key"
    assert "still valid" in rows[0]["text"]
    assert rows[0]["claim"] == case["claims"]["results[0]"]  # the golden canonical bytes
    assert_nothing_pasted_left(
        watched, web_on.url, [case["answer"]["product"]["name"]], key_get=False
    )
    assert summary.startswith("All 1 price(s)")


def test_product_page_draws_its_charts(watched: Watched, web_on: ApiServer) -> None:
    page = watched.page
    page.goto(f"{web_on.url}/product/{COFFEE_ID}")
    watched.shot("product-coffee")

    assert page.inner_text("h1") == COFFEE
    assert page.locator("svg.chart").count() == 3  # Shop A, Shop B (EGP), Shop U (USD)
    for i in range(3):
        box = page.locator("svg.chart path").nth(i).bounding_box()
        assert box is not None and box["width"] > 300  # a drawn line across the plot
    assert page.locator("svg.chart").first.get_attribute("role") == "img"
    egp = page.locator("table.offers[data-currency=EGP] tbody tr")
    assert [egp.nth(i).locator("td.num strong").inner_text() for i in range(2)] == [
        "90.00 EGP",
        "95.00 EGP",
    ]
    assert page.locator(".receipt.verified").count() == 3
    assert watched.errors == []


def test_hostile_product_name_is_shown_as_text(watched: Watched, web_on: ApiServer) -> None:
    page = watched.page
    page.goto(f"{web_on.url}/product/{HOSTILE_ID}")
    watched.shot("product-hostile")
    assert page.inner_text("h1") == HOSTILE_NAME
    assert page.title() == f"{HOSTILE_NAME} · pricewitness"
    assert page.locator("main h1 b, main script").count() == 0
    assert watched.dialogs == []
    assert watched.errors == []


def test_search_and_keys_pages_work_without_javascript(browser: Browser, web_on: ApiServer) -> None:
    context = browser.new_context(
        java_script_enabled=False, viewport={"width": 1100, "height": 800}
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        page.goto(web_on.url + "/")
        page.fill("#q", "sunny cofee")  # a typo: find's logic forgives it
        page.fill("#country", "eg")
        page.click("button[type=submit]")
        page.wait_for_url("**/?q=*")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "search.png"), full_page=True)
        results = page.locator("ul.results li")
        assert results.count() == 1
        assert results.first.locator("h3").inner_text() == COFFEE
        assert "95.00 EGP" in results.first.inner_text()
        results.first.locator("h3 a").click()
        assert page.inner_text("h1") == COFFEE
        assert page.locator("svg.chart").count() == 3  # drawn by the server, not by script

        page.goto(web_on.url + "/keys")
        page.screenshot(path=str(ARTIFACTS / "keys.png"), full_page=True)
        with httpx.Client(base_url=web_on.url) as http:
            key_id = http.get(KEYS_PATH).json()["keys"][0]["key_id"]
        assert page.locator("table.keys tbody th").first.inner_text() == key_id
        assert errors == []
    finally:
        context.close()


def test_checker_explains_what_it_cannot_check(
    watched: Watched, web_on: ApiServer, web_off: ApiServer
) -> None:
    summary, rows = check(watched, web_on.url, "{not json")
    assert summary.startswith("Cannot check: the answer is not JSON") and rows == []
    # An answer made with receipts off shows prices without receipts: none of them checks.
    text, _ = api_json(web_off, "/v1/cheapest", product=COFFEE_ID, currency="USD")
    summary, rows = check(watched, web_on.url, text)
    assert [(r["verdict"], r["reason"]) for r in rows] == [("invalid", "malformed")]
    assert "the price has no receipt" in rows[0]["text"] and rows[0]["claim"] is None
    assert watched.errors == []
