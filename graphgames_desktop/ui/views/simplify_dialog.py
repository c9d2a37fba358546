"""Simplify: the fusion and colon principles played as an animation until one stalk is left."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q
from PySide6.QtCore import QEvent, QTimer, QVariantAnimation
from PySide6.QtWidgets import QDialog, QGraphicsOpacityEffect, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from graphgames_desktop.games.hackenbush import HackenbushState
from graphgames_desktop.games.solve.hackenbush_simplify import SimplifyStep, simplify_steps
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.canvas.view import PLAY, CanvasView

STEP_MS = 1600


def step_caption(step: SimplifyStep) -> str:
    p = step.params
    text = {
        "start": Q.translate("Simplify", "The picture as it stands. Its ground counts as one single vertex."),
        "fuse": Q.translate("Simplify", "Fusion principle: the vertices of every cycle are fused into one vertex; each edge of a cycle becomes a loop (%1 loops in %2 places)."),
        "loops": Q.translate("Simplify", "A loop is a stalk of length 1, and two equal stalks cancel: %1 loops cancel in pairs, an odd one stays as one edge."),
        "colon": Q.translate("Simplify", "Colon principle: branches of lengths %1 on one vertex become one stalk of their nim sum, %2."),
        "done": Q.translate("Simplify", "One stalk of length %1 is left: the picture is worth *%1, a Nim heap of %1."),
    }[step.code]
    if step.code == "fuse":
        text = text.replace("%1", str(p["loops"])).replace("%2", str(p["blocks"]))
    elif step.code == "loops":
        text = text.replace("%1", str(p["cancelled"]))
    elif step.code == "colon":
        text = text.replace("%1", p["lengths"]).replace("%2", str(p["length"]))
    elif step.code == "done":
        text = text.replace("%1", str(p["value"]))
    return text


class SimplifyDialog(QDialog):
    def __init__(self, state: HackenbushState, board: Drawing, parent=None):
        super().__init__(parent)
        self.setObjectName("simplify_dialog")
        self.steps = simplify_steps(state)
        start = board.copy()
        for eid in [e for e in start.edges if e not in state.edges]:
            start.remove_edge(eid)
        self.steps[0].drawing = start
        self.index = 0
        self.view = CanvasView(self.steps[0].drawing, None, mode=PLAY)
        self.view.drawing_scene.set_show_crossings(False)
        self.caption = QLabel()
        self.caption.setObjectName("simplify_caption")
        self.caption.setWordWrap(True)
        self.counter = QLabel()
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.toggle)
        self.step_button = QPushButton()
        self.step_button.clicked.connect(self.next_step)
        self.restart_button = QPushButton()
        self.restart_button.clicked.connect(lambda: self.go(0))
        buttons = QHBoxLayout()
        for b in (self.restart_button, self.play_button, self.step_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.counter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.caption)
        layout.addLayout(buttons)
        self.resize(760, 620)
        self.timer = QTimer(self)
        self.timer.setInterval(STEP_MS)
        self.timer.timeout.connect(self.next_step)
        self.effect = QGraphicsOpacityEffect(self.view)
        self.view.setGraphicsEffect(self.effect)
        self.fade = QVariantAnimation(self)
        self.fade.setStartValue(0.15)
        self.fade.setEndValue(1.0)
        self.fade.setDuration(600)
        self.fade.valueChanged.connect(self.effect.setOpacity)
        self.retranslate()
        self.go(0)
        self.timer.start()

    def go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.steps) - 1))
        step = self.steps[self.index]
        self.view.set_drawing(step.drawing)
        self.view.drawing_scene.set_show_crossings(False)
        self.view.drawing_scene.set_ground(0.0)
        self.view.fit()
        self.caption.setText(step_caption(step))
        self.counter.setText(self.tr("Step %1 of %2").replace("%1", str(self.index + 1)).replace("%2", str(len(self.steps))))
        self.fade.stop()
        self.fade.start()  # each new picture fades in over the last
        if self.index == len(self.steps) - 1:
            self.timer.stop()
            self.retranslate()

    def next_step(self) -> None:
        if self.index < len(self.steps) - 1:
            self.go(self.index + 1)

    def toggle(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.index == len(self.steps) - 1:
                self.go(0)
            self.timer.start()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Simplify"))
        self.play_button.setText(self.tr("Pause") if self.timer.isActive() else self.tr("Play"))
        self.step_button.setText(self.tr("Next step"))
        self.restart_button.setText(self.tr("From the start"))
        if hasattr(self, "steps"):
            self.caption.setText(step_caption(self.steps[self.index]))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
