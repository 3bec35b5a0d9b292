"""The new-game dialog: the game, the seats (human or computer, names) and the options.

Each game's last choices are remembered between runs (settings group "new_game", one entry
per game): starting one game never changes what the other remembers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from core.names import DEFAULT_NAMES, MAX_NAME, clean_name
from core.tiengow.options import CHOICES as TIENGOW_CHOICES
from gui.play.controller import SeatSpec
from gui.room.elided_label import ElidedCombo
from gui.room.window_fit import DIALOG_MOST, dialog_most_height, vertical_scroller
from gui.services.settings import settings

MOST_W, MOST_H = DIALOG_MOST.width(), DIALOG_MOST.height()
FIELD_MOST = 440  # a choice's widest: beside its label in a dialog MOST_W wide

GAMES = ("royal", "nines", "tiengow")
KINDS = ("human", "ai:easy", "ai:medium", "ai:hard", "ai:expert")
MAX_SEATS = 6
SEATS = {"royal": MAX_SEATS, "nines": 4, "tiengow": 4}  # the seat rows each game can use
VARIANTS = tuple(TIENGOW_CHOICES)  # Tien Gow's variant options (docs/tiengow.md), one box each
MATCH_GAMES = (1, 2, 4, 8)


def default_choice(game: str, kinds: Sequence[str] = ("human", "ai:medium")
                   ) -> dict[str, Any]:
    """The first-run choice: you at seat 1 against computers of medium strength (`kinds`:
    the first seat's kind, the second's, and the kind of all after them, the last given
    repeated)."""
    seats = [{"name": DEFAULT_NAMES[i], "kind": kinds[min(i, len(kinds) - 1)]}
             for i in range(SEATS[game])]
    options: dict[str, Any]
    if game == "royal":
        options = {"end_early": True, "matchsticks": 0, "stock": 50}
    elif game == "tiengow":
        options = {"match_games": 4, **{key: TIENGOW_CHOICES[key][0] for key in VARIANTS}}
    else:
        options = {"match_games": 4, "match_target": None}
    return {"players": 4, "seats": seats, "options": options}


def _whole(value: Any, low: int, high: int) -> int | None:
    """`value` when it is a whole number from `low` to `high`, else None."""
    ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    return value if ok else None


def remembered_choice(game: str, saved: Any, kinds: Sequence[str] = KINDS,
                      first: Sequence[str] = ("human", "ai:medium")) -> dict[str, Any]:
    """`game`'s default choice (`first`, as `default_choice` takes it) with what `saved`
    remembers for it; whatever does not belong to `game` (another game's options, a seat
    too many, a kind not of `kinds`) or is broken is ignored."""
    choice = default_choice(game, first)
    if not isinstance(saved, dict):
        return choice
    if game == "royal" and _whole(saved.get("players"), 3, MAX_SEATS):
        choice["players"] = saved["players"]
    seats = saved.get("seats")
    for seat, was in zip(choice["seats"], seats if isinstance(seats, list) else [],
                         strict=False):
        if isinstance(was, dict) and isinstance(was.get("name"), str):
            seat["name"] = clean_name(was["name"])
        if isinstance(was, dict) and was.get("kind") in kinds:
            seat["kind"] = was["kind"]
    options = saved.get("options")
    options = options if isinstance(options, dict) else {}
    chosen = choice["options"]
    if game == "royal":
        if isinstance(options.get("end_early"), bool):
            chosen["end_early"] = options["end_early"]
        for key in ("matchsticks", "stock"):
            if _whole(options.get(key), 0 if key == "matchsticks" else 5, 1000) is not None:
                chosen[key] = options[key]
    elif game == "tiengow":
        if options.get("match_games") in MATCH_GAMES:
            chosen["match_games"] = options["match_games"]
        for key in VARIANTS:
            value = options.get(key)
            if any(type(value) is type(v) and value == v for v in TIENGOW_CHOICES[key]):
                chosen[key] = value
    elif options.get("match_target") is not None:
        if _whole(options["match_target"], 1, 200):
            chosen.update(match_games=None, match_target=options["match_target"])
    elif options.get("match_games") in MATCH_GAMES:
        chosen["match_games"] = options["match_games"]
    return choice


def roomy(box: QComboBox, texts: Sequence[str]) -> None:
    """Wide enough for its longest text with air before the arrow (the styles' own size
    hint leaves the text touching it), up to FIELD_MOST: past it the box shows its
    text cut with … and its list the whole texts (at 200 % Tien Gow's variants made the
    dialog 1156 px wide)."""
    metrics = box.fontMetrics()
    arrow = box.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, box)
    whole = (max(metrics.horizontalAdvance(t) for t in texts) + arrow
             + metrics.averageCharWidth() * 4)
    box.setMinimumWidth(min(whole, FIELD_MOST))
    box.setMaximumWidth(FIELD_MOST)
    box.view().setMinimumWidth(whole)


class NewGameDialog(QDialog):
    """The game, its seats and options. A subclass may offer other seat kinds (`KINDS`,
    worded by `kind_texts`, the first-run seats `FIRST`) and remember its choices in a
    settings group of its own (`GROUP`); `add_rows(form)` adds its rows to the form."""

    KINDS: tuple[str, ...] = KINDS
    FIRST: tuple[str, ...] = ("human", "ai:medium")
    GROUP = "new_game"

    def __init__(self, game: str | None = None, parent: QWidget | None = None):
        """`game` is offered first (None: the game chosen last time)."""
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        remembered = settings().group(self.GROUP)
        game = game or remembered.get("last_game", "royal")
        self._choices = {g: remembered_choice(g, remembered.get(g), self.KINDS, self.FIRST)
                         for g in GAMES}
        self.game_label = QLabel()
        self.game_box = QComboBox()
        self.players_label = QLabel()
        self.players_box = QSpinBox(minimum=3, maximum=6)
        self.seats_group = QGroupBox()
        grid = QGridLayout(self.seats_group)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        for i in range(MAX_SEATS):
            label, edit, box = QLabel(), QLineEdit(maxLength=MAX_NAME), QComboBox()
            box.addItems([""] * len(self.KINDS))
            grid.addWidget(label, i, 0)
            grid.addWidget(edit, i, 1)
            grid.addWidget(box, i, 2)
            label.setBuddy(edit)  # a screen reader names each field by its seat
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.kind_boxes.append(box)
        grid.setColumnStretch(1, 1)
        self.royal_group = QGroupBox()
        self.end_early = QCheckBox()
        self.matchsticks = QCheckBox()
        self.stock_label = QLabel()
        self.stock = QSpinBox(minimum=5, maximum=1000, singleStep=5)
        self.stock_label.setBuddy(self.stock)
        stock_row = QHBoxLayout()
        stock_row.addWidget(self.stock_label)
        stock_row.addWidget(self.stock)
        stock_row.addStretch(1)
        royal = QVBoxLayout(self.royal_group)
        royal.addWidget(self.end_early)
        royal.addWidget(self.matchsticks)
        royal.addLayout(stock_row)
        self.matchsticks.toggled.connect(self.stock.setEnabled)
        self.nines_group = QGroupBox()
        self.length_label = QLabel()
        self.length_box = QComboBox()
        self.length_box.addItems([""] * (len(MATCH_GAMES) + 1))
        self.target = QSpinBox(minimum=1, maximum=200, value=16)
        self.length_label.setBuddy(self.length_box)
        nines = QHBoxLayout(self.nines_group)
        nines.addWidget(self.length_label)
        nines.addWidget(self.length_box)
        nines.addWidget(self.target)
        nines.addStretch(1)
        self.length_box.currentIndexChanged.connect(
            lambda i: self.target.setVisible(i == len(MATCH_GAMES)))
        self.tiengow_group = QGroupBox()
        self.tiengow_form = variants = QFormLayout(self.tiengow_group)
        variants.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.tiengow_length = QComboBox()
        self.tiengow_length.addItems([""] * len(MATCH_GAMES))
        self.tiengow_length_label = QLabel()
        self.tiengow_length_label.setBuddy(self.tiengow_length)
        variants.addRow(self.tiengow_length_label, self.tiengow_length)
        self.variant_labels: dict[str, QLabel] = {}
        self.variant_boxes: dict[str, QComboBox] = {}
        for key in VARIANTS:
            box = ElidedCombo()
            box.addItems([""] * len(TIENGOW_CHOICES[key]))
            self.variant_labels[key], self.variant_boxes[key] = QLabel(), box
            variants.addRow(self.variant_labels[key], box)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.game_label, self.game_box)
        form.addRow(self.players_label, self.players_box)
        self.add_rows(form)
        self.body = body = QVBoxLayout()  # what scrolls when the text is large
        body.setContentsMargins(0, 0, 0, 0)
        body.addLayout(form)
        body.addWidget(self.seats_group)
        body.addWidget(self.royal_group)
        body.addWidget(self.nines_group)
        body.addWidget(self.tiengow_group)
        body.addStretch(1)
        fields = QWidget()
        fields.setLayout(body)
        self.scroller = vertical_scroller(fields)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.buttons)
        self.game_box.addItems([""] * len(GAMES))
        self.retranslate()
        self._game = ""
        self.game_box.currentIndexChanged.connect(lambda i: self._show_game(GAMES[i]))
        self.players_box.valueChanged.connect(self._show_players)
        self.game_box.setCurrentIndex(GAMES.index(game if game in GAMES else "royal"))
        self._show_game(GAMES[self.game_box.currentIndex()])
        self.resize(min(self.sizeHint().width() + 120, MOST_W), self.sizeHint().height())

    # --- the choice -----------------------------------------------------------------------

    def game(self) -> str:
        return GAMES[self.game_box.currentIndex()]

    def seats(self) -> list[SeatSpec]:
        count = self.players_box.value()
        specs = []
        for i in range(count):
            name = clean_name(self.name_edits[i].text()) or DEFAULT_NAMES[i]
            specs.append(SeatSpec(name, self.kind(i)))
        return specs

    def options(self) -> dict[str, Any]:
        options = self._options(self.game())
        options.pop("stock", None)
        return options

    def accept(self) -> None:
        """Remember the chosen game's choices (and only that game's)."""
        game = self.game()
        self._store(game)
        remembered = settings().group(self.GROUP)
        remembered[game] = self._choices[game]
        remembered["last_game"] = game
        settings().set_group(self.GROUP, remembered)
        super().accept()

    def kind(self, seat: int) -> str:
        """The kind chosen for `seat` (one of `KINDS`)."""
        return self.KINDS[self.kind_boxes[seat].currentIndex()]

    def add_rows(self, form: QFormLayout) -> None:
        """Rows a subclass adds under the game and the players."""

    # --- showing a game's choices ---------------------------------------------------------

    def _options(self, game: str) -> dict[str, Any]:
        """`game`'s options as the widgets show them (Royal: with the matchstick stock
        kept while matchsticks are off)."""
        if game == "royal":
            return {"end_early": self.end_early.isChecked(),
                    "matchsticks": self.stock.value() if self.matchsticks.isChecked() else 0,
                    "stock": self.stock.value()}
        if game == "tiengow":
            return {"match_games": MATCH_GAMES[self.tiengow_length.currentIndex()],
                    **{key: TIENGOW_CHOICES[key][self.variant_boxes[key].currentIndex()]
                       for key in VARIANTS}}
        index = self.length_box.currentIndex()
        if index == len(MATCH_GAMES):
            return {"match_games": None, "match_target": self.target.value()}
        return {"match_games": MATCH_GAMES[index], "match_target": None}

    def _store(self, game: str) -> None:
        """Keep the widgets' values as `game`'s choice (they show `game` now)."""
        self._choices[game] = {
            "players": self.players_box.value(),
            "seats": [{"name": self.name_edits[i].text(),
                       "kind": self.kind(i)}
                      for i in range(SEATS[game])],
            "options": self._options(game),
        }

    def _show_game(self, game: str) -> None:
        if self._game:
            self._store(self._game)
        self._game = game
        choice = self._choices[game]
        royal = game == "royal"
        self.players_box.setRange(3 if royal else 4, 6 if royal else 4)
        self.players_box.setValue(int(choice.get("players", 4)) if royal else 4)
        self.players_box.setEnabled(royal)
        seats = choice.get("seats", [])
        for i in range(MAX_SEATS):
            seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
            self.name_edits[i].setText(str(seat.get("name", DEFAULT_NAMES[i])))
            kind = seat.get("kind", "ai:medium")
            self.kind_boxes[i].setCurrentIndex(
                self.KINDS.index(kind if kind in self.KINDS else "ai:medium"))
        options = choice.get("options", {})
        self.royal_group.setVisible(royal)
        self.nines_group.setVisible(game == "nines")
        self.tiengow_group.setVisible(game == "tiengow")
        if game == "tiengow":
            games = options.get("match_games")
            self.tiengow_length.setCurrentIndex(
                MATCH_GAMES.index(games) if games in MATCH_GAMES else 2)
            for key in VARIANTS:
                values = TIENGOW_CHOICES[key]
                value = options.get(key, values[0])
                self.variant_boxes[key].setCurrentIndex(
                    values.index(value) if value in values else 0)
        elif royal:
            self.end_early.setChecked(bool(options.get("end_early", True)))
            sticks = int(options.get("matchsticks") or 0)
            self.matchsticks.setChecked(sticks > 0)
            self.stock.setValue(sticks or int(options.get("stock") or 50))
            self.stock.setEnabled(sticks > 0)
        else:
            target = options.get("match_target")
            games = options.get("match_games") or 4
            self.length_box.setCurrentIndex(
                len(MATCH_GAMES) if target else MATCH_GAMES.index(games)
                if games in MATCH_GAMES else 2)
            if target:
                self.target.setValue(int(target))
            self.target.setVisible(bool(target))
        self._show_players(self.players_box.value())

    def _show_players(self, count: int) -> None:
        for i in range(MAX_SEATS):
            for widget in (self.seat_labels[i], self.name_edits[i], self.kind_boxes[i]):
                widget.setVisible(i < count)
        # Shrink back after fewer seats (or the smaller Nines options) are shown.
        QTimer.singleShot(0, self._fit_height)

    def _fit_height(self) -> None:
        """As high as the fields want, within a small screen (past it they scroll)."""
        self.body.activate()
        want = self.body.totalMinimumSize()
        room = self.height() - self.scroller.height()  # the buttons and margins
        most = dialog_most_height(self)
        height = min(want.height() + room, most)
        bar = self.scroller.verticalScrollBar().sizeHint().width() if (
            want.height() + room > most) else 0
        self.scroller.setMinimumWidth(want.width() + bar)
        self.scroller.setMinimumHeight(min(want.height(), MOST_H - room))
        outer = self.layout()
        if outer is not None:  # its least size from the new minimum, before the resize
            outer.activate()
        self.resize(min(max(self.width(), want.width() + bar), MOST_W), height)

    # --- language -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        self.game_label.setBuddy(self.game_box)
        self.game_box.setItemText(0, self.tr("Royal Domino"))
        self.game_box.setItemText(1, self.tr("Nines and Heavens"))
        self.game_box.setItemText(2, self.tr("Classic Tien Gow"))
        self.players_label.setText(self.tr("&Players:"))
        self.players_label.setBuddy(self.players_box)
        self.seats_group.setTitle(self.tr("Seats in play order"))
        kinds = self.kind_texts()
        for i in range(MAX_SEATS):
            self.seat_labels[i].setText(self.tr("Seat &%1:").replace("%1", str(i + 1)))
            self.name_edits[i].setAccessibleName(
                self.tr("Seat %1: name").replace("%1", str(i + 1)))
            self.kind_boxes[i].setAccessibleDescription(  # (a combo box's name on Linux
                self.tr("Seat %1: who plays").replace("%1", str(i + 1)))  # is its text)
            self.name_edits[i].setPlaceholderText(DEFAULT_NAMES[i])
            for k, text in enumerate(kinds):
                self.kind_boxes[i].setItemText(k, text)
            roomy(self.kind_boxes[i], kinds)
        self.royal_group.setTitle(self.tr("Royal Domino options"))
        self.end_early.setText(self.tr("End deals 2 to 4 early"))
        self.end_early.setToolTip(self.tr("Deals 2 to 4 end as soon as every penalty card "
                                          "is taken."))
        self.matchsticks.setText(self.tr("Play for matchsticks"))
        self.stock_label.setText(self.tr("&Matches each at the start:"))
        self.nines_group.setTitle(self.tr("Nines and Heavens match"))
        self.length_label.setText(self.tr("Match &length:"))
        self.target.setAccessibleName(self.tr("First to this many points:"))
        for i, games in enumerate(MATCH_GAMES):
            self.length_box.setItemText(i, self.tr("%n game(s)", "", games))
        self.length_box.setItemText(len(MATCH_GAMES), self.tr("First to this many points:"))
        self._retranslate_tiengow()

    def _retranslate_tiengow(self) -> None:
        self.tiengow_group.setTitle(self.tr("Classic Tien Gow: match and variants"))
        self.tiengow_length_label.setText(self.tr("Match &length:"))
        for i, games in enumerate(MATCH_GAMES):
            self.tiengow_length.setItemText(i, self.tr("%n game(s)", "", games))
        words = {
            "combos": (self.tr("Combinations:"), (
                self.tr("Pairs, triplets and quartets (classic)"),
                self.tr("Singles and pairs only"),
                self.tr("Singles and pure pairs only (the old game)"))),
            "dragons": (self.tr("Dragon triplets:"), (
                self.tr("Not played"),
                self.tr("Played: 1-1 2-2 3-3 and 4-4 5-5 6-6"))),
            "supreme": (self.tr("The Supreme pair:"), (
                self.tr("Unbeatable when led, a discard otherwise"),
                self.tr("The highest pair whenever it is played"))),
            "triplets": (self.tr("A triplet beats:"), (
                self.tr("A lower triplet of the same make-up"),
                self.tr("Any triplet of a lower group"))),
            "early_death": (self.tr("Without a trick yet:"), (
                self.tr("You may not win a last single"),
                self.tr("You may not win the last trick"),
                self.tr("No such rule"))),
            "banker": (self.tr("The banker:"), (
                self.tr("Pays and is paid double"),
                self.tr("Double, and one more for each game won as banker"),
                self.tr("No multiplier"))),
        }
        tips = {  # what each rule is about, for a newcomer (plain text)
            "combos": self.tr("Which sets of tiles may be led besides a single tile: pairs "
                              "of one face or group, triplets and quartets of a group."),
            "dragons": self.tr("Whether the folk triplets 1-1 2-2 3-3 (little dragon) and "
                               "4-4 5-5 6-6 (big dragon) may be led; nothing else beats "
                               "them."),
            "supreme": self.tr("The Supreme pair is 1-2 with 2-4. Led, it cannot be beaten; "
                               "this says what it is worth when someone else led a pair."),
            "triplets": self.tr("Which led triplet a higher triplet may beat."),
            "early_death": self.tr("Whether a player who has won no trick yet may win the "
                                   "last one; under the rule they must play it face down."),
            "banker": self.tr("The banker leads first; payments between the banker and the "
                              "others are multiplied."),
        }
        for key in VARIANTS:
            label, texts = words[key]
            self.variant_labels[key].setText(label)
            self.variant_labels[key].setToolTip(tips[key])
            self.variant_boxes[key].setToolTip(tips[key])
            for i, text in enumerate(texts):
                self.variant_boxes[key].setItemText(i, text)
            roomy(self.variant_boxes[key], texts)

    def kind_texts(self) -> tuple[str, ...]:
        """The names of `KINDS`, in their order."""
        return (self.tr("Human"), self.tr("Computer: easy"), self.tr("Computer: medium"),
                self.tr("Computer: hard"), self.tr("Computer: expert"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

