"""Open a file off the GUI thread, behind a progress dialog that can cancel it.

A 200,000-vertex file takes seconds to read and check; done on the GUI thread, the window froze
that long. Here the pure loader (:func:`fileio.load_path`) runs on a worker while the window
keeps painting, and a Cancel button stops it at its next progress report.

Showing it is the other half: a scene of 400,000 items is built on the GUI thread (Qt items live
there), so :func:`run_steps` builds it a slice of time per turn of the event loop, behind the same
kind of dialog, and Cancel drops the half-built scene.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Generator, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from graphgames_desktop.graph import fileio
from graphgames_desktop.ui.collector import collector_paused
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.worker import Worker

#: The dialog appears only when a load lasts longer than this (most files open at once).
SHOW_AFTER_MS = 400
#: :func:`run_steps` gives the event loop back after working this long (a frame or two).
SLICE_S = 0.03
#: Files from this size (a few tens of thousands of vertices) freeze what they made in the collector.
FREEZE_BYTES = 4_000_000


class LoadCancelled(Exception):
    """Raised inside the worker's progress report once the user has pressed Cancel."""


@contextmanager
def collector_paused_for(path: str) -> Iterator[None]:
    """No cycle collection while a file is read or built; after a big file, freeze what was made.

    A 200,000-vertex file is millions of objects that live as long as the document. While they pour
    in, every full collection walked all of them (a second each, the window frozen meanwhile, even
    when they ran on the worker: the collector holds the interpreter); frozen, later collections
    skip them (plain reference counting still frees them with the document). Freezing also keeps
    every cycle alive then from ever being collected, so it is done only for files of FREEZE_BYTES or
    more, where the collections would cost that much."""
    with collector_paused():
        try:
            yield
        finally:
            try:
                big = os.path.getsize(path) >= FREEZE_BYTES
            except OSError:
                big = False
            if big:
                gc.freeze()


def load_file(parent: QWidget, path: str) -> fileio.Loaded | None:
    """What :func:`fileio.load_path` returns, loaded on a worker thread; None if the user cancelled.

    Refusals raise GraphFileError here, on the GUI thread, exactly as ``load_path`` raises them.
    """
    state = {"fraction": 0.0, "cancelled": False}
    outcome: list[object] = []
    loop = QEventLoop()

    def progress(fraction: float) -> None:
        state["fraction"] = fraction
        if state["cancelled"]:
            raise LoadCancelled

    def finished(_token: int, result: object) -> None:
        outcome.append(result)
        loop.quit()

    def cancel() -> None:
        state["cancelled"] = True
        loop.quit()  # the worker stops at its next report; its answer is dropped

    dialog = _progress_dialog(parent, fill(QCoreApplication.translate("FileLoader", "Opening %1…"), Path(path).name))
    dialog.canceled.connect(cancel)
    ticker = QTimer(dialog)
    ticker.setInterval(50)
    ticker.timeout.connect(lambda: dialog.setValue(min(99, int(100 * state["fraction"]))))
    worker = Worker(dialog)
    worker.finished.connect(finished)
    with collector_paused_for(path):
        worker.start(0, lambda: fileio.load_path(path, progress))
        ticker.start()
        if not outcome:
            loop.exec()
    ticker.stop()
    dialog.canceled.disconnect(cancel)
    _close(dialog)
    if state["cancelled"] or not outcome:
        return None
    result = outcome[0]
    if isinstance(result, BaseException):
        raise result
    assert isinstance(result, fileio.Loaded)
    return result


def run_steps(parent: QWidget, path: str, steps: Generator[float, None, None]) -> bool:
    """Run ``steps`` (a generator yielding the fraction done) a slice at a time between events,
    behind a progress dialog showing the file being shown; False if the user cancelled (``steps`` is closed)."""
    state = {"done": False, "busy": False}
    loop = QEventLoop()
    dialog = _progress_dialog(parent, fill(QCoreApplication.translate("FileLoader", "Drawing %1…"), Path(path).name))

    def work() -> None:
        if state["busy"] or state["done"]:  # a modal dialog's setValue turns the event loop: not again meanwhile
            return
        state["busy"] = True
        end = time.perf_counter() + SLICE_S
        try:
            for fraction in steps:
                if time.perf_counter() > end:
                    dialog.setValue(min(99, int(100 * fraction)))
                    return
            state["done"] = True
            loop.quit()
        finally:
            state["busy"] = False

    dialog.canceled.connect(loop.quit)
    ticker = QTimer(dialog)
    ticker.setInterval(0)
    ticker.timeout.connect(work)
    ticker.start()
    with collector_paused_for(path):
        loop.exec()
    ticker.stop()
    dialog.canceled.disconnect(loop.quit)
    _close(dialog)
    if not state["done"]:
        steps.close()  # its cleanup runs now
    return bool(state["done"])


def _progress_dialog(parent: QWidget, text: str) -> QProgressDialog:
    """A window-modal dialog that shows up only for work lasting longer than SHOW_AFTER_MS."""
    dialog = QProgressDialog(text, QCoreApplication.translate("FileLoader", "Cancel"), 0, 100, parent)
    dialog.setWindowTitle(QCoreApplication.translate("FileLoader", "Opening"))
    dialog.setWindowModality(Qt.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoReset(False)
    dialog.setValue(0)
    return dialog


def _close(dialog: QProgressDialog) -> None:
    dialog.close()
    dialog.setParent(None)  # gone with this function (a deleteLater would wait for an outer event loop)
