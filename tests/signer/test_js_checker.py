"""The independent JS receipt checker agrees with FORMAT.md, RFC 8785 and receipts made here."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import re
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import rfc8785
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from nacl.signing import SigningKey

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from jscheck import js_canonical, js_canonical_each, js_canonical_text, js_check, js_check_many

FORMAT_MD = Path("/work/shared/FORMAT.md")
ISSUED = "2026-11-01T12:00:00.000Z"
COFFEE = "Sunny Morning Coffee 200g"
TEA = "Shay \u0634\u0627\u064a Tea \u2615 50 bags"  # non-ASCII: must be signed as raw UTF-8


@pytest.fixture(scope="module", autouse=True)
def _node() -> None:
    # The checker is the point of this file: no node is a failure, never a skip.
    if shutil.which("node") is None:
        pytest.fail("node is not on PATH; the JS receipt checker needs Node 20+")


# ---------------------------------------------------------------- receipts made here


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


class Key:
    """A test signing key with its key list entry, built from FORMAT.md alone."""

    def __init__(self, seed: int, status: str = "active", retired_at: str | None = None) -> None:
        self.sk = SigningKey(bytes([seed]) * 32)
        raw = bytes(self.sk.verify_key)
        self.key_id = hashlib.sha256(raw).hexdigest()[:16]
        self.entry = {
            "key_id": self.key_id,
            "jwk": {"kty": "OKP", "crv": "Ed25519", "x": b64url(raw)},
            "status": status,
            "created_at": "2026-01-01T00:00:00.000Z",
            "retired_at": retired_at,
        }


def claim_of(kind: str, item: dict[str, Any], product: str, head: dict[str, str]) -> dict:
    """FORMAT.md's claim table, written out again here independently of signer/."""
    proof = item["proof"]
    claim: dict[str, Any] = {
        "listing": proof["listing"],
        "product": product,
        "checked_at": item["checked_at"],
        "proof": proof["fingerprint"],
        **head,
    }
    if kind == "lowest":
        claim.update(
            store=item["shop"],
            price_minor=round(item["amount"] * 100),
            currency=item["currency"],
        )
    else:
        claim.update(
            store=item["shop"]["domain"],
            price_minor=item["price"]["minor"],
            currency=item["price"]["currency"],
        )
    if kind == "offer":
        claim["stock"] = item["stock"]
    return claim


def sign(kind: str, item: dict[str, Any], product: str, key: Key, issued_at: str = ISSUED) -> None:
    head = {"v": "0.1", "key_id": key.key_id, "issued_at": issued_at, "read": "page"}
    sig = key.sk.sign(rfc8785.dumps(claim_of(kind, item, product, head))).signature
    item["receipt"] = {**head, "sig": b64url(sig)}


def offer(domain: str, minor: int, n: int, stock: str = "in_stock") -> dict[str, Any]:
    return {
        "shop": {"domain": domain, "name": domain.split(".")[0], "country": "EG"},
        "price": {"minor": minor, "currency": "EGP"},
        "stock": stock,
        "checked_at": f"2026-11-01T11:3{n}:00.000Z",
        "proof": {"listing": f"https://{domain}/p/{n}", "fingerprint": f"sha256-{n:064x}"},
        "shipping": {"minor": 1500, "currency": "EGP"},
    }


def point(domain: str, minor: int, n: int) -> dict[str, Any]:
    item = offer(domain, minor, n)
    del item["stock"], item["shipping"]
    return item


def lowest(domain: str, minor: int, n: int) -> dict[str, Any]:
    item = offer(domain, minor, n)
    return {
        "shop": domain,
        "amount": minor / 100,
        "currency": "EGP",
        "checked_at": item["checked_at"],
        "proof": item["proof"],
    }


def offers_answer(key: Key) -> dict[str, Any]:
    answer = {
        "product": {"id": "p-coffee", "name": COFFEE},
        "receipts": "on",
        "results": [
            offer("shop-a.example", 9500, 1),
            offer("shop-b.example", 9900, 2, "low_stock"),
        ],
    }
    for item in answer["results"]:
        sign("offer", item, COFFEE, key)
    return answer


