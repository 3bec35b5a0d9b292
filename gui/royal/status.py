"""The table's line in the status bar: always what is going on now.

The text is kept as a function, so a language switch shows it again in the new language;
every change of turn or phase sets a fresh one (an empty text clears the line).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.royal.moves import LayCard, LayOutAll, Pass
from gui.royal import texts

# What the line says, for deciding what a new event replaces.
NOTHING, PROMPT, REASON, THINKING, NOTE = "", "prompt", "reason", "thinking", "note"


class StatusLine:
    def __init__(self, emit: Callable[[str], None], legal_moves: Callable[[], list[Any]]):
        self._emit = emit  # the table's status signal
        self._legal_moves = legal_moves  # the controller's moves for the human now
        self.kind = NOTHING
        self._make: Callable[[], str] = str
        self._prompt: Callable[[], str] = str

    def text(self) -> str:
        return self._make()

    def show(self, make: Callable[[], str], kind: str = NOTE) -> None:
        self._make, self.kind = make, kind
        self._emit(make())

    def clear(self) -> None:
        self.show(str, NOTHING)

    def again(self) -> None:
        """Emit the line once more (after a language switch, or when the room cleared it);
        a refusal's reason, worded in the old language, gives way to the prompt."""
        if self.kind == REASON:
            self.show(self._prompt, PROMPT)
        else:
            self._emit(self._make())

    def prompt(self) -> None:
        """The human to move: what the legal moves allow."""
        moves = self._legal_moves()
        if not moves:
            return
        domino = any(isinstance(m, LayCard | LayOutAll | Pass) for m in moves)
        lay_all = any(isinstance(m, LayOutAll) for m in moves)
        must_pass = all(isinstance(m, Pass) for m in moves)
        self._prompt = lambda: texts.your_turn(domino, lay_all, must_pass)
        self.show(self._prompt, PROMPT)

    def reason(self, text: str) -> None:
        """A refused move's reason (already in the player's language)."""
        self.show(lambda: text, REASON)

    def thinking(self, name: str) -> None:
        self.show(lambda: texts.thinking(name), THINKING)

    def batch_started(self) -> None:
        """A move is shown: a prompt or a reason no longer holds, and the computer that
        made it thinks no more (its highlight goes as the move is shown; the next seat's
        comes with the resync at the batch's end, its "thinking" or prompt later still)."""
        if self.kind in (PROMPT, REASON, THINKING):
            self.clear()
