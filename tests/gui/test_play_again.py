"""At the end of a match the bar offers "Play again": a new match at the same table (the
same seats, names and options), not only the way back to the start screen."""

from __future__ import annotations

import pytest

from core.ai import RandomAgent
from gui.play.controller import GameController, SeatSpec


def random_agents(rules, level):
    return RandomAgent(rules)


@pytest.mark.parametrize("game", ["nines", "tiengow"])
def test_play_again_deals_a_new_match_at_the_same_table(window, qtbot, game):
    seats = [SeatSpec(name, "ai:random") for name in ("Eva", "Petr", "Jana", "Tomáš")]
    window.start_game(game, seats, {"match_games": 1}, seed=4, agent_factory=random_agents)
    page, first = window.game_page, window.controller
    assert not page.again_button.isVisible()  # not while the match is on
    qtbot.waitUntil(lambda: first.phase == "match_over", timeout=60_000)
    assert page.again_button.isVisible() and page.start_button.isVisible()
    page.again_button.click()
    again = window.controller
    assert isinstance(again, GameController) and again is not first
    assert again.game == game and again.phase != "match_over"
    assert [(s.name, s.kind, s.level) for s in again.seats] == \
        [(s.name, s.kind, s.level) for s in first.seats]
    assert again.options == first.options and again.game_number() == 1
    assert again.agent_factory is random_agents  # the computers as they were
    assert not page.again_button.isVisible()


def test_play_again_does_nothing_before_the_end(window, qtbot):
    window.start_game("nines", [SeatSpec("Eva", "ai:random")] * 4, {"match_games": 1},
                      seed=4, agent_factory=random_agents)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.move_count() > 2, timeout=20_000)
    assert not window.game_page.again_button.isVisible()
    window.play_again()  # asked anyway (no button): the match on the table goes on
    assert window.controller is ctl and ctl.phase != "match_over"
