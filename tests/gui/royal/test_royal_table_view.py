"""What the Royal table shows: the Tab order, the Last trick button, outlines, resizing
during an animation, legible text at 800x600, the overlays and the deal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from gui.royal import items, scores, seats
from gui.royal.items import CardItem
from gui.royal.layout import TABLE_SCALE, opponent_panels, trick_centre
from gui.services.settings import settings
from gui.table import plates
from gui.table.button import Button
from tests.gui.royal.royal_helpers import (
    WAIT_MS,
    card_grip,
    drag,
    make_table,
    viewport_point,
    wait_for_human,
)
from tests.gui.royal.test_royal_table_status import play_until


def test_tab_walks_from_the_hand_over_the_buttons_and_out(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=7)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: view.scenery.btn_pass.isVisible())
    view.setFocus()
    play = view.play
    QTest.keyClick(view, Qt.Key.Key_Right)  # the first arrow: Pass (no card can be laid)
    assert play.focusables()[play.focus_index] is view.scenery.btn_pass
    QTest.keyClick(view, Qt.Key.Key_Backtab)  # back into the hand
    focused = play.focusables()[play.focus_index]
    assert isinstance(focused, CardItem) and focused in view.hand
    buttons = play.buttons()
    assert buttons[0] is view.scenery.btn_pass and view.scenery.btn_scores in buttons
    for button in buttons:  # Tab: each button in turn ...
        assert play.tab(True)
        assert play.focusables()[play.focus_index] is button
    assert not play.tab(True)  # ... then out of the table
    assert play.focus_index == -1
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert play.focusables()[play.focus_index] is view.scenery.btn_pass
    with qtbot.waitSignal(ctl.events_applied, timeout=5000) as blocker:
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert type(blocker.args[0][0]).__name__ == "Passed"


def test_last_trick_shows_only_a_trick_of_this_deal(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=3)
    ctl.start()
    seen_deals = set()
    while wait_for_human(qtbot, ctl):
        obs = ctl.observation()
        has_trick = obs.phase == "tricks" and bool(obs.tricks)
        assert view.scenery.btn_last.isVisible() == has_trick, (obs.deal, obs.phase,
                                                               len(obs.tricks))
        if has_trick:
            assert view.scenery.last_trick[2] == obs.tricks[-1].cards
        seen_deals.add((obs.deal, has_trick))
        ctl.submit(ctl.legal_moves()[0])
    assert {(1, False), (1, True), (6, False)} <= seen_deals
    assert not view.scenery.btn_last.isVisible()
    view.toggle_last_trick()
    assert not view.scenery.last_panel.isVisible()


def test_a_played_card_takes_no_outline_with_it(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=4)
    ctl.start()
    played = 0
    while played < 3 and wait_for_human(qtbot, ctl):
        item = next(i for i in view.hand if i.card in view.play.legal)
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Right)  # the keyboard focus on a card
        QTest.mouseMove(view.viewport(), viewport_point(view, card_grip(item)))
        qtbot.waitUntil(item.outlined)  # the mouse over the card outlines it
        with qtbot.waitSignal(ctl.events_applied, timeout=5000):
            drag(view, card_grip(item), view.scenery.trick_spot(ctl.viewer()))
        assert item not in view.hand
        assert not item.outlined(), "a played card shows no hover or focus outline"
        assert view.play.focus_index == -1
        assert not any(i.outlined() for i in view.hand)
        played += 1
    assert played == 3


def test_resizing_during_an_animation_lays_the_table_out_at_once(qtbot):
    settings().animation_speed = "normal"
    ctl, view = make_table(qtbot, players=5, seed=8, size=(1024, 700))
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    item = next(i for i in view.hand if i.card in view.play.legal)
    with qtbot.waitSignal(ctl.events_applied, timeout=5000):
        view.play.try_play(item)
    assert view.seq.busy() and item.pos() != view.scenery.trick_spot(ctl.viewer())
    view.resize(800, 600)
    assert view.viewport().size().toTuple() == (800, 600)
    # At once, without waiting for the animation: the card is where the new width wants
    # it, and every panel is on its new place.
    assert (item.pos() - view.scenery.trick_spot(ctl.viewer())).manhattanLength() < 0.5
    bottom = view.bottom_seat()
    places, _ = opponent_panels(4, view.scenery.width_, plates.grown(),
                                view.scenery.corner_items())
    for k in range(1, 5):
        assert view.panels[(bottom + k) % 5].pos() == places[k - 1]
    for pos, (home, _) in zip([i.pos() for i in view.hand], view.scenery.hand_home(), strict=True):
        assert (pos - home).manhattanLength() < 0.5
    assert wait_for_human(qtbot, ctl)  # and the game goes on


def test_text_is_legible_in_an_800x600_window(qtbot, monkeypatch):
    """Every text of the table is 10 px or more on screen when the table has the room
    an 800x600 window leaves it (menu, info and status bars take about 70 px)."""
    sizes: list[float] = []
    fixed_font = plates.fixed_font  # (plates.font grows its size and calls this)

    def recording_font(pixels: float, bold: bool = False):
        sizes.append(pixels)  # (every panel grown as a whole is at scale 1 at 100 % text)
        return fixed_font(pixels, bold)

    for module in (seats, scores, plates):  # the shared items' font() too
        monkeypatch.setattr(module, "fixed_font", recording_font)
    monkeypatch.setattr(Button, "paint", _recording_button_paint(sizes))
    ctl, view = make_table(qtbot, players=6, seed=2, options={"matchsticks": 30},
                           size=(800, 530))
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    view.toggle_scores()
    view.grab()
    view.toggle_scores()
    ctl.submit(ctl.legal_moves()[0])
    assert wait_for_human(qtbot, ctl)
    view.grab()
    scale = view.transform().m11()
    assert sizes and min(sizes) * scale >= 10.0, (min(sizes), scale)


def _recording_button_paint(sizes: list[float]):
    original = Button.paint

    def paint(self, painter, option, widget=None):
        sizes.append(self.text_px())
        original(self, painter, option, widget)

    return paint


def test_overlays_hide_the_table_under_them(qtbot):
    ctl, view = make_table(qtbot, players=6, seed=5)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: ctl.observation().tricks
                      and len(ctl.observation().trick) >= 3)
    view.resize(3000, 600)  # wider than the widest table
    qtbot.wait(50)
    view.toggle_last_trick()
    assert view.scenery.last_panel.isVisible() and view.scenery.dimmer.isVisible()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()  # the bands beside too
    assert shown.width() > view.sceneRect().width() * 1.5
    assert view.scenery.dimmer.sceneBoundingRect().contains(shown)
    panel = view.scenery.last_panel.mapRectToScene(view.scenery.last_panel.rect())
    for seat in range(6):  # every card of the trick, wherever its seat sits
        spot = view.scenery.trick_spot(seat)
        w, h = 100 * TABLE_SCALE, 140 * TABLE_SCALE
        assert panel.contains(QRectF(spot.x() - w / 2, spot.y() - h / 2, w, h)), seat
    assert items.OVERLAY.alpha() == 255  # nothing shows through the plates
    view.scenery.dimmer.clicked.emit()
    assert not view.scenery.last_panel.isVisible() and not view.scenery.dimmer.isVisible()
    view.toggle_scores()
    assert view.scenery.scores.isVisible() and view.scenery.dimmer.isVisible()
    assert view.scenery.dimmer.zValue() < view.scenery.scores.zValue()
    view.toggle_scores()
    assert not view.scenery.dimmer.isVisible()


@pytest.mark.real_pace  # watches each fan fill frame by frame
def test_cards_are_dealt_from_the_middle_to_every_seat(qtbot):
    settings().animation_speed = "fast"
    ctl, view = make_table(qtbot, players=4, seed=3)
    counts: dict[int, set[int]] = {}

    def note() -> bool:
        for seat, info in view.scenery.info.items():
            counts.setdefault(seat, set()).add(info.cards)
        return bool(view.dealer.flying)

    ctl.start()
    qtbot.waitUntil(note, timeout=WAIT_MS)  # the cards leave the pile
    centre = trick_centre(view.scenery.width_)
    card = view.hand[-1]
    assert (card.pos() - centre).manhattanLength() < 40 and card.flip == 0.0
    qtbot.waitUntil(lambda: not note(), timeout=WAIT_MS)  # every card has left it
    assert wait_for_human(qtbot, ctl)
    opponents = [s for s in range(4) if s != view.bottom_seat()]
    for seat in opponents:  # the fans filled one card at a time
        assert len(counts[seat] & set(range(1, 9))) >= 3, counts[seat]
    assert all(i.flip == 1.0 and i.pos() == i.home for i in view.hand)
    assert card.pos() != centre
