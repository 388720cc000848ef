"""Key management: files and modes, the public list, rotation, concurrency, no leaks."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import stat
from pathlib import Path

import pytest
from signer_support import secret_forms

from crawler.errors import ConfigError
from signer.canonical import b64url_decode, key_id_for
from signer.keys import KeyRing, public_list_path


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _private_files(keys_dir: Path) -> list[Path]:
    return sorted(keys_dir.glob("*.ed25519"))


def test_init_makes_one_key_with_private_modes_and_is_idempotent(tmp_path: Path) -> None:
    keys_dir = tmp_path / "keys"
    ring = KeyRing(keys_dir)
    key_id = ring.init()
    assert ring.init() == key_id
    assert _mode(keys_dir) == 0o700
    [private] = _private_files(keys_dir)
    assert private.name == f"{key_id}.ed25519"
    assert _mode(private) == 0o600
    assert _mode(public_list_path(keys_dir)) == 0o644
    assert len(ring.list()["keys"]) == 1


def test_modes_hold_under_a_permissive_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        ring = KeyRing(tmp_path / "keys")
        ring.init()
        ring.rotate()
    finally:
        os.umask(old)
    assert _mode(tmp_path / "keys") == 0o700
    assert all(_mode(p) == 0o600 for p in _private_files(tmp_path / "keys"))
    assert _mode(public_list_path(tmp_path / "keys")) == 0o644


def test_public_list_is_exactly_the_format_shape(tmp_path: Path) -> None:
    ring = KeyRing(tmp_path / "keys")
    ring.init()
    [entry] = ring.list()["keys"]
    assert set(entry) == {"key_id", "jwk", "status", "created_at", "retired_at"}
    assert entry["jwk"].keys() == {"kty", "crv", "x"}
    assert (entry["jwk"]["kty"], entry["jwk"]["crv"]) == ("OKP", "Ed25519")
    raw = b64url_decode(entry["jwk"]["x"])
    assert len(raw) == 32 and key_id_for(raw) == entry["key_id"]
    assert entry["status"] == "active" and entry["retired_at"] is None
    assert entry["created_at"].endswith("Z") and len(entry["created_at"]) == 24


def test_rotate_retires_the_old_key_and_keeps_it_listed(tmp_path: Path) -> None:
    ring = KeyRing(tmp_path / "keys")
    first = ring.init()
    second = ring.rotate()
    third = ring.rotate()
    keys = {k["key_id"]: k for k in ring.list()["keys"]}
    assert list(keys) == [first, second, third]  # never removed, in creation order
    assert [k["status"] for k in keys.values()] == ["retired", "retired", "active"]
    assert keys[first]["retired_at"] and keys[second]["retired_at"]
    # A retired key signs no more: its private half is destroyed.
    assert [p.name for p in _private_files(tmp_path / "keys")] == [f"{third}.ed25519"]
    active = ring.active_key()
    assert active is not None and active.key_id == third


def test_retire_leaves_no_active_key_and_unknown_key_is_an_error(tmp_path: Path) -> None:
    ring = KeyRing(tmp_path / "keys")
    key_id = ring.init()
    ring.retire(key_id)
    assert ring.active_key() is None
    assert ring.init() == ""  # deliberately off: init does not silently make a new key
    assert ring.list()["keys"][0]["status"] == "retired"
    with pytest.raises(ConfigError):
        ring.retire("0000000000000000")


def test_a_private_key_readable_by_others_is_refused(tmp_path: Path) -> None:
    ring = KeyRing(tmp_path / "keys")
    ring.init()
    [private] = _private_files(tmp_path / "keys")
    private.chmod(0o644)
    with pytest.raises(ConfigError, match="chmod 600"):
        ring.active_key()


def _init_in_child(keys_dir: str, barrier: multiprocessing.synchronize.Barrier) -> None:
    barrier.wait()
    KeyRing(Path(keys_dir)).init()


def test_processes_initialising_at_once_create_one_key(tmp_path: Path) -> None:
    ctx = multiprocessing.get_context("fork")
    barrier = ctx.Barrier(4)
    procs = [
        ctx.Process(target=_init_in_child, args=(str(tmp_path / "keys"), barrier)) for _ in range(4)
    ]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join(30)
        assert proc.exitcode == 0
    assert len(KeyRing(tmp_path / "keys").list()["keys"]) == 1
    assert len(_private_files(tmp_path / "keys")) == 1


def test_key_material_never_shows_in_reprs_or_pickles(tmp_path: Path) -> None:
    ring = KeyRing(tmp_path / "keys")
    ring.init()
    [private] = _private_files(tmp_path / "keys")
    seed = private.read_bytes()
    active = ring.active_key()
    assert active is not None
    text = repr(active) + repr(ring) + str(ring.list())
    for form in secret_forms(seed):
        assert form not in text
    with pytest.raises(TypeError):
        pickle.dumps(active)
