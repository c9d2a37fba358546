"""Hackenbush on the canvas: a ground line, coloured edges, cut edges fall; values and Simplify."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication as Q, QVariantAnimation

from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.solve.grundy import Deadline
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.canvas.scene import DrawingScene


def color_name(color: str) -> str:
    return {"green": Q.translate("HackenbushView", "green"), "blue": Q.translate("HackenbushView", "blue"),
            "red": Q.translate("HackenbushView", "red")}[color]


def format_value(value) -> str:
    """A nim value as *n, a number as a fraction; '?' where there is none."""
    if value is None:
        return "?"
    if isinstance(value, int):
        return f"*{value}"
    return str(value)


class HackenbushAdapter:
    game_id = "hackenbush"

    def __init__(self) -> None:
        self._animations: list[QVariantAnimation] = []
        self.state: hb.HackenbushState | None = None

    def prepare(self, scene: DrawingScene) -> None:
        scene.set_ground(0.0)

    def player_name(self, index: int) -> str:
        """In Blue-Red and mixed games the players are named by their colours."""
        if self.state is None or self.state.board.mode == "green":
            return texts.player_name(index)
        if index == 0:
            return Q.translate("HackenbushView", "Blue (Player A)")
        return Q.translate("HackenbushView", "Red (Player B)")

    def stop(self) -> None:
        for anim in self._animations:
            if shiboken6.isValid(anim):
                anim.stop()
        self._animations.clear()

    def show(self, scene: DrawingScene, state: hb.HackenbushState, animate: bool) -> None:
        self.stop()
        self.state = state
        falling = []
        for eid, item in scene.edge_items.items():
            item.color_name = state.board.color(eid) if eid in state.board._colors else "green"
            keep = eid in state.edges
            if keep:
                item.setVisible(True)
                item.setOpacity(1.0)
                item.setPos(0, 0)
            elif item.isVisible():
                falling.append(item)
            item.update()
        ground = state.board.ground
        for vid, item in scene.vertex_items.items():
            attached = vid in ground or any(vid in state.board._ends[e] for e in state.edges)
            if attached:
                item.setVisible(True)
                item.setOpacity(1.0)
                item.setPos(*scene.drawing.vertices[vid].pos)
            elif item.isVisible():
                falling.append(item)
        if not animate:
            for item in falling:
                item.setVisible(False)
            return
        starts = {item: item.pos() for item in falling}
        anim = QVariantAnimation(scene)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(450)

        def step(t):
            for item, p in starts.items():  # fall under gravity while fading out
                item.setPos(p.x(), p.y() + 260 * t * t)
                item.setOpacity(1.0 - t)

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: [i.setVisible(False) for i in starts])
        self._animations.append(anim)
        anim.start()

    def highlight(self, scene: DrawingScene, moves) -> None:
        targets = {m.edge for m in moves}
        for eid, item in scene.edge_items.items():
            item.highlight = eid in targets
            item.update()

    def move_for_click(self, scene: DrawingScene, state, kind: str, ident: int):
        return hb.HackenbushMove(ident) if kind == "edge" else None

    def describe(self, scene: DrawingScene, move: hb.HackenbushMove) -> str:
        e = scene.drawing.edges[move.edge]
        color = self.state.board.color(move.edge) if self.state else (e.color or "green")
        return Q.translate("HackenbushView", "cuts a %1 edge").replace("%1", color_name(color))

    # -- teaching ------------------------------------------------------------------------------
    def study(self, state: hb.HackenbushState, seconds: float) -> dict:
        deadline = Deadline(seconds)
        return {"analysis": hb.analyse(state, deadline), "parts": hb.part_values(state, Deadline(seconds / 2)),
                "value": hb.position_value(state, Deadline(seconds / 2)) if state.edges else None}

    def teaching_html(self, scene: DrawingScene, state: hb.HackenbushState, study: dict) -> str:
        analysis = study["analysis"]
        mover = self.player_name(state.current_player)
        lines = []
        value = study["value"]
        mode = state.board.mode
        if analysis.solved:
            if analysis.mover_wins:
                lines.append(Q.translate("HackenbushView", "<b>%1 to move wins</b> with perfect play. Winning cuts are highlighted.")
                             .replace("%1", mover))
            else:
                lines.append(Q.translate("HackenbushView", "<b>%1 to move loses</b> against perfect play: every cut leaves the opponent a winning position.")
                             .replace("%1", mover))
        else:
            lines.append(Q.translate("HackenbushView", "This position is too big to solve within the time budget."))
        if value is not None:
            if isinstance(value, int):
                lines.append(Q.translate("HackenbushView", "Nim value of the picture: %1 (zero means the player to move loses).")
                             .replace("%1", format_value(value)))
            else:
                lines.append(Q.translate("HackenbushView", "Value: %1 (positive: Blue wins whoever starts; negative: Red; zero: the second player).")
                             .replace("%1", format_value(value)))
        parts = study["parts"]
        if len(parts) > 1:
            shown = "; ".join(Q.translate("HackenbushView", "%1 edges: %2").replace("%1", str(len(p))).replace("%2", format_value(v))
                              for p, v in parts)
            lines.append(Q.translate("HackenbushView", "Parts standing on the ground (their values add up): %1.").replace("%1", shown))
        if mode == "green" and state.edges:
            lines.append('<a href="simplify">' + Q.translate("HackenbushView", "Simplify the picture step by step…") + "</a>")
        return "<p>" + "</p><p>".join(lines) + "</p>"

    def on_link(self, link: str, page) -> None:
        if link == "simplify" and self.state is not None:
            from graphgames_desktop.ui.views.simplify_dialog import SimplifyDialog
            dialog = SimplifyDialog(self.state, page.view.drawing, page)
            dialog.setModal(False)
            dialog.show()
            page.simplify_dialog = dialog
