"""Draw the application icon's PNG sizes, the Windows .ico and the macOS .icns from its SVG.

    .venv/bin/python tools/make_icons.py      (after a change of resources/icons/graphgames.svg)

Qt's SVG renderer draws each size (up to 32 pixels from graphgames-small.svg, the same picture
with fewer and thicker strokes, which stays legible there); the .ico and .icns are written here, each a table of the PNGs
(both formats take PNG entries: Windows since Vista, macOS since 10.7), so no other tool is needed.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMALL = 32
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The icns entry type of each PNG size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render(svg: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR, one ICONDIRENTRY per size (0 stands for 256), then the PNGs."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in pngs.items():
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(images))
        images += png
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """'icns' and the file's length, then per size its type, the entry's length and the PNG."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(png)) + png for size, png in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    svg, small = QSvgRenderer(str(ICONS / "graphgames.svg")), QSvgRenderer(str(ICONS / "graphgames-small.svg"))
    if not (svg.isValid() and small.isValid()):
        print("an icon's SVG does not parse", file=sys.stderr)
        return 1
    pngs = {size: render(small if size <= SMALL else svg, size) for size in SIZES}
    for size, png in pngs.items():
        (ICONS / f"graphgames-{size}.png").write_bytes(png)
    (ICONS / "graphgames.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "graphgames.icns").write_bytes(icns({s: pngs[s] for s in ICNS_TYPES}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
