"""The lessons' prepared deals played through the rules: every scripted and expected
move is legal, the situations each step talks about are there, the record a lesson
leaves is refereed like any record, and a lesson resumed at a step stands where the
played lesson stood."""

from __future__ import annotations

import json

import pytest

import resources
from core.lessons import DONE, MOVE, LessonRun, parse_lesson
from core.lessons.script import LessonError
from core.nines.moves import Follow, Take
from core.nines.tiles import FACES
from core.records import load_record, write_record
from core.royal.moves import LayOutAll, Pass, PlayCard
from core.tiengow.moves import Beat, Discard, Lead

PLAYERS = [{"name": n, "kind": "human" if i == 0 else "ai:easy"}
           for i, n in enumerate(("Eva", "Adam", "Bára", "Cyril"))]


def lesson(game: str):
    path = resources.path("lessons", f"{game}.json")
    return parse_lesson(json.loads(path.read_text(encoding="utf-8")))


def play_to(run: LessonRun, step_id: str) -> None:
    """Complete steps until `step_id` waits for the player's move."""
    while run.step is not None and run.step.id != step_id:
        run.complete_step()
    while run.stage() != MOVE:
        run.play_scripted()


def record(run: LessonRun) -> dict:
    return write_record(run.rules, run.state, seed=run.lesson.seed, players=PLAYERS,
                        options=run.lesson.setup.get("options", {}))


GAMES = ["nines", "royal", "tiengow"]


@pytest.mark.parametrize("game", GAMES)
def test_each_expected_move_is_legal_and_the_lesson_ends_with_the_game(game):
    run = LessonRun(lesson(game))
    while run.step is not None:
        while run.stage() not in (MOVE, DONE) and run.played < len(run.step.play):
            run.play_scripted()
        if run.stage() == MOVE:  # the rules accept it (IllegalMove otherwise)
            run.rules.apply(run.rules.clone(run.state), run.expected())
        run.complete_step()
    assert run.stage() == DONE
    assert run.rules.is_over(run.state)


def test_nines_rounds_go_as_the_steps_say():
    run = LessonRun(lesson("nines"))
    play_to(run, "take")
    assert run.state.opener == 0  # Adam rolled 1 + 3: the fourth seat from him opens
    play_to(run, "lead_one")
    first = run.state.rounds[0]
    assert first.tops == [0, 0, 3] and first.winner == 0  # two stacks for you, one for Cyril
    faces = [[FACES[f] for f in stack] for stack in first.stacks]
    assert faces[2] == ["1-3", "5-6", "4-4", "1-1"]  # man on top of tiger head, earth on man
    assert faces[1] == ["2-4", "2-5", "3-4", "1-2"]  # the equal commander went under
    play_to(run, "follow")
    assert run.state.rounds[1].winner == 2  # Bára's plum flower took the long six
    run.complete_step()
    while run.played < len(run.step.play):
        run.play_scripted()
    third = run.state.rounds[2]
    assert third.tops == [0, 0] and third.winner == 0  # both stacks on top for you


def test_royal_traps_are_where_the_steps_say():
    run = LessonRun(lesson("royal"))
    play_to(run, "follow_suit")
    legal = run.rules.legal_moves(run.state)
    assert all(m.card.endswith("B") for m in legal)  # blue must be followed
    play_to(run, "no_shields")
    assert not any(c.endswith("R") for c in run.rules.observation(run.state, 0).hand)
    play_to(run, "pass")
    assert run.rules.legal_moves(run.state) == [Pass(0)]  # nothing fits: a forced pass
    play_to(run, "lay_out_all")
    assert any(isinstance(m, LayOutAll) for m in run.rules.legal_moves(run.state))
    run.complete_step()
    assert run.state.places[0] == 0  # out first


