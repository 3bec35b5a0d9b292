"""What every deal shares: checking whose turn it is, and the end of a deal (scoring,
matchsticks, the next dealer, the end of the game)."""

from __future__ import annotations

from typing import Any

from core.errors import IllegalMove
from core.rules import CHANCE

from .cards import CARD_INDEX, CONTRACTS, SUIT_NAMES, SUITS
from .moves import DealScored, GameOver, MatchesPaid, MatchesTaken
from .state import CHANCE_PHASE, NOBODY, OVER, PLACE_POINTS, TRICKS, RoyalState, winners

SUIT_WORDS = tuple(SUIT_NAMES["en"][s] for s in SUITS)


def card_index(card: object) -> int:
    """The index of a card name; IllegalMove for anything else."""
    if not isinstance(card, str) or card not in CARD_INDEX:
        raise IllegalMove(f"{card!r} is not a card")
    return CARD_INDEX[card]


def check_turn(state: RoyalState, seat: object, phase: int, doing: str) -> None:
    """IllegalMove unless it is `phase` and `seat` is to move."""
    if state.phase != phase:
        raise IllegalMove(f"you cannot {doing} now: {phase_words(state)}", "not_now")
    if seat != state.turn:
        raise IllegalMove(f"it is seat {state.turn}'s turn", "not_your_turn", seat=state.turn)


def held_card(state: RoyalState, seat: object, card: object, phase: int,
              doing: str) -> int:
    """The index of `card`, which `seat` (to move in `phase`) must hold; IllegalMove
    otherwise. The one check of playing a card and laying one."""
    if state.phase != phase or seat != state.turn:
        check_turn(state, seat, phase, doing)
    index = card_index(card)
    if not state.hands[state.turn] & (1 << index):  # `seat` is state.turn
        raise IllegalMove(f"you do not hold {card}", "not_held", card=card)
    return index


def phase_words(state: RoyalState) -> str:
    if state.phase == OVER:
        return "the game is over"
    if state.phase == CHANCE_PHASE:
        return "the cards are being dealt"
    if state.phase == TRICKS:
        return f"deal {state.deal + 1} ({CONTRACTS[state.deal]}) is trick play"
    return "deal 6 is domino"


def end_deal(state: RoyalState, events: list[Any]) -> None:
    """Score the deal, settle matches, pass the deal on; the game ends after deal 6."""
    deal = state.deal
    n = state.n
    if deal == 5:
        points = [0] * n
        for place, seat in enumerate(state.places):
            points[seat] = PLACE_POINTS[n][place]
        scores = tuple(points)
    else:
        scores = tuple(state.pen)
    log = state.logs[-1]
    log.scores = scores
    log.places = tuple(state.places)
    state.scores.append(scores)
    totals = state.totals
    for seat in range(n):
        totals[seat] += scores[seat]
    events.append(DealScored(deal + 1, CONTRACTS[deal], scores))
    if state.stocks is not None:
        settle_matches(state, state.stocks, scores, events)
    state.deal = deal + 1
    state.dealer = state.next_seat[state.dealer]
    clear_deal(state)
    if state.deal == 6:
        state.phase = OVER
        state.turn = NOBODY
        events.append(GameOver(tuple(totals), winners(totals)))
    else:
        state.phase = CHANCE_PHASE
        state.turn = CHANCE


def clear_deal(state: RoyalState) -> None:
    """Between deals nothing of the last deal is in play (its record is in the log)."""
    n = state.n
    state.hands = [0] * n
    state.trick = []
    state.lead_mask = 0
    state.taken = [0] * n
    state.trick_counts = [0] * n
    state.pen = [0] * n
    state.pen_left = 0
    state.played = 0
    state.voids = [0] * n
    state.absent = [0] * n
    state.frontier = 0
    state.places = []


def settle_matches(state: RoyalState, stocks: list[int], scores: tuple[int, ...],
                   events: list[Any]) -> None:
    """Penalties are paid in full into the bank (a stock may go negative: a debt);
    plus points are taken from it. `stocks` are the state's, changed in place."""
    for seat, score in enumerate(scores):
        stocks[seat] += score
    state.bank -= sum(scores)
    if state.deal < 5:
        events.append(MatchesPaid(tuple(-s for s in scores), tuple(stocks), state.bank))
    else:
        events.append(MatchesTaken(scores, tuple(stocks), state.bank))
