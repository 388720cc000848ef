"""Run the independent JavaScript receipt checker (tests/js/checker.mjs) from Python tests."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

CHECKER = Path(__file__).resolve().parent / "js" / "checker.mjs"
_TIMEOUT_S = 60


def node_path() -> str:
    """The node binary; the checker is the point of these tests, so its absence is an error."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not on PATH; the JS receipt checker needs Node 20+")
    return node


def _run(args: list[str], stdin: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [node_path(), str(CHECKER), *args],
        input=stdin.encode("utf-8"),
        capture_output=True,
        timeout=_TIMEOUT_S,
        check=False,
    )


def js_check(answer: dict[str, Any], keys: dict[str, Any]) -> dict[str, Any]:
    """Check every receipt in `answer` (a tool answer or MCP tool result) against `keys`.

    Returns the checker's output, `{"checks": [{path, kind, ok, reason, claim}, …]}`. Raises
    RuntimeError when the checker cannot run or cannot read the input at all.
    """
    # ensure_ascii: node decodes the \\u escapes itself, so lone surrogates reach it intact.
    proc = _run([], json.dumps({"answer": answer, "keys": keys}, ensure_ascii=True))
    if proc.returncode not in (0, 1):
        raise RuntimeError(
            f"JS checker exited {proc.returncode}: {proc.stdout.decode(errors='replace')}"
            f" {proc.stderr.decode(errors='replace')}"
        )
    out: dict[str, Any] = json.loads(proc.stdout)
    all_ok = bool(out["checks"]) and all(c["ok"] for c in out["checks"])
    if all_ok != (proc.returncode == 0):
        raise RuntimeError(f"JS checker exit code {proc.returncode} disagrees with {out}")
    return out


def js_check_many(cases: list[tuple[dict[str, Any], dict[str, Any]]]) -> list[dict[str, Any]]:
    """`js_check` for many (answer, keys) pairs in one node run; an unreadable case has "error"."""
    payload = [{"answer": answer, "keys": keys} for answer, keys in cases]
    proc = _run(["--many"], json.dumps(payload, ensure_ascii=True))
    if proc.returncode != 0:
        raise RuntimeError(f"JS checker exited {proc.returncode}: {proc.stderr!r}")
    outs: list[dict[str, Any]] = json.loads(proc.stdout)
    if len(outs) != len(cases):
        raise RuntimeError(f"JS checker answered {len(outs)} of {len(cases)} cases")
    return outs


def js_all_ok(answer: dict[str, Any], keys: dict[str, Any]) -> bool:
    """True iff the checker found at least one priced object and every receipt verified."""
    checks = js_check(answer, keys)["checks"]
    return bool(checks) and all(c["ok"] for c in checks)


def js_canonical_text(text: str) -> bytes:
    """RFC 8785 bytes of JSON text as the JS checker makes them; ValueError if it refuses."""
    proc = _run(["--canonical"], text)
    if proc.returncode != 0:
        raise ValueError(proc.stderr.decode(errors="replace").strip())
    return proc.stdout


def js_canonical(value: object) -> bytes:
    """RFC 8785 bytes of a JSON-able Python value as the JS checker makes them."""
    return js_canonical_text(json.dumps(value, ensure_ascii=True))


def js_canonical_each(texts: list[str]) -> list[bytes | ValueError]:
    """`js_canonical_text` for many JSON texts in one node run; refusals come back as ValueError."""
    proc = _run(["--canonical-each"], "[" + ",".join(texts) + "]")
    if proc.returncode != 0:
        raise RuntimeError(f"JS checker exited {proc.returncode}: {proc.stderr!r}")
    # Canonical JSON holds no raw newline (no whitespace, controls escaped), so lines split it.
    lines = proc.stdout.split(b"\n") if texts else []
    if len(lines) != len(texts):
        raise RuntimeError(f"JS checker answered {len(lines)} of {len(texts)} values")
    return [ValueError(line[1:].decode()) if line.startswith(b"!") else line for line in lines]
