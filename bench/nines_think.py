"""Figures for the Nines players: playouts per second, think time per decision at the
default budgets, and the peak memory of one hard decision.

    python -m bench.nines_think [--games 20] [--seed 1] [--playout-s 3] [--processes N]

Positions come from games of four medium players; every level is asked for the move of
the seat to act at every decision of those games (forced moves included, as in play).
With `--processes N` hard searches in a pool of N processes (root parallelism, as in the
room), and its playouts per move count every process.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Sequence

from core.ai import Budget
from core.ai.nines import HardAgent, make_agent
from core.ai.nines.playout import play_out, remaining, sample_hands
from core.ai.nines.view import read_view
from core.ai.pool import SearchPool
from core.ai.positions import walk
from core.arena_stats import percentile
from core.nines import RULES, Observation
from core.rng import make_rng


def positions(games: int, seed: int) -> list[Observation]:
    """The observation of the seat to act at every play decision of `games` games."""
    rngs = (make_rng(seed * 1_000_003 + game) for game in range(games))
    walked = walk(RULES, make_agent("medium"), rngs, players=4)
    return [p.obs for p in walked if p.obs.phase == "play"]


def playouts_per_s(obs_list: Sequence[Observation], seconds: float, seed: int) -> float:
    """Playouts (world sampled, game played to its end with the medium policy) per second,
    from the given positions in turn."""
    views = [read_view(obs) for obs in obs_list]
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        view = views[done % len(views)]
        hands = sample_hands(view, rng)
        play_out(hands, remaining(hands), list(view.points), view.leader, view.seat,
                 list(view.tops), list(view.top_seats), None, rng)
        done += 1
    return done / (time.perf_counter() - start)


def think_times(level: str, obs_list: Sequence[Observation], seed: int,
                pool: SearchPool | None = None,
                playouts: list[int] | None = None) -> list[float]:
    """Milliseconds per decision (hard: in `pool` if given); hard's playouts per searched
    decision go to `playouts`."""
    agent = make_agent(level)
    times = []
    for i, obs in enumerate(obs_list):
        rng = make_rng(seed + i)
        start = time.perf_counter()
        if pool is not None and isinstance(agent, HardAgent):
            pool.think(agent, obs, rng)
        else:
            agent.choose(obs, rng)
        times.append((time.perf_counter() - start) * 1000)
        if isinstance(agent, HardAgent) and (report := agent.last_report) is not None:
            if playouts is not None and len(report.candidates) > 1:
                playouts.append(report.playouts)
            agent.last_report = None
    return times


def peak_memory_mb(obs_list: Sequence[Observation], seed: int) -> float:
    """The largest peak of Python allocations during one hard decision at its default
    budget, over the given positions (traced: the search runs slower meanwhile)."""
    agent = make_agent("hard")
    peak = 0
    for i, obs in enumerate(obs_list):
        tracemalloc.start()
        agent.choose(obs, make_rng(seed + i))
        peak = max(peak, tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
    return peak / 2**20


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.nines_think",
                                     description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20,
                        help="medium games whose decisions are timed (hard: the first half)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playout-s", type=float, default=3.0)
    parser.add_argument("--processes", type=int, default=0,
                        help="hard searches in a pool of N processes (0: in this process)")
    args = parser.parse_args(argv)
    obs_list = positions(args.games, args.seed)
    openings = [obs for obs in obs_list if len(obs.hand) == 8 and not obs.stacks_to_follow]
    print(f"{len(obs_list)} decisions from {args.games} medium games")
    print(f"playouts/s from every position: {playouts_per_s(obs_list, args.playout_s, 1):.0f}")
    print(f"playouts/s from the first lead: {playouts_per_s(openings, args.playout_s, 2):.0f}")
    pool = None
    if args.processes:
        pool = SearchPool(args.processes)
        pool.think(HardAgent(), obs_list[0], make_rng(0), Budget(iterations=1))
    playouts: list[int] = []
    for level in ("easy", "medium", "hard"):
        sample = obs_list if level != "hard" else positions(max(1, args.games // 2), args.seed)
        ms = think_times(level, sample, args.seed, pool if level == "hard" else None,
                         playouts)
        print(f"{level:<6} think ms over {len(ms)} decisions: median "
              f"{statistics.median(ms):.3f}, p95 {percentile(ms, 0.95):.3f}, "
              f"max {max(ms):.3f}")
    where = f"a pool of {args.processes} processes" if pool else "this process"
    print(f"hard playouts per searched decision ({where}): mean "
          f"{statistics.mean(playouts):.0f}, median {statistics.median(playouts):.0f} "
          f"over {len(playouts)}")
    if pool is not None:
        pool.close()
    sample = obs_list[::max(1, len(obs_list) // 12)]
    print(f"hard peak memory of one decision, the most over {len(sample)} positions "
          f"(traced): {peak_memory_mb(sample, args.seed):.2f} MB")
    if sys.platform == "win32":  # no resource module there
        return 0
    import resource

    print(f"whole process max RSS: "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
