"""Keys and clicks while the table still animates (a player who does not wait for the
deal) must neither break the animation nor stall the game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from royal_helpers import WAIT_MS, card_grip, drag, make_table, wait_for_human

from gui.royal.layout import trick_centre
from gui.services.settings import settings


def test_keys_and_drags_during_the_deal_do_not_stall_the_game(qtbot):
    settings().animation_speed = "fast"
    ctl, view = make_table(qtbot, players=4, seed=3)
    view.setFocus()
    ctl.start()
    qtbot.waitUntil(lambda: bool(view.dealer.flying), timeout=WAIT_MS)  # dealing now
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Left, Qt.Key.Key_Space):
        QTest.keyClick(view, key)
    drag(view, card_grip(view.hand[-1]), trick_centre(view.scenery.width_))
    assert view.seq.busy()
    assert wait_for_human(qtbot, ctl)  # the deal finished and the human's turn came
    assert all(i.flip == 1.0 and i.pos() == i.home for i in view.hand)
    assert ctl.move_count() == 1  # only the deal itself: no card was played
