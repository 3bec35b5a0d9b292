"""The Nines table's words that belong to no one class: tile names and descriptions,
in the table's language (placeholders and plurals: gui.table.texts).

The table's classes translate with `self.tr()` (their class names are the contexts; plurals
as `self.tr(text, "", n)`); the texts here use the context "NinesTiles". Czech is in
gui/nines/translations_cs.tsv. English plurals are written "(s)" in the source: the
room's English .qm resolves them, and gui.table.texts.plural does when none is installed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.nines.tiles import CIVIL, CIVIL_FACES, MILITARY_FACES, rank, suit, tile_name
from gui.table.texts import fmt

translate = QCoreApplication.translate


def language() -> str:
    """The language of the table's texts: "cs" or "en"."""
    from gui.services import i18n

    return i18n.names_language()


def name(face: str) -> str:
    """The traditional name of `face` in the table's language."""
    return tile_name(face, language())


def title(face: str) -> str:
    """"heaven (6-6)"."""
    return f"{name(face)} ({face})"


def suit_name(face: str) -> str:
    if suit(face) == CIVIL:
        return translate("NinesTiles", "Civil suit")
    return translate("NinesTiles", "Military suit")


def description(face: str) -> str:
    """Two lines for hovering a tile: its name, then its suit and rank."""
    faces = CIVIL_FACES if suit(face) == CIVIL else MILITARY_FACES
    ranks = max(rank(f) for f in faces)
    line = fmt(translate("NinesTiles", "%1, rank %2 of %3"), suit_name(face), rank(face), ranks)
    partner = [f for f in MILITARY_FACES if f != face and rank(f) == rank(face)]
    if suit(face) != CIVIL and partner:
        line += "; " + fmt(translate("NinesTiles", "equal to %1"), partner[0])
    return f"{title(face)}\n{line}"
