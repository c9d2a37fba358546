"""Pieces every impartial-game solver shares: mex, a deadline that stops a search cleanly, and a
memo whose size is capped."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable
from itertools import islice
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def mex(values: Iterable[int]) -> int:
    """Minimum excludant: the least non-negative integer not among ``values``."""
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m


class OutOfTime(Exception):
    """Raised inside a search when its deadline passes; the memo keeps what was finished."""


class Deadline:
    """A wall-clock budget checked cheaply from inside a search.

    Every search node calls :meth:`check`; the clock is read once every ``stride`` nodes, and the
    stride adapts (from 1 up to :data:`MAX_STRIDE`) so that about :data:`READ_EVERY` seconds pass
    between two reads: cheap nodes are checked every few thousand, costly ones (a canonical form of
    a graph with thousands of edges) every time. ``nodes`` counts the checks and ``clock`` can be a
    fake one, so tests never depend on the machine's speed.
    """

    MAX_STRIDE = 4096
    READ_EVERY = 0.005

    def __init__(self, seconds: float | None, clock: Callable[[], float] = time.monotonic,
                 parent: Deadline | None = None):
        self.clock = clock
        self._parent = parent  # a part of a longer deadline also ends when that one is cancelled
        self._cancelled = False
        start = clock() if seconds is not None else 0.0
        self.end = None if seconds is None else start + seconds
        self.stride = 1
        self.nodes = 0
        self._next = 1
        self._last = start

    def check(self) -> None:
        if self.end is None:
            return
        self.nodes += 1
        if self.nodes < self._next:
            return
        now = self.clock()
        if now > self.end or self.cancelled:
            raise OutOfTime()
        if now - self._last < self.READ_EVERY / 2:
            self.stride = min(self.stride * 2, self.MAX_STRIDE)
        elif now - self._last > self.READ_EVERY * 2:
            self.stride = max(self.stride // 2, 1)
        self._last = now
        self._next = self.nodes + self.stride

    @property
    def expired(self) -> bool:
        return self.end is not None and (self.clock() > self.end or self.cancelled)

    def cancel(self) -> None:
        """End now, from any thread: the search stops at its next look at the clock (its answer is
        no longer wanted, and its time is better spent elsewhere)."""
        self._cancelled = True

    @property
    def cancelled(self) -> bool:
        return self._cancelled or (self._parent is not None and self._parent.cancelled)

    def part(self, share: float) -> Deadline:
        """A deadline ending when ``share`` of the time left to this one has passed, or when this one
        is cancelled (no deadline: none)."""
        if self.end is None:
            return self
        return Deadline(max(0.0, (self.end - self.clock()) * share), clock=self.clock, parent=self)


NO_DEADLINE = Deadline(None)


class BoundedMemo(Generic[K, V]):
    """A dict that holds at most ``limit`` entries: when full, the oldest half is dropped.

    Insertion order is age, so what survives is what the search found last, the part of the tree it
    is working in; a dropped entry only costs its recomputation.
    """

    def __init__(self, limit: int):
        self.limit = limit
        self.data: dict[K, V] = {}

    def get(self, key: K) -> V | None:
        return self.data.get(key)

    def __setitem__(self, key: K, value: V) -> None:
        data = self.data
        if len(data) >= self.limit and key not in data:
            for old in list(islice(data, len(data) // 2 + 1)):
                del data[old]
        data[key] = value

    def __len__(self) -> int:
        return len(self.data)

    def clear(self) -> None:
        self.data.clear()
