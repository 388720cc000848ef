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
