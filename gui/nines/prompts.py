"""The words of the human's turn on the Nines table: what to do now (over the hand, not
again in the status line), and a refused move's reason (worded by gui.table.reasons) with what
to do next under it, shown until the player's next action. A lesson's refusal says
itself what its step asks for: the turn's prompt, which would offer every legal move,
is not put under it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from core.errors import IllegalMove
from gui.nines.caption import Caption
from gui.nines.texts import language
from gui.table.reasons import reason_text
from gui.table.texts import plural


class TurnWords(QObject):
    """`seat_name` names a seat in a reason."""

    def __init__(self, caption: Caption, seat_name: Callable[[int], str],
                 parent: QObject | None = None):
        super().__init__(parent)
        self.caption = caption
        self.seat_name = seat_name
        self.warning = False  # the caption shows a refusal

    def prompt(self, mode: str, stacks: int) -> str:
        """What the player is asked to do in `mode` with `stacks` stacks in play."""
        if mode == "take":
            return self.tr("Your turn: click the left or right end of the wall to take two "
                           "columns.")
        if mode == "lead":
            return self.tr("Your lead: click 1 to 4 tiles, then Lead (or drag them to the centre).")
        if mode == "follow":
            if stacks == 1:
                return self.tr("Lay 1 tile on the stack: drag it there, then Confirm.")
            return plural(self.tr("Lay %n tiles, one on each stack: drag them there, then "
                                  "Confirm.", "", stacks), stacks)
        return ""

    def say_prompt(self, mode: str, stacks: int) -> None:
        self.warning = False
        self.caption.say(lambda: self.prompt(mode, stacks), prompt=True)

    def warn(self, refusal: IllegalMove, mode: str, stacks: int) -> None:
        """Show `refusal` and, on the player's turn, under it what to do now (without
        saying the same twice); both are worded again if the language changes."""

        def text() -> str:
            said = reason_text(refusal, language(), self.seat_name)
            then = self._next_step(refusal.code, mode, stacks) if mode else ""
            return f"{said}\n{then}" if then else said

        self.caption.say(text, warn=True)
        self.warning = bool(mode)

    def _next_step(self, code: str | None, mode: str, stacks: int) -> str:
        """What to do now (the line under a refusal): the turn's prompt, or only its part
        the refusal does not say already ('' for a lesson's, which says it all)."""
        if code == "lesson":
            return ""
        if code == "lay_count" and mode == "follow":
            if stacks == 1:
                return self.tr("Drag it there, then Confirm.")
            return self.tr("Drag them there, then Confirm.")
        if code == "lead_limit" and mode == "lead":
            return self.tr("Click a raised tile to lower it, or press Lead.")
        return self.prompt(mode, stacks)

    def acted(self, mode: str, stacks: int) -> None:
        """The player did something: a refusal shown before gives way to the prompt."""
        if self.warning:
            self.say_prompt(mode, stacks)
