"""Graph Domination solvers: the exact table and the search against a plain memoised search over
states, the analysis for the teaching layer, and the computer players (legal, deterministic, fast,
never losing a won position on a solved board)."""

import random
from functools import cache

import pytest

from graphgames_desktop.games.base import Level, PublicObservation
from graphgames_desktop.games.domination import DominationState, Place, Step, analyse
from graphgames_desktop.games.solve import domination as solve
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.graph import boards
from tests.games.helpers import FakeClock, computer_move, start
from tests.games.test_domination import EXAMPLE_BLUE, EXAMPLE_RED


def state_on(board_id, first=0, **options) -> DominationState:
    return start("domination", boards.board(board_id), first=first, **options)


@cache
def brute_value(state: DominationState) -> int:
    """The mover's final margin with best play, by plain recursion over the rule engine's states."""
    if state.outcome() is not None:
        a, b = state.scores()
        return a - b if state.current_player == 0 else b - a
    return max(-brute_value(state.play(m)) for m in state.legal_moves())


def reachable(state: DominationState) -> list[DominationState]:
    """Every state a game from ``state`` can reach (turns played included)."""
    seen, stack = {state}, [state]
    while stack:
        s = stack.pop()
        for m in s.legal_moves():
            t = s.play(m)
            if t not in seen:
                seen.add(t)
                stack.append(t)
    return list(seen)


def mover_margin_after(state: DominationState, move) -> int:
    """The final margin, for the player who makes ``move``, with best play after it."""
    after = state.play(move)
    if after.outcome() is None:
        return -brute_value(after)
    a, b = after.scores()
    return a - b if state.current_player == 0 else b - a


SMALL = ["path-4", "cycle-5", "cycle-6", "path-7", "cube", "hajos", "moser-spindle", "prism-3"]


@pytest.mark.parametrize("board_id", SMALL)
def test_the_exact_table_agrees_with_plain_search_in_every_reachable_position(board_id):
    for first in (0, 1):  # either seat playing Blue: the same positions by colour
        root = state_on(board_id, first)
        table = solve.solve_board(root.board)
        assert table is not None and table.done
        for s in reachable(root):
            if s.outcome() is None:
                a, b, c, t = solve.position(s)
                assert table.value(a, b, c, t) == brute_value(s), (s.tokens, c, t)


def test_the_search_is_exact_once_it_reaches_every_game_end():
    for board_id in ("cube", "cycle-6", "hajos"):
        root = state_on(board_id)
        table = solve.solve_board(root.board)
        rng = random.Random(4)
        states = [s for s in reachable(root) if s.outcome() is None and s.turns_left <= 9]
        for s in rng.sample(states, min(40, len(states))):
            a, b, c, t = solve.position(s)
            eng = solve.Engine(s.board)
            kids = solve._mover_kids(s, s.legal_moves())
            result = eng.search_root(a, b, c, t, kids, t, True)
            assert result.exact and result.depth == t
            for m, k in zip(s.legal_moves(), kids):
                assert result.values[k] == solve.SCALE * mover_margin_after(s, m), (s.tokens, m)
            player = eng.search_root(a, b, c, t, kids, t, False)  # the table now warm, a player's window
            assert player.exact and player.values[player.best] == solve.SCALE * table.value(a, b, c, t)


def test_small_library_boards_are_solved_exactly_and_quickly():
    expected = {"path-4": 3, "path-7": 0, "cycle-5": 3, "cycle-6": 0, "cycle-9": 3, "cube": 0, "petersen": 0,
                "prism-5": 18, "wheel-8": -16, "moser-spindle": -6, "hajos": 8, "grotzsch": 25}
    for board_id, margin in expected.items():
        state = state_on(board_id)
        result = analyse(state, Deadline(None))  # node-bounded, not timed
        assert result.solved and max(result.move_values.values()) == margin, board_id
        assert result.mover_wins == (margin > 0)
    assert solve.solve_board(state_on("dodecahedron").board) is None  # too big for the table


@pytest.mark.parametrize("board_id", ["cycle-6", "cube", "moser-spindle"])
def test_analysis_values_every_move_by_its_exact_final_margin(board_id):
    rng = random.Random(1)
    states = [s for s in reachable(state_on(board_id)) if s.outcome() is None]
    for s in rng.sample(states, min(60, len(states))):
        result = analyse(s, Deadline(None))
        assert result.solved and set(result.move_values) == set(s.legal_moves())
        for m, v in result.move_values.items():
            assert v == mover_margin_after(s, m), (s.tokens, m)
        best = max(result.move_values.values())
        assert result.preferred == [m for m in s.legal_moves() if result.move_values[m] == best]
        assert result.winning_moves == [m for m in s.legal_moves() if result.move_values[m] > 0]
        assert result.mover_wins == (best > 0) == (brute_value(s) > 0)


