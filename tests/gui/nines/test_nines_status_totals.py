"""The room's bar under the Nines table says the totals the score table shows: a round's
stacks count in both as soon as the trophies reach their owners, not one turn later."""

from __future__ import annotations

import re

from PySide6.QtCore import QTimer

from gui.play.controller import SeatSpec
from gui.services.settings import settings

NAMES = ("Adam", "Bára", "Cyril", "Dana")


def bar_totals(window) -> list[int] | None:
    """The totals in the bar's "Game 1. Totals: Adam 1, Bára 0, …" (None: no totals)."""
    found = re.findall(r"(Adam|Bára|Cyril|Dana) (\d+)", window.game_page.info.text())
    return [int(points) for _, points in found] if found else None


def board_totals(table) -> list[int]:
    board = table.scoreboard
    return [sum(g[i] for g in board.earlier) + (board.current[i] if board.current else 0)
            for i in range(4)]


def test_the_bar_and_the_score_table_agree_whenever_a_round_ends(window, qtbot):
    settings().animation_speed = "fast"  # the trophies glide: the state is ahead of them
    settings().computer_pause = "short"
    window.start_game("nines", [SeatSpec(n, "ai:random") for n in NAMES],
                      {"match_games": 1}, seed=5)
    ctl, table = window.controller, window.game_page.host.table
    samples: list[tuple[list[int], list[int] | None]] = []

    def sample() -> None:
        if window.controller is ctl and ctl.game_number() > 0:
            samples.append((board_totals(table), bar_totals(window)))

    clock = QTimer(window, interval=5)
    clock.timeout.connect(sample)
    clock.start()
    qtbot.waitUntil(lambda: ctl.phase == "match_over" and table.director.idle(), timeout=60_000)
    clock.stop()
    sample()
    assert samples[-1][0] == ctl.match_scores()
    counted = {tuple(shown) for shown, _ in samples}
    assert len(counted) > 3  # rounds ended while the clock watched
    assert [s for s in samples if s[0] != s[1]] == []
