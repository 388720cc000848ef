"""What a spider hands the pipelines: one page that was read, with its extraction."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from crawler.extract import Extraction


@dataclass(frozen=True)
class PageReading:
    shop: str
    url: str
    body: bytes
    checked_at: datetime
    extraction: Extraction
