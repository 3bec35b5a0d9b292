"""The rules help (HTML from resources/help/<lang>/<game>.html) and the About box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QUrl
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import resources
from gui.services import i18n

GAMES = ("royal", "nines", "tiengow")
VERSION = "0.1.0"


def help_file(language: str, game: str) -> str:
    """The path of a game's rules page in `language` (English when that one is missing)."""
    path = resources.path("help", language, f"{game}.html")
    return str(path if path.is_file() else resources.path("help", "en", f"{game}.html"))


class HelpDialog(QDialog):
    """Every game's rules on a tab of its own; `show_game(game)` opens one."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("helpDialog")
        self.tabs = QTabWidget()
        self.pages: dict[str, QTextBrowser] = {}
        for game in GAMES:
            page = QTextBrowser()
            page.setOpenExternalLinks(True)
            page.setSearchPaths([str(resources.path("help"))])
            self.pages[game] = page
            self.tabs.addTab(page, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.resize(760, 560)  # (a screen of 800x600 holds it)
        self.retranslate()

    def show_game(self, game: str) -> None:
        self.tabs.setCurrentIndex(GAMES.index(game))
        self.show()
        self.raise_()
        self.activateWindow()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.tabs.setTabText(0, self.tr("Royal Domino"))
        self.tabs.setTabText(1, self.tr("Nines and Heavens"))
        self.tabs.setTabText(2, self.tr("Classic Tien Gow"))
        language = i18n.current() or "en"
        for game, page in self.pages.items():
            page.setSource(QUrl.fromLocalFile(help_file(language, game)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_about(parent: QWidget) -> None:
    paragraphs = (
        QCoreApplication.translate(
            "About", "A game room for traditional games: Royal Domino (cards, 3 to 6 "
            "players), and Nines and Heavens and classic Tien Gow (Chinese dominoes, "
            "4 players)."),
        QCoreApplication.translate(
            "About", "Play against computer players or hot-seat with friends on one "
            "screen, in Czech or English."),
        QCoreApplication.translate(
            "About", "Free software under the MIT licence. Built with Python and Qt "
            "(PySide6)."),
    )
    body = "".join(f"<p>{text}</p>" for text in paragraphs)
    title = QCoreApplication.translate("About", "About Herna")
    QMessageBox.about(parent, title, f"<h2>Herna {VERSION}</h2>{body}")
