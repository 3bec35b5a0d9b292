"""Open and Export: where the file dialogs start, what they remember, their size and
language (Qt's own dialog: the offscreen platform has no native one)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QLineEdit, QTreeView
from room_helpers import ai_seats, answer_file_dialog, held_back

from gui.services import paths
from gui.services.settings import settings


def finished_nines(window, qtbot) -> None:
    window.start_game("nines", ai_seats(4), {"match_games": 1}, seed=12)
    with qtbot.waitSignal(window.controller.game_over, timeout=60_000):
        pass


def folder_of(dialog) -> Path:
    return Path(dialog.directory().absolutePath())


def name_box(dialog) -> str:
    return dialog.findChild(QLineEdit, "fileNameEdit").text()


def test_records_are_offered_in_documents_else_home(room, tmp_path, monkeypatch):
    home = tmp_path / "my home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))  # no user-dirs.dirs
    paths.use_root(None)
    try:
        assert paths.records_dir() == home  # not the program's working folder
        (home / "Documents").mkdir()
        assert paths.records_dir() == home / "Documents"
    finally:
        paths.use_root(room)


def test_export_then_open_start_in_the_folder_used_last(window, qtbot, tmp_path):
    finished_nines(window, qtbot)
    target = tmp_path / "my records" / "match.json"
    target.parent.mkdir()
    seen = []

    def export(dialog):
        seen.append((folder_of(dialog), name_box(dialog)))
        dialog.selectFile(str(target))
        dialog.accept()

    answered = answer_file_dialog(export)
    window.menus.act_export.trigger()
    assert answered and seen == [(paths.records_dir(), "herna-nines-1.herna")]
    assert json.loads(target.read_text(encoding="utf-8"))["game"] == "nines"
    assert settings().records_folder == str(target.parent)

    def open_(dialog):
        seen.append((folder_of(dialog), name_box(dialog)))
        dialog.selectFile(str(target))
        dialog.accept()

    answer_file_dialog(open_)
    window.menus.act_open.trigger()
    assert seen[1] == (target.parent, "")  # the folder, and no name typed in for you
    assert window.controller.phase == "replay"


def test_open_falls_back_when_the_folder_used_last_is_gone(window, qtbot, tmp_path):
    settings().records_folder = str(tmp_path / "deleted since")
    seen = []
    answer_file_dialog(lambda dialog: seen.append((folder_of(dialog), name_box(dialog))))
    assert not window.open_record()  # cancelled
    assert seen == [(paths.records_dir(), "")]
    assert window.controller is None


def loaded_dialog(window, qtbot, folder: Path):
    """The Open dialog showing `folder` (new) with its file list filled in."""
    folder.mkdir()
    for i in range(3):
        (folder / f"herna-royal-{i}.json").write_text("x" * 10_400 * (i + 1))
    (folder / "a folder").mkdir()
    settings().records_folder = str(folder)
    dialog = window.records.record_file_dialog(save=False)
    qtbot.addWidget(dialog)
    dialog.show()
    tree = dialog.findChild(QTreeView, "treeView")
    assert tree is not None, "Qt's own dialog expected offscreen"
    model, root = tree.model(), tree.rootIndex()
    qtbot.waitUntil(lambda: model.rowCount(root) == 4
                    and all(model.index(r, 2, root).data() for r in range(4)), timeout=10_000)
    return dialog, tree


def test_no_column_of_the_file_list_is_cut_off(window, qtbot, tmp_path):
    dialog, tree = loaded_dialog(window, qtbot, tmp_path / "records")
    assert dialog.width() >= 700
    header = tree.header()
    for column in (1, 2, 3):  # size, type, date: as wide as their texts
        qtbot.waitUntil(lambda c=column: header.sectionSize(c) >= tree.sizeHintForColumn(c),
                        timeout=5000)
    name_width = tree.fontMetrics().horizontalAdvance("herna-royal-0.json")
    assert header.sectionSize(0) > name_width
    dialog.reject()


def test_qt_file_dialog_speaks_czech(window, qtbot, tmp_path):
    settings().language = "cs"
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == "&Hra")
    dialog, tree = loaded_dialog(window, qtbot, tmp_path / "records")
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] == "&Hledat v:"
    assert labels["fileNameLabel"] == "Název &souboru:"
    assert labels["fileTypeLabel"] == "Soubory &typu:"
    model, root = tree.model(), tree.rootIndex()
    types = {model.index(r, 0, root).data(): model.index(r, 2, root).data()
             for r in range(model.rowCount(root))}
    assert types["a folder"] == "Složka"
    assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder",
                                      "All other platforms") == "Složka"
    dialog.reject()


def test_an_export_never_suggests_a_file_that_exists(tmp_path):
    from gui.room.record_dialog import free_name

    assert free_name(tmp_path, "herna-royal-1") == "herna-royal-1.herna"
    (tmp_path / "herna-royal-1.herna").write_text("{}")
    assert free_name(tmp_path, "herna-royal-1") == "herna-royal-1-2.herna"
    (tmp_path / "herna-royal-1-2.herna").write_text("{}")
    assert free_name(tmp_path, "herna-royal-1") == "herna-royal-1-3.herna"


def test_an_export_from_the_menu_is_confirmed_and_nothing_moves_meanwhile(window, qtbot):
    """The computers wait during the file dialog and while the confirmation is open."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    window.start_game("royal", ai_seats(4), {}, seed=3)
    ctl = window.controller
    qtbot.waitUntil(lambda: ctl.move_count() > 3, timeout=30_000)
    counts, chosen = [], []

    def export(dialog):
        counts.append(ctl.move_count())
        assert held_back(qtbot, ctl)  # the next move came due and waits
        counts.append(ctl.move_count())
        dialog.accept()  # the name it suggests
        chosen.extend(dialog.selectedFiles())

    answer_file_dialog(export)
    window.menus.act_export.trigger()
    assert counts[0] == counts[1]
    target = Path(chosen[0])
    assert json.loads(target.read_text(encoding="utf-8"))["game"] == "royal"
    boxes = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.isVisible()]
    assert len(boxes) == 1 and f"Record saved to {target}" in boxes[0].text()
    held = ctl.move_count()
    assert held_back(qtbot, ctl)
    assert ctl.move_count() == held  # still waiting for the player to read it
    boxes[0].accept()
    qtbot.waitUntil(lambda: ctl.move_count() > held + 3, timeout=30_000)
