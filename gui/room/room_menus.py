"""The room's menu bar: Game, View, Settings and Help, their actions and shortcuts (in
full screen too), the replay entries that share their keys with the replay bar's buttons
(whose clicks they share too), and the texts of all of them in the player's language.

What the entries do is the room's: `MenuCommands`, the callables the main window gives."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QPushButton, QWidget

from gui.room.help_dialog import show_about
from gui.services.settings import SPEEDS, settings

REPLAY_STEPS = ("first", "back", "forward", "last")  # the replay bar's buttons, in order
NATIVE = QKeySequence.SequenceFormat.NativeText


@dataclass(frozen=True)
class MenuCommands:
    """What the room's entries do (the about box and the settings' own entries are the
    menus')."""

    new_game: Callable[[], object]
    host_table: Callable[[], object]  # network play: host a table for friends
    join_table: Callable[[], object]  # join a friend's table
    lobby: Callable[[], object]  # the network table's lobby
    leave_table: Callable[[], object]  # leave (or, hosting, close) the network table
    continue_game: Callable[[], object]  # the last played
    continue_other: Callable[[int], object]  # the saved game after the last played (0: the
    # second saved, 1: the third)
    open_record: Callable[[], object]
    export_record: Callable[[], object]
    statistics: Callable[[], object]
    hint: Callable[[], object]
    start: Callable[[], object]  # back to the start screen
    replay_go: Callable[[str], object]  # one of REPLAY_STEPS
    all_hands: Callable[[bool], object]  # in a replay: every hand face up, or not
    quit: Callable[[], object]
    full_screen: Callable[[], object]  # in, or out
    preferences: Callable[[], object]
    rules: Callable[[], object]  # of the game on the table
    rules_of: Callable[[str], object]  # of "royal", "nines" or "tiengow"


