"""The human's hand at work: dragging, double-clicking and the keyboard.

The table never decides a rule: a card goes to `controller.submit()` as the legal move
the controller offers for it, or as a plain move the core will refuse with its reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QParallelAnimationGroup, QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from core.royal.moves import LayCard, PlayCard
from gui.royal.animator import glide, ms
from gui.royal.items import CardItem
from gui.royal.layout import rows_area, trick_area

if TYPE_CHECKING:
    from gui.royal.table import RoyalTable


class HandPlay:
    def __init__(self, table: RoyalTable):
        self.t = table
        self.focus_index = -1

    def move_for(self, card: str) -> Any:
        """The move of playing `card`: the legal one, or one the core will refuse with
        its reason."""
        move = self.t.legal.get(card)
        if move is not None:
            return move
        seat = self.t.ctl.viewer()
        if self.t.ctl.observation().phase == "domino":
            return LayCard(seat, card)
        return PlayCard(seat, card)

    def try_play(self, item: CardItem) -> None:
        if item not in self.t.hand or item.card is None:
            return
        reason = self.t.ctl.submit(self.move_for(item.card))
        if reason is not None:
            self.snap_back(item)
            self.t.status.emit(reason)

    def snap_back(self, item: CardItem) -> None:
        """Send a dropped card home (its own animation: the sequencer may be busy)."""
        self.t.board.set_hover(None)
        if not ms(220):
            self.t.layout_hand()
            return
        group = QParallelAnimationGroup(self.t)
        group.addAnimation(glide(item, "pos", item.home, 220))
        group.addAnimation(glide(item, "rotation", item.home_rotation, 220))
        group.finished.connect(self.t.layout_hand)
        group.finished.connect(group.deleteLater)
        group.start()

    def lay_out_all(self) -> None:
        if self.t.lay_all_move is not None:
            self._submit_button(self.t.lay_all_move)

    def pass_turn(self) -> None:
        if self.t.pass_move is not None:
            self._submit_button(self.t.pass_move)

    def _submit_button(self, move: Any) -> None:
        reason = self.t.ctl.submit(move)
        if reason is not None:
            self.t.status.emit(reason)

    # ---- the mouse on cards -------------------------------------------------------------

    def on_card_pressed(self, item: CardItem) -> None:
        if item in self.t.hand:
            item.setZValue(100)
            self.set_focus_index(self.t.hand.index(item))

    def on_card_dragged(self, item: CardItem, pos: QPointF) -> None:
        if self.t.board.isVisible() and item.card in self.t.board.targets \
                and rows_area(self.t.width_).contains(pos):
            self.t.board.set_hover(item.card)
        else:
            self.t.board.set_hover(None)

    def on_card_released(self, item: CardItem, pos: QPointF, moved: bool) -> None:
        self.t.board.set_hover(None)
        if item not in self.t.hand:
            return
        if not moved:
            self.t.layout_hand()
            return
        area = rows_area(self.t.width_) if self.t.board.isVisible() else trick_area(self.t.width_)
        if area.contains(pos):
            QTimer.singleShot(0, self.t, lambda: self.try_play(item))
        else:
            self.snap_back(item)

    def on_card_activated(self, item: CardItem) -> None:
        QTimer.singleShot(0, self.t, lambda: self.try_play(item))

    # ---- the keyboard -------------------------------------------------------------------

    def focusables(self) -> list[Any]:
        items: list[Any] = [i for i in self.t.hand if i.card is not None]
        items += [b for b in (self.t.btn_all, self.t.btn_pass) if b.isVisible()]
        return items

    def set_focus_index(self, index: int) -> None:
        items = self.focusables()
        self.focus_index = index if 0 <= index < len(items) else -1
        for i, item in enumerate(items):
            item.set_focused(i == self.focus_index)
        for item in self.t.hand:
            if item not in items:
                item.set_focused(False)

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key of the table; False when it is not one of ours."""
        key = event.key()
        items = self.focusables()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            step = -1 if key == Qt.Key.Key_Left else 1
            if self.focus_index < 0:
                legal = [i for i, it in enumerate(items)
                         if not isinstance(it, CardItem) or it.card in self.t.legal]
                legal = legal or list(range(len(items)))
                self.set_focus_index(legal[0] if step > 0 else legal[-1])
            else:
                self.set_focus_index((self.focus_index + step) % len(items))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) \
                and 0 <= self.focus_index < len(items):
            target = items[self.focus_index]
            if isinstance(target, CardItem):
                self.try_play(target)
            else:
                target.clicked.emit()
        elif key == Qt.Key.Key_Escape:
            self.t.last_panel.hide()
            if self.t.scores.isVisible():
                self.t.continue_play()
        else:
            return False
        return True
