"""Edges of the general rules behind the pitfall pages: where each rule must stop."""

from __future__ import annotations

import json

from lxml import html

from crawler.extract import extract
from crawler.extract.pricetext import price_text


def _text(markup: str) -> str:
    return price_text(html.fragment_fromstring(markup, create_parent="div"))


def test_complete_prices_in_sibling_elements_stay_apart() -> None:
    assert _text("<span>3,799.00</span><span>5,499.00</span>") == "3,799.00 5,499.00"
    assert _text("<span>€4,29</span><span>4</span><sup>29</sup>") == "€4,29 4.29"


def test_digits_printed_one_per_element_still_join() -> None:
    chars = "".join(f"<span>{c}</span>" for c in "12,34")
    assert _text(f"<span>€</span>{chars}") == "€12,34"
    assert _text("<span>19</span><sup>99</sup>") == "19.99"


def _vat_page(net: str, gross: str, banner: str = "") -> bytes:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Bureaustoel",
        "offers": {"@type": "Offer", "price": net.replace(",", "."), "priceCurrency": "EUR"},
    }
    return f"""<html lang="nl"><head><title>Bureaustoel</title>
    <script type="application/ld+json">{json.dumps(data)}</script></head><body><main>
    <h1>Bureaustoel</h1><div>{banner}</div>
    <p class="product-price">€ {net} <small>excl. BTW</small></p>
    <p class="product-price-incl">€ {gross} incl. BTW</p>
    <button class="btn-buy">In winkelwagen</button></main></body></html>""".encode()


def test_gross_price_replaces_structured_net_price_at_a_vat_rate() -> None:
    result = extract(_vat_page("99,00", "119,79"), "https://kantoor.example.nl/stoel")
    assert result.main is not None and result.main.price_minor == 11979


def test_gross_price_off_any_vat_rate_does_not_replace_structured_price() -> None:
    # 99 → 150 is no VAT rate: the higher price is something else, never the gross price.
    result = extract(_vat_page("99,00", "150,00"), "https://kantoor.example.nl/stoel")
    assert result.main is None or result.main.price_minor != 15000


def test_trade_only_shop_keeps_its_net_price() -> None:
    page = _vat_page("99,00", "119,79", "Alleen voor zakelijke klanten. Prijzen excl. BTW.")
    result = extract(page, "https://kantoor.example.nl/stoel")
    assert result.main is not None and result.main.price_minor == 9900
