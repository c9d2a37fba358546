"""What the computer players see ahead: for each objective, what a sheet still lacks, and the helpers
the levels share (which cards a sheet proves, the rounds left, what a card is worth to a player).

* **Plans.** For an S card a greedy embedding of the card's graph (grown from the sheet's
  best-connected vertices, reusing lone vertices, inventing new ones where needed); for a C card
  components already circled that are exactly a part of it (free, as the referee prefers them),
  else whole components that can still grow into its parts. A plan counts the new vertices and
  the edges still missing; plans are remembered per (sheet, card), as a sheet never changes.
* Everything here reads a ``Table``: a seat's observation, or a whole game in a play-out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

import networkx as nx
from networkx.algorithms import isomorphism

from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.cards import ObjectiveCard
from graphgames_desktop.games.cards.moves import AddEdge, AddVertex, Claim, DiscardBonus, EndDrawing
from graphgames_desktop.games.cards.round import RESOURCES_FACE_UP, CardGame
from graphgames_desktop.games.cards.table import CONTEST, Phase, PublicPlayer, Sheet, Table

#: What the players read: an observation, or a whole game during a play-out.
Seen = Table[PublicPlayer]
Edge = tuple[int, int]


@dataclass
class Plan:
    """What an objective still needs on a sheet."""

    card: str
    points: int
    new_vertices: int = 0
    edges: list[Edge] = field(default_factory=list)  # missing edges between vertices already drawn
    virtual_edges: int = 0  # missing edges that touch a vertex not yet drawn
    reserved: frozenset[int] = frozenset()  # vertices of components kept for a C card

    @property
    def cost(self) -> int:
        return self.new_vertices + len(self.edges) + self.virtual_edges

    @property
    def worth(self) -> float:
        return self.points / (self.cost + 2)


@lru_cache(maxsize=256)
def _pattern(card: ObjectiveCard) -> tuple[tuple[int, ...], dict[int, frozenset[int]]]:
    """The card's graph as (BFS order from a top-degree vertex, adjacency), for the S embedding."""
    g = card.graph()
    root = max(g, key=lambda v: (g.degree(v), -v))
    return tuple(nx.bfs_tree(g, root)), {v: frozenset(g[v]) for v in g}


@lru_cache(maxsize=256)
def _parts(card: ObjectiveCard) -> tuple[nx.Graph, ...]:
    g = card.graph()
    return tuple(sorted((g.subgraph(c).copy() for c in nx.connected_components(g)), key=lambda h: -len(h)))


