"""Tables on the local network: a host announces its table by mDNS/DNS-SD (the `zeroconf`
library), and the Join window lists the tables it finds, so friends need not type an
address.

A table is one service of type `SERVICE_TYPE`. Its SRV record gives the port, its A (or
AAAA) records the host's addresses, and its TXT record four short keys: `game`
("nines"/"royal"), `free` (free seats), `host` (the hosting player's name) and `proto`
(the protocol version, docs/protocol.md).

Nothing here blocks its caller for more than a moment: the GUI thread calls `start`,
`update` and `close`, and each `Announcer` and `Browser` does zeroconf's blocking work
(opening sockets, probing for a unique name, the goodbye packets) on a daemon thread of
its own. Announcing is a convenience: when it fails (no network, no multicast) the
reason is logged and kept in `Announcer.failure`, and hosting by address works as before.

What a browser receives is untrusted input from anyone on the network: the TXT record
is parsed defensively (core.net.announcement), and at most `MAX_TABLES` tables are
kept.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import os
import queue
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial

import ifaddr
from zeroconf import InterfaceChoice, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceInfo

from core.net.announcement import (
    GAME_TOKEN,
    SERVICE_NAME_MAX,
    TableInfo,
    host_name_of,
    instance_name,
    parse_table,
    txt_record,
)
from core.net.announcement import (
    SERVICE_TYPE as SERVICE_TYPE,  # (the room's self-test names it)
)
from core.net.protocol import PROTOCOL

log = logging.getLogger(__name__)

MAX_TABLES = 64  # tables a browser keeps (and lookups it runs at once)
RESOLVE_MS = 3000  # how long a browser asks for a table's records before giving up
TTL_S = 120  # how long others cache our records: a table whose host died goes in ~2 min

Interfaces = list[str] | InterfaceChoice
"""zeroconf's choice of interfaces: `InterfaceChoice.All` (the default), or a list of the
host's own addresses to use (e.g. `["127.0.0.1"]`)."""


def _own_addresses(interfaces: Interfaces) -> list[str]:
    """The addresses to announce: those given, or every IPv4 address of this computer's
    interfaces (loopback only when there is no other)."""
    if isinstance(interfaces, list):
        return [address for address in interfaces if isinstance(address, str)]
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and ip.ip not in found:
                found.append(ip.ip)
    outside = [address for address in found if not ipaddress.ip_address(address).is_loopback]
    return outside or found


