"""What a screen reader is told, read through Qt's own accessibility interfaces (what the platform bridge
passes on): every control on every page has a name, in the language shown; the five Play buttons say
which game; the board is named and says how it is played; Tab goes from the board to the move box and on.
(The same tree, read over AT-SPI from a running program, is tested in test_screen_reader.py.)"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QWidget

from graphgames_desktop.ui.views import playable
from tests.ui.catalogue import english_only
from tests.ui.patience import PATIENCE_MS


def accessible_name(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Name)


def controls(root: QWidget) -> list[QWidget]:
    """What a person reaches with Tab or presses: focusable or button widgets that show."""
    return [w for w in root.findChildren(QWidget) if w.isVisible() and not isinstance(w, QMenu)
            and (bool(w.focusPolicy() & Qt.TabFocus) or isinstance(w, QAbstractButton))]


def unnamed(root: QWidget, english: set[str]) -> list[str]:
    problems = []
    for w in controls(root):
        name = accessible_name(w).strip()
        if not name:
            problems.append(f"{type(w).__name__} {w.objectName()!r}: no name")
        elif name in english:
            problems.append(f"{type(w).__name__} {w.objectName()!r}: {name!r} left in English")
    return problems


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_every_control_and_menu_item_has_a_name_in_the_language_shown(window, qtbot, language):
    window.set_language(language)
    QApplication.processEvents()  # the change of language reaches every widget
    english = english_only() if language == "pt_BR" else set()
    problems = []
    window.show_home()
    problems += unnamed(window, english)
    names = {accessible_name(card.button) for card in window.home.cards.values()}
    assert len(names) == len(window.home.cards)  # each Play button names its game
    window.show_editor()
    problems += unnamed(window, english)
    for game_id in playable():
        if game_id == "cards":
            continue  # the card table is named in test_card_table_keyboard.py
        window.start_default_game(game_id)
        QApplication.processEvents()
        problems += unnamed(window, english)
    assert not problems, "\n".join(sorted(set(problems)))
    menu_items = menu_texts(window)
    assert all(menu_items) and not [t for t in menu_items if t in english]


def menu_texts(window) -> list[str]:
    """The text of every item of the window's menus, submenus included."""
    items = []

    def walk(menu: QMenu):
        for action in menu.actions():
            if action.isSeparator():
                continue
            items.append(action.text().replace("&", ""))
            if action.menu() is not None:
                walk(action.menu())

    for action in window.menuBar().actions():
        items.append(action.text().replace("&", ""))
        walk(action.menu())
    return items


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_no_menu_item_is_blank_before_any_game_was_played(window, language):
    """The classroom's Reveal item is in the Game menu from the start, not only once a game began."""
    window.set_language(language)
    window.show_editor()
    QApplication.processEvents()
    assert all(menu_texts(window))


def test_the_board_is_named_and_says_how_it_is_played(window):
    window.set_language("pt_BR")
    window.start_default_game("chomp")
    board = window.game_page.canvas
    assert accessible_name(board).startswith("Tabuleiro: ") and accessible_name(board) != "Tabuleiro: Chomp the Graph"
    assert "setas" in QAccessible.queryAccessibleInterface(board).text(QAccessible.Description)


def test_tab_goes_from_the_board_to_the_move_box_and_on_to_the_actions(window, qtbot):
    window.start_default_game("magic")
    page = window.game_page
    page.canvas.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.canvas)
    order = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order[0] is page.move_box.edit and order[1] is page.game_view.tray
    assert isinstance(order[2], QAbstractButton) and order[2].isVisible()
    page.move_box.edit.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.move_box.edit)
    qtbot.keyClick(page.move_box.edit, Qt.Key_Backtab)
    assert QApplication.focusWidget() is page.canvas


