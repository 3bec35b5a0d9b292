"""The classic Tien Gow lesson in the GUI: every step has its words in English and Czech,
its controller plays the lesson from the first step to the payments (a move the step does
not ask for is refused with the step's words and changes nothing), and, once the room
has the Tien Gow table, the lesson window plays through on it."""

from __future__ import annotations

import json

import pytest
from lesson_helpers import NAMES, WAIT_MS, open_lesson, wait_phase

import resources
from core.lessons import parse_lesson
from core.records import load_record
from core.tiengow.moves import Beat, Discard, Lead
from gui.lessons import texts
from gui.lessons.controller import LessonController
from gui.services import i18n

GAMES = ("nines", "royal", "tiengow")


def lesson(game: str):
    path = resources.path("lessons", f"{game}.json")
    return parse_lesson(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("game", GAMES)
def test_every_step_has_its_words_and_a_move_asked_for_its_refusal(game):
    steps = lesson(game).steps
    for step in steps:
        assert texts.title(game, step.id) and texts.body(game, step.id, NAMES)
        said = texts.wrong(game, step.id, NAMES)
        assert (said != texts.body(game, step.id, NAMES)) == (step.expect is not None), step.id
        for words in (texts.body(game, step.id, NAMES), said):
            assert "%" not in words  # every seat named
    assert len({step.id for step in steps}) == len(steps)


def test_the_tien_gow_lesson_speaks_czech():
    english = {s.id: (texts.title("tiengow", s.id), texts.body("tiengow", s.id, NAMES),
                      texts.wrong("tiengow", s.id, NAMES)) for s in lesson("tiengow").steps}
    i18n.apply("cs")
    try:
        assert texts.game_title("tiengow") == "Klasické Tien Gow"
        for step, words in english.items():
            czech = (texts.title("tiengow", step), texts.body("tiengow", step, NAMES),
                     texts.wrong("tiengow", step, NAMES))
            assert all(c != e for c, e in zip(czech, words, strict=True)), step
            assert "Cyril" in czech[1] or "Cyril" not in words[1], step  # %3 named
    finally:
        i18n.apply("en")


def drive(qtbot, ctl: LessonController) -> None:
    """Wait until the controller waits for the player, for Next, or is done."""
    qtbot.waitUntil(lambda: ctl.phase in ("human", "reading", "done"), timeout=WAIT_MS)


def test_the_tien_gow_lesson_through_its_controller(qtbot):
    """The controller alone (no table paces it): wrong moves refused in the step's words,
    the right ones (by hand or Do it for me) played, the finish and the payments."""
    ctl = LessonController(lesson("tiengow"), NAMES)
    refused: list[str] = []
    ctl.lesson_refused.connect(refused.append)
    ctl.start()
    wrong = {"single": Lead(0, ("6-6",)), "supreme": Discard(0, ("6-6", "6-6")),
             "beat_single": Beat(0, ("2-6",)), "civil_pair": Lead(0, ("6-6",)),
             "mixed_pair": Lead(0, ("1-1",))}
    right = {"single": Lead(0, ("3-3",)), "supreme": Discard(0, ("6-1", "5-1")),
             "beat_single": Beat(0, ("5-4",))}
    seen = []
    while ctl.phase != "done":
        drive(qtbot, ctl)
        step = ctl.run.step
        if ctl.phase == "reading":
            seen.append(step.id)
            ctl.next_step()
        elif ctl.phase == "human":
            seen.append(step.id)
            before = ctl.record()
            refusal = ctl.submit(wrong[step.id])
            assert refusal is not None and str(refusal) == texts.wrong("tiengow", step.id,
                                                                         NAMES)
            assert ctl.record() == before and refused[-1] == step.id
            if step.id in right:
                assert ctl.submit(right[step.id]) is None
            else:
                ctl.show_me()
            assert ctl.run.step is not step
    assert seen == [s.id for s in lesson("tiengow").steps]  # (the window skips the last Next)
    state = ctl.run.state
    assert state.over and state.winner == 0 and ctl.scores() == [22, -10, -10, -2]
    assert ctl.match_decided() and ctl.match_winners() == [0]
    rules, loaded = load_record(ctl.record())
    assert rules.is_over(loaded) and rules.scores(loaded) == ctl.scores()
    ctl.shutdown()


def test_the_tien_gow_lesson_on_its_table(qtbot):
    """The lesson window on the room's Tien Gow table, every move made by Do it for me."""
    win = open_lesson(qtbot, "tiengow")
    assert type(win.table).__name__ == "TienGowTable"
    while win.controller.phase != "done":
        qtbot.waitUntil(lambda: win.controller.phase in ("reading", "human", "done"),
                        timeout=WAIT_MS)
        if win.controller.phase == "reading":
            win.panel.next_button.click()
        elif win.controller.phase == "human":
            assert win.panel.show_me_button.isVisible()
            win.panel.show_me_button.click()
    wait_phase(qtbot, win, "done")
    assert win.panel.title.text() == texts.title("tiengow", "payments")
    assert win.controller.scores() == [22, -10, -10, -2]
