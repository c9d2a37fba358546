"""Chomp solver numbers: every library board (value, and the perfect player's answer), the
dodecahedron with and without the shipped library table, K9, growth with the number of vertices.

Run: .venv/bin/python benchmarks/chomp.py   (about two minutes: the dodecahedron searched from
scratch takes most of it); `benchmarks/chomp.py random` runs only the games against random moves.
"""

import random
import resource
import sys
import time

import networkx as nx

from graphgames_desktop.games.chomp import SPEC, ChompSolver, ChompState, analyse
from graphgames_desktop.games.solve.grundy import Deadline, OutOfTime
from graphgames_desktop.graph.boards import BOARDS

#: Games per board in :func:`random_games`.
GAMES = 20


def fresh(use_library=True):
    solver = ChompSolver(use_library=use_library)
    solver.value(nx.complete_graph(3))  # load the tables outside the timing
    return solver


def run(name, g, solver=None, seconds=None):
    solver = solver or fresh()
    t = time.perf_counter()
    try:
        value = solver.value(g, Deadline(seconds))
    except OutOfTime:
        value = None
    dt = time.perf_counter() - t
    shown = "not solved" if value is None else f"value {value}"
    print(f"{name:34s} v={g.number_of_nodes():4d} e={g.number_of_edges():5d}  {dt * 1000:10.1f} ms  {shown}")
    return dt


def library():
    print("-- every Chomp board of the library: value, then the perfect player's first answer and its"
          " worst reply to each opponent move (fresh solver each, tables loaded)")
    for board_id, board in BOARDS.items():
        if board.category not in ("family", "famous") and board_id not in SPEC.boards:
            continue
        g = board.make().to_networkx()
        run(board_id, g)
        solver = fresh()
        state = ChompState.from_graph(g)
        t = time.perf_counter()
        result = analyse(state, Deadline(60), solver, first_win=True)
        first = time.perf_counter() - t
        worst = 0.0
        if result.winning_moves:  # the opponent's every answer, then our reply
            after = state.play(result.winning_moves[0])
            for move in after.legal_moves():
                t = time.perf_counter()
                reply = analyse(after.play(move), Deadline(60), solver, first_win=True)
                worst = max(worst, time.perf_counter() - t)
                assert reply.solved and reply.mover_wins
        else:  # lost at the start: the opponent's every move, then our winning reply
            for move in state.legal_moves():
                t = time.perf_counter()
                reply = analyse(state.play(move), Deadline(60), solver, first_win=True)
                worst = max(worst, time.perf_counter() - t)
                assert reply.solved and reply.mover_wins
        print(f"   perfect player: first analysis {first:.2f} s (solved {result.solved}), worst reply {worst:.2f} s")


def random_games(games=GAMES):
    """The perfect player against a person who moves at random (seeded): every reply timed, as
    the strong computer player asks for it (first winning move, its 5 s budget). Half the games the
    person starts. A fresh solver each game (tables loaded), as in a newly opened app."""
    print(f"-- perfect replies to random moves, {games} games per board: worst reply time per board"
          " (target: under 2 s)")
    for board_id, board in BOARDS.items():
        if board.random or (board.category not in ("family", "famous") and board_id not in SPEC.boards):
            continue
        g = board.make().to_networkx()
        rng = random.Random(board_id)
        worst, worst_at, replies, unsolved = 0.0, None, 0, 0
        for game in range(games):
            solver = fresh()
            state = ChompState.from_graph(g)
            person = game % 2 == 0
            while state.legal_moves():
                if person:
                    state = state.play(rng.choice(state.legal_moves()))
                else:
                    t = time.perf_counter()
                    result = analyse(state, Deadline(5.0), solver, first_win=True)
                    dt = time.perf_counter() - t
                    replies += 1
                    unsolved += not result.solved
                    if dt > worst:
                        worst, worst_at = dt, (len(state.vertices), len(state.edges))
                    state = state.play(rng.choice(result.winning_moves or result.preferred))
                person = not person
        where = "" if worst_at is None else f" (at {worst_at[0]} vertices, {worst_at[1]} edges)"
        print(f"{board_id:16s} {replies:5d} replies, worst {worst:6.3f} s{where}, unsolved {unsolved}", flush=True)


def main():
    library()
    random_games()
    print("-- the dodecahedron searched without the library table (memo fresh)")
    run("dodecahedron, search only", nx.dodecahedral_graph(), fresh(use_library=False), seconds=600)
    print("-- complete graphs")
    for n in range(3, 10):
        run(f"K{n}", nx.complete_graph(n), fresh(use_library=False))
    run("K8 without any table", nx.complete_graph(8), ChompSolver(use_table=False))
    print("-- famous graphs")
    run("Petersen", nx.petersen_graph())
    for n in (4, 6, 8, 10):
        run(f"wheel W{n} ({n + 1} vertices)", nx.wheel_graph(n + 1))
    print("-- bipartite (closed form), paths and cycles")
    run("K(300, 300)", nx.complete_bipartite_graph(300, 300))
    run("random tree, 5000 vertices", nx.random_labeled_tree(5000, seed=1))
    run("cycle C999", nx.cycle_graph(999))
    print("-- sparse graphs, e = v + 4 (worst of five random graphs per size)")
    rng = random.Random(1)
    for n in (8, 10, 12, 14):
        times = []
        for seed in range(5):
            t = nx.random_labeled_tree(n, seed=100 * n + seed)
            nodes = list(t)
            while t.number_of_edges() < n + 4:
                u, v = rng.sample(nodes, 2)
                t.add_edge(u, v)
            times.append(run(f"sparse n={n}, e={t.number_of_edges()}, seed {seed}", t))
        print(f"   worst for n={n}: {max(times) * 1000:.1f} ms")
    print("-- a 500-vertex, 12,496-edge board, analysed with a 1 s deadline")
    g = nx.gnm_random_graph(500, 12_496, seed=1)
    t = time.perf_counter()
    result = analyse(ChompState.from_graph(g), Deadline(1.0), fresh())
    print(f"   returned after {time.perf_counter() - t:.2f} s, solved {result.solved}, {result.explored} moves settled")
    print(f"peak memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    if sys.argv[1:] == ["random"]:
        random_games()
    else:
        main()
