"""What the human does while the Royal table still animates before their turn (a trick
being played, taken): the table's keys are kept in order, and a click or double-click on a
card of the hand (focus it, play it) replaces what was kept; once the turn has come (the
table then still) they are carried out as if made just then. A card goes in only if the
controller lists its move as legal; one that does not apply any more is dropped silently,
with what came after it. Nothing moves meanwhile (a card is not to be taken mid-flight).
Nothing is kept while a deal has not shown the new hand face up (a key then is not a
choice among cards the player has seen), and what was kept is dropped when a computer
seat's turn comes first or a new deal starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from gui.royal import texts

if TYPE_CHECKING:
    from gui.royal.table import RoyalTable

KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter,
        Qt.Key.Key_Space}
MAX_KEPT = 8


class EarlyInput:
    def __init__(self, table: RoyalTable):
        self.t = table
        self.seat = -1  # whose actions are kept
        self.actions: list[tuple[str, Any]] = []

    def waiting_seat(self) -> int:
        """The seat whose input is kept now: the human viewer while the table animates
        (or the controller has not yet said whose turn comes); -1 when nothing is kept."""
        t, ctl = self.t, self.t.ctl
        if ctl.game_number() <= 0 or t.overlays.waiting:
            return -1
        viewer = ctl.viewer()
        if viewer < 0 or not ctl.seats[viewer].human:
            return -1
        if not t.seq.busy() and ctl.phase not in ("animating", "idle"):
            return -1
        if not t.hand or any(i.flip < 1.0 or i.opacity() < 1.0 for i in t.hand):
            return -1  # a deal: the player has not seen the cards yet
        return viewer

    def clear(self) -> None:
        self.actions = []

    def _keep(self, seat: int, action: tuple[str, Any], alone: bool = False) -> None:
        if seat != self.seat or alone:
            self.actions = []
            self.seat = seat
        self.actions = [*self.actions, action][-MAX_KEPT:]

    # --- input while the table animates ----------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        """Keep one of the table's keys (the arrows, Enter, Space, the Pass and Lay out all
        letters); False when it is not kept."""
        seat = self.waiting_seat()
        if seat < 0:
            return False
        text = event.text().upper()
        letters = {texts.pass_key().upper(), texts.lay_all_key().upper(), "P", "A"}
        if Qt.Key(event.key()) not in KEYS and not (text and text in letters):
            return False
        self._keep(seat, ("key", (event.key(), event.modifiers(), event.text())))
        return True

    def card(self, card: str | None, play: bool) -> None:
        """A click (focus) or double-click (`play`) on a card of the hand."""
        seat = self.waiting_seat()
        if seat >= 0 and card is not None:
            self._keep(seat, ("play" if play else "focus", card), alone=True)

    # --- the turn has come -----------------------------------------------------------------

    def replay(self, seat: int) -> None:
        """Carry out what `seat` did early, now that it is to move."""
        actions = self.actions if self.seat == seat else []
        self.clear()
        t, play = self.t, self.t.play
        play.silent = True
        try:
            for kind, value in actions:
                if t.ctl.phase != "human" or t.ctl.viewer() != seat or play.dropped:
                    break  # a move went in, or one was dropped
                if kind == "key":
                    key, modifiers, text = value
                    play.key(QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text))
                    continue
                item = next((i for i in t.hand if i.card == value), None)
                if item is None:
                    break
                if kind == "play":
                    play.try_play(item)
                else:
                    play.set_focus_index(play.focusables().index(item))
        finally:
            play.silent = play.dropped = False
