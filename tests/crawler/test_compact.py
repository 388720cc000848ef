"""Compaction: rows come back byte-identical through every reader, and readers never double."""

from __future__ import annotations

import fcntl
import threading
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from crawler.errors import StoreError
from crawler.store import Observation, ObservationWriter, StorePaths, StoreReader, init_analyst_db
from crawler.store.compact import compact, compact_store, replaced_names
from crawler.store.compacted import derived_obs_ids, fill_obs_ids
from crawler.store.db import connect
from crawler.store.paths import store_lock
from crawler.store.schema import OBS_ID_SQL, OBSERVATION_SCHEMA, obs_id_for
from crawler.store.writer import batch_day

T0 = datetime(2026, 1, 28, 12, tzinfo=UTC)
TODAY = date(2026, 2, 6)  # with min_age_days=2, every day up to 2026-02-04 is closed


def reading(i: int, day: int, **extra: object) -> Observation:
    fields: dict[str, object] = {
        "run_id": f"r{day}", "shop": "a.example", "listing": f"http://a.example/p/{i % 7}",
        "product_id": f"p{i % 3}", "product_name": "X", "brand": None if i % 2 else "B",
        "checked_at": T0 + timedelta(days=day, seconds=i, milliseconds=37 * (i % 4)),
        "price_minor": 100 + i, "currency": "EUR", "stock": "in_stock",
        "fingerprint": f"sha256:{i + 1000 * day:064x}", "method": "json-ld",
    }  # fmt: skip
    fields.update(extra)
    return Observation(**fields)  # type: ignore[arg-type]


def fill(data_dir: Path, days: range, batches: int = 3) -> int:
    writer = ObservationWriter(data_dir)
    for day in days:
        for b in range(batches):
            writer.write([reading(10 * b + i, day) for i in range(10)])
    return len(days) * batches * 10


def everything(reader: StoreReader) -> list[tuple[object, ...]]:
    return sorted(reader.sql("SELECT * FROM observations"))


def files(data_dir: Path) -> list[str]:
    root = StorePaths.at(data_dir).observations
    return sorted(str(p.relative_to(root)) for p in root.glob("*/*.parquet"))


@pytest.mark.parametrize("zone", ["UTC", "Asia/Kathmandu", "America/St_Johns"])
def test_the_sql_obs_id_is_obs_id_for_in_any_session_time_zone(zone: str) -> None:
    cases = [
        ("http://a.example/ü?x=1&y=2", datetime(2026, 1, 1, tzinfo=UTC), "sha256:ab", -5, "EUR"),
        ("x", datetime(2026, 1, 1, 0, 0, 0, 123000, tzinfo=UTC), "f", 0, "JPY"),
        ("x", datetime(2026, 1, 1, 0, 0, 0, 1000, tzinfo=UTC), "f", 10**15, "JPY"),
        ("x", datetime(1969, 12, 31, 23, 59, 59, 999000, tzinfo=UTC), "", 1, "KWD"),
    ]
    table = pa.table(
        {
            "listing": [c[0] for c in cases],
            "checked_at": pa.array([c[1] for c in cases], pa.timestamp("ms", tz="UTC")),
            "fingerprint": [c[2] for c in cases],
            "price_minor": pa.array([c[3] for c in cases], pa.int64()),
            "currency": [c[4] for c in cases],
            "stock": ["in_stock", "unknown", "limited", "preorder"],
        }
    )
    expected = [obs_id_for(*c, s) for c, s in zip(cases, table["stock"].to_pylist(), strict=True)]
    assert derived_obs_ids(table).to_pylist() == expected
    con = connect()  # ICU loaded: a non-UTC session must not change the id
    con.execute(f"SET TimeZone = '{zone}'")
    con.register("t", table)
    assert [r[0] for r in con.execute(f"SELECT {OBS_ID_SQL} FROM t").fetchall()] == expected


