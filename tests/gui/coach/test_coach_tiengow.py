"""The coach of classic Tien Gow in the room's coach (`gui.coach.install`) over a game on
a bare controller (the Tien Gow table is not needed for it): the hint is the coach's best
move, the panel speaks of chips, a hinted move is never costly, and after each game the
review lists the costly moves, at the end of the match saying so."""

from __future__ import annotations

import pytest
from coach_helpers import HUMAN, analysed, fast_coach, human_turn, play
from PySide6.QtWidgets import QMainWindow, QMenu
from room_helpers import ai_seats

from core.ai.analysis import Analysis, Candidate
from core.coach.review import Costly
from core.coach.why import Why
from core.tiengow import Beat, Discard, Lead
from core.tiengow.observation import Observation
from gui.coach import words
from gui.coach.install import CoachInstall
from gui.coach.panel import CoachPanel
from gui.coach.thinker import local_think
from gui.play.controller import GameController
from gui.services import i18n
from gui.services.settings import settings

__all__ = ["fast_coach"]


class Room:
    """A main window with the coach, and a Tien Gow game of one human and three medium
    computers on a controller of its own."""

    def __init__(self, qtbot, seed: int, options: dict | None = None):
        self.window = QMainWindow()
        qtbot.addWidget(self.window)
        menu = QMenu(self.window)
        self.coach = CoachInstall(self.window, menu, self.window.addDockWidget,
                                  lambda record: False, think=local_think)
        self.ctl = GameController("tiengow", [HUMAN, *ai_seats(3, "medium")], options,
                                  seed=seed)
        self.coach.set_controller(self.ctl)
        self.ctl.start()

    def hint(self, qtbot) -> object:
        hinted: list = []
        self.ctl.hint(hinted.append, self.coach.turn_analysis)
        qtbot.waitUntil(lambda: bool(hinted), timeout=30_000)
        return hinted[0]

    def close(self) -> None:
        self.coach.set_controller(None)
        self.ctl.shutdown()


@pytest.fixture
def coach_room(qtbot, fast_coach):
    rooms: list[Room] = []

    def make(seed: int, options: dict | None = None) -> Room:
        rooms.append(Room(qtbot, seed, options))
        return rooms[-1]

    yield make
    for r in rooms:
        r.close()


def test_the_hint_is_the_coachs_best_move_and_the_panel_speaks_of_chips(qtbot, coach_room):
    settings().coach = True
    r = coach_room(4)
    coach, ctl = r.coach, r.ctl
    while True:
        assert human_turn(qtbot, ctl), "the game ended first"
        move = r.hint(qtbot)
        analysis = coach.current
        assert analysis is not None and move == analysis.best.move
        if len(analysis.candidates) >= 2:
            break
        play(qtbot, ctl, move)
    assert move in ctl.legal_moves() and analysis.worlds > 0
    panel = coach.panel
    assert panel.heading.text() == "Expected chips for the rest of the game"
    assert panel.lines[0] == f"{words.value_text(analysis.best.value, 'tiengow')}   " \
                             f"{words.move_words(move)}"
    assert "deals tried" in panel.state.text()
    asked: list = []
    analyse = coach.thinker.analyse
    coach.thinker.analyse = lambda *args: asked.append(args) or analyse(*args)
    assert r.hint(qtbot) == move and not asked  # the coach's search served both


def test_a_hinted_move_is_never_costly_and_each_game_is_reviewed(qtbot, coach_room):
    """The human follows the hint on every other turn and plays the coach's worst
    candidate (or another legal move) on the others: after the first game the review
    judges every hinted move the best; at the end of the match the panel says so."""
    settings().coach = True
    r = coach_room(12, {"match_games": 1})
    coach, ctl = r.coach, r.ctl
    hinted: set[int] = set()
    turn = 0
    while human_turn(qtbot, ctl):
        if turn % 2 == 0:
            hinted.add(ctl.move_count())
            play(qtbot, ctl, r.hint(qtbot))
        else:
            analysis = analysed(qtbot, coach)
            best = analysis.best.move
            others = [m for m in ctl.legal_moves() if m != best]
            worst = analysis.candidates[-1].move
            play(qtbot, ctl, worst if worst != best else others[-1] if others else best)
        turn += 1
    qtbot.waitUntil(lambda: coach._review is not None, timeout=60_000)
    kind, number, _, lines = coach._review
    assert (kind, number) == ("game", 1)
    judged = {ply: d for (g, ply), d in coach.decisions.items() if g == 1}
    assert len(hinted & set(judged)) >= 2
    assert all(judged[ply].verdict() == "best" for ply in hinted if ply in judged)
    assert not {line.ply for line in lines} & hinted
    assert all(line.low > 0 for line in lines)
    assert ctl.phase == "match_over"
    assert coach.panel.state.text() == "The match is over."
    assert "Review of game 1" in coach.panel.review_text()
    for line in lines:
        assert f"Trick {len(line.obs.tricks) + 1}" in words.costly_line(
            "tiengow", words.position(line.obs), line)


def _obs() -> Observation:
    from tests.coach.test_tiengow_coach import _obs as built

    return built(["6-6", "1-5", "2-2"], current=[(3, ("5-5",))], won=(0, 2, 1, 1), banker=0)


def test_the_tiengow_review_and_reasons_speak_english_and_czech(qtbot):
    obs = _obs()
    line = Costly(7, obs, Discard(0, ("1-5",)), Beat(0, ("6-6",)), 2.2, 1.4, 3.1)
    panel = CoachPanel()
    qtbot.addWidget(panel)
    panel.show_review("tiengow", "game", 2, [line], equal=1)
    text = panel.review_text()
    assert "Review of game 2" in text and "Trick 1" in text
    assert "Cost: about 2.2 chips (1.4 to 3.1)" in text
    panel.show_analysis("tiengow", Analysis(0, (Candidate(Beat(0, ("6-6",)), 1.25, 40),
                                                Candidate(Lead(0, ("1-5",)), -3.0, 40)),
                                            40, True), "")
    assert panel.heading.text() == "Expected chips for the rest of the game"
    assert panel.lines[0].startswith("+1.2") and panel.lines[1].startswith("\u22123.0")
    reason = words.reason(Why("need_trick_banker", ("6-6", "2")))
    assert reason.startswith("You are the banker") and "heaven (6-6)" in reason
    assert "×2" in reason and "%" not in reason
    i18n.apply("cs")
    panel.retranslate()
    text = panel.review_text()
    assert "Štych 1" in text and "žetonu" in text
    assert words.heading("tiengow", False) == "Očekávané žetony do konce hry"
    czech = words.reason(Why("need_trick_banker", ("6-6", "2")))
    assert czech.startswith("Jste bankéř") and "×2" in czech and "%" not in czech


def test_every_tiengow_reason_is_worded_in_both_languages():
    from tests.coach.test_tiengow_coach import CASES

    codes = {case[2] for case in CASES.values() if case[2] is not None}
    for lang in ("en", "cs"):
        i18n.apply(lang)
        for _, _, code, params in CASES.values():
            if code is None:
                continue
            text = words.reason(Why(code, params))
            assert text and "%" not in text, (lang, code)
    assert len(codes) >= 16
