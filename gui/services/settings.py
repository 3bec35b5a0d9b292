"""The app's settings: one QObject backed by QSettings (an INI file from gui.services.paths).

Read and write through the properties; `changed(key)` tells the widgets that follow a
setting (language, animation speed, card back, tile style, table colour, sound). The
computer's pace (how long the hard level thinks, how long a computer waits before its
move) is apart from the animation speed.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal, SignalInstance
from PySide6.QtGui import QColor

from gui.art.cards import BACK_STYLES
from gui.services import paths

LANGUAGES = ("system", "cs", "en")
SPEEDS = ("slow", "normal", "fast", "instant")
SPEED_FACTOR = {"slow": 1.8, "normal": 1.0, "fast": 0.45, "instant": 0.0}
# How long the hard level thinks, against its game's default budget (Royal's 0.7 s:
# 0.3 / 0.7 / 2 s).
PACES = ("quick", "normal", "thorough")
PACE_FACTOR = {"quick": 3 / 7, "normal": 1.0, "thorough": 20 / 7}
# The pause before each computer move.
PAUSES = ("none", "short", "normal", "long")
PAUSE_MS = {"none": 0, "short": 200, "normal": 450, "long": 1000}
TILE_STYLES = ("black", "ivory")
# What the tables say through a screen reader: every move, or the player's own moves and
# the results (tricks and stacks won, deals and games over, refusals, the player's turn).
ANNOUNCE = ("all", "mine")
# Light or dark (gui.services.theme): as the system says, or the player's choice.
APPEARANCES = ("system", "light", "dark")
TEXT_SIZES = (100, 125, 150, 175, 200)  # the text's size, in percent of the system's
DEFAULT_TABLE_COLOUR = "#1f5a3a"
DEFAULT_VOLUME = 70


def card_back_styles() -> tuple[str, ...]:
    """The card back keys of the Royal table's art."""
    return tuple(BACK_STYLES)


