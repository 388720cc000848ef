"""API latency and throughput on a large store, receipts on and off side by side.

Run: ``.venv/bin/python benchmarks/api.py --store DIR`` (DIR is generated with gen_store.py when
it holds no store yet). Starts a real signer process and two real API servers (``python -m api
serve``, one with the signer's socket, one without), then drives each tool with concurrent httpx
clients using varied parameters sampled from the store, alternating signed and unsigned rounds so
that noise from other work on the machine falls on both alike.

Goals (2 cores, 1M observations): price_at, cheapest, find p50 ≤ 10 ms and p99 ≤ 50 ms signed;
signed throughput ≥ 0.7 × unsigned.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb
import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TOOLS = ("price_at", "cheapest", "find", "find_country", "price_history")
GOAL_TOOLS = ("price_at", "cheapest", "find", "find_country")
TYPO = str.maketrans("aeio", "eaoi")


# -- parameters ------------------------------------------------------------------------------


def _typo(word: str) -> str:
    """One substituted letter (within the search's tolerance for words of ≥ 4 letters)."""
    for i, ch in enumerate(word):
        if ch in "aeio" and i > 0:
            return word[:i] + ch.translate(TYPO) + word[i + 1 :]
    return word


def sample_params(data_dir: Path, seed: int, count: int = 2000) -> dict[str, list[dict[str, str]]]:
    """Varied, valid parameters for each tool, drawn from the store's own files."""
    rng = random.Random(seed)
    con = duckdb.connect()
    obs = f"read_parquet('{data_dir}/store/observations/*/*.parquet')"
    shops = dict(
        con.execute(
            f"SELECT domain, country FROM read_parquet('{data_dir}/store/shops.parquet')"
        ).fetchall()
    )
    products = con.execute(
        f"""SELECT product_id, any_value(product_name), any_value(gtin), list(DISTINCT shop),
                   list(DISTINCT currency), epoch_ms(min(checked_at)), epoch_ms(max(checked_at))
            FROM {obs} GROUP BY product_id ORDER BY product_id"""
    ).fetchall()
    con.close()

    def iso(ms: float) -> str:
        return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="milliseconds")

    out: dict[str, list[dict[str, str]]] = {tool: [] for tool in TOOLS}
    for _ in range(count):
        pid, name, gtin, sellers, currencies, first, last = rng.choice(products)
        shop = rng.choice(sellers)
        at: dict[str, str] = {}
        if rng.random() < 0.7:  # mostly a moment in the past, sometimes "now"
            at = {"at": iso(rng.uniform(first, last + 86_400_000))}
        out["price_at"].append({"product": pid, "shop": shop, **at})

        cheap: dict[str, str] = {"product": pid}
        roll = rng.random()
        if roll < 0.35:
            cheap["country"] = shops[rng.choice(sellers)]
        elif roll < 0.5:
            cheap["currency"] = rng.choice(currencies)
        if rng.random() < 0.3:
            cheap["in_stock"] = "true"
        if rng.random() < 0.3:
            cheap["limit"] = str(rng.choice((3, 5, 10)))
        out["cheapest"].append(cheap)

        words = name.split()
        roll = rng.random()
        if gtin and roll < 0.2:
            q = gtin[1:] if rng.random() < 0.5 else gtin  # EAN-13 or GTIN-14
        elif roll < 0.45:
            q = words[2].lower()  # the kind of product: "coffee", "headphones"
        elif roll < 0.65:
            q = f"{words[0]} {words[2]}"  # brand and kind
        elif roll < 0.8:
            q = _typo(words[2].lower())
        else:
            q = " ".join(rng.sample(words, len(words)))  # full name, any word order
        limit = {"limit": str(rng.choice((5, 10, 20)))}
        out["find"].append({"q": q, **limit})
        out["find_country"].append({"q": q, "country": shops[shop], **limit})

        hist: dict[str, str] = {"product": pid, "limit": str(rng.choice((20, 50, 100)))}
        if rng.random() < 0.5:
            hist["shop"] = shop
        if rng.random() < 0.3:
            hist["since"] = iso(rng.uniform(first, last))
        out["price_history"].append(hist)
    return out


