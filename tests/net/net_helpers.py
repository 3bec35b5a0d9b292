"""Shared helpers of tests/net/test_hostile.py and tests/net/test_net_games.py: a host on
a loop thread of its own (as the room runs it), raw WebSocket peers that send exactly the
bytes a test asks for, an honest client that plays and times the host's answers, the host
loop's lateness, memory, and the referee's check of a record.

Everything talks to 127.0.0.1 only, and every wait is bounded in time.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import socket
import struct
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine, Iterable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from core.match import Phase
from core.net import codec
from core.net.client import Connection, TableView
from core.net.host import Host, TableConfig
from core.net.limits import Limits
from core.net.protocol import (
    Bye,
    ErrorMsg,
    Events,
    GameOverMsg,
    MatchOver,
    MoveBody,
    MoveMsg,
    Refused,
    State,
    encode,
)
from core.net.threads import LoopThread
from core.records import load_record
from core.rng import make_rng
from core.seating import mix_seed

T = TypeVar("T")
LOCAL = "127.0.0.1"


def fast_limits(**changes: Any) -> Limits:
    """The host's limits with short timeouts, so a test waits fractions of a second."""
    values: dict[str, Any] = {"hello_s": 1.0, "ping_interval_s": 0.5,
                              "ping_timeout_s": 1.0, "grace_s": 0.5}
    values.update(changes)
    return Limits(**values)


_OPENED: list[Any] = []  # the test's connections, each cut at the end of `run`


def _cut(connection: Any) -> None:
    if isinstance(connection, RawPeer):
        connection.close()
    else:
        ws = getattr(connection, "ws", connection)
        if ws.transport is not None:
            ws.transport.abort()


def run(coro: Coroutine[Any, Any, T], timeout: float = 40.0) -> T:
    """Run a test's coroutine on a fresh loop, never longer than `timeout`; every
    connection it opened is cut at the end."""
    async def bounded() -> T:
        try:
            return await asyncio.wait_for(coro, timeout)
        finally:
            while _OPENED:
                _cut(_OPENED.pop())
            await asyncio.sleep(0.01)  # the transports close
    return asyncio.run(bounded())


def percentile(values: Iterable[float], q: float) -> float:
    data = sorted(values)
    if not data:
        return 0.0
    return data[min(len(data) - 1, max(0, round(q / 100 * (len(data) - 1))))]


def _lateness(seconds: list[float]) -> dict[str, float]:
    ms = [x * 1000 for x in seconds]
    return {"p50_ms": round(percentile(ms, 50), 2), "p99_ms": round(percentile(ms, 99), 2),
            "max_ms": round(max(ms, default=0.0), 2), "samples": len(ms)}


