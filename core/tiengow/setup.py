"""Setting up a game of Tien Gow (docs/tiengow.md R3, R4): the deal, the banker, and what
a finished game hands on to the next game of a match (R3, R20, R22)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core.nines.setup import shuffled_tiles as nines_shuffle
from core.nines.tiles import FACES as NINES_FACES
from core.rng import Rng
from core.tiengow.combos import variant
from core.tiengow.options import PLAYERS, check_options, checked
from core.tiengow.scoring import multiplier
from core.tiengow.state import HAND, Carry, TienGowState
from core.tiengow.tiles import TILE_IDS, face_id, mask_of_ids

_FROM_NINES = tuple(face_id(face) for face in NINES_FACES)


def shuffled_tiles(rng: Rng) -> list[int]:
    """The 32 tile ids in a uniformly random order (Nines' shuffle of the same set)."""
    return [_FROM_NINES[f] for f in nines_shuffle(rng)]


def _carried(carry: Carry | None) -> tuple[int | None, int, int]:
    if carry is None:
        return None, 0, 1
    if not isinstance(carry, Carry):
        raise ValueError(f"bad carry {carry!r}: expected a Carry")
    if type(carry.banker) is not int or not 0 <= carry.banker < PLAYERS:
        raise ValueError(f"bad carry {carry!r}: the banker must be a seat 0..3")
    if type(carry.streak) is not int or carry.streak < 0:
        raise ValueError(f"bad carry {carry!r}: the streak counts games")
    if type(carry.game_number) is not int or carry.game_number < 2:
        raise ValueError(f"bad carry {carry!r}: a later game is numbered 2 or more")
    return carry.banker, carry.streak, carry.game_number


def make_state(options: Mapping[str, Any], dealt: Sequence[int], banker: int,
               streak: int, game_number: int) -> TienGowState:
    """A game of checked `options` from the dealt hand masks."""
    return TienGowState(variant(options), options, tuple(dealt), banker, streak,
                        game_number, multiplier(options["banker"], streak))


def new_game(rng: Rng, options: Mapping[str, Any] | None = None,
             carry: Carry | None = None) -> TienGowState:
    """Shuffle and deal; the first game draws its banker by lot (R3), a later one takes
    the banker and streak `carry` hands on."""
    opts = checked(options)
    banker, streak, number = _carried(carry)
    if banker is None:
        banker = rng.getrandbits(2)
    ids = shuffled_tiles(rng)
    dealt = []
    for s in range(PLAYERS):
        mask = mask_of_ids(ids[s * HAND:(s + 1) * HAND])
        assert mask is not None
        dealt.append(mask)
    return make_state(opts, dealt, banker, streak, number)


def game_from_hands(hands: Sequence[Sequence[str]], *, banker: int = 0, streak: int = 0,
                    game_number: int = 1, options: Mapping[str, Any] | None = None,
                    ) -> TienGowState:
    """A game dealt from known hands (four lists of eight faces, together the set)."""
    if len(hands) != PLAYERS or any(len(hand) != HAND for hand in hands):
        raise ValueError(f"a deal is {PLAYERS} hands of {HAND} tiles")
    ids = [[face_id(face) for face in hand] for hand in hands]
    if sorted(f for hand in ids for f in hand) != sorted(TILE_IDS):
        raise ValueError("the hands hold the 32-tile set: every civil face twice, every "
                         "military face once")
    if type(banker) is not int or not 0 <= banker < PLAYERS:
        raise ValueError(f"the banker must be a seat 0..3, not {banker!r}")
    masks = [mask_of_ids(hand) for hand in ids]
    return make_state(check_options(options), [m for m in masks if m is not None], banker,
                      streak, game_number)


def carry(state: TienGowState) -> Carry:
    """The next game: the winner banks; his streak grows if he was the banker (R20)."""
    if not state.over or state.winner is None:
        raise ValueError("the game is not over")
    winner = state.winner
    streak = state.streak + 1 if winner == state.banker else 0
    return Carry(winner, streak, state.game_number + 1)
