"""Turns page bytes into an lxml tree within fixed limits, or says why it cannot."""

from __future__ import annotations

import codecs
import re
import threading
from dataclasses import dataclass
from functools import cache, cached_property

import lxml.html
from lxml import etree

MAX_BYTES = 5 * 1024 * 1024  # the first 5 MB are read; product data sits near the top
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]+)""", re.I)
_XML_DECL = re.compile(rb"^\s*<\?xml[^>]*\?>")
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# WHATWG encoding rules: these labels are decoded as windows-1252.
_AS_CP1252 = {"iso-8859-1", "iso8859-1", "latin1", "latin-1", "ascii", "us-ascii", "l1"}
_local = threading.local()
_CONTROL_BYTES = bytes([*range(9), *range(14, 32), 127])


@dataclass(frozen=True)
class Page:
    """A parsed page: the root element and the encoding it was read with."""

    root: lxml.html.HtmlElement
    encoding: str
    truncated: bool
    data: bytes  # the bytes parsed (capped), for cheap substring tests

    @cached_property
    def _lowered(self) -> bytes | None:
        # bytes.lower() folds only A-Z: what the parser does to tag and attribute names.
        return self.data.lower() if _ascii_transparent(self.encoding) else None

    def mentions(self, name: bytes) -> bool:
        """False only when no tag or attribute of the page can be called ``name`` (lowercase
        ASCII): its letters appear nowhere in the bytes. An XPath over the tree costs ~10 times
        more, and most pages name no itemscope, itemprop or typeof."""
        lowered = self._lowered
        return lowered is None or name in lowered

    def holds(self, pattern: re.Pattern[bytes]) -> bool:
        """False only when ``pattern`` (lowercase ASCII) is nowhere in the page's lowercased
        bytes: a cheap test before a rule reads the texts of the tree for rarer words."""
        lowered = self._lowered
        return lowered is None or pattern.search(lowered) is not None

    def attributes(self, pattern: re.Pattern[bytes], names: tuple[str, ...]) -> list[str]:
        """Those of ``names`` that may be attributes of the page, in one pass over its bytes:
        ``pattern`` finds them (lowercase, group 1 the name), e.g. ``data-(testid|qa)=``."""
        lowered = self._lowered
        if lowered is None:
            return list(names)
        found = {m.group(1).decode() for m in pattern.finditer(lowered)}
        return [n for n in names if n in found]


def _parser(encoding: str) -> lxml.html.HTMLParser:
    # lxml parsers are not thread-safe; keep one per thread and encoding.
    cache = getattr(_local, "parsers", None)
    if cache is None:
        cache = _local.parsers = {}
    parser = cache.get(encoding)
    if parser is None:
        parser = lxml.html.HTMLParser(encoding=encoding, remove_pis=True)
        # lxml.html's own lookup runs Python per element; a C-level default lookup still
        # yields HtmlElement (the API extruct needs) and makes every walk ~40% cheaper.
        parser.set_element_class_lookup(
            etree.ElementDefaultClassLookup(
                element=lxml.html.HtmlElement,
                comment=lxml.html.HtmlComment,
                pi=lxml.html.HtmlProcessingInstruction,
                entity=lxml.html.HtmlEntity,
            )
        )
        cache[encoding] = parser
    return parser


@cache
def _ascii_transparent(encoding: str) -> bool:
    """True when ASCII letters in the decoded page come only from those very bytes.

    Each byte below 0x80 must read as itself and no byte above as ASCII: true of UTF-8, the
    Latin and Windows code pages and the CJK multi-byte ones (their trail bytes may look like
    ASCII, which only makes a name seem present); false of UTF-7, ISO-2022 and EBCDIC.
    """
    for b in range(256):
        try:
            char = bytes([b]).decode(encoding)
        except UnicodeDecodeError:
            if b < 128:
                return False
            continue  # a lead byte or an unmapped one: never ASCII
        except (LookupError, ValueError, TypeError):
            return False
        if (char != chr(b)) if b < 128 else char.isascii():
            return False
    return True


def looks_binary(sample: bytes) -> bool:
    """True for bytes that are not text (images, archives, random garbage)."""
    if not sample:
        return False
    if b"\x00" in sample:
        return True
    controls = len(sample) - len(sample.translate(None, _CONTROL_BYTES))
    return controls > len(sample) // 50


def _declared(data: bytes) -> str | None:
    m = _META_CHARSET.search(data[:4096])
    if not m:
        return None
    label = m.group(1).decode("ascii", "replace").strip().lower()
    try:
        name = codecs.lookup(label).name
    except LookupError:
        return None
    if label in _AS_CP1252 or name in ("latin-1", "ascii"):
        return "cp1252"
    # as browsers read them (the WHATWG Encoding Standard): a label names its superset
    return _SUPERSET.get(name, name)


# Legacy encodings browsers decode as their supersets: "euc-kr" as windows-949, "shift_jis"
# as windows-31j, "gb2312" as GBK, "iso-8859-9" as windows-1254, "tis-620" as windows-874
_SUPERSET = {
    "euc_kr": "cp949",
    "shift_jis": "cp932",
    "gb2312": "gbk",
    "iso8859-9": "cp1254",
    "tis-620": "cp874",
    "iso8859-11": "cp874",
    "big5": "big5hkscs",
}


def _valid_utf8(data: bytes, truncated: bool) -> bool:
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError as exc:
        # A cut in the middle of a multi-byte character at the 5 MB cap is not a fault.
        return truncated and exc.start >= len(data) - 3


def choose_encoding(data: bytes, truncated: bool) -> str:
    """Valid UTF-8 wins over a wrong declaration; else the declared charset; else cp1252."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            return name
    if _valid_utf8(data, truncated):
        return "utf-8"
    declared = _declared(data)
    if declared and declared not in ("utf-8", "utf-16", "utf-16-le", "utf-16-be"):
        return declared
    return "cp1252"


