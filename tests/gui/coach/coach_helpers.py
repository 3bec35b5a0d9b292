"""Driving a game with the coach on: the human waits for the analysis, then plays."""

from __future__ import annotations

import pytest

from core.ai import make_agent
from core.ai.nines import MediumAgent
from gui.coach import thinker
from gui.coach.thinker import local_think
from gui.play import controller as controller_module
from gui.play.controller import SeatSpec

HUMAN = SeatSpec("Eva", "human")


@pytest.fixture
def rule_medium(monkeypatch):
    """The medium computers play their rule alone (Nines' medium without its check on
    sampled worlds: cheap and deterministic); every other level as in the room."""

    def agent(rules, level):
        if rules.name == "nines" and level == "medium":
            return MediumAgent(think=False)
        return make_agent(rules, level)

    monkeypatch.setattr(controller_module, "default_agent", agent)


@pytest.fixture
def fast_coach(monkeypatch):
    """The coach thinks 60 ms a turn (the hard computers' default is far longer)."""
    monkeypatch.setattr(thinker, "hard_default_ms", lambda game: 60.0)


def local(window) -> None:
    """The window's coach searches on its own thread (no search processes)."""
    window.coach.thinker._think = local_think


def human_turn(qtbot, ctl, table=None) -> bool:
    """Wait for the human's turn (True) or the end (False), pressing Continue on the
    Royal table's scores between deals."""

    def waiting() -> bool:
        overlays = getattr(table, "overlays", None)
        return overlays is not None and overlays.waiting

    while True:
        try:
            qtbot.waitUntil(lambda: waiting() or ctl.phase in (
                "human", "game_over", "match_over"), timeout=60_000)
        except Exception:
            raise AssertionError(f"stuck in {ctl.phase} at move {ctl.move_count()}") from None
        if not waiting():
            return ctl.phase == "human"
        table.continue_play()


def analysed(qtbot, coach) -> object:
    qtbot.waitUntil(lambda: coach.current is not None, timeout=30_000)
    return coach.current


def play(qtbot, ctl, move) -> None:
    count = ctl.move_count()
    assert ctl.submit(move) is None
    qtbot.waitUntil(lambda: ctl.move_count() > count, timeout=30_000)
