"""The host of a network table (docs/protocol.md): it runs the match (`core.match.Match`)
and decides everything. Clients connect over WebSocket, say `hello` with the join code
(or a rejoin token), and get their seat; from then on each receives its own observation
and the events of every move as its seat may see them, and sends its moves, which the
match checks. Computer seats think here on a thread; a seat whose player drops is played
by a computer after a grace period until the player comes back with its token.

Everything runs on one asyncio loop: `await host.start(port)`, then `await host.run()`
until the match is over (or `close()`). The room runs it on a thread of its own
(`core.net.hosting.HostThread`); `python -m core.net host` runs it alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import secrets
import socket
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from core import atomic_file
from core.match import Match, Phase, Refusal
from core.names import clean_name
from core.net import codec
from core.net.limits import GuessGuard, Limits
from core.net.peer import Peer
from core.net.protocol import (
    CLOSING_CODES,
    CODE_ALPHABET,
    CODE_LENGTH,
    PROTOCOL,
    Bye,
    ErrorMsg,
    Events,
    GameOverMsg,
    Hello,
    Leave,
    Lobby,
    MatchOver,
    MoveMsg,
    Position,
    ProtocolError,
    Ready,
    Refused,
    State,
    Turn,
    Welcome,
    decode_client,
    jsonable,
    move_dict,
)
from core.net.seats import HOST, Slot, make_slots, match_seats
from core.net.thinking import Thinker
from core.rules import get_rules

log = logging.getLogger(__name__)
NET_KEY = "x-herna-net"  # the table's data in the host's save


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


@dataclass
class TableConfig:
    """A table to host. `seats`: per seat "open", "host" or "ai:<level>" (`seat_kinds`);
    `names`: the computers' and the host's names. A dropped or untaken seat is played by
    a computer of `fill_level`. `games`: end after so many games (None: the match's own
    end, or the host's `close`)."""

    game: str
    seats: Sequence[str]
    names: Sequence[str] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int | None = None
    host_name: str = "Herna"
    fill_level: str = "hard"
    think_ms: float | None = None
    pause_ms: int = 0
    games: int | None = None
    code: str | None = None
    save_path: Path | None = None
    record_path: Path | None = None
    next_game_s: float = 300.0  # a finished game waits this long for everyone's `ready`


class Host:
    def __init__(self, config: TableConfig, limits: Limits | None = None, *,
                 match: Match | None = None, tokens: Sequence[str] = (),
                 on_change: Callable[[], None] | None = None):
        self.config = config
        self.limits = limits or Limits()
        self.code = config.code or new_code()
        self.slots: list[Slot] = make_slots(config.seats, config.names)
        for slot, token in zip(self.slots, tokens, strict=False):
            slot.token = token
        self.match: Match | None = match
        if match is not None:  # a saved table: its people come back, computers go on
            for slot, spec in zip(self.slots, match.seats, strict=True):
                slot.name = spec.name
        self.port = 0
        self._on_change = on_change or (lambda: None)
        self._guard = GuessGuard(self.limits)
        self._server: Server | None = None
        self._wake = asyncio.Event()
        self._over = asyncio.Event()
        self._closing = False
        self._peers: set[Peer] = set()
        self._thinker: Thinker | None = None
        self._saver = ThreadPoolExecutor(1, thread_name_prefix="herna-net-save")
        self._saves: list[asyncio.Future[None]] = []
        self._play_task: asyncio.Task[None] | None = None
        self._before_deal: int | None = None  # the deal of the move being applied
        self.record: dict[str, Any] | None = None  # the full record of the last game
        self.stats = {"sent_bytes": 0, "messages": 0}

    # --- the server -------------------------------------------------------------------

    async def start(self, host: str | None = None, port: int = 0) -> int:
        """Listen on `port` (0: any free one); the port listened on."""
        lim = self.limits
        sock = None
        if host is None:  # every address, IPv4 and IPv6 on one port
            sock = (socket.create_server(("::", port), family=socket.AF_INET6,
                                         dualstack_ipv6=True)
                    if socket.has_dualstack_ipv6() else socket.create_server(("", port)))
            port = 0
        self._server = await serve(
            self._serve, None if sock else host, None if sock else port, sock=sock,
            max_size=lim.message_bytes, max_queue=8,
            ping_interval=lim.ping_interval_s, ping_timeout=lim.ping_timeout_s,
            open_timeout=lim.hello_s, close_timeout=2, write_limit=lim.write_limit,
            compression=None, logger=log)
        self.port = int(next(iter(self._server.sockets)).getsockname()[1])
        if self.match is not None or not any(s.person for s in self.slots):
            self._begin()
        return self.port

    async def run(self) -> None:
        """Until the match is over or the host closes."""
        await self._over.wait()
        if self._play_task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._play_task
        await self._flush_saves()

    def fill(self) -> None:
        """Start now: computers play the seats nobody took (a friend may still take one)."""
        if self.match is None and not self._closing:
            self._begin()

    async def close(self, reason: str = "host_quit") -> None:
        """End the table: every client is told (`bye`, with its public record so far)."""
        if self._closing:
            return
        self._closing = True
        if self._play_task is not None:
            self._play_task.cancel()
        for slot_index, slot in enumerate(self.slots):
            if slot.peer is not None:
                slot.peer.finish(Bye(reason=reason, record=self._public(slot_index)))  # type: ignore[arg-type]
        for peer in list(self._peers):
            if peer.seat is None:
                peer.finish(Bye(reason=reason))  # type: ignore[arg-type]
        await asyncio.gather(*(p.wait_closed() for p in list(self._peers)))
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        await self._flush_saves()
        self._saver.shutdown(wait=False)
        self._over.set()

    # --- a connection ---------------------------------------------------------------------

    async def _serve(self, ws: ServerConnection) -> None:
        peer = Peer(ws, self.limits)
        if sum(p.address == peer.address for p in self._peers) >= self.limits.per_address:
            peer.finish(ErrorMsg(code="busy", reason="too many connections from your address"))
            await peer.wait_closed()
            return
        self._peers.add(peer)
        try:
            await self._converse(peer)
        except ConnectionClosed:
            pass
        finally:
            self._peers.discard(peer)
            self._gone(peer)
            await peer.wait_closed()

    async def _converse(self, peer: Peer) -> None:
        try:
            raw = await asyncio.wait_for(peer.ws.recv(), self.limits.hello_s)
        except TimeoutError:
            self._fail(peer, "timeout", "say hello first, within "
                                        f"{self.limits.hello_s:g} s")
            return
        try:
            hello = decode_client(raw)
        except ProtocolError as exc:
            self._fail(peer, exc.code if exc.code in CLOSING_CODES else "hello_first",
                       exc.detail)
            return
        if not isinstance(hello, Hello):
            self._fail(peer, "hello_first", "the first message must be hello")
            return
        if not await self._hello(peer, hello):
            return
        async for raw in peer.ws:
            if peer.closed:
                return
            if not peer.rate.take():
                if peer.rate.strikes > self.limits.rate_strikes:
                    self._fail(peer, "rate", "too many messages")
                    return
                continue
            try:
                message = decode_client(raw)
            except ProtocolError as exc:
                if exc.code in CLOSING_CODES:
                    self._fail(peer, exc.code, exc.detail)
                    return
                peer.send(ErrorMsg(code=exc.code, reason=exc.detail[:300]))
                continue
            self._heard(peer, message)

    def _fail(self, peer: Peer, code: str, reason: str) -> None:
        peer.finish(ErrorMsg(code=code, reason=reason[:300]), code=1008)

    def _heard(self, peer: Peer, message: Any) -> None:
        seat = peer.seat
        assert seat is not None
        match message:
            case MoveMsg():
                self._move(peer, seat, message)
            case Ready():
                self.slots[seat].ready = True
                self._wake.set()
            case Leave():
                self.slots[seat].replaced = True
                peer.finish()
            case Hello():
                peer.send(ErrorMsg(code="schema", reason="hello was said already"))

    # --- joining ----------------------------------------------------------------------

    async def _hello(self, peer: Peer, hello: Hello) -> bool:
        if hello.protocol != PROTOCOL:
            self._fail(peer, "protocol", f"this host speaks protocol {PROTOCOL}")
            return False
        seat = self._by_token(hello.token) if hello.token else None
        if hello.token and seat is None:
            self._fail(peer, "token", "that token is not of this table")
            return False
        if seat is None:
            if self._guard.banned(peer.address):
                self._fail(peer, "banned", "too many wrong codes; try again later")
                return False
            if not hmac.compare_digest(hello.code.strip().upper().encode(),
                                       self.code.encode()):
                delay = self._guard.wrong(peer.address)
                if delay:
                    await asyncio.sleep(delay)
                self._fail(peer, "code", "that is not this table's join code")
                return False
            seat = self._free_seat(hello.seat)
            if seat is None:
                self._fail(peer, "full", "no seat is free at this table")
                return False
        slot = self.slots[seat]
        if slot.peer is not None:  # the same player again: the old connection goes
            slot.peer.finish(Bye(reason="kicked"))
        if not slot.joined and slot.kind != HOST:
            slot.name = clean_name(hello.name) or slot.name
        slot.joined, slot.replaced, slot.away_since, slot.peer = True, False, None, peer
        peer.seat = seat
        peer.send(Welcome(protocol=PROTOCOL, seat=seat, token=slot.token,
                          game=self.config.game, options=dict(self._options()),  # type: ignore[arg-type]
                          seats=self._infos(), host=self.config.host_name[:24]))
        self._lobby()
        if self.match is not None:
            if self.match.phase is not Phase.NOT_STARTED:
                peer.send(State(position=self._position(seat), deal=self._deal_index()))
            self._wake.set()
        elif all(s.joined for s in self.slots if s.person):
            self._begin()
        return True

    def _by_token(self, token: str | None) -> int | None:
        if not token:
            return None
        return next((i for i, s in enumerate(self.slots) if s.owns(token)), None)

    def _free_seat(self, wish: int | None) -> int | None:
        free = [i for i, s in enumerate(self.slots) if s.kind != HOST and s.person
                and not s.joined]
        if wish is not None and wish in free:
            return wish
        return free[0] if free else None

    def _gone(self, peer: Peer) -> None:
        seat = peer.seat
        if seat is None or self.slots[seat].peer is not peer:
            return
        slot = self.slots[seat]
        slot.peer = None
        if self._closing:
            return
        if self.match is None:  # not started: the seat is free again
            slot.joined = False
        elif not slot.replaced:
            slot.away_since = time.monotonic()
            asyncio.get_running_loop().call_later(self.limits.grace_s, self._replace, seat,
                                                  slot.away_since)
        self._lobby()
        self._wake.set()

    def _replace(self, seat: int, since: float) -> None:
        slot = self.slots[seat]
        if slot.peer is None and slot.away_since == since and not self._closing:
            slot.replaced = True
            self._lobby()
            self._wake.set()

    # --- the match --------------------------------------------------------------------

    def _options(self) -> Mapping[str, Any]:
        if self.match is not None:
            return self.match.options
        rules = get_rules(self.config.game)
        return {**rules.default_options, **{k: v for k, v in self.config.options.items()
                                            if k in rules.default_options}}

    def _begin(self) -> None:
        if self._play_task is not None:
            return
        if self.match is None:
            self.match = Match(self.config.game, match_seats(self.slots, self.config.fill_level),
                               self.config.options, seed=self.config.seed)
        self._thinker = Thinker(self.match.rules, self.config.think_ms)
        self._play_task = asyncio.get_running_loop().create_task(self._play())
        self._lobby()

    async def _play(self) -> None:
        match = self.match
        assert match is not None
        try:
            if match.phase is Phase.NOT_STARTED:
                match.start()
            self._states()
            while not self._closing:
                self._wake.clear()
                phase = match.phase
                if phase is Phase.MATCH_OVER:
                    break
                if phase is Phase.CHANCE:
                    self._applied(match.play_chance(), None)
                elif phase is Phase.GAME_OVER:
                    await self._between_games()
                elif self._computer_plays(match.to_move()):
                    await self._computer_move(match.to_move())
                else:
                    self._waiting_for(match.to_move())
                    await self._wake.wait()
            if not self._closing:
                await self._finish()
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("the table stopped")
            await self.close()
            raise

    def _computer_plays(self, seat: int) -> bool:
        return self.slots[seat].computer

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
        except Exception as exc:  # its search failed: a seeded random move, and said
            log.warning("computer seat %s failed (%r); it plays a random move", seat, exc)
            move = None
        if self._closing or (match.game_number, match.ply) != at:
            return
        outcome = match.submit(seat, move) if move is not None else None
        if outcome is None or isinstance(outcome, Refusal):
            outcome = match.submit(seat, match.random_move())
            assert not isinstance(outcome, Refusal), outcome
        self._applied(outcome, seat)

    def _move(self, peer: Peer, seat: int, message: MoveMsg) -> None:
        match = self.match
        deal = self._deal_index()

        def refuse(code: str, reason: str, **params: Any) -> None:
            peer.send(Refused(ref=message.ref, code=code, params=params, reason=reason,
                              deal=deal))

        if message.seat != seat:
            refuse("not_your_seat", "you play another seat", seat=message.seat)
            return
        if (match is None or match.phase is not Phase.HUMAN or match.to_move() != seat
                or self.slots[seat].computer):
            refuse("out_of_turn", "it is not your turn")
            return
        try:
            move = codec.decode_move(match.game, move_dict(message.move), seat)
        except codec.CodecError as exc:
            refuse("bad_move", exc.detail[:300])
            return
        outcome = match.submit(seat, move)
        if isinstance(outcome, Refusal):
            refuse(outcome.code or "illegal", outcome.reason,
                   **jsonable(outcome.params))
            return
        self._applied(outcome, seat)

    def _applied(self, events: list[Any], mover: int | None) -> None:
        """Tell every seat what happened, as it may see it, and save."""
        match = self.match
        assert match is not None
        for seat, slot in enumerate(self.slots):
            if slot.peer is not None:
                self._send(slot.peer, Events(
                    events=codec.encode_events(match.game, events, seat),
                    position=self._position(seat), deal=self._before_deal))
        self._before_deal = self._deal_index()
        self._save()
        self._wake.set()
        self._on_change()

    def _states(self) -> None:
        """A new game (or the table opened again): every seat's whole view."""
        match = self.match
        assert match is not None
        self._before_deal = self._deal_index()
        for seat, slot in enumerate(self.slots):
            slot.ready = False
            if slot.peer is not None:
                self._send(slot.peer, State(position=self._position(seat),
                                            deal=self._deal_index()))
        self._save()

    def _send(self, peer: Peer, message: Any) -> None:
        peer.send(message)

    def _waiting_for(self, seat: int) -> None:
        slot = self.slots[seat]
        if slot.away_since is None:
            return
        left = max(0.0, self.limits.grace_s - (time.monotonic() - slot.away_since))
        for other in self.slots:
            if other.peer is not None:
                other.peer.send(Turn(seat=seat, away=True, replaced_in=round(left, 1)))

    async def _between_games(self) -> None:
        match = self.match
        assert match is not None
        record = match.record()
        self.record = record
        self._write_record(record)
        over = match.match_decided() or (
            self.config.games is not None and match.game_number >= self.config.games)
        for slot in self.slots:
            if slot.peer is not None:
                slot.peer.send(GameOverMsg(
                    game_number=match.game_number, deal=self._deal_index(),
                    scores=match.scores(), match_scores=match.match_scores(),
                    match_decided=over, match_winners=match.match_winners()))
        if over:
            match.end()
            return
        deadline = time.monotonic() + self.config.next_game_s
        while not self._closing and time.monotonic() < deadline:
            if all(s.ready or s.peer is None or s.computer for s in self.slots):
                break
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), deadline - time.monotonic())
        if not self._closing:
            match.next_game()
            self._states()

    async def _finish(self) -> None:
        match = self.match
        assert match is not None
        for seat, slot in enumerate(self.slots):
            if slot.peer is not None:
                slot.peer.finish(MatchOver(record=self._public(seat),
                                           match_winners=match.match_winners()))
        await asyncio.gather(*(p.wait_closed() for p in list(self._peers)))
        self._closing = True
        if self.config.save_path is not None:
            self._in_saver(_remove, self.config.save_path)
        if self._server is not None:
            self._server.close()
        await self._flush_saves()
        self._over.set()

    # --- what a seat sees --------------------------------------------------------------

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
        phase = match.phase
        if phase is Phase.HUMAN and self._computer_plays(match.to_move()):
            phase = Phase.COMPUTER
        return Position(
            game_number=match.game_number, deal=match.rules.deal_number(obs), ply=match.ply,
            observation=codec.encode_observation(match.game, obs),
            to_move=match.to_move(), phase=phase.value,  # type: ignore[arg-type]
            scores=match.scores(), match_scores=match.match_scores(),
            earlier_games=match.earlier_games(),
            match_decided=match.is_over() and match.match_decided(),
            match_winners=match.match_winners() if match.is_over() else [])

    def _public(self, seat: int) -> dict[str, Any] | None:
        if self.match is None or self.match.state is None:
            return None
        return codec.public_record(self.match.record(), seat)

    def _infos(self) -> list[Any]:
        return [slot.info() for slot in self.slots]

    def _lobby(self) -> None:
        message = Lobby(seats=self._infos(), started=self.match is not None)
        for slot in self.slots:
            if slot.peer is not None:
                slot.peer.send(message)
        self._on_change()

    # --- saving -----------------------------------------------------------------------

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

    def _write_record(self, record: dict[str, Any]) -> None:
        if self.config.record_path is not None:
            self._in_saver(atomic_file.write_atomic, self.config.record_path, record, 1)

    def _in_saver(self, fn: Callable[..., None], *args: Any) -> None:
        def run() -> None:
            try:
                fn(*args)
            except (OSError, ValueError) as exc:
                log.warning("could not write %s: %s", args[0], exc)

        future = asyncio.get_running_loop().run_in_executor(self._saver, run)
        self._saves = [f for f in self._saves if not f.done()] + [future]

    async def _flush_saves(self) -> None:
        if self._saves:
            await asyncio.gather(*self._saves, return_exceptions=True)
            self._saves = []


def _remove(path: Path) -> None:
    path.unlink(missing_ok=True)
