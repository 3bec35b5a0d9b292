"""A host and a client on threads of their own, for a program whose main thread must
never wait on a socket (the room's GUI thread): each runs an asyncio loop on a daemon
thread; their methods only hand work to that loop and return at once (a
`concurrent.futures.Future` where there is an answer), and their callbacks are called on
the loop's thread (the room hops them to its own thread with a queued signal)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import Future
from typing import Any, TypeVar

from websockets.exceptions import ConnectionClosed

from core.match import Match
from core.net.client import Connection
from core.net.host import Host, TableConfig
from core.net.limits import Limits
from core.net.protocol import HostMessage, ProtocolError, SeatInfo

T = TypeVar("T")


class LoopThread:
    """An asyncio loop on a daemon thread."""

    def __init__(self, name: str):
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()
        self.loop.close()

    def submit(self, coro: Coroutine[Any, Any, T]) -> Future[T]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, fn: Callable[[], object]) -> None:
        if not self.loop.is_closed():
            self.loop.call_soon_threadsafe(fn)

    def stop(self, timeout: float = 3.0) -> None:
        """Cancel the loop's tasks, let them end, and stop it (waits at most about
        `timeout`; from the loop's own thread it only asks the loop to stop)."""
        if self.loop.is_closed():
            return
        if threading.current_thread() is not self._thread and self.loop.is_running():
            with contextlib.suppress(Exception):  # a task that will not end: stop anyway
                self.submit(_cancel_tasks(timeout / 2)).result(timeout)
        with contextlib.suppress(RuntimeError):  # closed meanwhile
            self.loop.call_soon_threadsafe(self.loop.stop)
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)


async def _cancel_tasks(timeout: float) -> None:
    tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
    for task in tasks:
        task.cancel()
    if tasks:
        await asyncio.wait(tasks, timeout=timeout)
    await asyncio.get_running_loop().shutdown_asyncgens()
    await asyncio.sleep(0)  # what the cancelled tasks scheduled (a socket's close) runs


class HostThread:
    """A `Host` on its own thread. `on_change()` hears (on the host's thread) whenever the
    seats or the match changed."""

    def __init__(self, config: TableConfig, limits: Limits | None = None, *,
                 match: Match | None = None, tokens: Sequence[str] = (),
                 on_change: Callable[[], None] | None = None):
        self.host = Host(config, limits, match=match, tokens=tokens, on_change=on_change)
        self._thread = LoopThread("herna-host")

    def start(self, bind: str | None = None, port: int = 0) -> Future[int]:
        """Listen (the future: the port), then play the match on the thread."""
        async def go() -> int:
            listening = await self.host.start(bind, port)
            asyncio.get_running_loop().create_task(self.host.run())
            return listening
        return self._thread.submit(go())

    @property
    def code(self) -> str:
        return self.host.code

    def seats(self) -> list[SeatInfo]:
        """The seats as the lobby shows them (a copy: call it on any thread)."""
        return [slot.info() for slot in list(self.host.slots)]

    def host_token(self, seat: int) -> str:
        return self.host.slots[seat].token

    def fill(self) -> None:
        """Start now: computers take the seats nobody took."""
        self._thread.call(self.host.fill)

    def close(self, reason: str = "host_quit") -> Future[None]:
        return self._thread.submit(self.host.close(reason))

    def stop(self, timeout: float = 3.0) -> None:
        """Close the table (if still open) and end the thread."""
        # the table may be closed already, or not close in time
        with contextlib.suppress(Exception):
            self.close().result(timeout)
        self._thread.call(self.host.abort)  # whatever did not close in time
        self._thread.stop(timeout)


class ClientThread:
    """A client's connection on its own thread. `on_message(message)` hears every host
    message after the welcome, `on_closed(why)` once the connection ends ("" when the
    host closed it normally); both on the client's thread."""

    def __init__(self, on_message: Callable[[HostMessage], None],
                 on_closed: Callable[[str], None]):
        self._thread = LoopThread("herna-client")
        self._on_message, self._on_closed = on_message, on_closed
        self.connection: Connection | None = None

    def join(self, host: str, port: int, *, code: str, name: str, seat: int | None = None,
             token: str | None = None) -> Future[Connection]:
        """Connect and say hello (the future: the connection, or a JoinError)."""
        async def go() -> Connection:
            conn = await Connection.open(host, port, code=code, name=name, seat=seat,
                                         token=token)
            self.connection = conn
            asyncio.get_running_loop().create_task(self._listen(conn))
            return conn
        return self._thread.submit(go())

    async def _listen(self, conn: Connection) -> None:
        why = ""
        try:
            while True:
                message, _raw = await conn.receive()
                self._on_message(message)
        except ConnectionClosed as exc:
            why = "" if exc.rcvd is not None and exc.rcvd.code == 1000 else "dropped"
        except ProtocolError as exc:
            why = f"protocol: {exc}"
            await conn.close()
        self._on_closed(why)

    def send_move(self, move: Any) -> Future[int]:
        return self._thread.submit(self._conn().send_move(move))

    def ready(self) -> Future[None]:
        return self._thread.submit(self._conn().ready())

    def leave(self) -> Future[None]:
        return self._thread.submit(self._conn().leave())

    def _conn(self) -> Connection:
        if self.connection is None:
            raise RuntimeError("not joined")
        return self.connection

    def stop(self, timeout: float = 3.0) -> None:
        """Close the connection (waits at most about `timeout` for the host's answer,
        then drops it) and end the thread."""
        connection = self.connection
        if connection is not None:
            with contextlib.suppress(Exception):  # already closed, or the loop is gone
                self._thread.submit(connection.close()).result(timeout)
            self._thread.call(connection.ws.transport.abort)  # no socket left open
        self._thread.stop(timeout)
