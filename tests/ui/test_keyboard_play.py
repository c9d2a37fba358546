"""Every graph game played by keyboard alone (no mouse event anywhere): moves typed in the move box as
the move list writes them, in English and Portuguese, or reached on the board with the arrow keys and
played with Enter; refusals said; each move announced; the board described in words."""

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from graphgames_desktop.games import chomp, game, magic
from graphgames_desktop.games import domination as dom
from graphgames_desktop.games import hackenbush as hb
from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat, new_match
from graphgames_desktop.graph import boards
from graphgames_desktop.graph.drawing import Drawing
from graphgames_desktop.ui.canvas import keyboard
from graphgames_desktop.ui.setup_dialog import GameSetup
from graphgames_desktop.ui.views.board_words import BoardDescription
from tests.ui.patience import PATIENCE_MS
from tests.ui.seats import play_at_screen


def start(window, game_id, board, seats, options=None, marks=None):
    """A game on a library board (by name) or on a drawing."""
    if isinstance(board, Drawing):
        window.show_match(new_match(game(game_id), seats, board, options or {}))
    else:
        window.start_game(GameSetup(game_id, board, 1, seats, 0, options or {}, marks or {}))
    return window.game_page


def against_computer(level=Level.STRONG):
    return (Seat(), Seat.computer(level))


def type_move(qtbot, page, text):
    """Type ``text`` into the move box and press Enter, as a person at the keyboard does."""
    box = page.move_box.edit
    box.setFocus()
    box.selectAll()
    qtbot.keyClick(box, Qt.Key_Backspace)
    for c in text:
        if c.isascii():
            qtbot.keyClick(box, c)
        else:  # QTest types ASCII only: the key event a keyboard with the letter sends ("é")
            for kind in (QEvent.KeyPress, QEvent.KeyRelease):
                QApplication.sendEvent(box, QKeyEvent(kind, Qt.Key_unknown, Qt.NoModifier, c))
    with qtbot.waitSignal(page.announced, timeout=PATIENCE_MS):  # the move played, or why not: said either way
        qtbot.keyClick(box, Qt.Key_Return)


def wait_for_person(qtbot, page):
    qtbot.waitUntil(lambda: page.match.state.outcome() is not None or not page.match.computer_to_move(), timeout=PATIENCE_MS)


def heard(page):
    said = []
    page.announced.connect(said.append)
    return said


def play_to_the_end_by_typing(qtbot, page, choose):
    """Type the notation of the move ``choose(state)`` picks, each turn of the person, to the end."""
    said = heard(page)
    view = page.game_view
    while page.match.state.outcome() is None:
        wait_for_person(qtbot, page)
        if page.match.state.outcome() is not None:
            break
        made = len(page.match.moves)
        move = choose(page.match.state)
        type_move(qtbot, page, view.notation(move, page.match.observation(None)))
        assert page.match.moves[made] == move, page.notice.text()
        assert page.move_box.edit.text() == ""  # played: the box is empty for the next move
        wait_for_person(qtbot, page)
    return said


@pytest.mark.usefixtures("computer_at_once")  # a game against it; its pause is not looked at
def test_chomp_a_whole_game_typed_against_the_perfect_computer(window, qtbot):
    page = start(window, "chomp", "cycle-6", against_computer())
    said = play_to_the_end_by_typing(qtbot, page, lambda state: state.legal_moves()[-1])
    assert page.match.state.outcome().winners == (1,)  # C6 is lost for the first player
    assert any("removes" in s and ("Your move" in s or "thinking" in s) for s in said)
    assert "The computer wins." in said[-1] and "Game over" in said[-1]


def keys_to(canvas, target):
    """The arrow keys that take the board's keyboard focus to ``target``, found breadth first over the same
    step the keys take (canvas/keyboard.py), so a test presses only keys."""
    scene, start = canvas.drawing_scene, canvas.focus_element
    paths, queue = {start: []}, [start]
    while queue:
        here = queue.pop(0)
        if here == target:
            return paths[here]
        for key in keyboard.DIRECTIONS:
            reached = keyboard.step(scene, here, key)
            if reached is not None and reached not in paths:
                paths[reached] = paths[here] + [key]
                queue.append(reached)
    raise AssertionError(f"{target} cannot be reached by the arrow keys")


