"""The controller plays whole games, takes human moves, saves and continues."""

from __future__ import annotations

import pytest
from room_helpers import ai_seats, all_views, step_moves

from core.errors import IllegalMove, RecordError
from gui.play import autosave
from gui.play.controller import GameController, SeatSpec
from gui.services import i18n, paths
from gui.table import reasons


@pytest.mark.parametrize(("game", "players"), [("royal", 4), ("royal", 3), ("nines", 4),
                                              ("tiengow", 4)])
def test_computer_only_game_runs_to_game_over(qtbot, game, players):
    ctl = GameController(game, ai_seats(players), seed=11)
    events = []
    ctl.events_applied.connect(events.extend)
    with qtbot.waitSignal(ctl.game_over, timeout=60_000):
        ctl.start()
    assert ctl.is_over()
    assert sum(ctl.scores()) == (8 if game == "nines" else 0)  # Tien Gow: chips change hands
    assert ctl.move_count() > 0 and len(events) >= ctl.move_count()
    assert ctl.viewer() == 0  # a game without humans shows seat 0
    ctl.shutdown()


def test_nines_match_carries_into_the_next_game(qtbot):
    ctl = GameController("nines", ai_seats(4), {"match_games": 2}, seed=5)
    with qtbot.waitSignal(ctl.game_over, timeout=60_000):
        ctl.start()
    first = ctl.scores()
    assert not ctl.match_decided()
    with qtbot.waitSignal(ctl.match_over, timeout=60_000):
        ctl.next_game()
    assert ctl.game_number() == 2
    assert ctl.observation(0).game_number == 2
    assert ctl.match_scores() == [a + b for a, b in zip(first, ctl.scores(), strict=True)]
    ctl.shutdown()


def test_royal_session_goes_on_with_carried_matchsticks(qtbot):
    ctl = GameController("royal", ai_seats(3), {"matchsticks": 20}, seed=3)
    with qtbot.waitSignal(ctl.game_over, timeout=60_000):
        ctl.start()
    stocks = ctl.observation(0).stocks
    assert sum(stocks) == 60
    with qtbot.waitSignal(ctl.game_started):
        ctl.next_game()
    assert ctl.observation(0).stocks == stocks  # the new game starts from the old stocks
    with qtbot.waitSignal(ctl.match_over):
        ctl.end_match()  # the players end the session
    assert ctl.phase == "match_over"
    ctl.shutdown()


def _human_game(qtbot):
    seats = [SeatSpec("Eva", "human"), *ai_seats(3)]
    ctl = GameController("royal", seats, seed=21)
    with qtbot.waitSignal(ctl.human_to_move, timeout=30_000) as blocker:
        ctl.start()
    assert blocker.args == [0]
    return ctl


def test_refused_move_names_the_core_reason_and_changes_nothing(qtbot):
    ctl = _human_game(qtbot)
    from core.royal.cards import CARDS, card_name
    from core.royal.moves import PlayCard

    hand = ctl.observation().hand
    move = PlayCard(0, next(c for c in CARDS if c not in hand))
    with pytest.raises(IllegalMove) as expected:
        ctl.rules.apply(ctl.rules.clone(ctl.match.state), move)
    before, count = all_views(ctl), ctl.move_count()
    with qtbot.waitSignal(ctl.move_refused) as blocker:
        refusal = ctl.submit(move)
    assert refusal is blocker.args[0]  # the core's own value, handed to the view
    assert (refusal.code, refusal.params) == (expected.value.code, expected.value.params)
    assert (refusal.code, refusal.params) == ("not_held", {"card": move.card})
    name = card_name(move.card)
    assert reasons.worded(refusal) == f"{name[0].upper()}{name[1:]} is not in your hand."
    assert all_views(ctl) == before and ctl.move_count() == count
    assert ctl.phase == "human"
    out_of_turn = ctl.submit(PlayCard(1, hand[0]))
    assert out_of_turn.code == "out_of_turn"
    assert reasons.worded(out_of_turn) == "It is not your turn."
    legal = ctl.legal_moves()
    assert legal and all(m.seat == 0 for m in legal)
    with qtbot.waitSignal(ctl.events_applied):
        assert ctl.submit(legal[0]) is None
    assert ctl.move_count() == count + 1
    assert ctl.legal_moves() == [] or ctl.phase == "human"
    ctl.shutdown()


