"""``python -m crawler.frontier``: one crawl worker on a shared Redis frontier (run several)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from crawler.config import load_shops
from crawler.errors import Error
from crawler.frontier.redis import frontier_settings
from crawler.runner import crawl_settings, new_run_id
from crawler.store import ObservationWriter


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crawler.frontier", description=__doc__)
    parser.add_argument("--redis", required=True, help="redis://host:port/db")
    parser.add_argument("--frontier", required=True, help="name of this crawl round's frontier")
    parser.add_argument("--shops-file", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--run-id", help="this worker's run id (default: a new one)")
    parser.add_argument("--idle-close-s", type=float, default=10.0)
    parser.add_argument(
        "--set", action="append", default=[], metavar="NAME=JSON", help="a Scrapy setting"
    )
    args = parser.parse_args(argv)
    from scrapy.crawler import CrawlerProcess

    from crawler.spiders.shops import ShopsSpider

    try:
        config = load_shops(args.shops_file)
        run_id = args.run_id or new_run_id()
        ObservationWriter(args.data_dir).write_shops(s.as_row() for s in config.shops.values())
        settings = crawl_settings(
            shops_file=args.shops_file, data_dir=args.data_dir, run_id=run_id, events=False
        )
        for item in args.set:
            name, _, value = item.partition("=")
            settings[name] = json.loads(value)
        settings = frontier_settings(
            settings, args.redis, args.frontier, idle_close_s=args.idle_close_s
        )
        process = CrawlerProcess(settings, install_root_handler=True)
        process.crawl(ShopsSpider)
        process.start()
    except Error as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
