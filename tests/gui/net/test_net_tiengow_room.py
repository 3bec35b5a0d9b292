"""Classic Tien Gow at the room's network windows: the Host a table dialog offers it with
its match length and variants (four seats, the documented defaults) and every computer
level up to expert; the Join window names a Tien Gow table (English and Czech); and the
room's network seat (`NetController`) plays a whole Tien Gow game against the host's
computers, refused moves worded by the rules."""

from __future__ import annotations

import random

import pytest
from net_gui_helpers import hosted, join_seat, listen, play_our_seat
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from test_net_controller import check_whole_game

from core.ai.expert import EXPERT_MS
from core.ai.tiengow import HARD_MS
from core.net.announcement import TableInfo
from core.net.protocol import PROTOCOL
from core.net.seats import HOST, OPEN
from core.net.table_config import TableConfig, table_options
from core.tiengow import Lead
from core.tiengow.options import CHOICES, DEFAULT_OPTIONS
from core.tiengow.tiles import FACES
from gui.net.host_dialog import HostDialog
from gui.net.join_dialog import JoinDialog
from gui.services import i18n
from gui.services.settings import settings

GAME = "tiengow"


def tien_gow_dialog(qtbot) -> HostDialog:
    dialog = HostDialog(GAME)
    qtbot.addWidget(dialog)
    assert dialog.game() == GAME
    return dialog


def test_the_host_dialog_offers_classic_tien_gow_with_its_defaults(qtbot):
    dialog = HostDialog("royal")
    qtbot.addWidget(dialog)
    texts = [dialog.game_box.itemText(i) for i in range(dialog.game_box.count())]
    assert texts[-1] == "Classic Tien Gow"
    dialog.game_box.setCurrentIndex(texts.index("Classic Tien Gow"))
    assert dialog.game() == GAME
    assert dialog.players_box.value() == 4 and not dialog.players_box.isEnabled()
    assert not dialog.tiengow_group.isHidden()
    assert dialog.royal_group.isHidden() and dialog.nines_group.isHidden()
    assert [dialog.kind_boxes[i].isHidden() for i in range(6)] == [False] * 4 + [True] * 2
    config = dialog.table_config()
    assert config.game == GAME and len(config.seats) == 4
    assert config.options == dict(DEFAULT_OPTIONS)  # the documented defaults
    assert table_options(GAME, config.options) == dict(DEFAULT_OPTIONS)
    assert config.save_path is not None and config.save_path.name == "autosave-tiengow.json"
    assert config.think_ms == settings().think_ms(HARD_MS)
    for key, box in dialog.variant_boxes.items():  # one combo box per variant, all filled
        assert box.count() == len(CHOICES[key]) and all(
            box.itemText(i) for i in range(box.count()))


def test_the_host_dialog_gives_a_tien_gow_table_with_the_chosen_variants(qtbot):
    dialog = tien_gow_dialog(qtbot)
    chosen = {"combos": "pairs", "dragons": True, "supreme": "highest",
              "triplets": "by_group", "early_death": "off", "banker": "increasing"}
    for key, value in chosen.items():
        dialog.variant_boxes[key].setCurrentIndex(CHOICES[key].index(value))
    dialog.tiengow_length.setCurrentIndex(1)  # two games
    for i, kind in enumerate((OPEN, "ai:expert", HOST, "ai:hard")):
        dialog.kind_boxes[i].setCurrentIndex(dialog.KINDS.index(kind))
    dialog.your_name.setText("Hana")
    config = dialog.table_config()
    assert config.options == {**chosen, "match_games": 2}
    assert list(config.seats) == [OPEN, "ai:expert", HOST, "ai:hard"]
    assert config.names[2] == "Hana" and config.host_name == "Hana"
    assert config.expert_ms == settings().think_ms(EXPERT_MS)
    table_options(config.game, config.options)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    again = tien_gow_dialog(qtbot)  # remembered for the next table
    assert again.table_config().options == {**chosen, "match_games": 2}
    assert list(again.table_config().seats) == [OPEN, "ai:expert", HOST, "ai:hard"]


@pytest.mark.parametrize("game", ["royal", "nines", GAME])
def test_every_game_offers_the_expert_computer(qtbot, game):
    dialog = HostDialog(game)
    qtbot.addWidget(dialog)
    assert "ai:expert" in dialog.KINDS
    box = dialog.kind_boxes[1]
    assert [box.itemText(i) for i in range(box.count())] == [
        "You (here)", "Computer: easy", "Computer: medium", "Computer: hard",
        "Computer: expert", "Open for a friend"]
    box.setCurrentIndex(dialog.KINDS.index("ai:expert"))
    assert dialog.kind(1) == "ai:expert" and dialog.table_config().seats[1] == "ai:expert"


def test_in_czech_the_host_dialog_says_tien_gow_and_mistr(qtbot):
    i18n.apply("cs")
    dialog = tien_gow_dialog(qtbot)
    assert dialog.game_box.itemText(2) == "Klasické Tien Gow"
    assert dialog.kind_boxes[0].itemText(dialog.KINDS.index("ai:expert")) == "Počítač: mistr"
    assert dialog.tiengow_length.itemText(2) == "4 hry"
    assert dialog.windowTitle() == "Založit stůl"


def tien_gow_table(free: int = 2) -> TableInfo:
    return TableInfo(game=GAME, free_seats=free, host_name="Hana", protocol=PROTOCOL,
                     port=47474, addresses=("192.168.1.5",), service_name="Hana abc123")


@pytest.mark.parametrize(("language", "text"), [
    ("en", "Hana's table: Classic Tien Gow, 2 free seats"),
    ("cs", "Stůl hráče Hana: Klasické Tien Gow, 2 volná místa"),
])
def test_the_join_window_names_a_tien_gow_table(qtbot, language, text):
    i18n.apply(language)
    dialog = JoinDialog(browser_factory=lambda on_change: _NoBrowser())
    qtbot.addWidget(dialog)
    dialog._found.emit([tien_gow_table()])
    qtbot.waitUntil(lambda: dialog.tables.count() == 1, timeout=2000)
    item = dialog.tables.item(0)
    assert item.text() == text
    assert item.flags() & Qt.ItemFlag.ItemIsEnabled  # this Herna can join it


class _NoBrowser:
    failure = None

    def start(self):
        pass

    def close(self):
        pass


def test_a_whole_tien_gow_game_at_the_rooms_network_seat(qtbot, settle):
    """Our seat's controller against the host's computers (no table on screen): every view
    is the host's own of our seat, a move against the rules comes back with the rules'
    code, and the game ends with the host's scores."""
    config = TableConfig(game=GAME, seats=["ai:random", "host", "ai:easy", "ai:medium"],
                         names=["Ann", "Eva", "Bob", "Cid"], seed=11, games=1,
                         options={"combos": "pairs", "banker": "increasing"})
    with hosted(config) as table:
        session, ctl = join_seat(qtbot, table, 1)
        said = listen(ctl)

        def illegal(obs):  # a tile we do not hold
            return Lead(1, (next(t for t in FACES if t not in obs.hand),))

        sent = play_our_seat(qtbot, ctl, None, random.Random(3), illegal)
        record = check_whole_game(qtbot, table, ctl, said, 1, sent)
        assert said.refused[0].code in ("not_held", "follow_now")
        assert record["options"]["combos"] == "pairs" and sum(ctl.scores()) == 0
        for other in said.others_seen:
            assert other.discards == ()
        qtbot.waitUntil(lambda: session.state == "closed", timeout=5000)
        ctl.shutdown()
