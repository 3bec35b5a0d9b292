"""Network play in the room: Game ▸ Host a table… (the dialog's table, the lobby with its
join code, a friend joining, Start now, the table), Game ▸ Join a table… (a table found,
an address typed, the join errors worded), leaving, the host quitting, and a networked
save continued. Everything runs on loopback (tests/gui/net/conftest.py)."""

from __future__ import annotations

import asyncio
import json
import random
import socket
import threading
import time
from concurrent.futures import Future
from typing import ClassVar

import pytest
from net_gui_helpers import patient_limits, play_our_seat
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from room_helpers import shown_window

from core.net import bot, discovery
from core.net.announcement import TableInfo
from core.net.protocol import PROTOCOL
from core.net.seats import HOST, OPEN
from core.net.table_config import NET_KEY, TableConfig
from core.records import load_record
from core.seating import SeatSpec
from gui.net import hosting, join_dialog
from gui.net.controller import NetController
from gui.net.host_dialog import HostDialog
from gui.net.join_dialog import JoinDialog, join_error_text
from gui.room.main_window import MainWindow
from gui.services import i18n, paths
from gui.services.settings import settings
from gui.stats import store
from gui.table.contracts import Step


class FakeAnnouncer:
    made: ClassVar[list[FakeAnnouncer]] = []

    def __init__(self, port, game, free_seats, host_name, *args, **kwargs):
        self.port, self.game, self.free, self.host_name = port, game, free_seats, host_name
        self.started = self.closed = False
        FakeAnnouncer.made.append(self)

    def start(self):
        self.started = True

    def update(self, free_seats):
        self.free = free_seats

    def close(self):
        self.closed = True


class FakeBrowser:
    made: ClassVar[list[FakeBrowser]] = []

    def __init__(self, on_change, **kwargs):
        self.on_change = on_change
        self.failure = None
        self.started = self.closed = False
        FakeBrowser.made.append(self)

    def start(self):
        self.started = True

    def close(self):
        self.closed = True


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch, qtbot):
    """Nothing announced nor looked for on the network; every hosted table closed (and
    its thread ended) before the next test."""
    monkeypatch.setenv(discovery.ENV, "loopback")
    FakeAnnouncer.made.clear()
    FakeBrowser.made.clear()
    monkeypatch.setattr(hosting, "Announcer", FakeAnnouncer)
    monkeypatch.setattr(join_dialog, "Browser", FakeBrowser)
    yield
    tables = hosting.open_tables()
    for table in tables:
        table.stop()
    qtbot.waitUntil(lambda: all(table.finished for table in tables), timeout=10_000)


def bot_on_thread(port: int, code: str, name: str = "Bot", **kwargs) -> Future:
    """A computer client (core.net.bot) that joins 127.0.0.1:port and plays its seat on a
    thread of its own; the future: its exit code, or the JoinError."""
    future: Future = Future()

    def run() -> None:
        try:
            future.set_result(asyncio.run(bot.join("127.0.0.1", port, code=code, name=name,
                                                   level="random", **kwargs)))
        except BaseException as exc:  # handed to the test
            future.set_exception(exc)

    threading.Thread(target=run, daemon=True).start()
    return future


def hosting_window(qtbot, window: MainWindow, monkeypatch, game: str = "nines",
                   kinds=(HOST, OPEN, "ai:easy", "ai:easy")) -> None:
    """Host a table of `game` from the window (the dialog accepted with `kinds`)."""
    window.network.limits = patient_limits()
    window.network.port = 0
    window.ask = lambda title, text: True

    def accept(dialog: HostDialog) -> int:
        dialog.game_box.setCurrentIndex(("royal", "nines").index(game))
        for i, kind in enumerate(kinds):
            dialog.kind_boxes[i].setCurrentIndex(dialog.KINDS.index(kind))
        if game == "nines":
            dialog.length_box.setCurrentIndex(0)  # one game
        dialog.your_name.setText("Hana")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(HostDialog, "exec", accept)
    window.host_table()
    qtbot.waitUntil(lambda: window.lobby.code_text() != "", timeout=10_000)


