"""Shared test setup: no test touches the user's files."""

import os
import sys

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["HERNA_SOUND"] = "off"  # no test makes a noise (tests of sound pass an output)
# no test announces or looks for tables on the real network (mDNS multicast); the
# discovery test turns it on inside a network namespace of its own
os.environ["HERNA_DISCOVERY"] = "off"
# Qt splits large fills and image draws over a pool of its own threads; the suite already
# runs a pytest process per core, so those threads only contend with them (waking them
# cost a sixth of a painted game's CPU). The pixels are the same either way.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
from gui.services import fonts

fonts.prepare_environment(sys.argv)  # Windows offscreen: its Fonts folder


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Point settings, saves and caches at a temporary folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.setenv("APPDATA", str(home / "AppData"))
    sizes = sys.modules.get("gui.services.text_size")  # (a test of the core imports no Qt)
    if sizes is not None:  # no table of an earlier test grows this one's texts
        sizes.text_size().forget_tables()


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, with a default font family that exists (on macOS the
    offscreen plugin names "Sans Serif", which CoreText lacks)."""
    fonts.apply_default(qapp)
    return qapp
