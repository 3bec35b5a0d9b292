"""The seat panels are drawn once per change (gui.table.cached): a change of what they
show, the card back or the language shows on them at once."""

from __future__ import annotations

from PySide6.QtGui import QImage
from room_helpers import item_image

from gui.services import i18n
from gui.services.settings import card_back_styles, settings
from tests.gui.royal.royal_helpers import make_table, wait_for_human


def test_the_panels_show_a_new_card_back_and_language_at_once(qtbot, settle):
    ctl, view = make_table(qtbot, players=4, seed=7)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    panel = next(p for p in view.scenery.panels.values() if not p.bottom and p.info.cards)
    first = item_image(view, panel)
    assert item_image(view, panel) == first  # the same look while nothing changes
    settings().card_back = next(s for s in card_back_styles() if s != settings().card_back)
    settle()
    backs = item_image(view, panel)
    assert backs != first, "the fan of backs kept the old back"
    i18n.apply("cs")
    view.retranslate()
    settle()
    assert item_image(view, panel) != backs, "the panel kept its English words"


def test_a_card_shows_every_change_of_its_state_at_once(qtbot, settle):
    """A card's look is kept in device pixels (gui.table.cached.DeviceLook): every state
    it draws must redraw it, and going back gives the first look again."""
    ctl, view = make_table(qtbot, players=4, seed=7)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    card = next(c for c in view.hand if abs(c.rotation()) > 0.5)  # a fanned, rotated card
    other = next(c.card for c in view.hand if c.card != card.card)
    back = next(s for s in card_back_styles() if s != settings().card_back)
    first_back = settings().card_back
    first_card = card.card

    def look() -> QImage:
        settle()
        return item_image(view, card)

    first = look()
    changes = [
        (lambda: card.set_dimmed(not card.dimmed()), lambda: card.set_dimmed(not card.dimmed())),
        (lambda: card.set_focused(True), lambda: card.set_focused(False)),
        (lambda: card.set_hinted(True), lambda: card.set_hinted(False)),
        (lambda: card.set_card(other), lambda: card.set_card(first_card)),
        (lambda: card.setProperty("flip", 0.0), lambda: card.setProperty("flip", 1.0)),
        (lambda: card.setProperty("flip", 0.7), lambda: card.setProperty("flip", 1.0)),
    ]
    for change, undo in changes:
        change()
        assert look() != first, "a change of the card's state did not show"
        undo()
        assert look() == first, "the card did not come back to its first look"
    card.setProperty("flip", 0.0)  # the back shows
    shown_back = look()
    settings().card_back = back
    assert look() != shown_back, "the card kept the old back"
    settings().card_back = first_back
    assert look() == shown_back
