"""Playouts per wall second of one root-parallel search, in 1, 2, ... processes.

    python -m bench.parallel_speed [--game nines|royal] [--processes 1,2] [--ms 500]
        [--positions 12] [--seed 1] [--json]

Every position is searched by the hard search at `--ms` per decision in a pool of N
search processes (`core.ai.pool`: each process searches the whole time on its own
worlds, the root statistics merged, as the expert level does); the figure is the
playouts of every process together (Royal: sampled worlds, each playing every candidate
once) over the wall time of the decisions, from asking to the merged move. On a machine
of C cores more than C processes buy nothing; other jobs on the machine take their share
(the processes search at the caller's priority here, as in the arena; the room's pool
runs them at a lower one, so that the GUI comes first).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from core.ai import Budget
from core.ai.pool import SearchPool
from core.rng import make_rng


class Parts:
    """The hard search of either game, its parts handed back unmerged (to count them)."""

    def __init__(self, game: str) -> None:
        self.game = game

    def root_part(self, obs: Any, rng: Any, budget: Budget | None = None,
                  cancel: Any = None) -> Any:
        from core.ai.analysis import hard_part

        return hard_part(obs, rng, budget, cancel)

    def from_parts(self, obs: Any, parts: list[Any]) -> list[Any]:
        return parts


def done(game: str, parts: Sequence[Any]) -> int:
    """The playouts (Nines) or sampled worlds (Royal) of the parts together."""
    if game == "royal":
        return sum(p.worlds for p in parts)
    return sum(getattr(p, "playouts", 0) for p in parts)


def positions(game: str, count: int, seed: int) -> list[Any]:
    """Searched decisions (more than one candidate) from games of medium players."""
    if game == "royal":
        from bench import royal_think

        return royal_think.positions(4, count, seed)
    from bench import nines_think
    from core.ai.nines.search import follow_candidates, lead_candidates
    from core.ai.nines.view import read_view

    found = []
    for obs in nines_think.positions(max(2, count // 6), seed):
        view = read_view(obs)
        if len(follow_candidates(view) if view.tops else lead_candidates(view)) > 1:
            found.append(obs)
    return found[:count]


def measure(game: str, processes: int, ms: float, obs_list: Sequence[Any],
            seed: int) -> dict[str, Any]:
    pool = SearchPool(processes, lower_priority=False)  # measured as the arena seats it
    agent = Parts(game)
    pool.think(agent, obs_list[0], make_rng(0), Budget(iterations=1))  # processes up
    total, wall = 0, 0.0
    for i, obs in enumerate(obs_list):
        start = time.perf_counter()
        parts = pool.think(agent, obs, make_rng(seed + i), Budget(ms=ms))
        wall += time.perf_counter() - start
        total += done(game, parts)
    pool.close()
    return {"processes": processes, "per_s": round(total / wall), "decisions": len(obs_list),
            "wall_s": round(wall, 2)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.parallel_speed",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("nines", "royal"), default="nines")
    parser.add_argument("--processes", default="1,2", help="comma-separated pool sizes")
    parser.add_argument("--ms", type=float, default=500.0)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    obs_list = positions(args.game, args.positions, args.seed)
    rows = [measure(args.game, int(n), args.ms, obs_list, args.seed)
            for n in args.processes.split(",")]
    base = rows[0]["per_s"]
    for row in rows:
        row["speed_up"] = round(row["per_s"] / base, 2)
    unit = "worlds" if args.game == "royal" else "playouts"
    if args.json:
        print(json.dumps({"game": args.game, "ms": args.ms, "unit": unit, "rows": rows}))
    else:
        for row in rows:
            print(f"{args.game} {row['processes']} process(es): {row['per_s']} {unit}/s, "
                  f"x{row['speed_up']} ({row['decisions']} decisions, {row['wall_s']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
