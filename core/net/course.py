"""The course of the match at a network table, on the host: the match (`core.match`)
played seat by seat, a computer's thinking off the event loop, every client's move
checked by the match, and each seat told what happened as it may see it. Saves and
records are written on a thread of their own, in order.

`core.net.host.Host` owns the connections and hands this what its clients say.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from core import atomic_file
from core.match import Match, Phase, Refusal
from core.net import codec
from core.net.peer import Peer
from core.net.protocol import (
    Events,
    GameOverMsg,
    Lobby,
    MatchOver,
    MoveMsg,
    Position,
    Refused,
    State,
    Turn,
    jsonable,
    move_dict,
)
from core.net.seats import Slot, match_seats
from core.net.table_config import NET_KEY, TableConfig
from core.net.thinking import Thinker
from core.rules import get_rules

log = logging.getLogger(__name__)


class Course:
    """The match of the table `config` with `slots` (a saved `match`, or a new one at
    `begin`); `on_change()` hears of every change, `on_over()` of the match's end."""

    def __init__(self, config: TableConfig, slots: Sequence[Slot], match: Match | None,
                 grace_s: float, on_change: Callable[[], None],
                 on_over: Callable[[], None]):
        self.config, self.slots, self.match = config, slots, match
        self._grace_s = grace_s
        self._on_change, self._on_over = on_change, on_over
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._thinker: Thinker | None = None
        self._saver = ThreadPoolExecutor(1, thread_name_prefix="herna-net-save")
        self._saves: list[asyncio.Future[None]] = []
        self._before_deal: int | None = None  # the deal of the move being applied
        self._game_over: GameOverMsg | None = None  # while the table waits for `ready`
        self.code = ""  # the table's join code, kept in the save (the host sets it)
        self.closing = False
        self.record: dict[str, Any] | None = None  # the full record of the last game

    @property
    def started(self) -> bool:
        return self._task is not None

    def options(self) -> Mapping[str, Any]:
        if self.match is not None:
            return self.match.options
        rules = get_rules(self.config.game)
        return {**rules.default_options, **{k: v for k, v in self.config.options.items()
                                            if k in rules.default_options}}

    def begin(self) -> None:
        """Play: the seats nobody took are played by computers (a friend may still come)."""
        if self._task is not None or self.closing:
            return
        if self.match is None:
            self.match = Match(self.config.game, match_seats(self.slots, self.config.fill_level),
                               self.config.options, seed=self.config.seed)
        self._thinker = Thinker(self.match.rules, self.config.think_ms,
                                self.config.expert_ms)
        self._task = asyncio.get_running_loop().create_task(self._play())
        self.lobby()

    def wake(self) -> None:
        """Something changed that the course may wait for (a seat came, went, is ready)."""
        self._wake.set()

    async def stop(self) -> None:
        self.closing = True
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        await self.flush()
        self._saver.shutdown(wait=False)

    # --- what a seat is told -------------------------------------------------------------

    def lobby(self) -> None:
        message = Lobby(seats=[slot.info() for slot in self.slots], started=self.started)
        for slot in self.slots:
            if slot.peer is not None:
                slot.peer.send(message)
        self._on_change()

    def state(self, seat: int) -> State | None:
        """`seat`'s whole view (None before the first game is dealt)."""
        if self.match is None or self.match.phase is Phase.NOT_STARTED:
            return None
        return State(position=self._position(seat), deal=self._deal_index())

    def catch_up(self, seat: int) -> list[State | GameOverMsg]:
        """What a seat that (re)joins is sent: its `state`, and between games the
        `game_over` it missed, so that it can say `ready`."""
        state = self.state(seat)
        if state is None:
            return []
        return [state] if self._game_over is None else [state, self._game_over]

    def public(self, seat: int) -> dict[str, Any] | None:
        """The record `seat` may keep of the game so far."""
        if self.match is None or self.match.state is None:
            return None
        return codec.public_record(self.match.record(), seat)

    def _deal_index(self) -> int | None:
        """Royal: the index into the record's deals of the deal in play (None: Nines)."""
        match = self.match
        if match is None or match.game != "royal" or match.state is None:
            return None
        return min(5, match.rules.deal_number(match.observation(0)) - 1)

    def _position(self, seat: int) -> Position:
        match = self.match
        assert match is not None
        obs = match.observation(seat)
        phase = match.phase  # a friend may play a seat a computer filled at first
        if phase in (Phase.HUMAN, Phase.COMPUTER):
            phase = Phase.COMPUTER if self.slots[match.to_move()].computer else Phase.HUMAN
        return Position(
            game_number=match.game_number, deal=match.rules.deal_number(obs), ply=match.ply,
            observation=codec.encode_observation(match.game, obs),
            to_move=match.to_move(), phase=phase.value,  # type: ignore[arg-type]
            scores=match.scores(), match_scores=match.match_scores(),
            earlier_games=match.earlier_games(),
            match_decided=match.is_over() and match.match_decided(),
            match_winners=match.match_winners() if match.is_over() else [])

    # --- the play -----------------------------------------------------------------------

    async def _play(self) -> None:
        match = self.match
        assert match is not None
        try:
            if match.phase is Phase.NOT_STARTED:
                match.start()
            self._states()
            while not self.closing:
                self._wake.clear()
                phase = match.phase
                if phase is Phase.MATCH_OVER:
                    break
                if phase is Phase.CHANCE:
                    self._applied(match.play_chance())
                elif phase is Phase.GAME_OVER:
                    await self._between_games()
                elif self.slots[match.to_move()].computer:
                    await self._computer_move(match.to_move())
                else:
                    self._waiting_for(match.to_move())
                    await self._wake.wait()
            if not self.closing:
                await self._finish()
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("the table stopped")
            self._on_over()

    def _level(self, seat: int) -> str:
        kind = self.slots[seat].kind
        return kind.partition(":")[2] if kind.startswith("ai:") else self.config.fill_level

    async def _computer_move(self, seat: int) -> None:
        match, thinker = self.match, self._thinker
        assert match is not None and thinker is not None
        if self.config.pause_ms:
            await asyncio.sleep(self.config.pause_ms / 1000)
        obs, rng, at = match.observation(seat), match.seat_rng(seat), (match.game_number,
                                                                        match.ply)
        try:
            move = await asyncio.to_thread(thinker.choose, self._level(seat), obs, rng)
        except Exception as exc:  # its search failed: a seeded random move
            log.warning("computer seat %s failed (%r); it plays a random move", seat, exc)
            move = None
        if self.closing or (match.game_number, match.ply) != at:
            return
        outcome = match.submit(seat, move) if move is not None else None
        if outcome is None or isinstance(outcome, Refusal):
            outcome = match.submit(seat, match.random_move())
            assert not isinstance(outcome, Refusal), outcome
        self._applied(outcome)

    def move(self, peer: Peer, seat: int, message: MoveMsg) -> bool:
        """Play a client's move, or refuse it; whether it was played."""
        match = self.match
        deal = self._deal_index()

        def refuse(code: str, reason: str, **params: Any) -> bool:
            peer.send(Refused(ref=message.ref, code=code, params=params, reason=reason,
                              deal=deal))
            return False

        if message.seat != seat:
            return refuse("not_your_seat", "you play another seat", seat=message.seat)
        if (match is None or not self.started
                or match.phase not in (Phase.HUMAN, Phase.COMPUTER)
                or match.to_move() != seat or self.slots[seat].computer):
            return refuse("out_of_turn", "it is not your turn")
        try:
            move = codec.decode_move(match.game, move_dict(message.move), seat)
        except codec.CodecError as exc:
            return refuse("bad_move", exc.detail[:300])
        outcome = match.submit(seat, move)
        if isinstance(outcome, Refusal):
            return refuse(outcome.code or "illegal", outcome.reason,
                          **jsonable(outcome.params))
        self._applied(outcome)
        return True

    def _applied(self, events: list[Any]) -> None:
        """Tell every seat what happened, as it may see it, and save."""
        match = self.match
        assert match is not None
        for seat, slot in enumerate(self.slots):
            if slot.peer is not None:
                slot.peer.send(Events(events=codec.encode_events(match.game, events, seat),
                                      position=self._position(seat), deal=self._before_deal))
        self._before_deal = self._deal_index()
        self._save()
        self._wake.set()
        self._on_change()

    def _states(self) -> None:
        """A new game (or the table opened again): every seat's whole view."""
        self._before_deal = self._deal_index()
        for seat, slot in enumerate(self.slots):
            slot.ready = False
            message = self.state(seat)
            if slot.peer is not None and message is not None:
                slot.peer.send(message)
        self._save()

    def _waiting_for(self, seat: int) -> None:
        slot = self.slots[seat]
        if slot.away_since is None:
            return
        left = max(0.0, self._grace_s - (time.monotonic() - slot.away_since))
        for other in self.slots:
            if other.peer is not None:
                other.peer.send(Turn(seat=seat, away=True, replaced_in=round(left, 1)))

    async def _between_games(self) -> None:
        match = self.match
        assert match is not None
        self.record = match.record()
        if self.config.record_path is not None:
            self._in_saver(atomic_file.write_atomic, self.config.record_path, self.record, 1)
        self._on_change()  # (the room keeps the record in its history)
        over = match.match_decided() or (
            self.config.games is not None and match.game_number >= self.config.games)
        message = GameOverMsg(game_number=match.game_number, deal=self._deal_index(),
                              scores=match.scores(), match_scores=match.match_scores(),
                              match_decided=over, match_winners=match.match_winners())
        for slot in self.slots:
            if slot.peer is not None:
                slot.peer.send(message)
        if over:
            match.end()
            return
        self._game_over = message
        deadline = time.monotonic() + self.config.next_game_s
        while not self.closing and time.monotonic() < deadline:
            if all(s.ready or s.peer is None or s.computer for s in self.slots):
                break
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), deadline - time.monotonic())
        self._game_over = None
        if not self.closing:
            match.next_game()
            self._states()

    async def _finish(self) -> None:
        match = self.match
        assert match is not None
        for seat, slot in enumerate(self.slots):
            if slot.peer is not None:
                slot.peer.finish(MatchOver(record=self.public(seat),
                                           match_winners=match.match_winners()))
        self.closing = True
        if self.config.save_path is not None:
            self._in_saver(_remove, self.config.save_path)
        await self.flush()
        self._on_over()

    # --- saving -------------------------------------------------------------------------

    def table_data(self) -> dict[str, Any]:
        """What opening this table again needs beside the match's save."""
        return {"seats": [s.kind for s in self.slots], "code": self.code,
                "tokens": [s.token for s in self.slots], "host": self.config.host_name,
                "fill": self.config.fill_level}

    def _save(self) -> None:
        if self.config.save_path is None or self.match is None:
            return
        data = self.match.save_data()
        data[NET_KEY] = self.table_data()
        self._in_saver(atomic_file.write_atomic, self.config.save_path, data)

    def _in_saver(self, fn: Callable[..., None], *args: Any) -> None:
        def run() -> None:
            try:
                fn(*args)
            except (OSError, ValueError) as exc:
                log.warning("could not write %s: %s", args[0], exc)

        future = asyncio.get_running_loop().run_in_executor(self._saver, run)
        self._saves = [f for f in self._saves if not f.done()] + [future]

    async def flush(self) -> None:
        """Wait for the saves and records being written."""
        if self._saves:
            await asyncio.gather(*self._saves, return_exceptions=True)
            self._saves = []


def _remove(path: Path) -> None:
    path.unlink(missing_ok=True)
