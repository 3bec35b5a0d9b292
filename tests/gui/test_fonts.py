"""gui/services/fonts.py: Herna asks only for font families that exist, and Qt's offscreen plugin
on Windows finds the Windows Fonts folder."""

import ntpath

import pytest
from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetricsF

from gui.art import cards
from gui.services import fonts


@pytest.mark.parametrize(("argv", "environ"), [
    (["herna"], {"QT_QPA_PLATFORM": "offscreen", "WINDIR": r"D:\Win"}),
    (["herna", "-platform", "offscreen"], {"WINDIR": r"D:\Win"}),
    (["herna"], {"QT_QPA_PLATFORM": "offscreen:size=800x600", "SystemRoot": r"D:\Win"}),
])
def test_windows_offscreen_reads_the_windows_fonts_folder(argv, environ):
    fonts.prepare_environment(argv, environ, platform="win32")
    assert environ["QT_QPA_FONTDIR"] == ntpath.join(r"D:\Win", "Fonts")


@pytest.mark.parametrize(("platform", "environ"), [
    ("win32", {"QT_QPA_PLATFORM": "offscreen", "QT_QPA_FONTDIR": r"E:\fonts"}),
    ("win32", {"QT_QPA_PLATFORM": "windows"}),
    ("win32", {}),
    ("linux", {"QT_QPA_PLATFORM": "offscreen"}),
    ("darwin", {"QT_QPA_PLATFORM": "offscreen"}),
])
def test_the_font_folder_is_left_alone_elsewhere(platform, environ):
    before = dict(environ)
    fonts.prepare_environment(["herna"], environ, platform=platform)
    assert environ == before


def test_the_app_names_only_families_this_machine_has(qapp):
    installed = set(QFontDatabase.families())
    asked = [*fonts.serif(100).families(), *fonts.fixed().families()]
    assert asked, "no family named: the fonts fall back to whatever Qt guesses"
    assert set(asked) <= installed
    assert fonts.existing(["No Such Family", "dejavu serif"]) == ["DejaVu Serif"]
    assert QFontInfo(fonts.fixed()).fixedPitch()


def test_a_known_fixed_face_wins_over_an_alias_that_is_not_fixed(qapp, monkeypatch):
    """Debian with fonts-noto-mono maps the platform's "Monospace" to Noto Sans Mono,
    which Qt does not take as fixed-pitch: a known fixed face comes first, and the alias
    only when it is fixed and nothing known is."""
    monkeypatch.setattr(fonts, "_installed", lambda: {
        "monospace": "Monospace", "dejavu sans mono": "DejaVu Sans Mono"})
    fixed = {"DejaVu Sans Mono"}
    monkeypatch.setattr(fonts, "_resolves_fixed", lambda family: family in fixed)
    assert fonts.fixed_families("Monospace") == ["DejaVu Sans Mono"]
    fixed = {"Monospace", "DejaVu Sans Mono"}
    assert fonts.fixed_families("Monospace") == ["DejaVu Sans Mono"]
    monkeypatch.setattr(fonts, "_installed", lambda: {"monospace": "Monospace"})
    assert fonts.fixed_families("Monospace") == ["Monospace"]
    fixed = set()
    assert fonts.fixed_families("Monospace") == ["Monospace"]
    monkeypatch.setattr(fonts, "_installed", lambda: {})
    assert fonts.fixed_families("Monospace") == []


def test_missing_default_family_replaced_on_macos_only(qapp, monkeypatch):
    monkeypatch.setattr(fonts, "_installed", lambda: {"helvetica neue": "Helvetica Neue"})
    assert fonts.default_font_fix("Sans Serif", platform="darwin") == ["Helvetica Neue"]
    assert fonts.default_font_fix("Helvetica Neue", platform="darwin") == []
    assert fonts.default_font_fix(".AppleSystemUIFont", platform="darwin") == []
    assert fonts.default_font_fix("Sans Serif", platform="linux") == []


def test_no_font_warning_from_the_fonts_the_app_asks_for(qapp):
    """Resolve every font Herna asks for (the default one, the card indices', the
    fallback table's) and fail on any qt.qpa.fonts message, whatever its level (on macOS
    a missing family costs "Populating font family aliases took N ms")."""
    heard: list[str] = []

    def listen(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        if (context.category or "").startswith("qt.qpa.fonts"):
            heard.append(text)

    cards._glyph.cache_clear()
    previous = qInstallMessageHandler(listen)
    try:
        for font in (QFont(), qapp.font(), fonts.serif(100), fonts.fixed()):
            QFontMetricsF(font).horizontalAdvance("Herna 10 ♠")
            QFontInfo(font).family()
        for rank in cards.RANKS:
            assert not cards._glyph(rank).isEmpty()
    finally:
        qInstallMessageHandler(previous)
    assert heard == []
