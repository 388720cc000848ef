"""Compaction under real processes: a writer, a compactor, StoreReaders and an analyst at once.

Counts seen by StoreReaders never go down and never count a row twice; the analysts' DuckDB
views never count a row twice either; at the end every reader sees exactly the rows written. The
writer also writes into days being compacted, so the swap meets writes in flight (the store lock)
and files written during a merge (linked into the new directory).

Why the views may go down for one query: DuckDB's glob reads a directory's entries and then
stats each by its path, skipping one gone meanwhile. A query that read a month directory's
entries just before a swap and stats a merged batch just after it misses that batch (compact.py
keeps the window to one directory's listing; docs/analysts.md tells analysts).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from crawler.store import StorePaths, StoreReader, init_analyst_db
from tests.crawler.test_compact import fill

HEADER = textwrap.dedent(
    """
    import json, os, sys, time
    from datetime import date
    sys.path.insert(0, os.getcwd())
    from tests.crawler.test_compact import reading
    data, stop = sys.argv[1], sys.argv[2]
    """
)

WRITER = HEADER + textwrap.dedent(
    """
    from crawler.store import ObservationWriter
    writer, n = ObservationWriter(data), 0
    for b in range(60):  # today (day 9) and a day being compacted (day 3), alternately
        writer.write([reading(100 + 10 * b + i, 9 if b % 2 else 3) for i in range(10)])
        n += 10
        time.sleep(0.02)
    print(json.dumps({"written": n}))
    """
)

COMPACTOR = HEADER + textwrap.dedent(
    """
    from crawler.store.compact import compact_store
    runs = 0
    while not os.path.exists(stop) or runs < 4:
        span = "day" if runs % 3 == 2 else "month"
        compact_store(data, span=span, today=date(2026, 2, 9))
        runs += 1
    print(json.dumps({"runs": runs}))
    """
)

READER = HEADER + textwrap.dedent(
    """
    from crawler.store import StoreReader
    full = StoreReader(data, min_refresh_s=0)
    proofs = StoreReader(data, min_refresh_s=0, proofs_only=True)
    seen, last = [], False
    while not last:
        last = os.path.exists(stop)
        full.refresh(force=True)
        proofs.refresh(force=True)
        n, distinct = full.sql("select count(*), count(distinct obs_id) from observations")[0]
        ids = [i for c in proofs._by_listing._chunks for i in c.table["obs_id"].to_pylist()]
        seen.append([n, distinct, len(ids), len(set(ids))])
    print(json.dumps({"seen": seen}))
    """
)

ANALYST = HEADER + textwrap.dedent(
    """
    import duckdb
    counts, errors, last = [], [], False
    while not last:
        last = os.path.exists(stop)
        try:
            con = duckdb.connect(os.path.join(data, "pricewitness.duckdb"), read_only=True)
            query = "select count(*), count(distinct obs_id) from observations"
            counts.append(list(con.sql(query).fetchone()))
            con.close()
        except duckdb.IOException as exc:  # a file listed before a swap, gone: re-run
            errors.append(str(exc))
            last = False
    print(json.dumps({"counts": counts, "errors": errors}))
    """
)


def _start(script: str, data_dir: Path, stop: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", script, str(data_dir), str(stop)],
        stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[2],
    )  # fmt: skip


def _result(process: subprocess.Popen[str]) -> dict[str, list[object]]:
    out, _ = process.communicate(timeout=120)
    assert process.returncode == 0
    return json.loads(out)


def test_readers_never_double_or_drop_while_compaction_runs(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    initial = fill(data_dir, range(9), batches=4)  # 2026-01-28 … 2026-02-05
    init_analyst_db(data_dir)
    stop, writer_done = tmp_path / "stop", tmp_path / "writer-done"
    readers = [_start(s, data_dir, stop) for s in (READER, ANALYST)]
    compactor = _start(COMPACTOR, data_dir, stop)
    time.sleep(1.0)  # the readers have loaded the crawler batches
    writer = _start(WRITER, data_dir, writer_done)
    total = initial + _result(writer)["written"]
    stop.touch()
    assert _result(compactor)["runs"] >= 4
    seen = _result(readers[0])["seen"]
    analyst = _result(readers[1])

    assert all(n == distinct and p == p_distinct for n, distinct, p, p_distinct in seen)
    for counts in ([s[0] for s in seen], [s[2] for s in seen]):  # full, proofs_only
        assert counts == sorted(counts) and counts[-1] == total  # never one missing at the end
    assert all(n == distinct <= total for n, distinct in analyst["counts"])  # never a row twice
    assert analyst["counts"][-1] == [total, total]
    assert StoreReader(data_dir).sql("select count(distinct obs_id) from observations") == [
        (total,)
    ]
    compacted = [p for p in StorePaths.at(data_dir).observations.glob("*/*.parquet")]
    assert any("compact" in p.name for p in compacted)
