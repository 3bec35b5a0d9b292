"""The Tien Gow table's words that belong to no one class: tile names (the civil ones are
the Nines names, the military ones Tien Gow's own), the kinds of combination, tile
descriptions for the hover card and the panel. Context "TienGowTiles"; Czech in
gui/tiengow/translations_cs.tsv."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from core.nines.tiles import tile_name as nines_name
from core.tiengow.combos import COMBO_OF_MASK
from core.tiengow.tiles import (
    CIVIL,
    FACES,
    GROUP_OF,
    N_CIVIL,
    RANK_OF,
    SUIT_OF,
    face_id,
    mask_of_faces,
)
from gui.table.texts import fmt

translate = QCoreApplication.translate


def language() -> str:
    """The language of the tile names: "cs" or "en"."""
    from gui.services import i18n

    return i18n.names_language()


def _military(face: str) -> str:
    words = {"3-6": translate("TienGowTiles", "nine"), "4-5": translate("TienGowTiles", "nine"),
             "2-6": translate("TienGowTiles", "eight"),
             "3-5": translate("TienGowTiles", "eight"),
             "2-5": translate("TienGowTiles", "seven"),
             "3-4": translate("TienGowTiles", "seven"),
             "2-4": translate("TienGowTiles", "six"), "1-4": translate("TienGowTiles", "five"),
             "2-3": translate("TienGowTiles", "five"),
             "1-2": translate("TienGowTiles", "three")}
    return words[FACES[face_id(face)]]


def tile_name(face: str, lang: str | None = None) -> str:
    """The traditional name of `face`: "heaven", "nine"."""
    if face_id(face) < N_CIVIL:
        return nines_name(face, lang or language())
    return _military(face)


def title(face: str, lang: str | None = None) -> str:
    """"heaven (6-6)"."""
    return f"{tile_name(face, lang)} ({face})"


def tiles_text(faces: Sequence[str], lang: str | None = None) -> str:
    return ", ".join(title(f, lang) for f in faces)


def suit_name(face: str) -> str:
    if SUIT_OF[face_id(face)] == CIVIL:
        return translate("TienGowTiles", "civil")
    return translate("TienGowTiles", "military")


def kind_name(kind: str) -> str:
    """The name of a kind of play (`core.tiengow.combos`)."""
    names = {
        "single_civil": translate("TienGowTiles", "single"),
        "single_military": translate("TienGowTiles", "single"),
        "pair_civil": translate("TienGowTiles", "civil pair"),
        "pair_military": translate("TienGowTiles", "military pair"),
        "pair_mixed": translate("TienGowTiles", "mixed pair"),
        "supreme": translate("TienGowTiles", "Supreme pair"),
        "triplet_civil": translate("TienGowTiles", "triplet"),
        "triplet_military": translate("TienGowTiles", "triplet"),
        "quartet": translate("TienGowTiles", "quartet"),
        "dragon": translate("TienGowTiles", "dragon triplet"),
    }
    return names.get(kind, kind)


def kind_of(faces: Sequence[str]) -> str:
    """The kind of the combination `faces` make ('' when none)."""
    mask = mask_of_faces(tuple(faces))
    combo = COMBO_OF_MASK.get(mask if mask is not None else -1)
    return combo.kind if combo is not None else ""


def short_kind(size: int) -> str:
    """A play's size in one word, for a button: "Pair", "Triplet"..."""
    return {1: translate("TienGowTiles", "Single"), 2: translate("TienGowTiles", "Pair"),
            3: translate("TienGowTiles", "Triplet"),
            4: translate("TienGowTiles", "Quartet")}.get(size, "")


def description(face: str) -> str:
    """Two lines for hovering a tile: its name, then its suit, rank and group."""
    f = face_id(face)
    civil = f < N_CIVIL
    ranks = 11 if civil else 6
    line = fmt(translate("TienGowTiles", "%1, rank %2 of %3"),
               translate("TienGowTiles", "Civil suit") if civil
               else translate("TienGowTiles", "Military suit"), RANK_OF[f], ranks)
    partner = [g for g in range(N_CIVIL, len(FACES))
               if g != f and not civil and RANK_OF[g] == RANK_OF[f]]
    if partner:
        line += "; " + fmt(translate("TienGowTiles", "equal to %1"), FACES[partner[0]])
    group = GROUP_OF[f]
    if group is not None:
        line += "\n" + group_name(group)
    return f"{title(face)}\n{line}"


def group_name(group: int) -> str:
    return [translate("TienGowTiles", "Group Heaven–Nine"),
            translate("TienGowTiles", "Group Earth–Eight"),
            translate("TienGowTiles", "Group Man–Seven"),
            translate("TienGowTiles", "Group Harmony–Five")][group]


def offer_name(faces: Sequence[str]) -> str:
    """A combination on a button, in the nominative: "Civil pair", "Triplet"."""
    kind = kind_of(faces)
    if kind.startswith("pair") or kind == "supreme":
        name = kind_name(kind)
        return name[:1].upper() + name[1:]
    return short_kind(len(faces))
