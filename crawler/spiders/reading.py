"""Reading pages off the event loop: extraction, fingerprint and archive copy in workers."""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import logging
import multiprocessing
import os
import pickle
import signal
import socket
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path

from crawler.errors import StoreError
from crawler.extract import Extraction, ShopHints, extract
from crawler.store import PageArchive

log = logging.getLogger(__name__)

_HEADER = struct.Struct("!i")  # multiprocessing.Connection's frame header: a signed length
_STOP = b""  # an empty frame: no more pages, the worker exits


@dataclass(frozen=True)
class PageRead:
    """One page's extraction, and its fingerprint when the page was archived (it has a price
    with a product name: only such pages are ever referred to by an observation)."""

    extraction: Extraction
    fingerprint: str | None


def read_page(archive: PageArchive, body: bytes, url: str, hints: ShopHints) -> PageRead:
    """Extract ``body``; archive it (not yet fsynced: the store pipeline syncs before it commits
    an observation that refers to it) when it holds a price that can be stored."""
    extraction = extract(body, url, hints)
    main = extraction.main
    if main is None or not main.product.name:
        return PageRead(extraction, None)
    return PageRead(extraction, archive.put(body, durable=False))


def die_with_parent() -> None:
    """Linux: SIGKILL this worker when the crawler process dies, however it dies."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass  # elsewhere the crawler's close() is all there is
    if os.getppid() == 1:  # the parent died before prctl took effect
        os._exit(1)


def serve(conn: Connection, data_dir: str) -> None:
    """A worker process: (seq, body, url, hints) frames in, (seq, PageRead, error) frames out."""
    die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the crawler's to handle
    archive = PageArchive(data_dir)
    while True:
        try:
            frame = conn.recv_bytes()
        except EOFError:
            return
        if frame == _STOP:
            return
        seq, body, url, hints = pickle.loads(frame)  # noqa: S301 - our own parent wrote it
        try:
            reply = (seq, read_page(archive, body, url, hints), None)
        except Exception as exc:  # a full disk, say: the crawler logs it against the page
            reply = (seq, None, f"{type(exc).__name__}: {exc}")
        conn.send_bytes(pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL))


class _WorkerDied(Exception):
    pass


@dataclass
class _Worker:
    process: BaseProcess
    sock: socket.socket | None  # ours until the event loop's transport takes it
    transport: asyncio.Transport | None = None
    waiting: dict[int, asyncio.Future[PageRead]] = field(default_factory=dict)


class _Replies(asyncio.Protocol):
    """Splits a worker's byte stream into reply frames and settles the waiting futures."""

    def __init__(self, worker: _Worker, on_lost: Callable[[_Worker], None]) -> None:
        self.worker = worker
        self.on_lost = on_lost
        self.buffer = bytearray()

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        while len(self.buffer) >= _HEADER.size:
            (size,) = _HEADER.unpack_from(self.buffer)
            end = _HEADER.size + size
            if len(self.buffer) < end:
                return
            # our own child wrote it
            seq, read, error = pickle.loads(memoryview(self.buffer)[_HEADER.size : end])  # noqa: S301
            del self.buffer[:end]
            future = self.worker.waiting.pop(seq, None)
            if future is None or future.done():
                continue
            if error is None:
                future.set_result(read)
            else:
                future.set_exception(StoreError(f"a page reader failed: {error}"))

    def connection_lost(self, exc: Exception | None) -> None:
        self.on_lost(self.worker)


class PageReaders:
    """``await read(body, url, hints)``: in ``workers`` processes, or inline when there are none.

    The fingerprint, zstd and file write of the archive copy happen in the worker too, so the
    crawler process only ships the body out and gets a few hundred bytes back. The event loop
    itself writes requests and reads replies (no helper threads, unlike ProcessPoolExecutor):
    with the reactor busy, every hand-over between threads waits for the GIL, and that capped
    a crawl at a third of what the cores could do.
    """

    def __init__(self, data_dir: str | os.PathLike[str], workers: int) -> None:
        self.data_dir = str(Path(data_dir).resolve())
        self.workers = workers
        self.archive = PageArchive(self.data_dir)
        self._pool: list[_Worker] = []
        self._connected: asyncio.Future[None] | None = None
        self._seq = 0
        self._stopping = False

    def start(self) -> None:
        """Start the workers now (each imports the extraction library, ~0.5 s of CPU) rather than
        on the first page: the crawl is still reading robots.txt and sitemaps meanwhile."""
        if not self.workers or self._pool:
            return
        # spawn: each worker is this process's own child, and dies with it (kill -9 too)
        context = multiprocessing.get_context("spawn")
        for _ in range(self.workers):
            ours, theirs = socket.socketpair()
            conn = Connection(theirs.detach())
            process = context.Process(
                target=serve, args=(conn, self.data_dir), name="pricewitness-reader", daemon=True
            )
            process.start()
            conn.close()
            self._pool.append(_Worker(process, ours))

    async def _connect(self) -> None:
        loop = asyncio.get_running_loop()
        for worker in self._pool:
            sock, worker.sock = worker.sock, None
            assert sock is not None
            transport, _ = await loop.create_unix_connection(
                lambda w=worker: _Replies(w, self._lost), sock=sock
            )
            worker.transport = transport  # type: ignore[assignment]

    async def read(self, body: bytes, url: str, hints: ShopHints) -> PageRead:
        if self.workers:
            self.start()
            if self._connected is None:
                self._connected = asyncio.ensure_future(self._connect())
            await asyncio.shield(self._connected)
            try:
                return await self._in_worker(body, url, hints)
            except _WorkerDied:
                pass  # read below, in this process
        return read_page(self.archive, body, url, hints)

    async def _in_worker(self, body: bytes, url: str, hints: ShopHints) -> PageRead:
        live = [w for w in self._pool if w.transport is not None]
        if not live:
            raise _WorkerDied
        worker = min(live, key=lambda w: len(w.waiting))
        self._seq += 1
        future: asyncio.Future[PageRead] = asyncio.get_running_loop().create_future()
        worker.waiting[self._seq] = future
        frame = pickle.dumps((self._seq, body, url, hints), protocol=pickle.HIGHEST_PROTOCOL)
        assert worker.transport is not None
        worker.transport.write(_HEADER.pack(len(frame)) + frame)
        return await future

    def _lost(self, worker: _Worker) -> None:
        """A worker's connection closed: it died (or we closed it). Pages it held are read here;
        after a death every page is, as a pool that lost one worker may lose the rest."""
        worker.transport = None
        for future in worker.waiting.values():
            if not future.done():
                future.set_exception(_WorkerDied())
        worker.waiting.clear()
        if self.workers and not self._stopping:
            log.error("extraction workers died; extracting in the crawler process from now on")
            self.workers = 0

    def close(self) -> None:
        """Stop the workers: each finishes its page and exits; one that does not is killed."""
        self._stopping = True
        pool, self._pool = self._pool, []
        for worker in pool:
            transport = worker.transport
            if transport is None or transport.is_closing():
                continue
            if transport.get_write_buffer_size():  # pages still queued: nobody waits for them
                worker.process.kill()
            else:
                transport.write(_HEADER.pack(len(_STOP)))  # sent at once: the buffer is empty
        for worker in pool:
            worker.process.join(timeout=5)
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
            if worker.transport is not None:
                with contextlib.suppress(RuntimeError):  # the event loop is closed already
                    worker.transport.close()
            if worker.sock is not None:
                worker.sock.close()
