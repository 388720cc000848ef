"""`pricewitness verify` on hostile files: one clear line and exit 2, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

GOOD_KEYS = {"keys": []}


def verify(answer: Path, keys: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "api", "verify", str(answer), "--keys", str(keys)],
        capture_output=True, text=True, timeout=60, env={**os.environ, "COLUMNS": "200"},
    )  # fmt: skip


HOSTILE = {
    "binary": os.urandom(200_000),
    "deep": b"[" * 200_000,
    "not-json": b"<html>price</html>",
    "empty": b"",
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize("where", ["answer", "keys"])
def test_hostile_files_are_refused_cleanly(tmp_path: Path, kind: str, where: str) -> None:
    hostile = tmp_path / "hostile.json"
    hostile.write_bytes(HOSTILE[kind])
    fine_answer = tmp_path / "answer.json"
    fine_answer.write_text(json.dumps({"results": [], "receipts": "on"}))
    fine_keys = tmp_path / "keys.json"
    fine_keys.write_text(json.dumps(GOOD_KEYS))
    if where == "answer":
        result = verify(hostile, fine_keys)
    else:
        result = verify(fine_answer, hostile)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert "error" in result.stderr
