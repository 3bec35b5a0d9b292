"""Help ▸ Learn to play ▸ Nines / Royal domino, and the offer of a lesson on the first
start (a bar over the start screen, shown once: the setting `lessons/offered`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QSizePolicy, QToolBar

from gui.lessons import texts
from gui.lessons.window import LessonWindow
from gui.settings import settings

if TYPE_CHECKING:
    from gui.controller import GameController
    from gui.main_window import MainWindow

OFFERED = "lessons/offered"
GAMES = ("nines", "royal")


class LessonMenu(QObject):
    """The lessons' entries in `window`'s Help menu and the first-start offer."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self.window = window
        self.lesson: LessonWindow | None = None
        menu = window.menus.help_menu
        self.menu = QMenu(window)
        self.menu.setObjectName("lessonsMenu")
        self.actions: dict[str, QAction] = {}
        for game in GAMES:
            action = self.menu.addAction("")
            action.setObjectName(f"lesson_{game}")
            action.triggered.connect(lambda _=False, g=game: self.open(g))
            self.actions[game] = action
        first = menu.actions()[0] if menu.actions() else None
        if first is None:
            menu.addMenu(self.menu)
        else:
            menu.insertMenu(first, self.menu)
            menu.insertSeparator(first)
        self.offer = self._offer_bar()
        window.installEventFilter(self)
        window.pages.currentChanged.connect(self._page_changed)
        self.retranslate()
        self.offering = not settings().value(OFFERED, False)
        if self.offering:
            settings().set_value(OFFERED, True)
            window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.offer)
            self.offer.show()

    def _offer_bar(self) -> QToolBar:
        bar = QToolBar()
        bar.setObjectName("lessonOffer")
        bar.setMovable(False)
        bar.setFloatable(False)
        bar.toggleViewAction().setVisible(False)
        self.offer_text = QLabel(textFormat=Qt.TextFormat.PlainText)  # one short line:
        self.offer_text.setSizePolicy(QSizePolicy.Policy.Preferred,  # the bar stays as low
                                      QSizePolicy.Policy.Preferred)  # as its buttons
        self.offer_text.setContentsMargins(8, 0, 8, 0)
        bar.addWidget(self.offer_text)
        self.offer_buttons: dict[str, QPushButton] = {}
        for game in (*GAMES, "none"):
            button = QPushButton()
            button.setObjectName(f"lessonOffer_{game}")
            button.clicked.connect(lambda _=False, g=game: self._offer_chosen(g))
            bar.addWidget(button)
            self.offer_buttons[game] = button
        bar.hide()
        return bar

    def _offer_chosen(self, game: str) -> None:
        if self.offering:  # nothing more to offer in this session
            self.offering = False
            self.window.removeToolBar(self.offer)
        if game in GAMES:
            self.open(game)

    def _page_changed(self) -> None:
        """The offer belongs to the start screen."""
        if self.offering:
            self.offer.setVisible(self.window.pages.currentWidget() is self.window.start_screen)

    # --- lessons ---------------------------------------------------------------------

    def open(self, game: str) -> LessonWindow:
        """Open the lesson of `game` (one lesson at a time). A game on the table waits:
        its computers do not move until the lesson closes."""
        if self.lesson is not None:
            self.lesson.close()
        held = self.window.controller
        if held is not None:
            held.hold()
        lesson = LessonWindow(game, self.window)
        lesson.setGeometry(self.window.geometry())
        lesson.closed.connect(lambda: self._closed(lesson, held))
        self.lesson = lesson
        lesson.show()
        return lesson

    def _closed(self, lesson: LessonWindow, held: GameController | None) -> None:
        if self.lesson is lesson:
            self.lesson = None
        if held is not None:
            held.release()

    # --- texts -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Learn to play"))
        self.actions["nines"].setText(self.tr("&Nines and Heavens"))
        self.actions["royal"].setText(self.tr("&Royal Domino"))
        self.offer_text.setText(self.tr("New to these games? Try a short lesson:"))
        self.offer_text.setToolTip(self.tr(
            "A short lesson on the real table teaches each game in a few minutes."))
        for game in GAMES:
            self.offer_buttons[game].setText(self.tr("Learn %1").replace(
                "%1", texts.game_title(game)))
        self.offer_buttons["none"].setText(self.tr("Not now"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False


def install(window: MainWindow) -> LessonMenu:
    return LessonMenu(window)
