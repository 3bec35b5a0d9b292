"""A lesson being played: the genuine game state built from the lesson's prepared deal,
and where the lesson stands in its steps. Pure Python: the GUI drives it.

The prepared deal is an input the rules accept: a Nines wall and opening roll
(`game_from_wall`), Royal's first dealer and the hands of each deal (`DealCards`, the
chance move of a deal), Tien Gow's four hands and banker (`game_from_hands`). Every
move goes through the rules; the easy computer player finishes a deal or a game, seeded,
so a lesson goes the same way every time.
"""

from __future__ import annotations

from typing import Any

from core.ai import make_agent
from core.lessons.script import HUMAN, Lesson, LessonError, Step, matches, resolve
from core.rng import make_rng
from core.rules import CHANCE, Rules, get_rules

SCRIPTED, MOVE, FINISH, READ, DONE = "scripted", "move", "finish", "read", "done"
FINISH_LEVEL = "easy"  # plays sensibly (never at random) and at once, on the GUI thread


def start_state(lesson: Lesson) -> Any:
    """The game's state dealt as the lesson prepares it."""
    setup = lesson.setup
    try:
        if lesson.game == "nines":
            from core.nines import RULES as NINES
            roll = setup["roll"]
            return NINES.game_from_wall(setup["wall"],
                                        roll=(roll["roller"], tuple(roll["dice"])))
        if lesson.game == "tiengow":
            from core.tiengow import RULES as TIENGOW
            return TIENGOW.game_from_hands(setup["hands"], banker=setup["banker"],
                                           options=setup.get("options"))
        from core.royal import RULES as ROYAL
        from core.royal.state import RoyalCarry
        return ROYAL.new_game(None, players=lesson.players, options=setup.get("options"),
                              carry=RoyalCarry(setup["dealer"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise LessonError(f"bad setup: {exc}") from None


class LessonRun:
    """The lesson's game and its progress: `index` is the step shown, `played` how many
    of its scripted moves are on the table."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.rules: Rules = get_rules(lesson.game)
        self.state: Any = start_state(lesson)
        self.index = 0
        self.played = 0
        self.moves: list[Any] = []  # every move applied, in order

    @classmethod
    def at(cls, lesson: Lesson, index: int) -> LessonRun:
        """The lesson as it stands when step `index` begins (every earlier step done)."""
        run = cls(lesson)
        while run.index < min(index, len(lesson.steps)):
            run.complete_step()
        return run

    # --- where the lesson stands -------------------------------------------------------

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    def stage(self) -> str:
        """What the step needs now: scripted moves to play, the player's move, the seeded
        finish, to be read (then `advance`), or nothing (the lesson is over)."""
        step = self.step
        if step is None:
            return DONE
        if self.played < len(step.play):
            return SCRIPTED
        if step.expect is not None:
            return MOVE
        if step.finish is not None and not self._finished(step.finish):
            return FINISH
        return READ

    def expected(self) -> Any:
        """The player's move the step waits for (None when it waits for none)."""
        step = self.step
        if step is None or step.expect is None or self.stage() != MOVE:
            return None
        return resolve(self.lesson.game, self.state, step.expect, HUMAN)

    # --- moving on ----------------------------------------------------------------------

    def play_scripted(self) -> list[Any]:
        """Play the step's next scripted move; its events."""
        step = self.step
        if step is None or self.stage() != SCRIPTED:
            raise LessonError("no scripted move is due")
        move = resolve(self.lesson.game, self.state, step.play[self.played])
        events = self._apply(move)
        self.played += 1
        return events

    def check(self, move: Any) -> bool:
        """Whether `move` is the one the step asks for (checking changes nothing; the GUI
        words a refusal from the step)."""
        expected = self.expected()
        return expected is not None and matches(expected, move)

    def play_move(self, move: Any) -> list[Any]:
        """Play the player's `move` (it must pass `check`) and go to the next step."""
        if not self.check(move):
            raise LessonError(f"the step asks for another move than {move!r}")
        events = self._apply(move)
        self.advance()
        return events

    def finish(self) -> int:
        """Play the rest of the deal or game, every seat (the player's too) as the easy
        computer player from its own observation, seeded; how many moves were played."""
        step = self.step
        count = 0
        if step is None or step.finish is None:
            return count
        rng = make_rng(self.lesson.seed * 1000 + self.index)
        player = make_agent(self.rules, FINISH_LEVEL)
        while not self._finished(step.finish):
            seat = self.rules.to_move(self.state)
            move = (self.rules.chance_move(self.state, rng) if seat == CHANCE
                    else player.choose(self.rules.observation(self.state, seat), rng))
            self._apply(move)
            count += 1
        return count

    def advance(self) -> None:
        """To the next step (after reading one)."""
        if self.step is not None:
            self.index += 1
            self.played = 0

    def complete_step(self) -> None:
        """Do all the step asks (its scripted moves, the expected move, the finish)."""
        while self.stage() == SCRIPTED:
            self.play_scripted()
        if self.stage() == MOVE:
            self.play_move(self.expected())
            return
        self.finish()
        self.advance()

    # --- helpers ------------------------------------------------------------------------

    def _finished(self, what: str) -> bool:
        """The game is over, or (a Royal "deal") the deal is: the next one waits to be
        dealt."""
        if self.rules.is_over(self.state):
            return True
        return what == "deal" and self.rules.to_move(self.state) == CHANCE

    def _apply(self, move: Any) -> list[Any]:
        events = self.rules.apply(self.state, move)
        self.moves.append(move)
        return events
