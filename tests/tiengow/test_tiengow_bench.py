"""bench.tiengow_speed runs and reports games per second for Tien Gow and Nines."""

from __future__ import annotations

import json

from bench import tiengow_speed


def test_the_bench_reports_both_games(capsys):
    assert tiengow_speed.main(["--runs", "1", "--games", "20", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["tiengow"]["median"] > 0 and result["nines"]["median"] > 0
    assert result["ratio_median"] > 0


def test_the_arena_command_is_the_random_four_seat_arena():
    command = tiengow_speed.arena_command("tiengow", 7)
    assert command[1:] == ["-m", "core.arena", "--game", "tiengow", "--seats",
                           "random,random,random,random", "--games", "7", "--seed", "1",
                           "--json"]
