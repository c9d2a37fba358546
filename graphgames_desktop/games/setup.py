"""How one game starts (seats, board, options, seed) and why a setup is refused.

Its own module so that the game spec and the teaching layer (whose puzzles start from a setup) both
import it without importing each other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from graphgames_desktop.graph.drawing import Drawing

OptionValue = str | int | bool


class SetupProblem(StrEnum):
    TOO_FEW_SEATS = "too_few_seats"
    TOO_MANY_SEATS = "too_many_seats"
    UNKNOWN_OPTION = "unknown_option"
    BAD_OPTION = "bad_option"
    NO_BOARD = "no_board"
    BAD_FIRST = "bad_first"


class SetupError(ValueError):
    """A game that cannot be set up as asked; ``code`` says why, ``detail`` names the part."""

    def __init__(self, code: StrEnum, detail: str = ""):
        super().__init__(f"{code}: {detail}" if detail else str(code))
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class Setup:
    """How one game starts: how many seats, the board (None for board-less games), options, seed."""

    seats: int = 2
    board: Drawing | None = None
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    seed: int = 0
    first: int = 0  # the seat that moves first
