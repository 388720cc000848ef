"""The product's title on a page without a heading for it: the element the <title> names."""

from __future__ import annotations

import re

from lxml import etree

from crawler.extract.cues import _SKIP_TAGS
from crawler.extract.marks import Flags
from crawler.extract.tree import at_most
from crawler.extract.walk import _HOME, Walk

# "Product name | Shop", "Shop – Product name": the separators shops put around the name.
_SEPARATOR = re.compile(r"\s+(?:[|｜–—:·»«-]|::|//)\s+|[｜：]")
# Bracketed tags Japanese and Chinese shops put before a name: "【公式】", "【送料無料】",
# "＼ポイント10倍／", "★セール★".
_TAGS = re.compile(r"^(?:\s*(?:【[^】]{0,20}】|＼[^／]{0,20}／|★[^★]{0,20}★|［[^］]{0,20}］))+")
_TAIL_TAGS = re.compile(r"\s*【[^】]{0,20}】\s*[-–—|｜]?[^【】]{0,20}$")
# A brand in square brackets before the name, as Korean shops write it: "[한빛] 세라마이드 크림"
_LEAD_BRAND = re.compile(r"^\s*\[[^\]]{1,20}\]\s*")
_MIN_NAME = 8
_MAX_ELEMENTS = 5000


def _norm(text: str) -> str:
    # (dashes, commas and bullets between words left out: "Melisa lekarska – liść cięty, 50 g"
    # names what the title's "Melisa lekarska liść cięty 50 g" does)
    return " ".join(_PUNCT.sub(" ", _TAGS.sub("", text)).split()).casefold()


# (and brackets: "Pre-painted (Maroon)" names what the title's "Pre-painted Maroon" does)
_PUNCT = re.compile(r"(?<!\d),|,(?!\d)|\s[–—·•]\s|\s[–—·•]$|[()（）\[\]]")


def _names(title: str) -> list[str]:
    """The document title, then without its last part, then without its first: the
    product's name with the shop's name around it taken off."""
    title = _TAGS.sub("", title)
    parts = _SEPARATOR.split(title)
    out = [title]
    if len(parts) > 1:
        out.append(title[: title.rfind(parts[-1])].rstrip(" |｜：–—:·»«-"))
        out.append(title[len(parts[0]) :].lstrip(" |｜：–—:·»«-"))
        if " / " in parts[0]:
            # "灯台守の娘たち / 森下 真理子【著】 - 紀伊倉書店": a book's title and its author
            out.append(parts[0].split(" / ")[0])
        brand, _, rest = parts[0].strip().partition(" ")
        if len(parts) == 2 and brand and " " in rest:
            # "미렌 울 블렌드 니트 가디건 | 고래스토어": the brand's word, then the name the page
            # prints beside the brand's link
            out.append(rest)
    elif (tail := _TAIL_TAGS.search(title)) is not None:
        # "Orbi Band 8 智能手环 NFC版 【行情 报价 价格 评测】-长江商城": the name before the
        # bracketed tags a Chinese marketplace ends its titles with
        out.append(title[: tail.start()])
    # (and each without the brand in brackets before it, which the page may print apart)
    out.extend(_LEAD_BRAND.sub("", name) for name in list(out) if _LEAD_BRAND.match(name))
    return [n for name in out if len(n := _norm(name)) >= _MIN_NAME or _cjk_name(n)]


# Chinese, Japanese and Korean letters: four of them name a product as eight Latin ones do
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _cjk_name(name: str) -> bool:
    """True for a name of four characters or more, CJK letters but for spaces and one other
    character ("灯台守の娘たち", "雨の図書館 2")."""
    return len(name) >= 4 and len(_CJK.findall(name)) >= len(name.replace(" ", "")) - 1


def _leads(name: str, title: str) -> bool:
    """True when ``name`` is most of the document title, at its start: "Redmi K80 Pro 12GB
    5G手机【行情 报价】-京东", "今治タオル バスタオル 5枚セット：今治タオル専門店" add the shop's
    words after the name with no spaced separator."""
    return len(name) * 2 >= len(title) and title.startswith(name) and len(name) < len(title)


