"""A Royal replay stepped onto a trick's last card shows the trick in the middle (it
showed it taken away already); the next move, the new lead, clears it."""

from __future__ import annotations

from core.history_sample import sample_record
from gui.play.controller import GameController
from gui.royal.table import RoyalTable


def test_a_replay_shows_the_trick_just_taken_until_the_next_lead(qtbot):
    replay = GameController.replay(sample_record("royal", 5))
    view = RoyalTable(replay)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    replay.resume()
    checked = 0
    for ply in range(replay.replay_position()[1]):
        replay.replay_seek(ply)
        obs = replay.observation()
        if obs.phase != "tricks" or obs.trick or not obs.tricks:
            continue
        last = obs.tricks[-1]
        assert [item.card for _, item in view.trick] == list(last.cards), ply
        replay.replay_seek(ply + 1)  # the winner leads
        assert [seat for seat, _ in view.trick] == [last.winner], ply
        checked += 1
        if checked == 3:
            break
    assert checked == 3
