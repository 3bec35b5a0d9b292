"""Keys pressed in the room while the Royal table still deals are not lost: the table
takes the keyboard as soon as its game starts."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QPushButton

from core.ai import RandomAgent
from gui.play.controller import SeatSpec
from gui.royal.table import RoyalTable


def test_the_royal_table_takes_the_keyboard_as_its_game_starts(qtbot, window):
    seats = [SeatSpec("Eva", "human")] + [SeatSpec(f"AI {i}", "ai:random") for i in (1, 2, 3)]
    # As after the new-game dialog: the start screen's button that had the keyboard is
    # gone with the start screen, and nothing in the window has it.
    button = next(b for b in window.findChildren(QPushButton) if b.isVisible())
    button.setFocus()
    button.clearFocus()
    assert QApplication.focusWidget() is None
    window.start_game("royal", seats, {}, seed=3,
                      agent_factory=lambda rules, level: RandomAgent(rules))
    QApplication.processEvents()
    table = window.game_page.host.table
    assert isinstance(table, RoyalTable)
    assert QApplication.focusWidget() is table
