"""Several signing workers behind one socket (``pricewitness signer --workers N``).

The parent binds the socket and accepts; it hands each connection (SCM_RIGHTS) to the next
worker in turn. Each worker is a whole signing service of its own: its own key, store reader
and nonce pool, so nothing is shared and nothing needs a lock. A client that splits one large
batch over two connections has it signed on two cores at once (``AsyncSignerClient`` does).

The parent never loads a key or the store. Workers are new interpreters (fork and exec,
``python -m signer.workers``): the parent has imported DuckDB and Arrow, whose threads would
leave a copied process holding locks nobody releases.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import selectors
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from crawler.errors import ConfigError, Error
from crawler.heap import settled_heap

from .nonces import DEFAULT_SIZE
from .protocol import MAX_LINE
from .server import SigningService, bind_socket, claim_socket_path, log_summaries, serve_connection

__all__ = ["run_workers"]

log = logging.getLogger("pricewitness.signer")

_READY = b"R"
_FAILED = b"E"
# A worker that dies this soon after starting, this many times in a row, is not restarted
# again: something it needs (keys, store) is broken, and a restart loop would hide that.
_QUICK_DEATH_S = 10.0
_MAX_QUICK_DEATHS = 3
_STOP_WAIT_S = 10.0
_WARN_EVERY_S = 10.0


@dataclass
class _Worker:
    index: int
    proc: subprocess.Popen[bytes]
    ctrl: socket.socket  # the parent's end of a SOCK_SEQPACKET pair, non-blocking once ready
    started: float
    ready: bool = False
    quick_deaths: int = 0

    def hear(self) -> bytes:
        """The worker's word on starting: ready, why it failed, or b"" (it is gone)."""
        try:
            message = self.ctrl.recv(4096)
        except OSError:
            message = b""
        self.ready = message == _READY
        if self.ready:
            # From now on a worker that stops reading (stuck, stopped) must not block the
            # parent: a full control socket means "give the connection to another one".
            self.ctrl.setblocking(False)
            self.started = time.monotonic()  # quick deaths count from ready, not from start
        elif message:
            self.started = time.monotonic()  # failed to start: its death is a quick one
            log.error(
                "signer worker %d could not start: %s",
                self.index,
                message[1:].decode("utf-8", "replace"),
            )
        return message


@dataclass
class _Parent:
    keys_dir: Path
    data_dir: Path
    presign: int
    count: int
    workers: dict[int, _Worker] = field(default_factory=dict)  # by index
    selector: selectors.BaseSelector | None = None
    turn: int = 0
    dropped: int = 0  # connections no worker could take
    warned_at: float = float("-inf")

    def spawn(self, index: int, quick_deaths: int = 0) -> _Worker:
        parent_end, child_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            proc = subprocess.Popen(
                [
                    sys.executable, "-m", "signer.workers",
                    "--ctrl-fd", str(child_end.fileno()),
                    "--index", str(index), "--count", str(self.count),
                    "--keys-dir", str(self.keys_dir), "--data-dir", str(self.data_dir),
                    "--presign", str(self.presign),
                ],
                pass_fds=(child_end.fileno(),),
                cwd=os.getcwd(),
            )  # fmt: skip
        except OSError:
            parent_end.close()
            raise
        finally:
            child_end.close()
        worker = _Worker(index, proc, parent_end, time.monotonic(), quick_deaths=quick_deaths)
        self.workers[index] = worker
        return worker

    def hand_over(self, conn: socket.socket) -> None:
        """Give ``conn`` to the next ready worker (round robin); close it if none is."""
        with conn:
            for _ in range(self.count):
                worker = self.workers.get(self.turn % self.count)
                self.turn += 1
                if worker is None or not worker.ready:
                    continue
                try:
                    socket.send_fds(worker.ctrl, [b"c"], [conn.fileno()])
                except BlockingIOError:
                    continue  # it has stopped taking connections: another one takes this
                except OSError:
                    continue  # it is dying; reaping will restart it
                return
            self.dropped += 1
            now = time.monotonic()
            if now - self.warned_at >= _WARN_EVERY_S:  # a burst must not flood the log
                log.warning(
                    "no signer worker could take a connection; %d closed unanswered so far",
                    self.dropped,
                )
                self.warned_at = now

    def reap(self) -> None:
        """Collect dead workers and start each again, unless it keeps dying at once."""
        for worker in list(self.workers.values()):
            status = worker.proc.poll()
            if status is None:
                continue
            if self.selector is not None:
                with contextlib.suppress(KeyError, ValueError):
                    self.selector.unregister(worker.ctrl)
            worker.ctrl.close()
            del self.workers[worker.index]
            quick = time.monotonic() - worker.started < _QUICK_DEATH_S
            deaths = worker.quick_deaths + 1 if quick else 0
            log.warning(
                "signer worker %d exited (status %d)%s",
                worker.index,
                status,
                "; not restarting it" if deaths >= _MAX_QUICK_DEATHS else "; restarting it",
            )
            if deaths < _MAX_QUICK_DEATHS:
                self.spawn(worker.index, quick_deaths=deaths)

    def stop(self) -> None:
        for worker in self.workers.values():
            with contextlib.suppress(ProcessLookupError):
                worker.proc.terminate()
        deadline = time.monotonic() + _STOP_WAIT_S
        for worker in list(self.workers.values()):
            try:
                worker.proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                worker.proc.kill()
                worker.proc.wait()
            worker.ctrl.close()
        self.workers.clear()


