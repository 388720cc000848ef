"""The walk passes by what no rule reads (navigation, footers, drawings, other products' blocks
after the product's own title and buy control) and keeps what some rule still needs of it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import lxml.html
import pytest

from crawler.extract import candidates, extract
from crawler.extract.walk import walk_page

JSONLD = (
    '<script type="application/ld+json">{"@type": "Product", "name": "Lamp", "offers": '
    '{"@type": "Offer", "price": "39.90", "priceCurrency": "EUR"}}</script>'
)
BUY = '<button class="btn" type="submit">Add to cart</button>'
CARDS = "".join(
    f'<div class="card"><a href="/p/{i}">Lamp {i}</a><span class="price">€{i}.90</span></div>'
    for i in range(10, 20)
)


def _texts(walk) -> list[str]:
    return [" ".join("".join(el.itertext()).split()) for el, _ in walk.sign_texts]


def test_structured_data_inside_passed_blocks_is_still_read() -> None:
    for wrapper in (
        "<footer>{}</footer>",
        "<nav><ul><li>Lamps</li></ul>{}</nav>",
        '<section class="related-products">{}' + CARDS + "</section>",
    ):
        page = (
            "<html><body><h1>Lamp</h1><p class=price>€39.90</p>"
            f"{BUY}{wrapper.format(JSONLD)}</body></html>"
        )
        main = extract(page, "https://lamps.de/lamp").main
        assert main is not None and (main.price_minor, main.method) == (3990, "json-ld"), wrapper


def test_other_products_block_is_passed_by_keeping_its_headings_and_scripts() -> None:
    page = (
        "<html><body><h1>Lamp</h1><p class=price>€39.90</p>"
        f'{BUY}<section class="related-products"><h2>You may also like</h2>{CARDS}'
        "<script>var x = 1;</script></section><footer><p>Shipping €4.90</p></footer>"
        "</body></html>"
    )
    walk = walk_page(lxml.html.document_fromstring(page))
    assert _texts(walk) == ["€39.90"]  # neither the cards' prices nor the footer's
    assert [h.text for h in walk.headings] == ["You may also like"]
    assert [s.text for s in walk.scripts] == ["var x = 1;"]
    assert [b.tag for b in walk.passed] == ["section", "footer"]
    main = extract(page, "https://lamps.de/lamp").main
    assert main is not None and main.price_minor == 3990


def test_blocks_before_the_title_or_buy_control_are_walked() -> None:
    # the buy control comes after the block: it could have been inside it
    page = (
        f'<html><body><h1>Lamp</h1><div class="related-products">{CARDS}</div>'
        f"<p class=price>€39.90</p>{BUY}</body></html>"
    )
    walk = walk_page(lxml.html.document_fromstring(page))
    assert len(_texts(walk)) == 11 and not walk.passed


def test_a_block_of_the_title_boxs_own_class_is_walked() -> None:
    # "product-card" around the <h1> names the product's box, not other products' cards
    page = (
        f'<html><body><div class="product-card"><h1>Lamp</h1>{BUY}</div>'
        '<div class="product-card"><span class=price>€39.90</span></div></body></html>'
    )
    walk = walk_page(lxml.html.document_fromstring(page))
    assert _texts(walk) == ["€39.90"] and not walk.passed


def test_a_title_inside_the_navigation_keeps_it_walked() -> None:
    page = "<html><body><nav><h1>Lamp</h1><span class=price>€39.90</span></nav></body></html>"
    main = extract(page, "https://lamps.de/lamp").main
    assert main is not None and main.price_minor == 3990


def test_a_price_after_an_icon_is_read() -> None:
    page = (
        "<html><body><h1>Lamp</h1><p class=price><svg><path d='M0 0h24'/></svg>€39.90</p>"
        f"{BUY}</body></html>"
    )
    main = extract(page, "https://lamps.de/lamp").main
    assert main is not None and main.price_minor == 3990


def test_a_listing_counts_the_prices_of_the_blocks_it_passed_by() -> None:
    page = f'<html><body><h1>Lamps</h1>{BUY}<div class="product-grid">{CARDS}</div></body></html>'
    assert walk_page(lxml.html.document_fromstring(page)).passed
    result = extract(page, "https://lamps.de/lamps")
    assert result.main is None and result.reason == "multiple_products"
    # the same page with the grid's prices gone from it is no listing
    bare = re.sub(r'<span class="price">[^<]*</span>', "", page)
    assert extract(bare, "https://lamps.de/lamps").reason != "multiple_products"


def test_the_blocks_passed_by_are_counted_in_bounded_time(monkeypatch) -> None:
    """A page of a thousand side blocks of one same price (never four amounts): the count
    reads about as many price texts as one page's candidates, not all of them."""
    read = []
    parse = candidates._parse

    def spy(*args, **kwargs):
        read.append(args[0])
        return parse(*args, **kwargs)

    monkeypatch.setattr(candidates, "_parse", spy)
    blocks = '<div class="related-products"><span>€9.90</span></div>' * 20_000
    page = f"<html><body><h1>Lamps</h1>{BUY}{blocks}</body></html>"
    result = extract(page, "https://lamps.de/lamps")
    assert result.main is None and result.reason == "no_price_found"
    assert 0 < len(read) <= 2 * candidates._MAX_HITS


# Pages of a hostile review of the pass-by: each holds what an earlier version passed by and
# should not have (an <article>'s or a buy box's own <footer> holding the add-to-cart button,
# a price drawn as SVG <text>, a title <h2> or related headings in the navigation, a listing
# whose prices sit in <footer>s), or what it now rightly passes by (a mega-menu's "Buy now").
WALK = Path(__file__).resolve().parents[1] / "pages" / "walk"
WALK_CASES = json.loads((WALK / "expected.json").read_text("utf-8"))


@pytest.mark.parametrize("name", sorted(WALK_CASES))
def test_review_pages(name: str) -> None:
    case = WALK_CASES[name]
    result = extract((WALK / name).read_bytes(), case["url"])
    main = result.main
    got = None if main is None else {"minor": main.price_minor, "currency": main.currency}
    assert got == case["price"]
    assert (main.stock if main else "unknown") == case["stock"]
    assert (main.product.sku if main else None) == case["sku"]
    if "listing" in name:
        assert result.reason == "multiple_products"
