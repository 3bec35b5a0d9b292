"""Figures of network play over this computer's loopback (prints them; no assertions).

    python -m bench.net [--games N] [--seed S]

- Latency, host to client: a `Host` on a thread of its own (`core.net.threads.HostThread`,
  as the room hosts) and its clients on this program's main thread, so that both ends
  read one clock: from the host applying a move (the course's `_applied`, right after
  the match took it) to each client receiving the `events` that carry it; p50/p99/max
  over every move and client of N games (a Nines game of 4: 3 clients and a computer; a
  Royal game of 6: 5 clients and a computer). Clients answer at once with random moves,
  computers are random, and nobody pauses, so the figures are the host's own cost (and
  the clients' share of this process's GIL).
- Bytes sent a game: what each client received (the UTF-8 payloads plus the WebSocket
  frame headers), per client and for the whole table.
- The host's memory: a Royal game of 6 with 5 clients connected, the host alone in a
  process of its own (`--serve`): its RSS before the clients come, at its peak during
  the game and at the end; and, in a second run, tracemalloc's current and peak bytes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

LOCAL = "127.0.0.1"
TABLES = {"nines": (4, 3), "royal": (6, 5)}  # game: (seats, clients)


def rss_bytes() -> int:
    """This process's resident memory (Linux /proc; the peak elsewhere)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        import resource
        return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss) * 1024


def frame_bytes(payload: int) -> int:
    """A host's (unmasked) text frame of `payload` bytes, with its header."""
    return payload + (2 if payload < 126 else 4 if payload < 2**16 else 10)


def percentile(values: Sequence[float], q: float) -> float:
    data = sorted(values)
    if not data:
        return 0.0
    return data[min(len(data) - 1, max(0, round(q / 100 * (len(data) - 1))))]


@dataclass
class ClientFigures:
    latencies: list[float] = field(default_factory=list)  # seconds, one per `events`
    bytes: int = 0
    frames: int = 0
    moves: int = 0


async def client(port: int, code: str, name: str, seed: int,
                 stamps: dict[tuple[int, int], float]) -> ClientFigures:
    """Join, play random moves at once until the match is over; what it received."""
    from core.net.client import Connection, TableView
    from core.net.protocol import Bye, Events, GameOverMsg, MatchOver, State, encode
    from core.rng import make_rng
    from core.seating import mix_seed

    figures = ClientFigures()
    conn = await Connection.open(LOCAL, port, code=code, name=name)
    figures.bytes += frame_bytes(len(encode(conn.welcome).encode()))
    figures.frames += 1
    view = TableView.of(conn.welcome)
    try:
        while True:
            message, raw = await asyncio.wait_for(conn.receive(), 60)
            now = time.perf_counter()
            size = len(raw.encode() if isinstance(raw, str) else raw)
            figures.bytes += frame_bytes(size)
            figures.frames += 1
            view.apply(message)
            if isinstance(message, Events):
                applied = stamps.get((message.position.game_number, message.position.ply))
                if applied is not None:
                    figures.latencies.append(now - applied)
            if isinstance(message, MatchOver | Bye):
                return figures
            if isinstance(message, GameOverMsg) and not message.match_decided:
                await conn.ready()
            if isinstance(message, Events | State) and view.my_turn():
                position = view.position
                assert position is not None
                move = view.rules.obs_random_move(view.observation, make_rng(
                    mix_seed(seed, position.game_number, position.ply)))
                await conn.send_move(move)
                figures.moves += 1
    finally:
        await conn.close()


def play_once(game: str, seed: int) -> list[ClientFigures]:
    """One game at a table of `game` (TABLES) hosted on a thread; each client's figures."""
    from core.net.host import TableConfig
    from core.net.limits import Limits
    from core.net.threads import HostThread

    seats, clients = TABLES[game]
    config = TableConfig(game=game, seats=["open"] * clients + ["ai:random"] * (
        seats - clients), seed=seed, fill_level="random", games=1, host_name="bench")
    hosting = HostThread(config, Limits())
    stamps: dict[tuple[int, int], float] = {}
    course = hosting.host.course
    applied = course._applied

    def timed(events: list[Any]) -> None:  # the move is in the match: stamp, then send
        match = course.match
        if match is not None:
            stamps[(match.game_number, match.ply)] = time.perf_counter()
        applied(events)

    course._applied = timed  # type: ignore[method-assign]
    try:
        port = hosting.start(LOCAL, 0).result(10)

        async def table() -> list[ClientFigures]:
            return list(await asyncio.wait_for(asyncio.gather(*(
                client(port, hosting.code, f"Client {i + 1}", seed + i, stamps)
                for i in range(clients))), 120))

        return asyncio.run(table())
    finally:
        hosting.stop()


# --- the host's memory, in a process of its own ----------------------------------------------

