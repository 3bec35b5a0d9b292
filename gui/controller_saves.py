"""The controller's record and save: the record of the game on the table, the save that
continues the match exactly where it stood (written after every move, a failure told
once), and the controller that continues a save."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Self

from PySide6.QtCore import QObject

from core.records import undo_count, write_record
from gui import autosave
from gui.controller_state import ControllerState
from gui.seats import AgentFactory, seats_of


class SaveControl(ControllerState):
    """Records and saves of the controller's match or session."""

    def save_problem(self) -> str | None:
        """Why the last save failed (None: the game on the table is saved)."""
        return self._save_problem

    def record(self) -> dict[str, Any]:
        """The record of the game on the table (RECORDS.md)."""
        players = [{"name": s.name, "kind": s.kind} for s in self.seats]
        return write_record(self.rules, self._state, seed=self._game_seed(),
                            players=players, options=self.options, undos=self._undos)

    def save_data(self) -> dict[str, Any]:
        """The record plus what the room needs to continue the match exactly here."""
        data = self.record()
        data[autosave.SAVE_KEY] = {
            "match_seed": self.seed, "game_number": self._game_number, "ply": self._ply,
            "options": self.options, "earlier_points": self._earlier, "viewer": self._viewer,
        }
        return data

    @classmethod
    def from_save(cls, data: Mapping[str, Any], *, save_path: Path | None = None,
                  agent_factory: AgentFactory | None = None,
                  parent: QObject | None = None) -> Self:
        """A controller continuing a saved match; SaveError (a RecordError) when the save
        is broken (autosave.check checks all of it)."""
        rules, state, room = autosave.check(data)
        ctl = cls(rules.name, seats_of(data["players"]), room.options,
                  seed=room.match_seed, save_path=save_path, agent_factory=agent_factory,
                  parent=parent)
        ctl._game_number = room.game_number
        ctl._ply = room.ply
        ctl._earlier = room.earlier_points
        ctl._state = state
        ctl._undos = undo_count(data)
        ctl._viewer = room.viewer
        if ctl.hot_seat:
            ctl._viewer = -1  # whoever sits down next lifts the curtain first
        return ctl

    def _remove_save(self) -> None:
        """The match is over: its save goes (a failure is told like a failed save)."""
        if self.save_path is not None:
            try:
                autosave.remove(self.save_path)
            except OSError as exc:
                self._save_failed(exc)

    def _save(self) -> None:
        """Write the save. A failure never stops the game: the room is told once why,
        and the next move tries again (`saved` says when it works again)."""
        if self.save_path is None:
            return
        try:
            autosave.write_atomic(self.save_path, self.save_data())
        except (OSError, ValueError) as exc:
            self._save_failed(exc)
            return
        self._save_problem = None
        self.saved.emit()

    def _save_failed(self, exc: Exception) -> None:
        first = self._save_problem is None
        self._save_problem = autosave.failure_text(exc)
        if first:
            self.save_failed.emit(self._save_problem)
