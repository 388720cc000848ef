"""extract(): runs every layer over a page and keeps a price only where the evidence agrees."""

from __future__ import annotations

import logging
import re
from dataclasses import replace
from decimal import Decimal
from functools import partial
from itertools import islice
from urllib.parse import parse_qs, unquote, urlsplit

from crawler.currencies import is_currency, to_major
from crawler.extract import marks, qualify, walk
from crawler.extract.choose import TRACKING, Pick, choose
from crawler.extract.context import PriceContext, Priced
from crawler.extract.document import load
from crawler.extract.dual import at_fixed_rate, euro_conversion
from crawler.extract.found import Found, Layer
from crawler.extract.identity import is_bare_label
from crawler.extract.locale import resolve_symbol
from crawler.extract.marks import discounted_from, text_of, text_upto
from crawler.extract.model import ExtractedOffer, Extraction, ProductIdentity, ShopHints
from crawler.extract.money import DASH_CENTS, exponent_of, reading_exponent
from crawler.extract.offers import (
    heuristic_offer,
    page_identity,
    prints_sku,
    same_stem,
    titled_identity,
    to_offer,
    visible_offer,
)
from crawler.extract.opengraph import read_opengraph
from crawler.extract.schema import read_schema
from crawler.extract.selectors import read_selectors
from crawler.extract.signals import page_language_currency, script_currency
from crawler.extract.sources import (
    jsonld_documents,
    microdata_documents,
    opengraph_properties,
    rdfa_documents,
)
from crawler.extract.stock import stock_from_text
from crawler.extract.stylesheet import struck_by_stylesheet
from crawler.extract.vat import gross_of
from crawler.extract.visible import Visible, scan
from crawler.extract.walk import TEST_ID_ATTRS, TEST_ID_BYTES, name_by_test_ids, walk_page

log = logging.getLogger(__name__)
_MAX_OFFERS = 50
# A visible main price this sure of itself overrules structured data the page never shows.
_VISIBLE_OVERRULES = 0.7
# Enough for a visible price to replace structured data the page itself shows as a unit or
# crossed-out price (the page refutes that data; the visible price need not overrule it).
_VISIBLE_CORRECTS = 0.6
# A visible main price as sure as the page makes one: by the title, named a price.
_VISIBLE_CLEAR = 0.8
# Reasons in the order we report them when several layers fail differently.
_REASON_ORDER = (
    "ambiguous_currency",
    "conflicting_prices",
    "ambiguous_variant",
    "multiple_products",
    "from_price_only",
    "price_on_request",
    "zero_price",
    "invalid_price",
    "bad_selector",
    "price_in_script",
    "no_price_found",
)


def forget() -> None:
    """Empty everything extraction keeps from page to page: the walk's memo of class strings
    and texts, and the memoized tests of stock lines, item-number labels, struck-out and
    side-block class names (for measuring a crawl from its start, as on a shop never seen)."""
    walk.forget()
    for cached in (is_bare_label, stock_from_text, marks._struck_named, qualify._side_named):
        cached.cache_clear()


def extract(body: bytes | str, url: str, hints: ShopHints | None = None) -> Extraction:
    """Read one page's offers. Never raises: an unreadable page gives no offer and a reason."""
    try:
        return _extract(body, url or "", hints or ShopHints())
    except Exception:  # the crawl must go on whatever one page holds
        log.exception("extraction failed on %s", url)
        return Extraction(reason="extraction_error")


