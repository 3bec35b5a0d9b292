"""Light and dark: the room, its dialogs and the table's surroundings follow the
system's colour scheme (`QStyleHints.colorScheme`, live when it changes) or the player's
choice in Settings (`appearance`: system, light or dark).

Dark is Qt's Fusion style with the palette below; light is the program's own style and
palette as the platform gave them (both with `gui.services.room_style`'s mends). The
few texts coloured on purpose (a warning, an error, a seat's status) take their colour
from `colour(role)`, chosen per scheme so that each keeps a contrast of at least 4.5:1
(WCAG AA) against the window (tests/gui/test_contrast.py measures it from the rendered
pixels). `changed` tells the widgets that colour their texts to colour them again."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from gui.services.room_style import RoomStyle
from gui.services.settings import every_change, settings

# (light, dark) of each coloured text: a contrast >= 4.5 against the window in both
ACCENTS = {
    "error": ("#b3261e", "#ff8f85"),
    "warning": ("#7a4f00", "#ffc857"),
    "ok": ("#176b32", "#7fd99a"),
    "muted": ("#5c5c5c", "#b4b4b4"),
    "lesson": ("#a33a00", "#ffab70"),
}

_DARK = {
    QPalette.ColorRole.Window: "#2a2b2e",
    QPalette.ColorRole.WindowText: "#ececec",
    QPalette.ColorRole.Base: "#1f2023",
    QPalette.ColorRole.AlternateBase: "#303236",
    QPalette.ColorRole.ToolTipBase: "#3a3c40",
    QPalette.ColorRole.ToolTipText: "#f2f2f2",
    QPalette.ColorRole.PlaceholderText: "#a0a0a0",
    QPalette.ColorRole.Text: "#ececec",
    QPalette.ColorRole.Button: "#35373b",
    QPalette.ColorRole.ButtonText: "#ececec",
    QPalette.ColorRole.BrightText: "#ffffff",
    QPalette.ColorRole.Light: "#4a4c50",
    QPalette.ColorRole.Midlight: "#404246",
    QPalette.ColorRole.Mid: "#303236",
    QPalette.ColorRole.Dark: "#1a1b1d",
    QPalette.ColorRole.Shadow: "#000000",
    QPalette.ColorRole.Highlight: "#3d7bd9",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.Link: "#8ab4f8",
    QPalette.ColorRole.LinkVisited: "#c58af9",
}
_DARK_DISABLED = {
    QPalette.ColorRole.WindowText: "#8c8c8c",
    QPalette.ColorRole.Text: "#8c8c8c",
    QPalette.ColorRole.ButtonText: "#8c8c8c",
}


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in _DARK.items():
        palette.setColor(role, QColor(colour))
    for role, colour in _DARK_DISABLED.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return palette


class Theme(QObject):
    """The scheme in use, applied to the application; `changed` after each switch."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._dark: bool | None = None
        self._light_style = ""
        self._light_palette: QPalette | None = None

    def attach(self, app: QApplication) -> None:
        """Apply the scheme now, and again whenever the system's or the setting changes."""
        if self._light_palette is None:
            self._light_style = app.style().name()
            self._light_palette = QPalette(app.palette())
            app.styleHints().colorSchemeChanged.connect(lambda _scheme: self.apply())
            every_change().connect(self._setting)
        self.apply()

    def _setting(self, key: str) -> None:
        if key == "appearance":
            self.apply()

    @property
    def dark(self) -> bool:
        choice = settings().appearance
        if choice == "system":
            hints = QGuiApplication.styleHints()
            return hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark
        return choice == "dark"

    def apply(self) -> None:
        app = QApplication.instance()
        if not isinstance(app, QApplication) or self._light_palette is None:
            return
        dark = self.dark
        if dark == self._dark:
            return
        self._dark = dark
        if dark:
            app.setStyle(RoomStyle("Fusion", dark=True))
            app.setPalette(dark_palette())
        else:
            app.setStyle(RoomStyle(self._light_style or "Fusion", dark=False))
            app.setPalette(self._light_palette)
        self.changed.emit()

    def colour(self, role: str) -> str:
        """The colour of a text coloured on purpose (`ACCENTS`), for the scheme in use."""
        light, dark = ACCENTS[role]
        return dark if self.dark else light


_theme: list[Theme] = []


def theme() -> Theme:
    if not _theme:
        _theme.append(Theme())
    return _theme[0]


class _Tint(QObject):
    """Keeps a widget's text in its role's colour across switches (dies with it)."""

    def __init__(self, widget: QWidget):
        super().__init__(widget)
        self.widget = widget
        self.role: str | None = None
        self.css = ""
        theme().changed.connect(self.paint)

    def paint(self) -> None:
        colour = f"color: {theme().colour(self.role)}; " if self.role else ""
        self.widget.setStyleSheet(f"{colour}{self.css}".strip())


def tint(widget: QWidget, role: str | None, css: str = "") -> None:
    """Colour `widget`'s text in `role`'s colour (None: the palette's), now and after each
    switch of scheme; `css` is the rest of its style ("font-weight: bold; ...")."""
    tinter = widget.findChild(_Tint) or _Tint(widget)
    tinter.role, tinter.css = role, css
    tinter.paint()
