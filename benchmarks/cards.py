"""How long the referee takes to check a claim on a 40-vertex sheet (target: under 50 ms), how long
the computer player takes per move, how long whole games between computer players take, and a
tournament between the levels (issue 13's targets: strong wins at least 65% of 100 two-player games
against medium, and takes first place in at least 40% of games at a 4-player table of strong, medium,
easy and greedy).

Run: .venv/bin/python benchmarks/cards.py [--tournament-only] [TWO_PLAYER_GAMES FOUR_PLAYER_GAMES SOLO_GAMES]
The tournament (by default 100, 100 and 50) runs on two processes: about a minute on a 2-core machine.

A run at the commit that added it (issue 13): strong won 74% of 100 two-player games against medium
(mean score 97.6 to 86.1) and took first place in 74% of 100 four-player games (medium 25%, easy 1%,
greedy 0%); against medium's planner without its slips, 54% (94.6 to 90.8); alone on the same cards,
+6.4 ± 2.3 points a game. Bonus cards broken by the holder's own claims or powers: strong 6 of 146,
medium 25 of 193 (issue 13 counted 19 of 134 for the old hard player).
"""

import multiprocessing
import random
import sys
import time
from collections import Counter

import networkx as nx

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.cards.bot import Bot, GreedyBot
from graphgames_desktop.games.cards.claims import has_subgraph, matching_components
from graphgames_desktop.games.cards.moves import AdjustDraw, Claim, DrawBonus, SaveObjective, SwapDraw
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import CardGame, new_game
from graphgames_desktop.games.cards.scoring import score_sheet

POWER_MOVES = (AdjustDraw, SwapDraw, SaveObjective, DrawBonus)


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


def player(kind: str) -> Bot:
    """A computer player: a level, ``steady`` (medium's planner without its slips), or ``greedy``."""
    if kind == "greedy":
        return GreedyBot()
    if kind == "steady":
        return Bot(Level.MEDIUM, slip=0.0)
    return Bot(Level(kind))


def broken_bonus(before: CardGame, after: CardGame, p: int, move: object) -> set[str]:
    """The bonus cards player ``p`` holds whose condition ``move`` (a claim or a power) broke."""
    out = set()
    me, then = after.players[p], before.players[p]
    claimed = [after.objective(c).type for c in me.claimed if c not in then.claimed]
    for card_id in me.bonus:
        card = after.decks.bonus_card(card_id)
        kind = card.kind
        if isinstance(move, POWER_MOVES):
            if kind == "never_extra_power" or \
                    kind in ("eulerians_at_least", "per_player_eulerians") and then.eulerians >= card.limit > me.eulerians:
                out.add(card_id)
        elif kind == "only_s" and "C" in claimed or kind == "only_c" and "S" in claimed:
            out.add(card_id)
    return out


def tournament_game(job: tuple[tuple[str, ...], int]) -> dict[str, object]:
    """One game at the table ``kinds`` (seat by seat), with the bonus deck from two players on."""
    kinds, seed = job
    state = new_game(len(kinds), bonus=len(kinds) > 1, seed=seed)
    bots = [player(k) for k in kinds]
    rngs = [random.Random(seed * 101 + i) for i in range(len(kinds))]
    seconds = [0.0] * len(kinds)
    broken: list[set[str]] = [set() for _ in kinds]
    while (outcome := state.outcome()) is None:
        p = state.current_player
        start = time.perf_counter()
        move = bots[p].choose(observe(state, p), rngs[p]).move
        seconds[p] += time.perf_counter() - start
        after = state.play(move)
        if isinstance(move, (Claim, *POWER_MOVES)) and after.bonus_in_play:
            broken[p] |= broken_bonus(state, after, p, move)
        state = after
    assert outcome.scores is not None
    places = {r.player: r.place for r in state.ranking()}
    return {"kinds": kinds, "scores": outcome.scores, "places": [places[i] for i in range(len(kinds))],
            "seconds": seconds, "held": [len(pl.bonus) for pl in state.players],
            "broken": [len(b & set(pl.bonus)) for b, pl in zip(broken, state.players)]}


