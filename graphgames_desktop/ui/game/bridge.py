"""The session's time and threads on Qt: timers on the GUI thread, jobs in the global thread pool.

The session (pure Python) asks for a call later, a call posted from another thread, or work off the GUI
thread (``session/scheduler.py``); these give it Qt's, so the controller runs on the GUI thread as the
page does and a job's answer comes back there as a queued signal.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.session.scheduler import Cancellable


class _Timer(Cancellable):
    def __init__(self, timer: QTimer):
        super().__init__()
        self.timer = timer

    def cancel(self) -> None:
        super().cancel()
        self.timer.stop()
        self.timer.deleteLater()


class QtScheduler(QObject):
    """Calls on the GUI thread; they die with the scheduler's owner (a closed page runs none)."""

    _posted = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._posted.connect(lambda fn: fn())  # queued when emitted from another thread

    def call_later(self, ms: int, fn: Callable[[], None]) -> _Timer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        handle = _Timer(timer)

        def fire() -> None:
            timer.deleteLater()
            if not handle.cancelled:
                fn()

        timer.timeout.connect(fire)
        timer.start(max(0, ms))
        return handle

    def post(self, fn: Callable[[], None]) -> None:
        self._posted.emit(fn)

    def now_ms(self) -> float:
        return time.monotonic() * 1000


class _Relay(QObject):
    finished = Signal(object, object, object)  # job, done, result


class QtJobs(QObject):
    """Work in the global thread pool; ``done`` runs on the GUI thread unless the job was cancelled.
    ``running`` counts the jobs not answered yet (tests wait for it to be 0)."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.finished.connect(self._on_finished)
        self.running = 0

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None], deadline: Deadline | None = None) -> Cancellable:
        job = Cancellable(deadline)
        relay = self._relay
        self.running += 1

        class Run(QRunnable):
            def run(self_run) -> None:  # noqa: N805 (Qt calls it on a pool thread)
                try:
                    result = None if job.cancelled else fn()
                except Exception as exc:  # handed to ``done``, which says so
                    result = exc
                try:
                    relay.finished.emit(job, done, result)
                except RuntimeError:  # the window closed while the job ran: nobody waits for it
                    pass

        QThreadPool.globalInstance().start(Run())
        return job

    def _on_finished(self, job: Cancellable, done: Callable[[Any], None], result: object) -> None:
        self.running -= 1
        if not job.cancelled:
            done(result)
