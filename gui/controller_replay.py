"""The controller of a replay: the position a record ends in, every move of the record
to step through, and every seat's hand to look at. Nobody moves in a replay."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from PySide6.QtCore import QObject

from core.records import check_options, load_record, undo_count
from gui.controller_state import ControllerState
from gui.seats import seats_of


class ReplayControl(ControllerState):
    """Replaying a record (the phase "replay")."""

    @classmethod
    def replay(cls, record: Mapping[str, Any], parent: QObject | None = None) -> Self:
        """A controller showing the position a record ends in (it replays the record
        through the rules; RecordError when it breaks them). Nobody moves; every seat's
        view may be shown, and `replay_seek` steps through the record move by move."""
        rules, state = load_record(record)
        start, moves = rules.record_moves(record)
        ctl = cls(rules.name, seats_of(record["players"]),
                  check_options(rules.name, record.get("options", {})),
                  seed=record.get("seed") or 0, parent=parent)
        ctl._state = state
        ctl._undos = undo_count(record)
        ctl._replay_start = start
        ctl._replay_moves = moves
        ctl._ply = len(moves)
        ctl._game_number = rules.game_number(state) or 1  # Royal records have none
        ctl._phase = "replay"
        ctl._viewer = 0
        # a finished game is there to be studied; a running game's record may be another
        # player's, whose hands are not for everyone
        ctl.show_all = rules.is_over(state)
        return ctl

    def set_show_all(self, on: bool) -> None:
        """In a replay: show every seat's hand face up (or only the viewer's)."""
        if self._phase == "replay" and on != self.show_all:
            self.show_all = on
            self.game_started.emit()

    def replay_position(self) -> tuple[int, int]:
        """In a replay: (moves shown, moves in the record); (0, 0) otherwise."""
        if self._phase != "replay":
            return 0, 0
        return self._ply, len(self._replay_moves)

    def replay_seek(self, index: int) -> None:
        """In a replay: show the position after the first `index` moves (clamped to the
        record), rebuilt from its start, and tell the table (game_started)."""
        if self._phase != "replay":
            return
        index = max(0, min(index, len(self._replay_moves)))
        if index == self._ply:
            return
        if index < self._ply:
            self._state = self.rules.clone(self._replay_start)
            self._ply = 0
        for move in self._replay_moves[self._ply:index]:
            self.rules.apply(self._state, move)
        self._ply = index
        self.game_started.emit()

    def replay_step(self, delta: int) -> None:
        """In a replay: move `delta` moves forward (negative: back)."""
        self.replay_seek(self._ply + delta)

    def show_seat(self, seat: int) -> None:
        """In a replay: show the hand of `seat` at the bottom."""
        if self._phase == "replay" and 0 <= seat < len(self.seats):
            self._set_viewer(seat)
            self.game_started.emit()