def test_analysis_of_a_match_adds_the_second_game_with_the_other_player_first():
    # Cycle C5: the first player wins by 3 (exact), so a match is level: +3 for A, then -3.
    single = analyse(state_on("cycle-5"), Deadline(None))
    match = analyse(state_on("cycle-5", match=True), Deadline(None))
    assert single.move_values == {Place(): 3} and match.move_values == {Place(): 0}
    assert match.solved and match.mover_wins is False and match.winning_moves == []
    second = state_on("cycle-5", match=True)
    while second.game_index == 0:
        second = second.play(analyse(second, Deadline(None)).preferred[0])
    assert second.game_scores == ((8, 5),)  # the solved first game: A by 3
    result = analyse(second, Deadline(None))
    assert result.solved and max(result.move_values.values()) == 0  # B to move: 3 behind, wins this one by 3


def test_analysis_on_the_dodecahedron_estimates_within_its_deadline_and_is_exact_near_the_end():
    state = state_on("dodecahedron").play(Place()).play(Place())
    result = analyse(state, Deadline(0.5, clock=FakeClock(0.01)))  # 50 readings
    assert not result.solved and result.mover_wins is None and result.explored > 0
    assert set(result.move_values) == set(state.legal_moves()) and result.preferred
    near_end = state_on("dodecahedron").with_tokens([0, 2, 7, 14], [9, 12, 16], ply=77)
    result = analyse(near_end, Deadline(None))
    assert result.solved
    for m, v in result.move_values.items():
        assert v == mover_margin_after(near_end, m)
    over = state_on("dodecahedron").with_tokens(EXAMPLE_BLUE, EXAMPLE_RED)
    assert analyse(over, Deadline(None)).solved and analyse(over, Deadline(None)).mover_wins is False


def test_positions_outside_the_reachable_set_get_their_own_table():
    odd = state_on("cube").with_tokens([1, 2], [7])  # not reachable: A never had two tokens with B's one?
    result = analyse(odd, Deadline(None))
    assert result.solved
    assert max(result.move_values.values()) == brute_value(odd)


# -- players ---------------------------------------------------------------------------------------

def play_out(state, players, rng, limit=1000):
    for _ in range(limit):
        if state.outcome() is not None:
            return state
        p = state.current_player
        choice = players[p].choose(PublicObservation(p, state), rng)
        assert choice.move in state.legal_moves()
        state = state.play(choice.move)
    raise AssertionError("no end")


@pytest.mark.parametrize("board_id", ["cycle-9", "prism-5", "grotzsch", "hajos", "cycle-5"])
def test_the_strong_player_never_loses_a_won_position_on_a_solved_board(board_id):
    strong = solve.player(Level.STRONG)
    table = solve.solve_board(state_on(board_id).board)
    rng = random.Random(7)
    # Positions of the table with any number of turns left: the strong player's move keeps the exact value.
    root = state_on(board_id)
    n, full = len(root.board.vertices), root.board.full
    for key in rng.sample(table.keys, min(150, len(table.keys))):
        a, b, p = key & full, key >> n & full, key >> 2 * n
        s = root.with_tokens(root.board.members(a), root.board.members(b), p, rng.randrange(root.board.turn_limit))
        if s.outcome() is not None:
            continue
        best = table.value(*solve.position(s))
        choice = strong.choose(PublicObservation(p, s), rng)
        after = s.play(choice.move)
        aa, bb, q, tt = solve.position(after)
        assert -solve.game_value(table, solve.engine_for(s.board), aa, bb, q, tt) == best
        assert choice.solved is True or len(s.legal_moves()) == 1
    # Whole games against random play from the start: the winner of the solved board never loses.
    start_value = table.value(*solve.position(state_on(board_id)))
    for seed in range(6):
        randomly = solve.DominationPlayer(Level.EASY)
        end = play_out(state_on(board_id), [strong, randomly], random.Random(seed))
        a, b = end.outcome().scores
        assert a - b >= start_value


def test_computer_players_only_play_legal_moves_and_are_deterministic():
    for board_id in ("dodecahedron", "petersen", "random-gnp"):
        for level in Level:
            runs = []
            for _ in range(2):  # fresh players: a player's table carries what it learnt to its next move
                players = [solve.DominationPlayer(level, nodes=3000, seconds=30), solve.DominationPlayer(Level.EASY)]
                state, rng, moves = state_on(board_id), random.Random(11), []
                for _ in range(24):
                    if state.outcome() is not None:
                        break
                    p = state.current_player
                    move = players[p].choose(PublicObservation(p, state), rng).move
                    assert move in state.legal_moves()
                    moves.append(move)
                    state = state.play(move)
                runs.append(moves)
            assert runs[0] == runs[1], (board_id, level)


