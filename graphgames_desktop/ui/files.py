"""Writing files atomically, and image export (PNG, SVG, PDF) and printing.

Every file is made in memory first and then written by :func:`write_atomically`: one place that
writes, and one that says why a disk refused (Qt's QSaveFile reports a short write on a full disk
only as "Unknown error" and can even commit the truncated file).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSize, QStandardPaths, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsScene

from graphgames_desktop.atomic_file import SaveError, write_atomically  # noqa: F401  (files.write_atomically)


def save_folder(recent: Sequence[str]) -> str:
    """Where a save dialog opens: the folder of the file used last (``recent[0]``, the recent files'
    newest), else the user's documents folder, else the home folder; never the program's working folder."""
    if recent and Path(recent[0]).parent.is_dir():
        return str(Path(recent[0]).parent)
    documents = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())


def _render(scene: QGraphicsScene, painter: QPainter, source: QRectF, target: QRectF) -> None:
    selected = scene.selectedItems()
    for item in selected:  # exports show the graph, not the editor's selection
        item.setSelected(False)
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    scene.render(painter, target, source, Qt.KeepAspectRatio)
    for item in selected:
        item.setSelected(True)


def export_png(scene: QGraphicsScene, source: QRectF, path: str, scale: float = 2.0) -> None:
    size = QSize(max(1, int(source.width() * scale)), max(1, int(source.height() * scale)))
    image = QImage(size, QImage.Format_ARGB32_Premultiplied)
    image.fill(scene.backgroundBrush().color())
    painter = QPainter(image)
    _render(scene, painter, source, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SaveError(buffer.errorString())
    write_atomically(path, bytes(buffer.data()))


def export_svg(scene: QGraphicsScene, source: QRectF, path: str, title: str = "") -> None:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    gen = QSvgGenerator()
    gen.setOutputDevice(buffer)
    gen.setSize(QSize(int(source.width()), int(source.height())))
    gen.setViewBox(QRectF(0, 0, source.width(), source.height()))
    gen.setTitle(title)
    painter = QPainter(gen)
    _render(scene, painter, source, QRectF(0, 0, source.width(), source.height()))
    painter.end()
    buffer.close()
    write_atomically(path, bytes(data))


def export_pdf(scene: QGraphicsScene, source: QRectF, path: str, title: str = "") -> None:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    landscape = source.width() > source.height()
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4),
                                     QPageLayout.Landscape if landscape else QPageLayout.Portrait,
                                     QMarginsF(12, 12, 12, 12)))
    painter = QPainter(writer)
    _render(scene, painter, source, QRectF(painter.viewport()))
    painter.end()
    del writer  # the PDF is finished when its writer goes
    buffer.close()
    write_atomically(path, bytes(data))


def print_scene(scene: QGraphicsScene, source: QRectF, printer) -> None:
    painter = QPainter(printer)
    _render(scene, painter, source, QRectF(painter.viewport()))
    painter.end()
