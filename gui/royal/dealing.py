"""A new deal on the table: the banner names the contract, then the cards are dealt one
by one from a pile in the middle to the seats (from the dealer's left), and the bottom
hand fans out and turns face up. Every duration is scaled by the animation speed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QPointF

from gui.royal import texts
from gui.royal.items import CardItem
from gui.royal.layout import HAND_SCALE, HAND_Y, MINI_SCALE, trick_centre
from gui.royal.overlays import set_deal_banner
from gui.table.sequencer import glide, pause

if TYPE_CHECKING:
    from gui.royal.table import RoyalTable

BANNER_MS = 1300
DEAL_GAP_MS = 40  # between two cards leaving the pile
FLY_MS = 360
FAN_MS = 420
PILE_SCALE = 0.62


class Dealer:
    """Queues the steps of one deal's start on the table's sequencer."""

    def __init__(self, table: RoyalTable):
        self.t = table
        self.flying: list[CardItem] = []  # the cards on their way to the opponents

    def queue(self, ev: Any) -> None:
        t = self.t
        t.seq.add(lambda: self._start(ev))
        t.seq.add(lambda: [pause(BANNER_MS)])
        t.seq.add(lambda: [glide(t.banner, "opacity", 0.0, 350)])
        t.seq.mark(t.banner.hide)
        t.seq.add(lambda: self._deal(ev))
        t.seq.add(self._fan)

    def _start(self, ev: Any) -> list:
        """Clear the table, show the banner; the new hand waits unseen."""
        t = self.t
        t.early.clear()  # what was pressed for the last deal's cards
        t.clear_table()
        t.status_line.clear()
        obs = t.ctl.observation()
        t.resync()
        for seat, info in t.info.items():
            info.to_move = info.thinking = False
            info.dealer = seat == ev.dealer
            info.cards = 0
        t.refresh_panels()
        for item in t.hand:
            item.setOpacity(0.0)
        set_deal_banner(t.banner, texts.deal_heading(ev.deal), texts.contract_title(ev.contract),
                           texts.contract_penalty(ev.contract, obs.players), ev.contract)
        t.banner.setOpacity(0.0)
        t.banner.setScale(0.85)
        t.banner.show()
        return [glide(t.banner, "opacity", 1.0, 250), glide(t.banner, "scale", 1.0, 300)]

    def _deal(self, ev: Any) -> list:
        """Every card from the pile to its seat, in turn from the dealer's left."""
        t = self.t
        obs = t.ctl.observation()
        n, bottom = obs.players, t.bottom_seat()
        counts = list(obs.cards_left)
        total = sum(counts)
        centre = trick_centre(t.width_)
        stack = QPointF(t.width_ / 2, HAND_Y)
        given = [0] * n
        anims = []
        seat = (ev.dealer + 1) % n
        for k in range(total):
            while given[seat] >= counts[seat]:
                seat = (seat + 1) % n
            if seat == bottom and given[seat] < len(t.hand):
                item = t.hand[given[seat]]
                end = QPointF(stack.x() + (given[seat] - counts[seat] / 2) * 3, stack.y())
                end_scale = HAND_SCALE
            else:
                item = CardItem(None)
                t.scene().addItem(item)
                self.flying.append(item)
                end, end_scale = t.origin(seat), MINI_SCALE
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
        info = self.t.info.get(seat)
        if info is not None:
            info.cards += 1
            self.t.panels[seat].set_info(info)

    def _fan(self) -> list:
        """The opponents' cards are in their hands; the bottom hand fans out face up."""
        t = self.t
        for item in self.flying:
            t.drop_item(item)
        self.flying = []
        obs = t.ctl.observation()
        for seat, info in t.info.items():
            info.cards = obs.cards_left[seat]
        t.refresh_panels()
        anims = []
        for i, (item, (pos, angle)) in enumerate(zip(t.hand, t.hand_home(), strict=True)):
            item.home, item.home_rotation = pos, angle
            item.setZValue(50 + i)
            anims += [glide(item, "pos", pos, FAN_MS, easing=QEasingCurve.Type.OutCubic),
                      glide(item, "rotation", angle, FAN_MS)]
            if t.face_up():
                anims.append(glide(item, "flip", 1.0, 260, FAN_MS * 0.5 + i * 25))
        return anims
