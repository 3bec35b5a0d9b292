"""Each seat's tiles lie beside its name plate on the Nines table, however few are left:
the gap between the plate and its nearest tile is the same small one as with a full hand,
at every table width, and the tiles line up with the plate."""

from __future__ import annotations

import itertools

import pytest
from nines_table_helpers import StubController, follow_position, start
from PySide6.QtCore import QRectF

from core.nines.moves import Follow
from gui.nines.layout import BOTTOM, LEFT, RIGHT, TILE_H, TILE_W, TOP, Geometry, place_of

MAX_GAP = 40.0


def tile_rect(slot) -> QRectF:
    w, h = TILE_W * slot.scale, TILE_H * slot.scale
    if slot.rotation % 180:
        w, h = h, w
    return QRectF(slot.pos.x() - w / 2, slot.pos.y() - h / 2, w, h)


def gap(plate: QRectF, tiles: list[QRectF], place: int) -> float:
    """The free space between the plate and the nearest of `tiles`, along the side the
    hand lies on (right of the bottom plate, left of the top one, under the side ones)."""
    if place == BOTTOM:
        return min(t.left() for t in tiles) - plate.right()
    if place == TOP:
        return plate.left() - max(t.right() for t in tiles)
    return min(t.top() for t in tiles) - plate.bottom()


def lined_up(plate: QRectF, tiles: list[QRectF], place: int) -> bool:
    """The tiles face the plate: they share its band across the hand's direction."""
    for t in tiles:
        if place in (BOTTOM, TOP) and not (t.top() < plate.bottom() and t.bottom() > plate.top()):
            return False
        if place in (LEFT, RIGHT) and not (t.left() < plate.right() and t.right() > plate.left()):
            return False
    return True


@pytest.mark.parametrize("width", [1400.0, 1778.0, 2100.0])
@pytest.mark.parametrize("place", [BOTTOM, LEFT, TOP, RIGHT])
def test_a_hand_of_any_size_lies_beside_its_plate(width, place):
    geo = Geometry(width)
    plate = geo.seat_rect(place)
    full = gap(plate, [tile_rect(geo.hand_slot(place, i, 8)) for i in range(8)], place)
    assert 0 < full <= MAX_GAP
    for count in range(1, 9):
        tiles = [tile_rect(geo.hand_slot(place, i, count)) for i in range(count)]
        assert gap(plate, tiles, place) == pytest.approx(full), (place, count)
        assert lined_up(plate, tiles, place), (place, count)
        assert not any(t.intersects(plate) for t in tiles)


def test_the_tiles_on_the_table_lie_beside_their_plates(qtbot):
    hand = ("1-1", "3-3", "2-2", "2-4", "1-5")
    ctl = StubController(follow_position(hand, ("5-5", "2-6", "4-4")), [Follow(0, hand[:3])])
    table = start(qtbot, ctl)
    assert [len(h) for h in table.tiles.hands] == [5, 8, 8, 5]
    for seat in range(4):
        place = place_of(seat, table.scenery.bottom)
        plate = table.plates[seat].sceneBoundingRect()
        tiles = [i.mapRectToScene(i.tile_rect()) for i in table.tiles.hands[seat]]
        assert 0 < gap(plate, tiles, place) <= MAX_GAP + 4, seat
        assert lined_up(plate, tiles, place), seat


def test_the_stacks_tags_stay_apart_at_a_large_text(qtbot, language):
    """At 200 % text "Počítač 3" under each of four stacks overlapped its neighbours, and
    the hint's notes over them ("▼ dospod") too: a tag or note is as large as one line
    beside the next allows, never below its 100 % size."""
    from PySide6.QtWidgets import QApplication

    from core.seating import SeatSpec
    from gui.services.settings import settings
    from gui.services.text_size import text_size

    text_size().attach(QApplication.instance())
    settings().text_size = 200
    try:
        hand = ("1-1", "3-3", "2-2", "2-4", "1-5")
        led = ("5-5", "2-6", "4-4", "1-3")
        ctl = StubController(follow_position(hand, led), [Follow(0, hand[:4])])
        ctl.seats[3] = SeatSpec("Počítač 3", "ai:random")
        table = start(qtbot, ctl)
        table.scenery.refresh_stack_tags()
        tags = [t for t in table.scenery.stack_tags if t.isVisible()]
        assert len(tags) == 4 and all(t.text == "Počítač 3" for t in tags)
        drawn = [t.mapRectToScene(t.rect()) for t in tags]
        for a, b in itertools.pairwise(drawn):
            assert a.right() < b.left(), (a, b)
        assert all(t._font.pixelSize() >= 17 for t in tags)
        language("cs")
        table.retranslate()
        table.show_hint(Follow(0, hand[:4]))
        notes = [n for n in table.scenery.notes if n.isVisible()]
        assert len(notes) == 4 and all(n.text.startswith(("▼", "▲")) for n in notes)
        drawn = [n.mapRectToScene(n.rect()) for n in notes]
        for a, b in itertools.pairwise(drawn):
            assert a.right() < b.left(), (a, b)
        assert all(n._font.pixelSize() >= 17 for n in notes)
    finally:
        settings().text_size = 100


