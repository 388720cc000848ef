"""Folded patterns (crawler/extract/folded.py) find what their IGNORECASE originals find."""

from __future__ import annotations

import _sre
from pathlib import Path
from re import _constants as sre
from re import _parser
from re._casefix import _EXTRA_CASES

import lxml.html
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from crawler.extract import cues, qualify, stock
from crawler.extract.folded import TROUBLE, Folded

PAGES = Path(__file__).resolve().parents[1] / "pages"

# Each pair of _EXTRA_CASES is one everyday letter ("i", "s", "σ", "в") and one rarer form
# IGNORECASE equates with it ("ı", "ſ", "ς", "ᲀ"): the everyday ones may stand in patterns.
_EVERYDAY = set("isβεθικμπρσφвдостъѣṡꙋﬆ") | {"\u0390", "\u03b0"}
_RARE = {chr(c) for c in _EXTRA_CASES} | {chr(c) for t in _EXTRA_CASES.values() for c in t}
_RARE -= _EVERYDAY


def _folded_patterns() -> dict[str, Folded]:
    found = {}
    for module in (cues, qualify, stock):
        for name, value in vars(module).items():
            if isinstance(value, Folded):
                found[f"{module.__name__}.{name}"] = value
    for i, (pattern, state) in enumerate(stock._PATTERNS):
        found[f"stock._PATTERNS[{i}] ({state})"] = pattern
    return found


FOLDED = _folded_patterns()


def test_the_hot_word_lists_are_folded():
    names = {name.rsplit(".", 1)[-1] for name in FOLDED}
    assert {"_INSTALMENT", "_MEMBER", "_STRUCK_CLASS", "_NOISE_BLOCK", "_SHIPPING", "_NET"} <= names
    assert len(stock._PATTERNS) == 5 and all(isinstance(p, Folded) for p, _ in stock._PATTERNS)


def test_trouble_is_what_the_unicode_tables_say():
    """The characters searched with the IGNORECASE pattern: their str.lower() is not the
    engine's lower case, or IGNORECASE equates their lower case with another letter."""
    want = {"\u03a3"}  # "Σ" lowers to "ς" at a word's end: str.lower() reads the context
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        low = chr(cp).lower()
        engine = chr(_sre.unicode_tolower(cp))
        if len(low) != 1 or low != engine or engine in _RARE:
            want.add(chr(cp))
    assert set(TROUBLE) == want


def _chars(items) -> list[tuple[str, set[str]]]:
    """(character, the other characters of its class) of every literal in a parsed pattern."""
    out: list[tuple[str, set[str]]] = []
    for op, av in items:
        if op in (sre.LITERAL, sre.NOT_LITERAL):
            out.append((chr(av), set()))
        elif op is sre.IN:
            members: set[str] = set()
            for o, a in av:
                if o in (sre.LITERAL, sre.NOT_LITERAL):
                    members.add(chr(a))
                elif o is sre.RANGE:
                    members.update(chr(c) for c in range(a[0], a[1] + 1))
            out.extend((c, members) for c in members)
        elif op is sre.BRANCH:
            for branch in av[1]:
                out.extend(_chars(branch))
        elif op is sre.SUBPATTERN:
            out.extend(_chars(av[3]))
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            out.extend(_chars(av[2]))
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            out.extend(_chars(av[1]))
        elif op is sre.ATOMIC_GROUP:
            out.extend(_chars(av))
    return out


@pytest.mark.parametrize("name", sorted(FOLDED))
def test_pattern_is_written_in_lower_case(name):
    """A capital in a folded pattern never matches lowercased text; a rare form ("ı") only
    beside its everyday letter ("[ıi]"), which is what IGNORECASE would match."""
    folded = FOLDED[name].folded
    for char, members in _chars(_parser.parse(folded.pattern, folded.flags)):
        assert char.lower() == char and len(char.lower()) == 1, (name, char)
        if char in _RARE:
            partners = {chr(c) for c in _EXTRA_CASES.get(ord(char), ())}
            assert partners & _EVERYDAY <= members, (name, char)


def _same(folded: Folded, text: str, every_method: bool = True) -> None:
    want = folded.pattern.search(text)
    got = folded.search(text)
    assert (want and want.span()) == (got and got.span()), text
    if every_method and folded.cased is None:
        assert [m.span() for m in folded.pattern.finditer(text)] == [
            m.span() for m in folded.finditer(text)
        ], text
        want = folded.pattern.match(text)
        got = folded.match(text)
        assert (want and want.span()) == (got and got.span()), text


def _page_texts() -> list[str]:
    """The distinct short texts and class names of every 90th held-out page."""
    texts: set[str] = set()
    for path in sorted(PAGES.glob("blind*/*.html"))[::90]:
        root = lxml.html.document_fromstring(path.read_bytes())
        for el in root.iter(etree.Element):
            for text in (el.text, el.tail, el.get("class")):
                if text and text.strip() and len(text) < 120:
                    texts.add(" ".join(text.split()))
    return sorted(texts)


def test_same_matches_on_the_corpus_texts():
    """Texts of pages in 40 languages, in their own case and in capitals."""
    texts = _page_texts()
    assert len(texts) > 2_000
    matched = 0
    for folded in FOLDED.values():
        for text in texts:
            _same(folded, text, every_method=False)
            _same(folded, text.upper(), every_method=False)
            matched += folded.pattern.search(text) is not None
    assert matched > 200  # the texts do hold the words the patterns look for


# Words the patterns hold, in any case, among letters the IGNORECASE tables treat apart.
_WORDS = [
    "in stock",
    "AUSVERKAUFT",
    "Nur noch",
    "taksit",
    "TAKSİT",
    "AYLIQ",
    "aylıq",
    "χωρίς ΦΠΑ",
    "ΧΩΡΊΣ φπα",
    "ΣΕ ΑΠΌΘΕΜΑ",
    "ſhipping",
    "TAR",
    "tar",
    "Mitglied",
    "ＫＩＳ",
    "HT",
    "ht",
    "/mo",
    "compareAt",
    "was-price",
    "µ",
    "ꙋ",
    "İstanbul",
    "Sold Out",
    "ПО КАРТЕ",
]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(_WORDS),
            st.text(alphabet=st.sampled_from(list(TROUBLE) + list("aAiIsSkK σς:-/ 1")), max_size=4),
        ),
        max_size=8,
    )
)
def test_same_matches_on_mixed_case_and_trouble_letters(parts):
    text = " ".join(parts)
    for folded in FOLDED.values():
        _same(folded, text)


def test_cased_alternative_stays_cased():
    shipping = qualify._SHIPPING
    assert shipping.search("inkl. TAR CHF 1.20") is not None
    assert shipping.search("inkl. tar CHF 1.20") is None  # a roofing product's "tar"
    assert shipping.search("Free delivery") is not None


def test_a_folded_search_keeps_the_text_positions():
    m = Folded(r"per month").search("Oder 24,99 € PER MONTH")
    assert m is not None and m.span() == (13, 22)
    # "İ" lowers to two characters: the IGNORECASE pattern reads that text as it is
    m = Folded(r"month").search("İİ MONTH")
    assert m is not None and m.span() == (3, 8)
