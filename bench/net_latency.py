"""How late the GUI thread runs while this program hosts a network table under attack.

    python -m bench.net_latency [--seconds 20] [--flood 10000]

In this process: a Qt event loop (offscreen) with a repeating 10 ms precise timer, and a
Royal table of six hosted on a thread of its own (`core.net.threads.HostThread`, as the
room hosts), two computer seats at the host and four open seats. Other processes: three
bot clients (`python -m core.net join`, medium) that play three open seats; a peer that
takes the fourth and sends `--flood` messages a second (a computer takes its seat over
once the host has closed it); ten connections at once that guess join codes; and one
that never reads. Prints how late the timer's ticks came (p50/p95/p99/max, ms), first for the idle
loop, then while the table plays and is attacked, and how the attackers fared.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TICK_MS = 10

ATTACKS = r"""
import asyncio, json, sys, time
from websockets.asyncio.client import connect
port, rate, seconds, code = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
async def flood():
    sent = 0
    await asyncio.sleep(3)  # the bots sit down first
    try:
        async with connect(f"ws://127.0.0.1:{port}/", compression=None) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "code": code,
                                      "name": "flood"}))
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                for _ in range(rate // 100):
                    await ws.send('{"type": "ready"}')
                    sent += 1
                await asyncio.sleep(0.01)
    except Exception as exc:
        return f"flood: {sent} sent, then {type(exc).__name__}"
    return f"flood: {sent} sent, never closed"
async def guesses():
    answers = {}
    end = time.monotonic() + seconds
    tried = [0]
    await asyncio.gather(*(guesser(end, tried, answers) for _ in range(10)))
    return f"guesses: {tried[0]} tried by 10 connections at once, answers {answers}"
async def guesser(end, tried, answers):
    while time.monotonic() < end and tried[0] < 1000:
        tried[0] += 1
        n = tried[0]
        try:
            async with connect(f"ws://127.0.0.1:{port}/", compression=None,
                               open_timeout=5) as ws:
                await ws.send(json.dumps({"type": "hello", "protocol": 1,
                                          "code": f"G{n:05d}", "name": "guess"}))
                said = json.loads(await asyncio.wait_for(ws.recv(), 40))["code"]
        except Exception as exc:
            said = type(exc).__name__
        answers[said] = answers.get(said, 0) + 1
async def deaf():
    async with connect(f"ws://127.0.0.1:{port}/", compression=None, max_queue=1) as ws:
        ws.transport.pause_reading()
        await asyncio.sleep(seconds)
    return "deaf peer: done"
async def main():
    for line in await asyncio.gather(flood(), guesses(), deaf(), return_exceptions=True):
        print(line, flush=True)
asyncio.run(main())
"""


def percentiles(values: list[float]) -> str:
    if not values:
        return "no ticks"
    ordered = sorted(values)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    return (f"p50 {statistics.median(ordered):.2f}  p95 {at(0.95):.2f}  p99 {at(0.99):.2f}"
            f"  max {ordered[-1]:.2f} ms  ({len(ordered)} ticks)")


def measure(app, seconds: float) -> list[float]:
    from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer

    late: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        late.append(max(0.0, (now - last[0]) / 1e6 - TICK_MS))
        last[0] = now

    timer = QTimer(interval=TICK_MS, timerType=Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    return late[1:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--flood", type=int, default=10_000)
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from core.net.host import TableConfig
    from core.net.limits import Limits
    from core.net.threads import HostThread

    app = QApplication.instance() or QApplication(sys.argv[:1])
    print(f"idle GUI loop:      {percentiles(measure(app, args.seconds / 3))}")
    config = TableConfig(game="royal", seats=["open", "open", "open", "open", "ai:hard",
                                              "ai:medium"], think_ms=100, games=50, seed=1)
    # every peer here comes from 127.0.0.1: more connections from one address than a
    # table allows by default
    host = HostThread(config, Limits(grace_s=2, per_address=32))
    port = host.start("127.0.0.1", 0).result(10)
    python = sys.executable
    bots = [subprocess.Popen([python, "-m", "core.net", "join", "--address",
                              f"127.0.0.1:{port}", "--code", host.code, "--name", f"Bot {i}",
                              "--level", "medium"], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL) for i in range(3)]
    attacks = subprocess.Popen([python, "-c", ATTACKS, str(port), str(args.flood),
                                str(args.seconds), host.code], stdout=subprocess.PIPE,
                               text=True)
    started = time.perf_counter()
    late = measure(app, args.seconds)
    print(f"hosting, attacked:  {percentiles(late)}")
    out, _ = attacks.communicate(timeout=120)
    print(out.strip())
    match = host.host.match
    print(f"the table played {match.ply if match else 0} moves of game "
          f"{match.game_number if match else 0} in {time.perf_counter() - started:.1f} s")
    host.stop()
    for bot in bots:
        bot.terminate()
        bot.wait(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
