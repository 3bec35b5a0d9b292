"""Entry point: `herna` starts the game room; `herna --selftest` checks it starts."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    selftest = "--selftest" in argv
    app = QApplication.instance() or QApplication(argv)
    window = QMainWindow()
    window.setWindowTitle("Herna")
    window.setCentralWidget(QLabel("Herna: the game room is coming."))
    window.resize(800, 600)
    window.show()
    if selftest:
        QTimer.singleShot(0, app.quit)
    code = app.exec()
    if selftest:
        print("herna selftest: ok (window opened and closed)")
    return code


if __name__ == "__main__":
    sys.exit(main())
