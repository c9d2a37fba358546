"""The card table: everything on it always in sight, and the controls of the step being played.

Top: the round, its steps with the current one marked, the last-round banner and what just
happened; the face-up extra power, the two resource cards, the five objectives, the decks. Left:
every player (acted this step or not, Eulerians, minus track, claimed and saved cards, the bonus
card face down unless it is the viewer's). Centre: one player's sheet (earlier sheets on request),
the freehand canvas while its owner draws. Right: the controls of the step (``controls.py``); at
the end the score table (``scores.py``) under the sheet.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games.cards import claims
from graphgames_desktop.games.cards.bonus import bonus_points
from graphgames_desktop.games.cards.cards import standard_decks
from graphgames_desktop.games.cards.moves import CardMove, Claim, PickResource, SaveObjective
from graphgames_desktop.games.cards.observation import CardObservation
from graphgames_desktop.games.cards.round import RESOURCES_FACE_UP
from graphgames_desktop.games.cards.table import Phase
from graphgames_desktop.ui.announce import announce
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import em, theme
from graphgames_desktop.ui.views.card_table import art
from graphgames_desktop.ui.views.card_table.cards import TableCard
from graphgames_desktop.ui.views.card_table.controls import Controls
from graphgames_desktop.ui.views.card_table.proof import proof_of
from graphgames_desktop.ui.views.card_table.scores import ScorePanel
from graphgames_desktop.ui.views.card_table.sheet import SheetCanvas
from graphgames_desktop.ui.views.card_table.standings import Standings

STEPS = (Phase.PICK, Phase.DRAW, Phase.CLAIM, Phase.REFRESH)
#: The cards row's share of the table's height, and the tallest its cards grow (in pixels of card art).
CARD_SHARE, CARD_MOST = 0.17, 150
#: The column beside the sheet (tracks, the step's controls, the players): its share of the table's width.
SIDE_SHARE = 0.4
#: A card is shown large beside itself if the room there lets it be at least this share of its largest size.
ENLARGED_BESIDE = 0.9
#: The events whose detail is an objective card's id (said by the card's name).
CARD_EVENTS = frozenset({"claimed", "claim_failed", "objective_saved", "claim_made", "claim_contested", "claim_stands"})
#: The border of the panel of the player whose sheet is shown.
SHOWN_BORDER = "#e060b8"
NOTICE_STYLE = "padding: 4px 8px; border-radius: 6px; background: %s; color: black;"


def counted(lines: list[str]) -> list[str]:
    """Each line once, in order, with how many times it came ("… (×2)"): two minus boxes crossed are one line."""
    seen: dict[str, int] = {}
    for line in lines:
        seen[line] = seen.get(line, 0) + 1
    return [line if n == 1 else f"{line} (×{n})" for line, n in seen.items()]


def step_name(phase: Phase) -> str:
    return {
        Phase.BONUS: Q.translate("CardTable", "Bonus cards"),
        Phase.PICK: Q.translate("CardTable", "Pick"),
        Phase.DRAW: Q.translate("CardTable", "Draw"),
        Phase.CLAIM: Q.translate("CardTable", "Claim"),
        Phase.REFRESH: Q.translate("CardTable", "Refresh"),
        Phase.OVER: Q.translate("CardTable", "Scoring"),
    }[phase]


def acted(obs: CardObservation, player: int) -> bool:
    """Whether ``player`` has done their part of the step being played."""
    if obs.phase == Phase.OVER:
        return True
    if obs.phase == Phase.CLAIM:
        me = obs.players[player]
        return me.claim_used or me.passed
    if len(obs.active_seats()) > 1:  # a step taken together: whoever is not still in it has finished it
        return player not in obs.active_seats()
    return obs.order.index(player) < obs.turn


class PlayerPanel(QFrame):
    """One player at the table; a click shows their sheet."""

    chosen = Signal(int)

    def __init__(self, player: int, table: CardTable):
        super().__init__()
        self.player = player
        self.setObjectName(f"player_{player}")
        self.setFrameShape(QFrame.StyledPanel)
        self.shown = False
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.cards_text = QLabel()  # the purse and the minus boxes in words: the tracks are the shown sheet's, beside it
        self.cards_text.setWordWrap(True)
        self.table = table
        self.saved = [TableCard("objective", table.decks, 70) for _ in range(4)]
        self.bonus: list[TableCard] = []
        for w in self.saved:
            w.card_clicked.connect(table.objective_clicked)
            table.seat_card(w)
        small = QGridLayout()  # saved objectives (three to a row), then the bonus cards (three to a row)
        small.setContentsMargins(0, 0, 0, 0)
        for i, w in enumerate(self.saved):
            small.addWidget(w, i // 3, i % 3, Qt.AlignLeft | Qt.AlignTop)
        small.setColumnStretch(3, 1)
        self.small = small
        self.hold_bonus(3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        for w in (self.name, self.state, self.cards_text):
            layout.addWidget(w)
        layout.addLayout(small)

    def set_shown(self, shown: bool) -> None:
        """The border of the player whose sheet is shown, painted (``paintEvent``): a style sheet set while the panel
        was shown kept its words in the type of before classroom type came."""
        self.shown = shown
        self.update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.shown:
            painter = QPainter(self)
            painter.setPen(QPen(QColor(SHOWN_BORDER), 2))
            painter.drawRect(self.rect().adjusted(1, 1, -1, -1))
            painter.end()

    def hold_bonus(self, count: int) -> None:
        """Room for ``count`` bonus cards (a bonus-draw power can bring a player more than three)."""
        while len(self.bonus) < count:
            i = len(self.bonus)
            card = TableCard("bonus", self.table.decks, 70)
            self.table.seat_card(card)
            self.small.addWidget(card, 2 + i // 3, i % 3, Qt.AlignLeft | Qt.AlignTop)
            self.bonus.append(card)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton:
            self.chosen.emit(self.player)


class SideColumn(QScrollArea):
    """The column beside the sheet: it wishes for its whole share (``_fit_room`` sets it as its maximum width);
    a scroll area's own wish is the width its content had when first asked, which left a track squeezed."""

    def sizeHint(self) -> QSize:
        return QSize(min(self.maximumWidth(), em(16)), super().sizeHint().height())


