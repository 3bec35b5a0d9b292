"""The AI's hint marked on the Nines table: the wall end to take, the tiles to lead, or
which tile goes on which stack (a numbered badge on the tile and the same number on its
stack). The marks stay until the player acts (gui.nines.human clears them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.nines.moves import Follow, Lead, Take
from gui.nines.items import TileItem

if TYPE_CHECKING:
    from gui.nines.pieces import TilePieces


def clear(tiles: TilePieces) -> None:
    for item in tiles.all():
        item.set_hint(None)


def find(items: list[TileItem], face: str, used: list[TileItem]) -> TileItem | None:
    """The first face-up item of `face` in `items` not in `used` (added to it)."""
    for item in items:
        if item.face == face and item.face_up and item not in used:
            used.append(item)
            return item
    return None


def show(tiles: TilePieces, move: object, hand: list[TileItem]) -> list[TileItem]:
    """Mark `move` for the player whose `hand` is shown; return the tiles marked."""
    clear(tiles)
    marked: list[TileItem] = []
    if isinstance(move, Take):
        wall = tiles.wall
        marked = [wall[c][-1] for c in tiles.board.end_columns(move.end) if wall[c]]
        for item in marked:
            item.set_hint("")
    elif isinstance(move, Lead):
        for face in move.tiles:
            found = find(hand, face, marked)
            if found is not None:
                found.set_hint("")
    elif isinstance(move, Follow):
        mine = [*hand, *(p for p in tiles.pending if p is not None)]
        stacks = tiles.stacks
        for stack, face in enumerate(move.tiles):
            if stack >= len(stacks):
                break
            number = str(stack + 1)
            found = find(mine, face, marked)
            if found is not None:
                found.set_hint(number)
            top = stacks[stack][-1]
            top.set_hint(number)
            marked.append(top)
    return marked
