"""Run a solver call off the GUI thread and hand its result back as a Qt signal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    finished = Signal(int, object)


class Worker(QObject):
    """Starts jobs in the global thread pool; ``finished(token, result)`` arrives on the GUI thread.

    Tokens let the caller ignore the answer of a job made stale by an undo or a new game.
    A job that raises delivers the exception object as its result.
    """

    finished = Signal(int, object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.finished.connect(self._on_finished)
        self.running = 0

    def start(self, token: int, fn: Callable[[], Any]) -> None:
        relay = self._relay
        self.running += 1

        class Job(QRunnable):
            def run(self_job) -> None:  # noqa: N805 (Qt calls it on a pool thread)
                try:
                    result = fn()
                except Exception as exc:  # handed to the GUI, which shows a message
                    result = exc
                try:
                    relay.finished.emit(token, result)
                except RuntimeError:  # the window closed while the job ran: nobody is waiting for it
                    pass

        QThreadPool.globalInstance().start(Job())

    def _on_finished(self, token: int, result) -> None:
        self.running -= 1
        self.finished.emit(token, result)


def wait_idle(timeout_ms: int = 30000) -> bool:
    return QThreadPool.globalInstance().waitForDone(timeout_ms)
