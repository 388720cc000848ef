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
  "σ", the micro sign): a text holding one is searched with the IGNORECASE pattern itself.

Matches keep the text's positions; their groups hold the lowercased text.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

# Characters whose ``str.lower`` is not the engine's lower case (Turkish "İ" lowers to two
# characters; "Σ" to "ς" at a word's end), or whose lower case IGNORECASE also equates with
# another lower-case letter (re._casefix): computed from the tables, checked by the tests.
TROUBLE = (
    "\xb5\u0130\u0131\u017f\u0345\u03a3\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5"
    "\u1c80\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88\u1e9b\u1fbe\u1fd3\u1fe3\ufb05"
)
_TROUBLE = re.compile(f"[{TROUBLE}]")


class Folded:
    """A compiled ``re.IGNORECASE`` pattern with the methods the rules use, searched fast."""

    __slots__ = ("cased", "folded", "pattern")

    def __init__(self, source: str, flags: int = 0, cased: str | None = None) -> None:
        """``cased``: a case-sensitive alternative a lowercased text cannot show ("TAR", the
        Swiss recycling fee, not the word "tar"), searched in the text as it is."""
        whole = f"{source}|(?-i:{cased})" if cased else source
        self.pattern = re.compile(whole, flags | re.IGNORECASE)  # the reference
        self.folded = re.compile(source, flags & ~re.IGNORECASE)
        self.cased = re.compile(cased, flags & ~re.IGNORECASE) if cased else None

    def _pick(self, text: str) -> tuple[re.Pattern[str], str]:
        if not text.isascii() and _TROUBLE.search(text) is not None:
            return self.pattern, text
        return self.folded, text.lower()

    def search(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        pattern, low = self._pick(text)
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
        return pattern.match(text, pos, endpos)

    def finditer(
        self, text: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        assert self.cased is None, "a cased alternative is searched, not iterated"
        pattern, text = self._pick(text)
        return pattern.finditer(text, pos, endpos)
