"""The rules of "Introduction to Graph Theory": setup, rounds, claims and the end of the game.

The rule source plays each phase simultaneously. ``turns`` says how this engine does:

* ``IN_TURN`` (the default, what one shared screen needs): the players act one after another within
  a phase (the order turns by one seat each round, so nobody is always first to claim).
* ``TOGETHER`` (a device each): in the pick and draw steps every player who has not finished the
  step may act (``active_seats()``; ``play_as(seat, move)``), in any order and interleaved, and the
  step ends when the last has finished (picked; ended drawing). ``current_player`` is then the first
  of them in the round's order, so ``play(move)`` still moves for somebody and a record played in
  turn is a valid record of the together mode. The bonus setup, the claim step and the refresh step
  stay in turn. The claim step because the book's "the fastest player" would make the network's
  speed, not the players, decide who gets a contested card, and a record could not say why: in
  turn, the seat asked first turns by one each round (the fair stand-in for "fastest"), every claim
  is decided on the row as it then is (a claim replaces its card, a new card lets those who passed
  look again) and the game stays a function of its moves. The refresh the same: each refresh changes
  the row the next player decides on.

In both modes the picks are simultaneous as the rule source has them: a pick is a secret of its
player (``Player.chosen``; that they have picked is public, ``picked``) until the last player has
picked, then all are revealed together and the cards' resources given (event ``picks_revealed``).

The rule source sets no time for a step. Where a session gives one (the teacher's time limit), the
seats that have not acted when it runs out are played ``default_move``, one move at a time until the
seat has finished the step; our choices, each the least a player may do by the book: pick the first
face-up resource card; discard the last bonus card dealt or drawn (keep the first); draw each vertex
due (vertices can always be drawn), then ``TimeUp``: every edge still due crosses a box, as the book
settles an edge one cannot draw (on a full track the new sheet takes the rest, nothing is drawn
there); no claim (``Pass``); let an open claim stand (``AcceptClaim``: the book's "if no player
contested the claim"); no refresh.

``rules`` is the rule book's game (``cards.BOOK``, the default: sheets start blank, the book's bonus
cards) or the balanced variant (``cards.BALANCED``: sheets start with ``BALANCED_START_VERTICES``
lone vertices, the bonus cards of ``tools/make_cards.py``'s variant).

Phases: ``bonus`` (setup: each player is dealt 2 bonus cards and discards 1), then every round
``pick`` -> ``draw`` -> ``claim`` -> ``refresh``, then the face-up extra power and resource cards
are replaced (the old resource cards go to a face-up discard pile). The round in which the
resource deck runs out ends after its claims (``over``).

The claim step has no turn order in the rule source ("the fastest player"): players are asked in
the round's order, each at most one claim a round; a player who passes is asked again whenever a
claim turns up a new objective, and the step ends when everybody still without a claim has passed
since the last new card. Claims are settled by the referee (every claim is checked; the default on
screen) or, in the contest mode of paper play, stand unless another player contests them: the
others are asked in turn, the first to contest has the referee check the claim, and a claim nobody
contests stands unchecked. In the contest mode a C claim names its components (a vertex of each);
with the referee, unnamed components are the best that fit: components already circled first, then
those circling the fewest new vertices.

Choices where the rule source is silent (each has a test):

* A power's cost is paid per use; "save" and "swap" cards may be used up to their ``times``.
  Powers are used in the draw phase, before the player ends drawing.
* A saved objective leaves the face-up row and waits by its owner's sheet until they claim it.
  Saving is no claim: the book allows one claim a round (its step 3) and lets a save power, used
  while drawing (step 2), save two cards in a round. So a player may save and then claim in the
  same round, the saved card or another; claiming a saved card later is that later round's one
  claim. A card taken from the row (saved or claimed) is replaced in its own place, so the row
  keeps its order.
* A failed claim also uses the player's claim for the round.
* Refresh: each player in turn may refresh; the five face-up cards go to the discard pile.
* When a deck must give a card and is empty, its discard pile is shuffled into it (objectives
  by the rule source; bonus and extra-power cards the same way). With 10 players and 18 bonus
  cards the last player's setup pair comes from the first players' discards.
* Without the bonus deck (and so with 11 to 20 players) the bonus-draw powers are left out.
* The Eulerian track holds ``TRACK_COINS`` coins per sheet; coins beyond are lost. A new sheet
  carries the Eulerians not yet spent.
* The overflow, as the rule source's sheet says it: crossing a box on a full track stores the
  sheet and starts a new one with exactly its first two boxes crossed (they stand for the box that
  did not fit), and the player resumes on the new sheet with whatever was still due: edges not yet
  paid for by a box are due on the new sheet (the player goes on drawing there, and crosses a box
  for each that still cannot be drawn); boxes still due for a refresh are crossed there.

Randomness comes only from ``seed``: the setup shuffles and every later reshuffle (numbered) are
derived from it, so a record of moves replays to the same game. The seed is as secret as the decks'
order: only the whole position holds it, never an observation (``observation.py``). A seed from a
small range could still be found by trying each against the face-up cards, so whoever starts a
match must draw it at random from a large range.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypedDict

from graphgames_desktop.games.base import IllegalMoveError, Outcome, SeatRefusal
from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.cards import BOOK, VARIANTS, Decks, PowerCard, standard_decks
from graphgames_desktop.games.cards.codes import CardEnd, CardRefusal, CardSetupProblem
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
    TimeUp,
)
from graphgames_desktop.games.cards.scoring import MINUS_TRACK
from graphgames_desktop.games.cards.table import (
    CLAIM_MODES,
    CONTEST,
    IN_TURN,
    REFEREE,
    TOGETHER,
    TOGETHER_PHASES,
    TURN_MODES,
    OpenClaim,
    Phase,
    Player,
    Table,
    check_claim,
    power_left,
    start_sheet,
)
from graphgames_desktop.games.solve.structures import edge_key
from graphgames_desktop.games.spec import SetupError, SetupProblem

MINUS_BOXES = len(MINUS_TRACK)
NEW_SHEET_CROSSED = 2
TRACK_COINS = 20
OBJECTIVES_FACE_UP = 5
RESOURCES_FACE_UP = 2
BONUS_DEALT = 2
MAX_PLAYERS = 20
MAX_BONUS_PLAYERS = 10  # the rule source: the bonus deck limits the table to 2-10 players
#: The decks nobody sees into, each with the pile that is shuffled into it when it runs out.
HIDDEN_DECKS = {"resource_deck": "resource_discard", "objective_deck": "objective_discard",
                "power_deck": "power_discard", "bonus_deck": "bonus_discard"}


@dataclass(frozen=True, kw_only=True)
class CardGame(Table[Player]):
    """One position of the card game (immutable; ``play`` returns the next one): the table and its secrets."""

    seed: int
    shuffles: int = 0  # reshuffles so far; numbers the next one
    resource_deck: tuple[str, ...] = ()
    objective_deck: tuple[str, ...] = ()
    power_deck: tuple[str, ...] = ()
    bonus_deck: tuple[str, ...] = ()
    bonus_discard: tuple[str, ...] = ()  # face down

    def hand(self, player: int) -> tuple[str, ...]:
        return self.players[player].bonus

    def pending(self, player: int) -> tuple[str, ...]:
        return self.players[player].pending_bonus

    @property
    def can_draw_bonus(self) -> bool:
        return bool(self.bonus_deck or self.bonus_discard)

    # ----- the contract ----------------------------------------------------------------------
    def legal_moves(self) -> list[CardMove]:
        """The moves of ``current_player`` (``moves_of`` for another active seat)."""
        return self.moves_of(self.current_player)

    def moves_of(self, seat: int) -> list[CardMove]:
        """The legal moves of ``seat`` (none when it may not act now)."""
        return self._moves_now(seat, self.pending(seat)) if seat in self.active_seats() else []

    def play(self, move: object) -> CardGame:
        """``move`` played by ``current_player``."""
        return self.play_as(self.current_player, move)

    def play_as(self, seat: int, move: object) -> CardGame:
        """``move`` played by ``seat``, one of ``active_seats()``."""
        if not isinstance(move, CardMove):
            raise IllegalMoveError(CardRefusal.BAD_MOVE_KIND, kind=type(move).__name__)
        if self.phase == Phase.OVER:
            raise IllegalMoveError(CardRefusal.GAME_OVER)
        if seat not in self.active_seats():
            raise IllegalMoveError(SeatRefusal.NOT_YOUR_TURN, seat=seat)
        p = seat
        me = self.players[p]
        if me.pending_bonus and not isinstance(move, DiscardBonus):
            raise IllegalMoveError(CardRefusal.DISCARD_BONUS_FIRST)
        answers = isinstance(move, (ContestClaim, AcceptClaim))
        if self.open_claim is not None and not answers:
            raise IllegalMoveError(CardRefusal.CLAIM_OPEN, card=self.open_claim.card)
        if answers and self.phase == Phase.CLAIM and self.open_claim is None:
            raise IllegalMoveError(CardRefusal.NO_OPEN_CLAIM)
        handler = _HANDLERS.get((self.phase, type(move)))
        if handler is None and isinstance(move, DiscardBonus):
            handler = CardGame._discard_bonus
        if handler is None:
            raise IllegalMoveError(CardRefusal.WRONG_PHASE, phase=str(self.phase))
        return handler(replace(self, events=()), p, me, move)

    def outcome(self) -> Outcome | None:
        if self.phase != Phase.OVER:
            return None
        ranking = self.ranking()
        scores = tuple(r.total for r in sorted(ranking, key=lambda r: r.player))
        winners = tuple(sorted(r.player for r in ranking if r.place == 1))
        return Outcome(winners, CardEnd.SOLO if len(self.players) == 1 else CardEnd.SCORED, scores)

    # ----- small helpers -----------------------------------------------------------------------
    def _with_player(self, p: int, player: Player) -> CardGame:
        return replace(self, players=self.players[:p] + (player,) + self.players[p + 1:])

    def _event(self, code: str, player: int, detail: str | int | None = None) -> CardGame:
        return replace(self, events=self.events + ((code, player, detail),))

    def _rng(self) -> tuple[random.Random, CardGame]:
        """The generator of the next reshuffle, derived from the seed and the reshuffle count."""
        return random.Random(f"{self.seed}/{self.shuffles}"), replace(self, shuffles=self.shuffles + 1)

    def _take(self, deck: str, count: int) -> tuple[tuple[str, ...], CardGame]:
        """Up to ``count`` cards from the top of ``deck``, reshuffling its discard pile into it when empty."""
        discard = HIDDEN_DECKS[deck]
        state, taken = self, list[str]()
        while len(taken) < count:
            cards = getattr(state, deck)
            if not cards:
                pile = list(getattr(state, discard))
                if not pile:
                    break
                rng, state = state._rng()
                rng.shuffle(pile)
                piles: dict[str, Any] = {deck: tuple(pile), discard: ()}
                state = replace(state, **piles)._event("reshuffled", -1, deck)
                continue
            taken.append(cards[0])
            rest: dict[str, Any] = {deck: cards[1:]}
            state = replace(state, **rest)
        return tuple(taken), state

    def _refill_objectives(self) -> CardGame:
        new, state = self._take("objective_deck", OBJECTIVES_FACE_UP - len(self.objective_row))
        return replace(state, objective_row=state.objective_row + new)

    def _replace_objective(self, card_id: str) -> CardGame:
        """``card_id`` taken from the row: a new card in its place (none if no card is left anywhere)."""
        new, state = self._take("objective_deck", 1)
        row = tuple(c for old in self.objective_row for c in (new if old == card_id else (old,)))
        return replace(state, objective_row=row)

    def _cross_one(self, p: int, reason: str) -> tuple[CardGame, bool]:
        """Cross one minus box of player ``p``; on a full track, store the sheet and start a new one with
        exactly its first two boxes crossed (they stand for the box that did not fit). True: a new sheet."""
        me = self.players[p]
        if me.sheet.crossed < MINUS_BOXES:
            me = replace(me, sheets=me.sheets[:-1] + (replace(me.sheet, crossed=me.sheet.crossed + 1),))
            return self._with_player(p, me)._event("box_crossed", p, reason), False
        carried = min(me.eulerians, TRACK_COINS)
        me = replace(me, sheets=me.sheets + (start_sheet(NEW_SHEET_CROSSED, self.rules),), circled=carried, spent=0)
        return self._with_player(p, me)._event("new_sheet", p, reason), True

    def _cross(self, p: int, boxes: int, reason: str) -> CardGame:
        """Cross ``boxes`` minus boxes of player ``p`` (a refresh, a failed claim); boxes still to cross when
        the track overflows are crossed on the new sheet."""
        state = self
        for _ in range(boxes):
            state, _ = state._cross_one(p, reason)
        return state

    def _next_turn(self) -> CardGame:
        """Pass to the next player in this phase, or on to the next phase (together: to the first player in the
        round's order still to finish the step, or on when there is none)."""
        if self.turns == TOGETHER and self.phase in TOGETHER_PHASES:
            waiting = [i for i, p in enumerate(self.order) if not self.acted(p)]
            return replace(self, turn=waiting[0]) if waiting else replace(self, phase=_NEXT_PHASE[self.phase], turn=0)
        if self.turn + 1 < len(self.players):
            state = replace(self, turn=self.turn + 1)
            return state._deal_setup_bonus() if state.phase == Phase.BONUS else state
        if self.phase == Phase.REFRESH:
            return self._end_round()
        return replace(self, phase=_NEXT_PHASE[self.phase], turn=0)

    def _end_round(self) -> CardGame:
        power, state = self._take("power_deck", 1)
        # The old power goes to its discard after the draw, so it never comes straight back.
        state = replace(state, power_discard=state.power_discard + ((self.power_up,) if self.power_up else ()),
                        power_up=power[0] if power else None)
        players = tuple(replace(pl, pick=None, picked=False, due_vertices=0, due_edges=0, power_uses=0, done_drawing=False,
                                claim_used=False, passed=False) for pl in state.players)
        state = replace(state, resource_discard=state.resource_discard + state.resource_row,
                        resource_row=state.resource_deck[:RESOURCES_FACE_UP],
                        resource_deck=state.resource_deck[RESOURCES_FACE_UP:],
                        players=players, round=state.round + 1, turn=0, phase=Phase.PICK)
        state = replace(state, last_round=not state.resource_deck)
        return state._event("round_started", -1, state.round)

    def _deal_setup_bonus(self) -> CardGame:
        cards, state = self._take("bonus_deck", BONUS_DEALT)
        p = state.current_player
        return state._with_player(p, replace(state.players[p], pending_bonus=cards))

    # ----- move handlers ------------------------------------------------------------------------
    def _discard_bonus(self, p: int, me: Player, move: DiscardBonus) -> CardGame:
        if move.card not in me.pending_bonus:
            raise IllegalMoveError(CardRefusal.NO_SUCH_CARD, card=move.card)
        kept = tuple(c for c in me.pending_bonus if c != move.card)
        state = self._with_player(p, replace(me, bonus=me.bonus + kept, pending_bonus=()))
        state = replace(state, bonus_discard=state.bonus_discard + (move.card,))
        return state._next_turn() if self.phase == Phase.BONUS else state

    def _pick(self, p: int, me: Player, move: PickResource) -> CardGame:
        if not isinstance(move.index, int) or not 0 <= move.index < len(self.resource_row):
            raise IllegalMoveError(CardRefusal.NO_SUCH_CARD, index=move.index)
        state = self._with_player(p, replace(me, chosen=move.index, picked=True))
        last = all(pl.picked for pl in state.players)
        return (state._reveal_picks() if last else state)._next_turn()

    def _reveal_picks(self) -> CardGame:
        """Every player has picked: the picks shown together, each card's resources given."""
        players = []
        for pl in self.players:
            assert pl.chosen is not None  # every player picks once in the pick step
            card = self.decks.resource(self.resource_row[pl.chosen])
            players.append(replace(pl, pick=pl.chosen, chosen=None, due_vertices=card.vertices, due_edges=card.edges,
                                   circled=min(TRACK_COINS, pl.circled + card.eulerians)))
        return replace(self, players=tuple(players))._event("picks_revealed", -1)

    def _add_vertex(self, p: int, me: Player, move: AddVertex) -> CardGame:
        if not me.due_vertices:
            raise IllegalMoveError(CardRefusal.NO_VERTEX_DUE)
        sheet = me.sheet
        sheet = replace(sheet, vertices=sheet.vertices + 1, positions=sheet.positions + ((move.x, move.y),))
        return self._with_player(p, replace(me, sheets=me.sheets[:-1] + (sheet,), due_vertices=me.due_vertices - 1))

    def _add_edge(self, p: int, me: Player, move: AddEdge) -> CardGame:
        if not me.due_edges:
            raise IllegalMoveError(CardRefusal.NO_EDGE_DUE)
        sheet, u, v = me.sheet, move.u, move.v
        if not (isinstance(u, int) and isinstance(v, int) and 0 <= u < sheet.vertices and 0 <= v < sheet.vertices):
            raise IllegalMoveError(CardRefusal.NO_SUCH_VERTEX, u=u, v=v)
        if u == v:
            raise IllegalMoveError(CardRefusal.LOOP)
        if edge_key(u, v) in sheet.edges:
            raise IllegalMoveError(CardRefusal.DOUBLE_EDGE)
        if u in sheet.frozen or v in sheet.frozen:
            raise IllegalMoveError(CardRefusal.FROZEN_COMPONENT)
        key = edge_key(u, v)
        sheet = replace(sheet, edges=sheet.edges | {key},
                        shapes=sheet.shapes + ((key[0], key[1], tuple(move.points)),) if move.points else sheet.shapes)
        return self._with_player(p, replace(me, sheets=me.sheets[:-1] + (sheet,), due_edges=me.due_edges - 1))

    def _end_drawing(self, p: int, me: Player, move: EndDrawing | TimeUp) -> CardGame:
        timed_out = isinstance(move, TimeUp)
        if me.due_vertices:
            raise IllegalMoveError(CardRefusal.VERTICES_DUE, count=me.due_vertices)
        if me.due_edges and me.sheet.any_edge_possible() and not timed_out:
            raise IllegalMoveError(CardRefusal.EDGES_DUE, count=me.due_edges)
        missing = me.due_edges
        state = self._with_player(p, replace(me, due_edges=0))
        for i in range(missing):
            state, new_sheet = state._cross_one(p, "edge_not_drawn")
            if new_sheet and i + 1 < missing and not timed_out:  # the edges not yet paid for are due on the new sheet
                return state._with_player(p, replace(state.players[p], due_edges=missing - i - 1))
        return state._with_player(p, replace(state.players[p], done_drawing=True))._next_turn()

    def _pay_power(self, me: Player, kind: str) -> tuple[Player, PowerCard]:
        """``me`` having paid for one use of the face-up power, which must be of ``kind``; and that power."""
        power = self.power
        if power is None or power.kind != kind:
            raise IllegalMoveError(CardRefusal.POWER_NOT_FACE_UP, kind=kind)
        if not power_left(me, power):
            raise IllegalMoveError(CardRefusal.POWER_USED)
        if me.eulerians < power.cost:
            raise IllegalMoveError(CardRefusal.NOT_ENOUGH_EULERIANS, cost=power.cost)
        return replace(me, spent=me.spent + power.cost, power_uses=me.power_uses + 1, used_power=True), power

    def _adjust(self, p: int, me: Player, move: AdjustDraw) -> CardGame:
        paid, power = self._pay_power(me, "adjust")
        if not (isinstance(move.vertices, int) and isinstance(move.edges, int)):
            raise IllegalMoveError(CardRefusal.BEYOND_POWER, vertices=power.vertices, edges=power.edges)
        if not ((move.vertices or move.edges) and abs(move.vertices) <= power.vertices and abs(move.edges) <= power.edges):
            raise IllegalMoveError(CardRefusal.BEYOND_POWER, vertices=power.vertices, edges=power.edges)
        if me.due_vertices + move.vertices < 0 or me.due_edges + move.edges < 0:
            raise IllegalMoveError(CardRefusal.BELOW_ZERO)
        paid = replace(paid, due_vertices=me.due_vertices + move.vertices, due_edges=me.due_edges + move.edges)
        return self._with_player(p, paid)._event("power_used", p, power.id)

    def _swap(self, p: int, me: Player, move: SwapDraw) -> CardGame:
        paid, power = self._pay_power(me, "swap")
        if (me.due_vertices if move.to_edge else me.due_edges) < 1:
            raise IllegalMoveError(CardRefusal.BELOW_ZERO)
        step = 1 if move.to_edge else -1
        paid = replace(paid, due_vertices=me.due_vertices - step, due_edges=me.due_edges + step)
        return self._with_player(p, paid)._event("power_used", p, power.id)

    def _save(self, p: int, me: Player, move: SaveObjective) -> CardGame:
        paid, power = self._pay_power(me, "save")
        if move.card not in self.objective_row:
            raise IllegalMoveError(CardRefusal.NO_SUCH_CARD, card=move.card)
        if self.objective(move.card).type not in power.types:
            raise IllegalMoveError(CardRefusal.WRONG_OBJECTIVE_TYPE, types=power.types)
        state = self._with_player(p, replace(paid, saved=me.saved + (move.card,)))
        return state._replace_objective(move.card)._event("objective_saved", p, move.card)

    def _draw_bonus(self, p: int, me: Player, move: DrawBonus) -> CardGame:
        if not self.bonus_in_play:
            raise IllegalMoveError(CardRefusal.NO_BONUS_DECK)
        if not self.can_draw_bonus:
            raise IllegalMoveError(CardRefusal.BONUS_DECK_EMPTY)
        paid, power = self._pay_power(me, "bonus_draw")
        cards, state = self._take("bonus_deck", power.draw)
        # One card drawn is simply kept: there is nothing to choose between.
        paid = replace(paid, pending_bonus=cards) if len(cards) > 1 else replace(paid, bonus=me.bonus + cards)
        return state._with_player(p, paid)._event("power_used", p, power.id)

    def _claim(self, p: int, me: Player, move: Claim) -> CardGame:
        if move.card not in self.claimable(p):
            raise IllegalMoveError(CardRefusal.NO_SUCH_CARD, card=move.card)
        if self.claims == CONTEST:
            if self.objective(move.card).type == "C" and not move.vertices:
                raise IllegalMoveError(CardRefusal.NAME_COMPONENTS, card=move.card)
            state = replace(self, open_claim=OpenClaim(p, move.card, tuple(move.vertices)))
            return state._event("claim_made", p, move.card)
        return self._settle(p, move.card, move.vertices, checked=True)

    def _settle(self, p: int, card_id: str, vertices: tuple[int, ...], checked: bool) -> CardGame:
        """Player ``p``'s claim of ``card_id``, checked by the referee or (``checked`` False) standing
        unchecked: the card is taken (a C card's components circled), or returned with a box crossed."""
        me = self.players[p]
        card = self.objective(card_id)
        if checked:
            check = check_claim(me.sheet, card, vertices)
            proven, frozen = check.failure is None, set(check.circled)
        else:
            proven = True
            frozen = claims.components_of(me.sheet.graph, vertices) if card.type == "C" else set()
        if not proven:
            state = self._with_player(p, replace(me, claim_used=True))
            return state._cross(p, 1, "claim_failed")._event("claim_failed", p, card_id)._next_claimer()
        sheet = replace(me.sheet, objectives=me.sheet.objectives + (card_id,), frozen=me.sheet.frozen | frozen)
        me = replace(me, sheets=me.sheets[:-1] + (sheet,), saved=tuple(c for c in me.saved if c != card_id),
                     claim_used=True)
        state = self._with_player(p, me)
        if card_id in self.objective_row:
            state = state._replace_objective(card_id)
            if set(state.objective_row) - set(self.objective_row):
                # A new card is face up: whoever passed may look again (the rule source has no turn order).
                state = replace(state, players=tuple(replace(pl, passed=False) for pl in state.players))
        return state._event("claimed", p, card_id)._next_claimer()

    def _next_claimer(self) -> CardGame:
        """The next player in this round's order who has neither claimed nor passed since the last card
        was turned up; when there is none, the claim step is over."""
        state = replace(self, open_claim=None)
        n = len(state.players)
        for step in range(1, n + 1):
            turn = (state.turn + step) % n
            pl = state.players[state.order[turn]]
            if not (pl.claim_used or pl.passed):
                return replace(state, turn=turn)
        if state.last_round:
            return replace(state, phase=Phase.OVER, turn=0)._event("game_over", -1)
        return replace(state, phase=Phase.REFRESH, turn=0)

    def _pass_claim(self, p: int, me: Player, move: Pass) -> CardGame:
        return self._with_player(p, replace(me, passed=True))._next_claimer()

    def _contest(self, p: int, me: Player, move: ContestClaim) -> CardGame:
        claim = self.open_claim
        assert claim is not None  # play() refuses an answer with no open claim
        state = replace(self, open_claim=None)._event("claim_contested", p, claim.card)
        return state._settle(claim.player, claim.card, claim.vertices, checked=True)

    def _accept(self, p: int, me: Player, move: AcceptClaim) -> CardGame:
        claim = self.open_claim
        assert claim is not None
        if not self.last_to_answer:  # someone else is still to be asked
            return replace(self, open_claim=replace(claim, asked=claim.asked + 1))
        state = replace(self, open_claim=None)._event("claim_stands", claim.player, claim.card)
        return state._settle(claim.player, claim.card, claim.vertices, checked=False)

    def _pass(self, p: int, me: Player, move: Pass) -> CardGame:
        return self._next_turn()

    def _refresh(self, p: int, me: Player, move: Refresh) -> CardGame:
        state = replace(self, objective_discard=self.objective_discard + self.objective_row, objective_row=())
        state = state._refill_objectives()._event("refreshed", p)
        return state._cross(p, 2, "refresh")._next_turn()


_NEXT_PHASE = {Phase.BONUS: Phase.PICK, Phase.PICK: Phase.DRAW, Phase.DRAW: Phase.CLAIM, Phase.CLAIM: Phase.REFRESH}

_HANDLERS: dict[tuple[Phase, type[CardMove]], Callable[..., CardGame]] = {
    (Phase.PICK, PickResource): CardGame._pick,
    (Phase.DRAW, AddVertex): CardGame._add_vertex,
    (Phase.DRAW, AddEdge): CardGame._add_edge,
    (Phase.DRAW, EndDrawing): CardGame._end_drawing,
    (Phase.DRAW, TimeUp): CardGame._end_drawing,
    (Phase.DRAW, AdjustDraw): CardGame._adjust,
    (Phase.DRAW, SwapDraw): CardGame._swap,
    (Phase.DRAW, SaveObjective): CardGame._save,
    (Phase.DRAW, DrawBonus): CardGame._draw_bonus,
    (Phase.CLAIM, Claim): CardGame._claim,
    (Phase.CLAIM, Pass): CardGame._pass_claim,
    (Phase.CLAIM, ContestClaim): CardGame._contest,
    (Phase.CLAIM, AcceptClaim): CardGame._accept,
    (Phase.REFRESH, Refresh): CardGame._refresh,
    (Phase.REFRESH, Pass): CardGame._pass,
}


def default_move(state: CardGame, seat: int) -> CardMove:
    """What ``seat`` (active in ``state``) is played when the session's time limit runs out: see the module
    docstring. Played until the seat is no longer active, it finishes the seat's part of the step."""
    me = state.players[seat]
    if me.pending_bonus:
        return DiscardBonus(me.pending_bonus[-1])
    if state.phase == Phase.PICK:
        return PickResource(0)
    if state.phase == Phase.DRAW:
        # A vertex drawn for the seat stands in a row below the sheet's others.
        return AddVertex(60.0 * me.sheet.vertices, 120.0) if me.due_vertices else TimeUp()
    if state.phase == Phase.CLAIM and state.open_claim is not None:
        return AcceptClaim()
    return Pass()


def new_game(players: int, *, bonus: bool = False, seed: int = 0, first: int = 0, decks: Decks | None = None,
             claims: str = REFEREE, rules: str = BOOK, turns: str = IN_TURN) -> CardGame:
    """Set up a game (the rule source's setup steps 1-5) for 1 to 20 players, ``first`` playing first.

    The bonus deck needs 2 to 10 players; without it the bonus-draw extra powers are left out of the
    power deck (nobody could ever use them). One player alone plays the solo mode: the same rounds,
    aiming at the highest score. ``claims`` is REFEREE or CONTEST (which needs two players at least).
    ``rules`` is BOOK (the rule book's game) or BALANCED (the balanced variant); ``decks`` defaults to
    the program's, as ``rules`` plays them. ``turns`` is IN_TURN or TOGETHER (see the module docstring).
    """
    if players < 1:
        raise SetupError(CardSetupProblem.TOO_FEW_PLAYERS, str(players))
    if players > MAX_PLAYERS:
        raise SetupError(CardSetupProblem.TOO_MANY_PLAYERS, str(players))
    if bonus and players < 2:
        raise SetupError(CardSetupProblem.BONUS_NEEDS_TWO)
    if bonus and players > MAX_BONUS_PLAYERS:
        raise SetupError(CardSetupProblem.BONUS_TOO_MANY, str(players))
    if claims not in CLAIM_MODES:
        raise SetupError(SetupProblem.BAD_OPTION, "claims")
    if rules not in VARIANTS:
        raise SetupError(SetupProblem.BAD_OPTION, "rules")
    if turns not in TURN_MODES:
        raise SetupError(SetupProblem.BAD_OPTION, "turns")
    if claims == CONTEST and players < 2:
        raise SetupError(CardSetupProblem.CONTEST_NEEDS_TWO)
    if not 0 <= first < players:
        raise SetupError(CardSetupProblem.BAD_FIRST, str(first))
    decks = decks or standard_decks(rules)
    rng = random.Random(seed)
    state = CardGame(
        seed=seed, bonus_in_play=bonus, claims=claims, rules=rules, turns=turns,
        players=tuple(Player(sheets=(start_sheet(rules=rules),)) for _ in range(players)),
        first=first,
        phase=Phase.BONUS if bonus else Phase.PICK,
        **deal(decks, rng, bonus),
        bonus_deck=shuffled(rng, [c.id for c in decks.bonus]) if bonus else (), decks=decks,
    )
    state = replace(state, last_round=not state.resource_deck)
    return state._deal_setup_bonus() if bonus else state


class Deal(TypedDict):
    """The cards face up at the start and the decks under them (card ids, the top first)."""

    power_up: str
    power_deck: tuple[str, ...]
    objective_row: tuple[str, ...]
    objective_deck: tuple[str, ...]
    resource_row: tuple[str, ...]
    resource_deck: tuple[str, ...]


def shuffled(rng: random.Random, ids: list[str]) -> tuple[str, ...]:
    """``ids`` shuffled by ``rng`` (in place, as every seeded deal always was)."""
    rng.shuffle(ids)
    return tuple(ids)


def deal(decks: Decks, rng: random.Random, bonus_powers: bool) -> Deal:
    """The rule source's setup: one power, five objectives and two resources face up, each deck shuffled
    by ``rng`` in this order (powers, objectives, resources: the order a seed's deal is replayed in)."""
    powers = shuffled(rng, power_ids(decks, bonus_powers))
    objectives = shuffled(rng, [c.id for c in decks.objectives])
    resources = shuffled(rng, [c.id for c in decks.resources])
    return Deal(power_up=powers[0], power_deck=powers[1:],
                objective_row=objectives[:OBJECTIVES_FACE_UP], objective_deck=objectives[OBJECTIVES_FACE_UP:],
                resource_row=resources[:RESOURCES_FACE_UP], resource_deck=resources[RESOURCES_FACE_UP:])


def power_ids(decks: Decks, bonus: bool) -> list[str]:
    """The extra powers in play: all of them with the bonus deck, else all but the bonus draws."""
    return [c.id for c in decks.powers if bonus or c.kind != "bonus_draw"]
