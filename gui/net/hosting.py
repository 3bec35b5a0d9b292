"""A table this Herna hosts, for the room: the host (`core.net.threads.HostThread`) on its
own thread, announced on the local network (`core.net.discovery.Announcer`) while a seat
is open, and what the lobby shows of it (the join code, the port, this computer's
addresses).

Nothing here makes the GUI thread wait: starting, filling and closing hand the work to
the host's thread, whose answers come back as queued signals; `stop` closes the table on
a thread of its own and says `stopped` when it is done.
"""

from __future__ import annotations

import errno
import ipaddress
import logging
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import ifaddr
from PySide6.QtCore import QCoreApplication, QObject, Signal

from core.match import Match
from core.net.discovery import Announcer, interfaces
from core.net.limits import Limits
from core.net.protocol import DEFAULT_PORT, SeatInfo
from core.net.seats import HOST, seat_kinds
from core.net.table_config import NET_KEY, TableConfig
from core.net.threads import HostThread
from core.save_data import SaveError

log = logging.getLogger(__name__)

STOP_S = 3.0  # how long closing the table may take on its own thread


def own_addresses() -> list[str]:
    """This computer's addresses a friend may reach: IPv4 first, then global IPv6 (no
    loopback nor link-local); loopback only when there is no other."""
    found: list[ipaddress.IPv4Address | ipaddress.IPv6Address] = []
    try:
        adapters = ifaddr.get_adapters()
    except OSError:
        adapters = []
    for adapter in adapters:
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            try:
                address = ipaddress.ip_address(text)
            except ValueError:
                continue
            if address not in found:
                found.append(address)
    usable = [a for a in found if not (a.is_loopback or a.is_link_local or a.is_multicast)]
    chosen = usable or [a for a in found if a.is_loopback] or [ipaddress.ip_address("127.0.0.1")]
    chosen.sort(key=lambda a: a.version)
    return [str(a) for a in chosen[:6]]


def with_port(address: str, port: int) -> str:
    """"address:port" as a friend types it ("[v6]:port" for an IPv6 address)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def free_seats(seats: Sequence[SeatInfo]) -> int:
    return sum(seat.status == "open" for seat in seats)


class TableDataError(SaveError):
    """A save's table data (`NET_KEY`) that cannot open a table again."""


def saved_table(data: dict[str, Any], save_path: Path | None) -> tuple[TableConfig, list[str]]:
    """The table a networked save opens again (its config and the seats' tokens), from the
    save's `NET_KEY` data (untrusted: TableDataError names what is wrong)."""
    table = data.get(NET_KEY)
    if not isinstance(table, dict):
        raise TableDataError("the save holds no table")
    try:
        kinds = seat_kinds(table.get("seats") or [])
    except (ValueError, TypeError, AttributeError) as exc:
        raise TableDataError(f"the table's seats: {exc}") from None
    tokens, code = table.get("tokens"), table.get("code")
    host, fill = table.get("host", "Herna"), table.get("fill", "hard")
    if (not isinstance(tokens, list) or len(tokens) != len(kinds)
            or not all(isinstance(t, str) and 8 <= len(t) <= 64 for t in tokens)):
        raise TableDataError("the table's tokens are missing or broken")
    if not isinstance(code, str) or not 4 <= len(code) <= 16 or not code.isalnum():
        raise TableDataError("the table's join code is missing or broken")
    if not isinstance(host, str) or not isinstance(fill, str) or fill not in (
            "easy", "medium", "hard", "expert"):
        raise TableDataError("the table's host name or fill level is broken")
    if kinds.count(HOST) != 1:
        raise TableDataError("the table has no seat of its host")
    players = data.get("players")
    if not isinstance(players, list) or len(players) != len(kinds):
        raise TableDataError(f"the table has {len(kinds)} seats, its game "
                             f"{len(players) if isinstance(players, list) else 'no'} players")
    game = data.get("game")
    return TableConfig(game=str(game), seats=kinds, host_name=host, fill_level=fill,
                       code=code.upper(), save_path=save_path), list(tokens)


_open: set[HostedTable] = set()  # kept alive until stopped: its threads emit its signals


def open_tables() -> list[HostedTable]:
    """The hosted tables not yet stopped (the room has at most one; tests look)."""
    return list(_open)


