"""ISMCTS for Královské domino: a world on card bitmasks from the observer's turn to the
end of the current deal, its legal moves and uniformly random playouts.

Determinization: `core.ai.royal.sampler.HandSampler` (the unseen cards dealt by hand
size, none to a seat that showed it lacks them). A deal's result does not depend on the
others, so the search plays to the end of the deal; rewards are the points each seat
takes from now on, scaled to [0, 1] by the deal's range. Moves: a card index, LAY_ALL
(deal 6: the whole hand at once) or PASS.
"""

from __future__ import annotations

from typing import Any

from bench.ismcts.tree import ismcts
from core.ai import Budget, Cancel
from core.ai.royal.sampler import HandSampler
from core.rng import Rng
from core.royal import RULES, RoyalObservation
from core.royal.cards import CARD_INDEX, GROWTH, SUIT_MASK_OF, deck_mask
from core.royal.contracts import PENALTY_MASKS, deal_total, trick_cost
from core.royal.domino import lay_out_cards
from core.royal.moves import LAY, PASS, PLAY, LayOutAll
from core.royal.state import PLACE_POINTS

LAY_ALL = -1
PASS_MOVE = -2


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        out.append((mask & -mask).bit_length() - 1)
        mask &= mask - 1
    return out


class TrickWorld:
    """Deals 1-5 from the current trick on."""

    __slots__ = (
        "contract",
        "hands",
        "lead",
        "left",
        "n",
        "pen",
        "scale",
        "seat",
        "tmask",
        "trick_len",
        "win",
        "win_seat",
    )

    def __init__(self, obs: RoyalObservation, hands: list[int]) -> None:
        self.contract, self.n, self.hands = obs.deal - 1, obs.players, hands
        self.left = obs.cards_left[obs.seat]
        self.pen = [0] * self.n
        self.scale = deal_total(self.contract, self.n, self.left)
        self.tmask, self.lead, self.win, self.win_seat = 0, 0, -1, obs.trick_leader
        self.trick_len = 0
        self.seat = obs.trick_leader
        for card in obs.trick:
            self._add(CARD_INDEX[card])

    def player(self) -> int | None:
        return self.seat if self.left else None

    def moves(self) -> list[Any]:
        hand = self.hands[self.seat]
        return _bits(hand & self.lead or hand)

    def play(self, c: int) -> None:
        self.hands[self.seat] ^= 1 << c
        self._add(c)
        if self.trick_len == self.n:
            self._score()

    def rollout(self, rng: Rng) -> None:
        while self.left:
            mask = self.hands[self.seat]
            mask = mask & self.lead or mask
            k = int(rng.random() * mask.bit_count())
            while k:
                mask &= mask - 1
                k -= 1
            self.play((mask & -mask).bit_length() - 1)

    def rewards(self) -> list[float]:
        return [1 + p / self.scale for p in self.pen]

    def _add(self, c: int) -> None:
        bit = 1 << c
        self.tmask |= bit
        if not self.lead:
            self.lead, self.win, self.win_seat = SUIT_MASK_OF[c], c, self.seat
        elif c > self.win and bit & self.lead:
            self.win, self.win_seat = c, self.seat
        self.trick_len += 1
        self.seat = (self.seat + 1) % self.n

    def _score(self) -> None:
        self.pen[self.win_seat] -= trick_cost(self.contract, self.tmask, self.left == 1, self.n)
        self.left -= 1
        cards = PENALTY_MASKS[self.contract]
        if cards and not cards & sum(self.hands):  # nothing more to take
            self.left = 0
        self.seat = self.win_seat
        self.tmask, self.lead, self.win, self.trick_len = 0, 0, -1, 0


class DominoWorld:
    """Deal 6 from the observer's turn on."""

    __slots__ = ("deck", "frontier", "hands", "n", "placed", "points", "seat")

    def __init__(self, obs: RoyalObservation, hands: list[int]) -> None:
        self.n, self.hands = obs.players, hands
        self.frontier, self.deck = obs.frontier_mask, deck_mask(obs.players)
        self.placed = len(obs.places)
        self.points = [0] * self.n
        self.seat = obs.seat

    def player(self) -> int | None:
        return self.seat if self.placed < self.n - 1 else None

    def moves(self) -> list[Any]:
        hand = self.hands[self.seat]
        layable = hand & self.frontier
        if not layable:
            return [PASS_MOVE]
        moves = _bits(layable)
        if hand & (hand - 1) and lay_out_cards(hand, self.frontier) is not None:
            moves.append(LAY_ALL)
        return moves

    def play(self, move: int) -> None:
        seat = self.seat
        if move == LAY_ALL:
            hand = self.hands[seat]
            while hand:
                for c in _bits(hand & self.frontier):
                    hand ^= 1 << c
                    self.frontier = (self.frontier ^ (1 << c) | GROWTH[c]) & self.deck
            self.hands[seat] = 0
        elif move != PASS_MOVE:
            self.hands[seat] ^= 1 << move
            self.frontier = (self.frontier ^ (1 << move) | GROWTH[move]) & self.deck
        if not self.hands[seat]:
            self.points[seat] = PLACE_POINTS[self.n][self.placed]
            self.placed += 1
            if self.placed == self.n - 1:  # the last one holding cards takes the last place
                last = next(s for s in range(self.n) if self.hands[s])
                self.points[last] = PLACE_POINTS[self.n][self.placed]
                return
        self.seat = (seat + 1) % self.n
        while not self.hands[self.seat]:
            self.seat = (self.seat + 1) % self.n

    def rollout(self, rng: Rng) -> None:
        while self.player() is not None:
            moves = self.moves()
            self.play(moves[int(rng.random() * len(moves))])

    def rewards(self) -> list[float]:
        return [p / 30 for p in self.points]


class RoyalIsmcts:
    """The arena's sparring partner in Royal (not a level offered to players)."""

    level = "ismcts"
    trick_world: type[TrickWorld] = TrickWorld
    domino_world: type[DominoWorld] = DominoWorld

    def __init__(self) -> None:
        self.iterations = 0

    def choose(self, obs: RoyalObservation, rng: Rng, budget: Budget | None = None,
               cancel: Cancel | None = None) -> Any:
        moves = RULES.obs_legal_moves(obs)
        self.iterations = 0
        if len(moves) == 1:
            return moves[0]
        sampler = HandSampler(obs.seat, obs.hand_mask, obs.unseen_mask, obs.cards_left,
                              obs.absent_masks)
        world = self.domino_world if obs.phase == "domino" else self.trick_world

        def determinize(r: Rng) -> Any:
            return world(obs, sampler.sample(r))

        move, self.iterations = ismcts(determinize, rng, budget, cancel)
        seat = obs.seat
        if move is None:
            return RULES.obs_random_move(obs, rng)
        if obs.phase != "domino":
            assert isinstance(move, int)  # a card index
            return PLAY[seat][move]
        if move == PASS_MOVE:
            return PASS[seat]
        if move == LAY_ALL:
            order = lay_out_cards(obs.hand_mask, obs.frontier_mask)
            assert order is not None  # the search offers LAY_ALL only when it is legal
            return LayOutAll(seat, order)
        assert isinstance(move, int)  # a card index
        return LAY[seat][move]
