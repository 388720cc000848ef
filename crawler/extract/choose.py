"""Picks the page's main product and offer out of what one layer saw."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from urllib.parse import parse_qs, unquote, urlsplit

from crawler.extract.found import Found, Layer, ProductOffers

_CAN_BUY = ("in_stock", "limited")
_CANNOT_BUY = ("out_of_stock",)


@dataclass(frozen=True)
class Pick:
    """One layer's verdict: its main offer, the other offers of that product, or a reason."""

    method: str
    main: Found | None
    others: tuple[Found, ...] = ()
    reason: str | None = None


def _norm_url(url: str | None) -> tuple[str, str] | None:
    if not url:
        return None
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    return (parts.hostname or "").removeprefix("www."), parts.path.rstrip("/") or "/"


def _norm_name(name: str | None) -> str:
    return " ".join((name or "").lower().split())


def _price_key(f: Found) -> tuple[object, object]:
    amount = f.price if f.price is not None else (f.token.amount(2) if f.token else None)
    return amount, f.currency or f.symbol


def _subject(groups: list[ProductOffers], page_url: str, title: str) -> ProductOffers | None:
    """The group the page is about when a layer describes several products."""
    merged: list[ProductOffers] = []
    # The first group each GTIN, SKU and name was seen on: _same_product's tests as lookups,
    # so that a page of thousands of items (hostile, or a huge listing) merges in linear time.
    by_gtin: dict[str, int] = {}
    by_sku: dict[str, int] = {}
    by_name: dict[str, int] = {}
    for g in groups:
        p = g.product
        found = [
            i
            for i in (
                by_gtin.get(p.gtin) if p.gtin else None,
                by_sku.get(p.sku) if p.sku else None,
                by_name.get(_norm_name(p.name)) if p.name else None,
            )
            if i is not None
        ]
        if found:
            i = min(found)
            m = merged[i]
            merged[i] = ProductOffers(
                m.product, m.offers + g.offers, m.url or g.url, m.stocks + g.stocks
            )
            continue
        i = len(merged)
        merged.append(g)
        if p.gtin:
            by_gtin.setdefault(p.gtin, i)
        if p.sku:
            by_sku.setdefault(p.sku, i)
        by_name.setdefault(_norm_name(p.name), i)
    if len(merged) == 1:
        return merged[0]
    page = _norm_url(page_url)
    by_url = [g for g in merged if page is not None and _norm_url(g.url) == page]
    if len(by_url) == 1:
        return by_url[0]
    t = _norm_name(title)
    by_name = [
        g
        for g in merged
        if t
        and _norm_name(g.product.name)
        and (_norm_name(g.product.name) == t or t.startswith(_norm_name(g.product.name)))
    ]
    if len(by_name) == 1:
        return by_name[0]
    return None


def _variant_from_url(offers: list[Found], page_url: str) -> Found | None:
    try:
        query = parse_qs(urlsplit(page_url).query)
    except ValueError:
        return None
    wanted = {
        v for key in ("variant", "sku", "v", "variation_id", "pid") for v in query.get(key, [])
    }
    for f in offers:
        if f.url and f.url.strip() == page_url.strip() and urlsplit(page_url).query:
            return f
    for f in offers:
        if f.product.sku and f.product.sku in wanted:
            return f
        if f.url and wanted:
            q = parse_qs(urlsplit(f.url).query)
            if any(v in wanted for vals in q.values() for v in vals):
                return f
    # The variant's own item number as the URL's last path segment ("/p/laufschuh-tempo-3/
    # LS-T3-blau-44"): one variant's, and no other's
    last = _last_segment(page_url)
    named = [f for f in offers if last and f.product.sku and f.product.sku.casefold() == last]
    if len(named) == 1:
        return named[0]
    return _named_by_query(offers, query)


# A query's keys that track a visit and choose nothing (the core's test of a URL that chooses
# a variant reads them too)
TRACKING = re.compile(r"utm_|gclid|fbclid|msclkid|ref$|source$|campaign|affiliate|srsltid", re.I)


def _named_by_query(offers: list[Found], query: dict[str, list[str]]) -> Found | None:
    """The one variant whose name holds every option the URL's query chooses, as whole
    words ("?storrelse=156" and "Nordlys Camber 156"; "?color=navy&size=M" and "Tee – Navy /
    M"), when no other variant's does."""
    values = [
        " ".join(v.casefold().replace("+", " ").split())
        for key, vals in query.items()
        if not TRACKING.match(key) and key != "page"
        for v in vals
    ]
    values = [v for v in values if 0 < len(v) <= 30]
    if not values or len(offers) < 2:
        return None
    found = None
    for f in offers:
        name = " ".join(filter(None, (f.product.name, f.product.variant))).casefold()
        if name and all(re.search(rf"(?<!\w){re.escape(v)}(?!\w)", name) for v in values):
            if found is not None:
                return None
            found = f
    return found


