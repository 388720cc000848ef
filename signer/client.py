"""Clients of the signing service (sync and async); they ask for receipts and never see keys."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crawler.errors import SignerUnavailable, SigningError

from .protocol import MAX_LINE, PROTOCOL_VERSION, dumps_line, loads_line

__all__ = [
    "AsyncSignerClient",
    "Refusal",
    "SignBatch",
    "SignItem",
    "SignResult",
    "SignerClient",
]

# Codes the signer answers with when it cannot sign right now; callers treat them like an
# unreachable signer (withhold prices, 503) rather than like a bug.
_UNAVAILABLE_CODES = frozenset({"no_active_key", "store_error", "bad_config"})
_RECEIPT_FIELDS = frozenset({"v", "key_id", "issued_at", "read", "sig"})
# Batches at least this large are split over the signer's workers (halves of ≥ 12 items:
# below that a second round trip costs more than the signing it moves to another core).
SPLIT_AT = 24


@dataclass(frozen=True)
class SignItem:
    """One priced object to sign: the answer's product name and the object as shown."""

    product: str
    object: Mapping[str, Any]


@dataclass(frozen=True)
class Refusal:
    code: str
    message: str


@dataclass(frozen=True)
class SignResult:
    """Either ``receipt`` (to put beside the proof) or ``refused`` (withhold the price)."""

    receipt: dict[str, str] | None = None
    refused: Refusal | None = None

    @property
    def ok(self) -> bool:
        return self.receipt is not None


@dataclass(frozen=True)
class SignBatch:
    issued_at: str
    results: tuple[SignResult, ...]


def _item_json(item: SignItem | Mapping[str, Any]) -> Any:
    if isinstance(item, SignItem):
        return {"product": item.product, "object": item.object}
    return item  # sent as given: the signer judges its shape, item by item


def _encode(payload: dict[str, Any]) -> bytes:
    try:
        line = dumps_line(payload)
    except (TypeError, ValueError) as exc:
        raise SigningError(
            f"the request cannot be sent as JSON: {exc}", code="bad_request"
        ) from exc
    if len(line) > MAX_LINE:
        raise SigningError("the request is larger than the signer accepts; sign fewer items")
    return line


def _decode(line: bytes) -> dict[str, Any]:
    if not line.endswith(b"\n"):
        raise SignerUnavailable("the signer closed the connection before answering")
    try:
        message = loads_line(line)
    except ValueError as exc:
        raise SigningError("the signer answered something that is not JSON") from exc
    if not isinstance(message, dict) or message.get("v") != PROTOCOL_VERSION:
        raise SigningError("the signer answered in an unknown protocol version")
    error = message.get("error")
    if isinstance(error, dict):
        code, text = str(error.get("code")), str(error.get("message"))
        if code in _UNAVAILABLE_CODES:
            raise SignerUnavailable(f"the signer cannot sign now: {text}", code=code)
        raise SigningError(f"the signer rejected the request: {text}", code=code)
    return message


def _batch(message: dict[str, Any], expected: int) -> SignBatch:
    issued_at, raw = message.get("issued_at"), message.get("results")
    if not isinstance(issued_at, str) or not isinstance(raw, list) or len(raw) != expected:
        raise SigningError("the signer's answer does not match the request")
    results = []
    for entry in raw:
        receipt = entry.get("receipt") if type(entry) is dict else None
        if (
            type(receipt) is dict
            and receipt.keys() == _RECEIPT_FIELDS
            and receipt["issued_at"] == issued_at
            and all(type(v) is str for v in receipt.values())
        ):
            results.append(SignResult(receipt=receipt))
            continue
        refused = entry.get("refused") if type(entry) is dict else None
        if isinstance(refused, dict):
            results.append(
                SignResult(refused=Refusal(str(refused.get("code")), str(refused.get("message"))))
            )
        else:
            # Never pass on something half-formed as if it were a receipt (FORMAT.md rule 3).
            raise SigningError("the signer answered a result that is neither receipt nor refusal")
    return SignBatch(issued_at=issued_at, results=tuple(results))


