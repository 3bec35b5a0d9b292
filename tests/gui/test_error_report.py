"""gui/services/error_report.py: an unexpected error is logged beside the saves and told once."""

import sys

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from gui.services import error_report, i18n, paths
from gui.services.error_report import ErrorReporter


def raise_and_report(reporter: ErrorReporter, message: str) -> None:
    try:
        raise RuntimeError(message)
    except RuntimeError:
        reporter.handle(*sys.exc_info())


def open_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


@pytest.fixture
def reporter(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    reporter = ErrorReporter(lambda: window)
    reporter.install()
    yield reporter
    reporter.uninstall()
    for box in open_boxes():
        box.close()


def test_installs_as_the_excepthook_and_restores_the_old_one():
    before = sys.excepthook
    reporter = ErrorReporter(lambda: None)
    reporter.install()
    assert sys.excepthook == reporter.handle
    reporter.uninstall()
    assert sys.excepthook is before


def test_the_traceback_goes_to_the_log_in_the_data_folder(reporter, qtbot, capsys):
    raise_and_report(reporter, "the table lost a card")
    log = paths.data_dir() / "errors.log"
    text = log.read_text(encoding="utf-8")
    assert "RuntimeError: the table lost a card" in text
    assert "raise_and_report" in text  # the whole traceback
    assert text.startswith("--- ") and "Herna " in text.splitlines()[0]
    assert "the table lost a card" in capsys.readouterr().err


def test_the_player_is_told_once_without_blocking(reporter, qtbot, settle):
    raise_and_report(reporter, "first")
    qtbot.waitUntil(lambda: len(open_boxes()) == 1)
    box = open_boxes()[0]
    assert "Nothing is lost" in box.text()
    assert str(paths.data_dir() / "errors.log") in box.text()
    raise_and_report(reporter, "second")
    settle()  # a second message would be queued by now
    assert len(open_boxes()) == 1  # one message a run; the log has both
    log = (paths.data_dir() / "errors.log").read_text(encoding="utf-8")
    assert "RuntimeError: first" in log and "RuntimeError: second" in log
    assert reporter.reports == 2


def test_the_message_is_czech_in_czech(reporter, qtbot):
    i18n.apply("cs")
    raise_and_report(reporter, "chyba")
    qtbot.waitUntil(lambda: len(open_boxes()) == 1)
    box = open_boxes()[0]
    assert box.windowTitle() == "Nečekaná chyba"
    assert "Hra → Pokračovat" in box.text()


def test_a_big_log_keeps_its_newer_half(reporter, monkeypatch):
    monkeypatch.setattr(error_report, "MAX_LOG_BYTES", 4000)
    for n in range(40):
        raise_and_report(reporter, f"error number {n}")
    text = (paths.data_dir() / "errors.log").read_text(encoding="utf-8")
    assert len(text.encode("utf-8")) <= 4000
    assert "error number 39" in text
    assert "error number 0\n" not in text
    assert text.startswith("--- ")  # whole reports only
