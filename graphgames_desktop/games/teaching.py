"""The teaching layer's engine side: every legal move judged, where a played game turned, and why.

A game plugs in through its spec's ``teaching`` hook (a :class:`Teaching`): ``judge`` gives a
:class:`Judgement` for every legal move, ``why`` gives the mathematics behind one move as
:class:`Reason` codes with numbers (the UI words them in each language), ``shape`` turns a position
into a labelled graph (puzzles are told apart up to isomorphism by it) and ``puzzle_start`` picks a
board and random moves on it for the puzzle generator. Nothing here knows a game's rules.

Verdicts are for the player making the move: WIN means the mover wins after it with best play
from both sides, LOSE that the opponent does, DRAW (scoring games) that the totals come out equal,
UNKNOWN that the solver did not finish in its budget (an honest "not solved").
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any, cast

import networkx as nx

from graphgames_desktop.games.base import Move, S, State, expect, expect_move, keep_most_to_play
from graphgames_desktop.games.setup import Setup
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime

Number = int | float | Fraction


class Verdict(StrEnum):
    WIN = "win"
    DRAW = "draw"
    LOSE = "lose"
    UNKNOWN = "unknown"


#: Seconds to work out why a move wins or loses (a puzzle's answer, a turning point of the review).
WHY_SECONDS = 1.0

#: Better verdicts first, for the mover.
_RANK = {Verdict.WIN: 3, Verdict.DRAW: 2, Verdict.UNKNOWN: 1, Verdict.LOSE: 0}


@dataclass(frozen=True)
class Judgement:
    """One legal move, judged for its mover.

    ``margin``: in a scoring game the mover's final margin after the move with best play (an
    estimate when not ``exact``); in Blue-Red Hackenbush the moves the mover has to spare.
    ``plies``: moves to the end of the game after this one with best play (winner hurrying,
    loser holding out), where the solver knows it. ``value``: the Grundy value left to the
    opponent in an impartial game.
    """

    move: Move
    verdict: Verdict
    margin: Number | None = None
    plies: int | None = None
    value: int | None = None

    @property
    def exact(self) -> bool:
        return self.verdict != Verdict.UNKNOWN


@dataclass(frozen=True)
class Reason:
    """One step of "why", as data: a game's code and its numbers (ints, or strings like "3/2")."""

    code: StrEnum
    params: Mapping[str, object] = field(default_factory=dict)


class Say(StrEnum):
    """What every game's teaching panel states of a position (a game adds codes of its own)."""

    VERDICT = "verdict"  # {seat, verdict, margin (scoring games, exact only)}: the result with best play
    WINNING = "winning"  # {winning, legal, unsolved}: how many moves win (the board ticks exactly these)
    LOSING = "losing"  # {legal}: every legal move loses (all solved)
    UNSOLVED = "unsolved"  # {solved, legal}: not every move was solved in time


@dataclass(frozen=True)
class Claim:
    """One statement of the teaching panel, as data: a code and the facts it states (the UI words it)."""

    code: StrEnum
    params: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Study:
    """One position's analysis, worked out once: the judgement of every legal move (the marks on the
    board), the statements of the teaching panel drawn from them (``claims``), and what a board draws
    besides the marks (``extras``: the magic game's theorem fit). Everything the teaching layer shows of
    the position reads this one object, so the words, the counts and the marks cannot disagree."""

    mover: int
    judgements: tuple[Judgement, ...]
    claims: tuple[Claim, ...] = ()
    extras: Mapping[str, object] = field(default_factory=dict)
    #: Why the best move is what it is (``best``), when it is solved: the same facts as its mark.
    why: tuple[Reason, ...] = ()

    @property
    def verdict(self) -> Verdict:
        """The mover's result with best play (UNKNOWN while a move that might be better is unsolved)."""
        return standing(self.judgements)

    @property
    def winning_moves(self) -> list[Move]:
        """Exactly the moves the board ticks as winning."""
        return [j.move for j in self.judgements if j.verdict == Verdict.WIN]

    @property
    def best(self) -> Judgement | None:
        return best(self.judgements)

    def claim(self, code: StrEnum) -> Claim | None:
        return next((c for c in self.claims if c.code == code), None)