def test_host_dialog_gives_the_table(qtbot):
    dialog = HostDialog("nines")
    qtbot.addWidget(dialog)
    for i, kind in enumerate((OPEN, HOST, "ai:hard", OPEN)):
        dialog.kind_boxes[i].setCurrentIndex(dialog.KINDS.index(kind))
    dialog.your_name.setText("Hana")
    dialog.name_edits[2].setText("Robot")
    config = dialog.table_config()
    assert config.game == "nines"
    assert list(config.seats) == [OPEN, HOST, "ai:hard", OPEN]
    assert config.host_name == "Hana" and config.names[1] == "Hana"
    assert config.names[2] == "Robot"
    assert config.save_path is not None and config.save_path.name == "autosave-nines.json"
    # exactly one seat is yours: another "You" takes it over, none refuses OK
    dialog.kind_boxes[3].setCurrentIndex(dialog.KINDS.index(HOST))
    assert [dialog.kind(i) for i in range(4)] == [OPEN, OPEN, "ai:hard", HOST]
    dialog.kind_boxes[3].setCurrentIndex(dialog.KINDS.index(OPEN))
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled() and dialog.problem.isVisibleTo(dialog)
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    # no seat open for a friend: the table started at once, a game of computers alone
    for i, kind in enumerate((HOST, "ai:easy", "ai:hard", "ai:medium")):
        dialog.kind_boxes[i].setCurrentIndex(dialog.KINDS.index(kind))
    assert not ok.isEnabled() and "Open a seat for a friend" in dialog.problem.text()
    assert not dialog.scroller.isAncestorOf(dialog.problem)  # never scrolled out of sight
    dialog.kind_boxes[2].setCurrentIndex(dialog.KINDS.index(OPEN))
    assert ok.isEnabled() and not dialog.problem.isVisibleTo(dialog)


def test_hosting_shows_the_lobby_and_a_friend_starts_the_game(qtbot, window, monkeypatch):
    hosting_window(qtbot, window, monkeypatch)
    lobby = window.lobby
    assert window.pages.currentWidget() is lobby
    code = lobby.code_text()
    assert len(code) == 6 and lobby.code.text() == code
    assert window.menus.act_leave.isVisible() and window.menus.act_lobby.isVisible()
    qtbot.waitUntil(lambda: bool(lobby.seat_texts()) and "Hana" in lobby.seat_texts()[0],
                    timeout=10_000)
    hosted = window.network.hosted
    assert hosted is not None
    assert FakeAnnouncer.made and FakeAnnouncer.made[-1].free == 1
    friend = bot_on_thread(hosted.port, code, "Petr")
    # every open seat taken: the game starts by itself and the table comes
    qtbot.waitUntil(lambda: isinstance(window.controller, NetController), timeout=15_000)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.game_page, timeout=5000)
    assert any("Petr" in line for line in lobby.seat_texts())
    qtbot.waitUntil(lambda: window.controller.phase == "human", timeout=20_000)
    window.ask = lambda title, text: True
    window.network.leave()
    assert friend.result(15) in (0, 3)


def joining_window(qtbot, window: MainWindow, monkeypatch, address: str, code: str,
                   name: str = "Petr") -> None:
    """Join the table at `address` from the window's Join dialog (typed in, Join clicked)."""
    window.ask = lambda title, text: True

    def join(dialog: JoinDialog) -> int:
        dialog.show()
        dialog.address.setText(address)
        dialog.code.setText(code)
        dialog.name.setText(name)
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted
                        or dialog.join_button.isEnabled(), timeout=10_000)
        return dialog.result()

    monkeypatch.setattr(JoinDialog, "exec", join)
    window.join_table()


