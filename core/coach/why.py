"""One reason for the best move, where a rule of the game explains it: a code and its
parameters (card names, suit letters, tile faces, stack numbers), worded by the GUI.

Royal:
- `only_move`: the only legal move; `must_pass`: nothing fits; `lay_out_all`: the
  whole hand can be laid out now.
- `duck` (card, winning card): following under the trick's best card in a trick that
  costs, so the trick goes to someone else.
- `shed` (card, led suit): void in the led suit, the seat throws a penalty card away.
- `shed_high` (card, led suit): void in a deal where tricks cost (1 and 5), the seat
  throws away a card no card still out can top: it would win a trick later.
- `take_clean` (card): the seat plays last to a trick without penalty and takes it with
  a high card it would rather not hold later.
- `lead_under` (card, suit): every card of the suit still out is higher, so whoever
  follows takes the trick.
- `opens_own` (card, own card): a domino card that opens the seat's own next card;
  `opens_nothing` (card): one that lets no one else lay.
Nines:
- `take_blind`: no face has been seen, both ends are the same luck.
- `lead_sure` (faces): no tile still out beats the led tiles.
- `all_under`: no tile of the hand can go on top of any stack.
- `last_on_top` (face, stack): laying last, the tile tops the stack and takes it.
- `sure_on_top` (face, stack): no tile still out beats the tile put on top.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.ai.analysis import Analysis, is_royal
from core.ai.nines.policy import beaters_unseen
from core.ai.nines.view import read_view
from core.nines import RULES as NINES
from core.nines.moves import Follow, Lead, Take
from core.nines.tiles import FACE_ID, ON_TOP
from core.royal import RULES as ROYAL
from core.royal import RoyalObservation
from core.royal.cards import CARD_INDEX, CARDS, GROWTH, SUIT_MASK_OF, SUITS
from core.royal.contracts import PENALTY_MASKS, trick_cost
from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard


@dataclass(frozen=True)
class Why:
    code: str
    params: tuple[str, ...] = ()


def why(obs: Any, analysis: Analysis) -> Why | None:
    """The reason for `analysis.best` in `obs` (the seat's own observation), or None
    when no simple rule explains it."""
    move = analysis.best.move
    if is_royal(obs):
        if len(ROYAL.obs_legal_moves(obs)) == 1 and not isinstance(move, (Pass, LayOutAll)):
            return Why("only_move")
        return _royal(obs, move)
    if isinstance(move, Take):
        return Why("take_blind")
    if obs.phase == "play" and len(NINES.obs_legal_moves(obs)) == 1:
        return Why("only_move")
    return _nines(obs, move)


def _royal(obs: RoyalObservation, move: Any) -> Why | None:
    if isinstance(move, Pass):
        return Why("must_pass")
    if isinstance(move, LayOutAll):
        return Why("lay_out_all")
    if isinstance(move, LayCard):
        c = CARD_INDEX[move.card]
        own = GROWTH[c] & obs.hand_mask
        if own:
            return Why("opens_own", (move.card, CARDS[own.bit_length() - 1]))
        if not GROWTH[c] & obs.unseen_mask:
            return Why("opens_nothing", (move.card,))
        return None
    if not isinstance(move, PlayCard):
        return None
    c = CARD_INDEX[move.card]
    suit = SUITS[c // 9]
    deal = obs.deal - 1
    penalty = PENALTY_MASKS[deal]  # the cards that cost (0: tricks cost)
    if not obs.trick:
        out = obs.unseen_mask & SUIT_MASK_OF[c]
        if out and out & ((1 << c) - 1) == 0:
            return Why("lead_under", (move.card, suit))
        return None
    trick = [CARD_INDEX[t] for t in obs.trick]
    led = SUIT_MASK_OF[trick[0]]
    win = max(t for t in trick if (1 << t) & led)
    if not (1 << c) & led:
        if (1 << c) & penalty:
            return Why("shed", (move.card, SUITS[trick[0] // 9]))
        if not penalty and not obs.unseen_mask & SUIT_MASK_OF[c] & ~((2 << c) - 1):
            return Why("shed_high", (move.card, SUITS[trick[0] // 9]))
        return None
    trick_mask = sum(1 << t for t in trick)
    # the trick costs its taker already, whatever the seat adds to it
    costs = trick_cost(deal, trick_mask, obs.cards_left[obs.seat] == 1, obs.players) > 0
    if c < win and costs:
        return Why("duck", (move.card, CARDS[win]))
    last = len(obs.trick) == obs.players - 1
    if c > win and last and penalty and not (trick_mask | 1 << c) & penalty:
        return Why("take_clean", (move.card,))
    return None


def _nines(obs: Any, move: Any) -> Why | None:
    view = read_view(obs)
    hand = list(view.hand)
    beaters = beaters_unseen(hand, view.unseen)
    if isinstance(move, Lead):
        faces = [FACE_ID[t] for t in move.tiles]
        if all(beaters[f] == 0 for f in faces):
            return Why("lead_sure", tuple(move.tiles))
        return None
    if not isinstance(move, Follow):
        return None
    tops = view.tops
    if not any(ON_TOP[f][t] for f in hand for t in tops):
        return Why("all_under")
    for i, (face, top) in enumerate(zip(move.tiles, tops, strict=True)):
        f = FACE_ID[face]
        if not ON_TOP[f][top]:
            continue
        if view.later == 0:
            return Why("last_on_top", (face, str(i + 1)))
        if beaters[f] == 0:
            return Why("sure_on_top", (face, str(i + 1)))
    return None
