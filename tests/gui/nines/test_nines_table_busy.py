"""Keys and clicks while the Nines table still animates must neither break the animation
nor stall the match."""

from __future__ import annotations

from nines_table_helpers import click, make_controller, make_table
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from gui.services.settings import settings


def test_keys_and_clicks_while_animating_do_not_stall_the_game(qtbot):
    settings().animation_speed = "fast"
    ctl = make_controller(games=1, seed=11)
    table = make_table(qtbot, ctl)
    table.setFocus()
    ctl.start()
    centre = QPointF(table.sceneRect().center())
    human_moves, hammered = 0, 0
    while ctl.phase not in ("game_over", "match_over"):
        if not table.director.idle() and hammered < 40:  # hit the table while it animates
            hammered += 1
            for key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Return,
                        Qt.Key.Key_Escape):
                QTest.keyClick(table, key)
            click(table, centre)
        qtbot.waitUntil(lambda h=hammered: ctl.phase in ("human", "game_over", "match_over")
                        or (not table.director.idle() and h < 40), timeout=20_000)
        if ctl.phase == "human":
            assert ctl.submit(ctl.legal_moves()[0]) is None
            human_moves += 1
    assert human_moves >= 2 and hammered > 0
    assert sum(ctl.scores()) == 8
