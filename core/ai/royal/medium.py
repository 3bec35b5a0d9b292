"""The rule-based levels on a seat's observation: `medium` (the policy of `policy`, card
counting included) and `easy` (simpler rules that sometimes err)."""

from __future__ import annotations

from typing import Any

from core.rng import Rng
from core.royal import RULES, RoyalObservation
from core.royal.cards import CARD_INDEX, SUIT_MASK_OF
from core.royal.contracts import LAST_TRICK, PENALTY_MASKS
from core.royal.domino import lay_out_cards
from core.royal.moves import LAY, PASS, PLAY, LayOutAll

from .playout import lay_out_possible
from .policy import ABOVE, BELOW, RANK_MASKS, TRICK_POLICIES, discard_high, domino_card

EASY_ERROR = 0.15  # how often `easy` plays a random legal move instead


def _trick_view(obs: RoyalObservation) -> tuple[int, int, int]:
    """(cards on the table, index of the best card of the led suit or -1, the seats
    still to play after the observer)."""
    trick = 0
    for card in obs.trick:
        trick |= 1 << CARD_INDEX[card]
    lead = obs.lead_mask
    win = (trick & lead).bit_length() - 1 if lead else -1
    return trick, win, obs.players - len(obs.trick) - 1


def _domino_special(obs: RoyalObservation) -> Any:
    """Pass or lay out the whole hand when that is the move; otherwise None."""
    hand, frontier = obs.hand_mask, obs.frontier_mask
    if not hand & frontier:
        return PASS[obs.seat]
    if hand & (hand - 1) and lay_out_possible(hand, frontier):
        order = lay_out_cards(hand, frontier)
        assert order is not None  # possible: checked just above
        return LayOutAll(obs.seat, order)
    return None


def medium_move(obs: RoyalObservation) -> Any:
    """The rule-based move of the observer, who must be the seat to move."""
    seat, hand = obs.seat, obs.hand_mask
    if obs.phase == "domino":
        special = _domino_special(obs)
        if special is not None:
            return special
        return LAY[seat][domino_card(hand, obs.frontier_mask, obs.unseen_mask)]
    if obs.phase != "tricks" or obs.to_move != seat:
        raise ValueError("the observer is not the seat to move")
    trick, win, after = _trick_view(obs)
    policy = TRICK_POLICIES[obs.deal - 1]
    card = policy(hand, obs.lead_mask, win, trick, after, obs.unseen_mask,
                  obs.cards_left[seat])
    return PLAY[seat][card]


def easy_move(obs: RoyalObservation, rng: Rng) -> Any:
    """Simple rules without card counting, and now and then a random legal move."""
    if rng.random() < EASY_ERROR:
        return RULES.obs_random_move(obs, rng)
    seat, hand = obs.seat, obs.hand_mask
    if obs.phase == "domino":
        special = _domino_special(obs)
        if special is not None:
            return special
        return LAY[seat][_easy_domino(hand, obs.frontier_mask)]
    if obs.phase != "tricks" or obs.to_move != seat:
        raise ValueError("the observer is not the seat to move")
    contract = obs.deal - 1
    lead = obs.lead_mask
    if lead:
        f = hand & lead
        if f:
            if contract == LAST_TRICK:
                return PLAY[seat][f.bit_length() - 1]
            _, win, _ = _trick_view(obs)
            under = f & ((1 << win) - 1)
            return PLAY[seat][under.bit_length() - 1 if under else (f & -f).bit_length() - 1]
        penalty = hand & PENALTY_MASKS[contract]
        return PLAY[seat][penalty.bit_length() - 1 if penalty else discard_high(hand)]
    if contract == LAST_TRICK:
        return PLAY[seat][discard_high(hand)]
    pool = hand & ~PENALTY_MASKS[contract] or hand
    for mask in RANK_MASKS:  # the lowest card leads
        if pool & mask:
            return PLAY[seat][((pool & mask) & -(pool & mask)).bit_length() - 1]
    raise ValueError("empty hand")


def _easy_domino(hand: int, frontier: int) -> int:
    """The layable card with the most of the seat's own cards beyond it on its row."""
    layable = hand & frontier
    best, best_key = -1, -1
    while layable:
        c = (layable & -layable).bit_length() - 1
        layable &= layable - 1
        if c % 9 == 4:
            key = (hand & SUIT_MASK_OF[c]).bit_count() - 1
        else:
            key = (hand & (BELOW[c] if c % 9 < 4 else ABOVE[c])).bit_count()
        if key > best_key:
            best, best_key = c, key
    return best
