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
Tien Gow ("tiles" are the move's faces, highest first; "still out" is what the seat has
not seen: the other hands and the others' face-down discards):
- `early_death`: the seat has won no trick and may not win the last one (R17): it must
  discard (before `only_move`, which it also is).
- `win_last_sure` (tiles): the play takes the last trick (nothing still out beats it, or
  the seat plays last to it), and the last trick's winner takes the game (R18);
  `win_last` (tiles): the same play that may still be beaten, the seat's best chance;
  `win_last_banker` (tiles, multiplier): the banker's, whose winnings are multiplied;
  `stop_banker` (tiles, multiplier): beating the banker's play on the last trick (a
  banker who wins is paid by everyone at the multiplier).
- `supreme_lead` (tiles): the Supreme pair led, which nothing beats (R13).
- `single_sure` (tile) / `set_sure` (tiles): a single / a pair, triplet or quartet led
  that nothing still out beats: every higher one of its kind is gone or in the hand.
- `lead_low` (tile): no lead of the hand is sure to win; the weakest single goes.
- `need_trick` (tiles): the seat has won no trick yet and takes one now (without one it
  pays 5 chips and may not win the last trick); `need_trick_banker` (tiles, multiplier):
  the banker, who pays the winner at the multiplier.
- `beat_last` (tiles): playing last to the trick, the beat takes it; `beat_sure`
  (tiles): nothing still out beats it.
- `keep_supreme` (2-4, 1-2): a discard that keeps both tiles of the Supreme pair though
  the 1-2 is among the weakest tiles of the hand: led, the pair cannot be beaten.
- `discard_low` (tiles): nothing in the hand beats the trick; the weakest tiles go
  down. `cannot_beat` (tiles of the trick's highest play): nothing beats it, other tiles
  go down.
- `keep_for_last` (tile): the seat could beat only with its strongest tile, which it
  keeps for the last trick.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.ai.analysis import Analysis, is_royal, is_tiengow
from core.ai.nines.policy import beaters_unseen
from core.ai.nines.view import read_view
from core.ai.tiengow.policy import Seat, strongest_single, sure, tile_value, weakest
from core.ai.tiengow.view import read_seat
from core.nines import RULES as NINES
from core.nines.moves import Follow, Lead, Take
from core.nines.tiles import FACE_ID, ON_TOP
from core.royal import RULES as ROYAL
from core.royal import RoyalObservation
from core.royal.cards import CARD_INDEX, CARDS, GROWTH, SUIT_MASK_OF, SUITS
from core.royal.contracts import PENALTY_MASKS, trick_cost
from core.royal.moves import LayCard, LayOutAll, Pass, PlayCard
from core.tiengow import RULES as TIENGOW
from core.tiengow import Beat, Discard
from core.tiengow import Lead as TienGowLead
from core.tiengow.combos import COMBO_OF_MASK, COMBOS, FACE_SIX, FACE_THREE, SUPREME
from core.tiengow.movegen import beats, bits_of, leads
from core.tiengow.observation import Observation as TienGowObservation
from core.tiengow.tiles import BASE_BIT, ODD_CIVIL, faces_of, mask_of_faces


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
    if is_tiengow(obs):
        seat = read_seat(obs)
        if seat.forced:
            return Why("early_death")
        if len(TIENGOW.obs_legal_moves(obs)) == 1:
            return Why("only_move")
        return _tiengow(obs, seat, move)
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


_SUPREME_TILES = 1 << BASE_BIT[FACE_SIX] | 1 << BASE_BIT[FACE_THREE]


def _tiengow(obs: TienGowObservation, s: Seat, move: Any) -> Why | None:
    mask = mask_of_faces(getattr(move, "tiles", None))
    if mask is None:
        return None
    tiles = faces_of(mask)
    left = s.hand.bit_count()
    if isinstance(move, TienGowLead):
        combo = s.variant.lead_of.get(mask)
        if combo is None:
            return None
        unbeaten = sure(mask, combo, s.unseen, s.variant)
        if mask == s.hand:  # the last trick
            return _last(obs, tiles, unbeaten)
        if COMBOS[combo].kind == SUPREME:
            return Why("supreme_lead", tiles)
        if unbeaten:
            return Why("single_sure" if len(tiles) == 1 else "set_sure", tiles)
        if len(tiles) == 1 and not any(sure(m, c, s.unseen, s.variant)
                                       for m, c in leads(s.hand, s.variant)):
            singles = bits_of(s.hand & ~ODD_CIVIL)
            if tile_value(mask) == min(tile_value(b) for b in singles):
                return Why("lead_low", tiles)
        return None
    trick, view = s.trick, obs.current
    if trick is None or view is None:
        return None
    if isinstance(move, Beat):
        played = COMBO_OF_MASK.get(mask)
        if played is None:
            return None
        plays_last = len(view.plays) == 3
        unbeaten = plays_last or sure(mask, played.id, s.unseen, s.variant)
        if left == trick.size:  # the last trick
            if view.high_seat == obs.banker != obs.seat and obs.multiplier > 1:
                return Why("stop_banker", (*tiles, str(obs.multiplier)))
            return _last(obs, tiles, unbeaten)
        if s.won[obs.seat] == 0 and s.variant.early_death != "off":
            if obs.seat == obs.banker and obs.multiplier > 1:
                return Why("need_trick_banker", (*tiles, str(obs.multiplier)))
            return Why("need_trick", tiles)
        if plays_last:
            return Why("beat_last", tiles)
        if unbeaten:
            return Why("beat_sure", tiles)
        return None
    if not isinstance(move, Discard):
        return None
    n = trick.size
    if (s.hand & _SUPREME_TILES == _SUPREME_TILES and not mask & _SUPREME_TILES
            and 1 << BASE_BIT[FACE_THREE] in _lowest(s.hand, n)):
        return Why("keep_supreme", faces_of(_SUPREME_TILES))
    up = beats(s.hand, trick.high, s.variant)
    if not up:
        if mask == weakest(s.hand, n, s.variant):
            return Why("discard_low", tiles)
        return Why("cannot_beat", view.high)
    reserve = strongest_single(s.hand)
    if left > n and s.won[obs.seat] > 0 and all(m & reserve for m, _ in up):
        return Why("keep_for_last", faces_of(reserve))
    return None


def _last(obs: TienGowObservation, tiles: tuple[str, ...], unbeaten: bool) -> Why:
    """The play of the last trick: its winner takes the game."""
    if obs.seat == obs.banker and obs.multiplier > 1:
        return Why("win_last_banker", (*tiles, str(obs.multiplier)))
    return Why("win_last_sure" if unbeaten else "win_last", tiles)


def _lowest(hand: int, n: int) -> list[int]:
    """The n weakest single tiles of `hand` (one bit a tile)."""
    return sorted(bits_of(hand), key=tile_value)[:n]
