"""The arena's split by kind of decision (`--decisions lead|follow`, the rest played by
`--rest`), its distinct seatings (`--distinct`), the `racing` hard of before issue 37 and
the expert level searching in a pool of its own, and the experiments with hard's worlds
(`sharp`, `blind`) and its candidates (`wide`)."""

from __future__ import annotations

import json

import pytest

from core import arena
from core.ai.nines import EasyAgent, MediumAgent
from core.nines import RULES as NINES
from core.rules import get_rules


def spy_kinds(monkeypatch, cls) -> list[str]:
    seen: list[str] = []
    choose = cls.choose

    def spy(self, obs, rng, budget=None, cancel=None):
        seen.append(arena.decision_kind(obs))
        return choose(self, obs, rng, budget, cancel)

    monkeypatch.setattr(cls, "choose", spy)
    return seen


@pytest.mark.parametrize("kind", ["lead", "follow"])
def test_the_levels_play_only_their_kind_of_decision_the_rest_plays_the_others(
        monkeypatch, kind):
    easy, medium = spy_kinds(monkeypatch, EasyAgent), spy_kinds(monkeypatch, MediumAgent)
    tally = arena.Tally(by_kind=True)
    arena.play_one(NINES, 5, ["easy", "random", "easy", "random"], {"match_games": 1}, None,
                   tally, kinds=kind, rest="medium")
    assert easy and set(easy) == {kind}
    other = "follow" if kind == "lead" else "lead"
    assert {other, "take"} <= set(medium) and kind not in medium
    assert set(tally.kind_ms) == {f"easy {kind}"}
    assert len(tally.kind_ms[f"easy {kind}"]) == len(easy)


def test_royal_kinds_are_the_first_card_of_a_trick_and_the_others():
    rules = get_rules("royal")
    tally = arena.Tally(by_kind=True)
    arena.play_one(rules, 2, ["easy", "medium", "easy"], rules.default_options, None, tally)
    assert set(tally.kind_ms) == {f"{lv} {k}" for lv in ("easy", "medium")
                                  for k in ("lead", "follow", "domino")}


