"""Screenshots of the Nines table for review (not a test):

    QT_QPA_PLATFORM=offscreen python tests/gui/nines/screens.py OUT_DIR

For English and Czech at 800x600, 1024x700 and 1920x1080 (the table in a window with a
menu bar and a status line, as in the room): the wall with the dice, a hint, the hover
card, keyboard marks, a lead of four, a follow in progress with the on-top/under preview,
the last tile of a round in the air, the end of a round, the rank panel, and the last
round shown again (key L: four stacks, one stack, a roll-off, the game's last over its
banner). The human plays with real mouse events; the computer seats lead four tiles when
they can.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMainWindow

from core.nines.moves import Lead
from gui.nines.table import NinesTable
from gui.play.controller import GameController, SeatSpec
from gui.services import i18n, paths
from gui.services import settings as settings_module

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # the helpers, and the fake controller they use

import nines_table_helpers as mouse  # noqa: E402
from tsv_translator import TsvTranslator  # noqa: E402

NAMES = ("Eva", "Petr", "Jana", "Tomáš")
WINDOWS: list[QMainWindow] = []


class LeadFour:
    """A computer seat for the pictures: leads four tiles whenever it can."""

    level = "script"

    def __init__(self, rules):
        self.rules = rules

    def choose(self, obs, rng, budget=None, cancel=None):
        fours = [m for m in self.rules.obs_legal_moves(obs)
                 if isinstance(m, Lead) and len(m.tiles) == 4]
        return rng.choice(fours) if fours else self.rules.obs_random_move(obs, rng)


def click(table: NinesTable, pos) -> None:
    mouse.click(table, pos)
    spin(250)


def drag(table: NinesTable, start, end, release: bool = True) -> None:
    mouse.drag(table, start, end, release=release)
    spin(250 if release else 0)


def release(table: NinesTable, pos) -> None:
    mouse.release(table, pos)
    spin(250)


def item_centre(item):
    return mouse.item_centre(item)


def spin(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait_until(condition, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the table did not get there")
        spin(20)


def controller(seed: int) -> GameController:
    seats = [SeatSpec(NAMES[i], "human" if i == 0 else "ai:script") for i in range(4)]
    ctl = GameController("nines", seats, {"match_games": 4}, seed=seed,
                         agent_factory=lambda rules, level: LeadFour(rules))
    ctl.table_paced = True
    return ctl


def opener_seed() -> int:
    """A match seed whose first game the human (seat 0) opens."""
    for seed in range(1, 200):
        ctl = controller(seed)
        ctl.start()
        opener = ctl.observation().opener
        ctl.shutdown()
        if opener == 0:
            return seed
    raise RuntimeError("no seed lets seat 0 open")


def human_ready(ctl: GameController, table: NinesTable) -> bool:
    return ctl.phase == "human" and table.human.mode != "" and table.director.idle()


def shoot(table: NinesTable, out: Path, name: str) -> None:
    spin(60)
    table.window().grab().save(str(out / name))
    print("wrote", out / name)


def window(ctl: GameController, size: tuple[int, int]) -> NinesTable:
    """The table in a window like the room's: a menu bar and a status line."""
    win = QMainWindow()
    for title in ("Game", "View", "Settings", "Help"):
        win.menuBar().addMenu(title)
    table = NinesTable(ctl, win)
    win.setCentralWidget(table)
    table.status.connect(win.statusBar().showMessage)
    win.resize(*size)
    win.show()
    WINDOWS.append(win)  # Python keeps the window (and so the table) alive
    return table


def key(table: NinesTable, which: Qt.Key) -> None:
    for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
        QApplication.sendEvent(table, QKeyEvent(kind, which, Qt.KeyboardModifier.NoModifier))
    spin(150)


def hint(ctl: GameController, table: NinesTable) -> None:
    """Ask the controller for a hint and show it on the table."""
    ctl.hint(table.show_hint)
    wait_until(lambda: any(i.hint is not None for i in table.all_tiles()))


