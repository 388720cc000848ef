"""Key management: the Ed25519 key ring on disk and the public key list (FORMAT.md)."""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import stat
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from nacl import bindings
from nacl.signing import SigningKey

from crawler.errors import ConfigError

from . import nonces
from .canonical import b64url, key_id_for
from .claims import iso_ms
from .keylist import PUBLIC_LIST, public_list_path
from .nonces import Nonce

__all__ = ["ActiveKey", "KeyRing", "public_list_path"]

_LOCK = ".lock"
_GROUP_ORDER = 2**252 + 27742317777372353535851937790883648493  # L, RFC 8032 §5.1
_SUFFIX = ".ed25519"


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


class ActiveKey:
    """The signing key in use; holds the private half and never shows it."""

    __slots__ = ("_public", "_scalar", "_signing_key", "key_id")

    def __init__(self, key_id: str, signing_key: SigningKey) -> None:
        self.key_id = key_id
        self._signing_key = signing_key
        self._public = bytes(signing_key.verify_key)
        self._scalar = _secret_scalar(bytes(signing_key), self._public)

    def sign(self, message: bytes, nonce: Nonce | None = None) -> bytes:
        """The 64-byte Ed25519 signature of ``message``.

        Without ``nonce``: RFC 8032's deterministic signature. With a :class:`Nonce` from the
        signer's pool: the same equation with that precomputed random nonce (signer/nonces.py),
        about 3× faster; every Ed25519 verifier accepts either.
        """
        if nonce is None or self._scalar is None:
            return self._signing_key.sign(message).signature
        r, big_r = nonce.spend()
        # k is public (anyone can hash R ‖ A ‖ M), so Python's integers may reduce it; the
        # products and sums with the secrets a and r stay in libsodium's constant-time code.
        digest = hashlib.sha512(big_r + self._public + message).digest()
        k = (int.from_bytes(digest, "little") % _GROUP_ORDER).to_bytes(32, "little")
        return big_r + _mul_add(k, self._scalar, r)

    def __repr__(self) -> str:
        return f"ActiveKey(key_id={self.key_id!r})"

    def __reduce__(self) -> Any:
        # Rule 5 (FORMAT.md): the private key never leaves the signing process.
        raise TypeError("an ActiveKey cannot be pickled or copied out of the signer")


def _mul_add_bindings(k: bytes, a: bytes, r: bytes) -> bytes:
    """r + k·a mod L through pynacl's public bindings."""
    return bindings.crypto_core_ed25519_scalar_add(r, bindings.crypto_core_ed25519_scalar_mul(k, a))


def _mul_add_direct(k: bytes, a: bytes, r: bytes) -> bytes:
    """The same two libsodium calls without the bindings' argument checks (≈ 2 µs less per
    signature); the inputs are our own 32-byte scalars, checked when the key was loaded."""
    product = _ffi.new("unsigned char[32]")
    _lib.crypto_core_ed25519_scalar_mul(product, k, a)
    total = _ffi.new("unsigned char[32]")
    _lib.crypto_core_ed25519_scalar_add(total, r, product)
    return bytes(_ffi.buffer(total, 32))


try:  # pynacl's compiled module (pinned version); the bindings are the fallback
    from nacl._sodium import ffi as _ffi
    from nacl._sodium import lib as _lib
except ImportError:  # pragma: no cover - every pynacl wheel has it
    _mul_add = _mul_add_bindings
else:
    _mul_add = _mul_add_direct


def _secret_scalar(seed: bytes, public: bytes) -> bytes | None:
    """The key's secret scalar a mod L (RFC 8032 §5.1.5), or None where it cannot be checked.

    Checked against the public key (a·B must be A) so that a libsodium without the group
    operations, or a mistake here, falls back to deterministic signing instead of signing wrong.
    """
    if not nonces.available():
        return None
    digest = bytearray(hashlib.sha512(seed).digest()[:32])
    digest[0] &= 248
    digest[31] &= 127
    digest[31] |= 64
    scalar = bindings.crypto_core_ed25519_scalar_reduce(bytes(digest) + bytes(32))
    if bindings.crypto_scalarmult_ed25519_base_noclamp(scalar) != public:
        return None
    return scalar