def test_the_start_screen_offers_hosting_and_joining(qtbot, window, monkeypatch):
    opened: list[str] = []
    monkeypatch.setattr(HostDialog, "exec", lambda dialog: opened.append("host") or 0)
    monkeypatch.setattr(JoinDialog, "exec", lambda dialog: opened.append("join") or 0)
    screen = window.start_screen
    assert screen.host_button.isVisible() and screen.join_button.isVisible()
    qtbot.mouseClick(screen.host_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(screen.join_button, Qt.MouseButton.LeftButton)
    assert opened == ["host", "join"]
    assert window.pages.currentWidget() is screen and not window.network.active


def test_start_now_gives_the_open_seats_to_computers(qtbot, window, monkeypatch):
    hosting_window(qtbot, window, monkeypatch, kinds=(OPEN, HOST, OPEN, "ai:easy"))
    lobby = window.lobby
    qtbot.waitUntil(lambda: lobby.start_button.isEnabled(), timeout=10_000)
    assert lobby.start_button.isVisible() and lobby.close_button.isVisible()
    assert not lobby.leave_button.isVisible()
    assert window.menus.act_leave.text() == "Clos&e your table"  # the host's leaving

    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.controller, NetController), timeout=15_000)
    assert window.pages.currentWidget() is window.game_page
    ctl = window.controller
    assert ctl.seat == 1 and window.game_page.host.table is not None
    qtbot.waitUntil(lambda: ctl.phase == "human", timeout=20_000)
    qtbot.waitUntil(paths.autosave_file("nines").exists, timeout=10_000)
    window.refresh_continue()
    assert not window.menus.act_continue.isEnabled()  # the game saved is this table's
    # no undo nor hint at a network table, each saying why
    assert not window.undo_actions.act_undo.isEnabled()
    assert "network table" in window.undo_actions.act_undo.toolTip()
    assert not window.menus.act_hint.isEnabled()
    assert "network table" in window.menus.act_hint.toolTip()
    # the lobby is there during play too, with a way back to the table
    window.menus.act_lobby.trigger()
    assert window.pages.currentWidget() is lobby and lobby.table_button.isVisible()
    assert "computer" in lobby.seat_texts()[0]
    qtbot.mouseClick(lobby.table_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.game_page


def test_a_hosted_tables_finished_game_goes_into_the_hosts_history(qtbot, window,
                                                                   monkeypatch):
    hosting_window(qtbot, window, monkeypatch, kinds=(HOST, OPEN, "ai:easy", "ai:easy"))
    before = store.history().call(lambda history: history.count())
    qtbot.waitUntil(lambda: window.lobby.start_button.isEnabled(), timeout=10_000)
    qtbot.mouseClick(window.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.controller, NetController), timeout=15_000)
    ctl = window.controller
    play_our_seat(qtbot, ctl, window.game_page.host.table, random.Random(3))
    assert ctl.phase == "match_over" and ctl.disconnected() is None

    qtbot.waitUntil(lambda: store.history().call(lambda h: h.count()) == before + 1,
                    timeout=10_000)
    record = store.history().call(
        lambda h: h.record(h.query("SELECT MAX(id) FROM games")[0][0]))
    # the host's full record (every hand in it), which the referee takes
    load_record(json.dumps(record))
    kinds = [p["kind"] for p in record["players"]]
    assert kinds[0] == "human" and kinds[2:] == ["ai:easy", "ai:easy"], kinds
    assert record["players"][0]["name"] == "Hana"


