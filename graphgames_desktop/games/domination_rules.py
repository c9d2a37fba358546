"""Graph Domination: place tokens at your entry, move them along edges, never next to the opponent.

Rules (the rule source's, plus one added rule):
  * Two colours, Blue (Player A) and Red (Player B), each with an entry vertex (``board.entries``:
    Blue's, Red's). Blue always moves first. ``setup.first`` is the seat that plays Blue (against
    the computer, the person at seat 0 plays Red with ``first`` 1).
  * A turn: place a new token on your own entry vertex if it is empty, or move one of your tokens
    along an edge to an adjacent empty vertex. No token may be placed or moved onto a vertex
    adjacent to a vertex holding an opponent's token (the adjacency ban). A player with no such
    move passes (Pass is then the only legal move, and it is refused while a move exists).
  * The game ends when neither player can move.
  * Added rule (the source lets tokens shuttle forever): a game lasts at most ``4 x V`` turns
    (V vertices; passes count), so each player has ``2 x V`` turns.
  * Score: 3 points per own token, plus for each empty vertex 1 point per own token next to it.
    Higher total wins; equal totals draw.
  * Option ``match``: two games, the second from an empty board with the seats' colours swapped
    (so the other seat plays Blue, from Blue's entry, and moves first); the outcome comes after
    the second game, with each seat's scores of the two games summed.

Seats (``current_player``, ``tokens``, scores, winners) are the people at the table; colours are
their roles in the current game: ``colour(seat)`` is 0 for Blue, 1 for Red, and a seat's entry is
its colour's. Because the ban holds for both players, no blue token is ever next to a red one.
Positions are history-free: tokens by colour, the colour to move and the turns played in this game
(``ply``) are all a solver needs. Internally the rules work on bit masks over the board's vertices
in sorted order
(bit ``i`` is ``board.vertices[i]``); the solvers in ``games/solve/domination.py`` share them.

This module is the rules alone: the solver imports it, and ``games/domination.py`` (analysis,
teaching, computer players, the spec) imports both and offers these names too.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import Any

import networkx as nx

from graphgames_desktop.games.base import DecodeProblem, IllegalMoveError, InvalidMoveError, Outcome
from graphgames_desktop.games.setup import Setup, SetupError
from graphgames_desktop.graph.drawing import Drawing

#: 2: Blue always moves first and a match's second game swaps the seats' colours (1: the seat
#: given Red could move first, and a match kept the colours).
RULES_VERSION = 2
#: Points for each token on the board.
TOKEN_POINTS = 3
#: The added termination rule: at most this many turns per vertex in one game (both players, passes too).
TURNS_PER_VERTEX = 4


class DominationRefusal(StrEnum):
    NO_SUCH_VERTEX = "no_such_vertex"
    ENTRY_OCCUPIED = "entry_occupied"
    NOT_YOUR_TOKEN = "not_your_token"
    NOT_ADJACENT = "not_adjacent"
    OCCUPIED = "occupied"
    NEXT_TO_OPPONENT = "next_to_opponent"
    MUST_MOVE = "must_move"  # a pass while a move exists
    BAD_MOVE_KIND = "bad_move_kind"  # not a move of this game
    GAME_OVER = "game_over"  # any move after the end


class DominationEnd(StrEnum):
    NO_MOVES = "no_moves"  # neither player can move
    TURN_LIMIT = "turn_limit"  # the added rule: 4 x V turns played


class DominationSetupProblem(StrEnum):
    SAME_ENTRY = "same_entry"
    ADJACENT_ENTRIES = "adjacent_entries"
    NO_ENTRY = "no_entry"  # a board with fewer than two vertices, or an entry that is no vertex of it


# -- moves ------------------------------------------------------------------------------------------

PLACE, STEP, PASS = "place", "step", "pass"


@dataclass(frozen=True)
class Place:
    """A new token on the mover's own entry vertex."""

    def to_json(self) -> dict[str, object]:
        return {"kind": PLACE}


@dataclass(frozen=True)
class Step:
    """One of the mover's tokens from ``source`` along an edge to ``target``."""

    source: int
    target: int

    def to_json(self) -> dict[str, object]:
        return {"kind": STEP, "source": self.source, "target": self.target}


