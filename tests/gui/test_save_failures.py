"""File-system faults: a failed save never stops the table, broken saves and a broken data
folder never stop the app from starting, and every write is whole or not there at all."""

from __future__ import annotations

import errno
import json
import os
import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from room_helpers import ai_seats, shown_window

from core import atomic_file
from gui.play import autosave
from gui.play.controller import SeatSpec
from gui.services import i18n, paths
from gui.services.error_report import ErrorReporter


def no_room(*args, **kwargs):
    raise PermissionError(errno.EACCES, "Permission denied", str(paths.data_dir() / "x.tmp"))


def disk_full(fd):
    raise OSError(errno.ENOSPC, "No space left on device")


def read_messages() -> None:
    """The player clicks OK on every open message (the computers wait until then)."""
    for box in QApplication.topLevelWidgets():
        if isinstance(box, QMessageBox) and box.isVisible():
            box.accept()


def play_some(qtbot, window, moves: int) -> None:
    target = window.controller.move_count() + moves

    def played() -> bool:
        read_messages()
        return window.controller.move_count() >= target

    qtbot.waitUntil(played, timeout=20_000)


@pytest.mark.parametrize(("fault", "why", "czech"), [
    (lambda mp: mp.setattr(atomic_file.tempfile, "mkstemp", no_room),
     "it may not write to the folder ", "nesmí zapisovat do složky "),
    (lambda mp: mp.setattr(atomic_file.os, "fsync", disk_full),
     "the disk is full", "disk je plný"),
])
@pytest.mark.parametrize("language", ["en", "cs"])
def test_a_failed_save_never_stops_the_table_and_saving_resumes(
        window, qtbot, monkeypatch, fault, why, czech, language):
    i18n.apply(language)
    window.start_game("royal", ai_seats(4), seed=3)
    play_some(qtbot, window, 3)
    fault(monkeypatch)
    heard = []
    window.controller.events_applied.connect(heard.append)
    play_some(qtbot, window, 10)  # the table hears of every move and play goes on
    assert len(heard) >= 10
    told = [m for m in window.messages
            if m.startswith(("Herna cannot save the game", "Herna nemůže hru uložit"))]
    assert len(told) == 1  # once, not at every move
    assert (czech if language == "cs" else why) in told[0]
    assert "Nothing is lost" not in told[0]
    assert window.save_problem() is not None
    assert window.save_notices.mark.isVisible()  # stays while saving fails
    assert why in window.save_notices.mark.toolTip() or czech in window.save_notices.mark.toolTip()
    stale = autosave.read(paths.autosave_file("royal"))[autosave.SAVE_KEY]["ply"]
    said = []
    window.controller.saved.connect(lambda: said.append(window.statusBar().currentMessage()))
    monkeypatch.undo()
    play_some(qtbot, window, 2)
    assert window.save_problem() is None and not window.save_notices.mark.isVisible()
    assert said[0] in ("The game is saved again.", "Hra se opět ukládá.")
    assert autosave.read(paths.autosave_file("royal"))[autosave.SAVE_KEY]["ply"] > stale + 10


def test_a_name_with_a_lone_surrogate_never_stops_the_table(window, qtbot):
    window.start_game("nines", [SeatSpec("Eva\ud800", "ai:random"), *ai_seats(3)], seed=2)
    play_some(qtbot, window, 5)
    assert "a name holds a character that cannot be written" in window.messages[-1]


def test_an_export_that_cannot_be_written_leaves_no_file(window, qtbot, tmp_path):
    window.start_game("nines", [SeatSpec("Eva\ud800", "ai:random"), *ai_seats(3)], seed=2)
    path = tmp_path / "export.json"
    assert not window.export_record(str(path))
    assert not path.exists() and not list(tmp_path.glob("*.tmp"))
    assert "cannot be written" in window.messages[-1]


def test_the_error_message_says_when_moves_are_not_saved(qtbot):
    reporter = ErrorReporter(lambda: None, save_problem=lambda: "the disk is full")
    text = reporter.message(None)
    assert "Nothing is lost" not in text and "the disk is full" in text
    assert "Nothing is lost" in ErrorReporter(lambda: None).message(None)


@pytest.mark.parametrize("text", [
    '{"format": "herna-record", "x": ' + "[" * 1500 + "]" * 1500 + "}",
    '{"format": "herna-record", "seed": ' + "7" * 5000 + "}",
])
def test_a_save_that_breaks_the_parser_never_stops_the_start(qtbot, text):
    path = paths.autosave_file("nines")
    path.write_text(text, encoding="utf-8")
    window = shown_window(qtbot)
    assert window.start_screen.panels["nines"].continue_button.isVisible()
    assert not window.start_screen.panels["royal"].continue_button.isVisible()
    assert not window.continue_game()
    assert "number no record holds" in window.messages[-1] or "nested" in window.messages[-1]
    assert not path.exists() and path.with_suffix(".broken.json").exists()


