"""The card game on the plug-in seam: its spec in the registry."""

from __future__ import annotations

from graphgames_desktop.games.base import JSONObject, Move, State, active_seats, expect
from graphgames_desktop.games.cards.bot import Bot
from graphgames_desktop.games.cards.cards import BOOK, VARIANTS
from graphgames_desktop.games.cards.codes import CardEnd, CardRefusal, CardSetupProblem
from graphgames_desktop.games.cards.moves import DiscardBonus, PickResource, move_from_json
from graphgames_desktop.games.cards.observation import observe
from graphgames_desktop.games.cards.round import HIDDEN_DECKS, MAX_PLAYERS, CardGame, default_move, new_game
from graphgames_desktop.games.cards.table import CLAIM_MODES, IN_TURN, REFEREE, TURN_MODES, Phase
from graphgames_desktop.games.registry import register
from graphgames_desktop.games.spec import GameSpec, OptionSpec, Setup

#: 2: the rule book's departures fixed (claim step without turn order, contest mode, 1-20 players,
#: the overflow carrying over, components read as on the sheet) and the decks rebalanced.
#: 3: the rule book's game by default and the balanced changes as the option ``rules``; secret,
#: simultaneous picks; a card taken from the objective row replaced in its place. Records of older
#: versions replay differently (the row's order decides a reshuffled discard pile), so they are
#: refused (``upgrade_record`` None).
#: 4: the option ``turns`` (the pick and draw steps taken together) and the seat of each move in the
#: record (``movers``); ``TimeUp``. A version 3 record is a version 4 one played in turn, each move by
#: the then current player (``upgrade_record``).
RULES_VERSION = 4


def upgrade_record(record: JSONObject, version: int) -> JSONObject | None:
    """A version 3 record as version 4: the same moves, in turn (no ``movers``: each move's seat is the then
    current player, as the match reads a record without them); older ones are refused."""
    if version != 3:
        return None
    return {**record, "rules_version": RULES_VERSION}


def new_state(setup: Setup) -> CardGame:
    """The start of a game for ``setup.seats`` players; ``setup.first`` plays first in round 1 (then one seat on each round)."""
    return new_game(setup.seats, bonus=bool(setup.options["bonus"]), seed=setup.seed, first=setup.first,
                    claims=str(setup.options["claims"]), rules=str(setup.options["rules"]),
                    turns=str(setup.options["turns"]))


def reveals(before: State, after: State) -> bool:
    """Whether the move showed a card that was hidden: drawn from a hidden deck, reshuffled, or the bonus cards at the end.

    A card leaves a hidden deck only into somebody's sight (the face-up rows, a player's hand).
    """
    old, new = expect(before, CardGame), expect(after, CardGame)
    drawn = any(len(getattr(new, deck)) < len(getattr(old, deck)) for deck in HIDDEN_DECKS)
    shown_at_end = new.bonus_in_play and new.phase == Phase.OVER and old.phase != Phase.OVER
    return drawn or new.shuffles != old.shuffles or shown_at_end


#: The events of a claim: its result is final (a failed claim's crossed box is not taken back).
CLAIM_EVENTS = frozenset({"claimed", "claim_failed", "claim_made", "claim_contested", "claim_stands"})


def final(before: State, after: State) -> bool:
    """Whether undo may never take the move back (the match's ``reveals`` hook).

    A move is final when it showed a hidden card (``reveals``), when it made or settled a claim (a
    claim's result stands: a failed claim cannot be probed for free), and when it handed the turn to
    another seat or ended a step, or (together) finished the mover's part of the step: at a shared table
    the next seat has the position, and at one screen the screen; the picks are simultaneous, so a pick
    is never taken back once another seat has acted. Within a seat's own turn (strokes on its sheet, a
    power used) undo still takes a move back.
    """
    old, new = expect(before, CardGame), expect(after, CardGame)
    handed_on = (new.current_player != old.current_player or new.phase != old.phase
                 or not active_seats(old) <= active_seats(new))
    return reveals(old, new) or handed_on or any(code in CLAIM_EVENTS for code, _, _ in new.events)


def secret_move(before: State, mover: int, move: Move, live: State, seats: frozenset[int]) -> bool:
    """Whether a screen of ``seats`` may not know ``move`` that ``mover`` made from ``before`` (the spec's
    ``redact``), as only its maker knows it, at a screen nobody else takes: a pick until the round's picks are
    revealed together (once its pick step is over), and a bonus card discarded face down, for good."""
    old = expect(before, CardGame)
    if seats == frozenset({mover}):
        return False
    if isinstance(move, DiscardBonus):
        return True
    if not isinstance(move, PickResource):
        return False
    now = expect(live, CardGame)
    return not (now.round > old.round or (now.round == old.round and now.phase != Phase.PICK))


def default_move_of(state: State, seat: int) -> Move:
    """The seat's move when a step's time runs out (``round.default_move``)."""
    return default_move(expect(state, CardGame), seat)


def step_of(state: State) -> tuple[int, Phase]:
    """A step of the card game: one phase of one round."""
    game = expect(state, CardGame)
    return game.round, game.phase


SPEC = register(GameSpec(
    id="cards", rules_version=RULES_VERSION, seats=(1, MAX_PLAYERS), hidden_information=True,
    new_state=new_state, move_from_json=move_from_json, observe=observe, computer=lambda level: Bot(level),
    refusals=CardRefusal, terminations=CardEnd,
    options=(OptionSpec("rules", BOOK, choices=VARIANTS), OptionSpec("bonus", False),
             OptionSpec("claims", REFEREE, choices=CLAIM_MODES), OptionSpec("turns", IN_TURN, choices=TURN_MODES)),
    board=None, default_board=None, exact_levels=frozenset(), reveals=final, setup_problems=CardSetupProblem,
    redact=secret_move, upgrade_record=upgrade_record, default_move=default_move_of, step_of=step_of,
))