# -- processes -------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Stack:
    """The signer and the two API servers, each its own process."""

    data_dir: Path
    work: Path
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)
    urls: dict[str, str] = field(default_factory=dict)
    pids: dict[str, int] = field(default_factory=dict)  # "signer", "off", "on"

    def _spawn(self, args: list[str], log: str) -> subprocess.Popen[bytes]:
        out = (self.work / log).open("wb")
        proc = subprocess.Popen(
            [sys.executable, *args], cwd=ROOT, stdout=out, stderr=subprocess.STDOUT
        )
        self.procs.append(proc)
        return proc

    def start(self) -> None:
        sock = self.work / "signer.sock"
        keys = self.work / "keys"
        signer = self._spawn(
            ["-m", "signer", "--socket", str(sock), "--keys-dir", str(keys),
             "--data-dir", str(self.data_dir)],
            "signer.log",
        )  # fmt: skip
        self._wait(lambda: sock.exists(), signer, "signer")
        self.pids["signer"] = signer.pid
        for mode in ("off", "on"):
            port = free_port()
            args = [
                "-m", "api", "serve", "--port", str(port), "--data-dir", str(self.data_dir),
                "--keys-dir", str(keys), "--shops-file", str(self.work / "no-shops.toml"),
            ]  # fmt: skip
            if mode == "on":
                args += ["--signer-socket", str(sock)]
            proc = self._spawn(args, f"api-{mode}.log")
            self.urls[mode] = f"http://127.0.0.1:{port}"
            self.pids[mode] = proc.pid
            self._wait(lambda u=self.urls[mode]: _healthy(u), proc, f"API ({mode})")

    def _wait(self, ready: Any, proc: subprocess.Popen[bytes], what: str) -> None:
        deadline = time.monotonic() + 180  # loading 1M rows takes a few seconds per process
        while not ready():
            if proc.poll() is not None:
                raise RuntimeError(f"{what} exited; see {self.work}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{what} did not start in time; see {self.work}")
            time.sleep(0.1)

    def stop(self) -> None:
        for proc in reversed(self.procs):
            if proc.poll() is None:
                proc.terminate()
        for proc in self.procs:
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _healthy(url: str) -> bool:
    try:
        return httpx.get(f"{url}/healthz", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


@contextlib.contextmanager
def running_stack(data_dir: Path) -> Iterator[Stack]:
    # Unix socket paths are limited to ~108 bytes: a short temporary directory.
    work = Path(tempfile.mkdtemp(prefix="pwb-"))
    stack = Stack(data_dir, work)
    try:
        stack.start()
        yield stack
    finally:
        stack.stop()
        shutil.rmtree(work, ignore_errors=True)


# -- the same answers over MCP ----------------------------------------------------------------


def _typed(tool: str, params: dict[str, str]) -> dict[str, Any]:
    """Query-string parameters as the MCP tool's typed arguments."""
    args: dict[str, Any] = dict(params)
    if "limit" in args:
        args["limit"] = int(args["limit"])
    if "in_stock" in args:
        args["in_stock"] = args["in_stock"] == "true"
    return args


def _unsigned(value: Any) -> Any:
    """An answer without its receipts (made at answer time, so they differ between two asks)."""
    if isinstance(value, dict):
        return {k: _unsigned(v) for k, v in value.items() if k != "receipt"}
    if isinstance(value, list):
        return [_unsigned(v) for v in value]
    return value


async def mcp_check(url: str, params: dict[str, list[dict[str, str]]], per_tool: int = 5) -> str:
    """Ask each tool the same questions over HTTP and over MCP (streamable HTTP at /mcp, the
    SDK's own client): the answers must be equal apart from receipts, and every receipt of
    both must verify against the served key list. Returns a one-line summary; raises if not."""
    from mcp import Client

    from signer.verify import KeyList, ReceiptVerifier, verify_answer

    async with httpx.AsyncClient(base_url=url, timeout=30) as http:
        keys = (await http.get("/.well-known/agorantis-receipt-keys.json")).json()
        verifier = ReceiptVerifier(KeyList.from_json(keys))
        verified = compared = 0
        async with Client(f"{url}/mcp") as mcp:
            for tool in TOOLS:
                name = "find" if tool.startswith("find") else tool
                for query in params[tool][:per_tool]:
                    over_http = (await http.get(f"/v1/{name}", params=query)).json()
                    called = await mcp.call_tool(name, _typed(tool, query))
                    if called.is_error:
                        raise RuntimeError(f"MCP {name}{query}: {called.content}")
                    over_mcp = called.structured_content
                    if tool == "price_at" and "at" not in query:  # "now" moved on meanwhile
                        over_mcp["at"] = over_http["at"]
                    if _unsigned(over_mcp) != _unsigned(over_http):
                        raise RuntimeError(f"MCP and HTTP answer {name}{query} differently")
                    for answer in (over_http, over_mcp):
                        checks = verify_answer(answer, verifier)
                        bad = [c for c in checks if not c.ok]
                        if bad:
                            raise RuntimeError(f"{name}{query}: {bad[0].message}")
                        verified += len(checks)
                    compared += 1
    return (
        f"HTTP and MCP (/mcp, the mcp SDK's client) on this store: {compared} questions "
        f"({', '.join(TOOLS)}) answered alike apart from receipts; "
        f"{verified:,} receipts verified"
    )


# -- load ------------------------------------------------------------------------------------


_TICK = os.sysconf("SC_CLK_TCK")


def _family(pid: int) -> list[int]:
    """The process and its children (the signer's workers are its children)."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        children = []
    return [pid, *(int(child) for child in children)]


def rss_mb(pid: int) -> int:
    """Resident memory of a process and its children."""
    total = 0
    for member in _family(pid):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{member}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
    return total // 1024


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process and its live children so far (Linux /proc)."""
    total = 0
    for member in _family(pid):
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{member}/stat").read_text().rpartition(")")[2].split()
            total += int(fields[11]) + int(fields[12])
    return total / _TICK


