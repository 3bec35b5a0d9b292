"""Records and replays: open a record file and replay it, replay one from the history,
step through a replay and show every hand, export the record of the game on the table,
and the file dialogs they ask with; a file given to the program (`herna FILE`, a
double-click) is replayed, or, when it is a save, offered to be continued. A record or
save is untrusted input: one that cannot be read or breaks the rules is refused with a
message."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QWidget

from core.errors import RecordError
from core.match import Match
from core.net.table_config import NET_KEY
from core.records import parse, read_bytes
from core.save_data import SAVE_KEY
from gui.play import autosave
from gui.play.controller import GameController
from gui.room import record_dialog
from gui.room.save_notices import Inform
from gui.room.table_host import RoomController
from gui.room.unfinished_games import player_names
from gui.services import paths
from gui.table import reasons


@dataclass(frozen=True)
class SaveHooks:
    """What continuing a save given as a file needs of the room: `ask(title, text)` asks
    yes or no, `confirm_abandon(game)` asks before the save replaces that game's
    unfinished one, `continue_game(game)` continues the game's save (False: it could
    not), `game_name(game)` names a game."""

    ask: Callable[[str, str], bool]
    confirm_abandon: Callable[[str], bool]
    continue_game: Callable[[str], bool]
    game_name: Callable[[str], str]


class RecordActions(QObject):
    """Records and replays over `parent` (the dialogs', and the replays' controllers'):
    `attach` puts a replay's controller on the table, `controller()` is the one on it
    (None: none), `inform` and `show_status` tell the player, `holding()` keeps the
    computers waiting while a file dialog is open, `saved_games()` are the unfinished
    games (None: a broken save) that `continue_action` brings back. `hands_shown`: a
    replay now shows every hand, or only the shown seat's."""

    hands_shown = Signal()

    def __init__(self, parent: QWidget, *, attach: Callable[[GameController], None],
                 controller: Callable[[], RoomController | None], inform: Inform,
                 show_status: Callable[[str], None],
                 holding: Callable[[], AbstractContextManager[None]],
                 saved_games: Callable[[], Mapping[str, object]], continue_action: QAction):
        super().__init__(parent)
        self._parent = parent
        self._attach = attach
        self._controller = controller
        self._inform = inform
        self._show_status = show_status
        self._holding = holding
        self._saved_games = saved_games
        self._continue = continue_action

    def open_record(self, path: str | None = None) -> bool:
        """Replay the record in `path` (None: ask for it). An unfinished game keeps its
        save: Continue brings it back after the replay."""
        if path is None:
            path = self.choose_record_file(save=False)
            if not path:
                return False
        try:
            data = read_bytes(Path(path))
        except OSError as exc:
            self._inform(self.tr("Cannot open the record"), reasons.read_problem(exc.errno),
                         reasons.file_detail(exc), warning=True)
            return False
        except RecordError as exc:  # too big to be a record
            self._not_a_record(exc)
            return False
        return self.replay_record(data)

    def open_file(self, path: str, room: SaveHooks) -> bool:
        """Open a file given to the program: a record is replayed; a save (a record with
        the room's data) is offered to be continued. One that is neither, or broken, is
        refused with a message. True when a replay or the saved game is on the table."""
        try:
            record = parse(read_bytes(Path(path)))
        except OSError as exc:
            self._inform(self.tr("Cannot open the record"), reasons.read_problem(exc.errno),
                         reasons.file_detail(exc), warning=True)
            return False
        except RecordError as exc:
            self._not_a_record(exc)
            return False
        if SAVE_KEY not in record:
            return self.replay_record(record)
        return self._continue_save(Path(path), record, room)

    def _continue_save(self, path: Path, save: dict[str, Any], room: SaveHooks) -> bool:
        """Offer to continue the save `save` read from `path`: once the player agrees, it
        becomes its game's unfinished game (the file itself is left as it is) and
        Continue brings it to the table. A broken save is refused and left alone."""
        try:
            match = Match.from_save(save)  # the whole record replayed and checked
        except RecordError as exc:  # SaveError too
            self._inform(self.tr("The saved game cannot be continued"),
                         self.tr("The file is damaged or not a game saved by Herna.") + " "
                         + reasons.file_problem(exc), reasons.file_detail(exc), warning=True)
            return False
        game = match.game
        own = paths.autosave_file(game)
        same = _same_file(path, own)
        if NET_KEY in save and not same:
            self._inform(self.tr("The saved game cannot be continued"),
                         self.tr("The file holds a table hosted for friends over the "
                                 "network. Such a game is continued only from the save "
                                 "Herna keeps itself: Continue on the start screen."),
                         warning=True)
            return False
        summary = self.tr("%1 with %2").replace("%1", room.game_name(game)).replace(
            "%2", player_names(save))
        if not room.ask(self.tr("Continue the saved game?"),
                        self.tr("The file %1 holds an unfinished game: %2. Continue it?")
                        .replace("%1", path.name).replace("%2", summary)):
            return False
        if not same:
            if not room.confirm_abandon(game):
                return False
            try:  # the match's own save of it: its names made safe, as it plays them
                autosave.write_atomic(own, match.save_data(match.saved_viewer))
            except (OSError, ValueError) as exc:
                self._inform(self.tr("The saved game cannot be continued"),
                             self.tr("Herna cannot save the game: %1.").replace(
                                 "%1", autosave.failure_text(exc)), warning=True)
                return False
        return room.continue_game(game)

    def replay_record(self, record: dict[str, Any] | bytes) -> bool:
        """Replay a record (a file's bytes, or one from the history); False when it is
        not a record or breaks the rules. An unfinished game keeps its save."""
        try:
            record = parse(record) if isinstance(record, bytes) else record
            controller = GameController.replay(record, parent=self._parent)
        except RecordError as exc:
            self._not_a_record(exc)
            return False
        self._attach(controller)
        controller.resume()
        if any(save is not None for save in self._saved_games().values()):
            self._show_status(self.tr("Your unfinished game is saved: Continue (%1) brings "
                                      "it back.").replace(
                "%1", self._continue.shortcut().toString(
                    QKeySequence.SequenceFormat.NativeText)))
        return True

    def replay_go(self, step: str) -> None:
        """In a replay: go to the "first" or "last" position, or one move "back" or
        "forward"."""
        ctl = self._controller()
        if not isinstance(ctl, GameController) or ctl.phase != "replay":
            return
        if step in ("back", "forward"):
            ctl.replay_step(-1 if step == "back" else 1)
        else:
            ctl.replay_seek(0 if step == "first" else ctl.replay_position()[1])

    def show_all_hands(self, on: bool) -> None:
        """In a replay: every player's hand face up (on) or only the shown seat's."""
        ctl = self._controller()
        if isinstance(ctl, GameController) and ctl.phase == "replay":
            ctl.set_show_all(bool(on))
            self.hands_shown.emit()

    def _not_a_record(self, exc: RecordError) -> None:
        if exc.code == "not_file":  # no file at all: the reason alone says it
            self._inform(self.tr("Cannot open the record"), reasons.file_problem(exc),
                         reasons.file_detail(exc), warning=True)
            return
        self._inform(self.tr("Cannot open the record"),
                     self.tr("This file is not a record Herna can replay.") + " "
                     + reasons.file_problem(exc), reasons.file_detail(exc), warning=True)

    def export_record(self, path: str | None = None) -> bool:
        ctl = self._controller()
        if ctl is None:
            self._inform(self.tr("Export the record"), self.tr("No game is on the table."))
            return False
        record = ctl.record() if isinstance(ctl, GameController) else ctl.public_record()
        if record is None:  # a network seat's record comes from the host
            self._inform(self.tr("Export the record"),
                         self.tr("The host sends the record of a network game when the "
                                 "game ends or the table closes."))
            return False
        if (isinstance(ctl, GameController) and ctl.hot_seat and ctl.phase != "replay"
                and record.get("finished") is not True):  # it lists every hand
            self._inform(self.tr("Export the record"),
                         self.tr("Several people play this game at this computer, and its "
                                 "record shows every hand: it can be exported once the game "
                                 "is over."))
            return False
        interactive = path is None
        if path is None:
            name = record_dialog.free_name(record_dialog.records_folder(),
                                           f"herna-{ctl.game}-{ctl.game_number()}")
            path = self.choose_record_file(save=True, name=name)
            if not path:
                return False
        try:
            autosave.write_atomic(Path(path), record, indent=1)
        except (OSError, ValueError) as exc:
            self._inform(self.tr("Export the record"),
                         self.tr("The record cannot be written: %1.").replace(
                             "%1", autosave.failure_text(exc)), warning=True)
            return False
        saved = self.tr("Record saved to %1").replace("%1", path)
        self._show_status(saved)
        if interactive:  # the table's own status line would cover the status bar at once
            self._inform(self.tr("Export the record"), saved)
        return True

    def record_file_dialog(self, save: bool, name: str = "") -> QFileDialog:
        """The dialog that asks for a record to open, or where to export one (suggesting
        `name`)."""
        if save:
            return record_dialog.build(self._parent, self.tr("Export the record"),
                                       self.tr("Herna records (*.herna)"), save, name)
        return record_dialog.build(self._parent, self.tr("Open a record"),
                                   self.tr("Herna records (*.herna *.json);;All files (*)"),
                                   save)

    def choose_record_file(self, save: bool, name: str = "") -> str | None:
        """The file the player chose (None: cancelled); its folder is offered next time."""
        with self._holding():
            return record_dialog.choose(self.record_file_dialog(save, name))


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
