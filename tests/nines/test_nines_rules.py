"""The rules of one game of Nines on hand-made positions (RULES.md A2-A4)."""

import random
from collections import Counter

import pytest
from nines_helpers import check_invariants, deal, play_random

from core.nines import (
    RULES,
    Carry,
    ColumnsTaken,
    DiceRolled,
    Follow,
    GameOver,
    Lead,
    RoundTied,
    RoundWon,
    StackWon,
    Take,
    TieRoll,
    TileLaid,
    TilesLed,
)
from core.nines.setup import opener_from_roll
from core.nines.tiles import TILES
from core.rules import CHANCE

WALL = [
    ["6-6", "1-2", "4-4", "3-6"], ["1-1", "2-2", "5-5", "1-5"],
    ["6-6", "1-1", "4-4", "1-3"], ["1-3", "5-5", "3-3", "3-3"],
    ["2-2", "5-6", "5-6", "4-6"], ["4-6", "1-6", "1-6", "1-5"],
    ["2-4", "4-5", "2-6", "3-5"], ["3-4", "2-5", "1-4", "2-3"],
]


# -- the deal ---------------------------------------------------------------------------

@pytest.mark.parametrize(("roller", "dice", "opener"), [
    (0, (3, 5), 3), (0, (1, 1), 1), (2, (6, 6), 1), (3, (2, 2), 2), (1, (4, 1), 1),
])
def test_opener_counts_clockwise_from_the_roller_as_one(roller, dice, opener):
    assert opener_from_roll(roller, dice) == opener


def test_deal_from_a_known_wall_and_roll():
    state = RULES.game_from_wall(WALL, roll=(0, (3, 5)))  # 8 from seat 0: seat 3 opens
    assert state.opener == 3 and RULES.to_move(state) == 3
    assert RULES.opening_events(state) == [DiceRolled(0, (3, 5), "opening")]
    events = []
    for seat, end in [(3, "left"), (0, "right"), (1, "left"), (2, "right")]:
        events += RULES.apply(state, Take(seat, end))
    assert events == [
        ColumnsTaken(3, "left", (0, 1), tuple(WALL[0] + WALL[1])),
        ColumnsTaken(0, "right", (7, 6), tuple(WALL[7] + WALL[6])),
        ColumnsTaken(1, "left", (2, 3), tuple(WALL[2] + WALL[3])),
        ColumnsTaken(2, "right", (5, 4), tuple(WALL[5] + WALL[4])),
    ]
    obs = RULES.observation(state, 0)
    assert Counter(obs.hand) == Counter(WALL[7] + WALL[6])
    assert RULES.to_move(state) == 3  # the opener leads the first round
    assert RULES.legal_moves(state)[0].seat == 3
    assert isinstance(RULES.legal_moves(state)[0], Lead)


def test_take_order_and_the_last_two_columns():
    state = RULES.game_from_wall(WALL, opener=1)
    assert state.roll is None and RULES.opening_events(state) == []
    for seat in (1, 2, 3):
        assert RULES.legal_moves(state) == [Take(seat, "left"), Take(seat, "right")]
        RULES.apply(state, Take(seat, "left"))
    assert RULES.observation(state, 1).wall_columns == (6, 7)
    (event,) = RULES.apply(state, Take(0, "right"))
    assert event.columns == (7, 6)  # the outermost column first
    assert RULES.observation(state, 1).wall_columns == ()
    assert RULES.to_move(state) == 1


def test_first_game_roller_is_random_and_later_games_have_no_roll():
    rollers = Counter()
    for seed in range(200):
        state = RULES.new_game(random.Random(seed), players=4)
        roller, dice = state.roll
        rollers[roller] += 1
        assert all(1 <= d <= 6 for d in dice)
        assert state.opener == opener_from_roll(roller, dice)
        assert Counter(t for column in RULES.to_record(state, {})["wall"]
                       for t in column) == Counter(TILES)
    assert set(rollers) == {0, 1, 2, 3}
    later = RULES.new_game(random.Random(1), players=4, carry=Carry(opener=2, game_number=3))
    assert later.roll is None and later.opener == 2 and later.game_number == 3
    assert RULES.to_move(later) == 2


