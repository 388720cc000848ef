"""The operator's commands, run as a user runs them: crawl, runs, export, schedule, extract."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import duckdb
import pytest

from crawler.config import dump_shops, load_shops
from crawler.demo import DemoShops
from crawler.schedule import build_scheduler
from crawler.store import Observation, ObservationWriter, StorePaths, StoreReader


def pricewitness(*args: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "api", *args],
        capture_output=True, text=True, timeout=timeout,
        env={**os.environ, "COLUMNS": "200"},
    )  # fmt: skip


@pytest.fixture(scope="module")
def shops_file(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    demo = DemoShops(seed=3, period_s=3600)
    server = demo.serve(host="127.0.0.1", port=0)
    shops = [s for s in demo.shops_config(proxy=server.url) if s["domain"] in
             ("shop-a.example", "shop-d.example")]  # fmt: skip
    path = tmp_path_factory.mktemp("ops") / "shops.toml"
    # A broken third entry: reported with file, line and field; the good shops still run.
    path.write_text(
        dump_shops(shops)
        + '[[shop]]\ndomain = "broken.example"\nname = "B"\ncountry = "XX"\ncurrency = "EUR"\n'
        + 'start_urls = ["http://broken.example/"]\n'
    )
    yield path
    server.stop()


def test_crawl_runs_and_export(shops_file: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    result = pricewitness("crawl", "--shops-file", str(shops_file), "--data-dir", str(data))
    assert result.returncode == 0, result.stderr
    lines = shops_file.read_text().splitlines()
    line = lines.index('country = "XX"') + 1
    assert f"{shops_file}:{line}: shop broken.example: field 'country'" in result.stdout
    assert "prices" in result.stdout  # the progress bar's last state
    reader = StoreReader(data)
    assert reader.sql("select count(distinct shop) from observations") == [(2,)]
    ((run_id, prices, errors),) = reader.sql("select run_id, prices, errors from crawl_runs")
    assert prices >= 60 and errors == 0
    assert run_id in result.stdout  # the summary names the run

    runs = pricewitness("runs", "--data-dir", str(data))
    assert runs.returncode == 0 and run_id in runs.stdout

    out = tmp_path / "export"
    exported = pricewitness("export", str(out), "--format", "parquet", "--data-dir", str(data))
    assert exported.returncode == 0, exported.stderr
    partitions = sorted(p.name for p in (out / "observations").iterdir())
    assert partitions == ["shop=shop-a.example", "shop=shop-d.example"]
    count = duckdb.sql(
        f"select count(*) from read_parquet('{out}/observations/*/*/*.parquet', "
        "hive_partitioning = true)"
    ).fetchone()
    assert count == reader.sql("select count(*) from observations")[0]
    assert (out / "latest_prices.parquet").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["crawl", "shop-z.example"], "unknown shop"),
        (["crawl", "--shops-file", "/nonexistent/shops.toml"], "cannot read shops config"),
        (["export", "out", "--format", "csv"], "unknown export format"),
        (["extract"], "give PAGE and --url URL"),
        (["extract", "/nonexistent.html", "--url", "http://x.example/"], "cannot read"),
    ],
)
def test_bad_input_is_one_clear_line_and_exit_2(
    shops_file: Path, tmp_path: Path, args: list[str], message: str
) -> None:
    if args[0] == "crawl" and "--shops-file" not in args:
        args = [*args, "--shops-file", str(shops_file)]
    result = (
        pricewitness(*args, "--data-dir", str(tmp_path))
        if args[0] != "extract"
        else (pricewitness(*args))
    )
    assert result.returncode == 2, result.stdout + result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_extract_a_page_and_a_batch(tmp_path: Path) -> None:
    page = tmp_path / "p.html"
    page.write_text(
        '<html><head><script type="application/ld+json">{"@type": "Product", "name": "Tea",'
        ' "gtin13": "4006381333931", "offers": {"@type": "Offer", "price": "1299",'
        ' "priceCurrency": "JPY", "availability": "https://schema.org/InStock"}}</script>'
        "</head><body><h1>Tea</h1><p>¥1,299</p></body></html>"
    )
    one = pricewitness("extract", str(page), "--url", "https://tea.example.jp/p/1")
    assert one.returncode == 0, one.stderr
    offer = json.loads(one.stdout)["offers"][0]
    assert offer["price"] == {"minor": 1299, "currency": "JPY"}
    manifest = tmp_path / "m.jsonl"
    manifest.write_text(
        json.dumps({"path": str(page), "url": "https://tea.example.jp/p/1"}) + "\n"
        + "not json\n"
        + json.dumps({"path": str(tmp_path / "missing.html"), "url": "https://x.example/"}) + "\n"
    )  # fmt: skip
    batch = pricewitness("extract", "--batch", str(manifest))
    assert batch.returncode == 0, batch.stderr
    rows = [json.loads(line) for line in batch.stdout.splitlines()]
    assert len(rows) == 3
    assert rows[0]["offers"][0]["price"]["minor"] == 1299
    assert rows[1]["reason"] and rows[2]["reason"]


def test_a_binary_manifest_gets_a_reason_per_line_not_a_traceback(tmp_path: Path) -> None:
    manifest = tmp_path / "m.jsonl"
    manifest.write_bytes(os.urandom(50_000) + b"\n" + b'{"path": 1}\n')
    result = pricewitness("extract", "--batch", str(manifest))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert rows and all(row["reason"] and row["offers"] == [] for row in rows)


def test_schedules_persist_and_follow_the_config(shops_file: Path, tmp_path: Path) -> None:
    config = load_shops(shops_file)
    first = build_scheduler(config, data_dir=tmp_path)
    ids = sorted(job.id for job in first.get_jobs())
    first.shutdown(wait=False)
    assert ids == ["crawl:shop-a.example", "crawl:shop-d.example", "store:compact"]
    again = build_scheduler(config, data_dir=tmp_path)  # read back from the job store
    jobs = {job.id: job for job in again.get_jobs()}
    assert sorted(jobs) == ids
    job = jobs["crawl:shop-a.example"]
    assert job.coalesce is True and job.max_instances == 1
    again.shutdown(wait=False)
    assert (tmp_path / "run" / "schedule.sqlite").exists()


def test_the_schedule_daemon_crawls_and_stops_on_sigterm(shops_file: Path, tmp_path: Path) -> None:
    text = shops_file.read_text().replace('schedule = "every 60m"', "")
    fast = tmp_path / "shops.toml"
    fast.write_text(
        text.replace('name = "Harbor Market"', 'name = "Harbor Market"\nschedule = "every 3s"')
    )
    data = tmp_path / "data"
    daemon = subprocess.Popen(
        [sys.executable, "-m", "api", "schedule", "--shops-file", str(fast),
         "--data-dir", str(data)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    runs: list[tuple[object, ...]] = []
    while time.monotonic() < deadline and not runs:
        time.sleep(1)
        if (data / "store" / "runs").exists():
            runs = StoreReader(data).sql("select shops from crawl_runs")
    daemon.send_signal(signal.SIGTERM)
    out, err = daemon.communicate(timeout=30)
    assert runs and runs[0][0] == ["shop-a.example"], out + err
    assert "scheduled crawl:shop-a.example" in out
    assert daemon.returncode == 0, err


def test_compact_merges_closed_days_and_loses_nothing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    writer = ObservationWriter(data)
    start = datetime.now(UTC) - timedelta(days=40)
    written = 0
    for day in range(4):  # four closed days, three batches each
        for batch in range(3):
            writer.write([
                Observation(
                    run_id=f"r{day}", shop="a.example", listing=f"https://a.example/p/{i % 5}",
                    product_id=f"p{i % 5}", product_name="Oak Table",
                    checked_at=start + timedelta(days=day, minutes=10 * batch, seconds=i),
                    price_minor=1000 + i, currency="EUR", stock="in_stock",
                    fingerprint=f"sha256:{day * 1000 + batch * 100 + i:064x}", method="json-ld",
                )
                for i in range(20)
            ])  # fmt: skip
            written += 20
    before = sorted(StoreReader(data).sql("SELECT * FROM observations"))
    result = pricewitness("compact", "--data-dir", str(data))
    assert result.returncode == 0, result.stderr
    assert "compacted 12 files into" in result.stdout, result.stdout
    root = StorePaths.at(data).observations
    assert len(list(root.glob("*/*.parquet"))) < 12
    assert sorted(StoreReader(data).sql("SELECT * FROM observations")) == before
    assert len(before) == written
    analyst = duckdb.connect(str(StorePaths.at(data).database), read_only=True)
    try:
        assert analyst.sql(
            "SELECT count(*), count(DISTINCT obs_id) FROM observations"
        ).fetchall() == [(written, written)]
    finally:
        analyst.close()
    again = pricewitness("compact", "--data-dir", str(data))
    assert again.returncode == 0 and "nothing to compact" in again.stdout, again.stdout


def test_compact_names_a_bad_option_or_a_missing_store(tmp_path: Path) -> None:
    result = pricewitness("compact", "--span", "year", "--data-dir", str(tmp_path))
    assert result.returncode == 2 and "unknown span 'year'" in result.stderr
    result = pricewitness("compact", "--data-dir", str(tmp_path / "none"))
    assert result.returncode == 2 and "no store at" in result.stderr
    assert "Traceback" not in result.stderr


def test_compact_refuses_a_corrupt_batch_and_touches_nothing(tmp_path: Path) -> None:
    day = StorePaths.at(tmp_path).observations / "date=2026-01-01"
    day.mkdir(parents=True)
    junk = {day / "0000000000001-a.parquet": os.urandom(5000), day / "0000000000002-b.parquet": b""}
    for path, data in junk.items():
        path.write_bytes(data)
    result = pricewitness("compact", "--data-dir", str(tmp_path))
    assert result.returncode == 2, result.stdout
    assert "cannot compact" in result.stderr and "0000000000001-a.parquet" in result.stderr
    assert "Traceback" not in result.stderr
    assert {path: path.read_bytes() for path in junk} == junk  # nothing moved, nothing lost


def test_signer_refuses_a_negative_nonce_pool(tmp_path: Path) -> None:
    result = pricewitness("signer", "--presign", "-1", "--socket", str(tmp_path / "s.sock"))
    assert result.returncode == 2
    assert "--presign" in result.stderr and "greater than or equal to 0" in result.stderr
    assert not (tmp_path / "s.sock").exists()
