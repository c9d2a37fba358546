"""The game page's hosting half: the match served to the class's devices, the desk as the public table, and
the class's panel with the teacher's controls.

A part of GamePage (a mixin: ``self`` is the page, with its controller, view and scheduler), kept apart
because it is one idea; the server itself is ``net/host.py``, started by ``hosting.open_to_class``. While the
class plays on its devices the desk sits at no seat: it is the projector's public table (no curtain, no
secret, who has acted this step), and the teacher's screen for pause, seats and the step's time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QMessageBox

from graphgames_desktop.games.base import Level, Move
from graphgames_desktop.games.match import Match, Seat, new_match
from graphgames_desktop.games.setup import SetupError
from graphgames_desktop.graph import boards, fileio
from graphgames_desktop.net.host import BoardChoice, ClassroomHost, Roster, Seating
from graphgames_desktop.net.wire import HOSTED_GAMES, JSONObject, teaching_json
from graphgames_desktop.session.controller import MatchController
from graphgames_desktop.session.document import bare_board
from graphgames_desktop.session.intents import BoardChanged, Event, Played, Redone, SeatChanged, Undone
from graphgames_desktop.session.screens import Role, Screen, screen_for
from graphgames_desktop.session.vote import CloseVote, VoteService
from graphgames_desktop.ui.game.hosting import HostingError, device_words, open_to_class
from graphgames_desktop.ui.game.teaching_layer import DESK
from graphgames_desktop.ui.game.tournament_view import TournamentView
from graphgames_desktop.ui.lobby_dialog import MAX_TABLES, LobbyDialog
from graphgames_desktop.ui.setup_dialog import suitable_boards
from graphgames_desktop.ui.texts import board_title
from graphgames_desktop.ui.views import VIEWS

#: The level of a computer the teacher gives a seat to in the middle of a class's game.
STAND_IN = Level.MEDIUM
#: A seat is called by its devices' names up to this many (a class voting on one seat keeps the game's name).
NAMED_TEAM = 2
#: How many devices may share a seat: a few in a team, a whole class when it votes.
TEAM_SIZE, VOTING_CLASS = 4, 60


@dataclass(frozen=True)
class KeptTable:
    """A tournament's table as an autosave kept it: its match, its devices' seats, its library board."""

    match: Match
    seating: Seating
    board_id: str | None


class ClassroomHosting:
    """GamePage's hosting half (a mixin)."""

    # -- the class's devices ---------------------------------------------------------------------------
    def can_host(self) -> bool:
        """The match shown may be served to devices (every game with a device page: all five)."""
        return self.match is not None and self.match.spec.id in HOSTED_GAMES

    @property
    def hosting(self) -> bool:
        return self.classroom_host is not None

    def open_lobby(self, lang: str | None, seating: Seating | None = None) -> LobbyDialog | None:
        """Serve the match to the class (once) and show the class's panel; None, the reason said, when it
        cannot start. ``seating``: the seats a crashed session left (the devices take them back)."""
        if self.controller is None or self.game_view is None or not self.can_host():
            return None
        if self.classroom_host is None or self.lobby is None:
            post = self.scheduler.post
            try:
                host, url = open_to_class(self.controller, self.game_view, post, lang,
                                          lambda roster: post(lambda: self._on_lobby(roster)), seating=seating)
            except HostingError as error:
                QMessageBox.warning(self, Q.translate("GamePage", "Open to the class"), error.text)
                return None
            self.classroom_host = host
            self.lobby = lobby = LobbyDialog(url, host.code, self.game_view, self)
            lobby.accepted.connect(self._start_class)
            lobby.end_requested.connect(self.stop_hosting)
            lobby.hand_over.connect(self.hand_seat_over)
            lobby.free_seat.connect(lambda table, seat: self._table(table).free(seat))
            lobby.remove_device.connect(lambda table, member: self._table(table).remove(member))
            lobby.move_device.connect(lambda table, member, seat: self._table(table).move(member, seat))
            lobby.step_seconds_changed.connect(self._set_time_limit)
            lobby.voting_toggled.connect(self.set_voting)
            lobby.teaching_toggled.connect(self.show_teaching_on_devices)
            lobby.tournament_asked.connect(self.open_tournament)
            lobby.pairs_choose_toggled.connect(self.let_pairs_choose_boards)
            lobby.allow_tournament(self.can_hold_tournament())
            lobby.allow_teaching(bool(self.match and self.match.spec.studiable))
            lobby.close_vote.connect(self.close_vote)
            lobby.allow_voting(self.can_vote())
            lobby.pause_toggled.connect(self.controller.pause)
            lobby.set_step_seconds(round(self.controller.step_seconds or 0))
            self._sit_desk(public=True)
            if seating is not None and seating.started:
                lobby.mark_started()
                return lobby  # a recovered class's game goes on: the panel waits in the Game menu
        self.lobby.show()
        self.lobby.raise_()
        return self.lobby

    def _start_class(self) -> None:
        if self.classroom_host is not None and self.lobby is not None:
            for host in (self.classroom_host, *self.tournament_tables):
                host.mark_started()
            self.lobby.mark_started()

    # -- the class's vote --------------------------------------------------------------------------------
    def can_vote(self) -> bool:
        """The class may choose the people's moves by vote: a board game of two seats with nothing hidden."""
        match = self.match
        return (match is not None and not match.spec.hidden_information and match.spec.position_json is not None
                and bool(match.humans()))

    def set_voting(self, on: bool) -> None:
        """The people's seats are played by the class's vote (one of them: the class against the computer;
        both: half the class against the other half), or by each seat's devices again."""
        if self.controller is None or self.classroom_host is None or on == (self.vote_service is not None):
            return
        if on:
            seconds = self.lobby.step_time.value() if self.lobby is not None else 0
            self.vote_service = VoteService(self.controller, self.scheduler, frozenset(self.controller.match.humans()),
                                            seconds or None)
            self.classroom_host.team_size = VOTING_CLASS
        else:
            assert self.vote_service is not None
            self.vote_service.close()
            self.vote_service = None
            self.classroom_host.team_size = TEAM_SIZE
        self._show(animate=False)
        self._refresh()

    # -- the teaching layer on the devices -----------------------------------------------------------------
    def show_teaching_on_devices(self, on: bool) -> None:
        """The teacher reveals (or hides) on every device who wins from its position and which moves win."""
        host = self.classroom_host
        if host is None:
            return
        if on and not self.teaching.isChecked():
            self.teaching.setChecked(True)  # the devices' words come from the desk's study
        host.teaching = self._teaching_for_devices if on else None
        host.refresh()

    def _teaching_for_devices(self) -> JSONObject | None:
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None or not frame.on or frame.study is None or self.frame().replaying:
            return None
        # The heads-up's verdict is rich text (<b>…</b>); a device words it as plain text.
        verdict = QTextDocumentFragment.fromHtml(view.teaching_verdict(frame.study.study)).toPlainText()
        return teaching_json(frame.study, verdict)

    def teaching_changed_for_devices(self) -> None:
        """The desk's study of the live position changed: the devices that see it get it."""
        if self.classroom_host is not None and self.classroom_host.teaching is not None:
            self.classroom_host.refresh()

    def close_vote(self) -> None:
        """The teacher closes the open vote: its move is played (a refusal says why not)."""
        if self.controller is not None:
            self.controller.submit(DESK, CloseVote())

    def _set_time_limit(self, seconds: int) -> None:
        """The panel's time: each vote's while the class votes, else each step's."""
        if self.vote_service is not None:
            self.vote_service.set_seconds(seconds or None)
        elif self.controller is not None:
            self.controller.set_step_seconds(seconds or None)

    def votes_shown(self) -> tuple[tuple[Move, int], ...]:
        """The votes on the position the desk shows: the open vote's, or a past vote's in replay."""
        if self.controller is None:
            return ()
        frame = self.frame()
        if frame.vote is not None and frame.vote.tally is not None and not frame.replaying:
            return frame.vote.tally
        ballot = self.controller.match.ballots.get(frame.shown_ply) if frame.replaying else None
        return ballot.tally if ballot is not None else ()

    def _table(self, table: int) -> ClassroomHost:
        """The host of ``table``: the match shown, or one of a tournament's others."""
        assert self.classroom_host is not None
        return self.classroom_host if table == 0 else self.tournament_tables[table - 1]

    def hand_seat_over(self, table: int, seat: int, to_computer: bool) -> None:
        """The teacher gives ``seat`` of ``table`` to the computer (its devices keep watching) or back to a person."""
        if self.classroom_host is not None:
            self._table(table).controller.hand_over(seat, Seat.computer(STAND_IN) if to_computer else Seat())

    def _sit_desk(self, public: bool) -> None:
        """The desk as the public table (no seat: the devices hold them) or, hosting over, as every person's."""
        controller = self.controller
        assert controller is not None
        controller.attach(Screen(DESK, Role.TEACHER) if public else screen_for(DESK, controller.match))
        self._show(animate=False)
        self._refresh()

    def _on_lobby(self, roster: Roster) -> None:
        if self.lobby is not None:
            self.lobby.show_lobby(roster)
            self.class_changed.emit()
        self._name_seats(roster)
        if self.tournament is not None:
            self.tournament.show_names(0, roster)

    # -- a tournament of pairs -----------------------------------------------------------------------------
    def can_hold_tournament(self) -> bool:
        """Pairs may play at tables of their own: a board game of two people."""
        match = self.match
        return (match is not None and match.spec.position_json is not None and len(match.seats) == 2
                and len(match.humans()) == 2)

    def open_tournament(self, tables: int, kept: Sequence[KeptTable] = ()) -> None:
        """The match shown becomes table 1 of ``tables``, each a new match on the same board for a pair of
        devices, served on the class's one server; the projector shows every table. ``kept``: the other
        tables as an autosave left them (a crash), each going on with its match and its devices' seats."""
        host, controller, view = self.classroom_host, self.controller, self.game_view
        if host is None or controller is None or view is None or self.tournament is not None or tables < 2:
            return
        post = self.scheduler.post
        controllers = [controller]
        for number in range(1, tables):
            restored = kept[number - 1] if number <= len(kept) else None
            match = restored.match if restored is not None else controller.match.rematch()
            other = MatchController(match, self.scheduler, self.jobs, rng=self.rng, pause_ms=controller.pause_ms)
            other.start()  # before its table is served: the table waits for the teacher's Start as the first does
            other.subscribe(self._on_table_event)
            controllers.append(other)
            self.table_boards[number] = restored.board_id if restored is not None else self.board_id
        self.tournament = tournament = TournamentView(controllers, self)
        for number, other in enumerate(controllers[1:], 1):
            restored = kept[number - 1] if number <= len(kept) else None
            # Each table's devices are told its moves in its own board's words (its tile's view).
            words = device_words(lambda tile=tournament.tiles[number]: tile.view)
            table = ClassroomHost(other, other.match.spec, post, server=host.server, words=words, lang=host.lang,
                                  started=host.started, seating=restored.seating if restored is not None else None,
                                  on_lobby=lambda roster, n=number: post(lambda: self._on_table_lobby(n, roster)))
            table.start()
            self.tournament_tables.append(table)
            self._offer_boards(number)
            if self.lobby is not None:
                self.lobby.add_table(number)
        if self.lobby is not None:
            self.lobby.tournament_opened(tables)
        for number in range(tables):
            tournament.show_board(number, self._board_name(self.table_boards.get(number, self.board_id)))
        self.board_stack.addWidget(self.tournament)
        self._show(animate=False)
        self._refresh_status()

    def let_pairs_choose_boards(self, on: bool) -> None:
        """Until the teacher's Start, either device of a pair may choose its table's board from the library
        (``on``), or every table plays the board of the match shown. Table 1 is the match shown: its board
        is the teacher's."""
        self.pairs_choose_boards = on
        for number in range(1, len(self.tournament_tables) + 1):
            self._offer_boards(number)

    @staticmethod
    def _board_name(board_id: str | None) -> str | None:
        return board_title(board_id) if board_id is not None else None

    def _offer_boards(self, number: int) -> None:
        """What table ``number``'s devices are told of its board, and the boards its pair may choose."""
        table = self.tournament_tables[number - 1]
        name = self._board_name(self.table_boards.get(number))
        if not self.pairs_choose_boards:
            table.offer_boards(BoardChoice(name))
            return
        offered = tuple((board, board_title(board)) for board in boards_for_tables(table.controller.match))
        table.offer_boards(BoardChoice(name, offered, lambda board: self._choose_table_board(number, board)))

    def _choose_table_board(self, number: int, board: str) -> None:
        """A device of table ``number`` chose ``board`` (the controller's thread): the table begins again on it,
        unless a move was made there already or the game refuses that board (the table stays as it was)."""
        if not 0 < number <= len(self.tournament_tables) or self.tournament is None:
            return
        table = self.tournament_tables[number - 1]
        match = table_match(table.controller.match, board)
        if match is None or not table.controller.change_board(match):
            return
        self.table_boards[number] = board
        self._offer_boards(number)
        self.tournament.show_board(number, board_title(board))

    def _on_table_event(self, event: Event) -> None:
        """A table of the tournament changed: the autosave keeps it (every table's game survives a crash)."""
        if isinstance(event, (Played, Undone, Redone, BoardChanged, SeatChanged)):
            self.class_changed.emit()

    def _on_table_lobby(self, number: int, roster: Roster) -> None:
        if self.tournament is not None:
            self.tournament.show_names(number, roster)
        if self.lobby is not None:
            self.lobby.show_lobby(roster, number)

    def _close_tournament(self) -> None:
        for table in self.tournament_tables:
            table.stop()
            table.controller.close()
        self.tournament_tables = []
        self.table_boards = {}
        if self.tournament is not None:
            self.tournament.close_tables()
            self.board_stack.removeWidget(self.tournament)
            self.tournament.deleteLater()
            self.tournament = None

    def _name_seats(self, roster: Roster | None) -> None:
        """The seats called by the names the students typed on their devices ("Ana, Bia" for a team), on the
        projector and in the sentences the devices get; by the game's names again when hosting ends."""
        view, controller = self.game_view, self.controller
        if view is None or controller is None:
            return
        seats = controller.match.seats
        if roster is not None:  # a pair or a student alone by their names; a class on one seat by the game's
            names = [", ".join(m.name for m in roster.at(seat)) if len(roster.at(seat)) <= NAMED_TEAM else ""
                     for seat in range(len(seats))]
            seats = tuple(replace(seat, name=name or seat.name) if not seat.is_computer else seat
                          for seat, name in zip(seats, names))
        if view.info.seats != seats:
            view.info = replace(view.info, seats=seats)
            self._show(animate=False)
            self._refresh()

    def class_kept(self) -> JSONObject | None:
        """What an autosave keeps so that the devices rejoin after a crash (None: not hosting): the seats, the
        library board shown, and a tournament's other tables (each its board, its record and its seats)."""
        host = self.classroom_host
        if host is None:
            return None
        kept = host.seating().to_json() | {"board_id": self.board_id}
        if self.tournament_tables:
            kept["pairs_choose"] = self.pairs_choose_boards
            kept["tables"] = [{"board": fileio.drawing_to_dict(bare_board(table.controller.match.setup.board)),
                               "board_id": self.table_boards.get(number), "record": table.controller.match.record(),
                               "seating": table.seating().to_json()}
                              for number, table in enumerate(self.tournament_tables, 1)]
        return kept

    def reopen_class(self, kept: object, lang: str | None) -> None:
        """A recovered class's game opened to the class again from what ``class_kept`` kept: its seats, and its
        tournament's tables when it had some; what cannot be read back is said."""
        match = self.match
        if match is None:
            return
        try:
            seating = Seating.from_json(kept, len(match.seats))
        except ValueError:
            self.message.emit(Q.translate("GamePage", "The class's seats could not be read back: open the game to "
                                                      "the class again."))
            return
        assert isinstance(kept, dict)  # a seating was read from it
        board_id = kept.get("board_id")
        self.board_id = board_id if isinstance(board_id, str) and board_id in boards.BOARDS else None
        if self.open_lobby(lang, seating) is None:
            return
        self.message.emit(Q.translate("GamePage", "The class's game is open again: the devices rejoin by themselves."))
        if "tables" not in kept:
            return
        try:
            tables = kept_tables(kept["tables"], match)
        except ValueError:
            self.message.emit(Q.translate("GamePage", "The tournament's other tables could not be read back: "
                                                      "only table 1 is open again."))
            return
        self.pairs_choose_boards = kept.get("pairs_choose") is True
        if self.lobby is not None:
            self.lobby.set_pairs_choose(self.pairs_choose_boards)
        self.open_tournament(len(tables) + 1, tables)

    def stop_hosting(self, restore_desk: bool = True) -> None:
        """The server stops and the devices leave (the class's game ended, a new match, the window closing);
        the desk seats every person again."""
        host, lobby = self.classroom_host, self.lobby
        self._close_tournament()
        if self.vote_service is not None:
            self.vote_service.close()
            self.vote_service = None
        self.classroom_host = self.lobby = None
        if host is not None:
            host.stop()
            if self.controller is not None:
                self.controller.pause(False)
            if restore_desk and self.controller is not None:
                self._name_seats(None)
                self._sit_desk(public=False)
            self.class_changed.emit()
        if lobby is not None:
            lobby.hide()
            lobby.deleteLater()