def _worker_main(
    index: int, count: int, ctrl: socket.socket, keys_dir: Path, data_dir: Path, presign: int
) -> int:
    """A worker: build the service, say ready (or why not), serve handed connections."""
    # Ctrl-C reaches the whole process group; the parent stops the workers in order.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        service = SigningService(
            keys_dir=keys_dir, data_dir=data_dir, presign=presign, worker=(index, count)
        )
    except Error as exc:
        ctrl.send(_FAILED + exc.message.encode("utf-8", "replace")[:4000])
        return 2
    except OSError as exc:
        ctrl.send(_FAILED + str(exc).encode("utf-8", "replace")[:4000])
        return 2
    ctrl.send(_READY)
    try:
        with settled_heap():  # the store index is loaded: out of the collector's walks
            asyncio.run(_serve_handed(ctrl, service))
    finally:
        service.close()
    return 0


async def _serve_handed(ctrl: socket.socket, service: SigningService) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    ctrl.setblocking(False)
    tasks: set[asyncio.Task[None]] = set()

    async def serve(conn: socket.socket) -> None:
        conn.setblocking(False)
        reader, writer = await asyncio.open_unix_connection(sock=conn, limit=MAX_LINE)
        await serve_connection(service, reader, writer)

    def on_ctrl() -> None:
        try:
            message, fds, _flags, _addr = socket.recv_fds(ctrl, 16, 16)
        except BlockingIOError:
            return
        except OSError:
            message, fds = b"", []
        if not message and not fds:  # the parent is gone: no new work, finish and stop
            loop.remove_reader(ctrl.fileno())
            stop.set()
            return
        for fd in fds:
            task = loop.create_task(serve(socket.socket(fileno=fd)))
            tasks.add(task)
            task.add_done_callback(tasks.discard)

    loop.add_reader(ctrl.fileno(), on_ctrl)
    try:
        await log_summaries(service, stop)
    finally:
        for task in list(tasks):
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def _await_ready(parent: _Parent) -> None:
    """Wait until every worker says ready; ConfigError (naming why) if one cannot start."""
    for worker in list(parent.workers.values()):
        if worker.ready:
            continue
        message = worker.hear()
        if worker.ready:
            continue
        reason = message[1:].decode("utf-8", "replace") if message else "it exited at once"
        parent.stop()
        raise ConfigError(f"the signer could not start: {reason}")


