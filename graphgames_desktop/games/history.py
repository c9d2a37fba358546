"""Undo and redo over immutable positions: the states after each step from a start, and a redo stack.

One bookkeeping for every history the program keeps (a match's moves, a class table's actions): states
are never changed, so taking steps back is going back to an earlier state, and redoing is applying the
step again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

S = TypeVar("S")
A = TypeVar("A")


class History(Generic[S, A]):
    """``steps`` taken from ``start`` by ``apply``; ``redo_stack``: the steps taken back, last on top."""

    def __init__(self, start: S, apply: Callable[[S, A], S]):
        self.apply = apply
        self.steps: list[A] = []
        self.redo_stack: list[A] = []
        self._states: list[S] = [start]

    @property
    def current(self) -> S:
        return self._states[-1]

    def at(self, index: int) -> S:
        """The state after ``index`` steps (0: the start)."""
        return self._states[index]

    def push(self, step: A, state: S | None = None) -> S:
        """Take ``step`` (``state``: its result, when the caller has it already); the redo stack empties.
        Whatever ``apply`` raises leaves the history unchanged."""
        new = self.apply(self.current, step) if state is None else state
        self.steps.append(step)
        self._states.append(new)
        self.redo_stack.clear()
        return new

    def take_back(self, first: int) -> list[A]:
        """Take back step number ``first`` (0-based) and every step after it; the steps taken back, last first."""
        taken: list[A] = []
        while len(self.steps) > max(0, first):
            self._states.pop()
            taken.append(self.steps.pop())
            self.redo_stack.append(taken[-1])
        return taken

    def redo(self) -> A | None:
        """Take again the last step taken back; None when there is none."""
        if not self.redo_stack:
            return None
        step = self.redo_stack.pop()
        self._states.append(self.apply(self.current, step))
        self.steps.append(step)
        return step
