"""Property tests: random legal games keep the Nines invariants (RULES.md, end), records
replay them exactly, and a record with any one field corrupted is refused with a
RecordError or is still a legal game."""

import copy
import json
import random

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from nines_helpers import check_invariants, play_random, random_game, record_of

from core.errors import RecordError
from core.nines import RULES
from core.records import load_record
from core.rules import CHANCE

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.data())
def test_games_of_hypothesis_chosen_moves_keep_the_invariants(data):
    seed = data.draw(st.integers(0, 2**32), label="seed")
    rng = random.Random(seed)
    state = RULES.new_game(rng, players=4)
    while not RULES.is_over(state):
        if RULES.to_move(state) == CHANCE:
            move = RULES.chance_move(state, rng)
        else:
            legal = RULES.legal_moves(state)
            assert RULES.obs_legal_moves(RULES.observation(state, RULES.to_move(state))) == legal
            move = data.draw(st.sampled_from(legal))
        clone = RULES.clone(state)
        events = RULES.apply(state, move)
        assert events and clone != state
        check_invariants(state)
    assert sum(RULES.scores(state)) == 8
    assert load_record(json.dumps(record_of(state)))[1] == state


@SETTINGS
@given(st.integers(0, 2**63))
def test_random_games_end_legally_and_replay(seed):
    state = random_game(seed)
    assert RULES.is_over(state)
    check_invariants(state)
    assert load_record(json.dumps(record_of(state)))[1] == state


def paths(obj, prefix=()):
    """The path of every value in a JSON object."""
    items = obj.items() if isinstance(obj, dict) else enumerate(obj)
    for key, value in items:
        yield (*prefix, key)
        if isinstance(value, dict | list):
            yield from paths(value, (*prefix, key))


OTHER_STRINGS = ["6-6", "3-6", "6-3", "1-1", "2-4", "1-2", "4-5", "left", "right", "nines"]
JUNK = [None, True, False, 0, 1, -1, 3, 4, 7, 99, 1.5, "", "x", "left", "right", "6-6", "3-6",
        "6-3", [], {}, [0], [1, 2], ["6-6"], {"seat": 0}, {"tiles": [], "top": 0}]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 50), st.data())
def test_a_corrupted_field_is_refused_or_still_a_legal_game(seed, data):
    cut = data.draw(st.booleans(), label="save of a running game")
    if cut:  # a save: replay only some of the moves
        rng = random.Random(seed)
        state = RULES.new_game(rng, players=4)
        play_random(state, rng, moves=data.draw(st.integers(0, 20), label="moves"))
    else:
        state = random_game(seed)
    record = record_of(state)
    places = list(paths(record))
    path = places[data.draw(st.integers(0, len(places) - 1), label="place")]
    note(f"path {path}")
    bad = copy.deepcopy(record)
    target = bad
    for step in path[:-1]:
        target = target[step]
    how = data.draw(st.sampled_from(["delete", "junk", "nudge"]), label="how")
    if how == "delete":
        del target[path[-1]]
    elif how == "junk":
        target[path[-1]] = data.draw(st.sampled_from(JUNK), label="junk")
    else:
        value = target[path[-1]]
        if isinstance(value, bool) or not isinstance(value, int | str | list):
            target[path[-1]] = None
        elif isinstance(value, int):
            target[path[-1]] = value + data.draw(st.sampled_from([-1, 1, 2]), label="by")
        elif isinstance(value, str):
            target[path[-1]] = data.draw(st.sampled_from(OTHER_STRINGS), label="string")
        else:
            target[path[-1]] = value[::-1] + value[:1]
    try:
        _, loaded = load_record(json.dumps(bad))
    except RecordError as exc:
        assert str(exc)
        return
    check_invariants(loaded)
