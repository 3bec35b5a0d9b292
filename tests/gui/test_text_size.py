"""Settings ▸ Text size (100-200 %): the room's texts and its dialogs grow with it, and at
800x600 nothing is cut: the start screen scrolls, with the keyboard's focus scrolled
into view (not the focus a window gets as it opens: it hid the titles)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication
from room_helpers import shown_window

from gui.room import window_fit
from gui.room.settings_dialog import SettingsDialog
from gui.services.settings import settings
from gui.services.text_size import text_size

CLIENT = (800, 530)  # 800x600 less the window's frame and title


@pytest.fixture
def screen_of(monkeypatch):
    """Every screen is `screen_of(w, h)` to `gui.room.window_fit` (offscreen the screen is
    800x800)."""
    def use(width: int, height: int) -> None:
        monkeypatch.setattr(window_fit, "available_geometry",
                            lambda point=None: QRect(0, 0, width, height))
    return use


@pytest.fixture(params=[150, 200])
def size(request, qapp, screen_of):
    screen_of(800, 600)
    base = QApplication.font().pointSizeF()
    settings().text_size = request.param
    yield request.param, base
    settings().text_size = 100
    text_size().apply()


def test_the_room_grows_and_fits_800x600(qtbot, size, settle):
    percent, base = size
    window = shown_window(qtbot)
    if text_size().factor == 1:  # (this window attached the service: the base is 100 %)
        pytest.fail("the text size was not applied")
    assert QApplication.font().pointSizeF() == pytest.approx(base * percent / 100, rel=0.05)
    hint = window.minimumSizeHint()
    assert hint.width() <= CLIENT[0] and hint.height() <= CLIENT[1], hint
    window.resize(*CLIENT)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == CLIENT)
    settle()  # the new font reaches the menu bar's height late in a first window
    screen = window.start_screen
    viewport = screen.scroller.viewport()
    seen = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    bar = screen.scroller.verticalScrollBar()
    assert bar.maximum() > 0  # the screen scrolls here
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    settle()
    assert bar.value() == 0, QApplication.focusWidget()  # it opens with its titles seen
    for button in (screen.panels["royal"].button, screen.join_button):
        button.clearFocus()  # (the first New game has the focus it opened with)
        button.setFocus(Qt.FocusReason.TabFocusReason)  # the keyboard's focus
        QApplication.processEvents()
        place = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        assert seen.contains(place), (button.text(), place, seen)
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 800 and dialog.height() <= 600, dialog.size()
    fields = dialog.scroller.viewport()
    for field in (dialog.language, dialog.announce):  # the first and the last, reached
        field.setFocus()
        QApplication.processEvents()
        dialog.scroller.ensureWidgetVisible(field)
        place = QRect(field.mapTo(fields, QPoint(0, 0)), field.size())
        assert fields.rect().contains(place) and field.width() > 60, (place, fields.rect())
    assert dialog.language.font().pointSizeF() == pytest.approx(base * percent / 100,
                                                                rel=0.05)


def test_the_dialogs_fit_800x600_and_scroll_to_their_last_field(qtbot, size):
    from gui.net.host_dialog import HostDialog
    from gui.net.join_dialog import JoinDialog
    from gui.room.help_dialog import HelpDialog
    from gui.room.new_game_dialog import NewGameDialog

    window = shown_window(qtbot)
    for dialog in (NewGameDialog("royal", window), NewGameDialog("tiengow", window),
                   HostDialog("royal", window),
                   JoinDialog(window), HelpDialog(window)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        if isinstance(dialog, NewGameDialog) and dialog.game() == "royal":
            dialog.players_box.setValue(6)  # the tallest: six seats
            qtbot.wait(50)
            last = dialog.kind_boxes[5]
            dialog.scroller.ensureWidgetVisible(last)
            QApplication.processEvents()
            seen = dialog.scroller.viewport()
            place = QRect(last.mapTo(seen, QPoint(0, 0)), last.size())
            assert seen.rect().contains(place), (type(dialog).__name__, place)
        assert dialog.width() <= 800 and dialog.height() <= 600, (
            type(dialog).__name__, dialog.size())
        if isinstance(dialog, NewGameDialog):  # a choice cut short is whole in its list
            for box in dialog.variant_boxes.values():
                whole = max(box.fontMetrics().horizontalAdvance(box.itemText(i))
                            for i in range(box.count()))
                assert box.view().minimumWidth() > whole
        dialog.close()


def test_the_settings_dialog_shrinks_back_and_connects_each_field_once(qtbot):
    """Open while the text size goes to 150 % and back: the dialog is as it was first
    (it kept the larger size's width), and each field still sets its setting once (its
    connections were made anew at every change: Choose… opened one colour dialog per
    change)."""
    text_size().attach(QApplication.instance())
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    first = dialog.size()
    for percent in (150, 100):
        settings().text_size = percent
        qtbot.wait(50)
    qtbot.waitUntil(lambda: dialog.size() == first)
    assert dialog.colour_button.receivers("2clicked(bool)") == 1
    assert dialog.speed.receivers("2currentIndexChanged(int)") == 1


def test_the_coach_docks_title_is_a_label_that_grows_and_closes_it(qtbot, settle):
    settings().coach = True
    window = shown_window(qtbot)
    title = window.coach.dock.titleBarWidget()
    assert title is window.coach.dock_title and title.label.text() == "Coach"
    small = title.label.font().pointSizeF()
    settings().text_size = 200
    text_size().apply()
    settle()
    assert title.label.font().pointSizeF() == pytest.approx(2 * small, rel=0.05)
    assert title.close_button.accessibleName() == "Close the coach"
    title.close_button.click()
    assert not settings().coach and not window.coach.dock.isVisible()


def test_the_network_buttons_go_one_under_the_other_when_narrow(qtbot, settle):
    """At 200 % text the start screen's two network buttons side by side made the room's
    least width (with the coach beside it, wider than 800 px): they stack when narrow
    (long texts stand in for the large ones here: the test's font is smaller)."""
    window = shown_window(qtbot)
    screen = window.start_screen
    host, join = screen.host_button, screen.join_button
    host.setText("Host a table for friends on this network or over the internet…")
    join.setText("Join a friend's table on this network or over the internet…")
    screen.fit()
    settle()
    beside = host.sizeHint().width() + join.sizeHint().width()
    assert screen.minimumWidth() < beside  # the buttons no longer set the least width
    window.resize(window.minimumSizeHint().width(), 600)
    settle()
    assert join.mapTo(window, join.rect().topLeft()).y() > host.mapTo(
        window, host.rect().bottomLeft()).y()  # one under the other
    assert join.mapTo(window, join.rect().topRight()).x() <= window.width()
    window.resize(beside + 200, 700)
    settle()
    assert join.mapTo(window, join.rect().topLeft()).y() == host.mapTo(
        window, host.rect().topLeft()).y()  # side by side


def test_on_a_large_screen_a_dialog_takes_the_height_its_fields_want(qtbot, screen_of):
    """At 200 % the settings scrolled in 560 px on a screen with room for them all."""
    screen_of(1920, 1050)
    text_size().attach(QApplication.instance())
    settings().text_size = 200
    try:
        dialog = SettingsDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.height() > window_fit.DIALOG_MOST.height()
        assert dialog.scroller.verticalScrollBar().maximum() == 0  # every field in view
    finally:
        settings().text_size = 100
        text_size().apply()


def room_at_800x600(qtbot, screen_of, settle):
    """The room shown in an 800x600 screen's client area, laid out."""
    screen_of(800, 600)
    window = shown_window(qtbot)
    window.resize(*CLIENT)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == CLIENT)
    settle()
    return window


