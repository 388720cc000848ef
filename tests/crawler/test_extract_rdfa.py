"""RDFa (Lite) product markup is read as structured data, with its identity."""

from __future__ import annotations

from pathlib import Path

from crawler.extract import extract

PAGE = Path(__file__).resolve().parents[1] / "pages" / "rdfa-lite-product.html"


def test_rdfa_is_a_structured_layer() -> None:
    result = extract(PAGE.read_bytes(), "https://oakfield.example/p/walnut-desk-lamp")
    main = result.main
    assert main is not None and main.method == "rdfa"
    assert (main.price_minor, main.currency, main.stock) == (6450, "GBP", "in_stock")
    assert main.product.brand == "Oakfield" and main.product.gtin == "05012345678900"


def test_broken_rdfa_gives_no_exception() -> None:
    html = (
        '<html><body><div vocab="https://schema.org/" typeof="Product">'
        '<span property="offers" typeof="Offer"><span property="price" content="abc">'
    )
    result = extract(html.encode(), "https://x.example/p/1")
    assert result.main is None and result.reason


def test_a_page_of_hundreds_of_rdfa_items_is_read_without_them(monkeypatch) -> None:
    """pyRdfa reads about a thousand typed nodes a second (20,000 took 16 s): past
    MAX_RDFA_NODES the page is read from its other layers, in bounded time."""
    from extruct.rdfa import RDFaExtractor

    from crawler.extract import sources

    calls = []
    real = RDFaExtractor.extract

    def spy(self, *args, **kwargs):
        calls.append(1)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(RDFaExtractor, "extract", spy)
    card = (
        '<div vocab="https://schema.org/" typeof="Product"><span property="name">Shade</span>'
        '<div property="offers" typeof="Offer"><span property="price">1</span>'
        '<span property="priceCurrency">GBP</span></div></div>'
    )
    head = "<html><body><h1>Lamp</h1><span class=price>£5.00</span><button>Add to basket</button>"
    few = extract(head + card * 3, "https://lamps.example.uk/p/1")
    assert calls == [1] and few.reason is None
    many = extract(head + card * (sources.MAX_RDFA_NODES // 2 + 1), "https://lamps.example.uk/p/1")
    assert calls == [1]  # not read again
    assert many.main is not None and (many.main.price_minor, many.main.method) == (500, "heuristic")
