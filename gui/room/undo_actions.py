"""Game ▸ Undo and Redo with the Undo button under the table, and View ▸ Computer pace
(the Settings' thinking time and pause as menu choices, kept in step with them).

Undo is offered only in a game against computers; while it cannot be used its entry is
greyed and its status tip (and the button's tooltip) says why, worded from the
controller's reason code, and its keys say it in the status line (a greyed action's keys
would do nothing, without a word)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from gui.room.table_host import RoomController
from gui.services.settings import PACES, PAUSES, settings

NATIVE = QKeySequence.SequenceFormat.NativeText


class UndoActions(QObject):
    """The undo and pace entries of `window`'s menus and the bar's `button`; the Game
    menu's entries go before `before`."""

    def __init__(self, window: QWidget, game_menu: QMenu, before: QAction, view_menu: QMenu,
                 button: QPushButton, show_status: Callable[[str], None]):
        super().__init__(window)
        self._controller: RoomController | None = None
        self._button = button
        self._show_status = show_status
        undo_keys = [QKeySequence("Ctrl+Z")]
        redo_keys = [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
        self.act_undo = self._action(window, "undo", self.undo, undo_keys)
        self.act_redo = self._action(window, "redo", self.redo, redo_keys)
        # the same keys while the entry is greyed: why not, in the status line
        self._undo_why = self._why_keys(window, undo_keys, self.act_undo)
        self._redo_why = self._why_keys(window, redo_keys, self.act_redo)
        game_menu.insertActions(before, [self.act_undo, self.act_redo])
        game_menu.insertSeparator(before)
        game_menu.setToolTipsVisible(True)  # a greyed entry's reason, as its tooltip too
        button.clicked.connect(self.undo)
        self.pace_menu = view_menu.addMenu("")
        self.pace_menu.setObjectName("paceMenu")
        self.pace_actions = self._choices(window, "computer_pace", PACES)
        self.pace_menu.addSeparator()
        self.pause_actions = self._choices(window, "computer_pause", PAUSES)
        settings().changed.connect(self._setting_changed)
        self.refresh()

    def _action(self, window: QWidget, name: str, slot: Callable[[], object],
                keys: list[QKeySequence]) -> QAction:
        action = QAction(window)
        action.setObjectName(name)
        action.setShortcuts(keys)
        action.triggered.connect(lambda _=False: slot())
        window.addAction(action)  # the keys work in full screen too
        return action

    def _why_keys(self, window: QWidget, keys: list[QKeySequence], action: QAction,
                  ) -> list[QShortcut]:
        """Shortcuts on `keys` that show `action`'s status tip (its reason while greyed);
        `refresh` enables them only while the action is greyed (both at once would be
        ambiguous, and neither would fire)."""
        shortcuts = []
        for key in keys:
            shortcut = QShortcut(key, window)
            shortcut.activated.connect(lambda a=action: self._show_status(a.statusTip()))
            shortcuts.append(shortcut)
        return shortcuts

    def _choices(self, window: QWidget, key: str, values: tuple[str, ...],
                 ) -> dict[str, QAction]:
        group = QActionGroup(self)
        actions = {}
        for value in values:
            action = QAction(window, checkable=True)
            action.setObjectName(f"{key}_{value}")
            action.triggered.connect(lambda _=False, v=value: setattr(settings(), key, v))
            group.addAction(action)
            self.pace_menu.addAction(action)
            actions[value] = action
        actions[getattr(settings(), key)].setChecked(True)
        return actions

    def set_controller(self, controller: RoomController | None) -> None:
        """Follow the game on the table (None: no game)."""
        self._controller = controller
        if controller is not None:
            for signal in (controller.game_started, controller.events_applied,
                           controller.human_to_move, controller.ai_thinking,
                           controller.game_over, controller.match_over,
                           controller.viewer_changed):
                signal.connect(lambda *_, ctl=controller: self._refresh_for(ctl))
        self.refresh()

    def _refresh_for(self, controller: RoomController) -> None:
        if controller is self._controller:
            self.refresh()

    # --- commands -------------------------------------------------------------------

    def undo(self) -> bool:
        ctl = self._controller
        if ctl is None or not ctl.undo():
            return False
        self._show_status(self.tr("Your last move was taken back."))
        return True

    def redo(self) -> bool:
        ctl = self._controller
        if ctl is None or not ctl.redo():
            return False
        self._show_status(self.tr("The moves taken back were played again."))
        return True

    # --- state and texts ------------------------------------------------------------

    def _blocked(self) -> str | None:
        return "no_game" if self._controller is None else self._controller.undo_blocked()

    def _worded(self, code: str | None) -> str | None:
        if code is None:
            return None
        if code == "start":
            ctl = self._controller
            return (self.tr("Nothing to undo: you have had no choice to make in this deal "
                            "yet (a forced move is not taken back).")
                    if ctl is not None and ctl.game == "royal"
                    else self.tr("Nothing to undo: you have had no choice to make in this "
                                 "game yet (a forced move is not taken back)."))
        return {
            "no_game": self.tr("No game is on the table."),
            "replay": self.tr("Moves are taken back in a game in play, not in a replay."),
            "hot_seat": self.tr("Not when several people play at one computer: taking a "
                                "move back would show what they hold."),
            "computers": self.tr("Only computers play this game: there is no move of "
                                 "yours to take back."),
            "over": self.tr("The game is over."),
            "network": self.tr("Not at a network table: the moves played there are the "
                               "whole table's."),
        }.get(code, code)

    def refresh(self) -> None:
        ctl = self._controller
        blocked = self._blocked()
        why = self._worded(blocked)
        tip = why or self.tr("Take back your last move and the computers' moves after it "
                             "(%1)").replace("%1", self.act_undo.shortcut().toString(NATIVE))
        for target in (self.act_undo, self._button):
            target.setEnabled(why is None)
            target.setStatusTip(tip)
            target.setToolTip(tip)
        # the button is there while a game against computers is played
        self._button.setVisible(blocked in (None, "start"))
        redo = ctl is not None and ctl.can_redo()
        redo_tip = (self.tr("Play again the moves you took back (%1)").replace(
            "%1", self.act_redo.shortcut().toString(NATIVE)) if redo else
            why if why is not None and blocked != "start" else  # no undo here at all
            self.tr("Nothing to redo: no move was taken back, or another was played since."))
        self.act_redo.setEnabled(redo)
        self.act_redo.setStatusTip(redo_tip)
        self.act_redo.setToolTip(redo_tip)
        for shortcuts, action in ((self._undo_why, self.act_undo),
                                  (self._redo_why, self.act_redo)):
            for shortcut in shortcuts:
                shortcut.setEnabled(not action.isEnabled())

    def retranslate(self) -> None:
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("Re&do"))
        self._button.setText(self.tr("Undo"))
        self.pace_menu.setTitle(self.tr("Computer &pace"))
        for value, text in zip(PACES, (self.tr("&Quick thinking"), self.tr("&Normal thinking"),
                                       self.tr("&Thorough thinking")), strict=True):
            self.pace_actions[value].setText(text)
        for value, text in zip(PAUSES, (self.tr("N&o pause"), self.tr("&Short pause"),
                                        self.tr("Nor&mal pause"), self.tr("&Long pause")),
                               strict=True):
            self.pause_actions[value].setText(text)
        self.refresh()

    def _setting_changed(self, key: str) -> None:
        if key == "computer_pace":
            self.pace_actions[settings().computer_pace].setChecked(True)
        elif key == "computer_pause":
            self.pause_actions[settings().computer_pause].setChecked(True)
