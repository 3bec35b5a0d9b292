"""The words of the human's turn on the Tien Gow table: what to do now (over the hand,
not again in the status line), and a refused move's reason (worded by
gui.table.reasons) with what to do next under it, shown until the player's next
action."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from core.errors import IllegalMove
from gui.nines.caption import Caption
from gui.table.reasons import reason_text
from gui.table.texts import plural
from gui.tiengow.texts import language, title


class TienGowWords(QObject):
    def __init__(self, caption: Caption, seat_name: Callable[[int], str],
                 parent: QObject | None = None):
        super().__init__(parent)
        self.caption = caption
        self.seat_name = seat_name
        self.warning = False

    def prompt(self, mode: str, size: int, can_beat: bool, stuck: bool = False) -> str:
        """What the player is asked to do: lead, or follow `size` tiles (`can_beat`: the
        core lists a play that beats; `stuck`: the tiles chosen are not one)."""
        if mode == "follow" and can_beat and stuck:
            return self.tr("The chosen tiles do not beat the trick: choose others to Beat "
                           "face up, or Discard these face down (D).")
        if mode == "lead":
            return self.tr("Your lead: choose tiles, then Lead. A double click leads a "
                           "tile's whole combination.")
        if mode == "follow" and can_beat:
            return plural(self.tr("Follow with %n tile(s): Beat face up, or Discard face "
                                  "down.", "", size), size)
        if mode == "follow":
            return plural(self.tr("Nothing of yours beats it: choose %n tile(s) to discard "
                                  "face down.", "", size), size)
        return ""

    def say_prompt(self, mode: str, size: int, can_beat: bool, stuck: bool = False) -> None:
        self.warning = False
        self.caption.say(lambda: self.prompt(mode, size, can_beat, stuck), prompt=True)

    def warn(self, refusal: IllegalMove, mode: str, size: int, can_beat: bool) -> None:
        def text() -> str:
            said = reason_text(refusal, language(), self.seat_name, title)
            then = self.prompt(mode, size, can_beat) if mode and refusal.code != "lesson" \
                else ""
            return f"{said}\n{then}" if then else said

        self.caption.say(text, warn=True)
        self.warning = bool(mode)

    def acted(self, mode: str, size: int, can_beat: bool) -> None:
        if self.warning:
            self.say_prompt(mode, size, can_beat)