def test_a_friend_joins_from_the_join_window_and_sees_the_lobby(qtbot, window, monkeypatch):
    hosting_window(qtbot, window, monkeypatch, kinds=(HOST, OPEN, OPEN, "ai:easy"))
    hosted = window.network.hosted
    friend = shown_window(qtbot)
    friend.start_game("royal", [SeatSpec("Petr", "human"), *(
        SeatSpec(f"AI {i}", "ai:random") for i in (1, 2, 3))], seed=1)
    assert friend.windowTitle().startswith("Royal Domino")
    joining_window(qtbot, friend, monkeypatch, f"127.0.0.1:{hosted.port}",
                   window.lobby.code_text().lower())
    assert friend.pages.currentWidget() is friend.lobby
    assert friend.windowTitle() == "Nines and Heavens – Herna"
    lobby = friend.lobby
    assert not lobby.hosting and not lobby.host_box.isVisibleTo(friend)
    assert not lobby.start_button.isVisibleTo(friend)
    assert lobby.leave_button.isVisibleTo(friend)
    assert friend.menus.act_leave.text() == "Lea&ve the table"
    assert "Hana" in lobby.title.text()
    assert lobby.seat_texts()[0].endswith("the host")
    # both lobbies follow: Petr sits at seat 2; the host starts the game
    qtbot.waitUntil(lambda: any("Petr" in line for line in window.lobby.seat_texts()),
                    timeout=10_000)
    qtbot.waitUntil(lambda: "Petr here you" in lobby.seat_texts()[1], timeout=10_000)
    assert "waiting for a friend" in lobby.seat_texts()[2]
    qtbot.mouseClick(window.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(friend.controller, NetController)
                    and isinstance(window.controller, NetController), timeout=15_000)
    assert friend.pages.currentWidget() is friend.game_page
    assert friend.controller.seat == 1 and friend.controller.host_name == "Hana"
    assert lobby.seat_texts()[1].startswith("Seat 2 Petr")
    # the friend leaves (asked first): the host is told, a computer plays the seat
    asked = []
    friend.ask = lambda title, text: asked.append(text) or True
    friend.menus.act_leave.trigger()
    assert asked and "computer plays your seat" in asked[0]
    assert friend.pages.currentWidget() is friend.start_screen
    assert friend.controller is None and not friend.network.active
    qtbot.waitUntil(lambda: "a computer plays" in window.lobby.seat_texts()[1],
                    timeout=10_000)
    friend.close()


def test_a_friend_who_leaves_the_lobby_frees_the_seat_for_another(qtbot, window,
                                                                  monkeypatch):
    """Before the game began, leaving said a computer would play the seat, the host's
    lobby said so too, and the next friend got the seat with the leaver's token."""
    hosting_window(qtbot, window, monkeypatch, kinds=(HOST, OPEN, OPEN, "ai:easy"))
    hosted = window.network.hosted
    friend = shown_window(qtbot)
    joining_window(qtbot, friend, monkeypatch, f"127.0.0.1:{hosted.port}",
                   window.lobby.code_text())
    qtbot.waitUntil(lambda: "Petr" in window.lobby.seat_texts()[1], timeout=10_000)
    from gui.net import kept_seats

    code = window.lobby.code_text()
    assert kept_seats.token_for("127.0.0.1", hosted.port, code) is not None
    asked = []
    friend.ask = lambda title, text: asked.append(text) or True
    friend.menus.act_leave.trigger()
    assert asked == ["Leave Hana's table? Your seat is free again for another player."]
    # and Join no longer promises it back ("You had a seat at this table")
    assert kept_seats.token_for("127.0.0.1", hosted.port, code) is None
    qtbot.waitUntil(lambda: "waiting for a friend" in window.lobby.seat_texts()[1],
                    timeout=10_000)
    assert "computer" not in window.lobby.seat_texts()[1]
    friend.close()