@dataclass(frozen=True)
class Pass:
    """No move: allowed (and required) only when the mover has no placement and no step."""

    def to_json(self) -> dict[str, object]:
        return {"kind": PASS}


DominationMove = Place | Step | Pass


def _vertex_id(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidMoveError(DecodeProblem.MALFORMED)
    return value


def move_from_json(raw: object) -> DominationMove:
    """A move from its JSON (exact keys, vertex ids as ints and not bools); InvalidMoveError otherwise."""
    if not isinstance(raw, dict):
        raise InvalidMoveError(DecodeProblem.MALFORMED)
    kind = raw.get("kind")
    if kind == PLACE and set(raw) == {"kind"}:
        return Place()
    if kind == PASS and set(raw) == {"kind"}:
        return Pass()
    if kind == STEP and set(raw) == {"kind", "source", "target"}:
        return Step(_vertex_id(raw["source"]), _vertex_id(raw["target"]))
    raise InvalidMoveError(DecodeProblem.MALFORMED)


# -- bit masks shared by the rules, the scoring and the solvers -------------------------------------

def bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def touched(nbr: Sequence[int], mask: int) -> int:
    """The vertices next to some vertex of ``mask`` (``nbr[i]``: the neighbours of vertex ``i``)."""
    out = 0
    for i in bits(mask):
        out |= nbr[i]
    return out


def mask_scores(nbr: Sequence[int], a: int, b: int) -> tuple[int, int]:
    """The scores of A (tokens ``a``) and B (tokens ``b``): the one scoring rule everything uses.

    3 points per token, plus 1 point per token for each empty vertex next to it.
    """
    empty = ~(a | b)
    return (TOKEN_POINTS * a.bit_count() + sum((nbr[i] & empty).bit_count() for i in bits(a)),
            TOKEN_POINTS * b.bit_count() + sum((nbr[i] & empty).bit_count() for i in bits(b)))


def adjacency_points(nbr: Sequence[int], own: int, occupied: int) -> int:
    """A player's adjacency points: for each own token, its empty neighbours."""
    empty = ~occupied
    return sum((nbr[i] & empty).bit_count() for i in bits(own))


def forbidden(nbr: Sequence[int], own: int, opp: int) -> int:
    """Where a player with tokens ``own`` may not put a token: occupied, or next to an opponent's token."""
    return own | opp | touched(nbr, opp)


def score(g: nx.Graph, tokens: dict) -> tuple[int, int]:
    """Final score ``(A, B)`` of a position on ``g``; ``tokens`` maps an occupied vertex to its owner, 0 or 1.

    3 points per own token, plus for each empty vertex 1 point per own token adjacent to it.
    ValueError for a token on no vertex of ``g`` or an owner other than 0 or 1.
    """
    index = {v: i for i, v in enumerate(g.nodes)}
    nbr = [0] * len(index)
    for u, v in g.edges():
        if u != v:
            nbr[index[u]] |= 1 << index[v]
            nbr[index[v]] |= 1 << index[u]
    masks = [0, 0]
    for v, owner in tokens.items():
        if v not in index:
            raise ValueError(f"token on {v!r}, which is no vertex of the graph")
        if isinstance(owner, bool) or owner not in (0, 1):
            raise ValueError(f"owner {owner!r} of {v!r} is neither 0 nor 1")
        masks[owner] |= 1 << index[v]
    return mask_scores(nbr, masks[0], masks[1])


# -- the board --------------------------------------------------------------------------------------

class Neighbours(Mapping[int, frozenset[int]]):
    """Each vertex's neighbours: an immutable, hashable mapping."""

    __slots__ = ("_data", "_hash")

    def __init__(self, data: Mapping[int, Iterable[int]]):
        self._data = {v: frozenset(ws) for v, ws in sorted(data.items())}
        self._hash = hash(tuple(self._data.items()))

    def __getitem__(self, key: int) -> frozenset[int]:
        return self._data[key]

    def __iter__(self) -> Iterator[int]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Neighbours):
            return self._hash == other._hash and self._data == other._data
        return isinstance(other, Mapping) and dict(self.items()) == dict(other.items())

    def __repr__(self) -> str:
        return f"Neighbours({ {v: sorted(ws) for v, ws in self._data.items()} })"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Neighbours, (self._data,))


