"""A game as a document: what a save keeps (board, record, how the page showed it), and whether
something is unsaved. Pure: the window's save and its recovery file both take the bytes from here."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from graphgames_desktop.games.base import JSONObject
from graphgames_desktop.games.match import Match
from graphgames_desktop.graph import fileio
from graphgames_desktop.graph.drawing import Drawing

#: The board metadata key of how the page showed a saved game.
VIEW_META = "page"
#: The board metadata key of the class's seats, in an autosave only (the tokens are the seats' keys).
CLASS_META = "class"


class GameDocument:
    """``match`` as a file; ``path``: the file it was opened from or saved to (None: never saved)."""

    def __init__(self, match: Match, path: str | None = None):
        self.match = match
        self.path = path
        self._saved: JSONObject | None = match.record() if path is not None else None  # the record as it was then

    @property
    def modified(self) -> bool:
        """Moves that a save would keep and that are not in a file yet. A new game has none until a person
        moves: the computer's opening moves alone are nothing a person would lose ("Save changes?" came
        when only the computer had moved)."""
        match = self.match
        if self._saved is None:
            return any(not match.seats[match.mover_of(ply)].is_computer for ply in range(len(match.moves)))
        return match.record() != self._saved

    def mark_saved(self, path: str) -> None:
        self.path = path
        self._saved = self.match.record()

    def name(self) -> str | None:
        """The file's name, once saved."""
        return Path(self.path).name if self.path else None

    def saved_bytes(self, board: Drawing, teaching: bool, seating: JSONObject | None = None) -> bytes:
        """The game as a file: its board, its record, and how the page showed it (the teaching layer on or
        off) in the board's metadata, so a saved or recovered game comes back as it was left; ``seating``:
        the class's seats, for an autosave (a recovered file's are never written on into a user's file)."""
        board = bare_board(board)
        board.meta[VIEW_META] = {"teaching": teaching}
        if seating is not None:
            board.meta[CLASS_META] = seating
        return fileio.dumps_native(board, self.match.record())


def bare_board(board: Drawing) -> Drawing:
    """``board`` without what a save of the page wrote into its metadata (a recovered game's board has it)."""
    bare = board.copy()
    bare.meta.pop(VIEW_META, None)
    bare.meta.pop(CLASS_META, None)
    return bare


def teaching_shown(meta: Mapping[str, object]) -> bool | None:
    """Whether a saved game's page had the teaching layer on (None: the file does not say)."""
    view = meta.get(VIEW_META)
    return view["teaching"] if isinstance(view, dict) and isinstance(view.get("teaching"), bool) else None


def class_kept(meta: Mapping[str, object]) -> object | None:
    """The class's seats an autosave kept (None: it was no class's game); checked by ``Seating.from_json``."""
    return meta.get(CLASS_META)
