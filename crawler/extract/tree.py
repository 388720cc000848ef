"""Counting an element's children without counting them all; an element's bare wrappers."""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice

from lxml import etree


def at_most(el: etree._Element, n: int) -> bool:
    """``len(el) <= n``, reading at most n + 1 children.

    lxml counts children by walking them, so ``len(parent)`` asked once per price under a
    listing's container of 60,000 cards makes a page's time grow with the square of its size.
    """
    return next(islice(iter(el), n, None), None) is None


def sole_wrapper(el: etree._Element, levels: int, wraps: Callable[[str], bool]) -> etree._Element:
    """The outermost ancestor, ``levels`` up at most, that holds nothing but ``el``: each one
    up has a tag ``wraps`` accepts, that one child and no text of its own around it."""
    node = el
    for _ in range(levels):
        parent = node.getparent()
        if (
            parent is None
            or not wraps(parent.tag)
            or not at_most(parent, 1)
            or (parent.text or "").strip()
            or (node.tail or "").strip()
        ):
            break
        node = parent
    return node
