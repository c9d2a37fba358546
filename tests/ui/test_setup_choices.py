"""Choices a player makes before a game: every suitable board, the ground, the options a board suits, who plays."""

from PySide6.QtCore import Qt

from graphgames_desktop.games.base import Level
from graphgames_desktop.games.match import Seat
from graphgames_desktop.graph import boards
from graphgames_desktop.ui.setup_dialog import GameSetup, GameSetupDialog
from tests.ui.mouse import click
from tests.ui.patience import PATIENCE_MS
from tests.ui.seats import computer_answers, play_at_screen


def choose(dialog, board_id):
    dialog.board.setCurrentIndex(dialog.board.findData(board_id))


def test_every_board_that_suits_the_game_is_offered_grouped_with_a_picture(window):
    dialog = GameSetupDialog("chomp", None, window)
    offered = [dialog.board.itemData(i) for i in range(dialog.board.count()) if dialog.board.itemData(i)]
    simple = [b for b, info in boards.BOARDS.items() if info.category != "hackenbush"]
    assert sorted(offered) == sorted(simple) and {"heawood", "grotzsch", "hajos", "complete-6"} <= set(offered)
    headers = [i for i in range(dialog.board.count()) if dialog.board.itemData(i) is None]
    assert len(headers) == 3 and not any(dialog.board.model().item(i).isEnabled() for i in headers)
    assert all(not dialog.board.itemIcon(i).isNull() for i in range(dialog.board.count()) if i not in headers)
    hackenbush = GameSetupDialog("hackenbush", None, window)
    assert sum(1 for i in range(hackenbush.board.count()) if hackenbush.board.itemData(i)) == len(boards.BOARDS)


def test_a_coloured_picture_is_played_blue_red_and_the_seats_are_named_by_colour(window):
    dialog = GameSetupDialog("hackenbush", None, window)
    choose(dialog, "petersen")
    assert dialog.options()["mode"] == "green"
    choose(dialog, "house")
    assert dialog.options()["mode"] == "mixed"
    choose(dialog, "hb-tree")
    assert dialog.options()["mode"] == "blue_red"
    dialog.mode.setCurrentIndex(dialog.mode.findData("computer"))
    assert [dialog.first.itemText(i) for i in range(2)] == ["You (Blue)", "The computer (Red)"]


def test_rules_the_person_chose_stay_when_a_board_is_picked_and_the_picture_shows_their_colours(window, qtbot):
    """Issue 44: picking a board set Rules back to Mixed without a word, and the picture kept its green
    edges under Blue-Red, where the game shares them out between Blue and Red."""
    from graphgames_desktop.games import hackenbush as hb
    from graphgames_desktop.games.spec import Setup

    dialog = GameSetupDialog("hackenbush", None, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    choose(dialog, "house")
    rules = dialog.game_mode
    assert rules.currentData() == "mixed"
    rules.setFocus()
    qtbot.keyClick(rules, Qt.Key_Up)  # Blue-Red, as a person chooses it
    assert rules.currentData() == "blue_red"

    def shown_colours():
        return {eid: item.color_name for eid, item in dialog.preview.drawing_scene.edge_items.items()}

    for board in ("girl", "house"):  # both have green edges
        choose(dialog, board)
        assert dialog.options()["mode"] == "blue_red"
        played = hb.new_state(Setup(2, boards.board(board), {"mode": "blue_red"})).board
        assert shown_colours() == {eid: played.color(eid) for eid in dialog.preview.drawing.edges}
        assert set(shown_colours().values()) == {"blue", "red"}
    rules.setCurrentIndex(rules.findData("green"))
    assert set(shown_colours().values()) == {"green"}
    dialog.close()


def test_the_ground_is_chosen_by_clicking_vertices_and_the_game_stands_on_it(window, qtbot):
    dialog = GameSetupDialog("hackenbush", None, window)
    choose(dialog, "petersen")
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.preview.fit()
    d = dialog.preview.drawing
    lowest = set(dialog.marks["ground"])
    assert lowest == {v.id for v in d.vertices.values() if v.y == max(u.y for u in d.vertices.values())}
    top = min(d.vertices.values(), key=lambda v: v.y)
    click(dialog.preview, top.x, top.y)
    for vid in list(lowest):
        v = d.vertices[vid]
        click(dialog.preview, v.x, v.y)
    assert dialog.marks["ground"] == {top.id}
    setup = dialog.setup()
    dialog.close()
    window.start_game(setup)
    page = window.game_page
    assert page.match.state.board.ground == frozenset({top.id})
    assert page.canvas.drawing_scene.ground_y == top.y


def test_the_ground_line_is_drawn_where_the_game_roots_the_picture(window):
    window.start_game(GameSetup("hackenbush", "petersen", 1, (Seat(), Seat()), 0, {"mode": "green"}))
    page = window.game_page
    scene, ground = page.canvas.drawing_scene, page.match.state.board.ground
    ys = {page.canvas.drawing.vertices[v].y for v in ground}
    assert ys == {scene.ground_y} and scene.ground_y == max(v.y for v in page.canvas.drawing.vertices.values())


def test_the_page_says_who_plays_and_plays_the_same_game_again(window, qtbot, monkeypatch):
    window.start_game(GameSetup("chomp", "path-4", 1, (Seat(), Seat.computer(Level.STRONG)), 0, perfect=True))
    page = window.game_page
    assert page.seats_label.text() == "Player A: you · Computer (Player B): Strong (perfect)"
    play_at_screen(page, page.match.state.legal_moves()[0])
    qtbot.waitUntil(lambda: not page.match.computer_to_move() and not page.thinking, timeout=PATIENCE_MS)
    old = page.match
    from PySide6.QtWidgets import QMessageBox
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Discard)
    qtbot.mouseClick(page.again_button, Qt.LeftButton)
    assert page.match is not old and page.match.moves == [] and page.match.seats == old.seats
    assert page.match.setup == old.setup
    assert page.seats_label.text().endswith("Strong (perfect)")  # the same start: the same proof


