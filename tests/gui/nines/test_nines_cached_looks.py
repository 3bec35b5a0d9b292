"""The Nines tiles keep their look in device pixels (gui.table.cached.DeviceLook) and the
name plates are drawn once per change (DeviceCached): every change of what they show must
show at once, and going back gives the first look again."""

from __future__ import annotations

from nines_table_helpers import make_controller, make_table
from PySide6.QtGui import QImage
from room_helpers import item_image

from gui.nines.items import TileItem
from gui.services.settings import TILE_STYLES, settings
from tests.gui.nines.screens import human_ready


def ready_table(qtbot):
    ctl = make_controller()
    table = make_table(qtbot, ctl)
    ctl.start()
    qtbot.waitUntil(lambda: human_ready(ctl, table), timeout=20_000)
    return ctl, table


def test_a_tile_shows_every_change_of_its_state_at_once(qtbot, settle):
    ctl, table = ready_table(qtbot)
    tiles = [i for i in table.scene().items() if isinstance(i, TileItem) and i.isVisible()]
    mine = next(t for t in tiles if not t.rotation())  # all lie face down: the human takes
    turned = next(t for t in tiles if abs(t.rotation()) > 1)  # an opponent's, sideways
    mine.set_face("6-6", True)

    def look(tile) -> QImage:
        settle()
        return item_image(table, tile)

    def dim(tile, on: bool) -> None:
        tile.dimmed = on
        tile.update()

    for tile, changes in (
        (mine, [(lambda t: t.set_mark("selected"), lambda t: t.set_mark("")),
                (lambda t: t.set_mark("pending"), lambda t: t.set_mark("")),
                (lambda t: t.set_keyed(True), lambda t: t.set_keyed(False)),
                (lambda t: t.set_hint(""), lambda t: t.set_hint(None)),
                (lambda t: t.set_hint("2"), lambda t: t.set_hint(None)),
                (lambda t: dim(t, True), lambda t: dim(t, False)),
                (lambda t: t.set_face(t.face, False), lambda t: t.set_face(t.face, True))]),
        (turned, [(lambda t: t.set_face("4-2", True), lambda t: t.set_face(None, False)),
                  (lambda t: t.set_mark("target"), lambda t: t.set_mark(""))]),
    ):
        first = look(tile)
        for change, undo in changes:
            change(tile)
            assert look(tile) != first, "a change of the tile's state did not show"
            undo(tile)
            assert look(tile) == first, "the tile did not come back to its first look"
    first = look(mine)
    style = settings().tile_style
    settings().tile_style = next(s for s in TILE_STYLES if s != style)
    assert look(mine) != first, "the tile kept the old style"
    settings().tile_style = style
    assert look(mine) == first
    ctl.shutdown()


def test_a_plate_shows_a_new_state_at_once(qtbot, settle):
    ctl, table = ready_table(qtbot)
    plate = table.plates[1]
    state = (plate.name, plate.detail, plate.active, plate.badge)
    settle()
    first = item_image(table, plate)
    for changed in ((state[0] + "x", *state[1:]), (state[0], state[1] + " 9", *state[2:]),
                    (*state[:2], not state[2], state[3]), (*state[:3], "7")):
        plate.set_state(*changed)
        settle()
        assert item_image(table, plate) != first, f"the plate did not show {changed}"
        plate.set_state(*state)
        settle()
        assert item_image(table, plate) == first
    ctl.shutdown()
