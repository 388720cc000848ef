"""Prices split across markup: a bare text beside other prices, a number spread over spans."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator

from lxml import etree

from crawler.extract.cues import _INSTALMENT
from crawler.extract.marks import text_of
from crawler.extract.money import PriceToken, find_prices
from crawler.extract.pricetext import _BLOCK, price_text
from crawler.extract.tree import at_most, sole_wrapper

Parsed = tuple[str, PriceToken, bool]
# (element the price belongs to, its text and token, the label before it and the text after)
Piece = tuple[etree._Element, Parsed, tuple[str, str]]
_MAX_RUN = 4
_NUMBER_CHARS = ",.–-' \u00a0\u202f\u066b\u066c"  # (and Arabic's decimal and thousands marks)


def tail_prices(
    tails: list[tuple[etree._Element, etree._Element, str]],
    parse: Callable[[str], Parsed | None],
    max_text: int,
) -> Iterator[Piece]:
    """ "<div>…<span>Sale Price:</span>$38.00 <span class=original>$45.00</span></div>": the
    bare text after a child, read alone and labelled by that child, when the whole element
    holds several prices."""
    for parent, child, tail in tails:
        if len(tail) > max_text:
            continue
        got = parse(" ".join(tail.split()))
        if got is None or not got[2]:
            continue
        nxt = child.getnext()
        yield parent, got, (_label(text_of(child)), text_of(nxt) if nxt is not None else "")


def run_price(sign: etree._Element, parse: Callable[[str], Parsed | None]) -> Piece | None:
    """ "<span>599</span><span>,–</span> <span>€</span>": the sibling spans next to a lone
    currency sign read as one price, when their parent holds more than that price."""
    run = _run(sign, before=True)
    nodes = [*run, sign] if run else [sign, *_run(sign, before=False)]
    if len(nodes) == 1 and (lifted := _lifted(sign)) is not sign:
        # "<font><b>548</b></font><font><b>円</b></font>": the sign alone in its wrapper,
        # the digits in the wrapper's sibling
        sign = lifted
        run = _run(sign, before=True)
        nodes = [*run, sign] if run else [sign, *_run(sign, before=False)]
    if len(nodes) == 1:
        return None
    holder = etree.Element("span")
    for node in nodes:
        holder.append(copy.deepcopy(node))
    holder[-1].tail = None
    got = parse(price_text(holder, 80))
    if got is None or not got[2]:
        return None
    first, last = nodes[0], nodes[-1]
    prev, nxt = first.getprevious(), last.getnext()
    label = _label(text_of(prev)) if prev is not None and isinstance(prev.tag, str) else ""
    after = (last.tail or "").strip() or (text_of(nxt) if nxt is not None else "")
    return first, got, (label, after)


def _lifted(sign: etree._Element) -> etree._Element:
    """The inline wrapper (up to two levels) that holds nothing but ``sign``."""
    return sole_wrapper(sign, 2, lambda tag: tag not in _BLOCK)


def _run(sign: etree._Element, before: bool) -> list[etree._Element]:
    """Inline siblings that print digits, directly before (or after) the sign."""
    out: list[etree._Element] = []
    edge, node = sign, sign.getprevious() if before else sign.getnext()
    while node is not None and len(out) < _MAX_RUN:
        if not isinstance(node.tag, str) or node.tag in _BLOCK or not at_most(node, 2):
            break
        text = text_of(node)
        if not text or len(text) > 12 or not all(c.isdigit() or c in _NUMBER_CHARS for c in text):
            break  # only pieces of a number: "599", ",–", ".50"
        if ((node if before else edge).tail or "").strip():
            break  # words between the pieces: not one number
        out.append(node)
        edge, node = node, node.getprevious() if before else node.getnext()
    if before:
        out.reverse()
    return out if any(any(c.isdigit() for c in text_of(n)) for n in out) else []


def _label(text: str) -> str:
    """The text as a label, or "" when it is another price ("UVP 749,00 €" before "599,–"),
    unless that price is an instalment's ("<b>4 x 103,50 €</b> (frais inclus, soit 414,00 €)":
    the plan's total follows it, and the instalment's words label it)."""
    if any(t.symbol or t.groups[4] for t in find_prices(text[-30:])):
        return text[-30:] if _INSTALMENT.search(text[-30:]) else ""
    return text
