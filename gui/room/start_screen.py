"""The start screen: the three games with an emblem each, Continue (one unfinished game
per game) and New game; below them, playing with friends on other computers (host a
table, join one)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gui.room.elided_label import elided
from gui.room.emblem import Emblem
from gui.room.window_fit import vertical_scroller
from gui.services.plain_tip import plain_tip
from gui.services.text_size import text_size
from gui.services.theme import theme

GAMES = ("royal", "nines", "tiengow")
TITLE_PT = 17.0  # the games' names, smaller in a narrow panel down to TITLE_MIN_PT
TITLE_MIN_PT = 11.0  # (and wrapped below it)
# the most the screen asks of the window's height, so that 800x600 fits (the menus and
# bars about it grow with the text size: then it asks less)
MOST_LEAST_H = 450
EMBLEM_LEAST_H = 56  # an emblem's least height at 100 % text
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum"
KEYBOARD_FOCUS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                  Qt.FocusReason.ShortcutFocusReason)
SUMMARY_LINES = 3  # the line about a saved game at most, cut with … (all of it in its tip)


class GamePanel(QFrame):
    """One game on the start screen: emblem, name, a line about it, Continue (when its
    unfinished game is saved) above New game."""

    new_game = Signal(str)
    continue_game = Signal(str)

    def __init__(self, game: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.setObjectName("gamePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.emblem = Emblem(game)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.title.setObjectName("gameTitle")
        # its size follows the panel's width (StartScreen.fit), never the other way
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.set_title_size(text_size().pt(TITLE_PT))
        self.blurb = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.blurb.setMinimumHeight(self.blurb.fontMetrics().lineSpacing() * 3)
        self.blurb.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.continue_info = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True,
                                    textFormat=Qt.TextFormat.PlainText)  # names from a file
        self.continue_info.setMinimumHeight(self.continue_info.fontMetrics().lineSpacing() * 2)
        policy = self.continue_info.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # both cards' emblems keep one size
        self.continue_info.setSizePolicy(policy)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName(f"continue_{game}")
        self.continue_button.clicked.connect(lambda: self.continue_game.emit(self.game))
        self.button = QPushButton()
        self.button.setObjectName(f"new_{game}")
        self.button.clicked.connect(lambda: self.new_game.emit(self.game))
        stacked = QVBoxLayout()  # one above the other, of one width: a narrow panel
        stacked.addWidget(self.continue_button)  # keeps both whole
        stacked.addWidget(self.button)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addLayout(stacked)
        buttons.addStretch(1)
        self.column = layout = QVBoxLayout(self)
        layout.setSpacing(4)
        layout.addWidget(self.emblem, 1)
        layout.addWidget(self.title)
        layout.addWidget(self.blurb)
        layout.addWidget(self.continue_info)
        layout.addLayout(buttons)
        self.set_continue(None)
        self.retranslate()

    def text_width(self, width: int) -> int:
        """The width of the lines of text in the panel `width` wide."""
        margins = self.column.contentsMargins()
        return width - 2 * self.frameWidth() - margins.left() - margins.right()

    def title_fit(self, width: int) -> float:
        """The title's size in points for it to fit on one line in the panel `width`
        wide."""
        room = self.text_width(width) - 2
        top, least = text_size().pt(TITLE_PT), text_size().pt(TITLE_MIN_PT)
        font = QFont(self.title.font())
        font.setPointSizeF(top)
        need = QFontMetricsF(font).horizontalAdvance(self.title.text())
        size = min(top, top * room / max(need, 1))  # text widths are not quite
        while size > least:  # in proportion to the size (hinting)
            font.setPointSizeF(size)
            if QFontMetricsF(font).horizontalAdvance(self.title.text()) <= room:
                break
            size -= 0.25
        return max(least, size)

    def set_title_size(self, points: float) -> None:
        font = QFont(self.title.font())
        font.setBold(True)
        font.setPointSizeF(points)
        self.title.setFont(font)

    def set_continue(self, summary: str | None) -> None:
        """Offer Continue with a line about the saved game (None: nothing to continue)."""
        self.summary = summary or ""
        self.continue_button.setVisible(summary is not None)
        self.continue_info.setVisible(summary is not None)
        self.continue_info.setText(self.summary)
        self.continue_info.setToolTip(plain_tip(self.summary))

    def fit_summary(self, width: int) -> None:
        """The line about the saved game in at most SUMMARY_LINES in the panel `width`
        wide."""
        self.continue_info.setText(elided(self.summary, self.continue_info.font(),
                                          self.text_width(width), SUMMARY_LINES))

    def retranslate(self) -> None:
        if self.game == "royal":
            self.title.setText(self.tr("Royal Domino"))
            self.blurb.setText(self.tr("Cards for 3 to 6 players: five deals to avoid "
                                       "penalties, then a race to lay out your hand."))
        elif self.game == "tiengow":
            self.title.setText(self.tr("Classic Tien Gow"))
            self.blurb.setText(self.tr("Chinese dominoes for 4 players: lead pairs and "
                                       "combinations, and win the last trick."))
        else:
            self.title.setText(self.tr("Nines and Heavens"))
            self.blurb.setText(self.tr("Chinese dominoes for 4 players: lead up to four "
                                       "tiles and win the stacks."))
        self.continue_button.setText(self.tr("Continue"))
        self.button.setText(self.tr("New game"))


class StartScreen(QWidget):
    new_game_requested = Signal(str)
    continue_requested = Signal(str)
    host_requested = Signal()
    join_requested = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.heading = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.heading.setObjectName("heading")
        self.subtitle = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.panels = {game: GamePanel(game) for game in GAMES}
        self.games = games = QHBoxLayout()
        games.setSpacing(10)
        for panel in self.panels.values():
            panel.new_game.connect(self.new_game_requested)
            panel.continue_game.connect(self.continue_requested)
            games.addWidget(panel, 1)
        self.host_button = QPushButton()
        self.host_button.setObjectName("host_table")
        self.host_button.clicked.connect(self.host_requested)
        self.join_button = QPushButton()
        self.join_button.setObjectName("join_table")
        self.join_button.clicked.connect(self.join_requested)
        self.network = network = QHBoxLayout()
        network.addStretch(1)
        network.addWidget(self.host_button)
        network.addWidget(self.join_button)
        network.addStretch(1)
        # the screen scrolls when its texts need more height than the window has (a large
        # text size in a small window); it is never cut
        self.content = QWidget()
        self.column = layout = QVBoxLayout(self.content)
        layout.setContentsMargins(16, 10, 16, 6)
        layout.setSpacing(4)
        layout.addWidget(self.heading)
        layout.addWidget(self.subtitle)
        layout.addSpacing(6)
        layout.addLayout(games, 1)
        layout.addLayout(network)
        self.scroller = vertical_scroller(self.content)
        self.scroller.setObjectName("startScroll")
        self.scroller.viewport().setBackgroundRole(QPalette.ColorRole.Window)
        self.scroller.viewport().installEventFilter(self)  # its width: a scroll bar's
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller)
        self._style()
        text_size().changed.connect(self._style)
        # and once more when the new size has reached the fonts (fitted when the size
        # changed, 200 % back to 100 % kept the network buttons one under the other)
        text_size().settled.connect(self.fit)
        theme().changed.connect(self._style)  # (a style sheet keeps the palette it had)
        # the keyboard's focus is scrolled into view; the focus a window gets as it opens
        # or comes back is not (it scrolled the titles away at a large text size)
        for button in self.content.findChildren(QPushButton):
            button.installEventFilter(self)
        self.retranslate()

    def _style(self) -> None:
        pt = text_size().pt
        self.setStyleSheet(
            f"QLabel#heading {{ font-size: {pt(26):.1f}pt; font-weight: bold; }}"
            "QPushButton#continue_royal, QPushButton#continue_nines, "
            "QPushButton#continue_tiengow { "
            f"font-size: {pt(12):.1f}pt; font-weight: bold; padding: 6px 12px; }}"
            "QPushButton#new_royal, QPushButton#new_nines, QPushButton#new_tiengow { "
            f"font-size: {pt(12):.1f}pt; padding: 6px 12px; }}"
            "QFrame#gamePanel { border-radius: 10px; }")
        self.fit()

    def set_continue(self, game: str, summary: str | None, last: bool = False) -> None:
        """Offer Continue on `game`'s panel with a line about its saved game (None:
        nothing to continue); the Continue of the game `last` played is the default."""
        panel = self.panels[game]
        panel.set_continue(summary)
        panel.continue_button.setDefault(last and summary is not None)
        offered = any(not p.continue_button.isHidden() for p in self.panels.values())
        for other in self.panels.values():  # a panel without Continue keeps its room
            policy = other.continue_button.sizePolicy()  # while the other offers it: the
            policy.setRetainSizeWhenHidden(offered)  # emblems keep one size
            other.continue_button.setSizePolicy(policy)
        self.fit()

    def fit(self) -> None:
        """Fit the screen to its width: the titles one size that fits (from TITLE_PT
        down), the panels' lines of text as high as their wrapping needs (every panel
        alike, so that the emblems keep one size), and the screen's least height all
        that at this width: in a narrow window nothing is cut or overlaps (the network's
        two buttons go one under the other where they do not fit side by side)."""
        if not self.isVisible():
            return
        margins = self.column.contentsMargins()
        whole = self.scroller.viewport().width()
        panels = list(self.panels.values())
        width = (whole - margins.left() - margins.right()
                 - self.games.spacing() * (len(panels) - 1)) // len(panels)
        width = max([width] + [panel.minimumSizeHint().width() for panel in panels])
        buttons = (self.host_button, self.join_button)  # side by side, or one under the
        beside = whole >= sum(b.sizeHint().width() for b in buttons) + 40  # other (200 %)
        self.network.setDirection(QBoxLayout.Direction.LeftToRight if beside
                                  else QBoxLayout.Direction.TopToBottom)
        size = min(panel.title_fit(width) for panel in panels)
        for panel in panels:  # an emblem as high as its text is large (past a height the
            # screen scrolls: at 200 % the emblems were flat strips of tiny pictures)
            panel.emblem.setMinimumHeight(round(EMBLEM_LEAST_H * text_size().factor))
            panel.setMaximumWidth(width)  # one width: the pixels left over go to the sides
            panel.set_title_size(size)
            panel.fit_summary(width)
        for name, lines in (("title", 1), ("blurb", 3), ("continue_info", 2)):
            labels = [getattr(panel, name) for panel in panels]
            for label in labels:  # a label's height for a width counts its least height:
                label.setMinimumHeight(0)  # 200 % back to 100 % kept 200 %'s
                label.setMaximumHeight(QWIDGETSIZE_MAX)
            need = max(label.heightForWidth(panel.text_width(width))
                       for label, panel in zip(labels, panels, strict=True))
            for label in labels:  # as high as that, the rest of the height the emblems'
                label.setFixedHeight(max(need, label.fontMetrics().lineSpacing() * lines))
        self.column.invalidate()
        need = self.column.totalMinimumHeightForWidth(whole)
        self.content.setMinimumHeight(need)
        most = round(MOST_LEAST_H - 80 * (text_size().factor - 1))
        self.setMinimumHeight(min(need, most))  # past it, the screen scrolls
        bar = self.scroller.verticalScrollBar().sizeHint().width() if need > most else 0
        row = self.games.minimumSize().width() + margins.left() + margins.right()
        under = max(b.sizeHint().width() for b in buttons) + margins.left() + margins.right()
        self.setMinimumWidth(max(row, under, self.heading.minimumSizeHint().width()) + bar)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.scroller.viewport() and event.type() == QEvent.Type.Resize:
            self.fit()
        elif (event.type() == QEvent.Type.FocusIn and isinstance(event, QFocusEvent)
              and event.reason() in KEYBOARD_FOCUS and isinstance(watched, QWidget)):
            self.scroller.ensureWidgetVisible(watched)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def hideEvent(self, event: QHideEvent) -> None:
        """Behind the table, the screen's least height is not the window's."""
        super().hideEvent(event)
        self.setMinimumSize(0, 0)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Herna"))
        self.subtitle.setText(self.tr("A game room for traditional games of cards and "
                                      "dominoes. Choose a game, or continue where you "
                                      "left off."))
        self.host_button.setText(self.tr("Host a table for friends…"))
        self.join_button.setText(self.tr("Join a friend's table…"))
        tip = self.tr("Play with friends on other computers: on this network, or by "
                      "address over the internet.")
        self.host_button.setToolTip(tip)
        self.join_button.setToolTip(tip)
        for panel in self.panels.values():
            panel.retranslate()
        self.fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