def verdict_claims(mover: int, judgements: Sequence[Judgement], scoring: bool = False) -> list[Claim]:
    """The statements every game makes: the result with best play, then how many moves win (or that
    all lose), or how much is unsolved; every number counted from ``judgements``."""
    verdict = standing(judgements)
    legal = len(judgements)
    solved = sum(1 for j in judgements if j.exact)
    winning = sum(1 for j in judgements if j.verdict == Verdict.WIN)
    params: dict[str, object] = {"seat": mover, "verdict": verdict}
    top = best(judgements)
    if scoring and verdict != Verdict.UNKNOWN and top is not None and top.margin is not None:
        params["margin"] = top.margin
    claims = [Claim(Say.VERDICT, params)]
    if winning:
        claims.append(Claim(Say.WINNING, {"winning": winning, "legal": legal, "unsolved": legal - solved}))
    elif verdict == Verdict.LOSE and not scoring:
        claims.append(Claim(Say.LOSING, {"legal": legal}))
    if solved < legal:
        claims.append(Claim(Say.UNSOLVED, {"solved": solved, "legal": legal}))
    return claims


def plain_study(state: State, judgements: Sequence[Judgement], scoring: bool = False,
                claims: Sequence[Claim] = (), extras: Mapping[str, object] | None = None,
                why: Callable[[Judgement], Sequence[Reason]] | None = None) -> Study:
    """A study from the judgements, the common statements first and then the game's own; ``why`` gives
    the reasons behind the best move (asked only when that move is solved)."""
    mover = state.current_player
    top = best(judgements)
    reasons = tuple(why(top)) if why is not None and top is not None and top.exact else ()
    return Study(mover, tuple(judgements), tuple(verdict_claims(mover, judgements, scoring)) + tuple(claims),
                 dict(extras or {}), reasons)


@dataclass(frozen=True)
class Teaching:
    """A game's teaching hook (GameSpec.teaching).

    ``judge(state, deadline)``: a judgement for every legal move, in ``legal_moves`` order.
    ``study(state, deadline)``: the one analysis of a position the teaching layer shows (its
    judgements are ``judge``'s, its statements drawn from them).
    ``why(state, move, deadline)``: the reasons behind one move. ``shape(state)``: a graph whose
    node attribute ``tag`` (strings) carries everything a position is besides its graph, so that
    two positions are the same puzzle exactly when their shapes are isomorphic.
    ``puzzle_start(rng, difficulty)``: a setup and the moves from it to a candidate position
    (difficulty 1 to 3 sizes the candidate; :func:`random_playout` helps).
    ``scoring``: a game of points (margins) rather than of the last move. ``rarity``: legal moves
    per answer up to which a puzzle is easy, and from which it is hard (games differ in how many
    moves a position offers). ``reasons``: the enums of every code ``why`` gives.
    """

    judge: Callable[[State, Deadline], list[Judgement]]
    study: Callable[[State, Deadline], Study]
    why: Callable[[State, Move, Deadline], list[Reason]]
    shape: Callable[[State], nx.Graph]
    puzzle_start: Callable[[random.Random, int], tuple[Setup, list[Move]]]
    scoring: bool = False
    rarity: tuple[float, float] = (3.0, 6.0)
    #: Every code ``why`` uses, so the UI can be checked to word each one.
    reasons: tuple[type[StrEnum], ...] = ()
    #: Every code of the game's own that ``study`` states (besides Say's), likewise.
    says: tuple[type[StrEnum], ...] = ()


def teaching_for(kind: type[S], judge: Callable[[S, Deadline], list[Judgement]], study: Callable[[S, Deadline], Study],
                 why: Callable[[S, Any, Deadline], list[Reason]], shape: Callable[[S], nx.Graph],
                 puzzle_start: Callable[[random.Random, int], tuple[Setup, list[Move]]], move: type | None = None,
                 **options: Any) -> Teaching:
    """A game's teaching hook from its functions on its own position type ``kind``: each gets the
    position the registry hands around checked to be one (and ``why`` its move checked to be a
    ``move``, when given). ``options``: the rest of :class:`Teaching`."""

    def why_of(state: State, played: Move, deadline: Deadline) -> list[Reason]:
        return why(expect(state, kind), played if move is None else expect_move(played, move), deadline)

    return Teaching(judge=lambda state, deadline: judge(expect(state, kind), deadline),
                    study=lambda state, deadline: study(expect(state, kind), deadline),
                    why=why_of, shape=lambda state: shape(expect(state, kind)), puzzle_start=puzzle_start, **options)