@dataclass(frozen=True)
class DominationBoard:
    """The graph played on: vertex ids (the drawing's), neighbours, the entries of A and B, the turn limit."""

    vertices: tuple[int, ...]
    neighbours: Mapping[int, frozenset[int]]
    entries: tuple[int, int]
    turn_limit: int

    @classmethod
    def from_graph(cls, g: nx.Graph, entries: tuple[int, int] | None = None, turn_limit: int | None = None,
                   meta: Mapping[str, object] | None = None) -> DominationBoard:
        """The board of a simple graph; entries as given, else chosen by ``choose_entries`` (SetupError)."""
        simple = nx.Graph(g)
        simple.remove_edges_from(list(nx.selfloop_edges(simple)))
        chosen = check_entries(simple, entries) if entries is not None else choose_entries(simple, meta or {})
        vertices = tuple(sorted(simple.nodes))
        return cls(vertices, Neighbours({v: simple[v] for v in vertices}), chosen,
                   TURNS_PER_VERTEX * len(vertices) if turn_limit is None else turn_limit)

    def graph(self) -> nx.Graph:
        g = nx.Graph()
        g.add_nodes_from(self.vertices)
        g.add_edges_from((v, w) for v in self.vertices for w in self.neighbours[v] if v < w)
        return g

    # The bit-mask view (computed once per board; not part of equality).
    @cached_property
    def index(self) -> dict[int, int]:
        return {v: i for i, v in enumerate(self.vertices)}

    @cached_property
    def masks(self) -> tuple[int, ...]:
        """``masks[i]``: the neighbours of ``vertices[i]`` as a bit mask."""
        index = self.index
        return tuple(sum(1 << index[w] for w in self.neighbours[v]) for v in self.vertices)

    @cached_property
    def entry_bits(self) -> tuple[int, int]:
        return (1 << self.index[self.entries[0]], 1 << self.index[self.entries[1]])

    @property
    def full(self) -> int:
        return (1 << len(self.vertices)) - 1

    def mask(self, vertices: Iterable[int]) -> int:
        index = self.index
        return sum(1 << index[v] for v in vertices)

    def members(self, mask: int) -> list[int]:
        """The vertex ids of ``mask``, in increasing order."""
        return [self.vertices[i] for i in bits(mask)]


def _distances(g: nx.Graph) -> dict[int, dict[int, int]]:
    return {v: dict(d) for v, d in nx.all_pairs_shortest_path_length(g)}


def check_entries(g: nx.Graph, entries: tuple[int, int]) -> tuple[int, int]:
    """The entries if they are two different, non-adjacent vertices of ``g``; else SetupError."""
    if g.number_of_nodes() < 2:
        raise SetupError(DominationSetupProblem.NO_ENTRY)
    a, b = entries
    for v in (a, b):
        if isinstance(v, bool) or not isinstance(v, int) or v not in g:
            raise SetupError(DominationSetupProblem.NO_ENTRY, str(v)[:20])
    if a == b:
        raise SetupError(DominationSetupProblem.SAME_ENTRY, str(a))
    if g.has_edge(a, b):
        raise SetupError(DominationSetupProblem.ADJACENT_ENTRIES, f"{a}-{b}")
    return a, b


def _one_vertex(raw: object) -> int:
    """The vertex id in a meta field written as a list holding one id (a bare id is taken too)."""
    if isinstance(raw, list) and len(raw) == 1:
        raw = raw[0]
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise SetupError(DominationSetupProblem.NO_ENTRY, str(raw)[:20])
    return raw


def _farthest(g: nx.Graph, v: int, dist: dict[int, dict[int, int]]) -> int:
    """The vertex farthest from ``v`` (smallest id among ties); another component's if there is one."""
    others = [w for w in sorted(g.nodes) if w != v]
    if not others:
        raise SetupError(DominationSetupProblem.NO_ENTRY)
    far = len(g) + 1  # another component counts as farther than any path
    return max(others, key=lambda w: (dist[v].get(w, far), -w))


