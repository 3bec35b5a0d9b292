"""The fonts Herna asks for: only families that exist on this machine.

Asking Qt for a family it lacks costs a slow alias scan on macOS (CoreText), which warns
"Populating font family aliases took N ms. Replace uses of missing font family ..." in the
`qt.qpa.fonts` category (the self-test and the tests fail on any Qt warning). So every
family named here is checked against `QFontDatabase.families()` first, and the default and
fixed-pitch fonts come from the platform itself.

`prepare_environment()` runs before the QApplication exists: on Windows, Qt's offscreen
plugin reads fonts only from QT_QPA_FONTDIR or <Qt>/lib/fonts (not in the wheel), so it is
pointed at the Windows Fonts folder.
"""

from __future__ import annotations

import ntpath
import os
import sys
from collections.abc import Iterable, MutableMapping, Sequence
from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo

# The card indices' serif faces, best first: DejaVu (Linux), Georgia (Windows, macOS),
# Noto (other Linux desktops), Times New Roman (Windows, macOS), Times (macOS).
SERIF_FAMILIES = ("DejaVu Serif", "Georgia", "Noto Serif", "Times New Roman", "Times")
# Fixed-pitch faces after the platform's own: macOS, Windows, Linux, then anywhere.
FIXED_FAMILIES = ("Menlo", "Consolas", "DejaVu Sans Mono", "Liberation Mono", "Courier New")
# macOS's interface faces, for the default font when the platform names a missing one.
MACOS_FAMILIES = (".AppleSystemUIFont", "Helvetica Neue", "Helvetica", "Arial")


def prepare_environment(argv: Sequence[str], environ: MutableMapping[str, str] = os.environ,
                        platform: str = sys.platform) -> None:
    """On Windows with the offscreen plugin and no QT_QPA_FONTDIR: the Windows Fonts
    folder. Call before the QApplication exists."""
    if platform != "win32" or "QT_QPA_FONTDIR" in environ:
        return
    if _qpa_platform(argv, environ).split(":")[0] != "offscreen":
        return
    windows = environ.get("WINDIR") or environ.get("SystemRoot") or r"C:\Windows"
    environ["QT_QPA_FONTDIR"] = ntpath.join(windows, "Fonts")


def _qpa_platform(argv: Sequence[str], environ: MutableMapping[str, str]) -> str:
    """The platform plugin Qt will load: `-platform NAME` wins over QT_QPA_PLATFORM."""
    args = list(argv)
    for i, arg in enumerate(args[:-1]):
        if arg in ("-platform", "--platform"):
            return args[i + 1]
    return environ.get("QT_QPA_PLATFORM", "")


@cache
def _installed() -> dict[str, str]:
    """The families of this machine, by their case-folded name."""
    return {family.casefold(): family for family in QFontDatabase.families()}


def existing(families: Iterable[str]) -> list[str]:
    """Those of `families` this machine has, in order, spelt as Qt spells them."""
    installed = _installed()
    return [installed[f.casefold()] for f in families if f.casefold() in installed]


def serif(pixels: int) -> QFont:
    """A bold serif font for the card indices."""
    font = QFont()
    families = existing(SERIF_FAMILIES)
    if families:
        font.setFamilies(families)
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(pixels)
    font.setWeight(QFont.Weight.Bold)
    return font


def fixed() -> QFont:
    """A fixed-pitch font (see `fixed_families`)."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    families = fixed_families(font.family())
    if families:
        font.setFamilies(families)
    font.setStyleHint(QFont.StyleHint.TypeWriter)
    return font


def fixed_families(platform_family: str) -> list[str]:
    """The one family for fixed-pitch text: the first known fixed face that resolves to a
    fixed-pitch font, else the platform's own `platform_family` if it does, else the
    first that exists. The platform names an alias ("monospace" with the offscreen
    plugin, which CoreText lacks), and fontconfig may map that alias to a face Qt does
    not take as fixed-pitch (Noto Sans Mono on Debian), so the alias comes last."""
    candidates = existing([*FIXED_FAMILIES, platform_family])
    pitched = [family for family in candidates if _resolves_fixed(family)]
    return (pitched or candidates)[:1]


def _resolves_fixed(family: str) -> bool:
    """Whether `family` resolves to a face Qt takes as fixed-pitch (asked of the face
    it resolves to: QFontDatabase.isFixedPitch answers for an alias's name)."""
    return QFontInfo(QFont(family)).fixedPitch()


def default_font_fix(current: str, platform: str = sys.platform) -> list[str]:
    """The families to use instead of the application's default family `current`, or []
    when it exists (or off macOS, where fontconfig and Windows resolve aliases quietly)."""
    if platform != "darwin" or current.startswith(".") or existing([current]):
        return []  # "." starts Apple's private system families, which Qt does not list
    return existing([QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family(),
                     *MACOS_FAMILIES])[:1]


def apply_default(app: object) -> None:
    """Give the QApplication `app` a default family that exists (macOS offscreen names
    "Sans Serif", which CoreText lacks)."""
    font = app.font()  # type: ignore[attr-defined]
    families = default_font_fix(font.family())
    if families:
        font.setFamilies(families)
        app.setFont(font)  # type: ignore[attr-defined]