def history_answer(key: Key) -> dict[str, Any]:
    answer = {
        "product": {"id": "p-tea", "name": TEA},
        "receipts": "on",
        "points": [point("shop-a.example", 4000, 1), point("shop-a.example", 4250, 2)],
    }
    for item in answer["points"]:
        sign("history_point", item, TEA, key)
    return answer


def find_answer(key: Key) -> dict[str, Any]:
    answer = {
        "results": [
            {
                "product": {"id": "p-coffee", "name": COFFEE},
                "lowest": lowest("shop-a.example", 9500, 1),
            },
            {"product": {"id": "p-tea", "name": TEA}, "lowest": lowest("shop-c.example", 3999, 3)},
        ],
        "next_cursor": None,
        "receipts": "on",
    }
    for r in answer["results"]:
        sign("lowest", r["lowest"], r["product"]["name"], key)
    return answer


def scan_answer(key: Key) -> dict[str, Any]:
    answer: dict[str, Any] = {"query": "coffee", "receipts": "on", "results": [], "unreached": []}
    for n, name in enumerate([COFFEE, TEA]):
        item = {**offer(f"shop-{n}.example", 9000 + n, n), "product": {"id": f"p{n}", "name": name}}
        sign("offer", item, name, key)
        answer["results"].append(item)
    return answer


KEY = Key(1)
KEYS = {"keys": [KEY.entry]}
ANSWERS: dict[str, Callable[[Key], dict[str, Any]]] = {
    "offers": offers_answer,
    "history": history_answer,
    "find": find_answer,
    "scan": scan_answer,
}


def target(kind: str, answer: dict[str, Any]) -> dict[str, Any]:
    """The second priced object of an answer: the one the tamper tests change."""
    if kind == "history":
        return answer["points"][1]
    if kind == "find":
        return answer["results"][1]["lowest"]
    return answer["results"][1]


def assert_all_ok(answer: dict[str, Any], keys: dict[str, Any], n: int = 2) -> list[dict]:
    checks = js_check(answer, keys)["checks"]
    assert len(checks) == n, checks
    assert all(c["ok"] for c in checks), checks
    return checks


# ---------------------------------------------------------------- (a) FORMAT.md's test vector


def test_format_test_vector_byte_for_byte() -> None:
    text = FORMAT_MD.read_text(encoding="utf-8")
    example = json.loads(re.search(r"```json\n(\{.*?\})\n```", text, re.S).group(1))
    vector = re.search(r"Test vector.*?```\n(.*?)\n```", text, re.S).group(1).encode("utf-8")
    answer = {"product": {"name": COFFEE}, "results": [example]}
    (check,) = js_check(answer, {"keys": []})["checks"]
    # The format's key is not published to us, so the check fails at the key, after the claim.
    assert check["ok"] is False
    assert check["reason"] == f"unknown key_id {example['receipt']['key_id']}"
    assert check["claim"].encode("utf-8") == vector
    assert js_canonical(json.loads(vector)) == vector
    assert rfc8785.dumps(json.loads(vector)) == vector


# ---------------------------------------------------------------- (b) canonicalization


EDGE_VALUES = {
    "non_ascii": "Caf\u00e9 \u0642\u0647\u0648\u0629 \u5496\u5561 \u00df\u00f1",
    "emoji": "\U0001f600\U0001f4a9 \u2615 \U0001f1ea\U0001f1ec",
    "near_surrogates": "\ud7ff\ue000\ufffd\uffff\U00010000\U0010ffff",
    "controls": "".join(chr(i) for i in range(0x20)) + "\x7f\x80\x9f",
    "line_separators": "a\u2028b\u2029c",
    "quotes_backslashes": "say \"hi\" \\ back\\slash / \\u0041 'single'",
    "max_safe": 9007199254740991,
    "min_safe": -9007199254740991,
    "zero_and_small": [0, -1, 1, 10, -10, 100],
    "literals": [True, False, None, "", [], {}],
    "nested_non_ascii_keys": {
        "\U0001f600": {"\ue000": 1, "\U0001f600": 2, "a": [3, {"z": 0, "y": "x"}]},
        "\ue000": "private use sorts after the emoji's high surrogate",
        "\u00e9": 1,
        "e": 2,
        "": None,
        "10": 3,
        "9": 4,
    },
}