def test_hackenbush_a_whole_game_by_arrow_keys_and_enter(window, qtbot):
    page = start(window, "hackenbush", "bamboo", (Seat(), Seat()), {"mode": "green"})
    canvas = page.canvas
    said = heard(page)
    reached = []
    canvas.element_focused.connect(lambda kind, ident: reached.append((kind, ident)))
    canvas.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: canvas.keyboard_active and bool(reached), timeout=PATIENCE_MS)  # on an element, said
    while page.match.state.outcome() is None:
        target = ("edge", page.match.state.legal_moves()[-1].edge)
        for key in keys_to(canvas, target):
            qtbot.keyClick(canvas, key)
        assert canvas.focus_element == target and reached[-1] == target
        made = len(page.match.moves)
        qtbot.keyClick(canvas, Qt.Key_Return)
        assert page.match.moves[made:] == [hb.HackenbushMove(target[1])]
    assert "wins" in said[-1]


def test_every_standing_edge_is_reached_by_the_arrows(window, qtbot):
    """From anywhere, the arrows reach every element: the board has no island the keyboard cannot get to."""
    page = start(window, "hackenbush", "christmas-tree", (Seat(), Seat()), {"mode": "green"})
    canvas = page.canvas
    canvas.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: canvas.keyboard_active, timeout=PATIENCE_MS)
    seen = {canvas.focus_element}
    frontier = [canvas.focus_element]
    while frontier:
        here = frontier.pop()
        for key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down):
            canvas.focus_on(here)
            qtbot.keyClick(canvas, key)
            if canvas.focus_element not in seen:
                seen.add(canvas.focus_element)
                frontier.append(canvas.focus_element)
    scene = canvas.drawing_scene
    shown = {("vertex", v) for v, i in scene.vertex_items.items() if i.isVisible()} | \
        {("edge", e) for e, i in scene.edge_items.items() if i.isVisible()}
    assert seen == shown


@pytest.mark.usefixtures("computer_at_once")  # a game against it; its pause is not looked at
def test_domination_a_whole_game_typed_with_enter_steps_and_passes(window, qtbot):
    page = start(window, "domination", "path-7", against_computer(Level.EASY), marks={"entry_a": (0,), "entry_b": (6,)})

    def choose(state):
        moves = state.legal_moves()
        return next((m for m in moves if isinstance(m, dom.Step)), moves[0])

    said = play_to_the_end_by_typing(qtbot, page, choose)
    assert page.match.state.outcome() is not None
    assert any("brings a token in" in s for s in said) and any("moves" in s and "→" in s for s in said)
    assert "Scores:" in said[-1]


@pytest.mark.usefixtures("computer_at_once")  # a game against it; its pause is not looked at
def test_magic_a_whole_game_typed(window, qtbot):
    page = start(window, "magic", "path-4", against_computer(Level.EASY))
    said = play_to_the_end_by_typing(qtbot, page, lambda state: state.legal_moves()[0])
    assert page.match.state.outcome() is not None
    assert any(" puts " in s for s in said)


def test_magic_by_the_tray_and_the_board(window, qtbot):
    """Tab to the tray, the arrows pick a label, Enter goes to the board, the arrows reach a vertex, Enter puts it."""
    page = start(window, "magic", boards.path(3), (Seat(), Seat()))
    view = page.game_view
    view.tray.setFocus(Qt.TabFocusReason)
    qtbot.keyClick(view.tray, Qt.Key_Right)
    assert view.picked == 1 and "Label 1 is picked" in view.tray.accessibleDescription()
    qtbot.keyClick(view.tray, Qt.Key_Return)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.canvas and page.canvas.keyboard_active, timeout=PATIENCE_MS)
    legal = {m.element for m in page.match.state.legal_moves() if m.label == 1}
    target = next(e for e in legal if isinstance(e, int))
    page.canvas.focus_on(("vertex", target))
    qtbot.keyClick(page.canvas, Qt.Key_Return)
    assert page.match.moves == [magic.MagicMove(target, 1)]


