"""The computer's pace: how long the hard level thinks and the pause before a computer
move follow their settings, apart from the animation speed; the hint, the coach's search,
thinks as long as the hard level."""

from __future__ import annotations

import pytest
from room_helpers import ai_seats

from core.ai import Budget, RandomAgent
from core.ai.nines import HARD_MS
from core.ai.royal import DEFAULT_MS
from core.ai.tiengow import HARD_MS as TIENGOW_MS
from gui.play.controller import GameController, SeatSpec
from gui.room.settings_dialog import SettingsDialog
from gui.services import i18n
from gui.services import settings as settings_module
from gui.services.settings import settings


class RecordingAgent(RandomAgent):
    """A random player that notes the budget each call was handed."""

    def __init__(self, rules, level: str, budgets: list):
        super().__init__(rules)
        self.level, self.budgets = level, budgets

    def choose(self, obs, rng, budget=None, cancel=None):
        self.budgets.append((self.level, budget))
        return super().choose(obs, rng)


def recording(budgets: list):
    return lambda rules, level: RecordingAgent(rules, level, budgets)


def test_pace_and_pause_persist_and_refuse_nonsense():
    s = settings()
    assert s.computer_pace == "normal"
    s.computer_pace = "thorough"
    s.computer_pause = "long"
    settings_module.reset()  # a new run reads the file afresh
    again = settings()
    assert (again.computer_pace, again.computer_pause) == ("thorough", "long")
    with pytest.raises(ValueError):
        again.computer_pace = "slow"
    with pytest.raises(ValueError):
        again.computer_pause = "instant"
    assert (again.computer_pace, again.computer_pause) == ("thorough", "long")


@pytest.mark.real_pace
@pytest.mark.parametrize("damaged", ["warp", "", "2", "NORMAL"])
def test_damaged_values_fall_back_to_normal(damaged):
    s = settings()
    s.set_value("computer_pace", damaged)
    s.set_value("computer_pause", damaged)
    settings_module.reset()
    again = settings()
    assert (again.computer_pace, again.computer_pause) == ("normal", "normal")
    assert again.think_ms(DEFAULT_MS) == DEFAULT_MS
    assert again.pause_ms() == 450


@pytest.mark.parametrize(("pace", "royal", "nines"), [
    ("quick", 86, round(HARD_MS * 3 / 7)), ("normal", 200, HARD_MS),
    ("thorough", 571, round(HARD_MS * 20 / 7))])
def test_the_pace_scales_each_games_default(pace, royal, nines):
    assert DEFAULT_MS == 200
    settings().computer_pace = pace
    assert settings().think_ms(DEFAULT_MS) == royal
    assert settings().think_ms(HARD_MS) == nines


@pytest.mark.parametrize(("game", "pace", "ms"), [
    ("royal", "quick", 86), ("royal", "thorough", 571),
    ("nines", "quick", round(HARD_MS * 3 / 7)), ("nines", "thorough", round(HARD_MS * 20 / 7)),
    ("tiengow", "quick", round(TIENGOW_MS * 3 / 7)),
    ("tiengow", "thorough", round(TIENGOW_MS * 20 / 7))])
def test_the_hard_agent_is_handed_the_paced_budget(qtbot, game, pace, ms):
    settings().computer_pace = pace
    budgets: list = []
    seats = [*ai_seats(2, "hard"), *ai_seats(2, "medium")]
    ctl = GameController(game, seats, seed=3, agent_factory=recording(budgets))
    ctl.start()
    qtbot.waitUntil(lambda: len(budgets) >= 12, timeout=10_000)
    ctl.shutdown()
    assert {b for level, b in budgets if level == "hard"} == {Budget(ms=ms)}
    assert {b for level, b in budgets if level == "medium"} == {None}


def test_a_hint_thinks_as_long_as_the_hard_level_and_the_coach(qtbot):
    settings().computer_pace = "thorough"
    budgets: list = []
    seats = [SeatSpec("Eva", "human"), *ai_seats(3, "hard")]
    ctl = GameController("royal", seats, seed=8, agent_factory=recording(budgets))
    ctl.start()
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=10_000)
    hinted: list = []
    ctl.hint(hinted.append)
    qtbot.waitUntil(lambda: bool(hinted), timeout=5000)
    ctl.shutdown()
    assert budgets[-1] == ("hard", Budget(ms=settings().think_ms(DEFAULT_MS)))


@pytest.mark.real_pace
@pytest.mark.parametrize(("pause", "speed", "ms"), [
    ("none", "slow", 0), ("short", "slow", 200), ("normal", "instant", 450),
    ("long", "fast", 1000)])
def test_the_pause_before_a_computer_move_follows_its_setting(qtbot, pause, speed, ms):
    settings().computer_pause = pause
    settings().animation_speed = speed  # the animations' own speed changes nothing here
    ctl = GameController("nines", ai_seats(4), seed=2)
    waited: list[int] = []  # the controller's timer, as each computer starts to think
    ctl.ai_thinking.connect(lambda seat: waited.append(ctl._timer.interval()))
    ctl.start()
    qtbot.waitUntil(lambda: len(waited) >= 2, timeout=5000)
    ctl.shutdown()
    assert set(waited) == {ms}


def test_the_settings_dialog_shows_and_sets_the_pace(qtbot):
    settings().computer_pace = "quick"
    settings().computer_pause = "long"
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert dialog.pace.currentText() == "Quick" and dialog.pause.currentText() == "Long"
    dialog.pace.setCurrentIndex(2)
    dialog.pause.setCurrentIndex(0)
    assert settings().computer_pace == "thorough" and settings().computer_pause == "none"
    assert settings().animation_speed == "instant"  # untouched
    assert dialog.pace_label.buddy() is dialog.pace
    assert dialog.pause_label.buddy() is dialog.pause
    i18n.apply("cs")  # the dialog follows the language at once
    qtbot.waitUntil(lambda: dialog.pace_label.text() == "Pře&mýšlení těžkého počítače:")
    assert [dialog.pace.itemText(i) for i in range(3)] == ["Rychlé", "Normální", "Důkladné"]
    assert [dialog.pause.itemText(i) for i in range(4)] == [
        "Žádná", "Krátká", "Normální", "Dlouhá"]
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert again.pace.currentIndex() == 2 and again.pause.currentIndex() == 0