def test_the_start_screen_is_as_before_when_the_size_comes_back_to_100(qtbot, screen_of,
                                                                          settle):
    """From 200 % back to 100 % the start screen kept 200 %'s heights (a label's height
    for a width counted its least height): thin emblems, a scroll bar, the title cut;
    and the lesson offer kept its narrow form."""
    window = room_at_800x600(qtbot, screen_of, settle)
    screen = window.start_screen

    def looks() -> tuple:
        offer = tuple(b.isVisibleTo(window) for b in window.lessons.offer_buttons.values())
        return (screen.content.minimumHeight(), offer,
                tuple(p.emblem.height() for p in screen.panels.values()))

    before = looks()
    try:
        for percent in (200, 100):
            settings().text_size = percent
            for _ in range(3):
                settle()
        assert looks() == before
        assert screen.scroller.verticalScrollBar().maximum() == 0
    finally:
        settings().text_size = 100
        text_size().apply()


def test_what_fits_a_new_text_size_is_fitted_once_the_size_has_reached_the_fonts(
        qtbot, screen_of, settle):
    """Fitted as the size changed, the lesson offer kept 100 %'s widths at 200 % (its
    buttons' fonts come through posted events) and showed three buttons where one fits:
    fitting again once everything has settled changes nothing."""
    window = room_at_800x600(qtbot, screen_of, settle)
    lessons, screen = window.lessons, window.start_screen

    def looks() -> tuple:
        return (tuple(b.isVisibleTo(window) for b in lessons.offer_buttons.values()),
                lessons.offer_more.isVisibleTo(window), screen.content.minimumHeight(),
                screen.network.direction())

    try:
        for percent in (200, 100, 150):
            settings().text_size = percent
            for _ in range(3):
                settle()
            fitted = looks()
            lessons._fit_offer()
            screen.fit()
            settle()
            assert looks() == fitted, percent
    finally:
        settings().text_size = 100
        text_size().apply()
