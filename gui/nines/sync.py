"""The table's tiles and the observation: laying the tiles out from an observation, and
checking that what the animations left on the table is what the observation says."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gui.nines.table import NinesTable


def expected(obs: Any) -> dict[str, Any]:
    """What the table must show for `obs`: wall columns, hand sizes, the viewer's own
    faces, the stacks in play with their owners, and every seat's trophies."""
    current = obs.current
    rounds = list(obs.rounds)
    if current is not None and current.won is not None:
        rounds.append(current)
        current = None
    trophies: list[list[tuple[str, ...]]] = [[] for _ in obs.hand_sizes]
    for rnd in rounds:
        for stack, top in zip(rnd.stacks, rnd.tops, strict=True):
            trophies[top].append(tuple(stack))
    in_play = current is not None and bool(current.stacks)
    return {
        "wall": list(obs.wall_columns),
        "hand_sizes": list(obs.hand_sizes),
        "own": sorted(obs.hand),
        "stacks": [tuple(s) for s in current.stacks] if in_play else [],
        "owners": list(current.tops) if in_play else [],
        "trophies": trophies,
    }


def shown(table: NinesTable, obs: Any) -> dict[str, Any]:
    """The same, read from the tile items on the table."""
    return {
        "wall": sorted(table.wall),
        "hand_sizes": [len(h) for h in table.hands],
        "own": sorted(t.face for t in table.hands[obs.seat]) if obs.hand else [],
        "stacks": [tuple(t.face for t in s) for s in table.stacks],
        "owners": list(table.owners),
        "trophies": [[tuple(t.face for t in s) for s in seat] for seat in table.trophies],
    }


def rebuild(table: NinesTable, obs: Any) -> None:
    """Replace every tile item by new ones laid out as `obs` says."""
    for item in table.all_tiles():
        item.stop()
        table.scene().removeItem(item)
    want = expected(obs)
    table.selected = []
    table.wall = {c: [table.new_tile(None, False) for _ in range(4)] for c in want["wall"]}
    table.hands = []
    for seat, size in enumerate(want["hand_sizes"]):
        if seat == obs.seat and obs.hand:
            table.hands.append([table.new_tile(f, True) for f in obs.hand])
        elif (faces := table.open_hand(seat)) is not None:  # a replay showing every hand
            table.hands.append([table.new_tile(f, True) for f in faces])
        else:
            table.hands.append([table.new_tile(None, False) for _ in range(size)])
    table.trophies = [[[table.new_tile(f, True) for f in stack] for stack in seat]
                      for seat in want["trophies"]]
    table.stacks = [[table.new_tile(f, True) for f in stack] for stack in want["stacks"]]
    table.owners = want["owners"]
    table.pending = [None] * len(table.stacks)