def test_a_revoke_is_explained_in_the_players_language(qtbot):
    from core.royal.moves import PlayCard

    ctl = _human_game(qtbot)
    while True:  # play on until seat 0 follows a trick while holding the led suit
        obs = ctl.observation()
        legal = ctl.legal_moves()
        revokes = [c for c in obs.hand if obs.trick and PlayCard(0, c) not in legal]
        if revokes:
            break
        with qtbot.waitSignal(ctl.human_to_move, timeout=30_000):
            ctl.submit(legal[0])
    suit = obs.trick[0][-1]
    refusal = ctl.submit(PlayCard(0, revokes[0]))
    assert (refusal.code, refusal.params) == ("must_follow", {"suit": suit})
    assert reasons.worded(refusal).startswith("You must follow suit: ")
    i18n.apply("cs")
    czech = {"R": "červené", "G": "zelené", "B": "modré", "S": "štíty"}[suit]
    assert reasons.worded(refusal) == f"Musíte přiznat barvu: {czech}."
    ctl.shutdown()


def test_autosave_after_every_move_and_continue_after_a_kill(qtbot, room):
    path = paths.autosave_file("royal")
    ctl = GameController("royal", ai_seats(4), {"matchsticks": 30}, seed=8, save_path=path)
    ctl.table_paced = True  # wait for animations_done: we step move by move
    checked = []

    def check(_events):
        data = autosave.read(path)
        assert data[autosave.SAVE_KEY]["ply"] == ctl.move_count()
        assert {k: v for k, v in data.items() if k != autosave.SAVE_KEY} == ctl.record()
        checked.append(ctl.move_count())

    ctl.events_applied.connect(check)
    ctl.start()
    step_moves(qtbot, ctl, 40)
    assert checked == list(range(1, 41))
    views, count = all_views(ctl), ctl.move_count()
    ctl.shutdown()  # the program dies here: only the file is left

    again = GameController.from_save(autosave.read(path), save_path=path)
    assert again.move_count() == count
    assert all_views(again) == views
    assert again.record()["deals"] == autosave.read(path)["deals"]
    with qtbot.waitSignal(again.game_over, timeout=60_000):
        again.resume()
    assert sum(again.scores()) == 0
    again.shutdown()


def test_continued_game_plays_on_exactly_like_the_original(qtbot):
    seats = ai_seats(4)
    first = GameController("nines", seats, seed=99, save_path=paths.autosave_file("nines"))
    first.table_paced = True
    first.start()
    step_moves(qtbot, first, 9)
    copy = GameController.from_save(autosave.read(paths.autosave_file("nines")))
    first.table_paced = copy.table_paced = False
    for ctl in (first, copy):
        with qtbot.waitSignal(ctl.game_over, timeout=60_000):
            ctl.animations_done() if ctl is first else ctl.resume()
    assert first.record() == copy.record()  # the same seeds, the same game
    first.shutdown()
    copy.shutdown()


@pytest.mark.parametrize("text", [b"{not json", b'{"format": "herna-record"}', b"[]"])
def test_broken_saves_are_refused(tmp_path, text):
    path = tmp_path / "save.json"
    path.write_bytes(text)
    with pytest.raises((autosave.SaveError, RecordError)):
        GameController.from_save(autosave.read(path))


def test_a_record_without_the_room_data_is_not_a_save(qtbot, tmp_path):
    ctl = GameController("nines", ai_seats(4), seed=1)
    with qtbot.waitSignal(ctl.game_over, timeout=60_000):
        ctl.start()
    with pytest.raises(RecordError):
        GameController.from_save(ctl.record())
    replay = GameController.replay(ctl.record())
    assert replay.phase == "replay" and replay.is_over()
    assert replay.scores() == ctl.scores()
    ctl.shutdown()
