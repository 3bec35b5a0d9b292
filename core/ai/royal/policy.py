"""The rule-based player of Královské domino on card bitmasks: one function per contract.

Both the `medium` level and the playouts of `hard` call these, so they are written for
speed: plain int masks in, a card index out. A trick policy is called as

    policy(hand, lead, win, trick, after, out, left) -> card index

with `hand` the seat's cards, `lead` the led suit's mask (0 when leading), `win` the index
of the best card of the led suit so far (-1 when leading), `trick` the cards on the table,
`after` how many seats still play to this trick after this one, `out` the cards the
other seats hold between them (all the seat cannot see) and `left` the tricks left in the
deal, this one included. Every policy returns a legal card: of the led suit if it can.
"""

from __future__ import annotations

from core.royal.cards import ACE, KING, SUIT_MASK_OF, SUIT_MASKS, TEN, rank_mask
from core.royal.contracts import NO_QUEENS, NO_SHIELDS, PENALTY_MASKS, SHIELD_KING

RANK_MASKS = tuple(rank_mask(r) for r in range(9))
# The cards of the same suit below / above each card.
BELOW = tuple(SUIT_MASK_OF[c] & ((1 << c) - 1) for c in range(36))
ABOVE = tuple(SUIT_MASK_OF[c] & ~((2 << c) - 1) for c in range(36))
HIGH_CARDS = RANK_MASKS[KING] | RANK_MASKS[ACE]
# Each contract's penalty cards, as the rules define them (core.royal.contracts).
SHIELD_CARDS = PENALTY_MASKS[NO_SHIELDS]  # a whole suit
QUEENS = PENALTY_MASKS[NO_QUEENS]
KING_OF_SHIELDS = PENALTY_MASKS[SHIELD_KING]  # one card
KS_INDEX = KING_OF_SHIELDS.bit_length() - 1
KING_SUIT = SUIT_MASK_OF[KS_INDEX]  # the shields, the suit the king is drawn out of
OVER_KING = ABOVE[KS_INDEX]  # the one card that takes the king of shields: its ace


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def discard_high(hand: int) -> int:
    """The highest card; between equal ranks the one of the shortest suit (to get void)."""
    for r in range(8, -1, -1):
        m = hand & RANK_MASKS[r]
        if m:
            if not m & (m - 1):
                return m.bit_length() - 1
            best, best_len = -1, 99
            while m:
                c = (m & -m).bit_length() - 1
                m &= m - 1
                length = (hand & SUIT_MASK_OF[c]).bit_count()
                if length < best_len:
                    best, best_len = c, length
            return best
    raise ValueError("empty hand")


def lead_low(hand: int, out: int, avoid: int = 0) -> int:
    """A lead unlikely to take the trick: in each suit the lowest card (not in `avoid`)
    that the others can still beat, the one with the fewest of their cards below it.
    When every such card would win anyway, the highest card goes (shed it while leading)."""
    pool = hand & ~avoid or hand
    best, best_key = -1, 1 << 30
    for suit in SUIT_MASKS:
        h = pool & suit
        if not h:
            continue
        c = (h & -h).bit_length() - 1
        hi = out & ABOVE[c]
        if not hi:
            continue
        key = (out & BELOW[c]).bit_count() * 16 - hi.bit_count()
        if key < best_key:
            best, best_key = c, key
    return best if best >= 0 else pool.bit_length() - 1


def _follow_low(f: int, win: int, after: int, out_lead: int) -> int:
    """Follow suit without taking the trick if possible: the highest card under the
    winner; when every card is over it, the highest if it takes anyway (last to play, or
    nobody left can beat the lowest), else the lowest (hoping to be overtaken)."""
    under = f & ((1 << win) - 1)
    if under:
        return under.bit_length() - 1
    if not after:
        return f.bit_length() - 1
    low = (f & -f).bit_length() - 1
    if not out_lead & ABOVE[low]:
        return f.bit_length() - 1
    return low


def no_tricks(hand: int, lead: int, win: int, trick: int, after: int, out: int,
              left: int) -> int:
    if lead:
        f = hand & lead
        if f:
            return _follow_low(f, win, after, out & lead)
        return discard_high(hand)
    return lead_low(hand, out)


def no_shields(hand: int, lead: int, win: int, trick: int, after: int, out: int,
               left: int) -> int:
    if lead:
        f = hand & lead
        if f:
            if not after and lead != SHIELD_CARDS and not trick & SHIELD_CARDS:
                return f.bit_length() - 1  # last on a clean trick: shed the highest
            return _follow_low(f, win, after, out & lead)
        shields = hand & SHIELD_CARDS
        return shields.bit_length() - 1 if shields else discard_high(hand)
    return lead_low(hand, out)