def test_the_registry_builds_players_at_every_level():
    state = state_on("dodecahedron")
    for level in Level:
        assert computer_move("domination", state, random.Random(0), level) == Place()
        assert isinstance(computer_move("domination", state.play(Place()), random.Random(0), level), Place)


def test_the_strong_player_keeps_to_a_budget_of_positions_on_the_dodecahedron():
    # Time per move is printed by benchmarks/domination_tournament.py; here, a node budget bounds it.
    strong, easy = solve.DominationPlayer(Level.STRONG, nodes=20_000, seconds=60), solve.player(Level.EASY)
    state, rng, searched = state_on("dodecahedron"), random.Random(3), []
    for _ in range(30):
        if state.outcome() is not None:
            break
        p = state.current_player
        strong.last = None
        move = (strong if p == 0 else easy).choose(PublicObservation(p, state), rng).move
        if p == 0 and strong.last is not None:
            searched.append(strong.last.nodes)
        state = state.play(move)
    assert searched and max(searched) <= 20_000


def test_a_search_whose_deadline_has_passed_stops_at_once_with_a_legal_move():
    state = state_on("dodecahedron").with_tokens([0, 14], [9, 13], ply=4)
    eng = solve.Engine(state.board)
    a, b, c, t = solve.position(state)
    kids = solve._mover_kids(state, state.legal_moves())
    result = eng.search_root(a, b, c, t, kids, t, False, deadline=Deadline(-1.0))
    assert result.depth == 0 and result.best is None and result.nodes <= 1
    strong = solve.DominationPlayer(Level.STRONG, seconds=0.0)
    assert strong.choose(PublicObservation(0, state), random.Random(0)).move in state.legal_moves()


def test_easy_mostly_plays_at_random_and_medium_searches_two_plies():
    state = state_on("dodecahedron").with_tokens([0, 14], [9, 13], ply=4)
    easy = solve.player(Level.EASY)
    picks = {easy.choose(PublicObservation(0, state), random.Random(seed)).move for seed in range(40)}
    assert len(picks) >= 4
    medium = solve.player(Level.MEDIUM)
    medium.choose(PublicObservation(0, state), random.Random(0))
    assert medium.last is not None and medium.last.depth == solve.MEDIUM_DEPTH


def test_a_step_into_the_ban_is_never_chosen():
    state = state_on("path-7").with_tokens([2], [5])
    for level in Level:
        for seed in range(5):
            move = solve.player(level).choose(PublicObservation(0, state), random.Random(seed)).move
            assert move in (Place(), Step(2, 1), Step(2, 3))


def test_the_strong_players_verdict_counts_the_whole_match():
    strong = solve.player(Level.STRONG)
    solve.solve_board(state_on("cycle-5").board)
    single, match = state_on("cycle-5"), state_on("cycle-5", match=True)
    # A lone placement is answered at once, with the verdict of the solved board.
    assert strong.choose(PublicObservation(0, single), random.Random(0)) == solve.Choice(Place(), True, True)
    assert strong.choose(PublicObservation(0, match), random.Random(0)) == solve.Choice(Place(), True, False)
    second = match
    while second.game_index == 0:
        second = second.play(strong.choose(PublicObservation(second.current_player, second), random.Random(0)).move)
    choice = strong.choose(PublicObservation(1, second), random.Random(0))
    assert choice.solved and choice.winning is False  # B wins this game by 3, the match is level


def test_a_board_bigger_than_the_compiled_search_gets_one_ply_estimates_and_legal_moves():
    import networkx as nx

    from graphgames_desktop.games.solve import domination_kernel
    from graphgames_desktop.graph.drawing import drawing_from_graph

    size = domination_kernel.MAX_VERTICES + 8
    state = start("domination", drawing_from_graph(nx.cycle_graph(size)))
    for _ in range(6):
        state = state.play(state.legal_moves()[-1])
    result = analyse(state, Deadline(5))
    assert not result.solved and result.mover_wins is None and set(result.move_values) == set(state.legal_moves())
    for m, v in result.move_values.items():
        after = state.play(m).scores()
        assert v == after[0] - after[1]  # Blue (seat 0) to move: its margin right after the move
    for level in Level:
        assert solve.player(level).choose(PublicObservation(0, state), random.Random(1)).move in state.legal_moves()


def test_a_board_past_the_tables_limits_is_left_to_the_search(monkeypatch):
    monkeypatch.setattr(solve, "EXACT_MAX_POSITIONS", 50)
    monkeypatch.setattr(solve, "_TABLES", type(solve._TABLES)())
    state = state_on("petersen")
    assert solve.solve_board(state.board) is None and solve.exact_table(state.board) is None  # too big, remembered
    state = state.play(Place()).play(Place())
    result = analyse(state, Deadline(30))
    assert result.solved and max(result.move_values.values()) == brute_value(state)  # the search solves it
