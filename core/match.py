"""One match (Nines) or session (Royal) of either game, playable from a plain script.

A `Match` holds the games in a row as the rules define them (the earlier games' points,
what a finished game hands on to the next), and of the current game: the rules, the
state, whose turn it is, the phase, the undo/redo stack (`core.undo`), the record as
played, the save that continues it exactly here (`core.save_data`), the replay cursor
of a record, and every seat's observation. It never sleeps, never starts a thread and
never imports Qt: the room's controller only schedules it (timers, the worker that asks
computer players, signals), and a network host can run it the same way.

    match = Match("royal", [SeatSpec("Ann", "human"), *computers], seed=7)
    match.start()
    while match.phase is not Phase.MATCH_OVER:
        if match.phase is Phase.CHANCE:
            match.play_chance()
        elif match.phase is Phase.GAME_OVER:
            match.next_game() if not match.match_decided() else match.end()
        else:
            outcome = match.submit(match.to_move(), move)  # events, or a Refusal

Every random choice is drawn from a generator seeded by the match seed and the position
(`chance_rng`, `seat_rng`, `fallback_rng`), so a seed replays a match and, after an undo,
the same position gets the same answers.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from core import undo as takeback
from core.errors import IllegalMove
from core.record_fields import MAX_GAMES
from core.records import check_options, load_record, undo_count, write_record
from core.rng import Rng, make_rng
from core.rules import CHANCE, Rules, get_rules
from core.save_data import SAVE_KEY, check
from core.seating import SeatSpec, mix_seed, seats_of


class Phase(Enum):
    """Where a match stands."""

    NOT_STARTED = "not_started"  # `start()` deals the first game
    CHANCE = "chance"  # the deal or the dice are due: `play_chance()`
    HUMAN = "human"  # a human seat is to move
    COMPUTER = "computer"  # a computer seat is to move
    GAME_OVER = "game_over"  # the game is over: `next_game()` or `end()`
    MATCH_OVER = "match_over"  # the match or session has ended
    REPLAY = "replay"  # a record is looked at: nobody moves


@dataclass(frozen=True)
class Refusal:
    """A move that was not played, and why: the rules' `IllegalMove` (its English reason,
    and the code and params that word it in the player's language). Both games refuse
    with it; the match is as it was."""

    error: IllegalMove

    @property
    def reason(self) -> str:
        return str(self.error)

    @property
    def code(self) -> str | None:
        return self.error.code

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.error.params)


UNDO_BLOCKS = ("no_game", "replay", "hot_seat", "computers", "over", "start")
"""Why undo may not be offered (`Match.undo_blocked`)."""


class Match:
    """One match or session of `game` with `seats`; see the module doc."""

    def __init__(self, game: str, seats: Sequence[SeatSpec],
                 options: Mapping[str, Any] | None = None, *, seed: int | None = None):
        self.rules: Rules = get_rules(game)
        self.game = game
        self.seats = list(seats)
        if not self.rules.min_players <= len(self.seats) <= self.rules.max_players:
            raise ValueError(f"{game} takes {self.rules.min_players}-"
                             f"{self.rules.max_players} players, not {len(self.seats)}")
        self.options: dict[str, Any] = {
            **self.rules.default_options,
            **{k: v for k, v in (options or {}).items() if k in self.rules.default_options}}
        self.seed = seed if seed is not None else make_rng(None).getrandbits(63)
        self.humans = [i for i, s in enumerate(self.seats) if s.human]
        self.state: Any = None
        self.game_number = 0
        self.ply = 0  # moves applied in this game (chance moves included)
        self.undos = 0  # times undo was used in this game (the record's 'undos')
        self.saved_viewer = -1  # the view a continued save showed
        self.show_all = False  # a replay shows every seat's hand face up
        self._earlier: list[list[int]] = []  # points of the finished earlier games
        self._ended = False
        self._redo = takeback.RedoStack()
        self._answers: dict[tuple[int, int, bytes], Any] = {}  # (seat, ply, view): move
        self._undo_seen: tuple[int, int, bool] | None = None  # (game, ply, possible)
        self._replay: tuple[Any, list[Any]] | None = None  # a replay's start and moves

    # --- where the match stands -------------------------------------------------------

    @property
    def phase(self) -> Phase:
        if self._replay is not None:
            return Phase.REPLAY
        if self._ended:
            return Phase.MATCH_OVER
        if self.state is None:
            return Phase.NOT_STARTED
        if self.rules.is_over(self.state):
            return Phase.GAME_OVER
        seat = self.rules.to_move(self.state)
        if seat == CHANCE:
            return Phase.CHANCE
        return Phase.HUMAN if self.seats[seat].human else Phase.COMPUTER

    @property
    def hot_seat(self) -> bool:
        """Two or more humans share the screen."""
        return len(self.humans) >= 2

    def to_move(self) -> int:
        """The seat to act (CHANCE at a chance node)."""
        return self.rules.to_move(self.state)

    def is_over(self) -> bool:
        """Whether the current game is over."""
        return self.state is not None and self.rules.is_over(self.state)

    def observation(self, seat: int) -> Any:
        """What `seat` may see of the current position: its own hand and the public table."""
        return self.rules.observation(self.state, seat)

    def legal_moves(self) -> list[Any]:
        """The legal moves of a human seat to move; none at other times."""
        return self.rules.legal_moves(self.state) if self.phase is Phase.HUMAN else []

    def scores(self) -> list[int]:
        return list(self.rules.scores(self.state))

    def match_scores(self) -> list[int]:
        current = [0] * len(self.seats) if self.state is None else self.scores()
        return [sum(col) for col in zip(*self._earlier, current, strict=True)]

    def earlier_games(self) -> list[list[int]]:
        return [list(points) for points in self._earlier]

    def match_decided(self) -> bool:
        """Whether the match (Nines) is over once this game is (the core's rule; any
        match or session ends after game MAX_GAMES)."""
        return self.is_over() and (self.game_number >= MAX_GAMES or self.rules.match_over(
            self.options, [*self._earlier, self.scores()]))

    def match_winners(self) -> list[int]:
        """The seats that win the match or session so far (the core's rule)."""
        games = [*self._earlier, *([self.scores()] if self.state is not None else [])]
        return self.rules.match_winners(games) if games else []

    # --- seeds ------------------------------------------------------------------------

    def game_seed(self) -> int:
        return mix_seed(self.seed, "game", self.game_number)

    def chance_rng(self) -> Rng:
        return make_rng(mix_seed(self.game_seed(), "chance", self.ply))

    def seat_rng(self, seat: int) -> Rng:
        """The generator of a computer seat's decision here."""
        return make_rng(mix_seed(self.game_seed(), "seat", seat, self.ply))

    def fallback_rng(self) -> Rng:
        """The generator of a computer's last-resort move here."""
        return make_rng(mix_seed(self.game_seed(), "fallback", self.ply))

    # --- the course of the match ------------------------------------------------------

    def start(self) -> None:
        """Deal the first game."""
        if self.phase is not Phase.NOT_STARTED:
            raise RuntimeError("the match has begun")
        self.game_number = 1
        self._begin(carry=None)

    def next_game(self) -> None:
        """After a game's end: deal the next, handing on what the last one carries."""
        if self.phase is not Phase.GAME_OVER or self.match_decided():
            raise RuntimeError("no next game: the game is not over, or the match is")
        carry = self.rules.carry(self.state)
        self._earlier.append(self.scores())
        self.game_number += 1
        self._begin(carry)

    def end(self) -> None:
        """End the match or session here (Royal: the players stop after a game)."""
        if self._replay is None:
            self._ended = True

    def _begin(self, carry: Any) -> None:
        rng = make_rng(self.game_seed())
        self.state = self.rules.new_game(rng, players=len(self.seats),
                                         options=self.options, carry=carry)
        self.ply = 0
        self.undos = 0
        self._redo.clear()
        self._answers.clear()
        self._undo_seen = None

    def submit(self, seat: int, move: Any) -> list[Any] | Refusal:
        """Play `move` of `seat`: the events it caused, in order, or a `Refusal` (out of
        turn, not the seat's move, or against the rules), leaving the match as it was.
        A computer seat's move is remembered: after an undo its view gets it again."""
        phase = self.phase
        if phase not in (Phase.HUMAN, Phase.COMPUTER) or seat != self.to_move():
            return Refusal(IllegalMove("it is not your turn", "out_of_turn"))
        if getattr(move, "seat", None) != seat:
            return Refusal(IllegalMove("it is not your turn", "out_of_turn"))
        key = self._answer_key(seat) if phase is Phase.COMPUTER else None
        try:
            events = self._apply(move)
        except IllegalMove as exc:
            return Refusal(exc)
        if key is not None:
            self._answers[key] = move
        return events

    def play_chance(self) -> list[Any]:
        """At a chance node: draw the outcome from the position's generator and play it."""
        if self.phase is not Phase.CHANCE:
            raise RuntimeError("no chance move is due")
        return self._apply(self.rules.chance_move(self.state, self.chance_rng()))

    def random_move(self) -> Any:
        """A computer's last-resort move here (its search failed): uniform, seeded."""
        return self.rules.random_move(self.state, self.fallback_rng())

    def known_answer(self, seat: int) -> Any:
        """The move `seat` played from this very view before an undo (None if none)."""
        return self._answers.get(self._answer_key(seat))

    def forget_answers(self) -> None:
        """Forget the computers' remembered answers: they think afresh."""
        self._answers.clear()

    def _answer_key(self, seat: int) -> tuple[int, int, bytes]:
        view = repr(self.observation(seat)).encode()
        return seat, self.ply, hashlib.blake2b(view, digest_size=16).digest()

    def _apply(self, move: Any) -> list[Any]:
        events = self.rules.apply(self.state, move)  # IllegalMove: nothing changed
        self.ply += 1
        self._redo.played(move)
        self._undo_seen = None
        return events

    # --- undo and redo ----------------------------------------------------------------

    def undo_blocked(self) -> str | None:
        """Why undo is not offered now (None: it is), one of `UNDO_BLOCKS`: no game, a
        replay, hot-seat play (it would show hands), nobody human plays, the game is
        over, or the human has made no decision in this deal or game yet."""
        phase = self.phase
        if phase in (Phase.NOT_STARTED, Phase.MATCH_OVER):
            return "no_game"
        if phase is Phase.REPLAY:
            return "replay"
        if self.hot_seat:
            return "hot_seat"
        if not self.humans:
            return "computers"
        if phase is Phase.GAME_OVER:
            return "over"
        return None if self._undo_possible() else "start"

    def can_redo(self) -> bool:
        """Whether a redo plays again what an undo took back (nothing new was played)."""
        return bool(self._redo) and self.undo_blocked() in (None, "start")

    def undo(self) -> bool:
        """Take back the human's last decision and every move after it; False when
        nothing can be undone. The record counts one more undo."""
        if self.undo_blocked() is not None:
            return False
        undone = takeback.undo(self.record(), self.humans)
        if undone is None:
            return False
        self._redo.push(undone.moves)
        self.undos += 1
        self.state, self.ply = undone.state, undone.kept
        self._undo_seen = None
        return True

    def redo(self) -> bool:
        """Play again the moves the last undo took back; False when there are none."""
        if not self.can_redo():
            return False
        line = self._redo.pop()
        self.state = takeback.redo(self.record(), line)
        self.ply += len(line)
        self._undo_seen = None
        return True

    def _undo_possible(self) -> bool:
        if self._undo_seen is None or self._undo_seen[:2] != (self.game_number, self.ply):
            rules, start, moves = takeback.record_moves(self.record())
            possible = bool(takeback.decisions(rules, start, moves, self.humans))
            self._undo_seen = (self.game_number, self.ply, possible)
        return self._undo_seen[2]

    # --- records and saves ------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The record of the current game (RECORDS.md), with every seat's hand: the host's
        full record, not one for another seat's eyes."""
        players = [{"name": s.name, "kind": s.kind} for s in self.seats]
        seed = self.seed if self._replay is not None else self.game_seed()  # a replay's
        return write_record(self.rules, self.state, seed=seed,  # is the record's own
                            players=players, options=self.options, undos=self.undos)

    def save_data(self, viewer: int = -1) -> dict[str, Any]:
        """The record plus what continuing the match exactly here needs (`viewer`: whose
        view the room shows, restored by `from_save` as `saved_viewer`)."""
        data = self.record()
        data[SAVE_KEY] = {
            "match_seed": self.seed, "game_number": self.game_number, "ply": self.ply,
            "options": self.options, "earlier_points": self.earlier_games(),
            "viewer": viewer,
        }
        return data

    @classmethod
    def from_save(cls, data: Mapping[str, Any]) -> Match:
        """The match a save continues; SaveError (a RecordError) names the first problem
        of a broken or hostile save, and nothing is made."""
        rules, state, room = check(data)
        match = cls(rules.name, seats_of(data["players"]), room.options, seed=room.match_seed)
        match.game_number = room.game_number
        match.ply = room.ply
        match._earlier = room.earlier_points
        match.state = state
        match.undos = undo_count(data)
        match.saved_viewer = room.viewer
        return match

    # --- replays ----------------------------------------------------------------------

    @classmethod
    def replay(cls, record: Mapping[str, Any]) -> Match:
        """A record to look at: the position it ends in, every move of it to step through
        (`replay_seek`). RecordError when it breaks the rules. A finished game shows every
        hand (`show_all`); a running game's record may be another player's, so not."""
        rules, state = load_record(record)
        start, moves = rules.record_moves(record)
        match = cls(rules.name, seats_of(record["players"]),
                    check_options(rules.name, record.get("options", {})),
                    seed=record.get("seed") or 0)
        match.state = state
        match.undos = undo_count(record)
        match.ply = len(moves)
        match.game_number = rules.game_number(state) or 1  # Royal records have none
        match.show_all = rules.is_over(state)
        match._replay = (start, list(moves))
        return match

    def replay_position(self) -> tuple[int, int]:
        """In a replay: (moves shown, moves in the record); (0, 0) otherwise."""
        if self._replay is None:
            return 0, 0
        return self.ply, len(self._replay[1])

    def replay_seek(self, index: int) -> bool:
        """In a replay: show the position after the first `index` moves (clamped to the
        record); whether the position changed."""
        if self._replay is None:
            return False
        start, moves = self._replay
        index = max(0, min(index, len(moves)))
        if index == self.ply:
            return False
        if index < self.ply:
            self.state, self.ply = self.rules.clone(start), 0
        for move in moves[self.ply:index]:
            self.rules.apply(self.state, move)
        self.ply = index
        return True
