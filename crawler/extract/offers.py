"""Builds the offers extract() returns: identity merged across layers, regular price, stock."""

from __future__ import annotations

import re
from dataclasses import replace

from crawler.extract.choose import Pick, _norm_name
from crawler.extract.context import Priced
from crawler.extract.found import Found, Layer
from crawler.extract.model import ExtractedOffer, ProductIdentity
from crawler.extract.money import minor_units, reading_exponent
from crawler.extract.visible import Visible


def merge_identity(items: list[ProductIdentity]) -> ProductIdentity:
    """The first item's identity with the gaps filled from the others'."""
    out = items[0]
    for other in items[1:]:
        out = ProductIdentity(
            name=out.name or other.name,
            brand=out.brand or other.brand,
            sku=out.sku or other.sku,
            gtin=out.gtin or other.gtin,
            variant=out.variant or other.variant,
        )
    return out


def titled_identity(picks: list[Pick], title: str) -> ProductIdentity | None:
    """The one product structured data describes under the page's title, priced or not
    (an AggregateOffer range still names the item)."""
    want = " ".join(title.casefold().split())
    found = {
        o.product
        for pick in picks
        for o in (pick.main, *pick.others)
        if o is not None and " ".join((o.product.name or "").casefold().split()) == want
    }
    skus = {p.sku for p in found if p.sku}
    if not want or len(skus) != 1:
        return None
    return merge_identity([p for p in found if p.sku])


def _stated(vis: Visible) -> str | None:
    """The stock the page's words or sold-out button state: not an add-to-cart control's
    alone (on a page with no price to pay it waits for a choice as often as it says sold out
    or in stock), nor an accessory's, nor a control greyed out."""
    if vis.buy_elsewhere or vis.greyed_out or vis.by_button:
        return None
    return vis.stock


def page_identity(
    layers: list[Layer],
    vis: Visible,
    title: str,
    *,
    listing: bool = False,
    button: bool = True,
) -> tuple[ProductIdentity | None, str | None]:
    """The product a page with no price to read is about, and the stock it states.

    Structured data counts for the product under the page's title, or for the one product
    it describes; its SKU only when all its records agree on one (a group of variants names
    none). The page's own item number fills a gap. Stock is what the page prints (a sold-out
    badge, "In stock"; not what an accessory's add-to-cart button says), else what the
    product's structured offers all say, priced or not. A page that reads as a listing
    (``listing``), or shows three prices or more, is one product's only when structured data
    names that product under the page's title, or (three prices) when the page prints its own
    item number; a page whose only prices are other products' in blocks of their own is the
    product's under its title when it identifies one, and says its stock all the same.
    """
    want = _norm_name(title)
    groups = [g for layer in layers for g in layer.products]
    named = [g for g in groups if want and _norm_name(g.product.name) == want]
    several = len({s.token.amount(2) for s in vis.shown}) >= 3
    if not named and (listing or several) and not vis.one_item_number():
        # (a listing, or three prices or more and no product named: a small listing; unless
        # the page's own item number stands by its title: one product whose price could not
        # be read, beside other products' prices)
        if vis.shown:
            # (the product's own stock slot saying it is sold out, on a page that prints an
            # item number of its own, speaks for it: "Currently unavailable" above carousels
            # of other products' prices)
            # (or says it in the first line under the title: "Drop 3 is sold out")
            # (never a results page's: "Licuadoras · 48 productos" with one card "Agotado")
            sold_out = (
                vis.stated_out
                and not vis.results_page
                and vis.stock == "out_of_stock"
                and (vis.sku is not None or vis.under_title)
            )
            return None, ("out_of_stock" if sold_out else None)
        # Read as a listing from other products' prices alone, each in a block of its own
        # ("Similar products", the seller's other items), none by the title: a product
        # page whose price is gone (sold out, not yet chosen) when it prints an item or
        # model number or describes one product in structured data; it may still say it is
        # sold out.
        one = len({_norm_name(g.product.name) for g in groups}) == 1
        if not one and vis.sku is None and vis.model_number is None:
            return None, _stated(vis)
    pool = named or (groups if len({_norm_name(g.product.name) for g in groups}) == 1 else [])
    idents = [g.product for g in pool]
    skus = {i.sku for i in idents if i.sku}
    structured = merge_identity(idents) if idents else ProductIdentity()
    product = ProductIdentity(
        name=structured.name or title.strip() or None,
        brand=structured.brand,
        # (the page's own number first when structured data names another product: "خلاطة
        # باطون MX260" in JSON-LD under the title "… MX220", its number "JO-MX220" printed)
        sku=(vis.sku if not named and _other_model(structured.name, title) else None)
        or (structured.sku if len(skus) == 1 else None)
        or vis.sku,
        gtin=structured.gtin,
    )
    if product.name is None and product.sku is None:
        return None, None
    # (not what an accessory's add-to-cart control says, nor a greyed-out control alone, nor
    # an active one unless ``button``: on a page with no price to pay it waits for a choice as
    # often as it says sold out or in stock)
    # (a line of the product's own saying it is sold out speaks whatever control stands in a
    # side block: "Tuote on poistunut valikoimasta" above the successor's card and button)
    stock = vis.stock
    if (
        (vis.buy_elsewhere and not (vis.stated_out and stock == "out_of_stock"))
        or vis.greyed_out
        or (vis.by_button and not button)
    ):
        stock = None
    if stock is None:
        stocks = {o.stock for g in pool for o in g.offers if o.stock}
        stocks.update(s for g in pool for s in g.stocks)
        stock = stocks.pop() if len(stocks) == 1 else None
    return product, stock


