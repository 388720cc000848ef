"""Serve the demo shops until Ctrl-C: ``python -m crawler.demo --port 8899``."""

from __future__ import annotations

import argparse
import time

from crawler.demo import DemoShops


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m crawler.demo", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8899)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--period", type=float, default=60.0, help="seconds per price period")
    args = parser.parse_args(argv)
    demo = DemoShops(seed=args.seed, period_s=args.period)
    server = demo.serve(host=args.host, port=args.port)
    print(f"demo shops on proxy {server.url}; try:")
    for shop in demo.shops_config(server.url):
        start = shop["start_urls"][0]
        print(f"  curl -x {server.url} {start}   ({shop['name']}, {shop['currency']})")
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


if __name__ == "__main__":
    main()
