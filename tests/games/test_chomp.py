"""Chomp: the exact solver against a plain brute force on every graph up to 6 vertices, the
bipartite formula by property, the rule source's claims checked, and the players' strength."""

import random
from functools import cache

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from graphgames_desktop.games import chomp
from graphgames_desktop.games.chomp import ChompMove, ChompSolver, ChompState, grundy
from graphgames_desktop.games.solve.chomp import SMALL_TABLE_MAX, compact_key, drop_twin_leaves, split_key, to_bitmasks
from graphgames_desktop.games.solve.grundy import BoundedMemo, Deadline, OutOfTime, mex
from tests.games.helpers import FakeClock, computer_move


@cache
def brute(vertices: frozenset, edges: frozenset) -> int:
    """Plain Sprague-Grundy search over labelled positions: no canonical forms, no shortcuts."""
    options = set()
    for v in vertices:
        options.add(brute(vertices - {v}, frozenset(e for e in edges if v not in e)))
    for e in edges:
        options.add(brute(vertices, edges - {e}))
    return mex(options)


def brute_value(g: nx.Graph) -> int:
    return brute(frozenset(g.nodes), frozenset(tuple(sorted(e)) for e in g.edges))


ALL_UP_TO_6 = [g for g in nx.graph_atlas_g() if g.number_of_nodes() <= 6]


def test_every_graph_up_to_6_vertices_matches_brute_force():
    assert len(ALL_UP_TO_6) == 1 + 1 + 2 + 4 + 11 + 34 + 156
    fresh = ChompSolver(use_table=False)
    for g in ALL_UP_TO_6:
        expected = brute_value(g)
        assert fresh.value(g) == expected, list(g.edges)
        assert grundy(g) == expected  # the shipped table agrees too


