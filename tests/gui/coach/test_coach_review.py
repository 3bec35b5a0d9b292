"""The review after a Royal deal or a Nines game lists the costly moves, costliest first,
and a click on one opens the replay at that move, showing the position the human saw."""

from __future__ import annotations

import pytest
from coach_helpers import HUMAN, analysed, fast_coach, human_turn, local, rule_medium
from PySide6.QtCore import Qt
from room_helpers import ai_seats

from gui.settings import settings

__all__ = ["fast_coach", "rule_medium"]


def _worst_until_review(qtbot, window):
    """The human plays the analysis's worst candidate until a review shows."""
    coach, ctl = window.coach, window.controller
    while coach._review is None:
        if not human_turn(qtbot, ctl, window.game_page.host.table):
            qtbot.waitUntil(lambda: coach._review is not None, timeout=30_000)
            break
        analysis = analysed(qtbot, coach)
        count = ctl.move_count()
        # moving at once: the analysis of a position left early finishes afterwards
        ctl.submit(analysis.candidates[-1].move)
        qtbot.waitUntil(lambda c=count: ctl.move_count() > c, timeout=30_000)
    return coach._review


@pytest.mark.parametrize("game", ["royal", "nines"])
def test_a_click_on_a_costly_move_opens_the_replay_there(qtbot, window, fast_coach,
                                                         rule_medium, game):
    settings().coach = True
    local(window)
    window.start_game(game, [HUMAN, *ai_seats(3, "medium")], seed=12)
    kind, number, _, lines = _worst_until_review(qtbot, window)
    assert kind == ("deal" if game == "royal" else "game") and number == 1
    assert lines, "playing the worst candidate costs something"
    costs = [line.cost for line in lines]
    assert costs == sorted(costs, reverse=True) and costs[0] > 0
    review = window.coach.panel.review
    assert review.count() == len(lines)
    line = lines[0]
    item = review.item(0)
    assert "You played" in item.text()
    review.scrollToItem(item)
    rect = review.visualItemRect(item)
    qtbot.mouseClick(review.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl is not window.controller or ctl.phase == "replay",
                    timeout=10_000)
    replay = window.controller
    assert replay.phase == "replay"
    assert replay.replay_position()[0] == line.ply
    assert replay.observation(line.obs.seat) == line.obs
    assert line.move in replay.legal_moves() or replay.to_move() == line.obs.seat