def s_plan(sheet: Sheet, card: ObjectiveCard) -> Plan:
    """A greedy embedding of an S card into the sheet: new vertices and edges it still lacks."""
    order, pat = _pattern(card)
    g = sheet.graph
    adj, frozen = g.adj, sheet.frozen
    lonely = [v for v in g if not adj[v] and v not in frozen]
    best = Plan(card.id, card.points, len(order), virtual_edges=sum(len(n) for n in pat.values()) // 2)
    starts = sorted((v for v in g if v not in frozen), key=lambda v: -len(adj[v]))[:5]
    for start in starts:
        image: dict[int, int | None] = {order[0]: start}
        used = {start}
        new, missing, virtual = 0, list[Edge](), 0
        spare = iter(v for v in lonely if v != start)
        next_lonely = next(spare, None)
        for q in order[1:]:
            real = [x for r in pat[q] if (x := image.get(r)) is not None]
            virt = sum(1 for r in pat[q] if r in image and image[r] is None)
            candidates = set().union(*(adj[x] for x in real)) - used if real else set()
            if next_lonely is not None:
                candidates.add(next_lonely)
            choice: int | None = None
            choice_cost: int | None = 1 + len(real) + virt
            choice_missing = real
            if any(x in frozen for x in real):
                choice_cost = None  # a new vertex would need an edge to a frozen one
            for c in candidates:
                lack = [x for x in real if c not in adj[x]]
                if (lack or virt) and (c in frozen or any(x in frozen for x in lack)):
                    continue
                cost = len(lack) + virt
                if choice_cost is None or cost < choice_cost or (cost == choice_cost and choice is not None
                                                                 and len(adj[c]) > len(adj[choice])):
                    choice, choice_cost, choice_missing = c, cost, lack
            if choice_cost is None:
                break
            image[q] = choice
            if choice is None:
                new += 1
                virtual += len(real) + virt
            else:
                used.add(choice)
                missing += [(min(choice, x), max(choice, x)) for x in choice_missing]
                virtual += virt
                if choice == next_lonely:
                    next_lonely = next(spare, None)
        else:
            plan = Plan(card.id, card.points, new, missing, virtual)
            if plan.cost < best.cost:
                best = plan
    return best


def c_plan(sheet: Sheet, card: ObjectiveCard) -> Plan:
    """Components of the sheet that can still grow into the C card's components (or new ones).

    Each card component takes a component already circled that is exactly it (it costs nothing and
    circles nothing new, as the referee prefers), else the cheapest drawn component that maps into it
    (or none); its other vertices are lone vertices of the sheet where there are some, new ones where not.
    """
    g = sheet.graph
    every = list(nx.connected_components(g))
    circled = [c for c in every if c & sheet.frozen]
    comps = [c for c in every if not (c & sheet.frozen)]
    lonely = sorted(v for c in comps if len(c) == 1 for v in c)
    comps = [c for c in comps if len(c) > 1]
    taken: set[int] = set()
    plan = Plan(card.id, card.points)
    reserved = set()
    for part in _parts(card):
        n, m = part.number_of_nodes(), part.number_of_edges()
        same = next((i for i, c in enumerate(circled) if len(c) == n and g.subgraph(c).number_of_edges() == m
                     and nx.is_isomorphic(g.subgraph(c), part)), None)
        if same is not None:
            circled.pop(same)
            continue
        best = None  # (cost, index, mapping)
        for i, comp in enumerate(comps):
            if i in taken or len(comp) > n:
                continue
            sub = g.subgraph(comp)
            if sub.number_of_edges() > m:
                continue
            cost = (n - len(comp)) + (m - sub.number_of_edges())
            if best is not None and cost >= best[0]:
                continue
            matcher = isomorphism.GraphMatcher(part, sub)
            mapping = next(matcher.subgraph_monomorphisms_iter(), None)
            if mapping is not None:
                best = (cost, i, mapping)
                if cost == 0:
                    break
        mapping = {}
        if best is not None:
            taken.add(best[1])
            mapping = dict(best[2])
        for a in part:
            if a not in mapping and lonely:
                mapping[a] = lonely.pop(0)
        reserved |= set(mapping.values())
        plan.new_vertices += n - len(mapping)
        for a, b in part.edges():
            x, y = mapping.get(a), mapping.get(b)
            if x is None or y is None:
                plan.virtual_edges += 1
            elif not g.has_edge(x, y):
                plan.edges.append((min(x, y), max(x, y)))
    plan.reserved = frozenset(reserved)
    return plan


@lru_cache(maxsize=4096)
def plan_for(sheet: Sheet, card: ObjectiveCard) -> Plan:
    """What ``card`` still needs on ``sheet`` (remembered: a plan is read, never changed)."""
    return s_plan(sheet, card) if card.type == "S" else c_plan(sheet, card)


def plans(state: Seen, player: int) -> list[Plan]:
    """A plan for every objective the player may claim, the most worthwhile first."""
    sheet = state.players[player].sheet
    out = [plan_for(sheet, state.objective(card_id)) for card_id in state.claimable(player)]
    out.sort(key=lambda p: (-p.worth, p.card))
    return out


def claimable_now(state: Seen, player: int) -> list[ObjectiveCard]:
    """Cards the referee would accept now, best first."""
    sheet = state.players[player].sheet
    good = [card for card_id in state.claimable(player) if proves(sheet, card := state.objective(card_id))]
    good.sort(key=lambda c: (-c.points, c.id))
    return good


def proves(sheet: Sheet, card: ObjectiveCard, vertices: tuple[int, ...] = ()) -> bool:
    """Whether the referee would accept a claim of ``card`` on ``sheet`` (naming ``vertices`` for a C card)."""
    g = sheet.graph
    if card.type == "S":
        return claims.has_subgraph(g, card.graph())
    if vertices:
        return claims.named_components(g, card.graph(), vertices) is not None
    return claims.matching_components(g, card.graph(), sheet.frozen) is not None


def claim_move(state: Seen, player: int, card: ObjectiveCard) -> Claim:
    """The claim of ``card``, naming the components that fit for a C card in the contest mode."""
    if card.type == "C" and state.claims == CONTEST:
        sheet = state.players[player].sheet
        fit = claims.matching_components(sheet.graph, card.graph(), sheet.frozen) or []
        return Claim(card.id, tuple(sorted(min(c) for c in fit)))
    return Claim(card.id)


def draw_plainly(state: CardGame, until: int | None = None) -> CardGame:
    """Let the players in the draw phase draw what is due in the plainest way and end, until ``until``'s turn.

    Play-outs and tests use it to skip players whose drawing does not matter to them.
    """
    while state.phase == Phase.DRAW and state.current_player != until:
        me = state.players[state.current_player]
        if me.pending_bonus:
            state = state.play(DiscardBonus(me.pending_bonus[0]))
        elif me.due_vertices:
            state = state.play(AddVertex())
        elif me.due_edges and me.sheet.any_edge_possible():
            state = state.play(AddEdge(*me.sheet.possible_edges()[0]))
        else:
            state = state.play(EndDrawing())
    return state


def rounds_left(state: Seen) -> int:
    """Rounds still to play, this one included."""
    return max(1, len(state.decks.resources) // RESOURCES_FACE_UP - state.round + 1)


def rival_cost(state: Seen, p: int, card_id: str) -> int:
    """The fewest vertices and edges another player still needs for a face-up card (a large number if none plays)."""
    card = state.objective(card_id)
    return min((plan_for(pl.sheet, card).cost for q, pl in enumerate(state.players) if q != p), default=10 ** 6)


def points_for(state: Seen, p: int, card: ObjectiveCard) -> int:
    """A card's points to player ``p``, less what claiming it costs the bonus cards ``p`` holds."""
    points = card.points
    types = {state.objective(c).type for c in state.players[p].claimed}
    for bonus_id in state.hand(p):
        bonus = state.decks.bonus_card(bonus_id)
        if bonus.kind == "only_s" and card.type == "C" and "C" not in types or \
                bonus.kind == "only_c" and card.type == "S" and "S" not in types:
            points -= bonus.points
    return points


def unseen_objectives(state: Seen) -> list[ObjectiveCard]:
    """The objective cards this reader has not seen (in the deck, or reshuffled into it)."""
    seen = set(state.objective_row + state.objective_discard)
    for pl in state.players:
        seen |= set(pl.claimed + pl.saved)
    return [c for c in state.decks.objectives if c.id not in seen]


def proves_fast(sheet: Sheet, card: ObjectiveCard) -> bool:
    """Whether ``sheet`` proves ``card``, by the planner (an S embedding it finds, or whole components)."""
    return plan_for(sheet, card).cost == 0


def spare_edge(sheet: Sheet, reserved: frozenset[int], rng: random.Random) -> Edge | None:
    """The edge that raises the sheet's score most: joining lone vertices, raising the top degree."""
    g = sheet.graph
    adj = g.adj
    free = [v for v in g if v not in sheet.frozen and v not in reserved]
    if len(free) < 2:
        return None
    comp_of = {}
    for i, comp in enumerate(nx.connected_components(g)):
        for v in comp:
            comp_of[v] = i
    top = max((len(adj[v]) for v in g), default=0)
    lonely = [v for v in free if not adj[v]]
    hubs = sorted(free, key=lambda v: -len(adj[v]))[:3]
    pool = set(hubs) | set(lonely[:2])
    pool |= set(rng.sample(free, min(6, len(free))))
    best, best_gain = None, None
    for u in pool:
        for v in free:
            if u == v or v in adj[u]:
                continue
            if comp_of[u] != comp_of[v]:
                size_u, size_v = len(adj[u]) == 0, len(adj[v]) == 0
                gain = 3 if size_u and size_v else 1 if size_u or size_v else -1
            else:
                gain = 0
            gain += max(top, len(adj[u]) + 1, len(adj[v]) + 1) - top
            key = (gain, len(adj[u]) + len(adj[v]))
            if best_gain is None or key > best_gain:
                best, best_gain = (u, v), key
    return best
