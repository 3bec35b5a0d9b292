"""A coach whose search fails says so on that turn, never 'thinking…' for ever, and the
review of the deal still comes (the move it could not judge is left out of it)."""

from __future__ import annotations

from coach_helpers import HUMAN, fast_coach, human_turn, rule_medium
from room_helpers import ai_seats

from gui.coach.thinker import local_think
from gui.services.settings import settings

__all__ = ["fast_coach", "rule_medium"]


def test_a_failed_search_is_said_and_does_not_hold_up_the_review(qtbot, window, fast_coach,
                                                                 rule_medium, capsys):
    settings().coach = True
    calls: list[int] = []

    def every_third_fails(obs, rng, budget, cancel, progress):
        calls.append(1)
        if len(calls) % 3 == 1:
            raise OSError("no search processes today")
        return local_think(obs, rng, budget, cancel, progress)

    coach = window.coach
    coach.thinker._think = every_third_fails
    window.start_game("royal", [HUMAN, *ai_seats(3, "medium")], seed=12)
    ctl = window.controller
    failed_seen = played = 0
    while coach._review is None and human_turn(qtbot, ctl, window.game_page.host.table):
        # the turn's analysis ends one way or the other: a result, or the failure said
        qtbot.waitUntil(lambda: coach.current is not None or "could not" in
                        coach.panel.turn_text(), timeout=30_000)
        if coach.current is None:
            failed_seen += 1
            assert "thinking" not in coach.panel.turn_text()
        count = ctl.move_count()
        assert ctl.submit(ctl.legal_moves()[0]) is None
        qtbot.waitUntil(lambda c=count: ctl.move_count() > c, timeout=30_000)
        played += 1
    qtbot.waitUntil(lambda: coach._review is not None, timeout=30_000)
    kind, number, _, _ = coach._review
    assert (kind, number) == ("deal", 1)
    assert failed_seen >= 2 and played > failed_seen
    judged = [d for (g, _), d in coach.decisions.items() if g == ctl.game_number()]
    assert len(judged) == played - failed_seen
    assert "no search processes today" in capsys.readouterr().err
