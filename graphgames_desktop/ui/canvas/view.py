"""The canvas view: zoom, pan, grid and snapping, and the dispatch of gestures to tools.

In edit mode presses go to the current tool; in play mode a click on a vertex or an edge is
reported as ``element_clicked`` and the game view turns it into a move. The keyboard does the same
(canvas/keyboard.py): in play mode the arrows go from element to element and Enter clicks the one
reached; in edit mode they move a point where Enter puts a vertex.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QContextMenuEvent, QPainter, QPen, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QGraphicsView,
    QInputDialog,
    QMenu,
    QRubberBand,
    QStyle,
    QStyleOptionGraphicsItem,
    QStyleOptionRubberBand,
)

from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui import texts
from graphgames_desktop.ui.canvas import keyboard
from graphgames_desktop.ui.canvas.commands import SetLabelCommand
from graphgames_desktop.ui.canvas.overview import Overview
from graphgames_desktop.ui.canvas.scene import DrawingScene
from graphgames_desktop.ui.canvas.tools import CLICK_SLOP, DrawTool, SelectTool
from graphgames_desktop.ui.menu_keys import keep_letters
from graphgames_desktop.ui.theme import theme

GRID = 40.0
EDIT, PLAY = "edit", "play"
#: Over the overview, the selection is painted by its own items while it is this small (a dragged
#: vertex moves at once; a bigger selection shows in the next image).
LIVE_LIMIT = 500


class CanvasView(QGraphicsView):
    message = Signal(str)
    element_clicked = Signal(str, int)
    #: The keyboard reached a vertex or an edge (play mode): the game view says what it is.
    element_focused = Signal(str, int)
    #: Enter put a vertex at the keyboard point (edit mode): its id.
    vertex_placed = Signal(int)
    #: The scene a drawing is shown in (a view may ask for its own kind).
    scene_class = DrawingScene
    #: The share of the look's ``fit_area`` a fit shows at least (a view of small drawings may zoom closer).
    fit_share = 1.0
    #: Pixels at the top and at the foot of the view kept clear of the drawing by ``fit`` (the game page's end
    #: banner, its refusal).
    reserve_top = 0
    reserve_bottom = 0

    def __init__(self, drawing: Drawing, undo_stack: QUndoStack | None = None, mode: str = EDIT, parent=None,
                 scene: DrawingScene | None = None):
        """``scene``: one built already for ``drawing`` (a big board, built in steps), else one is built now."""
        super().__init__(parent)
        self.undo_stack = undo_stack
        self.mode = mode
        self.straight_mode = False
        self.edge_color = "green"  # the palette colour of new edges in a Hackenbush picture
        #: What the paper's context menu offers in edit mode, those visible now (the window's edge colours,
        #: shown on a Hackenbush picture): reachable where the toolbar is hidden (classroom mode).
        self.context_actions: list[QAction] = []
        self.snap = False
        self.grid = False
        self._tools = {"draw": DrawTool(self), "select": SelectTool(self)}
        self.tool_name = "draw"
        self._panning: QPointF | None = None
        self._space = False
        self._rubber = False
        self._band_kept: set[int] = set()
        self.drawing_scene: DrawingScene | None = None
        #: Zoomed out on a big drawing, the view paints one image of it instead of its items.
        self.overview = Overview(self, styled=mode == PLAY)
        self.auto_fit = True
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.StrongFocus)
        #: The element the keyboard is on (play mode), and the editor's keyboard point (edit mode).
        self.focus_element: keyboard.Element | None = None
        self.focus_point: QPointF | None = None
        #: Whether the keyboard drives the canvas now (reached by Tab or a key, not by a click): the ring shows.
        self.keyboard_active = False
        #: Vertex names painted beside the vertices while joining them by typing (edit mode).
        self.show_names = False
        self.set_drawing(drawing, scene)

    # -- document --------------------------------------------------------------------------------
    @property
    def drawing(self) -> Drawing:
        return self.drawing_scene.drawing

    def set_drawing(self, drawing: Drawing, scene: DrawingScene | None = None) -> None:
        """Show ``drawing``, in ``scene`` if one mirroring it is built already (a large file, in steps)."""
        old = self.drawing_scene
        if old is not None:
            old.detach()
        self.drawing_scene = scene or self.scene_class(drawing, self)
        self.drawing_scene.look_changed.connect(self._on_look)
        if self.overview is not None:
            self.overview.watch(self.drawing_scene)
        self._live = None
        self.drawing_scene.selectionChanged.connect(self._selection_changed)
        self.setScene(self.drawing_scene)
        self.setSceneRect(QRectF(-5000, -5000, 10000, 10000))
        if old is not None:
            old.deleteLater()
        self.fit()

    def set_tool(self, name: str) -> None:
        self.tool_name = name

    @property
    def tool(self):
        return self._tools[self.tool_name]

    def tool_for(self, name: str):
        """A tool by name, whichever is current (the keyboard draws with the draw tool)."""
        return self._tools[name]

    def push(self, command: QUndoCommand) -> None:
        if self.undo_stack is not None:
            self.undo_stack.push(command)
        else:
            command.redo()

    def refuse(self, code: str) -> None:
        self.message.emit(texts.drawing_refusal(code))

    def snapped(self, x: float, y: float) -> tuple[float, float]:
        if not self.snap:
            return (x, y)
        return (round(x / GRID) * GRID, round(y / GRID) * GRID)

    def is_click(self, a: QPointF, b: QPointF) -> bool:
        pa, pb = self.mapFromScene(a), self.mapFromScene(b)
        return abs(pa.x() - pb.x()) + abs(pa.y() - pb.y()) < CLICK_SLOP

    # -- zoom ------------------------------------------------------------------------------------
    def zoom_by(self, factor: float) -> None:
        self.auto_fit = False  # the user chose a zoom: keep it through resizes
        current = self.transform().m11()
        factor = max(0.05 / current, min(factor, 20.0 / current))
        self.scale(factor, factor)

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(1 / 1.25)

    def fit(self) -> None:
        """Show the whole drawing; until the user zooms, resizing the view or changing the look fits it again.

        A small drawing is shown in at least the look's ``fit_area``, so that it is not blown up without
        end; the classroom look's is smaller, so that a small board fills a projected view.
        """
        self.auto_fit = True
        rect = self.drawing_scene.content_rect()
        w, h = (self.fit_share * side for side in theme().look.fit_area)
        shown = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h).united(rect)
        view = self.viewport().rect()
        reserved = self.reserve_top + self.reserve_bottom
        if 0 < reserved < view.height():  # the scale that fits the rest, and as many scene units above and below
            scale = min(view.width() / shown.width(), (view.height() - reserved) / shown.height())
            shown.setTop(shown.top() - self.reserve_top / scale)
            shown.setBottom(shown.bottom() + self.reserve_bottom / scale)
        # A big file's drawing reaches past the paper first given; room around it lets it be centred.
        self.setSceneRect(self.sceneRect().united(shown.adjusted(-shown.width(), -shown.height(), shown.width(), shown.height())))
        self.fitInView(shown, Qt.KeepAspectRatio)

    def _on_look(self) -> None:
        if self.auto_fit:
            self.fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.auto_fit and self.drawing_scene is not None:
            self.fit()

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.ControlModifier:
            steps = event.angleDelta().y() / 120.0
            self.zoom_by(math.pow(1.15, steps))
            event.accept()
        else:
            super().wheelEvent(event)

    # -- painting --------------------------------------------------------------------------------
    def showing_overview(self) -> bool:
        """Whether the view paints the overview image rather than the items (see overview.py)."""
        return self.overview is not None and self.overview.wanted(self.mapToScene(self.viewport().rect()).boundingRect())

    def paintEvent(self, event) -> None:
        if not self.showing_overview():
            super().paintEvent(event)
            return
        painter = QPainter(self.viewport())
        painter.setRenderHints(self.renderHints())
        painter.setTransform(self.viewportTransform())
        self.drawBackground(painter, self.mapToScene(event.rect()).boundingRect())
        self.overview.paint(painter)
        self._paint_live(painter)
        self.drawForeground(painter, self.mapToScene(event.rect()).boundingRect())
        if not self.rubberBandRect().isEmpty():  # as QGraphicsView paints it
            painter.resetTransform()
            option = QStyleOptionRubberBand()
            option.initFrom(self.viewport())
            option.rect = self.rubberBandRect()
            option.shape = QRubberBand.Rectangle
            self.viewport().style().drawControl(QStyle.CE_RubberBand, option, painter, self.viewport())
        painter.end()

    def _selection_changed(self) -> None:
        self._live = None

    def _paint_live(self, painter: QPainter) -> None:
        """A small selection and what is drawn beside the drawing (the stroke being drawn, a game's
        marks and texts), painted by their own items over the overview."""
        if self._live is None:  # measured once per change of the selection, not per paint
            selected = self.drawing_scene.selectedItems()
            self._live = selected if len(selected) <= LIVE_LIMIT else []
        live = list(self._live) + [item for item in self.drawing_scene.extras if item.isVisible()]
        option = QStyleOptionGraphicsItem()
        for item in sorted(live, key=lambda i: i.zValue()):
            self._paint_item(painter, item, option)

    def _paint_item(self, painter: QPainter, item, option: QStyleOptionGraphicsItem) -> None:
        """Paint an item and its children as the scene would, over the overview."""
        painter.save()
        painter.setTransform(item.sceneTransform() * self.viewportTransform())
        painter.setOpacity(item.effectiveOpacity())
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, self.viewport())
        painter.restore()
        for child in item.childItems():
            if child.isVisible():
                self._paint_item(painter, child, option)

    # -- background grid -------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        super().drawBackground(painter, rect)
        if not self.grid:
            return
        painter.setPen(QPen(QColor(0, 0, 0, 28), 0))
        left = math.floor(rect.left() / GRID) * GRID
        top = math.floor(rect.top() / GRID) * GRID
        x = left
        while x < rect.right():
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            x += GRID
        y = top
        while y < rect.bottom():
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            y += GRID

    # -- the keyboard ------------------------------------------------------------------------------
    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        """The keyboard's ring or point, and names to join vertices by: over the scene, in this view only."""
        super().drawForeground(painter, rect)
        scene = self.drawing_scene
        keyboard_here = self.keyboard_active and self.hasFocus()
        if self.mode == EDIT and (self.show_names or keyboard_here):
            keyboard.paint_numbers(painter, scene, self._vertex_name)
        if not keyboard_here:
            return
        if self.mode == PLAY and self.focus_element is not None:
            keyboard.paint_ring(painter, scene, self.focus_element)
        elif self.mode == EDIT and self.focus_point is not None:
            keyboard.paint_point(painter, scene, self.focus_point)

    def setAccessibleName(self, name: str) -> None:  # noqa: N802 (Qt's name)
        """The view and its viewport (which a screen reader lists as a child of its own) are one board."""
        super().setAccessibleName(name)
        self.viewport().setAccessibleName(name)

    def setAccessibleDescription(self, description: str) -> None:  # noqa: N802 (Qt's name)
        super().setAccessibleDescription(description)
        self.viewport().setAccessibleDescription(description)

    def _vertex_name(self, vid: int) -> str:
        v = self.drawing.vertices[vid]
        return v.label or str(vid + 1)

    def focusInEvent(self, event) -> None:
        """Reached by Tab (or a shortcut), the keyboard takes over; by a click or a window opening, not yet.
        The element reached is said after the board itself (Qt tells screen readers of the focus later)."""
        super().focusInEvent(event)
        if event.reason() in (Qt.TabFocusReason, Qt.BacktabFocusReason, Qt.ShortcutFocusReason):
            QTimer.singleShot(0, self, self._start_keyboard)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def _start_keyboard(self) -> None:
        """The keyboard takes over: the ring shows where it is (the first element, or the paper's middle)."""
        self.keyboard_active = True
        if self.mode == PLAY:
            if self.focus_element is None:
                self.focus_element = keyboard.first_element(self.drawing_scene)
            elif not keyboard.present(self.drawing_scene, self.focus_element):  # played away since
                self.focus_element = keyboard.nearest(self.drawing_scene, self.focus_element)
            if self.focus_element is not None:
                self.element_focused.emit(*self.focus_element)
        elif self.focus_point is None:
            self.focus_point = self.mapToScene(self.viewport().rect().center())
        self.viewport().update()

    def focus_on(self, element: keyboard.Element) -> None:
        """Put the keyboard on ``element`` and say what it is."""
        self.focus_element = element
        self.element_focused.emit(*element)
        self.viewport().update()

    def _play_key(self, key: int) -> bool:
        if key in keyboard.DIRECTIONS:
            current = self.focus_element
            if current is None:
                reached = keyboard.first_element(self.drawing_scene)
            else:
                reached = keyboard.step(self.drawing_scene, current, key) or current  # at the border: stay, said again
            if reached is not None:
                self.focus_on(reached)
            return True
        if key == Qt.Key_Home:
            first = keyboard.first_element(self.drawing_scene)
            if first is not None:
                self.focus_on(first)
            return True
        if key in (Qt.Key_Return, Qt.Key_Enter) and self.focus_element is not None:
            self.element_clicked.emit(*self.focus_element)
            self.viewport().update()
            return True
        return False

    def _edit_key(self, key: int, modifiers) -> bool:
        if key in keyboard.DIRECTIONS:
            size = GRID / 8 if modifiers & Qt.ShiftModifier else GRID * 2 if modifiers & Qt.ControlModifier else GRID / 2
            dx, dy = keyboard.DIRECTIONS[key]
            point = self.focus_point or self.mapToScene(self.viewport().rect().center())
            self.focus_point = QPointF(point.x() + dx * size, point.y() + dy * size)
            self.ensureVisible(QRectF(self.focus_point, self.focus_point).adjusted(-30, -30, 30, 30))
            self.viewport().update()
            return True
        if key in (Qt.Key_Return, Qt.Key_Enter) and self.focus_point is not None:
            vid = self.tool_for("draw").place_vertex(self.focus_point)
            if vid is not None:  # the point steps aside: the new vertex shows, and the next goes beside it
                self.focus_point = QPointF(self.focus_point.x() + GRID, self.focus_point.y())
                self.viewport().update()
                self.vertex_placed.emit(vid)
            return True
        return False

    # -- gestures --------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:
        if not event.modifiers() & (Qt.AltModifier | Qt.MetaModifier):
            if not self.keyboard_active and (event.key() in keyboard.DIRECTIONS or event.key() in (Qt.Key_Return, Qt.Key_Enter)):
                self._start_keyboard()  # the first key shows where the keyboard is, and moves nothing yet
                event.accept()
                return
            handled = self._play_key(event.key()) if self.mode == PLAY else self._edit_key(event.key(), event.modifiers())
            if handled:
                event.accept()
                return
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.OpenHandCursor)
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().unsetCursor()
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event) -> None:
        if self.keyboard_active:  # the mouse takes over: the keyboard's ring goes until a key is pressed
            self.keyboard_active = False
            self.viewport().update()
        if event.button() == Qt.MiddleButton or (event.button() == Qt.LeftButton and self._space):
            self._panning = event.position()
            self.viewport().setCursor(Qt.ClosedHandCursor)
            event.accept()
            return
        if event.button() != Qt.LeftButton:
            return
        pos = self.mapToScene(event.position().toPoint())
        if self.mode == PLAY:
            element = self.drawing_scene.element_at(pos)
            if element is not None:
                self.element_clicked.emit(*element)
            event.accept()
            return
        if self.tool_name == "select":
            if not self.tool.press(pos, event.modifiers()):
                self._rubber = True
                self._band_kept = self.drawing_scene.selected_ids()[1]  # edges selected before (Ctrl adds)
                self.setDragMode(QGraphicsView.RubberBandDrag)
                super().mousePressEvent(event)
                self._band_takes_edges()
            return
        self.tool.press(pos, event.modifiers())

    def mouseMoveEvent(self, event) -> None:
        if self._panning is not None:
            delta = event.position() - self._panning
            self._panning = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(delta.y()))
            return
        if self._rubber:
            super().mouseMoveEvent(event)
            self._band_takes_edges()
            return
        if self.mode == EDIT and event.buttons() & Qt.LeftButton:
            self.tool.move(self.mapToScene(event.position().toPoint()), event.modifiers())

    def mouseReleaseEvent(self, event) -> None:
        if self._panning is not None:
            self._panning = None
            self.viewport().setCursor(Qt.OpenHandCursor if self._space else Qt.ArrowCursor)
            return
        if self._rubber:
            super().mouseReleaseEvent(event)
            self._band_takes_edges()
            self.setDragMode(QGraphicsView.NoDrag)
            self._rubber = False
            return
        if self.mode == EDIT and event.button() == Qt.LeftButton:
            self.tool.release(self.mapToScene(event.position().toPoint()), event.modifiers())

    def _band_takes_edges(self) -> None:
        """A box takes the edges whose both ends it takes, as yEd does, not every edge it touches."""
        scene, edges = self.drawing_scene, self.drawing.edges
        vs, es = scene.selected_ids()
        for eid in es - self._band_kept:
            if not (edges[eid].u in vs and edges[eid].v in vs):
                scene.edge_items[eid].setSelected(False)
        for vid in vs:
            for e in self.drawing.incident_edges(vid):
                if e.u in vs and e.v in vs:
                    scene.edge_items[e.id].setSelected(True)

    def contextMenuEvent(self, event) -> None:
        """In edit mode, the context actions; a right click on an edge not selected selects it alone first,
        so that a colour chosen there recolours the edge clicked."""
        shown = [a for a in self.context_actions if a.isVisible()]
        if self.mode != EDIT or not shown:
            super().contextMenuEvent(event)
            return
        if event.reason() == QContextMenuEvent.Mouse:
            pos = self.mapToScene(event.pos())
            scene = self.drawing_scene
            eid = scene.edge_at(pos) if scene.vertex_at(pos) is None else None
            if eid is not None and not scene.edge_items[eid].isSelected():
                scene.select([], [eid])
        menu = QMenu(self)
        menu.setObjectName("canvas_menu")
        keep_letters(menu)  # D and S are the tools' keys: in the menu they are its letters
        menu.addActions(shown)
        menu.exec(event.globalPos())
        menu.deleteLater()
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        """Edit a vertex label (select tool only: in the draw tool quick clicks keep drawing)."""
        if self.mode != EDIT or self.tool_name != "select":
            return
        vid = self.drawing_scene.vertex_at(self.mapToScene(event.position().toPoint()))
        if vid is not None:
            self.edit_label(vid)

    def edit_label(self, vid: int) -> None:
        """Ask for a vertex's label; the change is one undoable step."""
        label, ok = QInputDialog.getText(self, self.tr("Vertex label"), self.tr("Label:"),
                                         text=self.drawing.vertices[vid].label)
        if ok and label != self.drawing.vertices[vid].label:
            self.push(SetLabelCommand(self.drawing, vid, label[:40]))
