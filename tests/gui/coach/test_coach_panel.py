"""The coach in the room: off by default; on the human's turn the panel lists the
candidates as the search thinks, best first with the reason; it never shows what another
seat holds; no coach in hot-seat; the review's line opens the replay at that move."""

from __future__ import annotations

import re

import pytest
from coach_helpers import HUMAN, analysed, fast_coach, human_turn, local, play, rule_medium
from room_helpers import ai_seats

from core.royal.cards import CARDS, card_name
from gui.coach.words import move_words
from gui.play.controller import SeatSpec
from gui.room.settings_dialog import SettingsDialog
from gui.services.settings import settings

__all__ = ["fast_coach", "rule_medium"]


def test_the_coach_is_off_by_default_and_the_menu_and_settings_turn_it_on(qtbot, window):
    assert not settings().coach
    assert not window.coach.dock.isVisible() and not window.coach.action.isChecked()
    assert window.coach.action in window.menus.view_menu.actions()
    window.start_game("nines", [HUMAN, *ai_seats(3, "medium")], seed=4)  # beside a table
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    assert not dialog.coach.isChecked()
    dialog.coach.setChecked(True)
    assert settings().coach and window.coach.dock.isVisible()
    assert window.coach.action.isChecked()
    window.coach.action.trigger()
    assert not settings().coach and not window.coach.dock.isVisible()
    assert not dialog.coach.isChecked()


def test_the_coach_is_beside_a_table_only(qtbot, window):
    """On the start screen the coach had nothing to say beside it ("it helps in a game
    on the table") and took the width the games' panels need (at 200 % on an 800x600
    screen Tien Gow was cut off); it comes back with a table."""
    settings().coach = True
    assert not window.coach.dock.isVisible()
    window.start_game("nines", [HUMAN, *ai_seats(3, "medium")], seed=4)
    assert window.coach.dock.isVisible()
    window.show_start()
    assert not window.coach.dock.isVisible() and settings().coach
    assert window.coach.action.isChecked()


@pytest.mark.parametrize("game", ["royal", "nines"])
def test_the_panel_lists_the_candidates_best_first_and_updates(qtbot, window, rule_medium,
                                                              game):
    settings().coach = True
    coach = window.coach
    updates = []
    coach.thinker.progress.connect(lambda token, analysis: updates.append(analysis))
    window.start_game(game, [HUMAN, *ai_seats(3, "medium")], seed=4)
    ctl = window.controller
    while True:  # the real search processes, at the hard player's own pace
        assert human_turn(qtbot, ctl, window.game_page.host.table)
        analysis = analysed(qtbot, coach)
        if len(analysis.candidates) > 2:
            break
        play(qtbot, ctl, analysis.best.move)
    assert updates and not any(a.done for a in updates)
    lines = coach.panel.lines
    assert coach.panel.candidates.text() == "\n".join(lines)
    assert lines[0].endswith(move_words(analysis.best.move))
    assert len(lines) >= 3
    assert "deals tried" in coach.panel.state.text()
    assert analysis.best.move in ctl.legal_moves()


def _other_hands(ctl, seat):
    return [ctl.observation(s).hand for s in range(len(ctl.seats)) if s != seat]


@pytest.mark.parametrize("game", ["royal", "nines"])
def test_the_panel_never_shows_another_seats_hand(qtbot, window, fast_coach, rule_medium,
                                                 game):
    settings().coach = True
    coach = window.coach
    local(window)
    window.start_game(game, [HUMAN, *ai_seats(3, "medium")], seed=9)
    ctl = window.controller
    held: set[str] = set()
    texts = []

    def check() -> None:
        """The turn's text names no piece another seat holds now; the review's only
        pieces the human held in this game."""
        text, review = coach.panel.turn_text(), coach.panel.review_text()
        texts.append(text)
        held.update(ctl.observation(0).hand)
        if game == "royal":
            for hand in _other_hands(ctl, 0):
                for card in hand:
                    assert card_name(card, "en") not in text
            assert all(card in held for card in CARDS if card_name(card, "en") in review)
        else:
            for face in re.findall(r"\((\d-\d)\)", text + review):
                assert face in held

    coach.thinker.progress.connect(lambda *_: check())
    coach.thinker.done.connect(lambda *_: check())
    turns = 0
    while human_turn(qtbot, ctl, window.game_page.host.table):
        analysed(qtbot, coach)
        check()
        moves = ctl.legal_moves()
        play(qtbot, ctl, moves[turns * 7 % len(moves)])  # not always the best
        turns += 1
    assert ctl.is_over() and turns > 5
    assert any(t.count("\n") > 6 for t in texts)  # candidates were shown
    assert "Review of" in coach.panel.text()


def test_no_coach_when_several_people_play_at_one_computer(qtbot, window, fast_coach):
    settings().coach = True
    window.start_game("royal", [HUMAN, SeatSpec("Jan", "human"), *ai_seats(2, "medium")], seed=3)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.phase in ("curtain", "human"), timeout=30_000)
    assert not window.coach.active()
    assert "several people" in window.coach.panel.state.text()
    assert not window.coach.panel.candidates.isVisible()
    assert window.coach.panel.lines == [] and not window.coach.panel.candidates.text()



def test_the_turns_reason_is_worded_again_in_the_language_chosen(qtbot, window, fast_coach):
    """The reason under the candidates was worded when the search ended: a change of
    language words it again (it stayed Czech under English headings)."""
    from core.coach.why import why
    from gui.coach.words import reason
    from gui.services import i18n

    settings().coach = True
    coach = window.coach
    local(window)
    i18n.apply("cs")
    window.start_game("royal", [HUMAN, *ai_seats(3, "medium")], seed=4)
    ctl = window.controller
    while True:  # a turn with a reason to give
        assert human_turn(qtbot, ctl, window.game_page.host.table)
        analysis = analysed(qtbot, coach)
        czech = coach.panel.why.text()
        if czech:
            break
        play(qtbot, ctl, analysis.best.move)
    i18n.apply("en")
    qtbot.waitUntil(lambda: coach.panel.why.text() != czech)
    assert coach.panel.why.text() == reason(why(coach._turn[2], coach.current))
