"""core/records.py against hostile files: limits, numbers, nesting, seat kinds, options.
Each is refused with a reason before anything else can go wrong."""

from __future__ import annotations

import copy
import json
import os
import threading

import pytest
from record_samples import samples

from core import records
from core.errors import RecordError
from core.records import load_record, parse, read_bytes


def nines() -> dict:
    return copy.deepcopy(samples()[0])


def royal() -> dict:
    return copy.deepcopy(samples()[2])


def test_a_file_bigger_than_a_record_is_refused_before_it_is_read_whole(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    padding = " " * (records.MAX_BYTES + 10)
    path.write_text(json.dumps(nines())[:-1] + padding + "}", encoding="utf-8")
    reads = []
    real_fdopen = os.fdopen

    def spying_fdopen(*args, **kwargs):  # how read_bytes opens a file (not waiting on it)
        handle = real_fdopen(*args, **kwargs)
        real_read = handle.read
        handle.read = lambda size=-1: reads.append(size) or real_read(size)
        return handle

    monkeypatch.setattr(os, "fdopen", spying_fdopen)
    with pytest.raises(RecordError, match="too big"):
        read_bytes(path)
    assert reads == [records.MAX_BYTES + 1]  # never the whole file
    monkeypatch.undo()
    with pytest.raises(RecordError, match="too big"):
        parse(path.read_bytes())


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_at_once_not_waited_on(tmp_path):
    pipe = tmp_path / "record.herna"
    os.mkfifo(pipe)
    outcome: list[BaseException] = []
    reader = threading.Thread(target=lambda: _catch(outcome, read_bytes, pipe), daemon=True)
    reader.start()
    reader.join(5)
    if reader.is_alive():  # it waits for a writer: let it go, and fail
        with open(pipe, "wb"):
            pass
        pytest.fail("reading a named pipe waited for a writer")
    assert isinstance(outcome[0], RecordError) and outcome[0].code == "not_file"


def test_a_folder_is_refused_as_a_folder(tmp_path):
    with pytest.raises(IsADirectoryError):
        read_bytes(tmp_path)


def _catch(into: list[BaseException], fn, *args) -> None:
    try:
        fn(*args)
    except BaseException as exc:  # handed to the test
        into.append(exc)


@pytest.mark.parametrize(("text", "words"), [
    ("[" * 1500 + "]" * 1500, "nested"),  # RecursionError inside json
    ('{"a": ' + "[" * 40 + "]" * 40 + "}", "nested"),  # deeper than any record
    ('{"seed": ' + "9" * 5000 + "}", "digits"),  # ValueError: too many digits
    ('{"seed": Infinity}', "Infinity is not a number"),
    ('{"seed": NaN}', "NaN is not a number"),
    ('{"seed": 1e999}', "out of range"),  # a float out of range is Infinity too
])
def test_numbers_and_nesting_no_record_has_are_refused(text, words):
    with pytest.raises(RecordError, match=words) as caught:
        parse(text)
    assert caught.value.code == ("too_deep" if words == "nested" else "bad_number")


@pytest.mark.parametrize("text", ["", b"", "  \n\t", b"\n"])
def test_an_empty_file_is_refused_as_empty_not_as_damaged(text):
    with pytest.raises(RecordError, match="empty") as caught:
        parse(text)
    assert caught.value.code == "empty"


def test_a_finite_float_in_an_extra_field_is_allowed():
    assert parse('{"x-mine": 0.5}') == {"x-mine": 0.5}


@pytest.mark.parametrize("kind", ["ai:bogus", "ai:", "robot", 3, None])
def test_an_unknown_seat_kind_is_refused(kind):
    record = nines()
    record["players"][1]["kind"] = kind
    with pytest.raises(RecordError, match="kind"):
        load_record(record)


@pytest.mark.parametrize(("make", "key", "value"), [
    (nines, "match_games", 0),
    (nines, "match_games", "4"),
    (nines, "match_target", -3),
    (royal, "matchsticks", "50"),
    (royal, "end_early", 1),
    (royal, "matchsticks", 10**40),
])
def test_bad_options_are_refused_when_the_record_is_read(make, key, value):
    record = make()
    record["options"][key] = value
    with pytest.raises(RecordError, match=key):
        load_record(record)


def test_options_of_other_programs_are_left_alone():
    record = royal()
    record["options"]["x-theme"] = "dark"
    load_record(record)
    assert records.check_options("royal", record["options"]) == {
        "end_early": True, "matchsticks": 50}


def test_a_reason_quoting_a_huge_value_is_cut_short():
    record = nines()
    record["wall"][0][0] = "<" * 100_000
    with pytest.raises(RecordError) as refused:
        load_record(record)
    assert len(str(refused.value)) <= RecordError.MAX_REASON
    assert str(refused.value).startswith("wall, column 1")


@pytest.mark.parametrize("number", [3, 10**30])
def test_a_game_after_the_records_match_is_refused(number):
    """"Game 1000…000 of 4" was shown: a record's game is one of its match."""
    record = nines()  # a match of 2 games
    record["game_number"] = number
    record["roll"] = None
    with pytest.raises(RecordError, match="game_number"):
        load_record(record)


def test_a_match_to_a_target_may_have_many_games_but_not_past_the_last():
    record = copy.deepcopy(samples()[1])  # first to 9 points
    record["game_number"], record["roll"] = 1_000, None
    load_record(record)
    record["game_number"] = 1_001
    with pytest.raises(RecordError, match="game_number"):
        load_record(record)


@pytest.mark.parametrize("start", [[10**300] * 4, [-10**30] * 4, [0, 50, 100_000, -3],
                                   [60, 40, 50, 51]])
def test_matchstick_stocks_that_do_not_add_up_are_refused(start):
    record = royal()  # 4 players, 50 matchsticks each
    record["matchsticks"]["start"] = start
    with pytest.raises(RecordError, match="matchsticks"):
        load_record(record)


def test_matchstick_stocks_carried_from_earlier_games_are_read():
    """Stocks carried over from earlier games of the session, one in debt: read."""
    record = royal()
    record["matchsticks"]["start"] = [80, 40, 90, -10]
    record["matchsticks"]["end"] = [76, 36, 99, -11]  # what the deals paid and won
    load_record(record)
