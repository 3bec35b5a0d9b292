"""The seat panels are drawn once per change (gui.table.cached): a change of what they
show, the card back or the language shows on them at once."""

from __future__ import annotations

from PySide6.QtGui import QImage

from gui import i18n
from gui.settings import card_back_styles, settings
from tests.gui.royal.royal_helpers import make_table, wait_for_human


def panel_image(view, panel) -> QImage:
    rect = view.mapFromScene(panel.sceneBoundingRect()).boundingRect()
    return view.viewport().grab(rect).toImage()


def test_the_panels_show_a_new_card_back_and_language_at_once(qtbot, settle):
    ctl, view = make_table(qtbot, players=4, seed=7)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    panel = next(p for p in view.scenery.panels.values() if not p.bottom and p.info.cards)
    first = panel_image(view, panel)
    assert panel_image(view, panel) == first  # the same look while nothing changes
    settings().card_back = next(s for s in card_back_styles() if s != settings().card_back)
    settle()
    backs = panel_image(view, panel)
    assert backs != first, "the fan of backs kept the old back"
    i18n.apply("cs")
    view.retranslate()
    settle()
    assert panel_image(view, panel) != backs, "the panel kept its English words"
