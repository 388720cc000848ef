"""Fixtures for the web face's tests: the API tests' world (tests/api/api_world.py) plus a
product whose crawled name is hostile HTML (web_world.py), a real uvicorn app and signer."""

from __future__ import annotations

import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

# api_world lives beside the API tests; reuse it rather than copy it.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "api"))

from api_world import (
    SHOPS,
    ApiServer,
    SignerProcess,
    World,
    readings,
    settings_for,
)
from web_world import HOSTILE

from crawler.store import ObservationWriter


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
