"""The card game's moves: small frozen dataclasses that serialise to JSON.

The game has no turn order in the rule source (everybody picks, draws and claims at once); a move
carries no player field: it belongs to the seat that plays it (``CardGame.play_as``; ``play``: the
state's ``current_player``), and a match's record keeps that seat beside it.

``move_from_json`` reads untrusted files: it checks every field's type (a whole number is never a
bool, a point is two finite numbers) and refuses unknown moves and unknown keys.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields

from graphgames_desktop.games.base import DecodeProblem, InvalidMoveError, JSONObject


@dataclass(frozen=True)
class CardMove:
    """A move of the card game; its JSON names the class and lists the fields."""

    def to_json(self) -> JSONObject:
        data: JSONObject = {"move": type(self).__name__}
        for f in fields(self):
            value = getattr(self, f.name)
            data[f.name] = [list(p) if isinstance(p, tuple) else p for p in value] if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True)
class PickResource(CardMove):
    """Take face-up resource card 0 or 1 (several players may take the same card)."""
    index: int


@dataclass(frozen=True)
class AddVertex(CardMove):
    """Draw one of the vertices due; the position only matters to the card-table view."""
    x: float = 0.0
    y: float = 0.0


@dataclass(frozen=True)
class AddEdge(CardMove):
    """Draw one of the edges due between two vertices of the sheet in play (a polyline if curved)."""
    u: int
    v: int
    points: tuple[tuple[float, float], ...] = ()


@dataclass(frozen=True)
class EndDrawing(CardMove):
    """Finish drawing: every vertex due is drawn; each edge still due that cannot be drawn crosses a box."""


@dataclass(frozen=True)
class TimeUp(CardMove):
    """The time limit ran out while drawing (the session plays it; a person who sends it gives up the rest of
    the drawing at the same price): every edge still due crosses a box, as an edge one cannot draw does; the
    vertices due must be drawn first."""


@dataclass(frozen=True)
class AdjustDraw(CardMove):
    """Extra power "add/subtract": change the vertices and edges due by these amounts."""
    vertices: int = 0
    edges: int = 0


@dataclass(frozen=True)
class SwapDraw(CardMove):
    """Extra power "change": one vertex due becomes an edge (``to_edge``) or one edge a vertex."""
    to_edge: bool


@dataclass(frozen=True)
class SaveObjective(CardMove):
    """Extra power "save": move a face-up objective to your side, where only you may claim it."""
    card: str


@dataclass(frozen=True)
class DrawBonus(CardMove):
    """Extra power "bonus": draw bonus cards, then discard one of them."""


@dataclass(frozen=True)
class DiscardBonus(CardMove):
    """Discard one of the bonus cards just dealt or drawn (the others are kept, secret)."""
    card: str


@dataclass(frozen=True)
class Claim(CardMove):
    """Claim an objective; for a C card ``vertices`` name the components meant, a vertex of each (with the
    referee, unnamed components are the best that fit; in the contest mode they must be named)."""
    card: str
    vertices: tuple[int, ...] = ()


@dataclass(frozen=True)
class ContestClaim(CardMove):
    """Contest mode: ask the claimant for proof; the referee checks the claim now."""


@dataclass(frozen=True)
class AcceptClaim(CardMove):
    """Contest mode: let the claim stand unchecked (it stands once every other player lets it)."""


@dataclass(frozen=True)
class Refresh(CardMove):
    """Discard the five face-up objectives and reveal five new ones, crossing two boxes."""


@dataclass(frozen=True)
class Pass(CardMove):
    """No claim this round, or no refresh."""


MOVES: dict[str, type[CardMove]] = {
    cls.__name__: cls for cls in (PickResource, AddVertex, AddEdge, EndDrawing, AdjustDraw, SwapDraw, SaveObjective,
                                  DrawBonus, DiscardBonus, Claim, ContestClaim, AcceptClaim, Refresh, Pass, TimeUp)}


def _malformed(what: object) -> InvalidMoveError:
    return InvalidMoveError(DecodeProblem.MALFORMED, field=str(what)[:40])


def _int(raw: object) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise _malformed("int")
    return raw


def _float(raw: object) -> float:
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or not math.isfinite(raw):
        raise _malformed("number")
    return float(raw)


def _bool(raw: object) -> bool:
    if not isinstance(raw, bool):
        raise _malformed("bool")
    return raw


def _str(raw: object) -> str:
    if not isinstance(raw, str) or not raw:
        raise _malformed("card id")
    return raw


def _ints(raw: object) -> tuple[int, ...]:
    if not isinstance(raw, list):
        raise _malformed("list")
    return tuple(_int(x) for x in raw)


def _points(raw: object) -> tuple[tuple[float, float], ...]:
    if not isinstance(raw, list) or not all(isinstance(p, list) and len(p) == 2 for p in raw):
        raise _malformed("points")
    return tuple((_float(p[0]), _float(p[1])) for p in raw)


#: The decoder of each field type the moves use (the annotations are strings).
_DECODERS: dict[str, Callable[[object], object]] = {
    "int": _int, "float": _float, "bool": _bool, "str": _str, "tuple[int, ...]": _ints,
    "tuple[tuple[float, float], ...]": _points,
}


def move_from_json(raw: object) -> CardMove:
    """The move a JSON record names; InvalidMoveError for anything else (never KeyError or TypeError)."""
    if not isinstance(raw, dict):
        raise _malformed("not an object")
    name = raw.get("move")
    cls = MOVES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise _malformed(name)
    known = {f.name: f for f in fields(cls)}
    extra = [key for key in raw if key != "move" and key not in known]
    if extra:
        raise _malformed(extra[0])
    values: dict[str, object] = {}
    for key, f in known.items():
        if key in raw:
            values[key] = _DECODERS[str(f.type)](raw[key])
        elif f.default is MISSING:
            raise _malformed(key)
    return cls(**values)
