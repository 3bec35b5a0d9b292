"""The main window: start screen, the table of the running game, menus and shortcuts."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from core.errors import IllegalMove, RecordError
from core.names import clean_name, short_name
from core.records import parse, read_bytes
from gui import autosave, i18n, lessons, paths, reasons, record_dialog
from gui.controller import AgentFactory, GameController, SeatSpec
from gui.help_dialog import HelpDialog, show_about
from gui.move_text import move_text
from gui.new_game_dialog import NewGameDialog
from gui.save_notices import SaveNotices
from gui.settings import SPEEDS, settings
from gui.settings_dialog import SettingsDialog
from gui.start_screen import StartScreen
from gui.stats import store as history_store
from gui.stats.window import show_statistics
from gui.table_host import GamePage
from gui.undo_actions import UndoActions

REPLAY_STEPS = ("first", "back", "forward", "last")  # the replay bar's buttons, in order
GAMES = ("royal", "nines")  # as on the start screen; each has its own unfinished game


def signed(score: int) -> str:
    """A score with a true minus sign, as the tables write it ("−3")."""
    return f"\u2212{-score}" if score < 0 else str(score)


def player_names(data: Mapping[str, Any]) -> str:
    """The players of a save or record, cleaned and cut short ("?" for a bad one)."""
    players = data.get("players")
    return ", ".join(short_name(clean_name(p["name"])) or "?"
                     for p in (players if isinstance(players, list) else [])
                     if isinstance(p, dict) and isinstance(p.get("name"), str))


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.controller: GameController | None = None
        self.messages: list[str] = []  # every message shown to the player (for tests)
        self._thinking = -1  # the computer seat the status line says is thinking
        self._started = False  # the window is up: an old save may be moved (and refused)
        self.save_notices = SaveNotices(self.statusBar(), self.inform, self.show_status, self)
        self._help: HelpDialog | None = None
        self.start_screen = StartScreen()
        self.game_page = GamePage()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)
        self.start_screen.new_game_requested.connect(self.new_game)
        self.start_screen.continue_requested.connect(self.continue_game)
        page = self.game_page
        page.host.status.connect(self.show_status)
        page.next_button.clicked.connect(self.next_game)
        page.end_button.clicked.connect(self.end_session)
        page.start_button.clicked.connect(self.show_start)
        for button, step in zip(page.replay_buttons, REPLAY_STEPS, strict=True):
            button.clicked.connect(lambda _=False, s=step: self.replay_go(s))
        page.all_hands_button.toggled.connect(self.show_all_hands)
        self._build_menus()
        self.undo_actions = UndoActions(self, self.game_menu, self.act_hint, self.view_menu,
                                        page.undo_button, self.show_status)
        self.lessons = lessons.install(self)
        settings().changed.connect(self._setting_changed)
        self.retranslate()
        for path in (paths.legacy_autosave_file(), *map(paths.autosave_file, GAMES)):
            autosave.remove_stale_temps(path)
        self.refresh_continue()
        QTimer.singleShot(0, self._window_up)
        self.resize(1100, 760)
        geometry = settings().value("window/geometry")
        if geometry:
            self.restoreGeometry(geometry)

    # --- menus ------------------------------------------------------------------------

    def _action(self, menu_attr: str, name: str, slot: Any, keys: Any = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        action.triggered.connect(slot)
        getattr(self, menu_attr).addAction(action)
        self.addAction(action)  # shortcuts work in full screen too
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        key = QKeySequence.StandardKey
        self.act_new = self._action("game_menu", "new", lambda: self.new_game(None), key.New)
        self.act_continue = self._action("game_menu", "continue",
                                         lambda: self.continue_game(), "Ctrl+R")
        self.act_continue_other = self._action(  # the other game, when both are saved
            "game_menu", "continue_other",
            lambda: self.continue_game(self._continue_games[1]))
        self._continue_games: list[str] = []  # the saved games, the last played first
        self.act_open = self._action("game_menu", "open", lambda: self.open_record(), key.Open)
        self.act_export = self._action("game_menu", "export", lambda: self.export_record(),
                                       "Ctrl+E")
        self.act_stats = self._action("game_menu", "statistics",
                                      lambda: show_statistics(self, self.replay_record), "Ctrl+I")
        self.game_menu.addSeparator()
        self.act_hint = self._action("game_menu", "hint", self.ask_hint, "Ctrl+H")
        self.act_start = self._action("game_menu", "start", self.show_start, "Ctrl+Home")
        self.replay_menu = self.game_menu.addMenu("")
        self.replay_actions = [  # enabled only in a replay: in play these keys are the table's
            self._action("replay_menu", f"replay_{step}",
                         lambda _=False, s=step: self.replay_go(s), keys)
            for step, keys in zip(REPLAY_STEPS, ("Home", "Left", "Right", "End"), strict=True)]
        self.replay_menu.addSeparator()
        self.act_all_hands = self._action("replay_menu", "replay_all_hands",
                                          self.show_all_hands, "A")
        self.act_all_hands.setCheckable(True)
        self.replay_actions.append(self.act_all_hands)
        self.game_menu.addSeparator()
        self.act_quit = self._action("game_menu", "quit", self.close, key.Quit)
        self.act_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.act_full = self._action("view_menu", "fullscreen", self.toggle_full_screen)
        keys = QKeySequence.keyBindings(key.FullScreen)  # empty on some desktops
        self.act_full.setShortcuts([*keys, *([] if QKeySequence("F11") in keys
                                              else [QKeySequence("F11")])])
        self.act_full.setCheckable(True)
        self.act_leave_full = QAction(self, enabled=False)  # Esc, only in full screen
        self.act_leave_full.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.act_leave_full.triggered.connect(self.toggle_full_screen)
        self.addAction(self.act_leave_full)
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for i, speed in enumerate(SPEEDS):
            action = QAction(self, checkable=True)
            action.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            action.triggered.connect(lambda _=False, s=speed: self._set_speed(s))
            self.speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self.addAction(action)
            self.speed_actions[speed] = action
        self.speed_actions[settings().animation_speed].setChecked(True)
        self.act_sound = self._action("view_menu", "sound",
                                      lambda on: setattr(settings(), "sound_muted", not on))
        self.act_sound.setCheckable(True)
        self.act_sound.setChecked(not settings().sound_muted)
        self.act_settings = self._action("settings_menu", "settings", self.open_settings,
                                         "Ctrl+,")
        self.act_rules = self._action("help_menu", "rules", self.show_current_rules,
                                      key.HelpContents)
        self.act_rules_royal = self._action("help_menu", "rules_royal",
                                            lambda: self.show_rules("royal"), "Ctrl+F1")
        self.act_rules_nines = self._action("help_menu", "rules_nines",
                                            lambda: self.show_rules("nines"), "Shift+F1")
        self.help_menu.addSeparator()
        self.act_about = self._action("help_menu", "about", lambda: show_about(self))

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_open.setText(self.tr("&Open a record to replay…"))
        self.act_export.setText(self.tr("&Export the record…"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_stats.setText(self.tr("&Statistics…"))
        self.act_start.setText(self.tr("&Back to the start screen"))
        self.replay_menu.setTitle(self.tr("&Replay"))
        texts = (self.tr("To the &start"), self.tr("One move &back"),
                 self.tr("One move &forward"), self.tr("To the &end"))
        steps = self.replay_actions[: len(REPLAY_STEPS)]
        for action, button, text in zip(steps, self.game_page.replay_buttons, texts,
                                        strict=True):
            action.setText(text)
            button.setToolTip(f"{text.replace('&', '')} ({action.shortcut().toString()})")
        self.act_all_hands.setText(self.tr("Show &all hands"))
        self.game_page.all_hands_button.setText(self.tr("All hands"))
        self.game_page.all_hands_button.setToolTip(
            self.tr("Show every player's hand face up (%1)").replace(
                "%1", self.act_all_hands.shortcut().toString(
                    QKeySequence.SequenceFormat.NativeText)))
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
        self.act_about.setText(self.tr("&About Herna"))
        self.save_notices.retranslate()
        self.undo_actions.retranslate()
        page = self.game_page
        page.next_button.setText(self.tr("&Next game"))
        page.end_button.setText(self.tr("&End the session"))
        page.start_button.setText(self.tr("Back to the s&tart screen"))
        self._update_title()
        self._update_info()
        self.refresh_continue()
        if self._thinking >= 0 and self.controller is not None:
            self.show_status(self._thinking_text(self._thinking))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _setting_changed(self, key: str) -> None:
        if key == "language":
            i18n.apply(settings().language)
        elif key == "animation_speed":
            self.speed_actions[settings().animation_speed].setChecked(True)
        elif key == "sound_muted":
            self.act_sound.setChecked(not settings().sound_muted)

    def _set_speed(self, speed: str) -> None:
        settings().animation_speed = speed

    # --- starting, continuing, replaying ------------------------------------------------

    def new_game(self, game: str | None = None) -> None:
        """Ask for the new game's seats and options, then deal it."""
        dialog = NewGameDialog(game, self)
        with self.holding():
            if (dialog.exec() == NewGameDialog.DialogCode.Accepted
                    and self.confirm_abandon(dialog.game())):
                self.start_game(dialog.game(), dialog.seats(), dialog.options())

    @contextmanager
    def holding(self) -> Iterator[None]:
        """No computer moves unseen while a dialog is over the table (a game started
        meanwhile replaces the held one, whose release then does nothing)."""
        ctl = self.controller
        if ctl is not None:
            ctl.hold()
        try:
            yield
        finally:
            if ctl is not None:
                ctl.release()

    def game_in_progress(self) -> bool:
        """Whether a game the player would lose is on the table (not over, not a replay)."""
        ctl = self.controller
        return ctl is not None and ctl.phase not in ("game_over", "match_over", "replay")

    def _window_up(self) -> None:
        """Once the window is shown: an old single save moves to its game's file (one
        that cannot is refused now, with a message), and the data folder is checked."""
        self._started = True
        self.save_notices.check_folder()
        self.refresh_continue()

    def _migrate(self) -> None:
        """Move older Herna's single save to its game's file; set aside, with a message,
        one whose game cannot be told."""
        refused = autosave.migrate(paths.legacy_autosave_file(), paths.autosave_file)
        if refused is not None:
            self.save_notices.refused(*refused)

    def saved_games(self) -> dict[str, dict[str, Any] | None]:
        """The games with a save file, the last played first, each with its save (None: a
        broken file, which Continue only sets aside)."""
        if self._started:
            self._migrate()
        return autosave.find_saves(paths.autosave_file, GAMES)

    def saved_game(self, game: str) -> dict[str, Any] | None:
        """The unfinished game of `game` that Continue brings back (None: none, or a
        broken file)."""
        return self.saved_games().get(game)

    def save_problem(self) -> str | None:
        """Why the game on the table is not being saved (None: it is, or none is on it)."""
        return self.controller.save_problem() if self.controller is not None else None

    def confirm_abandon(self, game: str) -> bool:
        """Ask before a new game of `game` replaces an unfinished one of the same game:
        the one on the table (or the match or session it belongs to, between games), or
        the saved one Continue would bring back. Another game's stays saved, so it is not
        asked about, unless it is on the table and cannot be saved. Every question names
        the game."""
        ctl = self.controller
        if ctl is not None and ctl.phase in ("replay", "match_over"):
            ctl = None  # nothing on the table to lose
        saved = self.saved_game(game)
        if ctl is not None and ctl.game == game and ctl.phase == "game_over":
            summary = self.table_summary(ctl)
            text = (self.tr("The session on the table (%1) is not over. A new game ends it, "
                            "and it cannot be continued later.") if ctl.game == "royal"
                    else self.tr("The match on the table (%1) is not over. A new game ends "
                                 "it, and it cannot be continued later."))
        elif ctl is not None and (ctl.game == game or ctl.save_problem() is not None):
            summary = self.table_summary(ctl)
            text = self.tr("The game on the table (%1) is not finished. A new game replaces "
                           "it, and it cannot be continued later.")
        elif saved is not None:
            summary = self.save_summary(saved)
            text = self.tr("The saved game (%1) is not finished. A new game replaces it, "
                           "and it cannot be continued later.")
        else:
            return True
        return self.ask(self.tr("Start a new game?"), text.replace("%1", summary))

    def table_summary(self, ctl: GameController) -> str:
        """The game on the table in a few words: the game and its players."""
        return self.save_summary({"game": ctl.game,
                                  "players": [{"name": seat.name} for seat in ctl.seats]})

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question (tests replace this)."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # it names the players
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def start_game(self, game: str, seats: Sequence[SeatSpec],
                   options: Mapping[str, Any] | None = None, seed: int | None = None,
                   agent_factory: AgentFactory | None = None) -> None:
        controller = GameController(game, seats, options, seed=seed,
                                    save_path=paths.autosave_file(game),
                                    agent_factory=agent_factory, parent=self)
        self._attach(controller)
        controller.start()

    def continue_game(self, game: str | None = None) -> bool:
        """Continue the saved game of `game` (None: the last played); False (with a
        message and a fresh start) when it cannot be continued."""
        saves = self.saved_games()
        game = game or next(iter(saves), None)
        if game not in saves:
            return False
        path = paths.autosave_file(game)
        try:
            data = autosave.read(path, game)
            controller = GameController.from_save(data, save_path=path, parent=self)
        except RecordError as exc:  # SaveError too
            self.save_notices.refused(path, str(exc))
            self.show_start()
            return False
        self._attach(controller)
        controller.resume()
        return True

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
            self.inform(self.tr("Cannot open the record"), exc.strerror or str(exc))
            return False
        except RecordError as exc:  # too big to be a record
            self.inform(self.tr("Cannot open the record"),
                        self.tr("This file is not a record Herna can replay: %1")
                        .replace("%1", str(exc)))
            return False
        return self.replay_record(data)

    def replay_record(self, record: dict[str, Any] | bytes) -> bool:
        """Replay a record (a file's bytes, or one from the history); False when it is
        not a record or breaks the rules."""
        try:
            record = parse(record) if isinstance(record, bytes) else record
            controller = GameController.replay(record, parent=self)
        except RecordError as exc:
            self.inform(self.tr("Cannot open the record"),
                        self.tr("This file is not a record Herna can replay: %1")
                        .replace("%1", str(exc)))
            return False
        self._attach(controller)
        controller.resume()
        if any(save is not None for save in self.saved_games().values()):
            self.show_status(self.tr("Your unfinished game is saved: Continue (%1) brings "
                                     "it back.").replace(
                "%1", self.act_continue.shortcut().toString(
                    QKeySequence.SequenceFormat.NativeText)))
        return True

    def export_record(self, path: str | None = None) -> bool:
        if self.controller is None:
            self.inform(self.tr("Export the record"), self.tr("No game is on the table."))
            return False
        interactive = path is None
        if path is None:
            name = record_dialog.free_name(
                record_dialog.records_folder(),
                f"herna-{self.controller.game}-{self.controller.game_number()}")
            path = self.choose_record_file(save=True, name=name)
            if not path:
                return False
        try:
            autosave.write_atomic(Path(path), self.controller.record(), indent=1)
        except (OSError, ValueError) as exc:
            self.inform(self.tr("Export the record"),
                        self.tr("The record cannot be written: %1.").replace(
                            "%1", autosave.failure_text(exc)))
            return False
        saved = self.tr("Record saved to %1").replace("%1", path)
        self.show_status(saved)
        if interactive:  # the table's own status line would cover the status bar at once
            self.inform(self.tr("Export the record"), saved)
        return True

    def record_file_dialog(self, save: bool, name: str = "") -> QFileDialog:
        """The dialog that asks for a record to open, or where to export one (suggesting
        `name`)."""
        if save:
            return record_dialog.build(self, self.tr("Export the record"),
                                       self.tr("Herna records (*.json)"), save, name)
        return record_dialog.build(self, self.tr("Open a record"),
                                   self.tr("Herna records (*.json);;All files (*)"), save)

    def choose_record_file(self, save: bool, name: str = "") -> str | None:
        """The file the player chose (None: cancelled); its folder is offered next time."""
        with self.holding():
            return record_dialog.choose(self.record_file_dialog(save, name))

    def save_summary(self, data: dict[str, Any]) -> str:
        """A saved game in a few words: the game and its players."""
        game = self.game_name(str(data.get("game")))
        return self.tr("%1 with %2").replace("%1", game).replace("%2", player_names(data))

    def refresh_continue(self) -> None:
        """Offer Continue for each game whose unfinished game is saved: on its panel of
        the start screen, and in the Game menu (the last played on Ctrl+R)."""
        saves = self.saved_games()
        last = next(iter(saves), None)
        for game in GAMES:
            if game not in saves:
                summary = None
            elif (save := saves[game]) is None:
                summary = self.tr("A saved game is waiting.")
            else:
                summary = self.tr("Unfinished game with %1").replace(
                    "%1", player_names(save))  # the card names the game
            self.start_screen.set_continue(game, summary, last=game == last)
        self._continue_games = list(saves)
        names = [self.game_name(game) for game in saves]
        self.act_continue.setEnabled(bool(names))
        self.act_continue.setText(self.tr("&Continue %1").replace("%1", names[0]) if names
                                  else self.tr("&Continue"))
        self.act_continue_other.setVisible(len(names) > 1)
        if len(names) > 1:
            self.act_continue_other.setText(self.tr("Continue %1").replace("%1", names[1]))

    def _attach(self, controller: GameController) -> None:
        self._detach()
        self.controller = controller
        self.undo_actions.set_controller(controller)
        self.save_notices.new_game()
        controller.ai_thinking.connect(self._ai_thinking)
        for signal in (controller.events_applied, controller.human_to_move,
                       controller.game_started, controller.game_over, controller.match_over):
            signal.connect(self._thinking_done)
        controller.curtain_requested.connect(self._curtain_came)
        controller.match_over.connect(self.refresh_continue)
        controller.game_over.connect(  # every finished game goes into the history
            lambda ctl=controller: history_store.record_finished(ctl.record(), self.inform))
        controller.move_refused.connect(self._refused)
        controller.save_failed.connect(self.save_notices.failed)
        controller.saved.connect(self.save_notices.saved)
        controller.game_started.connect(self._update_info)
        controller.game_started.connect(self._update_title)
        controller.game_over.connect(self._update_info)
        controller.human_to_move.connect(self._update_info)
        controller.ai_thinking.connect(self._update_info)
        controller.match_over.connect(self._update_info)
        self.game_page.host.set_controller(controller)
        table = self.game_page.host.table
        if table is not None:  # the totals change once the table shows them
            table.scores_shown.connect(self._update_info)
        self.pages.setCurrentWidget(self.game_page)
        self._update_info()
        self.refresh_continue()

    def _detach(self) -> None:
        self._thinking_done()
        if self.controller is not None:
            self.controller.shutdown()
            self.game_page.host.set_controller(None)
            self.controller.deleteLater()
            self.controller = None
            self.undo_actions.set_controller(None)

    # --- during play --------------------------------------------------------------------

    def next_game(self) -> None:
        if self.controller is not None and self.controller.phase == "game_over":
            self.controller.next_game()

    def end_session(self) -> None:
        if self.controller is not None and self.controller.phase == "game_over":
            self.controller.end_match()

    def show_start(self) -> None:
        self._detach()
        self.statusBar().clearMessage()  # what was said about the table is past
        self.refresh_continue()
        self.pages.setCurrentWidget(self.start_screen)
        self._update_title()

    def replay_go(self, step: str) -> None:
        """In a replay: go to the "first" or "last" position, or one move "back" or
        "forward"."""
        ctl = self.controller
        if ctl is None or ctl.phase != "replay":
            return
        if step in ("back", "forward"):
            ctl.replay_step(-1 if step == "back" else 1)
        else:
            ctl.replay_seek(0 if step == "first" else ctl.replay_position()[1])

    def show_all_hands(self, on: bool) -> None:
        """In a replay: every player's hand face up (on) or only the shown seat's."""
        ctl = self.controller
        if ctl is not None and ctl.phase == "replay":
            ctl.set_show_all(bool(on))
            self._update_info()

    def ask_hint(self) -> None:
        if self.controller is not None and self.controller.phase == "human":
            self.controller.hint(self._show_hint)

    def _show_hint(self, move: Any) -> None:
        """The hint in words in the status line, and marked on the table if it can."""
        if self.controller is None or self.controller.phase != "human":
            return  # the player moved (or left) before the hint came
        lang = i18n.current() or "en"
        self.show_status(self.tr("Hint: %1").replace("%1", move_text(move, lang)))
        table = self.game_page.host.table
        if table is not None:
            table.show_hint(move)

    def _ai_thinking(self, seat: int) -> None:
        """Say who thinks, unless the table words the turns itself."""
        table = self.game_page.host.table
        if table is not None and table.owns_status:
            return
        self._thinking = seat
        self.show_status(self._thinking_text(seat))

    def _thinking_text(self, seat: int) -> str:
        ctl = self.controller
        name = ctl.seat_name(seat) if ctl is not None else ""
        return self.tr("%1 is thinking…").replace("%1", name)

    def _thinking_done(self, *_: Any) -> None:
        """The computer moved, or the turn went elsewhere (a human, the curtain, the end
        of the game): its "thinking" leaves the status line; other messages stay."""
        if self._thinking < 0:
            return
        if (self.controller is not None
                and self.statusBar().currentMessage() == self._thinking_text(self._thinking)):
            self.statusBar().clearMessage()
        self._thinking = -1

    def _curtain_came(self) -> None:
        """Hot-seat: whatever the line said belongs to the turn before the curtain."""
        self._thinking = -1
        self.statusBar().clearMessage()

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _refused(self, refusal: IllegalMove) -> None:
        if self.controller is not None:
            self.show_status(reasons.worded(refusal, self.controller.seat_name))

    def inform(self, title: str, text: str) -> None:
        """Tell the player something without stopping the program (window-modal box)."""
        self.messages.append(text)
        box = QMessageBox(QMessageBox.Icon.Information, title, text,
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # reasons quote names and pieces of files
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        ctl = self.controller
        if ctl is not None:  # the computers wait until the player has read it
            ctl.hold()
            box.finished.connect(lambda _result, held=ctl: held.release())
        box.open()

    def game_name(self, game: str) -> str:
        return {"royal": self.tr("Royal Domino"),
                "nines": self.tr("Nines and Heavens")}.get(game, game)

    def _update_title(self) -> None:
        if self.controller is None:
            self.setWindowTitle(self.tr("Herna"))
        else:
            self.setWindowTitle(self.tr("%1 – Herna").replace(
                "%1", self.game_name(self.controller.game)))

    def _update_info(self) -> None:
        page, ctl = self.game_page, self.controller
        phase = ctl.phase if ctl is not None else "idle"
        between = phase == "game_over"
        table = page.host.table
        table_offers = table is not None and table.offers_next_game
        announced = table is not None and table.announces_end  # not said twice
        page.next_button.setVisible(between and not table_offers)
        page.end_button.setVisible(between and ctl is not None and ctl.game == "royal")
        page.start_button.setVisible(phase in ("match_over", "replay"))
        self.act_hint.setEnabled(ctl is not None and phase not in ("replay", "match_over"))
        self.act_export.setEnabled(ctl is not None)
        self._update_replay_bar(ctl if phase == "replay" else None)
        if ctl is None or ctl.game_number() == 0:
            page.info.clear()
            return
        totals = ", ".join(f"{short_name(seat.name)} {signed(score)}" for seat, score in
                           zip(ctl.seats, ctl.match_scores(), strict=True))
        if phase == "replay":
            text = self.tr("Replay of a record. Scores: %1").replace("%1", totals)
        elif phase == "match_over" and ctl.game == "royal":
            text = self.tr("The session is over. Totals: %1").replace("%1", totals)
        elif phase == "match_over" and not announced:
            text = self.tr("The match is over. Totals: %1").replace("%1", totals)
        elif between and not announced:
            text = self.tr("Game %1 is over. Totals: %2").replace(
                "%1", str(ctl.game_number())).replace("%2", totals)
        else:
            text = self.tr("Game %1. Totals: %2").replace(
                "%1", str(ctl.game_number())).replace("%2", totals)
        page.info.setText(text)

    def _update_replay_bar(self, replay_ctl: GameController | None) -> None:
        """The replay bar and menu, shown for the controller of a replay (None: hidden)."""
        page = self.game_page
        replay = replay_ctl is not None
        self.replay_menu.setEnabled(replay)
        for action in self.replay_actions:
            action.setEnabled(replay)
        index, count = replay_ctl.replay_position() if replay_ctl is not None else (0, 0)
        for button, step in zip(page.replay_buttons, REPLAY_STEPS, strict=True):
            button.setVisible(replay)
            button.setEnabled(index < count if step in ("forward", "last") else index > 0)
        shown = replay_ctl is not None and replay_ctl.show_all
        for toggle in (page.all_hands_button, self.act_all_hands):
            toggle.blockSignals(True)
            toggle.setChecked(shown)
            toggle.blockSignals(False)
        page.all_hands_button.setVisible(replay)
        page.position.setVisible(replay)
        page.position.setText(self.tr("Move %1 of %2").replace("%1", str(index))
                              .replace("%2", str(count)))

    # --- other windows ------------------------------------------------------------------

    def open_settings(self) -> None:
        with self.holding():
            SettingsDialog(self).exec()

    def show_current_rules(self) -> None:
        """F1: the rules of the game on the table (Royal's on the start screen)."""
        self.show_rules(self.controller.game if self.controller is not None else "royal")

    def show_rules(self, game: str) -> None:
        if self._help is None:
            self._help = HelpDialog(self)
        self._help.show_game(game)

    def bring_to_front(self) -> None:
        """Another start of Herna asked for this window (gui.single_instance)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_full.setChecked(self.isFullScreen())
        self.act_leave_full.setEnabled(self.isFullScreen())

    def closeEvent(self, event: QCloseEvent) -> None:
        settings().set_value("window/geometry", self.saveGeometry())
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)