def _extract(body: bytes | str, url: str, hints: ShopHints) -> Extraction:
    page, why = load(body)
    if page is None:
        return Extraction(reason=why or "not_html")
    root = page.root
    # The shop's own selectors read the page as it was served, before test ids join classes.
    selected = read_selectors(root, dict(hints.selectors)) if hints.selectors else None
    if ids := page.attributes(TEST_ID_BYTES, TEST_ID_ATTRS):
        name_by_test_ids(root, ids)
    # A page whose bytes never name an attribute has no element carrying it: the tree-wide
    # searches for microdata and RDFa items and itemprop prices are skipped (same result).
    walk = walk_page(root, itemprops=page.mentions(b"itemprop"))
    og_props = opengraph_properties(walk.heads, walk.root_head)
    micro = microdata_documents(root, url) if page.mentions(b"itemscope") else []
    rdfa = rdfa_documents(root, url) if page.mentions(b"typeof") else []
    layers: list[Layer] = [
        read_schema(jsonld_documents(walk.scripts), "json-ld", 0.9),
        read_schema(micro, "microdata", 0.85),
        read_schema(rdfa, "rdfa", 0.85),
        read_opengraph(og_props),
    ]
    if selected is not None:
        layers.append(selected)
    # Prices crossed out by a class the page's own <style> draws with a line through.
    drawn = partial(struck_by_stylesheet, root) if page.mentions(b"line-through") else None
    vis = scan(root, walk, drawn, url)
    page_currencies = sorted(
        {
            o.currency
            for layer in layers
            for g in layer.products
            for o in g.offers
            if o.currency and is_currency(o.currency)
        }
    )
    ctx = PriceContext(
        hints,
        url,
        page_currencies,
        script_currency(page.data),
        page_language_currency(root, page.data),
        page.data,
        root.get("lang") or root.get("xml:lang"),
    )
    title = vis.title or og_props.get("og:title", "")
    picks = [choose(layer, url, title, ctx.codes) for layer in layers]
    result = _decide(picks, vis, ctx)
    if result.offers and page.holds(_MIN_ORDER_BYTES) and _wholesale_only(vis):
        result = Extraction(reason="minimum_order")
    if result.offers:
        main = result.offers[0]
        if _variant_sku(main.product.sku, vis, url):
            # The URL chooses a variant ("?farbe=salbei", "?variant=50ml") and the page prints
            # that variant's item number, of the same stem as the structured one left on the
            # first variant ("SW-3301-SAL" against "SW-3301-NAV")
            main = replace(main, product=replace(main.product, sku=vis.sku))
            return replace(result, offers=(main, *result.offers[1:]))
        if (
            main.product.sku is not None
            and vis.sku is None
            and (model := vis.model_number)
            and _extends_sku(main.product.sku, model)
        ):
            # the structured number is the parent's, the page prints the variant's as its model
            # ("BN-AVH" and "Modelo: BN-AVH-27")
            main = replace(main, product=replace(main.product, sku=model))
            return replace(result, offers=(main, *result.offers[1:]))
        if main.product.sku is None and (model := vis.model_number):
            # no item number of the shop's own: the maker's model number by the title names
            # the product ("Model #: VC-M27Q")
            main = replace(main, product=replace(main.product, sku=model))
            return replace(result, offers=(main, *result.offers[1:]))
        return result
    listing = result.reason == "multiple_products"
    # An active add-to-cart control alone says the product can be ordered where the page
    # shows a price it could not settle on; beside a "from" price, a range, an amount in
    # a script or of an unknown currency, it waits for a choice and says nothing of stock.
    button = result.reason in ("conflicting_prices", "no_price_found", "price_on_request")
    product, stock = page_identity(layers, vis, title, listing=listing, button=button)
    if product is not None and _variant_sku(product.sku, vis, url):
        product = replace(product, sku=vis.sku)  # (a sold-out size's own number)
    if product is not None and product.sku is None and (model := vis.model_number):
        product = replace(product, sku=model)
    return replace(result, product=product, stock=stock)


# A wholesale listing's minimum order in pieces ("Min. order: 500 pieces", "MOQ: 100 pcs"):
# no price for one unit is on offer
_MIN_ORDER = re.compile(
    r"(?:(?<![^\W\d_])min(?:imum)?\.? order(?: quantity)?|(?<![^\W\d_])moq)\s*[:：]?\s*"
    r"([1-9][\d,.]*)\s*"
    # (no word's edge after: texts of sibling elements run together, "500 piecesSample")
    r"(?:pieces|pcs|units|sets|pairs|boxes|cartons)",
    re.I,
)


# Where the page's bytes can hold one, words and tags between ("Min.&nbsp;<b>order")
_MIN_ORDER_BYTES = re.compile(rb"moq|min(?:imum)?\.?(?:\s|&nbsp;|&#160;|\xc2\xa0|<[^>]*>)*order")


def _wholesale_only(vis: Visible) -> bool:
    """True when the main price's box (up to four levels up; else the title's) names a
    minimum order of more than one piece."""
    start = vis.main.el if vis.main is not None and vis.main.el is not None else vis.heading
    if start is None:
        return False
    for box in islice(start.iterancestors(), 4):
        if (m := _MIN_ORDER.search(text_upto(box, 1500))) is not None:
            return int(re.sub(r"[,.]", "", m.group(1))) > 1
    return False


def _visible_priced(vis: Visible, ctx: PriceContext) -> Priced | str | None:
    if vis.main is None:
        return None
    found = Found(
        price=None,
        currency=_bare_currency(vis, ctx),
        symbol=vis.main.token.symbol,
        token=vis.main.token,
        method="heuristic",
        confidence=vis.confidence,
    )
    return ctx.price(found)


def _bare_currency(vis: Visible, ctx: PriceContext) -> str | None:
    """The currency of a main price printed without a sign ("4<sup>50</sup>"), or None.

    Only on a shop whose country fixes the currency, and only when every signed price the
    page shows beside it ("Was $6.00") means that same currency there.
    """
    if vis.main is None or vis.main.token.symbol or not ctx.codes:
        return None
    # Side prices (a tier, a unit price, a member price) print the sign as well.
    seen = (*vis.shown, *vis.struck, *vis.units, *vis.for_some)
    symbols = {s.token.symbol for s in seen if s.token.symbol}
    if not symbols:
        # No sign anywhere ("12<span>,49</span>", the sign drawn by CSS): only a price with
        # cents, on a shop whose country has one currency.
        frac = vis.main.token.groups[5]
        cents = frac and (len(frac) == 2 or frac in DASH_CENTS)  # "2.199,-"
        return ctx.codes[0] if len(set(ctx.codes)) == 1 and cents else None
    codes = {ctx.resolve(sym) for sym in symbols}
    return ctx.codes[0] if codes == {ctx.codes[0]} else None


