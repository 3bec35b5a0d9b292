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


@pytest.mark.parametrize("game", ["nines", "royal"])
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
])
def test_another_move_is_refused_and_nothing_changes(game, step, wrong):
    run = LessonRun(lesson(game))
    play_to(run, step)
    before = record(run)
    assert not run.check(wrong) and run.check(run.expected())
    with pytest.raises(LessonError):
        run.play_move(wrong)
    assert record(run) == before and run.step.id == step


@pytest.mark.parametrize("game", ["nines", "royal"])
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


@pytest.mark.parametrize("game", ["nines", "royal"])
def test_a_lesson_resumed_at_a_step_stands_where_the_played_one_stood(game):
    played = LessonRun(lesson(game))
    for index in range(len(played.lesson.steps)):
        resumed = LessonRun.at(played.lesson, index)
        assert (resumed.index, resumed.played) == (played.index, 0)
        assert record(resumed) == record(played), index
        played.complete_step()


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
