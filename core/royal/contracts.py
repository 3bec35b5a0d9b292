"""The penalties of deals 1-5 (RULES.md B2): which cards each contract penalises and how
a deal's penalties score. `PENALTIES` is the one statement of both; the engine, the AI,
the coach, the statistics and the table's texts all ask this module.

A trick costs its taker, in points (>= 0): `per_trick`, plus `per_card` for every card
of `cards` in it, plus `last_trick[players]` when it is the deal's last trick
(`trick_cost`). A contract with penalty cards may end early once they are all taken.

Deals are numbered by their index in `CONTRACTS` (0..5, the domino last). The hot paths
index the tuples below by it: they are computed once, here, from `PENALTIES`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .cards import CONTRACTS, KING_OF_SHIELDS, QUEENS, SHIELD_CARDS, cards_of, deck_mask, hand_size

NO_TRICKS, NO_SHIELDS, NO_QUEENS, SHIELD_KING, LAST_TRICK, DOMINO_DEAL = range(6)


@dataclass(frozen=True)
class Penalty:
    """How one trick contract scores: points for every trick taken, the penalty cards
    (a mask) and points for each of them taken, and points for taking the last trick
    by the number of players."""

    per_trick: int = 0
    cards: int = 0
    per_card: int = 0
    last_trick: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))


PENALTIES: Mapping[str, Penalty] = MappingProxyType({
    "no-tricks": Penalty(per_trick=1),
    "no-shields": Penalty(cards=SHIELD_CARDS, per_card=2),
    "no-queens": Penalty(cards=QUEENS, per_card=5),
    "shield-king": Penalty(cards=KING_OF_SHIELDS, per_card=10),
    "last-trick": Penalty(last_trick=MappingProxyType({3: 5, 4: 8, 5: 10, 6: 11})),
})

TRICK_CONTRACTS: tuple[str, ...] = CONTRACTS[:DOMINO_DEAL]
assert tuple(PENALTIES) == TRICK_CONTRACTS  # one penalty per trick deal, in deal order
_NONE = Penalty()
_BY_DEAL = tuple(PENALTIES.get(c, _NONE) for c in CONTRACTS)

# Per deal index (0..5; the domino penalises nothing).
PENALTY_MASKS: tuple[int, ...] = tuple(p.cards for p in _BY_DEAL)
PER_TRICK: tuple[int, ...] = tuple(p.per_trick for p in _BY_DEAL)
PER_CARD: tuple[int, ...] = tuple(p.per_card for p in _BY_DEAL)
# Per deal index, per number of players (0..6): the points of the last trick.
LAST_TRICK_POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(p.last_trick.get(n, 0) for n in range(7)) for p in _BY_DEAL)


def penalty_cards(contract: str) -> frozenset[str]:
    """The cards `contract` penalises, by name (none where tricks cost, nor in the
    domino)."""
    return frozenset(cards_of(PENALTY_MASKS[CONTRACTS.index(contract)]))


def trick_cost(deal: int, cards: int, last: bool, players: int) -> int:
    """What taking the trick `cards` (a mask) costs its taker in deal `deal` (0..4), in
    points (>= 0); `last`: it is the deal's last trick."""
    cost = PER_TRICK[deal] + PER_CARD[deal] * (cards & PENALTY_MASKS[deal]).bit_count()
    return cost + LAST_TRICK_POINTS[deal][players] if last else cost


def deal_total(deal: int, players: int, tricks: int | None = None) -> int:
    """All the penalty points of deal `deal` (0..4) with `players` (>= 0): every trick
    of `tricks` (by default all the deal's tricks), every penalty card of the deck and
    the last trick. The five deals' totals add up to 65."""
    if tricks is None:
        tricks = hand_size(players)
    in_deck = (PENALTY_MASKS[deal] & deck_mask(players)).bit_count()
    return PER_TRICK[deal] * tricks + PER_CARD[deal] * in_deck + LAST_TRICK_POINTS[deal][players]


def penalty_points(contract: str, players: int) -> int:
    """The one figure a contract's penalty is stated with: the points of a trick, of a
    penalty card or of the last trick (each contract uses one of them)."""
    p = PENALTIES[contract]
    return p.per_trick or p.per_card or p.last_trick[players]


__all__ = [
    "DOMINO_DEAL", "LAST_TRICK", "LAST_TRICK_POINTS", "NO_QUEENS", "NO_SHIELDS", "NO_TRICKS",
    "PENALTIES", "PENALTY_MASKS", "PER_CARD", "PER_TRICK", "SHIELD_KING", "TRICK_CONTRACTS",
    "Penalty", "deal_total", "penalty_cards", "penalty_points", "trick_cost",
]
