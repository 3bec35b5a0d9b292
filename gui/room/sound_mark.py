"""The status bar's mark that the session plays without sound (no device opened): it
stays at the bar's right, beside what the table says, and never takes the table's words
(a turn's prompt) away."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from gui.services.theme import tint


class SoundOffMark(QLabel):
    def __init__(self, bar: QStatusBar):
        super().__init__(textFormat=Qt.TextFormat.PlainText)
        self.setObjectName("soundOff")
        tint(self, "muted", "padding: 0 6px;")
        self.hide()
        bar.addPermanentWidget(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(self.tr("No sound"))
        self.setToolTip(self.tr("No sound device was found: Herna plays without sound."))

    def silenced(self) -> None:
        """No sound device could be opened (said once a session, from any thread)."""
        self.show()
