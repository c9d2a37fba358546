"""What a PDF draws, read back from its page content: every text run with its size in points, every
painted path with its extent, stroke width and colours. A small reader of the operators QPdfWriter
writes (q/Q, cm, w, colours, paths, BT/Tf/Tm/Td/Tj/TJ), enough for tests to measure a page as
printed; it needs nothing but zlib."""

from __future__ import annotations

import math
import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """m then n (PDF's row-vector convention: a point is mapped by m first)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)


def scale_of(m: Matrix) -> float:
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


@dataclass
class Box:
    x0: float = math.inf
    y0: float = math.inf
    x1: float = -math.inf
    y1: float = -math.inf

    def add(self, x: float, y: float) -> None:
        self.x0, self.y0, self.x1, self.y1 = min(self.x0, x), min(self.y0, y), max(self.x1, x), max(self.y1, y)

    @property
    def empty(self) -> bool:
        return self.x0 > self.x1

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    def centre(self) -> tuple[float, float]:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)

    def holds(self, x: float, y: float, slack: float = 0.5) -> bool:
        return self.x0 - slack <= x <= self.x1 + slack and self.y0 - slack <= y <= self.y1 + slack


@dataclass
class Text:
    size: float  # points
    x: float
    y: float


@dataclass
class Paint:
    box: Box
    stroke: float | None  # width in points, None when not stroked
    fill: bool
    stroke_colour: tuple[float, ...]
    fill_colour: tuple[float, ...]


@dataclass
class Page:
    texts: list[Text] = field(default_factory=list)
    paints: list[Paint] = field(default_factory=list)


_TOKEN = re.compile(rb"\[|\]|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|/[^\s/\[\]<>()]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z*'\"]+")


def _streams(data: bytes) -> dict[int, bytes]:
    """Every stream object by its number, decompressed (its /Length read, directly or from its object)."""
    out = {}
    for m in re.finditer(rb"(\d+) 0 obj\s*<<((?:(?!endobj).)*?)>>\s*stream\r?\n", data, re.S):
        length = re.search(rb"/Length\s+(\d+)(\s+0\s+R)?", m.group(2))
        assert length is not None
        size = int(length.group(1))
        if length.group(2):
            size = int(re.search(rb"\b%d 0 obj\s*(\d+)" % size, data).group(1))  # type: ignore[union-attr]
        raw = data[m.end():m.end() + size]
        out[int(m.group(1))] = zlib.decompress(raw) if b"FlateDecode" in m.group(2) else raw
    return out


def read_pages(path: Path) -> list[Page]:
    """The pages of a PDF written by QPdfWriter, in order, as they draw."""
    data = path.read_bytes()
    streams = _streams(data)
    pages = []
    for m in re.finditer(rb"/Type\s*/Page[^s].*?/Contents\s+(\d+) 0 R", data, re.S):
        pages.append(_run(streams[int(m.group(1))]))
    return pages


def _run(content: bytes) -> Page:
    page = Page()
    ctm, width = IDENTITY, 1.0
    stroke_colour: tuple[float, ...] = (0.0,)
    fill_colour: tuple[float, ...] = (0.0,)
    stack: list[tuple] = []
    box = Box()
    font = 0.0
    tm = IDENTITY
    operands: list = []
    for token in _TOKEN.findall(content):
        if token[:1] in b"-+.0123456789":
            operands.append(float(token))
            continue
        if token[:1] in b"/<([]":
            operands.append(token)
            continue
        op = token.decode()
        if op == "q":
            stack.append((ctm, width, stroke_colour, fill_colour))
        elif op == "Q":
            ctm, width, stroke_colour, fill_colour = stack.pop()
        elif op == "cm":
            ctm = multiply(tuple(operands[-6:]), ctm)  # type: ignore[arg-type]
        elif op == "w":
            width = operands[-1]
        elif op in ("SCN", "RG", "G"):
            stroke_colour = tuple(x for x in operands if isinstance(x, float))
        elif op in ("scn", "rg", "g"):
            fill_colour = tuple(x for x in operands if isinstance(x, float))
        elif op in ("m", "l"):
            box.add(*apply(ctm, operands[-2], operands[-1]))
        elif op == "c":
            for i in (-6, -4, -2):
                box.add(*apply(ctm, operands[i], operands[i + 1]))
        elif op == "re":
            x, y, w, h = operands[-4:]
            for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
                box.add(*apply(ctm, px, py))
        elif op in ("S", "s", "f", "F", "f*", "B", "B*", "b", "b*"):
            stroked = op in ("S", "s", "B", "B*", "b", "b*")
            page.paints.append(Paint(box, width * scale_of(ctm) if stroked else None, op not in ("S", "s"),
                                     stroke_colour, fill_colour))
            box = Box()
        elif op == "n":
            box = Box()
        elif op == "BT":
            tm = IDENTITY
        elif op == "Tf":
            font = operands[-1]
        elif op == "Tm":
            tm = tuple(operands[-6:])  # type: ignore[assignment]
        elif op == "Td":
            tm = multiply((1.0, 0.0, 0.0, 1.0, operands[-2], operands[-1]), tm)
        elif op in ("Tj", "TJ", "'", '"'):
            full = multiply(tm, ctm)
            x, y = apply(full, 0.0, 0.0)
            page.texts.append(Text(font * scale_of(full), x, y))
        operands = []
    return page