def test_the_corner_buttons_widen_for_their_texts(qtbot, language):
    """At 200 % text in Czech "Pořadí kostek" and "Poslední kolo" were shrunk to fit
    their buttons: the buttons widen, their right edges where they were."""
    from PySide6.QtWidgets import QApplication

    from gui.nines.layout import CORNER_W
    from gui.services.settings import settings
    from gui.services.text_size import text_size
    from gui.table.plates import font

    language("cs")
    text_size().attach(QApplication.instance())
    settings().text_size = 200
    try:
        hand = ("1-1", "3-3", "2-2", "2-4", "1-5")
        table = start(qtbot, StubController(follow_position(hand, ("5-5",)),
                                            [Follow(0, hand[:1])]))
        table.retranslate()
        sc = table.scenery
        buttons = (sc.panel_button, sc.last_button)
        assert [b.text() for b in buttons] == ["Pořadí kostek", "Poslední kolo"]
        for button in buttons:
            assert button.rect().width() > CORNER_W
            drawn = button._fitting_font(button.rect().width() - 12)
            assert drawn.pixelSize() == font(button.text_px(), bold=True).pixelSize()
            right = button.x() + button.rect().width() * button.scale()
            assert right == pytest.approx(sc.scene_width - 20)
    finally:
        settings().text_size = 100


@pytest.mark.parametrize("size", [(470, 455), (800, 480), (1024, 700)])
def test_the_corner_buttons_keep_clear_of_the_top_plate(qtbot, language, size):
    """Widened for their Czech texts, the corner buttons stop short of the top seat's
    plate (beside the coach at 800x600 "Pořadí kostek" covered its corner)."""
    from gui.nines.layout import TOP, place_of

    language("cs")
    hand = ("1-1", "3-3", "2-2", "2-4", "1-5")
    table = start(qtbot, StubController(follow_position(hand, ("5-5",)), [Follow(0, hand[:1])]))
    table.resize(*size)
    table.retranslate()
    sc = table.scenery
    top = next(p for seat, p in enumerate(table.plates) if place_of(seat, sc.bottom) == TOP)
    plate = top.mapRectToScene(top.boundingRect())
    for button in (sc.panel_button, sc.last_button):
        drawn = button.mapRectToScene(button.rect())
        assert not drawn.intersects(plate), (button.text(), drawn, plate)


@pytest.mark.parametrize("width", [120, 160, 250])
@pytest.mark.parametrize(("detail", "badge"), [("0 stacks", "thinking…"),
                                                ("0 sloupečků", "přemýšlí…"),
                                                ("12 stacks", "computer for now")])
def test_a_plates_detail_and_badge_never_overlap(qapp, width, detail, badge):
    """In a narrow plate (640x480, or 800x600 at 200 %) "0 stacks" ran under "thinking…"
    ("0 stackthinking…"): each is set smaller, then cut short, beside the other."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QFontMetricsF

    from gui.nines.labels import BADGE_GAP, Plate

    plate = Plate(QColor("skyblue"))
    plate.set_rect(QRectF(0, 0, width, 100))
    plate.set_state("Cecilie", detail, True, badge)
    (detail_font, shown), (badge_font, badge_shown) = plate.detail_look()
    used = (QFontMetricsF(detail_font).horizontalAdvance(shown) + BADGE_GAP
            + QFontMetricsF(badge_font).horizontalAdvance(badge_shown))
    assert used <= width - 24 + 0.5
    assert badge_shown and (shown == detail or shown.endswith("…"))
    if width == 250:
        assert (shown, badge_shown) == (detail, badge)  # room for both, whole
