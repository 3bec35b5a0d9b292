"""The main window: start screen, the table of the running game, menus and shortcuts.

Its parts: the menus (`gui.room.room_menus`), the unfinished games Continue offers
(`gui.room.unfinished_games`), records (`gui.room.record_actions`), the title and the bar under
the table (`gui.room.info_bar`), "X is thinking…" (`gui.room.thinking_status`), undo and pace
(`gui.room.undo_actions`), the save's notices (`gui.room.save_notices`), the coach
(`gui.coach.install`) and the lessons (`gui.lessons`). Each part gets what it acts on and
the few callables it needs, and tells the window by signals; none knows the window."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QWidget

from core.errors import IllegalMove, RecordError
from core.net.table_config import NET_KEY
from gui.a11y.narrator import Narrator
from gui.coach.install import CoachInstall
from gui.lessons import LessonMenu
from gui.net.lobby import LobbyPage
from gui.play import autosave
from gui.play.controller import AgentFactory, GameController, SeatSpec
from gui.room import window_fit
from gui.room.help_dialog import HelpDialog
from gui.room.info_bar import InfoBar
from gui.room.network_table import NetworkTable
from gui.room.new_game_dialog import NewGameDialog
from gui.room.record_actions import RecordActions
from gui.room.room_menus import MenuCommands, RoomMenus
from gui.room.save_notices import SaveNotices
from gui.room.settings_dialog import SettingsDialog
from gui.room.sound_mark import SoundOffMark
from gui.room.start_screen import StartScreen
from gui.room.status_bar import ElidingStatusBar
from gui.room.table_host import GamePage, RoomController
from gui.room.thinking_status import ThinkingStatus
from gui.room.undo_actions import UndoActions
from gui.room.unfinished_games import UnfinishedGames
from gui.services import i18n, paths, sound
from gui.services.settings import settings
from gui.services.text_size import text_size
from gui.services.theme import theme
from gui.stats import store as history_store
from gui.stats.window import show_statistics
from gui.table import reasons
from gui.table.move_text import move_text


class MainWindow(QMainWindow):
    controller_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mainWindow")
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme().attach(app)  # light or dark, as the system or Settings say
            text_size().attach(app)  # the text's size, as Settings say
        self.controller: RoomController | None = None
        self.messages: list[str] = []  # every message shown to the player, its details after
        # a blank line (for tests)
        self.status_bar = ElidingStatusBar(self)  # a long message ends in "…"
        self.setStatusBar(self.status_bar)
        self.save_notices = SaveNotices(self.statusBar(), self.inform, self.show_status, self)
        self.sound_mark = SoundOffMark(self.statusBar())
        self._help: HelpDialog | None = None
        self.start_screen = StartScreen()
        self.game_page = GamePage()
        self.lobby = LobbyPage()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(self.game_page)
        self.pages.addWidget(self.lobby)
        self.setCentralWidget(self.pages)
        window_fit.size_by_current_page(self.pages)
        self.start_screen.new_game_requested.connect(self.new_game)
        self.start_screen.continue_requested.connect(self.continue_game)
        self.start_screen.host_requested.connect(lambda: self.host_table())
        self.start_screen.join_requested.connect(self.join_table)
        page = self.game_page
        page.host.status.connect(self.show_status)
        page.next_button.clicked.connect(self.next_game)
        page.end_button.clicked.connect(self.end_session)
        page.again_button.clicked.connect(self.play_again)
        page.start_button.clicked.connect(self.show_start)
        self._add_parts()
        settings().changed.connect(self._setting_changed)
        sound.player().silenced.connect(self.sound_mark.silenced)
        self.retranslate()
        self.refresh_continue()
        QTimer.singleShot(0, self.continues.window_up)
        window_fit.place(self, settings().value("window/geometry"))

    def _add_parts(self) -> None:
        """The room's parts, each given what it acts on and the callables it needs."""
        page = self.game_page

        def current() -> RoomController | None:
            return self.controller

        def local() -> GameController | None:  # a game played here, not at a network table
            return self.controller if isinstance(self.controller, GameController) else None

        self.menus = menus = RoomMenus(self, self.menuBar(), self._menu_commands(),
                                       page.replay_buttons, page.all_hands_button)
        self.undo_actions = UndoActions(self, menus.game_menu, menus.act_hint, menus.view_menu,
                                        page.undo_button, self.show_status)
        self.continues = UnfinishedGames(
            self.start_screen, menus.act_continue, menus.act_continue_others,
            self.save_notices, controller=current, game_name=self.game_name,
            ask=lambda title, text: self.ask(title, text), parent=self)  # tests replace ask
        self.records = RecordActions(
            self, attach=self._attach, controller=current, inform=self.inform,
            show_status=self.show_status, holding=self.holding,
            saved_games=self.continues.saved_games, continue_action=menus.act_continue)
        self.info = InfoBar(page, menus, current, self.game_name, self)
        self.info.title_changed.connect(self.setWindowTitle)
        self.records.hands_shown.connect(self.info.update)
        self.thinking = ThinkingStatus(self.statusBar(),
                                       lambda: (self.controller, self.game_page.host.table),
                                       self)
        self.controller_changed.connect(self.thinking.controller_changed)  # its fallbacks
        self.narrator = Narrator(self, self)  # the table's events to a screen reader
        self.controller_changed.connect(self.narrator.follow)
        self.coach = CoachInstall(self, menus.view_menu, self.addDockWidget,
                                  self.replay_record)
        self.controller_changed.connect(lambda _ctl: self.coach.set_controller(local()))
        self.lessons = LessonMenu(self, menus.help_menu, self.pages, self.start_screen,
                                  controller=local, add_bar=self.addToolBar,
                                  remove_bar=self.removeToolBar)
        self.network = network = NetworkTable(
            self.lobby, self.status_bar, inform=self.inform,
            ask=lambda title, text: self.ask(title, text), game_name=self.game_name,
            keep_record=lambda: self.export_record(), parent=self)
        network.started.connect(self._attach)  # and its table shows (the game began)
        network.game_recorded.connect(  # a hosted table's games go into the history
            lambda record: history_store.record_finished(record, self.inform))
        network.lobby_wanted.connect(lambda: self.pages.setCurrentWidget(self.lobby))
        network.lobby_wanted.connect(lambda: self.info.title_with(self.lobby.game_name()))
        network.ended.connect(self._back_to_start)
        for action in (menus.act_lobby, menus.act_leave):
            network.active_changed.connect(action.setVisible)
        network.active_changed.connect(
            lambda _on: menus.set_hosting(self.network.hosted is not None))
        network.active_changed.connect(self._network_table_on)
        self.lobby.to_table.connect(lambda: self.pages.setCurrentWidget(self.game_page))

    def _menu_commands(self) -> MenuCommands:
        """What the menus' entries do (an entry's `checked` never reaches a slot with an
        optional argument)."""
        return MenuCommands(
            new_game=lambda: self.new_game(None), host_table=lambda: self.host_table(),
            join_table=lambda: self.join_table(), lobby=lambda: self.network.show_lobby(),
            leave_table=lambda: self.network.leave(), continue_game=lambda: self.continue_game(),
            continue_other=lambda i: self.continue_game(self.continues.other(i)),
            open_record=lambda: self.open_record(), export_record=lambda: self.export_record(),
            statistics=lambda: show_statistics(self, self.replay_record),
            hint=self.ask_hint, start=self.show_start,
            replay_go=lambda step: self.records.replay_go(step),
            all_hands=lambda on: self.records.show_all_hands(on),
            quit=self.close, full_screen=self.toggle_full_screen,
            preferences=self.open_settings, rules=self.show_current_rules,
            rules_of=self.show_rules)

    def retranslate(self) -> None:
        self.menus.retranslate()
        self.save_notices.retranslate()
        self.sound_mark.retranslate()
        self.undo_actions.retranslate()
        page = self.game_page
        page.next_button.setText(self.tr("&Next game"))
        page.end_button.setText(self.tr("&End the session"))
        page.again_button.setText(self.tr("Play &again"))
        page.again_button.setToolTip(self.tr("A new match at the same table: the same "
                                             "players, seats and options, new tiles or cards"))
        page.start_button.setText(self.tr("Back to the s&tart screen"))
        self.info.update_title()
        self.info.update()
        self.refresh_continue()
        self.thinking.retranslate()
        self.network.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _setting_changed(self, key: str) -> None:
        if key == "language":
            i18n.apply(settings().language)

    # --- starting, continuing, replaying ------------------------------------------------

    def new_game(self, game: str | None = None) -> None:
        """Ask for the new game's seats and options, then deal it."""
        dialog = NewGameDialog(game, self)
        with self.holding():
            if (dialog.exec() == NewGameDialog.DialogCode.Accepted and self.network.leave()
                    and self.confirm_abandon(dialog.game())):
                self.start_game(dialog.game(), dialog.seats(), dialog.options())

    def host_table(self, game: str | None = None) -> None:
        """Game ▸ Host a table…: the seats (yours, computers', open for friends) and the
        options, then the table's lobby."""
        with self.holding():
            self.network.ask_host(self, game, self._make_room)

    def join_table(self) -> None:
        """Game ▸ Join a table…: once the host welcomes us, the table's lobby."""
        if self.network.leave():
            with self.holding():
                self.network.ask_join(self, self.game_name, self._make_room)

    def _make_room(self, game: str | None) -> bool:
        """Before a network table: leave the one on (asked), ask before its save replaces
        an unfinished game of `game`, and put away the game played here (it stays
        saved); False when the player stays."""
        if not self.network.leave() or (game is not None and not self.confirm_abandon(game)):
            return False
        self._detach()
        return True

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

    def save_problem(self) -> str | None:
        """Why the game on the table is not being saved (None: it is, or none is on it)."""
        return self.controller.save_problem() if self.controller is not None else None

    def confirm_abandon(self, game: str) -> bool:
        """Ask before a new game of `game` replaces an unfinished one (False: keep it)."""
        return self.continues.confirm_abandon(game)

    def _network_table_on(self, on: bool) -> None:
        self.continues.at_network_table = on
        self.refresh_continue()

    def refresh_continue(self) -> None:
        """Offer Continue for each game whose unfinished game is saved."""
        self.continues.refresh()

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
        saves = self.continues.saved_games()
        game = game or next(iter(saves), None)
        if game not in saves:
            return False
        path = paths.autosave_file(game)
        if not self.network.leave():
            return False
        try:
            data = autosave.read(path, game)
            if NET_KEY in data:  # a table this Herna hosted: the same table again
                self._detach()
                self.network.reopen(data, path)
                return True
            controller = GameController.from_save(data, save_path=path, parent=self)
        except RecordError as exc:  # SaveError too
            self.save_notices.refused(path, exc)
            self.show_start()
            return False
        self._attach(controller)
        controller.resume()
        return True

    def open_record(self, path: str | None = None) -> bool:
        """Replay the record in `path` (None: ask for it); False when it cannot be."""
        return self.records.open_record(path)

    def replay_record(self, record: dict[str, Any] | bytes) -> bool:
        """Replay a record (a file's bytes, or one from the history); False when it is
        not a record or breaks the rules. An unfinished game keeps its save."""
        return self.records.replay_record(record)

    def export_record(self, path: str | None = None) -> bool:
        """Export the record of the game on the table to `path` (None: ask where)."""
        return self.records.export_record(path)

    def _attach(self, controller: RoomController) -> None:
        self._detach()
        self.controller = controller
        self.undo_actions.set_controller(controller)
        self.save_notices.new_game()
        controller.ai_thinking.connect(self.thinking.thinking)
        for signal in (controller.events_applied, controller.human_to_move,
                       controller.game_started, controller.game_over, controller.match_over):
            signal.connect(self.thinking.done)
        controller.curtain_requested.connect(self.thinking.curtain_came)
        controller.match_over.connect(self.refresh_continue)
        # every finished game goes into the history (a network seat has no full record;
        # a table we host hands its games over itself: game_recorded)
        if isinstance(controller, GameController):
            controller.game_over.connect(
                lambda ctl=controller: history_store.record_finished(ctl.record(),
                                                                     self.inform))
        controller.move_refused.connect(self._refused)
        controller.save_failed.connect(self.save_notices.failed)
        controller.saved.connect(self.save_notices.saved)
        for signal in (controller.game_started, controller.game_over,
                       controller.human_to_move, controller.ai_thinking,
                       controller.match_over, controller.curtain_requested):
            signal.connect(self.info.update)
        controller.game_started.connect(self.info.update_title)
        self.game_page.host.set_controller(controller)
        table = self.game_page.host.table
        if table is not None:  # the totals change once the table shows them
            table.scores_shown.connect(self.info.update)
        self.pages.setCurrentWidget(self.game_page)
        self.info.update()
        self.refresh_continue()
        self.controller_changed.emit(controller)

    def _detach(self) -> None:
        self.thinking.done()
        ctl, self.controller = self.controller, None
        if ctl is not None:
            self.game_page.host.set_controller(None)
            if isinstance(ctl, GameController):  # (a network seat's controller is shut
                ctl.shutdown()  # down and deleted by the network table)
                ctl.deleteLater()
            self.undo_actions.set_controller(None)
        self.controller_changed.emit(None)

    # --- during play --------------------------------------------------------------------

    def next_game(self) -> None:
        if self.controller is not None and self.controller.phase == "game_over":
            self.controller.next_game()

    def end_session(self) -> None:
        if self.controller is not None and self.controller.phase == "game_over":
            self.controller.end_match()

    def play_again(self) -> None:
        """At the end of a match against computers or at one screen: a new match with the
        same seats and options (a new seed)."""
        ctl = self.controller
        if isinstance(ctl, GameController) and ctl.phase == "match_over":
            self.start_game(ctl.game, ctl.seats, ctl.options, agent_factory=ctl.agent_factory)

    def show_start(self) -> None:
        """Back to the start screen (leaving a network table, asked first)."""
        if self.network.leave():
            self._back_to_start()

    def _back_to_start(self) -> None:
        self._detach()
        self.statusBar().clearMessage()  # what was said about the table is past
        self.refresh_continue()
        self.pages.setCurrentWidget(self.start_screen)
        self.info.update_title()

    def ask_hint(self) -> None:
        """The hint is the coach's best move: from its analysis of this decision when it
        has searched, else from the search started now, which the coach then shows (the
        review never blames a move the hint gave)."""
        ctl = self.controller
        if ctl is not None and ctl.phase == "human":
            # a hint already searched replaces this at once; a stale one leaves by itself
            self.statusBar().showMessage(self.tr("Hint: thinking…"), 10_000)
            ctl.hint(self._show_hint, self.coach.turn_analysis)

    def _show_hint(self, move: Any) -> None:
        """The hint in words in the status line, and marked on the table if it can."""
        if self.controller is None or self.controller.phase != "human":
            return  # the player moved (or left) before the hint came
        lang = i18n.current() or "en"
        self.show_status(self.tr("Hint: %1").replace("%1", move_text(move, lang)))
        table = self.game_page.host.table
        if table is not None:
            table.show_hint(move)

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _refused(self, refusal: IllegalMove) -> None:
        if self.controller is not None:
            self.show_status(reasons.worded(refusal, self.controller.seat_name))

    def inform(self, title: str, text: str, details: str = "", *,
               warning: bool = False) -> None:
        """Tell the player something without stopping the program (window-modal box);
        `details` (technical, as the system or the core says it) behind its Details;
        `warning`: something failed (a file refused, saving, the network), not news."""
        self.messages.append(f"{text}\n\n{details}" if details else text)
        icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
        box = QMessageBox(icon, title, text,
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # reasons quote names and pieces of files
        if details:
            box.setDetailedText(details)  # always plain text
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        ctl = self.controller
        if ctl is not None:  # the computers wait until the player has read it
            ctl.hold()
            box.finished.connect(lambda _result, held=ctl: held.release())
        box.open()

    def game_name(self, game: str) -> str:
        return {"royal": self.tr("Royal Domino"), "nines": self.tr("Nines and Heavens"),
                "tiengow": self.tr("Classic Tien Gow")}.get(game, game)

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
        """Another start of Herna asked for this window (gui.services.single_instance)."""
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
        self.menus.act_full.setChecked(self.isFullScreen())
        self.menus.act_leave_full.setEnabled(self.isFullScreen())

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close (at a network table, asked first). A hosted table tells its friends and
        flushes its save on a thread of its own, which the program waits for once the
        window is gone: the GUI thread never waits."""
        if self.network.active and not self.network.confirm_leave():
            event.ignore()
            return
        settings().set_value("window/geometry", self.saveGeometry())
        self.network.end()
        if isinstance(self.controller, GameController):
            self.controller.shutdown()
        super().closeEvent(event)
