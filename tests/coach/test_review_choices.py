"""`core.coach.review.choices`: where a seat chose, in a record, is what the review could
cover: the seat's moves with another legal move beside them, none of its forced moves."""

from __future__ import annotations

import pytest

from core.coach.review import choices
from core.history_sample import sample_record
from core.rules import CHANCE, get_rules


@pytest.mark.parametrize("game", ["nines", "royal", "tiengow"])
def test_choices_are_the_seats_moves_that_had_an_alternative(game):
    rules = get_rules(game)
    record = sample_record(game, 3)
    start, moves = rules.record_moves(record)
    found = dict(choices(rules, record, 0))
    state = rules.clone(start)
    for ply, move in enumerate(moves):
        mover = rules.to_move(state)
        many = mover != CHANCE and len(rules.legal_moves(state)) > 1
        assert (ply in found) == (mover == 0 and many), ply
        if ply in found:
            assert found[ply] == rules.observation(state, 0)
        rules.apply(state, move)
    assert found  # each game gives seat 0 choices
