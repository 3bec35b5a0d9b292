"""gui.table tests: settings in a temporary folder, a chosen animation speed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from gui.services import paths
from gui.services import settings as settings_module


@pytest.fixture(autouse=True)
def fresh_settings(qapp: QApplication, tmp_path):
    paths.use_root(tmp_path / "herna")
    settings_module.reset()
    settings_module.settings().animation_speed = "instant"
    yield
    settings_module.reset()
    paths.use_root(None)


@pytest.fixture
def speed():
    """Set the animation speed for a test: speed("normal")."""
    def set_speed(name: str) -> None:
        settings_module.settings().animation_speed = name
    return set_speed
