"""`herna --selftest` plays both games in the real window, in both languages."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.parametrize("language", ["cs", "en"])
def test_selftest_exits_zero(language):
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--selftest", "--lang", language], cwd=ROOT,
        capture_output=True, text=True, timeout=300,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert "herna selftest: ok" in result.stdout
    assert f"language {language}" in result.stdout
    assert "royal:" in result.stdout and "nines:" in result.stdout
