"""The game controller: drives one match (Nines) or session (Royal) for the room.

It owns the rules state, asks computer players for moves off the GUI thread, takes the
human's moves, writes the save after every move and tells the table what happened with
signals. The table draws from `observation()` only and never decides a rule.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, qWarning

from core import undo as takeback
from core.ai import Agent, Budget, make_agent
from core.errors import IllegalMove
from core.names import DEFAULT_NAMES, clean_name
from core.private import redacted
from core.records import check_options, load_record, undo_count, write_record
from core.rng import make_rng
from core.rules import CHANCE, Rules, get_rules
from gui import autosave
from gui.contracts import ControllerSignals
from gui.settings import settings

HINT_LEVEL = "medium"
AgentFactory = Callable[[Rules, str], Agent]


@dataclass(frozen=True)
class SeatSpec:
    name: str
    kind: str  # "human" or "ai:random|easy|medium|hard"

    @property
    def human(self) -> bool:
        return self.kind == "human"

    @property
    def level(self) -> str:
        return self.kind.partition(":")[2] or "random"


def seats_of(players: Sequence[Mapping[str, Any]]) -> list[SeatSpec]:
    """The seats of a checked record's players, their names made safe to show."""
    return [SeatSpec(clean_name(p["name"]) or DEFAULT_NAMES[i % len(DEFAULT_NAMES)],
                     p["kind"]) for i, p in enumerate(players)]


def default_agent(rules: Rules, level: str) -> Agent:
    """The computer player of `level`: a missing module is an error, never a random player."""
    return make_agent(rules, level)


def hard_default_ms(game: str) -> float:
    """The hard level's default thinking time in `game` (ms)."""
    if game == "royal":
        from core.ai.royal import DEFAULT_MS
        return DEFAULT_MS
    from core.ai.nines import HARD_MS
    return HARD_MS


