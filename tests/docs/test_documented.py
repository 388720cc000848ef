"""Every command, setting and analyst query is documented, and the documented queries run."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import duckdb
import pytest

from api.cli import app
from api.settings import SETTINGS
from crawler import settings as crawler_settings
from crawler.store import Observation, ObservationWriter, init_analyst_db

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()


def _commands() -> list[str]:
    import typer.main

    group = typer.main.get_command(app)
    return sorted(group.commands)  # type: ignore[attr-defined]


@pytest.mark.parametrize("command", _commands())
def test_every_command_is_in_the_readme(command: str) -> None:
    assert f"pricewitness {command}" in README


def test_the_readme_opens_with_the_two_commands() -> None:
    block = README.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert len(block) == 2
    assert block[0].endswith("pricewitness demo")
    assert "pytest" in block[1]


@pytest.mark.parametrize("setting", SETTINGS, ids=lambda s: s.name)
def test_every_api_setting_is_documented(setting: object) -> None:
    doc = (ROOT / "docs" / "settings.md").read_text()
    assert f"`{setting.env_var}`" in doc  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", [n for n in dir(crawler_settings) if n.startswith("PW_")])
def test_every_crawler_setting_is_documented(name: str) -> None:
    assert f"`{name}`" in (ROOT / "docs" / "settings.md").read_text()


def _sql_blocks() -> list[str]:
    text = (ROOT / "docs" / "analysts.md").read_text()
    return re.findall(r"```sql\n(.*?)```", text, flags=re.S)


@pytest.mark.parametrize("query", _sql_blocks(), ids=lambda q: q.split("\n")[0][:40])
def test_every_analyst_query_runs(tmp_path: Path, query: str) -> None:
    writer = ObservationWriter(tmp_path)
    writer.write_shops([{"domain": "shop-a.example", "name": "A", "country": "DE",
                         "currency": "EUR"}])  # fmt: skip
    now = datetime.now(UTC)
    writer.write(
        [
            Observation(
                run_id="r1", shop="shop-a.example", listing="http://shop-a.example/p/1",
                product_id="p1", product_name="Kaffee", gtin="04006381333931",
                checked_at=now - timedelta(hours=h), price_minor=1000 - 200 * h,
                currency="EUR", stock="in_stock", fingerprint="sha256:" + "a" * 64,
                method="json-ld",
            )
            for h in range(3)
        ]
    )  # fmt: skip
    con = duckdb.connect(init_analyst_db(tmp_path), read_only=True)
    result = con.sql(query)  # None for a statement such as SET
    if result is not None:
        result.fetchall()
    assert len(_sql_blocks()) >= 5
