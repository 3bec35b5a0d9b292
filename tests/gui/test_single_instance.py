"""One Herna per user: a second start brings the first window to the front and exits; a
lock left by a killed Herna does not stop the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from gui.services import paths
from gui.services.single_instance import LOCK_NAME, SingleInstance

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_instance_knocks_and_the_first_comes_forward(qtbot):
    folder = paths.data_dir()
    first = SingleInstance(folder)
    assert first.acquire()
    second = SingleInstance(folder)
    with qtbot.waitSignal(first.activated, timeout=5000):
        assert not second.acquire()
    first.release()
    third = SingleInstance(folder)
    assert third.acquire()  # the first one has quit
    third.release()


@pytest.mark.skipif(sys.platform == "win32", reason="kill -9 is POSIX")
def test_a_lock_left_by_a_killed_herna_is_taken_over(tmp_path):
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time\n"
         "from pathlib import Path\n"
         "from PySide6.QtCore import QCoreApplication\n"
         "from gui.services.single_instance import SingleInstance\n"
         "app = QCoreApplication([])\n"
         "instance = SingleInstance(Path(sys.argv[1]))\n"
         "assert instance.acquire()\n"
         "print('locked', flush=True)\n"
         "time.sleep(60)\n", str(tmp_path)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "locked"
    assert not SingleInstance(tmp_path).acquire()  # held by a live process
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait(10)
    holder.stdout.close()
    assert (tmp_path / LOCK_NAME).exists()
    instance = SingleInstance(tmp_path)
    assert instance.acquire()
    instance.release()


@pytest.mark.slow
def test_starting_herna_twice_keeps_one_window(tmp_path, qtbot):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    first = subprocess.Popen([sys.executable, "-m", "gui"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        # the first Herna listens once its knock file exists
        qtbot.waitUntil(lambda: bool(list(tmp_path.rglob("herna.knock"))), timeout=60_000)
        knock = next(tmp_path.rglob("herna.knock"))
        second = subprocess.run([sys.executable, "-m", "gui"], cwd=ROOT, env=env,
                                capture_output=True, text=True, timeout=60)
        assert second.returncode == 0
        assert "already running" in second.stderr
        qtbot.waitUntil(lambda: knock.stat().st_size == 0, timeout=30_000)  # it heard
        assert first.poll() is None  # and runs on
    finally:
        first.kill()
        first.wait(10)