def mix_seed(*parts: object) -> int:
    """A 63-bit seed that depends on every part (stable across runs and platforms)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


class GameController(ControllerSignals):
    """The controller of one match or session; its signals are those of
    `gui.contracts.ControllerSignals`, and it is what a table needs (`TableController`)."""

    def __init__(
        self, game: str, seats: Sequence[SeatSpec], options: Mapping[str, Any] | None = None,
        *, seed: int | None = None, save_path: Path | None = None,
        agent_factory: AgentFactory | None = None, parent: QObject | None = None,
    ):
        super().__init__(parent)
        from gui.worker import Worker

        self.rules: Rules = get_rules(game)
        self.game = game
        self.seats = list(seats)
        if not self.rules.min_players <= len(self.seats) <= self.rules.max_players:
            raise ValueError(f"{game} takes {self.rules.min_players}-"
                             f"{self.rules.max_players} players, not {len(self.seats)}")
        self.options = {**self.rules.default_options,
                        **{k: v for k, v in (options or {}).items()
                           if k in self.rules.default_options}}
        self.seed = seed if seed is not None else make_rng(None).getrandbits(63)
        self.save_path = save_path
        self.table_paced = False  # set by the room when a table calls animations_done
        self._agent_factory = agent_factory or (lambda rules, level: default_agent(rules, level))
        self._warm = agent_factory is None and any(s.level == "hard" for s in self.seats)
        self._agents: dict[int, Agent] = {}
        self._worker = Worker(self)
        self._job: int | None = None
        self._hint_job: int | None = None
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._step)
        self._state: Any = None
        self._game_number = 0
        self._ply = 0
        self._earlier: list[list[int]] = []  # points of the finished earlier games
        self._viewer = -1
        self._phase = "idle"
        self._humans = [i for i, s in enumerate(self.seats) if s.human]
        self._bottom = self._humans[0] if self._humans else 0  # the last seat that viewed
        self.show_all = False  # a replay shows every seat's hand face up
        self._replay_start: Any = None  # a replay's first position and its moves
        self._replay_moves: list[Any] = []
        self._holds = 0  # hold(): the computers wait while a dialog is over the table
        self._held: Callable[[], None] | None = None
        self._save_problem: str | None = None
        self._undos = 0  # times undo was used in this game (the record's 'undos')
        self._redo = takeback.RedoStack()
        self._answers: dict[tuple[int, int, bytes], Any] = {}  # (seat, ply, view): move
        self._undo_seen: tuple[int, int, bool] | None = None  # (game, ply, possible)

    # --- read-only ------------------------------------------------------------------------

    @property
    def hot_seat(self) -> bool:
        return len(self._humans) >= 2

    @property
    def phase(self) -> str:
        """idle, curtain, human, pausing, thinking, animating, game_over, match_over or
        replay."""
        return self._phase

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
        if self._phase == "replay" and self.show_all:
            return frozenset(range(len(self.seats)))
        return frozenset((self._viewer,)) if self._viewer >= 0 else frozenset()

    def set_show_all(self, on: bool) -> None:
        """In a replay: show every seat's hand face up (or only the viewer's)."""
        if self._phase == "replay" and on != self.show_all:
            self.show_all = on
            self.game_started.emit()

    def observation(self, seat: int | None = None) -> Any:
        """What `seat` (default: the viewer) sees. While nobody views (-1) it is the bottom
        seat's view with that seat's own tiles or cards taken out."""
        if seat is not None:
            return self.rules.observation(self._state, seat)
        obs = self.rules.observation(self._state, self.bottom_seat())
        return obs if self._viewer >= 0 else redacted(obs)

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def to_move(self) -> int:
        return self.rules.to_move(self._state)

    def legal_moves(self) -> list:
        return self.rules.legal_moves(self._state) if self._phase == "human" else []

    def scores(self) -> list[int]:
        return list(self.rules.scores(self._state))

    def match_scores(self) -> list[int]:
        current = [0] * len(self.seats) if self._state is None else self.scores()
        return [sum(col) for col in zip(*self._earlier, current, strict=True)]

    def earlier_games(self) -> list[list[int]]:
        return [list(points) for points in self._earlier]

    def game_number(self) -> int:
        return self._game_number

    def move_count(self) -> int:
        """Moves applied in this game so far (chance moves included)."""
        return self._ply

    def save_problem(self) -> str | None:
        """Why the last save failed (None: the game on the table is saved)."""
        return self._save_problem

    def is_over(self) -> bool:
        return self._state is not None and self.rules.is_over(self._state)

    def match_decided(self) -> bool:
        """True when the match (Nines) is over once this game is (the core's rule)."""
        return self.is_over() and self.rules.match_over(self.options,
                                                        [*self._earlier, self.scores()])

    def match_winners(self) -> list[int]:
        """The seats that win the match or session so far (the core's rule)."""
        games = [*self._earlier, *([self.scores()] if self._state is not None else [])]
        return self.rules.match_winners(games) if games else []

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
        if self.save_path is not None:
            try:
                autosave.remove(self.save_path)
            except OSError as exc:
                self._save_failed(exc)
        self.match_over.emit()

    def submit(self, move: Any) -> IllegalMove | None:
        """Apply the human's `move`; a refusal (the core's `IllegalMove`, or the room's
        `out_of_turn`) is emitted as `move_refused` and returned."""
        if self._phase != "human" or getattr(move, "seat", None) != self.to_move():
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

    # --- undo (a game against computers) ---------------------------------------------------

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

    def _set_position(self, state: Any, ply: int) -> None:
        self._state = state
        self._ply = ply
        self._undo_seen = None
        self._phase = "idle"
        self._save()
        self.game_started.emit()
        self._timer.start(0)

    def shutdown(self) -> None:
        """Stop thinking and timers (before the window closes or a new match starts)."""
        self._halt()
        self._worker.shutdown(3000)

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
                  parent: QObject | None = None) -> GameController:
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

    @classmethod
    def replay(cls, record: Mapping[str, Any], parent: QObject | None = None,
               ) -> GameController:
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
        ctl._game_number = getattr(state, "game_number", 1)  # Royal records have none
        ctl._phase = "replay"
        ctl._viewer = 0
        # a finished game is there to be studied; a running game's record may be another
        # player's, whose hands are not for everyone
        ctl.show_all = rules.is_over(state)
        return ctl

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

    def _game_seed(self) -> int:
        return mix_seed(self.seed, "game", self._game_number)

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
        self._redo.played(move)
        self._undo_seen = None
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

    def _set_viewer(self, seat: int) -> None:
        if seat >= 0:
            self._bottom = seat
        if seat != self._viewer:
            self._viewer = seat
            self.viewer_changed.emit(seat)

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

    def _warm_up(self) -> None:
        """Start the hard players' search processes before their first move (once)."""
        if self._warm:
            self._warm = False
            self._worker.warm_up()

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
