"""The game controller: schedules one match (Nines) or session (Royal) for the room.

The course of the game is `core.match.Match`'s (whose turn, the rules, undo and redo,
the record, the save's contents, the replay cursor); the controller only schedules it:
timers and the computers' pause, the worker that asks computer players for their moves
off the GUI thread, who looks at the screen (the viewer, the hot-seat curtain), writing
the save after every move, and signals that tell the table and the room what happened.
The table draws from `observation()` only and never decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Self

from PySide6.QtCore import QObject, QTimer, Signal, qWarning

from core.ai import Agent, Budget
from core.errors import IllegalMove
from core.match import Match, Phase, Refusal
from core.private import redacted
from core.rules import Rules
from gui.coach.thinker import turn_search
from gui.play import autosave
from gui.play.seats import AgentFactory, SeatSpec, default_agent, hard_default_ms, mix_seed
from gui.services.settings import settings
from gui.table.contracts import ControllerSignals, Step

# SeatSpec, AgentFactory and mix_seed are imported from here by the room and the tests
__all__ = ["HINT_LEVEL", "IN_PROCESS", "RANDOM", "RESTORED", "AgentFactory", "GameController",
           "SeatSpec", "Step", "mix_seed"]

HINT_LEVEL = "hard"  # the hint is the hard search's move, as the coach's best
# What a computer's search fell back to (`search_fallback`): its search processes failed
# and it searches in this process (on a worker thread) until they answer again; its
# search failed and it played a random move; the search processes answered again.
IN_PROCESS, RANDOM, RESTORED = "in_process", "random", "restored"


class GameController(ControllerSignals):
    """The controller of one match or session; its signals are those of
    `gui.table.contracts.ControllerSignals` and `search_fallback`, and it is what a table needs
    (`TableController`)."""

    search_fallback = Signal(int, str)  # seat, IN_PROCESS, RANDOM or RESTORED: once a spell

    def __init__(
        self, game: str, seats: Sequence[SeatSpec], options: Mapping[str, Any] | None = None,
        *, seed: int | None = None, save_path: Path | None = None,
        agent_factory: AgentFactory | None = None, parent: QObject | None = None,
        match: Match | None = None,
    ):
        super().__init__(parent)
        from gui.play.worker import Worker

        self.match = match if match is not None else Match(game, seats, options, seed=seed)
        self.save_path = save_path
        self.table_paced = False  # set by the room when a table calls animations_done
        self.agent_factory = agent_factory  # the computers' maker (None: default_agent)
        self._warm = agent_factory is None and any(s.level in ("hard", "expert")
                                                   for s in self.seats)
        self._agents: dict[int, Agent] = {}
        self._worker = Worker(self)
        self._job: int | None = None
        self._hint_job: int | None = None
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._advance)
        self._step = Step.REPLAY if self.match.phase is Phase.REPLAY else Step.IDLE
        humans = self.match.humans
        self._viewer = -1 if self.hot_seat else self.match.saved_viewer
        self._bottom = humans[0] if humans else 0  # the last seat that viewed
        if self._viewer >= 0:
            self._bottom = self._viewer
        self._holds = 0  # hold(): the computers wait while a dialog is over the table
        self._held: Callable[[], None] | None = None
        self._save_problem: str | None = None
        self._random_spells: set[int] = set()  # seats playing at random since they searched

    # --- what the match is --------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def game(self) -> str:
        return self.match.game

    @property
    def seats(self) -> list[SeatSpec]:
        return self.match.seats

    @property
    def options(self) -> dict[str, Any]:
        return self.match.options

    @property
    def seed(self) -> int:
        return self.match.seed

    @property
    def hot_seat(self) -> bool:
        return self.match.hot_seat

    @property
    def phase(self) -> Step:
        return self._step

    @property
    def show_all(self) -> bool:
        """A replay shows every seat's hand face up."""
        return self.match.show_all

    def viewer(self) -> int:
        return self._viewer

    def bottom_seat(self) -> int:
        """The seat drawn at the bottom: the viewer, or while none (-1) the seat that viewed
        last (the table does not turn), whose hand the table then keeps face down."""
        return self._viewer if self._viewer >= 0 else self._bottom

    def face_up_seats(self) -> frozenset[int]:
        """The one rule of privacy: the seats whose hands may be face up now. In play only
        the viewer's (none while the hot-seat curtain is down or due); in a replay with
        `show_all` every seat's. Both tables draw every other hand face down."""
        if self._step is Step.REPLAY and self.show_all:
            return frozenset(range(len(self.seats)))
        return frozenset((self._viewer,)) if self._viewer >= 0 else frozenset()

    def observation(self, seat: int | None = None) -> Any:
        """What `seat` (default: the viewer) sees. While nobody views (-1) it is the bottom
        seat's view with that seat's own tiles or cards taken out."""
        if seat is not None:
            return self.match.observation(seat)
        obs = self.match.observation(self.bottom_seat())
        return obs if self._viewer >= 0 else redacted(obs)

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def to_move(self) -> int:
        return self.match.to_move()

    def legal_moves(self) -> list[Any]:
        return self.match.legal_moves() if self._step is Step.HUMAN else []

    def scores(self) -> list[int]:
        return self.match.scores()

    def match_scores(self) -> list[int]:
        return self.match.match_scores()

    def earlier_games(self) -> list[list[int]]:
        return self.match.earlier_games()

    def game_number(self) -> int:
        return self.match.game_number

    def move_count(self) -> int:
        """Moves applied in this game so far (chance moves included)."""
        return self.match.ply

    def is_over(self) -> bool:
        return self.match.is_over()

    def match_decided(self) -> bool:
        """True when the match (Nines) is over once this game is (the core's rule)."""
        return self.match.match_decided()

    def match_winners(self) -> list[int]:
        """The seats that win the match or session so far (the core's rule)."""
        return self.match.match_winners()

    # --- commands -----------------------------------------------------------------------

    def start(self) -> None:
        """Deal the first game of the match."""
        self._halt()
        self.match.start()
        self._begun()

    def next_game(self) -> None:
        """After game_over: deal the next game, handing on what the last one carries."""
        if self._step is not Step.GAME_OVER:
            raise RuntimeError("the game is not over")
        self._halt()
        self.match.next_game()
        self._begun()

    def end_match(self) -> None:
        """End the match or session here (Royal: the player stops after a game)."""
        self._halt()
        self.match.end()
        self._step = Step.MATCH_OVER
        self._remove_save()
        self.match_over.emit()

    def submit(self, move: Any) -> IllegalMove | None:
        """Apply the human's `move`; a refusal (the core's, or out of turn) is emitted as
        `move_refused` and returned."""
        if self._step is not Step.HUMAN:
            outcome: list[Any] | Refusal = Refusal(
                IllegalMove("it is not your turn", "out_of_turn"))
        else:
            outcome = self.match.submit(self.to_move(), move)
        if isinstance(outcome, Refusal):
            self.move_refused.emit(outcome.error)
            return outcome.error
        self._cancel_hint()
        self._applied(outcome, mover=move.seat)
        return None

    def lift_curtain(self) -> None:
        """The player behind the curtain clicked: show their hand and let them move."""
        if self._step is not Step.CURTAIN:
            return
        seat = self.to_move()
        self._set_viewer(seat)
        self._step = Step.HUMAN
        self.human_to_move.emit(seat)

    def hold(self) -> bool:
        """Let no computer move (nor deal) until `release`: a dialog is over the table and
        the player would miss the moves. A computer thinking now finishes its thinking, and
        its move is applied on release."""
        self._holds += 1
        return True

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        if not self._holds and self._held is not None:
            carry_on, self._held = self._held, None
            carry_on()

    def animations_done(self) -> None:
        if self._step is Step.ANIMATING:
            self._step = Step.IDLE
            self._timer.start(0)

    def hint(self, callback: Callable[[Any], None],
             analyse: Callable[[Callable[[Any], None]], None] | None = None) -> None:
        """Find the hint for the human to move and hand its move to `callback` while that
        decision is still on the table: the best move of the hard search of the decision,
        the coach's (one voice for hint, coach and review). `analyse(done)` is the
        coach's (`gui.coach.install.CoachInstall.turn_analysis`): it calls `done` with its
        analysis of the decision, at once, when its search ends, or from the search it
        starts. Without it the same search runs here (the coach's seed and time)."""
        if self._step is not Step.HUMAN:
            return
        self._cancel_hint()
        at = (self.match.game_number, self.match.ply)

        def found(move: Any) -> None:
            if self._step is Step.HUMAN and (self.match.game_number, self.match.ply) == at:
                callback(move)

        if analyse is not None:
            analyse(lambda analysis: found(analysis.best.move))
            return
        agent = self._make_agent(HINT_LEVEL)
        obs = self.match.observation(self.to_move())
        rng, budget = turn_search(self.game, self.seed, self.match.game_number,
                                  self.match.ply)

        def done(move: Any, error: BaseException | None) -> None:
            self._hint_job = None
            if error is None:
                found(move)

        self._hint_job = self._worker.choose(agent, obs, rng, budget, done)

    def shutdown(self) -> None:
        """Stop thinking and timers (before the window closes or a new match starts)."""
        self._halt()
        self._worker.shutdown(3000)

    def resume(self) -> None:
        """Show the continued position and carry on from it."""
        self.game_started.emit()
        if self._step is Step.REPLAY:
            return
        if self.match.is_over():
            self._game_finished(save=False)
        else:
            self._warm_up()
            self._timer.start(0)

    # --- undo and redo ------------------------------------------------------------------

    def undo_blocked(self) -> str | None:
        """Why Undo is not offered now (None: it is): the match's reason
        (`core.match.UNDO_BLOCKS`)."""
        return self.match.undo_blocked()

    def can_redo(self) -> bool:
        """Whether Redo plays again what an undo took back (nothing new was played since)."""
        return self.match.can_redo() and self.undo_blocked() in (None, "start")

    def undo_count(self) -> int:
        """Times undo was used in this game (it is marked so in its record)."""
        return self.match.undos

    def undo(self) -> bool:
        """Take back the human's last decision and every move after it, back to the moment
        the human had to decide: thinking stops (its answer never lands), the save follows
        and the table is drawn afresh (game_started). False when nothing can be undone."""
        if self.undo_blocked() is not None:
            return False
        self._halt()
        if not self.match.undo():
            return False
        self._new_position()
        return True

    def redo(self) -> bool:
        """Play again the moves the last undo took back; False when there are none."""
        if not self.can_redo():
            return False
        self._halt()
        self.match.redo()
        self._new_position()
        return True

    def _new_position(self) -> None:
        self._step = Step.IDLE
        self._save()
        self.game_started.emit()
        self._timer.start(0)

    # --- replays ------------------------------------------------------------------------

    @classmethod
    def replay(cls, record: Mapping[str, Any], parent: QObject | None = None) -> Self:
        """A controller showing the position a record ends in (RecordError when it breaks
        the rules). Nobody moves; every seat's view may be shown, and `replay_seek` steps
        through the record move by move."""
        match = Match.replay(record)
        ctl = cls(match.game, match.seats, match.options, parent=parent, match=match)
        ctl._viewer = 0
        return ctl

    def set_show_all(self, on: bool) -> None:
        """In a replay: show every seat's hand face up (or only the viewer's)."""
        if self._step is Step.REPLAY and on != self.match.show_all:
            self.match.show_all = on
            self.game_started.emit()

    def replay_position(self) -> tuple[int, int]:
        """In a replay: (moves shown, moves in the record); (0, 0) otherwise."""
        return self.match.replay_position()

    def replay_seek(self, index: int) -> None:
        """In a replay: show the position after the first `index` moves (clamped to the
        record), and tell the table (game_started)."""
        if self.match.replay_seek(index):
            self.game_started.emit()

    def replay_step(self, delta: int) -> None:
        """In a replay: move `delta` moves forward (negative: back)."""
        self.replay_seek(self.match.ply + delta)

    def show_seat(self, seat: int) -> None:
        """In a replay: show the hand of `seat` at the bottom."""
        if self._step is Step.REPLAY and 0 <= seat < len(self.seats):
            self._set_viewer(seat)
            self.game_started.emit()

    # --- records and saves --------------------------------------------------------------

    def save_problem(self) -> str | None:
        """Why the last save failed (None: the game on the table is saved)."""
        return self._save_problem

    def record(self) -> dict[str, Any]:
        """The record of the game on the table (RECORDS.md)."""
        return self.match.record()

    def save_data(self) -> dict[str, Any]:
        """The record plus what the room needs to continue the match exactly here."""
        return self.match.save_data(self._viewer)

    @classmethod
    def from_save(cls, data: Mapping[str, Any], *, save_path: Path | None = None,
                  agent_factory: AgentFactory | None = None,
                  parent: QObject | None = None) -> Self:
        """A controller continuing a saved match; SaveError (a RecordError) when the save
        is broken. In hot-seat play whoever sits down next lifts the curtain first."""
        match = Match.from_save(data)
        return cls(match.game, match.seats, match.options, save_path=save_path,
                   agent_factory=agent_factory, parent=parent, match=match)

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

    # --- the play loop ------------------------------------------------------------------

    def _begun(self) -> None:
        """A game was dealt: show it and play on."""
        self._warm_up()
        self._step = Step.IDLE
        if self.hot_seat:
            self._set_viewer(-1)
        elif self._viewer < 0:
            self._set_viewer(self.match.humans[0] if self.match.humans else 0)
        self._save()
        self.game_started.emit()
        self._timer.start(0)

    def _advance(self) -> None:
        """One step of the match: the dice or the deal, a human's turn, a computer's pause
        and then its thinking, or the game's end."""
        if self._step in (Step.GAME_OVER, Step.MATCH_OVER, Step.REPLAY):
            return
        phase = self.match.phase
        if phase is Phase.NOT_STARTED:
            return
        if self._holds:
            self._held = self._advance
            return
        if phase is Phase.GAME_OVER:
            self._game_finished(save=True)
        elif phase is Phase.CHANCE:
            self._applied(self.match.play_chance())
        elif phase is Phase.HUMAN:
            seat = self.to_move()
            if self.hot_seat and self._viewer != seat:
                self._step = Step.CURTAIN
                self.curtain_requested.emit(seat)
            else:
                self._step = Step.HUMAN
                self.human_to_move.emit(seat)
        elif self._step is Step.PAUSING:
            self._think(self.to_move())
        else:
            self._step = Step.PAUSING
            self._timer.start(settings().pause_ms())

    def _make_agent(self, level: str) -> Agent:
        return (self.agent_factory or default_agent)(self.rules, level)

    def _think(self, seat: int) -> None:
        self._step = Step.THINKING
        agent = self._agents.get(seat)
        if agent is None:
            agent = self._agents[seat] = self._make_agent(self.seats[seat].level)
        self.ai_thinking.emit(seat)

        def done(move: Any, error: BaseException | None) -> None:
            self._ai_done(seat, move, error)

        def fell_back(in_process: bool, why: BaseException | None) -> None:
            self._search_fell_back(seat, in_process, why)

        answer = self.match.known_answer(seat)
        if answer is not None:  # after an undo: the same view gets the same answer
            self._job = self._worker.run(lambda cancel: answer, done)
        else:
            self._job = self._worker.choose(agent, self.match.observation(seat),
                                            self.match.seat_rng(seat), self._budget(seat),
                                            done, fell_back)

    def _search_fell_back(self, seat: int, in_process: bool,
                          why: BaseException | None) -> None:
        """The search processes failed (the same search goes on on the worker thread), or
        answer again: said once a spell."""
        if in_process:
            qWarning(f"computer seat {seat} failed ({why!r}); it searches in this process")
        self.search_fallback.emit(seat, IN_PROCESS if in_process else RESTORED)

    def _budget(self, seat: int) -> Budget | None:
        """The hard and expert levels think as long as the pace setting says; the others
        need none."""
        level = self.seats[seat].level
        if level == "expert":
            from core.ai.expert import EXPERT_MS
            return Budget(ms=settings().think_ms(EXPERT_MS))
        if level != "hard":
            return None
        return Budget(ms=settings().think_ms(hard_default_ms(self.game)))

    def _ai_done(self, seat: int, move: Any, error: BaseException | None) -> None:
        self._job = None
        if self._step is not Step.THINKING:
            return
        if self._holds:
            self._held = lambda: self._ai_done(seat, move, error)
            return
        if error is None:
            outcome = self.match.submit(seat, move)
            if not isinstance(outcome, Refusal):
                self._random_spells.discard(seat)
                self._applied(outcome)
                return
            error = outcome.error
        qWarning(f"computer seat {seat} failed ({error!r}); it plays a random move")
        outcome = self.match.submit(seat, self.match.random_move())
        assert not isinstance(outcome, Refusal), outcome  # the rules' own legal move
        self._applied(outcome)
        if seat not in self._random_spells:  # said after the move, which the table words anew
            self._random_spells.add(seat)
            self.search_fallback.emit(seat, RANDOM)

    def _applied(self, events: list[Any], mover: int = -1) -> None:
        self._step = Step.ANIMATING if self.table_paced else Step.IDLE
        hide = self.hot_seat and mover >= 0 and (self.match.is_over()
                                                 or self.to_move() != mover)
        if hide:  # another player may sit down before the next human's turn
            self._viewer = -1
        self._save()
        self.events_applied.emit(list(events))
        if hide:
            self.viewer_changed.emit(-1)
        if not self.table_paced:
            self._timer.start(0)

    def _game_finished(self, *, save: bool) -> None:
        self._step = Step.GAME_OVER
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

    def _set_viewer(self, seat: int) -> None:
        if seat >= 0:
            self._bottom = seat
        if seat != self._viewer:
            self._viewer = seat
            self.viewer_changed.emit(seat)

    def _cancel_hint(self) -> None:
        if self._hint_job is not None:
            self._worker.cancel(self._hint_job)
            self._hint_job = None

    def _halt(self) -> None:
        self._timer.stop()
        self._held = None
        if self._job is not None:
            self._worker.cancel(self._job)
            self._job = None
        self._cancel_hint()
