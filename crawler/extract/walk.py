"""One pass over a page's elements: title, price-named and sign texts, stock, buy, SKU, scripts."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import islice

from lxml import etree

from crawler.currencies import is_currency
from crawler.extract.cues import (
    _BLOCK_LABEL,
    _BUY_CLASS,
    _BUY_TAGS,
    _DIGIT,
    _NOISE_BLOCK,
    _OTHER_OFFERS_HEADING,
    _PRICE_NAME,
    _RAND_RE,
    _RELATED_HEADING,
    _SIGN_RE,
    _SIGNS,
    _SKIP_TAGS,
    _WORD_SIGN_RE,
    ADD_RE,
    BUTTON_RE,
    adds_to_cart,
)
from crawler.extract.identity import (
    BARE_TEXT,
    LABEL_TAGS,
    TEXT_LABEL,
    is_bare_label,
    is_model_label,
)
from crawler.extract.locale import ALL_SYMBOLS
from crawler.extract.money import SYMBOL_ALT
from crawler.extract.pricetext import is_hidden
from crawler.extract.tree import at_most


@dataclass
class Walk:
    """Everything the layers need from one pass over the elements (XPath is slower here:
    each search of the whole tree costs about a fifth of the parse)."""

    h1: etree._Element | None = None
    h2: etree._Element | None = None  # "<h2 class=product-title>" on pages without an <h1>
    price_elements: list[etree._Element] = field(default_factory=list)
    sign_texts: list[tuple[etree._Element, str]] = field(default_factory=list)
    stock_elements: list[etree._Element] = field(default_factory=list)
    buy: etree._Element | None = None
    sku_elements: list[etree._Element] = field(default_factory=list)
    # elements whose text starts with a model or part number's label ("Model #: ")
    model_elements: list[etree._Element] = field(default_factory=list)
    tail_texts: list[tuple[etree._Element, etree._Element, str]] = field(default_factory=list)
    lone_signs: list[etree._Element] = field(default_factory=list)
    # Of the whole document, in document order: as //script and //head would find them.
    scripts: list[etree._Element] = field(default_factory=list)
    heads: list[etree._Element] = field(default_factory=list)
    root_head: etree._Element | None = None  # the first <head> inside the root element
    headings: list[etree._Element] = field(default_factory=list)  # <h2>-<h5> of the body
    # a block's first element, a short styled line naming other products ("Pairs well with")
    labels: list[etree._Element] = field(default_factory=list)
    # The navigation, footers and blocks of other products the walk passed by (see _pass_by
    # and _side_block), and the class names around the title.
    passed: list[etree._Element] = field(default_factory=list)
    title_classes: set[str] | None = None


_PURE_SIGNS = {*_SIGNS, "kr", "kr.", "Kč", "Ft", "lei", "R$", "$", "€", "£", "¥", "₹"}
# (as shops capitalise them in an element of their own: "1.249<sup>99</sup> <span>Lei</span>")
_PURE_SIGNS |= {"Kr", "Kr.", "KR", "Lei", "LEI"}
# (and the dong's letter, the Balkan dinar and denar and the kyat as words in an element of
# their own: "1.290.000<sup>đ</sup>", "<span>ကျပ်</span>")
_PURE_SIGNS |= {"đ", "VNĐ", "vnđ", "VND", "din.", "din", "дин.", "ден", "ден.", "ကျပ်", "ກີບ", "រៀល"}
# (and the dash whole prices end in, in an element of its own: "<span>589</span><span>,-</span>")
_PURE_SIGNS |= {",-", ",–", ",—", ".-", ".–", ".—"}
# (and the rand's letter in an element of its own: "<span>R</span><span>4 299</span><sup>00"),
# and every sign of two characters or more a currency is written with ("GH₵", "KSh", "RM")
_PURE_SIGNS |= {"R", *(sign for sign in ALL_SYMBOLS if len(sign) >= 2)}
# (and the yuan's 元 after the digits' element: "<b>8,990</b>元")
_PURE_SIGNS.add("元")
# (the last characters of those signs: a cheap test before a text is split into words)
_SIGN_ENDS = frozenset(sign[-1] for sign in _PURE_SIGNS)
# [@itemprop] first: the cheap existence test keeps the string comparisons off most elements.
_ITEMPROP = etree.XPath("//body//*[@itemprop][@itemprop='price' or @itemprop='sku']")
_BOXES = {"div", "span"}
_SPECIAL_TAGS = {*_SKIP_TAGS, "h1", "h2", "h3", "h4", "h5"}

# What a class string says, worked out once per distinct string: pages repeat a few dozen
# class strings over thousands of elements (menus, grids), so the walk mostly looks them up.
_SKU, _PRICE, _STOCK, _BUY_NAME, _BUY_BOX, _TITLE = 1, 2, 4, 8, 16, 32
_BUYS = _BUY_NAME | _BUY_BOX
# What an element's text or tail says, likewise once per distinct string.
_T_SKU, _T_SIGNED, _T_LONE, _T_MODEL = 1, 2, 4, 8
# Tags of a block's label that is no heading ("<span class=suit-label>优惠套装</span>")
# (a table's first header cell or caption too: "<tr><th colspan=4>この商品を見た人はこんな商品も
# 見ています</th></tr>" over a table of other products)
_LABEL_TAGS = frozenset(
    {"p", "div", "span", "strong", "b", "em", "small", "dt", "label", "th", "caption"}
)


def _class_kind(cls: str) -> int:
    """The roles a class string names, as bits (the tests the walk once made per element)."""
    kind = 0
    if (
        "sku" in cls
        or "Sku" in cls
        or "SKU" in cls
        or (
            ("product-" in cls or "product_" in cls)
            and ("code" in cls or "reference" in cls or "ordernumber" in cls)
        )
        or "vtex-product-identifier" in cls  # (VTEX's "product-identifier__value")
    ):
        kind |= _SKU
    low = cls.lower()
    # (the few letters first: most class strings name no price, and the pattern's search is
    # the costly part)
    if "price" in low or (
        (
            "pr" in low
            or "cen" in low
            or "cij" in low
            or "hin" in low
            or "kain" in low
            or "fiyat" in low
            or "harga" in low
        )
        and _PRICE_NAME.search(cls)
    ):
        kind |= _PRICE
    if (
        "tock" in cls
        or "vail" in cls
        or "avl" in cls
        or "delivery-status" in cls
        or "inventor" in cls
        # the stock's name in the shop's own language: Dutch "voorraad", Romance
        # "disponib…", Czech/Slovak "dostupn…", Polish "dostepn…" (not "lager": a beer style)
        or "voorraad" in cls
        or "disponib" in cls
        or "dostupn" in cls
        or "dostepn" in cls
        # (a discontinued product's status line: "c-product__status--discontinued")
        or "discontinu" in cls
    ):
        kind |= _STOCK
    if _buy_name(cls):
        kind |= _BUY_NAME
    if _buy_class(cls):
        kind |= _BUY_BOX
    if "title" in cls or "name" in cls:
        kind |= _TITLE
    return kind


SIGN_CENTS = re.compile(rf"\s*(?:€\d\d|[.,]?\d\d\s?(?:{SYMBOL_ALT}|[A-Z]{{3}}))\s*")


_WHOLE = re.compile(r"\d+|\d{1,3}(?:[.,\s\u00a0\u202f']\d{3})+")


# Inline tags that may hold the cents and their sign after a bare whole number, besides <sup>
_INLINE_TAGS = frozenset({"span", "small", "sub", "b", "strong", "i", "em"})


def _in_price_named(el: etree._Element) -> bool:
    """True when ``el``'s parent is named for the price ("<div class=prix><span>49</span>
    <span>€90</span>"; not "<div class=pp><span class=qty>2</span><span>€49</span>")."""
    parent = el.getparent()
    return parent is not None and _PRICE_NAME.search(parent.get("class") or "") is not None