def test_same_seed_same_game():
    def transcript(seed):
        rng = random.Random(seed)
        state = RULES.new_game(rng, players=4)
        return play_random(state, rng), RULES.to_record(state, {})
    assert transcript(11) == transcript(11)
    assert transcript(11) != transcript(12)


# -- laying tiles --------------------------------------------------------------------------

def lay(state, leader_tiles, *follows):
    """Lead and follow one round from seat `state.to_move`; return all events."""
    seat = RULES.to_move(state)
    events = RULES.apply(state, Lead(seat, tuple(leader_tiles)))
    for j, tiles in enumerate(follows, 1):
        events += RULES.apply(state, Follow((seat + j) % 4, tuple(tiles)))
    return events


def test_over_under_equal_and_other_suit():
    state = deal({0: ["1-5", "6-6", "2-4", "2-3"], 1: ["2-2", "6-6", "1-2", "1-1"],
                  2: ["5-6", "1-1", "4-5", "2-6"], 3: ["1-3", "1-3", "5-5", "3-4"]})
    events = lay(state, ["1-5", "6-6", "2-4", "2-3"],
                 ["2-2", "6-6", "1-2", "1-1"],   # over / identical twin / equal military / suit
                 ["5-6", "1-1", "4-5", "2-6"],   # under 2-2 / under 6-6 / lower / over 2-3
                 ["1-3", "1-3", "5-5", "3-4"])   # over 2-2 / under / other suit / under 2-6
    laid = [e for e in events if isinstance(e, TileLaid)]
    assert [(e.seat, e.stack, e.on_top) for e in laid] == [
        (1, 0, True), (1, 1, False), (1, 2, False), (1, 3, False),
        (2, 0, False), (2, 1, False), (2, 2, False), (2, 3, True),
        (3, 0, True), (3, 1, False), (3, 2, False), (3, 3, False),
    ]
    won = [e for e in events if isinstance(e, StackWon)]
    assert won == [
        StackWon(0, 3, ("5-6", "1-5", "2-2", "1-3")),
        StackWon(1, 0, ("1-3", "1-1", "6-6", "6-6")),
        StackWon(2, 0, ("5-5", "4-5", "1-2", "2-4")),
        StackWon(3, 2, ("3-4", "1-1", "2-3", "2-6")),
    ]
    assert events[-1] == RoundWon(0, (2, 0, 1, 1))  # seat 0 took most: leads next
    assert RULES.to_move(state) == 0 and RULES.scores(state) == [2, 0, 1, 1]


def test_event_order_of_a_round():
    state = deal({0: ["6-6"], 1: ["1-5"], 2: ["2-3"], 3: ["1-1"]})
    events = lay(state, ["6-6"], ["1-5"], ["2-3"], ["1-1"])
    assert events == [
        TilesLed(0, ("6-6",)),
        TileLaid(1, 0, "1-5", False),
        TileLaid(2, 0, "2-3", False),
        TileLaid(3, 0, "1-1", False),
        StackWon(0, 0, ("1-1", "2-3", "1-5", "6-6")),
        RoundWon(0, (1, 0, 0, 0)),
    ]


