"""Where things sit relative to the product's title: distances, the product box, its price slot."""

from __future__ import annotations

import re
from itertools import islice

from lxml import etree

from crawler.extract.cues import (
    _LOGIN_TO_SEE,
    _ON_REQUEST,
    _ON_REQUEST_SLOT,
    _WAS_TEXT,
    AGREED_SLOT,
    RESERVED_PRICES,
)
from crawler.extract.marks import Flags, text_of, unchosen_sibling
from crawler.extract.money import find_prices
from crawler.extract.pricetext import price_text


def levels(el: etree._Element) -> dict[etree._Element, int]:
    """``el`` and its ancestors, each with the number of levels up from ``el``."""
    out = {el: 0}
    for i, anc in enumerate(el.iterancestors(), start=1):
        out[anc] = i
    return out


def distance(el: etree._Element, anchor: dict[etree._Element, int] | None) -> int | None:
    """Levels from ``el`` up to the common ancestor with the anchor and down to it."""
    if anchor is None:
        return None
    node, up = el, 0
    while node is not None:
        if node in anchor:
            return up + anchor[node]
        node = node.getparent()
        up += 1
    return None


def product_box(
    el: etree._Element | None, title: dict[etree._Element, int] | None
) -> etree._Element | None:
    """The smallest element holding both the title and ``el`` (the main price or the buy
    button): the product's own box, or None when that is the whole page."""
    if el is None or title is None:
        return None
    node: etree._Element | None = el
    while node is not None and node not in title:
        node = node.getparent()
    if node is None or node.tag in ("body", "html"):
        return None
    return node


# Words that make a login invitation one for a price of some, not for the price itself
_OTHER_PRICE = re.compile(
    r"\b(?:trade|member|business|b2b|club|loyalty|special|exclusive|best|better|"
    # (not "je" of the account to log in with: "Log in met je KvK-account om prijzen te zien")
    r"wholesale|discount|net|handel|händler|gewerbe|ihre|votre|vos|pro|su|sus|tu|tus|uw|"
    r"je(?!\s+[\w-]*account)|"
    r"your(?! account)|"
    r"professionn\w*|professional\w*|volume|quantity|bulk|tier\w*|dégressi\w*|staffel\w*|"
    # (Mongolian "wholesale": "Бөөний үнийг харахын тулд … нэвтэрнэ үү")
    r"бөөний|бөөн)\b",
    re.I,
)


def asks_for_request(
    elements: list[etree._Element],
    flags: Flags,
    title: dict[etree._Element, int] | None,
    t_min: int,
    main_near: int | None,
    main_el: etree._Element | None = None,
) -> bool:
    """True when the product's price element reads "Price on request": any amount nearby is
    an indication ("between 2,500 and 9,000 €"), an option or another product's price.

    ``main_near`` is the main price's distance to the title (relative, as Seen.near_title);
    a price slot farther from the title than the main price speaks of something else, unless
    it lies inside the main price's own element: "<div class=price><li class=price-was>
    $899.99</li><li class=price-current>See price in cart</li></div>".
    """
    if title is None:
        return False
    for el in elements[:40]:
        d = distance(el, title)
        if d is None:
            continue
        beyond = (
            0
            if main_near is None or any(a is main_el for a in el.iterancestors())
            else d - t_min + 2 - main_near
        )
        if beyond > 1:
            continue
        if any(unchosen_sibling(n) for n in (el, *islice(el.iterancestors(), 2))):
            continue  # (another variant's option: "<button>New — price on request</button>")
        text = price_text(el, 80)
        if (
            (
                (
                    (login := _LOGIN_TO_SEE.search(text)) is not None
                    and not _OTHER_PRICE.search(text, max(0, login.start() - 25), login.end())
                )
                or RESERVED_PRICES.search(text) is not None
            )
            and not any(t.symbol for t in find_prices(text))
            and not any(flags.inherited(el))
        ):
            # "<div class=price-box><a href=/login>Log in om prijzen te zien</a><p>Trade
            # accounts only…": no amount, an invitation to log in for one (not "Trade
            # account? Log in for your trade prices": a price of some beside everyone's); one
            # level farther than the main price too: "<div class=price-box>Logg inn for å se
            # dine nettopriser</div>" over a recommended price's own line
            return True
        if beyond > 0:
            continue
        if len(el) and _first_line_asks(el, flags):
            # the slot's first line asks for the cart or a request in so many words ("See
            # price in cart", then "Reg. $129.99", a list price it may show), or its first
            # line after the list price does ("List price: $42.00", then "See price in cart")
            return True
        if (
            len(el)
            and _ON_REQUEST_SLOT.search(first := _first_line(el))
            and not any(t.symbol for t in find_prices(first))
            and not any(flags.inherited(el))
        ):
            # the slot's first line, up to a line break, asks for a quote ("<b>Үнэ:</b>
            # Үнийн санал авах<br><small>… 2025 оны үнэ 2 450 000₮/тн байсан.</small>"): a
            # former price may follow in a note
            return True
        if len(text) > 60 and len(el) and not any(t.symbol for t in find_prices(text)):
            # a slot that says it first and explains after, with no amount of its own:
            # "<div class=price-request><span>Preis auf Anfrage</span><p>Jede Küche wird
            # individuell geplant…</p>"
            text = price_text(el[0], 80)
        if (
            3 < len(text) <= 60
            and (
                _ON_REQUEST_SLOT.search(text)
                or (AGREED_SLOT.match(text) and not _priced_beside(el))
            )
            and not any(flags.inherited(el))
            and not _FOR_BUSINESS.search(text)
        ):
            return True
    return False


