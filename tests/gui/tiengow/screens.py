"""Screenshots of the Tien Gow table for review (not a test):

    QT_QPA_PLATFORM=offscreen python tests/gui/tiengow/screens.py OUT_DIR

For English and Czech at 800x600 and 1920x1080: the human's follow during a trick with a
face-down discard (a choice made, the hint shown), a lead with its combination buttons,
the rank panel (and the Last trick button beside it), the last trick shown again, and the
game-over ledger and its last trick. The human plays with real mouse events."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path[:0] = [str(ROOT), str(HERE), str(HERE.parent), str(HERE.parent / "nines")]

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gui.services import i18n, paths  # noqa: E402
from gui.services import settings as settings_module  # noqa: E402


def spin(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def wait(condition, timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while not condition() and time.monotonic() < end:
        spin(20)


def shoot(out: Path, lang: str, size: tuple[int, int], seed: int,
          shots: set[str]) -> None:
    """One game with `seed`, taking the pictures not in `shots` yet."""
    import tiengow_table_helpers as h

    ctl = h.make_controller(seed=seed)
    from core.tiengow.moves import Discard

    table = h.make_table_plain(ctl, size)
    ctl.start()
    tag = f"{lang}_{size[0]}x{size[1]}"

    def ready() -> bool:
        done = ctl.phase in ("game_over", "match_over")
        return table.director.idle() and (done or (ctl.phase == "human" and table.human.mode))

    for _ in range(40):
        wait(ready)
        if ctl.phase in ("game_over", "match_over"):
            break
        human = table.human
        trick = table.tiles.trick
        if human.mode == "lead" and "lead" not in shots and human.offers:
            shots.add("lead")
            h.click(table, h.centre(table.hands[0][-1]))
            spin(200)
            table.grab().save(str(out / f"lead_{tag}.png"))
        discarded = any(not up for _s, _i, up in trick)
        if human.mode == "follow" and discarded and "discard" not in shots:
            shots.add("discard")
            legal = ctl.legal_moves()
            table.show_hint(legal[0])
            h.click(table, h.centre(table.hands[0][0]))
            spin(200)
            table.grab().save(str(out / f"trick_discard_{tag}.png"))
            table.toggle_panel()
            spin(100)
            table.grab().save(str(out / f"panel_{tag}.png"))
            table.toggle_panel()
        last = table.board.last_plays()
        if last is not None and "last" not in shots and any(not up for _s, _f, up in last[1]):
            shots.add("last")
            h.click(table, table.scenery.last_button.sceneBoundingRect().center())
            spin(100)
            table.grab().save(str(out / f"last_trick_{tag}.png"))
            h.click(table, table.scenery.last_panel.sceneBoundingRect().center())
            table.toggle_panel()  # the rank panel open: the Last trick button beside it
            spin(100)
            table.grab().save(str(out / f"panel_last_button_{tag}.png"))
            table.toggle_panel()
        before = ctl.move_count()
        table.human.board.selected = []
        if human.mode == "lead":
            if human.offers:
                human.offer(0)
            else:
                h.double_click(table, h.centre(table.hands[0][0]))
        else:
            discards = [m for m in ctl.legal_moves() if isinstance(m, Discard)]
            for face in discards[0].tiles:
                item = next(i for i in table.hands[0] if i.face == face
                            and table.tiles.tile(i) not in table.board.selected)
                h.click(table, h.centre(item))
            h.click(table, table.discard.sceneBoundingRect().center())
        wait(lambda before=before: ctl.move_count() > before, 5)
    wait(ready)
    spin(300)
    table.grab().save(str(out / f"game_over_{tag}.png"))
    table.toggle_last()
    spin(100)
    table.grab().save(str(out / f"game_over_last_{tag}.png"))
    table.close()


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/tiengow_shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    paths.use_root(Path(tempfile.mkdtemp()) / "herna")
    settings_module.reset()
    settings_module.settings().animation_speed = "instant"
    settings_module.settings().computer_pause = "none"
    from conftest import TIENGOW_TSV
    from tsv_translator import ROOM_TSV, TsvTranslator

    for lang in ("en", "cs"):
        i18n.apply(lang)
        kept = [TsvTranslator(ROOM_TSV), TsvTranslator(TIENGOW_TSV)] if lang == "cs" else []
        for translator in kept:
            QCoreApplication.installTranslator(translator)
        for size in ((800, 600), (1920, 1080)):
            shots: set[str] = set()
            for seed in range(1, 12):
                shoot(out, lang, size, seed, shots)
                if {"lead", "discard", "last"} <= shots:
                    break
        for translator in kept:
            QCoreApplication.removeTranslator(translator)
    del app


if __name__ == "__main__":
    main()