@pytest.fixture(scope="module")
def edge_js() -> dict[str, bytes | ValueError]:
    names = sorted(EDGE_VALUES)
    texts = [json.dumps(EDGE_VALUES[n], ensure_ascii=True) for n in names]
    return dict(zip(names, js_canonical_each(texts), strict=True))


@pytest.mark.parametrize("name", sorted(EDGE_VALUES))
def test_canonical_edge_cases_match_python_rfc8785(name: str, edge_js: dict) -> None:
    assert edge_js[name] == rfc8785.dumps(EDGE_VALUES[name])


def test_one_value_mode_matches_batch_mode(edge_js: dict) -> None:
    assert js_canonical(EDGE_VALUES["controls"]) == edge_js["controls"]


def test_keys_sort_by_utf16_code_units_rfc8785_example() -> None:
    # RFC 8785 §3.2.3's own example; by code points the emoji would sort after U+FB33.
    value = {
        "\u20ac": "Euro Sign",
        "\r": "Carriage Return",
        "\ufb33": "Hebrew Letter Dalet With Dagesh",
        "1": "One",
        "\U0001f600": "Emoji: Grinning Face",
        "\u0080": "Control",
        "\u00f6": "Latin Small Letter O With Diaeresis",
    }
    order = ["\r", "1", "\u0080", "\u00f6", "\u20ac", "\U0001f600", "\ufb33"]
    got = js_canonical(value)
    assert got == rfc8785.dumps(value)
    assert list(json.loads(got)) == order


def test_canonical_strings_written_as_json_stringify() -> None:
    got = js_canonical('\x00\x08\t\n\x0c\r\x1f\u2028"\\/\U0001f600')
    assert got == b'"\\u0000\\b\\t\\n\\f\\r\\u001f\xe2\x80\xa8\\"\\\\/\xf0\x9f\x98\x80"'


REFUSED = {
    "-0": False,  # Python reads an int 0 and writes "0": a float would slip through
    "-0.0": False,
    "1.5": False,
    "[9500.25]": False,
    "1e400": False,
    "9007199254740992": True,
    "-9007199254740992": True,
    '"\\ud800"': True,
    '"x\\udc00y"': True,
    '{"\\ud83d": 1}': True,
}


@pytest.fixture(scope="module")
def refused_js() -> dict[str, bytes | ValueError]:
    return dict(zip(REFUSED, js_canonical_each(list(REFUSED)), strict=True))


@pytest.mark.parametrize("text", list(REFUSED))
def test_canonical_refuses_what_a_claim_must_not_hold(text: str, refused_js: dict) -> None:
    assert isinstance(refused_js[text], ValueError), refused_js[text]
    if REFUSED[text]:
        with pytest.raises(ValueError):
            rfc8785.dumps(json.loads(text))


def test_one_value_mode_refuses_with_exit_code() -> None:
    with pytest.raises(ValueError, match="not canonicalizable: negative zero in a claim"):
        js_canonical_text("-0")


