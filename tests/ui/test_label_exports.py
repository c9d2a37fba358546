"""Vertex labels look the same on screen, in PNG, SVG and PDF exports and on paper: whole, and at the
drawing's scale whatever the resolution of the device they are painted on."""

import re
import zlib

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from graphgames_desktop.ui import files
from graphgames_desktop.ui.theme import theme

LONG = "Vertex with a rather long name"
DPM_PER_DPI = 1 / 0.0254


@pytest.fixture
def labelled(window):
    """One labelled vertex alone on the drawing page (nothing else leaves ink right of it)."""
    window.show_editor()
    drawing = window.editor.drawing
    vid = drawing.add_vertex(0, 0).id
    drawing.set_label(vid, LONG)
    window.editor.view.fit()
    yield window
    theme().set_classroom(False)


def ink_box(image: QImage, left: int = 0) -> tuple[int, int, int, int]:
    """The box (x0, y0, x1, y1) of pixels darker than the paper, right of column ``left``."""
    xs, ys = [], []
    for y in range(image.height()):
        for x in range(left, image.width()):
            if QColor(image.pixel(x, y)).lightness() < 160:
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def render(scene, source: QRectF, dpi: int) -> QImage:
    """The scene painted 2 px per scene unit on a device that says it has ``dpi`` dots per inch."""
    image = QImage(int(source.width() * 2), int(source.height() * 2), QImage.Format_ARGB32)
    image.fill(QColor("white"))
    image.setDotsPerMeterX(round(dpi * DPM_PER_DPI))
    image.setDotsPerMeterY(round(dpi * DPM_PER_DPI))
    files.print_scene(scene, source, image)  # the same path as File > Print, on an image
    return image


@pytest.mark.parametrize("classroom", [False, True])
def test_a_label_is_the_same_on_a_printer_as_on_screen(labelled, classroom):
    theme().set_classroom(classroom)
    scene = labelled.editor.view.drawing_scene
    source = scene.content_rect()
    left = int((scene.vertex_radius * 1.2 - source.left()) * 2)  # right of the circle
    screen, printer = ink_box(render(scene, source, 96), left), ink_box(render(scene, source, 1200), left)
    assert all(abs(a - b) <= 3 for a, b in zip(screen, printer)), (screen, printer)


def test_a_long_label_is_whole_on_screen_in_fit_and_in_png(labelled, tmp_path):
    scene = labelled.editor.view.drawing_scene
    item = scene.vertex_items[0]
    shown = item.mapRectToScene(item.label_rect())
    assert scene.content_rect().contains(shown), "Fit to Window and exports show the whole label"
    assert item.sceneBoundingRect().contains(shown), "the item repaints all of its label"
    files.export_png(scene, scene.content_rect(), str(tmp_path / "label.png"))
    image = QImage(str(tmp_path / "label.png"))
    source = scene.content_rect()
    x0, _, x1, _ = ink_box(image, int((scene.vertex_radius * 1.2 - source.left()) * 2))
    assert (x1 - x0) / 2 > 0.9 * shown.width() > 100, "the label is not cut at 80 px"
    assert x1 < image.width() - 2, "the label does not run off the picture"


def test_a_pdf_export_writes_labels_at_the_drawing_scale(labelled, tmp_path):
    """The PDF's text is set in the vertex's own coordinates, as big as on screen beside its circle
    (not the point size turned into 1200-dpi device pixels, twelve times too big)."""
    scene = labelled.editor.view.drawing_scene
    path = tmp_path / "label.pdf"
    files.export_pdf(scene, scene.content_rect(), str(path))
    content = b"".join(zlib.decompress(m.group(1)) for m in re.finditer(rb"stream\r?\n(.*?)endstream", path.read_bytes(), re.S)
                       if m.group(1)[:1] == b"x")
    sizes = [float(s) for s in re.findall(rb"([\d.]+) Tf", content)]
    assert sizes and max(sizes) < 2 * scene.vertex_radius, sizes
