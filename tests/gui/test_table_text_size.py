"""Settings ▸ Text size reaches the tables: at 200 % their texts are half as large again
(the tables are scaled to the window already), taken live while a game is on, and in an
800x600 window nothing grown covers another thing or leaves the table."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from gui.nines.layout import BOTTOM, LEFT, RIGHT, TILE_H, TOP, place_of
from gui.royal.layout import (
    CARD_H,
    CARD_W,
    CORNER_H,
    PANEL_H,
    PANEL_W,
    TABLE_SCALE,
    rows_rect,
    trick_spot,
)
from gui.services.settings import settings
from gui.services.text_size import text_size
from gui.table import plates
from tests.gui.nines.nines_table_helpers import make_controller
from tests.gui.nines.nines_table_helpers import make_table as make_nines
from tests.gui.royal.royal_helpers import make_table as make_royal
from tests.gui.royal.royal_helpers import wait_for_human

TABLE = (800, 530)  # what an 800x600 window leaves the table


@pytest.fixture
def sized(qapp):
    """Set the text size as Settings does (the service attached, as the room does)."""
    text_size().attach(qapp)

    def to(percent: int) -> None:
        settings().text_size = percent
        QApplication.processEvents()

    yield to
    settings().text_size = 100
    text_size().apply()


def inside(rect: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect)


def plate_in_scene(panel) -> QRectF:
    return panel.mapRectToScene(panel.plate_rect())


@pytest.mark.parametrize(("players", "size"), [(3, TABLE), (5, TABLE), (6, TABLE),
                                              (6, (1000, 900))])
def test_royal_panels_grow_live_and_keep_clear(qtbot, sized, players, size):
    ctl, view = make_royal(qtbot, players=players, seed=3, size=size)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    assert plates.font(20).pixelSize() == 20
    sized(200)  # while the game is on
    assert plates.font(20).pixelSize() == 30
    width = view.scenery.width_
    scene = view.scene().sceneRect()
    panels = list(view.panels.values())
    bottom = next(p for p in panels if p.bottom)
    opponents = [p for p in panels if not p.bottom]
    assert bottom.scale() == pytest.approx(1.5)
    scales = {round(p.scale(), 3) for p in opponents}
    assert len(scales) == 1 and 1.0 < scales.pop() <= 1.5  # all alike, grown if it fits
    keep_clear = [rows_rect(width)] + [
        QRectF(-CARD_W * TABLE_SCALE / 2, -CARD_H * TABLE_SCALE / 2, CARD_W * TABLE_SCALE,
               CARD_H * TABLE_SCALE).translated(trick_spot(width, place, players))
        for place in range(players)]
    for panel in opponents:
        whole = panel.mapRectToScene(QRectF(-PANEL_W / 2, -PANEL_H / 2, PANEL_W, PANEL_H))
        assert inside(whole, scene) and whole.top() >= CORNER_H, (panel.seat, whole)
        for area in keep_clear:  # the trick's cards, the domino rows
            assert not whole.intersects(area), (panel.seat, whole, area)
    for a, b in itertools.combinations(panels, 2):
        assert not plate_in_scene(a).intersects(plate_in_scene(b)), (a.seat, b.seat)
    for card in view.hand:  # (the card as drawn, its shadow aside)
        drawn = card.mapToScene(card.shape()).boundingRect()
        assert not plate_in_scene(bottom).intersects(drawn), card.card
    view.toggle_scores()  # the score table grows as far as the table holds it
    table = view.scenery.scores
    assert table.scale() > 1.0
    assert inside(table.sceneBoundingRect(), scene)
    view.toggle_scores()
    sized(100)
    assert all(p.scale() == 1.0 for p in panels)


def test_nines_plates_and_scores_grow_live_and_keep_clear(qtbot, sized):
    ctl = make_controller(games=4)
    table = make_nines(qtbot, ctl, size=TABLE)
    ctl.start()
    qtbot.waitUntil(lambda: ctl.game_number() > 0, timeout=5000)
    sc = table.scenery
    board_before = sc.scoreboard.boundingRect()
    plate_before = sc.plates[0].boundingRect()
    sized(200)
    geo, scene = sc.geo, table.scene().sceneRect()
    plates_ = {place_of(seat, sc.bottom): plate.sceneBoundingRect()
               for seat, plate in enumerate(sc.plates)}
    assert plates_[BOTTOM].height() > plate_before.height()
    board = sc.scoreboard.sceneBoundingRect()
    assert board.height() > board_before.height()
    keep_clear = {"scores": board, "wall": geo.wall_rect(),
                  **{f"hand {p}": geo.hand_rect(p) for p in (BOTTOM, LEFT, TOP, RIGHT)}}
    for place, rect in plates_.items():
        assert inside(rect, scene), (place, rect)
        for name, other in keep_clear.items():
            assert not rect.adjusted(8, 8, -8, -8).intersects(other), (place, name)
    for a, b in itertools.combinations(plates_.values(), 2):
        assert not a.intersects(b)
    assert not board.intersects(geo.hand_rect(TOP))
    # the plate is as much taller as its grown lines of text need: they end above its
    # trophies
    for seat, plate in enumerate(sc.plates):
        trophy = geo.trophy_slot(place_of(seat, sc.bottom), 0, 0)
        trophy_top = trophy.pos.y() - TILE_H * trophy.scale / 2
        assert plate.mapToScene(0, plate.text_bottom()).y() <= trophy_top, seat


def test_a_table_button_keeps_a_long_text_inside(qtbot, sized):
    from gui.table.button import Button

    sized(200)
    button = Button(text="Ukončit sezení a vrátit se")
    button.set_rect(QRectF(0, 0, 190, 44))
    fitted = button._fitting_font(190 - 12)
    assert QFontMetricsF(fitted).horizontalAdvance(button.text()) <= 178