def test_every_choice_of_a_new_game_is_labelled_and_the_board_picture_takes_no_nameless_tab_stop(window, qtbot):
    """A box's label is what a screen reader says with it (Orca read only "Forte (perfeito) combo box")."""
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

    from graphgames_desktop.ui.setup_dialog import GameSetupDialog

    problems = []
    for game_id in playable():
        dialog = GameSetupDialog(game_id, None, window)
        if dialog.two_seats:  # the computer's level shows
            dialog.mode.setCurrentIndex(dialog.mode.findData("computer"))
        dialog.show()
        qtbot.waitExposed(dialog)
        if not dialog.two_seats:  # the card game: its seats' rows
            dialog.count.setValue(3)
        for i, (name, kind) in enumerate(dialog.seat_rows):  # no label stands beside a seat's row: its boxes say the seat
            for box, said in ((name, accessible_name(name)), (kind, kind.accessibleDescription())):
                if f"Player {'ABC'[i]}" not in said:
                    problems.append(f"{game_id}: {box.objectName()} does not name its seat")
        seats = {w for row in dialog.seat_rows for w in row}
        for box in controls(dialog):
            if isinstance(box, (QComboBox, QAbstractSpinBox)) and box not in seats:
                labels = QAccessible.queryAccessibleInterface(box).relations(QAccessible.RelationFlag.Label)
                if not labels:
                    problems.append(f"{game_id}: {box.objectName() or type(box).__name__} has no label")
        if dialog.preview.focusPolicy() & Qt.TabFocus and not accessible_name(dialog.preview).strip():
            problems.append(f"{game_id}: the board's picture is a Tab stop without a name")
        dialog.close()
    assert not problems, "\n".join(problems)


def test_an_announcement_is_a_notification_that_shows_anew_for_each_sentence(window, qtbot):
    """What Orca 43 speaks (it ignores Qt's announcement events): a notification that shows; the same
    refusal twice shows twice, so is said twice. Each sentence keeps a note of its own: Orca on a busy
    machine read the move's note after the computer's reply had taken it, and the move went unsaid.
    benchmarks/orca_speech.py hears it from Orca itself."""
    from graphgames_desktop.ui.announce import KEPT_NOTES, said_notes

    def notes():
        return said_notes(window)

    window.start_default_game("chomp")
    note = notes()[-1]  # the game's name and whose turn were said
    assert accessible_name(note) == "Chomp the Graph. Player A to move."
    assert QAccessible.queryAccessibleInterface(note).role() == QAccessible.Role.Notification
    box = window.game_page.move_box.edit
    for count in (2, 3):
        box.setText("9-9")
        qtbot.keyClick(box, Qt.Key_Return)
        qtbot.waitUntil(lambda n=count: len(notes()) == n and notes()[-1].isVisible(), timeout=PATIENCE_MS)
        assert accessible_name(notes()[-1]) == "No edge joins 9 and 9 on this board."
    assert accessible_name(notes()[-3]) == "Chomp the Graph. Player A to move."  # kept its own words
    for _ in range(KEPT_NOTES):
        last = notes()[-1].serial
        box.setText("9-9")
        qtbot.keyClick(box, Qt.Key_Return)
        qtbot.waitUntil(lambda last=last: notes()[-1].serial > last, timeout=PATIENCE_MS)
    assert len(notes()) == KEPT_NOTES
    assert accessible_name(notes()[0]) == "No edge joins 9 and 9 on this board."  # the oldest went


def test_the_keyboard_on_the_new_game_board_says_each_vertex_and_its_marks(window, qtbot):
    """Where the ground is chosen on the picture, a screen reader hears the vertex reached and, after
    Enter, that it is ground now."""
    from graphgames_desktop.ui.announce import SpokenNote
    from graphgames_desktop.ui.setup_dialog import GameSetupDialog

    dialog = GameSetupDialog("hackenbush", None, window)
    dialog.board.setCurrentIndex(dialog.board.findData("petersen"))
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.preview, Qt.Key_Right)  # the first key shows where the keyboard is
    reached = accessible_name(dialog.findChildren(SpokenNote)[-1])
    assert reached.startswith("Vertex ") and "," not in reached  # not ground (Petersen's ground: its lowest two)
    qtbot.keyClick(dialog.preview, Qt.Key_Return)
    said = accessible_name(dialog.findChildren(SpokenNote)[-1])
    assert said == f"{reached}, {dialog.view_class.board_marks()['ground'].label}"
    dialog.close()
