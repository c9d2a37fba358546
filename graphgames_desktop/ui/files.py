"""Writing files atomically (QSaveFile) and image export (PNG, SVG, PDF) and printing."""

from __future__ import annotations

from PySide6.QtCore import QIODevice, QMarginsF, QRectF, QSaveFile, QSize, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsScene


class SaveError(OSError):
    pass


def write_atomically(path: str, data: bytes) -> None:
    """Write all of ``data`` or nothing: a crash or a full disk leaves the old file intact."""
    f = QSaveFile(path)
    if not f.open(QIODevice.WriteOnly):
        raise SaveError(f.errorString())
    written = f.write(data)
    if written != len(data):
        f.cancelWriting()
        raise SaveError(f.errorString() or "short write")
    if not f.commit():
        raise SaveError(f.errorString())


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
    f = QSaveFile(path)
    if not f.open(QIODevice.WriteOnly) or not image.save(f, "PNG") or not f.commit():
        raise SaveError(f.errorString())


def export_svg(scene: QGraphicsScene, source: QRectF, path: str, title: str = "") -> None:
    gen = QSvgGenerator()
    tmp = QSaveFile(path)
    if not tmp.open(QIODevice.WriteOnly):
        raise SaveError(tmp.errorString())
    gen.setOutputDevice(tmp)
    gen.setSize(QSize(int(source.width()), int(source.height())))
    gen.setViewBox(QRectF(0, 0, source.width(), source.height()))
    gen.setTitle(title)
    painter = QPainter(gen)
    _render(scene, painter, source, QRectF(0, 0, source.width(), source.height()))
    painter.end()
    if not tmp.commit():
        raise SaveError(tmp.errorString())


def export_pdf(scene: QGraphicsScene, source: QRectF, path: str, title: str = "") -> None:
    tmp = QSaveFile(path)
    if not tmp.open(QIODevice.WriteOnly):
        raise SaveError(tmp.errorString())
    writer = QPdfWriter(tmp)
    writer.setTitle(title)
    landscape = source.width() > source.height()
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.A4),
                                     QPageLayout.Landscape if landscape else QPageLayout.Portrait,
                                     QMarginsF(12, 12, 12, 12)))
    painter = QPainter(writer)
    _render(scene, painter, source, QRectF(painter.viewport()))
    painter.end()
    if not tmp.commit():
        raise SaveError(tmp.errorString())


def print_scene(scene: QGraphicsScene, source: QRectF, printer) -> None:
    painter = QPainter(printer)
    _render(scene, painter, source, QRectF(painter.viewport()))
    painter.end()
