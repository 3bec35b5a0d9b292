"""ISMCTS for Nines: a world of face ids, its legal moves and uniformly random playouts.

Determinization: the unseen tiles dealt uniformly to the other seats by hand size
(`core.ai.nines.playout.sample_hands`): in Nines every such deal fits what the seat saw
(no rule forbids a tile anywhere). Moves are the distinct leads (sorted faces) and the
distinct follows up to which stack a tile went under (the same game from then on); the
playouts draw uniformly over the distinct moves (`core.nines.movegen`).
"""

from __future__ import annotations

from typing import Any

from bench.ismcts.tree import ismcts
from core.ai import Budget, Cancel
from core.ai.nines.inference import follow_key
from core.ai.nines.playout import sample_hands
from core.ai.nines.view import View, read_view
from core.errors import IllegalMove
from core.nines import RULES, Follow, Lead, Observation, Take
from core.nines.movegen import all_follows, all_leads, random_follow, random_lead
from core.nines.moves import ENDS
from core.nines.state import PLAYERS
from core.nines.tiles import FACES, ON_TOP
from core.rng import Rng


class NinesWorld:
    """One determinized game from the observer's turn to the end."""

    __slots__ = (
        "by_key",
        "cache",
        "hands",
        "leader",
        "points",
        "rng",
        "seat",
        "stacks_left",
        "start",
        "top_seats",
        "tops",
    )

    def __init__(self, view: View, hands: list[list[int]], rng: Rng,
                 cache: dict[Any, Any] | None = None) -> None:
        self.hands = hands
        self.leader = view.leader
        self.seat = view.seat
        self.tops = list(view.tops)
        self.top_seats = list(view.top_seats)
        self.points = list(view.points)
        self.start = list(view.points)
        self.stacks_left = max(1, (sum(len(h) for h in hands) + len(self.tops)) // PLAYERS)
        self.rng = rng  # the roll-offs
        self.by_key: dict[Any, Any] = {}
        self.cache = {} if cache is None else cache  # (hand, tops) -> moves, shared

    def player(self) -> int | None:
        return self.seat if self.hands[self.seat] else None

    def moves(self) -> list[Any]:
        key = (tuple(sorted(self.hands[self.seat])), tuple(self.tops))
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = _moves(*key)
        moves, self.by_key = found
        return moves

    def play(self, move: Any) -> None:
        self._lay(self.by_key[move] if self.tops else move)

    def rollout(self, rng: Rng) -> None:
        while self.hands[self.seat]:
            hand = self.hands[self.seat]
            self._lay(random_follow(hand, len(self.tops), rng) if self.tops
                      else random_lead(hand, rng))

    def rewards(self) -> list[float]:
        """The stacks each seat takes from now on, over `stacks_left`: the tiles in hand
        and on this round's stacks over four, so mid-round a little under the stacks
        still to win (a reward may pass 1 slightly; UCB1 does not mind)."""
        return [(p - s) / self.stacks_left for p, s in zip(self.points, self.start, strict=True)]

    def _lay(self, tiles: Any) -> None:
        seat, hand = self.seat, self.hands[self.seat]
        for f in tiles:
            hand.remove(f)
        if not self.tops:
            self.tops, self.top_seats, self.leader = list(tiles), [seat] * len(tiles), seat
            self.seat = (seat + 1) % PLAYERS
            return
        for i, f in enumerate(tiles):
            if ON_TOP[f][self.tops[i]]:
                self.tops[i] = f
                self.top_seats[i] = seat
        self.seat = (seat + 1) % PLAYERS
        if self.seat != self.leader:
            return
        won = [0] * PLAYERS
        for s in self.top_seats:
            won[s] += 1
            self.points[s] += 1
        most = max(won)
        tied = [s for s in range(PLAYERS) if won[s] == most]
        self.leader = self.seat = tied[self.rng.randrange(len(tied))]
        self.tops, self.top_seats = [], []


def _moves(hand: tuple[int, ...], tops: tuple[int, ...]) -> tuple[list[Any], dict[Any, Any]]:
    """The distinct moves, and for a follow the tiles of each (by its key)."""
    if not tops:
        return all_leads(hand), {}
    by_key: dict[Any, Any] = {}
    for tiles in all_follows(hand, len(tops)):
        by_key.setdefault(follow_key(tiles, tops), tiles)
    return list(by_key), by_key


class NinesIsmcts:
    """The arena's sparring partner in Nines (not a level offered to players)."""

    level = "ismcts"

    def __init__(self) -> None:
        self.iterations = 0

    def choose(self, obs: Observation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        if obs.to_move != obs.seat or obs.phase not in ("take", "play"):
            raise IllegalMove(f"it is not seat {obs.seat}'s turn")
        if obs.phase == "take":
            return Take(obs.seat, ENDS[rng.getrandbits(1)])
        view = read_view(obs)

        cache: dict[Any, Any] = {}

        def determinize(r: Rng) -> NinesWorld:
            return NinesWorld(view, sample_hands(view, r), r, cache)

        move, self.iterations = ismcts(determinize, rng, budget, cancel)
        if move is None:  # no iteration ran: any legal move
            return RULES.obs_random_move(obs, rng)
        if view.tops:
            tiles = _moves(view.hand, view.tops)[1][move]
            return Follow(view.seat, tuple(FACES[f] for f in tiles))
        assert isinstance(move, tuple)  # the face ids led
        return Lead(view.seat, tuple(FACES[f] for f in move))

