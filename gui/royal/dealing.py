"""A new deal on the table: the banner names the contract, then the cards are dealt one
by one from a pile in the middle to the seats (from the dealer's left), and the bottom
hand fans out and turns face up. Every duration is scaled by the animation speed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from gui.royal import texts
from gui.royal.items import CardItem
from gui.royal.layout import HAND_SCALE, HAND_Y, MINI_SCALE, trick_centre
from gui.royal.overlays import set_deal_banner
from gui.table.sequencer import glide, pause

if TYPE_CHECKING:
    from gui.royal.board import RoyalBoard
    from gui.royal.scenery import RoyalScenery
    from gui.royal.status import StatusLine
    from gui.table.early import EarlyInput
    from gui.table.sequencer import Sequencer

BANNER_MS = 1300
DEAL_GAP_MS = 40  # between two cards leaving the pile
FLY_MS = 360
FAN_MS = 420
PILE_SCALE = 0.62


class Dealer:
    """Queues the steps of one deal's start on the table's sequencer."""

    def __init__(self, scenery: RoyalScenery, seq: Sequencer, status_line: StatusLine,
                 early: EarlyInput, board: Callable[[], RoyalBoard | None],
                 show: Callable[[], None]):
        self.sc = scenery
        self.seq = seq
        self.status_line = status_line
        self.early = early
        self.board = board  # the table's board, already dealt when a step asks
        self.show = show  # every item where the board says
        self.flying: list[CardItem] = []  # the cards on their way to the opponents

    def queue(self, ev: Any, deal: Callable[[], object]) -> None:
        """The steps of `ev` (DealStarted); `deal` moves the board on by it."""
        seq = self.seq
        seq.add(lambda: self._start(ev, deal))
        seq.add(lambda: [pause(BANNER_MS)])
        seq.add(lambda: [glide(self.sc.banner, "opacity", 0.0, 350)])
        seq.mark(self.sc.banner.hide)
        seq.add(lambda: self._deal(ev))
        seq.add(self._fan)

    def _start(self, ev: Any, deal: Callable[[], object]) -> list[QAbstractAnimation]:
        """Clear the table, show the banner; the new hand waits unseen."""
        self.early.clear()  # what was pressed for the last deal's cards
        self.sc.clear_table()
        self.status_line.clear()
        deal()
        self.show()
        for seat in self.sc.info:
            self.sc.update_seat(seat, to_move=False, thinking=False, dealer=seat == ev.dealer,
                                cards=0)
        for item in self.sc.hand:
            item.setOpacity(0.0)
        set_deal_banner(self.sc.banner, texts.deal_heading(ev.deal),
                        texts.contract_title(ev.contract),
                        texts.contract_penalty(ev.contract, self.sc.players()), ev.contract)
        self.sc.banner.setOpacity(0.0)
        self.sc.banner.setScale(0.85)
        self.sc.banner.show()
        banner = self.sc.banner
        return [glide(banner, "opacity", 1.0, 250), glide(banner, "scale", 1.0, 300)]

    def _deal(self, ev: Any) -> list[QAbstractAnimation]:
        """Every card from the pile to its seat, in turn from the dealer's left."""
        board = self.board()
        if board is None:
            return []
        n, bottom = board.players, self.sc.bottom_seat()
        counts = list(board.counts)
        total = sum(counts)
        centre = trick_centre(self.sc.width_)
        stack = QPointF(self.sc.width_ / 2, HAND_Y)
        given = [0] * n
        anims: list[QAbstractAnimation] = []
        seat = (ev.dealer + 1) % n
        for k in range(total):
            while given[seat] >= counts[seat]:
                seat = (seat + 1) % n
            if seat == bottom and given[seat] < len(self.sc.hand):
                item = self.sc.hand[given[seat]]
                end = QPointF(stack.x() + (given[seat] - counts[seat] / 2) * 3, stack.y())
                end_scale = HAND_SCALE
            else:
                item = CardItem(None)
                self.sc.scene().addItem(item)
                self.flying.append(item)
                end, end_scale = self.sc.origin(seat), MINI_SCALE
            item.setPos(QPointF(centre.x() + (k % 3) * 0.6, centre.y() - k * 0.4))
            item.setRotation(90)
            item.setScale(PILE_SCALE)
            item.setOpacity(1.0)
            item.flip = 0.0
            item.setZValue(45 + (total - k) * 0.01)
            delay = k * DEAL_GAP_MS
            move = glide(item, "pos", end, FLY_MS, delay, QEasingCurve.Type.OutCubic)
            move.finished.connect(lambda s=seat: self._arrived(s))
            anims += [move, glide(item, "rotation", ((k * 7) % 9 - 4) * 1.5, FLY_MS, delay),
                      glide(item, "scale", end_scale, FLY_MS, delay)]
            given[seat] += 1
            seat = (seat + 1) % n
        return anims

    def _arrived(self, seat: int) -> None:
        info = self.sc.info.get(seat)
        if info is not None:
            self.sc.update_seat(seat, cards=info.cards + 1)

    def _fan(self) -> list[QAbstractAnimation]:
        """The opponents' cards are in their hands; the bottom hand fans out face up."""
        for item in self.flying:
            self.sc.drop_item(item)
        self.flying = []
        board = self.board()
        for seat in self.sc.info:
            self.sc.update_seat(seat, cards=board.counts[seat] if board is not None else 0)
        anims: list[QAbstractAnimation] = []
        homes = self.sc.hand_home()
        for i, (item, (pos, angle)) in enumerate(zip(self.sc.hand, homes, strict=True)):
            item.home, item.home_rotation = pos, angle
            item.setZValue(50 + i)
            anims += [glide(item, "pos", pos, FAN_MS, easing=QEasingCurve.Type.OutCubic),
                      glide(item, "rotation", angle, FAN_MS)]
            if self.sc.face_up():
                anims.append(glide(item, "flip", 1.0, 260, FAN_MS * 0.5 + i * 25))
        return anims
