"""Driving a lesson window in tests: opening it, waiting for what the lesson waits for,
and the panel's buttons (real clicks)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gui.lessons.window import LessonWindow

NAMES = ("Eva", "Adam", "Bára", "Cyril")
WAIT_MS = 20_000


def open_lesson(qtbot, game: str, size: tuple[int, int] = (1100, 760)) -> LessonWindow:
    win = LessonWindow(game, names=NAMES)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def wait_phase(qtbot, win: LessonWindow, phase: str, step: str | None = None) -> None:
    """Wait until the lesson is in `phase` (at step `step`, when given)."""
    qtbot.waitUntil(lambda: win.controller is not None and win.controller.phase == phase
                    and (step is None or step_id(win) == step), timeout=WAIT_MS)


def step_id(win: LessonWindow) -> str | None:
    step = win.controller.run.step if win.controller is not None else None
    return step.id if step is not None else None


def read_on(qtbot, win: LessonWindow, step: str) -> None:
    """The step `step` waits to be read: click Next."""
    wait_phase(qtbot, win, "reading", step)
    assert win.panel.next_button.isEnabled()
    qtbot.mouseClick(win.panel.next_button, Qt.MouseButton.LeftButton)


def settled(win: LessonWindow) -> bool:
    """The table has drawn every move and takes the player's input."""
    table = win.table
    if win.game == "nines":
        return bool(table.human.mode) and table.director.idle()
    return not table.seq.busy()


def wait_move(qtbot, win: LessonWindow, step: str) -> None:
    """The step `step` waits for the player's move (the table has settled)."""
    wait_phase(qtbot, win, "human", step)
    qtbot.waitUntil(lambda: settled(win), timeout=WAIT_MS)
    assert win.panel.show_me_button.isVisible()