def _cents_after_euros(sup: etree._Element, text: str) -> bool:
    """True for a <sup>€00</sup> or a <sup>95 €</sup> right after a bare whole number: the
    cents of that number with the sign between ("249€00") or after them ("349<sup>95 €"),
    not a price of its own; and for "429<sup>,99 €</sup>", whose parent, named for nothing
    (a "value" beside a crossed-out price), is read whole only so."""
    if not SIGN_CENTS.fullmatch(text):
        return False
    prev = sup.getprevious()
    if prev is not None:
        whole = (prev.text or "") if not (prev.tail or "").strip() else prev.tail
    else:
        parent = sup.getparent()
        whole = (parent.text or "") if parent is not None else ""
    return _WHOLE.fullmatch(whole.strip()) is not None


# Two fields of a label of words and a one-word value, apart by spaces alone
_TWO_FIELDS = re.compile(
    r"\s*[^\W\d_][^:：\d]{0,30}[:：]\s*\S+\s+[^\W\d_]+(?:[ .-][^\W\d_]+){0,3}\.?\s*[:：]\s*\S+\s*$"
)


def _text_kind(text: str) -> int:
    """What an element's text or tail holds, as bits: an SKU label (else a model number's
    label), a signed price, a lone sign. (Whether it names a block of other products is
    asked apart, of the few texts that could head one: see names_block.)"""
    kind = 0
    if (
        # a longer line when other fields follow the label's: "Product code: NBKLEN7140 ·
        # MPN: 21MW0031AU", "Artikelnummer: 394872211 · Hersteller-Nr.: 06019K4001"
        # (or a full-width slash or bar between them: "商品番号: IBM-4471902 ／ 型番: KT-10W")
        (
            len(text) < 40
            or (
                # (a listing's line of fields: "Listing #4418829301 · Closes: Sat 12 Dec, 8:15
                # pm · Seller located in Hamilton, Waikato")
                len(text) < 120
                and (
                    "·" in text
                    or "•" in text
                    or "|" in text
                    or "／" in text
                    or "｜" in text
                    # (or spaces alone between two labelled fields: "Kód zboží: D8812 Kód
                    # výrobce: PL27Q165"; not a promotion's "Kod: LATO20 – 15% rabatu, ważny
                    # do: 31.08")
                    or (text.count(":") >= 2 and _TWO_FIELDS.match(text) is not None)
                )
            )
        )
        and (
            ":" in text
            or "." in text
            or "：" in text
            or "#" in text
            or "SKU " in text
            or "Style " in text
            or "ITEM " in text
            or "ID " in text  # ("Lot ID LW-44812")
            or "nummer " in text  # ("Artikelnummer AB-9200145 · EAN 8719325504127")
            or "numero " in text  # ("Tuotenumero HP-PIPO-KID-NV")
            or "՝" in text  # (Armenian's colon)
            or "፡" in text  # (Ethiopic's)
            or "፦" in text
            or "รหัส" in text  # (Thai "code", without a colon)
            or "№" in text
            or "°" in text  # ("Annonce n° TA-33018 · publiée le …")
        )
        and TEXT_LABEL.match(text)
    ):
        kind |= _T_SKU
    elif len(text) < 60 and is_model_label(text):
        kind |= _T_MODEL
    if len(text) <= 4 or (len(text) <= 12 and len(text.strip()) <= 4):
        # (a sign alone in a tail, spaced: "<b>۱۲۵٬۰۰۰٬۰۰۰</b> ریال ")
        if _DIGIT.search(text):
            if _SIGN_RE.search(text) or ("R" in text and _RAND_RE.search(text)):
                kind |= _T_SIGNED
        elif text.strip() in _PURE_SIGNS or _lone_code(text):
            # "<span> €</span>" after the digits: its spacing is no word; "<span>OMR</span>"
            # before them, a currency's code alone
            kind |= _T_LONE
    # Longer texts: a price needs a digit (half of a page's texts hold none) and a sign.
    # Every test after the sign's needs a digit too (_RAND_RE, _WORD_SIGN_RE, _OTHER_SIGN).
    elif _DIGIT.search(text) is None:
        pass
    elif _SIGN_RE.search(text):
        kind |= _T_SIGNED
    elif "R" in text and _RAND_RE.search(text):
        kind |= _T_SIGNED
    elif len(text) <= 20 and _DASH_PRICE.search(text):
        kind |= _T_SIGNED
    elif _word_sign(text):
        kind |= _T_SIGNED
    elif len(text) <= 60 and _OTHER_SIGN.search(text) is not None and _other_sign(text):
        kind |= _T_SIGNED
    if (
        not kind & _T_SIGNED
        and 4 < len(text) <= 24
        and ("(" in text or "（" in text or "*" in text)
        and _sign_noted(text)
    ):
        kind |= _T_LONE  # "128,700<span>円（税込）</span>": the sign and a note after the digits
    elif (
        not kind
        and 4 < len(text) <= 24
        and text.rstrip()[-1:] in _SIGN_ENDS
        and len(words := text.split()) > 1
        and words[-1] in _PURE_SIGNS
        and _DIGIT.search(text) is None
    ):
        # "<span>網路價 NT$<b>36,900</b></span>": a label, the sign, the digits in a child
        kind |= _T_LONE
    return kind


