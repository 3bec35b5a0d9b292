"""Single-observer Information Set MCTS (Cowling, Powley & Whitehouse 2012, SO-ISMCTS).

One tree over the observer's information set. Each iteration draws one determinization
(a full world consistent with what the observer saw), descends the tree choosing among
the children whose move is legal in that world by UCB1 with availability counts
(X + c * sqrt(ln(availability) / visits)), expands one untried legal move, plays the
world out with uniformly random moves, and backs up the reward of the player who made
each move. The root's most visited child is the move.

A game plugs in through a `World` (mutable, one per iteration): `player()` the seat to
move (None at the end), `moves()` the legal moves as hashable keys, `play(move)`,
`rollout(rng)` to the end, `rewards()` per seat, about [0, 1].
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable
from typing import Protocol

from core.ai import Budget, Cancel
from core.rng import Rng

EXPLORATION = 0.7
"""UCB1's constant (the value of Cowling et al. for rewards in [0, 1])."""
DEFAULT_MS = 200.0


class World(Protocol):
    def player(self) -> int | None: ...
    def moves(self) -> list[Hashable]: ...
    def play(self, move: Hashable) -> None: ...
    def rollout(self, rng: Rng) -> None: ...
    def rewards(self) -> list[float]: ...


class Node:
    __slots__ = ("avail", "children", "player", "reward", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who made the move that leads here
        self.children: dict[tuple[int, Hashable], Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


def ismcts(determinize: Callable[[Rng], World], rng: Rng, budget: Budget | None,
           cancel: Cancel | None) -> tuple[Hashable | None, int]:
    """The most visited root move and the iterations run. `budget` None: DEFAULT_MS."""
    if budget is None or (budget.ms is None and budget.iterations is None):
        budget = Budget(ms=DEFAULT_MS)
    deadline = None if budget.ms is None else time.perf_counter() + budget.ms / 1000
    limit = budget.iterations
    root = Node(-1)
    iterations = 0
    clock = time.perf_counter
    while (limit is None or iterations < limit) and (
            deadline is None or clock() < deadline) and not (cancel and cancel()):
        _iterate(root, determinize(rng), rng)
        iterations += 1
    if not root.children:
        return None, iterations
    (_, move), _ = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].reward))
    return move, iterations


def _iterate(root: Node, world: World, rng: Rng) -> None:
    path = [root]
    node = root
    while (seat := world.player()) is not None:
        moves = world.moves()
        untried = []
        best, best_score = None, -1.0
        for move in moves:
            child = node.children.get((seat, move))
            if child is None:
                untried.append(move)
                continue
            child.avail += 1
            if not untried:
                score = (child.reward / child.visits
                         + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits))
                if score > best_score:
                    best, best_score = move, score
        if untried:
            move = untried[rng.randrange(len(untried))]
            child = Node(seat)
            child.avail = 1
            node.children[(seat, move)] = child
            node = child
            world.play(move)
            path.append(node)
            break
        node = node.children[(seat, best)]
        world.play(best)
        path.append(node)
    world.rollout(rng)
    rewards = world.rewards()
    for n in path[1:]:
        n.visits += 1
        n.reward += rewards[n.player]
