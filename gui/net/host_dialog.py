"""Game ▸ Host a table…: the new-game dialog in host mode, for each game it offers (Royal,
Nines, classic Tien Gow with its match length and variants). Each seat is "You (here)", a
computer of any level (easy to expert), or open for a friend (exactly one is yours), and
the player's name goes with the table; `table_config()` is the table to host. Its
choices are remembered apart from the new game's (settings group "host_table"); the name
is the one the Join window asks for too (settings group "network")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.ai.expert import EXPERT_MS
from core.names import DEFAULT_NAMES, clean_name
from core.net.protocol import NAME_MAX
from core.net.seats import HOST, OPEN
from core.net.table_config import TableConfig
from core.net.thinking import default_ms
from gui.room.new_game_dialog import MATCH_GAMES, MAX_SEATS, NewGameDialog
from gui.services import paths
from gui.services.settings import settings
from gui.services.theme import tint

NETWORK_GROUP = "network"  # settings: the player's name at network tables, the last address


def player_name() -> str:
    """The name this player last gave at a network table ("" the first time)."""
    name = settings().group(NETWORK_GROUP).get("name")
    return clean_name(name)[:NAME_MAX] if isinstance(name, str) else ""


def remember(**values: Any) -> None:
    """Keep `values` (name, address...) in the settings group "network"."""
    group = settings().group(NETWORK_GROUP)
    group.update(values)
    settings().set_group(NETWORK_GROUP, group)


class HostDialog(NewGameDialog):
    KINDS = (HOST, "ai:easy", "ai:medium", "ai:hard", "ai:expert", OPEN)
    FIRST = (HOST, OPEN, "ai:medium")
    GROUP = "host_table"

    def __init__(self, game: str | None = None, parent: QWidget | None = None):
        super().__init__(game, parent)
        self.setObjectName("hostDialog")
        self.your_name.setText(player_name())
        outer = self.layout()  # above the buttons, out of the fields' scrolling (at 200 %
        assert isinstance(outer, QVBoxLayout)  # it was below the fold: OK greyed unsaid)
        outer.insertWidget(outer.indexOf(self.buttons), self.problem)
        for i, box in enumerate(self.kind_boxes):
            box.currentIndexChanged.connect(lambda _index, seat=i: self._kind_chosen(seat))
        self.players_box.valueChanged.connect(lambda _count: self._check())
        self.your_name.textChanged.connect(lambda _text: self._mirror_name())
        self.game_box.currentIndexChanged.connect(lambda _index: self._mirror_name())
        for edit in self.name_edits:
            edit.setMaxLength(NAME_MAX)
        self._mirror_name()
        self._check()

    def add_rows(self, form: QFormLayout) -> None:
        """Your name, under the game and the players (and the line that says what is
        missing, placed above the buttons later)."""
        self.name_label = QLabel()
        self.your_name = QLineEdit(maxLength=NAME_MAX)
        self.your_name.setObjectName("hostName")
        self.problem = QLabel(wordWrap=True)
        self.problem.setObjectName("hostProblem")
        tint(self.problem, "error")
        form.addRow(self.name_label, self.your_name)

    # --- the choice -----------------------------------------------------------------------

    def host_name(self) -> str:
        return clean_name(self.your_name.text())[:NAME_MAX] or DEFAULT_NAMES[0]

    def table_config(self) -> TableConfig:
        """The table to host: the seats' kinds, the computers' names (an open seat's name
        is its computer's while no friend takes it), the options, the host's name, and
        the room's save of this game as the table's save. The hard and expert computers
        think as long as the pace setting says, as at a table of the room."""
        game = self.game()
        count = self.players_box.value()
        kinds = [self.kind(i) for i in range(count)]
        names = [self.host_name() if kind == HOST
                 else clean_name(self.name_edits[i].text())[:NAME_MAX] or DEFAULT_NAMES[i]
                 for i, kind in enumerate(kinds)]
        return TableConfig(game=game, seats=kinds, names=names, options=self.options(),
                           host_name=self.host_name(), save_path=paths.autosave_file(game),
                           pause_ms=settings().pause_ms(),
                           think_ms=settings().think_ms(default_ms(game)),
                           expert_ms=settings().think_ms(EXPERT_MS))

    def accept(self) -> None:
        if not self._check():
            return
        remember(name=self.host_name())
        super().accept()

    # --- keeping exactly one seat the host's ------------------------------------------------

    def _kind_chosen(self, seat: int) -> None:
        """A seat made "You": the seat that was yours opens for a friend."""
        if self.kind(seat) == HOST:
            for other, box in enumerate(self.kind_boxes):
                if other != seat and self.kind(other) == HOST:
                    box.setCurrentIndex(self.KINDS.index(OPEN))
        self._mirror_name()
        self._check()

    def _mirror_name(self) -> None:
        """Your seat's name is the name you give above (its own field is greyed)."""
        for i in range(MAX_SEATS):
            yours = self.kind(i) == HOST
            self.name_edits[i].setEnabled(not yours)
            if yours:
                self.name_edits[i].setText(self.host_name())

    def _check(self) -> bool:
        """Exactly one of the seats in play is yours and one at least a friend's (a table
        of computers alone started at once, no lobby, listed with no free seat); the OK
        button and the line under the seats say so."""
        kinds = [self.kind(i) for i in range(self.players_box.value())]
        why = ""
        if kinds.count(HOST) != 1:
            why = self.tr("Choose one seat for you (\u201cYou (here)\u201d).")
        elif OPEN not in kinds:
            why = self.tr("Open a seat for a friend (\u201cOpen for a friend\u201d): a game "
                          "against the computer alone is Game\u00a0\u25b8\u00a0New\u00a0game.")
        self.problem.setText(why)
        self.problem.setVisible(bool(why))
        ok = self.buttons.button(self.buttons.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not why)
        return not why

    # --- language -------------------------------------------------------------------------

    def kind_texts(self) -> tuple[str, ...]:
        return (self.tr("You (here)"), self.tr("Computer: easy"), self.tr("Computer: medium"),
                self.tr("Computer: hard"), self.tr("Computer: expert"),
                self.tr("Open for a friend"))

    def retranslate(self) -> None:
        super().retranslate()
        for box in (self.length_box, self.tiengow_length):
            for i, games in enumerate(MATCH_GAMES):  # (PySide finds a plural of the base
                box.setItemText(i, QCoreApplication.translate(  # class only so)
                    "NewGameDialog", "%n game(s)", "", games))
        self.setWindowTitle(self.tr("Host a table"))
        self.name_label.setText(self.tr("&Your name:"))
        self.name_label.setBuddy(self.your_name)
        self.your_name.setPlaceholderText(DEFAULT_NAMES[0])
        ok = self.buttons.button(self.buttons.StandardButton.Ok)
        if isinstance(ok, QPushButton):
            ok.setText(self.tr("&Host the table"))
        if hasattr(self, "_game"):
            self._check()
