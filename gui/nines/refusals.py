"""A refused move (or the limit of a lead reached) in the Nines table's words.

The controller sends the core's reason as the room words it, in the language of the
moment (or the core's English when it knows no better). The table recognises the kinds a
player can cause, so that it can word them again after a language switch and say what to
do next without repeating the reason. Whether a move is legal stays the core's call: this
only words what the core said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from core.errors import IllegalMove
from core.nines.moves import Follow, Lead
from gui.nines.texts import fmt, language, plural, title, translate
from gui.reasons import reason_text

# The core's English reasons, and the room's English (an untranslated plural included).
_LAY = re.compile(r"^[Ll]ay (\d+) tile(?:s|\(s\))?,? (?:one )?on (?:each|the) stack\.?$")
_LEAD = re.compile(r"^[Ll]ead 1 to 4 tiles(?:, not (\d+))?\.?$")
_NOT_HELD = re.compile(r"^you hold no (\d-\d)$")


@dataclass(frozen=True)
class Refusal:
    """What was refused: "lay" (count: the stacks), "lead" (count: the tiles chosen),
    "not_held" (tile), "limit" (a fifth tile for a lead), or "" (the words as given)."""

    kind: str
    count: int = 0
    tile: str = ""
    text: str = ""


def recognise(reason: str, move: Any, stacks: int) -> Refusal:
    """The kind of the refusal `reason` of `move`, made while `stacks` stacks lay on the
    table."""
    text = reason.strip()
    if match := _LAY.match(text):
        return Refusal("lay", int(match.group(1)))
    tiles = tuple(getattr(move, "tiles", ()) or ())
    if match := _LEAD.match(text):
        return Refusal("lead", int(match.group(1)) if match.group(1) else len(tiles))
    if match := _NOT_HELD.match(text):
        return Refusal("not_held", tile=match.group(1))
    candidates: list[tuple[Refusal, IllegalMove]] = []
    if isinstance(move, Follow):
        candidates.append((Refusal("lay", stacks), IllegalMove(text, "lay_count", count=stacks)))
    if isinstance(move, Lead):
        candidates.append((Refusal("lead", len(tiles)),
                           IllegalMove(text, "lead_count", count=len(tiles))))
    for tile in tiles:
        candidates.append((Refusal("not_held", tile=tile), IllegalMove(text, "not_held",
                                                                      tile=tile)))
    for refusal, exc in candidates:
        if reason_text(exc, language()) == text:
            return refusal
    return Refusal("", text=text[:1].upper() + text[1:])


def words(refusal: Refusal) -> str:
    """The refusal itself, in the language now installed."""
    kind, n = refusal.kind, refusal.count
    if kind == "lay" and n == 1:
        return translate("NinesRefusals", "Lay 1 tile on the stack.")
    if kind == "lay":
        return plural(translate("NinesRefusals", "Lay %n tiles, one on each stack.", "", n), n)
    if kind == "lead" and n == 0:
        return translate("NinesRefusals", "No tile is chosen.")
    if kind == "lead":
        return fmt(translate("NinesRefusals", "Too many tiles: %1."), n)
    if kind == "limit":
        return translate("NinesRefusals", "You can lead at most 4 tiles.")
    if kind == "not_held":
        return fmt(translate("NinesRefusals", "You do not hold %1."), title(refusal.tile))
    return refusal.text


def next_step(refusal: Refusal, mode: str, stacks: int, prompt: str) -> str:
    """What to do now (the line under the refusal): the turn's `prompt`, or only its part
    the refusal does not say already."""
    if refusal.kind == "lay" and mode == "follow":
        if stacks == 1:
            return translate("NinesRefusals", "Drag it there, then Confirm.")
        return translate("NinesRefusals", "Drag them there, then Confirm.")
    if refusal.kind == "limit" and mode == "lead":
        return translate("NinesRefusals", "Click a raised tile to lower it, or press Lead.")
    return prompt
