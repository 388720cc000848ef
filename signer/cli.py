"""Typer commands for keys, the signer process and verification (mounted by api/cli.py)."""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from rich.console import Console
from rich.table import Table

from crawler.errors import (
    ConfigError,
    Error,
    FetchError,
    MalformedReceipt,
    SigningError,
    StoreError,
    VerificationError,
)

from .keys import KeyRing, public_list_path
from .nonces import DEFAULT_SIZE

__all__ = ["keys_app", "signer_command", "verify_command"]

F = TypeVar("F", bound=Callable[..., Any])

_HINTS: list[tuple[type[Error], str]] = [
    (ConfigError, "check the paths and options given (see --help)"),
    (FetchError, "check that the key list URL is right and the server is up"),
    (StoreError, "check --data-dir and that the store files are readable"),
    (SigningError, "start the signer (pricewitness signer) and check --socket"),
    (VerificationError, "the answer is not a pricewitness answer of FORMAT.md's shape"),
]

KeysDir = Annotated[
    Path,
    typer.Option(
        "--keys-dir", envvar="PW_KEYS_DIR", help="Directory holding the keys (mode 0700)."
    ),
]


def _friendly(command: F) -> F:
    """Catch the one error tree once: say what went wrong and what to do."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except Error as exc:
            hint = next((h for cls, h in _HINTS if isinstance(exc, cls)), "see --help")
            err = Console(stderr=True, soft_wrap=True)
            err.print(f"[red]error[/red] ({exc.code}): {exc.message}", highlight=False)
            err.print(f"what to do: {hint}", highlight=False)
            raise typer.Exit(2) from None

    return wrapper  # type: ignore[return-value]


keys_app = typer.Typer(
    name="keys",
    help="Manage receipt signing keys. Private keys never leave --keys-dir.",
    no_args_is_help=True,
)


def _print_keys(ring: KeyRing) -> None:
    table = Table(title=f"receipt keys ({public_list_path(ring.keys_dir)})")
    for column in ("key_id", "status", "created_at", "retired_at"):
        table.add_column(column)
    for key in ring.list()["keys"]:
        table.add_row(key["key_id"], key["status"], key["created_at"], key["retired_at"] or "")
    Console().print(table)


@keys_app.command("init")
@_friendly
def keys_init(keys_dir: KeysDir = Path("keys")) -> None:
    """Create the first signing key if there is none (safe to run again)."""
    ring = KeyRing(keys_dir)
    key_id = ring.init()
    typer.echo(f"active key: {key_id or 'none (every key is retired)'}")


@keys_app.command("rotate")
@_friendly
def keys_rotate(keys_dir: KeysDir = Path("keys")) -> None:
    """Make a new active key; the old one is retired but stays listed."""
    key_id = KeyRing(keys_dir).rotate()
    typer.echo(f"new active key: {key_id}")


@keys_app.command("retire")
@_friendly
def keys_retire(
    key_id: Annotated[str, typer.Argument(help="The key_id to retire.")],
    keys_dir: KeysDir = Path("keys"),
) -> None:
    """Retire a key: it signs no more; receipts it made still verify."""
    KeyRing(keys_dir).retire(key_id)
    typer.echo(f"retired: {key_id}")


@keys_app.command("list")
@_friendly
def keys_list(
    keys_dir: KeysDir = Path("keys"),
    as_json: Annotated[bool, typer.Option("--json", help="Print the public key list.")] = False,
) -> None:
    """Show the public key list (what /.well-known/agorantis-receipt-keys.json serves)."""
    ring = KeyRing(keys_dir)
    if as_json:
        typer.echo(json.dumps(ring.list(), indent=2))
    else:
        _print_keys(ring)


@_friendly
def signer_command(
    socket: Annotated[
        Path,
        typer.Option(envvar="PW_SIGNER_SOCKET", help="Unix socket to listen on (mode 0600)."),
    ] = Path("data/run/signer.sock"),
    keys_dir: KeysDir = Path("keys"),
    data_dir: Annotated[
        Path, typer.Option(envvar="PW_DATA_DIR", help="Data directory with the store.")
    ] = Path("data"),
    presign: Annotated[
        int,
        typer.Option(
            min=0,
            envvar="PW_SIGNER_PRESIGN",
            help="Ed25519 nonces to make ahead while idle (0: sign the RFC 8032 way only).",
        ),
    ] = DEFAULT_SIZE,
    workers: Annotated[
        int,
        typer.Option(
            min=1,
            envvar="PW_SIGNER_WORKERS",
            help="Signing processes behind the socket; a large batch split over two "
            "connections is signed on two cores at once (1: a single process).",
        ),
    ] = 2,
) -> None:
    """Run the signing service: the one process that holds the private key."""
    from .server import run_signer  # imported here: other commands need no store/duckdb

    run_signer(
        socket_path=socket,
        keys_dir=keys_dir,
        data_dir=data_dir,
        presign=presign,
        workers=workers,
    )


@_friendly
def verify_command(
    answer: Annotated[
        str, typer.Argument(help="An answer JSON file (HTTP or MCP), or - for stdin.")
    ],
    keys: Annotated[
        str, typer.Option("--keys", help="Key list URL, keys.json file or keys directory.")
    ],
) -> None:
    """Verify every price of an answer against the public key list."""
    from .verify import KeyList, ReceiptVerifier, verify_answer

    try:
        text = sys.stdin.read() if answer == "-" else Path(answer).read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise MalformedReceipt(f"{answer} is not UTF-8 text, so not a JSON answer") from exc
    except OSError as exc:
        raise ConfigError(f"cannot read {answer}: {exc}") from exc
    try:
        document = json.loads(text)
    except RecursionError as exc:
        raise MalformedReceipt(f"{answer} is nested too deeply to be an answer") from exc
    except ValueError as exc:
        raise MalformedReceipt(f"{answer} is not JSON: {exc}") from exc
    checks = verify_answer(document, ReceiptVerifier(KeyList.load(keys)))

    table = Table(title="receipts")
    for column in ("where", "kind", "product", "shop", "price", "result", "key"):
        table.add_column(column)
    for check in checks:
        result = (
            "[green]ok[/green]" if check.ok else f"[red]{check.error_code}[/red]: {check.message}"
        )
        key = f"{check.key_id} ({check.key_status})" if check.key_status else (check.key_id or "")
        table.add_row(
            check.path,
            check.kind,
            check.product or "",
            check.store or "",
            check.price or "",
            result,
            key,
        )
    console = Console(soft_wrap=True)
    console.print(table)
    for check in checks:
        if not check.ok:  # also as plain lines: narrow terminals truncate the table
            console.print(f"{check.path}: {check.error_code}: {check.message}", highlight=False)
    good = sum(check.ok for check in checks)
    console.print(f"{good} of {len(checks)} prices verified", highlight=False)
    if not checks:
        console.print("no prices found in the answer: nothing was verified", highlight=False)
    if not checks or good != len(checks):
        raise typer.Exit(1)
