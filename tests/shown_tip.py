"""What a tool tip shows a player: its text as drawn (rich text read as Qt reads it)."""

from __future__ import annotations

from PySide6.QtGui import Qt, QTextDocument


def shown_tip(tip: str) -> str:
    """The text `tip` shows, as Qt decides: rich text when it looks like it."""
    if not Qt.mightBeRichText(tip):
        return tip
    document = QTextDocument()
    document.setHtml(tip)
    return document.toPlainText()
