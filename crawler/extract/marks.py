"""What surrounds a visible price: struck, noise or hidden ancestors, labels before and after."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from decimal import Decimal
from itertools import islice
from typing import TYPE_CHECKING

from lxml import etree

from crawler.extract.cues import (
    _MEMBER,
    _NOISE_BLOCK,
    _NOISE_TAGS,
    _REGULAR_WORDS,
    _STRUCK_CLASS,
)
from crawler.extract.money import PriceToken, find_prices, worded
from crawler.extract.pricetext import SCREEN_READER, is_hidden, price_text
from crawler.extract.tree import at_most

if TYPE_CHECKING:
    from crawler.extract.visible import Seen


def text_of(el: etree._Element) -> str:
    if not isinstance(el.tag, str):
        return ""
    return " ".join("".join(el.itertext()).split())


def page_href(a: etree._Element) -> str | None:
    """The link's target when it leads to another page (not "#…", not a script), else None."""
    href = (a.get("href") or "").strip()
    return href if href and not href.startswith(("#", "javascript:")) else None


def text_upto(el: etree._Element, limit: int) -> str:
    """text_of(el) when it is at most ``limit`` characters long, else its first ``limit`` + 1
    or so: read lazily, so a check of a box's length costs no more than the box's start
    (an ancestor may be the whole page)."""
    if not isinstance(el.tag, str):
        return ""
    parts: list[str] = []
    size = 0
    for piece in el.itertext():
        parts.append(piece)
        size += len(piece)
        if size > limit * 2 + 200:  # enough left after collapsing whitespace
            break
    return " ".join("".join(parts).split())[: limit + 1]


_CLEAR = (False, False, False)
# The calculator words of _NOISE_BLOCK (a quantity calculator's totals are no price)
_CALC_WORD = re.compile(
    r"(?<!installment)(?<!instalment)calculator|rechner|beregner|kalkulator|calculadora|"
    r"calcolatore|(?<![a-z])calc(?![a-z])",
    re.I,
)


def _calculates(node: etree._Element) -> bool:
    """True when a block holds a field to calculate with (an input or a select)."""
    return next(node.iter("input", "select"), None) is not None


_DRAWN_TEMPLATE = ("shadowroot", "x-", "v-", ":", "@")
_STRUCK_TAGS = {"s", "del", "strike"}


# A CSS module's class: the module, the local name and a hash ("ProductCard_title__Lm8xQ", or a
# shorter hash: "ProductCard_prices__LL4")
_CSS_MODULE = re.compile(r"([A-Za-z][A-Za-z0-9]*)_([A-Za-z0-9-]+)__[A-Za-z0-9_-]+$")


def _block_name(token: str) -> str | None:
    """The block a class token of the title's box names: a BEM block ("product-card"), or a
    CSS module ("ProductCard" of "ProductCard_title__Lm8xQ"); None for a BEM element."""
    if "__" not in token:
        return token
    module = _CSS_MODULE.match(token)
    return module.group(1) if module is not None else None


