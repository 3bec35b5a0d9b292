"""Nines records: written and replayed, every problem named where it lies, the CLI."""

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from nines_helpers import deal, play_random, random_game, record_of, reference_stack

from core.errors import RecordError
from core.nines import RULES, Follow, Lead
from core.nines.tiles import canonical
from core.records import load_record

ROOT = Path(__file__).resolve().parents[2]


def load(record):
    return load_record(json.dumps(record))[1]


def tied_game():
    """A finished game whose first round is a two-way tie settled by roll-offs."""
    state = deal({0: ["6-6", "1-5"], 1: ["3-3", "1-1"], 2: ["2-2", "3-5"], 3: ["5-5", "1-6"]})
    RULES.apply(state, Lead(0, ("6-6", "1-5")))
    for seat, tiles in [(1, ("3-3", "1-1")), (2, ("2-2", "3-5")), (3, ("5-5", "1-6"))]:
        RULES.apply(state, Follow(seat, tiles))
    play_random(state, random.Random(3))
    return state


def test_written_record_replays_to_the_same_state():
    for seed in range(20):
        state = random_game(seed)
        record = record_of(state)
        assert record["finished"] is True and record["game"] == "nines"
        assert load(record) == state
        assert record_of(load(record)) == record


def test_every_save_of_a_running_game_replays():
    rng = random.Random(8)
    state = RULES.new_game(rng, players=4)
    while True:
        record = record_of(state)
        assert record["finished"] is False or RULES.is_over(state)
        assert load(record) == state
        if RULES.is_over(state):
            break
        play_random(state, rng, moves=1)


def test_record_fields_of_a_later_game():
    state = tied_game()
    record = record_of(state)
    assert record["roll"] is None and record["game_number"] == 2 and record["opener"] == 0
    first = record["rounds"][0]
    assert first["plays"][0] == {"seat": 0, "tiles": ["6-6", "1-5"]}
    assert first["stacks"][0] == {"tiles": ["5-5", "2-2", "3-3", "6-6"], "top": 0}
    assert first["tie_rolls"] and first["winner"] == state.rounds[0].winner
    assert sum(record["points"]) == 8


def reverse(face):
    a, b = face.split("-")
    return f"{b}-{a}"


def test_tiles_written_high_low_and_hands_in_any_order_are_accepted():
    state = random_game(5)
    record = record_of(state)
    text = json.dumps(record)
    for face in {t for column in record["wall"] for t in column}:
        text = text.replace(f'"{face}"', f'"{reverse(face)}"')
    flipped = json.loads(text)
    assert flipped["wall"] != record["wall"]
    for hand in flipped["hands"]:
        hand.reverse()
    assert load(flipped) == state


def corrupt(edit, state=None):
    record = record_of(state or tied_game())
    edit(record)
    return record


def set_first_foreign_tile(record):
    plays = record["rounds"][1]["plays"]
    mine = {t for t in record["hands"][plays[1]["seat"]]}
    foreign = next(t for t in record["hands"][plays[0]["seat"]] if t not in mine)
    plays[1]["tiles"][0] = foreign
    return plays[1]["seat"], foreign


def test_a_tile_not_held_is_named_with_round_and_seat():
    record = record_of(tied_game())
    seat, tile = set_first_foreign_tile(record)
    with pytest.raises(RecordError, match=f"^round 2, seat {seat}: you hold no {tile}$"):
        load(record)


