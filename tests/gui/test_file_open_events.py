"""macOS hands a double-clicked record to the running program as a file-open event: the
room opens it, and one that comes before the room is up waits for it."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent

from gui.services.file_open import FileOpenEvents


def test_files_wait_for_the_room_then_reach_it_in_order(qtbot, qapp):
    events = FileOpenEvents(qapp)
    try:
        assert QCoreApplication.sendEvent(qapp, QFileOpenEvent("/tmp/first.herna"))
        opened: list[str] = []
        events.deliver_to(opened.append)
        assert opened == []  # from the event loop, not inside the event
        QCoreApplication.sendEvent(qapp, QFileOpenEvent("/tmp/second.herna"))
        qtbot.waitUntil(lambda: len(opened) == 2)
        assert opened == ["/tmp/first.herna", "/tmp/second.herna"]
    finally:
        qapp.removeEventFilter(events)
        events.deleteLater()


def test_a_file_open_event_opens_the_record_in_the_room(qtbot, qapp, tmp_path):
    from room_helpers import finished_record, shown_window

    from gui.app import _open_given

    window = shown_window(qtbot)
    path = tmp_path / "game.herna"
    path.write_text(json.dumps(finished_record("royal", 4, {})), encoding="utf-8")
    events = FileOpenEvents(qapp)
    try:
        events.deliver_to(lambda given: _open_given(window, given))
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(str(path)))
        qtbot.waitUntil(lambda: window.controller is not None
                        and window.controller.game == "royal", timeout=5000)
    finally:
        qapp.removeEventFilter(events)
        events.deleteLater()


def test_a_file_given_while_a_dialog_is_open_waits_until_it_is_closed(qtbot, tmp_path):
    """A record given to the program while the room asks something opens once the
    question is answered, not behind it."""
    from PySide6.QtWidgets import QMessageBox
    from room_helpers import finished_record, shown_window

    from gui.app import DIALOG_WAIT_MS, _open_given

    window = shown_window(qtbot)
    path = tmp_path / "game.herna"
    path.write_text(json.dumps(finished_record("royal", 4, {})), encoding="utf-8")
    question = QMessageBox(QMessageBox.Icon.Question, "Herna", "Start a new game?",
                           QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                           window)
    question.open()  # window-modal, as the room's questions
    qtbot.waitUntil(question.isVisible)
    _open_given(window, str(path))
    qtbot.wait(3 * DIALOG_WAIT_MS)
    assert window.controller is None  # it waits for the question
    question.done(QMessageBox.StandardButton.No)
    qtbot.waitUntil(lambda: window.controller is not None
                    and window.controller.game == "royal", timeout=5000)
