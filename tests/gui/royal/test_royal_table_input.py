"""Refused drops, the keyboard, double-clicks and the hot-seat hand on the Royal table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from core.royal.moves import CardPlayed
from gui.royal.layout import RAISE, hand_area, hand_positions
from tests.gui.royal.royal_helpers import (
    card_grip,
    drag,
    make_table,
    viewport_point,
    wait_for_human,
)


def until_dimmed_card(qtbot, ctl, view):
    """Play the first legal card until the human holds a card that may not be played."""
    while wait_for_human(qtbot, ctl):
        dimmed = [i for i in view.hand if i.dimmed()]
        if dimmed and not view.scenery.board.isVisible():
            return dimmed[0]
        before = ctl.move_count()
        ctl.submit(ctl.legal_moves()[0])
        qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=5000)
    raise AssertionError("the game ended before the human had to follow suit")


def test_a_refused_drop_snaps_back_with_the_cores_reason(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2)
    ctl.start()
    item = until_dimmed_card(qtbot, ctl, view)
    hand_before = ctl.observation().hand
    led = ctl.observation().trick[0][-1]
    home = QPointF(item.home)
    assert all(i.card in view.play.legal for i in view.hand if not i.dimmed())
    assert item.card not in view.play.legal
    refused = []
    ctl.move_refused.connect(refused.append)
    with qtbot.waitSignal(view.status, timeout=3000) as blocker:
        drag(view, card_grip(item), view.scenery.trick_spot(ctl.viewer()))
    # The controller hands on the core's refusal (follow the led suit); the table words
    # it in the player's language.
    assert [(r.code, r.params) for r in refused] == [("must_follow", {"suit": led})]
    word = {"R": "red", "G": "green", "B": "blue", "S": "shields"}[led]
    assert blocker.args == [f"You must follow suit: {word}."]
    qtbot.waitUntil(lambda: item.pos() == home)
    assert item in view.hand and item.rotation() == item.home_rotation
    assert ctl.observation().hand == hand_before
    assert ctl.phase == "human"


def test_a_drop_outside_the_table_snaps_back_without_playing(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=4)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    item = next(i for i in view.hand if i.card in view.play.legal)
    home = QPointF(item.home)
    before = ctl.move_count()
    drag(view, card_grip(item), QPointF(view.scenery.width_ - 60, 500))
    qtbot.waitUntil(lambda: item.pos() == home)
    assert ctl.move_count() == before and ctl.phase == "human"


def test_keyboard_arrows_and_enter_play_a_card(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=6)
    ctl.start()
    played = 0
    while played < 6 and wait_for_human(qtbot, ctl):
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Right)
        focused = view.play.focusables()[view.play.focus_index]
        assert focused.card in view.play.legal, "the first arrow lands on a playable card"
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Left)
        assert view.play.focusables()[view.play.focus_index] is focused
        with qtbot.waitSignal(ctl.events_applied, timeout=5000) as blocker:
            QTest.keyClick(view, Qt.Key.Key_Return)
        assert blocker.args[0][0] == CardPlayed(ctl.viewer(), focused.card)
        played += 1
    assert played == 6


def test_double_click_plays_a_card(qtbot):
    ctl, view = make_table(qtbot, players=5, seed=8)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    item = next(i for i in view.hand if i.card in view.play.legal)
    with qtbot.waitSignal(ctl.events_applied, timeout=5000) as blocker:
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, viewport_point(view, card_grip(item)))
    assert blocker.args[0][0] == CardPlayed(ctl.viewer(), item.card)


def test_legal_cards_are_raised_and_the_others_dimmed(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2)
    ctl.start()
    until_dimmed_card(qtbot, ctl, view)
    flat = hand_positions(len(view.hand), view.scenery.width_)
    legal_cards = {m.card for m in ctl.legal_moves()}
    assert 0 < len(legal_cards) < len(view.hand)
    for item, (pos, _) in zip(view.hand, flat, strict=True):
        legal = item.card in legal_cards
        assert item.dimmed() is not legal
        assert item.pos().y() == pos.y() - (RAISE if legal else 0)


def test_hot_seat_shows_no_face_up_hand_until_a_player_sits_down(qtbot):
    ctl, view = make_table(qtbot, players=4, humans=2, seed=3)
    ctl.start()
    qtbot.waitUntil(lambda: ctl.phase in ("curtain", "human"), timeout=10_000)
    if ctl.phase == "curtain":
        assert ctl.viewer() == -1
        assert view.hand and all(i.card is None for i in view.hand)
        assert not view.play.legal and not any(i.acceptedMouseButtons() for i in view.hand)
        ctl.lift_curtain()
    qtbot.waitUntil(lambda: ctl.phase == "human")
    seat = ctl.viewer()
    assert seat == ctl.to_move()
    qtbot.waitUntil(lambda: [i.card for i in view.hand] != [None] * len(view.hand))
    assert sorted(i.card for i in view.hand) == sorted(ctl.observation(seat).hand)
    assert view.panels[seat].bottom
    assert hand_area(view.scenery.width_).contains(view.hand[0].pos())
