"""The controls of the step being played, for the player at the screen: built again after every move.

Each control offers only what the observation's legal moves allow, and says beforehand what a
choice costs: boxes a resource card would cross, a refresh that starts a new sheet, edges that
cannot be drawn when drawing ends.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from graphgames_desktop.games.cards.moves import (
    AcceptClaim,
    AdjustDraw,
    CardMove,
    ContestClaim,
    DiscardBonus,
    DrawBonus,
    EndDrawing,
    Pass,
    PickResource,
    Refresh,
    SaveObjective,
    SwapDraw,
)
from graphgames_desktop.games.cards.round import MINUS_BOXES, NEW_SHEET_CROSSED
from graphgames_desktop.games.cards.scoring import minus_points
from graphgames_desktop.games.cards.table import CONTEST, Phase, PublicPlayer
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import TYPE, em, heading_font
from graphgames_desktop.ui.views.card_table.art import card_language
from graphgames_desktop.ui.views.card_table.cards import TableCard


def boxes_for(me: PublicPlayer, vertices: int, edges: int) -> int:
    """Boxes crossed for the edges of a card that would not fit on the sheet in play."""
    return max(0, edges - me.sheet.room(vertices))


def starts_new_sheet(me: PublicPlayer, boxes: int) -> bool:
    return me.sheet.crossed + boxes > MINUS_BOXES


class WrapButton(QPushButton):
    """A push button whose words wrap, so that a narrow column (classroom type) never cuts them."""

    def __init__(self, text: str):
        super().__init__()
        self.words = QLabel(text)
        self.words.setWordWrap(True)
        self.words.setAlignment(Qt.AlignCenter)
        self.words.setAttribute(Qt.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 5, 8, 5)
        layout.addWidget(self.words)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        self.setAccessibleName(self.words.text())  # the words are a child label's: a screen reader reads them here

    def text(self) -> str:
        return self.words.text()

    def sizeHint(self) -> QSize:
        return self.layout().sizeHint()

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.words.fontMetrics().height() + 12)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.words.heightForWidth(max(20, width - 16)) + 12


def _empty(layout: QLayout) -> None:
    """Take every item out of ``layout`` and of the layouts in it; their widgets leave findChild's reach at once
    and are deleted once their signal is done."""
    while layout.count():
        item = layout.takeAt(0)
        if item.layout() is not None:
            _empty(item.layout())
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()


class Controls(QWidget):
    """See the module docstring; ``table`` is the card table it serves."""

    def __init__(self, table):
        super().__init__()
        self.setObjectName("card_controls")
        self.table = table
        self.box = QVBoxLayout(self)

    def resizeEvent(self, event) -> None:
        """Wrapped words need more height in a narrow column: ask the scroll area for it (it reads no height-for-width)."""
        super().resizeEvent(event)
        self._fit_height()

    def event(self, event) -> bool:
        """Also when the content changes without a resize (a step with fewer controls): the height asked for
        follows it down, so the tracks and the players under the controls come back into view."""
        if event.type() == QEvent.LayoutRequest:
            self._fit_height()
        return super().event(event)

    def _fit_height(self) -> None:
        need = self.box.heightForWidth(self.width())
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)

    # -- helpers -------------------------------------------------------------------------------------
    def _clear(self) -> None:
        _empty(self.box)

    def _text(self, text: str, name: str = "", bold: bool = False) -> QLabel:
        label = QLabel(f"<b>{text}</b>" if bold else text)
        label.setWordWrap(True)
        if name:
            label.setObjectName(name)
        self.box.addWidget(label)
        return label

    def _button(self, text: str, name: str, move: CardMove | None = None, enabled: bool = True, slot=None,
                into: QBoxLayout | None = None) -> QPushButton:
        """A button that plays ``move`` (or calls ``slot``), at the foot of the controls or of ``into``."""
        button = WrapButton(text)
        button.setObjectName(name)
        button.setEnabled(enabled)
        label = button.text()
        button.setToolTip(label)
        if move is not None:
            button.clicked.connect(lambda _=False, m=move: self.table.move_chosen.emit(m))
        elif slot is not None:
            button.clicked.connect(slot)
        (into or self.box).addWidget(button)
        return button

    def _play(self, move: CardMove) -> None:
        self.table.move_chosen.emit(move)

    # -- the step -----------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        self._clear()
        self._fill()
        self.box.addStretch(1)
        self._fit_height()

    def _fill(self) -> None:
        table, obs = self.table, self.table.obs
        if obs is None:
            return
        if obs.phase == Phase.OVER:
            scores = table.scores
            scores.show_scores(obs)
            self._text(scores.ranking.text(), "ranking_shown")
            if scores.bonus_label.text():
                self._text(scores.bonus_label.text(), "bonus_shown")
            self._text(Q.translate("CardTable", "Click a number of the score table to see on the sheet what earned it."))
            return
        who = table.name(obs.current_player)
        if not table.my_turn():
            if table.view.computer_to_move():
                self._text(fill(Q.translate("CardTable", "%1 is thinking…"), who), "waiting")
            else:
                names = ", ".join(table.name(p) for p in obs.acting())
                self._text(fill(Q.translate("CardTable", "Waiting for %1."), names), "waiting")
            return
        self._text(fill(Q.translate("CardTable", "%1, your turn: %2"),
                        who, {Phase.BONUS: Q.translate("CardTable", "keep one bonus card"),
                              Phase.PICK: Q.translate("CardTable", "pick a resource card"),
                              Phase.DRAW: Q.translate("CardTable", "draw on your sheet"),
                              Phase.CLAIM: Q.translate("CardTable", "contest the claim, or let it stand")
                              if obs.open_claim is not None else Q.translate("CardTable", "claim an objective, or pass"),
                              Phase.REFRESH: Q.translate("CardTable", "refresh the objectives, or not")}[obs.phase]),
                   bold=True)
        self._step()

    def _step(self) -> None:
        obs = self.table.obs
        pending = obs.pending(obs.current_player)
        if pending:
            self._discard(pending)
        elif obs.phase == Phase.PICK:
            self._pick()
        elif obs.phase == Phase.DRAW:
            self._draw()
        elif obs.phase == Phase.CLAIM:
            self._claim()
        elif obs.phase == Phase.REFRESH:
            self._refresh()

    def _discard(self, pending: tuple[str, ...]) -> None:
        """The private choice of a bonus card: the cards face up, one to discard."""
        self._text(Q.translate("CardTable", "Only you see these bonus cards. Discard one face down; you keep the "
                               "rest in secret until the end."))
        lang = card_language()
        row = QHBoxLayout()  # side by side, each over its button: all of them in sight (pointed at, one shows large)
        for card_id in pending:
            column = QVBoxLayout()
            card = TableCard("bonus", self.table.decks, 160)
            card.set_table_card(card_id)
            self.table.seat_card(card)
            column.addWidget(card, 0, Qt.AlignHCenter)
            text = self.table.decks.bonus_card(card_id).text[lang]
            self._button(Q.translate("CardTable", "Discard this card"), f"discard_{card_id}",
                         DiscardBonus(card_id), into=column).setToolTip(text)
            row.addLayout(column)
        self.box.addLayout(row)

    def _pick(self) -> None:
        obs = self.table.obs
        me = obs.players[obs.current_player]
        lang = card_language()
        for i, card_id in enumerate(obs.resource_row):
            card = obs.decks.resource(card_id)
            button = self._button(fill(Q.translate("CardTable", "Take: %1"), card.text[lang]), f"pick_{i}",
                                  PickResource(i))
            boxes = boxes_for(me, card.vertices, card.edges)
            if boxes:
                # Qt's plural forms (%n): lupdate marks them in self.tr calls only (context "Controls").
                warn = self.tr("Warning: edges of this card that cannot fit on your sheet: %n (minus boxes crossed: %n).", "",
                               boxes)
                if starts_new_sheet(me, boxes):
                    warn += " " + Q.translate("CardTable", "Your minus track is full: this starts a new sheet.")
                self._text(warn, f"pick_warning_{i}").setStyleSheet("color: #b00020;")
                button.setToolTip(warn)

    def _draw(self) -> None:
        table, obs = self.table, self.table.obs
        me = obs.players[obs.current_player]
        self._text(fill(Q.translate("CardTable", "Still to draw: %1 and %2"),
                        texts.count(me.due_vertices, "vertices"), texts.count(me.due_edges, "edges")), "due")
        # The step's buttons first, where they are in sight; how to draw after them.
        legal = obs.legal_moves()
        done = EndDrawing() in legal
        text = Q.translate("CardTable", "Done drawing")
        if done and me.due_edges:
            missing = me.due_edges
            text = self.tr("Done (edges that cannot be drawn: %n; minus boxes crossed: %n)", "", missing)
        both = QHBoxLayout()  # side by side: the extra power's controls under them stay in sight
        finish = self._button(text, "done_drawing", EndDrawing(), enabled=done, into=both)
        if not done and me.due_vertices:
            finish.setToolTip(Q.translate("CardTable", "Draw every vertex before you finish."))
        self._button(Q.translate("CardTable", "Undo my last stroke"), "undo_stroke", enabled=table.can_undo_stroke,
                     slot=table.undo_requested.emit, into=both)
        self.box.addLayout(both)
        self._power()
        how = self._text(Q.translate("CardTable", "Click on the paper for a vertex; drag from a vertex to another for an "
                                     "edge (curves are fine). A vertex may not sit on a crossing or an edge."))
        how.setFont(heading_font(TYPE.small, bold=False))  # read up close by the one drawing, after the buttons

    def _power(self) -> None:
        """The face-up extra power's controls, when the player may still use it."""
        obs = self.table.obs
        me, power = obs.players[obs.current_player], obs.power
        if power is None:
            return
        legal = obs.legal_moves()
        cost = power.cost
        header = self._text(fill(self.tr("Extra power (cost in Eulerians: %n; you have %1):", "", cost), me.eulerians),
                            bold=True)
        header.setToolTip(power.text[card_language()])  # the card itself is on the row, face up
        usable = any(isinstance(m, (AdjustDraw, SwapDraw, SaveObjective, DrawBonus)) for m in legal)
        if not usable:
            self._text(Q.translate("CardTable", "Not available to you now."), "power_unavailable")
            return
        if power.kind == "adjust":
            self.vertex_change = QSpinBox()
            self.vertex_change.setObjectName("power_vertices")
            self.vertex_change.setRange(-min(power.vertices, me.due_vertices), power.vertices)
            self.vertex_change.setPrefix(Q.translate("CardTable", "vertices "))
            self.edge_change = QSpinBox()
            self.edge_change.setObjectName("power_edges")
            self.edge_change.setRange(-min(power.edges, me.due_edges), power.edges)
            self.edge_change.setPrefix(Q.translate("CardTable", "edges "))
            self.vertex_change.setEnabled(power.vertices > 0)
            self.edge_change.setEnabled(power.edges > 0)
            for spin, name in ((self.vertex_change, Q.translate("CardTable", "Vertices more or fewer")),
                               (self.edge_change, Q.translate("CardTable", "Edges more or fewer"))):
                spin.setAccessibleName(name)  # and its line, which a screen reader lists of its own
                spin.lineEdit().setAccessibleName(name)
            both = QHBoxLayout()  # side by side: the step's buttons stay in sight
            both.addWidget(self.vertex_change)
            both.addWidget(self.edge_change)
            self.box.addLayout(both)
            self._button(fill(Q.translate("CardTable", "Use the power (pay %1)"), power.cost), "power_use",
                         slot=self._adjust)
        elif power.kind == "swap":
            for to_edge, name, text in ((True, "power_to_edge", Q.translate("CardTable", "One vertex becomes an edge")),
                                        (False, "power_to_vertex", Q.translate("CardTable", "One edge becomes a vertex"))):
                self._button(text, name, SwapDraw(to_edge), enabled=SwapDraw(to_edge) in legal)
        elif power.kind == "save":
            self._text(Q.translate("CardTable", "Click a glowing objective to save it, or:"))
            self.save_choice = QComboBox()  # one line for any number of cards: the step's buttons stay in sight
            self.save_choice.setObjectName("power_save_choice")
            self.save_choice.setAccessibleName(Q.translate("CardTable", "Objective to save"))
            # The column's width, never more (a long name would widen the column past the screen); its list shows
            # every name whole.
            self.save_choice.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
            self.save_choice.setMinimumContentsLength(8)
            self.save_choice.setFont(heading_font(TYPE.small, bold=False))  # read up close: every name whole in it
            for m in legal:
                if isinstance(m, SaveObjective):
                    self.save_choice.addItem(obs.objective(m.card).name[card_language()], m.card)
            self.box.addWidget(self.save_choice)
            self._button(fill(Q.translate("CardTable", "Save it (pay %1)"), power.cost), "power_save",
                         slot=self._save)
            self.save_choice.view().setMinimumWidth(self.save_choice.view().sizeHintForColumn(0) + em(1))
        elif power.kind == "bonus_draw":
            self._button(fill(Q.translate("CardTable", "Draw %1 bonus cards (pay %2)"),
                              power.draw, power.cost), "power_bonus", DrawBonus(), enabled=DrawBonus() in legal)

    def _save(self) -> None:
        self._play(SaveObjective(self.save_choice.currentData()))

    def _adjust(self) -> None:
        self._play(AdjustDraw(self.vertex_change.value(), self.edge_change.value()))

    def _claim(self) -> None:
        table, obs = self.table, self.table.obs
        claim = obs.open_claim
        if claim is not None:
            self._text(fill(Q.translate("CardTable", "%1 claims %2. Contest it (the referee checks it now; a claim "
                                        "that fails crosses their box) or let it stand unchecked?"),
                            table.name(claim.player), table.card_name(claim.card)))
            self._button(Q.translate("CardTable", "Contest"), "contest", ContestClaim())
            self._button(Q.translate("CardTable", "Let it stand"), "let_stand", AcceptClaim())
            return
        if table.selected is None:
            self._text(Q.translate("CardTable", "Click an objective in the row (or one you saved) to claim it. One claim "
                                   "a round; a claim that fails crosses a box."))
        else:
            card = obs.objective(table.selected)
            name = table.card_name(card.id)
            self._text(f"{name} ({texts.count(card.points, 'points')})", bold=True)
            if card.type == "C":
                self._text(fill(Q.translate("CardTable", "A C objective: click on your sheet the components to circle "
                                            "(chosen: %1). Circled components can no longer change."), len(table.circled)),
                           "circle_hint")
                needs = obs.claims == CONTEST and not table.circled
                self._button(fill(Q.translate("CardTable", "Claim %1 with these components"), name)
                             if table.circled else fill(Q.translate("CardTable", "Claim %1 (the referee finds the components)"), name),
                             "claim", enabled=not needs, slot=table.claim_selected)
            else:
                self._button(fill(Q.translate("CardTable", "Claim %1"), name), "claim", slot=table.claim_selected)
        self._button(Q.translate("CardTable", "No claim this round"), "pass_claim", Pass())

    def _refresh(self) -> None:
        obs = self.table.obs
        me = obs.players[obs.current_player]
        after = me.sheet.crossed + 2
        if starts_new_sheet(me, 2):
            warn = fill(Q.translate("CardTable", "Warning: your minus track is full: a refresh starts a new sheet with its first "
                                    "%1 boxes crossed."), NEW_SHEET_CROSSED)
        else:
            warn = fill(Q.translate("CardTable", "A refresh crosses 2 boxes: your minus points go from %1 to %2."),
                        minus_points(me.sheet.crossed), minus_points(after))
        self._text(warn, "refresh_warning")
        self._button(Q.translate("CardTable", "Refresh the five objectives"), "refresh", Refresh())
        self._button(Q.translate("CardTable", "Keep them"), "keep_objectives", Pass())
