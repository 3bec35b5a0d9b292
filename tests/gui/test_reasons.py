"""Every refusal code the core can raise (found by reading its source), and the GUI's own,
is worded in English and in Czech by gui.table.reasons, never left to the core's English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from core.errors import IllegalMove
from gui.services import i18n
from gui.table.reasons import GUI_CODES, nines_tile, reason_text

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
    assert {"follow_count", "not_a_lead", "lead_variant", "does_not_beat",  # Tien Gow
            "early_death", "too_many_copies"} <= set(CODES)


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


def tiengow_refusals() -> dict[str, IllegalMove]:
    """The refusals a Tien Gow table can meet, raised by the real rules (by code)."""
    from itertools import combinations

    from core.rng import make_rng
    from core.tiengow import RULES, Beat, Discard, Lead

    found: dict[str, IllegalMove] = {}

    def refuse(state, move) -> None:
        try:
            RULES.apply(RULES.clone(state), move)
        except IllegalMove as exc:
            found.setdefault(exc.code, exc)

    for seed in range(40):
        state = RULES.new_game(make_rng(seed), players=4)
        seat = RULES.to_move(state)
        hand = RULES.observation(state, seat).hand
        other = RULES.observation(state, (seat + 1) % 4).hand
        refuse(state, Lead((seat + 1) % 4, other[:1]))  # not_your_turn
        refuse(state, Beat(seat, hand[:1]))  # lead_now
        refuse(state, Lead(seat, hand[:5]))  # lead_count
        refuse(state, Lead(seat, tuple(f for f in other if f not in hand)[:1]))  # not_held
        for pair in combinations(hand, 2):  # not_a_lead, lead_variant
            refuse(state, Lead(seat, pair))
        single = next(m for m in RULES.legal_moves(state) if len(m.tiles) == 1)
        RULES.apply(state, single)
        follower = RULES.to_move(state)
        mine = RULES.observation(state, follower).hand
        refuse(state, Lead(follower, mine[:1]))  # follow_now
        refuse(state, Discard(follower, mine[:2]))  # follow_count
        for face in mine:  # does_not_beat
            refuse(state, Beat(follower, (face,)))
    return found


def test_tiengows_real_refusals_are_worded_in_english_and_czech(qapp):
    """Not only the codes the scan finds: what the Tien Gow rules raise, with the params
    they give, is worded (never the core's English) in both languages."""
    found = tiengow_refusals()
    assert {"not_your_turn", "lead_now", "lead_count", "not_held", "not_a_lead",
            "follow_now", "follow_count", "does_not_beat"} <= set(found)
    for code, exc in found.items():
        core_words = str(exc)[:1].upper() + str(exc)[1:]
        try:
            english = reason_text(exc, "en", lambda seat: "Eva")
            untranslated = reason_text(exc, "cs", lambda seat: "Eva")
            i18n.apply("cs")
            czech = reason_text(exc, "cs", lambda seat: "Eva")
        finally:
            i18n.apply("en")
        assert english != core_words and english.endswith("."), (code, english)
        assert czech != untranslated, f"{code}: no Czech wording"
        assert "%1" not in english + czech and "%n" not in english + czech, (code, english)


def test_a_tiengow_refusal_names_the_tile_as_its_table_does(qapp):
    """3-6 is a "nine" in Tien Gow, not the Nines name: a refusal uses the name the table
    on screen gives the tile."""
    from core.errors import IllegalMove
    from gui.tiengow.texts import title

    exc = IllegalMove("you do not hold 3-6", "not_held", tile="3-6")
    assert reason_text(exc, "en", str, title) == "You do not hold nine (3-6)."
    assert reason_text(exc, "en", str) == f"You do not hold {nines_tile('3-6', 'en')}."
    assert nines_tile("3-6", "en") != "nine (3-6)"
