"""Open a file off the GUI thread, behind a progress dialog that can cancel it.

A 200,000-vertex file takes seconds to read and check; done on the GUI thread, the window froze
that long. Here the pure loader (:func:`fileio.load_path`) runs on a worker while the window
keeps painting, and a Cancel button stops it at its next progress report.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

from graphgames_desktop.graph import fileio
from graphgames_desktop.ui.worker import Worker

#: The dialog appears only when a load lasts longer than this (most files open at once).
SHOW_AFTER_MS = 400


class LoadCancelled(Exception):
    """Raised inside the worker's progress report once the user has pressed Cancel."""


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

    dialog = QProgressDialog(QCoreApplication.translate("FileLoader", "Opening %1…").replace("%1", Path(path).name),
                             QCoreApplication.translate("FileLoader", "Cancel"), 0, 100, parent)
    dialog.setWindowTitle(QCoreApplication.translate("FileLoader", "Opening"))
    dialog.setWindowModality(Qt.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoReset(False)
    dialog.setValue(0)
    dialog.canceled.connect(cancel)
    ticker = QTimer(dialog)
    ticker.setInterval(50)
    ticker.timeout.connect(lambda: dialog.setValue(min(99, int(100 * state["fraction"]))))
    worker = Worker(dialog)
    worker.finished.connect(finished)
    worker.start(0, lambda: fileio.load_path(path, progress))
    ticker.start()
    if not outcome:
        loop.exec()
    ticker.stop()
    dialog.canceled.disconnect(cancel)
    dialog.close()
    dialog.setParent(None)  # gone with this function (a deleteLater would wait for an outer event loop)
    if state["cancelled"] or not outcome:
        return None
    result = outcome[0]
    if isinstance(result, BaseException):
        raise result
    assert isinstance(result, fileio.Loaded)
    return result
