"""The arena: its statistics (paired level differences, duplicate deals as one sample), and
that it measures only what a run reports (no clocks for random seats, no per-game plumbing
on one job)."""

import json

import pytest

from core import arena, arena_stats


def test_paired_differences_compare_levels_within_each_game():
    games = [{"hard": 3.0, "medium": 1.0}, {"hard": 5.0, "medium": 1.0}]
    diffs = arena.level_differences(games)
    assert diffs["hard-medium"]["mean"] == 3.0
    assert diffs["hard-medium"]["n"] == 2


def test_rotations_of_a_deal_average_into_one_sample():
    rotations = [{"easy": 4.0, "random": 0.0}, {"easy": 2.0, "random": 1.0}]
    assert arena.average_by_level(rotations) == {"easy": 3.0, "random": 0.5}


@pytest.mark.parametrize("duplicate", [False, True])
def test_duplicate_counts_deals_not_rotations(capsys, duplicate):
    argv = ["--game", "royal", "--seats", "easy,random,random", "--games", "6", "--seed", "4",
            "--json"] + (["--duplicate"] if duplicate else [])
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == (18 if duplicate else 6)
    assert result["diffs"]["easy-random"]["n"] == 6
    assert result["by_level"]["easy"]["n"] == (18 if duplicate else 6)