@dataclass
class Result:
    latencies: list[float] = field(default_factory=list)
    seconds: float = 0.0
    problems: Counter[str] = field(default_factory=Counter)
    # CPU seconds spent by the API process and by the signer while answering: unlike latency,
    # these hardly change when other work shares the machine.
    api_cpu: float = 0.0
    signer_cpu: float = 0.0

    def add(self, other: Result) -> None:
        self.latencies += other.latencies
        self.seconds += other.seconds
        self.problems += other.problems
        self.api_cpu += other.api_cpu
        self.signer_cpu += other.signer_cpu

    def cpu_ms(self, which: str) -> float:
        spent = self.api_cpu if which == "api" else self.signer_cpu
        return spent / len(self.latencies) * 1000 if self.latencies else 0.0

    def pct(self, q: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.seconds if self.seconds else 0.0


def _check(tool: str, mode: str, body: dict[str, Any], problems: Counter[str]) -> None:
    """Count answers that are not what the benchmark means to measure (unsigned, withheld)."""
    if body.get("receipts") != mode:
        problems["receipts-state"] += 1
    if "withheld" in body:
        problems["withheld"] += 1
    if mode == "on":
        key = "points" if tool == "price_history" else "results"
        priced = [r.get("lowest") for r in body[key]] if tool.startswith("find") else body[key]
        if any(p is not None and "receipt" not in p for p in priced):
            problems["no-receipt"] += 1


async def drive(
    url: str, tool: str, mode: str, params: list[dict[str, str]], *, clients: int, seconds: float
) -> Result:
    """``clients`` concurrent keep-alive clients, each waiting for its answer before the next."""
    result = Result()
    path = "/v1/find" if tool.startswith("find") else f"/v1/{tool}"
    limits = httpx.Limits(max_connections=clients, max_keepalive_connections=clients)
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=30) as client:
        started = time.perf_counter()
        stop_at = started + seconds
        counter = iter(range(random.randrange(len(params)), 10**9))

        async def worker() -> None:
            while time.perf_counter() < stop_at:
                query = params[next(counter) % len(params)]
                t0 = time.perf_counter()
                response = await client.get(path, params=query)
                elapsed = time.perf_counter() - t0
                if response.status_code != 200:
                    result.problems[f"http-{response.status_code}"] += 1
                    continue
                result.latencies.append(elapsed)
                _check(tool, mode, response.json(), result.problems)

        await asyncio.gather(*(worker() for _ in range(clients)))
        result.seconds = time.perf_counter() - started
    return result


