"""Extracts many stored pages: JSON lines {"path", "url"} in, one JSON result line per page out."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from crawler.extract.core import extract
from crawler.extract.document import MAX_BYTES
from crawler.extract.model import ShopHints

log = logging.getLogger(__name__)


def _result(line: str, hints_for: Callable[[str], ShopHints | None]) -> dict[str, Any]:
    try:
        item = json.loads(line)
    except ValueError:
        return {"path": None, "url": None, "offers": [], "reason": "bad_line_json"}
    if not isinstance(item, dict):
        return {"path": None, "url": None, "offers": [], "reason": "bad_line_not_object"}
    path, url = item.get("path"), item.get("url")
    head = {
        "path": path if isinstance(path, str) else None,
        "url": url if isinstance(url, str) else None,
    }
    if not isinstance(path, str) or not path:
        return {**head, "offers": [], "reason": "bad_line_missing_path"}
    if not isinstance(url, str) or not url:
        return {**head, "offers": [], "reason": "bad_line_missing_url"}
    try:
        with open(path, "rb") as fh:
            body = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        return {**head, "offers": [], "reason": f"unreadable_file: {exc.strerror or exc}"}
    try:
        hints = hints_for(url)
    except Exception as exc:  # a broken hints callback must not stop the batch
        log.warning("hints_for(%s) failed: %s", url, exc)
        hints = None
    return {**head, **extract(body, url, hints).to_json()}


def extract_batch(
    lines: Iterable[str], out: TextIO, hints_for: Callable[[str], ShopHints | None]
) -> int:
    """Write one JSON line per non-blank input line; returns the number of lines written."""
    written = 0
    for line in lines:
        if not line.strip():
            continue
        out.write(json.dumps(_result(line, hints_for), ensure_ascii=False) + "\n")
        written += 1
    return written
