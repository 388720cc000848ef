"""Reads schema.org Product/ProductGroup/Offer/AggregateOffer nodes into price candidates."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from crawler.extract.found import Found, Layer, ProductOffers
from crawler.extract.gtin import normalize_gtin
from crawler.extract.identity import unlabelled
from crawler.extract.model import ProductIdentity
from crawler.extract.money import decimal_from_number, find_prices, reading_exponent
from crawler.extract.stock import stock_from_schema

PRODUCT_TYPES = {
    "Product",
    "ProductGroup",
    "ProductModel",
    "IndividualProduct",
    "SomeProducts",
    "Book",
    "Vehicle",
    "Car",
    "Motorcycle",
    "DietarySupplement",
    "Drug",
    "WearableProduct",
}
OFFER_TYPES = {"Offer", "AggregateOffer"}
# Keys through which a product is the page's subject; any other key (isRelatedTo,
# itemListElement, isSimilarTo, …) leads to some other product.
_MAIN_KEYS = {None, "@graph", "mainEntity", "mainEntityOfPage", "about", "itemOffered"}
_REGULAR_TYPES = {"listprice", "strikethroughprice", "msrp", "srp", "regularprice", "originalprice"}
_MAX_NODES = 20_000
_MAX_DEPTH = 40


def types_of(node: dict[str, Any]) -> set[str]:
    raw = node.get("@type", node.get("type"))
    values = raw if isinstance(raw, list) else [raw]
    out = set()
    for v in values:
        if isinstance(v, str):
            out.add(v.rstrip("/").rsplit("/", 1)[-1].rsplit(":", 1)[-1].rsplit("#", 1)[-1])
    return out


def _first(value: Any) -> Any:
    while isinstance(value, list):
        if not value:
            return None
        value = value[0]
    return value


def _text(value: Any) -> str | None:
    value = _first(value)
    if isinstance(value, dict):
        value = value.get("name") or value.get("@value")
        value = _first(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    if isinstance(value, str):
        value = " ".join(value.split())
        return value or None
    return None


class _Graph:
    """All nodes of the page's documents, with @id references resolvable."""

    def __init__(self, documents: list[Any]) -> None:
        self.by_id: dict[str, dict[str, Any]] = {}
        self.products: list[tuple[dict[str, Any], str | None]] = []
        self.offers: list[tuple[dict[str, Any], str | None]] = []
        self.listed = 0
        stack: list[tuple[Any, str | None, int, bool]] = [(d, None, 0, False) for d in documents]
        seen = 0
        while stack and seen < _MAX_NODES:
            node, key, depth, in_list = stack.pop()
            seen += 1
            if depth > _MAX_DEPTH:
                continue
            if isinstance(node, list):
                stack.extend((x, key, depth + 1, in_list) for x in reversed(node))
                continue
            if not isinstance(node, dict):
                continue
            node_id = node.get("@id")
            if isinstance(node_id, str) and len(node) > 1:
                self.by_id.setdefault(node_id, node)
            t = types_of(node)
            listed = in_list or key in ("itemListElement", "item")
            if t & PRODUCT_TYPES:
                if listed:
                    self.listed += 1
                self.products.append((node, key if not listed else "itemListElement"))
            elif t & OFFER_TYPES and key in _MAIN_KEYS:
                self.offers.append((node, key))
            for k, v in node.items():
                if isinstance(v, (dict, list)):
                    stack.append((v, k, depth + 1, listed))

    def resolve(self, value: Any) -> list[dict[str, Any]]:
        items = value if isinstance(value, list) else [value]
        out = []
        for item in items[:500]:
            if isinstance(item, dict):
                ref = item.get("@id")
                if len(item) == 1 and isinstance(ref, str):
                    item = self.by_id.get(ref, item)
                out.append(item)
            elif isinstance(item, str) and item in self.by_id:
                out.append(self.by_id[item])
        return out


def _identity(node: dict[str, Any], parent: ProductIdentity | None = None) -> ProductIdentity:
    gtin = None
    for key in ("gtin14", "gtin13", "gtin12", "gtin8", "gtin", "ean", "isbn", "upc"):
        if key in node:
            gtin = normalize_gtin(_text(node[key]))
            if gtin:
                break
    sku = unlabelled(_text(node.get("sku")) or _text(node.get("productID")))
    variant_bits = [_text(node.get(k)) for k in ("color", "size", "material", "pattern")]
    variant = ", ".join(b for b in variant_bits if b) or None
    name = _text(node.get("name"))
    if parent is None:
        return ProductIdentity(name=name, brand=_text(node.get("brand")), sku=sku, gtin=gtin)
    return ProductIdentity(
        name=name or parent.name,
        brand=_text(node.get("brand")) or parent.brand,
        sku=sku or parent.sku,
        gtin=gtin or parent.gtin,
        variant=variant or (name if name and name != parent.name else None),
    )


def _money(value: Any, currency: str | None) -> tuple[Decimal | None, str | None]:
    """A price property value and the currency sign written in it, if any."""
    value = _first(value)
    if isinstance(value, dict):
        value = value.get("@value", value.get("value"))
    amount = decimal_from_number(value, reading_exponent(currency))
    symbol = None
    if isinstance(value, str) and not currency:
        tokens = find_prices(value)
        if len(tokens) == 1:
            symbol = tokens[0].symbol
    return amount, symbol


