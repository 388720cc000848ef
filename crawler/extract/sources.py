"""Reads the structured data of a page: JSON-LD scripts, microdata items, OpenGraph meta."""

from __future__ import annotations

import json
import re
from typing import Any

from extruct.opengraph import OpenGraphExtractor
from extruct.w3cmicrodata import MicrodataExtractor
from lxml import etree

MAX_SCRIPT_CHARS = 2_000_000
_JSONLD_XPATH = etree.XPath("//script[contains(translate(@type, 'LDJSON', 'ldjson'), 'ld+json')]")
_HAS_ITEMSCOPE = etree.XPath("boolean(//*[@itemscope])")
_WRAPPERS = re.compile(r"^\s*(?:<!--|//\s*<!\[CDATA\[|<!\[CDATA\[)|(?:-->|//\s*\]\]>|\]\]>)\s*$")
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")
_LINE_COMMENT = re.compile(r"^\s*//[^\n]*$", re.M)


def _loads(text: str) -> list[Any]:
    """Parse one script's JSON, forgiving comments, CDATA, trailing commas, concatenation."""
    text = _WRAPPERS.sub("", text.strip())
    text = _WRAPPERS.sub("", text.strip())
    for candidate in (text, _TRAILING_COMMA.sub(r"\1", _LINE_COMMENT.sub("", text))):
        try:
            return [json.loads(candidate, strict=False)]
        except (ValueError, RecursionError):
            pass
    # Several objects one after another in one script: read them one at a time.
    decoder = json.JSONDecoder(strict=False)
    out: list[Any] = []
    pos, n = 0, len(text)
    while pos < n:
        while pos < n and text[pos] in " \t\r\n;,":
            pos += 1
        if pos >= n:
            break
        try:
            obj, pos = decoder.raw_decode(text, pos)
        except (ValueError, RecursionError):
            break
        out.append(obj)
    return out


def jsonld_documents(root: etree._Element) -> list[Any]:
    """Every JSON value in the page's ld+json scripts (unreadable scripts are skipped)."""
    docs: list[Any] = []
    for script in _JSONLD_XPATH(root):
        text = script.text or ""
        if not text.strip() or len(text) > MAX_SCRIPT_CHARS:
            continue
        docs.extend(_loads(text))
    return docs


def _microdata_to_jsonld(item: Any, depth: int = 0) -> Any:
    """extruct's microdata item shape → the JSON-LD shape, so one reader serves both."""
    if depth > 32:
        return None
    if isinstance(item, list):
        return [_microdata_to_jsonld(x, depth + 1) for x in item]
    if not isinstance(item, dict):
        return item
    if "properties" not in item:
        return item
    out: dict[str, Any] = {}
    if "type" in item:
        out["@type"] = item["type"]
    if "id" in item:
        out["@id"] = item["id"]
    for key, value in item["properties"].items():
        out[key] = _microdata_to_jsonld(value, depth + 1)
    return out


def microdata_documents(root: etree._Element, url: str) -> list[Any]:
    """The page's microdata items in JSON-LD shape (empty when the page has no itemscope)."""
    if not _HAS_ITEMSCOPE(root):
        return []
    try:
        items = MicrodataExtractor().extract_items(root, base_url=url)
    except (RecursionError, ValueError, TypeError, AttributeError, etree.LxmlError):
        return []
    return [_microdata_to_jsonld(i) for i in items]


def opengraph_properties(root: etree._Element) -> dict[str, str]:
    """OpenGraph/product meta properties, first value of each name wins."""
    props: dict[str, str] = {}
    try:
        items = list(OpenGraphExtractor().extract_items(root))
    except (ValueError, TypeError, AttributeError, IndexError, etree.LxmlError):
        items = []
    for item in items:
        for name, value in item.get("properties", []):
            props.setdefault(name.strip().lower(), value)
    return props