def random_playout(state: State, rng: random.Random, done: Callable[[State], bool], most: int = 200) -> list[Move]:
    """Random moves from ``state`` until ``done`` says stop (or ``most`` moves), never ending the game."""
    moves: list[Move] = []
    while not done(state) and len(moves) < most:
        options = list(state.legal_moves())
        rng.shuffle(options)
        after = next(((m, s) for m in options if (s := state.play(m)).outcome() is None), None)  # lazily: few tried
        if after is None:
            break
        moves.append(after[0])
        state = after[1]
    return moves


# -- ranking ----------------------------------------------------------------------------------------

def rank(j: Judgement) -> tuple[int, float, float]:
    """Sort key, best move for its mover last: verdict, then margin, then a quick win or a long defence."""
    margin = float(j.margin) if j.margin is not None and j.verdict != Verdict.UNKNOWN else 0.0
    if j.plies is None:
        speed = 0.0
    else:
        speed = -j.plies if j.verdict == Verdict.WIN else j.plies
    return (_RANK[j.verdict], margin, speed)


def best(judgements: Sequence[Judgement]) -> Judgement | None:
    return max(judgements, key=rank, default=None)


def standing(judgements: Sequence[Judgement]) -> Verdict:
    """The position's verdict for the player to move: that of their best move (UNKNOWN when a move
    that might be better is unsolved)."""
    top = best(judgements)
    if top is None:
        return Verdict.UNKNOWN
    if top.verdict == Verdict.WIN:
        return Verdict.WIN
    if any(j.verdict == Verdict.UNKNOWN for j in judgements):
        return Verdict.UNKNOWN
    return top.verdict


def verdict_of_margin(margin: Number) -> Verdict:
    return Verdict.WIN if margin > 0 else Verdict.LOSE if margin < 0 else Verdict.DRAW


# -- moves to the end ---------------------------------------------------------------------------------

#: Positions whose (mover wins, plies to the end) are remembered across calls.
_REMOTENESS: dict[Hashable, tuple[bool, int]] = {}
_REMOTENESS_LIMIT = 400_000


def remoteness(state: State, deadline: Deadline) -> tuple[bool, int]:
    """Whether the mover wins a last-move-wins game, and in how many plies with best play (the
    winner hurries, the loser holds out: Steinhaus' remoteness). OutOfTime past the deadline."""
    key = cast(Hashable, state)  # states are frozen dataclasses: hashable
    hit = _REMOTENESS.get(key)
    if hit is not None:
        return hit
    deadline.check()
    outcome = state.outcome()
    if outcome is not None:
        result = (state.current_player in outcome.winners, 0)
    else:
        wins: list[int] = []
        losses: list[int] = []
        for move in state.legal_moves():
            child_wins, child_plies = remoteness(state.play(move), deadline)
            (losses if child_wins else wins).append(child_plies + 1)
        result = (True, min(wins)) if wins else (False, max(losses))
    if len(_REMOTENESS) >= _REMOTENESS_LIMIT:
        _REMOTENESS.clear()
    _REMOTENESS[key] = result
    return result


def plies_after(state: State, moves: Sequence[Move], deadline: Deadline) -> dict[Move, int]:
    """Moves to the end after each move (this move not counted), for those the deadline allows."""
    out: dict[Move, int] = {}
    try:
        for move in moves:
            out[move] = remoteness(state.play(move), deadline)[1]
    except OutOfTime:
        pass
    return out


