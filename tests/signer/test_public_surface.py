"""The signer's public surface changes only on purpose (other parts and checkers build on it)."""

from __future__ import annotations

import importlib

import pytest

SURFACE = {
    "signer.canonical": ["MAX_SAFE_INTEGER", "b64url", "b64url_decode", "canonical_bytes",
                         "claim_bytes", "key_id_for"],
    "signer.claims": ["CLOCK_SKEW", "HEADER_FIELDS", "KINDS", "RECEIPT_VERSION", "STOCK_VALUES",
                      "Kind", "build_claim", "check_claim", "iso_ms", "lowest_price_minor",
                      "parse_iso_ms"],
    "signer.client": ["AsyncSignerClient", "Refusal", "SignBatch", "SignItem", "SignResult",
                      "SignerClient"],
    "signer.verify": ["KeyList", "PriceCheck", "ReceiptVerifier", "verify_answer"],
    "signer.keys": ["ActiveKey", "KeyRing", "public_list_path"],
    "signer.nonces": ["DEFAULT_SIZE", "Nonce", "NoncePool", "available"],
    "signer.server": ["SigningService", "bind_socket", "claim_socket_path", "log_summaries",
                      "run_signer", "serve_connection"],
    "signer.workers": ["run_workers"],
    "signer.protocol": ["MAX_BATCH", "MAX_LINE", "PROTOCOL_VERSION", "SignRequest",
                        "SimpleRequest", "dumps_line", "loads_line"],
    "signer.cli": ["keys_app", "signer_command", "verify_command"],
}  # fmt: skip


@pytest.mark.parametrize("module", sorted(SURFACE))
def test_all_is_exactly_the_public_surface(module: str) -> None:
    mod = importlib.import_module(module)
    assert sorted(mod.__all__) == sorted(SURFACE[module])
    for name in mod.__all__:
        assert hasattr(mod, name), name


def test_what_the_api_imports_does_not_pull_in_key_handling() -> None:
    import subprocess
    import sys

    code = (
        "import sys, signer.client, signer.claims, signer.verify;"
        "print(sorted(m for m in sys.modules if m in ('signer.keys', 'signer.server')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
