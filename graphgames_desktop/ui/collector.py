"""Python's cycle collector, run on the GUI thread only.

Left to itself, the collector runs in whichever thread happens to allocate when a generation fills:
often a solver on a worker, or the crossings and measuring threads of the canvas. A Qt object that
Python owns and that sits in a reference cycle (a scene and its drawing, which holds the scene's
listener) was then destroyed on that thread. Qt cannot stop a timer from another thread, so the
scene's timer stayed registered with the GUI thread and later fired at freed memory: the segfault
seen in full test runs, reproduced by tests/ui/test_lifetimes.py. Here automatic collection is off
and a timer on the GUI thread collects instead, generation by generation with Python's own
thresholds (as pyqtgraph's GarbageCollector does), so every Qt object dies on the thread it lives in.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the counts are looked at: cheap, and soon enough that cycles do not pile up.
INTERVAL_MS = 200


class GuiThreadCollector(QObject):
    """Collects cycles from a GUI-thread timer, with the thresholds automatic collection would use."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.paused = 0
        self.collections = 0  # how many collections ran (tests read it)
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.check)
        self.timer.start()

    def check(self) -> None:
        """Collect the oldest generation whose count passed its threshold, as Python would."""
        if self.paused:
            return
        counts = gc.get_count()
        generation = -1
        for g in range(3):
            if counts[g] <= self.thresholds[g]:
                break
            generation = g
        if generation >= 0:
            gc.collect(generation)
            self.collections += 1


_collector: GuiThreadCollector | None = None


def collect_on_gui_thread() -> GuiThreadCollector:
    """Install the collector once, on the application's thread (call after QApplication exists)."""
    global _collector
    if _collector is None:
        app = QCoreApplication.instance()
        assert app is not None, "a QApplication must exist first"
        _collector = GuiThreadCollector(app)
    return _collector


@contextmanager
def collector_paused() -> Iterator[None]:
    """No collection inside (a big file pouring in millions of objects); the timer resumes after."""
    collector = _collector
    enabled = gc.isenabled()
    gc.disable()
    if collector is not None:
        collector.paused += 1
    try:
        yield
    finally:
        if collector is not None:
            collector.paused -= 1
        elif enabled:
            gc.enable()
