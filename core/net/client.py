"""A client's side of a network table: the connection to the host (`Connection`) and what
the client knows of the table from the host's messages (`TableView`). The bot client
(`core.net.bot`) and the room's network seat (`gui.net`) are both built on these.

A client trusts no host either: every message is checked against its schema
(`core.net.protocol.decode_host`) and every observation and event rebuilt by
`core.net.codec`, whose failures are `ProtocolError`s here.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from core.net import codec
from core.net.protocol import (
    HOST_LIMIT,
    PROTOCOL,
    Bye,
    ErrorMsg,
    Events,
    GameOverMsg,
    Hello,
    HostMessage,
    Leave,
    Lobby,
    MatchOver,
    MoveBody,
    MoveMsg,
    Position,
    ProtocolError,
    Ready,
    SeatInfo,
    State,
    Welcome,
    decode_host,
    encode,
)
from core.rules import Rules, get_rules


class JoinError(Exception):
    """Joining failed: `code` is the host's error code, or "unreachable" / "closed"."""

    def __init__(self, code: str, reason: str = ""):
        super().__init__(f"{code}: {reason}" if reason else code)
        self.code = code
        self.reason = reason


def parse_address(address: str, default_port: int) -> tuple[str, int]:
    """"host", "host:port", "[v6]:port" -> (host, port); ValueError when it is none."""
    text = address.strip()
    if not text or len(text) > 255 or any(c.isspace() for c in text):
        raise ValueError("an address is a host name or IP address, and a port")
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest.removeprefix(":")
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    else:
        host, port_text = text, ""
    port = int(port_text) if port_text.isdigit() else default_port if not port_text else -1
    if not host or not 0 < port < 65536:
        raise ValueError("the port must be a number from 1 to 65535")
    return host, port


class Connection:
    """One connection to a host, after a good `hello`: `welcome` says our seat."""

    def __init__(self, ws: ClientConnection, welcome: Welcome):
        self.ws = ws
        self.welcome = welcome
        self._refs = 0

    @classmethod
    async def open(cls, host: str, port: int, *, code: str, name: str,
                   seat: int | None = None, token: str | None = None,
                   timeout: float = 10.0) -> Connection:
        """Connect and say hello; JoinError when the host refuses or cannot be reached."""
        url = f"ws://[{host}]:{port}/" if ":" in host else f"ws://{host}:{port}/"
        try:
            ws = await connect(url, max_size=HOST_LIMIT, open_timeout=timeout,
                               ping_interval=10, ping_timeout=20, close_timeout=2,
                               compression=None, max_queue=256)
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
            raise JoinError("unreachable", str(exc)[:200]) from None
        try:
            await ws.send(encode(Hello(protocol=PROTOCOL, code=code, name=name[:24] or "?",
                                       seat=seat, token=token)))
            first = decode_host(await asyncio.wait_for(ws.recv(), timeout * 4))
        except ProtocolError as exc:
            await ws.close()
            raise JoinError("protocol", str(exc)) from None
        except (ConnectionClosed, TimeoutError) as exc:
            raise JoinError("closed", str(exc)[:200]) from None
        if isinstance(first, ErrorMsg):
            await ws.close()
            raise JoinError(first.code, first.reason)
        if not isinstance(first, Welcome):
            await ws.close()
            raise JoinError("protocol", f"the host said {type(first).__name__} first")
        return cls(ws, first)

    async def receive(self) -> tuple[HostMessage, str | bytes]:
        """The host's next message, checked, and its text (ConnectionClosed at the end;
        ProtocolError for a message that breaks the protocol)."""
        raw = await self.ws.recv()
        return decode_host(raw), raw

    async def send_move(self, move: Any) -> int:
        """Send our `move` (a core move of our seat); its `ref`."""
        self._refs += 1
        body = MoveBody(**codec.encode_move(self.welcome.game, move))
        await self.ws.send(encode(MoveMsg(ref=self._refs, seat=self.welcome.seat,
                                          move=body)))
        return self._refs

    async def ready(self) -> None:
        await self.ws.send(encode(Ready()))

    async def leave(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            await self.ws.send(encode(Leave()))
        await self.ws.close()

    async def close(self) -> None:
        await self.ws.close()


@dataclass
class TableView:
    """What a client knows of its table, from the host's messages (`apply`)."""

    seat: int
    game: str
    options: dict[str, Any]
    seats: list[SeatInfo]
    token: str
    host: str
    started: bool = False
    position: Position | None = None
    observation: Any = None
    record: dict[str, Any] | None = None  # our public record, once the host sends it
    over: bool = False
    rules: Rules = field(init=False)

    def __post_init__(self) -> None:
        self.rules = get_rules(self.game)

    @classmethod
    def of(cls, welcome: Welcome) -> TableView:
        return cls(seat=welcome.seat, game=welcome.game, options=dict(welcome.options),
                   seats=list(welcome.seats), token=welcome.token, host=welcome.host)

    def apply(self, message: HostMessage) -> list[Any]:
        """Take in a host's message; the core's events it carries (ProtocolError when an
        observation or an event is not one of this game)."""
        try:
            match message:
                case Lobby():
                    self.seats, self.started = list(message.seats), message.started
                case State():
                    self._position(message.position)
                case Events():
                    events = codec.decode_events(self.game, message.events, len(self.seats))
                    self._position(message.position)
                    return events
                case MatchOver():
                    self.record, self.over = message.record, True
                case Bye():
                    self.record = message.record or self.record
                    self.over = True
                case GameOverMsg():
                    pass
        except codec.CodecError as exc:
            raise ProtocolError("schema", str(exc)) from None
        return []

    def _position(self, position: Position) -> None:
        observation = codec.decode_observation(self.game, position.observation)
        if len(position.scores) != len(self.seats) or observation.seat != self.seat:
            raise ProtocolError("schema", "a position of another table or seat")
        self.position, self.observation, self.started = position, observation, True

    def my_turn(self) -> bool:
        p = self.position
        return p is not None and p.phase == "human" and p.to_move == self.seat