def choose_entries(g: nx.Graph, meta: Mapping[str, object]) -> tuple[int, int]:
    """The two entry vertices of a board (SetupError when there are no good ones).

    From ``meta["entry_a"]`` and ``meta["entry_b"]`` (each a list holding one vertex id; with only one
    of them, the other entry is the vertex farthest from it), else the library's ``meta["entries"]``
    (ignored if it no longer names two good vertices), else the ends of a diameter: the pair at the
    largest distance, smallest ids first (a pair in different components when the graph has no
    two vertices at distance two or more).
    """
    if g.number_of_nodes() < 2:
        raise SetupError(DominationSetupProblem.NO_ENTRY)
    dist = _distances(g)
    has_a, has_b = meta.get("entry_a") is not None, meta.get("entry_b") is not None
    if has_a or has_b:
        a = _one_vertex(meta["entry_a"]) if has_a else None
        b = _one_vertex(meta["entry_b"]) if has_b else None
        for v in (a, b):
            if v is not None and v not in g:
                raise SetupError(DominationSetupProblem.NO_ENTRY, str(v)[:20])
        if a is None:
            assert b is not None
            a = _farthest(g, b, dist)
        if b is None:
            b = _farthest(g, a, dist)
        return check_entries(g, (a, b))
    library = meta.get("entries")
    if isinstance(library, (list, tuple)) and len(library) == 2:
        try:
            return check_entries(g, (library[0], library[1]))
        except SetupError:
            pass
    nodes = sorted(g.nodes)
    best: tuple[int, int, int] | None = None
    for i, u in enumerate(nodes):
        for v in nodes[i + 1:]:
            d = dist[u].get(v)
            if d is not None and d >= 2 and (best is None or d > best[0]):
                best = (d, u, v)
    if best is not None:
        return best[1], best[2]
    apart = next(((u, v) for i, u in enumerate(nodes) for v in nodes[i + 1:] if v not in dist[u]), None)
    if apart is None:  # a complete graph: every pair is adjacent
        raise SetupError(DominationSetupProblem.ADJACENT_ENTRIES)
    return apart


def board_from_drawing(drawing: Drawing) -> DominationBoard:
    return DominationBoard.from_graph(drawing.to_networkx(), meta=drawing.meta)


# -- the state --------------------------------------------------------------------------------------

EMPTY_TOKENS: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())