class RoomMenus(QObject):
    """The menus in `bar` and their actions, which `owner` holds (its shortcuts work in
    full screen too) and which call `commands`; the replay bar's `replay_buttons` (in the
    order of REPLAY_STEPS) and `all_hands_button` go with the replay entries."""

    def __init__(self, owner: QWidget, bar: QMenuBar, commands: MenuCommands,
                 replay_buttons: Sequence[QPushButton], all_hands_button: QPushButton):
        super().__init__(owner)
        self._owner = owner
        self._replay_buttons = tuple(replay_buttons)
        self._all_hands_button = all_hands_button
        self.hosting = False  # at a network table this Herna hosts (set_hosting)
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self._game_actions(commands)
        self._view_actions(commands)
        self.act_settings = self._action(self.settings_menu, "settings", commands.preferences,
                                         "Ctrl+,")
        key = QKeySequence.StandardKey
        self.act_rules = self._action(self.help_menu, "rules", commands.rules,
                                      key.HelpContents)
        self.act_rules_royal = self._action(self.help_menu, "rules_royal",
                                            lambda: commands.rules_of("royal"), "Ctrl+F1")
        self.act_rules_nines = self._action(self.help_menu, "rules_nines",
                                            lambda: commands.rules_of("nines"), "Shift+F1")
        self.act_rules_tiengow = self._action(self.help_menu, "rules_tiengow",
                                              lambda: commands.rules_of("tiengow"), "Ctrl+Shift+F1")
        self.help_menu.addSeparator()
        self.act_about = self._action(self.help_menu, "about", lambda: show_about(owner))
        for button, step in zip(self._replay_buttons, REPLAY_STEPS, strict=True):
            button.clicked.connect(lambda _=False, s=step: commands.replay_go(s))
        all_hands_button.toggled.connect(commands.all_hands)
        settings().changed.connect(self._setting_changed)

    def _action(self, menu: QMenu, name: str, slot: Callable[..., Any],
                keys: Any = None) -> QAction:
        action = QAction(self._owner)
        action.setObjectName(name)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        action.triggered.connect(slot)
        menu.addAction(action)
        self._owner.addAction(action)  # shortcuts work in full screen too
        return action

    def _game_actions(self, commands: MenuCommands) -> None:
        menu, key = self.game_menu, QKeySequence.StandardKey
        self.act_new = self._action(menu, "new", commands.new_game, key.New)
        self.act_continue = self._action(menu, "continue", commands.continue_game, "Ctrl+R")
        self.act_continue_others = [  # the other saved games (Continue: the last played)
            self._action(menu, name, lambda _=False, i=i: commands.continue_other(i))
            for i, name in enumerate(("continue_other", "continue_third"))]
        self.act_continue_other = self.act_continue_others[0]
        menu.addSeparator()
        self.act_host = self._action(menu, "host_table", commands.host_table)
        self.act_join = self._action(menu, "join_table", commands.join_table, "Ctrl+J")
        self.act_lobby = self._action(menu, "lobby", commands.lobby, "Ctrl+L")
        self.act_leave = self._action(menu, "leave_table", commands.leave_table)
        for action in (self.act_lobby, self.act_leave):  # only at a network table
            action.setVisible(False)
        menu.addSeparator()
        self.act_open = self._action(menu, "open", commands.open_record, key.Open)
        self.act_export = self._action(menu, "export", commands.export_record, "Ctrl+E")
        self.act_stats = self._action(menu, "statistics", commands.statistics, "Ctrl+I")
        menu.addSeparator()
        self.act_hint = self._action(menu, "hint", commands.hint, "Ctrl+H")
        self.act_start = self._action(menu, "start", commands.start, "Ctrl+Home")
        self.replay_menu = menu.addMenu("")
        self.replay_actions = [  # enabled only in a replay: in play these keys are the table's
            self._action(self.replay_menu, f"replay_{step}",
                         lambda _=False, s=step: commands.replay_go(s), keys)
            for step, keys in zip(REPLAY_STEPS, ("Home", "Left", "Right", "End"), strict=True)]
        self.replay_menu.addSeparator()
        self.act_all_hands = self._action(self.replay_menu, "replay_all_hands",
                                          commands.all_hands, "A")
        self.act_all_hands.setCheckable(True)
        self.replay_actions.append(self.act_all_hands)
        menu.addSeparator()
        self.act_quit = self._action(menu, "quit", commands.quit, key.Quit)
        self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))

    def _view_actions(self, commands: MenuCommands) -> None:
        owner = self._owner
        self.act_full = self._action(self.view_menu, "fullscreen", commands.full_screen)
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)  # may be empty
        self.act_full.setShortcuts([*keys, *([] if QKeySequence("F11") in keys
                                              else [QKeySequence("F11")])])
        self.act_full.setCheckable(True)
        self.act_leave_full = QAction(owner, enabled=False)  # Esc, only in full screen
        self.act_leave_full.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.act_leave_full.triggered.connect(commands.full_screen)
        owner.addAction(self.act_leave_full)
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for i, speed in enumerate(SPEEDS):
            action = QAction(owner, checkable=True)
            action.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            action.triggered.connect(lambda _=False, s=speed: self._set_speed(s))
            self.speed_group.addAction(action)
            self.speed_menu.addAction(action)
            owner.addAction(action)
            self.speed_actions[speed] = action
        self.speed_actions[settings().animation_speed].setChecked(True)
        self.act_sound = self._action(self.view_menu, "sound",
                                      lambda on: setattr(settings(), "sound_muted", not on))
        self.act_sound.setCheckable(True)
        self.act_sound.setChecked(not settings().sound_muted)

    def set_hosting(self, hosting: bool) -> None:
        """At a table we host, leaving it closes it: the menu says so."""
        self.hosting = hosting
        self.retranslate()

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_host.setText(self.tr("Hos&t a table…"))
        self.act_join.setText(self.tr("&Join a table…"))
        self.act_lobby.setText(self.tr("Table &lobby"))
        self.act_leave.setText(self.tr("Clos&e your table") if self.hosting
                               else self.tr("Lea&ve the table"))
        self.act_open.setText(self.tr("&Open a record to replay…"))
        self.act_export.setText(self.tr("&Export the record…"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_stats.setText(self.tr("&Statistics…"))
        self.act_start.setText(self.tr("&Back to the start screen"))
        self.replay_menu.setTitle(self.tr("&Replay"))
        self._retranslate_replay()
        self.act_quit.setText(self.tr("&Quit"))
        self.act_full.setText(self.tr("&Full screen"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        for speed, text in zip(SPEEDS, (self.tr("&Slow"), self.tr("&Normal"),
                                        self.tr("&Fast"), self.tr("&Instant")), strict=True):
            self.speed_actions[speed].setText(text)
        self.act_sound.setText(self.tr("&Sound"))
        self.act_settings.setText(self.tr("&Preferences…"))
        self.act_rules.setText(self.tr("Rules of the &game on the table"))
        self.act_rules_royal.setText(self.tr("Rules of &Royal Domino"))
        self.act_rules_nines.setText(self.tr("Rules of &Nines and Heavens"))
        self.act_rules_tiengow.setText(self.tr("Rules of classic &Tien Gow"))
        self.act_about.setText(self.tr("&About Herna"))

    def _retranslate_replay(self) -> None:
        """The replay entries, and the replay bar's buttons that name their keys."""
        texts = (self.tr("To the &start"), self.tr("One move &back"),
                 self.tr("One move &forward"), self.tr("To the &end"))
        steps = self.replay_actions[: len(REPLAY_STEPS)]
        for action, button, text in zip(steps, self._replay_buttons, texts, strict=True):
            action.setText(text)
            button.setToolTip(f"{text.replace('&', '')} ({action.shortcut().toString()})")
        self.act_all_hands.setText(self.tr("Show &all hands"))
        self._all_hands_button.setText(self.tr("All hands"))
        self._all_hands_button.setToolTip(
            self.tr("Show every player's hand face up (%1)").replace(
                "%1", self.act_all_hands.shortcut().toString(NATIVE)))

    def _setting_changed(self, key: str) -> None:
        if key == "animation_speed":
            self.speed_actions[settings().animation_speed].setChecked(True)
        elif key == "sound_muted":
            self.act_sound.setChecked(not settings().sound_muted)

    def _set_speed(self, speed: str) -> None:
        settings().animation_speed = speed
