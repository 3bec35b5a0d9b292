"""The lobby of a network table, a page of the room: the seats and who sits in them (live),
and for the host the join code (big, selectable, with a copy button), this computer's
addresses and port, and the buttons that start the game now or close the table. A
client sees the seats and may leave.

It knows nothing of the host or the connection: the room gives it the table's facts
(`show_host`, `show_seats`) and hears its buttons' signals."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.net.protocol import DEFAULT_PORT, SeatInfo
from gui.net.hosting import with_port
from gui.room.elided_label import ElidedLabel
from gui.services import fonts
from gui.services.text_size import text_size
from gui.services.theme import tint

CODE_PT = 30  # the join code, read aloud across the room


NAME_CHARS = 20  # a name in the seats' list is at most about this wide, then cut


class LobbyPage(QWidget):
    """The lobby. `start_now`, `close_table` (the host's), `leave` (a client's) and
    `to_table` (once the game runs) are its buttons."""

    start_now = Signal()
    close_table = Signal()
    leave = Signal()
    to_table = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("lobbyPage")
        self._hosting = False
        self._started = False
        self._game_name = ""
        self._host_name = ""
        self._code = ""
        self._port = 0
        self._addresses: list[str] = []
        self._seats: list[SeatInfo] = []
        self._mine = -1
        self._note = ""
        self.title = QLabel(textFormat=Qt.TextFormat.PlainText, wordWrap=True)
        self.title.setObjectName("lobbyTitle")
        self.code_caption = QLabel(wordWrap=True)
        self.code = QLabel(textFormat=Qt.TextFormat.PlainText)
        self.code.setObjectName("joinCode")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.code.setCursor(Qt.CursorShape.IBeamCursor)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyCode")
        self.copy_button.clicked.connect(self._copy)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code)
        code_row.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignVCenter)
        code_row.addStretch(1)
        self.where = QLabel(wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        self.where.setObjectName("lobbyWhere")
        self.addresses = QLabel(textFormat=Qt.TextFormat.PlainText)
        self.addresses.setObjectName("lobbyAddresses")

        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.port_note = QLabel(wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        self.port_note.setObjectName("lobbyPortNote")
        self.host_box = QFrame()
        self.host_box.setFrameShape(QFrame.Shape.StyledPanel)
        host = QVBoxLayout(self.host_box)
        host.addWidget(self.code_caption)
        host.addLayout(code_row)
        host.addWidget(self.where)
        host.addWidget(self.addresses)
        host.addWidget(self.port_note)
        self.seats_caption = QLabel(wordWrap=True)
        self.seats_caption.setObjectName("lobbySeatsCaption")
        self.seat_grid = QGridLayout()
        self.seat_grid.setHorizontalSpacing(18)
        self.seat_grid.setColumnStretch(3, 1)
        self.note = QLabel(wordWrap=True, textFormat=Qt.TextFormat.PlainText)
        self.note.setObjectName("lobbyNote")
        self.start_button = QPushButton()
        self.start_button.setObjectName("startNow")
        self.close_button = QPushButton()
        self.close_button.setObjectName("closeTable")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leaveTable")
        self.table_button = QPushButton()
        self.table_button.setObjectName("toTable")
        self.start_button.clicked.connect(self.start_now)
        self.close_button.clicked.connect(self.close_table)
        self.leave_button.clicked.connect(self.leave)
        self.table_button.clicked.connect(self.to_table)
        buttons = QHBoxLayout()
        for button in (self.table_button, self.start_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.leave_button)
        inner = QWidget()
        inner.setObjectName("lobbyInner")
        inner.setMaximumWidth(900)
        column = QVBoxLayout(inner)
        column.addWidget(self.title)
        column.addWidget(self.host_box)
        column.addSpacing(8)
        column.addWidget(self.seats_caption)
        column.addLayout(self.seat_grid)
        column.addWidget(self.note)
        column.addStretch(1)
        column.addLayout(buttons)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        centred = QHBoxLayout(holder)
        centred.addStretch(0)
        centred.addWidget(inner, 1)
        centred.addStretch(0)
        scroll.setWidget(holder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        inner.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._fonts()
        text_size().changed.connect(self._fonts)
        self.retranslate()

    def _fonts(self) -> None:
        """The title, the code and the addresses sized to the text size (now and when
        it changes)."""
        body = QApplication.font()
        title_font = QFont(body)
        title_font.setPointSizeF(body.pointSizeF() * 1.5)
        title_font.setBold(True)
        self.title.setFont(title_font)
        code_font = fonts.fixed()
        code_font.setPointSizeF(text_size().pt(CODE_PT))
        code_font.setBold(True)
        code_font.setLetterSpacing(code_font.SpacingType.PercentageSpacing, 115)
        self.code.setFont(code_font)
        address_font = fonts.fixed()
        address_font.setPointSizeF(body.pointSizeF())
        self.addresses.setFont(address_font)

    # --- what the room tells it -----------------------------------------------------------

    def show_table(self, game_name: str, host_name: str, *, hosting: bool) -> None:
        """A new table: its game, its host's name, whether this Herna hosts it."""
        self._game_name, self._host_name, self._hosting = game_name, host_name, hosting
        self._started = False
        self._seats, self._mine, self._note = [], -1, ""
        self._code, self._port, self._addresses = "", 0, []
        self.retranslate()

    def game_name(self) -> str:
        """The name of the table's game, as shown."""
        return self._game_name

    def show_host(self, code: str, port: int, addresses: Sequence[str]) -> None:
        """The hosted table listens on `port` of `addresses` with the join `code`."""
        self._code, self._port, self._addresses = code, port, list(addresses)
        self.retranslate()

    def show_seats(self, seats: Sequence[SeatInfo], mine: int, started: bool) -> None:
        """The seats as the host says; `mine` is this player's seat."""
        self._seats, self._mine, self._started = list(seats), mine, started
        self._fill_seats()
        self._word_buttons()

    def show_note(self, text: str) -> None:
        """A line under the seats (e.g. why the table is not announced)."""
        self._note = text
        self.note.setText(text)
        self.note.setVisible(bool(text))

    @property
    def hosting(self) -> bool:
        return self._hosting

    def code_text(self) -> str:
        return self._code

    def seat_texts(self) -> list[str]:
        """Each seat's line as shown (for tests)."""
        rows = []
        for row in range(len(self._seats)):
            texts = []
            for column in range(4):
                item = self.seat_grid.itemAtPosition(row, column)
                widget = item.widget() if item is not None else None
                if isinstance(widget, QLabel):
                    texts.append(widget.text())
            rows.append(" ".join(texts))
        return rows

    # --- drawing --------------------------------------------------------------------------

    def _copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None and self._code:
            clipboard.setText(self._code)
            self.copy_button.setText(self.tr("Copied"))

    def _fill_seats(self) -> None:
        grid = self.seat_grid
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for row, seat in enumerate(self._seats):
            cells = (self.tr("Seat %1").replace("%1", str(row + 1)),
                     self._who(row, seat), self._status(seat), self._kind(row, seat))
            for column, text in enumerate(cells):
                # a long name is cut with …, the status and kind wrap: at 200 % on 800x600
                # the grid's width made the lobby scroll sideways
                label = ElidedLabel(1) if column == 1 else QLabel(
                    textFormat=Qt.TextFormat.PlainText, wordWrap=column > 1)
                label.setText(text)
                if column == 1:  # a name is cut rather than squeeze the status column
                    chars = label.fontMetrics().averageCharWidth()
                    label.setMinimumWidth(chars * 6)
                    label.setMaximumWidth(chars * NAME_CHARS)
                label.setObjectName(f"seat{row}_{column}")
                if row == self._mine:
                    font = label.font()
                    font.setBold(True)
                    label.setFont(font)
                if column == 2:
                    tint(label, _STATUS_COLOURS.get(seat.status))
                grid.addWidget(label, row, column)

    def _who(self, row: int, seat: SeatInfo) -> str:
        if seat.status == "open" and seat.kind == "open":
            return self.tr("(free)")
        return seat.name

    def _status(self, seat: SeatInfo) -> str:
        if seat.status == "open" and self._started:
            return self.tr("a computer plays until a friend comes")
        return {"here": self.tr("here"), "away": self.tr("away"),
                "open": self.tr("waiting for a friend"),
                "computer": self.tr("a computer plays")}.get(seat.status, seat.status)

    def _kind(self, row: int, seat: SeatInfo) -> str:
        if row == self._mine:
            return self.tr("you")
        if seat.kind == "human" and seat.name == self._host_name and not self._hosting:
            return self.tr("the host")
        if seat.kind.startswith("ai:"):
            level = seat.kind.partition(":")[2]
            return {"easy": self.tr("computer (easy)"), "medium": self.tr("computer (medium)"),
                    "hard": self.tr("computer (hard)"),
                    "expert": self.tr("computer (expert)")}.get(level, self.tr("computer"))
        return self.tr("a friend") if seat.kind == "human" else self.tr("open seat")

    def _word_buttons(self) -> None:
        hosting, started = self._hosting, self._started
        self.start_button.setVisible(hosting and not started)
        self.close_button.setVisible(hosting)
        self.leave_button.setVisible(not hosting)
        self.table_button.setVisible(started)
        free = any(seat.status in ("open", "away") for seat in self._seats)
        self.start_button.setEnabled(free)
        if started:
            self.seats_caption.setText(self.tr("The game is on. The seats:"))
        elif hosting:
            self.seats_caption.setText(self.tr("The seats (the game starts by itself when "
                                               "every seat is taken, or with Start now):"))
        else:
            self.seats_caption.setText(self.tr("The seats (the game starts when the host "
                                               "says or every seat is taken):"))

    def retranslate(self) -> None:
        if self._hosting:
            self.title.setText(self.tr("Your table: %1").replace("%1", self._game_name))
        else:
            self.title.setText(self.tr("%1's table: %2").replace("%1", self._host_name)
                               .replace("%2", self._game_name))
        self.host_box.setVisible(self._hosting)
        self.code_caption.setText(self.tr("Tell your friends the join code:"))
        self.code.setText(self._code or "…")
        self.copy_button.setText(self.tr("&Copy the code"))
        self.copy_button.setEnabled(bool(self._code))
        if self._port:
            where = self.tr("Friends on this network find the table with Game ▸ Join a "
                            "table… From elsewhere on the internet, they type your address "
                            "and the port %1 (your router must forward it to this "
                            "computer):")
            self.where.setText(where.replace("%1", str(self._port)))
            self.port_note.setText(self.tr("(Port %1 was taken, so the table listens on "
                                           "another one.)").replace("%1", str(DEFAULT_PORT)))
            self.port_note.setVisible(self._port != DEFAULT_PORT)
            self.addresses.setText("\n".join(with_port(a, self._port)
                                             for a in self._addresses))
        else:
            self.where.setText(self.tr("Opening the table…"))
            self.addresses.clear()
            self.port_note.hide()
        self.start_button.setText(self.tr("&Start now (computers take the open seats)"))
        self.close_button.setText(self.tr("C&lose the table"))
        self.leave_button.setText(self.tr("&Leave the table"))
        self.table_button.setText(self.tr("&To the table"))
        self._fill_seats()
        self._word_buttons()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


_STATUS_COLOURS = {"here": "ok", "away": "warning", "open": "muted"}  # (gui.services.theme)
