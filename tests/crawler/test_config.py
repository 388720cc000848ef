"""shops.toml: every field validated, errors name file, line and field, bad entries set aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from crawler.config import dump_shops, load_shops, parse_shops
from crawler.errors import ConfigError

GOOD = """
[[shop]]
domain = "shop-a.example"
name = "Shop A"
country = "US"
currency = "USD"
sitemaps = ["http://shop-a.example/robots.txt"]
schedule = "every 15m"
jitter = 30
[shop.selectors]
price = "css:.price"

[[shop]]
domain = "shop-b.example"
name = "Shop B"
country = "DE"
currency = "EUR"
start_urls = ["https://shop-b.example/"]
render = "js"
schedule = "0 */6 * * *"
"""


def test_a_good_config_loads_every_field() -> None:
    config = parse_shops(GOOD)
    assert config.errors == ()
    a, b = config.shops["shop-a.example"], config.shops["shop-b.example"]
    assert a.interval_s == 900 and a.jitter == 30 and a.selectors == {"price": "css:.price"}
    assert b.render == "js" and b.interval_s is None and b.schedule == "0 */6 * * *"
    assert config.shop_for_url("https://shop-b.example/p/1") is b
    assert config.shop_for_url("https://evil.example/p/1") is None
    assert config.shop_for_url("ftp://shop-b.example/p/1") is None
    assert config.shop_for_url("https://shop-b.example:443/p/1") is b
    assert config.shop_for_url("https://shop-b.example:22/p/1") is None  # another service
    assert config.shop_for_url("https://shop-b.example:99999/p/1") is None


BAD_FIELDS = [
    ('country = "US"', 'country = "USA"', "country"),
    ('currency = "USD"', 'currency = "XYZ"', "currency"),
    ('name = "Shop A"', "name = 5", "name"),
    ('schedule = "every 15m"', 'schedule = "sometimes"', "schedule"),
    ('sitemaps = ["http://shop-a.example/robots.txt"]', 'sitemaps = ["http://other.example/x"]',
     "sitemaps"),
    ("jitter = 30", "jitter = -1", "jitter"),
    ("jitter = 30", "concurrncy = 3", "concurrncy"),
    ('price = "css:.price"', 'colour = "red"', "selectors"),
]  # fmt: skip


@pytest.mark.parametrize(("good", "bad", "field"), BAD_FIELDS, ids=[f[2] for f in BAD_FIELDS])
def test_a_bad_entry_names_file_line_and_field_and_spares_the_others(
    tmp_path: Path, good: str, bad: str, field: str
) -> None:
    path = tmp_path / "shops.toml"
    text = GOOD.replace(good, bad, 1)
    path.write_text(text)
    config = load_shops(path)
    assert list(config.shops) == ["shop-b.example"]  # the other shop still runs
    (error,) = config.errors
    message = str(error)
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if ln.strip() == bad)
    if field == "selectors":
        line = next(i for i, ln in enumerate(text.splitlines(), 1) if ln.startswith("[[shop]]"))
        assert message.startswith(f"{path}:")
    else:
        assert message.startswith(f"{path}:{line}:"), message
    assert f"field '{field}'" in message and "shop-a.example" in message


@pytest.mark.parametrize(
    "text",
    ["[[shop]\nname = 1", "shops = 3", "[[shop]]\ndomain = 'a.example'\n[[shop]]\nx = "],
)
def test_an_unreadable_file_is_one_clear_error(text: str) -> None:
    with pytest.raises(ConfigError):
        parse_shops(text)


def test_a_missing_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read"):
        load_shops(tmp_path / "nope.toml")


def test_a_domain_configured_twice_is_refused() -> None:
    twice = GOOD + GOOD.split("[[shop]]")[1].join(["[[shop]]", ""])
    config = parse_shops(twice)
    assert any("configured twice" in str(e) for e in config.errors)


def test_unknown_shops_selected_by_name_are_refused() -> None:
    with pytest.raises(ConfigError, match="unknown shop"):
        parse_shops(GOOD).select(["shop-z.example"])


def test_dump_and_parse_round_trip() -> None:
    shops = [
        {"domain": "x.example", "name": 'The "X" shop', "country": "JP", "currency": "JPY",
         "start_urls": ["http://x.example/"], "render": "html", "delay": 0.5,
         "allow_private": True, "selectors": {"price": ".p"}},
    ]  # fmt: skip
    config = parse_shops(dump_shops(shops))
    assert config.errors == ()
    shop = config.shops["x.example"]
    assert shop.name == 'The "X" shop' and shop.delay == 0.5 and shop.allow_private
