"""``python -m crawler``: one crawl run in this process (the CLI runs it as a child)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from crawler.errors import Error
from crawler.runner import crawl_here


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crawler", description=__doc__)
    parser.add_argument("--shops-file", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--run-id")
    parser.add_argument("--shop", action="append", default=[])
    parser.add_argument("--events", action="store_true")
    args = parser.parse_args(argv)
    try:
        crawl_here(
            args.shops_file, args.data_dir, args.shop, run_id=args.run_id, events=args.events
        )
    except Error as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
