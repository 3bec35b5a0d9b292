"""The arena's speed with random seats, paired against another commit.

    .venv/bin/python -m bench.arena_speed [--against COMMIT] [--runs N] [--instructions]

Runs the same random-seat arena command (`python -m core.arena --seats random,... --seed 1
--json`, Nines and Royal at 4 players) in this working tree and, with `--against`, in a
temporary copy of COMMIT's `core/` (`git archive`, removed at the end), the two in turn
(A B, B A, ...) after one warm-up each, and prints min, median and max of the arena's own
games/s (its game loop alone) and of each whole process's wall and CPU seconds, and of
the ratios this tree / COMMIT run by run (CPU seconds suffer least from other jobs on
the machine). `--instructions` also counts instructions per game under
`valgrind --tool=callgrind`: the difference between a short and a long run over the games
between them, so start-up and imports cancel out; the count is the same on any load.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


@dataclass(frozen=True)
class Case:
    """One arena command: `games` random games of `game` at `players` seats."""

    game: str
    players: int
    games: int
    counted: tuple[int, int]  # the short and the long run's games under callgrind

    @property
    def label(self) -> str:
        return f"{self.game}, {self.players} players"


@dataclass(frozen=True)
class Tree:
    """A source tree to run the arena in: `path` holds its `core/`."""

    label: str
    path: Path


def arena_command(python: str, case: Case, games: int | None = None) -> list[str]:
    """The arena command of `case` (with `games` games if given)."""
    return [python, "-m", "core.arena", "--game", case.game, "--players", str(case.players),
            "--seats", ",".join(["random"] * case.players),
            "--games", str(case.games if games is None else games), "--seed", "1", "--json"]


def games_per_s(stdout: str) -> float:
    """The arena's own games per second, from its JSON."""
    return float(json.loads(stdout)["games_per_s"])


def collected(stderr: str) -> int:
    """The instructions callgrind counted, from its report on stderr."""
    found = COLLECTED.findall(stderr)
    if not found:
        raise ValueError("callgrind printed no 'Collected' count")
    return int(found[-1])


def per_game(short: tuple[int, int], long: tuple[int, int]) -> float:
    """Instructions per game from two (games, instructions) runs: the games between
    them, so what every run does once (start-up, imports) cancels out."""
    (games_a, count_a), (games_b, count_b) = short, long
    if games_b <= games_a:
        raise ValueError("the long run must play more games than the short one")
    return (count_b - count_a) / (games_b - games_a)


def paired(news: Sequence[float], olds: Sequence[float]) -> list[float]:
    """The ratio new / old of each run with the same run of the other tree."""
    return [new / old for new, old in zip(news, olds, strict=True)]


def spread(values: Sequence[float]) -> tuple[float, float, float]:
    """Minimum, median and maximum."""
    return min(values), statistics.median(values), max(values)


def run_orders(runs: int, trees: int) -> list[list[int]]:
    """The order of the trees in each run: A B, B A, A B, ... (A B C, C B A, ...) so
    that drift in the machine's speed falls on all alike."""
    forward = list(range(trees))
    return [forward if run % 2 == 0 else forward[::-1] for run in range(runs)]


def load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def run_env() -> dict[str, str]:
    """The environment of every run: string hashing seeded alike, so that dict and set
    work (and callgrind's count) is the same from run to run."""
    return {**os.environ, "PYTHONHASHSEED": "0"}