def test_royal_differences_split_by_deal_add_up_to_the_game(capsys):
    argv = ["--game", "royal", "--seats", "medium,random,easy", "--games", "4", "--seed", "2",
            "--duplicate", "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    parts = result["part_diffs"]
    deals = [f"deal {k}" for k in range(1, 7)]
    assert list(parts) == [*deals, "deals 1-5"]
    for pair, whole in result["diffs"].items():
        assert all(part[pair]["n"] == 4 for part in parts.values())
        assert sum(parts[deal][pair]["mean"] for deal in deals) == pytest.approx(
            whole["mean"], abs=1e-3)
        assert sum(parts[deal][pair]["mean"] for deal in deals[:5]) == pytest.approx(
            parts["deals 1-5"][pair]["mean"], abs=1e-3)
    assert parts["deal 6"]["medium-random"]["mean"] != 0


def test_nines_and_royal_phases_have_no_split_by_deal(capsys):
    for argv in (["--game", "nines", "--seats", "random,random,easy,easy"],
                 ["--game", "royal", "--seats", "easy,random,random", "--phase", "tricks"]):
        assert arena.main([*argv, "--games", "2", "--json"]) == 0
        assert "part_diffs" not in json.loads(capsys.readouterr().out)


def test_the_ismcts_sparring_partner_is_compared_with_hard(capsys):
    argv = ["--game", "nines", "--seats", "hard,ismcts,hard,ismcts", "--games", "1",
            "--duplicate", "--think-iterations", "20", "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["diffs"]["hard-ismcts"]["n"] == 1
    assert result["by_level"]["ismcts"]["n"] == 8


def test_ismcts_is_not_a_level_for_players():
    from core.ai import LEVELS, make_agent
    from core.rules import get_rules

    assert "ismcts" not in LEVELS and "ismcts" in arena.ARENA_LEVELS
    with pytest.raises(ValueError):
        make_agent(get_rules("royal"), "ismcts")


@pytest.mark.parametrize(("game", "seats"), [("nines", "ismcts,random,ismcts,random"),
                                             ("royal", "ismcts,random,random")])
def test_ismcts_beats_random_play(capsys, game, seats):
    argv = ["--game", game, "--seats", seats, "--games", "6" if game == "nines" else "1",
            "--think-iterations", "300" if game == "nines" else "60", "--json"]
    assert arena.main(argv) == 0
    diff = json.loads(capsys.readouterr().out)["diffs"]["ismcts-random"]
    assert diff["mean"] > 1.0


def _played(capsys, argv):
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    return {key: result[key] for key in ("games", "mean", "by_level", "diffs")}


def test_games_on_worker_processes_score_as_in_one_process(capsys, tmp_path):
    argv = ["--game", "nines", "--seats", "hard,easy,medium,random", "--games", "2",
            "--duplicate", "--think-iterations", "20", "--seed", "7", "--json"]
    folder = tmp_path / "records"
    alone = _played(capsys, argv)
    pooled = _played(capsys, [*argv, "--jobs", "2", "--records", str(folder)])
    assert pooled == alone
    assert alone["games"] == 8
    names = sorted(p.name for p in folder.iterdir())
    assert names == [f"nines-{deal:05d}-{shift}.json" for deal in range(2) for shift in range(4)]
    record = json.loads((folder / "nines-00001-2.json").read_text(encoding="utf-8"))
    assert [p["kind"] for p in record["players"]] == [
        "ai:medium", "ai:random", "ai:hard", "ai:easy"]


def test_seat_orders_are_every_seating_up_to_rotation():
    orders = arena.seat_orders(["hard", "medium", "easy", "random"])
    assert len(orders) == 6 and len(set(orders)) == 6
    assert all(order[0] == "hard" and sorted(order) == sorted(orders[0]) for order in orders)
    assert arena.seat_orders(["hard", "ismcts", "hard", "ismcts"]) == [
        ("hard", "ismcts", "hard", "ismcts"), ("hard", "ismcts", "ismcts", "hard")]


def test_orders_play_each_deal_in_every_seating_as_one_sample(capsys):
    argv = ["--game", "royal", "--seats", "easy,medium,random", "--games", "3",
            "--duplicate", "--orders", "--seed", "2", "--json"]
    result = _played(capsys, argv)
    assert result["games"] == 3 * 2 * 3
    assert result["diffs"]["medium-easy"]["n"] == 3
    assert result["by_level"]["random"]["n"] == 18


@pytest.mark.parametrize(("phase", "total"), [("domino", 65), ("tricks", -65)])
def test_a_phase_alone_counts_only_its_points(capsys, phase, total):
    argv = ["--game", "royal", "--seats", "medium,random,random,random", "--games", "3",
            "--duplicate", "--phase", phase, "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["phase"] == phase
    # every game's points are that part's alone: the place points, or the penalties
    assert sum(result["mean"]) == pytest.approx(total, abs=0.01)
    assert result["diffs"]["medium-random"]["n"] == 3


def test_in_a_phase_the_levels_decide_only_there(monkeypatch):
    from core.ai.royal import MediumAgent
    from core.rules import get_rules

    seen: list[str] = []
    choose = MediumAgent.choose

    def spy(self, obs, rng, budget=None, cancel=None):
        seen.append(obs.phase)
        return choose(self, obs, rng, budget, cancel)

    monkeypatch.setattr(MediumAgent, "choose", spy)
    rules = get_rules("royal")
    tally = arena.Tally()
    arena.play_one(rules, 1, ["medium"] * 3, rules.default_options, None, tally, "domino")
    assert seen and set(seen) == {"domino"}
    assert sorted(tally.points[0]) == [15, 20, 30]  # places only
    seen.clear()
    tally = arena.Tally()
    arena.play_one(rules, 1, ["medium"] * 3, rules.default_options, None, tally, "tricks")
    assert seen and "domino" not in seen
    assert sum(tally.points[0]) == -65


def test_phase_is_royal_only():
    with pytest.raises(SystemExit):
        arena.main(["--game", "nines", "--seats", "random,random,random,random",
                    "--games", "1", "--phase", "domino"])


def test_random_seats_are_not_timed(capsys):
    argv = ["--game", "royal", "--seats", "easy,random,random", "--games", "2", "--json"]
    assert arena.main(argv) == 0
    assert list(json.loads(capsys.readouterr().out)["think_ms"]) == ["easy"]
    argv = ["--game", "nines", "--seats", "random,random,random,random", "--games", "3",
            "--json"]
    assert arena.main(argv) == 0
    assert "think_ms" not in json.loads(capsys.readouterr().out)


def test_one_level_alone_has_no_split_by_deal(capsys):
    argv = ["--game", "royal", "--seats", "random,random,random", "--games", "2", "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["diffs"] == {} and "part_diffs" not in result


@pytest.mark.parametrize(("phase", "seeded"), [("all", 4), ("domino", 5)])
def test_a_game_seeds_only_the_generators_it_uses(monkeypatch, phase, seeded):
    from core.rules import get_rules

    seeds: list[int] = []
    make_rng = arena.make_rng

    def counting(seed):
        seeds.append(seed)
        return make_rng(seed)

    monkeypatch.setattr(arena, "make_rng", counting)
    rules = get_rules("royal")
    arena.play_one(rules, 5, ["easy", "random", "random"], rules.default_options, None,
                   arena.Tally(), phase)
    assert len(seeds) == seeded  # the deal's, one per seat, the filler's with a phase
    assert (5 ^ arena.FILLER_SEED_SALT in seeds) == (phase != "all")


def test_one_job_plays_into_one_tally_with_the_rules_looked_up_once(monkeypatch, capsys):
    made: list[arena.Tally] = []
    looked_up: list[str] = []
    tally, get_rules = arena.Tally, arena.get_rules

    def counting_tally(**kwargs):
        made.append(tally(**kwargs))
        return made[-1]

    def counting_rules(game):
        looked_up.append(game)
        return get_rules(game)

    def no_task(*args, **kwargs):
        raise AssertionError("one job needs no task per game")

    monkeypatch.setattr(arena, "Tally", counting_tally)
    monkeypatch.setattr(arena, "get_rules", counting_rules)
    monkeypatch.setattr(arena, "GameTask", no_task)
    monkeypatch.setattr(arena, "play_task", no_task)
    argv = ["--game", "royal", "--seats", "easy,random,random", "--games", "3",
            "--duplicate", "--json"]
    assert arena.main(argv) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 9
    assert len(made) == 1 and made[0].games == 9 and looked_up == ["royal"]


def test_royal_games_on_worker_processes_split_by_deal_as_in_one_process(capsys):
    argv = ["--game", "royal", "--seats", "easy,random,medium", "--games", "2",
            "--duplicate", "--seed", "3", "--json"]
    results = []
    for jobs in ("1", "2"):
        assert arena.main([*argv, "--jobs", jobs]) == 0
        result = json.loads(capsys.readouterr().out)
        results.append({key: result[key] for key in ("mean", "by_level", "diffs",
                                                     "part_diffs")})
        assert list(result["think_ms"]) == ["easy", "medium"]
    assert results[0] == results[1]


def test_level_means_are_the_means_of_each_levels_seats():
    from statistics import fmean

    levels, points = ["hard", "easy", "hard", "random"], [7, -3, 2, 11]
    assert arena_stats.level_means(levels, points) == {
        "hard": fmean([7, 2]), "easy": -3.0, "random": 11.0}
    assert arena_stats.level_means(["random"] * 3, [1, 1, 2]) == {"random": fmean([1, 1, 2])}
