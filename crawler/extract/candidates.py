"""Every price-like text of a page with what its markup and words say of it (see qualify.py)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from decimal import Decimal
from itertools import islice, pairwise

from lxml import etree

from crawler.extract.box import distance, levels
from crawler.extract.cues import (
    _BID,
    _DIGIT,
    _MEMBER,
    _PERCENT_AFTER,
    _PRICE_NAME,
    _STRUCK_CLASS,
    SEPARATELY,
    TAX_INCLUDED,
)
from crawler.extract.folded import gated
from crawler.extract.identity import TEXT_LABEL, model_label_end
from crawler.extract.marks import Flags, label_before, text_upto
from crawler.extract.money import DASH_CENTS, PriceToken, adds_vat, find_prices, worded
from crawler.extract.pricetext import price_text
from crawler.extract.qualify import TAX_BRACKETED, is_net_label, judge, split_after
from crawler.extract.split import run_price, tail_prices
from crawler.extract.tree import at_most, sole_wrapper
from crawler.extract.walk import SIGN_CENTS, Walk

_EURO_CENTS = re.compile(r"(\d)€(\d{2})(?!\d)")
# The Cape Verdean escudo's cifrão, written as its decimal mark: "2.500$00" (no dollar amount
# is written so)
# (two digits only with the code after: "49$99" is a Québec price)
_CIFRAO = re.compile(
    r"(?<![\w.,])(\d{1,3}(?:\.\d{3})+|\d{3,}|\d{2}(?=\$\d{2}\s*CVE\b))\$(\d{2})(?![\d.,])"
    r"(?:\s*CVE\b)?"
)
_MAX_TEXT = 120
_MAX_HITS = 3000
_SAVING = re.compile(
    r"[(（][^()（）]*(?:할인|割引|\boff\b|\bsave|\bspar|ahorr|econom|rabatt|korting|sconto|"
    r"descuento|desconto|remise|réduction|indirim|%)[^()（）]*[)）]",
    re.I,
)

# An approximation after a price, up to its bracket's end or the next separator ("≈ $219 · ≈
# 204 €"; "$249 ≈ 230 € – now $199" keeps its second price)
_APPROX_TAIL = re.compile(r"[(（]?\s*≈[^()（）·|–—]*[)）]?")
_BRACKETED = re.compile(r"[(（][^()（）]*\d[^()（）]*[)）]")


def _net_restated(text: str) -> str:
    """``text`` without a bracketed price net of tax that restates the one price outside the
    brackets ("定価：1,870円（本体1,700円＋税）", "£120.00 (£100.00 ex VAT)": a rate of tax
    apart), else ``text`` itself (not "Verzendkosten: € 9,95 (gratis vanaf € 250,00 excl.
    btw)", another amount)."""
    for m in _BRACKETED.finditer(text):
        inside = [t for t in find_prices(m.group()) if t.symbol]
        if len(inside) != 1 or not is_net_label(m.group()):
            continue
        rest = text[: m.start()] + " " + text[m.end() :]
        outside = [t for t in find_prices(rest) if t.symbol]
        if len({t.amount(2) for t in outside}) == 1 and net_and_gross(inside[0], outside[0]):
            return rest
    return text


def net_and_gross(net: PriceToken, gross: PriceToken) -> bool:
    """True when ``gross`` is ``net`` plus a rate of VAT, to within the prices' printed step."""
    low, high = net.amount(2), gross.amount(2)
    if not low or high is None:
        return False
    unit = Decimal("0.01") if net.groups[5] or gross.groups[5] else Decimal(1)
    return adds_vat(low, high, unit)


def _text(el: etree._Element) -> str:
    if not isinstance(el.tag, str):
        return ""
    return " ".join("".join(el.itertext()).split())


def _parse(
    el: etree._Element, hit: str | None, several: bool = False
) -> tuple[str, PriceToken, bool] | None:
    """(text, token, signed) when the element shows exactly one price, else None.

    A long element is read by its one price-like text (its own or a child's tail), not when
    ``several`` of its texts look like prices: "<div>Lamp A $10 · Lamp B $12 …" is no price."""
    text = price_text(el, _MAX_TEXT + 20)
    if not text and hit is None and (spoken := _spoken_price(el)) is not None:
        # "<span class=money data-amount=279.00 aria-label='Sale price $279.00 AUD'></span>":
        # an empty slot the stylesheet draws from its label; the label is what it says
        return _parse_text(spoken)
    if not text or len(text) > _MAX_TEXT:
        if hit is None or len(hit) > _MAX_TEXT or several:
            return None
        text = " ".join(hit.split())
    label = el.get("aria-label")
    if label and label != text and "".join(label.split()) == "".join(text.split()):
        # "<div aria-label='28,96 zł'><div>28</div><div>,96</div><div> zł</div></div>": a
        # row of blocks (React Native Web) that the label reads as the one price it shows
        text = " ".join(label.split())
    elif label and _same_digits(label, text) and len(label) <= 40:
        # "<div aria-label='Prijs: € 4,29'><span>4</span><span>.</span><span>29</span></div>":
        # the label reads with its sign the amount the element shows without one
        if len([t for t in find_prices(label) if t.symbol]) == 1:
            text = " ".join(label.split())
    got = _parse_text(text)
    if got is not None and got[2] and len(el) > 1 and _split_after(el, got[0], got[1]):
        # "<div><span class=old>€ 69,95</span><span class=now>54<sup>95</sup></span></div>": a
        # wrapper round a signed price and a split one printed without the sign; its children
        # are read, each alone
        return None
    return got