def test_three_way_tie_settled_by_two_roll_offs():
    state = deal({0: ["6-6", "1-5", "2-3"], 1: ["3-3", "1-1", "1-4"],
                  2: ["2-2", "3-5", "2-4"], 3: ["5-5", "1-6", "4-4"]})
    events = lay(state, ["6-6", "1-5", "2-3"], ["3-3", "1-1", "1-4"], ["2-2", "3-5", "2-4"],
                 ["5-5", "1-6", "4-4"])
    assert [e.seat for e in events if isinstance(e, StackWon)] == [0, 1, 2]
    assert events[-1] == RoundTied((0, 1, 2), (1, 1, 1, 0))
    assert RULES.to_move(state) == CHANCE and RULES.legal_moves(state) == []
    assert RULES.observation(state, 3).tied == (0, 1, 2)
    first = RULES.apply(state, TieRoll(((0, (3, 4)), (1, (5, 2)), (2, (1, 1)))))
    assert first == [DiceRolled(0, (3, 4), "tie"), DiceRolled(1, (5, 2), "tie"),
                     DiceRolled(2, (1, 1), "tie"), RoundTied((0, 1), (1, 1, 1, 0))]
    assert RULES.to_move(state) == CHANCE
    drawn = RULES.chance_move(state, random.Random(0))
    assert sorted(seat for seat, _ in drawn.rolls) == [0, 1]  # only the tied highest roll
    second = RULES.apply(state, TieRoll(((1, (1, 2)), (0, (6, 6)))))
    assert second == [DiceRolled(1, (1, 2), "tie"), DiceRolled(0, (6, 6), "tie"),
                      RoundWon(0, (1, 1, 1, 0))]
    assert RULES.to_move(state) == 0
    assert RULES.to_record(state, {})["rounds"][0]["tie_rolls"] == [
        [{"seat": 0, "dice": [3, 4]}, {"seat": 1, "dice": [5, 2]},
         {"seat": 2, "dice": [1, 1]}],
        [{"seat": 1, "dice": [1, 2]}, {"seat": 0, "dice": [6, 6]}],
    ]


def test_game_ends_when_hands_are_empty_and_the_last_winner_opens_next():
    rng = random.Random(4)
    state = deal({}, opener=2)
    events = play_random(state, rng)
    assert RULES.is_over(state)
    assert events[-1] == GameOver(tuple(RULES.scores(state)))
    assert sum(RULES.scores(state)) == 8
    last = [e for e in events if isinstance(e, RoundWon)][-1]
    assert RULES.carry(state) == Carry(opener=last.leader, game_number=3)
    assert RULES.legal_moves(state) == []
    check_invariants(state)
    with pytest.raises(ValueError, match="not over"):
        RULES.carry(deal({}))


def test_leader_of_a_short_hand_cannot_lead_more_than_he_holds():
    state = deal({0: ["6-6", "6-6", "1-1", "1-1", "4-4", "4-4", "1-3", "1-3"]})
    lay(state, ["6-6", "6-6", "1-1", "1-1"])
    for seat in (1, 2, 3):
        RULES.apply(state, RULES.random_move(state, random.Random(seat)))
    assert RULES.to_move(state) == 0  # seat 0's twin heavens and earths take all 4 stacks
    leads = RULES.legal_moves(state)
    assert {len(m.tiles) for m in leads} == {1, 2, 3, 4}
    assert len(leads) == len(set(leads)) == 2 + 3 + 2 + 1  # {4-4 x2, 1-3 x2}: 8 multisets


@pytest.mark.parametrize(("wall", "kwargs", "message"), [
    (WALL[:7], {"opener": 0}, "8 columns of 4"),
    ([WALL[1], *WALL[1:]], {"opener": 0}, "the 32-tile set"),
    ([["7-7", *WALL[0][1:]], *WALL[1:]], {"opener": 0}, "not a tile"),
    (WALL, {}, "needs an opener"),
    (WALL, {"roll": (4, (1, 1))}, "bad roll"),
    (WALL, {"roll": (0, (0, 6))}, "bad roll"),
])
def test_a_wall_that_is_not_the_set_is_refused(wall, kwargs, message):
    with pytest.raises(ValueError, match=message):
        RULES.game_from_wall(wall, **kwargs)


def test_new_game_checks_players_and_carry():
    with pytest.raises(ValueError, match="4 players"):
        RULES.new_game(random.Random(1), players=3)
    with pytest.raises(ValueError, match="the opener must be a seat"):
        RULES.new_game(random.Random(1), players=4, carry=5)
    assert RULES.new_game(random.Random(1), players=4, carry=3).game_number == 2
