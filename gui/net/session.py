"""The room's connection to a host (`core.net.threads.ClientThread`), for the GUI thread.

The connection lives on a thread of its own; every answer and every host message comes
back to the GUI thread as a queued signal, in the order the host sent it, the welcome
first. Nothing here makes the GUI thread wait: `join`, `send_move`, `ready` and `leave`
hand the work to the client's thread and return at once, and `stop` closes the
connection on a thread of its own.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from core.net.client import Connection, JoinError
from core.net.protocol import HostMessage, Welcome
from core.net.threads import ClientThread

__all__ = ["JoinError", "NetSession"]

IDLE, JOINING, JOINED, CLOSED, STOPPED = "idle", "joining", "joined", "closed", "stopped"


class _Relay(QObject):
    """Lives in the GUI thread; its signals, emitted on the client's thread, are queued."""

    welcomed = Signal(object, object)  # the client it is of, Welcome
    failed = Signal(object, object)  # the client, JoinError
    message = Signal(object, object)  # the client, a host message
    closed = Signal(object, str)  # the client, why


class NetSession(QObject):
    """One seat's connection to a host. `join` connects; then `welcomed(Welcome)` (our
    seat, its token, the game and the seats) or `failed(JoinError)` comes; after the
    welcome every host message comes as `message(msg)` and, once, `closed(why)` when the
    connection ends ("" when the host closed it normally, "dropped", or "protocol: ..."
    for a host that broke the protocol). The messages that came before anybody took them
    (`claim`) are kept, so a controller made after the welcome misses none."""

    welcomed = Signal(object)  # core.net.protocol.Welcome
    failed = Signal(object)  # core.net.client.JoinError
    message = Signal(object)  # a core.net.protocol host message
    closed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._relay = _Relay(self)
        queued = Qt.ConnectionType.QueuedConnection
        self._relay.welcomed.connect(self._on_welcomed, queued)
        self._relay.failed.connect(self._on_failed, queued)
        self._relay.message.connect(self._on_message, queued)
        self._relay.closed.connect(self._on_closed, queued)
        self._lock = threading.Lock()  # the client thread's callbacks against `stop`
        self._client: ClientThread | None = None
        self._welcome_sent = False  # (under the lock) the client's welcome was relayed
        self._state = IDLE
        self._unclaimed: list[Any] | None = []
        self._joined_as: tuple[str, int, str, str, int | None] | None = None
        self.welcome: Welcome | None = None

    # --- commands -------------------------------------------------------------------------

    def join(self, host: str, port: int, code: str, name: str, seat: int | None = None,
             token: str | None = None) -> None:
        """Connect to the table at host:port and say hello (with `token`: take that seat
        again). Returns at once; `welcomed` or `failed` follows. A connection this
        session had is closed first."""
        if self._state == STOPPED:
            raise RuntimeError("the session was stopped")
        self._drop_client()
        self._joined_as = (host, port, code, name, seat)
        client = ClientThread(lambda msg: self._heard(client, msg),
                              lambda why: self._ended(client, why))
        with self._lock:
            self._client, self._welcome_sent = client, False
        self._state = JOINING
        future = client.join(host, port, code=code, name=name, seat=seat, token=token)
        future.add_done_callback(lambda done: self._joined(client, done))

    def table(self) -> tuple[str, int, str] | None:
        """The host, port and join code this session joined (None: none yet)."""
        return None if self._joined_as is None else self._joined_as[:3]

    def rejoin(self) -> None:
        """Join the same table again with our seat's token (after the connection
        dropped: the host keeps the seat, or gives it back from its computer)."""
        if self._joined_as is None or self.welcome is None:
            raise RuntimeError("never joined")
        host, port, code, name, seat = self._joined_as
        self.join(host, port, code, name, seat, self.welcome.token)

    def send_move(self, move: Any) -> bool:
        """Send our `move` (a core move of our seat); False when not connected."""
        client = self._connected()
        if client is None:
            return False
        client.send_move(move).add_done_callback(_ignore)
        return True

    def ready(self) -> bool:
        """Ready for the next game; False when not connected."""
        client = self._connected()
        if client is None:
            return False
        client.ready().add_done_callback(_ignore)
        return True

    def leave(self) -> bool:
        """Leave the table (a computer of the host plays our seat from now on); `closed`
        follows. False when not connected."""
        client = self._connected()
        if client is None:
            return False
        client.leave().add_done_callback(_ignore)
        return True

    def stop(self) -> None:
        """Close the connection (on a thread of its own) and hear nothing more from it."""
        self._state = STOPPED
        self._drop_client()

    def claim(self) -> list[Any]:
        """The host's messages that came since the welcome, before anybody claimed them;
        from now on they only come as `message`."""
        kept, self._unclaimed = self._unclaimed or [], None
        return kept

    # --- what it is -----------------------------------------------------------------------

    @property
    def state(self) -> str:
        """"idle", "joining", "joined", "closed" (the connection ended) or "stopped"."""
        return self._state

    @property
    def address(self) -> tuple[str, int] | None:
        return self._joined_as[:2] if self._joined_as is not None else None

    def connected(self) -> bool:
        return self._state == JOINED

    # --- the client's thread ----------------------------------------------------------------

    def _heard(self, client: ClientThread, message: HostMessage) -> None:
        with self._lock:
            if client is self._client:
                self._say_welcome(client, client.connection)
                self._relay.message.emit(client, message)

    def _ended(self, client: ClientThread, why: str) -> None:
        with self._lock:
            if client is self._client:
                self._say_welcome(client, client.connection)
                self._relay.closed.emit(client, why)

    def _joined(self, client: ClientThread, done: Future[Connection]) -> None:
        error = None if not done.cancelled() else JoinError("closed", "cancelled")
        if error is None and done.exception() is not None:
            exc = done.exception()
            error = exc if isinstance(exc, JoinError) else JoinError("unreachable", str(exc))
        with self._lock:
            if client is not self._client:
                return
            if error is not None:
                self._relay.failed.emit(client, error)
            else:
                self._say_welcome(client, done.result())

    def _say_welcome(self, client: ClientThread, conn: Connection | None) -> None:
        """(Under the lock.) The welcome, before the first message that follows it: the
        client may hear the host's next messages before its join's answer comes."""
        if not self._welcome_sent and conn is not None:
            self._welcome_sent = True
            self._relay.welcomed.emit(client, conn.welcome)

    # --- back on the GUI thread -------------------------------------------------------------

    def _on_welcomed(self, client: ClientThread, welcome: Welcome) -> None:
        if client is self._client and self._state == JOINING:
            self._state = JOINED
            self.welcome = welcome
            self.welcomed.emit(welcome)

    def _on_failed(self, client: ClientThread, error: JoinError) -> None:
        if client is self._client and self._state == JOINING:
            self._state = CLOSED
            self._drop_client()
            self.failed.emit(error)

    def _on_message(self, client: ClientThread, message: HostMessage) -> None:
        if client is self._client and self._state == JOINED:
            if self._unclaimed is not None:
                self._unclaimed.append(message)
            self.message.emit(message)

    def _on_closed(self, client: ClientThread, why: str) -> None:
        if client is self._client and self._state == JOINED:
            self._state = CLOSED
            self._drop_client()
            self.closed.emit(why)

    def _connected(self) -> ClientThread | None:
        return self._client if self._state == JOINED else None

    def _drop_client(self) -> None:
        """Hear nothing more from the client, and stop it on a thread of its own (closing
        a connection may wait for the host's answer)."""
        with self._lock:
            client, self._client = self._client, None
        if client is not None:
            threading.Thread(target=client.stop, name="herna-client-stop",
                             daemon=True).start()


def _ignore(future: Future[Any]) -> None:
    """A send that failed: the connection ended, which `closed` says."""
    if not future.cancelled():
        future.exception()