def _lone_code(text: str) -> bool:
    """An ISO 4217 code alone ("OMR", " EUR "), a price's sign in an element of its own."""
    code = text.strip()
    return len(code) == 3 and code.isupper() and code.isalpha() and is_currency(code)


def names_block(text: str) -> bool:
    """A short text naming a block of other products or other sellers' offers ("Pairs well
    with", "Similar items", "Diğer Satıcılar (3)"; not a line's label, "Autres vendeurs :",
    nor a line with its offer, "Autres vendeurs : 12 offres dès 219,00 €")."""
    return len(text) <= 40 and (
        _BLOCK_LABEL.search(text) is not None
        or _RELATED_HEADING.search(text) is not None
        or (
            _OTHER_OFFERS_HEADING.search(text) is not None
            and not text.rstrip().endswith((":", "："))
            and _DIGIT.search(_COUNT.sub("", text)) is None
        )
    )


# a count of offers in brackets: "Diğer Satıcılar (3)"
_COUNT = re.compile(r"\(\d{1,3}\)")


# A currency sign alone but for a note in brackets or a footnote's stars: "円（税込）", "€ *"
_SIGN_NOTE = re.compile(r"\s*(\S{1,5}?)\s*(?:[（(][^()（）\d]{1,12}[)）]|\*{1,3})\s*")


def _sign_noted(text: str) -> bool:
    m = _SIGN_NOTE.fullmatch(text)
    return m is not None and m.group(1) in _PURE_SIGNS


def _word_sign(text: str) -> bool:
    """A currency written as a word beside a number ("129,00 lei", "7.499 дин.") in a short
    text (a price's own line)."""
    return len(text) <= 60 and _WORD_SIGN_RE.search(text) is not None


def _other_sign(text: str) -> bool:
    """The price signs of a short text the sign list leaves out: any ISO 4217 code by a
    number ("EGP 1,299.00", "1 299,00 BGN"), the Tunisian dinar with its three decimals
    ("1 299,000 DT"), whole units as only prices are written ("2.199,-", "1 999,–")."""
    return (
        (not text.islower() and _iso_amount(text))
        or ("DT" in text and _DINAR.search(text) is not None)
        or (("KD" in text or "K.D" in text) and _KUWAITI.search(text) is not None)
        or ("RO" in text and _OMANI.search(text) is not None)
        or ("MT" in text and _METICAL.search(text) is not None)
        or ("F" in text and _FRANC.search(text) is not None)
        or ("Afl" in text and _FLORIN.search(text) is not None)
        or (("Kz" in text or "Bs" in text) and _KWANZA_BOLIVIANO.search(text) is not None)
        or ("Q" in text and _QUETZAL.search(text) is not None)
        or ("Nu." in text and _NGULTRUM.search(text) is not None)
        or _LETTER_SIGN.search(text) is not None
        or (len(text) <= 40 and _DASH_PRICE.search(text) is not None)
    )


