"""The hover card names the tile drawn topmost under the pointer: a pending tile laid on
top of a stack, once it settles there under a pointer that has not moved, not the stack
tile it covers."""

from __future__ import annotations

from nines_table_helpers import StubController, drag, follow_position, hover, make_table
from PySide6.QtCore import QPointF

from core.nines.moves import Follow
from gui.nines import texts
from gui.services.settings import settings

HAND = ("1-1", "3-3", "2-2", "2-4", "1-5", "4-5", "5-6")


def test_the_card_names_the_pending_tile_on_top_not_the_one_it_covers(qtbot):
    ctl = StubController(follow_position(HAND, ("3-3",)), [Follow(0, ("1-1",))], reason=None)
    table = make_table(qtbot, ctl, (1280, 800))
    ctl.game_started.emit()
    ctl.human_to_move.emit(0)
    qtbot.waitUntil(lambda: table.human.mode == "follow" and table.director.idle())
    settings().animation_speed = "normal"  # the tile glides from where it was dropped
    tile = next(i for i in table.tiles.hands[0] if i.face == "1-1")
    under = table.tiles.stacks[0][0]
    point = under.pos() + QPointF(0, 20)  # over the stack tile, where 1-1 will lie
    # one jump of the pointer (as the play-tester's xdotool moved it); the dropped tile
    # then glides into its place on the stack under a pointer that does not move
    drag(table, tile.sceneBoundingRect().center(), point, steps=1)
    assert table.tiles.pending[0] is tile and table.tiles.goes_on_top(tile, 0)
    qtbot.waitUntil(lambda: not tile.moving())
    assert table.hover_card.top_tile(point) is tile
    assert table.hover_text() == texts.description("1-1")
    hover(table, point + QPointF(2, 0))  # and so it stays when the pointer moves on it
    assert table.hover_text() == texts.description("1-1")
    hover(table, under.pos() + QPointF(0, 60))  # the stack tile's uncovered foot
    assert table.hover_text() == texts.description("3-3")
