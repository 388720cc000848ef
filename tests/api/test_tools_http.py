"""The stored-price tools over HTTP on a real store, with receipts from a real signer process."""

from __future__ import annotations

import re
from datetime import timedelta

import httpx
import pytest
from api_world import (
    COFFEE,
    COFFEE_GTIN,
    COFFEE_ID,
    ESPRESSO_ID,
    NOW,
    TEA_A_ID,
    TEA_B_ID,
)

from api.shapes import iso_ms
from signer.verify import KeyList, ReceiptVerifier, verify_answer

ISO_MS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$")
SHOP_A = {"domain": "shop-a.example", "name": "Shop A", "country": "EG"}


def get(client: httpx.Client, path: str, **params: object) -> dict:
    response = client.get(path, params=params)
    assert response.status_code == 200, response.text
    return response.json()


def verifier(client: httpx.Client) -> ReceiptVerifier:
    keys = get(client, "/.well-known/agorantis-receipt-keys.json")
    return ReceiptVerifier(KeyList.from_json(keys))


def assert_all_verify(client: httpx.Client, answer: dict, expected: int) -> None:
    checks = verify_answer(answer, verifier(client))
    assert len(checks) == expected
    assert all(c.ok for c in checks), [c.message for c in checks if not c.ok]


def assert_offer_shape(offer: dict, *, stock: bool = True) -> None:
    keys = {"shop", "price", "checked_at", "proof"} | ({"stock"} if stock else set())
    assert keys <= offer.keys() <= keys | {"shipping", "receipt", "product"}
    assert offer["shop"].keys() == {"domain", "name", "country"}
    assert offer["price"].keys() == {"minor", "currency"}
    assert isinstance(offer["price"]["minor"], int)
    assert ISO_MS.match(offer["checked_at"])
    assert offer["proof"]["listing"].startswith("https://" + offer["shop"]["domain"] + "/")
    assert offer["proof"]["fingerprint"].startswith("sha256:")
    assert ("stock" in offer) is stock


def test_healthz_reports_store_and_signer(http_on: httpx.Client) -> None:
    body = get(http_on, "/healthz")
    assert body["status"] == "ok"
    assert body["receipts"] == "on"
    assert body["signer"] == "up"
    assert body["store"]["observations"] == 9


def test_key_list_is_the_signers_public_list(http_on: httpx.Client, world) -> None:
    response = http_on.get("/.well-known/agorantis-receipt-keys.json")
    assert response.headers["access-control-allow-origin"] == "*"
    keys = response.json()["keys"]
    assert len(keys) == 1 and keys[0]["status"] == "active"
    assert keys[0]["jwk"]["kty"] == "OKP" and keys[0]["jwk"]["crv"] == "Ed25519"
    assert "d" not in keys[0]["jwk"]  # never a private part


@pytest.mark.parametrize(
    "query",
    [
        "coffee",
        "COFFEE sunny",
        "morning sunny",
        "cofee",
        "Sunny Mornig",
        COFFEE_GTIN,
        "6221234567891",
    ],
)
def test_find_is_tolerant_and_gtin_exact(http_on: httpx.Client, query: str) -> None:
    body = get(http_on, "/v1/find", q=query)
    assert [r["product"]["id"] for r in body["results"]] == [COFFEE_ID]
    product = body["results"][0]["product"]
    assert product == {"id": COFFEE_ID, "name": COFFEE, "gtin": "0" + COFFEE_GTIN, "brand": "Sunny"}
    assert "lowest" not in body["results"][0]
    assert body["receipts"] == "on" and body["next_cursor"] is None


def test_find_accents_and_no_false_typo_match(http_on: httpx.Client) -> None:
    assert [r["product"]["id"] for r in get(http_on, "/v1/find", q="cafe noir")["results"]] == [
        ESPRESSO_ID
    ]
    assert get(http_on, "/v1/find", q="espresso CAFÉ")["results"][0]["product"]["id"] == ESPRESSO_ID
    assert get(http_on, "/v1/find", q="tee")["results"] == []  # 3 letters: no typo allowed
    assert get(http_on, "/v1/find", q="0000000000000")["results"] == []  # GTIN: exact only


