"""Screenshots of the Royal table for review:

    QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.gui.royal.screens [OUTDIR]
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QLocale, QTimer
from PySide6.QtWidgets import QApplication

from core.ai import RandomAgent
from gui import paths
from gui import settings as settings_module
from gui.controller import GameController, SeatSpec
from gui.royal import texts
from gui.royal.table import RoyalTable
from tests.gui.royal.tsv_translator import TsvTranslator

NAMES = ["Eva", "Bohumil", "Jaroslava", "Květoslav", "Ludmila", "Zdeněk"]


def spin(ms: int = 5) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def settle(ctl: GameController) -> None:
    for _ in range(2000):
        spin(2)
        if ctl.phase in ("human", "game_over", "match_over"):
            return


def table(players: int, seed: int, size: tuple[int, int], sticks: int = 0):
    seats = [SeatSpec(NAMES[0], "human")]
    seats += [SeatSpec(NAMES[i], f"ai:{('easy', 'medium', 'hard')[i % 3]}")
              for i in range(1, players)]
    ctl = GameController("royal", seats, {"matchsticks": sticks}, seed=seed,
                         agent_factory=lambda rules, level: RandomAgent(rules))
    view = RoyalTable(ctl)
    view.resize(*size)
    view.show()
    ctl.start()
    settle(ctl)
    return ctl, view


def play_until(ctl: GameController, done, seed: int = 0) -> None:
    rng = random.Random(seed)
    while not done(ctl.observation()):
        moves = ctl.legal_moves()
        if not moves:
            raise RuntimeError("the game ended first")
        ctl.submit(rng.choice(moves))
        settle(ctl)


def shoot(view: RoyalTable, path: Path) -> None:
    view.resetCachedContent()
    spin(20)
    view.grab().save(str(path))
    print(path)


def language(lang: str, translator: TsvTranslator) -> None:
    app = QCoreApplication.instance()
    app.removeTranslator(translator)
    if lang == "cs":
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.Czech if lang == "cs"
                               else QLocale.Language.English))


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    translator = TsvTranslator()
    for lang in ("en", "cs"):
        language(lang, translator)
        for size in ((1024, 700), (1920, 1080)):
            tag = f"{lang}-{size[0]}x{size[1]}"
            ctl, view = table(4, 21, size, sticks=50)
            play_until(ctl, lambda o: o.deal >= 3 and len(o.trick) >= 2)
            shoot(view, out / f"tricks-4p-{tag}.png")
            view.toggle_last_trick()
            shoot(view, out / f"last-trick-4p-{tag}.png")
            view.toggle_last_trick()
            view.toggle_scores()
            shoot(view, out / f"scores-4p-{tag}.png")
            view.toggle_scores()
            obs = ctl.observation()  # the banner of this deal, shown again
            view.banner.set_texts(texts.deal_heading(obs.deal), texts.contract_title(obs.contract),
                                  texts.contract_penalty(obs.contract, obs.players),
                                  obs.contract)
            view.banner.setOpacity(1.0)
            view.banner.show()
            shoot(view, out / f"banner-4p-{tag}.png")
            view.banner.hide()
            play_until(ctl, lambda o: o.phase == "domino" and len(o.turns) >= 9)
            shoot(view, out / f"domino-4p-{tag}.png")
            play_until(ctl, lambda o: o.is_over)
            settle(ctl)
            shoot(view, out / f"final-4p-{tag}.png")
            ctl.shutdown()
            view.close()
        for players in (3, 6):
            ctl, view = table(players, 30 + players, (1024, 700))
            play_until(ctl, lambda o: o.deal >= 2 and len(o.trick) >= 2, seed=players)
            shoot(view, out / f"tricks-{players}p-{lang}-1024x700.png")
            play_until(ctl, lambda o: o.phase == "domino" and len(o.turns) >= 8, seed=players)
            shoot(view, out / f"domino-{players}p-{lang}-1024x700.png")
            ctl.shutdown()
            view.close()


if __name__ == "__main__":
    app = QApplication.instance() or QApplication(sys.argv)
    paths.use_root(Path(tempfile.mkdtemp()) / "herna")
    settings_module.reset()
    settings_module.settings().animation_speed = "instant"
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/screens/royal"))
