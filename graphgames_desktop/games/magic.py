"""The vertex-magic labelling game (Boudreau, Hartnell, Schmeisser and Whiteley, 2002).

Rules. On a graph with V vertices and E edges the labels are 1..V+E, each used at most once; the
*elements* are the vertices and the edges, each labelled at most once. Two players alternate giving
an unused label to an unlabelled element. The closed set S(x) of a vertex x is x and its edges.
The first time some S(x) is fully labelled its sum becomes the magic constant k (if one move
completes two vertices at once, by labelling the edge between them, both sums must be equal);
from then on every completed S(x) must sum to k. A move that would break this is illegal (partial
sums may exceed k). Whoever cannot move loses (the last player able to move wins). The rules are in
``games/magic_rules.py``, which the solvers import; this module imports both and offers the rules' names.

API (pure Python; the view and the solvers use nothing else):

* ``legal_moves(g, labels) -> set`` and ``first_player_wins(g) -> bool``: the functions outside
  checks call (DESIGN.md). ``labels`` maps a vertex ``v`` or an edge ``frozenset({u, v})`` to its
  label; a move is a pair ``(element, label)`` with the same element keys.
* ``MagicBoard``: the graph as elements (vertices in order, then edges), ``closed(x)``, ``size``
  (the largest label, V+E).
* ``MagicMove(element, label)``: ``element`` a vertex id or a ``frozenset`` edge; JSON
  ``{"vertex": v, "label": l}`` or ``{"edge": [u, v], "label": l}`` (``move_from_json`` is strict and
  raises ``InvalidMoveError(DecodeProblem.MALFORMED)``).
* ``MagicState``: immutable; ``current_player``, ``legal_moves()``, ``play(move)`` (refuses with
  ``IllegalMoveError(MagicRefusal.*, **details)``, see ``refusal``), ``outcome()`` (``MagicEnd``), and
  reading helpers: ``labels``, ``label_of``, ``k``, ``unused``, ``partial_sum(x)``, ``open_count(x)``,
  ``dead()``, ``where(label)``, ``legal_labels(element)``.
* ``MagicObservation``: what ``SPEC.observe`` returns (a ``PublicObservation``: the whole state)
  with everything the view shows: ``vertices``, ``edges``, ``labels``, ``unused``, ``k``, ``to_play``,
  ``sums`` and ``open_counts`` per vertex, ``dead``, ``where(label)`` and ``refusal(move)``.
* Refusal details (all data, the view words them): ``NO_SUCH_ELEMENT`` {element};
  ``LABEL_OUT_OF_RANGE`` {label, largest}; ``LABEL_USED`` {label, element}; ``ALREADY_LABELLED``
  {element, label}; ``BREAKS_MAGIC`` {vertex, sum, k} ("vertex 3 would sum to 14, not k = 12");
  ``UNEQUAL_SUMS`` {vertices: (u, v), sums: (su, sv)} (the first completion, at two vertices with
  different sums); ``GAME_OVER``; ``BAD_MOVE_KIND``.
* Endings: ``MagicEnd.NO_LEGAL_MOVE`` (the player to move is stuck and loses) and
  ``MagicEnd.ALL_LABELLED`` (every element got a label: the players built a vertex-magic total
  labelling; the last mover wins).
* ``SPEC.analyse(state, deadline)`` (``analyse`` here): ``Analysis`` with ``winning_moves``,
  ``mover_wins`` (the value) and ``solved``; ``SPEC.computer(level)`` for easy, medium and strong.
  The solver and players live in ``games/solve/magic.py``.
* The paper's theorems (``games/solve/magic_theorems.py``): ``family_fit(g) -> FamilyFit | None``
  (``theorem``, ``core_vertices``, ``core_edges``, ``stems`` {stem: leaves}, ``leaves``, ``special``
  (Theorem 2's v), ``core_odd``, ``first_player_wins`` / ``winner`` (None when the theorem is
  silent), ``companion_pairs()``, ``root``); ``pairing_move(state) -> PairingAdvice | None`` for the
  player the theorem makes win: ``move``, ``step`` (a ``PairingStep`` code: the lemma in force),
  ``fit``, ``total`` (matches add to it; it is k once set) and ``matched`` (the opponent's last
  label and its match), given only on the strategy's line (``on_line``: the winner reached the
  position by always answering as the strategy says), where the theorem's proof covers it. The
  judge and the strong computer play it there; off the line the solver decides.
"""

