"""Playing one game of Tien Gow (docs/tiengow.md R4-R21): applying moves, listing and
drawing them.

`apply` validates a move completely before it changes anything, then mutates the state
in place and returns the events, in order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn

from core.errors import IllegalMove
from core.rng import Rng
from core.tiengow import movegen
from core.tiengow.combos import COMBO_OF_MASK, COMBOS
from core.tiengow.moves import (
    Beat,
    Beaten,
    Discard,
    Discarded,
    GameOver,
    Lead,
    Led,
    TrickWon,
)
from core.tiengow.options import PLAYERS
from core.tiengow.scoring import payments
from core.tiengow.state import NOBODY, TienGowState, Trick
from core.tiengow.tiles import EVEN_CIVIL, ODD_CIVIL, faces_of, mask_of_faces

_tuple_new = tuple.__new__  # builds a named tuple event without its Python-level __new__
_MASKS: dict[tuple[str, ...], int] = {}


def _mask(tiles: Any) -> int:
    """The canonical mask of a move's tiles; IllegalMove when they are no tiles."""
    try:
        return _MASKS[tiles]
    except (KeyError, TypeError):  # not seen yet, or unhashable (then no tiles)
        pass
    mask = mask_of_faces(tiles)
    if mask is None:
        if not isinstance(tiles, tuple | list):
            raise IllegalMove(f"tiles must be a list of tiles, not {tiles!r}", "not_tiles")
        for t in tiles:
            if mask_of_faces([t]) is None:
                raise IllegalMove(f"{t!r} is not a tile", "not_a_tile", tile=str(t))
        raise IllegalMove("the set has no more copies of a tile than two (civil) or one "
                          "(military)", "too_many_copies")
    if type(tiles) is tuple and len(_MASKS) < 100_000:
        _MASKS[tiles] = mask  # a tuple of faces: hashable
    return mask


def _refuse_turn(state: TienGowState, move: Any) -> NoReturn:
    """Refuse `move` when the game is over, it is not this seat's turn, or the move is
    of the wrong kind for the moment (a lead when following, a follow when leading)."""
    seat = move.seat
    if state.over:
        raise IllegalMove("the game is over", "game_over")
    if type(seat) is not int or not 0 <= seat < PLAYERS:
        raise IllegalMove(f"there is no seat {seat!r}", "no_seat")
    if state.to_move != seat:
        raise IllegalMove(f"it is seat {state.to_move}'s turn, not seat {seat}'s",
                          "not_your_turn", seat=state.to_move)
    current = state.current
    if current is None:
        raise IllegalMove("you lead this trick: there is nothing to follow yet", "lead_now")
    raise IllegalMove(f"you follow this trick: play {current.size} tile"
                      f"{'s' if current.size > 1 else ''} face up or face down",
                      "follow_now", count=current.size)


def _refuse_held(hand: int, mask: int) -> NoReturn:
    missing = faces_of(mask & ~hand)
    raise IllegalMove(f"you do not hold {' '.join(missing)}", "not_held", tile=missing[0])


def _refuse_count(trick: Trick) -> NoReturn:
    raise IllegalMove(f"play {trick.size} tile{'s' if trick.size > 1 else ''}, as many as "
                      "were led", "follow_count", count=trick.size)


# -- the moves ------------------------------------------------------------------------

def _lead(state: TienGowState, move: Lead) -> list[Any]:
    seat = move.seat
    if state.current is not None or state.to_move != seat or state.over:
        _refuse_turn(state, move)
    try:
        mask = _MASKS[move.tiles]
    except (KeyError, TypeError):
        mask = _mask(move.tiles)
    hand = state.hands[seat]
    if mask & ~hand:
        _refuse_held(hand, mask)
    combo = state.variant.lead_of.get(mask)
    if combo is None:
        _refuse_lead(mask)
    size = mask.bit_count()
    rest = hand & ~mask
    lone = rest & ODD_CIVIL & ~((rest & EVEN_CIVIL) << 1)
    state.hands[seat] = rest ^ lone ^ (lone >> 1)
    trick = Trick(seat, size, mask, combo)
    state.tricks.append(trick)
    state.current = trick
    state.to_move = (seat + 1) % PLAYERS
    return [_tuple_new(Led, (seat, faces_of(mask), COMBOS[combo].kind))]


