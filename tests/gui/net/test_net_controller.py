"""The room's network seat: `NetSession` and `NetController` on the room's real tables,
against a real host on 127.0.0.1 (whole games of both games), and against a stand-in
session fed by hand (pacing, privacy, refusals, the connection's end)."""

from __future__ import annotations

import random

import pytest
from net_gui_helpers import (
    FakeSession,
    LocalHost,
    host_views,
    hosted,
    join_seat,
    listen,
    play_our_seat,
    put_up_table,
    refusal_code,
)

from core.errors import IllegalMove
from core.match import Phase
from core.net.client import JoinError
from core.net.protocol import Bye, GameOverMsg, Lobby, MatchOver, Refused, SeatInfo, Turn
from core.net.table_config import TableConfig
from core.nines.moves import ColumnsTaken, Lead
from core.royal.cards import CARDS
from core.royal.moves import LayCard, PlayCard
from gui.net.controller import NetController
from gui.net.session import NetSession
from gui.table import reasons
from gui.table.contracts import TableController

# --- against a stand-in session ------------------------------------------------------------


def fed_controller(qtbot, settle, game: str = "nines", players: int = 4, seat: int = 1,
                   seed: int = 7) -> tuple[LocalHost, FakeSession, NetController]:
    """A controller whose session was fed the new game's `state` before it was made."""
    local = LocalHost(game, players, seat, seed)
    session = FakeSession(local.welcome(), before=[local.start()])
    ctl = NetController(session, session.welcome)
    ctl.table_paced = True
    with qtbot.waitSignal(ctl.game_started, timeout=2000):
        pass  # the claimed messages are shown from the event loop
    settle()
    return local, session, ctl


def test_it_is_a_table_controller(qtbot, settle):
    local, _session, ctl = fed_controller(qtbot, settle)
    assert isinstance(ctl, TableController)
    assert ctl.game == "nines" and ctl.seat == 1 and ctl.game_number() == 1
    assert [s.human for s in ctl.seats] == [False, True, False, False]
    assert ctl.seats[1].kind == "human" and ctl.seats[0].kind == "ai:random"
    assert ctl.viewer() == ctl.bottom_seat() == 1
    assert not ctl.hot_seat and ctl.undo_blocked() == "network" and not ctl.can_redo()
    assert ctl.hint_blocked() == "network" and ctl.public_record() is None
    assert ctl.options == local.match.options


def test_a_burst_of_moves_is_shown_batch_by_batch_never_skipped(qtbot, settle):
    local, session, ctl = fed_controller(qtbot, settle, "royal", 6, seat=1)
    said = listen(ctl)
    burst = local.until_our_turn()  # the deal and five computers' cards
    assert len(burst) == 6
    session.feed(*burst)
    settle()
    for i, message in enumerate(burst):
        # one batch at a time: the table sees the position after it, the rest waits
        assert said.plies == [(1, m.position.ply) for m in burst[:i + 1]]
        assert ctl.phase == "animating"
        assert ctl.observation() == local.decode(message.position)
        ctl.animations_done()
        settle()
    assert ctl.most_queued >= len(burst) - 1
    assert said.turns == [1] and ctl.phase == "human"
    assert ctl.legal_moves() == local.match.legal_moves()
    # a computer's turn is said before its batch is shown
    computers = [m.position.to_move for m in burst[:-1] if m.position.phase == "computer"]
    assert said.thinking == computers


def test_not_paced_the_batches_come_at_once(qtbot, settle):
    local, session, ctl = fed_controller(qtbot, settle)
    ctl.table_paced = False
    said = listen(ctl)
    burst = local.until_our_turn()
    session.feed(*burst)
    settle()
    assert [p for _, p in said.plies] == [m.position.ply for m in burst]
    assert ctl.phase == "human"


def test_only_our_hand_is_ever_known_or_face_up(qtbot, settle):
    local, session, ctl = fed_controller(qtbot, settle, "royal", 5, seat=3)
    session.feed(*local.until_our_turn())
    qtbot.waitUntil(lambda: ctl.phase in ("animating", "human"), timeout=2000)
    while ctl.phase == "animating":
        ctl.animations_done()
        settle()
    assert ctl.phase == "human"
    assert ctl.face_up_seats() == frozenset({3})
    obs = ctl.observation()
    assert obs.seat == 3 and obs.hand and obs == local.match.observation(3)
    other = ctl.observation(0)  # never another seat's hand: ours, with nothing private
    assert other.seat == 3 and not other.hand
    assert ctl.observation(3) == obs


