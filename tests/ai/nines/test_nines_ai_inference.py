"""The hard level's soft inference: the true hands explain every past move of players of
the medium rule, and other worlds usually do not."""

import random

import pytest

from core.ai.nines import inference
from core.ai.nines.agents import MediumAgent
from core.ai.nines.inference import Evidence, past_decisions, pick_world, unexplained
from core.ai.nines.playout import sample_hands
from core.ai.nines.view import read_view
from core.ai.positions import walk
from core.nines import RULES
from core.rng import make_rng


def medium_game_positions(seed: int):
    """(state copy, observation of the seat to act) at every play decision of a game of
    four players of the medium rule (the model the inference weighs worlds by)."""
    walked = walk(RULES, MediumAgent(think=False), [make_rng(seed)], players=4)
    return [(RULES.clone(p.state), p.obs) for p in walked if p.obs.phase == "play"]


@pytest.mark.parametrize("seed", range(4))
def test_the_true_hands_explain_every_move_of_medium_players(seed):
    positions = medium_game_positions(seed)
    assert len(positions) >= 12
    for state, obs in positions:
        decisions = past_decisions(obs)
        played = sum(len(faces) for rnd in (*obs.rounds, obs.current)
                     for seat, faces in rnd.plays if seat != obs.seat)
        assert sum(len(d.key) if not d.tops else len(d.tops) for d in decisions) == played
        assert unexplained(decisions, [list(h) for h in state.hands]) == 0


def test_random_worlds_leave_moves_unexplained_and_resampling_prefers_fewer():
    rng = random.Random(1)
    late = [(s, o) for seed in range(4) for s, o in medium_game_positions(seed)
            if len(o.hand) <= 4]
    plain = picked = 0
    for _, obs in late:
        view, decisions = read_view(obs), past_decisions(obs)
        plain += unexplained(decisions, sample_hands(view, rng))
        picked += unexplained(decisions, pick_world(view, Evidence(decisions), rng))
    assert plain > 0
    assert picked < plain


def test_one_evidence_judges_each_hand_of_a_seat_once_and_counts_as_anew(monkeypatch):
    """A search reuses one Evidence over all its worlds: its counts are those of judging
    every world afresh, and a seat's hand met again is not judged again."""
    judged = []
    judge = inference._seat_unexplained
    monkeypatch.setattr(inference, "_seat_unexplained",
                        lambda ds, hand: judged.append((ds[0].seat, tuple(hand)))
                        or judge(ds, hand))
    rng = random.Random(2)
    _, obs = next(p for p in medium_game_positions(1) if len(p[1].hand) <= 3)
    view, decisions = read_view(obs), past_decisions(obs)
    evidence = Evidence(decisions)
    worlds = [sample_hands(view, rng) for _ in range(300)]
    counts = [evidence.unexplained(hands) for hands in worlds]
    assert len(judged) == len(set(judged))  # each (seat, hand) once
    distinct = {(s, tuple(sorted(h[s]))) for h in worlds for s in evidence.by_seat}
    assert len(judged) == len(distinct) < 3 * len(worlds)
    assert counts == [sum(judge([d for d in decisions if d.seat == s], sorted(h[s]))
                          for s in evidence.by_seat) for h in worlds]
    assert counts == [unexplained(decisions, h) for h in worlds] and max(counts) > 0