# The code a title adds after the product's name: "… 차콜 OTD24FW-CD07" (a separator inside).
_CODE = re.compile(r"[a-z0-9]+(?:[-_/.][a-z0-9]+)+", re.I)


def _coded(name: str, title_part: str) -> bool:
    """True when ``title_part`` is ``name`` and a product code after it ("울 블렌드 라운드 가디건
    차콜" of "… 차콜 OTD24FW-CD07"), not more of a longer name ("Galaxy S24 Ultra" of
    "Galaxy S24 Ultra 512GB")."""
    rest = title_part[len(name) :]
    return (
        title_part.startswith(name)
        and rest[:1] == " "
        and _CODE.fullmatch(rest.strip()) is not None
        and any(c.isdigit() for c in rest)
    )


def _extends(name: str, names: list[str]) -> bool:
    """True when the page prints the name the title gives and more words after it: titles
    cut long names short ("象印 電気ケトル 1.0L ホワイト" of "… ホワイト 蒸気レス 転倒防止"), to
    two fifths of it at least."""
    return any(
        len(n) >= 12 and len(n) * 5 >= len(name) * 2 and name.startswith(n + " ") for n in names[1:]
    )


def _reordered(name: str, names: list[str]) -> bool:
    """True when the page prints the title's words in another order, four words or more
    ("Portland Cement CEM II 42.5N – 50kg Bag" of "Portland Cement 50kg Bag CEM II 42.5N -
    Kampala Hardware Mart"): a title written for search engines."""
    words = sorted(name.split())
    return len(words) >= 4 and any(sorted(n.split()) == words for n in names[1:])


def _shares_lead(name: str, names: list[str]) -> bool:
    """True when the page's longer name starts with two words or more of the title's name,
    14 characters at least and two thirds of its words ("Soundbar SB-300W 2.1 Channel with
    Wireless Subwoofer" of "Soundbar SB-300W 2.1ch :: Kandy Electro Centre")."""
    words = name.split()
    for n in names[1:]:
        title = n.split()
        lead = 0
        for a, b in zip(words, title, strict=False):
            if a != b:
                break
            lead += 1
        if (
            lead >= 2
            and len(" ".join(title[:lead])) >= 14
            and lead * 3 >= len(title) * 2
            # (a longer name than the title's, never a shorter one: "Galaxy S24 Ultra", a
            # sibling model's link, is not "Galaxy S24 Ultra 512GB")
            and len(words) > len(title)
        ):
            return True
    return False


def _emphasised(el: etree._Element) -> bool:
    """True for a bold or large text, as old pages print a product's name ("<font size=4><b>")."""
    node: etree._Element | None = el
    for _ in range(3):
        if node is None:
            return False
        if node.tag in ("b", "strong", "big") or (node.tag == "font" and node.get("size")):
            return True
        node = node.getparent()
    return False


_BADGE = 20  # characters


def _badge(el: etree._Element) -> etree._Element | None:
    """The short badge that leads an element with no text of its own, when words follow it."""
    if not len(el):
        return None
    first = el[0]
    if not isinstance(first.tag, str) or len(first) or not (first.tail or "").strip():
        return None
    return first if len((first.text or "").strip()) <= _BADGE else None


def _after_badge(el: etree._Element) -> str:
    parts = [el[0].tail or ""]
    for child in el[1:]:
        parts.extend(child.itertext())
        parts.append(child.tail or "")
    return "".join(parts)