def test_our_move_goes_to_the_host_and_a_refusal_comes_back(qtbot, settle):
    local, session, ctl = fed_controller(qtbot, settle)
    session.feed(*local.until_our_turn())
    qtbot.waitUntil(lambda: ctl.phase in ("animating", "human"), timeout=2000)
    while ctl.phase == "animating":
        ctl.animations_done()
        settle()
    move = ctl.legal_moves()[0]
    assert ctl.submit(move) is None and session.sent == [move]
    # the host has not answered: another move now is out of turn, at once
    with qtbot.waitSignal(ctl.move_refused, timeout=1000) as blocker:
        refusal = ctl.submit(move)
    assert isinstance(refusal, IllegalMove) and refusal.code == "out_of_turn"
    assert blocker.args[0] is refusal and session.sent == [move]
    with qtbot.waitSignal(ctl.move_refused, timeout=2000) as blocker:
        session.feed(Refused(ref=1, code="not_held", params={"tile": "1-2"},
                             reason="you do not hold 1-2"))
    refusal = blocker.args[0]
    assert (refusal.code, refusal.params, str(refusal)) == (
        "not_held", {"tile": "1-2"}, "you do not hold 1-2")
    assert reasons.worded(refusal, ctl.seat_name) == "You do not hold commander (1-2)."
    assert ctl.phase == "human" and ctl.legal_moves()  # our turn still
    assert ctl.submit(move) is None and session.sent == [move, move]


def test_out_of_our_turn_a_move_is_refused_at_once(qtbot, settle):
    _local, session, ctl = fed_controller(qtbot, settle)
    assert ctl.phase != "human" and ctl.legal_moves() == []
    refused = []
    ctl.move_refused.connect(refused.append)
    refusal = ctl.submit(Lead(1, ("1-2",)))
    assert refused == [refusal] and refusal.code == "out_of_turn" and session.sent == []


def test_a_person_away_is_waited_for(qtbot, settle):
    local = LocalHost("nines", 4, seat=0, seed=3, people=(2,))
    session = FakeSession(local.welcome(), before=[local.start()])
    ctl = NetController(session, session.welcome)
    said = listen(ctl)
    qtbot.waitUntil(lambda: ctl.game_number() == 1, timeout=2000)
    burst = local.until_turn_of(2)
    session.feed(*burst)
    qtbot.waitUntil(lambda: ctl.move_count() == burst[-1].position.ply, timeout=2000)
    settle()
    assert ctl.phase == "thinking" and said.thinking[-1] == 2
    assert said.waiting[-1] == (2, False, None)
    assert ctl.waiting_text(2, False, None) == "Waiting for P2…"
    session.feed(Turn(seat=2, away=True, replaced_in=9.0))
    settle()
    seat, away, left = said.waiting[-1]
    assert (seat, away) == (2, True) and 8.0 <= left <= 9.0
    # (the English plural form comes with herna_en.qm: "4 seconds")
    assert ctl.waiting_text(2, True, 4.2).startswith(
        "Waiting for P2, who is away: a computer plays for them in 4 second")
    session.feed(Turn(seat=3, away=True, replaced_in=9.0))  # not the seat to move
    settle()
    assert said.waiting[-1][0] == 2


def person_at_two(qtbot, game: str):
    """A started table of `game` seen from seat 0, a person at seat 2: (the host, the
    session, the controller, the table, its parent: kept, or the table goes with it)."""
    local = LocalHost(game, 4, seat=0, seed=3, people=(2,))
    session = FakeSession(local.welcome(), before=[local.start()])
    ctl = NetController(session, session.welcome)
    _parent, view = put_up_table(qtbot, ctl)
    qtbot.waitUntil(lambda: ctl.game_number() == 1, timeout=2000)
    return local, session, ctl, view, _parent


def seat_two(local, status: str) -> Lobby:
    """The lobby of a started table with the person at seat 2 `status`."""
    infos = [*local.infos]
    infos[2] = SeatInfo(name="P2", kind="human", status=status)
    return Lobby(seats=infos, started=True)


