"""Folded patterns (crawler/extract/folded.py) find what their IGNORECASE originals find."""

from __future__ import annotations

import _sre
import re
from pathlib import Path
from re import _constants as sre
from re import _parser
from re._casefix import _EXTRA_CASES

import lxml.html
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lxml import etree

from crawler.extract import cues, identity, qualify, stock, visible
from crawler.extract.folded import CANONICAL, TROUBLE, Folded, Gated, literal_gate

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


def test_canonical_letters_are_the_ordinary_ones_ignorecase_equates():
    assert set(CANONICAL) == set(TROUBLE)
    for letter, ordinary in CANONICAL.items():
        assert len(ordinary) == 1 and ordinary == ordinary.lower() and ordinary not in TROUBLE
        assert re.fullmatch(re.escape(letter), ordinary, re.IGNORECASE), letter


def test_a_long_text_with_a_troublesome_letter_is_gated_and_searched_alike():
    words = Folded(r"price on request|preis auf anfrage")
    page = "Türkçe · Dansk · ελληνικός · Ísland " * 2000
    assert words.search(page) is None
    m = words.search(page + "PRİCE ON REQUEST")
    assert m is not None and m.span() == (len(page), len(page) + 16)
    assert words.search("ſ" + page + "Preis auf Anfrage").start() == len(page) + 1


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


def _same(folded: Folded | Gated, text: str, every_method: bool = True) -> None:
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
    """The distinct short texts and class names of 40 held-out pages spread over the corpora."""
    texts: set[str] = set()
    paths = sorted(PAGES.glob("blind*/*.html"))
    for path in paths[:: max(1, len(paths) // 40)]:
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


# -- gates: the strings one of which every match holds, searched first ------------------------


def _gated_patterns() -> dict[str, Gated]:
    found = {}
    for module in (cues, qualify, stock, identity, visible):
        for name, value in vars(module).items():
            if isinstance(value, Gated):
                found[f"{module.__name__}.{name}"] = value
    return found


GATED = _gated_patterns()


def test_the_hot_patterns_have_gates():
    """A pattern whose gate could not be worked out runs ungated: the same results, slower."""
    assert {"TEXT_LABEL", "_FREE_SHIPPING", "_TIER", "_SERVICE", "_USED"} <= {
        name.rsplit(".", 1)[-1] for name in GATED
    }
    assert all(g.gate is not None for g in GATED.values())
    assert all(f.gate is not None for f in FOLDED.values())


def _same_gated(gated: Gated, text: str) -> None:
    raw = gated.pattern
    for method in ("search", "match", "fullmatch"):
        want, got = getattr(raw, method)(text), getattr(gated, method)(text)
        assert (want and want.span()) == (got and got.span()), (method, text)
    assert [m.span() for m in raw.finditer(text)] == [m.span() for m in gated.finditer(text)]
    assert raw.sub("·", text) == gated.sub("·", text)
    for pos in (1, len(text) // 2):  # a search from inside the text sees what lies before
        want, got = raw.search(text, pos), gated.search(text, pos)
        assert (want and want.span()) == (got and got.span()), (pos, text)


def test_gated_patterns_match_as_their_own_on_the_corpus_texts():
    texts = _page_texts()
    matched = 0
    for gated in GATED.values():
        for i, text in enumerate(texts):
            matched += gated.pattern.search(text) is not None
            if i % 10:
                _same(gated, text, every_method=False)  # search: the method most rules use
            else:
                _same_gated(gated, text)
                _same_gated(gated, text.upper())
    assert matched > 200


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from([*_WORDS, "Art.-Nr.:", "SKU:", "versand", "ab", "from", "each"]),
            st.text(
                alphabet=st.sampled_from(list(TROUBLE) + list("aAiIsSkK σς:-/ 1.")), max_size=4
            ),
        ),
        max_size=8,
    )
)
def test_gated_patterns_match_as_their_own_on_mixed_case_and_trouble_letters(parts):
    text = " ".join(parts)
    for gated in GATED.values():
        _same_gated(gated, text)


# Patterns of every construct the gate reads, each with texts it must find.
_CONSTRUCTS = [
    (r"\bmembers?\b(?!\s+since)|club\w*|loyalty", re.I, ["Club price", "MEMBER"]),
    (r"(?<!non-)price(?:s| list)?:?\s*$", 0, ["price list:", "the price"]),
    (r"[Aa]b\s\d|from|\d+\s?(?:x|×)\s?\d", 0, ["Ab 5", "3 × 4", "from"]),
    (r"(?:abc){2,3}|d(?:e|f)g", re.I, ["ABCABC", "dFg"]),
    (r"(?i:sale)\s+price|Regular", 0, ["SALE price", "Regular"]),
    (r"(?-i:TAR)|tax", re.I, ["TAR", "TAX"]),
    (r"[a-c]{2}z|q?r", 0, ["abz", "r"]),
    (r"(?>atom)ic|x*y", 0, ["atomic", "y"]),
    (r"(a)?b\1|c", 0, ["aba", "c"]),  # a back-reference: no gate from it
    (r"İstanbul|ſale", re.I, ["istanbul", "SALE"]),  # letters whose case is in doubt
]


@pytest.mark.parametrize("source,flags,texts", _CONSTRUCTS)
def test_a_gate_never_hides_a_match(source, flags, texts):
    gated = Gated(re.compile(source, flags))
    for text in texts:
        assert gated.search(text) is not None, text
        _same_gated(gated, text)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abcdfgiqrtxyzABC İſ5×:-\u00a0")), max_size=12))
def test_a_gate_never_hides_a_match_on_any_text(text):
    for source, flags, _ in _CONSTRUCTS:
        _same_gated(Gated(re.compile(source, flags)), text)


def test_a_gate_leaves_out_texts_without_its_strings():
    gate = literal_gate(re.compile(r"\b(?:members?|club\w*)\b", re.I), fold=True)
    assert gate is not None
    assert gate.search("club") and gate.search("member")
    assert gate.search("regular price") is None
    # nothing every match must hold: no gate
    assert literal_gate(re.compile(r"\w+|x?"), fold=False) is None
