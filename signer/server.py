"""The signing service: the one process that holds the private key, serving protocol v1."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import stat
from collections import Counter
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from crawler.currencies import exponent
from crawler.errors import ClaimRefused, ConfigError, Error, MalformedReceipt
from crawler.heap import settled_heap
from crawler.store import StoreReader

from .canonical import b64url, claim_bytes
from .claims import RECEIPT_VERSION, build_claim, check_claim, iso_ms
from .keys import ActiveKey, KeyRing, public_list_path
from .nonces import DEFAULT_SIZE, NoncePool
from .protocol import (
    MAX_LINE,
    PROTOCOL_VERSION,
    SignRequest,
    SimpleRequest,
    dumps_line,
    loads_line,
)

__all__ = [
    "SigningService",
    "bind_socket",
    "claim_socket_path",
    "log_summaries",
    "run_signer",
    "serve_connection",
]

log = logging.getLogger("pricewitness.signer")

_SUMMARY_EVERY_S = 60.0
_ITEM_KEYS = frozenset({"product", "object"})
_SEEN_MAX = 100_000  # remembered observed readings (a few MB at most)


def _error(code: str, message: str) -> dict[str, Any]:
    return {"v": PROTOCOL_VERSION, "error": {"code": code, "message": message}}


class SigningService:
    """Answers protocol lines; owns the active key and the store reader. Not thread-safe."""

    def __init__(
        self,
        *,
        keys_dir: Path,
        data_dir: Path,
        presign: int = DEFAULT_SIZE,
        worker: tuple[int, int] = (0, 1),
    ) -> None:
        # (index, count): answers say which worker of how many served them, so that a client
        # can spread one large batch over connections served by different workers.
        self._where = {"worker": worker[0], "workers": worker[1]}
        self.ring = KeyRing(keys_dir)
        self.ring.init()  # first run: make a key (idempotent, locked against a racing init)
        self._keys_path = public_list_path(keys_dir)
        self._keys_stamp: tuple[int, int, int] | None = None
        self._key: ActiveKey | None = None
        self.reload_keys()
        self.reader = StoreReader(data_dir, proofs_only=True)  # no tables: the signer only asks
        self.counts: Counter[str] = Counter()
        self._seen: set[tuple[object, ...]] = set()
        self.nonces = NoncePool(presign)
        self.nonces.start()

    def close(self) -> None:
        """Stop making nonces and forget the ones made (the key itself is dropped with us)."""
        self.nonces.close()

    @property
    def key_id(self) -> str | None:
        return self._key.key_id if self._key else None

    def reload_keys(self) -> None:
        """Pick up a rotation or retirement done by another process (keys.json changed)."""
        try:
            info = os.stat(self._keys_path)
        except FileNotFoundError:
            stamp = None
        else:
            stamp = (info.st_ino, info.st_mtime_ns, info.st_size)
        if stamp == self._keys_stamp and stamp is not None:
            return
        self._key = self.ring.active_key()
        self._keys_stamp = stamp

    # -- protocol ---------------------------------------------------------------------------

    def handle_line(self, line: bytes) -> bytes:
        """One request line in, one response line out; never raises for anything a peer sends."""
        try:
            message = loads_line(line)
        except ValueError:
            self.counts["bad_request"] += 1
            return dumps_line(_error("bad_json", "the request line is not JSON"))
        if not isinstance(message, dict):
            return dumps_line(_error("bad_request", "a request is a JSON object"))
        version = message.get("v")
        if type(version) is not int or version != PROTOCOL_VERSION:
            return dumps_line(_error("bad_version", f"this signer speaks v{PROTOCOL_VERSION}"))
        try:
            return dumps_line(self._answer(message))
        except ValidationError as exc:
            self.counts["bad_request"] += 1
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "request"
            return dumps_line(_error("bad_request", f"{where}: {first['msg']}"))
        except (Error, OSError) as exc:
            # A key list or store that cannot be read: no receipts right now, say so.
            self.counts["unavailable"] += 1
            code = exc.code if isinstance(exc, Error) else "store_error"
            return dumps_line(_error(code, str(exc)))
        except Exception as exc:  # a bug must not take the connection (or the process) down
            self.counts["internal_error"] += 1
            log.error("internal error answering a request: %s", type(exc).__name__)
            return dumps_line(_error("internal_error", "the signer failed; nothing was signed"))

    def _answer(self, message: dict[str, Any]) -> dict[str, Any]:
        if message.get("op") == "sign":
            request = SignRequest.model_validate(message)
            return self.sign_batch(request.kind, request.items)
        simple = SimpleRequest.model_validate(message)
        if simple.op == "ping":
            self.reload_keys()
            return {"v": PROTOCOL_VERSION, "ok": True, "key_id": self.key_id, **self._where}
        return {"v": PROTOCOL_VERSION, **self.ring.list()}

    def sign_batch(self, kind: str, items: list[Any]) -> dict[str, Any]:
        """Sign every item that passes the checks; one ``issued_at`` for the whole batch."""
        self.reload_keys()
        key = self._key
        if key is None:
            return _error("no_active_key", "no active key: every key is retired (receipts off)")
        now = datetime.now(UTC)
        issued_at = iso_ms(now)
        header = {
            "v": RECEIPT_VERSION,
            "key_id": key.key_id,
            "issued_at": issued_at,
            "read": "page",
        }
        results = [self._sign_one(kind, item, header, now, key) for item in items]
        for result in results:
            self.counts[result["refused"]["code"] if "refused" in result else "signed"] += 1
        return {"v": PROTOCOL_VERSION, "issued_at": issued_at, "results": results, **self._where}

    def _sign_one(
        self, kind: str, item: Any, header: dict[str, str], now: datetime, key: ActiveKey
    ) -> dict[str, Any]:
        try:
            if type(item) is not dict or item.keys() != _ITEM_KEYS:
                raise MalformedReceipt("an item is {product, object}", code="malformed")
            obj = item["object"]
            if type(obj) is dict and "receipt" in obj:
                raise MalformedReceipt("send the object without its receipt", code="malformed")
            claim = build_claim(kind, obj, item["product"], header)
            checked_at = check_claim(claim, now=now)
            if kind == "lowest" and exponent(claim["currency"]) != 2:
                # FORMAT.md v0.1 signs a lowest price as amount × 100: the price in minor
                # units only where the minor unit is a hundredth. For ¥590 (amount 590.0)
                # the claim would say price_minor 59000 JPY; for 2.650 KWD, 265: a signed
                # statement of a price nobody read. Withheld; the offers sign ¥590 as it is.
                raise ClaimRefused(
                    f"a lowest price in {claim['currency']} (minor unit 1/10^"
                    f"{exponent(claim['currency'])}) cannot be signed truly under FORMAT v0.1, "
                    "which signs amount × 100 as its minor units",
                    code="amount_not_representable",
                )
            if not self._observed(kind, claim, checked_at):
                raise ClaimRefused(
                    "no stored reading of this listing shows this price at this time",
                    code="not_observed",
                )
            signature = key.sign(claim_bytes(claim), self.nonces.take())
        except (MalformedReceipt, ClaimRefused) as exc:
            code = "malformed" if exc.code == "malformed_receipt" else exc.code
            return {"refused": {"code": code, "message": exc.message}}
        return {"receipt": {**header, "sig": b64url(signature)}}

    def _observed(self, kind: str, claim: Mapping[str, Any], checked_at: datetime) -> bool:
        # Readings are immutable and never deleted, so "it was observed" stays true forever
        # and can be remembered; "not observed" is always asked again (it may arrive later).
        seen = (
            kind,
            claim["listing"],
            claim["proof"],
            claim["checked_at"],
            claim["price_minor"],
            claim["currency"],
            claim.get("stock"),
        )
        if seen in self._seen:
            return True
        if not self._ask_store(kind, claim, checked_at):
            return False
        if len(self._seen) >= _SEEN_MAX:
            self._seen.clear()
        self._seen.add(seen)
        return True

    def _ask_store(self, kind: str, claim: Mapping[str, Any], checked_at: datetime) -> bool:
        if kind != "lowest":
            return self.reader.observation_exists(
                listing=claim["listing"],
                fingerprint=claim["proof"],
                price_minor=claim["price_minor"],
                currency=claim["currency"],
                stock=claim.get("stock"),
                checked_at=checked_at,
            )
        # A lowest price is shown in major units and signed as amount × 100 (FORMAT.md):
        # for the currencies it may be signed in (hundredths), the stored minor units.
        return any(
            row["currency"] == claim["currency"] and row["price_minor"] == claim["price_minor"]
            for row in self.reader.observations_for(
                listing=claim["listing"], fingerprint=claim["proof"], checked_at=checked_at
            )
        )

    def summary(self) -> str:
        """Counts only: nothing about requesters, nothing about keys."""
        parts = ", ".join(f"{code}={n}" for code, n in sorted(self.counts.items()))
        return f"signer totals: {parts or 'nothing yet'}"


# -- the process ------------------------------------------------------------------------


def claim_socket_path(path: Path) -> None:
    """Remove a stale socket file; refuse if a live process answers on it."""
    try:
        mode = path.lstat().st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISSOCK(mode):
        raise ConfigError(f"{path} exists and is not a socket; choose another --socket")
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    probe.settimeout(1.0)
    try:
        probe.connect(str(path))
    except (ConnectionRefusedError, FileNotFoundError):
        path.unlink(missing_ok=True)  # stale: left by a signer that died
        return
    except OSError as exc:
        raise ConfigError(f"cannot tell whether {path} is in use: {exc}") from exc
    finally:
        probe.close()
    raise ConfigError(f"another signer is already listening on {path}; stop it first")


def bind_socket(path: Path) -> socket.socket:
    path.parent.mkdir(parents=True, exist_ok=True)
    claim_socket_path(path)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    # The umask makes bind create the socket 0600 at once: no moment with wider permissions.
    old = os.umask(0o177)
    try:
        sock.bind(str(path))
    except OSError as exc:
        sock.close()
        raise ConfigError(f"cannot listen on {path}: {exc}") from exc
    finally:
        os.umask(old)
    os.chmod(path, 0o600)
    sock.listen(128)
    sock.setblocking(False)
    return sock


async def serve_connection(
    service: SigningService, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
) -> None:
    try:
        while True:
            try:
                line = await reader.readline()
            except ValueError:  # longer than MAX_LINE: cannot find the next line start
                writer.write(
                    dumps_line(_error("line_too_long", f"lines are at most {MAX_LINE} bytes"))
                )
                await writer.drain()
                return
            if not line.endswith(b"\n"):
                return  # EOF (possibly mid-line: the peer went away)
            with service.nonces.paused():
                answer = service.handle_line(line)
            writer.write(answer)
            await writer.drain()
    except (ConnectionError, asyncio.CancelledError):
        return  # the peer went away, or the signer is shutting down
    finally:
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()


async def log_summaries(service: SigningService, stop: asyncio.Event) -> None:
    """Log the service's counts every minute (when they changed) until ``stop`` is set."""
    last = ""
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=_SUMMARY_EVERY_S)
        summary = service.summary()
        if summary != last:
            log.info("%s", summary)
            last = summary


