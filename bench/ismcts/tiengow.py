"""ISMCTS for classic Tien Gow: a world on tile masks (`core.tiengow.tiles`) from the
observer's turn to the end of the game, its legal moves and uniformly random playouts.

Determinization: the tiles the observer has not seen (the set less its hand, its own
discards and every face-up play) dealt uniformly to the other seats by hand size; what
is left over lies in the others' face-down discards and plays no further part. No
inference from play: any such deal fits what the observer saw.

Moves (the tree's keys, ints): a lead is its tile mask; a follow face up is its mask
plus UP; the observer's own face-down discards are their masks, one key each (it knows
and chooses its tiles); another seat's face-down discard is one key, DOWN, whose tiles
the world draws uniformly among that seat's distinct discards: the observer never sees
them, so the tree does not split on them (as Nines' ISMCTS keys a follow by what is seen
of it). Playouts draw uniformly over the distinct legal moves, as
`core.tiengow.engine.random_move` does.

Rewards: the chips each seat wins or pays at the end (R19-R21), scaled to [0, 1] by the
game's range (-5m to +15m, m the banker's multiplier).
"""

from __future__ import annotations

from typing import Any

from bench.ismcts.tree import ismcts
from core.ai import Budget, Cancel
from core.ai.tiengow.view import unseen_mask
from core.errors import IllegalMove
from core.rng import Rng
from core.tiengow import RULES, Beat, Discard, Lead
from core.tiengow.combos import COMBO_OF_MASK, Variant
from core.tiengow.movegen import (
    all_discards,
    below,
    bits_of,
    discard_count,
    leads,
    nth_bit,
    random_discard,
    random_single,
)
from core.tiengow.observation import Observation, position
from core.tiengow.options import PLAYERS
from core.tiengow.scoring import payments
from core.tiengow.tiles import EVEN_CIVIL, ODD_CIVIL, canonical, faces_of

UP = 1 << 32
"""Added to a face-up follow's mask (a discard of the same tiles is another move)."""
DOWN = -1
"""Another seat's face-down discard, whatever its tiles."""


def _less(hand: int, mask: int) -> int:
    """`hand` less the tiles of `mask` (within it), canonical."""
    rest = hand & ~mask
    lone = rest & ODD_CIVIL & ~((rest & EVEN_CIVIL) << 1)
    return rest ^ lone ^ (lone >> 1)