def longest_resistance(state: State, moves: Sequence[Move], left: Mapping[Move, int], countable: bool) -> list[Move]:
    """A lost player's moves: those after which the game lasts longest with best play (the plies the
    teaching layer shows) where the position is ``countable`` (small enough to count them at once),
    else those leaving the most to play (``left``)."""
    if countable:
        plies = plies_after(state, moves, NO_DEADLINE)
        most = max(plies.values())
        return [m for m in moves if plies[m] == most]
    return keep_most_to_play(moves, left)


def judge_impartial(state: State, values: Mapping[Move, int], plies: Mapping[Move, int]) -> list[Judgement]:
    """Judgements from the Grundy values left by each move (0: the opponent loses); a move without a
    value is unsolved."""
    out = []
    for m in state.legal_moves():
        v = values.get(m)
        if v is None:
            out.append(Judgement(m, Verdict.UNKNOWN))
        else:
            out.append(Judgement(m, Verdict.WIN if v == 0 else Verdict.LOSE, plies=plies.get(m), value=v))
    return out


# -- where a played game turned -----------------------------------------------------------------------

@dataclass(frozen=True)
class PlyReview:
    """Move number ``ply`` (from 1) of a played game, judged against the moves its mover had."""

    ply: int
    mover: int
    played: Judgement | None
    best: Judgement | None
    #: The mover could win (or draw) before the move and cannot after it.
    gave_away: Verdict | None = None
    #: Scoring games: the points the move cost against the best move (0 for a best move).
    cost: Number | None = None
    #: Whether it is proved whether the move gave a result away (else the review only estimates it).
    settled: bool = False

    @property
    def turning(self) -> bool:
        return self.gave_away is not None


@dataclass(frozen=True)
class Standing:
    """Who was winning after a ply: ``leader`` the seat that wins with best play (None for a draw
    or unknown), ``verdict`` for seat 0, ``margin`` for seat 0 where known."""

    verdict: Verdict
    leader: int | None
    margin: Number | None = None


def standing_of(state: State, judgements: Sequence[Judgement] | None) -> Standing:
    """The standing of a position from seat 0's side (a finished game from its outcome)."""
    outcome = state.outcome()
    margin: Number | None
    if outcome is not None:
        margin = outcome.scores[0] - outcome.scores[1] if outcome.scores and len(outcome.scores) == 2 else None
        if not outcome.winners:
            return Standing(Verdict.DRAW, None, margin)
        leader = outcome.winners[0]
        return Standing(Verdict.WIN if leader == 0 else Verdict.LOSE, leader, margin)
    if not judgements:
        return Standing(Verdict.UNKNOWN, None)
    mover = state.current_player
    verdict = standing(judgements)
    top = best(judgements)
    margin = top.margin if top is not None and verdict != Verdict.UNKNOWN else None
    if margin is not None and mover == 1:
        margin = -margin
    if verdict in (Verdict.WIN, Verdict.LOSE):
        leader = mover if verdict == Verdict.WIN else 1 - mover
        return Standing(Verdict.WIN if leader == 0 else Verdict.LOSE, leader, margin)
    return Standing(verdict, None, margin)


def _standing_after(mover: int, j: Judgement) -> Standing | None:
    """The standing of the position a solved move leads to, from seat 0's side (None if unsolved)."""
    if not j.exact:
        return None
    leader = None if j.verdict == Verdict.DRAW else mover if j.verdict == Verdict.WIN else 1 - mover
    margin = None if j.margin is None else (j.margin if mover == 0 else -j.margin)
    return Standing(Verdict.DRAW if leader is None else Verdict.WIN if leader == 0 else Verdict.LOSE, leader, margin)


def settle(j: Judgement, mover: int, after: Standing) -> Judgement:
    """A move left unsolved in its position, settled by the solved position it led to (the same fact
    from the other side: the mover wins exactly when the player to move next loses)."""
    if j.exact or after.verdict == Verdict.UNKNOWN:
        return j
    verdict = Verdict.DRAW if after.leader is None else Verdict.WIN if after.leader == mover else Verdict.LOSE
    margin = None if after.margin is None else (after.margin if mover == 0 else -after.margin)
    return Judgement(j.move, verdict, margin, j.plies, j.value)


