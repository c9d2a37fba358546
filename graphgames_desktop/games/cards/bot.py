"""Computer players for the card game, at the seam's three levels (``games/base.py``: easy, medium, strong).

Every level plans with ``planning``: what each objective it may claim still lacks on its sheet.
Claims never fail: a player claims only what the referee would accept (in the contest mode it also
contests exactly the claims the referee would refuse).

* **easy** picks at random, never uses a power, and draws toward a target one move in two.
* **medium** takes the resource card that best covers what its first target (most points per
  missing vertex or edge) lacks; draws that target's missing edges first, then the vertices due,
  then edges toward the next targets or where the sheet scores most at once; uses the face-up power
  when it helps the target; claims the card worth most. One decision in three it slips, as medium
  does in the other games (``players.py``): a pick at random, or a drawing move without the target.
* **strong** plans across rounds and keeps its bonus card in view:

  - it picks the card that covers the first three plans, each weighed by how near it is;
  - it draws the vertices first, then each edge where it is worth most now, weighing every open
    objective at once (an edge bringing a card one step nearer is worth more the nearer the card,
    most when it completes one this round) against what the sheet scores (lone vertices joined, a
    higher top degree); it spends nothing on cards the rounds left cannot bring, and edges that
    would spoil the vertices kept for a C card count against;
  - it keeps the bonus card that such cards pay most on average (the table size counted), not
    the one that pays most on the sheet at the start; it claims no card that would cost its bonus
    card more than the card brings, and keeps the Eulerians its bonus card needs;
  - with a save power it saves the face-up card a rival already proves (denying it) or one it
    proves itself (keeping it for a later round);
  - alone at the table, it refreshes when five new cards promise more than the row and two boxes:
    the chance that a new card is one its sheet proves is reckoned over every card it has not
    seen (what may come up), against what the row offers now. With rivals, a refresh serves them
    as much, and it refreshes as medium does.

It sees what its seat may see, nothing more: ``choose`` takes an observation (``move`` also reads a
whole game, for play-outs such as ``planning.draw_plainly``'s callers).

Measured by ``benchmarks/cards.py`` (the tournament) and ``tools/make_cards.py --measure``.
"""

from __future__ import annotations

import random
from dataclasses import replace

