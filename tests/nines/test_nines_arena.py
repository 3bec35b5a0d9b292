"""The arena plays Nines, and every record it writes passes the record checker."""

import json
import subprocess
import sys
from pathlib import Path

from core import arena
from core.nines import RULES
from core.records import load_record

ROOT = Path(__file__).resolve().parents[2]
SEATS = "random,random,random,random"


def test_arena_games_and_their_records_pass_the_checker(tmp_path):
    records = tmp_path / "records"
    run = subprocess.run(
        [sys.executable, "-m", "core.arena", "--game", "nines", "--seats", SEATS,
         "--games", "50", "--seed", "3", "--records", str(records), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["games"] == 50 and result["game"] == "nines"
    assert abs(sum(result["mean"]) - 8) < 1e-6  # 8 points a game
    files = sorted(records.glob("*.json"))
    assert len(files) == 50
    check = subprocess.run([sys.executable, "-m", "core.records", *map(str, files)], cwd=ROOT,
                           capture_output=True, text=True, timeout=120)
    assert check.returncode == 0, check.stdout
    assert check.stdout.splitlines() == [f"{path}: ok" for path in files]
    for path in files[:5]:
        _, state = load_record(path.read_bytes())
        assert RULES.is_over(state)


def test_same_seed_same_games(capsys, tmp_path):
    outputs = []
    for name in ("a", "b"):
        assert arena.main(["--game", "nines", "--seats", SEATS, "--games", "5", "--seed", "9",
                           "--records", str(tmp_path / name), "--json"]) == 0
        outputs.append(json.loads(capsys.readouterr().out)["mean"])
    assert outputs[0] == outputs[1]
    for path in sorted((tmp_path / "a").glob("*.json")):
        assert path.read_text() == (tmp_path / "b" / path.name).read_text()
