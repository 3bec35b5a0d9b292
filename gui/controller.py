"""The game controller: drives one match (Nines) or session (Royal) for the room.

It owns the rules state, asks computer players for moves off the GUI thread, takes the
human's moves, writes the save after every move and tells the table what happened with
signals. The table draws from `observation()` only and never decides a rule.

This module holds the play loop; the controller's other parts are its state and the
questions asked of it (`gui.controller_state`), its record and save
(`gui.controller_saves`), replays (`gui.controller_replay`), undo (`gui.controller_undo`)
and its seats (`gui.seats`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, qWarning

from core.ai import Budget
from core.errors import IllegalMove
from core.rng import make_rng
from core.rules import CHANCE, Move
from gui.controller_replay import ReplayControl
from gui.controller_undo import UndoControl
from gui.seats import AgentFactory, SeatSpec, hard_default_ms, mix_seed
from gui.settings import settings

# SeatSpec, AgentFactory and mix_seed are imported from here by the room and the tests
__all__ = ["HINT_LEVEL", "AgentFactory", "GameController", "SeatSpec", "mix_seed"]

HINT_LEVEL = "medium"


class GameController(UndoControl, ReplayControl):
    """The controller of one match or session; its signals are those of
    `gui.contracts.ControllerSignals`, and it is what a table needs (`TableController`)."""

    def __init__(
        self, game: str, seats: Sequence[SeatSpec], options: Mapping[str, Any] | None = None,
        *, seed: int | None = None, save_path: Path | None = None,
        agent_factory: AgentFactory | None = None, parent: QObject | None = None,
    ):
        super().__init__(game, seats, options, seed=seed, save_path=save_path,
                         agent_factory=agent_factory, parent=parent)
        self._timer.timeout.connect(self._step)

    # --- commands -------------------------------------------------------------------------
    def start(self) -> None:
        """Deal the first game of the match."""
        self._game_number = 1
        self._begin(carry=None)

    def next_game(self) -> None:
        """After game_over: deal the next game, handing on what the last one carries."""
        if self._phase != "game_over":
            raise RuntimeError("the game is not over")
        carry = self.rules.carry(self._state)
        self._earlier.append(self.scores())
        self._game_number += 1
        self._begin(carry)

    def end_match(self) -> None:
        """End the match or session here (Royal: the player stops after a game)."""
        self._halt()
        self._phase = "match_over"
        self._remove_save()
        self.match_over.emit()

    def submit(self, move: Move) -> IllegalMove | None:
        """Apply the human's `move`; a refusal (the core's `IllegalMove`, or the room's
        `out_of_turn`) is emitted as `move_refused` and returned."""
        if self._phase != "human" or move.seat != self.to_move():
            refusal = IllegalMove("it is not your turn", "out_of_turn")
        else:
            try:
                events = self._play(move)
            except IllegalMove as exc:
                refusal = exc
            else:
                self._cancel_hint()
                self._applied(events, mover=move.seat)
                return None
        self.move_refused.emit(refusal)
        return refusal

    def lift_curtain(self) -> None:
        """The player behind the curtain clicked: show their hand and let them move."""
        if self._phase != "curtain":
            return
        seat = self.to_move()
        self._set_viewer(seat)
        self._phase = "human"
        self.human_to_move.emit(seat)

    def hold(self) -> None:
        """Let no computer move (nor deal) until `release`: a dialog is over the table and
        the player would miss the moves. A computer thinking now finishes its thinking, and
        its move is applied on release."""
        self._holds += 1

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        if not self._holds and self._held is not None:
            carry_on, self._held = self._held, None
            carry_on()

    def animations_done(self) -> None:
        if self._phase == "animating":
            self._phase = "idle"
            self._timer.start(0)

    def hint(self, callback: Callable[[Any], None]) -> None:
        if self._phase != "human":
            return
        self._cancel_hint()
        seat = self.to_move()
        agent = self._agent_factory(self.rules, HINT_LEVEL)
        obs = self.rules.observation(self._state, seat)
        rng = make_rng(mix_seed(self.seed, self._game_number, "hint", self._ply))

        def done(move: Any, error: BaseException | None) -> None:
            self._hint_job = None
            if error is None and self._phase == "human":
                callback(move)

        self._hint_job = self._worker.choose(agent, obs, rng, None, done)

    def shutdown(self) -> None:
        """Stop thinking and timers (before the window closes or a new match starts)."""
        self._halt()
        self._worker.shutdown(3000)

    def resume(self) -> None:
        """Show the continued position and carry on from it."""
        self.game_started.emit()
        if self._phase == "replay":
            return
        if self.rules.is_over(self._state):
            self._game_finished(save=False)
        else:
            self._warm_up()
            self._timer.start(0)

    # --- the play loop --------------------------------------------------------------------

    def _begin(self, carry: Any) -> None:
        self._halt()
        self._warm_up()
        rng = make_rng(self._game_seed())
        self._state = self.rules.new_game(
            rng, players=len(self.seats), options=self.options, carry=carry)
        self._ply = 0
        self._undos = 0
        self._redo.clear()
        self._answers.clear()
        self._phase = "idle"
        if self.hot_seat:
            self._set_viewer(-1)
        elif self._viewer < 0:
            self._set_viewer(self._humans[0] if self._humans else 0)
        self._save()
        self.game_started.emit()
        self._timer.start(0)

    def _step(self) -> None:
        if self._state is None or self._phase in ("game_over", "match_over", "replay"):
            return
        if self._holds:
            self._held = self._step
            return
        if self.rules.is_over(self._state):
            self._game_finished(save=True)
            return
        seat = self.rules.to_move(self._state)
        if seat == CHANCE:
            rng = make_rng(mix_seed(self._game_seed(), "chance", self._ply))
            self._applied(self._play(self.rules.chance_move(self._state, rng)))
        elif self.seats[seat].human:
            if self.hot_seat and self._viewer != seat:
                self._phase = "curtain"
                self.curtain_requested.emit(seat)
            else:
                self._phase = "human"
                self.human_to_move.emit(seat)
        elif self._phase == "pausing":
            self._think(seat)
        else:
            self._phase = "pausing"
            self._timer.start(settings().pause_ms())

    def _think(self, seat: int) -> None:
        self._phase = "thinking"
        agent = self._agents.get(seat)
        if agent is None:
            agent = self._agents[seat] = self._agent_factory(self.rules, self.seats[seat].level)
        obs = self.rules.observation(self._state, seat)
        rng = make_rng(mix_seed(self._game_seed(), "seat", seat, self._ply))
        key = (seat, self._ply, hashlib.blake2b(repr(obs).encode(), digest_size=16).digest())
        self.ai_thinking.emit(seat)

        def done(move: Any, error: BaseException | None) -> None:
            self._ai_done(seat, move, error, key)

        if key in self._answers:  # after an undo: the same view gets the same answer
            answer = self._answers[key]
            self._job = self._worker.run(lambda cancel: answer, done)
        else:
            self._job = self._worker.choose(agent, obs, rng, self._budget(seat), done)

    def _budget(self, seat: int) -> Budget | None:
        """The hard level thinks as long as the pace setting says; the others need none."""
        if self.seats[seat].level != "hard":
            return None
        return Budget(ms=settings().think_ms(hard_default_ms(self.game)))

    def _ai_done(self, seat: int, move: Any, error: BaseException | None,
                 key: tuple[int, int, bytes] | None = None) -> None:
        self._job = None
        if self._phase != "thinking":
            return
        if self._holds:
            self._held = lambda: self._ai_done(seat, move, error, key)
            return
        events = None
        if error is None:
            try:
                events = self._play(move)
            except IllegalMove as exc:
                error = exc
            else:
                if key is not None:
                    self._answers[key] = move
        if events is None:
            qWarning(f"computer seat {seat} failed ({error!r}); it plays a random move")
            rng = make_rng(mix_seed(self._game_seed(), "fallback", self._ply))
            events = self._play(self.rules.random_move(self._state, rng))
        self._applied(events)

    def _play(self, move: Any) -> list:
        """Apply `move` (IllegalMove leaves the state as it was); a redo line that does not
        go on with it is forgotten."""
        events = self.rules.apply(self._state, move)
        self._moved(move)
        return events

    def _applied(self, events: list, mover: int = -1) -> None:
        self._ply += 1
        self._phase = "animating" if self.table_paced else "idle"
        hide = self.hot_seat and mover >= 0 and (self.rules.is_over(self._state)
                                                 or self.rules.to_move(self._state) != mover)
        if hide:  # another player may sit down before the next human's turn
            self._viewer = -1
        self._save()
        self.events_applied.emit(list(events))
        if hide:
            self.viewer_changed.emit(-1)
        if not self.table_paced:
            self._timer.start(0)

    def _game_finished(self, *, save: bool) -> None:
        self._phase = "game_over"
        decided = self.match_decided()
        if save and not decided:
            self._save()
        self.game_over.emit()
        if decided:
            self.end_match()

    def _warm_up(self) -> None:
        """Start the hard players' search processes before their first move (once)."""
        if self._warm:
            self._warm = False
            self._worker.warm_up()
