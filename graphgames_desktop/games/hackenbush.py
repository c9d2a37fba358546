"""Hackenbush: cut an edge; everything no longer connected to the ground falls. No move, you lose.

Modes: Green (either player cuts any edge), Blue-Red (Blue, the first player or Left, cuts blue
edges; Red cuts red ones) and mixed (green edges shared, coloured ones owned). The exact values
(fusion and colon principles; Blue-Red numbers) are in ``games/solve/hackenbush.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache

import networkx as nx

from graphgames_desktop.games.base import (
    Analysis,
    DecodeProblem,
    IllegalMoveError,
    InvalidMoveError,
    JSONObject,
    Level,
    Move,
    Outcome,
    State,
    expect,
    expect_move,
    observe_public,
)
from graphgames_desktop.games.players import solver_players
from graphgames_desktop.games.registry import register
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, BoundedMemo, Deadline, OutOfTime
from graphgames_desktop.games.solve.hackenbush import (
    BLUE,
    GREEN,
    RED,
    ROOT,
    blue_red_sign_of,
    blue_red_value,
    blue_red_value_of,
    green_grundy,
    green_reduction,
    green_value_of,
    grounded,
    parts,
    share_kernel_memos,
)
from graphgames_desktop.games.solve.hackenbush import _stalk_colors as stalk_colors
from graphgames_desktop.games.solve.surreal import stalk_value
from graphgames_desktop.games.spec import BoardKind, GameSpec, OptionSpec, Setup
from graphgames_desktop.games.teaching import (
    Claim,
    Judgement,
    Reason,
    Study,
    Verdict,
    fraction_text,
    judge_impartial,
    longest_resistance,
    plain_study,
    plies_after,
    random_playout,
    teaching_for,
)
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import Drawing

__all__ = ["HackenbushMove", "HackenbushState", "green_grundy", "blue_red_value", "analyse", "SPEC"]

MODES = ("green", "blue_red", "mixed")


class HackenbushRefusal(StrEnum):
    NO_SUCH_EDGE = "no_such_edge"
    NOT_YOUR_COLOR = "not_your_color"
    BAD_MOVE_KIND = "bad_move_kind"


class HackenbushEnd(StrEnum):
    NO_EDGE_TO_CUT = "no_edge_to_cut"


# -- the game --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HackenbushBoard:
    """What never changes in a game: each edge's ends and colour (as the mode plays it), the ground."""

    ends: tuple  # ((edge id, u, v), ...)
    colors: tuple  # ((edge id, colour), ...)
    ground: frozenset
    mode: str
    _ends: dict = field(default_factory=dict, compare=False, repr=False)
    _colors: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        self._ends.update({e: (u, v) for e, u, v in self.ends})
        self._colors.update(dict(self.colors))

    def color(self, eid: int) -> str:
        return self._colors[eid]

    def rooted(self, eids) -> list[tuple]:
        g = self.ground
        return [(ROOT if self._ends[e][0] in g else self._ends[e][0],
                 ROOT if self._ends[e][1] in g else self._ends[e][1], e) for e in eids]

    def ends_of(self, eid: int) -> tuple[int, int]:
        return self._ends[eid]

    def has_edge(self, eid: int) -> bool:
        return eid in self._colors

    def can_cut(self, player: int, eid: int) -> bool:
        c = self._colors[eid]
        return c == GREEN or c == (BLUE if player == 0 else RED)


@dataclass(frozen=True)
class HackenbushMove:
    edge: int

    def to_json(self) -> dict[str, object]:
        return {"edge": self.edge}

    @classmethod
    def from_json(cls, raw: object) -> HackenbushMove:
        if not isinstance(raw, dict) or set(raw) != {"edge"}:
            raise InvalidMoveError(DecodeProblem.MALFORMED)
        edge = raw["edge"]
        if isinstance(edge, bool) or not isinstance(edge, int):
            raise InvalidMoveError(DecodeProblem.MALFORMED)
        return cls(edge)