def test_find_pages_with_cursor(http_on: httpx.Client) -> None:
    seen, cursor = [], None
    for _ in range(10):
        params = {"limit": 1} | ({"cursor": cursor} if cursor else {})
        body = get(http_on, "/v1/find", **params)
        seen += [r["product"]["id"] for r in body["results"]]
        cursor = body["next_cursor"]
        if cursor is None:
            break
    assert sorted(seen) == sorted({COFFEE_ID, ESPRESSO_ID, TEA_A_ID, TEA_B_ID})


def test_find_with_country_gives_signed_lowest(http_on: httpx.Client) -> None:
    body = get(http_on, "/v1/find", q="coffee", country="eg")
    lowest = body["results"][0]["lowest"]
    # shop-b's 90.00 is out of stock, so the lowest available price is shop-a's 95.00.
    assert lowest["shop"] == "shop-a.example"
    assert lowest["amount"] == 95.0 and lowest["currency"] == "EGP"
    assert round(lowest["amount"] * 100) == 9500
    assert lowest.keys() == {"shop", "amount", "currency", "checked_at", "proof", "receipt"}
    assert_all_verify(http_on, body, 1)
    us = get(http_on, "/v1/find", q="coffee", country="US")["results"][0]["lowest"]
    assert (us["amount"], us["currency"]) == (5.99, "USD")


def test_find_withholds_a_price_the_signer_never_saw(http_on: httpx.Client) -> None:
    body = get(http_on, "/v1/find", q="green tea", country="EG")
    by_id = {r["product"]["id"]: r for r in body["results"]}
    assert "lowest" in by_id[TEA_B_ID]
    assert "lowest" not in by_id[TEA_A_ID]  # withheld, never shown unsigned
    assert body["withheld"]["count"] == 1
    assert "not_observed" in body["withheld"]["reason"]
    assert_all_verify(http_on, body, 1)


def test_cheapest_groups_currencies_without_converting(http_on: httpx.Client) -> None:
    body = get(http_on, "/v1/cheapest", product=COFFEE_ID)
    assert body["product"]["name"] == COFFEE
    prices = [(o["price"]["currency"], o["price"]["minor"]) for o in body["results"]]
    assert prices == [("EGP", 9000), ("EGP", 9500), ("USD", 599)]
    assert body["grouped_by"] == "currency" and body["currencies"] == ["EGP", "USD"]
    for offer in body["results"]:
        assert_offer_shape(offer)
    assert body["results"][1]["shipping"] == {"minor": 1500, "currency": "EGP"}
    assert_all_verify(http_on, body, 3)


def test_cheapest_filters(http_on: httpx.Client) -> None:
    body = get(http_on, "/v1/cheapest", product=COFFEE_ID, country="EG", in_stock="true")
    assert [o["shop"] for o in body["results"]] == [SHOP_A]
    assert "grouped_by" not in body
    body = get(http_on, "/v1/cheapest", product=COFFEE_ID, currency="usd")
    assert [o["price"] for o in body["results"]] == [{"minor": 599, "currency": "USD"}]
    body = get(http_on, "/v1/cheapest", product=COFFEE_ID, country="EG", limit=1)
    assert [o["price"]["minor"] for o in body["results"]] == [9000]
    # limit caps the whole answer, across currency groups (the largest group first)
    body = get(http_on, "/v1/cheapest", product=COFFEE_ID, limit=2)
    assert [(o["price"]["currency"], o["price"]["minor"]) for o in body["results"]] == [
        ("EGP", 9000),
        ("EGP", 9500),
    ]
    # every currency offered is named, and the one the limit left out is said
    assert body["currencies"] == ["EGP", "USD"] and "before any offer in USD" in body["note"]
    body = get(http_on, "/v1/cheapest", product=COFFEE_ID, limit=1)
    assert len(body["results"]) == 1


