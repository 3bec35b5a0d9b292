"""The human's input on the Nines table, against a stand-in controller showing one
position: the on-top/under preview, refusals, hover names, keyboard play."""

from __future__ import annotations

from nines_table_helpers import (
    StubController,
    click,
    drag,
    follow_position,
    hand_item,
    hover,
    item_centre,
    lay_count,
    release,
    start,
    view_point,
    with_won_stacks,
)
from PySide6.QtCore import Qt

from core.nines.moves import Follow, Lead

HAND = ("1-1", "3-3", "2-2", "2-4", "1-5", "4-5", "5-6", "1-2")


def test_preview_says_on_top_or_under_as_the_core_rule_does(qtbot):
    ctl = StubController(follow_position(HAND[:7], ("3-3",)), [Follow(0, ("1-1",))])
    table = start(qtbot, ctl)
    assert table.human.mode == "follow"
    stack = table.scenery.geo.stack_rect(0, 1).center()
    cases = {"1-1": "on top",  # civil, higher than the long three
             "3-3": "under",  # the same tile: equal, the one laid first stays on top
             "2-4": "under",  # military: the other suit
             "2-2": "under"}  # civil but lower
    for face, expected in cases.items():
        item = hand_item(table, face)
        drag(table, item_centre(item), stack, release=False)
        assert expected in table.human.preview(0), (face, table.human.preview(0))
        release(table, table.scenery.geo.hand_rect(0).center())  # dropped back on the hand
        assert table.tiles.pending == [None]
        assert table.human.preview(0) == ""


def test_a_dropped_tile_waits_on_its_stack_and_moves_between_stacks(qtbot):
    ctl = StubController(follow_position(HAND[:6], ("5-5", "2-6")),
                         [Follow(0, HAND[:2]), Follow(0, ("2-2", "1-1"))])
    table = start(qtbot, ctl)
    earth, bench = hand_item(table, "1-1"), hand_item(table, "2-2")
    drag(table, item_centre(earth), table.scenery.geo.stack_rect(0, 2).center())
    assert table.tiles.pending == [earth, None]
    assert "on top" in table.human.preview(0)
    drag(table, item_centre(earth), table.scenery.geo.stack_rect(1, 2).center())
    assert table.tiles.pending == [None, earth]
    assert "under" in table.human.preview(1)  # civil on a military stack
    click(table, item_centre(bench))  # a click lays it on the first free stack
    assert table.tiles.pending == [bench, earth]
    click(table, table.action.sceneBoundingRect().center())
    assert ctl.submitted == [Follow(0, ("2-2", "1-1"))]


def test_a_follow_with_too_few_tiles_is_refused_with_the_core_reason(qtbot):
    ctl = StubController(follow_position(HAND[:6], ("5-5", "2-6")), [Follow(0, HAND[:2])],
                         reason=lay_count(2))
    table = start(qtbot, ctl)
    statuses: list[str] = []
    table.status.connect(statuses.append)
    earth = hand_item(table, "1-1")
    drag(table, item_centre(earth), table.scenery.geo.stack_rect(1, 2).center())
    assert not table.action.isEnabled()  # Confirm waits for every stack
    qtbot.keyClick(table, Qt.Key.Key_Return)  # Enter asks the core
    assert ctl.submitted == [Follow(0, ("1-1",))]
    assert statuses[-1] == "Lay 2 tiles, one on each stack."
    assert "Lay 2 tiles" in table.caption.text
    assert table.tiles.pending == [None, earth]  # the tile waits where it was put


def test_hovering_a_tile_shows_its_name_suit_and_rank(qtbot):
    ctl = StubController(follow_position(HAND[:7], ("3-3",)), [Follow(0, ("1-1",))])
    table = start(qtbot, ctl)
    hover(table, item_centre(hand_item(table, "2-4")))
    text = table.hover_text()
    assert "commander (2-4)" in text
    assert "Military suit, rank 1 of 5" in text and "equal to 1-2" in text
    hover(table, item_centre(table.tiles.stacks[0][0]))
    assert table.hover_text().startswith("long three (3-3)\nCivil suit, rank 6 of 11")


