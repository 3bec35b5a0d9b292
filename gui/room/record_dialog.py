"""The file dialogs for records (open, export): native where the platform has one, else
Qt's own, sized so that no column is cut off, starting in the folder used last. Records
are exported as NAME.herna (the file type the desktop and the Windows installer give
Herna); older ones, and saves, are .json files, which open as well."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QSplitter, QTreeView, QWidget

from gui.services import paths
from gui.services.settings import settings

FILE_DIALOG_SIZE = (860, 540)  # Qt's own file dialog: room for every column
FILE_DIALOG_SIDEBAR = 170
RECORD_SUFFIX = "herna"  # application/x-herna-record (resources/desktop/cz.herna.herna.xml)


def records_folder() -> Path:
    """Where the file dialogs start: the folder used last, else Documents (or home)."""
    remembered = settings().records_folder
    if remembered and Path(remembered).is_dir():
        return Path(remembered)
    return paths.records_dir()


def _file_list_header(dialog: QFileDialog) -> QHeaderView | None:
    """The header of Qt's own dialog's detailed file list (a native dialog has none)."""
    tree = dialog.findChild(QTreeView, "treeView")
    return tree.header() if tree is not None else None


def fit_file_dialog(dialog: QFileDialog) -> None:
    """Give Qt's own file dialog a size where no column is cut off: the size, type and
    date as wide as their texts, the name taking the rest. A native dialog sizes itself."""
    area = dialog.screen().availableGeometry()
    width = min(FILE_DIALOG_SIZE[0], area.width() * 9 // 10)
    dialog.resize(width, min(FILE_DIALOG_SIZE[1], area.height() * 8 // 10))
    header = _file_list_header(dialog)
    if header is not None:
        header.setStretchLastSection(False)
        for column in range(header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == 0
                                        else QHeaderView.ResizeMode.ResizeToContents)
    splitter = dialog.findChild(QSplitter, "splitter")
    if splitter is not None:
        splitter.setSizes([FILE_DIALOG_SIDEBAR, width - FILE_DIALOG_SIDEBAR])


def release_file_dialog(dialog: QFileDialog) -> None:
    """Before the dialog goes: Qt stores its columns for every program's file dialogs, so
    they keep their fitted widths but become freely resizable again."""
    header = _file_list_header(dialog)
    if header is not None:
        for column in range(header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)


def free_name(folder: Path, stem: str) -> str:
    """A record file name in `folder` that no file has yet: STEM.herna, else
    STEM-2.herna..."""
    name, number = f"{stem}.{RECORD_SUFFIX}", 1
    while (folder / name).exists():
        number += 1
        name = f"{stem}-{number}.{RECORD_SUFFIX}"
    return name


def build(parent: QWidget, title: str, name_filter: str, save: bool,
          name: str = "") -> QFileDialog:
    """The dialog that asks for a record to open, or where to save one (suggesting
    `name`)."""
    dialog = QFileDialog(parent, title)
    dialog.setDirectory(str(records_folder()))
    dialog.setNameFilter(name_filter)
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(RECORD_SUFFIX)
        dialog.selectFile(name)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    fit_file_dialog(dialog)
    return dialog


def choose(dialog: QFileDialog) -> str | None:
    """Run `dialog`: the file chosen (None: cancelled); its folder is offered next time."""
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return None
        path = dialog.selectedFiles()[0]
    finally:
        release_file_dialog(dialog)
        dialog.deleteLater()
    settings().records_folder = str(Path(path).parent)
    return path
