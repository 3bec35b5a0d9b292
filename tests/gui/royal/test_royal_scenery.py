"""The Royal scenery owns what lies where: its hand, trick, rows, panels and seat info are
read-only outside, and its operations move a card from one place to another."""

from __future__ import annotations

import dataclasses

import pytest

from tests.gui.royal.royal_helpers import make_table, wait_for_human


def test_what_lies_where_is_read_only_outside(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    sc = view.scenery
    assert isinstance(sc.hand, tuple) and isinstance(sc.trick, tuple)
    with pytest.raises(TypeError):
        sc.rows["10R"] = sc.hand[0]
    with pytest.raises(TypeError):
        del sc.panels[1]
    with pytest.raises(dataclasses.FrozenInstanceError):
        sc.info[1].cards = 3


def test_a_hand_card_goes_to_the_trick_and_off_the_table(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    sc = view.scenery
    bottom = view.bottom_seat()
    item = sc.hand[0]
    card = item.card
    before = len(sc.trick)
    assert sc.to_trick(bottom, card) is item  # the same item leaves the hand
    assert item not in sc.hand and len(sc.hand) == len(ctl.observation().hand) - 1
    assert sc.trick[-1] == (bottom, item) and len(sc.trick) == before + 1
    assert item.flip == 1.0 and not item.acceptedMouseButtons()
    other = (bottom + 1) % 4
    newcomer = sc.to_trick(other, "AS")  # an opponent's card: a new item at its panel
    assert newcomer.card == "AS" and newcomer.scene() is view.scene()
    assert (newcomer.pos() - sc.origin(other)).manhattanLength() < 1
    sc.clear_trick()
    assert sc.trick == () and item.scene() is None and newcomer.scene() is None


def test_a_seats_panel_changes_through_the_scenery(qtbot):
    ctl, view = make_table(qtbot, players=3, seed=2)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    sc = view.scenery
    old = sc.info[1]
    sc.update_seat(1, cards=17, thinking=True)
    assert sc.info[1].cards == 17 and sc.info[1].thinking
    assert sc.panels[1].info is sc.info[1] and old.cards != 17
    assert sc.info[2] == sc.panels[2].info  # the others unchanged
