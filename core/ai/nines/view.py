"""What a seat knows, read from its observation into face ids and counts.

Every played tile is public and a seat knows its own hand, so the tiles it cannot see
(`unseen`) are the set less both: during play they are exactly the other seats' hands.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.ai.nines.tables import FULL
from core.nines import Observation
from core.nines.state import PLAYERS
from core.nines.tiles import FACE_ID, N_FACES


@dataclass(frozen=True)
class View:
    """`hand` sorted face ids; `unseen[f]` tiles of face f neither held nor played;
    `tops`/`top_seats` the current round's stacks (empty when the seat leads)."""

    seat: int
    leader: int
    hand: tuple[int, ...]
    unseen: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    tops: tuple[int, ...]
    top_seats: tuple[int, ...]
    points: tuple[int, ...]

    @property
    def unseen_total(self) -> int:
        return sum(self.hand_sizes) - self.hand_sizes[self.seat]

    @property
    def later(self) -> int:
        """How many seats lay on this round's stacks after this seat."""
        return (self.leader - self.seat - 1) % PLAYERS

    @property
    def later_held(self) -> int:
        """How many tiles those later seats hold (each as many as this seat)."""
        return self.later * len(self.hand)


def read_view(obs: Observation) -> View:
    """The seat's knowledge during the play phase (its turn to lead or follow)."""
    counts = list(FULL)
    hand = tuple(sorted(FACE_ID[t] for t in obs.hand))
    for f in hand:
        counts[f] -= 1
    rounds = obs.rounds if obs.current is None else (*obs.rounds, obs.current)
    for rnd in rounds:
        for stack in rnd.stacks:
            for t in stack:
                counts[FACE_ID[t]] -= 1
    assert min(counts) >= 0 and len(counts) == N_FACES, "inconsistent observation"
    current = obs.current
    tops: tuple[int, ...]
    top_seats: tuple[int, ...]
    if current is None:
        leader, tops, top_seats = obs.to_move, (), ()
    else:
        leader = current.leader
        tops = tuple(FACE_ID[stack[-1]] for stack in current.stacks)
        top_seats = current.tops
    return View(seat=obs.seat, leader=leader, hand=hand, unseen=tuple(counts),
                hand_sizes=obs.hand_sizes, tops=tops, top_seats=tuple(top_seats),
                points=tuple(obs.scores))