@pytest.mark.parametrize("game", ["nines", "tiengow", "royal"])
def test_a_seat_says_who_plays_it_as_soon_as_the_lobby_changes(qtbot, settle, game):
    """A person leaves (a computer plays for them) and comes back while it is not their
    turn: their panel follows at once, not at their next turn."""
    local, session, ctl, view, _parent = person_at_two(qtbot, game)
    session.feed(*local.until_turn_of(0))
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=20_000)

    def shown() -> str:
        if game == "royal":
            return {"stand-in": "computer for now", "human": ""}.get(
                view.scenery.info[2].kind, view.scenery.info[2].kind)
        return str(view.seats.sc.plates[2].badge)

    assert shown() == ""
    session.feed(seat_two(local, "computer"))
    qtbot.waitUntil(lambda: shown() == "computer for now", timeout=2000)
    session.feed(seat_two(local, "here"))
    qtbot.waitUntil(lambda: shown() == "", timeout=2000)
    assert ctl.phase == "human"  # still our turn all along


@pytest.mark.parametrize("game", ["nines", "royal"])
def test_the_seat_panel_of_a_person_away_says_away_not_thinking(qtbot, settle, game):
    local, session, ctl, view, _parent = person_at_two(qtbot, game)
    session.feed(*local.until_turn_of(2))
    qtbot.waitUntil(lambda: ctl.phase == "thinking" and ctl.to_move() == 2, timeout=20_000)

    def panel() -> str:
        if game == "nines":
            return str(view.seats.sc.plates[2].badge)
        info = view.scenery.info[2]
        assert info.thinking
        return "away" if info.away else "thinking…"

    assert panel() == "thinking…"
    session.feed(seat_two(local, "away"))
    qtbot.waitUntil(lambda: panel() == "away", timeout=2000)
    assert ctl.seats[2].away
    session.feed(seat_two(local, "computer"))  # a computer plays the seat for them now
    qtbot.waitUntil(lambda: panel() == "thinking…", timeout=2000)
    assert ctl.seats[2].stand_in and not ctl.seats[2].away
    if game == "royal":
        assert view.scenery.info[2].kind == "stand-in"  # "computer for now"
    else:
        view.seats.thinking = -1  # (its turn over:) the plate says who plays it
        view.seats.refresh()
        assert view.seats.sc.plates[2].badge == "computer for now"
    session.feed(seat_two(local, "here"))
    settle()
    assert panel() == "thinking…" and not ctl.seats[2].away


def test_the_end_of_the_match_is_no_lost_connection(qtbot, settle):
    _local, session, ctl = fed_controller(qtbot, settle)
    said = listen(ctl)
    record = {"format": "herna-record", "public": {"seat": 1}}
    session.feed(GameOverMsg(game_number=1, scores=[1, 2, 3, 2], match_scores=[1, 2, 3, 2],
                             match_decided=True, match_winners=[2]),
                 MatchOver(record=record, match_winners=[2]))
    session.close("")
    settle()
    assert said.signals == ["game_over", "match_over"] and said.lost == []
    assert ctl.phase == "match_over" and ctl.match_decided()
    assert ctl.match_winners() == [2] and ctl.match_scores() == [1, 2, 3, 2]
    assert ctl.public_record() == record


def test_the_host_leaving_is_said_at_once_and_the_game_stays(qtbot, settle):
    local, session, ctl = fed_controller(qtbot, settle)
    said = listen(ctl)
    burst = local.until_our_turn()
    session.feed(*burst[:2])
    settle()
    assert ctl.phase == "animating"
    session.feed(Bye(reason="host_quit", record={"public": {"seat": 1}}))
    session.close("")
    settle()
    assert said.lost == ["host_quit"] and ctl.disconnected() == "host_quit"
    assert ctl.public_record() == {"public": {"seat": 1}}
    ctl.animations_done()  # what came before the bye is still shown
    settle()
    assert len(said.plies) == 2 and ctl.observation() is not None


@pytest.mark.parametrize("game", ["nines", "royal"])
def test_when_the_host_leaves_on_our_turn_the_table_takes_no_more_moves(qtbot, settle, game):
    local = LocalHost(game, 4, seat=0, seed=5)
    session = FakeSession(local.welcome(), before=[local.start()])
    ctl = NetController(session, session.welcome)
    _parent, view = put_up_table(qtbot, ctl)

    def taking_moves() -> bool:
        if game == "nines":
            return view.human.mode != "" or view.scenery.action.isVisible()
        return bool(view.play.legal) or bool(view.status_line.text())

    for _ in range(8):  # (Nines: past our takes from the wall, to tiles in the hand)
        session.feed(*local.until_our_turn())
        qtbot.waitUntil(lambda: ctl.phase == "human", timeout=20_000)
        qtbot.waitUntil(taking_moves, timeout=5000)
        if game == "royal" or view.human.mode in ("lead", "follow"):
            break
        ply = ctl.move_count()
        session.feed(local.step())  # our take, as the host would have it
        qtbot.waitUntil(lambda p=ply: ctl.move_count() > p, timeout=5000)
    if game == "nines":  # a tile chosen (laid on a stack, or raised for a lead), not played
        tile = view.human.hand()[0]
        if view.human.mode == "follow":
            view.human.put(tile, 0)
            assert view.tiles.is_pending(tile)
        else:
            view.human._toggle(tile)
            assert view.board.raised
    session.feed(Bye(reason="host_quit", record={"public": {"seat": 0}}))
    qtbot.waitUntil(lambda: not taking_moves(), timeout=5000)
    assert ctl.legal_moves() == [] and ctl.disconnected() == "host_quit"
    if game == "nines":
        assert view.scenery.caption.text == ""
        assert not any(view.board.pending) and not view.board.raised  # nothing left half-played