# Letter signs in mixed case, which the capitals' test below cannot see ("Ksh 1,200", "Ar 185
# 000"); with "QR" and "SR" they make _LETTER_SIGN
_MIXED_SIGNS = r"Kshs?|Shs|Tsh|Ush|Ar|Br"
# One look at a short text for all three (each needs a digit beside what it looks for).
_OTHER_SIGN = re.compile(
    r"[A-Z]{2,3}\s?\d|\d\s?[A-Z]{2,3}|\d[.,][-–—]|\d\s?K\.D|K\.D\.\s?\d|Afl\.\s?\d|"
    r"\d\s?(?:Kz|Bs)|(?:Kz|Bs\.?)\s?\d|\d\s?F(?![^\W_])|Q\s?\d|Nu\.\s?\d|"
    rf"\d\s?(?:{_MIXED_SIGNS})|(?:QR\.|{_MIXED_SIGNS})\s?\d"
)
_DINAR = re.compile(r"\d[.,]\d{3}\s?DT\b|\bDT\s?\d[\d\s.,]*[.,]\d{3}(?!\d)")
# The Kuwaiti dinar in Latin letters, with its three decimals: "89.900 K.D.", "KD 12.500" (not
# "K.D. 3 boxes", knocked down, nor a TV's model "KD 49 XF8096")
_KUWAITI = re.compile(r"\d[.,]\d{3}\s?K\.?D\b|\bK\.?D\.?\s?\d[\d\s.,]*[.,]\d{3}(?!\d)")
# The Omani rial's letters before a price with its three decimals ("RO 64.500"; not "RO 12",
# Romania's code)
_OMANI = re.compile(r"(?<![^\W_])RO\s?\d{1,3}(?:,\d{3})*\.\d{3}(?![\w.,]?\d)")
# The quetzal's letter before a price ("Q 595.00", "Q1,299", "Q 89"; not "Q3", a quarter,
# nor "FAQ 2", "IQ 140")
_QUETZAL = re.compile(
    r"(?<![A-Za-z0-9_&-])Q\s?(?:\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+\.\d{2}|\d{2,})(?![\w.,]?\d)"
)
# The ngultrum's abbreviation before a price, its cents after a point ("Nu. 6,800.00"; not
# Dutch "Nu. 19,99", now)
_NGULTRUM = re.compile(r"(?<![\w.])Nu\.\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?(?![\w.,]?\d)")
# The Mozambican metical after its number ("12.990,00 MT"; not an item number "MT2207-BLK")
_METICAL = re.compile(r"\d\s?MT\b")
# The franc by its letter after the number ("129 900 F"; not "F1", "40F-B", "2024 F/W")
_FRANC = re.compile(r"\d\s?F(?![^\W_]|[-/])")
# The Aruban florin with its cents ("Afl. 189.95"; not "Afl. 14", a Dutch series' episode)
_FLORIN = re.compile(r"Afl\.\s?\d[\d.,]*[.,]\d{2}(?!\d)")
# The kwanza and the boliviano by their number ("485.000,00 Kz", "Bs. 650,00"; not "Kz1"
# in an item number)
_KWANZA_BOLIVIANO = re.compile(r"\d\s?(?:Kz|Bs\.?)(?![^\W_])|(?<![^\W_])(?:Kz|Bs\.?)\s?\d")
# Letter signs of a few countries' money by their number ("QR 89.50", "SR 1,299", "Ksh 1,200",
# "Shs 85,000", "Ar 185 000"; not "QR2" in an item number, "Ar" in a word)
_LETTER_SIGN = re.compile(
    rf"\d\s?(?:QR|SR|DA|{_MIXED_SIGNS})(?![^\W_])|"
    rf"(?<![^\W_])(?:QR\.?|SR|{_MIXED_SIGNS})\s?\d"
)
_DASH_PRICE = re.compile(r"\d[.,][-–—](?!\d)")


# An ISO 4217 code right by a number. Codes that are also common words or brand names next to
# numbers ("ALL 4 sizes", "TOP 10", "AMD 5600X") are left to the sign list and to classes.
# (No look-behind: a pattern that starts with a character class is scanned fast.)
_ISO_AMOUNT = re.compile(r"[A-Z]{3}\s?\d|\d\s?[A-Z]{3}")
_CODE_WORDS = frozenset(
    {"ALL", "TOP", "CUP", "BOB", "SOS", "AMD", "GEL", "PEN", "BAM", "MOP", "KGS"}  # "50 KGS"
)
_NUMBER_AT = re.compile(r"\d[\d.,' ]*")
_YEAR = re.compile(r"(?:19|20)\d\d")


def _iso_amount(text: str) -> bool:
    for m in _ISO_AMOUNT.finditer(text):
        start, end = m.span()
        if text[start].isdigit():
            code = text[end - 3 : end]
            if end < len(text) and text[end].isalpha():
                continue  # "5 USDT", "4 GBit"
            number = _NUMBER_AT.match(text, start)
            if start and (text[start - 1].isalpha() or text[start - 1] in "-_/"):
                continue  # "X5 EUR", "SM-5 EUR"
        else:
            code = text[start : start + 3]
            if start and text[start - 1].isalpha():
                continue  # "WEUR 5"
            number = _NUMBER_AT.match(text, end - 1)
            after = number.end() if number else end
            if after < len(text) and text[after].isalpha():
                continue  # "CAD 3D", "USB 3.0"-like names, "EUR 42EU"
        if number and _YEAR.fullmatch(number.group().strip()):
            continue  # "CNY 2025" (Chinese New Year), "EUR 2024" collections
        if code not in _CODE_WORDS and is_currency(code):
            return True
    return False


def walk_page(root: etree._Element, itemprops: bool = True) -> Walk:
    """The pass over ``root``: its <body> element by element, the rest for scripts and heads.

    ``itemprops=False`` says no element has an itemprop (the page's bytes never name one).
    """
    w = Walk()
    body = root.find("body")
    marked: list[etree._Element] = []
    other_body = False
    for node, whole, in_root in _parts(root):
        if node is body:
            first = len(w.heads)
            marked = walk_body(body, w, itemprops)
            if w.root_head is None and len(w.heads) > first:
                w.root_head = w.heads[first]
            continue
        for el in node.iter(etree.Element) if whole else (node,):
            tag = el.tag
            if tag == "script":
                w.scripts.append(el)
            elif tag == "head":
                w.heads.append(el)
                if in_root and w.root_head is None:
                    w.root_head = el
            elif tag == "body":
                other_body = True
    if other_body and itemprops and body is not None:
        marked = _ITEMPROP(root)  # a second <body>: XPath finds them in all, as ever
    for el in marked:
        (w.price_elements if el.get("itemprop") == "price" else w.sku_elements).append(el)
    return w


