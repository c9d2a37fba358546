"""What Edit > Undo and Redo ask of the page that is showing: each page owns its own history."""

from __future__ import annotations

from typing import Protocol, runtime_checkable


@runtime_checkable
class PageHistory(Protocol):
    def can_undo(self) -> bool: ...

    def can_redo(self) -> bool: ...

    def undo(self) -> str:
        """Take back one step; a sentence saying what was undone (or "")."""

    def redo(self) -> str: ...

    def undo_text(self) -> str:
        """What undo would take back, for the action's status tip."""

    def redo_text(self) -> str: ...