from graphgames_desktop.games.base import Choice, Level, Observation
from graphgames_desktop.games.cards.bonus import bonus_points
from graphgames_desktop.games.cards.cards import BonusCard
from graphgames_desktop.games.cards.moves import (
    AcceptClaim,
    AddEdge,
    AddVertex,
    AdjustDraw,
    CardMove,
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
from graphgames_desktop.games.cards.observation import CardObservation
from graphgames_desktop.games.cards.planning import (
    Edge,
    Plan,
    Seen,
    c_plan,
    claim_move,
    claimable_now,
    draw_plainly,
    plan_for,
    plans,
    points_for,
    proves,
    proves_fast,
    rival_cost,
    rounds_left,
    s_plan,
    spare_edge,
    unseen_objectives,
)
from graphgames_desktop.games.cards.scoring import MINUS_TRACK, minus_points
from graphgames_desktop.games.cards.table import Phase, PublicPlayer, power_left

__all__ = ["Bot", "GreedyBot", "c_plan", "draw_plainly", "plans", "s_plan"]

GRID = 8  # vertices are laid out on a grid; the card-table view may arrange them better
#: Medium's slips: the share of its picks made at random and of its drawing moves made without the target.
MEDIUM_SLIP = 1 / 3
#: Strong's drawing: a card ``c`` missing vertices and edges away weighs ``DECAY ** c`` of its points, so
#: an edge bringing it one nearer is worth the difference; completing a card this round, when nothing
#: else is proven, is worth ``NOW_BONUS`` of its points more (a claim now, not later). What the sheet
#: scores at once (a lone vertex joined, the top degree raised) counts ``SHEET_WEIGHT`` a point.
#: Chosen by paired solo games (same cards for both players) and checked at two-player tables.
DECAY, NOW_BONUS, SHEET_WEIGHT = 0.6, 0.3, 0.15
#: Resources a player can count on in a round (a card gives 3.5 vertices and edges on average).
PER_ROUND = 3.5
#: What a bonus card of each kind paid the bots that held it (``tools/make_cards.py --measure``, 30
#: games at 2 to 10 players); the kinds not listed are reckoned from the table (see ``bonus_prior``).
BONUS_PRIOR = {"never_extra_power": 4.0, "max_component_edges": 1.2, "second_component_size": 5.3,
               "tree_components": 2.8, "regular": 0.0, "one_component": 0.0, "min_degree": 0.0,
               "dominating_vertex": 0.0, "max_degree_at_most": 0.0, "high_degree_vertices": 5.4,
               "eulerians_at_least": 4.9, "only_s": 1.2, "only_c": 0.9}


def bonus_prior(card: BonusCard, players: int, me: PublicPlayer | None = None, types: set[str] | None = None) -> float:
    """What ``card`` may be expected to pay at the end, before anything is drawn; nothing if ``me`` (who
    claimed cards of ``types``) has broken it for good already."""
    if me is not None and (card.kind == "never_extra_power" and me.used_power or
                           card.kind == "only_s" and "C" in (types or ()) or
                           card.kind == "only_c" and "S" in (types or ())):
        return 0.0
    if card.kind.startswith("per_player"):
        return min(card.most or 10 ** 6, card.points * players * 0.5)  # about half the players qualify
    if card.kind in ("longest_path", "longest_cycle"):
        return 1.5 * card.points / players
    return BONUS_PRIOR.get(card.kind, 0.0)


class Bot:
    """A computer player at ``level``; ``choose(observation, rng)`` moves for the observing seat."""

    def __init__(self, level: Level = Level.MEDIUM, slip: float | None = None):
        self.level = Level(level)
        #: The share of decisions medium makes without looking ahead (``slip=0``: the planner unslipping).
        self.slip = (MEDIUM_SLIP if self.level == Level.MEDIUM else 0.0) if slip is None else slip

    def choose(self, observation: Observation, rng: random.Random) -> Choice:
        if not isinstance(observation, CardObservation):
            raise TypeError("the card game's computer player needs a card game observation")
        if observation.phase == Phase.OVER:
            raise ValueError("the game is over")
        seat = observation.seat
        if seat is None or seat not in observation.active_seats():
            raise ValueError("not this seat's turn")
        if seat != observation.current_player:
            # Together, the other seats still in the step do not change this seat's choice: plan as if first.
            observation = replace(observation, turn=observation.order.index(seat))
        return Choice(self.move(observation, seat, rng))

    @property
    def strong(self) -> bool:
        return self.level == Level.STRONG

    def move(self, state: Seen, p: int, rng: random.Random) -> CardMove:
        """Player ``p``'s move, ``p`` being the player to move in ``state`` (an observation or a play-out)."""
        if state.pending(p):
            return self._discard_bonus(state, p)
        if state.phase == Phase.PICK:
            return self._pick(state, p, rng)
        if state.phase == Phase.DRAW:
            slip = self.slip > 0 and rng.random() < self.slip
            return self._draw(state, p, rng, self.level != Level.EASY and not slip)
        if state.phase == Phase.CLAIM:
            if state.open_claim is not None:
                return self._answer(state)
            good = claimable_now(state, p)
            if self.strong:
                good = [c for c in good if points_for(state, p, c) > 0]
            return claim_move(state, p, good[0]) if good else Pass()
        return self._refresh(state, p)

    # ----- claims and bonus cards -----------------------------------------------------------------
    @staticmethod
    def _answer(state: Seen) -> CardMove:
        """Contest mode: ask for proof of a claim the referee would refuse; let the others stand."""
        claim = state.open_claim
        assert claim is not None
        sheet = state.players[claim.player].sheet
        return AcceptClaim() if proves(sheet, state.objective(claim.card), claim.vertices) else ContestClaim()

    def _discard_bonus(self, state: Seen, p: int) -> CardMove:
        """Discard the card worth least: by what it pays now, and (strong) by what such cards pay in the end."""
        pending = state.pending(p)
        facts = state.facts()
        worth: dict[str, float] = {c: bonus_points(state.decks.bonus_card(c), p, facts) for c in pending}
        if self.strong:
            ahead = rounds_left(state) / (len(state.decks.resources) // 2)
            me = state.players[p]
            types = {state.objective(c).type for c in me.claimed}
            worth = {c: (1 - ahead) * worth[c] + ahead * bonus_prior(state.decks.bonus_card(c), len(state.players), me, types)
                     for c in pending}
        return DiscardBonus(min(pending, key=lambda c: (worth[c], c)))

    # ----- picking ---------------------------------------------------------------------------------
    def _pick(self, state: Seen, p: int, rng: random.Random) -> CardMove:
        if self.level == Level.EASY or self.slip > 0 and rng.random() < self.slip:
            return PickResource(rng.randrange(len(state.resource_row)))
        ahead = plans(state, p)
        weights = (1.0, 0.5, 0.25) if self.strong else (1.0,)
        sheet = state.players[p].sheet

        def fit(i: int) -> float:
            """Vertices and edges the plans lack that the card gives (edges count 1.5), spare edges, Eulerians."""
            card = state.decks.resource(state.resource_row[i])
            useful = 0.0
            for plan, weight in zip(ahead, weights):
                need_v, need_e = plan.new_vertices, len(plan.edges) + plan.virtual_edges
                useful += weight * (min(card.vertices, need_v) + 1.5 * min(card.edges, need_e))
            first = ahead[0] if ahead else None
            need_v = first.new_vertices if first else 0
            need_e = len(first.edges) + first.virtual_edges if first else 0
            spare = 0.8 * max(0, card.edges - need_e) - 0.7 * max(0, card.vertices - need_v - card.edges)
            if self.strong:
                spare = 0.3 * (0.8 * card.edges - 0.7 * max(0, card.vertices - card.edges))
            undrawable = max(0, card.edges - sheet.room(card.vertices))
            return useful + spare + 0.6 * card.eulerians - 3 * undrawable

        return PickResource(max(range(len(state.resource_row)), key=lambda i: (fit(i), -i)))

    # ----- drawing ---------------------------------------------------------------------------------
    def _draw(self, state: Seen, p: int, rng: random.Random, clever: bool) -> CardMove:
        me = state.players[p]
        sheet = me.sheet
        ahead = plans(state, p) if clever or rng.random() < 0.5 else []
        target = ahead[0] if ahead else None
        power = state.power
        saving = self.strong and power is not None and power.kind == "save"
        if saving and power is not None and power_left(me, power) and me.eulerians >= power.cost:
            move = self._save(state, p)
            if move is not None:
                return move
        elif clever and me.power_uses == 0 and power is not None and me.eulerians >= power.cost:
            move = self._power(state, p, target)
            if move is not None:
                return move
        if self.strong:
            if me.due_vertices:
                return _new_vertex(sheet.vertices)
            if me.due_edges and sheet.any_edge_possible():
                return AddEdge(*self._best_edge(state, p, rng))
            return EndDrawing()
        if me.due_edges and target is not None:
            for u, v in target.edges:
                if sheet.can_join(u, v):
                    return AddEdge(u, v)
        if me.due_vertices:
            return _new_vertex(sheet.vertices)
        if me.due_edges and sheet.any_edge_possible():
            reserved = target.reserved if target else frozenset()
            for second in ahead[1:3]:
                for u, v in second.edges:
                    if sheet.can_join(u, v) and not ({u, v} & reserved):
                        return AddEdge(u, v)
            edge = spare_edge(sheet, reserved, rng) or spare_edge(sheet, frozenset(), rng) or sheet.possible_edges()[0]
            return AddEdge(*edge)
        return EndDrawing()

    @staticmethod
    def _best_edge(state: Seen, p: int, rng: random.Random) -> Edge:
        """Strong: the edge worth most now (see the module docstring)."""
        me = state.players[p]
        sheet = me.sheet
        adj = sheet.graph.adj
        ahead = plans(state, p)
        proven_now = any(plan.cost == 0 for plan in ahead)
        reach = me.due_edges + PER_ROUND * (rounds_left(state) - 1)
        gain: dict[Edge, float] = {}
        spoil: dict[int, float] = {}
        for plan in ahead:
            card = state.objective(plan.card)
            weight = float(points_for(state, p, card))
            if weight <= 0 or plan.cost > reach:
                continue
            if plan.card in state.objective_row:
                rival = rival_cost(state, p, plan.card)
                weight *= 1.0 if rival > plan.cost else 0.7 if rival == plan.cost else 0.4
            step = DECAY ** (plan.cost - 1) - DECAY ** plan.cost
            if plan.cost == 1 and not proven_now:
                step += NOW_BONUS
            for u, v in plan.edges:
                if sheet.can_join(u, v):
                    gain[(u, v)] = gain.get((u, v), 0.0) + weight * step
            if card.type == "C":
                for v in plan.reserved:
                    spoil[v] = spoil.get(v, 0.0) + weight * (DECAY ** plan.cost - DECAY ** (plan.cost + 1))
        candidates = set(gain)
        free = [v for v in range(sheet.vertices) if v not in sheet.frozen]
        top = max((len(adj[v]) for v in adj), default=0)
        hubs = sorted(free, key=lambda v: -len(adj[v]))[:3]
        lonely = [v for v in free if not adj[v]]
        for a in set(hubs) | set(lonely[:3]) | set(rng.sample(free, min(5, len(free)))):
            candidates |= {(min(a, b), max(a, b)) for b in free if sheet.can_join(a, b)}

        def value(e: Edge) -> tuple[float, int]:
            u, v = e
            du, dv = len(adj[u]), len(adj[v])
            at_once = 3.0 if du == 0 and dv == 0 else 1.0 if du == 0 or dv == 0 else 0.0
            at_once += max(0, max(du, dv) + 1 - top)
            spoiled = 0.0 if e in gain else spoil.get(u, 0.0) + spoil.get(v, 0.0)
            return gain.get(e, 0.0) - spoiled + SHEET_WEIGHT * at_once, du + dv

        return max(sorted(candidates), key=value) if candidates else sheet.possible_edges()[0]

    # ----- powers ----------------------------------------------------------------------------------
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

    def _save(self, state: Seen, p: int) -> CardMove | None:
        """Strong: save the face-up card most worth keeping from the others: one a rival proves already
        (it is denied them), or one this player proves or nearly does (it is kept for a later round)."""
        me, power = state.players[p], state.power
        assert power is not None
        if me.eulerians - power.cost < self._eulerian_reserve(state, p):
            return None
        best, best_value = None, 2.0
        for card_id in state.objective_row:
            card = state.objective(card_id)
            if card.type not in power.types:
                continue
            rival = rival_cost(state, p, card_id)
            mine = plan_for(me.sheet, card).cost
            value = card.points * (0.6 if rival == 0 else 0.3 if rival <= 2 else 0.0) + \
                max(0, points_for(state, p, card)) * (0.8 if mine == 0 else 0.5 if mine <= 2 else 0.0)
            if value > best_value:
                best, best_value = card_id, value
        return SaveObjective(best) if best else None

    @staticmethod
    def _eulerian_reserve(state: Seen, p: int) -> int:
        """Eulerians worth keeping for the bonus cards the player holds."""
        cards = [state.decks.bonus_card(c) for c in state.hand(p)]
        kinds = {card.kind: card for card in cards}
        if "never_extra_power" in kinds:
            return 10 ** 6
        return max([kinds[k].limit for k in ("eulerians_at_least", "per_player_eulerians") if k in kinds] + [0])

    # ----- refresh ---------------------------------------------------------------------------------
    def _refresh(self, state: Seen, p: int) -> CardMove:
        me = state.players[p]
        if self.strong and len(state.players) == 1:
            return self._refresh_alone(state, p)
        if self.level == Level.EASY or me.sheet.crossed > 2 or me.saved:
            return Pass()
        ahead = plans(state, p)
        if ahead and all(plan.cost > 9 for plan in ahead):
            return Refresh()
        return Pass()

    @staticmethod
    def _refresh_alone(state: Seen, p: int) -> CardMove:
        """Strong alone: refresh when five new cards are worth more than the row and two boxes."""
        me = state.players[p]
        if me.sheet.crossed + 2 > len(MINUS_TRACK) - 1 or rounds_left(state) <= 1:
            return Pass()
        unseen = unseen_objectives(state)
        if not unseen:
            return Pass()
        share = sum(1 for c in unseen if proves_fast(me.sheet, c)) / len(unseen)
        fresh = 1 - (1 - share) ** len(state.objective_row)  # a new row holds a card the sheet proves
        row = [state.objective(c) for c in state.claimable(p)]
        keep = 1.0 if any(proves_fast(me.sheet, c) for c in row) else \
            0.5 if any(plan_for(me.sheet, c).cost <= 2 for c in row) else 0.0
        cost = minus_points(me.sheet.crossed) - minus_points(me.sheet.crossed + 2)
        return Refresh() if (fresh - keep) * CLAIM_WORTH > cost else Pass()


#: What a claim is worth, about (the mean points of a claimed card in bot games).
CLAIM_WORTH = 7.0


def _new_vertex(n: int) -> AddVertex:
    return AddVertex(float(60 * (n % GRID)), float(60 * (n // GRID)))


class GreedyBot(Bot):
    """A baseline for benchmarks (not a level): it takes the resource card that gives the most, draws
    where the sheet scores most at once, claims the best card it proves and never plans, powers or refreshes."""

    def __init__(self) -> None:
        super().__init__(Level.EASY)

    def move(self, state: Seen, p: int, rng: random.Random) -> CardMove:
        if state.pending(p) or state.phase not in (Phase.PICK, Phase.DRAW, Phase.REFRESH):
            return super().move(state, p, rng)
        if state.phase == Phase.PICK:
            def gives(i: int) -> tuple[int, int]:
                card = state.decks.resource(state.resource_row[i])
                return card.vertices + card.edges + card.eulerians, -i
            return PickResource(max(range(len(state.resource_row)), key=gives))
        if state.phase == Phase.REFRESH:
            return Pass()
        me = state.players[p]
        if me.due_vertices:
            return _new_vertex(me.sheet.vertices)
        if me.due_edges and me.sheet.any_edge_possible():
            return AddEdge(*(spare_edge(me.sheet, frozenset(), rng) or me.sheet.possible_edges()[0]))
        return EndDrawing()

