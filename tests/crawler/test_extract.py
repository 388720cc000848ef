"""extract() interface, limits and failure modes, GTIN and stock rules, and the batch runner."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

import crawler.extract as ex
from crawler.extract import (
    ExtractedOffer,
    Extraction,
    ProductIdentity,
    ShopHints,
    candidates,
    extract,
    qualify,
)
from crawler.extract.batch import extract_batch
from crawler.extract.gtin import normalize_gtin
from crawler.extract.signals import paired_dollar_code
from crawler.extract.stock import stock_from_schema, stock_from_text
from crawler.extract.tree import at_most

PAGES = Path(__file__).resolve().parents[1] / "pages"
JSONLD = (
    '<script type="application/ld+json">{"@type":"Product","name":"Lamp","sku":"L1",'
    '"offers":{"@type":"Offer","price":"39.90","priceCurrency":"EUR",'
    '"availability":"https://schema.org/InStock"}}</script>'
)


def test_public_surface_is_exactly_the_interface() -> None:
    assert sorted(ex.__all__) == [
        "ExtractedOffer",
        "Extraction",
        "ProductIdentity",
        "ShopHints",
        "extract",
    ]


def test_to_json_shape() -> None:
    result = extract(
        f"<html><head>{JSONLD}</head><body><h1>Lamp</h1></body></html>", "https://x.de/"
    )
    assert result.to_json() == {
        "offers": [
            {
                "product": {"name": "Lamp", "brand": None, "sku": "L1", "gtin": None},
                "price": {"minor": 3990, "currency": "EUR"},
                "regular_price": None,
                "stock": "in_stock",
                "method": "json-ld",
            }
        ]
    }
    main = result.main
    assert isinstance(main, ExtractedOffer) and main.confidence > 0.5
    assert Extraction(reason="empty").to_json() == {"offers": [], "reason": "empty"}


@pytest.mark.parametrize(
    "body", [None, 12, b"\x00" * 10, "\ud800", b"<", "<html>" * 1000, b"<html><body>\xff\xfe\xfa"]
)
def test_never_raises(body: object) -> None:
    result = extract(body, "not a url")  # type: ignore[arg-type]
    assert result.main is None
    assert result.reason


def test_deeply_nested_html_keeps_head_data() -> None:
    body = (
        f"<html><head>{JSONLD}</head><body>"
        + "<div>" * 10_000
        + "x"
        + "</div>" * 10_000
        + "</body></html>"
    )
    result = extract(body, "https://lamps.de/lamp")
    assert result.main is not None and result.main.price_minor == 3990


def test_deep_json_ld_is_skipped_not_fatal() -> None:
    deep = "[" * 50_000 + "]" * 50_000
    body = f'<html><head><script type="application/ld+json">{deep}</script>{JSONLD}</head></html>'
    result = extract(body, "https://lamps.de/lamp")
    assert result.main is not None and result.main.price_minor == 3990


def test_twenty_megabyte_page_is_capped() -> None:
    filler = "<p class='filler'>" + "lorem ipsum " * 50 + "</p>\n"
    body = (f"<html><head>{JSONLD}</head><body><h1>Lamp</h1>" + filler * 35_000).encode()
    assert len(body) > 20_000_000
    result = extract(body, "https://lamps.de/lamp")
    assert result.main is not None and result.main.price_minor == 3990


def test_price_beyond_the_cap_is_not_read() -> None:
    body = b"<html><body><h1>Lamp</h1>" + b"<p>x</p>" * 800_000 + JSONLD.encode()
    assert extract(body, "https://lamps.de/lamp").main is None


def test_a_tag_of_a_hundred_thousand_attributes_is_cut_not_parsed_for_minutes() -> None:
    """libxml2 checks each attribute against all before it (60,000 took 3.4 s): such a tag is
    cut to its first 16 KB and the page is read. A long tag of few attributes (a data
    attribute holding a JSON) is kept whole."""
    from crawler.extract.document import MAX_TAG_ATTRIBUTES, load

    many = " ".join(f"data-a{i}=x" for i in range(100_000))
    html = f"<html><body><h1 {many}>Lampe</h1><span class=price>12,50 €</span></body></html>"
    main = extract(html, "https://lampen.example.de/p/1").main
    assert main is not None and (main.price_minor, main.currency) == (1250, "EUR")
    page, _ = load(html)
    assert page is not None and MAX_TAG_ATTRIBUTES // 2 < len(page.root.find(".//h1").attrib)
    assert len(page.root.find(".//h1").attrib) <= MAX_TAG_ATTRIBUTES
    blob = "{" + ",".join(f"&quot;k{i}&quot;:{i}" for i in range(20_000)) + "}"
    links = "".join(f"<a href='/p?id={i}&amp;c=1'>{i}</a>" for i in range(5_000))
    kept = f"<html><body><div data-json='{blob}'>x</div>{links}<h1 title='a=b'>L</h1></body></html>"
    page, _ = load(kept)
    assert page is not None and len(page.root.find(".//div").get("data-json")) > 150_000
    assert page.root.find(".//h1").get("title") == "a=b"


def test_at_most_reads_no_more_children_than_it_needs() -> None:
    read = []

    class Children:
        def __iter__(self):
            for i in range(1000):
                read.append(i)
                yield i

    assert at_most(Children(), 4) is False  # type: ignore[arg-type]
    assert len(read) == 5
    assert at_most(Children(), 2000) is True  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "cards",
    [
        # a listing's 40,000 cards in one container, and 20,000 prices as loose text in one
        # element: each used to cost time growing with the square of the page
        "".join(f'<div class="price">${i}.99</div>' for i in range(40_000)),
        "<div class='p'>" + "".join(f"<b>x</b> ${i}.99" for i in range(20_000)) + "</div>",
    ],
)
def test_a_huge_listing_is_judged_by_a_bounded_number_of_prices(monkeypatch, cards) -> None:
    judged = []

    def spy(*args, **kwargs):
        judged.append(args[1])
        return qualify.judge(*args, **kwargs)

    monkeypatch.setattr(candidates, "judge", spy)
    result = extract(f"<html><body><h1>Lamp</h1>{cards}</body></html>", "https://lamps.us/")
    assert result.main is None and result.reason
    assert 0 < len(judged) <= 2 * candidates._MAX_HITS


def test_structured_products_merge_by_gtin_sku_or_name_first_seen_wins(monkeypatch) -> None:
    from decimal import Decimal

    from crawler.extract.choose import _subject
    from crawler.extract.found import Found, ProductOffers

    def group(url=None, stock=(), **ident):
        offer = Found(Decimal(len(ident)), "EUR", "json-ld", 0.9, ProductIdentity(**ident))
        return ProductOffers(ProductIdentity(**ident), (offer,), url, stock)

    page = "https://lamps.de/p/lamp"
    groups = [
        group(name="Lamp", gtin="04006381333931", url=page),
        group(name="Shade", sku="S-1"),
        group(name="Lamp, white", gtin="04006381333931", stock=("out_of_stock",)),
        group(name="Bulb", sku="S-1"),  # the shade's SKU: the shade
        group(name="  LAMP "),  # the lamp's name
        group(name="Cable"),
    ]
    lamp = _subject(groups, page, "Lamp")
    assert lamp is not None and lamp.product.name == "Lamp"
    assert len(lamp.offers) == 3 and lamp.stocks == ("out_of_stock",)
    # thousands of products (a hostile page's, or a huge listing's) merge in one pass
    calls = []
    norm = ex.choose._norm_name

    def spy(name):
        calls.append(name)
        return norm(name)

    many = [group(name=f"Item {i}", sku=f"I-{i}") for i in range(5000)] + groups
    monkeypatch.setattr(ex.choose, "_norm_name", spy)
    assert _subject(many, page, "Lamp") is not None
    assert len(calls) < 4 * len(many)


def test_a_long_element_with_several_prices_in_its_text_is_no_price() -> None:
    """Its first price-like text alone ("$0.99" of "x $0.99 x $1.99 …") is not its price."""
    prices = "".join(f"<b>Lamp model {i}</b> ${i}.99 " for i in range(15))
    result = extract(
        f"<html><body><h1>Lamps</h1><div>{prices}</div></body></html>", "https://l.us/"
    )
    assert result.main is None


MICRODATA = (
    '<div ITEMSCOPE itemtype="https://schema.org/Product"><span ItemProp="name">Lamp</span>'
    '<div ITEMPROP="offers" ItemScope itemtype="https://schema.org/Offer">'
    '<meta itemprop="price" content="39.90"><meta itemprop="priceCurrency" content="EUR">'
    "</div></div>"
)


@pytest.mark.parametrize(
    ("html", "method"),
    [
        # attribute names in any case: the parser lowers them, so must the byte test for them
        (f"<html><body><h1>Lamp</h1>{MICRODATA}</body></html>", "microdata"),
        # markup after </html> stands beside the root element, yet //script finds it
        (f"<html><body><h1>Lamp</h1></body></html>{JSONLD.replace('ld+', 'LD+')}", "json-ld"),
        (f"<html><body><h1>Lamp</h1></body><body>{JSONLD}</body></html>", "json-ld"),
        (f"<html><body><h1>Lamp</h1><!-- x -->{JSONLD}</body></html>", "json-ld"),
    ],
)
def test_structured_data_wherever_the_parser_puts_it(html: str, method: str) -> None:
    main = extract(html, "https://lamps.de/lamp").main
    assert main is not None and (main.price_minor, main.method) == (3990, method)


def test_no_price_reasons_read_scripts_only_when_asked() -> None:
    script = "<script>var p = {'price': 19}</script>"
    page = f"<html><head>{script}</head><body><h1>Lamp</h1><p>Nice lamp</p></body></html>"
    assert extract(page, "https://lamps.de/lamp").reason == "price_in_script"
    after = f"<html><body><h1>Lamp</h1><p>Nice lamp</p></body></html>{script}"
    assert extract(after, "https://lamps.de/lamp").reason == "price_in_script"
    ld = script.replace("<script>", '<script type="application/ld+json">')
    page = f"<html><head>{ld}</head><body><h1>Lamp</h1><p>Nice lamp</p></body></html>"
    assert extract(page, "https://lamps.de/lamp").reason == "no_price_found"


def test_selectors_with_hints_and_regular_price() -> None:
    html = (
        "<html><body><div id='p'><h2>Desk</h2><b class='now'>249,00</b><i class='old'>299,00</i>"
        "<em class='ship'>4,90</em><u class='gt'>4006381333931</u></div></body></html>"
    )
    hints = ShopHints(
        currency="EUR",
        selectors={
            "price": "css:b.now",
            "regular_price": ".old",
            "shipping": ".ship",
            "gtin": "xpath://u",
            "name": "css:#p h2",
        },
    )
    main = extract(html, "https://desks.example/d", hints).main
    assert main is not None
    assert (main.price_minor, main.currency, main.regular_price_minor) == (24900, "EUR", 29900)
    assert main.shipping_minor == 490 and main.method == "selector"
    assert main.product == ProductIdentity(name="Desk", gtin="04006381333931")


@pytest.mark.parametrize(
    ("raw", "want"),
    [
        ("4006381333931", "04006381333931"),
        ("4006381333932", None),
        ("036000291452", "00036000291452"),
        ("96385074", "00000096385074"),
        ("10614141000415", "10614141000415"),
        ("0000000000000", None),
        ("abc", None),
        (4006381333931, "04006381333931"),
        ("400638133393", None),
    ],
)
def test_gtin(raw: object, want: str | None) -> None:
    assert normalize_gtin(raw) == want


@pytest.mark.parametrize(
    ("value", "want"),
    [
        ("https://schema.org/InStock", "in_stock"),
        ("http://schema.org/OutOfStock", "out_of_stock"),
        ("schema:SoldOut", "out_of_stock"),
        ("Discontinued", "out_of_stock"),
        ("https://schema.org/PreOrder", "preorder"),
        ("BackOrder", "backorder"),
        ("LimitedAvailability", "limited"),
        ("InStoreOnly", "limited"),
        ("in stock", "in_stock"),
        ("nonsense", None),
    ],
)
def test_schema_availability(value: str, want: str | None) -> None:
    assert stock_from_schema(value) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Auf Lager", "in_stock"),
        ("Nicht auf Lager", "out_of_stock"),
        ("Ausverkauft", "out_of_stock"),
        ("Rupture de stock", "out_of_stock"),
        ("Agotado", "out_of_stock"),
        ("在庫あり", "in_stock"),
        ("在庫切れ", "out_of_stock"),
        ("Esaurito", "out_of_stock"),
        ("Op voorraad", "in_stock"),
        ("Not in stock", "out_of_stock"),
        ("Only 3 left", "limited"),
        ("Pre-order now", "preorder"),
        ("Dieser Artikel ist leider nicht mehr lieferbar.", "out_of_stock"),
        ("現貨 · 24h到貨", "in_stock"),
        ("غير متوفر", "out_of_stock"),
        ("متوفر", "in_stock"),
        # a back-in-stock alert offered says sold out (never "in stock" for its last words)
        ("Email me when back in stock", "out_of_stock"),
        ("Almost sold out", "limited"),
        ("Fast ausverkauft", "limited"),
        ("Last one", "limited"),
        ("Sólo quedan 2", "limited"),
        ("Solo quedan 47 unidades", "in_stock"),  # a count that large is no scarcity
        ("Stok: Sisa 3", "limited"),
    ],
)
def test_stock_text(text: str, want: str | None) -> None:
    assert stock_from_text(text) == want


@pytest.mark.parametrize(
    ("page", "want"),
    [
        (b"<button>United States (USD $)</button>", "USD"),
        (b"<span>Prices in $ CAD</span>", "CAD"),
        (b"<li>USD $</li><li>CAD $</li>", None),  # a picker of several: says nothing
        (b"<p>Ships from the USD warehouse</p><p>$5</p>", None),  # the code alone
        (b"<p>USDA $5</p>", None),  # not the code
    ],
)
def test_paired_dollar_code(page: bytes, want: str | None) -> None:
    assert paired_dollar_code(page) == want


def test_batch(tmp_path: Path) -> None:
    good = PAGES / "jsonld-basic-product.html"
    lines = [
        json.dumps({"path": str(good), "url": "https://northwind.example/products/field-jacket"}),
        "not json",
        json.dumps({"path": str(tmp_path / "missing.html"), "url": "https://x.example/"}),
        json.dumps({"url": "https://x.example/"}),
        json.dumps([1, 2]),
        "",
        json.dumps({"path": str(PAGES / "robust-empty.html"), "url": "https://x.example/"}),
    ]
    out = io.StringIO()
    calls: list[str] = []

    def hints_for(url: str) -> ShopHints | None:
        calls.append(url)
        if "x.example" in url:
            raise RuntimeError("no shop")
        return ShopHints(currency="USD")

    assert extract_batch(lines, out, hints_for) == 6
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert rows[0]["offers"][0]["price"] == {"minor": 14900, "currency": "USD"}
    assert rows[0]["path"] == str(good)
    assert rows[1]["reason"] == "bad_line_json"
    assert rows[2]["reason"].startswith("unreadable_file")
    assert rows[3]["reason"] == "bad_line_missing_path"
    assert rows[4]["reason"] == "bad_line_not_object"
    assert rows[5] == {
        "path": str(PAGES / "robust-empty.html"),
        "url": "https://x.example/",
        "offers": [],
        "reason": "empty",
    }
    assert calls[0].startswith("https://northwind")
