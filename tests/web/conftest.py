"""Fixtures for the web face's tests: the API tests' world (tests/api/api_world.py) plus a
product whose crawled name is hostile HTML, served by a real uvicorn app and a real signer."""

from __future__ import annotations

import shutil
import sys
import tempfile
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

# api_world lives beside the API tests; reuse it rather than copy it.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "api"))

from api_world import (  # noqa: E402
    NOW,
    SHOPS,
    ApiServer,
    SignerProcess,
    World,
    obs,
    readings,
    settings_for,
)

from crawler.store import ObservationWriter  # noqa: E402

HOSTILE_NAME = '<script>alert("pwned")</script> Evil <b>Beans</b> & "Co" 250g'
HOSTILE = obs(
    "shop-b.example", "evil-beans", HOSTILE_NAME, 12345, NOW - timedelta(hours=2), shipping=500
)
HOSTILE_ID = HOSTILE.product_id


@pytest.fixture(scope="session")
def web_world() -> Iterator[World]:
    # Unix socket paths are limited to ~108 bytes, so not pytest's long tmp_path.
    root = Path(tempfile.mkdtemp(prefix="pwweb-"))
    w = World(root, root / "data", root / "signer-data", root / "keys", root / "signer.sock")
    for data_dir in (w.data_dir, w.signer_data_dir):
        writer = ObservationWriter(data_dir)
        writer.write_shops(SHOPS)
        writer.write([*readings(), HOSTILE])
    yield w
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def web_on(web_world: World) -> Iterator[ApiServer]:
    signer = SignerProcess(web_world).start()
    try:
        with ApiServer(settings_for(web_world, signer_socket=web_world.socket)) as server:
            yield server
    finally:
        signer.stop()


@pytest.fixture(scope="session")
def web_off(web_world: World) -> Iterator[ApiServer]:
    with ApiServer(settings_for(web_world)) as server:
        yield server