@dataclass(frozen=True)
class HackenbushState:
    board: HackenbushBoard
    edges: frozenset
    current_player: int = 0

    def legal_moves(self) -> list[HackenbushMove]:
        return [HackenbushMove(e) for e in sorted(self.edges) if self.board.can_cut(self.current_player, e)]

    def play(self, move: object) -> HackenbushState:
        if not isinstance(move, HackenbushMove):
            raise IllegalMoveError(HackenbushRefusal.BAD_MOVE_KIND)
        if move.edge not in self.edges:
            raise IllegalMoveError(HackenbushRefusal.NO_SUCH_EDGE, edge=move.edge)
        if not self.board.can_cut(self.current_player, move.edge):
            raise IllegalMoveError(HackenbushRefusal.NOT_YOUR_COLOR, edge=move.edge, color=self.board.color(move.edge))
        left = grounded(self.board.rooted(self.edges - {move.edge}))
        return HackenbushState(self.board, frozenset(e for _, _, e in left), 1 - self.current_player)

    def outcome(self) -> Outcome | None:
        if self.legal_moves():
            return None
        return Outcome((1 - self.current_player,), HackenbushEnd.NO_EDGE_TO_CUT)

    def rooted(self) -> list[tuple]:
        return self.board.rooted(self.edges)


def ground_vertices(drawing: Drawing) -> set[int]:
    """The vertices the picture stands on.

    The ground listed in the drawing (a library picture's, or the one chosen at setup) when there
    is one; else, in a Hackenbush picture (drawn on the ground line, y = 0), the vertices on the
    line; else the lowest vertices, so that any graph stands on its bottom.
    """
    listed = {v for v in drawing.meta.get("ground", []) if v in drawing.vertices}
    if listed:
        return listed
    if drawing.allows_multi:
        on_line = {v.id for v in drawing.vertices.values() if abs(v.y) <= 0.5}
        if on_line:
            return on_line
    if not drawing.vertices:
        return set()
    lowest = max(v.y for v in drawing.vertices.values())
    return {v.id for v in drawing.vertices.values() if v.y == lowest}


def new_state(setup: Setup) -> HackenbushState:
    drawing = setup.board
    assert drawing is not None
    mode = str(setup.options["mode"])
    colors = []
    for e in sorted(drawing.edges.values(), key=lambda e: e.id):
        if mode == "green":
            c = GREEN
        elif e.color in (BLUE, RED):
            c = e.color
        elif mode == "blue_red":  # a green edge in a Blue-Red game: shared out, alternately
            c = BLUE if e.id % 2 == 0 else RED
        else:
            c = GREEN
        colors.append((e.id, c))
    board = HackenbushBoard(tuple((e.id, e.u, e.v) for e in drawing.edges.values()), tuple(colors),
                            frozenset(ground_vertices(drawing)), mode)
    start = frozenset(e for _, _, e in grounded(board.rooted(drawing.edges)))
    return HackenbushState(board, start, setup.first)


# -- values, analysis and players ------------------------------------------------------------------

def position_sign(state: HackenbushState, deadline: Deadline = NO_DEADLINE) -> int | None:
    """Who wins a Blue-Red position (the sign of its value), or None if a part is too big."""
    try:
        return blue_red_sign_of(state.rooted(), {e: state.board.color(e) for e in state.edges}, deadline)
    except ValueError:
        return None


#: The share of a Blue-Red analysis's time for the exact values of the moves; when they take
#: longer (pictures of 30 edges and more), the rest finds who wins after each move instead.
VALUES_SHARE = 0.5


def position_value(state: HackenbushState, deadline: Deadline = NO_DEADLINE):
    """Nim value (Green), number (Blue-Red), or None (mixed, or too big to value exactly)."""
    if state.board.mode == "green":
        return green_value_of(state.rooted())
    colors = {e: state.board.color(e) for e in state.edges}
    if any(c == GREEN for c in colors.values()):
        return None
    try:
        return blue_red_value_of(state.rooted(), colors, deadline)
    except ValueError:
        return None