def test_a_dropped_connection_is_lost_and_our_turn_is_over(qtbot, settle):
    local, session, ctl = fed_controller(qtbot, settle)
    said = listen(ctl)
    session.feed(*local.until_our_turn())
    qtbot.waitUntil(lambda: ctl.phase in ("animating", "human"), timeout=2000)
    while ctl.phase == "animating":
        ctl.animations_done()
        settle()
    assert ctl.phase == "human"
    session.close("dropped")
    settle()
    assert said.lost == ["dropped"] and ctl.phase == "idle" and ctl.legal_moves() == []
    refusal = ctl.submit(local.match.legal_moves()[0])
    assert refusal is not None and refusal.code == "out_of_turn"


def test_an_event_of_a_seat_beyond_the_table_breaks_the_protocol(qtbot, settle):
    local, session, ctl = fed_controller(qtbot, settle, "royal", 3, seat=0)
    ctl.table_paced = False
    said = listen(ctl)
    burst = local.until_turn_of(1)
    played = next(m for m in burst if m.events and m.events[0]["kind"] == "CardPlayed")
    played.events[0]["seat"] = 5  # a hostile host's
    session.feed(*burst[:burst.index(played) + 1])
    qtbot.waitUntil(lambda: bool(said.lost), timeout=2000)
    assert said.lost[0].startswith("protocol:") and session.stopped
    assert len(said.plies) == burst.index(played)  # the batch never reached the table
    assert ctl.phase != "human"


def test_hold_keeps_the_moves_until_release(qtbot, settle):
    local, session, ctl = fed_controller(qtbot, settle)
    ctl.table_paced = False
    said = listen(ctl)
    ctl.hold()
    session.feed(*local.until_our_turn())
    settle()
    assert said.plies == []
    ctl.release()
    settle()
    assert said.plies and ctl.phase == "human"


def test_next_game_says_ready(qtbot, settle):
    _local, session, ctl = fed_controller(qtbot, settle)
    session.feed(GameOverMsg(game_number=1, scores=[1, 2, 3, 2], match_scores=[1, 2, 3, 2],
                             match_decided=False, match_winners=[]))
    settle()
    assert ctl.phase == "game_over" and not ctl.match_decided()
    ctl.next_game()
    assert session.readies == 1 and ctl.phase == "idle"


def test_shutdown_stops_the_session(qtbot, settle):
    _local, session, ctl = fed_controller(qtbot, settle)
    ctl.shutdown()
    ctl.shutdown()
    assert session.stopped


# --- against a real host -------------------------------------------------------------------


def test_a_wrong_join_code_fails(qtbot):
    config = TableConfig(game="nines", seats=["host", "open", "ai:random", "ai:random"])
    with hosted(config) as table:
        session = NetSession()
        with qtbot.waitSignal(session.failed, timeout=10_000) as blocker:
            session.join("127.0.0.1", table.port, "WRONG1", "Eva")
        error = blocker.args[0]
        assert isinstance(error, JoinError) and error.code == "code"
        assert session.state == "closed" and not session.send_move(Lead(1, ("1-2",)))
        session.stop()


def test_an_unreachable_host_fails(qtbot):
    config = TableConfig(game="nines", seats=["host", "ai:random", "ai:random", "ai:random"])
    with hosted(config) as table:
        port = table.port
    session = NetSession()
    with qtbot.waitSignal(session.failed, timeout=15_000) as blocker:
        session.join("127.0.0.1", port, "ABCDEF", "Eva")
    assert blocker.args[0].code == "unreachable"
    session.stop()


