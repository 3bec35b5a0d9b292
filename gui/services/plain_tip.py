"""A tool tip that shows its text as written: Qt takes a tool tip that looks like HTML
for rich text, and a name from a file or a friend ("<h1>Eva</h1>") would be drawn as a
heading. The text is escaped into rich text of its own, its line breaks kept."""

from __future__ import annotations

import html


def plain_tip(text: str | None) -> str:
    """`text` as a tool tip that shows it literally ("" for none)."""
    if not text:
        return ""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"
