"""What one seat may see (its own hand and everything public), the moves it can compute
from that alone, and a full state rebuilt from a view plus guessed hands (for search)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from core.errors import IllegalMove
from core.private import private
from core.rng import Rng

from .cards import CARD_INDEX, CARDS, CONTRACTS, SUIT_MASKS, SUITS, TENS, cards_of
from .choices import moves_of, random_of
from .contracts import PENALTY_MASKS
from .state import CHANCE_PHASE, DOMINO, OVER, TRICKS, DealLog, RoyalState

PHASE_NAMES = {CHANCE_PHASE: "deal", TRICKS: "tricks", DOMINO: "domino", OVER: "over"}


@dataclass(frozen=True, slots=True)
class TrickView:
    leader: int
    cards: tuple[str, ...]  # in play order, the leader's first
    winner: int
    penalty: int  # <= 0


@dataclass(frozen=True, slots=True)
class TurnView:
    """A deal-6 turn: `cards` empty for a pass; `all` for laying out a whole hand."""

    seat: int
    cards: tuple[str, ...]
    all: bool


@dataclass(frozen=True)
class RoyalObservation:
    """Everything `seat` may know. Masks are card bitmasks (see `core.royal.cards`).
    `hand`, `hand_mask` and `unseen_mask` (it gives the hand away) are the seat's own
    (`core.private`)."""

    seat: int
    players: int
    end_early: bool
    matchsticks: int  # the option: 0 = off
    deal: int  # 1..6: the deal being played or about to be dealt (6 once over)
    contract: str  # of that deal
    phase: str  # "deal" (a chance node), "tricks", "domino", "over"
    dealer: int
    to_move: int  # a seat, CHANCE (-1) or NOBODY (-2, the game is over)
    hand: tuple[str, ...] = field(metadata=private(()))
    hand_mask: int = field(metadata=private(0))
    cards_left: tuple[int, ...]  # per seat
    # deals 1-5
    trick_leader: int
    trick: tuple[str, ...]  # the current trick, in play order from trick_leader
    lead_mask: int  # the led suit's cards, 0 when no card is led yet
    tricks: tuple[TrickView, ...]  # this deal's finished tricks
    tricks_taken: tuple[int, ...]  # per seat, this deal
    taken_masks: tuple[int, ...]  # per seat, the cards taken this deal
    penalties: tuple[int, ...]  # per seat, this deal so far (<= 0)
    penalty_cards_left: int  # mask of this deal's penalty cards not yet taken (deals 2-4)
    voids: tuple[frozenset[str], ...]  # per seat, suits it has shown void in this deal
    # deal 6
    rows: tuple[tuple[str, str] | None, ...]  # per suit R G B S: (lowest, highest) or None
    frontier_mask: int  # the cards that may be laid now
    turns: tuple[TurnView, ...]  # this deal's domino turns
    places: tuple[int, ...]  # seats in the order they went out
    # once the game is over: the domino deal's places (seats in the order they went
    # out: 1st, 2nd, ...); empty before, when `places` is the deal in play's
    final_places: tuple[int, ...]
    # public card knowledge
    played_mask: int  # cards played (deals 1-5, current trick included) or laid (deal 6)
    unseen_mask: int = field(metadata=private(0))  # the others' cards (0: not known)
    absent_masks: tuple[int, ...]  # per seat, cards it has shown it does not hold
    # the game
    deal_scores: tuple[tuple[int, ...], ...]  # per finished deal, per seat
    totals: tuple[int, ...]
    stocks: tuple[int, ...] | None  # matchsticks per seat (None: the option is off)
    bank: int
    is_over: bool

    @property
    def lead_suit(self) -> str | None:
        return self.trick[0][-1] if self.trick else None


def observation(state: RoyalState, seat: int) -> RoyalObservation:
    """What `seat` may see of `state`."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.n:
        raise ValueError(f"no seat {seat!r} at a table of {state.n}")
    n = state.n
    deal = min(state.deal, 5)
    log = state.logs[-1] if state.logs and state.logs[-1].contract == state.deal else None
    hand = state.hands[seat]
    tricks: tuple[TrickView, ...] = ()
    turns: tuple[TurnView, ...] = ()
    if log is not None:
        tricks = tuple(TrickView(lead, tuple(CARDS[i] for i in cards), winner, penalty)
                       for lead, cards, winner, penalty in log.tricks)
        turns = tuple(TurnView(s, tuple(CARDS[i] for i in cards), lay_all)
                      for s, cards, lay_all in log.turns)
    return RoyalObservation(
        seat=seat, players=n, end_early=state.end_early, matchsticks=state.matchsticks,
        deal=deal + 1, contract=CONTRACTS[deal], phase=PHASE_NAMES[state.phase],
        dealer=state.dealer, to_move=state.turn, hand=cards_of(hand), hand_mask=hand,
        cards_left=tuple(h.bit_count() for h in state.hands),
        trick_leader=state.leader, trick=tuple(CARDS[i] for i in state.trick),
        lead_mask=state.lead_mask, tricks=tricks,
        tricks_taken=tuple(state.trick_counts), taken_masks=tuple(state.taken),
        penalties=tuple(state.pen),
        penalty_cards_left=_penalty_left(state),
        voids=tuple(frozenset(SUITS[s] for s in range(4) if v >> s & 1)
                    for v in state.voids),
        rows=rows_of(state.played) if state.phase == DOMINO else (None,) * 4,
        frontier_mask=state.frontier if state.phase == DOMINO else 0,
        turns=turns, places=tuple(state.places),
        final_places=state.logs[-1].places if state.phase == OVER else (),
        played_mask=state.played,
        unseen_mask=state.deck & ~state.played & ~hand if log is not None else 0,
        absent_masks=tuple(state.absent),
        deal_scores=tuple(state.scores), totals=tuple(state.totals),
        stocks=tuple(state.stocks) if state.stocks is not None else None,
        bank=state.bank, is_over=state.phase == OVER,
    )


