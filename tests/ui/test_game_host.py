"""The game page hosts any game: several seats, draws and shared places, a curtain for hidden cards.

A small hidden-information game is made here (never registered): each seat holds a secret card,
and on a turn adds 1 or 2 to its own pile; after six moves the biggest piles win.
"""

from dataclasses import dataclass
from enum import StrEnum

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from graphgames_desktop.games.base import IllegalMoveError, Outcome
from graphgames_desktop.games.match import Match, Seat
from graphgames_desktop.games.spec import GameSpec, Setup
from graphgames_desktop.ui import views
from graphgames_desktop.ui.views.base import GameView


class TallyRefusal(StrEnum):
    BAD_MOVE_KIND = "bad_move_kind"


class TallyEnd(StrEnum):
    SIX_MOVES = "six_moves"


@dataclass(frozen=True)
class Add:
    k: int

    def to_json(self):
        return {"k": self.k}


@dataclass(frozen=True)
class Tally:
    secrets: tuple
    piles: tuple
    ply: int = 0

    @property
    def current_player(self):
        return self.ply % len(self.piles)

    def legal_moves(self):
        return [] if self.outcome() else [Add(1), Add(2)]

    def play(self, move):
        if move not in self.legal_moves():
            raise IllegalMoveError(TallyRefusal.BAD_MOVE_KIND)
        p = self.current_player
        return Tally(self.secrets, self.piles[:p] + (self.piles[p] + move.k,) + self.piles[p + 1:], self.ply + 1)

    def outcome(self):
        if self.ply < 6:
            return None
        best = max(self.piles)
        winners = tuple(i for i, x in enumerate(self.piles) if x == best)
        return Outcome(() if len(winners) == len(self.piles) else winners, TallyEnd.SIX_MOVES, self.piles)


@dataclass(frozen=True)
class TallyView:
    seat: int | None
    current_player: int
    piles: tuple
    secret: int | None  # the observer's own card only

    def legal_moves(self):
        return [Add(1), Add(2)]


def observe(state, seat):
    return TallyView(seat, state.current_player, state.piles, state.secrets[seat] if seat is not None else None)


SPEC = GameSpec(id="tally", rules_version=1, seats=(2, 4), hidden_information=True,
                new_state=lambda setup: Tally(tuple(100 + i for i in range(setup.seats)), (0,) * setup.seats),
                move_from_json=lambda raw: Add(raw["k"]), observe=observe, computer=lambda level: None,
                refusals=TallyRefusal, terminations=TallyEnd, board=None)


class TallyGameView(GameView):
    game_id = "tally"

    def __init__(self, info, board, parent=None):
        super().__init__(info, parent)
        self.label = QLabel()
        self.seen = []

    @classmethod
    def title(cls):
        return "Tally"

    @classmethod
    def ending(cls, termination):
        return "Six moves were made."

    @classmethod
    def refusal(cls, code):
        return "No."

    def widget(self):
        return self.label

    def show(self, frame, animate):
        self.seen.append(frame.observation)
        self.label.setText(f"secret {frame.observation.secret}")

    def describe(self, move, before):
        return f"adds {move.k}"


@pytest.fixture
def tally(window, monkeypatch):
    monkeypatch.setitem(views.VIEWS, "tally", TallyGameView)

    def start(*seats):
        match = Match(SPEC, Setup(len(seats), None, {}, 0, 0), seats)
        window.show_match(match)
        return window.game_page

    return start


def test_a_curtain_hides_each_persons_cards_until_they_take_the_screen(tally, qtbot):
    page = tally(Seat(), Seat(), Seat())
    view = page.game_view
    assert page.board_stack.currentWidget() is page.curtain
    assert "Player A" in page.curtain.label.text() and not view.seen
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    assert page.board_stack.currentWidget() is view.label and view.label.text() == "secret 100"
    view.move_chosen.emit(Add(2))
    assert page.board_stack.currentWidget() is page.curtain and "Player B" in page.curtain.label.text()
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    assert view.label.text() == "secret 101"
    shown_to = {obs.seat for obs in view.seen if obs.secret is not None}
    assert all(obs.secret == 100 + obs.seat for obs in view.seen if obs.seat is not None)
    assert shown_to == {0, 1}


def test_three_seats_a_shared_first_place_and_scores(tally, qtbot):
    page = tally(Seat("human", None, "Ana"), Seat(), Seat())
    assert page.seat_name(0) == "Ana" and page.seat_name(2) == "Player C"
    for k in (2, 1, 2, 2, 1, 2):
        qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
        page.game_view.move_chosen.emit(Add(k))
    assert page.status.text() == "Game over. Ana, Player C share first place."
    ending = page.heads_up.ending.text()
    assert "Six moves were made." in ending and "Scores: Ana 4, Player B 2, Player C 4." in ending
    assert page.moves.model().rowCount() == 6 and page.moves.model().text(0) == "1. Ana adds 2"


def test_a_draw_is_called_a_draw(tally, qtbot):
    page = tally(Seat(), Seat())
    for _ in range(6):
        qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
        page.game_view.move_chosen.emit(Add(1))
    assert page.status.text().startswith("Game over: a draw.")


def test_edit_undo_takes_back_the_game_move_of_the_page_showing(tally, window, qtbot):
    page = tally(Seat(), Seat())
    qtbot.mouseClick(page.curtain.button, Qt.LeftButton)
    page.game_view.move_chosen.emit(Add(1))
    undo, redo = window.undo_actions()  # the page's own
    assert undo.isEnabled()
    undo.trigger()
    assert page.match.moves == [] and redo.isEnabled()
    redo.trigger()
    assert page.match.moves == [Add(1)]