def run_arena(tree: Tree, command: Sequence[str]) -> tuple[float, float, float]:
    """One arena run in `tree`: its games/s, the process's wall and CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=tree.path, env=run_env(), capture_output=True,
                          text=True, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return games_per_s(done.stdout), wall, cpu


def count_instructions(tree: Tree, python: str, case: Case) -> float:
    """Instructions per game of `case` in `tree`, under callgrind."""
    counts = []
    for games in case.counted:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
             *arena_command(python, case, games)],
            cwd=tree.path, env=run_env(), capture_output=True, text=True, check=True)
        counts.append((games, collected(done.stderr)))
    return per_game(counts[0], counts[1])


def format_row(label: str, what: str, values: Sequence[float], digits: int) -> str:
    low, mid, high = spread(values)
    return (f"  {label:<24} {what:<10} min {low:>10.{digits}f}  median {mid:>10.{digits}f}"
            f"  max {high:>10.{digits}f}")


def time_case(trees: Sequence[Tree], python: str, case: Case, runs: int) -> None:
    command = arena_command(python, case)
    for tree in trees:  # warm-up: bytecode compiled, files in the page cache
        run_arena(tree, command)
    rates: list[list[float]] = [[] for _ in trees]
    walls: list[list[float]] = [[] for _ in trees]
    cpus: list[list[float]] = [[] for _ in trees]
    for order in run_orders(runs, len(trees)):
        for index in order:
            rate, wall, cpu = run_arena(trees[index], command)
            rates[index].append(rate)
            walls[index].append(wall)
            cpus[index].append(cpu)
    print(f"{case.label}, {case.games} games, {runs} runs each (load {load()}):")
    for index, tree in enumerate(trees):
        print(format_row(tree.label, "games/s", rates[index], 1))
        print(format_row("", "wall s", walls[index], 3))
        print(format_row("", "cpu s", cpus[index], 3))
    for index, tree in enumerate(trees[1:], 1):
        label = f"{trees[0].label} / {tree.label}"
        print(format_row(label, "games/s", paired(rates[0], rates[index]), 3))
        print(format_row("", "cpu s", paired(cpus[0], cpus[index]), 3))


def instructions_case(trees: Sequence[Tree], python: str, case: Case) -> None:
    counts = [count_instructions(tree, python, case) for tree in trees]
    short, long = case.counted
    print(f"{case.label}, instructions per game (callgrind, games {short + 1}-{long}):")
    for tree, count in zip(trees, counts, strict=True):
        print(f"  {tree.label:<24} {count / 1e6:.4f} M")
    for tree, count in zip(trees[1:], counts[1:], strict=True):
        print(f"  {trees[0].label + ' / ' + tree.label:<24} {counts[0] / count:.4f}")


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True,
                          check=True).stdout.strip()


@contextmanager
def commit_tree(commit: str) -> Iterator[Path]:
    """A temporary directory holding `core/` as at `commit`, removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="arena-speed-") as folder:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit,
                                  "core"], capture_output=True, check=True).stdout
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        yield Path(folder)


def this_tree_label() -> str:
    changed = " with changes to core/" if git("status", "--porcelain", "--", "core") else ""
    return f"{ROOT}, HEAD {git('rev-parse', '--short', 'HEAD')}{changed}"


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench.arena_speed", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", metavar="COMMIT", action="append", default=[],
                        help="also run COMMIT's arena, in turn with this tree's (may be "
                             "given more than once)")
    parser.add_argument("--runs", type=int, default=5, help="counted runs of each (default 5)")
    parser.add_argument("--game", choices=("nines", "royal", "both"), default="both")
    parser.add_argument("--nines-games", type=int, default=10000)
    parser.add_argument("--royal-games", type=int, default=2000)
    parser.add_argument("--royal-players", type=int, default=4, choices=range(3, 7))
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions per game with valgrind's callgrind")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs takes at least 1")
    return args


def cases(args: argparse.Namespace) -> list[Case]:
    """The arena commands `args` ask for."""
    chosen = []
    if args.game in ("nines", "both"):
        chosen.append(Case("nines", 4, args.nines_games, (200, 1200)))
    if args.game in ("royal", "both"):
        chosen.append(Case("royal", args.royal_players, args.royal_games, (20, 120)))
    return chosen


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.instructions and shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind on PATH")
    python = sys.executable
    commits = [git("rev-parse", "--short", commit) for commit in args.against]
    with ExitStack() as stack:
        trees = [Tree("this tree", ROOT)]
        trees += [Tree(commit, stack.enter_context(commit_tree(commit))) for commit in commits]
        print(f"random seats, --seed 1, {python}; this tree is {this_tree_label()}")
        for case in cases(args):
            time_case(trees, python, case, args.runs)
            if args.instructions:
                instructions_case(trees, python, case)
    return 0


if __name__ == "__main__":
    sys.exit(main())
