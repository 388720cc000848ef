"""Case-insensitive word lists, searched as case-sensitive ones over the lowercased text.

Under ``re.IGNORECASE`` Python's engine enters every alternative of a large alternation at
every position of a text. Without it, an alternative whose first character does not match is
left after one comparison. The multilingual word lists of the rules (stock phrases, instalment,
member and shipping words, was/old class names) are hundreds of alternatives long, so they run
two to six times faster as a :class:`Folded` pattern, with the same results:

- the pattern is written in lower case (tests/crawler/test_folded.py checks every one);
- the text is lowercased with ``str.lower``, which gives each character the lower case the
  engine compares under IGNORECASE;
- except for the few characters where the two differ, or where IGNORECASE also matches another
  letter with the same capital (Turkish dotless "ı" and "i", the long "ſ", Greek final "ς" and
  "σ", the micro sign): a text holding one is searched with the IGNORECASE pattern itself,
  once the gate (below) has read it with those letters spelt as the ordinary ones.

Matches keep the text's positions; their groups hold the lowercased text.

Each pattern is also gated: the strings one of which every match must hold ("member", "club",
"会員", … of the member-price words) are found first by a pattern of plain strings written as a
trie, which runs ten to thirty times faster than the word list on the short texts the rules
read; most texts hold none of them, and the word list is not run (see :func:`literal_gate`).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from re import _constants as _sre
from re import _parser
from typing import Any

# Characters whose ``str.lower`` is not the engine's lower case (Turkish "İ" lowers to two
# characters; "Σ" to "ς" at a word's end), or whose lower case IGNORECASE also equates with
# another lower-case letter (re._casefix): computed from the tables, checked by the tests.
TROUBLE = (
    "\xb5\u0130\u0131\u017f\u0345\u03a3\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5"
    "\u1c80\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88\u1e9b\u1fbe\u1fd3\u1fe3\ufb05"
)
_TROUBLE = re.compile(f"[{TROUBLE}]")
# Each of them as the letter of ordinary lower case IGNORECASE equates it with ("ı", "İ" → "i";
# "ς", "Σ" → "σ"; "ſ" → "s"): a text so spelt and lowercased holds a gate's string wherever
# the IGNORECASE pattern could match (checked by the tests against the engine).
CANONICAL = {
    "\xb5": "\u03bc",
    "\u0130": "i",
    "\u0131": "i",
    "\u017f": "s",
    "\u0345": "\u03b9",
    "\u03a3": "\u03c3",
    "\u03c2": "\u03c3",
    "\u03d0": "\u03b2",
    "\u03d1": "\u03b8",
    "\u03d5": "\u03c6",
    "\u03d6": "\u03c0",
    "\u03f0": "\u03ba",
    "\u03f1": "\u03c1",
    "\u03f5": "\u03b5",
    "\u1c80": "\u0432",
    "\u1c81": "\u0434",
    "\u1c82": "\u043e",
    "\u1c83": "\u0441",
    "\u1c84": "\u0442",
    "\u1c85": "\u0442",
    "\u1c86": "\u044a",
    "\u1c87": "\u0463",
    "\u1c88": "\ua64b",
    "\u1e9b": "\u1e61",
    "\u1fbe": "\u03b9",
    "\u1fd3": "\u0390",
    "\u1fe3": "\u03b0",
    "\ufb05": "\ufb06",
}


def _canonical(text: str) -> str:
    """``text`` lowercased for a gate, its troublesome letters spelt as their ordinary ones
    (see CANONICAL): the same length, the same positions."""
    return _TROUBLE.sub(lambda m: CANONICAL[m.group()], text).lower()


class Folded:
    """A compiled ``re.IGNORECASE`` pattern with the methods the rules use, searched fast."""

    __slots__ = ("cased", "folded", "gate", "pattern")

    def __init__(self, source: str, flags: int = 0, cased: str | None = None) -> None:
        """``cased``: a case-sensitive alternative a lowercased text cannot show ("TAR", the
        Swiss recycling fee, not the word "tar"), searched in the text as it is."""
        whole = f"{source}|(?-i:{cased})" if cased else source
        self.pattern = re.compile(whole, flags | re.IGNORECASE)  # the reference
        self.folded = re.compile(source, flags & ~re.IGNORECASE)
        self.cased = re.compile(cased, flags & ~re.IGNORECASE) if cased else None
        self.gate = literal_gate(self.folded, fold=True)

    def _pick(self, text: str) -> tuple[re.Pattern[str], str]:
        if not text.isascii() and _TROUBLE.search(text) is not None:
            return self.pattern, text
        return self.folded, text.lower()

    def _shut(self, pattern: re.Pattern[str], low: str, pos: int, endpos: int) -> bool:
        """True when the gate says no match can be in ``low[pos:endpos]`` (the text
        :meth:`_pick` gave; one holding troublesome letters is spelt canonically first: a
        long page's text holding one "ı" is not searched letter by letter under IGNORECASE)."""
        if self.gate is None:
            return False
        if pattern is not self.folded:
            if self.cased is not None:
                return False  # (the reference holds the cased alternative, which no gate covers)
            low = _canonical(low)
        return self.gate.search(low, pos, endpos) is None

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        pattern, low = self._pick(text)
        if self._shut(pattern, low, pos, endpos):
            found = None
        else:
            found = pattern.search(low, pos, endpos)
        if self.cased is None or pattern is self.pattern:
            return found
        other = self.cased.search(text, pos, found.start() + 1 if found else endpos)
        if other is not None and (found is None or other.start() < found.start()):
            return other
        return found

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        assert self.cased is None, "a cased alternative is searched, not matched"
        pattern, text = self._pick(text)
        if self._shut(pattern, text, pos, endpos):
            return None
        return pattern.match(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        assert self.cased is None, "a cased alternative is searched, not iterated"
        pattern, text = self._pick(text)
        if self._shut(pattern, text, pos, endpos):
            return iter(())
        return pattern.finditer(text, pos, endpos)


class Gated:
    """A compiled pattern searched only in texts that hold one of its gate's strings (see
    :func:`literal_gate`): the same results as the pattern's own, for the methods the rules use."""

    __slots__ = ("fold", "gate", "pattern")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.fold = bool(pattern.flags & re.IGNORECASE)
        self.gate = literal_gate(pattern, fold=self.fold)

    def _absent(self, text: str, pos: int, endpos: int) -> bool:
        """True when no match can be in ``text[pos:endpos]``: none of the gate's strings is."""
        if self.gate is None:
            return False
        if self.fold:
            text = _canonical(text) if not text.isascii() else text.lower()
        return self.gate.search(text, pos, endpos) is None

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if self._absent(text, pos, endpos):
            return None
        return self.pattern.search(text, pos, endpos)

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if self._absent(text, pos, endpos):
            return None
        return self.pattern.match(text, pos, endpos)

    def fullmatch(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if self._absent(text, pos, endpos):
            return None
        return self.pattern.fullmatch(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        if self._absent(text, pos, endpos):
            return iter(())
        return self.pattern.finditer(text, pos, endpos)

    def findall(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        if self._absent(text, pos, endpos):
            return []
        return self.pattern.findall(text, pos, endpos)

    def sub(self, repl: Any, text: str, count: int = 0) -> str:
        if self._absent(text, 0, sys.maxsize):
            return text
        return self.pattern.sub(repl, text, count)


# What the gate may hold: at most this many strings of a part of a pattern spelt out (a
# class of letters, an alternation, their concatenations), and this many in the gate (the
# rails' headings need 642: past the limit a pattern runs ungated, a fifth slower on a page).
_SPELT = 32
_MOST = 1000
_ZERO_WIDTH = {_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT}
_REPEATS = {_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT}
_Info = tuple["set[str] | None", "set[str] | None"]


def literal_gate(pattern: re.Pattern[str], fold: bool) -> re.Pattern[str] | None:
    """A pattern of plain strings, one of which is in every text ``pattern`` matches, or None.

    The strings are worked out from the parsed pattern (as RE2's prefilter does): a literal
    must be there; of an alternation, one of each branch's; of a sequence, the longest
    strings spelt out in a row or one of an item's. Lookarounds, anchors and optional parts
    require nothing. With ``fold`` the strings are in lower case, for a text lowercased as
    :class:`Folded` lowercases it (and no gate where a letter's lower case is in doubt).
    The gate is written as a trie: an alternation whose branches start with distinct letters
    costs the engine one comparison per branch and position, where the words' own list
    costs one per word.
    """
    if not isinstance(pattern.pattern, str):
        return None  # (a pattern over bytes is left as it is)
    try:
        parsed = _parser.parse(pattern.pattern, pattern.flags)
    except re.error:  # pragma: no cover - the pattern compiled
        return None
    _, needed = _sequence(list(parsed), fold)
    if needed is None or len(needed) > _MOST:
        return None
    return re.compile(_trie(needed))


def _sequence(items: list[tuple[Any, Any]], fold: bool) -> _Info:
    """(every string the items match, spelt out, or None; the strings one of which every
    match holds, or None) of a sequence of parsed items."""
    best: set[str] | None = None
    whole: set[str] | None = {""}
    run: set[str] = {""}
    for op, av in items:
        exact, needed = _item(op, av, fold)
        best = _better(best, needed)
        if whole is not None:
            whole = _concat(whole, exact)
        if exact is not None and (joined := _concat(run, exact)) is not None:
            run = joined
        else:
            run = set(exact) if exact is not None and len(exact) <= _SPELT else {""}
        best = _better(best, run)
    return whole, best


def _concat(heads: set[str], tails: set[str] | None) -> set[str] | None:
    if tails is None or len(heads) * len(tails) > _SPELT:
        return None
    return {a + b for a in heads for b in tails}


def _better(best: set[str] | None, other: set[str] | None) -> set[str] | None:
    """The more telling of two sets of strings: its shortest string the longer."""
    if other is None or "" in other or not other or len(other) > _MOST:
        return best
    if best is None or min(map(len, other)) > min(map(len, best)):
        return set(other)
    return best


def _char(code: int, fold: bool) -> str | None:
    char = chr(code)
    if not fold:
        return char
    low = char.lower()
    return None if char in TROUBLE or len(low) != 1 or low in TROUBLE else low


def _item(op: Any, av: Any, fold: bool) -> _Info:
    if op is _sre.LITERAL:
        char = _char(av, fold)
        return (None, None) if char is None else ({char}, {char})
    if op in _ZERO_WIDTH:
        return {""}, None
    if op is _sre.IN:
        chars: set[str] = set()
        for o, a in av:
            if o is _sre.LITERAL:
                codes: Any = (a,)
            elif o is _sre.RANGE and a[1] - a[0] < _SPELT:
                codes = range(a[0], a[1] + 1)
            else:
                return None, None  # a category, a negated class, a wide range
            for code in codes:
                char = _char(code, fold)
                if char is None:
                    return None, None
                chars.add(char)
        return (chars, chars) if len(chars) <= _SPELT else (None, None)
    if op is _sre.SUBPATTERN:
        _, add_flags, _, sub = av
        if not fold and add_flags & re.IGNORECASE:
            return None, None  # "(?i:…)" in a case-sensitive pattern
        return _sequence(list(sub), fold)
    if op is _sre.ATOMIC_GROUP:
        return _sequence(list(av), fold)
    if op is _sre.BRANCH:
        exact: set[str] | None = set()
        needed: set[str] | None = set()
        for branch in av[1]:
            e, n = _sequence(list(branch), fold)
            exact = None if exact is None or e is None else exact | e
            if exact is not None and len(exact) > _SPELT:
                exact = None
            needed = None if needed is None or n is None else needed | n
        return exact, needed
    if op in _REPEATS:
        low, high, sub = av
        e, n = _sequence(list(sub), fold)
        if low == 0:
            return ((e | {""}) if e is not None and high == 1 else None), None
        if low == high == 1:
            return e, n
        exact = {""} if e is not None else None
        for _ in range(low if low == high else 0):
            exact = _concat(exact, e) if exact is not None else None
        return (exact if low == high else None), n
    return None, None  # any character, a back-reference, a conditional


def _trie(words: set[str]) -> str:
    """A pattern matching where any of ``words`` starts, as a trie: "c(?:ard|lub)|member"."""
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        if "" in node:
            return ""  # a word ends here: the longer ones add nothing to the gate
        branches, last = [], []
        for char in sorted(node):
            rest = emit(node[char])
            if rest:
                branches.append(re.escape(char) + rest)
            else:
                last.append(re.escape(char))
        if last:
            branches.append(last[0] if len(last) == 1 else "[" + "".join(last) + "]")
        return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"

    return emit(trie)


def gated(source: str, flags: int = 0) -> Gated:
    """``re.compile(source, flags)``, gated (see :class:`Gated`)."""
    return Gated(re.compile(source, flags))