from __future__ import annotations

import random
from enum import StrEnum

import networkx as nx

from graphgames_desktop.games.base import Analysis, ComputerPlayer, JSONObject, Level, Move, State, expect
from graphgames_desktop.games.magic_rules import (
    Element,
    MagicBoard,
    MagicEnd,
    MagicMove,
    MagicObservation,
    MagicRefusal,
    MagicSetupProblem,
    MagicState,
    legal_moves,
    move_from_json,
    new_state,
    observe,
)
from graphgames_desktop.games.registry import register
from graphgames_desktop.games.solve.grundy import NO_DEADLINE, Deadline, OutOfTime
from graphgames_desktop.games.solve.magic import LINE_SHARE, player, position_key, shared_solver, solve_graph
from graphgames_desktop.games.solve.magic import analyse as solve_analyse
from graphgames_desktop.games.solve.magic_theorems import FamilyFit, Theorem, family_fit, loser_on_line, on_line, pairing_move
from graphgames_desktop.games.spec import GameSpec, Setup
from graphgames_desktop.games.teaching import Claim, Judgement, Reason, Study, Verdict, plain_study, random_playout, teaching_for
from graphgames_desktop.graph import boards

__all__ = [
    "MagicMove", "MagicRefusal", "MagicEnd", "MagicSetupProblem", "MagicBoard", "MagicState", "MagicObservation",
    "move_from_json", "legal_moves", "first_player_wins", "new_state", "observe", "analyse", "SPEC",
]


def first_player_wins(g: nx.Graph) -> bool:
    """Does the first player win the game on ``g`` from the empty labelling, with perfect play (exact)."""
    return solve_graph(g)


# -- analysis and computer players (the solver lives in games/solve/magic.py) ------------------------

def analyse(state: MagicState, deadline: Deadline | None = None) -> Analysis:
    """Winning moves and the mover's value, exact where the solver finishes within ``deadline``."""
    return solve_analyse(state, deadline)


def _analyse(state: State, deadline: Deadline) -> Analysis:
    return analyse(expect(state, MagicState), deadline)


def _computer(level: Level) -> ComputerPlayer:
    return player(level)


# -- the teaching hook: every move judged, why, puzzles ----------------------------------------------

class MagicWhy(StrEnum):
    """Why a move wins or loses (the pairing strategy's own steps are PairingStep codes)."""

    THEOREM = "theorem"  # {theorem: 1 or 2, odd: 0/1, core, seat: the winner's, first: 0/1 the winner moved first}
    MATCH = "match"  # {label, match, total}: the labels go in pairs adding up to total
    LAST_MOVE = "last_move"  # {open}: the opponent has no move left after it (``open`` elements stay unlabelled)
    LEAVES_LOST = "leaves_lost"  # {replies}: none of the opponent's replies wins (found by the solver)
    LEAVES_WON = "leaves_won"  # {replies, winning}: the opponent has winning replies (found by the solver)
    A_REPLY_WINS = "a_reply_wins"  # {replies}: at least one reply wins (not all were counted in time)
    UNSOLVED = "unsolved"  # too big to solve in time


class MagicSay(StrEnum):
    """What the teaching panel states of a position besides the verdict (parameters in comments)."""

    STRATEGY_WINS = "strategy_wins"  # {seat}: the player to move wins by the paper's pairing strategy
    WINNING_PLACES = "winning_places"  # {places: ((element, (label, ...)), ...)}: every ticked winning move, by place
    THEOREM = "theorem"  # {theorem, odd, core, first: the seat that moved first, winner: the seat that wins}
    THEOREM_SILENT = "theorem_silent"  # {core}: Theorem 2's family, but the theorem says nothing here
    COMPANIONS = "companions"  # companions carry the same letter on the board
    MATCH = "match"  # {last, match, total}: the opponent's last label and its match
    STEP = "step"  # {step: a PairingStep, label, element, total}: the strategy's answer and the rule behind it
    ANSWERS = "answers"  # {seat, winner}: on the line, whatever seat plays, winner answers with the match
    LEFT_LINE = "left_line"  # {winner}: the game has left the strategy's line; the solver judges from here