def _decide(picks: list[Pick], vis: Visible, ctx: PriceContext) -> Extraction:
    if vis.results_page:
        # a category's or a search's page: structured data for one of its results (the first
        # tile's JSON-LD) is not the page's price
        return Extraction(reason="multiple_products")
    reasons: list[str] = []
    priced: list[tuple[Priced, Pick]] = []
    visible = _visible_priced(vis, ctx)
    vis_amount = visible.amount if isinstance(visible, Priced) else None
    for pick in picks:
        main = pick.main
        if main is None and pick.reason == "ambiguous_variant" and vis_amount is not None:
            # Several variant prices: the one the page shows is the selected variant.
            matches = [
                o
                for o in pick.others
                if isinstance(p := ctx.price(o), Priced) and p.amount == vis_amount
            ]
            if matches and len({ctx.price(o).key for o in matches}) == 1:  # type: ignore[union-attr]
                main = _named_by_query(matches, ctx.url)
                pick = replace(
                    pick, main=main, others=tuple(o for o in pick.others if o is not main)
                )
        if main is None:
            if pick.reason:
                reasons.append(pick.reason)
            continue
        result = ctx.price(main)
        if isinstance(result, str):
            reasons.append(result)
        else:
            priced.append((result, pick))
    if not priced:
        if (varied := _variation_priced(vis, ctx)) is not None:
            visible = varied  # the variation the URL picks, beside the summary's first one
        return _heuristic_only(visible, vis, reasons, titled_identity(picks, vis.title))
    vis_p = visible if isinstance(visible, Priced) else None
    if vis_p is not None:
        priced = [(_uncents(p, vis_p), pick) for p, pick in priced]
    keys: dict[tuple[int, str], float] = {}
    skus: dict[tuple[int, str], set[str | None]] = {}
    for p, _ in priced:
        keys[p.key] = keys.get(p.key, 0.0) + p.found.confidence
        skus.setdefault(p.key, set()).add(p.found.product.sku)
    # keys whose offers all name another variant than the one the URL chooses and the page
    # prints ("sku": "BB-1029384-TB", the paperback, on "?format=hardcover" printing
    # "BB-1029384-HC"): support for another variant's price
    others = (
        {k for k, found in skus.items() if _sibling_skus(vis.sku, found)}
        if len(keys) > 1 and _chooses_variant(ctx.url)
        else set()
    )

    def support(key: tuple[int, str]) -> float:
        amount = to_major(*key)
        s = keys[key]
        if key in others and (vis_p is None or vis_p.amount != amount):
            s -= 1.0
        if vis_p is not None and vis_p.amount == amount:
            # The page prints this amount as its main price; in another currency it refutes.
            return s + 1.0 if vis_p.currency == key[1] else s - 1.0
        if vis_p is not None and gross_of(vis_p, vis, key):
            # printed only as the net price of the page's main price: that is its gross
            return s - 1.0
        if vis.shows(amount, reading_exponent(key[1])):
            s += 0.5
        return s

    ranked = sorted(keys, key=support, reverse=True)
    best = ranked[0]
    best_amount = to_major(*best)
    exp = reading_exponent(best[1])
    # structured data in euro at the fixed rate of the page's lev price (the euro printed
    # as the second of the pair: "899,00 лв. / 459,65 €"): the shop names the euro its price
    euro_named = (
        vis_p is not None
        and best[1] == "EUR"
        and at_fixed_rate(best_amount, vis_p.amount, vis_p.currency)
    )
    if (
        vis_p is not None
        and vis_p.currency == "EUR"
        and vis.confidence >= _VISIBLE_CORRECTS
        and euro_conversion(vis.shown, vis_p.amount, best_amount, best[1])
    ):
        # Structured data in the lev or kuna a shop priced in before the euro, at the fixed
        # rate of the euro price the page prints ("664,17 € / 1 299,00 лв."): the same price
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        vis_p is not None
        and vis.main is not None
        and vis_p.currency == best[1]
        and vis.confidence >= _VISIBLE_OVERRULES
        and discounted_from(vis.main, best_amount, exp)
    ):
        # The page prints the structured price beside its main price with the discount
        # between them ("299,90 € · Prezzo di listino 449,00 € · −33 %"): structured data
        # holds the price before the sale, under a label no list of words may know.
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        vis_p is not None
        and vis_p.currency == best[1]
        and vis_p.key != best
        and vis.instalments_add_up(vis_p.amount)
        and not vis.instalments_add_up(best_amount)
    ):
        # The page's instalments ("4 payments of 312.50") add up to its main price, not to
        # the structured one: that is the pre-sale price (crossed out by CSS alone).
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        vis_p is not None
        and vis_p.currency == best[1]
        # (a credit's cost on top: at most 60 % more)
        and vis_p.amount < best_amount <= vis_p.amount * Decimal("1.6")
        and vis.confidence >= _VISIBLE_CLEAR
        and any(s.token.amount(exp) == best_amount for s in vis.instalments)
        and not vis.instalments_add_up(vis_p.amount)
    ):
        # ... and the other way round: the page prints the structured price as a credit's
        # total ("Total financiado: Gs. 2.940.000", of "12 cuotas de Gs. 245.000") above the
        # cash price it prints as its main one
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        vis_p is not None
        and vis.options_base is not None
        and vis_p.currency == best[1]
        and best_amount in (vis.options_base, vis_p.amount)
    ):
        # The URL chooses options that cost extra ("?gravacao=sim") and the page prints their
        # total ("Gravação: + 7,50 €" · "Total: 37,40 €"): structured data gives the product
        # without them
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        vis_p is not None
        and vis_p.currency == best[1]
        and vis_p.amount < best_amount
        and vis.confidence >= _VISIBLE_CORRECTS
        and _query_words(ctx.url) & _USED_CHOSEN
    ):
        # The URL chooses the used or open-box item ("?astand=notad", "?stav=pouzite") and
        # the page prints its price as the main one: structured data gives the new item's
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    # the structured offers name another variant's item number than the one the page prints
    # for the variant the URL chooses ("sku": "1045-095-30" of the 3.0 m length, "Art.nr
    # 1045-095-42" on "?langd=4200")
    named_other = _chooses_variant(ctx.url) and _sibling_skus(
        vis.sku, {p.found.product.sku for p, _ in priced if p.key == best}
    )
    seen_visibly = (
        (vis_p is not None and vis_p.key == best)
        or euro_named
        or (
            vis_p is None
            and _shown_in(vis, best_amount, exp, best[1], ctx)
            and not vis.marked_nearer(best_amount, exp)
        )
        # beside a different visible main price, only a price in the product's own area
        # counts: the same amount on a recommended product's card corroborates nothing
        or (
            vis_p is not None
            and vis_p.amount != best_amount
            # (not a main price in the shop's own currency beside structured data in another,
            # which a side line converts: "CHF 24.90 · Prix en euros : 25,90 €"; nor a clear
            # main price in another beside a side line of the structured price, in the
            # currency of the shop's domain: "€89,00 incl. VAT · Japan price ¥13,200")
            and (
                vis_p.currency == best[1]
                or (vis_p.currency not in ctx.codes[:1] and vis.confidence < _VISIBLE_CLEAR)
                or vis.beside_main(best_amount, exp)
            )
            and vis.shows_near(
                best_amount, exp, links=False, chosen=_query_words(ctx.url), prose=False
            )
            # (not the product's own price per metre or kg, or a subscriber's, printed as one
            # by the main price and again in a sentence: "(3,95 € / jm)" · "4,8 m × 3,95 €";
            # "Předplatné: každý měsíc za 499 Kč" · "Promo akce za 499 Kč skončila")
            and not vis.partial_near(best_amount, exp)
            # (nor another variant's, named so by its item number, printed on its option:
            # "sku": "JJ-MJ-07-GLD" at 1,599 beside "साइज़: 6 (₹1,599) · 7 · 8" and the page's
            # "JJ-MJ-08-GLD" at ₹1,899)
            and not named_other
            # (nor printed only on options not chosen beside the one marked so, the URL
            # choosing one: "<label>Beige (S/ 359.00)</label> <label class=is-active>Gris
            # </label>" on "?color=gris")
            and not (urlsplit(ctx.url).query and vis.only_on_other_variants(best_amount, exp))
        )
    )
    if (
        vis_p is None
        and not seen_visibly
        and vis.main is not None
        and vis.confidence >= _VISIBLE_CORRECTS
        and vis.main.token.symbol
        and resolve_symbol(vis.main.token.symbol, [best[1]]) != best[1]
    ):
        # The page's clear main price is written in a sign that cannot be the structured
        # price's currency ("$149.00" beside JSON-LD in EUR 139.00): the two disagree.
        return Extraction(reason="conflicting_prices")
    if vis_p is None and not seen_visibly and vis.reason == "price_on_request":
        # The product's price slot says "Price on request", "See price in cart": the page
        # does not show the structured price to anyone, so it is not read from the page.
        return Extraction(reason="price_on_request")
    if (
        vis_p is None
        and (not seen_visibly or (vis.reason == "multiple_products" and vis.stated_out))
        and (
            vis.stock == "out_of_stock"
            or (
                vis.stock is None
                and {p.found.stock for p, _ in priced if p.key == best} - {None} == {"out_of_stock"}
                # (unless the price's own slot is empty: a script fills it in)
                and not vis.empty_slot()
            )
        )
    ):
        # The page prints no price for the product and says it cannot be bought (sold out,
        # no longer sold), or prints no stock and its structured data says so: the structured
        # price is left over, not a price anyone pays now.
        return Extraction(reason="no_price_found")
    if (
        vis_p is None
        and (not seen_visibly or not vis.shows_off_options(best_amount, exp))
        and not _chooses_variant(ctx.url)
        and vis.starts_range(best_amount, exp)
    ):
        # The page prints the structured price only as the lower end of a range ("$199 -
        # $359"), or besides only on an option of a list, and its URL chooses no variant: the
        # cheapest variant's price, not the product's (a "?variant=" URL may choose exactly
        # that one).
        return Extraction(reason="ambiguous_variant")
    if (
        vis_p is None
        and not seen_visibly
        and not vis.shown
        and any(
            r.near_title is not None
            and r.token.symbol
            and (a := r.token.amount(exp)) is not None
            and best_amount / 2 <= a <= best_amount * 3 / 2
            and a != best_amount  # (the range's lower end the URL's variant may be: above)
            # (a "from" price, not a range's lower end: "Price guide $950 – $1,300" is a
            # market's range beside a listing's own price)
            and r.el is not None
            and not _TWO_SIDED.search(text_of(r.el)[:80])
            for r in vis.range_starts
        )
    ):
        # The page prints no live price, only "from" prices near the structured one ("New
        # (9) from $331.00", "￥26,980より"): a choice of offers or variants to make; the
        # structured price it does not print is another offer's or an old one.
        return Extraction(reason="from_price_only")
    if vis_p is None and vis.maybe_conditional(best_amount, exp):
        # The price box names a card or member price and shows a higher price beside the
        # structured one: the structured price may be the conditional one. No price is
        # safer than a price most shoppers do not pay.
        return Extraction(reason="conflicting_prices")
    if vis_p is not None and gross_of(vis_p, vis, best):
        # Structured data gives the price before tax, which the page prints labelled
        # "excl. BTW", while its main price is that amount plus VAT: a consumer pays that.
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        vis_p is not None
        and vis_p.currency == best[1]
        and vis_p.amount < best_amount
        and vis.confidence >= _VISIBLE_CLEAR
        and vis.crossed_beside_main(best_amount, exp)
    ):
        # Structured data gives the former price the page crosses out beside its clear sale
        # price ("og:price 30.00" of "<s>$30.00</s> $27.90"), whatever else repeats it (a
        # details list's "Price $30.00"): the sale price is the price.
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    partial = vis.per_unit(best_amount, exp) or vis.only_for_some(best_amount, exp)
    if (
        not seen_visibly
        and not partial
        and vis.only_instalment(best_amount, exp)
        and (vis_p is None or vis.confidence < _VISIBLE_OVERRULES)
    ):
        # The structured price is a monthly repayment the page prints as one (an operator's
        # "$54.17/mth"): no price to pay once (a clear visible price by the title is)
        return Extraction(reason="conflicting_prices")
    if not seen_visibly and (partial or vis.crossed(best_amount, exp)):
        # The page prints the structured price only as a price per kg (a grocery's microdata
        # on its unit-price line), as a member price or an auction's current bid, or crossed
        # out (the former price left in the markup): it is not the price to pay. A clear
        # live price by the title is; a unit, member price or bid alone never is.
        if (
            vis_p is not None
            and vis.confidence >= _VISIBLE_CORRECTS
            and vis_p.currency == best[1]
            and (partial or (vis_p.amount < best_amount and _comparable(vis_p, best)))
        ):
            return Extraction(offers=(visible_offer(vis_p, vis, priced),))
        if partial and not (
            # (the page prints no price but this one per unit, and structured data gives it:
            # a product sold by the metre or kg, "R 389.00 per running metre incl. VAT")
            vis_p is None
            and not vis.shown
            and not vis.only_for_some(best_amount, exp)
            and vis.unit_stated(best_amount, exp)
        ):
            return Extraction(reason="conflicting_prices")
    if (
        not seen_visibly
        and vis_p is not None
        and vis_p.currency != best[1]
        and vis_p.currency in ctx.codes[:1]
        and vis.confidence >= _VISIBLE_CORRECTS
    ):
        # The page prints its price in the shop's own currency and the structured one, in
        # another, nowhere: the base currency a storefront converts from ("HK$198.00" beside
        # JSON-LD in USD 25.40)
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        not seen_visibly
        and vis_p is not None
        and vis_p.currency == best[1]
        and vis.confidence >= _VISIBLE_CORRECTS
        and (
            # The URL chooses a variant ("?size=5l"), the page marks it chosen and prints its
            # price, and prints the structured price only on a variant not chosen ("2.5L
            # £15.99"): structured data left on the first variant
            (
                urlsplit(ctx.url).query
                and (
                    vis.only_on_other_variants(best_amount, exp)
                    # (or in an option not chosen of a picker that marks its chosen one: a
                    # <select>'s, a radio group's)
                    or vis.chosen_option_differs(best_amount, exp)
                    or vis.chosen_radio_differs(best_amount, exp)
                )
            )
            # ... or prints it only as a "from" price beside the main one ("14 995 kr · Från
            # 12 995 kr i andra tyger"): structured data gives the cheapest variant's
            or (
                best_amount < vis_p.amount
                and any(
                    r.token.amount(exp) == best_amount and r.near_title is not None
                    for r in vis.range_starts
                )
            )
            # ... or names the structured price's offer by another variant's item number than
            # the one the page prints for the variant the URL chooses
            or named_other
        )
    ):
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        not seen_visibly
        and vis_p is not None
        and (
            vis.confidence >= _VISIBLE_OVERRULES
            # (OpenGraph alone, the layer most often left stale, loses to a main price the
            # page is fairly sure of)
            or (
                vis.confidence >= _VISIBLE_CORRECTS
                and vis_p.currency == best[1]
                and {p.found.method for p, _ in priced if p.key == best} == {"opengraph"}
            )
        )
    ):
        # Structured data the page does not show (stale JSON-LD, the pre-sale price, a base
        # currency the storefront converts from) loses to a clear visible main price.
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        seen_visibly
        and vis_p is not None
        and vis_p.currency == best[1]
        and vis.confidence >= _VISIBLE_CLEAR
        and _chooses_variant(ctx.url)
        and {p.found.method for p, _ in priced} == {"opengraph"}
        and vis.main is not None
        # (printed well below the main price's standing: a line about another pack, not a
        # second price by the title)
        and all(
            s.score <= vis.main.score - 1.0
            for s in vis.shown
            if s.token.amount(exp) == best_amount and s is not vis.main
        )
    ):
        # OpenGraph alone gives a price the page prints elsewhere than its main price, on a
        # URL that chooses a variant ("?variant=4x250": og 15.00 beside "Single 250 ml
        # bottle $15.00", the main price $54.00): the tag the theme left on the first variant
        return Extraction(offers=(visible_offer(vis_p, vis, priced),))
    if (
        vis_p is None
        and vis.prices_near()
        and not vis.shows_here(best_amount, exp)
        and not vis.crossed(best_amount, exp)
        and not vis.empty_slot()
    ):
        # The product's own box prints prices, yet the page prints the structured one
        # nowhere, not even crossed out, or only on a variant not chosen or behind a link
        # to another page: stale JSON-LD, another variant's or seller's price. (Unless the
        # price's own slot is empty: a script fills it in, and structured data is all.)
        return Extraction(reason="conflicting_prices")
    if not seen_visibly and vis_p is None and vis.chosen_option_differs(best_amount, exp):
        # The page prints the structured price only on a size not chosen in its picker, and
        # another on the chosen one: the structured price is another variant's.
        return Extraction(reason="ambiguous_variant")
    if len(ranked) > 1:
        margin = support(best) - support(ranked[1])
        if not seen_visibly or margin < 0.5:
            return Extraction(reason="conflicting_prices")
    elif vis_p is not None and not seen_visibly:
        # Structured data says one price, the page's main price is another: the structured
        # one has nothing to back it (stale JSON-LD, a loyalty or converted price).
        return Extraction(reason="conflicting_prices")
    if not seen_visibly and vis.crossed(best_amount, exp):
        return Extraction(reason="conflicting_prices")
    if (
        seen_visibly
        and vis_p is None
        and _chooses(ctx.url)
        and (total := vis.chosen_surcharge(best_amount, exp)) is not None
        and isinstance(
            summed := ctx.price(
                Found(price=total, currency=best[1], method="heuristic", confidence=0.6)
            ),
            Priced,
        )
    ):
        # The URL chooses an option that costs more than the structured price ("?opt=2",
        # "케이스 포함 (+10,000원)" selected) and the page prints the sum as its total: the
        # structured price is the product's without the option.
        return Extraction(offers=(visible_offer(summed, vis, priced),))
    if (
        (varied := _variation_priced(vis, ctx)) is not None
        and varied.currency == best[1]
        and varied.amount != best_amount
    ):
        # The URL picks a WooCommerce variation ("?attribute_size=58") and the variation box
        # prints its price: structured data and the summary give the product's first one.
        return Extraction(offers=(visible_offer(varied, vis, priced),))
    agreeing = [(p, pick) for p, pick in priced if p.key == best]
    return Extraction(offers=_offers(agreeing, vis, ctx, seen_visibly, priced))


