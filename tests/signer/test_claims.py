"""The claim table of FORMAT.md and the rules the signer enforces before signing."""

from __future__ import annotations

import copy
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

import pytest
from signer_support import CHECKED, FP_A, PRODUCT, lowest, offer, point

from crawler.errors import MalformedReceipt, MissingField
from signer.claims import build_claim, check_claim, iso_ms, lowest_price_minor, parse_iso_ms

HEADER = {"v": "0.1", "key_id": "0123456789abcdef", "issued_at": "2026-01-05T11:00:00.000Z",
          "read": "page"}  # fmt: skip
NOW = datetime(2026, 1, 5, 11, 0, tzinfo=UTC)


def _refusal(kind: str, obj: Any, product: Any = PRODUCT) -> str:
    with pytest.raises(MalformedReceipt) as info:
        check_claim(build_claim(kind, obj, product, HEADER), now=NOW)
    return info.value.code


def test_offer_claim_is_the_format_table() -> None:
    claim = build_claim(
        "offer", offer(shipping={"minor": 1500, "currency": "EGP"}), PRODUCT, HEADER
    )
    assert claim == {
        **HEADER,
        "store": "shop-a.example",
        "listing": "https://shop-a.example/coffee",
        "product": PRODUCT,
        "price_minor": 9500,
        "currency": "EGP",
        "stock": "in_stock",
        "checked_at": "2026-01-05T10:30:00.123Z",
        "proof": FP_A,
    }
    assert check_claim(claim, now=NOW) == CHECKED


def test_history_point_leaves_stock_out() -> None:
    claim = build_claim("history_point", point(), PRODUCT, HEADER)
    assert "stock" not in claim and claim["price_minor"] == 9500


def test_lowest_signs_amount_times_100_and_leaves_stock_out() -> None:
    claim = build_claim("lowest", lowest(amount=9.5, currency="KWD"), PRODUCT, HEADER)
    assert claim["price_minor"] == 950 and claim["store"] == "shop-a.example"
    assert "stock" not in claim


def test_market_scan_offer_uses_its_own_product_name() -> None:
    obj = {**offer(), "product": {"id": "p9", "name": "Other"}}
    assert build_claim("offer", obj, "Other", HEADER)["product"] == "Other"
    with pytest.raises(MalformedReceipt):
        build_claim("offer", obj, PRODUCT, HEADER)


@pytest.mark.parametrize(
    ("amount", "minor"),
    [(95.0, 9500), (95, 9500), (0.29, 29), (1.15, 115), (0.07, 7), (0, 0), (950.5, 95050)],
)
def test_lowest_amount_rounds_like_math_round(amount: float, minor: int) -> None:
    assert lowest_price_minor(amount) == minor


@pytest.mark.parametrize("amount", [95.001, 95.0000000001, 9.505, 0.001])
def test_lowest_amount_that_is_not_whole_hundredths_is_refused(amount: float) -> None:
    with pytest.raises(MalformedReceipt) as info:
        lowest_price_minor(amount)
    assert info.value.code == "amount_not_representable"


@pytest.mark.parametrize(
    "amount", [float("nan"), float("inf"), 1e308, -0.01, 2.0**53, True, "95.00", None]
)
def test_lowest_amount_must_be_a_finite_number(amount: Any) -> None:
    with pytest.raises(MalformedReceipt) as info:
        lowest_price_minor(amount)
    assert info.value.code == "bad_price"


REQUIRED = {
    "offer": [("shop",), ("shop", "domain"), ("price",), ("price", "minor"),
              ("price", "currency"), ("stock",), ("checked_at",), ("proof",),
              ("proof", "listing"), ("proof", "fingerprint")],
    "history_point": [("shop", "domain"), ("price", "minor"), ("checked_at",),
                      ("proof", "fingerprint")],
    "lowest": [("shop",), ("amount",), ("currency",), ("checked_at",), ("proof", "listing")],
}  # fmt: skip
SAMPLES = {"offer": offer, "history_point": point, "lowest": lowest}


@pytest.mark.parametrize(("kind", "path"), [(k, p) for k, paths in REQUIRED.items() for p in paths])
def test_missing_or_null_field_is_missing_field(kind: str, path: tuple[str, ...]) -> None:
    for how in ("absent", "null"):
        obj = copy.deepcopy(SAMPLES[kind]())
        parent = obj
        for part in path[:-1]:
            parent = parent[part]
        if how == "absent":
            del parent[path[-1]]
        else:
            parent[path[-1]] = None
        with pytest.raises(MissingField):
            build_claim(kind, obj, PRODUCT, HEADER)


def test_missing_product_and_header_fields_are_missing_field() -> None:
    with pytest.raises(MissingField):
        build_claim("offer", offer(), None, HEADER)
    with pytest.raises(MissingField):
        build_claim("offer", offer(), PRODUCT, {k: v for k, v in HEADER.items() if k != "key_id"})


