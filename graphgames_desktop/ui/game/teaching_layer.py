"""The game page's teaching layer: the TeachingService judges (session/teaching.py); this says what it
found on the page: the explanation and its verdict, the board's marks, the hint, the value strip and the
move list's marks, the review, the classroom's reveal.

A part of GamePage (it reads the page's widgets and its frame), kept apart because it is one idea:
the page asks the service with intents and renders the TeachingFrame it gets back; it keeps no
teaching state of its own.
"""

from __future__ import annotations

from html import escape as html_escape

from PySide6.QtCore import QCoreApplication as Q

from graphgames_desktop.games.teaching import PlyReview
from graphgames_desktop.session.frames import MoveEntry, SeatFrame
from graphgames_desktop.session.intents import Intent
from graphgames_desktop.session.teaching import (
    AskHint,
    EndReview,
    Part,
    Reveal,
    SetTeaching,
    StartReview,
    TeachingChanged,
    TeachingFrame,
)
from graphgames_desktop.ui.game import teaching_words as words
from graphgames_desktop.ui.game.move_list import MoveRow
from graphgames_desktop.ui.game.wording import ballot_note
from graphgames_desktop.ui.theme import theme

#: This page's screen, the only one attached to its controller.
DESK = "desk"


class TeachingLayer:
    """GamePage's teaching half (a mixin: ``self`` is the page)."""

    def _teach(self, intent: Intent) -> bool:
        """Ask the teaching service (the teacher's screen is this page's); whether it did it."""
        controller = self.controller
        return controller is not None and self.teaching_service is not None and controller.submit(DESK, intent) is None

    def teaching_frame(self) -> TeachingFrame | None:
        return self.teaching_service.frame() if self.teaching_service is not None else None

    def can_hint(self) -> bool:
        """A hint is for a person to move in a running game the solver may look at."""
        frame = self.teaching_frame()
        return frame is not None and frame.can_hint

    def ask_hint(self) -> None:
        """One suggested move and one sentence, from the study of the position: the one the teaching layer
        marks the board from, so the hint and the marks agree."""
        self._teach(AskHint())

    def hidden(self) -> bool:
        """Classroom mode keeps judgements and hints hidden until the teacher reveals them (R)."""
        frame = self.teaching_frame()
        return frame is not None and frame.hidden

    def toggle_reveal(self) -> None:
        if theme().classroom:
            self._teach(Reveal(self.hidden()))

    def reviews(self) -> tuple[PlyReview, ...]:
        """Every move of the game against the best its mover had, as far as positions are judged."""
        return self.teaching_service.reviews() if self.teaching_service is not None else ()

    def start_review(self) -> None:
        """Step through the moves that turned the game: judge every position, then show the first."""
        if not self.teaching.isChecked():
            self.teaching.setChecked(True)
        if self._teach(StartReview()):
            self._set_drawer(True)

    def end_review(self) -> None:
        self._teach(EndReview())
        self.drawer.show_review(False)

    def stop_studying(self) -> None:
        """The studies running stop (the window closes; a test ends): a longer one may have a minute left."""
        if self.teaching_service is not None:
            self.teaching_service.close()

    def _on_teaching_toggled(self, on: bool) -> None:
        match = self.match
        self.strip.setVisible(on and match is not None and match.spec.studiable)
        self._teach(SetTeaching(on))
        self._show_face_to_read()

    def _on_teaching(self, event: TeachingChanged) -> None:
        """The service has something new: the part it names is said again."""
        {Part.STUDY: self._show_study, Part.HINT: self._show_hint, Part.HISTORY: self._show_history,
         Part.REVIEW: self._show_review, Part.REVEAL: self._show_teaching}[event.what]()
        if event.what == Part.STUDY:
            self.teaching_changed_for_devices()

    def _show_teaching(self) -> None:
        for show in (self._show_study, self._show_hint, self._show_history, self._show_review):
            show()

    def _on_link(self, link: str) -> None:
        if link == "more":
            self.drawer.read_text().toggle()
        elif self.game_view is not None:
            self.game_view.link_activated(link, self)

    def _show_study(self) -> None:
        """The explanation, the heads-up's verdict and the board's marks, from the study of the position shown."""
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None:
            return
        html, lead = words.study_explanation(frame, view, self.frame())
        marked = frame.on and frame.study is not None and not frame.hidden
        verdict = words.study_verdict(frame, view)
        votes = self.votes_shown()
        if marked and votes and frame.study is not None:  # the class's vote, judged by the same study
            said = words.vote_verdict(frame.study, votes)
            verdict = " ".join(t for t in (verdict, said) if t)
            html, lead = f"<p><b>{html_escape(said)}</b></p>{html}", lead + 1
        self.teaching_text.set_full(html, lead) if html else self.teaching_text.clear()
        self._set_verdict(verdict)
        view.show_judgements(list(frame.study.judgements) if marked and frame.study is not None else [])
        view.show_teaching(frame.study.study if marked and frame.study is not None else None)
        self._mark_moves(frame)
        if self.frame().shown_outcome is not None:  # nothing to explain at the end: the moves come to the front
            self._show_face_to_read()
        self._update_reveal_button()

    def _mark_moves(self, frame: TeachingFrame) -> None:
        """The moves the board rings: the hint's, else the study's winning ones (none while hidden)."""
        view = self.game_view
        assert view is not None
        if frame.hidden:
            view.highlight([])
        elif frame.hint is not None and frame.hint.best is not None:
            view.highlight([frame.hint.best.move])
        elif frame.on and frame.study is not None:
            view.highlight(view.teaching_moves(frame.study.study))
        else:
            view.highlight([])

    def _show_hint(self) -> None:
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None:
            return
        text = words.hint_sentence(frame, view, self.frame())
        changed = text != self.heads_up.hint.text()
        self.heads_up.set_hint(text)
        if changed and frame.hint is not None and not frame.hidden:
            self._announce(text)
        self._mark_moves(frame)
        self._update_reveal_button()

    def _show_history(self) -> None:
        """The strip and the move list's marks, from the judgements known so far."""
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None or self.controller is None:
            return
        seat = self.frame()
        self.strip.set_data(list(frame.standings), set() if frame.hidden else set(frame.turning), seat.shown_ply,
                            words.strip_note(frame))
        self.moves.model().set_rows(self._move_rows(frame, seat))
        self._show_last_move()

    def _words_of(self, entry: MoveEntry) -> str:
        """A move in words, worked out once for the position it was made from (the list is made anew at every
        change, and a long card game's hundreds of moves were said again each time): kept with that position
        (a move played otherwise after an undo starts from another one), dropped when the language changes."""
        assert self.game_view is not None and self.match is not None
        before = self.match.state_at(entry.ply - 1)
        known = self.said_moves.get(entry.ply)
        if known is None or known[0] is not before or known[1] != (entry.move, entry.kind):
            known = self.said_moves[entry.ply] = (before, (entry.move, entry.kind), self.game_view.move_words(entry))
        return known[2]

    def _move_rows(self, frame: TeachingFrame | None, seat: SeatFrame) -> list[MoveRow]:
        """The move list: each move in words, and where the teaching layer shows it, the moves that gave a
        result away marked, with what the move was against the best."""
        view = self.game_view
        assert view is not None
        reviews = frame.reviews if frame is not None and not frame.hidden else ()
        rows = []
        match = self.match
        ballots = match.ballots if match is not None else {}
        for i, entry in enumerate(seat.moves):
            r = reviews[i] if i < len(reviews) else None
            mark = r is not None and r.turning
            line = f"{entry.ply}. {view.seat_name(entry.seat)} {self._words_of(entry)}"
            if i in ballots:
                line += " " + ballot_note(ballots[i])
            rows.append(MoveRow(line, mark, words.gave_away_text(r) if mark and r is not None else "",
                                words.review_sentence(r, view, seat) if r is not None and r.played is not None else ""))
        return rows

    def _show_review(self) -> None:
        frame, view = self.teaching_frame(), self.game_view
        if frame is None or view is None:
            return
        review = frame.review
        ended = self.drawer.reviewing and not review.active
        self.drawer.show_review(review.active)
        if review.active:
            html, lead = words.review_explanation(frame, view, self.frame())
            self.review_text.set_full(html, lead)
            self.review_prev.setEnabled(review.index is not None and review.index > 0)
            self.review_next.setEnabled(review.index is not None and review.index < len(review.points) - 1)
        if ended:  # a step in the replay keeps the face the teacher chose; the end of a review does not
            self._show_face_to_read()

    def _update_reveal_button(self) -> None:
        """Classroom only; always in its place there (the buttons never move), enabled when something waits."""
        frame = self.teaching_frame()
        judged = self.match is not None and self.match.spec.studiable
        self.reveal_button.setVisible(theme().classroom and judged)
        self.actions.reveal.setEnabled(theme().classroom and judged and frame is not None and frame.reveal_pending)
        self.actions.reveal.setText(words.reveal_label(frame) if frame is not None else Q.translate("GamePage", "Reveal (R)"))

    def _show_face_to_read(self) -> None:
        """Classroom: the drawer's face with something to read: the explanation while a review runs or the
        teaching layer studies the position shown; else the moves (at the end of a game the explanation is empty)."""
        match = self.match
        over = match is not None and match.state_at(self.shown_ply()).outcome() is not None
        frame = self.teaching_frame()
        reviewing = frame is not None and frame.review.active
        self.drawer.show_face(moves=not (reviewing or (self.teaching.isChecked() and not over)))

    def last_move_judgement(self) -> str:
        """The teaching layer's word on the move that led to the position shown ("This move loses; ...")."""
        frame = self.teaching_frame()
        return words.last_move_judgement(frame, self.game_view, self.frame()) if frame is not None and self.game_view else ""