def _other_model(name: str | None, title: str) -> bool:
    """True when the structured name and the page's title each hold a word with a digit the
    other lacks ("… MX260" against "… MX220 – 220 لتر"): two models, not one named twice."""
    if not name:
        return False
    mine, theirs = (
        set(_MODEL_WORD.findall(title.casefold())),
        set(_MODEL_WORD.findall(name.casefold())),
    )
    return bool(mine - theirs) and bool(theirs - mine)


_MODEL_WORD = re.compile(r"\w*\d\w*")


def regular_from_visible(vis: Visible, main: Priced) -> int | None:
    if vis.regular is None:
        return None
    amount = vis.regular.token.amount(reading_exponent(main.currency))
    minor = minor_units(amount, main.currency) if amount is not None else None
    return minor if minor is not None and minor > main.minor else None


def heuristic_offer(
    price: Priced,
    vis: Visible,
    ident: ProductIdentity,
    *,
    name: str | None,
    stock: str | None,
) -> ExtractedOffer:
    """An offer whose price the page heuristic read; ``ident`` fills brand, SKU and GTIN."""
    return ExtractedOffer(
        product=ProductIdentity(
            name=name,
            brand=ident.brand,
            sku=ident.sku or vis.sku,
            gtin=ident.gtin,
        ),
        price_minor=price.minor,
        currency=price.currency,
        regular_price_minor=regular_from_visible(vis, price),
        stock=stock or "unknown",
        method="heuristic",
        confidence=vis.confidence,
    )


def visible_offer(vis_p: Priced, vis: Visible, priced: list[tuple[Priced, Pick]]) -> ExtractedOffer:
    """The visible main price, named by the structured product the page is about.

    Structured data that lost to the page's price describes another variant or an older
    state of the page: the item number the page prints beside its price names the item
    (the URL's "?variant=" beside JSON-LD left on the first variant), unless the page
    prints the structured one too ("Internet # 318844102 · Model # FB-LVP-2207").
    """
    ident = merge_identity([p.found.product for p, _ in priced])
    shown = vis.sku
    if shown is None and ident.sku and vis.model_number and same_stem(ident.sku, vis.model_number):
        # no item number of the shop's own printed, but the maker's model number of the same
        # stem ("Model: NP5G-256-GR" beside JSON-LD's "NP5G-128-GR"): the variant's own
        shown = vis.model_number
    if shown and ident.sku and shown != ident.sku and not prints_sku(vis, ident.sku):
        ident = replace(ident, sku=shown)
    stock = vis.stock or next((p.found.stock for p, _ in priced if p.found.stock), None)
    if vis.by_button and stock == "in_stock":
        # only an active add-to-cart button says it: a structured "PreOrder" or "BackOrder"
        # says when (the button takes the order either way)
        stock = next(
            (s for p, _ in priced if (s := p.found.stock) in ("preorder", "backorder")), stock
        )
    return heuristic_offer(vis_p, vis, ident, name=ident.name or vis.title or None, stock=stock)


