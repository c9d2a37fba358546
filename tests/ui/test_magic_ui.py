"""The vertex-magic game by real clicks and one drag: picking from the tray, lit places, a refused
place that names the vertex and the difference, Escape, undo through the host, whole games against
the computer and between two people (the tray emptying on a vertex-magic labelling)."""

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from graphgames_desktop.games import magic
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.games.registry import game
from graphgames_desktop.graph import boards
from tests.ui.mouse import click
from tests.ui.patience import PATIENCE_MS
from tests.ui.seats import play_at_screen

#: A vertex-magic total labelling of the path 0-1-2 (every S(x) sums to 7), found by brute force.
P3_MAGIC = {0: 3, 1: 1, 2: 5, frozenset({0, 1}): 4, frozenset({1, 2}): 2}


def start(window, drawing, seats=None):
    window.show_match(new_match(game("magic"), seats or (Seat(), Seat()), drawing))
    return window.game_page


def place_point(page, element):
    """Where to click for a vertex (its centre) or an edge (the middle of its stroke)."""
    scene = page.canvas.drawing_scene
    if isinstance(element, frozenset):
        eid = page.game_view._edge_ids[element]
        p = scene.edge_items[eid].path().pointAtPercent(0.5)
        return p.x(), p.y()
    return scene.drawing.vertices[element].pos


def pick(qtbot, page, label):
    tray = page.game_view.tray
    qtbot.mouseClick(tray, Qt.LeftButton, pos=tray.tile_rect(label).center())


def click_move(qtbot, page, element, label):
    pick(qtbot, page, label)
    click(page.canvas, *place_point(page, element))


def drag_move(page, element, label):
    """Press on the label's tile, carry it over the board and let go on the element."""
    tray = page.game_view.tray
    start_at = tray.tile_rect(label).center()
    viewport = page.canvas.viewport()
    target = viewport.mapToGlobal(page.canvas.mapFromScene(QPointF(*place_point(page, element))))
    QTest.mousePress(tray, Qt.LeftButton, Qt.NoModifier, start_at)
    for point in (start_at + QPoint(12, 0), tray.mapFromGlobal(target)):
        event = QMouseEvent(QEvent.MouseMove, QPointF(point), QPointF(tray.mapToGlobal(point)),
                            Qt.NoButton, Qt.LeftButton, Qt.NoModifier)
        QApplication.sendEvent(tray, event)
    assert tray.dragging
    QTest.mouseRelease(tray, Qt.LeftButton, Qt.NoModifier, tray.mapFromGlobal(target))


def test_two_people_label_the_path_magically_and_the_tray_empties(window, qtbot):
    page = start(window, boards.path(3))
    view = page.game_view
    assert view.tray.labels == [1, 2, 3, 4, 5] and "not set" in page.heads_up.scores.text()
    order = [frozenset({0, 1}), 0, 1, frozenset({1, 2}), 2]
    for i, element in enumerate(order):
        if i == 2:
            drag_move(page, element, P3_MAGIC[element])  # one move by drag and drop
        else:
            click_move(qtbot, page, element, P3_MAGIC[element])
        assert len(page.match.moves) == i + 1 and page.match.moves[-1] == magic.MagicMove(element, P3_MAGIC[element])
        assert len(view.tray.labels) == 4 - i
        if i == 1:  # vertex 0 is complete: 3 + 4 sets k
            assert "k = 7" in page.heads_up.scores.text()
    assert view.tray.labels == []
    assert page.match.state.outcome().termination == magic.MagicEnd.ALL_LABELLED
    assert page.status.text().startswith("Game over") and "vertex-magic total labelling" in page.heads_up.ending.text()
    assert page.banner.isVisible()


