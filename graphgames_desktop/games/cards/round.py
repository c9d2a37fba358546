"""The rules of "Introduction to Graph Theory": setup, rounds, claims, the end and the ranking.

The rule source plays each phase simultaneously; this engine lets the players act one after
another within a phase (the order turns by one seat each round, so nobody is always first to
claim), which is what a shared screen needs and keeps every state a plain immutable value.

Phases: ``bonus`` (setup: each player is dealt 2 bonus cards and discards 1), then every round
``pick`` -> ``draw`` -> ``claim`` -> ``refresh``, then the face-up extra power and resource cards
are replaced. The round in which the resource deck runs out ends after its claims (``over``).

Choices where the rule source is silent (each has a test):

* A power's cost is paid per use; "save" and "swap" cards may be used up to their ``times``.
  Powers are used in the draw phase, before the player ends drawing.
* A saved objective leaves the face-up row (which is refilled) and waits by its owner's sheet
  until they claim it; it counts as that round's one claim.
* A failed claim also uses the player's claim for the round.
* Refresh: each player in turn may refresh; the five face-up cards go to the discard pile.
* When a deck must give a card and is empty, its discard pile is shuffled into it (objectives
  by the rule source; bonus and extra-power cards the same way). With 10 players and 18 bonus
  cards the last player's setup pair comes from the first players' discards.
* The Eulerian track holds ``TRACK_COINS`` coins per sheet; coins beyond are lost. A new sheet
  carries the Eulerians not yet spent.
* Crossing a box on a full track stores the sheet and starts a new one with its first two boxes
  crossed (that is the cost of the box that did not fit); the player goes on drawing there.

Randomness comes only from ``seed``: the setup shuffles and every later reshuffle (numbered) are
derived from it, so a record of moves replays to the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache

import networkx as nx

from graphgames_desktop.games.base import IllegalMove, Outcome
from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.bonus import PlayerFacts, bonus_points
from graphgames_desktop.games.cards.cards import Decks, load_decks
from graphgames_desktop.games.cards.moves import (AddEdge, AddVertex, AdjustDraw, Claim, DiscardBonus, DrawBonus,
                                                  EndDrawing, Pass, PickResource, Refresh, SaveObjective, SwapDraw)
from graphgames_desktop.games.cards.scoring import MINUS_TRACK, score_sheet, minus_points

MINUS_BOXES = len(MINUS_TRACK)
NEW_SHEET_CROSSED = 2
START_EULERIANS = 2
TRACK_COINS = 20
OBJECTIVES_FACE_UP = 5
RESOURCES_FACE_UP = 2
BONUS_DEALT = 2
MAX_PLAYERS = 10


class SetupError(ValueError):
    """A game that cannot be set up; ``code`` says why (too_few_players, too_many_players, bonus_needs_two)."""

    def __init__(self, code: str):
        super().__init__(code)
        self.code = code


@lru_cache(maxsize=1)
def standard_decks() -> Decks:
    return load_decks()


@lru_cache(maxsize=4)
def _index(decks: Decks) -> dict:
    return {card.id: card for deck in (decks.resources, decks.objectives, decks.bonus, decks.powers) for card in deck}


@dataclass(frozen=True)
class Sheet:
    """One player sheet: the graph drawn on it (vertices 0..n-1), frozen vertices and the minus track."""

    vertices: int = 0
    edges: frozenset = frozenset()
    frozen: frozenset = frozenset()
    crossed: int = 0
    objectives: tuple = ()
    positions: tuple = ()
    shapes: tuple = ()  # (u, v, points) of edges drawn as curves

    @cached_property
    def graph(self) -> nx.Graph:
        """The sheet's graph (shared: do not modify it)."""
        g = nx.Graph()
        g.add_nodes_from(range(self.vertices))
        g.add_edges_from(self.edges)
        return g

    def can_join(self, u: int, v: int) -> bool:
        return (u != v and 0 <= u < self.vertices and 0 <= v < self.vertices and (min(u, v), max(u, v)) not in self.edges
                and u not in self.frozen and v not in self.frozen)

    def room(self, more_vertices: int = 0) -> int:
        """Edges the sheet could still take (with ``more_vertices`` new vertices): unjoined pairs outside frozen components."""
        free = self.vertices - len(self.frozen) + more_vertices
        inside = sum(1 for u, v in self.edges if u not in self.frozen)
        return free * (free - 1) // 2 - inside

    def any_edge_possible(self) -> bool:
        return self.room() > 0

    def possible_edges(self) -> list[tuple[int, int]]:
        free = [v for v in range(self.vertices) if v not in self.frozen]
        return [(u, v) for i, u in enumerate(free) for v in free[i + 1:] if (u, v) not in self.edges]


