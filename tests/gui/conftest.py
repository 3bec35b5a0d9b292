"""GUI test setup: settings and saves in a temporary folder, English, instant speed,
no pause before computer moves; a test that sets another speed or pause gets it at
`TEST_PACE` of its length, unless marked `real_pace`. The tables paint only in the tests
marked `painted`; the others paint each table once, when they have passed."""

from __future__ import annotations

import weakref

import pytest
import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from room_helpers import shown_window

from gui.services import i18n, paths
from gui.services import settings as settings_module
from gui.services.text_size import text_size
from gui.table.view import TableView

HARMLESS = "This plugin does not support "
# Every animation and computer pause runs at this share of the length the settings ask for:
# the tests about pacing see the order and overlap of the steps, not the clock. A test
# about the lengths themselves is marked `real_pace` and reads them from the code.
TEST_PACE = 0.2


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Qt's offscreen platform notes what it cannot do (raise, grab...): not our problem.
    for item in items:
        if "tests/gui" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_ignore(HARMLESS))


@pytest.fixture(autouse=True)
def room(qapp: QApplication, tmp_path, monkeypatch):
    """A fresh settings file and save folder for each test; English; instant speed; no
    pause before computer moves."""
    QApplication.setOrganizationName(paths.ORGANIZATION)
    QApplication.setApplicationName(paths.APPLICATION)
    paths.use_root(tmp_path / "herna")
    settings_module.reset()
    settings_module.settings().animation_speed = "instant"
    settings_module.settings().computer_pause = "none"
    text_size().apply()  # 100 %: an earlier test's text size leaks no further
    i18n.apply("en")
    yield tmp_path / "herna"
    i18n.apply("en")
    settings_module.reset()
    paths.use_root(None)


@pytest.fixture(autouse=True)
def _test_pace(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Shorten every animation speed and computer pause to `TEST_PACE` (not with
    `@pytest.mark.real_pace`)."""
    if request.node.get_closest_marker("real_pace"):
        return
    for speed, factor in list(settings_module.SPEED_FACTOR.items()):
        monkeypatch.setitem(settings_module.SPEED_FACTOR, speed, factor * TEST_PACE)
    for pause, ms in list(settings_module.PAUSE_MS.items()):
        monkeypatch.setitem(settings_module.PAUSE_MS, pause, round(ms * TEST_PACE))


@pytest.fixture(autouse=True)
def _tables_unpainted(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The tables lay out, animate and take input as ever but do not paint, unless the test
    is marked `painted` (it looks at the screen; whole painted games of both games are
    among those): painting is half of what the other GUI tests cost and none of what they
    assert. `pytest_runtest_call` paints each of these tables once, at the end."""
    if request.node.get_closest_marker("painted"):
        return
    tables: weakref.WeakSet[TableView] = weakref.WeakSet()
    request.node.unpainted_tables = tables
    show = TableView.showEvent

    def show_unpainted(view: TableView, event) -> None:
        view.viewport().setUpdatesEnabled(False)
        tables.add(view)
        show(view, event)

    monkeypatch.setattr(TableView, "showEvent", show_unpainted)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    """After a passing test, its unpainted tables paint once: every test still runs the
    paint code on the position it reached (pytest-qt fails the test on an exception)."""
    result = yield
    for view in list(getattr(item, "unpainted_tables", ())):
        if shiboken6.isValid(view) and view.isVisible():
            # Its window is held while it paints: qtbot holds windows weakly, and a window
            # the test no longer refers to would otherwise be deleted by the garbage
            # collector in the middle of its own painting (a crash inside Qt).
            window = view.window()
            view.viewport().grab()
            del window
    return result


@pytest.fixture
def settle(qtbot):
    """Run every call already queued on the event loop (zero timers, queued signals): what
    a short fixed wait was for, without the clock."""

    def run() -> None:
        done: list[bool] = []
        QTimer.singleShot(0, lambda: done.append(True))  # posted after all queued before it
        qtbot.waitUntil(lambda: bool(done), timeout=5000)

    return run


@pytest.fixture
def window(qtbot):
    """The main window, shown, with the real tables."""
    win = shown_window(qtbot)
    yield win
    win.close()
