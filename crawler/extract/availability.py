"""Stock state a page shows outside structured data: stock notes, buy button, product box."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain, islice

from lxml import etree

from crawler.extract.cues import (
    _BUY_TAGS,
    _OTHER_OFFERS_HEADING,
    _SKIP_TAGS,
    ADD_RE,
    PICKED_LABEL,
    PREORDER_RE,
    SOLD_RE,
    adds_to_cart,
)
from crawler.extract.identity import TEXT_LABEL
from crawler.extract.marks import Flags, is_chosen, nearest, page_href, text_of, text_upto
from crawler.extract.money import DASH_CENTS, find_prices
from crawler.extract.stock import lead_only, names_lead, orders_taken, stock_from_text
from crawler.extract.titles import _MIN_NAME, _names, _norm
from crawler.extract.tree import at_most

_BOX_ELEMENTS = 400  # the product box is read this far: its stock line sits near the top
_BOX_TEXT = 80  # a stock line is short; longer texts are descriptions
# A bare "Add" is the add-to-cart control only on a button inside the product's own box
# (grocery shops: "Add", quantity steppers); elsewhere it adds to lists and wishlists.
# A disabled buy button that waits for a choice or an entry: "Select a size", "Choose an
# option", "Enter your postcode", "Informe seu CEP", "Bitte Größe wählen", "Odaberite veličinu"
_ASKS_FIRST = re.compile(
    r"\s*(?:please |bitte )?(?:select|choose|pick|enter|informe|selecione|escolha|"
    r"seleccion[ae]|elige|elija|wähle|wählen|choisi|sélectionne|scegli|seleziona|kies|"
    r"selecteer|välj|vælg|velg|wybierz|vyberte|odaberi|izberi)\b"
)
_BARE_ADD = {"add", "hinzufügen", "ajouter", "añadir", "aggiungi", "toevoegen", "lägg till"}
# ... and so is a Korean "Buy" ("구매하기", "바로구매"): on a button of the box, as the whole label
_BARE_BUY = {"구매하기", "바로구매", "바로 구매", "바로 구매하기", "바로구매하기"}
# "Add to your basket", "Add to my bag": the add-to-cart label with a possessive between
_ADD_YOUR = re.compile(r"\badd to (?:your|my) (?:basket|bag|cart|trolley)\b")


@dataclass(frozen=True)
class PageStock:
    """The stock state the page shows, and whether the buy button itself says sold out."""

    state: str | None = None
    sold_out_button: bool = False
    # A stock-named element of the product says it cannot be delivered ("Derzeit nicht
    # lieferbar", "Out of stock"): that outweighs structured data, which is often stale.
    stated_out: bool = False
    # Only the add-to-cart control being greyed out says it (no word of the page says sold
    # out): on a page with no price that is as often "choose a size first" as stock.
    greyed_out: bool = False
    # Only an active add-to-cart control says it (no word of the page): on a page with no
    # price to pay ("From £45", a range) it waits for a choice and may say nothing of stock
    # (page_identity decides).
    by_button: bool = False
    # A stock-named element says it is in stock and the product's add-to-cart control is
    # active ("I lager – leverans 1–3 dagar" above "Lägg i varukorgen"): that outweighs
    # structured data saying OutOfStock.
    stated_in: bool = False
    # ... and counts no few units ("In stock", "有貨", "Varastossa 20+ kpl"; not "Skladem
    # 2 ks"): that outweighs a structured LimitedAvailability too
    stated_plain: bool = False
    # The state is the first line under the product's title, on a page with no price box
    # ("<h1>…</h1><p>Drop 3 is sold out</p>" above a rail of other products' prices)
    under_title: bool = False


# A count of fewer than ten units ("Skladem 2 ks", "3 left"), not a delivery time ("Delivered
# within 2 working days", "2-4 Werktage")
_FEW = re.compile(
    r"(?<![\d.,+])[1-9](?![\d.,+])(?!\s*(?:-|–|to|bis|à|a)\s*\d)"
    r"(?!\s*(?:working |business |werk|arbeits)?(?:days?|dn[íiů]|dage|dagar|päivä|tage?|"
    r"jours?|días?|giorni|uur|hours?|h\b|wochen|weeks?))",
    re.I,
)


def _line_says_out(box: etree._Element, flags: Flags) -> int:
    """Whether a short line of the product's box, named for stock or not, says it cannot be
    bought ("This product is currently unavailable.", "Sold out – no longer available"): 0
    if none does, 2 if one says it of delivery, 1 if only of a store's shelf ("Click &
    collect: out of stock at Leeds")."""
    said = 0
    for count, el in enumerate(box.iter("p", "div", "span", "strong", "b", "em", "li")):
        if count >= _LINES_READ:
            break
        text = text_upto(el, 120)
        if 3 < len(text) <= 120 and not any(flags.inherited(el)) and not _PART_OF.search(text):
            if stock_from_text(text) == "out_of_stock":
                if not _PICKUP.search(text):
                    return 2
                said = 1
    return said


def _other_row(node: etree._Element) -> bool:
    """True inside a row of a variant table or list that is not the chosen one while a row
    beside it is ("<tr><td>S</td>…<button class=restock>再入荷お知らせ</button></tr><tr
    class=selected><td>M</td>…"): its stock speaks of another variant."""
    for depth, row in enumerate(chain((node,), node.iterancestors())):
        if depth > 5:
            return False
        if row.tag in ("tr", "li"):
            if _row_chosen(row):
                return False
            parent = row.getparent()
            return parent is not None and any(
                r is not row and r.tag == row.tag and _row_chosen(r) for r in islice(parent, 40)
            )
    return False


def _other_offer_row(node: etree._Element, title: etree._Element | None) -> bool:
    """True inside a row of a list of priced offers with no button of its own ("<ul
    class=offers><li>eShopAthens <span>79,00€</span> <span>Διαθέσιμο σε 4–10 ημέρες</span></li>
    <li>MegaHome <span>89,99€</span></li></ul>" under the featured offer): its stock is another
    seller's or another offer's, not the one the page sells. Not the rows of the product's own
    table, which hold its title ("<tr><td><b>Sandals</b></td></tr><tr><td>Price: UGX 145,000
    </td></tr><tr><td>Made to order … Delivery UGX 10,000</td></tr>")."""
    row = next((r for r in islice(node.iterancestors(), 3) if r.tag in ("li", "tr")), None)
    if row is None and node.tag in ("li", "tr"):
        row = node
    parent = row.getparent() if row is not None else None
    if parent is None or (title is not None and _holds(parent, title)):
        return False
    # (an offer's row leads with its seller or its price, not its stock: not a list of the box's
    # own notes, "<li><span class=stock>Pre-order</span> – delivery £2.99</li><li>Pay in 3 ×
    # £20.00</li>")
    words = text_of(node)[:40].strip()
    if not words or text_of(row)[:_LINE_TEXT].lstrip().startswith(words):
        return False
    priced = [r for r in islice(parent, 12) if r.tag == row.tag and _has_price(r)]
    return (
        len(priced) >= 2
        and any(r is row for r in priced)
        and not any(
            _adds((text_of(b) or b.get("value") or "").casefold()[:100])
            for b in row.iter("button", "input", "a")
        )
    )


def _holds(parent: etree._Element, el: etree._Element) -> bool:
    return any(a is parent for a in el.iterancestors())


def _has_price(row: etree._Element) -> bool:
    return any(t.symbol for t in find_prices(text_of(row)[:_LINE_TEXT]))


def _takes_orders(buy: etree._Element, state: str) -> bool:
    """True when the buy button's label takes an order: adds to the cart ("In den
    Warenkorb", "Bestil nu" as the whole label), or pre-orders beside a pre-order or
    backorder line ("Preordina")."""
    label = text_of(buy).casefold()
    if _adds(label):
        return True
    return state in ("preorder", "backorder") and PREORDER_RE.search(label) is not None


def _adds(label: str) -> bool:
    """True when a control's label (casefolded) adds to the cart."""
    return adds_to_cart(label)


def _in_card(node: etree._Element) -> bool:
    """True inside a link to another page that shows a picture: another product's card
    ("<a href=/m240><img>…<span class=stock>En stock</span></a>", a successor's, a
    recommendation's), whatever its block is named."""
    for el in nearest(node.getparent(), 4):
        if el.tag == "a":
            href = (el.get("href") or "").strip()
            return (
                bool(href) and href[0] != "#" and next(el.iter("img", "picture"), None) is not None
            )
    return False


def _priced_row(node: etree._Element) -> bool:
    """True in a row of a list or table that prints a price of its own beside rows that do
    too, none of them chosen ("<li>Tolva 250 g — 12,50 € — <span class=in-stock>En stock
    </span></li>"): spare parts and accessories with their stock, not the product's."""
    for el in nearest(node.getparent(), 3):
        if el.tag in ("li", "tr"):
            parent = el.getparent()
            if parent is None or _row_chosen(el):
                return False
            rows = [r for r in islice(parent, 40) if r.tag == el.tag]
            # (read lazily: a long list's rows are read only as far as needed)
            return (
                any(r is el for r in rows)
                and _prices_in(el)
                and not any(_row_chosen(r) for r in rows)
                and any(r is not el and _prices_in(r) for r in rows)
            )
    return False


def _prices_in(el: etree._Element) -> bool:
    return any(t.symbol for t in find_prices(text_of(el)[:200]))


def _row_chosen(row: etree._Element) -> bool:
    return is_chosen(row) or any(i.get("checked") is not None for i in islice(row.iter("input"), 4))


_PLACE_LINES = ("li", "p", "div", "dd")
# the states a shopper can order in, best first
_ORDERABLE = ("in_stock", "limited", "backorder", "preorder")


def _places_listed(node: etree._Element) -> str | None:
    """The stock of a block listing it line by line, one line per warehouse or store, some
    sold out and some not: the first line's when it states one (the shop's own stock above
    its stores', "Nettlager: Få igjen (2 stk.)"), else the best any line states ("Stock for
    size L · Cape Town warehouse: Only 2 left · Johannesburg warehouse: Sold out"). None
    when the block is no such list."""
    if len(text_upto(node, 401)) > 400:
        return None  # (a product's box, not a block of stock lines)
    states: list[str | None] = []
    labelled = 0
    for el in list(islice(node.iter(*_PLACE_LINES), 1, 14)):
        if next(el.iterdescendants(*_PLACE_LINES), None) is not None:
            continue  # (a wrapper of lines, not a line)
        line = text_of(el)[:120]
        states.append(state := stock_from_text(line))
        labelled += state is not None and ":" in line
    stated = [s for s in states if s is not None]
    if labelled < 2 or "out_of_stock" not in stated or len(set(stated)) < 2:
        return None
    if states[0] is not None:
        return states[0]
    return next(s for s in _ORDERABLE if s in stated)


def _before_stores(text: str) -> str | None:
    """The stock state a stock element's text gives, read up to where it turns to stores
    when that part says one ("Verkkokauppa: Varastossa 5+ kpl · Saatavuus myymälöissä: Oulu:
    Tilattavissa myymälään"): the shop's own stock comes first, its stores' after."""
    m = _PICKUP.search(text)
    if m is not None and m.start() > 3 and (state := stock_from_text(text[: m.start()])):
        return state
    state = stock_from_text(text)
    if state == "in_stock" and m is not None and m.start() <= 3 and _STORES_FIRST.match(text):
        # "Myymälöissä: saatavilla 4 myymälässä", "In stores: available": the stores have
        # it, which says nothing of the stock the shop sends from
        return None
    return state


# A line that starts by naming the stores it speaks of: "In stores:", "Myymälöissä:",
# "Im Markt:", "Filialen:" (a label, up to its colon)
_STORES_FIRST = re.compile(r"\W*[^\W\d_][\w .&'-]{0,30}:")


def _wraps_next(node: etree._Element, after: list[etree._Element]) -> bool:
    """True when the next stock-named element is inside ``node`` and states a stock of its own
    (not a caption, "Availability"), and ``node`` is no line but a box (its text longer than a
    stock line's)."""
    return (
        bool(after)
        and any(a is node for a in after[0].iterancestors())
        and len(text_upto(node, _BOX_TEXT + 1)) > _BOX_TEXT
        and stock_from_text(text_of(after[0])[:200]) is not None
    )


