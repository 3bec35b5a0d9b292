"""Royal records: round trips (finished games and saves), refusals naming the first
problem, single-field corruption, foreign but valid records, the checker and the arena."""

import copy
import itertools
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from royal_util import game, legal_order, play_random, snapshot, suit

from core.errors import RecordError
from core.records import load_record, make_header
from core.royal import RULES
from core.rules import CHANCE

ROOT = Path(__file__).resolve().parents[2]


def header(n: int, finished: bool = True) -> dict:
    players = [{"name": f"P{i}", "kind": "human" if i == 0 else "ai:easy"} for i in range(n)]
    return make_header("royal", seed=7, players=players, options={}, finished=finished)


def recorded(n: int, seed: int, *, end_early: bool = True, matchsticks: int = 0,
             stop=RULES.is_over) -> tuple[object, dict]:
    state = game(n, dealer=seed % n, end_early=end_early, matchsticks=matchsticks)
    play_random(state, random.Random(seed), stop)
    record = json.loads(json.dumps(RULES.to_record(state, header(n))))
    return state, record


@pytest.mark.parametrize("n", [3, 4, 5, 6])
@pytest.mark.parametrize(("end_early", "matchsticks"), [(True, 0), (False, 50), (True, 3)])
def test_finished_games_round_trip(n, end_early, matchsticks):
    state, record = recorded(n, n * 10 + matchsticks, end_early=end_early,
                             matchsticks=matchsticks)
    assert record["finished"] is True
    assert record["options"] == {"end_early": end_early, "matchsticks": matchsticks}
    assert [d["contract"] for d in record["deals"]] == [
        "no-tricks", "no-shields", "no-queens", "shield-king", "last-trick", "domino"]
    assert ("matchsticks" in record) == bool(matchsticks)
    _, loaded = load_record(json.dumps(record))
    assert snapshot(loaded) == snapshot(state)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_saves_round_trip_at_any_point(n):
    rng = random.Random(n)
    for _ in range(25):
        stop_after = rng.randrange(1, 260)
        count = iter(range(stop_after))
        state, _ = recorded(n, rng.randrange(10**6), matchsticks=rng.choice([0, 9]),
                                 stop=lambda s, c=count: RULES.is_over(s)
                                 or next(c, None) is None)
        rec = RULES.to_record(state, header(n, finished=False))
        assert rec["finished"] == RULES.is_over(state)
        _, loaded = load_record(json.dumps(rec))
        assert snapshot(loaded) == snapshot(state)


def test_a_save_before_the_first_deal_keeps_its_dealer():
    state = game(4, dealer=2)
    record = RULES.to_record(state, header(4, finished=False))
    assert record["deals"] == []
    _, loaded = load_record(json.dumps(record))
    assert loaded.dealer == 2 and RULES.to_move(loaded) == CHANCE


def refused(record: dict, message: str) -> None:
    with pytest.raises(RecordError) as info:
        load_record(json.dumps(record))
    assert message in str(info.value), str(info.value)


def test_wrong_stated_facts_are_refused_with_their_place():
    _, record = recorded(4, 3, matchsticks=10)
    bad = copy.deepcopy(record)
    trick = bad["deals"][0]["tricks"][3]
    trick["winner"] = (trick["winner"] + 1) % 4
    refused(bad, "deal 1, trick 4: seat")
    bad = copy.deepcopy(record)
    bad["deals"][1]["penalties"][0] -= 2
    refused(bad, "deal 2: the penalties are")
    bad = copy.deepcopy(record)
    bad["deals"][5]["places"].reverse()
    refused(bad, "deal 6: the places are")
    bad = copy.deepcopy(record)
    bad["deals"][5]["points"][0] += 1
    refused(bad, "deal 6: the points are")
    bad = copy.deepcopy(record)
    bad["totals"][2] += 1
    refused(bad, "the totals are")
    bad = copy.deepcopy(record)
    bad["matchsticks"]["end"][0] += 1
    refused(bad, "matchsticks: the stocks end at")
    bad = copy.deepcopy(record)
    bad["deals"][2]["dealer"] = (bad["deals"][2]["dealer"] + 1) % 4
    refused(bad, "deal 3: the dealer is seat")
    bad = copy.deepcopy(record)
    bad["deals"][3]["contract"] = "no-queens"
    refused(bad, "deal 4: the contract is 'shield-king'")
    bad = copy.deepcopy(record)
    del bad["deals"][4]["tricks"][-1]
    refused(bad, "deal 5: the deal is not played out but later deals follow")


def test_a_revoke_in_a_record_names_deal_trick_and_seat():
    _, record = recorded(4, 11, end_early=False)
    for d, deal in enumerate(record["deals"][:5], 1):
        played = {}
        for t, trick in enumerate(deal["tricks"], 1):
            for k, card in enumerate(trick["cards"]):
                played[card] = (t, (trick["leader"] + k) % 4)
        for t, trick in enumerate(deal["tricks"], 1):
            led = suit(trick["cards"][0])
            for k, card in enumerate(trick["cards"][1:], 1):
                seat = (trick["leader"] + k) % 4
                later = [c for c, (tt, s) in played.items()
                         if s == seat and tt > t and suit(c) != led]
                if suit(card) == led and later:
                    bad = copy.deepcopy(record)
                    bad["deals"][d - 1]["tricks"][t - 1]["cards"][k] = later[0]
                    refused(bad, f"deal {d}, trick {t}, seat {seat}: you must follow")
                    return
    raise AssertionError("no trick to corrupt")