_chars = st.one_of(
    st.characters(codec="utf-8"),
    st.sampled_from(
        ["\x00", "\x1f", "\x7f", "\u2028", "\u2029", '"', "\\", "\ue000", "\U0001f600"]
    ),
)
_texts = st.text(_chars, max_size=12)
_ints = st.integers(-(2**53 - 1), 2**53 - 1)
_claims = st.one_of(
    st.fixed_dictionaries(
        {k: _texts for k in ("v", "key_id", "issued_at", "read", "store", "listing", "product")}
        | {"price_minor": _ints, "currency": _texts, "checked_at": _texts, "proof": _texts},
        optional={"stock": _texts},
    ),
    st.dictionaries(_texts, st.one_of(_texts, _ints), max_size=6),
    st.recursive(
        st.one_of(_texts, _ints, st.booleans(), st.none()),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_texts, inner, max_size=3),
        max_leaves=8,
    ),
)
# Batched: ~200 values over 10 node runs keeps the file fast on a shared 2-core machine. No
# shrinking (each step is a node run); the assertions name the failing value instead.
_batch = settings(
    max_examples=10,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow],
)


@_batch
@given(st.lists(_claims, min_size=20, max_size=20))
def test_canonical_matches_python_on_generated_claims(values: list) -> None:
    got = js_canonical_each([json.dumps(v, ensure_ascii=True) for v in values])
    for value, js in zip(values, got, strict=True):
        assert js == rfc8785.dumps(value), value


@_batch
@given(st.lists(st.tuples(_texts, _texts, _texts, _ints), min_size=20, max_size=20))
def test_generated_offers_signed_here_verify_in_js(rows: list) -> None:
    results = []
    for n, (name, domain, stock, minor) in enumerate(rows):
        item = {**offer("shop.example", minor, n % 10, stock), "product": {"name": name}}
        item["shop"]["domain"] = domain
        sign("offer", item, name, KEY)
        results.append(item)
    assert_all_ok({"query": "q", "results": results}, KEYS, n=len(rows))


# ---------------------------------------------------------------- (c) receipts made here


@pytest.mark.parametrize("kind", sorted(ANSWERS))
def test_js_accepts_receipts_made_here(kind: str) -> None:
    checks = assert_all_ok(ANSWERS[kind](KEY), KEYS)
    expected = {"offers": "offer", "scan": "offer", "history": "history_point", "find": "lowest"}
    assert {c["kind"] for c in checks} == {expected[kind]}
    assert checks[0]["reason"] == f"verified by key {KEY.key_id} (active)"


def flip(s: str, i: int = -1) -> str:
    """`s` with the character at `i` changed to another one of the same kind."""
    i %= len(s)
    c = s[i]
    new = str((int(c) + 1) % 10) if c.isdigit() else ("b" if c == "a" else "a")
    return s[:i] + new + s[i + 1 :]


def _store(a: dict, t: dict, kind: str) -> None:
    if kind == "find":
        t["shop"] = flip(t["shop"], 5)
    else:
        t["shop"]["domain"] = flip(t["shop"]["domain"], 5)


def _listing(a: dict, t: dict, kind: str) -> None:
    t["proof"]["listing"] = flip(t["proof"]["listing"])


def _product(a: dict, t: dict, kind: str) -> None:
    holder = a["results"][1] if kind == "find" else t if kind == "scan" else a
    holder["product"]["name"] = flip(holder["product"]["name"], 1)


def _price(a: dict, t: dict, kind: str) -> None:
    if kind == "find":
        t["amount"] = 39.98  # 39.99 with one character changed
    else:
        t["price"]["minor"] += 1


def _currency(a: dict, t: dict, kind: str) -> None:
    (t if kind == "find" else t["price"])["currency"] = "EGQ"


def _stock(a: dict, t: dict, kind: str) -> None:
    t["stock"] = flip(t["stock"])


def _checked_at(a: dict, t: dict, kind: str) -> None:
    t["checked_at"] = flip(t["checked_at"], -2)  # the last digit of the milliseconds


def _fingerprint(a: dict, t: dict, kind: str) -> None:
    t["proof"]["fingerprint"] = flip(t["proof"]["fingerprint"])


def _key_id(a: dict, t: dict, kind: str) -> None:
    t["receipt"]["key_id"] = flip(t["receipt"]["key_id"])


