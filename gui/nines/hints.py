"""The AI's hint marked on the Nines table: the wall end to take, the tiles to lead, or
which tile goes on which stack (a numbered badge on the tile and the same number on its
stack). The marks stay until the player acts (gui.nines.human clears them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.nines.moves import LEFT, Follow, Lead, Take
from gui.nines.items import TileItem

if TYPE_CHECKING:
    from gui.nines.table import NinesTable


def clear(table: NinesTable) -> None:
    for item in table.all_tiles():
        item.set_hint(None)


def _find(items: list[TileItem], face: str, used: list[TileItem]) -> TileItem | None:
    for item in items:
        if item.face == face and item.face_up and item not in used:
            used.append(item)
            return item
    return None


def show(table: NinesTable, move: object, hand: list[TileItem]) -> list[TileItem]:
    """Mark `move` for the player whose `hand` is shown; return the tiles marked."""
    clear(table)
    marked: list[TileItem] = []
    if isinstance(move, Take):
        columns = sorted(table.wall)
        chosen = columns[:2] if move.end == LEFT else columns[-2:]
        marked = [table.wall[c][-1] for c in chosen if table.wall[c]]
        for item in marked:
            item.set_hint("")
    elif isinstance(move, Lead):
        for face in move.tiles:
            item = _find(hand, face, marked)
            if item is not None:
                item.set_hint("")
    elif isinstance(move, Follow):
        mine = [*hand, *(p for p in table.pending if p is not None)]
        for stack, face in enumerate(move.tiles):
            if stack >= len(table.stacks):
                break
            number = str(stack + 1)
            item = _find(mine, face, marked)
            if item is not None:
                item.set_hint(number)
            top = table.stacks[stack][-1]
            top.set_hint(number)
            marked.append(top)
    return marked