def test_refusals_are_said_and_the_text_stays_to_be_mended(window, qtbot):
    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    said = heard(page)
    type_move(qtbot, page, "9")
    assert page.notice.text() == "There is no vertex 9 on this board." and said[-1] == page.notice.text()
    assert page.move_box.edit.text() == "9" and page.match.moves == []
    type_move(qtbot, page, "1-3")
    assert page.notice.text() == "No edge joins 1 and 3 on this board."
    type_move(qtbot, page, "abc")  # (a first "h" would be the Hint key: see the reveal key's test)
    assert "“abc” is not a move I can read" in page.notice.text() and "“1”" in page.notice.text()
    type_move(qtbot, page, "vertex 2")  # the move list's own words are read too
    assert page.match.moves == [chomp.ChompMove.vertex(1)]
    type_move(qtbot, page, "2")
    assert page.notice.text() == "That vertex is no longer on the board."  # the rules' own refusal


def test_a_label_that_breaks_k_is_refused_with_its_numbers(window, qtbot):
    page = start(window, "magic", boards.path(3), (Seat(), Seat()))
    for text in ("5 on 1", "4 on 1-2", "1 on 3"):  # vertex 1 (a leaf) is complete at 9: k = 9
        type_move(qtbot, page, text)
    assert len(page.match.moves) == 3 and page.match.state.k == 9
    type_move(qtbot, page, "2 on 2-3")  # would complete vertex 3 at 1 + 2
    assert page.notice.text() == "Vertex 3 would sum to 3, 6 less than k = 9." and len(page.match.moves) == 3
    type_move(qtbot, page, "5 on 2")
    assert page.notice.text() == "That label has been used already."


