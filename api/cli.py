"""The ``pricewitness`` command: one entry point for the demo, crawls, signer, API and tools."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from crawler.errors import Error

app = typer.Typer(
    name="pricewitness",
    help="Prices AI shopping agents can prove: crawl, store, sign, serve, verify.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
err = Console(stderr=True)


DataDir = Annotated[Path, typer.Option(envvar="PW_DATA_DIR", help="Store directory.")]
KeysDir = Annotated[Path, typer.Option(envvar="PW_KEYS_DIR", help="Key directory.")]
ShopsFile = Annotated[Path, typer.Option(envvar="PW_SHOPS", help="The shops config.")]
SignerSocket = Annotated[
    Path | None,
    typer.Option(envvar="PW_SIGNER_SOCKET", help="Signer socket; without it receipts are off."),
]


@app.command()
def demo(
    port: Annotated[int, typer.Option(help="API port.")] = 8000,
    data_dir: DataDir = Path("data"),
    keys_dir: KeysDir = Path("keys"),
    interval: Annotated[int, typer.Option(help="Seconds between re-crawls.", min=5)] = 60,
    seed: Annotated[int, typer.Option(help="Seed of the demo shops' prices.")] = 7,
    period: Annotated[float, typer.Option(help="Seconds between demo price changes.")] = 60.0,
) -> None:
    """Serve demo shops, crawl them, start the signer and the API, and keep re-crawling."""
    from api.demo import run_demo

    run_demo(
        port=port,
        data_dir=data_dir,
        keys_dir=keys_dir,
        interval_s=interval,
        seed=seed,
        period_s=period,
    )


@app.command()
def crawl(
    shops: Annotated[list[str] | None, typer.Argument(help="Shop domains (default: all).")] = None,
    shops_file: ShopsFile = Path("shops.toml"),
    data_dir: DataDir = Path("data"),
) -> None:
    """Crawl the configured shops once, with a progress bar and a summary."""
    from api.crawl_view import crawl_once

    crawl_once(shops_file=shops_file, data_dir=data_dir, shops=shops or [])


@app.command()
def runs(
    data_dir: DataDir = Path("data"),
    limit: Annotated[int, typer.Option(min=1, max=1000)] = 20,
) -> None:
    """Show recent crawl runs from crawl_runs."""
    from api.crawl_view import show_runs

    show_runs(data_dir=data_dir, limit=limit)


@app.command()
def schedule(
    shops_file: ShopsFile = Path("shops.toml"),
    data_dir: DataDir = Path("data"),
) -> None:
    """Run the crawl scheduler: each shop on its own schedule until Ctrl-C."""
    from api.crawl_view import run_schedule

    run_schedule(shops_file=shops_file, data_dir=data_dir)


@app.command()
def compact(
    data_dir: DataDir = Path("data"),
    span: Annotated[
        str, typer.Option(help="month: each closed day into its month's file; day: per day.")
    ] = "month",
    min_age_days: Annotated[
        int, typer.Option(min=1, help="Only days at least this old (no writer writes there).")
    ] = 2,
) -> None:
    """Merge past days' batches into few sorted files (safe while everything else runs)."""
    from api.crawl_view import compact_now

    if span not in ("month", "day"):
        raise Error(f"unknown span {span!r}; use month or day")
    compact_now(data_dir=data_dir, span=span, min_age_days=min_age_days)


def _api_settings(data_dir: Path, keys_dir: Path, signer_socket: Path | None, shops_file: Path):
    from api.settings import Settings

    return Settings.from_env(
        {
            "data_dir": data_dir,
            "keys_dir": keys_dir,
            "signer_socket": signer_socket,
            # live_check and market_scan answer 503 without a shops config
            "shops_config": shops_file if shops_file.exists() else None,
        }
    )


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port.")] = 8000,
    data_dir: DataDir = Path("data"),
    keys_dir: KeysDir = Path("keys"),
    signer_socket: SignerSocket = None,
    shops_file: ShopsFile = Path("shops.toml"),
) -> None:
    """Serve the agent API (HTTP and MCP at /mcp)."""
    from api.server import serve as serve_api

    serve_api(_api_settings(data_dir, keys_dir, signer_socket, shops_file), host=host, port=port)


@app.command()
def mcp(
    data_dir: DataDir = Path("data"),
    keys_dir: KeysDir = Path("keys"),
    signer_socket: SignerSocket = None,
    shops_file: ShopsFile = Path("shops.toml"),
) -> None:
    """Serve the six tools over MCP on stdio."""
    from api.mcp_server import run_stdio

    run_stdio(_api_settings(data_dir, keys_dir, signer_socket, shops_file))


@app.command()
def extract(
    page: Annotated[Path | None, typer.Argument(help="An HTML file to read.")] = None,
    url: Annotated[str | None, typer.Option(help="The URL the page was read from.")] = None,
    batch: Annotated[
        str | None, typer.Option(help='JSON lines {"path","url"} file, or - for stdin.')
    ] = None,
    shops_file: Annotated[
        Path | None, typer.Option(help="Use this shops config's hints (currency, selectors).")
    ] = None,
) -> None:
    """Extract offers from saved pages and print them as JSON."""
    from crawler.config import load_shops
    from crawler.extract import extract as extract_page
    from crawler.extract.batch import extract_batch
    from crawler.spiders.shops import hints_for

    config = load_shops(shops_file) if shops_file else None

    def hints(page_url: str):
        shop = config.shop_for_url(page_url) if config else None
        return hints_for(shop) if shop else None

    if batch is not None:
        if page is not None:
            raise Error("give either PAGE or --batch, not both")
        if batch == "-":
            sys.stdin.reconfigure(errors="replace")  # type: ignore[union-attr]
            stream = sys.stdin
        else:
            stream = _open_text(Path(batch))
        extract_batch(stream, sys.stdout, hints)
        return
    if page is None or url is None:
        raise Error("give PAGE and --url URL, or --batch MANIFEST")
    try:
        body = page.read_bytes()
    except OSError as exc:
        raise Error(f"cannot read {page}: {exc.strerror}") from exc
    print(json.dumps(extract_page(body, url, hints(url)).to_json(), ensure_ascii=False, indent=2))


def _open_text(path: Path):
    try:
        # A bad byte spoils its line only: that line gets a reason, the others are read.
        return path.open(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise Error(f"cannot read {path}: {exc.strerror}") from exc


@app.command()
def export(
    directory: Annotated[Path, typer.Argument(help="Where to write the Parquet export.")],
    format: Annotated[str, typer.Option("--format", help="Only parquet for now.")] = "parquet",
    data_dir: DataDir = Path("data"),
) -> None:
    """Export every table hive-partitioned as Parquet, for any other engine."""
    from api.crawl_view import export_store

    if format != "parquet":
        raise Error(f"unknown export format {format!r}; use parquet")
    export_store(data_dir=data_dir, directory=directory)


def _mount_signer_commands() -> None:
    from signer.cli import keys_app, signer_command, verify_command

    app.add_typer(keys_app, name="keys", help="Create, rotate, retire and list signing keys.")
    app.command("signer", help="Run the signing service on its Unix socket.")(signer_command)
    app.command("verify", help="Verify every receipt in a saved answer.")(verify_command)


_mount_signer_commands()


def main() -> None:
    try:
        app()
    except Error as exc:
        err.print(f"[red]error:[/] {exc}")
        sys.exit(2)
    except KeyboardInterrupt:
        sys.exit(130)
