"""A price element's text as a shopper reads it: split cents rejoined, hidden parts left out."""

from __future__ import annotations

import re

from lxml import etree

from crawler.currencies import is_currency
from crawler.extract.money import SYMBOL_ALT

_SKIP = {"script", "style", "noscript", "template", "option", "select", "textarea"}
# Elements a browser lays out on their own line: their text never runs into the next one's.
_BLOCK = {
    "div",
    "p",
    "li",
    "ul",
    "ol",
    "br",
    "tr",
    "td",
    "th",
    "dd",
    "dt",
    "dl",
    "section",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "table",
    "tbody",
    "article",
    "header",
    "footer",
    "form",
    "fieldset",
    "label",
    "button",
}
_COMPLETE = re.compile(r"\d[.,]\d{2}$")
_PERCENT_FIRST = re.compile(r"(?:^|\s)[-−]?%\s?\d{1,2}$")
_SIGNED_WHOLE = re.compile(r"[^\d\s.,]{1,4}\.?\s?\d{1,3}(?:[,.\s\u00a0\u202f]\d{3})+")
# The cents' own element, with the currency after them or not ("<sup>99</sup>",
# "<sup>00 €</sup>", "<sup>-- Kč</sup>")
_CENTS = re.compile(
    rf"^\s*(?:\d{{2}}|[-–—]{{1,2}})\s*(?:(?:{SYMBOL_ALT}|(?P<code>[A-Z]{{3}}))\s*)?$"
)
_LAST_NUMBER = re.compile(r"(\d[\d.,\u00a0\u202f' ]*)$")
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
_HIDDEN_CLASS = re.compile(r"(?:^|\s)(?:hidden|d-none|is-hidden|hide|u-hidden)(?:\s|$)")
# "hidden md:block" (Tailwind), "d-none d-lg-flex" (Bootstrap): hidden on phones only; a
# desktop browser, the view we read, draws it.
_SHOWN_WIDE = re.compile(
    r"(?:^|\s)(?:(?:sm|md|lg|xl|2xl):|d-(?:sm|md|lg|xl|xxl)-)"
    r"(?:block|flex|inline|inline-block|inline-flex|grid|inline-grid|table|contents)(?:\s|$)"
)


def is_hidden(el: etree._Element) -> bool:
    """True for an element the browser does not draw (hidden attribute, display:none…)."""
    if el.get("hidden") is not None:
        return True
    style = el.get("style")
    if style and ("none" in style or "hidden" in style) and _HIDDEN_STYLE.search(style):
        return True
    cls = el.get("class")
    return bool(
        cls
        and ("hid" in cls or "none" in cls)
        and _HIDDEN_CLASS.search(cls)
        and not _SHOWN_WIDE.search(cls)
    )


def _decimal_mark(before: str) -> str | None:
    """The separator that turns ``before`` + two digits into a decimal, or None if it must not."""
    m = _LAST_NUMBER.search(before)
    if m is None:
        return None
    number = m.group(1).rstrip()
    if not number or not number[-1].isdigit():
        return None  # "29," or "29." already carries its separator
    digits_tail = re.search(r"[.,](\d+)$", number)
    if digits_tail and len(digits_tail.group(1)) != 3:
        return None  # "19.99" + "99" is not a price
    # "1.299" + "99" → "1.299,99"; "1,299" or "129" + "99" → ".99".
    return "," if "." in number else "."


def _joins_words(parts: list[str], text: str | None) -> bool:
    """True when a child's text starts with a letter right after a letter, or with a letter
    right after a digit: two labels or a label and a code ("<span>Ihr Preis</span><span>CHF
    12'490.–</span>") that the page lays out apart, a price and the word after it
    ("<span>R5999</span><span>Save R1000</span>"); run together, "PreisCHF" would hide the
    currency code and "R5999Save" would read as a product code."""
    if not (text and parts):
        return False
    last, first = parts[-1][-1:], text[:1]
    # (and a number right after a letter: "<span>12 500 F</span><span>14 900 F</span>", two
    # prices whose sign is a letter; run together "F14" would read as a code)
    return (first.isalpha() and (last.isalpha() or last.isdigit())) or (
        first.isdigit() and last.isalpha()
    )


_STRUCK = frozenset({"del", "s", "strike"})


def _beside_struck(parts: list[str], child: etree._Element) -> bool:
    """True when a number in an element of its own follows a crossed-out one, or is one, right
    after a digit: "<del>159</del><span>129<sup>,00 €</sup></span>" prints two prices, never
    159 129."""
    if not parts or not parts[-1][-1:].isdigit():
        return False
    prev = child.getprevious()
    if (
        prev is None
        or not isinstance(prev.tag, str)
        or (prev.tag in _STRUCK) == (child.tag in _STRUCK)
        or (prev.tail or "").strip()
    ):
        return False
    return "".join(child.itertext()).lstrip()[:1].isdigit()