def _lines_block(node: etree._Element, after: list[etree._Element], flags: Flags) -> bool:
    """True when the next stock-named element is inside ``node``, shown, says a state of its
    own and ``node`` is short (a block of a few lines, not the product's whole box)."""
    if not after or not any(a is node for a in after[0].iterancestors()):
        return False
    if not _shown(after[0], flags):
        return False
    return len(text_upto(node, 161)) <= 160 and stock_from_text(text_of(after[0])[:200]) is not None


def _line_says_in(box: etree._Element, flags: Flags) -> bool:
    """True when a short line of the product's box says it can be had in some way ("Click &
    Collect: in 3 Filialen vorrätig", "42 · ultimi 2 pezzi", "Stock online: 8 unidades"):
    a line saying it cannot be delivered is then no word on the product as a whole."""
    for count, el in enumerate(box.iter(etree.Element)):
        if count >= _LINES_READ:
            break
        text = text_upto(el, 120)
        if 3 < len(text) <= 120 and not any(flags.inherited(el)) and not _NOTIFY.match(text):
            # (not a button to be told when it is back: "Avisem-me quando estiver disponível")
            if stock_from_text(text) in ("in_stock", "limited", "backorder", "preorder"):
                return True
    return False


def _line_states_in(box: etree._Element, flags: Flags, title: etree._Element | None) -> str | None:
    """The first short element of the product's box that states a stock, when it says in
    stock, of delivery ("In stock", "有貨"; not "In stock at Leeds", not a size's or a row's
    of a variant table; not after "Udsolgt")."""
    for el in _box_window(box, title):
        if el.tag in _SKIP_TAGS or el is title:
            continue
        text = text_upto(el, _NOTICE + 1)
        if not 3 <= len(text) <= _NOTICE or (state := stock_from_text(text)) is None:
            continue
        if _PICKUP.search(text) or _PART_OF.search(text) or _store_slot(el):
            continue
        if not _unseen(el, flags) and not _in_option(el) and not _other_row(el):
            return text if state == "in_stock" else None
    return None


# A line about a size, a colour or a way to collect, not the product: "Size 12 – sold out",
# "Abholung im Markt: nicht verfügbar" (not Dutch "op maat", made to measure)
_PART_OF = re.compile(
    r"\b(?:size|größe|grösse|taille|talla|taglia|(?<!op )maat|storlek|størrelse|colou?r|farbe|"
    r"couleur|"
    # (Turkish, Polish, Hungarian, Czech sizes: "Beden seçiniz 40 … 44 Tükendi")
    r"beden|rozmiar|méret|velikost|"
    r"pick-?up|abholung|retrait|recogida|ritiro|im markt|en tienda)\b",
    re.I,
)


_LINES_READ = 80


_SUCCESSOR = re.compile(r"successor|nachfolger|replacement-product", re.I)


def page_stock(
    nodes: list[etree._Element],
    buy: etree._Element | None,
    flags: Flags,
    box: etree._Element | None = None,
    title: etree._Element | None = None,
) -> PageStock:
    """In-stock, sold-out… from stock-named elements, else the add-to-cart control, else the
    short lines and buttons of the box that holds the product's title and price."""
    if buy is not None and (_display_none(buy) or flags.inherited(buy)[2]):
        # the add-to-cart control a theme hides by its class ("<a class='btnNormal
        # displaynone'>장바구니 담기</a>" beside the shown "품절"), or hidden with what holds
        # it (a closed quick-view of another product): none is offered
        buy = None
    elif buy is not None and any(
        _SUCCESSOR.search(a.get("class") or "") for a in islice(buy.iterancestors(), 3)
    ):
        # the successor's own button ("<div class='successor card'>Korvaava tuote: … <button>
        # Lisää ostoskoriin") under a discontinued product's line: it sells the other product
        buy = None
    if title is not None and box is not None and links_home(title):
        # the "title" is the shop's name linking home ("<h1><a href=/>Shop</a></h1>"): the
        # box runs from the page's header, and its stock line sits past the menus, after
        # the heading that names the product
        named = _product_heading(box, title)
        title = named if named is not None else title
    if box is not None and (picked := _picked_line(box, flags)) is not None:
        # "選択中：27.0cm 残りわずか", "Selected: Double – only 2 left": the line that names the
        # variant chosen says its stock, whatever the rows of the other sizes say
        return PageStock(picked, stated_out=picked == "out_of_stock")
    for i, node in enumerate(nodes[:30]):
        if not _shown(node, flags) or _store_named(node) or _other_row(node):
            continue
        if any(
            _store_named(up) for up in islice(node.iterancestors(), 3)
        ) and not _ONLINE_ROW.search(
            text_of(node.getparent() if node.getparent() is not None else node)[:80]
        ):
            # one store's row of a list named for the stores ("<ul class=store-stock><li>Neuss
            # <span class=avail>nicht vorrätig</span>"; not its online row, "En ligne : Épuisé"):
            # the shop's own stock is said elsewhere
            continue
        if _in_card(node) or _priced_row(node) or _SUCCESSOR.search(node.get("class") or ""):
            # another product's: a card linking to it, a row of parts with prices, the
            # successor a discontinued page points to ("prod-page__successor-stock")
            continue
        if _wraps_next(node, nodes[i + 1 : i + 2]):
            # the product's whole box, classed by its state ("<div class='product type-product
            # instock'>"), round the stock line of its own that comes next: that line says
            continue
        if _lines_block(node, nodes[i + 1 : i + 2], flags):
            # a short block of stock lines, one per channel ("<table class=availability>
            # E-shop: Skladem · Prodejna Praha: Vyprodáno"): its lines are read one by one
            continue
        lines = _lines(node)
        text = (" · ".join(lines) if lines else text_of(node))[:200]
        parent = node.getparent()
        if text.endswith(":") and parent is not None and at_most(parent, 3):
            # "<span class=available>В наличии:</span> осталось 2 шт.": the label alone; its
            # line reads on after it
            text = text_of(parent)[:200]
        # (lines one under the other: the first that says a state, the shop's own before its
        # stores': "På lager i nettbutikk" over "Kan bestilles til butikk")
        state = (
            next((st for line in lines if (st := _before_stores(line))), None)
            if lines
            else _before_stores(text)
        )
        if lines and state == "out_of_stock" and _before_stores(text) in _LATER:
            # ... unless the lines together take orders for later: "Not in stock — available
            # to order" over "Usually dispatched within 10 to 14 business days"
            state = _before_stores(text)
        if state == "out_of_stock" and (listed := _places_listed(node)) is not None:
            # "Cape Town warehouse: Only 2 left · Johannesburg warehouse: Sold out": the
            # block's lines, one per place
            state = listed
        if state is None and text and len(text) <= _SLOT_TEXT:
            # "<div class='kb-stock kb-stock--in-stock'>Voor 23.59 uur besteld, morgen
            # bezorgd</div>": the class names the state its delivery promise leaves unsaid
            state = _state_class(node)
        if state in (None, "in_stock", "out_of_stock") and _backorder_class(node):
            # WooCommerce marks a product on backorder "<p class='stock available-on-backorder'>",
            # Magento "<div class='stock available backorder'>", a BEM theme "<div class='stock
            # stock--backorder'>", whatever the text says ("Currently unavailable – you can
            # order", "Due in stock 14/11", "Forventes på lager i uge 3 – kan bestilles nu")
            state = "backorder"
        if state == "in_stock" and _by_appointment(text):
            # "Pièce d'exception – disponible en boutique sur rendez-vous": shown at a
            # boutique to whoever books a visit, not stock the shop sells online
            continue
        if state:
            stated_out = state == "out_of_stock" and _out_for_delivery(node, text)
            if state == "out_of_stock" and not stated_out and len(text) <= _BOX_TEXT:
                # "Niedostępny w salonie Kraków", "Nicht vorrätig in Filiale Köln": one store's
                # shelf; the shop's own stock is said elsewhere, or not at all
                continue
            if state == "in_stock" and box is not None:
                # "Άμεσα διαθέσιμο" then "Τελευταία <b>2</b> τεμάχια" in the next stock slot
                # of the product's box: the count says how many are at hand
                # (not a lead time alone: "Shipped from abroad · delivery in 10–15 days" is
                # the delivery's, the slot's "In stock" the stock's)
                state = (
                    _next_scarce(nodes[i + 1 : 30], flags, box, node)
                    or _box_refined(box, flags, title, leads=False)
                    or state
                )
            # "In stock" in the product's stock slot beside its active add-to-cart control:
            # structured data that says OutOfStock is stale
            stated_in = (
                state in ("in_stock", "limited", "backorder", "preorder")
                and buy is not None
                and not _disabled(buy)
                and _takes_orders(buy, state)
            )
            plain = stated_in and state == "in_stock" and not _FEW.search(text)
            return PageStock(state, stated_out=stated_out, stated_in=stated_in, stated_plain=plain)
    if buy is not None and box is not None and _card_button(buy, box):
        # the first add-to-cart control is a related product's card's, outside the product's
        # box ("<button class=reco__atc>" repeated down a carousel): the box's own stock line
        # or button ("Utsolgt", "품절", "Beställningsvara") says more of this product
        own = _box_lines(box, flags, title) or _box_button(box, flags)
        if own is None and _sold_out_after(box, flags):
            return PageStock("out_of_stock", sold_out_button=True)
        if own is not None:
            sole = own == "out_of_stock" and _sold_out_in(box, flags)
            return PageStock(own, sold_out_button=sole)
    if buy is not None:
        label = text_of(buy) or (buy.get("value") or "")
        state = stock_from_text(label[:100])
        label = label.casefold()
        if state == "preorder" and _BACKORDER_WORD.search(label) and box is not None:
            # "Pre-order / Backorder now": one label for both; the box's line says which
            return PageStock(_box_lines(box, flags, title) or state)
        if state == "backorder" and not _disabled(buy):
            # an active "Backorder now" button takes orders for later delivery
            return PageStock(state)
        if state in ("out_of_stock", "preorder"):
            # Only the buy button itself ("Sold out" and little else, not a size swatch
            # "XL – sold out") outweighs structured data.
            sole = state == "out_of_stock" and len(label) <= 25 and not _in_option(buy)
            return PageStock(state, sold_out_button=sole)
        if buy.get("disabled") is not None or "disabled" in (buy.get("class") or "").split():
            if state is None and _ASKS_FIRST.match(label):
                # "Select a size to add to basket", "Informe seu CEP para comprar": disabled
                # until the shopper chooses, not sold out; the box's stock line says
                return PageStock(_box_lines(box, flags, title) if box is not None else None)
            if state is None and box is not None:
                # "Add to cart" greyed out beside an active "Pre-order now" button: orders
                # are taken, for later
                other = _other_order_button(box, buy, flags)
                if other is not None:
                    return PageStock(other)
                if _awaits_choice(box):
                    # disabled until a variant is chosen ("<select><option selected
                    # value=''>Choose…"): not sold out; the box's stock line says
                    return PageStock(_box_lines(box, flags, title))
            if state is None:
                said = _line_says_out(box, flags) if box is not None else 0
                # greyed out beside a line saying it cannot be delivered ("품절", "Out of
                # stock online"): that outweighs structured data as a stock element does
                return PageStock("out_of_stock", greyed_out=not said, stated_out=said == 2)
            return PageStock(state)
        if adds_to_cart(label):
            # An active add-to-cart button: orders are taken; a scarcity line in the
            # product's box ("Only 3 left") says how many, and its delivery line ("Bajo
            # pedido", "Made to order", "예약배송 상품입니다") says when.
            refined = _box_refined(box, flags, title) if box is not None else None
            form = buy.getparent()
            if refined is None and form is not None and form is not box:
                # the stock slot beside the button, outside the box of title and price
                # ("<form><div class=ProductForm__Inventory>En commande – expédition d'ici 2
                # à 3 semaines</div><button>Ajouter au panier")
                if len(text_of(form)) <= _FORM_TEXT:
                    refined = _box_refined(form, flags, None)
            if refined is None and box is not None:
                # the product's labelled stock line in a block of its own right after the box
                # ("<div><p>Stok: <b>Sisa 5</b></p></div>" above a sticky "+ Keranjang" bar)
                after = _labelled_after(box, flags) or _scarce_next(box, flags)
                refined = after if after in _REFINING else None
            if refined is None and box is not None and _labelled_out(box, flags):
                # "Availability: <b>Out of stock</b>" in the box beside a button left active
                return PageStock("out_of_stock")
            if refined is None and box is not None and title is not None:
                # ... or a row of the box's facts named for stock, label and value in cells
                # of their own ("<tr><td>在庫</td><td>△</td></tr>", "<dt>Availability</dt>
                # <dd>Only 2 left</dd>")
                fact = _fact_row(title, flags, within=box)
                if fact == "out_of_stock":
                    return PageStock("out_of_stock")
                if fact in _REFINING:
                    refined = fact
            line = (
                _line_states_in(box, flags, title) if refined is None and box is not None else None
            )
            if line is not None:
                # "✓ In stock · Delivered within 2 working days" on a line of the box, in
                # an element named for nothing: as a stock slot beside the active button
                return PageStock("in_stock", stated_in=True, stated_plain=not _FEW.search(line))
            return PageStock(refined or "in_stock", by_button=refined is None)
    if box is not None:
        state = _box_lines(box, flags, title) or _box_button(box, flags)
        if state is not None:
            # "Out of Stock Online" above the box's own button greyed out and reading "Out of
            # Stock": the button outweighs structured data, as a sold-out buy button does;
            # and so does a line of the box saying the product cannot be bought, with no
            # add-to-cart control anywhere ("Esgotado em todos os tamanhos", "Bu ürün artık
            # satılmamaktadır")
            sole = state == "out_of_stock" and _sold_out_in(box, flags)
            said = (
                state == "out_of_stock"
                and buy is None
                and _line_says_out(box, flags) == 2
                and not _line_says_in(box, flags)
            )
            return PageStock(state, sold_out_button=sole, stated_out=said)
    if buy is None and (box is not None or title is not None):
        # No add-to-cart control was found: the product's first button after its box or
        # title, disabled and saying "Out of stock", is its buy button greyed out
        if _sold_out_after(box if box is not None else title, flags):
            return PageStock("out_of_stock", sold_out_button=True)
        if box is not None and _add_after(box, flags):
            # ... and an active button named for the cart ("<button data-qa-action=
            # add-to-cart>추가하기") takes orders
            return PageStock("in_stock", by_button=True)
        if box is not None:
            # ... and the product's labelled stock line sits in a block of its own right
            # after the box of title and price ("<div><p>Stok: <b>Sisa 5</b></p></div>")
            state = _labelled_after(box, flags)
            if state is not None:
                return PageStock(state)
        if box is None and title is not None:
            # ... and no price either: a row of the product's facts labelled for stock
            # ("<td><b>Disponibilità</b></td><td>3 pz in magazzino</td>", an auction's
            # "<dt>Quantity:</dt><dd>1 available</dd>"), else the first short line after the
            # title in the block holding it ("<h1>…</h1><div class=buybox><div>This product
            # is currently unavailable.")
            state = _fact_row(title, flags) or _line_after_title(title, flags)
            if state is not None:
                # (a sold-out line right under the title says so of this product: "Drop 3 is
                # sold out" above a rail of other products' prices)
                return PageStock(state, stated_out=state == "out_of_stock", under_title=True)
    return PageStock()


