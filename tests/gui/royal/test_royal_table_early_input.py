"""Keys and double-clicks made while the Royal table still animates a trick before the
human's turn are not lost: they are carried out once the turn has come, a card only when
it may be played (one that may not is dropped without a word)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.royal.status import PROMPT
from gui.services.settings import settings
from tests.gui.royal.royal_helpers import WAIT_MS, card_grip, make_table, viewport_point


def spied(ctl) -> tuple[list, list[str]]:
    """Record every move submitted (with the cards then playable, in hand order) and
    every refusal."""
    submitted: list = []
    refused: list[str] = []
    real_submit = ctl.submit
    view = ctl.test_table

    def submit(move):
        submitted.append((move, [i.card for i in view.hand if i.card in view.play.legal]))
        return real_submit(move)

    ctl.submit = submit
    ctl.move_refused.connect(refused.append)
    return submitted, refused


def legal_cards(ctl) -> set[str]:
    """The cards the human may play at the coming turn (their view, while it animates)."""
    moves = ctl.rules.obs_legal_moves(ctl.observation(ctl.viewer()))
    return {m.card for m in moves if hasattr(m, "card")}


def animating_before_turn(qtbot, ctl, view, wanted=lambda: True) -> None:
    """Play on (the human's first legal move each turn) until the table animates the
    last move before the human's turn, the hand shown and `wanted()` true."""
    while True:
        def ready() -> bool:
            if ctl.phase == "animating" and ctl.to_move() == ctl.viewer():
                return view.seq.busy() and bool(view.hand) and all(
                    i.flip == 1.0 and i.opacity() == 1.0 for i in view.hand)
            return ctl.phase == "human" or view.overlays.waiting

        qtbot.waitUntil(ready, timeout=WAIT_MS)
        if view.overlays.waiting:
            view.continue_play()
        elif ctl.phase == "human":
            before = ctl.move_count()
            ctl.submit(ctl.legal_moves()[0])
            qtbot.waitUntil(lambda b=before: ctl.move_count() > b, timeout=WAIT_MS)
        elif wanted():
            return
        else:
            qtbot.waitUntil(lambda: ctl.phase == "human" or view.overlays.waiting,
                            timeout=WAIT_MS)


def double_click(view, scene_pos: QPointF) -> None:
    """Press, release, double-click, release: what a double-click sends the viewport."""
    viewport = view.viewport()
    at = viewport_point(view, scene_pos)
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    for kind, buttons in ((QEvent.Type.MouseButtonPress, left),
                          (QEvent.Type.MouseButtonRelease, none),
                          (QEvent.Type.MouseButtonDblClick, left),
                          (QEvent.Type.MouseButtonRelease, none)):
        event = QMouseEvent(kind, QPointF(at), QPointF(viewport.mapToGlobal(at)), left,
                            buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)


def turn_came(ctl, view, submitted) -> bool:
    return bool(submitted) or (ctl.phase == "human" and not view.seq.busy())


def start(qtbot, seed: int = 3):
    settings().animation_speed = "fast"
    ctl, view = make_table(qtbot, players=4, seed=seed)
    view.setFocus()
    ctl.start()
    return ctl, view


def test_arrow_and_enter_during_a_trick_play_the_first_playable_card_at_the_turn(qtbot):
    ctl, view = start(qtbot)
    animating_before_turn(qtbot, ctl, view)
    submitted, refused = spied(ctl)
    QTest.keyClick(view, Qt.Key.Key_Right)  # the first playable card...
    QTest.keyClick(view, Qt.Key.Key_Return)  # ...played
    assert ctl.phase == "animating"
    qtbot.waitUntil(lambda: turn_came(ctl, view, submitted), timeout=WAIT_MS)
    assert len(submitted) == 1 and refused == []
    move, playable = submitted[0]
    assert move.seat == ctl.viewer() and move.card == playable[0]


def test_a_double_click_during_a_trick_plays_that_card_at_the_turn(qtbot):
    ctl, view = start(qtbot)
    animating_before_turn(qtbot, ctl, view, lambda: len(legal_cards(ctl)) >= 2)
    item = [i for i in view.hand if i.card in legal_cards(ctl)][-1]  # not the first one
    submitted, refused = spied(ctl)
    double_click(view, card_grip(item))
    qtbot.waitUntil(lambda: turn_came(ctl, view, submitted), timeout=WAIT_MS)
    assert [move.card for move, _playable in submitted] == [item.card] and refused == []


def test_a_card_that_may_not_be_played_at_the_turn_is_dropped_silently(qtbot):
    ctl, view = start(qtbot, seed=2)

    def holds_a_card_it_may_not_play() -> bool:
        return any(i.card not in legal_cards(ctl) for i in view.hand)

    animating_before_turn(qtbot, ctl, view, holds_a_card_it_may_not_play)
    item = next(i for i in view.hand if i.card not in legal_cards(ctl))
    submitted, refused = spied(ctl)
    statuses: list[str] = []
    view.status.connect(statuses.append)
    double_click(view, card_grip(item))
    qtbot.waitUntil(lambda: turn_came(ctl, view, submitted), timeout=WAIT_MS)
    assert submitted == [] and refused == [] and ctl.phase == "human"
    assert item in view.hand and item.pos() == item.home
    assert view.status_line.kind == PROMPT and statuses[-1] == view.status_line.text()
    QTest.keyClick(view, Qt.Key.Key_Right)  # the player goes on as usual
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert len(submitted) == 1 and refused == []
