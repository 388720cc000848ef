"""Page bytes → offers: the right price or no price, with the reason when there is none."""

from __future__ import annotations

from crawler.extract.core import extract
from crawler.extract.model import ExtractedOffer, Extraction, ProductIdentity, ShopHints

__all__ = ["ExtractedOffer", "Extraction", "ProductIdentity", "ShopHints", "extract"]
