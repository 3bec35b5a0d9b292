"""The mutable state of one game of Nines, in a compact form (face ids, plain lists).

Tiles are face ids (`tiles.FACES[id]` is the face). Seats 0..3 in clockwise play order.
"""

from __future__ import annotations

from dataclasses import dataclass

PLAYERS = 4
COLUMNS = 8
HEIGHT = 4
NOBODY = -2
"""`to_move` of a finished game."""

TAKE, PLAY, TIE, OVER = range(4)
PHASE_NAMES = ("take", "play", "tie", "over")


class Round:
    """One round (trick). `stacks[i]` lists stack i's face ids bottom to top and
    `tops[i]` the seat whose tile is on top; `won` counts stacks per seat once every
    player has laid; `winner` leads next (None until decided, roll-offs included)."""

    __slots__ = ("leader", "plays", "stacks", "tie_rolls", "tops", "winner", "won")

    def __init__(self, leader: int):
        self.leader = leader
        self.plays: list[tuple[int, tuple[int, ...]]] = []
        self.stacks: list[list[int]] = []
        self.tops: list[int] = []
        self.tie_rolls: list[tuple[tuple[int, tuple[int, int]], ...]] = []
        self.won: list[int] | None = None
        self.winner: int | None = None

    def copy(self) -> Round:
        new = Round(self.leader)
        new.plays = self.plays.copy()
        new.stacks = [stack.copy() for stack in self.stacks]
        new.tops = self.tops.copy()
        new.tie_rolls = self.tie_rolls.copy()
        new.won = None if self.won is None else self.won.copy()
        new.winner = self.winner
        return new

    def __eq__(self, other: object) -> bool:
        return type(other) is Round and all(
            getattr(self, name) == getattr(other, name) for name in Round.__slots__)

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True)
class Carry:
    """What a finished game hands on to the next game of a match."""

    opener: int
    game_number: int


class NinesState:
    """One game. `wall` is the shuffled wall (8 columns of 4 face ids, column 0 at the
    left end); columns `left..right-1` are still standing. `roll` is (roller, (d1, d2))
    or None. `rounds[-1]` is the round in play during the play and tie phases; `tied`
    are the seats of a pending roll-off."""

    __slots__ = (
        "game_number",
        "hands",
        "left",
        "opener",
        "phase",
        "points",
        "right",
        "roll",
        "rounds",
        "takes",
        "tied",
        "to_move",
        "wall",
    )

    def __init__(self, wall: tuple[tuple[int, ...], ...], roll: tuple[int, tuple[int, int]]
                 | None, opener: int, game_number: int):
        self.game_number = game_number
        self.roll = roll
        self.opener = opener
        self.wall = wall
        self.left = 0
        self.right = COLUMNS
        self.takes: list[tuple[int, str]] = []
        self.hands: list[list[int]] = [[] for _ in range(PLAYERS)]
        self.phase = TAKE
        self.to_move = opener
        self.rounds: list[Round] = []
        self.points = [0] * PLAYERS
        self.tied: tuple[int, ...] = ()

    def copy(self) -> NinesState:
        new = NinesState.__new__(NinesState)
        new.game_number = self.game_number
        new.roll = self.roll
        new.opener = self.opener
        new.wall = self.wall
        new.left = self.left
        new.right = self.right
        new.takes = self.takes.copy()
        new.hands = [hand.copy() for hand in self.hands]
        new.phase = self.phase
        new.to_move = self.to_move
        rounds = self.rounds.copy()  # decided rounds never change again: share them
        if rounds and rounds[-1].winner is None:
            rounds[-1] = rounds[-1].copy()
        new.rounds = rounds
        new.points = self.points.copy()
        new.tied = self.tied
        return new

    def __eq__(self, other: object) -> bool:
        return type(other) is NinesState and all(
            getattr(self, name) == getattr(other, name) for name in NinesState.__slots__)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<NinesState game {self.game_number} {PHASE_NAMES[self.phase]} "
                f"round {len(self.rounds)} to_move {self.to_move} points {self.points}>")


def taken_tiles(state: NinesState) -> list[list[int]]:
    """The face ids each seat took from the wall so far, in the order taken."""
    taken: list[list[int]] = [[] for _ in range(PLAYERS)]
    left, right = 0, COLUMNS
    for seat, end in state.takes:
        if end == "left":
            cols = (left, left + 1)
            left += 2
        else:
            cols = (right - 1, right - 2)
            right -= 2
        for col in cols:
            taken[seat].extend(state.wall[col])
    return taken