def run_workers(
    *,
    socket_path: Path,
    keys_dir: Path,
    data_dir: Path,
    presign: int = DEFAULT_SIZE,
    workers: int = 2,
) -> None:
    """Run ``workers`` signing services behind ``socket_path`` until SIGTERM/SIGINT."""
    socket_path = Path(socket_path)
    claim_socket_path(socket_path)  # fail fast, before forking anything
    parent = _Parent(Path(keys_dir), Path(data_dir), presign, workers)
    wake_r, wake_w = socket.socketpair()
    wake_r.setblocking(False)
    wake_w.setblocking(False)
    stopping: list[int] = []
    previous = {
        signum: signal.signal(signum, lambda signum, _frame: stopping.append(signum))
        for signum in (signal.SIGTERM, signal.SIGINT)
    }
    previous[signal.SIGCHLD] = signal.signal(signal.SIGCHLD, lambda *_: None)
    old_wakeup = signal.set_wakeup_fd(wake_w.fileno())
    listener: socket.socket | None = None
    inode = None
    failed = False
    try:
        # The first worker to start makes the key if there is none; the others then find it.
        parent.spawn(0)
        _await_ready(parent)
        for index in range(1, workers):
            parent.spawn(index)
        _await_ready(parent)
        listener = bind_socket(socket_path)  # only now: a client that sees the socket is served
        inode = os.stat(socket_path).st_ino
        log.info("signer listening on %s with %d workers", socket_path, workers)
        with selectors.DefaultSelector() as selector:
            parent.selector = selector
            selector.register(listener, selectors.EVENT_READ, "accept")
            selector.register(wake_r, selectors.EVENT_READ, "wake")
            while not stopping:
                for worker in parent.workers.values():
                    if not worker.ready and worker.ctrl.fileno() not in selector.get_map():
                        selector.register(worker.ctrl, selectors.EVENT_READ, worker)
                for key, _ in selector.select(timeout=5.0):
                    if key.data == "accept":
                        _accept_all(listener, parent)
                    elif key.data == "wake":
                        with contextlib.suppress(OSError):
                            while wake_r.recv(512):
                                pass
                    else:
                        _restarted(selector, key.data)
                parent.reap()
                if not parent.workers:
                    failed = True
                    break
            parent.selector = None
    finally:
        signal.set_wakeup_fd(old_wakeup)
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if listener is not None:
            listener.close()
        parent.stop()
        with contextlib.suppress(OSError):
            if inode is not None and os.stat(socket_path).st_ino == inode:
                socket_path.unlink()  # never remove a successor's socket
        wake_r.close()
        wake_w.close()
        log.info("signer stopped")
    if failed:
        raise ConfigError("every signer worker kept failing at once; see the log above")


def _accept_all(listener: socket.socket, parent: _Parent) -> None:
    while True:
        try:
            conn, _ = listener.accept()
        except (BlockingIOError, InterruptedError):
            return
        except OSError as exc:  # e.g. out of file descriptors: keep serving the others
            log.warning("accept failed: %s", exc.strerror)
            return
        parent.hand_over(conn)


def _restarted(selector: selectors.BaseSelector, worker: _Worker) -> None:
    """A restarted worker said ready (or failed): start handing it connections."""
    with contextlib.suppress(KeyError, ValueError):
        selector.unregister(worker.ctrl)
    worker.hear()
    if worker.ready:
        log.info("signer worker %d is back", worker.index)
    # Otherwise it failed or exited: reap() collects it and decides about a restart.


def main(argv: list[str] | None = None) -> int:
    """``python -m signer.workers``: one worker, started by the parent with its control fd."""
    parser = argparse.ArgumentParser(prog="python -m signer.workers")
    parser.add_argument("--ctrl-fd", type=int, required=True)
    parser.add_argument("--index", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--keys-dir", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--presign", type=int, default=DEFAULT_SIZE)
    args = parser.parse_args(argv)
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    try:
        ctrl = socket.socket(fileno=args.ctrl_fd)
    except (OSError, OverflowError, ValueError):
        parser.error(
            f"--ctrl-fd {args.ctrl_fd} is not an open socket: a worker is started by "
            "`pricewitness signer --workers N`, not by hand"
        )
    if ctrl.family != socket.AF_UNIX or ctrl.type != socket.SOCK_SEQPACKET:
        ctrl.detach()  # not ours to close
        parser.error(f"--ctrl-fd {args.ctrl_fd} is not the signer's control socket")
    return _worker_main(args.index, args.count, ctrl, args.keys_dir, args.data_dir, args.presign)


if __name__ == "__main__":
    sys.exit(main())
