"""The session's time and threads on asyncio, for a match with no window (the headless classroom host).

The desktop gives the controller Qt's timers and thread pool (``ui/game/bridge.py``); a process with no Qt
gives it an asyncio loop instead: calls later and posts on the loop's thread, jobs in a thread pool whose
answers are posted back to it. Pure Python, so ``graphgames --serve`` never starts Qt.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.session.scheduler import Cancellable, Handle


class AsyncioScheduler:
    """Calls on ``loop``'s thread (the session's); ``post`` may be called from any thread."""

    def __init__(self, loop: asyncio.AbstractEventLoop):
        self.loop = loop

    def call_later(self, ms: int, fn: Callable[[], None]) -> Handle:
        return self.loop.call_later(max(0, ms) / 1000, fn)

    def post(self, fn: Callable[[], None]) -> None:
        self.loop.call_soon_threadsafe(fn)

    def now_ms(self) -> float:
        return self.loop.time() * 1000


class ThreadJobs:
    """Work in a thread pool; ``done`` runs on the scheduler's thread unless the job was cancelled first."""

    def __init__(self, scheduler: AsyncioScheduler, workers: int = 2):
        self.scheduler = scheduler
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="session-job")

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None], deadline: Deadline | None = None) -> Cancellable:
        job = Cancellable(deadline)

        def run() -> None:
            try:
                result = None if job.cancelled else fn()
            except Exception as exc:  # handed to ``done``, which says so
                result = exc
            try:
                self.scheduler.post(lambda: None if job.cancelled else done(result))
            except RuntimeError:  # the loop closed while the job ran: nobody waits for it
                pass

        self._pool.submit(run)
        return job

    def close(self) -> None:
        """No new job runs; the running ones end on their own (a cancelled search's deadline stops it)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
