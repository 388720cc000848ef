"""The store under real processes: analysts read while a crawl writes; kill -9 loses nothing.

A real Scrapy crawl (``python -m crawler``) of the demo's HTML shops writes the store while another
process queries the analysts' DuckDB file, and a crawl killed with SIGKILL at any moment leaves a
store in which every committed observation survives, has its archived page, and nothing is doubled.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import duckdb
import pyarrow.parquet as pq
import pytest

from crawler.config import dump_shops
from crawler.demo import DemoShops
from crawler.store import PageArchive, StorePaths, StoreReader, init_analyst_db


@pytest.fixture(scope="module")
def shops_file(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    demo = DemoShops(seed=11, period_s=3600)
    server = demo.serve(host="127.0.0.1", port=0)
    html_shops = [s for s in demo.shops_config(proxy=server.url) if s["render"] == "html"]
    path = tmp_path_factory.mktemp("shops") / "shops.toml"
    path.write_text(dump_shops(html_shops))
    yield path
    server.stop()


def _crawl(shops_file: Path, data_dir: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "crawler", "--shops-file", str(shops_file),
         "--data-dir", str(data_dir)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip


def _observations(data_dir: Path) -> list[tuple[str, str]]:
    """(obs_id, fingerprint) of every committed observation, read file by file."""
    rows = []
    for path in sorted(StorePaths.at(data_dir).observations.glob("*/*.parquet")):
        table = pq.read_table(path, columns=["obs_id", "fingerprint"])  # every file readable
        rows += list(zip(*table.to_pydict().values(), strict=True))
    return rows


def _children(pid: int) -> list[int]:
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            children.append(int(stat.parent.name))
    return children


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


ANALYST = textwrap.dedent(
    """
    import json, os, sys, time, duckdb
    path, stop = sys.argv[1], sys.argv[2]
    counts, errors = [], []
    deadline = time.monotonic() + 300
    last = False
    while time.monotonic() < deadline and not last:
        last = os.path.exists(stop)  # one more read after the crawl ended, then stop
        try:
            con = duckdb.connect(path, read_only=True)
            counts.append(con.sql("select count(*) from observations").fetchone()[0])
            con.sql("select shop, min(price_minor) from latest_prices group by shop").fetchall()
            con.close()
        except Exception as exc:
            errors.append(repr(exc))
        time.sleep(0.05)
    print(json.dumps({"counts": counts, "errors": errors}))
    """
)


def test_an_analyst_process_reads_while_a_crawl_writes(shops_file: Path, tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    database = init_analyst_db(data_dir)
    stop = tmp_path / "crawl-ended"
    analyst = subprocess.Popen(
        [sys.executable, "-c", ANALYST, database, str(stop)], stdout=subprocess.PIPE, text=True
    )
    crawl = _crawl(shops_file, data_dir)
    assert crawl.wait(timeout=240) == 0
    stop.touch()
    out, _ = analyst.communicate(timeout=60)
    result = json.loads(out)
    assert result["errors"] == []
    counts = result["counts"]
    assert len(counts) > 20
    assert counts == sorted(counts)  # never a half-written batch, never a vanished one
    assert counts[-1] >= 150  # the last read came after the crawl had finished


@pytest.mark.parametrize("kill_after_s", [0.8, 2.5, 4.5])
def test_kill_9_loses_no_committed_observation(
    shops_file: Path, tmp_path: Path, kill_after_s: float
) -> None:
    data_dir = tmp_path / "data"
    database = init_analyst_db(data_dir)
    crawl = _crawl(shops_file, data_dir)
    time.sleep(kill_after_s)
    helpers = _children(crawl.pid)  # extraction workers and the like
    os.kill(crawl.pid, signal.SIGKILL)
    crawl.wait(timeout=30)
    deadline = time.monotonic() + 15
    while any(_alive(pid) for pid in helpers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in helpers if _alive(pid)], "the crawler's children outlived it"

    before = _observations(data_dir)
    archive = PageArchive(data_dir)
    assert all(fingerprint in archive for _, fingerprint in before)
    con = duckdb.connect(database, read_only=True)
    assert con.sql("select count(*) from observations").fetchone() == (len(before),)
    con.close()

    assert _crawl(shops_file, data_dir).wait(timeout=120) == 0  # a restart runs cleanly
    after = _observations(data_dir)
    ids = [obs_id for obs_id, _ in after]
    assert set(before) <= set(after)  # nothing committed was lost
    assert len(ids) == len(set(ids))  # nothing doubled
    assert all(fingerprint in archive for _, fingerprint in after)
    reader = StoreReader(data_dir)
    assert reader.sql("select count(*) from observations") == [(len(after),)]
    assert reader.sql("select count(distinct shop) from latest_prices") == [(5,)]
