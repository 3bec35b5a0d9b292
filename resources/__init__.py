"""Herna's resources (art, translations, icons), found next to this file at run time,
also inside a frozen bundle.

From source, ROOT is this package's folder. In a PyInstaller bundle this module lives in
the bundle's archive and its files are collected as data under `<sys._MEIPASS>/resources`
(build/herna.spec); ROOT names that folder explicitly rather than trusting `__file__`.
In a macOS .app, `_MEIPASS` is Contents/Frameworks, whose `resources` is a link to the
data in Contents/Resources/resources.
"""

import sys
from pathlib import Path


def _root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent


ROOT = _root()


def path(*parts: str) -> Path:
    """The path of a resource file, e.g. `path("icons", "herna.svg")`."""
    return ROOT.joinpath(*parts)