def part_values(state: HackenbushState, deadline: Deadline = NO_DEADLINE) -> list[tuple[frozenset, object]]:
    """Each part standing on the ground on its own, with its value (None where there is none)."""
    out = []
    for part in parts(state.rooted()):
        sub = HackenbushState(state.board, frozenset(e for _, _, e in part), state.current_player)
        try:
            out.append((frozenset(e for _, _, e in part), position_value(sub, deadline)))
        except OutOfTime:
            out.append((frozenset(e for _, _, e in part), None))
    return out


#: Positions the mixed search remembers (per board), at most.
MIXED_MEMO_LIMIT = 1_000_000


def _split_value(state: HackenbushState, deadline: Deadline) -> tuple[Fraction, int] | None:
    """(x, n) when every part is all green or all blue and red: the position is then the number x
    (the Blue-Red parts' sum) plus the nimber *n (the green parts' nim sum); else None."""
    x, n = Fraction(0), 0
    for part in parts(state.rooted()):
        colours = {state.board.color(e) for _, _, e in part}
        if colours == {GREEN}:
            n ^= green_value_of(part)
        elif GREEN in colours:
            return None
        else:
            try:
                x += blue_red_value_of(part, {e: state.board.color(e) for _, _, e in part}, deadline)
            except ValueError:  # too big to value: the mixed search decides
                return None
    return x, n


def _mover_wins_sum(x: Fraction, n: int, player: int) -> bool:
    """Who wins x + *n: a positive number wins for Blue (player 0) whoever moves, a negative one
    for Red; at 0 the nimber decides (the mover wins unless n = 0)."""
    if x != 0:
        return (x > 0) == (player == 0)
    return n != 0


@lru_cache(maxsize=4)
def _mixed_solver(board: HackenbushBoard):
    memo: BoundedMemo[tuple[frozenset, int], bool] = BoundedMemo(MIXED_MEMO_LIMIT)

    def children(edges: frozenset, player: int) -> Iterator[tuple[frozenset, int]]:
        state = HackenbushState(board, edges, player)
        for m in state.legal_moves():
            yield state.play(m).edges, 1 - player

    def wins(edges: frozenset, player: int, deadline: Deadline) -> bool:
        """Does ``player`` to move win? A depth-first search with its own stack (a picture of
        hundreds of edges must not reach Python's recursion limit), checking the deadline at
        every position it builds."""
        root = (edges, player)
        hit = memo.get(root)
        if hit is not None:
            return hit
        # frame: [position, its options still to try, the option being searched below it]
        stack: list[list] = [[root, children(*root), None]]
        while stack:
            frame = stack[-1]
            result = None
            if frame[2] is not None:  # back from the option searched below
                if not memo.get(frame[2]):
                    result = True
                frame[2] = None
            while result is None:
                deadline.check()
                option = next(frame[1], None)
                if option is None:
                    result = False
                    break
                known = memo.get(option)
                if known is None:
                    frame[2] = option
                    stack.append([option, children(*option), None])
                    break
                if not known:
                    result = True
            if result is not None:
                memo[frame[0]] = result
                stack.pop()
        hit = memo.get(root)
        assert hit is not None
        return hit

    return wins


def _own_material(state: HackenbushState, player: int) -> int:
    """Edges the player may cut minus those the opponent may cut: a heuristic for unsolved play."""
    return sum(1 if state.board.can_cut(player, e) else 0 for e in state.edges) - \
        sum(1 if state.board.can_cut(1 - player, e) else 0 for e in state.edges)


class _After(dict):
    """The position after each move, built when first asked for (not all before the search)."""

    def __init__(self, state: HackenbushState):
        super().__init__()
        self.state = state

    def __missing__(self, move: HackenbushMove) -> HackenbushState:
        self[move] = self.state.play(move)
        return self[move]