def rss_bytes() -> int:
    """This process's resident memory (Linux /proc; 0 where there is none)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


# --- a host on a thread of its own --------------------------------------------------------

class HostOnThread:
    """A `Host` on its own asyncio loop thread, listening on 127.0.0.1 (port 0), its
    match played there; the test's clients run on the test's own loop. `start_lag` and
    `stop_lag` measure how late the GUI thread would run (a thread that ticks every 5 ms)
    and how late the host's loop wakes a task that sleeps 5 ms."""

    def __init__(self, config: TableConfig, limits: Limits | None = None):
        self.thread = LoopThread("test-host")
        self.host: Host = self._wait(self._make(config, limits or fast_limits()))
        self.port: int = self._wait(self.host.start(LOCAL, 0))
        self.runner: Future[None] = self.thread.submit(self.host.run())
        self.lag: list[float] = []
        self.gui_lag: list[float] = []
        self._lag_stop = threading.Event()
        self._lag_task: Future[None] | None = None
        self._ticker: threading.Thread | None = None

    @staticmethod
    async def _make(config: TableConfig, limits: Limits) -> Host:
        return Host(config, limits)

    def _wait(self, coro: Coroutine[Any, Any, T], timeout: float = 10.0) -> T:
        return self.thread.submit(coro).result(timeout)

    @property
    def code(self) -> str:
        return self.host.code

    async def on_host(self, fn: Callable[[], T]) -> T:
        """`fn()` called on the host's loop (its answer)."""
        async def go() -> T:
            return fn()
        return await asyncio.wrap_future(self.thread.submit(go()))

    def thread_cpu(self) -> float:
        """The CPU seconds the host's loop thread has used."""
        async def go() -> float:
            return time.thread_time()
        return self._wait(go())

    # how late things run while the host works: the room's GUI thread (here a thread of
    # its own ticking every 5 ms, as a precise QTimer would) and the host's loop
    def start_lag(self, period: float = 0.005, limit_s: float = 60.0) -> None:
        self.lag.clear()
        self.gui_lag.clear()
        self._lag_stop.clear()

        async def sample() -> None:
            end = time.perf_counter() + limit_s
            while not self._lag_stop.is_set() and time.perf_counter() < end:
                before = time.perf_counter()
                await asyncio.sleep(period)
                self.lag.append(max(0.0, time.perf_counter() - before - period))

        def tick() -> None:
            end = time.perf_counter() + limit_s
            due = time.perf_counter() + period
            while not self._lag_stop.is_set() and time.perf_counter() < end:
                time.sleep(max(0.0, due - time.perf_counter()))
                now = time.perf_counter()
                self.gui_lag.append(max(0.0, now - due))
                due = max(due + period, now)  # a late tick does not make the next early

        self._lag_task = self.thread.submit(sample())
        self._ticker = threading.Thread(target=tick, name="gui-stand-in", daemon=True)
        self._ticker.start()

    def stop_lag(self) -> dict[str, Any]:
        """Stop sampling: how late the GUI stand-in's ticks came (p50, p99, max in ms,
        the number of ticks), and under `host_loop` the same of the host's loop."""
        self._lag_stop.set()
        if self._lag_task is not None:
            self._lag_task.result(5)
            self._lag_task = None
        if self._ticker is not None:
            self._ticker.join(5)
            self._ticker = None
        return {**_lateness(self.gui_lag), "host_loop": _lateness(self.lag)}

    async def wait_over(self, timeout: float) -> dict[str, Any] | None:
        """Until `Host.run()` returns (the match is over and the host shut); the record."""
        await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(self.runner)), timeout)
        return self.host.record

    async def match_over(self, timeout: float) -> dict[str, Any] | None:
        """Until the host's match is over (whether or not the host then shut); the record."""
        def over() -> bool:
            match = self.host.match
            return match is not None and match.phase is Phase.MATCH_OVER
        assert await wait_until(over, timeout), f"the match is not over after {timeout} s"
        return self.host.record

    def where(self) -> tuple[int, int]:
        """The host's match: (game number, ply)."""
        match = self.host.match
        return (0, 0) if match is None else (match.game_number, match.ply)

    async def tasks(self) -> int:
        """The tasks alive on the host's loop."""
        return await self.on_host(lambda: len(asyncio.all_tasks()))

    def stop(self) -> bool:
        """Close the table (within 1 s) and end its thread, whatever a bug left pending;
        whether `close()` finished in time."""
        self._lag_stop.set()
        closed = True
        if not self.runner.done():
            try:
                self.thread.submit(self.host.close()).result(1)
            except TimeoutError:
                closed = False
        with contextlib.suppress(Exception):
            self.thread.submit(_cancel_the_rest(self.host)).result(5)
        self.thread.stop(5)
        return closed


async def _cancel_the_rest(host: Host) -> None:
    """Whatever a host left behind: its listening socket, its connections, its tasks."""
    server = host._server
    if server is not None:
        server.server.close()
        for connection in list(server.all_connections):
            connection.transport.abort()
    tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    for task in tasks:
        task.cancel()
    if tasks:
        await asyncio.wait(tasks, timeout=3)
    await asyncio.sleep(0.01)  # the aborted transports close
    await asyncio.get_running_loop().shutdown_default_executor()


def host_config(game: str = "nines", seats: Iterable[str] = ("open", "open", "ai:random",
                                                             "ai:random"),
                **changes: Any) -> TableConfig:
    values: dict[str, Any] = {"seed": 7, "fill_level": "random", "games": 1}
    values.update(changes)
    return TableConfig(game=game, seats=list(seats), **values)


async def wait_until(predicate: Callable[[], bool], timeout: float, step: float = 0.01
                     ) -> bool:
    """Poll `predicate` until it holds (True) or `timeout` passes (False)."""
    end = time.perf_counter() + timeout
    while time.perf_counter() < end:
        if predicate():
            return True
        await asyncio.sleep(step)
    return predicate()