def _issued_at(a: dict, t: dict, kind: str) -> None:
    t["receipt"]["issued_at"] = flip(t["receipt"]["issued_at"], -2)


def _v(a: dict, t: dict, kind: str) -> None:
    t["receipt"]["v"] = "0.2"


def _read(a: dict, t: dict, kind: str) -> None:
    t["receipt"]["read"] = "feed"


def _sig_first(a: dict, t: dict, kind: str) -> None:
    t["receipt"]["sig"] = flip(t["receipt"]["sig"], 0)


def _sig_middle(a: dict, t: dict, kind: str) -> None:
    t["receipt"]["sig"] = flip(t["receipt"]["sig"], 43)


def _sig_spare_bits(a: dict, t: dict, kind: str) -> None:
    # 64 bytes take 86 base64url characters; the last one carries 4 spare bits that a lenient
    # decoder ignores. Changing only those must still fail (FORMAT.md: one character).
    sig = t["receipt"]["sig"]
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    tampered = sig[:-1] + alphabet[alphabet.index(sig[-1]) ^ 1]
    assert base64.urlsafe_b64decode(tampered + "==") == base64.urlsafe_b64decode(sig + "==")
    t["receipt"]["sig"] = tampered


# Each tamper changes one character of one signed value (v and read: one value) and keeps it
# well formed, so the expected reason shows the signature, not a format check, catches it.
BAD_SIG = "bad signature"
TAMPERS: dict[str, tuple[Callable[[dict, dict, str], None], str]] = {
    "store": (_store, BAD_SIG),
    "listing": (_listing, BAD_SIG),
    "product": (_product, BAD_SIG),
    "price": (_price, BAD_SIG),
    "currency": (_currency, BAD_SIG),
    "stock": (_stock, BAD_SIG),
    "checked_at": (_checked_at, BAD_SIG),
    "fingerprint": (_fingerprint, BAD_SIG),
    "key_id": (_key_id, "unknown key_id"),
    "issued_at": (_issued_at, BAD_SIG),
    "v": (_v, 'receipt v is "0.2", not "0.1"'),
    "read": (_read, 'receipt read is "feed", not "page"'),
    "sig_first": (_sig_first, BAD_SIG),
    "sig_middle": (_sig_middle, BAD_SIG),
    "sig_spare_bits": (_sig_spare_bits, "receipt sig is not canonical base64url"),
}
TAMPER_CASES = [
    (k, f) for k in sorted(ANSWERS) for f in TAMPERS if f != "stock" or k in ("offers", "scan")
]


@pytest.fixture(scope="module")
def tampered_js() -> dict[tuple[str, str], dict]:
    answers = []
    for kind, field in TAMPER_CASES:
        answer = ANSWERS[kind](KEY)
        TAMPERS[field][0](answer, target(kind, answer), kind)
        answers.append((answer, KEYS))
    return dict(zip(TAMPER_CASES, js_check_many(answers), strict=True))


@pytest.mark.parametrize(("kind", "field"), TAMPER_CASES)
def test_one_changed_character_is_rejected(kind: str, field: str, tampered_js: dict) -> None:
    first, second = tampered_js[kind, field]["checks"]
    reason = TAMPERS[field][1]
    assert second["ok"] is False
    assert second["reason"].startswith(reason), second
    if field == "product" and kind in ("offers", "history"):
        # The answer's one product.name is in every claim of the answer.
        assert (first["ok"], first["reason"]) == (False, reason)
    else:
        assert first["ok"] is True  # the untouched neighbour still checks


@pytest.mark.parametrize("kind", ["offers", "scan"])
def test_shipping_is_not_signed(kind: str) -> None:
    answer = ANSWERS[kind](KEY)
    answer["results"][0]["shipping"]["minor"] = 0
    del answer["results"][1]["shipping"]
    assert_all_ok(answer, KEYS)


