"""Verify receipts the way any third-party checker would: rebuild the claim, check the sig.

Verification steps (FORMAT.md "The public key list"), numbered once here and repeated below:

1. The priced object carries a ``receipt`` with exactly ``v, key_id, issued_at, read, sig``.
2. The receipt's ``key_id`` is in the key list (retired keys included: old receipts check).
3. The claim is rebuilt from the values the answer shows (``signer.claims.build_claim``).
4. The claim is serialised to canonical bytes (RFC 8785).
5. ``sig`` is base64url without padding of exactly 64 bytes.
6. The Ed25519 signature verifies over those bytes with the listed public key.

``ReceiptVerifier.verify`` returns None or raises a precise VerificationError; there is no
boolean to forget to check. ``verify_answer`` walks every priced object of a tool answer.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import httpx
from nacl.exceptions import BadSignatureError
from nacl.signing import VerifyKey
from pydantic import BaseModel, ConfigDict, ValidationError

from crawler.currencies import is_currency, to_major
from crawler.errors import (
    BadSignature,
    ConfigError,
    FetchError,
    MalformedReceipt,
    MissingField,
    UnknownKey,
    VerificationError,
)

from .canonical import b64url_decode, canonical_bytes, key_id_for
from .claims import HEADER_FIELDS, build_claim

__all__ = ["KeyList", "PriceCheck", "ReceiptVerifier", "verify_answer"]

_RECEIPT_FIELDS = frozenset((*HEADER_FIELDS, "sig"))


class _Jwk(BaseModel):
    # A checker must keep working when the list gains fields, so unknown fields are ignored.
    model_config = ConfigDict(extra="ignore", frozen=True)
    kty: Literal["OKP"]
    crv: Literal["Ed25519"]
    x: str


class _KeyEntry(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    key_id: str
    jwk: _Jwk
    status: Literal["active", "retired"]
    created_at: str
    retired_at: str | None = None


class _KeyListDoc(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    keys: list[_KeyEntry]


class KeyList:
    """The public keys a verifier trusts, by key_id. Build with ``from_json`` or ``load``."""

    def __init__(self, entries: Mapping[str, tuple[str, VerifyKey]]) -> None:
        self._entries = dict(entries)

    @classmethod
    def from_json(cls, obj: Any) -> KeyList:
        """From the parsed JSON of ``/.well-known/agorantis-receipt-keys.json``."""
        try:
            doc = _KeyListDoc.model_validate(obj)
        except ValidationError as exc:
            raise ConfigError(
                f"not a receipt key list (FORMAT.md): {exc.errors()[0]['msg']}"
            ) from exc
        entries: dict[str, tuple[str, VerifyKey]] = {}
        for entry in doc.keys:
            try:
                raw = b64url_decode(entry.jwk.x)
            except ValueError as exc:
                raise ConfigError(f"key {entry.key_id}: jwk.x is not base64url") from exc
            if len(raw) != 32:
                raise ConfigError(f"key {entry.key_id}: an Ed25519 public key is 32 bytes")
            if key_id_for(raw) != entry.key_id:
                raise ConfigError(f"key {entry.key_id}: key_id is not the hash of its key")
            entries[entry.key_id] = (entry.status, VerifyKey(raw))
        return cls(entries)

    @classmethod
    def load(cls, source: str | Path, *, timeout: float = 10.0) -> KeyList:
        """From an http(s) URL, a keys.json file, or a keys directory holding keys.json."""
        text = str(source)
        if text.startswith(("http://", "https://")):
            try:
                response = httpx.get(text, timeout=timeout, follow_redirects=True)
                response.raise_for_status()
                return cls.from_json(response.json())
            except (httpx.HTTPError, ValueError, RecursionError) as exc:
                raise FetchError(f"cannot fetch the key list from {text}: {exc}") from exc
        path = Path(source)
        if path.is_dir():
            path = path / "keys.json"
        try:
            return cls.from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, RecursionError) as exc:
            raise ConfigError(f"cannot read the key list {path}: {exc}") from exc

    def status(self, key_id: str) -> str | None:
        entry = self._entries.get(key_id)
        return entry[0] if entry else None

    def key(self, key_id: str) -> VerifyKey:
        entry = self._entries.get(key_id)
        if entry is None:
            raise UnknownKey(f"key {key_id!r} is not in the key list")
        return entry[1]

    def __len__(self) -> int:
        return len(self._entries)

    def __repr__(self) -> str:
        return f"KeyList({sorted(self._entries)})"


class ReceiptVerifier:
    """Checks receipts against one KeyList."""

    def __init__(self, keys: KeyList) -> None:
        self.keys = keys

    def verify(self, kind: str, obj: Mapping[str, Any], product: object) -> None:
        """None if ``obj``'s receipt verifies; else raises UnknownKey, BadSignature,
        MalformedReceipt or MissingField."""
        # 1. A receipt with exactly the five fields.
        if not isinstance(obj, Mapping):
            raise MalformedReceipt("a priced object is a JSON object", code="malformed")
        receipt = obj.get("receipt")
        if receipt is None:
            raise MissingField("the price has no receipt")
        if not isinstance(receipt, Mapping) or receipt.keys() != _RECEIPT_FIELDS:
            raise MalformedReceipt(
                "a receipt has exactly v, key_id, issued_at, read, sig", code="malformed"
            )
        sig = receipt["sig"]
        if not isinstance(sig, str) or not isinstance(receipt["key_id"], str):
            raise MalformedReceipt("receipt.sig and receipt.key_id are strings", code="malformed")
        # 2. The key is listed (active or retired).
        verify_key = self.keys.key(receipt["key_id"])
        # 3. Rebuild the claim from the shown values.
        header = {field: receipt[field] for field in HEADER_FIELDS}
        claim = build_claim(kind, obj, product, header)
        # 4. Canonical bytes.
        message = canonical_bytes(claim)
        # 5. The signature's encoding.
        try:
            signature = b64url_decode(sig)
        except ValueError as exc:
            raise MalformedReceipt(
                "receipt.sig is not base64url without padding", code="malformed"
            ) from exc
        if len(signature) != 64:
            raise MalformedReceipt("receipt.sig is not 64 bytes", code="malformed")
        # 6. Ed25519.
        try:
            verify_key.verify(message, signature)
        except BadSignatureError as exc:
            raise BadSignature("the signature does not match the price shown") from exc


@dataclass(frozen=True)
class PriceCheck:
    """The verdict on one price of an answer."""

    path: str
    kind: str
    product: str | None
    store: str | None
    price: str | None
    ok: bool
    error_code: str | None
    message: str
    key_status: str | None
    key_id: str | None = None


def _unwrap(answer: Any) -> Any:
    """The tool's answer object from HTTP JSON, an MCP CallToolResult or a JSON-RPC reply."""
    if (
        isinstance(answer, Mapping)
        and "jsonrpc" in answer
        and isinstance(answer.get("result"), Mapping)
    ):
        answer = answer["result"]
    if isinstance(answer, Mapping) and isinstance(answer.get("structuredContent"), Mapping):
        answer = answer["structuredContent"]
    elif isinstance(answer, Mapping) and isinstance(answer.get("content"), list):
        first = answer["content"][0] if answer["content"] else None
        if isinstance(first, Mapping) and isinstance(first.get("text"), str):
            try:
                answer = json.loads(first["text"])
            except ValueError as exc:
                raise MalformedReceipt(
                    "the MCP result's text is not JSON", code="malformed"
                ) from exc
    # FastMCP wraps a non-object structured result as {"result": …}.
    if isinstance(answer, Mapping) and answer.keys() == {"result"}:
        answer = answer["result"]
    if not isinstance(answer, Mapping):
        raise MalformedReceipt("an answer is a JSON object", code="malformed")
    return answer