def _parts(root: etree._Element) -> list[tuple[etree._Element, bool, bool]]:
    """(element, with its subtree, inside ``root``) in document order, around root's children.

    Markup after </html> makes more top-level elements beside ``root``: //script sees them.
    """
    parts = [
        *((el, True, False) for el in reversed(list(root.itersiblings(preceding=True)))),
        (root, False, True),
        *((child, True, True) for child in root),
        *((el, True, False) for el in root.itersiblings()),
    ]
    return [p for p in parts if isinstance(p[0].tag, str)]  # not comments or PIs


# Attributes front ends name their elements with for tests and analytics, where CSS-in-JS
# and utility classes say nothing ("<span class='sc-x1 text-3xl' data-testid=price-current>").
TEST_ID_ATTRS = (
    "data-testid",
    "data-test",
    "data-test-id",
    "data-qa",
    "data-automation-id",
    "data-testhook",
)
_TEST_IDS = {a: etree.XPath(f"//@{a}") for a in TEST_ID_ATTRS}
# the same names in a page's (lowercased) bytes, all found in one pass (no leading \b: the
# literal prefix makes the search ~10 times faster)
TEST_ID_BYTES = re.compile(
    b"(" + b"|".join(re.escape(a.encode()) for a in TEST_ID_ATTRS) + rb")\s*="
)


# Test ids read as class names only where they name a role the rules know, and not where
# front ends disagree on the words: "price-regular", "price-original" name the current price
# on many, and a "buybox-carousel-wrapper" holds the product's own box.
_TEST_ID_ROLE = re.compile(r"price|stock|avail|sku|title|cart|buy", re.I)
_TEST_ID_DOUBT = re.compile(
    r"regular|origin|ordinary|strike|carousel|related|recommend|similar|member|with", re.I
)


def name_by_test_ids(root: etree._Element, attrs: Iterable[str] = TEST_ID_ATTRS) -> None:
    """Adds each element's test ids (of ``attrs``: those the page's bytes name, each one a
    search of the tree) to its class, so that every rule reading class names reads them
    too ("pdp-price-current", "pdp-price-was", "add-to-cart")."""
    for attr in attrs:
        for value in _TEST_IDS[attr](root):
            if not _TEST_ID_ROLE.search(value) or _TEST_ID_DOUBT.search(value):
                continue
            el = value.getparent()
            cls = el.get("class")
            el.set("class", f"{cls} {value}" if cls else str(value))


_HOME = re.compile(r"(?:https?://[^/?#]+)?/?(?:index\.\w+)?$|\./$|#$")


def _banner(el: etree._Element) -> str | None:
    """What makes the heading ``el`` the shop's rather than the product's: "logo" (classed
    as the logo, or no text: an image), "header" (in the page's header or navigation, not
    a header inside the main content), or None."""
    if (
        any(
            name == "logo" or name.endswith(("-logo", "_logo"))
            for name in (el.get("class") or "").lower().split()
        )
        or not "".join(el.itertext()).strip()
    ):
        return "logo"
    if (el.get("class") or "").lower().endswith("logo"):
        return "header"  # "<h1 class=hdrLogo>": a later <h1> names the product, if any
    ancestors = list(el.iterancestors())
    if any(anc.tag in ("main", "article") for anc in ancestors):
        return None  # "<main>…<header class=products-header><h1>Mugs": the page's own
    if any(
        anc.tag in ("header", "nav") or anc.get("role") in ("banner", "navigation")
        for anc in ancestors
    ) and any(_HOME.match((a.get("href") or "").strip()) for a in el.iter("a")):
        return "header"  # the shop's name linking home: "<h1><a href='/'>Raftaekjabud</a></h1>"
    return None


_MEMO_MAX = 50_000
_CLASS_KINDS: dict[str, int] = {}
_TEXT_KINDS: dict[str, int] = {}
_BARE_TEXTS: dict[str, bool] = {}
_BLOCK_TEXTS: dict[str, bool] = {}
_NOISE_CLASSES: dict[str, bool] = {}


def forget() -> None:
    """Empty what the walk keeps between pages (see core.forget, which empties the rest)."""
    _CLASS_KINDS.clear()
    _TEXT_KINDS.clear()
    _BARE_TEXTS.clear()
    _BLOCK_TEXTS.clear()
    _NOISE_CLASSES.clear()


