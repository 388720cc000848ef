"""Applies a shop's configured CSS/XPath selectors (ShopHints.selectors) to a page."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from cssselect import GenericTranslator, SelectorError
from lxml import etree

from crawler.extract.found import Found, Layer, ProductOffers
from crawler.extract.gtin import normalize_gtin
from crawler.extract.model import ProductIdentity
from crawler.extract.money import PriceToken, find_prices
from crawler.extract.stock import stock_from_schema, stock_from_text

_CONFIDENCE = 0.9
_STRUCK = etree.XPath(
    "boolean(ancestor-or-self::*[self::s or self::del or self::strike or "
    "contains(translate(@style, 'LINETHROUGH', 'linethrough'), 'line-through')])"
)
_VALUE_ATTRS = ("content", "value", "data-price", "data-price-amount", "data-value")


@lru_cache(maxsize=512)
def compile_selector(spec: str) -> etree.XPath | None:
    """``css:…``, ``xpath:…`` or bare CSS → a compiled XPath; None if it does not compile."""
    spec = spec.strip()
    try:
        if spec.startswith("xpath:"):
            return etree.XPath(spec[len("xpath:") :])
        css = spec[len("css:") :] if spec.startswith("css:") else spec
        return etree.XPath(GenericTranslator().css_to_xpath(css))
    except (SelectorError, etree.XPathSyntaxError, ValueError, TypeError):
        return None


def node_text(node: Any) -> str:
    """Visible text of a node (or the string an XPath returned), whitespace collapsed."""
    if isinstance(node, str):
        return " ".join(node.split())
    if not isinstance(node, etree._Element):
        return ""
    for attr in _VALUE_ATTRS:
        value = node.get(attr)
        # content/value/data-price attributes hold the machine-readable amount when present.
        if value and any(c.isdigit() for c in value):
            return " ".join(value.split())
    return " ".join("".join(node.itertext()).split())


def _select(root: etree._Element, spec: str | None) -> list[Any] | None:
    if not spec:
        return None
    xp = compile_selector(spec)
    if xp is None:
        return None
    try:
        result = xp(root)
    except (etree.XPathError, ValueError, TypeError):
        return None
    if isinstance(result, list):
        return result
    return [str(result)] if result not in (None, "") else []


def _first_text(root: etree._Element, spec: str | None) -> str | None:
    nodes = _select(root, spec)
    for n in nodes or ():
        text = node_text(n)
        if text:
            return text
    return None


def _price_tokens(nodes: list[Any]) -> list[PriceToken]:
    tokens = []
    for n in nodes:
        if isinstance(n, etree._Element) and _STRUCK(n):
            continue
        found = find_prices(node_text(n))
        if len(found) == 1:
            tokens.append(found[0])
        elif found:
            with_sign = [t for t in found if t.symbol]
            tokens.extend(with_sign[:1] or found[:1])
    return tokens


def read_selectors(root: etree._Element, selectors: dict[str, str]) -> Layer:
    """The offer the configured selectors point at; a reason if the price selector fails."""
    nodes = _select(root, selectors.get("price"))
    if nodes is None:
        return Layer(method="selector", reason="bad_selector" if selectors.get("price") else None)
    tokens = _price_tokens(nodes)
    if not tokens:
        return Layer(method="selector", reason="no_price_found")
    distinct = {(t.amount(2), t.symbol) for t in tokens}
    if len({a for a, _ in distinct}) > 1:
        return Layer(method="selector", reason="conflicting_prices")
    token = tokens[0]
    symbol = token.symbol or next((s for _, s in distinct if s), None)
    currency_text = _first_text(root, selectors.get("currency"))
    currency = None
    if currency_text:
        code = re.sub(r"[^A-Za-z]", "", currency_text).upper()
        if len(code) == 3:
            currency = code
        elif symbol is None:
            symbol = currency_text.strip()
    regular_tokens = _price_tokens(_select(root, selectors.get("regular_price")) or [])
    shipping_tokens = _price_tokens(_select(root, selectors.get("shipping")) or [])
    stock_text = _first_text(root, selectors.get("stock"))
    stock = None
    if stock_text:
        stock = stock_from_schema(stock_text) or stock_from_text(stock_text)
    ident = ProductIdentity(
        name=_first_text(root, selectors.get("name")),
        brand=_first_text(root, selectors.get("brand")),
        sku=_first_text(root, selectors.get("sku")),
        gtin=normalize_gtin(_first_text(root, selectors.get("gtin"))),
    )
    found = Found(
        price=None,
        currency=currency,
        symbol=symbol,
        token=token,
        method="selector",
        confidence=_CONFIDENCE,
        product=ident,
        regular_token=regular_tokens[0] if regular_tokens else None,
        shipping_token=shipping_tokens[0] if shipping_tokens else None,
        stock=stock,
    )
    return Layer(method="selector", products=(ProductOffers(ident, (found,)),))