def _name(holder: Any) -> str | None:
    product = holder.get("product") if isinstance(holder, Mapping) else None
    name = product.get("name") if isinstance(product, Mapping) else None
    return name if isinstance(name, str) else None


def _priced(answer: Mapping[str, Any]) -> Iterator[tuple[str, str, Any, str | None]]:
    """(path, kind, priced object, product name) for every price the answer shows."""
    points = answer.get("points")
    if isinstance(points, list):
        for i, point in enumerate(points):
            yield f"points[{i}]", "history_point", point, _name(answer)
    results = answer.get("results")
    if not isinstance(results, list):
        return
    for i, result in enumerate(results):
        if isinstance(result, Mapping) and "product" in result and "price" not in result:
            # A find result: its lowest price when a country was given (null or absent: none).
            if result.get("lowest") is not None:
                yield f"results[{i}].lowest", "lowest", result["lowest"], _name(result)
        else:
            # market_scan offers carry their own product (FORMAT.md claim table).
            own = _name(result) if isinstance(result, Mapping) and "product" in result else None
            yield f"results[{i}]", "offer", result, own or _name(answer)


def _shown(kind: str, obj: Any) -> tuple[str | None, str | None]:
    """(store, price as text) for the report; never raises."""
    if not isinstance(obj, Mapping):
        return None, None
    if kind == "lowest":
        store = obj.get("shop") if isinstance(obj.get("shop"), str) else None
        return store, f"{obj.get('amount')} {obj.get('currency')}"
    shop = obj.get("shop")
    store = shop.get("domain") if isinstance(shop, Mapping) else None
    price = obj.get("price") if isinstance(obj.get("price"), Mapping) else {}
    minor, currency = price.get("minor"), price.get("currency")
    if isinstance(minor, int) and not isinstance(minor, bool) and is_currency(currency):
        return store, f"{to_major(minor, currency)} {currency}"
    return store, f"{minor} {currency}"


def verify_answer(answer: Any, verifier: ReceiptVerifier) -> list[PriceCheck]:
    """Verify every priced object of any tool's answer; one PriceCheck per price shown."""
    checks = []
    for path, kind, obj, product in _priced(_unwrap(answer)):
        store, price = _shown(kind, obj)
        receipt = obj.get("receipt") if isinstance(obj, Mapping) else None
        key_id = receipt.get("key_id") if isinstance(receipt, Mapping) else None
        key_id = key_id if isinstance(key_id, str) else None
        try:
            verifier.verify(kind, obj, product)
        except VerificationError as exc:
            ok, code, message = False, exc.code, exc.message
        else:
            ok, code, message = True, None, "verified"
        checks.append(
            PriceCheck(
                path=path,
                kind=kind,
                product=product,
                store=store,
                price=price,
                ok=ok,
                error_code=code,
                message=message,
                key_status=verifier.keys.status(key_id) if key_id else None,
                key_id=key_id,
            )
        )
    return checks
