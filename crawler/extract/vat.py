"""A net price in structured data against the gross price a page shows beside it."""

from __future__ import annotations

from crawler.currencies import to_major
from crawler.extract.context import Priced
from crawler.extract.money import DASH_CENTS, VAT_RATES, exponent_of
from crawler.extract.visible import Visible


def gross_of(vis_p: Priced, vis: Visible, key: tuple[int, str]) -> bool:
    """True when the visible main price is the structured amount plus a VAT rate, and the
    page prints the structured amount only as a net price (a shop for businesses and
    consumers: "€ 99,00 excl. BTW", then "€ 119,79 incl. BTW"), or not at all ("6 490:-" on
    the page, "price": "5192.00" in its JSON-LD)."""
    main = vis.main
    if main is None or main.net or vis_p.currency != key[1] or vis_p.minor <= key[0]:
        return False
    exp = exponent_of(key[1])
    amount = to_major(*key)
    if vis.trade_only():
        return False
    if not vis.only_net(amount, exp) and (vis.prints(amount, exp) or vis.confidence < 0.6):
        # (or a structured price the page never prints, beside a main price it is sure of:
        # the shop's feed gives its price before VAT)
        return False
    # to within the rounding of the printed prices: a cent, or a whole unit where the main
    # price is printed without cents ("22 990,-" beside "bez DPH 18 999 Kč")
    frac = main.token.groups[5]
    step = 10**exp if not frac or frac in DASH_CENTS else 1
    # (a net price the page labels as one may be worked out from the gross and rounded
    # again: "$ 189.999,00 · Precio sin impuestos nacionales: $ 157.024,79", to a part in a
    # thousand)
    slack = vis_p.minor / 1000 if vis.only_net(amount, exp) else 0
    return any(
        abs(vis_p.minor - key[0] * (1 + rate / 100)) <= step * 1.01 * (1 + rate / 100) + slack
        for rate in VAT_RATES
    )
