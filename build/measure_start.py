"""Time the frozen program from its start to its first painted window (offscreen).

    python build/measure_start.py [--runs 5] [--method qtlog|exit] [--exe PATH]

After one warm-up run (not counted), each run starts the bundle's executable with a fresh
empty home folder and stops the clock at the first painted window:
- qtlog (Linux, macOS): when Qt logs the first flush of a painted widget to its window
  (logging rule qt.widgets.painting), then the program is stopped. Needs nothing from
  the program.
- exit (every platform): when the program exits by itself, which it does right after its
  first paint when HERNA_EXIT_AFTER_PAINT=1 is set (gui/app.py's part of the contract).
Prints every time and the median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_bundle import DIST, bundle_paths, system

TIMEOUT_S = 30
FLUSH_MARK = "Flushing"


def environment(home: Path, method: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), APPDATA=str(home / "appdata"),
               LOCALAPPDATA=str(home / "localappdata"))
    if method == "exit":
        env["HERNA_EXIT_AFTER_PAINT"] = "1"
    else:
        env["QT_LOGGING_RULES"] = "qt.widgets.painting.debug=true"
    return env


def time_once(exe: Path, method: str, env: dict[str, str]) -> float:
    """Seconds from the start of `exe` to its first painted window."""
    started = time.perf_counter()
    if method == "exit":
        try:
            result = subprocess.run([str(exe)], env=env, capture_output=True, timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            raise RuntimeError(f"no exit within {TIMEOUT_S} s: does gui/app.py honour "
                               "HERNA_EXIT_AFTER_PAINT=1? (try --method qtlog)") from None
        if result.returncode != 0:
            raise RuntimeError(f"exit {result.returncode}: {result.stderr.decode()[-500:]}")
        return time.perf_counter() - started
    process = subprocess.Popen([str(exe)], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(TIMEOUT_S, process.kill)  # ends the read below
    watchdog.start()
    try:
        for line in process.stderr:
            if FLUSH_MARK in line:
                return time.perf_counter() - started
        raise RuntimeError(f"no painted window within {TIMEOUT_S} s (exit {process.poll()})")
    finally:
        watchdog.cancel()
        process.kill()
        process.wait()
        process.stderr.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Time the frozen Herna from start to first painted window.")
    parser.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    parser.add_argument("--method", choices=("qtlog", "exit"),
                        default="exit" if system() == "windows" else "qtlog",
                        help="how the first paint is seen (default: qtlog; exit on Windows)")
    parser.add_argument("--exe", type=Path, help="the executable (default: the one in dist/)")
    args = parser.parse_args(argv)
    exe = args.exe or bundle_paths(DIST, system())[1]
    if not exe.exists():
        print(f"{exe} is missing: build it first (python build/make_bundle.py)")
        return 1
    with tempfile.TemporaryDirectory(prefix="herna-start-") as home:
        env = environment(Path(home), args.method)
        try:
            time_once(exe, args.method, env)  # warm-up: caches and a first-run home
            times = [time_once(exe, args.method, env) for _ in range(args.runs)]
        except RuntimeError as error:
            print(f"FAILED: {error}")
            return 1
    print(f"{exe} ({args.method}): " + ", ".join(f"{t:.3f}" for t in times) + " s")
    print(f"median of {len(times)}: {statistics.median(times):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
