"""What lies where on the Tien Gow table, in plain Python (no Qt).

Built from an observation and advanced by the core's events, so the scene keeps no
mirror of its own. Tiles are ids (ints, stable while they move); `faces[id]` is the face
the viewer knows (None: unknown). A tile lies face down when it is in a won pile or is
a face-down discard (`down`); a discard whose face the viewer knows (their own, as the
observation holds it) is shown dimmed to them alone. `selected` is the human's
unconfirmed choice in their hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from itertools import count
from typing import Any

from core.tiengow.moves import Beaten, Discarded, Led, TrickWon
from core.tiengow.tiles import FACES, face_id

Faces = tuple[str, ...]


def face_order(face: str | None) -> int:
    return face_id(face) if face is not None else len(FACES)


class Play:
    """One seat's play to the trick in progress."""

    __slots__ = ("face_up", "seat", "tiles")

    def __init__(self, seat: int, tiles: list[int], face_up: bool):
        self.seat, self.tiles, self.face_up = seat, tiles, face_up


class Board:
    """`hands[s]` seat s's tiles; `trick` the plays of the trick in progress (the lead
    first), `high_seat` whose play is its highest (-1: none); `won[s]` the piles seat s
    won, each a trick's tiles. `shown_seat` is the seat whose hand is seen (-1: none)."""

    def __init__(self, players: int = 4):
        self._clear(players)

    def _clear(self, players: int) -> None:
        self._ids = count()
        self.faces: dict[int, str | None] = {}
        self.down: set[int] = set()
        self.discards: set[int] = set()  # the tiles played face down
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.trick: list[Play] = []
        self.high_seat = -1
        self.won: list[list[list[int]]] = [[] for _ in range(players)]
        self.last: tuple[int, list[Play]] | None = None
        self.selected: list[int] = []
        self.shown_seat = -1
        self.tricks_done = 0  # decided tricks: the index of the trick in progress

    def _new(self, face: str | None) -> int:
        tile = next(self._ids)
        self.faces[tile] = face
        return tile

    # --- building -----------------------------------------------------------------------

    @classmethod
    def from_observation(cls, obs: Any, shown_seat: int = -1,
                         open_hands: Mapping[int, Iterable[str]] | None = None,
                         open_discards: Mapping[int, Mapping[int, Faces]] | None = None
                         ) -> Board:
        board = cls(len(obs.hand_sizes))
        board.load(obs, shown_seat, open_hands, open_discards)
        return board

    def load(self, obs: Any, shown_seat: int = -1,
             open_hands: Mapping[int, Iterable[str]] | None = None,
             open_discards: Mapping[int, Mapping[int, Faces]] | None = None) -> None:
        """Lay the board out as `obs` shows it, every tile new. `open_hands` and
        `open_discards` (seat: trick index: faces) are what else may be shown face up (a
        replay's other hands); the observer's own come from `obs`, only when
        `shown_seat` is the observer."""
        self._clear(len(obs.hand_sizes))
        self.shown_seat = shown_seat
        hands = {s: tuple(h) for s, h in (open_hands or {}).items()}
        discards = {s: dict(d) for s, d in (open_discards or {}).items()}
        if shown_seat == obs.seat and shown_seat >= 0:
            hands[obs.seat] = tuple(obs.hand)
            discards[obs.seat] = dict(obs.discards)
        for seat, size in enumerate(obs.hand_sizes):
            faces = hands.get(seat, (None,) * size)
            self.hands[seat] = [self._new(f) for f in faces]
            self.sort_hand(seat)
        for index, view in enumerate(obs.tricks):
            plays = self._plays(view, index, discards)
            pile = [t for play in plays for t in play.tiles]
            self.won[view.winner].append(pile)
            self.down.update(pile)
            self.last = (view.winner, plays)
        self.tricks_done = len(obs.tricks)
        if obs.current is not None:
            self.trick = self._plays(obs.current, len(obs.tricks), discards)
            self.high_seat = obs.current.high_seat

    def _plays(self, view: Any, index: int, discards: dict[int, dict[int, Faces]]
               ) -> list[Play]:
        plays = []
        for seat, faces in view.plays:
            up = faces is not None
            shown = faces if up else discards.get(seat, {}).get(index, (None,) * view.size)
            tiles = [self._new(f) for f in shown]
            if not up:
                self.down.update(tiles)
                self.discards.update(tiles)
            plays.append(Play(seat, tiles, up))
        return plays

    # --- the core's events --------------------------------------------------------------

    def apply(self, ev: Any, known: Faces | None = None) -> None:
        """Move the tiles as `ev` says; `known` are the faces of a face-down discard the
        viewer may see (their own)."""
        kind = type(ev)
        if kind is Led:
            self.trick = [Play(ev.seat, self._from_hand(ev.seat, ev.tiles), True)]
            self.high_seat = ev.seat
            self.selected = []
        elif kind is Beaten:
            self.trick.append(Play(ev.seat, self._from_hand(ev.seat, ev.tiles), True))
            self.high_seat = ev.seat
            self.selected = []
        elif kind is Discarded:
            tiles = self._discarded(ev.seat, ev.size, known)
            self.down.update(tiles)
            self.discards.update(tiles)
            self.trick.append(Play(ev.seat, tiles, False))
            self.selected = []
        elif kind is TrickWon:
            pile = [t for play in self.trick for t in play.tiles]
            self.won[ev.seat].append(pile)
            self.down.update(pile)
            self.last = (ev.seat, self.trick)
            self.trick = []
            self.high_seat = -1
            self.tricks_done += 1

    def _from_hand(self, seat: int, faces: Iterable[str]) -> list[int]:
        """The tiles that leave `seat`'s hand showing `faces` (the chosen ones first)."""
        hand = self.hands[seat]
        out = []
        for face in faces:
            tile = next((t for t in [*self.selected, *hand]
                         if t in hand and self.faces[t] == face), None)
            if tile is None:  # a hand not seen: any of its tiles, from its middle
                tile = hand[len(hand) // 2] if hand else self._new(face)
            if tile in hand:
                hand.remove(tile)
            self.faces[tile] = face
            out.append(tile)
        return out

    def _discarded(self, seat: int, size: int, known: Faces | None) -> list[int]:
        if known is not None:
            return self._from_hand(seat, known)
        hand = self.hands[seat]
        out = [t for t in self.selected if t in hand][:size]
        while len(out) < size and any(t not in out for t in hand):
            rest = [t for t in hand if t not in out]
            out.append(rest[len(rest) // 2])
        for tile in out:
            hand.remove(tile)
            self.faces[tile] = None  # nobody here may see it
        while len(out) < size:
            out.append(self._new(None))
        return out

    def sort_hand(self, seat: int) -> None:
        self.hands[seat].sort(key=lambda t: face_order(self.faces[t]))

    def cover(self, seats: Iterable[int]) -> None:
        """Turn `seats`' hands face down, and forget their face-down discards' faces."""
        covered = set(seats)
        for seat in covered:
            for tile in self.hands[seat]:
                self.faces[tile] = None
        for tile in self.discards:  # whose they were no longer counts: all forgotten
            self.faces[tile] = None
        if self.shown_seat in covered:
            self.shown_seat = -1
        self.selected = []

    # --- the human's choice ----------------------------------------------------------------

    def toggle(self, tile: int, most: int) -> None:
        """Choose `tile` or let it go; at most `most` chosen (the oldest goes)."""
        if tile in self.selected:
            self.selected.remove(tile)
        else:
            self.selected.append(tile)
            del self.selected[:max(0, len(self.selected) - most)]

    def select(self, tiles: Iterable[int]) -> None:
        self.selected = list(tiles)

    def tiles_of(self, seat: int, faces: Iterable[str]) -> list[int]:
        """Tiles of `seat`'s hand showing `faces` (each tile once)."""
        out: list[int] = []
        for face in faces:
            tile = next((t for t in self.hands[seat]
                         if self.faces[t] == face and t not in out), None)
            if tile is not None:
                out.append(tile)
        return out

    # --- reading ----------------------------------------------------------------------------

    def tiles(self) -> list[int]:
        out = [t for hand in self.hands for t in hand]
        out += [t for play in self.trick for t in play.tiles]
        out += [t for seat in self.won for pile in seat for t in pile]
        return out

    def in_pile(self, tile: int) -> bool:
        return any(tile in pile for seat in self.won for pile in seat)

    def look(self, tile: int) -> tuple[str | None, bool]:
        """What the tile shows: (its face or None for its back, whether dimmed: a
        face-down discard shown to its owner)."""
        face = self.faces[tile]
        if tile in self.down:
            if face is None or self.in_pile(tile):
                return None, False
            return face, True
        return face, False

    def last_plays(self) -> tuple[int, list[tuple[int, tuple[str | None, ...], bool]]] | None:
        """The last trick as the viewer may see it: (its winner, each play as (seat, faces,
        face up)); a face-down discard's faces are None unless the viewer knows them
        (their own). None before the first trick is decided."""
        if self.last is None:
            return None
        winner, plays = self.last
        return winner, [(p.seat, tuple(self.faces[t] for t in p.tiles), p.face_up)
                        for p in plays]

    def layout(self) -> dict[str, Any]:
        """What the board shows, without the tile ids: for comparing two boards."""

        def faces(tiles: Iterable[int]) -> tuple[Any, ...]:
            return tuple(self.look(t) for t in tiles)

        return {
            "hands": [sorted(faces(h), key=lambda f: face_order(f[0])) for h in self.hands],
            "trick": [(p.seat, faces(p.tiles), p.face_up) for p in self.trick],
            "high": self.high_seat,
            "won": [[len(pile) for pile in seat] for seat in self.won],
            "last": self.last_plays(),
        }

    def won_counts(self) -> list[int]:
        """Tricks won per seat as shown (a trick of n tiles a seat counts n, R16)."""
        return [sum(len(pile) // 4 for pile in seat) for seat in self.won]

    def played(self) -> Counter[str]:
        """The faces seen played (face up, or the viewer's own discards)."""
        seen: Counter[str] = Counter()
        for tile in [t for play in self.trick for t in play.tiles] + [
                t for seat in self.won for pile in seat for t in pile]:
            face = self.faces[tile]
            if face is not None:
                seen[face] += 1
        return seen
