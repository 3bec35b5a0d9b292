"""The window fits a small screen (800x600): a first start and a restored geometry open
inside the screen's available geometry; with the coach on, the start screen and both
tables fit beside it, nothing cut; the coach's × turns it off.

Offscreen, the screen is 800x800: `small_screen` makes `gui.room.window_fit` see an 800x600
one. `test_a_real_800x600_screen` starts the room on a real offscreen screen of that size
(the offscreen platform's `configfile`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget
from room_helpers import ai_seats, finished_record, shown_window

from core.ai.analysis import Analysis, Candidate
from core.nines.moves import Lead
from core.royal.moves import PlayCard
from core.tiengow.moves import Lead as TienGowLead
from gui.play.controller import SeatSpec
from gui.room import window_fit
from gui.room.main_window import MainWindow
from gui.services import i18n
from gui.services.settings import settings

ROOT = Path(__file__).resolve().parents[2]
SCREEN = QRect(0, 0, 800, 600)
# The client area of a window on that screen under a title bar (~37 px) and a desktop
# panel (~32 px).
CLIENT = (800, 530)
NAMES = "Bohumila Nováková, Vratislav Dvořáček, Kryštof Procházka, Zdeňka Šťastná"


@pytest.fixture
def small_screen(monkeypatch):
    """Every screen is 800x600 to `gui.room.window_fit`; the points it asked about."""
    asked: list[QPoint | None] = []

    def available(point=None):
        asked.append(point)
        return QRect(SCREEN)

    monkeypatch.setattr(window_fit, "available_geometry", available)
    return asked


def saved_geometry(rect: QRect, maximised: bool = False) -> bytes:
    """What `saveGeometry` keeps of a window at `rect` (on this machine's screen)."""
    window = QMainWindow()
    window.setGeometry(rect)
    if maximised:
        window.setWindowState(Qt.WindowState.WindowMaximized)
    data = bytes(window.saveGeometry().data())
    window.deleteLater()
    return data


def inside(window: QMainWindow) -> bool:
    return SCREEN.contains(window.frameGeometry()) and SCREEN.contains(window.geometry())


def on_window(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def settle(qtbot, window: QMainWindow, size: tuple[int, int] | None = None) -> None:
    if size is not None:
        window.resize(*size)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    for _ in range(10):  # the layouts, the start screen's fit, the coach's scroll area...
        QApplication.processEvents()


def sizes_to_try(qtbot, window: QMainWindow) -> list[tuple[int, int]]:
    """800x530, then the least size: its width first (the least height follows the width,
    which wraps the texts)."""
    hint = window.minimumSizeHint()
    assert hint.width() <= CLIENT[0] and hint.height() <= CLIENT[1]
    settle(qtbot, window, (hint.width(), CLIENT[1]))
    hint = window.minimumSizeHint()
    assert hint.width() <= CLIENT[0] and hint.height() <= CLIENT[1]
    return [CLIENT, (hint.width(), hint.height())]


def not_clipped(label: QLabel) -> bool:
    """A visible label shows its whole text: wrapped to its width, within its height."""
    return not label.isVisibleTo(label.window()) or (
        label.heightForWidth(label.width()) <= label.height())


# --- (a), (b): where the window opens ---------------------------------------------------

def test_a_new_profile_opens_inside_the_screen_at_a_share_of_it(qtbot, small_screen):
    window = shown_window(qtbot)
    assert inside(window)
    assert window.width() <= 0.9 * SCREEN.width() and window.height() <= 0.9 * SCREEN.height()
    assert window.geometry().center() == SCREEN.marginsRemoved(window_fit.FRAME).center()
    window.close()


def test_a_new_profile_with_the_coach_on_opens_inside_the_screen(qtbot, small_screen):
    settings().coach = True
    window = shown_window(qtbot)
    window.start_game("nines", ai_seats(4), seed=2)  # (the coach is beside a table)
    assert inside(window) and window.coach.dock.isVisible()
    window.close()


def test_a_large_screen_opens_the_window_at_its_usual_size(qtbot, monkeypatch):
    monkeypatch.setattr(window_fit, "available_geometry", lambda point=None: QRect(
        0, 0, 1920, 1050))
    window = shown_window(qtbot)
    assert window.size() == window_fit.PREFERRED
    window.close()


def test_a_saved_1920x1080_window_opens_inside_800x600(qtbot, small_screen):
    settings().set_value("window/geometry", saved_geometry(QRect(0, 0, 1920, 1080)))
    window = shown_window(qtbot)
    assert inside(window)
    assert window.width() >= 780 and window.height() >= 540  # as large as it can be
    assert small_screen[-1] == QRect(0, 0, 1920, 1080).center()  # its screen was asked
    window.close()


@pytest.mark.parametrize("rect", [QRect(1500, 900, 700, 500), QRect(-3000, -2000, 660, 480)])
def test_a_window_saved_off_the_screen_is_moved_onto_it_keeping_its_size(qtbot,
                                                                         small_screen, rect):
    settings().set_value("window/geometry", saved_geometry(rect))
    window = shown_window(qtbot)
    assert inside(window) and window.size() == rect.size()
    window.close()


def test_a_window_saved_maximised_opens_maximised_and_leaves_it_inside(qtbot, small_screen):
    settings().set_value("window/geometry",
                         saved_geometry(QRect(100, 100, 1700, 1000), maximised=True))
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.windowState() & Qt.WindowState.WindowMaximized
    window.showNormal()
    qtbot.waitExposed(window)
    assert inside(window)
    window.close()


def test_a_saved_geometry_that_fits_is_kept(qtbot, small_screen):
    settings().set_value("window/geometry", saved_geometry(QRect(60, 70, 700, 480)))
    window = shown_window(qtbot)
    assert window.geometry() == QRect(60, 70, 700, 480)
    window.close()


@pytest.mark.parametrize("saved", [b"", b"not a geometry", "text", 42,
                                   b"\x01\xd9\xd0\xcb\x00\x03" + bytes(60)])  # empty
def test_an_unreadable_saved_geometry_is_a_first_start(qtbot, small_screen, saved):
    settings().set_value("window/geometry", saved)
    window = shown_window(qtbot)
    assert inside(window) and window.size() == window_fit.first_geometry(
        SCREEN, window.minimumSizeHint()).size()
    window.close()


def test_the_geometry_format_is_read_as_qt_writes_it():
    rect = QRect(12, 34, 567, 432)
    assert window_fit.saved_state(saved_geometry(rect)) == (rect, Qt.WindowState.WindowNoState)
    _, state = window_fit.saved_state(saved_geometry(rect, maximised=True))
    assert state == Qt.WindowState.WindowMaximized
    assert window_fit.saved_state(saved_geometry(rect)[:40]) is None  # cut short


def test_the_screen_asked_is_the_one_at_the_point_or_the_primary():
    primary = QApplication.primaryScreen().availableGeometry()
    assert window_fit.available_geometry() == primary
    assert window_fit.available_geometry(QPoint(-50_000, -50_000)) == primary
    assert window_fit.available_geometry(primary.center()) == primary


def test_a_real_800x600_screen(tmp_path):
    """The room on a real offscreen screen of 800x600 (with window frames): a first
    start, then a geometry saved on a 1920x1080 screen, both inside it."""
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [
        {"name": "small", "x": 0, "y": 0, "width": 800, "height": 600,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    script = f"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QByteArray, QRect
from PySide6.QtWidgets import QApplication, QMainWindow
from gui.services import paths, settings as settings_module
paths.use_root(Path({str(tmp_path / "herna")!r}))
app = QApplication(sys.argv)
app.setOrganizationName(paths.ORGANIZATION)
app.setApplicationName(paths.APPLICATION)
from gui.room.main_window import MainWindow
settings_module.settings().coach = True
out = {{"screen": list(app.primaryScreen().availableGeometry().getRect())}}
for case in ("first", "restored"):
    window = MainWindow()
    window.show()
    for _ in range(5):
        app.processEvents()
    out[case] = [list(window.frameGeometry().getRect()), list(window.geometry().getRect())]
    window.close()
    big = QMainWindow()
    big.setGeometry(QRect(0, 0, 1920, 1080))
    settings_module.settings().set_value("window/geometry", big.saveGeometry())
print(json.dumps(out))
"""
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "HERNA_SOUND": "off"}
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout.strip().splitlines()[-1])
    assert out["screen"] == [0, 0, 800, 600]
    for case in ("first", "restored"):
        for rect in out[case]:
            assert SCREEN.contains(QRect(*rect)), (case, rect)


# --- (c), (d): the coach and the start screen at 800x600 --------------------------------

def long_analysis(game: str) -> tuple[Analysis, str]:
    """Many candidates and a long reason, as the coach may show them."""
    if game == "royal":
        moves = [PlayCard(0, card) for card in ("10R", "JG", "QB", "KS", "AR", "9R", "8G")]
    elif game == "tiengow":  # pairs and a combination: the longest names of moves
        moves = [TienGowLead(0, tiles) for tiles in (
            ("6-6", "6-6", "4-5", "3-6"), ("2-5", "3-4"), ("1-1", "1-1"), ("5-5",), ("1-3",),
            ("4-4", "4-4"), ("2-6", "3-5"))]
    else:
        moves = [Lead(0, (face,)) for face in ("6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2")]
    candidates = tuple(Candidate(move, -1.25 * i, 400) for i, move in enumerate(moves))
    reason = ("The queen of bells is still out and would take your high card: lead low "
              "and keep the king for the last trick of the deal. ") * 2
    return Analysis(0, candidates, 1600, True), reason


@pytest.fixture(params=["en", "cs"])
def language(request):
    i18n.apply(request.param)
    return request.param


def coach_fits(window: MainWindow) -> None:
    dock = window.coach.dock
    area = dock.widget()
    panel = window.coach.panel
    assert dock.isVisible()
    assert on_window(dock, window).right() < window.width()
    assert panel.width() <= area.viewport().width()  # nothing cut at the right
    for label in panel.findChildren(QLabel):
        if label.isVisibleTo(window):
            assert not_clipped(label), label.text()
            assert label.width() <= area.viewport().width()


@pytest.mark.parametrize("game", ["royal", "nines", "tiengow"])
def test_a_table_and_the_coach_fit_800x600(qtbot, small_screen, language, game):
    settings().coach = True
    window = shown_window(qtbot)
    human = SeatSpec("Eva", "human")
    window.start_game(game, [human, *ai_seats(5 if game == "royal" else 3)], seed=5)
    window.coach.set_controller(None)  # it says what the test has it say (beside no
    window.coach.dock.show()  # table it hides: shown here as it is beside one)
    analysis, reason = long_analysis(game)
    window.coach.panel.show_analysis(game, analysis, reason)
    window.coach.panel.show_review(game, "deal", 1, None)
    page = window.game_page
    page.info.setText("Game 1 is over. Totals: " + ", ".join(f"AI {i} −12" for i in range(6)))
    for button in (page.next_button, page.end_button, page.start_button):
        button.show()  # the bar at its widest
    for size in sizes_to_try(qtbot, window):
        settle(qtbot, window, size)
        coach_fits(window)
        table = page.host.table
        assert on_window(table, window).right() < on_window(window.coach.dock, window).left()
        assert table.width() >= 390 and table.height() >= 300
    window.close()


@pytest.mark.parametrize("game", ["royal", "nines", "tiengow"])
def test_a_replay_fits_800x600_beside_the_coach(qtbot, small_screen, language, game):
    """The replay's bar (its steps, All hands, Back to the start screen) made the room
    811 px wide in Czech beside the coach: its buttons go to a second row."""
    settings().coach = True
    window = shown_window(qtbot)
    settle(qtbot, window)
    options = {"match_games": 1} if game != "royal" else {}
    assert window.replay_record(finished_record(game, 4, options))
    settle(qtbot, window)
    hint = window.minimumSizeHint()
    assert hint.width() <= CLIENT[0] and hint.height() <= CLIENT[1], hint
    settle(qtbot, window, CLIENT)
    page = window.game_page
    bar = on_window(page.bar, window)
    shown = [w for w in (*page.replay_buttons, page.position, page.all_hands_button,
                         page.start_button) if w.isVisible()]
    assert len(shown) == 7
    for i, widget in enumerate(shown):
        box = on_window(widget, window)
        assert bar.contains(box) and box.right() < on_window(window.coach.dock, window).left()
        assert not any(box.intersects(on_window(other, window)) for other in shown[i + 1:])
    coach_fits(window)
    window.close()


def start_buttons(window: MainWindow) -> list:
    screen = window.start_screen
    return [*(button for panel in screen.panels.values()
              for button in (panel.continue_button, panel.button)),
            screen.host_button, screen.join_button]


@pytest.mark.parametrize(("coach", "saved"), [(True, ("royal", "nines", "tiengow")),
                                              (True, ("nines",)),
                                              (False, ("royal", "nines", "tiengow"))])
def test_the_start_screen_fits_800x600_with_every_button(qtbot, small_screen, language,
                                                          coach, saved):
    settings().coach = coach
    window = shown_window(qtbot)
    settle(qtbot, window)
    screen = window.start_screen
    for game in saved:  # Continue, with a long line about the game
        screen.set_continue(game, f"Unfinished game with {NAMES}", last=True)
    for size in sizes_to_try(qtbot, window):
        settle(qtbot, window, size)
        area = on_window(screen, window)
        for button in start_buttons(window):
            unsaved = {f"continue_{game}" for game in screen.panels if game not in saved}
            assert button.isVisible() or button.objectName() in unsaved
            assert area.contains(on_window(button, window)), button.text()
        emblems = {panel.emblem.size().toTuple() for panel in screen.panels.values()}
        assert len(screen.panels) == 3 and len(emblems) == 1  # the panels alike
        for panel in screen.panels.values():
            for label in (panel.title, panel.blurb, panel.continue_info):
                assert not_clipped(label), label.text()
                assert not on_window(label, window).intersects(on_window(panel.emblem, window))
        assert not_clipped(screen.subtitle)
        assert not window.coach.dock.isVisible()  # beside a table only
    window.close()


def test_the_first_start_offer_of_a_lesson_fits_too(qtbot, small_screen, language):
    settings().coach = True
    window = shown_window(qtbot)
    settle(qtbot, window)
    assert window.lessons.offering
    hint = window.minimumSizeHint()
    assert hint.width() <= CLIENT[0] and hint.height() <= CLIENT[1]
    settle(qtbot, window, CLIENT)
    area = on_window(window.start_screen, window)
    assert all(area.contains(on_window(b, window)) for b in start_buttons(window)
               if b.isVisible())
    window.close()


def test_the_table_page_alone_sets_the_least_size(qtbot, small_screen):
    """The start screen, behind the table, does not hold the window wide or high."""
    window = shown_window(qtbot)
    settle(qtbot, window)
    start = window.minimumSizeHint()
    window.start_game("royal", ai_seats(4), seed=2)
    settle(qtbot, window)
    table = window.minimumSizeHint()
    assert table.width() < start.width() and table.height() < start.height()
    window.show_start()
    settle(qtbot, window)
    back = window.minimumSizeHint()  # (with Continue now: its save is there)
    assert back.width() == start.width() and back.height() >= start.height()
    window.close()


def test_the_coach_s_close_button_turns_the_coach_off(qtbot, small_screen):
    settings().coach = True
    window = shown_window(qtbot)
    window.start_game("nines", ai_seats(4), seed=2)  # (the coach is beside a table)
    assert window.coach.dock.isVisible()
    window.coach.dock.close()
    assert not settings().coach and not window.coach.action.isChecked()
    assert not window.coach.dock.isVisible()
    window.coach.action.trigger()
    assert settings().coach and window.coach.dock.isVisible()
    window.close()
    assert settings().coach  # quitting is no closing of the coach