class Flags:
    """Per-page memo of which elements sit in noise blocks, hidden or crossed-out markup."""

    def __init__(
        self, protect: set[etree._Element] | frozenset[etree._Element] = frozenset()
    ) -> None:
        self.memo: dict[etree._Element, tuple[bool, bool, bool]] = {}
        # The title's ancestors are never noise: a block holding the page's <h1> holds its
        # product, whatever its class says ("product--thumbnail_slider", "product-card").
        self.protect = protect
        # BEM: "product-card__prices" is part of the block "product-card"; when that block
        # holds the title, its parts are the product's too, not some other product's card.
        # So for CSS modules: "ProductCard_article__B2k9s" is part of the module "ProductCard"
        # whose "ProductCard_title__Lm8xQ" is the title.
        self.blocks = {
            block
            for n in protect
            if isinstance(n.tag, str)
            for token in (n.get("class") or "").split()
            if (block := _block_name(token)) is not None
        }
        # ... and a title named as a BEM element of a block ("<h1 class=product-card__title>"
        # in "<div class=product-card__info>"): that block's elements are read by their own
        # names ("product-card__price" is a price, "product-card__related-note" still names
        # noise), though a bare "product-card" elsewhere is another's card
        self.parts = {
            token.split("__", 1)[0]
            for n in protect
            if isinstance(n.tag, str) and n.tag in ("h1", "h2")
            for token in (n.get("class") or "").split()
            if "__" in token and _CSS_MODULE.match(token) is None
        }
        self.names: dict[str, bool] = {}
        # the class strings that name a block noise only as a calculator ("Calc_table"): noise
        # only where the block holds a field to calculate with (see _calculates)
        self.calc_names: set[str] = set()
        # The noise flag of every element in memo, and of some whose other flags are not
        # worked out (see known_noise).
        self.noise_of: dict[etree._Element, bool] = {}

    def inherited(self, el: etree._Element | None) -> tuple[bool, bool, bool]:
        """(struck, noise, hidden) from the element's tag, class and style and its ancestors'."""
        memo = self.memo
        chain = []
        node = el
        start = None
        while node is not None:
            start = memo.get(node)
            if start is not None:
                break
            chain.append(node)
            node = node.getparent()
        struck, noise, hidden = start or _CLEAR
        protect, names, noise_of = self.protect, self.names, self.noise_of
        for n in reversed(chain):
            tag = n.tag  # a function for comments: equal to no tag name below
            if tag == "body" or tag == "html":
                memo[n] = _CLEAR
                noise_of[n] = False
                continue
            # One look at the attribute names spares the lookups of absent attributes.
            keys = n.keys()
            if keys:
                cls = n.get("class") if "class" in keys else None
                ident = n.get("id") if "id" in keys else None
                style = (n.get("style") or "") if "style" in keys else ""
            else:
                cls = ident = None
                style = ""
            if (
                tag in _STRUCK_TAGS
                or "line-through" in style
                or (
                    len(keys) > 1
                    and (
                        ("data-a-strike" in keys and n.get("data-a-strike") == "true")
                        or ("data-price-type" in keys and n.get("data-price-type") == "oldPrice")
                    )
                )
            ):
                struck = True
            elif tag in _NOISE_TAGS and n not in protect:
                noise = True
            if tag == "template" and not any(k.startswith(_DRAWN_TEMPLATE) for k in keys):
                # a fragment for scripts, never drawn; a declarative shadow root is drawn, and
                # so is a template a front-end framework renders ("x-if", "v-if", ":key")
                hidden = True
            if not noise and (cls or ident) and n not in protect:
                name = (cls or "") + " " + (ident or "")
                known = names.get(name)
                if known is None:
                    # Grids repeat one class string hundreds of times: match it once.
                    text = name
                    if "__" in name and (self.blocks or self.parts):
                        text = " ".join(self._own_part(t) for t in name.split())
                    text = text.replace("_", "-")
                    known = names[name] = bool(_NOISE_BLOCK.search(text))
                    if known and _NOISE_BLOCK.search(_CALC_WORD.sub(" ", text)) is None:
                        self.calc_names.add(name)
                # (a price's breakdown classed as a calculation, with no field to calculate
                # with: "<table class=Calc_table><tr><td>Gold 25.60 g × S$118.50</td>…")
                noise = known and (name not in self.calc_names or _calculates(n))
            if not hidden and "inert" in keys and n not in protect:
                # a closed drawer or dialog ("<aside id=mini-cart aria-hidden=true inert>"):
                # nothing in it is drawn for the shopper (not the product's own box, should a
                # dialog in front make the page behind it inert)
                hidden = True
            if not hidden and (
                "hidden" in keys
                or (style and ("none" in style or "hidden" in style))
                or (cls and ("hid" in cls or "none" in cls))
            ):
                hidden = is_hidden(n)
            memo[n] = (struck, noise, hidden)
            noise_of[n] = noise
        return struck, noise, hidden

    def _own_part(self, token: str) -> str:
        """A class token as it names noise: nothing for a part of a BEM block that holds the
        title, the local name alone for a class of the title's CSS module (its "bundleNote",
        not its "ProductCard")."""
        block, _, part = token.partition("__")
        if block in self.blocks:
            return ""
        if part and block in self.parts:
            return part  # ("product-card__price-eur": "price-eur"; "pdp__tile-price" a tile's)
        module = _CSS_MODULE.match(token)
        if module is not None and module.group(1) in self.blocks:
            return module.group(2)
        return token

    def known_noise(self, el: etree._Element) -> bool:
        """True when the nearest element already looked at, ``el`` or an ancestor, is noise:
        then ``el`` is too (noise passes down), learnt without a look at the ones between."""
        noise_of = self.noise_of
        node = el
        passed = []
        while node is not None:
            known = noise_of.get(node)
            if known is not None:
                if known:
                    for n in passed:
                        noise_of[n] = True  # the next card's price stops at its own box
                return known
            passed.append(node)
            node = node.getparent()
        return False

    def flags(self, el: etree._Element, lenient: bool = False) -> tuple[bool, bool, bool]:
        """inherited(), with a was/compare class of the price or its close wrappers counted
        as crossed out; ``lenient`` leaves out the ambiguous "regular" class."""
        struck, noise, hidden = self.inherited(el)
        node, depth = el, 0
        while node is not None and depth < 3 and not struck:
            # A was/compare class marks only the price itself or its close wrapper;
            # "with-list-price", "has-discount" describe a wrapper that holds both prices.
            # (not a box that holds the title: "<div class='line-through grid'><h1>…" is no
            # price's wrapper, whatever utility classes it carries)
            struck = node not in self.protect and _struck_named(_classes(node), lenient)
            node, depth = node.getparent(), depth + 1
        return struck, noise, hidden


