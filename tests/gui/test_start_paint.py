"""The start-time hook: HERNA_EXIT_AFTER_PAINT=1 quits right after the first paint."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_exit_after_first_paint_starts_the_room_and_exits_cleanly(tmp_path):
    env = {**os.environ, "HERNA_EXIT_AFTER_PAINT": "1", "QT_QPA_PLATFORM": "offscreen",
           "HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    result = subprocess.run([sys.executable, "-m", "gui"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