def test_a_friend_whose_herna_closed_takes_the_same_seat_back(qtbot, window, monkeypatch):
    hosting_window(qtbot, window, monkeypatch, kinds=(HOST, OPEN, "ai:easy", "ai:easy"))
    hosted = window.network.hosted
    code = window.lobby.code_text()
    friend = shown_window(qtbot)
    joining_window(qtbot, friend, monkeypatch, f"127.0.0.1:{hosted.port}", code)
    qtbot.waitUntil(lambda: isinstance(friend.controller, NetController), timeout=15_000)
    token = friend.controller.session.welcome.token
    said: list[str] = []  # the host's status line, in the game (its lobby is not shown)
    window.statusBar().messageChanged.connect(said.append)
    # the friend's Herna dies: its connection ends without a word
    friend.controller.session.stop()
    qtbot.waitUntil(lambda: "away" in window.lobby.seat_texts()[1]
                    or "computer" in window.lobby.seat_texts()[1], timeout=10_000)
    gone = "Petr has left the table: a computer plays that seat until Petr is back."
    qtbot.waitUntil(lambda: gone in said, timeout=10_000)
    friend.network.end()
    friend.close()
    # started again, the Join window knows the table, and Join takes the seat back
    dialog = JoinDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.address.text() == f"127.0.0.1:{hosted.port}" and dialog.code.text() == code
    assert "takes it back" in dialog.problem_text()
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.controller is not None, timeout=10_000)
    assert dialog.controller.seat == 1
    assert dialog.controller.session.welcome.token == token
    qtbot.waitUntil(lambda: window.lobby.seat_texts()[1].startswith("Seat 2 Petr")
                    and "here" in window.lobby.seat_texts()[1], timeout=10_000)
    qtbot.waitUntil(lambda: "Petr is back at the table." in said, timeout=10_000)
    assert said.count(gone) == 1  # once, not again as the computer takes over
    dialog.controller.session.stop()


def test_the_host_quitting_is_told_once_and_the_game_stays(qtbot, window, monkeypatch,
                                                         tmp_path):
    hosting_window(qtbot, window, monkeypatch)
    friend = shown_window(qtbot)
    joining_window(qtbot, friend, monkeypatch, f"127.0.0.1:{window.network.hosted.port}",
                   window.lobby.code_text())
    qtbot.waitUntil(lambda: isinstance(friend.controller, NetController), timeout=15_000)
    ctl = friend.controller
    qtbot.waitUntil(lambda: ctl.game_number() == 1, timeout=10_000)
    asked = []
    friend.ask = lambda title, text: asked.append((title, text)) and False
    window.network.leave(ask=False)  # the host closes its table
    qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    qtbot.wait(300)
    assert len(asked) == 1
    assert asked[0][0] == "The host closed the table"
    assert "Hana has closed the table" in asked[0][1] and "record" in asked[0][1]
    assert friend.controller is ctl and friend.pages.currentWidget() is friend.game_page
    # the game can be kept: its record is the friend's public record of it
    kept = tmp_path / "kept.json"
    assert friend.export_record(str(kept))
    assert json.loads(kept.read_text(encoding="utf-8"))["public"] == {"seat": 1}
    friend.close()


def test_join_errors_are_worded(qtbot, window, monkeypatch):
    hosting_window(qtbot, window, monkeypatch)
    port = window.network.hosted.port
    dialog = JoinDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.join_button.isDefault()  # Return joins

    def attempt(address: str, code: str) -> str:
        dialog.address.setText(address)
        dialog.code.setText(code)
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(dialog.join_button.isEnabled, timeout=10_000)
        return dialog.problem_text()

    assert "not this table's join code" in attempt(f"127.0.0.1:{port}", "WRONG1")
    with socket.socket() as spare:  # a port nobody listens on
        spare.bind(("127.0.0.1", 0))
        free = spare.getsockname()[1]
    assert "No table answers at that address" in attempt(f"127.0.0.1:{free}", "ABCDEF")
    assert "Type the host's address" in attempt("not an address:x", "ABCDEF")
    assert "Type the join code" in attempt(f"127.0.0.1:{port}", " ")
    for bad in ("AB", "ABC-EF"):  # said at once, not asked of the host (a wrong guess)
        dialog.code.setText(bad)
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert dialog.problem_text().startswith("A join code has 6 letters and digits")
        assert dialog.join_button.isEnabled()
    qtbot.keyClicks(dialog.code, "X")  # typing anew: the refusal is done with
    assert dialog.problem_text() == ""
    assert dialog.result() != QDialog.DialogCode.Accepted
    i18n.apply("cs")
    assert "kód" in join_error_text("code") and "Herny" in join_error_text("protocol")
    for code in ("full", "banned", "busy", "closed", "token", "timeout", "anything"):
        assert join_error_text(code)