@dataclass(frozen=True)
class Player:
    """A player's sheets (the last is in play), purse, secret bonus cards and this round's business."""

    sheets: tuple = (Sheet(),)
    circled: int = START_EULERIANS  # Eulerian coins circled on the sheet in play
    spent: int = 0  # ... and crossed
    bonus: tuple = ()
    pending_bonus: tuple = ()  # dealt or drawn, waiting for a discard
    saved: tuple = ()
    used_power: bool = False
    # This round:
    pick: int | None = None
    due_vertices: int = 0
    due_edges: int = 0
    power_uses: int = 0
    done_drawing: bool = False

    @property
    def sheet(self) -> Sheet:
        return self.sheets[-1]

    @property
    def eulerians(self) -> int:
        return self.circled - self.spent

    @property
    def claimed(self) -> tuple:
        return tuple(card for sheet in self.sheets for card in sheet.objectives)


@dataclass(frozen=True)
class CardGame:
    """One position of the card game (immutable; ``play`` returns the next one)."""

    seed: int
    bonus_in_play: bool
    players: tuple
    phase: str
    round: int = 1
    turn: int = 0
    shuffles: int = 0
    resource_deck: tuple = ()
    resource_row: tuple = ()
    objective_deck: tuple = ()
    objective_row: tuple = ()
    objective_discard: tuple = ()
    power_deck: tuple = ()
    power_up: str | None = None
    power_discard: tuple = ()
    bonus_deck: tuple = ()
    bonus_discard: tuple = ()
    last_round: bool = False
    #: What the last move caused, as data for the view: (code, player, detail) tuples.
    events: tuple = ()
    decks: Decks = field(default_factory=standard_decks, repr=False, compare=False)

    # ----- reading -------------------------------------------------------------------------
    @property
    def order(self) -> tuple:
        """The players in this round's order: one seat further each round."""
        n = len(self.players)
        return tuple((self.round - 1 + i) % n for i in range(n))

    @property
    def current_player(self) -> int:
        return self.order[self.turn] if self.phase != "over" else -1

    def card(self, card_id: str):
        return _index(self.decks)[card_id]

    @property
    def power(self):
        return self.card(self.power_up) if self.power_up else None

    def claimable(self, player: int) -> tuple:
        """Objectives ``player`` may claim: the face-up row and their own saved cards."""
        return self.objective_row + self.players[player].saved

    # ----- the contract ----------------------------------------------------------------------
    def legal_moves(self) -> list:
        if self.phase == "over":
            return []
        me = self.players[self.current_player]
        if me.pending_bonus:
            return [DiscardBonus(c) for c in me.pending_bonus]
        if self.phase == "pick":
            return [PickResource(i) for i in range(len(self.resource_row))]
        if self.phase == "draw":
            return self._drawing_moves(me)
        if self.phase == "claim":
            return [Claim(c) for c in self.claimable(self.current_player)] + [Pass()]
        return [Refresh(), Pass()]  # refresh

    def _drawing_moves(self, me: Player) -> list:
        moves = []
        if me.due_vertices:
            moves.append(AddVertex())
        if me.due_edges:
            moves += [AddEdge(u, v) for u, v in me.sheet.possible_edges()]
        if me.due_vertices == 0 and (me.due_edges == 0 or not me.sheet.any_edge_possible()):
            moves.append(EndDrawing())
        power = self.power
        if power is None or me.eulerians < power.cost or not self._power_left(me, power):
            return moves
        if power.kind == "adjust":
            moves += [AdjustDraw(dv, de) for dv in range(-power.vertices, power.vertices + 1)
                      for de in range(-power.edges, power.edges + 1)
                      if (dv or de) and me.due_vertices + dv >= 0 and me.due_edges + de >= 0]
        elif power.kind == "swap":
            moves += [SwapDraw(to_edge) for to_edge, due in ((True, me.due_vertices), (False, me.due_edges)) if due]
        elif power.kind == "save":
            moves += [SaveObjective(c) for c in self.objective_row if self.card(c).type in power.types]
        elif power.kind == "bonus_draw" and (self.bonus_deck or self.bonus_discard):
            moves.append(DrawBonus())
        return moves

    @staticmethod
    def _power_left(me: Player, power) -> bool:
        return me.power_uses < (power.times if power.kind in ("save", "swap") else 1)

    def play(self, move) -> "CardGame":
        if self.phase == "over":
            raise IllegalMove("game_over")
        p = self.current_player
        me = self.players[p]
        if me.pending_bonus and not isinstance(move, DiscardBonus):
            raise IllegalMove("discard_bonus_first")
        handler = _HANDLERS.get((self.phase, type(move)))
        if handler is None and isinstance(move, DiscardBonus):
            handler = CardGame._discard_bonus
        if handler is None:
            raise IllegalMove("wrong_phase", phase=self.phase)
        return handler(replace(self, events=()), p, me, move)

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        ranking = self.ranking()
        scores = tuple(r["total"] for r in sorted(ranking, key=lambda r: r["player"]))
        winners = tuple(sorted(r["player"] for r in ranking if r["place"] == 1))
        return Outcome(winners, "solo" if len(self.players) == 1 else "scored", scores)

    # ----- small helpers -----------------------------------------------------------------------
    def _with_player(self, p: int, player: Player) -> "CardGame":
        return replace(self, players=self.players[:p] + (player,) + self.players[p + 1:])

    def _event(self, code: str, player: int, detail=None) -> "CardGame":
        return replace(self, events=self.events + ((code, player, detail),))

    def _rng(self) -> tuple[random.Random, "CardGame"]:
        """The generator of the next reshuffle, derived from the seed and the reshuffle count."""
        return random.Random(f"{self.seed}/{self.shuffles}"), replace(self, shuffles=self.shuffles + 1)

    def _take(self, deck: str, discard: str, count: int) -> tuple[tuple, "CardGame"]:
        """Up to ``count`` cards from the top of ``deck``, reshuffling ``discard`` into it when empty."""
        state, taken = self, []
        while len(taken) < count:
            cards = getattr(state, deck)
            if not cards:
                pile = getattr(state, discard)
                if not pile:
                    break
                rng, state = state._rng()
                pile = list(pile)
                rng.shuffle(pile)
                state = replace(state, **{deck: tuple(pile), discard: ()})._event("reshuffled", -1, deck)
                continue
            taken.append(cards[0])
            state = replace(state, **{deck: cards[1:]})
        return tuple(taken), state

    def _refill_objectives(self) -> "CardGame":
        new, state = self._take("objective_deck", "objective_discard", OBJECTIVES_FACE_UP - len(self.objective_row))
        return replace(state, objective_row=state.objective_row + new)

    def _cross(self, p: int, boxes: int, reason: str) -> "CardGame":
        """Cross ``boxes`` minus boxes of player ``p``; a full track starts a new sheet."""
        state = self
        for _ in range(boxes):
            me = state.players[p]
            if me.sheet.crossed < MINUS_BOXES:
                me = replace(me, sheets=me.sheets[:-1] + (replace(me.sheet, crossed=me.sheet.crossed + 1),))
                state = state._with_player(p, me)._event("box_crossed", p, reason)
            else:
                carried = min(me.eulerians, TRACK_COINS)
                me = replace(me, sheets=me.sheets + (Sheet(crossed=NEW_SHEET_CROSSED),), circled=carried, spent=0)
                state = state._with_player(p, me)._event("new_sheet", p, reason)
        return state

    def _next_turn(self) -> "CardGame":
        """Pass to the next player in this phase, or on to the next phase."""
        if self.turn + 1 < len(self.players):
            state = replace(self, turn=self.turn + 1)
            return state._deal_setup_bonus() if state.phase == "bonus" else state
        if self.phase == "bonus":
            return replace(self, phase="pick", turn=0)
        if self.phase == "pick":
            return replace(self, phase="draw", turn=0)
        if self.phase == "draw":
            return replace(self, phase="claim", turn=0)
        if self.phase == "claim":
            if self.last_round:
                return replace(self, phase="over", turn=0)._event("game_over", -1)
            return replace(self, phase="refresh", turn=0)
        return self._end_round()

    def _end_round(self) -> "CardGame":
        power, state = self._take("power_deck", "power_discard", 1)
        state = replace(state, power_discard=state.power_discard + ((self.power_up,) if self.power_up else ()),
                        power_up=power[0] if power else None)
        # The old power goes to its discard after the draw, so it never comes straight back.
        resources = state.resource_deck[:RESOURCES_FACE_UP]
        players = tuple(replace(pl, pick=None, due_vertices=0, due_edges=0, power_uses=0, done_drawing=False)
                        for pl in state.players)
        state = replace(state, resource_row=resources, resource_deck=state.resource_deck[RESOURCES_FACE_UP:],
                        players=players, round=state.round + 1, turn=0, phase="pick")
        state = replace(state, last_round=not state.resource_deck)
        return state._event("round_started", -1, state.round)

    def _deal_setup_bonus(self) -> "CardGame":
        cards, state = self._take("bonus_deck", "bonus_discard", BONUS_DEALT)
        p = state.current_player
        return state._with_player(p, replace(state.players[p], pending_bonus=cards))

    # ----- move handlers ------------------------------------------------------------------------
    def _discard_bonus(self, p: int, me: Player, move: DiscardBonus) -> "CardGame":
        if move.card not in me.pending_bonus:
            raise IllegalMove("no_such_card", card=move.card)
        kept = tuple(c for c in me.pending_bonus if c != move.card)
        state = self._with_player(p, replace(me, bonus=me.bonus + kept, pending_bonus=()))
        state = replace(state, bonus_discard=state.bonus_discard + (move.card,))
        return state._next_turn() if self.phase == "bonus" else state

    def _pick(self, p: int, me: Player, move: PickResource) -> "CardGame":
        if not isinstance(move.index, int) or not 0 <= move.index < len(self.resource_row):
            raise IllegalMove("no_such_card", index=move.index)
        card = self.card(self.resource_row[move.index])
        circled = min(TRACK_COINS, me.circled + card.eulerians)
        me = replace(me, pick=move.index, due_vertices=card.vertices, due_edges=card.edges, circled=circled)
        return self._with_player(p, me)._next_turn()

    def _add_vertex(self, p: int, me: Player, move: AddVertex) -> "CardGame":
        if not me.due_vertices:
            raise IllegalMove("no_vertex_due")
        sheet = me.sheet
        sheet = replace(sheet, vertices=sheet.vertices + 1, positions=sheet.positions + ((move.x, move.y),))
        return self._with_player(p, replace(me, sheets=me.sheets[:-1] + (sheet,), due_vertices=me.due_vertices - 1))

    def _add_edge(self, p: int, me: Player, move: AddEdge) -> "CardGame":
        if not me.due_edges:
            raise IllegalMove("no_edge_due")
        sheet, u, v = me.sheet, move.u, move.v
        if not (isinstance(u, int) and isinstance(v, int) and 0 <= u < sheet.vertices and 0 <= v < sheet.vertices):
            raise IllegalMove("no_such_vertex", u=u, v=v)
        if u == v:
            raise IllegalMove("loop")
        if (min(u, v), max(u, v)) in sheet.edges:
            raise IllegalMove("double_edge")
        if u in sheet.frozen or v in sheet.frozen:
            raise IllegalMove("frozen_component")
        key = (min(u, v), max(u, v))
        sheet = replace(sheet, edges=sheet.edges | {key},
                        shapes=sheet.shapes + ((key[0], key[1], tuple(move.points)),) if move.points else sheet.shapes)
        return self._with_player(p, replace(me, sheets=me.sheets[:-1] + (sheet,), due_edges=me.due_edges - 1))

    def _end_drawing(self, p: int, me: Player, move: EndDrawing) -> "CardGame":
        if me.due_vertices:
            raise IllegalMove("vertices_due", count=me.due_vertices)
        if me.due_edges and me.sheet.any_edge_possible():
            raise IllegalMove("edges_due", count=me.due_edges)
        missing = me.due_edges
        state = self._with_player(p, replace(me, due_edges=0, done_drawing=True))
        return state._cross(p, missing, "edge_not_drawn")._next_turn()

    def _pay_power(self, p: int, me: Player, kind: str) -> tuple[Player, object]:
        power = self.power
        if power is None or power.kind != kind:
            raise IllegalMove("power_not_face_up", kind=kind)
        if not self._power_left(me, power):
            raise IllegalMove("power_used")
        if me.eulerians < power.cost:
            raise IllegalMove("not_enough_eulerians", cost=power.cost)
        return replace(me, spent=me.spent + power.cost, power_uses=me.power_uses + 1, used_power=True), power

    def _adjust(self, p: int, me: Player, move: AdjustDraw) -> "CardGame":
        paid, power = self._pay_power(p, me, "adjust")
        if not ((move.vertices or move.edges) and abs(move.vertices) <= power.vertices and abs(move.edges) <= power.edges):
            raise IllegalMove("beyond_power", vertices=power.vertices, edges=power.edges)
        if me.due_vertices + move.vertices < 0 or me.due_edges + move.edges < 0:
            raise IllegalMove("below_zero")
        paid = replace(paid, due_vertices=me.due_vertices + move.vertices, due_edges=me.due_edges + move.edges)
        return self._with_player(p, paid)._event("power_used", p, power.id)

    def _swap(self, p: int, me: Player, move: SwapDraw) -> "CardGame":
        paid, power = self._pay_power(p, me, "swap")
        if (me.due_vertices if move.to_edge else me.due_edges) < 1:
            raise IllegalMove("below_zero")
        step = 1 if move.to_edge else -1
        paid = replace(paid, due_vertices=me.due_vertices - step, due_edges=me.due_edges + step)
        return self._with_player(p, paid)._event("power_used", p, power.id)

    def _save(self, p: int, me: Player, move: SaveObjective) -> "CardGame":
        paid, power = self._pay_power(p, me, "save")
        if move.card not in self.objective_row:
            raise IllegalMove("no_such_card", card=move.card)
        if self.card(move.card).type not in power.types:
            raise IllegalMove("wrong_objective_type", types=power.types)
        state = self._with_player(p, replace(paid, saved=me.saved + (move.card,)))
        state = replace(state, objective_row=tuple(c for c in self.objective_row if c != move.card))
        return state._refill_objectives()._event("objective_saved", p, move.card)

    def _draw_bonus(self, p: int, me: Player, move: DrawBonus) -> "CardGame":
        if not self.bonus_in_play:
            raise IllegalMove("no_bonus_deck")
        if not (self.bonus_deck or self.bonus_discard):
            raise IllegalMove("bonus_deck_empty")
        paid, power = self._pay_power(p, me, "bonus_draw")
        cards, state = self._take("bonus_deck", "bonus_discard", power.draw)
        # One card drawn is simply kept: there is nothing to choose between.
        paid = replace(paid, pending_bonus=cards) if len(cards) > 1 else replace(paid, bonus=me.bonus + cards)
        return state._with_player(p, paid)._event("power_used", p, power.id)

    def _claim(self, p: int, me: Player, move: Claim) -> "CardGame":
        if move.card not in self.claimable(p):
            raise IllegalMove("no_such_card", card=move.card)
        card = self.card(move.card)
        g = me.sheet.graph
        pattern = card.graph()
        if card.type == "S":
            proven, frozen = claims.has_subgraph(g, pattern), set()
        else:
            chosen = self._chosen_components(g, pattern, move.vertices)
            proven, frozen = chosen is not None, set().union(*chosen) if chosen else set()
        if not proven:
            return self._cross(p, 1, "claim_failed")._event("claim_failed", p, move.card)._next_turn()
        sheet = replace(me.sheet, objectives=me.sheet.objectives + (move.card,), frozen=me.sheet.frozen | frozen)
        me = replace(me, sheets=me.sheets[:-1] + (sheet,), saved=tuple(c for c in me.saved if c != move.card))
        state = self._with_player(p, me)
        if move.card in self.objective_row:
            state = replace(state, objective_row=tuple(c for c in self.objective_row if c != move.card))
            state = state._refill_objectives()
        return state._event("claimed", p, move.card)._next_turn()

    @staticmethod
    def _chosen_components(g: nx.Graph, pattern: nx.Graph, vertices: tuple) -> list | None:
        """The components proving a C claim: those holding ``vertices`` if named, else any that fit."""
        if not vertices:
            return claims.matching_components(g, pattern)
        if not all(isinstance(v, int) and v in g for v in vertices):
            return None
        comps = {frozenset(nx.node_connected_component(g, v)) for v in vertices}
        union = g.subgraph(set().union(*comps))
        return [set(c) for c in comps] if nx.is_isomorphic(union, pattern) else None

    def _pass(self, p: int, me: Player, move: Pass) -> "CardGame":
        return self._next_turn()

    def _refresh(self, p: int, me: Player, move: Refresh) -> "CardGame":
        state = replace(self, objective_discard=self.objective_discard + self.objective_row, objective_row=())
        state = state._refill_objectives()._event("refreshed", p)
        return state._cross(p, 2, "refresh")._next_turn()

    # ----- the end ---------------------------------------------------------------------------------
    def sheet_scores(self, player: int, facts: list[PlayerFacts] | None = None) -> list[dict]:
        """``score_sheet`` for each of the player's sheets; the bonus cards count on the last one."""
        me = self.players[player]
        facts = facts if facts is not None else self.facts()
        bonus = sum(bonus_points(self.card(c), player, facts) for c in me.bonus)
        out = []
        for i, sheet in enumerate(me.sheets):
            points = sum(self.card(c).points for c in sheet.objectives)
            out.append(score_sheet(sheet.graph, points, bonus if i == len(me.sheets) - 1 else 0,
                                   minus_points(sheet.crossed)))
        return out

    def facts(self) -> list[PlayerFacts]:
        out = []
        for pl in self.players:
            types = [self.card(c).type for c in pl.claimed]
            out.append(PlayerFacts(pl.sheet.graph, pl.eulerians, pl.used_power, types.count("S"), types.count("C")))
        return out

    def ranking(self) -> list[dict]:
        """Every player's total and place; ties broken by the rule source's five tie-breakers.

        1 fewest crossed boxes, 2 fewest trivial components, 3 highest maximum degree, 4 highest
        diameter, 5 most components (over all of a player's sheets); still tied: a shared place.
        """
        facts = self.facts()
        rows = []
        for p, pl in enumerate(self.players):
            sheets = self.sheet_scores(p, facts)
            rows.append({
                "player": p, "sheets": sheets, "total": sum(s["total"] for s in sheets),
                "crossed": sum(s.crossed for s in pl.sheets),
                "trivial": -sum(s["trivial"] for s in sheets),
                "max_degree": max(s["max_degree"] for s in sheets),
                "diameter": max(s["diameter"] for s in sheets),
                "components": sum(s["components"] for s in sheets),
            })

        def key(r):
            return (r["total"], -r["crossed"], -r["trivial"], r["max_degree"], r["diameter"], r["components"])

        rows.sort(key=key, reverse=True)
        for i, r in enumerate(rows):
            r["place"] = rows[i - 1]["place"] if i and key(rows[i - 1]) == key(r) else i + 1
        return rows

    def view_for(self, player: int | None) -> "CardGame":
        """The game as ``player`` may see it: other players' bonus cards and the decks' order hidden.

        ``None`` is the view of an onlooker (the projector): every bonus card hidden until the end.
        """
        if self.phase == "over":
            return self
        hidden = "?"
        players = tuple(pl if i == player else replace(pl, bonus=(hidden,) * len(pl.bonus),
                                                           pending_bonus=(hidden,) * len(pl.pending_bonus))
                        for i, pl in enumerate(self.players))
        mask = {name: (hidden,) * len(getattr(self, name))
                for name in ("resource_deck", "objective_deck", "power_deck", "bonus_deck", "bonus_discard")}
        return replace(self, players=players, **mask)


