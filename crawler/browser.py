"""How pricewitness launches headless Chromium: Debian's build where present, else Playwright's."""

from __future__ import annotations

import os
import shutil
from typing import Any

CHROMIUM_ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
)

# Resource types a price never depends on; skipping them keeps rendering cheap.
BLOCKED_RESOURCES = frozenset({"image", "font", "media"})


def chromium_path() -> str | None:
    """PW_CHROMIUM, else Debian's /usr/bin/chromium; None means Playwright's own browser."""
    configured = os.environ.get("PW_CHROMIUM")
    if configured:
        return configured
    for name in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(name):
            return name
    return shutil.which("chromium")


def launch_options() -> dict[str, Any]:
    options: dict[str, Any] = {"headless": True, "args": list(CHROMIUM_ARGS)}
    path = chromium_path()
    if path:
        options["executable_path"] = path
    return options


def should_abort(request: Any) -> bool:
    """PLAYWRIGHT_ABORT_REQUEST: drop images, fonts and media."""
    return request.resource_type in BLOCKED_RESOURCES