def _sibling_variant(offer_url: str, page_url: str) -> bool:
    """True when the offer's URL is another variant's beside the page's: the same host and
    parent path, and a last segment that differs after a shared stem ending at a separator
    ("/aero-4/LS-4410.1" beside "/aero-4/LS-4410.3"; not the same page with or without a
    query, nor another product's page)."""
    try:
        offer, page = urlsplit(offer_url.strip()), urlsplit(page_url.strip())
    except ValueError:
        return False
    if offer.netloc and page.netloc and offer.netloc.lower() != page.netloc.lower():
        return False
    a, _, head_a = offer.path.rstrip("/").rpartition("/")[::-1]
    b, _, head_b = page.path.rstrip("/").rpartition("/")[::-1]
    if not a or not b or a == b or head_a != head_b:
        return False
    stem = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        stem += 1
    return stem >= 4 and a[stem - 1] in "-_." and stem < min(len(a), len(b))


def _last_segment(url: str) -> str:
    """The last segment of ``url``'s path, without a trailing slash or a page extension
    ("/p/tempo-3/LS-T3-blau-44.html" gives "ls-t3-blau-44"), case-folded; "" if none."""
    try:
        path = unquote(urlsplit(url).path)
    except ValueError:
        return ""
    last = path.rstrip("/").rsplit("/", 1)[-1]
    for ext in (".html", ".htm", ".php", ".aspx"):
        if last.lower().endswith(ext):
            last = last[: -len(ext)]
    return last.casefold()


def choose(layer: Layer, page_url: str, title: str, currencies: list[str]) -> Pick:
    """The layer's main offer; ``reason`` says why there is none."""
    groups = [g for g in layer.products if g.offers]
    if not groups:
        reason = layer.reason
        if layer.listed >= 2:
            reason = "multiple_products"
        return Pick(layer.method, None, reason=reason)
    subject = _subject(groups, page_url, title)
    if subject is None:
        keys = {_price_key(o) for g in groups for o in g.offers if not o.is_from}
        if len(keys) != 1:
            return Pick(layer.method, None, reason="multiple_products")
        subject = groups[0]
    offers = [o for o in subject.offers if not o.is_from]
    if not offers:
        return Pick(layer.method, None, subject.offers, reason="from_price_only")
    known = {o.currency for o in offers if o.currency}
    if len(known) > 1:
        for code in currencies:
            if code in known:
                offers = [o for o in offers if o.currency == code]
                break
    keys = {_price_key(o) for o in offers}
    if len(offers) == 1 and offers[0].url and _sibling_variant(offers[0].url, page_url):
        # One offer, on another variant's own URL ("…/LS-4410.1" on the page of "…/LS-4410.3"):
        # the default variant's price and item number left in a group's structured data, not
        # this variant's (the page's price may still match it: then its own item number counts)
        other = offers[0].with_(product=replace(offers[0].product, sku=None))
        return Pick(layer.method, None, (other,), reason="ambiguous_variant")
    if len(keys) == 1:
        selected = _variant_from_url(offers, page_url)
        if selected is None and subject.product.sku:
            # The product's own SKU is one size's: that size is the one the page shows.
            selected = next((o for o in offers if o.product.sku == subject.product.sku), None)
        first = selected if selected is not None else offers[0]
        others = tuple(o for o in offers if o is not first)
        main = first
        if selected is None:
            if len({o.product.sku for o in offers}) > 1 and subject.product.sku:
                # Sizes at one price and none selected: the product's own SKU names the offer.
                main = main.with_(product=replace(main.product, sku=subject.product.sku))
            buyable = next((o.stock for o in offers if o.stock in _CAN_BUY), None)
            if main.stock in _CANNOT_BUY and buyable is not None:
                # The product can be bought if one size can: the first size (often XS)
                # being sold out says nothing of the others.
                main = main.with_(stock=buyable)
        return Pick(layer.method, main, others)
    picked = _variant_from_url(offers, page_url)
    if picked is not None:
        return Pick(layer.method, picked, tuple(o for o in offers if o is not picked))
    return Pick(layer.method, None, tuple(offers), reason="ambiguous_variant")