def test_the_tables_found_are_listed_and_one_fills_the_address(qtbot):
    dialog = JoinDialog(game_name=lambda game: {"nines": "Nines"}.get(game, game))
    qtbot.addWidget(dialog)
    dialog.show()
    browser = FakeBrowser.made[-1]
    assert browser.started
    tables = [TableInfo("nines", 2, "Hana", PROTOCOL, 47474, ("192.168.1.5",), "a"),
              TableInfo("royal", 1, "Old", PROTOCOL + 1, 47474, ("192.168.1.6",), "b")]
    browser.on_change(tables)  # from zeroconf's thread in the app
    qtbot.waitUntil(lambda: dialog.tables.count() == 2, timeout=5000)
    first, second = dialog.tables.item(0), dialog.tables.item(1)
    assert first.text() == "Hana's table: Nines, 2 free seats"
    assert not second.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "another version of Herna" in second.text()
    dialog.tables.setCurrentItem(first)
    assert dialog.address.text() == "192.168.1.5:47474"
    dialog.reject()
    assert browser.closed


def test_closing_the_window_never_waits_for_the_table(qtbot, monkeypatch):
    window = shown_window(qtbot)
    hosting_window(qtbot, window, monkeypatch)
    hosted = window.network.hosted
    started = time.perf_counter()
    window.close()
    assert time.perf_counter() - started < 0.2
    assert not window.isVisible()
    assert not window.network.active
    qtbot.waitUntil(lambda: hosted.finished, timeout=10_000)


def test_a_networked_save_continues_as_the_same_table(qtbot, window, monkeypatch, room):
    hosting_window(qtbot, window, monkeypatch, kinds=(HOST, OPEN, "ai:easy", "ai:easy"))
    code = window.lobby.code_text()
    window.network.start_now()
    qtbot.waitUntil(lambda: isinstance(window.controller, NetController), timeout=15_000)
    save = paths.autosave_file("nines")
    qtbot.waitUntil(save.exists, timeout=10_000)
    hosted = window.network.hosted
    window.show_start()  # closes the table (asked; the test says yes): the save stays
    qtbot.waitUntil(lambda: hosted.finished, timeout=10_000)
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data[NET_KEY]["code"] == code and data[NET_KEY]["seats"][0] == HOST
    window.refresh_continue()
    assert window.start_screen.panels["nines"].summary.startswith(
        "Unfinished network game (Continue opens the table again) with ")
    assert window.continue_game("nines")
    qtbot.waitUntil(lambda: window.lobby.code_text() == code, timeout=10_000)
    assert window.pages.currentWidget() is window.lobby
    qtbot.waitUntil(lambda: bool(window.lobby.seat_texts())
                    and "here" in window.lobby.seat_texts()[0], timeout=10_000)
    assert window.network.hosted.config.save_path == save
    # a friend rejoins with the code: the game goes on where it was
    friend = bot_on_thread(window.network.hosted.port, code, "Petr")
    qtbot.waitUntil(lambda: isinstance(window.controller, NetController), timeout=15_000)
    qtbot.waitUntil(lambda: window.controller.game_number() == 1, timeout=10_000)
    window.network.leave(ask=False)
    assert friend.result(15) in (0, 3)


