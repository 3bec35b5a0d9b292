"""Confirm on the Nines table becomes active only when the tiles laid tentatively make a
follow the controller allows: a tile on every stack."""

from __future__ import annotations

from nines_table_helpers import (
    StubController,
    drag,
    follow_position,
    hand_item,
    item_centre,
    make_controller,
    make_table,
    start,
)
from test_nines_table_match import wait_for_turn

from core.nines.moves import Follow, Lead


def test_confirm_waits_for_a_tile_on_every_stack(qtbot):
    ctl = make_controller(games=1, seed=3)
    table = make_table(qtbot, ctl)
    ctl.start()
    while True:  # to a follow of two stacks or more
        mode = wait_for_turn(qtbot, ctl, table)
        assert mode in ("take", "lead", "follow"), "the game ended before such a follow"
        if mode == "follow" and len(table.tiles.stacks) >= 2:
            break
        moves = ctl.legal_moves()
        move = next((m for m in moves if isinstance(m, Lead) and len(m.tiles) == 1), moves[0])
        before = ctl.move_count()
        ctl.submit(move)
        qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=5000)
    count = len(table.tiles.stacks)
    assert table.action.isVisible() and not table.action.isEnabled()
    hand = list(table.tiles.hands[ctl.viewer()])
    for k in range(count):
        drag(table, item_centre(hand[k]), table.scenery.geo.stack_rect(k, count).center())
        assert table.tiles.pending[k] is hand[k]
        assert table.action.isEnabled() == (k == count - 1), (k, count)
    drag(table, item_centre(hand[0]), table.scenery.geo.hand_rect(0).center())  # one taken back
    assert table.tiles.pending[0] is None and not table.action.isEnabled()
    drag(table, item_centre(hand[0]), table.scenery.geo.stack_rect(0, count).center())
    assert table.action.isEnabled()
    before = ctl.move_count()
    table.action.clicked.emit()
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5000)


def test_a_full_placement_the_controller_does_not_list_leaves_confirm_off(qtbot):
    ctl = StubController(follow_position(("1-1", "3-3", "2-2"), ("5-5", "2-6")),
                         [Follow(0, ("1-1", "3-3"))])
    table = start(qtbot, ctl)
    for face, stack in (("2-2", 0), ("1-1", 1)):
        drag(table, item_centre(hand_item(table, face)),
             table.scenery.geo.stack_rect(stack, 2).center())
    assert all(p is not None for p in table.tiles.pending) and not table.action.isEnabled()
    drag(table, item_centre(table.tiles.pending[1]),
         table.scenery.geo.stack_rect(0, 2).center())  # swap
    assert [p.face for p in table.tiles.pending] == ["1-1", "2-2"] and not table.action.isEnabled()
    drag(table, item_centre(hand_item(table, "3-3")), table.scenery.geo.stack_rect(1, 2).center())
    assert [p.face for p in table.tiles.pending] == ["1-1", "3-3"]
    assert table.action.isEnabled()