_ROW_TAGS = frozenset({"li", "p", "div", "tr", "dd", "dt"})


def _lines(node: etree._Element) -> list[str]:
    """The texts of the element's lines when it is nothing but two lines or more ("<ul><li>
    Online: an Lager</li><li>Filiale Visp: Nicht an Lager</li></ul>"), each read apart (not
    "…LagerFiliale…", in which no store's name can be told), else none."""
    rows = [c for c in node if isinstance(c.tag, str) and c.tag in _ROW_TAGS]
    if len(rows) < 2 or len(rows) != len(node) or (node.text or "").strip():
        return []
    if len(text_upto(node, 200)) > 200:
        return []  # (a block of the page, not a few lines of stock)
    lines = [text_of(c) for c in rows]
    return lines if all(lines) else []


_LATER = ("backorder", "preorder")


def _picked_line(box: etree._Element, flags: Flags) -> str | None:
    """The stock state of the box's line that names the chosen variant, if it states one."""
    for el in islice(box.iter(), 600):
        text = el.text
        if not text:
            continue
        if (PICKED_LABEL.match(text) or _size_then_state(el, text)) and _shown(el, flags):
            return stock_from_text(text_of(el)[:150])
    return None


# The size shown as chosen, a spaced dash, then its stock ("Mărime: M – Ultimele 3 bucăți",
# "Size: 42 — only 2 left")
_SIZE_THEN_STATE = re.compile(
    r"\W*(?:size|mărime|marime|größe|grösse|taille|talla|taglia|maat|rozmiar|velikost|méret|"
    r"storlek|størrelse|koko|beden|tamanho)\s*[:：]\s*[\w./]{1,5}\s+[–—-]\s+",
    re.I,
)


def _size_then_state(el: etree._Element, text: str) -> bool:
    """True for the chosen size's line with a short stock note after it (not a fit note: "Size:
    M – The model is 185 cm tall and wears size M")."""
    m = _SIZE_THEN_STATE.match(text)
    return m is not None and len(text_of(el)) - m.end() <= 30


_FACTS_READ = 400  # elements after the title a facts table is looked for in
# "Quantity" names a stock row only with a count available after it ("1 available")
_QUANTITY_TERM = re.compile(
    # (and Icelandic "Magn:", an auction's "Aðeins 1 eintak")
    r"^\s*(?:quantity|quantité|cantidad|quantità|menge|anzahl|magn)\s*:?\s*$",
    re.I,
)
_AVAILABLE_COUNT = re.compile(r"^\s*(?:\d+|more than \d+)\s+available\b", re.I)


def _fact_row(
    title: etree._Element, flags: Flags, within: etree._Element | None = None
) -> str | None:
    """The stock a labelled row after the title states (a table's or a list's cell named
    for stock, then its value), outside side blocks and hidden parts; only inside ``within``
    when given."""
    for count, el in enumerate(_after(title, within)):
        if count > _FACTS_READ:
            return None
        if el.tag in _STATED_TAGS and (said := _stated_line(el, flags)) is not None:
            return said
        if el.tag not in _FACT_TAGS:
            continue
        term = text_of(el)
        if not term or len(term) > 30:
            continue
        quantity = _QUANTITY_TERM.match(term) is not None
        if not quantity and not _STOCK_TERM.match(term):
            continue
        value = _value_of(el)
        if value is None or any(flags.inherited(value)):
            continue
        line = " ".join(text_of(value).split())[:120]
        if quantity and not _AVAILABLE_COUNT.match(line) and stock_from_text(line) != "limited":
            continue  # (a quantity's row says the stock only as a count left: "Only 1 left")
        if _PICKUP.search(line):
            continue
        if (state := stock_from_text(line)) is not None:
            return state
        if len(line) <= 12 and (state := stock_from_text(f"{term.rstrip(':：')}：{line}")):
            return state  # a count or a mark read with its label ("在庫" | "△", "Stock" | "12")
    return None


_FACT_TAGS = frozenset({"dt", "th", "td", "b", "strong"})
_STATED_TAGS = frozenset({"li", "p", "div", "span"})


def _stated_line(el: etree._Element, flags: Flags) -> str | None:
    """The state of a line that names itself a stock line, label and value in one text
    ("<li>Tình trạng: Còn hàng</li>", "<p>Disponibilidad: <b>Agotado</b></p>")."""
    text = el.text
    if not text or len(text) > 60 or len(el) > 2:
        return None
    if not _STOCK_LINE.match(text) and not (len(el) and _STOCK_LABEL.match(text)):
        return None
    line = " ".join(text_of(el).split())
    if len(line) > 60 or _PICKUP.search(line) or _store_slot(el) or any(flags.inherited(el)):
        return None
    return stock_from_text(line)


def _after(el: etree._Element, within: etree._Element | None = None) -> Iterator[etree._Element]:
    """The elements after ``el`` in document order (not inside it), up to ``within``'s end."""
    node: etree._Element | None = el
    while node is not None and node is not within:
        for sib in node.itersiblings():
            if isinstance(sib.tag, str):
                yield from sib.iter(etree.Element)
        node = node.getparent()


def _value_of(term: etree._Element) -> etree._Element | None:
    """The cell or definition after a label: the next element, or the label's cell's next
    cell ("<td><b>Disponibilità</b></td><td>…")."""
    node = term
    for _ in range(2):
        nxt = node.getnext()
        while nxt is not None and not isinstance(nxt.tag, str):
            nxt = nxt.getnext()
        if nxt is not None:
            return nxt
        node = node.getparent()
        if node is None or node.tag not in ("td", "th"):
            return None
    return None


def _line_after_title(title: etree._Element, flags: Flags) -> str | None:
    """The stock state of the first short line after the title, within the title's block: not
    a list's item (an accessory's "Sold out"), a store's or a pickup's line, or a banner before
    the title."""
    seen = 0
    anchor = title
    for _ in range(2):
        # a title alone in its wrapper ("<div class=header><h1>…</h1></div>"): the lines
        # after the wrapper
        parent = anchor.getparent()
        if anchor.getnext() is not None or parent is None or parent.tag in ("body", "main"):
            break
        if len(text_upto(parent, 300)) > len(text_upto(title, 300)) + 10:
            break
        anchor = parent
    for sib in anchor.itersiblings():
        for el in sib.iter("p", "div", "span", "strong", "b", "em", "li", "h2", "h3", "h4"):
            seen += 1
            if seen > _LINES_READ:
                return None
            if el.tag == "li" or any(a.tag in ("li", "ul", "ol") for a in el.iterancestors()):
                continue
            text = text_upto(el, 80)
            most = 80
            if 80 < len(text) <= 200 and at_most(el, 1):
                # a notice of a few sentences: its first says it ("Dieser Artikel ist leider
                # nicht mehr erhältlich und wird nicht mehr nachproduziert.", "Produkt wycofany
                # ze sprzedaży. Ten model nie jest już dostępny. …")
                text, most = _SENTENCE_END.split(text_upto(el, 200), maxsplit=1)[0], 90
            if not 3 < len(text) <= most or _PART_OF.search(text) or _STORE_LINE.search(text):
                continue
            if _FINANCE.search(text) or _by_appointment(text):
                continue  # "Financiación disponible …": a way to pay, not stock (nor a visit)
            if any(flags.inherited(el)) or _in_option(el):
                continue
            state = stock_from_text(text)
            if most > 80 and state != "out_of_stock":
                continue  # (a notice's first sentence is read for one that ends the sale)
            if state is not None and not _legend(text):
                return state
    return None


_SENTENCE_END = re.compile(r"(?<=[.!。])\s+")


def _legend(text: str) -> bool:
    """A key to the marks a listing prints ("在庫表示：○ 在庫あり ／ △ 残りわずか ／ × 在庫切れ"):
    its parts name different states."""
    parts = [p for p in re.split(r"[／/|·,、]", text) if p.strip()]
    return len(parts) >= 2 and len({stock_from_text(p) for p in parts} - {None}) >= 2


_FINANCE = re.compile(
    r"financ|ratenzahlung|finanzierung|leasing|\bcuotas\b|parcel|instal|paiement|payment|pago",
    re.I,
)
# A store's stock, not the product's online: "In stock at our Manchester store"
_STORE_LINE = re.compile(r"\b(?:stores?|shop|filiale|magasin|tienda|negozio|butik)\b", re.I)


_AFTER_SIBLINGS = 3  # blocks after the box: its delivery and stock blocks, not the page's
_SIBLING_ELEMENTS = 40


def _labelled_after(box: etree._Element, flags: Flags) -> str | None:
    """The state of the first stock line named by its label ("Stok:", "Availability:") in the
    blocks that follow the product's box, or its parent, closely."""
    for node in (box, box.getparent()):
        if node is None or node.tag in ("body", "html"):
            return None
        for n, sib in enumerate(node.itersiblings()):
            if n >= _AFTER_SIBLINGS:
                break
            if not isinstance(sib.tag, str):
                continue
            for count, el in enumerate(sib.iter(etree.Element)):
                if count > _SIBLING_ELEMENTS:
                    break
                text = el.text
                if not text or ":" not in text or not _STOCK_LABEL.match(text):
                    continue
                line = " ".join(text_of(el).split())
                if not _line_size(line) or _unseen(el, flags) or _in_option(el):
                    continue
                if _PICKUP.search(line) or _store_slot(el):
                    continue
                return stock_from_text(line)
    return None


