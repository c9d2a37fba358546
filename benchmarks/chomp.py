"""Chomp solver numbers: seeded boards like the ones people draw (the issue's targets), every library
board (value, and the perfect player's answer), the dodecahedron without the library table, K9,
and the perfect player's replies to random moves.

Drawn boards: 20 seeded boards of each kind and size class, each valued (``grundy``) in a fresh
process with a fresh solver, as in a newly opened app; printed per board: kind, vertices, edges,
seconds, positions the kernel searched, the process's peak memory. Kinds: "sparse" (a random tree
and random extra edges) and "drawn" (points in a square joined by the shortest edges that do not
cross, then thinned at random, keeping the board in one piece). Classes: up to 24 vertices and 36
edges (target 2 s), 25 to 30 vertices and up to 45 edges (target 10 s); vertices uniform in the
class, edges uniform from n to 1.5 n; then 5 boards of each kind at each class's largest size
(24/36 and 30/45), which those random sizes seldom reach. A board is given up after 5 times its
target.

Teaching: on the same seeded boards of both classes, the teaching layer's study of the start (every
move judged: wins or loses) within the page's budget (TEACHING_SECONDS), in a fresh process each:
seconds, moves judged of all, whether the position's value was stated. The issue's target is the
smaller class; the larger one shows what a class sees on a board the exact value is slow for.

Run: .venv/bin/python benchmarks/chomp.py [drawn | teaching | library | random | others]   (all
sections by default).
The machine may be shared: positions searched are printed beside the seconds.
"""

import math
import random
import resource
import subprocess
import sys
import time

import networkx as nx

from graphgames_desktop.games.chomp import SPEC, ChompSay, ChompSolver, ChompState, analyse, study
from graphgames_desktop.games.solve.chomp import shared_solver
from graphgames_desktop.games.solve.grundy import Deadline, OutOfTime
from graphgames_desktop.games.teaching import Verdict
from graphgames_desktop.graph.boards import BOARDS

#: Games per board in :func:`random_games`.
GAMES = 20
#: (name, fewest and most vertices, target seconds) of the drawn boards' size classes.
CLASSES = (("up to 24/36", 16, 24, 2.0), ("up to 30/45", 25, 30, 10.0))
SEEDS = 20
#: Seeds of each kind at a class's largest size (vertices and edges).
EDGE_SEEDS = 5
GIVE_UP = 5


def sparse_board(n: int, m: int, seed: int) -> nx.Graph:
    """A random tree on n vertices and random extra edges, m edges in all."""
    rng = random.Random(seed)
    g = nx.Graph(nx.random_labeled_tree(n, seed=seed))
    while g.number_of_edges() < m:
        g.add_edge(*rng.sample(range(n), 2))
    return g


