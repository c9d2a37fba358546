def test_void_qt_calls_do_not_leak_references_to_none():
    """PySide6 6.12.0 under Python 3.11 drops a reference to None per void call and aborts."""
    import sys

    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainterPath

    path = QPainterPath(QPointF(0, 0))
    before = sys.getrefcount(None)
    for i in range(2000):
        path.lineTo(QPointF(i, 1))
    assert abs(sys.getrefcount(None) - before) < 50
