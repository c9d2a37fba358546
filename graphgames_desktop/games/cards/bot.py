"""A computer player for the card game: it picks cards, draws toward an open objective and claims it.

How it thinks, each time it must act:

* **Target.** For every objective it may claim it estimates what is missing from its sheet: for an
  S card a greedy embedding of the card's graph (grown from the sheet's best-connected vertices,
  reusing lone vertices, inventing new ones where needed); for a C card whole components that can
  still grow into the card's components. The target is the card with the most points per missing
  vertex or edge.
* **Drawing.** Missing edges of the target first, then the vertices due, then spare edges where
  the sheet scores most (joining lone vertices, raising the maximum degree) without touching
  components kept for a C card.
* **Powers.** It buys an adjustment when the target wants more (or fewer) than the card gives,
  swaps vertices for edges when that helps, saves a target it cannot finish this round, and draws
  bonus cards when it has Eulerians to spare.
* **Picking.** ``strong`` plays out each face-up resource card on a whole game and keeps the
  better; ``medium`` takes the card that best covers what its target lacks; ``easy`` picks at
  random, never uses a power and often draws without a target.
* **Claims.** The highest-scoring objective that the referee would accept; never a claim that fails.

It sees what its seat may see, nothing more: ``choose`` takes an observation. The play-outs need a
whole game, so they run on a sample whose unseen cards are dealt at random (``determinize``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

import networkx as nx
from networkx.algorithms import isomorphism

from graphgames_desktop.games.base import Choice, Level, Observation
from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.bonus import bonus_points
from graphgames_desktop.games.cards.cards import ObjectiveCard
from graphgames_desktop.games.cards.moves import (
    AcceptClaim,
    AddEdge,
    AddVertex,
    AdjustDraw,
    CardMove,
    Claim,
    ContestClaim,
    DiscardBonus,
    DrawBonus,
    EndDrawing,
    Pass,
    PickResource,
    Refresh,
    SaveObjective,
    SwapDraw,
)
from graphgames_desktop.games.cards.observation import CardObservation, determinize
from graphgames_desktop.games.cards.round import CardGame
from graphgames_desktop.games.cards.scoring import minus_points, score_sheet
from graphgames_desktop.games.cards.table import CONTEST, Phase, PublicPlayer, Sheet, Table

#: What the bot reads: an observation, or a whole game during a play-out.
Seen = Table[PublicPlayer]
Edge = tuple[int, int]
GRID = 8  # vertices are laid out on a grid; the card-table view may arrange them better


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


def plans(state: Seen, player: int) -> list[Plan]:
    """A plan for every objective the player may claim, the most worthwhile first."""
    sheet = state.players[player].sheet
    out = []
    for card_id in state.claimable(player):
        card = state.objective(card_id)
        out.append(s_plan(sheet, card) if card.type == "S" else c_plan(sheet, card))
    out.sort(key=lambda p: (-p.worth, p.card))
    return out


def _claimable_now(state: Seen, player: int) -> list[ObjectiveCard]:
    """Cards the referee would accept now, best first."""
    sheet = state.players[player].sheet
    good = [card for card_id in state.claimable(player) if _proves(sheet, card := state.objective(card_id))]
    good.sort(key=lambda c: (-c.points, c.id))
    return good


def _proves(sheet: Sheet, card: ObjectiveCard, vertices: tuple[int, ...] = ()) -> bool:
    """Whether the referee would accept a claim of ``card`` on ``sheet`` (naming ``vertices`` for a C card)."""
    g = sheet.graph
    if card.type == "S":
        return claims.has_subgraph(g, card.graph())
    if vertices:
        return claims.named_components(g, card.graph(), vertices) is not None
    return claims.matching_components(g, card.graph(), sheet.frozen) is not None


def _claim(state: Seen, player: int, card: ObjectiveCard) -> Claim:
    """The claim of ``card``, naming the components that fit for a C card in the contest mode."""
    if card.type == "C" and state.claims == CONTEST:
        sheet = state.players[player].sheet
        fit = claims.matching_components(sheet.graph, card.graph(), sheet.frozen) or []
        return Claim(card.id, tuple(sorted(min(c) for c in fit)))
    return Claim(card.id)


def draw_plainly(state: CardGame, until: int | None = None) -> CardGame:
    """Let the players in the draw phase draw what is due in the plainest way and end, until ``until``'s turn.

    The bot uses it to skip the other players when it plays out a pick on a copy of the game.
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