@functools.lru_cache(maxsize=4096)
def _struck_named(classes: str, lenient: bool) -> bool:
    """flags()'s test of one element's classes (_classes): a page repeats a few dozen."""
    names = _own_classes(classes)
    if lenient:
        names = _REGULAR_WORDS.sub(" ", names)
    return _STRUCK_CLASS.search(names) is not None


def _classes(node: etree._Element) -> str:
    # BEM "block__was-price": "_" is a word character, "-" lets \b see the word.
    return ((node.get("class") or "") + " " + (node.get("id") or "")).replace("_", "-")


_STATE_WORDS = ("with", "has", "is-", "show")


def _own_classes(classes: str) -> str:
    out = []
    for token in classes.split():
        if token.startswith(_STATE_WORDS) or "-with-" in token or "-has-" in token:
            # (and after a prefix: Shopware's "cms-element-with-list-price")
            continue
        block, _, modifier = token.rpartition("--")
        # BEM "sellingPrice--hasListPrice": a state of the element ("has a list price
        # beside it"), not what the element is.
        out.append(block if block and modifier.lower().startswith(_STATE_WORDS) else token)
    return " ".join(out)


def around(text: str, token: PriceToken) -> tuple[str, str]:
    """Text before and after the number, without the currency sign that belongs to it."""
    before, after = text[: token.start].rstrip(), text[token.end :].lstrip()
    sym = token.symbol or ""
    if (
        sym
        and before.endswith(sym)
        # (not the end of a word: "와우회원 84,550원", whose sign follows the number)
        and not (sym[0].isalpha() and before[: -len(sym)][-1:].isalpha())
    ):
        before = before[: -len(sym)]
    elif sym and after.startswith(sym):
        after = after[len(sym) :]
        if sym[-1].isalpha() and after.startswith(".") and not after[1:2].isalnum():
            after = after[1:]  # the sign's abbreviating dot ("7,11 лв. / 1 г": "лв." the lev)
        # "From $39.00 AUD": the code after the number, the shop's sign still before it
        before = _SIGN_TAIL.sub("", before).rstrip()
    elif sym:
        before = _SIGN_TAIL.sub("", before)  # "US $" for USD, "C $" for CAD
    return before, after[:30]


