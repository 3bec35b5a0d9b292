"""The lesson's window: the real table of the game, driven by a `LessonController`,
with the lesson panel beside it (never over it), and the lesson's progress kept in the
settings so that reopening it offers to continue where the player stopped."""

from __future__ import annotations

import json
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

import resources
from core.lessons import DONE, FINISH, MOVE, READ, SCRIPTED, Lesson, parse_lesson
from core.names import DEFAULT_NAMES
from gui.lessons import texts
from gui.lessons.controller import LessonController
from gui.lessons.panel import LessonPanel
from gui.room.new_game_dialog import remembered_choice
from gui.room.table_host import as_table, new_table
from gui.services.settings import settings
from gui.services.text_size import text_size

PANEL_SHARE = 0.27  # of the window's width, between these bounds (px)
PANEL_MIN, PANEL_MAX = 230, 520
GAMES = ("royal", "nines", "tiengow")  # whose remembered choice may name the player
TEXT_LINES = 48  # the panel's text: the window's height / this, 13 to 22 px, times text size


def load_lesson(game: str) -> Lesson:
    """The lesson of `game` from resources/lessons/."""
    path = resources.path("lessons", f"{game}.json")
    return parse_lesson(json.loads(path.read_text(encoding="utf-8")))


def seat_names() -> list[str]:
    """The player's name as the new-game dialog remembers it, and the computers'."""
    remembered = settings().group("new_game")
    games = [g for g in (remembered.get("last_game"), *GAMES)
             if g in GAMES and isinstance(remembered.get(g), dict)]
    chosen = [remembered_choice(game, remembered[game])["seats"][0]["name"] for game in games]
    human = next((name for name in chosen if name), DEFAULT_NAMES[0])
    others = [n for n in DEFAULT_NAMES if n != human][:3]
    return [human, *others]


class Progress:
    """Where the player stopped in a lesson (settings `lessons/<game>/step`)."""

    def __init__(self, game: str):
        self.key = f"lessons/{game}/step"

    def step(self) -> int:
        try:
            return max(0, int(settings().value(self.key, 0)))
        except (TypeError, ValueError):
            return 0

    def set_step(self, index: int) -> None:
        settings().set_value(self.key, index)


