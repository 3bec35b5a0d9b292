"""Helpers of the Nines AI tests: hand-made deals and random positions."""

from __future__ import annotations

import random
from collections import Counter

from core.nines import RULES, NinesState, Take
from core.nines.tiles import FACE_ID, TILES
from core.rules import CHANCE


def wall_for(hands: dict[int, list[str]], opener: int = 0) -> list[list[str]]:
    """A wall from which four takes from the left end, the opener first, give every seat
    `hands[seat]` (the rest of each hand filled from the unused tiles in set order)."""
    rest = Counter(TILES)
    for tiles in hands.values():
        rest.subtract(tiles)
    assert all(n >= 0 for n in rest.values()), "a hand uses a tile the set lacks"
    spare = sorted(rest.elements(), key=FACE_ID.__getitem__)
    wall: list[list[str]] = []
    for k in range(4):
        tiles = list(hands.get((opener + k) % 4, []))
        while len(tiles) < 8:
            tiles.append(spare.pop(0))
        wall += [tiles[:4], tiles[4:]]
    return wall


def deal(hands: dict[int, list[str]], opener: int = 0) -> NinesState:
    """A game in its play phase, every seat holding `hands[seat]` (see `wall_for`)."""
    state = RULES.game_from_wall(wall_for(hands, opener), opener=opener)
    for k in range(4):
        RULES.apply(state, Take((opener + k) % 4, "left"))
    return state


def advance(state: NinesState, rng: random.Random, moves: int) -> list:
    """Play up to `moves` random moves (chance moves do not count); return them."""
    played = []
    while not RULES.is_over(state) and moves > 0:
        if RULES.to_move(state) == CHANCE:
            RULES.apply(state, RULES.chance_move(state, rng))
            continue
        move = RULES.random_move(state, rng)
        RULES.apply(state, move)
        played.append(move)
        moves -= 1
    while RULES.to_move(state) == CHANCE:
        RULES.apply(state, RULES.chance_move(state, rng))
    return played


def random_positions(count: int, seed: int) -> list[NinesState]:
    """`count` positions of random games, from the first take to the last round."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = RULES.new_game(rng, players=4)
        advance(state, rng, rng.randrange(0, 36))
        if not RULES.is_over(state):
            found.append(state)
    return found


def random_history(seed: int, moves: int) -> tuple[NinesState, list]:
    """A random game `moves` decisions in, and every move applied (chance ones too)."""
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=4)
    history: list = []
    while not RULES.is_over(state) and moves > 0:
        if RULES.to_move(state) == CHANCE:
            move = RULES.chance_move(state, rng)
        else:
            move = RULES.random_move(state, rng)
            moves -= 1
        RULES.apply(state, move)
        history.append(move)
    while RULES.to_move(state) == CHANCE:
        move = RULES.chance_move(state, rng)
        RULES.apply(state, move)
        history.append(move)
    return state, history


def column_owners(state: NinesState) -> list[int | None]:
    """The seat that took each wall column (None: still standing)."""
    owners: list[int | None] = [None] * 8
    left, right = 0, 8
    for seat, end in state.takes:
        if end == "left":
            owners[left] = owners[left + 1] = seat
            left += 2
        else:
            owners[right - 1] = owners[right - 2] = seat
            right -= 2
    return owners


def hidden_twin(state: NinesState, history: list, observer: int,
                rng: random.Random) -> NinesState | None:
    """The same game with two tiles the observer cannot see swapped between two owners
    (other seats' hands or the standing wall), replayed move by move; None when no such
    swap exists."""
    from core.nines.tiles import FACES

    owners = column_owners(state)
    wall = [[FACES[f] for f in column] for column in state.wall]
    held = {seat: Counter(FACES[f] for f in state.hands[seat]) for seat in range(4)}
    spots = []
    for col, owner in enumerate(owners):
        if owner == observer:
            continue
        for row, face in enumerate(wall[col]):
            if owner is None or held[owner][face]:
                spots.append((col, row, owner))
    pairs = [(a, b) for i, a in enumerate(spots) for b in spots[i + 1:]
             if a[2] != b[2] and wall[a[0]][a[1]] != wall[b[0]][b[1]]]
    if not pairs:
        return None
    (ca, ra, _), (cb, rb, _) = rng.choice(pairs)
    wall[ca][ra], wall[cb][rb] = wall[cb][rb], wall[ca][ra]
    twin = RULES.game_from_wall(wall, roll=state.roll, opener=state.opener,
                                game_number=state.game_number)
    for move in history:
        RULES.apply(twin, move)
    return twin


def hidden_twins(count: int, seed: int, least: int = 0,
                phase: str | None = None) -> list[tuple[NinesState, NinesState, int]]:
    """(state, twin, seat): pairs of states after `least` to 29 random moves that differ
    in hidden tiles only, as seen by the seat to act (in `phase`, if given)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state, history = random_history(rng.getrandbits(32), rng.randrange(least, 30))
        if RULES.is_over(state):
            continue
        seat = RULES.to_move(state)
        if phase is not None and RULES.observation(state, seat).phase != phase:
            continue
        twin = hidden_twin(state, history, seat, rng)
        if twin is not None:
            found.append((state, twin, seat))
    return found