def no_queens(hand: int, lead: int, win: int, trick: int, after: int, out: int,
              left: int) -> int:
    if lead:
        f = hand & lead
        if f:
            q = f & QUEENS
            if q and (win > q.bit_length() - 1 or (f == q)):
                return q.bit_length() - 1  # under a king or ace (or forced)
            safe = f & ~QUEENS
            if not after and not trick & QUEENS:
                return safe.bit_length() - 1  # last on a clean trick: shed the highest
            under = f & ((1 << win) - 1)
            if under:
                return under.bit_length() - 1
            if not after:
                return safe.bit_length() - 1
            low = (safe & -safe).bit_length() - 1
            if not out & lead & ABOVE[low]:
                return safe.bit_length() - 1
            return low
        queens = hand & QUEENS
        if queens:
            return queens.bit_length() - 1
        # kings and aces of suits whose queen is still out would catch it
        catchers = 0
        for suit in SUIT_MASKS:
            if out & suit & QUEENS:
                catchers |= hand & suit & HIGH_CARDS
        return discard_high(catchers) if catchers else discard_high(hand)
    avoid = hand & QUEENS
    for suit in SUIT_MASKS:
        if out & suit & QUEENS:
            avoid |= hand & suit & HIGH_CARDS
    return lead_low(hand, out, avoid)


def shield_king(hand: int, lead: int, win: int, trick: int, after: int, out: int,
                left: int) -> int:
    if lead:
        f = hand & lead
        if f:
            if lead == KING_SUIT:
                if f & KING_OF_SHIELDS and win > KS_INDEX:
                    return KS_INDEX  # under the ace
                c = _follow_low(f, win, after, out & lead)
                others = f & ~KING_OF_SHIELDS & ABOVE[win]
                if c == KS_INDEX and others:
                    return others.bit_length() - 1  # taking anyway: not with the king
                return c
            if not after and not trick & KING_OF_SHIELDS:
                return f.bit_length() - 1
            return _follow_low(f, win, after, out & lead)
        if hand & KING_OF_SHIELDS:
            return KS_INDEX
        if hand & OVER_KING and out & KING_OF_SHIELDS:
            return OVER_KING.bit_length() - 1
        return discard_high(hand)
    if hand & KING_OF_SHIELDS:
        return lead_low(hand, out, KING_SUIT)
    if out & KING_OF_SHIELDS:
        low_shields = hand & KING_SUIT & ~OVER_KING
        if low_shields:
            return _low(low_shields)  # draw the king out
        return lead_low(hand, out, OVER_KING)
    return lead_low(hand, out)


def last_trick(hand: int, lead: int, win: int, trick: int, after: int, out: int,
               left: int) -> int:
    """Only the last trick costs: shed high cards, keep low ones for the end. A card of a
    suit the others no longer hold cannot win a trick someone else leads: keep it."""
    if lead:
        f = hand & lead
        if f:
            return f.bit_length() - 1
    best, best_key = -1, -99
    m = hand
    while m:
        c = (m & -m).bit_length() - 1
        m &= m - 1
        key = c % 9 if out & SUIT_MASK_OF[c] else c % 9 - 9
        if key > best_key:
            best, best_key = c, key
    return best


TRICK_POLICIES = (no_tricks, no_shields, no_queens, shield_king, last_trick)

# --- deal 6: domino --------------------------------------------------------------------

_TEN_BITS = RANK_MASKS[TEN]
_LOW_HALF = sum(RANK_MASKS[r] for r in range(TEN))  # 6..9
_HIGH_HALF = sum(RANK_MASKS[r] for r in range(TEN + 1, 9))  # J..A


def domino_card(hand: int, frontier: int, out: int) -> int:
    """Which layable card to lay (`hand & frontier` must not be empty): head for the
    seat's own cards further along a row, and hold back cards that would free the
    others' cards (a ten alone in its suit blocks a whole row)."""
    layable = hand & frontier
    best, best_key = -1, -(1 << 30)
    while layable:
        c = (layable & -layable).bit_length() - 1
        layable &= layable - 1
        suit = SUIT_MASK_OF[c]
        bit = 1 << c
        if bit & _TEN_BITS:
            beyond = hand & suit & ~bit
            nxt = (bit >> 1) | (bit << 1)
        elif bit & _LOW_HALF:
            beyond = hand & BELOW[c]
            nxt = (bit >> 1) & suit
        else:
            beyond = hand & ABOVE[c]
            nxt = (bit << 1) & suit
        key = (4 * beyond.bit_count() + 2 * (nxt & hand).bit_count()
               - 3 * (nxt & out).bit_count())
        if key > best_key:
            best, best_key = c, key
    return best


__all__ = ["TRICK_POLICIES", "discard_high", "domino_card", "lead_low"]