def test_the_host_quitting_leaves_the_game_on_the_table(qtbot):
    config = TableConfig(game="royal", seats=["ai:random", "host", "ai:random"],
                         names=["Ann", "Eva", "Bob"], seed=5)
    with hosted(config) as table:
        session, ctl = join_seat(qtbot, table, 1)
        said = listen(ctl)
        _window, view = put_up_table(qtbot, ctl)
        qtbot.waitUntil(lambda: ctl.phase == "human", timeout=10_000)
        assert ctl.seat_name(1) == "Eva" and ctl.seat_name(0) == "Ann"
        with qtbot.waitSignal(ctl.connection_lost, timeout=10_000) as blocker:
            table.thread.close()
        assert blocker.args == ["host_quit"] and said.lost == ["host_quit"]
        assert ctl.phase == "idle" and ctl.legal_moves() == []
        record = ctl.public_record()
        assert record is not None and record["public"] == {"seat": 1}
        assert ctl.game_number() == 1 and ctl.observation().hand and view.isVisible()
        qtbot.waitUntil(lambda: session.state == "closed", timeout=5000)
        ctl.shutdown()


def test_a_seat_taken_elsewhere_is_lost_and_taken_back_by_rejoining(qtbot):
    config = TableConfig(game="nines", seats=["ai:random", "host", "ai:random", "ai:random"],
                         seed=2)
    with hosted(config) as table:
        session, ctl = join_seat(qtbot, table, 1)
        said = listen(ctl)
        qtbot.waitUntil(lambda: ctl.game_number() == 1, timeout=10_000)
        other = NetSession()  # the same player from another window, with the token
        with qtbot.waitSignal(other.welcomed, timeout=10_000):
            other.join("127.0.0.1", table.port, table.code, "Eva", 1, session.welcome.token)
        qtbot.waitUntil(lambda: said.lost == ["kicked"], timeout=10_000)
        qtbot.waitUntil(lambda: session.state == "closed", timeout=5000)
        assert ctl.phase in ("idle", "animating") and ctl.legal_moves() == []
        with qtbot.waitSignal(ctl.game_started, timeout=10_000):
            session.rejoin()  # the host sends the whole view again
        assert ctl.disconnected() is None and session.state == "joined"
        qtbot.waitUntil(lambda: other.state == "closed", timeout=10_000)
        assert said.lost == ["kicked"] and ctl.observation().seat == 1
        ctl.shutdown()
        other.stop()


def check_whole_game(qtbot, table, ctl, said, seat: int, sent) -> dict:
    """What every whole game must show, once the match is over: our own view only, the
    batches one by one, the host's final scores, the rules' codes for the illegal moves,
    and our public record (it comes in the host's last message, after the game over that
    decided the match and so after the controller's match_over)."""
    qtbot.waitUntil(lambda: ctl.phase == "match_over" and ctl.public_record() is not None,
                    timeout=20_000)
    record = table.host.record
    assert record is not None and record["finished"]
    at = host_views(record, seat)
    for _game, ply, obs in said.views:  # the very view the host's match had for our seat
        assert obs.seat == seat and obs == at(ply)
    for other in said.others_seen:  # asked for another seat: nothing private of anyone
        assert other.seat == seat and not other.hand
    plies = [ply for _game, ply in said.plies]
    assert plies == list(range(plies[0], plies[0] + len(plies)))  # none skipped
    assert plies[-1] == len(table.host.match.rules.record_moves(record)[1])
    match = table.host.match
    assert ctl.scores() == match.scores() and ctl.match_scores() == match.match_scores()
    assert ctl.match_winners() == match.match_winners() and ctl.match_decided()
    for (_game, ply, wrong), refusal in zip(sent, said.refused, strict=True):
        assert refusal.code == refusal_code(record, ply, wrong) and refusal.code
    assert said.lost == [] and said.signals[-2:] == ["game_over", "match_over"]
    public = ctl.public_record()
    assert public is not None and public["public"] == {"seat": seat}
    return record


