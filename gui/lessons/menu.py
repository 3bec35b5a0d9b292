"""Help ▸ Learn to play ▸ Nines / Royal domino / classic Tien Gow, and the offer of a
lesson on the first start (a bar over the start screen, shown once: the setting
`lessons/offered`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolBar,
    QWidget,
)

from gui.lessons import texts
from gui.lessons.window import LessonWindow
from gui.play.controller import GameController
from gui.services.settings import settings
from gui.services.text_size import text_size

OFFERED = "lessons/offered"
GAMES = ("nines", "royal", "tiengow")


class LessonMenu(QObject):
    """The lessons' entries in `help_menu` and the first-start offer, a bar that
    `add_bar(area, bar)` puts over `pages` (shown while they show `start_page`) and
    `remove_bar` takes away. A lesson opens over `parent` (and follows its language);
    the game `controller()` gives (None: none) waits meanwhile."""

    def __init__(self, parent: QWidget, help_menu: QMenu, pages: QStackedWidget,
                 start_page: QWidget, *, controller: Callable[[], GameController | None],
                 add_bar: Callable[[Qt.ToolBarArea, QToolBar], None],
                 remove_bar: Callable[[QToolBar], None]):
        super().__init__(parent)
        self._parent = parent
        self._pages = pages
        self._start_page = start_page
        self._controller = controller
        self._remove_bar = remove_bar
        self.lesson: LessonWindow | None = None
        self.menu = QMenu(parent)
        self.menu.setObjectName("lessonsMenu")
        self.actions: dict[str, QAction] = {}
        for game in GAMES:
            action = self.menu.addAction("")
            action.setObjectName(f"lesson_{game}")
            action.triggered.connect(lambda _=False, g=game: self.open(g))
            self.actions[game] = action
        first = help_menu.actions()[0] if help_menu.actions() else None
        if first is None:
            help_menu.addMenu(self.menu)
        else:
            help_menu.insertMenu(first, self.menu)
            help_menu.insertSeparator(first)
        self.offer = self._offer_bar()
        self._fit_offer()
        parent.installEventFilter(self)
        pages.currentChanged.connect(self._page_changed)
        self.retranslate()
        self.offering = not settings().value(OFFERED, False)
        if self.offering:
            settings().set_value(OFFERED, True)
            add_bar(Qt.ToolBarArea.TopToolBarArea, self.offer)
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
        self.offer_buttons: dict[str, QPushButton] = {}
        for game in (*GAMES, "none"):
            button = QPushButton()
            button.setObjectName(f"lessonOffer_{game}")
            button.clicked.connect(lambda _=False, g=game: self._offer_chosen(g))
            self.offer_buttons[game] = button
        # one line, whatever the width: where the words and every lesson's button do not
        # fit (a narrow window, a large text), the words go, then one button offers the
        # lessons in a menu
        self.offer_more = QPushButton()
        self.offer_more.setObjectName("lessonOffer_more")
        self.offer_more.setMenu(self.menu)
        for widget in (self.offer_text, *(self.offer_buttons[g] for g in GAMES),
                       self.offer_more, self.offer_buttons["none"]):
            bar.addWidget(widget)
        # fitted again once a new text size has reached the buttons' fonts (fitted when
        # the size changed, 200 % back to 100 % kept the menu's form)
        text_size().settled.connect(self._fit_offer)
        bar.hide()
        return bar

    def _fit_offer(self) -> None:
        """The fullest form of the offer that one line of the screen's width holds."""
        room = self._parent.width() - 24  # (the bar's margins and handle)
        words, more, buttons = self.offer_text, self.offer_more, self.offer_buttons
        lessons = [buttons[game] for game in GAMES]
        forms = ([words, *lessons, buttons["none"]], [*lessons, buttons["none"]],
                 [more, buttons["none"]])
        shown = next((form for form in forms
                      if sum(w.sizeHint().width() + SPACING for w in form) <= room),
                     forms[-1])
        for action in self.offer.actions():  # (a toolbar shows its widgets' actions)
            widget = self.offer.widgetForAction(action)
            action.setVisible(widget in shown)

    def _offer_chosen(self, game: str) -> None:
        if self.offering:  # nothing more to offer in this session
            self.offering = False
            self._remove_bar(self.offer)
        if game in GAMES:
            self.open(game)

    def _page_changed(self) -> None:
        """The offer belongs to the start screen."""
        if self.offering:
            self.offer.setVisible(self._pages.currentWidget() is self._start_page)

    # --- lessons ---------------------------------------------------------------------

    def open(self, game: str) -> LessonWindow:
        """Open the lesson of `game` (one lesson at a time). A game on the table waits:
        its computers do not move until the lesson closes."""
        if self.lesson is not None:
            self.lesson.close()
        held = self._controller()
        if held is not None:
            held.hold()
        lesson = LessonWindow(game, self._parent)
        lesson.setGeometry(self._parent.geometry())
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
        self.actions["tiengow"].setText(self.tr("Classic &Tien Gow"))
        self.offer_text.setText(self.tr("New to these games? Try a short lesson:"))
        self.offer_text.setToolTip(self.tr(
            "A short lesson on the real table teaches each game in a few minutes."))
        for game in GAMES:
            self.offer_buttons[game].setText(self.tr("Learn %1").replace(
                "%1", texts.game_title(game)))
        self.offer_buttons["none"].setText(self.tr("Not now"))
        self.offer_more.setText(self.tr("Learn to play…"))
        self._fit_offer()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._parent and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif watched is self._parent and event.type() == QEvent.Type.Resize:
            self._fit_offer()
        return False


SPACING = 6  # between the offer's words and buttons