def _penalty_left(state: RoyalState) -> int:
    if state.phase != TRICKS:
        return 0
    cards = PENALTY_MASKS[state.deal]
    for mask in state.taken:
        cards &= ~mask
    return cards


def rows_of(laid: int) -> tuple[tuple[str, str] | None, ...]:
    """Per suit, the lowest and highest card of its domino row, None if not open."""
    rows: list[tuple[str, str] | None] = []
    for suit in range(4):
        row = laid & SUIT_MASKS[suit]
        if not row:
            rows.append(None)
            continue
        low = (row & -row).bit_length() - 1
        rows.append((CARDS[low], CARDS[row.bit_length() - 1]))
    return tuple(rows)


def obs_legal_moves(obs: RoyalObservation) -> list[Any]:
    """The observing seat's legal moves ([] when it is not its turn)."""
    if obs.to_move != obs.seat:
        return []
    return moves_of(_PHASES[obs.phase], obs.seat, obs.hand_mask, obs.lead_mask,
                    obs.frontier_mask)


def obs_random_move(obs: RoyalObservation, rng: Rng) -> Any:
    """A uniform legal move of the observing seat, which must be the one to move."""
    if obs.to_move != obs.seat:
        raise IllegalMove(f"it is seat {obs.to_move}'s turn", "out_of_turn")
    return random_of(_PHASES[obs.phase], obs.seat, obs.hand_mask, obs.lead_mask,
                     obs.frontier_mask, rng)


_PHASES = {name: phase for phase, name in PHASE_NAMES.items()}


def determinize(obs: RoyalObservation, hands: Sequence[int]) -> RoyalState:
    """A full state agreeing with `obs` in which seat s holds the cards of mask
    `hands[s]` (`hands[obs.seat]` must be the observer's own hand): the root of a search
    over guessed hands. Its record covers only the current deal."""
    n = obs.players
    if len(hands) != n or hands[obs.seat] != obs.hand_mask:
        raise ValueError("hands must give every seat a mask, the observer's own hand as is")
    if obs.phase in ("tricks", "domino"):
        for seat in range(n):
            if hands[seat].bit_count() != obs.cards_left[seat]:
                raise ValueError(f"seat {seat} holds {obs.cards_left[seat]} cards")
    phase = _PHASES[obs.phase]
    st = RoyalState(n, obs.dealer, obs.end_early, obs.matchsticks, obs.stocks)
    st.deal = 6 if obs.is_over else obs.deal - 1
    st.first_dealer = (obs.dealer - st.deal) % n
    st.phase = phase
    st.turn = obs.to_move
    st.hands = list(hands)
    st.leader = obs.trick_leader
    st.trick = [CARD_INDEX[c] for c in obs.trick]
    st.lead_mask = obs.lead_mask
    st.tricks_played = len(obs.tricks)
    st.taken = list(obs.taken_masks)
    st.trick_counts = list(obs.tricks_taken)
    st.pen = list(obs.penalties)
    st.pen_left = obs.penalty_cards_left if obs.end_early else 0
    st.played = obs.played_mask
    st.voids = [sum(1 << SUITS.index(x) for x in v) for v in obs.voids]
    st.absent = list(obs.absent_masks)
    st.frontier = obs.frontier_mask if phase == DOMINO else TENS
    st.places = list(obs.places)
    st.active = n - len(obs.places)
    st.scores = list(obs.deal_scores)
    st.totals = list(obs.totals)
    st.bank = obs.bank
    if phase in (TRICKS, DOMINO):
        log = DealLog(st.deal, obs.dealer, tuple(hands))
        log.tricks = [(t.leader, tuple(CARD_INDEX[c] for c in t.cards), t.winner, t.penalty)
                      for t in obs.tricks]
        log.turns = [(t.seat, tuple(CARD_INDEX[c] for c in t.cards), t.all)
                     for t in obs.turns]
        st.logs = [log]
    return st
