"""The plain types of a drawn graph, and what the edge shapes read of a drawing.

``graph/shapes.py`` works on any :class:`DrawnGraph` and the drawing makes its new loops with it,
so the drawing imports the shapes and the shapes only this module: one way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

Point = tuple[float, float]


class PlacedVertex(Protocol):
    @property
    def pos(self) -> Point: ...


class DrawnEdge(Protocol):
    """An edge from ``u`` to ``v`` and the points it was drawn through (a loop: ``u == v``)."""

    @property
    def id(self) -> int: ...
    @property
    def u(self) -> int: ...
    @property
    def v(self) -> int: ...
    @property
    def points(self) -> list[Point]: ...


class DrawnGraph(Protocol):
    """What the shapes read of a drawing (:class:`graphgames_desktop.graph.drawing.Drawing` is one)."""

    @property
    def vertices(self) -> Mapping[int, PlacedVertex]: ...
    @property
    def edges(self) -> Mapping[int, DrawnEdge]: ...

    def edges_between(self, a: int, b: int) -> Sequence[DrawnEdge]: ...

    def incident_edges(self, vid: int) -> Sequence[DrawnEdge]: ...

    def reshaped_points(self, e: DrawnEdge, positions: dict[int, Point] | None = None) -> list[Point]: ...