def lead_position(hand: tuple[str, ...]):
    """Seat 0 (the viewer) to lead, holding `hand`."""
    obs = follow_position(hand, ())
    return obs.__class__(**{**obs.__dict__, "current": obs.current.__class__(
        leader=0, plays=(), stacks=(), tops=(), tie_rolls=(), won=None, winner=None),
        "hand_sizes": (8, 8, 8, 8)})


def test_a_tile_dragged_off_the_middle_leaves_the_raised_tiles_as_they_were(qtbot):
    ctl = StubController(lead_position(HAND), [Lead(0, ("1-1",))], reason=None)
    table = start(qtbot, ctl)
    assert table.human.mode == "lead"
    earth, bench = hand_item(table, "1-1"), hand_item(table, "2-2")
    click(table, item_centre(earth))  # raised for the lead
    assert earth.mark == "selected"
    home = {i: i.pos() for i in (earth, bench)}
    geo = table.scenery.geo
    beside = geo.centre_rect().topLeft() - (geo.centre_rect().center() - geo.centre_rect(
        ).topLeft()) * 0.2
    assert not geo.centre_rect().contains(beside)
    drag(table, item_centre(bench), beside)  # the drag raised it with the other...
    assert ctl.submitted == []
    assert [i.mark for i in (earth, bench)] == ["selected", ""]  # ...the drop let it go
    qtbot.waitUntil(lambda: all(i.pos() == home[i] for i in home))


def test_keyboard_lead_chooses_with_arrows_and_plays_with_enter(qtbot):
    ctl = StubController(lead_position(HAND), [Lead(0, ("1-1",))], reason=None)
    table = start(qtbot, ctl)
    assert table.human.mode == "lead"
    hand = table.tiles.hands[0]
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the first arrow shows the cursor, unmoved
    assert [i.keyed for i in hand] == [True] + [False] * 7
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert hand[0].mark == "selected" and hand[0].keyed  # both marks show at once
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Left,
                Qt.Key.Key_Left):
        qtbot.keyClick(table, key)
    assert hand[0].keyed and hand[0].mark == "selected" and hand[2].mark == "selected"
    assert not hand[2].keyed
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert ctl.submitted == [Lead(0, (HAND[0], HAND[2]))]


def test_czech_texts_use_the_three_plural_forms(qtbot, monkeypatch):
    from PySide6.QtCore import QCoreApplication
    from tsv_translator import TsvTranslator

    from gui.services import i18n

    translator = TsvTranslator()
    QCoreApplication.installTranslator(translator)
    monkeypatch.setattr(i18n, "current", lambda: "cs")
    try:
        obs = with_won_stacks(follow_position(HAND[:6], ("5-5", "2-6")), (1, 2, 5, 0))
        ctl = StubController(obs, [Follow(0, HAND[:2])])
        table = start(qtbot, ctl)
        assert [p.detail for p in table.plates] == [
            "1 sloupeček", "2 sloupečky", "5 sloupečků", "0 sloupečků"]
        assert table.caption.text.startswith("Položte 2 kostky, na každý sloupeček jednu")
        hover(table, item_centre(hand_item(table, "1-1")))
        assert table.hover_text() == "země (1-1)\nCivilní řada, pořadí 2/11"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_dragged_tile_keeps_the_point_where_it_was_grabbed(qtbot):
    """Moved in one jump, the tile follows the pointer from the press, not from the first
    move past the drag threshold."""
    ctl = StubController(follow_position(HAND[:7], ("3-3",)), [Follow(0, ("1-1",))])
    table = start(qtbot, ctl)
    item = hand_item(table, "1-1")
    grab = item_centre(item)
    before = item.pos()
    target = table.scenery.geo.stack_rect(0, 1).center()
    drag(table, grab, target, steps=1, release=False)
    offset = item.pos() - before
    moved = table.mapToScene(view_point(table, target)) - table.mapToScene(
        view_point(table, grab))
    assert abs(offset.x() - moved.x()) < 1.5 and abs(offset.y() - moved.y()) < 1.5
    release(table, target)
    assert table.tiles.pending == [item]