class CardTable(QWidget):
    """The whole table as one seat sees it (see the module docstring)."""

    move_chosen = Signal(object)
    message = Signal(str)
    undo_requested = Signal()

    def __init__(self, view, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("card_table")
        self.view = view  # the game view: seat names, texts, the match
        self.decks = standard_decks()
        self.obs: CardObservation | None = None
        self.shown_player = 0
        self.picked_player: int | None = None  # a player whose sheet was asked for, until the turn moves on
        self.shown_sheet: int | None = None  # an earlier sheet asked for; None: the one in play
        self.selected: str | None = None  # the objective chosen for a claim
        self.circled: set[int] = set()  # a vertex of each component chosen for a C claim
        self.can_undo_stroke = False
        self.proof: tuple[int, str] | None = None  # the last claim proven (player, card), lit on their sheet
        self._sheet_key: tuple | None = None  # the sheet on show (player, sheet, drawn on): kept in view while drawn on
        self._held: tuple[str, tuple] | None = None  # a failed claim's reason, said until the step ends
        self._tapped = False  # a card just given the focus by a click: the click's release leaves it shown large
        self.card_height = CARD_MOST  # the row's cards' height (a card designed CARD_MOST high), as _fit_room shares it
        self._row_room = 0  # the width the row's cards and captions share, as _fit_room finds it

        self.steps_label = QLabel()
        self.steps_label.setObjectName("card_steps")
        self.steps_label.setWordWrap(True)  # a narrow table (a drawer open beside it) wraps the four steps
        self.last_round = QLabel()
        self.last_round.setObjectName("card_last_round")
        self.last_round.setStyleSheet(NOTICE_STYLE % "#ffd166" + " font-weight: bold;")
        self.last_round.setWordWrap(True)  # in classroom type one line was wider than a table beside the move list
        self.notice = QLabel()
        self.notice.setObjectName("card_notice")
        self.notice.setWordWrap(True)
        self.steps_label.setWordWrap(True)  # classroom type: the steps wrap rather than widen the window
        header = QHBoxLayout()  # the steps; the round and the decks are in the page's heads-up (table_rows)
        header.addWidget(self.steps_label, 1)

        self.power = TableCard("power", self.decks, 150)
        self.power.setObjectName("card_power")
        self.resources = [TableCard("resource", self.decks, 135) for _ in range(RESOURCES_FACE_UP)]
        self.resource_captions = [QLabel() for _ in self.resources]
        self.objectives = [TableCard("objective", self.decks, 150) for _ in range(5)]
        row = QGridLayout()
        row.setHorizontalSpacing(6)
        row.setVerticalSpacing(0)
        column = 0
        row.addWidget(self.power, 0, column, 2, 1, Qt.AlignTop)
        column += 1
        for card, caption in zip(self.resources, self.resource_captions):
            row.addWidget(card, 0, column, Qt.AlignTop | Qt.AlignHCenter)
            caption.setWordWrap(True)
            caption.setAlignment(Qt.AlignHCenter | Qt.AlignTop)
            row.addWidget(caption, 1, column)
            column += 1
        for i, (card) in enumerate(self.resources):
            card.setObjectName(f"card_resource_{i}")
            card.card_clicked.connect(lambda _id, i=i: self._pick(i))
        for i, card in enumerate(self.objectives):
            card.setObjectName(f"card_objective_{i}")
            card.card_clicked.connect(self.objective_clicked)
            row.addWidget(card, 0, column + i, 2, 1, Qt.AlignTop)
        row.setColumnStretch(column + 5, 1)

        self.players_host = QWidget()
        self.players_layout = QVBoxLayout(self.players_host)
        self.players_layout.setContentsMargins(0, 0, 0, 0)
        self.players_layout.addStretch(1)
        self.panels: list[PlayerPanel] = []

        self.sheet_title = QLabel()
        self.sheet_title.setObjectName("sheet_title")
        self.sheet_title.setWordWrap(True)
        self.sheet_choice = QComboBox()
        self.sheet_choice.setObjectName("sheet_choice")
        self.sheet_choice.activated.connect(self._choose_sheet)
        self.sheet = SheetCanvas()
        self.sheet.setMinimumSize(em(8), em(6))
        self.sheet.move_made.connect(self.move_chosen)
        self.sheet.message.connect(self._refused)
        self.sheet.component_clicked.connect(self._toggle_component)
        self.minus = art.MinusTrackWidget()
        self.minus.setObjectName("sheet_minus_track")
        self.coins = art.EulerianTrackWidget()
        self.coins.setObjectName("sheet_eulerian_track")
        self.scores = ScorePanel(self)
        self.scores.hide()
        sheet_box = QWidget()
        sheet_layout = QVBoxLayout(sheet_box)
        sheet_layout.setContentsMargins(0, 0, 0, 0)
        title_row = QHBoxLayout()
        title_row.addWidget(self.sheet_title, 1)
        title_row.addWidget(self.sheet_choice)
        sheet_layout.addLayout(title_row)
        sheet_layout.addWidget(self.sheet, 1)
        self.standings = Standings(self)  # every player in sight under the sheet; their panels scroll beside it
        self.standings.chosen.connect(self._choose_player)
        sheet_layout.addWidget(self.standings)

        # Beside the sheet, never over it: first the step's controls (at the top, in sight), then the shown
        # sheet's tracks, then every player at the table; below the controls the column scrolls when many play.
        self.controls = Controls(self)
        column = QWidget()
        side_layout = QVBoxLayout(column)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.controls)
        for track in (self.minus, self.coins):
            side_layout.addWidget(track)
        side_layout.addWidget(self.players_host, 1)
        self.side = SideColumn()
        self.side.setObjectName("card_side")
        self.side.setWidgetResizable(True)
        self.side.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.side.setFocusPolicy(Qt.NoFocus)  # Tab goes through its controls, which it scrolls into view
        self.side.setWidget(column)

        body = QWidget()  # the sheet takes whatever the column beside it leaves
        row_layout = QHBoxLayout(body)
        row_layout.setContentsMargins(0, 0, 0, 0)
        row_layout.addWidget(sheet_box, 1)
        row_layout.addWidget(self.side, 0)
        self.body = body
        layout = QVBoxLayout(self)
        layout.setContentsMargins(em(0.2), em(0.2), em(0.2), em(0.2))
        layout.addLayout(header)
        self.end_slot = QWidget()  # at the end, the host's banner under the header (CardsView.banner_slot)
        self.end_slot.setObjectName("card_end_slot")
        self.end_slot.setFixedHeight(0)
        layout.addWidget(self.end_slot)
        layout.addWidget(self.last_round, 0, Qt.AlignLeft)  # a line of its own, in the last round only
        layout.addWidget(self.notice)
        self.cards_row = QWidget()  # at the end it gives its room to the score table
        self.cards_row.setLayout(row)
        # The cards are sized to the room the row gets (_fit_room), so the row asks for none of its own: a
        # drawer opened beside the table narrows the cards instead of widening the window past the screen.
        row.setSizeConstraint(QLayout.SetNoConstraint)
        self.cards_row.setMinimumWidth(em(8))
        self.row_cards = [self.power, *self.resources, *self.objectives]
        layout.addWidget(self.cards_row)
        self.lower = QSplitter(Qt.Vertical)  # at the end, the score table under the players and the sheet
        self.lower.addWidget(body)
        self.lower.addWidget(self.scores)
        self.lower.setStretchFactor(0, 1)
        layout.addWidget(self.lower, 1)
        # A card pointed at, shown as tall as the table beside it: a projector's room reads its words there.
        self.preview = art.CardWidget(parent=self)
        self.preview.setObjectName("card_preview")
        self.preview.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.preview.hide()
        for card in self.row_cards:
            self.seat_card(card)
        theme().changed.connect(self._on_theme)

    # -- a card shown large ----------------------------------------------------------------------------------
    def seat_card(self, card: TableCard) -> None:
        """A card put on the table (in a player's panel, in the controls, in the standings): at the table's scale at
        once, and shown large while the mouse is on it, while it has the keyboard's focus (Tab reaches it), and
        after a click or a tap where a pointer cannot hover (a click on a card that may be played plays it)."""
        card.fit_height(round(self.card_height * card.base_height / CARD_MOST))
        card.focusable = True
        card.setFocusPolicy(Qt.StrongFocus if card.card is not None else Qt.NoFocus)
        card.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, TableCard):
            kind = event.type()
            if kind in (QEvent.Enter, QEvent.FocusIn) and watched.card is not None:
                self.enlarge(watched)
                self._tapped = kind == QEvent.FocusIn and event.reason() == Qt.MouseFocusReason
            elif kind == QEvent.MouseButtonRelease and not watched.live and not self._tapped and watched.hasFocus():
                watched.clearFocus()  # a second click on a card shown large puts it back
                self.preview.hide()
            elif kind == QEvent.MouseButtonRelease:
                self._tapped = False
            elif kind == QEvent.KeyPress and event.key() in (Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter) and watched.live:
                watched.clicked.emit()  # the keyboard plays a card that may be played, as a click does
                return True
            elif kind == QEvent.KeyPress and event.key() == Qt.Key_Escape and self.preview.isVisible():
                self.preview.hide()
                return True
            elif kind == QEvent.FocusOut or (kind in (QEvent.Leave, QEvent.Hide) and not watched.hasFocus()):
                self.preview.hide()
        return super().eventFilter(watched, event)

    def enlarge(self, card: TableCard) -> None:
        """``card`` as tall as the table allows left of the column of the step's controls (never over them), beside
        the card where there is room for nearly that (it stays in sight), else over it (the resource cards' words
        are read so)."""
        margin = em(0.2)
        limit = self.side.mapTo(self, QPoint(0, 0)).x() - margin  # the controls' column starts there
        width = min(round((self.height() - 2 * margin) * art.CARD_RATIO), limit - 2 * margin)
        left = min(card.mapTo(self, QPoint(0, 0)).x(), limit)  # a card in the column: its room is all left of it
        before, after = left - 2 * margin, limit - left - card.width() - margin
        if max(before, after) >= ENLARGED_BESIDE * width:
            width = min(width, max(before, after))
            x = left - width - margin if before >= after else left + card.width() + margin
        else:
            x = limit - width if before < after else margin
        self.preview.setFixedSize(width, round(width / art.CARD_RATIO))
        self.preview.show_like(card)
        self.preview.move(max(margin, x), margin)
        self.preview.show()
        self.preview.raise_()

    # -- whose turn, whose eyes ------------------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        return self.obs.seat if self.obs is not None else None

    def my_turn(self) -> bool:
        """The seat looking at the screen is the one to move (and may move)."""
        obs = self.obs
        return obs is not None and obs.phase != Phase.OVER and obs.seat == obs.current_player and bool(obs.legal_moves())

    def name(self, player: int) -> str:
        return self.view.seat_name(player)

    def tab_stops(self) -> list[QWidget]:
        """Where Tab stops, in order: the step's controls (made anew after every move), the cards face up (the row's,
        the claimed ones, the players'), the sheets' chooser, then the sheet, last, so that Shift+Tab from the move box
        lands on it."""
        controls = [w for w in self.controls.findChildren(QWidget)
                    if w.focusPolicy() & Qt.TabFocus and w.focusProxy() is None and w.isVisibleTo(self) and w.isEnabled()]
        cards = [w for w in (*self.row_cards, *(c for line in self.standings.lines for c in line[4].cards),
                             *(c for panel in self.panels for c in (*panel.saved, *panel.bonus)))
                 if w.card is not None and w.isVisibleTo(self)]  # each shown large while it has the focus
        return [*controls, *cards, *([self.sheet_choice] if self.sheet_choice.isVisibleTo(self) else []), self.sheet]

    # -- showing -------------------------------------------------------------------------------------------
    def show_observation(self, obs: CardObservation, last_move: CardMove | None, reason: str = "") -> None:
        """Show ``obs``; ``reason``: what the computer just did, in one line."""
        self.preview.hide()
        before = self.obs
        if before is None or (obs.phase, obs.current_player, obs.round) != (before.phase, before.current_player, before.round):
            self.selected = None
            self.circled = set()
        if before is None or (obs.phase, obs.round) != (before.phase, before.round):
            self.picked_player = None
            self.shown_sheet = None
            self.proof = None
        self.obs = obs
        if obs.decks is not self.decks:  # the cards as the game's rules have them (the book's, or the variant's)
            self.decks = obs.decks
            for w in self.findChildren(TableCard):
                w.decks = obs.decks
        for code, player, _ in obs.events:  # a claim's proof, a failure, a new sheet: shown until the step ends
            if code in ("claimed", "claim_failed", "new_sheet") and player >= 0:
                self.picked_player, self.shown_sheet = player, None
        if self.picked_player is not None:
            self.shown_player = self.picked_player
        elif obs.phase == Phase.OVER:
            self.shown_player = obs.ranking()[0].player
        elif obs.phase in (Phase.DRAW, Phase.CLAIM) or obs.seat is None:
            self.shown_player = obs.current_player  # everybody watches the drawing, and the sheet of the claim
        else:
            self.shown_player = obs.seat
        self._show_header(reason)
        self._show_events(obs, before, last_move, reason)
        self.notice.setVisible(obs.phase != Phase.OVER)  # the end is said in the host's banner
        if obs.phase != Phase.OVER:
            self.end_slot.setFixedHeight(0)
        self._show_cards()
        self._show_players()
        self._show_sheet()
        over = obs.phase == Phase.OVER
        opening = over and not self.scores.isVisibleTo(self)
        self.scores.setVisible(over)
        self.cards_row.setVisible(not over)
        if opening:  # the score table takes more than half the room
            room = sum(self.lower.sizes())
            self.lower.setSizes([room * 2 // 5, room - room * 2 // 5])
        self.controls.rebuild()  # at the end it shows the ranking (the score table's)
        if before is None or (obs.phase, obs.current_player) != (before.phase, before.current_player):
            self.side.verticalScrollBar().setValue(0)  # a new step's controls from their top

    def table_rows(self, obs: CardObservation) -> list[tuple[str, str]]:
        """The round and the rules in play, with the decks' counts as the rules' detail: lines (and their
        tooltips) for the page's heads-up (CardsView.score_rows)."""
        after = obs.resource_deck_count // RESOURCES_FACE_UP
        if obs.phase == Phase.OVER:
            round_text = fill(Q.translate("CardTable", "Game over after round %1"), obs.round)
        else:
            # One short line: the heads-up beside the table has no room to spare at 1280x720 in classroom type.
            round_text = fill(Q.translate("CardTable", "Round %1 of %2"), obs.round, obs.round + after)
        decks = [fill(Q.translate("CardTable", "Resource deck: %1"), obs.resource_deck_count),
                 fill(Q.translate("CardTable", "Objective deck: %1 · discarded: %2"),
                      obs.objective_deck_count, len(obs.objective_discard)),
                 fill(Q.translate("CardTable", "Extra powers: %1"), obs.power_deck_count)]
        if obs.bonus_in_play:
            decks.append(fill(Q.translate("CardTable", "Bonus deck: %1"), obs.bonus_deck_count))
        rows = [(round_text, ""), (self.view.rules_name(obs.rules), " · ".join(decks))]
        rows += [(self.view.event_text(code, "", detail), "") for code, _, detail in obs.events if code == "reshuffled"]
        return rows

    def _show_header(self, reason: str) -> None:
        obs = self.obs
        assert obs is not None
        parts = []
        steps = ((Phase.BONUS,) if obs.phase == Phase.BONUS else ()) + STEPS
        for i, phase in enumerate(steps):
            name = f"{i + 1 if obs.phase != Phase.BONUS else i}. {step_name(phase)}" if phase != Phase.BONUS else step_name(phase)
            name = name.replace(" ", "&nbsp;")  # a narrow window wraps between steps, never inside one
            if phase == Phase.REFRESH and obs.last_round:
                name = f"<s>{name}</s>"
            parts.append(f"<b><u>▶&nbsp;{name}</u></b>" if phase == obs.phase else name)
        self.steps_label.setText("&nbsp; ".join(parts))
        self.steps_label.setVisible(obs.phase != Phase.OVER)  # the game is over: no step to mark
        self.last_round.setText(Q.translate("CardTable", "Last round: the game ends after the claims"))
        self.last_round.setVisible(obs.last_round and obs.phase != Phase.OVER)

    def card_name(self, card_id: str) -> str:
        """An objective as the players call it: its name in quotes (its id is printed on the card)."""
        return "“" + self.decks.objective(card_id).name[art.card_language()] + "”"

    def picks_words(self, obs: CardObservation) -> str:
        """Every player's revealed pick: "Ana: “3 vertices and 1 edge”; Bia: …"."""
        lang = art.card_language()
        return "; ".join(f"{self.name(p)}: “{self.decks.resource(obs.resource_row[pl.pick]).text[lang]}”"
                         for p, pl in enumerate(obs.players) if pl.pick is not None and pl.pick < len(obs.resource_row))

    def _show_events(self, obs: CardObservation, before: CardObservation | None, last_move: CardMove | None,
                     reason: str) -> None:
        """What the last move caused, in words; a claim's proof lit on the sheet."""
        lines = []  # what the computer just did is the heads-up's last move: here what it caused
        colour = "#e0f2fe"
        for code, player, detail in obs.events:
            who = self.name(player) if player >= 0 else ""
            why = self.view.failure_shown(obs, detail) if code == "claim_failed" and isinstance(detail, str) else ""
            if code in CARD_EVENTS and isinstance(detail, str):
                detail = self.card_name(detail)
            elif code == "picks_revealed":
                detail = self.picks_words(obs)
            text = self.view.event_text(code, who, detail, why)
            if code in ("new_sheet", "claim_failed"):
                colour = "#fecaca"
            if code == "claimed":
                colour = "#bbf7d0"
            if text:
                lines.append(text)
            if code == "claim_failed" and text:
                self._held = (text, (obs.round, obs.phase))
        step = (obs.round, obs.phase)
        if self._held is not None and self._held[1] != step:
            self._held = None
        if self._held is not None and self._held[0] not in lines:  # a failed claim's reason stays for the step
            lines.append(self._held[0])
            colour = "#fecaca"
        self._notice("  ".join(counted(lines)), colour)

    def _notice(self, text: str, colour: str) -> None:
        """One band for what just happened; always in place (empty, it keeps its room), so nothing below it jumps.
        What it says new is said to a screen reader too."""
        if text and text != self.notice.text():
            announce(self.notice, text)
        self.notice.setText(text or " ")
        self.notice.setStyleSheet(NOTICE_STYLE % (colour if text else "transparent"))

    def _refused(self, text: str) -> None:
        """A gesture or a move refused: said on the table, where the eyes are, and in the status bar."""
        self._notice(text, "#fecaca")
        self.message.emit(text)

    def refused(self, text: str) -> None:
        self._notice(text, "#fecaca")

    def _show_cards(self) -> None:
        obs = self.obs
        assert obs is not None
        mine = self.my_turn()
        me = obs.players[obs.current_player] if obs.phase != Phase.OVER else None
        power = obs.power
        left = None
        if power is not None:
            times = power.times if power.kind in ("save", "swap") else 1
            left = max(0, times - me.power_uses) if me is not None else times
        self.power.set_table_card(obs.power_up, uses_left=left)
        for i, (card, caption) in enumerate(zip(self.resources, self.resource_captions)):
            card_id = obs.resource_row[i] if i < len(obs.resource_row) else None
            picks = [self.name(p) for p, pl in enumerate(obs.players) if pl.pick == i]  # revealed after the last pick
            mine_now = obs.seat is not None and obs.players[obs.seat].chosen == i  # the seat's own pick, still secret
            card.set_table_card(card_id, chosen=bool(me and me.pick == i) or mine_now, live=mine and obs.phase == Phase.PICK)
            # How many took it, in a few words that are never cut (names cut a line under a card: "Ana,…"); who, by
            # name, in its tooltip, in each player's panel and in the line said when the picks are shown.
            caption.setText(Q.translate("CardTable", "your pick") if mine_now else self._taken_words(len(picks)) if picks else "")
            caption.setToolTip(Q.translate("CardTable", "your pick (secret until everybody has picked)") if mine_now
                               else ", ".join(picks))
        self._fit_captions()
        saving = mine and obs.phase == Phase.DRAW and any(isinstance(m, SaveObjective) for m in obs.legal_moves())
        claiming = mine and obs.phase == Phase.CLAIM and obs.open_claim is None
        for i, card in enumerate(self.objectives):
            card_id = obs.objective_row[i] if i < len(obs.objective_row) else None
            live = claiming or (saving and card_id is not None and SaveObjective(card_id) in obs.legal_moves())
            card.set_table_card(card_id, chosen=card_id is not None and card_id == self.selected, live=live)

    def _taken_words(self, count: int) -> str:
        """The words under a resource card once the picks are shown: how many players took it."""
        return self.tr("players who took it: %n", "a resource card, once the picks are shown", count)

    def _fit_captions(self) -> None:
        """The words under the resource cards: each caption as wide as its card plus a share of the room the row's
        cards leave (``_fit_room``), never wider (the row would ask the window for more), in as many lines as needed."""
        spare = max(0, self._row_room - sum(w.minimumWidth() for w in self.row_cards))
        for card, caption in zip(self.resources, self.resource_captions):
            width = card.minimumWidth() + spare // len(self.resources)
            caption.setFixedWidth(width)
            caption.setFixedHeight(caption.heightForWidth(width) if caption.text() else caption.fontMetrics().height())

    def _show_players(self) -> None:
        obs = self.obs
        assert obs is not None
        while len(self.panels) < len(obs.players):
            panel = PlayerPanel(len(self.panels), self)
            panel.chosen.connect(self._choose_player)
            self.players_layout.insertWidget(len(self.panels), panel)
            self.panels.append(panel)
        claiming = self.my_turn() and obs.phase == Phase.CLAIM and obs.open_claim is None
        now = obs.acting()
        self.standings.show_players(obs, ["" if obs.phase == Phase.OVER else "▶ " if p in now
                                          else "✓ " if acted(obs, p) else "" for p in range(len(obs.players))])
        for p, (panel, pl) in enumerate(zip(self.panels, obs.players)):
            current = p in now
            panel.name.setText(("▶ " if current else "") + f"<b>{self.name(p)}</b>")
            if obs.phase == Phase.OVER:
                state = ""
            elif current:
                state = Q.translate("CardTable", "to act now")
            elif acted(obs, p):
                state = Q.translate("CardTable", "✓ has acted this step")
            else:
                state = Q.translate("CardTable", "still to act")
            panel.state.setText(state)
            claimed = ", ".join(f"{self.card_name(c)} ({self.decks.objective(c).points})" for c in pl.claimed)
            lines = [fill(Q.translate("CardTable", "Eulerians: %1 · minus boxes crossed: %2 · sheets: %3"),
                          pl.eulerians, pl.sheet.crossed, len(pl.sheets))]
            if pl.pick is not None and pl.pick < len(obs.resource_row) and obs.phase != Phase.OVER:
                lines.append(fill(Q.translate("CardTable", "Picked: “%1”"),
                                  self.decks.resource(obs.resource_row[pl.pick]).text[art.card_language()]))
            if claimed:
                lines.append(fill(Q.translate("CardTable", "Claimed: %1"), claimed))
            if pl.saved:
                lines.append(Q.translate("CardTable", "Saved:"))
            panel.cards_text.setText("<br>".join(lines))
            for i, w in enumerate(panel.saved):
                card_id = pl.saved[i] if i < len(pl.saved) else None
                w.set_table_card(card_id, chosen=card_id is not None and card_id == self.selected,
                           live=claiming and p == obs.current_player)
                w.setVisible(card_id is not None)
            hand = self._hand(p)
            panel.hold_bonus(len(hand))
            for i, w in enumerate(panel.bonus):
                shown = i < len(hand)
                w.setVisible(shown)
                if shown:
                    card_id = hand[i]
                    w.set_table_card(card_id, face_down=card_id is None, met=None if card_id is None else self._met(p, card_id))
            panel.set_shown(p == self.shown_player)
        for panel in self.panels[len(obs.players):]:
            panel.hide()

    def _hand(self, player: int) -> list[str | None]:
        """The bonus cards to show for ``player``, every one of them: an id, or None for a card shown by its back."""
        obs = self.obs
        assert obs is not None
        pl = obs.players[player]
        if pl.bonus is None:
            return [None] * pl.bonus_count
        return list(pl.bonus)

    def _met(self, player: int, card_id: str) -> bool | None:
        """At the end, whether ``player``'s bonus card is met (stamped on it); None before."""
        obs = self.obs
        if obs is None or obs.phase != Phase.OVER or card_id not in (obs.players[player].bonus or ()):
            return None
        return bonus_points(obs.decks.bonus_card(card_id), player, obs.facts()) > 0

    def _show_sheet(self) -> None:
        obs = self.obs
        assert obs is not None
        pl = obs.players[self.shown_player]
        index = self.shown_sheet if self.shown_sheet is not None and self.shown_sheet < len(pl.sheets) else len(pl.sheets) - 1
        sheet = pl.sheets[index]
        in_play = index == len(pl.sheets) - 1
        editable = (self.my_turn() and obs.phase == Phase.DRAW and self.shown_player == obs.current_player and in_play
                    and not obs.pending(obs.current_player))
        key = (self.shown_player, index, editable)
        self.sheet.show_sheet(sheet, editable, keep_view=editable and key == self._sheet_key)
        self._sheet_key = key
        self.sheet.setProperty("editable", editable)
        self.sheet_title.setText(self.view.sheet_of(self.shown_player))  # how to draw: in the step's controls beside it
        self.sheet.setAccessibleName(self.sheet_title.text())
        self.sheet.setAccessibleDescription(Q.translate("CardTable", "Drawing: the arrow keys move a point on the paper, "
                                                        "Enter puts a vertex there; type an edge such as 1-2 in the move box.")
                                            if editable else Q.translate("CardTable", "The arrow keys go from vertex to vertex "
                                                                         "and edge to edge; while claiming a C objective, "
                                                                         "Enter circles the component of the vertex reached."))
        self.sheet_choice.setAccessibleName(Q.translate("CardTable", "Sheets"))
        self.sheet_choice.clear()
        for i in range(len(pl.sheets)):
            label = Q.translate("CardTable", "Sheet %1 (in play)") if i == len(pl.sheets) - 1 else \
                Q.translate("CardTable", "Sheet %1 (stored)")
            self.sheet_choice.addItem(fill(label, i + 1), i)
        self.sheet_choice.setCurrentIndex(index)
        self.sheet_choice.setVisible(len(pl.sheets) > 1)
        self.minus.set_crossed(sheet.crossed)
        self.coins.set_coins(pl.circled if in_play else 0, pl.spent if in_play else 0)
        self._light_sheet(sheet)

    def _light_sheet(self, sheet) -> None:
        """The components chosen for a C claim, else the proof of the claim just made."""
        obs = self.obs
        assert obs is not None
        if self.circled:
            self.sheet.light_components(self.circled)
            return
        for code, player, detail in obs.events:
            if code == "claimed" and isinstance(detail, str):
                self.proof = (player, detail)
        if self.proof is not None and self.proof[0] == self.shown_player and self.proof[1] in sheet.objectives:
            vertices, edges = proof_of(sheet, self.decks.objective(self.proof[1]))
            self.sheet.light(vertices, edges)

    # -- input ------------------------------------------------------------------------------------------------
    def _choose_player(self, player: int) -> None:
        self.picked_player = player
        self.shown_sheet = None
        self.shown_player = player
        self._show_players()
        self._show_sheet()
        if self.obs is not None and self.obs.phase == Phase.OVER:
            self.scores.show_scores(self.obs)

    def _choose_sheet(self, index: int) -> None:
        self.shown_sheet = self.sheet_choice.itemData(index)
        self.picked_player = self.shown_player
        self._show_sheet()

    def _pick(self, index: int) -> None:
        self.move_chosen.emit(PickResource(index))

    def objective_clicked(self, card_id: str) -> None:
        """In the draw step with a save power: save it. In the claim step: choose it for a claim."""
        obs = self.obs
        if obs is None or not self.my_turn():
            return
        if obs.phase == Phase.DRAW:
            self.move_chosen.emit(SaveObjective(card_id))
            return
        self.selected = None if self.selected == card_id else card_id
        self.circled = set()
        self.picked_player, self.shown_sheet = obs.current_player, None  # the claim is proven on one's own sheet
        self.shown_player = obs.current_player
        self._show_cards()
        self._show_players()
        self._show_sheet()
        self.controls.rebuild()

    def _toggle_component(self, vertex: int) -> None:
        """Circling for a C claim: a click adds or removes the component of ``vertex``."""
        obs = self.obs
        if obs is None or not self.circling():
            return
        g = obs.players[obs.current_player].sheet.graph
        comp = claims.components_of(g, (vertex,))
        if self.circled & comp:
            self.circled -= comp
        else:
            self.circled.add(vertex)
        self._show_sheet()
        self.controls.rebuild()

    def circling(self) -> bool:
        """A C objective is chosen for a claim: clicks on the sheet choose its components."""
        obs = self.obs
        return (obs is not None and self.my_turn() and obs.phase == Phase.CLAIM and self.selected is not None
                and self.decks.objective(self.selected).type == "C" and self.shown_player == obs.current_player)

    def claim_selected(self) -> None:
        """Claim the chosen objective (a C card with the components circled, one vertex of each)."""
        obs = self.obs
        if obs is None or self.selected is None:
            return
        card = self.decks.objective(self.selected)
        if card.type == "C":
            g = obs.players[obs.current_player].sheet.graph
            reps = tuple(sorted(min(claims.components_of(g, (v,))) for v in self.circled))
            self.move_chosen.emit(Claim(self.selected, reps))
        else:
            self.move_chosen.emit(Claim(self.selected))

    def changeEvent(self, event) -> None:
        """Another language: every text of the table said again (the cards repaint themselves)."""
        if event.type() == QEvent.LanguageChange and self.obs is not None:
            self.show_observation(self.obs, None)
        super().changeEvent(event)

    def _on_theme(self) -> None:
        self._fit_room()
        if self.obs is not None:
            self.show_observation(self.obs, None)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_room()

    def _fit_room(self) -> None:
        """The room shared out by the table's own size: the cards row a sixth of the height (cards a
        projector's room reads, a big screen's larger), the column beside the sheet a share of the width in
        lines of type, the sheet all the rest but the players' lines under it: at 1280x720 in classroom type two fifths
        of the window's height with two players, about a third with four."""
        # The band of what just happened keeps two lines' room, empty or not: the sheet under it moves only for
        # a longer message.
        self.notice.setMinimumHeight(self.notice.fontMetrics().lineSpacing() * 2 + em(0.4))
        height = self.height() if self.height() > 0 else 600
        card = max(em(2.6), min(CARD_MOST, int(height * CARD_SHARE)))
        # ...and no wider than the row: the cards' widths add up to card * CARD_RATIO * (their heights' sum)
        margins = self.layout().contentsMargins()
        room = (self.width() - margins.left() - margins.right()
                - self.cards_row.layout().horizontalSpacing() * len(self.row_cards))
        inside = self.cards_row.layout().contentsMargins()
        room -= inside.left() + inside.right() + em(0.5)  # a little less than the row has: rounding never widens it
        designed = sum(w.base_height for w in self.row_cards) * art.CARD_RATIO / CARD_MOST
        resources = sum(w.base_height for w in self.resources) * art.CARD_RATIO / CARD_MOST
        seats = len(self.obs.players) if self.obs is not None else 1
        words = max(self.resource_captions[0].fontMetrics().horizontalAdvance(text)
                    for text in (self._taken_words(seats), Q.translate("CardTable", "your pick")))
        if room > 0:
            card = min(card, int(room / designed))
            if card * resources / len(self.resources) < words:  # the words under a resource card are wider than it
                card = min(card, int((room - words * len(self.resources)) / (designed - resources)))
            card = max(em(1.5), card)
        self.card_height = card
        self._row_room = room
        for w in self.findChildren(TableCard):  # each in proportion to its design height (a player's are small)
            w.fit_height(round(card * w.base_height / CARD_MOST))
        self._fit_captions()
        width = self.width() if self.width() > 0 else 900
        # At most its share (SideColumn wishes for all of it); at least nine lines of type, so that a narrower table
        # (a drawer beside it) narrows it.
        self.side.setMinimumWidth(em(9))
        self.side.setMaximumWidth(int(min(em(16), max(em(9), width * SIDE_SHARE))))