def _sign_payload(kind: str, items: Iterable[SignItem | Mapping[str, Any]]) -> dict[str, Any]:
    return {
        "v": PROTOCOL_VERSION,
        "op": "sign",
        "kind": kind,
        "items": [_item_json(i) for i in items],
    }


class SignerClient:
    """Blocking client with one kept-alive connection; thread-safe (one request at a time)."""

    def __init__(self, socket_path: str | Path, timeout: float = 5.0) -> None:
        self.socket_path = Path(socket_path)
        self.timeout = timeout
        self._lock = threading.Lock()
        self._sock: socket.socket | None = None
        self._file: Any = None

    def __repr__(self) -> str:
        return f"SignerClient({str(self.socket_path)!r})"

    def sign(self, kind: str, items: Iterable[SignItem | Mapping[str, Any]]) -> SignBatch:
        """Receipts for ``items`` in order; SignerUnavailable if the signer cannot answer."""
        payload = _sign_payload(kind, items)
        return _batch(self._request(payload), len(payload["items"]))

    def keys(self) -> dict[str, Any]:
        """The public key list as the signer sees it."""
        message = self._request({"v": PROTOCOL_VERSION, "op": "keys"})
        return {"keys": message.get("keys", [])}

    def ping(self) -> dict[str, Any]:
        """``{"ok": true, "key_id": <active key_id or None>}``."""
        message = self._request({"v": PROTOCOL_VERSION, "op": "ping"})
        return {"ok": bool(message.get("ok")), "key_id": message.get("key_id")}

    def close(self) -> None:
        with self._lock:
            self._drop()

    def __enter__(self) -> SignerClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _drop(self) -> None:
        for thing in (self._file, self._sock):
            if thing is not None:
                with contextlib.suppress(OSError):
                    thing.close()
        self._sock = self._file = None

    def _connect(self) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        try:
            sock.connect(str(self.socket_path))
        except OSError as exc:
            sock.close()
            raise SignerUnavailable(
                f"cannot reach the signer at {self.socket_path}: {exc}"
            ) from exc
        self._sock, self._file = sock, sock.makefile("rb")

    def _request(self, payload: dict[str, Any]) -> dict[str, Any]:
        line = _encode(payload)
        with self._lock:
            reused = self._sock is not None
            for attempt in range(2):
                if self._sock is None:
                    self._connect()
                assert self._sock is not None
                try:
                    self._sock.sendall(line)
                    answer = self._file.readline(MAX_LINE + 1)
                except TimeoutError as exc:
                    self._drop()
                    raise SignerUnavailable(
                        f"the signer did not answer in {self.timeout}s"
                    ) from exc
                except OSError as exc:
                    self._drop()
                    if reused and attempt == 0:
                        continue  # a kept-alive connection the signer closed (e.g. restart)
                    raise SignerUnavailable(f"connection to the signer failed: {exc}") from exc
                if not answer and reused and attempt == 0:
                    self._drop()
                    continue
                try:
                    return _decode(answer)
                except SigningError:
                    self._drop()
                    raise
        raise SignerUnavailable("the signer closed the connection")  # pragma: no cover


@dataclass
class _Connection:
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    worker: int | None = None  # which signer worker serves it, once an answer said so


