"""DuckDB connections with the ICU extension loaded from its PyPI package (never downloaded)."""

from __future__ import annotations

import os
from typing import Any

import duckdb
import duckdb_extension_icu

_ICU = os.path.join(
    os.path.dirname(duckdb_extension_icu.__file__),
    "extensions",
    f"v{duckdb.__version__}",
    "icu.duckdb_extension",
)


def connect(database: str = ":memory:", **kwargs: Any) -> duckdb.DuckDBPyConnection:
    """``duckdb.connect`` with ICU loaded and the session time zone set to UTC."""
    con = duckdb.connect(database, **kwargs)
    con.load_extension(_ICU)
    con.execute("SET TimeZone = 'UTC'")
    return con