def base_score(sheet: Sheet) -> int:
    """What the sheet scores without objectives and bonus cards."""
    return score_sheet(sheet.graph, 0, 0, minus_points(sheet.crossed))["total"]


class Bot:
    """A computer player at ``level``; ``choose(observation, rng)`` moves for the observing seat."""

    def __init__(self, level: Level = Level.MEDIUM):
        self.level = Level(level)

    def choose(self, observation: Observation, rng: random.Random) -> Choice:
        if not isinstance(observation, CardObservation):
            raise TypeError("the card game's computer player needs a card game observation")
        if observation.phase == Phase.OVER:
            raise ValueError("the game is over")
        if observation.seat is None or observation.seat != observation.current_player:
            raise ValueError("not this seat's turn")
        return Choice(self.move(observation, observation.seat, rng))

    def move(self, state: Seen, p: int, rng: random.Random) -> CardMove:
        """Player ``p``'s move, ``p`` being the player to move in ``state`` (an observation or a play-out)."""
        if state.pending(p):
            return self._discard_bonus(state, p)
        if state.phase == Phase.PICK:
            return self._pick(state, p, rng)
        if state.phase == Phase.DRAW:
            return self._draw(state, p, rng, self.level != Level.EASY)
        if state.phase == Phase.CLAIM:
            if state.open_claim is not None:
                return self._answer(state)
            good = _claimable_now(state, p)
            return _claim(state, p, good[0]) if good else Pass()
        return self._refresh(state, p)

    # ----- phases ----------------------------------------------------------------------------
    @staticmethod
    def _answer(state: Seen) -> CardMove:
        """Contest mode: ask for proof of a claim the referee would refuse; let the others stand."""
        claim = state.open_claim
        assert claim is not None
        sheet = state.players[claim.player].sheet
        return AcceptClaim() if _proves(sheet, state.objective(claim.card), claim.vertices) else ContestClaim()

    @staticmethod
    def _discard_bonus(state: Seen, p: int) -> CardMove:
        pending = state.pending(p)
        facts = state.facts()
        worth = {c: bonus_points(state.decks.bonus_card(c), p, facts) for c in pending}
        return DiscardBonus(min(pending, key=lambda c: (worth[c], c)))

    def _pick(self, state: Seen, p: int, rng: random.Random) -> CardMove:
        if self.level == Level.EASY:
            return PickResource(rng.randrange(len(state.resource_row)))
        if self.level == Level.MEDIUM:
            return self._pick_by_needs(state, p)
        game = _whole_game(state, rng)
        best, best_value = 0, None
        for i in range(len(state.resource_row)):
            after = self._draw_out(game.play(PickResource(i)), p, rng)
            value = self._value(after, p)
            if best_value is None or value > best_value:
                best, best_value = i, value
        return PickResource(best)

    @staticmethod
    def _pick_by_needs(state: Seen, p: int) -> CardMove:
        """The card whose vertices and edges best cover what the target lacks, Eulerians breaking ties."""
        ahead = plans(state, p)
        need_v = ahead[0].new_vertices if ahead else 0
        need_e = len(ahead[0].edges) + ahead[0].virtual_edges if ahead else 0

        def fit(i: int) -> float:
            card = state.decks.resource(state.resource_row[i])
            useful = min(card.vertices, need_v) + 1.5 * min(card.edges, need_e)
            spare = 0.8 * max(0, card.edges - need_e) - 0.7 * max(0, card.vertices - need_v - card.edges)
            undrawable = max(0, card.edges - state.players[p].sheet.room(card.vertices))
            return useful + spare + 0.6 * card.eulerians - 3 * undrawable

        return PickResource(max(range(len(state.resource_row)), key=lambda i: (fit(i), -i)))

    def _draw_out(self, state: CardGame, p: int, rng: random.Random) -> CardGame:
        """Play this player's drawing to its end on a whole game, as the bot would (others draw plainly)."""
        for _ in range(500):
            if state.phase == Phase.PICK:
                state = state.play(PickResource(0))
            elif state.phase != Phase.DRAW or state.players[p].done_drawing:
                break
            elif state.current_player != p:
                state = draw_plainly(state, until=p)
            else:
                state = state.play(self.move(state, p, rng))
        return state

    @staticmethod
    def _value(state: Seen, p: int) -> float:
        me = state.players[p]
        value = base_score(me.sheet) + 0.5 * me.eulerians - 6 * (len(me.sheets) - 1)
        good = _claimable_now(state, p)
        if good:
            value += good[0].points
        ahead = plans(state, p)
        if ahead:
            value += sum(max(0.0, plan.points - 1.5 * plan.cost) for plan in ahead[:2]) * 0.6
        return value

    def _draw(self, state: Seen, p: int, rng: random.Random, clever: bool) -> CardMove:
        me = state.players[p]
        sheet = me.sheet
        ahead = plans(state, p) if clever or rng.random() < 0.5 else []
        target = ahead[0] if ahead else None
        power = state.power
        if clever and me.power_uses == 0 and power is not None and me.eulerians >= power.cost:
            move = self._power(state, p, target)
            if move is not None:
                return move
        if me.due_edges and target is not None:
            for u, v in target.edges:
                if sheet.can_join(u, v):
                    return AddEdge(u, v)
        if me.due_vertices:
            n = sheet.vertices
            return AddVertex(float(60 * (n % GRID)), float(60 * (n // GRID)))
        if me.due_edges and sheet.any_edge_possible():
            reserved = target.reserved if target else frozenset()
            for second in ahead[1:3]:
                for u, v in second.edges:
                    if sheet.can_join(u, v) and not ({u, v} & reserved):
                        return AddEdge(u, v)
            edge = _spare_edge(sheet, reserved, rng) or _spare_edge(sheet, frozenset(), rng) or sheet.possible_edges()[0]
            return AddEdge(*edge)
        return EndDrawing()

    def _power(self, state: Seen, p: int, target: Plan | None) -> CardMove | None:
        """The face-up power's move if it helps now, else None."""
        me = state.players[p]
        power = state.power
        if power is None or me.eulerians - power.cost < self._eulerian_reserve(state, p):
            return None
        need_v = target.new_vertices if target else 0
        need_e = (len(target.edges) + target.virtual_edges) if target else 0
        if power.kind == "adjust":
            dv = max(-power.vertices, min(power.vertices, need_v - me.due_vertices))
            room = me.sheet.any_edge_possible() or me.due_vertices + dv > 0
            de = power.edges if room else -min(power.edges, me.due_edges)
            if me.due_edges + de < 0:
                de = -me.due_edges
            if dv or de:
                return AdjustDraw(dv, de)
        elif power.kind == "swap":
            if me.due_vertices > need_v and need_e > me.due_edges:
                return SwapDraw(True)
            if me.due_edges and not me.sheet.any_edge_possible() and me.due_vertices == 0:
                return SwapDraw(False)
        elif power.kind == "save" and target is not None and target.card in state.objective_row:
            card = state.objective(target.card)
            if card.type in power.types and target.cost > me.due_vertices + me.due_edges:
                return SaveObjective(target.card)
        elif power.kind == "bonus_draw" and state.bonus_in_play and state.can_draw_bonus:
            return DrawBonus()
        return None

    @staticmethod
    def _eulerian_reserve(state: Seen, p: int) -> int:
        """Eulerians worth keeping for the bonus cards the player holds."""
        cards = [state.decks.bonus_card(c) for c in state.hand(p)]
        kinds = {card.kind: card for card in cards}
        if "never_extra_power" in kinds:
            return 10 ** 6
        return max([kinds[k].limit for k in ("eulerians_at_least", "per_player_eulerians") if k in kinds] + [0])

    def _refresh(self, state: Seen, p: int) -> CardMove:
        me = state.players[p]
        if self.level == Level.EASY or me.sheet.crossed > 2 or me.saved:
            return Pass()
        ahead = plans(state, p)
        if ahead and all(plan.cost > 9 for plan in ahead):
            return Refresh()
        return Pass()


def _whole_game(state: Seen, rng: random.Random) -> CardGame:
    """A whole game to play out on: the play-out's own, or a sample agreeing with the observation."""
    if isinstance(state, CardGame):
        return state
    if isinstance(state, CardObservation):
        return determinize(state, rng)
    raise TypeError(f"cannot play out on {type(state).__name__}")


def _spare_edge(sheet: Sheet, reserved: frozenset[int], rng: random.Random) -> Edge | None:
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
