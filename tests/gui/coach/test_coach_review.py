"""The review after a Royal deal or a Nines game lists the costly moves, costliest first,
and a click on one opens the replay at that move, showing the position the human saw."""

from __future__ import annotations

import pytest
from coach_helpers import HUMAN, analysed, fast_coach, human_turn, local, play, rule_medium
from PySide6.QtCore import Qt
from room_helpers import ai_seats, finished_record

from core.coach.review import Costly
from core.nines.moves import Lead
from core.royal.moves import PlayCard
from gui.coach import words
from gui.coach.panel import CoachPanel
from gui.services import i18n
from gui.services.settings import settings

__all__ = ["fast_coach", "rule_medium"]


def _worst_until_review(qtbot, window, shown=None):
    """The human plays the analysis's worst candidate until a review shows (`shown()`:
    the review wanted does)."""
    coach, ctl = window.coach, window.controller
    shown = shown or (lambda: coach._review is not None)
    while not shown():
        if not human_turn(qtbot, ctl, window.game_page.host.table):
            qtbot.waitUntil(shown, timeout=30_000)
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
    texts = [review.item(i).text() for i in range(review.count())]
    assert texts[:len(lines)] == [words.costly_line(game, words.position(c.obs), c)
                                  for c in lines]
    assert all(t.startswith("About equal") for t in texts[len(lines):])
    assert len(texts) <= len(lines) + 1
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
    assert review.isVisibleTo(window)  # the replay of the match it reviews
    decided = dict(window.coach.decisions)
    assert window.replay_record(finished_record(game, 4, {}))  # another match's replay:
    assert not review.isVisibleTo(window)  # not under this match's review
    assert window.continue_game(game)  # back to the match: its review stays
    assert window.controller.phase != "replay"
    assert window.coach.decisions == decided and window.coach._review is not None
    assert [review.item(i).text() for i in range(review.count())] == texts
    assert review.isVisibleTo(window)


def _royal_line(cost: float, low: float, high: float) -> Costly:
    obs = type("Obs", (), {})()  # the panel words a position given by `where`
    return Costly(4, obs, PlayCard(0, "JG"), PlayCard(0, "7S"), cost, low, high)


def test_a_costly_line_gives_its_interval_and_the_about_equal_moves_are_counted(qtbot,
                                                                              monkeypatch):
    monkeypatch.setattr(words, "position", lambda obs: "Deal 6, turn 3")
    panel = CoachPanel()
    qtbot.addWidget(panel)
    panel.show_review("royal", "deal", 6, [_royal_line(2.2, 1.9, 2.5)], equal=2)
    text = panel.review_text()
    assert "Better: seven of shields" in text and "You played: jack of green" in text
    assert "Cost: about 2.2 points (1.9 to 2.5)" in text
    assert ("About equal to the coach's choice (too close for its search to tell apart): "
            "2 moves") in text
    panel.show_review("nines", "game", 1, [Costly(9, None, Lead(0, ("1-2",)),
                                                   Lead(0, ("6-6",)), 0.3, 0.02, 0.58)], 1)
    assert "Cost: about 0.30 stacks (0.02 to 0.58)" in panel.review_text()
    assert panel.review_text().endswith("1 move")
    panel.show_review("royal", "deal", 2, [], equal=1)
    assert panel.review.item(0).text() == "No costly moves: well played."
    assert panel.review.item(1).text().startswith("About equal")
    clicked = []
    panel.review_clicked.connect(clicked.append)
    panel.review.itemClicked.emit(panel.review.item(1))
    assert clicked == []  # the count opens no move


def test_the_review_speaks_czech(qtbot, monkeypatch):
    i18n.apply("cs")
    monkeypatch.setattr(words, "position", lambda obs: "Rozdání 6")
    panel = CoachPanel()
    qtbot.addWidget(panel)
    panel.show_review("royal", "deal", 6, [_royal_line(2.2, 1.9, 2.5)], equal=5)
    text = panel.review_text()
    assert "Stálo vás to asi: 2,2 bodu (1,9 až 2,5)" in text
    assert text.endswith("5 tahů")


