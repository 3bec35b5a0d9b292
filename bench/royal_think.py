"""How fast `hard` searches: playouts per second of its budget, and think times.

    python -m bench.royal_think [--players 4] [--positions 60] [--ms 200] [--seed 1]
        [--opening] [--memory] [--processes N]

Positions are the decisions of games played by the medium level (every deal type, at
every point of a deal); on each, `hard` thinks with the given budget. Forced moves
(nothing to search) are skipped for the playout rate and counted apart. With
`--processes N` hard searches in a pool of N processes (root parallelism, as in the
room); the rate is then the pool's, and playouts per move count every process.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
import tracemalloc
from collections.abc import Sequence
from typing import Any

from core.ai import Budget
from core.ai.pool import SearchPool
from core.ai.positions import walk
from core.ai.royal import DEFAULT_MS, HardAgent, MediumAgent, SearchStats
from core.rng import make_rng
from core.royal import RULES


def positions(players: int, count: int, seed: int, opening: bool = False) -> list[Any]:
    """`count` observations of the seat to move, spread over games of medium players
    (with `opening`, only decisions of a deal's first trick or first domino round)."""
    rng = make_rng(seed)

    def picked(obs: Any) -> bool:
        first = len(obs.tricks) == 0 and len(obs.turns) < players
        return (first or not opening) and rng.random() < 0.15

    walked = walk(RULES, MediumAgent(), itertools.repeat(rng), players=players)
    return list(itertools.islice((p.obs for p in walked if picked(p.obs)), count))


def run(players: int, count: int, ms: float, seed: int, memory: bool,
        opening: bool = False, processes: int = 0) -> dict[str, Any]:
    stats = SearchStats()
    agent = HardAgent(stats)
    playouts, seconds, think, forced = 0, 0.0, [], 0
    per_move: list[int] = []
    peak = 0
    by_deal: dict[int, list[float]] = {}
    found = positions(players, count, seed, opening)
    pool = SearchPool(processes) if processes else None
    if pool is not None:  # the processes start before the clock does
        pool.think(agent, found[0], make_rng(seed), Budget(iterations=1))
    for k, obs in enumerate(found):
        if memory:
            tracemalloc.start()
        start = time.perf_counter()
        if pool is not None:
            pool.think(agent, obs, make_rng(seed + k), Budget(ms=ms))
        else:
            agent.choose(obs, make_rng(seed + k), Budget(ms=ms))
        think.append((time.perf_counter() - start) * 1000)
        if memory:
            peak = max(peak, tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        if stats.playouts:
            per_move.append(stats.playouts)
            playouts += stats.playouts
            seconds += stats.seconds
            row = by_deal.setdefault(obs.deal, [0, 0.0])
            row[0] += stats.playouts
            row[1] += stats.seconds
        else:
            forced += 1
    if pool is not None:
        pool.close()
    ordered = sorted(think)
    result = {
        "players": players, "opening": opening, "positions": len(think), "forced": forced,
        "budget_ms": ms, "processes": processes or "in process",
        "playouts_per_move": {"mean": round(statistics.mean(per_move)) if per_move else None,
                              "median": statistics.median(per_move) if per_move else None},
        "playouts_per_s": round(playouts / seconds) if seconds else None,
        "playouts_per_s_by_deal": {d: round(p / s) for d, (p, s) in sorted(by_deal.items())},
        "think_ms": {"median": round(statistics.median(think), 1),
                     "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
                     "max": round(ordered[-1], 1)},
    }
    if memory:
        result["peak_traced_mb"] = round(peak / 2**20, 2)
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.royal_think", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--ms", type=float, default=DEFAULT_MS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--memory", action="store_true",
                        help="trace allocations (slows the search; rate not comparable)")
    parser.add_argument("--opening", action="store_true",
                        help="only decisions of a deal's first trick (the longest playouts)")
    parser.add_argument("--processes", type=int, default=0,
                        help="search in a pool of N processes (0: in this process)")
    args = parser.parse_args(argv)
    print(json.dumps(run(args.players, args.positions, args.ms, args.seed, args.memory,
                         args.opening, args.processes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
