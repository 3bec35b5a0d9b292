"""Pairs and combinations on the Tien Gow table go as one: the tiles chosen follow a drag
of any one of them and land as one play (a lead, or a beat), a drop off the trick plays
nothing, and a combination's button plays it with one click."""

from __future__ import annotations

from nines_table_helpers import release
from PySide6.QtCore import QPointF
from tiengow_table_helpers import (
    TienGowFake,
    centre,
    click,
    drag,
    hand_item,
    position,
    start_fake,
)

from core.tiengow.moves import Beat, Lead

# the military pair of sevens is this hand's only combination
SEVENS = ("2-5", "3-4", "6-6", "1-3", "1-1", "2-2", "5-5", "1-2")


def choose_sevens(table):
    sevens = [hand_item(table, "2-5"), hand_item(table, "3-4")]
    for item in sevens:
        click(table, centre(item))
    assert table.human.chosen() == ("2-5", "3-4")
    return sevens


def test_dragging_one_tile_of_the_chosen_pair_carries_both_and_leads_them_once(qtbot):
    ctl = TienGowFake(position(mine=SEVENS))
    table = start_fake(qtbot, ctl)
    first, second = choose_sevens(table)
    others = [i for i in table.hands[0] if i not in (first, second)]
    before = {i: QPointF(i.pos()) for i in table.hands[0]}
    target = table.scenery.geo.trick_rect().center()
    drag(table, centre(second), target, release=False)
    moved = second.pos() - before[second]
    assert moved.manhattanLength() > 100  # the tile dragged follows the pointer...
    together = first.pos() - before[first]
    assert (together - moved).manhattanLength() < 1  # ...and its partner with it
    assert all(i.pos() == before[i] for i in others)  # nothing else moves
    assert ctl.submitted == []
    release(table, target)
    assert ctl.submitted == [Lead(0, ("2-5", "3-4"))]  # one move, the pair


def test_a_chosen_pair_dropped_off_the_trick_goes_back_to_the_hand_chosen(qtbot):
    ctl = TienGowFake(position(mine=SEVENS))
    table = start_fake(qtbot, ctl)
    first, second = choose_sevens(table)
    home = {first: QPointF(first.pos()), second: QPointF(second.pos())}
    beside = table.scenery.geo.trick_rect().topLeft() - QPointF(40, 40)
    assert not table.scenery.geo.trick_rect().contains(beside)
    drag(table, centre(first), beside)
    assert ctl.submitted == []
    assert table.human.chosen() == ("2-5", "3-4")
    qtbot.waitUntil(lambda: all(i.pos() == home[i] for i in (first, second)))


def test_the_military_pair_button_leads_the_pair_with_one_click(qtbot):
    ctl = TienGowFake(position(mine=SEVENS))
    table = start_fake(qtbot, ctl)
    chip = table.chips[0]
    assert chip.isVisible() and chip.text() == "Military pair · 2-5 3-4"
    assert not any(c.isVisible() for c in table.chips[1:])
    click(table, chip.sceneBoundingRect().center())
    assert ctl.submitted == [Lead(0, ("2-5", "3-4"))]


def test_a_chosen_pair_that_beats_is_dragged_onto_the_trick_as_one_beat(qtbot):
    state = position([Lead(3, ("1-4", "2-3"))], banker=3, mine=SEVENS)  # fives: sevens beat
    ctl = TienGowFake(state)
    table = start_fake(qtbot, ctl)
    assert table.human.mode == "follow" and table.human.size == 2
    chip = table.chips[0]
    assert chip.isVisible() and chip.text() == "Military pair · 2-5 3-4"
    first, _second = choose_sevens(table)
    drag(table, centre(first), table.scenery.geo.trick_rect().center())
    assert ctl.submitted == [Beat(0, ("2-5", "3-4"))]


def test_the_beating_pair_is_also_one_click_on_its_button(qtbot):
    state = position([Lead(3, ("1-4", "2-3"))], banker=3, mine=SEVENS)
    ctl = TienGowFake(state)
    table = start_fake(qtbot, ctl)
    click(table, table.chips[0].sceneBoundingRect().center())
    assert ctl.submitted == [Beat(0, ("2-5", "3-4"))]


def test_a_tile_the_full_choice_lets_go_when_a_drag_begins_goes_back_down(qtbot):
    state = position([Lead(3, ("1-4", "2-3"))], banker=3, mine=SEVENS)  # follow with two
    ctl = TienGowFake(state)
    table = start_fake(qtbot, ctl)
    first, second = choose_sevens(table)
    down_y = hand_item(table, "6-6").pos().y()
    assert first.pos().y() < down_y  # chosen: raised
    heaven = hand_item(table, "6-6")
    drag(table, centre(heaven), table.scenery.geo.trick_rect().center(), release=False)
    assert sorted(table.human.chosen()) == ["3-4", "6-6"]  # two at most: the oldest goes...
    qtbot.waitUntil(lambda: abs(first.pos().y() - down_y) < 1)  # ...and back in the hand
    assert second.pos().y() < down_y - 100  # carried with the tile dragged


def test_a_tile_dragged_off_the_trick_leaves_the_choice_as_it_was(qtbot):
    state = position([Lead(3, ("1-4", "2-3"))], banker=3, mine=SEVENS)  # follow with two
    ctl = TienGowFake(state)
    table = start_fake(qtbot, ctl)
    first, second = choose_sevens(table)
    heaven = hand_item(table, "6-6")
    home = {i: QPointF(i.pos()) for i in (first, second, heaven)}
    beside = table.scenery.geo.trick_rect().topLeft() - QPointF(40, 40)
    drag(table, centre(heaven), beside)  # the drag chose it (letting 2-5 go)...
    assert ctl.submitted == []
    assert table.human.chosen() == ("2-5", "3-4")  # ...and the drop off the trick undid it
    qtbot.waitUntil(lambda: all(i.pos() == home[i] for i in home))
