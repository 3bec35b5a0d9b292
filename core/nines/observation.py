"""What one seat may see (its own tiles and everything public), and its moves from that.

Public: the wall's remaining columns (not their faces), every take, hand sizes, every
played tile and stack, roll-offs, scores. Private: the faces each seat took, except the
observer's own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.errors import IllegalMove
from core.nines import movegen
from core.nines.moves import ENDS, Follow, Lead, Take
from core.nines.state import PHASE_NAMES, NinesState, Round, taken_tiles
from core.nines.tiles import FACE_ID, FACES
from core.private import private
from core.rng import Rng

Faces = tuple[str, ...]


@dataclass(frozen=True)
class RoundView:
    """A round as everyone saw it. `stacks[i]` bottom to top, `tops[i]` the seat on top;
    `won` stacks per seat once all have laid; `winner` leads next (None: undecided)."""

    leader: int
    plays: tuple[tuple[int, Faces], ...]
    stacks: tuple[Faces, ...]
    tops: tuple[int, ...]
    tie_rolls: tuple[tuple[tuple[int, tuple[int, int]], ...], ...]
    won: tuple[int, ...] | None
    winner: int | None


@dataclass(frozen=True)
class Observation:
    """`phase` is "take", "play", "tie" (a roll-off is due) or "over". `roll` is
    (roller, (d1, d2)) or None. `wall_columns` are the indices of the standing columns
    (0 = left end). `rounds` are the decided rounds; `current` the round in play (None
    before the first lead's round exists or after the game). `tied`: seats rolling off.
    `hand` and `taken` are the seat's own (`core.private`)."""

    seat: int
    game_number: int
    roll: tuple[int, tuple[int, int]] | None
    opener: int
    phase: str
    to_move: int
    hand: Faces = field(metadata=private(()))
    taken: Faces = field(metadata=private(()))
    hand_sizes: tuple[int, ...]
    wall_columns: tuple[int, ...]
    takes: tuple[tuple[int, str], ...]
    rounds: tuple[RoundView, ...]
    current: RoundView | None
    tied: tuple[int, ...]
    scores: tuple[int, ...]
    players: int = 4

    @property
    def leader(self) -> int | None:
        """The leader of the round in play."""
        return None if self.current is None else self.current.leader

    @property
    def stacks_to_follow(self) -> int:
        """How many tiles the seat to act must lay (0: he leads, or no round in play)."""
        return 0 if self.current is None else len(self.current.stacks)


def _faces(ids: Any) -> Faces:
    return tuple(FACES[f] for f in ids)


def round_view(rnd: Round) -> RoundView:
    return RoundView(
        leader=rnd.leader,
        plays=tuple((seat, _faces(faces)) for seat, faces in rnd.plays),
        stacks=tuple(_faces(stack) for stack in rnd.stacks),
        tops=tuple(rnd.tops),
        tie_rolls=tuple(rnd.tie_rolls),
        won=None if rnd.won is None else tuple(rnd.won),
        winner=rnd.winner,
    )


def observation(state: NinesState, seat: int) -> Observation:
    if type(seat) is not int or not 0 <= seat < len(state.hands):
        raise ValueError(f"there is no seat {seat!r}")
    rounds = state.rounds
    current = rounds[-1] if rounds and rounds[-1].winner is None else None
    decided = rounds[:-1] if current is not None else rounds
    return Observation(
        seat=seat,
        game_number=state.game_number,
        roll=state.roll,
        opener=state.opener,
        phase=PHASE_NAMES[state.phase],
        to_move=state.to_move,
        hand=_faces(sorted(state.hands[seat])),
        taken=_faces(taken_tiles(state)[seat]),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        wall_columns=tuple(range(state.left, state.right)),
        takes=tuple(state.takes),
        rounds=tuple(round_view(rnd) for rnd in decided),
        current=None if current is None else round_view(current),
        tied=state.tied,
        scores=tuple(state.points),
    )


def _my_turn(obs: Observation) -> bool:
    return obs.to_move == obs.seat and obs.phase in ("take", "play")


def obs_legal_moves(obs: Observation) -> list[Any]:
    """The observer's legal moves ([] when it is not his turn)."""
    if not _my_turn(obs):
        return []
    if obs.phase == "take":
        return [Take(obs.seat, end) for end in ENDS]
    hand = [FACE_ID[t] for t in obs.hand]
    k = obs.stacks_to_follow
    if k:
        return [Follow(obs.seat, _faces(c)) for c in movegen.all_follows(hand, k)]
    return [Lead(obs.seat, _faces(c)) for c in movegen.all_leads(hand)]


def obs_random_move(obs: Observation, rng: Rng) -> Any:
    """A uniform move among `obs_legal_moves(obs)`, drawn the same way as from a state."""
    if not _my_turn(obs):
        raise IllegalMove(f"it is not seat {obs.seat}'s turn", "out_of_turn")
    if obs.phase == "take":
        return Take(obs.seat, ENDS[rng.getrandbits(1)])
    hand = [FACE_ID[t] for t in obs.hand]
    k = obs.stacks_to_follow
    if k:
        return Follow(obs.seat, _faces(movegen.random_follow(hand, k, rng)))
    return Lead(obs.seat, _faces(movegen.random_lead(hand, rng)))
