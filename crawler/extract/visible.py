"""Reads the prices a shopper sees: price-like text near the title and buy button, minus noise.

Excluded: crossed-out prices (<s>, <del>, line-through, "was", "UVP", "statt"), instalments
("/mo", "4 payments of"), "from" teasers, member, coupon and quantity-tier prices, shipping,
unit prices, add-ons, and every price inside recommendation, cart, header, footer or
navigation blocks (see qualify.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from itertools import chain, combinations, islice
from urllib.parse import SplitResult, parse_qs, urljoin, urlsplit

from lxml import etree

from crawler.extract.availability import OPTION_WORDS, links_home, page_stock
from crawler.extract.box import (
    asks_for_request,
    distance,
    levels,
    lone_control,
    product_box,
    side,
)
from crawler.extract.candidates import _MAX_HITS, _Candidate, _candidates, _text, net_and_gross
from crawler.extract.cues import (
    _DIGIT,
    _FROM,
    _MEMBER,
    _NOISE_BLOCK,
    _ON_REQUEST,
    _OTHER_OFFERS_HEADING,
    _OWN_SAVING,
    _PRICE_LINE,
    _PRICE_NAME,
    _PROMINENT_CLASS,
    _RELATED_HEADING,
    _SCRIPT_PRICE,
    _STRUCK_CLASS,
    _TIER,
    _TRADE_ONLY,
    _USED,
    PRICE_LABEL_END,
    SET_LABEL,
    TAX_INCLUDED,
)
from crawler.extract.dual import _is_second, converted, home_currency
from crawler.extract.folded import gated
from crawler.extract.identity import (
    is_model_label,
    item_numbers,
    model_number,
    visible_sku,
)
from crawler.extract.marks import (
    Flags,
    around,
    discounted_pair,
    is_chosen,
    is_chosen_name,
    label_before,
    nearest,
    page_href,
    row_label,
    text_after,
    text_of,
    text_upto,
    unchosen_sibling,
)
from crawler.extract.money import PriceToken, find_prices, fold_digits
from crawler.extract.qualify import (
    _PRICE_WORD,
    _row_label,
    _unit_after,
    first_tier_row,
    priced_per_container,
)
from crawler.extract.sources import jsonld_scripts
from crawler.extract.stock import stock_from_text
from crawler.extract.titles import named_title
from crawler.extract.tree import at_most
from crawler.extract.walk import Walk, names_block, walk_body, walk_page

_NEAR = 4  # Seen.near_title of the prices in the product's own price box
_FAR = 6  # … and beyond this, of prices on other products' cards
_FAR_BUY = 5  # an add-to-cart control this far from the title in a side block is a card's
_SLOTS = 60  # price-named elements looked at for an empty slot
_SELECTS = 20  # <select>s looked at for a chosen option's price …
_OPTIONS = 40  # … and options in each


def _other_chosen(
    amount: Decimal,
    exp: int,
    options: Iterator[etree._Element],
    chosen_one: Callable[[etree._Element], bool],
) -> bool:
    """True when these options print ``amount`` only on options not chosen, and the chosen
    one prints another price."""
    chosen = other = False
    for option in islice(options, _OPTIONS):
        amounts = {t.amount(exp) for t in find_prices(text_upto(option, 120)) if t.symbol}
        if not amounts:
            continue
        if chosen_one(option):
            if amount in amounts:
                return False
            chosen = True
        elif amount in amounts:
            other = True
    return chosen and other


def _selected(option: etree._Element) -> bool:
    return option.get("selected") is not None


def _checked(radio: etree._Element) -> bool:
    return (radio.get("aria-checked") or "").strip().lower() == "true"


# A purchase option to subscribe, or to buy once beside it ("Subscribe & save 10%", "One-time
# purchase", "Abonnement", "Spar-Abo", "定期便", "정기배송")
_SUBSCRIBE = re.compile(
    r"subscri|one-?time|abonn|\babo\b|spar-?abo|suscri|assinatura|prenumer|tilaus|"
    r"定期|정기|member|mitglied|membre",
    re.I,
)
_SURCHARGE_PLUS = re.compile(r"(?:^|[\s(（\[])\+\s?$")
# the options marked chosen: selected in a <select>, or by ARIA state or a class
_CHOSEN_NODES = etree.XPath(
    "//option[@selected] | //*[@aria-selected='true' or @aria-checked='true' or"
    " @aria-pressed='true'] | //*[@class][contains(@class, 'elect') or contains(@class, 'ctive')"
    " or contains(@class, 'hecked') or contains(@class, 'hosen') or contains(@class, 'urrent')]"
)
_NO_SLOT = {"meta", "link", "input", "i", "svg", "img", "use", "path"}


@dataclass
class Seen:
    """One visible price with the features that score it."""

    token: PriceToken
    text: str
    score: float
    struck: bool
    noise: bool
    near_title: int | None  # levels up to the common ancestor with the title (small = near)
    el: etree._Element | None = None
    net: bool = False  # labelled net of tax ("excl. BTW", "zzgl. MwSt.")


@dataclass
class Visible:
    """What a shopper sees: the main price candidate, every shown amount, crossed-out ones."""

    main: Seen | None = None
    confidence: float = 0.0
    shown: list[Seen] = field(default_factory=list)
    struck: list[Seen] = field(default_factory=list)
    units: list[Seen] = field(default_factory=list)  # prices per kg, per litre…
    regular: Seen | None = None
    stock: str | None = None
    sold_out_button: bool = False  # the add-to-cart control itself reads "Sold out"
    stated_out: bool = False  # a stock-named element of the product says out of stock
    stated_in: bool = False  # ... says it can be ordered, beside an active add-to-cart control
    stated_plain: bool = False  # ... and counts no few units ("In stock", "有貨", "20+ kpl")
    greyed_out: bool = False  # only a greyed-out add-to-cart control says out of stock
    by_button: bool = False  # only an active add-to-cart control says in stock
    under_title: bool = False  # the stock is the first line under a title with no price box
    results_page: bool = False  # the title is a search's or counts results: a listing
    title: str = ""
    heading: etree._Element | None = None  # the title's element
    reason: str | None = None
    flags: Flags | None = None
    sku_elements: list[etree._Element] = field(default_factory=list)
    model_elements: list[etree._Element] = field(default_factory=list)
    root: etree._Element | None = None
    scripts: list[etree._Element] = field(default_factory=list)  # every <script>, in order
    # The amounts of the price box's texts that speak of a price only card holders or
    # members pay ("Medlemspris 224,00 kr.", "Precio con Tarjeta …: $ 579.990").
    conditional: list[Decimal] = field(default_factory=list)
    # The product's price without the options the URL chooses, when the main price is the
    # total the page prints for them (see _options_total)
    options_base: Decimal | None = None
    for_some: list[Seen] = field(default_factory=list)  # member, card, coupon prices; bids
    range_starts: list[Seen] = field(default_factory=list)  # "$199" of "$199 - $359"
    instalments: list[Seen] = field(default_factory=list)  # "or 4 payments of $22.50"
    buy_elsewhere: bool = False  # the add-to-cart control sits in a side block
    trade: bool | None = None  # trade_only(), once asked
    price_slots: list[etree._Element] = field(default_factory=list)  # price-named elements

    def explain(self) -> str | None:
        """Why the page shows no main price; computed only when asked (it scans the scripts)."""
        if self.main is not None:
            return self.reason
        if self.root is None:
            return self.reason
        return _why_none(self.root, self)

    @property
    def sku(self) -> str | None:
        """The item number the page prints ("SKU: AB-1"); read only when an offer needs it."""
        if self.flags is None:
            return None
        flags = self.flags
        elements = self.sku_elements
        noisy = {e for e in elements if any(flags.inherited(e)[1:])}
        return visible_sku(elements, noisy)

    @property
    def model_number(self) -> str | None:
        """The maker's model or part number printed in the title's box ("Model: VC-M27Q"),
        for a page that prints no item number of the shop's own; read only when asked."""
        if self.flags is None or self.heading is None:
            return None
        flags = self.flags

        def noisy(el: etree._Element) -> bool:
            return any(flags.inherited(el)[1:])

        # the title's box: four levels up, as for the item number by the title
        boxes = list(islice(self.heading.iterancestors(), 4))
        if not boxes:
            return None
        box = boxes[-1]
        if any(
            box in e.iterancestors() and not is_model_label(_own_label(e))
            for e in self.sku_elements
        ):
            return None  # the box labels a number of the shop's own, read or not
        level = {b: i for i, b in enumerate(boxes)}

        def closeness(el: etree._Element) -> int:
            return next((level[a] for a in el.iterancestors() if a in level), len(boxes))

        # (and an item-number element whose label is the maker's: "Réf. fabricant : MG-WP-01")
        makers = [e for e in self.sku_elements[:12] if is_model_label(e.text or "")]
        near = [e for e in (*self.model_elements[:40], *makers) if box in e.iterancestors()]
        found = model_number(sorted(near, key=closeness), noisy)
        if found is None and not self.sku_elements and len(self.model_elements) <= 3:
            # the page labels no number of the shop's own anywhere: the model number its
            # specifications table prints ("<th>Model Number</th><td>NBP14-I7-16</td>")
            found = model_number(self.model_elements, noisy)
        return found

    def labels_as_model(self, value: str, *, by_title: bool = False) -> bool:
        """True when the page prints this number under a model's label, in the element or
        line that prints it ("<div><span>Model:</span><span class=sku-value>OR65Q8</span>",
        "<li>型番：ILCE-6700</li>"): the maker's number, not the shop's. ``by_title``: only
        beside the title, in its parent (not a specifications table's "Модель KT-1720")."""
        box = self.heading.getparent() if by_title and self.heading is not None else None
        if by_title and box is None:
            return False
        for el in (*self.sku_elements[:12], *self.model_elements[:12]):
            if box is not None and box not in el.iterancestors():
                continue
            for node in (el, el.getparent()):
                if node is not None and value in (line := text_upto(node, 80)):
                    if is_model_label(line.lstrip()):
                        return True
                    break
        return False

    def one_item_number(self) -> bool:
        """True when the page prints one item number, however often, and by its title, not in
        a card of its own (a category's cards each print theirs, or only the first does)."""
        if self.flags is None or self.heading is None:
            return False
        flags = self.flags
        own = [e for e in self.sku_elements[:12] if not any(flags.inherited(e)[1:])]
        if len(item_numbers(own, set())) != 1:
            return False
        return any(_by_title(e, self.heading) for e in own)

    def shows(self, amount: Decimal, exp: int = 2) -> bool:
        return any(s.token.amount(exp) == amount for s in self.shown)

    def only_for_some(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount only as a member, card or coupon price or
        as an auction's current bid: not the price everyone pays."""
        return any(s.token.amount(exp) == amount for s in self.for_some) and (
            not self.shows(amount, exp) or self.marked_nearer(amount, exp)
        )

    def only_instalment(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount only as an instalment or a monthly
        repayment ("Device repayments $54.17/mth"): not a price to pay once."""
        return any(
            s.token.amount(exp) == amount and _monthly(s) for s in self.instalments
        ) and not self.shows(amount, exp)

    def instalments_add_up(self, amount: Decimal) -> bool:
        """True when instalments printed on the page ("4 payments of 312.50") add up to
        ``amount``."""
        return any(_adds_up(amount, inst) for inst in self.instalments)

    def marked_nearer(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the product's box prints this amount as a bid, a member price or a
        "from" price, and the page prints it live only three levels or more further from the
        title: in a bid history, a table of sizes below."""
        marked = [
            s.near_title
            for s in (*self.for_some, *self.range_starts)
            if s.near_title is not None and s.token.amount(exp) == amount
        ]
        if not marked:
            return False
        near = min(marked)
        return all(
            s.near_title is not None and s.near_title >= near + 3
            for s in self.shown
            if s.token.amount(exp) == amount
        )

    def maybe_conditional(self, amount: Decimal, exp: int = 2) -> bool:
        """True when ``amount`` may be the card or member price the price box speaks of:
        the box names one, prints none of its amounts below ``amount`` (then that one is
        the conditional price) and shows a higher live price beside it."""
        return (
            bool(self.conditional)
            and all(a >= amount for a in self.conditional)
            and self.higher_nearby(amount, exp)
        )

    def shows_near(
        self,
        amount: Decimal,
        exp: int = 2,
        *,
        links: bool = True,
        chosen: frozenset[str] = frozenset(),
        prose: bool = True,
    ) -> bool:
        """True when the page prints this amount as a live price in or near the product's
        own box (not only on some card of a list of other products far from the title).
        ``prose=False`` leaves out amounts in a sentence of several words ending in a full
        stop ("Grafīta un smilšu krāsas variants €579.00.": another variant's, told).

        ``links=False`` leaves out amounts inside links to other pages: a variant switcher's
        "5L £36.00" links to the 5L product, whose price is not this page's. ``chosen``
        (words of the page URL's query, "?farbe=silber") leaves out amounts on the items of
        a variant list one other item of which those words name ("Silber: 259,00 €").
        """
        return any(
            s.token.amount(exp) == amount
            and (s.near_title is None or s.near_title <= _FAR)
            and (links or not _links_away(s.el))
            and not (chosen and _other_item(s.el, chosen))
            and (prose or not _sentence(s))
            for s in self.shown
        )

    def beside_main(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount bare, beside the main price in its own box
        (the main price's parent holds it, at most two levels down): "899,00 лв. / 459,65 €";
        not in a sentence of its own ("Prix en euros : 25,90 €")."""
        main = self.main
        box = main.el.getparent() if main is not None and main.el is not None else None
        return box is not None and any(
            s is not main
            and s.el is not None
            and s.token.amount(exp) == amount
            and not _WORDS.search(s.text.replace(s.token.symbol or "", ""))
            and box in islice(s.el.iterancestors(), 2)
            for s in self.shown
        )

    def shows_here(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount as a live price other than in a link to
        another page or on a variant not chosen."""
        return any(s.token.amount(exp) == amount and not _links_away(s.el) for s in self.shown)

    def only_on_other_variants(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount, and every time on a variant not chosen
        beside one that is (a link or tile of a row whose chosen one is marked)."""
        same = [s for s in self.shown if s.token.amount(exp) == amount]
        return bool(same) and all(_unchosen_variant(s.el) for s in same)

    def empty_slot(self) -> bool:
        """True when an element named for the price holds no number: a slot a script fills
        in, or a price drawn as an image (a compare-at or was-price slot left empty on a
        product with no sale does not count)."""
        for el in self.price_slots[:_SLOTS]:
            name = f"{el.get('class') or ''} {el.get('id') or ''}".replace("_", "-")
            if el.tag in _NO_SLOT or "icon" in name or _STRUCK_CLASS.search(name):
                continue  # "<i class=icon-price-tag>" draws a symbol
            if not "".join(el.itertext()).strip():
                return True
        return False

    def prices_near(self) -> bool:
        """True when the product's own price box shows some live price (not "0,00 €": an
        empty cart's total)."""
        return any(
            s.near_title is not None and s.near_title <= _NEAR and s.token.amount(2)
            for s in self.shown
        )

    def higher_nearby(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the product's own price box shows a live price above ``amount``."""
        return any(
            s.near_title is not None
            and s.near_title <= _NEAR
            and (a := s.token.amount(exp)) is not None
            and a > amount
            for s in self.shown
        )

    def crossed(self, amount: Decimal, exp: int = 2) -> bool:
        return any(s.token.amount(exp) == amount for s in self.struck)

    def trade_only(self) -> bool:
        """True when the page says the shop sells to businesses only ("Nur für
        Gewerbetreibende"); read only when a net and a gross price compete, once a page."""
        if self.trade is None:
            body = self.root.find("body") if self.root is not None else None
            self.trade = body is not None and bool(
                _TRADE_ONLY.search(body.text_content()[:300_000])
            )
        return self.trade

    def prints(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount anywhere, as whatever kind of price."""
        return any(
            s.token.amount(exp) == amount
            for seen in (self.shown, self.struck, self.for_some, self.units, self.instalments)
            for s in seen
        )

    def only_net(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount, and every time labelled net of tax."""
        same = [s for s in self.shown if s.token.amount(exp) == amount]
        return bool(same) and all(s.net for s in same)

    def shows_off_options(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount as a live price somewhere other than on an
        item of a short list of options ("<li>256GB AED 2,899.00</li>")."""
        return any(s.token.amount(exp) == amount and not _on_option(s.el) for s in self.shown)

    def crossed_beside_main(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the main price's former price, crossed out beside it (as near the
        title, within a level) by markup or a was-class, is this amount."""
        main, regular = self.main, self.regular
        return (
            main is not None
            and regular is not None
            and regular.token.amount(exp) == amount
            # (crossed out by the page's markup, not only read as the former of two prices)
            and regular.el is not None
            and self.flags is not None
            and self.flags.flags(regular.el, lenient=True)[0]
            and main.near_title is not None
            and regular.near_title is not None
            and abs(main.near_title - regular.near_title) <= 1
        )

    def chosen_option_differs(self, amount: Decimal, exp: int = 2) -> bool:
        """True when a <select> prints this amount only in an option not chosen and the
        chosen option prints another price ("50g tin - £4.95", then "100g foil bag - £8.50"
        selected): the amount is another size's, left in structured data."""
        if self.root is None:
            return False
        for select in islice(self.root.iter("select"), _SELECTS):
            if _other_chosen(amount, exp, select.iter("option"), _selected):
                return True
        return False

    def chosen_radio_differs(self, amount: Decimal, exp: int = 2) -> bool:
        """The same for a group of radio buttons that marks its chosen one for screen readers
        ("<div role=radiogroup><button role=radio aria-checked=false>½ journée 119,00 €
        </button><button role=radio aria-checked=true>Journée 169,00 €</button>"); not a
        choice between buying once and subscribing, whose chosen price only subscribers pay."""
        if self.root is None:
            return False
        for group in islice(self.root.iterfind(".//*[@role='radiogroup']"), _SELECTS):
            radios = [el for el in islice(group.iter(), 200) if el.get("role") == "radio"]
            if any(_SUBSCRIBE.search(text_upto(r, 120)) for r in radios[:_OPTIONS]):
                continue
            if _other_chosen(amount, exp, iter(radios), _checked):
                return True
        return False

    def chosen_surcharge(self, amount: Decimal, exp: int = 2) -> Decimal | None:
        """The price of the option chosen on top of ``amount`` when the page prints it so:
        the chosen option costs more ("케이스 포함 (+10,000원)" selected, "+20,000원" on the
        item marked chosen) and the page prints the sum (a total "총 상품금액 69,800원"). Else
        None."""
        higher = {a for s in self.shown if (a := s.token.amount(exp)) is not None and a > amount}
        if self.root is None or not higher:
            return None
        extras = set()
        for el in islice(_CHOSEN_NODES(self.root), _SELECTS * 4):
            if not (el.tag == "option" or is_chosen(el)):
                continue
            text = text_upto(el, 120)
            for t in find_prices(text):
                # (a surcharge's own plus, not a quantity stepper's "-" and "+" before a line's
                # total: "그레이-+369,000원")
                if t.symbol and _SURCHARGE_PLUS.search(text[: t.start]):
                    extras.add(t.amount(exp))
        if len(extras) != 1 or (extra := extras.pop()) is None or amount + extra not in higher:
            return None
        return amount + extra

    def variation_price(self, exp: int = 2) -> Seen | None:
        """The one price WooCommerce's variation box prints (its "woocommerce-variation-price"
        element in its "single_variation" box, filled in once the URL's "?attribute_size=58"
        picks a variation): that variation's price, whatever the summary above it and
        structured data say of the product's first one. Else None."""
        found = [
            s
            for s in self.shown
            if s.el is not None
            and any(
                _VARIATION_BOX.search(a.get("class") or "") for a in islice(s.el.iterancestors(), 6)
            )
        ]
        if len(found) > 1:
            # (not its conversion in brackets: "17,90 лв. <small>(9,15 €)</small>")
            found = [s for s in found if not _is_second(s)] or found
        return found[0] if len({s.token.amount(exp) for s in found}) == 1 else None

    def starts_range(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount only as the lower end of a range, the range
        nearest the title ("$199 - $359"), or besides only on an option of a list: the price
        of the cheapest variant, not of the product."""
        near = [s.near_title for s in (*self.range_starts, *self.shown) if s.near_title is not None]
        if not near and not self.shown:
            # no title to measure from, and no live price anywhere: the range is all the
            # page prints ("₱199 - ₱349" above a model picker)
            return any(s.token.amount(exp) == amount for s in self.range_starts)
        if not near or (
            self.shows_off_options(amount, exp) and not self.marked_nearer(amount, exp)
        ):
            return False
        closest = min(near)
        return any(
            s.token.amount(exp) == amount
            and s.near_title is not None
            and s.near_title <= closest + 2
            for s in self.range_starts
        )

    def partial_near(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the product's own price box prints this amount as a price per kg,
        litre, metre…, or as a price only some pay (members, subscribers)."""
        return any(
            s.token.amount(exp) == amount and s.near_title is not None and s.near_title <= _NEAR
            for s in (*self.units, *self.for_some)
        )

    def unit_stated(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount as a price per unit without a "from" word
        ("R 389.00 per running metre"; not "a partire da 12,90 €/m²", the cheapest kind's)."""
        same = [s for s in self.units if s.token.amount(exp) == amount]
        return bool(same) and not any(_FROM.search(s.text[: s.token.start]) for s in same)

    def per_unit(self, amount: Decimal, exp: int = 2) -> bool:
        """True when the page prints this amount only as a price per kg, litre, metre…"""
        return any(s.token.amount(exp) == amount for s in self.units) and not self.shows(
            amount, exp
        )


# A price per month in its own text ("$54.17/mth", "29,99 € mtl.", "R$ 99/mês"), not a
# converted amount ("≈ 35,90 €"), which instalments are set aside with
_MONTHLY = re.compile(
    r"/\s?(?:mths?|mo|month|mes|mês|monat|mois|mese|maand|mnd|mån|kk|měs|miesiąc|mēn|mėn|kuu)\b|"
    r"\bper (?:month|mth)\b|\ba month\b|\bmonthly\b|\bmtl\.|\bmensual|\bmonatlich|\bmensuel",
    re.I,
)


def _own_label(el: etree._Element) -> str:
    """An item-number element's label: its own text, else its first child's (Magento's
    "<div class='product attribute sku'><strong class=type>型號</strong><div class=value>")."""
    text = (el.text or "").strip()
    if text or not len(el) or not isinstance(el[0].tag, str):
        return text
    return el[0].text or ""


def _monthly(seen: Seen) -> bool:
    """True when a price set aside says it is per month, in its text or its parent's
    ("<span>$54.17</span><span>/mth</span>")."""
    if _MONTHLY.search(seen.text):
        return True
    parent = seen.el.getparent() if seen.el is not None else None
    return parent is not None and _MONTHLY.search(text_upto(parent, 80)) is not None


# Levels from the title within which a price set aside is still the product's own.
_OWN_NEAR = 4
# Levels and characters within which a crossed-out price and its sale price share a box.
_PAIR_LEVELS = 5
_PRICE_BOX_TEXT = 120
_OWN_TEXT = 40  # characters
_LINE = 120  # characters of a saving's line
# At most this many prices, nearest the title first, are paired by a stylesheet's line or a
# saving (a listing of thousands needs none of it)
_PAIRED = 40


def scan(
    root: etree._Element,
    walk: Walk | None = None,
    drawn_struck: Callable[[], frozenset[etree._Element]] | None = None,
    url: str = "",
) -> Visible:
    """Score every visible price-like text; the best one near the title is the main price.

    ``url`` is the page's own address: a price in a link to this page with another query is
    another variant's.

    ``walk`` is walk_page(root) when the caller has it already; ``drawn_struck`` gives the
    elements the page's stylesheet crosses out (stylesheet.struck_by_stylesheet), asked
    only when two live prices or more could be told apart by it.
    """
    walk = walk_page(root) if walk is None else walk
    if walk.h1 is not None and links_home(walk.h1):
        # the <h1> is the shop's logo linking home ("<h1 class=logo><a href=/>Shop</a>"): the
        # element printing the name the <title> gives is the product's title, if one does
        printed = named_title(root, walk)
        if printed is not None:
            walk.h1 = printed
    if walk.h1 is None:
        # no <h1> but the shop's logo: the element printing the name the <title> gives, else
        # an <h2> classed as a title (which may head "Related products" instead)
        walk.h1 = named_title(root, walk)
    if (
        walk.h1 is None
        and walk.h2 is not None
        and not any(Flags().inherited(walk.h2)[1:])
        and not _in_modal(walk.h2)
    ):
        walk.h1 = walk.h2
    if walk.h1 is None:
        walk.h1 = _classed_title(root)
    if walk.h1 is None and walk.buy is not None:
        walk.h1 = _heading_by_buy(walk.buy)
    if walk.h1 is None:
        walk.h1 = _font_title(root)
    h1 = walk.h1
    title = "" if h1 is None else (h1.get("alt") or "") if h1.tag == "img" else _text(h1)
    protect = set(h1.iterancestors()) | {h1} if h1 is not None else set()
    if h1 is not None and walk.buy is not None:
        protect.update(_buy_aside(walk.buy, protect))
    if h1 is not None:
        # an aside that calls itself the buy box, whatever its button says ("予約する")
        protect.update(a for a in root.iter("aside") if _names_buy_box(a) and not _side_named(a))
    flags = Flags(protect)
    lone = walk.buy is not None and lone_control(root, walk.buy)
    sections = _related_sections(walk.headings, flags.protect, walk.buy, lone)
    sections += _related_sections(walk.labels, flags.protect, walk.buy, lone, labels=True)
    for section in sections:
        struck, _, hidden = flags.inherited(section)
        flags.memo[section] = (struck, True, hidden)
        flags.noise_of[section] = True
    if (
        walk.buy is not None
        and h1 is not None
        and flags.inherited(walk.buy)[1]
        and (not lone or _labelled_alike(_noise_root(walk.buy, flags), walk.buy))
        and (distance(walk.buy, levels(h1)) or 0) > _FAR_BUY
        and not _names_cart(_noise_root(walk.buy, flags))
    ):
        # the first add-to-cart control is one of a side block's cards, each with its own
        # (of its class, or of its label under hashed classes), far from the title (a
        # sold-out product has none): it says nothing of this product's box or stock. Where
        # only the label told the cards' controls alike (hashed classes), the first control
        # of that label outside every such block is the product's own.
        walk.buy = _own_alike(root, walk.buy, flags) if lone else None
    cands, elsewhere = _candidates(walk, flags)
    if h1 is not None:
        # The product's name is no price, whatever it holds ("EOS R6" reads as 6 rand).
        named = set(h1.iter())
        cands = [c for c in cands if c.el not in named]
        _set_of_title(cands, title)
        _part_of_titled_set(cands, title)
        _trial_size_beside(cands, title)
        _alone_beside_bundle(cands, title)
    if drawn_struck is not None:
        _strike_drawn(cands, drawn_struck)
    _strike_before_saving(cands)
    _parts_of_total(cands)
    _sticky_copies(cands)
    _price_filters(cands)
    _unpicked_prices(cands, root)
    if title and _USED.search(title):
        # The page sells the used or open-box item itself ("Open Box: Ultrabook X13"): its
        # offer's price ("Open box price R 14 999.00") is the price, not another offer's.
        for c in cands:
            if (
                c.weak
                and not c.struck
                and (parent := c.el.getparent()) is not None
                and _USED.search(text_upto(parent, 80))
            ):
                c.skip = False
    none_live = not any(not c.struck and not c.skip for c in cands)
    if none_live and not any((c.soft and not c.skip) or (c.ranged and not c.struck) for c in cands):
        # A used offer's price, a price with delivery, a tax-free price: the page's only
        # price is its price (a price called "regular" is the price before them; beside a
        # "from" price, an installation's fee is no price of the product).
        for c in cands:
            if c.weak and not c.struck:
                c.skip = False
    elif none_live and title:
        # ... and a bottle's price "per bottle" on the page of a bottle, not of a case, beside
        # a club's price or a mixed case's "from"
        for c in cands:
            if c.weak and not c.struck and priced_per_container(c.el, c.text, c.token, title):
                c.skip = False
    if not any(not c.struck and not c.skip for c in cands):
        _piece_price_alone(cands)
    if (
        (
            not any(not c.struck and not c.skip and not c.for_some for c in cands)
            and not _range_beside(cands)
        )
        or (
            not any(not c.struck and not c.skip and not _cart_zero(c) for c in cands)
            and not _sale_set_aside(cands)
        )
        or _only_nets_of_soft(cands)
    ):
        # Nothing live but prices called "regular" (no strike-through): with no sale price
        # beside them (a member's or a wallet's is none), they are the price. A cart's
        # "฿0.00" total is no sale price. (Not a wrapper round the same amount in <s>:
        # "Regular price <s>£140.00</s> Sold out".)
        _unstrike_soft(cands)
    elif _live_far(cands):
        # The prices called "regular" stand by the title; the live ones are far below it (a
        # colour option's, a side block's): with a member price beside it, or nothing, the
        # regular price is the price.
        _unstrike_soft(cands)
    if not any(not c.struck and not c.skip and not c.for_some for c in cands):
        sale = _struck_by_name_only([c for c in cands if c.struck and not c.skip], flags)
        if sale is not None:
            sale.struck = False
    sold = _SOLD_PER.search(title) if title else None
    if sold is None and title and (head := root.find("head/title")) is not None:
        # ... or the page's <title> gives it ("Ankara Wax Print – Orange (per metre)" over a
        # heading without it)
        sold = _SOLD_PER.search((head.text or "")[:200])
    if sold is None and url:
        # ... or the URL chooses the unit as its option ("?qty=m3" over "Bulk (per m³)")
        sold = next(
            (
                m
                for v in parse_qs(urlsplit(url).query).values()
                for x in v[:1]
                # (or as its last word: "?attribute_size=bulk-tonne")
                for word in (x.strip().lower(), x.strip().lower().replace("_", "-").split("-")[-1])
                if (m := _SOLD_PER.fullmatch("/" + word))
            ),
            None,
        )
    if (
        sold is None
        and not _LENGTH_NAMED.search(title)
        and not any(not c.struck and not c.skip for c in cands)
    ):
        # ... or the page prints no price but per metre ("349 Kč / bm" of a fabric, "UGX
        # 18,000 per metre"): a length is what is sold (not a piece whose name gives its
        # length, "Cable 2.5mm² – 5m", nor a "from" price per metre of a made-to-measure kind)
        units = sorted(
            (c for c in cands if c.unit and not (c.struck or c.for_some or c.ranged)),
            key=lambda c: 99 if c.d_title is None else c.d_title,
        )
        first = units[0] if units else None
        if (
            first is not None
            and (m := _unit_text(first)) is not None
            and _unit_of(m) == "m"
            # (a timber's "per lineal metre" beside its length's price says how it is priced,
            # not that the page sells metres)
            and not _RUNNING.search(m.group(0))
            and not _FROM_WORD.search(first.text)
            and not _FROM_WORD.search(
                text_upto(first.el if (up := first.el.getparent()) is None else up, 80)
            )
        ):
            sold = m
    if sold is not None:
        # The product is sold by the unit its name gives ("Eiken plint (per meter)"): its
        # price per that unit is its price.
        unit = _unit_of(sold)
        for c in cands:
            if (
                c.unit
                and not (c.struck or c.for_some)
                # (the unit in the price's text or right after it: "UGX 18,000 <span>per
                # metre</span>", "$ 28.900 <small>/metro</small>")
                and (m := _unit_text(c)) is not None
            ):
                # (not a quantity tier's: "Vanaf 50 meter: € 1,09 per meter")
                lead = c.text[: c.token.start].rstrip()
                if c.token.symbol and lead.endswith(c.token.symbol):
                    lead = lead[: -len(c.token.symbol)]
                # (nor a row's for more than a count: "<td>Above 500 m</td><td>₦4,500 per metre")
                head = "" if lead.strip() else _row_label(c.el) or ""
                c.skip = _unit_of(m) != unit or bool(_TIER.search(lead) or _TIER.search(head))
    if _per_piece_of_pack(cands, f"{title} {_query_count(url)}" if url else title) and not any(
        not c.struck and not c.skip and not c.for_some for c in cands
    ):
        # the live price was a pack's piece's ("($2.81 / plug)" of a "32-plug tray"): the
        # price called "regular" beside it is the price, as with nothing live
        _unstrike_soft(cands)
    _first_tier_alone(cands)
    _after_add_on(cands)
    _restated_from(cands)
    _inside_range(cands)
    _range_ends(cands)
    _total_with_extras(cands)
    if url:
        _other_option_rows(cands, root, url)
        _unselected_rows(cands, url)
    _option_line_prices(cands)
    _unchosen_priced_options(cands)
    _unchosen_option_named(cands, root)
    _unchosen_radio_prices(cands)
    _unchosen_option_prices(cands)
    _other_measure_named(cands, title)
    _new_units_price(cands, title)
    _unmarked_pair(cands)
    options_base = _options_total(cands, root) if urlsplit(url).query else None
    if title and _SELL_YOURS.match(title):
        # a buy-back page ("Sell my iPhone 13"): its amounts are what the shop pays
        for c in cands:
            c.skip = True
    anchors_title = levels(h1) if h1 is not None else None
    live = [c for c in cands if not c.struck and not c.skip]
    # Distances count from the nearest live price: deep page trees (marketplaces) put the
    # main price 8+ levels from the title, and only the relative distance tells main from side.
    t_min = min((c.d_title for c in live if c.d_title is not None), default=0)
    b_min = min((c.d_buy for c in live if c.d_buy is not None), default=0)
    shown: list[Seen] = []
    struck_list: list[Seen] = []
    units: list[Seen] = []
    for_some: list[Seen] = []
    range_starts: list[Seen] = []
    here = urlsplit(url) if url else None  # (the page's address, split once)
    for c in cands:
        score = 0.0
        if _PRICE_NAME.search(c.cls) or c.el.get("itemprop") == "price":
            score += 1.0
        if _PROMINENT_CLASS.search(c.cls):
            score += 0.3
        if c.signed:
            score += 0.5
        if c.d_title is not None:
            score += max(0.0, 2.0 - 0.35 * max(0, c.d_title - max(t_min, 2)))
        if c.d_buy is not None:
            score += max(0.0, 1.0 - 0.15 * max(0, c.d_buy - max(b_min, 2)))
        if c.now:
            score += 0.3
        if c.net:
            score -= 1.5
        if _in_prose(c):
            score -= 0.75
        if here is not None and _links_to_other_variant(c.el, url, here):
            score -= 1.0
        near = None if c.d_title is None else c.d_title - t_min + 2
        seen = Seen(c.token, c.text, score, c.struck, False, near, c.el, c.net)
        if c.struck:
            struck_list.append(seen)
        elif not c.skip:
            shown.append(seen)
        elif c.unit:
            units.append(seen)
        elif c.for_some:
            for_some.append(seen)
        elif c.ranged:
            range_starts.append(seen)
    if second := converted(shown, _NEAR, home_currency(url) if url else None):
        # The conversion printed beside the shop's own price is no price anyone pays here.
        shown = [s for s in shown if s not in second]
    vis = Visible(
        shown=shown,
        struck=struck_list,
        units=units,
        title=title,
        for_some=for_some,
        range_starts=range_starts,
        instalments=[
            Seen(c.token, c.text, 0.0, False, False, None, c.el)
            for c in cands
            if c.instalment and not c.struck and not c.for_some  # (not a card's instalments)
        ][:_INSTALMENTS],
        price_slots=walk.price_elements,
    )
    vis.options_base = options_base
    vis.conditional = [
        a
        for c in cands
        if c.d_title is not None
        and c.d_title - t_min <= _NEAR - 2
        and _MEMBER.search(c.text)
        and (a := c.token.amount(2)) is not None
    ]
    _choose_main(vis, has_title=h1 is not None)
    if (
        vis.main is None
        and vis.reason is not None
        and h1 is not None
        and walk.buy is not None
        and lone  # (walk.buy is still the control lone was worked out for)
    ):
        _between(vis, levels(h1), levels(walk.buy))
    if h1 is not None and (
        _SEARCH_HEADING.match(text_upto(h1, 80))
        or ((up := h1.getparent()) is not None and _RESULT_COUNT.search(text_upto(up, 200)))
        # (or the element after the heading is a count of products and nothing else: "<h1>
        # Licuadoras</h1><p>48 productos</p>")
        # (not a set's own page, its button the product's: "<h1>Geschenkset Tee</h1><p>3
        # Produkte</p>")
        or (
            walk.buy is None
            and (after := h1.getnext()) is not None
            and not (h1.tail or "").strip()
            and _PRODUCT_COUNT.fullmatch(text_upto(after, 40).strip()) is not None
        )
    ):
        # the page's heading is a search's ("Results for “cordless drill”", "Suchergebnisse
        # für …"), or a count of results stands by it ("Showing all 5 results"): its prices
        # are the results', a top pick's included
        vis.main, vis.reason, vis.results_page = None, "multiple_products", True
    if (
        vis.main is not None
        and vis.main.el is not None
        and walk.buy is not None
        and h1 is not None
        and _card_of_a_grid(vis.main.el, walk.buy, h1)
    ):
        # the main price and the add-to-cart control share a card the title is not in, one of
        # four or more cards side by side, each with a control like it: a listing's grid
        vis.main, vis.reason = None, "multiple_products"
    if (
        vis.main is not None
        and vis.main.el is not None
        and h1 is not None
        and _picture_card(vis.main.el, h1)
    ):
        # the main price is one card's among four or more like it, each a picture, a link to
        # a page of its own and a price, and the title is in none: a category's grid
        vis.main, vis.reason = None, "multiple_products"
    main_near = vis.main.near_title if vis.main is not None else None
    # A main price box whose one price is a crossed-out one inside it ("<div class=price><li
    # class=price-was>$899.99</li><li class=price-current>See price in cart</li></div>"): a
    # request slot inside it speaks for the box.
    main_el = vis.main.el if vis.main is not None and _only_struck(vis.main, vis.struck) else None
    asked_over: etree._Element | None = None  # (a price the request line turned away)
    if asks_for_request(walk.price_elements, flags, anchors_title, t_min, main_near, main_el):
        vis.main, vis.reason = None, "price_on_request"
    elif vis.main is not None and h1 is not None and _request_between(h1, vis.main.el):
        # a line between the title and the main price asks for the price ("<td>価格：<b>お問い
        # 合わせください</b></td>" over a service's "砥ぎ直しサービス 1本 ¥1,650"): the price
        # printed after it is another thing's
        asked_over = vis.main.el
        vis.main, vis.reason = None, "price_on_request"
    elif vis.main is not None and h1 is not None and _blank_price(h1, vis.main.el):
        # the box's own price line is still blank ("Uw prijs: € –" under a configurator's
        # steps): the price comes once options are chosen; any amount printed is a part's
        vis.main, vis.reason = None, "ambiguous_variant"
    elif _cart_keeps_price(cands, t_min if any(c.d_title is not None for c in live) else None):
        # A list price crossed out by the title, nearer than any live price, beside words
        # that keep the shop's own price for the cart ("Compare at $159.95 · See price in
        # cart"): a minimum-advertised-price page; the nearest live price is another
        # product's, however near it looks.
        vis.main, vis.reason = None, "price_on_request"
    if (
        vis.main is None
        and not shown
        and vis.reason is None
        and (len(elsewhere) >= 4 or _listing(walk, flags, elsewhere))
        and not (_own_set_aside(cands) and _one_product(walk, flags, anchors_title))
        and not _numbered_product(walk, flags, anchors_title)
    ):
        vis.reason = "multiple_products"  # only other products' prices: a listing page
    main_el = vis.main.el if vis.main is not None else walk.buy
    # (the box of the price the request line turned away: its stock line is the product's)
    box = product_box(main_el if main_el is not None else asked_over, anchors_title)
    stock = page_stock(walk.stock_elements, walk.buy, flags, box, h1)
    vis.stock, vis.sold_out_button = stock.state, stock.sold_out_button
    vis.stated_out = stock.stated_out
    vis.stated_in = stock.stated_in
    vis.stated_plain = stock.stated_plain
    vis.greyed_out = stock.greyed_out
    vis.by_button = stock.by_button
    vis.under_title = stock.under_title
    vis.flags, vis.sku_elements = flags, walk.sku_elements
    vis.model_elements = walk.model_elements
    # the add-to-cart control read for stock is another product's (an accessory's card)
    vis.buy_elsewhere = walk.buy is not None and bool(flags.inherited(walk.buy)[1])
    vis.root = root  # for explain(): only a page left without any price needs the reason
    vis.heading = h1
    vis.scripts = walk.scripts
    return vis


def _by_title(el: etree._Element, title: etree._Element) -> bool:
    """True when ``el`` sits in the title's box within four levels, in no card of its own
    on the way (an element holding a heading, or one of a row holding a link to another page
    and a price: a category's item)."""
    boxes = set(title.iterancestors())
    node = el
    for _ in range(4):
        parent = node.getparent()
        if parent is None:
            return False
        if parent in boxes:
            return True
        node = parent
        if any(True for _ in node.iter("h2", "h3", "h4")) or (
            _repeated(node)
            and _link_out(node) is not None
            and any(t.symbol for t in find_prices(text_upto(node, 300)))
        ):
            return False  # a card: its own heading, or one of a row with a link and a price
    return False


def _repeated(node: etree._Element) -> bool:
    """True when two siblings or more share ``node``'s tag and first class (a row of cards)."""
    parent = node.getparent()
    if parent is None:
        return False
    key = _tile_key(node)
    alike = (s for s in islice(parent, 60) if s.tag == node.tag and _tile_key(s) == key)
    return next(islice(alike, 2, None), None) is not None  # node and two more


def _own_set_aside(cands: list[_Candidate]) -> bool:
    """True when a price by the title was read and set aside (a "from" price, a bid, a
    gold rate, a gift card's amounts): the page is one product's with no price to pay, not a
    listing, whatever the blocks of other products beside it show. A sentence is no such
    price: a free-shipping threshold in a banner heads listings too."""
    return any(
        c.d_title is not None
        and c.d_title <= _OWN_NEAR
        and (len(c.text) <= _OWN_TEXT or c.ranged or c.struck or c.for_some or c.unit)
        for c in cands
    )


def _one_product(walk: Walk, flags: Flags, title: dict[etree._Element, int] | None) -> bool:
    """True when the page's box is one product's: its own add-to-cart control (not a card's
    in a block of other products), or an item number or a stock line by its title. A
    category's or a search's heading has none ("Sofas from £499", "Results for “kettle”")."""
    if walk.buy is not None and not flags.inherited(walk.buy)[1]:
        return True
    return any(
        (d := distance(el, title)) is not None and d <= _OWN_NEAR + 2 and not flags.inherited(el)[1]
        for el in (*walk.sku_elements[:20], *walk.stock_elements[:20])
    )


def _numbered_product(walk: Walk, flags: Flags, title: dict[etree._Element, int] | None) -> bool:
    """True when an item number stands by the title: one product's page that prints no
    price ("Artikelnummer: MH-7720 · Uitverkocht", "SKU: PW-65C4K · Log in to see prices",
    "販売終了 · 品番: RM-2016"), whatever blocks of other products follow. A category's or a
    search's heading has none."""
    return any(
        (d := distance(el, title)) is not None and d <= _OWN_NEAR + 1 and not flags.inherited(el)[1]
        for el in walk.sku_elements[:20]
    )


def _range_beside(cands: list[_Candidate]) -> bool:
    """True when a "from" price or a range's start stands right beside a price called
    "regular" (three levels apart at most, in one price box): "通常価格 4,400円" over
    "3,520円～" is the former price of a sale from 3,520 (a pre-owned offer "from $142" in a
    block of its own is not)."""
    ranged = [c for c in cands if c.ranged and not c.struck]
    if not ranged:
        return False
    for soft in cands:
        if soft.soft and not soft.skip and (top := soft.token.amount(2)) is not None:
            anchor = levels(soft.el)
            if any(
                (d := distance(r.el, anchor)) is not None
                and d <= 3
                and (a := r.token.amount(2)) is not None
                and a < top  # (a sale's start is below the former price)
                for r in ranged
            ):
                return True
    return False


def _strike_drawn(
    cands: list[_Candidate], drawn_struck: Callable[[], frozenset[etree._Element]]
) -> None:
    """Crosses out the prices the page's stylesheet draws with a line through, each only
    beside a live price lower than it (down to a fifth) a few levels away: the sale price it
    was cut to. A stylesheet's line alone takes no price away (a line on every price, a
    stray rule)."""
    amounts = {c.token.amount(2) for c in cands if not c.skip and (c.soft or not c.struck)}
    if len(amounts) < 2:
        return  # one live price or none: a line through it takes nothing away (see below)
    drawn = drawn_struck()
    if not drawn:
        return
    near_drawn = []
    for c in cands:
        if c.skip or (c.struck and not c.soft):
            continue
        node: etree._Element | None = c.el
        for _ in range(4):
            if node is None:
                break
            if node in drawn:
                near_drawn.append(c)
                break
            node = node.getparent()
    if not near_drawn:
        return
    near_drawn = _nearest_first(near_drawn)
    # what a sale price can be: no net, unit or instalment price, no fee for some option
    others = _nearest_first(
        [
            c
            for c in cands
            if not (c.struck or c.skip or c.instalment or c.net or c.unit or c.for_some or c.ranged)
            and c not in near_drawn
        ]
    )
    for c in near_drawn:
        amount = c.token.amount(2)
        if amount is None:
            continue
        anchor = levels(c.el)
        if any(
            (a := o.token.amount(2)) is not None
            and amount / 5 <= a < amount  # (a fee, a part's price is no 80 % off sale)
            and (d := distance(o.el, anchor)) is not None
            and d <= _PAIR_LEVELS
            and _one_price_box(o.el, anchor)
            for o in others
        ):
            c.struck = True
            c.soft = False


def _cart_keeps_price(cands: list[_Candidate], t_min: int | None) -> bool:
    """True when a crossed-out price two levels or more nearer the title than every live
    price (``t_min`` the nearest's distance; None when there is none, and then a crossed-out
    price by the title) has words within three levels up that keep the price for the cart or
    a request."""
    limit = _NEAR_TITLE if t_min is None else t_min - 2
    for c in cands:
        if not c.struck or c.d_title is None or c.d_title > limit:
            continue
        node = c.el
        for _ in range(3):
            node = node.getparent()
            if node is None:
                break
            if _ON_REQUEST.search(text_upto(node, 300)):
                return True
    return False


# A search's heading: "Results for “kettle”", "Search results for", "Suchergebnisse für",
# "Résultats pour", "Resultados para", "Risultati per", "Zoekresultaten voor", "検索結果",
# "搜索结果", "검색 결과" ("12 results for …" too)
_SEARCH_HEADING = re.compile(
    r"^\W*(?:\d[\d,. ]*\s+)?(?:search results?|results?) (?:for|matching)\b|"
    r"^\W*(?:suchergebnisse|résultats? (?:de (?:la )?recherche )?pour|resultados (?:de búsqueda )?"
    r"(?:para|de)|risultati (?:della ricerca )?per|zoekresultaten(?: voor)?)\b|"
    r"^\W*(?:検索結果|搜索结果|搜尋結果|검색 ?결과)",
    re.I,
)
# A count of a listing's results by its heading: "Showing all 5 results", "Showing 1–12 of 48
# results", "48 results found", "Mostrando los 5 resultados", "Affichage de 12 résultats"
# A count of products alone ("48 productos", "124 Produkte", "(36 products)")
_PRODUCT_COUNT = re.compile(
    r"\(?\d[\d,. ]* (?:products|productos|produtos|produits|produkte|prodotti|producten|"
    r"produkter|produktów|produkty|tuotetta|termék|товаров|товара|ürün|sản phẩm|produk)\)?",
    re.I,
)
_RESULT_COUNT = re.compile(
    r"showing (?:all |the single )?\d*(?:\s?[–-]\s?\d+)?(?: of \d+)? ?results?\b|"
    # ... or products counted as a range of a total ("Showing 1–24 of 87 products"; not
    # "Showing 5 items included in this kit")
    r"showing \d+\s?[–-]\s?\d+ of \d+ ?(?:products|items)|"
    # (a count in brackets after a category's name: "Bocinas Bluetooth (48 resultados)")
    # (not "En stock (6 articles)", a count of stock)
    r"\(\s?\d+ (?:results?|resultados|résultats|ergebnisse|risultati|resultaten|wyników|"
    r"výsledků|tulosta|resultat|результат\w*)\s?\)|"
    r"\b\d+ results? found\b|\bmostrando (?:los |todos los )?\d+(?:[–-]\d+)?(?: de \d+)? "
    r"resultados\b|\baffichage de(?: \d+(?:[–-]\d+)? sur)? \d+ résultats\b|"
    # a count of items and the page of them: "24 prekės · 2 puslapis", "48 items | page 2"
    r"(?<!\d)\d+ [^\W\d_]{4,12} [·|,–-] (?:(?:page|seite|página|strona|pagina|sivu) \d+|"
    r"\d+\.? (?:puslapis|psl\.|oldal|lehekülg|lapa))|"
    # ... or a count of items and the order they are sorted in: "48 termék · Rendezés:
    # népszerűség", "124 products | Sort by: Featured"
    r"(?<!\d)\d+ [^\W\d_]{4,12} [·|,–-] (?:sort|rendez|ordenar|ordinare|ordina per|trier|"
    r"tri par|sorteer|sortuj|seřadit|zoradiť|сортир|sırala|järjestä|rūšiuoti|kārtot|sorter)|"
    # WooCommerce's result count in more languages: "عرض 1–6 من 23 نتيجة", "Zeige 1–12 von 48
    # Ergebnissen", "Visualizzazione di 1-12 di 48 risultati", "Toont 1–12 van 48 resultaten",
    # "Wyświetlanie 1–12 z 48 wyników", "Показано 1–12 из 48", "48 sonuçtan 1–12 arası"
    r"عرض \d+\s?[–-]\s?\d+ من \d+|\bzeige \d+\s?[–-]\s?\d+ von \d+|"
    r"\bvisualizzazione (?:di )?\d+\s?[–-]\s?\d+ di \d+|\btoont \d+\s?[–-]\s?\d+ van \d+|"
    r"\bwyświetlanie \d+\s?[–-]\s?\d+ z \d+|\bпоказано \d+\s?[–-]\s?\d+ из \d+|"
    r"\d+ sonuçtan \d+\s?[–-]\s?\d+",
    re.I,
)
_NEAR_TITLE = 4  # levels between a price and the title that put it in the title's box


def _nearest_first(cands: list[_Candidate]) -> list[_Candidate]:
    """The _PAIRED candidates nearest the title (then in page order)."""
    far = 1 << 20
    return sorted(cands, key=lambda c: far if c.d_title is None else c.d_title)[:_PAIRED]


def _one_price_box(other: etree._Element, anchor: dict[etree._Element, int]) -> bool:
    """True when the smallest element holding ``other`` and the price ``anchor`` was made
    from (its levels()) is a price box: a few words and no link or button, not the buy box
    beside a card of another product ("Unsere Alternative: <a>Rega Planar 3</a> 699,00 €")."""
    node: etree._Element | None = other
    while node is not None and node not in anchor:
        node = node.getparent()
    return (
        node is not None
        and len(text_upto(node, _PRICE_BOX_TEXT)) <= _PRICE_BOX_TEXT
        and not any(_names_a_thing(x) for x in node.iter("a", "button"))
    )


def _names_a_thing(link: etree._Element) -> bool:
    """A link or button that names something ("Rega Planar 3"), not a tax or shipping note's
    link ("Versandkosten") or a badge ("Sale")."""
    text = text_of(link)
    return len(text) > 25 or _DIGIT.search(text) is not None


def _in_prose(c: _Candidate) -> bool:
    """True when the amount comes after words of a sentence in its own text ("Fitting at our
    workshop: GH₵ 80.00", "下取りサービス：古い炊飯器を ¥500 で"), not after a price's label
    ("Sale price", "Prix :"): a product's price stands alone or under a label."""
    if any(node.tag in _ROW_TAGS for node in nearest(c.el, 2)):
        return False  # (a list's or a table's rows name their items: all read alike)
    before = c.text[: c.token.start]
    return sum(ch.isalpha() for ch in before) >= 12 and _PRICE_LABEL_WORD.search(before) is None


_ROW_TAGS = frozenset({"li", "td", "th", "dd", "tr", "option", "label", "a", "button"})


# A price's label: the words qualify reads as one, in more languages, and "now"
_PRICE_LABEL_WORD = re.compile(
    rf"{_PRICE_WORD.pattern}|ціна|ราคา|giá|harga|售價|售价|價格|价格|מחיר|τιμή|"
    r"nu\b|now|jetzt|maintenant|ahora|agora|ora\b",
    re.I,
)


# The price of one piece by its label alone, no measure named ("Precio unitario:", "Prix
# unitaire :"), the label's end (not English "Unit price", a price per measure on many themes)
_PIECE_PRICE_LABEL = re.compile(
    r"(?:precio unitario|prix unitaire|pre[çc]o unit[áa]rio|prezzo unitario)\s*[:：]?\s*$",
    re.I,
)


def _piece_price_alone(cands: list[_Candidate]) -> None:
    """With nothing live, the price labelled only the unit's ("<td>Precio unitario:</td><td>Gs.
    145.000</td>" over a sheet's price per m² and a tier's per piece) is the price of the
    piece the page sells, when every such label gives one amount: it is no price per measure.
    Not beside a crossed-out or "from" price, nor with a measure after it ("/ 100 g")."""
    if any(c.struck or c.ranged for c in cands):
        return
    pieces = []
    for c in cands:
        if not c.unit or c.struck or c.for_some or c.ranged or c.instalment:
            continue
        lead = c.text[: c.token.start].rstrip()
        if c.token.symbol and lead.endswith(c.token.symbol):
            lead = lead[: -len(c.token.symbol)]  # (the sign before the digits: "Gs. 145.000")
        rest = c.text[c.token.end :].strip()
        if c.token.symbol and rest.startswith(c.token.symbol):
            rest = rest[len(c.token.symbol) :].strip()  # (the sign after the digits: "12,50 €")
        if (
            not rest
            and _PIECE_PRICE_LABEL.search(label_before(c.el, lead)[-30:])
            and (
                # (the next row's label is no measure of this one: "<dt>Prix au m² :</dt>")
                (after := text_after(c.el, "")).rstrip().endswith((":", "："))
                or not _unit_after(after)
            )
        ):
            pieces.append(c)
    if len({c.token.amount(2) for c in pieces}) == 1:
        for c in pieces:
            c.skip = c.unit = False


def _unstrike_soft(cands: list[_Candidate]) -> None:
    """Reads the prices struck by their label or class alone as live ones; not beside words
    that keep the price for the cart ("Regular price $1,399.99 · See price in cart": the
    price to pay is the one the cart shows)."""
    firm = [c for c in cands if c.struck and not c.skip and c.el.tag in ("s", "del", "strike")]
    for c in cands:
        if c.soft and not c.skip and not _firmly_struck_inside(c, firm) and not _in_cart_only(c):
            c.struck = False


def _only_nets_of_soft(cands: list[_Candidate]) -> bool:
    """True when every live price is net of tax and a price called "regular" is its gross
    ("定価 1,870円 (本体1,700円+税)": a book's fixed price and its price before tax; "Regular
    price 119,00 € · 100,00 € excl. VAT"): the regular price is the price, not its net."""
    live = [c for c in cands if not c.struck and not c.skip and not _cart_zero(c)]
    gross = [c.token for c in cands if c.soft and not c.skip]
    return bool(live and gross) and all(
        c.net and any(net_and_gross(c.token, g) for g in gross) for c in live
    )


def _in_cart_only(c: _Candidate) -> bool:
    """True when the price's box (three levels up, a short text) says the price is shown
    only in the cart or on request."""
    for node in islice(c.el.iterancestors(), 3):
        text = text_of(node)
        if len(text) > _BOX_WORDS:
            return False
        if _ON_REQUEST.search(text):
            return True
    return False


_BOX_WORDS = 400


def _live_far(cands: list[_Candidate]) -> bool:
    """True when prices struck by a label or class alone stand nearer the title than any
    live price by three levels or more, no live price could be their sale price (each is
    higher, or a quarter of them or less) and no price set aside could be one either."""
    soft = [c for c in cands if c.soft and not c.skip and c.d_title is not None]
    live = [c for c in cands if not c.struck and not c.skip and not _cart_zero(c)]
    if not soft or not live:
        return False
    near = min(c.d_title for c in soft if c.d_title is not None)
    regular = min((a for c in soft if (a := c.token.amount(2)) is not None), default=None)
    return (
        regular is not None
        and all(c.d_title is None or c.d_title >= near + 3 for c in live)
        # none of them could be its sale price: all are higher (another option's) or a
        # quarter of it or less (a spare part's in the description)
        and all(
            (a := c.token.amount(2)) is not None and (a > regular or a * 4 <= regular) for c in live
        )
        # a price, not a saving ("Sleva 1 000 Kč" by the title, "16 990 Kč" far below)
        and not any(_OWN_SAVING.search(_words_before(c)) for c in soft)
        and not _sale_set_aside(cands)
    )


def _words_before(c: _Candidate) -> str:
    """The candidate's own text before its amount, without the currency sign ("割引 ¥3,000":
    "割引 ")."""
    before = c.text[: c.token.start].rstrip()
    sign = c.token.symbol
    return before[: -len(sign)] if sign and before.endswith(sign) else before + " "


def _firmly_struck_inside(c: _Candidate, firm: list[_Candidate]) -> bool:
    """True when ``c``'s amount is printed inside it in <s>, <del> or <strike>: the wrapper
    "Regular price <s>£140.00</s>" is that crossed-out price, not a regular one."""
    amount = c.token.amount(2)
    return any(
        f.el is not c.el and f.token.amount(2) == amount and c.el in f.el.iterancestors()
        for f in firm
    )


def _card_of_a_grid(price: etree._Element, buy: etree._Element, h1: etree._Element) -> bool:
    """True when the smallest element holding both ``price`` and ``buy`` (or one of its two
    nearest ancestors) is a card: it does not hold the title, links to a page and holds one
    control like ``buy``; and three or more siblings of its tag each hold one such control (or
    share its class names), a signed price and a link to a page of their own (a course's
    dates, each with a button and no link, are no listing)."""
    up = levels(buy)
    node: etree._Element | None = price
    while node is not None and node not in up:
        node = node.getparent()
    titled = set(h1.iterancestors()) | {h1}
    key = _control_key(buy)
    for _ in range(5):
        if node is None or node in titled:
            return False
        parent = node.getparent()
        if parent is None:
            return False
        own = _link_out(node)
        if own is not None and _controls(node, buy.tag, key) == 1:
            links = {own}
            cls = node.get("class")
            for sib in islice(parent, _GRID_CHILDREN):
                if sib is node or sib.tag != node.tag:
                    continue
                if _controls(sib, buy.tag, key) != 1 and not (cls and sib.get("class") == cls):
                    # (cards of one class, only some with their control drawn: "<article
                    # class=prd>" of a listing whose first card alone shows "Add To Cart")
                    continue
                text = " ".join(islice(sib.itertext(), 60))
                if (link := _link_out(sib)) is not None and any(
                    t.symbol for t in find_prices(text[:400])
                ):
                    links.add(link)
                    if len(links) >= 4:
                        return True
        node = parent
    return False


def _picture_card(price: etree._Element, h1: etree._Element) -> bool:
    """True when ``price`` sits in a card (within four levels, not holding the title) that
    holds a picture and a link to another page, beside three or more siblings of its tag and
    class names, each with a picture, a link of its own and a signed price."""
    titled = set(h1.iterancestors()) | {h1}
    node: etree._Element | None = price
    for _ in range(4):
        node = node.getparent() if node is not None else None
        if node is None or node in titled:
            return False
        parent = node.getparent()
        own = _link_out(node)
        if parent is None or own is None or not _pictured(node):
            continue
        names = _class_key(node)
        links = {own}
        for sib in islice(parent, _GRID_CHILDREN):
            if sib is node or sib.tag != node.tag or _class_key(sib) != names:
                continue
            link = _link_out(sib)
            if link is None or link in links or not _pictured(sib):
                continue
            text = " ".join(islice(sib.itertext(), 60))
            if any(t.symbol for t in find_prices(text[:400])):
                links.add(link)
                if len(links) >= 4:
                    return True
        return False  # (the first card-like block decides)
    return False


def _pictured(el: etree._Element) -> bool:
    return next(el.iter("img", "picture"), None) is not None


def _class_key(el: etree._Element) -> frozenset[str]:
    """``el``'s class names without hashed ones ("dm-add css-a276fe": dm-add)."""
    return frozenset(n for n in (el.get("class") or "").split() if not _HASHED.search(n))


def _control_key(el: etree._Element) -> tuple[frozenset[str], str]:
    """A control's class names without hashed ones ("dm-add css-a276fe": dm-add), and its
    label: what the same button on every card shares."""
    return _class_key(el), text_of(el)[:60]


_HASHED = re.compile(r"\d|^css-|^sc-|^jsx-")


def _controls(el: etree._Element, tag: str, key: tuple[frozenset[str], str]) -> int:
    """How many controls like the one ``key`` describes ``el`` holds (counted up to 2): by
    label when it has one ("Merken" beside "In den Warenkorb" shares its classes), else by
    class."""
    cls, label = key
    n = 0
    for other in islice(el.iter(tag), 10):
        other_cls, other_label = _control_key(other)
        if (other_label == label) if label else (bool(cls) and other_cls == cls):
            n += 1
            if n == 2:
                break
    return n


def _link_out(el: etree._Element) -> str | None:
    """The first link ``el`` holds to another page (a card's link to its product), or None."""
    for a in islice(el.iter("a"), 10):
        if (href := page_href(a)) is not None:
            return href
    return None


_GRID_CHILDREN = 200


def _noise_root(el: etree._Element, flags: Flags) -> etree._Element | None:
    """The outermost ancestor of ``el`` (or ``el``) in the noise block it sits in."""
    root = None
    node: etree._Element | None = el
    while node is not None and flags.noise_of.get(node):
        root, node = node, node.getparent()
    return root


def _names_cart(el: etree._Element | None) -> bool:
    """True when the block's class or id names the cart or buying ("add-to-basket-form",
    "basket-actions"): a side block by its words, the buy form by what it is."""
    if el is None:
        return False
    name = f"{el.get('class') or ''} {el.get('id') or ''}".lower()
    return any(word in name for word in ("basket", "cart", "buy", "checkout", "kosz", "warenkorb"))


def _listing(walk: Walk, flags: Flags, elsewhere: set[Decimal | None]) -> bool:
    """True when, with the prices of the blocks of other products the walk passed by,
    the page shows four or more other prices (read only for a page left without a price).

    As many price-like texts as one page's candidates are read at most, over all blocks."""
    amounts = set(elsewhere)
    budget = _MAX_HITS
    for block in walk.passed:
        inside = Walk()
        walk_body(block, inside, itemprops=False, pass_by=False)
        amounts |= _candidates(inside, flags)[1]
        budget -= len(inside.price_elements) + len(inside.sign_texts)
        if len(amounts) >= 4:
            return True
        if budget <= 0:
            break
    return False


def _parts_of_total(cands: list[_Candidate]) -> None:
    """Sets aside the parts of a total printed in one table or list, the total among them: a
    build's or a configurator's rows ("Setting $1,850 · Diamond $7,420 · Total $9,270"); the
    total is the price."""
    groups: dict[etree._Element, list[_Candidate]] = {}
    for c in cands:
        if c.struck or c.skip or c.token.amount(2) is None:
            continue
        box = next((a for a in islice(c.el.iterancestors(), 4) if a.tag in _LIST_TAGS), None)
        if box is not None:
            groups.setdefault(box, []).append(c)
    for group in groups.values():
        if len(group) < 3 or len({c.token.symbol for c in group}) != 1:
            continue
        total = sum(c.token.amount(2) for c in group)  # type: ignore[misc]
        whole = next((c for c in group if c.token.amount(2) * 2 == total), None)  # type: ignore[operator]
        # (named a total by its row: not a table of packs at $5, $10 and $15)
        if whole is not None and _named_total(whole.el):
            for c in group:
                if c is not whole:
                    c.skip = True


def _sticky_copies(cands: list[_Candidate]) -> None:
    """Sets aside a live price in a sticky bar (the buy box's copy pinned to the screen's edge)
    whose amount the page prints as a price for some buyers only: the bar copies the card's
    or the member's price without its label ("18 490 ₽ с Картой" in the box, "18 490 ₽"
    alone in the bar), and it is that price."""
    some = {c.token.amount(2) for c in cands if c.for_some and not c.struck}
    if not some:
        return
    for c in cands:
        if not (c.struck or c.skip) and c.token.amount(2) in some and _in_sticky_bar(c.el):
            c.skip = c.for_some = True


def _in_sticky_bar(el: etree._Element) -> bool:
    """True when an ancestor of ``el`` (up to six levels) is named or styled a sticky bar."""
    for node in islice(el.iterancestors(), 6):
        names = f"{node.get('class') or ''} {node.get('id') or ''} {node.get('data-widget') or ''}"
        style = (node.get("style") or "").replace(" ", "").lower()
        if "sticky" in names.lower() or "position:fixed" in style or "position:sticky" in style:
            return True
    return False


def _price_filters(cands: list[_Candidate]) -> None:
    """Sets aside the bounds of a listing's price filter: "The highest price is $40.00" (a
    Shopify collection's, in the shop's language), a price beside the filter's inputs
    ("filter.v.price.lte", WooCommerce's "max_price")."""
    for c in cands:
        if not (c.struck or c.skip) and (
            _FILTER_BOUND.search(c.text[: c.token.start]) or _in_price_filter(c.el)
        ):
            c.skip = True


_FILTER_BOUND = gated(
    r"\b(?:the )?(?:highest|lowest|maximum|minimum) price is|"
    r"(?:höchste|niedrigste) preis (?:ist|beträgt)|prix le plus (?:élevé|bas) est|"
    r"precio más (?:alto|bajo) es|prezzo più (?:alto|basso) è|(?:hoogste|laagste) prijs is|"
    r"preço mais (?:alto|baixo) é|(?:højeste|laveste) pris er|(?:högsta|lägsta) priset är|"
    r"(?:høyeste|laveste) prisen er|najwyższa cena to|korkein hinta on|nejvyšší cena je|"
    r"最高価格は|最高价格为|最高價格為|최고 가격은",
    re.I,
)
# The name of a price filter's input: Shopify's "filter.v.price.gte", WooCommerce's
# "min_price", "price_from", "priceMax" (not an add-to-cart form's hidden "price")
_FILTER_INPUT = re.compile(
    r"filter.*price|price.*(?:gte|lte)|(?:min|max)_?price|price_?(?:min|max|from|to)\b", re.I
)


def _in_price_filter(el: etree._Element) -> bool:
    """True when ``el``'s parent or grandparent holds an input of a price filter."""
    for node in islice(el.iterancestors(), 2):
        if any(_FILTER_INPUT.search(i.get("name") or "") for i in node.iter("input")):
            return True
    return False


_LIST_TAGS = frozenset({"table", "ul", "ol", "dl"})
_TOTAL = re.compile(
    r"\btotal|gesamt|summe|totale|totaal|totalt|yhteensä|razem|celkem|összesen|合計|总计|總計|"
    # the gross as the sum of the net and the tax
    r"brutto|\bgross\b|\bincl\.? (?:vat|gst|tax)|\b(?:vat|gst|tax) incl|\binkl\.? mwst|ttc\b|"
    # a kit's or a bundle's own price ("Kit price", "Paketpreis", "Endpreis")
    r"(?:kit|bundle|set|package) price|paketpreis|endpreis|komplettpreis|prix du (?:kit|lot)|"
    r"precio (?:del kit|final)|"
    r"합계|총액|إجمالي|المجموع|"
    # ... in Urdu, Persian, Hindi, Bengali, Russian, Turkish, Malay, Vietnamese, Thai, Greek,
    # Hebrew and Mongolian ("کل قیمت", "कुल कीमत", "মোট মূল্য", "Итого", "Нийт үнэ")
    r"کل قیمت|قیمت کل|مجموع|कुल (?:कीमत|मूल्य|राशि)|মোট|সর্বমোট|итого|общая стоимость|"
    r"\btoplam\b|\bjumlah\b|tổng (?:cộng|tiền|giá)|ราคารวม|ยอดรวม|σύνολο|סה\"כ|סך הכל|нийт үнэ",
    re.I,
)


def _named_total(el: etree._Element) -> bool:
    """True when the row of ``el`` (up to its table row or list item) says it is a total."""
    for node in islice(el.iterancestors(), 3):
        if _TOTAL.search(node.get("class") or "") or _TOTAL.search(text_of(node)[:80]):
            return True
        if node.tag in ("tr", "li", "dd", "dt"):
            prev = node.getprevious() if node.tag == "dd" else None
            return prev is not None and bool(_TOTAL.search(text_of(prev)[:40]))
    return False


def _strike_before_saving(cands: list[_Candidate]) -> None:
    """Crosses out a live price that a saving shown beside it takes down to another live
    price: "$29.99 · Instant Savings -$5.00 · Your Price $24.99", "Price $1,199.99 · -$200.00 ·
    Your Price $999.99" (the higher is the price before the saving, whatever its class)."""
    saved: dict[Decimal, etree._Element] = {}
    for c in _nearest_first([c for c in cands if c.struck or c.skip]):
        if (
            (c.struck or c.skip)
            # (not a payment method's price labelled as such: "10% OFF pagando con transferencia:
            # $ 80.999" is what is paid, not what is saved)
            and not (c.for_some and c.text[: c.token.start].rstrip().endswith((":", "：")))
            and (a := c.token.amount(2)) is not None
            and a > 0
            and _SAVING.search(c.text)
            and not _REBATE.search(_box_text(c.el))
            and not _CONDITIONAL.search(_NOT_NEEDED.sub(" ", _line_of(c.el)))
        ):
            saved.setdefault(a, c.el)  # the nearest saving of each amount
    if not saved:
        return
    live = _nearest_first([c for c in cands if not c.struck and not c.skip])
    # the price after the saving names itself the price to pay ("Your Price", "Final
    # price"): a coupon's, a rebate's or a trade-in's price after it does not
    finals = {
        a for c in live if (a := c.token.amount(2)) is not None and _FINAL.search(_words_before(c))
    }
    by_amount = {c.token.amount(2): c for c in reversed(live)}
    # a saving that takes a crossed-out price down to this one is this one's ("£1,399.00 Save
    # £200" over "£1,199.00"), whatever lower price it also happens to reach
    struck = {c.token.amount(2) for c in cands if c.struck and not c.skip}
    for c in live:
        a = c.token.amount(2)
        if a is None:
            continue
        for s, saving in saved.items():
            if s >= a or (
                a - s not in finals
                and (a + s in struck or not _in_order(c, saving, by_amount.get(a - s)))
            ):
                continue
            c.struck, c.soft = True, False
            break


def _in_order(high: _Candidate, saving: etree._Element, low: _Candidate | None) -> bool:
    """True when the higher price, the saving and the lower price follow one another in the
    page, in one box: "Your Price $899.99 · -$200 OFF Instant savings · Price $699.99"."""
    if low is None or high.el is None or low.el is None:
        return False
    line = saving.getparent()
    if not _PLAIN_PRICE_LABEL.fullmatch(_words_before(low)) or (
        line is not None and line is low.el.getparent() and len(text_upto(line, 160)) <= 150
    ):
        # the lower price on the saving's own line: "Trade in your old TV and get up to
        # <b>£200</b> off – pay <b>£999.00</b>" (the price after a condition)
        return False
    path = [_path(high.el), _path(saving), _path(low.el)]
    high_path, low_path = path[0], path[2]
    shared = next(
        (i for i, (x, y) in enumerate(zip(high_path, low_path, strict=False)) if x != y),
        min(len(high_path), len(low_path)),
    )
    return path[0] < path[1] < path[2] and shared >= len(path[0]) - 3


# The lower price's own label, when the higher, the saving and it follow one another: none,
# or only "Price", "Now", "Sale"
_PLAIN_PRICE_LABEL = re.compile(
    r"\W*(?:(?:sale |now |today'?s )?price|now|sale|precio|preis|prix|prezzo|pris|cena)?\W*",
    re.I,
)


def _path(el: etree._Element) -> list[int]:
    """Child indexes from the root down to ``el``: lists compare in document order."""
    out = []
    node = el
    while (parent := node.getparent()) is not None:
        out.append(parent.index(node))
        node = parent
    return out[::-1]


def _line_of(el: etree._Element) -> str:
    """The text of the element and of its parent when that is a short line of its own
    ("<div>Coupon SAVE10 <span>-$10.00</span></div>")."""
    parent = el.getparent()
    if parent is not None and len(line := text_upto(parent, _LINE)) <= _LINE:
        return line
    return text_upto(el, _LINE)


def _box_text(el: etree._Element) -> str:
    """The text of the box three levels above ``el`` (up to 400 characters)."""
    node = el
    for _ in range(3):
        parent = node.getparent()
        if parent is None:
            break
        node = parent
    return text_upto(node, 400)


# A saving paid back later, said anywhere in its box ("Rebate by mail after purchase")
_REBATE = re.compile(
    r"rebate|mail-?in|by mail|cash ?back|after purchase|rückerstattung|remboursement|reembolso|"
    r"rimborso|cashback",
    re.I,
)
# A saving not everyone gets, named in its own line: a coupon's code, a trade-in's credit, a
# subscription's, a member's, military or student discount
_CONDITIONAL = gated(
    r"coupon|\bcode\b|voucher|gutschein|cupón|trade-?in|reprise|eintausch|inzahlungnahme|"
    r"altgerät|permuta|subscri|abonn|\babo\b|autoship|\bmembers?\b|mitglied|military|veteran|"
    r"student|verif|first responder|\bprime\b|with (?:your |the )?card",
    re.I,
)
# What a saving's line says it needs not: "no coupon needed", "no promo code required", "all
# members" (a warehouse club's every shopper)
_NOT_NEEDED = re.compile(
    r"\b(?:no|without|kein(?:e|en)?|sans|sin|senza)\s+(?:promo\s+)?(?:coupon|code|voucher|"
    r"gutschein|cupón|membership)\b|\ball members\b|not required|nicht nötig",
    re.I,
)
# The label of the price to pay after a saving, right before its amount
_FINAL = re.compile(
    r"(?:your|final|today'?s)\s+price\s*:?\s*$|you pay\s*:?\s*$|precio final\s*:?\s*$|"
    r"prix final\s*:?\s*$|endpreis\s*:?\s*$|preço final\s*:?\s*$|prezzo finale\s*:?\s*$|"
    r"ihr preis\s*:?\s*$|votre prix\s*:?\s*$|tu precio\s*:?\s*$",
    re.I,
)
# An amount saved: a minus sign before it, or the words ("Instant Savings -$5.00", "Save $5",
# "$5.00 OFF", "Du sparst 5 €", "Ahorras $ 5.000")
_SAVING = gated(
    r"[-−–]\s?(?:[A-Z]{0,3}\s?[$€£¥₹]|[$€£¥₹])?\s?\d|\b(?:save|savings?|you save|off|spar\w*|"
    r"ahorr\w*|économis\w*|economiz\w*|risparmi\w*|bespaar\w*|rabatt|descuento|desconto)\b",
    re.I,
)


def _cart_zero(c: _Candidate) -> bool:
    return c.token.amount(2) == 0 and _in_cart(c.el)


def _sale_set_aside(cands: list[_Candidate]) -> bool:
    """True when a price some rule set aside could be the sale price beside the "regular"
    ones: half of the highest regular price or more ("Verkaufspreis 9,99 € / 100 Stück"
    beside "Normaler Preis 12,99 €"), not an instalment's or a fee's small amount."""
    regular = [a for c in cands if c.soft and (a := c.token.amount(2)) is not None]
    if not regular:
        return False
    top = max(regular)
    return any(
        c.skip
        and not c.struck
        and not c.for_some  # a member's or card holder's price: the regular one is the rest's
        and (a := c.token.amount(2)) is not None
        and top / 2 <= a < top
        for c in cands
    )


def _struck_by_name_only(struck: list[_Candidate], flags: Flags) -> _Candidate | None:
    """Of a box whose prices all read as former ones, the lower price when only its class
    names it so ("<div class='from original'>A$19.50</div><del>A$27.00</del><span>-28%</span>"):
    beside it a price crossed out by markup, and a badge stating the discount between them."""
    marked = [s for s in struck if s.el is not None and flags.inherited(s.el)[0]]
    for low in struck:
        if low in marked or low.el is None:
            continue
        for high in marked:
            if discounted_pair(low, high, wide=True) is high:
                return low
    return None


_CART = re.compile(r"cart|basket|\bbag\b|warenkorb|panier|carrito|carrello|winkelwagen", re.I)


def _in_cart(el: etree._Element | None) -> bool:
    """Whether ``el`` or one of its three nearest ancestors is named for the cart."""
    return any(
        # a custom element's tag names it too: Shopify's "<cart-drawer class='drawer'>"
        _CART.search(f"{node.get('class') or ''} {node.get('id') or ''} {node.tag}")
        for node in nearest(el, 4)
    )


def _related_sections(
    headings: list[etree._Element],
    protect: set[etree._Element],
    buy: etree._Element | None,
    lone: bool = False,
    labels: bool = False,
) -> list[etree._Element]:
    """The blocks headed "Similar products", "Customers also viewed"…: from such a heading
    (an <h2>-<h5> of the walk) up to the first ancestor holding more than the heading, and
    not the product's title. A block of other sellers' offers also stops short of the
    add-to-cart control, and so does a block of related products when that control is the
    page's only one (``lone``): an "Other sellers" or "Frequently bought together" heading in
    the buy column, whose list is filled in later or sits under the button, would take the
    column's own price with it. ``labels``: the headings are a block's first line in a
    styled element, not an <h2>-<h5> (``Walk.labels``): such a block never holds the
    add-to-cart control."""
    out = []
    buy_line = {buy, *buy.iterancestors()} if buy is not None else set()
    read = 0
    for heading in headings:
        if (up := heading.getparent()) is not None and up.tag == "a":
            continue  # a card's name in its link ("<a href=/p/1><h3>Oak Table</h3></a>")
        read += 1
        if read > 150:
            break
        text = " ".join("".join(heading.itertext()).split())
        if not text or len(text) > 60:
            continue
        if labels:
            keep = buy_line  # (Walk.labels holds only the labels of such blocks)
        elif _RELATED_HEADING.search(text):
            # not past the page's one add-to-cart control (a "Frequently bought together"
            # list under it); a control repeated on cards may be a related card's own
            keep = buy_line if lone else set()
        elif _OTHER_OFFERS_HEADING.search(text):
            keep = buy_line
        else:
            continue
        node = heading.getparent()
        while node is not None and not _more_text_than(node, len(text) + 25):
            node = node.getparent()  # a header row around the heading ("See all")
        if node is None or node.tag in ("body", "html", "main") or node in protect:
            # the heading sits in the product's own column, its block the elements after it
            # ("<td class=main><h1>…</h1>…<h2>一緒に購入されている商品</h2><table>…")
            if not labels and heading.tag in _SECTION_HEADINGS:
                out.extend(_blocks_after(heading, protect, keep or buy_line))
            continue
        if keep and node in keep and _labelled_alike(node, buy):
            # the "only" control is the first of the block's cards, each with a button of
            # the same label and a hashed class of its own ("<button class=c503>Læg i kurv")
            keep = set()
        if node not in protect and node not in keep:
            out.append(node)
    return out


_SECTION_HEADINGS = frozenset({"h2", "h3", "h4"})


def _blocks_after(
    heading: etree._Element, protect: set[etree._Element], keep: set[etree._Element]
) -> list[etree._Element]:
    """The elements after ``heading`` among its siblings, up to the next heading of its rank
    or higher: the block it heads (at most three elements, none holding the title, the
    product's box or the add-to-cart control)."""
    out: list[etree._Element] = []
    rank = heading.tag
    for sib in heading.itersiblings():
        if not isinstance(sib.tag, str):
            continue
        if sib.tag in ("h1", "h2", "h3", "h4") and sib.tag <= rank:  # ("h2" < "h3": rank)
            break
        if len(out) == 3 or sib in protect or sib in keep:
            break
        if any(a in protect or a in keep for a in islice(sib.iter(), 2000)):
            break
        out.append(sib)
    return out


def _labelled_alike(block: etree._Element | None, control: etree._Element | None) -> bool:
    """True when ``block`` holds two controls or more besides ``control`` of its tag and
    label."""
    if block is None or control is None:
        return False
    label = text_of(control)
    if not label:
        return False
    alike = 0
    for other in islice(block.iter(control.tag), 60):
        if other is not control and text_of(other) == label:
            alike += 1
            if alike >= 2:
                return True
    return False


def _own_alike(
    root: etree._Element, control: etree._Element, flags: Flags
) -> etree._Element | None:
    """The first control of ``control``'s tag and label outside the blocks of other
    products ("In winkelwagen" in the product's box, after a "Recently viewed" rail whose
    cards have one each), or None."""
    label = text_of(control)
    if not label:
        return None
    for other in islice(root.iter(control.tag), 400):
        if other is not control and text_of(other) == label and not flags.inherited(other)[1]:
            return other
    return None


def _more_text_than(node: etree._Element, limit: int) -> bool:
    """Whether ``node`` holds more than ``limit`` characters of text (reads no more)."""
    size = 0
    for piece in node.itertext():
        size += len(piece.strip())
        if size > limit:
            return True
    return False


_TITLE_CLASS = re.compile(
    r"^(?:[a-z]{1,3}[-_])?(?:sku|product|goods|item|pdp|prod)[-_]{0,2}(?:name|title)$", re.I
)


def _in_modal(el: etree._Element) -> bool:
    """True when ``el`` or an ancestor (up to six levels) is a dialog, a modal or a popup: a
    newsletter's "<h2 class=modal__title>" is no product's title."""
    for node in islice((el, *el.iterancestors()), 7):
        if node.tag == "dialog" or _MODAL.search(node.get("class") or ""):
            return True
    return False


_MODAL = re.compile(r"modal|popup|dialog|newsletter|lightbox", re.I)


def _heading_by_buy(buy: etree._Element) -> etree._Element | None:
    """With no other title: the first <h2> of the box that holds the buy control (three
    levels up at most) and comes before it ("<div class=infoArea><h2>접이식 사다리</h2><table>
    …판매가 89,000원…</table><a class=btnBasket>장바구니 담기</a>", Cafe24's layout), unless it
    names a block of other products or is hidden."""
    flags = Flags()
    for box in islice(buy.iterancestors(), 3):
        for el in box.iter(etree.Element):
            if el is buy:
                break
            if el.tag != "h2":
                continue
            text = " ".join("".join(el.itertext()).split())
            if 2 < len(text) <= 150 and not any(flags.inherited(el)) and not names_block(text):
                return el
    # no <h2>: the first bold line of the buy control's cell, an old table layout's title
    # ("<td><font size=4><b>Kitenge Weekender Bag – Mustard</b></font><br>Item code: …
    # <input type=submit value='Add to basket'>"), when no price and no label
    box = buy.getparent()
    if box is None:
        return None
    for el in box.iter("b", "strong"):
        if el is buy or buy in el.iterancestors():
            break
        text = " ".join("".join(el.itertext()).split())
        if (
            8 <= len(text) <= 150
            and " " in text
            and not text.endswith((":", "："))
            and not any(t.symbol for t in find_prices(text))
            and not any(flags.inherited(el))
            and not names_block(text)
        ):
            return el
        break  # (only the first bold text: later ones are labels, prices, notes)
    return None


def _sentence(seen: Seen) -> bool:
    """True when the price stands in a sentence: three words or more beside it, a full stop
    at the end ("Grafīta un smilšu krāsas variants €579.00.")."""
    rest = (seen.text[: seen.token.start] + seen.text[seen.token.end :]).replace(
        seen.token.symbol or "", ""
    )
    return len(rest.split()) >= 3 and rest.rstrip().endswith((".", "!", "。"))


_BIG_FONT = frozenset({"4", "5", "6", "7", "+1", "+2", "+3"})


def _font_title(root: etree._Element) -> etree._Element | None:
    """With no heading, no named or classed title and no buy control: the first large font
    of an old table layout's page ("<font size=4><b>Čarape Bura 3-pack</b></font>"), outside
    links, the page's menus and hidden parts, naming no price."""
    body = root.find("body")
    if body is None:
        return None
    flags = Flags()
    for count, el in enumerate(body.iter("font")):
        if count > 50:
            break
        if el.get("size") not in _BIG_FONT:
            continue
        text = " ".join(text_of(el).split())
        if (
            8 <= len(text) <= 150
            and " " in text
            and not any(t.symbol for t in find_prices(text))
            and not any(flags.inherited(el))
            and not any(a.tag == "a" for a in el.iterancestors())
        ):
            return el
    return None


def _classed_title(root: etree._Element) -> etree._Element | None:
    """With no heading and no element printing the document title's name: the one element
    classed as the product's name ("<div class='sku-name'>", "<div class='m-pdp-title'>"),
    outside links, list items, other products' blocks and hidden parts; several such
    elements are other products' cards, and none of them titles the page."""
    body = root.find("body")
    if body is None:
        return None
    flags = Flags()
    found = []
    for count, el in enumerate(body.iter(etree.Element)):
        if count > 5000:
            break
        cls = el.get("class")
        if (
            cls
            and any(_TITLE_CLASS.match(token) for token in cls.split())
            and "".join(el.itertext()).strip()
            and not any(flags.inherited(el))
            and el.tag != "a"  # (a card's name linking to its page)
            and not any(a.tag in ("a", "li") for a in el.iterancestors())
        ):
            found.append(el)
    # one such element names the product; several are cards of other products
    return found[0] if len(found) == 1 else None


def _links_to_other_variant(el: etree._Element, url: str, here: SplitResult) -> bool:
    """True when the price sits (within two levels) in a link to this very page with another
    query: "<a href='product.php?id=311&pack=100g'>Rs. 1,050.00</a>" on "product.php?id=311&
    pack=3x100g", another pack's price."""
    link = _enclosing_link(el)
    href = page_href(link) if link is not None else None
    if href is None:
        return False
    there = urlsplit(urljoin(url, href))
    return (
        there.netloc == here.netloc
        and there.path == here.path
        and bool(there.query)
        and there.query != here.query
    )


def _enclosing_link(el: etree._Element | None) -> etree._Element | None:
    """The <a> that is ``el`` or holds it within two levels, else None."""
    node = el
    for _ in range(3):
        if node is None:
            return None
        if node.tag == "a":
            return node
        node = node.getparent()
    return None


def _links_away(el: etree._Element | None) -> bool:
    """True when ``el`` sits in a link to another page (not "#", not a script), or in the
    label of a variant not chosen: another variant's price, not this page's."""
    node = el
    for _ in range(4):
        if node is None:
            return False
        if node.tag == "a":
            return page_href(node) is not None
        if (unchosen := _variant_state(node)) is not None:
            return unchosen
        node = node.getparent()
    return False


def _variant_state(node: etree._Element) -> bool | None:
    """Of one element on the way up from a price: True when it is a variant's label or item
    not chosen, False when chosen (or no choice is marked), None when it is neither."""
    if node.tag == "label":
        return _unchosen(node) or _unchosen_label(node)
    if (
        node.get("aria-checked") == "false"
        or node.get("aria-selected") == "false"
        or (node.tag == "button" and node.get("aria-pressed") == "false")
    ):
        return True
    if node.tag == "li":
        return _unchosen_item(node)
    if node.tag in _TILE_TAGS and _tiles(node):
        return not is_chosen(node)
    if node.tag == "a" and _link_to_other_variant(node):
        return True
    return None


def _in_variant_link(el: etree._Element | None) -> bool:
    """True when ``el`` is, or sits within two levels in, a link to another variant's page."""
    link = _enclosing_link(el)
    return link is not None and _link_to_other_variant(link)


def _link_to_other_variant(link: etree._Element) -> bool:
    """True for a link to another page among a few sibling links, one of which links to this
    page ("<a href=#>8GB/256GB</a><a href=/…-128gb.html>8GB/128GB ₦168,500</a>"): another
    variant's page, the chosen one the link that goes nowhere."""
    parent = link.getparent()
    if parent is None or page_href(link) is None:
        return False
    links = [a for a in parent if a.tag == "a"]
    if not 2 <= len(links) <= 12:
        return False
    # (or the one marked as the page shown: "<a href=?period=week aria-current=true>Week</a>")
    here = [a for a in links if page_href(a) is None or a.get("aria-current") in ("true", "page")]
    return len(here) == 1 and here[0] is not link and not (here[0].get("onclick") or "").strip()


_TILE_TAGS = {"a", "button", "div", "span"}
_MAX_ROW = 300  # children of a row of tiles at most


def _tiles(node: etree._Element) -> bool:
    """True for one of a row of variant tiles that are not list items: siblings of one tag and
    first class, one of them marked as chosen ("<a class='ui-pdp-thumbnail ui-pdp-thumbnail--
    SELECTED'>Preto R$ 189,90</a><a class='ui-pdp-thumbnail'>Branco R$ 199,90</a>")."""
    parent = node.getparent()
    key = _tile_key(node)
    if parent is None or (key is None and node.tag not in ("a", "button")):
        return False  # (bare <div>s and <span>s are no row; bare links and buttons may be)
    if not at_most(parent, _MAX_ROW):
        return False  # (a listing's thousand cards in one container are no row of tiles)
    tiles = []
    for sibling in parent:
        if sibling.tag == node.tag and _tile_key(sibling) == key:
            tiles.append(sibling)
            if len(tiles) > 30:
                return False
    return len(tiles) >= 2 and sum(is_chosen(tile) for tile in tiles) == 1


def _tile_key(node: etree._Element) -> str | None:
    """A tile's first class name that does not mark it chosen: "<a class=selected>5L £27.99</a>"
    shares its row with the bare "<a>2.5L £15.99</a>" beside it."""
    return next((n for n in (node.get("class") or "").split() if not is_chosen_name(n)), None)


def _other_item(el: etree._Element | None, words: frozenset[str]) -> bool:
    """True when ``el`` sits in an item of a list of variants, and ``words`` name exactly one
    other item of the list, by a word of its text."""
    node = el
    for _ in range(4):
        if node is None:
            return False
        if node.tag == "li":
            parent = node.getparent()
            items = [li for li in parent if li.tag == "li"] if parent is not None else []
            if not 2 <= len(items) <= 30:
                return False
            named = [li for li in items if words & set(_WORD.findall(text_of(li).casefold()))]
            return len(named) == 1 and named[0] is not node
        node = node.getparent()
    return False


_WORD = re.compile(r"\w+")
_WORDS = re.compile(r"[^\W\d_]{2}")


_NEAR_OPTION = 4  # levels from the title an option's price may stand


def _box_agrees(chosen: list[Seen]) -> bool:
    """True when some price is printed off the variant options, and every price left on
    them (the chosen one's) is printed there too."""
    # (the cards of a rail of other products far below are no options: "猜你喜欢" under the box)
    on = [
        _on_option(s.el)
        and not _checked_label(s.el)
        and (s.near_title is None or s.near_title <= _NEAR_OPTION)
        for s in chosen
    ]
    on_options = {s.token.amount(2) for s, o in zip(chosen, on, strict=True) if o}
    elsewhere = {s.token.amount(2) for s, o in zip(chosen, on, strict=True) if not o}
    return bool(elsewhere) and on_options <= elsewhere


def _named_regular(chosen: list[Seen], struck: list[Seen]) -> bool:
    """True when the prices left are the chosen option's, of one amount, and the price box
    prints that amount in an element named "regular" and not struck ("<li class='variant
    variant--selected'>12 kg CHF 74.90</li>" beside "<div class=price-regular>CHF 74.90")."""
    amounts = {s.token.amount(2) for s in chosen}
    if len(amounts) != 1 or not all(_on_option(s.el) for s in chosen):
        return False
    return any(
        s.token.amount(2) in amounts
        and s.el is not None
        and not _on_option(s.el)
        and s.el.tag not in ("s", "del", "strike")
        and any("regular" in (a.get("class") or "") for a in nearest(s.el, 3))
        for s in struck
    )


def _aria_chosen(chosen: list[Seen]) -> bool:
    """True when every price left sits in an option the page marks chosen for screen readers
    (aria-current, aria-selected or aria-checked "true"): a list of sizes whose rows each
    print a price, the chosen row's the page's ("<div role=listitem aria-current=true><a
    href='?size=2x12kg'>2 × 12 kg 1 899 Kč</a>"; a class "selected" alone may mark a default)."""
    return bool(chosen) and all(
        any(
            a.get("aria-current") in ("true", "page")
            or a.get("aria-selected") == "true"
            or a.get("aria-checked") == "true"
            for a in nearest(s.el, 4)
        )
        for s in chosen
    )


def _checked_label(el: etree._Element | None) -> bool:
    """True inside the label of a choice checked ("<label><input type=radio checked>One-time
    purchase $64.99</label>"): the price the shopper pays as the page stands."""
    label = next((a for a in nearest(el, 4) if a.tag == "label"), None)
    return label is not None and any(
        i.get("checked") is not None for i in islice(label.iter("input"), 3)
    )


def _on_option(el: etree._Element | None) -> bool:
    """True when ``el`` sits in an item of a short list, or in a label of a choice."""
    node = el
    for _ in range(4):
        if node is None:
            return False
        if node.tag == "label" or node.get("aria-checked") or node.get("aria-selected"):
            return True
        if node.tag == "li":
            parent = node.getparent()
            return (
                parent is not None
                and (items := _list_items(parent)) is not None
                and len(items) >= 2
            )
        if node.tag in _TILE_TAGS and _tiles(node):
            return True
        node = node.getparent()
    return False


def _unchosen_variant(el: etree._Element | None) -> bool:
    """True when ``el`` sits in the label of a variant not chosen, beside one that is."""
    node = el
    for _ in range(4):
        if node is None:
            return False
        if (unchosen := _variant_state(node)) is not None:
            return unchosen
        node = node.getparent()
    return False


def _unchosen_item(item: etree._Element) -> bool:
    """True for an item of a list of variants ("<li>128 GB 799,00 €</li><li class=
    'is-selected'>256 GB 899,00 €</li>") that is not the one marked as chosen."""
    parent = item.getparent()
    if parent is None or is_chosen(item):
        return False
    siblings = _list_items(parent)
    return siblings is not None and len(siblings) >= 2 and sum(map(is_chosen, siblings)) == 1


def _list_items(parent: etree._Element) -> list[etree._Element] | None:
    """The <li> children of ``parent`` when it has 30 at most (a short list of variants), else
    None, reading no further than the 31st: asked for each price of a listing's 30,000 cards,
    a full count made the page's time grow with the square of its size."""
    items: list[etree._Element] = []
    for child in parent:
        if child.tag == "li":
            items.append(child)
            if len(items) > 30:
                return None
    return items


def _unpicked_prices(cands: list[_Candidate], root: etree._Element) -> None:
    """Set aside the live prices of variants the shopper has not picked: a line named for a
    control not pressed beside one that is ("Đen 15.6\": 1.190.000₫" beside the buttons "Đen
    15.6\"" and "Xám 17\"" (pressed)), and the label of a radio button not checked beside one
    that is ("<label for=q10>10玉パック ¥12,540</label>" beside the checked "1玉"). The page's
    controls are read once, and only when a price could be one of these."""
    unpicked: set[str] | None = None
    radios: _Radios | None = None
    for c in cands:
        if c.struck or c.skip:
            continue
        head = c.text[: c.token.start].rstrip()
        # (a short name and its colon; not "Price:", "Preis:", the price's own label)
        if head.endswith((":", "：")) and len(head) <= 40 and not PRICE_LABEL_END.search(head):
            unpicked = _unpicked_names(root) if unpicked is None else unpicked
            if " ".join(head[:-1].split()).casefold() in unpicked:
                c.skip = True
                continue
        if (label := _option_label(c.el)) is not None:
            radios = radios or _Radios(root)
            c.skip = radios.other(label)


_PICKED = etree.XPath(
    "//*[@aria-pressed='true' or @aria-checked='true' or @aria-selected='true']"
    "[self::button or self::a or self::li or self::div or self::span or self::option]"
)


def _unpicked_names(root: etree._Element) -> set[str]:
    """The names of the variants a row of controls offers and the shopper has not picked: the
    buttons or options not pressed, checked or selected beside one that is, folded."""
    names: set[str] = set()
    for el in _PICKED(root)[:50]:
        parent = el.getparent()
        if parent is None:
            continue
        for other in islice(parent, 60):
            if other is el or other.tag != el.tag:
                continue
            state = (
                other.get("aria-pressed") or other.get("aria-checked") or other.get("aria-selected")
            )
            if state != "true" and (text := " ".join(text_of(other).split())):
                names.add(text.casefold())
    return names


def _option_label(el: etree._Element) -> etree._Element | None:
    """The <label> ``el`` sits in, within three levels, or None."""
    node: etree._Element | None = el
    for _ in range(4):
        if node is None:
            return None
        if node.tag == "label":
            return node
        node = node.getparent()
    return None


class _Radios:
    """The page's radio buttons, looked up once: by id, and the groups with one checked."""

    def __init__(self, root: etree._Element) -> None:
        self.by_id: dict[str, etree._Element] = {}
        self.checked: set[str] = set()
        for control in root.iter("input"):
            if (control.get("type") or "").lower() != "radio":
                continue
            if ident := control.get("id"):
                self.by_id.setdefault(ident, control)
            if control.get("checked") is not None and (name := control.get("name")):
                self.checked.add(name)

    def other(self, label: etree._Element) -> bool:
        """True for the label of a radio button not checked while another of its group is:
        an option not picked, its price not the page's."""
        control = next(
            (c for c in label.iter("input") if (c.get("type") or "").lower() == "radio"), None
        )
        if control is None and (target := label.get("for")):
            control = self.by_id.get(target)
        return (
            control is not None
            and control.get("checked") is None
            and (name := control.get("name")) is not None
            and name in self.checked
        )


def _unchosen_label(label: etree._Element) -> bool:
    """True for a label among a few sibling labels, one of which (not this one) is marked
    chosen by its class ("<label>Beige (S/ 359.00)</label> <label class=is-active>Gris
    </label>"): a configurator's options drawn as labels with no input."""
    parent = label.getparent()
    if parent is None or is_chosen(label):
        return False
    labels = [c for c in islice(parent, 40) if c.tag == "label"]
    return 2 <= len(labels) <= 12 and sum(map(is_chosen, labels)) == 1


def _unchosen(label: etree._Element) -> bool:
    """True for the label of a radio button or checkbox that is not checked."""
    control = label.find(".//input")
    target = label.get("for")
    if control is None and target:
        found = label.getroottree().xpath("//input[@id=$id]", id=target)
        control = found[0] if found else None
    return (
        control is not None
        and (control.get("type") or "").lower() in ("radio", "checkbox")
        and control.get("checked") is None
    )


# A length or area a product is sold by, in its name or beside its price: "(per meter)",
# "pro Meter", "€ 7,49 / m" (not "10W/m" or "2,31 kg/m", specifications), or a tonne of a
# bulk good ("৳৯৮,৫০০ / টন" on "?unit=ton")
_SOLD_BEFORE = r"(?:\b(?:per|pro|por|par|au|le|al|ao|el|प्रति)\s+|\s/\s?|(?<=\d)/\s?|^/\s?)"
_SOLD_UNIT = (
    r"(m|m²|m2|m³|m3|meter|metre|mètre|metro|metr|lfm|lbm|bm|lm|jm|folyóméter|fm|"
    r"tonne|ton|টন|टन|тонна|тонну|tấn|मीटर)(?!\w)"
)
_SOLD_PER = re.compile(_SOLD_BEFORE + _SOLD_UNIT, re.I)
# ... and in a unit price's own line, the running metre too ("₦4,850 per running metre" on a
# page whose title sells "per metre"; a <title> saying "per lineal metre" over a length's
# price names no unit sold)
_RUNNING_WORDS = r"running|linear|lineal"
_SOLD_PER_LINE = re.compile(_SOLD_BEFORE + r"(?:(?:" + _RUNNING_WORDS + r") )?" + _SOLD_UNIT, re.I)
_RUNNING = re.compile(_RUNNING_WORDS, re.I)


# "From" anywhere in a unit price's line ("Från 2 495,00 kr / m", "ab € 49,90 pro Laufmeter")
_FROM_WORD = re.compile(
    r"(?<!\w)(?:from|starting at|ab|från|fra|vanaf|desde|dès|à partir de|a partir de|"
    r"a partire da|alkaen|od|от|від|бастап|-t[óő]l)(?!\w)",
    re.I,
)
# A length in the product's name ("Twin & Earth Cable – 5m", "Terrassebræt 28x120 mm – 4,8 m")
_LENGTH_NAMED = re.compile(
    r"(?<![\w.,])\d+(?:[.,]\d+)?\s?(?:m|mtr|metres?|meters?|metros?)(?!\w)", re.I
)


def _unit_text(c: _Candidate) -> re.Match[str] | None:
    """The unit a unit price names in its text or right after it ("UGX 18,000 <span>per
    metre</span>", "$ 28.900 <small>/metro</small>")."""
    return _SOLD_PER_LINE.search(c.text) or _SOLD_PER_LINE.match(text_after(c.el, "")[:25].lstrip())


_SAME_UNIT = {
    "meter": "m",
    "metre": "m",
    "mètre": "m",
    "metro": "m",
    "lfm": "m",
    "metr": "m",
    "lbm": "m",
    "bm": "m",
    "lm": "m",
    "jm": "m",
    "folyóméter": "m",
    "fm": "m",
    "m2": "m²",
    "m3": "m³",
    "tonne": "t",
    "ton": "t",
    "টন": "t",
    "टन": "t",
    "тонна": "t",
    "тонну": "t",
    "tấn": "t",
}
# A pack's count in the product's name ("2 Stück Silikon-Backmatten", "Set of 4", "3er-Pack")
_PACK_COUNT = re.compile(
    # (a thousand and more with its group separator too: "pallet x 1.000 unidades")
    r"(?:^|[\s(（])([2-9]|[1-9]\d{1,3}|[1-9]\d{0,2}[.,]\d{3})[\s-]?"
    r"(?:stück|stk\.?|pcs|pieces|pack|er-pack|er-set|pz|"
    # (a count times the thing: "12x Becher", "Wholesale lot: 12 × Tamsin mug")
    r"[x×](?!\s?\d)|"
    # (Nordic packs: "Kalenderlys 3-pak", "6-pakning")
    r"pak|pakning|pakke|"
    # (Bengali and Hindi strips, tablets and pieces: "(১০ পাতা)", "10 पत्ते", "১০০ ট্যাবলেট")
    r"পাতা|ট্যাবলেট|পিস|पत्ते|पत्ता|टैबलेट|पीस|"
    # (Hindi nappies: "3×56 = 168 डायपर")
    r"डायपर्स|डायपर|नैपी|"
    # (reams of paper, Mongolian packs and pieces: "5 reams", "(5 รีม/กล่อง)", "(5 багц)")
    r"reams?|รีม|багц|ширхэг|"
    r"szt\.?|"
    # (and balls or skeins of yarn: "упаковка 10 мотков", "10 nøgler", "Pack of 10 balls")
    r"мотк(?:ов|а|и)|мотків|клубк(?:ов|а|и)|skeins?|balls|knäuel|nøgler|nøster|nystan|pelotes|"
    r"ovillos|novelos|gomitoli|bollen|motków|motki|kerää|"
    # (and Thai counters: "แพ็ค 10 หลอด", ten tubes)
    r"หลอด|ชิ้น|ขวด|ถุง|กล่อง|ม้วน|แผ่น|ดวง|ก้อน|"
    # (and the units of Spanish, French, Italian, Portuguese and Dutch cases: "caja 24 uds.")
    r"uds\.?|unidades|unid\.?|unités|pièces|pezzi|unità|peças|stuks|"
    r"шт\.?|件|個|개|kpl|ks|db|tk|st|vnt\.?|gab\.?|kom\.?|"
    # (and Vietnamese packs, boxes, bottles, cans and pieces: "Thùng 24 gói")
    r"gói|hộp|chai|lon|cái|chiếc|"
    # (and printed things counted in Spanish and English: "1000 piezas", "250 tarjetas")
    r"piezas|tarjetas|hojas|volantes|cards|sheets|flyers)(?!\w)|"
    # (and Japanese counters of what a pack holds: "10枚入", "24本入り")
    r"([2-9]|[1-9]\d{1,3})\s?(?:枚|本|個|袋|缶|巻|足)入|"
    r"\b(?:set|pack|box|case|carton|bag|ream|roll|tub|tray|lot|bundle) of ([2-9]|[1-9]\d{1,3})\b|"
    # (a pack "x4" in Spanish and Portuguese: "Tinta botella negra 664 — pack x4")
    r"\b(?:pack|paquete|caja|kit|combo)\s?[x×]\s?([2-9]|[1-9]\d{1,2})\b|"
    # (times the count in brackets, the name before it: "Ignition Coil Set (×8)")
    r"[(（]\s?[x×]\s?([2-9]|[1-9]\d{1,3})\s?[)）]|"
    # (a Persian or Arabic pack of N, in any digits: "بسته ۶ عددی", "عبوة 12 قطعة")
    r"(?:بسته|پک|عبوة|علبة|طقم)\s*(\d{1,4})\s*(?:عددی|عدد|تایی|قطعه|قطعة|قطع|حبة)|"
    # (... or N pieces alone, in Urdu: "12 عدد کا ہول سیل لاٹ")
    r"(?<![\d.,])(\d{1,4})\s?عدد(?:ی)? (?:کا|کی|کے)\b|"
    # (and a pack "of" N in Italian, Spanish, Portuguese, French and Dutch: "confezione da 50")
    r"\b(?:confezione|pacco|scatola|caja|paquete|caixa|pacote|boîte|coffret|lot|doos|pak) "
    r"(?:da|de|di|van) ([2-9]|[1-9]\d{1,3})\b",
    re.I,
)
# A price given per piece right after it ("2,75€/Stück", "$1.50/pc", "3,20 € pro Stück")
_PER_PIECE = re.compile(
    r"^\s*(?:[^\w\s/]{1,3}|[^\W\d_]{1,3}\.?)?\s*(?:/\s?|(?:pro|per|je|por|par)\s+|pr\.\s*)"
    r"(?:stück|stk\.?|pc|pcs|piece|pièce|pieza|pezzo|"
    r"szt\.?|шт\.?|ud\.?|unit|unité|unidad|kpl|ks|db|tk|st|vnt\.?|gab\.?|"
    # (a South Slavic piece: "0,42 € / kom" of a "pakiranje 60 kom")
    r"kom|komad|kos|ком|"
    # (a pack's boxes, bags, rolls, bottles: "₹47.20 per box" of a "pack of 25")
    r"box|bag|roll|sheet|bottle|can|gói|hộp|chai|lon|cái|chiếc|"
    # (a set's wheels or tyres: "3 999 kr/hjul" of "Kompletta vinterhjul – 4 st")
    r"hjul|däck|dæk|dekk|rengas|reifen|pneu|neumático|tyre|tire|wheel)\b",
    re.I,
)

# ... or per any one thing the pack holds, in brackets or at the line's end ("(€ 1,78 /
# invito)", "/ Einladung"): the pack's price is that many of it
# (or "per" it: "(₹249 per pole)" of a "Pack of 6")
_PER_WORD = re.compile(
    r"\s*(?:[^\w\s/]{1,3}|[^\W\d_]{1,3}\.?)?\s*(?:/|(?<!\w)(?:per|pro|je|por|par)\s|"
    # (Hindi, Bengali, Urdu and Arabic "per": "₹16.07 प्रति डायपर")
    r"(?:प्रति|প্রতি|فی|لكل)\s)\s*(?:[^\W\d_]|[\u0900-\u0dff]){2,15}\s*\)?\s*$",
    re.I,
)

# ... or a label naming the piece before it ("Price per chair: RM324.75", "Prix par verre :")
_PER_NAMED_BEFORE = re.compile(
    # (Danish and Norwegian "pr." too: "Pris pr. stk. 0,65 kr." of "…tabletter, 100 stk.")
    # (Slovak, Czech and Polish "za": "Cena za šošovku 0,66 €" of "Daily 30 ks")
    r"(?<![^\W\d_])(?:(?:per|pro|je|por|par|each)\s+|pr\.\s*)[^\W\d_]{2,20}\.?\s*[:：]?\s*"
    r"(?:[^\w\s]{1,3}|[^\W\d_]{1,3}\.?)?\s*$|"
    # (South Slavic "po" before a piece's word: "Po komadu", per piece)
    r"(?<![^\W\d_])po\s+(?:komad\w*|kus\w*|jedinic\w*|штук\w*|комад\w*)\s*[:：]?\s*$|"
    # ("za" before a piece's word only: not "Cena za komplet:", the set's price)
    r"(?<![^\W\d_])za\s+(?:šošovk\w*|sošovk\w*|čočk\w*|soczewk\w*|kus|ks|sztuk\w*|szt\.?|"
    r"komad|kom\.?|kos|tablet\w*|kapsul\w*|kapsuł\w*|rolk\w*|rol\w*|balení)\s*"
    r"(?:[:：]\s*)?(?:[^\w\s]{1,3}\s*|[^\W\d_]{1,3}\.?\s*)?$|"
    # Thai "per tube", "per piece" after the thing's name ("เฉลี่ยหลอดละ ฿129")
    r"[\u0e01-\u0e4e]ละ\s*(?:[^\w\s]{1,3})?\s*$|"
    # Chinese "a single one's price", "each" ("单把价 ¥1,449.50", "单件价", "每件")
    r"(?:单|單)[件个個把只隻张張瓶支套盒包袋](?:价|價)格?\s*(?:[:：]\s*)?(?:[^\w\s]{1,3}\s*)?$|"
    r"每[件个個把只隻张張瓶支套盒包袋]\s*(?:[:：]\s*)?(?:[^\w\s]{1,3}\s*)?$|"
    # Bengali and Hindi "per" before the thing ("প্রতি পাতা:", "प्रति पत्ता:")
    r"(?:প্রতি|प्रति) [\u0980-\u09ff\u0900-\u097f]{2,12}\s*(?:[:：]\s*)?(?:[^\w\s]{1,3}\s*)?$|"
    # one of the things a pack holds, as the label ("1 багц: 17,980₮", "1 ream: $8.90"; not "1
    # kg:", a weight's price)
    r"(?<![\w.,])1\s?(?:багц|ширхэг|ream|pack|piece|pc|unit|box|bag|roll|bottle|can|шт|stk|"
    r"kpl|ks|db|szt|pz|ud|unidad|pieza|pièce|stück|stuk)\.?\s*[:：=]\s*(?:[^\w\s]{1,3}\s*)?$|"
    # Persian, Arabic and Urdu "each piece" ("(هر عدد ۲۰۸ افغانی)", "سعر القطعة", "لكل قطعة",
    # "فی عدد:")
    r"(?<![\u0600-\u06ff])(?:هر|لكل|كل|فی) [\u0600-\u06ff]{2,12}\s*[:：]?\s*$|"
    r"سعر القطعة\s*[:：]?\s*$",
    re.I,
)


# A quantity the URL chooses ("?cantidad=250", "?qty=1000"): a print run's or a pack's count
_QUERY_COUNT = re.compile(
    r"^(?:cantidad|quantity|qty|menge|anzahl|aantal|quantit[ée]|quantidade|quantit[àa]|ilosc|"
    r"ilość|mnozstvi|antal|maara|määrä)$",
    re.I,
)


def _query_count(url: str) -> str:
    """The count a quantity the URL's query chooses reads as ("250 pcs"), else ""."""
    for key, values in parse_qs(urlsplit(url).query).items():
        if _QUERY_COUNT.match(key) and values and values[0].isdigit() and int(values[0]) > 1:
            return f"{int(values[0])} pcs"
    return ""


def _count(m: re.Match[str]) -> int:
    """The count a pack's name gives, its group separator dropped ("1.000" is a thousand)."""
    return int(next(g for g in m.groups() if g).replace(".", "").replace(",", ""))


def _per_piece_of_pack(cands: list[_Candidate], title: str | None) -> bool:
    """A pack's price per piece, beside the pack's own price ("2 Stück Backmatten": "5,49€"
    and "2,75€/Stück"), is a unit price: the piece is not what is sold. Only when the name
    (or the piece price's own line: "£12.45 Each (In a Pack of 5)") gives the count and the
    pack's price is printed as that many pieces' worth. True when it set one aside."""
    # (every count the name gives, in any digits: "১০০ ট্যাবলেট (১০ পাতা)", 100 tablets in 10
    # strips)
    found_in_name = list(_PACK_COUNT.finditer(fold_digits(title or "")))
    counts = [_count(m) for m in found_in_name]
    named = found_in_name[0] if found_in_name else None
    found = False
    amounts = {a for c in cands if not c.skip and (a := c.token.amount(2)) is not None}
    # (not a crossed-out one: "Cena za kus: 49,99 zł" beside "<s>99,98 zł</s>" is half off)
    live = {a for c in cands if not c.skip and not c.struck and (a := c.token.amount(2))}
    for c in cands:
        if c.skip or c.struck:
            continue
        after = c.text[c.token.end :]
        m = named
        if m is None:
            m = _PACK_COUNT.search(after) if _EACH_AFTER.match(after) else None
            if m is None and (_PER_PIECE.match(after) or _PER_WORD.match(after)):
                # a count of anything in the name ("32-plug tray", "100 Zwiebeln") that makes
                # the piece's price ("($2.81 / plug)", "CHF 0.25 / Stück") another price shown
                if _whole_multiple(c.token.amount(2), amounts, _title_counts(title)):
                    c.skip = c.unit = found = True
                    continue
            if m is None and _PER_NAMED_BEFORE.search(c.text[: c.token.start][-30:]):
                # a piece's price by its label ("单把价 ¥1,449.50" of a pair of chairs at
                # ¥2,899.00, "Price per chair: RM324.75") that some count makes into another
                # price the page prints
                if _whole_multiple(c.token.amount(2), live, range(2, 25)):
                    c.skip = c.unit = found = True
                    continue
            if m is None:
                if _BRACKETED_EACH.match(c.text) and _whole_multiple(c.token.amount(2), amounts):
                    # "$39.99 · ($13.33 each)": a bracketed piece's price that some count of
                    # pieces makes into another price the page prints, the pack's
                    c.skip = c.unit = found = True
                continue
        elif not (
            _PER_PIECE.match(after)
            or _PER_WORD.match(after)
            or _EACH_AFTER.match(after)
            or _PER_NAMED_BEFORE.search(c.text[: c.token.start])
            # (or its row's label: "<th>Per book:</th><td>UGX 1,000</td>" of a "box of 48",
            # "<td>Soit par pièce</td><td>9 500 FCFA</td>" of a "Lot de 50")
            or (
                not _words_before(c).strip()
                and _PER_NAMED_BEFORE.search(row_label(c.el) or (_row_label(c.el) or "")[:30])
            )
        ):
            continue
        mine = counts if m is named else [_count(m)]
        piece = c.token.amount(2)
        # (a piece's price printed whole is rounded to half a unit: "145 kr./stk." of a 24-pack
        # at 3.490 kr.)
        step = Decimal("0.01") if piece is None or piece % 1 else Decimal("0.5")
        if piece is not None and any(
            abs(a - piece * count) <= step * count for count in mine for a in amounts if a != piece
        ):
            c.skip = c.unit = found = True
    return found


def _first_tier_alone(cands: list[_Candidate]) -> None:
    """With nothing live, the first row of a tier table, from one ("1–9 | 249,-"), is the
    price of one: read live when its row or rows print one amount (not "1 - 4 | £0.055 |
    £5.54", a piece's and a pack's)."""
    if any(not c.struck and not c.skip and not c.for_some for c in cands):
        return
    firsts = [c for c in cands if c.skip and not c.struck and not c.unit and first_tier_row(c.el)]
    if firsts and len({c.token.amount(2) for c in firsts}) == 1:
        for c in firsts:
            c.skip = False


def _title_counts(title: str | None) -> set[int]:
    """The counts of things the name gives ("32-plug tray", "100 Zwiebeln": 32, 100)."""
    return {int(m.group(1) or m.group(2)) for m in _ANY_COUNT.finditer(title or "")}


# A count of two to 9,999 before a word ("32-plug", "100 Zwiebeln"; not "7/8", "80–100 cm"),
# or after a pack's "of" ("Iron sheets G28 – bundle of 10 (maroon)")
_ANY_COUNT = re.compile(
    r"(?<![\d.,/–-])([2-9]|[1-9]\d{1,3})[\s-]?(?=[^\W\d_]{3})|"
    r"(?<![^\W\d_])(?:bundle|pack|box|set|case|lot|pallet|bag|roll|carton|crate|tray)s?\s+of\s+"
    r"([2-9]|[1-9]\d{1,3})(?![\d.,])",
    re.I,
)


# A piece's price in brackets: "($13.33 each)", "(13,33 € pro Stück)"
_BRACKETED_EACH = re.compile(
    r"^\s*\([^()]{0,12}?\d[^()]*?(?:each|ea\.|/\s?(?:pc|pcs|piece|stück|stk)|pro stück|"
    r"par pièce|por unidad|cada)\s*\)\s*$",
    re.I,
)


def _whole_multiple(
    piece: Decimal | None, amounts: set[Decimal], counts: Iterable[int] = range(2, 49)
) -> bool:
    """True when ``counts`` (two to 48) times ``piece`` is one of ``amounts``, to the cent of
    each piece."""
    if not piece:
        return False
    return any(
        abs(a - piece * n) <= Decimal("0.01") * n for n in counts for a in amounts if a > piece
    )


# "Each" right after a price ("£12.45 Each (In a Pack of 5)")
# (and "the piece" in the Nordic languages and German: "399 kr. stykkið", "39,90 € das Stück")
_EACH_AFTER = re.compile(
    r"\s*(?:[^\w\s]{1,3}\s*|(?:kr|kn|lei|zł|ft|kč)\.?\s+)?"
    r"(?:each|ea\.|stykkið|stykket|stycket|das stück|kappaleelta|c/u|cada un[oa])"
    r"(?![^\W\d_])",
    re.I,
)


# A price's tax said beside it ("(£298.80 inc VAT)", "ex. MwSt.", "TTC")
_TAX_SAID = re.compile(
    r"(?<![^\W\d_])(?:inc|incl|including|ex|excl|exc|excluding|inkl|zzgl|exkl)\.?\s*"
    r"(?:vat|gst|tax|mwst|btw|tva|iva|moms|mva|alv|ust)\b|\b(?:ttc|ht)\b",
    re.I,
)


def _inside_range(cands: list[_Candidate]) -> None:
    """Sets aside a price whose wrapper (three levels up at most) reads the same amount as a
    range's start or a "from" price: "<span class=price-container><span class=price-label>由
    </span> <span class=price-wrapper><span class=price>HK$12,980</span></span></span>", the
    innermost element knowing nothing of the label its wrapper carries."""
    starts = {
        c.el: c.token.amount(2)
        for c in cands
        if c.ranged
        and not c.struck
        # (a "from" price alone in its wrapper, not a range's two ends read as one, its word
        # before the amount: not a class's name alone, nor a mark after it)
        and any(ch.isalpha() for ch in c.text[: c.token.start].replace(c.token.symbol or "", ""))
        and len(find_prices(text_upto(c.el, 120))) == 1
    }
    if not starts:
        return
    for c in cands:
        if c.skip or c.struck or c.ranged:
            continue
        amount = c.token.amount(2)
        if any(starts.get(up) == amount for up in islice(c.el.iterancestors(), 3)):
            c.skip = c.ranged = True


def _range_ends(cands: list[_Candidate]) -> None:
    """Sets aside a range's upper end in an element of its own after the "from" price and a
    "to" between ("<span class=from>من 45.00 ر.س</span> إلى <span class=to>120.00 ر.س
    </span>"): the dearest variant's price."""
    starts = {c.el for c in cands if c.ranged and not c.struck}
    if not starts:
        return
    for c in cands:
        if c.skip or c.struck or c.ranged:
            continue
        prev = c.el.getprevious()
        if prev is None or prev not in starts:
            continue
        # (or the word starts the end's own text: "<span>от 64 990 ₽</span> <span>до 89 990
        # ₽</span>")
        lead = c.text[: c.token.start]
        if c.token.symbol and lead.rstrip().endswith(c.token.symbol):
            lead = lead.rstrip()[: -len(c.token.symbol)]
        if _TO_WORD.fullmatch(prev.tail or "") or (
            not (prev.tail or "").strip() and _TO_WORD.fullmatch(lead) and lead.strip()
        ):
            c.skip = True


# the word or mark between a range's two ends
_TO_WORD = re.compile(
    r"\s*(?:to|bis|a|à|até|hasta|al|do|till|tot|til|до|έως|إلى|الى|[-–—~〜])\s*", re.I
)


def _restated_from(cands: list[_Candidate]) -> None:
    """Sets aside a "from" price restated with or without tax beside it, in its element's
    wrapper ("From <span>£249.00</span> ex VAT <span>(£298.80 inc VAT)</span>"): the
    cheapest configuration's price too, not the product's."""
    starts = [c for c in cands if c.ranged and c.el.getparent() is not None]
    if not starts:
        return
    for c in cands:
        if c.skip or c.struck or not _TAX_SAID.search(c.text):
            continue
        parent = c.el.getparent()
        amount = c.token.amount(2)
        before = set(islice(c.el.itersiblings(preceding=True), 3))
        if amount is not None and any(
            s.el.getparent() is parent
            and s.el in before
            and (low := s.token.amount(2)) is not None
            # (its tax added: at most 30 % more)
            and low < amount <= low * Decimal("1.3")
            and s.token.symbol == c.token.symbol
            for s in starts
        ):
            c.skip = c.ranged = True


# A total price's label: the price with what is added to it
_TOTAL_LABEL = re.compile(
    r"(?<![^\W\d_])(?:totalpris|total price|gesamtpreis|endpreis|prix total|precio total|"
    r"prezzo totale|totaalprijs|preço total|łączna cena|celková cena|kokonaishinta|"
    r"samlet pris|totalbelopp)\s*[:：]?\s*(?:[^\w\s]{1,3}|[^\W\d_]{1,3}\.?)?\s*$",
    re.I,
)


# WooCommerce's box of the variation chosen, or its price in it
_VARIATION_BOX = re.compile(r"woocommerce-variation-price|(?<![\w-])single_variation(?![\w-])")


def _other_option_rows(cands: list[_Candidate], root: etree._Element, url: str) -> None:
    """Set aside a price labelled by the name of a variant the page does not show chosen:
    "Capacity: <a href='?cap=20000'>20,000 mAh</a> | <b>30,000 mAh</b>" above a table whose
    rows read "Price: UGX 185,000" and "20,000 mAh: UGX 139,000" (the other capacity's price,
    which its link to this page with another query names)."""
    live = [c for c in cands if not c.struck and not c.skip]
    if len({c.token.amount(2) for c in live}) < 2:
        return
    labelled = []
    for c in live:
        own = c.text[: c.token.start].strip()
        if c.token.symbol and own.endswith(c.token.symbol):
            own = own[: -len(c.token.symbol)].strip()
        label = own if own.endswith((":", "：")) else row_label(c.el)
        if label:
            labelled.append((" ".join(label.rstrip(":：").split()).casefold(), c))
    if not labelled:
        return
    here = urlsplit(url)
    labels = {label for label, _ in labelled}
    others = set()
    for a in islice(root.iter("a", "option"), 3000):
        # (the name first: only a link named as a row is labelled needs its address read)
        if (name := " ".join(text_of(a).split()).casefold()) not in labels or len(name) > 40:
            continue
        if a.tag == "option":
            if a.get("selected") is not None:
                continue
        elif (href := page_href(a)) is None:
            continue
        else:
            there = urlsplit(urljoin(url, href))
            if there.path != here.path or not there.query or there.query == here.query:
                continue
        others.add(name)
    for label, c in labelled:
        if label in others and any(o is not c and not o.skip for o in live):
            c.skip = True


def _unselected_rows(cands: list[_Candidate], url: str) -> None:
    """Set aside the price of a table row that links to this page with another query (a
    "select" link) where another row of the table says it is the one selected ("<tr><td>Like
    New</td><td>$1,249.00</td><td><a href='?condition=like-new'>select</a></td></tr>" above
    "<tr><td>Excellent ✔ selected</td><td>$1,099.00</td><td>selected</td></tr>")."""
    live = [c for c in cands if not c.struck and not c.skip]
    if len({c.token.amount(2) for c in live}) < 2:
        return
    here = urlsplit(url)
    for c in live:
        row = next((a for a in islice(c.el.iterancestors(), 3) if a.tag == "tr"), None)
        if row is None or not _links_here_otherwise(row, here, url):
            continue
        table = row.getparent()
        if table is None or not any(
            r is not row
            and r.tag == "tr"
            and (_SELECTED_ROW.search(" ".join(r.itertext())) is not None or _row_marked(r))
            and not _links_here_otherwise(r, here, url)
            for r in islice(table, 40)
        ):
            continue
        if any(o is not c and not o.skip and o.token.amount(2) != c.token.amount(2) for o in live):
            c.skip = True


def _option_line_prices(cands: list[_Candidate]) -> None:
    """Set aside a price printed in a line of an option's choices whose chosen one is marked in
    bold and prints no price ("Koko: Aikuiset 34,90 € · <b>Lapset 48–52 cm</b>", the kids' size
    chosen, its price the main one): another option's price."""
    live = [c for c in cands if not c.struck and not c.skip]
    if len({c.token.amount(2) for c in live}) < 2:
        return
    for c in live:
        own = c.el.text or ""
        if not _OPTION_LINE.match(own) or not any(
            t.amount(2) == c.token.amount(2) for t in find_prices(own) if t.symbol
        ):
            # (the price printed before the chosen option, not after it: "Größe: S · M ·
            # <b>L</b> 39,99 €" is the chosen size's)
            continue
        marked = [k for k in islice(c.el, 12) if k.tag in ("b", "strong")]
        if not marked or any(t.symbol for k in marked for t in find_prices(text_upto(k, 80))):
            continue
        if any(o is not c and not o.skip and o.token.amount(2) != c.token.amount(2) for o in live):
            c.skip = True


_OPTION_LINE = re.compile(rf"^\s*(?:{OPTION_WORDS})\s?[:：]", re.I)


def _unchosen_priced_options(cands: list[_Candidate]) -> None:
    """Set aside the price printed in an option of a row of like options whose chosen one is
    marked (class or ARIA state) and prints no price ("<span>Correct 219,00 €</span> <span
    class=selected aria-selected=true>Très bon état</span> <span>Parfait état 329,00 €
    </span>", the chosen grade's price printed apart): another option's price."""
    live = [c for c in cands if not c.struck and not c.skip]
    if len({c.token.amount(2) for c in live}) < 2:
        return
    for c in live:
        el, parent = c.el, c.el.getparent()
        if parent is None or is_chosen(el) or len(el) or len(c.text) > 40:
            continue
        row = [o for o in islice(parent, 12) if o.tag == el.tag]
        if len(row) < 3 or any(len(o) for o in row):
            continue
        chosen = [o for o in row if is_chosen(o)]
        if len(chosen) != 1 or any(t.symbol for t in find_prices(text_upto(chosen[0], 60))):
            continue
        if any(o is not c and not o.skip and o.token.amount(2) != c.token.amount(2) for o in live):
            c.skip = True


def _row_marked(row: etree._Element) -> bool:
    """True when a table row's markup marks it chosen ("<tr class=selected aria-selected=true>",
    "aria-current=true")."""
    if (row.get("aria-selected") or "").strip().lower() == "true":
        return True
    if (row.get("aria-current") or "").strip().lower() not in ("", "false"):
        return True
    return _PRESSED.search(row.get("class") or "") is not None


def _links_here_otherwise(row: etree._Element, here: SplitResult, url: str) -> bool:
    """True when the row holds a link to this page with another query string (not one that
    adds to the cart, compares or wishes: "?add-to-cart=123")."""
    for a in islice(row.iter("a"), 6):
        if (href := page_href(a)) is None:
            continue
        there = urlsplit(urljoin(url, href))
        if (
            there.path == here.path
            and there.query
            and there.query != here.query
            and not _ACTION_QUERY.search(there.query)
        ):
            return True
    return False


# A row marked chosen in its words ("Excellent (E+) ✔ selected"; a tick alone marks a feature)
_SELECTED_ROW = re.compile(
    r"\bselected\b|\bchosen\b|\bausgewählt\b|\bsélectionnée?\b|\bseleccionad[oa]\b|"
    r"\bselecionad[oa]\b|\bvalittu\b",
    re.I,
)
# A query that acts on the product rather than choosing it
_ACTION_QUERY = re.compile(r"cart|compare|wish|(?:^|&)add(?:[-_]|=)", re.I)


_PRESSED = re.compile(
    r"(?<![\w-])(?:selected|active|is-active|is-selected|checked|current)(?![\w-])"
)


def _option_names(root: etree._Element) -> tuple[set[str], set[str]]:
    """The names of the options of the page's pickers (buttons side by side, one of them
    pressed or classed as chosen; radio inputs, one checked): (the unchosen ones, the chosen
    ones), folded."""
    unchosen: set[str] = set()
    chosen: set[str] = set()
    seen: set[etree._Element] = set()
    for button in islice(root.iter("button"), 400):
        group = button.getparent()
        if group is None or group in seen:
            continue
        seen.add(group)
        buttons = [b for b in group if b.tag == "button"]
        if len(buttons) < 2:
            continue
        on = [
            b
            for b in buttons
            if b.get("aria-pressed") == "true"
            or b.get("aria-checked") == "true"
            or b.get("aria-selected") == "true"
            or _PRESSED.search(b.get("class") or "")
        ]
        if len(on) != 1:
            continue
        for b in buttons:
            name = " ".join(text_of(b).split()).casefold()
            if 2 <= len(name) <= 30 and not any(ch.isdigit() for ch in name):
                (chosen if b is on[0] else unchosen).add(name)
    # ... or radio inputs of one name, one of them checked, each named by its <label for=…>
    # ("<input type=radio name=grade id=g-b checked><label for=g-b>الدرجة B</label>")
    groups: dict[str, list[etree._Element]] = {}
    for radio in islice(root.iter("input"), 400):
        if (radio.get("type") or "").lower() == "radio" and radio.get("name") and radio.get("id"):
            groups.setdefault(radio.get("name"), []).append(radio)
    groups = {k: v for k, v in groups.items() if len(v) >= 2}
    if groups:
        labels = {
            label.get("for"): label for label in islice(root.iter("label"), 400) if label.get("for")
        }
        for radios in groups.values():
            if sum(r.get("checked") is not None for r in radios) != 1:
                continue
            for r in radios:
                label = labels.get(r.get("id"))
                if label is None:
                    continue
                name = " ".join(text_of(label).split()).casefold()
                if 2 <= len(name) <= 30 and not any(ch.isdigit() for ch in name):
                    (chosen if r.get("checked") is not None else unchosen).add(name)
    return unchosen - chosen, chosen


def _unchosen_option_named(cands: list[_Candidate], root: etree._Element) -> None:
    """Set aside a price whose own line names an option the shopper has not chosen, and not
    the chosen one ("FLASH SALE … — màu Đen chỉ ₫459.000" beside the pressed "Xanh rêu"
    button): that option's price, while another live price is the chosen one's."""
    live = [c for c in cands if not c.struck and not c.skip]
    if len({c.token.amount(2) for c in live}) < 2:
        return
    wordy = [c for c in live if len(c.text[: c.token.start].split()) >= 2]
    if not wordy:
        return
    unchosen, chosen = _option_names(root)
    if not unchosen:
        return
    for c in wordy:
        words = " ".join(c.text[: c.token.start].split()).casefold()

        def named(name: str, words: str = words) -> bool:
            return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", words) is not None

        if (
            any(named(n) for n in unchosen)
            and not any(named(n) for n in chosen)
            and any(
                o is not c and not o.skip and o.token.amount(2) != c.token.amount(2) for o in live
            )
        ):
            c.skip = True


def _options_total(cands: list[_Candidate], root: etree._Element) -> Decimal | None:
    """Make the main price the total the page prints for the options the URL chooses: a price
    labelled the total ("Totalpris: 748,-", "<dt>Total</dt><dd>£63.00</dd>") that is a live
    price plus surcharges the page prints with their plus ("Brodert navn +99,-", an option
    selected "Engrave initials (+£8.00)"), not a fee's, shipping's or deposit's. The price
    it adds them to is set aside; returns it (else None)."""
    totals, boxed = [], []
    for c in cands:
        if c.struck or c.for_some or c.unit or (amount := c.token.amount(2)) is None:
            continue
        label = label_before(c.el, c.text[: c.token.start])
        if _OPTIONS_TOTAL.search(label[-30:]):
            totals.append((c, amount))
        elif any(_CONFIGURED_CLASS.search(node.get("class") or "") for node in nearest(c.el, 4)):
            boxed.append((c, amount))
    if not totals and len({amount for _, amount in boxed}) == 1:
        totals = boxed[:1]  # (the one price of a box named for the configured price)
    if len(totals) != 1:
        return None
    total_c, total = totals[0]
    extras: list[Decimal] = []
    texts = [(c.text, c.token) for c in cands if c is not total_c]
    for el in islice(_CHOSEN_NODES(root), _SELECTS * 4):
        if el.tag == "option" or is_chosen(el):
            text = text_upto(el, 120)
            texts.extend((text, t) for t in find_prices(text))
    for text, token in texts:
        before = text[: token.start].rstrip()
        if token.symbol and before.endswith(token.symbol):
            before = before[: -len(token.symbol)]
        if (
            _SURCHARGE_PLUS.search(before)
            and (a := token.amount(2)) is not None
            and not _NOT_OPTION.search(text)
        ):
            extras.append(a)
    extras = extras[:8]
    bases = {
        a
        for c in cands
        if c is not total_c
        and not (c.struck or c.skip)
        and (a := c.token.amount(2)) is not None
        and a < total
    }
    for base in sorted(bases, reverse=True):
        gap = total - base
        if any(
            sum(combo) == gap
            for n in range(1, min(len(extras), 4) + 1)
            for combo in combinations(extras, n)
        ):
            total_c.skip = False
            for c in cands:
                if not c.struck and c.token.amount(2) == base:
                    c.skip = True
            return base
    return None


# A total's label, of the price with the options chosen ("Total:", "Totalpris:", "Gesamt",
# "合計", "총 상품금액")
# (its words may name the options: "Total com personalização:", "Total with engraving:")
_OPTIONS_TOTAL = re.compile(
    r"(?<![^\W\d_])(?:total|totalt|totale|totaal|totalpris|total price|gesamt\w*|endpreis|summe|"
    r"sub-?total|prix total|precio total|prezzo totale|totaalprijs|preço total|łączna cena|razem|"
    r"celková cena|celkem|kokonaishinta|yhteensä|samlet pris|totalbelopp|összesen|toplam|"
    r"итого|всего|合計|合计|總計|总计|총\s?(?:상품)?\s?금액|tổng(?: cộng| tiền)?|รวม|"
    r"المجموع|الإجمالي|סה\"?כ|"
    # what is to pay, in Hungarian, Spanish, French, German, Dutch, the Nordic languages
    r"fizetendő|végösszeg|a pagar|à payer|zu zahlen|te betalen|att betala|å betale|"
    # ("in all" in Danish and Norwegian, Icelandic, German)
    r"maksettava|i alt|samtals|insgesamt)"
    r"(?:\s[^\d:：]{1,30}?)?\s*[:：]?\s*(?:[^\d\s:：]{1,4})?\s*$",
    re.I,
)
# ... or by its box's class: Magento's "price-configured_price", "totale-configurato"
_CONFIGURED_CLASS = re.compile(
    r"configured|configurat[oa]|customi[sz]er-total|options?-total", re.I
)
# A plus that is no option's: shipping, a fee, a deposit, tax ("+ Versand 4,90 €", "+ IVA")
_NOT_OPTION = re.compile(
    r"shipping|delivery|versand|porto|frakt|fragt|envío|envio|livraison|spedizione|verzend|"
    r"pfand|deposit|statiegeld|panttia|gebühr|frais|"
    r"\b(?:fees?|tax|mwst|iva|vat|gst|btw|moms)\b",
    re.I,
)


def _total_with_extras(cands: list[_Candidate]) -> None:
    """Sets aside a price labelled the total ("Totalpris 2 592 kr" under "2 400 kr") a little
    above a live price of the page and equal to none: the price with fees or shipping added."""
    live = [c for c in cands if not (c.skip or c.struck)]
    for c in live:
        amount = c.token.amount(2)
        if amount is None or not _TOTAL_LABEL.search(c.text[: c.token.start][-30:]):
            continue
        others = [a for o in live if o is not c and (a := o.token.amount(2)) is not None]
        # (a price it adds fees or shipping to: not an accessory's "9,99 €" under "Gesamtpreis:
        # 49,99 €")
        if amount not in others and any(a < amount <= a * Decimal("1.5") for a in others):
            c.skip = True


# A buy-back page's title: "Sell my iPhone 13", "Sell your MacBook", "Verkaufe dein iPhone",
# "Vends ton iPhone", "Vender mi iPhone"
_SELL_YOURS = re.compile(
    r"\W*(?:sell|verkaufe?n?|vends?|vendre|vender|vendi|vendere|sælg|sälj|selg|verkoop)\s+"
    r"(?:my|your|dein(?:en)?|ihr(?:en)?|mein(?:en)?|ton|ta|votre|mon|ma|mi|tu|seu|sua|il tuo|"
    r"la tua|din|mit|jouw|je|mijn)\b",
    re.I,
)
# The label a price's line gives it, right before it: "· Propane tank exchange:"
_ROW_LABEL = re.compile(r"(?:^|[·|•,;]\s*)([^\W\d_][^:：·|•,;]{1,40})[:：]\s*$")


def _after_add_on(cands: list[_Candidate]) -> None:
    """Sets aside a price that follows an add-on's in one line, each after a label of its own
    ("Assembly by a pro: <b>$79.00</b> · Propane tank exchange: <b>$24.98</b>"): the line
    lists services, not the product's price (unless its label names a price)."""
    aside = {c.el for c in cands if c.skip and not (c.struck or c.unit or c.for_some or c.ranged)}
    if not aside:
        return
    for c in cands:
        rest = c.text[: c.token.start] + c.text[c.token.end :]
        if c.skip or c.struck or len(rest.replace(" ", "")) > 4:
            continue  # (only an element holding the price alone, its label outside)
        prev = c.el.getprevious()
        if prev is None or prev not in aside or prev.tag != c.el.tag:
            continue
        label = _ROW_LABEL.search(prev.tail or "")
        if label is not None and not _PRICE_LABEL_WORD.search(label.group(1)):
            c.skip = True


def _unit_of(m: re.Match[str]) -> str:
    word = m.group(1).lower()
    return _SAME_UNIT.get(word, word)


# Asides that are no buy box whatever they hold: sidebars, drawers, a configurator
_SIDEBAR = re.compile(
    r"(?<![a-z])(?:side-?bar|secondary|widgets?|drawer|mini-?cart|mini|offcanvas|"
    r"configurator|config)(?![a-z])",
    re.I,
)


_BUY_BOX_NAME = re.compile(r"buy-?box|purchase-?(?:box|panel)", re.I)


def _names_buy_box(aside: etree._Element) -> bool:
    """True when the aside or an element in its first two levels calls itself the buy box
    ("<aside><div id=buy-box data-testid=buy-box>…")."""
    for el in (aside, *aside, *(g for c in aside for g in c)):
        if not isinstance(el.tag, str):
            continue
        names = f"{el.get('class') or ''} {el.get('id') or ''} {el.get('data-testid') or ''}"
        if _BUY_BOX_NAME.search(names):
            return True
    return False


def _side_named(aside: etree._Element) -> bool:
    """True for an aside named as a side block, a sidebar, a drawer or a configurator."""
    names = f"{aside.get('class') or ''} {aside.get('id') or ''}".replace("_", "-")
    return bool(_NOISE_BLOCK.search(names) or _SIDEBAR.search(names))


def _buy_aside(buy: etree._Element, title: set[etree._Element]) -> list[etree._Element]:
    """The <aside> or <footer> beside the title that holds the page's one buy control (a
    marketplace's buy box: "<aside class=buybox>179,00 zł <button>Dodaj do koszyka</button>
    </aside>", an <article>'s own footer with the price and the button), and any such
    wrapper between it and the button, which no rule may call a side block."""
    wrappers = []
    box = None
    for anc in buy.iterancestors():
        if anc in title:
            box = anc
            break
        if anc.tag in ("aside", "footer"):
            wrappers.append(anc)
    if box is None or not wrappers:
        return []
    outer = wrappers[-1]
    # the title within four levels of the wrapper's parent: a product grid's column, not a
    # page layout's sidebar or footer, or a mini-cart drawer beside everything
    depth = sum(1 for n in title if box in n.iterancestors())
    cls = buy.get("class")
    twins = [e for e in outer.iter(buy.tag) if e.get("class") == cls]
    ok = (
        ((outer.getparent() is box and depth <= 4) or any(map(_names_buy_box, wrappers)))
        and len(twins) == 1
        and not any(map(_side_named, wrappers))
    )
    return wrappers if ok else []


def _only_struck(main: Seen, struck: list[Seen]) -> bool:
    """True when ``main`` is an element whose price is a crossed-out price inside it."""
    amount = main.token.amount(2)
    return any(
        s.el is not None
        and s.el is not main.el
        and s.token.amount(2) == amount
        and any(a is main.el for a in s.el.iterancestors())
        for s in struck
    )


def _choose_main(vis: Visible, has_title: bool) -> None:
    if not vis.shown:
        return
    best_by_amount: dict[Decimal | None, Seen] = {}
    # "$0.00" in a cart's element is its total, not a price, wherever it sits
    # ("ec-cartNavi__price"); a free sample's own $0.00 stays
    live = [s for s in vis.shown if s.token.amount(2) != 0 or not _in_cart(s.el)] or vis.shown
    # a price in a link to another variant's page, beside the link to this one, is that
    # variant's ("<a href=#>8GB/256GB</a><a href=/…-128gb.html>8GB/128GB ₦168,500</a>")
    if away := [s for s in live if _in_variant_link(s.el)]:
        if len(away) == len(live):
            # every price is another variant's, in links beside the chosen one, which prints
            # none ("Day AED 320.00 · Week · Month AED 4,200.00" on "?period=week")
            vis.reason = "ambiguous_variant"
            return
        live = [s for s in live if s not in away] or live
    # a variant the shopper has not chosen ("<li>128 GB · 699 €</li><li class=selected>256 GB
    # · 799 €</li>") prices that variant, not this page's, when the price box prints the
    # chosen one's price as well ("selected" may also mark a default or a sold-out size)
    chosen = [s for s in live if not _unchosen_variant(s.el)]
    if len(chosen) < len(live) and (
        _box_agrees(chosen) or _named_regular(chosen, vis.struck) or _aria_chosen(chosen)
    ):
        live = chosen
    for s in live:
        key = s.token.amount(2)
        if key not in best_by_amount or s.score > best_by_amount[key].score:
            best_by_amount[key] = s
    ranked = sorted(best_by_amount.values(), key=lambda s: -s.score)
    gap = ranked[0].score - ranked[1].score if len(ranked) > 1 else None
    if gap is not None and gap < 1.0:
        # The discount printed beside two prices says which is the former one, even when the
        # former one scores a little higher (it comes first, nearer the title).
        was = discounted_pair(ranked[0], ranked[1]) if gap < 0.5 else None
        wide = was is None and (was := discounted_pair(ranked[0], ranked[1], wide=True)) is not None
        if was is not None:
            ranked.remove(was)
            vis.struck.append(was)
            if wide:
                # only the former price beside a bare price and its badge: no reading of that
                # amount is one the page shows to pay (a structured price equal to it loses)
                vis.shown = [s for s in vis.shown if s.token.amount(2) != was.token.amount(2)]
        elif gap < 0.5 and (was := _beside_sale_classed(ranked[0], ranked[1])) is not None:
            # "<span class=list>2.199,00 TL</span> <span class=sale>1.249,90 TL</span>": of
            # two prices side by side, one classed the sale's, the higher other is the former
            ranked.remove(was)
            vis.struck.append(was)
        elif (gap < 0.5 or ranked[0].net) and (net := _net_of(ranked[0], ranked[1])) is not None:
            # "$42.008 + IVA" beside "$ 49.990": a consumer pays the gross (however much
            # nearer the title the net one stands: "BHD 62.636 excl. VAT" under "BHD 68.900")
            ranked.remove(net)
        elif (
            gap < 0.5
            and (other := _instalments_refute(ranked[0], ranked[1], vis.instalments)) is not None
        ):
            # "$119.99 $89.99 · or 4 payments of $22.50": the instalments add up to one of
            # the two; the other is no price to pay (a former one crossed out by CSS alone)
            ranked.remove(other)
            vis.shown = [s for s in vis.shown if s.token.amount(2) != other.token.amount(2)]
    best = ranked[0]
    runner = ranked[1].score if len(ranked) > 1 else None
    if runner is not None and best.score - runner < 0.5:
        vis.reason = "conflicting_prices" if len(ranked) < 4 else "multiple_products"
        return
    lone_line = not has_title and _lone_price_line(best, live, runner)
    if len(ranked) >= 4 and (best.near_title is None or best.near_title > 6) and not lone_line:
        vis.reason = "multiple_products"
        return
    conf = 0.35 + 0.1 * min(best.score, 4.5)
    if (
        best.token.symbol
        and not best.net
        and best.near_title is not None
        and best.near_title <= 3
        and (runner is None or best.score - runner >= 1.0)
    ):
        # A signed price right by the title, far ahead of any other: class names that say
        # nothing ("text-3xl font-bold", hashed CSS modules) are no reason to doubt it.
        conf = max(conf, 0.6)
    if not has_title:
        # (but the one line naming itself the price, ahead of the rest, is read)
        conf = max(conf - 0.15, 0.6) if lone_line else conf - 0.15
    vis.main, vis.confidence = best, round(min(conf, 0.85), 2)
    _set_regular(vis, best)


def _lone_price_line(best: Seen, live: list[Seen], runner: float | None) -> bool:
    """True when, on a page with no title to find, the best price is the one line on it that
    names itself the price ("Prezzo: 34,90 EUR IVA inclusa" by the order button of an old
    table layout), ahead of every other: the product's, not one of a listing's."""
    return (
        runner is not None
        and best.score - runner >= 0.5
        and _names_price(best)
        and sum(1 for s in live if _names_price(s)) == 1
    )


def _names_price(seen: Seen) -> bool:
    """True when the price's line names it the price, in its own text or in a label just
    before it ("Цена: <b><font>85 руб. 50 коп.</font></b>")."""
    if _PRICE_LINE.match(seen.text):
        return True
    if seen.el is None:
        return False
    own_before = around(seen.text, seen.token)[0]
    return PRICE_LABEL_END.search(label_before(seen.el, own_before)) is not None


_INSTALMENTS = 8
# a count of instalments in their own text: "4", "12x", not "19,9 %" or a year
_COUNT = re.compile(r"(?<![\d.,])(\d{1,2})(?![\d.,]?\d)(?!\s?%)")


def _instalments_refute(a: Seen, b: Seen, instalments: list[Seen]) -> Seen | None:
    """Of two tied prices, the one the instalments printed beside them do not add up to,
    when they add up to the other: "or 4 interest-free payments of $22.50" makes $89.99 the
    price and $119.99 beside it the former one. None unless exactly one of them fits."""
    amount_a, amount_b = a.token.amount(2), b.token.amount(2)
    if amount_a is None or amount_b is None or amount_a == amount_b:
        return None
    if a.token.symbol != b.token.symbol:
        return None
    mine = [inst for inst in instalments if inst.token.symbol == a.token.symbol]
    fits_a = any(_adds_up(amount_a, inst) for inst in mine)
    fits_b = any(_adds_up(amount_b, inst) for inst in mine)
    if fits_a == fits_b:
        return None
    return b if fits_a else a


def _adds_up(amount: Decimal, inst: Seen) -> bool:
    """True when ``inst`` ("or 4 payments of $22.50") times a count in its own text makes
    ``amount``, to within rounding each payment to its printed step."""
    part = inst.token.amount(2)
    if not part:
        return False
    unit = Decimal("0.01") if inst.token.groups[5] else Decimal(1)
    rest = inst.text[: inst.token.start] + " " + inst.text[inst.token.end :]
    for m in _COUNT.finditer(rest):
        n = int(m.group(1))
        if 2 <= n <= 60 and abs(n * part - amount) <= n * unit:
            return True
    return False


def _net_of(a: Seen, b: Seen) -> Seen | None:
    """Of two tied prices, the one labelled net of tax when the other, unlabelled, is that
    price plus a VAT rate: the same offer before and after tax."""
    if a.net == b.net:
        return None
    net, gross = (a, b) if a.net else (b, a)
    if net.token.symbol != gross.token.symbol:
        return None
    return net if net_and_gross(net.token, gross.token) else None


def _set_regular(vis: Visible, best: Seen) -> None:
    exp_amount = best.token.amount(2)
    box = {best.el, *islice(best.el.iterancestors(), 3)} if best.el is not None else set()
    above = [
        s
        for s in vis.struck
        if (a := s.token.amount(2)) is not None
        and exp_amount is not None
        and a > exp_amount
        # (in the main price's box, or as near the title: a related card's crossed-out price,
        # a menu's promotion, is not this one's former price)
        and (
            s.near_title is None
            or best.near_title is None
            or s.near_title <= best.near_title + 2
            # (its own wrappers meeting the main price's within a few levels: not a card far
            # down a rail in the <main> the main price's box reaches)
            or (s.el is not None and _in_box_alone(s.el, box, vis.shown, exp_amount))
        )
    ]
    if above:
        # "statt 49,99" beats "UVP 59,99": the shop's own former price is the lower one.
        vis.regular = min(above, key=lambda s: s.token.amount(2) or Decimal(0))


def _in_box_alone(
    el: etree._Element, box: set[etree._Element], shown: list[Seen], amount: Decimal | None
) -> bool:
    """True when the crossed-out ``el`` lies inside the main price's ``box`` and the wrapper
    holding it there prints no live price of another amount: not a related card's "<s>30 €</s>
    <b>35 €</b>" further down the <main> a shallow box reaches."""
    below = el
    for up in el.iterancestors():
        if up in box:
            break
        below = up
    else:
        return False
    if below is el:
        return True
    return not any(
        o.el is not None
        and o.token.amount(2) != amount
        and (o.el is below or below in o.el.iterancestors())
        for o in shown
    )


def _between(
    vis: Visible, title: dict[etree._Element, int], buy: dict[etree._Element, int]
) -> None:
    """Breaks a tie by order: a page reads title, price, buy button. When one amount alone
    is printed live between the title and the add-to-cart control, it is the product's
    price; the tied ones lie outside (other products' cards on a table layout, whose
    nesting makes level counts say little)."""
    inside = [
        s
        for s in vis.shown
        if s.el is not None and side(s.el, title) == 1 and side(s.el, buy) == -1
    ]
    if len({s.token.amount(2) for s in inside}) != 1:
        return
    best = max(inside, key=lambda s: s.score)
    vis.main, vis.reason = best, None
    vis.confidence = round(min(max(0.35 + 0.1 * min(best.score, 4.5), 0.6), 0.85), 2)
    _set_regular(vis, best)


_OPTION_TAGS = ("a", "button", "label", "li")


def _unmarked_pair(cands: list[_Candidate]) -> None:
    """Crosses out the dearer of two bare prices standing alone side by side in one wrapper,
    neither marked, nearest the title ("<div class='sc-fbd8e1'><span class='sc-a0e8d0'>₪
    249.90</span><span class='sc-1fae16'>₪ 329.90</span></div>", hashed classes, a stylesheet
    of a script's making): a sale price and the price before it, which no sale makes cheaper.

    Not a net price and its gross (the dearer one the cheaper plus a rate of VAT), nor two
    amounts too far apart to be one product's price and its sale (three times or more), nor
    two cells of a table (quantity tiers), nor prices holding an icon or a logo (a wallet's, a
    card's), nor a pair whose classes name what tells them apart (a tier, a card, a range's
    ends, the lowest price of 30 days, other sellers), nor another product's pair further from
    the title."""
    live = [c for c in cands if not c.struck and not c.skip and not c.for_some]
    if len(live) < 2:
        return
    near = min((c.d_title for c in live if c.d_title is not None), default=None)
    if near is None or sum(1 for c in live if c.d_title == near) != 2:
        return  # (the pair must be the only live prices nearest the title)
    by_el = {c.el: c for c in live}
    for a in live:
        b = a.el.getnext()
        parent = a.el.getparent()
        if (
            b is None
            or parent is None
            or len(parent) != 2
            or a.el.getprevious() is not None
            or a.d_title != near
            or parent.tag in _TABLE_TAGS
        ):
            continue
        other = by_el.get(b)
        if (
            other is None
            or other.d_title != near
            or not (a.signed and other.signed)
            or a.token.symbol != other.token.symbol
            or len(a.el)
            or len(b)
            or (parent.text or "").strip()
            or (a.el.tail or "").strip()
            or (b.tail or "").strip()
            or not _bare_price(a)
            or not _bare_price(other)
            or any(_PAIR_NAMED.search(e.get("class") or "") for e in (parent, a.el, b))
            or any(e.get("title") or e.get("aria-label") for e in (a.el, b))
            or _pair_explained(_line_after(parent))
        ):
            continue
        x, y = a.token.amount(2), other.token.amount(2)
        if not x or not y or x == y:
            continue
        low, high = (a, other) if x < y else (other, a)
        if max(x, y) >= 3 * min(x, y) or net_and_gross(low.token, high.token):
            continue
        high.struck = True
        return


def _line_after(el: etree._Element) -> etree._Element | None:
    """The element after ``el``, or after its wrapper's (two levels up at most)."""
    for node in (el, *islice(el.iterancestors(), 2)):
        if (nxt := node.getnext()) is not None:
            return nxt
    return None


def _pair_explained(nxt: etree._Element | None) -> bool:
    """True when the line right after a pair of bare prices is a short label with no price
    of its own, no tax note, no stock: what tells the two apart ("1 pack / 2 pack", "Without
    / with assembly", "em 2x sem juros", "Lowest price of 30 days", a card's logo)."""
    if nxt is None or not isinstance(nxt.tag, str) or nxt.tag in ("button", "form", "script"):
        return False
    # (read lazily: the element after may be a long block, whose length alone says no)
    text = text_upto(nxt, 100)
    if len(text) > 100:
        return False
    alts = islice((v for e in nxt.iter("img") if (v := e.get("alt"))), 3)
    text = " ".join([text, *alts]).strip()
    if not text or len(text) > 100 or any(t.symbol for t in find_prices(text)):
        return False
    # (nor a discount's line, which says the pair is a sale: "القطعة الثانية بخصم 50%"; not a
    # percentage naming the variants, "Fles 70cl 40% / 100cl 40%", nor a line naming both, "1
    # bottle / 2 bottles (save 10%)")
    discount = _DISCOUNT_LINE.search(text) is not None and "/" not in text
    return not (_TAX_NOTE.search(text) or discount or stock_from_text(text))


# A discount's percentage: "-25%", "30% off", "بخصم 50%", "Save 20%", "Sconto del 15%"
_DISCOUNT_LINE = re.compile(
    r"[-−]\s?\d+\s?[%٪％]|\d+\s?[%٪％]\s?(?:off|korting|rabatt?|sconto|de descuento|indirim|"
    r"remise|giảm|diskon)\b|(?:خصم|بخصم|\bsave|\bspar|\bahorra|économisez|\brisparmi|bespaar|"
    r"\bsleva|zniżk\w*|\bgiảm|\bdiskon|\brabatt?|\bsconto|\bdescuento)\W{0,3}(?:\w+\W+){0,2}"
    r"\d+\s?[%٪％]",
    re.I,
)


# a tax or delivery note after a price ("inkl. MwSt., zzgl. Versand", "Tax included")
_TAX_NOTE = re.compile(
    rf"{TAX_INCLUDED}|\b(?:vat|mwst|tax|btw|iva|tva|moms|gst)\b|versand|shipping|delivery|"
    r"livraison|envío|frete|spedizione|verzending|frakt|porto",
    re.I,
)
_TABLE_TAGS = frozenset(("tr", "td", "th", "tbody", "thead", "table"))
# class words that tell two prices apart by something other than a sale
_PAIR_NAMED = re.compile(
    r"(?<![a-z])(?:wallet|card|club|vip|member|tier|qty|quantity|bulk|range|lowest|omnibus|"
    r"instal\w*|pack|warranty|from|to|min|max|net|gross|excl|incl|vat|tax|unit|per|"
    # (other sellers' offers side by side: "<div class=sellers><span class=seller-price>")
    r"sellers?|vendors?|merchants?|offers?|shops?|stores?)(?![a-z])",
    re.I,
)


def _bare_price(c: _Candidate) -> bool:
    """True when the candidate's text is its price alone: the amount and its sign."""
    rest = c.text[: c.token.start] + c.text[c.token.end :]
    if c.token.symbol:
        rest = rest.replace(c.token.symbol, "", 1)
    return not rest.strip()


def _unchosen_option_prices(cands: list[_Candidate]) -> None:
    """Sets aside a price printed inside an option of a row whose chosen option is marked
    ("选择套装：<a>单机身 ¥2799</a> <a aria-current=true>16-50mm 套机</a> <a>双镜头套机
    ¥4299</a>"), the option itself not chosen: another variant's price. Only while a live price
    of another amount is left."""
    live = [c for c in cands if not c.struck and not c.skip]
    if len({c.token.amount(2) for c in live}) < 2:
        return
    for c in live:
        option = next(
            (n for n in islice(chain((c.el,), c.el.iterancestors()), 3) if n.tag in _OPTION_TAGS),
            None,
        )
        parent = option.getparent() if option is not None else None
        if parent is None or is_chosen(option):
            continue
        row = [n for n in islice(parent, 20) if n.tag == option.tag]
        chosen = [n for n in row if is_chosen(n)]
        if (
            len(row) >= 3
            and chosen
            # (not beside a chosen option that cannot be had, "<li class='size selected
            # sold-out'>XL …": the other sizes' prices still compete)
            and not any(_sold_out_option(n) for n in chosen)
            and any(
                o is not c and not o.skip and o.token.amount(2) != c.token.amount(2) for o in live
            )
        ):
            c.skip = True


# A new unit's price by its label, in Vietnamese ("Giá máy mới 100% nguyên seal:"; not "Giá
# mới", a shop's new, lowered price)
_NEW_UNITS = re.compile(
    r"giá (?:máy|hàng|sản phẩm|chiếc) mới|"
    # ... or the price of a new one in words that cannot mean a lowered price ("Naujas: 299,99 €",
    # the new one, "Neupreis: 2.499,00 €", "Prix neuf", "Nypris"; not "New price:", "Neu:",
    # "Nauja:", a sale's)
    r"^\W*naujas\s*[:：]\s*$|"
    r"\b(?:neupreis|retail new|prix (?:du )?neuf|nypris|naujo kaina|cena nowego|cena nového|"
    r"цена нового|цена новой|új ára)\b",
    re.I,
)
# A used or refurbished product's name ("Nova X12 Pro 256GB – Cũ đẹp 99%", "(đã qua sử dụng)")
_USED_NAME = re.compile(
    r"(?<![^\W\d_])(?:cũ|đã qua sử dụng|đã sử dụng|trưng bày|like ?new|used|refurbished|"
    r"renewed|pre-owned|second[- ]hand|9\d%|"
    # (in more languages: "Fotoaparatas Kameo M30 (naudotas)", "Kamera (gebraucht)")
    r"naudotas|naudota|lietots|lietota|kasutatud|käytetty|gebraucht|usado|usada|usato|usata|"
    r"d['’]occasion|begagnad|brugt|brukt|używany|używana|použitý|použitá|polovni|polovna|"
    r"rabljen[aio]?|б/у|подержанный|вживаний|ikinci el|használt)(?![^\W\d_])",
    re.I,
)


def _new_units_price(cands: list[_Candidate], title: str | None) -> None:
    """Sets aside a new unit's price, so labelled, on a used or refurbished product's page
    ("Giá máy mới 100% nguyên seal: 24.990.000₫" beside a used phone's 14.490.000₫): a
    reference, not this product's price. Only while another live price is left."""
    if not title or _USED_NAME.search(title) is None:
        return
    live = [c for c in cands if not c.struck and not c.skip]
    for c in live:
        # (its label in the price's own text, or the line it leads: "<p>Giá máy mới: <b>…")
        parent = c.el.getparent()
        lead = _words_before(c).strip() or (
            (parent.text or "") if parent is not None and parent[0] is c.el else ""
        )
        if _NEW_UNITS.search(lead) and _other_amount_left(c, live):
            c.skip = True


_NAME_WORD = re.compile(r"[^\W\d_]{2,}")  # (not _WORD above: a variant's words hold digits)


def _set_of_title(cands: list[_Candidate], title: str) -> None:
    """Keeps the price of a set whose label the title repeats ("본품+리필 세트 39,000원" on the
    page of "글로우 쿠션 본품+리필 세트", "Body + lens kit: €1,099.00" on "Nikon Z50 Body + Lens
    Kit"): the set the page sells, not one offered beside it."""
    named = {w.lower() for w in _NAME_WORD.findall(title)}
    if not named:
        return
    for c in cands:
        if not c.weak or c.struck:
            continue
        lead = c.text[: c.token.start][-60:]
        m = SET_LABEL.search(lead)
        if m is None:
            continue
        words = [w.lower() for w in _NAME_WORD.findall(m.group(0))]
        if words and 3 * sum(w in named for w in words) >= 2 * len(words):
            c.skip = c.weak = False


def _part_of_titled_set(cands: list[_Candidate], title: str) -> None:
    """Sets aside one part of a set sold alone, labelled so ("리필 단품 18,000원", the refill
    alone) on the page of the set whose title joins that part to another ("글로우 쿠션 (본품+
    리필)"): not the set the page sells. On the page of the part itself ("디퓨저 리필 200ml")
    the label names the product."""
    if "+" not in title:
        return
    for c in cands:
        if c.skip or c.struck:
            continue
        m = _PART_ALONE.search(c.text[: c.token.start][-30:])
        if m is not None and re.search(rf"\+\s?{m.group(1)}|{m.group(1)}\s?\+", title):
            c.skip = c.weak = True


def _trial_size_beside(cands: list[_Candidate], title: str) -> None:
    """Sets aside a trial size's price, labelled so with its size ("ขนาดทดลอง 5 มล. เพียง
    ฿190.00", "Trial size 5 ml: $9"), on the page of a product whose title names no trial size:
    another size offered beside the one sold. On the trial size's own page it is the price."""
    if _TRIAL_WORDS.search(title):
        return
    for c in cands:
        if not (c.skip or c.struck) and _TRIAL_SIZE.search(c.text[: c.token.start][-40:]):
            c.skip = c.weak = True


_TRIAL_WORDS = re.compile(r"ขนาดทดลอง|ทดลอง|trial|sample|tester|mini\b", re.I)
_TRIAL_SIZE = re.compile(
    r"^\W*(?:ขนาดทดลอง|trial size)[^\d]{0,6}\d{1,3}\s?(?:มล\.?|ml|g|กรัม)[^\d]{0,8}$", re.I
)


def _alone_beside_bundle(cands: list[_Candidate], title: str) -> None:
    """Sets aside the price of the product alone ("Camera only OMR 129.000", "Nur Kamera:
    199 €") on the page of a bundle the title names ("… – Adventure Bundle"): another offer
    beside the one sold, while a live price of another amount is left."""
    if not _BUNDLE_TITLE.search(title):
        return
    live = [c for c in cands if not c.struck and not c.skip]
    for c in live:
        if _ALONE_LABEL.search(c.text[: c.token.start][-40:]) and _other_amount_left(c, live):
            c.skip = c.weak = True


_BUNDLE_TITLE = re.compile(
    r"\b(?:bundle|kit|combo|set|paket|komplet|zestaw|sada|coffret|conjunto|pacote)\b|"
    r"套装|套裝|세트|セット",
    re.I,
)
# the product alone, as the amount's own label ("Camera only", "Body only:", "Nur Kamera",
# "Solo cámara", "Boîtier seul")
# (not a time: "Today only:", "Nur heute:", "Solo hoy:", "Csak ma:")
_ALONE_LABEL = re.compile(
    r"^\W*(?!(?:today|this|tonight|weekend|online|members?)\b)(?:[^\W\d_][\w-]*\s){1,2}"
    r"(?:only|alone)\s*[:：]?\s*$|"
    r"^\W*(?:nur|solo|sólo|apenas|tylko|pouze|jen|csak)\s+(?:die |der |das |el |la |o |a )?"
    r"(?!(?:heute|hoy|oggi|hoje|dziś|dzisiaj|dnes|ma|online|jetzt|noch|hier|aquí)\b)"
    r"[^\W\d_][\w-]*\s*[:：]?\s*$|"
    r"^\W*(?!aujourd)[^\W\d_][\w-]*\s+seule?\s*[:：]?\s*$",
    re.I,
)


# one part of a Korean set alone: the refill, the case, the main item ("리필 단품", "본품 단품:")
_PART_ALONE = re.compile(r"(리필|케이스|본품)\s?단품\s*[:：]?\s*$")


def _other_amount_left(c: _Candidate, live: list[_Candidate]) -> bool:
    """True while a live price of another amount than ``c``'s is left beside it."""
    amount = c.token.amount(2)
    return any(o is not c and not o.skip and o.token.amount(2) != amount for o in live)


# A size, capacity or volume as a number and its unit ("45mm", "128 GB", "500 ml")
_MEASURE = re.compile(
    r"(?<![\w.,])(\d{1,4}(?:[.,]\d{1,2})?)\s?(mm|cm|gb|tb|ml|cl|kg|g|l|mah|w|inch|in\.|\")"
    r"(?![^\W\d_])",
    re.I,
)


# Each unit as a dimension and its size in that dimension's smallest unit ("1,5L" and
# "750ml" are two volumes)
_MEASURE_UNITS = {
    "mm": ("length", 1),
    "cm": ("length", 10),
    "ml": ("volume", 1),
    "cl": ("volume", 10),
    "l": ("volume", 1000),
    "g": ("mass", 1),
    "kg": ("mass", 1000),
    "gb": ("storage", 1),
    "tb": ("storage", 1000),
    "mah": ("charge", 1),
    "w": ("power", 1),
    "inch": ("inch", 1),
    "in.": ("inch", 1),
    '"': ("inch", 1),
}


def _measures(text: str) -> dict[str, set[Decimal]]:
    found: dict[str, set[Decimal]] = {}
    for m in _MEASURE.finditer(text):
        dimension, size = _MEASURE_UNITS[m.group(2).lower()]
        found.setdefault(dimension, set()).add(Decimal(m.group(1).replace(",", ".")) * size)
    return found


def _other_measure_named(cands: list[_Candidate], title: str | None) -> None:
    """Sets aside a price whose short label names another size of what the name gives
    ("Precio 41mm: Gs. 2.590.000" on "Aero Watch 7 GPS 45mm", "64 GB: 7 990 Kč" on a 128 GB
    phone's page, "Chai 750ml: 4.850.000₫" on a magnum's of 1,5L): another variant's price.
    Only while a live price of another amount is left."""
    named = _measures(title or "")
    if not named:
        return
    live = [c for c in cands if not c.struck and not c.skip]
    if len({c.token.amount(2) for c in live}) < 2:
        return
    for c in live:
        label = _words_before(c).strip() or row_label(c.el) or _row_label(c.el) or ""
        if not label or len(label) > 40:
            continue
        said = _measures(label)
        if (
            said
            and all(unit in named and not values & named[unit] for unit, values in said.items())
            and _other_amount_left(c, live)
        ):
            c.skip = True


_SOLD_OUT_OPTION = re.compile(r"sold-?out|out-?of-?stock|unavailable|disabled", re.I)


def _sold_out_option(option: etree._Element) -> bool:
    return option.get("disabled") is not None or bool(
        _SOLD_OUT_OPTION.search(option.get("class") or "")
    )


def _unchosen_radio_prices(cands: list[_Candidate]) -> None:
    """Sets aside a price printed right after a radio button left unchosen beside a chosen
    one ("<input type=radio checked> Tikai konsole · <input type=radio> Komplekts ar spēli
    529,99 €"): the other option's price."""
    for c in cands:
        if c.skip or c.struck or not len(c.el):
            continue
        radios = [i for i in islice(c.el.iter("input"), 12) if i.get("type") == "radio"]
        if len(radios) < 2 or not any(i.get("checked") is not None for i in radios):
            continue
        amount = c.text[c.token.start : c.token.end]
        if any(
            i.get("checked") is None and amount in " ".join((i.tail or "").split()) for i in radios
        ):
            c.skip = True


def _request_between(h1: etree._Element, main: etree._Element | None) -> bool:
    """True when a short line after the title and before the main price, in the box both are
    in (six levels up from the title at most), says the price is given on request."""
    if main is None:
        return False
    box = _shared_box(h1, main, 6)
    if box is None:
        return False
    started = False
    for count, el in enumerate(box.iter(etree.Element)):
        if el is h1:
            started = True
        elif el is main or count > 300:
            return False
        elif started and not any(unchosen_sibling(n) for n in (el, *islice(el.iterancestors(), 2))):
            # (an element's short line, or a line of text after it: "<br>Cena: Na upit<br>")
            text = text_of(el) if len(el) <= 2 else ""
            tail = el.tail or ""
            for line in (text, tail):
                if len(line) <= 80 and _ON_REQUEST.search(line):
                    return True
    return False


def _beside_sale_classed(a: Seen, b: Seen) -> Seen | None:
    """The higher of two prices in sibling elements of one parent when the lower one's class
    names it the sale's or the current one ("sale", "price-now") and the higher's does not."""
    if a.el is None or b.el is None or a.el.getparent() is not b.el.getparent():
        return None
    sale_a = _SALE_CLASS.search(a.el.get("class") or "") is not None
    sale_b = _SALE_CLASS.search(b.el.get("class") or "") is not None
    if sale_a == sale_b:
        return None
    sale, other = (a, b) if sale_a else (b, a)
    if any(sum(ch.isalpha() for ch in s.text) > 4 for s in (sale, other)):
        return None  # (the amounts alone, a sign or code at most: not "€ 28,44 incl. btw")
    low, high = sale.token.amount(2), other.token.amount(2)
    return other if low is not None and high is not None and high > low else None


# A class naming the price to pay now ("sale", "price--now", "current-price", "special")
_SALE_CLASS = re.compile(
    r"(?<![a-z])(?:sale|now|current|special|offer|discounted|reduced)(?![a-z])", re.I
)


def _shared_box(h1: etree._Element, main: etree._Element, up: int) -> etree._Element | None:
    """The nearest element holding both the title and the main price, ``up`` levels above the
    title at most; None beyond."""
    return next(
        (a for a in islice(h1.iterancestors(), up) if any(m is a for m in main.iterancestors())),
        None,
    )


def _blank_price(h1: etree._Element, main: etree._Element) -> bool:
    """True when the box holding the title and the main price (four levels up from the title
    at most) has a price line with a sign and no amount ("Uw prijs: € –", "Total: -- €")."""
    box = _shared_box(h1, main, 4)
    if box is None:
        return False
    for count, el in enumerate(box.iter(etree.Element)):
        if count > 300:
            return False
        if len(el) <= 2 and _BLANK_PRICE.match(text_of(el)) is not None:
            return True
    return False


# A price line whose amount is a dash: the label, then the sign and a dash or the reverse
_BLANK_PRICE = re.compile(
    r"^.{0,20}?(?<!\w)(?:price|prijs|preis|prix|precio|prezzo|preço|pris|hinta|cena|cijena|"
    r"fiyat|цена|ціна|total|totaal|gesamtpreis|summe|endpreis|価格|价格|價格|가격)\s*:?\s*"
    r"(?:[€$£¥₹₽₺₩₪₫₱฿]|kr\.?|zł|kč|chf|eur|usd|gbp)\s*[-–—]{1,3}\s*$|"
    r"^.{0,20}?(?<!\w)(?:price|prijs|preis|prix|precio|prezzo|preço|pris|hinta|cena|cijena|"
    r"fiyat|цена|ціна|total|totaal|gesamtpreis|summe|endpreis|価格|价格|價格|가격)\s*:?\s*"
    r"[-–—]{1,3}(?:[.,][-–—]{1,2})?\s*(?:[€$£¥₹₽₺₩₪₫₱฿]|kr\.?|zł|kč|chf|eur|usd|gbp)\s*$",
    re.I,
)


def _why_none(root: etree._Element, vis: Visible) -> str:
    if vis.reason:
        return vis.reason
    body = root.find("body")
    # (the words drawn, not a script's or a stylesheet's: a translation bundle's "Price on
    # request" is no word of the page's, and a script's megabytes need no search)
    body_text = "".join(_DRAWN_TEXT(body)) if body is not None else ""
    if _ON_REQUEST.search(body_text[:1_000_000]):
        return "price_on_request"
    for script in islice(_script_texts(vis.scripts), 200):
        if _SCRIPT_PRICE.search(script[:500_000]):
            return "price_in_script"
    return "no_price_found"


def _script_texts(scripts: list[etree._Element]) -> Iterator[str]:
    """The text nodes of the scripts that are not ld+json, in document order, as
    //script[not(…ld+json…)]/text() finds them, from the walk's list of the page's scripts
    (a second search of the whole tree saved)."""
    ld = set(jsonld_scripts(scripts))
    for script in scripts:
        if script not in ld:
            yield from _TEXT_NODES(script)


_TEXT_NODES = etree.XPath("text()")
_DRAWN_TEXT = etree.XPath(
    "descendant::text()[not(ancestor::script or ancestor::style or ancestor::template)]"
)
