"""The compiled Chomp kernel against the plain solver (the Python search, no kernel) on every graph
of up to 7 vertices and on random graphs of up to 12, and against the shipped table on the library
boards and on a sample of the table's rows."""

import random
from functools import cache

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.games import chomp
from graphgames_desktop.games.solve import chomp as solve
from graphgames_desktop.games.solve.chomp import SMALL_TABLE_MAX, ChompSolver, split_key, to_bitmasks
from graphgames_desktop.graph.boards import BOARDS

UP_TO_7 = [g for g in nx.graph_atlas_g() if g.number_of_nodes() <= 7]


def kernel_solver() -> ChompSolver:
    """Every part that is not bipartite goes to the kernel: no table answers first."""
    return ChompSolver(use_table=False)


@cache
def plain_solver() -> ChompSolver:
    """The Python search with the table of graphs up to 8 vertices (without it, some 11-vertex
    graphs take minutes), shared by the examples so that its memos grow."""
    return ChompSolver(use_library=False, use_kernel=False)


def test_kernel_agrees_with_the_plain_solver_on_every_graph_up_to_7_vertices():
    assert len(UP_TO_7) == 1253
    plain = ChompSolver(use_table=False, use_kernel=False)
    values, outcomes = kernel_solver(), kernel_solver()
    searched = 0
    for g in UP_TO_7:
        expected = plain.value(g)
        assert values.value(g) == expected, list(g.edges)
        adj, alive = to_bitmasks(g)
        for k in {expected, expected ^ 1, expected ^ 2}:  # "is G + *k lost?", asked of a fresh part
            assert outcomes.is_lost(adj, alive, k) == (k == expected), (list(g.edges), k)
        searched = values.kernel_positions
    assert searched > 10_000  # the kernel did the work


sparse = st.integers(8, 12).flatmap(lambda n: st.tuples(
    st.just(n), st.integers(n - 1, n + n // 2), st.integers(0, 10**6)))


@given(sparse)
@settings(max_examples=60, deadline=None)
def test_kernel_agrees_with_the_plain_solver_on_random_graphs_up_to_12_vertices(sizes):
    """Random graphs with up to 1.5 edges a vertex, as people draw (denser ones of 11 vertices
    take the plain solver minutes)."""
    n, m, seed = sizes
    g = nx.gnm_random_graph(n, m, seed=seed)
    assert kernel_solver().value(g) == plain_solver().value(g), list(g.edges)


def test_a_search_cut_into_short_chunks_finds_the_same_values(monkeypatch):
    """Searches stopped every 100 positions and carried on from the table (nothing unfinished
    stored) answer as searches in one go. (A chunk must outlast the deepest line of play, which
    each new call walks down again.)"""
    graphs = []
    for seed in range(12):
        rng = random.Random(seed)
        n = rng.randint(9, 12)
        graphs.append(nx.gnm_random_graph(n, rng.randint(n, n + n // 2), seed=seed))
    whole = [kernel_solver().value(g) for g in graphs]
    monkeypatch.setattr(solve, "KERNEL_CHUNK", 100)
    chunked = kernel_solver()
    assert [chunked.value(g) for g in graphs] == whole
    assert chunked.kernel_positions > 1000


def test_kernel_agrees_with_the_shipped_table_on_every_library_board():
    for board_id in chomp.SPEC.boards:
        if BOARDS[board_id].random:
            continue
        g = BOARDS[board_id].make().to_networkx()
        assert kernel_solver().component_values(g) == ChompSolver().component_values(g), board_id


def test_kernel_agrees_with_a_sample_of_the_shipped_library_table():
    """Five rows of each size (9 to 20 vertices), seeded; all 16,612 rows agree too (checked once,
    in about three minutes)."""
    table = ChompSolver()
    table.value(nx.complete_graph(3))  # loads the tables
    by_size: dict[int, list[tuple[int, int]]] = {}
    for key, value in sorted(table.table.items()):
        n = split_key(key)[0]
        if n > SMALL_TABLE_MAX:
            by_size.setdefault(n, []).append((key, value))
    assert sorted(by_size) == list(range(SMALL_TABLE_MAX + 1, 21))
    kernel = kernel_solver()
    rng = random.Random(33)
    for rows in by_size.values():
        for key, value in rng.sample(rows, 5):
            n, mask = split_key(key)
            edges = [(a, b) for b in range(n) for a in range(b) if mask >> (b * (b - 1) // 2 + a) & 1]
            adj, alive = to_bitmasks(nx.Graph(edges))
            assert kernel.graph_value(adj, alive) == value, (n, edges)


def test_two_threads_searching_one_table_find_the_values_one_thread_finds(monkeypatch):
    """The second lane (another thread, its own order of options, the same table) joins every
    question not answered in the first chunk; with short chunks it joins often."""
    graphs = []
    for seed in range(8):
        rng = random.Random(100 + seed)
        n = rng.randint(10, 12)
        graphs.append(nx.gnm_random_graph(n, rng.randint(n + 2, n + n // 2), seed=seed))
    monkeypatch.setattr(solve, "LANE_SALTS", (0,))
    alone = [kernel_solver().value(g) for g in graphs]
    monkeypatch.setattr(solve, "LANE_SALTS", (0, 40503))
    monkeypatch.setattr(solve, "KERNEL_CHUNK", 100)
    together = kernel_solver()
    assert [together.value(g) for g in graphs] == alone
    assert any(board.lanes[1].history.any() for board in together.boards)  # the second thread refuted moves


def test_a_slot_half_written_by_another_thread_reads_as_empty():
    """A slot holds (key XOR entry, entry): one whose halves come from two different writes does
    not match either key, so a reader sees no entry rather than another part's."""
    from graphgames_desktop.games.solve import chomp_kernel as kernel
    table = kernel.new_table(4)
    kernel._put(table, 0b1011, 5)
    assert kernel._get(table, 0b1011) == 5
    slot = next(j for j in range(0, table.shape[0], 2) if table[j + 1] == 5)
    table[slot + 1] = 9  # the entry of a second write landed, its key half not yet
    assert kernel._get(table, 0b1011) == 0