def test_the_dialog_warns_when_the_strong_computer_may_have_to_guess(window, qtbot):
    from graphgames_desktop.ui import setup_dialog
    dialog = GameSetupDialog("chomp", None, window)
    dialog.mode.setCurrentIndex(dialog.mode.findData("computer"))
    choose(dialog, "petersen")
    key = dialog._check_key(dialog.board_drawing())  # this dialog's (another test may have checked Petersen with other choices)
    qtbot.waitUntil(lambda: key in setup_dialog.EXACT_CHECKS, timeout=PATIENCE_MS)
    assert not dialog.exact_warning.isVisible()
    setup_dialog.EXACT_CHECKS[("chomp", "dodecahedron", *key[2:])] = False  # as the check finds on a board too big to solve
    dialog.show()
    choose(dialog, "dodecahedron")
    assert dialog.exact_warning.isVisible() and "cannot always solve" in dialog.exact_warning.text()
    dialog.mode.setCurrentIndex(dialog.mode.findData("humans"))
    assert not dialog.exact_warning.isVisible()


def test_strong_is_called_perfect_only_where_the_check_proved_it(window, qtbot):
    """"Strong (perfect)" was offered on boards where the strong player's moves are "not proved": the
    name says perfect only once the check proved the board solvable in time, here and on the page."""
    from graphgames_desktop.games.base import Choice
    from graphgames_desktop.games.chomp import ChompMove
    from graphgames_desktop.ui import setup_dialog

    def strong_name():
        return dialog.level.itemText(dialog.level.findData(Level.STRONG))

    dialog = GameSetupDialog("chomp", None, window)
    dialog.show()
    dialog.mode.setCurrentIndex(dialog.mode.findData("computer"))
    choose(dialog, "petersen")
    qtbot.waitUntil(lambda: strong_name() == "Strong (perfect)", timeout=PATIENCE_MS)  # the check proved it
    for key in [k for k in setup_dialog.EXACT_CHECKS if k[:2] == ("chomp", "petersen")]:
        setup_dialog.EXACT_CHECKS[("chomp", "dodecahedron", *key[2:])] = False  # as the check finds on a board too big to solve
    choose(dialog, "dodecahedron")
    assert strong_name() == "Strong" and dialog.exact_warning.isVisible()
    dialog.level.setCurrentIndex(dialog.level.findData(Level.MEDIUM))
    choose(dialog, "petersen")  # not checked while the strong player is not chosen: nothing claimed
    assert strong_name() == "Strong"
    choose(dialog, "dodecahedron")
    dialog.level.setCurrentIndex(dialog.level.findData(Level.STRONG))
    assert dialog.setup().perfect is False  # the check's answer goes with the setup to the page
    window.start_game(dialog.setup())
    page = window.game_page
    assert page.seats_label.text().endswith(": Strong"), page.seats_label.text()  # before any move: not proved
    dialog.close()
    window.start_game(GameSetup("chomp", "path-7", 1, (Seat(), Seat.computer(Level.STRONG)), 0))  # not checked
    page = window.game_page
    assert page.seats_label.text().endswith(": Strong"), page.seats_label.text()  # nothing claimed yet
    play_at_screen(page, ChompMove.vertex(0))
    computer_answers(page, Choice(ChompMove.vertex(1), solved=True))  # its first move, proved
    assert page.seats_label.text().endswith("Strong (perfect)")
    play_at_screen(page, ChompMove.vertex(3))
    computer_answers(page, Choice(ChompMove.vertex(6), solved=False))  # a move it could not prove
    assert page.seats_label.text().endswith(": Strong"), page.seats_label.text()
    window.start_game(GameSetup("chomp", "path-7", 1, (Seat(), Seat.computer(Level.STRONG)), 0, perfect=True))
    assert page.seats_label.text().endswith("Strong (perfect)")  # proved by the setup's check
    qtbot.waitUntil(lambda: not page.thinking, timeout=PATIENCE_MS)