def analyse(state: HackenbushState, deadline: Deadline = NO_DEADLINE) -> Analysis:
    moves = state.legal_moves()
    result = Analysis(solved=False, mover_wins=None)
    after = _After(state)
    me = state.current_player
    try:
        if state.board.mode == "green" or all(state.board.color(e) == GREEN for e in state.edges):
            for m in moves:
                deadline.check()
                result.move_values[m] = green_value_of(after[m].rooted())
                result.explored += 1
            result.winning_moves = [m for m, v in result.move_values.items() if v == 0]
            result.solved = True
        else:
            numbers = True
            colors = {e: state.board.color(e) for e in state.edges}
            if GREEN not in colors.values():
                share_kernel_memos(state.rooted(), colors)
                values_until = deadline.part(VALUES_SHARE)
            else:
                values_until = deadline
            try:
                for m in moves:
                    values_until.check()
                    v = position_value(after[m], values_until)
                    if v is None:
                        numbers = False
                        break
                    result.move_values[m] = v
                    result.explored += 1
            except OutOfTime:
                if values_until is deadline:
                    raise
                _who_wins_after(result, moves, after, me, deadline)
                return _finish(result, moves, after, me)
            if numbers:
                good = (lambda v: v >= 0) if me == 0 else (lambda v: v <= 0)
                result.winning_moves = [m for m, v in result.move_values.items() if good(v)]
                numbers_after = [v for v in result.move_values.values() if isinstance(v, Fraction)]
                best = (max if me == 0 else min)(numbers_after, default=None)
                result.preferred = [m for m, v in result.move_values.items() if v == best]
                result.solved = True
            else:
                wins = _mixed_solver(state.board)
                result.move_values = {}
                for m in moves:
                    deadline.check()
                    split = _split_value(after[m], deadline)
                    if split is not None:
                        result.move_values[m] = not _mover_wins_sum(*split, 1 - me)
                    else:
                        result.move_values[m] = not wins(after[m].edges, 1 - me, deadline)
                    result.explored += 1
                result.winning_moves = [m for m, ok in result.move_values.items() if ok]
                result.solved = True
    except OutOfTime:
        pass
    return _finish(result, moves, after, me)


def _who_wins_after(result: Analysis, moves: list[HackenbushMove], after: _After, me: int, deadline: Deadline) -> None:
    """A Blue-Red analysis without the values: whether each move wins (True) or loses, from the
    sign of what it leaves (Blue wins it at >= 0, Red at <= 0: the opponent moves next), as the
    mixed game's analysis has it. Enough for a perfect opponent and the teaching layer's marks."""
    result.move_values = {}
    result.explored = 0
    try:
        for m in moves:
            deadline.check()
            sign = position_sign(after[m], deadline)
            if sign is None:
                return
            result.move_values[m] = sign >= 0 if me == 0 else sign <= 0
            result.explored += 1
    except OutOfTime:
        return
    result.winning_moves = [m for m, ok in result.move_values.items() if ok]
    result.solved = True


def _finish(result: Analysis, moves: list[HackenbushMove], after: _After, me: int) -> Analysis:
    """Who wins, and the moves to prefer when no winning one is known."""
    if result.solved:
        result.mover_wins = bool(result.winning_moves)
    if not result.winning_moves and moves:
        countable = len(after.state.edges) <= PLIES_MAX_EDGES
        if result.solved and (countable or not result.preferred):  # lost: hold out longest (big Blue-Red: the best value)
            result.preferred = longest_resistance(after.state, moves, {m: len(after[m].edges) for m in moves}, countable)
        elif not result.preferred:
            material = {m: _own_material(after[m], me) for m in moves}
            most = max(material.values())
            result.preferred = [m for m in moves if material[m] == most]
    return result


def _analyse(state: State, deadline: Deadline) -> Analysis:
    return analyse(expect(state, HackenbushState), deadline)


# -- the teaching hook: every move judged, why, puzzles ----------------------------------------------

