"""Moves and the coach's reasons in words: a led tile is the object of "vynést" and Czech
declines its name ("vynést dlouhou trojku"), a tile after a colon keeps its name; a Tien
Gow reason names the tiles as Tien Gow does; a cost known exactly has no interval."""

from __future__ import annotations

import pytest

from core.coach.review import Costly
from core.coach.why import Why
from core.nines import tiles as nines_tiles
from core.nines.moves import Follow, Lead
from core.tiengow import moves as tiengow
from core.tiengow.tiles import FACES as TIENGOW_FACES
from gui.coach.words import costly_line, reason
from gui.services import i18n
from gui.table import move_text as move_text_module
from gui.table.move_text import move_text
from gui.tiengow.texts import tile_name as tiengow_name


@pytest.fixture
def czech(qapp):
    i18n.apply("cs")
    yield
    i18n.apply("en")


def test_a_led_tile_is_declined_in_czech_and_a_laid_one_is_not(czech):
    assert move_text(Lead(0, ("3-3",)), "cs") == "vynést dlouhou trojku (3-3)"
    assert move_text(Lead(0, ("4-5",)), "cs") == "vynést různorodou devítku (4-5)"
    assert move_text(Lead(0, ("6-6", "6-6")), "cs") == "vynést nebesa (6-6), nebesa (6-6)"
    assert move_text(Follow(0, ("2-2",)), "cs") == "sloupeček 1: lavice (2-2)"
    assert move_text(tiengow.Lead(0, ("2-4", "1-2")), "cs") == "vynést šestku (2-4), trojku (1-2)"
    assert move_text(tiengow.Discard(0, ("5-6",)), "cs") == "odhodit lícem dolů: tygří hlava (5-6)"


def test_every_czech_tile_name_has_its_form_after_vynest(czech):
    unchanged = {"nebesa", "švestkový květ"}  # the same in the accusative
    names = {nines_tiles.tile_name(face, "cs") for face in nines_tiles.FACES}
    names |= {tiengow_name(face, "cs") for face in TIENGOW_FACES}
    declined = move_text_module._CS_ACCUSATIVE
    assert names - unchanged == set(declined)


def test_english_leads_are_as_ever(qapp):
    assert move_text(Lead(0, ("3-3",)), "en") == "lead long three (3-3)"
    assert move_text(tiengow.Lead(0, ("2-4",)), "en") == "lead six (2-4)"


def test_a_tiengow_reason_names_its_tiles_as_tiengow_does(qapp):
    text = reason(Why("supreme_lead", ("2-4", "1-2")))
    assert text == "Nothing beats the Supreme pair when it is led: six (2-4), three (1-2) " \
                   "win the trick."
    assert "commander" not in text
    assert "commander (2-4)" in reason(Why("lead_sure", ("2-4",)))  # a Nines reason


def test_a_cost_known_exactly_has_no_interval(qapp):
    exact = Costly(ply=3, obs=None, move=Lead(0, ("1-5",)), better=Lead(0, ("6-6",)),
                   cost=1.5, low=1.5, high=1.5)
    assert costly_line("nines", "Round 2", exact).splitlines() == [
        "Round 2", "You played: lead long six (1-5)", "Better: lead heaven (6-6)",
        "Cost: 1.5 stacks"]
    rough = Costly(ply=3, obs=None, move=exact.move, better=exact.better, cost=1.5, low=0.8,
                   high=2.2)
    assert costly_line("nines", "Round 2", rough).splitlines()[-1] == \
        "Cost: about 1.5 stacks (0.8 to 2.2)"
