"""Settings persist between runs, refuse nonsense and announce changes."""

import pytest
from PySide6.QtGui import QColor

from gui.services import settings as settings_module
from gui.services.settings import settings


def test_settings_are_persisted_across_runs():
    s = settings()
    s.language = "cs"
    s.animation_speed = "slow"
    s.tile_style = "ivory"
    s.card_back = settings_module.card_back_styles()[1]
    s.table_colour = QColor("#123456")
    settings_module.reset()  # a new run reads the file afresh
    again = settings()
    assert again is not s
    assert again.language == "cs"
    assert again.animation_speed == "slow"
    assert again.tile_style == "ivory"
    assert again.card_back == settings_module.card_back_styles()[1]
    assert again.table_colour.name() == "#123456"


def test_defaults_and_refusals():
    s = settings()
    assert s.language == "system"
    assert s.tile_style == "black"
    with pytest.raises(ValueError):
        s.animation_speed = "warp"
    with pytest.raises(ValueError):
        s.language = "de"
    assert s.animation_speed == "instant"  # set by the fixture, unchanged


@pytest.mark.real_pace
def test_animation_ms_follows_speed():
    s = settings()
    s.animation_speed = "normal"
    assert s.animation_ms(400) == 400
    s.animation_speed = "slow"
    assert s.animation_ms(400) > 400
    s.animation_speed = "fast"
    assert 0 < s.animation_ms(400) < 400
    s.animation_speed = "instant"
    assert s.animation_ms(400) == 0


def test_changed_names_the_key(qtbot):
    s = settings()
    with qtbot.waitSignal(s.changed) as blocker:
        s.tile_style = "ivory"
    assert blocker.args == ["tile_style"]
