"""The room, the tables and the controller keep their contracts (`gui.table.contracts`; mypy
checks them statically, these at run time): the room hosts the real table of each game,
and a table module that is missing is an error, never a plain view."""

from __future__ import annotations

import dataclasses
import random
import sys

import pytest
from fake_controller import FakeController
from PySide6.QtWidgets import QWidget
from room_helpers import ai_seats

from gui.play.controller import GameController
from gui.room.table_host import TableHost, as_table
from gui.table.contracts import Table, TableController

TABLE_CLASSES = {"royal": "RoyalTable", "nines": "NinesTable", "tiengow": "TienGowTable"}


@pytest.mark.parametrize("game", ["royal", "nines", "tiengow"])
def test_the_controller_and_its_stand_in_keep_the_table_contract(game):
    ctl = GameController(game, ai_seats(4), seed=1)
    ctl.start()
    assert isinstance(ctl, TableController)
    fake = FakeController(ctl.observation(), [], game=game)
    assert isinstance(fake, TableController)
    ctl.shutdown()


@pytest.mark.parametrize("game", ["royal", "nines", "tiengow"])
def test_the_room_hosts_each_games_real_table(qtbot, game):
    host = TableHost()
    qtbot.addWidget(host)
    ctl = GameController(game, ai_seats(4), seed=1)
    host.set_controller(ctl)
    assert isinstance(host.table, Table)
    assert type(host.table).__name__ == TABLE_CLASSES[game]
    assert ctl.table_paced  # the real tables pace the controller
    host.set_controller(None)
    assert host.table is None
    ctl.shutdown()


def test_a_missing_table_module_is_an_error(qtbot, monkeypatch):
    monkeypatch.setitem(sys.modules, "gui.nines.table", None)  # import fails
    host = TableHost()
    qtbot.addWidget(host)
    with pytest.raises(ImportError):
        host.set_controller(GameController("nines", ai_seats(4), seed=1))


def test_a_widget_that_is_no_table_is_refused(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    with pytest.raises(TypeError, match="not a table"):
        as_table(widget)


def test_a_table_nobody_views_gets_no_private_field():
    ctl = GameController("royal", ai_seats(4), seed=2)
    ctl.start()
    state = ctl.match.state
    ctl.rules.apply(state, ctl.rules.chance_move(state, random.Random(2)))  # deal
    ctl._set_viewer(-1)
    own = ctl.observation(ctl.bottom_seat())
    assert own.hand and own.unseen_mask
    assert ctl.observation() == dataclasses.replace(own, hand=(), hand_mask=0, unseen_mask=0)
    ctl.shutdown()
