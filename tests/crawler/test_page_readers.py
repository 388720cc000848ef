"""Page readers: worker processes extract and archive pages; a dead worker loses no page."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import os
import signal
from pathlib import Path

import pytest

from crawler.extensions.collector import THRESHOLDS, GarbageCollectorTuning
from crawler.extract import ShopHints
from crawler.spiders.reading import PageReaders
from crawler.store import PageArchive, fingerprint_of

HINTS = ShopHints(domain="shop.example", country="DE", currency="EUR")


def page(index: int, *, priced: bool = True) -> bytes:
    data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": f"Kettle {index}",
        "offers": {"@type": "Offer", "price": f"{index}.50", "priceCurrency": "EUR"},
    }
    ld = f'<script type="application/ld+json">{json.dumps(data)}</script>' if priced else ""
    filler = "<p>steel kettle, quiet boil</p>" * 200  # a page of some size, several frames long
    return f"<html><head>{ld}</head><body><h1>Kettle {index}</h1>{filler}</body></html>".encode()


async def read_all(readers: PageReaders, bodies: list[bytes]) -> list:
    return await asyncio.gather(
        *(readers.read(body, f"http://shop.example/p/{i}", HINTS) for i, body in enumerate(bodies))
    )


async def read_and_close(readers: PageReaders, bodies: list[bytes]) -> list:
    """As a crawl does: the readers close while the event loop still runs."""
    try:
        return await read_all(readers, bodies)
    finally:
        readers.close()


def test_workers_extract_and_archive_every_priced_page(tmp_path: Path) -> None:
    readers = PageReaders(tmp_path, workers=2)
    readers.start()
    bodies = [page(i, priced=i % 5 != 0) for i in range(1, 41)]
    reads = asyncio.run(read_and_close(readers, bodies))
    archive = PageArchive(tmp_path)
    for i, (body, read) in enumerate(zip(bodies, reads, strict=True), start=1):
        if i % 5 == 0:  # no price: nothing to prove, nothing archived
            assert read.extraction.main is None
            assert read.fingerprint is None
            assert fingerprint_of(body) not in archive
        else:  # each answer belongs to its own page, however the two workers interleave
            assert read.extraction.main.price_minor == i * 100 + 50
            assert read.fingerprint == fingerprint_of(body)
            assert archive.get(read.fingerprint) == body


def test_close_stops_the_workers_cleanly(tmp_path: Path) -> None:
    readers = PageReaders(tmp_path, workers=2)
    readers.start()
    processes = [worker.process for worker in readers._pool]
    asyncio.run(read_and_close(readers, [page(1)]))
    assert [p.exitcode for p in processes] == [0, 0]


def test_pages_of_a_killed_worker_are_read_in_the_crawler_process(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    readers = PageReaders(tmp_path, workers=2)
    readers.start()
    pids = [worker.process.pid for worker in readers._pool]

    async def crawl() -> list:
        first = await read_all(readers, [page(1)])
        for pid in pids:
            os.kill(pid, signal.SIGKILL)
        # pages sent before the deaths are noticed, and pages after: every one is read
        return first + await read_and_close(readers, [page(i) for i in range(2, 12)])

    with caplog.at_level(logging.ERROR, logger="crawler.spiders.reading"):
        reads = asyncio.run(crawl())
    assert [r.extraction.main.price_minor for r in reads] == [i * 100 + 50 for i in range(1, 12)]
    assert all(r.fingerprint in PageArchive(tmp_path) for r in reads)
    assert readers.workers == 0
    assert "extraction workers died" in caplog.text


def test_inline_readers_archive_too(tmp_path: Path) -> None:
    readers = PageReaders(tmp_path, workers=0)
    (read,) = asyncio.run(read_all(readers, [page(3)]))
    assert read.extraction.main.price_minor == 350
    assert PageArchive(tmp_path).get(read.fingerprint) == page(3)


def test_collector_tuning_is_undone_when_the_spider_closes() -> None:
    # Relative to what the process had: an API app started earlier in this test process may
    # hold the heap settled too (crawler.heap counts its users; the last one undoes it).
    before, frozen_before = gc.get_threshold(), gc.get_freeze_count()
    tuning = GarbageCollectorTuning()
    tuning.spider_opened()
    try:
        assert gc.get_threshold() == THRESHOLDS
        assert gc.get_freeze_count() > 0
    finally:
        tuning.spider_closed()
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == frozen_before


def test_settled_heap_is_undone_by_its_last_user() -> None:
    from crawler.heap import settled_heap

    before = gc.get_threshold()
    with settled_heap():
        outer_frozen = gc.get_freeze_count()
        assert outer_frozen > 0 and gc.get_threshold() == THRESHOLDS
        with settled_heap():
            assert gc.get_threshold() == THRESHOLDS
        assert gc.get_threshold() == THRESHOLDS  # the outer user still holds it
        assert gc.get_freeze_count() >= outer_frozen
    assert gc.get_threshold() == before