def _scarce_next(box: etree._Element, flags: Flags) -> str | None:
    """ "limited" for a short line of its own counting a few units left ("Only 4 left in
    stock.") in the block right after the product's box, where its delivery lines sit;
    a store's or a variant's line does not count."""
    sib = box.getnext()
    while sib is not None and not isinstance(sib.tag, str):
        sib = sib.getnext()
    if sib is None:
        return None
    for count, el in enumerate(sib.iter(etree.Element)):
        if count > _SIBLING_ELEMENTS:
            break
        if len(el) or not el.text:
            continue
        line = " ".join(text_of(el).split())
        if len(line) > 40 or not _FEW.search(line) or stock_from_text(line) != "limited":
            continue
        if _PICKUP.search(line) or _store_slot(el) or _unseen(el, flags) or _in_option(el):
            continue
        return "limited"
    return None


# A link to the shop's home page: "/", "/index.html", "https://shop.example/"
_HOME = re.compile(r"(?:https?://[^/?#]+)?/?(?:index\.\w+)?$")


def links_home(el: etree._Element) -> bool:
    """True when ``el`` is, holds or sits in a link to the shop's home page: its logo."""
    for node in (*nearest(el, 2), *el.iter("a")):
        href = node.get("href") if node.tag == "a" else None
        if href and _HOME.match(href.strip()):
            return True
    return False


def _product_heading(box: etree._Element, shop: etree._Element) -> etree._Element | None:
    """The first heading of ``box`` that starts with the product's name as the document's
    <title> gives it ("<h2>Cantilever Tool Box 5-Tray (Red)</h2>" of "<title>Cantilever Tool
    Box 5-Tray | Shop")."""
    head = box.getroottree().getroot().find("head")
    node = head.find("title") if head is not None else None
    if node is None or not node.text:
        return None
    starts = {n[:_MIN_NAME] for n in _names(node.text)}
    for count, el in enumerate(box.iter("h1", "h2", "h3")):
        if count > 20:
            break
        if el is not shop and _norm(text_of(el))[:_MIN_NAME] in starts:
            return el
    return None


_CARDS = 3  # a control repeated this often with one class and label is a listing's


def _card_button(buy: etree._Element, box: etree._Element) -> bool:
    """True when ``buy`` lies outside the product's box and the page repeats it, with the
    same class and label, at least _CARDS times: one card's button of a product list."""
    cls = buy.get("class")
    if not cls or any(anc is box for anc in buy.iterancestors()):
        return False
    label = text_of(buy)
    seen = 0
    for el in buy.getroottree().iter(buy.tag):
        if el.get("class") == cls and text_of(el) == label:
            seen += 1
            if seen >= _CARDS:
                return True
    return False


_BACKORDER_WORD = re.compile(r"back-?\s?order", re.I)
_FORM_TEXT = 400  # the buy button's own form or row, not a page's whole column
# A label that names the stock line: "Availability:", "Stock status:", "Stok:", Thai
# "สถานะสินค้า:" (product status), "Disponibilidad:", "Verfügbarkeit:", "Lagerstatus:"
_STOCK_WORDS = (
    r"(?:availability|stock(?: status)?|status|stok|disponibilidad|disponibilité|"
    r"disponibilità|disponibilidade|verfügbarkeit|lagerstatus|lagerstand|beschikbaarheid|"
    r"voorraad|dostępność|dostupnost|raspoloživost|สถานะสินค้า|สถานะ|在庫状況|在庫数|在庫|재고|库存|庫存|"
    r"tình trạng|ketersediaan|المخزون|التوفر|الحالة|"
    # Hungarian, Czech, Swedish, Finnish and Turkish stock ("Készlet:", "Lagersaldo:")
    r"készlet|elérhetőség|skladem|lagersaldo|saatavuus|stok durumu|"
    # Greek, Russian, Ukrainian, Serbian, Bulgarian, Macedonian, Mongolian, Nepali and Hindi,
    # Armenian, Georgian, Icelandic, Romanian, Slovene, Slovak, Baltic, Persian and Hebrew
    # ("Διαθεσιμότητα:", "Наличие:", "Үлдэгдэл: 7 ширхэг", "स्टक: उपलब्ध", "Lagerstaða:",
    # "Birgðir:")
    r"διαθεσιμότητα|наличие|наявність|расположивост|наличност|залиха|үлдэгдэл|нөөц|"
    r"स्टक|स्टॉक|उपलब्धता|առկայություն|მარაგი|lagerstaða|birgðastaða|birgðir|disponibilitate|"
    r"stoc|zaloga|dostupnosť|pieejamība|prieinamumas|saadavus|laoseis|موجودی|זמינות|מלאי|"
    # Bengali and Urdu stock and availability ("স্টক: মাত্র ২টি বাকি", "اسٹاک:")
    r"স্টক|প্রাপ্যতা|اسٹاک|دستیابی|"
    # German and Dutch "delivery time" ("<td>Lieferzeit:</td><td>ca. 4–6 Wochen (wird beim
    # Hersteller bestellt)")
    r"lieferzeit|levertijd|"
    # the shelf itself as the label in Icelandic and the Nordic languages ("<td>Lager:</td><td>
    # Aðeins 2 eftir</td>")
    r"lager|"
    # Lithuanian and Latvian "stock balance" ("<td>Likutis:</td><td>Liko 2 vnt.</td>")
    r"likutis|atlikums|"
    # Amharic and Thai "stock", "quantity left" ("<td>ክምችት:</td><td>የቀረው 5 ሜትር ብቻ</td>")
    r"ክምችት|ያለው ብዛት|คงเหลือ|"
    # Kazakh "in the warehouse", "stock" ("<td>Қоймада:</td><td>Тек 2 дана қалды!</td>")
    r"қоймада|қалдық)"
)
_STOCK_LABEL = re.compile(rf"^\s*{_STOCK_WORDS}\s*:\s*$", re.I)
# ... with its value after it in the same text: "Tình trạng: Còn hàng"
_STOCK_LINE = re.compile(rf"^\s*{_STOCK_WORDS}\s*[:：]\s*\S", re.I)
# The same as a term of its own, the colon optional: "<dt>Availability</dt><dd>…"
_STOCK_TERM = re.compile(rf"^\s*{_STOCK_WORDS}\s*:?\s*$", re.I)
_TERM_TAGS = {"dt", "th"}


def _disabled(el: etree._Element) -> bool:
    return (
        el.get("disabled") is not None
        or el.get("aria-disabled") == "true"
        or "disabled" in _classes(el)
    )


def _labelled_out(box: etree._Element, flags: Flags) -> bool:
    """True when the box holds a labelled stock line that says out of stock, the label and
    its value in elements of their own ("<li>Availability: <b>Out Of Stock</b></li>")."""
    for count, el in enumerate(box.iter(etree.Element)):
        if count > 400:
            return False  # a box that large is a page's column, not the product's box
        text = el.text
        if not text or ":" not in text or el.tag in _SKIP_TAGS or not _STOCK_LABEL.match(text):
            continue
        line = " ".join(text_of(el).split())
        if len(line) > _BOX_TEXT or _unseen(el, flags) or _PICKUP.search(line):
            continue
        if _store_slot(el):
            continue
        return stock_from_text(line) == "out_of_stock"
    return False


# A control named for the cart in its class or test hook: "add-to-cart", "pdp-add-to-bag"
_ADD_NAME = re.compile(r"add[-_]?to[-_]?(?:cart|bag|basket|trolley)", re.I)
_ADD_HOOKS = ("class", "id", "name", "data-qa-action", "data-testid", "data-test")


def _add_after(box: etree._Element, flags: Flags) -> bool:
    """True when the first button that follows the product's box, within its parent or
    grandparent, is an active add-to-cart button: by its label, or by a class or test hook
    named for the cart (a label in a language the button words do not know). Only a real
    <button>: a <div class=pdp-add-to-bag> may be a placeholder its scripts have yet to arm."""
    for scope in _scopes(box):
        seen = 0
        for el in _following(scope, box):
            if _unseen(el, flags) or _in_option(el):
                continue  # a size button, a hidden sticky bar
            seen += 1
            if seen > _AFTER_BUTTONS:
                break
            label = " ".join((text_of(el) or el.get("value") or "").split()).casefold()
            if not label or len(label) > 40:
                continue
            named = any((v := el.get(a)) and _ADD_NAME.search(v) for a in _ADD_HOOKS)
            if not (named or ADD_RE.search(label) or _ADD_YOUR.search(label)):
                continue
            disabled = (
                el.get("disabled") is not None
                or el.get("aria-disabled") == "true"
                or "disabled" in _classes(el)
            )
            return not disabled and stock_from_text(label) is None
    return False


_BACKORDER_CLASSES = frozenset({"available-on-backorder", "backorder", "on-backorder"})


def _backorder_class(el: etree._Element) -> bool:
    """True for a stock element classed as on backorder, by itself or as a BEM modifier of
    its block ("stock--backorder", "availability--on-backorder")."""
    return any(
        token in _BACKORDER_CLASSES or token.rpartition("--")[2] in _BACKORDER_CLASSES
        for token in _classes(el)
    )


# A stock element's state as its class's modifier ("stock--in-stock", "is-instock",
# "availability--out-of-stock")
_STATE_CLASSES = {
    "in-stock": "in_stock",
    "instock": "in_stock",
    "out-of-stock": "out_of_stock",
    "outofstock": "out_of_stock",
    "sold-out": "out_of_stock",
    "soldout": "out_of_stock",
}


def _state_class(el: etree._Element) -> str | None:
    """The state a modifier of ``el``'s class names, after "--" or "is-" ("kb-stock--in-stock",
    "is-instock"; not WooCommerce's "instock" on every product wrapper and card, whatever it
    shows); None when its tokens name none, or name two."""
    found = set()
    for token in _classes(el):
        low = token.lower()
        for part in (low.rpartition("--")[2] if "--" in low else "", low.removeprefix("is-")):
            if part in _STATE_CLASSES and part != low:
                found.add(_STATE_CLASSES[part])
    return found.pop() if len(found) == 1 else None


def _classes(el: etree._Element) -> list[str]:
    return (el.get("class") or "").split()


_AFTER_LEVELS = 2  # how far up from the box or title the product's own button is looked for
_AFTER_BUTTONS = 5
_FOLLOW_ELEMENTS = 2000  # a page's main column, not a whole catalogue of related products


def _sold_out_after(anchor: etree._Element, flags: Flags) -> bool:
    """True when the first <button> that follows ``anchor`` (the product's box or title),
    within its parent or grandparent, is disabled and says the product is sold out ("<div
    class=price-module>…</div><div class=buttons><button disabled>Out of stock</button>")."""
    for scope in _scopes(anchor):
        seen = 0
        for el in _following(scope, anchor):
            seen += 1
            if seen > _AFTER_BUTTONS:
                return False
            if _unseen(el, flags) or _in_option(el):
                continue
            label = " ".join((text_of(el) or "").split())
            if not label:
                continue
            disabled = (
                el.get("disabled") is not None
                or el.get("aria-disabled") == "true"
                or "disabled" in (el.get("class") or "").split()
            )
            if len(label) <= 60 and _NOTIFY.match(label):
                return True  # the buy button's slot holds the back-in-stock alert
            return disabled and len(label) <= 25 and stock_from_text(label) == "out_of_stock"
    return False


# A back-in-stock alert in the buy button's place: "Notify me when available", "Email me when
# back in stock", "Benachrichtigen, wenn verfügbar", "Avísame cuando llegue" (not a bare
# "Notify me", which may watch the price)
_NOTIFY = re.compile(
    r"\s*(?:notify|email|alert|tell) me when (?:it'?s |it is )?(?:back|available|in stock)|"
    r"\s*notify when (?:back|available)|"
    r"\s*benachrichtig\w*,? (?:mich )?(?:wenn|sobald) (?:verfügbar|wieder|lieferbar)|"
    r"\s*avísame cuando (?:esté disponible|llegue|vuelva|haya)|"
    r"\s*avvisami quando (?:disponibile|torna)|\s*prévenez-moi (?:lorsque|quand)|"
    r"\s*m'alerter (?:du retour|quand|lorsque)|\s*powiadom (?:mnie )?o dostępności|"
    r"\s*meld (?:mij|me) wanneer|\s*avise-me quando|\s*avisem-me quando|\s*入荷お知らせ|"
    r"\s*재입고 알림|\s*到货通知|"
    r"\s*(?:stoka )?gelince haber ver",
    re.I,
)