def walk_body(
    body: etree._Element, w: Walk, itemprops: bool, pass_by: bool = True
) -> list[etree._Element]:
    """Fills ``w`` from the elements of ``body``; returns those with itemprop price or sku.

    ``pass_by=False`` walks every element, none passed by (a block passed by, read again)."""
    skip, special, buy_tags, boxes = _SKIP_TAGS, _SPECIAL_TAGS, _BUY_TAGS, _BOXES
    passed_by = _PASSED_BY
    prices, stocks, texts = w.price_elements, w.stock_elements, w.sign_texts
    skus, tails, lone = w.sku_elements, w.tail_texts, w.lone_signs
    models = w.model_elements
    label_tags = LABEL_TAGS
    scripts, heads, headings = w.scripts, w.heads, w.headings
    marked: list[etree._Element] = []
    # What class strings and texts say is kept from page to page: a shop's menus, footers
    # and cards repeat on every page of a crawl (bounded: emptied when it grows large).
    if len(_TEXT_KINDS) > _MEMO_MAX:
        _TEXT_KINDS.clear()
    if len(_CLASS_KINDS) > _MEMO_MAX:
        _CLASS_KINDS.clear()
    if len(_BARE_TEXTS) > _MEMO_MAX:
        _BARE_TEXTS.clear()
    if len(_BLOCK_TEXTS) > _MEMO_MAX:
        _BLOCK_TEXTS.clear()
    if len(_NOISE_CLASSES) > _MEMO_MAX:
        _NOISE_CLASSES.clear()
    kinds, text_kinds, bare_texts, block_texts = (
        _CLASS_KINDS,
        _TEXT_KINDS,
        _BARE_TEXTS,
        _BLOCK_TEXTS,
    )
    buy = h1 = h2 = None
    h1_banner: str | None = None
    # Elements only (comments and PIs stay in C), and not inside a page's navigation, its
    # footer or a drawing: see _PASSED_BY.
    walker = etree.iterwalk(body, events=("start",), tag=etree.Element)
    for _, el in walker:
        if itemprops:
            prop = el.get("itemprop")
            if prop == "price" or prop == "sku":
                marked.append(el)  # <meta itemprop=price> too, though meta is skipped below
        tag = el.tag
        heading = False
        passing = False
        if tag in passed_by and pass_by:
            # a footer only once the title and buy control are found, and only the page's:
            # an <article>'s or a buy box's own <footer> may hold the price and the button
            if tag != "footer" or (
                buy is not None and h1 is not None and not h1_banner and _page_footer(el)
            ):
                passing = _pass_by(el, w, h2 is None)
                if passing:
                    walker.skip_subtree()
                    if h2 is None:
                        h2 = w.h2
        if tag in special:  # one set lookup for the few tags that need a closer look
            if tag in skip:
                if tag == "script":
                    scripts.append(el)
                elif tag == "head":
                    heads.append(el)
                elif tag == "noscript" and not _pictured(el):
                    # drawn only where scripts do not run: the page read is the one they
                    # rendered ("<noscript><p class=price>S$32.00</p></noscript>", stale)
                    walker.skip_subtree()
                continue
            heading = True
        cls = el.get("class")
        ident = el.get("id")
        kind = 0
        if cls:
            kind = kinds.get(cls)  # type: ignore[assignment]
            if kind is None:
                kind = kinds[cls] = _class_kind(cls)
        if (
            buy is not None
            and cls
            and not passing
            and pass_by
            and h1 is not None
            and not h1_banner
            and not kind & _BUYS
            and _noise_class(cls)
            and _side_block(el, cls, h1, w)
        ):
            walker.skip_subtree()
        if heading:
            if tag == "h1":
                if h1 is None or (h1_banner and not _banner(el)):
                    # the first <h1>, unless it is the shop's logo or sits in the page
                    # header ("<header><h1 class=header__heading>Shop</h1>"): a later
                    # one names the product
                    h1, h1_banner = el, _banner(el)
            else:
                headings.append(el)
            if tag == "h2" and h2 is None and kind & _TITLE:
                h2 = el
        if buy is None:
            if tag in buy_tags:
                if (
                    ((kind & _BUY_NAME or (ident and _buy_name(ident))) and not _consent(el))
                    or (
                        # (a link is a button by its role, or by a script for its address:
                        # "<a id=btnSepeteEkle href='javascript:;'>SEPETE EKLE</a>")
                        (
                            tag != "a"
                            or el.get("role") == "button"
                            or (el.get("href") or "").lstrip().lower().startswith("javascript:")
                        )
                        and _buy_label(el, tag)
                        and not _tile(el)
                        and not _opens_cart(el)
                        and not _in_page_header(el)
                    )
                ) and _drawn(el):
                    buy = el  # the add-to-cart control: by class, name or label
            elif (
                tag in boxes
                and kind & _BUY_BOX
                and _no_control(el)
                and _labelled(el)
                and _drawn(el)
            ):
                buy = el  # a styled <div> that is the button ("sqs-add-to-cart-button")
        if kind:
            if kind & _SKU:
                skus.append(el)
            if kind & _PRICE:
                prices.append(el)
            if kind & _STOCK:
                stocks.append(el)
        if ident:
            if "price" in ident or "Price" in ident:
                prices.append(el)
            elif "tock" in ident or "vailab" in ident:
                stocks.append(el)
        text = el.text
        if text:
            kind = text_kinds.get(text)  # type: ignore[assignment]
            if kind is None:
                kind = text_kinds[text] = _text_kind(text)
            if tag in label_tags and len(text) < BARE_TEXT:
                bare = bare_texts.get(text)
                if bare is None:
                    bare = bare_texts[text] = is_bare_label(text)
                if bare:
                    skus.append(el)  # "<dt>상품코드</dt><dd>1000012873</dd>": the value follows
            if (
                kind & _T_SIGNED
                and (tag == "sup" or tag in _INLINE_TAGS)
                and _cents_after_euros(el, text)
                # (or the cents start with their separator: "<span>659</span><span>,00 €")
                and (tag == "sup" or text.lstrip()[:1] in ",." or _in_price_named(el))
            ):
                # "<span>249</span><sup>€00</sup>", "<span class=prix-entier>49</span><span
                # class=prix-decimal>€90</span>": the sign between euros and cents
                kind = _T_LONE
            elif kind & _T_SKU:
                skus.append(el)
            elif kind & _T_MODEL:
                models.append(el)
            elif (
                tag in _LABEL_TAGS
                and len(text) <= 40
                and (el.getprevious() is None or text.endswith(("：", ":")))
            ):
                # (asked of a block's first element, or of a label ending in its colon before a
                # list, "この出品者の他のオークション：": one short text in ten)
                block = block_texts.get(text)
                if block is None:
                    block = block_texts[text] = names_block(text)
                if block:
                    w.labels.append(el)
            if kind & _T_SIGNED:
                texts.append((el, text))
            elif kind & _T_LONE and (parent := el.getparent()) is not None:
                texts.append((parent, None))  # "<span>zł</span>" next to split digits
                lone.append(el)
                if len(el) and isinstance(el[0].tag, str) and el[0].text:
                    # "<span>NT$<span>12,990</span></span>": the digits in its own child
                    texts.append((el, None))
        tail = el.tail
        if tail:
            kind = text_kinds.get(tail)  # type: ignore[assignment]
            if kind is None:
                kind = text_kinds[tail] = _text_kind(tail)
            if kind & _T_SIGNED and (parent := el.getparent()) is not None:
                texts.append((parent, tail))
                tails.append((parent, el, tail))
            elif kind & _T_SKU and (parent := el.getparent()) is not None:
                skus.append(parent)  # "Marque : <a>MIRADO</a> · Réf. : <span>MIR55QX7</span>"
            elif kind & _T_LONE and (parent := el.getparent()) is not None:
                # "1 149,<span>00</span> zł": the sign trails the cents in the parent's text
                texts.append((parent, None))
    if h1_banner == "logo":
        h1 = None  # only the shop's logo: the title is found another way (h2, <title>)
    w.buy, w.h1, w.h2 = buy, h1, h2
    if marked and marked[0] is body:
        del marked[0]  # //body//* holds the body's descendants, not the body
    return marked