class HackenbushWhy(StrEnum):
    """Why a cut wins or loses, as the teaching layer words it (parameters in comments)."""

    NOTHING_LEFT = "nothing_left"  # the cut leaves the opponent nothing to cut
    LEFT = "left"  # {edges: standing after the cut, fallen: edges that fell with it}: the picture the reasons speak of
    STALK = "stalk"  # {edges}: a green stalk of n edges is a nim heap of n
    COLON = "colon"  # {edges, value}: branches meeting at a vertex count as one stalk of their nim sum
    # A part with cycles, in the steps the Simplify player shows (one reduction, green_reduction):
    FUSION = "fusion"  # {edges, loops, places, fused: 0/1}: its cycles fuse into loops on that many vertices
    #                    (fused 0: the loops are drawn so, no cycle of two vertices or more)
    LOOPS = "loops"  # {loops: cancelled, kept}: two loops on one vertex cancel; each loop kept is worth one edge
    TREE_LEFT = "tree_left"  # {edges: left, bridges: edges on no cycle, value, colon: 0/1}: what is left and its value
    NIM_SUM = "nim_sum"  # {values: "*1, *2", value}: parts standing apart add by nim sum
    ZERO_LEFT = "zero_left"  # nim value 0 for the opponent to move: they lose
    NONZERO_LEFT = "nonzero_left"  # {value}: the opponent has a cut back to 0
    NUMBER = "number"  # {value: "3/2"}: a Blue-Red picture is a number
    BR_STALK = "br_stalk"  # {colors: "blue, red, red", value}: a stalk's value by sign expansion
    BR_PART = "br_part"  # {edges, value}: one part standing on the ground on its own (parts add up)
    SPARE = "spare"  # {seat, moves: "3/2"}: that seat is ahead by this many moves to spare
    SECOND_PLAYER = "second_player"  # value 0: whoever must cut next loses
    SEARCHED = "searched"  # {wins: 0/1}: a mixed picture, solved by searching every line of play
    UNSOLVED = "unsolved"


#: Positions up to this many edges get moves-to-the-end counts (at most 2^11 edge sets: quick, and
#: done without a clock so that the same position always gets them).
PLIES_MAX_EDGES = 11


def judge(state: HackenbushState, deadline: Deadline = NO_DEADLINE) -> list[Judgement]:
    """Every cut judged: Green by the nim value left, Blue-Red by the number left (the mover wins
    when it is on their side or 0, and has that many moves to spare), mixed by search."""
    analysis = analyse(state, deadline)
    moves = state.legal_moves()
    if not analysis.solved:
        return [Judgement(m, Verdict.UNKNOWN) for m in moves]
    plies = plies_after(state, moves, NO_DEADLINE) if len(state.edges) <= PLIES_MAX_EDGES else {}
    values = analysis.move_values
    nim = {m: v for m, v in values.items() if isinstance(v, int) and not isinstance(v, bool)}
    if len(nim) == len(moves):
        return judge_impartial(state, nim, plies)
    sign = 1 if state.current_player == 0 else -1
    out = []
    for m in moves:
        v = values[m]
        win = m in analysis.winning_moves
        margin = sign * v if isinstance(v, Fraction) else None
        out.append(Judgement(m, Verdict.WIN if win else Verdict.LOSE, margin=margin, plies=plies.get(m)))
    return out


class HackenbushSay(StrEnum):
    """What the teaching panel states of a picture besides the verdict (parameters in comments)."""

    NIM_VALUE = "nim_value"  # {value}: an all-green picture's nim value (0 exactly when the player to move loses)
    NUMBER = "number"  # {value: a Fraction}: a Blue-Red picture's value (positive: Blue wins whoever starts)
    PARTS = "parts"  # {parts: ((edges, value or None), ...)}: parts standing on the ground, whose values add up
    SIMPLIFY = "simplify"  # Green: the picture can be simplified step by step (a link)




def _value_or_none(state: HackenbushState, deadline: Deadline) -> int | Fraction | None:
    """The picture's nim value (all green) or number (all blue and red), None when mixed or out of time."""
    colours = {state.board.color(e) for e in state.edges}
    if colours <= {GREEN}:
        return green_value_of(state.rooted())
    if GREEN in colours:
        return None
    try:
        return blue_red_value_of(state.rooted(), {e: state.board.color(e) for e in state.edges}, deadline)
    except (OutOfTime, ValueError):
        return None


