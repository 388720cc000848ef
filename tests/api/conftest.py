"""Fixtures for the API tests (the world they stand on lives in api_world.py)."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from api_world import (
    SHOPS,
    UNSEEN,
    ApiServer,
    SignerProcess,
    World,
    readings,
    settings_for,
)

from crawler.store import ObservationWriter


@pytest.fixture(scope="session")
def world() -> Iterator[World]:
    # Unix socket paths are limited to ~108 bytes, so not pytest's long tmp_path.
    root = Path(tempfile.mkdtemp(prefix="pwapi-"))
    w = World(root, root / "data", root / "signer-data", root / "keys", root / "signer.sock")
    for data_dir in (w.data_dir, w.signer_data_dir):
        writer = ObservationWriter(data_dir)
        writer.write_shops(SHOPS)
        writer.write(readings())
    ObservationWriter(w.data_dir).write([UNSEEN])
    yield w
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def signer(world: World) -> Iterator[SignerProcess]:
    proc = SignerProcess(world).start()
    yield proc
    proc.stop()


@pytest.fixture(scope="session")
def api_on(world: World, signer: SignerProcess) -> Iterator[ApiServer]:
    with ApiServer(settings_for(world, signer_socket=world.socket)) as server:
        yield server


@pytest.fixture(scope="session")
def api_off(world: World) -> Iterator[ApiServer]:
    with ApiServer(settings_for(world)) as server:
        yield server


@pytest.fixture
def http_on(api_on: ApiServer) -> Iterator[httpx.Client]:
    with api_on.client() as client:
        yield client


@pytest.fixture
def http_off(api_off: ApiServer) -> Iterator[httpx.Client]:
    with api_off.client() as client:
        yield client