_SIGN_TAIL = re.compile(r"(?:(?<![A-Za-z])[A-Z]{1,3}\s?)?[$€£¥₹]\s*$")


def _element_before(el: etree._Element) -> etree._Element | None:
    """The element before ``el``, past comments and screen-reader text that restates prices
    ("<span class=screen-reader-text>Price range: $25.00 through $500.00</span>"): it
    repeats for the blind what the eye reads from the elements around it."""
    prev = el.getprevious()
    while prev is not None and (
        not isinstance(prev.tag, str) or _restates(prev) or _unseen_field(prev)
    ):
        prev = prev.getprevious()
    return prev


def _unseen_field(el: etree._Element) -> bool:
    """A hidden form field or a tag that draws nothing, with no text after it ("<input
    type=hidden name=delivery_cost_prepaid><strong>3,000원</strong>")."""
    if (el.tail or "").strip():
        return False
    return el.tag in _UNDRAWN or (el.tag == "input" and (el.get("type") or "").lower() == "hidden")


def _restates(el: etree._Element) -> bool:
    """Screen-reader text holding a price: it restates prices (not a label, "Sale price",
    "Price per 100g", which names the price after it for the eye too)."""
    return bool(SCREEN_READER.search(el.get("class") or "")) and any(
        t.symbol for t in find_prices(text_of(el))
    )


def _labels_follow(el: etree._Element, prev: etree._Element) -> bool:
    """True when screen-reader labels come after their prices ("<span>₩79,000</span><span
    class=sr-only>Regular Price</span><span>₩59,000</span><span class=sr-only>Sale Price
    </span>", as Wix writes them): the label before ``el`` is the price's before it."""
    after = el.getnext()
    return (
        not (prev.tail or "").strip()
        and after is not None
        and _sr_label(prev)
        and _sr_label(after)
        and (first := prev.getprevious()) is not None
        and any(c.isdigit() for c in text_of(first))
    )


def sr_label_after(el: etree._Element) -> str:
    """The screen-reader label right after the price, where labels follow their prices
    (a price, its label, another price and its label: see _labels_follow), else ""."""
    label = el.getnext()
    if label is None or (el.tail or "").strip() or not _sr_label(label):
        return ""
    then = label.getnext()
    if then is None or not any(c.isdigit() for c in text_of(then)):
        return ""
    last = then.getnext()
    return text_of(label) if last is not None and _sr_label(last) else ""


def _sr_label(el: etree._Element) -> bool:
    return (
        isinstance(el.tag, str)
        and bool(SCREEN_READER.search(el.get("class") or ""))
        and not any(c.isdigit() for c in text_of(el))
    )


_HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
_UNDRAWN = {"meta", "link", "script", "style", "template", "noscript"}


_OWN_VALUE = re.compile(r"[:：]\s*[^\s\d:：][^\d:：]{1,}$")


_COUNT = re.compile(r"\(\s*\d+\s*\)")
# Longer than any label a price has before it ("Unverbindliche Preisempfehlung des Herstellers:")
_LABEL_MAX = 150


def row_label(el: etree._Element) -> str:
    """The label cell of the table row whose value cell holds ``el`` (at most three levels
    up): a short text ending in a colon, or an empty string."""
    node: etree._Element | None = el
    for _ in range(4):
        if node is None or node.tag in ("tr", "table", "body"):
            return ""
        if node.tag == "td":
            break
        node = node.getparent()
    else:
        return ""
    prev = node.getprevious()
    if prev is None or prev.tag not in ("td", "th") or prev.getprevious() is not None:
        return ""
    text = " ".join(text_of(prev).split())
    return text if 2 <= len(text) <= 30 and text.endswith((":", "：")) else ""