# libxml2 compares each attribute of a tag with every one before it: a tag of 60,000 distinct
# attributes takes 3.4 s to parse, one of the 500,000 that fit in MAX_BYTES minutes. Tags this
# long holding more attributes than this are cut (no page of ours has more than 6,000 "=" in all).
_LONG_TAG = re.compile(rb"<[A-Za-z][^<>]{16384,}")
MAX_TAG_ATTRIBUTES = 2000


def _cut_long_tags(data: bytes) -> bytes:
    """``data`` with every tag of over 16 KB and MAX_TAG_ATTRIBUTES "=" signs cut to its first
    16 KB (at a space): parsing time stays bounded. Only a page with four times as many "=" in
    all is searched (one count over the bytes; a product page holds a few thousand)."""
    if data.count(b"=") <= 4 * MAX_TAG_ATTRIBUTES:
        return data
    parts: list[bytes] = []
    last = 0
    for m in _LONG_TAG.finditer(data):
        tag = m.group()
        if tag.count(b"=") <= MAX_TAG_ATTRIBUTES:
            continue
        cut = tag.rfind(b" ", 0, 16384)
        parts += (data[last : m.start()], tag[: cut if cut > 0 else 16384])
        last = m.end()
    return b"".join((*parts, data[last:])) if parts else data


def load(body: bytes | str) -> tuple[Page | None, str | None]:
    """Parse ``body``; returns (page, None) or (None, reason)."""
    if isinstance(body, str):
        data = body.encode("utf-8", "surrogatepass")
    elif isinstance(body, (bytes, bytearray, memoryview)):
        data = bytes(body)
    else:
        return None, "not_html"
    truncated = len(data) > MAX_BYTES
    if truncated:
        data = data[:MAX_BYTES]
    if not data[:65536].strip() and not data.strip():
        return None, "empty"
    encoding = choose_encoding(data, truncated)
    if encoding != "utf-8":
        # Decoded here, by Python's codecs, and parsed as UTF-8: libxml2 knows some legacy
        # charsets by other names or not at all ("euc_jp", "cp949"), and the page's bytes are
        # searched as UTF-8 after (scripts, currency signs).
        try:
            data = data.decode(encoding, "replace").encode("utf-8", "surrogatepass")
        except LookupError:
            return None, "not_html"
        encoding = "utf-8"
    if looks_binary(data[:4096]):
        return None, "not_html"
    if b"<" not in data[:65536]:
        return None, "not_html"
    data = _cut_long_tags(_XML_DECL.sub(b"", data, count=1))
    try:
        root = lxml.html.document_fromstring(data, parser=_parser(encoding))
    except (etree.ParserError, etree.XMLSyntaxError, ValueError, LookupError):
        return None, "not_html"
    if root is None:
        return None, "not_html"
    return Page(root=root, encoding=encoding, truncated=truncated, data=data), None
