"""What the Nines table tells the player, and when: the hover card (one, fresh, clear of
the caption), refusals that go at the next action, hints marked on the table, the
singular prompt, and the on-top/under notes of unconfirmed tiles only."""

from __future__ import annotations

import pytest
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
)
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from core.nines import Observation
from core.nines.moves import Follow, Lead, Take
from gui.nines import texts
from gui.nines.items import HINT
from gui.nines.layout import PANEL_W
from gui.nines.table import NinesTable
from gui.table.plates import INK

HAND = ("1-1", "3-3", "2-2", "2-4", "1-5", "4-5", "5-6", "1-2")


def lead_position() -> Observation:
    obs = follow_position(HAND, ())
    current = obs.current.__class__(leader=0, plays=(), stacks=(), tops=(), tie_rolls=(),
                                    won=None, winner=None)
    return Observation(**{**obs.__dict__, "current": current, "hand_sizes": (8, 8, 8, 8)})


def take_position() -> Observation:
    return Observation(seat=0, game_number=1, roll=(2, (3, 4)), opener=0, phase="take",
                       to_move=0, hand=(), taken=(), hand_sizes=(0, 0, 0, 0),
                       wall_columns=tuple(range(8)), takes=(), rounds=(), current=None,
                       tied=(), scores=(0, 0, 0, 0))


def card_is_fresh(table: NinesTable, scene_pos: QPointF) -> bool:
    """The card is hidden, or it describes the face-up tile under the pointer."""
    if not table.hover_text():
        return True
    tiles = [i for i in table.scene().items(scene_pos) if i in table.all_tiles()]
    return bool(tiles) and tiles[0].face_up and \
        table.hover_text() == texts.description(tiles[0].face)


# --- the hover card --------------------------------------------------------------------------

def test_one_card_per_hovered_tile_and_never_over_the_caption(qtbot):
    ctl = StubController(follow_position(HAND[:7], ("3-3", "5-5")), [Follow(0, HAND[:2])],
                         reason=lay_count(2))
    table = start(qtbot, ctl)
    drag(table, item_centre(hand_item(table, "1-1")), table.scenery.geo.stack_rect(1, 2).center())
    qtbot.keyClick(table, Qt.Key.Key_Return)  # refused (Confirm waits): two caption lines
    assert "\n" in table.caption.text
    caption = table.caption.sceneBoundingRect()
    for item in [*table.tiles.hands[0], *table.tiles.stacks[0], table.tiles.pending[1]]:
        hover(table, item_centre(item))
        assert table.hover_text() == texts.description(item.face)
        card = table.hover_card.sceneBoundingRect()
        assert not card.intersects(caption), item.face
        assert not card.intersects(item.mapRectToScene(item.tile_rect())), item.face
    # no native tooltip doubles the card
    assert all(i.toolTip() == "" for i in table.scene().items())


def test_the_card_goes_when_its_tile_moves_away_or_leaves(qtbot):
    ctl = StubController(follow_position(HAND[:7], ("3-3", "5-5")), [Follow(0, HAND[:2])])
    table = start(qtbot, ctl)
    earth = hand_item(table, "1-1")
    point = item_centre(earth)
    hover(table, point)
    assert table.hover_text().startswith("earth (1-1)")
    click(table, point)  # a click lays the tile on the first free stack
    assert table.tiles.pending[0] is earth
    assert card_is_fresh(table, point) and not table.hover_text().startswith("earth")
    hover(table, point)  # the pointer moves again: the card of what is there now, if any
    assert card_is_fresh(table, point)
    # a stack tile hovered, then carried off to the winner's trophies (as a round ends)
    top = table.tiles.stacks[1][-1]
    hover(table, item_centre(top))
    assert table.hover_text().startswith("plum flower (5-5)")
    board = table.board
    board.trophies[2].append(board.stacks.pop(1))
    board.owners.pop(1)
    board.pending.pop(1)
    table.place_all(0)
    assert table.hover_text() == ""
    # a tile hovered when the table is laid out afresh (its item leaves the scene): its
    # card goes; a new tile laid under the pointer may bring its own
    old = table.tiles.hands[0][0]
    point = item_centre(old)
    hover(table, point)
    assert table.hover_text()
    table.rebuild()
    assert old.scene() is None and table.hover_card.tile is not old
    assert card_is_fresh(table, point)
    # the pointer leaves the table
    hover(table, item_centre(table.tiles.hands[0][0]))
    assert table.hover_text()
    QApplication.sendEvent(table.viewport(), QEvent(QEvent.Type.Leave))
    assert table.hover_text() == ""


