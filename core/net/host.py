"""The host of a network table (docs/protocol.md): it listens for clients, checks who they
are (the join code, or a rejoin token), seats them, and hands what they say to the course
of the match (`core.net.course.Course`), which decides everything. A seat whose player
drops is played by a computer after a grace period until the player comes back with its
token.

Everything runs on one asyncio loop: `await host.start(port)`, then `await host.run()`
until the match is over (or `close()`). The room runs it on a thread of its own
(`core.net.threads.HostThread`); `python -m core.net host` runs it alone.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import socket
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from core.match import Match
from core.names import clean_name, distinct_name
from core.net.course import Course
from core.net.limits import GuessGuard, Limits
from core.net.peer import Peer
from core.net.protocol import (
    CLOSING_CODES,
    PROTOCOL,
    Bye,
    ErrorMsg,
    Hello,
    Leave,
    MoveMsg,
    ProtocolError,
    Ready,
    Welcome,
    decode_client,
)
from core.net.seats import HOST, OPEN, Slot, make_slots, new_token
from core.net.table_config import NET_KEY, TableConfig, new_code, table_options

__all__ = ["NET_KEY", "Host", "TableConfig", "new_code"]

log = logging.getLogger(__name__)


class Host:
    """A table's host. A saved `match` (with the seats' `tokens`) is opened again: it goes
    on once every person's seat is taken again, or at `fill()`. A new table's game and
    options are checked first (ValueError: `table_options`)."""

    def __init__(self, config: TableConfig, limits: Limits | None = None, *,
                 match: Match | None = None, tokens: Sequence[str] = (),
                 on_change: Callable[[], None] | None = None):
        if match is None:
            table_options(config.game, config.options)
        self.config = config
        self.limits = limits or Limits()
        self.code = config.code or new_code()
        self.slots: list[Slot] = make_slots(config.seats, config.names)
        for slot, token in zip(self.slots, tokens, strict=False):
            slot.token = token
        if match is not None:  # a table opened again: a friend's seat waits for its token
            for slot, spec in zip(self.slots, match.seats, strict=True):
                slot.name = spec.name
                slot.joined = slot.kind == OPEN and spec.human
        self.port = 0
        self.course = Course(config, self.slots, match, self.limits.grace_s,
                             on_change or (lambda: None), self._match_over)
        self.course.code = self.code
        self._guard = GuessGuard(self.limits)
        self._server: Server | None = None
        self._over = asyncio.Event()
        self._peers: set[Peer] = set()
        # every connection accepted, in whatever state (websockets' own set leaves out
        # those still in the opening handshake): `abort` leaves no socket open
        self._connections: weakref.WeakSet[ServerConnection] = weakref.WeakSet()

    @property
    def match(self) -> Match | None:
        return self.course.match

    @property
    def record(self) -> dict[str, Any] | None:
        """The full record of the last finished game."""
        return self.course.record

    def table_data(self) -> dict[str, Any]:
        return self.course.table_data()

    # --- the server -------------------------------------------------------------------

    async def start(self, host: str | None = None, port: int = 0) -> int:
        """Listen on `port` (0: any free one) of `host` (None: every address); the port."""
        lim = self.limits
        sock = None
        if host is None:  # every address, IPv4 and IPv6 on one port
            sock = (socket.create_server(("::", port), family=socket.AF_INET6,
                                         dualstack_ipv6=True)
                    if socket.has_dualstack_ipv6() else socket.create_server(("", port)))
        self._server = await serve(
            self._serve, None if sock else host, None if sock else port, sock=sock,
            create_connection=_tracked(self._connections), max_size=lim.message_bytes,
            max_queue=8,
            ping_interval=lim.ping_interval_s, ping_timeout=lim.ping_timeout_s,
            open_timeout=lim.hello_s, close_timeout=2, write_limit=lim.write_limit,
            compression=None, logger=log)
        self.port = int(next(iter(self._server.sockets)).getsockname()[1])
        if not any(s.person for s in self.slots):
            self.course.begin()
        return self.port

    async def run(self) -> None:
        """Until the match is over or the host closes."""
        await self._over.wait()

    def fill(self) -> None:
        """Start now: computers play the seats nobody took (a friend may still take one),
        and after the grace period the seats of friends not back yet (a table opened
        again), until they come back with their token."""
        for seat, slot in enumerate(self.slots):
            if slot.joined and slot.peer is None and slot.kind != HOST and not slot.replaced:
                self._away(seat)
        self.course.begin()

    async def close(self, reason: str = "host_quit") -> None:
        """End the table: every client is told (`bye`, with its public record so far)."""
        if self._over.is_set():
            return
        await self.course.stop()
        for peer in list(self._peers):
            record = None if peer.seat is None else self.course.public(peer.seat)
            peer.finish(Bye(reason=reason, record=record))  # type: ignore[arg-type]
        await self._shut()

    def abort(self) -> None:
        """Drop every connection at once, and stop listening (after `close`, which may
        have run out of time: no socket is left open behind the table, whatever state its
        connection was in; a connection closed already is left alone)."""
        if self._server is not None:
            self._server.close(close_connections=False)
        for connection in list(self._connections):
            connection.transport.abort()

    def _match_over(self) -> None:
        asyncio.get_running_loop().create_task(self._shut())

    async def _shut(self) -> None:
        await asyncio.gather(*(p.wait_closed() for p in list(self._peers)))
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        await self.course.stop()
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
            if ws.state is State.CLOSED:  # the client hung up: nothing more to send
                peer.drop("the connection closed")
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
            self._fail(peer, exc.code if exc.code in (*CLOSING_CODES, "schema")
                       else "hello_first",
                       exc.detail)
            return
        if not isinstance(hello, Hello):
            self._fail(peer, "hello_first", "the first message must be hello")
            return
        if not await self._hello(peer, hello):
            return
        told = 0  # the rate strikes the peer was told of
        async for raw in peer.ws:
            if peer.closed:
                return
            if not peer.rate.take():  # too fast: dropped unread, and said once a second
                if peer.rate.strikes > self.limits.rate_strikes:
                    self._fail(peer, "rate", "too many messages")
                    return
                if told != peer.rate.strikes:
                    told = peer.rate.strikes
                    peer.send(ErrorMsg(code="rate", reason="too many messages: "
                                       "some were not read"))
                continue
            try:
                message = decode_client(raw)
            except ProtocolError as exc:
                if exc.code in CLOSING_CODES:
                    self._fail(peer, exc.code, exc.detail)
                    return
                peer.send(ErrorMsg(code=exc.code, reason=exc.detail[:300]))
                continue
            if self._heard(peer, message):
                peer.rate.refund()

    def _fail(self, peer: Peer, code: str, reason: str) -> None:
        peer.finish(ErrorMsg(code=code, reason=reason[:300]), code=1008)

    def _heard(self, peer: Peer, message: Any) -> bool:
        """Act on a message of a seated peer; whether it was of use (a move played)."""
        seat = peer.seat
        assert seat is not None
        match message:
            case MoveMsg():
                return self.course.move(peer, seat, message)
            case Ready():
                self.slots[seat].ready = True
                self.course.wake()
            case Leave():
                self.slots[seat].replaced = True
                peer.finish()
            case Hello():
                peer.send(ErrorMsg(code="schema", reason="hello was said already"))
        return False

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
            seat = self._free_seat(hello.seat, hello.name)
            if seat is None:
                self._fail(peer, "full", "no seat is free at this table")
                return False
            # a new person's seat: whoever left it before may not take it back
            self.slots[seat].token = new_token()
        slot = self.slots[seat]
        if slot.peer is not None:  # the same player again: the old connection goes
            slot.peer.finish(Bye(reason="kicked"))
        if not slot.joined and slot.kind != HOST:
            slot.name = distinct_name(clean_name(hello.name) or slot.name,
                                      [s.name for s in self.slots if s is not slot])
        slot.joined, slot.replaced, slot.away_since, slot.peer = True, False, None, peer
        peer.seat = seat
        peer.send(Welcome(protocol=PROTOCOL, seat=seat, token=slot.token,
                          game=self.config.game,  # type: ignore[arg-type]
                          options=dict(self.course.options()),
                          seats=[s.info() for s in self.slots],
                          host=self.config.host_name[:24]))
        self.course.lobby()
        for message in self.course.catch_up(seat):
            peer.send(message)
        if all(s.peer is not None for s in self.slots if s.person):
            self.course.begin()
        self.course.wake()
        return True

    def _by_token(self, token: str | None) -> int | None:
        if not token:
            return None
        return next((i for i, s in enumerate(self.slots) if s.owns(token)), None)

    def _free_seat(self, wish: int | None, name: str) -> int | None:
        """The seat wished for if free, else the free seat of that name (a table opened
        again from its save), else the first free one."""
        free = [i for i, s in enumerate(self.slots) if s.kind != HOST and s.person
                and not s.joined]
        if wish is not None and wish in free:
            return wish
        named = [i for i in free if self.slots[i].name.casefold() == clean_name(name).casefold()]
        return next(iter(named or free), None)

    def _gone(self, peer: Peer) -> None:
        seat = peer.seat
        if seat is None or self.slots[seat].peer is not peer:
            return
        slot = self.slots[seat]
        slot.peer = None
        if self.course.closing:
            return
        if not self.course.started:  # the seat is open again, for anyone
            slot.joined = slot.replaced = False
        elif not slot.replaced:
            self._away(seat)
        self.course.lobby()
        self.course.wake()

    def _away(self, seat: int) -> None:
        """`seat`'s person is away: a computer plays it after the grace period."""
        slot = self.slots[seat]
        slot.away_since = time.monotonic()
        asyncio.get_running_loop().call_later(self.limits.grace_s, self._replace, seat,
                                              slot.away_since)

    def _replace(self, seat: int, since: float) -> None:
        slot = self.slots[seat]
        if slot.peer is None and slot.away_since == since and not self.course.closing:
            slot.replaced = True
            self.course.lobby()
            self.course.wake()



class _BoundedConnection(ServerConnection):
    """websockets answers each ping at once, past flow control: a peer that pings and
    never reads would grow the write buffer without limit; past `WRITE_CAP` it is cut."""

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.transport.get_write_buffer_size() > WRITE_CAP:
            self.transport.abort()


WRITE_CAP = 256 * 1024


def _tracked(into: weakref.WeakSet[ServerConnection]) -> type[ServerConnection]:
    """`_BoundedConnection`s that add themselves to `into` once their socket is theirs."""

    class Tracked(_BoundedConnection):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            into.add(self)

    return Tracked
