"""The human's input on the Tien Gow table against the stand-in controller: a pair led by
one double click, by its combination button or by a drag; a follow's Beat and Discard;
the keys; a refused move changes nothing and is worded."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from tiengow_table_helpers import (
    TienGowFake,
    centre,
    click,
    double_click,
    drag,
    hand_item,
    key,
    position,
    start_fake,
)

from core.errors import IllegalMove
from core.tiengow.moves import Beat, Discard, Lead


def test_a_double_click_leads_the_largest_combination_of_the_tile(qtbot):
    ctl = TienGowFake(position())
    table = start_fake(qtbot, ctl)
    double_click(table, centre(hand_item(table, "3-6")))
    assert len(ctl.submitted) == 1
    move = ctl.submitted[0]
    assert type(move) is Lead
    assert Counter(move.tiles) == Counter(("6-6", "6-6", "3-6", "4-5"))  # the quartet


def test_a_pair_is_led_by_its_combination_button(qtbot):
    ctl = TienGowFake(position(mine=("6-6", "6-6", "1-6", "2-5", "1-1", "2-2", "5-5", "1-2")))
    table = start_fake(qtbot, ctl)
    assert [tuple(m.tiles) for m in table.human.offers] == [("6-6", "6-6")]
    chip = table.chips[0]
    assert chip.isVisible() and "6-6 6-6" in chip.text()
    click(table, chip.sceneBoundingRect().center())
    assert ctl.submitted == [Lead(0, ("6-6", "6-6"))]


def test_a_pair_chosen_is_led_by_dragging_it_to_the_trick(qtbot):
    ctl = TienGowFake(position())
    table = start_fake(qtbot, ctl)
    first, second = hand_item(table, "6-6", 0), hand_item(table, "6-6", 1)
    click(table, centre(first))
    assert table.board.selected == [table.tiles.tile(first)]
    drag(table, centre(second), table.scenery.geo.trick_rect().center())
    assert len(ctl.submitted) == 1
    assert Counter(ctl.submitted[0].tiles) == Counter(("6-6", "6-6"))
    assert type(ctl.submitted[0]) is Lead


def test_following_offers_beat_only_when_the_core_lists_one(qtbot):
    led = Lead(3, ("2-6",))  # seat 3 leads an eight: seat 0's nines beat it
    state = position([led], banker=3)
    ctl = TienGowFake(state)
    table = start_fake(qtbot, ctl)
    assert table.human.mode == "follow" and table.human.size == 1
    assert table.action.isVisible() and table.discard.isVisible()
    click(table, centre(hand_item(table, "2-2")))  # a civil tile: no beat
    assert not table.action.isEnabled() and table.discard.isEnabled()
    assert "do not beat" in table.caption.text  # why Beat is greyed
    click(table, centre(hand_item(table, "3-6")))  # one tile: the choice moves to it
    assert table.human.chosen() == ("3-6",)
    assert table.action.isEnabled() and "do not beat" not in table.caption.text
    click(table, table.action.sceneBoundingRect().center())
    assert ctl.submitted == [Beat(0, ("3-6",))]


def test_a_drop_that_does_not_beat_is_refused_not_discarded(qtbot):
    """A tile dragged to the trick is played face up; when it does not beat while another
    tile would, the core's refusal says so and nothing goes face down unasked."""
    refusal = IllegalMove("2-2 does not beat 2-6", "does_not_beat", tiles="2-6")
    ctl = TienGowFake(position([Lead(3, ("2-6",))], banker=3), reason=refusal)
    table = start_fake(qtbot, ctl)
    drag(table, centre(hand_item(table, "2-2")), table.scenery.geo.trick_rect().center())
    assert ctl.submitted == [Beat(0, ("2-2",))]  # the core's to refuse: never a Discard
    assert "does not beat" in table.caption.text
    key(table, Qt.Key.Key_D)  # the discard is made on purpose
    assert ctl.submitted[-1] == Discard(0, ("2-2",))


