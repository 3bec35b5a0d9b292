"""Every refusal code the core can raise (found by reading its source), and the GUI's own,
is worded in English and in Czech by gui.table.reasons, never left to the core's English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from core.errors import IllegalMove
from gui.services import i18n
from gui.table.reasons import GUI_CODES, reason_text

CORE = Path(__file__).resolve().parents[2] / "core"
SAMPLE = {"seat": 2, "card": "AR", "tile": "6-6", "suit": "G", "count": 3,
          "tiles": "6-6 4-5"}
# A param that changes the wording gets a second value worded on its own.
VARIANTS = {"lay_count": ({"count": 1}, {"count": 3}), "lead_count": ({"count": 0}, {"count": 5}),
            "follow_count": ({"count": 1}, {"count": 3})}


def core_codes() -> dict[str, set[frozenset[str]]]:
    """Every literal code of an `IllegalMove(...)` call under core/, with the params of
    each call."""
    codes: dict[str, set[frozenset[str]]] = {}
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "IllegalMove" and len(node.args) >= 2):
                code = node.args[1]
                assert isinstance(code, ast.Constant), f"{path}:{node.lineno}: a literal code"
                names = frozenset(str(k.arg) for k in node.keywords)
                codes.setdefault(code.value, set()).add(names)
    return codes


CODES = core_codes()


def examples() -> list[IllegalMove]:
    out = []
    for code in sorted(CODES) + list(GUI_CODES):
        calls = sorted(CODES.get(code, {frozenset()}), key=sorted)
        params = [{name: SAMPLE[name] for name in sorted(names)} for names in calls]
        for one in VARIANTS.get(code, params):
            out.append(IllegalMove("", code, **one))
    return out


def test_the_scan_finds_the_codes_a_player_meets():
    assert {"must_follow", "not_held", "not_your_turn", "lay_count", "lead_count",
            "cannot_lay", "may_not_pass", "follow_now", "lead_now"} <= set(CODES)
    assert CODES["not_held"] == {frozenset({"card"}), frozenset({"tile"})}


@pytest.mark.parametrize("exc", examples(), ids=lambda e: f"{e.code}-{e.params}")
def test_every_code_is_worded_in_english_and_czech(qapp, exc):
    try:
        i18n.apply("en")
        english = reason_text(exc, "en", lambda seat: "Eva")
        untranslated = reason_text(exc, "cs", lambda seat: "Eva")  # Czech names, English words
        i18n.apply("cs")
        czech = reason_text(exc, "cs", lambda seat: "Eva")
    finally:
        i18n.apply("en")
    assert english and english[0].isupper() and english.endswith("."), english
    assert czech != untranslated, f"{exc.code}: no Czech wording"


def test_a_refusal_without_a_code_falls_back_to_the_cores_words():
    assert reason_text(IllegalMove("take from the 'left' end, not 'up'"), "en") == (
        "Take from the 'left' end, not 'up'")
