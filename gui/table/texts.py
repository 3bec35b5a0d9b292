"""Filling translated texts: Qt-style %1, %2 placeholders, English plurals and signed
scores."""

from __future__ import annotations


def fmt(text: str, *args: object) -> str:
    """Fill Qt-style %1, %2, ... placeholders (highest first, so %1 never eats %10)."""
    for i in range(len(args), 0, -1):
        text = text.replace(f"%{i}", str(args[i - 1]))
    return text


def plural(text: str, n: int) -> str:
    """`text` (already translated, %n filled) with an English "(es)" or "(s)" settled
    for `n`: without a translation Qt leaves the marks in the text."""
    for mark, ending in (("(es)", "es"), ("(s)", "s")):
        text = text.replace(mark, "" if n == 1 else ending)
    return text


def signed(score: int, plus: bool = False) -> str:
    """A score with a true minus sign, not a hyphen ("−3"); `plus`: a gain with its plus
    sign ("+10"), as Royal writes its results."""
    if score < 0:
        return f"\u2212{-score}"
    return f"+{score}" if plus and score > 0 else str(score)
