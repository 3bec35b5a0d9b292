"""The start screen: the two games with an emblem each, Continue (one unfinished game
per game) and New game."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gui.art.cards import paint_card
from gui.art.tiles import paint_tile
from gui.settings import settings

FAN = ("10R", "JG", "QB", "KS", "AR")
TILES = ("6-6", "1-1")
CARD_ASPECT = 1.4
TILE_ASPECT = 2.5


class Emblem(QWidget):
    """A game's picture: a fan of cards (Royal) or a pair of tiles (Nines)."""

    def __init__(self, game: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.setMinimumSize(160, 130)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        settings().changed.connect(self._setting_changed)

    def _setting_changed(self, key: str) -> None:
        if key in ("tile_style", "card_back", "table_colour"):
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bounds = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        felt = QPainterPath()
        felt.addRoundedRect(bounds, 14, 14)
        painter.fillPath(felt, settings().table_colour)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 2))
        painter.drawPath(felt)
        inner = bounds.adjusted(14, 14, -14, -14)
        if self.game == "royal":
            self._paint_fan(painter, inner)
        else:
            self._paint_tiles(painter, inner)

    def _paint_fan(self, painter: QPainter, area: QRectF) -> None:
        # Five cards turned about a pivot below the fan, like a hand held up.
        rect = QRectF(-0.5, -1.9, 1.0, CARD_ASPECT)  # a card 1 wide, the pivot at 0, 0
        middle = (len(FAN) - 1) / 2
        placed = [(0.0, (i - middle) * 15.0, rect, card) for i, card in enumerate(FAN)]
        self._paint_fitted(painter, area, placed, lambda r, card: paint_card(painter, r, card))

    def _paint_tiles(self, painter: QPainter, area: QRectF) -> None:
        style = settings().tile_style
        rect = QRectF(-0.5, -TILE_ASPECT / 2, 1.0, TILE_ASPECT)
        placed = [((i - 0.5) * 1.5, -9.0 if i == 0 else 9.0, rect, face)
                  for i, face in enumerate(TILES)]
        self._paint_fitted(painter, area, placed,
                           lambda r, face: paint_tile(painter, r, face, style))

    @staticmethod
    def _paint_fitted(painter: QPainter, area: QRectF,
                      placed: list[tuple[float, float, QRectF, str]],
                      paint: Callable[[QRectF, str], None]) -> None:
        """Paint items (x offset, angle, rect, what), given in units of one item's width,
        scaled and centred to fit `area`; the art gets rectangles in pixels."""
        bounds = QRectF()
        for dx, angle, rect, _ in placed:
            bounds = bounds.united(QTransform().translate(dx, 0).rotate(angle).mapRect(rect))
        scale = min(area.width() / bounds.width(), area.height() / bounds.height()) * 0.9
        for dx, angle, rect, what in placed:
            painter.save()
            painter.translate(area.center() + (QPointF(dx, 0) - bounds.center()) * scale)
            painter.rotate(angle)
            paint(QRectF(rect.topLeft() * scale, rect.size() * scale), what)
            painter.restore()


class GamePanel(QFrame):
    """One game on the start screen: emblem, name, a line about it, Continue (when its
    unfinished game is saved) and New game."""

    new_game = Signal(str)
    continue_game = Signal(str)

    def __init__(self, game: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.setObjectName("gamePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.emblem = Emblem(game)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("gameTitle")
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
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.continue_button)
        buttons.addWidget(self.button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.emblem, 1)
        layout.addWidget(self.title)
        layout.addWidget(self.blurb)
        layout.addWidget(self.continue_info)
        layout.addLayout(buttons)
        self.set_continue(None)
        self.retranslate()

    def set_continue(self, summary: str | None) -> None:
        """Offer Continue with a line about the saved game (None: nothing to continue)."""
        self.continue_button.setVisible(summary is not None)
        self.continue_info.setVisible(summary is not None)
        self.continue_info.setText(summary or "")

    def retranslate(self) -> None:
        if self.game == "royal":
            self.title.setText(self.tr("Royal Domino"))
            self.blurb.setText(self.tr("Cards for 3 to 6 players: five deals to avoid "
                                       "penalties, then a race to lay out your hand."))
        else:
            self.title.setText(self.tr("Nines and Heavens"))
            self.blurb.setText(self.tr("Chinese dominoes for 4 players: lead up to four "
                                       "tiles and win the stacks."))
        self.continue_button.setText(self.tr("Continue"))
        self.button.setText(self.tr("New game"))


class StartScreen(QWidget):
    new_game_requested = Signal(str)
    continue_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.heading = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.heading.setObjectName("heading")
        self.subtitle = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.panels = {game: GamePanel(game) for game in ("royal", "nines")}
        games = QHBoxLayout()
        games.setSpacing(24)
        for panel in self.panels.values():
            panel.new_game.connect(self.new_game_requested)
            panel.continue_game.connect(self.continue_requested)
            games.addWidget(panel, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.addWidget(self.heading)
        layout.addWidget(self.subtitle)
        layout.addSpacing(12)
        layout.addLayout(games, 1)
        self.setStyleSheet(
            "QLabel#heading { font-size: 30pt; font-weight: bold; }"
            "QLabel#gameTitle { font-size: 17pt; font-weight: bold; }"
            "QPushButton#continue_royal, QPushButton#continue_nines { font-size: 12pt; "
            "font-weight: bold; padding: 6px 22px; }"
            "QPushButton#new_royal, QPushButton#new_nines { font-size: 12pt; "
            "padding: 6px 22px; }"
            "QFrame#gamePanel { border-radius: 10px; }")
        self.retranslate()

    def set_continue(self, game: str, summary: str | None, last: bool = False) -> None:
        """Offer Continue on `game`'s panel with a line about its saved game (None:
        nothing to continue); the Continue of the game `last` played is the default."""
        panel = self.panels[game]
        panel.set_continue(summary)
        panel.continue_button.setDefault(last and summary is not None)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Herna"))
        self.subtitle.setText(self.tr("A game room for two traditional games. "
                                      "Choose a game, or continue where you left off."))
        for panel in self.panels.values():
            panel.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
