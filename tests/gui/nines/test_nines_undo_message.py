"""After Undo on the Nines table the room's "Your last move was taken back." stays in the
status line when the human's turn comes back (the prompt shows over the hand only, and
clears no line the table did not say) until the next real line: a move narrated."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from room_helpers import ai_seats

from gui.play.controller import SeatSpec

TAKEN_BACK = "Your last move was taken back."
SEED = 2  # seat 3 opens: the human takes second, with both ends of the wall to choose


def ready(ctl, table) -> bool:
    return ctl.phase == "human" and table.human.mode != "" and table.director.idle()


def decide_answered(qtbot, ctl, table, phase: str) -> None:
    """Play the human's turns until a choice in `phase` ("take" or "play") is answered by
    a computer's move before the human's next turn."""
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(ctl, table), timeout=30_000)
        moves = ctl.legal_moves()
        choice = ctl.observation().phase == phase and len(moves) > 1
        plies = ctl.move_count()
        ctl.submit(moves[-1])
        qtbot.waitUntil(lambda p=plies: ctl.move_count() > p and ready(ctl, table),
                        timeout=30_000)
        if choice and ctl.move_count() > plies + 1:
            return
    raise AssertionError(f"no answered choice in {phase}")


@pytest.mark.parametrize("phase", ["take", "play"])
def test_the_undo_message_stays_until_the_next_real_line(qtbot, window, settle, phase):
    window.start_game("nines", [SeatSpec("Eva", "human"), *ai_seats(3)], {"match_games": 1},
                      seed=SEED)
    ctl, table = window.controller, window.game_page.host.table
    decide_answered(qtbot, ctl, table, phase)
    window.activateWindow()
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: ctl.undo_count() == 1 and ready(ctl, table), timeout=30_000)
    settle()
    assert ctl.observation().phase == phase
    assert table.caption.text == table.human.prompt()  # the turn is asked for over the hand
    assert window.statusBar().currentMessage() == TAKEN_BACK

    said: list[str] = []  # every line from here (the table clears its own at the next
    window.statusBar().messageChanged.connect(said.append)  # turn, maybe between polls)
    ctl.submit(ctl.legal_moves()[-1])  # the next move is narrated: its line replaces it
    qtbot.waitUntil(lambda: any(line not in ("", TAKEN_BACK) for line in said),
                    timeout=30_000)
    assert said[0] not in ("", TAKEN_BACK)  # nothing cleared it before the narration