def test_hovering_the_rank_panel_shows_the_card_beside_it(qtbot):
    ctl = StubController(follow_position(HAND[:7], ("3-3",)), [Follow(0, ("1-1",))])
    table = start(qtbot, ctl)
    table.toggle_panel()
    spot = table.panel.mapRectToScene(table.panel.spot("1-3"))
    hover(table, spot.center())
    assert table.hover_text().startswith("harmony (1-3)")
    assert table.hover_card.sceneBoundingRect().right() <= table.panel.x()
    assert table.panel.toolTip() == ""


def test_hovering_a_rank_panel_rows_name_tells_of_its_tiles(qtbot):
    """Not only over a tile: over the row's name, its tiles (both of a military rank)."""
    ctl = StubController(follow_position(HAND[:7], ("3-3",)), [Follow(0, ("1-1",))])
    table = start(qtbot, ctl)
    table.toggle_panel()
    panel = table.panel
    rows = [(faces, y) for kind, _n, faces, y in panel._placed_rows()
            if kind == "tile" and len(set(faces)) == 2]
    faces, y = rows[0]
    name = QPointF(PANEL_W - 30, y + panel._row_h("tile") / 2)
    assert not any(panel._tile_rect(y, k).contains(name) for k in range(len(faces)))
    hover(table, panel.mapToScene(name))
    assert table.hover_text() == "\n\n".join(texts.description(f) for f in faces)


# --- refusals, hints and prompts ---------------------------------------------------------------

def test_a_refusal_stays_only_until_the_next_action(qtbot):
    ctl = StubController(follow_position(HAND[:6], ("5-5", "2-6")),
                         [Follow(0, ("1-1", "2-2"))], reason=lay_count(2))
    table = start(qtbot, ctl)
    statuses: list[str] = []
    table.status.connect(statuses.append)
    drag(table, item_centre(hand_item(table, "1-1")), table.scenery.geo.stack_rect(0, 2).center())
    assert not table.action.isEnabled()  # Confirm waits for a tile on every stack...
    qtbot.keyClick(table, Qt.Key.Key_Return)  # ...Enter asks the controller all the same
    assert table.caption.text.startswith("Lay 2 tiles, one on each stack.\n")
    assert table.caption.colour() != INK
    drag(table, item_centre(hand_item(table, "2-2")), table.scenery.geo.stack_rect(1, 2).center())
    prompt = "Lay 2 tiles, one on each stack: drag them there, then Confirm."
    assert table.caption.text == prompt and table.caption.colour() == INK
    assert statuses[-1] == ""  # the prompt shows over the hand, not once more below
    click(table, table.action.sceneBoundingRect().center())  # refused again: shown again
    assert table.caption.text.startswith("Lay 2 tiles, one on each stack.\n")
    qtbot.keyClick(table, Qt.Key.Key_Right)  # a key is an action too
    assert table.caption.text == prompt


def test_one_stack_is_asked_for_in_the_singular(qtbot):
    ctl = StubController(follow_position(HAND[:7], ("3-3",)), [Follow(0, ("1-1",))],
                         reason=lay_count(1))
    table = start(qtbot, ctl)
    assert table.caption.text == "Lay 1 tile on the stack: drag it there, then Confirm."
    table.action.setEnabled(True)
    click(table, table.action.sceneBoundingRect().center())
    assert table.caption.text == "Lay 1 tile on the stack.\nDrag it there, then Confirm."


def has_hint_colour(table: NinesTable, item) -> bool:
    """Whether the hint's green shows on screen around `item`."""
    image = table.grab().toImage()
    box = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
    ratio = image.devicePixelRatio()
    for y in range(box.top(), box.bottom(), 2):
        for x in range(box.left(), box.right(), 2):
            if is_hint(image.pixelColor(int(x * ratio), int(y * ratio))):
                return True
    return False


