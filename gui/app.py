"""Entry point: `herna` opens the game room; `herna FILE` opens it with a record's replay,
or, when FILE is a save, offers to continue it (a file that is neither is refused with a
message). The desktop's entry, the file type and the Windows installer start it so.

`herna --selftest [--lang cs|en]` opens the real main window (offscreen works), plays one
whole computer-only game of Royal (4 players), one of Nines and one of Tien Gow at instant
speed through the controller and tables the room uses (in Nines it plays one seat itself
and takes a move back with Game ▸ Undo, then Redo), opens Game ▸ Statistics… to see the
three games listed, has a hard computer choose one move in the search processes and the
coach analyse a position there (its processes telling their progress as they go), plays
a Nines game over loopback (a hosted table and a bot client, `core.net.loopback`), prints
one line and exits 0; any exception, Qt warning or stall exits 1. Settings and saves then
live in a temporary folder, which is removed at the end.

One Herna runs per user (gui.services.single_instance): a second start brings the first one's
window to the front, hands it FILE and exits.

HERNA_OPEN_REPORT=REPORT (for build/windows/check.py and the tests): once a file given to
the program has been opened or refused, one line saying which goes to REPORT and the
program quits; its settings and saves meanwhile live in the folder herna-data beside
REPORT, never the player's.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import (
    QEvent,
    QObject,
    QTimer,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

import resources
from gui.play.worker import close_search_pool
from gui.services import fonts, i18n, paths
from gui.services.file_open import FileOpenEvents
from gui.services.settings import settings

if TYPE_CHECKING:
    from gui.room.main_window import MainWindow

# The desktop entry's name (resources/desktop/): Wayland matches the window to it.
DESKTOP_ID = "cz.herna.herna"
DIALOG_WAIT_MS = 250  # how often a file given to the program looks if a dialog is closed
# Qt's own options that take a value (-platform offscreen...): left to Qt, so that the
# value is never taken for FILE.
QT_VALUE_OPTIONS = frozenset({
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
    "qwindowicon", "qwindowtitle", "style", "stylesheet", "session", "display", "geometry",
    "name", "title",
})


def without_qt_options(args: Sequence[str]) -> list[str]:
    """`args` without Qt's options that take a value, and their values."""
    kept: list[str] = []
    value_next = False
    for arg in args:
        if value_next:
            value_next = False
        elif arg.startswith("-") and arg.lstrip("-") in QT_VALUE_OPTIONS:
            value_next = True
        else:
            kept.append(arg)
    return kept


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="herna", description="Herna, a game room.")
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help="a record to replay, or a saved game to continue")
    parser.add_argument("--selftest", action="store_true",
                        help="play one computer game of each kind offscreen and exit")
    parser.add_argument("--lang", choices=i18n.LANGUAGES, help="force the language")
    parser.add_argument("--selftest-report", metavar="FILE",
                        help="also write the self-test's verdict line to FILE (a windowed "
                             "Windows program has no console)")
    parser.add_argument("--selftest-known-warning", action="append", default=[],
                        metavar="TEXT", help="a Qt warning starting with TEXT is printed, "
                        "not a failure (Wine's stubs of Windows)")
    args, _qt_args = parser.parse_known_args(without_qt_options(argv))
    return args


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    args = parse_args(argv[1:])
    if args.selftest:
        os.environ["HERNA_SOUND"] = "off"  # the self-test plays silently
        root = Path(tempfile.mkdtemp(prefix="herna-selftest-"))
        paths.use_root(root)
        try:
            return _main(argv, args)
        finally:
            paths.use_root(None)
            shutil.rmtree(root, ignore_errors=True)
    report = os.environ.get("HERNA_OPEN_REPORT")
    if report:
        paths.use_root(Path(report).parent / "herna-data")
    return _main(argv, args)


def _main(argv: list[str], args: argparse.Namespace) -> int:
    QApplication.setOrganizationName(paths.ORGANIZATION)
    QApplication.setApplicationName(paths.APPLICATION)
    QApplication.setDesktopFileName(DESKTOP_ID)
    fonts.prepare_environment(argv)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    opened_by_system = FileOpenEvents(app)  # macOS: a double-clicked file, at start too
    fonts.apply_default(app)
    app.setWindowIcon(QIcon(str(resources.path("icons", "herna.svg"))))
    i18n.apply(args.lang or settings().language)
    from gui.room.main_window import MainWindow
    from gui.services.error_report import ErrorReporter

    if args.selftest:
        try:
            from gui.selftest import Selftest

            return Selftest(app, args.selftest_report, args.selftest_known_warning).run()
        finally:
            close_search_pool()
    from gui.services.single_instance import SingleInstance

    instance = SingleInstance(paths.data_dir(), app)
    given = os.path.abspath(args.file) if args.file else None
    if not instance.acquire([given] if given else []):
        if sys.stderr is not None:  # a windowed program on Windows has none
            print("Herna is already running: its window comes to the front"
                  + (f" and opens {given}." if given else "."), file=sys.stderr)
        return 0
    window = MainWindow()
    instance.activated.connect(window.bring_to_front)
    instance.open_requested.connect(lambda path: _open_given(window, path))
    opened_by_system.deliver_to(lambda path: _open_given(window, path))
    ErrorReporter(lambda: window, app, save_problem=window.save_problem).install()
    if os.environ.get("HERNA_EXIT_AFTER_PAINT") == "1":  # start-time measurements
        quitter = QuitAfterFirstPaint(window)
        window.installEventFilter(quitter)
    window.show()
    if given:  # once the window is up (and has checked its own saves)
        QTimer.singleShot(0, lambda: _open_given(window, given))
    try:
        return app.exec()
    finally:
        close_search_pool()


def open_file(window: MainWindow, path: str) -> bool:
    """Open `path` in the room: a record's replay, or a save offered to be continued
    (`gui.room.record_actions`); False when it was refused or declined."""
    from gui.room.record_actions import SaveHooks

    return window.records.open_file(path, SaveHooks(
        ask=lambda title, text: window.ask(title, text),
        confirm_abandon=window.confirm_abandon,
        continue_game=lambda game: window.continue_game(game),
        game_name=window.game_name))


def _open_given(window: MainWindow, path: str) -> None:
    """Open a file given to the program (on its command line, or to a later start); with
    HERNA_OPEN_REPORT, say what became of it there and quit. While a dialog of the room
    is open (a question, Settings, a message), the file waits until it is closed: its own
    question would come behind that dialog, or change the game the dialog is about."""
    if not shiboken6.isValid(window):
        return
    if QApplication.activeModalWidget() is not None:
        QTimer.singleShot(DIALOG_WAIT_MS, lambda: _open_given(window, path))
        return
    opened = open_file(window, path)
    report = os.environ.get("HERNA_OPEN_REPORT")
    if report:
        ctl = window.controller
        table = f"{ctl.game} {ctl.phase}" if opened and ctl is not None else "nothing"
        Path(report).write_text(f"{'opened' if opened else 'refused'} {path}: {table}\n",
                                encoding="utf-8")
        QTimer.singleShot(0, QApplication.quit)


class QuitAfterFirstPaint(QObject):
    """Quits the application once the watched window has painted for the first time."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QApplication.quit)
        return False


if __name__ == "__main__":
    sys.exit(main())
