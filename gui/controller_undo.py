"""Undo and redo in a game against computers: take back the human's last decision and
the moves after it, play them again, and say why undo is not offered when it is not."""

from __future__ import annotations

from typing import Any

from core import undo as takeback
from gui.controller_saves import SaveControl


class UndoControl(SaveControl):
    """Undo and redo of the game on the table (the record's `undos` counts them)."""

    def undo_blocked(self) -> str | None:
        """Why Undo is not offered now (None: it is): "no_game", "replay", "hot_seat" (it
        would show hands), "computers" (nobody human plays), "over", or "start" (the human
        has made no decision in this deal or game yet)."""
        if self._state is None or self._phase == "match_over":
            return "no_game"
        if self._phase == "replay":
            return "replay"
        if self.hot_seat:
            return "hot_seat"
        if not self._humans:
            return "computers"
        if self._phase == "game_over" or self.rules.is_over(self._state):
            return "over"
        return None if self._undo_possible() else "start"

    def can_redo(self) -> bool:
        """Whether Redo plays again what an undo took back (nothing new was played since)."""
        return bool(self._redo) and self.undo_blocked() in (None, "start")

    def undo_count(self) -> int:
        """Times undo was used in this game (it is marked so in its record)."""
        return self._undos

    def undo(self) -> bool:
        """Take back the human's last decision and every move after it, back to the moment
        the human had to decide: thinking stops (its answer never lands), the record is
        replayed without those moves, the save follows and the table is drawn afresh
        (game_started). False when nothing can be undone."""
        if self.undo_blocked() is not None:
            return False
        undone = takeback.undo(self.record(), self._humans)
        if undone is None:
            return False
        self._halt()
        self._redo.push(undone.moves)
        self._undos += 1
        self._set_position(undone.state, undone.kept)
        return True

    def redo(self) -> bool:
        """Play again the moves the last undo took back; False when there are none."""
        if not self.can_redo():
            return False
        line = self._redo.pop()
        state = takeback.redo(self.record(), line)
        self._halt()
        self._set_position(state, self._ply + len(line))
        return True

    def _undo_possible(self) -> bool:
        if self._undo_seen is None or self._undo_seen[:2] != (self._game_number, self._ply):
            record = self.record()
            rules, start, moves = takeback.record_moves(record)
            possible = bool(takeback.decisions(rules, start, moves, self._humans))
            self._undo_seen = (self._game_number, self._ply, possible)
        return self._undo_seen[2]

    def _moved(self, move: Any) -> None:
        """`move` was played: a redo line that does not go on with it is forgotten."""
        self._redo.played(move)
        self._undo_seen = None

    def _set_position(self, state: Any, ply: int) -> None:
        self._state = state
        self._ply = ply
        self._undo_seen = None
        self._phase = "idle"
        self._save()
        self.game_started.emit()
        self._timer.start(0)