def test_a_picked_label_lights_its_places_and_escape_puts_it_back(window, qtbot):
    page = start(window, boards.path(3))
    view, scene = page.game_view, page.canvas.drawing_scene
    pick(qtbot, page, 5)
    assert view.picked == 5 and view.tray.current == 5
    assert all(item.highlight for item in scene.vertex_items.values())  # an empty board takes any label anywhere
    QTest.keyClick(page.canvas, Qt.Key_Escape)
    assert view.picked is None and view.tray.current is None
    assert not any(item.highlight for item in scene.vertex_items.values())
    assert page.match.moves == []
    click(page.canvas, *place_point(page, 1))  # no label picked: nothing is played, and it says why
    assert page.match.moves == [] and "pick a label" in window.statusBar().currentMessage()


def test_a_refused_drop_names_the_vertex_and_by_how_much(window, qtbot):
    page = start(window, boards.path(3))
    view = page.game_view
    click_move(qtbot, page, frozenset({0, 1}), 1)
    click_move(qtbot, page, 0, 5)  # vertex 0 complete: k = 6
    click_move(qtbot, page, frozenset({1, 2}), 3)
    pick(qtbot, page, 4)  # the leaf 2 would weigh 3 + 4 = 7
    assert not page.canvas.drawing_scene.vertex_items[2].highlight
    click(page.canvas, *place_point(page, 2))
    assert len(page.match.moves) == 3
    assert window.statusBar().currentMessage() == "Vertex 3 would sum to 7, 1 more than k = 6."
    assert view.picked == 4  # the label stays picked for another try
    window.statusBar().clearMessage()
    drag_move(page, 2, 4)  # dropped there too: refused the same way
    assert len(page.match.moves) == 3 and "1 more than k = 6" in window.statusBar().currentMessage()


def test_a_refusal_is_said_in_portuguese(window, qtbot):
    page = start(window, boards.path(3))
    click_move(qtbot, page, frozenset({0, 1}), 1)
    assert "k is not set yet" in page.heads_up.scores.text()
    window.set_language("pt_BR")  # mid-game: the heads-up follows
    qtbot.waitUntil(lambda: "k ainda não foi definido" in page.heads_up.scores.text(), timeout=PATIENCE_MS)
    assert "Rótulos restantes: 4" in page.heads_up.scores.text()
    click_move(qtbot, page, 0, 5)
    click_move(qtbot, page, frozenset({1, 2}), 3)
    click_move(qtbot, page, 2, 2)
    assert window.statusBar().currentMessage() == "O vértice 3 somaria 5, 1 a menos que k = 6."
    assert "k = 6" in page.heads_up.scores.text()


def test_undo_through_the_host_gives_the_label_back(window, qtbot):
    page = start(window, boards.path(3))
    view = page.game_view
    click_move(qtbot, page, 1, 2)
    click_move(qtbot, page, frozenset({0, 1}), 5)
    assert 5 not in view.tray.labels and page.canvas.drawing_scene.vertex_items[1].mark == "2"
    qtbot.mouseClick(page.undo_button, Qt.LeftButton)
    assert page.match.moves == [magic.MagicMove(1, 2)] and 5 in view.tray.labels
    qtbot.mouseClick(page.undo_button, Qt.LeftButton)
    assert page.match.moves == [] and view.tray.labels == [1, 2, 3, 4, 5]
    assert page.canvas.drawing_scene.vertex_items[1].mark == ""


def test_a_whole_game_against_the_computer_by_clicks(window, qtbot):
    page = start(window, boards.path(4), seats=(Seat(), Seat.computer(Level.STRONG)))
    view = page.game_view
    dragged = False
    while page.match.state.outcome() is None:
        qtbot.waitUntil(lambda: not page.thinking and not page.match.computer_to_move(), timeout=PATIENCE_MS)
        if page.match.state.outcome() is not None:
            break
        before = len(page.match.moves)
        move = page.match.state.legal_moves()[-1]
        if dragged:
            click_move(qtbot, page, move.element, move.label)
        else:
            drag_move(page, move.element, move.label)
            dragged = True
        assert len(page.match.moves) == before + 1
        qtbot.waitUntil(lambda n=before + 2: page.match.state.outcome() is not None or len(page.match.moves) == n,
                        timeout=PATIENCE_MS)
        if len(page.match.moves) == before + 2:  # the computer's label is on the board, and marked as the last move
            last = page.match.moves[-1]
            assert last.label not in view.tray.labels
            assert view.last_marker is not None and view.last_move == last
    assert page.status.text().startswith("Game over") and page.banner.isVisible()
    assert len(view.tray.labels) == 7 - len(page.match.moves)


