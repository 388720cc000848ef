"""Garbage collection for long-running processes: start-up objects frozen, young ones rarer."""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

__all__ = ["THRESHOLDS", "settled_heap"]

# A request or a crawled page makes a few thousand short-lived containers; at the default gen0
# threshold (700) the collector ran every request or so, and each full collection walked every
# object made at start-up (the API's catalog, the signer's caches): 2 ms of a 7 ms history
# answer on the 1M-observation store.
THRESHOLDS = (20_000, 20, 20)

_lock = threading.Lock()
_depth = 0
_saved: tuple[int, int, int] | None = None


@contextlib.contextmanager
def settled_heap(thresholds: tuple[int, int, int] = THRESHOLDS) -> Iterator[None]:
    """While inside: the objects that exist on entry sit in the permanent generation (the
    cyclic collector no longer walks them) and collections run less often. Nested or
    overlapping uses (tests run several servers in one process) undo it with the last exit."""
    global _depth, _saved
    with _lock:
        if _depth == 0:
            _saved = gc.get_threshold()
            gc.collect()  # what is garbage now is not frozen
            gc.freeze()
            gc.set_threshold(*thresholds)
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _saved is not None:
                gc.set_threshold(*_saved)
                gc.unfreeze()
                _saved = None
