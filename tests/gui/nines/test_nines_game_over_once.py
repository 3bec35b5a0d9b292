"""In the room, the end of a Nines game is said once: the table's banner says "Game 1 is
over.", and neither the room's info line nor the status line says it again."""

from __future__ import annotations

from core.ai import RandomAgent
from gui.play.controller import SeatSpec


def test_game_over_is_said_once(qtbot, window):
    seats = [SeatSpec(f"AI {i}", "ai:random") for i in range(4)]
    window.start_game("nines", seats, {"match_games": 2}, seed=4,
                      agent_factory=lambda rules, level: RandomAgent(rules))
    ctl, table = window.controller, window.game_page.host.table
    qtbot.waitUntil(lambda: ctl.phase == "game_over" and table.director.idle(), timeout=60_000)
    said = [table.banner.title, *table.banner.lines, table.caption.text,
            window.game_page.info.text(), window.statusBar().currentMessage()]
    assert table.banner.isVisible() and table.banner.title == "Game 1 is over."
    assert sum(text.count("is over") for text in said) == 1, said
