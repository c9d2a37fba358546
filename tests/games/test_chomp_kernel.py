"""The compiled Chomp kernel against the plain solver (the Python search, no kernel) on every graph
of up to 7 vertices and on random graphs of up to 12, and against the shipped table on the library
boards and on a sample of the table's rows."""

import random
import threading
from functools import cache

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.games import chomp
from graphgames_desktop.games.solve import chomp as solve
from graphgames_desktop.games.solve import chomp_kernel as kernel
from graphgames_desktop.games.solve.chomp import SMALL_TABLE_MAX, ChompSolver, split_key, to_bitmasks
from graphgames_desktop.games.solve.grundy import Deadline, OutOfTime
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


@pytest.mark.slow_first
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
    table = kernel.new_table(4)
    kernel._put(table, 0b1011, 5)
    assert kernel._get(table, 0b1011) == 5
    slot = next(j for j in range(0, table.shape[0], 2) if table[j + 1] == 5)
    table[slot + 1] = 9  # the entry of a second write landed, its key half not yet
    assert kernel._get(table, 0b1011) == 0


def _shape_of(g: nx.Graph) -> tuple[int, ...]:
    """The kernel's shape words of a connected graph on vertices 0..n-1."""
    adj = np.zeros(64, np.int64)
    for u, w in g.edges:
        adj[u] |= 1 << w
        adj[w] |= 1 << u
    vmask = sum(1 << v for v in g.nodes)
    work = np.zeros(320, np.int64)
    kernel._shape(vmask, adj, work)
    return tuple(int(w) for w in work[:kernel.SHAPE_WORDS])