def check_record(record: dict[str, Any] | None) -> None:
    """The project's referee accepts the record, and it is of a finished game."""
    assert record is not None, "the host kept no record"
    load_record(json.dumps(record))
    assert record["finished"] is True


# --- WebSocket peers -----------------------------------------------------------------------

async def ws_connect(port: int, **options: Any) -> ClientConnection:
    """A plain WebSocket to the host, nothing said yet."""
    values: dict[str, Any] = {"open_timeout": 5, "close_timeout": 1, "max_size": 2**22,
                              "ping_interval": None, "compression": None}
    values.update(options)
    ws = await connect(f"ws://{LOCAL}:{port}/", **values)
    _OPENED.append(ws)
    return ws


def hello(code: str, name: Any = "Tester", **fields: Any) -> str:
    """A hello's text; `fields` change or add fields (of any type: a test's own)."""
    message: dict[str, Any] = {"type": "hello", "protocol": 1, "code": code, "name": name,
                               "seat": None, "token": None}
    message.update(fields)
    return json.dumps(message)


async def receive(ws: ClientConnection, timeout: float = 5.0) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), timeout))
    return message


async def receive_until(ws: ClientConnection, kinds: Iterable[str], timeout: float = 5.0,
                        seen: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The first message of one of `kinds` (those before it added to `seen`)."""
    wanted = set(kinds)
    end = time.perf_counter() + timeout
    while True:
        message = await receive(ws, max(0.01, end - time.perf_counter()))
        if message["type"] in wanted:
            return message
        if seen is not None:
            seen.append(message)


async def closed_within(ws: ClientConnection, timeout: float
                        ) -> tuple[list[dict[str, Any]], int | None]:
    """Read until the host closes: the messages before, and the close code it sent
    (None: no close frame, the connection was cut). TimeoutError if it stays open."""
    messages: list[dict[str, Any]] = []
    end = time.perf_counter() + timeout
    try:
        while True:
            left = end - time.perf_counter()
            if left <= 0:
                raise TimeoutError("the host kept the connection open")
            messages.append(json.loads(await asyncio.wait_for(ws.recv(), left)))
    except ConnectionClosed as exc:
        return messages, exc.rcvd.code if exc.rcvd is not None else None


async def join(port: int, code: str, name: str = "Tester", seat: int | None = None,
               token: str | None = None) -> Connection:
    conn = await Connection.open(LOCAL, port, code=code, name=name, seat=seat, token=token,
                                 timeout=5)
    _OPENED.append(conn)
    return conn


# --- raw bytes over TCP --------------------------------------------------------------------

OP_TEXT, OP_CLOSE, OP_PING, OP_PONG = 0x1, 0x8, 0x9, 0xA


def frame(opcode: int, payload: bytes = b"", *, length: int | None = None,
          zero_mask: bool = False) -> bytes:
    """A client's frame (masked, as RFC 6455 wants); `length` announces another length
    than the payload's (the rest is streamed after it)."""
    size = len(payload) if length is None else length
    head = bytes([0x80 | opcode])
    if size < 126:
        head += bytes([0x80 | size])
    elif size < 2**16:
        head += bytes([0x80 | 126]) + struct.pack("!H", size)
    else:
        head += bytes([0x80 | 127]) + struct.pack("!Q", size)
    key = bytes(4) if zero_mask else os.urandom(4)
    if zero_mask or not payload:
        return head + key + payload
    repeat = (key * (len(payload) // 4 + 1))[:len(payload)]
    masked = (int.from_bytes(payload, "big") ^ int.from_bytes(repeat, "big")).to_bytes(
        len(payload), "big")
    return head + key + masked


class RawPeer:
    """A TCP connection that sends and reads exactly what the test says (through the
    loop's socket calls, so nothing is read behind the test's back)."""

    def __init__(self, sock: socket.socket):
        _OPENED.append(self)
        self.sock = sock
        self.loop = asyncio.get_running_loop()
        self.buffer = b""
        self.arrivals: list[tuple[float, dict[str, Any]]] = []  # (perf_counter, message)
        self.close_at: float | None = None  # when the host's close frame came

    @classmethod
    async def connect(cls, port: int, rcvbuf: int | None = None) -> RawPeer:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            if rcvbuf is not None:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
            sock.setblocking(False)
            await asyncio.wait_for(asyncio.get_running_loop().sock_connect(
                sock, (LOCAL, port)), 5)
        except BaseException:
            sock.close()
            raise
        return cls(sock)

    @classmethod
    async def websocket(cls, port: int, rcvbuf: int | None = None) -> RawPeer:
        """Connected and past the WebSocket handshake (no hello yet)."""
        peer = await cls.connect(port, rcvbuf)
        try:
            key = base64.b64encode(os.urandom(16)).decode()
            await peer.send(
                f"GET / HTTP/1.1\r\nHost: {LOCAL}:{port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                "Sec-WebSocket-Version: 13\r\n\r\n".encode())
            while b"\r\n\r\n" not in peer.buffer:
                chunk = await asyncio.wait_for(peer.loop.sock_recv(peer.sock, 4096), 5)
                if not chunk:
                    raise ConnectionError("closed during the handshake")
                peer.buffer += chunk
            head, _, peer.buffer = peer.buffer.partition(b"\r\n\r\n")
            assert head.startswith(b"HTTP/1.1 101"), head[:80]
        except BaseException:
            peer.close()
            raise
        return peer

    async def send(self, data: bytes, timeout: float = 5.0) -> None:
        await asyncio.wait_for(self.loop.sock_sendall(self.sock, data), timeout)

    async def send_text(self, text: str) -> None:
        await self.send(frame(OP_TEXT, text.encode()))

    async def _fill(self, size: int, timeout: float) -> bool:
        end = time.perf_counter() + timeout
        while len(self.buffer) < size:
            left = end - time.perf_counter()
            if left <= 0:
                raise TimeoutError("nothing came")
            chunk = await asyncio.wait_for(self.loop.sock_recv(self.sock, 65536), left)
            if not chunk:
                return False
            self.buffer += chunk
        return True

    async def read_frame(self, timeout: float = 5.0) -> tuple[int, bytes] | None:
        """The host's next frame (opcode, payload); None at the end of the stream."""
        if not await self._fill(2, timeout):
            return None
        b1 = self.buffer[1] & 0x7F
        need = 2 + (2 if b1 == 126 else 8 if b1 == 127 else 0)
        if not await self._fill(need, timeout):
            return None
        size = (b1 if b1 < 126 else struct.unpack("!H", self.buffer[2:4])[0] if b1 == 126
                else struct.unpack("!Q", self.buffer[2:10])[0])
        if not await self._fill(need + size, timeout):
            return None
        opcode, payload = self.buffer[0] & 0x0F, self.buffer[need:need + size]
        self.buffer = self.buffer[need + size:]
        return opcode, payload

    async def until_closed(self, timeout: float) -> tuple[list[dict[str, Any]], int | None]:
        """Read until the stream ends: the text messages, and the close code (None: no
        close frame). TimeoutError if the host keeps the connection open."""
        messages: list[dict[str, Any]] = []
        code: int | None = None
        end = time.perf_counter() + timeout
        try:
            while True:
                got = await self.read_frame(max(0.0, end - time.perf_counter()))
                if got is None:
                    return messages, code
                opcode, payload = got
                if opcode == OP_TEXT:
                    messages.append(json.loads(payload))
                    self.arrivals.append((time.perf_counter(), messages[-1]))
                elif opcode == OP_CLOSE and len(payload) >= 2:
                    code = struct.unpack("!H", payload[:2])[0]
                    self.close_at = time.perf_counter()
        except (ConnectionResetError, BrokenPipeError):
            return messages, code

    def close(self) -> None:
        self.sock.close()


# --- an honest player -----------------------------------------------------------------------

Hook = Callable[["Honest"], Awaitable[bool]]


@dataclass
class Honest:
    """A client that plays its seat with seeded random moves (`pace_s` before each), and
    times the host's answer to each of its moves: from sending it to the `events` that
    carry it (or the `refused` that names its `ref`). What the test sends beside it on
    the same connection (`inject`) is answered too: those answers land in `errors` and
    `refused`. `on_turn(self)`, if set, is awaited on each of its turns before it moves;
    True: the hook sent the move itself (`send_move`)."""

    conn: Connection
    pace_s: float = 0.0
    seed: int = 0
    on_turn: Hook | None = None
    ready_after_s: float = 0.0  # how long after a `game_over` it says `ready`
    view: TableView = field(init=False)
    latencies: list[float] = field(default_factory=list)
    errors: list[ErrorMsg] = field(default_factory=list)
    refused: list[Refused] = field(default_factory=list)
    log: list[Any] = field(default_factory=list)
    received_bytes: int = 0
    moves: int = 0
    turns: int = 0
    ended: str = ""  # "match_over", "bye:<reason>", "closed:<code>" or "timeout"
    _pending: int | None = None
    _sent_at: float = 0.0
    _ref: int = 1000  # the refs of its own moves (a test's own are below)
    _readying: set[asyncio.Task[None]] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.view = TableView.of(self.conn.welcome)

    @property
    def seat(self) -> int:
        return self.view.seat

    async def inject(self, text: str) -> None:
        """Send `text` as it is, beside the honest play."""
        await self.conn.ws.send(text)

    def choose(self) -> Any:
        """A random legal move of ours, seeded by where the game is."""
        position = self.view.position
        assert position is not None
        return self.view.rules.obs_random_move(self.view.observation, make_rng(
            mix_seed(self.seed, position.game_number, position.ply, self.moves)))

    def move_text(self, move: Any, ref: int | None = None, seat: int | None = None
                  ) -> tuple[str, int]:
        """A `move` message for `move` (its text and ref)."""
        if ref is None:
            self._ref += 1
            ref = self._ref
        body = MoveBody(**codec.encode_move(self.view.game, move))
        return encode(MoveMsg(ref=ref, seat=self.seat if seat is None else seat,
                              move=body)), ref

    async def send_move(self, move: Any, times: int = 1) -> int:
        """Send our `move` (`times` times, the very same message); its ref."""
        text, ref = self.move_text(move)
        self._sent_at, self._pending = time.perf_counter(), ref
        for _ in range(times):
            await self.conn.ws.send(text)
        self.moves += 1
        return ref

    async def play(self, timeout: float = 30.0) -> str:
        """Until the match is over or the connection ends (at most `timeout`)."""
        end = time.perf_counter() + timeout
        try:
            while True:
                left = end - time.perf_counter()
                if left <= 0:
                    self.ended = "timeout"
                    return self.ended
                message, raw = await asyncio.wait_for(self.conn.receive(), left)
                now = time.perf_counter()
                self.received_bytes += len(raw)
                self.log.append(message)
                self.view.apply(message)
                match message:
                    case Events() if self._pending is not None:
                        self.latencies.append(now - self._sent_at)
                        self._pending = None
                    case Refused():
                        self.refused.append(message)
                        if message.ref == self._pending:
                            self.latencies.append(now - self._sent_at)
                            self._pending = None
                    case ErrorMsg():
                        self.errors.append(message)
                    case MatchOver():
                        self.ended = "match_over"
                        return self.ended
                    case Bye():
                        self.ended = f"bye:{message.reason}"
                        return self.ended
                    case GameOverMsg() if not message.match_decided:
                        if self.ready_after_s:
                            task = asyncio.create_task(self._ready_later())
                            self._readying.add(task)
                            task.add_done_callback(self._readying.discard)
                        else:
                            await self.conn.ready()
                if isinstance(message, State | Events | Refused) and self.view.my_turn() \
                        and self._pending is None:
                    self.turns += 1
                    if self.pace_s:
                        await asyncio.sleep(self.pace_s)
                    if self.on_turn is None or not await self.on_turn(self):
                        await self.send_move(self.choose())
        except ConnectionClosed as exc:
            self.ended = f"closed:{exc.rcvd.code if exc.rcvd is not None else None}"
        return self.ended

    async def _ready_later(self) -> None:
        await asyncio.sleep(self.ready_after_s)
        with contextlib.suppress(ConnectionClosed):
            await self.conn.ready()

    def latency_ms(self) -> dict[str, float]:
        ms = [x * 1000 for x in self.latencies]
        return {"p50_ms": round(percentile(ms, 50), 2), "p99_ms": round(percentile(ms, 99), 2),
                "max_ms": round(max(ms, default=0.0), 2), "moves": len(ms)}


def report(case: str, **figures: Any) -> None:
    """Print a case's measured figures (seen with `pytest -s`)."""
    print(f"\n[figures] {case}: {json.dumps(figures, default=str)}")