class AsyncSignerClient:
    """asyncio client with a small pool of connections, for the API's event loop."""

    def __init__(self, socket_path: str | Path, timeout: float = 5.0, pool_size: int = 4) -> None:
        self.socket_path = Path(socket_path)
        self.timeout = timeout
        self.pool_size = pool_size
        self._idle: list[_Connection] = []
        self._workers = 1  # learnt from the signer's answers
        self._slots: asyncio.Semaphore | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def __repr__(self) -> str:
        return f"AsyncSignerClient({str(self.socket_path)!r})"

    async def sign(self, kind: str, items: Iterable[SignItem | Mapping[str, Any]]) -> SignBatch:
        """Receipts for ``items`` in order. A batch of at least ``SPLIT_AT`` items sent to a
        signer with several workers is split, one part per worker, signed at the same time."""
        payload = _sign_payload(kind, items)
        every = payload["items"]
        parts = min(self._workers, len(every) // (SPLIT_AT // 2), self.pool_size)
        if parts < 2:
            return _batch(await self._request(payload), len(every))
        size = -(-len(every) // parts)
        chunks = [every[start : start + size] for start in range(0, len(every), size)]
        tasks = [
            asyncio.ensure_future(self._request({**payload, "items": chunk}, lane=lane))
            for lane, chunk in enumerate(chunks)
        ]
        try:
            messages = await asyncio.gather(*tasks)
        except BaseException:
            # One part failed: the whole answer is withheld, so stop the others too (they
            # would hold pool slots and leave unretrieved exceptions).
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            raise
        batches = [_batch(m, len(c)) for m, c in zip(messages, chunks, strict=True)]
        return SignBatch(
            issued_at=batches[0].issued_at,
            results=tuple(r for batch in batches for r in batch.results),
        )

    async def keys(self) -> dict[str, Any]:
        message = await self._request({"v": PROTOCOL_VERSION, "op": "keys"})
        return {"keys": message.get("keys", [])}

    async def ping(self) -> dict[str, Any]:
        message = await self._request({"v": PROTOCOL_VERSION, "op": "ping"})
        return {"ok": bool(message.get("ok")), "key_id": message.get("key_id")}

    async def aclose(self) -> None:
        idle, self._idle = self._idle, []
        for conn in idle:
            writer = conn.writer
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    async def __aenter__(self) -> AsyncSignerClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _open(self) -> _Connection:
        try:
            return _Connection(
                *await asyncio.open_unix_connection(str(self.socket_path), limit=MAX_LINE + 1)
            )
        except OSError as exc:
            raise SignerUnavailable(
                f"cannot reach the signer at {self.socket_path}: {exc}"
            ) from exc

    async def _request(self, payload: dict[str, Any], lane: int | None = None) -> dict[str, Any]:
        line = _encode(payload)
        loop = asyncio.get_running_loop()
        if self._slots is None or self._loop is not loop:
            # Connections belong to one event loop; a new loop (tests, a restarted app)
            # starts a new pool instead of writing to transports of a closed loop.
            self._idle, self._loop = [], loop
            self._slots = asyncio.Semaphore(self.pool_size)
        async with self._slots:
            try:
                async with asyncio.timeout(self.timeout):
                    return await self._exchange(line, lane)
            except TimeoutError as exc:
                raise SignerUnavailable(f"the signer did not answer in {self.timeout}s") from exc

    def _take_idle(self, lane: int | None) -> _Connection | None:
        """An idle connection: for a lane, one served by that worker if there is one."""
        if not self._idle:
            return None
        if lane is None:
            return self._idle.pop()
        for at, conn in enumerate(self._idle):
            if conn.worker == lane:
                return self._idle.pop(at)
        if len(self._idle) >= self.pool_size:
            return self._idle.pop()  # enough connections: a wrong worker is still a receipt
        return None  # a new connection: the signer hands it to its next worker

    async def _exchange(self, line: bytes, lane: int | None = None) -> dict[str, Any]:
        for attempt in range(2):
            conn = self._take_idle(lane)
            reused = conn is not None
            if conn is None:
                conn = await self._open()
            reader, writer = conn.reader, conn.writer
            try:
                writer.write(line)
                await writer.drain()
                answer = await reader.readline()
            except (OSError, ValueError, asyncio.CancelledError) as exc:
                writer.close()
                if isinstance(exc, asyncio.CancelledError):
                    raise
                if reused and attempt == 0:
                    continue  # a kept-alive connection the signer closed (e.g. restart)
                raise SignerUnavailable(f"connection to the signer failed: {exc}") from exc
            if not answer and reused and attempt == 0:
                writer.close()
                continue
            try:
                message = _decode(answer)
            except SigningError:
                writer.close()
                raise
            worker, workers = message.get("worker"), message.get("workers")
            if type(worker) is int and type(workers) is int and 0 <= worker < workers <= 64:
                conn.worker, self._workers = worker, workers
            self._idle.append(conn)
            return message
        raise SignerUnavailable("the signer closed the connection")  # pragma: no cover
