from PySide6.QtCore import QPointF

from gui.table.view import fit_scale
from tests.table.helpers import shown_view


def test_the_scene_is_fitted_to_the_window_and_centred(qtbot):
    view = shown_view(qtbot, 1600, 1000)
    vw, vh = view.viewport().width(), view.viewport().height()
    scale = fit_scale(vw, vh, 1600, 1000)
    assert abs(view.transform().m11() - scale) < 1e-9
    centre = view.mapToScene(view.viewport().rect().center())
    assert (centre - QPointF(800, 500)).manhattanLength() < 2 / scale + 1  # a pixel of rounding
    assert view.horizontalScrollBar().isHidden() or not view.horizontalScrollBar().isVisible()


def test_fit_scale_takes_the_tighter_side():
    assert fit_scale(800, 600, 1600, 1000) == 0.5
    assert fit_scale(800, 300, 1600, 1000) == 0.3
    assert fit_scale(0, 600, 1600, 1000) == 1.0