def test_nothing_that_beats_offers_only_the_discard(qtbot):
    state = position([Lead(3, ("2-4", "1-2"))], banker=3,
                     mine=("6-6", "6-6", "3-6", "4-5", "1-1", "2-2", "5-5", "1-3"))
    ctl = TienGowFake(state)
    table = start_fake(qtbot, ctl)
    assert not table.action.isVisible() and table.discard.isVisible()
    assert "discard" in table.caption.text.lower()
    key(table, Qt.Key.Key_Right)  # the cursor shows
    key(table, Qt.Key.Key_Space)
    key(table, Qt.Key.Key_Right)
    key(table, Qt.Key.Key_Space)
    assert len(table.human.chosen()) == 2
    key(table, Qt.Key.Key_Return)
    assert len(ctl.submitted) == 1 and type(ctl.submitted[0]) is Discard
    assert ctl.submitted[0].tiles == table.human.chosen()


def test_keys_choose_and_lead(qtbot):
    ctl = TienGowFake(position())
    table = start_fake(qtbot, ctl)
    key(table, Qt.Key.Key_Right)
    key(table, Qt.Key.Key_Space)
    key(table, Qt.Key.Key_Right)
    key(table, Qt.Key.Key_Space)
    assert table.human.chosen() == ("6-6", "6-6")
    key(table, Qt.Key.Key_Return)
    assert ctl.submitted == [Lead(0, ("6-6", "6-6"))]
    chips = [c for c in table.scenery.chips if c.isVisible()]
    top = min(range(len(chips)), key=lambda i: chips[i].sceneBoundingRect().top())
    assert len(chips) >= 2 and chips[top].key() == "1"  # numbered from the top
    assert [c.key() for c in chips] == [str(len(chips) - i) for i in range(len(chips))]
    offered = table.human.offers[top]
    key(table, Qt.Key.Key_1, "1")  # the top combination button
    assert ctl.submitted == [Lead(0, ("6-6", "6-6")), offered]


def test_a_refused_move_changes_nothing_and_is_worded(qtbot):
    refusal = IllegalMove("1-1 2-2 is no pair", "not_a_lead", tiles="1-1 2-2")
    ctl = TienGowFake(position(), reason=refusal)
    table = start_fake(qtbot, ctl)
    before = table.board.layout()
    click(table, centre(hand_item(table, "1-1")))
    click(table, centre(hand_item(table, "2-2")))
    chosen = list(table.board.selected)
    click(table, table.action.sceneBoundingRect().center())
    assert ctl.submitted == [Lead(0, ("1-1", "2-2"))]
    assert "The tiles 1-1 2-2 are no pair, triplet or quartet" in table.caption.text
    assert table.board.layout() == before  # every tile where it was
    assert table.board.selected == chosen  # the choice stays, to be mended
    assert table.human.mode == "lead" and len(table.hands[0]) == 8


def test_the_hint_marks_the_tiles_until_the_player_acts(qtbot):
    ctl = TienGowFake(position())
    table = start_fake(qtbot, ctl)
    table.show_hint(Lead(0, ("6-6", "6-6")))
    assert [i.face for i in table.human.hinted()] == ["6-6", "6-6"]
    assert table.action.hinted()
    assert table.human.chosen() == ("6-6", "6-6") and table.action.isEnabled()  # chosen
    click(table, centre(hand_item(table, "2-2")))
    assert table.human.hinted() == [] and not table.action.hinted()


def test_the_hinted_button_plays_the_hint(qtbot):
    ctl = TienGowFake(position([Lead(3, ("2-6",))], banker=3))
    table = start_fake(qtbot, ctl)
    table.show_hint(Discard(0, ("2-2",)))
    assert table.discard.hinted() and table.discard.isEnabled()
    click(table, table.discard.sceneBoundingRect().center())
    assert ctl.submitted == [Discard(0, ("2-2",))]


def test_enter_plays_a_hinted_discard(qtbot):
    """Enter plays the hint as in Nines and Royal: a hinted Discard too (it tried Beat,
    greyed, and said the tile does not beat)."""
    ctl = TienGowFake(position([Lead(3, ("2-6",))], banker=3))
    table = start_fake(qtbot, ctl)
    table.show_hint(Discard(0, ("2-2",)))
    key(table, Qt.Key.Key_Return)
    assert ctl.submitted == [Discard(0, ("2-2",))]