def _graph_of_shape(*words: int) -> nx.Graph:
    bits = sum(w << (60 * i) for i, w in enumerate(words))
    return nx.Graph((a, b) for b in range(1, 23) for a in range(b) if bits >> (b * (b - 1) // 2 + a) & 1)


def _relabelled(g: nx.Graph, seed: int) -> nx.Graph:
    order = list(g.nodes)
    random.Random(seed).shuffle(order)
    return nx.relabel_nodes(g, dict(zip(g.nodes, order)))


@given(st.integers(8, 22).flatmap(lambda n: st.tuples(st.just(n), st.integers(n - 1, 2 * n), st.integers(0, 10**6))))
@settings(max_examples=200, deadline=None)
def test_a_parts_shape_is_its_graph_so_equal_shapes_are_isomorphic_parts(sizes):
    """The table of shapes answers for a part what was found for another with the same words:
    that is true only if the words are the graph itself (read back, it is isomorphic)."""
    n, m, seed = sizes
    g = nx.gnm_random_graph(n, m, seed=seed)
    if not nx.is_connected(g):
        return
    assert nx.is_isomorphic(_graph_of_shape(*_shape_of(g)), g)


@given(st.integers(8, 22), st.integers(0, 10**6))
@settings(max_examples=100, deadline=None)
def test_isomorphic_trees_and_unicyclic_graphs_get_equal_shapes(n, seed):
    """Colour refinement sets every tree's vertices apart up to its symmetries, so a tree's shape
    does not depend on its labels; nor, here, does a tree with one more edge's."""
    tree = nx.random_labeled_tree(n, seed=seed)
    assert _shape_of(_relabelled(tree, seed)) == _shape_of(tree)
    for cycle in (nx.cycle_graph(n), nx.petersen_graph()):
        assert _shape_of(_relabelled(cycle, seed)) == _shape_of(cycle)


def test_a_part_is_answered_from_the_same_shape_elsewhere_on_the_board():
    """Two copies of one graph, labelled differently, joined by a path: once one copy is valued,
    the other is answered by its shape without a position searched (with an empty table of shapes,
    it is searched again)."""
    rng = random.Random(5)
    one = nx.gnm_random_graph(11, 16, seed=8)
    assert nx.is_connected(one) and not nx.is_bipartite(one)
    other = nx.relabel_nodes(_relabelled(one, 3), lambda v: v + 11)
    board = nx.union(one, other)
    board.add_edges_from([(rng.randrange(11), 22), (22, 23), (23, 11 + rng.randrange(11))])
    edges = sorted(tuple(sorted(e)) for e in board.edges)
    geometry = kernel.geometry(edges)
    sym, syminfo = kernel.symmetries(edges, [], keyed=True)

    def masks(g: nx.Graph) -> tuple[int, int]:
        return (sum(1 << v for v in g.nodes),
                sum(1 << i for i, (u, w) in enumerate(edges) if g.has_edge(u, w) and u in g and w in g))

    table, shapes = kernel.new_table(16), kernel.new_shape_table(12)

    def value(g: nx.Graph, shapes: np.ndarray) -> tuple[int, int]:
        answer, searched, _ = kernel.search(kernel.POSITION, *masks(g), 0, geometry, sym, syminfo, table, shapes,
                                            np.zeros(128, np.int64), kernel.new_scratch(60), 10**9)
        return answer, searched

    first, searched = value(one, shapes)
    assert searched > 100
    assert value(other, shapes) == (first, 0)
    table = kernel.new_table(16)
    assert value(other, kernel.new_shape_table(12))[1] > 100


@pytest.mark.slow_first
def test_from_heap_4_up_an_option_the_table_values_at_k_wins_before_any_heap_move_is_searched():
    """C + *k with k >= HEAP_FIRST: once the table holds an option of C worth k, the question is
    answered at C itself, without searching "is C worth j?" for the heap moves j < k first."""
    g = nx.gnm_random_graph(11, 18, seed=0)
    assert nx.is_connected(g) and not nx.is_bipartite(g)
    edges = sorted(tuple(sorted(e)) for e in g.edges)
    geometry = kernel.geometry(edges)
    sym, syminfo = kernel.symmetries(edges, [], keyed=True)
    table, shapes = kernel.new_table(16), kernel.new_shape_table(12)

    def ask(mode: int, emask: int, k: int) -> tuple[int, int]:
        answer, searched, _ = kernel.search(mode, (1 << 11) - 1, emask, k, geometry, sym, syminfo, table, shapes,
                                            np.zeros(128, np.int64), kernel.new_scratch(60), 10**9)
        return answer, searched

    everything = (1 << len(edges)) - 1
    option = everything & ~(1 << 6)  # edge 6 removed: still connected, worth 6
    worth, _ = ask(kernel.POSITION, option, 0)
    assert worth == 6 >= kernel.HEAP_FIRST
    assert ask(kernel.WINS, everything, worth) == (1, 1)
    assert ChompSolver(use_table=False, use_kernel=False).value(g) != worth


def test_a_shape_slot_half_written_by_another_thread_reads_as_empty():
    shapes = kernel.new_shape_table(8)
    words = np.array([0b101, 0b11, 0, 1], np.int64)
    kernel._shape_put(shapes, 12345, words, 7)
    assert kernel._shape_get(shapes, 12345, words) == 7
    slot = next(j for j in range(0, shapes.shape[0], kernel.SHAPE_SLOT) if shapes[j + kernel.SHAPE_WORDS] == 7)
    shapes[slot + kernel.SHAPE_WORDS] = 9  # the entry of a second write landed, its words not yet
    assert kernel._shape_get(shapes, 12345, words) == 0


def test_tables_start_small_and_grow_keeping_what_they_hold(monkeypatch):
    """A board's tables start at 2**START_BITS and grow 4 times whenever half full, between two
    chunks, up to the board's size; the entries and shapes moved over still answer, so the values
    are those of a search with tables of full size from the start."""
    graphs = []
    for seed in range(6):
        rng = random.Random(200 + seed)
        n = rng.randint(11, 13)
        graphs.append(nx.gnm_random_graph(n, rng.randint(n + 3, n + n // 2), seed=seed))
    full = [kernel_solver().value(g) for g in graphs]
    monkeypatch.setattr(solve, "START_BITS", 8)
    monkeypatch.setattr(solve, "KERNEL_CHUNK", 100)
    growing = kernel_solver()
    assert [growing.value(g) for g in graphs] == full
    board = max(growing.boards, key=lambda b: b.entries)
    assert board.entries > 1 << 8 and kernel.held(board.table) > 0
    assert board.shapes.size > (kernel.SHAPE_SLOT << 8) + 1 and kernel.held(board.shapes) > 0


def test_a_grown_table_answers_what_the_small_one_held():
    table, shapes = kernel.new_table(8), kernel.new_shape_table(8)
    keys = random.Random(1).sample(range(1, 1 << 40), 300)
    for key in keys:
        kernel._put(table, key, key % 1000 + 1)
    words = np.array([5, 0, 7, 1], np.int64)
    kernel._shape_put(shapes, kernel._shape_hash(words), words, 42)
    kept = [key for key in keys if kernel._get(table, key) == key % 1000 + 1]  # a full bucket drops one
    assert len(kept) == kernel.held(table) > 200
    table, shapes = kernel.grown(table, 12), kernel.grown_shapes(shapes, 10)
    assert all(kernel._get(table, key) == key % 1000 + 1 for key in kept)
    assert kernel.held(table) == len(kept)
    assert kernel._shape_get(shapes, kernel._shape_hash(words), words) == 42 and kernel.held(shapes) == 1


def test_a_board_whose_tables_grew_makes_older_boards_go_past_the_memory_bound(monkeypatch):
    """Boards searched lately keep their tables while the entries of all stay within
    KERNEL_ENTRIES: checked when a table grows too, not only when a board is opened."""
    monkeypatch.setattr(solve, "START_BITS", 8)
    monkeypatch.setattr(solve, "KERNEL_CHUNK", 100)
    monkeypatch.setattr(solve, "KERNEL_ENTRIES", 1 << 10)
    monkeypatch.setattr(solve, "LANE_SALTS", (0,))  # one thread: the same positions searched every time
    solver = kernel_solver()
    solver.value(nx.petersen_graph())  # a small board first: its table stays at 256 entries
    first = solver.boards[-1]
    g = nx.gnm_random_graph(12, 17, seed=5)
    assert nx.is_connected(g) and not nx.is_bipartite(g)
    solver.value(g)  # opened beside the first (512 entries in all), then grown to 1,024
    assert first not in solver.boards
    assert len(solver.boards) == 1 and solver.boards[0].entries >= 1 << 10  # the latest is kept whatever its size


def test_a_search_past_its_deadline_does_not_grow_the_table(monkeypatch):
    """Growing a table takes 0.1-0.3 s on the hard boards: a search whose deadline has passed stops
    without it (it made the teaching study end 0.24 s past its budget); the next search grows it."""
    monkeypatch.setattr(solve, "START_BITS", 8)
    monkeypatch.setattr(solve, "KERNEL_CHUNK", 500)
    monkeypatch.setattr(solve, "LANE_SALTS", (0,))
    g = nx.gnm_random_graph(14, 24, seed=3)
    assert nx.is_connected(g) and not nx.is_bipartite(g)
    solver = kernel_solver()
    with pytest.raises(OutOfTime):
        solver.value(g, Deadline(0.0))  # one chunk, then the deadline is seen
    board = max(solver.boards, key=lambda b: kernel.held(b.table))
    assert kernel.held(board.table) > board.entries // 2 and board.entries == 1 << 8  # half full, not grown
    assert solver.value(g) == kernel_solver().value(g)
    assert board.entries > 1 << 8


class ArrivalLock:
    """A lane's lock that lets a test know who came to take it: each thread that enters it is
    counted (``arrived``) before it waits for the lock itself."""

    def __init__(self, lock: threading.Lock):
        self.lock = lock
        self.arrived = threading.Semaphore(0)

    def __enter__(self):
        self.arrived.release()
        return self.lock.__enter__()

    def __exit__(self, *exc):
        return self.lock.__exit__(*exc)


def test_two_threads_growing_one_board_at_once_grow_it_once(monkeypatch):
    """Two searches of one board may find its table half full together: the second to get the
    lanes looks again, and does not make the table 4 times bigger a second time."""
    monkeypatch.setattr(solve, "START_BITS", 8)
    solver = kernel_solver()
    solver.value(nx.gnm_random_graph(12, 17, seed=4))
    board = solver.boards[-1]
    board.table[-1] = board.entries  # as if full
    before = board.entries
    lane = board.lanes[0]
    gate = ArrivalLock(lane.lock)
    monkeypatch.setattr(lane, "lock", gate)
    gate.lock.acquire()
    growers = [threading.Thread(target=board.grow) for _ in range(2)]
    for grower in growers:
        grower.start()
    for _ in growers:  # both found the table full and wait for the lanes: they met
        assert gate.arrived.acquire(timeout=60)
    gate.lock.release()
    for grower in growers:
        grower.join()
    assert board.entries == 4 * before


def _masks(g: nx.Graph) -> tuple[int, np.ndarray]:
    """A graph on vertices 0..n-1 as the kernel's vertex mask and adjacency row."""
    adj = np.zeros(64, np.int64)
    for a, b in g.edges:
        adj[a] |= 1 << b
        adj[b] |= 1 << a
    return sum(1 << v for v in g.nodes), adj


def _reduced_part(g: nx.Graph) -> nx.Graph:
    """The biggest part left once every pair of equal pieces the kernel finds is taken away."""
    while True:
        vmask, adj = _masks(g)
        pair = kernel._symmetric_pair(vmask, adj, np.zeros(320, np.int64))
        if not pair:
            return g
        g = g.subgraph(v for v in g.nodes if not pair >> v & 1)
        g = g.subgraph(max(nx.connected_components(g), key=len)).copy()


@given(st.integers(4, 12), st.integers(0, 4), st.integers(0, 10**6))
@settings(max_examples=150, deadline=None)
def test_the_options_new_pair_is_the_pair_a_whole_search_finds_and_keeps_the_value(n, extra, seed):
    """After a move, only the pieces through the vertices it changed are searched for a pair of equal
    pieces (the part had none): one is found exactly when the whole search finds one, and taking it
    away keeps the option's value."""
    rng = random.Random(seed)
    g = nx.random_labeled_tree(n, seed=seed)
    for _ in range(extra):  # cycles, odd ones among them
        a, b = rng.sample(range(n), 2)
        g.add_edge(a, b)
    for _ in range(rng.randint(0, 3)):  # hanging paths and leaves, some equal
        top, length = rng.randrange(n), rng.randint(1, 3)
        prev = top
        for _ in range(length):
            g.add_edge(prev, g.number_of_nodes())
            prev = g.number_of_nodes() - 1
    g = nx.convert_node_labels_to_integers(_reduced_part(nx.Graph(g)))
    if g.number_of_nodes() < 3:
        return
    plain = plain_solver()
    moves = [("v", v) for v in g.nodes] + [("e", e) for e in g.edges]
    for kind, what in moves:
        h = g.copy()
        if kind == "v":
            changed = set(g[what])
            h.remove_node(what)
        else:
            changed = set(what)
            h.remove_edge(*what)
        h.remove_nodes_from([v for v in list(h.nodes) if h.degree(v) == 0])
        if h.number_of_nodes() < 2 or not nx.is_connected(h):
            continue  # the kernel looks for a new pair only in an option that stays one part
        vmask, adj = _masks(h)
        whole = kernel._symmetric_pair(vmask, adj, np.zeros(320, np.int64))
        new = kernel._new_pair(vmask, adj, sum(1 << v for v in changed if v in h))
        assert bool(new) == bool(whole), (sorted(g.edges), kind, what)
        if new:
            rest = h.subgraph(v for v in h.nodes if not new >> v & 1)
            assert plain.value(rest) == plain.value(h), (sorted(h.edges), bin(new))