def _split_after(el: etree._Element, text: str, token: PriceToken) -> bool:
    """True when ``text`` (``el``'s) holds, after ``token``, another amount with two-digit cents
    and no sign nor word after it, its whole part an element's text of its own ("54,95" of
    "<span>54</span>,<sup>95</sup>" after "€ 69,95"; not "6.773,52 kn", "2,22 m²", nor the
    same amount printed again for the eye after a screen reader's "Prijs: €4,29")."""
    amount = token.amount(2)
    for t in find_prices(text):
        if (
            t.symbol
            or t.start < token.end
            or not t.groups[5]
            or len(t.groups[5]) != 2
            or t.amount(2) == amount
            or _WORD_AFTER.match(text, t.end)
            or _PERCENT_AFTER.match(text[t.end :])
        ):
            continue
        whole = t.groups[3] or t.groups[1]
        if whole and any((e.text or "").strip() == whole for e in islice(el.iter(), 1, 40)):
            return True
    return False


# A word right after an amount: a unit or a currency's name ("6.773,52 kn", "2,22 m²")
_WORD_AFTER = re.compile(r"\s?[^\W\d_]")


def _spoken_price(el: etree._Element) -> str | None:
    """The aria-label of an element with no text of its own, when it names one signed price
    in a short line ("Sale price $279.00 AUD"), else None."""
    label = el.get("aria-label")
    if not label or len(label) > 60 or (el.text or "").strip():
        return None
    if len(el) and any(piece.strip() for piece in el.itertext()):
        return None  # (children with text of their own: they say it)
    # (the euro as a word, as screen readers are told it: "Precio: 34,95 euros")
    label = _EURO_WORD.sub("€", " ".join(label.split()))
    if len([t for t in find_prices(label) if t.symbol]) != 1:
        return None
    return label


_EURO_WORD = re.compile(r"(?<=\d)\s+euros?\b", re.I)


def _same_digits(label: str, text: str) -> bool:
    """True when ``label`` and ``text`` hold the same digits, some of them."""
    digits = "".join(ch for ch in text if ch.isdigit())
    return bool(digits) and digits == "".join(ch for ch in label if ch.isdigit())


def _has_digit(el: etree._Element) -> bool:
    """Whether any text inside ``el`` (hidden or not) holds a digit of any script: every
    price the element can show needs one."""
    return any(_DIGIT.search(piece) for piece in el.itertext())


_MODEL_R = re.compile(r"R\d{1,2}\s[^\W\d_]")
_CAPS_WORD_BEFORE = re.compile(r"(?<![^\W\d_])[A-Z]{2,}\s$")


def _item_number(text: str, token: PriceToken) -> bool:
    """True for an item-number line ("Kód produktu: KM2231405", "SKU: R1250"): its digits,
    with no sign or only letters a sign may be spelt with, are the code, not a price."""
    if token.symbol and not token.symbol[0].isalpha():
        return False
    if token.symbol == "R" and len(text) > 30 and _MODEL_R.match(text, max(0, token.start - 1)):
        # "Robotstofzuiger Bolwerk R9 met dweilfunctie": a model's name in a line of words
        # (one or two digits and a word after them), not nine rand
        return True
    if (
        token.symbol == "R"
        and token.groups[5] is None
        and _CAPS_WORD_BEFORE.search(text, 0, max(0, token.start - 1)) is not None
    ):
        # "… returns from the EOS R3.": a model after its family's capitals, not three rand
        return True
    label = TEXT_LABEL.match(text)
    # the label leads the number ("CHF 129.00 · Art.-Nr. 5512034" prints a price first)
    if label is not None and token.start >= label.end() - 1:
        return True
    # ... or a model's label does ("· Model: KM18-TP2", not 18 convertible marks)
    end = model_label_end(text)
    return end is not None and token.start >= end - 1


def _sign_period(text: str, token: PriceToken) -> bool:
    """True when the period right before ``token`` ends the sign it was read with."""
    sign = token.symbol
    return bool(sign) and sign.endswith(".") and text[: token.start].endswith(sign)


def _after_glued_price(text: str, token: PriceToken) -> bool:
    """True when the period right before ``token`` ends the sign printed after another price,
    and ``token`` too is a bare signed price, another follows it or nothing does ("199,90
    лв.159,90 лв.81,76 €": spans printed with no space between them), not a number's cents nor
    a note's amount glued to the price ("159,90 лв.<span>5,99 лв. доставка</span>")."""
    head = text[: token.start - 1]
    before = [t for t in find_prices(head) if t.symbol]
    if not before or head[before[-1].end :].strip() != before[-1].symbol.rstrip("."):
        return False
    if not token.symbol:
        return False
    rest = text[token.end :].lstrip()
    if rest.startswith(token.symbol):
        rest = rest[len(token.symbol) :]
    rest = rest.lstrip(". ")
    return (
        not rest or rest[0].isdigit() or any(t.start == 0 and t.symbol for t in find_prices(rest))
    )