def _joins_numbers(parts: list[str], child: etree._Element) -> bool:
    """True when a child's text starts with a digit right after a complete price, one that
    ends in a separator and two decimals: two numbers in elements of their own
    ("<span>3,799.00</span><span>5,499.00</span>" in a flex row, a screen-reader "€4,29"
    before the visual "4<sup>29</sup>"). Run together they would read as one number the page
    never prints ("3,799.005,499.00"). Digits printed one per element ("1", "2", ",", "3",
    "4") still join: the number before them is not complete yet."""
    # the last few parts: "59" then "<sup>,99</sup>" make a complete price too
    if not parts:
        return False
    if _PERCENT_FIRST.search(parts[-1]):
        # "<span>%24</span><span>1.649,90 TL</span>": a Turkish discount badge, its sign first
        for text in child.itertext():
            if text.strip():
                return text.lstrip()[:1].isdigit()
        return False
    if not _COMPLETE.search("".join(parts[-3:])):
        # or the element before is a whole signed price of its own, grouped ("<span
        # class=a-offscreen>₹3,249</span><span class=a-price-whole>3,249</span>")
        prev = child.getprevious()
        if (
            prev is None
            or not isinstance(prev.tag, str)  # (a comment between them)
            or not _SIGNED_WHOLE.fullmatch("".join(prev.itertext()).strip())
        ):
            return False
    for text in child.itertext():
        if text.strip():
            return text[:1].isdigit()
    return False


# A word and a short number ending the text so far: "Taglia 46", "Size 10", "Gr. 42"
_WORD_NUMBER_END = re.compile(r"([^\W\d_]{2,})\.?\s+\d{1,3}\s*$")


def _labelled_number_before(parts: list[str], child: etree._Element) -> bool:
    """True when the text so far ends in a label's number ("<span class=price-label>Taglia
    46</span>") and the child starts with digits: run together, "46 209,00 €" would read as
    one number grouped by a space. (Not after a currency's letters: "CHF 1" then "299.–".)"""
    if not parts or not (child.text or "").lstrip()[:1].isdigit():
        return False
    m = _WORD_NUMBER_END.search("".join(parts[-3:])[-40:])
    if m is None:
        return False
    word = m.group(1)
    return not (is_currency(word.upper()) or _SIGN_WORD.fullmatch(word))


_SIGN_WORD = re.compile(SYMBOL_ALT)
# Classes of text for screen readers only ("sr-only", "visually-hidden", "screen-reader-text")
SCREEN_READER = re.compile(r"sr-only|visually-?hidden|screen-reader")
_CONNECTORS = frozenset({"to", "-", "–", "bis", "à", "a", "hasta", "até", "tot", "till", "do"})


def _spoken_connector(el: etree._Element) -> bool:
    """Screen-reader text that only joins two prices for the ear ("<span class=sr-only>to
    </span>" in a Salesforce price): left out where it leads the price's text, as nothing
    the eye reads comes before it (between two prices it stays: "$89 to $109")."""
    cls = el.get("class")
    return bool(
        cls
        and SCREEN_READER.search(cls)
        and len(el) == 0
        and (el.text or "").strip().lower() in _CONNECTORS
    )


def price_text(el: etree._Element, limit: int = 200) -> str:
    """Whitespace-collapsed text of ``el`` without hidden parts, with "19<sup>99</sup>" → "19.99".

    Shops print cents in their own element (a superscript, a smaller span) without a
    separator; a child whose whole text is two digits or a dash right after an integer is
    such a part, so the separator the integer does not use for grouping goes between them.
    Any other number in an element of its own stays apart from the number before it.
    """
    text = _PriceText(limit)
    text.walk(el)
    return " ".join("".join(text.parts).split())


class _PriceText:
    """What :func:`price_text` gathers (a class, not closures: a recursive closure is a
    reference cycle, left for the garbage collector on every call)."""

    __slots__ = ("limit", "parts", "size")

    def __init__(self, limit: int) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.limit = limit

    def add(self, text: str | None) -> None:
        if text and self.size <= self.limit:
            self.parts.append(text)
            self.size += len(text)

    def walk(self, node: etree._Element) -> None:
        add = self.add
        parts = self.parts
        add(node.text)
        for child in node:
            tag = child.tag
            if (
                isinstance(tag, str)
                and tag not in _SKIP
                and not is_hidden(child)
                and not (_spoken_connector(child) and not "".join(parts).strip())
            ):
                # (len() walks the child's own children: a price's parts have few)
                inner = "".join(child.itertext()) if len(child) == 0 else None
                cents = _CENTS.match(inner) if inner is not None else None
                if cents is not None and (not cents["code"] or is_currency(cents["code"])):
                    mark = _decimal_mark("".join(parts))
                    if mark is not None:
                        if tag == "sup" and parts and parts[-1][-1:].isspace():
                            # "219 <sup>99</sup>": a space before the raised cents is layout
                            parts[-1] = parts[-1].rstrip()
                        add(mark + cents.group().strip())
                        add(child.tail)
                        continue
                block = tag in _BLOCK
                if _labelled_number_before(parts, child) or _beside_struck(parts, child):
                    add(" · ")  # "<span>Taglia 46</span> <span>209,00 €</span>": not 46 209
                elif block or _joins_words(parts, child.text) or _joins_numbers(parts, child):
                    add(" ")
                self.walk(child)
                if block:
                    add(" ")
            if _joins_words(parts, child.tail):
                add(" ")  # "<span class=visually-hidden>Sale price</span>HK$1,680"
            add(child.tail)
            if self.size > self.limit:
                return
