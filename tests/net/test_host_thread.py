"""Stopping a table on its thread (`core.net.threads.HostThread.stop`, as the room does
when it closes a table or quits) leaves no socket open behind it, whatever state each
connection was in, also when closing politely runs out of time."""

from __future__ import annotations

import socket
import time

from net_helpers import LOCAL, fast_limits

from core.net.host import TableConfig
from core.net.threads import HostThread

CONFIG = TableConfig(game="nines", seats=["open", "open", "ai:random", "ai:random"])


def closed_by_the_host(raw: socket.socket, within: float = 3.0) -> bool:
    """Whether the host closed `raw`'s connection (the next read ends) within `within` s."""
    raw.settimeout(within)
    try:
        return raw.recv(1) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def test_a_connection_still_in_its_opening_handshake_is_closed_when_the_table_stops():
    # the handshake may take 10 s (hello_s): closing politely waits for it, and runs out
    thread = HostThread(CONFIG, fast_limits(hello_s=10.0))
    port = thread.start(LOCAL, 0).result(10)
    with socket.create_connection((LOCAL, port), timeout=5) as raw:
        time.sleep(0.3)  # accepted: the host waits for the opening handshake
        started = time.monotonic()
        thread.stop(timeout=0.3)
        assert time.monotonic() - started < 2.0
        assert closed_by_the_host(raw)

