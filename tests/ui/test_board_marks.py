"""What is drawn on a board stays readable: Domination's counts clear of tokens and rings, its last move
marked as the other games mark theirs, the magic game's verdict tags clear of the vertex names."""

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from graphgames_desktop.games import domination as dom
from graphgames_desktop.games.magic import MagicMove
from graphgames_desktop.games.match import Seat
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.theme import theme
from graphgames_desktop.ui.verdicts import _gap
from tests.ui.patience import PATIENCE_MS
from tests.ui.seats import play_at_screen
from tests.ui.test_projector import classroom, laid_out, projector_screen


def shown_marks(page, qtbot):
    """The teaching layer on and shown (classroom mode hides it until asked): the page's view once its marks are drawn."""
    page.teaching.setChecked(True)
    if page.hidden():
        page.toggle_reveal()
    view = page.game_view
    qtbot.waitUntil(lambda: view._judgement_layer is not None and bool(view._judgement_layer.marks), timeout=PATIENCE_MS)
    return view


@pytest.mark.parametrize("classroom", [False, True])
def test_domination_counts_are_never_covered_by_a_token_or_a_ring(window, classroom):
    theme().set_classroom(classroom)
    window.start_game(GameSetup("domination", "dodecahedron", 1, (Seat(), Seat()), 0, {}))
    page = window.game_page
    scene = page.canvas.drawing_scene
    for _ in range(14):  # tokens spread over the board: many rings, many counts
        play_at_screen(page, page.match.state.legal_moves()[-1])
    counts = [i for i in scene.items() if isinstance(i, QGraphicsTextItem) and i.isVisible()]
    rings = [i for i in scene.items() if isinstance(i, QGraphicsEllipseItem) and i.isVisible()]
    assert counts and rings
    r = scene.vertex_radius
    circles = [(v.x - r, v.y - r, 2 * r, 2 * r) for v in scene.drawing.vertices.values()]
    for count in counts:
        box = count.sceneBoundingRect()
        for ring in rings:
            assert not box.intersects(ring.sceneBoundingRect()), (count.toPlainText(), box, ring.sceneBoundingRect())
        for x, y, w, h in circles:
            assert not box.intersects(box.__class__(x, y, w, h)), (count.toPlainText(), box)


def test_domination_marks_its_last_move_on_the_board(window):
    window.start_game(GameSetup("domination", "path-7", 1, (Seat(), Seat()), 0, {}, {"entry_a": (0,), "entry_b": (6,)}))
    page = window.game_page
    view = page.game_view
    play_at_screen(page, dom.Place())
    mark = view._last_mark
    assert mark is not None and mark.scene() is view.scene
    assert mark.sceneBoundingRect().contains(view.scene.vertex_items[0].sceneBoundingRect().center())
    play_at_screen(page, dom.Place())
    play_at_screen(page, dom.Step(0, 1))
    assert view._last_mark.sceneBoundingRect().contains(view.scene.vertex_items[1].sceneBoundingRect().center())


def test_the_magic_games_verdict_tags_never_run_into_a_vertex_name(window, qtbot):
    window.start_game(GameSetup("magic", "star-5", 1, (Seat(), Seat()), 0, {}))
    page = window.game_page
    page.teaching.setChecked(True)
    view = page.game_view
    qtbot.waitUntil(lambda: view._judgement_layer is not None and bool(view._judgement_layer.marks), timeout=PATIENCE_MS)
    layer = view._judgement_layer
    names = [t.sceneBoundingRect() for o in view._overlays for t in (o, *o.childItems())
             if isinstance(t, QGraphicsSimpleTextItem)]  # vertex names and sums, each on a paper ground
    boxes = [b for b in layer.label_boxes() if b is not None]
    assert names and boxes
    for box in boxes:
        assert not any(box.intersects(name) for name in names), box
    for i, a in enumerate(boxes):
        assert not any(a.intersects(b) for b in boxes[i + 1:])


@pytest.mark.parametrize("classroom", [False, True])
def test_an_edges_verdict_rim_stays_clear_of_the_circles_at_its_ends(window, qtbot, classroom):
    """A winning edge's rim runs between its circles, never over them (over a hand-drawn board's big
    classroom circles, the rims of the edges meeting at a vertex hid its number)."""
    theme().set_classroom(classroom)
    window.start_game(GameSetup("chomp", "petersen", 1, (Seat(), Seat()), 0, {}))
    page = window.game_page
    view = shown_marks(page, qtbot)
    layer, scene = view._judgement_layer, view.scene
    r = scene.vertex_radius
    edges = [anchor for anchor, _j, _label in layer.marks if anchor[0] == "edge"]
    assert edges
    for anchor in edges:
        edge = scene.drawing.edges[anchor[1]]
        rim = layer._badge_at(anchor)[1]
        for end in (rim.pointAtPercent(0.0), rim.pointAtPercent(1.0)):
            for vid in (edge.u, edge.v):
                v = scene.drawing.vertices[vid]
                assert ((end.x() - v.x) ** 2 + (end.y() - v.y) ** 2) ** 0.5 >= r * 1.3, (anchor, vid)


