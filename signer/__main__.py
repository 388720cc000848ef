"""``python -m signer --socket … --keys-dir … --data-dir …``: run the signing service."""

from __future__ import annotations

import typer

from .cli import signer_command

if __name__ == "__main__":
    typer.run(signer_command)