def test_a_whole_nines_game_against_the_hosts_computers(qtbot, settle):
    from gui.services.settings import settings

    settings().animation_speed = "fast"  # the table takes its time: the host's moves wait
    config = TableConfig(game="nines", seats=["ai:random", "host", "ai:easy", "ai:random"],
                         names=["Ann", "Eva", "Bob", "Cid"], seed=11, games=1)
    with hosted(config) as table:
        session, ctl = join_seat(qtbot, table, 1)
        said = listen(ctl)
        _window, view = put_up_table(qtbot, ctl)

        def illegal(obs):  # a tile we do not hold, or a lead while we must take
            held = set(obs.hand)
            return Lead(1, (next(t for t in ("1-2", "3-4", "5-6", "6-6") if t not in held),))

        sent = play_our_seat(qtbot, ctl, view, random.Random(3), illegal)
        record = check_whole_game(qtbot, table, ctl, said, 1, sent)
        assert len(said.refused) == 1 and said.turns and set(said.turns) == {1}
        assert ctl.most_queued >= 2  # bursts of the computers' moves were held
        for event in said.events:  # another seat's taken tiles are never sent
            if isinstance(event, ColumnsTaken) and event.seat != 1:
                assert event.tiles == ()
        assert len(record["rounds"]) >= 1 and sum(ctl.scores()) == len(
            [stack for rnd in record["rounds"] for stack in rnd["stacks"]])
        qtbot.waitUntil(lambda: session.state == "closed", timeout=5000)
        ctl.shutdown()


def test_a_whole_royal_game_with_bots_and_the_hosts_computers(qtbot):
    config = TableConfig(game="royal", seats=["open", "ai:random", "host", "open", "ai:easy",
                                              "open"],
                         names=["", "Ann", "Eva", "", "Bob", ""], seed=4, games=1)
    with hosted(config) as table:
        for i in range(3):
            table.add_bot(f"Bot {i + 1}", seed=i)
        table.wait_for_bots(qtbot)
        session, ctl = join_seat(qtbot, table, 2)
        said = listen(ctl)
        _window, view = put_up_table(qtbot, ctl)

        def illegal(obs):  # a card that is not in our hand
            card = next(c for c in CARDS if c not in set(obs.hand))
            return LayCard(2, card) if obs.phase == "domino" else PlayCard(2, card)

        sent = play_our_seat(qtbot, ctl, view, random.Random(5), illegal)
        record = check_whole_game(qtbot, table, ctl, said, 2, sent)
        assert ctl.scores() == record["totals"] and sum(record["totals"]) == 0
        assert view.scenery.scores.figures.totals == record["totals"]
        assert [view.scenery.info[s].total for s in range(6)] == record["totals"]
        names = [s.name for s in ctl.seats]  # the bots sit down in any order
        assert names[1:3] == ["Ann", "Eva"] and names[4] == "Bob"
        assert sorted(names[i] for i in (0, 3, 5)) == ["Bot 1", "Bot 2", "Bot 3"]
        assert [s.human for s in ctl.seats] == [True, False, True, True, False, True]
        # the bots are people to us: waited for, by name; the computers think
        assert {seat for seat, _away, _left in said.waiting} == {0, 3, 5}
        assert {1, 4} <= set(said.thinking) and len(said.turns) >= 20
        assert table.bot_exits() == [0, 0, 0]
        qtbot.waitUntil(lambda: session.state == "closed", timeout=5000)
        ctl.shutdown()


def started(game: str, seed: int) -> LocalHost:
    local = LocalHost(game, 4, 1, seed)
    local.start()
    return local


@pytest.mark.parametrize("game", ["nines", "tiengow"])
def test_a_lead_of_no_tile_is_refused_as_the_rules_say_it_not_sent(qtbot, settle, game):
    """Enter with no tile chosen at a friend's table read "Move(lead).tiles: 0 items,
    expected 1 to 4" (the message format's words): it is the rules' "No tile is chosen"."""
    def to_our_lead(local: LocalHost) -> list | None:
        """The host's messages up to a lead of our seat (ours played at random before)."""
        burst, match = local.until_our_turn(), local.match
        while match.phase is Phase.HUMAN:
            if type(match.rules.legal_moves(match.state)[0]).__name__ == "Lead":
                return burst
            burst += [local.step(), *local.until_our_turn()]
        return None  # our seat never led in this game

    seed = next(seed for seed in range(1, 50) if to_our_lead(started(game, seed)) is not None)
    local, session, ctl = fed_controller(qtbot, settle, game, 4, seat=1, seed=seed)
    burst = to_our_lead(local)
    assert burst is not None
    session.feed(*burst)
    settle()
    while ctl.phase == "animating":
        ctl.animations_done()
        settle()
    assert ctl.phase == "human" and type(ctl.legal_moves()[0]).__name__ == "Lead"
    said = listen(ctl)
    refusal = ctl.submit(type(ctl.legal_moves()[0])(1, ()))
    assert refusal is not None and refusal.code == "lead_count"
    assert reasons.worded(refusal) == "No tile is chosen."
    assert session.sent == [] and said.refused == [refusal]