def _sold_out_in(box: etree._Element, flags: Flags) -> bool:
    """True when a <button> of the box is disabled and says the product is sold out, in a
    label of its own ("<button disabled>Out of Stock</button>"; not a size "XL – sold out")."""
    for count, el in enumerate(box.iter("button")):
        if count > 20:
            return False
        if not _disabled(el) or _unseen(el, flags) or _in_option(el):
            continue
        label = " ".join((text_of(el) or "").split())
        if label and len(label) <= 25 and stock_from_text(label) == "out_of_stock":
            return True
        if label and len(label) <= 60 and _NOTIFY.match(label):
            return True  # "Notify me when available" greyed out in the buy button's place
    return False


def _scopes(anchor: etree._Element) -> Iterator[etree._Element]:
    """The parent and grandparent of ``anchor`` (not the body), where its own buttons are."""
    node = anchor
    for _ in range(_AFTER_LEVELS):
        node = node.getparent()
        if node is None or node.tag in ("body", "html"):
            return
        yield node


def _following(scope: etree._Element, anchor: etree._Element) -> Iterator[etree._Element]:
    """The <button> elements of ``scope`` after ``anchor`` in document order."""
    if next(scope.iter("button"), None) is None:
        return  # no button at all (a C-level search): spare the element-by-element walk
    after = False
    for count, el in enumerate(scope.iter(etree.Element)):
        if count > _FOLLOW_ELEMENTS:
            return
        if el is anchor:
            after = True
            continue
        if after and el.tag == "button" and anchor not in el.iterancestors():
            yield el


def _other_order_button(box: etree._Element, buy: etree._Element, flags: Flags) -> str | None:
    """ "preorder" or "backorder" when the product box holds another, active button that
    takes such orders ("PRE-ORDER NOW", "Backorder") beside the disabled add-to-cart."""
    for count, el in enumerate(box.iter(*_BUY_TAGS)):
        if count > 60:
            break
        if el is buy or el.get("disabled") is not None or _unseen(el, flags):
            continue
        if "disabled" in (el.get("class") or "").split() or el.get("aria-disabled") == "true":
            continue
        if el.tag == "a" and page_href(el) is not None:
            continue  # a link to another page ("Pre-order the 2025 model", a FAQ)
        if el.tag == "input" and el.get("type") not in ("submit", "button"):
            continue
        label = " ".join((text_of(el) or el.get("value") or "").split())
        if not label or len(label) > 30 or _in_option(el):
            continue
        state = stock_from_text(label)
        if state in ("preorder", "backorder"):
            return state
    return None


def _awaits_choice(box: etree._Element) -> bool:
    """True when a variant list of the product box still shows its placeholder, an empty
    choice ("<option value='' selected disabled>Choose an option</option>"): the add-to-cart
    button waits for the choice. (Hidden or not: themes hide the list until scripts run.)"""
    for count, sel in enumerate(box.iter("select")):
        if count > 10:
            break
        options = list(sel.iter("option"))
        # (with none marked selected, a browser shows the first: "<option value=''>Välj storlek")
        chosen = [o for o in options if o.get("selected") is not None] or options[:1]
        if chosen and len(options) > 1 and not (chosen[0].get("value") or "").strip():
            # a placeholder asking for a choice, or a list named as the variant's: not an
            # optional extra left at its empty choice ("No gift wrap")
            named = " ".join(sel.get(a) or "" for a in ("name", "id", "class", "data-option"))
            if _CHOOSE.search(text_of(chosen[0]) or "") or _VARIANT_LIST.search(named):
                return True
    # ... or a group of radio buttons with none checked (a configurator's first step:
    # "<label><input type=radio name=timber> Rimu</label><label><input type=radio
    # name=timber> Macrocarpa (+$350)</label>")
    sizes: dict[str, int] = {}
    checked: set[str] = set()
    for count, field in enumerate(box.iter("input")):
        if count > 60:
            break
        name = field.get("name")
        if field.get("type") == "radio" and name:
            sizes[name] = sizes.get(name, 0) + 1
            if field.get("checked") is not None:
                checked.add(name)
    return any(size >= 2 and name not in checked for name, size in sizes.items())


_CHOOSE = re.compile(
    r"choose|select|pick|wähle|auswählen|choisi|sélection|elig|selecci|scegli|selezion|kies|"
    r"välj|vælg|velg|valitse|wybierz|vyberte|válassz|seçin|escolh|selecione|選択|選んで|선택|选择",
    re.I,
)
_VARIANT_LIST = re.compile(
    r"size|colou?r|variant|option|attribute|größe|groesse|farbe|taille|couleur|talla|tamaño|"
    r"taglia|colore|maat|kleur|storlek|färg|størrelse|koko|rozmiar|kolor|méret|beden|tamanho",
    re.I,
)


def _shown(node: etree._Element, flags: Flags) -> bool:
    _, noise, hidden = flags.inherited(node)
    return not (noise or hidden or _in_option(node) or _display_none(node))


# Classes a theme's style sheet hides by name: Cafe24 prints every state's button and stock
# label and hides all but the live ones with "displaynone" ("<span class='btnNormal
# displaynone'>품절</span>" beside the shown "장바구니 담기")
_HIDING_CLASS = re.compile(r"(?:^|\s)display[-_]?none(?:\s|$)", re.I)


def _display_none(el: etree._Element) -> bool:
    """True when ``el`` or an ancestor carries a class named for display:none."""
    for node in (el, *el.iterancestors()):
        cls = node.get("class")
        if cls and "none" in cls and _HIDING_CLASS.search(cls):
            return True
    return False


def _unseen(el: etree._Element, flags: Flags) -> bool:
    """True for an element in struck, noise or hidden markup, or hidden by a class name."""
    return any(flags.inherited(el)) or _display_none(el)


def _next_scarce(
    nodes: list[etree._Element], flags: Flags, box: etree._Element, first: etree._Element
) -> str | None:
    """ "limited" when a later stock-named element of the product's box, or one beside the
    first ("Current Stock: 3" then "Only 3 left in stock" in the form under the box), counts
    a few left (not one store's shelf)."""
    near = set(islice(first.iterancestors(), 3))
    row = _row_of(first)
    for node in nodes:
        if not _shown(node, flags):
            continue
        if (other := _row_of(node)) is not None and other is not row and _later_row(other):
            continue  # a later row of a stock table (channels, stores): not the product's
        if box not in node.iterancestors() and near.isdisjoint(islice(node.iterancestors(), 3)):
            continue
        text = _first_stated_row(node) or text_of(node)[:_BOX_TEXT]
        if stock_from_text(text) == "limited" and not _PICKUP.search(text):
            if not _store_slot(node):
                return "limited"
    return None


def _row_of(el: etree._Element) -> etree._Element | None:
    """The table row or list item ``el`` is or sits in (three levels up at most)."""
    return next(
        (a for a in islice(chain((el,), el.iterancestors()), 4) if a.tag in ("tr", "li")), None
    )


def _stated_rows(parent: etree._Element) -> list[etree._Element]:
    """The rows among ``parent``'s first twelve children that state a stock."""
    return [r for r in islice(parent, 12) if r.tag == "tr" and stock_from_text(text_of(r)[:120])]


def _first_stated_row(node: etree._Element) -> str | None:
    """The text of a stock table's first row that states a stock, when ``node`` is or holds
    a table of two such rows or more (the shop's own row, then its stores')."""
    row = next((e for e in islice(node.iter(etree.Element), 200) if e.tag == "tr"), None)
    parent = row.getparent() if row is not None else None
    stated = _stated_rows(parent) if parent is not None else []
    return text_of(stated[0])[:120] if len(stated) >= 2 else None


def _later_row(row: etree._Element) -> bool:
    """True for a table row after the first of two or more that state a stock ("Verkkokauppa
    | Varastossa 20+ kpl" then "Helsinki Kamppi | Vähän jäljellä"): the first speaks for
    the shop's own stock, the later ones for its stores or other channels."""
    parent = row.getparent()
    if row.tag != "tr" or parent is None:
        return False
    stated = _stated_rows(parent)
    return len(stated) >= 2 and row is not stated[0]


def _box_window(box: etree._Element, title: etree._Element | None) -> Iterator[etree._Element]:
    """The elements of the box a stock line is looked for in: its first _BOX_ELEMENTS, and
    as many after the product's title. (A box that starts with the site's menus holds its
    title, price and stock line far down: "<div data-box-name=quantity>ostatnie 2 sztuki".)"""
    deep = title is not None and any(anc is box for anc in title.iterancestors())
    start: int | None = None
    for count, el in enumerate(box.iter(etree.Element)):
        if el is title:
            start = count
        if count > _BOX_ELEMENTS:
            if not deep:
                return
            if start is None:
                continue  # menus before the title
            if count > start + _BOX_ELEMENTS:
                return
        yield el


def _box_lines(box: etree._Element, flags: Flags, title: etree._Element | None) -> str | None:
    """The stock state the first short line of the product box states ("More than 10
    available", "In stock for your delivery slot", "有貨"), outside variant pickers."""
    for el in _box_window(box, title):
        if el.tag in _SKIP_TAGS or el is title:
            continue
        # lxml makes a new string on every .text access, so pair each text with its owner here
        for text, owner in ((el.text, el), (el.tail, el.getparent())):
            if not text:
                continue
            if not _line_size(text.strip()) and not (
                # a delivery slot's whole sentence ("Tillfälligt slut – skickas inom 2–3
                # veckor. Beställ nu så reserverar vi en åt dig.")
                owner is el and len(text) <= _SLOT_TEXT and at_most(el, 0) and _in_stock_slot(el)
            ):
                continue
            state = stock_from_text(text)
            if owner is el and (
                (len(el) and text.rstrip().endswith((":", "：")))
                or (state is None and _STOCK_LABEL.match(text))
            ):
                # "Stok: <b>23</b>", "Disponible: <b>a pedido (15 días)</b>": the label's value
                # in a child element (a label that is a state word itself says nothing alone)
                line = " ".join(text_of(el).split())
                state = stock_from_text(line) if _line_size(line) else None
            elif state is None and owner is el and not len(el) and text.rstrip().endswith(":"):
                # a label cell whose value is the next cell's yes ("<td>Fáanlegt:</td><td>Já
                # </td>", "<dt>Available:</dt><dd>Yes</dd>")
                state = _answered_yes(el, text)
            if state is None:
                continue
            if owner is None or _unseen(owner, flags) or _in_option(owner):
                continue
            if title is not None and title in owner.iterancestors():
                continue  # the product's name ("Sold Out Tee") states nothing
            return state
    return None


def _answered_yes(el: etree._Element, text: str) -> str | None:
    """In stock when the element after the label ``text`` says yes and the two read as a stock
    line answered yes ("Fáanlegt: Já"); None otherwise."""
    nxt = el.getnext()
    if nxt is None or not at_most(nxt, 1) or len(text) > 30:
        return None
    answer = text_of(nxt)
    if len(answer) > 5:
        return None
    state = stock_from_text(f"{text.strip()} {answer}")
    return state if state == "in_stock" and stock_from_text(text) is None else None


_SLOT_TEXT = 160  # a stock or delivery slot's sentence, read whole when too long for a line
_FIRST_SENTENCE = re.compile(r"\s*[^.!?]{3,78}[.!?](?=\s)")


def _line_size(text: str) -> bool:
    """True for a text as long as a stock line: three characters or more, or two of a
    script that writes a word in two ("품절", "缺货", "售完"), up to _BOX_TEXT."""
    if len(text) == 2:
        return all(c >= "\u2e80" for c in text)
    return 3 <= len(text) <= _BOX_TEXT


