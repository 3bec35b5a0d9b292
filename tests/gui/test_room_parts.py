"""The room's parts stand on their own: none imports the main window (not even for its
types), and each works with what it is given, a plain widget and a few callables."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtWidgets import QMainWindow

from gui.room.info_bar import InfoBar
from gui.room.room_menus import REPLAY_STEPS, MenuCommands, RoomMenus
from gui.room.table_host import GamePage

ROOT = Path(__file__).resolve().parents[2]
PARTS = ("gui/coach/install.py", "gui/room/info_bar.py", "gui/lessons/__init__.py",
         "gui/lessons/menu.py", "gui/room/record_actions.py", "gui/room/room_menus.py",
         "gui/room/save_notices.py", "gui/room/table_host.py", "gui/room/thinking_status.py",
         "gui/room/undo_actions.py", "gui/room/unfinished_games.py")


def imported(path: Path) -> set[str]:
    """Every module `path` imports, TYPE_CHECKING blocks and functions included."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_no_part_of_the_room_imports_the_main_window():
    assert all((ROOT / part).is_file() for part in PARTS)
    assert {part for part in PARTS if "gui.room.main_window" in imported(ROOT / part)} == set()


def recording_commands(calls: list[tuple[str, object]]) -> MenuCommands:
    def called(name: str):
        return lambda *args: calls.append((name, args[0] if args else None))

    return MenuCommands(**{name: called(name) for name in MenuCommands.__dataclass_fields__})


def test_the_menus_call_the_commands_they_are_given(qtbot):
    owner, page, calls = QMainWindow(), GamePage(), []
    qtbot.addWidget(owner)
    qtbot.addWidget(page)
    menus = RoomMenus(owner, owner.menuBar(), recording_commands(calls), page.replay_buttons,
                      page.all_hands_button)
    menus.retranslate()
    menus.act_new.trigger()
    menus.act_rules_nines.trigger()
    menus.replay_actions[1].trigger()
    page.replay_buttons[3].click()
    page.all_hands_button.click()
    assert calls == [("new_game", None), ("rules_of", "nines"), ("replay_go", "back"),
                     ("replay_go", REPLAY_STEPS[3]), ("all_hands", True)]
    assert menus.act_new in owner.actions()  # its keys work in full screen too
    assert page.replay_buttons[1].toolTip() == "One move back (Left)"


def test_the_bar_words_no_game_and_names_the_window(qtbot):
    owner, page = QMainWindow(), GamePage()
    qtbot.addWidget(owner)
    qtbot.addWidget(page)
    menus = RoomMenus(owner, owner.menuBar(), recording_commands([]), page.replay_buttons,
                      page.all_hands_button)
    info = InfoBar(page, menus, lambda: None, str.upper)
    titles: list[str] = []
    info.title_changed.connect(titles.append)
    info.update_title()
    info.update()
    assert titles == ["Herna"]
    assert not menus.act_hint.isEnabled() and not menus.act_export.isEnabled()
    assert not menus.replay_menu.isEnabled() and not page.start_button.isVisibleTo(page)