_HANDLERS = {
    ("pick", PickResource): CardGame._pick,
    ("draw", AddVertex): CardGame._add_vertex,
    ("draw", AddEdge): CardGame._add_edge,
    ("draw", EndDrawing): CardGame._end_drawing,
    ("draw", AdjustDraw): CardGame._adjust,
    ("draw", SwapDraw): CardGame._swap,
    ("draw", SaveObjective): CardGame._save,
    ("draw", DrawBonus): CardGame._draw_bonus,
    ("claim", Claim): CardGame._claim,
    ("claim", Pass): CardGame._pass,
    ("refresh", Refresh): CardGame._refresh,
    ("refresh", Pass): CardGame._pass,
}


def new_game(players: int, *, bonus: bool = False, seed: int = 0, decks: Decks | None = None) -> CardGame:
    """Set up a game (the rule source's setup steps 1-5) for 1 to 10 players.

    The bonus deck needs 2 to 10 players; one player alone plays the solo mode: the same rounds,
    aiming at the highest score.
    """
    if players < 1:
        raise SetupError("too_few_players")
    if players > MAX_PLAYERS:
        raise SetupError("too_many_players")
    if bonus and players < 2:
        raise SetupError("bonus_needs_two")
    decks = decks or standard_decks()
    rng = random.Random(seed)

    def shuffled(deck):
        ids = [c.id for c in deck]
        rng.shuffle(ids)
        return tuple(ids)

    powers, objectives, resources = shuffled(decks.powers), shuffled(decks.objectives), shuffled(decks.resources)
    state = CardGame(
        seed=seed, bonus_in_play=bonus, players=tuple(Player() for _ in range(players)),
        phase="bonus" if bonus else "pick",
        power_up=powers[0], power_deck=powers[1:],
        objective_row=objectives[:OBJECTIVES_FACE_UP], objective_deck=objectives[OBJECTIVES_FACE_UP:],
        resource_row=resources[:RESOURCES_FACE_UP], resource_deck=resources[RESOURCES_FACE_UP:],
        bonus_deck=shuffled(decks.bonus) if bonus else (), decks=decks,
    )
    state = replace(state, last_round=not state.resource_deck)
    return state._deal_setup_bonus() if bonus else state
