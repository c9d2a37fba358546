"""What one seat may know of a card game, and whole games sampled to agree with it.

``observe(state, seat)`` keeps the public table (``table.Table``) and, of the secrets, only how
many cards each hidden deck and hand holds, plus the observing seat's own bonus cards and own pick
of this round's pick step (the others' picks are revealed together after the last). Every bonus
card is shown once the game is over (the ranking needs them). There is no seed and no reshuffle
count: either would give the decks' order away.

``determinize(observation, rng)`` deals the cards the seat has not seen, at random, into the hidden
decks and the other players' hands (as many as the observation counts), and gives the players who
have picked in secret a pick at random: a whole game the computer player can play out on, which
the seat would observe exactly as the real one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from typing import Any

from graphgames_desktop.games.base import State, expect
from graphgames_desktop.games.cards.moves import CardMove
from graphgames_desktop.games.cards.round import CardGame, power_ids
from graphgames_desktop.games.cards.table import Phase, Player, PublicPlayer, Table


@dataclass(frozen=True)
class SeenPlayer(PublicPlayer):
    """A player as one seat sees them: their bonus cards counted, and shown only where the seat may see them."""

    bonus_count: int = 0
    pending_count: int = 0
    bonus: tuple[str, ...] | None = None  # None: hidden from this seat
    pending_bonus: tuple[str, ...] | None = None
    chosen: int | None = None  # this round's secret pick, shown to its own seat only


@dataclass(frozen=True, kw_only=True)
class CardObservation(Table[SeenPlayer]):
    """A position as ``seat`` sees it (None: an onlooker, such as a projector): the table and the counts."""

    seat: int | None
    resource_deck_count: int = 0
    objective_deck_count: int = 0
    power_deck_count: int = 0
    bonus_deck_count: int = 0
    bonus_discard_count: int = 0

    def hand(self, player: int) -> tuple[str, ...]:
        return _shown(self.players[player].bonus, player)

    def pending(self, player: int) -> tuple[str, ...]:
        return _shown(self.players[player].pending_bonus, player)

    @property
    def can_draw_bonus(self) -> bool:
        return bool(self.bonus_deck_count or self.bonus_discard_count)

    def legal_moves(self) -> list[CardMove]:
        """The moves of this observation's seat, when it may act; none for the others and for an onlooker."""
        if self.seat is None or self.seat not in self.active_seats():
            return []
        return self._moves_now(self.seat, self.pending(self.seat))


def _shown(cards: tuple[str, ...] | None, player: int) -> tuple[str, ...]:
    if cards is None:
        raise LookupError(f"player {player}'s bonus cards are hidden from this seat")
    return cards


_TABLE_FIELDS = tuple(f.name for f in fields(Table) if f.name != "players")
_PUBLIC_PLAYER_FIELDS = tuple(f.name for f in fields(PublicPlayer))


def _public(item: object, names: tuple[str, ...]) -> dict[str, Any]:
    return {name: getattr(item, name) for name in names}


def _seen(pl: Player, own: bool, over: bool) -> SeenPlayer:
    """A player as one seat sees them: their own secrets to themselves, the bonus cards to all at the end."""
    return SeenPlayer(**_public(pl, _PUBLIC_PLAYER_FIELDS), bonus_count=len(pl.bonus), pending_count=len(pl.pending_bonus),
                      bonus=pl.bonus if over or own else None, pending_bonus=pl.pending_bonus if over or own else None,
                      chosen=pl.chosen if own else None)