@pytest.mark.parametrize(("game", "step", "wrong"), [
    ("nines", "take", Take(0, "right")),
    ("nines", "follow", Follow(0, ("4-5", "3-3"))),
    ("royal", "no_tricks", PlayCard(0, "AG")),
    ("tiengow", "single", Lead(0, ("6-6",))),
    ("tiengow", "supreme", Discard(0, ("6-6", "6-6"))),
    ("tiengow", "beat_single", Discard(0, ("4-5",))),
    ("tiengow", "civil_pair", Lead(0, ("1-1", "2-6"))),
])
def test_another_move_is_refused_and_nothing_changes(game, step, wrong):
    run = LessonRun(lesson(game))
    play_to(run, step)
    before = record(run)
    assert not run.check(wrong) and run.check(run.expected())
    with pytest.raises(LessonError):
        run.play_move(wrong)
    assert record(run) == before and run.step.id == step


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_record_is_refereed_like_any_record(game):
    run = LessonRun(lesson(game))
    for _ in range(len(run.lesson.steps) // 2):
        run.complete_step()
    half = record(run)
    assert half["finished"] is False
    rules, state = load_record(json.loads(json.dumps(half)))
    assert write_record(rules, state, seed=run.lesson.seed, players=PLAYERS,
                        options=run.lesson.setup.get("options", {})) == half
    while run.step is not None:
        run.complete_step()
    whole = record(run)
    assert whole["finished"] is True
    load_record(json.dumps(whole))


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_resumed_at_a_step_stands_where_the_played_one_stood(game):
    played = LessonRun(lesson(game))
    for index in range(len(played.lesson.steps)):
        resumed = LessonRun.at(played.lesson, index)
        assert (resumed.index, resumed.played) == (played.index, 0)
        assert record(resumed) == record(played), index
        played.complete_step()


def test_tien_gow_tricks_go_as_the_steps_say():
    run = LessonRun(lesson("tiengow"))
    assert run.state.banker == 0 and run.state.to_move == 0  # you bank, so you lead
    assert run.state.options["combos"] == "classic" and run.state.multiplier == 2
    play_to(run, "supreme")
    first = run.state.tricks[0]
    assert [(seat, face_up) for seat, _, face_up in first.plays] == [
        (0, True), (1, True), (2, False), (3, True)]  # beaten, face down, beaten again
    assert first.winner == 3 and run.state.won == [0, 0, 0, 1]
    legal = run.rules.legal_moves(run.state)
    assert legal and all(isinstance(m, Discard) for m in legal)  # nothing beats it led
    assert any(sorted(m.tiles) == ["1-5", "1-6"] for m in legal)
    play_to(run, "beat_single")
    assert run.state.won == [0, 0, 0, 3]  # the trick of pairs counted 2
    beats = [m for m in run.rules.legal_moves(run.state) if isinstance(m, Beat)]
    assert beats == [Beat(0, ("4-5",))]  # not the equal eight, not a civil heaven
    play_to(run, "civil_pair")
    assert run.state.won == [1, 0, 0, 3] and run.state.to_move == 0
    play_to(run, "mixed_pair")
    assert run.state.won == [3, 0, 0, 3]
    run.complete_step()  # the earth and eight: the last trick
    assert run.step.id == "last_trick"
    run.complete_step()  # the easy computers play their last two tiles face down
    state = run.state
    assert state.over and state.winner == 0 and state.won == [5, 0, 0, 3]
    assert all(not face_up for _, _, face_up in state.tricks[-1].plays[1:])
    assert state.points == [22, -10, -10, -2]  # 5 and 5 and 4 - 3, doubled for the banker
    assert run.step.id == "payments" and run.stage() == "read"


@pytest.mark.parametrize(("move", "same"), [
    (Discard(0, ("6-1", "1-5")), True), (Discard(0, ("1-5", "1-6")), True),
    (Discard(0, ("1-5", "1-5")), False), (Beat(0, ("1-5", "1-6")), False),
    (Discard(0, ("1-5", "x")), False), (Discard(1, ("1-5", "1-6")), False),
])
def test_tien_gow_moves_match_in_any_order(move, same):
    run = LessonRun(lesson("tiengow"))
    play_to(run, "supreme")
    assert run.check(move) is same


def test_broken_lesson_data_is_refused():
    good = json.loads(resources.path("lessons", "nines.json").read_text(encoding="utf-8"))
    for broken in ({}, {**good, "format": "x"}, {**good, "version": 2}, {**good, "game": "chess"},
                   {**good, "steps": []}, {**good, "steps": [{"id": 3}]},
                   {**good, "steps": [{"id": "a", "expect": {"take": "left"},
                                       "finish": "game"}]}):
        with pytest.raises(LessonError):
            parse_lesson(broken)
    bad_wall = {**good, "setup": {**good["setup"], "wall": good["setup"]["wall"][:7]}}
    with pytest.raises(LessonError):
        LessonRun(parse_lesson(bad_wall))
    tiengow = json.loads(resources.path("lessons", "tiengow.json").read_text(encoding="utf-8"))
    hands = tiengow["setup"]["hands"]
    for setup in ({**tiengow["setup"], "hands": hands[:3]},
                  {**tiengow["setup"], "hands": [hands[0], hands[0], *hands[2:]]},
                  {**tiengow["setup"], "banker": 4}, {"hands": hands}):
        with pytest.raises(LessonError):
            LessonRun(parse_lesson({**tiengow, "setup": setup}))
    step = {"id": "a", "expect": {"beat": "4-5"}}
    run = LessonRun(parse_lesson({**tiengow, "steps": [step]}))
    with pytest.raises(LessonError):
        run.expected()
