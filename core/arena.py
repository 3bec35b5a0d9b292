"""The arena: computer players play many games, for figures and for records.

    python -m core.arena --game nines --seats random,random,random,random \
        --games 1000 --seed 1 [--records DIR] [--json]
    python -m core.arena --game royal --players 4 --option end_early=false ...
    python -m core.arena --game royal --seats hard,ismcts,hard,ismcts --phase domino ...
    python -m core.arena --game nines --seats hard,ismcts,hard,ismcts --decisions follow ...
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import permutations
from pathlib import Path
from typing import Any

from core.ai import LEVELS, Agent, Budget, make_agent
from core.ai.pool import RootSearch
from core.arena_stats import Tally, average_by_level, mean_ci95, percentile
from core.records import write_record
from core.rng import Rng, derive_seed, make_rng
from core.rules import CHANCE, GAMES, Rules, get_rules

AGENT_SEED_SALT = 0x5EED_A6E7
FILLER_SEED_SALT = 0xF111_E45D
REST_SEED_SALT = 0x2E57_0000
KINDS = ("all", "lead", "follow")
"""`--decisions`: the levels play every decision, or only their leads (the first play of
a Nines round or a Royal trick), or only their follows; every seat plays the other
decisions as `--rest` (ISMCTS by default), so a paired difference measures the levels at
that kind of decision alone. Taking a Nines column and the Royal domino deal are neither:
`--rest` plays them too."""
PHASES = ("all", "tricks", "domino")
"""Royal's `--phase`: the levels play every decision, or only those of deals 1-5, or only
those of the domino deal; the other decisions are random and their points not counted."""
ARENA_LEVELS = (*LEVELS[:-2], "ismcts", "tree", "infer", "racing", "nested", "sharp", "blind",
                "wide", *LEVELS[-2:])
"""The levels, the arena's own sparring partner (Information Set MCTS) and, in Royal, two
experiments (`tree`: that search with rule playouts, `bench.royal_tree`; `infer`: hard
with its worlds weighed by policy inference, `bench.royal_infer`); in Nines `racing`, the
hard search before issue 37 (racing drops candidates for good and the search stops when
one is left), to measure hard against; in both `nested`, hard whose playouts let the
searching seat think again at its own later decisions (`bench.nines_nested`,
`bench.royal_nested`)."""


_pools: dict[int, Any] = {}  # processes -> this process's search pool for expert seats


def arena_agent(rules: Rules, level: str, processes: int | None = None) -> Agent | None:
    """The agent of `level`; None for "random" (drawn straight from the state). An
    expert searches in a pool of `processes` processes (None: one per core), one pool for
    every expert seat of this process (its seats move in turn), searching at the
    priority of the other seats (the room's pool yields to the GUI)."""
    if level == "random":
        return None
    if level == "expert":
        from core.ai.expert import ExpertAgent
        from core.ai.pool import SearchPool, default_processes

        size = processes or default_processes()
        pool = _pools.get(size)
        if pool is None:
            pool = _pools[size] = SearchPool(size, lower_priority=False)
        hard = make_agent(rules, "hard")
        assert isinstance(hard, RootSearch)
        return ExpertAgent(hard, pool)
    if level in ("tree", "infer"):
        if rules.name != "royal":
            raise ValueError(f"the {level} level plays Royal only")
        from bench.royal_infer import InferringHardAgent
        from bench.royal_tree import RuleTreeAgent

        return RuleTreeAgent() if level == "tree" else InferringHardAgent()
    if level == "nested":
        if rules.name == "royal":
            from bench.royal_nested import NestedHardAgent as RoyalNested

            return RoyalNested()
        if rules.name != "nines":
            raise ValueError("the nested level plays Nines and Royal only")
        from bench.nines_nested import NestedHardAgent

        return NestedHardAgent()
    if level in ("sharp", "blind", "wide"):
        if rules.name != "nines":
            raise ValueError(f"the {level} level plays Nines only")
        from bench.nines_sharp import WideHardAgent, sharp_agent
        from core.ai.nines import HardAgent

        if level == "wide":
            return WideHardAgent()
        return sharp_agent() if level == "sharp" else HardAgent(infer=False)
    if level == "racing":
        if rules.name != "nines":
            raise ValueError("the racing level plays Nines only")
        from core.ai.nines import HardAgent

        return HardAgent(settle=False)
    if level == "ismcts":
        from bench.ismcts import make_ismcts  # measurement only: not in the shipped program

        return make_ismcts(rules)
    return make_agent(rules, level)


def deal_points(rules: Rules, state: Any) -> dict[str, list[int]]:
    """A finished Royal game's points per deal ("deal 1" ... "deal 6") and of the five
    trick deals together ("deals 1-5"), per seat; nothing for Nines, a game of one part."""
    if rules.name != "royal":
        return {}
    deals = rules.observation(state, 0).deal_scores
    parts = {f"deal {k}": list(points) for k, points in enumerate(deals, 1)}
    parts["deals 1-5"] = [sum(col) for col in zip(*deals[:5], strict=True)]
    return parts


def decision_kind(obs: Any) -> str:
    """"lead" or "follow" (a Nines round's, a Royal or Tien Gow trick's first play, or a
    later one); "take" (a Nines column) and "domino" (the Royal domino deal) are
    neither."""
    if obs.phase in ("take", "domino"):
        return str(obs.phase)
    if hasattr(obs, "trick"):  # Royal
        return "follow" if obs.trick else "lead"
    if hasattr(obs, "to_follow"):  # Tien Gow: a trick in play is followed
        return "follow" if obs.to_follow else "lead"
    return "follow" if obs.current is not None and obs.current.stacks else "lead"


def play_one(
    rules: Rules, seed: int, levels: Sequence[str], options: Mapping[str, Any],
    budget: Budget | None, tally: Tally, phase: str = "all", kinds: str = "all",
    rest: str = "ismcts", processes: int | None = None,
    level_ms: Mapping[str, float] | None = None,
) -> Any:
    """Play one game from `seed` with `levels[seat]` at each seat, count it in `tally`
    and return its end state.

    The deal and every chance outcome come from the game's own generator, each agent
    from its own: the same seed deals the same cards whoever sits where. With `phase`
    "tricks" or "domino" (Royal) the levels play only that part of the game, random
    moves of a generator of its own the rest, and only that part's points count. Only
    what `tally` asks for is measured: think times of the seats that think, each deal's
    points if `tally.by_part`. With `kinds` "lead" or "follow" the levels play only
    those decisions and every seat plays the others as the level `rest` (`KINDS`); each
    timed decision's time also goes to its kind's clock (`Tally.kind_clock`).
    `level_ms[level]`, if given, is that level's time per decision instead of `budget`."""
    chance_rng = make_rng(seed)
    state = rules.new_game(chance_rng, players=len(levels), options=options)
    agents = [arena_agent(rules, lv, processes) for lv in levels]
    agent_rngs = [make_rng(seed ^ (AGENT_SEED_SALT + seat)) for seat in range(len(levels))]
    clocks = [tally.clock(lv) for lv in levels]
    budgets = [Budget(ms=level_ms[lv]) if level_ms and lv in level_ms else budget
               for lv in levels]
    rests: list[Agent | None] = []
    rest_rngs: list[Rng] = []
    if kinds != "all":
        rests = [arena_agent(rules, rest) for _ in levels]
        rest_rngs = [make_rng(seed ^ (REST_SEED_SALT + seat)) for seat in range(len(levels))]
    is_over, to_move, apply, random_move = (rules.is_over, rules.to_move, rules.apply,
                                            rules.random_move)
    split = phase != "all"
    filler_rng: Rng | None = None  # the random moves outside `phase`, seeded when needed
    before_domino: list[int] | None = None  # the scores when the domino deal began
    moves = 0
    while not is_over(state):
        seat = to_move(state)
        if seat == CHANCE:
            apply(state, rules.chance_move(state, chance_rng))
            continue
        obs = None
        if split:
            obs = rules.observation(state, seat)
            domino = obs.phase == "domino"
            if domino and before_domino is None:
                before_domino = list(rules.scores(state))
            if domino != (phase == "domino"):
                if filler_rng is None:
                    filler_rng = make_rng(seed ^ FILLER_SEED_SALT)
                apply(state, random_move(state, filler_rng))
                continue
        agent, agent_rng, clock = agents[seat], agent_rngs[seat], clocks[seat]
        kind = None
        if kinds != "all" or tally.by_kind:
            if obs is None:
                obs = rules.observation(state, seat)
            kind = decision_kind(obs)
            if kinds != "all" and kind != kinds:
                agent, agent_rng, clock = rests[seat], rest_rngs[seat], None
        if agent is None:  # the random level, drawn straight from the seat's view
            move = random_move(state, agent_rng)
        else:
            start = time.perf_counter() if clock is not None else 0.0
            move = agent.choose(rules.observation(state, seat) if obs is None else obs,
                                agent_rng, budgets[seat])
            if clock is not None:
                took = (time.perf_counter() - start) * 1000
                clock.append(took)
                if kind is not None:
                    tally.kind_clock(levels[seat], kind).append(took)
        apply(state, move)
        moves += 1
    points = rules.scores(state)
    if split:
        tally.add(levels, phase_points(phase, before_domino, points), moves)
    else:
        tally.add(levels, points, moves, deal_points(rules, state) if tally.by_part else None)
    return state


def phase_points(phase: str, before_domino: Sequence[int] | None,
                 points: Sequence[int]) -> list[int]:
    """The points of `phase` alone: those of deals 1-5 (the scores when the domino deal
    began) or of the domino deal (the end scores less those)."""
    if before_domino is None:
        raise ValueError("the game ended without a domino deal")
    if phase == "tricks":
        return list(before_domino)
    return [end - start for end, start in zip(points, before_domino, strict=True)]


def game_record(rules: Rules, state: Any, seed: int, levels: Sequence[str],
                options: Mapping[str, Any]) -> dict[str, Any]:
    """The record of a finished arena game, each seat named after its level."""
    names = [{"name": f"{lv} {i + 1}", "kind": f"ai:{lv}"} for i, lv in enumerate(levels)]
    return write_record(rules, state, seed=seed, players=names, options=options)


@dataclass(frozen=True)
class GameTask:
    """One game for a worker process: everything `play_one` needs, by value."""

    game: str
    seed: int
    levels: tuple[str, ...]
    options: dict[str, Any]
    budget: Budget | None
    record: bool
    phase: str = "all"
    by_part: bool = False
    kinds: str = "all"
    rest: str = "ismcts"
    by_kind: bool = False
    processes: int | None = None
    level_ms: dict[str, float] | None = None


@dataclass(frozen=True)
class GameResult:
    """What a worker hands back: the game's tally and, if asked, its record."""

    tally: Tally
    record: dict[str, Any] | None


def play_task(task: GameTask) -> GameResult:
    """Play `task` on a worker process."""
    rules = get_rules(task.game)
    tally = Tally(by_part=task.by_part, by_kind=task.by_kind)
    state = play_one(rules, task.seed, task.levels, task.options, task.budget, tally,
                     task.phase, task.kinds, task.rest, task.processes, task.level_ms)
    record = (game_record(rules, state, task.seed, task.levels, task.options)
              if task.record else None)
    return GameResult(tally, record)


def play_tasks(tasks: Sequence[GameTask], jobs: int) -> Iterator[GameResult]:
    """The results of `tasks` in their order, each game played in one of `jobs` worker
    processes ('spawn', as the search pool), so the games of a long run share the
    machine's cores."""
    import multiprocessing  # only here: a run on one job starts no pool
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as executor:
        yield from executor.map(play_task, tasks)


def play_games(
    rules: Rules, seeds: Iterable[int], seatings: Sequence[tuple[str, ...]],
    options: Mapping[str, Any], budget: Budget | None, phase: str, tally: Tally, *,
    jobs: int = 1, record: bool = False, kinds: str = "all", rest: str = "ismcts",
    processes: int | None = None, level_ms: dict[str, float] | None = None,
) -> Iterator[dict[str, Any] | None]:
    """Play every seed in every seating, in that order, counting each game in `tally` as
    it ends, and yield each game's record (None unless `record`). With `jobs` > 1 the
    games run on that many worker processes; every game is seeded on its own, so the
    points do not depend on `jobs`. With one job the games are played right here, into
    `tally`, with nothing built per game but the game."""
    if jobs <= 1:
        for seed in seeds:
            for levels in seatings:
                state = play_one(rules, seed, levels, options, budget, tally, phase, kinds,
                                 rest, processes, level_ms)
                yield game_record(rules, state, seed, levels, options) if record else None
        return
    tasks = [GameTask(rules.name, seed, levels, dict(options), budget, record, phase,
                      tally.by_part, kinds, rest, tally.by_kind, processes, level_ms)
             for seed in seeds for levels in seatings]
    for result in play_tasks(tasks, jobs):
        tally.merge(result.tally)
        yield result.record


def seat_orders(seats: Sequence[str]) -> list[tuple[str, ...]]:
    """Every distinct seating of `seats` up to rotation (the first seat's level stays
    first): who plays right after whom changes, and Nines gives the seat after a weak
    player an edge that rotating one order keeps."""
    first, rest = seats[0], seats[1:]
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    for order in ((first, *rest_order) for rest_order in permutations(rest)):
        key = min(order[i:] + order[:i] for i in range(len(order)))
        found.setdefault(key, order)
    return list(found.values())


def run(args: argparse.Namespace) -> dict[str, Any]:
    rules = get_rules(args.game)
    seats = args.seats.split(",")
    players = check_table(args, rules, seats)
    options = {**rules.default_options, **dict(parse_option(o) for o in args.option)}
    budget = (Budget(ms=args.think_ms, iterations=args.think_iterations)
              if args.think_ms or args.think_iterations else None)
    records = Path(args.records) if args.records else None
    if records:
        records.mkdir(parents=True, exist_ok=True)
    master = make_rng(args.seed)
    seeds = (derive_seed(master) for _ in range(args.games))  # drawn as the deals begin
    rotations = range(players) if args.duplicate else range(1)
    tables = seat_orders(seats) if args.orders else [tuple(seats)]
    seatings = [tuple(table[(seat + shift) % players] for seat in range(players))
                for table in tables for shift in rotations]
    if args.distinct:  # rotating hard,ismcts,hard,ismcts by two seats seats everyone
        seatings = list(dict.fromkeys(seatings))  # where they sat: played once
    per_deal = len(seatings)
    # the split by deal is of paired differences: none where one level plays alone
    tally = Tally(by_part=args.phase == "all" and len(set(seats)) > 1,
                  by_kind=args.by_kind or args.decisions != "all")
    start = time.perf_counter()
    games = play_games(rules, seeds, seatings, options, budget, args.phase, tally,
                       jobs=args.jobs, record=records is not None, kinds=args.decisions,
                       rest=args.rest, processes=args.processes,
                       level_ms=parse_level_ms(args.level_ms))
    for index, record in enumerate(games):
        if records and record is not None:
            deal, shift = divmod(index, per_deal)
            path = records / f"{args.game}-{deal:05d}-{shift}.json"
            path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
        if per_deal > 1 and (index + 1) % per_deal == 0:
            # the games of one deal are one paired sample, not several
            for means in (tally.level_game_means, *tally.part_game_means.values()):
                means[-per_deal:] = [average_by_level(means[-per_deal:])]
    elapsed = max(time.perf_counter() - start, 1e-9)
    figures = summary(rules, seats, players, options, tally, elapsed)
    if args.phase != "all":
        figures["phase"] = args.phase
    if args.decisions != "all":
        figures["decisions"] = args.decisions
        figures["rest"] = args.rest
    return figures


def check_table(args: argparse.Namespace, rules: Rules, seats: Sequence[str]) -> int:
    """The number of players, once the seats, players and phase asked for fit the game."""
    players: int = args.players or len(seats)
    if len(seats) != players:
        raise SystemExit(f"--seats names {len(seats)} players, --players says {players}")
    if not rules.min_players <= players <= rules.max_players:
        raise SystemExit(f"{args.game} takes {rules.min_players}-{rules.max_players} players")
    bad = [s for s in seats if s not in ARENA_LEVELS]
    if bad:
        raise SystemExit(f"unknown level {bad[0]!r}; expected one of "
                         f"{', '.join(ARENA_LEVELS)}")
    if args.phase != "all" and rules.name != "royal":
        raise SystemExit("--phase is for Royal: Nines is one part")
    if args.rest not in ARENA_LEVELS:
        raise SystemExit(f"unknown --rest level {args.rest!r}")
    return players


def summary(rules: Rules, seats: Sequence[str], players: int, options: Mapping[str, Any],
            tally: Tally, elapsed: float) -> dict[str, Any]:
    by_seat = list(zip(*tally.points, strict=True))
    result: dict[str, Any] = {
        "game": rules.name,
        "players": players,
        "options": dict(options),
        "games": tally.games,
        "seats": list(seats),
        "mean": [round(statistics.fmean(col), 4) for col in by_seat],
        "games_per_s": round(tally.games / elapsed, 1),
        "moves_per_s": round(tally.moves / elapsed, 1),
        "by_level": {},
    }
    for level, values in tally.level_points.items():
        mean, ci = mean_ci95(values)
        result["by_level"][level] = {"mean": round(mean, 4), "ci95": round(ci, 4),
                                     "n": len(values)}
    result["diffs"] = level_differences(tally.level_game_means)
    if tally.part_game_means:
        result["part_diffs"] = {name: level_differences(means)
                                for name, means in tally.part_game_means.items()}
    if tally.level_ms:
        result["think_ms"] = {
            level: {"median": round(statistics.median(ms), 3),
                    "p95": round(percentile(ms, 0.95), 3)}
            for level, ms in tally.level_ms.items()
        }
    if tally.kind_ms:
        result["think_ms_by_kind"] = {
            key: {"median": round(statistics.median(ms), 3),
                  "p95": round(percentile(ms, 0.95), 3), "n": len(ms)}
            for key, ms in sorted(tally.kind_ms.items())
        }
    return result


def level_differences(game_means: Sequence[Mapping[str, float]]) -> dict[str, Any]:
    """For each pair of levels that met, "a-b": the mean over the games where both sat of
    (mean points of a's seats - mean points of b's seats), with its 95% interval. With
    --duplicate or --orders a "game" is a deal averaged over its games, so n counts deals."""
    levels = sorted({lv for game in game_means for lv in game}, key=ARENA_LEVELS.index,
                    reverse=True)
    diffs: dict[str, Any] = {}
    for i, a in enumerate(levels):
        for b in levels[i + 1:]:
            values = [g[a] - g[b] for g in game_means if a in g and b in g]
            if values:
                mean, ci = mean_ci95(values)
                diffs[f"{a}-{b}"] = {"mean": round(mean, 4), "ci95": round(ci, 4),
                                     "n": len(values)}
    return diffs


def parse_level_ms(items: Sequence[str]) -> dict[str, float] | None:
    """`--level-ms LEVEL=MS` options as {level: ms}; None when there are none."""
    found = {}
    for item in items:
        level, sep, ms = item.partition("=")
        try:
            found[level] = float(ms)
        except ValueError:
            raise SystemExit(f"--level-ms takes LEVEL=MS, got {item!r}") from None
        if not sep or level not in ARENA_LEVELS:
            raise SystemExit(f"--level-ms takes LEVEL=MS, got {item!r}")
    return found or None


def parse_option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise SystemExit(f"--option takes KEY=VALUE, got {text!r}")
    low = value.lower()
    if low in ("true", "false"):
        return key, low == "true"
    try:
        return key, int(value)
    except ValueError:
        return key, value


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core.arena", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=GAMES, required=True)
    parser.add_argument("--players", type=int, default=None,
                        help="number of players (default: as many as --seats names)")
    parser.add_argument("--seats", required=True,
                        help=f"comma-separated levels, one per seat: {', '.join(ARENA_LEVELS)}")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", metavar="DIR", help="write one record per game here")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--duplicate", action="store_true",
                        help="play every deal once per rotation of the seats")
    parser.add_argument("--orders", action="store_true",
                        help="play every deal in every seating order of --seats (up to "
                             "rotation), all of them one paired sample")
    parser.add_argument("--think-ms", type=float, default=None,
                        help="search budget per decision, in milliseconds")
    parser.add_argument("--think-iterations", type=int, default=None,
                        help="search budget per decision in iterations (playouts), "
                             "which load on the machine does not change")
    parser.add_argument("--phase", choices=PHASES, default="all",
                        help="Royal: the levels play only deals 1-5 (tricks) or only the "
                             "domino deal, the rest is random and not counted")
    parser.add_argument("--processes", type=int, default=None,
                        help="search processes of each expert seat (default: one per core "
                             "of the machine); other levels search in one")
    parser.add_argument("--level-ms", action="append", default=[], metavar="LEVEL=MS",
                        help="LEVEL thinks MS milliseconds per decision, whatever "
                             "--think-ms says (e.g. expert=400 hard=800)")
    parser.add_argument("--distinct", action="store_true",
                        help="with --duplicate or --orders, play each distinct seating "
                             "of a deal once (hard,ismcts,hard,ismcts: two, not four)")
    parser.add_argument("--decisions", choices=KINDS, default="all",
                        help="the levels play only their leads or only their follows, "
                             "every seat plays the other decisions as --rest")
    parser.add_argument("--rest", default="ismcts",
                        help="the level of every seat's other decisions with --decisions "
                             "(default ismcts)")
    parser.add_argument("--by-kind", action="store_true",
                        help="think times split by kind of decision (lead, follow, ...)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="worker processes, one game each at a time (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = run(args)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['games']} games of {result['game']}, "
              f"{result['games_per_s']} games/s, {result['moves_per_s']} moves/s")
        for seat, (level, mean) in enumerate(zip(result["seats"], result["mean"],
                                                 strict=True)):
            print(f"  seat {seat}: {level:<7} mean {mean:+.3f} per game")
        for level, row in result["by_level"].items():
            print(f"  {level:<7} mean {row['mean']:+.3f} ± {row['ci95']:.3f} (n={row['n']})")
        for pair, row in result["diffs"].items():
            print(f"  {pair:<13} difference {row['mean']:+.3f} ± {row['ci95']:.3f} "
                  f"(n={row['n']})")
        for part, diffs in result.get("part_diffs", {}).items():
            for pair, row in diffs.items():
                print(f"  {part}: {pair:<13} difference {row['mean']:+.3f} ± "
                      f"{row['ci95']:.3f}")
        for level, row in result.get("think_ms", {}).items():
            print(f"  {level:<7} think median {row['median']} ms, p95 {row['p95']} ms")
        for key, row in result.get("think_ms_by_kind", {}).items():
            print(f"  {key:<14} think median {row['median']} ms, p95 {row['p95']} ms "
                  f"(n={row['n']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
