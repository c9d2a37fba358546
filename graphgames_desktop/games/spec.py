"""A game spec: everything the rest of the program knows of a game without knowing its rules.

Modelled on OpenSpiel's ``GameType`` and parameter specs: the selector, the setup dialog, the
command line, the file loader and the conformance suite all read specs from the registry. ``Setup``
and its refusals live in :mod:`graphgames_desktop.games.setup` and are importable from here too.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from graphgames_desktop.games.base import Analysis, ComputerPlayer, JSONObject, Level, Move, Observation, State
from graphgames_desktop.games.setup import OptionValue, Setup, SetupError, SetupProblem
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.games.teaching import Teaching


class BoardKind(StrEnum):
    """What a game is played on: a simple graph, a multigraph with loops, or no board at all."""

    SIMPLE = "simple"
    MULTI = "multi"


@dataclass(frozen=True)
class OptionSpec:
    """One typed option with its default: a choice among names, a whole number in a range, or a switch."""

    name: str
    default: OptionValue
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def check(self, value: object) -> OptionValue:
        """The value if it fits this option, else SetupError(BAD_OPTION)."""
        ok: bool
        if isinstance(self.default, bool):
            ok = isinstance(value, bool)
        elif isinstance(self.default, int):
            ok = isinstance(value, int) and not isinstance(value, bool) and \
                (self.minimum is None or value >= self.minimum) and (self.maximum is None or value <= self.maximum)
        else:
            ok = isinstance(value, str) and (not self.choices or value in self.choices)
        if not ok:
            raise SetupError(SetupProblem.BAD_OPTION, self.name)
        assert isinstance(value, (str, int, bool))
        return value


@dataclass(frozen=True)
class GameSpec:
    """One game, as the registry knows it.

    ``new_state`` receives a checked setup (seats in range, every option present and typed).
    ``move_from_json`` raises InvalidMoveError for data that is no move. ``observe(state, seat)``
    is all a seat may know (``seat`` None: an onlooker). ``computer(level)`` builds a player that
    sees observations only. ``refusals`` and ``terminations`` list every code the engine uses, so
    the UI can be checked to have a sentence for each. ``upgrade_record`` turns a record of an
    older rules version into the current one, or returns None for one the current rules cannot
    replay (no ``upgrade_record``: older records are refused).
    """

    id: str
    rules_version: int
    seats: tuple[int, int]
    hidden_information: bool
    new_state: Callable[[Setup], State]
    move_from_json: Callable[[object], Move]
    observe: Callable[[State, int | None], Observation]
    computer: Callable[[Level], ComputerPlayer]
    refusals: type[StrEnum]
    terminations: type[StrEnum]
    options: tuple[OptionSpec, ...] = ()
    board: BoardKind | None = BoardKind.SIMPLE
    default_board: str | None = None
    boards: tuple[str, ...] = ()
    exact_levels: frozenset[Level] = frozenset()
    analyse: Callable[[State, Deadline], Analysis] | None = None
    upgrade_record: Callable[[JSONObject, int], JSONObject | None] | None = None
    #: ``reveals(before, after)``: the move showed something hidden (undo may not take it back).
    reveals: Callable[[State, State], bool] | None = None
    #: The game's own reasons to refuse a setup (beyond SetupProblem), so each gets a sentence.
    setup_problems: type[StrEnum] | None = None
    #: The teaching layer's hook: every move judged, why, puzzles (None: the game has none).
    teaching: Teaching | None = None
    #: ``forced(state)``: a move the rules leave no choice about (a pass where a player cannot move), which the
    #: session plays by itself after a pause; None: the player chooses.
    forced: Callable[[State], Move | None] | None = None
    #: ``redact(before, mover, move, live, seats)``: the move seat ``mover`` made from ``before`` may not be known
    #: yet, in the game now at ``live``, by a screen where the people of ``seats`` look (a pick in secret until
    #: the picks are shown).
    redact: Callable[[State, int, Move, State, frozenset[int]], bool] | None = None
    #: ``default_move(state, seat)``: what the session plays for an active seat when a step's time limit runs
    #: out (played until the seat's part of the step is done); None: the game has no time limit.
    default_move: Callable[[State, int], Move] | None = None
    #: ``step_of(state)``: a mark that changes where a new step starts though the same seats stay active (the
    #: card game's round and phase); None: a step changes only with its active seats (see the session).
    step_of: Callable[[State], Hashable] | None = None
    #: ``position_json(state)``: a position of a perfect-information board game as plain JSON for a device
    #: (the classroom protocol): what changes during the game, each element named as the board's
    #: drawing names it (the board itself is served once). None: the game is not served this way.
    position_json: Callable[[State], JSONObject] | None = None

    @property
    def studiable(self) -> bool:
        """The teaching layer may judge its positions: it has one, and no seat's secret is in them."""
        return self.teaching is not None and not self.hidden_information

    def option(self, name: str) -> OptionSpec:
        for spec in self.options:
            if spec.name == name:
                return spec
        raise SetupError(SetupProblem.UNKNOWN_OPTION, name)

    def resolve_options(self, given: Mapping[str, object]) -> dict[str, OptionValue]:
        """Every option, typed: the given value where there is one, else its default."""
        for name in given:
            self.option(name)
        return {o.name: o.check(given[o.name]) if o.name in given else o.default for o in self.options}

    def make_state(self, setup: Setup) -> State:
        """The start position of a checked setup (SetupError for one the spec does not allow)."""
        low, high = self.seats
        if setup.seats < low:
            raise SetupError(SetupProblem.TOO_FEW_SEATS, str(setup.seats))
        if setup.seats > high:
            raise SetupError(SetupProblem.TOO_MANY_SEATS, str(setup.seats))
        if not 0 <= setup.first < setup.seats:
            raise SetupError(SetupProblem.BAD_FIRST, str(setup.first))
        if self.board is not None and setup.board is None:
            raise SetupError(SetupProblem.NO_BOARD)
        checked = Setup(setup.seats, setup.board, self.resolve_options(setup.options), setup.seed, setup.first)
        return self.new_state(checked)