def standings(states: Sequence[State], moves: Sequence[Move],
              judged: Mapping[int, Sequence[Judgement]]) -> list[Standing | None]:
    """Each position's standing (None: not judged yet): from its own judgements, or where those leave it
    unsolved, from the previous position's solved judgement of the move that led to it."""
    out: list[Standing | None] = []
    for i, state in enumerate(states):
        own = standing_of(state, judged.get(i)) if i in judged or state.outcome() is not None else None
        if (own is None or own.verdict == Verdict.UNKNOWN) and i > 0 and i - 1 in judged:
            before = next((j for j in judged[i - 1] if j.move == moves[i - 1]), None)
            derived = _standing_after(states[i - 1].current_player, before) if before is not None else None
            own = derived or own
        out.append(own)
    return out


def review_move(ply: int, mover: int, judgements: Sequence[Judgement], move: Move,
                after: Standing | None = None) -> PlyReview:
    """How move ``ply`` compares with the best its mover had (judgements of the position before it;
    ``after``, the standing of the position it led to, settles it when its own judgement is unsolved).

    It is ``settled`` when proved: the move wins, or a better result was proved available, or every
    move was solved. The points a move cost are given only when every move was solved."""
    if after is not None:
        judgements = [settle(j, mover, after) if j.move == move else j for j in judgements]
    played = next((j for j in judgements if j.move == move), None)
    top = best(judgements)
    if played is None or top is None or not played.exact:
        return PlyReview(ply, mover, played, top)
    complete = all(j.exact for j in judgements)
    gave_away = top.verdict if top.exact and _RANK[played.verdict] < _RANK[top.verdict] else None
    settled = played.verdict == Verdict.WIN or complete or gave_away is not None
    cost = top.margin - played.margin if complete and top.margin is not None and played.margin is not None else None
    return PlyReview(ply, mover, played, top, gave_away, cost, settled)


def review(states: Sequence[State], moves: Sequence[Move],
           judged: Mapping[int, Sequence[Judgement]]) -> list[PlyReview]:
    """Every move of a game (``states[i]`` before ``moves[i]``) against the judgements of its position,
    each unsolved move settled where the position it led to is solved (or the game ended)."""
    after = standings(states, moves, judged)
    out = []
    for i, move in enumerate(moves):
        judgements = judged.get(i)
        if judgements is None:
            out.append(PlyReview(i + 1, states[i].current_player, None, None))
        else:
            out.append(review_move(i + 1, states[i].current_player, judgements, move, after[i + 1]))
    return out


def turning_points(reviews: Sequence[PlyReview]) -> list[PlyReview]:
    return [r for r in reviews if r.turning]


def unsettled(reviews: Sequence[PlyReview]) -> list[PlyReview]:
    """The moves of which the review cannot say for sure whether they gave a result away (their
    positions were too big to solve in time): a review with any says its findings are estimates."""
    return [r for r in reviews if not r.settled]


# -- shapes for telling positions apart ---------------------------------------------------------------

def same_shape(a: nx.Graph, b: nx.Graph) -> bool:
    """Whether two tagged shapes are isomorphic (tags kept)."""
    return nx.is_isomorphic(a, b, node_match=nx.algorithms.isomorphism.categorical_node_match("tag", ""))


def shape_hash(g: nx.Graph) -> str:
    """Weisfeiler-Lehman hash of a tagged shape: equal for isomorphic shapes (the converse is checked)."""
    return nx.weisfeiler_lehman_graph_hash(g, node_attr="tag", iterations=3)


def tagged(g: nx.Graph, tags: Mapping[Any, str], default: str = "v") -> nx.Graph:  # Any: keys are invariant
    """A copy of ``g`` as a simple graph with every node tagged (``tags``, else ``default``)."""
    out = nx.Graph()
    for v in g.nodes:
        out.add_node(v, tag=tags.get(v, default))
    out.add_edges_from((u, v) for u, v in g.edges() if u != v)
    return out


def fraction_text(x: Number) -> str:
    """A number as engines hand it to the UI: "3/2", "-1", "0"."""
    f = Fraction(x).limit_denominator(1 << 20) if isinstance(x, float) else Fraction(x)
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"
