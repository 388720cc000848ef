"""The product page the stock-rule tests build around a line, and its stock reading."""

from __future__ import annotations

from crawler.extract import extract

URL = "https://shop.example.com/p/1"


def stock_page(body: str, title: str = "Trail Jacket", price: str = "€ 89,90") -> bytes:
    """A product box: title, price, ``body`` (the stock line under test), an add-to-cart."""
    return (
        f"<html><head><title>{title}</title></head><body><main><div class=product>"
        f"<h1>{title}</h1><span class=price>{price}</span>{body}"
        "<button class=add-to-cart>Add to cart</button></div></main></body></html>"
    ).encode()


def stock_of(html: bytes) -> str | None:
    """The main offer's stock state (the page must have one)."""
    main = extract(html, URL).main
    assert main is not None
    return main.stock
