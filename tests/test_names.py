"""core/names.py: a player's name, wherever it comes from, is fit to show and to save."""

import json

import pytest

from core.names import MAX_NAME, SHORT_NAME, clean_name, short_name


@pytest.mark.parametrize(("raw", "clean"), [
    ("  Eva  ", "Eva"),
    ("Eva\u202eavE", "EvaavE"),  # a right-to-left override would turn the line around
    ("\u2066Adam\u2069", "Adam"),  # bidi isolates
    ("Bára\x00\x07\x1b[31m", "Bára[31m"),  # control characters
    ("Cyril\tand\n\nDana", "Cyril and Dana"),  # white space becomes one space
    ("Emil\ud800", "Emil"),  # a lone surrogate, which JSON lets through
    ("\u200e\u200f", ""),  # nothing left: the caller picks a default
    ("Zoë 👨\u200d👩\u200d👧", "Zoë 👨\u200d👩\u200d👧"),  # joiners kept
    ("Z" + "\u0301" * 39, "Ź\u0301"),  # a column of accents: two kept, composed
    ("Jir\u030ci\u0301", "Jiří"),  # decomposed Czech letters are composed
    ("Nguyê\u0303n", "Nguyễn"),  # two marks on one letter stay
])
def test_names_lose_what_cannot_be_shown_or_saved(raw, clean):
    assert clean_name(raw) == clean
    json.dumps(clean_name(raw), ensure_ascii=False).encode("utf-8")  # writable


def test_names_are_cut_to_forty_characters_even_when_huge():
    assert len(clean_name("x" * 1_000_000)) == MAX_NAME == 40
    assert clean_name("a " * 30) == ("a " * 20).strip()  # cut, then no trailing space


def test_a_short_name_for_lines_that_name_several_players():
    assert short_name("Eva") == "Eva"
    assert short_name("Maximilián Bartoloměj Kryštof") == "Maximilián Bartolom…"
    assert len(short_name("x" * MAX_NAME)) == SHORT_NAME


def test_a_name_taken_at_the_table_gets_the_first_free_number():
    from core.names import distinct_name

    assert distinct_name("Eva", ["Adam", "Bára"]) == "Eva"
    assert distinct_name("Eva", ["eva", "Adam"]) == "Eva 2"
    assert distinct_name("Eva", ["Eva", "Eva 2", "EVA 3"]) == "Eva 4"
    long = "W" * MAX_NAME
    assert distinct_name(long, [long]) == "W" * (MAX_NAME - 2) + " 2"