# The walk reads these elements (their class, text and tail) but not what is inside them: a
# page's navigation and footer (menus of hundreds of links: on the labelled pages three
# elements in four) are noise to every rule that reads the walk, and an icon's drawing holds
# no text. A footer only once the title and buy control are found (an <article>'s own footer
# may hold the button); see _pass_by for what is still taken from inside.
_PASSED_BY = frozenset({"nav", "footer", "svg"})


_SECTIONING = frozenset({"article", "aside", "main", "section", "form", "dialog"})


def _page_footer(el: etree._Element) -> bool:
    """A <footer> in no article, aside, section, form or <main>: the page's own."""
    return not any(a.tag in _SECTIONING for a in el.iterancestors())


def _pass_by(el: etree._Element, w: Walk, h2: bool) -> bool:
    """True when the walk passes by what is inside ``el`` (a <nav>, <footer> or <svg>),
    after taking what the walk would have taken from it that rules read: its scripts, its
    headings (and an <h2> classed as a title, when ``h2`` asks for one: set as ``w.h2``) and,
    for a <nav> or <footer>, the block itself for a listing's count. Not when the page's
    <h1>, or a drawing's text (a price written as SVG <text>), is inside."""
    if next(el.iter("h1", "text"), None) is not None:
        return False
    if el.tag != "svg":
        _take_inner(el, w, h2)
        w.passed.append(el)
    return True


def _take_inner(el: etree._Element, w: Walk, h2: bool) -> None:
    """The scripts, heads and <h2>-<h5> headings inside ``el``, into ``w``, in document order."""
    for inner in el.iter("script", "head", "h2", "h3", "h4", "h5"):
        tag = inner.tag
        if inner is el:
            continue
        if tag == "script":
            w.scripts.append(inner)
        elif tag == "head":
            w.heads.append(inner)
        else:
            w.headings.append(inner)
            if h2 and tag == "h2" and w.h2 is None and (cls := inner.get("class")):
                kind = _CLASS_KINDS.get(cls)
                if kind is None:
                    kind = _CLASS_KINDS[cls] = _class_kind(cls)
                if kind & _TITLE:
                    w.h2 = inner


def _noise_class(cls: str) -> bool:
    """A class string naming a block of other products or the cart, as Flags reads it (a
    BEM element's class, "product-card__price", is left to Flags: it knows the blocks)."""
    noise = _NOISE_CLASSES.get(cls)
    if noise is None:
        noise = _NOISE_CLASSES[cls] = (
            "__" not in cls and _NOISE_BLOCK.search(cls.replace("_", "-")) is not None
        )
    return noise


def _side_block(el: etree._Element, cls: str, h1: etree._Element, w: Walk) -> bool:
    """True when the walk passes by what is inside ``el``, a block its class names as
    other products' or the cart's ("related-products", "mini-cart"), found after the
    product's title and buy control (so neither is inside it): it takes the block's
    scripts and headings, and keeps the block in ``w.passed`` for a listing's count.

    Not a block of the same class as one around the title: there the class names the
    product's own box ("product-card" holding the <h1>) and Flags does not call it noise.
    """
    if w.title_classes is None:
        w.title_classes = {
            name for node in (h1, *h1.iterancestors()) for name in (node.get("class") or "").split()
        }
    if w.title_classes.intersection(cls.split()) or next(el.iter("h1"), None) is not None:
        return False
    _take_inner(el, w, False)
    w.passed.append(el)
    return True


def _buy_name(name: str) -> bool:
    """A class or id naming the cart or buying ("add-to-cart", "btn-cart", "buy-button")."""
    low = name.lower()
    # every _BUY_CLASS names a cart, a bag or basket one adds to, or buying: most names are
    # out after one look; the page header's cart button ("xans-header-cartbtn") opens the cart
    return (
        ("art" in low or "uy" in low or "add" in low or "sket" in low)
        and any(c in low for c in _BUY_CLASS)
        and "header" not in low
    )