async def _serve(socket_path: Path, service: SigningService) -> None:
    sock = bind_socket(socket_path)
    inode = os.stat(socket_path).st_ino
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    tasks: set[asyncio.Task[None]] = set()

    async def on_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        tasks.add(task)
        try:
            await serve_connection(service, reader, writer)
        finally:
            tasks.discard(task)

    server = await asyncio.start_unix_server(on_connect, sock=sock, limit=MAX_LINE)
    log.info("signer listening on %s; active key %s", socket_path, service.key_id or "none")
    try:
        await log_summaries(service, stop)
    finally:
        server.close()
        for task in list(tasks):
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        with contextlib.suppress(OSError):
            if os.stat(socket_path).st_ino == inode:  # never remove a successor's socket
                socket_path.unlink()
        log.info("signer stopped")


def run_signer(
    *,
    socket_path: Path,
    keys_dir: Path,
    data_dir: Path,
    presign: int = DEFAULT_SIZE,
    workers: int = 1,
) -> None:
    """Run the signing service until SIGTERM/SIGINT (the CLI's ``pricewitness signer``).

    ``workers`` > 1: that many services behind the one socket (signer/workers.py).
    """
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    if workers < 1:
        raise ConfigError(f"--workers must be at least 1, not {workers}")
    socket_path = Path(socket_path)
    socket_path.parent.mkdir(parents=True, exist_ok=True)
    if workers > 1:
        from .workers import run_workers

        run_workers(
            socket_path=socket_path,
            keys_dir=Path(keys_dir),
            data_dir=Path(data_dir),
            presign=presign,
            workers=workers,
        )
        return
    claim_socket_path(socket_path)  # fail fast, before touching keys or the store
    service = SigningService(keys_dir=Path(keys_dir), data_dir=Path(data_dir), presign=presign)
    try:
        with settled_heap():  # the store index is loaded: out of the collector's walks
            asyncio.run(_serve(Path(socket_path), service))
    finally:
        service.close()