async def pace(
    url: str, tool: str, mode: str, params: list[dict[str, str]], *, rate: float, seconds: float
) -> Result:
    """Open loop: requests sent at ``rate`` per second whatever the answers do (at most 16 in
    flight); latency counts from the planned send time, so falling behind shows as latency."""
    result = Result()
    path = "/v1/find" if tool.startswith("find") else f"/v1/{tool}"
    limits = httpx.Limits(max_connections=16, max_keepalive_connections=16)
    in_flight = asyncio.Semaphore(16)
    offset = random.randrange(len(params))
    async with httpx.AsyncClient(base_url=url, limits=limits, timeout=30) as client:

        async def one(query: dict[str, str], planned: float) -> None:
            async with in_flight:
                response = await client.get(path, params=query)
            elapsed = time.perf_counter() - planned
            if response.status_code != 200:
                result.problems[f"http-{response.status_code}"] += 1
                return
            result.latencies.append(elapsed)
            _check(tool, mode, response.json(), result.problems)

        started = time.perf_counter()
        tasks = []
        for i in range(int(rate * seconds)):
            planned = started + i / rate
            await asyncio.sleep(max(0.0, planned - time.perf_counter()))
            tasks.append(asyncio.create_task(one(params[(offset + i) % len(params)], planned)))
        await asyncio.gather(*tasks)
        result.seconds = time.perf_counter() - started
    return result


async def run_all(
    stack: Stack,
    params: dict[str, list[dict[str, str]]],
    *,
    clients: int,
    rate: float,
    seconds: float,
    rounds: int,
    tools: tuple[str, ...] = TOOLS,
) -> dict[tuple[str, str, str], Result]:
    """Per tool: paced (open loop at ``rate``) and saturated (``clients`` closed-loop clients)
    rounds, signed and unsigned alternating; results keyed (tool, mode, phase)."""
    results: dict[tuple[str, str, str], Result] = {}
    for mode in ("off", "on"):  # warm-up: loads indexes and caches in every process
        for tool in tools:
            await drive(stack.urls[mode], tool, mode, params[tool], clients=4, seconds=1.5)
    for tool in tools:
        for phase in ("paced", "saturated"):
            for r in range(rounds):
                for mode in ("off", "on") if r % 2 == 0 else ("on", "off"):
                    url, pid, signer = stack.urls[mode], stack.pids[mode], stack.pids["signer"]
                    api0, signer0 = cpu_seconds(pid), cpu_seconds(signer)
                    if phase == "paced":
                        part = await pace(url, tool, mode, params[tool], rate=rate, seconds=seconds)
                    else:
                        part = await drive(
                            url, tool, mode, params[tool], clients=clients, seconds=seconds
                        )
                    part.api_cpu = cpu_seconds(pid) - api0
                    part.signer_cpu = cpu_seconds(signer) - signer0
                    results.setdefault((tool, mode, phase), Result()).add(part)
    return results