def label_before(el: etree._Element, before: str) -> str:
    """Own text before the price, or a short label just before the element.

    The label may sit up to two levels higher ("<span>Was: <span class=price>…</span></span>")
    but never in a heading, and never past another price standing between it and this one.
    """
    if len(before.strip()) >= 3:
        # (the row's label cell before the price's cell: "<td>ผ่อน 0%:</td><td>10 เดือน
        # เดือนละ ฿899</td>", "<td>Bolti ár:</td><td>194 990 Ft (…)</td>")
        cell = row_label(el)
        return f"{cell} | {before[-40:]}" if cell else before[-40:]
    node = el
    for _ in range(3):
        prev = _element_before(node)
        parent = node.getparent()
        if prev is not None:
            if prev.tag in _HEADINGS or (node is el and _labels_follow(el, prev)):
                return before
            tail = (prev.tail or "").strip()
            if not tail and node is el and text_of(prev).strip() == text_of(el).strip():
                # the price's twin before it ("<span class=a-offscreen>$45.99</span><span
                # aria-hidden=true>$45.99</span>"): both have the label before the twin
                node = prev
                continue
            whole = tail if tail else text_of(prev)
            if not tail and len(whole) > _LABEL_MAX:
                # an element of content before the price's box (a column of bullets, a
                # description), not a label: its last words say nothing of the price (loose
                # text ending in a label still labels it: "… was <span>$89.00</span>")
                return before
            label = whole[-30:]
            if (
                not tail
                and len(whole) > 30
                and not whole.endswith((":", "："))
                and any(t.symbol for t in find_prices(whole[:-30]))
            ):
                # a block of another price and its words after it ("<div>Klubbpris <b>69
                # kr</b> <small>för medlemmar i Vildros Klubb</small></div>"): they are that
                # price's, not a label of this one
                return before
            if not tail and _trailing_member_label(prev, whole):
                return before
            if not tail and _OWN_VALUE.search(label):
                # "メーカー希望小売価格：オープン価格", "RRP: n/a": a label with its own value
                # after it speaks of that value, not of the price that follows.
                return before
        elif parent is not None and parent.text and parent.text.strip():
            label = parent.text.strip()[-30:]
        else:
            if parent is None or parent.tag in ("body", "html"):
                break
            node = parent
            continue
        # a count in brackets is no price: "New & Used (4) from <span>$45.99</span>"
        probe = _COUNT.sub(" ", label) if "(" in label else label
        if node is not el and label.rstrip().endswith((":", "：")):
            # a quantity is no price: "Per 100g:", "Single 100g pack:" in the cell before
            probe = _MEASURE_LABEL.sub(" ", probe)
        if (
            any(c.isdigit() for c in probe)
            and (node is not el or any(t.symbol or t.groups[4] for t in find_prices(probe)))
            # (a tier table's row label is one: "10–49 шт." in the cell before "79 руб.")
            and not _QUANTITY_ROW.match(label)
        ):
            return before  # another price, not a label ("statt 49,99 €" before "39,99 €")
        return label + " " + before
    return before


_INLINE_LABELS = frozenset({"span", "small", "em", "i", "sub", "sup"})
# A measure in a label ("100g", "1,5 l", "500 ml", "2 m²"): a quantity it speaks of
_MEASURE_LABEL = re.compile(
    r"\d+(?:[.,]\d+)?\s?(?:mg|g|gr|kg|ml|cl|dl|l|m|cm|mm|m²|m2|m³|oz|fl\.? ?oz|lb|lbs)(?![^\W\d_])",
    re.I,
)