def test_portuguese_moves_are_typed_in_portuguese_and_in_english(window, qtbot):
    window.set_language("pt_BR")
    page = start(window, "domination", "path-7", (Seat(), Seat()), marks={"entry_a": (0,), "entry_b": (6,)})
    type_move(qtbot, page, "entrar")
    type_move(qtbot, page, "enter")
    assert page.match.moves == [dom.Place(), dom.Place()]
    # Any dash or arrow joins the two ends, as the move list writes them.
    observation = page.match.observation(None)
    assert {page.game_view.parse_move(t, observation) for t in ("1-2", "1 → 2", "1 - 2", "1 2")} == {dom.Step(0, 1)}
    type_move(qtbot, page, "1–2")
    assert page.match.moves[-1] == dom.Step(0, 1)
    assert page.move_box.edit.placeholderText().startswith("ex.: ")
    magic_page = start(window, "magic", boards.path(3), (Seat(), Seat()))
    type_move(qtbot, magic_page, "5 em 1")
    type_move(qtbot, magic_page, "4 on 1-2")
    assert magic_page.match.moves == [magic.MagicMove(0, 5), magic.MagicMove(frozenset((0, 1)), 4)]


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("game_id, board, options", [
    ("chomp", "petersen", {}), ("hackenbush", "girl", {"mode": "mixed"}), ("hackenbush", "flower", {"mode": "blue_red"}),
    ("domination", "cube", {}), ("magic", "star-5", {}),
])
def test_every_legal_move_reads_back_from_its_notation(window, language, game_id, board, options):
    """The round trip the move box rests on, along a game: each legal move's notation reads back as that move."""
    window.set_language(language)
    page = start(window, game_id, board, (Seat(), Seat()), options)
    view = page.game_view
    for _ply in range(6):
        observation = page.match.observation(None)
        legal = page.match.state.legal_moves()
        if not legal:
            break
        notations = [view.notation(m, observation) for m in legal]
        assert len(set(notations)) == len(notations)
        for move, typed in zip(legal, notations):
            assert view.parse_move(typed, observation) == move
        play_at_screen(page, legal[len(legal) // 2])


def test_completion_lists_the_legal_moves_with_the_move_lists_words(window, qtbot):
    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    box = page.move_box
    rows = [box.model.item(i).text() for i in range(box.model.rowCount())]
    assert "1-2  ·  removes edge 1–2" in rows and len(rows) == 7
    box.edit.setFocus()
    qtbot.keyClick(box.edit, Qt.Key_Down)  # Down lists them all
    popup = box.completer.popup()
    assert popup.isVisible() and box.completer.completionCount() == 7
    for _ in range(3):  # Down through the list: the box shows the move reached
        qtbot.keyClick(popup, Qt.Key_Down)
    assert box.edit.text() == "3"
    with qtbot.waitSignal(page.announced, timeout=PATIENCE_MS):
        qtbot.keyClick(popup, Qt.Key_Return)  # Enter plays the move picked in the list
    assert page.match.moves == [chomp.ChompMove.vertex(2)] and box.edit.text() == "" and not popup.isVisible()
    assert box.model.rowCount() == 4  # vertices 1, 2 and 4 and the edge 1-2 are left



def test_no_completions_while_the_computer_moves_or_in_replay(window, qtbot):
    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    play_at_screen(page, chomp.ChompMove.vertex(0))
    page.go_to_ply(0)
    assert page.move_box.model.rowCount() == 0
    type_move(qtbot, page, "2")
    assert "replaying" in page.notice.text()


def test_the_board_in_words(window, qtbot):
    page = start(window, "domination", "path-4", (Seat(), Seat()), marks={"entry_a": (0,), "entry_b": (3,)})
    type_move(qtbot, page, "enter")
    page.move_box.edit.setFocus()
    qtbot.keyClick(page.move_box.edit, Qt.Key_B, Qt.ControlModifier)
    dialog = page.findChild(BoardDescription)
    assert dialog is not None and dialog.isVisible()
    text = dialog.text.toPlainText()
    for part in ("Graph Domination", "Red (Player B) to move.", "Blue's entry: vertex 1 (a token stands on it).",
                 "Blue's tokens: 1", "Empty vertices beside tokens: 2 (blue 1, red 0).", "Edges: 1–2, 2–3, 3–4.",
                 "Blue (Player A): tokens 1 × 3"):
        assert part in text, part
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.text, timeout=PATIENCE_MS)
    qtbot.keyClick(dialog.text, Qt.Key_Escape)
    assert not dialog.isVisible()


@pytest.mark.parametrize("game_id, board, options, words", [
    ("chomp", "path-4", {}, ["4 vertices left: 1, 2, 3, 4.", "3 edges left: 1–2, 2–3, 3–4."]),
    ("hackenbush", "bamboo", {"mode": "green"}, ["On the ground: vertices", "Green edges ("]),
    ("magic", boards.path(3), {}, ["k is not set yet", "Vertex 1, no label, sum 0, open 2", "Edge 1–2, no label"]),
])
def test_each_game_describes_its_board(window, game_id, board, options, words):
    page = start(window, game_id, board, (Seat(), Seat()), options)
    lines = page.game_view.describe_board(page.match.observation(None))
    text = "\n".join(lines)
    for part in words:
        assert part in text, (part, text)


def test_elements_reached_by_the_keyboard_are_said(window, qtbot):
    page = start(window, "hackenbush", "flower", (Seat(), Seat()), {"mode": "blue_red"})
    view = page.game_view
    scene = page.canvas.drawing_scene
    blue = next(e for e in scene.edge_items if page.match.state.board.color(e) == "blue")
    assert view.element_text("edge", blue).endswith("blue: Blue cuts it")
    ground = next(iter(page.match.state.board.ground))
    assert view.element_text("vertex", ground).endswith("on the ground")
    dom_page = start(window, "domination", "path-4", (Seat(), Seat()), marks={"entry_a": (0,), "entry_b": (3,)})
    dom_page.play(dom.Place())
    assert dom_page.game_view.element_text("vertex", 0) == "Vertex 1, Blue's token, Blue's entry"
    assert dom_page.game_view.element_text("vertex", 1) == "Vertex 2, beside 1 blue and 0 red tokens, closed to Red"


def test_the_focus_ring_shows_only_for_the_keyboard_and_never_in_an_export(window, qtbot):
    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    canvas = page.canvas
    before = canvas.viewport().grab().toImage()
    canvas.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: canvas.viewport().grab().toImage() != before, timeout=PATIENCE_MS)
    assert canvas.focus_element == ("vertex", 0)
    assert not any(type(i).__name__ == "FocusRing" for i in canvas.drawing_scene.items())  # painted over, not in, the scene