def _variation_priced(vis: Visible, ctx: PriceContext) -> Priced | None:
    """The price WooCommerce's variation box prints when the URL's query picks a variation
    ("?attribute_pa_size=58"), else None."""
    if "attribute_" not in ctx.url or not any(
        k.startswith("attribute_") for k in parse_qs(urlsplit(ctx.url).query)
    ):
        return None
    chosen = vis.variation_price()
    if chosen is None:
        return None
    found = Found(
        price=None,
        currency=None,
        symbol=chosen.token.symbol,
        token=chosen.token,
        method="heuristic",
        confidence=max(vis.confidence, _VISIBLE_CORRECTS),
    )
    priced = ctx.price(found)
    return priced if isinstance(priced, Priced) else None


def _comparable(vis_p: Priced, key: tuple[int, str]) -> bool:
    """True unless the visible price is a tenth of the crossed-out structured one or less, in
    the same currency: a fee or an add-on's price (a "+¥5,500" service beside a former
    price), not a sale's (an 80 % clearance is one)."""
    if vis_p.currency != key[1] or key[0] <= 0:
        return True
    return vis_p.minor * 10 > key[0]


def _named_by_query(offers: list[Found], url: str) -> Found:
    """Of offers of one price, the first whose item names a word of the URL's query in its
    name ("?Flavor=Vanilla": "Whey Isolate – Vanilla / 5 lb") or, abbreviated to its first
    three letters, as a part of its SKU ("WP-VAN-5LB"), else the first."""
    words = _query_words(url) - {"lb", "kg", "g", "ml", "l", "oz"}
    if len(offers) > 1 and words:
        stems = {w[:3] for w in words if len(w) >= 4 and w.isalpha()}
        for offer in offers:
            item = offer.product
            text = f"{item.name or ''} {item.variant or ''}".casefold()
            parts = set(re.split(r"[-_/. ]", (item.sku or "").casefold()))
            if parts & (words | stems) or any(
                re.search(rf"(?<![^\W_]){re.escape(w)}(?![^\W_])", text) for w in words
            ):
                return offer
    return offers[0]