def is_hint(c: QColor) -> bool:
    return abs(c.red() - HINT.red()) + abs(c.green() - HINT.green()) \
        + abs(c.blue() - HINT.blue()) < 60


def follow_to_hint(qtbot):
    """Seat 0 to follow 5-5 and 2-6 holding the bench (2-2) and the earth (1-1), which
    a hint lays (under both tops): the controller, the table and those two tiles."""
    ctl = StubController(follow_position(HAND[:6], ("5-5", "2-6")),
                         [Follow(0, HAND[:2]), Follow(0, ("2-2", "1-1"))])
    table = start(qtbot, ctl)
    return ctl, table, hand_item(table, "2-2"), hand_item(table, "1-1")


@pytest.mark.painted
def test_a_follow_hint_numbers_each_tile_and_its_stack_until_the_player_acts(qtbot):
    ctl, table, bench, earth = follow_to_hint(qtbot)
    assert not has_hint_colour(table, bench)
    table.show_hint(Follow(0, ("2-2", "1-1")))
    assert (bench.hint, earth.hint) == ("1", "2")
    assert [s[-1].hint for s in table.tiles.stacks] == ["1", "2"]
    assert table.tiles.pending == [bench, earth] and table.action.isEnabled()  # laid
    assert [i.hint for i in table.tiles.hands[0] if i not in (bench, earth)] == [None] * 4
    assert has_hint_colour(table, bench) and has_hint_colour(table, table.tiles.stacks[1][-1])
    drag(table, item_centre(bench), table.scenery.geo.stack_rect(0, 2).center())
    assert all(i.hint is None for i in table.all_tiles())
    table.show_hint(Follow(1, ("2-4", "1-5")))  # another seat's move: not ours to show
    assert all(i.hint is None for i in table.all_tiles())
    table.show_hint(Follow(0, ("2-2", "1-1")))  # laid again, the earlier tile taken back
    assert table.tiles.pending == [bench, earth]
    click(table, table.action.sceneBoundingRect().center())
    assert ctl.submitted == [Follow(0, ("2-2", "1-1"))]


def hint_at(table: NinesTable, item, corner: QPointF) -> bool:
    """Whether the hint's green shows on screen a little inside `corner` (in `item`'s
    units): where its badge is drawn, not its ring."""
    image = table.grab().toImage()
    ratio = image.devicePixelRatio()
    inward = -1 if corner.y() > 0 else 1  # (inside the tile, where no ring is drawn)
    for dx, dy in ((-6, 6), (-10, 3), (-3, 10)):
        point = table.mapFromScene(item.mapToScene(corner + QPointF(dx, dy * inward)))
        if is_hint(image.pixelColor(int(point.x() * ratio), int(point.y() * ratio))):
            return True
    return False


@pytest.mark.painted
def test_a_hinted_tile_laid_under_a_stack_shows_its_number_below_the_top(qtbot):
    _, table, bench, earth = follow_to_hint(qtbot)
    table.show_hint(Follow(0, ("2-2", "1-1")))  # neither beats its stack's top
    assert table.tiles.pending == [bench, earth] and bench.under and earth.under
    for item in (bench, earth):  # its number, below the stack's top that covers its own
        assert hint_at(table, item, item.tile_rect().bottomRight())
    drag(table, item_centre(bench), item_centre(table.tiles.hands[0][-1]))  # back to hand
    assert not bench.under


