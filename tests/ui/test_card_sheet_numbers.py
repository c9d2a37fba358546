"""The card game's sheet numbers its vertices as a typed move names them (issue 44: the sheet showed no
numbers while the move box asked for edges as "1-2")."""

from PySide6.QtGui import QFontMetricsF

from graphgames_desktop.games.cards.moves import AddEdge, AddVertex
from graphgames_desktop.games.cards.table import Phase
from tests.ui.patience import PATIENCE_MS
from tests.ui.seats import play_at_screen
from tests.ui.test_card_table_fit import projector, reveal, screen, start, until  # noqa: F401 (fixtures)


def test_the_sheet_shows_the_numbers_a_typed_edge_uses(window, qtbot, screen, monkeypatch):  # noqa: F811
    """At 1280x720 in classroom type and Portuguese: every vertex of the drawing player's sheet shows its
    number in its circle, large enough to read, and "1-2" typed joins the vertices numbered 1 and 2."""
    page = start(window, monkeypatch)
    until(page, Phase.DRAW)
    reveal(qtbot, page)
    for _ in range(2):
        play_at_screen(page, AddVertex())
        reveal(qtbot, page)
    view = page.game_view
    canvas = view.table.sheet
    qtbot.waitUntil(lambda: len(canvas.drawing_scene.vertex_items) >= 2, timeout=PATIENCE_MS)
    scene = canvas.drawing_scene
    for vid, item in scene.vertex_items.items():
        assert item.mark == str(vid + 1), vid
        assert QFontMetricsF(item.mark_font()).capHeight() * canvas.transform().m22() >= 9, vid
    assert view.parse_move("1-2", page.match.observation(page.match.state.current_player)) == AddEdge(0, 1)
