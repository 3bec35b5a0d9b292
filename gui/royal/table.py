"""The Royal (Královské domino) table: a QGraphicsView the room puts in its window.

It draws from `controller.observation()` only, raises the cards `legal_moves()` names,
plays by `submit()` (a drag to the table, a double-click, or the keyboard; what comes
while it still animates is kept for the human's turn) and shows each batch of core events
with animations before it calls `animations_done()`.
Signals: `status(str)`, the status line now (empty: clear it); `scores_shown()`, the
table has shown new scores (a deal's score table, the final result). `show_hint(move)`
marks the room's hint. A finished game (live, continued or replayed) ends on the final
result, which says the game is over (`announces_end`: the room's bar does not).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from core.errors import IllegalMove
from core.royal.cards import RANKS, SUITS
from gui import reasons
from gui.curtain import face_up_seats
from gui.royal import sync, texts
from gui.royal.baize import paint_baize
from gui.royal.dealing import Dealer
from gui.royal.domino import DominoBoard
from gui.royal.events import EventPlayer
from gui.royal.hints import HintMarks
from gui.royal.items import BUTTON_LOOK, CardItem
from gui.royal.layout import (
    MIN_W,
    RAISE,
    SCENE_H,
    action_rects,
    bank_rect,
    corner_buttons,
    deal_label_pos,
    hand_positions,
    refusal_bottom,
    row_slot,
    scene_width,
    trick_centre,
    trick_spot,
)
from gui.royal.open_hands import sync_open_hands
from gui.royal.overlay_control import OverlayControl
from gui.royal.overlays import BankItem, Dimmer, LastTrickPanel, deal_banner, deal_label
from gui.royal.play import HandPlay
from gui.royal.refusal import RefusalBubble
from gui.royal.scores import ScoreTable
from gui.royal.seats import SeatInfo, SeatPanel
from gui.royal.status import StatusLine
from gui.settings import settings
from gui.sound import SoundPlayer, player
from gui.table.button import Button
from gui.table.early import EarlyInput
from gui.table.sequencer import Sequencer, glide
from gui.table.view import TableView


class RoyalTable(TableView):
    status = Signal(str)
    scores_shown = Signal()
    owns_status = True  # it words every turn itself, "X is thinking…" included
    announces_end = True  # its final result and status line say the game is over

    def __init__(self, controller: Any, parent: QWidget | None = None,
                 sound: SoundPlayer | None = None):
        super().__init__(parent, cache_background=True)
        self.ctl = controller
        self.sound = sound or player()
        controller.table_paced = True
        self.width_ = MIN_W
        self.scene().setSceneRect(0, 0, self.width_, SCENE_H)
        self.seq = Sequencer(self)
        self.player = EventPlayer(self)
        self.dealer = Dealer(self)
        self.status_line = StatusLine(self)
        self.panels: dict[int, SeatPanel] = {}
        self.info: dict[int, SeatInfo] = {}
        self.hand: list[CardItem] = []
        self.trick: list[tuple[int, CardItem]] = []  # (seat, item) in play order
        self.rows: dict[str, CardItem] = {}
        self.last_trick: tuple[int, int, tuple[str, ...]] | None = None  # leader, winner, cards
        self.legal: dict[str, Any] = {}  # card -> its legal move (the human to move)
        self.lay_all_move: Any = None
        self.pass_move: Any = None
        self.final_shown = False  # the final result was put up for this game
        self.hints = HintMarks(self)
        self.play = HandPlay(self)
        self.early = EarlyInput(self.play.early_seat)  # kept while the table animates
        self._build_fixed_items()
        self._connect()
        if controller.game_number() > 0:
            self.resync()

    # ---- construction -------------------------------------------------------------------

    def _build_fixed_items(self) -> None:
        scene = self.scene()
        self.board = DominoBoard()
        self.label = deal_label()
        self.bank = BankItem()
        self.banner = deal_banner()
        self.dimmer = Dimmer()
        self.scores = ScoreTable()
        self.last_panel = LastTrickPanel()
        self.btn_all = Button(BUTTON_LOOK, primary=True)
        self.btn_pass = Button(BUTTON_LOOK, primary=True)
        self.btn_last = Button(BUTTON_LOOK)
        self.btn_scores = Button(BUTTON_LOOK)
        self.refusal = RefusalBubble()
        for item in (self.board, self.label, self.bank, self.banner, self.dimmer, self.scores,
                     self.last_panel, self.btn_all, self.btn_pass, self.btn_last,
                     self.btn_scores, self.refusal):
            scene.addItem(item)
        for item in (self.board, self.bank, self.banner, self.dimmer, self.scores,
                     self.last_panel, self.btn_all, self.btn_pass, self.btn_last):
            item.hide()
        for button in (self.btn_all, self.btn_pass):
            button.setZValue(30)
        for button in (self.btn_last, self.btn_scores):  # above the dimmer, still usable
            button.setZValue(63)
        self.overlays = OverlayControl(self)
        self.btn_all.clicked.connect(self.play.lay_out_all)
        self.btn_pass.clicked.connect(self.play.pass_turn)
        self.btn_last.clicked.connect(self.toggle_last_trick)
        self.btn_scores.clicked.connect(self.toggle_scores)
        self.retranslate()

    def _connect(self) -> None:
        ctl = self.ctl
        ctl.game_started.connect(self.on_game_started)
        ctl.events_applied.connect(self.on_events)
        ctl.viewer_changed.connect(self.on_viewer_changed)
        ctl.human_to_move.connect(self.on_human_to_move)
        ctl.ai_thinking.connect(self.on_ai_thinking)
        ctl.game_over.connect(self.on_game_over)
        settings().changed.connect(self.on_setting)

    def retranslate(self) -> None:
        """Every text in the current language, and the status line once more."""
        self.btn_all.set_text(texts.lay_out_all())
        self.btn_all.set_key(texts.lay_all_key())
        self.btn_pass.set_text(texts.pass_word())
        self.btn_pass.set_key(texts.pass_key())
        self.btn_last.set_text(texts.last_trick_button())
        self.btn_scores.set_text(texts.scores_button())
        self.overlays.retranslate()
        if self.ctl.game_number() > 0:
            obs = self.ctl.observation()
            self.label.set_text(texts.corner_label(obs.deal, obs.contract, obs.players))
        for item in self.scene().items():
            item.update()
        self.status_line.again()

    # ---- who sits where -----------------------------------------------------------------

    def bottom_seat(self) -> int:
        viewer = self.ctl.viewer()
        if viewer >= 0:
            return viewer
        bottom = getattr(self.ctl, "bottom_seat", None)
        return bottom() if bottom is not None else 0

    def face_up(self) -> bool:
        """Whether the bottom hand may be drawn face up now (the controller's rule)."""
        return self.bottom_seat() in face_up_seats(self.ctl)

    def players(self) -> int:
        return len(self.ctl.seats)

    def origin(self, seat: int) -> QPointF:
        """Where the cards of `seat` come from (its hand or its panel)."""
        if seat == self.bottom_seat():
            return QPointF(self.width_ / 2, SCENE_H - 80)
        return self.panels[seat].card_origin()

    def trick_spot(self, seat: int) -> QPointF:
        n = self.players()
        return trick_spot(self.width_, (seat - self.bottom_seat()) % n, n)

    def trick_rotation(self, seat: int) -> float:
        return ((seat * 37) % 13 - 6) * 0.9

    # ---- the full picture ---------------------------------------------------------------

    def resync(self) -> None:
        """Rebuild everything from the controller's observation (no animation)."""
        if self.ctl.game_number() == 0:
            return
        obs = self.ctl.observation()
        sync.panels(self, obs)
        sync.info(self, obs)
        self.refresh_panels()
        sync.hand(self, obs)
        sync_open_hands(self)
        self.layout_hand()
        if not obs.is_over:
            sync.trick(self, obs)
            sync.rows(self, obs)
        self.label.set_text(texts.corner_label(obs.deal, obs.contract, obs.players))
        self.bank.setVisible(obs.stocks is not None)
        self.bank.set_count(obs.bank)
        if obs.phase != "deal":  # between deals the last trick stays until the next deal
            last = obs.tricks[-1] if obs.phase == "tricks" and obs.tricks else None
            self.set_last_trick((last.leader, last.winner, last.cards) if last else None)
        self.overlays.update_scores()
        self.play.update_actions()
        self.place_fixed()
        if obs.is_over and not self.final_shown:  # a finished game opened or replayed
            self.show_final()

    def set_last_trick(self, trick: tuple[int, int, tuple[str, ...]] | None) -> None:
        """The last trick of the deal being played (None: none yet, or no tricks)."""
        self.last_trick = trick
        self.btn_last.setVisible(trick is not None)
        if trick is None:
            self.last_panel.hide()

    def clear_table(self) -> None:
        """Take the trick, the rows and the overlays off the table (a new deal or game)."""
        for _, item in self.trick:
            self.drop_item(item)
        self.trick = []
        for item in self.rows.values():
            self.drop_item(item)
        self.rows = {}
        self.set_last_trick(None)
        self.scores.hide()
        self.banner.hide()

    def refresh_panels(self) -> None:
        for seat, panel in self.panels.items():
            panel.set_info(self.info[seat])

    def row_pos(self, card: str) -> QPointF:
        return row_slot(self.width_, SUITS.index(card[-1]), RANKS.index(card[:-1]))

    def new_card(self, card: str | None) -> CardItem:
        item = CardItem(card)
        item.pressed.connect(self.play.on_card_pressed)
        item.dragged.connect(self.play.on_card_dragged)
        item.dropped.connect(self.play.on_card_released)
        item.double_clicked.connect(self.play.on_card_activated)
        self.scene().addItem(item)
        return item

    def drop_item(self, item: Any) -> None:
        if item.scene() is not None:
            self.scene().removeItem(item)
        item.deleteLater()

    # ---- the hand -----------------------------------------------------------------------

    def hand_home(self) -> list[tuple[QPointF, float]]:
        homes = []
        for item, (pos, angle) in zip(self.hand, hand_positions(len(self.hand), self.width_),
                                      strict=True):
            raised = item.card is not None and item.card in self.legal
            homes.append((QPointF(pos.x(), pos.y() - (RAISE if raised else 0)), angle))
        return homes

    def layout_hand(self, animate: bool = False, base_ms: float = 260) -> list:
        anims = []
        self.stack_hand()
        for item, (pos, angle) in zip(self.hand, self.hand_home(), strict=True):
            item.home, item.home_rotation = pos, angle
            if animate:
                anims.append(glide(item, "pos", pos, base_ms))
                anims.append(glide(item, "rotation", angle, base_ms))
            elif not item.dragging():
                item.setPos(pos)
                item.setRotation(angle)
        return anims

    def stack_hand(self) -> None:
        """Each card above its left neighbour; a hinted card above them all (it shows
        whole), still under the overlays' shade; a card being dragged stays on top."""
        top = 49.5 + len(self.hand)  # at most 61.5: the dimmer is at 62
        for i, item in enumerate(self.hand):
            if not item.dragging():
                item.setZValue(top if item.hinted() else 50 + i)

    def show_hint(self, move: Any) -> None:
        """Mark the AI's suggested `move` (the room's Hint) until a move is made."""
        self.hints.show(move)

    def refuse(self, refusal: IllegalMove) -> None:
        """A move was refused: its reason over the hand (fading) and in the status line."""
        reason = reasons.worded(refusal, self.ctl.seat_name)
        self.status_line.reason(reason)
        self.refusal.say(reason)
        self.place_refusal()

    def place_refusal(self) -> None:
        self.refusal.setPos(QPointF(self.width_ / 2,
                                    refusal_bottom() - self.refusal.rect().height() / 2))

    # ---- fixed items --------------------------------------------------------------------

    def place_fixed(self) -> None:
        w = self.width_
        self.label.setPos(deal_label_pos())
        self.bank.setPos(bank_rect().topLeft())
        all_rect, pass_rect = action_rects(w)
        self.btn_all.set_rect(all_rect)
        self.btn_pass.set_rect(pass_rect)
        last_rect, scores_rect = corner_buttons(w)
        self.btn_last.set_rect(last_rect)
        self.btn_scores.set_rect(scores_rect)
        centre = trick_centre(w)
        self.banner.setPos(centre)
        self.scores.setPos(QPointF(centre.x(), SCENE_H * 0.45))
        self.last_panel.setPos(centre)
        self.dimmer.set_rect(QRectF(0, 0, w, SCENE_H))
        self.board.set_width(w)
        self.place_refusal()

    # ---- controller signals -------------------------------------------------------------

    def on_game_started(self) -> None:
        self.early.clear()
        self.seq.stop()
        self.overlays.reset()
        self.final_shown = False
        self.hints.clear()
        self.refusal.drop()
        self.clear_table()
        self.status_line.clear()
        self.resync()
        self.take_keyboard()

    def take_keyboard(self) -> None:
        """A game starts, or a player sits down to it: the keys go to the table at once
        (kept for the human's turn while it still deals), not nowhere."""
        if self.face_up() and self.isVisible():
            self.setFocus()

    def on_events(self, events: list) -> None:
        self.play.moves_made()
        self.player.play(events)

    def batch_done(self) -> None:
        self.resync()
        self.ctl.animations_done()

    def on_viewer_changed(self, seat: int) -> None:
        if not self.face_up():  # at once, even while the animations still run
            for item in self.hand:
                item.flip = 0.0
                item.set_interactive(False)
        self.early.clear()
        self.hints.clear()
        self.refusal.drop()
        if seat < 0:  # the curtain: nobody's hand, no prompt
            self.status_line.clear()
        if not self.seq.busy():
            self.resync()
        self.take_keyboard()

    def on_human_to_move(self, seat: int) -> None:
        if self.seq.busy():
            return
        self.resync()
        self.play.set_focus_index(-1)  # the first arrow key picks a playable card
        self.status_line.prompt()
        self.play.replay_early(seat)  # what the player did while the table still moved

    def on_ai_thinking(self, seat: int) -> None:
        self.early.clear()  # not for a computer's turn
        for s, info in self.info.items():
            info.thinking = s == seat
        self.refresh_panels()
        self.status_line.thinking(self.ctl.seats[seat].name)

    def on_game_over(self) -> None:
        self.early.clear()
        if not self.seq.busy() and not self.final_shown:
            self.show_final()
        self.status_line.again()  # the room may have cleared the line meanwhile

    def show_final(self, winners_: list[int] | None = None) -> None:
        """The final result over a cleared table."""
        self.final_shown = True
        for item in self.rows.values():
            self.drop_item(item)
        self.rows = {}
        self.board.hide()
        self.set_last_trick(None)
        self.overlays.update_scores(winners_)
        self.scores.show_button(None)
        self.scores.set_closable(True)
        self.scores.setOpacity(1.0)
        self.scores.show()
        self.status_line.show(texts.game_over)
        self.scores_shown.emit()

    def on_setting(self, key: str) -> None:
        if key == "table_colour":
            self.resetCachedContent()
            self.viewport().update()
        elif key == "card_back":
            self.viewport().update()

    # ---- overlays ---------------------------------------------------------------------

    def continue_play(self) -> None:
        """The score table's button: stop waiting for the player."""
        self.early.clear()
        self.overlays.continue_play()

    def toggle_last_trick(self) -> None:
        self.overlays.toggle_last_trick()

    def toggle_scores(self) -> None:
        self.overlays.toggle_scores()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.play.key(event):
            super().keyPressEvent(event)

    def _hand_card_at(self, event: QMouseEvent) -> CardItem | None:
        item = self.itemAt(event.position().toPoint())
        while item is not None and not isinstance(item, CardItem):
            item = item.parentItem()
        return item if isinstance(item, CardItem) and item in self.hand else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """While the table still animates (dealing, a trick), the hand is not to be taken:
        a card grabbed mid-flight would leave the animation unfinished. A click on it is
        kept for the human's turn (gui.royal.early)."""
        item = self._hand_card_at(event) if self.seq.busy() else None
        if item is not None:
            self.play.keep_early("focus", item.card)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        item = self._hand_card_at(event) if self.seq.busy() else None
        if item is not None:
            self.play.keep_early("play", item.card)
            event.accept()
            return
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
        if abs(width - self.width_) > 0.5:
            self.width_ = width
            self.fit_scene(width, SCENE_H)
            if self.ctl.game_number() > 0 and not self.seq.busy():
                self.resync()
            else:
                self.seq.settle()  # moving cards land now, where the old size wanted them
                self.relayout()
        self.fit_scene(self.width_, SCENE_H)

    def relayout(self) -> None:
        """Everything on the table to its place for the current width, keeping what is
        on it (during an animation the observation is ahead of the table)."""
        self.place_fixed()
        if self.ctl.game_number() == 0 or not self.panels:
            return
        sync.place_panels(self, self.players())
        for seat, item in self.trick:
            item.setPos(self.trick_spot(seat))
        for card, item in self.rows.items():
            sync.place_in_row(self, item, card)
        self.layout_hand()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_baize(painter, rect, self.width_)