def test_price_at_gives_the_reading_in_force(http_on: httpx.Client) -> None:
    t0 = NOW - timedelta(days=3)
    at = iso_ms(t0 + timedelta(days=1, hours=1))
    body = get(http_on, "/v1/price_at", product=COFFEE_ID, shop="shop-a.example", at=at)
    assert [o["price"]["minor"] for o in body["results"]] == [9900]
    assert body["results"][0]["checked_at"] == iso_ms(t0 + timedelta(days=1))
    assert_offer_shape(body["results"][0])
    assert_all_verify(http_on, body, 1)
    now = get(http_on, "/v1/price_at", product=COFFEE_ID, shop="SHOP-A.example")
    assert [o["price"]["minor"] for o in now["results"]] == [9500]
    before = get(http_on, "/v1/price_at", product=COFFEE_ID, shop="shop-a.example",
                 at=iso_ms(t0 - timedelta(days=1)))  # fmt: skip
    assert before["results"] == []


def test_price_history_pages_oldest_first(http_on: httpx.Client) -> None:
    points, cursor = [], None
    while True:
        params = {"product": COFFEE_ID, "limit": 2} | ({"cursor": cursor} if cursor else {})
        body = get(http_on, "/v1/price_history", **params)
        assert_all_verify(http_on, body, len(body["points"]))
        points += body["points"]
        cursor = body["next_cursor"]
        if cursor is None:
            break
    assert len(points) == 6
    stamps = [p["checked_at"] for p in points]
    assert stamps == sorted(stamps)
    for point in points:
        assert_offer_shape(point, stock=False)
    only_a = get(http_on, "/v1/price_history", product=COFFEE_ID, shop="shop-a.example",
                 since=iso_ms(NOW - timedelta(days=2, hours=1)))  # fmt: skip
    assert [p["price"]["minor"] for p in only_a["points"]] == [9900, 9500]


def test_receipts_off_without_signer(http_off: httpx.Client) -> None:
    health = get(http_off, "/healthz")
    assert (health["status"], health["receipts"], health["signer"]) == ("ok", "off", "off")
    body = get(http_off, "/v1/cheapest", product=COFFEE_ID)
    assert body["receipts"] == "off"
    assert len(body["results"]) == 3
    assert all("receipt" not in o for o in body["results"])
    found = get(http_off, "/v1/find", q="green tea", country="EG")
    assert all("receipt" not in r["lowest"] for r in found["results"])
    assert len(found["results"]) == 2 and "withheld" not in found  # nothing to withhold
    history = get(http_off, "/v1/price_history", product=TEA_A_ID)
    assert len(history["points"]) == 1 and "receipt" not in history["points"][0]


def test_tampered_answer_fails_verification(http_on: httpx.Client) -> None:
    body = get(http_on, "/v1/cheapest", product=COFFEE_ID, currency="EGP")
    body["results"][0]["price"]["minor"] -= 1
    checks = verify_answer(body, verifier(http_on))
    assert [c.ok for c in checks] == [False, True]
    assert checks[0].error_code == "bad_signature"


def test_openapi_and_docs_describe_the_six_tools(http_on: httpx.Client) -> None:
    spec = get(http_on, "/openapi.json")
    tools = {"find", "price_at", "cheapest", "price_history", "live_check", "market_scan"}
    assert {f"/v1/{t}" for t in tools} <= set(spec["paths"])
    find = spec["paths"]["/v1/find"]["get"]
    assert {p["name"] for p in find["parameters"]} == {"q", "country", "limit", "cursor"}
    assert "GTIN" in find["description"]
    assert http_on.get("/docs").status_code == 200
