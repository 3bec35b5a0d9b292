"""The Royal (Královské domino) table: a QGraphicsView the room puts in its window.

It draws from `controller.observation()` only, raises the cards `legal_moves()` names,
plays by `submit()` (a drag to the table, a double-click, or the keyboard; what comes
while it still animates is kept for the human's turn), shows a refusal when
`move_refused` says one, and shows each batch of core events with animations before it
calls `animations_done()`. The controller is a `gui.table.contracts.TableController`.

The class only wires: the board (gui.royal.board) says what lies where, kept by
gui.royal.keeper; the scenery (gui.royal.scenery) holds the items and matches them to
the board; the event player
(gui.royal.events, with gui.royal.dealing) animates each batch on the sequencer; the
hand's input is gui.royal.play; the overlays gui.royal.overlay_control. Each gets the
collaborators it needs, never the table.
Signals: `status(str)`, the status line now (empty: clear it); `scores_shown()`, the
table has shown new scores (a deal's score table, the final result). `show_hint(move)`
marks the room's hint. A finished game (live, continued or replayed) ends on the final
result, which says the game is over (`announces_end`: the room's bar does not).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QWidget

from gui.a11y.nodes import Node
from gui.royal import access
from gui.royal.baize import paint_baize
from gui.royal.dealing import Dealer
from gui.royal.events import EventPlayer, Hooks
from gui.royal.hints import HintMarks
from gui.royal.items import CardItem
from gui.royal.keeper import BoardKeeper
from gui.royal.layout import MIN_W, SCENE_H, scene_width
from gui.royal.overlay_control import OverlayControl
from gui.royal.play import HandPlay
from gui.royal.scenery import RoyalScenery
from gui.royal.seats import SeatPanel
from gui.royal.status import StatusLine
from gui.royal.sync import STAND_IN
from gui.services.settings import settings
from gui.services.sound import SoundPlayer, player
from gui.services.text_size import text_size
from gui.table.button import Button
from gui.table.contracts import TableController
from gui.table.plates import Label, refit_texts
from gui.table.sequencer import Sequencer
from gui.table.view import TableView


class RoyalTable(TableView):
    SCENE_HEIGHT, SCENE_MIN_WIDTH = SCENE_H, MIN_W
    status = Signal(str)
    scores_shown = Signal()
    owns_status = True  # it words every turn itself, "X is thinking…" included
    offers_next_game = False  # the room's bar offers the next game
    announces_end = True  # its final result and status line say the game is over

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 sound: SoundPlayer | None = None):
        super().__init__(parent, cache_background=True)
        self.ctl = controller
        self.sound = sound or player()
        controller.table_paced = True
        self.scenery = sc = RoyalScenery(self.scene(), controller,
                                         lambda item: self.play.connect_card(item))
        self.scene().setSceneRect(0, 0, MIN_W, SCENE_H)
        self.seq = Sequencer(self)
        self.status_line = StatusLine(self.status.emit, controller.legal_moves)
        self.hints = HintMarks(sc, controller.legal_moves)
        self.overlays = OverlayControl(sc, self.seq, self.status_line, controller)
        self.play = HandPlay(sc, controller, self.seq, self.status_line, self.hints,
                             self.overlays)
        self.early = self.play.early  # what the human does while the table animates
        self.keeper = keeper = BoardKeeper(controller, sc, self.overlays, self.play,
                                           self.status_line, self.scores_shown.emit)
        self.dealer = Dealer(sc, self.seq, self.status_line, self.early,
                             lambda: keeper.model, keeper.show_now)
        self.player = EventPlayer(sc, self.seq, self.status_line, self.overlays, self.dealer,
                                  controller, Hooks(
                                      board=lambda: keeper.model, done=keeper.batch_done,
                                      final=keeper.show_final,
                                      scores_shown=self.scores_shown.emit,
                                      focus_off=lambda: self.play.set_focus_index(-1),
                                      moves_gone=self.play.forget_moves,
                                      sound=lambda name: self.sound.play(name)))
        self._connect()
        self.retranslate()
        if controller.game_number() > 0:
            keeper.resync()

    def _connect(self) -> None:
        sc, ctl = self.scenery, self.ctl
        sc.btn_all.clicked.connect(self.play.lay_out_all)
        sc.btn_pass.clicked.connect(self.play.pass_turn)
        sc.btn_last.clicked.connect(self.toggle_last_trick)
        sc.btn_scores.clicked.connect(self.toggle_scores)
        ctl.game_started.connect(self.on_game_started)
        ctl.events_applied.connect(self.on_events)
        ctl.viewer_changed.connect(self.on_viewer_changed)
        ctl.human_to_move.connect(self.on_human_to_move)
        ctl.move_refused.connect(self.play.refused)
        ctl.ai_thinking.connect(self.on_ai_thinking)
        ctl.seats_changed.connect(self.on_seats_changed)
        ctl.input_closed.connect(self.on_input_closed)
        ctl.game_over.connect(self.on_game_over)
        settings().changed.connect(self.on_setting)
        text_size().tables_changed.connect(self.on_text_size)

    def retranslate(self) -> None:
        """Every text in the current language, the table laid out round them (a corner
        button's width follows its text), and the status line once more."""
        self.scenery.retranslate(self.keeper.model)
        self.scenery.relayout()
        self.overlays.retranslate()
        self.status_line.again()

    # ---- the room's requests -------------------------------------------------------------

    def show_hint(self, move: Any) -> None:
        """Mark the AI's suggested `move` (the room's Hint) until a move is made."""
        self.hints.show(move)

    # ---- controller signals -------------------------------------------------------------

    def on_game_started(self) -> None:
        self.early.clear()
        self.seq.stop()
        self.overlays.reset()
        self.hints.clear()
        self.scenery.refusal.drop()
        self.scenery.clear_table()
        self.status_line.clear()
        self.keeper.reset()
        self.keeper.resync()
        board = self.keeper.model
        if (board is not None and board.phase == "deal" and board.deal_scores
                and self.ctl.phase != "replay"):
            self.overlays.wait_again(len(board.deal_scores))
        self.take_keyboard()

    def take_keyboard(self) -> None:
        """A game starts, or a player sits down to it: the keys go to the table at once
        (kept for the human's turn while it still deals), not nowhere."""
        if self.scenery.face_up() and self.isVisible():
            self.setFocus()

    def on_events(self, events: list[object]) -> None:
        self.play.moves_made()
        self.player.play(events)

    def on_viewer_changed(self, seat: int) -> None:
        if not self.scenery.face_up():  # at once, even while the animations still run
            self.scenery.turn_hand_down()
        self.early.clear()
        self.hints.clear()
        self.scenery.refusal.drop()
        if seat < 0:  # the curtain: nobody's hand, no prompt
            self.status_line.clear()
        if not self.seq.busy():
            self.keeper.resync()
        self.take_keyboard()

    def on_human_to_move(self, seat: int) -> None:
        if self.seq.busy():
            return
        self.keeper.resync()
        self.play.turn_begins(self.hasFocus())  # (by mouse: the first arrow key shows it)
        self.status_line.prompt()
        self.play.replay_early(seat)  # what the player did while the table still moved

    def on_ai_thinking(self, seat: int) -> None:
        self.early.clear()  # not for a computer's turn
        spec = self.ctl.seats[seat]
        self.scenery.mark_thinking(seat, spec.away)
        self.on_seats_changed()
        self.status_line.thinking(self.ctl.seats[seat].name)

    def on_seats_changed(self) -> None:
        """Who plays each seat: a person, a computer, or a computer for a person away."""
        for seat, each in enumerate(self.ctl.seats):
            self.scenery.update_seat(seat, kind=STAND_IN if each.stand_in else each.kind)

    def on_input_closed(self) -> None:
        """No more moves here (the network table is gone): no card is playable, and the
        status line says no prompt."""
        self.early.clear()
        self.play.forget_moves()
        self.play.set_focus_index(-1)
        self.status_line.clear()

    def on_game_over(self) -> None:
        self.early.clear()
        if not self.seq.busy() and not self.keeper.final_shown:
            self.keeper.show_final()
        self.status_line.again()  # the room may have cleared the line meanwhile

    def on_setting(self, key: str) -> None:
        if key == "table_colour":
            self.resetCachedContent()
            self.viewport().update()
        elif key == "card_back":  # the cached seat panels' fans of backs too
            for item in self.scene().items():
                item.update()

    def on_text_size(self) -> None:
        """Every text measured again at the new size, and laid out round it."""
        refit_texts(self.scene().items())
        self.retranslate()

    # ---- overlays ---------------------------------------------------------------------

    def continue_play(self) -> None:
        """The score table's button: stop waiting for the player."""
        self.play.continue_play()

    def toggle_last_trick(self) -> None:
        self.overlays.toggle_last_trick()

    def toggle_scores(self) -> None:
        self.overlays.toggle_scores()

    # ---- the room's view of the table ---------------------------------------------------

    def bottom_seat(self) -> int:
        return self.scenery.bottom_seat()

    def trick_spot(self, seat: int) -> QPointF:
        return self.scenery.trick_spot(seat)

    @property
    def hand(self) -> tuple[CardItem, ...]:
        return self.scenery.hand

    @property
    def trick(self) -> tuple[tuple[int, CardItem], ...]:
        return self.scenery.trick

    @property
    def panels(self) -> Mapping[int, SeatPanel]:
        return self.scenery.panels

    @property
    def label(self) -> Label:
        return self.scenery.label

    @property
    def btn_last(self) -> Button:
        return self.scenery.btn_last

    @property
    def btn_scores(self) -> Button:
        return self.scenery.btn_scores

    # ---- input ---------------------------------------------------------------------------

    def accessible_nodes(self) -> list[Node]:
        return access.nodes(self)

    def accessible_title(self) -> str:
        return QCoreApplication.translate("RoyalAccess", "Royal Domino table")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.play.key(event):
            super().keyPressEvent(event)

    def _kept_early(self, event: QMouseEvent, kind: str) -> bool:
        """A click or double-click on the hand while the table still animates is kept
        for the human's turn (gui.royal.play)."""
        item = self.itemAt(event.position().toPoint()) if self.seq.busy() else None
        if not self.play.keep_pressed(item, kind):
            return False
        event.accept()
        return True

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self._kept_early(event, "focus"):
            super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if not self._kept_early(event, "play"):
            super().mouseDoubleClickEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab walks from the hand over the table's buttons, then out of the table."""
        return self.play.tab(forward) or super().focusNextPrevChild(forward)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.play.enter(event.reason() == Qt.FocusReason.TabFocusReason)

    # ---- size and background ------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        vw, vh = self.viewport().width(), self.viewport().height()
        width = scene_width(vw, vh)
        if abs(width - self.scenery.width_) > 0.5:
            self.scenery.set_width(width)
            self.fit_scene(width, SCENE_H)  # the new scene rect before the items move
            if self.ctl.game_number() > 0 and not self.seq.busy():
                self.keeper.resync()
            else:
                self.seq.settle()  # moving cards land now, where the old size wanted them
                self.scenery.relayout()  # what is on the table, to its new places
        self.fit_scene(self.scenery.width_, SCENE_H)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_baize(painter, QRectF(rect), self.scenery.width_)
