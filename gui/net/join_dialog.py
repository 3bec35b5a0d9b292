"""Game ▸ Join a table…: the tables found on the local network, listed live (one of
another version or game is greyed, saying why), or an address typed in; the join code
and the player's name (remembered). Join connects (`gui.net.session.NetSession`, off
the GUI thread); a refusal is worded in the player's language from its code and the
dialog stays open to try again; a welcome accepts the dialog, whose `controller` (of the
seat, made on the welcome) the room then takes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.names import DEFAULT_NAMES, clean_name
from core.net.announcement import TableInfo
from core.net.client import JoinError, parse_address
from core.net.discovery import Browser, interfaces
from core.net.protocol import CODE_LENGTH, DEFAULT_PORT, GAMES, NAME_MAX, PROTOCOL, Welcome
from gui.net import kept_seats
from gui.net.controller import NetController
from gui.net.host_dialog import NETWORK_GROUP, player_name, remember
from gui.net.hosting import with_port
from gui.net.session import NetSession
from gui.services import fonts
from gui.services.plain_tip import plain_tip
from gui.services.settings import settings
from gui.services.theme import tint

CODE_SCALE = 1.25  # the join code's letters, over the dialog's text (easy to read out)
CODE_MIN, CODE_MAX = 4, 16  # a table's code (a hand-picked one too), checked before asking


def net_game_name(game: str) -> str:
    """A game's name as a table says it (the room passes its own namer; this one names
    every game a table may play, and an unknown one by its key)."""
    translate = QCoreApplication.translate
    return {"royal": translate("NetGames", "Royal Domino"),
            "nines": translate("NetGames", "Nines and Heavens"),
            "tiengow": translate("NetGames", "Classic Tien Gow")}.get(game, game)


def new_session(parent: QWidget) -> NetSession:
    return NetSession(parent)


def new_controller(session: NetSession, welcome: Welcome) -> NetController:
    return NetController(session, welcome, parent=session.parent())


class JoinDialog(QDialog):
    """Join a table; `session_factory(parent)` makes the connection (tests replace it),
    `browser_factory(on_change)` the search of the local network, `game_name(game)` names
    a table's game."""

    _found = Signal(list)  # the browser's tables, from zeroconf's thread

    def __init__(self, parent: QWidget | None = None, *,
                 session_factory: Callable[[QWidget], NetSession] = new_session,
                 controller_factory: Callable[[NetSession, Welcome], NetController]
                 = new_controller,
                 browser_factory: Callable[[Callable[[list[TableInfo]], None]], Any]
                 | None = None,
                 game_name: Callable[[str], str] = net_game_name):
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self._session_factory = session_factory
        self._controller_factory = controller_factory
        self._browser_factory = browser_factory or (
            lambda on_change: Browser(on_change, interfaces=interfaces()))
        self._game_name = game_name
        self._browser: Any = None
        self._tables: list[TableInfo] = []
        self.controller: NetController | None = None  # our seat, once welcomed
        self.address_used = ("", 0)
        self._joining: NetSession | None = None
        self._joined_as: tuple[str, int, str, str, str | None] | None = None
        self.found_label = QLabel()
        self.tables = QListWidget()
        self.tables.setObjectName("foundTables")
        self.tables.setMinimumHeight(110)
        self.tables.setWordWrap(True)  # a long line wraps: no sideways scrolling at 200 %
        self.tables.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tables.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.tables.currentItemChanged.connect(self._table_chosen)
        self.searching = QLabel(wordWrap=True)
        self.searching.setObjectName("searchNote")
        self.address_label = QLabel()
        self.address = QLineEdit()
        self.address.setObjectName("joinAddress")
        self.address.setText(str(settings().group(NETWORK_GROUP).get("address", "")))
        self.code_label = QLabel()
        self.code = QLineEdit(maxLength=16)
        self.code.setObjectName("joinCode")
        code_font = fonts.fixed()  # a little larger than the text size's fields
        code_font.setPointSizeF(QApplication.font().pointSizeF() * CODE_SCALE)
        self.code.setFont(code_font)
        self.code.textEdited.connect(self._code_edited)
        self.tables.itemDoubleClicked.connect(lambda _item: self.code.setFocus())
        self.name_label = QLabel()
        self.name = QLineEdit(maxLength=NAME_MAX)
        self.name.setObjectName("joinName")
        self.name.setText(player_name())
        for field in (self.address, self.code, self.name):
            field.textEdited.connect(self._edited)
        self.name.setPlaceholderText(DEFAULT_NAMES[0])
        form = QFormLayout()
        form.addRow(self.address_label, self.address)
        form.addRow(self.code_label, self.code)
        form.addRow(self.name_label, self.name)
        self.problem = QLabel(wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        self.problem.setObjectName("joinProblem")
        self.problem.setMinimumHeight(self.problem.fontMetrics().lineSpacing() * 2)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = QPushButton()
        self.join_button.setObjectName("joinButton")
        self.join_button.setDefault(True)
        self.buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.AcceptRole)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:  # Return joins, wherever the focus is
            cancel.setAutoDefault(False)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        kept = kept_seats.latest()  # a seat we had: its table, to take it back
        self._kept_note = kept is not None and kept[0] == self.address.text().strip()
        self._seat_lost = False  # joining again after the host no longer knew our seat
        if kept is not None and self._kept_note:
            self.code.setText(kept[1])
        layout = QVBoxLayout(self)
        layout.addWidget(self.found_label)
        layout.addWidget(self.tables, 1)
        layout.addWidget(self.searching)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        if cancel is not None:  # Tab reaches both buttons (Join was added to the box)
            QWidget.setTabOrder(self.name, self.join_button)
            QWidget.setTabOrder(self.join_button, cancel)
        self._found.connect(self._show_tables)
        self.retranslate()
        self.resize(max(520, self.sizeHint().width()), self.sizeHint().height())

    # --- the tables on this network -------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._browser is None:
            self._browser = self._browser_factory(self._found.emit)
            self._browser.start()
        (self.code if self.address.text() else self.address).setFocus()

    def _show_tables(self, tables: list[TableInfo]) -> None:
        chosen = self._chosen_table()
        self._tables = list(tables)
        self.tables.blockSignals(True)
        self.tables.clear()
        for table in self._tables:
            item = QListWidgetItem(self._table_text(table))
            item.setData(Qt.ItemDataRole.UserRole, table.service_name)
            why = self._unusable(table)
            if why:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled
                              & ~Qt.ItemFlag.ItemIsSelectable)
                item.setToolTip(plain_tip(why))
            self.tables.addItem(item)
            if chosen is not None and table.service_name == chosen.service_name:
                self.tables.setCurrentItem(item)
        self.tables.blockSignals(False)
        self._word_search()

    def _table_text(self, table: TableInfo) -> str:
        game = self._game_name(table.game) if table.game in GAMES else table.game
        kept = kept_seats.latest()  # our seat there, held for us: not "0 free seats"
        if kept is not None and any(kept_seats.token_for(address, table.port, kept[1])
                                    for address in table.addresses):
            text = self.tr("%1's table: %2, your seat is kept for you")
        else:
            text = self.tr("%1's table: %2, %n free seat(s)", "", table.free_seats)
        text = text.replace("%1", table.host_name).replace("%2", game)
        why = self._unusable(table)
        return f"{text} ({why})" if why else text

    def _unusable(self, table: TableInfo) -> str:
        if table.protocol != PROTOCOL:
            return self.tr("another version of Herna")
        if table.game not in GAMES:
            return self.tr("a game this Herna does not know")
        if not table.addresses:
            return self.tr("no address found")
        return ""

    def _chosen_table(self) -> TableInfo | None:
        item = self.tables.currentItem()
        name = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return next((t for t in self._tables if t.service_name == name), None)

    def _table_chosen(self, *_: object) -> None:
        table = self._chosen_table()
        if table is not None and not self._unusable(table):
            self.address.setText(with_port(table.addresses[0], table.port))
            self.problem.clear()

    def _word_search(self) -> None:
        failure = getattr(self._browser, "failure", None)
        if failure:
            self.searching.setText(self.tr("Tables on this network cannot be looked for "
                                           "here (%1): type the host's address.")
                                   .replace("%1", str(failure)))
        elif not self._tables:
            self.searching.setText(self.tr("Looking for tables on this network… A table "
                                           "elsewhere: type its address and port below."))
        else:
            self.searching.setText(self.tr("Choose a table, or type an address below."))

    # --- joining --------------------------------------------------------------------------

    def _edited(self) -> None:
        """The player types anew: a refusal said before is done with."""
        if self._joining is None:
            self.problem.clear()

    def _code_edited(self, text: str) -> None:
        upper = text.upper()
        if upper != text:
            position = self.code.cursorPosition()
            self.code.setText(upper)
            self.code.setCursorPosition(position)

    def join(self) -> None:
        """Connect to the address with the code and name; the answer comes later."""
        if self._joining is not None:
            return
        try:
            host, port = parse_address(self.address.text(), DEFAULT_PORT)
        except ValueError:
            self._say(self.tr("Type the host's address, e.g. 192.168.1.5 or "
                              "192.168.1.5:%1.").replace("%1", str(DEFAULT_PORT)))
            self.address.setFocus()
            return
        code = "".join(self.code.text().split()).upper()
        if not code:
            self._say(self.tr("Type the join code the host tells you."))
            self.code.setFocus()
            return
        if not CODE_MIN <= len(code) <= CODE_MAX or not (code.isascii() and code.isalnum()):
            self._say(self.tr("A join code has %1 letters and digits, as the host's "
                              "lobby shows it.").replace("%1", str(CODE_LENGTH)))
            self.code.setFocus()
            return
        name = clean_name(self.name.text())[:NAME_MAX] or DEFAULT_NAMES[0]
        self.address_used = (host, port)
        session = self._joining = self._session_factory(self)
        session.welcomed.connect(lambda welcome, s=session: self._welcomed(s, welcome))
        session.failed.connect(lambda error, s=session: self._failed(s, error))
        self._busy(True)
        self._say(self.tr("Joining %1…").replace("%1", with_port(host, port)), error=False)
        remember(name=name, address=self.address.text().strip())
        token = kept_seats.token_for(host, port, code)  # our seat there, if we had one
        self._joined_as = (host, port, code, name, token)
        session.join(host, port, code, name, token=token)

    def _welcomed(self, session: NetSession, welcome: Welcome) -> None:
        """Seated: the seat's controller is made now, before the host's next message is
        delivered (so it misses none), and the dialog is done."""
        if session is not self._joining:
            return
        self._joining = None
        if self._joined_as is not None:
            host, port, code, _name, _token = self._joined_as
            kept_seats.keep(host, port, code, self.address.text().strip(), welcome.token)
        self.controller = self._controller_factory(session, welcome)
        self._busy(False)
        self.accept()

    def _failed(self, session: NetSession, error: JoinError) -> None:
        if session is not self._joining:
            return
        self._joining = None
        session.stop()
        joined = self._joined_as
        if error.code == "token" and joined is not None and joined[4] is not None:
            kept_seats.forget(*joined[:3])  # that seat is gone: join as anyone would
            self._kept_note, self._seat_lost = False, True
            self._busy(False)
            self.join()
            return
        self._busy(False)
        if error.code == "code" and self._seat_lost:  # another table at that address now
            self.code.clear()
            self._say(self.tr("The table you had a seat at has closed: type the join code "
                              "of the host's table now."))
        else:
            self._say(join_error_text(error.code))
        self._seat_lost = False
        (self.code if error.code in ("code", "token") else self.address).setFocus()

    def _busy(self, busy: bool) -> None:
        for widget in (self.address, self.code, self.name, self.tables, self.join_button):
            widget.setEnabled(not busy)

    def _say(self, text: str, error: bool = True) -> None:
        tint(self.problem, "error" if error else None)
        self.problem.setText(text)

    def problem_text(self) -> str:
        return self.problem.text()

    # --- closing --------------------------------------------------------------------------

    def done(self, result: int) -> None:
        if self._joining is not None:  # cancelled while joining: that connection goes
            self._joining.stop()
            self._joining = None
        if self._browser is not None:
            self._browser.close()
            self._browser = None
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.done(QDialog.DialogCode.Rejected)
        super().closeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table"))
        self.found_label.setText(self.tr("Tables on this network:"))
        self.address_label.setText(self.tr("&Address:"))
        self.address_label.setBuddy(self.address)
        self.address.setPlaceholderText(self.tr("address:port, e.g. 192.168.1.5:%1")
                                        .replace("%1", str(DEFAULT_PORT)))
        self.code_label.setText(self.tr("Join &code:"))
        self.code_label.setBuddy(self.code)
        self.code.setPlaceholderText("X" * CODE_LENGTH)
        self.name_label.setText(self.tr("Your &name:"))
        self.name_label.setBuddy(self.name)
        self.join_button.setText(self.tr("&Join"))
        if self._kept_note and self._joining is None:
            self._say(self.tr("You had a seat at this table: Join takes it back."),
                      error=False)
        self._show_tables(self._tables)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def join_error_text(code: str) -> str:
    """Why joining failed, in the player's language, from the host's error code (or the
    client's own: unreachable, closed, protocol)."""
    translate = QCoreApplication.translate
    texts = {
        "code": translate("JoinErrors", "That is not this table's join code. Check it "
                                        "with the host."),
        "full": translate("JoinErrors", "Every seat at this table is taken."),
        "banned": translate("JoinErrors", "Too many wrong codes came from this computer: "
                                          "the table refuses it for a few minutes."),
        "busy": translate("JoinErrors", "This computer has too many connections to that "
                                        "table."),
        "protocol": translate("JoinErrors", "That table runs another version of Herna: "
                                            "both players need the same version."),
        "unreachable": translate("JoinErrors", "No table answers at that address. Check "
                                               "the address and the port, and that the "
                                               "host's firewall lets Herna in."),
        "closed": translate("JoinErrors", "The table closed the connection before it "
                                          "answered."),
        "token": translate("JoinErrors", "Your seat at this table is no longer yours: "
                                         "join with the code."),
        "timeout": translate("JoinErrors", "The table did not answer in time."),
        "started": translate("JoinErrors", "The game at that table has begun without a "
                                           "free seat."),
    }
    other = translate("JoinErrors", "The table refused to seat you (%1).")
    return texts.get(code) or other.replace("%1", code)
