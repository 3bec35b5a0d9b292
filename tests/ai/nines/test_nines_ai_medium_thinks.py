"""The medium level thinks a little: it keeps its rule's move unless a few sampled worlds
show it clearly worse, and where it overrules the rule a long search agrees."""

from bench.nines_think import positions
from core.ai.nines.agents import MediumAgent, _move
from core.ai.nines.inference import follow_key
from core.ai.nines.medium import medium_candidates, medium_move, rule_move
from core.ai.nines.policy import easy_follow, easy_lead
from core.ai.nines.search import search
from core.ai.nines.view import read_view
from core.rng import make_rng


def test_the_candidates_are_the_rule_then_the_beginner_then_distinct_others():
    for obs in positions(1, 3):
        view = read_view(obs)
        found = medium_candidates(view)
        assert found[0] == rule_move(view)
        beginner = (easy_follow(list(view.hand), list(view.tops)) if view.tops
                    else easy_lead(list(view.hand)))
        keys = [follow_key(t, view.tops) if view.tops else tuple(sorted(t)) for t in found]
        assert len(keys) == len(set(keys))  # no two of them are the same game
        assert (follow_key(beginner, view.tops) if view.tops else tuple(sorted(beginner))) in keys


def test_where_medium_overrules_its_rule_a_long_search_mostly_agrees():
    overruled = agreed = 0
    for i, obs in enumerate(positions(3, 1)):
        view = read_view(obs)
        rule, move = rule_move(view), medium_move(view, make_rng(i))
        if sorted(move) == sorted(rule):
            continue
        overruled += 1
        long = search(view, [rule, move], make_rng(1000 + i), ms=None, iterations=600,
                      cancel=None)
        agreed += long.means[1] >= long.means[0]
    assert overruled >= 5
    assert agreed >= 0.7 * overruled


def test_without_thinking_medium_plays_its_rule():
    agent = MediumAgent(think=False)
    for i, obs in enumerate(positions(1, 2)):
        assert agent.choose(obs, make_rng(i)) == _move(read_view(obs), rule_move(read_view(obs)))