def test_every_reader_sees_the_same_rows_before_and_after(tmp_path: Path) -> None:
    fill(tmp_path, range(8))
    odd = reading(999, 0, obs_id="written-by-other-means")  # kept as stored, not re-derived
    ObservationWriter(tmp_path).write([odd])
    init_analyst_db(tmp_path)
    reader = StoreReader(tmp_path, min_refresh_s=0)
    before = everything(reader)
    summary = compact_store(tmp_path, today=TODAY)
    assert summary.obs_id_left_out
    assert summary.rows == len(before) == 241
    assert summary.partitions == ("date=2026-01", "date=2026-02")  # a file per month
    assert [f.split("/")[0] for f in files(tmp_path)] == [
        "date=1970-01-01", "date=2026-01", "date=2026-02"
    ]  # fmt: skip
    stored = pa.concat_tables(
        [pq.read_table(StorePaths.at(tmp_path).observations / f) for f in files(tmp_path)]
    )["obs_id"]
    assert stored.null_count == 240  # only the odd one is stored
    reader.refresh(force=True)
    assert everything(reader) == before  # the running reader loaded nothing twice
    assert everything(StoreReader(tmp_path)) == before  # a new one sees each row once
    con = duckdb.connect(str(StorePaths.at(tmp_path).database), read_only=True)
    assert sorted(con.execute("SELECT * FROM observations").fetchall()) == before
    con.close()
    assert StoreReader(tmp_path).observation_exists(
        listing=odd.listing, fingerprint=odd.fingerprint, price_minor=odd.price_minor,
        currency="EUR", stock="in_stock", checked_at=odd.checked_at,
    )  # fmt: skip


@pytest.mark.parametrize("proofs_only", [False, True])
def test_a_reader_that_loaded_part_of_what_was_replaced(tmp_path: Path, proofs_only: bool) -> None:
    total = fill(tmp_path, range(3))
    reader = StoreReader(tmp_path, min_refresh_s=0, proofs_only=proofs_only)
    late = [reading(100 + i, 1, price_minor=7) for i in range(5)]
    ObservationWriter(tmp_path).write(late)  # written after the reader's last listing
    compact(tmp_path, today=TODAY)
    assert reader.refresh(force=True) == 5  # only the rows it had not seen
    if not proofs_only:
        assert reader.sql("SELECT count(*), count(DISTINCT obs_id) FROM observations") == [
            (total + 5, total + 5)
        ]
    assert reader.observation_exists(
        listing=late[0].listing, fingerprint=late[0].fingerprint, price_minor=7,
        currency="EUR", stock="in_stock", checked_at=late[0].checked_at,
    )  # fmt: skip


def test_a_month_is_merged_again_as_its_days_close(tmp_path: Path) -> None:
    fill(tmp_path, range(5, 7))  # 2 and 3 February
    compact(tmp_path, today=date(2026, 2, 5))
    first = [f for f in files(tmp_path) if "compact" in f]
    assert len(first) == 1 and first[0].startswith("date=2026-02/")
    fill(tmp_path, range(4, 5))  # 1 February, read late
    fill(tmp_path, range(7, 9))  # 4 and 5 February: the 5th is too recent
    reader = StoreReader(tmp_path, min_refresh_s=0)
    before = everything(reader)
    before_files = [f for f in files(tmp_path) if f.startswith("date=2026-02/")]
    compact(tmp_path, today=date(2026, 2, 6))
    now = files(tmp_path)
    merged = [f for f in now if "compact" in f]
    assert len(merged) == 1 and merged[0].startswith("date=2026-02/")
    merged_path = StorePaths.at(tmp_path).observations / merged[0]
    assert replaced_names(merged_path) >= {first[0]}
    assert pq.read_table(merged_path)["obs_id"].null_count == pq.read_metadata(merged_path).num_rows
    assert sum(batch_day(f.split("/")[1]) == "2026-02-05" for f in now) == 3  # untouched
    assert replaced_names(merged_path) == {f for f in before_files if "-2026-02-05-" not in f}
    reader.refresh(force=True)
    assert everything(reader) == before == everything(StoreReader(tmp_path))


