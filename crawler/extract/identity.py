"""Reads the shop's item number a page prints next to the product ("SKU: AB-123", "Art.-Nr.")."""

from __future__ import annotations

import re

from lxml import etree

_LABEL = re.compile(
    r"^(?:sku|art(?:ikel)?\.?-?\s?nr\.?|artikelnummer|produktnummer|bestellnummer|referencia|"
    r"référence|reference|item\s?(?:no\.?|#|number)|商品コード|品番|varenr\.?|kód|kod produktu)"
    r"\s*[:：#]?\s*",
    re.I,
)
_VALUE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._/\-]{2,39}$")
_MAX_CANDIDATES = 12


def _text(el: etree._Element) -> str:
    return " ".join("".join(el.itertext()).split())


def _value(text: str) -> str | None:
    text = _LABEL.sub("", text.strip()).strip()
    if _VALUE.match(text) and any(c.isdigit() for c in text):
        return text
    return None


_NAMED = re.compile(r"sku|ordernumber|product-?code|product-?reference", re.I)


def visible_sku(elements: list[etree._Element], skip: set[etree._Element]) -> str | None:
    """The first item number printed in an element named for it (class, id or itemprop)."""
    for el in elements[:_MAX_CANDIDATES]:
        if el in skip:
            continue
        if el.get("itemprop") != "sku" and not _NAMED.search(el.get("class") or ""):
            continue
        text = el.get("content") or _text(el)
        if len(text) > 60:
            continue
        value = _value(text)
        if value:
            return value
        if _LABEL.fullmatch(text):
            nxt = el.getnext()
            if nxt is not None and isinstance(nxt.tag, str):
                value = _value(_text(nxt))
                if value:
                    return value
    return None