# A year's month and day right after a number: "2026-04-26", "2026/4/26", "2026.04.26"
_DATE_AFTER = re.compile(r"[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])(?!\d)")


def _year_of_date(text: str, token: PriceToken) -> bool:
    """True when ``token`` is a whole number from 1900 to 2099 followed by a month and a day."""
    amount = token.amount(0)
    return (
        token.groups[5] is None
        and amount is not None
        and 1900 <= amount <= 2099
        and _DATE_AFTER.match(text, token.end) is not None
    )


# A unit of measure right after a number: a quantity, not a price without its sign
# (and in Arabic and Cyrillic letters: "سعر الكرتون (١٫٤٤ م²): ٨٫٧٥٠ ر.ع.", "1,44 м²")
_MEASURE_AFTER = re.compile(
    r"\s?(?:m²|m2|m³|kg|g|ml|cl|l|lt|cm|mm|m|oz|lb|م²|م٢|م³|كغ|كجم|مل|سم|мм|см|м²|м2|м³|м|кг|мл|л)"
    r"(?![^\W\d_])",
    re.I,
)


def _parse_text(text: str) -> tuple[str, PriceToken, bool] | None:
    text = _EURO_CENTS.sub(r"\1,\2 €", text)
    if "$" in text:
        text = _CIFRAO.sub(r"\1,\2 CVE", text)
    tokens = [
        t
        for t in find_prices(text)
        if not _PERCENT_AFTER.match(text[t.end :])
        # "76 折", "7.5折": the share of the price paid, China's way to print a discount
        and not (not t.symbol and text[t.end : t.end + 2].strip()[:1] == "折")
        # "%24": Turkey's percent sign before the number, a discount badge
        and not (not t.symbol and text[max(0, t.start - 2) : t.start].strip()[-1:] in ("%", "٪"))
        # ",99 €" of "474<sup>,99 €</sup>": the cents of a number printed elsewhere (not
        # the period of a sign written onto the number: "Rs.5,990.00", "Fr.29.90")
        and not (
            t.start
            and text[t.start - 1] in ".,"
            and not _sign_period(text, t)
            and not _after_glued_price(text, t)
        )
        # a date's year, however a sign's letters stand before it ("K.D. 2026-04-26", a
        # reviewer's initials and the day, not 2,026 Kuwaiti dinars; not "$3.99/1.5 L")
        and not _year_of_date(text, t)
    ]
    signed = [t for t in tokens if t.symbol]
    if len({(t.amount(2), t.symbol) for t in signed}) > 1:
        # "28,800원 (3,200원 할인)", "$45.00 (you save $5.00)": the bracketed saving is
        # no second price; the one outside it is the price.
        cut = _SAVING.sub(" ", text)
        if cut == text:
            cut = _net_restated(text)
        if cut == text and text.find("≈") > min(t.end for t in signed):
            # "85 000 ֏ ≈ $219 · ≈ 204 €": approximations in other currencies after the price
            cut = _APPROX_TAIL.sub(" ", text)
        if cut != text and len(cut.strip()) > 1:
            return _parse_text(cut)
        return None  # two different prices: a range, a was/now pair, a sentence
    if signed and any(
        not t.symbol
        and t.groups[5]
        and len(t.groups[5]) == 2
        and t.start < signed[0].start
        # (not a quantity: "1 paket = 2,22 m² · Paket fiyatı: 954,38 TL")
        and not _MEASURE_AFTER.match(text, t.end)
        for t in tokens
    ):
        # "249<sup>99</sup> Adviesprijs € 319,99": a price printed without its sign comes
        # first; the sign belongs to the other one.
        return None
    if not signed and len(tokens) != 1:
        return None
    token = signed[0] if signed else tokens[0]
    if len(signed) > 1 and text[token.end : signed[-1].start].strip() in ("", signed[-1].symbol):
        # "$19.33$19.33/Liter": the same price printed twice, glued: read what follows (not
        # "24,50 € (24,50 €/kg)", a kilo's price that is the product's, in brackets after it)
        token = replace(token, end=signed[-1].end)
    return text, token, bool(signed)


@dataclass
class _Candidate:
    el: etree._Element
    text: str
    token: PriceToken
    signed: bool
    cls: str
    struck: bool
    skip: bool
    net: bool
    d_title: int | None
    d_buy: int | None
    unit: bool = False
    now: bool = False
    soft: bool = False
    weak: bool = False
    for_some: bool = False
    ranged: bool = False
    instalment: bool = False


_Parsed = dict[etree._Element, "tuple[str, PriceToken, bool] | None"]