@pytest.mark.parametrize(("edit", "message"), [
    (lambda r: r["rounds"][0]["stacks"][0].update(top=2),
     "round 1: record says stack 1 top is seat 2, the rules give seat 0"),
    (lambda r: r["rounds"][0]["stacks"][1]["tiles"].reverse(),
     "round 1: record says stack 2 is .* bottom to top, the rules give"),
    (lambda r: r["rounds"][0]["stacks"].pop(),
     "round 1: record lists 1 stacks, the plays make 2"),
    (lambda r: r["rounds"][0].update(winner=3),
     "round 1: record says winner seat 3, the rules give seat"),
    (lambda r: r["rounds"][0].update(tie_rolls=[], winner=None),
     "round 1: the roll-off between seats 0, 1 is not settled, but round 2 follows"),
    (lambda r: r["rounds"][0]["tie_rolls"][0][0].update(seat=3),
     "round 1, roll-off 1: the roll-off is between seats 0, 1"),
    (lambda r: r["rounds"][0]["tie_rolls"][0][0].update(dice=[7, 1]),
     "round 1, roll-off 1, seat 0: 'dice' must be an integer from 1 to 6, not 7"),
    (lambda r: r["rounds"][1].update(leader=(r["rounds"][1]["leader"] + 1) % 4),
     "round 2: record says leader seat"),
    (lambda r: (r["rounds"][0]["plays"].pop(),
                r["rounds"][0].update(stacks=[], tie_rolls=[], winner=None)),
     "round 1: only 3 plays, but round 2 follows"),
    (lambda r: r["rounds"][0]["plays"][1].update(tiles=["1-1"]),
     "round 1, seat 1: lay 2 tiles, one on each stack"),
    (lambda r: r["rounds"][0]["plays"][0].update(seat=1),
     "round 1, seat 1: it is seat 0's turn, not seat 1's"),
    (lambda r: r["rounds"].append(r["rounds"][-1]),
     "round .*: the game is over after round"),
    (lambda r: r.update(points=[8, 0, 0, 0]), "points: record says \\[8, 0, 0, 0\\], the rules"),
    (lambda r: r["hands"][0].__setitem__(0, r["hands"][1][0]),
     "hands: record says seat 0 took"),
    (lambda r: r["wall"][0].__setitem__(0, r["wall"][1][0]) if r["wall"][0][0] !=
     r["wall"][1][0] else r["wall"][0].__setitem__(0, r["wall"][7][3]), "wall: holds .* times"),
    (lambda r: r["wall"][0].append("6-6"), "wall, column 1 must be 4 tiles, not 5"),
    (lambda r: r["wall"].pop(), "'wall' must be 8 columns, not 7"),
    (lambda r: r["takes"][0].update(end="middle"),
     "take 1, seat 0: take from the 'left' or the 'right' end, not 'middle'"),
    (lambda r: r["takes"].append(r["takes"][0]), "'takes' lists 5 takes; the wall gives 4"),
    (lambda r: r.pop("rounds"), "record: 'rounds' is missing"),
    (lambda r: r.update(takes={"seat": 0}), "'takes' must be a list"),
    (lambda r: r["rounds"][0].pop("winner"), "round 1: 'winner' is missing"),
    (lambda r: r["rounds"][0]["plays"][0].update(seat="0"),
     "round 1, play 1: 'seat' must be an integer from 0 to 3, not '0'"),
    (lambda r: r["rounds"][0]["plays"].__setitem__(0, 5), "round 1, play 1 must be an object"),
    (lambda r: r.update(game_number=True), "'game_number' must be an integer"),
    (lambda r: r.update(roll={"roller": 0, "dice": [1, 1]}),
     "game 2 of a match is opened by the last round's winner without a roll"),
    (lambda r: r.update(game_number=1), "game 1 of a match starts with a roll"),
    (lambda r: r["rounds"][1].update(stacks=[{"tiles": [], "top": 0}]),
     "round 2: record lists 1 stacks, the plays make"),
])
def test_first_problem_is_named(edit, message):
    with pytest.raises(RecordError, match=message):
        load(corrupt(edit))


def test_opener_must_agree_with_the_roll():
    record = record_of(random_game(3))
    roller, (d1, d2) = record["roll"]["roller"], record["roll"]["dice"]
    record["opener"] = (record["opener"] + 1) % 4
    with pytest.raises(RecordError, match=f"record says opener seat {record['opener']}, the "
                       f"roll \\(seat {roller}, dice {d1}\\+{d2}\\) gives seat"):
        load(record)


