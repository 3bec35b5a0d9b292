"""Light and dark (gui.services.theme): the room and its dialogs follow the scheme, and
every text a player reads keeps a contrast of at least 4.5:1 (WCAG AA) in both,
measured from the rendered pixels: for each visible text widget, its background is the
colour most of its pixels have, and its text the pixel farthest from it in luminance."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from room_helpers import shown_window

from core.net.protocol import SeatInfo
from gui.lessons.panel import LessonPanel
from gui.net.host_dialog import HostDialog
from gui.net.join_dialog import JoinDialog
from gui.net.lobby import LobbyPage
from gui.room.new_game_dialog import NewGameDialog
from gui.room.settings_dialog import SettingsDialog
from gui.services.settings import settings
from gui.services.theme import ACCENTS, theme

AA = 4.5


def luminance(rgb: int) -> float:
    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    colour = QColor(rgb)
    return 0.2126 * linear(colour.red()) + 0.7152 * linear(colour.green()) + \
        0.0722 * linear(colour.blue())


def ratio(a: float, b: float) -> float:
    high, low = max(a, b), min(a, b)
    return (high + 0.05) / (low + 0.05)


def rendered_contrast(widget: QWidget) -> float:
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    pixels = Counter(image.pixel(x, y) for y in range(image.height())
                     for x in range(image.width()))
    background = luminance(pixels.most_common(1)[0][0])
    return max(ratio(luminance(p), background) for p in pixels)


def texts(root: QWidget) -> list[QWidget]:
    """The visible, enabled widgets under `root` that show text."""
    found: list[QWidget] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or not widget.isEnabled() or widget.width() < 4:
            continue
        label = isinstance(widget, QLabel) and widget.pixmap().isNull()
        if (label or isinstance(widget, QAbstractButton)) and widget.text().strip():
            found.append(widget)
    return found


def check(root: QWidget) -> int:
    low = [(w.objectName() or type(w).__name__, getattr(w, "text", lambda: "")()[:40],
            round(rendered_contrast(w), 2)) for w in texts(root)]
    failing = [item for item in low if item[2] < AA]
    assert not failing, (type(root).__name__, failing)
    return len(low)


@pytest.fixture(params=["light", "dark"])
def scheme(request, qapp):
    settings().appearance = request.param
    theme().attach(qapp)
    yield request.param
    settings().appearance = "light"
    theme().apply()


def test_the_palette_follows_the_scheme(qtbot, scheme):
    window = QApplication.palette().color(QPalette.ColorRole.Window)
    assert (window.lightness() < 80) is (scheme == "dark")
    assert theme().dark is (scheme == "dark")
    for role, (light, dark) in ACCENTS.items():  # each coloured text, on the window
        colour = QColor(dark if scheme == "dark" else light)
        assert ratio(luminance(colour.rgb()), luminance(window.rgb())) >= AA, role


def test_the_room_and_its_dialogs_are_readable(qtbot, scheme):
    window = shown_window(qtbot)
    qtbot.waitExposed(window)
    window.save_notices.mark.setText("⚠ Not saved")
    window.save_notices.mark.show()
    window.thinking.mark.setText("⚠ Computers think in the main program")
    window.thinking.mark.show()
    counted = check(window)
    dialogs: list[QWidget] = [SettingsDialog(window), NewGameDialog("royal", window),
                              HostDialog("nines", window)]
    join = JoinDialog(window)
    join._say("No table answers at that address.")
    dialogs.append(join)
    lobby = LobbyPage()
    lobby.show_table("Nines and Heavens", "Hana", hosting=True)
    lobby.show_seats([SeatInfo(name="Hana", kind="human", status="here"),
                      SeatInfo(name="Petr", kind="human", status="away"),
                      SeatInfo(name="", kind="open", status="open"),
                      SeatInfo(name="AI", kind="ai:easy", status="computer")], 0, False)
    lobby.resize(780, 520)  # as in the window at 800x600
    dialogs.append(lobby)
    panel = LessonPanel()
    panel.refusal.setText("Not that tile: follow with the same number of tiles.")
    panel.refusal.show()
    dialogs.append(panel)
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        counted += check(dialog)
        dialog.close()
    assert counted > 40


def test_as_the_system_says_it_follows_a_switch_at_once(qtbot, qapp, monkeypatch):
    import gui.services.theme as theme_module

    said = {"scheme": Qt.ColorScheme.Light}

    class Hints:
        @staticmethod
        def colorScheme():
            return said["scheme"]

    class App:
        @staticmethod
        def styleHints():
            return Hints

    monkeypatch.setattr(theme_module, "QGuiApplication", App)
    settings().appearance = "system"
    theme().attach(qapp)
    switched = []
    theme().changed.connect(lambda: switched.append(theme().dark))
    try:
        assert not theme().dark
        said["scheme"] = Qt.ColorScheme.Dark
        qapp.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)  # the system's word
        assert switched == [True]
        assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() < 80
        said["scheme"] = Qt.ColorScheme.Light
        qapp.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
        assert switched == [True, False]
        assert QApplication.palette().color(QPalette.ColorRole.Window).lightness() > 180
    finally:
        settings().appearance = "light"
        theme().apply()


def test_the_start_screen_turns_with_the_room(qtbot, qapp):
    """Its own style sheet kept the colours of the scheme it was made in (seen in a
    play-test: switched to dark, the page stayed light, and back)."""
    settings().appearance = "light"
    theme().attach(qapp)
    window = shown_window(qtbot)
    page = window.start_screen

    def page_lightness() -> int:
        image = page.grab().toImage()
        return image.pixelColor(6, image.height() // 2).lightness()  # the page's margin

    try:
        assert page_lightness() > 180
        settings().appearance = "dark"
        QApplication.processEvents()
        assert page_lightness() < 80
        settings().appearance = "light"
        QApplication.processEvents()
        assert page_lightness() > 180
    finally:
        settings().appearance = "light"
        theme().apply()


NON_TEXT_AA = 3.0  # WCAG 2.1 1.4.11: a control's edge against what is beside it


def test_a_check_boxs_box_shows_and_grows_with_the_text(qtbot, scheme):
    """In the dark scheme a check box was a black square without an edge on the dark
    window, and at 200 % it stayed 14 px beside text twice as large."""
    from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyle

    from gui.services.text_size import text_size

    text_size().attach(QApplication.instance())
    for box in (QCheckBox(), QRadioButton()):
        qtbot.addWidget(box)
        box.show()
        qtbot.waitExposed(box)
        assert rendered_contrast(box) >= NON_TEXT_AA, (scheme, type(box).__name__)
    style = QApplication.style()
    small = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
    settings().text_size = 200
    try:
        assert style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) == 2 * small
    finally:
        settings().text_size = 100
        text_size().apply()