# A condition other than new chosen by the URL's query ("?condition=used", "?stav=pouzite")
_USED_CHOSEN = frozenset(
    {"used", "preowned", "notad", "notað", "pouzite", "použité", "pouzity", "použitý", "bazar"}
    | {"gebraucht", "usado", "usada", "usato", "occasion", "refurbished", "renewed", "openbox"}
    | {"uzywany", "używany", "brugt", "brukt", "begagnad", "kaytetty", "käytetty"}
    | {"tweedehands", "ikinciel"}
)


def _query_words(url: str) -> frozenset[str]:
    """The words of the values of the URL's query ("?farbe=silber&size=M": silber, m), and
    its short numbers, sizes ("?tamanho=17": 17), not ids ("?variant=44012345"); and of the
    options a PrestaShop fragment names ("#/taille-100_ml/version-testeur": 100, ml, testeur,
    each option's value after its group's name)."""
    parts = urlsplit(url)
    values = [v for vs in parse_qs(parts.query).values() for v in vs]
    if parts.fragment.startswith("/"):
        for part in unquote(parts.fragment).split("/"):
            part = re.sub(r"^\d+-", "", part)  # ("3-taille-m": the option's id first)
            if "-" in part:
                values.append(part.split("-", 1)[1])
    return frozenset(
        word
        for value in values
        for word in re.findall(r"\w+", value.casefold().replace("_", " "))
        if not word.isdigit() or len(word) <= 3
    )