def _priced_beside(el: etree._Element) -> bool:
    """True when the element holding ``el`` prints a signed amount."""
    parent = el.getparent()
    return parent is not None and any(t.symbol for t in find_prices(price_text(parent, 300)))


# A request addressed to business buyers only ("Для юрлиц с НДС — цена по запросу", "Trade
# and wholesale: price on request"): beside the price everyone pays, not instead of it
_FOR_BUSINESS = re.compile(
    r"для (?:юрлиц|юр\.\s?лиц|юридических лиц|юридичних осіб|оптов\w*|бизнеса)|оптом|"
    r"\b(?:for )?(?:trade|business|b2b|wholesale|corporate) (?:customers|buyers|orders|accounts)|"
    r"\bb2b\b|\bwholesale\b|für (?:gewerbe|geschäfts|händler)\w*|"
    r"pour les (?:professionnels|pros)\b|"
    r"para empresas|dla firm|voor (?:zakelijke|bedrijven)",
    re.I,
)


def _first_line(el: etree._Element) -> str:
    """The slot's text up to its first line break (<br>) among its first children, at most
    80 characters; "" when it has none."""
    parts = [el.text or ""]
    for child in el[:6]:
        if child.tag == "br":
            return " ".join(" ".join(parts).split())[:80]
        parts += [text_of(child), child.tail or ""]
    return ""


def _first_line_asks(el: etree._Element, flags: Flags) -> bool:
    """True when the slot's first child asks for the cart or a request with no amount of its
    own, or its second does after a first that is a list price."""
    if any(flags.inherited(el)):
        return False
    for n, child in enumerate(el[:2]):
        if not isinstance(child.tag, str):
            return False
        line = price_text(child, 80)
        if _ON_REQUEST.search(line):
            return not any(t.symbol for t in find_prices(line))
        if n or not _WAS_TEXT.search(line[:20]) or not any(t.symbol for t in find_prices(line)):
            return False  # (only a list price may come first)
    return False


def side(el: etree._Element, anchor: dict[etree._Element, int]) -> int:
    """-1 when ``el`` comes before the anchor in document order, 1 after it, 0 when one holds
    the other (``anchor`` is levels() of the anchor element)."""
    node, child = el, None
    while node is not None and node not in anchor:
        child, node = node, node.getparent()
    if node is None or child is None or anchor[node] == 0:
        return 0
    up = anchor[node] - 1
    mine = next(a for a, i in anchor.items() if i == up)
    return -1 if node.index(child) < node.index(mine) else 1


def lone_control(root: etree._Element, buy: etree._Element) -> bool:
    """True when no other control on the page looks like the add-to-cart one (same tag and
    class, or same label when it has no class): a product page has one, a listing one per card."""
    cls = buy.get("class")
    label = " ".join((buy.get("value") or "".join(buy.itertext())).split())
    for other in root.iter(buy.tag):
        if other is buy:
            continue
        if cls and other.get("class") == cls:
            return False
        if not cls and " ".join((other.get("value") or "".join(other.itertext())).split()) == label:
            return False
    return True
