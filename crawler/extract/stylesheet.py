"""The elements a page's own stylesheet crosses out: ``<style>`` rules with line-through.

Shops cross out a former price with a class their stylesheet draws ("<span class=x477xj6>"
beside ".x477xj6{text-decoration:line-through}"), hashed or named in any language. The page
a browser rendered keeps its ``<style>`` elements: their rules that set ``text-decoration``
(or ``text-decoration-line``) to line-through are matched against the tree, as a browser
would, and a later or more specific rule setting it to none takes the line away again.

Rules on a pseudo-element (``::before``) or a state (``:hover``) draw no line on the text a
shopper reads and are left out. External stylesheets are not fetched: a page read from
bytes alone knows its inline rules only.
"""

from __future__ import annotations

import re

from cssselect import HTMLTranslator, SelectorError, parse
from cssselect.parser import Class, CombinedSelector, Hash, Negation, Pseudo
from lxml import etree

# The value of the property, up to the end of the declaration.
_DECORATION = re.compile(r"text-decoration(?:-line)?\s*:\s*([^;{}]*)", re.I)
_COMMENT = re.compile(r"/\*.*?\*/", re.S)
# Bounds for a hostile page: this many rules, selectors and characters of style are read.
_MAX_RULES = 60
_MAX_SELECTORS = 120
_MAX_STYLE = 4_000_000
_MAX_TEXT = 80  # characters of an element crossed out as a price
_TRANSLATOR = HTMLTranslator()
_XPATHS: dict[str, etree.XPath | None] = {}
# plain strings: no link back to each element (several times faster on a big page)
_CLASS_VALUES = etree.XPath("//@class", smart_strings=False)
_ID_VALUES = etree.XPath("//@id", smart_strings=False)


def struck_by_stylesheet(root: etree._Element) -> frozenset[etree._Element]:
    """The elements the page's ``<style>`` rules draw with a line through (their
    descendants inherit the line: the caller passes it down)."""
    rules = _rules(root)
    if not any(through for _, through in rules):
        return frozenset()
    classes, ids = _names(root)
    # element -> ((specificity, order), through) of the strongest rule matching it
    best: dict[etree._Element, tuple[tuple[tuple[int, int, int], int], bool]] = {}
    order = 0
    selectors = 0
    for selector_text, through in rules:
        if selectors >= _MAX_SELECTORS:
            break
        try:
            parsed = parse(selector_text)
        except SelectorError:
            continue
        for sel in parsed[: _MAX_SELECTORS - selectors]:
            order += 1
            selectors += 1
            if sel.pseudo_element is not None or not _present(sel.parsed_tree, classes, ids):
                continue
            xpath = _xpath(sel)
            if xpath is None:
                continue
            rank = (sel.specificity(), order)
            try:
                matched = xpath(root)
            except etree.XPathError:
                continue
            for el in matched if isinstance(matched, list) else ():
                if isinstance(el, etree._Element):
                    held = best.get(el)
                    if held is None or rank >= held[0]:
                        best[el] = (rank, through)
    # A price's line, not a block's: a rule drawing one through a box of text or a page's
    # part is left out (no shop crosses out its product box).
    return frozenset(
        el
        for el, (_, through) in best.items()
        if through and len("".join(el.itertext())) <= _MAX_TEXT
    )


def _rules(root: etree._Element) -> list[tuple[str, bool]]:
    """(selector list, draws a line through) of every rule setting text-decoration, in
    source order; only pages with at least one line-through rule need the rest."""
    out: list[tuple[str, bool]] = []
    budget = _MAX_STYLE
    for style in root.iter("style"):
        css = style.text or ""
        if not css or "text-decoration" not in css:
            continue
        css = css[:budget]
        budget -= len(css)
        if "/*" in css:
            css = _COMMENT.sub("", css)
        for m in _DECORATION.finditer(css):
            value = m.group(1).lower()
            through = "line-through" in value
            if not through and not value.strip().startswith("none"):
                continue  # underline, a colour: says nothing of a line through
            brace = css.rfind("{", 0, m.start())
            if brace < 0 or css.rfind("}", 0, m.start()) > brace:
                continue  # not inside a rule's block
            start = max(
                css.rfind("}", 0, brace), css.rfind("{", 0, brace), css.rfind(";", 0, brace)
            )
            selector = css[start + 1 : brace].strip()
            if not selector or selector.startswith("@"):
                continue  # "@font-face{…}", "@page{…}"
            out.append((selector, through))
            if len(out) >= _MAX_RULES:
                return out
        if budget <= 0:
            break
    return out


def _names(root: etree._Element) -> tuple[set[str], set[str]]:
    """Every class and id the page's elements carry: a rule naming another matches nothing
    (most of a theme's rules), and needs no search of the tree."""
    classes: set[str] = set()
    for value in _CLASS_VALUES(root):
        classes.update(value.split())
    return classes, set(_ID_VALUES(root))


def _present(tree: object, classes: set[str], ids: set[str]) -> bool:
    """False when the selector needs a class or id no element has (outside a :not())."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, Class):
            if node.class_name not in classes:
                return False
            stack.append(node.selector)
        elif isinstance(node, Hash):
            if node.id not in ids:
                return False
            stack.append(node.selector)
        elif isinstance(node, CombinedSelector):
            stack.extend((node.selector, node.subselector))
        elif isinstance(node, (Pseudo, Negation)):
            stack.append(node.selector)
        elif hasattr(node, "selector"):
            stack.append(node.selector)  # attribute, function: the part they qualify
    return True


def _xpath(sel: object) -> etree.XPath | None:
    """The compiled XPath of one selector, None for one that only matches in a state
    (:hover, :focus, :checked) or that cssselect cannot read."""
    key = repr(sel)
    if key in _XPATHS:
        return _XPATHS[key]
    try:
        compiled: etree.XPath | None = etree.XPath(
            _TRANSLATOR.selector_to_xpath(sel, prefix="descendant-or-self::")  # type: ignore[arg-type]
        )
    except (SelectorError, etree.XPathSyntaxError):
        compiled = None
    if len(_XPATHS) > 10_000:
        _XPATHS.clear()
    _XPATHS[key] = compiled
    return compiled