def test_the_editor_draws_by_keyboard(window, qtbot):
    window.show_editor()
    editor = window.editor
    view = editor.view
    view.setFocus(Qt.TabFocusReason)
    qtbot.keyClick(view, Qt.Key_Right)  # the first key shows the keyboard's point and moves nothing
    assert view.keyboard_active and view.focus_point == view.mapToScene(view.viewport().rect().center())
    qtbot.keyClick(view, Qt.Key_Return)  # a vertex; the point steps aside, for the next beside it
    qtbot.keyClick(view, Qt.Key_Return)
    qtbot.keyClick(view, Qt.Key_Down, Qt.ControlModifier)
    qtbot.keyClick(view, Qt.Key_Return)
    assert len(editor.drawing.vertices) == 3
    for _ in range(2):  # back onto the vertex just placed: refused, nothing added
        qtbot.keyClick(view, Qt.Key_Left)
    qtbot.keyClick(view, Qt.Key_Return)
    assert len(editor.drawing.vertices) == 3 and "too close" in window.statusBar().currentMessage()
    editor.join_box.setFocus()
    assert view.show_names
    qtbot.keyClicks(editor.join_box, "1-2, 2-3, 3-1")
    qtbot.keyClick(editor.join_box, Qt.Key_Return)
    assert len(editor.drawing.edges) == 3 and editor.join_box.text() == ""
    qtbot.keyClicks(editor.join_box, "1-2, 9-1")
    qtbot.keyClick(editor.join_box, Qt.Key_Return)
    assert len(editor.drawing.edges) == 3 and "already joined" in window.statusBar().currentMessage()
    assert editor.join_box.text() == "1-2, 9-1"  # what was not drawn stays, to be mended
    editor.join_box.setText("9-1")
    qtbot.keyClick(editor.join_box, Qt.Key_Return)
    assert window.statusBar().currentMessage() == "“9-1” names no two vertices of the drawing."
    editor.undo_stack.undo()
    assert len(editor.drawing.edges) == 2  # each edge is one step of undo


def test_domination_tokens_and_counts_have_a_second_cue_in_the_classroom_look(window):
    from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsTextItem

    page = start(window, "domination", "path-4", (Seat(), Seat()), marks={"entry_a": (0,), "entry_b": (3,)})
    play_at_screen(page, dom.Place())
    play_at_screen(page, dom.Place())
    scene = page.canvas.drawing_scene

    def inner_rings():
        return [i for i in scene.items() if isinstance(i, QGraphicsEllipseItem) and i.zValue() > 2]

    def counts():
        return sorted(i.toPlainText().strip() for i in scene.items() if isinstance(i, QGraphicsTextItem))

    assert not inner_rings() and counts() == ["1", "1"]
    window.set_classroom(True)
    (ring,) = inner_rings()  # Red's token, ringed inside; Blue's plain
    assert ring.rect().center() == QPointF(*scene.drawing.vertices[3].pos)
    assert counts() == ["0/1", "1/0"]  # both counts, Blue's first
    window.set_classroom(False)


def test_the_hackenbush_colours_have_a_second_cue_in_the_classroom_look(window):
    from graphgames_desktop.ui.canvas.items import edge_pens
    from graphgames_desktop.ui.theme import theme

    window.set_classroom(True)
    look = theme().look
    pens = {c: edge_pens(look, c, False, 1.0)[-1] for c in ("blue", "red", "green")}
    assert pens["blue"].style() == Qt.SolidLine
    assert len({tuple(p.dashPattern()) for p in pens.values()}) == 3
    window.set_classroom(False)
    assert all(edge_pens(theme().look, c, False, 1.0)[-1].style() == Qt.SolidLine for c in pens)


