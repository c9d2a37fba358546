"""Random games on the paper's theorem families, played along the pairing strategy and then off it,
and a check that the magic game's judge, analysis (Hint) and strong computer say what the
exhaustive solver proves in each position. Shared by the tests (a bounded run) and
benchmarks/magic_lines.py (a bigger one)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field

import networkx as nx

from graphgames_desktop.games import magic
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.magic import MagicBoard, MagicState
from graphgames_desktop.games.solve import magic as solve
from graphgames_desktop.games.solve.grundy import NO_DEADLINE
from graphgames_desktop.games.solve.magic_theorems import family_fit, pairing_move
from graphgames_desktop.games.teaching import Verdict


def spider(legs, core_edges=None, special=None) -> nx.Graph:
    """Stems 0..len(legs)-1 joined by ``core_edges`` (a path by default), stem i with legs[i] leaves;
    ``special``: the core neighbours of one more vertex (Theorem 2's v, numbered len(legs))."""
    g = nx.Graph()
    n = len(legs)
    g.add_nodes_from(range(n))
    g.add_edges_from(core_edges if core_edges is not None else [(i, i + 1) for i in range(n - 1)])
    if special is not None:
        g.add_edges_from((n, s) for s in special)
    nxt = n + (special is not None)
    for i, count in enumerate(legs):
        for _ in range(count):
            g.add_edge(i, nxt)
            nxt += 1
    return g


#: Theorem 1 with an odd core (the first player wins), with an even core (the second player wins),
#: and Theorem 2, each small enough for the exhaustive solver once a few labels are down.
FAMILIES = {
    "K1,3": nx.star_graph(3), "K1,4": nx.star_graph(4), "K1,5": nx.star_graph(5), "S(3,2)": spider([3, 2]),
    "C3(3,2,2)": spider([3, 2, 2], [(0, 1), (1, 2), (2, 0)]),
    "v-(3,3)": spider([3, 3], [], special=[0, 1]),
}


def walk(g: nx.Graph, rng: random.Random, leave_at: int | None) -> Iterator[tuple[MagicState, bool]]:
    """One game: the theorem's winner plays the strategy's answers until its ``leave_at``-th move (None:
    never); from then on it answers the opponent's label with its match on a place of its own choosing
    (the pairs still add up, as off the line they easily do) or plays at random. Yields each position
    before a move with whether the game is still on the strategy's line."""
    fit = family_fit(g)
    assert fit is not None and fit.winner is not None
    state = MagicState.start(MagicBoard.from_graph(g))
    total = state.board.size + (0 if fit.core_odd else 1)
    on_line, answers, last = True, 0, None
    while state.outcome() is None:
        yield state, on_line
        winner_to_move = len(state.used) % 2 == fit.winner
        moves = state.legal_moves()
        if winner_to_move and on_line and (leave_at is None or answers < leave_at):
            advice = pairing_move(state)
            assert advice is not None, ("the strategy has no answer on its own line", state.labels)
            move = advice.move
            answers += 1
        else:
            matches = [m for m in moves if last is not None and m.label == total - last.label]
            move = rng.choice(matches if winner_to_move and matches and rng.random() < 0.7 else moves)
            on_line = on_line and not winner_to_move
        last = move
        state = state.play(move)


@dataclass
class Tally:
    """What a run checked, and every disagreement with the solver (empty when all agree)."""

    positions: int = 0
    on_line: int = 0
    moves_judged: int = 0
    problems: list[str] = field(default_factory=list)




def check(state: MagicState, reference: solve.MagicSolver, rng: random.Random, tally: Tally, on_line: bool) -> None:
    """The judge, the analysis and the strong computer against the solver, in one position."""
    tally.positions += 1
    tally.on_line += on_line
    proved = {m: not reference.wins(solve.position_key(state.play(m))) for m in state.legal_moves()}
    winning = {m for m, wins in proved.items() if wins}
    where = f"{state.labels} (seat {state.current_player} to move)"
    for j in magic.judge(state, NO_DEADLINE):
        tally.moves_judged += 1
        if j.verdict != (Verdict.WIN if proved[j.move] else Verdict.LOSE):
            tally.problems.append(f"judge: {j.move} {j.verdict} at {where}")
    analysis = magic.analyse(state, NO_DEADLINE)
    if not analysis.solved or analysis.mover_wins != bool(winning) or not set(analysis.winning_moves) <= winning \
            or (winning and not analysis.winning_moves):
        tally.problems.append(f"analyse: {analysis.winning_moves} vs {sorted(map(str, winning))} at {where}")
    choice = solve.MagicPlayer(Level.STRONG, seconds=10_000).choose(magic.SPEC.observe(state, state.current_player), rng)
    if winning and choice.move not in winning:
        tally.problems.append(f"strong computer: {choice.move} loses at {where}")


def run(names: list[str], games: int, seed: int, most_open: int = 9, tally: Tally | None = None) -> Tally:
    """``games`` games on each board: a third along the strategy to the end, the rest leaving it at a
    random answer; every position with at most ``most_open`` open elements is checked (the solver
    needs seconds for a board's first positions with 11)."""
    tally = tally or Tally()
    rng = random.Random(seed)
    for name in names:
        g = FAMILIES[name]
        reference = solve.MagicSolver()
        for i in range(games):
            leave_at = None if i % 3 == 0 else rng.randrange(0, MagicBoard.from_graph(g).size // 2)
            for state, on_line in walk(g, rng, leave_at):
                if state.board.size - len(state.used) <= most_open:
                    check(state, reference, rng, tally, on_line)
    return tally