def theorem_params(state: MagicState, fit: FamilyFit) -> dict[str, object]:
    """The theorem deciding the board, with the seats as they sit: who moved first, who wins."""
    first = state.first_seat
    return {"theorem": 1 if fit.theorem == Theorem.ONE else 2, "odd": int(fit.core_odd),
            "core": len(fit.core_vertices) + len(fit.core_edges), "first": first,
            "winner": first if fit.first_player_wins else 1 - first}


def study(state: MagicState, deadline: Deadline | None = None) -> Study:
    """Every move judged, the winning ones listed by place as the board ticks them, and on the paper's
    families the theorem with the seats named as they sit, and the strategy's step where the game is
    on its line (or that it has left it)."""
    deadline = deadline or NO_DEADLINE
    judged = judge(state, deadline)
    claims: list[Claim] = []
    fit = family_fit(state.board.graph())
    advice = pairing_move(state, deadline) if fit is not None else None
    places: dict[Element, list[int]] = {}
    for j in judged:
        if j.verdict == Verdict.WIN and isinstance(j.move, MagicMove):
            places.setdefault(j.move.element, []).append(j.move.label)
    if places:
        claims.append(Claim(MagicSay.WINNING_PLACES, {"places": tuple((e, tuple(sorted(ls))) for e, ls in places.items())}))
    if advice is not None:
        claims.append(Claim(MagicSay.STRATEGY_WINS, {"seat": state.current_player}))
    if fit is not None and fit.first_player_wins is None:
        claims.append(Claim(MagicSay.THEOREM_SILENT, {"core": len(fit.core_vertices) + len(fit.core_edges)}))
    elif fit is not None:
        params = theorem_params(state, fit)
        claims.append(Claim(MagicSay.THEOREM, params))
        if fit.companions:
            claims.append(Claim(MagicSay.COMPANIONS))
        if advice is not None:
            if advice.matched is not None:
                last, match = advice.matched
                claims.append(Claim(MagicSay.MATCH, {"last": last, "match": match, "total": advice.total}))
            claims.append(Claim(MagicSay.STEP, {"step": advice.step, "label": advice.move.label,
                                                "element": advice.move.element, "total": advice.total}))
        elif state.outcome() is None:
            try:
                line = on_line(state, deadline)
            except OutOfTime:
                line = None
            if line:
                claims.append(Claim(MagicSay.ANSWERS, {"seat": state.current_player, "winner": params["winner"]}))
            elif line is False:
                claims.append(Claim(MagicSay.LEFT_LINE, {"winner": params["winner"]}))
    return plain_study(state, judged, claims=claims, extras={"fit": fit, "advice": advice},
                       why=lambda top: why(state, top.move, deadline))


def judge(state: MagicState, deadline: Deadline | None = None) -> list[Judgement]:
    """Every (element, label) judged: on the theorems' boards, on the pairing strategy's line, its move
    wins and every move of its opponent loses (the winner has the strategy's answer to it) at once;
    the other moves by the solver within the deadline (not solved past it)."""
    deadline = deadline or NO_DEADLINE
    if loser_on_line(state, deadline.part(LINE_SHARE)):  # at once, on boards of any size
        return [Judgement(m, Verdict.LOSE) for m in state.legal_moves()]
    analysis = analyse(state, deadline)
    values = {m: v for m, v in analysis.move_values.items() if isinstance(v, bool)}
    solver = shared_solver()
    try:
        for m in state.legal_moves():
            if m not in values:
                values[m] = not solver.wins(position_key(state.play(m)), deadline)
    except OutOfTime:
        pass
    return [Judgement(m, Verdict.UNKNOWN) if m not in values else Judgement(m, Verdict.WIN if values[m] else Verdict.LOSE)
            for m in state.legal_moves()]