@pytest.mark.painted
def test_a_lead_hint_rings_the_tiles_and_a_take_hint_the_wall_end(qtbot):
    ctl = StubController(lead_position(), [Lead(0, ("1-1",))], reason=None)
    table = start(qtbot, ctl)
    table.show_hint(Lead(0, ("3-3", "1-2")))
    assert {i.face for i in table.tiles.hands[0] if i.hint == ""} == {"3-3", "1-2"}
    assert {i.face for i in table.tiles.hands[0] if i.mark == "selected"} == {"3-3", "1-2"}
    assert table.action.isEnabled()  # raised as the player would choose them
    qtbot.keyClick(table, Qt.Key.Key_Right)  # moving the cursor keeps the hint in sight
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert {i.face for i in table.tiles.hands[0] if i.hint == ""} == {"3-3", "1-2"}
    qtbot.keyClick(table, Qt.Key.Key_Space)  # choosing a tile is acting
    assert all(i.hint is None for i in table.all_tiles())

    ctl = StubController(lead_position(), [Lead(0, ("1-1",))], reason=None)
    table = start(qtbot, ctl)
    table.show_hint(Lead(0, ("3-3", "1-2")))
    click(table, table.action.sceneBoundingRect().center())  # the hinted lead, at once
    assert [set(m.tiles) for m in ctl.submitted] == [{"3-3", "1-2"}]

    ctl = StubController(take_position(), [Take(0, "left"), Take(0, "right")])
    table = start(qtbot, ctl)
    assert table.human.mode == "take"
    table.show_hint(Take(0, "right"))
    marked = [c for c, tiles in table.tiles.wall.items() if tiles[-1].hint is not None]
    assert marked == [6, 7]
    assert all(t.hint is None for c in range(6) for t in table.tiles.wall[c])
    assert has_hint_colour(table, table.tiles.wall[7][-1])


# --- notes and keyboard marks ------------------------------------------------------------------

def test_notes_follow_only_the_players_unconfirmed_tiles(qtbot):
    ctl = StubController(follow_position(HAND[:6], ("5-5", "2-6")), [Follow(0, HAND[:2])])
    table = start(qtbot, ctl)
    earth = hand_item(table, "1-1")
    drag(table, item_centre(earth), table.scenery.geo.stack_rect(0, 2).center())
    assert "on top" in table.human.preview(0)
    # dragged off its stack to open table: no note is left over the stack it left
    drag(table, item_centre(earth), table.scenery.geo.centre_rect().topLeft() + QPointF(20, 20),
         release=False)
    assert table.human.preview(0) == "" and table.human.preview(1) == ""
    release(table, table.scenery.geo.stack_rect(1, 2).center())
    assert table.tiles.pending == [None, earth] and "under" in table.human.preview(1)
    assert table.human.preview(0) == ""
    table.human.disable()  # the turn is over (the move went in): no notes
    assert [table.human.preview(i) for i in range(2)] == ["", ""]


@pytest.mark.painted
def test_keyboard_cursor_and_selection_show_together(qtbot):
    ctl = StubController(lead_position(), [Lead(0, ("1-1",))], reason=None)
    table = start(qtbot, ctl)
    hand = table.tiles.hands[0]
    click(table, item_centre(hand[1]))
    assert hand[1].mark == "selected" and not any(i.keyed for i in hand)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert hand[1].keyed and hand[1].mark == "selected"
    image = table.grab().toImage()
    ring = table.mapFromScene(hand[1].mapToScene(0, hand[1].tile_rect().top() - 14.5))
    near = [image.pixelColor(ring.x() + dx, ring.y() + dy) for dx in range(-6, 7)
            for dy in range(-2, 3)]
    assert any(c.blue() > 200 and c.red() < 190 for c in near)  # the cursor's blue ring
    frame = table.mapFromScene(hand[1].mapToScene(0, hand[1].tile_rect().top() - 4))
    gold = QColor("#f2c14e")
    near = [image.pixelColor(frame.x() + dx, frame.y() + dy) for dx in range(-6, 7)
            for dy in range(-2, 3)]
    assert any(abs(c.red() - gold.red()) + abs(c.green() - gold.green()) < 50 for c in near)
    click(table, item_centre(hand[3]))  # the mouse again: the cursor goes
    assert not any(i.keyed for i in hand)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_every_rank_panel_row_shows_its_whole_name(qtbot, language, lang):
    """"různorodé sedmičky" was cut short at every size: a long name is drawn a little
    smaller first (as far as NAME_SHRINK), never below it."""
    from gui.nines.rank_panel import NAME_SHRINK

    language(lang)
    table = start(qtbot, StubController(follow_position(HAND[:7], ("3-3",)),
                                        [Follow(0, ("1-1",))]))
    panel = table.panel
    for kind, _n, faces, _y in panel._placed_rows():
        if kind == "tile":
            font, shown = panel.shown_name(faces[0])
            assert shown == texts.name(faces[0])
            assert font.pixelSize() >= round(panel.MIN_FONT * NAME_SHRINK)
