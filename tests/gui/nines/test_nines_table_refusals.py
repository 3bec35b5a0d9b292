"""A refusal is said once, with what to do next under it (not the same words again), and a
lead cannot be chosen with more than four tiles: a fifth raises nothing and says why. The
refusal comes by the controller's `move_refused` signal alone."""

from __future__ import annotations

import pytest
from nines_table_helpers import (
    StubController,
    click,
    drag,
    follow_position,
    item_centre,
    lay_count,
    start,
)
from PySide6.QtCore import Qt

from core.errors import IllegalMove
from core.nines import Observation
from core.nines.moves import Follow, Lead
from gui.nines.table import NinesTable
from gui.table.plates import INK

HAND = ("1-1", "3-3", "2-2", "2-4", "1-5", "4-5", "5-6", "1-2")
LIMIT = "You can lead at most 4 tiles.\nClick a raised tile to lower it, or press Lead."


def lead_position() -> Observation:
    obs = follow_position(HAND, ())
    current = obs.current.__class__(leader=0, plays=(), stacks=(), tops=(), tie_rolls=(),
                                    won=None, winner=None)
    return Observation(**{**obs.__dict__, "current": current, "hand_sizes": (8, 8, 8, 8)})


def raised(table: NinesTable) -> list[str]:
    return [i.face for i in table.tiles.hands[0] if i in table.tiles.raised]


# --- a refusal said once -----------------------------------------------------------------------

def test_a_short_follow_is_refused_once_then_told_how_to_go_on(qtbot):
    ctl = StubController(follow_position(HAND[:6], ("5-5", "2-6")), [Follow(0, HAND[:2])],
                         reason=lay_count(2))
    table = start(qtbot, ctl)
    statuses: list[str] = []
    table.status.connect(statuses.append)
    drag(table, item_centre(table.tiles.hands[0][0]), table.scenery.geo.stack_rect(0, 2).center())
    assert not table.action.isEnabled()  # Confirm waits for every stack
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter asks the core
    text = table.caption.text
    assert text == "Lay 2 tiles, one on each stack.\nDrag them there, then Confirm."
    assert text.count("one on each stack") == 1
    assert table.caption.colour() != INK and statuses[-1] == "Lay 2 tiles, one on each stack."


def test_one_stack_refused_in_the_singular_once(qtbot):
    ctl = StubController(follow_position(HAND[:7], ("3-3",)), [Follow(0, ("1-1",))],
                         reason=lay_count(1))
    table = start(qtbot, ctl)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Confirm with nothing laid
    assert ctl.submitted == [Follow(0, ())]
    assert table.caption.text == "Lay 1 tile on the stack.\nDrag it there, then Confirm."


def test_a_lead_of_nothing_says_so_and_then_the_prompt(qtbot):
    ctl = StubController(lead_position(), [Lead(0, ("1-1",))],
                         reason=IllegalMove("lead 1 to 4 tiles, not 0", "lead_count", count=0))
    table = start(qtbot, ctl)
    prompt = table.human.prompt()
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Lead with nothing raised
    assert ctl.submitted == [Lead(0, ())]
    assert table.caption.text == f"No tile is chosen.\n{prompt}"


def test_an_unknown_reason_is_shown_as_given_with_the_prompt(qtbot):
    ctl = StubController(follow_position(HAND[:6], ("5-5", "2-6")), [Follow(0, HAND[:2])],
                         reason=IllegalMove("it is not your turn"))
    table = start(qtbot, ctl)
    prompt = table.human.prompt()
    table.human.action()
    assert table.caption.text == f"It is not your turn\n{prompt}"


# --- at most four tiles in a lead --------------------------------------------------------------

def test_a_fifth_click_raises_nothing_and_says_why(qtbot):
    ctl = StubController(lead_position(), [Lead(0, ("1-1",))], reason=None)
    table = start(qtbot, ctl)
    hand = list(table.tiles.hands[0])
    for item in hand[:5]:
        click(table, item_centre(item))
    assert raised(table) == [i.face for i in hand[:4]]
    assert hand[4].mark == "" and table.caption.text == LIMIT
    assert table.caption.colour() != INK
    click(table, item_centre(hand[1]))  # lower one: the fifth may now go up
    assert table.caption.colour() == INK and table.caption.text == table.human.prompt()
    click(table, item_centre(hand[4]))
    assert raised(table) == [hand[0].face, hand[2].face, hand[3].face, hand[4].face]
    click(table, table.action.sceneBoundingRect().center())
    assert ctl.submitted == [Lead(0, (hand[0].face, hand[2].face, hand[3].face, hand[4].face))]


def test_the_keyboard_and_a_drag_cannot_add_a_fifth_tile(qtbot):
    ctl = StubController(lead_position(), [Lead(0, ("1-1",))], reason=None)
    table = start(qtbot, ctl)
    hand = list(table.tiles.hands[0])
    qtbot.keyClick(table, Qt.Key.Key_Right)  # shows the cursor on the first tile
    for _ in range(4):
        qtbot.keyClick(table, Qt.Key.Key_Space)
        qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Space)  # the fifth
    assert raised(table) == [i.face for i in hand[:4]] and table.caption.text == LIMIT
    before = hand[6].pos()
    drag(table, item_centre(hand[6]), table.scenery.geo.centre_rect().center())
    assert raised(table) == [i.face for i in hand[:4]] and table.caption.text == LIMIT
    assert ctl.submitted == [] and hand[6] in table.tiles.hands[0] and hand[6].pos() == before
    drag(table, item_centre(hand[0]), table.scenery.geo.centre_rect().center())  # the four go
    assert ctl.submitted == [Lead(0, tuple(i.face for i in hand[:4]))]


# --- the refusal comes by the signal -------------------------------------------------------

@pytest.mark.parametrize("later", [False, True])
def test_a_refusal_comes_by_the_signal_alone_and_nothing_moves(qtbot, later):
    """The table takes a refusal from the controller's `move_refused` (the stand-in's
    `submit` returns nothing), also when it comes after `submit` returned (`later`, as a
    network seat's host answers): the tiles led go back to the hand, the reason shows,
    and nothing else moves."""
    out_of_turn = IllegalMove("it is not your turn", "out_of_turn")
    ctl = StubController(lead_position(), [Lead(0, HAND[:2])],
                         reason=None if later else out_of_turn)
    table = start(qtbot, ctl)
    hand = list(table.tiles.hands[0])
    for item in hand[:2]:
        click(table, item_centre(item))
    places = {item: item.pos() for item in table.all_tiles()}
    drag(table, item_centre(hand[0]), table.scenery.geo.centre_rect().center())
    assert ctl.submitted == [Lead(0, HAND[:2])]
    if later:
        assert table.caption.colour() == INK  # nothing refused yet
        assert hand[0].pos() != places[hand[0]]  # the tiles wait where they were dropped
        ctl.refuse_later(out_of_turn)
    assert table.caption.text.startswith("It is not your turn.")
    assert table.caption.colour() != INK
    qtbot.waitUntil(lambda: all(item.pos() == pos for item, pos in places.items()))
    assert table.tiles.hands[0] == hand and table.tiles.stacks == []
    assert raised(table) == list(HAND[:2]) and ctl.done == 0