def study(state: HackenbushState, deadline: Deadline = NO_DEADLINE) -> Study:
    """The judgements, then the picture's value and its parts' values where they are found in time."""
    judged = judge(state, deadline)  # first and with all the time: the marks matter most
    claims: list[Claim] = []
    if state.edges:
        value = _value_or_none(state, deadline)
        if isinstance(value, int):
            claims.append(Claim(HackenbushSay.NIM_VALUE, {"value": value}))
        elif isinstance(value, Fraction):
            claims.append(Claim(HackenbushSay.NUMBER, {"value": value}))
        pieces = parts(state.rooted())
        if len(pieces) > 1:
            values = [(len(p), _value_or_none(HackenbushState(state.board, frozenset(e for _, _, e in p), state.current_player),
                                              deadline)) for p in pieces]
            claims.append(Claim(HackenbushSay.PARTS, {"parts": tuple(values)}))
        if state.board.mode == "green":
            claims.append(Claim(HackenbushSay.SIMPLIFY))
    return plain_study(state, judged, claims=claims,
                       why=lambda top: why(state, expect_move(top.move, HackenbushMove), deadline))


def _green_part_reasons(part: list[tuple]) -> list[Reason]:
    """A green part's value and the principles that give it: a stalk, a tree (colon), or cycles, in
    the steps the Simplify player shows: fused into loops, loops cancelled in pairs, the tree left."""
    _, steps = green_reduction(part)
    value = steps[-1].params["value"]
    found = {step.code: step for step in steps}  # colon steps may repeat: only whether there is one counts
    colon = int("colon" in found)
    loops = found.get("loops")
    if loops is None:
        if not colon:
            return [Reason(HackenbushWhy.STALK, {"edges": len(part)})]
        return [Reason(HackenbushWhy.COLON, {"edges": len(part), "value": value})]
    total = loops.params["total"]
    return [Reason(HackenbushWhy.FUSION, {"edges": len(part), "loops": total, "places": loops.params["places"],
                                          "fused": int("fuse" in found)}),
            Reason(HackenbushWhy.LOOPS, {"loops": loops.params["cancelled"], "kept": loops.params["kept"]}),
            Reason(HackenbushWhy.TREE_LEFT, {"edges": len(loops.tree), "bridges": len(part) - total, "value": value,
                                             "colon": colon})]


def why(state: HackenbushState, move: HackenbushMove, deadline: Deadline = NO_DEADLINE) -> list[Reason]:
    """What the cut leaves: in Green, each part's nim value by the stalk, colon and fusion principles
    and their nim sum; in Blue-Red, the number left and who has moves to spare."""
    after = state.play(move)
    if not after.legal_moves():
        return [Reason(HackenbushWhy.NOTHING_LEFT)]
    # First what is left, so that every later count speaks of it (a key's "a part of 10 edges" under a
    # picture of 11 read as false).
    left = Reason(HackenbushWhy.LEFT, {"edges": len(after.edges), "fallen": len(state.edges) - 1 - len(after.edges)})
    return [left, *_why_left(after, deadline)]


def _why_left(after: HackenbushState, deadline: Deadline) -> list[Reason]:
    """The reasons of ``why`` about the picture a cut leaves."""
    colours = {after.board.color(e) for e in after.edges}
    if colours == {GREEN}:
        reasons = []
        values = []
        for part in parts(after.rooted()):
            reasons.extend(_green_part_reasons(part))
            values.append(green_value_of(part))
        total = 0
        for v in values:
            total ^= v
        if len(values) > 1:
            reasons.append(Reason(HackenbushWhy.NIM_SUM, {"values": ", ".join(f"*{v}" for v in values), "value": total}))
        reasons.append(Reason(HackenbushWhy.ZERO_LEFT) if total == 0 else Reason(HackenbushWhy.NONZERO_LEFT, {"value": total}))
        return reasons
    try:
        value = position_value(after, deadline)
    except OutOfTime:
        return [Reason(HackenbushWhy.UNSOLVED)]
    if isinstance(value, Fraction):
        reasons = []
        by_edge = {e: after.board.color(e) for e in after.edges}
        pieces = parts(after.rooted())
        for part in pieces:
            stalk = stalk_colors(part, by_edge)
            if stalk is not None:
                reasons.append(Reason(HackenbushWhy.BR_STALK, {"colors": ", ".join(stalk),
                                                               "value": fraction_text(stalk_value(stalk))}))
            elif len(pieces) > 1:
                reasons.append(Reason(HackenbushWhy.BR_PART, {"edges": len(part),
                                                              "value": fraction_text(blue_red_value_of(part, by_edge))}))
        reasons.append(Reason(HackenbushWhy.NUMBER, {"value": fraction_text(value)}))
        if value == 0:
            reasons.append(Reason(HackenbushWhy.SECOND_PLAYER))
        else:
            reasons.append(Reason(HackenbushWhy.SPARE, {"seat": 0 if value > 0 else 1, "moves": fraction_text(abs(value))}))
        return reasons
    reply = analyse(after, deadline)
    if not reply.solved:
        return [Reason(HackenbushWhy.UNSOLVED)]
    return [Reason(HackenbushWhy.SEARCHED, {"wins": int(not reply.mover_wins)})]


