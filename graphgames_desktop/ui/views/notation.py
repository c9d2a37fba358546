"""Moves typed as text, in the names the move list uses: "5", "5-18", "7 on 3", read back into moves.

One reader for every game: a vertex is named as the board names it (its label, else its number from
1), an edge by its two ends joined by a dash (any dash or an arrow: "5-18", "5–18", "5 → 18"; or a space: "5 18");
keywords ("pass", "enter", "on") are read in the interface's language and in English, the source
language, so a Portuguese class may type "passar" or "pass". A view writes each legal move in this
notation for the move box's completion, and reads a typed one back (a round trip a test checks for
every legal move of every game).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication as Q

from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.texts import fill

#: Characters read as the dash between an edge's two ends (hyphens, dashes, the minus sign, arrows).
_DASHES = re.compile(r"\s*[-‐‑‒–—―−→>]+\s*")
_SPACES = re.compile(r"\s+")


def fold(text: str) -> str:
    """Lower case without accents or extra spaces, so "Vértice  5" and "vertice 5" read alike."""
    text = unicodedata.normalize("NFKD", text.strip().casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return _SPACES.sub(" ", text)


def normalise(text: str) -> str:
    """``fold`` and every way of joining two ends made one plain dash: "5 – 18", "5→18" read "5-18"."""
    return _DASHES.sub("-", fold(text)).strip("-") if text.strip() else ""


def words(*texts: str) -> set[str]:
    """Keywords as the reader compares them (a translated word and its English source, say)."""
    return {fold(t) for t in texts if t}


def strip_words(text: str, noise: Iterable[str]) -> str:
    """``text`` without the leading words in ``noise`` ("vertex 5" is read as "5")."""
    parts = text.split(" ")
    noise = set(noise)
    while len(parts) > 1 and parts[0] in noise:
        parts = parts[1:]
    return " ".join(parts)


def vertex_word_noise() -> set[str]:
    """Words a person may put before a name: "vertex 5", "edge 5-18" (and their translations)."""
    return words("vertex", Q.translate("Notation", "vertex"), "edge", Q.translate("Notation", "edge"))


class BoardNames:
    """A board's vertex names, read both ways: the name the move list shows, and the vertex a typed
    name means (its label, or its number from 1 when no label takes that name)."""

    def __init__(self, drawing: Drawing):
        self.drawing = drawing
        self._by_name: dict[str, int] = {}
        for vid in sorted(drawing.vertices):
            self._by_name.setdefault(fold(self.name(vid)), vid)
        for vid in sorted(drawing.vertices):  # numbers reach labelled vertices too, unless a label says otherwise
            self._by_name.setdefault(str(vid + 1), vid)

    def name(self, vid: int) -> str:
        v = self.drawing.vertices.get(vid)
        return v.label if v is not None and v.label else str(vid + 1)

    def edge_name(self, u: int, v: int, dash: str = "-") -> str:
        """An edge as typed (a hyphen between its ends' names, the smaller id first); as the move list
        writes it with ``dash="–"``."""
        a, b = sorted((u, v))
        return f"{self.name(a)}{dash}{self.name(b)}"

    def vertex(self, text: str) -> int | None:
        """The vertex ``text`` (already normalised) names, or None."""
        return self._by_name.get(text)

    def ends(self, text: str) -> tuple[int, int] | None:
        """The two vertices ``text`` ("a-b" or "a b", normalised) names; a label holding a dash is tried whole."""
        cut = "-" if "-" in text else " "
        for i, c in enumerate(text):
            if c == cut:
                u, v = self.vertex(text[:i]), self.vertex(text[i + 1:])
                if u is not None and v is not None:
                    return (u, v)
        return None

    def unknown(self, text: str) -> str | None:
        """Why ``text`` names no vertex or edge: the first part that is no vertex's name ("" if none)."""
        for part in text.replace(" ", "-").split("-"):
            if part and self.vertex(part) is None:
                return part
        return None


def no_such_vertex(name: str) -> str:
    return fill(Q.translate("Notation", "There is no vertex %1 on this board."), name)


def no_such_edge(a: str, b: str) -> str:
    return fill(Q.translate("Notation", "No edge joins %1 and %2 on this board."), a, b)


def not_understood(text: str, examples: list[str]) -> str:
    """The refusal of a text that names no move, with moves of the position as examples."""
    sentence = fill(Q.translate("Notation", "“%1” is not a move I can read."), text.strip())
    examples = list(dict.fromkeys(examples))
    if examples:
        sentence += " " + fill(Q.translate("Notation", "Type a move as the move list writes it, such as %1."),
                               Q.translate("Notation", " or ").join(f"“{e}”" for e in examples[:2]))
    return sentence
