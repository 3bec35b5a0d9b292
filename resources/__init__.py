"""Herna's resources (art, translations, icons), found next to this file at run time,
also inside a frozen bundle."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def path(*parts: str) -> Path:
    """The path of a resource file, e.g. `path("icons", "herna.svg")`."""
    return ROOT.joinpath(*parts)