def _shown_in(vis: Visible, amount: Decimal, exp: int, currency: str, ctx: PriceContext) -> bool:
    """True when the page prints this amount with no sign or with one meaning ``currency``:
    "5 900,00 DH" on a Moroccan shop does not back a structured 5900 EUR."""
    return any(
        s.token.amount(exp) == amount
        and (not s.token.symbol or ctx.resolve(s.token.symbol) in (None, currency))
        for s in vis.shown
    )


def _uncents(p: Priced, vis_p: Priced) -> Priced:
    """A structured price in minor units ("price": 5900 for $59.00) read as the page shows it."""
    if p.currency == vis_p.currency and p.minor == vis_p.minor * 10 ** exponent_of(p.currency):
        return Priced(p.found.with_(price=vis_p.amount), vis_p.minor, p.currency)
    return p


def _heuristic_only(
    visible: Priced | str | None,
    vis: Visible,
    reasons: list[str],
    named: ProductIdentity | None = None,
) -> Extraction:
    if isinstance(visible, Priced) and vis.confidence >= 0.6:
        ident = named or ProductIdentity()
        offer = heuristic_offer(visible, vis, ident, name=vis.title or None, stock=vis.stock)
        return Extraction(offers=(offer,))
    if isinstance(visible, str):
        reasons.append(visible)
    elif visible is not None:
        reasons.append("no_price_found")
    if why := vis.explain():
        reasons.append(why)
    for reason in _REASON_ORDER:
        if reason in reasons:
            return Extraction(reason=reason)
    return Extraction(reason=reasons[0] if reasons else "no_price_found")