def _candidates(walk: Walk, flags: Flags) -> tuple[list[_Candidate], set[Decimal | None]]:
    hits: list[tuple[etree._Element, str | None]] = [(e, None) for e in walk.price_elements]
    hits.extend(walk.sign_texts)
    # A product page shows a few hundred price-like texts at most (932 on the densest
    # labelled page); a listing of tens of thousands is judged by its first ones, in bounded time.
    del hits[_MAX_HITS:]
    signed_texts = Counter(el for el, hit in hits if hit is not None)
    anchors = (
        levels(walk.h1) if walk.h1 is not None else None,
        levels(walk.buy) if walk.buy is not None else None,
    )
    parsed: _Parsed = {}
    unread: list[tuple[etree._Element, str | None]] = []
    elsewhere: set[Decimal | None] = set()
    out: list[_Candidate] = []
    for el, hit in hits:
        if el in parsed:
            continue
        if len(elsewhere) >= 4 and flags.known_noise(el):
            parsed[el] = None  # as below, without working out the flags of a listing's cards
            continue
        _, noise, hidden = flags.inherited(el)
        if hidden or (noise and len(elsewhere) >= 4):
            parsed[el] = None
            continue  # enough to call it a listing; other products' prices need no parsing
        if hit is None and not _has_digit(el) and _spoken_price(el) is None:
            # a price-named element without a digit in it (a menu link under a shop's
            # "m-price-" prefix, a "price-label"): nothing to read, none to read as a range
            parsed[el] = None
            continue
        got = parsed[el] = _parse(el, hit, hit is not None and signed_texts[el] > 1)
        if got is None:
            unread.append((el, hit))  # several prices, or none: a range is read below
            continue
        text, token, signed = got
        if signed and (whole := _cents_beside(el, token)) is not None:
            # "<span class=dollar>$69</span><span class=cents>98</span> each": the cents in
            # the next element, a superscript or one named for cents; the parent reads the
            # price whole
            parsed[el] = None
            el = el.getparent()
            if el in parsed:
                continue
            got = parsed[el] = whole
            text, token, signed = got
        if _item_number(text, token):
            parsed[el] = None
            continue
        if not signed and token.groups[5] in DASH_CENTS:
            # "2.199,-", "1 999,–": whole units written the way only prices are
            got = parsed[el] = (text, token, True)
            signed = True
        cls = _classes(el)
        if not signed and (
            (not _PRICE_NAME.search(cls) and el.get("itemprop") != "price")
            or _is_prose(text, token)
        ):
            continue
        if noise:
            # (a bid or a member's price in a side block, "<aside class=bidbox>Huidig bod €
            # 4.250", is known as one: structured data giving that amount gives no price)
            side = (
                _candidate(el, got, cls, flags, anchors)
                if len(elsewhere) < 4 and _among_bid_words(el)
                else None
            )
            if side is not None and side.for_some:
                out.append(side)
            else:
                elsewhere.add(token.amount(2))
            continue
        out.append(_candidate(el, got, cls, flags, anchors))
    # "$199 - $359" in one text: its lower end is the cheapest variant's price, kept aside
    # (never a main price) so that a structured price equal to it is known for a "from" price
    for el, hit in unread:
        if (low := _range_start(el, hit)) is not None:
            out.append(replace(_candidate(el, low, "", flags, anchors), skip=True, ranged=True))
        elif (deposit := _deposit_of(el, hit)) is not None:
            # "訂金 HK$300.00，餘額 HK$980.00 於到貨時支付": a pre-order's deposit in a line of
            # several prices, kept aside (never a main price) so that a structured price equal
            # to it is known for what it is
            got = _candidate(el, deposit, "", flags, anchors)
            out.append(replace(got, skip=True, for_some=True))
    # "28." of "$28.99", "4" of "4<span>50</span>": a fragment of a price an ancestor reads
    # whole (looked at once all are read: the ancestor may come later in the hits).
    # And "€90" of "<span>49</span><span>€90</span>": signed, yet the cents of the price an
    # ancestor reads ("49,90 €").
    out = [
        c
        for c in out
        if (c.signed and not SIGN_CENTS.fullmatch(c.text))
        or not _inside_price(c.el, parsed, c.token, c.text)
    ]
    # Elements holding several prices, read again piece by piece.
    pieces = list(tail_prices(walk.tail_texts[:_MAX_HITS], _parse_text, _MAX_TEXT))
    pieces.extend(p for sign in walk.lone_signs[:_MAX_HITS] if (p := run_price(sign, _parse_text)))
    pieces.extend(_own_text_prices(walk.sign_texts, parsed))
    for el, got, label in pieces:
        own = parsed.get(el)
        if own is not None and not own[2] and got[2] and el.getparent() is not None:
            # "<span class=integer>49</span><span class=decimal>,90</span><span>€</span>": the
            # run of pieces with its sign reads the price its first piece only began ("49")
            out = [c for c in out if c.el is not el]
        elif own is not None or parsed.get(el.getparent()) is not None:
            continue  # read whole above
        if any(flags.inherited(el)[1:]) or _item_number(got[0], got[1]):
            continue
        cls = _classes(el)
        out.append(_candidate(el, got, cls, flags, anchors, label))
    return out, elsewhere


