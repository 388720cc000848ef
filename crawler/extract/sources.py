"""Reads the structured data of a page: JSON-LD scripts, microdata items, OpenGraph meta."""

from __future__ import annotations

import json
import re
from typing import Any

from extruct.opengraph import _OG_NAMESPACES, OpenGraphExtractor
from extruct.rdfa import RDFaExtractor
from extruct.w3cmicrodata import MicrodataExtractor
from lxml import etree

MAX_SCRIPT_CHARS = 2_000_000
# What //script[contains(translate(@type, 'LDJSON', 'ldjson'), 'ld+json')] selects, tested on
# the scripts the walk collects: translate() folds just these letters.
_LDJSON_CASE = str.maketrans("LDJSON", "ldjson")
# //@name tests attributes without building the node-set of every element (~30% cheaper).
_HAS_ITEMSCOPE = etree.XPath("boolean(//@itemscope)")
# RDFa (Lite) marks its items with typeof; OpenGraph's property= alone is read elsewhere. The
# check keeps extruct's RDFa parser (the slow one) off the pages that do not use RDFa.
_TYPEOF_COUNT = etree.XPath("count(//@typeof)")
# pyRdfa reads about a thousand typed nodes a second: a page of more (a listing's cards, a
# hostile page's 20,000) is read without its RDFa, in bounded time. A product page's RDFa
# is its product, offers and breadcrumbs: a few dozen nodes.
MAX_RDFA_NODES = 300
_OG_META = etree.XPath("meta[@property and @content]")  # as extruct asks each <head>
_VOCAB = re.compile(r"^https?://schema\.org/")
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


def jsonld_scripts(scripts: list[etree._Element]) -> list[etree._Element]:
    """The ld+json ones of a page's <script> elements (see _LDJSON_CASE)."""
    out = []
    for script in scripts:
        kind = script.get("type")
        if kind is not None and "ld+json" in kind.translate(_LDJSON_CASE):
            out.append(script)
    return out


def jsonld_documents(scripts: list[etree._Element]) -> list[Any]:
    """Every JSON value in the ld+json scripts among ``scripts`` (unreadable ones skipped)."""
    docs: list[Any] = []
    for script in jsonld_scripts(scripts):
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


def _rdfa_term(iri: str) -> str:
    return _VOCAB.sub("", iri)


def _rdfa_node(node: Any, nodes: dict[str, Any], depth: int) -> Any:
    """One expanded RDFa node → the JSON-LD shape read_schema reads (schema.org terms)."""
    if depth > 16 or not isinstance(node, dict):
        return None
    out: dict[str, Any] = {}
    types = [_rdfa_term(t) for t in node.get("@type", []) if isinstance(t, str)]
    if types:
        out["@type"] = types[0] if len(types) == 1 else types
    for key, values in node.items():
        if key.startswith("@") or not _VOCAB.match(key) or not isinstance(values, list):
            continue
        converted = []
        for value in values:
            if not isinstance(value, dict):
                continue
            if "@value" in value:
                converted.append(value["@value"])
            elif "@id" in value and value["@id"] in nodes:
                converted.append(_rdfa_node(nodes[value["@id"]], nodes, depth + 1))
            elif "@id" in value:
                converted.append(value["@id"])  # a link, e.g. availability
        if converted:
            out[_rdfa_term(key)] = converted[0] if len(converted) == 1 else converted
    return out


def rdfa_documents(root: etree._Element, url: str) -> list[Any]:
    """The page's schema.org RDFa items in JSON-LD shape (empty when no element has typeof,
    or more than MAX_RDFA_NODES have)."""
    if not 0 < _TYPEOF_COUNT(root) <= MAX_RDFA_NODES:
        return []
    try:
        # pyRdfa walks an xml.dom tree, not lxml: serialise this (rare) page once more for it.
        html = etree.tostring(root, encoding="unicode", method="html")
        graph = RDFaExtractor().extract(html, base_url=url)
    except Exception:  # rdflib and pyrdfa raise from many trees; a page we cannot read has no RDFa
        return []
    nodes = {n["@id"]: n for n in graph if isinstance(n, dict) and "@id" in n}
    return [
        _rdfa_node(node, nodes, 0)
        for node in graph
        if isinstance(node, dict) and any(_VOCAB.match(t) for t in node.get("@type", []))
    ]


def opengraph_properties(
    heads: list[etree._Element], root_head: etree._Element | None
) -> dict[str, str]:
    """OpenGraph/product meta properties of the page's <head> elements (in document order),
    first value of each name wins; ``root_head`` is the first of them inside the root element.

    extruct's OpenGraphExtractor.extract_items, step for step, minus its two searches of the
    whole tree for the heads the walk has already found. It reads the namespaces declared on
    the <html> of the root element's head, and fails (no properties) when it has none.
    """
    props: dict[str, str] = {}
    if root_head is None:
        return props
    og = OpenGraphExtractor()
    try:
        parent = root_head.getparent()
        html = og.get_namespaces(parent) if parent is not None and parent.tag == "html" else {}
        for head in heads:
            namespaces = {**html, **og.get_namespaces(head)}
            for el in _OG_META(head):
                prop = el.attrib["property"]
                ns = prop.partition(":")[0]
                if ns in _OG_NAMESPACES or ns in namespaces:
                    props.setdefault(prop.strip().lower(), el.attrib["content"])
    except (ValueError, TypeError, AttributeError, IndexError, etree.LxmlError):
        return {}
    return props