def _chooses(url: str) -> bool:
    """True when the URL's query holds a key other than a tracking one (utm_*, gclid…)."""
    keys = parse_qs(urlsplit(url).query).keys()
    return any(not TRACKING.match(k) for k in keys)


def _sibling_skus(shown: str | None, structured: set[str | None]) -> bool:
    """True when every structured item number is another variant's of the printed one: the
    same stem, another ending ("1045-095-30" beside "1045-095-42", "TS3-RD-L" beside
    "TS3-RD-M") or another middle ("JJ-MJ-07-GLD" beside "JJ-MJ-08-GLD": the size between
    model and colour), at most a third of the longer one differing."""
    if not shown or not structured:
        return False
    b = shown.casefold()
    for sku in structured:
        a = (sku or "").casefold()
        if not a or a == b:
            return False
        stem = 0  # (the length of the common start)
        while stem < min(len(a), len(b)) and a[stem] == b[stem]:
            stem += 1
        end = 0  # (... and of the common end, after the start)
        while end < min(len(a), len(b)) - stem and a[-1 - end] == b[-1 - end]:
            end += 1
        longer = max(len(a), len(b))
        if stem < 4 or longer - stem - end > max(2, longer // 3):
            return False
    return True


def _chooses_variant(url: str) -> bool:
    """True when the URL's query may choose a variant: a key other than a tracking one or
    one naming the product itself ("?goodscode=2871654321", "?pid=77", "?item_id=")."""
    keys = parse_qs(urlsplit(url).query).keys()
    return any(not TRACKING.match(k) and k.casefold() not in _ITEM_KEYS for k in keys)


# Query keys that name the product a page shows, not one of its variants
_ITEM_KEYS = frozenset(
    {"id", "pid", "productid", "product_id", "product", "prodid", "prod_id", "productno"}
    | {"product_no", "goodscode", "goodsno", "goods_no", "itemid", "item_id", "itemno"}
    | {"item_no", "item", "no", "idx", "pcode", "prdno", "prd_no", "gid", "iid", "pno"}
    | {"branduid", "num", "itemcode", "item_code", "goods_id", "goodsid"}
)


def _chooses_by_path(url: str, shown: str) -> bool:
    """True when the URL's fragment chooses options (PrestaShop's "#/3-taille-m", Magento's
    "#93=57") or its path ends in the number the page prints ("…/leinenhemd-nora/4711-02-42")."""
    parts = urlsplit(url)
    if _OPTION_FRAGMENT.search(parts.fragment):
        return True
    return len(shown) >= 4 and unquote(parts.path).rstrip("/").endswith(shown)


# a fragment naming options by number: "/3-taille-m/25-couleur-sauge", "93=57"
_OPTION_FRAGMENT = re.compile(r"^/?\d+-\w|^\d+=\d+")


def _variant_sku(sku: str | None, vis: Visible, url: str) -> bool:
    """True when the page's own item number should name the item: the variant the URL
    chooses (by query, fragment or path), the variant of a structured parent it extends, or
    the structured one as the page writes it ("421/7730" of a JSON-LD "4217730", "482991" of
    "000000000000482991_EA", "TVX55UHD78" of "tvx55uhd78")."""
    shown = vis.sku
    if not sku or not shown or shown == sku:
        return False
    if shown.casefold() == sku.casefold():
        return True  # as the page writes it: "Réf : TVX55UHD78" of JSON-LD "tvx55uhd78"
    bare = _SEPARATORS.sub("", shown)
    if bare.casefold() == _SEPARATORS.sub("", sku).casefold():
        return True  # ... with its separators: "Publicación #MLC-1428830921" of "MLC1428830921"
    if bare != shown and bare.startswith(sku) and len(bare) - len(sku) <= 1 and sku.isdigit():
        # (and a check digit after it: "332-1810-8" of "3321810")
        return True
    stem = _SEPARATORS.sub("", sku)
    short, long = sorted((stem, bare), key=len)
    if (
        sum(c.isdigit() for c in short) >= 5
        and short in long
        and not long.startswith(short)
        and not prints_sku(vis, sku)  # ("Código: 17283946 · SKU: AS-17283946": both printed)
    ):
        # the structured number is the page's with a prefix or suffix ("MLM2198344712",
        # "000000000000482991_EA" of "Publicación #2198344712", "Art. 482991"), or the page
        # prints it so ("DKP-9876543" of "9876543")
        return True
    if _extends_sku(sku, shown):
        return True
    if (
        vis.title
        and re.search(rf"(?<!\w){re.escape(sku)}(?!\w)", vis.title)
        and shown not in vis.title
        and not prints_sku(vis, sku)
        and not vis.labels_as_model(sku, by_title=True)
        and not vis.labels_as_model(shown)
    ):
        # the structured number is the maker's model the title names ("Taladro Percutor 800W
        # TP800"), the page labels its own item number "SKU: 1022456"
        return True
    if not _chooses(url) and not _chooses_by_path(url, shown):
        return False
    query = unquote(urlsplit(url).query)
    chosen = parse_qs(query)
    if (
        sku.isdigit()
        and any(sku in chosen.get(k, ()) for k in _ID_KEYS)
        and shown not in query
        and not vis.labels_as_model(shown)  # (the maker's "Model: OR65Q8", not the shop's)
    ):
        # the platform's own id of the variant the URL chooses ("?skuId=55123"), beside the
        # item number the page prints ("Cód. CV-RK180-NAT")
        return True
    if len(shown) >= 4 and shown in query and sku not in query and not sku.startswith(shown):
        # the URL chooses the variant by the number the page prints ("?preselect=90211458"),
        # and the structured offer picked is another's ("90211455", its price the same)
        return True
    if prints_sku(vis, sku) and not shown.startswith(sku):
        return False  # (the page prints the structured one too: "Internet # … · Model # …")
    return same_stem(sku, shown)


# Query keys naming a variant by a platform's own id (VTEX's "skuId", Shopify's "variant")
_ID_KEYS = ("skuId", "variant", "variantId")


def _extends_sku(sku: str, shown: str) -> bool:
    """True when the printed number is the structured one's variant: the structured one is
    the parent's ("RL-2207" and "Référence RL-2207-SAU-M", "ABY220" and "رقم الصنف:
    ABY-220-BLK-54", "MJ-TT-D" and "商品編號：MJ-TT-D5")."""
    bare = _SEPARATORS.sub("", shown)
    stem = _SEPARATORS.sub("", sku)
    return (
        (
            len(stem) >= 4
            and bare.startswith(stem)
            # (one character more only after letters: "3321810" and "332-1810-8" is a check digit)
            and (len(bare) > len(stem) + 1 or (len(bare) > len(stem) and stem[-1].isalpha()))
        )
        or (
            len(sku) >= 3 and shown.startswith(sku) and shown[len(sku) : len(sku) + 1] in ("-", "_")
        )
    )


_SEPARATORS = re.compile(r"[\s./\-]")
# a range's two ends: "$950 – $1,300", "19,99 € - 34,99 €"
_TWO_SIDED = re.compile(r"\d\s?\D{0,4}\s[-–—~]\s\D{0,4}\d")


def _offers(
    agreeing: list[tuple[Priced, Pick]],
    vis: Visible,
    ctx: PriceContext,
    seen: bool,
    priced_all: list[tuple[Priced, Pick]],
) -> tuple[ExtractedOffer, ...]:
    ps = [p for p, _ in agreeing]
    conf = max(p.found.confidence for p in ps) + 0.05 * (len(ps) - 1) + (0.05 if seen else 0)
    main = to_offer(ps[0], ps, vis, conf)
    if main.product.sku is None:
        # Another layer (a JSON-LD in the wrong currency) or the page itself names the item.
        name = (main.product.name or "").casefold()
        sku = next(
            (
                p.found.product.sku
                for p, _ in priced_all
                if p.found.product.sku and (p.found.product.name or "").casefold() == name
            ),
            vis.sku,
        )
        main = replace(main, product=replace(main.product, sku=sku))
    out = [main]
    seen_keys = {(main.price_minor, main.currency, main.product.sku, main.product.variant)}
    for other in agreeing[0][1].others[:_MAX_OFFERS]:
        p = ctx.price(other)
        if isinstance(p, str):
            continue
        offer = to_offer(p, [p], None, other.confidence)
        key = (offer.price_minor, offer.currency, offer.product.sku, offer.product.variant)
        if key not in seen_keys:
            seen_keys.add(key)
            out.append(offer)
    return tuple(out)
