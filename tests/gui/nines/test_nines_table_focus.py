"""Keys pressed in the room before the Nines table is ready are not lost: the table takes
the keyboard as soon as its game starts (the opening still rolling), so what is pressed
then is kept for the human's turn."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from test_nines_table_early_input import opener_seed

from core.ai import RandomAgent
from core.nines.moves import RIGHT
from gui.nines.table import NinesTable
from gui.play.controller import SeatSpec
from gui.services.settings import settings


def test_keys_pressed_as_the_game_starts_reach_the_table(qtbot, window):
    settings().animation_speed = "fast"
    seats = [SeatSpec("Eva", "human")] + [SeatSpec(f"AI {i}", "ai:random") for i in (1, 2, 3)]
    seed = opener_seed()
    # As after the new-game dialog: the start screen's button that had the keyboard is
    # gone with the start screen, and nothing in the window has it.
    button = next(b for b in window.findChildren(QPushButton) if b.isVisible())
    button.setFocus()
    button.clearFocus()
    assert QApplication.focusWidget() is None
    window.start_game("nines", seats, {"match_games": 1}, seed=seed,
                      agent_factory=lambda rules, level: RandomAgent(rules))
    ctl, table = window.controller, window.game_page.host.table
    assert isinstance(table, NinesTable)
    QApplication.processEvents()
    assert not table.director.idle() and table.human.mode == "", "the opening still rolls"
    focused = QApplication.focusWidget()
    assert focused is table, focused
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Return):  # where the keyboard is now
        QTest.keyClick(focused, key)
    qtbot.waitUntil(lambda: ctl.move_count() > 1 or (ctl.phase == "human"
                                                      and table.director.idle()),
                    timeout=20_000)
    assert ctl.observation().takes[:1] == ((0, RIGHT),)

