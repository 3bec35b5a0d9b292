"""What the mouse hits in the fanned hand: exactly the card drawn under the pointer (no
shadow, no margin), for a hover, a drag start and a double-click alike."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from core.royal.moves import CardPlayed
from gui.royal.items import CardItem
from gui.royal.layout import CARD_W
from tests.gui.royal.royal_helpers import drag, make_table, viewport_point, wait_for_human

SIZE = (1400, 1000)  # the scene drawn 1:1, so a scene unit is a pixel
EDGE = CARD_W / 2


def hit(view, scene_pos: QPointF):
    """The item the view finds under the pixel showing `scene_pos`."""
    return view.itemAt(viewport_point(view, scene_pos))


def near_left_edge(item: CardItem, inside: bool) -> QPointF:
    """A point 4 units (about 5 pixels) inside or outside the drawn left edge of a hand
    card, half way down."""
    return item.mapToScene(QPointF(-EDGE + (4 if inside else -4), 0))


def until_raised_before_dimmed(qtbot, ctl, view) -> tuple[CardItem, CardItem]:
    """Play on until a playable (raised) card has a card that is not playable to its right;
    return the two."""
    while wait_for_human(qtbot, ctl):
        hand = view.hand
        for left, right in itertools.pairwise(hand):
            if left.card in view.play.legal and right.dimmed():
                return left, right
        before = ctl.move_count()
        ctl.submit(ctl.legal_moves()[0])
        qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=5000)
    raise AssertionError("the game ended before a raised card stood left of a dimmed one")


def test_each_card_takes_the_pointer_exactly_where_it_is_drawn(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=3, size=SIZE)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    hand = view.hand
    assert len(hand) >= 5
    for left, right in itertools.pairwise(hand):
        assert hit(view, near_left_edge(right, inside=True)) is right
        # Just left of where the right card is drawn, the left card shows: it is hit.
        assert hit(view, near_left_edge(right, inside=False)) is left
    last = hand[-1]
    assert hit(view, last.mapToScene(QPointF(EDGE - 4, 0))) is last
    # The shadow beside and under the last card is not the card.
    assert hit(view, last.mapToScene(QPointF(EDGE + 2.5, 0))) is not last
    assert hit(view, last.mapToScene(QPointF(0, 70 + 3))) is not last
    shape = last.shape().boundingRect()
    assert (shape.width(), shape.height()) == (100, 140)


def test_the_visible_edge_of_a_raised_card_plays_that_card(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2, size=SIZE)
    ctl.start()
    raised, dimmed = until_raised_before_dimmed(qtbot, ctl, view)
    spot = near_left_edge(dimmed, inside=False)  # the raised card's strip, at its edge
    assert raised.zValue() < dimmed.zValue()  # the fan's order: left under right
    assert hit(view, spot) is raised
    refused = []
    ctl.move_refused.connect(refused.append)
    with qtbot.waitSignal(ctl.events_applied, timeout=5000) as blocker:
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, viewport_point(view, spot))
    assert blocker.args[0][0] == CardPlayed(ctl.viewer(), raised.card)
    assert refused == []


def test_a_drag_from_the_visible_edge_moves_that_card(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=2, size=SIZE)
    ctl.start()
    raised, dimmed = until_raised_before_dimmed(qtbot, ctl, view)
    refused = []
    ctl.move_refused.connect(refused.append)
    with qtbot.waitSignal(ctl.events_applied, timeout=5000) as blocker:
        drag(view, near_left_edge(dimmed, inside=False), view.scenery.trick_spot(ctl.viewer()))
    assert blocker.args[0][0] == CardPlayed(ctl.viewer(), raised.card)
    assert refused == []