def test_a_split_run_reports_its_kind_and_think_times(capsys):
    argv = ["--game", "nines", "--seats", "easy,random,easy,random", "--games", "3",
            "--duplicate", "--decisions", "follow", "--rest", "medium", "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["decisions"] == "follow" and result["rest"] == "medium"
    assert result["diffs"]["easy-random"]["n"] == 3
    assert list(result["think_ms_by_kind"]) == ["easy follow"]


def test_distinct_plays_each_seating_of_a_deal_once(capsys):
    argv = ["--game", "nines", "--seats", "easy,medium,easy,medium", "--games", "2",
            "--duplicate", "--distinct", "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 4  # two rotations of four are distinct
    assert result["diffs"]["medium-easy"]["n"] == 2


def test_an_unknown_rest_level_is_refused():
    with pytest.raises(SystemExit):
        arena.main(["--game", "nines", "--seats", "easy,random,easy,random",
                    "--decisions", "lead", "--rest", "nobody"])


def test_racing_and_expert_sit_at_an_arena_table(capsys):
    argv = ["--game", "nines", "--seats", "expert,racing,hard,racing", "--games", "1",
            "--think-iterations", "30", "--processes", "2", "--option", "match_games=1",
            "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["by_level"]) == {"expert", "hard", "racing"}
    assert "expert-hard" in result["diffs"] and "hard-racing" in result["diffs"]
    assert arena._pools[2].size == 2
    with pytest.raises(ValueError, match="Nines only"):
        arena.arena_agent(get_rules("royal"), "racing")


def test_a_level_may_think_its_own_time(monkeypatch):
    seen: dict[str, set] = {"easy": set(), "medium": set()}
    for cls in (EasyAgent, MediumAgent):
        choose = cls.choose

        def spy(self, obs, rng, budget=None, cancel=None, choose=choose):
            seen[self.level].add(budget)
            return choose(self, obs, rng, budget, cancel)

        monkeypatch.setattr(cls, "choose", spy)
    arena.play_one(NINES, 3, ["easy", "medium", "easy", "medium"], {"match_games": 1},
                   arena.Budget(iterations=5), arena.Tally(), level_ms={"medium": 40.0})
    assert seen == {"easy": {arena.Budget(iterations=5)}, "medium": {arena.Budget(ms=40.0)}}
    assert arena.parse_level_ms(["hard=800", "expert=200"]) == {"hard": 800.0,
                                                                "expert": 200.0}
    for bad in (["hard"], ["nobody=3"], ["hard=soon"]):
        with pytest.raises(SystemExit):
            arena.parse_level_ms(bad)


def test_the_inference_and_width_experiments_sit_at_an_arena_table(capsys):
    argv = ["--game", "nines", "--seats", "sharp,blind,wide,blind", "--games", "1",
            "--think-iterations", "30", "--option", "match_games=1", "--json"]
    assert arena.main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["by_level"]) == {"sharp", "blind", "wide"}
    assert arena.arena_agent(get_rules("nines"), "blind").infer is False
    assert arena.arena_agent(get_rules("nines"), "sharp").search_options() == {"draws": 40}
    with pytest.raises(ValueError, match="Nines only"):
        arena.arena_agent(get_rules("royal"), "sharp")


def test_more_draws_keep_a_world_the_others_moves_explain_better():
    """`pick_world` keeps one of `draws` worlds by how well the medium rule explains the
    other seats' past moves in it: with more draws the kept worlds explain them better."""
    import random

    from core.ai.nines.inference import Evidence, past_decisions, pick_world
    from core.ai.nines.view import read_view
    from core.nines import RULES
    from core.rng import Rng

    rng, rule = Rng(5), MediumAgent(think=False)
    state = RULES.new_game(rng)
    while True:  # to seat 0's lead or follow with two rounds and more behind it
        obs = RULES.observation(state, 0)
        if obs.phase == "play" and obs.to_move == 0 and len(obs.rounds) >= 2:
            break
        seat = RULES.to_move(state)  # the others play the rule the worlds are judged by
        RULES.apply(state, rule.choose(RULES.observation(state, seat), rng) if seat
                    else RULES.random_move(state, rng))
    view, evidence = read_view(obs), Evidence(past_decisions(obs))
    assert evidence

    def unexplained(draws: int) -> float:
        worlds = [pick_world(view, evidence, random.Random(seed), draws) for seed in range(300)]
        return sum(evidence.unexplained(hands) for hands in worlds) / len(worlds)

    assert unexplained(40) < unexplained(10) < unexplained(1)


def test_wide_compares_every_move_hard_does_and_more():
    from core.rng import Rng

    wide = arena.arena_agent(get_rules("nines"), "wide")
    rng = Rng(9)
    more = 0
    for _ in range(3):  # games of random moves
        state = NINES.new_game(rng)
        more += compare(wide, state, rng)
    assert more


def compare(wide, state, rng) -> int:
    """Play `state` out at random; how often wide compared more moves than hard."""
    from core.ai.nines.inference import follow_key
    from core.ai.nines.search import follow_candidates, lead_candidates
    from core.ai.nines.view import read_view

    more = 0
    while not NINES.is_over(state):
        seat = NINES.to_move(state)
        obs = NINES.observation(state, seat) if seat >= 0 else None  # (-1: the dice)
        if obs is not None and obs.phase == "play":
            view = read_view(obs)
            hard = follow_candidates(view) if view.tops else lead_candidates(view)
            theirs = wide.candidates(view)

            def moves(tiles_list, tops=view.tops):  # a follow up to the stack a tile went under
                return {follow_key(t, tops) if tops else tuple(sorted(t)) for t in tiles_list}

            assert moves(hard) <= moves(theirs)
            more += len(theirs) > len(hard)
        NINES.apply(state, NINES.random_move(state, rng))
    return more
