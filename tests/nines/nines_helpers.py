"""Shared helpers of the Nines tests: hand-made deals, random games, invariants."""

from __future__ import annotations

import random
from collections import Counter

from core.nines import RULES, NinesState, Take
from core.nines.state import OVER
from core.nines.tiles import CIVIL_FACES, FACE_ID, FACES, TILES, goes_on_top, suit
from core.records import make_header
from core.rules import CHANCE

PLAYERS_HEADER = [{"name": f"P{i}", "kind": "ai:random"} for i in range(4)]


def deal(hands: dict[int, list[str]], opener: int = 0) -> NinesState:
    """A game in which every seat's hand starts with `hands[seat]` (the rest filled from
    the unused tiles in set order), dealt through the rules: a wall built so that four
    takes from the left end give those hands, the opener taking first."""
    rest = Counter(TILES)
    for tiles in hands.values():
        rest.subtract(tiles)
    assert all(n >= 0 for n in rest.values()), "a hand uses a tile the set lacks"
    spare = sorted(rest.elements(), key=FACE_ID.__getitem__)
    full = {}
    for seat in range(4):
        tiles = list(hands.get(seat, []))
        while len(tiles) < 8:
            tiles.append(spare.pop(0))
        full[seat] = tiles
    wall = []
    for k in range(4):
        tiles = full[(opener + k) % 4]
        wall += [tiles[:4], tiles[4:]]
    state = RULES.game_from_wall(wall, opener=opener)
    for k in range(4):
        RULES.apply(state, Take((opener + k) % 4, "left"))
    return state


def play_random(state: NinesState, rng: random.Random, moves: int | None = None) -> list:
    """Play random moves (all of them, or `moves`); return all events."""
    events = []
    while not RULES.is_over(state) and (moves is None or moves > 0):
        if RULES.to_move(state) == CHANCE:
            move = RULES.chance_move(state, rng)
        else:
            move = RULES.random_move(state, rng)
        events += RULES.apply(state, move)
        if moves is not None:
            moves -= 1
    return events


def random_game(seed: int) -> NinesState:
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=4)
    play_random(state, rng)
    return state


def record_of(state: NinesState) -> dict:
    header = make_header("nines", seed=1, players=PLAYERS_HEADER, options={},
                         finished=RULES.is_over(state))
    return RULES.to_record(state, header)


def reference_stack(plays: list[str]) -> list[str]:
    """An independent reading of RULES A3.3: the stack (bottom to top) after laying
    `plays` in order, the first being the led tile."""
    stack = [plays[0]]
    for tile in plays[1:]:
        if goes_on_top(tile, stack[-1]):
            stack.append(tile)
        else:
            stack.insert(0, tile)
    return stack


def check_invariants(state: NinesState) -> None:
    """The Nines invariants of RULES.md, from the game's record (public names only)."""
    record = record_of(state)
    wall = [tile for column in record["wall"] for tile in column]
    assert Counter(wall) == Counter(TILES)  # 32 tile instances: the whole set
    laid: Counter[str] = Counter()
    total = [0, 0, 0, 0]
    for rnd in record["rounds"]:
        plays = rnd["plays"]
        seats = [play["seat"] for play in plays]
        assert seats == [(rnd["leader"] + j) % 4 for j in range(len(plays))]
        k = len(plays[0]["tiles"]) if plays else 0
        assert 1 <= k <= 4 or not plays
        for play in plays:
            assert len(play["tiles"]) == k
            laid.update(play["tiles"])
        if len(plays) < 4:
            continue
        for i, stack in enumerate(rnd["stacks"]):
            in_order = [play["tiles"][i] for play in plays]
            assert len(stack["tiles"]) == 4  # one tile per player
            assert stack["tiles"] == reference_stack(in_order)
            owner = plays[in_order.index(stack["tiles"][-1])]["seat"]
            assert stack["top"] == owner
            assert suit(stack["tiles"][-1]) == suit(in_order[0])
            total[owner] += 1
    assert record["points"] == total
    for seat, hand in enumerate(state.hands):
        assert Counter(laid_by(record, seat)) + Counter(hand_names(hand)) == Counter(
            record["hands"][seat])
    if state.phase == OVER:
        assert laid == Counter(TILES)  # every tile laid exactly once
        assert sum(record["points"]) == 8
        assert all(not hand for hand in state.hands)
        assert all(rnd["winner"] is not None for rnd in record["rounds"])
    assert all(n <= (2 if t in CIVIL_FACES else 1) for t, n in laid.items())


def laid_by(record: dict, seat: int) -> list[str]:
    return [t for rnd in record["rounds"] for play in rnd["plays"] if play["seat"] == seat
            for t in play["tiles"]]


def hand_names(hand: list[int]) -> list[str]:
    return [FACES[f] for f in hand]
