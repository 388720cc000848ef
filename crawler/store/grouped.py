"""Readings grouped by one key column in sorted Arrow chunks (StoreReader's per-product and
per-listing access)."""

from __future__ import annotations

from collections.abc import Sequence

import pyarrow as pa
import pyarrow.compute as pc

from crawler.store.schema import OBSERVATION_SCHEMA


class _Chunk:
    __slots__ = ("spans", "table")

    def __init__(self, table: pa.Table, spans: dict[str, tuple[int, int]]) -> None:
        self.table = table
        self.spans = spans


_WITHIN = (("checked_at", "ascending"), ("obs_id", "ascending"))


class GroupedReadings:
    """Readings grouped by one key column, so that one key's readings cost a slice, not a scan.

    An in-memory log-structured merge of sorted Arrow chunks: each loaded batch becomes a small
    sorted chunk, and a chunk is merged into the one before it once it is at least a quarter of
    its size, so there are O(log n) chunks and each row is re-sorted O(log n) times. Within a
    key, readings are ordered by (checked_at, obs_id): history order, oldest first.
    """

    def __init__(self, key: str, columns: Sequence[str] | None = None) -> None:
        self.key = key
        names = list(columns or OBSERVATION_SCHEMA.names)
        for needed in (key, "checked_at", "obs_id"):
            if needed not in names:
                names.append(needed)
        self.schema = pa.schema([OBSERVATION_SCHEMA.field(n) for n in names])
        self._empty = self.schema.empty_table()
        self._chunks: tuple[_Chunk, ...] = ()  # replaced whole, so readers need no lock

    def _sorted(self, table: pa.Table) -> _Chunk:
        # DuckDB hands back µs timestamps: cast to the store's schema (whole milliseconds).
        table = table.select(self.schema.names).cast(self.schema, safe=False)
        order = pc.sort_indices(table, [(self.key, "ascending"), *_WITHIN])
        ordered = table.take(order).combine_chunks()
        spans: dict[str, tuple[int, int]] = {}
        if ordered.num_rows:
            runs = pc.run_end_encode(ordered[self.key].chunk(0))
            start = 0
            for value, end in zip(runs.values.to_pylist(), runs.run_ends.to_pylist(), strict=True):
                spans[value] = (start, end - start)
                start = end
        return _Chunk(ordered, spans)

    def add(self, table: pa.Table) -> None:
        """Add newly loaded readings (callers serialise ``add``; ``rows`` may run meanwhile)."""
        if not table.num_rows:
            return
        chunks = [*self._chunks, self._sorted(table)]
        while len(chunks) > 1 and chunks[-1].table.num_rows * 4 >= chunks[-2].table.num_rows:
            last = chunks.pop()
            chunks[-1] = self._sorted(pa.concat_tables([chunks[-1].table, last.table]))
        self._chunks = tuple(chunks)

    def rows(self, value: str) -> pa.Table:
        """The readings whose key is ``value``, ordered by (checked_at, obs_id); maybe none."""
        parts = []
        for chunk in self._chunks:
            span = chunk.spans.get(value)
            if span is not None:
                parts.append(chunk.table.slice(*span))
        if len(parts) == 1:
            return parts[0]
        if not parts:
            return self._empty
        table = pa.concat_tables(parts)
        return table.take(pc.sort_indices(table, list(_WITHIN)))

    def obs_ids_between(self, low: pa.Scalar, high: pa.Scalar) -> pa.Array:
        """The obs_ids of readings with ``low <= checked_at <= high``, in no order."""
        ids = []
        for chunk in self._chunks:
            at = chunk.table["checked_at"]
            inside = pc.and_(pc.greater_equal(at, low), pc.less_equal(at, high))
            ids.append(chunk.table["obs_id"].filter(inside))
        return pa.chunked_array(ids, pa.string()).combine_chunks()
