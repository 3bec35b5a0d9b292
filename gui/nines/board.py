"""What lies where on the Nines table, in plain Python (no Qt).

A board is built from an observation and advanced by the core's events, so the scene
never keeps a mirror of its own: it matches one tile item to each tile id here and
animates the difference. Tiles are ids (ints, stable while they move); `faces[id]` is the
face shown, or None for a tile lying face down. The human's unconfirmed choice lives here
too: the tiles `raised` for a lead and the tiles `pending` on the stacks of a follow, and
while a follow is being laid the slots `held` by the hand's other tiles, which stay where
they were (a quick second click finds its tile, not felt) until the move is made. `last` is
the core's view of the last decided round (gui.nines.last_round shows it again);
`round_plays` reads it play by play.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import count
from typing import Any

from core.nines.moves import ColumnsTaken, StackWon, TileLaid, TilesLed
from core.nines.tiles import FACES, goes_on_top

HEIGHT = 4  # tiles in a wall column


def face_order(face: str | None) -> int:
    return FACES.index(face) if face in FACES else len(FACES)


@dataclass(frozen=True)
class Laid:
    """One tile of a play on its stack: `how` is "led", "top" (laid on top) or "under";
    `won`: it lay on top at the end, so its seat won the stack."""

    face: str
    how: str
    won: bool


@dataclass(frozen=True)
class RoundPlay:
    """A seat's play of a decided round: its tiles in stack order, the stacks it won."""

    seat: int
    tiles: tuple[Laid, ...]
    stacks_won: int


def _stack_story(view: Any, index: int) -> tuple[list[str], int]:
    """How each play's tile went onto stack `index` ("led", "top" or "under"), the round
    replayed with the core's rule (`goes_on_top`, as the table's notes ask it), and which
    play's tile lies on top at the end."""
    top = view.plays[0][1][index]
    ways, on = ["led"], 0
    for k, (_seat, faces) in enumerate(view.plays[1:], 1):
        if goes_on_top(faces[index], top):
            ways.append("top")
            top, on = faces[index], k
        else:
            ways.append("under")
    return ways, on


def round_plays(view: Any) -> list[RoundPlay]:
    """The plays of the decided round `view` (a core RoundView) in order, the lead first."""
    if not view.plays:
        return []
    stories = [_stack_story(view, i) for i in range(len(view.stacks))]
    won = view.won or ()
    return [RoundPlay(seat, tuple(Laid(face, stories[i][0][k], stories[i][1] == k)
                                  for i, face in enumerate(faces)),
                      won[seat] if seat < len(won) else 0)
            for k, (seat, faces) in enumerate(view.plays)]


