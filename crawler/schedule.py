"""APScheduler jobs: a crawl per shop and a nightly compaction; persisted, one run of each at a
time, misfires coalesced."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from apscheduler.jobstores.sqlalchemy import SQLAlchemyJobStore
from apscheduler.schedulers.background import BackgroundScheduler
from apscheduler.triggers.cron import CronTrigger
from apscheduler.triggers.interval import IntervalTrigger

from crawler.config import Shop, ShopsConfig
from crawler.runner import crawl_subprocess
from crawler.store import StorePaths


def trigger_for(shop: Shop) -> IntervalTrigger | CronTrigger:
    jitter = shop.jitter or None
    if (seconds := shop.interval_s) is not None:
        return IntervalTrigger(seconds=seconds, jitter=jitter, timezone="UTC")
    return CronTrigger.from_crontab(shop.schedule, timezone="UTC")


def run_shop_crawl(shops_file: str, data_dir: str, domain: str) -> None:
    """The job itself: a module-level function, so the persistent job store can name it."""
    log = StorePaths.at(data_dir).run_dir / "crawl.log"
    crawl_subprocess(Path(shops_file), Path(data_dir), [domain], log_file=log)


# Nightly, off the hour: compaction merges closed days into their month's file (see
# crawler/store/compact.py); it is safe while crawls, the API, the signer and analysts run.
COMPACTION_JOB = "store:compact"
COMPACTION_CRON = "17 3 * * *"


def run_compaction(data_dir: str) -> None:
    """The nightly job: ``pricewitness compact`` in its own process (a month is sorted in
    memory; a failure there must not take the scheduler down), logged to run/compact.log."""
    paths = StorePaths.at(data_dir)
    with open(paths.run_dir / "compact.log", "ab") as log:
        subprocess.run(
            [sys.executable, "-m", "api", "compact", "--data-dir", str(paths.root)],
            stdout=log,
            stderr=subprocess.STDOUT,
            check=False,
        )


def build_scheduler(config: ShopsConfig, *, data_dir: Path) -> BackgroundScheduler:
    """Jobs live in ``data/run/schedule.sqlite`` so schedules survive restarts; a job for a shop
    that is no longer configured is removed, and changed schedules replace the stored ones."""
    paths = StorePaths.at(data_dir)
    paths.run_dir.mkdir(parents=True, exist_ok=True)
    store = SQLAlchemyJobStore(url=f"sqlite:///{paths.run_dir / 'schedule.sqlite'}")
    scheduler = BackgroundScheduler(
        jobstores={"default": store},
        job_defaults={"coalesce": True, "max_instances": 1, "misfire_grace_time": 300},
        timezone="UTC",
    )
    scheduler.start(paused=True)
    wanted = {f"crawl:{domain}" for domain in config.shops} | {COMPACTION_JOB}
    for job in scheduler.get_jobs():
        if job.id not in wanted:
            job.remove()
    shops_file = str(Path(config.path).resolve()) if config.path else ""
    for shop in config.shops.values():
        scheduler.add_job(
            run_shop_crawl,
            trigger_for(shop),
            args=[shops_file, str(paths.root), shop.domain],
            id=f"crawl:{shop.domain}",
            name=f"crawl {shop.domain}",
            replace_existing=True,
        )
    scheduler.add_job(
        run_compaction,
        CronTrigger.from_crontab(COMPACTION_CRON, timezone="UTC"),
        args=[str(paths.root)],
        id=COMPACTION_JOB,
        name="compact the store",
        replace_existing=True,
    )
    return scheduler
