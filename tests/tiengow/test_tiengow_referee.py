"""The independent referee (tiengow_referee, no core.tiengow import) replays 1,000 random
seeded records and agrees with the engine move for move: the legal move sets, every
trick's winner, the tricks won and the points."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from tiengow_helpers import canon
from tiengow_referee import Referee

from core.records import make_header
from core.tiengow import RULES
from core.tiengow.options import CHOICES
from core.tiengow.state import Carry

GAMES = 1000
CHUNKS = 10
PLAYERS = [{"name": f"P{i}", "kind": "ai:random"} for i in range(4)]


def random_options(rng: random.Random) -> dict[str, Any]:
    """The default options half of the time, else a random variant."""
    if rng.random() < 0.5:
        return {}
    return {key: rng.choice(values) for key, values in CHOICES.items()}


def random_record(seed: int) -> dict[str, Any]:
    """A finished (or, one game in five, cut short) random game's record, as JSON text
    read back."""
    rng = random.Random(seed)
    options = random_options(rng)
    carry = None if rng.random() < 0.7 else Carry(rng.randrange(4), rng.randrange(3), 2)
    state = RULES.new_game(rng, players=4, options=options, carry=carry)
    stop = rng.randrange(1, 30) if rng.random() < 0.2 else 10**6
    moves = 0
    while not RULES.is_over(state) and moves < stop:
        RULES.apply(state, RULES.random_move(state, rng))
        moves += 1
    header = make_header("tiengow", seed=seed, players=PLAYERS, options=options,
                         finished=RULES.is_over(state))
    return json.loads(json.dumps(RULES.to_record(state, header)))


def check(record: dict[str, Any]) -> None:
    """Replay `record` in the engine and in the referee side by side; AssertionError at
    the first disagreement."""
    start, moves = RULES.record_moves(record)
    state = RULES.clone(start)
    ref = Referee(record)
    for move in moves:
        assert canon(RULES.legal_moves(state)) == ref.legal(), (
            f"legal moves differ at {state!r}")
        RULES.apply(state, move)
        ref.play(type(move).__name__, move.seat, move.tiles)
    assert canon(RULES.legal_moves(state)) == (set() if ref.over() else ref.legal())
    assert [t["winner"] for t in record["tricks"] if t["winner"] is not None] == ref.winners
    assert record["won"] == ref.won
    if ref.over():
        assert record["points"] == ref.points()
        assert RULES.is_over(state)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_referee_agrees_on_1000_random_records(chunk):
    per = GAMES // CHUNKS
    for seed in range(chunk * per, (chunk + 1) * per):
        check(random_record(seed))


def test_the_referee_catches_a_wrong_engine(monkeypatch):
    """The comparison can fail: records written by an engine that forgets to pay are
    caught."""
    import core.tiengow.engine as engine

    monkeypatch.setattr(engine, "payments", lambda won, winner, banker, mult: [0] * 4)
    with pytest.raises(AssertionError):
        for seed in range(50):
            check(random_record(seed))


def test_the_referee_catches_a_wrong_beating_relation(monkeypatch):
    """... and so is an engine letting the Supreme pair beat pairs when not led."""
    from core.tiengow import combos

    real = combos.beats
    monkeypatch.setattr(combos, "beats", lambda play, high, options: (
        real(play, high, options) or (play.kind == "supreme" and "pair" in high.kind)))
    monkeypatch.setattr(combos, "_VARIANTS", {})
    import core.tiengow.movegen as movegen
    monkeypatch.setattr(movegen, "_ZONE_TABLES", {})
    found = False
    for seed in range(300):
        try:
            check(random_record(seed))
        except AssertionError:
            found = True
            break
    assert found