class Board:
    """`wall[c]` is column c's tiles, bottom first; `hands[s]` seat s's tiles; `stacks[i]`
    stack i bottom to top, `owners[i]` the seat on top; `trophies[s]` the stacks seat s
    won, each bottom to top. `shown_seat` is the seat whose new tiles are seen (-1: none)."""

    def __init__(self, players: int = 4):
        self._clear(players)

    def _clear(self, players: int) -> None:
        self._ids = count()
        self.faces: dict[int, str | None] = {}
        self.wall: dict[int, list[int]] = {}
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.stacks: list[list[int]] = []
        self.owners: list[int] = []
        self.pending: list[int | None] = []
        self.raised: list[int] = []
        self.held: dict[int, int] = {}  # tile: its slot in the hand (empty: tiles packed)
        self.trophies: list[list[list[int]]] = [[] for _ in range(players)]
        self.last: Any = None  # the core's RoundView of the last decided round
        self.last_final = False  # that round ended the game
        self.shown_seat = -1

    # --- building ------------------------------------------------------------------------

    def _new(self, face: str | None) -> int:
        tile = next(self._ids)
        self.faces[tile] = face
        return tile

    @classmethod
    def from_observation(cls, obs: Any, shown_seat: int = -1,
                         open_hands: Mapping[int, Iterable[str]] | None = None) -> Board:
        board = cls(len(obs.hand_sizes))
        board.load(obs, shown_seat, open_hands)
        return board

    def load(self, obs: Any, shown_seat: int = -1,
             open_hands: Mapping[int, Iterable[str]] | None = None) -> None:
        """Lay the board out as `obs` shows it, every tile new; `open_hands` are the faces
        of the hands shown face up (a replay may show every seat's), `shown_seat` the seat
        whose takes are seen."""
        self._clear(len(obs.hand_sizes))
        self.shown_seat = shown_seat
        self.wall = {c: [self._new(None) for _ in range(HEIGHT)] for c in obs.wall_columns}
        shown = dict(open_hands or {})
        if obs.hand:
            shown[obs.seat] = obs.hand
        for seat, size in enumerate(obs.hand_sizes):
            faces = list(shown.get(seat, [None] * size))
            self.hands[seat] = [self._new(face) for face in faces]
        rounds = list(obs.rounds)
        self.last = rounds[-1] if rounds else None
        self.last_final = self.last is not None and obs.phase == "over"
        current = obs.current
        if current is not None and current.won is not None:  # a roll-off is due
            rounds.append(current)
            current = None
        for rnd in rounds:
            for stack, top in zip(rnd.stacks, rnd.tops, strict=True):
                self.trophies[top].append([self._new(face) for face in stack])
        if current is not None and current.stacks:
            self.stacks = [[self._new(face) for face in stack] for stack in current.stacks]
            self.owners = list(current.tops)
            self.pending = [None] * len(self.stacks)

    # --- what the core's events do ---------------------------------------------------------

    def apply(self, ev: Any) -> None:
        """Move the tiles as `ev` says (events that move nothing are ignored)."""
        self.held = {}  # a move is made: the hands close up
        kind = type(ev)
        if kind is ColumnsTaken:
            tiles = [t for col in ev.columns for t in self.wall.pop(col, [])]
            seen = ev.seat == self.shown_seat
            for tile, face in zip(tiles, ev.tiles, strict=False):
                self.faces[tile] = face if seen else None
            self.hands[ev.seat].extend(tiles)
            self.sort_hand(ev.seat)
        elif kind is TilesLed:
            self.stacks = [[self._from_hand(ev.seat, face, self.raised)] for face in ev.tiles]
            self.owners = [ev.seat] * len(ev.tiles)
            self.pending = [None] * len(ev.tiles)
            self.raised = []
        elif kind is TileLaid:
            self._laid(ev)
        elif kind is StackWon:
            stack = self.stacks[ev.stack]
            self.trophies[ev.seat].append(stack)
            self.stacks[ev.stack] = []
            if not any(self.stacks):
                self.stacks, self.owners, self.pending = [], [], []

    def decided(self, view: Any, final: bool) -> None:
        """The round `view` (the core's RoundView) is decided; `final`: it ended the game."""
        self.last, self.last_final = view, final

    def _laid(self, ev: TileLaid) -> None:
        tile = self.pending[ev.stack] if ev.stack < len(self.pending) else None
        if tile is not None and self.faces[tile] == ev.tile:
            self.pending[ev.stack] = None
        else:
            tile = self._from_hand(ev.seat, ev.tile, [])
        stack = self.stacks[ev.stack]
        if ev.on_top:
            stack.append(tile)
            self.owners[ev.stack] = ev.seat
        else:
            stack.insert(0, tile)

    def _from_hand(self, seat: int, face: str, prefer: list[int]) -> int:
        """The tile that leaves `seat`'s hand to show `face` (seen by all once played)."""
        hand = self.hands[seat]
        for tile in [*prefer, *reversed(hand)]:
            if tile in hand and self.faces[tile] == face:
                hand.remove(tile)
                return tile
        tile = hand.pop(len(hand) // 2) if hand else self._new(face)
        self.faces[tile] = face
        return tile

    def sort_hand(self, seat: int) -> None:
        if seat == self.shown_seat:
            self.hands[seat].sort(key=lambda t: face_order(self.faces[t]))

    def cover(self, seats: Iterable[int]) -> None:
        """Turn `seats`' hands face down."""
        for seat in seats:
            for tile in self.hands[seat]:
                self.faces[tile] = None

    # --- the human's unconfirmed choice ------------------------------------------------------

    def toggle_raised(self, tile: int) -> None:
        if tile in self.raised:
            self.raised.remove(tile)
        else:
            self.raised.append(tile)

    def put(self, seat: int, tile: int, stack: int) -> int | None:
        """Lay `tile` (from `seat`'s hand or another stack) tentatively on `stack`; a tile
        there swaps places with it or goes back to the hand. Returns the tile sent back."""
        hand = self.hands[seat]
        source = self.pending.index(tile) if tile in self.pending else None
        previous = self.pending[stack]
        back = None
        if source is not None:
            self.pending[source] = None
        elif tile in hand:
            if not self.held:  # the first tile out: the others keep their places
                self.held = {t: i for i, t in enumerate(hand)}
            hand.remove(tile)
        if previous is not None and previous != tile:
            if source is not None:
                self.pending[source] = previous
            else:
                hand.append(previous)
                self.sort_hand(seat)
                back = previous
        self.pending[stack] = tile
        return back

    def take_back(self, seat: int, tile: int) -> bool:
        """`tile` laid tentatively goes back to `seat`'s hand (False: it was not laid)."""
        if tile not in self.pending:
            return False
        self.pending[self.pending.index(tile)] = None
        self.hands[seat].append(tile)
        self.sort_hand(seat)
        return True

    # --- reading ---------------------------------------------------------------------------

    def tiles(self) -> list[int]:
        """Every tile on the table."""
        out = [t for col in self.wall.values() for t in col]
        out += [t for hand in self.hands for t in hand]
        out += [t for stack in self.stacks for t in stack]
        out += [t for t in self.pending if t is not None]
        out += [t for seat in self.trophies for stack in seat for t in stack]
        return out

    def column_of(self, tile: int) -> int | None:
        return next((c for c, tiles in self.wall.items() if tile in tiles), None)

    def end_of(self, column: int) -> str:
        """The wall end ("left" or "right") whose half `column` stands in."""
        cols = sorted(self.wall)
        return "left" if column <= (cols[0] + cols[-1]) / 2 else "right"

    def end_columns(self, end: str) -> list[int]:
        """The two columns a take from `end` would take."""
        cols = sorted(self.wall)
        return cols[:2] if end == "left" else cols[-2:]

    def layout(self) -> dict[str, Any]:
        """What the board shows, without the tile ids: for comparing two boards."""

        def faces(tiles: Iterable[int | None]) -> tuple[str | None, ...]:
            return tuple(None if t is None else self.faces[t] for t in tiles)

        return {
            "wall": {c: len(tiles) for c, tiles in sorted(self.wall.items())},
            "hands": [sorted(faces(hand), key=face_order) for hand in self.hands],
            "stacks": [faces(stack) for stack in self.stacks],
            "owners": list(self.owners),
            "pending": faces(self.pending),
            "trophies": [[faces(stack) for stack in seat] for seat in self.trophies],
        }  # not `last`: the director records it from the core's view, no event carries it

    def played(self) -> list[str]:
        """The faces on the stacks in play and among the trophies."""
        stacks = [*self.stacks, *(s for seat in self.trophies for s in seat)]
        return [f for stack in stacks for t in stack if (f := self.faces[t]) is not None]
