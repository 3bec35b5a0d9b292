"""The room's Hint marked on the Royal table: the card (whole, above its neighbours) or the
Pass / Lay out all button, until a move is made or the next hint replaces it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from core.royal.cards import CARDS
from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard
from gui.play.controller import SeatSpec
from gui.room.main_window import MainWindow
from gui.royal.items import HINT
from gui.royal.layout import CARD_W
from gui.royal.table import RoyalTable
from tests.gui.royal.royal_helpers import (
    make_table,
    random_agents,
    viewport_point,
    wait_for_human,
)
from tests.gui.royal.test_royal_table_status import play_until


def hinted(view: RoyalTable) -> list:
    marked = [i.card for i in view.hand if i.hinted()]
    return marked + [b for b in (view.scenery.btn_all, view.scenery.btn_pass) if b.hinted()]


def submit_and_wait(qtbot, ctl, move) -> None:
    before = ctl.move_count()
    assert ctl.submit(move) is None
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5000)


def test_a_hinted_card_is_ringed_and_shown_whole_until_the_player_moves(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=6, size=(1400, 1000))
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    legal = [m for m in ctl.legal_moves() if isinstance(m, PlayCard)]
    inner = [m for m in legal if view.hand.index(
        next(i for i in view.hand if i.card == m.card)) < len(view.hand) - 1]
    assert inner, "a playable card with a neighbour on its right"
    move = inner[0]
    view.show_hint(move)
    item = next(i for i in view.hand if i.card == move.card)
    assert hinted(view) == [move.card]
    assert item.zValue() > max(i.zValue() for i in view.hand if i is not item)
    assert item.zValue() < view.scenery.dimmer.zValue()  # still under the overlays
    # Its right part, under the next card before, now shows and takes the pointer.
    covered = item.mapToScene(QPointF(CARD_W / 2 - 6, 0))
    assert view.itemAt(viewport_point(view, covered)) is item
    other = next((m for m in legal if m is not move), None)
    if other is not None:  # the next hint replaces the mark
        view.show_hint(other)
        assert hinted(view) == [other.card]
        move = other
    submit_and_wait(qtbot, ctl, move)
    assert hinted(view) == []
    assert all(not i.hinted() for _, i in view.trick)
    assert wait_for_human(qtbot, ctl)
    assert hinted(view) == []  # it does not come back at the next turn


def test_a_hint_no_longer_legal_marks_nothing(qtbot):
    ctl, view = make_table(qtbot, players=4, seed=6)
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    held = {m.card for m in ctl.legal_moves()}
    stranger = next(c for c in CARDS if c not in held)
    view.show_hint(PlayCard(ctl.viewer(), stranger))
    assert hinted(view) == []


@pytest.mark.parametrize("kind", ["pass", "all"])
def test_pass_and_lay_out_all_hints_mark_their_buttons(qtbot, kind):
    ctl, view = make_table(qtbot, players=4, seed=7)
    ctl.start()
    if kind == "pass":
        assert play_until(qtbot, ctl, lambda: ctl.legal_moves() == [Pass(ctl.viewer())])
        move, button = Pass(ctl.viewer()), view.scenery.btn_pass
    else:
        assert play_until(qtbot, ctl, lambda: any(isinstance(m, LayOutAll)
                                                  for m in ctl.legal_moves()))
        legal = next(m for m in ctl.legal_moves() if isinstance(m, LayOutAll))
        move = LayOutAll(legal.seat, tuple(reversed(legal.cards)))  # the AI's own order
        button = view.scenery.btn_all
    view.show_hint(move)
    assert hinted(view) == [button]
    assert button.boundingRect().contains(button.shape().boundingRect())
    button.clicked.emit()
    qtbot.waitUntil(lambda: not button.hinted())
    assert hinted(view) == []


def test_the_rooms_hint_marks_the_table(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    seats = [SeatSpec("Eva", "human")] + [SeatSpec(f"AI {i}", "ai:random") for i in (1, 2, 3)]
    window.start_game("royal", seats, seed=9, agent_factory=random_agents)
    ctl, view = window.controller, window.game_page.host.table
    assert isinstance(view, RoyalTable)
    ctl.test_table = view
    assert wait_for_human(qtbot, ctl)
    window.ask_hint()
    qtbot.waitUntil(lambda: bool(hinted(view)), timeout=10_000)
    assert window.statusBar().currentMessage().startswith("Hint: ")
    marked = hinted(view)
    assert len(marked) == 1 and marked[0] in view.play.legal
    submit_and_wait(qtbot, ctl, view.play.legal[marked[0]])
    assert hinted(view) == []
    window.close()


@pytest.mark.painted
def test_a_domino_hint_rings_the_card_and_its_place_in_the_row(qtbot, monkeypatch):
    ctl, view = make_table(qtbot, players=4, seed=7)
    ctl.start()
    assert play_until(qtbot, ctl, lambda: any(isinstance(m, LayCard)
                                              for m in ctl.legal_moves()))
    move = next(m for m in ctl.legal_moves() if isinstance(m, LayCard))
    rings: list[QRectF] = []
    real = QPainter.drawRoundedRect

    def draw(painter, rect, *args):
        if painter.pen().color() == HINT:
            rings.append(QRectF(rect))
        return real(painter, rect, *args)

    monkeypatch.setattr(QPainter, "drawRoundedRect", draw)
    view.show_hint(move)
    assert hinted(view) == [move.card]
    view.grab()
    slot = view.scenery.board.slot_rect(move.card)
    assert any(r.contains(slot) for r in rings), "the place in the row is ringed"
    submit_and_wait(qtbot, ctl, move)
    assert view.scenery.board.hint is None


def test_enter_plays_the_hinted_card_when_no_key_has_chosen_one(qtbot):
    """As in Tien Gow: Hint, then Enter, plays the hint (a play-test found Enter did
    nothing until an arrow key had given a card the focus)."""
    from PySide6.QtCore import Qt

    ctl, view = make_table(qtbot, players=4, seed=6, size=(1400, 1000))
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    legal = [m for m in ctl.legal_moves() if isinstance(m, PlayCard)]
    assert len(legal) > 1  # the hint, not the only card, is played
    move = legal[-1]
    view.show_hint(move)
    assert view.play.focus_index < 0
    before = ctl.move_count()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5000)
    assert move.card not in ctl.observation(0).hand
    assert all(m.card in ctl.observation(0).hand for m in legal if m != move)


def test_enter_before_any_card_is_chosen_shows_the_cursor(qtbot):
    """With no hint, Enter chooses nothing silently: it puts the cursor on the first card
    (as → does), and the next Enter plays it."""
    from PySide6.QtCore import Qt

    ctl, view = make_table(qtbot, players=4, seed=6, size=(1400, 1000))
    ctl.start()
    assert wait_for_human(qtbot, ctl)
    assert view.play.focus_index < 0
    before = ctl.move_count()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.play.focus_index >= 0 and ctl.move_count() == before
    chosen = view.play.focusables()[view.play.focus_index]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.move_count() > before, timeout=5000)
    assert chosen.card not in ctl.observation(0).hand