def test_the_classroom_look_frames_the_focused_control_thickly(window, qtbot):
    from graphgames_desktop.ui.focus_frame import FocusFrame

    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    page.hint_button.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.hint_button, timeout=PATIENCE_MS)
    assert not any(f.isVisible() for f in window.findChildren(FocusFrame))  # the style's own mark in the normal look
    window.set_classroom(True)
    frames = [f for f in window.findChildren(FocusFrame) if f.isVisible()]
    assert len(frames) == 1
    button = page.hint_button.geometry().translated(page.hint_button.parentWidget().mapTo(window, page.hint_button.pos())
                                                     - page.hint_button.pos())
    assert frames[0].geometry().contains(button)
    page.move_box.edit.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: frames[0].geometry().contains(
        page.move_box.edit.rect().translated(page.move_box.edit.mapTo(window, page.move_box.edit.rect().topLeft()))),
        timeout=PATIENCE_MS)
    page.canvas.setFocus(Qt.TabFocusReason)  # the board draws its own ring round the element reached
    qtbot.waitUntil(lambda: not frames[0].isVisible(), timeout=PATIENCE_MS)
    window.set_classroom(False)


def test_the_classroom_focus_frame_rings_only_what_shows_of_a_scrolled_text(window, qtbot):
    """Seen in a real window: the teaching text, focused and scrolled in the drawer, had its ring
    drawn up over the menu bar, round the part scrolled out of sight."""
    from graphgames_desktop.ui.focus_frame import FocusFrame, frame_width

    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    window.set_classroom(True)
    page.actions.drawer.setChecked(True)
    page.drawer.show_face(moves=False)  # the teaching layer is off: the classroom drawer opened on the moves
    text, scroll = page.teaching_text, page.drawer.texts_scroll
    text.setText("".join(f"<p>{i}: a long explanation, line after line.</p>" for i in range(60)))
    text.toggle()  # "More": every paragraph
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0, timeout=PATIENCE_MS)
    text.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is text, timeout=PATIENCE_MS)
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum() // 2)
    viewport = scroll.viewport()
    margin = round(frame_width() * 2.5) + 1
    seen = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size()).adjusted(-margin, -margin, margin, margin)
    frames = [f for f in window.findChildren(FocusFrame) if f.isVisible()]
    assert len(frames) == 1
    qtbot.waitUntil(lambda: seen.contains(frames[0].geometry()), timeout=PATIENCE_MS)
    window.set_classroom(False)


def test_back_on_the_board_the_keyboard_is_on_a_piece_still_there(window, qtbot):
    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    canvas = page.canvas
    canvas.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: canvas.focus_element == ("vertex", 0), timeout=PATIENCE_MS)
    qtbot.keyClick(canvas, Qt.Key_Return)  # vertex 1 removed, with its edge
    qtbot.waitUntil(lambda: not canvas.drawing_scene.vertex_items[0].isVisible(), timeout=PATIENCE_MS)
    page.move_box.edit.setFocus(Qt.TabFocusReason)
    canvas.setFocus(Qt.BacktabFocusReason)
    qtbot.waitUntil(lambda: canvas.focus_element != ("vertex", 0), timeout=PATIENCE_MS)
    assert canvas.focus_element == ("vertex", 1)  # the nearest piece left


def test_a_move_typed_on_the_computers_turn_is_refused_before_it_is_read(window, qtbot):
    window.start_game(GameSetup("chomp", "path-4", 1, against_computer(), 1))  # the computer starts
    page = window.game_page
    assert page.match.computer_to_move()
    type_move(qtbot, page, "pass")
    assert page.notice.text() == "Wait: it is the computer's turn." and page.match.moves == []


def test_tab_in_the_setup_dialog_stops_only_on_its_controls(window, qtbot):
    """The dialog's scroll area (there for small screens) is no stop of its own: opened, the focus is
    on a control, and Tab round the dialog never rings the whole form (seen in a real window)."""
    from PySide6.QtWidgets import QScrollArea

    from graphgames_desktop.ui.setup_dialog import GameSetupDialog

    dialog = GameSetupDialog("chomp", None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None)
    stops = [dialog.focusWidget()]
    for _ in range(12):
        dialog.focusNextChild()
        stops.append(dialog.focusWidget())
    assert not [w for w in stops if isinstance(w, QScrollArea)], [type(w).__name__ for w in stops]


