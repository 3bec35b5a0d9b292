"""Open Herna's main window at a table with a human seat, for reading it through
assistive technology (scripts/a11y_tree.sh).

    .venv/bin/python scripts/a11y_table.py [royal|nines] [cs|en]

The window shows a new game (seed 3, the computers random) and waits; the player's turn
comes as it would. The data folder is a temporary one."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HERNA_SOUND", "off")

from PySide6.QtWidgets import QApplication

from core.seating import SeatSpec
from gui.services import i18n, paths


def main() -> int:
    game = sys.argv[1] if len(sys.argv) > 1 else "royal"
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    paths.use_root(Path(tempfile.mkdtemp(prefix="herna-a11y-")))
    QApplication.setApplicationName("Herna")
    app = QApplication(sys.argv)
    i18n.apply(lang)
    from gui.room.main_window import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    seats = [SeatSpec("Eva", "human"), *(SeatSpec(f"AI {i}", "ai:random") for i in (1, 2, 3))]
    window.start_game(game, seats, seed=3)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