def _buy_class(cls: str) -> bool:
    if "art" not in cls and "uy" not in cls and "dd" not in cls and "sket" not in cls:
        return False  # every _BUY_CLASS names a cart, adding or buying; most classes do none
    low = cls.lower()
    return any(c in low for c in _BUY_CLASS) and "wrap" not in low and "form" not in low


def _drawn(el: etree._Element) -> bool:
    """False for a control the browser does not draw, itself or in a closed drawer ("<aside
    id=mini-cart hidden>…<a class=add-to-cart>Panier</a>"): not the product's button."""
    return not any(is_hidden(n) for n in (el, *el.iterancestors()))


def _consent(el: etree._Element) -> bool:
    """True for a cookie banner's answer, however it is classed ("<button class='action tocart
    primary'>Accept all</button>" in a consent dialog): it adds nothing."""
    label = (el.get("value") or "".join(el.itertext()))[:60]
    return _CONSENT.match(label) is not None


_CONSENT = re.compile(
    r"\s*(?:accept(?: all)?(?: cookies)?|allow all|reject all|decline|i agree|agree(?: all)?|"
    r"got it|alle akzeptieren|akzeptieren|alle ablehnen|tout accepter|accepter|tout refuser|"
    r"aceptar(?: todo| todas)?|rechazar|aceitar(?: todos)?|accetta(?: tutto)?|rifiuta|"
    r"alles accepteren|accepteren|godkänn alla|acceptera alla|hyväksy kaikki|accepter alle|"
    r"godta alle|zaakceptuj(?: wszystkie)?|přijmout vše|elfogadom)\s*$",
    re.I,
)


def _opens_cart(el: etree._Element) -> bool:
    """True for a toggle that opens the cart ("<button aria-controls=mini-cart aria-expanded=
    false>장바구니</button>" in the page header): it adds nothing."""
    return el.get("aria-expanded") is not None and "cart" in (el.get("aria-controls") or "").lower()


def _in_page_header(el: etree._Element) -> bool:
    """True for a control in the page's own header, outside the main content: the cart
    button beside the search box ("<header>…<button>장바구니 <span>1</span></button>") opens
    the cart and adds nothing."""
    ancestors = list(el.iterancestors())
    in_header = any(anc.tag == "header" or anc.get("role") == "banner" for anc in ancestors)
    return in_header and not any(anc.tag in ("main", "article") for anc in ancestors)


def _no_control(el: etree._Element) -> bool:
    """A small element with no button or field inside: styled as the button itself."""
    return at_most(el, 2) and all(c.tag not in _BUY_TAGS and at_most(c, 0) for c in el)


def _labelled(el: etree._Element) -> bool:
    """A label to read, and no overlay or dialog ("add-to-basket-modal__overlay")."""
    cls = el.get("class") or ""
    return (
        "modal" not in cls
        and "overlay" not in cls
        and "popup" not in cls
        and bool("".join(el.itertext()).strip())
    )


def _tile(el: etree._Element) -> bool:
    """True for a control labelled with no adding words that is a choice by its role, or one
    of a row of like ones (three or more siblings of its tag whose classes start alike): a
    size or colour picker's tile ("46 — Ausverkauft", "XS — Agotado"), not the buy button."""
    if el.tag == "input" or ADD_RE.search("".join(el.itertext()).casefold()):
        return False
    if "true" in (el.get("aria-checked"), el.get("aria-selected"), el.get("aria-pressed")):
        return False  # the chosen tile ("L sold out" checked) speaks for the product
    if el.get("role") in ("radio", "option") or el.get("aria-selected") is not None:
        return True  # a choice by its role ("<button role=radio>Cama 180/200 Agotado")
    parent = el.getparent()
    if parent is None:
        return False
    if _like_siblings(el, parent):
        return True
    # ... or each tile in a list item of its own ("<ul><li><button>9</button></li><li><button
    # disabled>10 – Sold out</button></li>…")
    row = parent.getparent()
    if parent.tag != "li" or not at_most(parent, 1) or row is None:
        return False
    return _like_siblings(parent, row)


def _pictured(noscript: etree._Element) -> bool:
    """True when a <noscript> restates the picture right before it ("<img alt='kr 1 495,-'>
    <noscript><span>kr 1 495,-</span></noscript>"): the price drawn as an image, in words."""
    img = noscript.getprevious()
    if img is None or img.tag != "img":
        return False
    alt = " ".join((img.get("alt") or "").split())
    return bool(alt) and alt == " ".join("".join(noscript.itertext()).split())


def _like_siblings(el: etree._Element, parent: etree._Element) -> bool:
    """True when ``parent`` holds three or more elements of ``el``'s tag whose classes start
    alike."""
    key = (el.get("class") or "").split()[:1]
    like = 0
    for sib in islice(parent, 40):
        if sib.tag == el.tag and (sib.get("class") or "").split()[:1] == key:
            like += 1
            if like >= 3:
                return True
    return False


def _buy_label(el: etree._Element, tag: str) -> bool:
    """A button (not a link, unless its role is a button) whose name or label says add to
    cart, pre-order or sold out, in several languages.

    The class and id were tested before: one naming the cart marks a link too.
    """
    if tag == "input" and el.get("type") != "submit":
        return False
    if "add" in (el.get("name") or ""):
        return True
    label = el.get("value") or "".join(el.itertext())
    label = label.casefold()
    return BUTTON_RE.search(label) is not None or adds_to_cart(label)