def report(
    results: dict[tuple[str, str, str], Result],
    clients: int,
    rate: float,
    tools: tuple[str, ...] = TOOLS,
) -> bool:
    """Print the table; True if every goal is met."""
    head = (
        f"{'tool':<14}{'receipts':>9} | {'p50':>6}{'p99':>7} | {'ans/s':>6}{'p50':>7}{'p99':>7} | "
        f"{'api cpu':>8}{'signer':>7} | problems"
    )
    print(f"{'':<24}| {'at ' + format(rate, 'g') + '/s':^13} | {str(clients) + ' clients':^20} |")
    print(head)
    print("-" * len(head))
    ok = True
    for tool in tools:
        for mode in ("off", "on"):
            paced, full = results[(tool, mode, "paced")], results[(tool, mode, "saturated")]
            problems = paced.problems + full.problems
            signer = f"{full.cpu_ms('signer'):7.2f}" if mode == "on" else f"{'':7}"
            print(
                f"{tool:<14}{mode:>9} | {paced.pct(0.5):6.1f}{paced.pct(0.99):7.1f} | "
                f"{full.rate:6.0f}{full.pct(0.5):7.1f}{full.pct(0.99):7.1f} | "
                f"{full.cpu_ms('api'):8.2f}{signer} | "
                + (", ".join(f"{k}={v}" for k, v in problems.items()) or "-")
            )
            ok &= not problems
        on, off = results[(tool, "on", "saturated")], results[(tool, "off", "saturated")]
        ratio = on.rate / off.rate if off.rate else 0.0
        print(f"{'':<14}{'on/off':>9} | throughput ratio {ratio:.2f}")
        if tool in GOAL_TOOLS:
            paced = results[(tool, "on", "paced")]
            ok &= paced.pct(0.5) <= 10 and paced.pct(0.99) <= 50 and ratio >= 0.7
    print(
        f"Latencies in ms. At {rate:g}/s: requests sent at that rate (open loop, up to 16 at "
        f"once), latency from the planned send time. {clients} clients: each sends its next "
        "request when its answer is in, so the server is saturated and ans/s is its throughput. "
        "api cpu / signer: CPU ms per answer in that process (saturated rounds)."
    )
    return ok


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", type=Path, required=True, help="data directory of the store")
    parser.add_argument("--clients", type=int, default=8, help="clients of saturated rounds")
    parser.add_argument("--rate", type=float, default=100.0, help="requests/s of paced rounds")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per round")
    parser.add_argument("--rounds", type=int, default=2, help="rounds per tool, mode, clients")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument(
        "--tools",
        default=",".join(TOOLS),
        help=f"comma-separated subset of {','.join(TOOLS)} (default: all)",
    )
    args = parser.parse_args()
    tools = tuple(t.strip() for t in args.tools.split(",") if t.strip())
    if not tools or not set(tools) <= set(TOOLS):
        parser.error(f"--tools: choose from {', '.join(TOOLS)}")
    data_dir = args.store.resolve()
    if not (data_dir / "store" / "observations").exists():
        print(f"no store at {data_dir}: generating one (1M observations) …", flush=True)
        gen = Path(__file__).with_name("gen_store.py")
        subprocess.run([sys.executable, str(gen), str(data_dir)], check=True)
    params = sample_params(data_dir, args.seed)
    started = time.perf_counter()
    with running_stack(data_dir) as stack:
        print(f"stack up in {time.perf_counter() - started:.1f}s; measuring …", flush=True)
        results = asyncio.run(
            run_all(
                stack,
                params,
                clients=args.clients,
                rate=args.rate,
                seconds=args.seconds,
                rounds=args.rounds,
                tools=tools,
            )
        )
        memory = ", ".join(f"{name} {rss_mb(pid):,} MB" for name, pid in stack.pids.items())
        same = asyncio.run(mcp_check(stack.urls["on"], params))
    ok = report(results, args.clients, args.rate, tools)
    print(f"resident memory after the run: {memory}")
    print(same)
    print("goals met" if ok else "goals NOT met")


if __name__ == "__main__":
    main()
