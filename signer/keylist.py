"""Where the public key list lives: the one file of the key directory other processes read.

Kept apart from ``signer.keys`` so that the API and verifiers never import key handling.
"""

from __future__ import annotations

from pathlib import Path

PUBLIC_LIST = "keys.json"


def public_list_path(keys_dir: Path) -> Path:
    """The public key list file — the only file of ``keys_dir`` any other part reads."""
    return Path(keys_dir) / PUBLIC_LIST