# Class attributes run to a few hundred characters on real pages (471 the longest of 32,166
# labelled ones); each rule reads a candidate's, so a hostile one ("price price …" 2,000 times)
# is read up to this length
_MAX_CLASS = 1000


def _classes(el: etree._Element) -> str:
    """The element's class and id, lowercased, as the rules read them."""
    return ((el.get("class") or "")[:_MAX_CLASS] + " " + (el.get("id") or "")[:_MAX_CLASS]).lower()


def _among_bid_words(el: etree._Element) -> bool:
    """A cheap first look for a bid's words around a price in a side block (its parent's
    first words): only then is the price judged in full."""
    parent = el.getparent()
    return parent is not None and _BID.search(text_upto(parent, 120)) is not None


_TWO_DIGITS = re.compile(r"\s*\d{2}\s*$")
_DOT_CENTS = re.compile(r"\s*[.,]\d{2}\s*$")
_CENTS_TAGS = ("sup", "small", "sub")
_CENTS_CLASS = re.compile(r"cent|decimal|fraction|minor|pence|penny|kopek|grosz|dec\b", re.I)


def _cents_beside(el: etree._Element, token: PriceToken) -> tuple[str, PriceToken, bool] | None:
    """The parent's reading when ``el`` prints a whole signed amount and the element right
    after it only two digits, its cents (a superscript, or named for them: "$69" then
    "<span class=cents>98</span>"): the parent then reads one price with those cents ("$69.98
    each"), else None."""
    if token.groups[5] is not None or (el.tail and el.tail.strip()):
        return None
    after = el.getnext()
    parent = el.getparent()
    if after is None or parent is None or len(after):
        return None
    # ".50" with its separator is the cents whatever the element ("<span>$7</span><span>.50
    # </span>"); two digits alone only in a superscript or an element named for the cents
    # ("<span class=review-count>87</span>": a count, not the cents)
    if not _DOT_CENTS.match(after.text or "") and (
        not _TWO_DIGITS.match(after.text or "")
        or (after.tag not in _CENTS_TAGS and not _CENTS_CLASS.search(after.get("class") or ""))
    ):
        return None
    got = _parse(parent, None)
    if got is None or not got[2] or got[1].groups[5] is None:
        return None
    whole, cents = token.amount(2), got[1].amount(2)
    if whole is None or cents is None or int(cents) != int(whole) or cents == whole:
        return None
    return got


# A price with tax in: "(343,91 € inkl. MwSt.)", "inkl. 19 % MwSt.", "£21.00 inc VAT", "TTC"
_TAX_IN = re.compile(rf"(?<![a-z])(?:{TAX_INCLUDED})", re.I)
# Words of a former price in the child beside a price ("Reg.", "statt", "was", "UVP")
_WAS_WORDS = re.compile(
    # (and "regular", South Slavic "redovna", Singapore's "U.P.": "$39.99 <span>Regular price
    # $49.99</span>", "S$59.90 <span>U.P. S$79.90</span>")
    r"\b(?:reg|was|statt|uvp|rrp|msrp|list|compare at|avant|antes|prima|regular|redovna)\b|"
    r"(?<!\w)u\.p\.|\bcomp(?:\.|arable)? value\b",
    re.I,
)
_STRIKE_TAGS = ("s", "del", "strike")
# A price per piece or unit in brackets, the whole of the child beside a price ("S$42.90
# <span>(S$14.30 / box)</span>", "42,90 € <small>(14,30 € / kg)</small>")
_PER_BRACKETED = re.compile(
    # (after the unit sold after a slash: "HK$388.00 <span>/ lot (HK$7.76 per piece)", "/ dozen
    # ($3.17 each)", "/ Paket (2,49 € pro Stück)"; not a time, "/ year ($10 per month)")
    r"^(?:/\s?(?!(?:year|yr|month|mo|mth|week|wk|day|hour|hr|jahr|monat|woche|tag|mois|an|"
    r"semaine|jour|año|mes|semana|día|dia|anno|mese|settimana|giorno|jaar|maand|dag|år|måned|"
    r"månad|vecka|uke|uge)\b)[^\W\d_]{1,12}\.?\s*)?"
    r"[(（][^()（）]*\d[^()（）]*(?:/|\b(?:per|each|ea|pro|je|par|cada|por|al|la|à|pz|stk)\b)"
    r"[^()（）]*[)）]$",
    re.I,
)


# ... a price per measure in brackets, the whole of the child ("(858,00 €/l)", "(€ 19,80 per
# kg)", "(2,45 € / 100 g)")
_PER_MEASURE_BRACKETED = re.compile(
    r"^[(（][^()（）/]*\d[^()（）/]*(?:/|\b(?:per|pro|je|par|por|al)\b)\s?(?:\d+\s?)?"
    r"(?:kg|g|l|ml|cl|dl|m|m²|m2|m³|lb|oz|litre|liter|litro|kilo|lm)\s*[)）]$",
    re.I,
)