def test_shipped_table_keys_are_canonical_and_values_agree_on_small_graphs():
    solver = chomp.shared_solver()
    solver.value(nx.complete_graph(3))  # loads the table
    fresh = ChompSolver(use_table=False)
    checked = 0
    for key, value in list(solver.table.items()):
        n, mask = split_key(key)
        edges = [(a, b) for b in range(n) for a in range(b) if mask >> (b * (b - 1) // 2 + a) & 1]
        adj, _ = to_bitmasks(nx.Graph(edges))
        if n <= 6:
            assert fresh.value(nx.Graph(edges)) == value
            checked += 1
        if n <= 7:
            assert solver.canonical_key(adj)[0] == key, "canonical form changed: regenerate the table"
    assert checked > 100


bipartite = st.builds(lambda a, b, p, seed: nx.bipartite.random_graph(a, b, p, seed=seed),
                      st.integers(1, 4), st.integers(1, 4), st.floats(0.05, 0.95), st.integers(0, 10**6))


@given(bipartite)
@settings(max_examples=150, deadline=None)
def test_bipartite_formula_matches_brute_force(g):
    v, e = g.number_of_nodes(), g.number_of_edges()
    assert brute_value(g) == (v % 2) + 2 * (e % 2)


@given(st.integers(3, 7), st.floats(0.2, 0.9), st.integers(0, 10**6))
@settings(max_examples=80, deadline=None)
def test_disjoint_union_is_xor(n, p, seed):
    g = nx.gnp_random_graph(n, p, seed=seed)
    h = nx.gnp_random_graph(4, 0.7, seed=seed + 1)
    union = nx.disjoint_union(g, h)
    assert grundy(union) == grundy(g) ^ grundy(h)


# -- the rule source's claims ----------------------------------------------------------------------

@pytest.mark.parametrize("n", range(1, 12))
def test_paths_and_stars_are_first_player_wins(n):
    assert grundy(nx.path_graph(n)) != 0
    assert grundy(nx.star_graph(n)) != 0


def test_every_tree_up_to_9_vertices_is_a_first_player_win():
    for n in range(1, 10):
        for t in nx.nonisomorphic_trees(n):
            assert brute_value(t) != 0 if n <= 6 else grundy(t) != 0


@pytest.mark.parametrize("n", range(3, 14))
def test_cycles_are_second_player_wins(n):
    assert grundy(nx.cycle_graph(n)) == 0
    if n <= 7:
        assert brute_value(nx.cycle_graph(n)) == 0


def test_forests_and_bipartite_lose_exactly_when_even_even():
    for g in ALL_UP_TO_6:
        if nx.is_bipartite(g) and g.number_of_nodes():
            even_even = g.number_of_nodes() % 2 == 0 and g.number_of_edges() % 2 == 0
            assert (brute_value(g) == 0) == even_even


@pytest.mark.parametrize("n", range(1, 9))
def test_complete_graphs_lose_exactly_on_multiples_of_3(n):
    assert (grundy(nx.complete_graph(n)) == 0) == (n % 3 == 0)


def test_always_pass_even_even_fails_on_k4():
    state = ChompState.from_graph(nx.complete_graph(4))
    assert chomp.parity_moves(state) == []  # no move leaves an even number of both
    assert grundy(nx.complete_graph(4)) != 0  # yet the first player wins (by taking a vertex)
    assert ChompMove.vertex(0) in chomp.analyse(state).winning_moves


# -- analysis and players --------------------------------------------------------------------------

def test_analysis_of_lost_position_prefers_longest_resistance():
    state = ChompState.from_graph(nx.cycle_graph(6))
    result = chomp.analyse(state)
    assert result.solved and result.mover_wins is False and result.winning_moves == []
    assert all(m.kind == chomp.EDGE for m in result.preferred)


def test_analysis_out_of_time_says_unsolved():
    state = ChompState.from_graph(nx.dodecahedral_graph())
    result = chomp.analyse(state, Deadline(0.0, clock=FakeClock(0.01)), ChompSolver())
    assert not result.solved and result.preferred


@pytest.mark.parametrize("board", [nx.petersen_graph(), nx.complete_graph(5), nx.wheel_graph(7)])
def test_perfect_player_wins_every_won_position_against_random(board):
    rng = random.Random(3)
    for _game in range(4):
        state = ChompState.from_graph(board)
        perfect = 0 if grundy(board) != 0 else 1
        if perfect == 1:  # give the perfect player a won position: let the random player err first
            state = state.play(next(m for m in state.legal_moves() if grundy(state.play(m).graph()) != 0))
        while state.outcome() is None:
            if state.current_player == perfect:
                state = state.play(computer_move("chomp", state, rng))
            else:
                state = state.play(rng.choice(state.legal_moves()))
        assert state.outcome().winners == (perfect,)


def test_move_json_round_trip_and_bad_moves():
    for move in (ChompMove.vertex(3), ChompMove.edge(5, 2)):
        assert ChompMove.from_json(move.to_json()) == move
    for raw in ({"kind": "vertex", "target": "x"}, {"kind": "edge", "target": [1]}, {"kind": "jump", "target": 1}):
        with pytest.raises(ValueError):
            ChompMove.from_json(raw)


def test_strategy_notes():
    assert chomp.strategy_note(ChompState.from_graph(nx.path_graph(5)))[0] == "path_mirror"
    assert chomp.strategy_note(ChompState.from_graph(nx.cycle_graph(5)))[0] == "cycle_lost"
    assert chomp.strategy_note(ChompState.from_graph(nx.complete_graph(6)))[1]["lost"] is True
    assert chomp.strategy_note(ChompState.from_graph(nx.complete_bipartite_graph(2, 4)))[0] == "bipartite_even_even"


def test_long_odd_cycles_solve_through_big_canonical_keys():
    """C999 is not bipartite: its canonical key is a 999-vertex graph (no quadratic tables)."""
    assert grundy(nx.cycle_graph(999)) == 0


# -- the win/loss search, its reductions and the shipped tables -------------------------------------

SMALL = [g for g in ALL_UP_TO_6 if 0 < g.number_of_nodes() <= 5]


def test_twin_leaves_cancel_on_every_graph_up_to_5_vertices():
    """The proved reduction, checked against the plain search: two leaves on one vertex go."""
    checked = 0
    for g in SMALL:
        for x in g.nodes:
            h = g.copy()
            h.add_edges_from([(x, 10), (x, 11)])
            assert brute_value(h) == brute_value(g), (list(g.edges), x)
            adj, _ = to_bitmasks(h)
            reduced = drop_twin_leaves(adj)
            assert len(reduced) < len(adj)
            left = nx.empty_graph(len(reduced))
            left.add_edges_from((u, w) for u, m in enumerate(reduced) for w in range(u) if m >> w & 1)
            assert brute_value(left) == brute_value(h)
            checked += 1
    assert checked > 150


def test_is_lost_answers_g_plus_heap_exactly():
    """C + *k is lost exactly when C is worth k, for k up to 4, on every graph up to 6 vertices."""
    solver = ChompSolver(use_table=False)
    for g in ALL_UP_TO_6[1:]:
        adj, alive = to_bitmasks(g)
        value = brute_value(g)
        for k in range(5):
            assert solver.is_lost(adj, alive, k) == (value == k), (list(g.edges), k)


def test_library_table_agrees_with_the_search_without_tables():
    """Each entry of up to 10 vertices (the ones the search finishes in seconds) is recomputed."""
    solver = ChompSolver()
    solver.value(nx.complete_graph(3))  # loads both tables
    library = {key: v for key, v in solver.table.items() if split_key(key)[0] > SMALL_TABLE_MAX}
    assert len(library) > 1000
    plain = ChompSolver(use_table=False)
    checked = 0
    for key, value in sorted(library.items()):
        n, mask = split_key(key)
        if n > 10:
            continue
        edges = [(a, b) for b in range(n) for a in range(b) if mask >> (b * (b - 1) // 2 + a) & 1]
        adj, alive = to_bitmasks(nx.Graph(edges))
        assert solver.canonical_key(adj)[0] == key, "canonical form changed: regenerate the table"
        assert plain.graph_value(adj, alive) == value
        checked += 1
    assert checked > 50


def test_compact_keys_tell_n_and_mask_back():
    for n in range(2, 30):
        for mask in (0, 1, (1 << (n * (n - 1) // 2)) - 1):
            assert split_key(compact_key(n, mask)) == (n, mask)


def test_every_library_board_is_solved_by_the_perfect_player():
    from graphgames_desktop.graph.boards import BOARDS
    for board_id in chomp.SPEC.boards:
        if BOARDS[board_id].random:
            continue
        state = ChompState.from_graph(BOARDS[board_id].make().to_networkx())
        result = chomp.analyse(state, Deadline(None), first_win=True)
        assert result.solved, board_id
        assert result.mover_wins == (grundy(state.graph()) != 0), board_id


# -- deadlines and big boards ------------------------------------------------------------------------

def test_analysis_of_a_500_vertex_board_stops_at_its_deadline(monkeypatch):
    """12,496 edges: the next positions are built one by one between readings of the clock, not
    all before the first one (which took 33 s)."""
    g = nx.gnm_random_graph(500, 12_496, seed=1)
    built = []
    real_vertex, real_edge = chomp.drop_vertex, chomp.drop_edge
    monkeypatch.setattr(chomp, "drop_vertex", lambda *a: built.append(1) or real_vertex(*a))
    monkeypatch.setattr(chomp, "drop_edge", lambda *a: built.append(1) or real_edge(*a))
    clock = FakeClock(0.1)
    result = chomp.analyse(ChompState.from_graph(g), Deadline(1.0, clock=clock), ChompSolver())
    assert not result.solved and result.preferred
    assert clock.reads <= 12 and len(built) <= 12


def test_search_reads_the_clock_while_it_works():
    """The dodecahedron without tables or kernel: the search stops after the deadline's readings."""
    clock = FakeClock(0.01)  # slow nodes: the clock is read at every one
    deadline = Deadline(0.1, clock=clock)
    with pytest.raises(OutOfTime):
        ChompSolver(use_table=False, use_kernel=False).value(nx.dodecahedral_graph(), deadline)
    assert clock.reads <= 12 and deadline.nodes <= 12
    clock = FakeClock(0.0001)  # fast nodes: read every few thousand, never more than MAX_STRIDE apart
    deadline = Deadline(0.003, clock=clock)
    with pytest.raises(OutOfTime):
        ChompSolver(use_table=False, use_kernel=False).value(nx.dodecahedral_graph(), deadline)
    assert deadline.stride == Deadline.MAX_STRIDE and deadline.nodes <= 32 * Deadline.MAX_STRIDE


def test_memos_are_bounded():
    memo = BoundedMemo(10)
    for i in range(1000):
        memo[i] = i
        assert len(memo) <= 10
    assert memo.get(999) == 999 and memo.get(0) is None
    solver = ChompSolver()
    assert all(m.limit for m in (solver.values, solver.outcomes, solver.labelled))


def test_perfect_player_picks_the_settled_winning_move_of_least_key_whatever_the_labels():
    """The shipped table foresees the player's move only if the choice does not depend on labels."""
    g = nx.circular_ladder_graph(5)  # the 5-prism: two kinds of winning move
    solver = ChompSolver()
    full = chomp.analyse(ChompState.from_graph(g), solver=solver)  # every move settled in the memo
    assert len({solver.canonical_key(to_bitmasks(ChompState.from_graph(g).play(m).graph())[0])[0]
                for m in full.winning_moves}) == 2
    keys = set()
    for seed in range(8):
        relabel = dict(zip(g, random.Random(seed).sample(list(g), len(g))))
        state = ChompState.from_graph(nx.relabel_nodes(g, relabel))
        (move,) = chomp.analyse(state, solver=solver, first_win=True).winning_moves
        after = state.play(move)
        keys.add(solver.canonical_key(to_bitmasks(after.graph())[0])[0])
        assert solver.settled(*to_bitmasks(after.graph())) is True
    assert len(keys) == 1


def test_a_position_known_lost_is_not_searched(monkeypatch):
    """The dodecahedron is lost (its value is in the library table): its 50 moves need no proof."""
    state = ChompState.from_graph(nx.dodecahedral_graph())
    solver = ChompSolver()
    monkeypatch.setattr(solver, "is_lost", lambda *a: pytest.fail("searched"))
    result = chomp.analyse(state, solver=solver, first_win=True)
    assert result.solved and result.mover_wins is False and not result.winning_moves and result.preferred


def test_perfect_player_answers_by_look_ups_in_the_dodecahedrons_first_moves_off_the_line(monkeypatch):
    """The library table covers the positions a perfect player meets in the first four moves
    against any opponent (tools/make_chomp_library_table.py): no search there, whoever starts."""
    rng = random.Random(3)
    start = ChompState.from_graph(nx.dodecahedral_graph())
    solver = ChompSolver()
    monkeypatch.setattr(solver, "is_lost", lambda *a: pytest.fail("searched"))
    for game in range(12):
        state = start if game % 2 else start.play(rng.choice(start.legal_moves()))
        for _ in range(2):  # ours (from the table), then the opponent's (at random)
            result = chomp.analyse(state, solver=solver, first_win=True)
            assert result.solved
            state = state.play(rng.choice(result.winning_moves or result.preferred))
            state = state.play(rng.choice(state.legal_moves()))


def test_a_big_graphs_canonical_key_is_its_canonical_edge_mask():
    """Over 24 vertices the mask is built in bytes: it must be the sum of the canonical edges' bits,
    and the same for every labelling of the graph."""
    import igraph

    from graphgames_desktop.games.solve.chomp import _tri

    g = nx.gnm_random_graph(40, 120, seed=3)
    adj, _alive = to_bitmasks(g)
    edges = sorted((min(u, w), max(u, w)) for u, w in g.edges)
    perm = igraph.GraphBase(40, edges).canonical_permutation()
    inv = sorted(range(40), key=perm.__getitem__)
    expected = compact_key(40, sum(1 << _tri(inv[u], inv[w]) for u, w in edges))
    solver = ChompSolver()
    assert solver.canonical_key(adj)[0] == expected
    order = list(range(40))
    random.Random(5).shuffle(order)
    relabelled, _ = to_bitmasks(nx.relabel_nodes(g, dict(enumerate(order))))
    assert solver.canonical_key(relabelled)[0] == expected


def test_a_cancelled_deadline_stops_a_chomp_search_and_its_parts_end_with_it():
    """The page cancels a long study when its position goes: the search must stop at its next look."""
    deadline = Deadline(3600.0)
    part = deadline.part(0.5)
    assert not deadline.expired and not part.expired
    deadline.cancel()
    assert deadline.expired and part.expired
    g = nx.gnm_random_graph(24, 36, seed=3)  # seconds of search: far more than the kernel's first chunk
    with pytest.raises(OutOfTime):
        ChompSolver(use_table=False, use_library=False).value(g, part)
    result = chomp.analyse(ChompState.from_graph(g), deadline, ChompSolver())
    assert not result.solved and result.explored == 0