def test_choices_the_coach_did_not_see_are_said_first_and_never_well_played(qtbot,
                                                                           monkeypatch):
    monkeypatch.setattr(words, "position", lambda obs: "Deal 6, turn 3")
    panel = CoachPanel()
    qtbot.addWidget(panel)
    panel.show_review("royal", "deal", 6, [], unseen=5, choices=5)
    assert panel.review_text().splitlines()[1:] == [
        "The coach saw none of your choices here (it was off, or the game was continued "
        "from a save), so it has nothing to review."]
    panel.show_review("royal", "deal", 6, [_royal_line(2.2, 1.9, 2.5)], equal=1, unseen=2,
                      choices=7)
    texts = [panel.review.item(i).text() for i in range(panel.review.count())]
    assert texts[0] == ("The coach saw 5 of your 7 choices here (it was off for the others, "
                        "or the game was continued from a save): the review covers those.")
    assert texts[1].startswith("Deal 6, turn 3\nYou played") and texts[2].startswith("About")
    clicked = []
    panel.review_clicked.connect(clicked.append)
    panel.review.itemClicked.emit(panel.review.item(0))  # the note opens nothing...
    panel.review.itemClicked.emit(panel.review.item(1))  # ...the costly move its own line
    assert clicked == [0]


def test_a_game_played_with_the_coach_off_is_not_called_well_played(qtbot, window,
                                                                    fast_coach, rule_medium):
    settings().coach = False
    local(window)
    window.start_game("nines", [HUMAN, *ai_seats(3, "medium")], {"match_games": 1}, seed=12)
    ctl, table = window.controller, window.game_page.host.table
    while human_turn(qtbot, ctl, table):
        play(qtbot, ctl, ctl.legal_moves()[0])
    qtbot.waitUntil(lambda: window.coach._review is not None, timeout=30_000)
    settings().coach = True  # turned on afterwards: it says why it has no review
    text = window.coach.panel.review_text()
    assert "The coach saw none of your choices here" in text and "well played" not in text


def test_each_game_of_a_match_keeps_its_review_to_choose(qtbot, window, fast_coach,
                                                        rule_medium):
    """After a match of Nines the coach showed only the last game's review: game 1's
    costly moves could no longer be opened."""
    settings().coach = True
    local(window)
    window.start_game("nines", [HUMAN, *ai_seats(3, "medium")], {"match_games": 2},
                      seed=12)
    coach, panel = window.coach, window.coach.panel
    kind, number, first_record, first_lines = _worst_until_review(qtbot, window)
    assert (kind, number) == ("game", 1) and not panel.review_choice.isVisibleTo(window)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.phase == "game_over", timeout=30_000)
    ctl.next_game()
    qtbot.waitUntil(lambda: ctl.game_number() == 2)
    _worst_until_review(qtbot, window, lambda: coach._review[1] == 2)
    qtbot.waitUntil(lambda: coach._review is not None and coach._review[1] == 2,
                    timeout=60_000)
    choice = panel.review_choice
    assert choice.isVisibleTo(window)
    assert [choice.itemText(i) for i in range(choice.count())] == [
        "Review of game 1", "Review of game 2"]
    assert choice.currentIndex() == 1 and panel.review_text().startswith("Review of game 2")
    choice.activated.emit(0)  # the player chooses game 1
    assert coach._review == ("game", 1, first_record, first_lines)
    assert panel.review_text().startswith("Review of game 1")
    assert first_lines and coach.open_review(0)  # its costly moves open game 1's replay
    replay = window.controller
    assert replay.phase == "replay" and replay.game_number() == 1
    assert replay.replay_position()[0] == first_lines[0].ply
