"""Graph Domination: the strong computer against two simple opponents written from the rules alone.

The opponents: *greedy* plays the move that maximises the score difference right after it (the
scores as if the game ended there); *2-ply* plays the move whose worst reply leaves the best score
difference. Both break ties at random (seeded). Each opening is a seeded run of random moves from
the empty board, played twice: once with the strong computer as Blue (moving first) and once as
Red, the opponent taking the other colour (mirrored pairs).

Printed: win / draw / loss counts and the win rate of decided games, per opponent and per seat;
the strong computer's time per move with a choice (median, 99th percentile, worst), its positions
searched per move (median, worst) and how often its analysis was exact.

Run: .venv/bin/python benchmarks/domination_tournament.py [--pairs N] [--jobs J] [--board ID]
(defaults: 50 openings x 2 seats x 2 opponents = 200 games on 2 processes, about 25 minutes on the
shared 2-core machine).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

from graphgames_desktop.games import GAMES
from graphgames_desktop.games.base import Level, PublicObservation
from graphgames_desktop.games.domination import DominationMove, DominationState
from graphgames_desktop.games.solve import domination as solve
from graphgames_desktop.games.solve import domination_kernel as kernel
from graphgames_desktop.games.spec import Setup
from graphgames_desktop.graph import boards

Opponent = Callable[[DominationState, random.Random], DominationMove]


def lead(state: DominationState, player: int) -> int:
    """``player``'s score minus the other's, as if the game ended now."""
    scores = state.scores()
    return scores[player] - scores[1 - player]


def greedy(state: DominationState, rng: random.Random) -> DominationMove:
    """The move with the best score difference right after it."""
    me = state.current_player
    values = {m: lead(state.play(m), me) for m in state.legal_moves()}
    best = max(values.values())
    return rng.choice([m for m, v in values.items() if v == best])


def two_ply(state: DominationState, rng: random.Random) -> DominationMove:
    """The move whose worst reply leaves the best score difference (a 2-ply minimax)."""
    me = state.current_player
    values = {}
    for m in state.legal_moves():
        after = state.play(m)
        replies = after.legal_moves()
        values[m] = min((lead(after.play(r), me) for r in replies), default=lead(after, me))
    best = max(values.values())
    return rng.choice([m for m, v in values.items() if v == best])


OPPONENTS: dict[str, Opponent] = {"greedy": greedy, "2-ply": two_ply}


def opening(board_id: str, seed: int, most: int) -> DominationState:
    """The empty board (Blue to move) after a seeded number (0 to ``most``) of random moves."""
    state = GAMES["domination"].make_state(Setup(2, boards.board(board_id), {}, 0, 0))
    assert isinstance(state, DominationState)
    rng = random.Random(seed)
    for _ in range(rng.randint(0, most)):
        state = state.play(rng.choice(state.legal_moves()))
    return state


def play_game(args: tuple[str, str, int, int, int, int | None, tuple[int, ...] | None]) -> dict:
    """One game from opening ``seed``: the strong computer plays seat ``seat`` (0 Blue, 1 Red); with
    ``nodes``, a budget of positions per move instead of its time (the same games on any machine),
    with ``weights``, other weights for its evaluation."""
    board_id, opponent, seed, seat, most, nodes, weights = args
    state = opening(board_id, seed, most)
    strong = solve.player(Level.STRONG)
    if nodes is not None:
        strong.nodes, strong.seconds = nodes, 3600.0
    if weights is not None:
        strong.engine(state.board).weights[:] = weights
    rng = random.Random(1000 * seed + seat)
    times: list[float] = []
    nodes: list[int] = []
    slowest = (0.0, 0.0, 0, 0, 0)  # seconds, CPU seconds of the process, turn, positions, depth
    exact = 0
    while state.outcome() is None:
        if state.current_player == seat:
            strong.last = None
            start, cpu = time.perf_counter(), time.process_time()
            choice = strong.choose(PublicObservation(seat, state), rng)
            spent, cpu = time.perf_counter() - start, time.process_time() - cpu
            if len(state.legal_moves()) > 1:
                times.append(spent)
                searched = strong.last
                if searched is not None:
                    nodes.append(searched.nodes)
                if spent > slowest[0]:
                    slowest = (spent, cpu, state.ply, searched.nodes if searched else 0, searched.depth if searched else 0)
                exact += choice.solved
            move = choice.move
        else:
            move = OPPONENTS[opponent](state, rng)
        state = state.play(move)
    outcome = state.outcome()
    assert outcome is not None and outcome.scores is not None
    scores = outcome.scores
    return {"opponent": opponent, "seed": seed, "seat": seat, "margin": scores[seat] - scores[1 - seat],
            "times": times, "nodes": nodes, "exact": exact, "slowest": slowest}


def rate(games: list[dict]) -> str:
    won = sum(g["margin"] > 0 for g in games)
    lost = sum(g["margin"] < 0 for g in games)
    drawn = len(games) - won - lost
    decided = won + lost
    share = f"{100 * won / decided:5.1f}%" if decided else "  -  "
    return f"{won:3d} won {drawn:3d} drawn {lost:3d} lost: {share} of decided games"


def report(results: list[dict]) -> None:
    for opponent in OPPONENTS:
        games = [g for g in results if g["opponent"] == opponent]
        print(f"strong vs {opponent:6s} all   {rate(games)}  mean margin "
              f"{statistics.mean(g['margin'] for g in games):+.1f}")
        for seat, colour in ((0, "Blue"), (1, "Red")):
            print(f"  as {colour:4s} (seat {seat})    {rate([g for g in games if g['seat'] == seat])}")
        for g in games:
            if g["margin"] < 0:
                print(f"    lost: opening {g['seed']}, as {'Blue' if g['seat'] == 0 else 'Red'}, by {-g['margin']}")
    times = sorted(t for g in results for t in g["times"])
    nodes = sorted(n for g in results for n in g["nodes"])
    exact = sum(g["exact"] for g in results)
    print(f"strong, {len(times)} moves with a choice: time median {1000 * statistics.median(times):.0f} ms, "
          f"99th percentile {1000 * times[int(0.99 * (len(times) - 1))]:.0f} ms, worst {1000 * times[-1]:.0f} ms; "
          f"moves of 1 s or more: {sum(t >= 1.0 for t in times)}")
    print(f"  positions searched per move: median {statistics.median(nodes):,.0f}, most {nodes[-1]:,}; "
          f"exact (solved) moves {exact} of {len(times)}")
    slow = sorted((g["slowest"] for g in results), reverse=True)[:3]
    print("  slowest moves: " + "; ".join(f"{1000 * s:.0f} ms ({1000 * cpu:.0f} ms of CPU) at turn {turn + 1} "
                                         f"({n:,} positions, depth {d})" for s, cpu, turn, n, d in slow))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=50, help="openings, each played with the computer in both seats")
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    parser.add_argument("--board", default="dodecahedron")
    parser.add_argument("--opening", type=int, default=6, help="random moves of an opening: 0 up to this many")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, help="positions per move instead of the time budget (for comparing ideas)")
    parser.add_argument("--weights", help="the evaluation's weights, comma-separated (domination_kernel.DEFAULT_WEIGHTS)")
    args = parser.parse_args()
    weights = tuple(int(w) for w in args.weights.split(",")) if args.weights else None
    jobs = [(args.board, opponent, seed, seat, args.opening, args.nodes, weights) for opponent in OPPONENTS
            for seed in range(args.first_seed, args.first_seed + args.pairs) for seat in (0, 1)]
    budget = f"{args.nodes:,} positions per move" if args.nodes else f"{solve.STRONG_SECONDS} s per move"
    print(f"Graph Domination on {args.board}: {args.pairs} openings (0-{args.opening} random moves) x 2 seats "
          f"x {len(OPPONENTS)} opponents, {args.jobs} processes; strong: {budget}, "
          f"weights {weights or kernel.DEFAULT_WEIGHTS}")
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(play_game, jobs))
    report(results)
    print(f"({time.perf_counter() - start:.0f} s in all)")


if __name__ == "__main__":
    main()
