"""Imports the modules of build/ (a folder of scripts, not a package) for the tests."""

import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"


def load(name: str):
    """The module build/<name>.py."""
    if str(BUILD) not in sys.path:
        sys.path.insert(0, str(BUILD))
    return importlib.import_module(name)
