"""What happens at the table, said through assistive technology: every move of every
seat (or, as the player chooses in Settings, only their own and the results), a refused
move and its reason, and whose turn it is, as accessibility announcements in the UI
language. A screen reader speaks them; `said` carries each text too (for tests)."""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from gui.a11y import bridge
from gui.a11y.nodes import Said
from gui.nines import narration as nines_narration
from gui.royal import narration as royal_narration
from gui.services import i18n
from gui.services.settings import settings
from gui.table import reasons
from gui.table.contracts import TableController
from gui.tiengow import narration as tiengow_narration


class Narrator(QObject):
    """Says the events of the controller it follows (`follow`) through `speaker`."""

    said = Signal(str)

    def __init__(self, speaker: QWidget, parent: QObject | None = None):
        super().__init__(parent)
        self.speaker = speaker
        self.controller: TableController | None = None

    def follow(self, controller: TableController | None) -> None:
        old = self.controller
        if old is not None:
            for signal, slot in self._wiring(old):
                with contextlib.suppress(RuntimeError, TypeError):  # gone already
                    signal.disconnect(slot)
        self.controller = controller
        if controller is not None:
            for signal, slot in self._wiring(controller):
                signal.connect(slot)

    def _wiring(self, ctl: TableController) -> list[tuple[Any, Any]]:
        return [(ctl.events_applied, self._events), (ctl.move_refused, self._refused),
                (ctl.human_to_move, self._your_turn)]

    # --- what is said -------------------------------------------------------------------

    def _events(self, events: list[Any]) -> None:
        ctl = self.controller
        if ctl is None:
            return
        words = {"royal": royal_narration, "tiengow": tiengow_narration}.get(
            ctl.game, nines_narration)
        lang, mine = i18n.names_language(), self._mine()
        lines = []
        for event in events:
            said = words.said(event, ctl.seat_name, lang)
            if said is not None and self._wanted(said, mine):
                lines.append(said.text)
        if lines:
            self.say(" ".join(lines))

    def _wanted(self, said: Said, mine: set[int]) -> bool:
        return settings().announce == "all" or said.result or said.seat in mine

    def _mine(self) -> set[int]:
        """The seats whose moves are the player's (the bottom one; at a hot-seat table
        every person's)."""
        ctl = self.controller
        if ctl is None:
            return set()
        return {i for i, seat in enumerate(ctl.seats) if seat.human} | {ctl.bottom_seat()}

    def _refused(self, refusal: Any) -> None:
        ctl = self.controller
        if ctl is not None:
            self.say(reasons.worded(refusal, ctl.seat_name), assertive=True)

    def _your_turn(self, seat: int) -> None:
        ctl = self.controller
        if ctl is None:
            return
        humans = sum(s.human for s in ctl.seats)
        if humans > 1:
            self.say(self.tr("%1, your turn.").replace("%1", ctl.seat_name(seat)))
        else:
            self.say(self.tr("Your turn."))

    def say(self, text: str, assertive: bool = False) -> None:
        if not text:
            return
        self.said.emit(text)
        bridge.announce(self.speaker, text, assertive)