def _refuse_lead(mask: int) -> NoReturn:
    n = mask.bit_count()
    if not 1 <= n <= 4:
        raise IllegalMove(f"lead 1 to 4 tiles, not {n}", "lead_count", count=n)
    words = " ".join(faces_of(mask))
    if mask in COMBO_OF_MASK:
        raise IllegalMove(f"{words} may not be led under these rules' variant",
                          "lead_variant", tiles=words)
    raise IllegalMove(f"{words} is no pair, triplet or quartet that may be led",
                      "not_a_lead", tiles=words)


def must_discard(state: TienGowState, seat: int, trick: Trick) -> bool:
    """Whether the last-trick rule (R17) forbids `seat` to play face up in `trick`."""
    rule = state.variant.early_death
    return (rule != "off" and state.won[seat] == 0
            and state.hands[seat].bit_count() == trick.size
            and (rule == "any" or trick.size == 1))


def _follow(state: TienGowState, move: Any) -> tuple[Trick, int, int]:
    """The trick, the move's tiles and the seat's hand, once the move is a follow of
    the seat to act, of tiles it holds, as many as were led."""
    trick = state.current
    if trick is None or state.to_move != move.seat or state.over:
        _refuse_turn(state, move)
    try:
        mask = _MASKS[move.tiles]
    except (KeyError, TypeError):
        mask = _mask(move.tiles)
    hand = state.hands[move.seat]
    if mask & ~hand:
        _refuse_held(hand, mask)
    if mask.bit_count() != trick.size:
        _refuse_count(trick)
    return trick, mask, hand


def _beat(state: TienGowState, move: Beat) -> list[Any]:
    trick, mask, hand = _follow(state, move)
    seat = move.seat
    combo = COMBO_OF_MASK.get(mask)
    if combo is None or (mask, combo.id) not in state.variant.beaters[trick.high]:
        high = " ".join(faces_of(_high_mask(trick)))
        raise IllegalMove(f"{' '.join(faces_of(mask))} does not beat {high}: play it face "
                          "down", "does_not_beat", tiles=high)
    if must_discard(state, seat, trick):
        raise IllegalMove("you have won no trick yet, so you may not win the last one: "
                          "play face down", "early_death")
    rest = hand & ~mask
    lone = rest & ODD_CIVIL & ~((rest & EVEN_CIVIL) << 1)
    state.hands[seat] = rest ^ lone ^ (lone >> 1)
    trick.plays.append((seat, mask, True))
    trick.high = combo.id
    trick.high_seat = seat
    events: list[Any] = [_tuple_new(Beaten, (seat, faces_of(mask), combo.kind))]
    nxt = (seat + 1) % PLAYERS
    if nxt != trick.leader:
        state.to_move = nxt
    else:
        _end_trick(state, trick, events)
    return events


def _high_mask(trick: Trick) -> int:
    for seat, mask, face_up in reversed(trick.plays):
        if face_up and seat == trick.high_seat:
            return mask
    raise AssertionError("a trick without its highest play")


def _discard(state: TienGowState, move: Discard) -> list[Any]:
    trick, mask, hand = _follow(state, move)
    seat = move.seat
    size = trick.size
    rest = hand & ~mask
    lone = rest & ODD_CIVIL & ~((rest & EVEN_CIVIL) << 1)
    state.hands[seat] = rest ^ lone ^ (lone >> 1)
    trick.plays.append((seat, mask, False))
    events: list[Any] = [_tuple_new(Discarded, (seat, size))]
    nxt = (seat + 1) % PLAYERS
    if nxt != trick.leader:
        state.to_move = nxt
    else:
        _end_trick(state, trick, events)
    return events