class TienGowWorld:
    """One determinized game from the observer's turn to its end."""

    __slots__ = (
        "banker",
        "hands",
        "high",
        "high_seat",
        "leader",
        "mult",
        "observer",
        "rng",
        "scale",
        "seat",
        "size",
        "variant",
        "winner",
        "won",
    )

    def __init__(self, obs: Observation, hands: list[int], rng: Rng) -> None:
        _, trick, _, var = position(obs)
        self.variant: Variant = var
        self.hands = hands
        self.won = list(obs.won)
        self.observer = obs.seat
        self.seat = obs.seat
        self.banker = obs.banker
        self.mult = obs.multiplier
        self.scale = 20.0 * obs.multiplier
        self.winner = -1
        self.rng = rng  # the tiles of another seat's face-down discard in the tree
        if trick is None:
            self.size = 0  # a lead is due
            self.leader = self.high = self.high_seat = -1
        else:
            assert obs.current is not None
            self.size = trick.size
            self.leader = obs.current.leader
            self.high = trick.high
            self.high_seat = obs.current.high_seat

    def player(self) -> int | None:
        return self.seat if self.winner < 0 else None

    def _forced(self, seat: int) -> bool:
        """Whether the last-trick rule (R17) forbids `seat` to play face up."""
        rule = self.variant.early_death
        return (rule != "off" and self.won[seat] == 0
                and self.hands[seat].bit_count() == self.size
                and (rule == "any" or self.size == 1))

    def moves(self) -> list[Any]:
        seat = self.seat
        hand = self.hands[seat]
        var = self.variant
        if not self.size:
            return [m for m, _ in leads(hand, var)]
        out: list[Any] = []
        if not self._forced(seat):
            out = [m | UP for m, _ in var.beaters[self.high] if not m & ~hand]
        if seat == self.observer:
            out.extend(all_discards(hand, self.size))
        else:
            out.append(DOWN)
        return out

    def play(self, move: Any) -> None:
        if not self.size:
            self._lead(move)
        elif move == DOWN:
            self._follow(random_discard(self.hands[self.seat], self.size, self.rng), False)
        elif move & UP:
            self._follow(move ^ UP, True)
        else:
            self._follow(move, False)

    def rollout(self, rng: Rng) -> None:
        var = self.variant
        while self.winner < 0:
            seat = self.seat
            hand = self.hands[seat]
            n = self.size
            if not n:
                found = leads(hand, var)
                self._lead(found[below(rng, len(found))][0])
                continue
            forced = self._forced(seat)
            if n == 1:
                faces = hand & ~ODD_CIVIL  # one bit a face held
                up = 0 if forced else faces & var.single_beaters[self.high]
                if up:
                    r = below(rng, faces.bit_count() + up.bit_count())
                    if r < up.bit_count():
                        self._follow(nth_bit(up, r), True)
                        continue
                self._follow(random_single(hand, rng), False)
                continue
            if not forced:
                ups = [m for m, _ in var.beaters[self.high] if not m & ~hand]
                if ups:
                    r = below(rng, len(ups) + discard_count(hand, n))
                    if r < len(ups):
                        self._follow(ups[r], True)
                        continue
            self._follow(random_discard(hand, n, rng), False)

    def rewards(self) -> list[float]:
        points = payments(self.won, self.winner, self.banker, self.mult)
        low, scale = 5 * self.mult, self.scale
        return [(p + low) / scale for p in points]

    def _lead(self, mask: int) -> None:
        seat = self.seat
        self.hands[seat] = _less(self.hands[seat], mask)
        self.size = mask.bit_count()
        self.leader = self.high_seat = seat
        self.high = self.variant.lead_of[mask]
        self.seat = (seat + 1) % PLAYERS

    def _follow(self, mask: int, up: bool) -> None:
        seat = self.seat
        self.hands[seat] = _less(self.hands[seat], mask)
        if up:
            self.high = COMBO_OF_MASK[mask].id
            self.high_seat = seat
        nxt = (seat + 1) % PLAYERS
        if nxt != self.leader:
            self.seat = nxt
            return
        winner = self.high_seat  # all four have played (R16)
        self.won[winner] += self.size
        self.size = 0
        self.seat = winner
        if not self.hands[winner]:  # the hands are empty (R18)
            self.winner = winner


def deal_unseen(obs: Observation, hand: int, unseen: int, rng: Rng) -> list[int]:
    """The observer's hand and the unseen tiles dealt uniformly to the other seats by
    their hand sizes."""
    pool = bits_of(unseen)
    rng.shuffle(pool)
    hands = [0] * PLAYERS
    at = 0
    for seat, size in enumerate(obs.hand_sizes):
        if seat == obs.seat:
            hands[seat] = hand
            continue
        mask = 0
        for bit in pool[at:at + size]:
            mask |= bit
        hands[seat] = canonical(mask)
        at += size
    return hands


class TienGowIsmcts:
    """The arena's sparring partner in Tien Gow (not a level offered to players)."""

    level = "ismcts"

    def __init__(self) -> None:
        self.iterations = 0

    def choose(self, obs: Observation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        if obs.to_move != obs.seat or obs.phase != "play":
            raise IllegalMove(f"it is not seat {obs.seat}'s turn", "out_of_turn")
        hand = position(obs)[0]
        unseen = unseen_mask(obs)

        def determinize(r: Rng) -> TienGowWorld:
            return TienGowWorld(obs, deal_unseen(obs, hand, unseen, r), r)

        move, self.iterations = ismcts(determinize, rng, budget, cancel)
        if move is None:  # no iteration ran: any legal move
            return RULES.obs_random_move(obs, rng)
        assert isinstance(move, int)
        if obs.current is None:
            return Lead(obs.seat, faces_of(move))
        if move & UP:
            return Beat(obs.seat, faces_of(move ^ UP))
        return Discard(obs.seat, faces_of(move))
