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


def _shop(box: str, head: str = "") -> bytes:
    return (
        f"<html><head><title>Kettle – Shop</title>{head}</head><body><main>"
        f"<div class='pdp'><h1>Steel Kettle 1.7 L</h1>{box}"
        "<button class='b'>Add to cart</button></div></main></body></html>"
    ).encode()


def test_bid_price_in_structured_data_never_becomes_the_price() -> None:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": "Steel Kettle 1.7 L",
        "offers": {"@type": "Offer", "price": "17.00", "priceCurrency": "GBP"},
    }
    head = f"<script type='application/ld+json'>{json.dumps(data)}</script>"
    # Only the bid is shown: no price at all rather than the bid.
    only_bid = extract(_shop("<div><span>Current bid:</span> <span>£17.00</span></div>", head), "")
    assert only_bid.main is None
    both = _shop(
        "<div><span>Current bid:</span> <span>£17.00</span></div>"
        "<div class='x-price-primary'><span class='price'>£25.90</span></div>",
        head,
    )
    main = extract(both, "https://auctions.example.co.uk/itm/1").main
    assert main is not None and main.price_minor == 2590


def test_used_price_is_the_price_only_when_alone() -> None:
    url = "https://shop.example.de/p/1"
    beside = _shop(
        "<div><span class='p'>49,99 €</span></div><div>Gebraucht <span>39,00 €</span></div>"
    )
    alone = _shop("<div>Gebraucht – wie neu <span class='p'>39,00 €</span></div>")
    assert extract(beside, url).main.price_minor == 4999  # type: ignore[union-attr]
    assert extract(alone, url).main.price_minor == 3900  # type: ignore[union-attr]


def test_scarcity_words_in_a_sentence_outside_a_stock_slot_leave_in_stock() -> None:
    url = "https://shop.example.co.uk/p/1"
    price = "<div><span class='p'>£20.00</span></div>"
    words = "Only 2 left of our summer favourites in the sale, shop them now"
    loose = _shop(f"{price}<p>{words}</p>")
    line = _shop(f"{price}<p>Only 2 left</p>")  # a line of its own: the shop's count
    slot = _shop(f"{price}<p class='stock-msg'>{words}</p>")
    assert extract(loose, url).main.stock == "in_stock"  # type: ignore[union-attr]
    assert extract(line, url).main.stock == "limited"  # type: ignore[union-attr]
    assert extract(slot, url).main.stock == "limited"  # type: ignore[union-attr]


def _shop(body: str, title: str = "Tapis berbère") -> bytes:
    return f"""<html><head><title>{title}</title></head><body><main><h1>{title}</h1>{body}
    <button class="add-to-cart">Add to cart</button></main></body></html>""".encode()


def test_a_structured_sku_keeps_a_code_that_only_starts_like_a_label() -> None:
    from crawler.extract.identity import unlabelled

    assert unlabelled("SKU  VINGA-W") == "VINGA-W"
    assert unlabelled("Ref. 123") == "123"
    assert unlabelled("REF123") == "REF123"  # no space or colon: the code itself
    assert unlabelled("COD-9") == "COD-9"


def test_dual_currency_box_without_a_bracket_or_secondary_mark_stays_undecided() -> None:
    # Two prices in two signs, neither marked as the conversion: no rule says which is charged.
    body = (
        "<div class='price-box'><span class='price'>12,50 €</span> "
        "<span class='price'>54,00 zł</span></div>"
    )
    result = extract(_shop(body), "https://shop.example.pl/p")
    assert result.main is None


def test_a_former_currency_beside_the_euro_is_the_conversion_even_unmarked() -> None:
    # Bulgaria pays in euro since 2026 and must print the lev amount beside it for a while:
    # the лв amount is the legal conversion, whichever comes first and however it is marked.
    body = (
        "<div class='price-box'><span class='price'>24,45 лв.</span> "
        "<span class='price'>12,50 €</span></div>"
    )
    result = extract(_shop(body), "https://shop.example.bg/p")
    assert result.main is not None
    assert (result.main.price_minor, result.main.currency) == (1250, "EUR")


def test_bracketed_amount_in_the_same_currency_is_not_a_conversion() -> None:
    # "(was 15,00 €)"-like brackets in the shop's own currency are no second currency.
    body = (
        "<div class='price-box'><span class='price'>12,50 €</span> "
        "<span class='note'>(15,00 €)</span></div>"
    )
    result = extract(_shop(body), "https://shop.example.de/p")
    assert result.main is not None and result.main.price_minor == 1250


def test_free_shipping_line_without_a_threshold_word_is_not_a_threshold() -> None:
    body = "<div class='price'>kr 349,-</div><p>Fri frakt</p>"
    result = extract(_shop(body), "https://butikk.example.no/p")
    assert result.main is not None and result.main.price_minor == 34900


def test_latin_dirham_needs_a_context_that_fixes_the_country() -> None:
    # "DH" is the dirham of Morocco and of the Emirates: on a .com nobody knows which.
    body = "<div class='price'>1 290,00 DH</div>"
    assert extract(_shop(body), "https://shop.example.com/p").main is None
    main = extract(_shop(body), "https://shop.example.ma/p").main
    assert main is not None and (main.price_minor, main.currency) == (129000, "MAD")


def test_order_tie_break_needs_a_lone_buy_control() -> None:
    # A listing: every card has its own "Add to cart"; the first card's price lies between
    # the heading and the first button, but it is no product's page price.
    cards = "".join(
        f"<li class='item'><a href='/p/{i}'>Mug {i}</a><span class='price'>${30 + i}.00</span>"
        "<button class='button add_to_cart_button'>Add to cart</button></li>"
        for i in range(6)
    )
    page = f"""<html><head><title>Mugs</title></head><body><main><h1>Mugs</h1>
    <ul class='items'>{cards}</ul></main></body></html>"""
    assert extract(page, "https://shop.example.com/c/mugs").main is None
