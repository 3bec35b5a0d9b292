"""Following with several stacks takes a click per tile: the hand's other tiles keep their
places between the clicks (a quick second click lands on a tile, not on the felt they
left), and close up once the move is made."""

from __future__ import annotations

from nines_table_helpers import StubController, click, follow_position, hand_item, start

from core.nines.moves import Follow, TileLaid

HAND = ("1-1", "3-3", "2-2", "2-4", "1-5", "4-5")
LED = ("5-5", "2-6", "6-6")


def positions(table) -> dict[str, tuple[float, float]]:
    """Where each tile of the bottom hand lies in the scene (by face)."""
    return {item.face: (item.scenePos().x(), item.scenePos().y())
            for item in table.tiles.hands[0]}


def test_the_hand_keeps_still_between_the_clicks_of_a_follow(qtbot):
    ctl = StubController(follow_position(HAND, LED), [Follow(0, ("1-1", "3-3", "2-2"))])
    table = start(qtbot, ctl)
    before = positions(table)
    aims = {face: hand_item(table, face).sceneBoundingRect().center() for face in HAND}
    for count, face in enumerate(("1-1", "3-3", "2-2"), 1):  # where each lay at first
        click(table, aims[face])
        assert [p.face for p in table.tiles.pending if p is not None] == list(HAND[:count])
        now = positions(table)
        assert now == {f: xy for f, xy in before.items() if f in now}  # nothing moved
        assert len(now) == len(HAND) - count
    click(table, table.tiles.pending[1].sceneBoundingRect().center())  # one taken back
    assert positions(table)["3-3"] == before["3-3"]  # to its own place
    click(table, hand_item(table, "3-3").sceneBoundingRect().center())
    click(table, table.action.sceneBoundingRect().center())
    assert ctl.submitted == [Follow(0, ("1-1", "3-3", "2-2"))]


def test_the_hand_closes_up_once_the_follow_is_made(qtbot):
    ctl = StubController(follow_position(HAND, LED), [Follow(0, ("1-1", "3-3", "2-2"))])
    table = start(qtbot, ctl)
    packed = positions(table)
    for face in ("1-1", "3-3", "2-2"):
        click(table, hand_item(table, face).sceneBoundingRect().center())
    assert table.board.held
    table.director.events([TileLaid(0, i, face, False)
                           for i, face in enumerate(("1-1", "3-3", "2-2"))])
    qtbot.waitUntil(table.director.idle)
    assert not table.board.held
    remaining = positions(table)
    assert list(remaining.values()) == list(packed.values())[: len(remaining)]  # from the left
