"""One way for UI tests to put a canvas view on screen, sized and fitted to its drawing."""

from graphgames_desktop.ui.canvas.view import CanvasView


def shown(qtbot, view: CanvasView, width: int, height: int) -> CanvasView:
    """``view`` resized, shown (waited for until exposed) and fitted to its drawing."""
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view