def test_an_old_single_save_that_breaks_the_parser_is_set_aside_at_start(qtbot):
    path = paths.legacy_autosave_file()
    path.write_text('{"format": "herna-record", "x": ' + "[" * 1500, encoding="utf-8")
    window = shown_window(qtbot)
    qtbot.waitUntil(lambda: bool(window.messages))
    assert "nested" in window.messages[-1] and "autosave.broken.json" in window.messages[-1]
    assert not path.exists() and path.with_suffix(".broken.json").exists()
    assert not any(panel.continue_button.isVisible()
                   for panel in window.start_screen.panels.values())
    assert not window.menus.act_continue.isEnabled()


def test_a_broken_save_is_set_aside_beside_earlier_ones(window):
    path = paths.autosave_file("royal")
    first = path.with_suffix(".broken.json")
    first.write_text("the first", encoding="utf-8")
    path.write_text("{broken", encoding="utf-8")
    assert not window.continue_game()
    assert first.read_text(encoding="utf-8") == "the first"
    assert path.with_suffix(".broken-2.json").read_text(encoding="utf-8") == "{broken"
    assert "autosave-royal.broken-2.json" in window.messages[-1]


def test_a_save_herna_may_not_read_is_left_where_it_is(window, monkeypatch):
    path = paths.autosave_file("nines")
    path.write_text("{whatever it holds", encoding="utf-8")

    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr(autosave, "read_bytes", refuse)
    assert not window.continue_game()
    said = window.messages[-1]
    assert said.startswith("The save file cannot be read. Herna may not read the file.")
    assert "damaged" not in said and f"It is left as it is: {path}." in said
    assert path.read_text(encoding="utf-8") == "{whatever it holds"
    assert not path.with_suffix(".broken.json").exists()


def test_an_old_single_save_herna_may_not_read_is_told_of_once(qtbot, monkeypatch):
    path = paths.legacy_autosave_file()
    path.write_text("{whatever it holds", encoding="utf-8")
    real = autosave.read_bytes

    def refuse(target, *args, **kwargs):
        if target == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(target, *args, **kwargs)

    monkeypatch.setattr(autosave, "read_bytes", refuse)
    window = shown_window(qtbot)
    qtbot.waitUntil(lambda: bool(window.messages))
    for _ in range(3):  # every refresh looks for the old save again...
        window.refresh_continue()
    told = [m for m in window.messages if "cannot be read" in m]
    assert len(told) == 1 and path.exists()  # ...and says it once, leaving it there


def test_a_broken_save_in_a_read_only_folder_gets_a_message(window, monkeypatch):
    path = paths.autosave_file("nines")
    path.write_text("{broken", encoding="utf-8")

    def refuse(self, target):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "rename", refuse)
    assert not window.continue_game()
    assert "cannot be set aside" in window.messages[-1] and str(path) in window.messages[-1]
    assert window.pages.currentWidget() is window.start_screen


def test_a_file_where_the_data_folder_should_be(qtbot, room):
    room.mkdir(parents=True, exist_ok=True)
    (room / "data").write_text("not a folder", encoding="utf-8")
    window = shown_window(qtbot)
    qtbot.waitUntil(lambda: bool(window.messages))
    assert "is a file, not a folder" in window.messages[0]
    window.start_game("nines", ai_seats(4), seed=1)
    play_some(qtbot, window, 4)
    assert "is a file, not a folder" in window.save_problem()
    window.close()


def test_temporary_files_left_by_a_kill_are_removed_at_start(qtbot):
    folder = paths.data_dir()
    left = [folder / f"autosave.json{tag}.tmp" for tag in (".a1b2", ".zz_9", "old9x")]
    for path in left:
        path.write_text("{half", encoding="utf-8")
    other = folder / "notes.tmp"
    other.write_text("mine", encoding="utf-8")
    shown_window(qtbot)
    assert not any(path.exists() for path in left) and other.exists()


@pytest.mark.skipif(sys.platform == "win32", reason="Windows cannot sync a folder")
def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real = os.fsync

    def spy(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real(fd)

    monkeypatch.setattr(atomic_file.os, "fsync", spy)
    autosave.write_atomic(tmp_path / "save.json", {"a": 1})
    assert synced == [False, True]  # the file, then its folder
    assert json.loads((tmp_path / "save.json").read_text()) == {"a": 1}