def _trailing_member_label(prev: etree._Element, whole: str) -> bool:
    """True when ``prev`` is a member's or a wallet's label printed right after another
    price ("<ins>11 990 ₸</ins><span>с WB Кошельком</span><div><span>12 490 ₸</span>"): it
    names that price's condition, not this one's."""
    if prev.tag not in _INLINE_LABELS or len(whole) > 40 or whole.endswith((":", "：")):
        return False  # (a term of a list names the value after it: "<dt>적립금</dt><dd>…")
    if any(c.isdigit() for c in whole):
        return False
    if _MEMBER.search(whole) is None:
        return False
    first = _element_before(prev)
    return (
        first is not None
        and not (first.tail or "").strip()
        and any(t.symbol for t in find_prices(text_of(first)[-40:]))
    )


# A quantity tier's row label: "10–49 шт.", "от 50 шт.", "ab 10 Stk.", "1 - 9 pcs"
_QUANTITY_ROW = re.compile(
    r"^\s*(?:(?:от|від|od|ab|from|vanaf|dès|desde)\s*)?\d+\s*(?:[-–—]\s*\d+\s*)?"
    r"(?:шт|szt|ks|pcs|stk|st|db|stück|pieces|units|items)\.?\s*:?\s*$",
    re.I,
)


def text_after(el: etree._Element, after: str) -> str:
    """Own text after the price, else what follows the element (tail or next element's text),
    looking up to two levels higher when the price ends its parent ("<bdi>$10</bdi></span> –")."""
    if len(after.strip()) >= 2:
        return after
    node = el
    for _ in range(3):
        tail = (node.tail or "").strip()
        if tail:
            return (after + " " + tail).strip()[:40]
        nxt = node.getnext()
        while nxt is not None and (not isinstance(nxt.tag, str) or nxt.tag in _UNDRAWN):
            # "<span>€ 12,45</span><meta itemprop=…> / kg": the unit follows a tag that
            # prints nothing, in its tail.
            tail = (nxt.tail or "").strip()
            if tail:
                return (after + " " + tail).strip()[:40]
            nxt = nxt.getnext()
        if nxt is not None:
            return (after + " " + text_of(nxt)).strip()[:40]
        node = node.getparent()
        if node is None or node.tag in ("body", "html"):
            break
    return after


_DISCOUNT = re.compile(
    r"(?<![\d.,])(?:[-−]?\s?(\d{1,2})\s?%\s*(?:off|rabatt|desconto|descuento|indirim)?|"
    # Turkey's sign first: "%24"
    r"(?<!\w)%\s?(\d{1,2})(?![\d.,]))",
    re.I,
)


def _percent(m: re.Match[str]) -> int:
    return int(m.group(1) or m.group(2))


# A discount badge that is nothing else: "-21%", "23% DISKAUN", "30% off", "-15 %"
_BADGE = re.compile(
    # (a word of "off" before it in Thai, Vietnamese and Indonesian: "ลด 31%", "Giảm 20%")
    r"(?:ลด|giảm|diskon|hemat)?\s?[-−–]?\s?(\d{1,2})\s?%(?:\s?(?:off|diskaun|diskon|giảm|rabatt|rabat|desconto|descuento|"
    r"indirim|sconto|remise|korting|sleva|割引|할인|折))?|%\s?(\d{1,2})",
    re.I,
)


