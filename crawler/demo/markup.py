"""Structured data for demo product pages: JSON-LD, a JSON-LD @graph and OpenGraph meta tags."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from crawler.demo.catalog import Listing
from crawler.demo.pricing import Quote, plain_amount

SCHEMA_AVAILABILITY = {
    "in_stock": "https://schema.org/InStock",
    "out_of_stock": "https://schema.org/OutOfStock",
    "limited": "https://schema.org/LimitedAvailability",
}
# OpenGraph product:availability values (Facebook's product object).
_OG_AVAILABILITY = {"in_stock": "in stock", "out_of_stock": "out of stock", "limited": "in stock"}


def _script(data: dict[str, Any]) -> str:
    # "</" must not appear inside a <script> element (HTML spec, script data state).
    text = json.dumps(data, ensure_ascii=False, indent=2).replace("</", "<\\/")
    return f'<script type="application/ld+json">\n{text}\n</script>'


def offer(listing: Listing, quote: Quote) -> dict[str, Any]:
    """A schema.org Offer; the regular price, when crossed out, is a ListPrice specification."""
    cur = listing.shop.currency
    data: dict[str, Any] = {
        "@type": "Offer",
        "url": listing.url,
        "price": plain_amount(quote.price_minor, cur),
        "priceCurrency": cur,
        "availability": SCHEMA_AVAILABILITY[quote.stock],
        "itemCondition": "https://schema.org/NewCondition",
        "seller": {"@type": "Organization", "name": listing.shop.name},
    }
    if quote.regular_minor is not None:
        data["priceSpecification"] = {
            "@type": "UnitPriceSpecification",
            "priceType": "https://schema.org/ListPrice",
            "price": plain_amount(quote.regular_minor, cur),
            "priceCurrency": cur,
        }
    return data


def _product(listing: Listing, quote: Quote, rating: tuple[float, int], *, gtin_key: str) -> dict:
    p = listing.product
    return {
        "@type": "Product",
        "name": listing.name,
        "brand": {"@type": "Brand", "name": p.brand},
        "sku": listing.sku,
        gtin_key: p.gtin,
        "image": f"{listing.shop.base_url}/img/{listing.slug}.svg",
        "url": listing.url,
        "aggregateRating": {
            "@type": "AggregateRating",
            "ratingValue": f"{rating[0]:.1f}",
            "reviewCount": rating[1],
        },
        "offers": offer(listing, quote),
    }


def _breadcrumb_list(crumbs: list[tuple[str, str]], base: str) -> dict[str, Any]:
    return {
        "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": i, "name": label, "item": base + href}
            for i, (label, href) in enumerate(crumbs, start=1)
        ],
    }


def json_ld(
    listing: Listing, quote: Quote, rating: tuple[float, int], crumbs: list[tuple[str, str]]
) -> str:
    """Separate JSON-LD blocks: Organization, BreadcrumbList, Product (shop-a style)."""
    shop = listing.shop
    org = {"@context": "https://schema.org", "@type": "Organization", "name": shop.name,
           "url": shop.base_url + "/", "logo": shop.base_url + "/img/logo.svg"}  # fmt: skip
    crumbs_ld = {"@context": "https://schema.org", **_breadcrumb_list(crumbs, shop.base_url)}
    product = {"@context": "https://schema.org",
               **_product(listing, quote, rating, gtin_key="gtin13")}  # fmt: skip
    return "\n".join(_script(x) for x in (org, crumbs_ld, product))


def json_ld_graph(
    listing: Listing, quote: Quote, rating: tuple[float, int], crumbs: list[tuple[str, str]]
) -> str:
    """One JSON-LD block whose @graph holds site, page, breadcrumbs and product (shop-f style)."""
    shop, url = listing.shop, listing.url
    product = _product(listing, quote, rating, gtin_key="gtin")
    product["@id"] = url + "#product"
    product["offers"]["@id"] = url + "#offer"
    graph = {
        "@context": "https://schema.org",
        "@graph": [
            {"@type": "WebSite", "@id": shop.base_url + "/#website", "url": shop.base_url + "/",
             "name": shop.name, "inLanguage": "en-KW"},
            {"@type": "Organization", "@id": shop.base_url + "/#org", "name": shop.name,
             "url": shop.base_url + "/"},
            {"@type": "WebPage", "@id": url, "url": url, "name": listing.name,
             "isPartOf": {"@id": shop.base_url + "/#website"},
             "breadcrumb": {"@id": url + "#breadcrumb"},
             "mainEntity": {"@id": url + "#product"}},
            {"@id": url + "#breadcrumb", **_breadcrumb_list(crumbs, shop.base_url)},
            product,
        ],
    }  # fmt: skip
    return _script(graph)


def opengraph(listing: Listing, quote: Quote, description: str) -> str:
    """OpenGraph product meta tags, the only machine-readable data of shop-c's pages."""
    shop, cur = listing.shop, listing.shop.currency
    tags = [
        ("og:type", "product"),
        ("og:site_name", shop.name),
        ("og:title", listing.name),
        ("og:url", listing.url),
        ("og:image", f"{shop.base_url}/img/{listing.slug}.svg"),
        ("og:description", description),
        ("og:locale", "ja_JP"),
        ("product:brand", listing.product.brand),
        ("product:retailer_item_id", listing.sku),
        ("product:ean", listing.product.gtin),
        ("product:condition", "new"),
        ("product:availability", _OG_AVAILABILITY[quote.stock]),
        ("product:price:amount", plain_amount(quote.price_minor, cur)),
        ("product:price:currency", cur),
    ]
    if quote.regular_minor is not None:
        tags.append(("product:original_price:amount", plain_amount(quote.regular_minor, cur)))
        tags.append(("product:original_price:currency", cur))
    return "\n".join(f'<meta property="{escape(k)}" content="{escape(v)}">' for k, v in tags)