def test_malformed_fields_are_record_errors():
    _, record = recorded(3, 5)
    cases = [
        (("deals",), {}, "'deals' must be a list"),
        (("deals", 0, "hands"), "x", "'hands' must be a list"),
        (("deals", 0, "tricks", 0, "cards"), None, "'cards' must be a list"),
        (("deals", 0, "tricks", 0, "leader"), True, "'leader' must be a whole number"),
        (("deals", 0, "tricks", 0, "cards", 0), "ZZ", "is not a card"),
        (("deals", 5, "turns", 0), [], "must be an object"),
        (("deals", 5, "turns", 0, "seat"), "0", "'seat' must be a whole number"),
        (("totals",), [1, 2], "'totals' must be a list of 3"),
        (("options",), {"end_early": "yes"}, "options"),
    ]
    for path, value, message in cases:
        bad = copy.deepcopy(record)
        target = bad
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        refused(bad, message)
    refused({**record, "deals": record["deals"] + [record["deals"][0]]}, "six deals")


def test_records_by_other_writers_are_accepted():
    state, record = recorded(4, 21)
    other = copy.deepcopy(record)
    del other["first_dealer"]
    for deal in other["deals"]:
        for hand in deal["hands"]:
            hand.reverse()  # order within a hand does not matter
    laid, reordered = [], 0
    for turn in other["deals"][5]["turns"]:
        cards = turn.get("cards", [])
        if turn.get("all"):
            for order in itertools.islice(itertools.permutations(cards), 1, 720):
                if legal_order(order, laid):  # another order that is also legal
                    turn["cards"] = list(order)
                    reordered += 1
                    break
        laid += cards
    assert reordered
    other["extra"] = {"comment": "kept out of the way"}
    _, loaded = load_record(json.dumps(other))
    assert loaded.totals == state.totals
    single = copy.deepcopy(record)
    for turn in single["deals"][5]["turns"]:
        if "cards" in turn and len(turn["cards"]) == 1:
            turn["all"] = True  # a one-card "lay out all" is the same as laying it
    load_record(json.dumps(single))


PATHS_SETTINGS = settings(max_examples=150, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
_, BASE = recorded(4, 99, matchsticks=10)


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield from _paths(value, (*prefix, i))


ALL_PATHS = [p for p in _paths(BASE) if p]
VALUES = [None, -1, 0, 1, 2, 3, 4, 99, True, False, 2.5, "", "10R", "KS", "6R", "domino",
          [], {}, [0, 0, 0, 0], {"seat": 0, "pass": True}]


@PATHS_SETTINGS
@given(st.sampled_from(ALL_PATHS), st.sampled_from([*VALUES, "<delete>"]))
def test_single_field_corruption_is_refused_or_still_legal(path, value):
    bad = copy.deepcopy(BASE)
    target = bad
    for key in path[:-1]:
        target = target[key]
    if value == "<delete>":
        del target[path[-1]]
    else:
        target[path[-1]] = value
    try:
        rules, state = load_record(json.dumps(bad))
    except RecordError as exc:
        assert str(exc)
        return
    # Accepted: then it is a legal game, and it writes and reloads the same way.
    again = rules.to_record(state, header(len(bad["players"]), rules.is_over(state)))
    _, reloaded = load_record(json.dumps(again))
    assert snapshot(reloaded) == snapshot(state)
    assert sum(state.totals) == 0 or not rules.is_over(state)


def test_the_record_checker_on_royal_files(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(BASE), encoding="utf-8")
    bad = copy.deepcopy(BASE)
    bad["deals"][2]["tricks"][0]["winner"] = (bad["deals"][2]["tricks"][0]["winner"] + 1) % 4
    broken = tmp_path / "bad.json"
    broken.write_text(json.dumps(bad), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "core.records", str(good), str(broken)],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[0] == f"{good}: ok"
    assert lines[1].startswith(f"{broken}: deal 3, trick 1: seat")


def test_arena_records_all_check_ok(tmp_path):
    out = tmp_path / "records"
    arena = subprocess.run(
        [sys.executable, "-m", "core.arena", "--game", "royal", "--players", "4", "--seats",
         "random,random,random,random", "--games", "30", "--seed", "2", "--option",
         "end_early=false", "--option", "matchsticks=50", "--records", str(out), "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert arena.returncode == 0, arena.stderr
    assert json.loads(arena.stdout)["games"] == 30
    files = sorted(out.glob("*.json"))
    assert len(files) == 30
    check = subprocess.run([sys.executable, "-m", "core.records", *map(str, files)],
                           cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert check.returncode == 0, check.stdout
    assert all(line.endswith(": ok") for line in check.stdout.splitlines())
    record = json.loads(files[0].read_text(encoding="utf-8"))
    assert record["matchsticks"]["start"] == [50] * 4
    assert record["options"] == {"end_early": False, "matchsticks": 50}
