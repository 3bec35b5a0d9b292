"""The human's hand at work: dragging, double-clicking and the keyboard.

The table never decides a rule: a card goes to `controller.submit()` as the legal move
the controller offers for it, or as a plain move the core will refuse with its reason.
A refusal comes back as the controller's `move_refused` (`refused`), never from
`submit()`: the card sent goes home and the reason is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QParallelAnimationGroup, QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from core.errors import IllegalMove
from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard
from gui.royal import texts
from gui.royal.items import CardItem
from gui.royal.layout import rows_area, trick_area
from gui.table import reasons
from gui.table.contracts import TableController
from gui.table.early import Action, EarlyInput, key_event
from gui.table.sequencer import glide, ms

if TYPE_CHECKING:
    from gui.royal.hints import HintMarks
    from gui.royal.overlay_control import OverlayControl
    from gui.royal.scenery import RoyalScenery
    from gui.royal.status import StatusLine
    from gui.table.button import Button
    from gui.table.sequencer import Sequencer

EARLY_KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter,
              Qt.Key.Key_Space}  # kept while the table animates (and the action letters)


class HandPlay:
    def __init__(self, scenery: RoyalScenery, controller: TableController, seq: Sequencer,
                 status_line: StatusLine, hints: HintMarks, overlays: OverlayControl):
        self.sc = scenery
        self.ctl = controller  # its legal moves and submit()
        self.seq = seq
        self.status_line = status_line
        self.hints = hints
        self.overlays = overlays
        self.early = EarlyInput(self.early_seat)  # kept while the table animates
        self.legal: dict[str, PlayCard | LayCard] = {}  # card -> its legal move (the human)
        self.lay_all_move: LayOutAll | None = None
        self.pass_move: Pass | None = None
        self.sent: CardItem | None = None  # the card sent last, until moves are made
        self.focus_index = -1
        self.by_keyboard = False  # the player's last card was chosen by keys (not mouse)
        self.silent = False  # carrying out early input: a card not legal is dropped...
        self.dropped = False  # ...and this says one was

    # ---- what the human does while the table still animates ------------------------------

    def early_seat(self) -> int:
        """The seat whose input is kept now (gui.table.early): the human viewer while the
        table animates (or the controller has not yet said whose turn comes); -1 when
        nothing is kept: a computer's turn, a score table waiting, or a deal that has not
        shown the new hand face up (a key then is not a choice among cards seen)."""
        ctl = self.ctl
        if ctl.game_number() <= 0 or self.overlays.waiting:
            return -1
        viewer = ctl.viewer()
        if viewer < 0 or not ctl.seats[viewer].human:
            return -1
        if not self.seq.busy() and ctl.phase not in ("animating", "idle"):
            return -1
        if not self.sc.hand or any(i.flip < 1.0 or i.opacity() < 1.0 for i in self.sc.hand):
            return -1
        return viewer

    def keep_pressed(self, item: QGraphicsItem | None, kind: str) -> bool:
        """While the table still animates (dealing, a trick), the hand is not to be taken:
        a card grabbed mid-flight would leave the animation unfinished. A click (`kind`
        "focus") or double-click ("play") on `item` (what lies under the mouse, None: the
        table is not busy), if it is a card of the hand, is kept for the human's turn,
        replacing what was kept; False: it is not."""
        while item is not None and not isinstance(item, CardItem):
            item = item.parentItem()
        if not isinstance(item, CardItem) or item not in self.sc.hand:
            return False
        if item.card is not None:
            self.early.keep((kind, item.card), alone=True)
        return True

    def connect_card(self, item: CardItem) -> None:
        """A new card of the table: its mouse signals come here."""
        item.pressed.connect(self.on_card_pressed)
        item.dragged.connect(self.on_card_dragged)
        item.dropped.connect(self.on_card_released)
        item.double_clicked.connect(self.on_card_activated)

    def perform(self, action: Action) -> bool:
        """Carry out one kept action now that the turn has come; False: stop (a move
        went in, or a card no longer legal was dropped)."""
        ctl = self.ctl
        if ctl.phase != "human" or ctl.viewer() != self.early.seat or self.dropped:
            return False
        kind, value = action
        self.silent = True
        try:
            if kind == "key":
                self.key(key_event(value))
                return True
            item = next((i for i in self.sc.hand if i.card == value), None)
            if item is None:
                return False
            if kind == "play":
                self.try_play(item)
            else:
                self.set_focus_index(self.focusables().index(item))
            return True
        finally:
            self.silent = False

    def replay_early(self, seat: int) -> None:
        self.early.replay(seat, self.perform)
        self.dropped = False

    # ---- moves ---------------------------------------------------------------------------

    def continue_play(self) -> None:
        """The score table's Continue: stop waiting for the player."""
        self.early.clear()
        self.overlays.continue_play()

    def refused(self, refusal: IllegalMove) -> None:
        """The controller refused the move sent last (`move_refused`): the card sent goes
        home, and the reason shows over the hand (fading) and in the status line."""
        item, self.sent = self.sent, None
        if item is not None and item in self.sc.hand:
            self.snap_back(item)
        reason = reasons.worded(refusal, self.ctl.seat_name)
        self.status_line.reason(reason)
        self.sc.refusal.say(reason)
        self.sc.place_refusal()

    def move_for(self, card: str) -> PlayCard | LayCard:
        """The move of playing `card`: the legal one, or one the core will refuse with
        its reason."""
        move = self.legal.get(card)
        if move is not None:
            return move
        seat = self.ctl.viewer()
        if self.ctl.observation().phase == "domino":
            return LayCard(seat, card)
        return PlayCard(seat, card)

    def try_play(self, item: CardItem) -> None:
        if item not in self.sc.hand or item.card is None:
            return
        if self.silent and item.card not in self.legal:
            self.dropped = True
            return
        self.sent = item  # a refusal sends it home
        self.ctl.submit(self.move_for(item.card))

    def snap_back(self, item: CardItem) -> None:
        """Send a dropped card home (its own animation: the sequencer may be busy)."""
        self.sc.board.set_hover(None)
        if not ms(220):
            self.sc.layout_hand()
            return
        group = QParallelAnimationGroup(self.seq)
        group.addAnimation(glide(item, "pos", item.home, 220))
        group.addAnimation(glide(item, "rotation", item.home_rotation, 220))
        group.finished.connect(self.sc.layout_hand)
        group.finished.connect(group.deleteLater)
        group.start()

    def lay_out_all(self) -> None:
        if self.lay_all_move is not None:
            self._submit_button(self.lay_all_move)

    def pass_turn(self) -> None:
        if self.pass_move is not None:
            self._submit_button(self.pass_move)

    def _submit_button(self, move: LayOutAll | Pass) -> None:
        self.sent = None
        self.ctl.submit(move)

    # ---- what the human may do ----------------------------------------------------------

    def update_actions(self) -> None:
        """Raise and dim the hand and show the buttons from the controller's legal moves."""
        moves = self.ctl.legal_moves() if self.sc.face_up() else []
        self.legal = {m.card: m for m in moves if isinstance(m, PlayCard | LayCard)}
        self.sc.set_raised(self.legal)
        my_turn = bool(moves)
        for item in self.sc.hand:
            item.set_interactive(self.sc.face_up())
            item.set_dimmed(my_turn and item.card not in self.legal)
        self.lay_all_move = next((m for m in moves if isinstance(m, LayOutAll)), None)
        self.pass_move = next((m for m in moves if isinstance(m, Pass)), None)
        self.sc.show_actions(self.lay_all_move is not None, self.pass_move is not None)
        self.hints.apply()
        self.sc.layout_hand()
        items = self.focusables()
        index = min(self.focus_index, len(items) - 1)
        if index >= 0 and index not in self._stops(items):  # on a card that may not go
            index = self._first_card(items)
        self.set_focus_index(index)

    def moves_made(self) -> None:
        """A move was made (core events came): what the human could do a moment ago,
        the buttons and a hint, is past until the controller offers moves again."""
        self.sent = None
        self.hints.clear()
        self.sc.refusal.drop()
        buttons = (self.sc.btn_all, self.sc.btn_pass)
        items = self.focusables()
        if 0 <= self.focus_index < len(items) and items[self.focus_index] in buttons:
            self.set_focus_index(-1)
        self.lay_all_move = self.pass_move = None
        self.sc.show_actions(False, False)

    def forget_moves(self) -> None:
        """The human's card went (the table lowers the hand): no card is playable."""
        self.legal = {}
        self.sc.set_raised(())

    # ---- the mouse on cards -------------------------------------------------------------

    def turn_begins(self, table_has_focus: bool) -> None:
        """The human's turn: a keyboard player sees the cursor on a playable card at once
        (a mouse player sees none until an arrow key)."""
        keyed = self.by_keyboard and table_has_focus
        self.set_focus_index(self._first_card(self.focusables()) if keyed else -1)

    def on_card_pressed(self, item: CardItem) -> None:
        self.by_keyboard = False
        if item in self.sc.hand:
            item.setZValue(100)
            self.set_focus_index(self.sc.hand.index(item))

    def on_card_dragged(self, item: CardItem, pos: QPointF) -> None:
        if self.sc.board.isVisible() and item.card in self.sc.board.targets \
                and rows_area(self.sc.width_).contains(pos):
            self.sc.board.set_hover(item.card)
        else:
            self.sc.board.set_hover(None)

    def on_card_released(self, item: CardItem, pos: QPointF, moved: bool) -> None:
        self.sc.board.set_hover(None)
        if item not in self.sc.hand:
            return
        if not moved:
            self.sc.layout_hand()
            return
        width = self.sc.width_
        area = rows_area(width) if self.sc.board.isVisible() else trick_area(width)
        if area.contains(pos):
            QTimer.singleShot(0, self.seq, lambda: self.try_play(item))
        else:
            self.snap_back(item)

    def on_card_activated(self, item: CardItem) -> None:
        QTimer.singleShot(0, self.seq, lambda: self.try_play(item))

    # ---- the keyboard -------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        sc = self.sc
        return [b for b in (sc.btn_all, sc.btn_pass, sc.btn_last, sc.btn_scores) if b.isVisible()]

    def focusables(self) -> list[CardItem | Button]:
        """The cards of the hand, then the table's buttons: what the arrow keys visit."""
        return [i for i in self.sc.hand if i.card is not None] + self.buttons()

    def set_focus_index(self, index: int) -> None:
        items = self.focusables()
        self.focus_index = index if 0 <= index < len(items) else -1
        for i, item in enumerate(items):
            item.set_focused(i == self.focus_index)
        for item in self.sc.hand:
            if item not in items:
                item.set_focused(False)

    def _playable(self, items: list[CardItem | Button]) -> list[int]:
        """The indices of the cards the controller lets the human play now, and of the
        action buttons (Pass, Lay out all)."""
        actions = (self.sc.btn_all, self.sc.btn_pass)
        return [i for i, it in enumerate(items)
                if (isinstance(it, CardItem) and it.card in self.legal) or it in actions]

    def _stops(self, items: list[CardItem | Button]) -> list[int]:
        """Where the arrow keys stop: on the human's turn the playable cards and the
        action buttons only (Tab reaches the others); else every card and button."""
        return self._playable(items) or list(range(len(items)))

    def _first_card(self, items: list[CardItem | Button], forward: bool = True) -> int:
        """The index of the first (or last) playable card or action button (Pass, Lay
        out all), else of any card, else -1."""
        cards = [i for i, it in enumerate(items) if isinstance(it, CardItem)]
        legal = self._playable(items) or cards
        if not legal:
            return -1
        return legal[0] if forward else legal[-1]

    def _step(self, items: list[CardItem | Button], step: int) -> int:
        """The next stop of the arrow keys from the focus, `step` +1 right, -1 left."""
        stops = self._stops(items)
        later = [i for i in stops if (i - self.focus_index) * step > 0]
        if later:
            return later[0] if step > 0 else later[-1]
        return stops[0] if step > 0 else stops[-1]  # round the end

    def tab(self, forward: bool) -> bool:
        """Tab: from the hand to each button in turn; False when focus leaves the table
        (past the last button, or back before the hand)."""
        items = self.focusables()
        buttons = [i for i, it in enumerate(items) if not isinstance(it, CardItem)]
        on_card = 0 <= self.focus_index < len(items) and isinstance(
            items[self.focus_index], CardItem)
        if forward:
            if self.focus_index < 0 or on_card:
                target = buttons[0] if buttons else -1
            else:
                later = [i for i in buttons if i > self.focus_index]
                target = later[0] if later else -1
        else:
            if on_card:
                target = -1
            elif self.focus_index < 0:
                target = buttons[-1] if buttons else -1
            else:
                earlier = [i for i in buttons if i < self.focus_index]
                cards = [i for i, it in enumerate(items) if isinstance(it, CardItem)]
                legal = [i for i, it in enumerate(items)
                         if isinstance(it, CardItem) and it.card in self.legal] or cards
                target = earlier[-1] if earlier else (legal[0] if legal else -1)
        if target < 0:
            self.set_focus_index(-1)
            return False
        self.set_focus_index(target)
        return True

    def enter(self, forward: bool) -> None:
        """Focus came into the table by Tab (the hand first) or Shift+Tab (the last
        button)."""
        items = self.focusables()
        if forward:
            self.set_focus_index(self._first_card(items))
        else:
            buttons = [i for i, it in enumerate(items) if not isinstance(it, CardItem)]
            self.set_focus_index(buttons[-1] if buttons else self._first_card(items, False))

    def _letter(self, event: QKeyEvent, *letters: str) -> bool:
        text = event.text().upper()
        return bool(text) and text in {letter.upper() for letter in letters}

    def _hinted(self) -> CardItem | Button | None:
        """The card or button the hint marks, when it can be acted on now."""
        card = self.hints.card()
        if card is not None:
            return next((item for item in self.sc.hand if item.card == card), None)
        if isinstance(self.hints.move, LayOutAll) and self.lay_all_move is not None:
            return self.sc.btn_all
        if isinstance(self.hints.move, Pass) and self.pass_move is not None:
            return self.sc.btn_pass
        return None

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key of the table; False when it is not one of ours."""
        key = event.key()
        items = self.focusables()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        chosen = items[self.focus_index] if 0 <= self.focus_index < len(items) else None
        target = chosen if chosen is not None or not enter else self._hinted()  # (the hint's
        # card or button when no key has chosen one)
        if key == Qt.Key.Key_Escape and self.sc.last_panel.isVisible():
            self.sc.last_panel.hide()  # the topmost overlay first
        elif self.overlays.waiting and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                          Qt.Key.Key_Space, Qt.Key.Key_Escape):
            self.continue_play()
        elif self.early.key(event, EARLY_KEYS, (texts.pass_key(), texts.lay_all_key(), "P", "A")):
            pass  # the table still animates: kept for the human's turn
        elif self.seq.busy() and key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return,
                                      Qt.Key.Key_Enter, Qt.Key.Key_Space):
            pass  # the table still animates: no card moves under the animation
        elif self.pass_move is not None and self._letter(event, texts.pass_key(), "P"):
            self.pass_turn()
        elif self.lay_all_move is not None and self._letter(event, texts.lay_all_key(), "A"):
            self.lay_out_all()
        elif items and (key in (Qt.Key.Key_Left, Qt.Key.Key_Right)
                        or (enter and target is None)):
            # (Enter before anything is chosen shows the cursor on the first card, as → does)
            self.by_keyboard = True
            step = -1 if key == Qt.Key.Key_Left else 1
            if self.focus_index < 0:
                first = self._first_card(items, step > 0)
                self.set_focus_index(first if first >= 0 else 0)
            else:
                self.set_focus_index(self._step(items, step))
        elif enter and target is not None:  # the chosen item, else the hint's (as in Tien Gow)
            if isinstance(target, CardItem):
                self.try_play(target)
            else:
                target.clicked.emit()
        elif key == Qt.Key.Key_Escape:
            self.sc.last_panel.hide()
            if self.sc.scores.isVisible():
                self.continue_play()
        else:
            return False
        return True
