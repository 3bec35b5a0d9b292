"""A replay with all hands: each opponent's cards are written on a plate over its panel,
and the panel then draws no fan of card backs that could peek out round that plate."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from gui.play.controller import GameController
from gui.royal.open_hands import OpenHand
from gui.royal.seats import SeatPanel
from gui.royal.table import RoyalTable
from tests.gui.royal.test_royal_table_final import finished_record


def painted_above_plate(panel: SeatPanel) -> int:
    """How many pixels the panel itself (not its children) paints well above its plate,
    where the fan of backs lies (the plate's glow kept out)."""
    box = panel.boundingRect()
    image = QImage(int(box.width()), int(box.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-box.topLeft())
    panel.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    band = int(panel.plate_rect().top() - 12 - box.top())
    return sum(image.pixelColor(x, y).alpha() > 0
               for y in range(band) for x in range(image.width()))


@pytest.mark.parametrize("players", [3, 6])
def test_an_open_hand_hides_the_panels_card_backs(qtbot, players):
    ctl = GameController.replay(finished_record(players, 4))
    view = RoyalTable(ctl)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    ctl.replay_seek(ctl.replay_position()[1] // 3)  # mid game: every seat holds cards
    opponents = [p for p in view.panels.values() if not p.bottom]
    assert ctl.show_all and all(p.info.cards for p in opponents)
    for panel in opponents:
        assert any(isinstance(c, OpenHand) for c in panel.childItems())
        assert painted_above_plate(panel) == 0, f"seat {panel.seat}: backs peek out"
    ctl.set_show_all(False)  # one hand shown: the opponents' backs are back
    opponents = [p for p in view.panels.values() if not p.bottom]
    for panel in opponents:
        assert not any(isinstance(c, OpenHand) for c in panel.childItems())
        assert painted_above_plate(panel) > 500


def test_between_deals_an_open_hand_has_no_empty_plate(qtbot):
    ctl = GameController.replay(finished_record(4, 4))
    view = RoyalTable(ctl)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    for ply in range(ctl.replay_position()[1]):  # the first position between two deals
        ctl.replay_seek(ply)
        if ply and ctl.observation().phase == "deal":
            break
    assert ctl.observation().phase == "deal" and ctl.show_all
    for panel in view.panels.values():
        assert not any(isinstance(c, OpenHand) for c in panel.childItems())
        assert not panel.hand_open