class Settings(QObject):
    changed = Signal(str)

    def __init__(self, store: QSettings, parent: QObject | None = None):
        super().__init__(parent)
        self._store = store

    # --- generic access ---------------------------------------------------------------

    def value(self, key: str, default: Any = None) -> Any:
        return self._store.value(key, default)

    def set_value(self, key: str, value: Any) -> None:
        if self._store.value(key) == value:
            return
        self._store.setValue(key, value)
        self._store.sync()
        self.changed.emit(key)
        _relay().changed.emit(key)

    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        value = self._store.value(key, default)
        return value if value in choices else default

    def _set_choice(self, key: str, choices: tuple[str, ...], value: str) -> None:
        if value not in choices:
            raise ValueError(f"{key} must be one of {', '.join(choices)}, not {value!r}")
        self.set_value(key, value)

    # --- the named settings -----------------------------------------------------------

    @property
    def language(self) -> str:
        return self._choice("language", LANGUAGES, "system")

    @language.setter
    def language(self, value: str) -> None:
        self._set_choice("language", LANGUAGES, value)

    @property
    def animation_speed(self) -> str:
        return self._choice("animation_speed", SPEEDS, "normal")

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._set_choice("animation_speed", SPEEDS, value)

    @property
    def computer_pace(self) -> str:
        return self._choice("computer_pace", PACES, "normal")

    @computer_pace.setter
    def computer_pace(self, value: str) -> None:
        self._set_choice("computer_pace", PACES, value)

    @property
    def computer_pause(self) -> str:
        return self._choice("computer_pause", PAUSES, "normal")

    @computer_pause.setter
    def computer_pause(self, value: str) -> None:
        self._set_choice("computer_pause", PAUSES, value)

    @property
    def text_size(self) -> int:
        """The text's size in percent (TEXT_SIZES): the room, its panels and dialogs."""
        value = str(self._store.value("text_size", "100"))
        return int(value) if value in {str(size) for size in TEXT_SIZES} else 100

    @text_size.setter
    def text_size(self, value: int) -> None:
        if int(value) not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {TEXT_SIZES}, not {value!r}")
        self.set_value("text_size", str(int(value)))

    @property
    def appearance(self) -> str:
        return self._choice("appearance", APPEARANCES, "system")

    @appearance.setter
    def appearance(self, value: str) -> None:
        self._set_choice("appearance", APPEARANCES, value)

    @property
    def announce(self) -> str:
        return self._choice("announce", ANNOUNCE, "all")

    @announce.setter
    def announce(self, value: str) -> None:
        self._set_choice("announce", ANNOUNCE, value)

    @property
    def card_back(self) -> str:
        styles = card_back_styles()
        return self._choice("card_back", styles, styles[0])

    @card_back.setter
    def card_back(self, value: str) -> None:
        self._set_choice("card_back", card_back_styles(), value)

    @property
    def tile_style(self) -> str:
        return self._choice("tile_style", TILE_STYLES, "black")

    @tile_style.setter
    def tile_style(self, value: str) -> None:
        self._set_choice("tile_style", TILE_STYLES, value)

    @property
    def table_colour(self) -> QColor:
        colour = QColor(str(self._store.value("table_colour", DEFAULT_TABLE_COLOUR)))
        return colour if colour.isValid() else QColor(DEFAULT_TABLE_COLOUR)

    @table_colour.setter
    def table_colour(self, value: QColor | str) -> None:
        colour = QColor(value)
        if not colour.isValid():
            raise ValueError(f"not a colour: {value!r}")
        self.set_value("table_colour", colour.name())

    @property
    def sound_volume(self) -> int:
        """The sounds' volume, 0 to 100."""
        value = self._store.value("sound_volume", DEFAULT_VOLUME)
        try:
            volume = int(value) if isinstance(value, (int, str)) else DEFAULT_VOLUME
        except ValueError:
            return DEFAULT_VOLUME
        return min(100, max(0, volume))

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        if not 0 <= int(value) <= 100:
            raise ValueError(f"sound_volume must be 0 to 100, not {value!r}")
        self.set_value("sound_volume", str(int(value)))

    @property
    def sound_muted(self) -> bool:
        return str(self._store.value("sound_muted", "false")).lower() in ("true", "1")

    @sound_muted.setter
    def sound_muted(self, value: bool) -> None:
        self.set_value("sound_muted", "true" if value else "false")

    @property
    def coach(self) -> bool:
        """The coach's panel beside the table (off by default)."""
        return str(self._store.value("coach", "false")).lower() in ("true", "1")

    @coach.setter
    def coach(self, value: bool) -> None:
        self.set_value("coach", "true" if value else "false")

    @property
    def records_folder(self) -> str:
        """The folder last used to open or export a record ("" before the first)."""
        return str(self._store.value("records_folder", "") or "")

    @records_folder.setter
    def records_folder(self, value: str) -> None:
        self.set_value("records_folder", str(value))

    def animation_ms(self, base_ms: float) -> int:
        """A duration of `base_ms` at normal speed, scaled to the chosen speed."""
        return round(base_ms * SPEED_FACTOR[self.animation_speed])

    def think_ms(self, default_ms: float) -> float:
        """The hard level's thinking time for a game whose default is `default_ms`."""
        return float(round(default_ms * PACE_FACTOR[self.computer_pace]))

    def pause_ms(self) -> int:
        """The pause before a computer move."""
        return PAUSE_MS[self.computer_pause]

    # --- remembered dialog choices ----------------------------------------------------

    def group(self, name: str) -> dict[str, Any]:
        """A remembered JSON-like dict (the new-game dialog's last choices)."""
        text = self._store.value(f"remembered/{name}", "")
        try:
            data = json.loads(text) if isinstance(text, str) and text else {}
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def set_group(self, name: str, data: dict[str, Any]) -> None:
        self.set_value(f"remembered/{name}", json.dumps(data, ensure_ascii=False))


_settings: Settings | None = None
_relays: list[_Relay] = []


class _Relay(QObject):
    changed = Signal(str)


def _relay() -> _Relay:
    if not _relays:
        _relays.append(_Relay())
    return _relays[0]


def every_change() -> SignalInstance:
    """`changed` of whichever Settings object is in use, for the services that live as
    long as the program (the tests' `reset` makes a new Settings object each time)."""
    return _relay().changed


def settings() -> Settings:
    """The app's one Settings object (the file is chosen on first use)."""
    global _settings
    if _settings is None:
        store = QSettings(str(paths.config_file()), QSettings.Format.IniFormat)
        _settings = Settings(store)
    return _settings


def reset() -> None:
    """Forget the Settings object: the next `settings()` reads the file afresh (tests)."""
    global _settings
    if _settings is not None:
        _settings.deleteLater()
    _settings = None