def test_the_teaching_layer_lights_the_winning_moves(window, qtbot):
    page = start(window, boards.path(3))
    view, scene = page.game_view, page.canvas.drawing_scene
    click_move(qtbot, page, frozenset({0, 1}), 1)
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: "to move" in page.teaching_text.text(), timeout=PATIENCE_MS)
    analysis = magic.analyse(page.match.state)
    assert analysis.solved and analysis.winning_moves
    assert "Player B to move wins" in page.teaching_text.text() and "Winning moves: on " in page.teaching_text.text()
    places = {m.element for m in analysis.winning_moves}
    assert {v for v, item in scene.vertex_items.items() if item.highlight} == {p for p in places if isinstance(p, int)}
    assert view.tray.marked == {m.label for m in analysis.winning_moves}
    page.teaching.setChecked(False)
    assert not any(item.highlight for item in scene.vertex_items.values()) and view.tray.marked == set()


def test_classroom_mode_grows_the_tray_and_the_numbers_and_the_labels_in_the_circles(window, qtbot):
    from graphgames_desktop.ui.theme import theme

    page = start(window, boards.path(3))
    view = page.game_view
    click_move(qtbot, page, 1, 2)

    def badge_size():
        badge = next(i for i in view._overlays if i.childItems() and "Σ" in i.childItems()[0].text())
        return badge.childItems()[0].font().pointSizeF()

    vertex = page.canvas.drawing_scene.vertex_items[1]

    def label_px():  # the label drawn inside the circle: bold, bigger than the vertex names
        assert vertex.mark == "2" and vertex.mark_font().bold()
        return vertex.mark_font().pixelSize()

    tile, font, label = view.tray.tile_size(), badge_size(), label_px()
    assert label > vertex.font().pixelSize()
    theme().set_classroom(True)
    assert view.tray.tile_size() > 1.5 * tile and badge_size() > 1.5 * font and label_px() > 1.5 * label
    visible = page.canvas.mapToScene(page.canvas.viewport().rect()).boundingRect()
    assert visible.contains(page.canvas.drawing_scene.annotations)  # every sum and name is in the picture


def test_on_a_star_the_teaching_layer_draws_the_pairing_strategy(window, qtbot):
    page = start(window, boards.board("star-5"))  # Theorem 1: one stem with five leaves, the core is the stem alone
    view = page.game_view
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: "Theorem 1" in page.teaching_text.text(), timeout=PATIENCE_MS)
    assert "The opening: 11 = V+E" in page.teaching_text.text() and "first player, Player A, wins" in page.teaching_text.text()
    assert view._teaching_items  # the core is shaded
    assert page.canvas.drawing_scene.vertex_items[0].highlight and view.tray.marked == {11}
    click_move(qtbot, page, 0, 11)
    click_move(qtbot, page, 1, 3)  # the opponent labels a leaf: the answer is its match 8 on the same one-arm
    qtbot.waitUntil(lambda: "The match of the last label 3 is 8" in page.teaching_text.text(), timeout=PATIENCE_MS)
    assert "sets k = 11" in page.teaching_text.text() and view.tray.marked == {8}
    match_words = [i for i in view._teaching_items if i.childItems() and i.childItems()[0].text() == "3 + 8 = 11"]
    assert len(match_words) == 1  # the last label joined to its match's place, with the sum written on it
    page.teaching.setChecked(False)
    assert view._teaching_items == [] and view.tray.marked == set()


def test_every_strategy_step_is_said_in_both_languages(window):
    from graphgames_desktop.games.solve import magic_theorems as theorems
    from graphgames_desktop.ui.views.magic_view import MagicView

    english = {step: MagicView.step_sentence(step) for step in theorems.PairingStep}
    window.set_language("pt_BR")
    portuguese = {step: MagicView.step_sentence(step) for step in theorems.PairingStep}
    assert len(set(english.values())) == len(english) and all("not allowed" not in t for t in english.values())
    assert all(portuguese[step] != english[step] for step in english)


