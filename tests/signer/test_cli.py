"""The signer's CLI commands: keys, verify (exit codes, table), errors with what to do."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
import typer
from signer_support import private_seeds, secret_forms
from typer.testing import CliRunner

from signer.cli import keys_app, signer_command, verify_command
from signer.keys import public_list_path

ASSETS = Path(__file__).resolve().parents[1] / "assets"
VECTORS = json.loads((ASSETS / "receipt_vectors.json").read_text(encoding="utf-8"))

app = typer.Typer()
app.add_typer(keys_app, name="keys")
app.command("verify")(verify_command)
app.command("signer")(signer_command)
runner = CliRunner()


def test_keys_commands_and_no_key_material_in_their_output(tmp_path: Path) -> None:
    keys_dir = tmp_path / "keys"
    outputs = []
    init = runner.invoke(app, ["keys", "init", "--keys-dir", str(keys_dir)])
    assert init.exit_code == 0, init.output
    first = json.loads(public_list_path(keys_dir).read_text())["keys"][0]["key_id"]
    assert first in init.output
    rotate = runner.invoke(app, ["keys", "rotate"], env={"PW_KEYS_DIR": str(keys_dir)})
    assert rotate.exit_code == 0, rotate.output
    listed = runner.invoke(app, ["keys", "list", "--json", "--keys-dir", str(keys_dir)])
    keys = json.loads(listed.output)["keys"]
    assert [k["status"] for k in keys] == ["retired", "active"]
    table = runner.invoke(app, ["keys", "list", "--keys-dir", str(keys_dir)])
    assert keys[1]["key_id"] in table.output and "retired" in table.output
    seeds = private_seeds(keys_dir)  # only the active key's private half is left
    retire = runner.invoke(app, ["keys", "retire", keys[1]["key_id"], "--keys-dir", str(keys_dir)])
    assert retire.exit_code == 0
    unknown = runner.invoke(
        app, ["keys", "retire", "feedfeedfeedfeed", "--keys-dir", str(keys_dir)]
    )
    assert unknown.exit_code == 2
    assert "no key 'feedfeedfeedfeed'" in unknown.output and "what to do" in unknown.output
    outputs = [init, rotate, listed, table, retire, unknown]
    assert seeds
    for result in outputs:
        for form in (f for seed in seeds for f in secret_forms(seed)):
            assert form not in result.output


def _write(tmp_path: Path, name: str, doc: object) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path


def test_verify_exit_zero_only_when_every_price_verifies(tmp_path: Path) -> None:
    keys = _write(tmp_path, "keys.json", VECTORS["keys"])
    case = VECTORS["cases"][0]
    good = _write(tmp_path, "good.json", case["answer"])
    result = runner.invoke(app, ["verify", str(good), "--keys", str(keys)])
    assert result.exit_code == 0, result.output
    assert "1 of 1 prices verified" in result.output and "retired" in result.output

    tampered = copy.deepcopy(case["answer"])
    tampered["results"][0]["price"]["minor"] += 1
    bad = _write(tmp_path, "bad.json", tampered)
    result = runner.invoke(app, ["verify", str(bad), "--keys", str(keys)])
    assert result.exit_code == 1 and "bad_signature" in result.output

    empty = _write(tmp_path, "empty.json", {"results": [], "receipts": "on"})
    result = runner.invoke(app, ["verify", str(empty), "--keys", str(keys)])
    assert result.exit_code == 1 and "no prices found" in result.output


def test_verify_reads_stdin(tmp_path: Path) -> None:
    keys = _write(tmp_path, "keys.json", VECTORS["keys"])
    stdin = json.dumps(VECTORS["cases"][1]["answer"])
    result = runner.invoke(app, ["verify", "-", "--keys", str(keys)], input=stdin)
    assert result.exit_code == 0, result.output
    assert "1 of 1 prices verified" in result.output


@pytest.mark.parametrize(
    ("answer", "keys", "needle"),
    [
        ("answer.json", "nokeys.json", "cannot read the key list"),
        ("missing.json", "keys.json", "cannot read"),
        ("notjson.txt", "keys.json", "is not JSON"),
    ],
)
def test_verify_errors_say_what_to_do(tmp_path: Path, answer: str, keys: str, needle: str) -> None:
    _write(tmp_path, "keys.json", VECTORS["keys"])
    _write(tmp_path, "answer.json", VECTORS["cases"][0]["answer"])
    (tmp_path / "notjson.txt").write_text("<html>")
    result = runner.invoke(app, ["verify", str(tmp_path / answer), "--keys", str(tmp_path / keys)])
    assert result.exit_code == 2
    assert needle in result.output and "what to do" in result.output


def test_signer_command_refuses_a_path_that_is_not_a_socket(tmp_path: Path) -> None:
    not_socket = tmp_path / "file"
    not_socket.write_text("")
    result = runner.invoke(
        app,
        ["signer", "--socket", str(not_socket), "--keys-dir", str(tmp_path / "keys"),
         "--data-dir", str(tmp_path / "data")],
    )  # fmt: skip
    assert result.exit_code == 2 and "is not a socket" in result.output
    assert not_socket.read_text() == ""  # never removed
