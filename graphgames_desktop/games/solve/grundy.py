"""Pieces every impartial-game solver shares: mex, and a deadline that stops a search cleanly."""

from __future__ import annotations

import time
from collections.abc import Iterable


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
    """A wall-clock budget checked cheaply from inside a recursion (every ``stride`` calls)."""

    def __init__(self, seconds: float | None, stride: int = 64):
        self.end = None if seconds is None else time.monotonic() + seconds
        self.stride = stride
        self._count = 0

    def check(self) -> None:
        if self.end is None:
            return
        self._count += 1
        if self._count % self.stride == 0 and time.monotonic() > self.end:
            raise OutOfTime()

    @property
    def expired(self) -> bool:
        return self.end is not None and time.monotonic() > self.end


NO_DEADLINE = Deadline(None)
