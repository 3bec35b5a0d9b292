"""The Tien Gow rank panel in a small window: its text stays readable and what does not
fit scrolls, by the wheel over it or by the arrows at its edges; hovering still names the
tile under the pointer, and nothing hidden under an edge answers."""

from __future__ import annotations

import pytest
from nines_table_helpers import click, hover, view_point
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from tiengow_table_helpers import TienGowFake, position, start_fake

from gui.nines.layout import MIN_PX, MIN_W, PANEL_W
from gui.tiengow import texts


def wheel(table, scene_pos: QPointF, notches: int) -> None:
    """Turn the wheel `notches` towards the user (negative: away) over `scene_pos`."""
    point = QPointF(view_point(table, scene_pos))
    viewport = table.viewport()
    event = QWheelEvent(point, QPointF(viewport.mapToGlobal(point.toPoint())), QPoint(),
                        QPoint(0, -120 * notches), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)


def open_panel(qtbot, size):
    table = start_fake(qtbot, TienGowFake(position()), size)
    table.toggle_panel()
    assert table.panel.isVisible()
    return table, table.panel


def seen(table, panel) -> QRectF:
    """The part of the panel's content area the window shows, in panel units."""
    view = table.mapToScene(table.viewport().rect()).boundingRect()
    return panel.mapRectFromScene(view).intersected(panel._view())


@pytest.mark.parametrize("size", [(800, 490), (800, 600)])
def test_the_text_stays_readable_and_the_rest_scrolls(qtbot, size):
    table, panel = open_panel(qtbot, size)
    smallest = panel.MIN_FONT * panel.scale() * table.transform().m11()
    assert smallest >= 12.5  # the cap (half the table) keeps it a little under MIN_PX
    assert smallest >= MIN_PX - 0.01 or panel.scale() == MIN_W / (2 * PANEL_W)
    most = panel.max_scroll()
    assert most > 0  # all of it would not fit at this size
    top, bottom = panel._marks()
    assert top is None and bottom is not None
    assert table.viewport().rect().adjusted(-2, -2, 2, 2).contains(table.mapFromScene(
        panel.mapRectToScene(bottom)).boundingRect())  # its arrow is in the window
    # the wheel over the table does not scroll the panel; over the panel it does
    wheel(table, table.hands[0][0].sceneBoundingRect().center(), 1)
    assert panel._scroll == 0
    inside = panel.mapToScene(panel._view().center())
    wheel(table, inside, 1)
    assert panel._scroll == pytest.approx(min(2 * panel.ROW, most))
    for _ in range(40):
        wheel(table, inside, 1)
    assert panel._scroll == pytest.approx(most)
    end = panel.content_height() - most + panel._top  # the legend's bottom, scrolled up
    assert end <= seen(table, panel).bottom() + 0.5
    assert panel._marks()[1] is None and panel._marks()[0] is not None
    for _ in range(40):
        wheel(table, inside, -1)
    assert panel._scroll == 0


def test_the_arrows_scroll_a_page_and_back(qtbot):
    table, panel = open_panel(qtbot, (800, 490))
    _top, bottom = panel._marks()
    click(table, panel.mapToScene(bottom.center()))
    page = 0.8 * panel._view().height()
    assert panel._scroll == pytest.approx(min(page, panel.max_scroll()))
    top, _bottom = panel._marks()
    assert top is not None
    click(table, panel.mapToScene(top.center()))
    assert panel._scroll == 0 and panel._marks()[0] is None


def hoverable(panel) -> list[tuple[QPointF, str]]:
    """The centre of each row's first tile or combination (panel units) and its card."""
    found = []
    for kind, number, faces, y in panel._placed_rows():
        if kind == "tile":
            found.append((panel._tile_rect(y, 0).center(), texts.description(faces[0])))
        elif kind == "combo":
            found.append((panel._combo_rect(y, 0).center(), panel.combo_help(number)))
    return found


def test_hovering_a_scrolled_panel_names_the_row_under_the_pointer(qtbot):
    table, panel = open_panel(qtbot, (800, 490))
    mark = panel._marks()[1]
    index, (centre, text) = next((i, (c, t)) for i, (c, t) in enumerate(hoverable(panel))
                                 if c.y() >= mark.center().y())
    panel.scroll_by(centre.y() - mark.center().y())  # the row under the arrow
    assert panel._marks()[1] == mark
    under = hoverable(panel)[index][0]
    assert mark.contains(under)
    hover(table, panel.mapToScene(under))
    assert table.hover_text() == ""  # hidden by the edge: no card
    panel.scroll_by(panel.max_scroll())
    clear = hoverable(panel)[index][0]
    assert clear.y() < under.y() and panel.shows(clear)
    hover(table, panel.mapToScene(clear))
    assert table.hover_text() == text
    # what scrolled up into the button's strip answers no more
    hover(table, panel.mapToScene(QPointF(60, panel._top - 10)))
    assert table.hover_text() == ""


def test_a_big_window_shows_it_all_without_arrows(qtbot):
    table, panel = open_panel(qtbot, (1920, 1080))
    assert panel.max_scroll() == 0 and panel._marks() == (None, None)
    wheel(table, panel.mapToScene(panel._view().center()), 3)
    assert panel._scroll == 0


def test_hovering_a_rows_name_tells_of_its_tiles(qtbot):
    """The legend says a row is hovered: its name answers as its tiles do, a row of two
    different military tiles with both."""
    table, panel = open_panel(qtbot, (1920, 1080))
    rows = [(faces, y) for kind, _n, faces, y in panel._placed_rows() if kind == "tile"]
    civil = next((faces, y) for faces, y in rows if faces[0] == faces[1])
    mixed = next((faces, y) for faces, y in rows if len(set(faces)) == 2)
    for faces, y in (civil, mixed):
        name = QPointF(PANEL_W - 30, y + panel._row_h("tile") / 2)  # right of the tiles
        assert not any(panel._tile_rect(y, k).contains(name) for k in range(len(faces)))
        hover(table, panel.mapToScene(name))
        assert table.hover_text() == "\n\n".join(texts.description(f)
                                                  for f in dict.fromkeys(faces))