def test_a_taken_port_gives_another_and_the_lobby_says_so(qtbot, window, monkeypatch):
    with socket.socket(socket.AF_INET6 if socket.has_dualstack_ipv6() else socket.AF_INET
                       ) as taken:
        taken.bind(("::" if socket.has_dualstack_ipv6() else "", 0))
        taken.listen()
        port = taken.getsockname()[1]
        table = hosting.HostedTable(TableConfig(game="nines", seats=[HOST, OPEN, OPEN, OPEN]),
                                    patient_limits())
        with qtbot.waitSignal(table.listening, timeout=10_000) as listened:
            table.start(port)
        assert listened.args[0] not in (0, port) and table.port == listened.args[0]
    lobby = window.lobby
    lobby.show_table("Nines", "Hana", hosting=True)
    lobby.show_host(table.code, table.port, ["192.168.1.5", "fe80::1"])
    assert "192.168.1.5:" in lobby.addresses.text() and "[fe80::1]:" in lobby.addresses.text()
    assert lobby.port_note.isVisibleTo(lobby) and "was taken" in lobby.port_note.text()
    table.stop()
    qtbot.waitUntil(lambda: table.finished, timeout=10_000)


def test_a_table_where_our_seat_is_kept_says_so_not_its_free_seats(qtbot):
    """A player who left a started table read "0 free seats" there, though Join takes
    their seat back."""
    from gui.net import kept_seats

    kept_seats.keep("192.168.1.5", 47474, "ABCDEF", "192.168.1.5:47474", "t0ken-0f-our-seat")
    dialog = JoinDialog(game_name=lambda game: {"royal": "Royal Domino"}.get(game, game))
    qtbot.addWidget(dialog)
    dialog.show()
    tables = [TableInfo("royal", 0, "Eva", PROTOCOL, 47474, ("192.168.1.5",), "a"),
              TableInfo("royal", 0, "Ota", PROTOCOL, 47474, ("192.168.1.7",), "b")]
    FakeBrowser.made[-1].on_change(tables)
    qtbot.waitUntil(lambda: dialog.tables.count() == 2, timeout=5000)
    assert dialog.tables.item(0).text() == "Eva's table: Royal Domino, your seat is kept for you"
    assert dialog.tables.item(1).text() == "Ota's table: Royal Domino, 0 free seats"
    dialog.reject()


def test_a_friends_coming_or_going_leaves_the_status_line_as_it_was(qtbot, window,
                                                                    monkeypatch):
    """"Cecilie is back at the table." took the place of the turn's prompt for good."""
    from gui.room import network_table

    monkeypatch.setattr(network_table, "NOTICE_MS", 50)
    bar = window.statusBar()
    bar.showMessage("Your turn: drag a tile to the table.")
    window.network._notice("Cecilie is back at the table.")
    assert bar.currentMessage() == "Cecilie is back at the table."
    qtbot.waitUntil(lambda: bar.currentMessage() == "Your turn: drag a tile to the table.",
                    timeout=2000)
    window.network._notice("Petr is back at the table.")
    bar.showMessage("Petr is thinking…")  # said since: it stays
    qtbot.wait(150)
    assert bar.currentMessage() == "Petr is thinking…"
    # a notice on an empty line goes too (it stayed for good)
    bar.clearMessage()
    window.network._notice("Petr has left the table.")
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=2000)
    # a notice over a notice: the line comes back to what was there before both (the
    # host read "Petr is back" again while Petr was gone)
    bar.showMessage("Your turn.")
    window.network._notice("Petr is back at the table.")
    window.network._notice("Petr has left the table.")
    qtbot.wait(150)
    assert bar.currentMessage() == "Your turn."


def test_next_game_at_a_network_table_says_it_waits_for_the_others(qtbot, window, settle):
    """A friend's Next game (the Nines table's own button calls the controller) left a
    blank table without a word until everyone was ready."""
    from test_net_controller import fed_controller

    window.ask = lambda title, text: True
    _local, session, ctl = fed_controller(qtbot, settle, "nines", 4, seat=1)
    window.network._seated(ctl)
    try:
        ctl._step = Step.GAME_OVER  # the game just ended at the table
        ctl.next_game()
        assert session.readies == 1
        assert window.statusBar().currentMessage() == (
            "Waiting for the other players to be ready for the next game…")
    finally:
        window.network.controller = None