def _end_trick(state: TienGowState, trick: Trick, events: list[Any]) -> None:
    """All four have played: the highest play wins (R16); the game may end (R18)."""
    winner = trick.high_seat
    trick.winner = winner
    state.won[winner] += trick.size
    state.current = None
    events.append(_tuple_new(TrickWon, (winner, trick.size, tuple(state.won))))
    if state.hands[winner]:
        state.to_move = winner
        return
    state.over = True
    state.winner = winner
    state.to_move = NOBODY
    state.points = payments(state.won, winner, state.banker, state.multiplier)
    events.append(_tuple_new(GameOver, (winner, tuple(state.points))))


_HANDLERS: dict[type, Callable[[TienGowState, Any], list[Any]]] = {
    Lead: _lead, Beat: _beat, Discard: _discard}


def apply(state: TienGowState, move: Any) -> list[Any]:
    handler = _HANDLERS.get(type(move))
    if handler is None:
        raise IllegalMove(f"{move!r} is not a move of Tien Gow", "not_a_move")
    return handler(state, move)


def chance_move(state: TienGowState, rng: Rng) -> Any:
    raise IllegalMove("Tien Gow has no chance move after the deal", "no_chance")


# -- listing and drawing moves ----------------------------------------------------------

def moves_of(seat: int, hand: int, trick: Trick | None, forced_down: bool,
             variant: Any) -> list[Any]:
    """Every distinct legal move of `seat` holding `hand` (the state and the
    observation share it)."""
    if trick is None:
        return [Lead(seat, faces_of(m)) for m, _ in movegen.leads(hand, variant)]
    out: list[Any] = []
    if not forced_down:
        out = [Beat(seat, faces_of(m)) for m, _ in movegen.beats(hand, trick.high, variant)]
    out.extend(Discard(seat, faces_of(m)) for m in movegen.all_discards(hand, trick.size))
    return out


def random_of(seat: int, hand: int, trick: Trick | None, forced_down: bool,
              variant: Any, rng: Rng) -> Any:
    """A uniform move among `moves_of(...)`, drawn without listing the discards."""
    if trick is None:
        found = movegen.leads(hand, variant)
        return Lead(seat, faces_of(found[movegen.below(rng, len(found))][0]))
    n = trick.size
    if n == 1:
        faces = hand & ~ODD_CIVIL  # one bit a face held
        up = 0 if forced_down else faces & variant.single_beaters[trick.high]
        if up:
            r = movegen.below(rng, faces.bit_count() + up.bit_count())
            if r < up.bit_count():
                return Beat(seat, faces_of(movegen.nth_bit(up, r)))
        return Discard(seat, faces_of(movegen.random_single(hand, rng)))
    if not forced_down:
        ups = [m for m, _ in variant.beaters[trick.high] if not m & ~hand]
        if ups:
            r = movegen.below(rng, len(ups) + movegen.discard_count(hand, n))
            if r < len(ups):
                return Beat(seat, faces_of(ups[r]))
    return Discard(seat, faces_of(movegen.random_discard(hand, n, rng)))


def legal_moves(state: TienGowState) -> list[Any]:
    """Every distinct legal move of the seat to act ([] once the game is over)."""
    if state.over:
        return []
    seat = state.to_move
    trick = state.current
    forced = trick is not None and must_discard(state, seat, trick)
    return moves_of(seat, state.hands[seat], trick, forced, state.variant)


def random_move(state: TienGowState, rng: Rng) -> Any:
    """A uniform move among `legal_moves(state)`, drawn without listing them."""
    if state.over:
        raise IllegalMove("the game is over", "game_over")
    seat = state.to_move
    trick = state.current
    hand = state.hands[seat]
    forced = (trick is not None and not state.won[seat] and hand.bit_count() == trick.size
              and must_discard(state, seat, trick))
    return random_of(seat, hand, trick, forced, state.variant, rng)
