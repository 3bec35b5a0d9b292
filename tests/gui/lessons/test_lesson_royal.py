"""The Royal lesson played through on the real table with real mouse events (drags of
cards, the Pass and Lay out all buttons): a card the step does not ask for is refused
with the lesson's words and changes nothing."""

from __future__ import annotations

from lesson_helpers import NAMES, open_lesson, read_on, step_id, wait_move, wait_phase

from core.records import load_record
from gui.lessons import texts
from tests.gui.royal.royal_helpers import button_centre, card_grip, click, drag


def play(qtbot, win, card: str) -> None:
    view = win.table
    item = next(i for i in view.hand if i.card == card)
    scenery = view.scenery
    target = scenery.row_pos(card) if scenery.board.isVisible() else scenery.trick_spot(0)
    drag(view, card_grip(item), target)


def test_the_royal_lesson_played_with_the_mouse(qtbot):
    win = open_lesson(qtbot, "royal")
    ctl = win.controller
    read_on(qtbot, win, "cards")
    wait_move(qtbot, win, "no_tricks")
    before = ctl.record()
    play(qtbot, win, "KB")  # a high lead: it would take the trick
    said = texts.wrong("royal", "no_tricks", NAMES)
    qtbot.waitUntil(win.panel.refusal.isVisible, timeout=5000)  # the drop is handled next
    assert win.panel.refusal.text() == said
    assert ctl.record() == before and step_id(win) == "no_tricks"
    assert win.table.scenery.refusal.text == said  # the table says it over the hand too
    qtbot.waitUntil(lambda: not win.table.seq.busy(), timeout=5000)  # the card went home
    play(qtbot, win, "6G")
    for read, step, card in ((None, "follow_suit", "7B"),
                             ("no_tricks_rest", "no_shields", "AS"),
                             ("no_shields_rest", "no_queens", "QB"),
                             ("no_queens_rest", "shield_king", "6S"),
                             ("shield_king_rest", "last_trick", "AR"),
                             ("last_trick_rest", "tens", "9R")):
        if read is not None:
            read_on(qtbot, win, read)
        wait_move(qtbot, win, step)
        play(qtbot, win, card)
    wait_move(qtbot, win, "pass")
    click(win.table, button_centre(win.table.scenery.btn_pass))
    wait_move(qtbot, win, "lay_out_all")
    click(win.table, button_centre(win.table.scenery.btn_all))
    wait_phase(qtbot, win, "done")
    assert win.panel.title.text() == texts.title("royal", "places")
    totals = ctl.scores()
    assert sum(totals) == 0 and ctl.run.state.logs[-1].places[0] == 0  # out first
    rules, state = load_record(ctl.record())
    assert rules.is_over(state) and rules.scores(state) == totals
