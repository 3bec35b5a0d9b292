"""The Royal keyboard cursor visits only the cards the controller lets the human play (and
Pass or Lay out all when they are the moves): not a card that may not go, nor the Last
trick and Scores buttons, which Tab reaches."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gui.royal.items import CardItem
from tests.gui.royal.royal_helpers import make_table
from tests.gui.royal.test_royal_table_input import until_dimmed_card


def focused(view):
    play = view.play
    items = play.focusables()
    return items[play.focus_index] if 0 <= play.focus_index < len(items) else None


def test_arrows_start_on_and_move_between_playable_cards_only(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2)
    ctl.start()
    until_dimmed_card(qtbot, ctl, view)
    legal = {m.card for m in ctl.legal_moves()}
    view.setFocus()
    seen = []
    for key in [Qt.Key.Key_Right] * (len(view.hand) + 4) + [Qt.Key.Key_Left] * 12:
        QTest.keyClick(view, key)
        item = focused(view)
        assert isinstance(item, CardItem) and item.card in legal, (item, legal)
        seen.append(item.card)
    assert seen[0] == min((i for i in view.hand if i.card in legal),
                          key=view.hand.index).card, "the first arrow: the first playable"
    assert set(seen) == legal, "every playable card is reached"
    refused = []
    ctl.move_refused.connect(refused.append)
    with qtbot.waitSignal(ctl.events_applied, timeout=5000):
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert refused == []


def test_a_click_on_a_dimmed_card_then_an_arrow_goes_to_a_playable_one(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2)
    ctl.start()
    dimmed = until_dimmed_card(qtbot, ctl, view)
    view.play.on_card_pressed(dimmed)  # a press puts the focus on the card pressed
    view.scenery.layout_hand()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    item = focused(view)
    assert isinstance(item, CardItem) and item.card in view.play.legal


def test_a_keyboard_player_sees_the_cursor_as_the_next_turn_begins(qtbot):
    """Once the player plays by keys, each later turn shows the cursor on a playable card
    at once (a play-test found it hidden until an arrow); a mouse player sees none."""
    from tests.gui.royal.royal_helpers import wait_for_human

    ctl, view = make_table(qtbot, players=3, seed=2)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    view.setFocus()
    assert focused(view) is None  # nothing chosen by keys yet
    QTest.keyClick(view, Qt.Key.Key_Right)
    with qtbot.waitSignal(ctl.events_applied, timeout=5000):
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert wait_for_human(qtbot, ctl)
    item = focused(view)
    assert isinstance(item, CardItem) and item.card in view.play.legal
    view.play.on_card_pressed(item)  # the mouse now
    with qtbot.waitSignal(ctl.events_applied, timeout=5000):
        view.play.try_play(item)
    assert wait_for_human(qtbot, ctl)
    assert focused(view) is None