def test_the_reveal_key_the_hint_names_works_from_the_move_box_and_everywhere(window, qtbot):
    """Seen in a real window: after a move typed in the move box, "press R to reveal them" typed an "r"
    into the box (the focus stays there). A letter no move could go on with is the page's shortcut there
    too when typed first; a letter a move's name begins with, or within a word, is typed."""
    window.set_language("pt_BR")
    window.set_classroom(True)
    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    page.teaching.setChecked(True)
    qtbot.waitUntil(lambda: page.teaching_frame().study is not None, timeout=PATIENCE_MS)
    type_move(qtbot, page, "1")
    qtbot.waitUntil(lambda: getattr(page.teaching_frame().study, "path", None) == tuple(page.match.moves),
                    timeout=PATIENCE_MS)
    box = page.move_box.edit
    assert box.hasFocus() and box.text() == "" and page.hidden()
    assert "R" in page.teaching_text.text()  # "Judgements are hidden: press R to reveal them."
    qtbot.keyClick(box, Qt.Key_R)
    assert not page.hidden() and box.text() == ""  # revealed; no "r" typed
    qtbot.keyClick(box, Qt.Key_R)
    assert page.hidden()
    box.setText("x")  # within a word, every letter is typed
    box.end(False)
    qtbot.keyClick(box, Qt.Key_R)
    assert page.hidden() and box.text() == "xr"
    box.selectAll()  # as after a refused move: the whole text selected, R replaces it, so R reveals
    qtbot.keyClick(box, Qt.Key_R)
    assert not page.hidden() and box.text() == "xr"
    box.clear()
    page.move_box.set_moves([("r", "")])  # as on a board with a vertex labelled "r": the letter names a move
    qtbot.keyClick(box, Qt.Key_R)
    assert box.text() == "r" and not page.hidden()
    box.clear()
    for widget in (page.moves, page.game_view.widget()):  # and wherever else the focus is
        widget.setFocus()
        before = page.hidden()
        qtbot.keyClick(widget, Qt.Key_R)
        assert page.hidden() != before, widget.objectName()


@pytest.mark.parametrize("game_id, board", [("hackenbush", "house"), ("chomp", "house")])
def test_the_move_list_names_an_edge_as_it_is_typed(window, game_id, board):
    """Seen in a real window: a typed "5-6" was listed as "(6–5)". The move list names every edge as the
    move box reads it, the smaller end first."""
    page = start(window, game_id, board, (Seat(), Seat()))
    view, observation = page.game_view, page.match.observation(None)
    for move in page.match.state.legal_moves():
        typed = view.notation(move, observation)
        if "-" in typed:
            assert typed.split(" #")[0].replace("-", "–") in view.describe(move, observation), typed


def test_ctrl_z_in_the_empty_move_box_takes_the_move_back_and_in_typed_text_undoes_the_typing(window, qtbot):
    """Seen in a real window: the focus stays in the move box after a move, and Ctrl+Z there undid the box's
    own (emptied) text, never the move. With nothing typed, Ctrl+Z and Ctrl+Shift+Z are the game's."""
    page = start(window, "chomp", "path-4", (Seat(), Seat()))
    type_move(qtbot, page, "1")
    box = page.move_box.edit
    assert box.hasFocus() and box.text() == "" and len(page.match.moves) == 1
    qtbot.keyClick(box, Qt.Key_Z, Qt.ControlModifier)
    assert page.match.moves == [] and box.text() == ""
    qtbot.keyClick(box, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert len(page.match.moves) == 1
    qtbot.keyClicks(box, "2")
    qtbot.keyClick(box, Qt.Key_Z, Qt.ControlModifier)  # typed text: the text's own undo
    assert box.text() == "" and len(page.match.moves) == 1
