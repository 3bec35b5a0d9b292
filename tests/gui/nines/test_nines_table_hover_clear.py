"""The Nines hover card hides nothing the player is working on: wherever the pointer is,
its card lies clear of every stack in play and every tile laid on one tentatively (on
top or under), of the hand, the name plates, the caption and the on-top/under notes, at
800x600 and 1920x1080."""

from __future__ import annotations

import pytest
from nines_table_helpers import (
    StubController,
    drag,
    follow_position,
    hand_item,
    hover,
    item_centre,
    make_table,
)
from PySide6.QtCore import QPointF

from core.nines.moves import Follow
from gui.nines import texts

HAND = ("1-1", "3-3", "2-2", "2-4", "1-5", "4-5", "5-6")


def visible_point(table, item) -> QPointF:
    """A point of `item` where it is drawn topmost (a stack tile shows only its foot)."""
    rect = item.mapRectToScene(item.tile_rect())
    for k in range(1, 20):
        point = QPointF(rect.center().x(), rect.bottom() - k * rect.height() / 20)
        if table.hover_card.top_tile(point) is item:
            return point
    raise AssertionError(f"{item.face} is covered whole")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("led", [("3-3", "5-5"), ("2-6", "1-3", "4-4"),
                                 ("6-6", "1-1", "4-6", "2-5")])
def test_the_card_covers_no_stack_and_no_tentative_tile(qtbot, size, led):
    hand = HAND[: 8 - len(led)]
    ctl = StubController(follow_position(hand, led), [Follow(0, hand[: len(led)])],
                         reason=None)
    table = make_table(qtbot, ctl, size)
    ctl.game_started.emit()
    ctl.human_to_move.emit(0)
    qtbot.waitUntil(lambda: table.human.mode == "follow" and table.director.idle())
    count = len(led)
    for k in range(count - 1):  # every stack but the last has a tile waiting on it
        drag(table, item_centre(hand_item(table, hand[k])),
             table.scenery.geo.stack_rect(k, count).center())
    tiles = table.tiles
    work = [i for stack in tiles.stacks for i in stack] + [p for p in tiles.pending if p]
    assert len(work) == 2 * count - 1
    hovered = [*table.tiles.hands[0], *work]
    clear = [i.mapRectToScene(i.tile_rect()) for i in [*work, *table.tiles.hands[0]]]
    clear += [n.sceneBoundingRect() for n in table.notes if n.isVisible()]
    clear.append(table.caption.sceneBoundingRect())
    clear += [plate.sceneBoundingRect() for plate in table.plates]
    for item in hovered:
        hover(table, visible_point(table, item))
        assert table.hover_text() == texts.description(item.face)
        card = table.hover_card.sceneBoundingRect()
        assert table.sceneRect().contains(card)
        for rect in clear:
            if rect != item.mapRectToScene(item.tile_rect()):
                assert not card.intersects(rect), (item.face, card, rect)
