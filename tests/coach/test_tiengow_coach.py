"""The coach of classic Tien Gow: moves that no rule tells apart are one move, the
evaluation deals its worlds from the observation alone, the reasons on hand-built
positions and their claims in play, and the review of a finished game."""

from __future__ import annotations

from typing import Any

import pytest

from core.ai import Budget
from core.ai.analysis import Analysis, Candidate, analyse, move_key
from core.ai.tiengow.policy import madd, msub
from core.coach.evaluate import evaluate, samples
from core.coach.review import Decision, about_equal, costly
from core.coach.why import why
from core.rng import make_rng
from core.tiengow import RULES, Beat, Discard, Lead
from core.tiengow.observation import Observation, TrickView
from core.tiengow.options import CHOICES, DEFAULT_OPTIONS
from tests.coach.positions import positions, rule_medium

Play = tuple[int, tuple[str, ...] | None]


def test_moves_no_rule_tells_apart_are_one_move():
    _, obs = positions("tiengow", 1, seed=1)[0]
    assert move_key(obs, Lead(0, ("3-6",))) == move_key(obs, Lead(0, ("4-5",)))
    assert move_key(obs, Discard(0, ("1-1", "2-6"))) == move_key(obs, Discard(0, ("3-5", "1-1")))
    assert move_key(obs, Lead(0, ("2-4",))) != move_key(obs, Lead(0, ("1-2",)))
    assert move_key(obs, Beat(0, ("6-6",))) != move_key(obs, Discard(0, ("6-6",)))
    assert move_key(obs, Lead(0, ("6-6",))) != move_key(obs, Beat(0, ("6-6",)))


def _hidden_swapped(state: Any, seat: int) -> Any | None:
    """`state` with a tile another seat discarded face down swapped for one a third seat
    holds (what `seat` cannot see), or None when no trick has such a discard."""
    for i, trick in enumerate(state.tricks):
        for j, (who, mask, up) in enumerate(trick.plays):
            if up or who == seat or mask.bit_count() != 1:
                continue
            other = next(s for s in range(4) if s not in (seat, who) and state.hands[s])
            held = state.hands[other]
            new = held & -held  # one tile of the third seat's (a civil face's first bit)
            if new == mask:
                continue
            swapped = state.copy()
            changed = trick.copy()
            changed.plays[j] = (who, new, False)
            swapped.tricks[i] = changed
            if swapped.current is trick:
                swapped.current = changed
            swapped.hands[other] = madd(msub(held, new), mask)
            return swapped
    return None


def test_the_evaluation_sees_only_the_observation():
    """Two games that differ only in tiles the seat has not seen (a face-down discard of
    another seat and a tile of a third seat's hand, swapped) give the same observation,
    hence the same values for the same seed; the values are the seat's chips."""
    checked = 0
    for state, obs in positions("tiengow", 60, seed=4, every=1):
        other = _hidden_swapped(state, obs.seat)
        if other is None:
            continue
        assert [RULES.observation(other, s) for s in range(4)] != [
            RULES.observation(state, s) for s in range(4)]
        assert RULES.observation(other, obs.seat) == obs
        moves = RULES.obs_legal_moves(obs)[:3]
        values = evaluate(obs, moves, make_rng(8), 40)
        assert values == evaluate(RULES.observation(other, obs.seat), moves, make_rng(8), 40)
        rows = samples(obs, moves, make_rng(8), 40)
        assert all(-60 <= v <= 60 for row in rows for v in row)
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def _obs(hand: list[str], *, current: list[Play] | None = None, seen: list[str] = (),
         won: tuple[int, ...] = (1, 1, 1, 1), banker: int = 1, multiplier: int = 2,
         seat: int = 0, **options: Any) -> Observation:
    """Seat `seat`'s observation holding `hand`: `seen` tiles were played face up in an
    earlier trick, `current` is the trick in progress ((seat, faces or None), the lead
    first), the other seats hold as many tiles as the seat."""
    opts = {**DEFAULT_OPTIONS, **options}
    tricks = () if not seen else (TrickView(2, len(seen), ((2, tuple(seen)),), 2, 2),)
    view = None
    if current:
        high = [s for s, faces in current if faces is not None][-1]
        size = len(current[0][1] or ())
        view = TrickView(current[0][0], size, tuple(current), high, None)
    sizes = tuple(len(hand) - (1 if view and any(s == k for s, _ in current or ()) else 0)
                  if k != seat else len(hand) for k in range(4))
    return Observation(seat=seat, game_number=1, banker=banker, multiplier=multiplier,
                       phase="play", to_move=seat, hand=tuple(hand), discards=(),
                       hand_sizes=sizes, tricks=tricks, current=view, won=won,
                       scores=(0, 0, 0, 0), rules=tuple((k, opts[k]) for k in CHOICES))


