"""The operator's crawl commands: crawl once with a progress bar, list runs, schedule, export."""

from __future__ import annotations

import signal
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from crawler.config import load_shops
from crawler.errors import ConfigError, Error
from crawler.runner import crawl_subprocess
from crawler.store import StoreReader, init_analyst_db

console = Console()


def crawl_with_progress(
    shops_file: Path,
    data_dir: Path,
    shops: list[str] | None = None,
    *,
    log: Path | None = None,
    popen_hook: Callable[[subprocess.Popen[str]], None] | None = None,
) -> tuple[str, dict[str, int]]:
    """One crawl in a child process, drawn as a rich progress bar; returns (run_id, counts)."""
    counts = {"scheduled": 0, "dropped": 0, "page": 0, "price": 0, "error": 0}
    with Progress(
        TextColumn("[bold]crawl[/]"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("pages · [green]{task.fields[prices]} prices[/] · {task.fields[errors]} errors"),
        TimeElapsedColumn(),
        console=console,
    ) as progress:
        task = progress.add_task("crawl", total=None, prices=0, errors=0)

        def on_event(event: dict[str, Any]) -> None:
            kind = event.get("event")
            if kind in counts:
                counts[kind] += 1
            progress.update(
                task,
                # the dupefilter drops most scheduled links; what is left will be read
                total=max(counts["scheduled"] - counts["dropped"], counts["page"]),
                completed=counts["page"],
                prices=counts["price"],
                errors=counts["error"],
            )

        run_id, code = crawl_subprocess(
            shops_file, data_dir, shops, on_event=on_event, log_file=log, popen_hook=popen_hook
        )
    if code != 0:
        where = f"; see {log}" if log else ""
        raise Error(f"the crawl failed (exit {code}){where}")
    return run_id, counts


def _runs_table(reader: StoreReader, limit: int, run_id: str | None = None) -> Table:
    table = Table("run", "started (UTC)", "shops", "pages", "prices", "refusals", "errors",
                  "seconds", "status")  # fmt: skip
    where = "WHERE run_id = ?" if run_id else ""
    rows = reader.sql(
        f"SELECT run_id, started_at, len(shops), pages, prices, refusals, errors, duration_s, "
        f"status FROM crawl_runs {where} ORDER BY started_at DESC LIMIT ?",
        [run_id, limit] if run_id else [limit],
    )
    for run, started, shops, pages, prices, refusals, errors, seconds, status in rows:
        table.add_row(
            str(run), f"{started:%Y-%m-%d %H:%M:%S}", str(shops), str(pages), str(prices),
            str(refusals), str(errors), f"{seconds:.1f}", str(status),
        )  # fmt: skip
    return table


def crawl_once(*, shops_file: Path, data_dir: Path, shops: list[str]) -> None:
    config = load_shops(shops_file)
    for problem in config.errors:
        console.print(f"[yellow]skipped:[/] {problem}")
    if not config.shops:
        raise ConfigError(f"{shops_file}: no usable shop entries")
    config.select(shops)
    init_analyst_db(data_dir)
    log = data_dir / "run" / "crawl.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    run_id, _ = crawl_with_progress(shops_file, data_dir, shops, log=log)
    console.print(_runs_table(StoreReader(data_dir), 1, run_id))
    console.print(f"[dim]Scrapy log: {log}[/]")


def show_runs(*, data_dir: Path, limit: int) -> None:
    console.print(_runs_table(StoreReader(data_dir), limit))


def run_schedule(*, shops_file: Path, data_dir: Path) -> None:
    """Every shop on its own schedule; one run per shop at a time; misfires coalesced."""
    from crawler.schedule import build_scheduler

    config = load_shops(shops_file)
    for problem in config.errors:
        console.print(f"[yellow]skipped:[/] {problem}")
    init_analyst_db(data_dir)
    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    scheduler = build_scheduler(config, data_dir=data_dir)
    scheduler.resume()
    for job in scheduler.get_jobs():
        console.print(f"scheduled {job.id}: next run {job.next_run_time:%Y-%m-%d %H:%M:%S %Z}")
    try:
        stop.wait()
    finally:
        scheduler.shutdown(wait=False)


def compact_now(*, data_dir: Path, span: str, min_age_days: int) -> None:
    """``pricewitness compact``: one compaction run and what it did."""
    from crawler.store.compact import compact_store
    from crawler.store.paths import StorePaths

    paths = StorePaths.at(data_dir)
    if not paths.observations.exists():
        raise Error(f"no store at {paths.root}; run a crawl first")
    done = compact_store(data_dir, span=span, min_age_days=min_age_days)
    if not done.files_in:
        console.print("nothing to compact: every closed day is compacted already")
        return
    console.print(
        f"compacted {done.files_in} files into {done.files_out} ({done.rows:,} readings, "
        f"{done.bytes_in / 1e6:.1f} MB → {done.bytes_out / 1e6:.1f} MB) in {done.seconds:.1f} s; "
        f"partitions: {', '.join(done.partitions)}"
    )


def export_store(*, data_dir: Path, directory: Path) -> None:
    """Every table as Parquet; observations hive-partitioned by shop and date."""
    from crawler.store.db import connect
    from crawler.store.paths import StorePaths

    paths = StorePaths.at(data_dir)
    if not paths.database.exists():
        raise Error(f"no store at {paths.root}; run a crawl first")
    directory.mkdir(parents=True, exist_ok=True)
    con = connect(str(paths.database), read_only=True)
    try:
        con.execute(
            "COPY (SELECT *, strftime(checked_at, '%Y-%m-%d') AS date FROM observations) "
            f"TO '{_sql_path(directory / 'observations')}' "
            "(FORMAT parquet, PARTITION_BY (shop, date), OVERWRITE_OR_IGNORE)"
        )
        for table in ("crawl_runs", "shops", "products", "listings", "latest_prices"):
            target = _sql_path(directory / f"{table}.parquet")
            con.execute(f"COPY (SELECT * FROM {table}) TO '{target}' (FORMAT parquet)")
    finally:
        con.close()
    console.print(f"exported to {directory.resolve()}")


def _sql_path(path: Path) -> str:
    return str(path.resolve()).replace("'", "''")
