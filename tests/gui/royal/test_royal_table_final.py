"""The end of a Royal game on the table: a replay's last step shows the final result as a
live game's end does, and the room's bar does not say the game is over a second time."""

from __future__ import annotations

import pytest

from core.arena import play_one
from core.arena_stats import Tally
from core.names import short_name
from core.records import write_record
from core.royal.state import PLACE_POINTS, winners
from core.rules import get_rules
from gui.play.controller import GameController
from gui.room.info_bar import signed
from gui.room.main_window import MainWindow
from gui.royal import texts
from gui.royal.table import RoyalTable
from gui.services import i18n
from tests.gui.room_helpers import ai_seats
from tests.gui.royal.royal_helpers import WAIT_MS, random_agents


def finished_record(players: int, seed: int) -> dict:
    rules = get_rules("royal")
    options = {**rules.default_options, "matchsticks": 30}
    state = play_one(rules, seed, ["random"] * players, options, None, Tally())
    seats = [{"name": f"P{i + 1}", "kind": "ai:random"} for i in range(players)]
    return write_record(rules, state, seed=seed, players=seats, options=options)


def assert_final_result(view: RoyalTable, ctl: GameController) -> None:
    n = len(ctl.seats)
    totals = ctl.scores()
    assert ctl.is_over()
    # The final score table is up, naming the winners, over a cleared table.
    assert view.scenery.scores.isVisible() and view.scenery.scores.opacity() == 1.0
    assert view.scenery.scores.figures.winners == list(winners(totals))
    assert view.scenery.scores.figures.totals == totals
    assert len(view.scenery.scores.figures.deals) == 6
    assert view.status_line.text() == texts.game_over()
    assert not view.scenery.rows and not view.scenery.board.isVisible() and not view.hand
    # Every seat shows its place of the domino deal and its total.
    domino = ctl.observation().deal_scores[5]
    assert all(view.scenery.info[seat].place for seat in range(n)), "a seat shows no place"
    places = sorted(view.scenery.info[seat].place for seat in range(n))
    assert places == [(i + 1, p) for i, p in enumerate(PLACE_POINTS[n])]
    for seat in range(n):
        info = view.scenery.info[seat]
        assert info.domino and info.place[1] == domino[seat]
        assert info.total == totals[seat]


@pytest.mark.parametrize(("players", "seed"), [(4, 7), (5, 3)])
def test_a_replays_last_step_shows_the_final_result(qtbot, players, seed):
    ctl = GameController.replay(finished_record(players, seed))
    view = RoyalTable(ctl)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    count = ctl.replay_position()[1]
    assert_final_result(view, ctl)  # it opens at the end
    ctl.replay_step(-1)  # one step back: the domino deal, its last move not yet made
    sc = view.scenery
    assert not sc.scores.isVisible() and sc.board.isVisible() and sc.rows
    assert view.status_line.text() == ""
    assert ctl.replay_position() == (count - 1, count)
    ctl.replay_step(1)  # and forward to the end once more
    assert_final_result(view, ctl)
    ctl.replay_seek(0)
    assert not view.scenery.scores.isVisible()
    ctl.replay_seek(count)  # straight from the start to the end
    assert_final_result(view, ctl)
    ctl.show_seat(2)  # another seat's view of the end
    assert_final_result(view, ctl)


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def test_the_end_is_said_once_in_both_languages(window, qtbot):
    window.start_game("royal", ai_seats(4), seed=5, agent_factory=random_agents)
    ctl = window.controller
    table = window.game_page.host.table
    assert isinstance(table, RoyalTable)
    qtbot.waitUntil(lambda: ctl.phase == "game_over", timeout=WAIT_MS * 3)
    assert table.scenery.scores.isVisible() and table.scenery.scores.figures.winners is not None
    for language, phrase, said in (("en", "over", "The game is over."),
                                   ("cs", "skončil", "Hra skončila.")):
        i18n.apply(language)
        qtbot.waitUntil(lambda s=said: window.statusBar().currentMessage() == s)
        bar = window.game_page.info.text()
        shown = f"{bar} | {window.statusBar().currentMessage()}"
        assert shown.count(phrase) == 1, shown
        assert bar.startswith("Game 1. " if language == "en" else "Hra 1. "), bar
    names = [short_name(ctl.seat_name(seat)) for seat in range(4)]
    for name, score in zip(names, ctl.match_scores(), strict=True):  # "+10" as the panel
        assert f"{name} {signed(score, plus=True)}" in bar, bar


def test_the_bar_signs_scores_that_go_both_ways():
    assert [signed(v, plus=True) for v in (10, -12, 0)] == ["+10", "\u221212", "0"]
    assert [signed(v) for v in (3, 0, -2)] == ["3", "0", "\u22122"]  # the tile tables
