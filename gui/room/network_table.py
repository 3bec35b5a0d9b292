"""The network table the room plays at: one it hosts (`gui.net.hosting.HostedTable`, the
hosting player's own seat joined over loopback with its token) or one it joined
(`gui.net.join_dialog`), its lobby page while the game has not begun (and on Game ▸
Table lobby), and what the status line says while another person is to move.

The room hears `started(controller)` when the game begins (it puts the controller's
table on screen), `lobby_wanted` when the lobby should show, `ended` when the table is
gone. Nothing here blocks the GUI thread: the host and the connection run on threads
of their own (a hosted table closes on one the program waits for when it ends, so its
friends are told and its save is flushed)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from core.match import Match
from core.net.limits import Limits
from core.net.protocol import DEFAULT_PORT, SeatInfo, Welcome
from core.net.table_config import TableConfig
from gui.net import kept_seats
from gui.net.controller import NetController
from gui.net.host_dialog import HostDialog
from gui.net.hosting import HostedTable, own_addresses, saved_table
from gui.net.join_dialog import JoinDialog, join_error_text
from gui.net.lobby import LobbyPage
from gui.net.session import JoinError, NetSession
from gui.room.save_notices import Inform
from gui.room.status_bar import ElidingStatusBar
from gui.table.texts import fmt

NOTICE_MS = 5000  # a friend's coming or going in the status line, before what it said


class NetworkTable(QObject):
    """The room's network table over `lobby`; `inform(title, text)` and `ask(title,
    text)` speak to the player, `game_name(game)` names a game, `keep_record()` offers
    to export the record of the game on the table; `bar` is the status line."""

    started = Signal(object)  # the NetController whose game began
    game_recorded = Signal(object)  # the full record of a game our hosted table finished
    lobby_wanted = Signal()
    ended = Signal()
    active_changed = Signal(bool)

    def __init__(self, lobby: LobbyPage, bar: ElidingStatusBar, *,
                 inform: Inform, ask: Callable[[str, str], bool],
                 game_name: Callable[[str], str], keep_record: Callable[[], object],
                 parent: QObject | None = None):
        super().__init__(parent)
        self.lobby = lobby
        self._bar = bar
        self._inform, self._ask = inform, ask
        self._game_name, self._keep_record = game_name, keep_record
        self.limits: Limits | None = None  # the hosted table's (tests shorten them)
        self.port = DEFAULT_PORT  # tried first; any free port when it is taken
        self.announcer: Callable[..., Any] | None = None  # tests: a stand-in Announcer
        self.hosted: HostedTable | None = None
        self.controller: NetController | None = None  # our seat, once welcomed
        self._on_table = False  # its table is on screen (the game has begun)
        self._waiting: tuple[int, bool, float | None] | None = None
        self._waiting_text = ""
        self._seen: list[SeatInfo] | None = None  # the seats as the last lobby gave them
        self._tick = QTimer(self, interval=1000)
        self._tick.timeout.connect(self._count_down)
        lobby.start_now.connect(self.start_now)
        lobby.close_table.connect(lambda: self.leave(ask=True))
        lobby.leave.connect(lambda: self.leave(ask=True))

    # --- what it is -----------------------------------------------------------------------

    @property
    def active(self) -> bool:
        return self.hosted is not None or self.controller is not None

    @property
    def hosting(self) -> bool:
        return self.hosted is not None

    def game_running(self) -> bool:
        """A game is on at this table (not over, the connection not lost)."""
        ctl = self.controller
        return (ctl is not None and ctl.table_view.started and ctl.disconnected() is None
                and ctl.phase != "match_over")

    # --- the dialogs that open a table -----------------------------------------------------

    def ask_host(self, parent: QWidget, game: str | None,
                 make_room: Callable[[str | None], bool]) -> None:
        """Game ▸ Host a table…: the dialog, then (once `make_room(game)` agrees) the
        table and its lobby."""
        dialog = HostDialog(game, parent)
        if dialog.exec() == HostDialog.DialogCode.Accepted and make_room(dialog.game()):
            self.host(dialog.table_config())

    def ask_join(self, parent: QWidget, game_name: Callable[[str], str],
                 make_room: Callable[[str | None], bool]) -> None:
        """Game ▸ Join a table…: the dialog; once welcomed (and `make_room(None)`
        agrees) the table's lobby. A seat the player then does not take is left."""
        dialog = JoinDialog(parent, game_name=game_name)
        ctl = dialog.controller if dialog.exec() == JoinDialog.DialogCode.Accepted else None
        if ctl is not None and make_room(None):
            self.joined(ctl)
        elif ctl is not None:
            ctl.leave()
            self._dispose(ctl)

    def reopen(self, data: dict[str, Any], path: Path) -> None:
        """Open the table of a networked save again, for the same seats (the code and
        tokens its friends know): SaveError (a RecordError) when the save cannot."""
        config, tokens = saved_table(data, path)
        self.host(config, Match.from_save(data), tokens)

    # --- hosting --------------------------------------------------------------------------

    def host(self, config: TableConfig, match: Match | None = None,
             tokens: Sequence[str] = ()) -> None:
        """Open `config`'s table (with a saved `match` and its seats' `tokens`: the same
        table again) and show its lobby."""
        self.end()
        kwargs: dict[str, Any] = {"match": match, "tokens": tokens}
        if self.announcer is not None:
            kwargs["announcer"] = self.announcer
        hosted = HostedTable(config, self.limits, **kwargs)
        self.hosted = hosted
        hosted.listening.connect(lambda port, h=hosted: self._listening(h, port))
        hosted.recorded.connect(self.game_recorded)
        hosted.failed.connect(lambda why, h=hosted: self._host_failed(h, why))
        hosted.announce_failed.connect(lambda why, h=hosted: self._not_announced(h, why))
        self.lobby.show_table(self._game_name(config.game), config.host_name, hosting=True)
        self.lobby.show_note("")
        self.active_changed.emit(True)
        self.lobby_wanted.emit()
        hosted.start(self.port)

    def _listening(self, hosted: HostedTable, port: int) -> None:
        if hosted is not self.hosted:
            return
        self.lobby.show_host(hosted.code, port, own_addresses())
        session = NetSession(self)
        session.welcomed.connect(lambda welcome, s=session: self._welcomed(s, welcome))
        session.failed.connect(lambda error, s=session: self._own_join_failed(s, error))
        session.join("127.0.0.1", port, hosted.code, hosted.config.host_name,
                     hosted.host_seat, hosted.host_token())

    def _host_failed(self, hosted: HostedTable, why: str) -> None:
        if hosted is not self.hosted:
            return
        self.end()
        self._inform(self.tr("The table cannot be opened"),
                     self.tr("Herna cannot host a table on this computer: %1.")
                     .replace("%1", why), warning=True)

    def _own_join_failed(self, session: NetSession, error: JoinError) -> None:
        session.stop()
        if self.hosted is None or self.controller is not None:
            return
        self.end()
        self._inform(self.tr("The table cannot be opened"),
                     self.tr("Your own seat could not join the table: %1")
                     .replace("%1", join_error_text(error.code)), warning=True)

    def _not_announced(self, hosted: HostedTable, why: str) -> None:
        if hosted is self.hosted:
            self.lobby.show_note(self.tr("Friends on this network will not see the table in "
                                         "their list (%1): they type your address instead.")
                                 .replace("%1", why))

    def start_now(self) -> None:
        """The host starts the game: computers take the seats nobody took."""
        if self.hosted is not None:
            self.hosted.fill()

    # --- joining --------------------------------------------------------------------------

    def joined(self, controller: NetController) -> None:
        """The Join window was welcomed at a table (`controller` made on the welcome):
        its lobby, and its game once begun."""
        self.end()
        controller.setParent(self)
        controller.session.setParent(controller)
        welcome = controller.table_view
        self.lobby.show_table(self._game_name(welcome.game), welcome.host, hosting=False)
        self.lobby.show_note("")
        self.active_changed.emit(True)
        self.lobby_wanted.emit()
        self._seated(controller)  # (the game may have begun: then its table shows)

    # --- the seat's controller ------------------------------------------------------------

    def _welcomed(self, session: NetSession, welcome: Welcome) -> None:
        """Our own seat at the table we host: its controller, made on the welcome (before
        the host's next message is delivered)."""
        if self.controller is None and self.hosted is not None:
            self._seated(NetController(session, welcome, parent=self))

    def _seated(self, ctl: NetController) -> None:
        """The lobby follows the seats; the table comes when the game begins (until then
        the controller holds what the host sends)."""
        ctl.hold()
        self.controller = ctl
        self._on_table = False
        self._seen = None
        ctl.session.failed.connect(self._rejoin_failed)
        ctl.lobby_changed.connect(self._lobby_changed)
        ctl.connection_lost.connect(self._lost)
        ctl.ready_for_next.connect(lambda: self._bar.showMessage(self.tr(  # a blank table
            "Waiting for the other players to be ready for the next game…")))
        ctl.waiting_for.connect(self._waiting_for)
        for signal in (ctl.events_applied, ctl.human_to_move, ctl.game_started,
                       ctl.game_over, ctl.match_over):
            signal.connect(self._turn_over)
        self._lobby_changed()

    def _lobby_changed(self) -> None:
        ctl = self.controller
        if ctl is None:
            return
        started = ctl.table_view.started
        infos = ctl.seat_infos()
        self.lobby.show_seats(infos, ctl.seat, started)
        if started and self._seen is not None:
            self._say_comings_and_goings(self._seen, infos, ctl.seat)
        self._seen = infos
        if started and not self._on_table:
            self._on_table = True
            self.started.emit(ctl)  # the room puts its table up now
            ctl.release()

    def _say_comings_and_goings(self, before: Sequence[SeatInfo], now: Sequence[SeatInfo],
                                our_seat: int) -> None:
        """In the game, a friend who left the table or came back is told of in the status
        line (the lobby, which says it, is not on screen then)."""
        for seat, (was, info) in enumerate(zip(before, now, strict=False)):
            if seat == our_seat or info.kind != "human" or was.name != info.name:
                continue
            if was.status == "here" and info.status in ("away", "computer"):
                self._notice(fmt(self.tr(
                    "%1 has left the table: a computer plays that seat until %1 is back."),
                    info.name))
            elif was.status in ("away", "computer") and info.status == "here":
                self._notice(fmt(self.tr("%1 is back at the table."), info.name))

    def _notice(self, text: str) -> None:
        self._bar.notice(text, NOTICE_MS)

    def show_lobby(self) -> None:
        if self.active:
            self.lobby_wanted.emit()

    # --- who we wait for ------------------------------------------------------------------

    def _waiting_for(self, seat: int, away: bool, replaced_in: object) -> None:
        left = float(replaced_in) if isinstance(replaced_in, int | float) else None
        self._waiting = (seat, away, left)
        self._say_waiting()
        if away and left is not None:
            self._tick.start()
        else:
            self._tick.stop()

    def _count_down(self) -> None:
        if self._waiting is None or self._waiting[2] is None:
            self._tick.stop()
            return
        seat, away, left = self._waiting
        left = max(0.0, (left or 0.0) - 1.0)
        self._waiting = (seat, away, left)
        if left == 0.0:
            self._tick.stop()
        self._say_waiting()

    def _say_waiting(self) -> None:
        ctl = self.controller
        if ctl is None or self._waiting is None:
            return
        self._waiting_text = ctl.waiting_text(*self._waiting)
        self._bar.showMessage(self._waiting_text)

    def _turn_over(self, *_: object) -> None:
        """Someone moved (or the game changed): what was said about the wait is past."""
        self._tick.stop()
        self._waiting = None
        if self._waiting_text and self._bar.currentMessage() == self._waiting_text:
            self._bar.clearMessage()
        self._waiting_text = ""

    # --- the connection ends --------------------------------------------------------------

    def _lost(self, why: str) -> None:
        ctl = self.controller
        if ctl is None:
            return
        self._turn_over()
        host = ctl.host_name
        if self.hosting:
            text = self.tr("Your own seat lost its connection to your table (%1).") \
                .replace("%1", why)
            self._bar.showMessage(text)
            return
        if why == "host_quit":
            title = self.tr("The host closed the table")
            text = self.tr("%1 has closed the table. The game stays on the screen.") \
                .replace("%1", host)
        elif why == "kicked":
            title = self.tr("You joined from elsewhere")
            text = self.tr("Your seat at %1's table was taken up by another window of "
                           "yours.").replace("%1", host)
        else:
            title = self.tr("The connection was lost")
            text = self.tr("The connection to %1's table was lost.").replace("%1", host)
            self._bar.showMessage(text)
            if self._ask(title, text + "\n\n" + self.tr("Join the table again?")):
                ctl.session.rejoin()
                return
        self._bar.showMessage(text)
        if not self._on_table:  # still in the lobby: back to the start
            self._inform(title, text, warning=True)
            self.end()
            self.ended.emit()
        elif ctl.public_record() is None:  # said as in the lobby, not in the status alone
            self._inform(title, text, warning=True)
        elif self._ask(title, text + "\n\n" + self.tr("Keep the game's record in a file?")):
            self._keep_record()

    def _rejoin_failed(self, error: JoinError) -> None:
        if self.controller is None:
            return
        self._inform(self.tr("The connection was lost"),
                     self.tr("Joining the table again failed: %1")
                     .replace("%1", join_error_text(error.code)), warning=True)

    # --- leaving --------------------------------------------------------------------------

    def leave(self, ask: bool = True) -> bool:
        """Leave the table (or, hosting, close it), asking first while a game or the
        lobby is on; False when the player stays."""
        if not self.active:
            return True
        if ask and not self.confirm_leave():
            return False
        self.end()
        self.ended.emit()
        return True

    def confirm_leave(self) -> bool:
        """Ask before leaving the table (True: leave, or nothing to lose)."""
        ctl = self.controller
        if ctl is not None and ctl.phase == "match_over":
            return True  # nothing left to play
        if self.hosting:
            if self.game_running():
                text = self.tr("Close your table? Your friends are told, and the game is "
                               "saved: Continue opens the table again.")
            else:
                text = self.tr("Close your table? Your friends are told.")
            return self._ask(self.tr("Close the table?"), text)
        if ctl is None or ctl.disconnected() is not None:
            return True
        if not ctl.table_view.started:  # the seat is open again, for anyone
            text = self.tr("Leave %1's table? Your seat is free again for another "
                           "player.")
        else:
            text = self.tr("Leave %1's table? A computer plays your seat from now on.")
        return self._ask(self.tr("Leave the table?"), text.replace("%1", ctl.host_name))

    def end(self) -> None:
        """Leave (telling the host) or close the table, without asking; returns at once.
        The seat's controller is shut down and deleted here (the room only takes its
        table away)."""
        ctl, hosted = self.controller, self.hosted
        self.controller, self.hosted = None, None
        self._turn_over()
        if ctl is not None:
            ctl.hold()  # nothing more is shown
            if hosted is None:
                if ctl.disconnected() is None:
                    table = ctl.session.table()
                    if not ctl.table_view.started and table is not None:
                        kept_seats.forget(*table)  # the seat is free again: not ours
                    ctl.leave()
                self._dispose(ctl)
            else:  # our own seat's connection closes after the host closed it: the host
                hosted.stopped.connect(lambda c=ctl: self._dispose(c))  # waits on one
                # that closes first (core.net.host: its handler never ends)
        if hosted is not None:
            hosted.stop()
        if ctl is not None or hosted is not None:
            self.active_changed.emit(False)

    def _dispose(self, ctl: NetController) -> None:
        if shiboken6.isValid(ctl):
            ctl.shutdown()
            ctl.deleteLater()

    def retranslate(self) -> None:
        if self._waiting is not None:
            self._say_waiting()
