"""A move as a player reads it, in the UI language (for hints and replays)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

# The tile names as the object of a verb ("vynést dlouhou trojku"): Czech declines them,
# a military rank named in the plural ("různorodé devítky") is one tile here.
_CS_ACCUSATIVE = {
    "země": "zemi", "muž": "muže", "harmonie": "harmonii", "dlouhá trojka": "dlouhou trojku",
    "lavice": "lavici", "tygří hlava": "tygří hlavu", "červená hlava": "červenou hlavu",
    "dlouhá sedmička": "dlouhou sedmičku", "dlouhá šestka": "dlouhou šestku",
    "velitel": "velitele", "různorodé devítky": "různorodou devítku",
    "různorodé osmičky": "různorodou osmičku", "různorodé sedmičky": "různorodou sedmičku",
    "různorodé pětky": "různorodou pětku", "devítka": "devítku", "osmička": "osmičku",
    "sedmička": "sedmičku", "šestka": "šestku", "pětka": "pětku", "trojka": "trojku",
}


def _tile(face: str, lang: str, led: bool = False) -> str:
    from core.nines.tiles import tile_name

    name = tile_name(face, lang)
    return f"{_CS_ACCUSATIVE.get(name, name) if led and lang == 'cs' else name} ({face})"


def _tiengow_tiles(tiles: tuple[str, ...], lang: str, led: bool = False) -> str:
    from gui.tiengow.texts import tile_name

    names = [tile_name(face, lang) for face in tiles]
    if led and lang == "cs":
        names = [_CS_ACCUSATIVE.get(name, name) for name in names]
    return ", ".join(f"{name} ({face})" for name, face in zip(names, tiles, strict=True))


def move_text(move: Any, lang: str) -> str:
    """`move` of any game in words: "queen of blue", "lead: heaven (6-6), ..."."""
    from core.nines.moves import Follow, Lead, Take
    from core.royal.cards import card_name
    from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard
    from core.tiengow import moves as tiengow

    match move:
        case PlayCard(card=card) | LayCard(card=card):
            return card_name(card, lang)
        case LayOutAll(cards=cards):
            text = QCoreApplication.translate("MoveText", "lay out the whole hand: %1")
            return text.replace("%1", ", ".join(card_name(c, lang) for c in cards))
        case Pass():
            return QCoreApplication.translate("MoveText", "pass")
        case tiengow.Lead(tiles=tiles):
            text = QCoreApplication.translate("MoveText", "lead %1")
            return text.replace("%1", _tiengow_tiles(tiles, lang, led=True))
        case tiengow.Beat(tiles=tiles):
            text = QCoreApplication.translate("MoveText", "beat it face up with %1")
            return text.replace("%1", _tiengow_tiles(tiles, lang))
        case tiengow.Discard(tiles=tiles):
            text = QCoreApplication.translate("MoveText", "discard face down: %1")
            return text.replace("%1", _tiengow_tiles(tiles, lang))
        case Take(end="left"):
            return QCoreApplication.translate("MoveText", "take two columns from the left end")
        case Take():
            return QCoreApplication.translate("MoveText", "take two columns from the right end")
        case Lead(tiles=tiles):
            text = QCoreApplication.translate("MoveText", "lead %1")
            return text.replace("%1", ", ".join(_tile(t, lang, led=True) for t in tiles))
        case Follow(tiles=tiles):
            stack = QCoreApplication.translate("MoveText", "stack %1: %2")
            return "; ".join(stack.replace("%1", str(i + 1)).replace("%2", _tile(t, lang))
                             for i, t in enumerate(tiles))
    return str(move)