def boards_for_tables(match: Match) -> list[str]:
    """The library boards a pair may choose for a table of ``match``'s game: one drawing each (no random
    board) that the game takes (Graph Domination refuses a complete graph)."""
    return [board for board in suitable_boards(match.spec)
            if not boards.BOARDS[board].random and table_match(match, board) is not None]


def table_match(match: Match, board: str) -> Match | None:
    """``match``'s game, seats and options on the library's ``board`` (options that suit the board, such as a
    coloured picture's Blue-Red, as a new game's); None where the game refuses that board."""
    drawing = boards.board(board)
    options = dict(match.setup.options) | VIEWS[match.spec.id].default_options(drawing)
    try:
        return new_match(match.spec, match.seats, drawing, options, match.setup.seed, match.setup.first)
    except SetupError:
        return None


def kept_tables(raw: object, first: Match) -> list[KeptTable]:
    """A tournament's other tables from an autosave (ValueError for anything that is not): each a match of
    ``first``'s game on its own board, with its devices' seats."""
    if not isinstance(raw, list) or not 0 < len(raw) < MAX_TABLES:
        raise ValueError("tables")
    tables = []
    for entry in raw:
        if not isinstance(entry, dict):
            raise ValueError("table")
        board = fileio.drawing_from_dict(entry.get("board")).drawing
        match = Match.from_record(entry.get("record"), board)
        if match.spec is not first.spec or len(match.seats) != len(first.seats):
            raise ValueError("table's game")
        board_id = entry.get("board_id")
        tables.append(KeptTable(match, Seating.from_json(entry.get("seating"), len(match.seats)),
                                board_id if isinstance(board_id, str) and board_id in boards.BOARDS else None))
    return tables