def named_title(root: etree._Element, walk: Walk) -> etree._Element | None:
    """The first element of the body, outside header, navigation and other products' blocks,
    whose whole text is the product's name the document title gives (a shop that prints the
    name in a <span> or <b> instead of a heading), or None."""
    head = walk.root_head
    node = head.find("title") if head is not None else None
    if node is None or not node.text:
        return None
    names = _names(node.text)
    body = root.find("body")
    if not names or body is None:
        return None
    starts = {n[:_MIN_NAME] for n in names}
    whole = names[0] if names[0] == _norm(node.text) else ""
    flags = Flags()
    image = crumb = noisy = None
    for count, el in enumerate(body.iter(etree.Element)):
        if count > _MAX_ELEMENTS:
            break
        if image is None and el.tag == "img" and _norm(el.get("alt") or "") in names:
            # (not the shop's logo, "<a href=/><img alt='Modellbahn-Keller'>", which the
            # title's "Rocca 44718 Dampflok … - Modellbahn-Keller" names too)
            if not any(flags.inherited(el)[1:]) and not _links_home(el):
                image = el
            continue
        text = el.text
        badge = _badge(el) if not (text or "").strip() else None
        if badge is not None:
            # "<div class=title><span class=tag>Yêu thích</span> Nồi chiên …</div>": the name
            # after a shop's badge
            text = badge.tail
        if el.tag in _SKIP_TAGS or not text or not at_most(el, 3):
            continue
        if _norm(text)[:_MIN_NAME] not in starts:
            continue
        name = _norm("".join(el.itertext()) if badge is None else _after_badge(el))
        if (
            name in names
            # the name as the element's own text, a code label after it in child
            # elements ("<div class=name>Z-7 ボディ<span>商品コード</span><span>1000…")
            or (not at_most(el, 0) and _norm(text) in names)
            or _leads(name, whole)
            or any(_coded(name, n) for n in names[1:])
            or _extends(name, names)
            # (a whole title of three words or more that the page prints longer)
            or (len(whole.split()) >= 3 and _extends(name, ["", whole]))
            or _reordered(name, names)
            or (_shares_lead(name, names) and _emphasised(el))
        ):
            _, noise, hidden = flags.inherited(el)
            if hidden or _links_home(el):
                continue  # the shop's name ("Shop | Product name" gave it) in its logo link
            if noise:
                # in a block named like other products' ("<div class=productGrid>" holding
                # the gallery and the buy box): the name, if nothing else prints it (not a
                # breadcrumb trail's step)
                if noisy is None and not _in_crumbs(el):
                    noisy = el
            elif not _in_crumbs(el):
                return el
            else:
                crumb = crumb if crumb is not None else el
    # Only the breadcrumb trail's last step names it (its heading may be an image).
    # No text names the product: its photo does ("<img alt='Notebook ASUS …'>" in the
    # gallery beside the buy box); else a block named for other products prints it.
    for found in (crumb, image, noisy):
        if found is not None:
            return found
    return None


_CRUMBS = re.compile(r"crumb", re.I)


def _in_crumbs(el: etree._Element) -> bool:
    """Inside the breadcrumb trail: "Home › TVs › <span>Hisense 65E7N …</span>" repeats the
    name the page prints again beside its price."""
    return _trail_step(el) or any(
        _CRUMBS.search(f"{node.get('class') or ''} {node.get('id') or ''}")
        or "crumb" in (node.get("aria-label") or "").lower()
        or "BreadcrumbList" in (node.get("itemtype") or "")
        for node in el.iterancestors()
    )


# what stands between a trail's steps: "Home > Books > …", "ホーム ＞ 和書", "A / B", "A » B"
_STEP_MARKS = " \t\r\n\xa0>›»/＞→|·"


def _trail_step(el: etree._Element) -> bool:
    """The last step of a trail of links however it is named ("<p class=location><a>ホーム
    </a> &gt; <a>和書</a> &gt; <strong>灯台守の娘たち</strong></p>"): two links or more
    before it in its parent, nothing but marks between them."""
    if (el.tail or "").strip() or el.getnext() is not None:
        return False
    links = 0
    for node in el.itersiblings(preceding=True):
        if (node.tail or "").strip(_STEP_MARKS):
            return False
        if node.tag == "a":
            links += 1
        elif node.tag not in ("img", "span", "i", "svg"):
            return False
    return links >= 2


def _links_home(el: etree._Element) -> bool:
    node: etree._Element | None = el
    for _ in range(3):
        if node is None:
            return False
        if node.tag == "a" and _HOME.match((node.get("href") or "").strip()):
            return True
        node = node.getparent()
    return False
