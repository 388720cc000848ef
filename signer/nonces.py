"""Ed25519 nonces made ahead of time, so that signing at answer time costs microseconds.

An Ed25519 signature of message M under secret scalar a and public key A is (R, S) with
R = r·B, k = SHA-512(R ‖ A ‖ M) mod L and S = r + k·a mod L (RFC 8032 §5.1.6). RFC 8032
derives r from the key and M; any r that is uniformly random, secret and used once gives a
signature every RFC 8032 verifier accepts (FORMAT.md asks only for "Ed25519 over those bytes").
The costly part, R = r·B (≈ 20 µs here), does not depend on M or on the key, so a background
thread makes (r, R) pairs while the signer is idle and a signature at answer time is one
SHA-512 and two scalar operations (≈ 4 µs).

What keeps this safe, since a nonce used twice or a predictable nonce gives away the key:

- r comes from the OS CSPRNG (64 bytes reduced mod L: no measurable bias), never from a seed;
- a nonce is taken out of the pool (one ``popleft``) and spent once: :class:`Nonce` refuses a
  second use;
- the pool lives only in the signer process's memory, is never written anywhere, and is emptied
  in a forked child (a copied pool would hand the same nonces to two processes);
- all arithmetic on the secrets a and r is libsodium's (constant time), through pynacl;
- with an empty pool, the key signs the RFC 8032 way (deterministic nonce), so a burst larger
  than the pool is slower, never wrong.
"""

from __future__ import annotations

import collections
import contextlib
import os
import threading
import weakref
from collections.abc import Iterator
from typing import Any

from nacl import bindings

__all__ = ["DEFAULT_SIZE", "Nonce", "NoncePool", "available"]

# About 2 MB, made in 0.2 s of one core at start: bursts of 10,000 receipts at the fast cost.
DEFAULT_SIZE = 10_000

_BATCH = 64  # nonces made between two checks of the stop flag
_POOLS: weakref.WeakSet[NoncePool] = weakref.WeakSet()


def available() -> bool:
    """Whether this libsodium has the group operations nonces need (pynacl's full build has)."""
    return bool(bindings.has_crypto_core_ed25519 and bindings.has_crypto_scalarmult_ed25519)


class Nonce:
    """One (r, R = r·B) pair; :meth:`spend` hands it out once, then it is gone."""

    __slots__ = ("_pair",)

    def __init__(self) -> None:
        r = bindings.crypto_core_ed25519_scalar_reduce(os.urandom(64))
        self._pair: tuple[bytes, bytes] | None = (
            r,
            bindings.crypto_scalarmult_ed25519_base_noclamp(r),
        )

    def spend(self) -> tuple[bytes, bytes]:
        """``(r, R)``; a second call raises, so one nonce can never sign two messages."""
        pair, self._pair = self._pair, None
        if pair is None:
            raise RuntimeError("an Ed25519 nonce was used twice; refusing to sign")
        return pair

    def __repr__(self) -> str:
        return "Nonce(<secret>)"

    def __reduce__(self) -> Any:
        raise TypeError("a nonce never leaves the signer process")


class NoncePool:
    """Up to ``size`` nonces, refilled by a daemon thread whenever the pool is below 3/4 and
    the signer is not busy answering (see :meth:`paused`)."""

    def __init__(self, size: int) -> None:
        if size < 0:
            raise ValueError("the nonce pool size is a count, 0 or more")
        self.size = size if available() else 0
        self._nonces: collections.deque[Nonce] = collections.deque()
        self._low = self.size * 3 // 4
        self._wake = threading.Event()
        self._idle = threading.Event()  # cleared while the signer answers: refills wait
        self._idle.set()
        self._stopped = threading.Event()
        self._pid = os.getpid()
        self._thread: threading.Thread | None = None
        _POOLS.add(self)

    def __len__(self) -> int:
        return len(self._nonces)

    def start(self) -> None:
        """Start the refilling thread (idempotent; nothing to do for a pool of size 0)."""
        if self.size and self._thread is None:
            self._thread = threading.Thread(target=self._fill, name="nonce-pool", daemon=True)
            self._thread.start()
            self._wake.set()

    def fill(self) -> None:
        """Fill the pool now, in the calling thread (tests, and a warm start)."""
        while len(self._nonces) < self.size and not self._stopped.is_set():
            self._nonces.extend(Nonce() for _ in range(min(_BATCH, self.size - len(self))))

    def take(self) -> Nonce | None:
        """A fresh nonce, or None when the pool is empty (the caller signs deterministically)."""
        if os.getpid() != self._pid:  # belt and braces beside the at-fork hook
            self._forget()
            return None
        try:
            nonce = self._nonces.popleft()
        except IndexError:
            nonce = None
        if len(self._nonces) < self._low and not self._wake.is_set():
            self._wake.set()  # Event.set takes a lock and notifies: once per refill is enough
        return nonce

    @contextlib.contextmanager
    def paused(self) -> Iterator[None]:
        """While inside, the refilling thread makes no nonce (it would slow the answer down)."""
        self._idle.clear()
        try:
            yield
        finally:
            self._idle.set()

    def close(self) -> None:
        """Stop refilling and drop every nonce made."""
        self._stopped.set()
        self._wake.set()
        self._idle.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._nonces.clear()

    def _forget(self) -> None:
        self._nonces.clear()
        self._pid = os.getpid()
        self._thread = None  # threads do not survive a fork
        self.size = 0  # a forked child signs deterministically

    def _fill(self) -> None:
        while not self._stopped.is_set():
            self._wake.wait()
            self._wake.clear()  # before filling: a take() from now on wakes us again
            while len(self._nonces) < self.size and not self._stopped.is_set():
                self._idle.wait()
                self._nonces.append(Nonce())


def _after_fork_in_child() -> None:
    for pool in list(_POOLS):
        pool._forget()


os.register_at_fork(after_in_child=_after_fork_in_child)
