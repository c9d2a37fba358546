"""What everybody at the card table sees, and what the rules read from it.

``Table`` is the public part of a position: phase and turn, the face-up cards and piles, every
player's sheets and purse. The whole position (``round.CardGame``) adds the hidden decks and the
secret bonus cards; a seat's observation (``observation.CardObservation``) adds only what that
seat may know of them. Turn order, legal moves, scores and the ranking are read here, once, for both.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property, lru_cache
from typing import Generic, TypeVar

import networkx as nx

from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.bonus import PlayerFacts, bonus_points
from graphgames_desktop.games.cards.cards import BALANCED, BOOK, Decks, ObjectiveCard, PowerCard, standard_decks
from graphgames_desktop.games.cards.codes import ClaimFailure
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
from graphgames_desktop.games.cards.scoring import minus_points, score_sheet
from graphgames_desktop.games.solve.structures import edge_key

START_EULERIANS = 2
#: The balanced variant's sheets start with this many vertices drawn (the rule book's start blank): with 4
#: vertices every resource card can be drawn whole on a fresh sheet, so no opening pick and no new
#: sheet forces a crossed box (a card gives at most 4 edges; 4 vertices take 6). See tools/make_cards.py.
BALANCED_START_VERTICES = 4
#: How claims are settled: the referee checks every claim (the default on screen), or, as the rule
#: source plays on paper, a claim stands unless another player contests it, and only then is checked.
REFEREE = "referee"
CONTEST = "contest"
CLAIM_MODES = (REFEREE, CONTEST)
#: How the seats take the steps: one after another in the round's order (one shared screen), or, for the
#: pick and draw steps, all at once (a device each): see ``round.py``.
IN_TURN = "in_turn"
TOGETHER = "together"
TURN_MODES = (IN_TURN, TOGETHER)

#: What a move caused, for the view: (code, player or -1, detail such as a card id or a deck name).
Event = tuple[str, int, str | int | None]
Point = tuple[float, float]


class Phase(StrEnum):
    BONUS = "bonus"  # setup: each player keeps one of two bonus cards
    PICK = "pick"
    DRAW = "draw"
    CLAIM = "claim"
    REFRESH = "refresh"
    OVER = "over"


@dataclass(frozen=True)
class Sheet:
    """One player sheet: the graph drawn on it (vertices 0..n-1), frozen vertices and the minus track."""

    vertices: int = 0
    edges: frozenset[tuple[int, int]] = frozenset()
    frozen: frozenset[int] = frozenset()
    crossed: int = 0
    objectives: tuple[str, ...] = ()
    positions: tuple[Point, ...] = ()
    shapes: tuple[tuple[int, int, tuple[Point, ...]], ...] = ()  # (u, v, points) of edges drawn as curves

    @cached_property
    def graph(self) -> nx.Graph:
        """The sheet's graph (shared: do not modify it)."""
        g = nx.Graph()
        g.add_nodes_from(range(self.vertices))
        g.add_edges_from(self.edges)
        return g

    def can_join(self, u: int, v: int) -> bool:
        return (u != v and 0 <= u < self.vertices and 0 <= v < self.vertices and edge_key(u, v) not in self.edges
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


def start_vertices(rules: str) -> int:
    """The vertices a fresh sheet holds: none by the rule book, ``BALANCED_START_VERTICES`` in the balanced variant."""
    return BALANCED_START_VERTICES if rules == BALANCED else 0


def start_sheet(crossed: int = 0, rules: str = BOOK) -> Sheet:
    """A fresh sheet of the game played by ``rules``: blank, or lone vertices in a row; ``crossed`` boxes crossed."""
    n = start_vertices(rules)
    return Sheet(vertices=n, crossed=crossed, positions=tuple((60.0 * i, 0.0) for i in range(n)))


@dataclass(frozen=True)
class PublicPlayer:
    """What everybody sees of a player: sheets (the last is in play), purse, saved cards, this round's business."""

    sheets: tuple[Sheet, ...] = (Sheet(),)
    circled: int = START_EULERIANS  # Eulerian coins circled on the sheet in play
    spent: int = 0  # ... and crossed
    saved: tuple[str, ...] = ()
    used_power: bool = False
    # This round:
    pick: int | None = None  # the resource card taken, once every player has picked (picks are secret till then)
    picked: bool = False  # has picked this round (public: who has picked, never which card, before the reveal)
    due_vertices: int = 0
    due_edges: int = 0
    power_uses: int = 0
    done_drawing: bool = False
    claim_used: bool = False  # claimed this round (a failed claim counts): not asked again this round
    passed: bool = False  # passed in the claim step since the last objective was turned up

    @property
    def sheet(self) -> Sheet:
        return self.sheets[-1]

    @property
    def eulerians(self) -> int:
        return self.circled - self.spent

    @property
    def claimed(self) -> tuple[str, ...]:
        return tuple(card for sheet in self.sheets for card in sheet.objectives)


@dataclass(frozen=True)
class Player(PublicPlayer):
    """A whole player, with the bonus cards only they see until the end."""

    bonus: tuple[str, ...] = ()
    pending_bonus: tuple[str, ...] = ()  # dealt or drawn, waiting for a discard
    #: The resource card picked this round while others still pick: the picks are simultaneous in the rule
    #: source, so nobody sees another's before making their own; all are revealed (``pick``) after the last.
    chosen: int | None = None


@dataclass(frozen=True)
class OpenClaim:
    """Contest mode: ``player``'s claim of ``card`` (``vertices`` naming a C card's components), waiting
    for the other players, who are asked one after another from the claimant's left; ``asked`` let it stand."""

    player: int
    card: str
    vertices: tuple[int, ...] = ()
    asked: int = 0


@dataclass(frozen=True)
class ClaimCheck:
    """The referee's word on a claim: why it fails (None: proven), and the vertices a proven C claim circles."""

    failure: ClaimFailure | None
    circled: frozenset[int] = frozenset()


@lru_cache(maxsize=512)
def check_claim(sheet: Sheet, card: ObjectiveCard, vertices: tuple[int, ...] = ()) -> ClaimCheck:
    """The referee's check of ``card`` claimed on ``sheet`` (``vertices``: a vertex of each component a C
    claim names; unnamed, the best components that fit). The engine settles claims by it, and the move
    list says a claim's result and reason by it (kept: the list words every claim of the game again)."""
    g, pattern = sheet.graph, card.graph()
    if card.type == "S":
        return ClaimCheck(None if claims.has_subgraph(g, pattern) else claim_failure(card, bool(vertices)))
    chosen = claims.named_components(g, pattern, vertices) if vertices else \
        claims.matching_components(g, pattern, sheet.frozen)
    if chosen is None:
        return ClaimCheck(claim_failure(card, bool(vertices)))
    return ClaimCheck(None, frozenset().union(*chosen))


def claim_failure(card: ObjectiveCard, named: bool) -> ClaimFailure:
    """Why a claim of ``card`` the referee refuses fails (``named``: it named a C card's components)."""
    if card.type == "S":
        return ClaimFailure.NOT_A_SUBGRAPH
    return ClaimFailure.NOT_THESE_COMPONENTS if named else ClaimFailure.NO_SUCH_COMPONENTS


@dataclass(frozen=True)
class Standing:
    """One player's line of the final ranking: the scores and the rule source's tie-breakers."""

    player: int
    sheets: tuple[dict[str, int], ...]
    total: int
    crossed: int
    trivial: int  # trivial components over every sheet (fewer is better)
    max_degree: int
    diameter: int
    components: int
    place: int = 0

    @property
    def key(self) -> tuple[int, ...]:
        """Higher is better: the total, then the five tie-breakers in the rule source's order."""
        return self.total, -self.crossed, -self.trivial, self.max_degree, self.diameter, self.components


P = TypeVar("P", bound=PublicPlayer, covariant=True)
#: The steps the together mode takes at once.
TOGETHER_PHASES = frozenset({Phase.PICK, Phase.DRAW})


@dataclass(frozen=True, kw_only=True)
class Table(ABC, Generic[P]):
    """The public part of a position; see the module docstring."""

    bonus_in_play: bool
    players: tuple[P, ...]
    phase: Phase
    rules: str = BOOK  # cards.BOOK (the rule book's game) or cards.BALANCED (the balanced variant)
    first: int = 0  # who plays first in round 1
    round: int = 1
    turn: int = 0
    resource_row: tuple[str, ...] = ()
    resource_discard: tuple[str, ...] = ()
    objective_row: tuple[str, ...] = ()
    objective_discard: tuple[str, ...] = ()
    power_up: str | None = None
    power_discard: tuple[str, ...] = ()
    last_round: bool = False
    claims: str = REFEREE  # REFEREE or CONTEST
    turns: str = IN_TURN  # IN_TURN or TOGETHER (the pick and draw steps taken at once)
    open_claim: OpenClaim | None = None  # contest mode: a claim waiting to be contested or let stand
    events: tuple[Event, ...] = ()  # what the last move caused
    decks: Decks = field(default_factory=standard_decks, repr=False, compare=False)

    # ----- who plays ----------------------------------------------------------------------------------
    @property
    def order(self) -> tuple[int, ...]:
        """The players in this round's order: one seat further each round."""
        n = len(self.players)
        return tuple((self.first + self.round - 1 + i) % n for i in range(n))

    @property
    def current_player(self) -> int:
        """The player to move; while a claim is open, the next player asked whether to contest it."""
        if self.phase == Phase.OVER:
            return -1
        if self.open_claim is not None:
            return (self.open_claim.player + 1 + self.open_claim.asked) % len(self.players)
        return self.order[self.turn]

    def active_seats(self) -> frozenset[int]:
        """The seats that may act now: in the together mode's pick and draw steps every seat that has not
        finished the step (``current_player`` is the first of them in the round's order), else the player to move."""
        if self.phase == Phase.OVER:
            return frozenset()
        if self.turns == TOGETHER and self.phase in TOGETHER_PHASES:
            return frozenset(p for p in self.order if not self.acted(p))
        return frozenset({self.current_player})

    def acting(self) -> list[int]:
        """The active seats in the round's order (the player to move first)."""
        active = self.active_seats()
        return [p for p in self.order if p in active]

    def acted(self, player: int) -> bool:
        """Whether ``player`` has finished this pick or draw step."""
        pl = self.players[player]
        return pl.picked if self.phase == Phase.PICK else pl.done_drawing

    # ----- what lies on the table -------------------------------------------------------------------------
    @property
    def power(self) -> PowerCard | None:
        return self.decks.power(self.power_up) if self.power_up else None

    def objective(self, card_id: str) -> ObjectiveCard:
        return self.decks.objective(card_id)

    @property
    def last_to_answer(self) -> bool:
        """Contest mode: the player asked about the open claim is the last one to be asked (letting it stand settles it)."""
        return self.open_claim is not None and self.open_claim.asked + 2 >= len(self.players)

    def claimable(self, player: int) -> tuple[str, ...]:
        """Objectives ``player`` may claim: the face-up row and their own saved cards."""
        return self.objective_row + self.players[player].saved

    @abstractmethod
    def hand(self, player: int) -> tuple[str, ...]:
        """The bonus cards ``player`` keeps, as far as this reader may see them."""

    @abstractmethod
    def pending(self, player: int) -> tuple[str, ...]:
        """The bonus cards ``player`` must choose a discard from, as far as this reader may see them."""

    @property
    @abstractmethod
    def can_draw_bonus(self) -> bool:
        """Whether the bonus deck or its discards still hold a card."""

    # ----- what may be done ------------------------------------------------------------------------------
    def _moves_now(self, seat: int, pending: tuple[str, ...]) -> list[CardMove]:
        """The legal moves of ``seat``, whose pending bonus cards are ``pending`` (none if it may not act)."""
        if seat not in self.active_seats():
            return []
        if pending:
            return [DiscardBonus(c) for c in pending]
        me = self.players[seat]
        if self.phase == Phase.PICK:
            return [PickResource(i) for i in range(len(self.resource_row))]
        if self.phase == Phase.DRAW:
            return self._drawing_moves(me)
        if self.phase == Phase.CLAIM:
            return self._claim_moves(seat, me) if self.open_claim is None else [ContestClaim(), AcceptClaim()]
        return [Refresh(), Pass()]  # refresh

    def _claim_moves(self, seat: int, me: PublicPlayer) -> list[CardMove]:
        """Every claim (in the contest mode a C claim names the components that fit, when some do) and Pass."""
        moves: list[CardMove] = []
        for card_id in self.claimable(seat):
            card = self.objective(card_id)
            if self.claims == CONTEST and card.type == "C":
                fit = claims.matching_components(me.sheet.graph, card.graph(), me.sheet.frozen)
                if fit is not None:
                    moves.append(Claim(card_id, tuple(sorted(min(c) for c in fit))))
            else:
                moves.append(Claim(card_id))
        return moves + [Pass()]

    def _drawing_moves(self, me: PublicPlayer) -> list[CardMove]:
        moves: list[CardMove] = []
        if me.due_vertices:
            moves.append(AddVertex())
        if me.due_edges:
            moves += [AddEdge(u, v) for u, v in me.sheet.possible_edges()]
        if me.due_vertices == 0 and (me.due_edges == 0 or not me.sheet.any_edge_possible()):
            moves.append(EndDrawing())
        power = self.power
        if power is None or me.eulerians < power.cost or not power_left(me, power):
            return moves
        if power.kind == "adjust":
            moves += [AdjustDraw(dv, de) for dv in range(-power.vertices, power.vertices + 1)
                      for de in range(-power.edges, power.edges + 1)
                      if (dv or de) and me.due_vertices + dv >= 0 and me.due_edges + de >= 0]
        elif power.kind == "swap":
            moves += [SwapDraw(to_edge) for to_edge, due in ((True, me.due_vertices), (False, me.due_edges)) if due]
        elif power.kind == "save":
            moves += [SaveObjective(c) for c in self.objective_row if self.objective(c).type in power.types]
        elif power.kind == "bonus_draw" and self.can_draw_bonus:
            moves.append(DrawBonus())
        return moves

    # ----- the end ---------------------------------------------------------------------------------
    def facts(self) -> list[PlayerFacts]:
        """What the bonus cards look at, for every player (all public)."""
        out = []
        for pl in self.players:
            types = [self.objective(c).type for c in pl.claimed]
            out.append(PlayerFacts(pl.sheet.graph, pl.eulerians, pl.used_power, types.count("S"), types.count("C")))
        return out

    def sheet_scores(self, player: int, facts: Sequence[PlayerFacts] | None = None) -> list[dict[str, int]]:
        """``score_sheet`` for each of the player's sheets; the bonus cards count on the last one."""
        me = self.players[player]
        facts = facts if facts is not None else self.facts()
        bonus = sum(bonus_points(self.decks.bonus_card(c), player, facts) for c in self.hand(player))
        out = []
        for i, sheet in enumerate(me.sheets):
            points = sum(self.objective(c).points for c in sheet.objectives)
            out.append(score_sheet(sheet.graph, points, bonus if i == len(me.sheets) - 1 else 0,
                                   minus_points(sheet.crossed)))
        return out

    def ranking(self) -> list[Standing]:
        """Every player's total and place, best first; ties broken by the rule source's five tie-breakers.

        1 fewest crossed boxes, 2 fewest trivial components, 3 highest maximum degree, 4 highest
        diameter, 5 most components (over all of a player's sheets); still tied: a shared place.
        """
        facts = self.facts()
        rows = []
        for p, pl in enumerate(self.players):
            sheets = self.sheet_scores(p, facts)
            rows.append(Standing(
                player=p, sheets=tuple(sheets), total=sum(s["total"] for s in sheets),
                crossed=sum(s.crossed for s in pl.sheets), trivial=-sum(s["trivial"] for s in sheets),
                max_degree=max(s["max_degree"] for s in sheets), diameter=max(s["diameter"] for s in sheets),
                components=sum(s["components"] for s in sheets)))
        rows.sort(key=lambda r: r.key, reverse=True)
        placed: list[Standing] = []
        for i, r in enumerate(rows):
            tied = i and placed[-1].key == r.key
            placed.append(replace(r, place=placed[-1].place if tied else i + 1))
        return placed


def power_left(me: PublicPlayer, power: PowerCard) -> bool:
    """Whether ``me`` may use ``power`` once more this round ("save" and "swap" cards up to their ``times``)."""
    return me.power_uses < (power.times if power.kind in ("save", "swap") else 1)
