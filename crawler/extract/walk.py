"""One pass over a page's elements: the title, price-named and sign texts, stock, buy, SKU."""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree

from crawler.extract.cues import (
    _BUTTON_WORDS,
    _BUY_CLASS,
    _BUY_TAGS,
    _DIGIT,
    _RAND_RE,
    _SIGN_RE,
    _SIGNS,
    _SKIP_TAGS,
)
from crawler.extract.identity import TEXT_LABEL


@dataclass
class Walk:
    """Everything scan() needs from one pass over the elements (XPath is slower here)."""

    h1: etree._Element | None = None
    h2: etree._Element | None = None  # "<h2 class=product-title>" on pages without an <h1>
    price_elements: list[etree._Element] = field(default_factory=list)
    sign_texts: list[tuple[etree._Element, str]] = field(default_factory=list)
    stock_elements: list[etree._Element] = field(default_factory=list)
    buy: etree._Element | None = None
    sku_elements: list[etree._Element] = field(default_factory=list)
    tail_texts: list[tuple[etree._Element, etree._Element, str]] = field(default_factory=list)
    lone_signs: list[etree._Element] = field(default_factory=list)


_PURE_SIGNS = {*_SIGNS, "kr", "kr.", "Kč", "Ft", "lei", "R$", "$", "€", "£", "¥", "₹"}
_ITEMPROP = etree.XPath("//body//*[@itemprop='price' or @itemprop='sku']")


def walk_page(root: etree._Element) -> Walk:
    w = Walk()
    body = root.find("body")
    if body is None:
        return w
    digit, sign, skip = _DIGIT.search, _SIGN_RE.search, _SKIP_TAGS
    prices, stocks, texts = w.price_elements, w.stock_elements, w.sign_texts
    skus, sku_label, rand = w.sku_elements, TEXT_LABEL.match, _RAND_RE.search
    for el in body.iter(etree.Element):  # elements only: comments and PIs stay in C
        tag = el.tag
        if tag in skip:
            continue
        cls = el.get("class")
        if tag == "h1" and w.h1 is None:
            w.h1 = el
        elif tag == "h2" and w.h2 is None and cls and ("title" in cls or "name" in cls):
            w.h2 = el
        if w.buy is None and (
            (tag in _BUY_TAGS and _is_buy(el, tag, cls))
            or (tag in ("div", "span") and cls and _buy_class(cls) and _no_control(el))
        ):
            w.buy = el  # a button, or a styled <div> that is one ("sqs-add-to-cart-button")
        ident = el.get("id")
        if cls:
            if "sku" in cls or (
                "product-" in cls and ("code" in cls or "reference" in cls or "ordernumber" in cls)
            ):
                skus.append(el)
            if "price" in cls or "Price" in cls:
                prices.append(el)
            if (
                "tock" in cls
                or "vail" in cls
                or "avl" in cls
                or "delivery-status" in cls
                or "inventor" in cls
            ):
                stocks.append(el)
        if ident:
            if "price" in ident or "Price" in ident:
                prices.append(el)
            elif "tock" in ident or "vailab" in ident:
                stocks.append(el)
        text = el.text
        if text:
            if len(text) < 40 and (":" in text or "." in text or "：" in text) and sku_label(text):
                skus.append(el)
            if digit(text):
                if sign(text) or ("R" in text and rand(text)):
                    texts.append((el, text))
            elif len(text) <= 4 and text in _PURE_SIGNS:
                if (parent := el.getparent()) is not None:
                    texts.append((parent, None))  # "<span>zł</span>" next to split digits
                    w.lone_signs.append(el)
        tail = el.tail
        if tail and digit(tail) and (sign(tail) or ("R" in tail and rand(tail))):
            parent = el.getparent()
            if parent is not None:
                texts.append((parent, tail))
                w.tail_texts.append((parent, el, tail))
    for el in _ITEMPROP(root):
        (prices if el.get("itemprop") == "price" else skus).append(el)
    return w


def _buy_class(cls: str) -> bool:
    if "art" not in cls and "uy" not in cls:
        return False  # every _BUY_CLASS names a cart or buying; most classes do neither
    low = cls.lower()
    return any(c in low for c in _BUY_CLASS) and "wrap" not in low and "form" not in low


def _no_control(el: etree._Element) -> bool:
    """A small element with no button or field inside: styled as the button itself."""
    return len(el) <= 2 and all(c.tag not in _BUY_TAGS and len(c) == 0 for c in el)


def _is_buy(el: etree._Element, tag: str, cls: str | None) -> bool:
    """The add-to-cart control: by class, name or (for buttons) its label in several languages."""
    ident = el.get("id")
    if cls or ident:
        low = f"{cls or ''} {ident or ''}".lower()
        # every _BUY_CLASS names a cart or buying: most classes are out after one look
        if ("art" in low or "uy" in low) and any(c in low for c in _BUY_CLASS):
            return True
    if tag == "a":
        return False
    if tag == "input" and el.get("type") != "submit":
        return False
    if "add" in (el.get("name") or ""):
        return True
    label = el.get("value") or "".join(el.itertext())
    return any(word in label for word in _BUTTON_WORDS)
