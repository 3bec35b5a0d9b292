"""One table-driven test per rule of docs/tiengow.md (R1-R22, V1-V6): the test names
cite the rule."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from tiengow_helpers import SET, canon, deal, play, random_game

from core.errors import IllegalMove
from core.tiengow import RULES, Beat, Carry, Discard, Lead, TrickWon
from core.tiengow.options import DEFAULT_OPTIONS
from core.tiengow.scoring import owed, payments


def beats(lead: str, follow: str, **options) -> bool:
    """Whether seat 1 may play `follow` face up on seat 0's lead `lead` (checked both
    in the legal moves and by applying it)."""
    state = deal({0: lead.split(), 1: follow.split()}, **options)
    play(state, ("lead", 0, lead))
    move = Beat(1, tuple(follow.split()))
    listed = ("Beat", tuple(sorted(move.tiles))) in canon(RULES.legal_moves(state))
    try:
        RULES.apply(state, move)
        applied = True
    except IllegalMove:
        applied = False
    assert listed == applied
    return applied


def leadable(tiles: str, **options) -> bool:
    state = deal({0: tiles.split()}, **options)
    listed = ("Lead", tuple(sorted(tiles.split()))) in canon(RULES.legal_moves(state))
    try:
        play(state, ("lead", 0, tiles))
        applied = True
    except IllegalMove:
        applied = False
    assert listed == applied
    return applied


# -- R1, R2: players and tiles ---------------------------------------------------------

def test_r1_four_players_only_and_play_passes_to_the_next_seat():
    with pytest.raises(ValueError):
        RULES.new_game(random.Random(1), players=3)
    state = deal({2: ["6-6"]}, banker=2)
    assert RULES.to_move(state) == 2
    play(state, ("lead", 2, "6-6"))
    assert RULES.to_move(state) == 3
    _first_discard(state)
    assert RULES.to_move(state) == 0
    _first_discard(state)
    assert RULES.to_move(state) == 1


def test_r2_the_set_is_32_tiles_civil_twice_military_once():
    counts = Counter(SET)
    assert len(SET) == 32 and len(counts) == 21
    civil = ["6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5"]
    assert all(counts[f] == 2 for f in civil)
    assert sum(1 for f, c in counts.items() if c == 1) == 10


# -- R3, R4: banker and deal -------------------------------------------------------------

def test_r3_first_banker_by_lot_later_banker_is_the_last_winner():
    bankers = Counter(RULES.new_game(random.Random(s), players=4).banker for s in range(400))
    assert set(bankers) == {0, 1, 2, 3} and min(bankers.values()) > 60
    state = random_game(5)
    carry = RULES.carry(state)
    assert carry.banker == state.winner and carry.game_number == 2
    nxt = RULES.new_game(random.Random(9), players=4, carry=carry)
    assert nxt.banker == state.winner and RULES.to_move(nxt) == state.winner


def test_r4_eight_tiles_each_banker_leads_trick_winner_leads_next():
    state = RULES.new_game(random.Random(3), players=4)
    obs = RULES.observation(state, 0)
    assert obs.hand_sizes == (8, 8, 8, 8)
    assert sorted(t for s in range(4) for t in RULES.observation(state, s).hand) == sorted(SET)
    assert all(isinstance(m, Lead) and m.seat == state.banker
               for m in RULES.legal_moves(state))
    state = deal({0: ["4-4"], 1: ["1-2"], 2: ["6-6"], 3: ["2-4"]})
    events = play(state, ("lead", 0, "4-4"), ("down", 1, "1-2"), ("beat", 2, "6-6"),
                  ("down", 3, "2-4"))
    assert events[-1] == TrickWon(2, 1, (0, 0, 1, 0))
    assert RULES.to_move(state) == 2 and state.current is None


# -- R5-R9, V1, V2: leads ----------------------------------------------------------------

def test_r5_any_single_tile_may_be_led():
    state = RULES.new_game(random.Random(8), players=4)
    hand = RULES.observation(state, state.banker).hand
    singles = {m.tiles for m in RULES.legal_moves(state) if len(m.tiles) == 1}
    assert singles == {(t,) for t in hand}


PAIRS = [
    ("6-6 6-6", "civil pair"), ("1-5 1-5", "civil pair"), ("3-6 4-5", "military nines"),
    ("2-6 3-5", "military eights"), ("2-5 3-4", "military sevens"),
    ("1-4 2-3", "military fives"), ("6-6 3-6", "Heaven-Nine"), ("6-6 4-5", "Heaven-Nine"),
    ("1-1 2-6", "Earth-Eight"), ("4-4 3-4", "Man-Seven"), ("1-3 2-3", "Harmony-Five"),
    ("2-4 1-2", "Supreme"),
]


@pytest.mark.parametrize(("tiles", "what"), PAIRS)
def test_r6_pairs_may_be_led(tiles, what):
    assert leadable(tiles)


TRIPLETS = ["6-6 6-6 3-6", "6-6 6-6 4-5", "6-6 3-6 4-5", "1-1 1-1 2-6", "1-1 2-6 3-5",
            "4-4 4-4 2-5", "4-4 2-5 3-4", "1-3 1-3 1-4", "1-3 1-4 2-3"]


@pytest.mark.parametrize("tiles", TRIPLETS)
def test_r7_triplets_of_a_group_may_be_led(tiles):
    assert leadable(tiles)


@pytest.mark.parametrize("tiles", ["6-6 6-6 3-6 4-5", "1-1 1-1 2-6 3-5", "4-4 4-4 2-5 3-4",
                                   "1-3 1-3 1-4 2-3"])
def test_r8_quartets_of_a_group_may_be_led(tiles):
    assert leadable(tiles)


NOT_LEADS = ["6-6 1-1", "6-6 2-6", "1-1 3-6", "2-4 1-4", "3-6 2-6", "5-5 5-6", "2-4 2-3",
             "6-6 6-6 1-1", "6-6 3-6 2-6", "5-5 5-5 3-6", "6-6 6-6 1-1 1-1",
             "6-6 3-6 4-5 2-6", "1-1 1-1 2-2 2-2", "1-1 2-2 3-3", "6-6 6-6 3-6 4-5 1-2"]


@pytest.mark.parametrize("tiles", NOT_LEADS)
def test_r9_nothing_else_may_be_led(tiles):
    if len(tiles.split()) > 4:
        state = deal({0: tiles.split()})
        with pytest.raises(IllegalMove) as err:
            play(state, ("lead", 0, tiles))
        assert err.value.code == "lead_count"
        return
    assert not leadable(tiles)


@pytest.mark.parametrize(("combos", "tiles", "ok"), [
    ("classic", "6-6 3-6", True), ("classic", "6-6 6-6 3-6", True),
    ("pairs", "6-6 3-6", True), ("pairs", "6-6 6-6 3-6", False),
    ("pairs", "1-1 1-1 2-6 3-5", False), ("pairs", "2-4 1-2", True),
    ("pure", "6-6 3-6", False), ("pure", "6-6 6-6", True), ("pure", "3-6 4-5", True),
    ("pure", "2-4 1-2", True), ("pure", "6-6 6-6 3-6 4-5", False),
])
def test_v1_which_combinations_exist(combos, tiles, ok):
    assert leadable(tiles, combos=combos) == ok


def test_v2_dragon_triplets():
    assert not leadable("1-1 2-2 3-3")
    assert leadable("1-1 2-2 3-3", dragons=True)
    assert leadable("4-4 5-5 6-6", dragons=True)
    assert beats("1-1 2-2 3-3", "4-4 5-5 6-6", dragons=True)
    assert not beats("4-4 5-5 6-6", "1-1 2-2 3-3", dragons=True)
    assert not beats("1-3 1-3 1-4", "4-4 5-5 6-6", dragons=True)
    assert not beats("1-1 2-2 3-3", "6-6 6-6 3-6", dragons=True)


# -- R10: following ------------------------------------------------------------------------

def test_r10_follow_with_as_many_tiles_face_up_or_down():
    state = deal({0: ["1-1", "1-1"], 1: ["6-6", "6-6"]})
    play(state, ("lead", 0, "1-1 1-1"))
    moves = canon(RULES.legal_moves(state))
    assert ("Beat", ("6-6", "6-6")) in moves
    assert ("Discard", ("6-6", "6-6")) in moves  # a beating set may go face down
    assert all(len(t) == 2 for _, t in moves)
    with pytest.raises(IllegalMove) as err:
        RULES.apply(state, Discard(1, ("6-6",)))
    assert err.value.code == "follow_count"
    with pytest.raises(IllegalMove) as err:
        RULES.apply(state, Lead(1, ("6-6", "6-6")))
    assert err.value.code == "follow_now"
    play(state, ("down", 1, "6-6 6-6"))
    assert state.current.high_seat == 0


SINGLES = [
    ("1-1", "6-6", True), ("6-6", "1-1", False), ("1-6", "1-5", False), ("1-5", "1-6", True),
    ("2-4", "3-6", True), ("3-6", "4-5", False), ("4-5", "3-6", False), ("2-6", "3-5", False),
    ("1-2", "1-4", True), ("1-4", "2-4", True), ("2-4", "2-5", True), ("1-5", "3-6", False),
    ("1-2", "6-6", False), ("3-6", "6-6", False), ("5-5", "1-3", True), ("2-2", "3-3", True),
]


@pytest.mark.parametrize(("lead", "follow", "ok"), SINGLES)
def test_r11_singles_same_suit_strictly_higher(lead, follow, ok):
    assert beats(lead, follow) == ok


PAIR_BEATS = [
    ("1-1 1-1", "6-6 6-6", True), ("6-6 6-6", "1-1 1-1", False),
    ("1-5 1-5", "1-6 1-6", True), ("2-6 3-5", "3-6 4-5", True),
    ("1-4 2-3", "2-5 3-4", True), ("3-6 4-5", "2-6 3-5", False),
    ("1-1 2-6", "6-6 3-6", True), ("1-3 2-3", "4-4 3-4", True),
    ("6-6 3-6", "6-6 4-5", False), ("4-4 2-5", "1-1 3-5", True),
    ("1-5 1-5", "3-6 4-5", False), ("1-4 2-3", "6-6 6-6", False),
    ("1-3 1-4", "6-6 6-6", False), ("1-3 1-4", "3-6 4-5", False),
    ("2-2 2-2", "6-6 3-6", False),
]


@pytest.mark.parametrize(("lead", "follow", "ok"), PAIR_BEATS)
def test_r12_pairs_beat_only_pairs_of_their_kind(lead, follow, ok):
    assert beats(lead, follow) == ok


@pytest.mark.parametrize(("supreme", "lead", "follow", "ok"), [
    ("lead_only", "2-4 1-2", "6-6 6-6", False), ("highest", "2-4 1-2", "6-6 6-6", False),
    ("lead_only", "2-4 1-2", "3-6 4-5", False), ("highest", "2-4 1-2", "6-6 3-6", False),
    ("lead_only", "1-5 1-5", "2-4 1-2", False), ("highest", "1-5 1-5", "2-4 1-2", True),
    ("lead_only", "3-6 4-5", "2-4 1-2", False), ("highest", "3-6 4-5", "2-4 1-2", True),
    ("lead_only", "1-3 2-3", "2-4 1-2", False), ("highest", "6-6 6-6", "2-4 1-2", True),
])
def test_r13_v3_the_supreme_pair(supreme, lead, follow, ok):
    assert beats(lead, follow, supreme=supreme) == ok


def test_r13_the_supreme_pair_once_high_is_not_beaten():
    state = deal({0: ["1-5", "1-5"], 1: ["2-4", "1-2"], 2: ["6-6", "6-6"]}, supreme="highest")
    play(state, ("lead", 0, "1-5 1-5"), ("beat", 1, "2-4 1-2"))
    assert ("Beat", ("6-6", "6-6")) not in canon(RULES.legal_moves(state))


@pytest.mark.parametrize(("triplets", "lead", "follow", "ok"), [
    ("by_structure", "1-1 1-1 2-6", "6-6 6-6 3-6", True),
    ("by_structure", "1-1 1-1 2-6", "6-6 3-6 4-5", False),
    ("by_structure", "1-1 2-6 3-5", "6-6 3-6 4-5", True),
    ("by_structure", "1-1 2-6 3-5", "6-6 6-6 3-6", False),
    ("by_structure", "6-6 6-6 3-6", "1-1 1-1 2-6", False),
    ("by_group", "1-1 1-1 2-6", "6-6 3-6 4-5", True),
    ("by_group", "1-1 2-6 3-5", "6-6 6-6 3-6", True),
    ("by_group", "6-6 3-6 4-5", "1-1 1-1 2-6", False),
    ("by_group", "1-3 1-3 1-4", "4-4 4-4 2-5", True),
])
def test_r14_v4_triplets(triplets, lead, follow, ok):
    assert beats(lead, follow, triplets=triplets) == ok


@pytest.mark.parametrize(("lead", "follow", "ok"), [
    ("1-1 1-1 2-6 3-5", "6-6 6-6 3-6 4-5", True), ("1-3 1-3 1-4 2-3", "4-4 4-4 2-5 3-4", True),
    ("6-6 6-6 3-6 4-5", "1-1 1-1 2-6 3-5", False),
])
def test_r15_quartets(lead, follow, ok):
    assert beats(lead, follow) == ok


# -- R16-R18: tricks, the last trick, the winner -----------------------------------------

def test_r16_the_last_beater_wins_and_counts_the_trick_size():
    state = deal({0: ["1-3", "1-3"], 1: ["5-5", "5-5"], 2: ["4-4", "4-4"], 3: ["1-1", "1-1"]})
    events = play(state, ("lead", 0, "1-3 1-3"), ("down", 1, "5-5 5-5"),
                  ("beat", 2, "4-4 4-4"), ("beat", 3, "1-1 1-1"))
    assert events[-1] == TrickWon(3, 2, (0, 0, 0, 2))
    assert state.won == [0, 0, 0, 2]


def _first_discard(state) -> None:
    seat = RULES.to_move(state)
    RULES.apply(state, next(m for m in RULES.legal_moves(state) if isinstance(m, Discard)
                            and m.seat == seat))


@pytest.mark.parametrize(("rule", "size", "may_beat"), [
    ("single", 1, False), ("single", 2, True), ("any", 1, False), ("any", 2, False),
    ("off", 1, True), ("off", 2, True),
])
def test_r17_v5_a_seat_without_a_trick_and_the_last_trick(rule, size, may_beat):
    state = deal({0: ["6-6", "6-6", "1-1", "1-1", "4-4", "4-4", "1-4", "2-3"],
                  1: ["3-6", "4-5", "2-6", "3-5", "2-5", "3-4", "1-3", "1-3"]},
                 early_death=rule)
    for pair, down in (("6-6 6-6", "3-6 4-5"), ("1-1 1-1", "2-6 3-5"),
                       ("4-4 4-4", "1-3 1-3")):
        play(state, ("lead", 0, pair), ("down", 1, down))
        _first_discard(state)
        _first_discard(state)
    assert state.won == [6, 0, 0, 0] and RULES.to_move(state) == 0
    if size == 1:
        play(state, ("lead", 0, "2-3"), ("down", 1, "3-4"))
        _first_discard(state)
        _first_discard(state)
        assert state.won == [7, 0, 0, 0]
        play(state, ("lead", 0, "1-4"))
        follow = ("Beat", ("2-5",))
    else:
        play(state, ("lead", 0, "1-4 2-3"))
        follow = ("Beat", ("2-5", "3-4"))
    assert (follow in canon(RULES.legal_moves(state))) == may_beat
    assert (follow in canon(RULES.obs_legal_moves(RULES.observation(state, 1)))) == may_beat
    before = state.copy()
    try:
        RULES.apply(state, Beat(1, follow[1]))
        applied = True
    except IllegalMove as exc:
        assert exc.code == "early_death"
        assert state == before
        applied = False
    assert applied == may_beat


def test_r17_a_seat_with_a_trick_may_win_the_last_single():
    state = deal({0: ["1-5", "6-6", "6-6", "1-1", "1-1", "4-4", "2-3", "1-4"],
                  1: ["1-6", "1-3", "3-6", "4-5", "2-6", "3-5", "3-4", "2-5"]})
    play(state, ("lead", 0, "1-5"), ("beat", 1, "1-6"))
    _first_discard(state)
    _first_discard(state)
    play(state, ("lead", 1, "1-3"))
    _first_discard(state)
    _first_discard(state)
    play(state, ("beat", 0, "6-6"))
    for lead, down in (("1-1 1-1", "3-6 4-5"), ("6-6", "2-6"), ("4-4", "3-5"),
                       ("2-3", "3-4")):
        play(state, ("lead", 0, lead), ("down", 1, down))
        _first_discard(state)
        _first_discard(state)
    assert state.won[1] == 1
    play(state, ("lead", 0, "1-4"), ("beat", 1, "2-5"))
    _first_discard(state)
    _first_discard(state)
    assert RULES.is_over(state) and state.winner == 1


@pytest.mark.parametrize("seed", range(5))
def test_r18_the_winner_is_the_last_tricks_winner_and_banks_next(seed):
    state = random_game(seed)
    last = state.tricks[-1]
    assert state.winner == last.winner
    assert RULES.observation(state, 0).phase == "over"
    assert RULES.carry(state).banker == last.winner


# -- R19-R22: scoring and the match -------------------------------------------------------

@pytest.mark.parametrize(("tricks", "pays"), [(0, 5), (1, 3), (2, 2), (3, 1), (4, 0),
                                              (5, -1), (6, -2), (7, -3)])
def test_r19_what_a_seat_pays_the_winner(tricks, pays):
    assert owed(tricks) == pays


@pytest.mark.parametrize(("won", "winner", "banker", "mult", "points"), [
    # R19 alone (m = 1)
    ([2, 0, 3, 3], 0, 1, 1, [5 + 1 + 1, -5, -1, -1]),
    ([1, 1, 6, 0], 3, 0, 1, [-3, -3, 2, 4]),
    # R20: the banker wins: every payment doubled
    ([2, 0, 3, 3], 0, 0, 2, [14, -10, -2, -2]),
    ([5, 1, 2, 0], 0, 0, 2, [20, -6, -4, -10]),
    ([2, 6, 0, 0], 0, 0, 2, [16, 4, -10, -10]),
    # R20: another seat wins: the banker's payment doubled
    ([2, 0, 3, 3], 0, 1, 2, [10 + 1 + 1, -10, -1, -1]),
    # ... but a losing banker with more than 4 tricks is paid at the normal rate
    ([1, 5, 2, 0], 0, 1, 2, [-1 + 2 + 5, 1, -2, -5]),
    # increasing: m = 3
    ([2, 0, 3, 3], 0, 0, 3, [21, -15, -3, -3]),
])
def test_r19_r20_payments(won, winner, banker, mult, points):
    assert payments(won, winner, banker, mult) == points
    assert sum(points) == 0


@pytest.mark.parametrize(("mode", "streaks"), [
    ("double", [2, 2, 2]), ("increasing", [2, 3, 4]), ("none", [1, 1, 1])])
def test_v6_the_bankers_multiplier(mode, streaks):
    got = [RULES.new_game(random.Random(1), players=4, options={"banker": mode},
                          carry=Carry(1, streak, 2)).multiplier
           for streak in range(3)]
    assert got == streaks


def test_v6_the_streak_grows_while_the_banker_wins():
    for seed in range(40):
        state = random_game(seed, banker="increasing")
        carry = RULES.carry(state)
        if state.winner == state.banker:
            assert carry.streak == state.streak + 1
        else:
            assert carry.streak == 0 and carry.banker == state.winner


@pytest.mark.parametrize("seed", range(20))
def test_r21_points_sum_to_zero_and_are_zero_until_over(seed):
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=4, options={"banker": "increasing"})
    while not RULES.is_over(state):
        assert RULES.scores(state) == [0, 0, 0, 0]
        RULES.apply(state, RULES.random_move(state, rng))
    points = RULES.scores(state)
    assert sum(points) == 0 and sum(state.won) == 8
    assert points == payments(state.won, state.winner, state.banker, state.multiplier)


def test_r22_the_match():
    assert DEFAULT_OPTIONS["match_games"] == 4
    assert not RULES.match_over({}, [[5, -5, 0, 0]] * 3)
    assert RULES.match_over({}, [[5, -5, 0, 0]] * 4)
    assert RULES.match_over({"match_games": 1}, [[5, -5, 0, 0]])
    assert RULES.match_winners([[5, -5, 0, 0], [0, 10, -5, -5]]) == [0, 1]
    assert RULES.match_winners([[5, -5, 0, 0], [-1, 11, -5, -5]]) == [1]
    with pytest.raises(ValueError):
        RULES.match_over({"match_games": 0}, [])
