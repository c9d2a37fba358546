"""Scoring one player sheet, exactly as the rule source's worked example (4+3+5+24+8-2-6 = 36).

Components counts the non-trivial components; diameter is the largest over components (pairs in
different components are ignored); trivial components count -1 each; minus points are the value
of the left-most uncrossed box of the minus track.

The track's box values are lost with the figures; ours, chosen so early mistakes cost little and
repeated ones more and more: 0, -1, -2, -4, -6, -8, -11, -14, and -17 once all eight are crossed.
"""

from __future__ import annotations

import networkx as nx

from graphgames_desktop.graph import measures

MINUS_TRACK = (0, -1, -2, -4, -6, -8, -11, -14)
ALL_CROSSED = -17


def minus_points(crossed: int) -> int:
    """The number written in "Minus Points" after ``crossed`` boxes are crossed."""
    if crossed < 0:
        raise ValueError("crossed boxes cannot be negative")
    return MINUS_TRACK[crossed] if crossed < len(MINUS_TRACK) else ALL_CROSSED


def score_sheet(g: nx.Graph, objectives: int, bonus: int, minus: int) -> dict[str, int]:
    """The score of one sheet.

    ``objectives`` and ``bonus`` are the points of claimed objective cards and fulfilled bonus
    cards; ``minus`` is the minus-points number of the sheet (written negative on the sheet; a
    positive number is read as its negative). Keys: components, diameter, max_degree, objectives,
    bonus, trivial, minus, total, with trivial and minus as the negative numbers on the sheet.
    """
    sheet = {
        "components": measures.nontrivial_components(g),
        "diameter": measures.diameter(g),
        "max_degree": measures.max_degree(g),
        "objectives": int(objectives),
        "bonus": int(bonus),
        "trivial": -measures.trivial_components(g),
        "minus": -abs(int(minus)),
    }
    sheet["total"] = sum(sheet.values())
    return sheet
