"""FORMAT.md's encodings: RFC 8785 claim bytes, base64url signatures and key ids."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Mapping
from typing import Any

import rfc8785

from crawler.errors import MalformedReceipt

__all__ = [
    "MAX_SAFE_INTEGER",
    "b64url",
    "b64url_decode",
    "canonical_bytes",
    "claim_bytes",
    "key_id_for",
]

# JavaScript's Number.MAX_SAFE_INTEGER: FORMAT.md requires price_minor to be a safe integer.
MAX_SAFE_INTEGER = 2**53 - 1


def _check_flat(claim: Mapping[str, Any]) -> bool:
    """True if ``claim`` is a flat object of strings and safe integers (every real claim)."""
    for key, value in claim.items():
        kind = type(key), type(value)
        if kind == (str, str):
            continue
        if kind != (str, int) or not -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER:
            return False
    return True


def _check(value: Any, where: str) -> None:
    # FORMAT.md: "No floats anywhere in a claim" — a float's JS and Python text forms can differ.
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return
    if isinstance(value, int):
        if not -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER:
            raise MalformedReceipt(
                f"{where} is outside the JavaScript safe integer range", code="malformed"
            )
        return
    if isinstance(value, float):
        raise MalformedReceipt(f"{where} is a float; a claim holds no floats", code="malformed")
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise MalformedReceipt(f"{where} has a non-string key", code="malformed")
            _check(item, f"{where}.{key}")
        return
    if isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _check(item, f"{where}[{index}]")
        return
    raise MalformedReceipt(
        f"{where} has an unsupported type {type(value).__name__}", code="malformed"
    )


# For a flat object with ASCII keys and string/safe-integer values, RFC 8785 output is exactly
# what the C JSON encoder writes with sorted keys and no whitespace: code-point order equals
# UTF-16 order for ASCII keys; strings escape only '"', '\\' and U+0000–U+001F, with the same
# short forms and lowercase \u00xx as ECMAScript's JSON.stringify; integers print alike.
# Lone surrogates (which RFC 8785 cannot encode either) fail the UTF-8 step. The equivalence is
# property-tested against the rfc8785 package (tests/signer/test_canonical_fast.py).
_FLAT = json.JSONEncoder(
    ensure_ascii=False, sort_keys=True, separators=(",", ":"), check_circular=False
)


def canonical_bytes(claim: Mapping[str, Any]) -> bytes:
    """The RFC 8785 bytes of ``claim``; MalformedReceipt for floats, unsafe integers, bad text."""
    if not isinstance(claim, Mapping):
        raise MalformedReceipt("a claim is a JSON object", code="malformed")
    if not _check_flat(claim):
        _check(claim, "claim")  # the slow walk also says what is wrong and where
    elif all(key.isascii() for key in claim):
        try:
            return _FLAT.encode(dict(claim)).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise MalformedReceipt(
                "claim cannot be canonicalised: a lone surrogate is not UTF-8", code="malformed"
            ) from exc
    try:
        return rfc8785.dumps(dict(claim))
    except rfc8785.CanonicalizationError as exc:
        # Lone surrogates cannot be UTF-8 encoded, so no checker could rebuild the same bytes.
        raise MalformedReceipt(f"claim cannot be canonicalised: {exc}", code="malformed") from exc


# The two claim shapes FORMAT.md defines (an offer has stock; a history point or lowest price
# does not): their keys in RFC 8785 order are fixed, so their bytes can be written directly.
_TEXT_FIELDS = frozenset(
    {"checked_at", "currency", "issued_at", "key_id", "listing", "product", "proof", "read"}
    | {"store", "v"}
)
_POINT_KEYS = _TEXT_FIELDS | {"price_minor"}
_OFFER_KEYS = _POINT_KEYS | {"stock"}
_enc = json.encoder.encode_basestring  # escapes exactly what _FLAT escapes (see above)


def claim_bytes(claim: Mapping[str, Any]) -> bytes:
    """:func:`canonical_bytes` of a FORMAT.md claim, about 3× faster (the signer's hot path).

    Any other shape, or a value of another type, takes :func:`canonical_bytes`; the equality
    of both is property-tested against the rfc8785 package (tests/signer/test_canonical_fast.py).
    """
    c, e = claim, _enc
    if type(c) is not dict or (c.keys() != _OFFER_KEYS and c.keys() != _POINT_KEYS):
        return canonical_bytes(claim)
    price = c["price_minor"]
    if type(price) is not int or not -MAX_SAFE_INTEGER <= price <= MAX_SAFE_INTEGER:
        return canonical_bytes(claim)
    try:  # e() raises TypeError for anything but a string
        stock = f'"stock":{e(c["stock"])},' if "stock" in c else ""
        text = (
            f'{{"checked_at":{e(c["checked_at"])},"currency":{e(c["currency"])},'
            f'"issued_at":{e(c["issued_at"])},"key_id":{e(c["key_id"])},'
            f'"listing":{e(c["listing"])},"price_minor":{price:d},'
            f'"product":{e(c["product"])},"proof":{e(c["proof"])},"read":{e(c["read"])},'
            f'{stock}"store":{e(c["store"])},"v":{e(c["v"])}}}'
        )
    except TypeError:
        return canonical_bytes(claim)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise MalformedReceipt(
            "claim cannot be canonicalised: a lone surrogate is not UTF-8", code="malformed"
        ) from exc


def b64url(raw: bytes) -> str:
    """base64url without padding (FORMAT.md ``sig`` and JWK ``x``)."""
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def b64url_decode(text: str) -> bytes:
    """Inverse of :func:`b64url`; ValueError for padding, other alphabets or bad length."""
    if not isinstance(text, str) or "=" in text or len(text) % 4 == 1:
        raise ValueError("not base64url without padding")
    try:
        raw = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError) as exc:
        raise ValueError("not base64url without padding") from exc
    if b64url(raw) != text:  # non-canonical trailing bits: two texts for one signature
        raise ValueError("not canonical base64url")
    return raw


def key_id_for(public_key: bytes) -> str:
    """FORMAT.md: first 16 lowercase hex of SHA-256 over the raw 32-byte public key."""
    return hashlib.sha256(public_key).hexdigest()[:16]