class LessonWindow(QWidget):
    """A lesson of `game` in its own window. `closed` says it went."""

    closed = Signal()

    def __init__(self, game: str, parent: QWidget | None = None,
                 names: Sequence[str] | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("lessonWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.game = game
        self.lesson = load_lesson(game)
        self.names = list(names or seat_names())
        self.progress = Progress(game)
        self.controller: LessonController | None = None
        self.table: QWidget | None = None
        self.panel = LessonPanel()
        self._table_box = QVBoxLayout()
        self._table_box.setContentsMargins(0, 0, 0, 0)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(self._table_box, 1)
        layout.addWidget(self.panel)
        self.panel.next_clicked.connect(self._next)
        self.panel.show_me_clicked.connect(self._show_me)
        self.panel.restart_clicked.connect(lambda: self.begin(0))
        self.panel.continue_clicked.connect(lambda: self.begin(self.progress.step()))
        self.panel.close_clicked.connect(self.close)
        text_size().changed.connect(self._text_size_changed)
        self.retranslate()
        saved = self.progress.step()
        if 0 < saved < len(self.lesson.steps):
            self._offer_resume(saved)
        else:
            self.begin(0)

    # --- the lesson ------------------------------------------------------------------

    def begin(self, index: int) -> None:
        """Play the lesson from step `index` (0: from the start) on a fresh table."""
        self._drop_table()
        ctl = LessonController(self.lesson, self.names, index, self)
        ctl.table_paced = True  # both tables call animations_done
        self.controller = ctl
        self.table = new_table(ctl, self)
        self._table_box.insertWidget(0, self.table, 1)
        ctl.step_changed.connect(self._show_step)
        ctl.lesson_refused.connect(self._refused)
        self.progress.set_step(index)
        self._show_step()
        ctl.start()

    def _drop_table(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        if self.table is not None:
            self._table_box.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None

    def _offer_resume(self, index: int) -> None:
        step = self.lesson.steps[index]
        self.panel.show_resume(
            self._progress_text(index), texts.game_title(self.game),
            self.tr("You stopped at step %1 of %2: \u201c%3\u201d. Continue there, or start "
                    "the lesson again?").replace("%1", str(index + 1))
            .replace("%2", str(len(self.lesson.steps)))
            .replace("%3", texts.title(self.game, step.id)))

    def _progress_text(self, index: int) -> str:
        template = self.tr("%1: step %2 of %3")  # a narrow panel breaks after the colon
        template = template.replace(" ", "\u00a0").replace(":\u00a0", ": ")
        return (template.replace("%1", texts.game_title(self.game))
                .replace("%2", str(min(index + 1, len(self.lesson.steps))))
                .replace("%3", str(len(self.lesson.steps))))

    def _show_step(self) -> None:
        ctl = self.controller
        if ctl is None:
            return
        run = ctl.run
        stage = run.stage()
        if stage == DONE:
            last = self.lesson.steps[-1]
            self.progress.set_step(0)
            settings().set_value(f"lessons/{self.game}/done", True)
            self.panel.show_done(self._progress_text(len(self.lesson.steps) - 1),
                                 texts.title(self.game, last.id),
                                 texts.body(self.game, last.id, self.names))
            return
        step = run.step
        assert step is not None
        self.progress.set_step(run.index)
        reading = stage == READ and ctl.phase == "reading"
        if reading and run.index == len(self.lesson.steps) - 1:
            ctl.next_step()  # the last step needs no Next: the lesson is done
            return
        if stage in (READ, FINISH) and ctl.phase == "animating":  # the table still shows
            body = self.tr("Watch the table.")  # the last move: what it says comes after it
        elif stage == SCRIPTED:  # what it says comes after these moves
            body = (self.tr("Watch the table: the others play first.")
                    if any("seat" in move for move in step.play[run.played:])
                    else self.tr("Watch the table: the cards are dealt first."))
        else:
            body = texts.body(self.game, step.id, self.names)
        self.panel.show_step(self._progress_text(run.index), texts.title(self.game, step.id),
                             body, reading=reading, waiting=stage == MOVE and ctl.phase == "human")

    def _refused(self, step: str) -> None:
        self.panel.show_refusal(texts.wrong(self.game, step, self.names))

    def _next(self) -> None:
        if self.controller is not None:
            self.controller.next_step()

    def _show_me(self) -> None:
        if self.controller is not None:
            self.controller.show_me()

    # --- the window ------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn to play: %1").replace(
            "%1", texts.game_title(self.game)))
        self.panel.retranslate()
        if self.controller is not None:
            self._show_step()
        elif 0 < self.progress.step() < len(self.lesson.steps):
            self._offer_resume(self.progress.step())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.table is not None:
                as_table(self.table).retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_panel(event.size())
        super().resizeEvent(event)

    def _text_size_changed(self) -> None:
        self._fit_panel(self.size())

    def _fit_panel(self, size: QSize) -> None:
        """The panel's width and text for a window of `size`, at the text size in use (a
        larger text widens the panel, up to half the window)."""
        factor = text_size().factor
        width = min(max(size.width() * PANEL_SHARE, PANEL_MIN), PANEL_MAX)
        width = min(width * (1 + (factor - 1) / 2), max(PANEL_MIN, size.width() / 2))
        self.panel.setFixedWidth(round(width))
        px = min(max(size.height() / TEXT_LINES, 13), 22) * factor
        self.panel.set_text_size(round(px))

    def closeEvent(self, event: QCloseEvent) -> None:
        self._drop_table()
        self.closed.emit()
        super().closeEvent(event)