# ... or after the unit sold and a separator, each ("S/ 154.80 <span>por docena · S/ 12.90
# c/u</span>", "$45.00 <span>per case · $3.75 each</span>")
_PER_PIECE_LINE = re.compile(
    r"^(?:/|por|per|pro|par|je)\s?(?!(?:mes|month|monat|mois|mese|year|año|jahr|an|week|semana|"
    r"woche|semaine|day|día|tag|jour|night|noche|nacht|nuit)\b)[^\W\d_]{2,12}\.?\s*[·•|,;–-]\s*"
    r"[^·•|]{0,20}\d[^·•|]{0,12}"
    r"(?:c/u|each|ea\.?|por unidad|per (?:piece|unit|item)|pro stück|la pièce|/\s?(?:und|unid|"
    r"unidad|ud|pc|pcs|pz|stk|stück))\s*$",
    re.I,
)
_RANGE_TEXT = re.compile(r"(.{1,24}?)\s?[-–—~～〜]\s?(.{1,24})")
# A range in words: "da 899,00 € a 1.499,00 €", "von 49 € bis 89 €", "from $20 to $35",
# "من 45.00 ر.س إلى 120.00 ر.س"
_WORDED_RANGE = re.compile(
    r"(?:da|von|de|desde|from|od|från|fra|van|dès|من)\s+(.{1,24}?)\s+"
    r"(?:a|to|bis|à|até|hasta|do|till|tot|إلى|الى)\s+(.{1,24})",
    re.I,
)


def _deposit_of(el: etree._Element, hit: str | None) -> tuple[str, PriceToken, bool] | None:
    """The first signed price of a short text of several that a deposit's word labels
    ("Deposit $100.00 today, balance $399.00 on arrival", "訂金 HK$300.00，餘額 HK$980.00")."""
    raw = hit if hit is not None else price_text(el, 160)
    if len(raw) > 160 or not _DEPOSIT_WORD.search(raw):
        return None
    text = " ".join(raw.split())
    for token in find_prices(text):
        if not token.symbol:
            continue
        lead = text[: token.start].rstrip()
        if lead.endswith(token.symbol):
            lead = lead[: -len(token.symbol)]
        if _DEPOSIT_LEAD.search(lead[-40:]):
            return text, token, True
    return None


# A pre-order's or reservation's deposit as the label right before its amount (not a balance
# due later, not a fee; not "no deposit": "Без предоплаты", "Előleg nélkül", "Bez zaliczki",
# "Không cần đặt cọc", "ไม่ต้องมัดจำ")
_DEPOSIT_WORDS = (
    r"deposit|acompte|anzahlung|caparra|acconto|aanbetaling|handpenning|zaliczk[aię]|előleg|"
    r"kapar[aeu]|varščin\w*|akontacij\w*|предоплат\w*|передоплат\w*|đặt cọc|tiền cọc|มัดจำ|"
    r"定金|订金|訂金|予約金|内金|頭金|(?:ال)?دفعة (?:ال)?مقدمة"
)
_DEPOSIT_WORD = gated(_DEPOSIT_WORDS, re.I)
_DEPOSIT_LEAD = gated(
    r"(?<![a-zà-ÿа-яё])(?<!no )(?<!без )(?<!bez )(?<!sans )(?<!ohne )(?<!keine )(?<!senza )"
    r"(?<!sin )(?<!zonder )(?<!utan )(?<!cần )(?<!ไม่ต้อง)(?<!low )(?<!small )(?<!بدون )"
    r"(?<!بلا )(?<!دون )"
    rf"(?:{_DEPOSIT_WORDS})(?! nélkül)\s*(?:of|only|today|now)?\s*[:：]?\s*$",
    re.I,
)


def _range_start(el: etree._Element, hit: str | None) -> tuple[str, PriceToken, bool] | None:
    """The lower price of a short text that is nothing but a range of two signed prices."""
    raw = hit if hit is not None else price_text(el, 60)
    if len(raw) > 80:
        return None
    text = " ".join(raw.split())
    dashed = any(c in raw for c in "-–—~～〜")
    worded_range = None if dashed or len(text) > 60 else _WORDED_RANGE.fullmatch(text)
    if not dashed and worded_range is None:
        return None
    box = el.getparent()
    if (
        box is not None
        and any(node.tag == "a" for node in box.iter())
        and len(price_text(box, 160)) <= 120
    ):
        # "<a>Knife sets</a> $89.00 – $249.00": a teaser for other products (not a product's
        # buy box with a link to its reviews)
        return None
    m = worded_range or (_RANGE_TEXT.fullmatch(text) if len(text) <= 50 else None)
    if m is None:
        return None
    low, high = _parse_text(m.group(1)), _parse_text(m.group(2))
    if low is None or high is None or not (low[2] and high[2]):
        return None
    # (the upper end may carry the sign and the code after it: "$1,899.00 – $2,499.00 MXN")
    same = low[1].symbol == high[1].symbol or (low[1].symbol or "") in m.group(2)
    if not same or worded(m.group(1), low[1]) or worded(m.group(2), high[1]):
        return None  # "£49.00 – €57.00" (one price, two currencies), "Now $199 – Was $359"
    lo, hi = low[1].amount(2), high[1].amount(2)
    return low if lo is not None and hi is not None and lo < hi else None