# A count for one store's pickup shelf ("Only 8 left at Lowe's of Shoreline", "Abholung im
# Markt: Nur noch 2 Stück") says nothing of the stock the shop delivers from.
_PICKUP = re.compile(
    # (not "Taxes calculated at checkout"; nor an item number's "AT-PR6060-GR")
    r"(?-i:\b[Aa]t\b)(?!\s+(?:the\s+)?check-?out)|pick-?up|abhol|im markt|in (?:the )?store|"
    r"en tienda|en magasin|retrait|"
    # (a table's head run together, "StoreStock", names the stores too)
    r"\bfiliale|click ?& ?collect|(?<!official )\bstores?(?-i:(?![a-z]))|in-store|retirada|ritiro|"
    # Nordic "fetch in store": "Hent i butik", "Hämta i butik", "Afhentning"
    r"\bbutik|\bhent\b|hämta|afhent|"
    # Finnish "store" ("Tilattavissa myymälään", "Saatavuus myymälöissä")
    r"myymälä|myymälö|"
    # a shop's showroom or store in Polish, Czech, Italian, Portuguese, Dutch, Hungarian
    r"\bsalon(?:ie|ach|y|u)?\b|prodejn[aáěyou]|in negozio|\bnegozi\b|na loja|\blojas\b|"
    # a named shop ("Loja Lisboa: 3 un.", "Tienda Centro: agotado"; not the online one)
    r"(?-i:\b(?:[Ll]oja|[Tt]ienda) [A-ZÁ-Ú][^\W\d_]+(?: [A-ZÁ-Ú][^\W\d_]+)?:)|"
    r"in de winkel|\bwinkels\b|áruház|üzlet(?:ben|ekben)|"
    # Japanese, Chinese and Korean stores' stock ("店舗在庫：梅田 在庫僅少", "門市庫存")
    r"店舗|店頭|門市|门店|매장",
    re.I,
)


# A visit booked to see the piece ("sur rendez-vous", "by appointment", "nach Vereinbarung")
_BY_APPOINTMENT = re.compile(
    r"\bsur rendez-vous\b|\bby appointment\b|\bnach (?:terminvereinbarung|vereinbarung)\b|"
    r"\bsu appuntamento\b|\bcon cita previa\b|\bop afspraak\b",
    re.I,
)
# ... unless the line says in stock in so many words ("In stock – available to view in our
# Mayfair boutique by appointment")
_STOCK_SAID = re.compile(
    r"\bin stock\b|\ben stock\b|\bauf lager\b|\bop voorraad\b|\bin magazzino\b|"
    r"\bdisponibile a magazzino\b|\ben existencia\b|\bpå lager\b|\bi lager\b",
    re.I,
)


def _by_appointment(text: str) -> bool:
    """True for a line offering a visit by appointment that says nothing more of stock."""
    return _BY_APPOINTMENT.search(text) is not None and _STOCK_SAID.search(text) is None


# A row of a stores' list that speaks of the shop online ("En ligne : Épuisé", "Online: 3")
_ONLINE_ROW = re.compile(
    r"\b(?:online|en ligne|on-?line|web|internet|e-?shop|webshop|nettbutikk|verkkokauppa|"
    r"deliver\w*|livr\w*|liefer\w*|versand\w*|envío|entrega\w*|consegn\w*|lever\w*)\b",
    re.I,
)


# The shop's supplier named after "at" ("Out of stock at supplier")
_AT_SUPPLIER = re.compile(
    r"\bat (?:the |our )?(?:supplier|manufacturer|vendor|distributor|maker)s?\b", re.I
)


def _out_for_delivery(node: etree._Element, text: str) -> bool:
    """True when the stock element says the product cannot be delivered, not only that one
    store's shelf is empty: "Out of stock for delivery" beside "Out of stock at Brooklyn"."""
    if not _PICKUP.search(text) or _ONLINE_AND_STORES.search(text):
        # (or says so of the shop online and its stores alike: "Derzeit ausverkauft – online
        # und in allen Filialen")
        return True
    # the lines one by one, and a line's clauses: a store's line or clause does not hide the
    # delivery one beside it ("Out of stock online – available in selected stores")
    return any(
        stock_from_text(clause) == "out_of_stock" and not _PICKUP.search(clause)
        for piece in node.itertext()
        if 3 <= len(line := piece.strip()) <= _BOX_TEXT
        for clause in _CLAUSES.split(line)
    )


_CLAUSES = re.compile(r"\s[–—-]\s|\s*[·|•;]\s*")


_ONLINE_AND_STORES = re.compile(
    r"\b(?:online|en ligne|en l[ií]nea|on-line)\s+(?:und|and|&|et|y|e|i|och|og|en|ja|a)\s", re.I
)
_LINE_TEXT = 200  # a line with its store or pickup words; longer texts are whole columns
# States a stock or delivery line of the box refines an orderable product to
_REFINING = {"limited", "backorder", "preorder"}


def _box_refined(
    box: etree._Element, flags: Flags, title: etree._Element | None, leads: bool = True
) -> str | None:
    """The state a short line of the product box gives an orderable product: only a few
    left for delivery, or made/ordered in, or reserved for later (in its stock or delivery
    slot, or on a line of its own). ``leads=False``: a lead time alone says nothing."""
    for el in _box_window(box, title):
        if el.tag in _SKIP_TAGS or el is title:
            continue
        for text, tail in ((el.text, False), (el.tail, True)):
            if text and len(text.strip()) > _BOX_TEXT and (first := _FIRST_SENTENCE.match(text)):
                # a line of a few sentences, the stock's first ("Made to order in
                # Northampton: 6–8 weeks. Shoe trees +£45.00. Resoling service from £120.")
                text = first.group(0)
            if not text or not 3 <= len(text.strip()) <= _BOX_TEXT:
                continue
            state = stock_from_text(text)
            if state is None and not tail and len(el) and at_most(el, 2):
                # "<div class=sc-qty>zostało tylko <b>2 sztuki</b></div>": the count in a child
                whole = " ".join(text_of(el).split())
                if len(whole) <= _NOTICE:
                    state = stock_from_text(whole)
                    text = whole if state in _REFINING else text
            if state not in _REFINING or (not leads and state == "backorder" and lead_only(text)):
                continue
            owner = el.getparent() if tail else el
            if (
                owner is None
                or _unseen(owner, flags)
                or _in_option(owner)
                or _other_row(owner)
                or _other_offer_row(owner, title)
            ):
                continue
            parent = owner.getparent()
            line = text_of(parent if parent is not None else owner)
            heading = None
            if parent is not None and _whole_line(owner, text):
                # "<div><p>Få kvar i lager (3 st)</p><p>Hämta i butik: Finns i 12 butiker</p>
                # </div>": a line of its own; the store line after it is another statement
                # (a heading or line before it, "<b>Pickup</b>", still names its block)
                line = _line_so_far(parent, owner)
                # (a line of its own holding a price is no heading of the block: "<p><small>
                # Precio unitario en tienda Bs 18,00</small></p><p>Quedan 3 lotes</p>" names
                # no store)
                heading = _line_so_far(parent, owner, priced=False)
            if len(line) > _LINE_TEXT:
                # the parent is the box's column, not the line: its "Free click & collect"
                # speaks of another line ("<p>Only 6 left in stock for delivery</p>")
                line = text_of(owner)[:_LINE_TEXT]
            elif heading is not None:
                line = heading
            said, around = text, line
            if state == "backorder":
                # (the supplier a back-order line names is no store: "Out of stock at supplier
                # — ships in 10–14 days", the shop's source)
                said, around = _AT_SUPPLIER.sub(" ", text), _AT_SUPPLIER.sub(" ", line)
            if (
                _PICKUP.search(said)
                # (the line's next statement about a store, beside a stock slot of its own:
                # "<span class=delivery__status>Beställningsvara</span><span>Ej i lager i
                # butik</span>")
                or (
                    _PICKUP.search(around)
                    and not any((v := owner.get(a)) and _SLOT_NAME.search(v) for a in _SLOT_ATTRS)
                )
                or _store_slot(owner)
            ):
                continue
            if (row := _row_of(owner)) is not None and _later_row(row):
                continue
            if _OTHER_OFFERS_HEADING.search(text_of(owner)[:40]):
                # another seller's offer ("Další nabídky: 1 249 Kč (dodání do 3 týdnů)")
                continue
            if (
                _in_stock_slot(owner)
                or _status_line(owner, text)
                or _labelled_slot(owner)
                # (the label and the state in one text: "<td>在庫：残りわずか</td>")
                or (
                    not tail
                    and _STOCK_LINE.match(text) is not None
                    and text_of(owner) == " ".join(text.split())
                )
            ):
                return state
            if state != "limited" and (
                _leads_line(owner, text) or _line_before_control(owner, text)
            ):
                return state
            if state == "limited" and (
                _own_line(owner, text)
                or _beside_quantity(owner)
                or _after_add_button(owner)
                or (tail and _last_field_before_add_button(owner, el, text))
                or (not tail and _after_chosen_option(owner, text))
            ):
                return state
    return None


def _last_field_before_add_button(line: etree._Element, el: etree._Element, text: str) -> bool:
    """True when ``text``, the tail of ``el``, is the last field of a short line right before
    the add-to-cart button, or a few short lines before it ("<p>Sold by <b>SoleHub</b> · Only
    2 left</p><button>Add to cart</button>"): the buy box's own count."""
    field = text.strip()
    after = line.getnext()
    for _ in range(3):
        # (a few short lines of the buy box between: "Get it tomorrow · Free delivery", "Pay 4
        # × AED 87.25 with Tabby")
        if after is None or after.tag not in _LINE_TAGS or len(text_of(after)) > _BOX_TEXT:
            break
        after = after.getnext()
    return (
        # (the line names the seller first: not "Free gift: <b>Tote bag</b> · only 3 left", nor
        # "Code <b>SPRING10</b> – only 5 left", counts of other things)
        _SELLER_LEAD.match(" ".join((line.text or "").split())) is not None
        and field[:1] in _FIELD_SEPARATORS
        and len(field) <= _NOTICE
        and el.getnext() is None
        and el.getparent() is line
        and line.tag in _LINE_TAGS
        and len(text_of(line)) <= _NOTICE
        and after is not None
        and after.tag in ("button", "input")
        and _adds((text_of(after) or after.get("value") or "").casefold()[:100])
    )


# The seller named first in a buy box's line ("Sold by <b>SoleHub</b>", "Verkauf durch")
_SELLER_LEAD = re.compile(
    r"^(?:sold by|sold (?:and|&) shipped by|ships from(?: and sold by)?|seller\s*:?|"
    r"verkauf(?:t)? (?:durch|von)|verkäufer\s*:|expédié et vendu par|vendido y enviado por|"
    r"vendu par|vendeur\s*:|vendido por|vendedor\s*:|venduto da|venditore\s*:|verkocht door|"
    r"verkoper\s*:|sprzedawca\s*:|sprzedaje\s*:?|prodává\s*:?|prodejce\s*:|satıcı\s*:|"
    r"säljare\s*:|selger\s*:|sælger\s*:|myyjä\s*:|продавец\s*:|продавець\s*:|البائع\s*:?|"
    r"يباع من|מוכר\s*:|販売元\s*[:：]?|판매자\s*:?|卖家\s*[:：]?|賣家\s*[:：]?|"
    r"dijual oleh|penjual\s*:|người bán\s*:|bán bởi|ขายโดย|muuzaji\s*:|inauzwa na)\s*$",
    re.I,
)
# The labels of a product's options ("Size", "Farbe", "Koko")
OPTION_WORDS = (
    r"size|colou?r|width|style|variant|variante|ausführung|stærð|litur|größe|grösse|farbe|"
    r"taille|couleur|pointure|talla|tamaño|color|"
    r"taglia|colore|misura|maat|kleur|storlek|färg|størrelse|farge|farve|koko|väri|rozmiar|"
    r"kolor|velikost|barva|veľkosť|farba|méret|szín|beden|renk|mărime|culoare|veličina|boja|"
    r"размер|цвет|розмір|колір|μέγεθος|χρώμα|מידה|צבע|المقاس|اللون|サイズ|カラー|尺码|"
    r"尺碼|颜色|顏色|사이즈|색상|cỡ|kích cỡ|màu|ukuran|warna|saiz|ขนาด|สี|साइज़|रंग"
)
# A chosen option's label and value, the start of a line ("Stærð: L", "Size: 42", "Farbe: Rot")
_CHOSEN_OPTION = re.compile(rf"^(?:{OPTION_WORDS})\s?[:：]\s*[^\s:]{{1,12}}$", re.I)


