"""The card game's moves: small frozen dataclasses that serialise to JSON.

The game has no turn order in the rule source (everybody picks, draws and claims at once); the
engine lets the players act one after another in each phase, so every move belongs to the
state's ``current_player`` and carries no player field.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class PickResource:
    """Take face-up resource card 0 or 1 (several players may take the same card)."""
    index: int


@dataclass(frozen=True)
class AddVertex:
    """Draw one of the vertices due; the position only matters to the card-table view."""
    x: float = 0.0
    y: float = 0.0


@dataclass(frozen=True)
class AddEdge:
    """Draw one of the edges due between two vertices of the sheet in play (a polyline if curved)."""
    u: int
    v: int
    points: tuple = ()


@dataclass(frozen=True)
class EndDrawing:
    """Finish drawing: every vertex due is drawn; each edge still due that cannot be drawn crosses a box."""


@dataclass(frozen=True)
class AdjustDraw:
    """Extra power "add/subtract": change the vertices and edges due by these amounts."""
    vertices: int = 0
    edges: int = 0


@dataclass(frozen=True)
class SwapDraw:
    """Extra power "change": one vertex due becomes an edge (``to_edge``) or one edge a vertex."""
    to_edge: bool


@dataclass(frozen=True)
class SaveObjective:
    """Extra power "save": move a face-up objective to your side, where only you may claim it."""
    card: str


@dataclass(frozen=True)
class DrawBonus:
    """Extra power "bonus": draw bonus cards, then discard one of them."""


@dataclass(frozen=True)
class DiscardBonus:
    """Discard one of the bonus cards just dealt or drawn (the others are kept, secret)."""
    card: str


@dataclass(frozen=True)
class Claim:
    """Claim an objective; for a C card ``vertices`` may name the components meant (else any that fit)."""
    card: str
    vertices: tuple = ()


@dataclass(frozen=True)
class Refresh:
    """Discard the five face-up objectives and reveal five new ones, crossing two boxes."""


@dataclass(frozen=True)
class Pass:
    """No claim this round, or no refresh."""


MOVES = {cls.__name__: cls for cls in (PickResource, AddVertex, AddEdge, EndDrawing, AdjustDraw, SwapDraw,
                                       SaveObjective, DrawBonus, DiscardBonus, Claim, Refresh, Pass)}


def move_to_json(move) -> dict:
    data = asdict(move)
    for key, value in data.items():
        if isinstance(value, tuple):
            data[key] = [list(p) if isinstance(p, tuple) else p for p in value]
    return {"move": type(move).__name__, **data}


def move_from_json(data: dict):
    """The move a JSON record names; KeyError/TypeError/ValueError for anything else."""
    data = dict(data)
    cls = MOVES[data.pop("move")]
    for key in ("points", "vertices"):
        if isinstance(data.get(key), list):
            data[key] = tuple(tuple(p) if isinstance(p, list) else p for p in data[key])
    return cls(**data)


for _cls in MOVES.values():
    _cls.to_json = move_to_json
