"""What the human does while a table still animates before their turn, kept in order
and carried out once the turn has come (the table then still), as if made just then.

The table says whose input is kept now (`waiting_seat`, -1: none; the function of that
name is the rule both tables follow) and what an action means when it is carried out
(`perform`, False: stop there, with what came after it).
An action is a (kind, value) pair of the table's choosing; a key is kept as
("key", (key, modifiers, text)) and comes back as a QKeyEvent to `perform_key`. A press
followed by a drag cannot be carried out: it drops what was kept.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from gui.table.contracts import TableController
from gui.table.piece import DRAG_START

Action = tuple[str, Any]
MAX_KEPT = 8


def waiting_seat(controller: TableController, choosing: bool, idle: bool) -> int:
    """The seat whose input is kept now: the human viewer while the table animates (or
    the controller has not yet said whose turn comes); -1 when nothing is kept.
    `choosing`: the human's input is on (it takes what they do itself); `idle`: the
    table has stopped animating."""
    if choosing or controller.game_number() <= 0:
        return -1
    viewer: int = controller.viewer()
    if viewer < 0 or not controller.seats[viewer].human:
        return -1
    if idle and controller.phase not in ("animating", "idle"):
        return -1
    return viewer


def key_event(value: Any) -> QKeyEvent:
    """The key press a kept ("key", value) action stands for."""
    key, modifiers, text = value
    return QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text)


class EarlyInput:
    def __init__(self, waiting_seat: Callable[[], int], max_kept: int = MAX_KEPT):
        self.waiting_seat = waiting_seat
        self.max_kept = max_kept
        self.seat = -1  # whose actions are kept
        self.actions: list[Action] = []
        self._press: tuple[Action, QPointF, int] | None = None
        self._dragged = False

    def clear(self) -> None:
        self.actions = []
        self._press = None

    def keep(self, action: Action, alone: bool = False) -> bool:
        """Keep `action` for the waiting seat (`alone`: in place of what was kept);
        False when nothing is kept now."""
        seat = self.waiting_seat()
        if seat < 0:
            return False
        if seat != self.seat or alone:
            self.actions = []
            self.seat = seat
        self.actions = [*self.actions, action][-self.max_kept:]
        return True

    def key(self, event: QKeyEvent, keys: Collection[Qt.Key],
            letters: Collection[str] = ()) -> bool:
        """Keep `event` if it is one of `keys` or types one of `letters`; False when it
        is not kept."""
        text = event.text().upper()
        wanted = Qt.Key(event.key()) in keys or (
            bool(text) and text in {letter.upper() for letter in letters})
        return wanted and self.keep(("key", (event.key(), event.modifiers(), event.text())))

    # --- a press that may become a drag -------------------------------------------------

    def pressed(self, action: Action, pos: QPointF) -> bool:
        """A press meaning `action` if it is released without a drag; True when it is
        followed."""
        seat = self.waiting_seat()
        if seat < 0:
            return False
        self._press, self._dragged = (action, pos, seat), False
        return True

    def dragged(self, pos: QPointF) -> None:
        if self._press is not None and (pos - self._press[1]).manhattanLength() >= DRAG_START:
            self._dragged = True

    def released(self) -> None:
        if self._press is None:
            return
        action, _pos, seat = self._press
        self._press = None
        if self._dragged or seat != self.waiting_seat():
            self.clear()
        else:
            self.keep(action)

    # --- the turn has come ----------------------------------------------------------------

    def take(self, seat: int) -> list[Action]:
        """What `seat` did early (and nothing is kept any more)."""
        actions = self.actions if self.seat == seat else []
        self.clear()
        return actions

    def replay(self, seat: int, perform: Callable[[Action], bool]) -> None:
        """Carry out what `seat` did early, in order, until `perform` says stop."""
        for action in self.take(seat):
            if not perform(action):
                break
