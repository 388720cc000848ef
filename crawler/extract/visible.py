"""Reads the prices a shopper sees: price-like text near the title and buy button, minus noise.

Excluded: crossed-out prices (<s>, <del>, line-through, "was", "UVP", "statt"), instalments
("/mo", "4 payments of"), "from" teasers, shipping, unit prices, and every price inside
recommendation, cart, header, footer or navigation blocks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from lxml import etree

from crawler.extract.cues import (
    _BUTTON_WORDS,
    _BUY_CLASS,
    _BUY_TAGS,
    _DIGIT,
    _FROM,
    _INSTALMENT,
    _NET,
    _NOISE_BLOCK,
    _NOISE_TAGS,
    _ON_REQUEST,
    _SCRIPT_PRICE,
    _SCRIPTS,
    _SHIPPING,
    _SIGN_RE,
    _SKIP_TAGS,
    _STRUCK_CLASS,
    _UNIT,
    _WAS_TEXT,
)
from crawler.extract.money import PriceToken, find_prices
from crawler.extract.stock import stock_from_text


@dataclass
class _Walk:
    """Everything scan() needs from one pass over the elements (XPath is slower here)."""

    h1: etree._Element | None = None
    price_elements: list[etree._Element] = field(default_factory=list)
    sign_texts: list[tuple[etree._Element, str]] = field(default_factory=list)
    stock_elements: list[etree._Element] = field(default_factory=list)
    buy: etree._Element | None = None


_ITEMPROP_PRICE = etree.XPath("//body//*[@itemprop='price']")


def _walk(root: etree._Element) -> _Walk:
    w = _Walk()
    body = root.find("body")
    if body is None:
        return w
    digit, sign, skip = _DIGIT.search, _SIGN_RE.search, _SKIP_TAGS
    prices, stocks, texts = w.price_elements, w.stock_elements, w.sign_texts
    for el in body.iter():
        tag = el.tag
        if tag.__class__ is not str or tag in skip:
            continue
        if tag == "h1" and w.h1 is None:
            w.h1 = el
        cls = el.get("class")
        if w.buy is None and tag in _BUY_TAGS and _is_buy(el, tag, cls):
            w.buy = el
        if cls:
            if "price" in cls or "Price" in cls:
                prices.append(el)
            if "stock" in cls or "Stock" in cls or "availab" in cls:
                stocks.append(el)
        ident = el.get("id")
        if ident and ("price" in ident or "Price" in ident):
            prices.append(el)
        text = el.text
        if text and digit(text) and sign(text):
            texts.append((el, text))
        tail = el.tail
        if tail and digit(tail) and sign(tail):
            parent = el.getparent()
            if parent is not None:
                texts.append((parent, tail))
    prices.extend(_ITEMPROP_PRICE(root))
    return w


def _is_buy(el: etree._Element, tag: str, cls: str | None) -> bool:
    """The add-to-cart control: by class, name or (for buttons) its label in several languages."""
    low = (cls or "").lower() + " " + (el.get("id") or "").lower()
    if any(c in low for c in _BUY_CLASS):
        return True
    if tag == "a":
        return False
    if tag == "input" and el.get("type") != "submit":
        return False
    if "add" in (el.get("name") or ""):
        return True
    label = el.get("value") or "".join(el.itertext())
    return any(word in label for word in _BUTTON_WORDS)


_MAX_TEXT = 120


@dataclass
class Seen:
    """One visible price with the features that score it."""

    token: PriceToken
    text: str
    score: float
    struck: bool
    noise: bool
    near_title: int | None  # levels up to the common ancestor with the title (small = near)


@dataclass
class Visible:
    """What a shopper sees: the main price candidate, every shown amount, crossed-out ones."""

    main: Seen | None = None
    confidence: float = 0.0
    shown: list[Seen] = field(default_factory=list)
    struck: list[Seen] = field(default_factory=list)
    regular: Seen | None = None
    stock: str | None = None
    title: str = ""
    reason: str | None = None

    def shows(self, amount: Decimal, exp: int = 2) -> bool:
        return any(s.token.amount(exp) == amount for s in self.shown)

    def crossed(self, amount: Decimal, exp: int = 2) -> bool:
        return any(s.token.amount(exp) == amount for s in self.struck)


def _text(el: etree._Element) -> str:
    if not isinstance(el.tag, str):
        return ""
    return " ".join("".join(el.itertext()).split())


def _levels(el: etree._Element) -> dict[etree._Element, int]:
    out = {el: 0}
    for i, anc in enumerate(el.iterancestors(), start=1):
        out[anc] = i
    return out


def _distance(el: etree._Element, anchor: dict[etree._Element, int] | None) -> int | None:
    if anchor is None:
        return None
    node, up = el, 0
    while node is not None:
        if node in anchor:
            return up + anchor[node]
        node = node.getparent()
        up += 1
    return None


class _Flags:
    """Per-page memo of which elements sit in noise blocks or crossed-out markup."""

    def __init__(self) -> None:
        self.memo: dict[etree._Element, tuple[bool, bool]] = {}

    def inherited(self, el: etree._Element | None) -> tuple[bool, bool]:
        """(struck, noise) from the element's tag, class and style and its ancestors'."""
        chain = []
        node = el
        while node is not None and node not in self.memo:
            chain.append(node)
            node = node.getparent()
        struck, noise = self.memo.get(node, (False, False)) if node is not None else (False, False)
        for n in reversed(chain):
            tag = n.tag if isinstance(n.tag, str) else ""
            if tag in ("body", "html"):
                self.memo[n] = (False, False)
                continue
            if tag in ("s", "del", "strike") or "line-through" in (n.get("style") or ""):
                struck = True
            elif tag in _NOISE_TAGS:
                noise = True
            if not noise and _NOISE_BLOCK.search(
                (n.get("class") or "") + " " + (n.get("id") or "")
            ):
                noise = True
            self.memo[n] = (struck, noise)
        return struck, noise

    def flags(self, el: etree._Element) -> tuple[bool, bool]:
        struck, noise = self.inherited(el)
        node, depth = el, 0
        while node is not None and depth < 3 and not struck:
            # A was/compare class marks only the price itself or its close wrapper.
            if _STRUCK_CLASS.search((node.get("class") or "") + " " + (node.get("id") or "")):
                struck = True
            node, depth = node.getparent(), depth + 1
        return struck, noise


def _around(text: str, token: PriceToken) -> tuple[str, str]:
    """Text before and after the number, without the currency sign that belongs to it."""
    before, after = text[: token.start].rstrip(), text[token.end :].lstrip()
    sym = token.symbol or ""
    if sym and before.endswith(sym):
        before = before[: -len(sym)]
    elif sym and after.startswith(sym):
        after = after[len(sym) :]
    return before, after[:30]


def _label_before(el: etree._Element, before: str) -> str:
    """Own text before the price, or a short digit-free label just before the element."""
    if len(before.strip()) >= 3:
        return before[-40:]
    prev = el.getprevious()
    while prev is not None and not isinstance(prev.tag, str):
        prev = prev.getprevious()
    label = ""
    if prev is not None:
        label = _text(prev)[-25:]
    else:
        parent = el.getparent()
        if parent is not None and parent.text:
            label = parent.text[-25:]
    if any(c.isdigit() for c in label):
        return before
    return label + " " + before


def scan(root: etree._Element) -> Visible:
    """Score every visible price-like text; the best one near the title is the main price."""
    walk = _walk(root)
    h1 = walk.h1
    title = _text(h1) if h1 is not None else ""
    anchor_title = _levels(h1) if h1 is not None else None
    buy = walk.buy
    anchor_buy = _levels(buy) if buy is not None else None
    seen_els: set[etree._Element] = set()
    shown: list[Seen] = []
    struck_list: list[Seen] = []
    elsewhere: set[Decimal | None] = set()
    flags = _Flags()
    hits: list[tuple[etree._Element, str | None]] = [(e, None) for e in walk.price_elements]
    hits.extend(walk.sign_texts)
    for el, hit in hits:
        if el in seen_els:
            continue
        seen_els.add(el)
        if len(elsewhere) >= 4 and flags.inherited(el)[1]:
            continue  # enough to call it a listing; other products' prices need no parsing
        text = _text(el)
        if not text or len(text) > _MAX_TEXT:
            if hit is not None and len(hit) <= _MAX_TEXT:
                text = " ".join(hit.split())
            else:
                continue
        tokens = find_prices(text)
        signed = [t for t in tokens if t.symbol]
        if len(signed) > 1 or (not signed and len(tokens) != 1):
            continue
        token = signed[0] if signed else tokens[0]
        cls = ((el.get("class") or "") + " " + (el.get("id") or "")).lower()
        if not signed and "price" not in cls and el.get("itemprop") != "price":
            continue
        struck, noise = flags.flags(el)
        if noise:
            elsewhere.add(token.amount(2))
            continue
        own_before, after = _around(text, token)
        before = _label_before(el, own_before)
        if _WAS_TEXT.search(before):
            struck = True
        skip = bool(
            _INSTALMENT.search(before + " " + after)
            or _FROM.search(before)
            or _SHIPPING.search(before[-25:] + " " + after)
            or _UNIT.search(after)
        )
        d_title = _distance(el, anchor_title)
        d_buy = _distance(el, anchor_buy)
        score = 0.0
        if "price" in cls or el.get("itemprop") == "price":
            score += 1.0
        if re.search(r"sale|current|final|now|special|actual|offer|selling|our", cls):
            score += 0.3
        if signed:
            score += 0.5
        if d_title is not None:
            score += max(0.0, 2.0 - 0.25 * max(0, d_title - 2))
        if d_buy is not None:
            score += max(0.0, 1.0 - 0.15 * max(0, d_buy - 2))
        if _NET.search(after) or _NET.search(before[-15:]):
            score -= 0.8
        seen = Seen(token, text, score, struck, noise, d_title)
        if struck:
            struck_list.append(seen)
        elif not skip:
            shown.append(seen)
    vis = Visible(shown=shown, struck=struck_list, title=title)
    _choose_main(vis, has_title=h1 is not None)
    if vis.main is None and not shown and len(elsewhere) >= 4:
        vis.reason = "multiple_products"  # only other products' prices: a listing page
    vis.stock = _stock(walk.stock_elements, buy, flags)
    if vis.main is None:
        vis.reason = _why_none(root, vis)
    return vis


def _choose_main(vis: Visible, has_title: bool) -> None:
    if not vis.shown:
        return
    best_by_amount: dict[Decimal | None, Seen] = {}
    for s in vis.shown:
        key = s.token.amount(2)
        if key not in best_by_amount or s.score > best_by_amount[key].score:
            best_by_amount[key] = s
    ranked = sorted(best_by_amount.values(), key=lambda s: -s.score)
    best = ranked[0]
    runner = ranked[1].score if len(ranked) > 1 else None
    if runner is not None and best.score - runner < 0.5:
        vis.reason = "conflicting_prices" if len(ranked) < 4 else "multiple_products"
        return
    if len(ranked) >= 4 and (best.near_title is None or best.near_title > 6):
        vis.reason = "multiple_products"
        return
    conf = 0.35 + 0.1 * min(best.score, 4.5)
    if not has_title:
        conf -= 0.15
    vis.main, vis.confidence = best, round(min(conf, 0.85), 2)
    exp_amount = best.token.amount(2)
    above = [
        s
        for s in vis.struck
        if (a := s.token.amount(2)) is not None and exp_amount is not None and a > exp_amount
    ]
    if above:
        # "statt 49,99" beats "UVP 59,99": the shop's own former price is the lower one.
        vis.regular = min(above, key=lambda s: s.token.amount(2) or Decimal(0))


def _stock(nodes: list[etree._Element], buy: etree._Element | None, flags: _Flags) -> str | None:
    for node in nodes[:20]:
        if flags.inherited(node)[1]:
            continue
        state = stock_from_text(_text(node)[:200])
        if state:
            return state
    if buy is not None:
        label = _text(buy) or (buy.get("value") or "")
        state = stock_from_text(label[:100])
        if state == "out_of_stock" or (buy.get("disabled") is not None and state is None):
            return "out_of_stock"
    return None


def _why_none(root: etree._Element, vis: Visible) -> str:
    if vis.reason:
        return vis.reason
    body = root.find("body")
    body_text = body.text_content() if body is not None else ""
    if _ON_REQUEST.search(body_text[:1_000_000]):
        return "price_on_request"
    for script in _SCRIPTS(root)[:200]:
        if _SCRIPT_PRICE.search(script[:500_000]):
            return "price_in_script"
    return "no_price_found"
