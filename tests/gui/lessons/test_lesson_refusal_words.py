"""A lesson's refusal on the Nines table says one thing: the lesson's words, never the
turn's prompt offering every legal move under it (step 3 asks for the left end of the
wall; the prompt would add "click the left or right end")."""

from __future__ import annotations

from lesson_helpers import NAMES, open_lesson, read_on, wait_move

from gui.lessons import texts
from tests.gui.nines.nines_table_helpers import click, item_centre


def test_a_refused_take_in_the_nines_lesson_shows_only_the_lessons_words(qtbot):
    win = open_lesson(qtbot, "nines")
    table = win.table
    read_on(qtbot, win, "tiles")
    read_on(qtbot, win, "roll")
    wait_move(qtbot, win, "take")
    prompt = table.human.prompt()
    assert "left or right" in prompt  # what the turn would say
    said_by_table: list[str] = []
    table.status.connect(said_by_table.append)
    click(table, item_centre(table.tiles.wall[max(table.tiles.wall)][-1]))  # the right end
    said = texts.wrong("nines", "take", NAMES)
    assert win.panel.refusal.text() == said
    assert table.caption.text == said  # one message over the hand
    assert prompt not in said_by_table and said in said_by_table
    click(table, item_centre(table.tiles.wall[min(table.tiles.wall)][-1]))
    read_on(qtbot, win, "hand")
