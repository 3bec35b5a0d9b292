"""The tables repaint only what changes (SmartViewportUpdate): what is on the screen after
the animations settle must be what a full repaint draws, so no item paints outside the
bounds it tells the view (a card's shadow, a glow, a bubble would leave trails)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from gui.services import settings as settings_module

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")
# A repaint of part of the view may round a blended pixel one step off the full repaint's;
# a leftover shadow or glow differs by more (a 5% black shadow on the baize: 4-5 steps).
ROUNDING = 2


def on_screen(view) -> QImage:
    """What the screen shows of the view's viewport (the window's backing store)."""
    QApplication.processEvents()
    port = view.viewport()
    shot = view.screen().grabWindow(view.window().winId())
    top_left = port.mapTo(view.window(), port.rect().topLeft())
    ratio = shot.devicePixelRatio()
    return shot.copy(int(top_left.x() * ratio), int(top_left.y() * ratio),
                     int(port.width() * ratio), int(port.height() * ratio)).toImage()


def repainted(view) -> QImage:
    return view.viewport().grab().toImage()


def differing_pixels(a: QImage, b: QImage) -> int:
    """Pixels of which a colour channel differs by more than ROUNDING."""
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    assert a.size() == b.size()
    stride = a.bytesPerLine()
    da, db = bytes(a.constBits()), bytes(b.constBits())
    count = 0
    for row in range(a.height()):
        ra, rb = da[row * stride:(row + 1) * stride], db[row * stride:(row + 1) * stride]
        if ra == rb:
            continue
        for x in range(0, a.width() * 4, 4):
            if any(abs(ra[x + c] - rb[x + c]) > ROUNDING for c in range(3)):
                count += 1
    return count


def check_then_move(qtbot, ctl, view, idle) -> None:
    """Once the table is still, the screen must be a full repaint; then the human moves."""
    qtbot.waitUntil(idle, timeout=20_000)
    QApplication.processEvents()
    diff = differing_pixels(on_screen(view), repainted(view))
    assert diff == 0, f"{diff} pixels left over after move {ctl.move_count()}"
    ctl.submit(ctl.legal_moves()[0])


@pytest.mark.painted
def test_the_screen_is_a_full_repaint_after_every_royal_move(qtbot):
    from royal.royal_helpers import make_table, wait_for_human

    settings_module.settings().animation_speed = "fast"
    ctl, view = make_table(qtbot, players=4, seed=11)
    checked = 0
    ctl.start()
    while wait_for_human(qtbot, ctl) and checked < 12:
        check_then_move(qtbot, ctl, view, view.seq.idle)
        checked += 1
    assert checked == 12
    ctl.shutdown()


@pytest.mark.painted
def test_the_screen_is_a_full_repaint_after_every_nines_move(qtbot):
    from nines.nines_table_helpers import make_controller, make_table

    settings_module.settings().animation_speed = "fast"
    ctl = make_controller(games=1)
    table = make_table(qtbot, ctl)
    checked = 0
    ctl.start()
    while True:
        qtbot.waitUntil(lambda: ctl.phase in ("human", "game_over", "match_over"),
                        timeout=20_000)
        if ctl.phase != "human":
            break
        check_then_move(qtbot, ctl, table, table.director.idle)
        checked += 1
    assert checked >= 4
    ctl.shutdown()
