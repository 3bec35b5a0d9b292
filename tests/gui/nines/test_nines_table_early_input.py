"""Keys and clicks made while the Nines table still animates before the human's turn are
not lost: they are carried out once the turn has come, a move only when it is legal (one
that is not is dropped without a word)."""

from __future__ import annotations

import pytest
from nines_table_helpers import click, drag, item_centre, make_controller, make_table
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_nines_table_match import wait_for_turn

from core.nines.moves import LEFT, RIGHT, Lead, Take
from gui.services.settings import settings

WAIT_MS = 20_000


def opener_seed() -> int:
    """A match seed whose first game the human (seat 0) opens."""
    for seed in range(1, 80):
        ctl = make_controller(games=1, seed=seed)
        ctl.start()
        opener = ctl.observation().opener
        ctl.shutdown()
        if opener == 0:
            return seed
    raise AssertionError("no seed lets the human open")


def start(qtbot):
    """The human opens; the table is still rolling and counting the opening dice. Every
    move submitted and every refusal is recorded."""
    settings().animation_speed = "fast"
    ctl = make_controller(games=1, seed=opener_seed())
    table = make_table(qtbot, ctl)
    table.setFocus()
    submitted: list = []
    refused: list[str] = []
    real_submit = ctl.submit

    def submit(move):
        submitted.append(move)
        return real_submit(move)

    ctl.submit = submit
    ctl.move_refused.connect(refused.append)
    ctl.start()
    assert not table.director.idle() and table.human.mode == ""
    return ctl, table, submitted, refused


def turn_came(ctl, table, submitted) -> bool:
    """A move went in, or the human may act and the table is still."""
    return bool(submitted) or (ctl.phase == "human" and table.human.mode != ""
                               and table.director.idle())


@pytest.mark.parametrize("keys, end", [((Qt.Key.Key_Right, Qt.Key.Key_Return), RIGHT),
                                       ((Qt.Key.Key_Left, Qt.Key.Key_Space), LEFT)])
def test_keys_pressed_during_the_opening_take_that_end_when_the_turn_comes(qtbot, keys, end):
    ctl, table, submitted, refused = start(qtbot)
    for key in keys:
        QTest.keyClick(table, key)
    qtbot.waitUntil(lambda: turn_came(ctl, table, submitted), timeout=WAIT_MS)
    assert submitted == [Take(0, end)]
    assert refused == []
    assert ctl.move_count() == 1 and ctl.observation().takes[0] == (0, end)


def test_a_click_on_the_wall_during_the_opening_takes_that_end(qtbot):
    ctl, table, submitted, refused = start(qtbot)
    click(table, item_centre(table.tiles.wall[max(table.tiles.wall)][-1]))
    qtbot.waitUntil(lambda: turn_came(ctl, table, submitted), timeout=WAIT_MS)
    assert submitted == [Take(0, RIGHT)] and refused == []


def test_a_drag_during_the_animation_drops_what_was_kept(qtbot):
    ctl, table, submitted, refused = start(qtbot)
    QTest.keyClick(table, Qt.Key.Key_Right)
    wall = table.tiles.wall
    drag(table, item_centre(wall[min(wall)][-1]), table.scenery.geo.centre_rect().center())
    QTest.keyClick(table, Qt.Key.Key_Down)  # kept, but takes nothing
    assert wait_for_turn(qtbot, ctl, table) == "take"
    assert submitted == [] and refused == []
    assert table.human.end_cursor == LEFT  # the Right before the drag was dropped


def wait_for_the_last_take_before_the_lead(qtbot, ctl, table) -> None:
    """Take the human's columns, then wait until the last computer seat's take is being
    shown (the human leads next)."""
    assert wait_for_turn(qtbot, ctl, table) == "take"
    click(table, item_centre(table.tiles.wall[min(table.tiles.wall)][-1]))
    qtbot.waitUntil(lambda: len(ctl.observation().takes) == 4 and not table.director.idle()
                    and table.human.mode == "", timeout=WAIT_MS)


def test_a_lead_chosen_by_keys_during_the_animation_goes_in(qtbot):
    ctl, table, submitted, refused = start(qtbot)
    wait_for_the_last_take_before_the_lead(qtbot, ctl, table)
    submitted.clear()
    first = table.tiles.hands[0][0].face  # where the hand's keyboard cursor starts
    QTest.keyClick(table, Qt.Key.Key_Space)  # raise the first tile of the hand
    QTest.keyClick(table, Qt.Key.Key_Return)  # lead it
    qtbot.waitUntil(lambda: turn_came(ctl, table, submitted), timeout=WAIT_MS)
    assert submitted == [Lead(0, (first,))] and refused == []


def test_a_move_that_is_not_legal_when_the_turn_comes_is_dropped_silently(qtbot):
    ctl, table, submitted, refused = start(qtbot)
    wait_for_the_last_take_before_the_lead(qtbot, ctl, table)
    submitted.clear()
    QTest.keyClick(table, Qt.Key.Key_Return)  # lead nothing: not a legal move
    assert wait_for_turn(qtbot, ctl, table) == "lead"
    assert submitted == [] and refused == []
    assert table.caption.text == table.human.prompt() and not table.human.words.warning
    QTest.keyClick(table, Qt.Key.Key_Space)  # the player goes on as usual
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert len(submitted) == 1 and isinstance(submitted[0], Lead) and refused == []
