"""A refused move on the Royal table: the core's reason in a bubble over the hand, large
enough to read at 1920x1080 and at 800x600, fading out; the status line says it too. The
refusal comes by the controller's `move_refused` signal alone."""

from __future__ import annotations

import pytest
from fake_controller import FakeController
from PySide6.QtCore import QPointF, QRectF

from core.errors import IllegalMove
from core.royal.moves import PlayCard
from gui.royal import refusal
from gui.royal.layout import HAND_SCALE
from gui.royal.table import RoyalTable
from gui.services.settings import settings
from gui.table import reasons
from tests.gui.royal.royal_helpers import card_grip, drag, hand_item, make_table
from tests.gui.royal.test_royal_table_input import until_dimmed_card


def test_a_refusal_shows_over_the_hand_and_fades(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2, size=(1920, 1080))
    ctl.start()
    item = until_dimmed_card(qtbot, ctl, view)
    settings().animation_speed = "fast"
    refused: list = []
    ctl.move_refused.connect(refused.append)
    with qtbot.waitSignal(view.status, timeout=3000) as blocker:
        drag(view, card_grip(item), view.scenery.trick_spot(ctl.viewer()))
    bubble = view.scenery.refusal
    assert refused and bubble.isVisible() and bubble.opacity() == 1.0
    assert [r.code for r in refused] == ["must_follow"]  # the core's value, worded by the view
    said = reasons.worded(refused[0], ctl.seat_name)
    assert said.startswith("You must follow suit: ")
    assert bubble.text == said == blocker.args[0], "the same words as the status line"
    shown = bubble.sceneBoundingRect()
    assert view.sceneRect().contains(shown)
    hand = QRectF()
    for card in view.hand:  # where the cards rest (the refused one is on its way back)
        w, h = 100 * HAND_SCALE, 140 * HAND_SCALE
        hand = hand.united(QRectF(card.home.x() - w / 2, card.home.y() - h / 2, w, h))
    assert shown.bottom() <= hand.top() and shown.bottom() > hand.top() - 60, "over the hand"
    assert abs(shown.center().x() - hand.center().x()) < 1
    assert refusal.FONT_PX * view.transform().m11() >= 26, "legible at 1920x1080"
    qtbot.waitUntil(lambda: not bubble.isVisible(), timeout=5000)  # it fades out
    assert view.status_line.text() == said


def test_the_reason_goes_with_the_next_move_and_reads_at_800x600(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2, size=(800, 530))
    ctl.start()
    item = until_dimmed_card(qtbot, ctl, view)
    view.play.try_play(item)
    assert view.scenery.refusal.isVisible()
    assert refusal.FONT_PX * view.transform().m11() >= 13
    legal = next(i for i in view.hand if i.card in view.play.legal)
    with qtbot.waitSignal(ctl.events_applied, timeout=3000):
        view.play.try_play(legal)
    assert not view.scenery.refusal.isVisible()


@pytest.mark.parametrize("later", [False, True])
def test_a_refusal_comes_by_the_signal_alone_and_nothing_moves(qtbot, later):
    """The table takes a refusal from the controller's `move_refused`, never from what
    `submit()` returns (the stand-in returns nothing), also when it comes after `submit`
    returned (`later`, as a network seat's host answers): the card sent goes home, the
    reason shows over the hand and in the status line, and nothing else moves."""
    ctl, real = make_table(qtbot, players=4, seed=2)
    ctl.start()
    dimmed = until_dimmed_card(qtbot, ctl, real).card
    obs, legal = ctl.observation(), ctl.legal_moves()
    ctl.shutdown()
    led = obs.trick[0][-1]
    must_follow = IllegalMove("you must follow suit", "must_follow", suit=led)
    fake = FakeController(obs, legal, reason=None if later else must_follow, game="royal")
    view = RoyalTable(fake)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    item = hand_item(view, dimmed)
    home, trick = QPointF(item.home), [card for _, card in view.trick]
    said: list[str] = []
    view.status.connect(said.append)
    drag(view, card_grip(item), view.scenery.trick_spot(fake.viewer()))
    qtbot.waitUntil(lambda: fake.submitted == [PlayCard(obs.seat, dimmed)])
    if later:
        assert not view.scenery.refusal.isVisible()  # nothing refused yet
        assert item.pos() != home  # the card waits where it was dropped
        fake.refuse_later(must_follow)
    reason = reasons.worded(must_follow, fake.seat_name)
    assert view.scenery.refusal.isVisible() and view.scenery.refusal.text == reason
    assert said[-1] == reason
    qtbot.waitUntil(lambda: item.pos() == home)
    assert [i.card for i in view.hand] == list(obs.hand)
    assert [card for _, card in view.trick] == trick
    assert fake.done == 0  # no move was shown
