"""Time and threads, handed in: the session never sleeps, starts a thread or reads a clock itself.

The desktop passes Qt's (QTimer, the thread pool, queued signals: ``ui/game/bridge.py``); tests pass a
:class:`ManualClock` and :class:`InlineJobs`, so "the computer answers after its pause" is checked by
advancing the clock, and "nothing more happens" by running what is pending, never by waiting.
A cancelled job's ``done`` is never called: staleness is by job identity, not by tokens.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable
from typing import Any, Protocol

from graphgames_desktop.games.solve.grundy import Deadline


class Handle(Protocol):
    def cancel(self) -> None: ...


class Scheduler(Protocol):
    """Calls on the session's own thread."""

    def call_later(self, ms: int, fn: Callable[[], None]) -> Handle: ...

    def post(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` soon on the session's thread; safe to call from any thread (the network's)."""

    def now_ms(self) -> float: ...


class Job(Protocol):
    def cancel(self) -> None: ...


class Jobs(Protocol):
    """Work off the session's thread (a solver's search); ``done`` gets its result, or the exception it
    raised, back on the session's thread, unless the job was cancelled first."""

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None], deadline: Deadline | None = None) -> Job: ...


class Cancellable:
    """A handle or job: cancelling it once is enough, and cancels the search's deadline with it."""

    def __init__(self, deadline: Deadline | None = None):
        self.cancelled = False
        self.deadline = deadline

    def cancel(self) -> None:
        self.cancelled = True
        if self.deadline is not None:
            self.deadline.cancel()


class ManualClock:
    """A scheduler whose time moves only when a test says so."""

    def __init__(self) -> None:
        self.time = 0.0
        self._queue: list[tuple[float, int, Cancellable, Callable[[], None]]] = []
        self._order = itertools.count()

    def now_ms(self) -> float:
        return self.time

    def call_later(self, ms: int, fn: Callable[[], None]) -> Cancellable:
        handle = Cancellable()
        heapq.heappush(self._queue, (self.time + max(0, ms), next(self._order), handle, fn))
        return handle

    def post(self, fn: Callable[[], None]) -> None:
        self.call_later(0, fn)

    def pending(self) -> int:
        return sum(1 for _, _, h, _ in self._queue if not h.cancelled)

    def advance(self, ms: float) -> None:
        """Move time on by ``ms``, running every call that falls due, in order (calls they make too)."""
        end = self.time + ms
        while self._queue and self._queue[0][0] <= end:
            due, _, handle, fn = heapq.heappop(self._queue)
            self.time = max(self.time, due)
            if not handle.cancelled:
                fn()
        self.time = end

    def next_due(self) -> float | None:
        live = [due for due, _, h, _ in self._queue if not h.cancelled]
        return min(live) - self.time if live else None


class InlineJobs:
    """Jobs that run when a test says so, on the test's thread."""

    def __init__(self) -> None:
        self._queue: list[tuple[Cancellable, Callable[[], Any], Callable[[Any], None]]] = []

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None], deadline: Deadline | None = None) -> Cancellable:
        job = Cancellable(deadline)
        self._queue.append((job, fn, done))
        return job

    def pending(self) -> int:
        return sum(1 for job, _, _ in self._queue if not job.cancelled)

    def run_all(self) -> int:
        """Run every job not cancelled (and those they submit); how many ran."""
        ran = 0
        while self._queue:
            job, fn, done = self._queue.pop(0)
            if job.cancelled:
                continue
            try:
                result = fn()
            except Exception as exc:  # handed to ``done``, as a thread would
                result = exc
            ran += 1
            if not job.cancelled:
                done(result)
        return ran


def settle(clock: ManualClock, jobs: InlineJobs, most: int = 10_000) -> None:
    """Run jobs and move time on until nothing is pending (a whole game against the computer, in a test)."""
    for _ in range(most):
        if jobs.run_all():
            continue
        due = clock.next_due()
        if due is None:
            return
        clock.advance(due)
    raise RuntimeError("the session never settled")
