"""The hot-seat curtain shows what is public: the opening roll of a Nines game, which the
curtain would otherwise hide at once, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from room_helpers import ai_seats

from gui.play.controller import SeatSpec
from gui.services.settings import settings

SEATS = [SeatSpec("Eva", "human"), *ai_seats(1), SeatSpec("Adam", "human"), *ai_seats(1)]


def test_the_opening_roll_is_shown_on_the_curtain(window, qtbot):
    window.start_game("nines", SEATS, seed=5)
    ctl, curtain = window.controller, window.game_page.host.curtain
    qtbot.waitUntil(curtain.isVisible)
    roller, dice = ctl.observation().roll
    opener = ctl.seat_name(ctl.observation().opener)
    assert curtain.dice.isVisibleTo(curtain) and curtain.dice.values == tuple(dice)
    text = curtain.roll_text.text()
    assert ctl.seat_name(roller) in text and opener in text and str(sum(dice)) in text
    settings().language = "cs"
    qtbot.waitUntil(lambda: "začíná" in curtain.roll_text.text())
    assert opener in curtain.roll_text.text()
    qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible()
    qtbot.waitUntil(lambda: ctl.phase == "human")
    qtbot.waitUntil(lambda: window.game_page.host.table.director.idle())
    ctl.submit(ctl.legal_moves()[0])
    qtbot.waitUntil(curtain.isVisible, timeout=20_000)  # the other human's take
    assert not curtain.dice.isVisibleTo(curtain)  # the roll belongs to the opening only


@pytest.mark.parametrize("game", ["royal", "tiengow"])
def test_a_game_without_a_roll_has_none_on_the_curtain(window, qtbot, game):
    window.start_game(game, SEATS, seed=5)
    curtain = window.game_page.host.curtain
    qtbot.waitUntil(curtain.isVisible)
    assert not curtain.dice.isVisibleTo(curtain) and not curtain.roll_text.isVisibleTo(curtain)


@pytest.mark.parametrize("game", ["nines", "tiengow"])
def test_what_cannot_act_on_the_curtain_is_greyed_until_it_lifts(window, qtbot, game):
    window.start_game(game, SEATS, seed=5)
    ctl, curtain = window.controller, window.game_page.host.curtain
    menus, undo = window.menus, window.undo_actions
    for _ in range(2):  # the first hand-over, and one in the middle of play
        qtbot.waitUntil(curtain.isVisible, timeout=20_000)
        assert ctl.phase == "curtain"
        assert not menus.act_hint.isEnabled()
        assert not undo.act_undo.isEnabled() and not undo.act_redo.isEnabled()
        menus.act_hint.trigger()  # greyed: nothing happens, nor does its key
        assert ctl._hint_job is None
        qtbot.mouseClick(curtain, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ctl.phase == "human")
        assert menus.act_hint.isEnabled()
        qtbot.waitUntil(lambda: window.game_page.host.table.director.idle())
        ctl.submit(ctl.legal_moves()[0])


def test_the_curtain_button_has_the_keyboard_and_space_lifts_it(window, qtbot):
    """Its button has the focus (its frame shows where the keys go), and Space lifts."""
    window.start_game("royal", SEATS, seed=5)
    curtain = window.game_page.host.curtain
    qtbot.waitUntil(curtain.isVisible)
    window.activateWindow()
    qtbot.waitUntil(lambda: curtain._button.hasFocus())
    qtbot.keyClick(curtain._button, Qt.Key.Key_Space)
    assert not curtain.isVisible()


def test_the_curtain_buttons_text_fits_inside_its_focus_frame(window, qtbot):
    """Descenders included ('Jsem Bára'): the focused frame (3 px) and the padding (8 px)
    lie around the text's whole height, not over its bottom."""
    settings().language = "cs"
    window.start_game("royal", SEATS, seed=5)
    button = window.game_page.host.curtain._button
    qtbot.waitUntil(button.isVisible)
    qtbot.waitUntil(lambda: button.text().startswith("Jsem"))
    assert button.height() >= QFontMetrics(button.font()).height() + 2 * (3 + 8)