def _after_chosen_option(el: etree._Element, text: str) -> bool:
    """True when an inline element holding only ``text`` ends a line that names the chosen
    option before it ("<td>Stærð: L <b>Aðeins 2 eftir!</b></td>"): that option's count."""
    parent = el.getparent()
    if (
        el.tag not in _INLINE_WRAPS
        or parent is None
        or (el.tail or "").strip()
        or el.getnext() is not None
        or len(parent) != 1
        or " ".join(text_of(el).split()) != " ".join(text.split())
    ):
        return False
    lead = " ".join((parent.text or "").split())
    return bool(_CHOSEN_OPTION.match(lead))


def _after_add_button(owner: etree._Element) -> bool:
    """True when the line comes right after the add-to-cart button in its container
    ("<button>Добавить в корзину</button><span>Осталось 4 шт</span>"): the button's note."""
    prev = owner.getprevious()
    if prev is None or prev.tag not in ("button", "a", "input"):
        return False
    return _adds((text_of(prev) or prev.get("value") or "").casefold()[:100])


_QUANTITY_ROW = 80  # characters of a quantity picker's row: its label, buttons and count


def _beside_quantity(el: etree._Element) -> bool:
    """True when ``el`` sits in the row of the quantity picker ("數量 [- 1 +] 最後 3 件",
    "Quantity [1] Only 2 left"), or right before it ("<span>Sisa 4!</span> <label>Jumlah
    <input type=number></label>"): the count the shop prints beside it caps the quantity, the
    stock at hand, as in a stock slot."""
    nxt = el.getnext()
    if nxt is not None and len(text_of(nxt)) <= _QUANTITY_ROW and _count_field(nxt):
        return True
    if len(text_of(el)) <= _QUANTITY_ROW and _count_field(el):
        # (the count in the picker's own row: "<div>จำนวน <input value=1> เหลือเพียง 4 ชิ้น")
        return True
    for row in islice(el.iterancestors(), 2):
        if len(text_of(row)) > _QUANTITY_ROW:
            return False
        if _count_field(row):
            return True
    return False


def _count_field(el: etree._Element) -> bool:
    """True when ``el`` holds a quantity field: a number input, or a text one holding a count."""
    for field in el.iter("input"):
        kind = (field.get("type") or "text").lower()
        count = (field.get("value") or "").isdigit()
        if kind == "number" or (kind in ("text", "tel") and count):
            return True
    return False


def _whole_line(el: etree._Element, text: str) -> bool:
    """True when ``el`` is a line element (<p>, <div>) whose whole text is ``text``."""
    return el.tag in _LINE_TAGS and text_of(el) == " ".join(text.split())


def _line_so_far(parent: etree._Element, el: etree._Element, priced: bool = True) -> str:
    """The text of ``parent`` up to the end of its child ``el``: the block's heading and the
    lines before ``el``, not those after it (``priced=False``: nor the lines of their own
    that hold a price)."""
    parts = [parent.text or ""]
    for child in parent:
        line = text_of(child)
        if (
            not priced
            and child is not el
            and child.tag in _LINE_TAGS
            and find_prices(line[:200])
            and not ((m := _PICKUP.search(line)) is not None and m.start() <= 3)
        ):
            # (a store's priced line naming it first still heads it: "Click & Collect from
            # Leeds store: £0.00")
            line = ""
        parts.append(line)
        if child is el:
            break
        parts.append(child.tail or "")
    return " ".join(" ".join(parts).split())


# "urgency", "scarcity": the block a shop keeps for its few-left count; "stok-durumu",
# "lagerstatus", "skladem", "estoque": the same block named in the shop's own language.
_SLOT_NAME = re.compile(
    r"stock|quantit|\bqty|avail|inventor|fulfil|deliver|shipping|urgen|scarc|"
    r"stok|lager|sklad|estoque|existenc|"
    # the Nordic and Finnish "saldo" (a stock balance: "lagersaldo", "tuote-osto__saldo"),
    # the Japanese 在庫 in Latin letters ("item_zaiko")
    r"saldo|zaiko|"
    # a class named for few left ("pdp-few", "few-left")
    r"(?:^|[-_\s])few(?:[-_\s]|$)|"
    # a dispatch slot ("dispatch-badge"), and a last-units notice ("js-last-product"), a
    # sell-out badge ("soldout-soon": Cafe24's "품절임박")
    r"dispatch|last-(?:product|unit|item|piece)|sold-?out-?soon|"
    # a product's status block ("projector_status", "product-status"): where a shop prints
    # "Ostatnie sztuki" or "Made to order" for the product on show (not "order-status-info")
    r"(?:product|projector|item|article)[-_]?status|"
    # ... or a status label alone ("status-label status-label--orange": "Передзамовлення")
    r"(?<![\w-])status-label\b",
    re.I,
)
# "data-box-name": marketplaces built of named boxes ("quantity" holds "Ostatnie 3 sztuki")
_SLOT_ATTRS = ("class", "id", "data-test", "data-testid", "data-ui-name", "data-box-name")


# A slot named for one store's shelf ("store-stock", "store-availability", "pickup-info"):
# its count says nothing of the stock the shop delivers from.
# (not a framework's prefix: "vtex-store-components-3-x-productDescription", "storefront")
_STORE_NAME = re.compile(
    r"(?<!vtex-)store(?!-?front|-components)|pick-?up|collect|filial|butik", re.I
)


def _store_named(el: etree._Element) -> bool:
    """True for a stock element named for the stores' shelves ("stock-per-store",
    "store-availability"): "Selfoss: Uppselt" there says nothing of the stock the shop sells
    from, which its own stock element states."""
    return any((v := el.get(a)) and _STORES_NAME.search(v) for a in ("class", "id"))


# A stock element named for the stores ("stock-per-store", "store-availability",
# "pickup-stock"), not a framework's prefix ("vtex-store-components-…-availability")
_STORES_NAME = re.compile(
    r"(?:stock|avail\w*|inventory|lager)[-_](?:(?:per|by|in|at)[-_])?stores?\b|"
    r"\bstores?[-_]?(?:stock|avail|inventor|lager)|\b(?:in|per|by)[-_]stores?\b|"
    r"pick-?up[-_]?(?:stock|avail)|click[-_]?(?:and[-_]?)?collect|filial\w*[-_]?(?:stock|lager)",
    re.I,
)


def _store_slot(el: etree._Element) -> bool:
    """True inside a slot named for the stores (three levels at most)."""
    return any((v := node.get("class")) and _STORE_NAME.search(v) for node in nearest(el, 3))


def _labelled_slot(el: etree._Element) -> bool:
    """True when the line is the value a stock label names, the label an element of its own
    just before it: "<dt>Availability:</dt><dd>Only 2 left</dd>", "<th>Stock</th><td>…",
    "<span>Availability:</span> <span>Only 2 left</span>" (a stock slot by its label), or its
    line's text before it ("<p>Stok: <b>Sisa 2</b></p>")."""
    parent = el.getparent()
    if parent is not None and parent[0] is el:
        # the label the line's own text before the value: "<p>Stok: <b>Sisa 2</b></p>"
        term = " ".join((parent.text or "").split())
        if term and len(term) <= 40 and _STOCK_LABEL.match(term):
            return True
    node: etree._Element | None = el
    for _ in range(2):  # the value, or its wrapper ("<dd><b>Only 2 left</b></dd>")
        if node is None:
            return False
        prev = node.getprevious()
        while prev is not None and not isinstance(prev.tag, str):
            prev = prev.getprevious()  # a comment
        if prev is not None and at_most(prev, 2) and not (prev.tail or "").strip():
            term = text_of(prev)
            if len(term) <= 40 and (
                _STOCK_LABEL.match(term) or (prev.tag in _TERM_TAGS and _STOCK_TERM.match(term))
            ):
                return True
        node = node.getparent()
    return False


def _own_line(el: etree._Element, text: str) -> bool:
    """True when a short line of its own says only a few are left ("<p>3 units left</p>",
    "<div>Only 2 left</div>", "<p>Последни бройки</p>"): that is the shop's stock count, as
    in a stock slot; not beside a countdown, which speaks of a sale running out ("<div>
    Закінчується</div><div>02:13:45</div>")."""
    parent = el.getparent()
    line = text.strip()
    if el.tag not in _LINE_TAGS and parent is not None and parent.tag in _LINE_TAGS:
        # "<div><span>Hurry, Only 3 left!</span></div>": the span is the whole line (after a
        # status dot or icon, if any: "<p><span class=dot></span><span>3 left</span></p>"),
        # or its first field ("<span>Få igjen på lager</span> · Sendes innen 1–2 dager")
        tail = (el.tail or "").strip()
        if _first_after_marks(parent) is el and (not tail or tail[:1] in _FIELD_SEPARATORS):
            el = parent
            # (the line's other fields in the tail or in elements of their own: "<span>Last
            # one</span> · <span>43 sold</span>")
            line = _unmarked_text(parent) if tail else text.strip()
    wrapped = False
    if el.tag not in _LINE_TAGS and el.tag != "td":
        # (the line's text wrapped alone in inline tags up to its cell or line: "<td><font><b>
        # Aðeins 2 eftir á lager</b></font></td>")
        whole = " ".join(line.split())
        node = el
        for up in islice(el.iterancestors(), 3):
            if node.tag not in _INLINE_WRAPS or " ".join(text_upto(up, 200).split()) != whole:
                break
            if up.tag == "td" or up.tag in _LINE_TAGS:
                # (or up to its line: "<p><font><b>Aðeins 2 eintök eftir!</b></font></p>")
                el, parent, wrapped = up, up.getparent(), True
                break
            node = up
    if not (
        # (or a table row's one cell: "<tr><td>Zimebaki 3 tu!</td></tr>")
        (el.tag in _LINE_TAGS or (el.tag == "td" and parent is not None and len(parent) == 1))
        and len(line) <= _NOTICE
        and (wrapped or _starts_line(el, text))
        and _unmarked_text(el) == " ".join(line.split())
    ):
        return False
    after = el.getnext()
    beside = text_of(el) + " " + (text_of(after) if after is not None else "")
    return not _COUNTDOWN.search(beside[:_LINE_TEXT])


# A notice's length: longer lines are sentences of policy or promotion ("We email you when an
# item you follow runs low in stock", "Only 2 left of our summer favourites, shop now")
_NOTICE = 50
# A sale's countdown: "02:13:45" (not a delivery cut-off: "Order in 4 h 12 m")
_COUNTDOWN = re.compile(r"(?<![\d:])\d{1,2}:\d{2}:\d{2}(?![\d:])")


def _status_line(el: etree._Element, text: str) -> bool:
    """True when ``text`` is the whole of a line led by a status dot or icon ("<p><span
    class='rounded-full bg-amber-500'></span>Only 4 left</p>"): the shop's stock state, as
    in a stock slot (a sales nudge is not printed beside a traffic-light dot)."""
    parent = el.getparent()
    for line in (el, parent):
        if line is None or line.tag not in _LINE_TAGS:
            continue
        if _after_dot(line, text) and text_of(line).strip() == text.strip():
            return True
    return False


def _mark(el: etree._Element) -> bool:
    """True for an element that leads a line without words: a status dot ("<span class='h-2
    w-2 rounded-full bg-amber-500'></span>"), an icon ("<i class=icon-truck></i>", an <svg>)."""
    if not isinstance(el.tag, str):
        return True  # a comment
    if el.tag in ("svg", "img"):
        return True
    if el.tag == "div" and at_most(el, 0) and not (el.text or "").strip():
        return True  # a bar or a dot drawn by its style ("<div class=progressFill style=…>")
    if el.tag not in ("span", "i", "em", "b") or not at_most(el, 0):
        return False
    # (or a warning sign printed as text: "<span class=icon>!</span>", "⚠")
    text = (el.text or "").strip()
    return not text or (len(text) <= 2 and not any(c.isalnum() for c in text))


_FIELD_SEPARATORS = "·•|–—"


def _unmarked_text(line: etree._Element) -> str:
    """The line's text without the text of the marks that lead it ("! 3개 남음" → "3개 남음")."""
    whole = text_of(line).strip()
    if (line.text or "").strip():
        return whole
    for child in line:
        if not _mark(child):
            break
        mark = (child.text or "").strip()
        if mark and whole.startswith(mark):
            whole = whole[len(mark) :].strip()
        if (child.tail or "").strip():
            break
    return whole


def _first_after_marks(line: etree._Element) -> etree._Element | None:
    """The first child of a line after its leading status dots and icons, when the line has
    no words before it."""
    if (line.text or "").strip():
        return None
    for child in line:
        if not _mark(child):
            return child
        if (child.tail or "").strip():
            return None
    return None


