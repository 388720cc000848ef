"""A crawl frontier shared by several crawler processes (scrapy-redis over one Redis server)."""

from __future__ import annotations

from crawler.frontier.redis import SharedFrontierIdle, frontier_settings

__all__ = ["SharedFrontierIdle", "frontier_settings"]