def _cross(p, q, r, s) -> bool:
    """Do segments pq and rs cross at a point inside both?"""
    def turn(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return turn(p, q, r) * turn(p, q, s) < 0 and turn(r, s, p) * turn(r, s, q) < 0


def drawn_board(n: int, m: int, seed: int) -> nx.Graph:
    """Points in a square joined by the shortest edges that cross no edge drawn before (a
    triangulation-like picture), then edges removed at random while the board stays in one piece,
    down to m edges (or as few as that allows)."""
    rng = random.Random(seed)
    pts = [(rng.random(), rng.random()) for _ in range(n)]
    g = nx.Graph()
    g.add_nodes_from(range(n))
    for _, a, b in sorted((math.dist(pts[i], pts[j]), i, j) for i in range(n) for j in range(i)):
        if not any(len({a, b, u, v}) == 4 and _cross(pts[a], pts[b], pts[u], pts[v]) for u, v in g.edges):
            g.add_edge(a, b)
    edges = list(g.edges)
    rng.shuffle(edges)
    for e in edges:
        if g.number_of_edges() <= m:
            break
        g.remove_edge(*e)
        if not nx.is_connected(g):
            g.add_edge(*e)
    return g


KINDS = {"sparse": sparse_board, "drawn": drawn_board}


def board_sizes(low: int, high: int, seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    n = rng.randint(low, high)
    return n, rng.randint(n, n * 3 // 2)


def one_board(kind: str, n: int, m: int, seed: int, seconds: float) -> None:
    """(In its own process.) Value one drawn board; print seconds, positions, value, peak memory."""
    g = KINDS[kind](n, m, seed)
    solver = ChompSolver()
    solver.warm_up()  # tables and the compiled kernel loaded outside the timing, as the app does
    t = time.perf_counter()
    try:
        value: int | None = solver.value(g, Deadline(seconds))
    except OutOfTime:
        value = None
    dt = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{dt:.3f} {solver.kernel_positions} {-1 if value is None else value} {g.number_of_edges()} {peak:.0f}")


def _one_drawn(name: str, kind: str, n: int, m: int, seed: int, target: float) -> bool:
    """Value one seeded board in a fresh process and print its line; whether it missed the target."""
    out = subprocess.run([sys.executable, __file__, "board", kind, str(n), str(m), str(seed), str(GIVE_UP * target)],
                         capture_output=True, text=True, check=True).stdout
    dt, positions, value, edges, peak = out.split()
    shown = f"value {value}" if value != "-1" else f"not solved in {GIVE_UP * target:.0f} s"
    print(f"{name}  {kind:6s} seed {seed:2d}  n={n:2d} m={edges:2s}  {float(dt):8.3f} s"
          f"  {int(positions):10,d} positions  {shown:22s} peak {peak} MB", flush=True)
    return float(dt) > target or value == "-1"


def drawn() -> None:
    print("-- seeded boards like drawn ones: grundy in a fresh process each (kind, vertices, edges, seconds,"
          " positions searched, value, peak memory)")
    for name, low, high, target in CLASSES:
        for kind in KINDS:
            missed = sum(_one_drawn(name, kind, *board_sizes(low, high, seed), seed, target) for seed in range(SEEDS))
            print(f"   {name} {kind}: {missed} of {SEEDS} over the {target:.0f} s target")
    print(f"-- the same kinds at each class's largest size ({EDGE_SEEDS} seeds each): the random sizes above"
          " seldom reach it, and the target is for every board of the class")
    for name, _, high, target in CLASSES:
        for kind in KINDS:
            missed = sum(_one_drawn(f"{name} at {high}/{high * 3 // 2}", kind, high, high * 3 // 2, seed, target)
                         for seed in range(EDGE_SEEDS))
            print(f"   {name} at its largest, {kind}: {missed} of {EDGE_SEEDS} over the {target:.0f} s target")


def teaching_seconds() -> float:
    """The game page's teaching budget (imported here only: Qt's libraries would add 50 MB to every
    board's peak memory)."""
    from graphgames_desktop.ui.views.game_page import TEACHING_SECONDS
    return TEACHING_SECONDS


def one_study(kind: str, n: int, m: int, seed: int) -> None:
    """(In its own process.) The teaching layer's study of a drawn board's start, in its budget."""
    g = KINDS[kind](n, m, seed)
    shared_solver().warm_up()
    budget = teaching_seconds()
    t = time.perf_counter()
    result = study(ChompState.from_graph(g), Deadline(budget))
    dt = time.perf_counter() - t
    judged = sum(j.verdict != Verdict.UNKNOWN for j in result.judgements)
    stated = any(c.code == ChompSay.VALUE for c in result.claims)
    print(f"{dt:.3f} {judged} {len(result.judgements)} {int(stated)} {g.number_of_edges()}")


def teaching() -> None:
    for name, low, high, _ in CLASSES:
        print(f"-- the teaching layer's study of the start, budget {teaching_seconds():.0f} s, boards {name}"
              " (kind, vertices, edges, seconds, moves judged of all, the position's value stated)")
        for kind in KINDS:
            complete = stated_count = 0
            for seed in range(SEEDS):
                n, m = board_sizes(low, high, seed)
                out = subprocess.run([sys.executable, __file__, "study", kind, str(n), str(m), str(seed)],
                                     capture_output=True, text=True, check=True).stdout
                dt, judged, moves, stated, edges = out.split()
                complete += judged == moves
                stated_count += stated == "1"
                print(f"{name}  {kind:6s} seed {seed:2d}  n={n:2d} m={edges:2s}  {float(dt):6.2f} s"
                      f"  judged {judged}/{moves}  value stated: {'yes' if stated == '1' else 'no'}", flush=True)
            print(f"   {name} {kind}: {complete} of {SEEDS} boards with every move judged in the budget,"
                  f" {stated_count} with the value stated")


def fresh(use_library=True):
    solver = ChompSolver(use_library=use_library)
    solver.warm_up()
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
    print(f"{name:34s} v={g.number_of_nodes():4d} e={g.number_of_edges():5d}  {dt * 1000:10.1f} ms"
          f"  {solver.kernel_positions:9,d} positions  {shown}")
    return dt


def library():
    print("-- every Chomp board of the library: value, then the perfect player's first answer and its"
          " worst reply to each opponent move (fresh solver each, tables loaded)")
    for board_id, board in BOARDS.items():
        if board.category not in ("family", "famous") and board_id not in SPEC.boards:
            continue
        g = board.make().to_networkx()
        run(board_id, g)
        run(f"{board_id}, without tables", g, fresh_kernel_only())
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


def fresh_kernel_only():
    solver = ChompSolver(use_table=False)
    solver.warm_up()
    return solver


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


def others():
    print("-- the dodecahedron without the library table, and without any table (memo fresh)")
    run("dodecahedron, no library table", nx.dodecahedral_graph(), fresh(use_library=False), seconds=600)
    run("dodecahedron, no table", nx.dodecahedral_graph(), fresh_kernel_only(), seconds=600)
    print("-- complete graphs, without any table")
    for n in range(3, 10):
        run(f"K{n}", nx.complete_graph(n), fresh_kernel_only(), seconds=600)
    print("-- famous graphs")
    run("Petersen", nx.petersen_graph())
    for n in (4, 6, 8, 10):
        run(f"wheel W{n} ({n + 1} vertices)", nx.wheel_graph(n + 1))
    print("-- bipartite (closed form), paths and cycles")
    run("K(300, 300)", nx.complete_bipartite_graph(300, 300))
    run("random tree, 5000 vertices", nx.random_labeled_tree(5000, seed=1))
    run("cycle C999", nx.cycle_graph(999))
    print("-- a 500-vertex, 12,496-edge board, analysed with a 1 s deadline")
    g = nx.gnm_random_graph(500, 12_496, seed=1)
    solver = fresh()  # loaded before the clock starts, as the app has it loaded (it took 0.6 s of the 1 s)
    t = time.perf_counter()
    result = analyse(ChompState.from_graph(g), Deadline(1.0), solver)
    print(f"   returned after {time.perf_counter() - t:.2f} s, solved {result.solved}, {result.explored} moves settled")
    print(f"peak memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


def main(args: list[str]) -> None:
    if args[:1] == ["board"]:
        kind, n, m, seed, seconds = args[1:]
        one_board(kind, int(n), int(m), int(seed), float(seconds))
        return
    if args[:1] == ["study"]:
        kind, n, m, seed = args[1:]
        one_study(kind, int(n), int(m), int(seed))
        return
    sections = {"drawn": drawn, "teaching": teaching, "library": library, "random": random_games, "others": others}
    for name in args or sections:
        sections[name]()


if __name__ == "__main__":
    main(sys.argv[1:])