#: A 22-vertex, 26-edge board like a hand-drawn one (points joined by short edges, thinned): the
#: compiled kernel settles every move of its start in a few thousand positions; the Python search
#: alone does not in the strong player's time.
DRAWN_22 = [(0, 4), (0, 17), (0, 19), (1, 2), (2, 15), (3, 8), (4, 5), (4, 15), (5, 10), (5, 11), (5, 20), (6, 20),
            (7, 14), (8, 12), (8, 13), (8, 14), (8, 21), (9, 13), (10, 11), (10, 20), (11, 12), (13, 18), (14, 21),
            (16, 17), (16, 18), (16, 19)]


def test_the_warning_appears_only_on_a_drawn_board_the_kernel_cannot_finish(window, qtbot):
    """Two graphs on the drawing page, one after the other: the 22-vertex one is settled (no
    warning); a 40-vertex, 100-edge one is beyond the kernel (63 edges) and the plain search."""
    import networkx as nx

    from graphgames_desktop.graph.drawing import drawing_from_graph
    from graphgames_desktop.ui import setup_dialog
    for graph, warned in ((nx.Graph(DRAWN_22), False), (nx.gnm_random_graph(40, 100, seed=1), True)):
        drawing = drawing_from_graph(graph, nx.circular_layout(graph, scale=300))
        dialog = GameSetupDialog("chomp", drawing, window)
        dialog.show()
        dialog.seed.setValue(7)  # the same for both: the drawing itself tells the two checks apart
        checked = len(setup_dialog.EXACT_CHECKS)
        dialog.mode.setCurrentIndex(dialog.mode.findData("computer"))
        qtbot.waitUntil(lambda before=checked: len(setup_dialog.EXACT_CHECKS) > before, timeout=60000)
        assert dialog.exact_warning.isVisible() == warned, graph
        dialog.close()


def test_the_players_level_and_first_player_show_their_whole_words(window, qtbot):
    """Seen in a real window in English: "Two players at this screen" ran under its box's arrow, the
    form's half of the dialog being narrower than its words. Each of these boxes gets its whole words'
    width (the board's picture beside them gives way)."""
    from graphgames_desktop.graph.drawing import Drawing
    from graphgames_desktop.ui.theme import theme

    drawing = Drawing()
    drawing.add_vertex(0.0, 0.0)
    for lang in ("en", "pt_BR"):
        window.set_language(lang)
        for classroom in (False, True):
            theme().set_classroom(classroom)
            for canvas in (None, drawing):
                dialog = GameSetupDialog("chomp", canvas, window)
                qtbot.addWidget(dialog)
                dialog.mode.setCurrentIndex(1)  # against the computer: the level and who starts show
                dialog.show()
                qtbot.waitExposed(dialog)
                for box in (dialog.mode, dialog.level, dialog.first):  # its size hint: its longest words and arrow
                    qtbot.waitUntil(lambda box=box: box.width() >= box.sizeHint().width(), timeout=PATIENCE_MS)
                dialog.close()
    theme().set_classroom(False)


def test_new_game_offers_the_board_being_played(window, qtbot, monkeypatch):
    """Seen in a real window: "New game" during a game on the dodecahedron offered the Petersen graph
    (the board last chosen in a setup dialog); it offers the board being played, also after Play again."""
    from graphgames_desktop.ui import main_window as main_window_module

    remembered_dialog = main_window_module.GameSetupDialog("domination", None, window)
    remembered_dialog.board.setCurrentIndex(remembered_dialog.board.findData("petersen"))
    remembered_dialog.remember()
    offered = []

    def shown(dialog):
        offered.append(dialog.board.currentData())
        return main_window_module.GameSetupDialog.Rejected

    monkeypatch.setattr(main_window_module.GameSetupDialog, "exec", shown)
    window.start_default_game("domination", "dodecahedron")
    page = window.game_page
    qtbot.mouseClick(page.new_button, Qt.LeftButton)
    page.again_button.click()
    qtbot.mouseClick(page.new_button, Qt.LeftButton)
    window.new_game("chomp")  # another game: its own remembered or default board
    assert offered[:2] == ["dodecahedron", "dodecahedron"] and offered[2] != "dodecahedron"


def test_the_colour_a_person_played_is_offered_again(window, qtbot):
    """Seen in a real window: "You play:" went back to Blue in each New game after a game played as Red."""
    dialog = GameSetupDialog("domination", None, window)
    dialog.mode.setCurrentIndex(dialog.mode.findData("computer"))
    dialog.first.setCurrentIndex(dialog.first.findData(1))  # Red: the computer moves first
    dialog.accept()
    again = GameSetupDialog("domination", None, window)
    assert again.mode.currentData() == "computer" and again.first.currentData() == 1
    assert again.setup().first == 1


def test_the_exact_check_proves_with_room_to_spare_in_every_games_strong_time():
    """A board the check proved only near the strong player's limit was called perfect, and the computer's
    first move there was not proved (Domination on the Petersen graph, in a real window)."""
    from graphgames_desktop.games import players
    from graphgames_desktop.games.solve import magic as magic_solver
    from graphgames_desktop.ui import setup_dialog

    for budget in (players.BUDGET[Level.STRONG], magic_solver.BUDGET[Level.STRONG]):
        assert setup_dialog.CHECK_SECONDS <= budget / 1.5