LEAD1 = [(3, ("5-5",))]  # seat 3 led the plum flower, seat 0 follows
CASES: dict[str, tuple[Observation, Any, str | None, tuple[str, ...]]] = {
    "no trick, the last single: face down": (
        _obs(["6-6"], current=[(3, ("1-5",))], won=(0, 3, 2, 2)),
        Discard(0, ("6-6",)), "early_death", ()),
    "the only move": (
        _obs(["1-5"], current=[(3, ("6-6",))]), Discard(0, ("1-5",)), "only_move", ()),
    "the last lead nothing beats": (
        _obs(["6-6", "6-6"]), Lead(0, ("6-6", "6-6")), "win_last_sure", ("6-6", "6-6")),
    "the last lead, beatable": (
        _obs(["5-5", "5-5"]), Lead(0, ("5-5", "5-5")), "win_last", ("5-5", "5-5")),
    "the banker's last lead": (
        _obs(["5-5", "5-5"], banker=0), Lead(0, ("5-5", "5-5")), "win_last_banker",
        ("5-5", "5-5", "2")),
    "the banker holds the last trick": (
        _obs(["6-6"], current=[(3, ("1-5",))], banker=3, multiplier=3), Beat(0, ("6-6",)),
        "stop_banker", ("6-6", "3")),
    "the Supreme pair led": (
        _obs(["2-4", "1-2", "6-6", "1-1"]), Lead(0, ("2-4", "1-2")), "supreme_lead",
        ("2-4", "1-2")),
    "a single nothing beats": (
        _obs(["6-6", "1-5", "2-2"]), Lead(0, ("6-6",)), "single_sure", ("6-6",)),
    "a pair whose higher pairs are gone": (
        _obs(["1-1", "1-1", "1-5"], seen=["6-6", "6-6"]), Lead(0, ("1-1", "1-1")),
        "set_sure", ("1-1", "1-1")),
    "a pair whose higher pair is in the hand": (
        _obs(["6-6", "6-6", "1-1", "1-1", "1-5"]), Lead(0, ("1-1", "1-1")), "set_sure",
        ("1-1", "1-1")),
    "a pair a higher pair still out beats": (
        _obs(["1-1", "1-1", "1-5"]), Lead(0, ("1-1", "1-1")), None, ()),
    "nothing sure: the weakest single": (
        _obs(["5-5", "1-5", "2-2"]), Lead(0, ("1-5",)), "lead_low", ("1-5",)),
    "nothing sure, not the weakest": (
        _obs(["5-5", "1-5", "2-2"]), Lead(0, ("2-2",)), None, ()),
    "no trick yet: take one": (
        _obs(["6-6", "1-5", "2-2"], current=LEAD1, won=(0, 2, 1, 1)), Beat(0, ("6-6",)),
        "need_trick", ("6-6",)),
    "no trick yet, without early death": (
        _obs(["6-6", "1-5", "2-2"], current=LEAD1, won=(0, 2, 1, 1), early_death="off"),
        Beat(0, ("6-6",)), "beat_sure", ("6-6",)),
    "the banker without a trick": (
        _obs(["6-6", "1-5", "2-2"], current=LEAD1, won=(0, 2, 1, 1), banker=0),
        Beat(0, ("6-6",)), "need_trick_banker", ("6-6", "2")),
    "playing last to the trick": (
        _obs(["1-1", "1-5", "2-2"], current=[(1, ("5-5",)), (2, None), (3, None)]),
        Beat(0, ("1-1",)), "beat_last", ("1-1",)),
    "a beat nothing beats": (
        _obs(["6-6", "1-5", "2-2"], current=LEAD1), Beat(0, ("6-6",)), "beat_sure",
        ("6-6",)),
    "a beat a higher tile may beat": (
        _obs(["1-1", "1-5", "2-2"], current=LEAD1), Beat(0, ("1-1",)), None, ()),
    "keep the Supreme pair": (
        _obs(["2-4", "1-2", "4-4", "5-5"], current=[(3, ("6-6",))]), Discard(0, ("5-5",)),
        "keep_supreme", ("2-4", "1-2")),
    "nothing beats: the weakest down": (
        _obs(["4-4", "5-5", "1-5"], current=[(3, ("6-6",))]), Discard(0, ("1-5",)),
        "discard_low", ("1-5",)),
    "nothing beats: other tiles down": (
        _obs(["4-4", "5-5", "1-5"], current=[(3, ("6-6",))]), Discard(0, ("4-4",)),
        "cannot_beat", ("6-6",)),
    "nothing beats a pair": (
        _obs(["4-4", "5-5", "1-5", "1-6"], current=[(3, ("6-6", "6-6"))]),
        Discard(0, ("1-6", "1-5")), "discard_low", ("1-6", "1-5")),
    "keep the strongest for the last trick": (
        _obs(["6-6", "1-5", "2-2"], current=[(3, ("1-1",))]), Discard(0, ("1-5",)),
        "keep_for_last", ("6-6",)),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_reason_on_hand_built_positions(case):
    obs, move, code, params = CASES[case]
    assert move in RULES.obs_legal_moves(obs)
    reason = why(obs, Analysis(obs.seat, (Candidate(move, None, 0),), 0, True))
    assert (reason and reason.code, reason.params if reason else ()) == (code, params)


SURE = {"single_sure", "set_sure", "supreme_lead", "beat_sure", "beat_last", "win_last_sure"}


def test_a_sure_play_takes_its_trick_whatever_the_others_do():
    seen: set[str] = set()
    for k, (state, obs) in enumerate(positions("tiengow", 200, seed=13, every=1)):
        for move in RULES.obs_legal_moves(obs):
            reason = why(obs, Analysis(obs.seat, (Candidate(move, None, 0),), 0, True))
            if reason is None or reason.code not in SURE:
                continue
            played = RULES.clone(state)
            trick = len(played.tricks) - (played.current is not None)
            RULES.apply(played, move)
            rng = make_rng(k)
            while len(played.tricks) == trick + 1 and played.tricks[trick].winner is None:
                RULES.apply(played, RULES.random_move(played, rng))
            assert played.tricks[trick].winner == obs.seat, (reason, move)
            if reason.code == "win_last_sure":
                assert played.over and played.winner == obs.seat
            seen.add(reason.code)
    assert {"single_sure", "set_sure", "beat_sure"} <= seen


def _game(seed: int, budget: int = 200) -> list[Decision]:
    """Seat 0's decisions in a game of the medium rule's: the hint's (best) move on
    every other turn, on the others the analysis's worst candidate (or, where it
    weighed one move alone, the last other legal move), each priced."""
    rng = make_rng(seed)
    state = RULES.new_game(rng)
    medium = rule_medium("tiengow")
    decisions, ply, turn = [], 0, 0
    while not RULES.is_over(state):
        seat = RULES.to_move(state)
        obs = RULES.observation(state, seat)
        if seat == 0:
            analysis = analyse(obs, make_rng(100 + ply), Budget(iterations=budget))
            others = [m for m in RULES.obs_legal_moves(obs)
                      if not Decision(ply, obs, m, analysis).is_best()]
            move = (analysis.best.move if turn % 2 or not others
                    else analysis.candidates[-1].move if len(analysis.candidates) > 1
                    else others[-1])
            decision = Decision(ply, obs, move, analysis)
            if decision.needs_evaluation():
                decision = decision.evaluated(make_rng(200 + ply))
            decisions.append(decision)
            turn += 1
        else:
            move = medium.choose(obs, rng)
        RULES.apply(state, move)
        ply += 1
    return decisions


def test_the_review_of_a_finished_game_lists_its_costly_decisions():
    decisions = _game(1)
    lines = costly(decisions, shown=len(decisions))
    assert lines, [(d.move, d.analysis.best.move, d.estimate()) for d in decisions]
    assert [c.cost for c in lines] == sorted((c.cost for c in lines), reverse=True)
    assert all(0 < c.low < c.cost < c.high for c in lines)
    hinted = {d.ply for d in decisions if d.move == d.analysis.best.move}
    assert hinted and not hinted & {c.ply for c in lines + about_equal(decisions)}
    assert all(d.verdict() == "best" for d in decisions if d.ply in hinted)
    assert all(c.better in RULES.obs_legal_moves(c.obs) for c in lines)
