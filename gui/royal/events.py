"""Turns a batch of core events into the table's animation steps.

Each handler queues steps on the table's sequencer; the batch ends with a full resync
from the observation and `controller.animations_done()`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QPointF, QSequentialAnimationGroup

from gui.royal import sync, texts
from gui.royal.items import CardItem
from gui.royal.layout import MINI_SCALE, ROW_SCALE, TABLE_SCALE
from gui.royal.overlays import MatchItem, word_bubble
from gui.sound import game_end_sound
from gui.table.sequencer import glide, ms, pause

if TYPE_CHECKING:
    from gui.royal.table import RoyalTable

PLAY_MS = 380
TAKE_MS = 480
LOOK_MS = 750


class EventPlayer:
    def __init__(self, table: RoyalTable):
        self.t = table

    def play(self, events: list) -> None:
        t = self.t
        t.status_line.batch_started()
        scored = None
        over = early = False
        self._ends_game = any(type(e).__name__ == "GameOver" for e in events)
        for event in events:
            name = type(event).__name__
            handler = getattr(self, "_" + name, None)
            if handler is not None:
                handler(event)
            if name == "DealScored":
                scored = event.deal
            over |= name == "GameOver"
            early |= name == "DealEndedEarly"
        if scored is not None and not over and t.overlays.needs_wait():
            t.seq.add(lambda: t.overlays.wait_step(scored, early))
            t.seq.hold()
        t.seq.mark(t.batch_done)
        t.seq.run()

    # ---- helpers ------------------------------------------------------------------------

    def _card_from(self, seat: int, card: str) -> CardItem:
        """The item that plays `card` for `seat`: out of the bottom hand, or a new card
        at the seat's panel."""
        t = self.t
        if seat == t.bottom_seat():
            item = next((i for i in t.hand if i.card == card), None)
            if item is None:
                item = next((i for i in t.hand if i.card is None), None)
            if item is not None:
                t.play.set_focus_index(-1)  # no focus outline goes with it
                t.hand.remove(item)
                item.set_card(card)
                item.flip = 1.0  # a played card is seen by all, even from a hidden hand
                item.set_interactive(False)
                item.set_dimmed(False)
                item.set_focused(False)
                return item
        item = t.new_card(card)
        item.setPos(t.origin(seat))
        item.setScale(MINI_SCALE)
        item.setRotation(-20)
        return item

    def _bubble(self, seat: int, text: str, hold_ms: float = 800) -> list:
        t = self.t
        bubble = word_bubble(text)
        t.scene().addItem(bubble)
        at = t.origin(seat)
        bubble.setPos(QPointF(at.x(), at.y() - 30))
        bubble.setOpacity(0.0)
        group = QSequentialAnimationGroup()
        group.addAnimation(glide(bubble, "opacity", 1.0, 150))
        group.addPause(ms(hold_ms))
        group.addAnimation(glide(bubble, "opacity", 0.0, 250))
        group.finished.connect(lambda: t.drop_item(bubble))
        if group.totalDuration() == 0:
            t.drop_item(bubble)
            return []
        return [group]

    def _set_info(self, seat: int, **changes: Any) -> None:
        info = self.t.info.get(seat)
        if info is not None:
            for key, value in changes.items():
                setattr(info, key, value)
            self.t.panels[seat].set_info(info)

    # ---- deals --------------------------------------------------------------------------

    def _DealStarted(self, ev: Any) -> None:
        self.t.dealer.queue(ev)

    def _DealScored(self, ev: Any) -> None:
        t = self.t

        def show() -> list:
            for seat, score in enumerate(ev.scores):
                info = t.info.get(seat)
                if info is not None:
                    info.total += score
            t.refresh_panels()  # the last trick stays reviewable until the next deal
            t.overlays.update_scores()
            t.scores.show_button(None)
            t.scores.set_closable(False)  # it waits for Continue, or the table goes on
            t.scores.setOpacity(0.0)
            t.scores.show()
            t.scores_shown.emit()
            if not self._ends_game:  # the game's end has a sound of its own
                t.sound.play("deal_end")
            return [glide(t.scores, "opacity", 1.0, 300)]

        t.seq.add(lambda: [pause(400)])
        t.seq.add(show)

    def _GameOver(self, ev: Any) -> None:
        t = self.t

        def final() -> list:
            t.show_final(list(ev.winners))
            t.sound.play(game_end_sound(getattr(t.ctl, "seats", ()), ev.winners))
            return []

        t.seq.add(final)

    # ---- tricks -------------------------------------------------------------------------

    def _CardPlayed(self, ev: Any) -> None:
        t = self.t

        def play() -> list:
            item = self._card_from(ev.seat, ev.card)
            item.setZValue(20 + len(t.trick))
            t.trick.append((ev.seat, item))
            self._set_info(ev.seat, cards=max(0, t.info[ev.seat].cards - 1), to_move=False,
                           thinking=False)
            anims = [glide(item, "pos", t.trick_spot(ev.seat), PLAY_MS),
                     glide(item, "rotation", t.trick_rotation(ev.seat), PLAY_MS),
                     glide(item, "scale", TABLE_SCALE, PLAY_MS)]
            if ev.seat == t.bottom_seat():
                t.legal = {}
                for card_item in t.hand:
                    card_item.set_dimmed(False)
                anims += t.layout_hand(animate=True, base_ms=PLAY_MS)
            return anims

        t.seq.add(play)
        t.seq.mark(lambda: t.sound.play("card"))  # as it lands

    def _TrickTaken(self, ev: Any) -> None:
        t = self.t
        n = len(ev.cards)
        best = (ev.winner - ev.leader) % n

        def look() -> list:
            if 0 <= best < len(t.trick):
                t.trick[best][1].set_focused(True)
            return [pause(LOOK_MS)]

        def take() -> list:
            target = t.origin(ev.winner)
            anims = []
            for i, (_, item) in enumerate(t.trick):
                item.set_focused(False)
                anims += [glide(item, "pos", target, TAKE_MS, i * 30,
                                QEasingCurve.Type.InCubic),
                          glide(item, "scale", MINI_SCALE, TAKE_MS, i * 30),
                          glide(item, "opacity", 0.0, TAKE_MS, i * 30,
                                QEasingCurve.Type.InQuad)]
            return anims

        def taken() -> list:
            for _, item in t.trick:
                t.drop_item(item)
            t.trick = []
            info = t.info[ev.winner]
            self._set_info(ev.winner, tricks=info.tricks + 1, penalty=info.penalty + ev.penalty)
            t.set_last_trick((ev.leader, ev.winner, tuple(ev.cards)))
            if ev.penalty:
                return self._bubble(ev.winner, texts.signed(ev.penalty), 500)
            return []

        t.seq.add(look)
        t.seq.mark(lambda: t.sound.play("trick"))
        t.seq.add(take)
        t.seq.add(taken)

    # ---- domino -------------------------------------------------------------------------

    def _lay(self, seat: int, card: str, delay: float = 0) -> list:
        t = self.t
        item = self._card_from(seat, card)
        t.rows[card] = item
        item.setZValue(40)
        self._set_info(seat, cards=max(0, t.info[seat].cards - 1), to_move=False,
                       thinking=False)
        target = t.row_pos(card)
        anims = [glide(item, "pos", target, PLAY_MS, delay),
                 glide(item, "rotation", 0.0, PLAY_MS, delay),
                 glide(item, "scale", ROW_SCALE, PLAY_MS, delay)]
        t.board.set_targets(t.board.targets - {card})
        return anims

    def _settle_rows(self) -> None:
        t = self.t
        for card, item in t.rows.items():
            sync.place_in_row(t, item, card)

    def _RowOpened(self, ev: Any) -> None:
        self._CardLaid(ev)

    def _CardLaid(self, ev: Any) -> None:
        t = self.t

        def lay() -> list:
            anims = self._lay(ev.seat, ev.card)
            if ev.seat == t.bottom_seat():
                t.legal = {}
                anims += t.layout_hand(animate=True, base_ms=PLAY_MS)
            return anims

        t.seq.add(lay)
        t.seq.mark(self._settle_rows)
        t.seq.mark(lambda: t.sound.play("card"))

    def _HandLaidOut(self, ev: Any) -> None:
        t = self.t

        def lay_all() -> list:
            anims = []
            for i, card in enumerate(ev.cards):
                anims += self._lay(ev.seat, card, delay=i * 140)
            return anims

        t.seq.add(lay_all)
        t.seq.mark(self._settle_rows)
        t.seq.mark(lambda: t.sound.play("card"))

    def _Passed(self, ev: Any) -> None:
        t = self.t

        def passed() -> list:
            self._set_info(ev.seat, to_move=False, thinking=False)
            return self._bubble(ev.seat, texts.pass_word())

        t.seq.add(passed)

    def _PlaceTaken(self, ev: Any) -> None:
        t = self.t

        def place() -> list:
            self._set_info(ev.seat, place=(ev.place, ev.points))
            panel = t.panels[ev.seat]
            panel.setScale(1.12)
            return [glide(panel, "scale", 1.0, 400, easing=QEasingCurve.Type.OutBack)]

        t.seq.add(place)

    # ---- matchsticks --------------------------------------------------------------------

    def _matches(self, amounts: tuple[int, ...], stocks: tuple[int, ...], bank: int,
                 to_bank: bool) -> None:
        t = self.t
        flying: list[MatchItem] = []

        def fly() -> list:
            anims = []
            centre = t.bank.centre()
            k = 0
            for seat, amount in enumerate(amounts):
                for i in range(min(abs(amount), 8)):
                    item = MatchItem(-40 + (k * 37) % 80)
                    t.scene().addItem(item)
                    start, end = (t.origin(seat), centre) if to_bank else (centre, t.origin(seat))
                    item.setPos(start)
                    flying.append(item)
                    anims.append(glide(item, "pos", end, 520, i * 60 + k % 3 * 20))
                    k += 1
            return anims

        def settle() -> list:
            for item in flying:
                t.drop_item(item)
            t.bank.set_count(bank)
            for seat, stock in enumerate(stocks):
                self._set_info(seat, stock=stock)
            return []

        t.seq.add(fly)
        t.seq.add(settle)

    def _MatchesPaid(self, ev: Any) -> None:
        self._matches(ev.amounts, ev.stocks, ev.bank, to_bank=True)

    def _MatchesTaken(self, ev: Any) -> None:
        self._matches(ev.amounts, ev.stocks, ev.bank, to_bank=False)
