"""How long the referee takes to check a claim on a 40-vertex sheet (target: under 50 ms), how long
the computer player takes per move, and how long whole games between computer players take.

Run: .venv/bin/python benchmarks/cards.py
"""

import random
import time

import networkx as nx

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.claims import has_subgraph, matching_components
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import new_game
from graphgames_desktop.games.cards.scoring import score_sheet


def sheet(seed: int) -> nx.Graph:
    """A plausible end-of-game sheet: 40 vertices, about 55 edges, several components."""
    rng = random.Random(seed)
    g = nx.Graph()
    g.add_nodes_from(range(40))
    while g.number_of_edges() < 55:
        u = rng.randrange(40)
        v = min(39, max(0, u + rng.randint(-6, 6)))
        if u != v:
            g.add_edge(u, v)
    return g


def main():
    patterns = {
        "S: house": nx.house_graph(), "S: K4": nx.complete_graph(4), "S: cycle C6": nx.cycle_graph(6),
        "S: Petersen (absent)": nx.petersen_graph(), "S: K2,3": nx.complete_bipartite_graph(2, 3),
        "S: Moser spindle": nx.Graph([(0, 1), (0, 2), (1, 2), (1, 3), (2, 3), (0, 4), (0, 5), (4, 5), (4, 6), (5, 6), (3, 6)]),
    }
    worst = 0.0
    for name, pattern in patterns.items():
        times = []
        for seed in range(10):
            g = sheet(seed)
            t = time.perf_counter()
            has_subgraph(g, pattern)
            times.append(time.perf_counter() - t)
        worst = max(worst, max(times))
        print(f"{name:24s} median {sorted(times)[5] * 1000:7.2f} ms   worst {max(times) * 1000:7.2f} ms")
    card = nx.disjoint_union(nx.cycle_graph(3), nx.path_graph(3))
    times = []
    for seed in range(10):
        g = sheet(seed)
        t = time.perf_counter()
        matching_components(g, card)
        score_sheet(g, 10, 3, -2)
        times.append(time.perf_counter() - t)
    worst = max(worst, max(times))
    print(f"{'C: triangle + path, and scoring':24s} median {sorted(times)[5] * 1000:7.2f} ms   worst {max(times) * 1000:7.2f} ms")
    print(f"worst claim check on a 40-vertex sheet: {worst * 1000:.2f} ms   target < 50 ms")
    print()
    games()


def games():
    """Whole games between computer players (each sees its seat's observation): time per game, per bot move, the scores."""
    for players, level in ((1, Level.STRONG), (2, Level.STRONG), (4, Level.STRONG), (10, Level.STRONG), (10, Level.EASY)):
        move_times: list[float] = []
        game_times: list[float] = []
        scores: list[int] = []
        for seed in range(3):
            state = new_game(players, bonus=players > 1, seed=seed)
            bots = [Bot(level) for _ in range(players)]
            rngs = [random.Random(seed * 10 + i) for i in range(players)]
            start = time.perf_counter()
            while (outcome := state.outcome()) is None:
                p = state.current_player
                t = time.perf_counter()
                move = bots[p].choose(observe(state, p), rngs[p]).move
                move_times.append(time.perf_counter() - t)
                state = state.play(move)
            game_times.append(time.perf_counter() - start)
            assert outcome.scores is not None  # the card game always scores
            scores += outcome.scores
        move_times.sort()
        print(f"{players:2d} players, {level:6s}: game {sum(game_times) / 3:5.2f} s   move median "
              f"{move_times[len(move_times) // 2] * 1000:5.2f} ms, worst {move_times[-1] * 1000:6.1f} ms   "
              f"mean score {sum(scores) / len(scores):5.1f}")


if __name__ == "__main__":
    main()
