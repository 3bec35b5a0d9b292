"""The bitmask playouts and the hand sampler agree with the rules engine."""

import random

import pytest
from royal_ai_util import play_deal_medium, positions

from core.ai.royal.medium import medium_move
from core.ai.royal.playout import play_domino, play_tricks
from core.ai.royal.sampler import HandSampler
from core.royal import RULES
from core.royal.cards import CARD_INDEX, GROWTH, deck_mask
from core.royal.moves import LayCard
from core.royal.observe import determinize


def _sampler(obs):
    return HandSampler(obs.seat, obs.hand_mask, obs.unseen_mask, obs.cards_left,
                       obs.absent_masks)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_samples_fit_everything_observed(players):
    rng = random.Random(players)
    for _state, obs in positions(players, 60, players):
        sampler = _sampler(obs)
        for _ in range(5):
            hands = sampler.sample(rng)
            assert hands[obs.seat] == obs.hand_mask
            union = 0
            for seat, hand in enumerate(hands):
                assert hand.bit_count() == obs.cards_left[seat]
                assert not hand & union
                union |= hand
                if seat != obs.seat:
                    assert not hand & obs.absent_masks[seat]
            assert union == obs.unseen_mask | obs.hand_mask
            # the sampled world is a state the rules accept, with the same view
            assert RULES.observation(determinize(obs, hands), obs.seat) == obs


def test_constrained_sampler_finds_the_only_deal():
    # seat 1 may hold only red, seat 2 only green, seat 3 anything: one deal fits red
    red, green, blue = 0x1FF, 0x1FF << 9, 0x1FF << 18
    sampler = HandSampler(0, 0, red | green | blue, (0, 9, 9, 9),
                          (0, green | blue, red | blue, 0))
    for seed in range(20):
        hands = sampler.sample(random.Random(seed))
        assert hands == [0, red, green, blue]


def test_sampler_falls_back_to_a_checked_deal_when_guessing_fails():
    # reds may go to seats 1 or 2, greens to 1 or 3, blues only to 3: guessing by need
    # splits the reds and then strands the greens; the checked deal finds the only fit
    red, green, blue = 0x3F, 0x3F << 9, 0x3F << 18
    sampler = HandSampler(0, 0, red | green | blue, (0, 6, 6, 6),
                          (0, blue, green | blue, red))
    assert sampler._weighted(random.Random(0)) is None
    for seed in range(10):
        assert sampler.sample(random.Random(seed)) == [0, green, red, blue]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_playouts_score_like_the_engine(players):
    """A playout with the medium rules at every seat gives the root exactly what the
    engine gives it when the same world is played out move by move."""
    rng = random.Random(players)
    checked = {"tricks": 0, "domino": 0}
    for _state, obs in positions(players, 80, 10 + players):
        hands = _sampler(obs).sample(rng)
        world = determinize(obs, hands)
        seat = obs.seat
        move = medium_move(obs)
        if obs.phase == "tricks":
            before = world.pen[seat]
            c = CARD_INDEX[move.card]
            h = hands.copy()
            h[seat] ^= 1 << c
            trick = [CARD_INDEX[x] for x in obs.trick] + [c]
            got = play_tricks(obs.deal - 1, players, h, trick, obs.trick_leader,
                              obs.cards_left[seat], seat)
            play_deal_medium(world)
            assert got == world.scores[-1][seat] - before
        elif isinstance(move, LayCard):
            c = CARD_INDEX[move.card]
            h = hands.copy()
            h[seat] ^= 1 << c
            deck = deck_mask(players)
            frontier = (obs.frontier_mask ^ (1 << c) | GROWTH[c]) & deck
            got = play_domino(players, h, frontier, deck, (seat + 1) % players,
                              len(obs.places), seat)
            play_deal_medium(world)
            assert got == world.scores[-1][seat]
        else:
            continue
        checked[obs.phase] += 1
    assert checked["tricks"] > 20 and checked["domino"] > 3
