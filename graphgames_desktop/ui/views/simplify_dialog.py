"""Simplify: the fusion and colon principles played as an animation until one stalk is left.

One step is on the canvas at a time: going to a step replaces the canvas's scene (nothing of the
last step is left), and the new picture fades in from under a veil of paper that goes when the fade
ends. The caption, the counter and the picture are set together from ``index`` in :meth:`show_step`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEasingCurve, QEvent, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QDialog, QGraphicsRectItem, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from graphgames_desktop.games.hackenbush import HackenbushState
from graphgames_desktop.games.solve.hackenbush_simplify import SimplifyStep, simplify_steps
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.canvas.view import PLAY, CanvasView
from graphgames_desktop.ui.screen_fit import ScreenFitted
from graphgames_desktop.ui.texts import fill
from graphgames_desktop.ui.theme import em

STEP_MS = 1600
FADE_MS = 450


def _loops(n: int) -> str:
    return Q.translate("Simplify", "1 loop") if n == 1 else fill(Q.translate("Simplify", "%1 loops"), n)


def _places(n: int) -> str:
    return Q.translate("Simplify", "one place") if n == 1 else fill(Q.translate("Simplify", "%1 places"), n)


def step_caption(step: SimplifyStep) -> str:
    """What a step does, in the words of its principle, with the counts its picture shows."""
    p = step.params
    if step.code == "start":
        if p.get("grounds", 1) == 1:
            return Q.translate("Simplify", "The picture as it stands. It touches the ground at one vertex.")
        return fill(Q.translate("Simplify", "The picture as it stands. Its %1 vertices on the ground count as one single vertex."),
                    p["grounds"])
    if step.code == "fuse":
        return fill(Q.translate("Simplify", "Fusion principle: the vertices of each cycle are fused into one vertex, and the cycle's edges become loops on it (%1 in %2)."),
                    _loops(p["loops"]), _places(p["places"]))
    if step.code == "loops":
        cancelled, kept = p["cancelled"], p["kept"]
        if not cancelled:
            if kept == 1:
                return Q.translate("Simplify", "A loop is worth a stalk of one edge: it becomes one edge.")
            return fill(Q.translate("Simplify", "A loop is worth a stalk of one edge: each of the %1 loops becomes one edge."), kept)
        text = fill(Q.translate("Simplify", "A loop is worth a stalk of one edge, and two equal stalks on one vertex cancel: %1 cancel in pairs."),
                    _loops(cancelled))
        if kept == 0:
            left = Q.translate("Simplify", "No loop is left.")
        elif kept == 1:
            left = Q.translate("Simplify", "In one place one loop is left, and it becomes one edge.")
        else:
            left = fill(Q.translate("Simplify", "In %1 places one loop is left, and each becomes one edge."), kept)
        return text + " " + left
    if step.code == "colon":
        if p["length"] == 0:
            return fill(Q.translate("Simplify", "Colon principle: the branches of lengths %1 on the marked vertex cancel, since their nim sum is 0."),
                        p["lengths"])
        return fill(Q.translate("Simplify", "Colon principle: the branches of lengths %1 on the marked vertex become one stalk of their nim sum, %2."),
                    p["lengths"], p["length"])
    if step.code == "done":
        if p["value"] == 0:
            return Q.translate("Simplify", "Nothing is left: the picture is worth 0, so the player to move loses.")
        return fill(Q.translate("Simplify", "One stalk of length %1 is left: the picture is worth *%1, a Nim heap of %1."),
                    p["value"])
    raise ValueError(step.code)


class SimplifyDialog(ScreenFitted, QDialog):
    def __init__(self, state: HackenbushState, board: Drawing, parent=None):
        super().__init__(parent)
        self.setObjectName("simplify_dialog")
        self.steps = simplify_steps(state, board)
        self.index = 0
        self.view = CanvasView(self.steps[0].drawing, None, mode=PLAY)
        self.caption = QLabel()
        self.caption.setObjectName("simplify_caption")
        self.caption.setWordWrap(True)
        self.counter = QLabel()
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.toggle)
        self.step_button = QPushButton()
        self.step_button.clicked.connect(self.next_step)
        self.restart_button = QPushButton()
        self.restart_button.clicked.connect(self.restart)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        for b in (self.restart_button, self.play_button, self.step_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.counter)
        buttons.addSpacing(12)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.caption)
        layout.addLayout(buttons)
        self.resize(em(26), em(21))
        self.timer = QTimer(self)
        self.timer.setInterval(STEP_MS)
        self.timer.timeout.connect(self.next_step)
        self.veil: QGraphicsRectItem | None = None
        self.fade = QVariantAnimation(self)
        self.fade.setStartValue(0.85)
        self.fade.setEndValue(0.0)
        self.fade.setDuration(FADE_MS)
        self.fade.setEasingCurve(QEasingCurve.OutCubic)
        self.fade.valueChanged.connect(self._veil)
        self.fade.finished.connect(lambda: self._veil(0.0))
        self.timer.start()
        self.go(0)

    # -- the step on show ------------------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show step ``index``; while playing, the next step comes a full interval later."""
        self.index = max(0, min(index, len(self.steps) - 1))
        if self.index == len(self.steps) - 1:
            self.timer.stop()
        elif self.timer.isActive():
            self.timer.start()
        self.show_step()

    def show_step(self) -> None:
        """Picture, caption and counter of the current step, all at once."""
        self.fade.stop()
        self._veil(0.0)
        step = self.steps[self.index]
        self.view.set_drawing(step.drawing)  # a new scene: nothing of the last step is left
        scene = self.view.drawing_scene
        scene.set_show_crossings(False)
        scene.set_ground(0.0)
        focus = step.drawing.meta.get("focus")
        if focus in scene.vertex_items:
            scene.vertex_items[focus].highlight = True
        self.view.fit()
        self.veil = QGraphicsRectItem(self.view.sceneRect())
        self.veil.setPen(QPen(Qt.NoPen))
        self.veil.setBrush(scene.backgroundBrush())
        self.veil.setZValue(100)
        self.veil.setAcceptedMouseButtons(Qt.NoButton)
        scene.addItem(self.veil)
        self._veil(self.fade.startValue())
        self.fade.start()
        self.retranslate()

    def _veil(self, value) -> None:
        """The paper over the new picture, thinning out; gone from the scene at 0."""
        veil = self.veil
        if veil is None:
            return
        if float(value) > 0.0:
            veil.setOpacity(float(value))
            return
        self.veil = None
        if veil.scene() is not None:
            veil.scene().removeItem(veil)

    # -- buttons ---------------------------------------------------------------------------------
    def next_step(self) -> None:
        if self.index < len(self.steps) - 1:
            self.go(self.index + 1)

    def restart(self) -> None:
        self.go(0)

    def toggle(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            self.timer.start()
            if self.index == len(self.steps) - 1:
                self.go(0)  # play again from the start
        self.retranslate()

    def hideEvent(self, event) -> None:
        """Closed (the Close button, Escape or the title bar): nothing plays on unseen."""
        self.timer.stop()
        self.fade.stop()
        self._veil(0.0)
        self.retranslate()
        super().hideEvent(event)

    # -- texts -----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Simplify"))
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        self.step_button.setText(self.tr("Next step"))
        self.step_button.setEnabled(self.index < len(self.steps) - 1)
        self.restart_button.setText(self.tr("From the start"))
        self.close_button.setText(self.tr("Close"))
        self.caption.setText(step_caption(self.steps[self.index]))
        self.counter.setText(fill(self.tr("Step %1 of %2"), self.index + 1, len(self.steps)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange and hasattr(self, "fade"):
            self.retranslate()
        super().changeEvent(event)
