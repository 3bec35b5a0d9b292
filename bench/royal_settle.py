"""When `hard`'s move settles: how often its move after N playouts is its move after many
more, on the same positions and the same worlds (a machine-independent budget).

    python -m bench.royal_settle [--players 3 4 6] [--positions 30]
        [--reference 40000] [--tried 1000,2000,4000,8000] [--seed 5]

Positions are those of `bench.royal_think` with more than one legal move. Each budget
searches with a generator of the same seed, so a smaller budget sees a prefix of the
reference's worlds: a differing move is one that more worlds overturned.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from bench.royal_think import positions
from core.ai import Budget
from core.ai.royal import HardAgent
from core.rng import make_rng
from core.royal import RULES


def agreement(players: int, count: int, reference: int, tried: Sequence[int],
              seed: int) -> dict[str, Any]:
    """Of `count` searched positions, how many keep the `reference`-playout move at each
    budget of `tried`."""
    same = dict.fromkeys(tried, 0)
    searched = 0
    # some positions are forced (one legal move): draw more, to find `count` searched
    for k, obs in enumerate(positions(players, 4 * count, seed)):
        if searched == count:
            break
        if len(RULES.obs_legal_moves(obs)) < 2:
            continue
        best = HardAgent().choose(obs, make_rng(k), Budget(iterations=reference))
        for n in tried:
            same[n] += HardAgent().choose(obs, make_rng(k), Budget(iterations=n)) == best
        searched += 1
    return {"players": players, "searched": searched, "reference_playouts": reference,
            "same_move": {str(n): same[n] for n in tried}}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.royal_settle", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 6])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--reference", type=int, default=40_000)
    parser.add_argument("--tried", default="1000,2000,4000,8000",
                        help="comma-separated playout budgets to compare")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    tried = [int(n) for n in args.tried.split(",")]
    for players in args.players:
        print(json.dumps(agreement(players, args.positions, args.reference, tried, args.seed)),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
