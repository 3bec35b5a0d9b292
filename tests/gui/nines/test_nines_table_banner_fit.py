"""After a live language switch the end-of-match banner is measured again: a shared win's
longer Czech line fits inside the frame (nothing cut at either end), the banner stays on
screen and clear of the side plates, and it shrinks back in English; at 800x600 and
1280x800. The plates' texts fit too."""

from __future__ import annotations

import pytest
from nines_table_helpers import StubController, follow_position, make_table
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from core.nines import Observation
from gui.nines.table import NinesTable
from gui.play.controller import SeatSpec
from gui.table.plates import font

NAMES = ("Eva", "Adam", "Bára", "Cyril")
FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)


def shared_win() -> StubController:
    obs = follow_position(("1-1",), ("3-3",))
    obs = Observation(**{**obs.__dict__, "phase": "match_over", "to_move": -1,
                         "scores": (2, 2, 2, 2)})
    ctl = StubController(obs, [])
    ctl.seats = [SeatSpec(name, "human" if i == 0 else "ai:random")
                 for i, name in enumerate(NAMES)]
    return ctl


def match_over(qtbot, ctl: StubController, size: tuple[int, int]) -> NinesTable:
    table = make_table(qtbot, ctl, size)
    ctl.game_started.emit()
    ctl.match_over.emit()
    qtbot.waitUntil(lambda: table.banner.isVisible() and table.director.idle())
    return table


def assert_fits(table: NinesTable) -> None:
    banner = table.banner
    boxes = banner.text_rects()
    for box, (text, px, bold) in zip(boxes, [(banner.title, 30, True),
                                             *((line, 22, False) for line in banner.lines)],
                                     strict=True):
        need = QFontMetricsF(font(px, bold)).boundingRect(box, FLAGS, text)
        assert need.width() <= box.width() + 0.5 and need.height() <= box.height() + 0.5, text
        assert box.left() >= -banner.width() / 2 and box.right() <= banner.width() / 2, text
    shown = table.mapToScene(table.viewport().rect()).boundingRect()
    frame = banner.sceneBoundingRect()
    assert shown.contains(frame)
    for plate in table.plates:
        assert not frame.intersects(plate.sceneBoundingRect())
    assert not table.next_button.isVisible()
    for plate in table.plates:
        room = plate.boundingRect().width() - 16 - 24
        assert QFontMetricsF(font(16)).horizontalAdvance(plate.detail) <= room


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_match_over_banner_is_measured_again_after_a_live_switch(qtbot, language, size):
    ctl = shared_win()
    table = match_over(qtbot, ctl, size)
    assert table.banner.lines[0] == "Shared win: Eva, Adam, Bára, Cyril (2 points each)"
    assert_fits(table)
    english = QRectF(table.banner.sceneBoundingRect())
    language("cs")
    table.retranslate()  # as the room's host does on the language change
    assert table.banner.title == "Zápas skončil."
    assert table.banner.lines[0] == "Dělené vítězství: Eva, Adam, Bára, Cyril (každý 2 body)"
    assert_fits(table)
    language("en")
    table.retranslate()
    assert table.banner.title == "The match is over."
    assert_fits(table)
    assert table.banner.sceneBoundingRect() == english  # measured again: not left wide


def test_a_line_too_long_for_the_table_wraps_inside_the_banner(qtbot):
    ctl = shared_win()
    ctl.seats = [SeatSpec(name * 6, spec.kind) for name, spec in zip(NAMES, ctl.seats,
                                                                      strict=True)]
    table = match_over(qtbot, ctl, (800, 600))
    assert table.banner.text_rects()[1].height() > table.banner.look.line_h  # two rows
    assert_fits(table)