class HostedTable(QObject):
    """One hosted table. `start()` listens on DEFAULT_PORT (else any free port): then
    `listening(port)`, or `failed(why)`; `changed` whenever the seats or the match changed
    (heard on the host's thread, delivered on the GUI thread); `stopped` once `stop` has
    closed the table and ended its thread. Make it without a parent: it keeps itself
    alive until stopped, as its threads emit its signals."""

    listening = Signal(int)
    failed = Signal(str)
    changed = Signal()
    stopped = Signal()
    announce_failed = Signal(str)  # why the table is not announced on the local network
    recorded = Signal(object)  # the full record of a game the table finished
    _started = Signal(object)  # the start's future, from the host's thread

    def __init__(self, config: TableConfig, limits: Limits | None = None, *,
                 match: Match | None = None, tokens: Sequence[str] = (),
                 announcer: Callable[..., Announcer] | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        _open.add(self)
        self.config = config
        self.port = 0
        self.announcer: Announcer | None = None
        self._make_announcer = announcer or Announcer
        self._free = -1
        self._stopping = False
        self._thread = HostThread(config, limits, match=match, tokens=tokens,
                                  on_change=self._changed_elsewhere)
        self._started.connect(self._start_done)
        self.changed.connect(self._announce)
        self.changed.connect(self._recorded)
        self._last_record: dict[str, Any] | None = None
        self._tried_default = False
        self.finished = False  # (set on the stopping thread) the table is closed
        self.stopped.connect(lambda: _open.discard(self))

    @property
    def code(self) -> str:
        return self._thread.code

    @property
    def host_seat(self) -> int:
        return list(self.config.seats).index(HOST)

    def host_token(self) -> str:
        return self._thread.host_token(self.host_seat)

    def seats(self) -> list[SeatInfo]:
        return self._thread.seats()

    def table_data(self) -> dict[str, Any]:
        host = self._thread.host
        return host.table_data() if host is not None else {}

    def start(self, port: int = DEFAULT_PORT) -> None:
        self._tried_default = port != 0
        self._listen(port)

    def _listen(self, port: int) -> None:
        future = self._thread.start(None, port)
        future.add_done_callback(self._started.emit)  # the host's thread: queued

    def _start_done(self, future: Future[int]) -> None:
        if self._stopping:
            return
        error = future.exception()
        if error is None:
            self.port = future.result()
            self._announce()
            self.listening.emit(self.port)
        elif self._tried_default and isinstance(error, OSError):
            log.info("port %d is taken (%s): hosting on any free port", DEFAULT_PORT, error)
            self._tried_default = False
            self._listen(0)
        else:
            self.failed.emit(_why(error))

    def _changed_elsewhere(self) -> None:
        if not self._stopping:
            self.changed.emit()

    def _announce(self) -> None:
        """Announce the table while a seat is open (and say how many are)."""
        if self.port == 0 or self._stopping:
            return
        free = free_seats(self.seats())
        if free == self._free:
            return
        self._free = free
        if self.announcer is None and free:
            self.announcer = self._make_announcer(
                self.port, self.config.game, free, self.config.host_name,
                interfaces=interfaces(), on_failure=self._announce_failed_elsewhere)
            self.announcer.start()
        elif self.announcer is not None:
            self.announcer.update(free)

    def _recorded(self) -> None:
        """A game ended: its full record (the host's own, never a client's) once."""
        record = self._thread.host.record
        if record is not None and record is not self._last_record and record.get("finished"):
            self._last_record = record
            self.recorded.emit(record)

    def _announce_failed_elsewhere(self, why: str) -> None:
        if not self._stopping:
            self.announce_failed.emit(why)

    def fill(self) -> None:
        """Start now: computers take the seats nobody took."""
        self._thread.fill()

    def stop(self) -> None:
        """Close the table (clients hear `bye`, the save is flushed) and end its thread,
        on a thread of its own (which a program that ends meanwhile waits for, at most
        about 2 * STOP_S); `stopped` when done. Returns at once."""
        if self._stopping:
            return
        self._stopping = True
        if self.announcer is not None:
            self.announcer.close()

        def run() -> None:
            try:
                self._thread.stop(STOP_S)
            finally:
                self.finished = True
                if QCoreApplication.instance() is not None:
                    self.stopped.emit()

        # not a daemon: a program that ends meanwhile waits for it (the window is gone)
        threading.Thread(target=run, name="herna-host-stop").start()

    @property
    def stopping(self) -> bool:
        return self._stopping


def _why(error: BaseException) -> str:
    if isinstance(error, OSError) and error.errno == errno.EADDRINUSE:
        return "address in use"
    return str(error) or type(error).__name__
