"""An experiment for the arena (not offered to players): the arena's ISMCTS tree with the
medium rules in its playouts instead of uniformly random moves."""

from __future__ import annotations

from bench.ismcts.royal import LAY_ALL, PASS_MOVE, DominoWorld, RoyalIsmcts, TrickWorld
from core.ai.royal.playout import lay_out_possible
from core.ai.royal.policy import TRICK_POLICIES, domino_card
from core.rng import Rng


class RuleTrickWorld(TrickWorld):
    __slots__ = ()

    def rollout(self, rng: Rng) -> None:
        policy = TRICK_POLICIES[self.contract]
        while self.left:
            hand = self.hands[self.seat]
            follow = hand & self.lead
            if hand & (hand - 1) == 0:
                c = hand.bit_length() - 1
            elif follow and follow & (follow - 1) == 0:
                c = follow.bit_length() - 1
            else:
                rem = 0
                for h in self.hands:
                    rem |= h
                c = policy(hand, self.lead, self.win, self.tmask, self.n - 1 - self.trick_len,
                           rem ^ hand, self.left)
            self.play(c)


class RuleDominoWorld(DominoWorld):
    __slots__ = ()

    def rollout(self, rng: Rng) -> None:
        while self.player() is not None:
            hand = self.hands[self.seat]
            layable = hand & self.frontier
            if not layable:
                self.play(PASS_MOVE)
            elif hand & (hand - 1) and lay_out_possible(hand, self.frontier):
                self.play(LAY_ALL)
            elif layable & (layable - 1) == 0:
                self.play(layable.bit_length() - 1)
            else:
                rem = 0
                for h in self.hands:
                    rem |= h
                self.play(domino_card(hand, self.frontier, rem ^ hand))


class RuleTreeAgent(RoyalIsmcts):
    """ISMCTS whose playouts follow the medium rules."""

    level = "tree"
    trick_world = RuleTrickWorld
    domino_world = RuleDominoWorld