def _starts_line(line: etree._Element, text: str) -> bool:
    """True when ``text`` opens the line: its own text, its first child's, or the words after
    a leading status dot or icon ("<p><span class=dot></span>2개 남음</p>")."""
    if at_most(line, 0) or line[0].text == text:
        return True
    return _after_dot(line, text)


def _after_dot(line: etree._Element, text: str) -> bool:
    """True when ``text`` follows the status dot or icon that leads the line, with no words
    before it ("<p><span class='rounded-full bg-amber-500'></span>Only 4 left</p>"): a
    status line, as a shop prints its stock state beside a coloured dot."""
    if (line.text or "").strip() or at_most(line, 0) or not _mark(line[0]):
        return False
    for child in line:
        if not _mark(child):
            return child.text == text
        if (child.tail or "").strip():
            return child.tail == text
    return False


def _leads_line(el: etree._Element, text: str) -> bool:
    """True when a backorder or pre-order phrase leads a line of its own that takes orders
    now or names when it ships ("<div><b>Backordered</b> – order now and we'll ship when it's
    back</div>"): the shop's notice for this product, not a policy line that names the word."""
    parent = el.getparent()
    line = el
    if el.tag == "li":
        # (or an item of the box's notes, priced at nothing: "<ul><li>Free samples</li><li>
        # Made to order — dispatched in 10–12 working days</li></ul>")
        if not (el.text or "").startswith(text) or any(
            t.symbol or t.groups[5] in DASH_CENTS for t in find_prices(text_of(el))
        ):
            return False
    else:
        if (
            el.tag not in _LINE_TAGS
            and parent is not None
            and (parent.tag in _LINE_TAGS or _row_cell(parent))
        ):
            # (after a status dot or icon, if any: "<div><span class=dot></span> <span>
            # Disponibile su ordinazione</span> – spedizione prevista in circa 3 settimane")
            if _first_after_marks(parent) is not el:
                return False
            line = parent
        if (line.tag not in _LINE_TAGS and not _row_cell(line)) or (
            line is el and not (el.text or "").startswith(text) and not _after_dot(el, text)
        ):
            return False
    whole = " ".join(text_of(line).split())
    # (or the phrase is the line's label: "<b>Backordered:</b> expected to ship the week of
    # Jul 21")
    # (or names when it ships: "<b>Made to order</b> · Ships in 1–2 weeks")
    return len(whole) <= 200 and (
        orders_taken(whole) or text.strip().endswith((":", "：")) or names_lead(whole)
    )


_LINE_TAGS = {"p", "div"}
# inline tags a line's text may be wrapped in alone, up to its cell
_INLINE_WRAPS = frozenset(("font", "b", "strong", "span", "em", "i", "small"))


def _row_cell(el: etree._Element) -> bool:
    """True for a table's cell alone in its row: a line of an old table layout ("<tr><td>
    Back-ordered: ships in 4-6 weeks</td></tr>"), not a cell of a grid."""
    row = el.getparent()
    return el.tag == "td" and row is not None and row.tag == "tr" and at_most(row, 1)


_CONTROL_ROW = 60  # characters of the block holding the buy button after the line


def _line_before_control(el: etree._Element, text: str) -> bool:
    """True when a short line of its own is the whole text of its element and sits right
    before the buy button ("<div>Na objednávku</div><button>Do košíku</button>", "<p>Rendelésre
    – 3-4 hét</p><button>Kosárba</button>"): the button's own notice of when it ships."""
    if el.tag not in _LINE_TAGS or len(text) > _CONTROL_ROW or not _whole_line(el, text):
        return False
    nxt = el.getnext()
    if nxt is not None and nxt.tag in _LINE_TAGS and TEXT_LABEL.match(text_upto(nxt, 61)):
        # (an item number's line between: "<p>Διαθέσιμο κατόπιν παραγγελίας</p><p>Κωδικός:
        # AS-1</p><button>")
        nxt = nxt.getnext()
    while nxt is not None and nxt.tag == "label" and _add_on_box(nxt):
        # (or an extra to tick between: "<p>Bajo pedido: se teje en 10 días</p><label><input
        # type=checkbox> Envoltura de regalo (+S/ 15.00)</label><button>")
        nxt = nxt.getnext()
    if nxt is None:
        return False
    if nxt.tag == "button" or (nxt.tag == "input" and nxt.get("type") == "submit"):
        return True
    return (
        nxt.tag in ("form", "div")
        and len(text_of(nxt)) <= _CONTROL_ROW
        and any(
            c.tag == "button" or (c.tag == "input" and c.get("type") == "submit")
            for c in islice(nxt.iter(), 30)
        )
    )


def _add_on_box(label: etree._Element) -> bool:
    """True for a <label> round a checkbox or radio button: an extra or an option to tick."""
    return any(
        (i.get("type") or "").lower() in ("checkbox", "radio")
        for i in islice(label.iter("input"), 2)
    )


def _in_stock_slot(el: etree._Element) -> bool:
    """True when the line sits in the box's stock, quantity or delivery slot: there "Only 3
    left" counts what the shop can send; the words inside a line about other matters (a
    review, a policy) do not override what the shop states as its stock."""
    node: etree._Element | None = el
    for _ in range(3):
        if node is None:
            return False
        if any((v := node.get(a)) and _SLOT_NAME.search(v) for a in _SLOT_ATTRS):
            return True
        node = node.getparent()
    # "¡Solo quedan <span class=product-stock>4</span> en stock!": the count is the slot
    return any(
        any((v := child.get(a)) and _SLOT_NAME.search(v) for a in _SLOT_ATTRS)
        for child in el[:4]
        if isinstance(child.tag, str)
    )


def _box_button(box: etree._Element, flags: Flags) -> str | None:
    """In stock when the product box has an add-to-cart control (a link "Add to basket", a
    grocery "Add" button); out of stock when that control says "Sold out"."""
    for count, el in enumerate(box.iter(*_BUY_TAGS)):
        if count > 60:
            break
        label = " ".join((text_of(el) or el.get("value") or "").split()).casefold()
        if not label or len(label) > 40 or _unseen(el, flags):
            continue
        if SOLD_RE.search(label) or _NOTIFY.match(label):
            return "out_of_stock"
        if (
            ADD_RE.search(label)
            or _ADD_YOUR.search(label)
            or (el.tag == "button" and (label in _BARE_ADD or label in _BARE_BUY))
        ):
            if el.get("disabled") is not None:
                return None
            return "in_stock"
    return None


def _in_option(node: etree._Element) -> bool:
    """True inside a variant picker: "Variant sold out" there speaks of another variant, and
    "Few pieces left" beside size L says nothing of the product while no size is chosen
    (in the chosen option it says how many of the chosen size are left)."""
    if _in_chosen_option(node):
        return False
    for depth, anc in enumerate(node.iterancestors()):
        if anc.tag in ("label", "option", "select") or (anc.tag == "fieldset" and not _titled(anc)):
            return True
        if anc.tag in ("form", "main", "body"):
            return False
        if depth < _PICKER_DEPTH and (
            (
                any((v := anc.get(a)) and _PICKER_NAME.search(v) for a in _SLOT_ATTRS)
                and not _holds_add(anc)
                and not (depth == 0 and _chosen_line(anc, node))
            )
            or (depth == 0 and (_choice_row(anc, node) or _option_row(anc, node)))
        ):
            return True
    return False


# An option marked chosen by its class ("size-selector-list__item--is-selected")
_CHOSEN_CLASS = re.compile(r"(?:^|[\s_-])(?:is-)?(?:selected|checked)(?:$|[\s_-])", re.I)
_PRESSED_CHILD = etree.XPath(
    "./*[@aria-pressed='true' or @aria-checked='true' or @aria-selected='true']"
)


def _titled(fieldset: etree._Element) -> bool:
    """True for a fieldset holding a heading: the whole order form ("<fieldset><legend>상품
    주문하기</legend>…<h3>포켓스프링 매트리스…</h3>"), not a picker's options."""
    return next(fieldset.iter("h1", "h2", "h3"), None) is not None


def _in_chosen_option(node: etree._Element) -> bool:
    """True for the stock note of the option marked chosen ("<li class='…--is-selected'>
    <button aria-pressed=true>M</button><span>Pocas unidades</span></li>"): an item of a
    list whose class or pressed button says it is the chosen one."""
    for anc in islice(node.iterancestors(), 2):
        if anc.tag != "li":
            continue
        return bool(_CHOSEN_CLASS.search(anc.get("class") or "") or _PRESSED_CHILD(anc))
    return False


_LINE_ONLY = frozenset({"p", "div", "span", "small", "strong"})


def _chosen_line(picker: etree._Element, node: etree._Element) -> bool:
    """True when ``node`` is a line of its own under the picker's options, one of a kind (not
    one of its tiles), and an option is marked chosen: "<div class=sizes>…<button
    class='size-tile selected'>M</button>…<p>Only 2 left</p>" speaks of size M."""
    if node.tag not in _LINE_ONLY:
        return False
    key = (node.tag, node.get("class"))
    if sum(1 for s in islice(picker, 60) if (s.tag, s.get("class")) == key) > 1:
        return False
    options = [e for e in islice(picker.iter(etree.Element), 200) if e is not node]
    words = set(text_of(node).casefold().replace("·", " ").split())
    named = [e for e in options if (t := (e.text or "").strip().casefold()) and t in words]
    if named:
        # "XXL · Pocas unidades": a line naming an option speaks of that one, the product's
        # when it is the chosen one ("Son 2 ürün! M beden için" under a chosen "M")
        return any(_chosen_option(e) for e in named)
    return any(_chosen_option(e) for e in options)


def _chosen_option(el: etree._Element) -> bool:
    """True for an option marked chosen: by class or ARIA state, or a drop-down's selected
    option with a value ("<option value=205118946 selected>UK 10"; not "Please select")."""
    return is_chosen(el) or (
        el.tag == "option" and el.get("selected") is not None and bool(el.get("value"))
    )


def _holds_add(el: etree._Element) -> bool:
    """True when a block holds the add-to-cart button: a slot named for variants that wraps
    the buy button too ("<div class=page-details-variants-select>…<div class=stock>…<button>
    Add to cart") is the product's buy form, not one variant's row."""
    for count, ctl in enumerate(el.iter("button", "input")):
        if count > 20:
            break
        if ctl.tag == "input" and ctl.get("type") not in ("submit", "button"):
            continue
        label = " ".join((text_of(ctl) or ctl.get("value") or "").split()).casefold()
        if label and len(label) <= 40 and ADD_RE.search(label):
            return True
    return False


# How far up a variant picker's name is looked for: a size row sits a few levels below its
# list ("<div data-testid=size-selector><ul><li><div><label>L</label><span>Few left</span>").
_PICKER_DEPTH = 4
# (not a product's class saying it has sizes: "product type-product has-size")
_PICKER_NAME = re.compile(r"(?<!has-)(?<!has_)size|variant|swatch|picker", re.I)


def _option_row(parent: etree._Element, node: etree._Element) -> bool:
    """True when ``node`` is a link or button among three or more like it, each a short
    option ("<a href='?size=M'>M</a>… <a href='?size=XL'>XL – Habis stok</a>"): a picker's
    row of options, one of which says its own stock."""
    if is_chosen(node):
        return False  # (the chosen option's own stock is the product's: "L – sold out")
    if node.tag == "a":
        like = [s for s in islice(parent, 40) if s.tag == "a" and s.get("href")]
    elif node.tag == "button" and (
        node.get("role") in ("radio", "option") or _PRESSED & set(node.keys())
    ):
        like = [s for s in islice(parent, 40) if s.tag == "button"]
    else:
        return False
    return len(like) >= 3 and all(len(text_of(s)) <= 30 for s in like)


_PRESSED = frozenset({"aria-pressed", "aria-checked"})


def _choice_row(parent: etree._Element, node: etree._Element) -> bool:
    """True when the line sits beside a radio button: one choice's row ("<input type=radio>
    <label>L</label><span>Few pieces left</span>"). (Not beside any label: a quantity
    field's "Qty" label may share a row with the product's stock line.)"""
    return any(
        sib is not node and sib.tag == "input" and sib.get("type") == "radio" for sib in parent
    )
