from PySide6.QtCore import QEvent, QPointF, QRectF, Qt

from gui.table.piece import Piece
from tests.table.helpers import click, drag, send, shown_view


class Square(Piece):
    def boundingRect(self):
        return QRectF(-20, -20, 40, 40)

    def paint(self, *args):
        pass


def recorded(piece: Piece) -> list:
    seen: list = []
    piece.pressed.connect(lambda p: seen.append(("pressed", p)))
    piece.dragged.connect(lambda p, at: seen.append(("dragged", at)))
    piece.dropped.connect(lambda p, at, moved: seen.append(("dropped", at, moved)))
    piece.double_clicked.connect(lambda p: seen.append(("double", p)))
    return seen


def test_a_drag_moves_the_piece_and_reports_press_drag_drop(qtbot):
    view = shown_view(qtbot)
    piece = Square()
    view.scene().addItem(piece)
    piece.setPos(100, 100)
    piece.set_interactive(True)
    seen = recorded(piece)
    drag(view, QPointF(100, 100), QPointF(300, 200))
    assert seen[0] == ("pressed", piece)
    assert any(s[0] == "dragged" for s in seen)
    kind, at, moved = seen[-1]
    assert kind == "dropped" and moved and abs(at.x() - 300) < 3
    assert abs(piece.pos().x() - 300) < 3 and not piece.dragging()


def test_a_click_drops_without_a_move_and_a_jitter_is_no_drag(qtbot):
    view = shown_view(qtbot)
    piece = Square()
    view.scene().addItem(piece)
    piece.setPos(100, 100)
    piece.set_interactive(True)
    seen = recorded(piece)
    drag(view, QPointF(100, 100), QPointF(102, 101), steps=2)
    assert seen[-1][0] == "dropped" and seen[-1][2] is False
    assert piece.pos() == QPointF(100, 100)


def test_a_piece_that_does_not_follow_still_reports_the_drag(qtbot):
    view = shown_view(qtbot)
    piece = Square(follows=False)
    view.scene().addItem(piece)
    piece.setPos(100, 100)
    piece.set_interactive(True)
    seen = recorded(piece)
    drag(view, QPointF(100, 100), QPointF(300, 100))
    assert piece.pos() == QPointF(100, 100) and seen[-1][2] is True


def test_double_click_and_an_idle_piece(qtbot):
    view = shown_view(qtbot)
    piece = Square()
    view.scene().addItem(piece)
    piece.setPos(100, 100)
    seen = recorded(piece)
    click(view, QPointF(100, 100))
    assert seen == []  # not interactive: the mouse goes past it
    piece.set_interactive(True)
    send(view, QEvent.Type.MouseButtonDblClick, QPointF(100, 100))
    assert ("double", piece) in seen


def test_a_refused_press_goes_through_to_the_piece_under_it(qtbot):
    view = shown_view(qtbot)
    under, over = Square(), Square()
    for z, piece in enumerate((under, over)):
        view.scene().addItem(piece)
        piece.setPos(100, 100)
        piece.setZValue(z)
        piece.set_interactive(True)
    seen_under, seen_over = recorded(under), recorded(over)
    over.pressed.connect(lambda p: p.refuse_press())
    drag(view, QPointF(100, 100), QPointF(300, 100))
    assert seen_over == [("pressed", over)]  # no drag nor drop of the refused press
    assert seen_under[0] == ("pressed", under) and seen_under[-1][0] == "dropped"
    assert over.press_pos() is None and under.press_pos() is None


def test_hovering_reports_the_pointer_coming_moving_and_leaving(qtbot):
    view = shown_view(qtbot)
    piece = Square(hand_cursor=False)
    view.scene().addItem(piece)
    piece.setPos(100, 100)
    piece.set_interactive(True)
    seen: list = []
    piece.hovering.connect(lambda p, at, came: seen.append((at is not None, came)))
    for x in (300, 100, 105, 300):
        send(view, QEvent.Type.MouseMove, QPointF(x, 100), Qt.MouseButton.NoButton)
    assert seen[0] == (True, True) and seen[-1] == (False, False)
    assert seen[1:-1] and all(s == (True, False) for s in seen[1:-1])  # the moves over it
    assert piece.cursor().shape() == Qt.CursorShape.ArrowCursor  # no hand over it