def test_a_marks_number_is_never_written_over_an_edge(window, qtbot):
    """Seen in a real window on the Petersen graph in classroom mode: a "-18" drawn over an edge (read as
    the mark of another move), and a "0" on the edge its own arrow ran along."""
    theme().set_classroom(True)
    window.start_game(GameSetup("domination", "petersen", 1, (Seat(), Seat()), 0, {}))
    page = window.game_page
    for move in (dom.Place(), dom.Place(), dom.Step(0, 5)):
        play_at_screen(page, move)
    view = shown_marks(page, qtbot)
    boxes = [b for b in view._judgement_layer.label_boxes() if b is not None]
    assert boxes
    drawing = view.scene.drawing
    for box in boxes:
        for e in drawing.edges.values():
            (ax, ay), (bx, by) = e.points[0], e.points[-1]
            crossing = [k for k in range(33) if box.contains(QPointF(ax + (bx - ax) * k / 32, ay + (by - ay) * k / 32))]
            assert not crossing, (box, e.u + 1, e.v + 1)


def test_the_magic_games_tags_clear_the_names_and_sums_on_a_dense_classroom_board(window, qtbot):
    """Seen in a real window on the path of 4 in classroom mode: "2–5, 7" over vertex 2's name and "1–7"
    over a sum (every place beside the badge was taken, and the least covered was chosen): a tag goes
    further out before it covers a name."""
    theme().set_classroom(True)
    window.start_game(GameSetup("magic", "path-4", 1, (Seat(), Seat()), 0, {}))
    page = window.game_page
    view = shown_marks(page, qtbot)
    names = [t.sceneBoundingRect() for o in view._overlays for t in (o, *o.childItems())
             if isinstance(t, QGraphicsSimpleTextItem)]
    boxes = [b for b in view._judgement_layer.label_boxes() if b is not None]
    assert names and boxes
    for i, box in enumerate(boxes):
        assert not any(box.intersects(name) for name in names), box
        assert not any(box.intersects(b) for b in boxes[i + 1:])


def _badges(layer) -> list[QRectF]:
    """Each mark's badge as the square round its disc, in the scene."""
    b = layer._badge_size()
    return [QRectF(c.x() - b, c.y() - b, 2 * b, 2 * b) for c in layer.badge_centres()]


MAGIC_SCENES = {  # seen in a real window at 1280x720 in classroom Portuguese with the drawer open
    "star-5": ("star-5", [MagicMove(0, 11)]),  # "Σ11 · 5" under the ✗ of edge 1–5
    "star-5-later": ("star-5", [MagicMove(0, 11), MagicMove(frozenset({0, 1}), 10), MagicMove(1, 1),  # "Σ38 · 2" under it
                                MagicMove(frozenset({0, 2}), 9), MagicMove(2, 2), MagicMove(frozenset({0, 3}), 8),
                                MagicMove(3, 3)]),
    "complete-4": ("complete-4", [MagicMove(0, 1), MagicMove(frozenset({0, 1}), 6)]),  # three "2–5, 7–10" by vertex 4
}


@pytest.mark.parametrize("drawer", [False, True])
@pytest.mark.parametrize("scene", sorted(MAGIC_SCENES))
def test_the_magic_games_marks_cover_no_name_or_sum_and_each_label_reads_as_its_marks(window, qtbot, monkeypatch,
                                                                                     scene, drawer):
    """Seen in a real window at 1280x720 in classroom Portuguese with the drawer open: on K1,5 the ✗ of edge
    1–5 sat over the centre's sum ("Σ11 · 5" read "Σ11 ·"), on K4 three "2–5, 7–10" stood by vertex 4 with
    nothing to tell which mark each belonged to. No badge or label covers a name, a sum or another vertex;
    each label is beside its own badge (nearer it than any other badge) or joined to it by a leader line."""
    classroom(window, qtbot, "pt_BR", projector_screen(monkeypatch))
    board, moves = MAGIC_SCENES[scene]
    window.start_game(GameSetup("magic", board, 1, (Seat(), Seat()), 0, {}))
    page = window.game_page
    for move in moves:
        play_at_screen(page, move)
    page.actions.drawer.setChecked(drawer)
    view = shown_marks(page, qtbot)
    laid_out(qtbot, page)
    layer, scene = view._judgement_layer, view.scene
    qtbot.waitUntil(lambda: len(layer.marks) == len(scene.drawing.vertices) + len(scene.drawing.edges)
                    - len(moves), timeout=PATIENCE_MS)
    names = [t.sceneBoundingRect() for o in view._overlays for t in (o, *o.childItems())
             if isinstance(t, QGraphicsSimpleTextItem)]
    r = scene.vertex_radius
    badges, centres = _badges(layer), layer.badge_centres()
    assert all(c is not None for c in centres)
    boxes, leaders = layer.label_boxes(), layer.leaders()
    assert names and badges
    for i, ((anchor, _j, _label), badge) in enumerate(zip(layer.marks, badges)):
        assert not any(badge.intersects(name) for name in names), (anchor, badge)
        for vid, v in scene.drawing.vertices.items():
            if anchor != ("vertex", vid):
                assert _gap(badge, QPointF(v.x, v.y)) >= r, (anchor, vid)
        box = boxes[i]
        if box is None:
            continue
        assert not any(box.intersects(name) for name in names), (anchor, box)
        assert not any(box.intersects(b) for b in badges), (anchor, box)
        own = _gap(box, centres[i])
        if leaders[i] is None:
            assert own <= layer._badge_size() * 2.5, (anchor, box)
            assert all(own < _gap(box, c) for k, c in enumerate(centres) if k != i), (anchor, box)
