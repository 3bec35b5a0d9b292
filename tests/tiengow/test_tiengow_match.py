"""Tien Gow in the core's machinery: a match from a script (core.match) with undo, saves
and replays, the records checker, the arena."""

from __future__ import annotations

import json
import random

import pytest
from tiengow_helpers import random_game

from core import arena, records
from core.errors import RecordError
from core.match import Match, Phase, Refusal
from core.rules import GAMES, get_rules
from core.seating import SeatSpec
from core.tiengow import RULES, Lead

PLAYERS = [{"name": f"P{i}", "kind": "ai:random"} for i in range(4)]


def seats(humans: int = 1) -> list[SeatSpec]:
    return [SeatSpec(f"P{i}", "human" if i < humans else "ai:random") for i in range(4)]


def play_game(match: Match, rng: random.Random, each=None) -> None:
    while match.phase in (Phase.HUMAN, Phase.COMPUTER):
        outcome = match.submit(match.to_move(), match.rules.random_move(match.state, rng))
        assert not isinstance(outcome, Refusal), outcome
        if each is not None:
            each(match)
    assert match.phase is Phase.GAME_OVER


def test_registered_with_the_room_games():
    assert "tiengow" in GAMES
    assert get_rules("tiengow") is RULES


@pytest.mark.parametrize("options", [{}, {"banker": "increasing", "match_games": 3}])
def test_a_whole_match_with_the_banker_carried(options):
    match = Match("tiengow", seats(humans=0), options, seed=5)
    match.start()
    rng = random.Random(1)
    while True:
        play_game(match, rng)
        winner, streak = match.state.winner, match.state.streak
        was_banker = match.state.banker
        if match.match_decided():
            match.end()
            break
        match.next_game()
        assert match.state.banker == winner
        assert match.state.streak == (streak + 1 if winner == was_banker else 0)
        assert match.state.game_number == match.game_number
    assert len(match.earlier_games()) + 1 == match.options["match_games"]
    assert sum(match.match_scores()) == 0 and match.match_winners()


def test_undo_save_and_replay():
    match = Match("tiengow", seats(), seed=9)
    match.start()
    rng = random.Random(4)
    undone = 0

    def each(m: Match) -> None:
        nonlocal undone
        again = Match.from_save(m.save_data(viewer=0))
        assert again.record() == m.record() and again.phase is m.phase
        if m.undo_blocked() is None:
            after = m.record()
            assert m.undo() and m.redo()
            assert {k: v for k, v in m.record().items() if k != "undos"} == {
                k: v for k, v in after.items() if k != "undos"}
            undone += 1

    play_game(match, rng, each)
    assert undone > 2
    replay = Match.replay(match.record())
    total = replay.replay_position()[1]
    assert total == match.ply and replay.show_all
    assert replay.replay_seek(total // 2)
    assert isinstance(replay.submit(0, Lead(0, ("6-6",))), Refusal)


def header(state, finished=None, options=None) -> dict:
    return records.make_header("tiengow", seed=1, players=PLAYERS,
                               options=state.options if options is None else options,
                               finished=RULES.is_over(state) if finished is None else finished)


def test_records_round_trip_and_the_checker(tmp_path, capsys):
    for seed in range(20):
        state = random_game(seed, combos="pairs", early_death="any")
        record = RULES.to_record(state, header(state))
        rules, again = records.load_record(json.dumps(record))
        assert rules is RULES and again == state
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert records.main([str(path)]) == 0
    assert "ok" in capsys.readouterr().out


def finished_record() -> dict:
    state = random_game(3)
    return json.loads(json.dumps(RULES.to_record(state, header(state))))


def _swap_winner(r):
    r["tricks"][0]["winner"] = (r["tricks"][0]["winner"] + 1) % 4


BROKEN = [
    ("winner", _swap_winner, "trick 1: record says winner"),
    ("points", lambda r: r["points"].__setitem__(0, r["points"][0] + 1), "points: record"),
    ("won", lambda r: r["won"].__setitem__(0, r["won"][0] + 1), "won: record"),
    ("lead down", lambda r: r["tricks"][0]["plays"][0].update(face_up=False), "face up"),
    ("hands", lambda r: r["hands"][0].__setitem__(0, "6-6"), "hands"),
    ("tile", lambda r: r["hands"][1].__setitem__(0, "7-7"), "not a tile"),
    ("banker", lambda r: r.update(banker=4), "'banker'"),
    ("streak", lambda r: r.update(streak=2), "streak"),
    ("option", lambda r: r["options"].update(supreme="lowest"), "options"),
    ("extra", lambda r: r["tricks"].append(r["tricks"][0]), "over"),
    ("missing", lambda r: r.pop("tricks"), "'tricks' is missing"),
    ("leader", lambda r: r["tricks"][1].update(leader=(r["tricks"][1]["leader"] + 1) % 4),
     "trick 2: record says leader"),
]


@pytest.mark.parametrize(("name", "breaks", "says"), BROKEN, ids=[b[0] for b in BROKEN])
def test_a_broken_record_names_its_first_problem(name, breaks, says):
    record = finished_record()
    breaks(record)
    with pytest.raises(RecordError) as err:
        records.load_record(json.dumps(record))
    assert says in str(err.value)


def test_a_face_up_play_that_does_not_beat_is_refused():
    for seed in range(40):
        state = random_game(seed)
        record = json.loads(json.dumps(RULES.to_record(state, header(state))))
        plays = [p for t in record["tricks"] for p in t["plays"][1:] if not p["face_up"]]
        if not plays:
            continue
        plays[0]["face_up"] = True
        try:
            records.load_record(json.dumps(record))
        except RecordError as exc:
            assert "seat" in str(exc)
            return
    pytest.fail("no discard that would not beat")


def test_an_unfinished_game_saves_and_loads():
    rng = random.Random(2)
    state = RULES.new_game(rng, players=4)
    for _ in range(6):
        RULES.apply(state, RULES.random_move(state, rng))
    record = RULES.to_record(state, header(state))
    assert record["tricks"][-1]["winner"] is None and record["points"] == [0, 0, 0, 0]
    assert records.load_record(json.dumps(record))[1] == state
    record["finished"] = True
    with pytest.raises(RecordError):
        records.load_record(json.dumps(record))


def test_the_arena_plays_tiengow(tmp_path, capsys):
    assert arena.main(["--game", "tiengow", "--seats", "random,random,random,random",
                       "--games", "30", "--records", str(tmp_path), "--json",
                       "--option", "banker=increasing"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"] == 30 and abs(sum(figures["mean"])) < 1e-3
    files = sorted(tmp_path.glob("tiengow-*.json"))
    assert len(files) == 30
    assert all(records.check_file(path) is None for path in files)
