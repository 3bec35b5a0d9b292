"""Setting up a game of Nines (RULES.md A2.1-A2.2, A4): the wall, the opening roll,
and what a finished game hands on to the next game of a match."""

from __future__ import annotations

from collections.abc import Sequence
from math import factorial
from typing import Any

from core.nines.moves import DiceRolled
from core.nines.state import COLUMNS, HEIGHT, OVER, PLAYERS, Carry, NinesState
from core.nines.tiles import TILE_IDS, face_id
from core.rng import Rng, roll_dice


def opener_from_roll(roller: int, dice: Sequence[int]) -> int:
    """Counting clockwise from the roller as 1, the seat reached on the sum."""
    return (roller + sum(dice) - 1) % PLAYERS


_ORDERS = factorial(len(TILE_IDS))
_ORDER_BITS = _ORDERS.bit_length()


def shuffled_tiles(rng: Rng) -> list[int]:
    """The 32 tile ids in a uniformly random order: one draw below 32! read as the
    mixed-radix digits of a Fisher-Yates shuffle (one C call instead of 31)."""
    ids = list(TILE_IDS)
    r = rng.getrandbits(_ORDER_BITS)
    while r >= _ORDERS:
        r = rng.getrandbits(_ORDER_BITS)
    for i in range(len(ids) - 1, 0, -1):
        r, j = divmod(r, i + 1)
        ids[i], ids[j] = ids[j], ids[i]
    return ids


def new_game(rng: Rng, carry: Carry | int | None = None) -> NinesState:
    """Shuffle the wall; the first game rolls for the opener, a later one is opened by
    `carry` (a `Carry`, or a bare opener seat for game 2)."""
    ids = shuffled_tiles(rng)
    wall = tuple(tuple(ids[c * HEIGHT:(c + 1) * HEIGHT]) for c in range(COLUMNS))
    if carry is None:
        roller = rng.randrange(PLAYERS)
        dice = roll_dice(rng)
        return NinesState(wall, (roller, dice), opener_from_roll(roller, dice), 1)
    if isinstance(carry, Carry):
        opener, number = carry.opener, carry.game_number
    else:
        opener, number = carry, 2
    if type(opener) is not int or not 0 <= opener < PLAYERS:
        raise ValueError(f"bad carry {carry!r}: the opener must be a seat 0..3")
    if type(number) is not int or number < 2:
        raise ValueError(f"bad carry {carry!r}: a later game is numbered 2 or more")
    return NinesState(wall, None, opener, number)


def game_from_wall(wall: Sequence[Sequence[str]], *, roll: tuple[int, tuple[int, int]]
                   | None = None, opener: int | None = None,
                   game_number: int | None = None) -> NinesState:
    """A game dealt from a known wall (8 columns of 4 faces, column 0 at the left end):
    with `roll` = (roller, (d1, d2)) the roll picks the opener (game 1); without it
    `opener` opens (a later game, numbered 2 unless `game_number` says otherwise)."""
    if len(wall) != COLUMNS or any(len(column) != HEIGHT for column in wall):
        raise ValueError(f"a wall is {COLUMNS} columns of {HEIGHT} tiles")
    ids = tuple(tuple(face_id(face) for face in column) for column in wall)
    if sorted(f for column in ids for f in column) != sorted(TILE_IDS):
        raise ValueError("a wall holds the 32-tile set: every civil face twice, "
                         "every military face once")
    if roll is not None:
        roller, dice = roll
        if not 0 <= roller < PLAYERS or len(dice) != 2 or not all(1 <= d <= 6 for d in dice):
            raise ValueError(f"bad roll {roll!r}: expected (seat 0..3, (1..6, 1..6))")
        return NinesState(ids, (roller, (dice[0], dice[1])), opener_from_roll(roller, dice),
                          game_number or 1)
    if opener is None or not 0 <= opener < PLAYERS:
        raise ValueError("a game without a roll needs an opener seat 0..3")
    return NinesState(ids, None, opener, game_number or 2)


def opening_events(state: NinesState) -> list[Any]:
    """The events of the setup, for the GUI: the opening roll of a first game."""
    if state.roll is None:
        return []
    roller, dice = state.roll
    return [DiceRolled(roller, dice, "opening")]


def carry(state: NinesState) -> Carry:
    """The next game of the match: opened by the winner of this game's last round."""
    winner = state.rounds[-1].winner if state.phase == OVER else None
    if winner is None:
        raise ValueError("the game is not over")
    return Carry(winner, state.game_number + 1)
