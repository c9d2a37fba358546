"""Graph Domination: analysis, teaching and computer players over the rules, and the game's spec.

The rules (moves, board, state, refusals) are in ``games/domination_rules.py``, which the solver
(``games/solve/domination.py``) imports; this module imports both and offers the rules' names too,
so ``graphgames_desktop.games.domination`` stays the game's one public face (``score`` among them).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

import networkx as nx

from graphgames_desktop.games.base import (
    Analysis,
    Choice,
    ComputerPlayer,
    JSONObject,
    Level,
    Move,
    Observation,
    State,
    expect,
    observe_public,
)
from graphgames_desktop.games.domination_rules import (
    RULES_VERSION,
    TOKEN_POINTS,
    DominationBoard,
    DominationEnd,
    DominationMove,
    DominationRefusal,
    DominationSetupProblem,
    DominationState,
    Pass,
    Place,
    Step,
    adjacency_points,
    board_from_drawing,
    choose_entries,
    mask_scores,
    move_from_json,
    new_state,
    score,
    touched,
)
from graphgames_desktop.games.registry import register
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.spec import GameSpec, OptionSpec, Setup
from graphgames_desktop.games.teaching import (
    Claim,
    Judgement,
    Reason,
    Study,
    Verdict,
    plain_study,
    random_playout,
    rank,
    tagged,
    teaching_for,
    verdict_of_margin,
)
from graphgames_desktop.graph import boards

__all__ = [
    "Place", "Step", "Pass", "DominationMove", "move_from_json", "DominationRefusal", "DominationEnd",
    "DominationSetupProblem", "DominationReason", "DominationBoard", "DominationState", "score", "mask_scores",
    "choose_entries", "board_from_drawing", "new_state", "analyse", "move_reasons", "upgrade_record", "SPEC",
]


# -- analysis, teaching, computer players (the search lives in games/solve/domination.py) ------------

class DominationReason(StrEnum):
    """Why a move is good, as codes with parameters (``move_reasons``); the view words them."""

    NEW_TOKEN = "new_token"  # {"points": 3}
    FREES_ENTRY = "frees_entry"  # the token leaves the own entry: another can come in  {"vertex"}
    BLOCKS_ENTRY = "blocks_entry"  # the opponent can no longer place  {"vertex": their entry}
    SAFE_FROM_BAN = "safe_from_ban"  # the opponent can no longer block the own entry next turn  {"vertex"}
    CLAIMS_VERTICES = "claims_vertices"  # {"before", "after": empty vertices next to the mover's tokens,
    #                                        "points_before", "points_after": the mover's adjacency points}
    BANS_VERTICES = "bans_vertices"  # {"before", "after": empty vertices the opponent may still enter}
    TRAPS_OPPONENT = "traps_opponent"  # the opponent has no move after it and must pass
    ENDS_GAME = "ends_game"  # neither can move, or the last turn  {"margin": the mover's final margin}
    FORCED_PASS = "forced_pass"  # no move exists


def analyse(state: DominationState, deadline: Deadline | None = None) -> Analysis:
    """Every legal move's value: the mover's final margin after it with best play (see the solver)."""
    from graphgames_desktop.games.solve import domination as solve  # here, not on top: numba loads in a second or two

    return solve.analyse(state, deadline)


def move_reasons(state: DominationState, move: object) -> list[tuple[DominationReason, dict[str, int]]]:
    """Why ``move`` is good, as codes with parameters; [] for a move that is not legal here."""
    if not isinstance(move, (Place, Step, Pass)) or state.refusal(move) is not None:
        return []
    board, p = state.board, state.current_player
    nbr = board.masks
    reasons: list[tuple[DominationReason, dict[str, int]]] = []
    if isinstance(move, Pass):
        return [(DominationReason.FORCED_PASS, {})]
    after = state.play(move)
    if after.game_index != state.game_index:  # the first game of a match ended with this move
        finished = after.game_scores[-1]
        return [(DominationReason.ENDS_GAME, {"margin": finished[p] - finished[1 - p]})]
    own0, opp = state.token_masks[p], state.token_masks[1 - p]
    own1 = after.token_masks[p]
    if isinstance(move, Place):
        reasons.append((DominationReason.NEW_TOKEN, {"points": TOKEN_POINTS}))
    elif move.source == state.entry_of(p) and not state._entry_bit(p) & touched(nbr, opp):
        reasons.append((DominationReason.FREES_ENTRY, {"vertex": state.entry_of(p)}))
    their_entry = state._entry_bit(1 - p)
    if their_entry & touched(nbr, own1) and not their_entry & touched(nbr, own0) and not their_entry & opp:
        reasons.append((DominationReason.BLOCKS_ENTRY, {"vertex": state.entry_of(1 - p)}))
    entry = state._entry_bit(p)
    if _entry_threatened(nbr, entry, own0, opp) and not _entry_threatened(nbr, entry, own1, opp):
        reasons.append((DominationReason.SAFE_FROM_BAN, {"vertex": state.entry_of(p)}))
    occupied0, occupied1 = own0 | opp, own1 | opp
    # Differences between the position before and after the move, never what merely looks new.
    near0 = (touched(nbr, own0) & ~occupied0 & board.full).bit_count()
    near1 = (touched(nbr, own1) & ~occupied1 & board.full).bit_count()
    points0, points1 = adjacency_points(nbr, own0, occupied0), adjacency_points(nbr, own1, occupied1)
    if (near0, points0) != (near1, points1):
        reasons.append((DominationReason.CLAIMS_VERTICES, {"before": near0, "after": near1,
                                                           "points_before": points0, "points_after": points1}))
    open0 = (~(occupied0 | touched(nbr, own0)) & board.full).bit_count()
    open1 = (~(occupied1 | touched(nbr, own1)) & board.full).bit_count()
    if open0 != open1:
        reasons.append((DominationReason.BANS_VERTICES, {"before": open0, "after": open1}))
    end = after.game_end()
    if end is not None:
        a, b = after.scores()
        reasons.append((DominationReason.ENDS_GAME, {"margin": (a - b) if p == 0 else (b - a)}))
    elif not after._has_move(1 - p):
        reasons.append((DominationReason.TRAPS_OPPONENT, {}))
    return reasons


def _entry_threatened(nbr: Sequence[int], entry: int, own: int, opp: int) -> bool:
    """Whether the opponent (tokens ``opp``) could block ``entry`` with their next move.

    Blocking means putting a token next to the entry; the opponent may step into a vertex that is empty
    and not next to one of ``own``'s tokens (placing cannot block: entries are never adjacent).
    """
    if entry & touched(nbr, opp):
        return False  # already blocked
    open_for_them = ~(own | opp | touched(nbr, own))
    reach = touched(nbr, opp) & open_for_them
    return bool(reach & touched(nbr, entry))


def _analyse(state: State, deadline: Deadline) -> Analysis:
    return analyse(expect(state, DominationState), deadline)


# -- the teaching hook: every move judged, why, puzzles ----------------------------------------------

class DominationWhy(StrEnum):
    """The score a move leads to (the move's other reasons are DominationReason codes)."""

    LEADS_TO = "leads_to"  # {margin, exact: 0/1}: the mover's final margin after it with best play


def judge(state: DominationState, deadline: Deadline | None = None) -> list[Judgement]:
    """Every move judged by the final margin it leads to with best play: exact where the board is
    solved, else an estimate and the honest verdict UNKNOWN."""
    analysis = analyse(state, deadline)
    out = []
    for m in state.legal_moves():
        v = analysis.move_values.get(m)
        if v is None or not isinstance(v, (int, float)):
            out.append(Judgement(m, Verdict.UNKNOWN))
        elif analysis.solved:
            out.append(Judgement(m, verdict_of_margin(v), margin=int(v)))
        else:
            out.append(Judgement(m, Verdict.UNKNOWN, margin=v))
    return out


class DominationSay(StrEnum):
    """What the teaching panel states of a position besides the verdict (parameters in comments)."""

    MARGINS = "margins"  # {moves: ((move, margin, exact), ...)}: the best moves, each with the final margin it leads to
    DOES = "does"  # {move, reasons: ((DominationReason, params), ...)}: what the best move changes on the board


#: How many moves the panel lists with their margins.
MARGINS_SHOWN = 6


def study(state: DominationState, deadline: Deadline | None = None) -> Study:
    """The judgements (exact margins where the board is solved, else estimates), the best moves with
    their margins as the board marks them, and what the best move changes (not for a move proved to
    lose: its gains, said beside its "why", would argue for it)."""
    judged = judge(state, deadline)
    ranked = sorted((j for j in judged if j.margin is not None), key=rank, reverse=True)
    claims = []
    if ranked:
        claims.append(Claim(DominationSay.MARGINS, {"moves": tuple((j.move, j.margin, j.exact) for j in ranked[:MARGINS_SHOWN])}))
    for j in ranked[:3]:
        if j.verdict == Verdict.LOSE:
            break
        reasons = move_reasons(state, j.move)
        if reasons:
            claims.append(Claim(DominationSay.DOES, {"move": j.move, "reasons": tuple(reasons)}))
            break
    return plain_study(state, judged, scoring=True, claims=claims, why=lambda top: why(state, top.move, judged=top))


def why(state: DominationState, move: object, deadline: Deadline | None = None, judged: Judgement | None = None) -> list[Reason]:
    """The final margin the move leads to (``judged``: the move's judgement already made, so the words
    say what its mark says), then what it changes on the board (``move_reasons``). A move proved to
    lose gets the margin alone, and the plain facts of a pass or a game's end: its gains on the board
    are no reason for it, and listed as its "why" they would argue for a losing move."""
    if judged is None:
        judged = next((j for j in judge(state, deadline) if j.move == move), None)
    reasons = []
    if judged is not None and judged.margin is not None:
        reasons.append(Reason(DominationWhy.LEADS_TO, {"margin": judged.margin, "exact": int(judged.exact)}))
    loses = judged is not None and judged.verdict == Verdict.LOSE
    return reasons + [Reason(code, params) for code, params in move_reasons(state, move)
                      if not loses or code in (DominationReason.ENDS_GAME, DominationReason.FORCED_PASS)]


def shape(state: DominationState) -> nx.Graph:
    """The board with tokens (by colour) and entries as tags, and a node for the colour to move and
    the turns left."""
    tags = {}
    for v in state.board.vertices:
        owner = state.owner(v)
        entry = state.board.entries.index(v) if v in state.board.entries else None
        tags[v] = f"{'ab'[state.colour(owner)] if owner is not None else '-'}{'' if entry is None else 'AB'[entry]}"
    g = tagged(state.board.graph(), tags)
    g.add_node("mover", tag=f"mover{state.colour(state.current_player)}:{state.turns_left}:{state.game_index}")
    return g


#: Boards puzzles are played on (each solved exactly in milliseconds), by difficulty.
PUZZLE_BOARDS = {1: ("path-4", "cycle-5", "cycle-6", "path-7", "cycle-9", "moser-spindle"),
                 2: ("path-7", "cycle-6", "cycle-9", "prism-5", "cube", "wheel-6"),
                 3: ("petersen", "prism-5", "hajos", "grotzsch", "wheel-8", "heawood")}


def puzzle_start(rng: random.Random, difficulty: int) -> tuple[Setup, list[Move]]:
    """A small board, and a few random turns into the game."""
    setup = Setup(2, boards.board(rng.choice(PUZZLE_BOARDS[difficulty])), {"match": False}, 0, rng.randrange(2))
    start = new_state(setup)
    count = rng.randrange(2 * difficulty, 5 + 6 * difficulty)
    moves = random_playout(start, rng, lambda s: expect(s, DominationState).ply >= count)
    return setup, moves


TEACHING = teaching_for(
    DominationState, judge, study, why, shape, puzzle_start,
    scoring=True,
    rarity=(2.0, 4.0),
    reasons=(DominationWhy, DominationReason),
    says=(DominationSay,),
)


def upgrade_record(record: JSONObject, version: int) -> JSONObject | None:
    """A record of rules version 1 under version 2 (Blue always moves first; a match swaps colours).

    Version 1 let the seat given Red move first (``first`` 1) and kept the colours in a match's
    second game, where Red moved first; those games cannot be replayed (None). Its other games,
    one game with Blue first, are the same game under version 2.
    """
    setup = record.get("setup")
    if version != 1 or not isinstance(setup, dict):
        return None
    options = setup.get("options") or {}
    if setup.get("first", 0) != 0 or not isinstance(options, dict) or options.get("match"):
        return None
    return {**record, "rules_version": RULES_VERSION}


_SOLVER_LOADED = threading.Event()


def _load_solver() -> None:
    import graphgames_desktop.games.solve.domination  # noqa: F401  (its compiled search: numba loads here)

    _SOLVER_LOADED.set()


@dataclass
class _Computer:
    """A computer player whose solver is imported when it first has a choice to make (on the thread
    that asks it); a lone legal move before that is played at once."""

    level: Level
    solver: ComputerPlayer | None = None

    def choose(self, observation: Observation, rng: random.Random) -> Choice:
        if self.solver is None:
            moves = observation.legal_moves()
            if len(moves) == 1 and not _SOLVER_LOADED.is_set():
                return Choice(moves[0])
            from graphgames_desktop.games.solve.domination import player

            self.solver = player(self.level)
        return self.solver.choose(observation, rng)


def _computer(level: Level) -> ComputerPlayer:
    """A computer player at ``level``. Its compiled search (numba: one to two seconds to load, once a
    session) starts loading now in the background, so the window does not wait for it, nor a first
    move that has no choice."""
    threading.Thread(target=_load_solver, daemon=True).start()
    return _Computer(level)


def forced_pass(state: State) -> Move | None:
    """A player who cannot move passes: the rules leave no choice (the spec's ``forced``)."""
    position = expect(state, DominationState)
    return Pass() if position.outcome() is None and position.legal_moves() == [Pass()] else None


def position_json(state: State) -> JSONObject:
    """A position for a device: each seat's tokens, the entries, who plays Blue, the scores and turns left
    (a match of two games: which game, and the finished games' scores)."""
    dom = expect(state, DominationState)
    return {"tokens": [sorted(dom.tokens[0]), sorted(dom.tokens[1])], "entries": list(dom.entries),
            "blue_seat": dom.blue_seat, "scores": list(dom.scores()), "match_scores": list(dom.match_scores()),
            "turns_left": dom.turns_left, "match": dom.match, "game_index": dom.game_index,
            "game_scores": [list(s) for s in dom.game_scores]}


SPEC = register(GameSpec(
    id="domination",
    rules_version=RULES_VERSION,
    seats=(2, 2),
    hidden_information=False,
    new_state=new_state,
    move_from_json=move_from_json,
    observe=observe_public,
    computer=_computer,
    refusals=DominationRefusal,
    terminations=DominationEnd,
    options=(OptionSpec("match", False),),
    default_board="dodecahedron",
    boards=("dodecahedron", "cycle-5", "cycle-6", "cycle-9", "path-4", "path-7", "cube", "petersen", "prism-5",
            "wheel-6", "wheel-8", "moser-spindle", "hajos", "grotzsch", "heawood", "random-tree", "random-gnp"),
    exact_levels=frozenset({Level.STRONG}),
    analyse=_analyse,
    position_json=position_json,
    upgrade_record=upgrade_record,
    setup_problems=DominationSetupProblem,
    teaching=TEACHING,
    forced=forced_pass,
))
