"""A net price in structured data against the gross price a page shows beside it."""

from __future__ import annotations

from crawler.currencies import to_major
from crawler.extract.context import Priced
from crawler.extract.money import exponent_of
from crawler.extract.visible import Visible

# Standard and reduced VAT/GST rates (%) in use: a net and a gross price differ by one.
_VAT_RATES = (5, 6, 7, 7.7, 8, 8.1, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23)
_VAT_RATES += (24, 25, 25.5, 27)


def gross_of(vis_p: Priced, vis: Visible, key: tuple[int, str]) -> bool:
    """True when the visible main price is the structured amount plus a VAT rate, and the
    page prints the structured amount only as a net price (a shop for businesses and
    consumers: "€ 99,00 excl. BTW", then "€ 119,79 incl. BTW")."""
    main = vis.main
    if main is None or main.net or vis_p.currency != key[1] or vis_p.minor <= key[0]:
        return False
    exp = exponent_of(key[1])
    if not vis.only_net(to_major(*key), exp) or vis.trade_only():
        return False
    return any(
        abs(vis_p.minor - key[0] * (1 + rate / 100)) <= 1.01 * (1 + rate / 100)
        for rate in _VAT_RATES
    )
