"""The tile and dice art: the faces of a real set, both styles, sharp pixmaps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from core.nines.tiles import FACES
from gui.art.dice import die_pips, paint_die
from gui.art.tiles import (
    TABLE_MARGIN,
    TILE_ASPECT,
    TILE_STYLES,
    paint_tile,
    pip_layout,
    table_tile_pixmap,
    tile_pixmap,
)


def is_red(colour: QColor) -> bool:
    return colour.red() > 150 and colour.green() < 90 and colour.blue() < 90


@pytest.mark.parametrize("face", FACES)
def test_every_face_has_its_pips_in_the_right_colours(face):
    a, b = (int(x) for x in face.split("-"))
    pips = pip_layout(face)
    assert len(pips) == a + b
    upper = [p for p in pips if p[1] < TILE_ASPECT / 2]
    assert len(upper) == a  # no dividing line: the halves are told apart by distance
    for value, half in ((a, upper), (b, [p for p in pips if p[1] > TILE_ASPECT / 2])):
        reds = sum(1 for p in half if p[3])
        if face == "6-6":
            assert reds == 3  # three red and three white in each six
        else:
            assert reds == (value if value in (1, 4) else 0)
        if value == 2:
            assert half[0][1] == half[1][1]  # side by side, not on a diagonal
        if value == 1:
            assert half[0][2] > 0.12  # the large red pip
    for x, y, r, _ in pips:
        assert r < x < 1 - r and r < y < TILE_ASPECT - r


def test_the_heaven_tile_looks_the_same_turned_round():
    pips = {(round(x, 3), round(y, 3), red) for x, y, _, red in pip_layout("6-6")}
    turned = {(round(1 - x, 3), round(TILE_ASPECT - y, 3), red) for x, y, red in pips}
    assert pips == turned


def render(face: str | None, style: str, width: int = 40) -> QImage:
    image = QImage(width, round(width * TILE_ASPECT), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, width, width * TILE_ASPECT), face, style)
    painter.end()
    return image


def test_red_one_on_both_bodies_and_the_bodies_differ(qapp):
    x, y, _, _ = pip_layout("1-1")[0]
    for style in TILE_STYLES:
        image = render("1-1", style)
        assert is_red(image.pixelColor(round(x * 40), round(y * 40)))
    body_black = render("1-1", "black").pixelColor(20, 50)
    body_ivory = render("1-1", "ivory").pixelColor(20, 50)
    assert body_black.lightness() < 70 < 180 < body_ivory.lightness()
    assert render(None, "black") != render("1-1", "black")


def test_tile_pixmaps_are_cached_and_sized_for_the_screen(qapp):
    pixmap = tile_pixmap("6-6", 30, 2.0, "ivory")
    assert (pixmap.width(), pixmap.height()) == (60, 150)
    assert pixmap.devicePixelRatio() == 2.0
    assert tile_pixmap("6-6", 30, 2.0, "ivory") is pixmap
    with pytest.raises(ValueError):
        tile_pixmap("7-7", 30)
    with pytest.raises(ValueError):
        tile_pixmap("1-1", 30, 1.0, "wood")


def test_a_table_tile_is_the_tile_with_its_shadow_cached(qapp):
    """The table draws each tile as one cached copy of its vector art: the same pixels as
    the tile itself, a shadow below right and nothing above left; dimmed is darker."""
    pixmap = table_tile_pixmap("5-3", "black", 64, False)
    assert table_tile_pixmap("5-3", "black", 64, False) is pixmap
    assert pixmap.deviceIndependentSize().width() > 1
    image = pixmap.toImage()
    tile = tile_pixmap("5-3", 64).toImage()
    left, top = round(TABLE_MARGIN.x() * 64), round(TABLE_MARGIN.y() * 64)
    for x, y in ((32, 40), (20, 100), (45, 150), (32, 80)):  # pips and body
        a, b = image.pixelColor(left + x, top + y), tile.pixelColor(x, y)
        assert abs(a.lightness() - b.lightness()) <= 2, (x, y)
    for x, y in ((68, 80), (32, 166)):  # the shadow, right of the tile and below it
        shadow = image.pixelColor(left + x, top + y)
        assert 0 < shadow.alpha() < 255 and shadow.lightness() < 10, (x, y)
    assert image.pixelColor(0, 0).alpha() == 0  # nothing above left of the tile
    dimmed = table_tile_pixmap("5-3", "black", 64, True).toImage()
    pip = (left + 32, top + 40)  # the middle pip of the five
    assert dimmed.pixelColor(*pip).lightness() < image.pixelColor(*pip).lightness() - 40
    with pytest.raises(ValueError):
        table_tile_pixmap("7-7", "black", 64, False)


def test_dice_show_red_one_and_four(qapp):
    for value in range(1, 7):
        pips = die_pips(value)
        assert len(pips) == value and all(red == (value in (1, 4)) for *_, red in pips)
    image = QImage(60, 60, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_die(painter, QRectF(0, 0, 60, 60), 1)
    painter.end()
    assert is_red(image.pixelColor(30, 30))