def _own_text_prices(
    hits: list[tuple[etree._Element, str | None]], parsed: _Parsed
) -> list[tuple[etree._Element, tuple[str, PriceToken, bool], tuple[str, str]]]:
    """ "<bdi>229,00 € <span class=bgn-price>/ 447,89 лв.</span></bdi>", "$599.00 <span
    class=compare-at>Reg. $699.00</span>": an element's own text before its children, read
    alone when the whole element holds several prices. (Or its first child's number and the
    sign after it: "<p class=price><span class=num>2,980</span>円<span>（税込）</span> <span>本体
    価格 2,709円</span></p>".)"""
    out = []
    for el, hit in hits:
        if el not in parsed or parsed[el] is not None:
            continue  # not read (a side block), or read whole
        if hit is not None and hit == el.text and not at_most(el, 0) and len(hit) <= _MAX_TEXT:
            own = " ".join(hit.split())
        elif (
            hit is not None
            and hit == el.text
            and len(hit) <= _MAX_TEXT
            and _CLAUSE_MARK.search(hit)
        ):
            # one text of clauses, a price in each: "€ 28,44 incl. btw · € 2,35 per 100 stuks
            # excl. btw", the gross under a net main price, read alone by its tax words
            for clause in _CLAUSE_MARK.split(" ".join(hit.split())):
                if _WITH_TAX.search(clause) and (got := _parse_text(clause)) is not None and got[2]:
                    out.append((el, got, ("", "")))
            continue
        elif (
            hit is None
            and not (el.text or "").strip()
            and len(el) > 1
            and not len(el[0])
            # (not a crossed-out first child: "<s>399</s>€ <b>329 €</b>" is the former price)
            and el[0].tag not in _STRIKE_TAGS
            and not _STRUCK_CLASS.search(el[0].get("class") or "")
        ):
            own = " ".join(f"{el[0].text or ''}{el[0].tail or ''}".split())
            if len(own) > _MAX_TEXT:
                continue
            if (got := _parse_text(own)) is None or not got[2]:
                # (the price split over its first children, the crossed-out one after them:
                # "<span>149</span><sup>,99</sup>&nbsp;€ <s>189,00 €</s>")
                own = _split_run(el) or own
        else:
            continue
        got = _parse_text(own)
        if got is None or not got[2]:
            continue
        child = _text(el)[len(own) :].strip()  # _text collapses whitespace as ``own`` does
        if _beside_another(el, got, child):
            # (its label the element's, before it: "<dt>現在</dt><dd>31,500円<span>（税 0 円）")
            out.append((el, got, (label_before(el, "")[-30:], child[:40])))
    return out


# Children a price may be split over ("<span>149</span><sup>,99</sup>")
_SPLIT_TAGS = frozenset({"span", "sup", "sub", "small", "b", "strong", "em", "i"})


def _split_run(el: etree._Element) -> str | None:
    """The text of ``el``'s first children, up to the first crossed-out one, when it reads as
    one signed price ("<span>149</span><sup>,99</sup>&nbsp;€ <s>…</s>"); else None."""
    parts = []
    for child in islice(el, 4):
        if (
            len(child)
            or child.tag not in _SPLIT_TAGS
            or _STRUCK_CLASS.search(child.get("class") or "")
        ):
            break
        parts.append(f"{child.text or ''}{child.tail or ''}")
    else:
        return None  # (no crossed-out child after them: the element was read whole)
    struck = child.tag in _STRIKE_TAGS or _STRUCK_CLASS.search(child.get("class") or "")
    if len(parts) < 2 or not struck:
        return None
    if any(a.rstrip()[-1:].isdigit() and b.lstrip()[:1].isdigit() for a, b in pairwise(parts)):
        return None  # (digits glued across children: "149<sup>99</sup>" is read elsewhere)
    own = " ".join("".join(parts).split())
    got = _parse_text(own) if len(own) <= _MAX_TEXT else None
    return own if got is not None and got[2] else None


# the mark between clauses of one line: "€ 28,44 incl. btw · € 2,35 per 100 stuks"
_CLAUSE_MARK = re.compile(r"\s[·•|]\s")
# a price's words saying tax is included ("incl. btw", "inkl. MwSt.", "con IVA", "TTC")
_WITH_TAX = re.compile(
    r"(?<![^\W\d_])(?:incl?\.?|including|inkl\.?|inklusive|con|com|avec|m/|med|mit)\s*"
    r"(?:vat|gst|tax|btw|iva|mwst\.?|moms|mva|alv|tva|vsk|ust\.?)(?![^\W\d_])|\bttc\b",
    re.I,
)