class KeyRing:
    """The keys in ``keys_dir``: one 0600 file per private key, plus the public keys.json."""

    def __init__(self, keys_dir: Path) -> None:
        self.keys_dir = Path(keys_dir)

    def __repr__(self) -> str:
        return f"KeyRing({str(self.keys_dir)!r})"

    # -- public operations -------------------------------------------------------------

    def init(self) -> str:
        """Create the first key if no key was ever made; returns the active key_id (or "")."""
        with self._locked():
            keys = self._read_list()
            if not keys:
                keys.append(self._new_key())
                self._write_list(keys)
            return next((k["key_id"] for k in keys if k["status"] == "active"), "")

    def rotate(self) -> str:
        """Make a new active key and retire the previous one; returns the new key_id."""
        with self._locked():
            keys = self._read_list()
            now = iso_ms(datetime.now(UTC))
            for entry in keys:
                if entry["status"] == "active":
                    entry["status"], entry["retired_at"] = "retired", now
            fresh = self._new_key()
            keys.append(fresh)
            self._write_list(keys)
            for entry in keys:
                if entry["status"] == "retired":
                    self._destroy_private(entry["key_id"])
            return fresh["key_id"]

    def retire(self, key_id: str) -> None:
        """Retire ``key_id``: it stays listed (old receipts still check) but signs no more."""
        with self._locked():
            keys = self._read_list()
            entry = next((k for k in keys if k["key_id"] == key_id), None)
            if entry is None:
                raise ConfigError(f"no key {key_id!r} in {self.keys_dir}")
            if entry["status"] == "active":
                entry["status"], entry["retired_at"] = "retired", iso_ms(datetime.now(UTC))
                self._write_list(keys)
            # The public list says retired before the private half goes, so a signer that
            # reloads never looks for a key file that is already gone while still active.
            self._destroy_private(key_id)

    def list(self) -> dict[str, Any]:
        """The public key list, exactly FORMAT.md's shape."""
        return {"keys": self._read_list()}

    def active_key(self) -> ActiveKey | None:
        """Load the active key's private half (signer process only); None if none is active."""
        keys = self._read_list()
        entry = next((k for k in keys if k["status"] == "active"), None)
        if entry is None:
            return None
        path = self._private_path(entry["key_id"])
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
        except OSError as exc:
            raise ConfigError(
                f"active key {entry['key_id']} has no private key file in {self.keys_dir}"
            ) from exc
        try:
            info = os.fstat(fd)
            if info.st_mode & 0o077:
                raise ConfigError(
                    f"{path} is readable by others; run chmod 600 on it (or rotate the key)"
                )
            seed = os.read(fd, 64)
        finally:
            os.close(fd)
        if len(seed) != 32:
            raise ConfigError(f"{path} is not a 32-byte Ed25519 seed")
        signing_key = SigningKey(seed)
        if key_id_for(bytes(signing_key.verify_key)) != entry["key_id"]:
            raise ConfigError(f"{path} does not hold the key its name says")
        return ActiveKey(entry["key_id"], signing_key)

    # -- files -------------------------------------------------------------------------

    def _ensure_dir(self) -> None:
        self.keys_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        if stat.S_IMODE(self.keys_dir.stat().st_mode) != 0o700:
            try:
                self.keys_dir.chmod(0o700)
            except OSError as exc:
                raise ConfigError(f"cannot make {self.keys_dir} private (mode 0700)") from exc

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        # Two processes initialising at once must create one key, not two.
        self._ensure_dir()
        fd = os.open(self.keys_dir / _LOCK, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)

    def _private_path(self, key_id: str) -> Path:
        return self.keys_dir / f"{key_id}{_SUFFIX}"

    def _new_key(self) -> dict[str, Any]:
        signing_key = SigningKey.generate()  # libsodium's CSPRNG
        public = bytes(signing_key.verify_key)
        key_id = key_id_for(public)
        # O_EXCL with mode 0600 at creation: the file is never readable by others, not even
        # for the moment between create and chmod.
        fd = os.open(
            self._private_path(key_id), os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600
        )
        try:
            _write_all(fd, bytes(signing_key))
            os.fsync(fd)
        finally:
            os.close(fd)
        self._fsync_dir()
        return {
            "key_id": key_id,
            "jwk": {"kty": "OKP", "crv": "Ed25519", "x": b64url(public)},
            "status": "active",
            "created_at": iso_ms(datetime.now(UTC)),
            "retired_at": None,
        }

    def _destroy_private(self, key_id: str) -> None:
        path = self._private_path(key_id)
        with contextlib.suppress(FileNotFoundError):
            size = path.stat().st_size
            with open(path, "r+b", buffering=0) as handle:
                handle.write(b"\0" * size)
                os.fsync(handle.fileno())
            path.unlink()
            self._fsync_dir()

    def _read_list(self) -> list[dict[str, Any]]:
        path = public_list_path(self.keys_dir)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as exc:
            raise ConfigError(f"{path} is not a readable key list") from exc
        keys = data.get("keys") if isinstance(data, dict) else None
        if not isinstance(keys, list):
            raise ConfigError(f"{path} is not a key list ({{'keys': [...]}})")
        return keys

    def _write_list(self, keys: list[dict[str, Any]]) -> None:
        # Atomic replace: the API may read keys.json at any moment (FORMAT.md public list).
        path = public_list_path(self.keys_dir)
        tmp = path.with_name(f".{PUBLIC_LIST}.{os.getpid()}.tmp")
        data = json.dumps({"keys": keys}, indent=2, ensure_ascii=False).encode("utf-8") + b"\n"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644)
        try:
            os.fchmod(fd, 0o644)  # the umask must not hide the public list from the API
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
        self._fsync_dir()

    def _fsync_dir(self) -> None:
        fd = os.open(self.keys_dir, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
