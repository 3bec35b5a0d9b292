"""Turns a batch of core events into the table's animation steps.

Each handler queues steps on the table's sequencer; a step moves the board
(gui.royal.board) on by its event, moves the items by the scenery's operations and
animates them to where the board says. The batch ends with the scene matched to the
board and `controller.animations_done()`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QSequentialAnimationGroup

from core.royal.moves import (
    CardLaid,
    CardPlayed,
    DealEndedEarly,
    DealScored,
    DealStarted,
    GameOver,
    HandLaidOut,
    MatchesPaid,
    MatchesTaken,
    Passed,
    PlaceTaken,
    RowOpened,
    TrickTaken,
)
from gui.royal import texts
from gui.royal.layout import MINI_SCALE, ROW_SCALE, TABLE_SCALE
from gui.royal.overlays import MatchItem, word_bubble
from gui.services.sound import game_end_sound
from gui.table.contracts import TableController
from gui.table.sequencer import glide, ms, pause

if TYPE_CHECKING:
    from gui.royal.board import RoyalBoard
    from gui.royal.dealing import Dealer
    from gui.royal.overlay_control import OverlayControl
    from gui.royal.scenery import RoyalScenery
    from gui.royal.status import StatusLine
    from gui.table.sequencer import Sequencer

PLAY_MS = 380
TAKE_MS = 480
LOOK_MS = 750


@dataclass
class Hooks:
    """What the event player asks of the table."""

    board: Callable[[], RoyalBoard | None]  # the table's board
    done: Callable[[], None]  # the batch is shown
    final: Callable[[list[int]], None]  # put up the final result (the core's winners)
    scores_shown: Callable[[], None]  # new scores are on the table
    focus_off: Callable[[], None]  # no card of the hand has the keyboard focus
    moves_gone: Callable[[], None]  # the human's moves of a moment ago are past
    sound: Callable[[str], None]  # play a sound (through the table's player, now)


class EventPlayer:
    def __init__(self, scenery: RoyalScenery, seq: Sequencer, status_line: StatusLine,
                 overlays: OverlayControl, dealer: Dealer, controller: TableController,
                 hooks: Hooks):
        self.sc = scenery
        self.seq = seq
        self.status_line = status_line
        self.overlays = overlays
        self.dealer = dealer
        self.ctl = controller  # its observation after the batch, its seats
        self.hooks = hooks

    def play(self, events: list[object]) -> None:
        self._after = self.ctl.observation()  # what the board reads that no event says
        self.status_line.batch_started()
        scored = None
        over = early = False
        self._ends_game = any(isinstance(e, GameOver) for e in events)
        for event in events:
            self._handle(event)
            if isinstance(event, DealScored):
                scored = event.deal
            over |= isinstance(event, GameOver)
            early |= isinstance(event, DealEndedEarly)
        if scored is not None and not over and self.overlays.needs_wait():
            self.seq.add(lambda: self.overlays.wait_step(scored, early))
            self.seq.hold()
        self.seq.mark(self.hooks.done)
        self.seq.run()

    def _handle(self, event: object) -> None:
        """Queue the steps of one event (events the table does not animate: none)."""
        match event:
            case DealStarted():
                self._deal_started(event)
            case DealScored():
                self._deal_scored(event)
            case GameOver():
                self._game_over(event)
            case CardPlayed():
                self._card_played(event)
            case TrickTaken():
                self._trick_taken(event)
            case RowOpened():
                self._row_opened(event)
            case CardLaid():
                self._card_laid(event)
            case HandLaidOut():
                self._hand_laid_out(event)
            case Passed():
                self._passed(event)
            case PlaceTaken():
                self._place_taken(event)
            case MatchesPaid():
                self._matches_paid(event)
            case MatchesTaken():
                self._matches_taken(event)

    # ---- helpers ------------------------------------------------------------------------

    def _bubble(self, seat: int, text: str, hold_ms: float = 800) -> list[QAbstractAnimation]:
        bubble = word_bubble(text)
        self.sc.scene().addItem(bubble)
        at = self.sc.origin(seat)
        bubble.setPos(QPointF(at.x(), at.y() - 30))
        bubble.setOpacity(0.0)
        group = QSequentialAnimationGroup()
        group.addAnimation(glide(bubble, "opacity", 1.0, 150))
        group.addPause(ms(hold_ms))
        group.addAnimation(glide(bubble, "opacity", 0.0, 250))
        group.finished.connect(lambda: self.sc.drop_item(bubble))
        if group.totalDuration() == 0:
            self.sc.drop_item(bubble)
            return []
        return [group]

    def _advance(self, ev: Any) -> Any:
        """Move the board on by `ev` as its animation starts; the board after it."""
        board = self.hooks.board()
        if board is not None:
            board.advance([ev], self._after)
        return board

    # ---- deals --------------------------------------------------------------------------

    def _deal_started(self, ev: DealStarted) -> None:
        self.dealer.queue(ev, lambda: self._advance(ev))

    def _deal_scored(self, ev: DealScored) -> None:

        def show() -> list[QAbstractAnimation]:
            board = self._advance(ev)  # the last trick stays reviewable until the next deal
            for seat, total in enumerate(board.totals if board is not None else ()):
                self.sc.update_seat(seat, total=total)
            self.overlays.update_scores()
            # it waits for Continue, or the table goes on
            self.sc.show_scores(closable=False, opacity=0.0)
            self.hooks.scores_shown()
            if not self._ends_game:  # the game's end has a sound of its own
                self.hooks.sound("deal_end")
            return [glide(self.sc.scores, "opacity", 1.0, 300)]

        self.seq.add(lambda: [pause(400)])
        self.seq.add(show)

    def _game_over(self, ev: GameOver) -> None:

        def final() -> list[QAbstractAnimation]:
            self._advance(ev)
            self.hooks.final(list(ev.winners))
            self.hooks.sound(game_end_sound(self.ctl.seats, ev.winners))
            return []

        self.seq.add(final)

    # ---- tricks -------------------------------------------------------------------------

    def _card_played(self, ev: CardPlayed) -> None:

        def play() -> list[QAbstractAnimation]:
            board = self._advance(ev)
            if ev.seat == self.sc.bottom_seat():
                self.hooks.focus_off()  # no focus outline goes with it
            item = self.sc.to_trick(ev.seat, ev.card)
            self.sc.update_seat(ev.seat, cards=board.counts[ev.seat], to_move=False,
                           thinking=False)
            anims = [glide(item, "pos", self.sc.trick_spot(ev.seat), PLAY_MS),
                     glide(item, "rotation", self.sc.trick_rotation(ev.seat), PLAY_MS),
                     glide(item, "scale", TABLE_SCALE, PLAY_MS)]
            if ev.seat == self.sc.bottom_seat():
                self.hooks.moves_gone()
                for card_item in self.sc.hand:
                    card_item.set_dimmed(False)
                anims += self.sc.layout_hand(animate=True, base_ms=PLAY_MS)
            return anims

        self.seq.add(play)
        self.seq.mark(lambda: self.hooks.sound("card"))  # as it lands

    def _trick_taken(self, ev: TrickTaken) -> None:
        n = len(ev.cards)
        best = (ev.winner - ev.leader) % n

        def look() -> list[QAbstractAnimation]:
            if 0 <= best < len(self.sc.trick):
                self.sc.trick[best][1].set_focused(True)
            return [pause(LOOK_MS)]

        def take() -> list[QAbstractAnimation]:
            target = self.sc.origin(ev.winner)
            anims: list[QAbstractAnimation] = []
            for i, (_, item) in enumerate(self.sc.trick):
                item.set_focused(False)
                anims += [glide(item, "pos", target, TAKE_MS, i * 30,
                                QEasingCurve.Type.InCubic),
                          glide(item, "scale", MINI_SCALE, TAKE_MS, i * 30),
                          glide(item, "opacity", 0.0, TAKE_MS, i * 30,
                                QEasingCurve.Type.InQuad)]
            return anims

        def taken() -> list[QAbstractAnimation]:
            board = self._advance(ev)
            self.sc.clear_trick()
            self.sc.update_seat(ev.winner, tricks=board.tricks_taken[ev.winner],
                           penalty=board.penalties[ev.winner])
            self.sc.set_last_trick(board.last_trick)
            if ev.penalty:
                return self._bubble(ev.winner, texts.signed(ev.penalty), 500)
            return []

        self.seq.add(look)
        self.seq.mark(lambda: self.hooks.sound("trick"))
        self.seq.add(take)
        self.seq.add(taken)

    # ---- domino -------------------------------------------------------------------------

    def _lay(self, seat: int, card: str, delay: float = 0) -> list[QAbstractAnimation]:
        """A card laid in its row (the board already has it there)."""
        if seat == self.sc.bottom_seat():
            self.hooks.focus_off()
        item = self.sc.to_row(seat, card)
        board = self.hooks.board()
        if board is not None:
            self.sc.update_seat(seat, cards=board.counts[seat], to_move=False, thinking=False)
        target = self.sc.row_pos(card)
        anims = [glide(item, "pos", target, PLAY_MS, delay),
                 glide(item, "rotation", 0.0, PLAY_MS, delay),
                 glide(item, "scale", ROW_SCALE, PLAY_MS, delay)]
        return anims

    def _row_opened(self, ev: RowOpened) -> None:
        self._card_laid(ev)

    def _card_laid(self, ev: CardLaid | RowOpened) -> None:

        def lay() -> list[QAbstractAnimation]:
            self._advance(ev)
            anims = self._lay(ev.seat, ev.card)
            if ev.seat == self.sc.bottom_seat():
                self.hooks.moves_gone()
                anims += self.sc.layout_hand(animate=True, base_ms=PLAY_MS)
            return anims

        self.seq.add(lay)
        self.seq.mark(self.sc.settle_rows)
        self.seq.mark(lambda: self.hooks.sound("card"))

    def _hand_laid_out(self, ev: HandLaidOut) -> None:

        def lay_all() -> list[QAbstractAnimation]:
            self._advance(ev)
            anims: list[QAbstractAnimation] = []
            for i, card in enumerate(ev.cards):
                anims += self._lay(ev.seat, card, delay=i * 140)
            return anims

        self.seq.add(lay_all)
        self.seq.mark(self.sc.settle_rows)
        self.seq.mark(lambda: self.hooks.sound("card"))

    def _passed(self, ev: Passed) -> None:

        def passed() -> list[QAbstractAnimation]:
            self.sc.update_seat(ev.seat, to_move=False, thinking=False)
            return self._bubble(ev.seat, texts.pass_word())

        self.seq.add(passed)

    def _place_taken(self, ev: PlaceTaken) -> None:

        def place() -> list[QAbstractAnimation]:
            board = self._advance(ev)
            self.sc.update_seat(ev.seat, place=board.places.get(ev.seat))
            panel = self.sc.panels[ev.seat]
            panel.setScale(1.12)
            return [glide(panel, "scale", 1.0, 400, easing=QEasingCurve.Type.OutBack)]

        self.seq.add(place)

    # ---- matchsticks --------------------------------------------------------------------

    def _matches(self, ev: Any, to_bank: bool) -> None:
        amounts = ev.amounts
        flying: list[MatchItem] = []

        def fly() -> list[QAbstractAnimation]:
            anims: list[QAbstractAnimation] = []
            centre = self.sc.bank.centre()
            k = 0
            for seat, amount in enumerate(amounts):
                for i in range(min(abs(amount), 8)):
                    item = MatchItem(-40 + (k * 37) % 80)
                    self.sc.scene().addItem(item)
                    seat_at = self.sc.origin(seat)
                    start, end = (seat_at, centre) if to_bank else (centre, seat_at)
                    item.setPos(start)
                    flying.append(item)
                    anims.append(glide(item, "pos", end, 520, i * 60 + k % 3 * 20))
                    k += 1
            return anims

        def settle() -> list[QAbstractAnimation]:
            board = self._advance(ev)
            for item in flying:
                self.sc.drop_item(item)
            self.sc.bank.set_count(board.bank)
            for seat, stock in enumerate(board.stocks or ()):
                self.sc.update_seat(seat, stock=stock)
            return []

        self.seq.add(fly)
        self.seq.add(settle)

    def _matches_paid(self, ev: MatchesPaid) -> None:
        self._matches(ev, to_bank=True)

    def _matches_taken(self, ev: MatchesTaken) -> None:
        self._matches(ev, to_bank=False)
