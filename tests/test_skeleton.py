"""The skeleton: core stays toolkit-free, the suite sees every test folder (the entry
point starting is tests/gui/test_selftest.py)."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_core_never_imports_qt():
    offenders = []
    for path in (ROOT / "core").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6")
                   for n in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def _folders(nodeids) -> set[str]:
    return {Path(nodeid.split("::")[0]).parent.as_posix() for nodeid in nodeids}


def test_the_suite_collects_every_test_folder(request):
    """pytest leaves out folders named "build" unless told otherwise (tests/build). A
    session of the whole suite shows it by what it collected; a smaller one asks a
    collection of the whole suite in another process."""
    folders = {path.parent.relative_to(ROOT).as_posix()
               for path in (ROOT / "tests").rglob("test_*.py")}
    collected = _folders(item.nodeid for item in request.session.items)
    if not folders <= collected:
        result = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                                 "-p", "no:cacheprovider"], cwd=ROOT, capture_output=True,
                                text=True, timeout=120)
        assert result.returncode == 0, result.stdout + result.stderr
        collected = _folders(line for line in result.stdout.splitlines() if "::" in line)
    assert folders <= collected
