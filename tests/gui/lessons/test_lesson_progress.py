"""A lesson is resumable (reopened, it offers to continue where the player stopped),
skippable (Do it for me makes the step's move; closing keeps the place) and replayable
(Start again)."""

from __future__ import annotations

from lesson_helpers import open_lesson, read_on, step_id, wait_move, wait_phase
from PySide6.QtCore import Qt

from core.lessons import LessonRun
from core.royal.moves import PlayCard
from gui.lessons import texts
from gui.lessons.window import Progress, seat_names
from gui.services.settings import settings

LEFT = Qt.MouseButton.LeftButton


def test_do_it_for_me_makes_the_steps_move(qtbot):
    win = open_lesson(qtbot, "royal")
    read_on(qtbot, win, "cards")
    wait_move(qtbot, win, "no_tricks")
    qtbot.mouseClick(win.panel.show_me_button, LEFT)
    wait_move(qtbot, win, "follow_suit")
    assert win.controller.run.moves[1] == PlayCard(0, "6G")  # the lead the step asked for


def test_a_closed_lesson_continues_where_it_stopped_or_starts_again(qtbot):
    win = open_lesson(qtbot, "nines")
    read_on(qtbot, win, "tiles")
    read_on(qtbot, win, "roll")
    wait_move(qtbot, win, "take")
    qtbot.mouseClick(win.panel.show_me_button, LEFT)
    read_on(qtbot, win, "hand")
    wait_move(qtbot, win, "lead")
    assert Progress("nines").step() == 4
    win.close()
    again = open_lesson(qtbot, "nines")
    assert again.controller is None  # nothing is dealt before the player chooses
    assert again.panel.resuming and again.panel.next_button.text() == "&Continue"
    offer = again.panel.body.text()
    assert "5" in offer and texts.title("nines", "lead") in offer
    qtbot.mouseClick(again.panel.next_button, LEFT)
    wait_move(qtbot, again, "lead")
    expected = LessonRun.at(again.lesson, 4)
    assert again.controller.run.state == expected.state
    qtbot.mouseClick(again.panel.restart_button, LEFT)
    wait_phase(qtbot, again, "reading", "tiles")
    assert Progress("nines").step() == 0


def test_a_finished_lesson_starts_from_the_beginning_next_time(qtbot):
    settings().set_value("lessons/royal/step", 15)
    win = open_lesson(qtbot, "royal")
    qtbot.mouseClick(win.panel.next_button, LEFT)
    wait_phase(qtbot, win, "done")
    assert Progress("royal").step() == 0 and settings().value("lessons/royal/done")
    win.close()
    again = open_lesson(qtbot, "royal")
    assert again.controller is not None and step_id(again) == "cards"


def test_the_player_sits_in_the_lesson_under_the_remembered_name():
    settings().set_group("new_game", {"nines": {"seats": [{"name": "Adam", "kind": "human"}]}})
    names = seat_names()
    assert names[0] == "Adam" and "Adam" not in names[1:] and len(set(names)) == 4


def test_a_narrow_panel_breaks_the_progress_only_after_the_games_name(qtbot):
    win = open_lesson(qtbot, "royal", size=(800, 600))
    text = win.panel.progress.text()
    name, step = text.split(": ")
    assert name == texts.game_title("royal")
    assert " " not in step and step.replace("\u00a0", " ").startswith("step 1 of ")


def steps_shown(win) -> list[tuple[str | None, str, str]]:
    """Every step the panel shows from now on: (its id, its words, the lesson's phase)."""
    shown: list[tuple[str | None, str, str]] = []
    original = win.panel.show_step

    def record(progress, title, body, **kw):
        shown.append((step_id(win), body, win.controller.phase))
        original(progress, title, body, **kw)

    win.panel.show_step = record
    return shown


def to_follow_suit(qtbot, win) -> None:
    """The Royal lesson from its start to the step that asks to follow suit."""
    read_on(qtbot, win, "cards")
    wait_move(qtbot, win, "no_tricks")
    qtbot.mouseClick(win.panel.show_me_button, LEFT)
    wait_move(qtbot, win, "follow_suit")


def test_while_the_scripted_moves_play_the_step_says_what_comes(qtbot):
    """Before the player's move: "the cards are dealt first" while only a deal comes,
    "the others play first" while others' moves do (a play-test saw the latter while
    the cards were being dealt and the player was next to lead)."""
    win = open_lesson(qtbot, "royal")
    shown = steps_shown(win)
    to_follow_suit(qtbot, win)
    waiting = {(step, body) for step, body, _phase in shown
               if body.startswith("Watch the table")}
    assert ("no_tricks", "Watch the table: the cards are dealt first.") in waiting
    assert ("follow_suit", "Watch the table: the others play first.") in waiting
    assert len(waiting) == 2


def test_the_next_steps_words_wait_until_the_table_has_shown_the_move(qtbot):
    """A play-test read "The rest of this deal has played itself…" while the trick just
    played was still on the table: while it is shown, the step says to watch the table."""
    settings().animation_speed = "normal"
    win = open_lesson(qtbot, "royal")
    shown = steps_shown(win)
    to_follow_suit(qtbot, win)
    qtbot.mouseClick(win.panel.show_me_button, LEFT)
    wait_phase(qtbot, win, "reading", "no_tricks_rest")
    rest = [(body, phase) for step, body, phase in shown if step == "no_tricks_rest"]
    assert ("Watch the table: the others play first.", "animating") in rest
    told = texts.body("royal", "no_tricks_rest", win.names)
    assert all(phase != "animating" for body, phase in rest if body == told)
    assert rest[-1] == (told, "reading")


def test_a_step_after_the_players_move_waits_for_the_table(qtbot):
    """Tien Gow: the step after the player's lead ("A mixed pair") was read while the lead
    and the others' discards still came onto the table."""
    settings().animation_speed = "normal"
    win = open_lesson(qtbot, "tiengow")
    shown = steps_shown(win)
    for _ in range(1200):  # Next while a step is read, "Do it for me" while it waits
        ctl = win.controller
        if ctl is not None and ctl.phase == "human" and step_id(win) == "mixed_pair":
            break
        if ctl is not None and ctl.phase == "reading" and win.panel.next_button.isEnabled():
            qtbot.mouseClick(win.panel.next_button, LEFT)
        elif ctl is not None and ctl.phase == "human" and win.panel.show_me_button.isVisible():
            qtbot.mouseClick(win.panel.show_me_button, LEFT)
        qtbot.wait(25)
    else:
        raise AssertionError((step_id(win), win.controller and win.controller.phase))
    told = texts.body("tiengow", "mixed_pair", win.names)
    mixed = [(body, phase) for step, body, phase in shown if step == "mixed_pair"]
    assert all(phase == "human" for body, phase in mixed if body == told), mixed
    assert mixed[-1] == (told, "human")
    assert ("Watch the table: the others play first.", "animating") in mixed
