"""The vector deck: every face and back draws, suits differ in shape, pixmaps are cached."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gui.art.cards import (
    BACK_STYLES,
    CARD_ASPECT,
    RANKS,
    SUITS,
    back_style_name,
    card_pixmap,
    clear_cache,
    paint_back,
    paint_card,
    paint_suit,
    split_card,
)

DECK = [r + s for s in SUITS for r in RANKS]


def render(paint, width: int = 60, height: int = 84) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def mask(image: QImage) -> set[tuple[int, int]]:
    return {(x, y) for y in range(image.height()) for x in range(image.width())
            if image.pixelColor(x, y).alpha() > 128}


def test_the_deck_has_36_distinct_faces_and_distinct_backs(qapp):
    faces = {card: render(lambda p, r, c=card: paint_card(p, r, c)) for card in DECK}
    for a, b in itertools.combinations(DECK, 2):
        assert faces[a] != faces[b], (a, b)
    backs = [render(lambda p, r, s=s: paint_back(p, r, s))
             for s in BACK_STYLES]
    assert len(BACK_STYLES) >= 2
    for a, b in itertools.combinations(backs, 2):
        assert a != b
    assert all(back_style_name(s) and back_style_name(s) != s for s in BACK_STYLES)


def test_suits_differ_in_shape_not_only_in_colour(qapp):
    masks = {s: mask(render(lambda p, r, s=s: paint_suit(p, r, s), 64, 64)) for s in SUITS}
    for a, b in itertools.combinations(SUITS, 2):
        # A heart and a shield fill much the same box; still over a tenth of the
        # silhouettes' pixels differ (the notch, the flat top, the straight sides).
        overlap = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
        assert overlap < 0.88, (a, b, overlap)


def test_shields_are_black_and_yellow(qapp):
    image = render(lambda p, r: paint_suit(p, r, "S"), 64, 64)
    colours = [image.pixelColor(x, y) for y in range(64) for x in range(64)
               if image.pixelColor(x, y).alpha() == 255]
    yellow = sum(1 for c in colours if c.red() > 200 and c.green() > 150 and c.blue() < 80)
    black = sum(1 for c in colours if c.lightness() < 50)
    assert yellow > len(colours) * 0.2 and black > len(colours) * 0.2


def test_pixmaps_are_cached_per_size_and_pixel_ratio(qapp):
    clear_cache()
    one = card_pixmap("QB", 80, 2.0)
    assert card_pixmap("QB", 80, 2.0) is one
    assert one.width() == 160 and one.height() == round(80 * CARD_ASPECT) * 2
    assert one.devicePixelRatio() == 2.0
    assert card_pixmap("QB", 81, 2.0) is not one
    back = card_pixmap(None, 80, 1.0, BACK_STYLES[1])
    assert back is not card_pixmap(None, 80, 1.0, BACK_STYLES[0])
    corner = back.toImage().pixelColor(0, 0)
    assert corner.alpha() == 0, "the rounded corner is transparent"
    assert one.toImage().pixelColor(80, 112) != QColor(0, 0, 0, 0)


@pytest.mark.parametrize("name", ["", "1S", "10X", "KSS", "S", "11R"])
def test_split_card_refuses_what_is_not_a_card(name):
    with pytest.raises(ValueError):
        split_card(name)


def test_split_card_reads_record_names():
    assert split_card("10S") == ("10", "S")
    assert split_card("QB") == ("Q", "B")