@dataclass(frozen=True)
class DominationState:
    """A position: the board, each player's tokens, who moves, the turns played in this game.

    With the match option: ``game_index`` (0 or 1), and for each finished game its scores, how it
    ended and its final tokens (``game_scores``, ``game_endings``, ``game_tokens``). ``starter`` is
    the seat playing Blue in the current game, so the one that moved first (the seats swap colours
    for the second game).
    """

    board: DominationBoard
    tokens: tuple[frozenset[int], frozenset[int]] = EMPTY_TOKENS
    current_player: int = 0
    ply: int = 0
    match: bool = False
    game_index: int = 0
    game_scores: tuple[tuple[int, int], ...] = ()
    starter: int = 0
    game_endings: tuple[DominationEnd, ...] = ()
    game_tokens: tuple[tuple[frozenset[int], frozenset[int]], ...] = field(default=(), repr=False)

    # -- masks ----------------------------------------------------------------------------------
    @cached_property
    def token_masks(self) -> tuple[int, int]:
        return self.board.mask(self.tokens[0]), self.board.mask(self.tokens[1])

    @property
    def colour_masks(self) -> tuple[int, int]:
        """Blue's and Red's tokens (the seats' masks in colour order)."""
        masks = self.token_masks
        return (masks[0], masks[1]) if self.starter == 0 else (masks[1], masks[0])

    def _forbidden(self, player: int) -> int:
        masks = self.token_masks
        return forbidden(self.board.masks, masks[player], masks[1 - player])

    def _entry_bit(self, player: int) -> int:
        return self.board.entry_bits[self.colour(player)]

    def _has_move(self, player: int) -> bool:
        board, masks = self.board, self.token_masks
        forb = self._forbidden(player)
        return not self._entry_bit(player) & forb or bool(touched(board.masks, masks[player]) & ~forb & board.full)

    # -- reading --------------------------------------------------------------------------------
    @property
    def turns_left(self) -> int:
        """Turns left in this game under the added rule (passes count)."""
        return max(0, self.board.turn_limit - self.ply)

    @property
    def entries(self) -> tuple[int, int]:
        """Blue's and Red's entry vertices."""
        return self.board.entries

    @property
    def blue_seat(self) -> int:
        """The seat playing Blue in the current game (it moved first)."""
        return self.starter

    def colour(self, seat: int) -> int:
        """The colour ``seat`` plays in the current game: 0 Blue (moves first), 1 Red."""
        return seat ^ self.starter

    def entry_of(self, seat: int) -> int:
        """The entry vertex of ``seat`` in the current game (its colour's)."""
        return self.board.entries[self.colour(seat)]

    def owner(self, v: int) -> int | None:
        """0 or 1 for a token's owner, None for an empty vertex."""
        if v in self.tokens[0]:
            return 0
        if v in self.tokens[1]:
            return 1
        return None

    def banned(self, player: int) -> frozenset[int]:
        """Empty vertices ``player`` may not enter because they touch an opponent's token."""
        masks = self.token_masks
        return frozenset(self.board.members(touched(self.board.masks, masks[1 - player]) & ~(masks[0] | masks[1])))

    def can_place(self) -> bool:
        """Whether the player to move may place a new token on their entry now."""
        return self.game_end() is None and not self._entry_bit(self.current_player) & \
            self._forbidden(self.current_player)

    def targets(self, source: int) -> list[int]:
        """The legal Step targets from ``source`` (empty unless it holds a token of the player to move)."""
        p = self.current_player
        if self.game_end() is not None or source not in self.tokens[p]:
            return []
        board = self.board
        return board.members(board.masks[board.index[source]] & ~self._forbidden(p))

    def can_move(self, player: int) -> bool:
        """Whether ``player`` would have a placement or a step in this position."""
        return self._has_move(player)

    def game_end(self) -> DominationEnd | None:
        """How the current game has ended (neither can move, or the turn limit), None while it goes on."""
        if not self._has_move(0) and not self._has_move(1):
            return DominationEnd.NO_MOVES
        if self.ply >= self.board.turn_limit:
            return DominationEnd.TURN_LIMIT
        return None

    def scores(self) -> tuple[int, int]:
        """The current game's scores ``(A, B)``, as if it ended now."""
        masks = self.token_masks
        return mask_scores(self.board.masks, masks[0], masks[1])

    def breakdown(self, player: int) -> tuple[int, int]:
        """``player``'s score in the current game as (token points, adjacency points)."""
        masks = self.token_masks
        return (TOKEN_POINTS * masks[player].bit_count(),
                adjacency_points(self.board.masks, masks[player], masks[0] | masks[1]))

    def match_scores(self) -> tuple[int, int]:
        """Finished games' scores plus the current game's (as if it ended now)."""
        now = self.scores()
        return (sum(s[0] for s in self.game_scores) + now[0], sum(s[1] for s in self.game_scores) + now[1])

    def legal_moves(self) -> list[DominationMove]:
        """Place first, then steps by source and target; Pass alone when the mover has no move."""
        if self.game_end() is not None:
            return []
        board, p = self.board, self.current_player
        forb = self._forbidden(p)
        moves: list[DominationMove] = []
        if not self._entry_bit(p) & forb:
            moves.append(Place())
        for i in bits(self.token_masks[p]):
            source = board.vertices[i]
            moves.extend(Step(source, t) for t in board.members(board.masks[i] & ~forb))
        return moves or [Pass()]

    def outcome(self) -> Outcome | None:
        end = self.game_end()
        if end is None:
            return None
        a, b = self.match_scores()
        winners = () if a == b else ((0,) if a > b else (1,))
        return Outcome(winners, end, (a, b))

    # -- playing --------------------------------------------------------------------------------
    def refusal(self, move: object) -> IllegalMoveError | None:
        """Why ``move`` is not legal here (an IllegalMoveError to raise), None if it is."""
        if not isinstance(move, (Place, Step, Pass)):
            return IllegalMoveError(DominationRefusal.BAD_MOVE_KIND)
        if self.game_end() is not None:
            return IllegalMoveError(DominationRefusal.GAME_OVER)
        board, p = self.board, self.current_player
        if isinstance(move, Pass):
            return IllegalMoveError(DominationRefusal.MUST_MOVE) if self._has_move(p) else None
        if isinstance(move, Place):
            entry = self.entry_of(p)
            if self.owner(entry) is not None:
                return IllegalMoveError(DominationRefusal.ENTRY_OCCUPIED, vertex=entry)
            if self._entry_bit(p) & self._forbidden(p):
                return IllegalMoveError(DominationRefusal.NEXT_TO_OPPONENT, vertex=entry)
            return None
        for v in (move.source, move.target):
            if v not in board.index:
                return IllegalMoveError(DominationRefusal.NO_SUCH_VERTEX, vertex=v)
        if move.source not in self.tokens[p]:
            return IllegalMoveError(DominationRefusal.NOT_YOUR_TOKEN, vertex=move.source)
        if move.target not in board.neighbours[move.source]:
            return IllegalMoveError(DominationRefusal.NOT_ADJACENT, source=move.source, target=move.target)
        if self.owner(move.target) is not None:
            return IllegalMoveError(DominationRefusal.OCCUPIED, vertex=move.target)
        if (1 << board.index[move.target]) & self._forbidden(p):
            return IllegalMoveError(DominationRefusal.NEXT_TO_OPPONENT, vertex=move.target)
        return None

    def play(self, move: object) -> DominationState:
        """The position after ``move``; IllegalMoveError (a DominationRefusal) for anything not legal."""
        problem = self.refusal(move)
        if problem is not None:
            raise problem
        p = self.current_player
        own = self.tokens[p]
        if isinstance(move, Place):
            own = own | {self.entry_of(p)}
        elif isinstance(move, Step):
            own = (own - {move.source}) | {move.target}
        tokens = (own, self.tokens[1]) if p == 0 else (self.tokens[0], own)
        after = DominationState(self.board, tokens, 1 - p, self.ply + 1, self.match, self.game_index,
                                self.game_scores, self.starter, self.game_endings, self.game_tokens)
        return after.next_game() if self.match and self.game_index == 0 else after

    def next_game(self) -> DominationState:
        """The second game's start once the first has ended (this state while it goes on): the seats
        swap colours, so the other seat plays Blue and moves first."""
        end = self.game_end()
        if end is None or not self.match or self.game_index != 0:
            return self
        return DominationState(self.board, EMPTY_TOKENS, 1 - self.starter, 0, True, 1,
                               self.game_scores + (self.scores(),), 1 - self.starter,
                               self.game_endings + (end,), self.game_tokens + (self.tokens,))

    def with_tokens(self, a: Iterable[int], b: Iterable[int], current_player: int | None = None,
                    ply: int | None = None) -> DominationState:
        """This state with other tokens (for teaching positions and tests; not checked against the ban)."""
        a_set, b_set = frozenset(a), frozenset(b)
        if a_set & b_set or not (a_set | b_set) <= set(self.board.vertices):
            raise ValueError("tokens must lie on distinct vertices of the board")
        return DominationState(self.board, (a_set, b_set), self.current_player if current_player is None else current_player,
                               self.ply if ply is None else ply, self.match, self.game_index, self.game_scores,
                               self.starter, self.game_endings, self.game_tokens)


def new_state(setup: Setup) -> DominationState:
    """The empty board; the seat ``setup.first`` plays Blue and moves first."""
    if setup.board is None:
        raise SetupError(DominationSetupProblem.NO_ENTRY)
    board = board_from_drawing(setup.board)
    return DominationState(board, EMPTY_TOKENS, setup.first, 0, bool(setup.options.get("match", False)), 0, (),
                           setup.first)
