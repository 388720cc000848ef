"""Signer protocol v1: newline-delimited JSON over a Unix socket (docs/architecture.md)."""

from __future__ import annotations

import json
from typing import Any, Literal

import pydantic_core
from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "MAX_BATCH",
    "MAX_LINE",
    "PROTOCOL_VERSION",
    "SignRequest",
    "SimpleRequest",
    "dumps_line",
    "loads_line",
]

PROTOCOL_VERSION = 1
MAX_LINE = 8 * 1024 * 1024  # one request or response line, bytes
MAX_BATCH = 1000  # items per sign request


class SignRequest(BaseModel):
    """``{"v":1,"op":"sign","kind":…,"items":[{"product":…,"object":{…}}]}``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    v: Literal[1]
    op: Literal["sign"]
    kind: Literal["offer", "history_point", "lowest"]
    # Items are checked one by one so that one bad item is refused, not the whole batch.
    items: list[Any] = Field(max_length=MAX_BATCH)


class SimpleRequest(BaseModel):
    """``{"v":1,"op":"keys"}`` or ``{"v":1,"op":"ping"}``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    v: Literal[1]
    op: Literal["keys", "ping"]


def _no_constants(name: str) -> Any:
    # NaN and Infinity are not JSON (RFC 8259); Python's json accepts them unless told not to.
    raise ValueError(f"{name} is not valid JSON")


def loads_line(line: bytes | str) -> Any:
    """Parse one protocol line; ValueError for anything that is not strict JSON."""
    return json.loads(line, parse_constant=_no_constants)


def dumps_line(message: Any) -> bytes:
    """One protocol line: compact UTF-8 JSON and a newline; ValueError for NaN/Infinity."""
    # pydantic-core's encoder writes what json.dumps(ensure_ascii=False) writes, 3-5× faster,
    # but NaN/Infinity as bare constants; text that might hold one takes the strict path,
    # which raises for a real NaN and writes the same bytes for a string that contains one.
    try:
        line = pydantic_core.to_json(message, inf_nan_mode="constants")
    except pydantic_core.PydanticSerializationError as exc:
        raise ValueError(str(exc)) from exc
    if b"NaN" in line or b"Infinity" in line:
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        line = text.encode("utf-8")
    return line + b"\n"