def report(title: str, games: list[dict]) -> Counter:
    """Print each player kind's first places, mean score, time and broken bonus cards; the first places."""
    firsts: Counter = Counter()
    alone, score, seconds, held, broken = Counter(), Counter(), Counter(), Counter(), Counter()
    for r in games:
        places = r["places"]
        for i, kind in enumerate(r["kinds"]):
            firsts[kind] += places[i] == 1
            alone[kind] += places[i] == 1 and places.count(1) == 1
            score[kind] += r["scores"][i]
            seconds[kind] += r["seconds"][i]
            held[kind] += r["held"][i]
            broken[kind] += r["broken"][i]
    print(f"{title}: {len(games)} games")
    for kind in dict.fromkeys(k for r in games for k in r["kinds"]):
        print(f"  {kind:7s} first {firsts[kind]:3d} ({100 * firsts[kind] / len(games):3.0f}%, alone {alone[kind]:3d})"
              f"   mean score {score[kind] / len(games):5.1f}   {seconds[kind] / len(games):5.2f} s a game"
              f"   bonus cards broken by its own claims or powers: {broken[kind]} of {held[kind]}")
    return firsts


def share(games: list[dict], kind: str) -> float:
    """``kind``'s share of the wins at two-player tables, a shared first place counting half."""
    won = sum(1.0 if r["places"][r["kinds"].index(kind)] == 1 and r["places"].count(1) == 1 else
              0.5 if r["places"].count(1) == 2 else 0.0 for r in games)
    return won / len(games)


def tournament(two: int = 100, four: int = 100, solo: int = 50, processes: int = 2) -> None:
    """Strong against medium at two-player tables; strong, medium, easy and greedy at four-player ones;
    strong against medium's planner without its slips (``steady``); and both alone on the same cards."""
    pairs = [(("strong", "medium") if g % 2 == 0 else ("medium", "strong"), 5000 + g) for g in range(two)]
    table = ("strong", "medium", "easy", "greedy")
    fours = [(tuple(table[(i + g) % 4] for i in range(4)), 7000 + g) for g in range(four)]
    steady = [(("strong", "steady") if g % 2 == 0 else ("steady", "strong"), 9000 + g) for g in range(two)]
    alone = [((kind,), 11000 + g) for g in range(solo) for kind in ("strong", "steady")]
    start = time.perf_counter()
    with multiprocessing.Pool(processes) as pool:
        results = pool.map(tournament_game, pairs + fours + steady + alone, chunksize=1)
    print(f"tournament: {len(results)} games in {time.perf_counter() - start:.0f} s on {processes} processes")
    a, b, c = len(pairs), len(pairs) + len(fours), len(pairs) + len(fours) + len(steady)
    report("strong against medium, two players", results[:a])
    print(f"  strong's share of the wins (a shared first place counts half): {100 * share(results[:a], 'strong'):.0f}%"
          "   target >= 65%")
    firsts = report("strong, medium, easy and greedy, four players", results[a:b])
    print(f"  strong's first places: {100 * firsts['strong'] / max(1, b - a):.0f}%   target >= 40%")
    report("strong against medium's planner without its slips (steady), two players", results[b:c])
    print(f"  strong's share of the wins: {100 * share(results[b:c], 'strong'):.0f}%")
    solos = results[c:]
    if solos:
        diff = [s["scores"][0] - t["scores"][0] for s, t in zip(solos[::2], solos[1::2])]
        mean = sum(diff) / len(diff)
        spread = (sum((d - mean) ** 2 for d in diff) / len(diff)) ** 0.5 / len(diff) ** 0.5
        print(f"alone, on the same cards, {len(diff)} games: strong {sum(s['scores'][0] for s in solos[::2]) / len(diff):.1f},"
              f" steady medium {sum(t['scores'][0] for t in solos[1::2]) / len(diff):.1f};"
              f" strong scores {mean:+.1f} ± {spread:.1f} a game")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if "--tournament-only" not in sys.argv:
        main()
        print()
    tournament(*(int(a) for a in args))