def observe(state: State, seat: int | None) -> CardObservation:
    """What ``seat`` (None: an onlooker) may know of ``state``; see the module docstring."""
    game = expect(state, CardGame)
    if seat is not None and not 0 <= seat < len(game.players):
        raise ValueError(f"no seat {seat}")
    over = game.phase == Phase.OVER
    # What another seat sees of a player is the same for every other seat: made once a position and shared
    # (kept beside the state, which is immutable), so twenty seats' views of a position share nineteen players.
    others: dict[int, SeenPlayer] = game.__dict__.setdefault("_seen_by_others", {})
    players = tuple(
        _seen(pl, i == seat, over) if i == seat or over else others.get(i) or others.setdefault(i, _seen(pl, False, over))
        for i, pl in enumerate(game.players))
    return CardObservation(
        **_public(game, _TABLE_FIELDS), players=players, seat=seat,
        resource_deck_count=len(game.resource_deck), objective_deck_count=len(game.objective_deck),
        power_deck_count=len(game.power_deck), bonus_deck_count=len(game.bonus_deck),
        bonus_discard_count=len(game.bonus_discard))


def as_onlooker(observation: CardObservation) -> CardObservation:
    """What an onlooker sees of the position ``observation`` shows its seat: the seat's secrets taken away
    (``observe(state, None)`` of the same position). A screen several people share shows this while it
    passes from one to another."""
    if observation.seat is None:
        return observation
    over = observation.phase == Phase.OVER
    players = tuple(pl if over else replace(pl, bonus=None, pending_bonus=None, chosen=None) for pl in observation.players)
    return replace(observation, seat=None, players=players)


def determinize(observation: CardObservation, rng: random.Random) -> CardGame:
    """A whole game that ``observation.seat`` would observe as ``observation``, its unseen cards dealt by ``rng``.

    Raises ValueError for an observation whose counts do not fit the decks (not one of this engine's).
    """
    seen, decks = observation, observation.decks
    on_sheets = [c for pl in seen.players for c in pl.claimed + pl.saved]
    resources = _unseen([c.id for c in decks.resources], seen.resource_row + seen.resource_discard, rng)
    objectives = _unseen([c.id for c in decks.objectives],
                         seen.objective_row + seen.objective_discard + tuple(on_sheets), rng)
    powers = _unseen(power_ids(decks, seen.bonus_in_play), seen.power_discard + ((seen.power_up,) if seen.power_up else ()),
                     rng)
    bonus: list[str] = []
    if seen.bonus_in_play:
        shown = [c for pl in seen.players for c in (pl.bonus or ()) + (pl.pending_bonus or ())]
        bonus = _unseen([c.id for c in decks.bonus], tuple(shown), rng)
    if (len(resources), len(objectives), len(powers)) != (
            seen.resource_deck_count, seen.objective_deck_count, seen.power_deck_count):
        raise ValueError("the observation does not fit the decks")

    def deal(count: int) -> tuple[str, ...]:
        if count > len(bonus):
            raise ValueError("the observation does not fit the bonus deck")
        cards = tuple(bonus[:count])
        del bonus[:count]
        return cards

    def chosen(player: int, pl: SeenPlayer) -> int | None:
        if pl.chosen is not None or not (seen.phase == Phase.PICK and pl.picked):
            return pl.chosen
        return rng.randrange(len(seen.resource_row))

    players = tuple(
        Player(**_public(pl, _PUBLIC_PLAYER_FIELDS),
               bonus=pl.bonus if pl.bonus is not None else deal(pl.bonus_count),
               pending_bonus=pl.pending_bonus if pl.pending_bonus is not None else deal(pl.pending_count),
               chosen=chosen(i, pl))
        for i, pl in enumerate(seen.players))
    bonus_deck, bonus_discard = deal(seen.bonus_deck_count), deal(seen.bonus_discard_count)
    if bonus:
        raise ValueError("the observation does not fit the bonus deck")
    return CardGame(
        **_public(seen, _TABLE_FIELDS), players=players, seed=rng.getrandbits(64),
        resource_deck=tuple(resources), objective_deck=tuple(objectives), power_deck=tuple(powers),
        bonus_deck=bonus_deck, bonus_discard=bonus_discard)


def _unseen(deck: list[str], visible: tuple[str, ...], rng: random.Random) -> list[str]:
    """The cards of ``deck`` not among ``visible``, in a random order (sorted first, so ``rng`` alone decides)."""
    seen = set(visible)
    cards = sorted(c for c in deck if c not in seen)
    rng.shuffle(cards)
    return cards
