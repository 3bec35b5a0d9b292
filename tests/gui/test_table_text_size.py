"""Settings ▸ Text size reaches every table: at 200 % their texts are half as large again
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
    rows_backdrop,
    trick_spot,
)
from gui.services import text_size as text_size_module
from gui.services.settings import settings
from gui.services.text_size import text_size
from gui.table import plates
from tests.gui.nines.nines_table_helpers import make_controller
from tests.gui.nines.nines_table_helpers import make_table as make_nines
from tests.gui.royal.royal_helpers import make_table as make_royal
from tests.gui.royal.royal_helpers import wait_for_human

TABLE = (800, 530)  # what an 800x600 window leaves the table


@pytest.fixture
def sized(qapp, monkeypatch):
    """Set the text size as Settings does (the service attached, as the room does); the
    growth of a table drawn small is left out (tests/gui/test_small_table_text.py): at
    100 % the texts are as laid out, at 200 % as grown by the setting."""
    monkeypatch.setattr(text_size_module, "READABLE_SCALE", 0.0)
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
    assert len(scales) == 1
    assert 1.0 < scales.pop() <= 1.5  # all alike, grown as far as they keep clear
    sc = view.scenery
    corner = [sc.label.sceneBoundingRect(), sc.btn_last.sceneBoundingRect(),
              sc.btn_scores.sceneBoundingRect()]  # grown with the text
    keep_clear = corner + [rows_backdrop(width)] + [
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
        bottom = geo.trophy_slot(place_of(seat, sc.bottom), 0, 3)  # a stack's bottom tile
        frame = geo.seat_rect(place_of(seat, sc.bottom)).bottom() - 6  # (its glow's 3)
        assert bottom.pos.y() + TILE_H * bottom.scale / 2 <= frame, seat


def test_tiengow_plates_buttons_and_scores_grow_live_and_keep_clear(qtbot, sized):
    """Mid-trick, with the human to follow: the plates, the score table, the caption and
    the buttons grow; nothing grown covers a hand, a play, a won pile or another."""
    import sys
    from pathlib import Path

    sys.path[:0] = [str(Path(__file__).parent / "nines"), str(Path(__file__).parent / "tiengow")]
    from tiengow_table_helpers import make_controller as make_tiengow_controller
    from tiengow_table_helpers import make_table as make_tiengow
    from tiengow_table_helpers import wait_for_turn

    from gui.tiengow.layout import PILE_SCALE

    ctl = make_tiengow_controller(games=4, seed=3)
    table = make_tiengow(qtbot, ctl, size=TABLE)
    ctl.start()
    while wait_for_turn(qtbot, ctl, table) != "follow" or not any(ctl.observation().won):
        ctl.submit(ctl.legal_moves()[0])  # to a trick in play, some won already
    sc = table.scenery
    before = {"plate": sc.plates[0].boundingRect(), "scores": sc.scoreboard.boundingRect(),
              "caption": sc.caption.boundingRect().height()}
    button_font = sc.discard._fitting_font(10_000).pixelSize()
    sized(200)  # while the game is on
    assert plates.font(20).pixelSize() == 30
    assert sc.plates[0].boundingRect().height() > before["plate"].height()
    assert sc.scoreboard.boundingRect().height() > before["scores"].height()
    assert sc.caption.boundingRect().height() > before["caption"]
    assert sc.discard._fitting_font(10_000).pixelSize() > button_font
    geo, scene = sc.geo, table.scene().sceneRect()
    plates_ = {place_of(seat, sc.bottom): plate.sceneBoundingRect()
               for seat, plate in enumerate(sc.plates)}
    board = sc.scoreboard.sceneBoundingRect()
    keep_clear = {"scores": board, "action": sc.action.sceneBoundingRect(),
                  "discard": sc.discard.sceneBoundingRect(),
                  **{f"hand {p}": geo.hand_rect(p) for p in (LEFT, TOP, RIGHT)},
                  **{f"play {p}": geo.play_rect(p, 4) for p in (BOTTOM, LEFT, TOP, RIGHT)}}
    hand = [i.mapRectToScene(i.tile_rect()) for i in table.hands[sc.bottom]]
    keep_clear.update({f"tile {i}": r for i, r in enumerate(hand)})
    assert inside(board, scene)
    for place, rect in plates_.items():
        assert inside(rect, scene), (place, rect)
        for name, other in keep_clear.items():
            assert not rect.adjusted(8, 8, -8, -8).intersects(other), (place, name)
    for a, b in itertools.combinations(plates_.values(), 2):
        assert not a.intersects(b)
    for name in ("action", "discard"):
        assert not keep_clear[name].intersects(board), name
    # the won piles lie under their plate's grown texts, on the plate
    for seat, plate in enumerate(sc.plates):
        place = place_of(seat, sc.bottom)
        pile_top = geo.pile_slot(place, 0, 0).pos.y() - TILE_H * PILE_SCALE / 2
        assert plate.mapToScene(0, plate.text_bottom()).y() <= pile_top, seat
        deepest = geo.pile_slot(place, 0, 7).pos.y() + TILE_H * PILE_SCALE / 2
        assert deepest <= geo.seat_rect(place).bottom() - 6, seat  # (its glow's 3)
        assert pile_top + TILE_H * PILE_SCALE <= plates_[place].bottom(), seat
    sized(100)
    assert sc.plates[0].boundingRect().height() == before["plate"].height()


def test_a_table_button_keeps_a_long_text_inside(qtbot, sized):
    from gui.table.button import Button

    sized(200)
    button = Button(text="Ukončit sezení a vrátit se")
    button.set_rect(QRectF(0, 0, 190, 44))
    fitted = button._fitting_font(190 - 12)
    assert QFontMetricsF(fitted).horizontalAdvance(button.text()) <= 178