def run(out: Path, lang: str, size: tuple[int, int], seed: int) -> None:
    tag = f"{lang}-{size[0]}x{size[1]}"
    ctl = controller(seed)
    table = window(ctl, size)
    ctl.start()
    wait_until(lambda: human_ready(ctl, table))
    shoot(table, out, f"{tag}-1-wall-dice.png")
    hint(ctl, table)
    shoot(table, out, f"{tag}-1b-hint-take.png")
    click(table, item_centre(table.tiles.wall[min(table.tiles.wall)][-1]))
    chosen_shot = False
    while True:
        wait_until(lambda: human_ready(ctl, table) or ctl.phase == "game_over", 60)
        if ctl.phase == "game_over":
            wait_until(table.director.idle)
            click(table, table.next_button.sceneBoundingRect().center())
            spin(200)
            continue
        hand = table.tiles.hands[0]
        if table.human.mode == "take":
            click(table, item_centre(table.tiles.wall[max(table.tiles.wall)][-1]))
        elif table.human.mode == "lead":
            if not chosen_shot and len(hand) >= 4:
                hint(ctl, table)
                mouse.hover(table, item_centre(hand[2]))
                shoot(table, out, f"{tag}-5a-hint-lead-hover.png")
                for item in hand[-4:]:
                    click(table, item_centre(item))
                for which in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Left):
                    key(table, which)
                shoot(table, out, f"{tag}-5b-keyboard-marks.png")
                table.toggle_panel()
                mouse.hover(table, table.panel.mapRectToScene(table.panel.spot("1-3")).center())
                shoot(table, out, f"{tag}-5c-lead-chosen-panel.png")
                table.toggle_panel()
                for item in hand[-4:-1]:
                    click(table, item_centre(item))
                chosen_shot = True
            else:
                click(table, item_centre(hand[-1]))
            click(table, table.action.sceneBoundingRect().center())
        elif len(table.tiles.stacks) < 4:
            count = len(table.tiles.stacks)
            for stack in range(count):
                drag(table, item_centre(table.tiles.hands[0][0]),
                     table.scenery.geo.stack_rect(stack, count).center())
            click(table, table.action.sceneBoundingRect().center())
        else:
            break
    shoot(table, out, f"{tag}-2-lead-of-four.png")
    hint(ctl, table)
    shoot(table, out, f"{tag}-2b-hint-follow.png")
    drag(table, item_centre(hand[0]), table.scenery.geo.stack_slot(0, 4, 0).pos)
    drag(table, item_centre(table.tiles.hands[0][-1]), table.scenery.geo.stack_slot(1, 4, 0).pos)
    spin(400)
    drag(table, item_centre(table.tiles.hands[0][1]), table.scenery.geo.stack_slot(2, 4, 0).pos,
         release=False)
    spin(300)
    shoot(table, out, f"{tag}-3-follow-preview.png")
    release(table, table.scenery.geo.stack_rect(2, 4).center())
    drag(table, item_centre(table.tiles.pending[0]), table.scenery.geo.centre_rect().topLeft(),
         release=False)
    spin(200)
    shoot(table, out, f"{tag}-3b-drag-off-stack.png")
    release(table, table.scenery.geo.stack_rect(0, 4).center())
    drag(table, item_centre(table.tiles.hands[0][0]), table.scenery.geo.stack_rect(3, 4).center())
    mouse.click(table, table.action.sceneBoundingRect().center())
    last = NAMES[(ctl.observation().current.leader + 3) % 4]
    wait_until(lambda: table.caption.text.startswith(last), 60)
    spin(200)
    shoot(table, out, f"{tag}-3c-last-tile-in-the-air.png")
    end_words = ("End of the round", "Konec kola")
    wait_until(lambda: table.caption.text.startswith(end_words), 60)
    spin(500)
    shoot(table, out, f"{tag}-4-round-end.png")
    wait_until(lambda: table.board.last is not None and len(table.board.last.stacks) == 4, 60)
    last_round(table, out, f"{tag}-4b-last-round.png")
    play_on(ctl, table, out, tag)
    ctl.shutdown()
    win = table.window()
    win.close()
    WINDOWS.remove(win)
    win.deleteLater()


def last_round(table: NinesTable, out: Path, name: str) -> None:
    """The last round shown again with the key L, shot, and closed again."""
    key(table, Qt.Key.Key_L)
    shoot(table, out, name)
    key(table, Qt.Key.Key_L)


