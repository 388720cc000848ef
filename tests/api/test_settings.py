"""Settings are declared once (name, default, help); unknown or malformed ones are errors."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest

from api.settings import SETTINGS, Settings
from crawler.errors import ConfigError


def test_every_setting_is_declared_with_help_and_matches_the_dataclass() -> None:
    assert [s.name for s in SETTINGS] == [f.name for f in fields(Settings)]
    defaults = Settings()
    for setting in SETTINGS:
        assert setting.help.strip()
        assert getattr(defaults, setting.name) == setting.default


def test_environment_then_explicit_values() -> None:
    env = {"PW_DATA_DIR": "/srv/data", "PW_MAX_LIMIT": "50", "PW_SIGNER_SOCKET": "/run/s.sock"}
    settings = Settings.build({"max_limit": "70"}, env=env)
    assert settings.data_dir == Path("/srv/data")
    assert settings.max_limit == 70
    assert settings.signer_socket == Path("/run/s.sock") and settings.receipts_on
    assert not Settings.build(env={"PW_SIGNER_SOCKET": ""}).receipts_on
    assert Settings.build(env={"PW_ALLOWED_HOSTS": "a:*, b:80"}).allowed_hosts == ("a:*", "b:80")


@pytest.mark.parametrize(
    ("values", "env", "needle"),
    [
        ({"max_limt": 5}, {}, "unknown API setting 'max_limt'"),
        ({}, {"PW_MAX_LIMIT": "many"}, "PW_MAX_LIMIT"),
        ({"rate_window_s": "-1"}, {}, "rate_window_s"),
        ({"default_limit": 500}, {}, "default_limit"),
    ],
)
def test_bad_settings_are_config_errors(values: dict, env: dict, needle: str) -> None:
    with pytest.raises(ConfigError, match=needle):
        Settings.build(values, env=env)
