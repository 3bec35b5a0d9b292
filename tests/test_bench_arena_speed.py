"""The arena benchmark's arguments and arithmetic (no valgrind, no timing)."""

import json

import pytest

from bench import arena_speed


def test_the_arena_command_is_random_seats_with_the_game_and_count():
    case = arena_speed.Case("royal", 4, 2000, (20, 120))
    command = arena_speed.arena_command("python", case, 20)
    assert command[:3] == ["python", "-m", "core.arena"]
    assert command[command.index("--seats") + 1] == "random,random,random,random"
    assert command[command.index("--games") + 1] == "20"
    assert command[command.index("--players") + 1] == "4"
    assert arena_speed.arena_command("python", case)[command.index("--games") + 1] == "2000"
    assert command[-1] == "--json"


def test_arguments_choose_the_commits_runs_and_cases():
    args = arena_speed.parse_args(["--against", "8198279", "--against", "f5506d3",
                                   "--runs", "7", "--game", "royal", "--royal-players", "6"])
    assert args.against == ["8198279", "f5506d3"] and args.runs == 7
    assert not args.instructions
    assert [(c.game, c.players) for c in arena_speed.cases(args)] == [("royal", 6)]
    both = arena_speed.cases(arena_speed.parse_args([]))
    assert [c.game for c in both] == ["nines", "royal"]
    with pytest.raises(SystemExit):
        arena_speed.parse_args(["--runs", "0"])


def test_runs_alternate_the_order_of_the_trees():
    assert arena_speed.run_orders(3, 2) == [[0, 1], [1, 0], [0, 1]]
    assert arena_speed.run_orders(2, 3) == [[0, 1, 2], [2, 1, 0]]


def test_instructions_per_game_leave_out_what_every_run_does_once():
    stderr = "==1== Events    : Ir\n==1== Collected : 1801257694\n==1==\n"
    assert arena_speed.collected(stderr) == 1801257694
    with pytest.raises(ValueError):
        arena_speed.collected("valgrind: no such tool")
    assert arena_speed.per_game((200, 594_000_000), (1200, 1_800_000_000)) == 1_206_000
    with pytest.raises(ValueError):
        arena_speed.per_game((200, 1), (200, 2))


def test_figures_read_from_the_arena_and_spread():
    assert arena_speed.games_per_s(json.dumps({"games_per_s": 6012.5, "games": 10})) == 6012.5
    assert arena_speed.spread([3.0, 1.0, 2.0, 10.0, 4.0]) == (1.0, 3.0, 10.0)


@pytest.mark.skipif(not (arena_speed.ROOT / ".git").exists(), reason="not a git checkout")
def test_the_commit_tree_holds_its_core_and_is_removed_afterwards():
    with arena_speed.commit_tree("HEAD") as folder:
        assert (folder / "core" / "arena.py").is_file()
    assert not folder.exists()


def test_ratios_pair_each_run_with_the_same_run_of_the_other_tree():
    assert arena_speed.paired([2.0, 3.0], [1.0, 4.0]) == [2.0, 0.75]
