"""Reads OpenGraph product meta (product:price:amount, og:price:amount…) into a candidate."""

from __future__ import annotations

from crawler.extract.found import Found, Layer, ProductOffers
from crawler.extract.gtin import normalize_gtin
from crawler.extract.model import ProductIdentity
from crawler.extract.money import decimal_from_number, reading_exponent
from crawler.extract.stock import stock_from_schema

_CONFIDENCE = 0.7


def _pair(props: dict[str, str], *prefixes: str) -> tuple[str | None, str | None]:
    for prefix in prefixes:
        amount = props.get(f"{prefix}:amount")
        if amount:
            return amount, props.get(f"{prefix}:currency")
    return None, None


def read_opengraph(props: dict[str, str]) -> Layer:
    """One product from OpenGraph meta, or an empty layer when the page has no OG price."""
    sale, sale_cur = _pair(props, "product:sale_price", "og:sale_price")
    price, cur = _pair(props, "product:price", "og:price")
    if price is None and props.get("og:price"):
        price, cur = props.get("og:price"), props.get("og:currency")
    regular_raw = None
    if sale:
        regular_raw, price, cur = price, sale, sale_cur or cur
    if price is None:
        return Layer(method="opengraph")
    currency = cur.strip().upper() if cur else None
    exp = reading_exponent(currency)
    amount = decimal_from_number(price, exp)
    if amount is None:
        return Layer(method="opengraph", reason="no_price_found")
    regular = decimal_from_number(regular_raw, exp) if regular_raw else None
    gtin = None
    for key in ("product:ean", "product:gtin", "product:upc", "product:isbn"):
        gtin = gtin or normalize_gtin(props.get(key))
    ident = ProductIdentity(
        name=(props.get("og:title") or "").strip() or None,
        brand=(props.get("product:brand") or props.get("og:brand") or "").strip() or None,
        sku=(props.get("product:retailer_item_id") or "").strip() or None,
        gtin=gtin,
    )
    stock = stock_from_schema(props.get("product:availability") or props.get("og:availability"))
    found = Found(
        price=amount,
        currency=currency,
        method="opengraph",
        confidence=_CONFIDENCE,
        product=ident,
        regular=regular if regular != amount else None,
        stock=stock,
        url=props.get("og:url"),
    )
    return Layer(method="opengraph", products=(ProductOffers(ident, (found,), found.url),))