def play_on(ctl: GameController, table: NinesTable, out: Path, tag: str) -> None:
    """Play the human's turns simply until the game ends, shooting the first roll-off, the
    last round of one stack and of a roll-off, and the end of the game."""
    tie_words = ("Roll-off:", "Hod o výnos:")
    tie_shot = single_shot = False
    shown: set[str] = set()
    while ctl.phase not in ("game_over", "match_over"):
        if not tie_shot and table.caption.text.startswith(tie_words):
            spin(900)
            shoot(table, out, f"{tag}-6-tie-roll.png")
            tie_shot = True
        last = table.board.last
        kind = None if last is None else "roll-off" if last.tie_rolls else (
            "one-stack" if len(last.stacks) == 1 else None)
        if kind is not None and kind not in shown:
            shown.add(kind)
            last_round(table, out, f"{tag}-4c-last-round-{kind}.png")
        if human_ready(ctl, table):
            hand = table.tiles.hands[0]
            if table.human.mode == "lead":
                click(table, item_centre(hand[-1]))
            else:
                count = len(table.tiles.stacks)
                if count == 1 and not single_shot:
                    hint(ctl, table)
                    shoot(table, out, f"{tag}-8-follow-one-hint.png")
                    single_shot = True
                for stack in range(count):
                    drag(table, item_centre(table.tiles.hands[0][0]),
                         table.scenery.geo.stack_rect(stack, count).center())
            if table.human.mode == "follow":
                mouse.hover(table, item_centre(table.tiles.pending[0]))
            click(table, table.action.sceneBoundingRect().center())
        spin(40)
    wait_until(table.director.idle)
    spin(300)
    shoot(table, out, f"{tag}-7-game-over.png")
    last_round(table, out, f"{tag}-7b-last-round-game-over.png")


def tie_seed() -> int:
    """A match seed whose computer-only first game has a roll-off within four rounds."""
    from core.nines import RULES, RoundTied
    from core.rng import make_rng
    from gui.play.controller import mix_seed

    for seed in range(1, 500):
        rng = make_rng(mix_seed(seed, "game", 1))
        state = RULES.new_game(rng, players=4)
        while not RULES.is_over(state) and len(state.rounds) <= 4:
            events = RULES.apply(state, RULES.random_move(state, rng))
            if any(isinstance(e, RoundTied) for e in events):
                return seed
    raise RuntimeError("no roll-off found")


def tie_run(out: Path, lang: str, size: tuple[int, int], seed: int) -> None:
    """Four computer seats until the first roll-off: the dice of the tied seats."""
    seats = [SeatSpec(NAMES[i], "ai:random") for i in range(4)]
    ctl = GameController("nines", seats, {"match_games": 4}, seed=seed)
    ctl.table_paced = True
    table = NinesTable(ctl)
    table.resize(*size)
    table.show()
    ctl.start()
    words = ("Roll-off:", "Hod o výnos:")
    wait_until(lambda: table.caption.text.startswith(words), 120)
    spin(900)
    shoot(table, out, f"{lang}-{size[0]}x{size[1]}-6-tie-roll.png")
    ctl.shutdown()
    table.close()
    table.deleteLater()


def main() -> int:
    """OUT_DIR [--ties] [--only=en-800x600,...]: --ties shoots roll-offs only."""
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    only = [a.split("=", 1)[1].split(",") for a in sys.argv if a.startswith("--only=")]
    out = Path(args[0] if args else "screens")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    paths.use_root(Path(tempfile.mkdtemp()))
    settings_module.reset()
    settings_module.settings().animation_speed = "normal"
    seed = opener_seed()
    translator = TsvTranslator()
    for lang in ("en", "cs"):
        i18n.apply(lang)
        if lang == "cs":
            QCoreApplication.installTranslator(translator)
        for size in ((800, 600), (1024, 700), (1920, 1080)):
            if only and f"{lang}-{size[0]}x{size[1]}" not in only[0]:
                continue
            if "--ties" in sys.argv:
                tie_run(out, lang, size, tie_seed())
            else:
                run(out, lang, size, seed)
    QCoreApplication.removeTranslator(translator)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