def discounted_pair(a: Seen, b: Seen, wide: bool = False) -> Seen | None:
    """The higher of two side-by-side prices when their box states the discount between them.

    "₹1,04,990 ₹1,19,900 12% off": shops cross the old price out with CSS alone, but the
    percentage printed next to the pair says which one is the former price. Two prices of one
    parent may also say it by their classes. ``wide``: the two may sit up to two levels apart
    in a short box ("₱1,899.00 ₱1,499.00 -21%"), the lower one a bare amount (not "R$ 399,90
    no Pix (11% de desconto)", a discount for some payers), and only a percentage says it.
    """
    if a.el is None or b.el is None:
        return None
    if wide:
        pa = _shared_box(a.el, b.el)
    else:
        pa = a.el.getparent()
        pa = pa if pa is not None and pa is b.el.getparent() else None
    if pa is None:
        return None
    low, high = sorted((a, b), key=lambda s: s.token.amount(2) or Decimal(0))
    lo, hi = low.token.amount(2), high.token.amount(2)
    if not lo or not hi or lo >= hi:
        return None
    saved = float(1 - lo / hi) * 100
    if wide:
        # only a badge of its own that is nothing but the percentage ("-21%"), in a short box,
        # beside a lower price that stands bare: no logo, icon or words of a member, app or
        # display-model price
        if not _bare_pair(low, high):
            return None
        boxes = [pa]
        if len(price_text(pa, 300)) > 100:
            # a long box (offers, delivery lines after the prices): the badge in the former
            # price's own short box ("<div>₹2,750 <span>40% off</span></div><div>₹1,649</div>");
            # not beside the lower one, which a coupon, member or bulk line may explain
            # ("₹3,599 40% off · Coupon price with code AIR40")
            box = high.el.getparent()
            boxes = [box] if box is not None and box is not pa else []
            if boxes and len(price_text(box, 300)) > 100:
                boxes = []
        badges = (
            _BADGE.fullmatch(text_of(el)) for box in boxes for el in box.iter() if len(el) == 0
        )
        found = any(m and abs(_percent(m) - saved) <= 1.5 for m in badges)
        return high if found else None
    for m in _DISCOUNT.finditer(price_text(pa, 300)):
        if abs(_percent(m) - saved) <= 1.5:
            return high
    # No percentage, but the classes say it: "price__small" beside "price__big-color-red".
    hi_cls = _classes(high.el).lower()
    lo_cls = _classes(low.el).lower()
    if _MUTED_CLASS.search(hi_cls) and not _MUTED_CLASS.search(lo_cls):
        if _EMPHASIS_CLASS.search(lo_cls) and not _EMPHASIS_CLASS.search(hi_cls):
            return high
    return None


def _bare_pair(low: Seen, high: Seen) -> bool:
    """True when both prices are bare amounts and the lower one's box holds nothing else but
    a discount badge: no image or icon, no words."""
    if worded(low.text, low.token) or worded(high.text, high.token) or low.el is None:
        return False
    box = low.el.getparent()
    if box is None or any(el.tag in _PICTURES for el in box.iter()):
        return False
    # (spaces aside: the price's reading spaces a letter sign from its number, "RM 129.90",
    # where the box's text runs them together)
    rest = text_of(box).replace(" ", "").replace(low.text.replace(" ", ""), " ", 1)
    # (the box may hold the former price too: "<div><div>Rp1.249.000</div><div><span>22%
    # </span> <span>Rp1.599.000</span></div></div>")
    rest = _BADGE.sub(" ", rest.replace(high.text.replace(" ", ""), " ", 1))
    return not any(c.isalnum() for c in rest)


_PICTURES = {"img", "svg", "picture", "i", "use"}


def _shared_box(a: etree._Element, b: etree._Element) -> etree._Element | None:
    """The nearest element holding both ``a`` and ``b``, at most two levels above each
    ("<div><div class=old>₱1,899</div><div><div class=now>₱1,499</div><div>-21%</div></div>
    </div>"): a box of one product's prices, not a page section."""
    above_a = list(nearest(a.getparent(), 2))
    for node in nearest(b.getparent(), 2):
        if node in above_a:
            return node
    return None


def nearest(el: etree._Element | None, count: int) -> Iterator[etree._Element]:
    """``el`` and its ancestors, nearest first, ``count`` elements at most."""
    while el is not None and count > 0:
        yield el
        el, count = el.getparent(), count - 1