def test_a_seat_at_a_table_since_closed_is_said_so_at_the_same_address(qtbot, window,
                                                                        monkeypatch):
    """The host closed the table we had a seat at and opened another at the same
    address: Join offered the old code, promised the seat back, and then said only "not
    this table's join code"."""
    from gui.net import kept_seats

    hosting_window(qtbot, window, monkeypatch)
    port = window.network.hosted.port
    kept_seats.keep("127.0.0.1", port, "OLDCDE", f"127.0.0.1:{port}", "t" * 32)
    from gui.net.host_dialog import NETWORK_GROUP

    group = settings().group(NETWORK_GROUP)
    group["address"] = f"127.0.0.1:{port}"
    settings().set_group(NETWORK_GROUP, group)
    dialog = JoinDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.code.text() == "OLDCDE" and "takes it back" in dialog.problem_text()
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled()
                    and "closed" in dialog.problem_text(), timeout=10_000)
    assert dialog.problem_text().startswith("The table you had a seat at has closed")
    assert dialog.code.text() == "" and kept_seats.token_for("127.0.0.1", port,
                                                               "OLDCDE") is None


def test_a_guests_lobby_and_the_join_list_fit_800x600_at_200_percent(qtbot):
    """Long names made the guest's lobby scroll sideways (its Leave button half off the
    screen) and the Join window's list of tables too."""
    from PySide6.QtWidgets import QScrollArea

    from core.net.announcement import TableInfo
    from core.net.protocol import SeatInfo
    from gui.net.lobby import LobbyPage
    from gui.services.text_size import text_size

    text_size().attach(QApplication.instance())
    settings().text_size = 200
    try:
        page = LobbyPage()
        qtbot.addWidget(page)
        long = "Žofie Dvořáková-Nováčková Nejdelšíjméno"
        page.show_table("Devítky a nebesa", long, hosting=False)
        page.show_seats([SeatInfo(name=long, kind="human", status="here"),
                         SeatInfo(name="W" * 40, kind="human", status="here"),
                         SeatInfo(name="Bára", kind="open", status="open"),
                         SeatInfo(name="Cyril", kind="ai:hard", status="computer")], 1, True)
        page.resize(780, 540)
        page.show()
        qtbot.waitExposed(page)
        scroll = page.findChild(QScrollArea)
        qtbot.waitUntil(lambda: scroll.horizontalScrollBar().maximum() == 0, timeout=2000)
        assert page.seat_texts()[1].startswith("Seat 2 " + "W" * 40)  # whole in its text
        assert page.leave_button.mapTo(page, page.leave_button.rect().topRight()).x() <= 780
        dialog = JoinDialog(game_name=lambda game: game)
        qtbot.addWidget(dialog)
        dialog._show_tables([TableInfo(game="nines", free_seats=2, host_name=long,
                                       protocol=PROTOCOL, port=47474,
                                       addresses=("192.168.1.5",), service_name="x")])
        dialog.resize(760, 560)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.tables.horizontalScrollBar().maximum() == 0
    finally:
        settings().text_size = 100
        text_size().apply()


def test_being_taken_off_a_table_in_play_is_said_in_a_box_as_in_the_lobby(qtbot, window):
    """In the game, a seat taken up from another window was only a status line (cut at
    200 %) over a frozen table; in the lobby it was a box."""

    class Seat:  # our seat at a started table, before any record came
        host_name = "Hana"

        def public_record(self):
            return None

    network = window.network
    network.controller, network._on_table = Seat(), True
    try:
        network._lost("kicked")
        assert window.messages[-1] == (
            "Your seat at Hana's table was taken up by another window of yours.")
    finally:
        network.controller, network._on_table = None, False
