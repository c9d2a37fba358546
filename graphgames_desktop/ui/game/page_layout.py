"""The game page's layout, laid out for a projector first: where everything stands and how much room it has.

At 1280x720 in classroom type the board takes most of the window; beside it a narrow panel keeps
the heads-up (whose turn, the last move in words, the scores: always in view, in large type) and the
actions; the move list, the replay and the teaching text live in a drawer that opens beside the
board on a normal screen (open by default) and in the side panel under the heads-up in classroom
mode (closed by default; the board keeps more than 60% of the window). A refused move is said in
large type at the foot of the board and stays until the next action; the end of a game is said in
the heads-up and in a banner at the top of the board; each in a band the board keeps clear.

This holds widgets and their room only; what they say comes from the page (``ui/views/game_page.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QMenu, QSizePolicy, QStackedWidget, QToolButton, QVBoxLayout, QWidget

from graphgames_desktop.games.spec import GameSpec
from graphgames_desktop.ui.flow_layout import FlowLayout
from graphgames_desktop.ui.game.overlays import BoardNote, Curtain, NotesLayout
from graphgames_desktop.ui.menu_keys import keep_letters
from graphgames_desktop.ui.theme import TYPE, em, theme
from graphgames_desktop.ui.views.base import GameView
from graphgames_desktop.ui.views.drawer import Drawer
from graphgames_desktop.ui.views.game_actions import GameActions, action_button
from graphgames_desktop.ui.views.heads_up import HeadsUp
from graphgames_desktop.ui.views.move_box import MoveBox

#: The side panel's share of the page's width, and its bounds in lines of type.
SIDE_SHARE, SIDE_MIN_EM, SIDE_MAX_EM = 0.27, 10.5, 17.0
#: The side panel's width in classroom mode with the drawer open in it, in lines of type: the explanation's
#: lines about 45 characters long, the action buttons three a row; and its share of the page's width at
#: most, so that the board keeps more than 60% of the window (at 1280x720 the share is the lesser).
CLASSROOM_SIDE_EM, CLASSROOM_SIDE_SHARE = 18.0, 0.35
#: The drawer's width, in lines of type.
DRAWER_EM = 14.0


class PageLayout(QWidget):
    """The board (or the curtain) with notes over it and an input strip under it; the side panel (heads-up,
    move box, actions); the drawer (explanation, review, value strip and moves, replay)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.game_view: GameView | None = None  # the game's board, set by the page
        self._verdict = ""  # the verdict of the study shown ("": none)

        # The board area: the board (or the curtain) over the view's input strip; notes over the board.
        self.board_stack = QStackedWidget()
        self.board_stack.setObjectName("board_area")
        self.board_stack.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.curtain = Curtain()
        self.board_stack.addWidget(self.curtain)
        self.board_area = QWidget()  # the board stack and the notes over it share one cell
        self.board_area.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        area_layout = QGridLayout(self.board_area)
        area_layout.setContentsMargins(0, 0, 0, 0)
        area_layout.addWidget(self.board_stack, 0, 0)
        self.palette_slot = QVBoxLayout()
        self.palette_slot.setContentsMargins(0, 0, 0, 0)
        board_column = QVBoxLayout()
        board_column.setContentsMargins(0, 0, 0, 0)
        board_column.setSpacing(0)
        board_column.addWidget(self.board_area, 1)
        board_column.addLayout(self.palette_slot)
        self.move_box = MoveBox()  # moves typed as the move list writes them; beside the board, which keeps its room
        self.banner = BoardNote("end_banner", TYPE.banner, "background: rgba(255, 255, 255, 230); color: black;"
                                " border: 3px solid black; border-radius: 10px; padding: 10px;")
        self.notice = BoardNote("refusal_notice", TYPE.heads_up, "background: #fff4f4; color: #8a0000;"
                                " border: 3px solid #d62828; border-radius: 8px; padding: 6px;")
        self.notes = NotesLayout()  # over the board, in its cell: the banner at the top, a refusal at the foot
        area_layout.addLayout(self.notes, 0, 0)
        self.notes.set_notes(self.banner, self.notice)
        self.notes.bands_changed.connect(self._keep_band)
        self._banner_strip: NotesLayout | None = None  # the view's strip holding the banner (GameView.banner_slot)

        # The side panel: the heads-up, then the actions; nothing in it scrolls.
        self.actions = GameActions(self)
        self.actions.drawer.toggled.connect(self._on_drawer_toggled)
        self.teaching = self.actions.teaching
        self.heads_up = HeadsUp()
        self.heads_up.changed.connect(lambda: self._keep_explanation_room(lower_only=True))
        self.status = self.heads_up.turn
        self.announcement = self.heads_up.last_move
        self.hint_text = self.heads_up.hint
        self.seats_label = self.heads_up.seats
        self.title = self.heads_up.title
        a = self.actions
        self.hint_button, self.undo_button, self.redo_button, self.review_button, self.reveal_button, \
            self.again_button, self.new_button, self.rules_button, self.teaching_button, self.drawer_button, \
            self.describe_button = (action_button(x) for x in (a.hint, a.undo, a.redo, a.review, a.reveal, a.play_again,
                                                               a.new_game, a.rules, a.teaching, a.drawer, a.describe))
        # Classroom: the actions used once a game (rules, describe, a new game, again) behind one button, so the
        # bar takes fewer rows and the explanation beside the heads-up has them (a hint left it 81 px of 130).
        # Each keeps its key, its name and its entry in the Game menu.
        self.more_button = QToolButton()
        self.more_button.setObjectName("more_actions")
        self.more_button.setText("⋯")
        self.more_button.setPopupMode(QToolButton.InstantPopup)
        self.more_menu = QMenu(self.more_button)
        keep_letters(self.more_menu)
        self.more_menu.addActions([a.rules, a.describe, a.new_game, a.play_again])
        self.more_button.setMenu(self.more_menu)
        self.action_bar = QWidget()
        self.action_bar.setObjectName("action_bar")
        self.action_flow = FlowLayout(self.action_bar)
        self.action_flow.setContentsMargins(0, 0, 0, 0)
        self.action_bar.installEventFilter(self)  # its buttons' words or type changed: the rows they need
        self._game_buttons: list[QWidget] = []
        side = QWidget()
        side.setObjectName("side_panel")
        self.side_panel = side
        side_layout = QVBoxLayout(side)
        side_layout.addWidget(self.heads_up)
        side_layout.addStretch(0)  # the free room; the drawer's, when it stands here (_place_drawer)
        self._free_room = side_layout.itemAt(side_layout.count() - 1)
        # At the foot of the panel: the heads-up grows and shrinks above them, and a click lands where
        # it did a moment ago; the move box just above them, where typing finds it.
        side_layout.addWidget(self.move_box)
        side_layout.addWidget(self.action_bar)
        side.installEventFilter(self)  # its height: the heads-up's room (_fit_heads_up)

        # The drawer: teaching text, review, strip and moves, replay.
        self.drawer = d = Drawer()
        self.teaching_text = d.teaching_text
        self.teaching_text.least_changed.connect(lambda: QTimer.singleShot(0, self, self._fit_heads_up))
        self.review_text, self.review_box = d.review_text, d.review_box
        self.review_text.least_changed.connect(lambda: QTimer.singleShot(0, self, self._fit_heads_up))
        self.review_prev, self.review_next, self.review_close = d.review_prev, d.review_next, d.review_close
        self.strip, self.moves, self.moves_label = d.strip, d.moves, d.moves_label
        self.first_button, self.prev_button, self.next_button, self.last_button = (
            d.first_button, d.prev_button, d.next_button, d.last_button)
        self.replay_label = d.replay_label

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(board_column, 1)
        layout.addWidget(self.drawer, 0)
        layout.addWidget(side, 0)
        self.page_layout = layout


    def _lay_out_actions(self, spec: GameSpec | None) -> None:
        """The page's actions the game of ``spec`` supports, then the game's own (Pass), in one wrapping row."""
        match, view = spec, self.game_view
        flow = self.action_flow
        while flow.count():
            flow.takeAt(0)
        supports = {
            self.hint_button: match is not None and match.analyse is not None and not match.hidden_information,
            self.teaching_button: match is not None and match.studiable,
            self.review_button: match is not None and match.studiable,
        }
        tucked = [self.describe_button, self.rules_button, self.new_button, self.again_button]
        if theme().classroom:  # behind the "⋯" button, at the bar's end
            for button in tucked:
                supports[button] = False
        order = [self.hint_button, self.undo_button, self.redo_button, self.teaching_button, self.reveal_button,
                 self.drawer_button, self.review_button, *tucked]
        for button in order:
            if supports.get(button, True):
                flow.addWidget(button)
            else:
                button.hide()
        for action in view.game_actions() if view is not None else []:
            button = action_button(action)
            self._game_buttons.append(button)
            flow.addWidget(button)
        if theme().classroom:
            flow.addWidget(self.more_button)
        self.more_button.setVisible(theme().classroom)
        for button in order:
            if supports.get(button, True) and button is not self.reveal_button:
                button.show()
        self._fit_panels()
        self._chain_tab_order()

    def _chain_tab_order(self) -> None:
        """Tab goes from the board to the move box, the view's input strip, the actions as they show, then
        the drawer's list and replay: play first, then what is said about it."""
        view = self.game_view
        chain: list[QWidget] = view.tab_stops() if view is not None else []
        chain.append(self.move_box.edit)
        palette = view.palette() if view is not None else None
        if palette is not None:
            chain.append(palette)  # its focus proxy, where it has one (the magic game's tray)
        for i in range(self.action_flow.count()):
            item = self.action_flow.itemAt(i)
            if item is not None and item.widget() is not None:
                chain.append(item.widget())
        chain += [self.moves, self.first_button, self.prev_button, self.next_button, self.last_button,
                  self.review_prev, self.review_next, self.review_close]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    @property
    def canvas(self):
        """The board's canvas, for graph games (export, fit, tests); None for others."""
        return getattr(self.game_view, "canvas", None)

    def _show_notice(self, text: str) -> None:
        """A refusal at the foot of the board, in large type; "" takes it away (the next action does)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self._place_notes()

    def _show_banner(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.setVisible(bool(text))
        slot = self.game_view.banner_slot() if self.game_view is not None and text else None
        self._place_banner(slot if slot is not None and not slot.isHidden() else None)
        self._place_notes()

    def _place_notes(self) -> None:
        """The notes and the bands the canvas keeps clear for them, now (the next action may measure them)."""
        for layout in (self.notes, self._banner_strip):
            if layout is not None:
                layout.invalidate()
        self.board_area.layout().activate()

    def _place_banner(self, slot: QWidget | None) -> None:
        """The banner in the view's strip ``slot`` (a layout of its own there: covered nothing of the view), or
        over the board (None)."""
        strip = self._banner_strip
        if strip is not None and (slot is None or strip.parentWidget() is not slot):
            strip.set_notes(None)  # the strip gives its height back
            self._banner_strip = None
            self.notes.set_notes(self.banner, self.notice)
        if slot is not None and self._banner_strip is None:
            layout = slot.layout()
            self._banner_strip = layout if isinstance(layout, NotesLayout) else NotesLayout(slot, strip=True)
            self.notes.set_notes(None, self.notice)
            self._banner_strip.set_notes(self.banner)

    def _keep_band(self, top: int | None = None, bottom: int | None = None) -> None:
        """The canvas keeps ``top`` pixels at its top, ``bottom`` at its foot, clear of the pieces (0: none; None:
        as it is), refitting if it fits."""
        canvas = self.canvas
        if canvas is None:
            return
        top = canvas.reserve_top if top is None else top
        bottom = canvas.reserve_bottom if bottom is None else bottom
        if (canvas.reserve_top, canvas.reserve_bottom) != (top, bottom):
            canvas.reserve_top, canvas.reserve_bottom = top, bottom
            if canvas.auto_fit:
                canvas.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.action_bar and event.type() in (QEvent.LayoutRequest, QEvent.Resize):
            self._fit_actions()
        elif watched is self.side_panel and event.type() in (QEvent.LayoutRequest, QEvent.Resize):
            QTimer.singleShot(0, self, self._fit_heads_up)  # once the panel is laid out
        return super().eventFilter(watched, event)

    def _fit_heads_up(self) -> None:
        """The heads-up's room: its height, the free room under it and, in classroom mode, what the drawer
        has beyond its least (its first paragraph): its lines said elsewhere show when they fit in it. The
        drawer's first paragraph comes before those lines: it has what the heads-up's own lines leave."""
        spare = self._free_room.geometry().height()
        if self.side_panel.layout().indexOf(self.drawer) >= 0 and self.drawer.isVisible():
            self._keep_explanation_room()
            spare += self.drawer.height() - self.drawer.minimumSizeHint().height()  # less than none: squeezed
        self.heads_up.set_room(self.heads_up.height() + spare)

    def _keep_explanation_room(self, lower_only: bool = False) -> None:
        """Classroom, the drawer open on the explanation: its first paragraph has the height the heads-up's own
        lines leave of what the two share (measured on the panel as laid out). ``lower_only``: the heads-up's
        words just changed and the panel is not laid out again yet: the drawer only gives room back, at once,
        so that the heads-up's new lines never push the window past the screen."""
        texts = self.drawer.texts_scroll
        if self.side_panel.layout().indexOf(self.drawer) < 0 or not self.drawer.isVisible() or not texts.isVisible():
            return
        # From the panel's own height, not from its parts' (a long lead, asked for from theirs, grew the window
        # past the screen: each height it got was counted as room again).
        layout = self.side_panel.layout()
        margins = layout.contentsMargins()
        others = (self.heads_up.least_height() + self.move_box.height() + self.action_bar.minimumHeight()
                  + self.drawer.around_texts() + layout.spacing() * 3)
        room = self.side_panel.height() - margins.top() - margins.bottom() - others
        self.drawer.keep_room(min(room, texts.minimumHeight()) if lower_only else room)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_panels()

    def _place_drawer(self) -> None:
        """On a normal screen the drawer is a column beside the board; in classroom mode it opens in the side
        panel, under the heads-up, which widens for it: a column of its own would leave the board under half
        the window at 1280x720 in classroom type."""
        side_layout = self.side_panel.layout()
        if theme().classroom:
            if side_layout.indexOf(self.drawer) < 0:
                self.page_layout.removeWidget(self.drawer)
                side_layout.insertWidget(1, self.drawer, 1)
        elif self.page_layout.indexOf(self.drawer) < 0:
            side_layout.removeWidget(self.drawer)
            self.page_layout.insertWidget(1, self.drawer, 0)
        self.drawer.set_compact(theme().classroom)

    def _fit_panels(self) -> None:
        """The side panel takes a share of the width within bounds in lines of type (a wider share in classroom
        mode while it holds the drawer); the drawer beside it a fixed number of lines; the board the rest."""
        width = self.width() if self.width() > 0 else 1280
        inside = self.side_panel.layout().indexOf(self.drawer) >= 0
        if inside and self.actions.drawer.isChecked():  # sized by its content; wider on a wide screen gave nothing
            side = min(em(CLASSROOM_SIDE_EM), int(width * CLASSROOM_SIDE_SHARE))
        else:
            side = int(min(em(SIDE_MAX_EM), max(em(SIDE_MIN_EM), width * SIDE_SHARE)))
        self.side_panel.setFixedWidth(side)
        if inside:
            self.drawer.setMinimumWidth(0)
            self.drawer.setMaximumWidth(side)
        else:
            self.drawer.setFixedWidth(em(DRAWER_EM))
        self.moves.setMinimumHeight(em(2 if inside else 4))  # in the side panel: the heads-up's lines first
        self._fit_actions()

    def _fit_actions(self) -> None:
        """The action buttons wrap into as many rows as the panel's width makes: that height is asked for here
        (the panel's box reads no height for width, and would leave the last rows outside it), again whenever
        the buttons' words or type change (the action bar's layout requests)."""
        margins = self.side_panel.layout().contentsMargins()
        width = self.side_panel.width() - margins.left() - margins.right()
        need = self.action_flow.heightForWidth(width)
        if need != self.action_bar.minimumHeight():
            self.action_bar.setMinimumHeight(need)

    def _set_verdict(self, text: str) -> None:
        """The study's verdict in the heads-up, while the drawer, which opens with it, is closed."""
        self._verdict = text
        self.heads_up.set_verdict("" if self.actions.drawer.isChecked() else text)

    def _set_drawer(self, on: bool) -> None:
        self.actions.drawer.setChecked(on)

    def drawer_default(self) -> bool:
        """Open on a normal screen; in classroom mode the board and the heads-up need the room."""
        return not theme().classroom

    def _on_layout_theme(self) -> None:
        """Classroom type: panels widen with the type, replay icons grow with it, the drawer takes its default."""
        size = em(1.2)
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            b.setIconSize(QSize(size, size))
        pad_y, pad_x = em(0.2), em(0.45)
        self.action_bar.setStyleSheet(f"QToolButton {{ padding: {pad_y}px {pad_x}px; }}")
        self._set_drawer(self.drawer_default())
        self._place_drawer()

    def _on_drawer_toggled(self, on: bool) -> None:
        self._set_verdict(self._verdict)  # first: the drawer says it now, and the heads-up has a line less
        self._fit_panels()
        self.drawer.setVisible(on)

    def retranslate_layout(self) -> None:
        """The words the layout itself shows (the page's own follow in GamePage.retranslate)."""
        self.actions.retranslate()
        self._fit_panels()  # other words, other widths: the action rows again
        for text in (self.teaching_text, self.review_text):
            text.more_word, text.less_word = Q.translate("GamePage", "More…"), Q.translate("GamePage", "Less")
        self.review_prev.setText(Q.translate("GamePage", "Previous"))
        self.review_next.setText(Q.translate("GamePage", "Next"))
        self.review_close.setText(Q.translate("GamePage", "Close"))
        self.moves_label.setText(Q.translate("GamePage", "Moves:"))
        self.drawer.retranslate(Q.translate("GamePage", "Explanation"), Q.translate("GamePage", "Moves"))
        self.more_button.setToolTip(Q.translate("GamePage", "More actions: rules, describe the board, new game, play again"))
        self.more_button.setAccessibleName(Q.translate("GamePage", "More actions"))
        self.moves.setAccessibleName(Q.translate("GamePage", "Moves"))
        for b, tip in ((self.first_button, Q.translate("GamePage", "First position")), (self.prev_button, Q.translate("GamePage", "Previous move")),
                       (self.next_button, Q.translate("GamePage", "Next move")), (self.last_button, Q.translate("GamePage", "Last move"))):
            b.setToolTip(tip)
            b.setAccessibleName(tip)