def test_unknown_key_is_rejected() -> None:
    checks = js_check(offers_answer(Key(2)), KEYS)["checks"]
    assert [c["ok"] for c in checks] == [False, False]
    assert checks[0]["reason"] == f"unknown key_id {Key(2).key_id}"


def test_retired_key_still_listed_still_verifies() -> None:
    old = Key(3, status="retired", retired_at="2026-10-01T00:00:00.000Z")
    answer = history_answer(old)
    for p in answer["points"]:
        sign("history_point", p, TEA, old, issued_at="2026-09-30T08:00:00.000Z")
    checks = assert_all_ok(answer, {"keys": [KEY.entry, old.entry]})
    assert checks[0]["reason"] == f"verified by key {old.key_id} (retired)"


def test_receipt_issued_after_its_key_retired_is_rejected() -> None:
    old = Key(3, status="retired", retired_at="2026-10-01T00:00:00.000Z")
    checks = js_check(history_answer(old), {"keys": [KEY.entry, old.entry]})["checks"]
    assert checks[0]["ok"] is False
    assert "after its key was retired" in checks[0]["reason"]


def test_listed_key_id_must_match_its_key() -> None:
    other = Key(4)
    forged = {**other.entry, "key_id": KEY.key_id}
    checks = js_check(offers_answer(KEY), {"keys": [forged]})["checks"]
    assert checks[0]["ok"] is False
    assert checks[0]["reason"] == f"key_id {KEY.key_id} does not match its key ({other.key_id})"


def test_price_without_receipt_is_not_ok() -> None:
    answer = find_answer(KEY)
    del answer["results"][0]["lowest"]["receipt"]
    out = js_check(answer, KEYS)
    assert (out["checks"][0]["ok"], out["checks"][0]["reason"]) == (False, "no receipt")


def test_receipt_with_more_than_v01_fields_is_rejected() -> None:
    answer = offers_answer(KEY)
    answer["results"][0]["receipt"]["account"] = "agent-7"
    checks = js_check(answer, KEYS)["checks"]
    assert checks[0]["reason"] == "receipt has fields outside v0.1: account"


def test_history_point_showing_stock_is_rejected() -> None:
    answer = history_answer(KEY)
    answer["points"][0]["stock"] = "in_stock"
    assert js_check(answer, KEYS)["checks"][0]["ok"] is False


def test_lowest_amount_beyond_hundredths_is_rejected() -> None:
    # 1.234 KWD would sign as 123 and leave the last digit unsigned.
    answer = find_answer(KEY)
    item = answer["results"][0]["lowest"]
    item["amount"] = 1.234
    sign("lowest", item, COFFEE, KEY)
    reason = js_check(answer, KEYS)["checks"][0]["reason"]
    assert reason == "lowest.amount 1.234 is not a whole number of hundredths"


def test_non_integer_minor_and_lone_surrogate_are_rejected() -> None:
    answer = offers_answer(KEY)
    answer["results"][0]["price"]["minor"] = 9500.5
    answer["product"]["name"] = "Coffee \ud800"
    first, second = js_check(answer, KEYS)["checks"]
    assert first["reason"] == "price.minor is not a safe integer"
    assert second["reason"] == "string holds a lone surrogate"


def test_find_without_country_has_nothing_to_check() -> None:
    answer = {"results": [{"product": {"id": "p", "name": COFFEE}}], "next_cursor": None}
    assert js_check(answer, KEYS) == {"checks": []}


def test_mcp_tool_results_are_unwrapped() -> None:
    answer = scan_answer(KEY)
    text = [{"type": "text", "text": json.dumps(answer)}]
    assert_all_ok({"content": text, "structuredContent": answer, "isError": False}, KEYS)
    assert_all_ok({"content": text, "isError": False}, KEYS)
    assert_all_ok({"structuredContent": {"result": answer}}, KEYS)
    changed = copy.deepcopy(answer)
    changed["results"][0]["price"]["minor"] += 1
    with pytest.raises(RuntimeError, match="disagree"):
        js_check({"content": text, "structuredContent": changed}, KEYS)