def shape(state: HackenbushState) -> nx.Graph:
    """The picture with the ground as one node and every edge as a node tagged with its colour (so
    loops and parallel edges survive), and a node naming the player to move."""
    g = nx.Graph()
    g.add_node(ROOT, tag="ground")
    g.add_node("mover", tag=f"mover{state.current_player}")
    for u, v, e in state.rooted():
        for x in (u, v):
            if x not in g:
                g.add_node(x, tag="v")
        g.add_node(("edge", e), tag=state.board.color(e))
        g.add_edge(u, ("edge", e))
        g.add_edge(v, ("edge", e))
    return g


PUZZLE_BOARDS = ("bamboo", "hb-tree", "house", "flower", "christmas-tree", "girl")
#: The most edges a puzzle keeps, by difficulty.
PUZZLE_EDGES = {1: 6, 2: 6, 3: 12}


def puzzle_start(rng: random.Random, difficulty: int) -> tuple[Setup, list[Move]]:
    """A library picture or a random rooted one, Green or Blue-Red, cut at random down to size."""
    if rng.random() < 0.5:
        board = boards.board(rng.choice(PUZZLE_BOARDS))
    else:
        board = boards.random_rooted(PUZZLE_EDGES[difficulty] + 4, rng.randrange(1 << 30))
    mode = "green" if rng.random() < 0.5 else "blue_red"
    setup = Setup(2, board, {"mode": mode}, 0, rng.randrange(2))
    cap = PUZZLE_EDGES[difficulty]
    moves = random_playout(new_state(setup), rng, lambda s: len(expect(s, HackenbushState).edges) <= cap - rng.randrange(3))
    return setup, moves


TEACHING = teaching_for(
    HackenbushState, judge, study, why, shape, puzzle_start,
    move=HackenbushMove,
    rarity=(3.0, 6.0),
    reasons=(HackenbushWhy,),
    says=(HackenbushSay,),
)


def position_json(state: State) -> JSONObject:
    """What is left of the board, for a device: each edge still grounded (the drawing's edge id) with its
    colour, and the ground's vertices."""
    hb = expect(state, HackenbushState)
    return {"edges": [{"id": e, "color": hb.board.color(e)} for e in sorted(hb.edges)],
            "ground": sorted(hb.board.ground)}


SPEC = register(GameSpec(
    id="hackenbush",
    rules_version=1,
    seats=(2, 2),
    hidden_information=False,
    new_state=new_state,
    move_from_json=HackenbushMove.from_json,
    observe=observe_public,
    computer=solver_players(_analyse),
    refusals=HackenbushRefusal,
    terminations=HackenbushEnd,
    options=(OptionSpec("mode", "green", MODES),),
    board=BoardKind.MULTI,
    default_board="house",
    boards=("bamboo", "hb-tree", "house", "flower", "christmas-tree", "girl", "random-rooted"),
    exact_levels=frozenset({Level.STRONG}),
    analyse=_analyse,
    position_json=position_json,
    teaching=TEACHING,
))