def test_finished_flag_must_match_the_replay():
    state = tied_game()
    record = record_of(state)
    record["rounds"][-1]["plays"].pop()
    record["rounds"][-1].update(stacks=[], winner=None)
    record["points"] = [p - w for p, w in zip(record["points"], state.rounds[-1].won,
                                              strict=True)]
    with pytest.raises(RecordError, match="the record says 'finished' but its game is not over"):
        load(record)
    record["finished"] = False
    assert not RULES.is_over(load(record))


def test_cli_reports_ok_or_the_first_problem(tmp_path):
    good = tmp_path / "good.json"
    bad = tmp_path / "bad.json"
    record = record_of(tied_game())
    good.write_text(json.dumps(record), encoding="utf-8")
    broken = copy.deepcopy(record)
    seat, tile = set_first_foreign_tile(broken)
    bad.write_text(json.dumps(broken), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "core.records", str(good)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout == f"{good}: ok\n"
    run = subprocess.run([sys.executable, "-m", "core.records", str(good), str(bad)],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert run.stdout.splitlines() == [f"{good}: ok",
                                       f"{bad}: round 2, seat {seat}: you hold no {tile}"]


def test_a_record_written_by_someone_else_replays():
    """A record built by hand from the rules text (stacks by an independent reading of
    A3.3), with tiles written high-low, hands unordered and extra fields."""
    wall = [
        ["6-6", "1-2", "4-4", "3-6"], ["1-1", "2-2", "5-5", "1-5"],
        ["6-6", "1-1", "4-4", "1-3"], ["1-3", "5-5", "3-3", "3-3"],
        ["2-2", "5-6", "5-6", "4-6"], ["4-6", "1-6", "1-6", "1-5"],
        ["2-4", "4-5", "2-6", "3-5"], ["3-4", "2-5", "1-4", "2-3"],
    ]
    rounds_plays = [
        (3, [["6-6", "2-1", "4-4", "6-3"], ["4-3", "5-2", "4-1", "3-2"],
             ["6-6", "1-1", "4-4", "3-1"], ["6-4", "6-1", "6-1", "5-1"]]),
        (3, [["1-1", "2-2", "5-5", "5-1"], ["4-2", "5-4", "6-2", "5-3"],
             ["3-1", "5-5", "3-3", "3-3"], ["2-2", "6-5", "6-5", "6-4"]]),
    ]
    rounds = []
    for leader, plays in rounds_plays:
        stacks = []
        for i in range(len(plays[0])):
            laid = [canonical(tiles[i]) for tiles in plays]
            tiles = reference_stack(laid)
            stacks.append({"top": (leader + laid.index(tiles[-1])) % 4, "tiles": tiles})
        rounds.append({"leader": leader, "stacks": stacks, "note": "by hand",
                       "plays": [{"tiles": t, "seat": (leader + j) % 4}
                                 for j, t in enumerate(plays)]})
    rounds[0].update(tie_rolls=[], winner=3)
    rounds[1].update(tie_rolls=[[{"seat": 1, "dice": [2, 2]}, {"seat": 3, "dice": [1, 3]}],
                                [{"seat": 3, "dice": [6, 5]}, {"seat": 1, "dice": [1, 1]}]],
                     winner=3)
    record = {
        "format": "herna-record", "version": 1, "game": "nines", "seed": None,
        "players": [{"name": n, "kind": "human"} for n in ("Eva", "Jan", "Ota", "Iva")],
        "options": {"match_games": 1}, "finished": True, "written_by": "a friend",
        "game_number": 1, "roll": {"roller": 0, "dice": [3, 5]}, "opener": 3,
        "wall": wall,
        "takes": [{"seat": 3, "end": "left"}, {"seat": 0, "end": "right"},
                  {"seat": 1, "end": "left"}, {"seat": 2, "end": "right"}],
        "hands": [wall[6] + wall[7][::-1], wall[3] + wall[2], wall[4] + wall[5],
                  wall[1] + wall[0]],
        "rounds": rounds,
        "points": [0, 2, 0, 6],
    }
    state = load(record)
    assert RULES.is_over(state) and RULES.scores(state) == [0, 2, 0, 6]
    assert RULES.carry(state).opener == 3
