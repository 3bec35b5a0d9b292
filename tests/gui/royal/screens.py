"""Screenshots of the Royal table for review, in a plain window with a status bar (the
table's status line shown as the room shows it):

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.gui.royal.screens [OUTDIR]
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QLocale, QRect, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from core.ai import RandomAgent
from core.royal.moves import LayOutAll, Pass
from gui.play.controller import GameController, SeatSpec
from gui.royal.table import RoyalTable
from gui.services import paths
from gui.services import settings as settings_module
from tests.gui.royal.tsv_translator import TsvTranslator

NAMES = ["Eva", "Bohumil", "Jaroslava", "Květoslav", "Ludmila", "Zdeněk"]
SIZES = ((800, 600), (1024, 700), (1920, 1080))


def spin(ms: int = 5) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def settle(ctl: GameController, view: RoyalTable, press_continue: bool = True) -> None:
    for _ in range(4000):
        spin(2)
        if view.overlays.waiting:
            if not press_continue:
                return
            view.continue_play()
        if ctl.phase in ("human", "game_over", "match_over"):
            return


def table(players: int, seed: int, size: tuple[int, int], sticks: int = 0,
          wait: bool = True):
    seats = [SeatSpec(NAMES[0], "human")]
    seats += [SeatSpec(NAMES[i], f"ai:{('easy', 'medium', 'hard')[i % 3]}")
              for i in range(1, players)]
    ctl = GameController("royal", seats, {"matchsticks": sticks}, seed=seed,
                         agent_factory=lambda rules, level: RandomAgent(rules))
    window = QMainWindow()
    view = RoyalTable(ctl)
    window.setCentralWidget(view)
    view.status.connect(window.statusBar().showMessage)
    window.resize(*size)
    window.show()
    ctl.start()
    if wait:
        settle(ctl, view)
    return ctl, view, window


def play_until(ctl: GameController, view: RoyalTable, done, seed: int = 0,
               prefer=None) -> None:
    rng = random.Random(seed)
    while not done(ctl.observation()):
        moves = ctl.legal_moves()
        if not moves:
            raise RuntimeError("the game ended first")
        chosen = [m for m in moves if prefer is not None and prefer(m)]
        ctl.submit(rng.choice(chosen or moves))
        settle(ctl, view)


def shoot(window: QMainWindow, view: RoyalTable, path: Path, crop: QRect | None = None) -> None:
    view.resetCachedContent()
    spin(20)
    image = window.grab()
    if crop is not None:
        image = image.copy(crop)
    image.save(str(path))
    print(path)


def language(lang: str, translator: TsvTranslator) -> None:
    app = QCoreApplication.instance()
    app.removeTranslator(translator)
    if lang == "cs":
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.Czech if lang == "cs"
                               else QLocale.Language.English))


def whole_game(out: Path, lang: str, size: tuple[int, int]) -> None:
    tag = f"{lang}-{size[0]}x{size[1]}"
    ctl, view, window = table(4, 21, size, sticks=50)
    shoot(window, view, out / f"start-4p-{tag}.png")
    play_until(ctl, view, lambda o: o.deal >= 3 and len(o.trick) >= 2 and len(o.tricks) >= 1)
    shoot(window, view, out / f"tricks-4p-{tag}.png")
    if size == SIZES[0]:
        h = window.height()
        shoot(window, view, out / f"panel-4p-{tag}.png", QRect(0, h - 140, 330, 140))
        shoot(window, view, out / f"corner-4p-{tag}.png", QRect(0, 0, 330, 110))
    view.toggle_last_trick()
    shoot(window, view, out / f"last-trick-4p-{tag}.png")
    view.toggle_last_trick()
    view.toggle_scores()
    shoot(window, view, out / f"scores-4p-{tag}.png")
    view.toggle_scores()
    play_until(ctl, view, lambda o: o.deal >= 4 and len(o.tricks) >= 1)
    # The end of deal 4: the score table waits for Continue.
    obs = ctl.observation()
    while not view.overlays.waiting:
        ctl.submit(ctl.legal_moves()[0])
        settle(ctl, view, press_continue=False)
    shoot(window, view, out / f"deal-over-4p-{tag}.png")
    view.continue_play()
    settle(ctl, view)
    assert ctl.observation().deal == obs.deal + 1
    shoot(window, view, out / f"next-deal-4p-{tag}.png")
    play_until(ctl, view, lambda o: o.phase == "domino" and len(o.turns) >= 6)
    shoot(window, view, out / f"domino-4p-{tag}.png")
    play_until(ctl, view, lambda o: o.is_over, prefer=lambda m: not isinstance(m, LayOutAll))
    settle(ctl, view)
    shoot(window, view, out / f"final-4p-{tag}.png")
    ctl.shutdown()
    window.close()


def special_turns(out: Path, lang: str) -> None:
    """The prompts for a forced pass and for laying out all (5 players, seed 22)."""
    ctl, view, window = table(5, 22, (1024, 700), sticks=40)
    rng = random.Random(22)
    seen = set()
    while len(seen) < 2 and ctl.phase == "human":
        moves = ctl.legal_moves()
        if moves == [Pass(ctl.viewer())] and "pass" not in seen:
            shoot(window, view, out / f"must-pass-5p-{lang}-1024x700.png")
            seen.add("pass")
        if any(isinstance(m, LayOutAll) for m in moves) and "all" not in seen:
            shoot(window, view, out / f"lay-all-5p-{lang}-1024x700.png")
            seen.add("all")
        ctl.submit(rng.choice([m for m in moves if not isinstance(m, LayOutAll)] or moves))
        settle(ctl, view)
    ctl.shutdown()
    window.close()


def dealing(out: Path) -> None:
    """Frames of a deal at normal speed."""
    settings_module.settings().animation_speed = "normal"
    ctl, view, window = table(4, 5, (1024, 700), wait=False)
    seq = view.seq
    for _ in range(4000):  # until the cards leave the pile
        spin(5)
        if view.dealer.flying:
            break
    for i in range(5):
        shoot(window, view, out / f"dealing-{i}-en-1024x700.png")
        spin(350)
    while seq.busy():
        spin(10)
    ctl.shutdown()
    window.close()
    settings_module.settings().animation_speed = "instant"


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    translator = TsvTranslator()
    for lang in ("en", "cs"):
        language(lang, translator)
        for size in SIZES:
            whole_game(out, lang, size)
        special_turns(out, lang)
        for players in (3, 6):
            ctl, view, window = table(players, 30 + players, (1024, 700))
            play_until(ctl, view, lambda o: o.deal >= 2 and len(o.trick) >= 2, seed=players)
            shoot(window, view, out / f"tricks-{players}p-{lang}-1024x700.png")
            ctl.shutdown()
            window.close()
    language("en", translator)
    dealing(out)


if __name__ == "__main__":
    app = QApplication.instance() or QApplication(sys.argv)
    paths.use_root(Path(tempfile.mkdtemp()) / "herna")
    settings_module.reset()
    settings_module.settings().animation_speed = "instant"
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/screens/royal-fix"))