def _beside_another(el: etree._Element, got: tuple[str, PriceToken, bool], child: str) -> bool:
    """True when the rest of the element (``child``, the text after the price ``got``) is a
    price of another kind, which leaves ``got`` to be read alone."""
    rest = _parse_text(child)
    # beside a conversion into another currency, or beside the former price ("<span
    # class=compare-at>Reg. $699.00</span>"); not beside its own price with tax ("289,00 €
    # <small>(343,91 € inkl. MwSt.)</small>") nor a sale price ("79,95 € <span
    # class=sale-price>59,95 €</span>"), which the children's own readings weigh
    other = rest is not None and rest[1].symbol != got[1].symbol
    # (the strike a child's own child: "45.000 د.أ <span class=pdp__old><s>58.000 د.أ</s>
    # </span>")
    former = any(
        c.tag in _STRIKE_TAGS
        or _STRUCK_CLASS.search(cls := c.get("class") or "")
        or ("_" in cls and _STRUCK_CLASS.search(cls.replace("_", "-")))
        or (len(c) == 1 and c[0].tag in _STRIKE_TAGS and not (c.text or "").strip())
        for c in el
    ) or bool(_WAS_WORDS.search(child) or SEPARATELY.search(child))
    # or beside its own split into instalments ("R$ 4.099,00 <span>em até 10x de R$
    # 409,90 sem juros</span>": the total); or beside a tax note and then its own net price
    # ("£54.99 <small>inc VAT</small> (£45.83 ex VAT)": the gross)
    tax_in = _TAX_IN.search(child)
    gross_then_net = rest is not None and tax_in is not None and is_net_label(child[tax_in.end() :])
    # or beside its own net price on a line of its own ("Cena: 12,50 zł (brutto)<br><span>
    # Cena netto: 11,90 zł</span>": the gross)
    net_after = (
        rest is not None and tax_in is None and is_net_label(child[: min(30, rest[1].start)])
    )
    # or beside an amount added to it ("KWD 139.900 <span>+ KWD 2.000 delivery</span>",
    # "£89.99 <span>+ £4.99 P&P</span>")
    added = rest is not None and child.startswith("+")
    # or beside a member's price named so before its amount ("89,90 € <span>Jäsenhinta
    # 79,90 €</span>")
    member = rest is not None and _MEMBER.search(child[: rest[1].start]) is not None
    # or beside its price per piece or unit, less than it, in brackets
    # (or more than it, per a measure: "42,90 € <span>(858,00 €/l)</span>" of a 50 ml jar)
    per = (
        rest is not None
        and (low := rest[1].amount(2)) is not None
        and (high := got[1].amount(2)) is not None
        and (
            (
                low < high
                and (
                    _PER_BRACKETED.match(child) is not None
                    or _PER_PIECE_LINE.match(child) is not None
                )
            )
            or (low != high and _PER_MEASURE_BRACKETED.match(child) is not None)
        )
    )
    # or beside its tax in brackets ("48,000円<span>（税 0 円）</span>")
    tax_amount = rest is not None and TAX_BRACKETED.fullmatch(rest[0][: rest[1].start]) is not None
    return (
        ((other or former or per or member or split_after(child)) and tax_in is None)
        or gross_then_net
        or net_after
        or added
        or tax_amount
    )


def _candidate(
    el: etree._Element,
    got: tuple[str, PriceToken, bool],
    cls: str,
    flags: Flags,
    anchors: tuple[dict[etree._Element, int] | None, dict[etree._Element, int] | None],
    label: tuple[str, str] | None = None,
) -> _Candidate:
    text, token, signed = got
    v = judge(el, text, token, cls, flags, label)
    at = _outer(el)
    d_title, d_buy = distance(at, anchors[0]), distance(at, anchors[1])
    return _Candidate(
        el,
        text,
        token,
        signed,
        cls,
        v.struck,
        v.skip,
        v.net,
        d_title,
        d_buy,
        v.unit,
        v.now,
        v.soft,
        v.weak,
        v.for_some,
        v.ranged,
        v.instalment,
    )


_WRAPS = frozenset({"b", "strong", "font", "big", "small", "em", "i", "u", "span", "td"})


def _outer(el: etree._Element) -> etree._Element:
    """The outermost of the formatting wrappers and the table cell that hold nothing but
    ``el`` ("<td><font size=4><b>Rs. 64,750.00</b></font></td>"): its distance to the title
    is the cell's, however many wrappers a shop puts round a price."""
    return sole_wrapper(el, 4, _WRAPS.__contains__)


def _is_prose(text: str, token: PriceToken) -> bool:
    """An unsigned number inside words ("Limit 5 per order") rather than a bare price."""
    rest = text[: token.start] + text[token.end :]
    return len(rest.replace(" ", "")) > 4


def _inside_price(el: etree._Element, parsed: _Parsed, token: PriceToken, text: str) -> bool:
    """An ancestor already reads a price this number is part of (signed, or another amount).

    Not when the number stands after (or before) the price the ancestor reads: "<div>RRP
    € 529,-<strong>449,-</strong></div>" reads 529, and 449 is a price of its own.
    """
    node = el.getparent()
    for _ in range(3):
        if node is None:
            return False
        got = parsed.get(node)
        if got is not None and (got[2] or got[1].amount(2) != token.amount(2)):
            whole, read = got[0], got[1]
            at = whole.rfind(text)
            if at < 0 or whole.find(text) != at or (read.start < at + len(text) and at < read.end):
                return True
        node = node.getparent()
    return False