def _is_unit_price(ref: Any) -> bool:
    ref = _first(ref)
    if not isinstance(ref, dict):
        return False
    unit = (_text(ref.get("unitCode")) or _text(ref.get("unitText")) or "").upper()
    value = decimal_from_number(_first(ref.get("value")))
    return value not in (None, Decimal(1)) or unit not in ("", "C62", "H87", "EA", "XPP", "PCE")


def _spec_prices(specs: list[dict[str, Any]], currency: str | None) -> dict[str, Any]:
    """priceSpecification list → current price, regular price, currency."""
    current: list[tuple[Decimal, str | None, bool | None]] = []
    regular = None
    for spec in specs:
        ptype = (_text(spec.get("priceType")) or "").rsplit("/", 1)[-1].lower()
        cur = _text(spec.get("priceCurrency")) or currency
        amount, _ = _money(spec.get("price"), cur)
        if amount is None:
            continue
        if _is_unit_price(spec.get("referenceQuantity")):
            continue  # a unit price (per kg, per 100 ml), not the offer's price
        if ptype in _REGULAR_TYPES:
            regular = amount
            continue
        vat = spec.get("valueAddedTaxIncluded")
        current.append((amount, cur, vat if isinstance(vat, bool) else None))
    out: dict[str, Any] = {"regular": regular}
    if current:
        # A tax-inclusive/exclusive pair: the buyer pays the inclusive one.
        inclusive = [c for c in current if c[2] is True]
        pick = (inclusive or current)[0]
        out["price"], out["currency"] = pick[0], pick[1]
    return out


def _shipping(offer: dict[str, Any], currency: str | None) -> Decimal | None:
    details = offer.get("shippingDetails")
    for d in details if isinstance(details, list) else [details]:
        if isinstance(d, dict):
            rate = _first(d.get("shippingRate"))
            if isinstance(rate, dict):
                rate_cur = _text(rate.get("currency")) or currency
                if rate_cur == currency:
                    return _money(rate.get("value", rate.get("price")), currency)[0]
    return None


def _offer_found(
    graph: _Graph, offer: dict[str, Any], ident: ProductIdentity, method: str, conf: float
) -> list[Found]:
    types = types_of(offer)
    if "AggregateOffer" in types:
        inner = [o for o in graph.resolve(offer.get("offers")) if isinstance(o, dict)]
        if inner:
            found = []
            for o in inner:
                found.extend(_offer_found(graph, o, ident, method, conf))
            if found:
                return found
    currency = _text(offer.get("priceCurrency"))
    currency = currency.upper() if currency else None
    price, symbol = _money(offer.get("price"), currency)
    specs = [s for s in graph.resolve(offer.get("priceSpecification")) if isinstance(s, dict)]
    spec = _spec_prices(specs, currency) if specs else {"regular": None}
    if price is None and "price" in spec:
        price, currency = spec["price"], (spec["currency"] or currency)
        currency = currency.upper() if currency else None
    is_from = False
    if price is None and "AggregateOffer" in types:
        low, symbol = _money(offer.get("lowPrice"), currency)
        high, _ = _money(offer.get("highPrice"), currency)
        count = decimal_from_number(_first(offer.get("offerCount")), 0)
        price = low
        # lowPrice is a "from" price unless the range is one price or one offer.
        is_from = not ((high is not None and high == low) or (high is None and count == 1))
    if price is None:
        return []
    offer_ident = (
        _identity(offer, ident)
        if any(k in offer for k in ("sku", "gtin13", "gtin", "gtin12", "gtin8", "gtin14", "name"))
        else ident
    )
    return [
        Found(
            price=price,
            currency=currency,
            symbol=symbol,
            method=method,
            confidence=conf,
            product=offer_ident,
            regular=spec.get("regular"),
            shipping=_shipping(offer, currency),
            stock=stock_from_schema(offer.get("availability")),
            url=_text(offer.get("url")),
            is_from=is_from,
        )
    ]


def read_schema(documents: list[Any], method: str, conf: float) -> Layer:
    """The products (with offers) a set of schema.org documents describes as the page's own."""
    graph = _Graph(documents)
    groups: list[ProductOffers] = []
    variant_ids: set[int] = set()
    for node, _key in graph.products:
        if "ProductGroup" in types_of(node):
            for v in graph.resolve(node.get("hasVariant")):
                variant_ids.add(id(v))
    for node, key in graph.products:
        if key not in _MAIN_KEYS or key == "itemOffered" or id(node) in variant_ids:
            # itemOffered products are read through their top-level Offer below.
            continue
        ident = _identity(node)
        offers: list[Found] = []
        unpriced: list[str] = []
        for offer in graph.resolve(node.get("offers")):
            found = _offer_found(graph, offer, ident, method, conf)
            offers.extend(found)
            if not found and isinstance(offer, dict):
                if stock := stock_from_schema(offer.get("availability")):
                    unpriced.append(stock)
        for variant in graph.resolve(node.get("hasVariant")):
            v_ident = _identity(variant, ident)
            for offer in graph.resolve(variant.get("offers")):
                offers.extend(_offer_found(graph, offer, v_ident, method, conf))
        groups.append(ProductOffers(ident, tuple(offers), _text(node.get("url")), tuple(unpriced)))
    for offer, _key in graph.offers:
        item = graph.resolve(offer.get("itemOffered"))
        ident = _identity(item[0]) if item else ProductIdentity()
        found = _offer_found(graph, offer, ident, method, conf)
        if found:
            groups.append(ProductOffers(ident, tuple(found), None))
    return Layer(method=method, products=tuple(groups), listed=graph.listed)