def serve(game: str, seed: int, trace: bool) -> int:
    """Host one game (TABLES) and print its memory as JSON lines (see `measure_memory`)."""
    if trace:
        tracemalloc.start()
    from core.match import Phase
    from core.net.host import TableConfig
    from core.net.limits import Limits
    from core.net.threads import HostThread

    seats, clients = TABLES[game]
    config = TableConfig(game=game, seats=["open"] * clients + ["ai:random"] * (
        seats - clients), seed=seed, fill_level="random", games=1, host_name="bench")
    hosting = HostThread(config, Limits())
    port = hosting.start(LOCAL, 0).result(10)
    before = rss_bytes()
    traced_before = tracemalloc.get_traced_memory()[0] if trace else 0
    print(json.dumps({"port": port, "code": hosting.code}), flush=True)
    peak, end = before, time.monotonic() + 120
    while time.monotonic() < end:
        peak = max(peak, rss_bytes())
        match = hosting.host.match
        if match is not None and match.phase is Phase.MATCH_OVER:
            break
        time.sleep(0.01)
    figures: dict[str, Any] = {"rss_before": before, "rss_peak": peak,
                               "rss_end": rss_bytes()}
    if trace:
        current, traced_peak = tracemalloc.get_traced_memory()
        figures.update(traced_before=traced_before, traced_end=current,
                       traced_peak=traced_peak)
    hosting.stop()
    print(json.dumps(figures), flush=True)
    return 0


def measure_memory(game: str, seed: int, trace: bool) -> dict[str, Any]:
    process = subprocess.Popen(
        [sys.executable, "-m", "bench.net", "--serve", game, "--seed", str(seed),
         *(["--trace"] if trace else [])],
        stdout=subprocess.PIPE, text=True, env={**os.environ, "HERNA_DISCOVERY": "off"})
    try:
        assert process.stdout is not None
        where = json.loads(process.stdout.readline())

        async def table() -> None:
            stamps: dict[tuple[int, int], float] = {}
            await asyncio.wait_for(asyncio.gather(*(
                client(where["port"], where["code"], f"Client {i + 1}", seed + i, stamps)
                for i in range(TABLES[game][1]))), 120)

        asyncio.run(table())
        figures: dict[str, Any] = json.loads(process.stdout.readline())
        process.wait(30)
        return figures
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(5)
        if process.stdout is not None:
            process.stdout.close()


# --- the table ---------------------------------------------------------------------------------

def mb(value: float) -> str:
    return f"{value / 2**20:.1f} MB"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.net", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3, help="games of each (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--serve", choices=tuple(TABLES), help=argparse.SUPPRESS)
    parser.add_argument("--trace", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        return serve(args.serve, args.seed, args.trace)
    os.environ.setdefault("HERNA_DISCOVERY", "off")

    print(f"Network play over loopback, {args.games} game(s) of each, seed {args.seed}; "
          f"{os.cpu_count()} CPUs, Python {sys.version.split()[0]}\n")
    head = (f"{'table':<22}{'moves':>7}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}"
            f"{'KB/client/game':>16}{'KB/table/game':>15}{'frames/client':>15}")
    print("host -> client latency (host applies a move -> client has its events); bytes")
    print(head)
    print("-" * len(head))
    for game, (seats, clients) in TABLES.items():
        runs = [play_once(game, args.seed + 100 * i) for i in range(args.games)]
        everyone = [c for run in runs for c in run]
        ms = [x * 1000 for c in everyone for x in c.latencies]
        per_client = statistics.mean(c.bytes for c in everyone) / 1024
        per_table = statistics.mean(sum(c.bytes for c in run) for run in runs) / 1024
        frames = statistics.mean(c.frames for c in everyone)
        moves = statistics.mean(len(c.latencies) for c in everyone)
        label = f"{game} {seats} ({clients} clients)"
        print(f"{label:<22}{moves:>7.0f}{percentile(ms, 50):>9.2f}{percentile(ms, 99):>9.2f}"
              f"{max(ms, default=0.0):>9.2f}{per_client:>16.1f}{per_table:>15.1f}"
              f"{frames:>15.0f}")
    print("\n(moves: the `events` each client received a game; KB: 1024 bytes)")

    plain = measure_memory("royal", args.seed, trace=False)
    traced = measure_memory("royal", args.seed, trace=True)
    print("\nthe host's memory, a Royal game of 6 with 5 clients (the host alone in a "
          "process)")
    print(f"  RSS: {mb(plain['rss_before'])} listening, {mb(plain['rss_peak'])} at the "
          f"peak of the game (+{mb(plain['rss_peak'] - plain['rss_before'])}), "
          f"{mb(plain['rss_end'])} at its end")
    print(f"  tracemalloc: {mb(traced['traced_before'])} listening, "
          f"{mb(traced['traced_end'])} at the end "
          f"(+{mb(traced['traced_end'] - traced['traced_before'])}), "
          f"peak {mb(traced['traced_peak'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