def discounted_from(main: Seen, high: Decimal, exp: int) -> bool:
    """True when the box around the main price ``main`` prints ``high`` too, and the
    percentage or the amount between the two ("299,90 € · Prezzo di listino 449,00 € ·
    −33 %"): ``high`` is the price before the discount, however the page labels it. A
    percentage in the main price's own words ("Havale ile %3 indirim: 2.715,03 TL") is that
    price's condition, not a discount badge, and does not count."""
    low = main.token.amount(exp)
    if main.el is None or not low or low >= high:
        return False
    saved = float(1 - low / high) * 100
    node = main.el
    for _ in range(3):
        node = node.getparent()
        if node is None or node.tag in ("body", "html"):
            return False
        box = price_text(node, 400)
        if not at_most(box, 400):
            return False  # a whole section, no longer the price box
        rest = box.replace(main.text, " ") if main.text else box
        amounts = {t.amount(exp) for t in find_prices(rest)}
        if high in amounts and (
            any(abs(_percent(m) - saved) <= 1.5 for m in _DISCOUNT.finditer(rest))
            # or the amount taken off: "Online Price $24.99 · Less: -$5.00 · Your Price $19.99"
            # (not a trade-in, cashback, rebate, coupon, member or deposit amount)
            or (high - low in amounts and not _CONDITIONAL_OFF.search(rest))
        ):
            return True
    return False


# What makes an amount taken off a condition of some buyers, not the price's discount
_CONDITIONAL_OFF = re.compile(
    r"trade|cash ?back|rebate|coupon|cup[oó]n|kup[oó]n|voucher|member|club|deposit|due today|"
    r"balance|anzahlung|gutschein|code|effektiv|after|nach|treuhand|prime",
    re.I,
)
# The former price of a pair drawn small or faint, the price to pay big or in red.
_MUTED_CLASS = re.compile(r"(?:\b|-)(?:small|muted|secondary|gr[ae]y|faded|light)(?:\b|-)")
_EMPHASIS_CLASS = re.compile(
    r"(?:\b|-)(?:big|large|red|sale|special|promo|current|final|actual|highlight|accent)(?:\b|-)"
)


# (and "on" as a whole class name, as older Asian and Brazilian themes mark the chosen item)
_CHOSEN = re.compile(
    r"(?:^|[\s_-])(?:selected|active|current|checked|chosen)(?:$|[\s_-])|(?:^|\s)(?:is-)?on(?:$|\s)|"
    # camelCase in CSS modules' names: "sizeActive_ad029", "swatchSelected__x1"
    r"[a-z](?-i:Selected|Active|Current|Checked|Chosen)(?:$|[\s_-])",
    re.I,
)


def is_chosen_name(name: str) -> bool:
    """True when the one class name ``name`` marks an option chosen ("is-selected",
    "swatch--active")."""
    return _CHOSEN.search(name) is not None


def is_chosen(item: etree._Element) -> bool:
    """True when ``item`` is marked as the option chosen (by class or ARIA state)."""
    return bool(
        _CHOSEN.search(item.get("class") or "")
        or item.get("aria-selected") == "true"
        or item.get("aria-pressed") == "true"
        or (item.get("aria-checked") == "true" and item.get("role") in ("radio", "option"))
        or item.get("aria-current") not in (None, "false")
    )


def unchosen_sibling(el: etree._Element) -> bool:
    """True for an option left unchosen beside a chosen one of its kind ("<button class=swatch>
    New — price on request</button> <button class='swatch selected' aria-pressed=true>
    Certified pre-owned</button>"): what it says is of another variant."""
    if (
        el.tag not in ("button", "a", "li", "label")
        or not _OPTION_CLASS.search(f"{el.get('class') or ''} {el.get('role') or ''}")
        or is_chosen(el)
    ):
        return False
    parent = el.getparent()
    return parent is not None and any(
        o is not el and o.tag == el.tag and is_chosen(o) for o in islice(parent, 20)
    )


# An option's own class or role (a swatch, a variant's tile, a radio option), not a line of facts
# ("<li class=price>Price on request</li>" beside "<li class='condition active'>")
_OPTION_CLASS = re.compile(r"swatch|option|variant|variation|radio|tile|chip|pill|selector", re.I)
