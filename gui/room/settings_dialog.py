"""The settings dialog: every change applies at once (the language too, without restart)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from gui.art.cards import back_style_name as art_name
from gui.room.window_fit import DIALOG_MOST, dialog_most_height, vertical_scroller
from gui.services import settings as settings_module
from gui.services.settings import (
    ANNOUNCE,
    APPEARANCES,
    LANGUAGES,
    PACES,
    PAUSES,
    SPEEDS,
    TEXT_SIZES,
    TILE_STYLES,
    card_back_styles,
    settings,
)
from gui.services.text_size import text_size

MOST_W = DIALOG_MOST.width() - 40  # (its fields' width)


def back_style_name(style: str) -> str:
    return art_name(style)


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.language_label, self.language = QLabel(), QComboBox()
        self.speed_label, self.speed = QLabel(), QComboBox()
        self.pace_label, self.pace = QLabel(), QComboBox()
        self.pause_label, self.pause = QLabel(), QComboBox()
        self.back_label, self.back = QLabel(), QComboBox()
        self.tiles_label, self.tiles = QLabel(), QComboBox()
        self.colour_label = QLabel()
        self.colour_button = QPushButton()
        self.colour_reset = QPushButton()
        self.volume_label = QLabel()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.mute = QCheckBox()
        self.coach = QCheckBox()
        self.announce_label, self.announce = QLabel(), QComboBox()
        self.announce.addItems([""] * len(ANNOUNCE))
        self.appearance_label, self.appearance = QLabel(), QComboBox()
        self.appearance.addItems([""] * len(APPEARANCES))
        self.text_size_label, self.text_size = QLabel(), QComboBox()
        self.text_size.addItems([f"{size} %" for size in TEXT_SIZES])
        sound_row = QHBoxLayout()
        sound_row.addWidget(self.volume, 1)
        sound_row.addWidget(self.mute)
        self.language.addItems([""] * len(LANGUAGES))
        self.speed.addItems([""] * len(SPEEDS))
        self.pace.addItems([""] * len(PACES))
        self.pause.addItems([""] * len(PAUSES))
        self._backs = card_back_styles()
        self.back.addItems([""] * len(self._backs))
        self.tiles.addItems([""] * len(TILE_STYLES))
        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour_button)
        colour_row.addWidget(self.colour_reset)
        colour_row.addStretch(1)
        self.form = form = QFormLayout()
        form.addRow(self.language_label, self.language)
        form.addRow(self.appearance_label, self.appearance)
        form.addRow(self.text_size_label, self.text_size)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.pace_label, self.pace)
        form.addRow(self.pause_label, self.pause)
        form.addRow(self.back_label, self.back)
        form.addRow(self.tiles_label, self.tiles)
        form.addRow(self.colour_label, colour_row)
        form.addRow(self.volume_label, sound_row)
        form.addRow("", self.coach)
        form.addRow(self.announce_label, self.announce)
        for label, field in ((self.language_label, self.language),
                             (self.appearance_label, self.appearance),
                             (self.text_size_label, self.text_size),
                             (self.speed_label, self.speed), (self.pace_label, self.pace),
                             (self.pause_label, self.pause), (self.back_label, self.back),
                             (self.tiles_label, self.tiles),
                             (self.colour_label, self.colour_button),
                             (self.volume_label, self.volume),
                             (self.announce_label, self.announce)):
            label.setBuddy(field)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(440)
        fields = QWidget()
        fields.setLayout(form)
        self.scroller = vertical_scroller(fields)  # (it scrolls only when the text is large)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.buttons)
        self._load()
        self.retranslate()
        self._fit()
        self._connect()
        text_size().settled.connect(self._fit)

    def _fit(self) -> None:
        """As large as the fields want, within a small screen (800x600); with large text
        each label above its field."""
        large = text_size().factor >= 1.5
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows if large
                                   else QFormLayout.RowWrapPolicy.DontWrapRows)
        fields = self.scroller.widget()
        assert fields is not None
        fields.adjustSize()
        bar = self.scroller.verticalScrollBar().sizeHint().width()
        want = fields.sizeHint()
        self.scroller.setMinimumWidth(min(want.width() + bar, MOST_W))
        self.resize(min(want.width() + bar + 40, MOST_W + 40),
                    min(want.height() + self.buttons.sizeHint().height() + 40,
                        dialog_most_height(self)))

    def _connect(self) -> None:
        """Each field sets its setting (connected once)."""
        self.language.currentIndexChanged.connect(
            lambda i: setattr(settings(), "language", LANGUAGES[i]))
        self.speed.currentIndexChanged.connect(
            lambda i: setattr(settings(), "animation_speed", SPEEDS[i]))
        self.pace.currentIndexChanged.connect(
            lambda i: setattr(settings(), "computer_pace", PACES[i]))
        self.pause.currentIndexChanged.connect(
            lambda i: setattr(settings(), "computer_pause", PAUSES[i]))
        self.back.currentIndexChanged.connect(
            lambda i: setattr(settings(), "card_back", self._backs[i]))
        self.tiles.currentIndexChanged.connect(
            lambda i: setattr(settings(), "tile_style", TILE_STYLES[i]))
        self.colour_button.clicked.connect(self._choose_colour)
        self.colour_reset.clicked.connect(self._reset_colour)
        self.volume.valueChanged.connect(lambda v: setattr(settings(), "sound_volume", v))
        self.mute.toggled.connect(lambda on: setattr(settings(), "sound_muted", on))
        self.mute.toggled.connect(lambda on: self.volume.setEnabled(not on))
        self.coach.toggled.connect(lambda on: setattr(settings(), "coach", on))
        self.text_size.currentIndexChanged.connect(
            lambda i: setattr(settings(), "text_size", TEXT_SIZES[i]))
        self.appearance.currentIndexChanged.connect(
            lambda i: setattr(settings(), "appearance", APPEARANCES[i]))
        self.announce.currentIndexChanged.connect(
            lambda i: setattr(settings(), "announce", ANNOUNCE[i]))
        settings().changed.connect(self._follow)

    def _load(self) -> None:
        s = settings()
        self.language.setCurrentIndex(LANGUAGES.index(s.language))
        self.speed.setCurrentIndex(SPEEDS.index(s.animation_speed))
        self.pace.setCurrentIndex(PACES.index(s.computer_pace))
        self.pause.setCurrentIndex(PAUSES.index(s.computer_pause))
        self.back.setCurrentIndex(self._backs.index(s.card_back))
        self.tiles.setCurrentIndex(TILE_STYLES.index(s.tile_style))
        self._show_colour()
        self.volume.setValue(s.sound_volume)
        self.mute.setChecked(s.sound_muted)
        self.volume.setEnabled(not s.sound_muted)
        self.coach.setChecked(s.coach)
        self.announce.setCurrentIndex(ANNOUNCE.index(s.announce))
        self.appearance.setCurrentIndex(APPEARANCES.index(s.appearance))
        self.text_size.setCurrentIndex(TEXT_SIZES.index(s.text_size))

    def _follow(self, key: str) -> None:
        """Show a change made elsewhere (the menu's Sound toggle) while open."""
        if key == "sound_muted":
            self.mute.setChecked(settings().sound_muted)
        elif key == "coach":
            self.coach.setChecked(settings().coach)

    def _show_colour(self) -> None:
        swatch = QPixmap(28, 14)
        swatch.fill(settings().table_colour)
        self.colour_button.setIcon(swatch)
        self.colour_button.setIconSize(swatch.size())

    def _choose_colour(self) -> None:
        colour = QColorDialog.getColor(settings().table_colour, self, self.tr("Table colour"))
        if colour.isValid():
            settings().table_colour = colour
            self._show_colour()

    def _reset_colour(self) -> None:
        settings().table_colour = QColor(settings_module.DEFAULT_TABLE_COLOUR)
        self._show_colour()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        # Each language is named in itself, so that it can be found whatever is shown now.
        for i, text in enumerate((self.tr("System default"), "čeština", "English")):
            self.language.setItemText(i, text)
        self.appearance_label.setText(self.tr("Appearanc&e:"))
        self.text_size_label.setText(self.tr("Te&xt size:"))
        for i, text in enumerate((self.tr("As the system"), self.tr("Light"),
                                  self.tr("Dark"))):
            self.appearance.setItemText(i, text)
        self.speed_label.setText(self.tr("&Animation speed:"))
        for i, text in enumerate((self.tr("Slow"), self.tr("Normal"), self.tr("Fast"),
                                  self.tr("Instant"))):
            self.speed.setItemText(i, text)
        self.pace_label.setText(self.tr("Thin&king of the hard computer:"))
        for i, text in enumerate((self.tr("Quick"), self.tr("Normal"), self.tr("Thorough"))):
            self.pace.setItemText(i, text)
        self.pause_label.setText(self.tr("&Pause before a computer move:"))
        for i, text in enumerate((self.tr("None"), self.tr("Short"), self.tr("Normal"),
                                  self.tr("Long"))):
            self.pause.setItemText(i, text)
        self.back_label.setText(self.tr("&Card back:"))
        for i, style in enumerate(self._backs):
            self.back.setItemText(i, back_style_name(style))
        self.tiles_label.setText(self.tr("&Tiles:"))
        self.tiles.setItemText(0, self.tr("Black"))
        self.tiles.setItemText(1, self.tr("Ivory"))
        self.colour_label.setText(self.tr("Table colo&ur:"))
        self.colour_button.setText(self.tr("Choose…"))
        self.colour_reset.setText(self.tr("Default"))
        self.volume_label.setText(self.tr("Sound &volume:"))
        self.volume.setAccessibleName(self.tr("Sound volume"))
        self.mute.setText(self.tr("&Mute"))
        self.coach.setText(self.tr("C&oach beside the table"))
        self.coach.setToolTip(self.tr("The hard computer's view of each of your turns."))
        self.announce_label.setText(self.tr("Screen &reader hears:"))
        self.announce.setItemText(0, self.tr("Every move"))
        self.announce.setItemText(1, self.tr("My moves and the results"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
