"""`herna --selftest` plays the three games in the real window, sees them in the Statistics
window, and leaves no temporary folder behind. The suite runs it once, in Czech (the
translated path; the room tests run in English); the bundle checks of every CI run
(`build/make_bundle.py`, `build/windows/check.py`) run the frozen program in both
languages."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.parametrize("language", ["cs"])
def test_selftest_exits_zero(language, tmp_path):
    temp = tmp_path / "temp"
    temp.mkdir()
    report = tmp_path / "verdict.txt"
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--selftest", "--lang", language,
         "--selftest-report", str(report)], cwd=ROOT,
        capture_output=True, text=True, timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "TMPDIR": str(temp),
             "TEMP": str(temp), "TMP": str(temp)})
    assert result.returncode == 0, result.stdout + result.stderr
    assert not list(temp.glob("herna-selftest-*"))
    assert "herna selftest: ok" in result.stdout
    assert f"language {language}" in result.stdout
    assert all(f"{game}:" in result.stdout for game in ("royal", "nines", "tiengow"))
    assert "TienGowTable" in result.stdout
    assert "statistics: the three games listed" in result.stdout
    # the verdict line also goes to the file (a windowed Windows program has no console)
    assert report.read_text(encoding="utf-8").strip() in result.stdout.splitlines()


def test_only_the_known_warning_is_forgiven(qapp):
    from PySide6.QtCore import QtMsgType

    from gui.selftest import Selftest

    test = Selftest(qapp, known=["EnableNonClientDpiScaling() failed"])
    test._message(QtMsgType.QtWarningMsg, None, "EnableNonClientDpiScaling() failed for HWND")
    assert test.problems == []
    test._message(QtMsgType.QtWarningMsg, None, "QPainter::begin: Paint device returned 0")
    assert test.problems == ["Qt said: QPainter::begin: Paint device returned 0"]