def test_the_rules_show_the_first_example_as_the_board_draws_it(window):
    from graphgames_desktop.ui.views.magic_view import MagicView

    image = MagicView.rules_images()["example"]
    assert not image.isNull() and '<img src="example">' in MagicView.rules_html()
    paper = image.pixel(2, 2)
    drawn = sum(image.pixel(x, y) != paper for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))
    assert drawn > 500  # circles, edges and labels


def test_the_judged_marks_stay_short_and_follow_the_picked_label(window, qtbot):
    """On a star every place wins with many labels: a mark says them as ranges, and a picked label's
    marks are that label's alone (the whole lists ran over one another on a projector)."""
    page = start(window, boards.board("star-5"))
    view = page.game_view
    click_move(qtbot, page, 0, 11)
    page.teaching.setChecked(True)
    layer = lambda: view._judgement_layer  # noqa: E731
    qtbot.waitUntil(lambda: layer() is not None and len(layer().marks) > 3, timeout=PATIENCE_MS)
    assert all(len(text) <= 9 for _, _, text in layer().marks), [t for _, _, t in layer().marks]
    pick(qtbot, page, 2)
    judged = [j for j in view._judgements if j.move.label == 2]
    assert len(layer().marks) == len({view.move_anchor(j.move) for j in judged})
    assert all(j.move.label == 2 for _, j, _ in layer().marks)
    QTest.keyClick(view.canvas, Qt.Key_Escape)
    assert len(layer().marks) > 3


def test_the_matchs_sum_stays_off_the_circles_in_classroom_mode(window, qtbot):
    """Big classroom circles and a short match line (a leaf and its own edge): the sum beside the line."""
    from graphgames_desktop.ui.theme import theme
    theme().set_classroom(True)
    try:
        page = start(window, boards.board("star-5"))
        view, scene = page.game_view, page.canvas.drawing_scene
        page.teaching.setChecked(True)
        play_at_screen(page, magic.MagicMove(0, 11))
        play_at_screen(page, magic.MagicMove(1, 1))
        page.toggle_reveal()
        qtbot.waitUntil(lambda: any(i.childItems() and i.childItems()[0].text() == "1 + 10 = 11"
                                    for i in view._teaching_items), timeout=PATIENCE_MS)
        words = next(i for i in view._teaching_items if i.childItems() and i.childItems()[0].text() == "1 + 10 = 11")
        box, r = words.sceneBoundingRect(), scene.vertex_radius
        for vid in (0, 1):  # the circle's centre is farther than its radius from every point of the box
            x, y = scene.drawing.vertices[vid].pos
            nearest = (min(max(x, box.left()), box.right()), min(max(y, box.top()), box.bottom()))
            assert (nearest[0] - x) ** 2 + (nearest[1] - y) ** 2 > r * r, vid
    finally:
        theme().set_classroom(False)


def test_the_rules_name_no_seat_as_the_one_that_starts(window):
    """The rules said "Player A moves first" while the setup lets the computer (Player B) start: they say
    the starter is chosen in the setup, and the examples speak of the first and the second player."""
    from graphgames_desktop.ui.setup_dialog import GameSetupDialog
    from graphgames_desktop.ui.views.magic_view import MagicView

    dialog = GameSetupDialog("magic", None, window)
    dialog.mode.setCurrentIndex(dialog.mode.findData("computer"))
    assert dialog.first.findData(1) >= 0  # the computer, Player B, may start
    dialog.close()
    for language, seat, chosen in (("en", "Player A", "chosen when the game is set up"),
                                   ("pt_BR", "Jogador A", "escolhido na configuração do jogo")):
        window.set_language(language)
        rules = MagicView.rules_html()
        assert seat not in rules and chosen in rules, rules
        assert " A puts " not in rules and " A põe " not in rules
    window.set_language("en")
