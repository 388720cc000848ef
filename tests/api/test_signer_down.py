"""Receipts on but the signer unreachable: 503 with Retry-After, then recovery by itself."""

from __future__ import annotations

from dataclasses import replace

from api_world import COFFEE_ID, ApiServer, SignerProcess, World, settings_for


def test_signer_down_is_503_then_recovers(world: World) -> None:
    socket = world.root / "late-signer.sock"
    late = SignerProcess(replace(world, socket=socket))
    with ApiServer(settings_for(world, signer_socket=socket, retry_after_s=7)) as api:
        with api.client() as client:
            down = client.get("/v1/cheapest", params={"product": COFFEE_ID})
            assert down.status_code == 503
            assert down.headers["retry-after"] == "7"
            assert down.json()["error"]["code"] == "signer_unavailable"
            assert "9500" not in down.text  # no unsigned price leaks into the error
            # The caller learns what failed, not the server's socket path or OS error.
            assert "signing service is unavailable" in down.json()["error"]["message"]
            assert str(world.root) not in down.text and "Errno" not in down.text
            health = client.get("/healthz")
            assert health.status_code == 503
            assert health.json()["status"] == "degraded" and health.json()["signer"] == "down"
            # Prices that need no receipt still answer.
            assert client.get("/v1/find", params={"q": "coffee"}).status_code == 200

            late.start()
            try:
                up = client.get("/v1/cheapest", params={"product": COFFEE_ID})
                assert up.status_code == 200
                assert all("receipt" in o for o in up.json()["results"])
                assert client.get("/healthz").json()["status"] == "ok"
            finally:
                late.stop()
            # A kept-alive connection to a signer that went away is noticed, not a 500.
            again = client.get("/v1/cheapest", params={"product": COFFEE_ID})
            assert again.status_code == 503

            late.start()
            try:
                assert client.get("/v1/cheapest", params={"product": COFFEE_ID}).status_code == 200
            finally:
                late.stop()
