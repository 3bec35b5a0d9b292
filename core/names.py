"""Player names: what a name may hold, wherever it comes from (the new-game dialog, a
record, a save, the settings).

A name is shown in labels, status lines and on the table, and written into every save:
it is cut to `MAX_NAME` characters, its runs of white space become one space, and
control, bidi-override, private-use and unpaired surrogate characters are dropped (a
lone surrogate, which JSON lets through, cannot be written back as UTF-8). A letter keeps
at most `MAX_MARKS` combining marks (counted apart, then composed where Unicode composes
them): a letter under 39 accents drew a column of marks over the table.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 40
MAX_MARKS = 2  # combining marks on one letter (Vietnamese needs two)
SHORT_NAME = 20  # in a line of running text that names several players
DEFAULT_NAMES = ("Eva", "Adam", "Bára", "Cyril", "Dana", "Emil")  # seat 1 to 6
# Zero-width (non-)joiners are format characters that some scripts and emoji need.
_KEPT_FORMAT = {"\u200c", "\u200d"}
_DROPPED = {"Cc", "Cf", "Cs", "Co", "Cn"}
_SPACES = {"Zs", "Zl", "Zp"}


def clean_name(text: str) -> str:
    """`text` made fit to show and to save (may be empty: the caller picks a default)."""
    kept = []
    for char in text[: MAX_NAME * 8]:  # enough to fill a name after dropping
        category = unicodedata.category(char)
        if category in _SPACES or char in "\t\n\r\v\f":
            kept.append(" ")
        elif category not in _DROPPED or char in _KEPT_FORMAT:
            kept.append(char)
    marked = _few_marks(unicodedata.normalize("NFD", "".join(kept)))
    return " ".join(unicodedata.normalize("NFC", marked).split())[:MAX_NAME].rstrip()


def _few_marks(text: str) -> str:
    """`text` (decomposed) with at most MAX_MARKS combining marks after each character."""
    out, marks = [], 0
    for char in text:
        if unicodedata.combining(char):
            marks += 1
            if marks > MAX_MARKS:
                continue
        else:
            marks = 0
        out.append(char)
    return "".join(out)


def short_name(name: str, limit: int = SHORT_NAME) -> str:
    """`name` cut to `limit` characters with an ellipsis, for lines that name several
    players (a layout with room of its own elides by its width instead)."""
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def distinct_name(name: str, taken: list[str]) -> str:
    """`name`, or with the first free number after it ("Eva 2") when one of `taken` is
    already called so (letter case aside): two players of one name at a table made
    "Waiting for Eva…" name either."""
    used = {t.casefold() for t in taken}
    if name.casefold() not in used:
        return name
    number = 2
    while True:
        suffix = f" {number}"
        candidate = name[: MAX_NAME - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in used:
            return candidate
        number += 1
