"""The Nines lesson played through on the real table with real mouse events: a move the
step does not ask for is refused with the lesson's words and changes nothing."""

from __future__ import annotations

from lesson_helpers import NAMES, open_lesson, read_on, step_id, wait_move, wait_phase

from core.records import load_record
from gui.lessons import texts
from tests.gui.nines.nines_table_helpers import click, drag, item_centre


def hand_tile(table, face: str):
    return next(i for i in table.tiles.hands[0] if i.face == face)


def lead(qtbot, table, faces: tuple[str, ...]) -> None:
    for face in faces:
        click(table, item_centre(hand_tile(table, face)))
    click(table, table.action.sceneBoundingRect().center())


def take_back(table) -> None:
    """Drag the tiles waiting on the stacks back to the hand."""
    for item in [p for p in table.tiles.pending if p is not None]:
        drag(table, item_centre(item), table.scenery.geo.hand_rect(0).center())


def follow(table, onto: tuple[str, ...]) -> None:
    """Drag `onto[i]` onto stack i, then Confirm."""
    for index, face in enumerate(onto):
        drag(table, item_centre(hand_tile(table, face)),
             table.scenery.geo.stack_rect(index, len(onto)).center())
    click(table, table.action.sceneBoundingRect().center())


def test_the_nines_lesson_played_with_the_mouse(qtbot):
    win = open_lesson(qtbot, "nines")
    ctl, table = win.controller, win.table
    read_on(qtbot, win, "tiles")
    read_on(qtbot, win, "roll")
    wait_move(qtbot, win, "take")
    before = ctl.record()
    said_by_table: list[str] = []
    table.status.connect(said_by_table.append)
    right = max(table.tiles.wall)
    click(table, item_centre(table.tiles.wall[right][-1]))  # the right end: not this deal's
    said = texts.wrong("nines", "take", NAMES)
    assert win.panel.refusal.isVisible() and win.panel.refusal.text() == said
    assert ctl.record() == before and step_id(win) == "take"
    assert said in said_by_table  # the table says it too (over the hand)
    click(table, item_centre(table.tiles.wall[min(table.tiles.wall)][-1]))
    read_on(qtbot, win, "hand")
    assert len(ctl.observation().hand) == 8
    wait_move(qtbot, win, "lead")
    lead(qtbot, table, ("6-6", "1-2", "5-6"))
    read_on(qtbot, win, "stacks")
    read_on(qtbot, win, "next_leader")
    wait_move(qtbot, win, "lead_one")
    lead(qtbot, table, ("1-5",))
    read_on(qtbot, win, "lost")
    wait_move(qtbot, win, "follow")
    before = ctl.record()
    follow(table, ("4-5", "3-3"))  # each
    assert win.panel.refusal.text() == texts.wrong("nines", "follow", NAMES)
    assert ctl.record() == before
    assert all(p is not None for p in table.tiles.pending)  # the tiles wait on the stacks
    take_back(table)
    follow(table, ("3-3", "4-5"))
    read_on(qtbot, win, "followed")
    wait_phase(qtbot, win, "done")
    assert win.panel.title.text() == texts.title("nines", "points")
    assert ctl.scores() == [4, 0, 3, 1] and sum(ctl.scores()) == 8
    rules, state = load_record(ctl.record())
    assert rules.is_over(state) and rules.scores(state) == ctl.scores()
