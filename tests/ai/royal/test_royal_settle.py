"""The settle benchmark compares budgets on the same worlds: the reference budget itself
always keeps its move, and each player count prints one line."""

import json

from bench import royal_settle as settle


def test_the_reference_budget_keeps_its_own_move_on_every_position():
    result = settle.agreement(4, 3, reference=120, tried=(120, 6), seed=5)
    assert result["searched"] == 3
    assert result["same_move"]["120"] == 3
    assert 0 <= result["same_move"]["6"] <= 3


def test_the_command_prints_a_json_line_per_player_count(capsys):
    assert settle.main(["--players", "3", "6", "--positions", "2", "--reference", "40",
                        "--tried", "40,4"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["players"] for line in lines] == [3, 6]
    assert all(line["searched"] == 2 and line["same_move"]["40"] == 2 for line in lines)
