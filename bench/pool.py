"""Several arena runs of one match pooled into one figure: each run's paired difference
`MEAN±CI95` (as the arena prints it), weighed by the inverse of its variance (a fixed-
effect pool: the runs measure the same thing on other deals).

    python -m bench.pool 2.50±1.94 1.70±2.49
    python -m bench.pool --json r1.json r2.json --diff hard-ismcts

Prints the pooled mean, its 95 % interval and how many runs went in. With `--json` the
arguments are the arena's `--json` outputs, and `--diff` names the difference to pool.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Iterable, Sequence
from pathlib import Path

Z95 = 1.96


def parse(text: str) -> tuple[float, float]:
    """`MEAN±CI` (or `MEAN+-CI`) as (mean, ci)."""
    for sep in ("±", "+-"):
        if sep in text:
            mean, ci = text.split(sep, 1)
            value, half = float(mean), float(ci)
            if not half > 0:
                raise ValueError(f"an interval must be above zero: {text!r}")
            return value, half
    raise ValueError(f"expected MEAN±CI, got {text!r}")


def pool(runs: Iterable[tuple[float, float]]) -> tuple[float, float]:
    """The inverse-variance pooled (mean, 95 % half-interval) of (mean, half-interval)
    pairs."""
    weights = total = 0.0
    for mean, half in runs:
        weight = (Z95 / half) ** 2
        weights += weight
        total += weight * mean
    if not weights:
        raise ValueError("no runs to pool")
    return total / weights, Z95 / math.sqrt(weights)


def from_arena(path: Path, diff: str) -> tuple[float, float]:
    found = json.loads(path.read_text(encoding="utf-8"))["diffs"][diff]
    return float(found["mean"]), float(found["ci95"])


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="+", help="MEAN±CI95 of each run (or files: --json)")
    parser.add_argument("--json", action="store_true", help="the runs are arena --json files")
    parser.add_argument("--diff", default="hard-ismcts", help="the difference to pool")
    args = parser.parse_args(argv)
    runs = ([from_arena(Path(p), args.diff) for p in args.runs] if args.json
            else [parse(r) for r in args.runs])
    mean, half = pool(runs)
    print(f"{mean:+.2f} ± {half:.2f} ({len(runs)} runs)")


if __name__ == "__main__":
    main()
