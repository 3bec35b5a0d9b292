"""The lesson's controller: what a table needs of a controller (`TableController`),
driving a `LessonRun` instead of a match.

The lesson's computer seats and deals play the script one move at a time, each drawn by
the table like any move; the player's move is checked against the step before it
reaches the game (another move is refused with the step's own words and changes
nothing); the seeded rest of a deal or game is played at once and the table drawn
afresh. Nothing is saved and nothing goes into the statistics.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from core import lessons
from core.errors import IllegalMove
from core.lessons import HUMAN, Lesson, LessonRun
from core.records import write_record
from core.rules import CHANCE
from gui.lessons import texts
from gui.play.controller import SeatSpec
from gui.services.settings import settings
from gui.table.contracts import ControllerSignals

MIN_PAUSE_MS = 250  # between scripted moves, so that each is seen (not at instant speed)


class LessonController(ControllerSignals):
    """Plays lesson `lesson` from step `start`. `step_changed` tells the panel that the
    step or what it waits for changed; `lesson_refused` carries the refused step's id."""

    step_changed = Signal()
    lesson_refused = Signal(str)

    def __init__(self, lesson: Lesson, names: Sequence[str], start: int = 0,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.lesson = lesson
        self.run = LessonRun.at(lesson, start)
        self.rules = self.run.rules
        self.seats = [SeatSpec(name, "human" if seat == HUMAN else "ai:easy")
                      for seat, name in enumerate(names)]
        self.options: Mapping[str, Any] = {**self.rules.default_options,
                                           **lesson.setup.get("options", {})}
        self.table_paced = False
        self._phase = "idle"
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._step)

    # --- what the table reads --------------------------------------------------------

    @property
    def game(self) -> str:
        return self.lesson.game

    @property
    def phase(self) -> str:
        """idle, human, animating, reading (a step waits for Next) or done."""
        return self._phase

    def stage(self) -> str:
        return self.run.stage()

    def viewer(self) -> int:
        return HUMAN

    def bottom_seat(self) -> int:
        return HUMAN

    def face_up_seats(self) -> frozenset[int]:
        return frozenset((HUMAN,))

    def observation(self, seat: int | None = None) -> Any:
        return self.rules.observation(self.run.state, HUMAN if seat is None else seat)

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def to_move(self) -> int:
        return self.rules.to_move(self.run.state)

    def legal_moves(self) -> list[Any]:
        return self.rules.legal_moves(self.run.state) if self._phase == "human" else []

    def scores(self) -> list[int]:
        return list(self.rules.scores(self.run.state))

    def match_scores(self) -> list[int]:
        return self.scores()

    def earlier_games(self) -> list[list[int]]:
        return []

    def game_number(self) -> int:
        return 1

    def match_decided(self) -> bool:
        """A lesson is one game: no next game is offered."""
        return self.rules.is_over(self.run.state)

    def match_winners(self) -> list[int]:
        return self.rules.match_winners([self.scores()]) if self.match_decided() else []

    def record(self) -> dict[str, Any]:
        """The record of the lesson's game (RECORDS.md), as far as it went."""
        players = [{"name": s.name, "kind": s.kind} for s in self.seats]
        return write_record(self.rules, self.run.state, seed=self.lesson.seed,
                            players=players, options=self.options)

    # --- what the table and the panel do -------------------------------------------

    def start(self) -> None:
        self.game_started.emit()
        self._timer.start(0)

    def submit(self, move: Any) -> IllegalMove | None:
        """The player's move: played when it is the step's, else refused with the
        step's words (the game does not see it)."""
        step = self.run.step
        if self._phase != "human" or step is None:
            refusal = IllegalMove("it is not your turn", "out_of_turn")
        elif self.run.check(move):
            events = self.run.play_move(move)
            self._applied(events)  # (the panel then knows the table shows the move)
            self.step_changed.emit()
            return None
        else:
            refusal = IllegalMove(texts.wrong(self.game, step.id, self.names()), "lesson")
            self.lesson_refused.emit(step.id)
        self.move_refused.emit(refusal)
        return refusal

    def show_me(self) -> None:
        """Make the step's move for the player."""
        expected = self.run.expected()
        if expected is not None and self._phase == "human":
            self.submit(expected)

    def next_step(self) -> None:
        """The player has read the step: go on."""
        if self._phase == "reading":
            self.run.advance()
            self._phase = "idle"
            self.step_changed.emit()
            self._timer.start(0)

    def animations_done(self) -> None:
        if self._phase == "animating":
            self._phase = "idle"
            self._timer.start(self._pause())

    def next_game(self) -> None:
        """A lesson has no next game."""

    def hold(self) -> bool:
        """A lesson plays its own steps: nothing holds them (a deal it finished goes
        on without the score table's wait)."""
        return False

    def release(self) -> None:
        """(See `hold`.)"""

    def shutdown(self) -> None:
        self._timer.stop()
        self._phase = "done"

    # --- the loop --------------------------------------------------------------------

    def _pause(self) -> int:
        pause = settings().pause_ms()
        return max(pause, MIN_PAUSE_MS) if settings().animation_speed != "instant" else pause

    def _step(self) -> None:
        if self._phase != "idle":
            return
        stage = self.run.stage()
        if stage == lessons.SCRIPTED:
            seat = self.to_move()
            if seat != CHANCE:
                self.ai_thinking.emit(seat)
            self._applied(self.run.play_scripted())
        elif stage == lessons.MOVE:
            self._phase = "human"
            self.step_changed.emit()
            self.human_to_move.emit(HUMAN)
        elif stage == lessons.FINISH:
            self.run.finish()
            self.game_started.emit()
            self._timer.start(0)
        elif stage == lessons.READ:
            self._phase = "reading"
            self.step_changed.emit()
        else:
            self._phase = "done"
            self.step_changed.emit()

    def _applied(self, events: list[Any]) -> None:
        self._phase = "animating" if self.table_paced else "idle"
        self.events_applied.emit(list(events))
        if not self.table_paced:
            self._timer.start(self._pause())
