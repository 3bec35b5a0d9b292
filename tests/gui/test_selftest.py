"""`herna --selftest` plays both games in the real window, in both languages, and leaves
no temporary folder behind."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.parametrize("language", ["cs", "en"])
def test_selftest_exits_zero(language, tmp_path):
    temp = tmp_path / "temp"
    temp.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--selftest", "--lang", language], cwd=ROOT,
        capture_output=True, text=True, timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "TMPDIR": str(temp),
             "TEMP": str(temp), "TMP": str(temp)})
    assert result.returncode == 0, result.stdout + result.stderr
    assert not list(temp.glob("herna-selftest-*"))
    assert "herna selftest: ok" in result.stdout
    assert f"language {language}" in result.stdout
    assert "royal:" in result.stdout and "nines:" in result.stdout
