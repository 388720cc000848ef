"""What a spider hands the pipelines: one page that was read and archived, with its extraction."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from crawler.extract import ExtractedOffer, Extraction
from crawler.store import Observation, product_id_for


@dataclass(frozen=True)
class PageReading:
    """``fingerprint`` names the page's bytes in the archive, put there without fsync: the store
    pipeline syncs the archive before it commits an observation that refers to the page."""

    shop: str
    url: str
    fingerprint: str
    checked_at: datetime
    extraction: Extraction


def observation_of(
    offer: ExtractedOffer,
    *,
    run_id: str,
    shop: str,
    listing: str,
    checked_at: datetime,
    fingerprint: str,
) -> Observation:
    """The stored reading of ``offer``, read from ``listing`` at ``checked_at`` (the one place
    where an extracted offer becomes an observation: crawls and live reads alike)."""
    product = offer.product
    if not product.name:
        raise ValueError("an offer without a product name is not stored")
    return Observation(
        run_id=run_id,
        shop=shop,
        listing=listing,
        product_id=product_id_for(
            gtin=product.gtin, name=product.name, brand=product.brand, shop=shop
        ),
        product_name=product.name,
        brand=product.brand,
        sku=product.sku,
        gtin=product.gtin,
        checked_at=checked_at,
        price_minor=offer.price_minor,
        currency=offer.currency,
        regular_price_minor=offer.regular_price_minor,
        shipping_minor=offer.shipping_minor,
        stock=offer.stock,
        fingerprint=fingerprint,
        method=offer.method,
    )
