"""The API's settings, declared once with a default and a help text (datasette style)."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from crawler.errors import ConfigError

ENV_PREFIX = "PW_"


@dataclass(frozen=True)
class Setting:
    """One declared setting: its name, default, help text and how a string becomes a value."""

    name: str
    default: Any
    help: str
    parse: Callable[[str], Any]

    @property
    def env_var(self) -> str:
        return ENV_PREFIX + self.name.upper()


def _path(raw: str) -> Path:
    return Path(raw).expanduser()


def _optional_path(raw: str) -> Path | None:
    return Path(raw).expanduser() if raw.strip() else None


def _positive_int(raw: str) -> int:
    value = int(raw)
    if value < 1:
        raise ValueError("must be at least 1")
    return value


def _positive_float(raw: str) -> float:
    value = float(raw)
    if not value > 0:
        raise ValueError("must be greater than 0")
    return value


def _hosts(raw: str) -> tuple[str, ...]:
    return tuple(h.strip() for h in raw.split(",") if h.strip())


SETTINGS: tuple[Setting, ...] = (
    Setting("data_dir", Path("data"), "Data directory holding store/ and archive/.", _path),
    Setting(
        "keys_dir",
        Path("keys"),
        "Signer key directory; the API reads only its public key list (keys.json).",
        _path,
    ),
    Setting(
        "signer_socket",
        None,
        "Unix socket of the signer. Unset: receipts are off (answers carry no receipt field).",
        _optional_path,
    ),
    Setting(
        "shops_config",
        None,
        "shops.toml used by live_check and market_scan. Unset: those two tools answer 503.",
        _optional_path,
    ),
    Setting("default_limit", 20, "Results per page when the caller gives no limit.", _positive_int),
    Setting("max_limit", 100, "Largest limit a caller gets (larger are capped).", _positive_int),
    Setting(
        "max_history_limit", 1000, "Largest limit for price_history pages (capped).", _positive_int
    ),
    Setting(
        "live_rate_limit",
        30,
        "live_check and market_scan calls allowed per client per rate window.",
        _positive_int,
    ),
    Setting("rate_window_s", 60.0, "Length of the rate-limit window in seconds.", _positive_float),
    Setting(
        "market_scan_budget_s",
        8.0,
        "Time market_scan waits for shop pages; shops not read by then are 'unreached'.",
        _positive_float,
    ),
    Setting(
        "market_scan_max_listings",
        40,
        "Most listings market_scan reads for one query (best-matching products first).",
        _positive_int,
    ),
    Setting(
        "market_scan_concurrency", 8, "Pages market_scan reads at the same time.", _positive_int
    ),
    Setting("live_timeout_s", 20.0, "Time limit of one live_check page read.", _positive_float),
    Setting(
        "retry_after_s",
        5,
        "Retry-After seconds sent with 503 when the signer cannot be reached.",
        _positive_int,
    ),
    Setting(
        "allowed_hosts",
        ("127.0.0.1:*", "localhost:*", "[::1]:*"),
        "Host headers the MCP endpoint accepts (DNS-rebinding guard), comma separated; '*' = any.",
        _hosts,
    ),
)

_BY_NAME = {s.name: s for s in SETTINGS}


@dataclass(frozen=True)
class Settings:
    """Resolved settings of one API instance."""

    data_dir: Path = Path("data")
    keys_dir: Path = Path("keys")
    signer_socket: Path | None = None
    shops_config: Path | None = None
    default_limit: int = 20
    max_limit: int = 100
    max_history_limit: int = 1000
    live_rate_limit: int = 30
    rate_window_s: float = 60.0
    market_scan_budget_s: float = 8.0
    market_scan_max_listings: int = 40
    market_scan_concurrency: int = 8
    live_timeout_s: float = 20.0
    retry_after_s: int = 5
    allowed_hosts: tuple[str, ...] = ("127.0.0.1:*", "localhost:*", "[::1]:*")

    @property
    def receipts_on(self) -> bool:
        return self.signer_socket is not None

    @classmethod
    def build(
        cls, values: Mapping[str, Any] | None = None, *, env: Mapping[str, str] | None = None
    ) -> Settings:
        """Defaults, then ``PW_*`` variables from ``env``, then ``values``; unknown → ConfigError.

        Values may be strings (parsed like environment variables) or already typed.
        """
        resolved: dict[str, Any] = {s.name: s.default for s in SETTINGS}
        for setting in SETTINGS:
            raw = (env or {}).get(setting.env_var)
            if raw is not None:
                resolved[setting.name] = _parse(setting, raw, source=setting.env_var)
        for name, value in (values or {}).items():
            setting = _BY_NAME.get(name)
            if setting is None:
                known = ", ".join(sorted(_BY_NAME))
                raise ConfigError(f"unknown API setting {name!r} (known: {known})")
            if isinstance(value, str):
                value = _parse(setting, value, source=name)
            resolved[name] = value
        settings = cls(**resolved)
        if settings.default_limit > settings.max_limit:
            raise ConfigError("default_limit must not exceed max_limit")
        return settings

    @classmethod
    def from_env(cls, values: Mapping[str, Any] | None = None) -> Settings:
        """``build`` with the process environment."""
        return cls.build(values, env=os.environ)


def _parse(setting: Setting, raw: str, *, source: str) -> Any:
    try:
        return setting.parse(raw)
    except ValueError as exc:
        raise ConfigError(f"setting {source}={raw!r} is invalid: {exc}") from exc


# The declared list and the dataclass must not drift apart (a test checks this too).
assert [f.name for f in fields(Settings)] == [s.name for s in SETTINGS]
