"""The window around the table: every text drawn with glyphs its font has, the replay
buttons as icons, full screen on its standard key (F11 as well) and off with Esc, and a
bar under the table that does not change height when its buttons come and go."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget
from room_helpers import ai_seats, finished_record

from gui.play.controller import SeatSpec
from gui.room.new_game_dialog import NewGameDialog
from gui.services.settings import settings


def missing_glyphs(widget: QWidget, text: str) -> set[str]:
    metrics = QFontMetrics(widget.font())
    return {ch for ch in text.replace("&", "")
            if not ch.isspace() and not metrics.inFontUcs4(ord(ch))}


def texts_of(root: QWidget) -> list[tuple[QWidget, str]]:
    """Every visible button, label and combo text under `root`, and its menus' actions."""
    found: list[tuple[QWidget, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if isinstance(widget, QAbstractButton | QLabel):
            found.append((widget, widget.text()))
        if isinstance(widget, QComboBox):
            found += [(widget, widget.itemText(i)) for i in range(widget.count())]
        found += [(widget, action.text()) for action in widget.actions()
                  if isinstance(action, QAction)]
    return found


@pytest.mark.parametrize("language", ["en", "cs"])
def test_every_window_text_has_its_glyphs_in_the_font(window, qtbot, tmp_path, language):
    settings().language = language
    path = tmp_path / "record.json"
    path.write_text(json.dumps(finished_record("nines", 4, {})), encoding="utf-8")
    assert window.open_record(str(path))
    page = window.game_page
    assert all(b.isVisibleTo(window) for b in page.replay_buttons)
    assert all(b.text() == "" and not b.icon().isNull() for b in page.replay_buttons)
    seen = texts_of(window)
    menus = window.menus
    seen += [(window, a.text()) for menu in (menus.game_menu, menus.view_menu,
                                             menus.replay_menu, menus.speed_menu,
                                             menus.settings_menu, menus.help_menu)
             for a in menu.actions()]
    dialog = NewGameDialog("royal", window)
    dialog.show()
    seen += texts_of(dialog)
    dialog.close()
    seats = [SeatSpec("Eva", "human"), SeatSpec("Adam", "human"), *ai_seats(2)]
    window.start_game("nines", seats, seed=5)
    qtbot.waitUntil(lambda: window.game_page.host.curtain.isVisible())
    seen += texts_of(window.game_page.host.curtain)
    assert len(seen) > 60
    bad = {text: missing for widget, text in seen if (missing := missing_glyphs(widget, text))}
    assert bad == {}


def test_a_glyph_the_font_lacks_is_found():
    assert missing_glyphs(QLabel(), "To the start ⏮") == {"⏮"}  # not in DejaVu Sans


def test_full_screen_has_its_standard_key_and_f11_and_esc_leaves(window, qtbot):
    shortcuts = window.menus.act_full.shortcuts()
    standard = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    assert shortcuts[: len(standard)] == standard and QKeySequence("F11") in shortcuts
    assert not window.menus.act_full.shortcut().isEmpty()  # the menu shows a key
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.menus.act_full.isChecked()
    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.menus.act_full.isChecked() and not window.menus.act_leave_full.isEnabled()


def test_the_table_keeps_its_height_when_the_bar_shows_its_buttons(window, qtbot):
    window.resize(800, 600)
    window.start_game("royal", ai_seats(6), seed=3)
    page = window.game_page
    QApplication.processEvents()
    before = page.host.height()
    page.info.setText("Game 1 is over. Totals: " + ", ".join(f"AI {i} −12" for i in range(6)))
    for button in (page.next_button, page.end_button, page.start_button):
        button.show()
    QApplication.processEvents()
    page.layout().activate()
    assert page.host.height() == before
    assert page.info.heightForWidth(page.info.width()) <= page.info.height()  # two lines
