"""The coach tests' positions come from the medium rule alone: no sampled worlds, so
they cost little and depend on nothing but the seed."""

from __future__ import annotations

from core.ai.nines import MediumAgent
from core.rng import make_rng
from tests.coach.positions import positions, rule_medium


def test_the_nines_positions_are_played_by_the_rule_without_thinking():
    player = rule_medium("nines")
    assert isinstance(player, MediumAgent) and not player.think
    found = positions("nines", 20, seed=1, every=1, phase="play")
    assert len(found) == 20
    thinking = MediumAgent()
    drew = 0
    for _, obs in found:
        rng, other = make_rng(5), make_rng(5)
        player.choose(obs, rng)
        assert rng.getstate() == other.getstate()  # the rule draws nothing
        thinking.choose(obs, other)
        drew += rng.getstate() != other.getstate()
    assert drew >= 10  # where the thinking medium samples worlds


def test_the_same_seed_gives_the_same_positions():
    for game in ("nines", "royal", "tiengow"):
        first = [obs for _, obs in positions(game, 12, seed=7)]
        assert first == [obs for _, obs in positions(game, 12, seed=7)]