def _reason(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


def _drain(commands: queue.SimpleQueue[str]) -> set[str]:
    """The next command and every other one waiting (updates coalesce into one)."""
    batch = {commands.get()}
    while True:
        try:
            batch.add(commands.get_nowait())
        except queue.Empty:
            return batch


ENV = "HERNA_DISCOVERY"  # "on" (the default), "off", or "loopback"
OFF = "looking for tables on the local network is off (HERNA_DISCOVERY=off)"


def enabled() -> bool:
    """Whether tables are announced and looked for: `HERNA_DISCOVERY=off` turns it off
    (the test suite does, so that no test sends a packet beyond this computer)."""
    return os.environ.get(ENV, "on") != "off"


def interfaces() -> Interfaces:
    """Where tables are announced and looked for: every interface, or only loopback
    (`HERNA_DISCOVERY=loopback`, for tests and trials that must not reach the network)."""
    return ["127.0.0.1"] if os.environ.get(ENV) == "loopback" else InterfaceChoice.All


def _start(worker: Announcer | Browser, name: str) -> None:
    """Start an announcer's or a browser's thread with its first command (once; never
    while discovery is off, which is then its failure)."""
    if not enabled():
        worker._failure = OFF
        return
    with worker._lock:
        if worker._thread is not None or worker._closed:
            return
        worker._thread = threading.Thread(target=worker._run, name=name, daemon=True)
        worker._commands.put("start")
        worker._thread.start()


class Announcer:
    """Announces one hosted table while it is open.

    `start`, `update` and `close` return at once; the work runs on a daemon thread in
    order. `port` is the port the host listens on (the real one, not 0). A failure to
    announce is logged, kept in `failure` and passed to `on_failure` (called on the
    announcer's thread); it never raises to the caller."""

    def __init__(self, port: int, game: str, free_seats: int, host_name: str,
                 protocol: int = PROTOCOL, *, interfaces: Interfaces = InterfaceChoice.All,
                 on_failure: Callable[[str], None] | None = None) -> None:
        if not 0 < port < 65536:
            raise ValueError(f"port {port} is not a port a client can reach")
        if not GAME_TOKEN.fullmatch(game):
            raise ValueError(f"game {game!r} is not a short lowercase name")
        self._port, self._game, self._protocol = port, game, protocol
        self._host_name = host_name_of(host_name) or "?"
        self._free_seats = free_seats
        self._interfaces: Interfaces = (
            list(interfaces) if isinstance(interfaces, list) else interfaces)
        self._on_failure = on_failure
        self._suffix = secrets.token_hex(3)
        self._addresses: list[str] = []
        self._name = f"{instance_name(host_name, self._suffix)}.{SERVICE_TYPE}"
        self._lock = threading.Lock()
        self._commands: queue.SimpleQueue[str] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False
        self._announced = False
        self._failure: str | None = None

    @property
    def failure(self) -> str | None:
        """Why the table is not announced (None while it is, or will be)."""
        return self._failure

    @property
    def announced(self) -> bool:
        """Whether the table is registered on the network now."""
        return self._announced

    @property
    def service_name(self) -> str:
        """The table's full DNS-SD name (zeroconf renames it in the rare conflict)."""
        return self._name

    def start(self) -> None:
        """Announce the table (on the announcer's thread: this returns at once)."""
        _start(self, "herna-announce")

    def update(self, free_seats: int) -> None:
        """Announce the table again with `free_seats` free seats."""
        with self._lock:
            self._free_seats = free_seats
            if self._thread is not None and not self._closed:
                self._commands.put("update")

    def close(self) -> None:
        """Withdraw the table (goodbye packets) and close the sockets, on the announcer's
        thread. The announcer cannot be started again."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            if self._thread is not None:
                self._commands.put("close")

    def join(self, timeout: float | None = None) -> bool:
        """Wait until a closed announcer has sent its goodbye; False on a timeout. For
        tests, and for quitting the program (a daemon thread dies with it)."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def _info(self) -> ServiceInfo:
        with self._lock:
            free_seats = self._free_seats
        return ServiceInfo(
            SERVICE_TYPE, self._name, port=self._port,
            properties=txt_record(self._game, free_seats, self._host_name, self._protocol),
            server=f"herna-{self._suffix}.local.", host_ttl=TTL_S, other_ttl=TTL_S,
            parsed_addresses=self._addresses)

    def _register(self) -> Zeroconf | None:
        zeroconf: Zeroconf | None = None
        try:
            self._addresses = _own_addresses(self._interfaces)
            if not self._addresses:
                raise OSError("this computer has no address to announce")
            zeroconf = Zeroconf(interfaces=self._interfaces)
            info = self._info()
            zeroconf.register_service(info, allow_name_change=True)
            self._name = info.name
            self._announced = True
            log.info("announced the table as %r on %s", self._name, self._addresses)
            return zeroconf
        except Exception as error:  # any failure: the table is hosted, not announced
            self._fail(_reason(error))
            if zeroconf is not None:
                self._close_quietly(zeroconf)
            return None

    def _fail(self, reason: str) -> None:
        self._failure = reason
        log.warning("cannot announce the table on the local network: %s", reason)
        if self._on_failure is not None:
            try:
                self._on_failure(reason)
            except Exception:
                log.exception("the announcer's on_failure raised")

    @staticmethod
    def _close_quietly(zeroconf: Zeroconf) -> None:
        try:
            zeroconf.close()  # sends the goodbye of every registered service first
        except Exception as error:
            log.warning("closing the announcement failed: %s", _reason(error))

    def _run(self) -> None:
        zeroconf: Zeroconf | None = None
        try:
            while True:
                batch = _drain(self._commands)
                if "close" in batch:
                    return
                if zeroconf is None:
                    zeroconf = self._register()
                    if zeroconf is None:
                        return
                    continue
                try:
                    zeroconf.update_service(self._info())
                except Exception as error:
                    log.warning("cannot update the table's announcement: %s", _reason(error))
        finally:
            self._announced = False
            if zeroconf is not None:
                self._close_quietly(zeroconf)


class Browser:
    """Finds the tables announced on the local network.

    `on_change(tables)` receives the full current list (incompatible tables included,
    compatible ones first, then by host name) whenever a table appears, changes or
    disappears. It is called on one of zeroconf's threads, never on the caller's and
    never two at once; the GUI must hop it to its own thread, and must not call `close`
    and wait from inside it. After `close` returns it is not called again.

    `start` and `close` return at once; the sockets are opened and closed on a daemon
    thread. A failure to browse is logged and kept in `failure`."""

    def __init__(self, on_change: Callable[[list[TableInfo]], None], *,
                 interfaces: Interfaces = InterfaceChoice.All,
                 max_tables: int = MAX_TABLES) -> None:
        self._on_change = on_change
        self._interfaces: Interfaces = (
            list(interfaces) if isinstance(interfaces, list) else interfaces)
        self._max_tables = max_tables
        self._lock = threading.RLock()
        self._tables: dict[str, TableInfo] = {}
        self._pending: set[str] = set()
        self._commands: queue.SimpleQueue[str] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False
        self._failure: str | None = None
        self._warned_full = False

    @property
    def failure(self) -> str | None:
        """Why the browser cannot look for tables (None while it can)."""
        return self._failure

    @property
    def tables(self) -> list[TableInfo]:
        """The tables found now (the list `on_change` received last)."""
        with self._lock:
            return self._snapshot()

    def start(self) -> None:
        """Start looking for tables (this returns at once)."""
        _start(self, "herna-browse")

    def close(self) -> None:
        """Stop looking; `on_change` is not called once this returns."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            if self._thread is not None:
                self._commands.put("close")

    def join(self, timeout: float | None = None) -> bool:
        """Wait until a closed browser has closed its sockets; False on a timeout."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def _run(self) -> None:
        if "close" in _drain(self._commands):
            return
        try:
            zeroconf = Zeroconf(interfaces=self._interfaces)
        except Exception as error:
            self._failure = _reason(error)
            log.warning("cannot look for tables on the local network: %s", self._failure)
            return
        browser: ServiceBrowser | None = None
        try:
            browser = ServiceBrowser(zeroconf, SERVICE_TYPE, handlers=[self._on_service])
            while "close" not in _drain(self._commands):
                pass
        except Exception as error:
            self._failure = _reason(error)
            log.warning("cannot look for tables on the local network: %s", self._failure)
        finally:
            try:
                if browser is not None:
                    browser.cancel()
                zeroconf.close()
            except Exception as error:
                log.warning("closing the table browser failed: %s", _reason(error))

    # --- on zeroconf's threads ---------------------------------------------------------

    def _on_service(self, zeroconf: Zeroconf, service_type: str, name: str,
                    state_change: ServiceStateChange) -> None:
        """ServiceBrowser's handler (its thread). A raise here would stop the browser,
        and the input is anyone's: nothing escapes."""
        try:
            if state_change is ServiceStateChange.Removed:
                with self._lock:
                    self._pending.discard(name)
                    self._store(name, None)
                return
            if len(name) > SERVICE_NAME_MAX or self._closed:
                return
            info = AsyncServiceInfo(service_type, name)
            if info.load_from_cache(zeroconf):
                self._resolved(name, info)
                return
            loop = zeroconf.loop
            with self._lock:
                if name in self._pending or len(self._pending) >= self._max_tables:
                    return
                self._pending.add(name)
            if loop is None:
                return
            request = asyncio.run_coroutine_threadsafe(info.async_request(zeroconf, RESOLVE_MS),
                                                       loop)
            request.add_done_callback(partial(self._request_done, name, info))
        except Exception as error:
            log.debug("skipped the service %r: %s", name, _reason(error))

    def _request_done(self, name: str, info: ServiceInfo, request: Future[bool]) -> None:
        """A lookup ended (zeroconf's loop thread)."""
        try:
            with self._lock:
                if name not in self._pending:  # removed meanwhile
                    return
                self._pending.discard(name)
            if request.cancelled() or request.exception() is not None or not request.result():
                return
            self._resolved(name, info)
        except Exception as error:
            log.debug("skipped the service %r: %s", name, _reason(error))

    def _resolved(self, name: str, info: ServiceInfo) -> None:
        table = parse_table(info.properties, port=info.port,
                            addresses=info.parsed_scoped_addresses(), service_name=name)
        if table is None:
            log.debug("skipped the service %r: not a Herna table", name)
        with self._lock:
            self._store(name, table)

    def _store(self, name: str, table: TableInfo | None) -> None:
        """Keep (or with None forget) the table `name` and tell `on_change` when the list
        changed. Under the lock."""
        if self._closed:
            return
        old = self._tables.get(name)
        if old == table:
            return
        if table is None:
            del self._tables[name]
        elif old is None and len(self._tables) >= self._max_tables:
            if not self._warned_full:
                self._warned_full = True
                log.warning("more than %d tables on the network: the rest are left out",
                            self._max_tables)
            return
        else:
            self._tables[name] = table
        try:
            self._on_change(self._snapshot())
        except Exception:
            log.exception("the table browser's on_change raised")

    def _snapshot(self) -> list[TableInfo]:
        return sorted(self._tables.values(),
                      key=lambda t: (not t.compatible, t.host_name.casefold(), t.service_name))
