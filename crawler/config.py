"""Loads ``shops.toml``: one entry per shop, validated field by field, bad entries set aside."""

from __future__ import annotations

import ipaddress
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any
from urllib.parse import urlsplit

from crawler.countries import is_country
from crawler.currencies import is_currency
from crawler.errors import ConfigError

_DOMAIN = re.compile(r"^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$")
_INTERVAL = re.compile(r"^(\d+)\s*(s|m|h)$")
SELECTOR_KEYS = frozenset(
    {"name", "price", "regular_price", "currency", "sku", "gtin", "brand", "stock", "shipping"}
)
_FIELDS = frozenset(
    {
        "domain", "name", "country", "currency", "start_urls", "sitemaps", "render", "selectors",
        "proxy", "schedule", "jitter", "concurrency", "delay", "wait_for", "allow_private",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Shop:
    """One shop of the config: where to read it, how hard, and how to read its pages."""

    domain: str
    name: str
    country: str
    currency: str
    start_urls: tuple[str, ...] = ()
    sitemaps: tuple[str, ...] = ()
    render: str = "html"
    selectors: MappingProxyType[str, str] = field(default_factory=lambda: MappingProxyType({}))
    proxy: str | None = None
    schedule: str = "every 60m"
    jitter: int = 0
    concurrency: int = 4
    delay: float = 0.0
    wait_for: str | None = None
    allow_private: bool = False

    def owns(self, url: str) -> bool:
        """True if ``url`` is an http(s) URL on this shop's host and on a port the shop uses
        (the SSRF guard's question: never another host, never another service on the host)."""
        try:
            parts = urlsplit(url)
            port = parts.port
        except ValueError:
            return False
        return (
            parts.scheme in ("http", "https")
            and (parts.hostname or "") == self.domain
            and (port is None or port in self.ports)
        )

    @property
    def ports(self) -> frozenset[int]:
        """80, 443 and any port the shop's own configured URLs name."""
        named = {urlsplit(u).port for u in (*self.start_urls, *self.sitemaps)}
        return frozenset({80, 443} | {p for p in named if p is not None})

    @property
    def interval_s(self) -> int | None:
        """The schedule as seconds when it is an interval (``every 15m``), else None (cron)."""
        match = _INTERVAL.match(self.schedule.removeprefix("every").strip())
        if not match:
            return None
        return int(match.group(1)) * {"s": 1, "m": 60, "h": 3600}[match.group(2)]

    def as_row(self) -> dict[str, str]:
        return {
            "domain": self.domain,
            "name": self.name,
            "country": self.country,
            "currency": self.currency,
        }


@dataclass(frozen=True)
class ShopsConfig:
    """The shops that loaded, and an error per entry that did not (others still run)."""

    path: Path | None
    shops: MappingProxyType[str, Shop]
    errors: tuple[ConfigError, ...] = ()

    def select(self, domains: list[str] | None) -> list[Shop]:
        if not domains:
            return list(self.shops.values())
        unknown = [d for d in domains if d not in self.shops]
        if unknown:
            raise ConfigError(
                f"unknown shop(s) {', '.join(unknown)}; configured: {', '.join(self.shops)}"
            )
        return [self.shops[d] for d in domains]

    def shop_for_url(self, url: str) -> Shop | None:
        host = (urlsplit(url).hostname or "") if isinstance(url, str) else ""
        shop = self.shops.get(host)
        return shop if shop is not None and shop.owns(url) else None


def _entry_lines(text: str) -> list[int]:
    """Line numbers (1-based) of each ``[[shop]]`` header, for error messages."""
    return [i for i, line in enumerate(text.splitlines(), 1) if line.strip() == "[[shop]]"]


def _field_line(text: str, start: int, name: str) -> int:
    lines = text.splitlines()
    for i in range(start, len(lines) + 1):
        if i > start and lines[i - 1].strip() == "[[shop]]":
            break
        if re.match(rf"^\s*{re.escape(name)}\s*=", lines[i - 1]):
            return i
    return start


def _check_url(value: object, domain: str, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be a string URL")
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or parts.hostname != domain:
        raise ValueError(f"{what} {value!r} must be an http(s) URL on {domain}")
    return value


def _build_shop(raw: dict[str, Any]) -> tuple[Shop | None, str | None, str | None]:
    """Returns (shop, None, None) or (None, field, problem)."""
    unknown = sorted(set(raw) - _FIELDS)
    if unknown:
        return None, unknown[0], f"unknown field (known: {', '.join(sorted(_FIELDS))})"
    domain = raw.get("domain")
    if not isinstance(domain, str) or not _DOMAIN.match(domain):
        return None, "domain", "must be a lowercase host name like shop-a.example"
    checks: list[tuple[str, bool, str]] = [
        ("name", isinstance(raw.get("name"), str) and bool(raw.get("name")), "must be text"),
        ("country", is_country(raw.get("country")), "must be ISO 3166-1 alpha-2, e.g. DE"),
        ("currency", is_currency(raw.get("currency")), "must be an ISO 4217 code, e.g. EUR"),
        ("render", raw.get("render", "html") in ("html", "js"), 'must be "html" or "js"'),
        ("concurrency", _int_in(raw.get("concurrency", 4), 1, 64), "must be an integer 1..64"),
        ("jitter", _int_in(raw.get("jitter", 0), 0, 86400), "must be seconds 0..86400"),
        ("delay", _num_in(raw.get("delay", 0.0), 0, 600), "must be seconds 0..600"),
        ("allow_private", isinstance(raw.get("allow_private", False), bool), "must be a boolean"),
    ]
    for name, ok, problem in checks:
        if not ok:
            return None, name, problem
    try:
        start_urls = tuple(_check_url(u, domain, "start URL") for u in _list(raw, "start_urls"))
    except ValueError as exc:
        return None, "start_urls", str(exc)
    try:
        sitemaps = tuple(_check_url(u, domain, "sitemap") for u in _list(raw, "sitemaps"))
    except ValueError as exc:
        return None, "sitemaps", str(exc)
    if not start_urls and not sitemaps:
        return None, "start_urls", "a shop needs start_urls or sitemaps"
    selectors = raw.get("selectors", {})
    if not isinstance(selectors, dict) or not all(
        k in SELECTOR_KEYS and isinstance(v, str) and v for k, v in selectors.items()
    ):
        return None, "selectors", f"must be a table of {', '.join(sorted(SELECTOR_KEYS))} → text"
    proxy = raw.get("proxy")
    if proxy is not None and not (
        isinstance(proxy, str) and urlsplit(proxy).scheme in ("http", "https")
    ):
        return None, "proxy", "must be an http:// proxy URL"
    schedule = raw.get("schedule", "every 60m")
    if not isinstance(schedule, str) or not (
        _INTERVAL.match(schedule.removeprefix("every").strip()) or len(schedule.split()) == 5
    ):
        return None, "schedule", 'must be "every 15m" (s/m/h) or a 5-field cron expression'
    wait_for = raw.get("wait_for")
    if wait_for is not None and not isinstance(wait_for, str):
        return None, "wait_for", "must be a CSS selector"
    shop = Shop(
        domain=domain,
        name=raw["name"],
        country=raw["country"],
        currency=raw["currency"],
        start_urls=start_urls,
        sitemaps=sitemaps,
        render=raw.get("render", "html"),
        selectors=MappingProxyType(dict(selectors)),
        proxy=proxy,
        schedule=schedule,
        jitter=int(raw.get("jitter", 0)),
        concurrency=int(raw.get("concurrency", 4)),
        delay=float(raw.get("delay", 0.0)),
        wait_for=wait_for,
        allow_private=bool(raw.get("allow_private", False)),
    )
    return shop, None, None


def _list(raw: dict[str, Any], name: str) -> list[object]:
    value = raw.get(name, [])
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list")
    return value


def _int_in(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _num_in(value: object, low: float, high: float) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and low <= value <= high


def parse_shops(text: str, path: Path | None = None) -> ShopsConfig:
    """Parse shops.toml text. A syntax error is fatal; a bad entry is set aside with its error."""
    where = str(path) if path else "<shops.toml>"
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{where}: {exc}") from exc
    entries = data.pop("shop", [])
    if data:
        raise ConfigError(f"{where}: unknown top-level key(s) {', '.join(data)}; use [[shop]]")
    if not isinstance(entries, list):
        raise ConfigError(f"{where}: 'shop' must be an array of tables ([[shop]])")
    lines = _entry_lines(text)
    shops: dict[str, Shop] = {}
    errors: list[ConfigError] = []
    for index, raw in enumerate(entries):
        start = lines[index] if index < len(lines) else 0
        shop, bad_field, problem = _build_shop(raw)
        if shop is not None and shop.domain in shops:
            shop, bad_field, problem = None, "domain", f"{shop.domain} is configured twice"
        if shop is None:
            line = _field_line(text, start, bad_field or "") if start else 0
            label = raw.get("domain") if isinstance(raw.get("domain"), str) else f"#{index + 1}"
            errors.append(
                ConfigError(f"{where}:{line}: shop {label}: field '{bad_field}' {problem}")
            )
            continue
        shops[shop.domain] = shop
    return ShopsConfig(path=path, shops=MappingProxyType(shops), errors=tuple(errors))


def load_shops(path: str | Path) -> ShopsConfig:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read shops config {path}: {exc}") from exc
    return parse_shops(text, path)


def is_public_address(host: str) -> bool:
    """False for loopback, private, link-local, multicast and reserved addresses."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_global and not address.is_multicast


def dump_shops(shops: list[dict[str, Any]]) -> str:
    """shops.toml text for a list of shop dicts (used by the demo to write its runtime config)."""
    out: list[str] = []
    for shop in shops:
        out.append("[[shop]]")
        tables = {k: v for k, v in shop.items() if isinstance(v, dict)}
        for key, value in shop.items():
            if key not in tables and value is not None:
                out.append(f"{key} = {_toml_value(value)}")
        for key, table in tables.items():
            out.append(f"[shop.{key}]")
            out.extend(f"{k} = {_toml_value(v)}" for k, v in table.items())
        out.append("")
    return "\n".join(out)


def _toml_value(value: object) -> str:
    import json

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    return json.dumps(str(value), ensure_ascii=False)