def same_stem(sku: str, shown: str) -> bool:
    """True when one item number is the other with a suffix ("NL-MPB" → "NL-MPB-Q"), or both
    share a stem of four characters or more that ends at a separator ("HG-SOL-" of
    "HG-SOL-050" and "HG-SOL-100"): two variants of one product."""
    stem = 0
    for a, b in zip(sku, shown, strict=False):
        if a != b:
            break
        stem += 1
    if stem == min(len(sku), len(shown)):
        return stem >= 4
    # (back to the last separator both share: "4711-" of "4711-01-40" and "4711-02-42")
    return max(sku.rfind(c, 0, stem) for c in "-_./ ") >= 3


def prints_sku(vis: Visible, sku: str) -> bool:
    """True when one of the page's item-number elements prints ``sku`` whole (not as the
    stem of a longer one: "2201" in "Style 2201-SG")."""
    whole = re.compile(rf"(?<![\w-]){re.escape(sku)}(?![\w-])")
    return any(whole.search("".join(el.itertext())) for el in vis.sku_elements[:20])


def side_amount(found: Found, which: str, currency: str) -> int | None:
    amount = found.regular if which == "regular" else found.shipping
    token = found.regular_token if which == "regular" else found.shipping_token
    if amount is None and token is not None:
        amount = token.amount(reading_exponent(currency))
    return None if amount is None else minor_units(amount, currency)


# states that take orders for later delivery
_LATER_STATES = ("backorder", "preorder")


def to_offer(p: Priced, agreeing: list[Priced], vis: Visible | None, conf: float) -> ExtractedOffer:
    regular = next(
        (r for a in agreeing if (r := side_amount(a.found, "regular", p.currency)) is not None),
        None,
    )
    if regular is None and vis is not None:
        regular = regular_from_visible(vis, p)
    if regular is not None and regular <= p.minor:
        regular = None
    shipping = next(
        (s for a in agreeing if (s := side_amount(a.found, "shipping", p.currency)) is not None),
        None,
    )
    stock = next((a.found.stock for a in agreeing if a.found.stock), None)
    if vis is not None and (
        stock is None or (stock == "in_stock" and vis.stock in ("limited", "backorder", "preorder"))
    ):
        # "only 4 left" refines the structured "InStock", and so do "ships in 3 weeks" and a
        # pre-order button: structured data often says InStock for whatever can be ordered.
        stock = vis.stock or stock
    if vis is not None and stock == "preorder" and vis.stock == "backorder":
        # a structured PreOrder beside the page's own back-order line ("Special order –
        # delivered to your store in 5 to 7 working days"): ordered in for the shopper, which
        # structured data has no better word for than PreOrder
        stock = vis.stock
    if (
        vis is not None
        and (vis.sold_out_button or vis.stated_out)
        and stock in ("in_stock", "limited")
    ):
        # The product's own buy button reads "Sold out", or its stock line says it cannot be
        # delivered: structured data that says InStock is stale (or speaks of another variant).
        stock = "out_of_stock"
    if (
        vis is not None
        and vis.stated_in
        and vis.stock
        and (
            stock == "out_of_stock"
            or (stock == "limited" and (vis.stated_plain or vis.stock in _LATER_STATES))
        )
    ):
        # ... and the other way round: "In stock" (or "Nachlieferung in 4–6 Wochen") in the
        # product's stock slot beside its active add-to-cart control; a plain "In stock" also
        # against a structured LimitedAvailability the page does not repeat ("有貨",
        # "Varastossa 20+ kpl"), or a line that says it is ordered in ("Lieferzeit 2–3 Wochen –
        # wird nachbestellt" beside a structured LimitedAvailability). (Not against a structured
        # BackOrder or PreOrder: "Due in stock 14 December", "Forventes på lager uge 18" read as
        # in stock, and say when.)
        stock = vis.stock
    return ExtractedOffer(
        product=merge_identity([a.found.product for a in agreeing]),
        price_minor=p.minor,
        currency=p.currency,
        regular_price_minor=regular,
        shipping_minor=shipping,
        stock=stock or "unknown",
        method=p.found.method,
        confidence=round(min(conf, 0.99), 2),
    )