def why(state: MagicState, move: object, deadline: Deadline | None = None) -> list[Reason]:
    """The theorem that decides the board and the pairing step in force when the move is the
    strategy's; else what the solver finds the move leaves the opponent."""
    if not isinstance(move, MagicMove):
        return []
    deadline = deadline or NO_DEADLINE
    after = state.play(move)
    reasons: list[Reason] = []
    advice = pairing_move(state, deadline)
    if advice is not None and advice.move == move:
        params = theorem_params(state, advice.fit)
        reasons.append(Reason(MagicWhy.THEOREM, {"theorem": params["theorem"], "odd": params["odd"], "core": params["core"],
                                                 "seat": params["winner"], "first": int(params["winner"] == params["first"])}))
        if advice.matched is not None:
            reasons.append(Reason(MagicWhy.MATCH, {"label": advice.matched[0], "match": advice.matched[1],
                                                   "total": advice.total}))
        place = sorted(move.element) if isinstance(move.element, frozenset) else [move.element]
        reasons.append(Reason(advice.step, {"label": move.label, "total": advice.total,
                                            "place": "–".join(str(v + 1) for v in place if isinstance(v, int))}))
        return reasons
    replies = after.legal_moves()
    if not replies:
        return [Reason(MagicWhy.LAST_MOVE, {"open": after.board.size - len(after.used)})]
    solver = shared_solver()
    keys = [position_key(after.play(r)) for r in replies]
    # Settled replies first (the judge's search found them; free), then the others: each reply counted
    # once, so the count is exact (replies equal up to symmetry share a key, settled by the first of them).
    keys.sort(key=lambda key: solver.memo.get(key) is None)
    winning = 0
    try:
        for key in keys:
            winning += not solver.wins(key, deadline)
    except OutOfTime:
        return [Reason(MagicWhy.A_REPLY_WINS, {"replies": len(replies)})] if winning else [Reason(MagicWhy.UNSOLVED)]
    if winning:
        return [Reason(MagicWhy.LEAVES_WON, {"replies": len(replies), "winning": winning})]
    return [Reason(MagicWhy.LEAVES_LOST, {"replies": len(replies)})]


def shape(state: MagicState) -> nx.Graph:
    """The board with each element's label as its tag (edges as nodes of their own), and the mover."""
    g = nx.Graph()
    labels = state.labels
    for v in state.board.vertices:
        g.add_node(("v", v), tag=f"v{labels.get(v, 0)}")
    for e in state.board.edges:
        a, b = sorted(e)
        g.add_node(("e", a, b), tag=f"e{labels.get(e, 0)}")
        g.add_edges_from(((("e", a, b), ("v", a)), (("e", a, b), ("v", b))))
    g.add_node("mover", tag=f"mover{state.current_player}")
    return g


#: Boards puzzles are played on, and how many elements a puzzle leaves unlabelled, by difficulty (the
#: solver answers such positions in milliseconds; from the empty board it may take minutes).
PUZZLE_BOARDS = ("path-4", "star-5", "cycle-5", "bipartite-2-3", "complete-4", "cycle-6", "prism-3", "path-7")
PUZZLE_OPEN = {1: (5, 6), 2: (5, 6), 3: (6, 6)}


def puzzle_start(rng: random.Random, difficulty: int) -> tuple[Setup, list[Move]]:
    """A small board labelled at random until a few elements are left open."""
    setup = Setup(2, boards.board(rng.choice(PUZZLE_BOARDS)), {}, 0, rng.randrange(2))
    left = rng.randint(*PUZZLE_OPEN[difficulty])

    def open_elements(state: State) -> int:
        magic_state = expect(state, MagicState)
        return magic_state.board.size - len(magic_state.used)

    return setup, random_playout(new_state(setup), rng, lambda s: open_elements(s) <= left)


TEACHING = teaching_for(
    MagicState, judge, study, why, shape, puzzle_start,
    rarity=(3.0, 8.0),
    reasons=(MagicWhy,),  # and PairingStep codes (solve/magic_theorems.py), which the view words too
    says=(MagicSay,),
)


def position_json(state: State) -> JSONObject:
    """A position for a device: the labels given (on a vertex id or an edge's two ends), the labels left,
    and the magic constant once a sum is complete (None before)."""
    magic = expect(state, MagicState)
    labels = [{"edge": sorted(element), "label": label} if isinstance(element, frozenset)
              else {"vertex": element, "label": label} for element, label in magic.labels.items()]
    return {"labels": labels, "unused": list(magic.unused), "k": magic.k}


SPEC = register(GameSpec(
    id="magic",
    rules_version=1,
    seats=(2, 2),
    hidden_information=False,
    new_state=new_state,
    move_from_json=move_from_json,
    observe=observe,
    computer=_computer,
    refusals=MagicRefusal,
    terminations=MagicEnd,
    default_board="path-4",
    boards=("path-4", "cycle-5", "star-5", "complete-4", "cycle-6", "path-7", "bipartite-2-3", "prism-3",
            "random-tree"),
    exact_levels=frozenset({Level.STRONG}),
    analyse=_analyse,
    position_json=position_json,
    setup_problems=MagicSetupProblem,
    teaching=TEACHING,
))
