"""Stock state a page shows outside structured data: stock notes, then the buy button."""

from __future__ import annotations

from lxml import etree

from crawler.extract.cues import _ADD_WORDS
from crawler.extract.marks import Flags, text_of
from crawler.extract.stock import stock_from_text


def page_stock(nodes: list[etree._Element], buy: etree._Element | None, flags: Flags) -> str | None:
    """In-stock, sold-out… from stock-named elements, else from the add-to-cart control."""
    for node in nodes[:30]:
        _, noise, hidden = flags.inherited(node)
        if noise or hidden or _in_option(node):
            continue
        state = stock_from_text(text_of(node)[:200])
        if state:
            return state
    if buy is not None:
        label = text_of(buy) or (buy.get("value") or "")
        state = stock_from_text(label[:100])
        if state in ("out_of_stock", "preorder"):
            return state
        if buy.get("disabled") is not None or "disabled" in (buy.get("class") or "").split():
            return "out_of_stock" if state is None else state
        if any(word in label for word in _ADD_WORDS):
            return "in_stock"  # an active add-to-cart button: the shop takes orders now
    return None


def _in_option(node: etree._Element) -> bool:
    """True inside a variant picker: "Variant sold out" there speaks of another variant."""
    for anc in node.iterancestors():
        if anc.tag in ("label", "fieldset", "option", "select"):
            return True
        if anc.tag in ("form", "main", "body"):
            return False
    return False
