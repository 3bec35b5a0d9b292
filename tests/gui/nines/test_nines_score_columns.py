"""The Nines and Tien Gow score table: its columns are numbered by game, and where not
every game fits, the first column adds up the earliest ones, so each row adds up."""

from __future__ import annotations

from nines_table_helpers import make_controller, make_table, replay_of_last_game
from PySide6.QtGui import QColor

from gui.nines.scoreboard import NinesScoreBoard

NAMES = ["Adam", "Bára", "Cyril", "Dana"]
COLOURS = [QColor("red")] * 4


def board(earlier, current, number=None) -> NinesScoreBoard:
    shown = NinesScoreBoard()
    shown.set_scores(NAMES, COLOURS, earlier, current, "Game", number)
    return shown


def test_every_game_has_its_own_column_while_they_fit(qapp):
    shown = board([[1, 0, 2, 0], [0, 3, 0, 0]], [0, 0, 1, 1])
    assert [(label, live) for label, _, live in shown._games()] == [
        ("1", False), ("2", False), ("3", True)]


def test_the_earliest_games_add_up_in_one_column_when_not_all_fit(qapp):
    earlier = [[g % 4 == s for s in range(4)] for g in range(8)]
    earlier = [[int(p) * (g + 1) for p in points] for g, points in enumerate(earlier)]
    current = [1, 2, 3, 4]
    games = board(earlier, current)._games()
    assert len(games) == NinesScoreBoard.MAX_GAMES
    assert [label for label, _, _ in games] == ["1–4", "5", "6", "7", "8", "9"]
    totals = [sum(g[s] for g in earlier) + current[s] for s in range(4)]
    assert [sum(points[s] for _, points, _ in games) for s in range(4)] == totals
    assert games[-1] == ("9", current, True)


def test_a_replayed_later_game_is_numbered_as_in_its_match(qtbot):
    ctl = make_controller(games=2, seed=3, humans=())
    table = make_table(qtbot, ctl)
    ctl.start()
    qtbot.waitUntil(lambda: ctl.phase == "game_over" and table.director.idle(),
                    timeout=20_000)
    ctl.next_game()
    qtbot.waitUntil(lambda: ctl.phase == "match_over" and table.director.idle(),
                    timeout=20_000)
    _, shown = replay_of_last_game(qtbot, ctl, table)
    assert [label for label, _, _ in shown.scoreboard._games()] == ["2"]