@pytest.mark.parametrize(
    ("kind", "change", "code"),
    [
        ("offer", lambda o: o.update(regular_price={"minor": 1, "currency": "EGP"}), "malformed"),
        ("offer", lambda o: o["price"].update(was=1), "malformed"),
        ("offer", lambda o: o["proof"].update(extra="x"), "malformed"),
        ("offer", lambda o: o["shop"].update(owner="x"), "malformed"),
        ("history_point", lambda o: o.update(stock="in_stock"), "malformed"),
        ("lowest", lambda o: o.update(stock="in_stock"), "malformed"),
        ("offer", lambda o: o["price"].update(minor=95.0), "bad_price"),
        ("offer", lambda o: o["price"].update(minor=True), "bad_price"),
        ("offer", lambda o: o["price"].update(minor="9500"), "bad_price"),
        ("offer", lambda o: o["price"].update(minor=-1), "bad_price"),
        ("offer", lambda o: o["price"].update(minor=2**53), "bad_price"),
        ("offer", lambda o: o["shop"].update(domain=7), "malformed"),
        ("offer", lambda o: o.update(shipping={"minor": 1}), "malformed"),
        ("offer", lambda o: o.update(proof="fp"), "malformed"),
    ],
)
def test_extra_or_ill_typed_fields_are_refused(kind: str, change: Any, code: str) -> None:
    obj = SAMPLES[kind]()
    change(obj)
    with pytest.raises(MalformedReceipt) as info:
        build_claim(kind, obj, PRODUCT, HEADER)
    assert info.value.code == code


def test_product_must_be_a_non_empty_string() -> None:
    for product in ("", "   ", 42):
        with pytest.raises(MalformedReceipt):
            build_claim("offer", offer(), product, HEADER)


def test_unknown_kind_and_version_are_refused() -> None:
    with pytest.raises(MalformedReceipt):
        build_claim("price", offer(), PRODUCT, HEADER)
    with pytest.raises(MalformedReceipt):
        build_claim("offer", offer(), PRODUCT, {**HEADER, "v": "0.2"})


@pytest.mark.parametrize(
    ("obj", "code"),
    [
        (offer(currency="XXX"), "bad_currency"),
        (offer(currency="egp"), "bad_currency"),
        (offer(domain="shop-b.example"), "store_mismatch"),
        (offer(domain="Shop-A.example", listing="https://Shop-A.example/coffee"), "store_mismatch"),
        (offer(listing="ftp://shop-a.example/coffee"), "bad_listing"),
        (offer(listing="javascript:alert(1)"), "bad_listing"),
        (offer(listing="https://user:pw@shop-a.example/c"), "bad_listing"),
        (offer(listing="https://shop-a.example:99999/c"), "bad_listing"),
        (offer(listing="https:///coffee"), "bad_listing"),
        (offer(fingerprint="fp-1-1"), "bad_fingerprint"),
        (offer(fingerprint="sha256:" + "A" * 64), "bad_fingerprint"),
        (offer(stock="sold"), "malformed"),
        (offer(checked_at=NOW + timedelta(seconds=6)), "future_checked_at"),
    ],
)
def test_signer_rules_refuse_with_a_precise_code(obj: dict[str, Any], code: str) -> None:
    assert _refusal("offer", obj) == code


def test_listing_with_port_keeps_its_host() -> None:
    claim = build_claim("offer", offer(listing="http://shop-a.example:8080/c"), PRODUCT, HEADER)
    check_claim(claim, now=NOW)


def test_small_clock_skew_is_allowed() -> None:
    claim = build_claim("offer", offer(checked_at=NOW + timedelta(seconds=4)), PRODUCT, HEADER)
    check_claim(claim, now=NOW)


@pytest.mark.parametrize(
    "text",
    [
        "2026-01-05T10:30:00Z",
        "2026-01-05T10:30:00.123+00:00",
        "2026-01-05T10:30:00.123456Z",
        "2026-01-05 10:30:00.123Z",
        "2026-02-30T10:30:00.000Z",
        "+002026-01-05T10:30:00.000Z",
    ],
)
def test_checked_at_must_be_exactly_to_iso_string_format(text: str) -> None:
    obj = offer()
    obj["checked_at"] = text
    assert _refusal("offer", obj) == "malformed"
    with pytest.raises(MalformedReceipt):
        parse_iso_ms(text)


def test_iso_ms_writes_like_javascript() -> None:
    moment = datetime(2026, 11, 1, 14, 0, 0, 999999, tzinfo=timezone(timedelta(hours=2)))
    assert iso_ms(moment) == "2026-11-01T12:00:00.999Z"  # UTC, milliseconds truncated
    assert iso_ms(datetime(2026, 1, 1, tzinfo=UTC)) == "2026-01-01T00:00:00.000Z"
    assert parse_iso_ms(iso_ms(CHECKED)) == CHECKED
    with pytest.raises(ValueError):
        iso_ms(datetime(2026, 1, 1))  # naive: refuse to guess the zone
