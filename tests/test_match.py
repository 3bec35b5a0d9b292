"""core.match: a whole match of either game from a plain script, with undo and redo,
saves, replays and refusals, and no Qt."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
import textwrap

import pytest

from core.errors import RecordError
from core.match import Match, Phase, Refusal
from core.record_fields import MAX_GAMES
from core.save_data import SAVE_KEY
from core.seating import SeatSpec

TABLES = [("nines", 4), ("tiengow", 4), ("royal", 3), ("royal", 4), ("royal", 5), ("royal", 6)]


def seats(players: int, humans: int = 1) -> list[SeatSpec]:
    return [SeatSpec(f"P{i}", "human" if i < humans else "ai:random") for i in range(players)]


def step(match: Match, rng: random.Random) -> list:
    """One move of whoever is to act: the dice or deal, or a random legal move."""
    if match.phase is Phase.CHANCE:
        return match.play_chance()
    seat = match.to_move()
    outcome = match.submit(seat, match.rules.random_move(match.state, rng))
    assert not isinstance(outcome, Refusal), outcome
    return outcome


def play_game(match: Match, rng: random.Random, each=None) -> int:
    """Play the current game to its end; `each(match)` after every move. Its moves."""
    moves = 0
    while match.phase in (Phase.CHANCE, Phase.HUMAN, Phase.COMPUTER):
        step(match, rng)
        moves += 1
        if each is not None:
            each(match)
    assert match.phase is Phase.GAME_OVER
    return moves


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_a_whole_match_plays_from_a_script(game, players):
    match = Match(game, seats(players, humans=0), seed=5)
    assert match.phase is Phase.NOT_STARTED
    match.start()
    rng = random.Random(1)
    games = 0
    while True:
        assert play_game(match, rng) > 0
        games += 1
        if match.match_decided() or (game == "royal" and games == 2):
            match.end()
            break
        match.next_game()
        assert match.game_number == games + 1
    assert match.phase is Phase.MATCH_OVER
    assert len(match.earlier_games()) == games - 1
    totals = [sum(col) for col in zip(*match.earlier_games(), match.scores(), strict=True)]
    assert match.match_scores() == totals
    assert match.match_winners()
    with pytest.raises(RuntimeError):
        match.next_game()


@pytest.mark.parametrize("game", ["nines", "royal"])
def test_the_same_seed_plays_the_same_match(game):
    def one() -> dict:
        match = Match(game, seats(4, humans=0), seed=11)
        match.start()
        play_game(match, random.Random(3))
        return match.record()

    assert one() == one()


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_undo_and_redo_at_every_decision(game, players):
    match = Match(game, seats(players), seed=9)
    match.start()
    rng = random.Random(4)
    checked = 0
    while match.phase in (Phase.CHANCE, Phase.HUMAN, Phase.COMPUTER):
        before = match.record()
        step(match, rng)
        if match.undo_blocked() is None:
            after, ply = match.record(), match.ply
            assert match.undo()
            assert match.phase is Phase.HUMAN
            assert match.ply < ply
            assert match.record()["undos"] == match.undos
            assert match.can_redo()
            assert Match.from_save(match.save_data()).ply == match.ply  # taken back
            assert match.redo()
            assert match.ply == ply
            assert Match.from_save(match.save_data()).ply == ply
            assert {k: v for k, v in match.record().items() if k != "undos"} == {
                k: v for k, v in after.items() if k != "undos"}
            checked += 1
        assert before != match.record()
    assert checked > 3
    assert match.undo_blocked() == "over"
    assert not match.undo()


def test_undo_goes_back_to_the_humans_decision_and_no_further():
    match = Match("nines", seats(4), seed=2)
    match.start()
    assert match.undo_blocked() == "start"
    rng = random.Random(8)
    while match.undo_blocked() != None:  # noqa: E711 - until the human has decided
        step(match, rng)
    while match.undo():
        assert match.phase is Phase.HUMAN
    assert match.undo_blocked() == "start"
    assert match.undos >= 1


def without_undos(record: dict) -> dict:
    return {k: v for k, v in record.items() if k != "undos"}


def test_a_redo_plays_the_same_line_and_another_move_forgets_it():
    match = Match("royal", seats(4), seed=3)
    match.start()
    rng = random.Random(5)
    while match.undo_blocked() is not None:
        step(match, rng)
    for _ in range(6):  # the computers answer the human's decision
        step(match, rng)
    played = match.record()
    assert match.undo()
    assert match.phase is Phase.HUMAN
    taken_back = match._redo._lines[-1][0]
    assert match.redo()
    assert without_undos(match.record()) == without_undos(played)
    assert match.undo()
    other = next(m for m in match.legal_moves() if m != taken_back)
    assert not isinstance(match.submit(match.to_move(), other), Refusal)
    assert not match.can_redo()
    assert match.undos == 2


def test_after_an_undo_a_computer_is_offered_its_earlier_answer():
    match = Match("nines", seats(4), seed=6)
    match.start()
    rng = random.Random(1)
    while match.undo_blocked() is not None:
        step(match, rng)
    while match.phase is not Phase.COMPUTER:
        step(match, rng)
    seat, ply = match.to_move(), match.ply
    assert match.known_answer(seat) is None
    move = match.rules.random_move(match.state, rng)
    assert not isinstance(match.submit(seat, move), Refusal)
    assert match.undo()
    line = list(match._redo._lines[-1])
    assert match.ply < ply
    while match.ply < ply:  # the same moves again, up to that computer's turn
        again = line.pop(0)
        if match.phase is Phase.CHANCE:
            match.play_chance()
        else:
            assert not isinstance(match.submit(again.seat, again), Refusal)
    assert match.phase is Phase.COMPUTER and match.to_move() == seat
    assert match.known_answer(seat) == move


def test_hot_seat_and_computer_only_matches_offer_no_undo():
    hot = Match("royal", seats(4, humans=2), seed=1)
    hot.start()
    assert hot.undo_blocked() == "hot_seat"
    computers = Match("royal", seats(4, humans=0), seed=1)
    computers.start()
    assert computers.undo_blocked() == "computers"
    assert Match("royal", seats(4)).undo_blocked() == "no_game"


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_a_save_continues_the_match_exactly_at_every_ply(game, players):
    match = Match(game, seats(players), seed=21)
    match.start()
    rng = random.Random(6)

    def round_trip(m: Match) -> None:
        again = Match.from_save(m.save_data(viewer=0))
        assert again.record() == m.record()
        assert again.phase is m.phase
        assert (again.ply, again.game_number, again.undos) == (m.ply, m.game_number, m.undos)
        assert again.match_scores() == m.match_scores()
        assert again.saved_viewer == 0
        if m.phase is Phase.COMPUTER:
            seat = m.to_move()
            assert again.seat_rng(seat).random() == m.seat_rng(seat).random()

    play_game(match, rng, round_trip)
    if not match.match_decided():
        match.next_game()
        round_trip(match)
        assert Match.from_save(match.save_data()).earlier_games() == match.earlier_games()


def royal_twelve_moves_in() -> tuple[Match, random.Random]:
    """A Royal match of four, twelve moves into its first deal, and the generator that
    plays on."""
    match = Match("royal", seats(4), seed=4)
    match.start()
    rng = random.Random(2)
    for _ in range(12):
        step(match, rng)
    return match, rng


@pytest.mark.parametrize("broken", [
    lambda d: d.pop(SAVE_KEY),
    lambda d: d[SAVE_KEY].update(game_number=0),
    lambda d: d[SAVE_KEY].update(earlier_points=[[1, 2]]),
    lambda d: d[SAVE_KEY].update(match_seed=-1),
    lambda d: d["players"].pop(),
    # each room field that disagreed with the record was taken: a later save of the
    # match was then too big (90,000 games)
    lambda d: d[SAVE_KEY]["options"].update(matchsticks=50),
    lambda d: d[SAVE_KEY]["options"].update(end_early=not d[SAVE_KEY]["options"]["end_early"]),
    lambda d: d[SAVE_KEY].update(game_number=1_001, earlier_points=[[0] * 4] * 1_000),
])
def test_a_broken_save_is_refused_with_a_reason(broken):
    match, _ = royal_twelve_moves_in()
    data = match.save_data()
    broken(data)
    with pytest.raises(RecordError) as refused:
        Match.from_save(data)
    assert str(refused.value)


@pytest.mark.parametrize("ply", [0, 11, 13, 99_999])
def test_a_saves_move_count_is_the_records(ply):
    """A save said 99,999 moves over a record of 12: its next save said 100,001, past
    the bound, and was refused as damaged (the game lost)."""
    match, rng = royal_twelve_moves_in()
    data = match.save_data()
    data[SAVE_KEY]["ply"] = ply
    again = Match.from_save(data)
    assert again.ply == match.ply
    step(again, rng)
    assert Match.from_save(again.save_data()).ply == match.ply + 1


@pytest.mark.parametrize(("game", "options", "earlier"), [
    ("nines", {"match_games": 4}, [[2, 2, 2, 2]] * 4),  # "game 5 of 4"
    ("nines", {"match_games": None, "match_target": 10}, [[8, 0, 0, 0], [3, 5, 0, 0]]),
    ("tiengow", {"match_games": 2}, [[1, -1, 0, 0]] * 2),
])
def test_a_save_of_a_game_after_its_match_was_over_is_refused(game, options, earlier):
    match = Match(game, seats(4), options, seed=3)
    match.start()
    data = match.save_data()
    data[SAVE_KEY].update(game_number=len(earlier) + 1, earlier_points=earlier)
    if game == "nines":
        data["game_number"] = len(earlier) + 1
        data["roll"] = None
    with pytest.raises(RecordError):
        Match.from_save(data)


def test_a_session_ends_after_its_thousandth_game():
    match = Match("tiengow", seats(4, humans=0), {"match_games": 5_000}, seed=2)
    match.start()
    play_game(match, random.Random(1))
    assert not match.match_decided()
    match.game_number = MAX_GAMES
    assert match.match_decided()


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_a_replay_steps_through_the_record(game, players):
    match = Match(game, seats(players, humans=0), seed=13)
    match.start()
    records = []
    play_game(match, random.Random(7), lambda m: records.append(m.record()))
    replay = Match.replay(match.record())
    assert replay.phase is Phase.REPLAY
    assert replay.show_all
    total = replay.replay_position()[1]
    assert total == len(records)
    for index in (total // 2, 3, total, 0, total - 1):
        assert replay.replay_seek(index) or index == replay.ply
        assert replay.replay_position() == (index, total)
        if index:
            expected = Match.replay(records[index - 1])
            assert replay.observation(0) == expected.observation(0)
    assert not replay.replay_seek(total - 1)
    replay.replay_seek(total)
    assert replay.record() == match.record()  # exported again, the record is the same
    assert isinstance(replay.submit(0, None), Refusal)
    assert replay.undo_blocked() == "replay"
    replay.end()
    assert replay.phase is Phase.REPLAY


def test_a_running_games_replay_keeps_the_hands_hidden():
    match = Match("royal", seats(4), seed=1)
    match.start()
    for _ in range(5):
        step(match, random.Random(1))
    assert not Match.replay(match.record()).show_all


@pytest.mark.parametrize("game", ["nines", "royal"])
def test_refusals_leave_the_match_as_it_was(game):
    match = Match(game, seats(4), seed=17)
    match.start()
    rng = random.Random(9)
    while match.phase is not Phase.HUMAN:
        step(match, rng)
    seat = match.to_move()
    before, ply = match.record(), match.ply
    other = (seat + 1) % 4
    wrong_seat = match.submit(other, match.rules.random_move(match.state, rng))
    assert isinstance(wrong_seat, Refusal)
    assert (wrong_seat.reason, wrong_seat.code) == ("it is not your turn", "out_of_turn")
    legal = match.legal_moves()
    assert legal
    not_his = match.submit(seat, dataclasses.replace(legal[0], seat=other))
    assert isinstance(not_his, Refusal) and not_his.code == "out_of_turn"
    illegal = next(m for m in all_moves(match, seat) if m not in legal)
    refused = match.submit(seat, illegal)
    assert isinstance(refused, Refusal)
    assert refused.reason and refused.code not in (None, "out_of_turn")
    assert refused.params == refused.error.params
    assert match.record() == before and match.ply == ply
    with pytest.raises(RuntimeError):
        match.play_chance()


def all_moves(match: Match, seat: int) -> list:
    """Moves of `seat`'s kind that the rules may refuse here: every legal move of some
    later or other position of the same game, re-seated."""
    rng = random.Random(0)
    other = Match(match.game, seats(4, humans=0), seed=match.seed + 1)
    other.start()
    found = []
    while other.phase is not Phase.GAME_OVER and len(found) < 200:
        if other.phase is not Phase.CHANCE:
            found += [dataclasses.replace(move, seat=seat)
                      for move in other.rules.legal_moves(other.state)]
        step(other, rng)
    return found


def test_the_match_imports_no_qt():
    script = textwrap.dedent("""
        import random, sys
        from core.match import Match, Phase
        from core.seating import SeatSpec
        for game, players in (("nines", 4), ("royal", 3), ("royal", 6)):
            match = Match(game, [SeatSpec("A", "human")]
                          + [SeatSpec("B", "ai:random")] * (players - 1), seed=1)
            match.start()
            rng = random.Random(1)
            while match.phase is not Phase.GAME_OVER:
                if match.phase is Phase.CHANCE:
                    match.play_chance()
                else:
                    match.submit(match.to_move(), match.rules.random_move(match.state, rng))
                if match.undo_blocked() is None:
                    assert match.undo() and match.redo()
            Match.from_save(match.save_data())
            Match.replay(match.record()).replay_seek(3)
        assert not [m for m in sys.modules if m.startswith("PySide6")], "Qt was imported"
        print("ok")
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_a_save_with_a_move_against_the_rules_says_which_and_whose():
    """A save's refusal kept only "does not fit the format or the rules" (its code and
    values were dropped on the way), where a record's says whose move broke which rule."""
    match, _ = royal_twelve_moves_in()
    data = match.save_data()
    trick = data["deals"][0]["tricks"][0]
    seat = (trick["leader"] + 1) % 4
    trick["cards"][1] = next(c for c in data["deals"][0]["hands"][(seat + 1) % 4]
                             if c not in trick["cards"])  # a card another seat holds
    with pytest.raises(RecordError) as refused:
        Match.from_save(data)
    assert refused.value.code == "illegal_move" and refused.value.params["seat"] == seat