@pytest.mark.parametrize("span", ["month", "day"])
def test_directories_listed_one_by_one_around_a_merge_hold_each_row_once(
    tmp_path: Path, span: str
) -> None:
    """DuckDB's glob lists each directory by its path, one after another: a merge that changed
    two directories would show a reader listing between them a row twice or none at all."""
    for split in range(4):  # list the first ``split`` directories before the merge
        data = tmp_path / str(split)
        fill(data, range(2, 8))  # 30 January … 4 February: two months
        ObservationWriter(data).write([reading(500, 9)])  # 6 February: too recent to merge
        root = StorePaths.at(data).observations
        wanted = sorted(StoreReader(data).sql("SELECT obs_id FROM observations"))
        directories = sorted(root.iterdir())
        assert len(directories) == 3
        seen = [pq.read_table(f) for d in directories[:split] for f in sorted(d.glob("*.parquet"))]
        assert compact(data, span=span, today=TODAY)
        seen += [pq.read_table(f) for d in directories[split:] for f in sorted(d.glob("*.parquet"))]
        rows = pa.concat_tables([fill_obs_ids(t.cast(OBSERVATION_SCHEMA)) for t in seen])
        assert sorted((i,) for i in rows["obs_id"].to_pylist()) == wanted, split


def test_nothing_to_do_writes_nothing(tmp_path: Path) -> None:
    fill(tmp_path, range(2))
    assert compact(tmp_path, today=TODAY)
    listed = files(tmp_path)
    assert compact(tmp_path, today=TODAY) == []
    assert files(tmp_path) == listed


def test_a_writer_waits_while_compaction_holds_the_swap_lock(tmp_path: Path) -> None:
    writer = ObservationWriter(tmp_path)
    paths = StorePaths.at(tmp_path)
    with store_lock(paths, exclusive=True):
        thread = threading.Thread(target=writer.write, args=([reading(1, 0)],))
        thread.start()
        thread.join(timeout=0.3)
        assert thread.is_alive()  # blocked: no rename may land during a swap
        assert not [f for f in files(tmp_path) if f.startswith("date=2026-01/")]
    thread.join(timeout=30)
    assert [f for f in files(tmp_path) if f.startswith("date=2026-01/")]


@pytest.mark.parametrize("proofs_only", [False, True])
def test_two_merges_between_two_refreshes(tmp_path: Path, proofs_only: bool) -> None:
    total = fill(tmp_path, range(3))
    reader = StoreReader(tmp_path, min_refresh_s=0, proofs_only=proofs_only)
    compact(tmp_path, today=TODAY)  # F1 replaces the batches the reader loaded
    ObservationWriter(tmp_path).write([reading(100 + i, 1) for i in range(5)])
    compact(tmp_path, today=TODAY)  # F2 replaces F1 (never seen) and the late batch
    assert reader.refresh(force=True) == 5
    ids = (
        reader.sql("SELECT obs_id FROM observations")
        if not proofs_only
        else [(i,) for i in reader._by_listing.obs_ids_between(  # type: ignore[union-attr]
            pa.scalar(T0 - timedelta(days=1)), pa.scalar(T0 + timedelta(days=9))).to_pylist()]
    )  # fmt: skip
    assert len(ids) == len(set(ids)) == total + 5


def test_a_second_compaction_at_once_is_refused(tmp_path: Path) -> None:
    fill(tmp_path, range(2))
    lock = StorePaths.at(tmp_path).root / "store" / "compaction.lock"
    with open(lock, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)  # as a running compaction holds it
        with pytest.raises(StoreError, match="another compaction"):
            compact(tmp_path, today=TODAY)
    assert compact(tmp_path, today=TODAY)
