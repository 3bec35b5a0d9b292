"""core/net/discovery.py: the TXT record of a table is read defensively (anything from the
network may be junk), announcing never breaks hosting, and a table announced is found,
updated and withdrawn for real, in a network namespace of the test's own.

The round trip runs this file as a script (`--round-trip`) in a new network namespace
(`unshare --net`): only its own loopback interface exists there, so no packet can reach
another computer and no real table on this network can mix in; the namespace goes with
the process. Where no namespace can be made (no root and no user namespaces, not Linux)
the round trip is skipped, saying why.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from core.net import announcement, discovery
from core.net.announcement import (
    MAX_SEATS,
    SERVICE_TYPE,
    TableInfo,
    instance_name,
    parse_table,
    txt_record,
)
from core.net.discovery import Announcer, Browser
from core.net.protocol import NAME_MAX, PROTOCOL

ROOT = Path(__file__).resolve().parents[2]


def good_txt(**changes: bytes | None) -> dict[bytes, bytes | None]:
    txt: dict[bytes, bytes | None] = {
        b"game": b"nines", b"free": b"3", b"host": "Jiří".encode(), b"proto": b"1"}
    for key, value in changes.items():
        if value is None:
            txt.pop(key.encode(), None)
        else:
            txt[key.encode()] = value
    return txt


def parse(txt: dict[bytes, bytes | None], port: int | None = 47474) -> TableInfo | None:
    return parse_table(txt, port=port, addresses=["192.168.1.5"],
                       service_name=f"Jiri abc123.{SERVICE_TYPE}")


# --- the TXT record ---------------------------------------------------------------------

def test_a_table_reads_back_from_its_txt_record():
    txt = txt_record("royal", 2, "Jiří Dvořák", PROTOCOL)
    assert txt == {b"game": b"royal", b"free": b"2", b"host": "Jiří Dvořák".encode(),
                   b"proto": str(PROTOCOL).encode()}
    table = parse_table(dict(txt), port=5000, addresses=["10.0.0.7"], service_name="x")
    assert table == TableInfo(game="royal", free_seats=2, host_name="Jiří Dvořák",
                              protocol=PROTOCOL, port=5000, addresses=("10.0.0.7",),
                              service_name="x")
    assert table.compatible


def test_the_record_announced_is_bounded_and_clean():
    txt = txt_record("nines", 99, "\u202eEva\x00\n" + "x" * 100)
    assert txt[b"free"] == str(MAX_SEATS).encode()
    host = txt[b"host"].decode()
    assert host.startswith("Eva x") and len(host) == NAME_MAX
    assert txt_record("nines", -3, "\u200e")[b"free"] == b"0"
    assert txt_record("nines", 1, "\u200e")[b"host"] == b"?"  # never an empty name


@pytest.mark.parametrize("txt", [
    {},
    good_txt(game=None),
    good_txt(free=None),
    good_txt(host=None),
    good_txt(proto=None),
    good_txt(game=b"Nines"),  # not a lowercase token
    good_txt(game=b"nines\x00"),
    good_txt(game=b"n" * 17),  # too long
    good_txt(game=b"\xff\xfe"),
    good_txt(free=b"-1"),
    good_txt(free=b"+3"),
    good_txt(free=b" 3"),
    good_txt(free=b"3.0"),
    good_txt(free=b"1_0"),
    good_txt(free="٣".encode()),  # a digit to int(), not to us
    good_txt(free=b"17"),  # more seats than a table has
    good_txt(free=b"9" * 5000),  # a huge number
    good_txt(free=b""),
    good_txt(proto=b"0"),
    good_txt(proto=b"one"),
    good_txt(proto=b"99999"),
    good_txt(host=b"\xff\xfe\xfd"),  # not UTF-8
    good_txt(host=b"\xc3"),  # cut in the middle of a character
    good_txt(host=b""),
    good_txt(host=b"\x00\x01\x1b"),  # nothing left when cleaned
    good_txt(host="\u202e\u2066".encode()),
    good_txt(host=b"a" * 100_000),  # huge
    {**good_txt(), b"game": None},  # a key without "=": present, no value
], ids=lambda txt: repr(txt)[:60])
def test_junk_is_skipped(txt):
    assert parse(txt) is None


@pytest.mark.parametrize("port", [None, 0, -1, 65536, 10**9])
def test_a_table_needs_a_port_to_reach(port):
    assert parse(good_txt(), port=port) is None


def test_properties_of_the_wrong_types_are_skipped_not_raised():
    weird: dict = {"game": "nines", b"free": 3, 7: b"x"}
    assert parse_table(weird, port=1) is None
    assert parse_table({b"game": b"nines"}, port=1, service_name="x" * 1000) is None
    assert parse_table(good_txt(), port=1, addresses=[None, 7, "nonsense"]).addresses == ()


def test_another_protocol_or_game_is_shown_as_incompatible():
    newer = parse(good_txt(proto=b"2"))
    assert newer is not None and newer.protocol == 2 and not newer.compatible
    other_game = parse(good_txt(game=b"chess"))
    assert other_game is not None and other_game.game == "chess"
    assert not other_game.compatible
    assert parse(good_txt()).compatible


def test_keys_ignore_case_and_the_first_of_a_repeated_key_counts():
    txt = {b"GAME": b"royal", b"game": b"nines", b"Free": b"1", b"HOST": b"Eva",
           b"Proto": b"1", b"extra": b"ignored", b"flag": None}
    table = parse(txt)
    assert table is not None
    assert (table.game, table.free_seats, table.host_name) == ("royal", 1, "Eva")


def test_the_host_name_is_cleaned_and_cut():
    table = parse(good_txt(host="\u202eEva\x07\t\n Nová ".encode() + "é".encode() * 40))
    assert table is not None
    assert table.host_name.startswith("Eva Nová éé")
    assert len(table.host_name) == NAME_MAX
    assert "\u202e" not in table.host_name and "\x07" not in table.host_name


def test_addresses_are_valid_deduplicated_ordered_and_few():
    given = ["127.0.0.1", "fe80::1%2", "junk", "", "224.0.0.251", "0.0.0.0",
             "2001:db8::5", "192.168.1.5", "192.168.1.5", "169.254.3.3", "10.0.0.2",
             *(f"10.1.0.{i}" for i in range(20))]
    table = parse_table(good_txt(), port=1, addresses=given)
    assert table is not None
    assert table.addresses[:3] == ("192.168.1.5", "10.0.0.2", "10.1.0.0")
    assert len(table.addresses) == announcement.MAX_ADDRESSES
    many_last = parse_table(good_txt(), port=1,
                            addresses=["127.0.0.1", "fe80::1%2", "2001:db8::5", "10.0.0.2"])
    assert many_last.addresses == ("10.0.0.2", "2001:db8::5", "fe80::1%2", "127.0.0.1")


def test_the_instance_name_is_plain_short_and_unique():
    assert instance_name("Jiří Dvořák", "a1b2c3") == "Jiri Dvorak a1b2c3"
    assert instance_name("..\x00/\\😀", "a1b2c3") == "Herna a1b2c3"
    long = instance_name("Ž" * 200)
    assert len(long.encode()) <= 63 and long.isascii()
    assert instance_name("Eva") != instance_name("Eva")


# --- the browser's list -----------------------------------------------------------------

def table(name: str, host: str = "Eva", free: int = 1, proto: int = PROTOCOL) -> TableInfo:
    return TableInfo(game="nines", free_seats=free, host_name=host, protocol=proto, port=1,
                     service_name=name)


def test_the_browser_keeps_a_bounded_sorted_list_and_reports_changes():
    seen: list[list[TableInfo]] = []
    browser = Browser(seen.append, max_tables=3)
    browser._store("a", table("a", "Zdena"))
    browser._store("b", table("b", "adam", proto=PROTOCOL + 1))
    browser._store("c", table("c", "Bára"))
    browser._store("d", table("d", "Cyril"))  # over the bound: left out
    assert [t.service_name for t in seen[-1]] == ["c", "a", "b"]  # incompatible last
    assert len(seen) == 3
    browser._store("a", table("a", "Zdena"))  # the same again: no news
    assert len(seen) == 3
    browser._store("a", table("a", "Zdena", free=0))
    assert seen[-1][1].free_seats == 0
    browser._store("a", None)
    browser._store("zz", None)  # an unknown table removed: no news
    assert [t.service_name for t in seen[-1]] == ["c", "b"] == [t.service_name for t in
                                                                  browser.tables]
    assert len(seen) == 5
    browser.close()
    browser._store("e", table("e"))  # after close: never called
    assert len(seen) == 5


def test_a_raising_on_change_or_a_junk_service_never_escapes():
    def raising(tables):
        raise RuntimeError("the GUI failed")

    browser = Browser(raising)
    browser._store("a", table("a"))  # logged, not raised
    for name in ("x", "", "\x00" * 300, f"{'a' * 300}.{SERVICE_TYPE}", f"Eva.{SERVICE_TYPE}"):
        browser._on_service(zeroconf=None, service_type=SERVICE_TYPE, name=name,
                            state_change=discovery.ServiceStateChange.Added)


# --- failing to announce ----------------------------------------------------------------

class NoNetwork:
    def __init__(self, *args, **kwargs):
        raise OSError(101, "Network is unreachable")


def test_announcing_fails_quietly_and_says_why(monkeypatch):
    monkeypatch.setattr(discovery, "Zeroconf", NoNetwork)
    monkeypatch.setenv("HERNA_DISCOVERY", "on")  # the fake sends nothing
    reasons: list[str] = []
    announcer = Announcer(47474, "nines", 3, "Eva", interfaces=["127.0.0.1"],
                          on_failure=reasons.append)
    started = time.perf_counter()
    announcer.start()
    announcer.update(2)
    assert time.perf_counter() - started < 0.05
    assert announcer.join(5)
    assert announcer.failure is not None and "unreachable" in announcer.failure
    assert reasons == [announcer.failure]
    assert not announcer.announced
    announcer.update(1)  # harmless after a failure
    announcer.close()
    announcer.close()


def test_browsing_fails_quietly_and_says_why(monkeypatch):
    monkeypatch.setattr(discovery, "Zeroconf", NoNetwork)
    monkeypatch.setenv("HERNA_DISCOVERY", "on")  # the fake sends nothing
    browser = Browser(lambda tables: None, interfaces=["127.0.0.1"])
    browser.start()
    browser.close()
    assert browser.join(5)
    # closed at once: its thread may stop before it tries to open anything
    browser = Browser(lambda tables: None, interfaces=["127.0.0.1"])
    browser.start()
    deadline = time.monotonic() + 5
    while browser.failure is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert browser.failure is not None and "unreachable" in browser.failure
    browser.close()
    assert browser.join(5)


def test_an_announcer_refuses_what_no_client_could_use():
    with pytest.raises(ValueError):
        Announcer(0, "nines", 3, "Eva")
    with pytest.raises(ValueError):
        Announcer(47474, "Nines!", 3, "Eva")
    never_started = Announcer(47474, "nines", 3, "Eva")
    never_started.close()
    never_started.start()  # closed: stays closed, opens nothing
    assert never_started.join(0)


# --- the round trip in a network namespace ----------------------------------------------

CHILD_TIMEOUT_S = 60
SNAPPY_S = 0.05  # what the GUI thread may wait for a call


def namespace_prefix() -> tuple[list[str] | None, str]:
    """The command that runs another in a new network namespace, or None and why not."""
    if not sys.platform.startswith("linux"):
        return None, "network namespaces are Linux only"
    unshare = shutil.which("unshare")
    if unshare is None:
        return None, "no `unshare` (util-linux) to make a network namespace"
    prefixes = [[unshare, "--net"]] if os.geteuid() == 0 else []
    prefixes.append([unshare, "--map-root-user", "--net"])  # a user namespace, no root
    why = ""
    for prefix in prefixes:
        try:
            probe = subprocess.run([*prefix, "true"], capture_output=True, text=True,
                                   timeout=10, check=False)
        except (OSError, subprocess.TimeoutExpired) as error:
            why = str(error)
            continue
        if probe.returncode == 0:
            return prefix, ""
        why = probe.stderr.strip()
    return None, f"cannot make a network namespace here ({why})"


def test_a_table_announced_is_found_updated_and_withdrawn():
    prefix, why = namespace_prefix()
    if prefix is None:
        pytest.skip(f"no round trip: {why}; the TXT parsing is tested above")
    env = {**os.environ, "HERNA_DISCOVERY": "on", "PYTHONPATH": os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
    child = subprocess.run(
        [*prefix, sys.executable, "-W", "error", str(Path(__file__).resolve()),
         "--round-trip"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S,
        check=False)
    assert child.returncode == 0, child.stdout + child.stderr
    assert "Traceback" not in child.stderr, child.stderr
    result = json.loads(child.stdout.strip().splitlines()[-1])
    assert result["interfaces"] == ["lo"]  # nothing but the namespace's own loopback

    def tables(key: str) -> list[TableInfo]:
        return [TableInfo(**{**t, "addresses": tuple(t["addresses"])}) for t in result[key]]

    name = result["service_name"]
    assert name.startswith("Jiri Dvorak ") and name.endswith(f".{SERVICE_TYPE}")
    assert tables("found") == [TableInfo(
        game="nines", free_seats=3, host_name="Jiří Dvořák", protocol=PROTOCOL, port=47474,
        addresses=("127.0.0.1",), service_name=name)]
    assert tables("found")[0].compatible
    assert [(t.service_name, t.free_seats) for t in tables("updated")] == [(name, 2)]
    assert tables("gone") == []
    assert result["failure"] is None and result["browser_failure"] is None
    assert result["announcer_joined"] and result["browser_joined"]
    for call, seconds in result["timings"].items():
        assert seconds < SNAPPY_S, f"{call} blocked its caller for {seconds:.3f} s"


def _loopback_up() -> None:
    """Bring up the namespace's loopback (down in a new namespace), with the MULTICAST
    flag a real interface has; SIOCSIFFLAGS, as `ip link set lo up multicast on`."""
    import fcntl
    import socket
    import struct

    siocgifflags, siocsifflags, iff_up, iff_multicast = 0x8913, 0x8914, 0x1, 0x1000
    ifreq = "16sh22x"
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        current = fcntl.ioctl(sock, siocgifflags, struct.pack(ifreq, b"lo", 0))
        flags = struct.unpack(ifreq, current)[1]
        fcntl.ioctl(sock, siocsifflags, struct.pack(ifreq, b"lo", flags | iff_up | iff_multicast))


def _round_trip() -> dict:
    """In the new namespace: announce a table on loopback, browse for it, change its free
    seats, withdraw it; what the browser saw at each step, and how long each call took."""
    import socket

    interfaces = [name for _, name in socket.if_nameindex()]
    if interfaces != ["lo"]:  # not a fresh namespace: announce nothing
        raise SystemExit(f"refusing to announce: interfaces {interfaces}")
    _loopback_up()
    lists: list[list[TableInfo]] = []
    changed = threading.Condition()

    def on_change(tables: list[TableInfo]) -> None:
        with changed:
            lists.append(tables)
            changed.notify_all()

    def wait_for(test, timeout: float = 10.0) -> list[dict]:
        deadline = time.monotonic() + timeout
        with changed:
            while not (lists and test(lists[-1])):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise SystemExit(f"timed out; the browser saw {lists}")
                changed.wait(left)
            return [dataclasses.asdict(t) for t in lists[-1]]

    timings: dict[str, float] = {}

    def timed(call: str, function, *args) -> None:
        started = time.perf_counter()
        function(*args)
        timings[call] = time.perf_counter() - started

    browser = Browser(on_change, interfaces=["127.0.0.1"])
    announcer = Announcer(47474, "nines", 3, "Jiří\u202e Dvořák\n", PROTOCOL,
                          interfaces=["127.0.0.1"])
    timed("Browser.start", browser.start)
    timed("Announcer.start", announcer.start)
    found = wait_for(lambda tables: bool(tables))
    timed("Announcer.update", announcer.update, 2)
    updated = wait_for(lambda tables: bool(tables) and tables[0].free_seats == 2)
    timed("Announcer.close", announcer.close)
    gone = wait_for(lambda tables: not tables)
    announcer_joined = announcer.join(5)
    timed("Browser.close", browser.close)
    return {
        "interfaces": interfaces, "service_name": announcer.service_name,
        "found": found, "updated": updated, "gone": gone, "timings": timings,
        "failure": announcer.failure, "browser_failure": browser.failure,
        "announcer_joined": announcer_joined, "browser_joined": browser.join(5),
    }


if __name__ == "__main__" and sys.argv[1:] == ["--round-trip"]:
    import logging

    logging.basicConfig(level=logging.WARNING)
    print(json.dumps(_round_trip()))


def test_discovery_off_starts_nothing(monkeypatch):
    """HERNA_DISCOVERY=off (the suite's setting): no thread, no socket, and why."""
    monkeypatch.setenv("HERNA_DISCOVERY", "off")
    monkeypatch.setattr(discovery, "Zeroconf", NoNetwork)
    announcer = Announcer(47474, "nines", 3, "Eva")
    browser = Browser(lambda tables: None)
    announcer.start()
    browser.start()
    assert announcer.failure == discovery.OFF == browser.failure
    assert not announcer.announced and browser.tables == []
    assert not any(t.name.startswith(("herna-announce", "herna-browse"))
                   for t in threading.enumerate())
    announcer.close()
    browser.close()
